/**
 * Late writes against the demo server's versions (issue 25, the server side of Deliver 4): 1 000
 * edits (100 rows × 10 edits in turn, the rows concurrently) through raw HTTP, 38% of the
 * attempts hit by a fault chosen per request (`X-Fault`): held before saving past the client's
 * timeout (the server saves late), held after saving (the answer comes too late), the answer
 * dropped after saving, the connection dropped before saving, or a 503. A client retries a
 * failed attempt with the same `If-Match` until it gets an answer; on 412 it checks whether the
 * current row is its own edit (its earlier attempt landed) and otherwise writes again on the
 * current version. Once the server has handled every request (late ones included), every row
 * must hold the last edit acknowledged for it: records wrong 0. Without the version check, a
 * held first attempt landing after its retry and the next edit would put an old value back.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type DemoServer } from '../../demo/server.mjs';

const ROWS = 100;
const EDITS = 10;
const FAULT_RATE = 0.38;
/** The timeout of an attempt with a fault (held faults hold it longer); retries wait longer. */
const TIMEOUT = 150;
const RETRY_TIMEOUT = 20000;
const FAULTS = [
  'delay; ms=400',
  'delay; when=after; ms=400',
  'drop; when=after',
  'drop',
  'status; status=503',
];

/** mulberry32: the same faults on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('1 000 edits under 38% faults with late-arriving writes (demo server, If-Match)', function () {
  this.timeout(600000);
  let server: DemoServer;
  let dataDir: string;
  /** Requests the server is handling (a held one included). */
  let handling = 0;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-conflicts-'));
    server = await createServer({
      port: 0,
      dataDir,
      seedRows: ROWS,
      faults: true,
      logLimit: 100000,
    });
    server.server.prependListener('request', (_req, res) => {
      handling++;
      res.once('close', () => handling--);
    });
  });
  after(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves every row at its last acknowledged edit: 0 records wrong', async () => {
    const next = random(25);
    let sent = 0;
    let faulted = 0;
    let conflicts = 0;
    let ownLate = 0;

    /** One attempt: the answer, or null when it timed out or the connection was dropped. */
    async function attempt(id: number, city: string, version: number, fault: boolean) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'If-Match': `"${id}-${version}"`,
      };
      if (fault) headers['X-Fault'] = FAULTS[Math.floor(next() * FAULTS.length)];
      sent++;
      try {
        const response = await fetch(`${server.url}/api/users/${id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ city }),
          signal: AbortSignal.timeout(fault ? TIMEOUT : RETRY_TIMEOUT),
        });
        const body = await response.json();
        return response.status === 503 ? null : { status: response.status, body };
      } catch {
        return null;
      }
    }

    const acknowledged = new Map<number, string>();
    await Promise.all(
      Array.from({ length: ROWS }, async (_, i) => {
        const id = i + 1;
        let version = 1;
        for (let edit = 0; edit < EDITS; edit++) {
          const city = `Row ${id} edit ${edit}`;
          let fault = next() < FAULT_RATE;
          for (;;) {
            if (fault) faulted++;
            const answer = await attempt(id, city, version, fault);
            fault = false; // the retry goes through
            if (!answer) continue;
            if (answer.status === 200) {
              version = answer.body.items[0].version;
              break;
            }
            expect(answer.status).to.equal(412);
            expect(answer.body.conflict).to.equal(true);
            conflicts++;
            const current = answer.body.current;
            version = current.version;
            if (current.city === city) {
              ownLate++; // an earlier attempt of this edit landed late: done
              break;
            }
          }
          acknowledged.set(id, city);
        }
      }),
    );
    // Wait until the server has handled every request that reached it, the held ones included.
    for (let seen = -1; handling > 0 || seen !== server.requests.length;) {
      seen = handling > 0 ? -1 : server.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.store.settled();

    let wrong = 0;
    for (const [id, city] of acknowledged) if (server.store.get(id)!.city !== city) wrong++;
    console.log(
      `      ${ROWS * EDITS} edits, ${sent} requests, ${faulted} with a fault (${((100 * faulted) / sent).toFixed(0)}%), ${conflicts} answered 412 (${ownLate} an own late write): records wrong ${wrong}`,
    );
    expect(faulted / (ROWS * EDITS)).to.be.within(0.3, 0.46);
    expect(conflicts).to.be.greaterThan(0);
    expect(wrong).to.equal(0);
  });
});
