import { expect } from 'chai';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid/grid.fixtures';
import { cell } from '../grid/plugin/RowEditing.fixtures';
// The cell model is in the grid pack.
import '../../packs/grid';

/** spec.md's grid with the cell model; `events` records what the grid relays. */
function cellGrid(config: Record<string, any> = {}): any {
  const grid = simpsonsGrid({ selType: 'cellmodel', ...config });
  const events: any[] = [];
  for (const name of ['select', 'deselect']) {
    grid.on(name, (sm: any, record: any, row: number, column: number) => {
      expect(sm).to.equal(grid.getSelectionModel());
      events.push([name, record.get('name'), row, column]);
    });
  }
  grid.on('selectionchange', (_sm: any, selected: any[]) =>
    events.push(['selectionchange', selected.map((r) => r.get('name'))]),
  );
  return Object.assign(grid, { seen: events });
}

/** The classes of the cells that are marked selected, as `row:column`. */
function selectedCells(grid: any): string[] {
  return Array.from(grid.getView().el.dom.querySelectorAll('.x-grid-cell-selected')).map(
    (td: any) =>
      `${td.parentNode.getAttribute('data-recordindex')}:${Array.prototype.indexOf.call(td.parentNode.children, td)}`,
  );
}

describe('Lib.selection.CellModel', () => {
  useDom();
  const made = useGridCleanup();

  it('is the grid selection model for selType cellmodel', () => {
    const grid = made(cellGrid());
    const sm = grid.getSelectionModel();
    expect(sm).to.be.instanceOf(Lib.selection.CellModel);
    expect(sm.isCellModel).to.equal(true);
    expect(sm.getCurrentPosition()).to.equal(null);
  });

  it('selects the pressed cell, marking it and firing Ext events', () => {
    const grid = made(cellGrid());
    click(cell(grid, 1, 1));
    expect(selectedCells(grid)).to.deep.equal(['1:1']);
    const td = cell(grid, 1, 1);
    expect(td.getAttribute('aria-selected')).to.equal('true');
    expect(grid.getView().el.dom.getAttribute('aria-activedescendant')).to.equal(td.id);
    const position = grid.getSelectionModel().getCurrentPosition();
    expect(position.record).to.equal(grid.getStore().getAt(1));
    expect([position.row, position.column]).to.deep.equal([1, 1]);
    expect(position.columnHeader).to.equal(grid.columns[1]);
    expect(position.view).to.equal(grid.getView());
    click(cell(grid, 2, 0));
    expect(selectedCells(grid)).to.deep.equal(['2:0']);
    expect(td.hasAttribute('aria-selected')).to.equal(false);
    expect(grid.seen).to.deep.equal([
      ['select', 'Bart', 1, 1],
      ['selectionchange', ['Bart']],
      ['deselect', 'Bart', 1, 1],
      ['select', 'Homer', 2, 0],
      ['selectionchange', ['Homer']],
    ]);
    expect(grid.getSelectionModel().getSelection()).to.have.length(1);
  });

  it('moves the selected cell with the arrow keys, wrapping rows with Left and Right', () => {
    const grid = made(cellGrid());
    const sm = grid.getSelectionModel();
    const view = grid.getView();
    sm.setCurrentPosition({ row: 0, column: 1 });
    view.focusEl();
    const at = () => [sm.getCurrentPosition().row, sm.getCurrentPosition().column];
    key(view.el.dom, 'ArrowDown');
    expect(at()).to.deep.equal([1, 1]);
    key(view.el.dom, 'ArrowRight');
    key(view.el.dom, 'ArrowRight');
    expect(at()).to.deep.equal([2, 0]);
    key(view.el.dom, 'ArrowLeft');
    expect(at()).to.deep.equal([1, 2]);
    key(view.el.dom, 'ArrowUp');
    expect(at()).to.deep.equal([0, 2]);
    key(view.el.dom, 'ArrowUp');
    expect(at()).to.deep.equal([0, 2]);
    expect(selectedCells(grid)).to.deep.equal(['0:2']);
    expect(sm.getLastFocused()).to.equal(grid.getStore().getAt(0));
  });

  it('stops at the ends of a row with preventWrap', () => {
    const grid = made(cellGrid({ selModel: { preventWrap: true } }));
    const sm = grid.getSelectionModel();
    sm.setCurrentPosition({ row: 1, column: 2 });
    grid.getView().focusEl();
    key(grid.getView().el.dom, 'ArrowRight');
    expect(sm.isCellSelected(grid.getView(), 1, 2)).to.equal(true);
  });

  it('lets beforeselect and beforedeselect veto, and select/deselect/setCurrentPosition(null) work', () => {
    const grid = made(cellGrid());
    const sm = grid.getSelectionModel();
    sm.on('beforeselect', (_sm: any, _record: any, row: number) => row !== 3);
    sm.select(grid.getStore().getAt(3));
    expect(sm.getCurrentPosition()).to.equal(null);
    sm.select(2);
    expect(sm.getCurrentPosition().row).to.equal(2);
    sm.deselect();
    expect(sm.getCurrentPosition()).to.equal(null);
    expect(selectedCells(grid)).to.deep.equal([]);
    expect(sm.getSelection()).to.deep.equal([]);
  });

  it('keeps the mark on its cell when the row is written again, and drops it with the record', () => {
    const grid = made(cellGrid());
    const sm = grid.getSelectionModel();
    const store = grid.getStore();
    sm.setCurrentPosition({ row: 1, column: 0 });
    store.getAt(1).set('name', 'Bartholomew');
    expect(selectedCells(grid)).to.deep.equal(['1:0']);
    store.sort('name', 'ASC');
    expect(sm.getCurrentPosition().row).to.equal(
      store.indexOf(store.findRecord('name', 'Bartholomew')),
    );
    store.removeAt(sm.getCurrentPosition().row);
    expect(sm.getCurrentPosition()).to.equal(null);
  });

  it('with cell editing, Enter edits the selected cell', () => {
    const grid = made(
      cellGrid({
        plugins: [{ ptype: 'cellediting' }],
        columns: [
          { header: 'Name', dataIndex: 'name', editor: 'textfield' },
          { header: 'Email', dataIndex: 'email', editor: 'textfield' },
        ],
      }),
    );
    const view = grid.getView();
    grid.getSelectionModel().setCurrentPosition({ row: 2, column: 1 });
    view.focusEl();
    key(view.el.dom, 'Enter');
    const plugin = grid.editingPlugin;
    expect(plugin.editing).to.equal(true);
    expect([plugin.context.rowIdx, plugin.context.colIdx]).to.deep.equal([2, 1]);
    key(plugin.activeEditor.inputEl.dom, 'Tab');
    expect(grid.getSelectionModel().isCellSelected(view, 3, 0)).to.equal(true);
    key(plugin.activeEditor.inputEl.dom, 'Escape');
    expect(document.activeElement).to.equal(view.el.dom);
    key(view.el.dom, 'ArrowRight');
    expect(grid.getSelectionModel().isCellSelected(view, 3, 1)).to.equal(true);
  });
});
