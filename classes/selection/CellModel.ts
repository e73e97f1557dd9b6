/**
 * `Lib.selection.CellModel` (alias `selection.cellmodel`, the grid's `selType: 'cellmodel'`;
 * in the grid pack): selects one cell. A press on a cell selects it; on the view, the arrow
 * keys move the selected cell (Left and Right go on to the previous or next row at the ends,
 * unless `preventWrap`). The cell shows `x-grid-cell-selected` and `aria-selected="true"`,
 * and the view's `aria-activedescendant` names it. With `Lib.grid.plugin.CellEditing`, Enter
 * or F2 edits the selected cell.
 *
 * Events (Ext JS 4's): `beforeselect`/`select(sm, record, row, column)`,
 * `beforedeselect`/`deselect(sm, record, row, column)` (`row`: the store index, `column`: the
 * visible column index; `false` from a `before` listener stops the change), and
 * `selectionchange(sm, selected)`.
 *
 * @example
 *   const grid = Lib.create('Lib.grid.Panel', {selType: 'cellmodel', ...});
 *   grid.getSelectionModel().setCurrentPosition({row: 2, column: 1});
 *   grid.getSelectionModel().getCurrentPosition(); // {record, row: 2, column: 1, columnHeader, view}
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import { px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Column } from '../grid/column/Column';
import type { Model } from '../data/Model';
import type { TableView } from '../view/Table';
import { SelectionModel, type RecordsArg, type SelectionModelConfig } from './Model';
import type { Store } from '../data/Store';

export interface CellModelConfig extends SelectionModelConfig {
  /** Left/Right at the first or last column stop there instead of going on to the next row (default `false`). */
  preventWrap?: boolean;
  /** The arrow keys move the selected cell (default `true`). */
  enableKeyNav?: boolean;
}

/** A cell: what `getCurrentPosition` returns. */
export interface CellPosition {
  record: Model;
  /** The record's store index. */
  row: number;
  /** The column's index among the visible columns. */
  column: number;
  columnHeader: Column;
  view: TableView;
}

/** A cell to select: `row` a store index or a record, `column` a visible column index or a column. */
export interface CellPositionArg {
  row: number | Model;
  column: number | Column;
}

export class CellModel extends SelectionModel {
  /** The grid view this model serves, once bound. */
  declare view: TableView | null | undefined;
  declare preventWrap: boolean;
  declare enableKeyNav: boolean;
  /** Always `true`. */
  declare isCellModel: true;
  /** @internal The selected cell (record and column), and the cell element marked. */
  declare $cell: { record: Model; columnHeader: Column } | null;
  declare $td: HTMLElement | null;

  /** Serves a view: follows its store, marks the selected cell as its rows are written. */
  bindComponent(view: TableView): void {
    const me = this;
    me.view = view;
    (view as { selModel?: SelectionModel }).selModel = me;
    me.bindStore(view.getStore(), true);
    const mark = { fn: me.markCell, scope: me };
    view.on({
      cellmousedown: me.onCellMouseDown,
      refresh: me.onViewRefresh,
      itemupdate: mark,
      itemadd: mark,
      itemremove: mark,
      scroll: mark,
      rowfocus: mark,
      scope: me,
    });
  }

  /** @internal A press on a cell selects it. */
  onCellMouseDown(_view: unknown, _td: unknown, column: number, record: Model): void {
    this.setCurrentPosition({ row: record, column });
  }

  /** The selected cell: `{record, row, column, columnHeader, view}`, or `null`. */
  getCurrentPosition(): CellPosition | null {
    const me = this;
    const cell = me.$cell;
    const view = me.view;
    if (!cell || !view) return null;
    return {
      record: cell.record,
      row: me.indexOfRecord(cell.record),
      column: view.getGridColumns().indexOf(cell.columnHeader),
      columnHeader: cell.columnHeader,
      view,
    };
  }

  /**
   * Selects a cell: `{row, column}`, `row` a store index or a record, `column` a visible
   * column index or a column (`null` deselects). The cell before it is deselected
   * (`beforedeselect`, `deselect`), then `beforeselect` and `select(sm, record, row, column)`
   * and `selectionchange` fire, unless `suppressEvent`. The row gets the keyboard focus and
   * is scrolled into view. Returns the new position, or `null`.
   */
  setCurrentPosition(
    position: { row: number | Model; column: number | Column } | null,
    suppressEvent?: boolean,
  ): CellPosition | null {
    const me = this;
    const view = me.view!;
    const store = me.store!;
    let next: { record: Model; columnHeader: Column } | null = null;
    if (position) {
      const { row, column } = position;
      const record = typeof row === 'number' ? store.getAt(row) : row;
      const columnHeader = typeof column === 'number' ? view.getGridColumns()[column] : column;
      if (record && columnHeader) next = { record, columnHeader };
    }
    const old = me.getCurrentPosition();
    // A row of a buffered store not loaded yet: nothing to select there (the cell stays).
    if (next?.record.$pending) return old;
    if (old && next && old.record === next.record && old.columnHeader === next.columnHeader) {
      return old;
    }
    if (me.locked || (!old && !next)) return old;
    const fire = (name: string, at: CellPosition) =>
      suppressEvent || me.fireEvent(name, me, at.record, at.row, at.column) !== false;
    if (old && !fire('beforedeselect', old)) return old;
    me.$cell = next;
    const now = me.getCurrentPosition();
    if (now && !fire('beforeselect', now)) {
      me.$cell = old;
      return old;
    }
    me.selected.replace(next ? [next.record] : []);
    me.lastSelected = next && next.record;
    if (next) view.ensureVisible(next.record);
    me.setLastFocused(next && next.record, true);
    view.refreshRowStates();
    me.markCell();
    if (!suppressEvent) {
      if (old) fire('deselect', old);
      if (now) fire('select', now);
      me.fireSelectionChange();
    }
    return now;
  }

  /** Same as `setCurrentPosition` (Ext's name). */
  selectByPosition(
    position: { row: number | Model; column: number | Column } | null,
    suppressEvent?: boolean,
  ): CellPosition | null {
    return this.setCurrentPosition(position, suppressEvent);
  }

  /**
   * Selects a cell: a position `{row, column}`, a record or a store index (in the column
   * selected before, else the first).
   */
  override select(
    position: CellPositionArg | RecordsArg,
    _keepExisting?: boolean,
    suppressEvent?: boolean,
  ): void {
    const cell = this.$cell;
    if (
      position !== null &&
      position !== undefined &&
      (position as CellPositionArg).row === undefined
    ) {
      position = { row: position as Model | number, column: cell ? cell.columnHeader : 0 };
    }
    this.setCurrentPosition((position as CellPositionArg) || null, suppressEvent);
  }

  /** Deselects the selected cell. */
  override deselect(_records?: RecordsArg, suppressEvent?: boolean): void {
    this.setCurrentPosition(null, suppressEvent);
  }

  /** Deselects the selected cell. */
  override deselectAll(suppressEvent?: boolean): void {
    this.deselect(null, suppressEvent);
  }

  /** Whether the cell at `row` (a store index) and `column` (a visible index) is the selected one. */
  isCellSelected(_view: unknown, row: number, column: number): boolean {
    const position = this.getCurrentPosition();
    return !!position && position.row === row && position.column === column;
  }

  /**
   * @internal The arrow keys on the view move the selected cell (from the focused row's first
   * cell when none is selected). Returns whether the key was handled.
   */
  onKeyDown(e: EventObjectImpl): boolean {
    const me = this;
    const key = e.getKey();
    const store = me.store;
    const view = me.view;
    if (!me.enableKeyNav || !store || !view) return false;
    const dx = key === e.LEFT ? -1 : key === e.RIGHT ? 1 : 0;
    const dy = key === e.UP ? -1 : key === e.DOWN ? 1 : 0;
    if (!dx && !dy) return false;
    e.preventDefault();
    const position = me.getCurrentPosition();
    const last = view.getGridColumns().length - 1;
    let row = position ? position.row : Math.max(0, me.indexOfRecord(me.lastFocused));
    let column = position ? position.column + dx : 0;
    if (position) row += dy;
    if (column < 0 || column > last) {
      if (me.preventWrap) return true;
      row += dx;
      column = dx > 0 ? 0 : last;
    }
    if (row >= 0 && row < store.getCount()) me.setCurrentPosition({ row, column });
    return true;
  }

  /** @internal The rows were rendered again: the cell follows, or is dropped with its record. */
  onViewRefresh(): void {
    const me = this;
    const cell = me.$cell;
    if (cell && me.indexOfRecord(cell.record) < 0) me.$cell = null;
    me.markCell();
  }

  /** @internal Removed records: the selected cell goes with its record. */
  override onStoreRemove(
    store: Store,
    records: Model[],
    indexes: number[],
    isMove?: boolean,
  ): void {
    if (!isMove && this.$cell && records.includes(this.$cell.record)) this.$cell = null;
    super.onStoreRemove(store, records, indexes, isMove);
  }

  /**
   * @internal Marks the selected cell's element (`x-grid-cell-selected`, `aria-selected`, the
   * view's `aria-activedescendant`); its row may have been written again or scrolled away.
   */
  markCell(): void {
    const me = this;
    const view = me.view;
    const cell = me.$cell;
    const old = me.$td;
    const cls = px('grid-cell-selected');
    const td = cell && view?.$ctx ? view.getCell(cell.record, cell.columnHeader)?.dom : null;
    if (old && old !== td) {
      old.classList.remove(cls);
      old.removeAttribute('aria-selected');
      old.removeAttribute('id');
    }
    me.$td = td || null;
    if (!td) return;
    td.classList.add(cls);
    td.setAttribute('aria-selected', 'true');
    td.id = view!.id + '-cell';
    view!.el!.dom.setAttribute('aria-activedescendant', td.id);
  }
}

registerClass(CellModel, 'Lib.selection.CellModel', {
  $configs: declareConfigs<CellModelConfig, SelectionModelConfig>({
    preventWrap: false,
    enableKeyNav: true,
  }),
  alias: 'selection.cellmodel',
  isCellModel: true,
  $cell: null,
  $td: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.CellModel': typeof CellModel;
  }
  interface AliasMap {
    'selection.cellmodel': typeof CellModel;
  }
}
