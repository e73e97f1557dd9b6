import { expect } from 'chai';
import sinon from 'sinon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Lib from '../../index';
import type { Operation } from '../../classes/data/Operation';
import type { Store } from '../../classes/data/Store';
import { createServer, type DemoServer, type FaultSpec, type User } from '../../demo/server.mjs';
import { click, useDom } from '../dom.helpers';
import { button, field, summary, type } from '../grid/plugin/RowEditing.fixtures';

/**
 * Faults end to end (issue 10, item 3): the REAL demo server (demo/server.mjs, port 0, a temp
 * data dir, its fault injector on) and the library as an application uses it — `store.sync()`
 * through the REST proxy (one request per record), `store.sync()` through an Ajax proxy with
 * `batchActions` (one request per action, the records in an array), and the row editor with
 * `autoSync` (happy-dom; the proxy uses Node's fetch). Each fault is injected into every write
 * of the attempt; for each, the failure is reported once (one `exception` per failed request,
 * the sync's `failure` once, one item in the editor's summary), the user's edits stay in the
 * records (and the editor's fields, the editor open), and a retry once the fault is cleared
 * lands every change on the server exactly once — no duplicate creates even when the first
 * answer was lost after the server saved, thanks to the `Idempotency-Key` of creates.
 *
 * No timing assertions: the timeouts and delays only make the faults happen; the spec waits
 * for outcomes (events, callbacks, the server having finished every request it received).
 */

/** One fault of the matrix. */
interface Fault {
  name: string;
  spec: Omit<FaultSpec, 'method' | 'times'>;
  /** The typed error's kind. */
  kind: string;
  /** The HTTP status of the failure (0 without an answer). */
  status: number;
  /** The server applied the change although the client saw a failure. */
  saved: boolean;
}

/** The proxy timeout while a delay fault is injected; the retry runs with `RETRY_TIMEOUT`. */
const SHORT_TIMEOUT = 200;
const RETRY_TIMEOUT = 10000;
/** How long a delay fault holds a request: well past `SHORT_TIMEOUT`. */
const DELAY = 700;

const FAULTS: Fault[] = [
  {
    name: 'a dropped connection before the change is saved',
    spec: { type: 'drop' },
    kind: 'network',
    status: 0,
    saved: false,
  },
  {
    name: 'a dropped connection after the change is saved (the answer is lost)',
    spec: { type: 'drop', when: 'after' },
    kind: 'network',
    status: 0,
    saved: true,
  },
  {
    name: 'a delay past the timeout before saving (the server saves late)',
    spec: { type: 'delay', ms: DELAY },
    kind: 'timeout',
    status: 0,
    saved: true,
  },
  {
    name: 'a delay past the timeout after saving (the answer comes too late)',
    spec: { type: 'delay', when: 'after', ms: DELAY },
    kind: 'timeout',
    status: 0,
    saved: true,
  },
  {
    name: 'HTTP 500',
    spec: { type: 'status', status: 500 },
    kind: 'http',
    status: 500,
    saved: false,
  },
  {
    name: 'HTTP 503 with Retry-After',
    spec: { type: 'status', status: 503, retryAfter: 2 },
    kind: 'http',
    status: 503,
    saved: false,
  },
  {
    name: 'malformed JSON before saving',
    spec: { type: 'malformed' },
    kind: 'parse',
    status: 200,
    saved: false,
  },
  {
    name: 'malformed JSON after saving (a garbled answer)',
    spec: { type: 'malformed', when: 'after' },
    kind: 'parse',
    status: 200,
    saved: true,
  },
];

const isDelay = (fault: Fault) => fault.spec.type === 'delay';

/** The figures of the closing note, over the whole file. */
const figures = {
  scenarios: 0,
  faults: 0,
  requests: 0,
  writes: 0,
  lost: 0,
  duplicates: 0,
};

/** A few event-loop turns: time for a second report to show up, if there were one. */
async function turns(n = 10): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Resolves with the arguments of the next `event` of `observable`. */
function next(observable: any, event: string): Promise<any[]> {
  return new Promise((resolve) =>
    observable.on(event, (...args: any[]) => resolve(args), null, { single: true }),
  );
}

describe('faults end to end against the demo server: reported once, nothing lost, nothing twice', function () {
  this.timeout(30000);
  useDom();
  let server: DemoServer;
  let dataDir: string;
  /** API requests the server has received (it logs each in `server.requests` once handled). */
  let received = 0;
  const made: Array<{ destroy(): void }> = [];

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-faults-'));
    server = await createServer({ port: 0, dataDir, seedRows: 20, faults: true, log: false });
    server.server.on('request', (req) => {
      if (req.url?.startsWith('/api/')) received++;
    });
    Lib.define('Spec.hfaults.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int', useNull: true }, 'name', 'email', 'city'],
    });
  });
  after(async () => {
    Lib.undefine('Spec.hfaults.User');
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    // The figures of the closing note.
    console.log(
      `      faults suite: ${figures.scenarios} scenarios, ${figures.faults} faults injected, ` +
        `${figures.requests} requests sent by Lib (${figures.writes} writes), ` +
        `${figures.lost} records lost, ${figures.duplicates} duplicates`,
    );
  });
  beforeEach(async () => {
    await quiet();
    await server.store.reset(20);
    server.faults!.clear();
    server.requests.length = 0;
    received = 0;
  });
  afterEach(async () => {
    while (made.length) made.pop()!.destroy();
    await quiet();
    figures.faults += server.faults!.injected.length;
    const mine = server.requests.filter((r) => !r.url.includes('check=1'));
    figures.requests += mine.length;
    figures.writes += mine.filter((r) => r.method !== 'GET').length;
  });

  /** Waits until the server has handled every request it received (a delayed one, say). */
  async function quiet(): Promise<void> {
    while (server && server.requests.length < received) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Every user on the server, read through the API. */
  async function serverRows(): Promise<User[]> {
    const response = await fetch(server.url + '/api/users?check=1');
    return (await response.json()).items;
  }

  /** The write requests the server logged (method and path, the key of a POST). */
  function writes(from = 0) {
    return server.requests
      .slice(from)
      .filter((r) => r.method !== 'GET')
      .map((r) => ({ method: r.method, path: r.url.split('?')[0], key: r.key, fault: r.fault }));
  }

  /** Queues `fault` for the next `times` writes of the given methods. */
  function inject(fault: Fault, methods: string[], times: number): void {
    server.faults!.add({ ...fault.spec, method: methods, times } as FaultSpec);
  }

  /**
   * Checks the server's users against what the user did — each created email exactly once,
   * each edit there, each removed id gone — adds the misses and extras to the figures, and
   * expects none.
   */
  async function expectLandedOnce(expected: {
    created: Array<{ name: string; email: string; city?: string }>;
    edited: Array<{ id: number; city: string }>;
    removed: number[];
  }): Promise<User[]> {
    const rows = await serverRows();
    let lost = 0;
    let duplicates = 0;
    for (const want of expected.created) {
      const found = rows.filter((row) => row.email === want.email);
      if (found.length === 0 || found[0].name !== want.name) lost++;
      if (want.city !== undefined && found[0]?.city !== want.city) lost++;
      if (found.length > 1) duplicates += found.length - 1;
    }
    for (const want of expected.edited) {
      const row = rows.find((r) => r.id === want.id);
      if (!row || row.city !== want.city) lost++;
    }
    for (const id of expected.removed) if (rows.some((row) => row.id === id)) lost++;
    figures.lost += lost;
    figures.duplicates += duplicates;
    figures.scenarios++;
    expect(lost, 'changes lost').to.equal(0);
    expect(duplicates, 'duplicate creates').to.equal(0);
    expect(rows).to.have.length(20 + expected.created.length - expected.removed.length);
    return rows;
  }

  /** A store of Spec.hfaults.User over the demo API, loaded (the 20 users). */
  async function loadedStore(proxy: Record<string, any>): Promise<Store> {
    const store = Lib.create('Lib.data.Store', {
      model: 'Spec.hfaults.User',
      pageSize: 50,
      proxy: {
        url: server.url + '/api/users',
        reader: { type: 'json', root: 'items', messageProperty: 'message' },
        timeout: RETRY_TIMEOUT,
        ...proxy,
      },
    }) as Store;
    made.push({ destroy: () => store.destroy() });
    await new Promise<void>((resolve, reject) =>
      store.load({
        callback: (_records: unknown, op: Operation, ok: boolean) =>
          ok ? resolve() : reject(new Error(String(op.getError()))),
      }),
    );
    expect(store.getCount()).to.equal(20);
    return store;
  }

  /** Runs `store.sync()` with spies; resolves once its callback ran. */
  async function sync(store: Store) {
    const success = sinon.spy();
    const failure = sinon.spy();
    const batch: any = await new Promise((resolve) =>
      store.sync({ success, failure, callback: (b: any) => resolve(b) }),
    );
    return { batch, success, failure };
  }

  // ----------------------------------------------------------------------------------------
  // store.sync()

  /** The two ways a store syncs: a request per record, or one per action. */
  const SYNCS = [
    {
      name: 'store.sync() through the REST proxy (a request per record)',
      proxy: { type: 'rest' },
      /** New, edited and removed records: one of each. */
      changes: { created: 1, edited: [2], removed: [1] },
      requests: 3,
    },
    {
      name: 'store.sync() through an Ajax proxy with batchActions (a request per action)',
      proxy: {
        type: 'ajax',
        actionMethods: { update: 'PUT', destroy: 'DELETE' },
        writer: { type: 'json', allowSingle: false },
      },
      changes: { created: 2, edited: [2, 3], removed: [1, 4] },
      requests: 3,
    },
  ];

  for (const way of SYNCS) {
    describe(way.name, () => {
      /** The user's changes: new records, an edited city, removed records. */
      function change(store: Store) {
        const created = store.add(
          Array.from({ length: way.changes.created }, (_, i) => ({
            name: `New ${i}`,
            email: `new.${i}@faults.test`,
          })),
        );
        const edited = way.changes.edited.map((id) => {
          const record = store.getById(id);
          record!.set('city', `Edited ${id}`);
          return record;
        });
        const removed = way.changes.removed.map((id) => store.getById(id)!);
        store.remove(removed);
        return { created, edited, removed };
      }

      function expectKept(store: Store, records: ReturnType<typeof change>): void {
        records.created.forEach((record: any, i: number) => {
          expect(record.phantom, 'still new').to.equal(true);
          expect(record.getId()).to.equal(null);
          expect(record.get('name')).to.equal(`New ${i}`);
          expect(record.get('email')).to.equal(`new.${i}@faults.test`);
        });
        for (const record of records.edited as any[]) {
          expect(record.dirty, 'still dirty').to.equal(true);
          expect(record.getChanges()).to.deep.equal({ city: `Edited ${record.getId()}` });
        }
        expect(store.getNewRecords()).to.have.members(records.created);
        expect(store.getUpdatedRecords()).to.have.members(records.edited);
        expect(store.getRemovedRecords()).to.have.members(records.removed);
        expect(store.isSyncing()).to.equal(false);
      }

      function expectClean(store: Store, records: ReturnType<typeof change>, rows: User[]): void {
        for (const record of records.created as any[]) {
          expect(record.phantom).to.equal(false);
          expect(record.dirty).to.equal(false);
          const row = rows.find((r) => r.email === record.get('email'))!;
          expect(record.getId()).to.equal(row.id);
          expect(store.getById(row.id)).to.equal(record);
        }
        for (const record of records.edited as any[]) expect(record.dirty).to.equal(false);
        expect(store.getNewRecords()).to.deep.equal([]);
        expect(store.getModifiedRecords()).to.deep.equal([]);
        expect(store.getRemovedRecords()).to.deep.equal([]);
      }

      const expected = () => ({
        created: Array.from({ length: way.changes.created }, (_, i) => ({
          name: `New ${i}`,
          email: `new.${i}@faults.test`,
        })),
        edited: way.changes.edited.map((id) => ({ id, city: `Edited ${id}` })),
        removed: way.changes.removed,
      });

      for (const fault of FAULTS) {
        it(`${fault.name}: reported once, kept, and the retry lands each change once`, async () => {
          const store = await loadedStore(way.proxy);
          const proxy = store.getProxy() as any;
          const exception = sinon.spy();
          proxy.on('exception', exception);
          const records = change(store);
          if (isDelay(fault)) proxy.timeout = SHORT_TIMEOUT;
          inject(fault, ['POST', 'PUT', 'DELETE'], way.requests);
          const start = server.requests.length;

          const first = await sync(store);
          await turns();
          const ops: Operation[] = first.batch.operations;
          expect(ops).to.have.length(way.requests);
          expect(exception.callCount, 'exception once per failed request').to.equal(way.requests);
          expect(exception.getCalls().map((call) => call.args[2])).to.have.members(ops);
          expect(first.failure.callCount, 'failure once').to.equal(1);
          expect(first.success.called).to.equal(false);
          for (const op of ops) {
            const error = op.getRequestError()!;
            expect(error.kind, op.action).to.equal(fault.kind);
            expect(error.status, op.action).to.equal(fault.status);
          }
          if (fault.status === 503) {
            const response = ops[0].getRequestError()!.response as any;
            expect(response.getResponseHeader('Retry-After')).to.equal('2');
          }
          expectKept(store, records);

          // The delayed requests are still running on the server: a late-saving one is
          // overtaken by the retry (the key makes the late create a replay); the others are
          // waited for, so the counts below are exact.
          const overtaken = isDelay(fault) && fault.spec.when !== 'after';
          if (!overtaken) await quiet();
          expect(exception.callCount, 'no late report').to.equal(way.requests);
          expect(server.faults!.pending()).to.deep.equal([]);
          const attempt = writes(start);
          if (!overtaken) expect(attempt).to.have.length(way.requests);

          // The fault is cleared (its `times` are used up): sync again.
          proxy.timeout = RETRY_TIMEOUT;
          const retryStart = server.requests.length;
          const second = await sync(store);
          await quiet();
          await turns();
          expect(second.success.callCount).to.equal(1);
          expect(second.failure.called).to.equal(false);
          expect(exception.callCount, 'nothing more reported').to.equal(way.requests);
          const retry = writes(retryStart).filter((w) => !w.fault);
          expect(retry.map((w) => w.method)).to.have.members(['POST', 'PUT', 'DELETE']);
          // Both creates (the faulty one and the retry) carry the same key.
          const posts = writes(start).filter((w) => w.method === 'POST');
          expect(posts).to.have.length(2);
          expect(posts[0].key).to.be.a('string').and.equal(posts[1].key);
          const rows = await expectLandedOnce(expected());
          expectClean(store, records, rows);
        });
      }

      it('a partial failure (fail-record on some records): each failure reported once, the rest saved, the retry sends what is left', async () => {
        const store = await loadedStore(way.proxy);
        const proxy = store.getProxy() as any;
        const exception = sinon.spy();
        proxy.on('exception', exception);
        const records = change(store);
        // One new record and one edited record fail; with the Ajax proxy one removed too.
        const failing: FaultSpec[] = [
          { type: 'fail-record', match: { email: 'new.0@faults.test' } },
          { type: 'fail-record', id: way.changes.edited[0], method: 'PUT' },
        ];
        if (way.changes.removed.length > 1) {
          failing.push({ type: 'fail-record', id: way.changes.removed[1], method: 'DELETE' });
        }
        server.faults!.add(failing);
        const first = await sync(store);
        await quiet();
        await turns();
        const ops: Operation[] = first.batch.operations;
        const failed = ops.filter((op) => op.hasException());
        expect(exception.callCount).to.equal(failing.length);
        expect(failed).to.have.length(failing.length);
        expect(first.failure.callCount).to.equal(1);
        expect(first.success.called).to.equal(false);
        for (const op of failed) expect(op.getRequestError()!.status).to.equal(500);
        const [newFailed] = records.created as any[];
        const [editFailed] = records.edited as any[];
        expect(newFailed.phantom).to.equal(true);
        expect(editFailed.getChanges()).to.deep.equal({ city: `Edited ${editFailed.getId()}` });
        if (way.proxy.type === 'rest') {
          // A request per record: the others were saved and are clean.
          expect(store.getNewRecords()).to.deep.equal([newFailed]);
          expect(store.getUpdatedRecords()).to.deep.equal([editFailed]);
          expect(store.getRemovedRecords()).to.deep.equal([]);
        } else {
          // One request per action: a failed request keeps all its records, although the
          // server applied the ones that did not fail.
          expectKept(store, records);
        }
        const retryStart = server.requests.length;
        const second = await sync(store);
        await quiet();
        expect(second.success.callCount).to.equal(1);
        expect(exception.callCount).to.equal(failing.length);
        expect(writes(retryStart)).to.have.length(failed.length);
        const rows = await expectLandedOnce(expected());
        expectClean(store, records, rows);
      });
    });
  }

  // ----------------------------------------------------------------------------------------
  // the row editor

  describe('the row editor with autoSync (happy-dom)', () => {
    async function editorGrid() {
      const store = await loadedStore({ type: 'rest' });
      const grid = Lib.create('Lib.grid.Panel', {
        store,
        columns: [
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          { header: 'Email', dataIndex: 'email', flex: 1, editor: 'textfield' },
          { header: 'City', dataIndex: 'city', editor: 'textfield' },
        ],
        height: 400,
        width: 700,
        renderTo: document.body,
        plugins: [{ ptype: 'rowediting', autoSync: true }],
      }) as any;
      made.push({ destroy: () => grid.destroy() });
      return { grid, store, plugin: grid.editingPlugin, proxy: store.getProxy() as any };
    }

    /** Presses Update; resolves with what came of it: the proxy's exception, or the edit. */
    async function update(grid: any, proxy: any): Promise<'exception' | 'edit'> {
      const outcome = Promise.race([
        next(proxy, 'exception').then(() => 'exception' as const),
        next(grid.editingPlugin, 'edit').then(() => 'edit' as const),
      ]);
      click(button(grid, 'update'));
      const result = await outcome;
      await turns();
      return result;
    }

    /** The editor is open on `record` with `values` in its fields, and one error shown. */
    function expectEditorKept(grid: any, record: any, values: Record<string, string>) {
      const plugin = grid.editingPlugin;
      const editor = plugin.getEditor();
      expect(plugin.editing, 'editor open').to.equal(true);
      expect(editor.isVisible()).to.equal(true);
      expect(editor.saving).to.equal(false);
      expect(plugin.context.record).to.equal(record);
      for (const [name, value] of Object.entries(values)) {
        expect(field(grid, name).getValue(), `field ${name}`).to.equal(value);
        expect(record.get(name), `record ${name}`).to.equal(value);
      }
      expect(summary(grid), 'one error in the summary').to.have.length(1);
      expect(editor.down('#update').isDisabled()).to.equal(false);
    }

    for (const fault of [
      ...FAULTS,
      {
        name: 'a fail-record failure of the edited record',
        spec: { type: 'fail-record', match: { city: 'Typed city' } },
        kind: 'http',
        status: 500,
        saved: false,
      } as Fault,
    ]) {
      it(`${fault.name}: one error shown, the input kept in the open editor, Update again lands it once`, async () => {
        const { grid, store, plugin, proxy } = await editorGrid();
        const exception = sinon.spy();
        const edited = sinon.spy();
        proxy.on('exception', exception);
        plugin.on('edit', edited);

        // 1. An edit of an existing user (PUT).
        const bart = store.getById(5) as any;
        const before = bart.get('city');
        plugin.startEdit(bart);
        type(field(grid, 'city'), 'Typed city');
        if (isDelay(fault)) proxy.timeout = SHORT_TIMEOUT;
        inject(fault, ['PUT'], 1);
        expect(await update(grid, proxy)).to.equal('exception');
        await quiet();
        await turns();
        expect(exception.callCount, 'reported once').to.equal(1);
        expect(exception.firstCall.args[2].getRequestError().kind).to.equal(fault.kind);
        expect(edited.called).to.equal(false);
        expectEditorKept(grid, bart, { city: 'Typed city' });
        expect(bart.dirty).to.equal(true);
        expect(bart.modified).to.deep.equal({ city: before });
        proxy.timeout = RETRY_TIMEOUT;
        expect(await update(grid, proxy)).to.equal('edit');
        await quiet();
        expect(exception.callCount).to.equal(1);
        expect(plugin.editing).to.equal(false);
        expect(bart.dirty).to.equal(false);
        expect(summary(grid)).to.equal(null);

        // 2. A new user (POST), added at the top as the demo's Add button does.
        const [fresh] = store.insert(0, {}) as any[];
        plugin.startEdit(fresh);
        const values = { name: 'Maggie Simpson', email: 'maggie@faults.test', city: 'Typed city' };
        for (const [name, value] of Object.entries(values)) type(field(grid, name), value);
        if (isDelay(fault)) proxy.timeout = SHORT_TIMEOUT;
        inject(fault, ['POST'], 1);
        const start = server.requests.length;
        expect(await update(grid, proxy)).to.equal('exception');
        await quiet();
        await turns();
        expect(exception.callCount, 'reported once').to.equal(2);
        expect(exception.lastCall.args[2].getRequestError().kind).to.equal(fault.kind);
        expectEditorKept(grid, fresh, values);
        expect(fresh.phantom).to.equal(true);
        proxy.timeout = RETRY_TIMEOUT;
        expect(await update(grid, proxy)).to.equal('edit');
        await quiet();
        expect(exception.callCount).to.equal(2);
        expect(plugin.editing).to.equal(false);
        expect(fresh.phantom).to.equal(false);
        expect(fresh.dirty).to.equal(false);
        const posts = writes(start);
        expect(posts.map((w) => w.method)).to.deep.equal(['POST', 'POST']);
        expect(posts[1].key).to.be.a('string').and.equal(posts[0].key);
        const rows = await expectLandedOnce({
          created: [values],
          edited: [{ id: 5, city: 'Typed city' }],
          removed: [],
        });
        expect(fresh.getId()).to.equal(rows.find((r) => r.email === values.email)!.id);
        expect(edited.callCount).to.equal(2);
      });
    }
  });
});
