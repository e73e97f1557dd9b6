/**
 * Crash safety of the demo server's store (issue 25): the server runs in a child process and
 * takes creates and updates from several concurrent writers; once enough writes have been
 * acknowledged it is killed with SIGKILL (no stop, no flush), restarted on the same data folder
 * (taking over the dead process's lock), and the writers go on. After every kill, every
 * acknowledged write must be there: each created user with its email, and each updated row at
 * least at the version acknowledged (with the acknowledged city when at exactly that version).
 * A small `journalBytes` makes compactions (snapshot + journal cut) happen during the run.
 */
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KILLS = 6;
/** Acknowledged writes per round before the kill. */
const ACKS = 120;
const WRITERS = 6;
const ROWS = 40;
const serverModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../demo/server.mjs',
);

interface Child {
  process: ChildProcess;
  url: string;
}

/** Starts the server in a child process; resolves once it listens. */
function startChild(dataDir: string): Promise<Child> {
  const script = `
    const { createServer } = await import(${JSON.stringify(serverModule)});
    const server = await createServer({ port: 0, dataDir: ${JSON.stringify(dataDir)}, seedRows: ${ROWS}, journalBytes: 20000 });
    console.log('URL ' + server.url);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /URL (\S+)/.exec(out);
      if (match) resolve({ process: child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

describe('the demo server killed with SIGKILL during heavy writes: 0 acknowledged writes lost', function () {
  this.timeout(900000);
  let dataDir: string;
  let child: Child | null = null;

  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-kill-'));
  });
  after(() => {
    if (child && child.process.exitCode === null) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses nothing acknowledged across ${KILLS} kills`, async () => {
    /** Acknowledged creates: id → email. */
    const created = new Map<number, string>();
    /** Acknowledged updates: id → {version, city}, the latest per row. */
    const updated = new Map<number, { version: number; city: string }>();
    let serial = 0;
    let lost = 0;
    let checked = 0;

    async function write(url: string, writer: number): Promise<boolean> {
      const n = serial++;
      try {
        if (n % 2 === 0) {
          const email = `kill.${n}@example.com`;
          const response = await fetch(`${url}/api/users`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: `Kill ${n}`, email }),
          });
          const body = await response.json();
          if (response.status !== 201) throw new Error(`POST ${response.status}`);
          created.set(body.items[0].id, email);
        } else {
          // Each writer updates its own rows, so acknowledgements per row come in order.
          const id = 1 + writer + WRITERS * (n % Math.floor(ROWS / WRITERS));
          const city = `City ${n}`;
          const response = await fetch(`${url}/api/users/${id}`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ city }),
          });
          const body = await response.json();
          if (response.status !== 200) throw new Error(`PUT ${response.status}`);
          updated.set(id, { version: body.items[0].version, city });
        }
        return true;
      } catch {
        return false; // the kill cut it: not acknowledged
      }
    }

    for (let round = 0; round < KILLS; round++) {
      child = await startChild(dataDir);
      const { url } = child;
      let acks = 0;
      let killed = false;
      const exited = new Promise((resolve) => child!.process.once('exit', resolve));
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          while (!killed) {
            if ((await write(url, writer)) && ++acks >= ACKS && !killed) {
              killed = true;
              child!.process.kill('SIGKILL');
            }
          }
        }),
      );
      await exited;

      // Restart (the dead process's lock is taken over) and check every acknowledged write.
      child = await startChild(dataDir);
      const rows = (await (await fetch(`${child.url}/api/users`)).json()).items as Array<{
        id: number;
        email: string;
        city: string;
        version: number;
      }>;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, email] of created) {
        checked++;
        if (byId.get(id)?.email !== email) lost++;
      }
      for (const [id, ack] of updated) {
        checked++;
        const row = byId.get(id);
        if (
          !row ||
          row.version < ack.version ||
          (row.version === ack.version && row.city !== ack.city)
        ) {
          lost++;
        }
      }
      child.process.kill('SIGKILL');
      await new Promise((resolve) => child!.process.once('exit', resolve));
    }
    console.log(
      `      ${KILLS} SIGKILLs, ${created.size} creates and ${updated.size} rows' latest updates acknowledged, ${checked} checks: ${lost} lost`,
    );
    expect(created.size).to.be.at.least(KILLS * (ACKS / 3));
    expect(lost).to.equal(0);
  });
});
