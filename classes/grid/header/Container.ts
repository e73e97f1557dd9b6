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
import { suggest } from '../../../lib/ClassManager';
import { describe } from '../../../lib/Error';
import { cfg, declareConfigs, fail, type Test } from '../../../lib/config';
import { Component, type ComponentConfig } from '../../Component';
import { ComponentManager } from '../../ComponentManager';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { make, px } from '../../dom/Element.build';
import { ItemList } from '../../../lib/ItemList';
import type { Column, ColumnConfig } from '../column/Column';
// Registers the `gridcolumn` xtype the column configs default to.
import '../column/Column';
import type { ComponentEvents } from '../../Component';
import type { GridPanel } from '../Panel';
import type { Container } from '../../container/Container';
import type { Store } from '../../data/Store';

/**
 * A column or a column config: `{text, dataIndex, flex}`; an `xtype` picks the column class
 * (whose own configs it may hold), a group has `columns`.
 */
export type ColumnSpec = Column | (ColumnConfig & Record<string, unknown>);

export interface HeaderContainerConfig extends ComponentConfig {
  /** Column configs (`{text, dataIndex, flex}`, an `xtype` picks the column class) or columns. */
  items?: ColumnSpec[];
  /** Config applied to every column config that does not set it. */
  defaults?: Record<string, unknown>;
  /** The grid. */
  grid?: GridPanel;
  /** Header clicks sort (default `true`; the grid's `sortableColumns`). */
  sortable?: boolean;
  /** Every column takes a share of the width proportional to its width (default `false`). */
  forceFit?: boolean;
}

/** A read-only list of the columns with the MixedCollection methods Ext JS 4 code calls. */
export class ColumnList extends ItemList<Column> {}

/** The rule of a list of columns (the container's `items`, a view's `columns`). */
export const COLUMNS_RULE: Test = [Array.isArray, 'an array of column configs or columns'];

/** The events of a grid's header container: a component's plus the columns'. */
export interface HeaderContainerEvents<S = HeaderContainer> extends ComponentEvents<S> {
  /** A header was clicked; `false` stops the sort it would start. */
  headerclick: [ct: S, column: Column, event: EventObjectImpl, target: HTMLElement];
  columnresize: [ct: S, column: Column, width: number];
  columnhide: [ct: S, column: Column];
  columnshow: [ct: S, column: Column];
  /** Columns were added, removed, moved, shown or hidden. */
  columnschanged: [ct: S];
  sortchange: [ct: S, column: Column, direction: string];
}

export class HeaderContainer extends Component {
  /** Type only: the events (see `HeaderContainerEvents`). */
  declare $eventMap: HeaderContainerEvents<this>;
  /** The columns. */
  declare items: ColumnList;
  declare defaults?: Record<string, unknown>;
  declare grid?: GridPanel;
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
      me.items = new ColumnList(me.createColumns(me.items));
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
    me.initUi();
    me.renderColumns();
    el.on({ click: me.onHeaderEvent, keydown: me.onHeaderEvent, scope: me });
  }

  /**
   * @internal Called at render, before the header cells: the grid pack replaces it with the
   * header's resizing, moving, menu, keys and the grid's state. Without the pack, a grid asking
   * for those (`stateful`, `enableColumnMove: true`) warns once, naming the script to add.
   */
  initUi(): void {
    const grid = this.grid;
    if (!warned && grid && (grid.stateful || grid.enableColumnMove === true)) {
      warned = true;
      console.warn('[Lib.grid.Panel] stateful/enableColumnMove need the header UI' + suggest(UI));
    }
  }

  /** @internal Renders the header cells of the columns not rendered yet. */
  renderColumns(): void {
    const row = this.rowEl!.dom;
    for (const column of this.items.items) if (!column.rendered) column.render(row);
  }

  /**
   * @internal A click on a header, or Enter or Space on a focused one: fires
   * `headerclick(ct, column, e, target)`, then sorts.
   */
  onHeaderEvent(e: EventObjectImpl): void {
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

  /** The columns (with `deep`, each followed by what is below it), for `Lib.ComponentQuery`. */
  override getRefItems(deep?: boolean): Component[] {
    const items: Component[] = [];
    for (const column of this.items.items) {
      items.push(column);
      if (deep) items.push(...column.getRefItems(true));
    }
    return items;
  }

  /**
   * Replaces the columns (the grid's `reconfigure`): the old ones are destroyed, the new ones
   * created (and rendered when the header is). Fires `columnschanged`.
   */
  setColumns(columns: ColumnSpec[]): Column[] {
    const me = this;
    const old = me.items.items;
    const next = me.createColumns(columns);
    for (const column of old) if (!next.includes(column)) column.destroy();
    me.items = new ColumnList(next);
    me.$visible = null;
    if (me.rendered) me.renderColumns();
    me.fireEvent('columnschanged', me);
    return next;
  }

  /** @internal Columns from configs (with `defaults`) or instances, owned by the container. */
  createColumns(given: unknown): Column[] {
    const me = this;
    const where = me.$className;
    const made: Column[] = [];
    if (given === undefined || given === null) return made;
    if (!Array.isArray(given)) fail(where, 'columns', COLUMNS_RULE[1], given);
    try {
      for (const item of given) {
        let column: Component & { isColumn?: boolean } = item;
        if (item?.columns && !item.isComponent) {
          made.push(...me.createGroup(item));
          continue;
        }
        if (!item || !item.isComponent) {
          if (!item || typeof item !== 'object') {
            fail(where, 'a column', 'a config object or a column', item);
          }
          column = ComponentManager.create({ ...me.defaults, ...item }, 'gridcolumn');
        }
        if (!column.isColumn) {
          if (column !== item) column.destroy?.();
          throw new TypeError(
            `[${where}] ${describe(item)} did not make a grid column (xtype '${column.xtype}')`,
          );
        }
        column.ownerCt = me as unknown as Container;
        made.push(column as Column);
      }
    } catch (error) {
      for (const column of made) if (!given.includes(column)) column.destroy();
      throw error;
    }
    return made;
  }

  /**
   * @internal A group header (a column config with `columns`): the grid pack makes it and
   * returns its leaf columns; without the pack, an error naming the script.
   */
  createGroup(_item: unknown): Column[] {
    throw new TypeError(`[${this.$className}] grouped columns` + suggest(UI));
  }

  /**
   * A column's width or flex changed (the column tells its container): the grid lays out
   * again, then `columnresize(ct, column, width)` fires with the width laid out.
   */
  onHeaderResize(column: Column): void {
    this.grid?.onColumnsChanged('resize');
    this.fireEvent('columnresize', this, column, column.getCellWidth());
  }

  /** A column was shown: the grid lays out and renders again; `columnshow` and `columnschanged` fire. */
  onHeaderShow(column: Column): void {
    this.onHeaderVisibility(column, 'columnshow');
  }

  /** A column was hidden: the grid lays out and renders again; `columnhide` and `columnschanged` fire. */
  onHeaderHide(column: Column): void {
    this.onHeaderVisibility(column, 'columnhide');
  }

  /** @internal A column was shown or hidden (`event`: `columnshow` or `columnhide`). */
  onHeaderVisibility(column: Column, event: string): void {
    this.$visible = null;
    this.grid?.onColumnsChanged('visibility');
    this.fireEvent(event, this, column);
    this.fireEvent('columnschanged', this);
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
  updateSortState(store: Store | null | undefined): void {
    const sorter = store && store.sorters && store.sorters[0];
    const property = sorter && typeof sorter.property === 'string' ? sorter.property : undefined;
    for (const column of this.items.items) {
      column.setSortState(
        property !== undefined && column.getSortParam() === property ? sorter!.direction : null,
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

/** A grid pack class, for the warning's hint. */
const UI = 'Lib.state.Manager';
let warned = false;

function flexOf(column: Column, forceFit: boolean): number {
  if (typeof column.flex === 'number' && column.flex > 0) return column.flex;
  return forceFit ? fixedWidth(column) : 0;
}

function fixedWidth(column: Column): number {
  return typeof column.width === 'number' ? column.width : 100;
}

registerClass(HeaderContainer, 'Lib.grid.header.Container', {
  $configs: declareConfigs<HeaderContainerConfig, ComponentConfig>({
    items: cfg(COLUMNS_RULE),
    defaults: cfg('object'),
    grid: cfg('object'),
    sortable: true,
    forceFit: false,
  }),
  xtype: 'headercontainer',
  isGridHeaderContainer: true,
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
