/**
 * Lib under a strict Content Security Policy (issue 20): a page served with
 * `script-src 'self'; object-src 'none'` (no `'unsafe-eval'`, no inline script) loads the global
 * build and renders XTemplates — a nested `<tpl for>` with `xindex`, `parent`, `{[...]}`,
 * conditions and a member function, through `overwrite` and a component's `tpl` — without a
 * single `securitypolicyviolation`. A store then loads records through an Ajax proxy and a JSON
 * reader, whose code-generating fast path falls back to a loop when the policy forbids it.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { usePage } from './browser';

const CSP = "script-src 'self'; object-src 'none'";

/** Runs first: records every violation of the policy. */
const WATCH = `
window.violations = [];
document.addEventListener('securitypolicyviolation', function (e) {
  window.violations.push(e.violatedDirective + ' ' + e.blockedURI);
});`;

/** Renders the templates once Lib is loaded. */
const APP = `
var data = {
  title: 'Teams',
  teams: [
    {name: 'Red', players: [{name: 'Ann', age: 31}, {name: 'Bob', age: 17}]},
    {name: 'Blue', players: [{name: 'Cy', age: 8}]}
  ]
};
var tpl = new Lib.XTemplate(
  '<h1>{title:htmlEncode}</h1>',
  '<tpl for="teams"><section class="team">{#}/{[xcount]} {name}:',
  '<tpl for="players"><span class="{[xindex % 2 ? \\'odd\\' : \\'even\\']}">',
  ' {#}.{name} of {parent.name}<tpl if="this.isMinor(age)"> (minor)</tpl></span></tpl>',
  '</section></tpl>',
  {isMinor: function (age) { return age < 18; }}
);
tpl.overwrite(document.getElementById('out'), data);
Lib.create('Lib.Component', {
  id: 'cmp',
  renderTo: document.body,
  tpl: '<tpl for="."><b>{[xindex]}:{.:uppercase}</b></tpl>',
  data: ['x', 'y']
});
window.rendered = true;`;

const PAGE =
  '<!doctype html><html><body><div id="out"></div>' +
  '<script src="/watch.js"></script><script src="/lib.js"></script><script src="/app.js"></script>' +
  '</body></html>';

for (const file of ['lib.js', 'lib.min.js']) {
  describe(`dist/${file} under a Content Security Policy without unsafe-eval (Chromium)`, () => {
    const t = usePage();
    let server: http.Server;
    let url: string;

    before(async () => {
      const lib = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');
      const bodies: Record<string, [string, string]> = {
        '/': ['text/html', PAGE],
        '/favicon.ico': ['image/x-icon', ''],
        '/watch.js': ['text/javascript', WATCH],
        '/lib.js': ['text/javascript', lib],
        '/app.js': ['text/javascript', APP],
        '/probe.js': [
          'text/javascript',
          'try { window.probe = new Function("return 1")(); } catch (e) { window.probe = e.name; }',
        ],
        '/users.json': [
          'application/json',
          JSON.stringify({
            users: [
              { id: 1, name: 'Ann' },
              { id: 2, name: 'Bob' },
            ],
          }),
        ],
      };
      server = http.createServer((req, res) => {
        const body = bodies[new URL(req.url!, 'http://h').pathname];
        if (!body) return res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': body[0], 'Content-Security-Policy': CSP });
        res.end(body[1]);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    after(() => new Promise((done) => server.close(done)));

    it('renders a nested tpl for with xindex, parent and {[...]}, with no violation', async () => {
      await t.page.goto(url + '/');
      await t.page.waitForFunction(() => (window as any).rendered === true);
      const page = t.page;
      const teams = await page.$$eval('#out section.team', (nodes) =>
        nodes.map((n) => n.textContent),
      );
      expect(teams).to.deep.equal([
        '1/2 Red: 1.Ann of Red 2.Bob of Red (minor)',
        '2/2 Blue: 1.Cy of Blue (minor)',
      ]);
      expect(
        await page.$$eval('#out span', (nodes) => nodes.map((n) => n.className)),
      ).to.deep.equal(['odd', 'even', 'odd']);
      expect(await page.textContent('#out h1')).to.equal('Teams');
      expect(await page.textContent('#cmp')).to.equal('1:X2:Y');
      expect(await page.evaluate(() => (window as any).violations)).to.deep.equal([]);
      expect(t.errors).to.deep.equal([]);
      // The policy is in force: a page script's eval is refused (and reported).
      await page.addScriptTag({ url: '/probe.js' });
      expect(await page.evaluate(() => (window as any).probe)).to.equal('EvalError');
      expect(await page.evaluate(() => (window as any).violations)).to.deep.equal([
        'script-src eval',
      ]);
    });

    it('loads records through a JSON reader there (its fast path falls back to a loop)', async () => {
      await t.page.goto(url + '/');
      await t.page.waitForFunction(() => (window as any).rendered === true);
      // A string, so that nothing of the test's own compilation reaches the page.
      const names = await t.page.evaluate(`new Promise(function (resolve, reject) {
        var store = Lib.create('Lib.data.Store', {
          fields: ['id', 'name'],
          proxy: {type: 'ajax', url: '/users.json', reader: {type: 'json', root: 'users'}}
        });
        store.load({callback: function (records, operation, ok) {
          ok ? resolve(records.map(function (r) { return r.get('name'); })) : reject(new Error('load failed'));
        }});
      })`);
      expect(names).to.deep.equal(['Ann', 'Bob']);
      // The reader's attempt to generate code is the only violation (and refused, as it should be).
      const violations: string[] = await t.page.evaluate(() => (window as any).violations);
      expect(violations.every((v) => v === 'script-src eval')).to.equal(true);
    });
  });
}

describe('Lib.Loader under a nonce-only Content Security Policy (Chromium)', () => {
  const t = usePage();
  let server: http.Server;
  let url: string;
  const NONCE = 'r4nd0m-n0nce';

  before(async () => {
    const lib = readFileSync(new URL('../dist/lib.min.js', import.meta.url), 'utf8');
    // The class loader's loading is the app pack's.
    const app = readFileSync(new URL('../dist/lib-app.min.js', import.meta.url), 'utf8');
    const bodies: Record<string, [string, string]> = {
      '/': [
        'text/html',
        '<!doctype html><html><body>' +
          `<script nonce="${NONCE}" src="/watch.js"></script>` +
          `<script nonce="${NONCE}" src="/lib.js"></script>` +
          `<script nonce="${NONCE}" src="/lib-app.js"></script>` +
          `<script nonce="${NONCE}" src="/boot.js"></script></body></html>`,
      ],
      '/favicon.ico': ['image/x-icon', ''],
      '/watch.js': ['text/javascript', WATCH],
      '/lib.js': ['text/javascript', lib],
      '/lib-app.js': ['text/javascript', app],
      // The loader takes the nonce of the script that loaded Lib; the class file gets it.
      '/boot.js': [
        'text/javascript',
        "Lib.Loader.setConfig({enabled: true, paths: {Csp: '/csp'}});" +
          "Lib.require('Csp.view.Thing', function () { window.loaded = Lib.create('Csp.view.Thing').ok; });",
      ],
      '/csp/view/Thing.js': [
        'text/javascript',
        "Lib.define('Csp.view.Thing', {extend: 'Csp.Base', ok: 'yes'});",
      ],
      '/csp/Base.js': ['text/javascript', "Lib.define('Csp.Base', {});"],
    };
    server = http.createServer((req, res) => {
      const body = bodies[new URL(req.url!, 'http://h').pathname];
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, {
        'Content-Type': body[0],
        'Content-Security-Policy': `script-src 'nonce-${NONCE}'; object-src 'none'`,
      });
      res.end(body[1]);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise((done) => server.close(done)));

  it('loads class files (and what they extend) by script tags carrying the nonce', async () => {
    await t.page.goto(url + '/');
    await t.page.waitForFunction(() => (window as any).loaded !== undefined);
    expect(await t.page.evaluate(() => (window as any).loaded)).to.equal('yes');
    expect(
      await t.page.$$eval('script[src^="/csp/"]', (nodes) =>
        nodes.map((n) => (n as HTMLScriptElement).nonce),
      ),
    ).to.deep.equal([NONCE, NONCE]);
    expect(await t.page.evaluate(() => (window as any).violations)).to.deep.equal([]);
    expect(t.errors).to.deep.equal([]);
  });
});
