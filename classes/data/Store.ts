/**
 * `Lib.data.Store` (alias `store.store`): a client-side cache of records of one model, loaded
 * through a proxy, sorted and filtered locally (or remotely), and synchronised back with
 * `sync()`. Record edits reach the store, which fires `update`.
 *
 * The model, the proxy and `sync` come from `Lib.data.AbstractStore` (classes/data/
 * AbstractStore.ts), the sorting members from the `Lib.util.Sortable` mixin; this class holds
 * the records (`data`, and the unfiltered `snapshot` while filtered: see Store.records.ts)
 * and everything done with them: loading and paging, adding and removing, reading, searching
 * and aggregates, filtering and grouping. Local sorting goes through `sortItems` (each
 * record's sort key computed once, then a stable sort) and keeps `snapshot` in the same
 * order, so clearing a filter shows the records still sorted.
 *
 * A big read (from the reader's `lazyRows`, 1 000 rows) leaves the records to be made on first
 * access: the store keeps the raw rows, and a record made of one is the same object for as
 * long as anything holds it, kept for good once its data changed (see Store.records.ts).
 *
 * "In view" means the records a filter lets through (all of them when not filtered); the id
 * lookups and `query` search every record.
 *
 * @example
 *   const store = Lib.create('Lib.data.Store', {
 *     storeId: 'simpsonsStore',
 *     fields: ['name', 'email', 'phone'],
 *     data: {items: [{name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224'}]},
 *     proxy: {type: 'memory', reader: {type: 'json', root: 'items'}},
 *   });
 *   store.find('name', 'li'); // 0: a case-insensitive prefix match
 */
import { registerClass } from '../../lib/Class';
import { isArray, isFn, isMap, isObj, isString } from '../../lib/check';
import { cfg, declareConfigs } from '../../lib/config';
import { expects } from '../../lib/Error';
import { instantiate } from '../../lib/ClassManager';
import { Filter } from '../util/Filter';
import { Grouper } from '../util/Grouper';
import { DIRECTION, createComparator, type Sorter } from '../util/Sorter';
import { Sortable, itemConfig, sorterKey, type SortableConfig } from '../util/Sortable';
import { AbstractStore } from './AbstractStore';
import { checkRemoteOptions } from './Model.remote';
import { defineOwn, isEqual, isIdValue } from './Model.define';
import type { Model } from './Model';
import type { ConflictOptions } from './Model.remote';
import type { FilterConfig } from '../util/Filter';
import type { GrouperConfig } from '../util/Grouper';
import { Operation } from './Operation';
import { MemoryProxy } from './proxy/Memory';
import { sortTypes } from './SortTypes';
import { RecordCollection, lazyOf } from './Store.records';
import type { AbstractStoreConfig, LoadOptions, StoreConfig, StoreEvents } from './Store.types';

export type { StoreConfig, StoreEvents, LoadOptions, SyncOptions } from './Store.types';

type LoadCallback = NonNullable<LoadOptions['callback']>;
type Direction = 'ASC' | 'DESC';

/** An aggregate's result: a value, or with `grouped` (on a grouped store) the values by group name. */
type Grouped<G, T> = G extends true ? T | Record<string, T> : T;

/** A record, or the data of a new one (made with the store's model; an array store takes arrays). */
export type RecordData = Model | Record<string, unknown> | unknown[];
/** A filter as `filter` takes it: an instance, a config, or a function of a record. */
export type FilterSpec = Filter | FilterConfig | ((record: Model) => unknown);
/** A grouper as `group` takes it: a field name, an instance or a config. */
export type GrouperSpec = string | Grouper | GrouperConfig;
/** A group of `getGroups`: the group's value (`name`) and its records. */
export interface StoreGroup {
  name: unknown;
  children: Model[];
}

const WHERE = 'Lib.data.Store';

// The members of the `sortable` mixin (put on the prototype by the registration below).
export interface Store extends Pick<
  Sortable,
  'isSortable' | 'defaultSortDirection' | 'initSortable' | 'decodeSorters' | 'sort' | 'getSorters'
> {}

export class Store extends AbstractStore {
  /** Type only: the events (see `StoreEvents`). */
  declare $eventMap: StoreEvents<this>;
  /** Load 1 ms after creation (`true` or the load options; default `false`). */
  declare autoLoad?: boolean | LoadOptions;
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
  /** Values set on every record added or inserted (see the config), if any. */
  declare modelDefaults?: Record<string, unknown>;
  /** Accepted for Ext JS 4 code (default `true`): filtering keeps the sorted order anyway. */
  declare sortOnFilter: boolean;
  /** `loadPage` replaces the records (default `true`) instead of appending them. */
  declare clearOnPageLoad: boolean;
  /** A replacing load forgets the removed records not synced yet (default `true`). */
  declare clearRemovedOnLoad: boolean;
  /** The field grouped by, if any. */
  declare groupField?: string;
  /** The direction of `groupField` (default `'ASC'`). */
  declare groupDir: Direction;
  /** The records in view (the filtered ones while filtered). */
  declare data: RecordCollection;
  /** All the records while filtered; `undefined` otherwise. */
  declare snapshot?: RecordCollection;
  /** The active sorters. */
  declare sorters: Sorter[];
  /** Where sorters read record values: `'data'`. */
  declare sortRoot: string;
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
  /** Ext 4.2's infinite scrolling: pages fetched as a grid scrolls (the grid pack's, see Store.buffered.ts). */
  declare buffered?: boolean;
  /** @internal The grid pack's `buffered` support (Store.buffered.ts). */
  declare static $buffer?: (store: Store) => void;

  /**
   * Sets up the store (see `Lib.data.AbstractStore`), then its records: the sorters, filters
   * and groupers of the config (decoded once the model is known: a property sorter takes its
   * field's `sortType`), then the inline `data` (read at once through a memory proxy, else
   * added), or an `autoLoad`.
   */
  override $construct(config?: StoreConfig): this {
    const me = super.$construct(config);
    // The parent copied these onto the store as given; they are read from the config (not a
    // subclass body) and replaced by the record collection, sorters and filters.
    const { data, sorters, filters } = (config || {}) as StoreConfig;
    me.data = new RecordCollection();
    me.currentPage = 1;
    me.loading = false;
    me.initSortable(sorters || []);
    me.filters = me.decodeFilters(filters || []);
    me.groupers = me.decodeSorters(me.groupField || [], me.groupDir, Grouper);
    // Without the grid pack: "unrecognized class … load dist/lib-grid.js".
    if (me.buffered) (Store.$buffer || (() => instantiate('Lib.grid.plugin.BufferedRenderer')))(me);
    if (data != null) {
      if (me.proxy instanceof MemoryProxy) {
        me.proxy.data = data;
        me.load();
      } else {
        me.add(data as RecordData[]);
      }
    } else if (me.autoLoad) {
      const options = typeof me.autoLoad === 'object' ? me.autoLoad : undefined;
      // Deferred (as in Ext JS 4), so listeners added right after creation see the load.
      setTimeout(() => me.isDestroyed || me.load(options), 1);
    }
    return me;
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
      : { ...checkRemoteOptions<LoadOptions>(options, `${WHERE}#load`) };
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
    if (me.fireEvent('beforeload', me, operation) !== false) {
      me.loading = true;
      me.proxy.read(operation, me.onProxyLoad, me);
    }
    return me;
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
    me.fireEvent('load', me, records, successful);
    me.fireEvent('read', me, records, successful);
    me.$callOperationCallback(operation, records, successful);
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
  loadRecords(records: Model[], options?: { addRecords?: boolean; start?: number }): void {
    const me = this;
    const start = options?.start;
    const append = options?.addRecords === true;
    const src = lazyOf(records);
    let replaced: Model[] = [];
    if (!append) {
      me.$unjoinAll();
      me.snapshot = undefined;
      me.data.clear();
      if (me.clearRemovedOnLoad) me.removed.length = 0;
    }
    if (src && !me.snapshot && me.data.length === 0 && me.data.$adopt(src)) {
      // The rows stay raw: each record is made, and joins the store, on first access.
      src.$store = me;
      src.$start = start;
      for (const record of src.$live()) record.join(me);
    } else {
      if (src) records = records.slice();
      if (append && me.snapshot) replaced = me.snapshot.addAll(records);
      replaced = replaced.concat(me.data.addAll(records));
      for (const old of replaced) old.unjoin(me);
      for (let i = 0; i < records.length; i++) {
        if (start !== undefined) records[i].index = start + i;
        records[i].join(me);
      }
    }
    if (me.filterOnLoad && !me.remoteFilter) me.applyFilters();
    if (me.sortOnLoad && !me.remoteSort) me.$sortData();
    me.$fireRefresh();
  }

  /**
   * Replaces (with `append`, extends) the records with rows made into records by the model
   * constructor (rows without an id are therefore new, phantom records). Fires `datachanged`
   * and `refresh`, not `load` or `add`.
   */
  loadData(rows: unknown[], append?: boolean): void {
    if (!isArray(rows)) expects(WHERE + '#loadData', 'an array of rows', rows);
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
      this.fireEvent('load', this, records, true);
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
  add(...args: Array<RecordData | RecordData[]>): Model[] {
    const me = this;
    const records = (args.length === 1 ? toList(args[0]) : args).map((item) =>
      me.createModel(item),
    );
    if (me.$getActiveSorters().length === 0 || me.remoteSort) {
      return me.insert(me.data.length, records);
    }
    const compare = me.generateComparator();
    for (const record of records) {
      // While filtered, the record also goes where it sorts in the unfiltered set, so that
      // clearing the filter shows every record still sorted.
      const all = me.snapshot;
      const allIndex = all ? all.$sortedIndex(record, compare) : -1;
      me.insert(me.data.$sortedIndex(record, compare), [record]);
      if (all && me.snapshot === all) all.insert(allIndex, [record]);
    }
    return records;
  }

  /**
   * Inserts records (instances or data objects) at `index`, each given `modelDefaults`. Fires
   * `add(store, records, index)` and `datachanged`; `autoSync` syncs when a new record was
   * added. Returns the records.
   */
  insert(index: number, records: RecordData | RecordData[]): Model[] {
    const me = this;
    const list = toList(records).map((item) => me.createModel(item));
    if (list.length === 0) return list;
    const at = Math.max(0, Math.min(index, me.data.length));
    const removed = me.removed;
    const defaults = me.modelDefaults;
    let hasPhantom = false;
    me.data.insert(at, list);
    me.snapshot?.addAll(list);
    for (const record of list) {
      if (defaults) record.set(defaults);
      record.join(me);
      hasPhantom ||= record.phantom === true;
      const pending = removed.indexOf(record);
      if (pending !== -1) removed.splice(pending, 1);
    }
    me.fireEvent('add', me, list, at);
    me.fireEvent('datachanged', me);
    if (hasPhantom) me.$doAutoSync();
    return list;
  }

  /**
   * Settles the conflict of a record whose write a `sync` saw refused as stale (the
   * `conflict` event), as `record.resolveConflict(choice, options)` does; `'reload'` after a
   * refused destroy also puts the record back in the store (so no sync destroys it). Returns
   * the record.
   */
  resolveConflict(record: Model, choice: 'reload' | 'overwrite', options?: ConflictOptions): Model {
    if (choice === 'reload' && record?.conflict?.action === 'destroy') this.add(record);
    return record.resolveConflict(choice, options);
  }

  /**
   * Removes records (a record, an index, or an array of them). Records that exist on the
   * server go to `removed`, for the next `sync` to destroy. Fires `remove(store, record,
   * index, isMove)` per record (in index order), then `bulkremove(store, records, indexes,
   * isMove)` and `datachanged`; `autoSync` syncs. `silent` fires nothing.
   */
  remove(
    records: Model | number | Array<Model | number>,
    isMove?: boolean,
    silent?: boolean,
  ): void {
    const data = this.data;
    const indexes: number[] = [];
    for (const item of toList(records)) {
      const record = typeof item === 'number' ? data.getAt(item) : item;
      if (!record) continue;
      const index = data.indexOf(record);
      if (index !== -1) indexes.push(index);
      else if (this.snapshot && this.snapshot.remove(record) !== -1)
        this.$forgetRecord(record, -1, isMove);
    }
    this.$removeIndexes(
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
    this.$removeIndexes(indexes, false, false, true);
  }

  /**
   * Removes every record in view (filtered-out records stay in the unfiltered set, as in
   * Ext JS 4): `bulkremove`, `datachanged` and `clear(store)`, no per-record `remove`;
   * `silent` fires nothing.
   */
  removeAll(silent?: boolean): void {
    this.$removeIndexes(
      Array.from({ length: this.data.length }, (_record, index) => index),
      false,
      silent === true,
      true,
    );
    if (silent !== true) this.fireEvent('clear', this);
  }

  /**
   * @internal Removes the records in view at the given (ascending) indexes: one `remove` per
   * record unless `silent` or `range`, then `bulkremove` and `datachanged` unless `silent`.
   */
  $removeIndexes(indexes: number[], isMove: boolean, silent: boolean, range: boolean): void {
    const me = this;
    if (indexes.length === 0) return;
    const records = indexes.map((index) => me.data.getAt(index)!);
    const perRecordEvents = !silent && !range;
    // A `remove` listener sees the store as Ext 4 shows it, one record gone at a time; without
    // one, the records leave in a single pass (one-by-one splicing is quadratic: removeAll of
    // 20 000 records took half a second).
    const progressive = perRecordEvents && me.hasListener('remove');
    if (!progressive) {
      const set = new Set(records);
      me.data.removeSet(set);
      me.snapshot?.removeSet(set);
    }
    const pending = new Set(me.removed);
    let sync = false;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      // Earlier removals shift the later records up.
      const at = indexes[i] - i;
      if (progressive) {
        me.data.removeAt(at);
        me.snapshot?.remove(record);
      }
      me.$forgetRecord(record, indexes[i], isMove, pending);
      sync ||= record.phantom !== true;
      if (perRecordEvents) me.fireEvent('remove', me, record, at, isMove);
    }
    if (!silent) {
      me.fireEvent('bulkremove', me, records, indexes, isMove);
      me.fireEvent('datachanged', me);
    }
    if (!isMove && sync) me.$doAutoSync();
  }

  /**
   * @internal A record leaves the store: unless it moves, it is kept for destroy (if saved).
   * `pending` is the removed list as a set (a caller removing many records passes one it keeps
   * up to date).
   */
  $forgetRecord(record: Model, index: number, isMove?: boolean, pending = new Set(this.removed)) {
    if (!isMove && record.phantom !== true && !pending.has(record)) {
      record.removedFrom = index;
      this.removed.push(record);
      pending.add(record);
    }
    record.unjoin(this);
  }

  /** @internal Every record, filtered out or not, leaves the store's records' `stores`. */
  $unjoinAll(): void {
    this.$allRecords().$unjoinAll(this);
  }

  /** @internal A record from a record or a data object (made with the model constructor). */
  createModel(item: unknown): Model {
    if (item && (item as Model).isModel) return item as Model;
    if (!isObj(item)) expects(WHERE + '#add', 'a record or a data object', item);
    return new this.model(item);
  }

  // ---- what records tell their stores -------------------------------------------------

  /**
   * @internal A record's data changed without an `update` (a silent `set`, `setDirty`): a
   * record made of a raw row is kept from now on (see Store.records.ts), its changes with it.
   */
  onRecordChange(record: Model): void {
    this.$allRecords().$src?.$pin(record);
  }

  /** @internal A record was edited: fires `update(store, record, 'edit', fieldNames)`; `autoSync` syncs. */
  afterEdit(record: Model, modifiedFieldNames: string[]): void {
    const me = this;
    me.onRecordChange(record);
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
  afterCommit(record: Model, modifiedFieldNames?: string[] | null): void {
    this.fireEvent('update', this, record, 'commit', modifiedFieldNames ?? null);
  }

  /** @internal A record was rejected: fires `update(store, record, 'reject', null)`. */
  afterReject(record: Model): void {
    this.fireEvent('update', this, record, 'reject', null);
  }

  /** @internal A record's id changed: re-keys it, fires `idchanged(store, record, oldId, newId, oldInternalId)`. */
  onIdChanged(record: Model, oldId: unknown, newId: unknown, oldInternalId: unknown): void {
    this.onRecordChange(record);
    this.data.rekey(record, oldInternalId);
    const all = this.snapshot;
    if (all && all !== this.data) all.rekey(record, oldInternalId);
    this.fireEvent('idchanged', this, record, oldId, newId, oldInternalId);
  }

  // ---- reading ---------------------------------------------------------------------------

  /** @internal Every record, filtered out or not: the unfiltered set while filtered. */
  $allRecords(): RecordCollection {
    return this.snapshot || this.data;
  }

  /** The record at `index` of the records in view, or `undefined`. */
  getAt(index: number): Model | undefined {
    return this.data.getAt(index);
  }

  /**
   * The record whose id is strictly (`===`) `id` among all records, filtered out or not, or
   * `null`: `getById('1')` does not find the record of id `1`. One map lookup.
   */
  getById(id: unknown): Model | null {
    return this.$allRecords().getById(id) ?? null;
  }

  /** The record with this `internalId` among all records, or `null`. */
  getByInternalId(internalId: unknown): Model | null {
    return this.$allRecords().getByKey(internalId) ?? null;
  }

  /** The index of a record among the records in view, or -1. */
  indexOf(record: Model): number {
    return this.data.indexOf(record);
  }

  /** The index of the record with this id among the records in view, or -1. */
  indexOfId(id: unknown): number {
    return this.data.indexOf(this.getById(id)!);
  }

  /** The index of a record in the whole data set: its `index` from a paged load, else `indexOf`. */
  indexOfTotal(record: Model): number {
    // A usable index is any truthy value or 0, as a usable id is.
    if (isIdValue(record.index)) return record.index!;
    // A record made of a raw row of a load: where its row was read.
    const src = this.$allRecords().$src;
    const at =
      src && src.$start !== undefined && src.$peek(record.raw) === record
        ? src.$rows.indexOf(record.raw)
        : -1;
    return at === -1 ? this.data.indexOf(record) : src!.$start! + at;
  }

  /** The number of records in view. */
  getCount(): number {
    return this.data.length;
  }

  /** The total the reader reported on the last load (else the number of records in view). */
  getTotalCount(): number {
    return this.totalCount ?? this.data.length;
  }

  /** The records in view from `start` to `end` inclusive (default: all). */
  getRange(start?: number, end?: number): Model[] {
    return this.data.getRange(start, end);
  }

  /**
   * Calls `fn(record, index, count)` for each record in view (`this` = `scope`, default the
   * record); returning `false` stops.
   */
  each(fn: (record: Model, index: number, count: number) => unknown, scope?: unknown): void {
    this.data.each(fn, scope);
  }

  /**
   * The first record in view, or `undefined`. With `grouped` on a grouped store: the first
   * record of each group, by group name.
   */
  first<G extends boolean = false>(grouped?: G): Grouped<G, Model | undefined> {
    return (
      this.$byGroup(grouped)
        ? this.$aggregateRecords(true, (records) => records[0])
        : this.data.first()
    ) as Grouped<G, Model | undefined>;
  }

  /**
   * The last record in view, or `undefined`. With `grouped` on a grouped store: the last
   * record of each group, by group name.
   */
  last<G extends boolean = false>(grouped?: G): Grouped<G, Model | undefined> {
    return (
      this.$byGroup(grouped)
        ? this.$aggregateRecords(true, (records) => records[records.length - 1])
        : this.data.last()
    ) as Grouped<G, Model | undefined>;
  }

  /**
   * The index of the first record in view, from `start` (default 0), whose `field` matches
   * `value`: a case-insensitive prefix match by default (`anyMatch` matches anywhere,
   * `caseSensitive` respects case, `exactMatch` the whole value; a RegExp is used as is).
   * -1 when none matches or `value` is empty.
   */
  find(
    field: string,
    value: unknown,
    start?: number,
    anyMatch?: boolean,
    caseSensitive?: boolean,
    exactMatch?: boolean,
  ): number {
    const match = matcher(field, value, anyMatch, caseSensitive, exactMatch);
    return match ? this.data.$findIndex([match], start || 0) : -1;
  }

  /** The index of the first record in view whose `field` is `===` `value` (dates by time), or -1. */
  findExact(field: string, value: unknown, start?: number): number {
    const data = this.data;
    const list = data.$list;
    for (let i = start || 0; i < list.length; i++) {
      if (isEqual(data.$value(list[i], field), value)) return i;
    }
    return -1;
  }

  /**
   * The index of the first record in view, from `start`, that `fn(record, internalId)`
   * accepts (`this` = `scope`, default the store), or -1.
   */
  findBy(fn: (record: Model, id: unknown) => unknown, scope?: unknown, start?: number): number {
    return this.data.findIndexBy(fn, scope ?? this, start || 0);
  }

  /**
   * The first record `find` finds with the same arguments (`field, value, start, anyMatch,
   * caseSensitive, exactMatch`), or `null`.
   */
  findRecord(...args: Parameters<Store['find']>): Model | null {
    const index = this.find(...args);
    return index === -1 ? null : this.data.getAt(index)!;
  }

  /** A collection of all records, filtered out or not, whose `field` matches like `find`. */
  query(
    field: string,
    value: unknown,
    anyMatch?: boolean,
    caseSensitive?: boolean,
    exactMatch?: boolean,
  ): RecordCollection {
    const match = matcher(field, value, anyMatch, caseSensitive, exactMatch);
    return match ? this.$allRecords().$select([match]) : new RecordCollection();
  }

  /** A collection of all records, filtered out or not, that `fn(record, internalId)` accepts. */
  queryBy(fn: (record: Model, id: unknown) => unknown, scope?: unknown): RecordCollection {
    return this.$allRecords().filterBy(fn, scope ?? this);
  }

  /**
   * The distinct values of a field among the records in view (all records with
   * `bypassFilter`), in order; empty values (`''`, `null`, `undefined`, `[]`) only with
   * `allowNull`. Values are distinct by their text, as in Ext JS 4: two equal dates count
   * once (and `1` and `'1'` are the same value).
   */
  collect(field: string, allowNull?: boolean, bypassFilter?: boolean): unknown[] {
    const seen = new Set<string>();
    const out: unknown[] = [];
    for (const value of (bypassFilter === true ? this.$allRecords() : this.data).$values(field)) {
      const key = String(value);
      // Empty as Ext JS 4's `isEmpty` has it.
      const empty = value == null || value === '' || (isArray(value) && !value.length);
      if ((allowNull || !empty) && !seen.has(key)) {
        seen.add(key);
        out.push(value);
      }
    }
    return out;
  }

  /**
   * Calls `fn(records, ...args)` (`this` = `scope`, default the store) with the records in
   * view and returns its result; with `grouped` on a grouped store, once per group, returning
   * the results by group name.
   */
  aggregate<R, A extends unknown[] = []>(
    fn: (records: Model[], ...args: A) => R,
    scope?: unknown,
    grouped?: boolean,
    args?: A,
  ): R | Record<string, R> {
    return this.$aggregateRecords(grouped, (records) =>
      fn.call(scope ?? this, records, ...(args || ([] as unknown[] as A))),
    );
  }

  /**
   * @internal `fn(records)` over the records in view, or, with `grouped` on a grouped store,
   * an object of `fn(groupRecords)` by group name (Ext JS 4's aggregate).
   */
  $aggregateRecords<R>(
    grouped: boolean | undefined,
    fn: (records: Model[]) => R,
  ): R | Record<string, R> {
    if (!this.$byGroup(grouped)) return fn(this.data.getRange());
    const out: Record<string, unknown> = {};
    // A group named like `__proto__` must stay data, not become the object's prototype.
    for (const group of this.getGroups()) defineOwn(out, String(group.name), fn(group.children));
    return out as Record<string, R>;
  }

  /** @internal Whether an aggregate goes by group: asked for, and the store is grouped. */
  $byGroup(grouped: boolean | undefined): boolean {
    return grouped === true && this.isGrouped();
  }

  /**
   * @internal `fn(values)` of a field over the records in view (read without making records
   * of raw rows), or, with `grouped` on a grouped store, an object of them by group name.
   */
  $aggregateValues<R>(
    grouped: boolean | undefined,
    field: string,
    fn: (values: unknown[]) => R,
  ): R | Record<string, R> {
    return this.$byGroup(grouped)
      ? this.$aggregateRecords(true, (records) => fn(records.map((r) => r.get(field))))
      : fn(this.data.$values(field));
  }

  /**
   * The sum of a field over the records in view (values that are no number count as 0); with
   * `grouped` on a grouped store, the sums by group name.
   */
  sum<G extends boolean = false>(field: string, grouped?: G): Grouped<G, number> {
    return this.$aggregateValues(grouped, field, total) as Grouped<G, number>;
  }

  /**
   * The smallest value of a field among the records in view (by `<`), or `undefined`; with
   * `grouped` on a grouped store, the smallest by group name.
   */
  min(field: string, grouped?: boolean): unknown {
    return this.$aggregateValues(grouped, field, (values) => extreme(values, false));
  }

  /**
   * The largest value of a field among the records in view (by `>`), or `undefined`; with
   * `grouped` on a grouped store, the largest by group name.
   */
  max(field: string, grouped?: boolean): unknown {
    return this.$aggregateValues(grouped, field, (values) => extreme(values, true));
  }

  /**
   * The mean of a field over the records in view (0 when there are none); with `grouped` on a
   * grouped store, the means by group name.
   */
  average<G extends boolean = false>(field: string, grouped?: G): Grouped<G, number> {
    return this.$aggregateValues(grouped, field, (values) =>
      values.length ? total(values) / values.length : 0,
    ) as Grouped<G, number>;
  }

  /**
   * The number of records in view; with `grouped` on a grouped store, the counts by group
   * name.
   */
  count<G extends boolean = false>(grouped?: G): Grouped<G, number> {
    return (
      this.$byGroup(grouped)
        ? this.$aggregateRecords(true, (records) => records.length)
        : this.data.length
    ) as Grouped<G, number>;
  }

  // ---- sorting (the members of Lib.util.Sortable this store gives its own) ---------------

  /**
   * @internal A property sorter of a field sorts by its `sortType`, unless that is the
   * identity (`none`: no transform is cheaper than an identity call per key).
   */
  getSortTransform(property: string): ((value: unknown) => unknown) | undefined {
    const sortType = this.model?.prototype?.fields?.get(property)?.sortType;
    return isFn(sortType) && sortType !== sortTypes.none ? sortType : undefined;
  }

  /**
   * Applies the sorters (`sort` calls it): fires `beforesort(store, sorters)` (`false`
   * cancels); with sorters or groupers, locally sorts (stable, groups first) and fires
   * `datachanged` and `refresh`, or with `remoteSort` reloads instead.
   */
  doSort(): void {
    const me = this;
    if (
      me.fireEvent('beforesort', me, me.sorters) !== false &&
      (me.sorters.length || me.groupers.length)
    ) {
      if (me.remoteSort) {
        me.load();
      } else if (me.$getActiveSorters().length) {
        me.$sortData();
        me.$fireRefresh();
      }
    }
  }

  /** One comparator for the active sorters: the groupers first (when grouping locally), then the sorters. */
  generateComparator(): (a: Model, b: Model) => number {
    return createComparator(this.$getActiveSorters());
  }

  /** @internal The sorters a local sort applies: the groupers first (when grouping locally), then the sorters. */
  $getActiveSorters(): Sorter[] {
    const groupers = this.remoteGroup ? [] : this.groupers;
    return groupers.length ? [...groupers, ...this.sorters] : this.sorters;
  }

  /** @internal Sorts `data` (and the unfiltered `snapshot`) in place by the active sorters. Fires nothing. */
  $sortData(): void {
    const list = this.$getActiveSorters();
    const { snapshot, data } = this;
    if (list.length === 0) return;
    data.$sortBy(list);
    if (snapshot && snapshot !== data) snapshot.$sortBy(list);
  }

  // ---- filtering -------------------------------------------------------------------------

  /**
   * Adds filters: `filter('field', value)`, a config, a function, a `Lib.util.Filter` or an
   * array of them. Filters accumulate (a filter replaces only one with the same `id`); a
   * property filter matches a case-insensitive prefix by default. Locally the full set is
   * kept in `snapshot` and `datachanged`, `refresh`, `filterchange(store, filters)` fire;
   * with `remoteFilter` the store reloads from page 1. No filter at all: nothing happens.
   */
  filter(filters?: string | FilterSpec | FilterSpec[], value?: unknown): void {
    const me = this;
    if (isString(filters)) filters = { property: filters, value };
    if (filters != null) me.$mergeFilters(filters);
    if (me.filters.length === 0) return;
    if (me.remoteFilter) {
      me.$reloadFirstPage();
    } else {
      me.applyFilters();
      me.$fireRefresh();
    }
    me.fireEvent('filterchange', me, me.filters);
  }

  /** Adds filters like `filter`; with `applyFilters` `false` only keeps them (and fires `filterchange`). */
  addFilter(filters: FilterSpec | FilterSpec[], applyFilters?: boolean): void {
    const me = this;
    me.$mergeFilters(filters);
    if (applyFilters !== false && me.filters.length) me.filter();
    else me.fireEvent('filterchange', me, me.filters);
  }

  /**
   * Removes a filter (the instance or its `id`), then filters again with the others, or
   * clears the filtering when none is left (with `applyFilters` `false`: only fires
   * `filterchange`).
   */
  removeFilter(filter: Filter | string, applyFilters?: boolean): void {
    const me = this;
    const before = me.filters.length;
    me.filters = me.filters.filter((f) => f !== filter && (!isString(filter) || f.id !== filter));
    if (me.filters.length === before) return;
    if (applyFilters === false) me.fireEvent('filterchange', me, me.filters);
    else if (me.filters.length) me.filter();
    else me.clearFilter();
  }

  /**
   * Shows only the records `fn(record, internalId)` accepts (`this` = `scope`, default the
   * store), without adding a filter; fires `datachanged` and `refresh`.
   */
  filterBy(fn: (record: Model, id: unknown) => unknown, scope?: unknown): void {
    this.$filterView((record, key) => fn.call(scope ?? this, record, key));
    this.$fireRefresh();
  }

  /**
   * Removes every filter and shows every record again; fires `datachanged` and `refresh`
   * (not with `suppressEvent`), then `filterchange`. With `remoteFilter` reloads from page 1.
   */
  clearFilter(suppressEvent?: boolean): void {
    const me = this;
    me.filters = [];
    if (me.remoteFilter) {
      if (suppressEvent) return;
      me.$reloadFirstPage();
    } else {
      const filtered = me.isFiltered();
      if (filtered) me.data = me.snapshot!;
      me.snapshot = undefined;
      if (filtered && suppressEvent !== true) me.$fireRefresh();
    }
    me.fireEvent('filterchange', me, me.filters);
  }

  /** Whether some records are filtered out of view. */
  isFiltered(): boolean {
    return this.snapshot !== undefined && this.snapshot !== this.data;
  }

  /** @internal Filter instances from configs, functions or instances (records are read under `data`). */
  decodeFilters(filters: FilterSpec | FilterSpec[]): Filter[] {
    return toList(filters).map((item: FilterSpec) =>
      item instanceof Filter ? item : new Filter(itemConfig(item, 'filterFn', 'data')),
    );
  }

  /** @internal Adds filters (decoded), each replacing the one with the same `id`, if any. */
  $mergeFilters(filters: FilterSpec | FilterSpec[]): void {
    const list = this.filters;
    for (const filter of this.decodeFilters(filters)) {
      const index = filter.id === undefined ? -1 : list.findIndex((f) => f.id === filter.id);
      if (index === -1) list.push(filter);
      else list[index] = filter;
    }
  }

  /** @internal Re-applies the local filters to the unfiltered set. Fires nothing. */
  applyFilters(): void {
    if (this.filters.length === 0) return;
    this.data = (this.snapshot ||= this.data).$select(
      this.filters.filter((f) => f.disabled !== true),
    );
  }

  /** @internal Shows the records of the unfiltered set `fn` accepts; the whole set stays in `snapshot`. */
  $filterView(fn: (record: Model, key: unknown) => unknown): void {
    this.data = (this.snapshot ||= this.data).filterBy(fn);
  }

  /** @internal Remote filtering changed: reloads from page 1, forgetting the total. */
  $reloadFirstPage(): void {
    this.totalCount = undefined;
    this.currentPage = 1;
    this.load();
  }

  // ---- grouping --------------------------------------------------------------------------

  /**
   * Groups: `group('city')` by a field (again: flips the direction), `group('city', 'DESC')`,
   * or `group(groupers)`; no argument re-applies. Locally sorts (groups first), fires
   * `datachanged`, `refresh` and `groupchange(store, groupers)`; with `remoteGroup` reloads,
   * then fires `groupchange`.
   */
  group(groupers?: GrouperSpec | GrouperSpec[], direction?: Direction): void {
    const me = this;
    if (isString(groupers)) {
      const current = me.groupers.find((grouper) => sorterKey(grouper) === groupers);
      if (!current) {
        me.groupers = me.decodeSorters(groupers, direction || me.groupDir, Grouper);
      } else if (direction === undefined) {
        current.toggle();
      } else {
        current.setDirection(direction);
      }
    } else if (groupers != null) {
      me.groupers = me.decodeSorters(groupers, direction, Grouper);
    }
    me.groupField = me.groupers[0]?.property;
    if (me.remoteGroup) return me.$reloadGrouped();
    me.$sortData();
    me.$fireRefresh();
    me.fireGroupChange();
  }

  /** Stops grouping (re-sorting by the sorters alone), then fires `groupchange`. */
  clearGrouping(): void {
    const me = this;
    me.groupers = [];
    me.groupField = undefined;
    if (me.remoteGroup) return me.$reloadGrouped();
    if (me.sorters.length) me.sort();
    me.fireGroupChange();
  }

  /** Whether the store is grouped. */
  isGrouped(): boolean {
    return this.groupers.length > 0;
  }

  /** The field the store is grouped by, or `''`. */
  getGroupField(): string {
    return this.groupers[0]?.property ?? '';
  }

  /** The name of the group of a record (`''` when not grouped, as in Ext JS 4). */
  getGroupString(record: Model): unknown {
    const grouper = this.groupers[0];
    return grouper ? grouper.getGroupString(record) : '';
  }

  /** The groups of the records in view, in order of appearance. */
  getGroups(): StoreGroup[];
  /** The group of this name, or `undefined`. */
  getGroups(groupName: string): StoreGroup | undefined;
  /**
   * The groups of the records in view, `[{name, children}]` in order of appearance (values
   * with the same text are one group); given a group name, that group (or `undefined`).
   */
  getGroups(groupName?: string): StoreGroup[] | StoreGroup | undefined {
    const grouper = this.groupers[0];
    const groups: StoreGroup[] = [];
    // Groups are told apart by the text of their value, as in Ext JS 4: records of two equal
    // dates (two Date objects) are one group.
    const byName = new Map<string, StoreGroup>();
    if (grouper) {
      for (const record of this.data.getRange()) {
        const name = grouper.getGroupString(record);
        let group = byName.get(String(name));
        if (!group) {
          byName.set(String(name), (group = { name, children: [] }));
          groups.push(group);
        }
        group.children.push(record);
      }
    }
    return groupName === undefined ? groups : byName.get(String(groupName));
  }

  /** @internal Fires `groupchange(store, groupers)`, unless the store is destroyed. */
  fireGroupChange(): void {
    if (!this.isDestroyed) this.fireEvent('groupchange', this, this.groupers);
  }

  /** @internal Remote grouping changed: reloads, then fires `groupchange`. */
  $reloadGrouped(): void {
    this.load({ callback: () => this.fireGroupChange() });
  }

  // ---- changes ---------------------------------------------------------------------------

  /** The new records (phantom) that are valid, filtered out or not. */
  override getNewRecords(): Model[] {
    return this.$allRecords().$heldRecords((r) => r.phantom === true && r.isValid());
  }

  /** The changed records (dirty) that exist on the server (not phantom) and are valid. */
  override getUpdatedRecords(): Model[] {
    return this.$allRecords().$heldRecords(
      (r) => r.dirty === true && r.phantom !== true && r.isValid(),
    );
  }

  /** Commits every new and changed record (each fires `update` with `'commit'`) and forgets the removed ones. */
  commitChanges(): void {
    for (const record of this.getModifiedRecords()) record.commit();
    this.removed.length = 0;
  }

  /**
   * Undoes every change: edited records are rejected (`update` with `'reject'`), new ones
   * removed, removed ones put back where they were.
   */
  rejectChanges(): void {
    const me = this;
    for (const record of me
      .$allRecords()
      .$heldRecords((r) => r.phantom === true || r.dirty === true)) {
      record.reject();
      if (record.phantom) me.remove(record);
    }
    // Back where they were removed from, the last removed first, so the positions hold. A
    // record the server already destroyed cannot come back.
    me.$pruneErased();
    const removed = me.removed.splice(0);
    for (let i = removed.length; i--;) {
      const record = removed[i];
      me.insert(record.removedFrom || 0, [record]);
      record.reject();
    }
  }

  // ---- teardown ------------------------------------------------------------------------

  /** Lets go of the records, then unregisters the store and removes its listeners. */
  override destroyStore(): void {
    const me = this;
    if (me.isDestroyed) return;
    me.$unjoinAll();
    me.data.clear();
    me.snapshot = undefined;
    super.destroyStore();
  }
}

/** `value` itself when it is an array, else a one-item array around it. */
const toList = <T>(value: T | T[]): T[] => (isArray(value) ? value : [value]) as T[];

/** The matcher `find` and `query` use, or `null` for an empty value (which matches nothing). */
function matcher(
  property: string,
  value: unknown,
  anyMatch?: boolean,
  caseSensitive?: boolean,
  exactMatch?: boolean,
): Filter | null {
  return value == null || value === ''
    ? null
    : new Filter({
        property,
        value,
        anyMatch: anyMatch === true,
        caseSensitive: caseSensitive === true,
        exactMatch: exactMatch === true,
        root: 'data',
      });
}

/** The smallest (`largest`: the largest) of `values`, by `<` (`>`). */
function extreme<T>(values: T[], largest: boolean): T | undefined {
  let result = values[0];
  for (let i = 1; i < values.length; i++) {
    const value = values[i];
    if (largest ? value > result : value < result) result = value;
  }
  return result;
}

/** The sum of `values` (values that are no number count as 0). */
function total(values: unknown[]): number {
  let sum = 0;
  for (const value of values) sum += Number(value) || 0;
  return sum;
}

registerClass(Store, 'Lib.data.Store', {
  $configs: declareConfigs<StoreConfig, AbstractStoreConfig & SortableConfig>({
    data: cfg([isObj, 'an array of rows or an object holding them']),
    autoLoad: cfg([(v) => typeof v === 'boolean' || isMap(v), 'a boolean or an options object']),
    pageSize: cfg([(v) => typeof v === 'number' && v >= 0, 'a number of 0 or more'], 25),
    remoteSort: false,
    remoteFilter: false,
    remoteGroup: false,
    filters: cfg([(v) => typeof v === 'object' || isFn(v), 'an array of configs or instances']),
    groupField: cfg([isString, 'a field name']),
    groupDir: cfg(DIRECTION, 'ASC'),
    sortOnLoad: true,
    filterOnLoad: true,
    modelDefaults: cfg('object'),
    sortOnFilter: true,
    clearOnPageLoad: true,
    clearRemovedOnLoad: true,
  }),
  alias: 'store.store',
  mixins: { sortable: Sortable },
  sortRoot: 'data',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Store': typeof Store;
  }
  interface AliasMap {
    'store.store': typeof Store;
  }
}
