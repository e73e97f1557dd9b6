/**
 * `Lib.grid.feature.RowBody` (ftype `rowbody`, in the grid pack): Ext 4's row body. Each data
 * row gets a body under its cells, spanning every column: `getAdditionalData(data, rowIndex,
 * record, orig)` returns `{rowBody, rowBodyCls}` (the body's markup, written through
 * `Lib.dom.Markup`, and classes for its `tr`); a `rowBodyCls` holding `rowBodyHiddenCls` shows
 * no body. The body is `<tr class="x-grid-rowbody-tr x-grid-row-body" role="presentation">
 * <td class="x-grid-cell-rowbody"><div class="x-grid-rowbody">`, inside the data row's element
 * (so it moves, scrolls and is read with its row, and is no grid row of its own).
 *
 * A row is its cells' height plus its body's. Bodies are measured once written (one read pass
 * per render, no per-row measuring up front: a million rows are fine); a row not measured yet
 * counts `estimatedBodyHeight` (by default the first body measured; the row expander sets 0:
 * it shows bodies on expanded rows only). The heights that differ from the estimate are kept
 * by record, and the rows in view order sorted by view index with prefix sums of the
 * difference, so a row's top (`view.rowTop`) and the row at a pixel (`view.rowAt`) are binary
 * searches. Those indexes are checked again only after a change: a store event, the view's
 * `refresh()` or a grouping feature's rows changing (a group collapsed or expanded) marks them
 * stale; a render with nothing changed (every scroll step) costs no lookup.
 * `view.getRowBox(...)` counts the body.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {store, columns, features: [{ftype: 'rowbody',
 *     getAdditionalData: (data) => ({rowBody: '<p>' + Lib.util.Format.htmlEncode(data.desc) + '</p>'})}]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Markup } from '../../dom/Markup';
import { make, px } from '../../dom/Element.build';
import { Feature, type FeatureConfig } from './Feature';
import type { RowSlot } from '../../view/Table.rows';
import type { RowRef } from '../../view/Table';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { Model } from '../../data/Model';
import type { Store } from '../../data/Store';
import type { GridPanel } from '../Panel';

/** What `getAdditionalData` returns for a row. */
export interface RowBodyData {
  /** The body's markup (sanitized). */
  rowBody?: string;
  /** Classes of the body's `tr` (with `rowBodyHiddenCls`: no body). */
  rowBodyCls?: string;
}

export interface RowBodyConfig extends FeatureConfig {
  /**
   * The body of a row: `(data, rowIndex, record, orig) => {rowBody, rowBodyCls}` (default: an
   * empty body).
   */
  getAdditionalData?: (
    data: Record<string, unknown>,
    rowIndex: number,
    record: Model,
    orig: Record<string, unknown>,
  ) => RowBodyData;
  /** The class of the body's `tr` (default `x-grid-row-body`). */
  rowBodyCls?: string;
  /** The class that hides a body (default `x-grid-row-body-hidden`). */
  rowBodyHiddenCls?: string;
  /**
   * The height in pixels a row's body counts until it is rendered and measured (rows never
   * rendered, above or below the ones in view). Default: none, the first body measured gives
   * it. The row expander sets 0 (a collapsed row has no body).
   */
  estimatedBodyHeight?: number;
}

/** A body's height where there is no layout (happy-dom), and the first estimate. */
const DEFAULT_BODY = 24;

/** The element of a row holding its body, with what the feature knows of it. */
export interface BodyRow extends HTMLTableRowElement {
  /** The body `tr` shown in this row, if any. */
  $rb?: HTMLTableRowElement | null;
  /** The record whose body the row shows (written again when another comes). */
  $rbOf?: unknown;
}

export class RowBody extends Feature {
  declare getAdditionalData?: RowBodyConfig['getAdditionalData'];
  declare rowBodyCls: string;
  declare rowBodyHiddenCls: string;
  declare estimatedBodyHeight?: number;
  /** @internal A body's height until measured (`estimatedBodyHeight`, else the first measured). */
  declare $est: number;
  /** @internal Whether `$est` is set (configured, or measured once). */
  declare $fixed: boolean;
  /** @internal The last body height measured (what a row expanded out of view counts). */
  declare $last: number;
  /** @internal The body heights that differ from the estimate, by record (in view or not). */
  declare $known: Map<unknown, number>;
  /** @internal The indexes below need checking (the store or the feature's rows changed). */
  declare $stale: boolean;
  /** @internal The data source and its row count at the last check. */
  declare $src: unknown;
  declare $n: number;
  /** @internal The store listened to, and the listeners. */
  declare $bound?: Store;
  declare $ls: Record<string, (...args: never[]) => unknown>;
  /**
   * @internal The rows whose body height differs from the estimate, sorted by view index: their
   * indexes, records, heights, and `$sum[k]`, the sum of `height - estimate` over rows `< k`.
   */
  declare $idx: number[];
  declare $recs: unknown[];
  declare $hs: number[];
  declare $sum: number[];

  override init(grid: GridPanel): void {
    const me = this;
    super.init(grid);
    const view = me.view;
    if (view.rowBodyFeature) throw new Error(`[${me.$className}] the view has a row body already`);
    view.rowBodyFeature = me;
    const est = me.estimatedBodyHeight;
    me.$fixed = est != null;
    me.$est = est ?? DEFAULT_BODY;
    me.reset();
    me.$stale = true;
    const stale = () => (me.$stale = true);
    me.$ls = {
      add: stale,
      bulkremove: stale,
      datachanged: stale,
      refresh: stale,
      clear: stale,
      load: stale,
      filterchange: stale,
      groupchange: stale,
      // An edit moves no row (a store does not sort again on update): no lookup needed.
      update: (_s: unknown, record: Model) => {
        const slot = view.$byRecord.get(record);
        if (slot && view.$ctx && me.writeBody(slot, true)) view.renderRows();
      },
    };
    const renderRows = view.renderRows;
    const getRowBox = view.getRowBox;
    view.rowTop = (index: number) => me.rowTop(index);
    view.rowAt = (y: number) => me.rowAt(y);
    // A row's box is its cells and its body.
    view.getRowBox = function (item: RowRef) {
      const box = getRowBox.call(this, item);
      const index = (box && this.indexOfItem(item)) as number;
      if (box) box.height = me.rowTop(index + 1) - me.rowTop(index);
      return box;
    };
    // After each render: bodies written for the rows that came, measured in one read pass, and
    // the rows placed again if a height changed (at most a few passes: heights are kept).
    view.renderRows = function (all?: boolean, scrolling?: boolean) {
      me.validate();
      renderRows.call(this, all, scrolling);
      for (let pass = 0; pass < 3 && me.measure(); pass++) {
        renderRows.call(this, false, scrolling);
        for (const slot of this.slots) this.updateRowState(slot);
      }
    };
    // Ext's feature events: `rowbodyclick`, `rowbodydblclick`, `rowbodycontextmenu` on the
    // view and the grid, given `(view, bodyTr, e)`.
    const relay =
      (type: string) =>
      (_v: unknown, _r: unknown, _t: unknown, _i: unknown, e: EventObjectImpl) => {
        const body = e.getTarget('.' + px('grid-rowbody-tr'));
        if (body) for (const to of [view, grid]) to.fireEvent('rowbody' + type, view, body, e);
      };
    view.on({
      // A refresh asked for by hand may follow changes the store did not announce (a sort
      // with its events suspended): the known rows are found again.
      beforerefresh: () => me.invalidate(),
      itemclick: relay('click'),
      itemdblclick: relay('dblclick'),
      itemcontextmenu: relay('contextmenu'),
    });
    me.bind();
  }

  /** @internal Listens to the view's store (again, when the view got another). */
  bind(): void {
    const me = this;
    const store = me.view.store;
    if (store === me.$bound) return;
    me.$bound?.un(me.$ls);
    (me.$bound = store).on(me.$ls);
    me.$stale = true;
  }

  /** @internal Forgets every height (the estimate changed). */
  reset(): void {
    const me = this;
    me.$known = new Map();
    me.$idx = [];
    me.$recs = [];
    me.$hs = [];
    me.$sum = [0];
  }

  /**
   * @internal The view's rows changed without a store event (a grouping feature collapsed or
   * expanded a group): the known rows are found again before the next render.
   */
  invalidate(): void {
    this.$stale = true;
  }

  /** @internal A row's top in virtual pixels: the estimated heights plus the known differences. */
  rowTop(index: number): number {
    const me = this;
    return index * (me.view.rowHeight + me.$est) + me.$sum[lowerBound(me.$idx, index)];
  }

  /** @internal The view index of the row at virtual pixel `y` (a binary search). */
  rowAt(y: number): number {
    const me = this;
    const step = me.view.rowHeight + me.$est;
    const idx = me.$idx;
    // The last known row starting at or above `y`.
    let low = 0;
    let high = idx.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (idx[mid] * step + me.$sum[mid] <= y) low = mid + 1;
      else high = mid;
    }
    if (!low) return Math.floor(y / step);
    const k = low - 1;
    const end = idx[k] * step + me.$sum[k] + me.view.rowHeight + me.$hs[k];
    return y < end ? idx[k] : idx[k] + 1 + Math.floor((y - end) / step);
  }

  /** @internal The known height of a row's body (its estimate when not measured). */
  heightOf(index: number, record: unknown): number {
    const me = this;
    const k = lowerBound(me.$idx, index);
    return me.$idx[k] === index && me.$recs[k] === record ? me.$hs[k] : me.$est;
  }

  /**
   * @internal Records the height of the body of a record's row (at view index `index`, -1 when
   * not in view); `true` when the geometry changed.
   */
  setHeight(index: number, record: unknown, h: number): boolean {
    const me = this;
    if (h === me.$est) me.$known.delete(record);
    else me.$known.set(record, h);
    if (index < 0) return false;
    const idx = me.$idx;
    const k = lowerBound(idx, index);
    const here = idx[k] === index;
    if ((here ? me.$hs[k] : me.$est) === h && (!here || me.$recs[k] === record)) {
      return false;
    }
    if (here) (idx.splice(k, 1), me.$recs.splice(k, 1), me.$hs.splice(k, 1));
    if (h !== me.$est)
      (idx.splice(k, 0, index), me.$recs.splice(k, 0, record), me.$hs.splice(k, 0, h));
    me.sums(k);
    return true;
  }

  /** @internal The prefix sums again from entry `k`. */
  sums(k: number): void {
    const me = this;
    const sum = me.$sum;
    sum.length = me.$idx.length + 1;
    for (let j = k; j < me.$idx.length; j++) sum[j + 1] = sum[j] + me.$hs[j] - me.$est;
  }

  /**
   * @internal Before a render: after a change (see `invalidate`), the known rows are placed at
   * their view indexes again (one pass over the store); otherwise this returns at once.
   */
  validate(): void {
    const me = this;
    const view = me.view;
    const source = view.dataSource;
    const count = source.getCount();
    // Every render (each scroll step) comes here: with nothing changed it costs no lookup.
    if (!me.$stale && source === me.$src && count === me.$n) return;
    me.bind();
    me.$stale = false;
    me.$src = source;
    me.$n = count;
    const known = me.$known;
    const store = view.store;
    const list = store.data?.$list;
    const at = new Map<unknown, number>();
    if (known.size > 8 && list) {
      // A record's entry in the store's list is the record or (a lazy row) its raw data.
      const entries = new Map<unknown, unknown>();
      for (const record of known.keys() as Iterable<Model>) {
        entries.set(record, record);
        if (record.raw) entries.set(record.raw, record);
      }
      list.forEach((entry: unknown, i: number) => {
        const record = entries.get(entry);
        if (record) at.set(record, i);
      });
    } else for (const record of known.keys()) at.set(record, store.indexOf(record as Model));
    const rows: Array<[number, unknown, number]> = [];
    for (const [record, h] of known) {
      const i = at.get(record) ?? -1;
      // A record gone from the store is forgotten (one filtered out is kept for its return).
      if (i < 0) {
        if (!store.isFiltered?.()) known.delete(record);
        continue;
      }
      const index = source === store ? i : source.viewIndexAt!(i);
      if (index >= 0) rows.push([index, record, h]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    me.$idx = rows.map((row) => row[0]);
    me.$recs = rows.map((row) => row[1]);
    me.$hs = rows.map((row) => row[2]);
    me.sums(0);
  }

  /**
   * @internal Writes the bodies of the rows that came, measures every rendered body (one read
   * pass), sizes the rows and records the heights; `true` when a height changed. A change
   * above the first row in view scrolls by as much, so the rows in view stay where they are.
   */
  measure(): boolean {
    const me = this;
    const view = me.view;
    const slots: RowSlot[] = view.slots;
    for (const slot of slots) me.writeBody(slot);
    const heights = slots.map((slot) => {
      const body = (slot.tr as BodyRow).$rb;
      return body ? body.offsetHeight || DEFAULT_BODY : 0;
    });
    const first = heights.find((h, j) => (slots[j].tr as BodyRow).$rb);
    if (first !== undefined) me.$last = first;
    if (!me.$fixed && first !== undefined) {
      me.$fixed = true;
      me.$est = first;
      me.reset();
    }
    const rh = view.rowHeight;
    const top = view.rowAt(view.lastScrollTop * view.scrollRatio);
    let shift = 0;
    let changed = false;
    slots.forEach((slot, j) => {
      const h = heights[j];
      const before = me.heightOf(slot.index, slot.record);
      if (me.setHeight(slot.index, slot.record, h)) {
        changed = true;
        if (slot.index < top) shift += h - before;
      }
      const height = h ? rh + h + 'px' : '';
      const style = slot.tr.style;
      if (style.height !== height) {
        style.height = height;
        style.gridTemplateRows = h ? rh + 'px auto' : '';
      }
    });
    if (shift && view.scrollRatio === 1) view.el!.dom.scrollTop = view.lastScrollTop + shift;
    return changed;
  }

  override destroy(): void {
    this.$bound?.un(this.$ls);
    super.destroy();
  }

  /** @internal The store index of the record at view index `index` (a grouping counts its rows). */
  recordIndex(index: number): number {
    const source = this.view.dataSource;
    return source.recordIndexAt ? source.recordIndexAt(index) : index;
  }

  /**
   * @internal Writes (or removes) a row's body from `getAdditionalData`, when the row shows
   * another record than its body (or `force`); returns whether it wrote.
   */
  writeBody(slot: RowSlot, force?: boolean): boolean {
    const me = this;
    const tr = slot.tr as BodyRow;
    const record = slot.record;
    if (tr.$rbOf === record && !force) return false;
    tr.$rbOf = record;
    let body = tr.$rb;
    const data: RowBodyData =
      (record?.isModel &&
        me.getAdditionalData?.(record.data, me.recordIndex(slot.index), record, {
          rowBodyCls: me.rowBodyCls,
        })) ||
      {};
    const cls = data.rowBodyCls ?? me.rowBodyCls;
    if (!record?.isModel || (' ' + cls + ' ').includes(' ' + me.rowBodyHiddenCls + ' ')) {
      body?.remove();
      tr.$rb = null;
      return true;
    }
    if (!body) {
      body = tr.$rb = make(tr, 'tr', '', { role: 'presentation' }) as HTMLTableRowElement;
      make(make(body, 'td', 'grid-cell-rowbody', { role: 'presentation' }), 'div', 'grid-rowbody');
    }
    body.className = px('grid-rowbody-tr') + ' ' + cls;
    Markup.setHtml(body.firstChild!.firstChild as HTMLElement, String(data.rowBody ?? ''));
    return true;
  }
}

/** The number of entries of a sorted list below `value`. */
function lowerBound(list: number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

registerClass(RowBody, 'Lib.grid.feature.RowBody', {
  $configs: declareConfigs<RowBodyConfig, FeatureConfig>({
    getAdditionalData: cfg('function'),
    rowBodyCls: cfg('string', px('grid-row-body')),
    rowBodyHiddenCls: cfg('string', px('grid-row-body-hidden')),
    estimatedBodyHeight: cfg([(v) => typeof v === 'number' && v >= 0, 'a number ≥ 0']),
  }),
  alias: 'feature.rowbody',
  $last: DEFAULT_BODY,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.feature.RowBody': typeof RowBody;
  }
  interface AliasMap {
    'feature.rowbody': typeof RowBody;
  }
}
