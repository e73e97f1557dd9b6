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
 * The rows come from `dataSource`: the store, or a feature's list (grid features: grouping)
 * that adds rows of its own, each one row high.
 *
 * Every step is a method (store listeners `onAdd`, `onRemove`, `onUpdate`, `onDataRefresh`;
 * rendering `renderRows`, `renderSlot`, `updateRowState`; DOM events `handleEvent`...), so a
 * subclass, `Lib.override` or legacy code can replace any of them. The row elements and how
 * a cell's content is written live in Table.rows.ts.
 *
 * @example
 *   const view = grid.getView();
 *   view.getNode(record); // the row element, or null when it is scrolled out of the DOM
 *   view.ensureVisible(99999); // scrolls to the 100 000th record and renders it
 */
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isObj } from '../../lib/check';
import { cfg, declareConfigs, either, fail, type Test } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';
import { Element } from '../dom/Element';
import { LoadMask, type LoadMaskConfig } from '../LoadMask';
import { make, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { cellValue, sanitizeRenderers, type Column } from '../grid/column/Column';
import { COLUMNS_RULE, HeaderContainer } from '../grid/header/Container';
// The stores a view is given by id or config, and the row model it creates when alone.
import '../data/Store';
import '../data/StoreManager';
import '../selection/RowModel';
import {
  applyAttributes,
  createSlot,
  createTemplate,
  writeCell,
  type RenderContext,
  type RowSlot,
} from './Table.rows';
import type { ComponentEvents } from '../Component';
import type { Model } from '../data/Model';
import type { Store } from '../data/Store';
import type { GridPanel } from '../grid/Panel';
import type { RowModel } from '../selection/RowModel';
import type { Editing } from '../grid/plugin/Editing';
import type { FeatureRow } from '../grid/feature/Feature';
import type { RowBody } from '../grid/feature/RowBody';
import type { StoreConfig } from '../data/Store';
import type { Proxy } from '../data/proxy/Proxy';
import type { ColumnSpec } from '../grid/header/Container';

export type { CellContext, RenderContext, RowSlot } from './Table.rows';

/** What a view's row shows: a record, or a feature's row (a group header, a summary). */
export type ViewItem = Model | FeatureRow;

/**
 * What names a row for the view's methods: its record (or feature row), its view index, its
 * row element or a node inside it, or an `Element` around one.
 */
export type RowRef = ViewItem | number | Node | Element;

/**
 * The rows a view shows (`dataSource`): the store, or a feature's list over it that adds rows
 * of its own.
 */
export interface ViewDataSource {
  getCount(): number;
  getAt(index: number): ViewItem | undefined;
  indexOf(item: ViewItem): number;
  /** The store index of a view index (a feature's list; the store's are the same). */
  recordIndexAt?(index: number): number;
  /** The view index of a store index (a feature's list; -1 for a row it hides). */
  viewIndexAt?(index: number): number;
}

export interface TableViewConfig extends ComponentConfig {
  /** The store (a store, a storeId or a store config); the grid passes its own. */
  store?: Store | string | StoreConfig;
  /** The grid the view belongs to (set by the grid). */
  grid?: GridPanel;
  /** The header container with the columns (set by the grid). */
  headerCt?: HeaderContainer;
  /** Columns, for a view used without a grid. */
  columns?: ColumnSpec[];
  /** The selection model (set by the grid; created on first use otherwise). */
  selModel?: RowModel;
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
  /** A CSS selector matching the row elements (default `'tr.x-grid-row'`), for a tooltip's `delegate`. */
  itemSelector?: string;
  /** Class `x-grid-row-alt` on odd rows (default `true`). */
  stripeRows?: boolean;
  /** Class `x-grid-row-over` on the row under the pointer (default `true`). */
  trackOver?: boolean;
  /** Class `x-grid-dirty-cell` on cells whose field has unsaved changes (default `true`). */
  markDirty?: boolean;
  /** Measure the row height from the first rendered row in a browser (default `true`). */
  measureRowHeight?: boolean;
  /**
   * Renders the first rows 1 ms after the first layout, as Ext 4 does: a faster first layout,
   * the rows and `viewready` just after; `true` under the `Ext` shim (default `false`).
   */
  deferInitialRefresh?: boolean;
  /** Extra classes for a row: `(record, index, rowParams, store) => string`. */
  getRowClass?: (record: Model, index: number, rowParams: unknown, store: Store) => string;
  /**
   * Masks the grid (a `Lib.LoadMask` over its body) while the store loads: `true`, `false`, or
   * a `Lib.LoadMask` config; none over a memory proxy, which loads at once (default `true`).
   */
  loadMask?: boolean | LoadMaskConfig;
  /** The load mask's message (default the mask's `'Loading...'`). */
  loadingText?: string;
  /** A class for the load mask's message box (default the mask's `'x-mask-loading'`). */
  loadingCls?: string;
  /** Show the load mask's message (default `true`). */
  loadingUseMsg?: boolean;
}

/**
 * Event names by DOM event type, precomputed so firing builds no strings: `[cell, beforecell,
 * item, beforeitem, container, beforecontainer]` + the type.
 */
const NAMES: Record<string, string[]> = {};

/** The DOM events the view listens to on its element (see `handleEvent`). */
const VIEW_EVENTS = 'click dblclick mousedown mouseup contextmenu keydown mouseover mouseout'
  .split(' ')
  .map((type) => {
    NAMES[type] = 'cell beforecell item beforeitem container beforecontainer'
      .split(' ')
      .map((kind) => kind + type);
    return type;
  });

const hasOwn = Object.prototype.hasOwnProperty;

/** `' x-<name>'`: a class added to a row's or cell's classes. */
const extra = (name: string) => ' ' + px(name);

/** The arguments of a row's events: the view, the record, the row element, its index, the event. */
export type ItemArgs<V> = [
  view: V,
  record: Model,
  item: HTMLElement,
  index: number,
  event: EventObjectImpl,
];
/** The arguments of a cell's events: the view, the cell, its column index, the record, the row, its index, the event. */
type CellArgs<V> = [
  view: V,
  td: HTMLElement,
  cellIndex: number,
  record: Model,
  tr: HTMLElement,
  rowIndex: number,
  event: EventObjectImpl,
];
/** The arguments of the empty area's events: the view and the event. */
type ContainerArgs<V> = [view: V, event: EventObjectImpl];

/**
 * The pointer and key events of a table view's rows, cells and empty area (`V`: the view);
 * a grid relays them, so its listeners get the view first too. `before…` returning `false`
 * skips the event after it.
 */
export interface TableViewItemEvents<V = TableView> {
  beforeitemclick: ItemArgs<V>;
  itemclick: ItemArgs<V>;
  beforeitemdblclick: ItemArgs<V>;
  itemdblclick: ItemArgs<V>;
  beforeitemcontextmenu: ItemArgs<V>;
  itemcontextmenu: ItemArgs<V>;
  beforeitemmousedown: ItemArgs<V>;
  itemmousedown: ItemArgs<V>;
  beforeitemmouseup: ItemArgs<V>;
  itemmouseup: ItemArgs<V>;
  beforeitemmouseenter: ItemArgs<V>;
  itemmouseenter: ItemArgs<V>;
  beforeitemmouseleave: ItemArgs<V>;
  itemmouseleave: ItemArgs<V>;
  beforeitemkeydown: ItemArgs<V>;
  itemkeydown: ItemArgs<V>;
  beforecellclick: CellArgs<V>;
  cellclick: CellArgs<V>;
  beforecelldblclick: CellArgs<V>;
  celldblclick: CellArgs<V>;
  beforecellcontextmenu: CellArgs<V>;
  cellcontextmenu: CellArgs<V>;
  beforecellmousedown: CellArgs<V>;
  cellmousedown: CellArgs<V>;
  beforecellmouseup: CellArgs<V>;
  cellmouseup: CellArgs<V>;
  beforecellkeydown: CellArgs<V>;
  cellkeydown: CellArgs<V>;
  beforecontainerclick: ContainerArgs<V>;
  containerclick: ContainerArgs<V>;
  beforecontainerdblclick: ContainerArgs<V>;
  containerdblclick: ContainerArgs<V>;
  beforecontainercontextmenu: ContainerArgs<V>;
  containercontextmenu: ContainerArgs<V>;
  beforecontainermousedown: ContainerArgs<V>;
  containermousedown: ContainerArgs<V>;
  beforecontainermouseup: ContainerArgs<V>;
  containermouseup: ContainerArgs<V>;
  beforecontainerkeydown: ContainerArgs<V>;
  containerkeydown: ContainerArgs<V>;
}

/** The events of table views: a component's, the rows' pointer and key events, and redraws. */
export interface TableViewEvents<S = TableView> extends ComponentEvents<S>, TableViewItemEvents<S> {
  /** Before redrawing every row; `false` cancels it. */
  beforerefresh: [view: S];
  /** Every row was redrawn. */
  refresh: [view: S];
  /** The first rows are drawn. */
  viewready: [view: S];
  /** Rows for `records` were inserted at `index`. */
  itemadd: [records: Model[], index: number, nodes: HTMLElement[]];
  /** The row of `record` at `index` was removed. */
  itemremove: [record: Model, index: number];
  /** The row of `record` was redrawn. */
  itemupdate: [record: Model, index: number, node: HTMLElement | undefined];
  /** The body scrolled (beyond Ext JS 4.2.1's docs). */
  scroll: [view: S, scrollTop: number, scrollLeft: number];
  /** The focused row changed (`row` is `null` while it is not drawn). */
  rowfocus: [record: Model, row: HTMLElement | null, rowIndex: number];
  /** A click on a group header (`Lib.grid.feature.Grouping`); `group`: the group's name. */
  groupclick: [view: S, node: HTMLElement, group: string, e: EventObjectImpl];
  /** A double-click on a group header. */
  groupdblclick: [view: S, node: HTMLElement, group: string, e: EventObjectImpl];
  /** A context menu on a group header. */
  groupcontextmenu: [view: S, node: HTMLElement, group: string, e: EventObjectImpl];
  /** A group was expanded (`node`: its header row, when drawn). */
  groupexpand: [view: S, node: HTMLElement | undefined, group: string];
  /** A group was collapsed. */
  groupcollapse: [view: S, node: HTMLElement | undefined, group: string];
  /** A row expander (`Lib.grid.plugin.RowExpander`) showed the body of `record`'s row. */
  expandbody: [rowNode: HTMLElement | null, record: Model, bodyNode: HTMLElement | null];
  /** A row expander hid the body of `record`'s row. */
  collapsebody: [rowNode: HTMLElement | null, record: Model, bodyNode: HTMLElement | null];
}

export class TableView extends Component {
  /**
   * The element of every grid cell: `'div'` (Lib's default) or `'td'` (Ext 4's, which the Ext
   * shim sets). A row that moves while scrolling makes Chromium restyle its `td` cells too, not
   * its `div` cells: divs keep a scroll frame's style work to the rows that move. The cells
   * have `role="gridcell"` and the classes `x-grid-cell x-grid-td` either way. Read as a view
   * builds its rows: set it before creating grids. Any other value is a TypeError.
   */
  static cellTag: 'div' | 'td' = 'div';

  /** Type only: the events (see `TableViewEvents`). */
  declare $eventMap: TableViewEvents<this>;
  declare store: Store;
  /**
   * The rows the view shows (Ext JS 4.2's name): the store, or a feature's list over it
   * (`getCount()`, `getAt(index)`, `indexOf(item)`) that adds rows of its own (group headers,
   * summaries; items that are not records, which the feature writes). The view's indexes
   * (a row's, `indexOf`, `getRecord(n)`, `ensureVisible(n)`, the events') count these rows.
   */
  declare dataSource: ViewDataSource;
  declare grid?: GridPanel;
  declare headerCt?: HeaderContainer;
  /** The grid's editing plugin once it is initialized, else none. */
  declare editingPlugin?: Editing | null;
  /** @internal The row body feature (`Lib.grid.feature.RowBody`) of the view, if any. */
  declare rowBodyFeature?: RowBody;
  declare columns?: ColumnSpec[];
  declare selModel?: RowModel;
  declare emptyText?: string;
  declare rowHeight: number;
  declare bufferRows: number;
  declare virtualThreshold: number;
  declare maxScrollHeight: number;
  declare stripeRows: boolean;
  declare itemSelector: string;
  declare trackOver: boolean;
  declare markDirty: boolean;
  declare measureRowHeight: boolean;
  declare deferInitialRefresh: boolean;
  declare getRowClass?: (record: Model, index: number, rowParams: unknown, store: Store) => string;
  /** The `loadMask` config; once rendered, the `Lib.LoadMask` (or `false`). */
  declare loadMask: boolean | LoadMaskConfig | LoadMask;
  declare loadingText?: string;
  declare loadingCls?: string;
  declare loadingUseMsg?: boolean;
  /** `true` once the rows were first rendered (after `viewready`). */
  declare viewReady: boolean;
  /** Always `true`. */
  declare isTableView: true;
  /** The element the rows (and plugin overlays) live in, as tall as all the rows together. */
  declare body?: Element;
  /** The empty-text element, once rendered. */
  declare emptyEl?: HTMLElement;
  /** The record under the pointer, or `null`. */
  declare overRecord: Model | null;
  /** The rendered rows, in order. */
  declare slots: RowSlot[];
  /** Store index of the first rendered row. */
  declare renderStart: number;
  /**
   * The table's top inside `body`, in pixels: where the row of store index `$anchor` shows
   * (each row is moved by its own transform from there).
   */
  declare tableTop: number;
  /** @internal The store index the rows' transforms count from (set when every row is written). */
  declare $anchor: number;
  /** The scroll position the rows were last rendered for. */
  declare lastScrollTop: number;
  /** Virtual pixels per scroll pixel (1 unless the rows are taller than `maxScrollHeight`). */
  declare scrollRatio: number;
  /** @internal DOM state. */
  declare $table?: HTMLTableElement;
  declare $tbody?: HTMLTableSectionElement;
  declare $ctx: RenderContext | null | undefined;
  declare $template: HTMLTableRowElement | null | undefined;
  declare $slotSeed: number;
  declare $byRecord: Map<ViewItem, RowSlot>;
  /** @internal Scratch arrays of `fillChanged`. */
  declare $spare: RowSlot[];
  declare $records: Array<ViewItem | undefined>;
  declare $free: RowSlot[];
  declare $storeOn: Record<string, unknown> | undefined;
  declare $resizeObserver?: { disconnect(): void } | null;
  /** @internal The owner's (grid's, else the view's) size at the last layout: `[width, height]`. */
  declare $laidOut?: [number, number];
  /** @internal Measured or computed geometry. */
  declare $clientHeight: number;
  declare $headerHeight: number;
  declare $autoHeight: boolean;
  declare $rowHeightMeasured: boolean;
  declare $spacerHeight: number;
  /** @internal The scroll position `doLayout` read for the `renderRows` it calls. */
  declare $scrollTop?: number;
  /** @internal A load or sort started: the next store refresh scrolls back to the top. */
  declare $toTop?: boolean;
  /** @internal The timer of a deferred first refresh (`deferInitialRefresh`). */
  declare $firstRefresh?: ReturnType<typeof setTimeout>;
  /** @internal The timer that puts the rows back in DOM order once scrolling settles. */
  declare $orderTimer?: ReturnType<typeof setTimeout>;
  /** @internal Whether the rows' DOM order differs from their order in view. */
  declare $unordered?: boolean;

  override initComponent(): void {
    super.initComponent();
    const me = this;
    me.slots = [];
    me.renderStart = me.tableTop = me.lastScrollTop = me.$anchor = 0;
    me.scrollRatio = 1;
    me.$byRecord = new Map();
    me.$spare = [];
    me.$records = [];
    me.$free = [];
    // A view used alone owns its header: the header reports column changes to it.
    me.headerCt ||= new HeaderContainer({ items: me.columns || [], ownerCt: me, grid: me });
    const store = me.store;
    me.store = null as never;
    me.bindStore(store, true);
  }

  // ---- store ---------------------------------------------------------------------------

  /**
   * Shows another store (a store, a storeId or a config): listens to its events (see
   * `getStoreListeners`) and, once rendered, re-renders the rows.
   */
  bindStore(store: Store | string | StoreConfig | null | undefined, initial?: boolean): void {
    const me = this;
    const next = resolveStore(store, me.$className);
    const sm = me.selModel;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    me.store = me.dataSource = next;
    next.on((me.$storeOn = { ...me.getStoreListeners(), scope: me }));
    // A buffered store (the grid pack) drives the view's rows.
    (next as Store & { $bindView?(view: TableView): void }).$bindView?.(me);
    (me.loadMask as Partial<LoadMask>)?.bindStore?.(next);
    if (!initial) {
      if (sm && sm.store !== next) sm.bindStore(next);
      if (me.rendered) me.refresh();
    }
  }

  /** The store events the view follows, and its methods that handle them (Ext's hook). */
  getStoreListeners(): Record<string, (...args: never[]) => unknown> {
    const me = this;
    return {
      refresh: me.onDataRefresh,
      add: me.onAdd,
      bulkremove: me.onRemove,
      update: me.onUpdate,
      clear: me.onDataRefresh,
      beforeload: me.onBeforeLoad,
      beforesort: () => (me.$toTop = true),
      load: me.onLoad,
    };
  }

  /** The store. */
  getStore(): Store {
    return this.store;
  }

  /** The selection model (a row model is created on first use when none was given). */
  getSelectionModel(): RowModel {
    if (!this.selModel)
      ClassManager.instantiateByAlias('selection.rowmodel', {}).bindComponent(this);
    return this.selModel!;
  }

  /**
   * The store loaded, sorted, filtered or emptied: the rows in view are rendered again (after
   * a load or a sort, from the top, as in Ext JS 4).
   */
  onDataRefresh(): void {
    const me = this;
    if (me.rendered) {
      if (me.$toTop) me.el!.dom.scrollTop = 0;
      me.refresh();
    }
    me.$toTop = false;
  }

  /** Records were added: only the rows whose record changed are written; fires `itemadd`. */
  onAdd(_store: Store, records: Model[], index: number): void {
    const me = this;
    if (!me.rendered) return;
    me.renderRows();
    if (me.hasListener('itemadd')) {
      const nodes: HTMLElement[] = [];
      for (const record of records) {
        const slot = me.$byRecord.get(record);
        if (slot) nodes.push(slot.tr);
      }
      me.fireEvent('itemadd', records, index, nodes);
    }
  }

  /**
   * Records were removed: their rows are reused for the records moving up; fires
   * `itemremove(record, index)` for each.
   */
  onRemove(_store: Store, records: Model[], indexes: number[]): void {
    const me = this;
    if (!me.rendered) return;
    if (records.includes(me.overRecord!)) me.overRecord = null;
    me.renderRows();
    if (me.hasListener('itemremove')) {
      records.forEach((record, i) => me.fireEvent('itemremove', record, indexes[i]));
    }
  }

  /**
   * A record changed: its row (only) is written again, showing dirty cells; fires
   * `itemupdate(record, index, node)`.
   */
  onUpdate(_store: Store, record: Model): void {
    const me = this;
    const slot = me.rendered && me.$byRecord.get(record);
    if (!slot) return;
    // The store changed silently (a silent remove or insert): resynchronise.
    if (me.dataSource.getAt(slot.index) !== record) return me.renderRows();
    me.renderSlot(slot, record, slot.index);
    me.fireEvent('itemupdate', record, slot.index, slot.tr);
  }

  /** A load starts: the empty text hides. */
  onBeforeLoad(): void {
    this.$toTop = true;
    if (this.emptyEl) this.emptyEl.style.display = 'none';
  }

  /** A load ended (a successful one refreshed already): after a failed one the empty text shows again. */
  onLoad(): void {
    this.$toTop = false;
    if (this.rendered) this.updateEmptyText();
  }

  // ---- rendering -----------------------------------------------------------------------

  override getRootCls(): string[] {
    return [...super.getRootCls(), px('grid-view')];
  }

  /**
   * Builds the element (the ARIA grid), the body holding the rows' table, the empty text and
   * the header row, and listens to the DOM events (`handleEvent`, `onViewFocus`, `onScroll`,
   * each looked up when the event comes, so a later override is the one that runs).
   */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    const dom = el.dom;
    el.set({
      role: 'grid',
      'aria-labelledby': me.grid?.titleEl?.dom?.id,
      // MULTI and SIMPLE select several rows.
      'aria-multiselectable': me.getSelectionModel().mode !== 'SINGLE' ? 'true' : null,
    });
    dom.tabIndex = typeof me.tabIndex === 'number' ? me.tabIndex : 0;
    const body = make(dom, 'div', 'grid-item-container', { id: me.id + '-body' });
    const table = (me.$table = make(body, 'table', 'grid-table', {
      role: 'presentation',
    }) as HTMLTableElement);
    me.$tbody = make(table, 'tbody', '', { role: 'rowgroup' }) as HTMLTableSectionElement;
    const empty = (me.emptyEl = make(dom, 'div', 'grid-empty'));
    empty.style.display = 'none';
    me.body = Element.get(body) as Element;
    // The header row renders first inside the grid element and sticks to its top.
    me.headerCt!.render(dom, 0);
    const handle = (e: EventObjectImpl) => me.handleEvent(e);
    for (const name of VIEW_EVENTS) el.on(name, handle);
    el.on('focus', (e: EventObjectImpl) => me.onViewFocus(e));
    el.on('scroll', () => me.onScroll());
  }

  override afterRender(): void {
    super.afterRender();
    const me = this;
    const mask = me.loadMask;
    // Over the grid's body, which does not scroll (the view does): the mask stays in sight.
    if (mask && !me.store.proxy?.isSynchronous) {
      me.loadMask = new LoadMask({
        target: me.grid || me,
        useTargetEl: !!me.grid,
        msg: me.loadingText,
        msgCls: me.loadingCls,
        useMsg: me.loadingUseMsg,
        store: me.store,
        ...(isObj(mask) && mask),
      });
    }
    const RO = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    if (typeof RO === 'function') {
      const observer = (me.$resizeObserver = new RO(() => {
        if (me.rendered && !me.isDestroyed && me.viewReady) me.followResize();
      }));
      observer.observe(me.el!.dom);
    }
    // Inside a grid the grid lays out once it is in the document.
    if (!me.grid) me.doLayout();
  }

  /**
   * @internal The view's element changed size (its `ResizeObserver`): lays out again, and when
   * that changed the owner's (the grid's, else the view's) size, fires `resize(owner, width,
   * height, oldWidth, oldHeight)` on it with the sizes in pixels, as Ext JS 4 does after a
   * layout resized a component; so what follows the grid's size (the row editor) follows a
   * resize by the page. A resize through `setSize` has laid out already and fired its own
   * `resize`.
   */
  followResize(): void {
    const me = this;
    const before = me.$laidOut;
    me.doLayout();
    const after = me.$laidOut!;
    if (before && (after[0] !== before[0] || after[1] !== before[1])) {
      const owner = me.grid || me;
      // The next layout run compares with this size (it does not fire the same change again).
      owner.lastBox = { width: after[0], height: after[1] };
      (owner as Component).fireEvent('resize', owner, after[0], after[1], before[0], before[1]);
    }
  }

  /**
   * Lays out: measures the height, lays out the column widths across the available width, and
   * renders the rows in view. The first call (or `refresh: true`) renders them all through
   * `refresh()`, firing `refresh` (and the first time `viewready`); with `deferInitialRefresh`
   * the first call leaves that to a timer 1 ms later.
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
    // Read with the other sizes, before the column widths are written: read after them, it
    // would make the browser lay the page out once more.
    me.$scrollTop = dom.scrollTop || 0;
    me.$headerHeight = header.getHeaderHeight();
    me.$autoHeight = !owner.isFixedHeight();
    if (!me.$autoHeight) {
      me.$clientHeight =
        dom.clientHeight ||
        (grid ? grid.getBodyHeight() : typeof me.height === 'number' ? me.height : 0);
    }
    // The column widths: one grid template the rows share (the theme's `--x-grid-columns`).
    const total = header.layoutColumns(me.getAvailableWidth());
    const columns = header.getVisibleGridColumns();
    const table = me.$table!.style;
    table.width = total + 'px';
    table.setProperty(
      '--x-grid-columns',
      columns.map((column) => column.getCellWidth() + 'px').join(' '),
    );
    dom.setAttribute('aria-colcount', String(columns.length));
    if (refresh || (!me.viewReady && !me.deferInitialRefresh)) me.refresh();
    else if (me.viewReady) me.renderRows();
    else {
      // With the sizes of the latest layout (a resize meanwhile lays out again; a store
      // refresh meanwhile renders the rows itself).
      me.$firstRefresh ??= setTimeout(() => {
        me.$firstRefresh = undefined;
        if (!me.viewReady) me.refresh();
      }, 1);
    }
    me.$scrollTop = undefined;
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
    if (kind !== 'resize') this.resetRows();
    if (this.rendered && this.viewReady) this.doLayout();
  }

  /** @internal Drops every row element (they are rebuilt for new columns). */
  resetRows(): void {
    const me = this;
    for (const slot of me.slots) slot.tr.remove();
    me.slots = [];
    me.$spare = [];
    me.$byRecord.clear();
    me.$ctx = me.$template = null;
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
    if (me.$ctx) me.$ctx = me.createRenderContext(me.$ctx.columns);
    me.renderRows(true);
    me.headerCt!.updateSortState(me.store);
    me.fireEvent('refresh', me);
    if (!me.viewReady) {
      me.viewReady = true;
      me.fireEvent('viewready', me);
    }
  }

  // ---- the row window --------------------------------------------------------------------
  //
  // Geometry (in pixels): every row is `rowHeight` high, row `i` starting at `i * rowHeight`
  // in "virtual" pixels; the scroll position times `scrollRatio` (1 unless all the rows
  // together are taller than `maxScrollHeight`) is the virtual position of the top of the
  // view. The rows rendered go from `bufferRows` above the first row in view to `bufferRows`
  // below the last. Each row is placed by its own transform, `(index - $anchor) * rowHeight`,
  // in a table moved (inside `body`, the spacer below the sticky header) to where the row of
  // `$anchor` shows: a scroll step writes and moves only the rows that come into view; the
  // anchor is set again when every row is written (a jump, a refresh, 1 000 rows away).

  /**
   * @internal Puts the rows in view into the DOM. `all`: writes every row; otherwise rows that
   * still show the same record keep their element and content, and only the others are
   * written (into the elements of the records that left). `scrolling`: those elements keep
   * their place in the DOM (moving one makes the browser style it anew), the DOM order being
   * restored two frames after 100 ms without scrolling (`orderRows`).
   */
  renderRows(all?: boolean, scrolling?: boolean): void {
    const me = this;
    const count = me.dataSource.getCount();
    me.getRenderContext();
    const rh = me.rowHeight;
    const header = me.$headerHeight;
    const dom = me.el!.dom;
    const style = dom.style;
    const viewport = me.getViewportHeight();
    if (me.$autoHeight) {
      const height = header + viewport + 'px';
      if (style.height !== height) style.height = height;
    }
    const total = me.rowTop(count);
    const spacer = Math.min(total, me.maxScrollHeight);
    const maxScroll = Math.max(0, spacer - viewport);
    const ratio = (me.scrollRatio =
      total > spacer && maxScroll > 0 ? (total - viewport) / maxScroll : 1);
    if (spacer !== me.$spacerHeight) {
      me.$spacerHeight = spacer;
      me.body!.dom.style.height = spacer + 'px';
    }
    // The position `doLayout` read before writing, else the current one.
    let scrollTop = me.$scrollTop ?? (dom.scrollTop || 0);
    me.$scrollTop = undefined;
    if (scrollTop > maxScroll) {
      scrollTop = maxScroll;
      // Browsers clamp by themselves; without layout (happy-dom) the position is ours to fix.
      dom.scrollTop = maxScroll;
    }
    me.lastScrollTop = scrollTop;
    const virtualTop = scrollTop * ratio;
    const first = Math.min(count, me.rowAt(virtualTop));
    const buffer = me.bufferRows;
    const start = Math.max(0, first - buffer);
    // Rows are `rh` high or taller (`rowTop`): this many always fill the viewport.
    let end = Math.min(count, first + Math.ceil(viewport / rh) + 1 + buffer);
    // Past the top, an even number of rows: a row recycled while scrolling moves by that many
    // and keeps its stripe, so its class is not written (the browser only applies a transform).
    if (start > 0 && (end - start) & 1 && end < count) end++;
    me.renderStart = start;
    // Far from the anchor (transforms lose precision), every row is written anew from here.
    if (all || Math.abs(start - me.$anchor) > 1000) me.fillAll(start, end);
    else me.fillChanged(start, end, scrolling);
    if (me.$unordered && !scrolling) me.orderRows();
    const top = scrollTop - virtualTop + me.rowTop(me.$anchor);
    if (top !== me.tableTop || all) {
      me.tableTop = top;
      me.$table!.style.transform = `translateY(${top}px)`;
    }
    // The row count changes with the store, never while scrolling. A paged store (a server
    // proxy, a paging memory proxy, no local filter) counts its total.
    if (!scrolling) {
      const store = me.store;
      const proxy: (Proxy & { enablePaging?: boolean }) | undefined = store.proxy;
      const paged =
        proxy &&
        (proxy.enablePaging || !proxy.isSynchronous) &&
        (store.remoteFilter || !store.isFiltered());
      const rows = paged ? Math.max(count, store.getTotalCount()) : count;
      setAttr(dom, 'aria-rowcount', String(rows + me.getRowIndexBase() - 1));
    }
    me.updateActiveDescendant();
    me.updateEmptyText();
    // In a browser, the rendered row height is adopted if the theme differs from `rowHeight`.
    if (!me.$rowHeightMeasured && me.slots.length) {
      me.$rowHeightMeasured = true;
      const measured = me.measureRowHeight ? me.slots[0].tr.offsetHeight : 0;
      if (measured > 0 && measured !== rh) {
        me.rowHeight = measured;
        me.renderRows(true);
      }
    }
  }

  /**
   * @internal Writes the rows of store indexes `start` to `end` (excluded) in place (no
   * element moves), adding or dropping rows at the end; the rows' transforms count from `start`.
   */
  fillAll(start: number, end: number): void {
    const me = this;
    me.$anchor = start;
    const store = me.dataSource;
    const slots = me.slots;
    const n = end - start;
    const byRecord = me.$byRecord;
    byRecord.clear();
    while (slots.length > n) slots.pop()!.tr.remove();
    for (let j = 0; j < n; j++) {
      let slot = slots[j];
      if (!slot) me.$tbody!.appendChild((slot = slots[j] = me.newSlot()).tr);
      const record = store.getAt(start + j)!;
      me.renderSlot(slot, record, start + j);
      byRecord.set(record, slot);
    }
  }

  /**
   * @internal Matches the rows to the records now in view (store indexes `start` to `end`,
   * excluded): a row whose record stays keeps its element and content (only its
   * index-dependent state is updated); the rows of records that left take the records that
   * came, and move to their place. When the order of the staying records changed, everything
   * is written in place instead (`fillAll`).
   */
  fillChanged(start: number, end: number, scrolling?: boolean): void {
    const me = this;
    const store = me.dataSource;
    const old = me.slots;
    const byRecord = me.$byRecord;
    const n = end - start;
    // Scratch arrays kept on the view: a scroll step allocates no arrays.
    const next = me.$spare as Array<RowSlot | undefined>;
    const records = me.$records;
    const free = me.$free;
    let i: number;
    let j: number;
    next.length = records.length = free.length = 0;
    for (i = 0; i < old.length; i++) {
      old[i].pos = i;
      old[i].claimed = false;
    }
    let lastPos = -1;
    for (j = 0; j < n; j++) {
      const record = store.getAt(start + j)!;
      const slot = byRecord.get(record);
      records.push(record);
      if (slot !== undefined && !slot.claimed) {
        if (slot.pos < lastPos) return me.fillAll(start, end);
        lastPos = slot.pos;
        slot.claimed = true;
        next.push(slot);
      } else {
        next.push(undefined);
      }
    }
    for (i = 0; i < old.length; i++) if (!old[i].claimed) free.push(old[i]);
    // Nothing stays (a jump): writing the rows in place is cheaper than moving them.
    if (free.length === old.length && old.length > 0) return me.fillAll(start, end);
    byRecord.clear();
    let ref: Node | null = null;
    for (j = n - 1; j >= 0; j--) {
      let slot = next[j];
      const index = start + j;
      if (slot === undefined) {
        slot = next[j] = free.pop() || me.newSlot();
        me.renderSlot(slot, records[j]!, index);
        if (!scrolling || !slot.tr.parentNode) me.$tbody!.insertBefore(slot.tr, ref);
        else me.$unordered = true;
      } else if (slot.index !== index) {
        slot.index = index;
        me.updateRowState(slot);
      }
      slot.claimed = false;
      byRecord.set(records[j]!, slot);
      ref = slot.tr;
    }
    for (const slot of free) {
      slot.tr.remove();
      slot.record = null;
    }
    free.length = records.length = 0;
    me.$spare = old;
    me.slots = next as RowSlot[];
  }

  /** @internal Puts the row elements back in the DOM in their order in view (for assistive technology). */
  orderRows(): void {
    const me = this;
    const tbody = me.$tbody;
    clearTimeout(me.$orderTimer);
    me.$unordered = false;
    if (!tbody || me.isDestroyed) return;
    let node = tbody.firstChild;
    for (const slot of me.slots) {
      if (node !== slot.tr) tbody.insertBefore(slot.tr, node);
      else node = node.nextSibling;
    }
  }

  /** @internal A new row element for the current columns (after `getRenderContext`). */
  newSlot(): RowSlot {
    return createSlot(this.$template!, `${this.id}-row-${++this.$slotSeed}`);
  }

  /** @internal Shows the empty text when the store is empty and not loading. */
  updateEmptyText(): void {
    const empty = this.emptyEl;
    if (!empty) return;
    const store = this.store;
    const show = !!this.emptyText && store.getCount() === 0 && !store.isLoading?.();
    if (show) empty.textContent = String(this.emptyText);
    const display = show ? '' : 'none';
    if (empty.style.display !== display) empty.style.display = display;
  }

  /** @internal `aria-activedescendant`: the row with the keyboard focus, when rendered. */
  updateActiveDescendant(): void {
    const sm = this.selModel;
    const slot = sm && sm.lastFocused ? this.$byRecord.get(sm.lastFocused) : undefined;
    setAttr(this.el!.dom, 'aria-activedescendant', slot ? slot.tr.id : null);
  }

  /** @internal `scroll` on the element: renders the rows now in view, then fires `scroll`. */
  onScroll(): void {
    const me = this;
    if (!me.rendered || !me.viewReady) return;
    const dom = me.el!.dom;
    // Read before rendering: after the rows change, reading a scroll offset forces a layout.
    const left = dom.scrollLeft || 0;
    if (dom.scrollTop !== me.lastScrollTop) {
      me.renderRows(false, true);
      if (me.$unordered) {
        clearTimeout(me.$orderTimer);
        // 100 ms after the last scroll, two frames on, unless one of them scrolls again (frames
        // slower than 100 ms while scrolling goes on): moved rows are styled anew.
        const frame = requestAnimationFrame;
        const timer = (me.$orderTimer = setTimeout(
          () => frame(() => frame(() => timer === me.$orderTimer && me.orderRows())),
          100,
        ));
      }
    }
    me.fireEvent('scroll', me, me.lastScrollTop, left);
  }

  /** The vertical scroll position in pixels. */
  getScrollTop(): number {
    return this.el ? this.el.dom.scrollTop || 0 : 0;
  }

  /** Scrolls to `top` pixels and renders the rows there at once (also fires `scroll`). */
  setScrollTop(top: number): void {
    if (!this.rendered) return;
    this.el!.dom.scrollTop = Math.max(0, top);
    this.onScroll();
  }

  /** The number of rows the viewport shows (at least 1). */
  getVisibleRowCount(): number {
    return Math.max(1, Math.floor(this.getViewportHeight() / this.rowHeight));
  }

  /** The height in pixels of the area showing rows (the view less its header row). */
  getViewportHeight(): number {
    const me = this;
    return me.$autoHeight
      ? Math.min(me.dataSource.getCount(), me.virtualThreshold) * me.rowHeight
      : Math.max(0, me.$clientHeight - me.$headerHeight);
  }

  /** The store index of the first row in view. */
  getFirstVisibleRowIndex(): number {
    const me = this;
    return Math.min(
      Math.max(0, me.dataSource.getCount() - 1),
      me.rowAt(me.lastScrollTop * me.scrollRatio),
    );
  }

  /**
   * A row's top in pixels inside `body`, for a store index or a record of the store (rendered
   * or not); `null` for anything else. An element placed absolutely in `body` at this top sits
   * over the row and scrolls with it (beyond `maxScrollHeight` rows move against the scroll
   * position: such an element follows them by listening to the view's `scroll` event).
   */
  getRowTop(item: RowRef): number | null {
    const me = this;
    const index = me.indexOfItem(item);
    if (index < 0 || index >= me.dataSource.getCount()) return null;
    return me.tableTop + me.rowY(index);
  }

  /**
   * @internal A row's top in virtual pixels (rows of `rowHeight`); a plugin making rows
   * taller (`rowexpander`) replaces it and `rowAt` on its view.
   */
  rowTop(index: number): number {
    return index * this.rowHeight;
  }

  /** @internal A row's offset from the anchor row's, its transform in the table. */
  rowY(index: number): number {
    return this.rowTop(index) - this.rowTop(this.$anchor);
  }

  /** @internal The index of the row at virtual pixel `y` (see `rowTop`). */
  rowAt(y: number): number {
    return Math.floor(y / this.rowHeight);
  }

  /**
   * Where a row is inside `body`: `{top, left, width, height}` in pixels (`width` is the total
   * width of the visible columns), for a store index or a record of the store; `null` for
   * anything else. Also `viewTop`: the row's top relative to the top of the rows area in view
   * (negative above it, beyond `getViewportHeight()` below it).
   */
  getRowBox(
    item: RowRef,
  ): { top: number; left: number; width: number; height: number; viewTop: number } | null {
    const me = this;
    const top = me.getRowTop(item);
    if (top === null) return null;
    const width = me.headerCt ? me.headerCt.totalWidth : 0;
    return { top, left: 0, width, height: me.rowHeight, viewTop: top - me.lastScrollTop };
  }

  /**
   * Scrolls the least needed for a record (or store index) to be fully in view, and renders
   * it; its row is then `getNode(record)`. Returns the row, or `null` for an unknown record.
   */
  ensureVisible(item: RowRef): HTMLTableRowElement | null {
    return this.scrollToRecord(item);
  }

  /**
   * Scrolls a record (or store index) into view: `align` `'nearest'` (default: the least
   * scrolling), `'start'`, `'center'` or `'end'`. Returns its row, or `null` for an unknown record.
   */
  scrollToRecord(
    item: RowRef,
    options?: { align?: 'nearest' | 'start' | 'center' | 'end' },
  ): HTMLTableRowElement | null {
    const me = this;
    if (!me.rendered) return null;
    const index = me.indexOfItem(item);
    if (index < 0 || index >= me.dataSource.getCount()) return null;
    const top = me.rowTop(index);
    const rh = me.rowTop(index + 1) - top;
    const viewport = me.getVisibleRowCount() * me.rowHeight;
    const ratio = me.scrollRatio;
    const current = me.lastScrollTop * ratio;
    // Where the view's top goes to show the row at its start, its end or its centre.
    const toEnd = top + rh - viewport;
    const align = options?.align;
    const target =
      align === 'start'
        ? top
        : align === 'end'
          ? toEnd
          : align === 'center'
            ? top - (viewport - rh) / 2
            : top < current
              ? top
              : toEnd > current
                ? toEnd
                : current;
    if (target !== current) me.setScrollTop(Math.max(0, target / ratio));
    return me.getNode(index);
  }

  /**
   * Gives a record's row the keyboard focus (scrolling it into view) and focuses the view.
   * Returns the row.
   */
  focusRow(item: RowRef): HTMLTableRowElement | null {
    const record = typeof item === 'number' ? this.dataSource.getAt(item) : item;
    if (!record) return null;
    const row = this.ensureVisible(record);
    this.getSelectionModel().setLastFocused(record as Model);
    this.focusEl();
    return row;
  }

  /** Focuses the view's element without scrolling the page. */
  focusEl(): void {
    (this.el?.dom as HTMLElement | undefined)?.focus({ preventScroll: true });
  }

  // ---- rows ------------------------------------------------------------------------------

  /** @internal The ARIA row index of store index 0 (2 below a visible header row, else 1). */
  getRowIndexBase(): number {
    return this.headerCt && !this.headerCt.hidden ? 2 : 1;
  }

  /**
   * @internal The render context of the current columns (built, with the row template, on
   * first use).
   */
  getRenderContext(): RenderContext {
    const me = this;
    let ctx = me.$ctx;
    if (!ctx) {
      ctx = me.$ctx = me.createRenderContext(me.headerCt!.getVisibleGridColumns().slice());
      const tag = TableView.cellTag;
      if (tag !== 'div' && tag !== 'td')
        fail('Lib.view.Table.cellTag', 'the tag', "'div' or 'td'", tag);
      me.$template = createTemplate(me.el!.dom.ownerDocument, ctx, tag);
    }
    return ctx;
  }

  /**
   * @internal Builds the render context of the visible columns. Renderers, scopes and classes
   * are read from the columns now (a refresh builds it again).
   */
  createRenderContext(columns: Column[]): RenderContext {
    const me = this;
    const last = columns.length - 1;
    return {
      columns,
      cells: columns.map((column, i) => {
        const align = column.align;
        const tdCls = column.tdCls;
        const empty = column.emptyCellText;
        return {
          column,
          cls:
            px('grid-cell grid-td grid-cell-inner grid-cell-') +
            column.id +
            (align !== 'left' ? extra('grid-cell-align-' + align) : '') +
            (tdCls ? ' ' + tdCls : '') +
            (i === 0 ? extra('grid-cell-first') : '') +
            (i === last ? extra('grid-cell-last') : ''),
          dataIndex: column.dataIndex,
          renderer: typeof column.renderer === 'function' ? column.renderer : undefined,
          scope: column.scope !== undefined ? column.scope : me.grid || me,
          // Under `Column.markup = 'sanitize'` (the shim's), a renderer's strings are markup.
          encode: column.encode !== false && !(sanitizeRenderers && column.renderer),
          emptyText: empty === undefined || empty === null ? '' : String(empty),
        };
      }),
      meta: {
        tdCls: '',
        tdAttr: '',
        style: '',
        column: columns[0],
        record: null!,
        recordIndex: -1,
        rowIndex: -1,
        columnIndex: -1,
        align: 'left',
      },
      rowCls: px('grid-row grid-data-row'),
      altCls: extra('grid-row-alt'),
      selectedCls: extra('grid-row-selected'),
      focusedCls: extra('grid-row-focused'),
      overCls: extra('grid-row-over'),
      dirtyCls: extra('grid-dirty-cell'),
    };
  }

  /**
   * @internal Writes a record (at view index `index`; its store index `recordIndex`, which
   * renderers get, differs when a feature adds rows) into a row: every cell through its
   * column's renderer, then the row's state (`updateRowState`). This is the view's hot path:
   * it reuses one metadata object and writes text into the cells' existing Text nodes.
   */
  renderSlot(slot: RowSlot, record: ViewItem, index: number, recordIndex = index): void {
    const ctx = this.$ctx!;
    slot.record = record;
    slot.index = index;
    const meta = ctx.meta;
    const modified = this.markDirty ? (record as Model).modified : null;
    const cells = slot.cells;
    for (let c = 0; c < cells.length; c++) {
      const cell = ctx.cells[c];
      const dataIndex = cell.dataIndex;
      const value = dataIndex === undefined ? undefined : cellValue(record as Model, dataIndex);
      const renderer = cell.renderer;
      const td = cells[c];
      let out: unknown = value;
      meta.tdCls = meta.tdAttr = meta.style = '';
      if (renderer !== undefined) {
        const column = cell.column;
        meta.column = column;
        meta.record = record as Model;
        meta.recordIndex = meta.rowIndex = recordIndex;
        meta.columnIndex = c;
        meta.align = column.align;
        out = renderer.call(cell.scope, value, meta, record, recordIndex, c, this.store, this);
      }
      let cls = cell.cls;
      if (meta.tdCls) cls += ' ' + meta.tdCls;
      if (modified !== null && dataIndex !== undefined && hasOwn.call(modified, dataIndex)) {
        cls += ctx.dirtyCls;
      }
      if (td.className !== cls) td.className = cls;
      if (meta.style || slot.styled[c]) {
        td.style.cssText = meta.style;
        slot.styled[c] = meta.style !== '';
      }
      if (meta.tdAttr || slot.attrs[c] !== null) applyAttributes(td, slot, c, meta.tdAttr);
      writeCell(td, out, cell);
    }
    this.updateRowState(slot);
  }

  /**
   * @internal Writes a row's state: classes (`x-grid-row`, `-alt` on odd rows with
   * `stripeRows`, `-selected`, `-focused`, `-over`, the `getRowClass` class),
   * `aria-rowindex`, `aria-selected`, `data-recordindex` and its place (a transform).
   */
  updateRowState(slot: RowSlot): void {
    const me = this;
    const ctx = me.$ctx!;
    const tr = slot.tr;
    const record = slot.record as Model;
    const index = slot.index;
    const sm = me.selModel;
    // A boolean whatever an overridden isSelected returns: it is written as 'true'/'false'.
    const selected = !!sm && !!sm.isSelected(record);
    let cls = ctx.rowCls;
    if (me.stripeRows && index % 2 === 1) cls += ctx.altCls;
    if (selected) cls += ctx.selectedCls;
    if (sm && sm.lastFocused === record) cls += ctx.focusedCls;
    if (me.overRecord === record) cls += ctx.overCls;
    if (me.getRowClass) {
      const more = me.getRowClass(record, index, null, me.store);
      if (more) cls += ' ' + more;
    }
    if (tr.className !== cls) tr.className = cls;
    // Each row is placed by its own transform: a row that moves touches no other row.
    const y = me.rowY(index);
    if (slot.y !== y) {
      slot.y = y;
      tr.style.transform = `translateY(${y}px)`;
    }
    const rowIndex = String(index + me.getRowIndexBase());
    if (tr.getAttribute('aria-rowindex') !== rowIndex) {
      tr.setAttribute('aria-rowindex', rowIndex);
      tr.setAttribute('data-recordindex', String(index));
    }
    const ariaSelected = String(selected);
    if (tr.getAttribute('aria-selected') !== ariaSelected) {
      tr.setAttribute('aria-selected', ariaSelected);
    }
  }

  /** @internal Writes a row's state again, once the rows are rendered. */
  updateSlot(slot: RowSlot): void {
    if (this.$ctx) this.updateRowState(slot);
  }

  /** Writes every rendered row's selection and focus state again (the selection changed). */
  refreshRowStates(): void {
    for (const slot of this.slots) this.updateSlot(slot);
  }

  /** Marks a record's row selected (Ext's selection-model hook). */
  onRowSelect(recordOrIndex: RowRef): void {
    const slot = this.getSlot(recordOrIndex);
    if (slot) this.updateSlot(slot);
  }

  /** Marks a record's row deselected (Ext's selection-model hook). */
  onRowDeselect(recordOrIndex: RowRef): void {
    this.onRowSelect(recordOrIndex);
  }

  /** @internal The keyboard focus moved between two records. */
  onLastFocusChanged(old: Model | null | undefined, record: Model | null | undefined): void {
    const me = this;
    if (!me.rendered) return;
    const byRecord = me.$byRecord;
    const before = old && byRecord.get(old);
    const after = record && byRecord.get(record);
    if (before) me.updateSlot(before);
    if (after) me.updateSlot(after);
    me.updateActiveDescendant();
    if (record) me.fireEvent('rowfocus', record, after ? after.tr : null, after ? after.index : -1);
  }

  /**
   * Writes a rendered row again from its record (a record, store index or row); nothing when
   * it is not rendered. Fires `itemupdate(record, index, node)`.
   */
  refreshNode(item: RowRef): void {
    const slot = this.getSlot(item);
    if (!slot || !this.$ctx) return;
    this.renderSlot(slot, slot.record!, slot.index);
    this.fireEvent('itemupdate', slot.record as Model, slot.index, slot.tr);
  }

  // ---- nodes -------------------------------------------------------------------------------

  /** @internal The row of a record, a store index, a row (or a node inside it), or an Element. */
  getSlot(item: RowRef): RowSlot | null {
    if (item === undefined || item === null) return null;
    if (typeof item === 'number') {
      const slot = this.slots[item - this.renderStart];
      return slot !== undefined && slot.index === item ? slot : null;
    }
    if ((item as Model).isModel) return this.$byRecord.get(item as Model) || null;
    return this.getSlotByNode((item as Element).isElement ? (item as Element).dom : (item as Node));
  }

  /** @internal The row whose element contains `node`, or `null`. */
  getSlotByNode(node: Node | null): RowSlot | null {
    const tbody = this.$tbody;
    if (!tbody || !node || typeof (node as Node).nodeType !== 'number') return null;
    let current: Node | null = node;
    while (current && current.parentNode !== tbody) {
      if (current === this.el?.dom) return null;
      current = current.parentNode;
    }
    return this.slots.find((slot) => slot.tr === current) || null;
  }

  /**
   * The row element of a record, a store index, or a node inside a row; `null` when that row
   * is not rendered (scrolled out of the DOM).
   */
  getNode(item: RowRef): HTMLTableRowElement | null {
    const slot = this.getSlot(item);
    return slot ? slot.tr : null;
  }

  /** The rendered row elements, in order; with `start`/`end`, those of store indexes start..end. */
  getNodes(start?: number, end?: number): HTMLTableRowElement[] {
    return this.slots
      .filter((slot) => !(slot.index < start!) && !(slot.index > end!))
      .map((slot) => slot.tr);
  }

  /** The row element of a record, or `null` when it is not rendered (Ext's `getNodeByRecord`). */
  getNodeByRecord(record: Model): HTMLTableRowElement | null {
    const slot = this.$byRecord.get(record);
    return slot ? slot.tr : null;
  }

  /** The record of a row (or of a node inside it, or its store index), or `undefined`. */
  getRecord(node: RowRef): Model | undefined {
    if (typeof node === 'number') return this.dataSource.getAt(node) as Model | undefined;
    const slot = this.getSlot(node);
    return slot ? (slot.record as Model) : undefined;
  }

  /** The store index of a row (or of a node inside it, or a record), or -1. */
  indexOf(node: RowRef): number {
    if (node && (node as Model).isModel) {
      const rendered = this.indexOfRendered(node as Model);
      return rendered >= 0 ? rendered : this.dataSource.indexOf(node as Model);
    }
    const slot = this.getSlot(node);
    return slot ? slot.index : -1;
  }

  /** The store index of a record whose row is rendered, else -1 (no store search). */
  indexOfRendered(record: ViewItem | null | undefined): number {
    const slot = this.$byRecord.get(record!);
    // A feature's rows (grouping) count other rows too: its indexes are not store indexes.
    return slot && this.dataSource === this.store ? slot.index : -1;
  }

  /** @internal The store index of an item: a number as is, else the index of a record (or row). */
  indexOfItem(item: RowRef): number {
    return typeof item === 'number' ? item : this.indexOf(item);
  }

  /** The cell of a record and column (a column or its visible index) as an Element, or `null`. */
  getCell(record: RowRef, column: Column | number): Element | null {
    const slot = this.getSlot(record);
    const td =
      slot && slot.cells[typeof column === 'number' ? column : this.$ctx!.columns.indexOf(column)];
    return td ? Element.get(td) : null;
  }

  /** The visible columns (the cells of each row). */
  getGridColumns(): Column[] {
    return this.headerCt!.getVisibleGridColumns();
  }

  /**
   * The visible columns with their left offset and width in pixels (the row editor aligns its
   * fields with them).
   */
  getColumnOffsets(): Array<{ column: Column; left: number; width: number }> {
    let left = 0;
    return this.getGridColumns().map((column) => {
      const width = column.getCellWidth();
      const entry = { column, left, width };
      left += width;
      return entry;
    });
  }

  // ---- DOM events --------------------------------------------------------------------------
  //
  // Browser events on the view become Ext JS 4's view events, with Ext's arguments and order:
  //
  //   beforecell<type>(view, td, cellIndex, record, tr, rowIndex, e)  (false stops)
  //   cell<type>(view, td, cellIndex, record, tr, rowIndex, e)
  //   beforeitem<type>(view, record, tr, index, e)                   (false stops)
  //   (the selection model reacts to mousedown and click here)
  //   item<type>(view, record, tr, index, e)
  //
  // for `click`, `dblclick`, `mousedown`, `mouseup` and `contextmenu`; `itemmouseenter` and
  // `itemmouseleave` as the pointer crosses rows; `itemkeydown(view, record, tr, index, e)` for
  // a key pressed while a row has the keyboard focus (`tr` is `null` when that row is scrolled
  // out of the DOM), else `containerkeydown(view, e)`; then the selection model navigates.
  // Events in the empty area fire `container<type>(view, e)`. Only events on the rows, the
  // empty area and the view itself count: elements a plugin puts into the view's body (the row
  // editor) and the header are left alone.

  /** @internal Handles a DOM event on the view's element (see above). */
  handleEvent(e: EventObjectImpl): void {
    const me = this;
    if (!me.rendered || me.isDestroyed) return;
    const type = e.type;
    const target = e.target as Node;
    if (type === 'keydown') return me.handleKeyDown(e);
    if (type === 'mouseover' || type === 'mouseout') return me.handleMouseOverOrOut(e, type);
    const slot = me.getSlotByNode(target);
    const [cell, beforeCell, item, beforeItem, container, beforeContainer] = NAMES[type];
    if (slot) {
      const record = slot.record as Model;
      const tr = slot.tr;
      const index = slot.index;
      const cellIndex = slot.cells.findIndex((td) => td.contains(target));
      if (cellIndex !== -1) {
        const args = [me, slot.cells[cellIndex], cellIndex, record, tr, index, e];
        if (me.fireEvent(beforeCell, ...args) === false) return;
        me.fireEvent(cell, ...args);
        // A listener may have refreshed the view: the row now shows something else.
        if (slot.record !== record) return;
      }
      if (me.fireEvent(beforeItem, me, record, tr, index, e) === false) return;
      const sm = me.selModel;
      if (type === 'mousedown') sm?.onItemMouseDown?.(record, index, e);
      else if (type === 'click') sm?.onItemClick?.(record, index, e);
      me.fireEvent(item, me, record, tr, index, e);
    } else if (
      // The view's own empty area (not a header, not a plugin's element).
      target === me.el!.dom ||
      target === me.body!.dom ||
      me.emptyEl?.contains(target)
    ) {
      me.fireBoth(beforeContainer, container, [me, e]);
    }
  }

  /** @internal `mouseover`/`mouseout` (`type`): the record under the pointer follows. */
  handleMouseOverOrOut(e: EventObjectImpl, type: string): void {
    const me = this;
    const slot = me.getSlotByNode(e.target as Node | null);
    const over = me.overRecord;
    if (type === 'mouseover') {
      if (slot && slot.record !== over) me.setOverRecord(slot.record as Model, slot, e);
    } else if (over) {
      const related = e.getRelatedTarget() as Node | null;
      if (!related || me.getSlotByNode(related)?.record !== over) me.setOverRecord(null, null, e);
    }
  }

  /**
   * @internal The pointer moved onto `record`'s row (`slot`), or off the rows (`null`): the
   * rows' over state follows, and `itemmouseleave`/`itemmouseenter` fire (each after its
   * `before` event).
   */
  setOverRecord(record: Model | null, slot: RowSlot | null, e: EventObjectImpl): void {
    const me = this;
    const old = me.overRecord;
    const oldSlot = old ? me.$byRecord.get(old) : null;
    me.overRecord = record;
    if (oldSlot) {
      me.updateSlot(oldSlot);
      me.fireBoth('beforeitemmouseleave', 'itemmouseleave', [
        me,
        old,
        oldSlot.tr,
        oldSlot.index,
        e,
      ]);
    }
    if (slot) {
      if (me.trackOver) me.updateSlot(slot);
      me.fireBoth('beforeitemmouseenter', 'itemmouseenter', [me, record, slot.tr, slot.index, e]);
    }
  }

  /**
   * @internal A key pressed on the view: `itemkeydown` for the focused row (else
   * `containerkeydown`), then the selection model navigates.
   */
  handleKeyDown(e: EventObjectImpl): void {
    const me = this;
    // Keys typed into a plugin's fields (the row editor sits inside the view) are not ours.
    if (e.target !== me.el!.dom) return;
    const sm = me.selModel;
    const record = sm ? sm.lastFocused || sm.getLastSelected() : null;
    const names = NAMES.keydown;
    const slot = record && me.$byRecord.get(record);
    const go = record
      ? me.fireBoth(names[3], names[2], [
          me,
          record,
          slot ? slot.tr : null,
          slot ? slot.index : me.dataSource.indexOf(record),
          e,
        ])
      : me.fireBoth(names[5], names[4], [me, e]);
    if (go) sm?.onKeyDown?.(e);
  }

  /** @internal Fires `before` then, unless a listener returned `false`, `name`; `false` if stopped. */
  fireBoth(before: string, name: string, args: unknown[]): boolean {
    return this.fireEvent(before, ...args) !== false && this.fireEvent(name, ...args) !== false;
  }

  /** @internal `focus` on the view: the keyboard focus goes to a row (the selected or first one). */
  onViewFocus(e: EventObjectImpl): void {
    const me = this;
    const sm = me.selModel;
    const store = me.store;
    if (e.target !== me.el!.dom || !sm || store.getCount() === 0 || sm.lastFocused) return;
    const record = sm.getLastSelected() || me.dataSource.getAt(me.getFirstVisibleRowIndex());
    if (record?.isModel) sm.setLastFocused(record);
  }

  // ---- teardown ----------------------------------------------------------------------------

  override onDestroy(): void {
    const me = this;
    me.$resizeObserver?.disconnect();
    me.$resizeObserver = null;
    clearTimeout(me.$firstRefresh);
    clearTimeout(me.$orderTimer);
    (me.loadMask as Partial<LoadMask>)?.destroy?.();
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

/** Sets or removes (`null`) an attribute of `dom` unless it already has that value. */
function setAttr(dom: HTMLElement, name: string, value: string | null): void {
  if (dom.getAttribute(name) !== value) {
    if (value === null) dom.removeAttribute(name);
    else dom.setAttribute(name, value);
  }
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
export function resolveStore(store: unknown, where: string): Store {
  if (store === undefined || store === null) {
    return ClassManager.instantiate('Lib.data.Store', { fields: [] });
  }
  const root = ClassManager.root as { getStore?(id: unknown): Store | undefined };
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
    itemSelector: cfg('string', 'tr.' + px('grid-row')),
    trackOver: true,
    markDirty: true,
    measureRowHeight: true,
    deferInitialRefresh: false,
    getRowClass: cfg('function'),
    loadMask: cfg(either('boolean', 'object'), true),
    loadingText: cfg('string'),
    loadingCls: cfg('string'),
    loadingUseMsg: cfg('boolean'),
  }),
  xtype: 'tableview',
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
