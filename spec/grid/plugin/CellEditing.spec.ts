import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, dblclick, key, useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { bornStore, cell, editColumns, type } from './RowEditing.fixtures';
// Cell editing and the cell model are in the grid pack.
import '../../../packs/grid';

/** spec.md's grid with the cell-editing plugin (`plugin`: its config; `grid`: the grid's). */
function cellGrid(plugin: Record<string, any> = {}, grid: Record<string, any> = {}): any {
  const store = bornStore();
  const panel = Lib.create('Lib.grid.Panel', {
    store,
    columns: editColumns(),
    height: 200,
    width: 500,
    renderTo: document.body,
    plugins: [{ ptype: 'cellediting', ...plugin }],
    ...grid,
  });
  return {
    grid: panel,
    plugin: panel.editingPlugin,
    view: panel.getView(),
    store,
    destroy() {
      panel.destroy();
      store.destroy();
    },
  };
}

/** The field shown over the cell being edited. */
const active = (plugin: any) => plugin.activeEditor;

describe('Lib.grid.plugin.CellEditing', () => {
  useDom();
  const made = useGridCleanup();

  it('is made from its ptype and alias, with Ext JS 4 defaults', () => {
    const { plugin } = made(cellGrid());
    expect(plugin).to.be.instanceOf(Lib.grid.plugin.CellEditing);
    expect(plugin).to.be.instanceOf(Lib.grid.plugin.Editing);
    expect(plugin.clicksToEdit).to.equal(2);
    expect(Lib.createByAlias('plugin.cellediting')).to.be.instanceOf(Lib.grid.plugin.CellEditing);
    expect(() => Lib.create('Lib.grid.plugin.CellEditing', { clicksToEdit: 3 as any })).to.throw(
      TypeError,
      "[Lib.grid.plugin.CellEditing] config 'clicksToEdit' must be 1 or 2, got 3",
    );
  });

  it('opens the column editor over the cell on a double-click, with the value, focused', () => {
    const { grid, plugin, view } = made(cellGrid());
    click(cell(grid, 1, 1));
    expect(plugin.editing).to.equal(false);
    dblclick(cell(grid, 1, 1));
    const field = active(plugin);
    expect(plugin.editing).to.equal(true);
    expect(field.getName()).to.equal('email');
    expect(field.getValue()).to.equal('bart@simpsons.com');
    expect(document.activeElement).to.equal(field.inputEl.dom);
    expect(field.el.dom.parentNode).to.equal(view.body.dom);
    expect(field.el.dom.className).to.contain('x-grid-editor').and.contain('x-grid-cell-editor');
    const offset = view.getColumnOffsets()[1];
    expect(field.el.dom.style.left).to.equal(offset.left + 'px');
    expect(field.el.dom.style.top).to.equal(view.getRowTop(1) + 'px');
    expect(grid.getSelectionModel().getSelection()[0]).to.equal(grid.getStore().getAt(1));
  });

  it('opens on one click with clicksToEdit 1, not on a column without an editor', () => {
    const { grid, plugin } = made(cellGrid({ clicksToEdit: 1 }));
    click(cell(grid, 0, 2));
    expect(plugin.editing).to.equal(false);
    click(cell(grid, 0, 0));
    expect(active(plugin).getName()).to.equal('name');
  });

  it('fires beforeedit, validateedit and edit with Ext context; Enter saves, the record is dirty', () => {
    const { grid, plugin, store, view } = made(cellGrid());
    const seen: any[] = [];
    for (const name of ['beforeedit', 'validateedit', 'edit', 'canceledit']) {
      grid.on(name, (p: any, context: any) => {
        expect(p).to.equal(plugin);
        seen.push([name, context.value, context.originalValue]);
      });
    }
    expect(plugin.startEdit(store.getAt(0), grid.columns[0])).to.equal(true);
    const context = plugin.context;
    expect(context.grid).to.equal(grid);
    expect(context.view).to.equal(view);
    expect(context.store).to.equal(store);
    expect(context.record).to.equal(store.getAt(0));
    expect(context.field).to.equal('name');
    expect(context.column).to.equal(grid.columns[0]);
    expect([context.rowIdx, context.colIdx]).to.deep.equal([0, 0]);
    expect(context.row).to.equal(view.getNode(0));
    type(active(plugin), 'Liz');
    key(active(plugin).inputEl.dom, 'Enter');
    expect(plugin.editing).to.equal(false);
    expect(seen).to.deep.equal([
      ['beforeedit', 'Lisa', 'Lisa'],
      ['validateedit', 'Liz', 'Lisa'],
      ['edit', 'Liz', 'Lisa'],
    ]);
    expect(store.getAt(0).get('name')).to.equal('Liz');
    expect(store.getAt(0).dirty).to.equal(true);
    expect(view.getNode(0).children[0].className).to.contain('x-grid-dirty-cell');
    expect(document.activeElement).to.equal(view.el.dom);
  });

  it('lets beforeedit and validateedit stop the edit', () => {
    const { grid, plugin, store } = made(cellGrid());
    grid.on('beforeedit', (_p: any, context: any) => context.rowIdx !== 1);
    expect(plugin.startEdit(1, 0)).to.equal(false);
    expect(plugin.editing).to.equal(false);
    grid.on('validateedit', (_p: any, context: any) => {
      context.cancel = context.value === 'no';
    });
    plugin.startEdit(0, 0);
    type(active(plugin), 'no');
    expect(plugin.completeEdit()).to.equal(false);
    expect(plugin.editing).to.equal(true);
    expect(store.getAt(0).get('name')).to.equal('Lisa');
  });

  it('cancels on Esc: the record is untouched, canceledit fires, the row gets the focus', () => {
    const { grid, plugin, store, view } = made(cellGrid());
    const canceled = sinon.spy();
    grid.on('canceledit', canceled);
    plugin.startEdit(2, 1);
    type(active(plugin), 'x@y.z');
    const input = active(plugin).inputEl.dom;
    key(input, 'Escape');
    expect(plugin.editing).to.equal(false);
    expect(canceled.calledOnce).to.equal(true);
    expect(canceled.firstCall.args[1].record).to.equal(store.getAt(2));
    expect(store.getAt(2).get('email')).to.equal('home@simpsons.com');
    expect(store.getAt(2).dirty).to.equal(false);
    expect(document.activeElement).to.equal(view.el.dom);
    expect(grid.getSelectionModel().getLastFocused()).to.equal(store.getAt(2));
  });

  it('keeps an invalid value open and marked, never writing it', () => {
    const { plugin, store } = made(cellGrid());
    plugin.startEdit(0, 1);
    type(active(plugin), '');
    key(active(plugin).inputEl.dom, 'Enter');
    expect(plugin.editing).to.equal(true);
    expect(active(plugin).inputEl.dom.getAttribute('aria-invalid')).to.equal('true');
    expect(store.getAt(0).get('email')).to.equal('lisa@simpsons.com');
  });

  it('moves with Tab and Shift+Tab to the next and previous editable cell, wrapping rows', () => {
    const { grid, plugin, store } = made(cellGrid());
    plugin.startEdit(0, 0);
    type(active(plugin), 'Liz');
    key(active(plugin).inputEl.dom, 'Tab');
    expect(store.getAt(0).get('name')).to.equal('Liz');
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([0, 1]);
    key(active(plugin).inputEl.dom, 'Tab');
    // Phone has no editor: skipped.
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([0, 3]);
    key(active(plugin).inputEl.dom, 'Tab');
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([1, 0]);
    expect(document.activeElement).to.equal(active(plugin).inputEl.dom);
    key(active(plugin).inputEl.dom, 'Tab', { shiftKey: true });
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([0, 3]);
    expect(grid.getSelectionModel().getSelection()[0]).to.equal(store.getAt(0));
  });

  it('saves when the field loses the focus', () => {
    const { plugin, store, view } = made(cellGrid());
    plugin.startEdit(1, 0);
    type(active(plugin), 'Bartholomew');
    view.focusEl();
    expect(plugin.editing).to.equal(false);
    expect(store.getAt(1).get('name')).to.equal('Bartholomew');
  });

  it('edits the focused row on Enter or F2 in the view, at its first editable column', () => {
    const { grid, plugin, view } = made(cellGrid());
    click(cell(grid, 2, 2));
    view.focusEl();
    key(view.el.dom, 'F2');
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([2, 0]);
  });

  it('cancels the edit when its record leaves the store', () => {
    const { plugin, store } = made(cellGrid());
    plugin.startEdit(1, 0);
    store.removeAt(1);
    expect(plugin.editing).to.equal(false);
    store.load();
    expect(plugin.editing).to.equal(false);
  });

  it('startEditByPosition edits the cell at {row, column}', () => {
    const { plugin } = made(cellGrid());
    expect(plugin.startEditByPosition({ row: 3, column: 1 })).to.equal(true);
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([3, 1]);
    expect(active(plugin).getValue()).to.equal('marge@simpsons.com');
  });

  it('releases its fields with the grid', () => {
    const { grid, plugin } = made(cellGrid());
    plugin.startEdit(0, 0);
    const field = active(plugin);
    grid.destroy();
    expect(field.isDestroyed).to.equal(true);
  });
});
