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
import { check, fail, type Rule, type Test } from '../../../lib/check';
import { Component, type ComponentConfig } from '../../Component';
import { ComponentManager } from '../../ComponentManager';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { make, px } from '../../dom/Element.build';
import { ItemList } from '../../../lib/ItemList';
import type { Column } from '../column/Column';
import { typed } from '../Panel.utils';
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
export class ColumnList extends ItemList<Column> {}

/** The checks of a header container's configs (`null` passes as absent). */
const [DEFAULTS, TYPES] = typed({ sortable: true, forceFit: false });

/** The rule of a list of columns (the container's `items`, a view's `columns`). */
export const COLUMNS_RULE: Test = [Array.isArray, 'an array of column configs or columns'];

const RULES: Record<string, Rule> = {
  items: COLUMNS_RULE,
  defaults: 'object',
  ...TYPES,
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

  override initComponent(): void {
    super.initComponent();
    const me = this;
    try {
      me.items = new ColumnList(createColumns(me, me.items));
    } catch (error) {
      // A bad column config: the half-made container does not stay registered.
      ComponentManager.unregister(me);
      throw error;
    }
    me.$visible = null;
    me.totalWidth = 0;
  }

  /** Every column, hidden ones included, in order. */
  getGridColumns(): Column[] {
    return this.items.items;
  }

  /** The visible columns, in order (their positions are the cell indexes). */
  getVisibleGridColumns(): Column[] {
    return (this.$visible ||= this.items.items.filter((column) => !column.hidden));
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
    return [...super.getRootCls(), px('grid-header-ct')];
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el!;
    el.dom.setAttribute('role', 'rowgroup');
    me.rowEl = Element.get(
      make(el.dom, 'div', 'grid-header-row', { role: 'row', 'aria-rowindex': '1' }),
    ) as Element;
    renderColumns(me);
    el.on({ click: onHeaderEvent, keydown: onHeaderEvent, scope: me });
  }

  /** The rendered height of the header row (the theme's height where there is no layout). */
  getHeaderHeight(): number {
    return !this.rendered || this.hidden ? 0 : this.el!.dom.offsetHeight || this.defaultHeight;
  }

  /**
   * Lays out the visible columns across `available` pixels: fixed widths first, then the
   * `flex` columns share what is left (at least their `minWidth`). With an unknown width (0)
   * flex columns get 100 pixels. Returns the total width.
   */
  layoutColumns(available: number): number {
    const me = this;
    const visible = me.getVisibleGridColumns();
    const forceFit = me.forceFit;
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
      let width = fixedWidth(column);
      if (flex > 0) {
        if (available <= 0) {
          width = 100;
        } else {
          // The last flex column takes the rounding remainder, so the columns fill the width.
          width = flexLeft === flex ? left : Math.floor((free * flex) / totalFlex);
          left -= width;
          flexLeft -= flex;
        }
        width = Math.max(column.minWidth || 0, width);
      }
      column.computedWidth = width;
      if (column.rendered) column.el!.dom.style.width = width + 'px';
      total += width;
    }
    me.totalWidth = total;
    if (me.rowEl) me.rowEl.dom.style.width = total + 'px';
    return total;
  }

  /**
   * Replaces the columns (the grid's `reconfigure`): the old ones are destroyed, the new ones
   * created (and rendered when the header is). Fires `columnschanged`.
   */
  setColumns(columns: Any[]): Column[] {
    const me = this;
    const old = me.items.items;
    const next = createColumns(me, columns);
    for (const column of old) if (!next.includes(column)) column.destroy();
    me.items = new ColumnList(next);
    me.$visible = null;
    if (me.rendered) renderColumns(me);
    me.fireEvent('columnschanged', me);
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

  override onDestroy(): void {
    for (const column of this.items.items) column.destroy();
    this.items = new ColumnList([]);
    this.$visible = null;
    super.onDestroy();
  }
}

/** Columns from configs (with `defaults`) or instances, owned by the container. */
function createColumns(ct: HeaderContainer, given: unknown): Column[] {
  const where = ct.$className;
  const made: Column[] = [];
  if (given === undefined || given === null) return made;
  if (!Array.isArray(given)) fail(where, 'columns', COLUMNS_RULE[1], given);
  try {
    for (const item of given) {
      let column: Any = item;
      if (!item || !item.isComponent) {
        if (!item || typeof item !== 'object') {
          fail(where, 'a column', 'a config object or a column', item);
        }
        column = ComponentManager.create({ ...ct.defaults, ...item }, 'gridcolumn');
      }
      if (!column.isColumn) {
        if (column !== item) column.destroy?.();
        throw new TypeError(
          `[${where}] ${describe(item)} did not make a grid column (xtype '${column.xtype}')`,
        );
      }
      column.ownerCt = ct;
      made.push(column);
    }
  } catch (error) {
    for (const column of made) if (!given.includes(column)) column.destroy();
    throw error;
  }
  return made;
}

/**
 * A column of the container changed (the column tells it): `null` (its width or flex) lays
 * out again, then fires `columnresize(ct, column, width)`; `true`/`false` (shown or hidden)
 * lays out and renders again, then fires `columnshow`/`columnhide` and `columnschanged`.
 */
export function columnChanged(ct: HeaderContainer, column: Column, visible: boolean | null): void {
  const grid = ct.grid;
  if (visible === null) {
    grid?.onColumnsChanged('resize');
    ct.fireEvent('columnresize', ct, column, column.getCellWidth());
  } else {
    ct.$visible = null;
    grid?.onColumnsChanged('visibility');
    ct.fireEvent(visible ? 'columnshow' : 'columnhide', ct, column);
    ct.fireEvent('columnschanged', ct);
  }
}

/** Renders the header cells of the columns not rendered yet. */
function renderColumns(ct: HeaderContainer): void {
  for (const column of ct.items.items) if (!column.rendered) column.render(ct.rowEl!.dom);
}

/**
 * A click on a header, or Enter or Space on a focused one (`this` is the container): fires
 * `headerclick(ct, column, e, target)`, then sorts.
 */
function onHeaderEvent(this: HeaderContainer, e: EventObjectImpl): void {
  const me = this;
  const key = e.type === 'keydown' && e.getKey();
  if (key !== false && key !== e.ENTER && key !== e.SPACE) return;
  const target = (e.target as HTMLElement | null)?.closest?.('.' + px('column-header'));
  const column = target && me.items.items.find((c) => c.el?.dom === target);
  if (!column) return;
  if (key !== false) e.stopEvent();
  if (me.fireEvent('headerclick', me, column, e, column.el!.dom) !== false && me.sortable) {
    column.toggleSortState();
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
  $rules: RULES,
  xtype: 'headercontainer',
  isGridHeaderContainer: true,
  ...DEFAULTS,
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
