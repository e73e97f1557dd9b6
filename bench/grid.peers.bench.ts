/**
 * Lib's grid against the grids users pick instead, in headless Chromium (Debian's `chromium`
 * driven by playwright-core, launched as e2e/browser.ts does): AG Grid Community and RevoGrid
 * (pinned devDependencies), and as the floor a bare virtual table on `@tanstack/virtual-core`
 * (the least work any virtual grid must do). Same 6 columns (fixed widths), same 24 px rows,
 * same data (plain row objects made before timing), each grid in an 800×600 box, each with
 * editing on. In rounds interleaving the grids, a fresh page per grid and round; per page:
 * a warm-up grid of 1 000 rows, then for 1 000, 100 000 and 1 000 000 rows:
 * - first paint: from the call that creates the grid (Lib: the store from the rows and the
 *   grid) to the end of the frame that shows its rows (a message posted from the first
 *   `requestAnimationFrame` callback after they are in the DOM);
 * - editor visible: from the edit call (Lib: `RowEditing#startEdit`; AG Grid:
 *   `startEditingCell`; RevoGrid: `setCellEdit`; the floor: an input put over the row and
 *   focused) to the end of the first frame in whose animation callbacks the editor's input is
 *   shown, and how many frames that took (1 = the first frame after the call: the goal);
 * and at 1 000 000 rows:
 * - DOM elements in the grid's box (after the first paint);
 * - heap held: CDP `HeapProfiler.collectGarbage` then `Runtime.getHeapUsage`, with the grid
 *   less before it (the rows alone);
 * - scrolling 3 rows a frame (the scroller's `scrollTop`, 80 steps of 72 px, or of what 3 rows
 *   are in a grid whose scroll range is shorter than its rows, as Lib's beyond
 *   `maxScrollHeight`: the same work in every grid): main-thread CPU time per step (CDP
 *   `Performance.getMetrics` `ThreadTime`, which contention on a busy machine barely moves;
 *   `TaskDuration` beside it), and the p95 of each frame's time from its start (the
 *   `requestAnimationFrame` timestamp) to the end of its rendering; then the same steps again
 *   under a trace: the main thread's style, layout, pre-paint and paint time per step, and how
 *   many elements the browser restyled per step (a count, which a busy machine does not change),
 *   and the p95 of the main thread's CPU time per frame (the slow frames' own work: on a busy
 *   machine the wall-clock p95 is mostly time the thread waited for a core).
 * Prints the median of the rounds per grid and "Lib ÷ best peer" per workload (best of AG Grid
 * and RevoGrid; the floor is shown, not compared). `--grids=empty,table` measures what this
 * machine's Chromium does with no grid: the same scroll over a div as tall as the rows, and
 * over a static table of 1 000 rows.
 *
 *   node --import tsx bench/grid.peers.bench.ts [--rounds=2] [--grids=lib,ag,revo,floor] [--dist=dir]
 *   (or: npm run bench grid.peers)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launch } from '../e2e/browser';
import { PLAIN_ROWS_SCRIPT, ensureDist } from './page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(arg('rounds') || 2);
const GRIDS = (arg('grids') || 'lib,ag,revo,floor').split(',');
const NAMES: Record<string, string> = {
  lib: 'Lib',
  ag: 'AG Grid',
  revo: 'RevoGrid',
  floor: 'floor',
  empty: 'no grid (empty)',
  table: 'no grid (table)',
};
const SIZES = [1_000, 100_000, 1_000_000];
const SCROLL_STEPS = 80;
const ORIGIN = 'http://bench.test';

/** Where the peers are installed: node_modules, else BENCH_NODE_MODULES. */
const modules = [path.join(root, 'node_modules'), process.env.BENCH_NODE_MODULES || ''];

const installed = (dir: string) => existsSync(path.join(dir, 'package.json'));

/** A devDependency's folder (some do not export their files). */
function pkgDir(pkg: string): string {
  const dir = modules.map((m) => path.join(m, pkg)).find(installed);
  if (!dir) throw new Error(`${pkg} is not installed: npm install (it is a devDependency)`);
  return dir;
}

/** The package's version, read from its package.json. */
function version(pkg: string): string {
  return JSON.parse(readFileSync(path.join(pkgDir(pkg), 'package.json'), 'utf8')).version;
}

/**
 * The in-page half, as plain JavaScript: `benchRows(n)` makes the rows; `G` is the grid under
 * test (`create(rows)`, `destroy()`, `scroller()`, `edit(row)`, `editorShown()`), defined by
 * the grid's own script below; `benchPaint(n)`, `benchEdit(row)` and `benchScroll(steps)` time.
 */
const COMMON =
  PLAIN_ROWS_SCRIPT +
  `
var COLS = [['id', 'Id', 80], ['name', 'Name', 170], ['email', 'Email', 250], ['city', 'City', 120],
  ['age', 'Age', 70], ['score', 'Score', 70]];
window.benchRows = function (count) {
  var rows = plainRows(count);
  window.rows = { 1000: rows.slice(0, 1000), 100000: rows.slice(0, 100000), 1000000: rows };
};
var host = document.getElementById('host');
function afterFrame(done) {
  requestAnimationFrame(function (ts) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () { done(performance.now(), ts); };
    channel.port2.postMessage(null);
  });
}
window.benchSettle = function () {
  return new Promise(function (resolve) { afterFrame(function () { afterFrame(resolve); }); });
};
/* Resolves once the rows show: polled in animation callbacks, timed to the end of that frame. */
function untilFrame(t0, shown) {
  return new Promise(function (resolve, reject) {
    var frames = 0;
    (function next() {
      requestAnimationFrame(function () {
        frames++;
        if (shown()) {
          var channel = new MessageChannel();
          channel.port1.onmessage = function () { resolve({ ms: performance.now() - t0, frames: frames }); };
          channel.port2.postMessage(null);
        } else if (performance.now() - t0 > 20000) reject(new Error('not shown after 20 s'));
        else next();
      });
    })();
  });
}
function visible(node) {
  if (!node || !node.isConnected || node.offsetHeight === 0) return false;
  var box = node.getBoundingClientRect(), outer = host.getBoundingClientRect();
  return getComputedStyle(node).visibility === 'visible' && box.bottom > outer.top && box.top < outer.bottom;
}
window.benchPaint = function (count) {
  var t0 = performance.now();
  G.create(window.rows[count]);
  window.benchCount = count;
  return untilFrame(t0, G.shown || function () { return host.textContent.indexOf('person3@example.com') >= 0; })
    .then(function (r) { return { ms: r.ms, elements: host.getElementsByTagName('*').length }; });
};
window.benchEdit = function (row) {
  var t0 = performance.now();
  G.edit(row);
  return untilFrame(t0, function () { return visible(G.editorShown()); });
};
/*
 * 3 rows a step in every grid: 72 px where the scroll range is as tall as the rows, fewer
 * where a grid maps a shorter range onto them (Lib beyond its maxScrollHeight).
 */
window.benchStep = function () {
  var scroller = G.scroller(), rows = (G.total || window.benchCount) * 24;
  return 72 * (scroller.scrollHeight - scroller.clientHeight) / (rows - scroller.clientHeight);
};
window.benchScroll = function (steps) {
  var scroller = G.scroller(), times = [], i = 0, px = benchStep();
  if (!scroller) throw new Error('no scroller in ' + host.innerHTML.slice(0, 3000));
  return new Promise(function (resolve) {
    function step() {
      scroller.scrollTop += px;
      afterFrame(function (end, start) {
        times.push(end - start);
        if (++i < steps) step(); else resolve(times);
      });
    }
    step();
  });
};
/* An input put over a row of body and focused: the editor of the grids without one. */
window.inputOver = function (body, row) {
  var input = G.input || (G.input = document.createElement('input'));
  input.style.cssText = 'position:absolute;left:80px;width:170px;height:24px;box-sizing:border-box;top:' + row * 24 + 'px';
  body.appendChild(input);
  input.value = window.rows[1000][row].name;
  input.focus();
};
window.benchDestroy = function () { G.destroy(); host.innerHTML = ''; return window.benchSettle(); };
`;

/** Each grid's page: its scripts and styles, and its `G`. */
const GRIDS_PAGE: Record<string, { head: string; script: string }> = {
  lib: {
    head: '<link rel="stylesheet" href="/lib.css"><script src="/lib.js"></script>',
    script: `
var G = {
  create: function (rows) {
    var store = Lib.create('Lib.data.Store', {
      fields: ['id', 'name', 'email', 'city', { name: 'age', type: 'int' }, { name: 'score', type: 'float' }],
      data: rows
    });
    G.plugin = Lib.create('Lib.grid.plugin.RowEditing', { clicksToEdit: 2 });
    G.grid = Lib.create('Lib.grid.Panel', {
      store: store, width: 800, height: 600, renderTo: host, plugins: [G.plugin],
      columns: COLS.map(function (c) {
        return { text: c[1], dataIndex: c[0], width: c[2], editor: c[0] === 'id' ? undefined : 'textfield' };
      })
    });
  },
  destroy: function () { G.grid.destroy(); },
  scroller: function () { return G.grid.getView().el.dom; },
  edit: function (row) { G.plugin.startEdit(row, 1); },
  editorShown: function () {
    var editor = G.plugin.editor;
    return editor && !editor.hidden && editor.el ? editor.el.dom.querySelector('input') : null;
  }
};`,
  },
  ag: {
    head: '<script src="/ag.js"></script>',
    script: `
if (agGrid.ModuleRegistry && agGrid.AllCommunityModule) agGrid.ModuleRegistry.registerModules([agGrid.AllCommunityModule]);
var G = {
  create: function (rows) {
    G.div = document.createElement('div');
    G.div.style.cssText = 'width:800px;height:600px';
    host.appendChild(G.div);
    G.api = agGrid.createGrid(G.div, {
      rowData: rows, rowHeight: 24,
      columnDefs: COLS.map(function (c) { return { field: c[0], headerName: c[1], width: c[2], editable: c[0] !== 'id' }; })
    });
  },
  destroy: function () { G.api.destroy(); G.div.remove(); },
  /* The element that scrolls vertically (its class changed between versions). */
  scroller: function () {
    return Array.prototype.filter.call(host.querySelectorAll('div'), function (el) {
      return el.scrollHeight > el.clientHeight + 100 && /auto|scroll/.test(getComputedStyle(el).overflowY);
    })[0];
  },
  edit: function (row) { G.api.startEditingCell({ rowIndex: row, colKey: 'name' }); },
  editorShown: function () { return host.querySelector('.ag-cell-inline-editing input'); }
};`,
  },
  revo: {
    head: '<script type="module" src="/revo/revo-grid.esm.js"></script>',
    script: `
var G = {
  create: function (rows) {
    var grid = G.grid = document.createElement('revo-grid');
    grid.style.cssText = 'display:block;width:800px;height:600px';
    grid.rowSize = 24;
    grid.columns = COLS.map(function (c) { return { prop: c[0], name: c[1], size: c[2], readonly: c[0] === 'id' }; });
    grid.source = rows;
    host.appendChild(grid);
  },
  destroy: function () { G.grid.remove(); },
  scroller: function () { return host.querySelector('.vertical-inner'); },
  edit: function (row) { G.grid.setCellEdit(row, 'name'); },
  editorShown: function () { return host.querySelector('revogr-edit input'); }
};`,
  },
  floor: {
    head: '<script src="/tan.js"></script>',
    script: `
var G = {
  create: function (rows) {
    var T = window.TanVirtual;
    var scroller = G.el = document.createElement('div');
    scroller.style.cssText = 'width:800px;height:600px;overflow:auto;position:relative;font:13px sans-serif';
    var head = document.createElement('div');
    head.style.cssText = 'position:sticky;top:0;z-index:1;display:flex;height:24px;background:#eee';
    COLS.forEach(function (c) {
      var cell = document.createElement('div');
      cell.style.width = c[2] + 'px';
      cell.textContent = c[1];
      head.appendChild(cell);
    });
    var body = G.body = document.createElement('div');
    body.style.cssText = 'position:relative;height:' + rows.length * 24 + 'px';
    scroller.appendChild(head);
    scroller.appendChild(body);
    host.appendChild(scroller);
    var pool = [];
    function render(v) {
      var items = v.getVirtualItems();
      for (var i = 0; i < items.length; i++) {
        var tr = pool[i];
        if (!tr) {
          tr = pool[i] = document.createElement('div');
          tr.style.cssText = 'position:absolute;left:0;top:0;display:flex;height:24px;contain:strict;width:760px';
          for (var c = 0; c < COLS.length; c++) {
            var td = document.createElement('div');
            td.style.cssText = 'overflow:hidden;white-space:nowrap;width:' + COLS[c][2] + 'px';
            td.appendChild(document.createTextNode(''));
            tr.appendChild(td);
          }
          body.appendChild(tr);
        }
        var row = rows[items[i].index];
        tr.style.transform = 'translateY(' + items[i].start + 'px)';
        for (var k = 0; k < COLS.length; k++) tr.childNodes[k].firstChild.data = row[COLS[k][0]];
      }
      while (pool.length > items.length) pool.pop().remove();
    }
    G.v = new T.Virtualizer({
      count: rows.length, getScrollElement: function () { return scroller; },
      estimateSize: function () { return 24; }, scrollMargin: 0, paddingStart: 0,
      observeElementRect: T.observeElementRect, observeElementOffset: T.observeElementOffset,
      scrollToFn: T.elementScroll, onChange: render
    });
    G.cleanup = G.v._didMount();
    G.v._willUpdate();
    render(G.v);
  },
  destroy: function () { G.cleanup(); G.el.remove(); },
  scroller: function () { return G.el; },
  edit: function (row) { inputOver(G.body, row); },
  editorShown: function () { return G.input; }
};`,
  },
  // Not grids: what this machine's Chromium does with no grid (--grids=empty,table). 'empty':
  // the scroller over a div as tall as the rows; 'table': a static table of the first 1 000
  // rows (no script while scrolling).
  empty: {
    head: '',
    script: `
var G = {
  create: function (rows) {
    var scroller = G.el = document.createElement('div');
    scroller.style.cssText = 'width:800px;height:600px;overflow:auto;position:relative';
    G.body = document.createElement('div');
    G.body.style.cssText = 'position:relative;height:' + rows.length * 24 + 'px';
    scroller.appendChild(G.body);
    host.appendChild(scroller);
  },
  shown: function () { return true; },
  destroy: function () { G.el.remove(); },
  scroller: function () { return G.el; },
  edit: function (row) { inputOver(G.body, row); },
  editorShown: function () { return G.input; }
};`,
  },
  table: {
    head: '',
    script: `
var G = {
  create: function (rows) {
    var scroller = G.el = document.createElement('div');
    scroller.style.cssText = 'width:800px;height:600px;overflow:auto;position:relative;font:13px sans-serif';
    var table = G.body = document.createElement('table');
    table.style.cssText = 'position:relative;border-collapse:collapse;table-layout:fixed;width:760px';
    G.total = Math.min(rows.length, 1000);
    for (var i = 0; i < G.total; i++) {
      var tr = table.insertRow();
      tr.style.height = '24px';
      for (var c = 0; c < COLS.length; c++) {
        var td = tr.insertCell();
        td.style.cssText = 'padding:0;overflow:hidden;white-space:nowrap;width:' + COLS[c][2] + 'px';
        td.textContent = rows[i][COLS[c][0]];
      }
    }
    scroller.appendChild(table);
    host.appendChild(scroller);
  },
  destroy: function () { G.el.remove(); },
  scroller: function () { return G.el; },
  edit: function (row) { inputOver(G.body.parentNode, row); },
  editorShown: function () { return G.input; }
};`,
  },
};

interface Sample {
  paint: Record<number, number>;
  edit: Record<number, { ms: number; frames: number }>;
  elements: number;
  heapMB: number;
  cpu: number;
  task: number;
  p95: number;
  /** Scroll pixels per 3-row step. */
  step: number;
  /** Per scroll step, from a trace: the main thread's style, layout, pre-paint and paint (ms). */
  stages: Record<string, number>;
}

/** The trace events of the rendering stages, and the names the table gives them. */
const STAGES: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
};

/**
 * Scrolls `steps` steps again under a trace (devtools.timeline) and returns the time per step
 * the renderer's main thread spent in each rendering stage.
 */
async function traceScroll(page: Page, cdp: CDPSession, steps: number) {
  interface TraceEvent {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    /** CPU (thread) time. */
    tdur?: number;
    pid: number;
    tid: number;
    args: { name?: string; elementCount?: number };
  }
  const events: TraceEvent[] = [];
  const collect = (data: { value: unknown[] }) => {
    for (const e of data.value) events.push(e as TraceEvent);
  };
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(`benchScroll(${steps})`);
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  // The page's main thread: the renderer main thread with the most stage events.
  const count = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X' && STAGES[e.name]) {
      const key = `${e.pid}:${e.tid}`;
      count.set(key, (count.get(key) || 0) + 1);
    }
  }
  const main = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
  const stages: Record<string, number> = {};
  const end: Record<string, number> = {};
  for (const name of Object.values(STAGES)) stages[name] = end[name] = 0;
  stages.restyled = 0;
  for (const e of events.sort((a, b) => a.ts - b.ts)) {
    const name = STAGES[e.name];
    // Outermost events only (a stage's events can nest).
    if (e.ph !== 'X' || !name || `${e.pid}:${e.tid}` !== main || e.ts < end[name]) continue;
    end[name] = e.ts + (e.dur || 0);
    stages[name] += (e.dur || 0) / 1000 / steps;
    // How many elements the browser restyled (a count: the same on a busy machine).
    if (name === 'style') stages.restyled += (e.args.elementCount || 0) / steps;
  }
  // The main thread's CPU time per frame: its tasks' thread time from the task running one
  // frame's animation callbacks to the next such task. Its p95 is the slow frames' own work,
  // which the wall-clock p95 mixes with time the thread waited for a core on a busy machine.
  const fires = events.filter(
    (e) => e.name === 'FireAnimationFrame' && `${e.pid}:${e.tid}` === main,
  );
  const cpu: number[] = [];
  let depthEnd = 0;
  for (const e of events) {
    if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main || !/RunTask$/.test(e.name)) continue;
    if (e.ts < depthEnd) continue;
    depthEnd = e.ts + (e.dur || 0);
    const frame = fires.filter((f) => f.ts <= depthEnd).length - 1;
    if (frame >= 0) cpu[frame] = (cpu[frame] || 0) + (e.tdur || 0) / 1000;
  }
  const frames = cpu.filter((t) => t !== undefined).sort((a, b) => a - b);
  stages.cpu95 = frames[Math.floor(frames.length * 0.95)] ?? NaN;
  return stages;
}

/** Serves the page and the grids' files from a made-up origin (RevoGrid loads its parts by URL). */
async function servePage(page: Page, grid: string, files: Record<string, string>): Promise<void> {
  const revoDir = path.join(pkgDir('@revolist/revogrid'), 'dist/revo-grid');
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url()).pathname;
    const type = url.endsWith('.css') ? 'text/css' : 'text/javascript';
    if (url === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8">${GRIDS_PAGE[grid].head}</head><body style="margin:0"><div id="host" style="width:800px;height:600px"></div></body></html>`,
      });
    }
    if (url.startsWith('/revo/')) {
      return route.fulfill({
        contentType: type,
        body: readFileSync(path.join(revoDir, path.basename(url))),
      });
    }
    return route.fulfill({ contentType: type, body: files[url] ?? '' });
  });
  await page.goto(`${ORIGIN}/`);
  if (grid === 'revo') await page.waitForFunction('customElements.get("revo-grid")');
  await page.addScriptTag({ content: COMMON + GRIDS_PAGE[grid].script });
}

async function heapMB(page: Page, cdp: CDPSession) {
  await page.evaluate('benchSettle()');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 2 ** 20;
}

async function metric(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { thread: get('ThreadTime'), task: get('TaskDuration') };
}

/** One fresh page for `grid`: every workload once. */
async function measure(
  browser: Browser,
  grid: string,
  files: Record<string, string>,
  errors: string[],
): Promise<Sample> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on('pageerror', (error) => errors.push(`${grid}: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  try {
    await servePage(page, grid, files);
    await page.evaluate(`benchRows(${SIZES[SIZES.length - 1]})`);
    // Warm-up: the grid's code runs once before timing.
    await page.evaluate('benchPaint(1000).then(() => benchEdit(3)).then(benchDestroy)');
    const sample = { paint: {}, edit: {} } as Sample;
    for (const size of SIZES) {
      const big = size === SIZES[SIZES.length - 1];
      const before = big ? await heapMB(page, cdp) : 0;
      await page.evaluate('benchSettle()');
      const paint = (await page.evaluate(`benchPaint(${size})`)) as {
        ms: number;
        elements: number;
      };
      sample.paint[size] = paint.ms;
      await page.evaluate('benchSettle()');
      sample.edit[size] = (await page.evaluate('benchEdit(5)')) as { ms: number; frames: number };
      if (big) {
        sample.elements = paint.elements;
        sample.heapMB = (await heapMB(page, cdp)) - before;
        await page.evaluate(`benchDestroy().then(() => benchPaint(${size}))`);
        await page.evaluate('benchSettle()');
        sample.step = (await page.evaluate('benchStep()')) as number;
        const m0 = await metric(cdp);
        const times = (await page.evaluate(`benchScroll(${SCROLL_STEPS})`)) as number[];
        const m1 = await metric(cdp);
        sample.cpu = ((m1.thread - m0.thread) * 1000) / SCROLL_STEPS;
        sample.task = ((m1.task - m0.task) * 1000) / SCROLL_STEPS;
        sample.p95 = times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)];
        sample.stages = await traceScroll(page, cdp, SCROLL_STEPS);
      }
      await page.evaluate('benchDestroy()');
    }
    return sample;
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  // --dist=<dir>: another build's lib.js and lib.css (to compare before and after a change).
  const dist = arg('dist');
  const { script, css } = dist
    ? {
        script: readFileSync(path.join(dist, 'lib.js'), 'utf8'),
        css: readFileSync(path.join(dist, 'lib.css'), 'utf8'),
      }
    : ensureDist();
  const tan = await build({
    stdin: {
      contents: `import { Virtualizer, observeElementRect, observeElementOffset, elementScroll } from '@tanstack/virtual-core';
window.TanVirtual = { Virtualizer, observeElementRect, observeElementOffset, elementScroll };`,
      resolveDir: root,
    },
    bundle: true,
    nodePaths: modules,
    format: 'iife',
    write: false,
    minify: true,
  });
  const files: Record<string, string> = {
    '/lib.js': script,
    '/lib.css': css,
    '/ag.js': readFileSync(
      path.join(pkgDir('ag-grid-community'), 'dist/ag-grid-community.min.js'),
      'utf8',
    ),
    '/tan.js': tan.outputFiles[0].text,
  };
  const browser = await launch();
  const errors: string[] = [];
  const samples: Record<string, Sample[]> = Object.fromEntries(GRIDS.map((g) => [g, []]));
  try {
    console.log(
      `Chromium ${browser.version()}; AG Grid Community ${version('ag-grid-community')}, RevoGrid ${version('@revolist/revogrid')}, floor @tanstack/virtual-core ${version('@tanstack/virtual-core')}; 6 columns, 24 px rows, 800×600; ${ROUNDS} rounds, medians`,
    );
    for (let r = 0; r < ROUNDS; r++) {
      // Interleaved, each round starting with another grid.
      for (let k = 0; k < GRIDS.length; k++) {
        const grid = GRIDS[(k + r) % GRIDS.length];
        try {
          samples[grid].push(await measure(browser, grid, files, errors));
        } catch (error) {
          errors.push(`${grid}, round ${r + 1}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows: Array<[string, (s: Sample) => number, number]> = [
    ...SIZES.map(
      (n) =>
        [`first paint, ${n.toLocaleString('en-US')} rows (ms)`, (s: Sample) => s.paint[n], 1] as [
          string,
          (s: Sample) => number,
          number,
        ],
    ),
    ['heap held, 1M rows (MB)', (s) => s.heapMB, 1],
    ['DOM elements', (s) => s.elements, 0],
    ['scroll: pixels per 3-row step', (s) => s.step, 1],
    ['scroll: main-thread CPU per frame (ms)', (s) => s.cpu, 2],
    ['scroll: main-thread tasks per frame (ms)', (s) => s.task, 2],
    ['scroll: p95 frame time, 1M (ms)', (s) => s.p95, 1],
    ['scroll: p95 main-thread CPU per frame, traced (ms)', (s) => s.stages.cpu95, 1],
    ...Object.values(STAGES).map(
      (name) =>
        [`scroll: ${name} per frame, traced (ms)`, (s: Sample) => s.stages[name], 2] as [
          string,
          (s: Sample) => number,
          number,
        ],
    ),
    ['scroll: elements restyled per frame, traced', (s) => s.stages.restyled, 1],
    ...SIZES.flatMap((n) => {
      const size = `editor visible, ${n.toLocaleString('en-US')} rows`;
      return [
        [`${size} (ms)`, (s: Sample) => s.edit[n].ms, 1],
        // 1 = painted in the first frame after the call (the goal).
        [`${size} (frames)`, (s: Sample) => s.edit[n].frames, 1],
      ] as Array<[string, (s: Sample) => number, number]>;
    }),
  ];
  const peers = GRIDS.filter((g) => g === 'ag' || g === 'revo');
  const header = ['workload', ...GRIDS.map((g) => NAMES[g]), 'Lib ÷ best peer'];
  const lines = [header, header.map(() => '---')];
  for (const [label, pick, digits] of rows) {
    const values = Object.fromEntries(GRIDS.map((g) => [g, median(samples[g].map(pick))]));
    const best = peers.reduce(
      (b, g) => (Number.isNaN(values[g]) || values[g] >= (values[b] ?? Infinity) ? b : g),
      peers[0],
    );
    const ratio =
      values.lib !== undefined && best
        ? `${(values.lib / values[best]).toFixed(2)}× (${NAMES[best]})`
        : '';
    lines.push([label, ...GRIDS.map((g) => values[g].toFixed(digits)), ratio]);
  }
  console.log(lines.map((l) => `| ${l.join(' | ')} |`).join('\n'));
  if (errors.length) {
    console.log('page errors:\n  ' + [...new Set(errors)].join('\n  '));
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
