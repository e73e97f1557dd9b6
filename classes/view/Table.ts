/**
 * `Lib.view.Table` (xtype `tableview`): the rows of a grid. It renders the records of its store
 * as `<tr class="x-grid-row">` rows of `<td class="x-grid-cell x-grid-cell-<columnId>">` cells,
 * and keeps them in step with the store event by event: an edited record re-renders its own
 * row only, added and removed records touch only the rows concerned, a load, sort or filter
 * re-renders the rows in view.
 *
 * Rendering is virtual: whatever the store holds, only the rows in view plus `bufferRows` above
 * and below are in the DOM, all `rowHeight` pixels high. A spacer as tall as every row together
 * gives the scrollbar its true range (beyond `maxScrollHeight` pixels — about 400 000 rows — the
 * scroll position maps proportionally onto the rows). Scrolling writes the records that come
 * into view into the rows that left it; no row element is created or destroyed. Without a
 * height the view grows with its rows up to `virtualThreshold` rows, then scrolls.
 *
 * The element is the ARIA grid (`role="grid"`, `aria-rowcount`, rows with `aria-rowindex`):
 * the header row renders inside it and sticks to its top. It takes the keyboard focus
 * (`tabindex="0"`); `aria-activedescendant` names the focused row.
 *
 * Seams for plugins (the row editor): `getNode`, `getRecord`, `getCell`, `getRowBox` and
 * `getRowTop` (a row's place inside `body`, where an overlay positioned absolutely follows the
 * rows), `getColumnOffsets`, `getViewportHeight`, `ensureVisible`, `focusRow`, and the view
 * events (`cellclick`, `itemkeydown`, `itemupdate`, `itemremove`, `refresh`, `scroll`...).
 * Elements a plugin puts into `body` are not rows: events on them are left to the plugin.
 *
 * @example
 *   const view = grid.getView();
 *   view.getNode(record); // the row element, or null when it is scrolled out of the DOM
 *   view.ensureVisible(99999); // scrolls to the 100 000th record and renders it
 */
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { describe } from '../../lib/Error';
import { check, type Rule } from '../../lib/check';
import { Component, type ComponentConfig } from '../Component';
import { ComponentManager } from '../ComponentManager';
import { Element } from '../dom/Element';
import type { Column } from '../grid/column/Column';
import { HeaderContainer } from '../grid/header/Container';
import { cssPrefix } from '../panel/Panel';
// The stores a view is given by id or config, and the row model it creates when alone.
import '../data/Store';
import '../data/StoreManager';
import '../selection/RowModel';
import { onViewEvent, onViewFocus, onViewScroll, VIEW_EVENTS } from './Table.events';
import { nodeMethods } from './Table.nodes';
import {
  createContext,
  createTemplate,
  renderSlot,
  updateRowState,
  type RenderContext,
  type RowSlot,
} from './Table.rows';
import { windowMethods } from './Table.window';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface TableViewConfig extends ComponentConfig {
  /** The store (a store, a storeId or a store config); the grid passes its own. */
  store?: Any;
  /** The grid the view belongs to (set by the grid). */
  grid?: Any;
  /** The header container with the columns (set by the grid). */
  headerCt?: Any;
  /** Columns, for a view used without a grid. */
  columns?: Any[];
  /** The selection model (set by the grid; created on first use otherwise). */
  selModel?: Any;
  /** Text shown when the store is empty (shown as text; default none). */
  emptyText?: string;
  /** Height of every row in pixels; the theme uses 24 (default 24). Read from the DOM in a browser. */
  rowHeight?: number;
  /** Rows rendered above and below those in view (default 6). */
  bufferRows?: number;
  /** Without a height, the view grows with its rows up to this many, then scrolls (default 100). */
  virtualThreshold?: number;
  /** The tallest the scroll range gets in pixels; beyond it positions map proportionally (default 10 000 000). */
  maxScrollHeight?: number;
  /** Class `x-grid-row-alt` on odd rows (default `true`). */
  stripeRows?: boolean;
  /** Class `x-grid-row-over` on the row under the pointer (default `true`). */
  trackOver?: boolean;
  /** Class `x-grid-dirty-cell` on cells whose field has unsaved changes (default `true`). */
  markDirty?: boolean;
  /** Measure the row height from the first rendered row in a browser (default `true`). */
  measureRowHeight?: boolean;
  /** Extra classes for a row: `(record, index, rowParams, store) => string`. */
  getRowClass?: (record: Any, index: number, rowParams: unknown, store: Any) => string;
  /** Accepted for Ext JS 4 code; there is no load mask (default `false`). */
  loadMask?: unknown;
}

type NodeMethods = typeof nodeMethods;
type WindowMethods = typeof windowMethods;

// The members defined in Table.nodes.ts and Table.window.ts (put on the prototype by the
// registration below).
export interface TableView extends NodeMethods, WindowMethods {}

export class TableView extends Component {
  declare store: Any;
  declare grid?: Any;
  declare headerCt?: HeaderContainer;
  declare columns?: Any[];
  declare selModel?: Any;
  declare emptyText?: string;
  declare rowHeight: number;
  declare bufferRows: number;
  declare virtualThreshold: number;
  declare maxScrollHeight: number;
  declare stripeRows: boolean;
  declare trackOver: boolean;
  declare markDirty: boolean;
  declare measureRowHeight: boolean;
  declare getRowClass?: (record: Any, index: number, rowParams: unknown, store: Any) => string;
  /** `true` once the rows were first rendered (after `viewready`). */
  declare viewReady: boolean;
  /** Always `true`. */
  declare isTableView: true;
  /** The element the rows (and plugin overlays) live in, as tall as all the rows together. */
  declare body?: Element;
  /** The empty-text element, once rendered. */
  declare emptyEl?: HTMLElement;
  /** The record under the pointer, or `null`. */
  declare overRecord: Any;
  /** The rendered rows, in order. */
  declare slots: RowSlot[];
  /** Store index of the first rendered row. */
  declare renderStart: number;
  /** The table's top inside `body`, in pixels. */
  declare tableTop: number;
  /** The scroll position the rows were last rendered for. */
  declare lastScrollTop: number;
  /** Virtual pixels per scroll pixel (1 unless the rows are taller than `maxScrollHeight`). */
  declare scrollRatio: number;
  /** @internal DOM state. */
  declare $table?: HTMLTableElement;
  declare $tbody?: HTMLTableSectionElement;
  declare $colgroup?: HTMLTableColElement;
  declare $ctx: RenderContext | null;
  declare $template: HTMLTableRowElement | null;
  declare $slotSeed: number;
  declare $byRecord: Map<Any, RowSlot>;
  /** @internal Scratch arrays of `fillChanged` (see Table.window.ts). */
  declare $spare: RowSlot[];
  declare $records: Any[];
  declare $free: RowSlot[];
  declare $storeListeners: Any;
  declare $resizeObserver?: { disconnect(): void } | null;
  /** @internal Measured or computed geometry. */
  declare $clientHeight: number;
  declare $headerHeight: number;
  declare $autoHeight: boolean;
  declare $rowHeightMeasured: boolean;
  declare $spacerHeight: number;

  override $construct(config?: TableViewConfig): this {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  override initComponent(): void {
    super.initComponent();
    try {
      checkNumber(this, 'rowHeight', 1);
      checkNumber(this, 'bufferRows', 0);
      checkNumber(this, 'virtualThreshold', 1);
      checkNumber(this, 'maxScrollHeight', 1000);
    } catch (error) {
      // A bad config: the half-made view does not stay registered.
      ComponentManager.unregister(this);
      throw error;
    }
    this.slots = [];
    this.renderStart = 0;
    this.tableTop = 0;
    this.lastScrollTop = 0;
    this.scrollRatio = 1;
    this.overRecord = null;
    this.viewReady = false;
    this.$ctx = null;
    this.$template = null;
    this.$slotSeed = 0;
    this.$byRecord = new Map();
    this.$spare = [];
    this.$records = [];
    this.$free = [];
    this.$clientHeight = 0;
    this.$headerHeight = 0;
    this.$autoHeight = true;
    this.$rowHeightMeasured = false;
    this.$spacerHeight = -1;
    if (!this.headerCt) {
      // A view used alone owns its header: the header reports column changes to it.
      this.headerCt = new HeaderContainer({ items: this.columns || [], ownerCt: this, grid: this });
    }
    const store = this.store;
    this.store = null;
    this.bindStore(store, true);
  }

  // ---- store ---------------------------------------------------------------------------

  /**
   * Shows another store (a store, a storeId or a config): listens to its events and, once
   * rendered, re-renders the rows.
   */
  bindStore(store: Any, initial?: boolean): void {
    const next = resolveStore(store, this.$className);
    if (this.store && this.$storeListeners) this.store.un(this.$storeListeners);
    this.store = next;
    this.$storeListeners = {
      refresh: this.onStoreRefresh,
      add: this.onStoreAdd,
      bulkremove: this.onStoreRemove,
      update: this.onStoreUpdate,
      clear: this.onStoreRefresh,
      beforeload: this.onStoreBeforeLoad,
      load: this.onStoreLoad,
      scope: this,
    };
    next.on(this.$storeListeners);
    if (!initial && this.selModel && this.selModel.store !== next) this.selModel.bindStore(next);
    if (!initial && this.rendered) this.refresh();
  }

  /** The store. */
  getStore(): Any {
    return this.store;
  }

  /** The selection model (a row model is created on first use when none was given). */
  getSelectionModel(): Any {
    if (!this.selModel) {
      const sm = ClassManager.createByAlias('selection.rowmodel', {});
      sm.bindComponent(this);
    }
    return this.selModel;
  }

  /** @internal Load, sort, filter, `removeAll`: the rows in view are rendered again. */
  onStoreRefresh(): void {
    if (this.rendered) this.refresh();
  }

  /** @internal Records were added: only the rows whose record changed are written. */
  onStoreAdd(_store: Any, records: Any[], index: number): void {
    if (!this.rendered) return;
    this.renderRows(false);
    if (this.hasListener('itemadd')) {
      const nodes: HTMLElement[] = [];
      for (const record of records) {
        const slot = this.$byRecord.get(record);
        if (slot) nodes.push(slot.tr);
      }
      this.fireEvent('itemadd', records, index, nodes);
    }
  }

  /** @internal Records were removed: their rows are reused for the records moving up. */
  onStoreRemove(_store: Any, records: Any[], indexes: number[]): void {
    if (!this.rendered) return;
    if (this.overRecord && records.includes(this.overRecord)) this.overRecord = null;
    this.renderRows(false);
    if (this.hasListener('itemremove')) {
      for (let i = 0; i < records.length; i++) this.fireEvent('itemremove', records[i], indexes[i]);
    }
  }

  /** @internal A record changed: its row (only) is written again, showing dirty cells. */
  onStoreUpdate(_store: Any, record: Any): void {
    if (!this.rendered) return;
    const slot = this.$byRecord.get(record);
    if (!slot) return;
    if (this.store.getAt(slot.index) !== record) {
      // The store changed silently (a silent remove or insert): resynchronise.
      this.renderRows(false);
      return;
    }
    renderSlot(this, this.$ctx as RenderContext, slot, record, slot.index);
    this.fireEvent('itemupdate', record, slot.index, slot.tr);
  }

  /** @internal Hides the empty text while loading. */
  onStoreBeforeLoad(): void {
    if (this.emptyEl) this.emptyEl.style.display = 'none';
  }

  /** @internal After a failed load (a successful one refreshes): show the empty text again. */
  onStoreLoad(): void {
    if (this.rendered) this.updateEmptyText();
  }

  // ---- rendering -----------------------------------------------------------------------

  override getRootCls(): string[] {
    return [...super.getRootCls(), cssPrefix() + 'grid-view'];
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const p = cssPrefix();
    const el = this.el as Element;
    const dom = el.dom;
    const doc = dom.ownerDocument;
    dom.setAttribute('role', 'grid');
    dom.tabIndex = typeof this.tabIndex === 'number' ? this.tabIndex : 0;
    const labelled = this.grid?.titleEl?.dom?.id;
    if (labelled) dom.setAttribute('aria-labelledby', labelled);
    if (this.getSelectionModel().mode === 'MULTI') dom.setAttribute('aria-multiselectable', 'true');
    const body = doc.createElement('div');
    body.className = `${p}grid-item-container`;
    body.id = this.id + '-body';
    const table = doc.createElement('table');
    table.className = `${p}grid-table`;
    table.setAttribute('role', 'presentation');
    const colgroup = doc.createElement('colgroup');
    const tbody = doc.createElement('tbody');
    tbody.setAttribute('role', 'rowgroup');
    table.appendChild(colgroup);
    table.appendChild(tbody);
    body.appendChild(table);
    dom.appendChild(body);
    const empty = doc.createElement('div');
    empty.className = `${p}grid-empty`;
    empty.style.display = 'none';
    dom.appendChild(empty);
    this.body = Element.get(body) as Element;
    this.emptyEl = empty;
    this.$table = table;
    this.$tbody = tbody;
    this.$colgroup = colgroup;
    // The header row renders first inside the grid element and sticks to its top.
    this.headerCt!.render(dom, 0);
    for (const name of VIEW_EVENTS) el.on(name, onViewEvent, this);
    el.on('focus', onViewFocus, this);
    el.on('scroll', onViewScroll, this);
  }

  override afterRender(): void {
    super.afterRender();
    const RO = (globalThis as Any).ResizeObserver;
    if (typeof RO === 'function') {
      const observer = new RO(() => {
        if (this.rendered && !this.isDestroyed && this.viewReady) this.doLayout();
      });
      observer.observe(this.el!.dom);
      this.$resizeObserver = observer;
    }
    // Inside a grid the grid lays out once it is in the document.
    if (!this.grid) this.doLayout();
  }

  /**
   * Lays out: measures the height, lays out the column widths across the available width, and
   * renders the rows in view. The first call (or `refresh: true`) renders them all through
   * `refresh()`, firing `refresh` (and the first time `viewready`).
   */
  doLayout(refresh?: boolean): void {
    if (!this.rendered || this.isDestroyed) return;
    this.measure();
    const total = this.headerCt!.layoutColumns(this.getAvailableWidth());
    this.applyColumnWidths(total);
    if (!this.viewReady || refresh) this.refresh();
    else this.renderRows(false);
  }

  /** The width the columns may fill: measured in a browser, else the configured width. */
  getAvailableWidth(): number {
    const measured = this.el ? this.el.dom.clientWidth : 0;
    if (measured > 0) return measured;
    if (this.grid && typeof this.grid.getBodyWidth === 'function') return this.grid.getBodyWidth();
    return typeof this.width === 'number' ? this.width : 0;
  }

  /** @internal Measures the viewport (or computes it from the configured sizes). */
  measure(): void {
    const header = this.headerCt!;
    this.$headerHeight = header.getHeaderHeight();
    const owner = this.grid || this;
    const fixed = owner.height !== undefined && owner.height !== null;
    this.$autoHeight = !fixed;
    if (fixed) {
      const measured = this.el!.dom.clientHeight;
      this.$clientHeight =
        measured > 0
          ? measured
          : this.grid
            ? this.grid.getBodyHeight()
            : typeof this.height === 'number'
              ? this.height
              : 0;
    }
  }

  /** @internal Writes the column widths into the table. */
  applyColumnWidths(total: number): void {
    const columns = this.headerCt!.getVisibleGridColumns();
    const colgroup = this.$colgroup as HTMLTableColElement;
    const doc = colgroup.ownerDocument;
    while (colgroup.children.length > columns.length) colgroup.lastChild!.remove();
    while (colgroup.children.length < columns.length)
      colgroup.appendChild(doc.createElement('col'));
    for (let i = 0; i < columns.length; i++) {
      (colgroup.children[i] as HTMLElement).style.width = columns[i].getCellWidth() + 'px';
    }
    (this.$table as HTMLTableElement).style.width = total + 'px';
    this.el!.dom.setAttribute('aria-colcount', String(columns.length));
  }

  /**
   * The columns changed: `'resize'` lays the widths out again; anything else (columns shown,
   * hidden or replaced) also builds the rows again for the new cells.
   */
  onColumnsChanged(kind?: string): void {
    if (kind !== 'resize') this.resetRows();
    if (this.rendered && this.viewReady) this.doLayout();
  }

  /** @internal Drops every row element (they are rebuilt for new columns). */
  resetRows(): void {
    for (const slot of this.slots) slot.tr.remove();
    this.slots = [];
    this.$spare = [];
    this.$byRecord.clear();
    this.$ctx = null;
    this.$template = null;
  }

  /** @internal The render context of the current columns (built on first use). */
  context(): RenderContext {
    let ctx = this.$ctx;
    if (ctx === null) {
      ctx = this.$ctx = createContext(this, this.headerCt!.getVisibleGridColumns().slice());
      this.$template = createTemplate(this.el!.dom.ownerDocument, ctx);
    }
    return ctx;
  }

  /**
   * Renders the rows in view again from the store (after a load, sort or filter). Fires
   * `beforerefresh` (`false` cancels) and `refresh(view)`; the first refresh also fires
   * `viewready(view)`.
   */
  refresh(): void {
    if (!this.rendered || this.isDestroyed) return;
    if (this.fireEvent('beforerefresh', this) === false) return;
    // Renderers, scopes and classes are read again (code may have changed them before
    // refreshing); the cells stay as they are until the columns change.
    if (this.$ctx) this.$ctx = createContext(this, this.$ctx.columns);
    this.renderRows(true);
    this.headerCt!.updateSortState(this.store);
    this.fireEvent('refresh', this);
    if (!this.viewReady) {
      this.viewReady = true;
      this.fireEvent('viewready', this);
    }
  }

  /** @internal The ARIA row index of store index 0 (2 below a visible header row, else 1). */
  rowIndexBase(): number {
    return this.headerCt && !this.headerCt.hidden ? 2 : 1;
  }

  // ---- row state -------------------------------------------------------------------------

  /** @internal Writes a row's state classes and attributes again. */
  updateSlotState(slot: RowSlot): void {
    if (this.$ctx) updateRowState(this, this.$ctx, slot);
  }

  /** Writes every rendered row's selection and focus state again (the selection changed). */
  refreshRowStates(): void {
    if (!this.$ctx) return;
    for (const slot of this.slots) updateRowState(this, this.$ctx, slot);
  }

  /** Marks a record's row selected (Ext's selection-model hook). */
  onRowSelect(recordOrIndex: Any): void {
    const slot = this.slotOf(recordOrIndex);
    if (slot) this.updateSlotState(slot);
  }

  /** Marks a record's row deselected (Ext's selection-model hook). */
  onRowDeselect(recordOrIndex: Any): void {
    this.onRowSelect(recordOrIndex);
  }

  /** @internal The keyboard focus moved between two records. */
  onLastFocusChanged(old: Any, record: Any): void {
    if (!this.rendered) return;
    const before = old ? this.$byRecord.get(old) : undefined;
    if (before) this.updateSlotState(before);
    const after = record ? this.$byRecord.get(record) : undefined;
    if (after) this.updateSlotState(after);
    this.updateActiveDescendant();
    if (record)
      this.fireEvent('rowfocus', record, after ? after.tr : null, after ? after.index : -1);
  }

  // ---- teardown ----------------------------------------------------------------------------

  override onDestroy(): void {
    this.$resizeObserver?.disconnect();
    this.$resizeObserver = null;
    if (this.store && this.$storeListeners) this.store.un(this.$storeListeners);
    if (!this.grid) {
      this.headerCt?.destroy();
      this.selModel?.destroy?.();
    }
    this.slots = [];
    this.$byRecord.clear();
    super.onDestroy();
  }
}

/**
 * The checks of a view's configs (`null` passes as absent); the sizes are checked in
 * `initComponent`, where the prototype's values are known too.
 */
const RULES: Record<string, Rule> = {
  columns: [Array.isArray, 'an array of column configs or columns'],
  emptyText: 'string',
  stripeRows: 'boolean',
  trackOver: 'boolean',
  markDirty: 'boolean',
  measureRowHeight: 'boolean',
  getRowClass: 'function',
};

function checkNumber(view: TableView, name: keyof TableView, min: number): void {
  const value = view[name];
  if (typeof value !== 'number' || !(value >= min)) {
    throw new TypeError(
      `[${view.$className}] config '${String(name)}' must be a number of at least ${min}, got ${describe(value)}`,
    );
  }
}

/** A store from a store, a storeId or a config; an empty store for none. */
export function resolveStore(store: Any, where: string): Any {
  const root = ClassManager.root as Any;
  if (store === undefined || store === null) {
    return ClassManager.create('Lib.data.Store', { fields: [] });
  }
  const found = root.getStore ? root.getStore(store) : undefined;
  if (!found || !found.isStore) {
    throw new TypeError(
      typeof store === 'string'
        ? `[${where}] no store is registered under the storeId '${store}'`
        : `[${where}] store must be a store, a storeId or a store config, got ${describe(store)}`,
    );
  }
  return found;
}

registerClass(TableView, 'Lib.view.Table', {
  xtype: 'tableview',
  ...nodeMethods,
  ...windowMethods,
  isTableView: true,
  rowHeight: 24,
  bufferRows: 6,
  virtualThreshold: 100,
  maxScrollHeight: 10000000,
  stripeRows: true,
  trackOver: true,
  markDirty: true,
  measureRowHeight: true,
  viewReady: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.view.Table': typeof TableView;
  }
  interface AliasMap {
    'widget.tableview': typeof TableView;
  }
}
