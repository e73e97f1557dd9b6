/**
 * `Lib.grid.feature.Feature` (ftype `feature`, in the grid pack): the base of grid features.
 * A grid's `features` config creates each by its `ftype` (alias `feature.<ftype>`) and calls
 * `init(grid)` once the view exists; `disable()`/`enable()` turn it off and on.
 *
 * A feature that adds rows of its own (group headers, summary rows) becomes the view's
 * `dataSource`: the rows in order are runs of store records ("segments"), each with an
 * optional header row before it and summary row after it. All rows are one row high, so the
 * view's virtual scrolling is unchanged; the view's indexes count these rows, and `indexOf`
 * maps a record to its row through the run holding its store index (a binary search). The
 * feature writes its own rows (`renderItem`); events on them are its own (not `itemclick`).
 * A raw row of a lazy store is read through its fields (`store.data.$value`): grouping and
 * summing make no records.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {store, columns, features: [{ftype: 'grouping'}]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Observable, type ObservableConfig } from '../../util/Observable';
import { px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { GridPanel } from '../Panel';
import type { CellContext, RowSlot, TableView, ViewItem } from '../../view/Table';
import type { RowBody } from './RowBody';
import type { Store } from '../../data/Store';
import type { Model } from '../../data/Model';

/** A column's summary: a name, or a function `(records, field)` called with the store as `this`. */
export type SummaryType =
  | 'count'
  | 'sum'
  | 'min'
  | 'max'
  | 'average'
  | ((this: Store, records: Model[], field: string) => unknown);

declare module '../column/Column' {
  interface Column {
    /** What the column's summary cells show (summary features; see `SummaryType`). */
    summaryType?: SummaryType;
    /** Writes a summary cell: `(value, summaryData, dataIndex)` → its text (summary features). */
    summaryRenderer?: (
      value: unknown,
      data: Record<string, unknown>,
      dataIndex: string | undefined,
    ) => unknown;
  }
}

export interface FeatureConfig extends ObservableConfig {
  /** The feature's type: alias `feature.<ftype>`. */
  ftype?: string;
  /** Starts disabled (default `false`). */
  disabled?: boolean;
}

/** A run of store records in the view, with its header and summary rows. */
export interface Segment {
  /** The group's name (its value as text), `''` for an ungrouped run. */
  name: string;
  /** The group's value. */
  value: unknown;
  /** The store index of its first record. */
  start: number;
  /** Its records. */
  count: number;
  /** The view index of its first row. */
  top: number;
  collapsed: boolean;
  /** Its header row's item, if it has one. */
  hd: FeatureRow | null;
  /** Its summary row's item, if it has one. */
  sum: FeatureRow | null;
  /** @internal The summary values by column id, once computed. */
  $data?: Record<string, unknown> | null;
}

/** A row of the feature's (not a record): a group header (`'hd'`) or a summary (`'sum'`). */
export interface FeatureRow {
  type: 'hd' | 'sum';
  seg: Segment;
  /** Never set: tells a feature row from a record. */
  isModel?: undefined;
}

export class Feature extends Observable {
  declare ftype: string;
  declare disabled: boolean;
  /** The grid, once `init` ran. */
  declare grid: GridPanel;
  /** The grid's view, once `init` ran. */
  declare view: TableView;
  /** Always `true`. */
  declare isFeature: true;
  /** @internal The view's rows: the segments in order, and how many rows they make. */
  declare $segs: Segment[];
  declare $count: number;
  /** @internal Whether the feature shows its rows (it is the view's `dataSource`). */
  declare $on: boolean;
  /** @internal The current attachment's token (`null` when detached). */
  declare $live: object | null;
  /** @internal The view's hooks before `attach` and the ones it installed. */
  declare $hooks: Array<(...args: never[]) => unknown>;
  /** @internal The store the feature listens to while on. */
  declare $store: Store;

  /** Called by the grid once its view exists: the feature hooks into the grid and view. */
  init(grid: GridPanel): void {
    const me = this;
    me.grid = grid;
    me.view = grid.getView();
    me.$segs = [];
    me.$count = 0;
    if (me.hasRows() && !me.disabled) me.attach();
    grid.on('reconfigure', me.onReconfigure, me);
    // The store may outlive the grid: the feature stops listening to it with the grid.
    grid.on('destroy', () => me.destroy());
  }

  /** @internal The grid got another store: the rows follow it. */
  onReconfigure(): void {
    const me = this;
    if (me.$on && me.$store !== me.getStore()) {
      me.detach();
      me.attach();
      me.view.refresh();
    }
  }

  /** Whether the feature adds rows to the view (false for the base). */
  hasRows(): boolean {
    return false;
  }

  /** The store of the grid. */
  getStore(): Store {
    return this.view.store;
  }

  /** Turns the feature on again (rows shown again). */
  enable(): void {
    const me = this;
    if (!me.disabled) return;
    me.disabled = false;
    if (me.hasRows()) {
      me.attach();
      me.view.refresh();
    }
  }

  /** Turns the feature off: the view shows the store's records alone. */
  disable(): void {
    const me = this;
    if (me.disabled) return;
    me.disabled = true;
    if (me.$on) {
      me.detach();
      // The rows are made anew: none keeps a feature row's attributes.
      me.view.resetRows();
      me.view.refresh();
    }
  }

  // ---- the view's rows -----------------------------------------------------------------

  /**
   * @internal Becomes the view's `dataSource`: builds the rows, hooks the view's row writing
   * (`renderSlot`, `updateRowState`, `getSlotByNode` on the instance, so the view's own path
   * stays as it is without a feature), and listens to the store before the view does (the
   * rows are rebuilt before the view draws them).
   */
  attach(): void {
    const me = this;
    const view = me.view;
    const store = me.getStore();
    const other = view.dataSource;
    if (other !== store) {
      throw new Error(`[${me.$className}] the view shows another feature's rows already`);
    }
    me.$on = true;
    me.$store = store;
    view.dataSource = me;
    const render = view.renderSlot;
    const state = view.updateRowState;
    const byNode = view.getSlotByNode;
    // This attachment's hooks act while it lasts; after `detach` they pass the calls through
    // (a plugin that wrapped them meanwhile, such as the row expander, keeps its wrapper).
    const live = (me.$live = {});
    view.renderSlot = function (slot: RowSlot, item: ViewItem, index: number) {
      const tr = slot.tr;
      if (me.$live !== live) return render.call(this, slot, item, index);
      if (item.isModel) {
        if (tr.hasAttribute('data-feature')) {
          for (const name of ['data-feature', 'aria-expanded', 'tabindex'])
            tr.removeAttribute(name);
        }
        return render.call(this, slot, item, index, me.recordIndexAt(index));
      }
      slot.record = item;
      slot.index = index;
      tr.setAttribute('data-feature', item.type);
      tr.removeAttribute('aria-selected');
      me.renderItem(slot, item);
      me.placeRow(slot);
    };
    view.updateRowState = function (slot: RowSlot) {
      return me.$live !== live || slot.record!.isModel ? state.call(this, slot) : me.placeRow(slot);
    };
    // The feature's rows are not items: the view's events (itemclick...) skip them.
    view.getSlotByNode = function (node: Node | null) {
      const slot = byNode.call(this, node);
      return slot && (me.$live !== live || slot.record!.isModel) ? slot : null;
    };
    me.$hooks = [render, state, byNode, view.renderSlot, view.updateRowState, view.getSlotByNode];
    store.on(me.storeListeners());
    // The view's own store listeners again, after the feature's.
    store.un(view.$storeOn!);
    store.on(view.$storeOn!);
    me.build();
  }

  /** @internal Stops being the view's `dataSource`. */
  detach(): void {
    const me = this;
    const view = me.view as TableView & Record<string, unknown>;
    me.$on = false;
    me.$live = null;
    view.dataSource = view.store;
    // Each hook still on top goes back to what it wrapped (the prototype's: the own property
    // goes); one wrapped since by someone else stays, passing through.
    const hooks = me.$hooks;
    ['renderSlot', 'updateRowState', 'getSlotByNode'].forEach((name, i) => {
      if (view[name] !== hooks[i + 3]) return;
      if (hooks[i] === Object.getPrototypeOf(view)[name]) delete view[name];
      else view[name] = hooks[i];
    });
    me.$store.un(me.storeListeners());
  }

  /** @internal The store listeners of the feature (the same functions each time). */
  storeListeners(): Record<string, unknown> {
    const me = this as this & { $listeners?: Record<string, unknown> };
    return (me.$listeners ||= {
      refresh: me.build,
      add: me.build,
      bulkremove: me.build,
      clear: me.build,
      update: me.onStoreUpdate,
      groupchange: me.onGroupChange,
      scope: me,
    });
  }

  /** @internal A record changed: its segment's summary is computed again. */
  onStoreUpdate(_store: Store, record: Model): void {
    const seg = this.segmentOf(this.getStore().indexOf(record));
    if (seg) this.refreshSummary(seg);
  }

  /** @internal The store's grouping changed: the rows are built and drawn again. */
  onGroupChange(): void {
    this.build();
    if (this.view.rendered) this.view.refresh();
  }

  /**
   * @internal The runs of records (segments) the rows are made of: `[start, count, value]`
   * triples; the base makes one run of every record.
   */
  getRuns(): Array<[number, number, unknown]> {
    return [[0, this.getStore().getCount(), '']];
  }

  /** @internal Whether a run gets a header row, a summary row, and starts collapsed. */
  makeSegment(seg: Segment): void {
    if ((this as { showSummaryRow?: boolean }).showSummaryRow) seg.sum = { type: 'sum', seg };
  }

  /** Shows or hides the summary rows (`showSummaryRow`) of a summary feature. */
  toggleSummaryRow(visible: boolean): void {
    const me = this;
    (me as { showSummaryRow?: boolean }).showSummaryRow = !!visible;
    if (me.$on) {
      me.$segs = [];
      me.build();
      me.view.refresh();
    }
  }

  /** @internal Builds the segments from the store (keeping the state of those that stay). */
  build(): void {
    const me = this;
    // A segment is kept by name while the store stays grouped (or ungrouped).
    const grouped = me.getStore().isGrouped();
    const old = new Map(me.$segs.map((seg) => [!!seg.hd + seg.name, seg]));
    me.$segs = me.getRuns().map(([start, count, value]) => {
      const name = String(value);
      let seg = old.get(grouped + name);
      if (!seg) {
        seg = { name, value, start, count, top: 0, collapsed: false, hd: null, sum: null };
        me.makeSegment(seg);
      }
      seg.value = value;
      seg.start = start;
      seg.count = count;
      seg.$data = null;
      return seg;
    });
    me.layoutRows();
    // Rows that stay are not written again by the view: their counts and sums may have changed.
    for (const seg of me.$segs) {
      me.refreshRow(seg.hd);
      me.refreshRow(seg.sum);
    }
  }

  /**
   * @internal Counts the rows again (a group collapsed or expanded); the view's row body (the
   * row expander's) finds its rows again before the next render.
   */
  layoutRows(): void {
    let top = 0;
    for (const seg of this.$segs) {
      seg.top = top;
      top += (seg.hd ? 1 : 0) + (seg.collapsed ? 0 : seg.count) + (seg.sum ? 1 : 0);
    }
    this.$count = top;
    (this.view as TableView & { rowBodyFeature?: RowBody }).rowBodyFeature?.invalidate();
  }

  /** The number of rows in view (records, headers and summaries). */
  getCount(): number {
    return this.$count;
  }

  /** @internal The segment holding view index `index` (`top` true) or store index `index`. */
  segmentOf(index: number, top?: boolean): Segment | undefined {
    const segs = this.$segs;
    let low = 0;
    let high = segs.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((top ? segs[mid].top : segs[mid].start) <= index) low = mid;
      else high = mid - 1;
    }
    const seg = segs[low];
    return seg && index >= 0 && (top || index < seg.start + seg.count) ? seg : undefined;
  }

  /** The row at view index `index`: a record, or a header or summary item. */
  getAt(index: number): ViewItem | undefined {
    const seg = this.segmentOf(index, true);
    if (!seg) return undefined;
    let at = index - seg.top;
    if (seg.hd && at-- === 0) return seg.hd;
    if (!seg.collapsed) {
      if (at < seg.count) return this.getStore().getAt(seg.start + at);
      at -= seg.count;
    }
    return at === 0 && seg.sum ? seg.sum : undefined;
  }

  /** The store index of the record at view index `index` (the index renderers get). */
  recordIndexAt(index: number): number {
    const seg = this.segmentOf(index, true)!;
    return seg.start + index - seg.top - (seg.hd ? 1 : 0);
  }

  /** The view index of a record (-1 when its group is collapsed) or of a feature's row. */
  indexOf(item: ViewItem | null | undefined): number {
    if (!item) return -1;
    const seg: Segment | undefined = (item as FeatureRow).seg;
    if (!item.isModel) {
      if (!seg || !this.$segs.includes(seg)) return -1;
      return item.type === 'hd'
        ? seg.top
        : seg.top + (seg.hd ? 1 : 0) + (seg.collapsed ? 0 : seg.count);
    }
    return this.viewIndexAt(this.getStore().indexOf(item));
  }

  /** @internal The view index of the record at store index `index` (-1 in a collapsed group). */
  viewIndexAt(index: number): number {
    const seg = this.segmentOf(index);
    return seg && !seg.collapsed ? seg.top + (seg.hd ? 1 : 0) + index - seg.start : -1;
  }

  /** @internal Writes a feature's row into a slot (a summary row by default). */
  renderItem(slot: RowSlot, item: FeatureRow): void {
    this.renderSummary(slot, item.seg);
  }

  /**
   * @internal Writes a summary row: each cell shows its column's `summaryType` over the
   * segment's records, through its `summaryRenderer(value, summaryData, dataIndex)`.
   */
  renderSummary(slot: RowSlot, seg: Segment): void {
    const me = this;
    const view = me.view;
    const ctx = view.getRenderContext();
    const data = me.getSummaryData(seg);
    slot.tr.className = px('grid-row grid-row-summary');
    ctx.cells.forEach((cell: CellContext, c: number) => {
      const column = cell.column;
      const td = slot.cells[c];
      const value = data[column.id];
      const renderer = column.summaryRenderer;
      td.className = cell.cls;
      const out = renderer
        ? renderer.call(column.scope || view.grid, value, data, column.dataIndex)
        : value;
      td.textContent = out === undefined || out === null ? '' : String(out);
    });
  }

  /** @internal The summary values of a segment by column id (computed once per change). */
  getSummaryData(seg: Segment): Record<string, unknown> {
    if (seg.$data) return seg.$data;
    const data: Record<string, unknown> = {};
    for (const column of this.view.getGridColumns()) {
      const type = column.summaryType;
      if (type) data[column.id] = this.getSummary(seg, type, column.dataIndex!);
    }
    return (seg.$data = data);
  }

  /**
   * The summary of field `field` over a segment's records: `type` `'count'`, `'sum'`, `'min'`,
   * `'max'`, `'average'`, or a function `(records, field)` (as Ext JS 4.2's).
   */
  getSummary(seg: Segment, type: SummaryType, field: string): unknown {
    const store = this.getStore();
    const { start, count } = seg;
    if (typeof type === 'function') {
      return type.call(store, count ? store.getRange(start, start + count - 1) : [], field);
    }
    if (type === 'count') return count;
    const data = store.data;
    const list = data.$list;
    let sum = 0;
    let min: number | undefined;
    let max: number | undefined;
    for (let i = start; i < start + count; i++) {
      const value = data.$value(list[i], field) as number;
      if (typeof value === 'number') sum += value;
      if (min === undefined || value < min) min = value;
      if (max === undefined || value > max) max = value;
    }
    const results: Record<string, unknown> = { sum, min, max, average: count ? sum / count : 0 };
    if (!Object.prototype.hasOwnProperty.call(results, type)) {
      throw new TypeError(`[${this.$className}] unknown summaryType '${type}'`);
    }
    return results[type];
  }

  /** @internal A segment's records changed: its summary row is written again. */
  refreshSummary(seg: Segment): void {
    seg.$data = null;
    this.refreshRow(seg.sum);
  }

  /** @internal Writes one of the feature's rows again when it is rendered. */
  refreshRow(item: FeatureRow | null): void {
    const view = this.view;
    const slot = item && view.$ctx && view.$byRecord.get(item);
    if (slot) view.renderSlot(slot, item, slot.index);
  }

  /** @internal Places a feature's row (its transform) and numbers it (`aria-rowindex`). */
  placeRow(slot: RowSlot): void {
    const view = this.view;
    const tr = slot.tr;
    // The view's own geometry (a row expander makes rows above taller).
    const y = view.rowY(slot.index);
    if (slot.y !== y) {
      slot.y = y;
      tr.style.transform = `translateY(${y}px)`;
    }
    tr.setAttribute('aria-rowindex', String(slot.index + view.getRowIndexBase()));
    tr.removeAttribute('data-recordindex');
  }

  /** @internal The slot and feature row of an event's target inside the view's rows, if any. */
  rowOfEvent(e: EventObjectImpl): RowSlot | undefined {
    const tr = (e.target as Element).closest?.('[data-feature]');
    return (this.view.slots as RowSlot[]).find((slot) => slot.tr === tr);
  }

  override destroy(): void {
    if (this.$on) this.detach();
    super.destroy();
  }
}

registerClass(Feature, 'Lib.grid.feature.Feature', {
  $configs: declareConfigs<FeatureConfig, ObservableConfig>({
    ftype: cfg('name'),
    disabled: false,
  }),
  alias: 'feature.feature',
  isFeature: true,
  $on: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.feature.Feature': typeof Feature;
  }
  interface AliasMap {
    'feature.feature': typeof Feature;
  }
}
