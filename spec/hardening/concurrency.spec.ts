/**
 * No lost updates (issue 25, item 4): the REAL demo server (demo/server.mjs: versions, ETags,
 * If-Match, 412), the library over Node's fetch through the REST proxy, a model with
 * `versionProperty`. Three runs:
 *
 * - two clients edit one row: the second save gets the conflict (kind `conflict`, the first
 *   client's row in `current`), its edit stays in its record, the server keeps the first
 *   client's write; `overwrite` then lands the second edit over it, `reload` takes the row;
 * - a late write after a retry: the server holds the first attempt (a `delay` fault before it
 *   handles the request) past the client's timeout; the client saves again (a newer value) and
 *   that lands; the held attempt then arrives with the old version and is refused (412): the
 *   newer value stays. The same when the first attempt landed and only its answer was late;
 * - 1 000 records saved at once while 38 % of the writes meet a fault (dropped before or after
 *   being handled, held past the timeout before or after, 500, 503), each record saved again
 *   until it lands, its value changed on some retries, conflicts settled with `overwrite`.
 *   Once every held request is done, each record is compared with the server's row: the
 *   number of records wrong is printed and must be 0.
 *
 * No timing is asserted: timeouts and delays only make the faults happen; the spec waits for
 * outcomes (callbacks, and the server having answered every request it took).
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Lib } from '../../index';
import { Ajax } from '../../classes/Ajax';
import type { Operation } from '../../classes/data/Operation';
import { createServer, type DemoServer } from '../../demo/server.mjs';

const MODEL = 'Spec.cc.hard.User';
/** The proxy timeout (generous: a loaded machine is slow); a held request waits `HOLD` ms, past it. */
const TIMEOUT = 1500;
const HOLD = 2500;

/** Saves (or, with `overwrite`, settles the conflict of) a record; resolves with the outcome. */
function save(record: any, overwrite = false): Promise<[Operation, boolean]> {
  return new Promise((resolve) => {
    const options = {
      callback: (_r: any, op: Operation) => resolve([op, op.wasSuccessful()]),
    };
    if (overwrite) record.resolveConflict('overwrite', options);
    else record.save(options);
  });
}

/** Reads record `id` through `model`'s proxy; resolves with it. */
function load(model: any, id: number): Promise<any> {
  return new Promise((resolve, reject) =>
    model.load(id, { success: resolve, failure: () => reject(new Error(`load ${id}`)) }),
  );
}

describe('no lost updates: versions and ETags against the demo server (fetch)', function () {
  this.timeout(120000);
  let server: DemoServer;
  let dir: string;
  /** API requests the server received (it logs each in `server.requests` once handled). */
  let received = 0;
  let savedXhr: unknown;
  let savedMax: number;

  const track = (req: IncomingMessage) => {
    if (req.url?.startsWith('/api/')) received++;
  };

  /** Waits until the server has handled every request it received (a held one, say). */
  async function drained(): Promise<void> {
    while (server.requests.length < received) await new Promise((r) => setTimeout(r, 10));
    await server.store.settled();
  }

  /** A model class over the server (each client defines its own, with its own proxy). */
  function defineModel(name: string, writer: Record<string, any> = {}): any {
    return Lib.define(name, {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', 'email', 'city'],
      versionProperty: 'version',
      proxy: {
        type: 'rest',
        url: `${server.url}/api/users`,
        reader: { root: 'items' },
        writer,
        timeout: TIMEOUT,
      },
    });
  }

  before(() => {
    savedXhr = (globalThis as any).XMLHttpRequest;
    delete (globalThis as any).XMLHttpRequest;
    savedMax = Ajax.maxConcurrent;
  });
  after(() => {
    if (savedXhr !== undefined) (globalThis as any).XMLHttpRequest = savedXhr;
    Ajax.maxConcurrent = savedMax;
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lib-conc-'));
    server = await createServer({
      port: 0,
      dataDir: dir,
      seedRows: 1000,
      faults: true,
      log: false,
      logLimit: 20000,
    });
    received = 0;
    server.server.prependListener('request', track);
  });

  afterEach(async () => {
    Ajax.abortAll();
    Ajax.maxConcurrent = savedMax;
    for (const name of [MODEL, MODEL + 'B']) if (Lib.ClassManager.get(name)) Lib.undefine(name);
    await drained();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two clients edit one row: the second gets the conflict, nothing is lost', async () => {
    // Only the changes (and the version) are written, so an overwrite keeps the other edit.
    const A = defineModel(MODEL, { writeAllFields: false });
    const B = defineModel(MODEL + 'B', { writeAllFields: false });
    const a = await load(A, 7);
    const b = await load(B, 7);
    expect(a.etag).to.equal(`"7-${a.get('version')}"`);
    a.set('name', 'Ann (A)');
    b.set('city', 'Bonn (B)');
    const [, okA] = await save(a);
    expect(okA).to.equal(true);
    const [op, okB] = await save(b);
    expect(okB).to.equal(false);
    const error: any = op.getRequestError();
    expect([error.kind, error.status]).to.deep.equal(['conflict', 412]);
    expect(error.current.get('name')).to.equal('Ann (A)');
    // Nothing lost: A's write on the server, B's edit in B's record.
    expect(server.store.get(7)!.name).to.equal('Ann (A)');
    expect(server.store.get(7)!.city).to.not.equal('Bonn (B)');
    expect([b.get('city'), b.dirty]).to.deep.equal(['Bonn (B)', true]);
    const [, landed] = await save(b, true);
    expect(landed).to.equal(true);
    expect(server.store.get(7)).to.include({ name: 'Ann (A)', city: 'Bonn (B)' });
    expect(b.get('version')).to.equal(server.store.get(7)!.version);
    // A is now behind: its next save conflicts too, and reload takes the server's row.
    a.set('email', 'ann.a@example.com');
    expect((await save(a))[1]).to.equal(false);
    a.resolveConflict('reload');
    expect(a.getData()).to.deep.include({ name: 'Ann (A)', city: 'Bonn (B)' });
    expect(a.dirty).to.equal(false);
  });

  it('a late write after a retry never wins (the first attempt held before it is handled)', async () => {
    const User = defineModel(MODEL);
    const record = await load(User, 3);
    const start = record.get('version');
    server.faults!.add({ type: 'delay', ms: HOLD, method: 'PUT' });
    record.set('name', 'first');
    const [first, ok1] = await save(record);
    expect([ok1, first.getRequestError()!.kind]).to.deep.equal([false, 'timeout']);
    // The user goes on: a newer value, saved while the first attempt is still held.
    record.set('name', 'second');
    const [, ok2] = await save(record);
    expect(ok2).to.equal(true);
    await drained();
    // The held attempt was handled last (its answer went nowhere: logged as status 0), with
    // the version it was made from: refused, the row is the second save's.
    const puts = server.requests.filter((r) => r.method === 'PUT').map((r) => r.status);
    expect(puts).to.deep.equal([200, 0]);
    expect(server.store.get(3)).to.include({ name: 'second', version: start + 1 });
    expect([record.get('name'), record.dirty]).to.deep.equal(['second', false]);
    expect(record.get('version')).to.equal(server.store.get(3)!.version);
  });

  it('a retry of a write that landed (its answer late) succeeds; with a newer value it is a conflict', async () => {
    const User = defineModel(MODEL);
    const record = await load(User, 4);
    const start = record.get('version');
    const holdAnswer = () =>
      server.faults!.add({ type: 'delay', ms: HOLD, when: 'after', method: 'PUT' });
    holdAnswer();
    record.set('name', 'same');
    expect((await save(record))[1]).to.equal(false);
    // The same value again: the server's row is what was sent, so this is the success.
    const [, again] = await save(record);
    expect(again).to.equal(true);
    expect([record.get('version'), record.dirty]).to.deep.equal([start + 1, false]);
    // Landed late again, then a newer value from the old version: the conflict is reported.
    holdAnswer();
    record.set('name', 'late');
    expect((await save(record))[1]).to.equal(false);
    record.set('name', 'newer');
    const [op, ok] = await save(record);
    expect([ok, op.getRequestError()!.kind]).to.deep.equal([false, 'conflict']);
    expect(op.getRequestError()!.current!.get('name')).to.equal('late');
    expect((await save(record, true))[1]).to.equal(true);
    await drained();
    expect(server.store.get(4)).to.include({ name: 'newer', version: start + 3 });
    expect(record.get('version')).to.equal(start + 3);
  });

  it('1 000 concurrent saves under 38% faults with late-arriving writes: 0 records wrong', async () => {
    const User = defineModel(MODEL);
    Ajax.maxConcurrent = 32;
    const records = server.store.all().map((row) => new User({ ...row }));
    expect(records).to.have.length(1000);
    // A seeded random sequence: the same faults at every run.
    let seed = 25;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const FAULTS = [
      'drop',
      'drop; when=after',
      `delay; ms=${HOLD}`,
      `delay; ms=${HOLD}; when=after`,
      'status; status=500',
      'status; status=503; retryAfter=0',
    ];
    let faulted = 0;
    let writes = 0;
    const inject = (_conn: unknown, options: any) => {
      if (options.method !== 'PUT') return;
      writes++;
      if (random() < 0.38) {
        faulted++;
        options.headers = { ...options.headers, 'X-Fault': FAULTS[writes % FAULTS.length] };
      }
    };
    Ajax.on('beforerequest', inject);
    let conflicts = 0;
    try {
      await Promise.all(
        records.map(async (record: any, i: number) => {
          record.set('name', `r${i} v0`);
          for (let attempt = 1; ; attempt++) {
            const [op, ok] = await save(record, !!record.conflict);
            if (ok) return;
            if (op.getRequestError()?.kind === 'conflict') conflicts++;
            expect(attempt, `record ${i}`).to.be.below(30);
            // Some retries carry a newer value, as a user editing on would.
            if (attempt % 2 === 0 && !record.conflict) record.set('name', `r${i} v${attempt}`);
          }
        }),
      );
    } finally {
      Ajax.un('beforerequest', inject);
    }
    await drained();
    const wrong = records.filter((record: any) => {
      const row = server.store.get(record.getId());
      return (
        !row ||
        record.dirty ||
        record.conflict ||
        row.name !== record.get('name') ||
        row.version !== record.get('version')
      );
    });
    const late = server.requests.filter((r) => r.method === 'PUT' && r.status === 412).length;
    console.log(
      `      load: 1000 records, ${writes} writes, ${faulted} faulted (${Math.round((100 * faulted) / writes)}%), ` +
        `${late} refused as stale (412), ${conflicts} conflicts overwritten; records wrong: ${wrong.length}`,
    );
    expect(faulted / writes).to.be.within(0.3, 0.46);
    expect(late, 'late writes refused').to.be.above(0);
    expect(wrong.length, 'records wrong').to.equal(0);
  });
});
