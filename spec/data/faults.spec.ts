import { expect } from 'chai';
import sinon from 'sinon';
import { Window } from 'happy-dom';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import type { Operation } from '../../classes/data/Operation';
import { RequestError } from '../../classes/data/Connection.errors';
import { startRestServer, type RestServer, type ServerMode, type Hit } from './rest.server';

/**
 * The fault matrix (DESIGN.md "nothing lost"): every way a write can fail, driven through
 * `store.sync()` and `record.save()` against a real HTTP server on 127.0.0.1 through the
 * REST proxy and `Lib.Ajax`, once over each transport of the connection: `fetch` (plain
 * Node) and `XMLHttpRequest` (a happy-dom window's, put on `globalThis`). Each failure must fire
 * `exception` once per request, call `failure` and `callback` once, give the operation a typed
 * error and Ext's error shape, and leave every record exactly as it was; a later retry against
 * a healthy server must land every change exactly once.
 */

/** One row of the matrix. */
interface Fault {
  name: string;
  mode: ServerMode;
  kind: RequestError['kind'];
  status: number;
  /** What `operation.getError()` is (Ext JS 4's shape); a RegExp for a message. */
  error: unknown;
  fieldErrors?: Record<string, string[]>;
  /** The proxy timeout for this row (ms); the default is 30 s. */
  timeout?: number;
  /** Abort through an AbortSignal once the server has the request. */
  abort?: boolean;
}

const FAULTS: Fault[] = [
  {
    name: 'HTTP 500',
    mode: 'http500',
    kind: 'http',
    status: 500,
    error: { status: 500, statusText: 'Internal Server Error' },
  },
  {
    name: 'HTTP 404',
    mode: 'http404',
    kind: 'http',
    status: 404,
    error: { status: 404, statusText: 'Not Found' },
  },
  {
    name: 'HTTP 422 with field errors',
    mode: 'http422',
    kind: 'http',
    status: 422,
    error: { status: 422, statusText: 'Unprocessable Entity' },
    fieldErrors: { title: ['is already taken'] },
  },
  {
    name: 'a timeout',
    mode: 'hang',
    kind: 'timeout',
    status: 0,
    error: { status: 0, statusText: 'communication failure' },
    timeout: 150,
  },
  {
    name: 'an abort through an AbortSignal',
    mode: 'hang',
    kind: 'abort',
    // As Ext: an aborted request reports status -1.
    status: -1,
    error: { status: -1, statusText: 'transaction aborted' },
    abort: true,
  },
  {
    name: 'a network failure (connection reset)',
    mode: 'reset',
    kind: 'network',
    status: 0,
    error: { status: 0, statusText: 'communication failure' },
  },
  {
    name: 'an unparsable body',
    mode: 'garbage',
    kind: 'parse',
    status: 200,
    error: /JSON/,
  },
  {
    name: 'success: false with a message',
    mode: 'refuse',
    kind: 'server',
    status: 200,
    error: 'Title is taken',
  },
];

/** Where each action of the store's changes goes. */
const TARGET: Record<string, [string, string]> = {
  create: ['POST', '/tasks'],
  update: ['PUT', '/tasks/2'],
  destroy: ['DELETE', '/tasks/1'],
};

/** A few event-loop turns: long enough for a second report to show up if there were one. */
async function turns(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** What reached the server: method, path and body (the `_dc` query differs per request). */
function sent(hits: Hit[]) {
  return hits.map((hit) => [hit.method, hit.path, hit.body]);
}

/** The two transports: `useXhr` puts a happy-dom XMLHttpRequest on `globalThis`. */
const TRANSPORTS = [
  { name: 'fetch (plain Node)', useXhr: false, agent: /^(?!.*HappyDOM)/ },
  { name: 'XMLHttpRequest (happy-dom)', useXhr: true, agent: /HappyDOM/ },
];

for (const transport of TRANSPORTS)
  describe(`fault matrix over ${transport.name}: nothing is lost when a write fails`, function () {
    this.timeout(10000);
    let server: RestServer;
    let stores: Store[];
    let window: Window | undefined;
    const g = globalThis as any;

    before(() => {
      Lib.define('Spec.faults.Task', {
        extend: 'Lib.data.Model',
        fields: [
          { name: 'id', type: 'int', useNull: true },
          { name: 'title', type: 'string' },
        ],
      });
    });
    after(() => Lib.undefine('Spec.faults.Task'));
    beforeEach(async () => {
      server = await startRestServer();
      stores = [];
      if (transport.useXhr) {
        // Same origin as the server: no CORS preflight in the way.
        window = new Window({ url: server.origin + '/' });
        g.XMLHttpRequest = window.XMLHttpRequest;
      }
    });
    afterEach(async () => {
      for (const store of stores) store.destroy();
      if (window) {
        delete g.XMLHttpRequest;
        await window.happyDOM.abort();
        await window.happyDOM.close();
        window = undefined;
      }
      await server.close();
    });

    const Task = () => Lib.ClassManager.get('Spec.faults.Task') as any;

    function proxyConfig(fault?: Fault) {
      return {
        type: 'rest',
        url: server.url,
        // Ext JS 4 readers read the server's message only when told where it is.
        reader: { root: 'data', messageProperty: 'message' },
        ...(fault?.timeout ? { timeout: fault.timeout } : {}),
      };
    }

    /** A store loaded from the server (tasks 1, 2, 3). */
    async function loadedStore(fault: Fault): Promise<Store> {
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.faults.Task',
        proxy: proxyConfig(fault),
      });
      stores.push(store);
      await new Promise<void>((resolve, reject) =>
        store.load({
          callback: (_records: unknown, op: Operation, ok: boolean) =>
            ok ? resolve() : reject(new Error(String(op.getError()))),
        }),
      );
      return store;
    }

    /** A new, an edited and a removed record. */
    function change(store: Store) {
      const removed = store.getById(1);
      const edited = store.getById(2);
      store.remove(removed!);
      edited!.set('title', 'typed by the user');
      const created = store.add({ title: 'new' })[0];
      return { created, edited, removed };
    }

    function expectUntouched(store: Store, records: ReturnType<typeof change>): void {
      const { created, edited, removed } = records;
      expect(created.phantom).to.equal(true);
      expect(created.getId()).to.equal(null);
      expect(created.get('title')).to.equal('new');
      expect(created.dirty).to.equal(false);
      expect(edited!.phantom).to.equal(false);
      expect(edited!.dirty).to.equal(true);
      expect(edited!.get('title')).to.equal('typed by the user');
      expect(edited!.getChanges()).to.deep.equal({ title: 'typed by the user' });
      expect(edited!.modified).to.deep.equal({ title: 'task 2' });
      expect(removed!.get('title')).to.equal('task 1');
      expect(store.getRemovedRecords()).to.deep.equal([removed]);
      expect(store.getNewRecords()).to.deep.equal([created]);
      expect(store.getUpdatedRecords()).to.deep.equal([edited]);
      expect(store.getRange()).to.deep.equal([edited, store.getById(3), created]);
    }

    /** The typed error and Ext's error shape of a failed operation that reached the server. */
    function expectErrors(fault: Fault, op: Operation, method: string, path: string): void {
      const error = op.getRequestError() as RequestError;
      expect(error, 'typed error').to.be.instanceOf(RequestError);
      expect(error.kind).to.equal(fault.kind);
      expect(error.status).to.equal(fault.status);
      expect(error.method).to.equal(method);
      const url = new URL(error.url);
      expect(url.origin + url.pathname).to.equal(server.origin + path);
      if (fault.fieldErrors) expect({ ...error.fieldErrors }).to.deep.equal(fault.fieldErrors);
      if (fault.error instanceof RegExp) {
        expect(op.getError()).to.be.a('string').and.match(fault.error);
      } else {
        expect(op.getError()).to.deep.equal(fault.error);
      }
      expect(op.wasSuccessful()).to.equal(false);
      expect(op.hasException()).to.equal(true);
    }

    /** Server-side check after the retry: every change landed exactly once. */
    function expectLanded(created: any, edited: any): void {
      const news = [...server.rows.values()].filter((row) => row.title === 'new');
      expect(news, 'rows created on the server').to.have.length(1);
      expect(created.getId()).to.equal(news[0].id);
      expect(created.phantom).to.equal(false);
      expect(created.dirty).to.equal(false);
      expect(server.rows.get(2)!.title).to.equal('typed by the user');
      expect(edited.dirty).to.equal(false);
    }

    for (const fault of FAULTS) {
      describe(fault.name, () => {
        it('through store.sync(): reported once, every record kept, and a retry lands each change once', async () => {
          const store = await loadedStore(fault);
          const records = change(store);
          const proxy = store.getProxy();
          const exception = sinon.spy();
          const write = sinon.spy();
          proxy.on('exception', exception);
          store.on('write', write);
          const success = sinon.spy();
          const failure = sinon.spy();
          const controller = new AbortController();
          server.mode = fault.mode;
          const start = server.hits.length;

          const done = new Promise<any>((resolve) =>
            store.sync({ success, failure, callback: resolve, signal: controller.signal }),
          );
          if (fault.abort) {
            await server.received(start + 1);
            controller.abort();
          }
          const batch = await done;
          await turns();

          const attempt = server.hits.slice(start);
          const ops: Operation[] = batch.operations;
          expect(ops.map((op) => op.action)).to.deep.equal(['create', 'update', 'destroy']);
          // The abort stops the sync: only the create was sent; the rest never left.
          const reached = fault.abort ? ops.slice(0, 1) : ops;
          expect(attempt.map((hit) => [hit.method, hit.path])).to.deep.equal(
            reached.map((op) => TARGET[op.action]),
          );
          expect(exception.callCount, 'exception events').to.equal(reached.length);
          expect(exception.getCalls().map((call) => call.args[2])).to.deep.equal(reached);
          expect(exception.firstCall.args[0]).to.equal(proxy);
          expect(failure.calledOnce, 'failure once').to.equal(true);
          expect(success.called).to.equal(false);
          expect(write.called).to.equal(false);
          expect(batch.exceptions).to.deep.equal(ops);
          for (const op of reached) expectErrors(fault, op, ...TARGET[op.action]);
          for (const op of ops.slice(reached.length)) {
            expect(op.getRequestError()!.kind).to.equal('abort');
            expect(op.getError()).to.deep.equal({ status: -1, statusText: 'transaction aborted' });
          }
          expectUntouched(store, records);
          expect(store.isSyncing()).to.equal(false);

          // The retry, against a healthy server, sends the same changes, once each.
          server.mode = 'ok';
          const retryStart = server.hits.length;
          const retried = await new Promise<any>((resolve) => store.sync({ callback: resolve }));
          await turns();
          const retry = server.hits.slice(retryStart);
          expect(retried.hasException).to.equal(false);
          expect(retry.map((hit) => [hit.method, hit.path])).to.deep.equal([
            TARGET.create,
            TARGET.update,
            TARGET.destroy,
          ]);
          expect(sent(retry.slice(0, attempt.length))).to.deep.equal(sent(attempt));
          for (const hit of server.hits) {
            expect(hit.headers['user-agent'] || '').to.match(transport.agent);
          }
          expect(write.callCount).to.equal(3);
          expectLanded(records.created, records.edited);
          expect(server.rows.has(1)).to.equal(false);
          expect(store.getRemovedRecords()).to.deep.equal([]);
          expect(store.getModifiedRecords()).to.deep.equal([]);
          expect(store.getById(records.created.getId())).to.equal(records.created);
        });

        it('through record.save(): reported once, the record kept, and a retry lands it once', async () => {
          Task().setProxy(proxyConfig(fault));
          const edited: any = await new Promise((resolve, reject) =>
            Task().load(2, { success: resolve, failure: () => reject(new Error('load failed')) }),
          );
          edited.set('title', 'typed by the user');
          const created = new (Task())({ title: 'new' });
          const exception = sinon.spy();
          Task().getProxy().on('exception', exception);
          server.mode = fault.mode;

          for (const [record, action] of [
            [created, 'create'],
            [edited, 'update'],
          ] as const) {
            const success = sinon.spy();
            const failure = sinon.spy();
            const callback = sinon.spy();
            const controller = new AbortController();
            const before = exception.callCount;
            const start = server.hits.length;
            const done = new Promise<void>((resolve) =>
              record.save({
                success,
                failure,
                callback: (...args: any[]) => {
                  callback(...args);
                  resolve();
                },
                signal: controller.signal,
              }),
            );
            if (fault.abort) {
              await server.received(start + 1);
              controller.abort();
            }
            await done;
            await turns();
            expect(server.hits.slice(start).map((hit) => [hit.method, hit.path])).to.deep.equal([
              TARGET[action],
            ]);
            expect(exception.callCount - before, 'exception events').to.equal(1);
            expect(failure.calledOnce).to.equal(true);
            expect(success.called).to.equal(false);
            expect(callback.calledOnce).to.equal(true);
            const [first, op, ok] = callback.firstCall.args;
            expect([first, ok]).to.deep.equal([record, false]);
            expect(failure.firstCall.args).to.deep.equal([record, op]);
            expect(exception.lastCall.args[2]).to.equal(op);
            expectErrors(fault, op, ...TARGET[action]);
          }
          expect(created.phantom).to.equal(true);
          expect(created.getId()).to.equal(null);
          expect(created.get('title')).to.equal('new');
          expect(edited.dirty).to.equal(true);
          expect(edited.getChanges()).to.deep.equal({ title: 'typed by the user' });

          server.mode = 'ok';
          const retryStart = server.hits.length;
          for (const record of [created, edited]) {
            const ok = await new Promise((resolve) =>
              record.save({
                callback: (_r: unknown, _op: unknown, success: boolean) => resolve(success),
              }),
            );
            expect(ok).to.equal(true);
          }
          await turns();
          expect(server.hits.slice(retryStart).map((hit) => [hit.method, hit.path])).to.deep.equal([
            TARGET.create,
            TARGET.update,
          ]);
          expectLanded(created, edited);
          for (const hit of server.hits) {
            expect(hit.headers['user-agent'] || '').to.match(transport.agent);
          }
        });
      });
    }
  });
