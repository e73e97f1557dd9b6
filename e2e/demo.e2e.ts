import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type DemoServer } from '../demo/server.mjs';
import { usePage } from './browser';

describe('the demo server in Chromium', () => {
  let server: DemoServer;
  let dataDir: string;
  const t = usePage();

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-e2e-'));
    server = await createServer({ port: 0, dataDir, seedRows: 50, faults: true });
  });
  after(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the landing page, which loads Lib and reads the API through the REST proxy', async () => {
    await t.page.goto(server.url + '/');
    await t.page.waitForFunction(() =>
      /holds \d+ users/.test(document.getElementById('status')!.textContent!),
    );
    expect(await t.page.textContent('#status')).to.match(
      /^Lib \d+\.\d+\.\d+ loaded; the API holds 50 users\.$/,
    );
    const links = await t.page.$$eval('ul.pages a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links).to.deep.equal([
      'grid.html',
      'buffered.html',
      'features.html',
      'legacy.html',
      'mvc.html',
    ]);
    expect(t.errors).to.deep.equal([]);
    const get = server.requests.find((r) => r.url.startsWith('/api/users?'));
    expect(get?.url)
      .to.match(/_dc=\d+/)
      .and.match(/page=1&start=0&limit=1/);
  });

  it('shows the API error on the landing page when the server fails', async () => {
    // A 500 (reads are retried on 503, so that one would heal).
    server.faults!.add({ type: 'status', status: 500, method: 'GET', path: '/api/users' });
    await t.page.goto(server.url + '/');
    await t.page.waitForSelector('#status.error');
    expect(await t.page.textContent('#status')).to.match(/^The API did not answer/);
    expect(server.faults!.injected).to.have.length(1);
  });
});
