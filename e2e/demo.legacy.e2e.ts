import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { useDemo } from './demo.helpers';

/** The migration report the page shows (its panel holds the JSON as text). */
const shownReport = (text: string | null) => JSON.parse(text ?? 'null');

describe('demo/public/legacy.html (Ext JS 4 code on the shim) in Chromium', () => {
  const demo = useDemo({ seedRows: 120 });

  it('is written in Ext JS 4 style only, never naming Lib', () => {
    const code = readFileSync(new URL('../demo/public/legacy.js', import.meta.url), 'utf8')
      .replace(/\/\/.*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.to.match(/\bLib\b/);
    expect(code).to.include("extend: 'Ext.grid.Panel'");
    expect(code).to.include('this.callParent(arguments)');
    expect(code).to.include("Ext.create('Ext.grid.plugin.RowEditing'");
  });

  it('boots with no console errors or warnings and shows the first page', async () => {
    await demo.open('legacy.html');
    expect(await demo.status()).to.equal('Loaded 50 of 120 users.');
    const first = demo.server.store.get(1)!;
    expect(await demo.rowTexts(0)).to.deep.equal([
      '1',
      first.name,
      first.email,
      first.city,
      first.joined,
    ]);
    expect(await demo.page.textContent('.x-grid .x-panel-header-text')).to.equal(
      'Users (Ext.grid.Panel)',
    );
    expect(await demo.page.evaluate(() => (window as any).Ext === (window as any).Lib)).to.equal(
      true,
    );
    const report = shownReport(await demo.page.textContent('#report pre'));
    expect(report).to.include({ active: true, total: 0 });
    expect(demo.errors).to.deep.equal([]);
    expect(demo.warnings).to.deep.equal([]);
  });

  it('fills the window with a border viewport: intro, grid, report and status around the grid', async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    /** The window, the viewport, its regions and the report's splitter (client rectangles). */
    const layout = () =>
      page.evaluate(() => {
        const viewport = (window as any).Ext.ComponentQuery.query('viewport')[0];
        const elements: Record<string, HTMLElement> = {
          viewport: viewport.el.dom,
          splitter: viewport.el.dom.querySelector(':scope > .x-splitter'),
        };
        for (const region of ['north', 'center', 'east', 'south']) {
          elements[region] = viewport.down(`[region=${region}]`).el.dom;
        }
        const boxes = Object.fromEntries(
          Object.entries(elements).map(([name, el]) => {
            const r = el.getBoundingClientRect();
            return [name, { left: r.left, top: r.top, width: r.width, height: r.height }];
          }),
        );
        return {
          ...boxes,
          type: viewport.getLayout().type,
          window: { width: innerWidth, height: innerHeight },
          scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
          grid: viewport.down('[region=center]').isXType('usergrid'),
        } as Record<string, any>;
      });
    const check = (l: Awaited<ReturnType<typeof layout>>) => {
      const { width, height } = l.window;
      expect(l.viewport).to.deep.equal({ left: 0, top: 0, width, height });
      expect(l.scroll).to.deep.equal([width, height]); // no page scroll bars
      // North and south run the whole width; the grid, the splitter and the report share the
      // height between them, the report against the right edge.
      expect(l.north).to.include({ left: 0, top: 0, width });
      expect(l.south).to.include({ left: 0, width });
      expect(l.south.top + l.south.height).to.be.closeTo(height, 0.5);
      expect(l.east.left + l.east.width).to.be.closeTo(width, 0.5);
      expect(l.center.left).to.equal(0);
      expect(l.center.top).to.be.closeTo(l.north.height, 0.5);
      expect(l.center.width).to.be.closeTo(width - l.east.width - l.splitter.width, 0.5);
      expect(l.center.height).to.be.closeTo(height - l.north.height - l.south.height, 0.5);
      expect(l.splitter.left).to.be.closeTo(l.center.width, 0.5);
      expect(l.east.width).to.equal(380);
      expect(l.north.height).to.be.above(50);
      expect(l.center.height).to.be.above(300);
    };
    const wide = await layout();
    expect(wide.type).to.equal('border');
    expect(wide.grid).to.equal(true);
    check(wide);

    // A smaller window: the grid takes what the regions leave of it.
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.waitForFunction(
      () =>
        Math.round(document.querySelector('.x-grid')!.getBoundingClientRect().width) < 1000 - 380,
    );
    const narrow = await layout();
    check(narrow);
    expect(narrow.center.width).to.be.closeTo(1000 - 380 - wide.splitter.width, 0.5);
    expect(demo.errors).to.deep.equal([]);
  });

  it("disables the toolbar's Delete (grid.down('#delete')) until a row is selected; Ext.Msg.confirm asks first", async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    /** The Delete button's disabled state, as the component found with down() says it. */
    const deleteDisabled = () =>
      page.evaluate(() =>
        (window as any).Ext.ComponentQuery.query('usergrid')[0].down('#delete').isDisabled(),
      );
    const toolbar = page.locator('.x-grid .x-toolbar-docked-top');
    expect(await toolbar.getAttribute('role')).to.equal('toolbar');
    expect(await toolbar.getByRole('button').allTextContents()).to.deep.equal([
      'Add',
      'Delete',
      'Reload',
    ]);
    const remove = toolbar.getByRole('button', { name: 'Delete', exact: true });
    expect(await deleteDisabled()).to.equal(true);
    expect(await remove.isDisabled()).to.equal(true);

    await page.click(`${demo.row(2)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector(`${demo.row(2)}.x-grid-row-selected`);
    expect(await deleteDisabled()).to.equal(false);
    expect(await remove.isEnabled()).to.equal(true);

    // Ext.Msg.confirm asks first: No keeps the row, Yes deletes it.
    const dialog = page.getByRole('alertdialog', { name: 'Delete user' });
    await remove.click();
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await demo.rowTexts(2))[0]).to.equal('3');
    expect(demo.requests('DELETE')).to.deep.equal([]);
    await remove.click();
    expect(await dialog.locator('.x-window-text').textContent()).to.equal('Delete user 3?');
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent === 'Deleted user 3.',
    );
    expect(demo.requests('DELETE').map((r) => [r.path, r.status])).to.deep.equal([
      ['/api/users/3', 200],
    ]);
    expect((await demo.rowTexts(2))[0]).to.equal('4');
    // The selection went with the row: Delete is disabled again.
    expect(await deleteDisabled()).to.equal(true);
    expect(await remove.isDisabled()).to.equal(true);
    expect(demo.errors).to.deep.equal([]);
  });

  it('edits a row with Ext.grid.plugin.RowEditing and saves it from the edit listener', async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    await page.dblclick(`${demo.row(1)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    const name = page.locator('.x-grid-row-editor-body > :nth-child(2) input');
    expect(await name.inputValue()).to.equal(demo.server.store.get(2)!.name);
    await name.fill('Grace Hopper');
    await page.click('.x-row-editor-update-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent === 'Saved user 2.',
    );
    expect((await demo.rowTexts(1))[1]).to.equal('Grace Hopper');
    const puts = demo.requests('PUT');
    expect(puts.map((r) => r.path)).to.deep.equal(['/api/users/2']);
    expect(puts[0].body).to.include({ id: 2, name: 'Grace Hopper' });
    expect(demo.server.store.get(2)!.name).to.equal('Grace Hopper');

    // Cancel leaves the record alone.
    await page.dblclick(`${demo.row(1)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await name.fill('Not Saved');
    await page.click('.x-row-editor-cancel-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    expect((await demo.rowTexts(1))[1]).to.equal('Grace Hopper');
    expect(await page.$$(`${demo.row(1)} .x-grid-dirty-cell`)).to.have.length(0);
    expect(demo.requests('PUT')).to.have.length(1);
    expect(demo.errors).to.deep.equal([]);
  });

  it('adds a user: Add opens the editor on a new row, Update POSTs it, Cancel drops it', async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await page.keyboard.type('Margaret Hamilton');
    await page.fill('.x-grid-row-editor input[aria-label="Email"]', 'margaret@example.org');
    await page.click('.x-row-editor-update-button');
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent === 'Saved user 121.',
    );
    expect((await demo.rowTexts(0)).slice(0, 3)).to.deep.equal([
      '121',
      'Margaret Hamilton',
      'margaret@example.org',
    ]);
    expect(demo.requests('POST').map((r) => [r.path, r.status])).to.deep.equal([
      ['/api/users', 201],
    ]);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await page.click('.x-row-editor-cancel-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    expect((await demo.rowTexts(0))[0]).to.equal('121');
    expect(demo.requests('POST')).to.have.length(1);
    expect(demo.errors).to.deep.equal([]);
  });

  it('reports an Ext class Lib does not provide: one warning, an error naming it, a count', async () => {
    await demo.open('legacy.html');
    await demo.page.getByRole('button', { name: 'Create Ext.tree.Panel' }).click();
    await demo.page.getByRole('button', { name: 'Create Ext.tree.Panel' }).click();
    await demo.page.waitForSelector('#status.error');
    expect(await demo.status()).to.include("'Ext.tree.Panel'");
    const report = shownReport(await demo.page.textContent('#report pre'));
    expect(report.unknownClasses).to.deep.equal([{ name: 'Ext.tree.Panel', count: 2 }]);
    expect(report.total).to.equal(2);
    expect(demo.warnings).to.have.length(1);
    expect(demo.warnings[0]).to.include(
      "'Ext.tree.Panel' is an Ext JS class that Lib does not provide",
    );
  });
});
