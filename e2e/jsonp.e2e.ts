import { expect } from 'chai';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Lib.data.JsonP and the `jsonp` proxy (the grid pack) in Chromium, across origins: the page
// comes from one server of the test's own, the JSONP answers from a second one on another port.
describe('JSONP across origins in Chromium (grid pack)', () => {
  const t = usePage();
  let page: Server;
  let api: Server;
  let pageUrl = '';
  let apiUrl = '';
  /** The query of each request the API server got, in order. */
  const seen: URLSearchParams[] = [];
  /** Answers held open (the server "never calls back"). */
  const held: ServerResponse[] = [];

  const USERS = ['Ada', 'Bea', 'Cy', 'Dan', 'Eve'].map((name, i) => ({ id: i + 1, name }));
  const dist = (name: string) => readFileSync(new URL(`../dist/${name}`, import.meta.url), 'utf8');

  const listen = (server: Server) =>
    new Promise<string>((done) =>
      server.listen(0, '127.0.0.1', () => {
        done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      }),
    );

  before(async () => {
    page = createServer((req, res) => {
      const files: Record<string, [string, string]> = {
        '/': ['text/html', '<!doctype html><html><body></body></html>'],
        '/lib.js': ['text/javascript', dist('lib.js')],
        '/lib-grid.js': ['text/javascript', dist('lib-grid.js')],
      };
      const file = files[req.url || ''];
      res.writeHead(file ? 200 : 204, file ? { 'content-type': file[0] } : {});
      res.end(file?.[1]);
    });
    api = createServer((req, res) => {
      const url = new URL(req.url || '/', 'http://api');
      const query = url.searchParams;
      seen.push(query);
      if (url.pathname === '/never') return held.push(res);
      const start = Number(query.get('start') || 0);
      const limit = Number(query.get('limit') || USERS.length);
      const body = { total: USERS.length, users: USERS.slice(start, start + limit) };
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(`${query.get('callback')}(${JSON.stringify(body)});`);
    });
    [pageUrl, apiUrl] = await Promise.all([listen(page), listen(api)]);
  });

  after(async () => {
    for (const res of held) res.end();
    await Promise.all([page, api].map((s) => new Promise((done) => s.close(done))));
  });

  beforeEach(async () => {
    seen.length = 0;
    // tsx names the callbacks given to evaluate through esbuild's `__name` helper.
    await t.page.addInitScript({ content: 'window.__name = function (f) { return f; };' });
    await t.page.goto(pageUrl + '/');
    await t.page.addScriptTag({ url: pageUrl + '/lib.js' });
    await t.page.addScriptTag({ url: pageUrl + '/lib-grid.js' });
  });

  afterEach(() => {
    expect(t.errors).to.deep.equal([]);
  });

  /** The JSONP scripts left in the page and the callbacks left on Lib.data.JsonP. */
  const leftovers = () =>
    t.page.evaluate(() => ({
      scripts: document.querySelectorAll('script[src*="callback="]').length,
      callbacks: Object.keys((window as any).Lib.data.JsonP).filter((k) => /^callback\d/.test(k)),
    }));

  /**
   * A request to `/never` (the server never answers) with `timeout`, aborted at once when
   * `abort`: what its `failure` got (`success` is an error), what `callback` got as `ok`, the
   * request's `errorType`, whether its tag is still in the page, and its callback's type then.
   */
  const never = (timeout: number | undefined, abort: boolean) =>
    t.page.evaluate(
      ([url, timeout, abort]) =>
        new Promise((done) => {
          const JsonP = (window as any).Lib.data.JsonP;
          let ok: boolean | undefined;
          const request = JsonP.request({
            url: url + '/never',
            timeout,
            success: () => done('success'),
            callback: (answer: boolean) => (ok = answer),
            failure: (reason: string) =>
              // After `callback` (Ext's order: success or failure, then callback): read it next.
              Promise.resolve().then(() =>
                done({
                  ok,
                  reason,
                  errorType: request.errorType,
                  inPage: document.contains(request.script),
                  callback: typeof JsonP[request.callbackName],
                }),
              ),
          });
          if (abort) JsonP.abort(request);
        }),
      [apiUrl, timeout, abort] as const,
    );

  it('gets the data through the callback parameter from the other origin', async () => {
    const result = await t.page.evaluate(
      (url) =>
        new Promise((done) => {
          (window as any).Lib.data.JsonP.request({
            url: url + '/users',
            params: { start: 1, limit: 2 },
            callback: (ok: boolean, data: unknown, reason: unknown) => done({ ok, data, reason }),
          });
        }),
      apiUrl,
    );
    expect(result).to.deep.equal({
      ok: true,
      data: { total: 5, users: USERS.slice(1, 3) },
      reason: undefined,
    });
    expect(seen).to.have.length(1);
    expect(seen[0].get('callback')).to.match(/^Lib\.data\.JsonP\.callback\d+$/);
    expect([seen[0].get('start'), seen[0].get('limit')]).to.deep.equal(['1', '2']);
    expect(seen[0].has('_dc')).to.equal(true);
    expect(await leftovers()).to.deep.equal({ scripts: 0, callbacks: [] });
  });

  it('fails with timeout when the server never calls back, removing the tag and the callback', async () => {
    const result = await never(200, false);
    // A late answer would find a no-op that removes itself (not a script error).
    expect(result).to.deep.equal({
      ok: false,
      reason: 'timeout',
      errorType: 'timeout',
      inPage: false,
      callback: 'function',
    });
    expect(await leftovers()).to.deep.equal({ scripts: 0, callbacks: ['callback1'] });
    // The late answer: the no-op runs once and removes itself.
    await t.page.evaluate(() => (window as any).Lib.data.JsonP.callback1({ late: true }));
    expect(await leftovers()).to.deep.equal({ scripts: 0, callbacks: [] });
    expect(seen).to.have.length(1);
  });

  it('aborts a request in flight: failure(abort), the tag and the callback removed', async () => {
    const result = await never(undefined, true);
    expect(result).to.deep.include({ ok: false, reason: 'abort', inPage: false });
    expect((await leftovers()).scripts).to.equal(0);
  });

  it('loads a page of a store through the jsonp proxy, with the paging parameters', async () => {
    const result = await t.page.evaluate(
      (url) =>
        new Promise((done) => {
          const store = (window as any).Lib.create('Lib.data.Store', {
            fields: ['id', 'name'],
            pageSize: 2,
            proxy: {
              type: 'jsonp',
              url: url + '/users',
              reader: { type: 'json', root: 'users', totalProperty: 'total' },
            },
          });
          store.on('load', (_s: unknown, records: any[], ok: boolean) =>
            done({
              ok,
              names: records.map((r) => r.get('name')),
              total: store.getTotalCount(),
              page: store.currentPage,
            }),
          );
          store.loadPage(2);
        }),
      apiUrl,
    );
    expect(result).to.deep.equal({ ok: true, names: ['Cy', 'Dan'], total: 5, page: 2 });
    expect(seen).to.have.length(1);
    expect(['page', 'start', 'limit'].map((k) => seen[0].get(k))).to.deep.equal(['2', '2', '2']);
    expect(seen[0].get('callback')).to.match(/^Lib\.data\.JsonP\./);
    expect(await leftovers()).to.deep.equal({ scripts: 0, callbacks: [] });
  });
});
