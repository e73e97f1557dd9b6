import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';
import { useShimPage } from '../shim/helpers';
import { rowTexts, simpsonsColumns, simpsonsGrid, useGridCleanup } from '../grid/grid.fixtures';
// The checkbox model is in the grid pack.
import '../../packs/grid';

describe('Lib.selection.CheckboxModel', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (selModel: Record<string, any> = {}, config: Record<string, any> = {}): any =>
    made(simpsonsGrid({ selModel: { selType: 'checkboxmodel', ...selModel }, ...config }));
  const checker = (g: any, row: number): HTMLElement =>
    g.getView().getNode(row).querySelector('.x-grid-row-checker');
  const headerBox = (g: any): HTMLElement => g.headerCt.el.dom.querySelector('.x-grid-hd-checker');
  const names = (g: any): string[] =>
    g
      .getSelectionModel()
      .getSelection()
      .map((r: any) => r.get('name'));

  it("is selType 'checkboxmodel', a MULTI row model", () => {
    const g = grid();
    const sm = g.getSelectionModel();
    expect(sm).to.be.instanceOf(Lib.selection.CheckboxModel);
    expect(sm).to.be.instanceOf(Lib.selection.RowModel);
    expect(sm.mode).to.equal('MULTI');
    const g2 = made(simpsonsGrid({ selType: 'checkboxmodel' }));
    expect(g2.getSelectionModel()).to.be.instanceOf(Lib.selection.CheckboxModel);
    const sm3 = Lib.create('Lib.selection.CheckboxModel', { mode: 'SINGLE' });
    expect([sm3.mode, sm3.showHeaderCheckbox]).to.deep.equal(['SINGLE', false]);
    sm3.destroy();
  });

  it('injects a checker column first: not sortable, special cells with a checker', () => {
    const g = grid();
    const columns = g.getColumns();
    expect(columns).to.have.length(4);
    expect(columns[0].isCheckerHd).to.equal(true);
    expect(columns[0].sortable).to.equal(false);
    expect(columns[0].el.dom.className).to.contain('x-column-header-checkbox');
    const td = g.getView().getCell(0, 0).dom;
    expect(td.className).to.contain('x-grid-cell-row-checker');
    expect(checker(g, 0)).to.not.equal(null);
    expect(rowTexts(g.getView().getNode(0)).slice(1)).to.deep.equal([
      'Lisa',
      'lisa@simpsons.com',
      '555-111-1224',
    ]);
  });

  it("injectCheckbox 'last', an index, or false", () => {
    expect(grid({ injectCheckbox: 'last' }).getColumns()[3].isCheckerHd).to.equal(true);
    expect(grid({ injectCheckbox: 2 }).getColumns()[2].isCheckerHd).to.equal(true);
    expect(grid({ injectCheckbox: false }).getColumns()).to.have.length(3);
    expect(() =>
      Lib.create('Lib.selection.CheckboxModel', { injectCheckbox: 'middle' } as any),
    ).to.throw(TypeError, /injectCheckbox/);
  });

  it('a press on a checker toggles its row and keeps the others', () => {
    const g = grid();
    click(checker(g, 0));
    click(checker(g, 2));
    expect(names(g)).to.deep.equal(['Lisa', 'Homer']);
    click(checker(g, 0));
    expect(names(g)).to.deep.equal(['Homer']);
  });

  it('a press elsewhere on a row selects only it; with checkOnly it selects nothing', () => {
    const g = grid();
    click(checker(g, 0));
    click(g.getView().getCell(1, 1).dom);
    expect(names(g)).to.deep.equal(['Bart']);
    const only = grid({ checkOnly: true });
    click(only.getView().getCell(1, 1).dom);
    expect(names(only)).to.deep.equal([]);
    click(checker(only, 1));
    expect(names(only)).to.deep.equal(['Bart']);
  });

  it('the header box selects all, then none, and shows all / some / none', () => {
    const g = grid();
    const box = headerBox(g);
    const header = g.getColumns()[0].el.dom;
    expect([box.getAttribute('role'), box.getAttribute('aria-checked')]).to.deep.equal([
      'checkbox',
      'false',
    ]);
    click(box);
    expect(names(g)).to.deep.equal(['Lisa', 'Bart', 'Homer', 'Marge']);
    expect(box.getAttribute('aria-checked')).to.equal('true');
    expect(header.className).to.contain('x-grid-hd-checker-on');
    click(checker(g, 1));
    expect(box.getAttribute('aria-checked')).to.equal('mixed');
    expect(header.className).not.to.contain('x-grid-hd-checker-on');
    expect(header.className).to.contain('x-grid-hd-checker-mixed');
    click(checker(g, 1));
    click(box);
    expect(names(g)).to.deep.equal([]);
    expect(box.getAttribute('aria-checked')).to.equal('false');
  });

  it('the header box follows the store: an added record is not selected', () => {
    const g = grid();
    click(headerBox(g));
    g.getStore().add({ name: 'Maggie' });
    expect(headerBox(g).getAttribute('aria-checked')).to.equal('mixed');
    g.getStore().removeAt(4);
    expect(headerBox(g).getAttribute('aria-checked')).to.equal('true');
  });

  it('the header box counts the rows the store shows (a filter hides some)', () => {
    const g = grid();
    click(checker(g, 0));
    g.getStore().filterBy((r: any) => r.get('name') === 'Lisa');
    expect(headerBox(g).getAttribute('aria-checked')).to.equal('true');
    g.getStore().clearFilter();
    expect(headerBox(g).getAttribute('aria-checked')).to.equal('mixed');
  });

  it('Enter or Space on the header box toggles all; it is a Tab stop', () => {
    const g = grid();
    const box = headerBox(g);
    expect(box.tabIndex).to.equal(0);
    key(box, ' ');
    expect(g.getSelectionModel().getCount()).to.equal(4);
    key(box, 'Enter');
    expect(g.getSelectionModel().getCount()).to.equal(0);
  });

  it('keyboard: arrows move the focus keeping the selection, Space toggles the focused row', () => {
    const g = grid();
    const view = g.getView();
    view.focusRow(0);
    key(view.el.dom, ' ');
    key(view.el.dom, 'ArrowDown');
    key(view.el.dom, 'ArrowDown');
    expect(names(g)).to.deep.equal(['Lisa']);
    key(view.el.dom, ' ');
    expect(names(g)).to.deep.equal(['Lisa', 'Homer']);
    key(view.el.dom, ' ');
    expect(names(g)).to.deep.equal(['Lisa']);
    key(view.el.dom, 'a', { ctrlKey: true });
    expect(g.getSelectionModel().getCount()).to.equal(4);
  });

  it('comes back after reconfigure with new columns', () => {
    const g = grid();
    g.reconfigure(null, simpsonsColumns().slice(0, 2));
    const columns = g.getColumns();
    expect(columns).to.have.length(3);
    expect(columns[0].isCheckerHd).to.equal(true);
    expect(g.columns).to.equal(columns);
    expect(g.headerCt.rowEl.dom.firstChild).to.equal(columns[0].el.dom);
    expect(checker(g, 0)).to.not.equal(null);
    click(headerBox(g));
    expect(g.getSelectionModel().getCount()).to.equal(4);
  });

  it('fires selectionchange once for select all', () => {
    const g = grid();
    const changed = sinon.spy();
    g.on('selectionchange', changed);
    click(headerBox(g));
    expect(changed.calledOnce).to.equal(true);
  });
});

describe('Ext.selection.CheckboxModel and the pack columns under the shim', () => {
  const page = useShimPage({ packs: ['grid'] });

  it('legacy names and xtypes build them, without warnings', () => {
    const grid = page.run(`
      Ext.create('Ext.grid.Panel', {
        renderTo: document.body, width: 400, height: 200,
        selModel: Ext.create('Ext.selection.CheckboxModel', {checkOnly: true}),
        store: {fields: ['name', 'ok'], data: [{name: 'Lisa', ok: true}]},
        columns: [
          {xtype: 'rownumberer'},
          {xtype: 'templatecolumn', tpl: '<i>{name}</i>'},
          Ext.create('Ext.ux.CheckColumn', {dataIndex: 'ok'}),
          {xtype: 'actioncolumn', items: [{iconCls: 'x', handler: function () {}}]},
        ],
      });
    `);
    expect(grid.getColumns().map((c: any) => c.xtype)).to.deep.equal([
      'gridcolumn',
      'rownumberer',
      'templatecolumn',
      'checkcolumn',
      'actioncolumn',
    ]);
    expect(grid.getSelectionModel().checkOnly).to.equal(true);
    expect(page.Lib.grid.ActionColumn).to.equal(page.Lib.grid.column.Action);
    expect(page.warnings).to.deep.equal([]);
  });
});
