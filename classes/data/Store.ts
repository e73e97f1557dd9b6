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
import { isObj, isArray, isFn } from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import * as ClassManager from '../../lib/ClassManager';
import { Observable } from '../util/Observable';
import type { Sorter } from '../util/Sorter';
import type { Filter } from '../util/Filter';
import { Grouper } from '../util/Grouper';
import { createComparator } from '../util/Sorter.utils';
import { Model } from './Model';
import { checkOptions } from './Model.remote';
import { Operation } from './Operation';
import { MemoryProxy } from './proxy/Memory';
import { StoreManager } from './StoreManager';
import { RecordCollection, callBack, checkStoreConfig, refresh, toList, fire } from './Store.utils';
import * as order from './Store.sort-filter';
import { queryMethods } from './Store.query';
import { syncMethods } from './Store.sync';
import type { LoadOptions, StoreConfig } from './Store.types';
import { isString } from '../../lib/check';

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
    const me = this;
    // Named after the class created, so a subclass's wrong config names the subclass.
    checkStoreConfig(config as Record<string, Any> | undefined, me.$className || WHERE);
    const { data, sorters, filters, proxy, id, ...cfg }: StoreConfig = config || {};
    if (id !== undefined && cfg.storeId === undefined) cfg.storeId = id;
    super.$construct(cfg);
    me.removed = [];
    me.data = new RecordCollection();
    me.currentPage = 1;
    me.loading = false;
    me.autoSyncSuspended = 0;
    // No proxy in the config: a subclass may name one in its define body (on the prototype).
    const proxyConfig = proxy !== undefined ? proxy : me.proxy;
    // The model: a class name, or an implicit model made from `fields` (unless a proxy
    // instance brings its own model).
    const model = me.model;
    const instance = isProxy(proxyConfig);
    if (isString(model)) {
      const found = ClassManager.get(model);
      if (!isFn(found)) {
        raise(
          WHERE,
          `config 'model': '${model}' is not a registered class${ClassManager.suggest(model)}`,
        );
      }
      me.model = found;
    } else if (model === undefined && (me.fields || !(instance && proxyConfig.model))) {
      const name = `${WHERE}.ImplicitModel-${me.storeId || `ext-store-${++implicitSeed}`}`;
      if (ClassManager.isCreated(name)) ClassManager.undefine(name);
      me.implicitModel = true;
      me.model = define(name, {
        extend: Model,
        fields: me.fields || [],
        proxy: proxyConfig && !instance ? proxyConfig : 'memory',
      });
    }
    me.setProxy(proxyConfig ?? me.model.getProxy());
    // Decoded once the model is known: a property sorter takes its field's sortType.
    me.sorters = order.decodeSorters(me, sorters || []);
    me.filters = order.decodeFilters(filters || []);
    me.groupers = order.decodeSorters(me, me.groupField || [], me.groupDir, Grouper);
    if (me.storeId) StoreManager.register(me);
    if (data != null) {
      if (me.proxy instanceof MemoryProxy) {
        me.proxy.data = data;
        me.load();
      } else {
        me.add(data);
      }
    } else if (me.autoLoad) {
      const options = typeof me.autoLoad === 'object' ? me.autoLoad : undefined;
      // Deferred (as in Ext JS 4), so listeners added right after creation see the load.
      setTimeout(() => me.isDestroyed || me.load(options), 1);
    }
    return me;
  }

  /**
   * Sets the proxy from a type, a config object (which gets the store's `model`) or an
   * instance (whose model becomes the store's). Returns the proxy.
   */
  setProxy(proxy: unknown): Any {
    const me = this;
    const model = me.model;
    let instance: Any = proxy;
    if (isProxy(proxy)) {
      if (model && instance.model !== model) instance.setModel(model);
    } else {
      // A config from a subclass body lives on the prototype, shared by every instance: it is
      // copied rather than completed in place (Ext completes the caller's own config object).
      const config: Record<string, Any> = isString(proxy)
        ? { type: proxy }
        : proxy === Object.getPrototypeOf(me).proxy
          ? { ...(proxy as object) }
          : (proxy as Record<string, Any>);
      if (model) config.model = model;
      instance = ClassManager.factory(config, 'proxy');
    }
    const old = me.proxy;
    if (isProxy(old) && old !== instance) old.un('metachange', me.onMetaChange, me);
    me.proxy = instance;
    if (!model && instance.model) me.model = instance.model;
    instance.on('metachange', me.onMetaChange, me);
    return instance;
  }

  /**
   * The reader found `metaData`: the store adopts the proxy's model and fires
   * `metachange(store, meta)`. A method, as in Ext JS 4, so that a subclass can override it.
   */
  onMetaChange(proxy: Any, meta: unknown): void {
    if (proxy.model && proxy.model !== this.model) this.model = proxy.model;
    fire(this, 'metachange', meta);
  }

  /**
   * The proxy's answer to a load: takes the total, puts the records in (see `loadRecords`) when
   * it succeeded, fires `load` and `read`, and calls the load's callback. A method, as in Ext
   * JS 4, so that a subclass can override it (and `callParent`).
   */
  onProxyLoad(operation: Operation): void {
    const me = this;
    if (me.isDestroyed) return;
    const resultSet = operation.getResultSet();
    const successful = operation.wasSuccessful();
    const records = successful ? operation.getRecords() || [] : undefined;
    if (resultSet && successful) me.totalCount = resultSet.total;
    me.loading = false;
    if (records) me.loadRecords(records, operation);
    fire(me, 'load', records, successful);
    fire(me, 'read', records, successful);
    callBack(me, operation, records, successful);
  }

  /** The proxy. */
  getProxy(): Any {
    return this.proxy;
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
    const me = this;
    const opts: LoadOptions = isFn(options)
      ? { callback: options }
      : { ...checkOptions<LoadOptions>(options, `${WHERE}#load`) };
    opts.page ||= me.currentPage;
    if (opts.start === undefined) opts.start = (opts.page - 1) * me.pageSize;
    opts.limit ||= me.pageSize;
    opts.addRecords ||= false;
    const operation = new Operation({
      action: 'read',
      sorters: me.sorters.slice(),
      groupers: me.groupers.slice(),
      // Only remote filters go to the proxy: a proxy that filtered for a local filter would
      // drop records the store can no longer bring back when the filter is cleared.
      filters: me.remoteFilter ? me.filters.filter((f) => f.disabled !== true) : [],
      ...opts,
    });
    // A signal serves one load only: `reload` must not reuse one that may have fired.
    const { signal: _signal, ...reusable } = opts;
    me.lastOptions = reusable;
    if (fire(me, 'beforeload', operation) !== false) {
      me.loading = true;
      me.proxy.read(operation, me.onProxyLoad, me);
    }
    return me;
  }

  /** Loads again with the options of the last load, overlaid with `options`. */
  reload(options?: LoadOptions): this {
    return this.load({ ...this.lastOptions, ...options });
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
    const me = this;
    const start = options?.start;
    let replaced: Any[];
    if (options?.addRecords !== true) {
      unjoinAll(me);
      me.snapshot = undefined;
      me.data.clear();
      if (me.clearRemovedOnLoad) me.removed.length = 0;
      replaced = me.data.addAll(records);
    } else {
      replaced = me.snapshot ? me.snapshot.addAll(records) : [];
      replaced.push(...me.data.addAll(records));
    }
    for (const old of replaced) old.unjoin(me);
    for (let i = 0; i < records.length; i++) {
      if (start !== undefined) records[i].index = start + i;
      records[i].join(me);
    }
    if (me.filterOnLoad && !me.remoteFilter) order.applyFilters(me);
    if (me.sortOnLoad && !me.remoteSort) order.applySort(me);
    refresh(me);
  }

  /**
   * Replaces (with `append`, extends) the records with rows made into records by the model
   * constructor (rows without an id are therefore new, phantom records). Fires `datachanged`
   * and `refresh`, not `load` or `add`.
   */
  loadData(rows: Any[], append?: boolean): void {
    if (!isArray(rows)) {
      throw new TypeError(`[${WHERE}#loadData] expects an array of rows, got ${describe(rows)}`);
    }
    this.loadRecords(
      rows.map((row) => this.createModel(row)),
      { addRecords: append === true },
    );
  }

  /**
   * Reads raw data through the proxy's reader and loads the records (as the server sent them:
   * not phantom). Fires `datachanged`, `refresh` and `load`. Returns whether the reader
   * reported success (on failure nothing changes).
   */
  loadRawData(data: unknown, append?: boolean): boolean {
    const { success, total, records } = this.proxy.getReader().read(data);
    if (success) {
      this.totalCount = total;
      this.loadRecords(records, { addRecords: append === true });
      fire(this, 'load', records, true);
    }
    return success;
  }

  /** Loads page `page` (1-based): `start` and `limit` from `pageSize`; appends unless `clearOnPageLoad`. */
  loadPage(page: number, options?: LoadOptions): this {
    const limit = this.pageSize;
    this.currentPage = page;
    return this.load({
      page,
      start: (page - 1) * limit,
      limit,
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
    const me = this;
    const records = (args.length === 1 ? toList(args[0]) : args).map((item) =>
      me.createModel(item),
    );
    const sorters = order.activeSorters(me);
    if (sorters.length === 0 || me.remoteSort) return me.insert(me.data.length, records);
    const compare = createComparator(sorters);
    for (const record of records) {
      // While filtered, the record also goes where it sorts in the unfiltered set, so that
      // clearing the filter shows every record still sorted.
      const all = me.snapshot;
      const allIndex = all ? order.sortedIndex(all.items, record, compare) : -1;
      me.insert(order.sortedIndex(me.data.items, record, compare), [record]);
      if (all && me.snapshot === all) all.insert(allIndex, [record]);
    }
    return records;
  }

  /**
   * Inserts records (instances or data objects) at `index`. Fires `add(store, records, index)`
   * and `datachanged`; `autoSync` syncs when a new record was added. Returns the records.
   */
  insert(index: number, records: Any): Any[] {
    const me = this;
    const list = toList(records).map((item) => me.createModel(item));
    if (list.length === 0) return list;
    const at = Math.max(0, Math.min(index, me.data.length));
    const removed = me.removed;
    let hasPhantom = false;
    me.data.insert(at, list);
    me.snapshot?.addAll(list);
    for (const record of list) {
      record.join(me);
      hasPhantom ||= record.phantom === true;
      const pending = removed.indexOf(record);
      if (pending !== -1) removed.splice(pending, 1);
    }
    fire(me, 'add', list, at);
    fire(me, 'datachanged');
    if (hasPhantom) autoSync(me);
    return list;
  }

  /**
   * Removes records (a record, an index, or an array of them). Records that exist on the
   * server go to `removed`, for the next `sync` to destroy. Fires `remove(store, record,
   * index, isMove)` per record (in index order), then `bulkremove(store, records, indexes,
   * isMove)` and `datachanged`; `autoSync` syncs. `silent` fires nothing.
   */
  remove(records: Any, isMove?: boolean, silent?: boolean): void {
    const data = this.data;
    const indexes: number[] = [];
    for (const item of toList(records)) {
      const record = typeof item === 'number' ? data.getAt(item) : item;
      if (!record) continue;
      const index = data.indexOf(record);
      if (index !== -1) indexes.push(index);
      else if (this.snapshot && this.snapshot.remove(record) !== -1)
        forget(this, record, -1, isMove);
    }
    removeFound(
      this,
      indexes.sort((a, b) => a - b),
      isMove === true,
      silent === true,
      false,
    );
  }

  /** Removes the record at `index`, or `count` records from there (one `bulkremove`, no `remove`). */
  removeAt(index: number, count?: number): void {
    if (count === undefined) return this.remove([index]);
    const indexes: number[] = [];
    for (let i = index; i < Math.min(index + count, this.data.length); i++) indexes.push(i);
    removeFound(this, indexes, false, false, true);
  }

  /**
   * Removes every record in view (filtered-out records stay in the unfiltered set, as in
   * Ext JS 4): `bulkremove`, `datachanged` and `clear(store)`, no per-record `remove`;
   * `silent` fires nothing.
   */
  removeAll(silent?: boolean): void {
    removeFound(
      this,
      this.data.items.map((_record, index) => index),
      false,
      silent === true,
      true,
    );
    if (silent !== true) fire(this, 'clear');
  }

  /** @internal A record from a record or a data object (made with the model constructor). */
  createModel(item: Any): Any {
    if (item && item.isModel) return item;
    if (!isObj(item)) {
      throw new TypeError(
        `[${WHERE}#add] expects a record or a data object, got ${describe(item)}`,
      );
    }
    return new this.model(item);
  }

  // ---- what records tell their stores -------------------------------------------------

  /** @internal A record was edited: fires `update(store, record, 'edit', fieldNames)`; `autoSync` syncs. */
  afterEdit(record: Any, modifiedFieldNames: string[]): void {
    const me = this;
    me.fireEvent('update', me, record, 'edit', modifiedFieldNames);
    // Only a change of a persistent field is worth a sync; `autoSync` first, as every edit
    // comes here.
    if (
      me.autoSync &&
      !me.autoSyncSuspended &&
      modifiedFieldNames?.some((name) => me.model?.prototype?.fields?.get(name)?.persist === true)
    ) {
      me.sync();
    }
  }

  /** @internal A record was committed: fires `update(store, record, 'commit', fieldNames or null)`. */
  afterCommit(record: Any, modifiedFieldNames?: string[] | null): void {
    fire(this, 'update', record, 'commit', modifiedFieldNames ?? null);
  }

  /** @internal A record was rejected: fires `update(store, record, 'reject', null)`. */
  afterReject(record: Any): void {
    fire(this, 'update', record, 'reject', null);
  }

  /** @internal A record's id changed: re-keys it, fires `idchanged(store, record, oldId, newId, oldInternalId)`. */
  onIdChanged(record: Any, oldId: unknown, newId: unknown, oldInternalId: unknown): void {
    this.data.rekey(record, oldInternalId);
    const all = this.snapshot;
    if (all && all !== this.data) all.rekey(record, oldInternalId);
    fire(this, 'idchanged', record, oldId, newId, oldInternalId);
  }

  // ---- teardown ------------------------------------------------------------------------

  /** Unregisters the store, lets go of its records and removes its listeners. */
  destroyStore(): void {
    const me = this;
    if (me.isDestroyed) return;
    const model = me.model;
    if (me.storeId) StoreManager.unregister(me);
    unjoinAll(me);
    me.data.clear();
    me.snapshot = me.pendingSyncs = undefined;
    me.proxy?.un('metachange', me.onMetaChange, me);
    if (me.implicitModel && model) {
      const name = model.$className;
      if (name && ClassManager.get(name) === model) ClassManager.undefine(name);
    }
    me.isDestroyed = true;
    me.clearListeners();
  }

  /** Destroys the store (see `destroyStore`). */
  override destroy(): void {
    this.destroyStore();
    super.destroy();
  }
}

const isProxy = (value: unknown): boolean => isObj(value) && value.isProxy === true;

/** Syncs when `autoSync` is on and not suspended. */
function autoSync(store: Store): void {
  if (store.autoSync && !store.autoSyncSuspended) store.sync();
}

function unjoinAll(store: Store): void {
  const items = (store.snapshot || store.data).items;
  for (let i = 0; i < items.length; i++) items[i].unjoin(store);
}

/** Removes the records in view at the given (ascending) indexes. */
function removeFound(
  store: Store,
  indexes: number[],
  isMove: boolean,
  silent: boolean,
  range: boolean,
): void {
  if (indexes.length === 0) return;
  const records = indexes.map((index) => store.data.items[index]);
  const perRecordEvents = !silent && !range;
  // A `remove` listener sees the store as Ext 4 shows it, one record gone at a time; without
  // one, the records leave in a single pass (one-by-one splicing is quadratic: removeAll of
  // 20 000 records took half a second).
  const progressive = perRecordEvents && store.hasListener('remove');
  if (!progressive) {
    const set = new Set(records);
    store.data.removeSet(set);
    store.snapshot?.removeSet(set);
  }
  const pending = new Set(store.removed);
  let sync = false;
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    // Earlier removals shift the later records up.
    const at = indexes[i] - i;
    if (progressive) {
      store.data.removeAt(at);
      store.snapshot?.remove(record);
    }
    forget(store, record, indexes[i], isMove, pending);
    sync ||= record.phantom !== true;
    if (perRecordEvents) fire(store, 'remove', record, at, isMove);
  }
  if (!silent) {
    fire(store, 'bulkremove', records, indexes, isMove);
    fire(store, 'datachanged');
  }
  if (!isMove && sync) autoSync(store);
}

/**
 * A record leaves the store: unless it moves, it is kept for destroy (if saved). `pending` is
 * the removed list as a set (a caller removing many records passes one it keeps up to date).
 */
function forget(
  store: Store,
  record: Any,
  index: number,
  isMove?: boolean,
  pending = new Set(store.removed),
) {
  if (!isMove && record.phantom !== true && !pending.has(record)) {
    record.removedFrom = index;
    store.removed.push(record);
    pending.add(record);
  }
  record.unjoin(store);
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
