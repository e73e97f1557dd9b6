// Lang helpers on renderer-sized workloads, as ratios against a floor measured in the same run:
//   - Lib.Date.format over 100 000 dates against Date#toISOString (goal: at most 2x);
//   - Lib.util.Format.dateRenderer, the way a grid column calls it, against the same floor;
//   - Lib.String.format against a template literal (for information only).
// Each result string is consumed (its last character read) so lazy concatenations are paid
// for, as they would be when a renderer's output reaches the DOM. Exits 1 above the goal.
import { Lib } from '../lib/Lib';
import { Format } from '../classes/util/Format';

const COUNT = 100_000;
const ROUNDS = 9;
const GOAL = 2;

const dates: Date[] = [];
const start = new Date(2000, 0, 1).getTime();
for (let i = 0; i < COUNT; i++) dates.push(new Date(start + i * 7_919_113));

let sink = 0;

/** Median milliseconds of `ROUNDS` runs of `fn` over every index (after two warm-up runs). */
function measure(fn: (i: number) => string): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < COUNT; i++) {
      const text = fn(i);
      sink += text.charCodeAt(text.length - 1);
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (round >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const rows: Array<[string, number, number, number | null]> = [];
function compare(
  name: string,
  fn: (i: number) => string,
  floorName: string,
  floor: (i: number) => string,
  goal: number | null,
) {
  const floorMs = measure(floor);
  const ms = measure(fn);
  rows.push([`${name} vs ${floorName}`, ms, floorMs, goal]);
}

const iso = (i: number) => dates[i].toISOString();
compare(
  "Lib.Date.format(d, 'm/d/Y')",
  (i) => Lib.Date.format(dates[i], 'm/d/Y'),
  'toISOString()',
  iso,
  GOAL,
);
compare(
  "Lib.Date.format(d, 'Y-m-d H:i:s')",
  (i) => Lib.Date.format(dates[i], 'Y-m-d H:i:s'),
  'toISOString()',
  iso,
  GOAL,
);
compare(
  "Lib.Date.format(d, 'D, M jS Y g:i a')",
  (i) => Lib.Date.format(dates[i], 'D, M jS Y g:i a'),
  'toISOString()',
  iso,
  GOAL,
);
const renderer = Format.dateRenderer('d.m.Y');
compare("Format.dateRenderer('d.m.Y')", (i) => renderer(dates[i]), 'toISOString()', iso, GOAL);
compare(
  "Lib.String.format('{0} of {1}', i, n)",
  (i) => Lib.String.format('{0} of {1}', i, COUNT),
  'template literal',
  (i) => `${i} of ${COUNT}`,
  null,
);

let failed = false;
console.log(`${COUNT} calls per run, median of ${ROUNDS} runs`);
for (const [name, ms, floorMs, goal] of rows) {
  const ratio = ms / floorMs;
  const verdict =
    goal === null
      ? '(information)'
      : ratio <= goal
        ? `ok (goal <= ${goal}x)`
        : `OVER GOAL (${goal}x)`;
  if (goal !== null && ratio > goal) failed = true;
  console.log(
    `${name.padEnd(62)} ${ms.toFixed(1).padStart(7)} ms / ${floorMs.toFixed(1).padStart(6)} ms = ${ratio.toFixed(2)}x ${verdict}`,
  );
}
if (sink === 42) console.log('');
if (failed) process.exitCode = 1;
