import { expect } from 'chai';
import { rowEditor, useDemo } from './demo.helpers';

/** The buffered store's page requests (`GET /api/users?page=…`), as page numbers. */
const pagesOf = (requests: Array<{ url: string }>) =>
  requests.map((r) => Number(new URL(r.url, 'http://x').searchParams.get('page')));

describe('demo/public/buffered.html in Chromium', () => {
  const demo = useDemo({ seedRows: 10000 });

  /** Scrolls the grid's view so that row `index` is at the top. */
  async function scrollTo(index: number): Promise<void> {
    await demo.page.evaluate((i) => {
      const view = (window as any).Lib.ComponentQuery.query('gridview')[0];
      view.el.dom.scrollTop = (i * view.rowHeight) / view.scrollRatio;
    }, index);
  }

  /** Scrolls so that row `index` is at the top, and waits for it to show its user. */
  async function scrollToRow(index: number): Promise<void> {
    await scrollTo(index);
    await demo.page.waitForFunction(
      (i) =>
        document.querySelector(`tr[data-recordindex="${i}"] .x-grid-cell:nth-child(1)`)
          ?.textContent === String(i + 1),
      index,
    );
  }

  it('loads the first page, and scrolling to the middle and the end fetches only those pages', async () => {
    await demo.open('buffered.html');
    expect(await demo.status()).to.equal('Showing 10000 users.');
    expect(await demo.page.getAttribute('.x-grid-view', 'aria-rowcount')).to.equal('10001');
    const first = demo.server.store.get(1)!;
    expect((await demo.rowTexts(0)).slice(0, 3)).to.deep.equal(['1', first.name, first.email]);
    await demo.page.waitForTimeout(300);
    const start = pagesOf(demo.requests('GET'));
    // Page 1, then the leading buffer zone (100 rows: page 2).
    expect(start).to.deep.equal([1, 2]);

    await scrollToRow(5000);
    const middle = demo.server.store.get(5001)!;
    expect((await demo.rowTexts(5000)).slice(0, 2)).to.deep.equal(['5001', middle.name]);
    await scrollToRow(9990);
    expect((await demo.rowTexts(9990))[1]).to.equal(demo.server.store.get(9991)!.name);
    await demo.page.waitForTimeout(300);
    const pages = pagesOf(demo.requests('GET'));
    console.log('      pages requested:', pages.join(' '));
    // Only the pages in view and their buffer zones: a handful, not the 100 pages of the set.
    expect(pages.length).to.be.at.most(10);
    expect(pages).to.include.members([51, 100]);
    expect(demo.errors).to.deep.equal([]);
  });

  it('sorts on the server from the top when a header is clicked', async () => {
    await demo.open('buffered.html');
    await scrollToRow(3000);
    const byName = demo.server.store
      .all()
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
    await demo.page.click('.x-column-header:has-text("Name")');
    await demo.page.waitForFunction(
      (name) =>
        document.querySelector('tr[data-recordindex="0"] .x-grid-cell:nth-child(2)')
          ?.textContent === name,
      byName[0].name,
    );
    const last = demo.requests('GET').at(-1)!;
    const params = new URL(last.url, 'http://x').searchParams;
    expect(JSON.parse(params.get('sort')!)).to.deep.equal([{ property: 'name', direction: 'ASC' }]);
    expect(
      await demo.page.evaluate(() => document.querySelector('.x-grid-view')!.scrollTop),
    ).to.equal(0);
  });

  it('saves an edited row far down with a PUT', async () => {
    await demo.open('buffered.html');
    await scrollToRow(7000);
    await demo.page.dblclick(`${demo.row(7000)} .x-grid-cell:nth-child(2)`);
    await demo.page.waitForSelector(rowEditor.editor, { state: 'visible' });
    await demo.page.fill(rowEditor.input('Name'), 'Ada Far');
    await demo.page.click(rowEditor.update);
    await demo.editorClosed();
    const put = demo.requests('PUT');
    expect(put.map((r) => r.path)).to.deep.equal(['/api/users/7001']);
    expect(demo.server.store.get(7001)!.name).to.equal('Ada Far');
    expect((await demo.rowTexts(7000))[1]).to.equal('Ada Far');
  });

  it('shows a retry row for a page that failed, and Retry loads it', async () => {
    await demo.open('buffered.html');
    demo.server.faults!.add({ type: 'status', status: 500, method: 'GET', path: '/api/users' });
    await scrollTo(6000);
    await demo.page.waitForSelector('tr.x-grid-row-error button.x-grid-retry');
    expect(await demo.status()).to.match(/^Rows of page \d+ failed/);
    const row = await demo.page.$('tr.x-grid-row-error');
    expect(await row!.getAttribute('aria-busy')).to.equal('false');
    await demo.page.click(`${demo.row(6003)} button.x-grid-retry`);
    await demo.page.waitForFunction(() => !document.querySelector('tr.x-grid-row-error'));
    expect((await demo.rowTexts(6000))[1]).to.equal(demo.server.store.get(6001)!.name);
    expect(demo.errors).to.deep.equal([]);
  });

  it('scrollTo (Go to row) loads the page, scrolls to the row and selects it', async () => {
    await demo.open('buffered.html');
    await demo.page.fill('input[aria-label="Go to row"], .x-toolbar input', '8765');
    await demo.page.press('.x-toolbar input', 'Enter');
    const user = demo.server.store.get(8765)!;
    await demo.statusIs(`Row 8765: ${user.name}.`);
    expect(await demo.page.getAttribute(demo.row(8764), 'aria-selected')).to.equal('true');
  });
});
