/**
 * Load: 1 000 new records saved at once through one REST proxy against the real demo server
 * (demo/server.mjs, on 127.0.0.1, an empty data set in a temp dir), over the fetch transport
 * of plain Node. The proxies send through `Lib.Ajax` (they have no connection of their own),
 * so its `maxConcurrent` is set for the test and restored after.
 *
 * Checked: every record is committed with an id the server gave; the server holds exactly the
 * records sent — 1 000 new rows, none twice, none missing, each under the id its record got;
 * and no more than `maxConcurrent` requests were ever in flight, seen from both ends: by the
 * server (requests it holds at once) and by the client (the connection's pending requests
 * that are not queued, at each of its events and whenever the server takes a request).
 * No timing is asserted.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Lib } from '../../index';
import { Ajax } from '../../classes/Ajax';
import type { Store } from '../../classes/data/Store';
import { createServer, type DemoServer } from '../../demo/server.mjs';

const COUNT = 1000;
const MAX = 8;
const MODEL = 'Spec.load.User';

/** What both ends saw of the requests in flight. */
interface Watch {
  /** API requests the server holds now, and at most. */
  serverOpen: number;
  serverMax: number;
  /** The connection's requests sent and not yet answered, at most. */
  clientMax: number;
  /** Events of the connection. */
  before: number;
  complete: number;
  exception: number;
}

/** The connection's pending requests that hold a slot (sent, not yet answered). */
function inFlight(): number {
  let count = 0;
  for (const id in Ajax.requests) if (!Ajax.requests[id].queued) count++;
  return count;
}

/** Counts the requests in flight on both ends. Returns the counts and a function to stop. */
function watch(server: DemoServer): [Watch, () => void] {
  const seen: Watch = {
    serverOpen: 0,
    serverMax: 0,
    clientMax: 0,
    before: 0,
    complete: 0,
    exception: 0,
  };
  const sample = () => {
    seen.clientMax = Math.max(seen.clientMax, inFlight());
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url || !req.url.startsWith('/api/')) return;
    seen.serverOpen++;
    seen.serverMax = Math.max(seen.serverMax, seen.serverOpen);
    sample();
    // The request counts until the server starts its answer: the client cannot have the
    // answer (and free its slot) before that, so this never counts more than the client holds.
    let open = true;
    const done = () => {
      if (open) seen.serverOpen--;
      open = false;
    };
    const end = res.end;
    (res as any).end = function (this: ServerResponse, ...args: any[]) {
      done();
      return (end as any).apply(this, args);
    };
    res.once('close', done);
  };
  const listeners = {
    beforerequest: () => {
      seen.before++;
      sample();
    },
    requestcomplete: () => {
      seen.complete++;
      sample();
    },
    requestexception: () => {
      seen.exception++;
      sample();
    },
  };
  server.server.prependListener('request', onRequest);
  Ajax.on(listeners);
  return [
    seen,
    () => {
      server.server.off('request', onRequest);
      Ajax.un(listeners);
    },
  ];
}

/** The data of the i-th new user: unique name and email, so rows and records pair up. */
const user = (i: number, tag: string) => ({
  name: `Load ${tag} ${i}`,
  email: `load.${tag}.${i}@example.com`,
});

describe('load: 1 000 concurrent saves through one REST proxy (demo server, fetch)', function () {
  // Real sockets and an fsync per write group: generous, though a run takes a few seconds.
  this.timeout(60000);
  let server: DemoServer;
  let dir: string;
  let stop: () => void;
  let seen: Watch;
  let savedMax: number;
  let savedXhr: unknown;
  const stores: Store[] = [];

  before(() => {
    savedMax = Ajax.maxConcurrent;
    // The fetch path: no XMLHttpRequest, whatever another spec may have left on globalThis.
    savedXhr = (globalThis as any).XMLHttpRequest;
    delete (globalThis as any).XMLHttpRequest;
  });

  after(() => {
    Ajax.maxConcurrent = savedMax;
    if (savedXhr !== undefined) (globalThis as any).XMLHttpRequest = savedXhr;
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lib-load-'));
    server = await createServer({ port: 0, dataDir: dir, seedRows: 0, log: false, logLimit: 5000 });
    Ajax.maxConcurrent = MAX;
    Lib.define(MODEL, {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int', useNull: true }, 'name', 'email'],
      proxy: { type: 'rest', url: `${server.url}/api/users`, reader: { root: 'items' } },
    });
    [seen, stop] = watch(server);
  });

  afterEach(async () => {
    stop();
    Ajax.abortAll();
    Ajax.maxConcurrent = savedMax;
    while (stores.length) stores.pop()!.destroy();
    Lib.undefine(MODEL);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every record committed under a distinct server id; the server holds exactly them. */
  function expectLanded(records: any[]): void {
    const ids = records.map((r) => r.getId());
    for (const record of records) {
      expect(record.phantom, 'phantom').to.equal(false);
      expect(record.dirty, 'dirty').to.equal(false);
      expect(Number.isInteger(record.getId()) && record.getId() > 0).to.equal(true);
    }
    expect(new Set(ids).size, 'distinct ids').to.equal(records.length);

    const rows = server.store.all();
    expect(rows.length, 'rows on the server').to.equal(records.length);
    expect(new Set(rows.map((row) => row.id)).size).to.equal(rows.length);
    expect(new Set(rows.map((row) => row.email)).size).to.equal(rows.length);
    for (const record of records) {
      const row = server.store.get(record.getId());
      expect(row, `row ${record.getId()}`).to.not.equal(undefined);
      expect(row!.email).to.equal(record.get('email'));
      expect(row!.name).to.equal(record.get('name'));
    }
  }

  /** Never more than MAX in flight on either end; the limit was reached; all answered. */
  function expectBounded(requests: number): void {
    expect(seen.clientMax, 'client in flight at most').to.be.at.most(MAX);
    expect(seen.serverMax, 'server in flight at most').to.be.at.most(MAX);
    expect(seen.serverMax).to.be.at.least(1);
    expect(seen.before).to.equal(requests);
    expect(seen.complete).to.equal(requests);
    expect(seen.exception).to.equal(0);
    expect(Ajax.isLoading()).to.equal(false);
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.length, 'POSTs the server got').to.equal(requests);
    expect(posts.every((r) => r.status === 201)).to.equal(true);
  }

  it('record.save() on 1 000 phantom records: all committed, 1 000 rows, ≤ maxConcurrent in flight', async () => {
    const User = Lib.ClassManager.get(MODEL) as any;
    const records = Array.from({ length: COUNT }, (_, i) => new User(user(i, 'save')));
    const calls = new Map<any, boolean[]>();
    await new Promise<void>((resolve) => {
      let left = COUNT;
      for (const record of records) {
        record.save({
          callback: (r: any, _op: any, success: boolean) => {
            calls.set(r, [...(calls.get(r) || []), success]);
            if (--left === 0) resolve();
          },
        });
      }
      // Sent in one go: the connection holds the rest back.
      expect(inFlight()).to.equal(MAX);
      expect(Ajax.isLoading()).to.equal(true);
    });
    expect(calls.size).to.equal(COUNT);
    for (const outcomes of calls.values()) expect(outcomes).to.deep.equal([true]);
    expectLanded(records);
    expect(seen.clientMax).to.equal(MAX);
    expectBounded(COUNT);
  });

  it('store.sync() of 1 000 new records (a POST each, in turn) while 1 000 saves run: 2 000 rows', async () => {
    const User = Lib.ClassManager.get(MODEL) as any;
    const store = Lib.create('Lib.data.Store', { model: MODEL }) as Store;
    stores.push(store);
    const fromStore = store.add(Array.from({ length: COUNT }, (_, i) => user(i, 'sync'))) as any[];
    expect(store.getNewRecords().length).to.equal(COUNT);
    const saved = Array.from({ length: COUNT }, (_, i) => new User(user(i, 'save')));
    // Both go through the model's one proxy (the store has no proxy of its own).
    expect(store.getProxy()).to.equal(User.getProxy());
    let failures = 0;
    let synced = false;
    await Promise.all([
      new Promise<void>((resolve) => {
        store.sync({
          success: () => (synced = true),
          failure: () => failures++,
          callback: () => resolve(),
        });
      }),
      ...saved.map(
        (record) =>
          new Promise<void>((resolve) => {
            record.save({ callback: () => resolve(), failure: () => failures++ });
          }),
      ),
    ]);
    expect(failures).to.equal(0);
    expect(synced).to.equal(true);
    expect(store.getNewRecords()).to.deep.equal([]);
    expect(store.getModifiedRecords()).to.deep.equal([]);
    expectLanded([...fromStore, ...saved]);
    expectBounded(2 * COUNT);
  });
});
