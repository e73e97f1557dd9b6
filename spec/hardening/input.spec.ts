/**
 * Hostile ids and headers, in plain Node (the fetch transport):
 * - ids that look like paths, queries, fragments, escapes or whitespace (`../admin`, `a/b`,
 *   `?x=1#y`, `%2F`, `a b`, non-ASCII, `0`, `''`) through `Lib.data.proxy.Rest#buildUrl`
 *   and through a real save against the demo server: the id is always exactly one path
 *   segment that decodes to the id, and the server reads back that id; `.` and `..` (which
 *   URL parsers resolve away) are refused with a Lib error, before anything is sent;
 * - headers with CR or LF (in the name or the value) in a proxy's `headers`, in
 *   `Lib.Ajax.request({headers})` and in a connection's `defaultHeaders` are refused with a
 *   TypeError before anything is sent: the server sees no request.
 *
 * The server sees no request: after each refused call a plain request (the canary) is made,
 * and the server must have taken that one request only.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Lib } from '../../index';
import { Ajax } from '../../classes/Ajax';
import { LibError } from '../../lib/Error';
import { Operation } from '../../classes/data/Operation';
import { createServer, type DemoServer } from '../../demo/server.mjs';

const MODEL = 'Spec.input.User';
const INT_MODEL = 'Spec.input.IntUser';

/** Ids that must each stay one encoded path segment. */
const IDS: Array<string | number> = [
  '../admin',
  '../../etc/passwd',
  'a/b',
  'a\\b',
  '?x=1#y',
  '#top',
  '%2F',
  '%2E%2E',
  '.a',
  'a.',
  '...',
  'a b',
  ' ',
  '+',
  '&id=7',
  ';x',
  'Zoë/日本/😀',
  '\u202Eevil',
  '0',
  0,
  7,
];

/** The path segments after the base of a URL (no query), raw. */
function segmentsAfter(url: string, base: string): string[] {
  const pathname = new URL(url, 'http://h.test').pathname;
  const basePath = new URL(base, 'http://h.test').pathname;
  expect(pathname.startsWith(basePath), `${url} starts with ${base}`).to.equal(true);
  return pathname.slice(basePath.length).split('/').filter(Boolean);
}

describe('hostile input: ids and headers (Rest proxy, Lib.Ajax, demo server)', function () {
  this.timeout(20000);
  let server: DemoServer;
  let dir: string;
  /** Every request the server took (any path), in order. */
  let taken: string[];
  let savedXhr: unknown;

  const onRequest = (req: IncomingMessage) => void taken.push(`${req.method} ${req.url}`);

  before(() => {
    savedXhr = (globalThis as any).XMLHttpRequest;
    delete (globalThis as any).XMLHttpRequest;
  });

  after(() => {
    if (savedXhr !== undefined) (globalThis as any).XMLHttpRequest = savedXhr;
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lib-input-'));
    server = await createServer({ port: 0, dataDir: dir, seedRows: 3, log: false });
    taken = [];
    server.server.prependListener('request', onRequest);
    const proxy = { type: 'rest', url: `${server.url}/api/users`, reader: { root: 'items' } };
    Lib.define(MODEL, {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'string' }, 'name'],
      proxy,
    });
    Lib.define(INT_MODEL, {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name'],
      proxy,
    });
  });

  afterEach(async () => {
    server.server.off('request', onRequest);
    Lib.undefine(MODEL);
    Lib.undefine(INT_MODEL);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Makes one plain request and expects it to be the only one the server took. */
  async function expectOnlyCanary(): Promise<void> {
    const response = await fetch(`${server.url}/api/users/1?canary=1`);
    await response.text();
    expect(taken).to.deep.equal(['GET /api/users/1?canary=1']);
  }

  /** The URL a Rest proxy builds for updating a record with this id. */
  function urlFor(id: unknown, config: Record<string, unknown> = {}): string {
    const proxy = Lib.create('proxy.rest', { url: '/api/users', noCache: false, ...config });
    const Model = Lib.ClassManager.get(typeof id === 'number' ? INT_MODEL : MODEL) as any;
    const record = new Model({ id, name: 'n' });
    const operation = new Operation({ action: 'update', records: [record] });
    return proxy.buildRequest(operation).url as string;
  }

  describe('ids through Lib.data.proxy.Rest#buildUrl', () => {
    for (const id of IDS) {
      it(`${JSON.stringify(id)} is one path segment that decodes to the id`, () => {
        for (const base of ['/api/users', '/api/users/']) {
          const url = urlFor(id, { url: base });
          expect(url).to.equal('/api/users/' + encodeURIComponent(String(id)));
          const segments = segmentsAfter(url, '/api/users');
          expect(segments).to.have.length(1);
          expect(decodeURIComponent(segments[0])).to.equal(String(id));
          expect(url).to.not.match(/[?#\s]/);
        }
      });
    }

    it('keeps the id one segment before a format suffix, and the query after it', () => {
      const url = urlFor('a/b?c#d.', { format: 'json', noCache: true });
      const parsed = new URL(url, 'http://h.test');
      expect(parsed.pathname).to.equal('/api/users/a%2Fb%3Fc%23d..json');
      expect([...parsed.searchParams.keys()]).to.deep.equal(['_dc']);
      expect(parsed.hash).to.equal('');
    });

    it("appends no id for '' (the collection URL), but does for 0", () => {
      expect(urlFor('')).to.equal('/api/users');
      expect(urlFor(0)).to.equal('/api/users/0');
    });

    for (const id of ['.', '..']) {
      it(`refuses ${JSON.stringify(id)} with a Lib error naming the proxy`, () => {
        expect(() => urlFor(id)).to.throw(
          LibError,
          `[Lib.data.proxy.Rest#buildUrl] the id '${id}' cannot be put in a URL path segment`,
        );
      });
    }

    it('refuses an id that is not well-formed Unicode (a lone surrogate)', () => {
      expect(() => urlFor('a\uD800')).to.throw(LibError, /not well-formed Unicode/);
    });
  });

  describe('ids through a real save (PUT) against the demo server', () => {
    /** Saves a record with this id; resolves to the operation. */
    function save(id: unknown): Promise<any> {
      const Model = Lib.ClassManager.get(typeof id === 'number' ? INT_MODEL : MODEL) as any;
      const record = new Model({ id, name: 'before' });
      record.set('name', 'after');
      return new Promise((resolve) => record.save({ callback: (_r: any, op: any) => resolve(op) }));
    }

    it('sends each id as one segment that the server decodes back to the id', async () => {
      // The demo's users have integer ids: each of these is answered 404, naming the id the
      // server read from the URL.
      for (const id of IDS.filter((i) => i !== 7)) {
        taken.length = 0;
        const operation = await save(id);
        expect(taken, String(id)).to.have.length(1);
        const [method, url] = taken[0].split(' ');
        expect(method).to.equal('PUT');
        const segments = segmentsAfter(url, '/api/users');
        expect(segments, url).to.have.length(1);
        expect(decodeURIComponent(segments[0])).to.equal(String(id));
        expect(operation.wasSuccessful()).to.equal(false);
        expect(operation.getError().status).to.equal(404);
        const answer = JSON.parse(operation.response.responseText);
        expect(answer.message).to.equal(`No user with id '${id}'`);
      }
    });

    it('updates the one record the id names (and only it)', async () => {
      const operation = await save(2);
      expect(operation.wasSuccessful()).to.equal(true);
      expect(server.store.get(2)!.name).to.equal('after');
      expect(server.store.get(1)!.name).to.not.equal('after');
      expect(server.store.get(3)!.name).to.not.equal('after');
    });

    for (const id of ['.', '..']) {
      it(`refuses ${JSON.stringify(id)} before sending anything, leaving the record as it was`, async () => {
        const Model = Lib.ClassManager.get(MODEL) as any;
        const record = new Model({ id, name: 'before' });
        record.set('name', 'after');
        expect(() => record.save()).to.throw(LibError, /cannot be put in a URL path segment/);
        expect(record.dirty).to.equal(true);
        expect(record.get('name')).to.equal('after');
        expect(Ajax.isLoading()).to.equal(false);
        await expectOnlyCanary();
      });
    }
  });

  describe('headers with CR or LF', () => {
    const BAD: Array<[string, Record<string, string>]> = [
      ['CR LF in a value', { 'X-Token': 'abc\r\nX-Injected: 1' }],
      ['LF in a value', { 'X-Token': 'abc\nX-Injected: 1' }],
      ['CR in a value', { 'X-Token': 'abc\rX-Injected: 1' }],
      ['CR LF in a name', { 'X-Token\r\nX-Injected': '1' }],
      ['LF in a name', { 'X-A\nB': '1' }],
    ];

    for (const [what, headers] of BAD) {
      describe(what, () => {
        it("is refused by a proxy's headers config (TypeError naming the proxy)", async () => {
          expect(() =>
            Lib.create('proxy.rest', { url: `${server.url}/api/users`, headers }),
          ).to.throw(TypeError, /^\[Lib\.data\.proxy\.Rest\] config 'headers/);
          await expectOnlyCanary();
        });

        it('is refused when put on a proxy after it was made, at the save', async () => {
          const Model = Lib.ClassManager.get(MODEL) as any;
          const proxy = Model.getProxy();
          const saved = proxy.headers;
          proxy.headers = headers;
          try {
            const record = new Model({ id: '1', name: 'x' });
            record.set('name', 'y');
            expect(() => record.save()).to.throw(TypeError, /CR|LF|not a valid HTTP header/);
            expect(record.dirty).to.equal(true);
          } finally {
            proxy.headers = saved;
          }
          expect(Ajax.isLoading()).to.equal(false);
          await expectOnlyCanary();
        });

        it('is refused by Lib.Ajax.request({headers})', async () => {
          const callback = (): void => {
            throw new Error('no outcome is reported for a refused request');
          };
          expect(() =>
            Ajax.request({ url: `${server.url}/api/users`, headers, callback }),
          ).to.throw(TypeError, /^\[Lib\.data\.Connection#request\] .*header.*contains CR/);
          expect(Ajax.isLoading()).to.equal(false);
          await expectOnlyCanary();
        });

        it("is refused in a connection's defaultHeaders, at construction and at request", async () => {
          expect(() =>
            Lib.create('Lib.data.Connection', {
              url: `${server.url}/api/users`,
              defaultHeaders: headers,
            }),
          ).to.throw(TypeError, /^\[Lib\.data\.Connection\] .*header.*contains CR/);
          const saved = Ajax.defaultHeaders;
          Ajax.defaultHeaders = headers;
          try {
            expect(() => Ajax.request({ url: `${server.url}/api/users` })).to.throw(
              TypeError,
              /defaultHeaders/,
            );
          } finally {
            Ajax.defaultHeaders = saved;
          }
          expect(Ajax.isLoading()).to.equal(false);
          await expectOnlyCanary();
        });
      });
    }

    it('a NUL in a header value is refused too', () => {
      expect(() =>
        Ajax.request({ url: `${server.url}/api/users`, headers: { 'X-A': 'a\0b' } }),
      ).to.throw(TypeError, /NUL/);
    });

    it('the same headers without CR or LF are sent as they are', async () => {
      const seen: Array<string | string[] | undefined> = [];
      const listen = (req: IncomingMessage) => void seen.push(req.headers['x-token']);
      server.server.prependListener('request', listen);
      try {
        await new Promise<void>((resolve, reject) => {
          Ajax.request({
            url: `${server.url}/api/users/1`,
            method: 'GET',
            headers: { 'X-Token': 'abc X-Injected: 1' },
            success: () => resolve(),
            failure: (response) => reject(new Error(String(response.status))),
          });
        });
      } finally {
        server.server.off('request', listen);
      }
      expect(seen).to.deep.equal(['abc X-Injected: 1']);
    });
  });
});
