import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../../index';
import { ServerProxy } from '../../../classes/data/proxy/Server';
import { Proxy } from '../../../classes/data/proxy/Proxy';
import { Operation } from '../../../classes/data/Operation';
import { Request } from '../../../classes/data/Request';
import { RequestError } from '../../../classes/data/Connection.errors';
import { Sorter } from '../../../classes/util/Sorter';
import { Filter } from '../../../classes/util/Filter';
import { Grouper } from '../../../classes/util/Grouper';
import { def, useCleanup } from '../../helpers';

const NOW = 1700000000000;

/** A Connection-like response object. */
function response(status: number, body: unknown, extra: Record<string, any> = {}): any {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    responseText: text,
    responseXML: null,
    getResponseHeader: () => undefined,
    getAllResponseHeaders: () => ({}),
    timedout: false,
    aborted: false,
    request: { url: '/users?_dc=1', method: 'GET' },
    ...extra,
  };
}

describe('Lib.data.proxy.Server', () => {
  useCleanup();
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date'] });
    def('Spec.server.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'age', type: 'int' }],
    });
  });
  afterEach(() => clock.restore());

  const proxy = (config: Record<string, any> = {}): ServerProxy =>
    Lib.create('proxy.server', { url: '/users', model: 'Spec.server.User', ...config });
  const op = (config: Record<string, any> = {}) => new Operation({ action: 'read', ...config });
  const User = () => Lib.ClassManager.get('Spec.server.User');

  it('is registered as proxy.server, also known as Lib.data.ServerProxy, and is a Proxy', () => {
    expect(Lib.ClassManager.getByAlias('proxy.server')).to.equal(ServerProxy);
    expect(Lib.ClassManager.get('Lib.data.ServerProxy')).to.equal(ServerProxy);
    expect(Lib.data.proxy.Server).to.equal(ServerProxy);
    expect(proxy()).to.be.instanceOf(Proxy);
  });

  it('has the defaults of Ext JS 4 (ext4-behaviour §4.2.1)', () => {
    const p = proxy();
    expect(p.pageParam).to.equal('page');
    expect(p.startParam).to.equal('start');
    expect(p.limitParam).to.equal('limit');
    expect(p.sortParam).to.equal('sort');
    expect(p.directionParam).to.equal('dir');
    expect(p.groupParam).to.equal('group');
    expect(p.groupDirectionParam).to.equal('groupDir');
    expect(p.filterParam).to.equal('filter');
    expect(p.idParam).to.equal('id');
    expect(p.simpleSortMode).to.equal(false);
    expect(p.simpleGroupMode).to.equal(false);
    expect(p.noCache).to.equal(true);
    expect(p.cacheString).to.equal('_dc');
    expect(p.timeout).to.equal(30000);
    expect(p.extraParams).to.deep.equal({});
    expect(p.api).to.deep.equal({});
    expect(p.retry).to.deep.equal({ limit: 2 });
    expect(p.batchOrder).to.equal('create,update,destroy');
    expect(p.getReader()).to.be.instanceOf(Lib.data.reader.Json);
    expect(p.getWriter()).to.be.instanceOf(Lib.data.writer.Json);
  });

  it('takes its reader and writer as a type, a config (completed with proxy and model) or an instance', () => {
    const p = proxy({ reader: 'xml', writer: { type: 'xml', record: 'user' } });
    expect(p.getReader()).to.be.instanceOf(Lib.data.reader.Xml);
    expect(p.getWriter()).to.be.instanceOf(Lib.data.writer.Xml);
    expect((p.getWriter() as InstanceType<typeof Lib.data.writer.Xml>).record).to.equal('user');
    expect(p.getWriter().proxy).to.equal(p);
    const writer = Lib.create('writer.json', { root: 'r' });
    expect(p.setWriter(writer)).to.equal(writer);
    expect(p.getWriter()).to.equal(writer);
    expect(p.setWriter('json')).to.be.instanceOf(Lib.data.writer.Json);
    expect(() => p.setWriter('jsn')).to.throw(Lib.Error, /writer/);
  });

  describe('config checks', () => {
    const bad: Array<[string, unknown]> = [
      ['url', 5],
      ['noCache', 'yes'],
      ['cacheString', ''],
      ['pageParam', 1],
      ['startParam', {}],
      ['limitParam', true],
      ['sortParam', 2],
      ['directionParam', []],
      ['groupParam', 3],
      ['groupDirectionParam', 3],
      ['filterParam', 3],
      ['idParam', 3],
      ['simpleSortMode', 'true'],
      ['simpleGroupMode', 1],
      ['extraParams', 'a=1'],
      ['headers', ['x']],
      ['timeout', '30s'],
      ['timeout', -1],
      ['retry', 'twice'],
      ['retry', 1.5],
      ['api', '/users'],
    ];
    for (const [name, value] of bad) {
      it(`refuses ${name}: ${JSON.stringify(value)} with a TypeError naming the class and the config`, () => {
        expect(() => proxy({ [name]: value })).to.throw(
          TypeError,
          new RegExp(`\\[Lib\\.data\\.proxy\\.Server\\] config '${name}' must be`),
        );
      });
    }

    it('names a subclass in the error', () => {
      def('Spec.server.Mine', { extend: 'Lib.data.proxy.Server' });
      expect(() => Lib.create('Spec.server.Mine', { timeout: 'x' } as any)).to.throw(
        TypeError,
        /\[Spec\.server\.Mine\] config 'timeout'/,
      );
    });

    it('accepts falsy parameter names (they send nothing)', () => {
      const p = proxy({ pageParam: '', startParam: null, limitParam: undefined, sortParam: false });
      expect(
        p.buildRequest(op({ page: 1, start: 0, limit: 5, sorters: [{ property: 'a' }] })).params,
      ).to.deep.equal({});
    });

    it('refuses header names and values holding CR or LF', () => {
      expect(() => proxy({ headers: { 'X-A': 'a\r\nSet-Cookie: x=1' } })).to.throw(
        TypeError,
        /config 'headers': header 'X-A' value contains CR, LF or NUL/,
      );
      expect(() => proxy({ headers: { 'X-A\n': 'a' } })).to.throw(TypeError, /config 'headers'/);
      expect(() => proxy({ headers: { 'X-A': {} } })).to.throw(TypeError, /must be a string/);
    });

    it('refuses unknown api keys and api URLs that are no strings', () => {
      expect(() => proxy({ api: { updat: '/u' } })).to.throw(TypeError, /config 'api\.updat'/);
      expect(() => proxy({ api: { read: 5 } })).to.throw(
        TypeError,
        /config 'api\.read' must be a URL/,
      );
    });

    it('refuses retry.limit and retry.writes of the wrong type', () => {
      expect(() => proxy({ retry: { limit: -1 } })).to.throw(TypeError, /config 'retry\.limit'/);
      expect(() => proxy({ retry: { limit: 1, writes: 'yes' } })).to.throw(
        TypeError,
        /config 'retry\.writes'/,
      );
    });

    it('refuses a writer config of the wrong type at construction', () => {
      expect(() => proxy({ writer: { type: 'json', root: 5 } })).to.throw(
        TypeError,
        /\[Lib\.data\.writer\.Json\] config 'root'/,
      );
    });
  });

  describe('#getParams', () => {
    it('sends page, start and limit when the operation has them (0 is sent)', () => {
      expect(proxy().getParams(op({ page: 1, start: 0, limit: 25 }))).to.deep.equal({
        page: 1,
        start: 0,
        limit: 25,
      });
      expect(proxy().getParams(op())).to.deep.equal({});
    });

    it('sends nothing for a parameter whose name config is falsy', () => {
      const p = proxy({ pageParam: undefined, startParam: '', limitParam: null });
      expect(p.getParams(op({ page: 1, start: 0, limit: 25 }))).to.deep.equal({});
      const q = proxy({ sortParam: '', filterParam: undefined, groupParam: null });
      expect(
        q.getParams(
          op({
            sorters: [new Sorter({ property: 'name' })],
            filters: [new Filter({ property: 'name', value: 'a' })],
            groupers: [new Grouper({ property: 'age' })],
          }),
        ),
      ).to.deep.equal({});
    });

    it('encodes sorters as JSON with exactly property and direction', () => {
      const sorters = [
        new Sorter({ property: 'name', direction: 'DESC', root: 'data' }),
        { property: 'age', direction: 'ASC', transform: String },
      ];
      expect(proxy().getParams(op({ sorters })).sort).to.equal(
        '[{"property":"name","direction":"DESC"},{"property":"age","direction":"ASC"}]',
      );
    });

    it('encodes filters as JSON with exactly property and value', () => {
      const filters = [
        new Filter({ property: 'name', value: 'Ad', anyMatch: true, exactMatch: false }),
      ];
      expect(proxy().getParams(op({ filters })).filter).to.equal(
        '[{"property":"name","value":"Ad"}]',
      );
    });

    it('encodes groupers as JSON like sorters', () => {
      const groupers = [new Grouper({ property: 'age', direction: 'DESC' })];
      expect(proxy().getParams(op({ groupers })).group).to.equal(
        '[{"property":"age","direction":"DESC"}]',
      );
    });

    it('sends nothing for empty sorter, filter and grouper lists', () => {
      expect(proxy().getParams(op({ sorters: [], filters: [], groupers: [] }))).to.deep.equal({});
    });

    it('simpleSortMode sends sort=<property> and dir=<direction>', () => {
      const p = proxy({ simpleSortMode: true });
      expect(
        p.getParams(op({ sorters: [new Sorter({ property: 'name', direction: 'DESC' })] })),
      ).to.deep.equal({ sort: 'name', dir: 'DESC' });
      const noDir = proxy({ simpleSortMode: true, directionParam: '' });
      expect(
        noDir.getParams(op({ sorters: [{ property: 'name', direction: 'ASC' }] })),
      ).to.deep.equal({
        sort: 'name',
      });
    });

    it('simpleSortMode uses the sorter after a leading grouper, as Ext JS 4 grouped stores send', () => {
      const p = proxy({ simpleSortMode: true });
      const groupers = [new Grouper({ property: 'age' })];
      const sorters = [
        new Sorter({ property: 'age' }),
        new Sorter({ property: 'name', direction: 'DESC' }),
      ];
      expect(p.getParams(op({ groupers, sorters }))).to.include({ sort: 'name', dir: 'DESC' });
      // Lib stores keep groupers apart: the first sorter is then the one sent.
      const own = [
        new Sorter({ property: 'name', direction: 'DESC' }),
        new Sorter({ property: 'id' }),
      ];
      expect(p.getParams(op({ groupers, sorters: own }))).to.include({ sort: 'name', dir: 'DESC' });
    });

    it('simpleGroupMode sends group=<property> and groupDir=<direction or ASC>', () => {
      const p = proxy({ simpleGroupMode: true });
      expect(
        p.getParams(op({ groupers: [new Grouper({ property: 'age', direction: 'DESC' })] })),
      ).to.deep.equal({
        group: 'age',
        groupDir: 'DESC',
      });
      expect(p.getParams(op({ groupers: [{ property: 'age' }] }))).to.deep.equal({
        group: 'age',
        groupDir: 'ASC',
      });
    });

    it('encodes through encodeSorters, encodeFilters, encodeGroupers and applyEncoding, which may be overridden', () => {
      def('Spec.server.Custom', {
        extend: 'Lib.data.proxy.Server',
        applyEncoding: (value: unknown) => `<${JSON.stringify(value)}>`,
        encodeFilters: (filters: any[]) => filters.map((f) => `${f.property}:${f.value}`).join(','),
      });
      const p = Lib.create('Spec.server.Custom', { url: '/x' });
      const params = p.getParams(
        op({
          sorters: [{ property: 'a', direction: 'ASC' }],
          filters: [{ property: 'b', value: 1 }],
        }),
      );
      expect(params.sort).to.equal('<[{"property":"a","direction":"ASC"}]>');
      expect(params.filter).to.equal('b:1');
    });
  });

  describe('#buildRequest', () => {
    it('makes a Lib.data.Request with action, params, records, operation, url and proxy, stored on the operation', () => {
      const p = proxy();
      const record = new (User())({ id: 1 });
      const operation = new Operation({ action: 'update', records: [record] });
      const request = p.buildRequest(operation);
      expect(request).to.be.instanceOf(Request);
      expect(request.action).to.equal('update');
      expect(request.records).to.deep.equal([record]);
      expect(request.operation).to.equal(operation);
      expect(request.proxy).to.equal(p);
      expect(request.url).to.equal(`/users?_dc=${NOW}`);
      expect(operation.request).to.equal(request);
    });

    it('lets extraParams and operation.params override the computed params (extraParams.page beats the page)', () => {
      const p = proxy({ extraParams: { page: 'ov', token: 't' } });
      const request = p.buildRequest(
        op({ page: 3, start: 50, limit: 25, params: { limit: 10, q: 'x' } }),
      );
      expect(request.params).to.deep.equal({
        page: 'ov',
        token: 't',
        limit: 10,
        q: 'x',
        start: 50,
      });
    });

    it('operation.params win over extraParams', () => {
      const p = proxy({ extraParams: { q: 'extra' } });
      expect(p.buildRequest(op({ params: { q: 'op' } })).params).to.deep.equal({ q: 'op' });
    });

    it('puts operation.id in idParam unless that is set or idParam is falsy', () => {
      expect(proxy().buildRequest(op({ id: 7 })).params).to.deep.equal({ id: 7 });
      expect(proxy().buildRequest(op({ id: 7, params: { id: 8 } })).params).to.deep.equal({
        id: 8,
      });
      expect(proxy({ idParam: 'userId' }).buildRequest(op({ id: 0 })).params).to.deep.equal({
        userId: 0,
      });
      expect(proxy({ idParam: '' }).buildRequest(op({ id: 7 })).params).to.deep.equal({});
    });

    it('never changes extraParams or operation.params, and copies no __proto__ key', () => {
      const extraParams = { a: 1 };
      const p = proxy({ extraParams });
      const params = JSON.parse('{"__proto__": {"polluted": true}, "b": 2}');
      const request = p.buildRequest(op({ params, page: 1 }));
      expect(extraParams).to.deep.equal({ a: 1 });
      expect(p.extraParams).to.deep.equal({ a: 1 });
      expect(request.params).to.deep.equal({ a: 1, b: 2, page: 1 });
      expect(({} as any).polluted).to.equal(undefined);
      expect(Object.getPrototypeOf(request.params)).to.equal(Object.prototype);
    });
  });

  describe('#getUrl and #buildUrl', () => {
    it('takes request.url, else api[action], else url', () => {
      const p = proxy({ api: { read: '/read', update: '/upd' } });
      expect(p.getUrl(new Request({ action: 'read' }))).to.equal('/read');
      expect(p.getUrl(new Request({ action: 'create' }))).to.equal('/users');
      expect(p.getUrl(new Request({ action: 'read', url: '/own' }))).to.equal('/own');
      expect(p.buildRequest(op({ url: '/op' })).url).to.equal(`/op?_dc=${NOW}`);
    });

    it("accepts the keys of Ext's documented api example: load for read, save for update", () => {
      const p = proxy({ api: { load: '/l', create: '/c', save: '/s', destroy: '/d' } });
      expect(p.api).to.deep.equal({ read: '/l', create: '/c', update: '/s', destroy: '/d' });
      const both = proxy({ api: { load: '/l', read: '/r' } });
      expect(both.api.read).to.equal('/r');
    });

    it('appends cacheString=<Date.now()> with noCache, after a ? or &', () => {
      expect(proxy().buildUrl(new Request({ action: 'read' }))).to.equal(`/users?_dc=${NOW}`);
      expect(proxy({ url: '/u?a=1' }).buildUrl(new Request({ action: 'read' }))).to.equal(
        `/u?a=1&_dc=${NOW}`,
      );
      expect(proxy({ cacheString: 'nc' }).buildUrl(new Request({ action: 'read' }))).to.equal(
        `/users?nc=${NOW}`,
      );
      expect(proxy({ noCache: false }).buildUrl(new Request({ action: 'read' }))).to.equal(
        '/users',
      );
    });

    it('throws a Lib.Error naming the proxy and the action when there is no url', () => {
      const p = Lib.create('proxy.server', { api: { read: '/r' } });
      expect(() => p.buildRequest(new Operation({ action: 'update', records: [] }))).to.throw(
        Lib.Error,
        /\[Lib\.data\.proxy\.Server#buildUrl\] Lib\.data\.proxy\.Server has no url for the 'update' action/,
      );
    });
  });

  it('setExtraParam sets a parameter sent with every request, on this proxy only', () => {
    const a = proxy();
    const b = proxy();
    a.setExtraParam('token', 'abc');
    expect(a.buildRequest(op()).params).to.deep.equal({ token: 'abc' });
    expect(b.buildRequest(op()).params).to.deep.equal({});
    expect(ServerProxy.prototype.extraParams).to.deep.equal({});
    expect(() => a.setExtraParam('__proto__', 1)).to.throw(TypeError);
  });

  describe('actions', () => {
    it('leaves doRequest to subclasses', () => {
      expect(() => proxy().read(op())).to.throw(
        Lib.Error,
        /Lib\.data\.proxy\.Server does not implement doRequest/,
      );
    });

    it('create, read, update and destroy delegate to doRequest(operation, callback, scope)', () => {
      const p = proxy();
      const doRequest = sinon.stub(p, 'doRequest').returns('sent');
      const callback = () => {};
      const scope = {};
      for (const action of ['create', 'read', 'update', 'destroy'] as const) {
        const operation = new Operation({ action });
        expect((p as any)[action](operation, callback, scope)).to.equal('sent');
        expect(doRequest.lastCall.args).to.deep.equal([operation, callback, scope]);
      }
    });

    it('destroy() without an operation tears the proxy down', () => {
      const p = proxy();
      const doRequest = sinon.stub(p, 'doRequest');
      p.destroy();
      expect(doRequest.called).to.equal(false);
    });
  });

  describe('#processResponse', () => {
    const write = (action: 'create' | 'update' | 'destroy', records: any[]) => {
      const p = proxy({ reader: { type: 'json', root: 'data', messageProperty: 'message' } });
      const operation = new Operation({ action, records });
      operation.setStarted();
      const request = p.buildRequest(operation);
      request.method = 'PUT';
      const exception = sinon.spy();
      p.on('exception', exception);
      const callback = sinon.spy();
      return { p, operation, request, exception, callback };
    };
    const dirtyUser = () => {
      const user = new (User())({ id: 5, name: 'Ada', age: 36 });
      user.set('name', 'Grace');
      return user;
    };
    const expectIntact = (user: any) => {
      expect(user.dirty).to.equal(true);
      expect(user.get('name')).to.equal('Grace');
      expect(user.modified).to.deep.equal({ name: 'Ada' });
    };

    it('on success commits the records with what the server sent and completes the operation', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      const res = response(200, { data: [{ id: 5, name: 'Grace', age: 37 }] });
      p.processResponse(true, operation, request, res, callback);
      expect(operation.wasSuccessful()).to.equal(true);
      expect(operation.isComplete()).to.equal(true);
      expect(operation.response).to.equal(res);
      expect(operation.getResultSet()!.records[0].get('age')).to.equal(37);
      expect(user.dirty).to.equal(false);
      expect(user.get('age')).to.equal(37);
      expect(exception.called).to.equal(false);
      expect(callback.calledOnceWith(operation)).to.equal(true);
      expect(callback.firstCall.thisValue).to.equal(p);
    });

    it('gives a created record its server id', () => {
      const user = new (User())({ name: 'New' });
      expect(user.phantom).to.equal(true);
      const { p, operation, request, callback } = write('create', [user]);
      p.processResponse(
        true,
        operation,
        request,
        response(201, { data: { id: 42, name: 'New' } }),
        callback,
      );
      expect(operation.wasSuccessful()).to.equal(true);
      expect(user.phantom).to.equal(false);
      expect(user.getId()).to.equal(42);
    });

    it('a create answered without an id is a failure of kind server, and the record stays new', () => {
      const user = new (User())({ name: 'New' });
      const { p, operation, request, exception, callback } = write('create', [user]);
      p.processResponse(
        true,
        operation,
        request,
        response(200, { data: { name: 'New' } }),
        callback,
      );
      expect(operation.hasException()).to.equal(true);
      expect(operation.getError()).to.match(/answered without an id/);
      expect(operation.getRequestError()!.kind).to.equal('server');
      expect(operation.getRequestError()!.message).to.match(/answered without an id/);
      expect(user.phantom).to.equal(true);
      expect(exception.calledOnce).to.equal(true);
      expect(callback.calledOnce).to.equal(true);
      const empty = write('create', [user]);
      empty.p.processResponse(
        true,
        empty.operation,
        empty.request,
        response(204, ''),
        empty.callback,
      );
      expect(empty.operation.getRequestError()!.kind).to.equal('server');
      expect(user.phantom).to.equal(true);
    });

    it('success: false fails with the server message (Ext shape) and a typed error of kind server, records intact', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      const res = response(200, {
        success: false,
        message: 'name is taken',
        errors: { name: 'taken' },
      });
      p.processResponse(true, operation, request, res, callback);
      expect(operation.hasException()).to.equal(true);
      expect(operation.wasSuccessful()).to.equal(false);
      expect(operation.getError()).to.equal('name is taken');
      const error = operation.getRequestError()!;
      expect(error).to.be.instanceOf(RequestError);
      expect(error.kind).to.equal('server');
      expect(error.status).to.equal(200);
      expect(error.method).to.equal('GET');
      expect(error.url).to.equal('/users?_dc=1');
      expect(error.message).to.match(/name is taken/);
      expect(error.fieldErrors.name).to.deep.equal(['taken']);
      expect(exception.calledOnce).to.equal(true);
      expect(exception.firstCall.args).to.deep.equal([p, res, operation]);
      expect(callback.calledOnce).to.equal(true);
      expectIntact(user);
    });

    it('an unparsable body fails with kind parse and the decoder message, records intact', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      p.processResponse(true, operation, request, response(200, '<html>oops'), callback);
      expect(operation.getError()).to.match(/invalid JSON String: <html>oops/);
      expect(operation.getRequestError()!.kind).to.equal('parse');
      expect(exception.calledOnce).to.equal(true);
      expectIntact(user);
    });

    it('a reader that throws is a parse failure too', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      sinon.stub(p.getReader(), 'readRecords').throws(new Error('bad shape'));
      p.processResponse(true, operation, request, response(200, { data: [] }), callback);
      expect(operation.getError()).to.equal('bad shape');
      expect(operation.getRequestError()!.kind).to.equal('parse');
      expect(exception.calledOnce).to.equal(true);
      expectIntact(user);
    });

    it('a transport failure keeps Ext shape {status, statusText} and the Connection typed error', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      const res = response(
        422,
        { errors: { age: ['too old'] } },
        {
          statusText: 'Unprocessable Entity',
          getResponseHeader: (name: string) =>
            name === 'content-type' ? 'application/json' : undefined,
        },
      );
      res.error = RequestError.from(res);
      p.processResponse(false, operation, request, res, callback);
      expect(operation.getError()).to.deep.equal({
        status: 422,
        statusText: 'Unprocessable Entity',
      });
      expect(operation.getRequestError()).to.equal(res.error);
      expect(operation.getRequestError()!.kind).to.equal('http');
      expect(operation.getRequestError()!.fieldErrors.age).to.deep.equal(['too old']);
      expect(exception.calledOnce).to.equal(true);
      expect(exception.firstCall.args[1]).to.equal(res);
      expect(callback.calledOnce).to.equal(true);
      expectIntact(user);
    });

    it('fires exception before it calls back, for a transport failure and for success: false', () => {
      for (const [ok, res] of [
        [false, response(500, 'down', { statusText: 'Internal' })],
        [true, response(200, { success: false, message: 'nope' })],
      ] as const) {
        const { p, operation, request, exception, callback } = write('update', [dirtyUser()]);
        p.processResponse(ok, operation, request, res, callback);
        expect(exception.calledOnce).to.equal(true);
        expect(exception.firstCall.args).to.deep.equal([p, res, operation]);
        expect(exception.calledBefore(callback)).to.equal(true);
        expect(operation.getError()).to.deep.equal(
          ok ? 'nope' : { status: 500, statusText: 'Internal' },
        );
      }
    });

    it('makes the typed error itself when the response carries none', () => {
      const { p, operation, request, callback } = write('update', [dirtyUser()]);
      p.processResponse(
        false,
        operation,
        request,
        response(0, '', { statusText: 'communication failure' }),
        callback,
      );
      expect(operation.getRequestError()!.kind).to.equal('network');
    });

    it('a request cancelled by a beforerequest listener (no response) fails as aborted', () => {
      const user = dirtyUser();
      const { p, operation, request, exception, callback } = write('update', [user]);
      p.processResponse(undefined, operation, request, undefined, callback);
      expect(operation.getError()).to.deep.equal({ status: -1, statusText: 'transaction aborted' });
      expect(operation.getRequestError()!.kind).to.equal('abort');
      expect(exception.calledOnce).to.equal(true);
      expectIntact(user);
    });

    it('an empty body (204) is a success with no data: an update keeps its values and commits', () => {
      const user = dirtyUser();
      const { p, operation, request, callback } = write('update', [user]);
      p.processResponse(true, operation, request, response(204, ''), callback);
      expect(operation.wasSuccessful()).to.equal(true);
      expect(user.dirty).to.equal(false);
      expect(user.get('name')).to.equal('Grace');
    });

    it('calls back with the given scope, then afterRequest(request, success)', () => {
      const { p, operation, request } = write('destroy', [new (User())({ id: 1 })]);
      const order: string[] = [];
      const scope = {};
      let seenScope: unknown;
      sinon.stub(p, 'afterRequest').callsFake((r: any, ok: boolean) => {
        order.push(`after ${r === request} ${ok}`);
      });
      p.processResponse(
        true,
        operation,
        request,
        response(200, { success: true }),
        function (this: unknown) {
          seenScope = this;
          order.push('callback');
        },
        scope,
      );
      expect(order).to.deep.equal(['callback', 'after true true']);
      expect(seenScope).to.equal(scope);
    });

    it('reads a read operation into a ResultSet the operation returns as its records', () => {
      const p = proxy({ reader: { root: 'items', totalProperty: 'n' } });
      const operation = op();
      const request = p.buildRequest(operation);
      p.processResponse(
        true,
        operation,
        request,
        response(200, { items: [{ id: 1 }, { id: 2 }], n: 10 }),
      );
      expect(operation.wasSuccessful()).to.equal(true);
      expect(operation.getRecords()!.map((r: any) => r.getId())).to.deep.equal([1, 2]);
      expect(operation.getResultSet()!.total).to.equal(10);
    });
  });

  describe('#retryFor', () => {
    const request = (action: any, method = 'GET') => new Request({ action, method });
    it('retries reads twice by default and never writes', () => {
      expect(proxy().retryFor(request('read'))).to.deep.equal({ limit: 2, methods: ['GET'] });
      expect(proxy().retryFor(request('read', 'POST'))).to.deep.equal({
        limit: 2,
        methods: ['POST'],
      });
      expect(proxy().retryFor(request('update', 'PUT'))).to.equal(undefined);
    });
    it('retries writes only with retry.writes, telling the Connection the method may be repeated', () => {
      const p = proxy({ retry: { limit: 1, writes: true } });
      expect(p.retryFor(request('update', 'PUT'))).to.deep.equal({ limit: 1, methods: ['PUT'] });
      expect(p.retryFor(request('read'))).to.deep.equal({ limit: 1, methods: ['GET'] });
    });
    it('takes a number as the limit, and false or 0 for none', () => {
      expect(proxy({ retry: 3 }).retryFor(request('read'))).to.deep.equal({
        limit: 3,
        methods: ['GET'],
      });
      const backoff = () => 0;
      expect(proxy({ retry: { limit: 1, backoff } }).retryFor(request('read'))).to.deep.equal({
        limit: 1,
        backoff,
        methods: ['GET'],
      });
      expect(proxy({ retry: false }).retryFor(request('read'))).to.equal(undefined);
      expect(proxy({ retry: 0 }).retryFor(request('read'))).to.equal(undefined);
    });
  });
});
