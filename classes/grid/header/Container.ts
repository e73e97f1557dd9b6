/**
 * `Lib.grid.header.Container` (xtype `headercontainer`): the header row of a grid and the owner
 * of its columns (`grid.headerCt`, also `grid.columnManager`). It creates the columns from
 * their configs, renders their header cells, lays out their widths (fixed widths first, then
 * `flex` shares of what is left), sorts the grid on a header click, and fires the column events
 * the grid relays: `headerclick`, `sortchange`, `columnresize`, `columnshow`, `columnhide`,
 * `columnschanged`.
 *
 * It renders inside the grid view's scrolling element and sticks to its top, so it scrolls
 * sideways with the rows, and the header cells and rows form one ARIA grid.
 *
 * @example
 *   grid.headerCt.getGridColumns().map((c) => c.dataIndex); // ['name', 'email', 'phone']
 *   grid.headerCt.getHeaderAtIndex(1).setWidth(250);
 */
import { registerClass } from '../../../lib/Class';
import { describe } from '../../../lib/Error';
import { check, type Rule } from '../../../lib/check';
import { Component, type ComponentConfig } from '../../Component';
import { ComponentManager } from '../../ComponentManager';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { cssPrefix } from '../../panel/Panel';
import type { Column } from '../column/Column';
// Registers the `gridcolumn` xtype the column configs default to.
import '../column/Column';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface HeaderContainerConfig extends ComponentConfig {
  /** Column configs (`{text, dataIndex, flex}`, an `xtype` picks the column class) or columns. */
  items?: Any[];
  /** Config applied to every column config that does not set it. */
  defaults?: Record<string, Any>;
  /** The grid. */
  grid?: Any;
  /** Header clicks sort (default `true`; the grid's `sortableColumns`). */
  sortable?: boolean;
  /** Every column takes a share of the width proportional to its width (default `false`). */
  forceFit?: boolean;
}

/** A read-only list of the columns with the MixedCollection methods Ext JS 4 code calls. */
export class ColumnList {
  /** The columns, in order. */
  items: Column[];
  constructor(items: Column[]) {
    this.items = items;
  }
  /** The number of columns. */
  get length(): number {
    return this.items.length;
  }
  /** The number of columns. */
  getCount(): number {
    return this.items.length;
  }
  /** The column at `index`. */
  getAt(index: number): Column | undefined {
    return this.items[index];
  }
  /** The position of a column, or -1. */
  indexOf(column: Column): number {
    return this.items.indexOf(column);
  }
  /** A copy of the list. */
  getRange(): Column[] {
    return this.items.slice();
  }
  /** Calls `fn(column, index, count)` for each column; `false` stops. */
  each(fn: (column: Column, index: number, count: number) => unknown, scope?: unknown): void {
    const items = this.items.slice();
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], i, items.length) === false) break;
    }
  }
}

/** The checks of a header container's configs (`null` passes as absent). */
const RULES: Record<string, Rule> = {
  items: [Array.isArray, 'an array of column configs or columns'],
  defaults: 'object',
  sortable: 'boolean',
  forceFit: 'boolean',
};

export class HeaderContainer extends Component {
  /** The columns. */
  declare items: ColumnList;
  declare defaults?: Record<string, Any>;
  declare grid?: Any;
  declare sortable: boolean;
  declare forceFit: boolean;
  /** The element holding the header cells (role `row`), once rendered. */
  declare rowEl?: Element;
  /** Always `true`. */
  declare isGridHeaderContainer: true;
  /** Height of the header row in the theme (grid.css), used where the DOM has no layout. Default 28. */
  declare defaultHeight: number;
  /** The total width of the visible columns after the last layout. */
  declare totalWidth: number;
  /** @internal Cached visible columns (`null`: to recompute). */
  declare $visible: Column[] | null;

  override $construct(config?: HeaderContainerConfig): this {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  override initComponent(): void {
    super.initComponent();
    const given = this.items as unknown;
    try {
      this.items = new ColumnList(this.createColumns(given));
    } catch (error) {
      // A bad column config: the half-made container does not stay registered.
      ComponentManager.unregister(this);
      throw error;
    }
    this.$visible = null;
    this.totalWidth = 0;
  }

  /** @internal Columns from configs (with `defaults`) or instances; owned by this container. */
  createColumns(given: unknown): Column[] {
    if (given === undefined || given === null) return [];
    if (!Array.isArray(given)) {
      throw new TypeError(
        `[${this.$className}] columns must be an array of column configs or columns, got ${describe(given)}`,
      );
    }
    const defaults = this.defaults;
    const made: Column[] = [];
    try {
      for (const item of given) made.push(this.createColumn(item, defaults));
    } catch (error) {
      for (const column of made) if (!given.includes(column)) column.destroy();
      throw error;
    }
    return made;
  }

  /** @internal One column from a config (with `defaults`) or an instance. */
  createColumn(item: Any, defaults: Record<string, Any> | undefined): Column {
    let column: Any;
    if (item && item.isComponent) {
      column = item;
    } else if (item && typeof item === 'object') {
      const config = defaults ? { ...defaults, ...item } : { ...item };
      column = ComponentManager.create(config, 'gridcolumn');
    } else {
      throw new TypeError(
        `[${this.$className}] a column must be a config object or a column, got ${describe(item)}`,
      );
    }
    if (!column.isColumn) {
      if (column !== item && typeof column.destroy === 'function') column.destroy();
      throw new TypeError(
        `[${this.$className}] ${describe(item)} did not make a grid column (xtype '${column.xtype}')`,
      );
    }
    column.ownerCt = this;
    return column as Column;
  }

  /** Every column, hidden ones included, in order. */
  getGridColumns(): Column[] {
    return this.items.items;
  }

  /** The visible columns, in order (their positions are the cell indexes). */
  getVisibleGridColumns(): Column[] {
    let visible = this.$visible;
    if (visible === null) {
      visible = this.$visible = this.items.items.filter((column) => !column.hidden);
    }
    return visible;
  }

  /** Same as `getGridColumns` (Ext's `columnManager.getColumns`). */
  getColumns(): Column[] {
    return this.getGridColumns();
  }

  /** Same as `getVisibleGridColumns` (Ext's `columnManager.getVisibleColumns`). */
  getVisibleColumns(): Column[] {
    return this.getVisibleGridColumns();
  }

  /** The visible column at a cell index. */
  getHeaderAtIndex(index: number): Column | undefined {
    return this.getVisibleGridColumns()[index];
  }

  /** The cell index of a visible column, or -1. */
  getHeaderIndex(column: Column): number {
    return this.getVisibleGridColumns().indexOf(column);
  }

  /** The column with this `dataIndex`, if any. */
  getColumnByDataIndex(dataIndex: string): Column | undefined {
    return this.items.items.find((column) => column.dataIndex === dataIndex);
  }

  override getRootCls(): string[] {
    return [...super.getRootCls(), cssPrefix() + 'grid-header-ct'];
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const p = cssPrefix();
    const dom = this.el!.dom;
    dom.setAttribute('role', 'rowgroup');
    const row = dom.ownerDocument.createElement('div');
    row.className = `${p}grid-header-row`;
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', '1');
    dom.appendChild(row);
    this.rowEl = Element.get(row) as Element;
    this.renderColumns();
    this.el!.on('click', this.onHeaderClick, this);
    this.el!.on('keydown', this.onHeaderKeyDown, this);
  }

  /** @internal Renders the header cells of the columns not rendered yet. */
  renderColumns(): void {
    const row = this.rowEl!.dom;
    for (const column of this.items.items) if (!column.rendered) column.render(row);
  }

  /** The rendered height of the header row (the theme's height where there is no layout). */
  getHeaderHeight(): number {
    if (!this.rendered || this.hidden) return 0;
    return this.el!.dom.offsetHeight || this.defaultHeight;
  }

  /**
   * Lays out the visible columns across `available` pixels: fixed widths first, then the
   * `flex` columns share what is left (at least their `minWidth`). With an unknown width (0)
   * flex columns get 100 pixels. Returns the total width.
   */
  layoutColumns(available: number): number {
    const visible = this.getVisibleGridColumns();
    const forceFit = this.forceFit;
    let fixed = 0;
    let totalFlex = 0;
    for (const column of visible) {
      const flex = flexOf(column, forceFit);
      if (flex > 0) totalFlex += flex;
      else fixed += fixedWidth(column);
    }
    const free = Math.max(0, available - fixed);
    let left = free;
    let flexLeft = totalFlex;
    let total = 0;
    for (const column of visible) {
      const flex = flexOf(column, forceFit);
      let width: number;
      if (flex <= 0) {
        width = fixedWidth(column);
      } else if (available <= 0) {
        width = Math.max(column.minWidth || 0, 100);
      } else {
        // The last flex column takes the rounding remainder, so the columns fill the width.
        width = flexLeft === flex ? left : Math.floor((free * flex) / totalFlex);
        left -= width;
        flexLeft -= flex;
        width = Math.max(column.minWidth || 0, width);
      }
      column.computedWidth = width;
      if (column.rendered) column.el!.dom.style.width = width + 'px';
      total += width;
    }
    this.totalWidth = total;
    if (this.rowEl) this.rowEl.dom.style.width = total + 'px';
    return total;
  }

  /** @internal A column's width or flex changed: lay out again, then fire `columnresize`. */
  onColumnResize(column: Column): void {
    this.grid?.onColumnsChanged('resize');
    this.fireEvent('columnresize', this, column, column.getCellWidth());
  }

  /** @internal A column was shown or hidden: lay out and render again, then fire the events. */
  onColumnVisibilityChange(column: Column, visible: boolean): void {
    this.$visible = null;
    this.grid?.onColumnsChanged('visibility');
    this.fireEvent(visible ? 'columnshow' : 'columnhide', this, column);
    this.fireEvent('columnschanged', this);
  }

  /**
   * Replaces the columns (the grid's `reconfigure`): the old ones are destroyed, the new ones
   * created (and rendered when the header is). Fires `columnschanged`.
   */
  setColumns(columns: Any[]): Column[] {
    const old = this.items.items;
    const next = this.createColumns(columns);
    for (const column of old) if (!next.includes(column)) column.destroy();
    this.items = new ColumnList(next);
    this.$visible = null;
    if (this.rendered) this.renderColumns();
    this.fireEvent('columnschanged', this);
    return next;
  }

  /**
   * Sorts the grid's store by a column (what a header click does): `store.sort` runs, the
   * header shows the store's new sorter at once (remote sorts answer later), and `sortchange(ct,
   * column, direction)` fires.
   */
  sortBy(column: Column, direction: 'ASC' | 'DESC'): void {
    const store = this.grid?.getStore();
    const property = column.getSortParam();
    if (!store || !property) return;
    store.sort([{ property, direction }]);
    // At once, also for a remote sort whose answer comes later.
    this.updateSortState(store);
    this.fireEvent('sortchange', this, column, direction);
  }

  /** Shows the store's first sorter on the header of the column it sorts by. */
  updateSortState(store: Any): void {
    const sorter = store && store.sorters && store.sorters[0];
    const property = sorter && typeof sorter.property === 'string' ? sorter.property : undefined;
    for (const column of this.items.items) {
      column.setSortState(
        property !== undefined && column.getSortParam() === property ? sorter.direction : null,
      );
    }
  }

  /** @internal The column whose header cell holds a node. */
  columnOf(node: EventTarget | null): Column | undefined {
    const target = (node as HTMLElement | null)?.closest?.('.' + cssPrefix() + 'column-header');
    if (!target) return undefined;
    return this.items.items.find((column) => column.el?.dom === target);
  }

  /** @internal Header click: fires `headerclick(ct, column, e, target)`, then sorts. */
  onHeaderClick(e: EventObjectImpl): void {
    const column = this.columnOf(e.target);
    if (!column) return;
    if (this.fireEvent('headerclick', this, column, e, column.el!.dom) === false) return;
    if (this.sortable) column.toggleSortState();
  }

  /** @internal Enter or Space on a focused header sorts like a click. */
  onHeaderKeyDown(e: EventObjectImpl): void {
    const key = e.getKey();
    if (key !== e.ENTER && key !== e.SPACE) return;
    const column = this.columnOf(e.target);
    if (!column) return;
    e.stopEvent();
    if (this.fireEvent('headerclick', this, column, e, column.el!.dom) === false) return;
    if (this.sortable) column.toggleSortState();
  }

  override onDestroy(): void {
    for (const column of this.items.items) column.destroy();
    this.items = new ColumnList([]);
    this.$visible = null;
    super.onDestroy();
  }
}

function flexOf(column: Column, forceFit: boolean): number {
  if (typeof column.flex === 'number' && column.flex > 0) return column.flex;
  return forceFit ? fixedWidth(column) : 0;
}

function fixedWidth(column: Column): number {
  return typeof column.width === 'number' ? column.width : 100;
}

registerClass(HeaderContainer, 'Lib.grid.header.Container', {
  xtype: 'headercontainer',
  isGridHeaderContainer: true,
  sortable: true,
  forceFit: false,
  defaultHeight: 28,
  totalWidth: 0,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.header.Container': typeof HeaderContainer;
  }
  interface AliasMap {
    'widget.headercontainer': typeof HeaderContainer;
  }
}
