import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Cell editing and the cell model (the grid pack), and the row editor's focus, in a real
// browser: pixels, focus moves and keys that happy-dom cannot show.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const gridPack = readFileSync(new URL('../dist/lib-grid.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('cell editing in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 900, height: 600 });
    await t.page.setContent(
      '<!doctype html><html><body><button id="before">before</button></body></html>',
    );
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: gridPack });
  });

  /** A grid of four users with the cell-editing plugin (`plugin`: its config; `grid`: the grid's). */
  const makeGrid = (plugin: Record<string, unknown> = {}, grid: Record<string, unknown> = {}) =>
    t.page.evaluate(
      ([pluginConfig, gridConfig]) => {
        const Lib = (window as any).Lib;
        const store = Lib.create('Lib.data.Store', {
          fields: ['name', 'email', 'phone'],
          data: [
            { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' },
            { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234' },
            { name: 'Homer', email: 'homer@simpsons.com', phone: '555-222-1244' },
            { name: 'Marge', email: 'marge@simpsons.com', phone: '555-222-1254' },
          ],
        });
        (window as any).grid = Lib.create('Lib.grid.Panel', {
          store,
          width: 600,
          height: 240,
          renderTo: document.body,
          columns: [
            { header: 'Name', dataIndex: 'name', width: 150, editor: 'textfield' },
            { header: 'Email', dataIndex: 'email', flex: 1, editor: { allowBlank: false } },
            { header: 'Phone', dataIndex: 'phone', width: 150, editor: 'textfield' },
          ],
          plugins: [{ ptype: 'cellediting', ...pluginConfig }],
          ...gridConfig,
        });
      },
      [plugin, grid],
    );

  const cellSel = (row: number, column: number) =>
    `.x-grid-view tr[data-recordindex="${row}"] > .x-grid-cell:nth-child(${column + 1})`;
  const active = () =>
    t.page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { tag: el.tagName, value: (el as HTMLInputElement).value, cls: el.className };
    });
  const context = () =>
    t.page.evaluate(() => {
      const plugin = (window as any).grid.editingPlugin;
      return plugin.editing ? [plugin.context.rowIdx, plugin.context.colIdx] : null;
    });

  it('double-click opens the field over the cell; Tab moves on, Enter saves, the record is dirty', async () => {
    const { page } = t;
    await makeGrid();
    await page.dblclick(cellSel(1, 0));
    expect(await context()).to.deep.equal([1, 0]);
    // The field covers the cell it edits.
    const boxes = await page.evaluate(
      (sel) => {
        const td = document.querySelector(sel)!.getBoundingClientRect();
        const field = document.querySelector('.x-grid-cell-editor')!.getBoundingClientRect();
        return {
          td: [td.left, td.top, td.width, td.height],
          field: [field.left, field.top, field.width, field.height],
        };
      },
      cellSel(1, 0),
    );
    boxes.field.forEach((v, i) => expect(Math.abs(v - boxes.td[i])).to.be.below(2));
    expect((await active()).value).to.equal('Bart');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Bartholomew');
    await page.keyboard.press('Tab');
    expect(await context()).to.deep.equal([1, 1]);
    expect((await active()).value).to.equal('bart@simpsons.com');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('bart@example.com');
    await page.keyboard.press('Enter');
    expect(await context()).to.equal(null);
    const state = await page.evaluate(() => {
      const record = (window as any).grid.getStore().getAt(1);
      return { data: [record.get('name'), record.get('email')], dirty: record.dirty };
    });
    expect(state).to.deep.equal({ data: ['Bartholomew', 'bart@example.com'], dirty: true });
    expect(await page.textContent(cellSel(1, 1))).to.equal('bart@example.com');
    expect(await page.getAttribute(cellSel(1, 1), 'class')).to.contain('x-grid-dirty-cell');
    expect((await active()).cls).to.contain('x-grid-view');
    expect(await page.isVisible('.x-grid-cell-editor')).to.equal(false);
    expect(t.errors).to.deep.equal([]);
  });

  it('keyboard only with the cell model: Tab in, arrows, Enter edits, Tab saves and moves, Esc', async () => {
    const { page } = t;
    await makeGrid({}, { selType: 'cellmodel' });
    await page.focus('#before');
    await page.keyboard.press('Tab');
    // Tab leaves the header row's stop for the rows (one stop each).
    for (let i = 0; i < 3 && !(await active()).cls.includes('x-grid-view'); i++) {
      await page.keyboard.press('Tab');
    }
    expect((await active()).cls).to.contain('x-grid-view');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const selected = await page.evaluate(() => {
      const sm = (window as any).grid.getSelectionModel();
      const p = sm.getCurrentPosition();
      return [p.row, p.column];
    });
    const [row, column] = selected;
    expect(await page.getAttribute(cellSel(row, column), 'class')).to.contain(
      'x-grid-cell-selected',
    );
    expect(await page.getAttribute(cellSel(row, column), 'aria-selected')).to.equal('true');
    await page.keyboard.press('Enter');
    expect(await context()).to.deep.equal([row, column]);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('x@example.com');
    await page.keyboard.press('Tab');
    expect(await context()).to.deep.equal([row, column + 1]);
    await page.keyboard.press('Escape');
    expect(await context()).to.equal(null);
    expect((await active()).cls).to.contain('x-grid-view');
    expect(await page.getAttribute(cellSel(row, column + 1), 'class')).to.contain(
      'x-grid-cell-selected',
    );
    expect(await page.textContent(cellSel(row, column))).to.equal('x@example.com');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('F2');
    expect(await context()).to.deep.equal([row, column]);
    expect((await active()).value).to.equal('x@example.com');
    expect(t.errors).to.deep.equal([]);
  });
});

describe('the row editor keeps the focus in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 900, height: 600 });
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    // A grid whose store saves through a proxy the test answers (`window.answer(ok)`).
    await t.page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.define('E2E.Proxy', {
        extend: 'Lib.data.proxy.Proxy',
        alias: 'proxy.e2ehold',
        update(operation: any, callback: any, scope: any) {
          (window as any).answer = (ok: boolean) => {
            if (ok) {
              operation.commitRecords();
              operation.setSuccessful();
            } else operation.setException({ status: 422, statusText: 'Unprocessable Entity' });
            operation.setCompleted();
            callback.call(scope, operation);
          };
        },
      });
      const store = Lib.create('Lib.data.Store', {
        fields: ['id', 'name'],
        data: [
          { id: 1, name: 'Lisa' },
          { id: 2, name: 'Bart' },
        ],
      });
      store.setProxy('e2ehold');
      (window as any).grid = Lib.create('Lib.grid.Panel', {
        store,
        width: 500,
        height: 200,
        renderTo: document.body,
        columns: [{ header: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' }],
        plugins: [{ ptype: 'rowediting', autoSync: true }],
      });
    });
  });

  const focusIn = () =>
    t.page.evaluate(() => {
      const el = document.activeElement!;
      return el.closest('.x-grid-row-editor')
        ? 'editor'
        : el.classList.contains('x-grid-view')
          ? 'view'
          : el.tagName;
    });

  it('after a click on Update the focus stays in the editor; Esc cancels after a 422; the row gets the focus', async () => {
    const { page } = t;
    await page.dblclick('.x-grid-view tr[data-recordindex="1"] > .x-grid-cell');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Bartholomew');
    await page.click('.x-row-editor-update-button');
    expect(await focusIn()).to.equal('editor');
    await page.evaluate(() => (window as any).answer(false));
    expect(await page.isVisible('.x-grid-row-editor')).to.equal(true);
    expect(await focusIn()).to.equal('editor');
    await page.keyboard.press('Escape');
    expect(await page.isVisible('.x-grid-row-editor')).to.equal(false);
    expect(await focusIn()).to.equal('view');
    // Update again, this time saved: the focus is on the edited row.
    await page.dblclick('.x-grid-view tr[data-recordindex="1"] > .x-grid-cell');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Bartholomew');
    await page.focus('.x-row-editor-update-button');
    await page.keyboard.press('Space');
    await page.evaluate(() => (window as any).answer(true));
    expect(await page.isVisible('.x-grid-row-editor')).to.equal(false);
    expect(await focusIn()).to.equal('view');
    expect(
      await page.evaluate(() =>
        (window as any).grid.getSelectionModel().getLastFocused().get('name'),
      ),
    ).to.equal('Bartholomew');
    expect(t.errors).to.deep.equal([]);
  });
});
