/**
 * The buffered store (`Lib.create('Lib.data.Store', {buffered: true, ...})`, Ext JS 4.2's
 * infinite scrolling), installed on a store by the grid pack: the store holds only pages of
 * the server's rows (`pageSize` records each), fetched as the grid scrolls, and answers for
 * the whole data set: `getCount()` is the server's total, and `getAt(i)` of a row not loaded
 * yet is a placeholder record (`$pending`, no data) that the grid shows as a busy row until its
 * page arrives. Sorting and filtering go to the server (`remoteSort`/`remoteFilter` are forced
 * on, as in Ext); adding or removing rows locally is an error (save through the proxy, then
 * reload).
 *
 * Which pages: the rows in view plus `leadingBufferZone` rows ahead (in the scrolling direction)
 * and `trailingBufferZone` behind (`$need`). Requests for pages that left that range are
 * aborted; at most `purgePageCount` pages beyond it stay cached (the least recently used go
 * first; 0 keeps everything), except pages holding unsaved changes. A page that fails is kept
 * failed (its rows show a Retry button, see `retryPage`) until retried or reloaded.
 *
 * Events (Ext's): `beforeprefetch(store, operation)` (`false` cancels the request),
 * `prefetch(store, records, successful, operation)`, `totalcountchange(total)`; `load` and
 * `refresh` when the first page of a `load` (a sort, a filter) arrives.
 *
 * @example
 *   const store = Lib.create('Lib.data.Store', {
 *     model: 'App.User', buffered: true, pageSize: 100, leadingBufferZone: 300,
 *     proxy: {type: 'rest', url: '/api/users', reader: {root: 'items'}},
 *   });
 *   store.load(); // page 1; the grid asks for the others as it scrolls
 */
import { checkOptions, fail } from '../../lib/config';
import { raise } from '../../lib/Error';
import { Operation } from './Operation';
import { RecordCollection } from './Store.records';
import type { Store } from './Store';
import type { Model } from './Model';
import type { LoadOptions } from './Store.types';
import type { Filter } from '../util/Filter';

/** The configs of a buffered store (besides `buffered: true` and `pageSize`). */
export interface BufferedStoreConfig {
  /** Rows fetched ahead of the view, in the scrolling direction (default 200). */
  leadingBufferZone?: number;
  /** Rows kept behind the view (default 25). */
  trailingBufferZone?: number;
  /** Pages cached beyond those needed before the least recently used are dropped (default 5; 0: never). */
  purgePageCount?: number;
}

const WHERE = 'Lib.data.Store';
const COUNT = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const DEFAULTS: Record<string, number> = {
  leadingBufferZone: 200,
  trailingBufferZone: 25,
  purgePageCount: 5,
};

/** A grid view bound to a buffered store (the grid pack's; only what the store calls). */
interface BoundView {
  store: unknown;
  isDestroyed?: boolean;
  viewReady?: boolean;
  renderRows(): void;
}

/** What `guaranteeRange` calls back with: the records of the range, and the range. */
type RangeCallback = (records: Model[], start: number, end: number, options: unknown) => void;

/** What a page fetch calls back with: the records read (none on failure), the operation, success. */
type PageCallback = (records: Model[] | undefined, operation: Operation, success: boolean) => void;

/** Options of `prefetch` (`page`, or the page of `start`; the callback of the fetch). */
interface PrefetchOptions {
  page?: number;
  start?: number;
  callback?: PageCallback;
  scope?: unknown;
}

/** The options of `getRange`'s callback form. */
interface RangeOptions {
  callback?: RangeCallback;
  scope?: unknown;
}

/** A record of a buffered store: a placeholder (`$pending`, no data) until its page arrives. */
export type Hole = Model & { $pending?: true };

/** A buffered store: a store with the state and the members below (`this` in them). */
export interface BufferedStore extends Store {
  leadingBufferZone: number;
  trailingBufferZone: number;
  purgePageCount: number;
  $pages: Map<number, Model[]>;
  $requests: Map<number, PageRequest>;
  $failed: Map<number, string>;
  $holes: Map<number, Model>;
  $views: Set<BoundView>;
  $waiters: Array<[number, number, () => void]>;
  $gen: number;
  $lastStart: number;
  $range: [number, number];
  $fetch(page: number, callback?: PageCallback): void;
  $clear(): void;
  $settle(): void;
  $forget(page: number): void;
  $repaint(): void;
  $purge(): void;
  prefetchPage(page: number, options?: PrefetchOptions): void;
  guaranteeRange(
    start: number,
    end: number,
    callback?: RangeCallback,
    scope?: unknown,
    options?: unknown,
  ): void;
  getPageFromRecordIndex(index: number): number;
  retryPage(page: number): void;
  getAt(index: number): Hole | undefined;
  $need(start: number, end: number): void;
}

/** A page request in flight. */
interface PageRequest {
  controller: AbortController;
  operation: Operation;
}

/**
 * Makes `store` buffered (called by `Lib.data.Store` for `buffered: true` once the grid pack is
 * loaded). `bindView(view, store)` is what a grid view bound to it gets (the grid pack's
 * `Lib.grid.plugin.BufferedRenderer`).
 */
export function bufferStore(
  store: Store,
  bindView: (view: BoundView & Record<string, unknown>, store: Store) => void,
): void {
  const s = store as BufferedStore & Record<string, unknown>;
  for (const key of Object.keys(DEFAULTS)) {
    const value = s[key] ?? DEFAULTS[key];
    if (!COUNT(value)) fail(WHERE, key, 'a whole number of 0 or more', value);
    s[key] = value;
  }
  if (!(s.pageSize > 0)) fail(WHERE, 'pageSize', 'a number above 0 (buffered)', s.pageSize);
  s.remoteSort = s.remoteFilter = s.remoteGroup = true;
  Object.assign(s, members, {
    $pages: new Map<number, Model[]>(),
    $requests: new Map<number, PageRequest>(),
    $failed: new Map<number, string>(),
    $holes: new Map<number, Model>(),
    $views: new Set<BoundView>(),
    $waiters: [] as Array<[number, number, () => void]>,
    $gen: 0,
    $lastStart: 0,
    $range: [1, 1],
    $bindView(view: BoundView) {
      s.$views.add(view);
      bindView(view as BoundView & Record<string, unknown>, s);
    },
  });
}

/** Adding or removing rows locally: an error (the rows come from the server). */
function local(this: unknown): never {
  return raise(
    WHERE,
    'a buffered store shows the server’s rows: save new or removed records through the proxy, then reload',
  );
}

/** The members a buffered store gets (Ext JS 4.2's names where Ext has them). */
const members = {
  add: local,
  insert: local,
  remove: local,
  removeAt: local,
  loadData: local,

  /** The number of rows on the server (the reader's total; 0 before the first load). */
  getCount(this: BufferedStore): number {
    return this.totalCount || 0;
  },

  /** The server's total (0 before the first load). */
  getTotalCount(this: BufferedStore): number {
    return this.totalCount || 0;
  },

  /**
   * The record at `index` (of the whole data set): the loaded one, else a placeholder record
   * (`$pending: true`, no data, the same object until its page arrives); `undefined` beyond
   * the total.
   */
  getAt(this: BufferedStore, index: number): Model | undefined {
    if (!(index >= 0 && index < this.getCount())) return undefined;
    const size = this.pageSize;
    const page = this.$pages.get(Math.floor(index / size) + 1);
    const record = page && page[index % size];
    if (record) return record;
    let hole = this.$holes.get(index);
    if (!hole) {
      hole = Object.create(this.model.prototype) as Model;
      Object.assign(hole, { data: {}, modified: {}, index, $pending: true, stores: [] });
      hole.internalId = 'lib-pending-' + index;
      this.$holes.set(index, hole);
    }
    return hole;
  },

  /**
   * The records from `start` to `end` inclusive (placeholders for rows not loaded; without
   * `end`, the records loaded, in no particular order). With
   * `options.callback`, the rows are first loaded (see `guaranteeRange`), then
   * `callback(records, start, end, options)` is called with `options.scope`.
   */
  getRange(this: BufferedStore, start = 0, end?: number, options?: RangeOptions): Model[] {
    // Not a million placeholders: without an end, the records loaded.
    if (end === undefined && !options) return this.$allRecords().getRange();
    const last = Math.min(end ?? Infinity, this.getCount() - 1);
    if (options?.callback) {
      this.guaranteeRange(start, last, options.callback, options.scope, options);
    }
    const out: Model[] = [];
    for (let i = start; i <= last; i++) out.push(this.getAt(i)!);
    return out;
  },

  /** The index of a loaded record (or of a placeholder) in the data set, or -1. */
  indexOf(this: BufferedStore, record: Model): number {
    return record && this.getAt(record.index!) === record ? record.index! : -1;
  },

  /** Calls `fn(record, index, count)` for each loaded record; `false` stops. */
  each(this: Store, fn: (record: Model, i: number, n: number) => unknown, scope?: unknown): void {
    this.$allRecords().each(fn, scope);
  },

  /** @internal The loaded records, as a collection (searches, changes, `getById`). */
  $allRecords(this: BufferedStore): RecordCollection {
    const all = new RecordCollection();
    for (const page of this.$pages.values()) all.addAll(page);
    return all;
  },

  /** The page (1-based) holding row `index`. */
  getPageFromRecordIndex(this: Store, index: number): number {
    return Math.floor(index / this.pageSize) + 1;
  },

  /**
   * Forgets every page (aborting the requests) and loads the one holding `options.start`
   * (default 0): `beforeload(store, operation)` first (`false` cancels), then, once that page
   * is there, `refresh`, `load(store, records, successful)` and `options.callback(records,
   * operation, success)`. Sorting and filtering load this way.
   */
  load(this: BufferedStore, options?: LoadOptions | LoadOptions['callback']): BufferedStore {
    const me = this;
    const opts = typeof options === 'function' ? { callback: options } : { ...options };
    const start = opts.start || 0;
    const page = me.getPageFromRecordIndex(start);
    const operation = new Operation({ action: 'read', start, limit: me.pageSize, page });
    if (me.fireEvent('beforeload', me, operation) === false) return me;
    me.$clear();
    me.loading = true;
    me.lastOptions = opts;
    me.$fetch(page, (records: Model[] | undefined, op: Operation, ok: boolean) => {
      me.loading = false;
      if (ok) me.fireEvent('refresh', me);
      me.fireEvent('load', me, records, ok);
      opts.callback?.call(opts.scope || me, records, op, ok);
    });
    return me;
  },

  /** Loads from the start again (after a sort or filter change; the total is read anew). */
  $reloadFirstPage(this: Store): void {
    this.load();
  },

  /** @internal Drops every page, request, failure and placeholder (a new `load`). */
  $clear(this: BufferedStore): void {
    const me = this;
    me.$gen++;
    for (const request of me.$requests.values()) request.controller.abort();
    for (const page of me.$pages.values()) for (const record of page) record.unjoin(me);
    me.$pages.clear();
    me.$requests.clear();
    me.$failed.clear();
    me.$holes.clear();
    me.$waiters.length = 0;
  },

  /**
   * Fetches one page through the proxy unless it is loaded or on its way (Ext's
   * `prefetchPage`): fires `beforeprefetch(store, operation)`, then, on the answer,
   * `totalcountchange(total)` when the total changed and `prefetch(store, records, successful,
   * operation)`; the grid shows the rows. `options.callback(records, operation, successful)`.
   */
  prefetchPage(this: BufferedStore, page: number, options?: PrefetchOptions): void {
    if (!this.$pages.has(page) && !this.$requests.has(page)) this.$fetch(page, options?.callback);
  },

  /** Ext's `prefetch(options)`: fetches the page of `options.page` (else of `options.start`). */
  prefetch(this: BufferedStore, options: PrefetchOptions): void {
    checkOptions(WHERE + '#prefetch', options, {
      page: 'number',
      start: 'number',
      callback: 'function',
    });
    const page = options.page || this.getPageFromRecordIndex(options.start || 0);
    const callback = options.callback;
    this.prefetchPage(page, { callback: callback && callback.bind(options.scope || this) });
  },

  /**
   * Loads the rows `start` to `end` (inclusive) if they are not, then calls
   * `callback(records, start, end, options)` with `scope` (Ext's `guaranteeRange`).
   */
  guaranteeRange(
    this: BufferedStore,
    start: number,
    end: number,
    callback?: RangeCallback,
    scope?: unknown,
    options?: unknown,
  ): void {
    const me = this;
    const done = () => callback?.call(scope || me, me.getRange(start, end), start, end, options);
    const first = me.getPageFromRecordIndex(start);
    const last = me.getPageFromRecordIndex(Math.max(start, end));
    me.$waiters.push([first, last, done]);
    for (let page = first; page <= last; page++) {
      me.$failed.delete(page);
      me.prefetchPage(page);
    }
    me.$settle();
  },

  /** Fetches a failed page again (the Retry button of its rows). */
  retryPage(this: BufferedStore, page: number): void {
    this.$failed.delete(page);
    this.$forget(page);
    this.prefetchPage(page);
    this.$repaint();
  },

  /** @internal Calls the waiters whose pages are all loaded. */
  $settle(this: BufferedStore): void {
    const me = this;
    me.$waiters = me.$waiters.filter(([first, last, done]: [number, number, () => void]) => {
      for (let page = first; page <= last; page++) {
        if (!me.$pages.has(page) && (page - 1) * me.pageSize < me.getCount()) return true;
      }
      done();
      return false;
    });
  },

  /** @internal Sends the read of one page. */
  $fetch(this: BufferedStore, page: number, callback?: PageCallback): void {
    const me = this;
    const size = me.pageSize;
    const controller = new AbortController();
    const operation = new Operation({
      action: 'read',
      page,
      start: (page - 1) * size,
      limit: size,
      sorters: me.sorters.slice(),
      groupers: me.groupers.slice(),
      filters: me.filters.filter((f: Filter) => f.disabled !== true),
      signal: controller.signal,
    });
    if (me.fireEvent('beforeprefetch', me, operation) === false) return;
    const gen = me.$gen;
    me.$requests.set(page, { controller, operation });
    me.proxy.read(operation, (op: Operation) => {
      if (me.isDestroyed || gen !== me.$gen || me.$requests.get(page)?.operation !== op) return;
      me.$requests.delete(page);
      const ok = op.wasSuccessful();
      const resultSet = op.getResultSet();
      const got = ok ? op.getRecords() || [] : undefined;
      const records: Model[] = [];
      if (got) {
        for (let i = 0; i < got.length; i++) {
          const record = (records[i] = got[i]);
          record.index = (page - 1) * size + i;
          record.join(me);
        }
        me.$pages.set(page, records);
        me.$failed.delete(page);
        me.$purge();
      } else {
        const error = op.requestError;
        me.$failed.set(
          page,
          (error && (error.status ? error.status + ' ' + error.statusText : error.kind)) ||
            'failed',
        );
      }
      if (ok && resultSet && resultSet.total !== me.totalCount) {
        me.totalCount = resultSet.total;
        me.fireEvent('totalcountchange', me.totalCount);
      }
      me.$forget(page);
      me.fireEvent('prefetch', me, got, ok, op);
      callback?.(got, op, ok);
      me.$settle();
      me.$repaint();
    });
  },

  /** @internal Drops the placeholders of a page (its rows are written anew). */
  $forget(this: BufferedStore, page: number): void {
    const size = this.pageSize;
    for (let i = (page - 1) * size; i < page * size; i++) this.$holes.delete(i);
  },

  /** @internal The grid views bound to the store show the rows again (the changed ones only). */
  $repaint(this: BufferedStore): void {
    for (const view of this.$views) {
      if (view.isDestroyed || view.store !== this) this.$views.delete(view);
      else if (view.viewReady) view.renderRows();
    }
  },

  /**
   * @internal The rows `start` to `end` are in view: fetches their pages and those of the buffer
   * zones (not failed ones), aborts the requests of pages no longer needed, and drops the
   * least recently used pages beyond `purgePageCount`.
   */
  $need(this: BufferedStore, start: number, end: number): void {
    const me = this;
    const total = me.getCount();
    if (me.loading || !total) return;
    const down = start >= me.$lastStart;
    me.$lastStart = start;
    const ahead = me.leadingBufferZone;
    const behind = me.trailingBufferZone;
    const first = me.getPageFromRecordIndex(Math.max(0, start - (down ? behind : ahead)));
    const last = me.getPageFromRecordIndex(Math.min(total - 1, end + (down ? ahead : behind)));
    const inRange = (page: number) => page >= first && page <= last;
    for (const [page, request] of me.$requests) {
      if (!inRange(page)) {
        me.$requests.delete(page);
        request.controller.abort();
      }
    }
    // The pages in view first, then those ahead.
    const from = me.getPageFromRecordIndex(start);
    const to = me.getPageFromRecordIndex(Math.min(total - 1, end));
    const order: number[] = [];
    for (let p = from; p <= to; p++) order.push(p);
    for (let p = to + 1; p <= last; p++) order.push(p);
    for (let p = from - 1; p >= first; p--) order.push(p);
    for (const page of order) {
      const records = me.$pages.get(page);
      if (records) {
        // Most recently used last.
        me.$pages.delete(page);
        me.$pages.set(page, records);
      } else if (!me.$failed.has(page)) me.prefetchPage(page);
    }
    me.$range = [first, last];
    me.$purge();
  },

  /**
   * @internal Drops the least recently used pages outside the range last needed beyond
   * `purgePageCount` (never a page holding unsaved changes), and far placeholders.
   */
  $purge(this: BufferedStore): void {
    const me = this;
    const [first, last] = me.$range;
    const inRange = (page: number) => page >= first && page <= last;
    const keep = me.purgePageCount;
    if (keep > 0) {
      let extra = me.$pages.size - (last - first + 1) - keep;
      for (const [page, records] of me.$pages) {
        if (extra <= 0) break;
        if (inRange(page) || records.some((r: Model) => r.dirty || r.phantom)) continue;
        me.$pages.delete(page);
        for (const record of records) record.unjoin(me);
        extra--;
      }
    }
    if (me.$holes.size > 4 * (last - first + 1) * me.pageSize) {
      for (const index of me.$holes.keys()) {
        if (!inRange(me.getPageFromRecordIndex(index))) me.$holes.delete(index);
      }
    }
  },

  /** Lets go of the pages and aborts the requests, then tears the store down. */
  destroyStore(this: BufferedStore): void {
    this.$clear();
    Object.getPrototypeOf(this).destroyStore.call(this);
  },
};
