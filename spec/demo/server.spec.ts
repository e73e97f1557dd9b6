import { expect } from 'chai';
import sinon from 'sinon';
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type DemoServer, type ServerOptions } from '../../demo/server.mjs';
import { useFreshDist } from '../dist.helpers';

/** A JSON answer: status, headers and parsed body. */
interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

describe('the demo server (demo/server.mjs)', function () {
  // Real sockets and files: allow for a slow disk.
  this.timeout(20000);
  const dirs: string[] = [];
  const servers: DemoServer[] = [];

  function tempDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'lib-demo-'));
    dirs.push(dir);
    return dir;
  }

  async function start(options: ServerOptions = {}): Promise<DemoServer> {
    const server = await createServer({ port: 0, dataDir: tempDir(), seedRows: 50, ...options });
    servers.push(server);
    return server;
  }

  afterEach(async () => {
    while (servers.length) await (servers.pop() as DemoServer).close();
    while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
  });

  async function call(
    server: DemoServer,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(server.url + url, init);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  /** A request with any headers (fetch may not set Host): status, headers and parsed body. */
  function raw(
    server: DemoServer,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        server.url + url,
        { method, headers, setHost: !('Host' in headers) },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const q = (params: Record<string, unknown>) =>
    '?' +
    new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();

  describe('start-up and persistence', () => {
    it('seeds 10 000 realistic users by default, the same ones every time', async () => {
      const a = await start({ seedRows: undefined });
      const b = await start({ seedRows: undefined });
      const page = await call(a, 'GET', '/api/users?start=0&limit=3');
      expect(page.body.total).to.equal(10000);
      expect(page.body.items).to.deep.equal(
        (await call(b, 'GET', '/api/users?limit=3')).body.items,
      );
      const [user] = page.body.items;
      expect(user).to.have.all.keys(
        'id',
        'name',
        'email',
        'phone',
        'department',
        'city',
        'joined',
        'salary',
        'active',
        'version',
      );
      expect(user.version).to.equal(1);
      expect(user.email).to.match(/^[a-z.0-9]+@example\.(com|org|net)$/);
      expect(user.joined).to.match(/^20(1[2-9]|2[0-4])-\d\d-\d\d$/);
      expect(user.salary).to.be.a('number');
      expect(a.store.seeded).to.equal(true);
    });

    it('keeps the data across a restart (written to users.json)', async () => {
      const dataDir = tempDir();
      const first = await createServer({ port: 0, dataDir, seedRows: 20 });
      const created = await call(first, 'POST', '/api/users', { name: 'Ada', email: 'ada@x.org' });
      await call(first, 'PUT', '/api/users/3', { city: 'Zürich' });
      await call(first, 'DELETE', '/api/users/4');
      await first.close();
      const second = await createServer({ port: 0, dataDir, seedRows: 20 });
      servers.push(second);
      expect(second.store.seeded).to.equal(false);
      const id = created.body.items[0].id;
      expect((await call(second, 'GET', `/api/users/${id}`)).body.items[0].name).to.equal('Ada');
      expect((await call(second, 'GET', '/api/users/3')).body.items[0].city).to.equal('Zürich');
      expect((await call(second, 'GET', '/api/users/4')).status).to.equal(404);
      expect((await call(second, 'GET', '/api/users')).body.total).to.equal(20);
      const file = JSON.parse(readFileSync(path.join(dataDir, 'users.json'), 'utf8'));
      expect(file.nextId).to.equal(22);
    });

    it('writes atomically: no temp file is left, and a stale one is removed at start', async () => {
      const dataDir = tempDir();
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path.join(dataDir, '.users.json.999.1.tmp'), '{"torn');
      const server = await createServer({ port: 0, dataDir, seedRows: 10 });
      servers.push(server);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(server, 'POST', '/api/users', { name: `U${i}`, email: `u${i}@x.org` }),
        ),
      );
      expect(readdirSync(dataDir).sort()).to.deep.equal([
        'users.journal',
        'users.json',
        'users.lock',
      ]);
      await server.close();
      servers.splice(servers.indexOf(server), 1);
      // A clean stop leaves the whole table in users.json (the journal compacted into it).
      expect(readdirSync(dataDir).sort()).to.deep.equal(['users.journal', 'users.json']);
      expect(readFileSync(path.join(dataDir, 'users.journal'), 'utf8')).to.equal('');
      const file = JSON.parse(readFileSync(path.join(dataDir, 'users.json'), 'utf8'));
      expect(file.users).to.have.length(30);
      // At most one write per change plus the compaction at close (concurrent changes may share
      // a write, but whether they arrive together depends on the machine's load).
      expect(server.store.writes).to.be.at.most(21);
    });

    it('refuses to start over a file that is not a users file, and never overwrites it', async () => {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'users.json'), '{"not": "users"}');
      let error: Error | undefined;
      try {
        servers.push(await createServer({ port: 0, dataDir }));
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).to.match(/is not a users file/);
      expect(readFileSync(path.join(dataDir, 'users.json'), 'utf8')).to.equal('{"not": "users"}');
    });

    it('reports a port in use clearly', async () => {
      const server = await start();
      let error: Error | undefined;
      try {
        servers.push(await createServer({ port: server.port, dataDir: tempDir() }));
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).to.match(/port \d+ on 127\.0\.0\.1 is in use: set PORT/);
    });
  });

  describe('GET /api/users (the collection)', () => {
    it('answers {success, items, total} and pages by start/limit or page/limit', async () => {
      const server = await start();
      const byStart = await call(server, 'GET', '/api/users?start=10&limit=5&_dc=123');
      expect(byStart.status).to.equal(200);
      expect(byStart.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(byStart.body.success).to.equal(true);
      expect(byStart.body.total).to.equal(50);
      expect(byStart.body.items.map((u: any) => u.id)).to.deep.equal([11, 12, 13, 14, 15]);
      const byPage = await call(server, 'GET', '/api/users?page=3&limit=5');
      expect(byPage.body.items.map((u: any) => u.id)).to.deep.equal([11, 12, 13, 14, 15]);
      const all = await call(server, 'GET', '/api/users');
      expect(all.body.items).to.have.length(50);
    });

    it('sorts by the JSON sort param (several keys, ties by id) and by sort + dir', async () => {
      const server = await start();
      const sort = [
        { property: 'department', direction: 'ASC' },
        { property: 'salary', direction: 'DESC' },
      ];
      const { body } = await call(server, 'GET', '/api/users' + q({ sort }));
      const rows = body.items;
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]];
        const dept = a.department.localeCompare(b.department);
        expect(dept <= 0, `${a.department} before ${b.department}`).to.equal(true);
        if (dept === 0) expect(a.salary >= b.salary).to.equal(true);
      }
      const simple = await call(server, 'GET', '/api/users?sort=id&dir=DESC&limit=2');
      expect(simple.body.items.map((u: any) => u.id)).to.deep.equal([50, 49]);
    });

    it('filters by the JSON filter param: text anywhere ignoring case, other types exactly', async () => {
      const server = await start();
      const [someone] = server.store.all();
      const part = someone.name.split(' ')[1].slice(0, 3).toUpperCase();
      const { body } = await call(
        server,
        'GET',
        '/api/users' + q({ filter: [{ property: 'name', value: part }] }),
      );
      expect(body.total).to.be.greaterThan(0);
      for (const user of body.items) expect(user.name.toUpperCase()).to.include(part);
      const active = await call(
        server,
        'GET',
        '/api/users' + q({ filter: [{ property: 'active', value: false }] }),
      );
      expect(active.body.items.every((u: any) => u.active === false)).to.equal(true);
      expect(active.body.total).to.equal(server.store.all().filter((u) => !u.active).length);
      const rich = await call(
        server,
        'GET',
        '/api/users' + q({ filter: [{ property: 'salary', operator: '>=', value: 150000 }] }),
      );
      expect(rich.body.items.every((u: any) => u.salary >= 150000)).to.equal(true);
    });

    it('combines filter, sort and paging, with total counting the filtered rows', async () => {
      const server = await start({ seedRows: 300 });
      const query = q({
        filter: [{ property: 'department', value: 'Engineering', exactMatch: true }],
        sort: [{ property: 'name', direction: 'ASC' }],
        start: '2',
        limit: '3',
      });
      const { body } = await call(server, 'GET', '/api/users' + query);
      const engineers = server.store.all().filter((u) => u.department === 'Engineering');
      expect(body.total).to.equal(engineers.length);
      expect(body.items).to.have.length(3);
      expect(body.items.every((u: any) => u.department === 'Engineering')).to.equal(true);
    });

    it('answers 400 for a bad query: malformed JSON, unknown field, bad numbers', async () => {
      const server = await start();
      const bad = [
        '/api/users?sort=%5Bnot-json',
        '/api/users' + q({ sort: [{ property: 'password' }] }),
        '/api/users' + q({ filter: [{ property: 'salary', value: 'lots' }] }),
        '/api/users' + q({ sort: [{ property: 'name', direction: 'UP' }] }),
        '/api/users?limit=-1',
        '/api/users?start=x',
      ];
      for (const url of bad) {
        const answer = await call(server, 'GET', url);
        expect(answer.status, url).to.equal(400);
        expect(answer.body.success).to.equal(false);
        expect(answer.body.message).to.be.a('string');
      }
    });
  });

  describe('one user: GET, PUT, DELETE /api/users/:id', () => {
    it('reads one user', async () => {
      const server = await start();
      const { status, body } = await call(server, 'GET', '/api/users/7?id=7&_dc=1');
      expect(status).to.equal(200);
      expect(body).to.deep.equal({ success: true, items: [server.store.get(7)], total: 1 });
      expect((await call(server, 'GET', '/api/users/7.json')).body.items[0].id).to.equal(7);
    });

    it('updates the fields sent, keeping the others', async () => {
      const server = await start();
      const before = { ...server.store.get(5)! };
      const { status, body } = await call(server, 'PUT', '/api/users/5', {
        id: 999,
        name: '  Grace Hopper ',
        salary: '120000',
        unknown: 'ignored',
      });
      expect(status).to.equal(200);
      expect(body.items[0]).to.deep.equal({
        ...before,
        name: 'Grace Hopper',
        salary: 120000,
        version: 2,
      });
      expect(server.store.get(5)!.name).to.equal('Grace Hopper');
    });

    it('deletes a user', async () => {
      const server = await start();
      const { status, body } = await call(server, 'DELETE', '/api/users/9');
      expect(status).to.equal(200);
      expect(body).to.deep.equal({ success: true, items: [] });
      expect(server.store.get(9)).to.equal(undefined);
      expect((await call(server, 'GET', '/api/users/9')).status).to.equal(404);
      // Deleting it again (a retry whose first answer was lost) finds it gone, as asked.
      expect(await call(server, 'DELETE', '/api/users/9')).to.include({ status: 200 });
    });

    it('answers 404 with a JSON message for an unknown id, on every method', async () => {
      const server = await start();
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const answer = await call(
          server,
          method,
          '/api/users/4242',
          method === 'PUT' ? { name: 'x' } : undefined,
        );
        expect(answer.status, method).to.equal(404);
        expect(answer.body).to.deep.equal({ success: false, message: "No user with id '4242'" });
      }
    });

    it('takes the id as one percent-decoded path segment', async () => {
      const server = await start();
      const answer = await call(server, 'GET', '/api/users/a%2Fb%3Fx%3D1');
      expect(answer.status).to.equal(404);
      expect(answer.body.message).to.equal("No user with id 'a/b?x=1'");
      expect((await call(server, 'GET', '/api/users/1/extra')).status).to.equal(404);
      expect((await call(server, 'GET', '/api/users/%E0%A4%A')).status).to.equal(400);
    });
  });

  describe('POST /api/users', () => {
    it('creates a user with a server-assigned id and answers 201 with it', async () => {
      const server = await start();
      const { status, body, headers } = await call(server, 'POST', '/api/users', {
        id: 0,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        joined: '2024-02-29T00:00:00',
        clientId: 'ext-record-7',
      });
      expect(status).to.equal(201);
      expect(body.success).to.equal(true);
      const [user] = body.items;
      expect(user).to.deep.include({
        id: 51,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        joined: '2024-02-29',
        active: true,
        clientId: 'ext-record-7',
      });
      expect(headers.get('location')).to.equal('/api/users/51');
      expect(server.store.get(51)).to.not.have.property('clientId');
    });

    it('accepts a batch (an array, or wrapped under a writer root) and creates them all', async () => {
      const server = await start();
      const batch = await call(server, 'POST', '/api/users', [
        { name: 'A', email: 'a@x.org' },
        { name: 'B', email: 'b@x.org' },
      ]);
      expect(batch.status).to.equal(201);
      expect(batch.body.items.map((u: any) => u.id)).to.deep.equal([51, 52]);
      const wrapped = await call(server, 'POST', '/api/users', {
        users: { name: 'C', email: 'c@x.org' },
      });
      expect(wrapped.body.items[0].name).to.equal('C');
    });

    it('refuses a body that is not labelled JSON (a form, text/plain): 415, nothing created', async () => {
      const server = await start();
      const form = new URLSearchParams({
        users: JSON.stringify({ name: 'F', email: 'f@x.org' }),
      }).toString();
      const json = JSON.stringify({ name: 'F', email: 'f@x.org' });
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', form],
        ['text/plain', json],
        ['multipart/form-data; boundary=x', json],
        ['application/jsonx', json],
      ]) {
        const answer = await call(server, 'POST', '/api/users', body, { 'Content-Type': type });
        expect(answer.status, type).to.equal(415);
        expect(answer.body.message).to.equal(
          'A body must be JSON sent as Content-Type: application/json',
        );
      }
      expect(server.store.all()).to.have.length(50);
      const labelled = await call(server, 'POST', '/api/users', json, {
        'Content-Type': 'Application/JSON; charset=utf-8',
      });
      expect(labelled.status).to.equal(201);
    });
  });

  describe('validation', () => {
    it('answers 422 with field errors for a malformed email, and saves nothing', async () => {
      const server = await start();
      const answer = await call(server, 'POST', '/api/users', { name: 'Ada', email: 'ada@' });
      expect(answer.status).to.equal(422);
      expect(answer.body).to.deep.equal({
        success: false,
        message: 'Validation failed: Not a valid email address',
        errors: { email: 'Not a valid email address' },
      });
      expect(server.store.all()).to.have.length(50);
    });

    it('requires name and email, and checks phone, date, salary and active', async () => {
      const server = await start();
      const answer = await call(server, 'POST', '/api/users', {
        name: '   ',
        phone: 'call me',
        joined: '2023-02-30',
        salary: -1,
        active: 'maybe',
      });
      expect(answer.status).to.equal(422);
      expect(answer.body.errors).to.deep.equal({
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Not a valid phone number',
        joined: 'Not a valid date (YYYY-MM-DD)',
        salary: 'Salary must be a number of at least 0',
        active: 'Active must be true or false',
      });
    });

    it('validates an update against the merged row', async () => {
      const server = await start();
      const before = { ...server.store.get(2)! };
      const blank = await call(server, 'PUT', '/api/users/2', { name: '' });
      expect(blank.status).to.equal(422);
      expect(blank.body.errors).to.deep.equal({ name: 'Name is required' });
      const email = await call(server, 'PUT', '/api/users/2', { email: 'not an email' });
      expect(email.body.errors).to.deep.equal({ email: 'Not a valid email address' });
      expect(server.store.get(2)).to.deep.equal(before);
    });

    it('rejects a whole batch when one record is invalid, naming its index', async () => {
      const server = await start();
      const answer = await call(server, 'POST', '/api/users', [
        { name: 'A', email: 'a@x.org' },
        { name: 'B', email: 'b' },
      ]);
      expect(answer.status).to.equal(422);
      expect(answer.body.index).to.equal(1);
      expect(server.store.all()).to.have.length(50);
    });

    it('answers 400 for a body that is not JSON or not a user (405 for a POST to one user)', async () => {
      const server = await start();
      const broken = await call(server, 'POST', '/api/users', '{"name": "Ada",');
      expect(broken.status).to.equal(400);
      expect(broken.body.message).to.match(/^The body is not valid JSON/);
      expect((await call(server, 'POST', '/api/users', '"text"')).status).to.equal(400);
      expect((await call(server, 'PUT', '/api/users/1')).status).to.equal(400);
      expect((await call(server, 'POST', '/api/users/1', { name: 'x' })).status).to.equal(405);
    });

    it('answers 413 for a body over the limit', async () => {
      const server = await start({ maxBodyBytes: 100 });
      const answer = await call(server, 'POST', '/api/users', { name: 'x'.repeat(200) });
      expect(answer.status).to.equal(413);
    });
  });

  describe('optimistic concurrency: versions, ETags, If-Match, 412', () => {
    it('gives every row a version (+1 per write) and one-row answers a strong ETag', async () => {
      const server = await start();
      const read = await call(server, 'GET', '/api/users/5');
      expect(read.body.items[0].version).to.equal(1);
      expect(read.headers.get('etag')).to.equal('"5-1"');
      const put = await call(server, 'PUT', '/api/users/5', { city: 'Oslo' });
      expect(put.body.items[0].version).to.equal(2);
      expect(put.headers.get('etag')).to.equal('"5-2"');
      const created = await call(server, 'POST', '/api/users', { name: 'A', email: 'a@x.org' });
      expect(created.body.items[0].version).to.equal(1);
      expect(created.headers.get('etag')).to.equal('"51-1"');
      const list = await call(server, 'GET', '/api/users?limit=5');
      expect(list.headers.get('etag')).to.equal(null);
      expect(list.body.items.map((u: any) => u.version)).to.deep.equal([1, 1, 1, 1, 2]);
    });

    it('two clients edit one row: the second gets 412 with the current row, nothing lost', async () => {
      const server = await start();
      const alice = await call(server, 'GET', '/api/users/3');
      const bob = await call(server, 'GET', '/api/users/3');
      const tag = alice.headers.get('etag')!;
      expect(bob.headers.get('etag')).to.equal(tag);
      const first = await call(
        server,
        'PUT',
        '/api/users/3',
        { city: 'Alice' },
        { 'If-Match': tag },
      );
      expect(first.status).to.equal(200);
      const second = await call(
        server,
        'PUT',
        '/api/users/3',
        { city: 'Bob' },
        { 'If-Match': tag },
      );
      expect(second.status).to.equal(412);
      expect(second.body).to.deep.include({ success: false, conflict: true });
      expect(second.body.message).to.match(/changed on the server since it was read/);
      expect(second.body.current).to.deep.equal({ ...server.store.get(3) });
      expect(second.body.current).to.include({ city: 'Alice', version: 2 });
      expect(second.headers.get('etag')).to.equal('"3-2"');
      // The same with the version in the body (a client without If-Match).
      const third = await call(server, 'PUT', '/api/users/3', { city: 'Carol', version: 1 });
      expect(third.status).to.equal(412);
      expect(server.store.get(3)).to.include({ city: 'Alice', version: 2 });
      // Bob reloads and writes again: it lands.
      const retry = await call(server, 'PUT', '/api/users/3', { city: 'Bob', version: 2 });
      expect(retry.status).to.equal(200);
      expect(retry.body.items[0]).to.include({ city: 'Bob', version: 3 });
    });

    it('a late write (its retry landed first) gets 412 and never overwrites the newer row', async () => {
      const server = await start({ faults: true });
      // The first attempt is held (as past a client's timeout): its retry and a newer edit
      // land first; then it is handled.
      const late = call(
        server,
        'PUT',
        '/api/users/8',
        { name: 'Old', version: 1 },
        {
          'X-Fault': 'delay; ms=1500',
        },
      );
      const retry = await call(server, 'PUT', '/api/users/8', { name: 'Old', version: 1 });
      expect(retry.status).to.equal(200);
      const newer = await call(server, 'PUT', '/api/users/8', { name: 'Newer', version: 2 });
      expect(newer.status).to.equal(200);
      expect((await late).status).to.equal(412);
      expect((await late).body.current).to.include({ name: 'Newer', version: 3 });
      expect(server.store.get(8)).to.include({ name: 'Newer', version: 3 });
    });

    it('DELETE honours If-Match and version; a row deleted since answers as before', async () => {
      const server = await start();
      await call(server, 'PUT', '/api/users/4', { city: 'X' });
      const stale = await call(server, 'DELETE', '/api/users/4', undefined, {
        'If-Match': '"4-1"',
      });
      expect(stale.status).to.equal(412);
      expect(stale.body.current.version).to.equal(2);
      expect((await call(server, 'DELETE', '/api/users/4', { id: 4, version: 1 })).status).to.equal(
        412,
      );
      expect(server.store.get(4)).to.not.equal(undefined);
      const ok = await call(server, 'DELETE', '/api/users/4', undefined, { 'If-Match': '"4-2"' });
      expect(ok.status).to.equal(200);
      expect(
        (await call(server, 'DELETE', '/api/users/4', undefined, { 'If-Match': '"4-2"' })).status,
      ).to.equal(200);
      const gone = await call(
        server,
        'PUT',
        '/api/users/4',
        { city: 'Y' },
        { 'If-Match': '"4-2"' },
      );
      expect(gone.status).to.equal(404);
    });

    it("takes '*', lists, and refuses weak or other rows' tags; a malformed If-Match is 400", async () => {
      const server = await start();
      const put = (tag: string) =>
        call(server, 'PUT', '/api/users/6', { city: tag }, { 'If-Match': tag });
      expect((await put('*')).status).to.equal(200);
      expect((await put('"1-1", "6-2"')).status).to.equal(200);
      expect((await put('W/"6-3"')).status).to.equal(412);
      expect((await put('"7-3"')).status).to.equal(412);
      const bad = await put('6-3');
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.match(/If-Match/);
      const version = await call(server, 'PUT', '/api/users/6', { city: 'V', version: 'x' });
      expect(version.status).to.equal(400);
      expect(version.body.message).to.match(/'version' must be a positive integer/);
      expect(server.store.get(6)!.version).to.equal(3);
    });

    it('without If-Match or version, the last write wins (old clients)', async () => {
      const server = await start();
      await call(server, 'PUT', '/api/users/2', { city: 'A' });
      const second = await call(server, 'PUT', '/api/users/2', { city: 'B' });
      expect(second.status).to.equal(200);
      expect(server.store.get(2)).to.include({ city: 'B', version: 3 });
    });

    it('refuses a batch with a stale record whole: 412 listing the conflicts, nothing changed', async () => {
      const server = await start();
      await call(server, 'PUT', '/api/users/2', { city: 'Moved' });
      const before = server.store.all().map((u) => ({ ...u }));
      const batch = await call(server, 'PUT', '/api/users', [
        { id: 1, city: 'Oslo', version: 1 },
        { id: 2, city: 'Lagos', version: 1 },
        { id: 3, city: 'Lima' },
      ]);
      expect(batch.status).to.equal(412);
      expect(batch.body).to.deep.include({ success: false, conflict: true });
      expect(batch.body.conflicts).to.deep.equal([{ id: 2, current: before[1] }]);
      expect(server.store.all()).to.deep.equal(before);
      const del = await call(server, 'DELETE', '/api/users', [{ id: 2, version: 1 }, 3]);
      expect(del.status).to.equal(412);
      expect(server.store.all()).to.have.length(50);
      const several = await call(server, 'PUT', '/api/users', [{ id: 1 }, { id: 3 }], {
        'If-Match': '"1-1"',
      });
      expect(several.status).to.equal(400);
      const one = await call(server, 'PUT', '/api/users', [{ id: 2, city: 'Kyiv' }], {
        'If-Match': '"2-2"',
      });
      expect(one.status).to.equal(200);
      expect(one.body.items[0]).to.include({ city: 'Kyiv', version: 3 });
    });
  });

  describe('storage: a journal, compaction, recovery, rollback, the lock', () => {
    const journal = (server: DemoServer) =>
      readFileSync(path.join(path.dirname(server.store.file), 'users.journal'), 'utf8');

    it('appends one journal line per change, leaving users.json as it was', async () => {
      const server = await start();
      const snapshot = readFileSync(server.store.file, 'utf8');
      await call(server, 'PUT', '/api/users/5', { city: 'Oslo' });
      await call(server, 'DELETE', '/api/users/6');
      expect(readFileSync(server.store.file, 'utf8')).to.equal(snapshot);
      const lines = journal(server)
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.op)).to.deep.equal(['put', 'del']);
      expect(lines[0].row).to.include({ id: 5, city: 'Oslo', version: 2 });
      expect(lines[1]).to.include({ id: 6 });
      expect(lines[1].s).to.equal(lines[0].s + 1);
    });

    it('recovers snapshot + journal after a crash, dropping a torn last line', async () => {
      const dataDir = tempDir();
      const first = await createServer({ port: 0, dataDir, seedRows: 10 });
      await call(first, 'PUT', '/api/users/2', { city: 'Kept' });
      const kept = { ...first.store.get(2)! };
      // A crash: the journal as it is, no compaction, and half a line a write left.
      const saved = path.join(dataDir, 'saved.journal');
      copyFileSync(path.join(dataDir, 'users.journal'), saved);
      await first.close();
      copyFileSync(saved, path.join(dataDir, 'users.journal'));
      rmSync(saved);
      const snapshot = JSON.parse(readFileSync(path.join(dataDir, 'users.json'), 'utf8'));
      snapshot.users[1] = { ...snapshot.users[1], city: 'Old', version: 1 };
      snapshot.seq = 0;
      writeFileSync(path.join(dataDir, 'users.json'), JSON.stringify(snapshot));
      appendFileSync(path.join(dataDir, 'users.journal'), '{"op":"put","row":{"id":3,"TORN');
      const second = await createServer({ port: 0, dataDir });
      servers.push(second);
      expect(second.store.get(2)).to.deep.equal(kept);
      expect(second.store.get(3)!.version).to.equal(1);
      expect(readFileSync(path.join(dataDir, 'users.journal'), 'utf8')).to.not.include('TORN');
    });

    it('skips journal lines the snapshot already holds (a crash between the two)', async () => {
      const dataDir = tempDir();
      const first = await createServer({ port: 0, dataDir, seedRows: 10 });
      await call(first, 'PUT', '/api/users/2', { city: 'A' });
      await call(first, 'PUT', '/api/users/2', { city: 'B' });
      const saved = readFileSync(path.join(dataDir, 'users.journal'));
      await first.close(); // compacts: users.json holds both changes
      writeFileSync(path.join(dataDir, 'users.journal'), saved);
      const second = await createServer({ port: 0, dataDir });
      servers.push(second);
      expect(second.store.get(2)).to.include({ city: 'B', version: 3 });
    });

    it('refuses to start over a journal corrupt before its last line', async () => {
      const dataDir = tempDir();
      const first = await createServer({ port: 0, dataDir, seedRows: 10 });
      await call(first, 'PUT', '/api/users/2', { city: 'A' });
      await first.close();
      writeFileSync(path.join(dataDir, 'users.journal'), 'garbage\n{"op":"del","id":3,"s":99}\n');
      let error: Error | undefined;
      try {
        servers.push(await createServer({ port: 0, dataDir }));
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).to.match(/users\.journal line 1 is corrupt/);
    });

    it('compacts the journal into a new snapshot once it passes journalBytes', async () => {
      const dataDir = tempDir();
      const server = await createServer({ port: 0, dataDir, seedRows: 3, journalBytes: 1000 });
      servers.push(server);
      const snapshots = server.store.snapshots;
      for (let i = 0; i < 12; i++) await call(server, 'PUT', '/api/users/1', { city: `C${i}` });
      expect(server.store.snapshots).to.be.greaterThan(snapshots);
      expect(statSync(path.join(dataDir, 'users.journal')).size).to.be.lessThan(1000);
      const file = JSON.parse(readFileSync(path.join(dataDir, 'users.json'), 'utf8'));
      expect(file.seq).to.be.a('number');
      await server.close();
      servers.pop();
      const again = await createServer({ port: 0, dataDir });
      servers.push(again);
      expect(again.store.get(1)).to.include({ city: 'C11', version: 13 });
    });

    describe('a failed write', () => {
      let errors: sinon.SinonStub;
      beforeEach(() => {
        errors = sinon.stub(console, 'error');
      });
      afterEach(() => errors.restore());

      /** Makes the store's next journal appends fail as a full disk does. */
      function failDisk(server: DemoServer, cut = true) {
        const store = server.store as any;
        const io = store.io;
        store.io = {
          ...io,
          append: async () => {
            throw Object.assign(
              new Error(`ENOSPC: no space left on device, write '${store.journalFile}'`),
              { code: 'ENOSPC' },
            );
          },
        };
        if (!cut) store.journal.truncate = async () => Promise.reject(new Error('EIO'));
        return () => (store.io = io);
      }

      it('answers 500 without a path, rolls memory back, and the next write does not save it', async () => {
        const server = await start();
        const before = { ...server.store.get(4)! };
        const heal = failDisk(server);
        const put = await call(server, 'PUT', '/api/users/4', { city: 'Unsaved' });
        expect(put.status).to.equal(500);
        expect(put.body.message).to.equal(
          'The change could not be saved (a storage error, logged on the server): nothing was changed',
        );
        expect(put.text).to.not.include(tmpdir());
        expect(put.text).to.not.include('ENOSPC');
        // The detail is in the server's log.
        expect(String(errors.lastCall.args.at(-1).message)).to.include('users.journal');
        expect((await call(server, 'GET', '/api/users/4')).body.items[0]).to.deep.equal(before);
        const post = await call(server, 'POST', '/api/users', { name: 'Lost', email: 'l@x.org' });
        expect(post.status).to.equal(500);
        heal();
        await call(server, 'PUT', '/api/users/5', { city: 'Saved' });
        const retry = await call(server, 'POST', '/api/users', { name: 'Lost', email: 'l@x.org' });
        expect(retry.status).to.equal(201);
        expect(server.store.all().filter((u) => u.name === 'Lost')).to.have.length(1);
        await server.close();
        servers.pop();
        const again = await createServer({
          port: 0,
          dataDir: path.dirname(server.store.file),
        });
        servers.push(again);
        expect(again.store.get(4)).to.deep.equal(before);
        expect(again.store.get(5)!.city).to.equal('Saved');
        expect(again.store.all().filter((u) => u.name === 'Lost')).to.have.length(1);
      });

      it('rolls back every change of the group, and of the one queued behind it', async () => {
        const server = await start();
        const before = server.store.all().map((u) => ({ ...u }));
        failDisk(server);
        const answers = await Promise.all(
          [1, 2, 3, 4, 5].map((id) => call(server, 'PUT', `/api/users/${id}`, { city: 'No' })),
        );
        expect(answers.map((a) => a.status)).to.deep.equal([500, 500, 500, 500, 500]);
        expect(server.store.all()).to.deep.equal(before);
      });

      it('stops taking writes when the journal cannot be cut back either', async () => {
        const server = await start();
        const heal = failDisk(server, false);
        expect((await call(server, 'PUT', '/api/users/1', { city: 'No' })).status).to.equal(500);
        heal();
        const next = await call(server, 'PUT', '/api/users/2', { city: 'No' });
        expect(next.status).to.equal(500);
        expect(next.body.message).to.match(/stopped taking writes: restart the server/);
        expect((await call(server, 'GET', '/api/users/2')).body.items[0].city).to.not.equal('No');
      });
    });

    it("refuses a second server on the same data folder, and takes over a dead one's lock", async () => {
      const dataDir = tempDir();
      const first = await createServer({ port: 0, dataDir, seedRows: 5 });
      servers.push(first);
      let error: Error | undefined;
      try {
        servers.push(await createServer({ port: 0, dataDir }));
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).to.equal(
        `${dataDir} is in use by another demo server (pid ${process.pid}): stop it or use another data folder (DEMO_DATA_DIR); if none runs, delete ${path.join(dataDir, 'users.lock')}`,
      );
      await first.close();
      servers.pop();
      // A server killed without a stop leaves its lock: a pid that no longer runs.
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      writeFileSync(path.join(dataDir, 'users.lock'), `${dead}\n`);
      const second = await createServer({ port: 0, dataDir });
      servers.push(second);
      expect(readFileSync(path.join(dataDir, 'users.lock'), 'utf8')).to.equal(`${process.pid}\n`);
    });
  });

  describe('Host, Origin and Content-Type (DNS rebinding, cross-site writes)', () => {
    it('answers only to the hosts it is served as: 421 otherwise, 400 without a Host', async () => {
      const server = await start({ hosts: ['demo.lan'] });
      for (const host of ['localhost', '127.0.0.1', '[::1]', 'demo.lan', 'LOCALHOST']) {
        const answer = await raw(server, 'GET', '/api/users/1', { Host: `${host}:${server.port}` });
        expect(answer.status, host).to.equal(200);
      }
      for (const host of ['attacker.example', `attacker.example:${server.port}`, 'localhost:1']) {
        for (const url of ['/api/users/1', '/']) {
          const answer = await raw(server, 'GET', url, { Host: host });
          expect(answer.status, `${host} ${url}`).to.equal(421);
          expect(answer.body.message).to.match(/does not answer to the host/);
        }
      }
      const none = await raw(server, 'GET', '/api/users/1', { Host: '' });
      expect(none.status).to.equal(400);
    });

    it('refuses writes from another origin (403), and creates nothing', async () => {
      const server = await start();
      const body = JSON.stringify({ name: 'Evil', email: 'e@x.org' });
      const json = { 'Content-Type': 'application/json' };
      const foreign: Record<string, string>[] = [
        { Origin: 'http://attacker.example' },
        { Origin: 'null' },
        { Origin: `https://127.0.0.1:${server.port}` },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
      ];
      for (const headers of foreign) {
        const answer = await raw(server, 'POST', '/api/users', { ...json, ...headers }, body);
        expect(answer.status, JSON.stringify(headers)).to.equal(403);
        expect(answer.body.message).to.equal('A write from another origin is refused');
        expect((await raw(server, 'DELETE', '/api/users/1', headers)).status).to.equal(403);
      }
      // A form or a "simple" fetch from another page: refused for the origin and the type.
      const form = await raw(
        server,
        'POST',
        '/api/users',
        { Origin: 'http://attacker.example', 'Content-Type': 'text/plain' },
        body,
      );
      expect(form.status).to.equal(403);
      expect(server.store.all()).to.have.length(50);
      expect(server.store.get(1)).to.not.equal(undefined);
      const same = await raw(
        server,
        'POST',
        '/api/users',
        { ...json, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
        body,
      );
      expect(same.status).to.equal(201);
      // Reads are not writes.
      const read = await raw(server, 'GET', '/api/users/1', { Origin: 'http://attacker.example' });
      expect(read.status).to.equal(200);
    });
  });

  describe('strict input', () => {
    it('takes salary as a number or plain decimal text only', async () => {
      const server = await start();
      for (const salary of ['0x10', '1e3', '1_000', '1,000', 'Infinity', '+5', '.5', '5.']) {
        const answer = await call(server, 'PUT', '/api/users/1', { salary });
        expect(answer.status, salary).to.equal(422);
        expect(answer.body.errors).to.have.keys('salary');
      }
      for (const [salary, stored] of [
        ['1234.50', 1234.5],
        [' 42 ', 42],
        [1e3, 1000],
      ]) {
        const answer = await call(server, 'PUT', '/api/users/1', { salary });
        expect(answer.body.items[0].salary, String(salary)).to.equal(stored);
      }
    });

    it('takes joined as a real calendar date and time', async () => {
      const server = await start();
      for (const joined of [
        '2020-01-01T99:99',
        '2020-01-01T24:00',
        '2020-01-01T23:60',
        '2020-01-01T23:59:60',
        '2020-01-01T12:00+25:00',
        '2021-02-29',
        '2020-13-01',
      ]) {
        const answer = await call(server, 'PUT', '/api/users/1', { joined });
        expect(answer.status, joined).to.equal(422);
        expect(answer.body.errors).to.deep.equal({ joined: 'Not a valid date (YYYY-MM-DD)' });
      }
      for (const joined of ['2020-02-29', '2020-01-01T23:59:59.5Z', '2020-01-01 00:00+05:30']) {
        const answer = await call(server, 'PUT', '/api/users/1', { joined });
        expect(answer.status, joined).to.equal(200);
        expect(answer.body.items[0].joined).to.equal(joined.slice(0, 10));
      }
    });

    it('refuses more records in one request than maxRecords (413), creating none', async () => {
      const server = await start();
      const batch = Array.from({ length: 501 }, (_, i) => ({
        name: `U${i}`,
        email: `u${i}@x.org`,
      }));
      const answer = await call(server, 'POST', '/api/users', batch);
      expect(answer.status).to.equal(413);
      expect(answer.body.message).to.equal(
        'A request may carry at most 500 records, this one has 501: send them in several',
      );
      expect(server.store.all()).to.have.length(50);
      expect((await call(server, 'POST', '/api/users', batch.slice(1))).status).to.equal(201);
      const small = await start({ maxRecords: 2 });
      expect(
        (await call(small, 'PUT', '/api/users', [{ id: 1 }, { id: 2 }, { id: 3 }])).status,
      ).to.equal(413);
    });

    it('answers 400 with a message, never a 500, for malformed sort, filter and group values', async () => {
      const server = await start();
      const odd = { toString: 1 };
      const queries = [
        { sort: [{ property: 'name', direction: odd }] },
        { sort: [{ property: odd }] },
        { sort: [{ property: 'name', direction: ['ASC'] }] },
        { group: [{ property: 'city', direction: odd }] },
        { group: [{ property: 'city', direction: 1 }] },
        { filter: [{ property: 'name', operator: odd, value: 'a' }] },
        { filter: [{ property: 'name', operator: 7, value: 'a' }] },
        { filter: [{ property: 'name', value: odd }] },
        { filter: [{ property: 'name', value: ['a'] }] },
        { filter: [{ property: 'salary', value: '0x10' }] },
        { filter: [{ property: 'active', value: 'maybe' }] },
        { filter: [{ property: 'salary', operator: 'in', value: [odd] }] },
        { filter: [{ property: 'salary', operator: 'in', value: 'a,b' }] },
        { filter: [{ property: 'name', value: 'a', exactMatch: odd }] },
        { filter: [{ property: 'name', value: 'a', caseSensitive: 'yes' }] },
      ];
      for (const query of queries) {
        const answer = await call(server, 'GET', '/api/users' + q(query));
        expect(answer.status, JSON.stringify(query)).to.equal(400);
        expect(answer.body.success).to.equal(false);
        expect(answer.body.message)
          .to.be.a('string')
          .and.not.match(/at \w|node:|\.mjs/);
      }
    });
  });

  describe('batches on the collection (PUT / DELETE /api/users)', () => {
    it('updates and deletes several users, all or nothing', async () => {
      const server = await start();
      const put = await call(server, 'PUT', '/api/users', [
        { id: 1, city: 'Oslo' },
        { id: 2, city: 'Lagos' },
      ]);
      expect(put.status).to.equal(200);
      expect(put.body.items.map((u: any) => u.city)).to.deep.equal(['Oslo', 'Lagos']);
      const missing = await call(server, 'DELETE', '/api/users', [3, 999]);
      expect(missing.status).to.equal(404);
      expect(server.store.get(3)).to.not.equal(undefined);
      const del = await call(server, 'DELETE', '/api/users', [{ id: 3 }, 4]);
      expect(del.status).to.equal(200);
      expect(server.store.all()).to.have.length(48);
    });
  });

  describe('the rest of the HTTP surface', () => {
    // It serves dist/, as built from the sources.
    useFreshDist('lib.js', 'lib.css', 'lib-ext-shim.js');

    it('answers 405 with Allow for a method an endpoint does not take, and OPTIONS', async () => {
      const server = await start();
      const post = await call(server, 'POST', '/api/users/1', undefined);
      expect(post.status).to.equal(405);
      expect(post.headers.get('allow')).to.equal('GET, PUT, DELETE');
      const options = await call(server, 'OPTIONS', '/api/users');
      expect(options.status).to.equal(204);
      expect(options.headers.get('allow')).to.equal('GET, POST, PUT, DELETE');
    });

    it('answers 404 JSON for an unknown API path', async () => {
      const server = await start();
      const answer = await call(server, 'GET', '/api/orders');
      expect(answer.status).to.equal(404);
      expect(answer.body.success).to.equal(false);
    });

    it('serves the landing page, the demo files and the build, and nothing outside them', async () => {
      const server = await start();
      const index = await call(server, 'GET', '/');
      expect(index.status).to.equal(200);
      expect(index.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(index.text).to.include('<script src="/dist/lib.js"></script>');
      expect(index.text).to.include('href="grid.html"');
      expect(index.text).to.include('href="legacy.html"');
      const lib = await call(server, 'GET', '/dist/lib.js');
      expect(lib.status).to.equal(200);
      expect(lib.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
      expect((await call(server, 'GET', '/dist/lib.css')).status).to.equal(200);
      expect((await call(server, 'GET', '/dist/lib-ext-shim.js')).status).to.equal(200);
      for (const url of [
        '/../package.json',
        '/%2e%2e/package.json',
        '/dist/..%2fpackage.json',
        '/dist/%2e%2e/build.mjs',
        '/nope.html',
      ]) {
        expect((await call(server, 'GET', url)).status, url).to.equal(404);
      }
    });

    it('keeps a log of API requests (method, url, status, size); bodies only with faults', async () => {
      const server = await start();
      await call(server, 'PUT', '/api/users/1', { city: 'Rome' });
      await call(server, 'GET', '/');
      expect(server.requests).to.have.length(1);
      expect(server.requests[0]).to.deep.include({
        method: 'PUT',
        url: '/api/users/1',
        status: 200,
        bytes: 15,
      });
      expect(server.requests[0]).to.not.have.property('body');
      const testing = await start({ faults: true });
      await call(testing, 'PUT', '/api/users/1', { city: 'Rome' });
      await call(testing, 'PUT', '/api/users/1', { city: 'Oslo', note: 'x'.repeat(70000) });
      expect(testing.requests[0]).to.deep.include({ bytes: 15, body: { city: 'Rome' } });
      // A large body is not kept, even with faults.
      expect(testing.requests[1]).to.deep.include({ status: 200, bytes: 70025 });
      expect(testing.requests[1]).to.not.have.property('body');
    });

    it('keeps the log a ring of logLimit entries', async () => {
      const server = await start({ logLimit: 3, faults: true });
      for (let i = 0; i < 5; i++) await call(server, 'GET', `/api/users/${i + 1}`);
      expect(server.requests.map((r) => r.url)).to.deep.equal([
        '/api/users/3',
        '/api/users/4',
        '/api/users/5',
      ]);
    });
  });

  describe('the fault injector', () => {
    it('is off by default: the X-Fault header and /__test/ do nothing', async () => {
      const server = await start();
      expect(server.faults).to.equal(null);
      const answer = await call(server, 'GET', '/api/users/1', undefined, { 'X-Fault': 'drop' });
      expect(answer.status).to.equal(200);
      expect((await call(server, 'GET', '/__test/faults')).status).to.equal(404);
    });

    it('drops the connection (nothing saved) when asked by header', async () => {
      const server = await start({ faults: true });
      let error: Error | undefined;
      try {
        await call(server, 'PUT', '/api/users/1', { city: 'Nowhere' }, { 'X-Fault': 'drop' });
      } catch (e) {
        error = e as Error;
      }
      expect(error).to.be.instanceOf(TypeError);
      expect(server.store.get(1)!.city).to.not.equal('Nowhere');
      expect(server.requests[0]).to.deep.include({ status: 0, fault: 'drop' });
    });

    it('drops the answer after saving with when: after (a lost response)', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'drop', method: 'POST', when: 'after' });
      let failed = false;
      try {
        await call(server, 'POST', '/api/users', { name: 'Lost', email: 'lost@x.org' });
      } catch {
        failed = true;
      }
      expect(failed).to.equal(true);
      expect(server.store.all().filter((u) => u.name === 'Lost')).to.have.length(1);
      // the fault was used once: the next POST goes through
      const again = await call(server, 'POST', '/api/users', { name: 'Kept', email: 'k@x.org' });
      expect(again.status).to.equal(201);
    });

    it('answers 503 with Retry-After, and 500, without handling the request', async () => {
      const server = await start({ faults: true });
      const busy = await call(
        server,
        'PUT',
        '/api/users/1',
        { city: 'X' },
        {
          'X-Fault': 'status; status=503; retryAfter=2',
        },
      );
      expect(busy.status).to.equal(503);
      expect(busy.headers.get('retry-after')).to.equal('2');
      expect(busy.body.success).to.equal(false);
      expect(server.store.get(1)!.city).to.not.equal('X');
      const broken = await call(server, 'GET', '/api/users', undefined, {
        'X-Fault': '{"type": "status"}',
      });
      expect(broken.status).to.equal(500);
      expect(broken.headers.get('retry-after')).to.equal(null);
      server.faults!.add({ type: 'status', status: 503 });
      expect((await call(server, 'GET', '/api/users')).headers.get('retry-after')).to.equal('1');
    });

    it('answers malformed JSON, before or after handling', async () => {
      const server = await start({ faults: true });
      const before = await call(
        server,
        'PUT',
        '/api/users/1',
        { city: 'Before' },
        {
          'X-Fault': 'malformed',
        },
      );
      expect(before.status).to.equal(200);
      expect(before.body).to.equal(undefined);
      expect(() => JSON.parse(before.text)).to.throw(SyntaxError);
      expect(server.store.get(1)!.city).to.not.equal('Before');
      await call(
        server,
        'PUT',
        '/api/users/1',
        { city: 'After' },
        {
          'X-Fault': 'malformed; when=after',
        },
      );
      expect(server.store.get(1)!.city).to.equal('After');
    });

    it('delays past a client timeout', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'delay', ms: 400, method: 'GET' });
      const started = Date.now();
      let aborted: Error | undefined;
      try {
        await fetch(server.url + '/api/users/1', { signal: AbortSignal.timeout(100) });
      } catch (e) {
        aborted = e as Error;
      }
      expect(aborted?.name).to.equal('TimeoutError');
      expect(Date.now() - started).to.be.lessThan(400);
      const late = await call(
        server,
        'PUT',
        '/api/users/2',
        { city: 'Late' },
        {
          'X-Fault': 'delay; ms=150',
        },
      );
      expect(late.status).to.equal(200);
      expect(Date.now() - started).to.be.at.least(150);
    });

    it('fails one record of a batch, applying the others', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'fail-record', match: { name: 'Bad' } });
      const answer = await call(server, 'POST', '/api/users', [
        { name: 'Good', email: 'g@x.org' },
        { name: 'Bad', email: 'b@x.org' },
        { name: 'Fine', email: 'f@x.org' },
      ]);
      expect(answer.status).to.equal(500);
      expect(answer.body.success).to.equal(false);
      expect(answer.body.items.map((u: any) => u.name)).to.deep.equal(['Good', 'Fine']);
      expect(answer.body.failed).to.deep.equal([
        { index: 1, message: 'Injected failure for record (new)' },
      ]);
      expect(server.store.all().map((u) => u.name)).to.include.members(['Good', 'Fine']);
      expect(server.store.all().map((u) => u.name)).to.not.include('Bad');
    });

    it('fails the request of one record among one-record requests (a REST sync)', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'fail-record', id: 2, status: 500 });
      const results = [];
      for (const id of [1, 2, 3]) {
        results.push((await call(server, 'PUT', `/api/users/${id}`, { city: 'Synced' })).status);
      }
      expect(results).to.deep.equal([200, 500, 200]);
      expect(server.store.get(2)!.city).to.not.equal('Synced');
      expect((await call(server, 'PUT', '/api/users/2', { city: 'Synced' })).status).to.equal(200);
    });

    it('matches queued faults by method and path, honours skip and times', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'status', status: 500, method: 'PUT', skip: 1, times: 2 });
      const statuses = [];
      statuses.push((await call(server, 'GET', '/api/users/1')).status);
      for (let i = 0; i < 4; i++) {
        statuses.push((await call(server, 'PUT', '/api/users/1', { city: `C${i}` })).status);
      }
      expect(statuses).to.deep.equal([200, 200, 500, 500, 200]);
      expect(server.faults!.pending()).to.deep.equal([]);
      expect(server.faults!.injected.map((f) => f.type)).to.deep.equal(['status', 'status']);
    });

    it('is driven over HTTP through /__test/faults, /__test/requests and /__test/reset', async () => {
      const server = await start({ faults: true });
      const added = await call(server, 'POST', '/__test/faults', [
        { type: 'status', status: 503, path: '/api/users/1', times: 'always' },
      ]);
      expect(added.status).to.equal(201);
      expect(added.body.pending[0]).to.include({ type: 'status', times: 'always', retryAfter: 1 });
      for (let i = 0; i < 3; i++) {
        expect((await call(server, 'GET', '/api/users/1')).status).to.equal(503);
      }
      const listed = await call(server, 'GET', '/__test/faults');
      expect(listed.body.injected).to.have.length(3);
      expect((await call(server, 'GET', '/__test/requests')).body.requests).to.have.length(3);
      await call(server, 'DELETE', '/__test/faults');
      expect((await call(server, 'GET', '/api/users/1')).status).to.equal(200);
      await call(server, 'POST', '/api/users', { name: 'New', email: 'n@x.org' });
      const reset = await call(server, 'POST', '/__test/reset', { rows: 5 });
      expect(reset.body).to.deep.equal({ success: true, total: 5 });
      expect((await call(server, 'GET', '/api/users')).body.total).to.equal(5);
      expect((await call(server, 'GET', '/__test/requests')).body.requests).to.have.length(1);
    });

    it('refuses a fault it does not understand with 400', async () => {
      const server = await start({ faults: true });
      const unknown = await call(server, 'POST', '/__test/faults', { type: 'explode' });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.message).to.match(/Fault type must be one of/);
      const header = await call(server, 'GET', '/api/users', undefined, {
        'X-Fault': 'status; status=200',
      });
      expect(header.status).to.equal(400);
      const recordless = await call(server, 'POST', '/__test/faults', { type: 'fail-record' });
      expect(recordless.body.message).to.match(/needs 'id' or 'match'/);
    });

    it('closes promptly even with a delayed request pending', async () => {
      const server = await start({ faults: true });
      server.faults!.add({ type: 'delay', ms: 60000 });
      const pending = fetch(server.url + '/api/users/1').catch((e: Error) => e);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      await server.close();
      servers.splice(servers.indexOf(server), 1);
      expect(Date.now() - started).to.be.lessThan(2000);
      expect(await pending).to.be.instanceOf(Error);
    });
  });
});
