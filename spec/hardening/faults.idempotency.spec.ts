import { expect } from 'chai';
import nock from 'nock';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Lib from '../../index';
import type { Operation } from '../../classes/data/Operation';
import { createServer, type DemoServer } from '../../demo/server.mjs';
import { def, useCleanup } from '../helpers';
import { BASE, answer, run, type Seen, useNock } from '../data/proxy/nock.helpers';

/**
 * Exactly-once creates: the `Idempotency-Key` a server proxy sends with each create (one key
 * per record, kept across retries) and the demo server's side of it (a repeated key answers
 * the users it created instead of creating them again).
 */

/** `<16 hex digits of the page>-<what names the record or the set>`. */
const KEY = /^[0-9a-f]{16}-[A-Za-z0-9._~-]+$/;

const keyOf = (seen: Seen) => seen.headers['idempotency-key'];

describe('Idempotency-Key on create requests (Lib.data.proxy.Server)', () => {
  useCleanup();
  useNock();
  beforeEach(() => {
    def('Spec.idem.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int', useNull: true }, 'name'],
    });
  });

  const User = () => Lib.ClassManager.get('Spec.idem.User') as any;
  const rest = (config: Record<string, any> = {}) =>
    Lib.create('proxy.rest', {
      url: BASE + '/users',
      model: 'Spec.idem.User',
      reader: { root: 'items' },
      ...config,
    });
  const save = (record: any) =>
    new Promise<boolean>((resolve) =>
      record.save({ callback: (_r: unknown, _op: unknown, ok: boolean) => resolve(ok) }),
    );

  it('is on by default, and checked as a boolean', () => {
    expect(rest().idempotencyKey).to.equal(true);
    expect(rest({ idempotencyKey: false }).idempotencyKey).to.equal(false);
    expect(() => rest({ idempotencyKey: 'yes' })).to.throw(
      TypeError,
      /\[Lib\.data\.proxy\.Rest\] config 'idempotencyKey' must be a boolean/,
    );
  });

  it('sends one with a create: a page prefix and the record internalId', async () => {
    const seen = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 7, name: 'Ada' }] });
    const user = new (User())({ name: 'Ada' });
    const internalId = user.internalId;
    expect(internalId).to.match(/^ext-record-\d+$/);
    User().setProxy(rest());
    expect(await save(user)).to.equal(true);
    expect(keyOf(seen[0])).to.match(KEY);
    expect(keyOf(seen[0]).slice(16)).to.equal('-' + internalId);
    // The key is not part of the record's data, nor an enumerable property of the record.
    expect(seen[0].body).to.deep.equal({ name: 'Ada' });
    expect(Object.keys(user)).to.not.include('$idempotencyKey');
  });

  it('sends the same key when the same record is sent again after a failure', async () => {
    const first = answer(nock(BASE).post(/^\/users/), 500, { success: false });
    const second = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 8, name: 'Bo' }] });
    User().setProxy(rest());
    const user = new (User())({ name: 'Bo' });
    expect(await save(user)).to.equal(false);
    expect(user.phantom).to.equal(true);
    user.set('name', 'Bob');
    expect(await save(user)).to.equal(true);
    expect(keyOf(first[0])).to.match(KEY);
    expect(keyOf(second[0])).to.equal(keyOf(first[0]));
    expect(second[0].body).to.deep.equal({ name: 'Bob' });
  });

  it('gives every record its own key, the same page prefix for all', async () => {
    const seen = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 9 }] }, undefined, 2);
    User().setProxy(rest());
    await save(new (User())({ name: 'A' }));
    await save(new (User())({ name: 'B' }));
    const [a, b] = seen.map(keyOf);
    expect(a).to.not.equal(b);
    expect(a.slice(0, 17)).to.equal(b.slice(0, 17));
  });

  it('sends none with reads, updates and destroys', async () => {
    const read = answer(nock(BASE).get(/^\/users/), 200, { items: [{ id: 1, name: 'A' }] });
    const update = answer(nock(BASE).put(/^\/users\/1/), 200, { items: [{ id: 1, name: 'B' }] });
    const destroy = answer(nock(BASE).delete(/^\/users\/1/), 200, { success: true });
    const proxy = rest();
    await run(proxy, 'read');
    const user = new (User())({ id: 1, name: 'A' });
    user.set('name', 'B');
    await run(proxy, 'update', { records: [user] });
    await run(proxy, 'destroy', { records: [user] });
    for (const seen of [read, update, destroy]) {
      expect(seen).to.have.length(1);
      expect(seen[0].headers).to.not.have.property('idempotency-key');
    }
  });

  it('sends none with idempotencyKey: false', async () => {
    const seen = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 9 }] });
    await run(rest({ idempotencyKey: false }), 'create', {
      records: [new (User())({ name: 'A' })],
    });
    expect(seen[0].headers).to.not.have.property('idempotency-key');
  });

  it('keeps the proxy headers beside it, and a configured Idempotency-Key gives way to it', async () => {
    const seen = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 9 }] });
    await run(rest({ headers: { 'X-Token': 't', 'Idempotency-Key': 'fixed' } }), 'create', {
      records: [new (User())({ name: 'A' })],
    });
    expect(seen[0].headers['x-token']).to.equal('t');
    expect(keyOf(seen[0])).to.match(KEY);
  });

  it('is the same on the retries of the Connection (retry.writes)', async () => {
    const busy = answer(nock(BASE).post(/^\/users/), 503, 'busy', { 'Retry-After': '0' });
    const ok = answer(nock(BASE).post(/^\/users/), 201, { items: [{ id: 9, name: 'A' }] });
    const op = await run(rest({ retry: { limit: 1, writes: true, backoff: () => 0 } }), 'create', {
      records: [new (User())({ name: 'A' })],
    });
    expect(op.wasSuccessful()).to.equal(true);
    expect(keyOf(ok[0])).to.match(KEY);
    expect(keyOf(ok[0])).to.equal(keyOf(busy[0]));
  });

  it('never holds CR, LF or anything but a token, whatever the internalId', () => {
    const proxy = rest();
    for (const internalId of ['a\r\nX-Evil: 1', 'x'.repeat(200), '../admin', 'ü', '']) {
      const key = proxy.getIdempotencyKey([{ internalId }])!;
      expect(key, JSON.stringify(internalId)).to.match(/^[0-9a-f]{16}-n\d+$/);
    }
    expect(proxy.getIdempotencyKey([])).to.equal(undefined);
    expect(proxy.getIdempotencyKey(undefined)).to.equal(undefined);
  });

  describe('with batchActions (several records in one POST)', () => {
    const ajax = () =>
      Lib.create('proxy.ajax', {
        url: BASE + '/users',
        model: 'Spec.idem.User',
        reader: { root: 'items' },
      });
    const store = () => {
      const made = Lib.create('Lib.data.Store', { model: 'Spec.idem.User', proxy: ajax() });
      made.add([{ name: 'A' }, { name: 'B' }]);
      return made;
    };
    const sync = (s: any) =>
      new Promise<any>((resolve) => s.sync({ callback: (batch: any) => resolve(batch) }));

    it('sends one key for the set, and the same one when the same set is sent again', async () => {
      const failed = answer(nock(BASE).post(/^\/users/), 500, { success: false });
      const ok = answer(nock(BASE).post(/^\/users/), 200, {
        items: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      });
      const s = store();
      expect((await sync(s)).hasException).to.equal(true);
      expect((await sync(s)).hasException).to.equal(false);
      expect(failed[0].body).to.have.length(2);
      expect(keyOf(failed[0])).to.match(/^[0-9a-f]{16}-set\d+-2$/);
      expect(keyOf(ok[0])).to.equal(keyOf(failed[0]));
      expect(s.getNewRecords()).to.deep.equal([]);
      s.destroy();
    });

    it('makes a new key when the set changed', async () => {
      const seen = answer(nock(BASE).post(/^\/users/), 500, { success: false }, undefined, 2);
      const s = store();
      await sync(s);
      s.add({ name: 'C' });
      await sync(s);
      expect(seen[1].body).to.have.length(3);
      expect(keyOf(seen[1])).to.match(/-set\d+-3$/);
      expect(keyOf(seen[1])).to.not.equal(keyOf(seen[0]));
      s.destroy();
    });
  });
});

describe('Idempotency-Key on the demo server (demo/lib/api.mjs)', function () {
  this.timeout(20000);
  let server: DemoServer;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-idem-'));
    server = await createServer({ port: 0, dataDir, seedRows: 10, faults: true });
  });
  afterEach(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(method: string, url: string, body?: unknown, key?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (key !== undefined) headers['Idempotency-Key'] = key;
    const response = await fetch(server.url + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: text ? JSON.parse(text) : undefined,
    };
  }
  const ada = { name: 'Ada', email: 'ada@example.com' };
  const total = () => server.store.all().length;

  it('answers a repeated key with the user it created: same id, nothing created', async () => {
    const first = await call('POST', '/api/users', ada, 'k-1');
    expect(first.status).to.equal(201);
    expect(first.replayed).to.equal(null);
    const again = await call('POST', '/api/users', ada, 'k-1');
    expect(again.status).to.equal(201);
    expect(again.replayed).to.equal('true');
    expect(again.body.items).to.deep.equal(first.body.items);
    expect(total()).to.equal(11);
    expect(server.store.createdFor('k-1')).to.deep.equal([first.body.items[0].id]);
  });

  it('creates again for a different key, or for none', async () => {
    const a = await call('POST', '/api/users', ada, 'k-1');
    const b = await call('POST', '/api/users', ada, 'k-2');
    const c = await call('POST', '/api/users', ada);
    const d = await call('POST', '/api/users', ada);
    const ids = [a, b, c, d].map((r) => r.body.items[0].id);
    expect(new Set(ids).size).to.equal(4);
    expect(total()).to.equal(14);
  });

  it('refuses the key with another body (422), changing nothing', async () => {
    const first = await call('POST', '/api/users', ada, 'k-1');
    const again = await call('POST', '/api/users', { ...ada, city: 'London' }, 'k-1');
    expect(again.status).to.equal(422);
    expect(again.body.message).to.equal(
      "Idempotency-Key 'k-1' was used for another request (another body): a new request needs a new key",
    );
    expect(server.store.get(first.body.items[0].id)!.city).to.equal('');
    // Another path is another request too.
    expect((await call('POST', '/api/users.json', ada, 'k-1')).status).to.equal(422);
    expect(total()).to.equal(11);
  });

  it('replays the user as it is now: a newer change is never overwritten by the replay', async () => {
    const first = await call('POST', '/api/users', ada, 'k-1');
    const id = first.body.items[0].id;
    await call('PUT', `/api/users/${id}`, { name: 'Ada King', version: 1 });
    const again = await call('POST', '/api/users', ada, 'k-1');
    expect(again.status).to.equal(201);
    expect(again.replayed).to.equal('true');
    expect(again.body.items[0]).to.deep.include({ id, name: 'Ada King', version: 2 });
    expect(server.store.get(id)).to.deep.include({ name: 'Ada King', version: 2 });
  });

  it('recognises the retry of a create whose answer was lost (drop after saving)', async () => {
    server.faults!.add({ type: 'drop', when: 'after', method: 'POST' });
    const lost = await fetch(server.url + '/api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'lost-1' },
      body: JSON.stringify(ada),
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    expect(lost).to.equal('dropped');
    expect(total()).to.equal(11);
    const retry = await call('POST', '/api/users', ada, 'lost-1');
    expect(retry.replayed).to.equal('true');
    expect(retry.body.items[0].id).to.equal(11);
    expect(total()).to.equal(11);
    expect(server.requests.map((r) => r.key)).to.deep.equal(['lost-1', 'lost-1']);
  });

  it('covers a batch: a repeat creates only the records that failed the first time', async () => {
    server.faults!.add({ type: 'fail-record', match: { name: 'B' } });
    const batch = [ada, { name: 'B', email: 'b@example.com' }, { name: 'C', email: 'c@x.org' }];
    const first = await call('POST', '/api/users', batch, 'set-1');
    expect(first.status).to.equal(500);
    expect(first.body.items.map((u: any) => u.id)).to.deep.equal([11, 12]);
    expect(server.store.createdFor('set-1')).to.deep.equal([11, null, 12]);
    const again = await call('POST', '/api/users', batch, 'set-1');
    expect(again.status).to.equal(201);
    expect(again.body.items.map((u: any) => [u.id, u.name])).to.deep.equal([
      [11, 'Ada'],
      [13, 'B'],
      [12, 'C'],
    ]);
    expect(total()).to.equal(13);
    const third = await call('POST', '/api/users', batch, 'set-1');
    expect(third.body.items.map((u: any) => u.id)).to.deep.equal([11, 13, 12]);
    expect(total()).to.equal(13);
  });

  it('refuses a key used for a batch of another size (422), a key that is not a token (400)', async () => {
    await call('POST', '/api/users', [ada, ada], 'set-2');
    const other = await call('POST', '/api/users', [ada], 'set-2');
    expect(other.status).to.equal(422);
    expect(other.body.message).to.match(/'set-2' was used for another request/);
    const long = await call('POST', '/api/users', ada, 'x'.repeat(256));
    expect(long.status).to.equal(400);
    expect(long.body.message).to.match(/Idempotency-Key/);
    expect(total()).to.equal(12);
  });

  it('answers 409 when the user a key created has been deleted since', async () => {
    const first = await call('POST', '/api/users', ada, 'k-1');
    await call('DELETE', `/api/users/${first.body.items[0].id}`);
    const again = await call('POST', '/api/users', ada, 'k-1');
    expect(again.status).to.equal(409);
    expect(total()).to.equal(10);
  });

  it('forgets nothing across a restart: the keys are kept in users.json', async () => {
    const first = await call('POST', '/api/users', ada, 'k-1');
    await server.close();
    server = await createServer({ port: 0, dataDir, faults: true });
    const again = await call('POST', '/api/users', ada, 'k-1');
    expect(again.replayed).to.equal('true');
    expect(again.body.items[0].id).to.equal(first.body.items[0].id);
    expect(total()).to.equal(11);
  });

  it('ignores the header on other methods; a DELETE of a deleted user answers 200', async () => {
    const put = await call('PUT', '/api/users/3', { city: 'Oslo' }, 'k-put');
    expect(put.status).to.equal(200);
    expect(server.store.createdFor('k-put')).to.equal(undefined);
    expect((await call('DELETE', '/api/users/3')).status).to.equal(200);
    expect((await call('DELETE', '/api/users/3')).status).to.equal(200);
    expect((await call('PUT', '/api/users/3', { city: 'Rome' })).status).to.equal(404);
    expect((await call('DELETE', '/api/users/99')).status).to.equal(404);
    const batch = await call('DELETE', '/api/users', [3, 4]);
    expect(batch.status).to.equal(200);
    expect(server.store.get(4)).to.equal(undefined);
    expect((await call('DELETE', '/api/users', [5, 99])).status).to.equal(404);
    expect(server.store.get(5)).to.not.equal(undefined);
  });

  it('is cleared by /__test/reset', async () => {
    await call('POST', '/api/users', ada, 'k-1');
    await call('POST', '/__test/reset', { rows: 10 });
    expect(server.store.createdFor('k-1')).to.equal(undefined);
    const again = await call('POST', '/api/users', ada, 'k-1');
    expect(again.replayed).to.equal(null);
  });

  it('works with the proxy end to end: a create answered late is not created twice', async () => {
    def('Spec.idem.Demo', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int', useNull: true }, 'name', 'email'],
      proxy: {
        type: 'rest',
        url: server.url + '/api/users',
        reader: { root: 'items' },
        timeout: 100,
      },
    });
    try {
      server.faults!.add({ type: 'delay', when: 'after', ms: 400, method: 'POST' });
      const user = Lib.create('Spec.idem.Demo', ada) as any;
      const outcome = (): Promise<Operation> =>
        new Promise((resolve) =>
          user.save({ callback: (_r: unknown, op: Operation) => resolve(op) }),
        );
      const late = await outcome();
      expect(late.getRequestError()!.kind).to.equal('timeout');
      expect(user.phantom).to.equal(true);
      const retried = await outcome();
      expect(retried.wasSuccessful()).to.equal(true);
      expect(user.getId()).to.equal(11);
      expect(total()).to.equal(11);
    } finally {
      Lib.undefine('Spec.idem.Demo');
    }
  });
});
