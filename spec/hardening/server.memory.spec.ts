/**
 * The demo server's memory under large requests (issue 25): it used to keep every parsed body
 * in its request log, and about 4 300 requests of 1 MB took it out of memory. Here 5 000 PUTs
 * of just under 1 MB each (an unknown field padding the body, so each is a real, saved write)
 * go to a server in this process; the heap after a full GC must stay within a few MB of the
 * heap before (measured after a warm-up of 100 such requests). The figures are printed.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createServer, type DemoServer } from '../../demo/server.mjs';

const REQUESTS = 5000;
const WARMUP = 100;
const PARALLEL = 4;
/** Allowed heap growth over the run, after a full GC. */
const BOUND = 16 * 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function settle(): { heap: number; rss: number } {
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

describe('the demo server under 5 000 requests of 1 MB: memory stays flat', function () {
  this.timeout(900000);
  let server: DemoServer;
  let dataDir: string;
  // Just under the 1 000 000-byte body limit.
  const body = JSON.stringify({ city: 'Oslo', note: 'x'.repeat(999000) });

  async function send(count: number): Promise<number[]> {
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        const response = await fetch(`${server.url}/api/users/1`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return [...statuses.entries()].flat();
  }

  for (const faults of [false, true]) {
    it(`${faults ? 'with' : 'without'} faults: heap after ≈ heap before`, async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'lib-memory-'));
      server = await createServer({ port: 0, dataDir, seedRows: 10, faults });
      try {
        expect(await send(WARMUP)).to.deep.equal([200, WARMUP]);
        const before = settle();
        expect(await send(REQUESTS)).to.deep.equal([200, REQUESTS]);
        const after = settle();
        console.log(
          `      ${REQUESTS} × 1 MB PUT (faults ${faults ? 'on' : 'off'}): heap ${mb(before.heap)} → ${mb(after.heap)}, rss ${mb(before.rss)} → ${mb(after.rss)}; log ${server.requests.length} entries`,
        );
        expect(server.requests.length).to.equal(1000);
        expect(server.requests.every((r) => r.body === undefined)).to.equal(true);
        expect(server.store.get(1)!.version).to.equal(1 + WARMUP + REQUESTS);
        expect(after.heap - before.heap).to.be.below(BOUND);
      } finally {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
