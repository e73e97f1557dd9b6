/**
 * Where the first layout of bench/layout.bench.ts spends its time, for whoever makes it
 * faster. It runs the bench's own page script (read from layout.bench.ts, unchanged) on fresh
 * pages, warm as the bench's target figure is, and records only the timed section (from the
 * page's 'bench:start' mark to 'bench:sync'):
 * - a V8 CPU profile (CDP `Profiler`, started and stopped by `console.profile` from the marks),
 *   summed over the pages: the functions with the most self time, and the inclusive time of
 *   the phases named in PHASES (render, the layout run's phases, the grid, the shim...);
 * - a Chromium trace of the same section: the browser's style recalculation and layout, and
 *   garbage collection, by event name (CPU time of the main thread).
 * The profiler's sampling slows the page down: read the shares, not the milliseconds.
 *
 *   node --import tsx bench/layout.profile.ts [pages=12] [ext]   (ext: profile Ext 4.2.1 instead)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { launch } from '../e2e/browser';
import { ensureDist } from './page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const PAGES = Number(args.find((a) => /^\d+$/.test(a))) || 12;
const EXT = args.includes('ext');
/** `time`: no profiler, only the section's main-thread CPU time per page (median), as the bench reads it. */
const TIME_ONLY = args.includes('time');
/** `trace`: no profiler, the browser's own events only (its style and layout work, and GC). */
const TRACE_ONLY = args.includes('trace');
const PROFILE = !TIME_ONLY && !TRACE_ONLY;
/** `tree=N`: the call tree shows paths above N% of the samples (default 1). */
const TREE_MIN = Number(args.find((a) => a.startsWith('tree='))?.slice(5)) || 1;
/** `focus=name`: also splits the time under the innermost `name` frame by its direct callees. */
const FOCUS = args.find((a) => a.startsWith('focus='))?.slice(6);
/** `within=name`: the self-time table counts only samples with `name` on the stack. */
const WITHIN = args.find((a) => a.startsWith('within='))?.slice(7);
/** `without=name`: ... and without `name` on the stack. */
const WITHOUT = args.find((a) => a.startsWith('without='))?.slice(8);
const INTERVAL = Number(args.find((a) => a.startsWith('interval='))?.slice(9)) || 100;
const SOURCE = readFileSync(path.join(root, 'bench/layout.bench.ts'), 'utf8');
const PAGE_SCRIPT = /const PAGE_SCRIPT = `([^`]*)`;/.exec(SOURCE)![1];

/**
 * The phases: a sample counts in a phase when a function of that name is on its stack (the
 * innermost phase found wins, so `render` inside `arrange` is render, not the run's write).
 */
const PHASES: Array<[string, RegExp]> = [
  ['shim (Ext.create, config mapping)', /^(shimCreate|adaptConfig|adaptConstructor|.*[Ss]him.*)$/],
  ['run: measure (read phase)', /^measure$/],
  ['run: notify (boxready, afterlayout)', /^notify$/],
  ['grid: view rows', /^(refresh|renderRows|refreshView|onDataRefresh|renderRow|bufferRender)$/],
  ['grid: headers, columns', /^(layoutColumns|onBoxReady)$/],
  ['render (renderEl, onRender)', /^(renderEl|render)$/],
  ['run: arrange (write phase)', /^(arrange|configureItem)$/],
  [
    'instantiate (create, initComponent, add)',
    /^(instantiate|create|\$construct|initComponent|add)$/,
  ],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const self = new Map<string, number>();
const phases = new Map<string, number>();
const traced = new Map<string, number>();
const counts = new Map<string, number>();
let total = 0;

/** With `focus=`: the time under the innermost focused frame, by direct callee. */
const focused = new Map<string, number>();
/** Inclusive time by function (counted once a sample however often it recurses). */
const inclusive = new Map<string, number>();
/** Inclusive time by call path (function names joined by ' > '), for the tree. */
const paths = new Map<string, number>();

function addProfile(profile: Profile): void {
  const parent = new Map<number, number>();
  const byId = new Map<number, Node>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children || []) parent.set(child, node.id);
  }
  profile.samples.forEach((id, i) => {
    // Each sample counts one interval: a delta also holds the time the thread waited for a
    // CPU (the machine is shared), which would land on whatever ran when it resumed.
    const dt = INTERVAL / 1000;
    total += dt;
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    const stackNames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      stackNames.push(f.functionName, `${f.functionName}:${f.lineNumber + 1}`);
    }
    if ((!WITHIN || stackNames.includes(WITHIN)) && (!WITHOUT || !stackNames.includes(WITHOUT))) {
      self.set(key, (self.get(key) || 0) + dt);
    }
    let phase = 'other';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      const hit = PHASES.find(([, re]) => re.test(name));
      if (hit) {
        phase = hit[0];
        break;
      }
      if (/^\((garbage collector|program)\)$/.test(name)) phase = name;
    }
    phases.set(phase, (phases.get(phase) || 0) + dt);
    const names: string[] = [];
    const lined: string[] = [];
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      names.unshift(f.functionName || '(anonymous)');
      lined.unshift(`${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`);
      const key = `${f.functionName || '(anonymous)'} :${f.lineNumber + 1}`;
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) || 0) + dt);
      seen.add(key);
    }
    // `focus=name` or `focus=name:line` (a function of that name on that line of lib.js).
    const at = FOCUS ? (FOCUS.includes(':') ? lined : names).lastIndexOf(FOCUS) : -1;
    if (at >= 0) {
      const callee = at === names.length - 1 ? '(self)' : lined[at + 1];
      focused.set(callee, (focused.get(callee) || 0) + dt);
    }
    for (let i = 1; i <= names.length; i++) {
      const key = names.slice(0, i).join(' > ');
      paths.set(key, (paths.get(key) || 0) + dt);
    }
  });
}

interface TraceEvent {
  cat: string;
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  dur?: number;
  tts?: number;
  tid: number;
}

/** Style, layout and GC events of the renderer's main thread inside the timed section. */
function addTrace(trace: Buffer): void {
  const events = JSON.parse(trace.toString()).traceEvents as TraceEvent[];
  const start = events.find((e) => e.name === 'bench:start');
  const end = events.find((e) => e.name === 'bench:sync');
  if (!start || !end) throw new Error('no bench:start and bench:sync marks in the trace');
  if (start.tts !== undefined && end.tts !== undefined) cpu.push((end.tts - start.tts) / 1000);
  const names =
    /^(UpdateLayoutTree|Layout|ParseHTML|MinorGC|MajorGC|V8\.GC_SCAVENGER|V8\.GC_MARK_COMPACTOR|PrePaint)$/;
  for (const e of events) {
    if (e.tid !== start.tid || e.ph !== 'X' || !names.test(e.name)) continue;
    if (e.ts < start.ts || e.ts > end.ts) continue;
    // A forced style or layout names the script function that asked for it.
    const stack = (e as Any).args?.beginData?.stackTrace as Array<{ functionName: string }>;
    const key = stack?.length
      ? `${e.name} (forced by ${stack[0].functionName || 'anonymous'})`
      : e.name;
    traced.set(key, (traced.get(key) || 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    counts.set(key, (counts.get(key) || 0) + 1);
  }
}

/** The section's main-thread CPU time of each page (ms). */
const cpu: number[] = [];

/** Wraps `performance.mark` so the timed section (the first one only) is a console profile. */
const PROFILE_MARKS = `(function () {
  var mark = performance.mark.bind(performance), done = false;
  performance.mark = function (name) {
    if (name === 'bench:start' && !done) console.profile('first');
    var r = mark(name);
    if (name === 'bench:sync' && !done) { done = true; console.profileEnd('first'); }
    return r;
  };
})();`;

async function main(): Promise<void> {
  const { script, css } = ensureDist();
  const ext = path.join(root, 'vendor-ext/ext-4.2.1.883');
  const scripts = EXT
    ? [readFileSync(path.join(ext, 'ext-all-debug.js'), 'utf8')]
    : [script, readFileSync(path.join(root, 'dist/lib-ext-shim.js'), 'utf8')];
  const style = EXT ? readFileSync(path.join(ext, 'ext-all.css'), 'utf8') : css;
  const browser = await launch();
  try {
    for (let i = 0; i < PAGES; i++) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await page.setContent(
        '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      );
      await page.addStyleTag({ content: style });
      for (const s of scripts) await page.addScriptTag({ content: s });
      if (PROFILE) await page.addScriptTag({ content: PROFILE_MARKS });
      await page.addScriptTag({ content: `window.benchFrame = 'border';` + PAGE_SCRIPT });
      let profiled: Promise<Profile> | undefined;
      if (PROFILE) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL });
        profiled = new Promise<Profile>((resolve) =>
          cdp.on('Profiler.consoleProfileFinished', (e) => resolve(e.profile as Profile)),
        );
      }
      const categories = ['blink.user_timing'];
      if (!TIME_ONLY) {
        categories.push('devtools.timeline');
      }
      await browser.startTracing(page, { categories });
      const result = (await page.evaluate('benchFirst(true)')) as { problems: string[] };
      addTrace(await browser.stopTracing());
      if (result.problems.length) throw new Error(result.problems.join('; '));
      if (profiled) addProfile(await profiled);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = cpu.slice().sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1];
  console.log(
    `${EXT ? 'Ext 4.2.1' : 'Lib'}: warm first layout, main-thread CPU over ${PAGES} pages: median ${median.toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms${TIME_ONLY ? '' : ' (profiled: slower)'}`,
  );
  if (TIME_ONLY) return;
  const ms = (v: number) => (v / PAGES).toFixed(2).padStart(7) + ' ms';
  const pct = (v: number) => ((100 * v) / total).toFixed(1).padStart(5) + '%';
  if (TRACE_ONLY) return printTrace(ms);
  console.log(`Sampled (every ${INTERVAL} µs): ${ms(total)} a page`);
  console.log('\nPhases (inclusive; the innermost named phase on the stack):');
  for (const [name, v] of [...phases].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${ms(v)} ${pct(v)}  ${name}`);
  }
  console.log(`\nCall tree (inclusive, paths above ${TREE_MIN}%):`);
  for (const [key, v] of [...paths].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if ((100 * v) / total < TREE_MIN) continue;
    const depth = key.split(' > ').length;
    console.log(`  ${ms(v)} ${pct(v)}  ${'  '.repeat(depth)}${key.split(' > ').pop()}`);
  }
  if (FOCUS) {
    console.log(`\nUnder the innermost ${FOCUS}, by direct callee:`);
    for (const [name, v] of [...focused].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`  ${ms(v)} ${pct(v)}  ${name}`);
    }
  }
  console.log('\nInclusive time, top 60:');
  for (const [name, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 60)) {
    console.log(`  ${ms(v)} ${pct(v)}  ${name}`);
  }
  console.log('\nSelf time, top 40:');
  for (const [name, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${ms(v)} ${pct(v)}  ${name}`);
  }
  printTrace(ms);
}

function printTrace(ms: (v: number) => string): void {
  console.log(
    '\nBrowser work in the section (trace, main-thread CPU a page; nested events count in each):',
  );
  for (const [name, v] of [...traced].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${ms(v)}  ${name} ×${(counts.get(name)! / PAGES).toFixed(1)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
