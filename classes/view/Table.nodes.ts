/**
 * Node lookups of `Lib.view.Table` (classes/view/Table.ts): from records, store indexes and
 * DOM nodes to the rendered rows ("slots") and back, and the column geometry plugins align
 * with. The members of `nodeMethods` are part of the view's prototype (Table.ts puts them in
 * its registration body).
 *
 * @example
 *   view.getNode(record); // its <tr>, or null when the row is not rendered
 *   view.getRecord(event.target); // the record of the row holding a node
 */
import { Element } from '../dom/Element';
import type { Column } from '../grid/column/Column';
import type { TableView } from './Table';
import { renderSlot, type RowSlot } from './Table.rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The slot of a record, a store index, a row (or a node inside it), or an Element. */
export function slotOf(view: TableView, item: Any): RowSlot | null {
  if (item === undefined || item === null) return null;
  if (typeof item === 'number') {
    const slot = view.slots[item - view.renderStart];
    return slot !== undefined && slot.index === item ? slot : null;
  }
  if (item.isModel) return view.$byRecord.get(item) || null;
  return slotOfNode(view, item.isElement ? item.dom : item);
}

/** The slot whose row contains `node`, or `null`. */
export function slotOfNode(view: TableView, node: Node | null): RowSlot | null {
  const tbody = view.$tbody;
  if (!tbody || !node || typeof (node as Any).nodeType !== 'number') return null;
  let current: Node | null = node;
  while (current && current.parentNode !== tbody) {
    if (current === view.el?.dom) return null;
    current = current.parentNode;
  }
  return view.slots.find((slot) => slot.tr === current) || null;
}

/** The node lookup members of `Lib.view.Table`. */
export const nodeMethods = {
  /**
   * The row element of a record, a store index, or a node inside a row; `null` when that row
   * is not rendered (scrolled out of the DOM).
   */
  getNode(this: TableView, item: Any): HTMLTableRowElement | null {
    const slot = slotOf(this, item);
    return slot ? slot.tr : null;
  },

  /** The rendered row elements, in order; with `start`/`end`, those of store indexes start..end. */
  getNodes(this: TableView, start?: number, end?: number): HTMLTableRowElement[] {
    return this.slots
      .filter((slot) => !(slot.index < start!) && !(slot.index > end!))
      .map((slot) => slot.tr);
  },

  /** The record of a row (or of a node inside it, or its store index), or `undefined`. */
  getRecord(this: TableView, node: Any): Any {
    if (typeof node === 'number') return this.store.getAt(node);
    const slot = slotOf(this, node);
    return slot ? slot.record : undefined;
  },

  /** The store index of a row (or of a node inside it, or a record), or -1. */
  indexOf(this: TableView, node: Any): number {
    if (node && node.isModel) {
      const rendered = this.indexOfRendered(node);
      return rendered >= 0 ? rendered : this.store.indexOf(node);
    }
    const slot = slotOf(this, node);
    return slot ? slot.index : -1;
  },

  /** The store index of a record whose row is rendered, else -1 (no store search). */
  indexOfRendered(this: TableView, record: Any): number {
    const slot = this.$byRecord.get(record);
    return slot ? slot.index : -1;
  },

  /** The cell of a record and column (a column or its visible index) as an Element, or `null`. */
  getCell(this: TableView, record: Any, column: Column | number): Element | null {
    const slot = slotOf(this, record);
    const td =
      slot && slot.cells[typeof column === 'number' ? column : this.$ctx!.columns.indexOf(column)];
    return td ? Element.get(td) : null;
  },

  /** The visible columns (the cells of each row). */
  getGridColumns(this: TableView): Column[] {
    return this.headerCt!.getVisibleGridColumns();
  },

  /**
   * The visible columns with their left offset and width in pixels (the row editor aligns its
   * fields with them).
   */
  getColumnOffsets(this: TableView): Array<{ column: Column; left: number; width: number }> {
    let left = 0;
    return this.getGridColumns().map((column) => {
      const width = column.getCellWidth();
      const entry = { column, left, width };
      left += width;
      return entry;
    });
  },

  /** The row element of a record, or `null` when it is not rendered (Ext's `getNodeByRecord`). */
  getNodeByRecord(this: TableView, record: Any): HTMLTableRowElement | null {
    const slot = this.$byRecord.get(record);
    return slot ? slot.tr : null;
  },

  /**
   * Writes a rendered row again from its record (a record, store index or row); nothing when
   * it is not rendered. Fires `itemupdate(record, index, node)`.
   */
  refreshNode(this: TableView, item: Any): void {
    const slot = slotOf(this, item);
    if (!slot || !this.$ctx) return;
    renderSlot(this, this.$ctx, slot, slot.record, slot.index);
    this.fireEvent('itemupdate', slot.record, slot.index, slot.tr);
  },
};
