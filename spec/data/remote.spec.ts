import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import type { Operation } from '../../classes/data/Operation';

/**
 * The remote store and model over the REST proxy and `Lib.Ajax`, against a server faked with
 * nock (which intercepts Node's fetch): what a load sends (paging, remote sort, filter and
 * group), a sync in `batchOrder` with the ids the server gives, a create answered without an
 * id, `Model.load`, `record.save`, `record.destroy` and `autoSync`. The failures are in
 * faults.spec.ts.
 */

const BASE = 'http://rest.test';

/** A request as the fake server saw it. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

type Handler = (request: Seen) => [number, unknown?];

/** Answers every request to BASE with `handler`; returns the list of requests seen. */
function fakeApi(handler: Handler): Seen[] {
  const seen: Seen[] = [];
  const scope = nock(BASE).persist();
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    scope[method](/.*/).reply(function (this: any, uri: string, body: any) {
      const url = new URL(uri, BASE);
      const request: Seen = {
        method: method.toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        body: body === '' ? undefined : body,
      };
      seen.push(request);
      const [status, reply] = handler(request);
      return [status, reply as any, { 'Content-Type': 'application/json' }];
    });
  }
  return seen;
}

/** A REST backend over `rows` (ids from 100 for created rows). */
function restApi(rows: Array<Record<string, any>>): Seen[] {
  let nextId = 100;
  return fakeApi((req) => {
    const id = /^\/tasks\/(\d+)$/.exec(req.path)?.[1];
    const row = id === undefined ? undefined : rows.find((r) => r.id === Number(id));
    switch (req.method) {
      case 'GET':
        return row
          ? [200, { success: true, data: row }]
          : [200, { success: true, total: 40, data: rows }];
      case 'POST': {
        const created = { ...req.body, id: ++nextId };
        rows.push(created);
        return [200, { success: true, data: created }];
      }
      case 'PUT':
        Object.assign(row!, req.body);
        return [200, { success: true, data: row }];
      default:
        rows.splice(rows.indexOf(row!), 1);
        return [200, { success: true }];
    }
  });
}

/** Waits (real event-loop turns) until `cond()` holds. */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000 && !cond(); i++) await new Promise((r) => setTimeout(r, 1));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

describe('remote store and model over the REST proxy (nock)', () => {
  const made: Store[] = [];

  before(() => {
    nock.disableNetConnect();
    Lib.define('Spec.rest.Task', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', useNull: true },
        { name: 'title', type: 'string' },
        { name: 'done', type: 'bool' },
      ],
      validations: [{ type: 'presence', field: 'title' }],
      proxy: { type: 'rest', url: `${BASE}/tasks`, reader: { root: 'data' } },
    });
  });
  after(() => {
    Lib.undefine('Spec.rest.Task');
    nock.enableNetConnect();
  });
  afterEach(() => {
    while (made.length) made.pop()!.destroy();
    nock.cleanAll();
  });

  const Task = () => Lib.ClassManager.get('Spec.rest.Task') as any;
  const rows = () => [1, 2, 3].map((id) => ({ id, title: `task ${id}`, done: false }));

  function store(config: Record<string, any> = {}): Store {
    const s = Lib.create('Lib.data.Store', {
      model: 'Spec.rest.Task',
      proxy: { type: 'rest', url: `${BASE}/tasks`, reader: { root: 'data' } },
      ...config,
    });
    made.push(s);
    return s;
  }

  function load(s: Store, options: Record<string, any> = {}): Promise<[any, Operation, boolean]> {
    return new Promise((resolve) =>
      s.load({ ...options, callback: (...args: any[]) => resolve(args as any) }),
    );
  }

  function sync(s: Store, options: Record<string, any> = {}): Promise<any> {
    return new Promise((resolve) => s.sync({ ...options, callback: resolve }));
  }

  /** Waits until the store has answered the event `name` (the reloads sort/filter/group start). */
  function next(s: Store, name: string): Promise<any[]> {
    return new Promise((resolve) =>
      s.on(name, (...args: any[]) => resolve(args), null, { single: true }),
    );
  }

  describe('store.load', () => {
    it('sends page=1, start=0, limit=25 by default (pageSize 25) and reads records and total', async () => {
      const seen = restApi(rows());
      const s = store();
      const [records, op, ok] = await load(s);
      expect(ok).to.equal(true);
      expect(seen).to.have.length(1);
      expect(seen[0].method).to.equal('GET');
      expect(seen[0].path).to.equal('/tasks');
      expect(seen[0].query).to.include({ page: '1', start: '0', limit: '25' });
      expect(seen[0].query._dc).to.match(/^\d+$/);
      expect(records.map((r: any) => r.getId())).to.deep.equal([1, 2, 3]);
      expect(records.every((r: any) => r.phantom === false)).to.equal(true);
      expect(s.getTotalCount()).to.equal(40);
      expect(op.action).to.equal('read');
    });

    it('pages: loadPage(3) with pageSize 10 sends page=3, start=20, limit=10', async () => {
      const seen = restApi(rows());
      const s = store({ pageSize: 10 });
      const done = next(s, 'load');
      s.loadPage(3);
      await done;
      expect(seen[0].query).to.include({ page: '3', start: '20', limit: '10' });
      expect(s.currentPage).to.equal(3);
    });

    it('with remoteSort, sorting reloads with sort=[{property, direction}] and keeps the server order', async () => {
      const seen = restApi(rows());
      const s = store({ remoteSort: true });
      await load(s);
      const done = next(s, 'load');
      s.sort('title', 'DESC');
      await done;
      expect(seen).to.have.length(2);
      expect(JSON.parse(seen[1].query.sort)).to.deep.equal([
        { property: 'title', direction: 'DESC' },
      ]);
      expect(s.getRange().map((r) => r.getId())).to.deep.equal([1, 2, 3]);
    });

    it('with remoteFilter, filtering reloads from page 1 with filter=[{property, value}]', async () => {
      const seen = restApi(rows());
      const s = store({ remoteFilter: true });
      s.currentPage = 3;
      const done = next(s, 'load');
      s.filter('title', 'task 2');
      await done;
      expect(JSON.parse(seen[0].query.filter)).to.deep.equal([
        { property: 'title', value: 'task 2' },
      ]);
      expect(seen[0].query).to.include({ page: '1', start: '0' });
      // The server filtered (here it did not): the store does not filter again.
      expect(s.getCount()).to.equal(3);
    });

    it('with remoteGroup, grouping reloads with group=[{property, direction}] and then fires groupchange', async () => {
      const seen = restApi(rows());
      const s = store({ remoteGroup: true });
      const done = next(s, 'groupchange');
      s.group('done');
      await done;
      expect(JSON.parse(seen[0].query.group)).to.deep.equal([
        { property: 'done', direction: 'ASC' },
      ]);
    });

    it('sends the params of the load and the extraParams of the proxy', async () => {
      const seen = restApi(rows());
      const s = store({
        proxy: {
          type: 'rest',
          url: `${BASE}/tasks`,
          reader: { root: 'data' },
          extraParams: { team: 'a' },
        },
      });
      await load(s, { params: { q: 'x' } });
      expect(seen[0].query).to.include({ team: 'a', q: 'x' });
    });

    it('an AbortSignal aborts the load: it fails as aborted and the records stay', async () => {
      restApi(rows());
      const s = store();
      await load(s);
      const before = s.getRange();
      nock.cleanAll();
      nock(BASE).get(/.*/).delay(2000).reply(200, { data: [] });
      const controller = new AbortController();
      const loaded = load(s, { signal: controller.signal });
      controller.abort();
      const [records, op, ok] = await loaded;
      expect(ok).to.equal(false);
      expect(records).to.equal(undefined);
      expect(op.getRequestError()!.kind).to.equal('abort');
      expect(s.getRange()).to.deep.equal(before);
    });
  });

  describe('store.sync', () => {
    it('sends create, update and destroy one after another in batchOrder, one request per record, and takes the server ids', async () => {
      const data = rows();
      const seen = restApi(data);
      const s = store();
      await load(s);
      const [one, two] = s.getRange();
      s.remove(one);
      two.set('title', 'edited');
      const [a, b] = s.add({ title: 'new a' }, { title: 'new b' });
      const beforesync = sinon.spy();
      const write = sinon.spy();
      s.on({ beforesync, write });
      const batch = await sync(s);
      expect(batch.hasException).to.equal(false);
      expect(beforesync.firstCall.args[0]).to.deep.equal({
        create: [a, b],
        update: [two],
        destroy: [one],
      });
      expect(seen.slice(1).map((r) => [r.method, r.path, r.body])).to.deep.equal([
        ['POST', '/tasks', { title: 'new a', done: false }],
        ['POST', '/tasks', { title: 'new b', done: false }],
        ['PUT', '/tasks/2', { id: 2, title: 'edited', done: false }],
        // spec.md's endpoint table: a DELETE has no body.
        ['DELETE', '/tasks/1', undefined],
      ]);
      expect([a.getId(), b.getId()]).to.deep.equal([101, 102]);
      expect([a.phantom, b.phantom, two.dirty]).to.deep.equal([false, false, false]);
      expect(s.getById(101)).to.equal(a);
      expect(write.callCount).to.equal(4);
      expect(s.getRemovedRecords()).to.deep.equal([]);
      expect(data.map((r) => r.id)).to.deep.equal([2, 3, 101, 102]);
    });

    it("follows the proxy's batchOrder", async () => {
      const seen = restApi(rows());
      const s = store({
        proxy: {
          type: 'rest',
          url: `${BASE}/tasks`,
          reader: { root: 'data' },
          batchOrder: 'destroy,update,create',
        },
      });
      await load(s);
      s.add({ title: 'new' });
      s.getAt(1)!.set('title', 'edited');
      s.removeAt(0);
      await sync(s);
      expect(seen.slice(1).map((r) => r.method)).to.deep.equal(['DELETE', 'PUT', 'POST']);
    });

    it('leaves invalid records out', async () => {
      const seen = restApi(rows());
      const s = store();
      await load(s);
      s.add({ title: '' });
      s.getAt(0)!.set('title', '');
      const beforesync = sinon.spy();
      s.on('beforesync', beforesync);
      s.sync();
      expect(beforesync.called).to.equal(false);
      expect(seen).to.have.length(1);
    });

    it('treats a create answered without an id as an error: the record stays phantom and is sent again', async () => {
      const seen = fakeApi((req) =>
        req.method === 'POST'
          ? [200, { success: true, data: { title: 'new' } }]
          : [200, { success: true, data: [] }],
      );
      const s = store();
      const created = s.add({ title: 'new' })[0];
      const exception = sinon.spy();
      s.getProxy().on('exception', exception);
      const failure = sinon.spy();
      const batch = await sync(s, { failure });
      expect(batch.hasException).to.equal(true);
      expect(failure.calledOnce).to.equal(true);
      expect(exception.calledOnce).to.equal(true);
      const op = batch.operations[0];
      expect(op.getRequestError().kind).to.equal('server');
      expect(op.getRequestError().method).to.equal('POST');
      expect(created.phantom).to.equal(true);
      expect(created.getId()).to.equal(null);
      expect(s.getNewRecords()).to.deep.equal([created]);

      nock.cleanAll();
      const retry = restApi([]);
      await sync(s);
      expect(retry.map((r) => [r.method, r.path])).to.deep.equal([['POST', '/tasks']]);
      expect(created.getId()).to.equal(101);
      expect(seen).to.have.length(1);
    });

    it('with autoSync sends each change once: add → POST, edit → PUT, remove → DELETE', async () => {
      const data = rows();
      const seen = restApi(data);
      const s = store({ autoSync: true });
      await load(s);
      const created = s.add({ title: 'new' })[0];
      // Typed while the create is out: sent after it, never as a second create.
      created.set('title', 'new, edited');
      await until(() => seen.length === 3 && !s.isSyncing(), 'the create and the update');
      s.remove(s.getById(1)!);
      await until(() => seen.length === 4 && !s.isSyncing(), 'the destroy');
      expect(seen.slice(1).map((r) => [r.method, r.path, r.body?.title])).to.deep.equal([
        ['POST', '/tasks', 'new'],
        ['PUT', '/tasks/101', 'new, edited'],
        ['DELETE', '/tasks/1', undefined],
      ]);
      expect(created.dirty).to.equal(false);
      expect(data.filter((r) => r.title.startsWith('new'))).to.deep.equal([
        { id: 101, title: 'new, edited', done: false },
      ]);
    });
  });

  describe('Model.load', () => {
    it('GETs <url>/<id> with the id param and passes the record to success and callback', async () => {
      const seen = restApi(rows());
      const [record, op, ok] = await new Promise<any[]>((resolve) =>
        Task().load(2, { callback: (...args: any[]) => resolve(args) }),
      );
      expect(ok).to.equal(true);
      expect(seen[0].method).to.equal('GET');
      expect(seen[0].path).to.equal('/tasks/2');
      expect(seen[0].query.id).to.equal('2');
      expect(record).to.be.instanceOf(Task());
      expect(record.get('title')).to.equal('task 2');
      expect(record.phantom).to.equal(false);
      expect(op.action).to.equal('read');
    });

    it('calls failure(null, operation) when the server has no such record', async () => {
      fakeApi(() => [404, { success: false }]);
      const failure = sinon.spy();
      const [record, op, ok] = await new Promise<any[]>((resolve) =>
        Task().load(9, { failure, callback: (...args: any[]) => resolve(args) }),
      );
      expect([record, ok]).to.deep.equal([null, false]);
      expect(failure.calledOnceWithExactly(null, op)).to.equal(true);
      expect(op.getError()).to.deep.equal({ status: 404, statusText: 'Not Found' });
      expect(op.getRequestError().status).to.equal(404);
    });
  });

  describe('record.save and record.destroy', () => {
    it('save POSTs a new record to <url> and gives it the server id; stores holding it fire write', async () => {
      const seen = restApi([]);
      const s = store();
      const record = s.add({ title: 'new' })[0];
      const write = sinon.spy();
      s.on('write', write);
      const ok = await new Promise((resolve) =>
        record.save({ callback: (_r: any, _op: any, success?: boolean) => resolve(success) }),
      );
      expect(ok).to.equal(true);
      expect(seen.map((r) => [r.method, r.path, r.body])).to.deep.equal([
        ['POST', '/tasks', { title: 'new', done: false }],
      ]);
      expect(record.getId()).to.equal(101);
      expect(record.phantom).to.equal(false);
      expect(write.calledOnce).to.equal(true);
      expect(s.getById(101)).to.equal(record);
    });

    it('save PUTs an existing record to <url>/<id> with every field (writeAllFields)', async () => {
      const seen = restApi(rows());
      const record = new (Task())({ id: 3, title: 'task 3', done: false });
      record.set('done', true);
      await new Promise((resolve) => record.save({ callback: resolve }));
      expect(seen.map((r) => [r.method, r.path, r.body])).to.deep.equal([
        ['PUT', '/tasks/3', { id: 3, title: 'task 3', done: true }],
      ]);
      expect(record.dirty).to.equal(false);
    });

    it('destroy DELETEs <url>/<id>, removes the record from its stores and fires write', async () => {
      const seen = restApi(rows());
      const s = store();
      await load(s);
      const record = s.getById(2);
      const write = sinon.spy();
      s.on('write', write);
      const args = await new Promise<any[]>((resolve) =>
        record!.destroy({ callback: (...a: any[]) => resolve(a) }),
      );
      expect(args).to.have.length(2);
      expect(args[1].wasSuccessful()).to.equal(true);
      expect(seen[1].method).to.equal('DELETE');
      expect(seen[1].path).to.equal('/tasks/2');
      expect(s.indexOf(record!)).to.equal(-1);
      expect(s.getCount()).to.equal(2);
      expect(s.getRemovedRecords()).to.deep.equal([]);
      expect(write.calledOnce).to.equal(true);
    });

    it('destroy of a phantom record sends nothing', () => {
      const seen = restApi([]);
      const record = new (Task())({ title: 'never saved' });
      const success = sinon.spy();
      record.destroy({ success });
      expect(success.calledOnce).to.equal(true);
      expect(seen).to.have.length(0);
    });
  });
});
