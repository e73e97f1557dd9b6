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
import { fail, isObj } from '../../lib/check';
import { cfg, declareConfigs, type Test } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';
import { Element } from '../dom/Element';
import { make, px } from '../dom/Element.build';
import { COLUMNS_RULE, HeaderContainer } from '../grid/header/Container';
// The stores a view is given by id or config, and the row model it creates when alone.
import '../data/Store';
import '../data/StoreManager';
import '../selection/RowModel';
import { onViewEvent, onViewFocus, onViewScroll, updateSlot, VIEW_EVENTS } from './Table.events';
import { nodeMethods, slotOf } from './Table.nodes';
import {
  createContext,
  renderSlot,
  updateRowState,
  type RenderContext,
  type RowSlot,
} from './Table.rows';
import { renderRows, updateActiveDescendant, updateEmptyText, windowMethods } from './Table.window';

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
  declare $ctx: RenderContext | null | undefined;
  declare $template: HTMLTableRowElement | null | undefined;
  declare $slotSeed: number;
  declare $byRecord: Map<Any, RowSlot>;
  /** @internal Scratch arrays of `fillChanged` (see Table.window.ts). */
  declare $spare: RowSlot[];
  declare $records: Any[];
  declare $free: RowSlot[];
  declare $storeOn: Any;
  declare $resizeObserver?: { disconnect(): void } | null;
  /** @internal The owner's (grid's, else the view's) size at the last layout: `[width, height]`. */
  declare $laidOut?: [number, number];
  /** @internal Measured or computed geometry. */
  declare $clientHeight: number;
  declare $headerHeight: number;
  declare $autoHeight: boolean;
  declare $rowHeightMeasured: boolean;
  declare $spacerHeight: number;

  override initComponent(): void {
    super.initComponent();
    const me = this;
    me.slots = [];
    me.renderStart = me.tableTop = me.lastScrollTop = 0;
    me.scrollRatio = 1;
    me.$byRecord = new Map();
    me.$spare = [];
    me.$records = [];
    me.$free = [];
    // A view used alone owns its header: the header reports column changes to it.
    me.headerCt ||= new HeaderContainer({ items: me.columns || [], ownerCt: me, grid: me });
    const store = me.store;
    me.store = null;
    me.bindStore(store, true);
  }

  // ---- store ---------------------------------------------------------------------------

  /**
   * Shows another store (a store, a storeId or a config): listens to its events and, once
   * rendered, re-renders the rows.
   */
  bindStore(store: Any, initial?: boolean): void {
    const me = this;
    const next = resolveStore(store, me.$className);
    const sm = me.selModel;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    me.store = next;
    next.on(
      (me.$storeOn = {
        refresh: onStoreRefresh,
        add: onStoreAdd,
        bulkremove: onStoreRemove,
        update: onStoreUpdate,
        clear: onStoreRefresh,
        beforeload: onStoreBeforeLoad,
        load: onStoreLoad,
        scope: me,
      }),
    );
    if (!initial) {
      if (sm && sm.store !== next) sm.bindStore(next);
      if (me.rendered) me.refresh();
    }
  }

  /** The store. */
  getStore(): Any {
    return this.store;
  }

  /** The selection model (a row model is created on first use when none was given). */
  getSelectionModel(): Any {
    if (!this.selModel) ClassManager.createByAlias('selection.rowmodel', {}).bindComponent(this);
    return this.selModel;
  }

  // ---- rendering -----------------------------------------------------------------------

  override getRootCls(): string[] {
    return [...super.getRootCls(), px('grid-view')];
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    const dom = el.dom;
    el.set({
      role: 'grid',
      'aria-labelledby': me.grid?.titleEl?.dom?.id,
      'aria-multiselectable': me.getSelectionModel().mode === 'MULTI' ? 'true' : null,
    });
    dom.tabIndex = typeof me.tabIndex === 'number' ? me.tabIndex : 0;
    const body = make(dom, 'div', 'grid-item-container', { id: me.id + '-body' });
    const table = (me.$table = make(body, 'table', 'grid-table', {
      role: 'presentation',
    }) as HTMLTableElement);
    me.$colgroup = make(table, 'colgroup', '') as HTMLTableColElement;
    me.$tbody = make(table, 'tbody', '', { role: 'rowgroup' }) as HTMLTableSectionElement;
    const empty = (me.emptyEl = make(dom, 'div', 'grid-empty'));
    empty.style.display = 'none';
    me.body = Element.get(body) as Element;
    // The header row renders first inside the grid element and sticks to its top.
    me.headerCt!.render(dom, 0);
    for (const name of VIEW_EVENTS) el.on(name, onViewEvent, me);
    el.on('focus', onViewFocus, me);
    el.on('scroll', onViewScroll, me);
  }

  override afterRender(): void {
    super.afterRender();
    const me = this;
    const RO = (globalThis as Any).ResizeObserver;
    if (typeof RO === 'function') {
      const observer = (me.$resizeObserver = new RO(() => {
        if (me.rendered && !me.isDestroyed && me.viewReady) followResize(me);
      }));
      observer.observe(me.el!.dom);
    }
    // Inside a grid the grid lays out once it is in the document.
    if (!me.grid) me.doLayout();
  }

  /**
   * Lays out: measures the height, lays out the column widths across the available width, and
   * renders the rows in view. The first call (or `refresh: true`) renders them all through
   * `refresh()`, firing `refresh` (and the first time `viewready`).
   */
  doLayout(refresh?: boolean): void {
    const me = this;
    if (!me.rendered || me.isDestroyed) return;
    const header = me.headerCt!;
    const dom = me.el!.dom;
    const grid = me.grid;
    // The viewport: measured in a browser, else computed from the configured sizes.
    const owner = grid || me;
    const ownerDom = owner.el!.dom;
    me.$laidOut = [ownerDom.offsetWidth, ownerDom.offsetHeight];
    me.$headerHeight = header.getHeaderHeight();
    me.$autoHeight = owner.height === undefined || owner.height === null;
    if (!me.$autoHeight) {
      me.$clientHeight =
        dom.clientHeight ||
        (grid ? grid.getBodyHeight() : typeof me.height === 'number' ? me.height : 0);
    }
    // The column widths.
    const total = header.layoutColumns(me.getAvailableWidth());
    const columns = header.getVisibleGridColumns();
    const colgroup = me.$colgroup!;
    colgroup.textContent = '';
    for (const column of columns) {
      make(colgroup, 'col', '').style.width = column.getCellWidth() + 'px';
    }
    me.$table!.style.width = total + 'px';
    dom.setAttribute('aria-colcount', String(columns.length));
    if (!me.viewReady || refresh) me.refresh();
    else renderRows(me);
  }

  /** The width the columns may fill: measured in a browser, else the configured width. */
  getAvailableWidth(): number {
    const grid = this.grid;
    return (
      (this.el && this.el.dom.clientWidth) ||
      (grid && typeof grid.getBodyWidth === 'function'
        ? grid.getBodyWidth()
        : typeof this.width === 'number'
          ? this.width
          : 0)
    );
  }

  /**
   * The columns changed: `'resize'` lays the widths out again; anything else (columns shown,
   * hidden or replaced) also builds the rows again for the new cells.
   */
  onColumnsChanged(kind?: string): void {
    if (kind !== 'resize') resetRows(this);
    if (this.rendered && this.viewReady) this.doLayout();
  }

  /**
   * Renders the rows in view again from the store (after a load, sort or filter). Fires
   * `beforerefresh` (`false` cancels) and `refresh(view)`; the first refresh also fires
   * `viewready(view)`.
   */
  refresh(): void {
    const me = this;
    if (!me.rendered || me.isDestroyed || me.fireEvent('beforerefresh', me) === false) return;
    // Renderers, scopes and classes are read again (code may have changed them before
    // refreshing); the cells stay as they are until the columns change.
    if (me.$ctx) me.$ctx = createContext(me, me.$ctx.columns);
    renderRows(me, true);
    me.headerCt!.updateSortState(me.store);
    me.fireEvent('refresh', me);
    if (!me.viewReady) {
      me.viewReady = true;
      me.fireEvent('viewready', me);
    }
  }

  // ---- row state -------------------------------------------------------------------------

  /** Writes every rendered row's selection and focus state again (the selection changed). */
  refreshRowStates(): void {
    for (const slot of this.slots) updateSlot(this, slot);
  }

  /** Marks a record's row selected (Ext's selection-model hook). */
  onRowSelect(recordOrIndex: Any): void {
    const slot = slotOf(this, recordOrIndex);
    if (slot) updateSlot(this, slot);
  }

  /** Marks a record's row deselected (Ext's selection-model hook). */
  onRowDeselect(recordOrIndex: Any): void {
    this.onRowSelect(recordOrIndex);
  }

  /** @internal The keyboard focus moved between two records. */
  onLastFocusChanged(old: Any, record: Any): void {
    const me = this;
    if (!me.rendered) return;
    const byRecord = me.$byRecord;
    const before = old && byRecord.get(old);
    const after = record && byRecord.get(record);
    if (before) updateSlot(me, before);
    if (after) updateSlot(me, after);
    updateActiveDescendant(me);
    if (record) me.fireEvent('rowfocus', record, after ? after.tr : null, after ? after.index : -1);
  }

  // ---- teardown ----------------------------------------------------------------------------

  override onDestroy(): void {
    const me = this;
    me.$resizeObserver?.disconnect();
    me.$resizeObserver = null;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    if (!me.grid) {
      me.headerCt?.destroy();
      me.selModel?.destroy?.();
    }
    me.slots = [];
    me.$byRecord.clear();
    super.onDestroy();
  }
}

// ---- store listeners (`this` is the view) --------------------------------------------------

/** Load, sort, filter, `removeAll`: the rows in view are rendered again. */
function onStoreRefresh(this: TableView): void {
  if (this.rendered) this.refresh();
}

/** Records were added: only the rows whose record changed are written. */
function onStoreAdd(this: TableView, _store: Any, records: Any[], index: number): void {
  const me = this;
  if (!me.rendered) return;
  renderRows(me);
  if (me.hasListener('itemadd')) {
    const nodes: HTMLElement[] = [];
    for (const record of records) {
      const slot = me.$byRecord.get(record);
      if (slot) nodes.push(slot.tr);
    }
    me.fireEvent('itemadd', records, index, nodes);
  }
}

/** Records were removed: their rows are reused for the records moving up. */
function onStoreRemove(this: TableView, _store: Any, records: Any[], indexes: number[]): void {
  const me = this;
  if (!me.rendered) return;
  if (records.includes(me.overRecord)) me.overRecord = null;
  renderRows(me);
  if (me.hasListener('itemremove')) {
    records.forEach((record, i) => me.fireEvent('itemremove', record, indexes[i]));
  }
}

/** A record changed: its row (only) is written again, showing dirty cells. */
function onStoreUpdate(this: TableView, _store: Any, record: Any): void {
  const me = this;
  const slot = me.rendered && me.$byRecord.get(record);
  if (!slot) return;
  // The store changed silently (a silent remove or insert): resynchronise.
  if (me.store.getAt(slot.index) !== record) return renderRows(me);
  renderSlot(me, me.$ctx!, slot, record, slot.index);
  me.fireEvent('itemupdate', record, slot.index, slot.tr);
}

/** Hides the empty text while loading. */
function onStoreBeforeLoad(this: TableView): void {
  if (this.emptyEl) this.emptyEl.style.display = 'none';
}

/** After a failed load (a successful one refreshes): show the empty text again. */
function onStoreLoad(this: TableView): void {
  if (this.rendered) updateEmptyText(this);
}

/**
 * The view's element changed size (its `ResizeObserver`): lays out again, and when that
 * changed the owner's (the grid's, else the view's) size, fires `resize(owner, width, height,
 * oldWidth, oldHeight)` on it with the sizes in pixels, as Ext JS 4 does after a layout resized
 * a component; so what follows the grid's size (the row editor) follows a resize by the page.
 * A resize through `setSize` has laid out already and fired its own `resize`.
 */
function followResize(view: TableView): void {
  const before = view.$laidOut;
  view.doLayout();
  const after = view.$laidOut!;
  if (before && (after[0] !== before[0] || after[1] !== before[1])) {
    const owner = view.grid || view;
    owner.fireEvent('resize', owner, after[0], after[1], before[0], before[1]);
  }
}

/** Drops every row element (they are rebuilt for new columns). */
export function resetRows(view: TableView): void {
  for (const slot of view.slots) slot.tr.remove();
  view.slots = [];
  view.$spare = [];
  view.$byRecord.clear();
  view.$ctx = view.$template = null;
}

/** A size of at least `min`. */
const atLeast = (min: number): Test => [
  (v) => typeof v === 'number' && v >= min,
  `a number of at least ${min}`,
];

/** The rule of a `store` config (a grid's, a view's). */
export const STORE: Test = [
  (v) => typeof v === 'string' || isObj(v),
  'a store, a storeId or a store config',
];

/** A store from a store, a storeId or a config; an empty store for none. */
export function resolveStore(store: Any, where: string): Any {
  if (store === undefined || store === null) {
    return ClassManager.create('Lib.data.Store', { fields: [] });
  }
  const root = ClassManager.root as Any;
  const found = root.getStore && root.getStore(store);
  if (!found || !found.isStore) {
    if (typeof store === 'string') {
      throw new TypeError(`[${where}] no store is registered under the storeId '${store}'`);
    }
    fail(where, 'store', 'a store, a storeId or a store config', store);
  }
  return found;
}

registerClass(TableView, 'Lib.view.Table', {
  $configs: declareConfigs<TableViewConfig, ComponentConfig>({
    store: cfg(STORE),
    grid: cfg('object'),
    headerCt: cfg('object'),
    columns: cfg(COLUMNS_RULE),
    selModel: cfg('object'),
    emptyText: cfg('string'),
    rowHeight: cfg(atLeast(1), 24),
    bufferRows: cfg(atLeast(0), 6),
    virtualThreshold: cfg(atLeast(1), 100),
    maxScrollHeight: cfg(atLeast(1000), 10000000),
    stripeRows: true,
    trackOver: true,
    markDirty: true,
    measureRowHeight: true,
    getRowClass: cfg('function'),
    loadMask: cfg('any'),
  }),
  xtype: 'tableview',
  ...nodeMethods,
  ...windowMethods,
  isTableView: true,
  overRecord: null,
  $slotSeed: 0,
  $headerHeight: 0,
  $autoHeight: true,
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
