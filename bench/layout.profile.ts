/**
 * Where the first layout of bench/layout.bench.ts spends its time, for whoever makes it
 * faster. It runs the bench's own page script (read from layout.bench.ts, unchanged) on fresh
 * pages, after as many warm-up builds of the screen as the bench's target figure (its
 * STEADY_BUILDS; `builds=<n>` for another count: 1 for its "one warm-up" figure, 0 for cold),
 * and records only the timed section (from the page's 'bench:start' mark to 'bench:sync'):
 * - by default, a V8 CPU profile (CDP `Profiler`, started and stopped by `console.profile` at
 *   the marks) summed over the pages: the time by phase (see `phaseOf`), the shim's own code,
 *   the functions with the most self and inclusive time;
 * - `trace`: no profiler; the browser's own style recalculation and layout in the section, by
 *   trace event (main-thread CPU), with the function that forced each;
 * - `time`: no profiler, no trace categories but the marks: the section's main-thread CPU
 *   time per page, read as the bench reads it (median and minimum).
 * The profiler slows the page down and a forced style or layout shows as the self time of the
 * function that asked for it: read the shares, and take the browser's part from `trace`.
 *
 *   node --import tsx bench/layout.profile.ts [pages] [time|trace] [ext] [dist=<folder>]
 *        [builds=<n>] [interval=<µs>] [focus=<fn>[:<line>]] [within=<fn>] [without=<fn>]
 *
 * `ext` profiles Ext 4.2.1 (ext-all-debug.js) instead; `dist=` another build of Lib (a folder
 * with lib.js, lib-ext-shim.js and lib.css) instead of dist/; `focus=` splits the time under
 * the innermost frame of a function (of lib.js, at a line) by its direct callees; `within=` and
 * `without=` keep in the self-time table only the samples with (without) a function on the stack.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { launch } from '../e2e/browser';
import { ensureDist } from './page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(name + '='))?.slice(name.length + 1);
const PAGES = Number(args.find((a) => /^\d+$/.test(a))) || 12;
const EXT = args.includes('ext');
const MODE = args.includes('time') ? 'time' : args.includes('trace') ? 'trace' : 'profile';
const INTERVAL = Number(option('interval')) || 200;
const FOCUS = option('focus');
const WITHIN = option('within');
const WITHOUT = option('without');
const SOURCE = readFileSync(path.join(root, 'bench/layout.bench.ts'), 'utf8');
const PAGE_SCRIPT = /const PAGE_SCRIPT = `([^`]*)`;/.exec(SOURCE)![1];
const BUILDS = Number(option('builds') ?? /const STEADY_BUILDS = (\d+);/.exec(SOURCE)![1]);

interface Frame {
  functionName: string;
  scriptId: string;
  lineNumber: number;
}
interface Profile {
  nodes: Array<{ id: number; callFrame: Frame; children?: number[] }>;
  samples: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tts?: number;
  tdur?: number;
  dur?: number;
  tid: number;
  args?: { beginData?: { stackTrace?: Frame[] }; data?: { stackTrace?: Frame[] } };
}

/** Milliseconds summed over the pages, by key. */
type Tally = Map<string, number>;
const add = (tally: Tally, key: string, ms: number) => tally.set(key, (tally.get(key) || 0) + ms);

const phases: Tally = new Map();
const self: Tally = new Map();
const inclusive: Tally = new Map();
const focused: Tally = new Map();
const browser: Tally = new Map();
const browserCount: Tally = new Map();
const cpu: number[] = [];
let sampled = 0;

/**
 * The phase of a sample, from its stack (function names, outermost first): rendering (building
 * the DOM, `onRender`, `afterRender`: wherever it happens), else a step of the layout run (the
 * grid's work after the measure counted apart), else instantiation (configs, `initComponent`,
 * items; everything runs inside the viewport's constructor).
 */
function phaseOf(names: string[]): string {
  const run = names.lastIndexOf('flushLayouts');
  const inner = names.slice(run + 1);
  if (inner.includes('renderEl')) return 'render: components build their DOM';
  if (run >= 0) {
    if (inner.includes('doLayout')) return 'grid: columns and rows, after the measure';
    if (inner[0] === 'measure') return 'run: measure (the browser lays the page out)';
    if (inner[0] === 'arrange') return 'run: arrange (layouts style their items)';
    return 'run: notify (boxready, afterlayout)';
  }
  if (names.includes('$construct')) return 'instantiate: configs, initComponent, items';
  return 'other (the bench page, the profiler)';
}

function addProfile(profile: Profile): void {
  const parent = new Map<number, number>();
  const frames = new Map<number, Frame>();
  for (const node of profile.nodes) {
    frames.set(node.id, node.callFrame);
    for (const child of node.children || []) parent.set(child, node.id);
  }
  // The shim is the script that defines `adaptConfig`.
  const shimScript = profile.nodes.find((n) => n.callFrame.functionName === 'adaptConfig')
    ?.callFrame.scriptId;
  const label = (f: Frame) => `${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`;
  // Each sample counts one interval: the recorded deltas also hold the time the thread waited
  // for a CPU on a shared machine, which would land on whatever ran when it resumed.
  const ms = INTERVAL / 1000;
  for (const id of profile.samples) {
    sampled += ms;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      stack.unshift(frames.get(at)!);
    }
    const names = stack.map((f) => f.functionName);
    const labels = stack.map(label);
    const leaf = stack[stack.length - 1];
    add(
      phases,
      leaf.scriptId === shimScript ? "shim: the Ext shim's own code" : phaseOf(names),
      ms,
    );
    const on = (fn?: string) => !!fn && (names.includes(fn) || labels.includes(fn));
    if ((!WITHIN || on(WITHIN)) && !(WITHOUT && on(WITHOUT))) add(self, label(leaf), ms);
    for (const key of new Set(labels)) add(inclusive, key, ms);
    const at = FOCUS ? (FOCUS.includes(':') ? labels : names).lastIndexOf(FOCUS) : -1;
    if (at >= 0) add(focused, at === stack.length - 1 ? '(self)' : labels[at + 1], ms);
  }
}

/** The section's CPU time, and its style and layout events with who forced them. */
function addTrace(trace: Buffer): void {
  const events = JSON.parse(trace.toString()).traceEvents as TraceEvent[];
  const start = events.find((e) => e.name === 'bench:start');
  const end = events.find((e) => e.name === 'bench:sync');
  if (!start || !end) throw new Error('no bench:start and bench:sync marks in the trace');
  if (start.tts !== undefined && end.tts !== undefined) cpu.push((end.tts - start.tts) / 1000);
  for (const e of events) {
    if (e.tid !== start.tid || e.ph !== 'X' || e.ts < start.ts || e.ts > end.ts) continue;
    if (!/^(UpdateLayoutTree|Layout)$/.test(e.name)) continue;
    const by = (e.args?.beginData ?? e.args?.data)?.stackTrace?.[0]?.functionName;
    const key = e.name === 'Layout' ? 'layout' : 'style recalculation';
    add(browser, `${key}${by ? ` (forced by ${by})` : ''}`, (e.tdur ?? e.dur ?? 0) / 1000);
    add(browserCount, `${key}${by ? ` (forced by ${by})` : ''}`, 1);
  }
}

/** Ends the timed section's console profile at its 'bench:sync' mark (the first section only). */
const PROFILE_MARKS = `(function () {
  var mark = performance.mark.bind(performance), done = false;
  performance.mark = function (name) {
    if (name === 'bench:start' && !done) console.profile('first');
    var result = mark(name);
    if (name === 'bench:sync' && !done) { done = true; console.profileEnd('first'); }
    return result;
  };
})();`;

async function main(): Promise<void> {
  const dist = option('dist');
  const read = (file: string) =>
    readFileSync(path.join(dist || path.join(root, 'dist'), file), 'utf8');
  const ext = path.join(root, 'vendor-ext/ext-4.2.1.883');
  const lib = dist ? { script: read('lib.js'), css: read('lib.css') } : ensureDist();
  const scripts = EXT
    ? [readFileSync(path.join(ext, 'ext-all-debug.js'), 'utf8')]
    : [lib.script, read('lib-ext-shim.js')];
  const style = EXT ? readFileSync(path.join(ext, 'ext-all.css'), 'utf8') : lib.css;
  const browserApp = await launch();
  try {
    for (let i = 0; i < PAGES; i++) {
      const page = await browserApp.newPage({ viewport: { width: 1200, height: 800 } });
      await page.setContent(
        '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      );
      await page.addStyleTag({ content: style });
      for (const script of scripts) await page.addScriptTag({ content: script });
      if (MODE === 'profile') await page.addScriptTag({ content: PROFILE_MARKS });
      await page.addScriptTag({ content: `window.benchFrame = 'border';` + PAGE_SCRIPT });
      let profiled: Promise<Profile> | undefined;
      if (MODE === 'profile') {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL });
        profiled = new Promise<Profile>((resolve) =>
          cdp.on('Profiler.consoleProfileFinished', (e) => resolve(e.profile as Profile)),
        );
      }
      const categories = ['blink.user_timing'];
      if (MODE === 'trace') {
        categories.push('devtools.timeline', 'disabled-by-default-devtools.timeline.stack');
      }
      await browserApp.startTracing(page, { categories });
      const result = (await page.evaluate(`benchFirst(${BUILDS})`)) as { problems: string[] };
      addTrace(await browserApp.stopTracing());
      if (result.problems.length) throw new Error(result.problems.join('; '));
      if (profiled) addProfile(await profiled);
      await page.close();
    }
  } finally {
    await browserApp.close();
  }
  const sorted = cpu.slice().sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1];
  console.log(
    `${EXT ? 'Ext 4.2.1' : 'Lib'}${dist ? ` (${dist})` : ''}: first layout after ${BUILDS} warm-up builds, main-thread CPU over ${PAGES} pages: median ${median.toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms${MODE === 'time' ? '' : ` (with the ${MODE === 'trace' ? 'trace' : 'profiler'}: slower)`}`,
  );
  const ms = (v: number) => (v / PAGES).toFixed(2).padStart(7) + ' ms';
  const table = (title: string, tally: Tally, rows: number, of?: number) => {
    console.log(`\n${title}`);
    for (const [key, v] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      const share = of ? ` ${((100 * v) / of).toFixed(1).padStart(5)}%` : '';
      const times = tally === browser ? ` ×${(browserCount.get(key)! / PAGES).toFixed(1)}` : '';
      console.log(`  ${ms(v)}${share}  ${key}${times}`);
    }
  };
  if (MODE === 'trace') table('Browser work in the section, a page:', browser, 20);
  if (MODE !== 'profile') return;
  console.log(`Sampled every ${INTERVAL} µs: ${ms(sampled)} a page`);
  table('Phases:', phases, 20, sampled);
  if (FOCUS) table(`Under the innermost ${FOCUS}, by direct callee:`, focused, 30, sampled);
  table('Inclusive time, top 40:', inclusive, 40, sampled);
  table('Self time, top 40:', self, 40, sampled);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
