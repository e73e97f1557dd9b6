/**
 * `Lib.grid.column.RowNumberer` (xtype `rownumberer`, alternate `Lib.grid.RowNumberer`; grid
 * pack): a narrow column numbering the rows from 1 (the store index + 1; in a paged store,
 * counted from the page's start, so page 2 of 25 starts at 26). Not sortable, not hideable,
 * not resizable; its cells are `x-grid-cell-row-numberer x-grid-cell-special`. Rows moved by
 * an insert or a removal show their new numbers.
 *
 * @example
 *   columns: [{xtype: 'rownumberer'}, {text: 'Name', dataIndex: 'name', flex: 1}]
 */
import { registerClass } from '../../../lib/Class';
import { px } from '../../dom/Element.build';
import { Column, type CellMetaData, type ColumnConfig } from './Column';
import { viewOf } from './Action.cells';
import type { Model } from '../../data/Model';
import type { Store } from '../../data/Store';

// Construction takes a `ColumnConfig` (checked against the `$configs` of the class chain).
export interface RowNumberer {
  $construct(config?: ColumnConfig): this;
}

export class RowNumberer extends Column {
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const view = viewOf(this);
    if (view) this.mon(view, { itemadd: this.renumber, itemremove: this.renumber, scope: this });
  }

  /**
   * @internal Records were added or removed: the rows that moved show their new numbers (the
   * view keeps a moved row's cells as they are).
   */
  renumber(): void {
    const view = viewOf(this)!;
    const c = view?.$ctx?.columns.indexOf(this) ?? -1;
    if (c < 0) return;
    const store = view.store;
    for (const slot of view.slots) {
      if (!slot.record?.isModel) continue;
      // Under a feature's rows (grouping), the record's own index.
      const at = view.dataSource.recordIndexAt?.(slot.index) ?? slot.index;
      const number = this.defaultRenderer(null, null!, slot.record, at, c, store);
      if (slot.cells[c].textContent !== String(number))
        view.renderSlot(slot, slot.record, slot.index, at);
    }
  }

  /** The row's number: its index + 1, plus the rows of the pages before it. */
  defaultRenderer(
    _value: unknown,
    _meta: CellMetaData,
    _record: Model,
    rowIndex: number,
    _colIndex: number,
    store: Store,
  ): number {
    const page = store.currentPage;
    return rowIndex + 1 + (page > 1 && store.pageSize ? (page - 1) * store.pageSize : 0);
  }
}

registerClass(RowNumberer, 'Lib.grid.column.RowNumberer', {
  xtype: 'rownumberer',
  alternateClassName: 'Lib.grid.RowNumberer',
  width: 23,
  minWidth: 23,
  align: 'right',
  sortable: false,
  hideable: false,
  resizable: false,
  draggable: false,
  menuDisabled: true,
  tdCls: px('grid-cell-row-numberer grid-cell-special'),
  cls: px('row-numberer'),
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.RowNumberer': typeof RowNumberer;
  }
  interface AliasMap {
    'widget.rownumberer': typeof RowNumberer;
  }
}
