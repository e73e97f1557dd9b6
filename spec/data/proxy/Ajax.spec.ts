import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import Lib from '../../../index';
import { AjaxProxy } from '../../../classes/data/proxy/Ajax';
import { ServerProxy } from '../../../classes/data/proxy/Server';
import { Ajax } from '../../../classes/Ajax';
import { Operation } from '../../../classes/data/Operation';
import { def, useCleanup } from '../../helpers';
import { BASE, answer, run, settle, useNock } from './nock.helpers';

const DC = /^\d{10,}$/;

describe('Lib.data.proxy.Ajax', () => {
  useCleanup();
  useNock();
  beforeEach(() => {
    def('Spec.ajax.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'age', type: 'int' }],
    });
  });

  const proxy = (config: Record<string, any> = {}): AjaxProxy =>
    Lib.create('proxy.ajax', {
      url: BASE + '/users',
      model: 'Spec.ajax.User',
      reader: { root: 'data', messageProperty: 'message' },
      ...config,
    });
  const User = () => Lib.ClassManager.get('Spec.ajax.User');
  const saved = () => {
    const user = new (User())({ id: 5, name: 'Ada', age: 36 });
    user.set('name', 'Grace');
    return user;
  };
  const expectIntact = (user: any) => {
    expect(user.phantom).to.equal(false);
    expect(user.dirty).to.equal(true);
    expect(user.get('name')).to.equal('Grace');
    expect(user.modified).to.deep.equal({ name: 'Ada' });
  };

  it('is registered as proxy.ajax, also known as Lib.data.HttpProxy and Lib.data.AjaxProxy', () => {
    expect(Lib.ClassManager.getByAlias('proxy.ajax')).to.equal(AjaxProxy);
    expect(Lib.ClassManager.get('Lib.data.HttpProxy')).to.equal(AjaxProxy);
    expect(Lib.ClassManager.get('Lib.data.AjaxProxy')).to.equal(AjaxProxy);
    expect(proxy()).to.be.instanceOf(ServerProxy);
  });

  describe('actionMethods', () => {
    it('are create POST, read GET, update POST, destroy POST; getMethod looks the action up', () => {
      const p = proxy();
      expect(p.actionMethods).to.deep.equal({
        create: 'POST',
        read: 'GET',
        update: 'POST',
        destroy: 'POST',
      });
      for (const action of ['create', 'read', 'update', 'destroy'] as const) {
        const request = p.buildRequest(new Operation({ action, records: [] }));
        expect(p.getMethod(request)).to.equal(p.actionMethods[action]);
      }
    });

    it('may be set per instance, merged over the class methods (upper-cased)', () => {
      const p = proxy({ actionMethods: { update: 'put', destroy: 'DELETE' } });
      expect(p.actionMethods).to.deep.equal({
        create: 'POST',
        read: 'GET',
        update: 'PUT',
        destroy: 'DELETE',
      });
      expect(proxy().actionMethods.update).to.equal('POST');
      expect(AjaxProxy.prototype.actionMethods.update).to.equal('POST');
    });

    it('a subclass body may name only the actions it changes', () => {
      def('Spec.ajax.Patching', {
        extend: 'Lib.data.proxy.Ajax',
        actionMethods: { update: 'PATCH' },
      });
      const p = Lib.create('Spec.ajax.Patching', { url: '/x' });
      expect(p.actionMethods).to.deep.equal({
        create: 'POST',
        read: 'GET',
        update: 'PATCH',
        destroy: 'POST',
      });
    });

    it('refuses unknown actions and methods', () => {
      expect(() => proxy({ actionMethods: { update: 'FETCH' } })).to.throw(
        TypeError,
        /\[Lib\.data\.proxy\.Ajax\] config 'actionMethods\.update' must be one of GET, POST, PUT, PATCH, DELETE/,
      );
      expect(() => proxy({ actionMethods: { save: 'PUT' } })).to.throw(
        TypeError,
        /config 'actionMethods\.save'/,
      );
      expect(() => proxy({ actionMethods: 'PUT' })).to.throw(TypeError, /config 'actionMethods'/);
    });
  });

  describe('#doRequest', () => {
    it('reads with GET, _dc first, then the paging parameters (a plain store.load sends page=1&start=0&limit=25)', async () => {
      const seen = answer(nock(BASE).get(/^\/users/), 200, {
        data: [{ id: 1, name: 'A' }],
        total: 3,
      });
      const store = Lib.create('Lib.data.Store', { model: 'Spec.ajax.User', proxy: proxy() });
      await new Promise((resolve) => store.load({ callback: resolve }));
      expect(seen).to.have.length(1);
      expect(seen[0].method).to.equal('GET');
      expect(seen[0].path).to.equal('/users');
      expect(seen[0].pairs.map(([name]) => name)).to.deep.equal(['_dc', 'page', 'start', 'limit']);
      expect(seen[0].query._dc).to.match(DC);
      expect(seen[0].query).to.include({ page: '1', start: '0', limit: '25' });
      expect(seen[0].body).to.equal('');
      expect(seen[0].headers['x-requested-with']).to.equal('XMLHttpRequest');
      expect(store.getCount()).to.equal(1);
      expect(store.getTotalCount()).to.equal(3);
      store.destroy();
    });

    it('sends through its own connection when given one, and aborts there', async () => {
      const connection = Lib.create('Lib.data.Connection', { defaultHeaders: { 'X-Own': '1' } });
      const shared = sinon.spy(Ajax, 'request');
      const seen = answer(nock(BASE).get(/^\/users/), 200, { data: [] });
      const p = proxy({ connection });
      await run(p, 'read');
      expect(shared.called).to.equal(false);
      expect(seen[0].headers['x-own']).to.equal('1');
      const abort = sinon.spy(connection, 'abort');
      p.doRequest(new Operation({ action: 'read' }));
      p.abort();
      expect(abort.calledOnce).to.equal(true);
      shared.restore();
      abort.restore();
      await settle();
    });

    it('refuses a connection that is not one', () => {
      expect(() => proxy({ connection: {} })).to.throw(TypeError, /config 'connection'/);
    });

    it('sends remote sorters and filters as JSON text in the query', async () => {
      const seen = answer(nock(BASE).get(/^\/users/), 200, { data: [] });
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.ajax.User',
        proxy: proxy({ extraParams: { token: 't' } }),
        remoteSort: true,
        remoteFilter: true,
        sorters: [{ property: 'name', direction: 'DESC' }],
        filters: [{ property: 'age', value: 36 }],
      });
      await new Promise((resolve) => store.load({ callback: resolve }));
      expect(seen[0].query.sort).to.equal('[{"property":"name","direction":"DESC"}]');
      expect(seen[0].query.filter).to.equal('[{"property":"age","value":36}]');
      expect(seen[0].query.token).to.equal('t');
      store.destroy();
    });

    it('creates with POST: the JSON body from the writer, the parameters in the query', async () => {
      const seen = answer(nock(BASE).post(/^\/users/), 200, {
        data: { id: 9, name: 'New', age: 0 },
      });
      const user = new (User())({ name: 'New' });
      const op = await run(proxy({ extraParams: { token: 't' } }), 'create', { records: [user] });
      expect(op.wasSuccessful()).to.equal(true);
      expect(seen[0].path).to.equal('/users');
      expect(seen[0].query.token).to.equal('t');
      expect(seen[0].query._dc).to.match(DC);
      expect(seen[0].headers['content-type']).to.match(/^application\/json/);
      expect(seen[0].body).to.deep.equal({ name: 'New', age: 0 });
      expect(user.phantom).to.equal(false);
      expect(user.getId()).to.equal(9);
    });

    it('updates and destroys with POST and the record data', async () => {
      const updates = answer(nock(BASE).post(/^\/users/), 200, { data: { id: 5 } });
      const user = saved();
      await run(proxy(), 'update', { records: [user] });
      expect(updates[0].body).to.deep.equal({ id: 5, name: 'Grace', age: 36 });
      expect(user.dirty).to.equal(false);
      const destroys = answer(nock(BASE).post(/^\/users/), 200, { success: true });
      const op = await run(proxy(), 'destroy', { records: [user] });
      expect(op.wasSuccessful()).to.equal(true);
      expect(destroys[0].body).to.deep.equal({ id: 5, name: 'Grace', age: 36 });
    });

    it('with an encode writer sends the JSON text as a form parameter', async () => {
      const seen = answer(nock(BASE).post(/^\/users/), 200, { data: { id: 5 } });
      await run(proxy({ writer: { encode: true, root: 'data' } }), 'update', {
        records: [saved()],
      });
      expect(seen[0].headers['content-type']).to.match(/^application\/x-www-form-urlencoded/);
      expect(new URLSearchParams(seen[0].body).get('data')).to.equal(
        '{"id":5,"name":"Grace","age":36}',
      );
    });

    it('sends the proxy headers', async () => {
      const seen = answer(nock(BASE).get(/^\/users/), 200, { data: [] });
      await run(proxy({ headers: { Authorization: 'Bearer x', 'X-Version': 2 } }), 'read');
      expect(seen[0].headers.authorization).to.equal('Bearer x');
      expect(seen[0].headers['x-version']).to.equal('2');
    });

    it('hands Lib.Ajax.request the request with method, headers, timeout, disableCaching false, signal, retry, scope and callback', () => {
      const request = sinon.stub(Ajax, 'request').returns(null);
      try {
        const signal = new AbortController().signal;
        const p = proxy({ headers: { 'X-A': 'b' }, timeout: 1234 });
        const op = new Operation({ action: 'read', signal });
        const returned = p.doRequest(op);
        const options = request.firstCall.args[0] as any;
        expect(options).to.equal(returned);
        expect(options).to.equal(op.request);
        expect(options.method).to.equal('GET');
        expect(options.headers).to.deep.equal({ 'X-A': 'b' });
        expect(options.timeout).to.equal(1234);
        expect(options.disableCaching).to.equal(false);
        expect(options.signal).to.equal(signal);
        expect(options.retry).to.deep.equal({ limit: 2, methods: ['GET'] });
        expect(options.scope).to.equal(p);
        expect(options.callback).to.be.a('function');
        expect(op.isRunning()).to.equal(true);
      } finally {
        request.restore();
      }
    });
  });

  it('a store sync sends one request per action (batchActions), all its records in an array', async () => {
    const store = Lib.create('Lib.data.Store', { model: 'Spec.ajax.User', proxy: proxy() });
    store.loadData([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    store.getById(1)!.set('name', 'A2');
    store.getById(2)!.set('name', 'B2');
    const seen = answer(nock(BASE).post(/^\/users/), 200, {
      data: [
        { id: 1, name: 'A2' },
        { id: 2, name: 'B2' },
      ],
    });
    await new Promise((resolve) => store.sync({ callback: resolve }));
    expect(seen).to.have.length(1);
    expect(seen[0].body).to.deep.equal([
      { id: 1, name: 'A2', age: 0 },
      { id: 2, name: 'B2', age: 0 },
    ]);
    expect(store.getUpdatedRecords()).to.have.length(0);
    store.destroy();
  });

  it("gives new records their ids by the writer's clientIdProperty, whatever the order of the answer", async () => {
    const store = Lib.create('Lib.data.Store', {
      model: 'Spec.ajax.User',
      proxy: proxy({ writer: { type: 'json', clientIdProperty: 'clientId' } }),
    });
    const [a, b] = store.add([{ name: 'A' }, { name: 'B' }]);
    const clientIds = [a.internalId, b.internalId];
    const sent: any[] = [];
    nock(BASE)
      .post(/^\/users/)
      .reply(200, (_uri: string, body: any) => {
        sent.push(...body);
        const reversed = body.slice().reverse();
        return {
          data: reversed.map((row: any, i: number) => ({ ...row, id: 70 + i })),
        };
      });
    await new Promise((resolve) => store.sync({ callback: resolve }));
    expect(sent.map((row: any) => row.clientId)).to.deep.equal(clientIds);
    expect([a.getId(), a.get('name'), a.phantom]).to.deep.equal([71, 'A', false]);
    expect([b.getId(), b.get('name'), b.phantom]).to.deep.equal([70, 'B', false]);
    store.destroy();
  });

  describe('failures: exception once, callback once, records as they were', () => {
    const update = async (p: AjaxProxy, user: any) => {
      const exception = sinon.spy();
      p.on('exception', exception);
      const callback = sinon.spy();
      const op = new Operation({ action: 'update', records: [user] });
      await new Promise<void>((resolve) =>
        p.update(op, (done) => {
          callback(done);
          resolve();
        }),
      );
      await settle(5);
      expect(exception.callCount).to.equal(1);
      expect(exception.firstCall.args[0]).to.equal(p);
      expect(exception.firstCall.args[2]).to.equal(op);
      expect(callback.callCount).to.equal(1);
      expect(op.hasException()).to.equal(true);
      expect(op.isComplete()).to.equal(true);
      expectIntact(user);
      return { op, response: exception.firstCall.args[1] };
    };

    it('an HTTP 500: getError() is {status, statusText}, the typed error is http', async () => {
      answer(nock(BASE).post(/^\/users/), 500, 'boom');
      const { op, response } = await update(proxy(), saved());
      expect(op.getError()).to.deep.equal({ status: 500, statusText: 'Internal Server Error' });
      const error = op.getRequestError()!;
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(500);
      expect(error.method).to.equal('POST');
      expect(error.url).to.match(/^http:\/\/api\.test\/users\?_dc=\d+$/);
      expect(response.status).to.equal(500);
    });

    it('a 422 with a JSON errors body gives the typed error its fieldErrors', async () => {
      answer(nock(BASE).post(/^\/users/), 422, { errors: { name: 'is taken' } });
      const { op } = await update(proxy(), saved());
      expect(op.getRequestError()!.kind).to.equal('http');
      expect(op.getRequestError()!.fieldErrors.name).to.deep.equal(['is taken']);
    });

    it('success: false: getError() is the server message, the typed error is server', async () => {
      answer(nock(BASE).post(/^\/users/), 200, { success: false, message: 'locked' });
      const { op } = await update(proxy(), saved());
      expect(op.getError()).to.equal('locked');
      expect(op.getRequestError()!.kind).to.equal('server');
    });

    it('an unparsable body: the typed error is parse', async () => {
      answer(nock(BASE).post(/^\/users/), 200, '{"data": [', {
        'Content-Type': 'application/json',
      });
      const { op } = await update(proxy(), saved());
      expect(op.getError()).to.match(/invalid JSON/);
      expect(op.getRequestError()!.kind).to.equal('parse');
    });

    it('a network error: the typed error is network', async () => {
      nock(BASE)
        .post(/^\/users/)
        .replyWithError('connection reset');
      const { op } = await update(proxy(), saved());
      expect((op.getError() as any).status).to.equal(0);
      expect(op.getRequestError()!.kind).to.equal('network');
    });

    it('a timeout: the typed error is timeout', async () => {
      nock(BASE)
        .post(/^\/users/)
        .delay(300)
        .reply(200, { data: {} });
      const { op } = await update(proxy({ timeout: 30 }), saved());
      expect(op.getRequestError()!.kind).to.equal('timeout');
    });

    it("an abort through the operation's signal: the typed error is abort", async () => {
      nock(BASE)
        .post(/^\/users/)
        .delay(300)
        .reply(200, { data: {} });
      const controller = new AbortController();
      const p = proxy();
      const user = saved();
      const exception = sinon.spy();
      p.on('exception', exception);
      const op = new Operation({ action: 'update', records: [user], signal: controller.signal });
      const done = new Promise<void>((resolve) => p.update(op, () => resolve()));
      controller.abort();
      await done;
      expect(exception.callCount).to.equal(1);
      expect(op.getRequestError()!.kind).to.equal('abort');
      expect(op.getError()).to.deep.equal({ status: -1, statusText: 'transaction aborted' });
      expectIntact(user);
    });

    it('abort() aborts the request sent last', async () => {
      nock(BASE)
        .get(/^\/users/)
        .delay(300)
        .reply(200, { data: [] });
      const p = proxy();
      const op = new Operation({ action: 'read' });
      const done = new Promise<void>((resolve) => p.read(op, () => resolve()));
      p.abort();
      await done;
      expect(op.getRequestError()!.kind).to.equal('abort');
    });
  });

  describe('retries', () => {
    const fast = { limit: 2, backoff: () => 0 };

    it('retries a read after a 503 and succeeds', async () => {
      const first = answer(nock(BASE).get(/^\/users/), 503, 'busy');
      const second = answer(nock(BASE).get(/^\/users/), 200, { data: [{ id: 1 }] });
      const op = await run(proxy({ retry: fast }), 'read');
      expect(first).to.have.length(1);
      expect(second).to.have.length(1);
      expect(op.wasSuccessful()).to.equal(true);
    });

    it('retries reads twice by default (with backoff), then fails', async () => {
      const seen = answer(nock(BASE).get(/^\/users/), 503, 'busy', undefined, 3);
      const op = await run(proxy(), 'read');
      expect(seen).to.have.length(3);
      expect(op.getRequestError()!.kind).to.equal('http');
      expect(op.getRequestError()!.status).to.equal(503);
    });

    it('never retries a write unless retry.writes is true', async () => {
      const once = answer(nock(BASE).post(/^\/users/), 503, 'busy', undefined, 2);
      const failed = await run(proxy({ retry: fast }), 'update', { records: [saved()] });
      expect(failed.hasException()).to.equal(true);
      expect(once).to.have.length(1);
      nock.cleanAll();
      const first = answer(nock(BASE).post(/^\/users/), 503, 'busy');
      const second = answer(nock(BASE).post(/^\/users/), 200, { data: { id: 5 } });
      const retried = await run(proxy({ retry: { ...fast, writes: true } }), 'update', {
        records: [saved()],
      });
      expect(first.length + second.length).to.equal(2);
      expect(retried.wasSuccessful()).to.equal(true);
    });
  });

  describe('as the default proxy', () => {
    it('is what Model.getProxy falls back to, with a json writer', () => {
      const M = def('Spec.ajax.Plain', { extend: 'Lib.data.Model', fields: ['id'] });
      const p = M.getProxy();
      expect(p).to.be.instanceOf(AjaxProxy);
      expect(p.getModel()).to.equal(M);
      expect(p.getWriter()).to.be.instanceOf(Lib.data.writer.Json);
    });

    it('a model with no url fails its request with an error naming the proxy and the action', () => {
      const M = def('Spec.ajax.NoUrl', { extend: 'Lib.data.Model', fields: ['id'] });
      expect(() => M.getProxy().read(new Operation({ action: 'read' }))).to.throw(
        Lib.Error,
        /Lib\.data\.proxy\.Ajax has no url for the 'read' action/,
      );
    });
  });
});
