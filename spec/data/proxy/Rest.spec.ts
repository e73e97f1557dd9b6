import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import Lib from '../../../index';
import { RestProxy } from '../../../classes/data/proxy/Rest';
import { AjaxProxy } from '../../../classes/data/proxy/Ajax';
import { Operation } from '../../../classes/data/Operation';
import { def, useCleanup, useDomParser } from '../../helpers';
import { BASE, answer, run, type Seen, useNock } from './nock.helpers';

const DC = /^\d{10,}$/;
const URL_BASE = BASE + '/users';

describe('Lib.data.proxy.Rest', () => {
  useCleanup();
  useNock();
  beforeEach(() => {
    def('Spec.rest.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'age', type: 'int' }],
      proxy: { type: 'rest', url: URL_BASE },
    });
    def('Spec.rest.Doc', { extend: 'Lib.data.Model', fields: ['id', 'title'] });
  });

  const User = () => Lib.ClassManager.get('Spec.rest.User');
  const proxy = (config: Record<string, any> = {}): RestProxy =>
    Lib.create('proxy.rest', { url: '/users', model: 'Spec.rest.User', ...config });
  const urlOf = (p: RestProxy, config: Record<string, any>) =>
    p.buildRequest(new Operation({ action: 'read', ...config })).url!.replace(/[?&]_dc=\d+/, '');
  const docs = (id: unknown) => new (Lib.ClassManager.get('Spec.rest.Doc'))({ id });
  const saved = (id = 7) => new (User())({ id, name: 'Ada', age: 36 });

  it('is registered as proxy.rest, also known as Lib.data.RestProxy, extending the Ajax proxy', () => {
    expect(Lib.ClassManager.getByAlias('proxy.rest')).to.equal(RestProxy);
    expect(Lib.ClassManager.get('Lib.data.RestProxy')).to.equal(RestProxy);
    expect(proxy()).to.be.instanceOf(AjaxProxy);
  });

  it('is created from configs: Lib.create({type}), a store proxy and a model proxy', () => {
    const bare = Lib.create({ type: 'rest', url: '/users' } as any);
    expect(bare).to.be.instanceOf(RestProxy);
    expect(bare.url).to.equal('/users');
    const store = Lib.create('Lib.data.Store', {
      proxy: { type: 'rest', url: '/users' },
      model: 'Spec.rest.User',
    });
    expect(store.getProxy()).to.be.instanceOf(RestProxy);
    expect(store.getProxy().getModel()).to.equal(User());
    store.destroy();
    const implicit = Lib.create('Lib.data.Store', {
      fields: ['id'],
      proxy: { type: 'rest', url: '/x' },
    });
    expect(implicit.getProxy()).to.be.instanceOf(RestProxy);
    implicit.destroy();
    expect(User().getProxy()).to.be.instanceOf(RestProxy);
  });

  it('defaults: POST/GET/PUT/DELETE, appendId true, batchActions false, no format, timeout 30000', () => {
    const p = proxy();
    expect(p.actionMethods).to.deep.equal({
      create: 'POST',
      read: 'GET',
      update: 'PUT',
      destroy: 'DELETE',
    });
    expect(p.appendId).to.equal(true);
    expect(p.batchActions).to.equal(false);
    expect(p.batchOrder).to.equal('create,update,destroy');
    expect(p.format).to.equal(undefined);
    expect(p.timeout).to.equal(30000);
    expect(p.noCache).to.equal(true);
  });

  it('checks appendId and format', () => {
    expect(() => proxy({ appendId: 'yes' })).to.throw(
      TypeError,
      /\[Lib\.data\.proxy\.Rest\] config 'appendId' must be a boolean/,
    );
    expect(() => proxy({ format: 1 })).to.throw(TypeError, /config 'format'/);
  });

  describe("spec.md's endpoint table", () => {
    const table = async (format?: string) => {
      const suffix = format ? '.' + format : '';
      const M = def('Spec.rest.Fmt', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'int' }, 'name'],
        proxy: { type: 'rest', url: URL_BASE, format },
      });
      const seen: Seen[] = [];
      const record = (s: Seen[]) => seen.push(...s);

      // create (save of a new record): POST <url>[.<format>], the writer's data, the id read back
      const created = answer(nock(BASE).post(/^\/users/), 201, { id: 9, name: 'New' });
      const user = new M({ name: 'New' });
      await new Promise((resolve) => user.save({ callback: resolve }));
      record(created);
      expect(created[0].path).to.equal('/users' + suffix);
      expect(created[0].body).to.deep.equal({ name: 'New' });
      expect(user.phantom).to.equal(false);
      expect(user.getId()).to.equal(9);

      // read, collection (store load): GET <url>[.<format>], no body, query parameters
      const listed = answer(nock(BASE).get(/^\/users/), 200, [{ id: 1 }, { id: 2 }]);
      const store = Lib.create('Lib.data.Store', { model: M });
      await new Promise((resolve) => store.load({ callback: resolve }));
      record(listed);
      expect(listed[0].path).to.equal('/users' + suffix);
      expect(listed[0].body).to.equal('');
      expect(listed[0].query).to.include({ page: '1', start: '0', limit: '25' });
      expect(store.getCount()).to.equal(2);
      store.destroy();

      // read, one instance (model load by id): GET <url>/<id>[.<format>], no body
      const one = answer(nock(BASE).get(/^\/users\/7/), 200, { id: 7, name: 'Ada' });
      const loaded: any = await new Promise((resolve) => M.load(7, { callback: resolve }));
      record(one);
      expect(one[0].path).to.equal('/users/7' + suffix);
      expect(one[0].body).to.equal('');
      expect(one[0].query.id).to.equal('7');
      expect(loaded.get('name')).to.equal('Ada');

      // update (save of an existing record): PUT <url>/<id>[.<format>], the writer's data
      loaded.set('name', 'Grace');
      const updated = answer(nock(BASE).put(/^\/users\/7/), 200, { id: 7, name: 'Grace' });
      await new Promise((resolve) => loaded.save({ callback: resolve }));
      record(updated);
      expect(updated[0].path).to.equal('/users/7' + suffix);
      expect(updated[0].body).to.deep.equal({ id: 7, name: 'Grace' });
      expect(loaded.dirty).to.equal(false);

      // destroy (destroy of a record): DELETE <url>/<id>[.<format>], no body
      const destroyed = answer(nock(BASE).delete(/^\/users\/7/), 204);
      await new Promise((resolve) => loaded.destroy({ callback: resolve }));
      record(destroyed);
      expect(destroyed[0].path).to.equal('/users/7' + suffix);
      expect(destroyed[0].body).to.equal('');
      expect(destroyed[0].headers).to.not.have.property('content-type');

      expect(seen.map((s) => s.method)).to.deep.equal(['POST', 'GET', 'GET', 'PUT', 'DELETE']);
      for (const s of seen) expect(s.query._dc).to.match(DC);
    };

    it('create POST <url>, read GET <url> and <url>/<id>, update PUT <url>/<id>, destroy DELETE <url>/<id>', () =>
      table());

    it('the same with a format suffix: <url>.json, <url>/<id>.json', () => table('json'));
  });

  describe('URL construction rules', () => {
    it('1. the base is api[action] when defined, else url', () => {
      const p = proxy({ api: { update: '/upd', read: '/list' } });
      const record = saved(5);
      expect(p.buildRequest(new Operation({ action: 'update', records: [record] })).url).to.match(
        /^\/upd\/5\?_dc=\d+$/,
      );
      expect(urlOf(p, {})).to.equal('/list');
      expect(p.buildRequest(new Operation({ action: 'destroy', records: [record] })).url).to.match(
        /^\/users\/5\?_dc=/,
      );
    });

    it("2. the id is the first record's, else the operation's", () => {
      const p = proxy();
      const records = [saved(3), saved(4)];
      expect(p.buildRequest(new Operation({ action: 'update', records, id: 9 })).url).to.match(
        /^\/users\/3\?/,
      );
      expect(urlOf(p, { id: 9 })).to.equal('/users/9');
    });

    it("3. with appendId and an id: '/' unless the url ends with one, then the id; no id, nothing", () => {
      expect(urlOf(proxy(), { id: 7 })).to.equal('/users/7');
      expect(urlOf(proxy({ url: '/users/' }), { id: 7 })).to.equal('/users/7');
      expect(urlOf(proxy(), {})).to.equal('/users');
      expect(urlOf(proxy(), { id: 0 })).to.equal('/users/0');
      for (const id of ['', null, undefined]) expect(urlOf(proxy(), { id })).to.equal('/users');
      expect(urlOf(proxy({ appendId: false }), { id: 7 })).to.equal('/users');
    });

    it("4. with a format: '.' unless the url ends with one, then the format, after the id", () => {
      expect(urlOf(proxy({ format: 'json' }), {})).to.equal('/users.json');
      expect(urlOf(proxy({ format: 'xml' }), { id: 5 })).to.equal('/users/5.xml');
      expect(urlOf(proxy({ url: '/users.', format: 'json' }), {})).to.equal('/users.json');
    });

    it("4. keeps a trailing '.' of an id (its own separator follows) and reads '.json' as 'json'", () => {
      expect(urlOf(proxy({ format: 'json' }), { id: 'a.' })).to.equal('/users/a..json');
      expect(urlOf(proxy({ format: '.xml' }), {})).to.equal('/users.xml');
      expect(urlOf(proxy({ format: '.xml' }), { id: 5 })).to.equal('/users/5.xml');
    });

    it('refuses an id that is not well-formed Unicode with an error naming the proxy', () => {
      expect(() => urlOf(proxy({}), { id: '\uD800' })).to.throw(
        Lib.Error,
        /Lib\.data\.proxy\.Rest#buildUrl.*lone surrogate/,
      );
    });

    it('5. then the inherited url building: _dc, and on the wire the sort, filter, group and paging parameters', async () => {
      const p = proxy({ url: URL_BASE, format: 'json' });
      const request = p.buildRequest(new Operation({ action: 'read', id: 7 }));
      expect(request.url).to.match(/^http:\/\/api\.test\/users\/7\.json\?_dc=\d+$/);
      const seen = answer(nock(BASE).get(/^\/users\.json/), 200, []);
      await run(p, 'read', {
        page: 2,
        start: 25,
        limit: 25,
        sorters: [{ property: 'name', direction: 'ASC' }],
        filters: [{ property: 'age', value: 3 }],
        groupers: [{ property: 'age', direction: 'DESC' }],
      });
      expect(seen[0].pairs.map(([name]) => name)).to.deep.equal([
        '_dc',
        'page',
        'start',
        'limit',
        'group',
        'sort',
        'filter',
      ]);
    });

    it('6. sorters and filters are JSON-encoded text', () => {
      const request = proxy().buildRequest(
        new Operation({
          action: 'read',
          sorters: [{ property: 'name', direction: 'DESC' }],
          filters: [{ property: 'name', value: 'Ad' }],
        }),
      );
      expect(JSON.parse(request.params.sort as string)).to.deep.equal([
        { property: 'name', direction: 'DESC' },
      ]);
      expect(JSON.parse(request.params.filter as string)).to.deep.equal([
        { property: 'name', value: 'Ad' },
      ]);
    });

    it('7. the method is looked up in actionMethods by action: GET, POST, PUT or DELETE', () => {
      const p = proxy();
      const methods = (['create', 'read', 'update', 'destroy'] as const).map((action) =>
        p.getMethod(p.buildRequest(new Operation({ action, records: [] }))),
      );
      expect(methods).to.deep.equal(['POST', 'GET', 'PUT', 'DELETE']);
      expect(proxy({ actionMethods: { update: 'PATCH' } }).actionMethods.update).to.equal('PATCH');
    });

    it("8. api takes read, create, update, destroy, and the documented example's load, create, save, destroy", () => {
      const documented = proxy({ api: { load: '/l', create: '/c', save: '/s', destroy: '/d' } });
      const defaults = proxy({ api: { read: '/l', create: '/c', update: '/s', destroy: '/d' } });
      for (const p of [documented, defaults]) {
        const urls = (['create', 'read', 'update', 'destroy'] as const).map((action) =>
          p.getUrl(p.buildRequest(new Operation({ action, records: [] }))).replace(/\?.*/, ''),
        );
        expect(urls).to.deep.equal(['/c', '/l', '/s', '/d']);
      }
    });
  });

  describe('stricter than Ext JS 4', () => {
    it('percent-encodes the id, so it stays one path segment', () => {
      const p = Lib.create('proxy.rest', { url: '/docs', model: 'Spec.rest.Doc' });
      const url = (id: unknown) =>
        p
          .buildRequest(new Operation({ action: 'update', records: [docs(id)] }))
          .url!.replace(/\?_dc=\d+$/, '');
      expect(url('a/b')).to.equal('/docs/a%2Fb');
      expect(url('../admin')).to.equal('/docs/..%2Fadmin');
      expect(url('?x=1#y')).to.equal('/docs/%3Fx%3D1%23y');
      expect(url('a b')).to.equal('/docs/a%20b');
      expect(url('é')).to.equal('/docs/%C3%A9');
      expect(urlOf(p, { id: 'x/y' })).to.equal('/docs/x%2Fy');
    });

    it("refuses the ids '.' and '..', which URLs resolve to another path", () => {
      const p = Lib.create('proxy.rest', { url: '/docs', model: 'Spec.rest.Doc' });
      for (const id of ['.', '..']) {
        expect(() =>
          p.buildRequest(new Operation({ action: 'destroy', records: [docs(id)] })),
        ).to.throw(Lib.Error, /cannot be put in a URL path segment/);
      }
    });

    it('sends an encoded id on the wire', async () => {
      const seen = answer(nock(BASE).put(/^\/docs\//), 200, { id: '../admin' });
      const p = Lib.create('proxy.rest', { url: BASE + '/docs', model: 'Spec.rest.Doc' });
      const record = docs('../admin');
      record.set('title', 't');
      await run(p, 'update', { records: [record] });
      expect(seen[0].path).to.equal('/docs/..%2Fadmin');
    });

    it('never puts the id of a new record in the URL or the body, even the 0 of an int id', async () => {
      const user = new (User())({ name: 'New' });
      expect(user.phantom).to.equal(true);
      expect(user.getId()).to.equal(0);
      const p = proxy({ url: URL_BASE });
      expect(p.buildRequest(new Operation({ action: 'create', records: [user] })).url).to.match(
        /^http:\/\/api\.test\/users\?_dc=/,
      );
      const seen = answer(nock(BASE).post(/^\/users/), 200, { id: 12, name: 'New' });
      await run(p, 'create', { records: [user] });
      expect(seen[0].path).to.equal('/users');
      expect(seen[0].body).to.deep.equal({ name: 'New', age: 0 });
      expect(user.getId()).to.equal(12);
    });
  });

  describe('with the xml reader and writer', () => {
    useDomParser();
    beforeEach(() => {
      def('Spec.rest.XmlUser', {
        extend: 'Lib.data.Model',
        fields: [
          { name: 'id', type: 'int', mapping: '@id' },
          'name',
          'email',
          'nick',
          { name: 'createdAt', type: 'date', dateFormat: 'Y-m-d', persist: false },
          { name: 'role', mapping: '@role', persist: false },
          { name: 'city', mapping: 'address > city' },
        ],
      });
    });
    const xmlProxy = () =>
      Lib.create('proxy.rest', {
        url: URL_BASE,
        model: 'Spec.rest.XmlUser',
        reader: { type: 'xml', record: 'user' },
        writer: { type: 'xml', documentRoot: 'users', record: 'user', clientIdProperty: 'cid' },
      });
    const XML_HEADERS = { 'Content-Type': 'application/xml' };

    it('copies back the fields an XML answer to a POST and a PUT carries, and keeps the others', async () => {
      const p = xmlProxy();
      const user = new (Lib.ClassManager.get('Spec.rest.XmlUser'))({
        name: 'Ada',
        email: ' ADA@Example.COM ',
        nick: 'ada',
        city: 'London',
      });
      const posted = answer(
        nock(BASE).post(/^\/users/),
        201,
        '<users><user id="41" role="admin"><name>Ada</name><email>ada@example.com</email>' +
          '<createdAt>2024-05-01</createdAt><address><city>LONDON</city></address></user></users>',
        XML_HEADERS,
      );
      const create = await run(p, 'create', { records: [user] });
      expect(create.wasSuccessful()).to.equal(true);
      expect(posted[0].body).to.equal(
        '<users><user><name>Ada</name><email> ADA@Example.COM </email><nick>ada</nick>' +
          '<city>London</city></user></users>',
      );
      expect(user.getId()).to.equal(41);
      expect(user.phantom).to.equal(false);
      expect(user.get('email'), 'normalised by the server').to.equal('ada@example.com');
      expect(user.get('createdAt')).to.be.instanceOf(Date);
      expect(Lib.Date.format(user.get('createdAt'), 'Y-m-d')).to.equal('2024-05-01');
      expect(user.get('role'), 'an attribute').to.equal('admin');
      expect(user.get('city'), "a 'a > b' mapping").to.equal('LONDON');
      expect(user.get('nick'), 'not in the answer: kept').to.equal('ada');
      expect(user.dirty).to.equal(false);

      user.set('email', 'Ada@Lovelace.ORG');
      user.set('nick', 'countess');
      const put = answer(
        nock(BASE).put(/^\/users\/41/),
        200,
        '<users><user id="41"><email>ada@lovelace.org</email><nick/></user></users>',
        XML_HEADERS,
      );
      const update = await run(p, 'update', { records: [user] });
      expect(update.wasSuccessful()).to.equal(true);
      expect(put[0].path).to.equal('/users/41');
      expect(user.get('email')).to.equal('ada@lovelace.org');
      expect(user.get('nick'), 'an empty element was sent: the field reads empty').to.equal('');
      expect(user.get('name'), 'not in the answer: kept').to.equal('Ada');
      expect(user.get('role')).to.equal('admin');
      expect(user.get('city')).to.equal('LONDON');
      expect(user.dirty).to.equal(false);
    });

    it("matches several created records by the writer's clientIdProperty echoed in the XML answer", async () => {
      const p = xmlProxy();
      p.batchActions = true;
      const User = Lib.ClassManager.get('Spec.rest.XmlUser');
      const a = new User({ name: 'a', email: 'A@X' });
      const b = new User({ name: 'b', email: 'B@X' });
      nock(BASE)
        .post(/^\/users/)
        .reply(function (this: any, _uri: string, body: any) {
          // The server answers in its own order, echoing each record's client id.
          const ids = Array.from(String(body).matchAll(/<cid>([^<]*)<\/cid>/g), (m) => m[1]);
          return [
            201,
            `<users><user id="52"><cid>${ids[1]}</cid><email>b@x</email></user>` +
              `<user id="51"><cid>${ids[0]}</cid><email>a@x</email></user></users>`,
            XML_HEADERS,
          ];
        });
      const create = await run(p, 'create', { records: [a, b] });
      expect(create.wasSuccessful()).to.equal(true);
      expect([a.getId(), a.get('email'), a.get('name')]).to.deep.equal([51, 'a@x', 'a']);
      expect([b.getId(), b.get('email'), b.get('name')]).to.deep.equal([52, 'b@x', 'b']);
    });
  });

  describe('store.sync', () => {
    const loadedStore = () => {
      const store = Lib.create('Lib.data.Store', { model: 'Spec.rest.User' });
      store.loadData([
        { id: 1, name: 'A', age: 1 },
        { id: 2, name: 'B', age: 2 },
        { id: 3, name: 'C', age: 3 },
      ]);
      return store;
    };
    const sync = (store: any) =>
      new Promise<any>((resolve) => store.sync({ callback: (batch: any) => resolve(batch) }));

    it('sends one request per record, one after another, in create, update, destroy order', async () => {
      const store = loadedStore();
      store.getById(1)!.set('name', 'A2');
      store.getById(2)!.set('name', 'B2');
      store.remove(store.getById(3)!);
      store.add({ name: 'D' });
      const arrivals: Array<[string, number]> = [];
      const at = (method: string) =>
        function (this: any, uri: string) {
          arrivals.push([`${method} ${new URL(uri, BASE).pathname}`, Date.now()]);
        };
      nock(BASE)
        .post(/^\/users/)
        .delay(40)
        .reply(function (this: any, uri: string) {
          at('POST').call(this, uri);
          return [201, { id: 4, name: 'D' }];
        });
      nock(BASE)
        .put(/^\/users\/\d/)
        .times(2)
        .reply(function (this: any, uri: string, body: any) {
          at('PUT').call(this, uri);
          return [200, body];
        });
      nock(BASE)
        .delete(/^\/users\/3/)
        .reply(function (this: any, uri: string) {
          at('DELETE').call(this, uri);
          return [204];
        });
      const batch = await sync(store);
      expect(batch.hasException).to.equal(false);
      expect(arrivals.map(([what]) => what)).to.deep.equal([
        'POST /users',
        'PUT /users/1',
        'PUT /users/2',
        'DELETE /users/3',
      ]);
      // The first answer was delayed 40 ms: the second request waited for it.
      expect(arrivals[1][1] - arrivals[0][1]).to.be.at.least(35);
      expect(store.getNewRecords()).to.have.length(0);
      expect(store.getUpdatedRecords()).to.have.length(0);
      expect(store.getRemovedRecords()).to.have.length(0);
      expect(store.getById(4)!.get('name')).to.equal('D');
      store.destroy();
    });

    it('a failed sync fires exception once per failed request and keeps every change for the next sync', async () => {
      const store = loadedStore();
      const p = store.getProxy();
      const exception = sinon.spy();
      p.on('exception', exception);
      const write = sinon.spy();
      store.on('write', write);
      store.getById(1)!.set('name', 'A2');
      store.remove(store.getById(3)!);
      const added = store.add({ name: 'D' })[0];
      answer(nock(BASE).post(/^\/users/), 500, 'down');
      answer(nock(BASE).put(/^\/users\/1/), 503, 'busy');
      nock(BASE)
        .delete(/^\/users\/3/)
        .replyWithError('reset');
      const failure = sinon.spy();
      await new Promise((resolve) => store.sync({ failure, callback: resolve }));
      expect(exception.callCount).to.equal(3);
      expect(exception.getCalls().map((c) => c.args[2].getRequestError().kind)).to.deep.equal([
        'http',
        'http',
        'network',
      ]);
      expect(failure.calledOnce).to.equal(true);
      expect(write.called).to.equal(false);
      expect(added.phantom).to.equal(true);
      expect(added.get('name')).to.equal('D');
      expect(store.getById(1)!.dirty).to.equal(true);
      expect(store.getById(1)!.get('name')).to.equal('A2');
      expect(store.getRemovedRecords().map((r: any) => r.getId())).to.deep.equal([3]);

      const seen: Seen[] = [];
      seen.push(...answer(nock(BASE).post(/^\/users/), 201, { id: 4, name: 'D' }));
      seen.push(...answer(nock(BASE).put(/^\/users\/1/), 200, { id: 1, name: 'A2' }));
      seen.push(...answer(nock(BASE).delete(/^\/users\/3/), 204));
      const batch = await sync(store);
      expect(batch.hasException).to.equal(false);
      expect(added.phantom).to.equal(false);
      expect(store.getById(1)!.dirty).to.equal(false);
      expect(store.getRemovedRecords()).to.have.length(0);
      expect(write.callCount).to.equal(3);
      store.destroy();
    });

    it('a request it cannot build after the first fails that record only; the store syncs again later', async () => {
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.rest.Doc',
        proxy: { type: 'rest', url: BASE + '/docs' },
      });
      store.loadData([
        { id: 'a', title: 'A' },
        { id: '..', title: 'B' },
      ]);
      store.getById('a')!.set('title', 'A2');
      store.getById('..')!.set('title', 'B2');
      const seen = answer(nock(BASE).put(/^\/docs\/a/), 200, { id: 'a', title: 'A2' });
      const failure = sinon.spy();
      const batch: any = await new Promise((resolve) =>
        store.sync({ failure, callback: (b: any) => resolve(b) }),
      );
      expect(seen.map((s) => s.path)).to.deep.equal(['/docs/a']);
      expect(failure.calledOnce).to.equal(true);
      expect(batch.exceptions[0].getError()).to.match(/cannot be put in a URL path segment/);
      expect(store.isSyncing()).to.equal(false);
      expect(store.getById('a')!.dirty).to.equal(false);
      expect(store.getById('..')!.dirty).to.equal(true);
      expect(store.getById('..')!.get('title')).to.equal('B2');
      store.getById('a')!.set('title', 'A3');
      const again = answer(nock(BASE).put(/^\/docs\/a/), 200, { id: 'a', title: 'A3' });
      await new Promise((resolve) => store.sync({ callback: resolve }));
      expect(again.map((s) => s.path)).to.deep.equal(['/docs/a']);
      store.destroy();
    });

    it('record.save() of a new record that fails leaves it new, with its values', async () => {
      const user = new (User())({ name: 'New' });
      const exception = sinon.spy();
      User().getProxy().on('exception', exception);
      answer(nock(BASE).post(/^\/users/), 200, { success: false, message: 'nope' });
      const failure = sinon.spy();
      await new Promise((resolve) => user.save({ failure, callback: resolve }));
      expect(exception.calledOnce).to.equal(true);
      expect(failure.calledOnce).to.equal(true);
      // Without a messageProperty the reader reads no message: Ext's error is then undefined.
      expect(failure.firstCall.args[1].getError()).to.equal(undefined);
      expect(failure.firstCall.args[1].getRequestError().kind).to.equal('server');
      expect(user.phantom).to.equal(true);
      expect(user.get('name')).to.equal('New');
    });
  });
});
