/**
 * Hostile input in Chromium (issue 10, item 2, the browser half): an XSS corpus placed in record
 * values, column headers and their tooltips, values the user types into the row editor, server
 * error messages and field errors, and a field validator's error text. After rendering,
 * editing, hovering and failing, no payload has run (`window.__xss` stays undefined), no
 * element came out of the data, and each text shows literally where it is shown.
 *
 * Then markup handed over by application code (issue 19): the hostile corpus of
 * spec/dom/markup.corpus.ts, mutation XSS included, through every markup sink (a component's
 * `html`, `update`, a display field with `htmlEncode: false`, a grid column with `encode:
 * false`, `Column.raw` and a renderer's string under `Column.markup = 'sanitize'`, the shim's
 * setting, `Lib.dom.Markup.setHtml`) runs nothing in Chromium, while the same
 * markup written raw does; formatting markup is kept as it is. That is the browser's own HTML
 * Sanitizer API; then, with it hidden, a DOMPurify the page loads before Lib gives the same
 * results, and with neither, markup shows as text with one warning.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { usePage } from './browser';
import { useDemo } from './demo.helpers';
import { HOSTILE, KEPT } from '../spec/dom/markup.corpus';

/** Each payload sets `window.__xss` if it ever runs. */
const CORPUS = [
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '"><script>window.__xss=1</script>',
  "' onmouseover='window.__xss=1",
];

/** Elements a payload would create if it became markup, inside `root`. */
async function injectedElements(page: Page, root: string): Promise<number> {
  return page.$$eval(
    `${root} img, ${root} svg, ${root} script, ${root} a, ${root} [onmouseover], ${root} [onerror], ${root} [onload]`,
    (nodes) => nodes.length,
  );
}

/** Moves the pointer over every element matching `selector` (an onmouseover would fire). */
async function hoverAll(page: Page, selector: string): Promise<void> {
  for (const handle of await page.$$(selector)) {
    if (await handle.isVisible()) await handle.hover({ force: true });
  }
}

const ran = (page: Page) => page.evaluate(() => (window as any).__xss);

async function putName(url: string, id: number, name: string): Promise<void> {
  const response = await fetch(`${url}/api/users/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, city: name }),
  });
  expect(response.status).to.equal(200);
}

describe('the XSS corpus in Chromium', () => {
  const demo = useDemo({ seedRows: 50 });
  const nameInput = '.x-grid-row-editor input[aria-label="Name"]';
  // The cells of the rows the corpus is in (hovering rows further down would scroll them away).
  const corpusCells = () => CORPUS.map((_, i) => `${demo.row(i)} .x-grid-cell`).join(', ');

  it('shows record values from the server as text, in the rows and in the editor', async () => {
    for (let i = 0; i < CORPUS.length; i++) await putName(demo.server.url, i + 1, CORPUS[i]);
    await demo.open('grid.html');
    const { page } = demo;
    for (let i = 0; i < CORPUS.length; i++) {
      expect((await demo.rowTexts(i))[1]).to.equal(CORPUS[i]);
    }
    await hoverAll(page, corpusCells());
    for (let i = 0; i < CORPUS.length; i++) {
      await page.dblclick(`${demo.row(i)} .x-grid-cell:nth-child(2)`);
      await page.waitForSelector(nameInput, { state: 'visible' });
      expect(await page.inputValue(nameInput)).to.equal(CORPUS[i]);
      await hoverAll(page, '.x-grid-row-editor *');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    }
    expect(await injectedElements(page, '#users')).to.equal(0);
    expect(await ran(page)).to.equal(undefined);
    expect(demo.errors).to.deep.equal([]);
  });

  it('saves what the user types into the editor as is and shows it as text', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    for (let i = 0; i < CORPUS.length; i++) {
      await page.dblclick(`${demo.row(i)} .x-grid-cell:nth-child(2)`);
      await page.waitForSelector(nameInput, { state: 'visible' });
      await page.fill(nameInput, '');
      await page.type(nameInput, CORPUS[i]);
      await page.click('.x-row-editor-update-button');
      await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
      await page.waitForFunction(
        (id) => document.getElementById('status')!.textContent!.startsWith(`Saved user ${id} `),
        i + 1,
      );
      expect((await demo.rowTexts(i))[1]).to.equal(CORPUS[i]);
      expect(demo.server.store.get(i + 1)!.name).to.equal(CORPUS[i].trim());
    }
    await hoverAll(page, corpusCells());
    await page.click('.demo-reload');
    await page.waitForSelector('#status.ok');
    for (let i = 0; i < CORPUS.length; i++) {
      expect((await demo.rowTexts(i))[1]).to.equal(CORPUS[i].trim());
    }
    expect(await injectedElements(page, '#users')).to.equal(0);
    expect(await ran(page)).to.equal(undefined);
  });

  it('shows server error messages and field errors as text', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    for (let i = 0; i < CORPUS.length; i++) {
      const payload = CORPUS[i];
      const other = CORPUS[(i + 1) % CORPUS.length];
      // A 200 whose body says success: false, with a message and field errors of the server's
      // choosing: one for a field in the editor, one for a field that is not.
      demo.server.faults!.add({
        type: 'malformed',
        method: 'PUT',
        body: JSON.stringify({
          success: false,
          message: payload,
          errors: { name: payload, department: other },
        }),
      });
      await page.dblclick(`${demo.row(i)} .x-grid-cell:nth-child(2)`);
      await page.waitForSelector(nameInput, { state: 'visible' });
      await page.fill(nameInput, `Edited ${i}`);
      await page.click('.x-row-editor-update-button');
      await page.waitForFunction(
        (text) => document.getElementById('status')!.textContent!.includes(text),
        payload,
      );
      await page.waitForSelector('.x-grid-row-editor-errors', { state: 'visible' });
      expect(await page.getAttribute('#status', 'class')).to.equal('status error');
      const items = await page.$$eval('.x-grid-row-editor-errors-item', (lis) =>
        lis.map((li) => li.textContent),
      );
      expect(items).to.include(`Name: ${payload}`);
      expect(items).to.include(`department: ${other}`);
      expect(await page.getAttribute(nameInput, 'aria-invalid')).to.equal('true');
      expect(await page.inputValue(nameInput)).to.equal(`Edited ${i}`);
      await hoverAll(page, '.x-grid-row-editor-errors, .x-grid-row-editor-errors *, #status');
      expect(await injectedElements(page, '.x-grid-row-editor-errors')).to.equal(0);
      expect(await injectedElements(page, '#status')).to.equal(0);
      await page.click('.x-row-editor-cancel-button');
      await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    }
    // A failed load's message goes to the status line, as text.
    demo.server.faults!.add({ type: 'status', status: 500, method: 'GET', message: CORPUS[0] });
    await page.click('.demo-reload');
    await page.waitForFunction(
      (text) =>
        /^GET .*failed with status 500[^:]*: /.test(
          document.getElementById('status')!.textContent!,
        ) && document.getElementById('status')!.textContent!.includes(text),
      CORPUS[0],
    );
    expect(await injectedElements(page, '#status')).to.equal(0);
    expect(await ran(page)).to.equal(undefined);
  });

  it('shows column headers, header tooltips and validator error texts as text', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    // The quick tips are in the tips pack.
    await page.addScriptTag({
      content: readFileSync(new URL('../dist/lib-tips.js', import.meta.url), 'utf8'),
    });
    // Plain page script (not a serialized function, which the test runner's transform would
    // decorate with helpers the page does not have).
    await page.addScriptTag({
      content: `
        var corpus = ${JSON.stringify(CORPUS)};
        Lib.QuickTips.init();
        var host = document.createElement('div');
        host.id = 'hostile';
        document.querySelector('main').appendChild(host);
        var row = {};
        corpus.forEach(function (payload, i) { row['f' + i] = payload; });
        Lib.create('Lib.grid.Panel', {
          title: corpus[0],
          height: 300,
          renderTo: host,
          store: Lib.create('Lib.data.Store', { fields: Object.keys(row), data: [row] }),
          columns: corpus.map(function (payload, i) {
            return {
              text: payload,
              tooltip: payload,
              dataIndex: 'f' + i,
              width: 160,
              editor: { xtype: 'textfield', validator: function () { return payload; } },
            };
          }),
          plugins: [{ ptype: 'rowediting', clicksToEdit: 2 }],
        });
      `,
    });
    const headers = await page.$$eval('#hostile .x-column-header-inner', (nodes) =>
      nodes.map((node) => node.textContent),
    );
    expect(headers).to.deep.equal(CORPUS);
    const tips = await page.$$eval('#hostile .x-column-header', (nodes) =>
      nodes.map((node) => node.getAttribute('data-qtip')),
    );
    expect(tips).to.deep.equal(CORPUS);
    expect(await page.textContent('#hostile .x-panel-header-text')).to.equal(CORPUS[0]);
    await hoverAll(page, '#hostile .x-column-header');
    // The quick tip shows the last header's tooltip, as text.
    await page.waitForSelector('#ext-quicktips-tip', { state: 'visible' });
    expect(await page.textContent('#ext-quicktips-tip-body')).to.equal(CORPUS[CORPUS.length - 1]);
    expect(await injectedElements(page, '#ext-quicktips-tip')).to.equal(0);

    await page.dblclick('#hostile tr.x-grid-data-row .x-grid-cell:nth-child(2)');
    await page.waitForSelector('#hostile .x-grid-row-editor', { state: 'visible' });
    const values = await page.$$eval('#hostile .x-grid-row-editor input', (inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    expect(values).to.deep.equal(CORPUS);
    const labels = await page.$$eval('#hostile .x-grid-row-editor input', (inputs) =>
      inputs.map((input) => input.getAttribute('aria-label')),
    );
    expect(labels).to.deep.equal(CORPUS);
    // Every validator fails with its payload: the summary lists them, named by their
    // headers, as text.
    await page.waitForSelector('.x-grid-row-editor-errors', { state: 'visible' });
    const items = await page.$$eval('.x-grid-row-editor-errors-item', (lis) =>
      lis.map((li) => li.textContent),
    );
    expect(items).to.deep.equal(CORPUS.map((payload) => `${payload}: ${payload}`));
    expect(await page.isDisabled('#hostile .x-row-editor-update-button')).to.equal(true);
    await hoverAll(page, '#hostile *');
    await hoverAll(page, '.x-grid-row-editor-errors *');
    expect(await injectedElements(page, '#hostile')).to.equal(0);
    expect(await injectedElements(page, '.x-grid-row-editor-errors')).to.equal(0);
    expect(await ran(page)).to.equal(undefined);
    expect(demo.errors).to.deep.equal([]);
  });
});

describe('markup handed over by application code, sanitized in Chromium (Lib.dom.Markup)', () => {
  const t = usePage();
  const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
  /** What could run code, inside the sinks' host. */
  const RUNS = ['script', 'iframe', 'object', 'embed', 'form', 'style', 'svg', 'math', 'meta']
    .concat(['[onerror]', '[onload]', '[onfocus]', '[ontoggle]', '[onmouseover]', '[onbegin]'])
    .map((s) => '#host ' + s)
    .join(', ');

  beforeEach(async () => {
    await t.page.setContent(
      '<!doctype html><html><body><div id="control"></div><div id="host"></div></body></html>',
    );
    await t.page.addScriptTag({ content: libScript });
  });

  it('runs nothing of the hostile corpus through any sink, where the same markup raw runs', async () => {
    const { page } = t;
    await page.addScriptTag({
      content: `
        var corpus = ${JSON.stringify(HOSTILE)};
        var host = document.getElementById('host');
        // The control: written raw, a payload of the corpus runs (sets window.__control).
        document.getElementById('control').innerHTML = corpus[3].replace('__xss', '__control');
        corpus.forEach(function (html) {
          var node = document.createElement('div');
          host.appendChild(node);
          Lib.dom.Markup.setHtml(node, html);
          Lib.create('Lib.Component', { html: html, renderTo: host });
          Lib.create('Lib.Component', { renderTo: host }).update(html);
          Lib.create('Lib.form.field.Display', { value: html, htmlEncode: false, renderTo: host });
        });
        // What the Ext shim sets: legacy renderers' strings are markup.
        Lib.grid.column.Column.markup = 'sanitize';
        Lib.create('Lib.grid.Panel', {
          width: 900, height: 1400, renderTo: host,
          store: Lib.create('Lib.data.Store', {
            fields: ['html'],
            data: corpus.map(function (html) { return { html: html }; })
          }),
          columns: [
            { text: 'encode false', dataIndex: 'html', encode: false, width: 280 },
            { text: 'raw', dataIndex: 'html', width: 280,
              renderer: function (v) { return Lib.grid.column.Column.raw(v); } },
            { text: 'legacy renderer', dataIndex: 'html', width: 280,
              renderer: function (v) { return '<span>' + v + '</span>'; } }
          ]
        });
      `,
    });
    expect(await page.$$eval('#host tr.x-grid-data-row', (rows) => rows.length)).to.equal(
      HOSTILE.length,
    );
    // The legacy renderer's markup is markup (each cell holds its span), sanitized.
    expect(
      await page.$$eval('#host .x-grid-data-row > :nth-child(3) > span', (spans) => spans.length),
    ).to.equal(HOSTILE.length);
    await page.waitForFunction(() => (window as any).__control === 1);
    // Every image has loaded or failed: an onerror left would have run by now.
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    // What the sinks wrote: the content of each node, component, display field and grid cell.
    const written = ['#host > div', '.x-form-display-field', '.x-grid-cell-inner'];
    await hoverAll(page, written.map((sink) => `${sink} *`).join(', '));
    for (const handle of await page.$$('#host a, #host input, #host button, #host details')) {
      if (await handle.isVisible()) await handle.click({ force: true });
    }
    expect(await page.$$eval(RUNS, (nodes) => nodes.map((node) => node.outerHTML))).to.deep.equal(
      [],
    );
    expect(
      await page.$$eval('#host [href], #host [src]', (nodes) =>
        nodes
          .map((node) => node.getAttribute('href') ?? node.getAttribute('src'))
          .filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url!)),
      ),
    ).to.deep.equal([]);
    expect(await ran(page)).to.equal(undefined);
    expect(t.errors).to.deep.equal([]);
  });

  it('keeps formatting markup as it is, and its output parses back to itself (no mutation)', async () => {
    const result = (await t.page.evaluate(`(function (kept, hostile) {
      var sanitize = function (html) { return Lib.dom.Markup.sanitize(html); };
      return {
        kept: kept.map(function (pair) { return sanitize(pair[0]); }),
        unstable: hostile.concat(kept.map(function (pair) { return pair[0]; }))
          .filter(function (html) { var out = sanitize(html); return sanitize(out) !== out; })
      };
    })(${JSON.stringify(KEPT)}, ${JSON.stringify(HOSTILE)})`)) as {
      kept: string[];
      unstable: string[];
    };
    expect(result.kept).to.deep.equal(KEPT.map(([, out]) => out));
    expect(result.unstable).to.deep.equal([]);
  });
});

describe('markup in Chromium without the HTML Sanitizer API (Lib.dom.Markup fallbacks)', () => {
  const t = usePage();
  const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
  const purifyScript = readFileSync(
    new URL('../node_modules/dompurify/dist/purify.min.js', import.meta.url),
    'utf8',
  );
  const sanitizeAll = (inputs: string[]) =>
    t.page.evaluate(
      `${JSON.stringify(inputs)}.map(function (html) { return Lib.dom.Markup.sanitize(html); })`,
    ) as Promise<string[]>;
  const inputs = HOSTILE.concat(KEPT.map(([html]) => html));

  /** A page whose browser lacks the API (hidden before Lib loads), with `scripts` then Lib. */
  async function open(scripts: string[]): Promise<void> {
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.evaluate('delete Document.parseHTML; delete Element.prototype.setHTML');
    for (const content of scripts.concat(libScript)) await t.page.addScriptTag({ content });
  }

  it('sanitizes with a DOMPurify loaded before Lib, as the native API does', async () => {
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addScriptTag({ content: libScript });
    const native = await sanitizeAll(inputs);
    await open([purifyScript]);
    expect(await t.page.evaluate('typeof Document.parseHTML')).to.equal('undefined');
    const purified = await sanitizeAll(inputs);
    // The one payload the two sanitizers leave differently, both inert: the native parser
    // reads <noscript> content as markup (scripting is off), DOMPurify drops the title.
    const noscript = HOSTILE.findIndex((html) => html.startsWith('<noscript>'));
    expect(purified[noscript]).to.equal('<p></p>');
    expect(native[noscript]).to.match(/^<p title="&lt;\/noscript&gt;[^"]*"><\/p>$/);
    purified[noscript] = native[noscript];
    expect(purified).to.deep.equal(native);
    expect(purified.slice(HOSTILE.length)).to.deep.equal(KEPT.map(([, out]) => out));
    expect(t.warnings).to.deep.equal([]);
  });

  it('writes markup as text without either, and warns once', async () => {
    await open([]);
    expect(await sanitizeAll(['<b>x</b>', '<img src=x onerror=window.__xss=1>'])).to.deep.equal([
      '&lt;b&gt;x&lt;/b&gt;',
      '&lt;img src=x onerror=window.__xss=1&gt;',
    ]);
    await t.page.evaluate(
      `Lib.create('Lib.Component', { html: '<i>y</i>', renderTo: document.body })`,
    );
    expect(await t.page.textContent('body')).to.equal('<i>y</i>');
    expect(t.warnings).to.have.length(1);
    expect(t.warnings[0]).to.match(/no HTML Sanitizer API.*load DOMPurify before Lib/);
    expect(await ran(t.page)).to.equal(undefined);
  });
});
