/**
 * A small benchmark harness: runs each case in alternating rounds (so a peer and its
 * contender see the same machine state), and reports the median ops/s of the rounds.
 */

/** Keeps results alive so the JIT cannot drop the measured work. */
export let sink: unknown;

export function consume(value: unknown): void {
  sink = value;
}

export interface Case {
  name: string;
  /** Runs the operation `n` times. */
  run: (n: number) => void;
}

function opsPerSecond(c: Case, minMs: number): number {
  let n = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    c.run(n);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (ms >= minMs) return (n / ms) * 1000;
    n = ms < 1 ? n * 10 : Math.ceil(n * (minMs / ms) * 1.1);
  }
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median ops/s of each case over `rounds` alternating rounds of at least `minMs` each. */
export function compare(cases: Case[], { rounds = 7, minMs = 150 } = {}): Map<string, number> {
  for (const c of cases) opsPerSecond(c, 30); // warm-up
  const samples = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) samples.get(c.name)!.push(opsPerSecond(c, minMs));
  }
  return new Map(cases.map((c) => [c.name, median(samples.get(c.name)!)]));
}

export function formatOps(ops: number): string {
  if (ops >= 1e6) return (ops / 1e6).toFixed(2) + 'M ops/s';
  if (ops >= 1e3) return (ops / 1e3).toFixed(1) + 'k ops/s';
  return ops.toFixed(1) + ' ops/s';
}

/** Marks the run failed (exit code 1) when a target is missed, so `npm run bench` says so. */
export function targetMissed(): void {
  process.exitCode = 1;
}

/** Prints one line: `label: contender vs peer = ratio× (target)`; a missed target fails the run. */
export function report(label: string, contender: number, peer: number, target?: number): number {
  const ratio = contender / peer;
  if (target !== undefined && ratio < target) targetMissed();
  const verdict =
    target === undefined
      ? ''
      : ratio >= target
        ? `  (target ≥ ${target}×: met)`
        : `  (target ≥ ${target}×: NOT met)`;
  console.log(
    `${label}: ${formatOps(contender)} vs ${formatOps(peer)} = ${ratio.toFixed(2)}×${verdict}`,
  );
  return ratio;
}
