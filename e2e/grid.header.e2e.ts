import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The grid header's interaction (the grid pack) in a real layout engine: drag to resize and to
// move, the column menu, the keyboard, and the state kept across a reload.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const gridPack = readFileSync(new URL('../dist/lib-grid.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

// A page served from an origin (localStorage needs one), re-creating the grid at each load.
const ORIGIN = 'http://lib.test';
const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="/lib.css">
<script src="/lib.js"></script><script src="/lib-grid.js"></script></head><body><script>
Lib.state.Manager.setProvider(Lib.create('Lib.state.LocalStorageProvider'));
window.grid = Lib.create('Lib.grid.Panel', {
  stateful: true, stateId: 'users', width: 500, height: 200, renderTo: document.body,
  store: {fields: ['name', 'email', 'phone'], data: [
    {name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224'},
    {name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234'},
    {name: 'Homer', email: 'homer.jay.simpson@springfield.example.com', phone: '555-222-1244'}]},
  columns: [{text: 'Name', dataIndex: 'name', width: 120},
    {text: 'Email', dataIndex: 'email', width: 150}, {text: 'Phone', dataIndex: 'phone', width: 120}],
});
</script></body></html>`;

describe('the grid header in Chromium (grid pack)', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 900, height: 600 });
    const files: Record<string, [string, string]> = {
      '/': [PAGE, 'text/html'],
      '/lib.js': [libScript, 'text/javascript'],
      '/lib-grid.js': [gridPack, 'text/javascript'],
      '/lib.css': [css, 'text/css'],
    };
    await t.page.route(ORIGIN + '/**', (route) => {
      const [body, contentType] = files[new URL(route.request().url()).pathname];
      return route.fulfill({ body, contentType });
    });
    await t.page.goto(ORIGIN + '/');
  });

  /** The left and width of each header, and of the first row's cells. */
  const geometry = () =>
    t.page
      .evaluate(() =>
        // No named inner functions: the page has no `__name` helper for them.
        [
          [...document.querySelectorAll('.x-column-header')],
          [...document.querySelector('.x-grid-row')!.querySelectorAll(':scope > .x-grid-cell')],
        ].map((nodes) =>
          nodes.map((n) => {
            const r = n.getBoundingClientRect();
            return { left: r.left, width: r.width, text: n.textContent };
          }),
        ),
      )
      .then(([headers, cells]) => ({ headers, cells }));

  it('resizes a column by dragging its edge: the header and its cells, to the pixel', async () => {
    const before = await geometry();
    expect(before.headers[0].width).to.equal(120);
    const edge = (await t.page.locator('.x-column-header-resizer').first().boundingBox())!;
    const x = edge.x + edge.width / 2;
    const y = edge.y + edge.height / 2;
    await t.page.mouse.move(x, y);
    await t.page.mouse.down();
    await t.page.mouse.move(x + 20, y, { steps: 2 });
    await t.page.mouse.move(x + 37, y, { steps: 2 });
    await t.page.mouse.up();
    const after = await geometry();
    expect(after.headers[0].width).to.equal(157);
    expect(after.cells[0].width).to.equal(157);
    expect(after.headers[1].left).to.equal(before.headers[1].left + 37);
    expect(after.cells[1].left).to.equal(after.headers[1].left);
    // The drag did not sort.
    expect(await t.page.evaluate(() => (window as any).grid.getStore().sorters.length)).to.equal(0);
    expect(t.errors).to.deep.equal([]);
  });

  it('fits a column to its content on a double click of its edge', async () => {
    await t.page.locator('.x-column-header-resizer').nth(1).dblclick();
    const after = await geometry();
    const widest = await t.page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.x-grid-row > .x-grid-cell:nth-child(2)')].map(
          (cell) => cell.scrollWidth,
        ),
      ),
    );
    expect(after.headers[1].width).to.be.at.least(widest);
    expect(after.cells[1].width).to.equal(after.headers[1].width);
    expect(after.headers[1].width).to.be.above(250);
  });

  it('moves a column by dragging its header onto another: the cells follow', async () => {
    const name = (await t.page.locator('.x-column-header').nth(0).boundingBox())!;
    const phone = (await t.page.locator('.x-column-header').nth(2).boundingBox())!;
    await t.page.mouse.move(name.x + 30, name.y + 10);
    await t.page.mouse.down();
    await t.page.mouse.move(phone.x + 60, phone.y + 10, { steps: 5 });
    expect(await t.page.locator('.x-col-move-marker').count()).to.equal(1);
    await t.page.mouse.move(phone.x + phone.width - 10, phone.y + 10, { steps: 2 });
    await t.page.mouse.up();
    const after = await geometry();
    expect(after.headers.map((h) => h.text)).to.deep.equal(['Email', 'Phone', 'Name']);
    expect(after.cells.map((c) => c.text)).to.deep.equal([
      'lisa@simpsons.com',
      '555-111-1224',
      'Lisa',
    ]);
    expect(after.cells[2].left).to.equal(after.headers[2].left);
    expect(await t.page.locator('.x-col-move-marker').count()).to.equal(0);
    expect(await t.page.evaluate(() => (window as any).grid.getStore().sorters.length)).to.equal(0);
  });

  it('hides a column from the column menu', async () => {
    await t.page.locator('.x-column-header').nth(2).hover();
    await t.page.locator('.x-column-header-trigger').nth(2).click();
    await t.page.getByText('Columns', { exact: true }).click();
    await t.page.locator('.x-menu-item', { hasText: 'Email' }).click();
    const after = await geometry();
    expect(after.headers.filter((h) => h.width > 0).map((h) => h.text)).to.deep.equal([
      'Name',
      'Phone',
    ]);
    expect(after.cells.map((c) => c.text)).to.deep.equal(['Lisa', '555-111-1224']);
  });

  it('works from the keyboard: one Tab stop, arrows, sort, menu, move and resize', async () => {
    const focused = () => t.page.evaluate(() => document.activeElement!.textContent);
    // The rows first, then the header row (one stop), then out of the grid.
    await t.page.keyboard.press('Tab');
    await t.page.keyboard.press('Tab');
    expect(await focused()).to.equal('Name');
    await t.page.keyboard.press('Tab');
    expect(await focused()).not.to.equal('Email');
    await t.page.keyboard.press('Shift+Tab');
    expect(await focused()).to.equal('Name');
    await t.page.keyboard.press('ArrowRight');
    expect(await focused()).to.equal('Email');
    await t.page.keyboard.press('Enter');
    expect(
      await t.page.evaluate(() => document.querySelector('.x-grid-row .x-grid-cell')!.textContent),
    ).to.equal('Bart');
    await t.page.keyboard.press('Alt+ArrowDown');
    expect(await t.page.locator('.x-menu').first().isVisible()).to.equal(true);
    await t.page.keyboard.press('Escape');
    expect(await focused()).to.equal('Email');
    await t.page.keyboard.press('Control+ArrowLeft');
    await t.page.keyboard.press('Shift+ArrowRight');
    const after = await geometry();
    expect(after.headers.map((h) => h.text)).to.deep.equal(['Email', 'Name', 'Phone']);
    expect(after.headers[0].width).to.equal(160);
    expect(after.cells[0].width).to.equal(160);
    expect(await focused()).to.equal('Email');
  });

  it('without the pack, sorts on a click and warns once that stateful needs lib-grid.js', async () => {
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addScriptTag({ content: libScript });
    await t.page.evaluate(() => {
      for (const id of ['a', 'b']) {
        (window as any).Lib.create('Lib.grid.Panel', {
          id,
          stateful: true,
          width: 300,
          height: 150,
          renderTo: document.body,
          store: { fields: ['name'], data: [{ name: 'b' }, { name: 'a' }] },
          columns: [{ text: 'Name', dataIndex: 'name' }],
        });
      }
      (document.querySelector('.x-column-header') as HTMLElement).click();
    });
    expect(t.warnings.length).to.equal(1);
    expect(t.warnings[0]).to.contain('stateful').and.contain('dist/lib-grid.js');
    expect(await t.page.locator('.x-grid-row').first().textContent()).to.equal('a');
    expect(await t.page.locator('.x-column-header-trigger').count()).to.equal(0);
  });

  it('restores the widths, order, visibility and sort after a reload', async () => {
    await t.page.evaluate(() => {
      const grid = (window as any).grid;
      grid.columns[0].setWidth(180);
      grid.headerCt.moveHeader(2, 0);
      grid.headerCt.getColumnByDataIndex('email').hide();
      grid.headerCt.sortBy(grid.headerCt.getColumnByDataIndex('name'), 'DESC');
    });
    await t.page.reload();
    const after = await geometry();
    expect(after.headers.filter((h) => h.width > 0).map((h) => h.text)).to.deep.equal([
      'Phone',
      'Name',
    ]);
    expect(after.headers[1].width).to.equal(180);
    expect(after.cells.map((c) => c.text)).to.deep.equal(['555-111-1224', 'Lisa']);
    expect(await t.page.locator('.x-column-header-sort-DESC').textContent()).to.equal('Name');
    expect(t.errors).to.deep.equal([]);
  });
});
