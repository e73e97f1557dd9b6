import { expect } from 'chai';
import { rowEditor, useDemo } from './demo.helpers';

/**
 * Faults through the demo grid page in Chromium, for the cases demo.grid.e2e.ts does not
 * cover (a dropped PUT and a 500 on a POST are there): a timeout, a 503 with Retry-After and
 * malformed JSON, each once before and once after the server saved. Each is reported once
 * (the status line, one item in the editor's summary), the input stays in the open editor,
 * and Update again lands the change exactly once — a create whose answer was lost after the
 * server saved it is not created twice (its retry carries the same Idempotency-Key).
 */

const { editor, update, input } = rowEditor;

describe('faults through demo/public/grid.html in Chromium', () => {
  const demo = useDemo({ seedRows: 300 });

  const { editorClosed, statusIs, summaryItems } = demo;
  /** Sets the page's proxy timeout (the demo's 30 s default is too long to wait for). */
  const setTimeoutMs = (ms: number) =>
    demo.page.evaluate((t) => {
      (globalThis as any).Demo.User.getProxy().timeout = t;
    }, ms);

  /** Waits until the server has answered (or given up on) every API request it logged. */
  async function settled(count: number): Promise<void> {
    while (demo.server.requests.length < count) await new Promise((r) => setTimeout(r, 20));
  }

  /** Clicks Add, fills a new user and presses Update. */
  async function addUser(name: string, email: string): Promise<void> {
    const { page } = demo;
    await page.click('.demo-add');
    await page.waitForSelector(editor, { state: 'visible' });
    await page.fill(input('Name'), name);
    await page.fill(input('Email'), email);
    await page.click(update);
  }

  /** The failure shows once: the status line, one summary item, the editor open with input. */
  async function expectReportedOnce(status: RegExp, values: Record<string, string>) {
    const { page } = demo;
    await page.waitForSelector('#status.error');
    expect(await demo.status()).to.match(status);
    expect(await summaryItems()).to.have.length(1);
    expect(await page.isVisible(editor)).to.equal(true);
    for (const [column, value] of Object.entries(values)) {
      expect(await page.inputValue(input(column)), column).to.equal(value);
    }
  }

  it('a create answered after the timeout (saved, answer late): reported once; Update again creates it once', async () => {
    await demo.open('grid.html');
    await setTimeoutMs(400);
    demo.server.faults!.add({ type: 'delay', when: 'after', ms: 1500, method: 'POST' });
    await addUser('Radia Perlman', 'radia@example.org');
    await expectReportedOnce(/^POST \/api\/users.*(timed out|timeout)/i, {
      Name: 'Radia Perlman',
      Email: 'radia@example.org',
    });
    // The server did save it: the user is there once, the answer never arrived.
    expect(demo.server.store.all().filter((u) => u.name === 'Radia Perlman')).to.have.length(1);
    await setTimeoutMs(30000);
    await demo.page.click(update);
    await editorClosed();
    await statusIs('Created user 301 (POST answered 201).');
    await settled(3);
    const posts = demo.requests('POST');
    expect(posts).to.have.length(2);
    expect(posts[0].key).to.be.a('string').and.equal(posts[1].key);
    const radias = demo.server.store.all().filter((u) => u.name === 'Radia Perlman');
    expect(radias.map((u) => u.id)).to.deep.equal([301]);
    expect((await demo.rowTexts(0))[0]).to.equal('301');
    expect(demo.errors).to.deep.equal([]);
  });

  it('an edit held past the timeout before saving: reported once; Update again finds it saved', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    await setTimeoutMs(400);
    demo.server.faults!.add({ type: 'delay', ms: 1500, method: 'PUT' });
    await page.dblclick(`${demo.row(2)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector(editor, { state: 'visible' });
    await page.fill(input('Name'), 'Frances Allen');
    await page.click(update);
    await expectReportedOnce(/^PUT \/api\/users\/3.*(timed out|timeout)/i, {
      Name: 'Frances Allen',
    });
    // Let the held request finish on the server before trying again.
    await settled(2);
    await setTimeoutMs(30000);
    await page.click(update);
    await editorClosed();
    // The held PUT landed (the row's version moved on), so the server refuses the second as
    // stale (412) with its row, which is what this write sent: the save is done, not a conflict.
    await statusIs('Saved user 3 (PUT: an earlier attempt had landed).');
    expect(demo.requests('PUT')).to.have.length(2);
    expect(demo.server.store.get(3)!.name).to.equal('Frances Allen');
    expect((await demo.rowTexts(2))[1]).to.equal('Frances Allen');
    expect(demo.errors).to.deep.equal([]);
  });

  it('a 503 with Retry-After: reported once with the status, not resent; Update again saves it', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    demo.server.faults!.add({
      type: 'status',
      status: 503,
      retryAfter: 2,
      method: 'PUT',
      message: 'Down for maintenance',
    });
    await page.dblclick(`${demo.row(1)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector(editor, { state: 'visible' });
    await page.fill(input('Name'), 'Barbara Liskov');
    await page.click(update);
    await expectReportedOnce(/^PUT \/api\/users\/2.* 503 .*Down for maintenance/, {
      Name: 'Barbara Liskov',
    });
    expect(demo.requests('PUT').map((r) => r.status)).to.deep.equal([503]);
    expect(demo.server.store.get(2)!.name).not.to.equal('Barbara Liskov');
    await page.click(update);
    await editorClosed();
    await statusIs('Saved user 2 (PUT answered 200).');
    expect(demo.requests('PUT').map((r) => r.status)).to.deep.equal([503, 200]);
    expect(demo.server.store.get(2)!.name).to.equal('Barbara Liskov');
    expect(demo.errors).to.deep.equal([]);
  });

  it('malformed JSON before saving: reported once; Update again saves the edit', async () => {
    await demo.open('grid.html');
    const { page } = demo;
    demo.server.faults!.add({ type: 'malformed', method: 'PUT' });
    await page.dblclick(`${demo.row(3)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector(editor, { state: 'visible' });
    await page.fill(input('Name'), 'Shafi Goldwasser');
    await page.click(update);
    await expectReportedOnce(/^PUT \/api\/users\/4.*JSON/, { Name: 'Shafi Goldwasser' });
    expect(demo.server.store.get(4)!.name).not.to.equal('Shafi Goldwasser');
    await page.click(update);
    await editorClosed();
    await statusIs('Saved user 4 (PUT answered 200).');
    expect(demo.requests('PUT').map((r) => r.status)).to.deep.equal([200, 200]);
    expect(demo.server.store.get(4)!.name).to.equal('Shafi Goldwasser');
  });

  it('malformed JSON after a create was saved: reported once; Update again creates it once', async () => {
    await demo.open('grid.html');
    demo.server.faults!.add({ type: 'malformed', when: 'after', method: 'POST' });
    await addUser('Edsger Dijkstra', 'edsger@example.org');
    await expectReportedOnce(/^POST \/api\/users.*JSON/, {
      Name: 'Edsger Dijkstra',
      Email: 'edsger@example.org',
    });
    await demo.page.click(update);
    await editorClosed();
    await statusIs('Created user 301 (POST answered 201).');
    const posts = demo.requests('POST');
    expect(posts.map((r) => r.status)).to.deep.equal([200, 201]);
    expect(posts[1].key).to.be.a('string').and.equal(posts[0].key);
    const found = demo.server.store.all().filter((u) => u.name === 'Edsger Dijkstra');
    expect(found.map((u) => u.id)).to.deep.equal([301]);
    expect((await demo.rowTexts(0)).slice(0, 3)).to.deep.equal([
      '301',
      'Edsger Dijkstra',
      'edsger@example.org',
    ]);
    expect(demo.errors).to.deep.equal([]);
  });
});
