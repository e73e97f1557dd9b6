// The demo server's write cost against the table size (issue 25): a one-row PUT over HTTP at
// 10 000 and 1 000 000 rows, the median of `PUTS` sequential PUTs after a warm-up. With the
// journal (demo/lib/store.mjs) a PUT appends one line, so the two medians should be close; the
// old store rewrote the whole file (0.35–0.46 s per PUT at 306 000 rows).
//
//   node bench/server.bench.mjs            (or: npm run bench -- server)
//   node bench/server.bench.mjs 10000      only that table size
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../demo/server.mjs';

const PUTS = 200;
const WARMUP = 20;
const sizes = process.argv.slice(2).map(Number).filter(Boolean);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function run(rows) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lib-bench-server-'));
  let started = performance.now();
  const server = await createServer({ port: 0, dataDir, seedRows: rows });
  const seeded = performance.now() - started;
  const times = [];
  try {
    for (let i = 0; i < WARMUP + PUTS; i++) {
      const id = 1 + ((i * 7919) % rows);
      started = performance.now();
      const response = await fetch(`${server.url}/api/users/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ city: `City ${i}` }),
      });
      await response.text();
      if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
      if (i >= WARMUP) times.push(performance.now() - started);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  console.log(
    `${String(rows).padStart(9)} rows: one-row PUT median ${quantile(times, 0.5).toFixed(2)} ms, ` +
      `p90 ${quantile(times, 0.9).toFixed(2)} ms (${PUTS} PUTs); seed + first snapshot ${(seeded / 1000).toFixed(1)} s`,
  );
  return quantile(times, 0.5);
}

const medians = [];
for (const rows of sizes.length ? sizes : [10000, 1000000]) medians.push(await run(rows));
if (medians.length === 2) {
  console.log(`ratio (large / small table): ${(medians[1] / medians[0]).toFixed(2)}`);
}
