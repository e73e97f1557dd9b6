import { expect } from 'chai';
import { openLibPage, usePage } from './browser';

// The grid pack's columns and checkbox selection model with real pointer and key input.
describe('grid columns in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await openLibPage(t.page, { packs: ['grid'] });
    // A plain script: functions compiled here would carry the test runner's helpers.
    await t.page.addScriptTag({
      content: `
        const calls = (window.calls = []);
        const log = (name) => (view, rowIndex, colIndex, item, e, record) =>
          calls.push([name, rowIndex, record.get('name')]);
        Lib.create('Lib.grid.Panel', {
          id: 'g', width: 600, height: 300, renderTo: document.body,
          selModel: {selType: 'checkboxmodel'},
          store: {
            fields: ['id', 'name', {name: 'active', type: 'boolean'}],
            data: [
              {id: 1, name: 'Lisa', active: true},
              {id: 2, name: 'Bart', active: false},
              {id: 3, name: 'Homer', active: false},
            ],
          },
          columns: [
            {xtype: 'rownumberer'},
            {text: 'Name', dataIndex: 'name', flex: 1},
            {xtype: 'templatecolumn', text: 'Card', tpl: '<b>{name:htmlEncode}</b> #{id}'},
            {xtype: 'checkcolumn', text: 'Active', dataIndex: 'active'},
            {xtype: 'actioncolumn', text: 'Actions', items: [
              {iconCls: 'icon-edit', tooltip: 'Edit', handler: log('edit')},
              {iconCls: 'icon-delete', tooltip: 'Delete', handler: log('delete')},
            ]},
          ],
        });`,
    });
  });

  const row = (i: number) => `#g .x-grid-row[data-recordindex="${i}"]`;
  const state = () =>
    t.page.evaluate(() => {
      const g = (window as any).Lib.getCmp('g');
      return {
        calls: (window as any).calls,
        selected: g
          .getSelectionModel()
          .getSelection()
          .map((r: any) => r.get('name')),
        active: g
          .getStore()
          .getRange()
          .map((r: any) => r.get('active')),
        dirty: g
          .getStore()
          .getRange()
          .map((r: any) => r.dirty),
        focused: document.activeElement?.className,
        all: document.querySelector('#g .x-grid-hd-checker')!.getAttribute('aria-checked'),
      };
    });

  it('clicking an action icon calls its handler with the row and record, not selecting', async () => {
    const icon = await t.page.$(`${row(1)} .x-action-col-1`);
    const box = (await icon!.boundingBox())!;
    expect(box.width).to.equal(16);
    await icon!.click();
    const s = await state();
    expect(s.calls).to.deep.equal([['delete', 1, 'Bart']]);
    expect(s.selected).to.deep.equal([]);
  });

  it('clicking a check cell toggles the field and marks the record dirty', async () => {
    await t.page.click(`${row(2)} .x-grid-checkcolumn`);
    const s = await state();
    expect(s.active).to.deep.equal([true, false, true]);
    expect(s.dirty).to.deep.equal([false, false, true]);
    expect(await t.page.getAttribute(`${row(2)} .x-grid-checkcolumn`, 'aria-checked')).to.equal(
      'true',
    );
    expect(
      await t.page.$eval(`${row(2)} .x-grid-cell-checkcolumn`, (td) =>
        td.classList.contains('x-grid-dirty-cell'),
      ),
    ).to.equal(true);
    expect(s.selected).to.deep.equal([]);
  });

  it('the header check box selects all rows, row checkers toggle one', async () => {
    await t.page.click('#g .x-grid-hd-checker');
    let s = await state();
    expect(s.selected).to.deep.equal(['Lisa', 'Bart', 'Homer']);
    expect(s.all).to.equal('true');
    await t.page.click(`${row(0)} .x-grid-row-checker`);
    s = await state();
    expect(s.selected).to.deep.equal(['Bart', 'Homer']);
    expect(s.all).to.equal('mixed');
  });

  it('numbers the rows and renders the template as markup', async () => {
    expect(await t.page.textContent(`${row(2)} .x-grid-cell-row-numberer`)).to.equal('3');
    expect(await t.page.textContent(`${row(1)} b`)).to.equal('Bart');
  });

  it('works from the keyboard alone', async () => {
    // Tab reaches the header check box (after the view, which holds the header row).
    await t.page.keyboard.press('Tab');
    expect((await state()).focused).to.contain('x-grid-view');
    for (let i = 0; i < 5 && (await state()).focused !== 'x-grid-hd-checker'; i++) {
      await t.page.keyboard.press('Tab');
    }
    expect((await state()).focused).to.equal('x-grid-hd-checker');
    await t.page.keyboard.press('Space');
    expect((await state()).selected).to.deep.equal(['Lisa', 'Bart', 'Homer']);
    await t.page.keyboard.press('Space');
    expect((await state()).selected).to.deep.equal([]);
    await t.page.focus('#g .x-grid-view');
    // The first row has the focus: Down, Space toggles Bart's row.
    await t.page.keyboard.press('ArrowDown');
    await t.page.keyboard.press('Space');
    expect((await state()).selected).to.deep.equal(['Bart']);
    // Right reaches the row's first control (the check box), Space toggles it.
    await t.page.keyboard.press('ArrowRight');
    expect((await state()).focused).to.contain('x-grid-checkcolumn');
    await t.page.keyboard.press('Space');
    expect((await state()).active).to.deep.equal([true, true, false]);
    // Right twice more: the Delete icon; Enter calls its handler.
    await t.page.keyboard.press('ArrowRight');
    await t.page.keyboard.press('ArrowRight');
    expect((await state()).focused).to.contain('x-action-col-1');
    await t.page.keyboard.press('Enter');
    expect((await state()).calls).to.deep.equal([['delete', 1, 'Bart']]);
    // Escape goes back to the rows.
    await t.page.keyboard.press('Escape');
    expect((await state()).focused).to.contain('x-grid-view');
    expect((await state()).selected).to.deep.equal(['Bart']);
  });
});
