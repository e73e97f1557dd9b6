/**
 * Events: `Lib.util.Observable#fireEvent` against eventemitter3's `emit`, in one process.
 *
 * Cases: firing with 0, 1 and 3 listeners (two event arguments, as `load(store, ok)`), and
 * adding then removing a listener. Each round measures every case for a fixed time; the
 * figures printed are the medians over the rounds. Targets: 1 and 3 listeners at least 1.0x
 * eventemitter3 (0.5x is the floor), and an event nobody listens to at least 20x faster to
 * fire than one with a listener.
 *
 * @example
 *   node --import tsx bench/events.bench.ts [rounds]
 */
import EventEmitter from 'eventemitter3';
import { Observable } from '../classes/util/Observable';

const ROUNDS = Number(process.argv[2]) || 7;
const CASE_MS = 150;

type Loop = (n: number) => void;

// Handlers write here so the work cannot be optimised away; masked so it stays a small integer
// (a growing number would allocate a heap number on every call and slow both sides alike).
let sink = 0;

/** A fresh handler per use, so each case has its own call-site feedback. */
function makeHandler(): (a: number, b: unknown) => void {
  return function (a: number) {
    sink = (sink + a) & 0xffff;
  };
}

function libFire(listeners: number): Loop {
  const obs = new Observable();
  for (let i = 0; i < listeners; i++) obs.on('load', makeHandler());
  return (n) => {
    for (let i = 0; i < n; i++) obs.fireEvent('load', 1, obs);
  };
}

function eeEmit(listeners: number): Loop {
  const ee = new EventEmitter();
  for (let i = 0; i < listeners; i++) ee.on('load', makeHandler());
  return (n) => {
    for (let i = 0; i < n; i++) ee.emit('load', 1, ee);
  };
}

function libAddRemove(): Loop {
  const obs = new Observable();
  const fn = makeHandler();
  return (n) => {
    for (let i = 0; i < n; i++) {
      obs.on('load', fn);
      obs.un('load', fn);
    }
  };
}

function eeAddRemove(): Loop {
  const ee = new EventEmitter();
  const fn = makeHandler();
  return (n) => {
    for (let i = 0; i < n; i++) {
      ee.on('load', fn);
      ee.off('load', fn);
    }
  };
}

/** Operations per second of `loop`, run in batches for about `CASE_MS`. */
function measure(loop: Loop): number {
  let n = 1000;
  for (;;) {
    const start = process.hrtime.bigint();
    loop(n);
    const ns = Number(process.hrtime.bigint() - start);
    if (ns >= CASE_MS * 1e6) return (n / ns) * 1e9;
    n = ns < 1e6 ? n * 10 : Math.ceil((n * CASE_MS * 1e6 * 1.1) / ns);
  }
}

const cases: Array<[string, Loop]> = [
  ['lib fire, 0 listeners', libFire(0)],
  ['ee3 emit, 0 listeners', eeEmit(0)],
  ['lib fire, 1 listener', libFire(1)],
  ['ee3 emit, 1 listener', eeEmit(1)],
  ['lib fire, 3 listeners', libFire(3)],
  ['ee3 emit, 3 listeners', eeEmit(3)],
  ['lib on+un', libAddRemove()],
  ['ee3 on+off', eeAddRemove()],
];

const median = (values: number[]): number => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Warm up every case (JIT tiers) before measuring.
for (const [, loop] of cases) loop(200000);

const results = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, loop] of cases) (results.get(name) as number[]).push(measure(loop));
}
const ops = (name: string) => median(results.get(name) as number[]);
const fmt = (value: number) => (value / 1e6).toFixed(1).padStart(8) + ' M ops/s';

console.log(`events: median of ${ROUNDS} rounds, ${CASE_MS} ms per case (node ${process.version})`);
const rows: Array<[string, string, string, number, number]> = [
  ['fire/emit, 0 listeners', 'lib fire, 0 listeners', 'ee3 emit, 0 listeners', 0, 0],
  ['fire/emit, 1 listener', 'lib fire, 1 listener', 'ee3 emit, 1 listener', 1.0, 0.5],
  ['fire/emit, 3 listeners', 'lib fire, 3 listeners', 'ee3 emit, 3 listeners', 1.0, 0.5],
  ['add+remove listener', 'lib on+un', 'ee3 on+off', 0, 0],
];
for (const [label, lib, ee, target, floor] of rows) {
  const ratio = ops(lib) / ops(ee);
  const verdict = target === 0 ? '' : ratio >= target ? '  ok' : ratio >= floor ? '  BELOW TARGET' : '  BELOW FLOOR';
  console.log(
    `${label.padEnd(24)} Lib ${fmt(ops(lib))}   eventemitter3 ${fmt(ops(ee))}   ratio ${ratio.toFixed(2)}x` +
      (target ? ` (target ${target.toFixed(1)}x)` : '') +
      verdict,
  );
}
const empty = ops('lib fire, 0 listeners') / ops('lib fire, 1 listener');
console.log(
  `${'no listener vs one'.padEnd(24)} Lib fires an unheard event ${empty.toFixed(1)}x faster than one with a listener (target 20x)` +
    (empty >= 20 ? '  ok' : '  BELOW TARGET'),
);
if (sink === 0.5) console.log(''); // keeps `sink` observable
