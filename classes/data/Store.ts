/**
 * `Lib.data.Store` (alias `store.store`): a client-side cache of records of one model, loaded
 * through a proxy, sorted and filtered locally (or remotely), and synchronised back with
 * `sync()`. Record edits reach the store, which fires `update`.
 *
 * Topics live in siblings: sorting, filtering and grouping in Store.sort-filter.ts, searching
 * and aggregates in Store.query.ts, change tracking and `sync` in Store.sync.ts, the record
 * collection and the config check in Store.utils.ts.
 *
 * @example
 *   Lib.create('Lib.data.Store', {
 *     storeId: 'simpsonsStore',
 *     fields: ['name', 'email', 'phone'],
 *     data: {items: [{name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224'}]},
 *     proxy: {type: 'memory', reader: {type: 'json', root: 'items'}},
 *   });
 */
import { define, registerClass } from '../../lib/Class';
import { describe, raise } from '../../lib/Error';
import * as ClassManager from '../../lib/ClassManager';
import { Observable } from '../util/Observable';
import type { Sorter } from '../util/Sorter';
import type { Filter } from '../util/Filter';
import type { Grouper } from '../util/Grouper';
import { Model } from './Model';
import { checkOptions } from './Model.remote';
import { Operation } from './Operation';
import { MemoryProxy } from './proxy/Memory';
import { StoreManager } from './StoreManager';
import { RecordCollection, checkStoreConfig } from './Store.utils';
import * as order from './Store.sort-filter';
import { queryMethods } from './Store.query';
import { syncMethods } from './Store.sync';
import type { LoadOptions, StoreConfig } from './Store.types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export type { StoreConfig, LoadOptions, SyncOptions } from './Store.types';

type LoadCallback = NonNullable<LoadOptions['callback']>;

const WHERE = 'Lib.data.Store';
let implicitSeed = 0;

type QueryMethods = typeof queryMethods;
type SortFilterMethods = typeof order.sortFilterMethods;
type SyncMethods = typeof syncMethods;

// The members defined in the topic files (put on the prototype by the registration below).
export interface Store extends QueryMethods, SortFilterMethods, SyncMethods {}

export class Store extends Observable {
  /** The id the store is registered under in `Lib.data.StoreManager` (default none). */
  declare storeId?: string;
  /** The model class. */
  declare model: Any;
  /** The field configs the implicit model was made from, if any. */
  declare fields?: Any[];
  /** The proxy. */
  declare proxy: Any;
  /** Load 1 ms after creation (`true` or the load options; default `false`). */
  declare autoLoad?: boolean | LoadOptions;
  /** Sync after each change (default `false`). */
  declare autoSync: boolean;
  /** Records per page (default 25). */
  declare pageSize: number;
  /** The page `load` reads (1-based; default 1). */
  declare currentPage: number;
  /** Sorting reloads from the server (default `false`). */
  declare remoteSort: boolean;
  /** Filtering reloads from the server (default `false`). */
  declare remoteFilter: boolean;
  /** Grouping reloads from the server (default `false`). */
  declare remoteGroup: boolean;
  /** Local sorting is re-applied after a load (default `true`). */
  declare sortOnLoad: boolean;
  /** Local filters are re-applied after a load (default `true`). */
  declare filterOnLoad: boolean;
  /** Accepted for Ext JS 4 code (default `true`): filtering keeps the sorted order anyway. */
  declare sortOnFilter: boolean;
  /** `loadPage` replaces the records (default `true`) instead of appending them. */
  declare clearOnPageLoad: boolean;
  /** A replacing load forgets the removed records not synced yet (default `true`). */
  declare clearRemovedOnLoad: boolean;
  /** When a sync updates the store: per operation (default) or once complete. */
  declare batchUpdateMode: 'operation' | 'complete';
  /** The field grouped by, if any. */
  declare groupField?: string;
  /** The direction of `groupField` (default `'ASC'`). */
  declare groupDir: 'ASC' | 'DESC';
  /** The records in view (the filtered ones while filtered). */
  declare data: RecordCollection;
  /** All the records while filtered; `undefined` otherwise. */
  declare snapshot?: RecordCollection;
  /** Removed records waiting for a `sync` to destroy them. */
  declare removed: Any[];
  /** The active sorters. */
  declare sorters: Sorter[];
  /** The active filters. */
  declare filters: Filter[];
  /** The active groupers. */
  declare groupers: Grouper[];
  /** The total the reader reported on the last load. */
  declare totalCount?: number;
  /** Whether a load is in flight. */
  declare loading: boolean;
  /** The options of the last `load` (used by `reload`). */
  declare lastOptions?: LoadOptions;
  /** Whether the model was made from `fields`. */
  declare implicitModel?: boolean;
  /** Always `true`. */
  declare isStore: true;
  /** `true` once destroyed. */
  declare isDestroyed?: boolean;
  /** @internal Nesting depth of `suspendAutoSync`. */
  declare autoSyncSuspended: number;
  /** @internal Whether a `sync` is running (see `isSyncing`). */
  declare syncing: boolean;
  /** @internal The batch of the running sync, once it is running. */
  declare syncBatch?: Any;
  /** @internal The options of the syncs asked for while one was running. */
  declare pendingSyncs?: Array<Record<string, Any> | undefined>;

  override $construct(config?: StoreConfig) {
    // Named after the class created, so a subclass's wrong config names the subclass.
    checkStoreConfig(config as Record<string, Any> | undefined, this.$className || undefined);
    const cfg: StoreConfig = { ...(config || {}) };
    const { data, sorters, filters, proxy } = cfg;
    delete cfg.data;
    delete cfg.sorters;
    delete cfg.filters;
    delete cfg.proxy;
    if (cfg.id !== undefined && cfg.storeId === undefined) cfg.storeId = cfg.id;
    delete cfg.id;
    super.$construct(cfg);
    this.removed = [];
    this.data = new RecordCollection();
    this.currentPage = 1;
    this.loading = false;
    this.autoSyncSuspended = 0;
    this.sorters = [];
    this.filters = [];
    this.groupers = [];
    // No proxy in the config: a subclass may name one in its define body (on the prototype).
    this.resolveModel(proxy !== undefined ? proxy : this.proxy);
    if (sorters) this.sorters = order.decodeSorters(this, sorters);
    if (filters) this.filters = order.decodeFilters(this, filters);
    if (this.groupField) this.groupers = order.decodeGroupers(this, this.groupField, this.groupDir);
    if (this.storeId) StoreManager.register(this);
    if (data !== undefined && data !== null) {
      if (this.proxy instanceof MemoryProxy) {
        this.proxy.data = data;
        this.load();
      } else {
        this.add(data);
      }
    } else if (this.autoLoad) {
      const options = typeof this.autoLoad === 'object' ? this.autoLoad : undefined;
      // Deferred (as in Ext JS 4), so listeners added right after creation see the load.
      setTimeout(() => {
        if (!this.isDestroyed) this.load(options);
      }, 1);
    }
    return this;
  }

  /** @internal Finds or makes the model, then sets the proxy. */
  resolveModel(proxy: unknown): void {
    const proxyInstance = isProxy(proxy) ? (proxy as Any) : undefined;
    if (typeof this.model === 'string') {
      const found = ClassManager.get(this.model);
      if (typeof found !== 'function') {
        raise(
          WHERE,
          `config 'model': '${this.model}' is not a registered class${ClassManager.suggest(this.model)}`,
        );
      }
      this.model = found;
    } else if (this.model === undefined && (this.fields || !proxyInstance?.model)) {
      const name = `${WHERE}.ImplicitModel-${this.storeId || `ext-store-${++implicitSeed}`}`;
      if (ClassManager.isCreated(name)) ClassManager.undefine(name);
      this.implicitModel = true;
      this.model = define(name, {
        extend: Model,
        fields: this.fields || [],
        proxy: proxy && !proxyInstance ? proxy : 'memory',
      });
    }
    if (proxy !== undefined && proxy !== null) this.setProxy(proxy);
    else this.setProxy(this.model.getProxy());
  }

  /**
   * Sets the proxy from a type, a config object (which gets the store's `model`) or an
   * instance (whose model becomes the store's). Returns the proxy.
   */
  setProxy(proxy: unknown): Any {
    let instance: Any;
    if (isProxy(proxy)) {
      instance = proxy;
      if (this.model && instance.model !== this.model) instance.setModel(this.model);
    } else {
      // A config from a subclass body lives on the prototype, shared by every instance: it is
      // copied rather than completed in place (Ext completes the caller's own config object).
      const shared = proxy === Object.getPrototypeOf(this).proxy;
      const config: Record<string, Any> =
        typeof proxy === 'string'
          ? { type: proxy }
          : shared
            ? { ...(proxy as Record<string, Any>) }
            : (proxy as Record<string, Any>);
      if (this.model) config.model = this.model;
      instance = ClassManager.factory(config, 'proxy');
    }
    const old = this.proxy;
    if (isProxy(old) && old !== instance) old.un('metachange', this.onMetaChange, this);
    this.proxy = instance;
    if (!this.model && instance.model) this.model = instance.model;
    instance.on('metachange', this.onMetaChange, this);
    return instance;
  }

  /** The proxy. */
  getProxy(): Any {
    return this.proxy;
  }

  /** @internal The reader found `metaData`: adopt its model and fire `metachange(store, meta)`. */
  onMetaChange(proxy: Any, meta: unknown): void {
    if (proxy.model && proxy.model !== this.model) this.model = proxy.model;
    this.fireEvent('metachange', this, meta);
  }

  // ---- loading -------------------------------------------------------------------------

  /**
   * Loads records through the proxy: sends `page` (`currentPage`), `start`, `limit`
   * (`pageSize`), the sorters and groupers (and the filters with `remoteFilter`). Fires
   * `beforeload(store, operation)` (`false` cancels); when the proxy answers, the records
   * replace the current ones (or are appended with `addRecords`), then `datachanged`,
   * `refresh`, `load(store, records, successful)` and `read` fire and `callback(records,
   * operation, success)` is called. A failed load leaves the records alone. An
   * `options.signal` (AbortSignal) goes to the operation: aborting it aborts the request, and
   * the load fails (`load(store, undefined, false)`).
   */
  load(options?: LoadOptions | LoadCallback): this {
    const opts: LoadOptions =
      typeof options === 'function'
        ? { callback: options }
        : { ...checkOptions<LoadOptions>(options, `${WHERE}#load`) };
    opts.page = opts.page || this.currentPage;
    if (opts.start === undefined) opts.start = (opts.page - 1) * this.pageSize;
    opts.limit = opts.limit || this.pageSize;
    opts.addRecords = opts.addRecords || false;
    const operation = new Operation({
      action: 'read',
      sorters: this.sorters.slice(),
      groupers: this.groupers.slice(),
      // Only remote filters go to the proxy: a proxy that filtered for a local filter would
      // drop records the store can no longer bring back when the filter is cleared.
      filters: this.remoteFilter ? this.filters.filter((f) => f.disabled !== true) : [],
      ...opts,
    });
    // A signal serves one load only: `reload` must not reuse one that may have fired.
    const { signal: _signal, ...reusable } = opts;
    this.lastOptions = reusable;
    if (this.fireEvent('beforeload', this, operation) === false) return this;
    this.loading = true;
    this.proxy.read(operation, this.onProxyLoad, this);
    return this;
  }

  /** Loads again with the options of the last load, overlaid with `options`. */
  reload(options?: LoadOptions): this {
    return this.load({ ...this.lastOptions, ...options });
  }

  /** @internal The proxy's answer to a load. */
  onProxyLoad(operation: Operation): void {
    if (this.isDestroyed) return;
    const resultSet = operation.getResultSet();
    const successful = operation.wasSuccessful();
    const records = successful ? operation.getRecords() || [] : undefined;
    if (resultSet && successful) this.totalCount = resultSet.total;
    this.loading = false;
    if (records) this.loadRecords(records, operation);
    this.fireEvent('load', this, records, successful);
    this.fireEvent('read', this, records, successful);
    if (typeof operation.callback === 'function') {
      operation.callback.call(operation.scope ?? this, records, operation, successful);
    }
  }

  /** Whether a load is in flight. */
  isLoading(): boolean {
    return this.loading === true;
  }

  /**
   * Puts records into the store: they replace the current ones unless `options.addRecords`
   * (records whose id is already there replace the old ones in place). Re-applies local
   * filters and sorting, then fires `datachanged` and `refresh`.
   */
  loadRecords(records: Any[], options?: { addRecords?: boolean; start?: number }): void {
    const addRecords = options?.addRecords === true;
    const start = options?.start;
    let replaced: Any[];
    if (!addRecords) {
      this.unjoinAll();
      this.snapshot = undefined;
      this.data.clear();
      if (this.clearRemovedOnLoad) this.removed.length = 0;
      replaced = this.data.addAll(records);
    } else {
      replaced = this.snapshot ? this.snapshot.addAll(records) : [];
      replaced.push(...this.data.addAll(records));
    }
    for (const old of replaced) old.unjoin(this);
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (start !== undefined) record.index = start + i;
      record.join(this);
    }
    if (this.filterOnLoad && !this.remoteFilter) order.applyFilters(this);
    if (this.sortOnLoad && !this.remoteSort) order.applySort(this);
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /**
   * Replaces (with `append`, extends) the records with rows made into records by the model
   * constructor (rows without an id are therefore new, phantom records). Fires `datachanged`
   * and `refresh`, not `load` or `add`.
   */
  loadData(rows: Any[], append?: boolean): void {
    if (!Array.isArray(rows)) {
      throw new TypeError(`[${WHERE}#loadData] expects an array of rows, got ${describe(rows)}`);
    }
    const records = rows.map((row) => this.createModel(row));
    this.loadRecords(records, { addRecords: append === true });
  }

  /**
   * Reads raw data through the proxy's reader and loads the records (as the server sent them:
   * not phantom). Fires `datachanged`, `refresh` and `load`. Returns whether the reader
   * reported success (on failure nothing changes).
   */
  loadRawData(data: unknown, append?: boolean): boolean {
    const result = this.proxy.getReader().read(data);
    if (!result.success) return false;
    this.totalCount = result.total;
    this.loadRecords(result.records, { addRecords: append === true });
    this.fireEvent('load', this, result.records, true);
    return true;
  }

  /** Loads page `page` (1-based): `start` and `limit` from `pageSize`; appends unless `clearOnPageLoad`. */
  loadPage(page: number, options?: LoadOptions): this {
    this.currentPage = page;
    return this.load({
      page,
      start: (page - 1) * this.pageSize,
      limit: this.pageSize,
      addRecords: !this.clearOnPageLoad,
      ...options,
    });
  }

  /** Loads the page after `currentPage`. */
  nextPage(options?: LoadOptions): this {
    return this.loadPage(this.currentPage + 1, options);
  }

  /** Loads the page before `currentPage`. */
  previousPage(options?: LoadOptions): this {
    return this.loadPage(this.currentPage - 1, options);
  }

  // ---- adding and removing -------------------------------------------------------------

  /**
   * Adds records (instances or data objects; several arguments or one array). A locally
   * sorted store puts each where it sorts; otherwise they are appended. Fires `add(store,
   * records, index)` and `datachanged`; `autoSync` syncs when a new record was added.
   * Returns the records.
   */
  add(...args: Any[]): Any[] {
    const list: Any[] = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
    const records = list.map((item) => this.createModel(item));
    if (order.activeSorters(this).length === 0 || this.remoteSort) {
      return this.insert(this.data.length, records);
    }
    const compare = order.storeComparator(this);
    for (const record of records) {
      // While filtered, the record also goes where it sorts in the unfiltered set, so that
      // clearing the filter shows every record still sorted.
      const all = this.snapshot;
      const allIndex = all ? order.sortedIndex(this, record, compare, all.items) : -1;
      this.insert(order.sortedIndex(this, record, compare), [record]);
      if (all && this.snapshot === all) all.insert(allIndex, [record]);
    }
    return records;
  }

  /**
   * Inserts records (instances or data objects) at `index`. Fires `add(store, records, index)`
   * and `datachanged`; `autoSync` syncs when a new record was added. Returns the records.
   */
  insert(index: number, records: Any): Any[] {
    const list: Any[] = (Array.isArray(records) ? records : [records]).map((item) =>
      this.createModel(item),
    );
    if (list.length === 0) return list;
    const at = Math.max(0, Math.min(index, this.data.length));
    this.data.insert(at, list);
    if (this.snapshot) this.snapshot.addAll(list);
    let hasPhantom = false;
    for (const record of list) {
      record.join(this);
      hasPhantom = hasPhantom || record.phantom === true;
      const pending = this.removed.indexOf(record);
      if (pending !== -1) this.removed.splice(pending, 1);
    }
    this.fireEvent('add', this, list, at);
    this.fireEvent('datachanged', this);
    if (hasPhantom && this.autoSync && !this.autoSyncSuspended) this.sync();
    return list;
  }

  /**
   * Removes records (a record, an index, or an array of them). Records that exist on the
   * server go to `removed`, for the next `sync` to destroy. Fires `remove(store, record,
   * index, isMove)` per record (in index order), then `bulkremove(store, records, indexes,
   * isMove)` and `datachanged`; `autoSync` syncs. `silent` fires nothing.
   */
  remove(records: Any, isMove?: boolean, silent?: boolean): void {
    const list: Any[] = Array.isArray(records) ? records : [records];
    const found: Array<{ record: Any; index: number }> = [];
    for (const item of list) {
      const record = typeof item === 'number' ? this.data.getAt(item) : item;
      if (!record) continue;
      const index = this.data.indexOf(record);
      if (index !== -1) found.push({ record, index });
      else if (this.snapshot && this.snapshot.remove(record) !== -1)
        this.forget(record, -1, isMove);
    }
    found.sort((a, b) => a.index - b.index);
    this.removeFound(found, isMove === true, silent === true, false);
  }

  /** Removes the record at `index`, or `count` records from there (one `bulkremove`, no `remove`). */
  removeAt(index: number, count?: number): void {
    if (count === undefined) {
      this.remove([index]);
      return;
    }
    const end = Math.min(index + count, this.data.length);
    const found: Array<{ record: Any; index: number }> = [];
    for (let i = index; i < end; i++) found.push({ record: this.data.items[i], index: i });
    this.removeFound(found, false, false, true);
  }

  /**
   * Removes every record in view (filtered-out records stay in the unfiltered set, as in
   * Ext JS 4): `bulkremove`, `datachanged` and `clear(store)`, no per-record `remove`;
   * `silent` fires nothing.
   */
  removeAll(silent?: boolean): void {
    const found = this.data.items.map((record, index) => ({ record, index }));
    this.removeFound(found, false, silent === true, true);
    if (silent !== true) this.fireEvent('clear', this);
  }

  /** @internal Removes records known to be in view at the given (ascending) indexes. */
  removeFound(
    found: Array<{ record: Any; index: number }>,
    isMove: boolean,
    silent: boolean,
    range: boolean,
  ): void {
    if (found.length === 0) return;
    const perRecordEvents = !silent && !range;
    // A `remove` listener sees the store as Ext 4 shows it, one record gone at a time; without
    // one, the records leave in a single pass (one-by-one splicing is quadratic: removeAll of
    // 20 000 records took half a second).
    const progressive = perRecordEvents && this.hasListener('remove');
    if (!progressive) {
      const set = new Set(found.map((f) => f.record));
      this.data.removeSet(set);
      this.snapshot?.removeSet(set);
    }
    const pending = new Set(this.removed);
    const records: Any[] = [];
    const indexes: number[] = [];
    let sync = false;
    for (let i = 0; i < found.length; i++) {
      const { record, index } = found[i];
      // Earlier removals shift the later records up.
      const at = index - i;
      if (progressive) {
        this.data.removeAt(at);
        this.snapshot?.remove(record);
      }
      this.forget(record, index, isMove, pending);
      sync = sync || record.phantom !== true;
      records.push(record);
      indexes.push(index);
      if (perRecordEvents) this.fireEvent('remove', this, record, at, isMove);
    }
    if (!silent) {
      this.fireEvent('bulkremove', this, records, indexes, isMove);
      this.fireEvent('datachanged', this);
    }
    if (!isMove && sync && this.autoSync && !this.autoSyncSuspended) this.sync();
  }

  /**
   * @internal A record leaves the store: unless it moves, it is kept for destroy (if saved).
   * `pending` is the removed list as a set, when the caller removes many records.
   */
  forget(record: Any, index: number, isMove?: boolean, pending?: Set<Any>): void {
    if (
      !isMove &&
      record.phantom !== true &&
      !(pending ? pending.has(record) : this.removed.includes(record))
    ) {
      record.removedFrom = index;
      this.removed.push(record);
      pending?.add(record);
    }
    record.unjoin(this);
  }

  /** @internal A record from a record or a data object (made with the model constructor). */
  createModel(item: Any): Any {
    if (item && item.isModel) return item;
    if (!item || typeof item !== 'object') {
      throw new TypeError(
        `[${WHERE}#add] expects a record or a data object, got ${describe(item)}`,
      );
    }
    return new this.model(item);
  }

  private unjoinAll(): void {
    const items = (this.snapshot || this.data).items;
    for (let i = 0; i < items.length; i++) items[i].unjoin(this);
  }

  // ---- what records tell their stores -------------------------------------------------

  /** @internal A record was edited: fires `update(store, record, 'edit', fieldNames)`; `autoSync` syncs. */
  afterEdit(record: Any, modifiedFieldNames: string[]): void {
    this.fireEvent('update', this, record, 'edit', modifiedFieldNames);
    if (
      this.autoSync &&
      !this.autoSyncSuspended &&
      this.touchesPersistentField(modifiedFieldNames)
    ) {
      this.sync();
    }
  }

  /** @internal A record was committed: fires `update(store, record, 'commit', fieldNames or null)`. */
  afterCommit(record: Any, modifiedFieldNames?: string[] | null): void {
    this.fireEvent('update', this, record, 'commit', modifiedFieldNames ?? null);
  }

  /** @internal A record was rejected: fires `update(store, record, 'reject', null)`. */
  afterReject(record: Any): void {
    this.fireEvent('update', this, record, 'reject', null);
  }

  /** @internal A record's id changed: re-keys it, fires `idchanged(store, record, oldId, newId, oldInternalId)`. */
  onIdChanged(record: Any, oldId: unknown, newId: unknown, oldInternalId: unknown): void {
    this.data.rekey(record, oldInternalId);
    if (this.snapshot && this.snapshot !== this.data) this.snapshot.rekey(record, oldInternalId);
    this.fireEvent('idchanged', this, record, oldId, newId, oldInternalId);
  }

  private touchesPersistentField(names: string[] | null | undefined): boolean {
    const fields = this.model?.prototype?.fields;
    if (!names || !fields) return false;
    return names.some((name) => fields.get(name)?.persist === true);
  }

  // ---- teardown ------------------------------------------------------------------------

  /** Unregisters the store, lets go of its records and removes its listeners. */
  destroyStore(): void {
    if (this.isDestroyed) return;
    if (this.storeId) StoreManager.unregister(this);
    this.unjoinAll();
    this.data.clear();
    this.snapshot = undefined;
    this.proxy?.un('metachange', this.onMetaChange, this);
    this.pendingSyncs = undefined;
    if (this.implicitModel && this.model) {
      const name = this.model.$className;
      if (name && ClassManager.get(name) === this.model) ClassManager.undefine(name);
    }
    this.isDestroyed = true;
    this.clearListeners();
  }

  /** Destroys the store (see `destroyStore`). */
  override destroy(): void {
    this.destroyStore();
    super.destroy();
  }
}

function isProxy(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as Any).isProxy === true;
}

registerClass(Store, 'Lib.data.Store', {
  alias: 'store.store',
  pageSize: 25,
  autoSync: false,
  remoteSort: false,
  remoteFilter: false,
  remoteGroup: false,
  sortOnLoad: true,
  filterOnLoad: true,
  sortOnFilter: true,
  clearOnPageLoad: true,
  clearRemovedOnLoad: true,
  batchUpdateMode: 'operation',
  groupDir: 'ASC',
  syncing: false,
  isStore: true,
  ...queryMethods,
  ...order.sortFilterMethods,
  ...syncMethods,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Store': typeof Store;
  }
  interface AliasMap {
    'store.store': typeof Store;
  }
}
