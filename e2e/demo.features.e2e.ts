/**
 * The demo's grid features page (demo/public/features.html: dist/lib.js with the grid pack) in
 * Chromium, against the demo server: grouping by department with a salary sum per group, row
 * numbers, multi-delete through the checkbox model, the action and check columns, cell editing,
 * the paging toolbar, and column resize and hide kept across a reload (grid state).
 */
import { expect } from 'chai';
import { useDemo } from './demo.helpers';

/** What the specs read of the page's `Lib` (in `page.evaluate`). */
interface PageRecord {
  get(name: string): unknown;
  getId(): number;
}
interface PageWindow {
  Lib: {
    ComponentQuery: {
      query(selector: string): Array<{
        getStore(): {
          getCount(): number;
          getAt(index: number): PageRecord;
          each(fn: (record: PageRecord) => void): void;
        };
        getView(): {
          dataSource: {
            getAt(index: number): { seg: { sum: object } };
            indexOf(row: object): number;
          };
          ensureVisible(index: number): unknown;
        };
      }>;
    };
  };
}

describe('demo/public/features.html (the grid pack) in Chromium', () => {
  const demo = useDemo({ seedRows: 300 });

  /** The grid of the page and what its store holds, read in the page. */
  const groups = () =>
    demo.page.evaluate(() => {
      const store = (window as unknown as PageWindow).Lib.ComponentQuery.query(
        'grid',
      )[0].getStore();
      const sums: Record<string, number> = {};
      store.each((r: PageRecord) => {
        const department = String(r.get('department'));
        sums[department] = (sums[department] || 0) + Number(r.get('salary'));
      });
      return { count: store.getCount(), sums, first: String(store.getAt(0).get('department')) };
    });
  const headers = () =>
    demo.page.$$eval('.x-column-header', (hs) =>
      hs
        .filter((h) => (h as HTMLElement).offsetWidth > 0)
        .map((h) => [h.textContent!.trim(), Math.round(h.getBoundingClientRect().width)]),
    );
  /** Presses Yes in the confirmation. */
  const yes = async () => {
    await demo.page.locator('.x-message-box .x-btn', { hasText: 'Yes' }).click();
  };

  beforeEach(async () => {
    await demo.page.setViewportSize({ width: 1200, height: 900 });
    await demo.open('features.html');
  });

  it('groups the page by department, numbers the rows and sums each group', async () => {
    const { page } = demo;
    expect(await demo.status()).to.equal('GET answered 300 users.');
    // The server sorted by department first (the store's group field): the page comes in groups.
    const get = demo.requests('GET')[0];
    expect(decodeURIComponent(get.url)).to.contain('"property":"department"');
    const { count, sums, first } = await groups();
    expect(count).to.equal(50);
    const header = page.locator('tr[data-feature="hd"]').first();
    expect((await header.textContent())!.trim()).to.match(new RegExp(`^${first} \\(\\d+\\)$`));
    // Row numbers count records, not group headers.
    expect(
      await page.locator('tr.x-grid-data-row .x-grid-cell-row-numberer').first().textContent(),
    ).to.equal('1');
    // The first group's summary row (in view) shows its salary sum.
    await page.evaluate(() => {
      const view = (window as unknown as PageWindow).Lib.ComponentQuery.query('grid')[0].getView();
      const rows = view.dataSource;
      view.ensureVisible(rows.indexOf(rows.getAt(0).seg.sum));
    });
    const summary = page.locator('tr[data-feature="sum"]').first();
    expect(await summary.textContent()).to.contain('Σ ' + sums[first].toLocaleString('en-US'));
    expect(demo.errors).to.deep.equal([]);
  });

  it('deletes the users ticked in the checkbox column, after one question', async () => {
    const { page } = demo;
    const button = page.locator('.demo-delete-selected');
    expect(await button.getAttribute('aria-disabled')).to.equal('true');
    const rows = page.locator('tr.x-grid-data-row');
    const ids = await page.evaluate(() => {
      const store = (window as unknown as PageWindow).Lib.ComponentQuery.query(
        'grid',
      )[0].getStore();
      return [store.getAt(0).getId(), store.getAt(1).getId()];
    });
    await rows.nth(0).locator('.x-grid-cell-row-checker').click();
    await rows.nth(1).locator('.x-grid-cell-row-checker').click();
    expect(await button.getAttribute('aria-disabled')).to.equal('false');
    expect(await page.locator('.x-grid-hd-checker').getAttribute('aria-checked')).to.equal('mixed');
    await button.click();
    expect(await page.locator('.x-message-box').textContent()).to.contain('Delete 2 users?');
    await yes();
    await page.waitForFunction(() =>
      /^Deleted user/.test(document.getElementById('status')!.textContent!),
    );
    expect(
      demo
        .requests('DELETE')
        .map((r) => r.path)
        .sort(),
    ).to.deep.equal(ids.map((id) => `/api/users/${id}`).sort());
    expect((await groups()).count).to.equal(48);
  });

  it('deletes one user with the action icon, and saves a tick of the Active box (PUT)', async () => {
    const { page } = demo;
    const record = () =>
      page.evaluate(() => {
        const r = (window as unknown as PageWindow).Lib.ComponentQuery.query('grid')[0]
          .getStore()
          .getAt(0);
        return { id: r.getId(), active: r.get('active'), name: r.get('name') };
      });
    const before = await record();
    await page.locator('tr.x-grid-data-row').first().locator('.x-grid-checkcolumn').click();
    await page.waitForFunction(() =>
      /^Saved user/.test(document.getElementById('status')!.textContent!),
    );
    const put = demo.requests('PUT')[0];
    expect(put.path).to.equal(`/api/users/${before.id}`);
    expect((put.body as { active: boolean }).active).to.equal(!before.active);
    expect(demo.server.store.get(before.id)!.active).to.equal(!before.active);

    await page.locator('tr.x-grid-data-row').first().locator('.x-action-col-icon').click();
    expect(await page.locator('.x-message-box').textContent()).to.contain(`Delete ${before.name}?`);
    await yes();
    await page.waitForFunction(() =>
      /^Deleted user/.test(document.getElementById('status')!.textContent!),
    );
    expect(demo.requests('DELETE').map((r) => r.path)).to.deep.equal([`/api/users/${before.id}`]);
  });

  it('edits a salary in its cell: Enter saves it (PUT) and the group sum follows', async () => {
    const { page } = demo;
    const { sums, first } = await groups();
    const id = await page.evaluate(() =>
      (window as unknown as PageWindow).Lib.ComponentQuery.query('grid')[0]
        .getStore()
        .getAt(0)
        .getId(),
    );
    const old = demo.server.store.get(id)!.salary!;
    await page.locator('tr.x-grid-data-row').first().locator('.x-grid-cell').nth(5).dblclick();
    const field = page.locator('.x-grid-cell-editor input');
    await field.fill(String(old + 1000));
    await field.press('Enter');
    await page.waitForFunction(() =>
      /^Saved user/.test(document.getElementById('status')!.textContent!),
    );
    expect(demo.server.store.get(id)!.salary).to.equal(old + 1000);
    expect((await groups()).sums[first]).to.equal(sums[first] + 1000);
  });

  it('pages with the paging toolbar', async () => {
    const { page } = demo;
    expect(await page.locator('.x-toolbar', { hasText: 'Users 1–50 of 300' }).count()).to.equal(1);
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.waitForFunction(() => /Users 51–100 of 300/.test(document.body.textContent!));
    expect(demo.requests('GET')[1].url).to.match(/[?&]page=2&start=50&limit=50(&|$)/);
  });

  it('keeps a resized and a hidden column across a reload (stateful)', async () => {
    const { page } = demo;
    await page.evaluate(() => localStorage.clear());
    await demo.open('features.html');
    const before = await headers();
    const name = before.findIndex(([text]) => text === 'Name');
    const edge = (await page.locator('.x-column-header-resizer').nth(name).boundingBox())!;
    const x = edge.x + edge.width / 2;
    const y = edge.y + edge.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 3 });
    await page.mouse.up();
    // Email is hidden from its column menu.
    const email = page.locator('.x-column-header', { hasText: 'Email' });
    await email.hover();
    await email.locator('.x-column-header-trigger').click();
    await page.getByText('Columns', { exact: true }).click();
    await page.locator('.x-menu-item', { hasText: 'Email' }).click();
    await page.keyboard.press('Escape');
    const after = await headers();
    expect(after.map(([text]) => text)).not.to.include('Email');
    await demo.open('features.html');
    expect(await headers()).to.deep.equal(after);
    expect(demo.errors).to.deep.equal([]);
  });
});
