/**
 * `Lib.data.Store` (alias `store.store`): a client-side cache of records of one model, loaded
 * through a proxy, sorted and filtered locally (or remotely), and synchronised back with
 * `sync()`. Record edits reach the store, which fires `update`.
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
import { LibError, describe } from '../../lib/Error';
import * as ClassManager from '../../lib/ClassManager';
import { Observable, type ObservableConfig } from '../util/Observable';
import { Sorter, createComparator } from '../util/Sorter';
import { Filter } from '../util/Filter';
import { Grouper } from '../util/Grouper';
import { Model } from './Model';
import { Operation } from './Operation';
import { MemoryProxy } from './proxy/Memory';
import { StoreManager } from './StoreManager';
import { RecordCollection } from './Store.utils';

export interface StoreConfig extends ObservableConfig {
  /** Registers the store with `Lib.data.StoreManager` under this id. */
  storeId?: string;
  /** The model class or name. */
  model?: string | (abstract new (...args: any[]) => any);
  /** Field definitions for an implicit model (when no `model` is given). */
  fields?: Array<string | Record<string, any>>;
  /** Inline data: loaded at once through a memory proxy, else added as new records. */
  data?: unknown;
  /** The proxy: a type string, a config object or an instance (default: the model's proxy, or memory). */
  proxy?: string | Record<string, any>;
  /** Load on creation (deferred by 1 ms); an object is passed to `load`. */
  autoLoad?: boolean | Record<string, any>;
  /** Sync after every change (default `false`). */
  autoSync?: boolean;
  /** Records per page (default 25). */
  pageSize?: number;
  /** Sort on the server: sorting reloads (default `false`). */
  remoteSort?: boolean;
  /** Filter on the server: filtering reloads from page 1 (default `false`). */
  remoteFilter?: boolean;
  /** Group on the server (default `false`). */
  remoteGroup?: boolean;
  /** Initial sorters. */
  sorters?: any;
  /** Initial filters. */
  filters?: any;
  /** Field to group by. */
  groupField?: string;
  /** Direction of `groupField` (default `'ASC'`). */
  groupDir?: 'ASC' | 'DESC';
  /** Re-apply local sorting after a load (default `true`). */
  sortOnLoad?: boolean;
  /** Re-apply local filters after a load (default `true`). */
  filterOnLoad?: boolean;
  /** Replace the records when a page loads (default `true`). */
  clearOnPageLoad?: boolean;
  /** Remove a record from the store when it is destroyed (default `true`). */
  clearRemovedOnLoad?: boolean;
}

export interface LoadOptions {
  page?: number;
  start?: number;
  limit?: number;
  addRecords?: boolean;
  params?: Record<string, unknown>;
  callback?: (records: any[] | undefined, operation: Operation, success: boolean) => void;
  scope?: unknown;
  signal?: AbortSignal;
  [key: string]: unknown;
}

const WHERE = 'Lib.data.Store';

export class Store extends Observable {
  declare storeId?: string;
  declare model: any;
  declare fields?: any[];
  declare proxy: any;
  declare autoLoad?: boolean | Record<string, any>;
  declare autoSync: boolean;
  declare pageSize: number;
  declare currentPage: number;
  declare remoteSort: boolean;
  declare remoteFilter: boolean;
  declare remoteGroup: boolean;
  declare sortOnLoad: boolean;
  declare filterOnLoad: boolean;
  declare clearOnPageLoad: boolean;
  declare groupField?: string;
  declare groupDir: 'ASC' | 'DESC';
  /** The records in view (the filtered set while filtered). */
  declare data: RecordCollection;
  /** All records while filtered; `undefined` otherwise. */
  declare snapshot?: RecordCollection;
  /** Removed records waiting for a `sync` to destroy them. */
  declare removed: any[];
  /** The active sorters. */
  declare sorters: Sorter[];
  /** The active filters. */
  declare filters: Filter[];
  /** The active groupers. */
  declare groupers: Grouper[];
  declare totalCount?: number;
  declare loading: boolean;
  declare lastOptions?: Record<string, unknown>;
  declare implicitModel?: boolean;
  declare isStore: true;
  /** @internal Nesting depth of suspended autoSync. */
  declare autoSyncSuspended: number;

  override $construct(config?: StoreConfig) {
    checkConfig(config);
    const cfg: StoreConfig = { ...(config || {}) };
    const data = cfg.data;
    delete cfg.data;
    const { sorters, filters, proxy } = cfg;
    delete cfg.sorters;
    delete cfg.filters;
    delete cfg.proxy;
    super.$construct(cfg);
    this.removed = [];
    this.data = new RecordCollection();
    this.currentPage = 1;
    this.loading = false;
    this.autoSyncSuspended = 0;
    this.sorters = [];
    this.filters = [];
    this.groupers = [];
    this.resolveModel(proxy);
    if (sorters) this.sorters = this.decodeSorters(sorters);
    if (filters) this.filters = this.decodeFilters(filters);
    if (this.groupField) this.groupers = [new Grouper({ property: this.groupField, direction: this.groupDir, root: 'data' })];
    if (this.storeId) StoreManager.register(this);
    if (data !== undefined && data !== null) {
      if (this.proxy instanceof MemoryProxy) {
        this.proxy.data = data;
        this.load();
      } else {
        this.add(data as any);
      }
    }
    if (this.autoLoad) {
      const options = typeof this.autoLoad === 'object' ? this.autoLoad : undefined;
      setTimeout(() => {
        if (!(this as any).isDestroyed) this.load(options as LoadOptions);
      }, 1);
    }
    return this;
  }

  /** @internal Finds or builds the model and the proxy. */
  resolveModel(proxy: unknown): void {
    if (this.model === undefined && this.fields) {
      const name = `Lib.data.Store.ImplicitModel-${this.storeId || `ext-store-${++implicitSeed}`}`;
      if (ClassManager.isCreated(name)) ClassManager.undefine(name);
      this.implicitModel = true;
      const isInstance = proxy !== null && typeof proxy === 'object' && (proxy as any).isProxy;
      this.model = define(name, { extend: Model, fields: this.fields, proxy: proxy && !isInstance ? proxy : 'memory' });
    } else if (typeof this.model === 'string') {
      const found = ClassManager.get(this.model);
      if (typeof found !== 'function') {
        throw new LibError(`config 'model': '${this.model}' is not a registered class${ClassManager.suggest(this.model)}`, {
          sourceClass: WHERE,
          sourceMethod: WHERE,
        });
      }
      this.model = found;
    }
    if (proxy !== undefined && proxy !== null) {
      this.setProxy(proxy);
    } else if (this.model) {
      this.setProxy(this.model.getProxy());
    } else {
      this.setProxy('memory');
    }
  }

  /** Sets the proxy from a type string, a config object or an instance. */
  setProxy(proxy: unknown): any {
    let instance: any;
    if (proxy && typeof proxy === 'object' && (proxy as any).isProxy) {
      instance = proxy;
      if (this.model && !instance.model) instance.setModel(this.model);
    } else {
      const config: Record<string, any> = typeof proxy === 'string' ? { type: proxy } : (proxy as Record<string, any>);
      if (this.model) config.model = this.model;
      instance = ClassManager.factory(config, 'proxy');
    }
    this.proxy = instance;
    if (!this.model && instance.model) this.model = instance.model;
    return instance;
  }

  /** The proxy. */
  getProxy(): any {
    return this.proxy;
  }

  // ---- loading -------------------------------------------------------------------------

  /**
   * Loads records through the proxy. Sends the page (`currentPage`), `start`, `limit`
   * (`pageSize`), sorters, filters and groupers; `addRecords` appends instead of replacing.
   * Fires `beforeload` (false cancels), then `datachanged`, `refresh` and `load(store, records,
   * successful)`, then calls `options.callback(records, operation, success)`.
   */
  load(options?: LoadOptions | ((records: any[] | undefined, operation: Operation, success: boolean) => void)): this {
    const opts: LoadOptions = typeof options === 'function' ? { callback: options } : { ...(options || {}) };
    if (opts.page === undefined) opts.page = this.currentPage;
    if (opts.start === undefined) opts.start = (opts.page - 1) * this.pageSize;
    if (opts.limit === undefined) opts.limit = this.pageSize;
    if (opts.addRecords === undefined) opts.addRecords = false;
    const operation = new Operation({
      action: 'read',
      filters: this.filters.slice(),
      sorters: this.sorters.slice(),
      groupers: this.groupers.slice(),
      ...opts,
    });
    this.lastOptions = opts;
    if (this.fireEvent('beforeload', this, operation) === false) return this;
    this.loading = true;
    this.proxy.read(operation, this.onProxyLoad, this);
    return this;
  }

  /** Loads again with the options of the last load. */
  reload(options?: LoadOptions): this {
    return this.load({ ...(this.lastOptions || {}), ...(options || {}) });
  }

  /** @internal The proxy's answer to a load. */
  onProxyLoad(operation: Operation): void {
    const resultSet = operation.getResultSet();
    const records = operation.getRecords();
    const successful = operation.wasSuccessful();
    if ((this as any).isDestroyed) return;
    if (resultSet) this.totalCount = resultSet.total;
    this.loading = false;
    if (successful) this.loadRecords(records || [], operation);
    this.fireEvent('load', this, successful ? records : undefined, successful);
    this.fireEvent('read', this, successful ? records : undefined, successful);
    operation.callback?.call(operation.scope ?? this, successful ? records : undefined, operation, successful);
  }

  /** Whether a load is in flight. */
  isLoading(): boolean {
    return this.loading;
  }

  /**
   * Puts records into the store (replacing the current ones unless `addRecords`), applies
   * local filters and sorting, fires `datachanged` and `refresh`.
   */
  loadRecords(records: any[], options?: { addRecords?: boolean; start?: number }): void {
    const addRecords = options?.addRecords;
    if (!addRecords) {
      for (const record of this.snapshot ? this.snapshot.items : this.data.items) record.unjoin?.(this);
      this.snapshot = undefined;
      this.data.clear();
    } else if (this.snapshot) {
      this.snapshot.addAll(records);
    }
    this.data.addAll(records);
    const start = options?.start;
    for (let i = 0; i < records.length; i++) {
      if (start !== undefined) records[i].index = start + i;
      records[i].join(this);
    }
    this.suspendEvents();
    if (this.filterOnLoad && !this.remoteFilter && this.filters.length) this.applyFilters();
    if (this.sortOnLoad && !this.remoteSort && this.sorters.length) this.applySort();
    this.resumeEvents();
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /**
   * Replaces (or with `append`, extends) the records with plain data rows, each made into a
   * record by the model constructor (rows without an id are therefore new records). Fires
   * `datachanged` and `refresh`, not `load` or `add`.
   */
  loadData(rows: any[], append?: boolean): void {
    if (!Array.isArray(rows)) throw new TypeError(`[${WHERE}#loadData] expected an array of rows, got ${describe(rows)}`);
    const Model = this.model;
    const records = rows.map((row) => (row && row.isModel ? row : new Model(row)));
    this.loadRecords(records, { addRecords: append });
  }

  /** Reads raw data through the proxy's reader and loads the records; fires `load`. */
  loadRawData(data: unknown, append?: boolean): boolean {
    const result = this.proxy.getReader().read(data);
    if (!result.success) return false;
    this.totalCount = result.total;
    this.loadRecords(result.records, { addRecords: append });
    this.fireEvent('load', this, result.records, true);
    return true;
  }

  /** Loads page `page` (1-based). */
  loadPage(page: number, options?: LoadOptions): this {
    this.currentPage = page;
    return this.load({
      page,
      start: (page - 1) * this.pageSize,
      limit: this.pageSize,
      addRecords: !this.clearOnPageLoad,
      ...(options || {}),
    });
  }

  /** Loads the next page. */
  nextPage(options?: LoadOptions): this {
    return this.loadPage(this.currentPage + 1, options);
  }

  /** Loads the previous page. */
  previousPage(options?: LoadOptions): this {
    return this.loadPage(this.currentPage - 1, options);
  }

  // ---- adding and removing -------------------------------------------------------------

  /**
   * Appends records (model instances or plain data, as arguments or an array); inserted in
   * sorted position when the store is sorted locally. Fires `add(store, records, index)` and
   * `datachanged`. Returns the records.
   */
  add(...args: any[]): any[] {
    const list = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
    const records = list.map((item: any) => this.toRecord(item));
    if (this.sorters.length && !this.remoteSort) {
      const compare = this.comparator();
      for (const record of records) {
        const items = this.data.items;
        let low = 0;
        let high = items.length;
        while (low < high) {
          const mid = (low + high) >> 1;
          if (compare(items[mid], record) <= 0) low = mid + 1;
          else high = mid;
        }
        this.insert(low, [record]);
      }
      return records;
    }
    this.insert(this.data.length, records);
    return records;
  }

  /** Inserts records at `index`; fires `add` and `datachanged`. */
  insert(index: number, records: any): any[] {
    const list = (Array.isArray(records) ? records : [records]).map((item: any) => this.toRecord(item));
    if (list.length === 0) return list;
    const at = Math.max(0, Math.min(index, this.data.length));
    this.data.insert(at, list);
    if (this.snapshot) this.snapshot.addAll(list);
    for (const record of list) {
      record.join(this);
      const removedAt = this.removed.indexOf(record);
      if (removedAt !== -1) this.removed.splice(removedAt, 1);
    }
    this.fireEvent('add', this, list, at);
    this.fireEvent('datachanged', this);
    if (this.autoSync && list.some((record: any) => record.phantom)) this.autoSyncNow();
    return list;
  }

  /**
   * Removes records (a record, an array, or an index). Removed records that exist on the
   * server go to the removed list for the next `sync`. Fires `remove` per record, then
   * `bulkremove(store, records, indexes, isMove)` and `datachanged`.
   */
  remove(records: any, isMove = false, silent = false): void {
    const list = (Array.isArray(records) ? records : [records])
      .map((item: any) => (typeof item === 'number' ? this.getAt(item) : item))
      .filter(Boolean);
    const removedRecords: any[] = [];
    const indexes: number[] = [];
    for (const record of list) {
      const index = this.data.remove(record);
      this.snapshot?.remove(record);
      if (index === -1 && !this.snapshot) continue;
      if (!isMove) {
        if (!record.phantom && !this.removed.includes(record)) this.removed.push(record);
        record.unjoin(this);
      }
      removedRecords.push(record);
      indexes.push(index);
      if (!silent) this.fireEvent('remove', this, record, index, isMove);
    }
    if (removedRecords.length === 0) return;
    if (!silent) {
      this.fireEvent('bulkremove', this, removedRecords, indexes, isMove);
      this.fireEvent('datachanged', this);
    }
    if (!isMove && this.autoSync) this.autoSyncNow();
  }

  /** Removes `count` records (default 1) from `index`. */
  removeAt(index: number, count = 1): void {
    this.remove(this.data.items.slice(index, index + count));
  }

  /**
   * Removes every record (they go to the removed list like `remove`). Fires no per-record
   * `remove`: `bulkremove`, `datachanged` and `clear`, unless `silent`.
   */
  removeAll(silent?: boolean): void {
    const records = (this.snapshot || this.data).items.slice();
    for (const record of records) {
      if (!record.phantom && !this.removed.includes(record)) this.removed.push(record);
      record.unjoin(this);
    }
    const indexes = records.map((_r, i) => i);
    this.data.clear();
    this.snapshot = undefined;
    if (!silent) {
      this.fireEvent('bulkremove', this, records, indexes, false);
      this.fireEvent('datachanged', this);
      this.fireEvent('clear', this, records);
    }
    if (this.autoSync && records.length) this.autoSyncNow();
  }

  /** @internal A model instance from a record or plain data. */
  toRecord(item: any): any {
    if (item && item.isModel) return item;
    if (!item || typeof item !== 'object') {
      throw new TypeError(`[${WHERE}#add] expected a record or a data object, got ${describe(item)}`);
    }
    return new this.model(item);
  }

  // ---- access --------------------------------------------------------------------------

  /** The record at `index` of the current (filtered) view. */
  getAt(index: number): any {
    return this.data.items[index];
  }

  /** The record whose id is strictly (`===`) `id`, searching the unfiltered set. */
  getById(id: unknown): any {
    return (this.snapshot || this.data).getById(id) ?? null;
  }

  /** The index of a record in the current view, or -1. */
  indexOf(record: any): number {
    return this.data.indexOf(record);
  }

  /** The index of the record with this id, or -1. */
  indexOfId(id: unknown): number {
    return this.indexOf(this.getById(id));
  }

  /** Records in the current view. */
  getCount(): number {
    return this.data.length;
  }

  /** The total the server reported on the last load (else the count). */
  getTotalCount(): number {
    return this.totalCount ?? this.data.length;
  }

  /** Records from `start` to `end` inclusive (all by default). */
  getRange(start?: number, end?: number): any[] {
    return this.data.getRange(start, end);
  }

  /** Calls `fn(record, index, count)` for each record; `false` stops. */
  each(fn: (record: any, index: number, count: number) => unknown, scope?: unknown): void {
    this.data.each(fn, scope);
  }

  /** The first record, or `undefined`. */
  first(): any {
    return this.data.items[0];
  }

  /** The last record, or `undefined`. */
  last(): any {
    return this.data.items[this.data.length - 1];
  }

  /**
   * Index of the first record whose `field` matches `value` from `start`: a case-insensitive
   * prefix match by default (`anyMatch`, `caseSensitive`, `exactMatch` change it; a RegExp is
   * used as is). -1 when none matches.
   */
  find(field: string, value: unknown, start = 0, anyMatch = false, caseSensitive = false, exactMatch = false): number {
    if (value === undefined || value === null || value === '') return -1;
    const filter = new Filter({ property: field, value, anyMatch, caseSensitive, exactMatch, root: 'data' });
    return this.findBy((record) => filter.filter(record), undefined, start);
  }

  /** Index of the first record whose `field` is `===` `value`, or -1. */
  findExact(field: string, value: unknown, start = 0): number {
    return this.findBy((record) => record.get(field) === value, undefined, start);
  }

  /** Index of the first record `fn(record, id)` accepts, or -1. */
  findBy(fn: (record: any, id: unknown) => unknown, scope?: unknown, start = 0): number {
    const items = this.data.items;
    for (let i = start; i < items.length; i++) {
      if (fn.call(scope ?? this, items[i], items[i].getId())) return i;
    }
    return -1;
  }

  /** The first record matching like `find`, or `null`. */
  findRecord(field: string, value: unknown, start?: number, anyMatch?: boolean, caseSensitive?: boolean, exactMatch?: boolean): any {
    const index = this.find(field, value, start, anyMatch, caseSensitive, exactMatch);
    return index === -1 ? null : this.getAt(index);
  }

  /** A collection of the records (of the unfiltered set) matching `field`/`value` like `find`. */
  query(field: string, value: unknown, anyMatch = false, caseSensitive = false, exactMatch = false): RecordCollection {
    const filter = new Filter({ property: field, value, anyMatch, caseSensitive, exactMatch, root: 'data' });
    return (this.snapshot || this.data).filterBy((record) => filter.filter(record));
  }

  /** A collection of the records (of the unfiltered set) `fn(record, id)` accepts. */
  queryBy(fn: (record: any, id: unknown) => unknown, scope?: unknown): RecordCollection {
    return (this.snapshot || this.data).filterBy((record) => Boolean(fn.call(scope ?? this, record, record.getId())));
  }

  /** The distinct values of a field (empty values skipped unless `allowNull`). */
  collect(field: string, allowNull?: boolean, bypassFilter?: boolean): unknown[] {
    const items = (bypassFilter && this.snapshot ? this.snapshot : this.data).items;
    const seen = new Set<unknown>();
    const out: unknown[] = [];
    for (const record of items) {
      const value = record.get(field);
      if ((allowNull || (value !== null && value !== undefined && value !== '')) && !seen.has(value)) {
        seen.add(value);
        out.push(value);
      }
    }
    return out;
  }

  /** The sum of a field over the current view. */
  sum(field: string): number {
    let total = 0;
    for (const record of this.data.items) total += Number(record.get(field)) || 0;
    return total;
  }

  /** The smallest value of a field, or `undefined` when empty. */
  min(field: string): any {
    let result: any;
    for (const record of this.data.items) {
      const value = record.get(field);
      if (result === undefined || value < result) result = value;
    }
    return result;
  }

  /** The largest value of a field, or `undefined` when empty. */
  max(field: string): any {
    let result: any;
    for (const record of this.data.items) {
      const value = record.get(field);
      if (result === undefined || value > result) result = value;
    }
    return result;
  }

  /** The mean of a field over the current view (0 when empty). */
  average(field: string): number {
    return this.data.length ? this.sum(field) / this.data.length : 0;
  }

  /** The number of records in the current view. */
  count(): number {
    return this.data.length;
  }

  // ---- sorting -------------------------------------------------------------------------

  /**
   * Sorts. `sort('name')` toggles the direction when the store is already sorted by that
   * field alone (ASC first); `sort('name', 'DESC')` sets it; an array or one sorter config
   * replaces the sorters; no argument re-applies the current ones. Local sorting fires
   * `beforesort`, `datachanged` and `refresh`; with `remoteSort` the store reloads.
   */
  sort(sorters?: any, direction?: 'ASC' | 'DESC', _where?: unknown, doSort = true): Sorter[] {
    if (typeof sorters === 'string') {
      const current = this.sorters.length === 1 && this.sorters[0].property === sorters ? this.sorters[0] : undefined;
      if (current) {
        if (direction) current.setDirection(direction);
        else current.toggle();
      } else {
        this.sorters = this.decodeSorters([{ property: sorters, direction: direction || 'ASC' }]);
      }
    } else if (sorters !== undefined) {
      this.sorters = this.decodeSorters(Array.isArray(sorters) ? sorters : [sorters]);
    }
    if (!doSort) return this.sorters;
    if (this.remoteSort) {
      this.load();
    } else {
      if (this.fireEvent('beforesort', this, this.sorters) === false) return this.sorters;
      this.applySort();
      this.fireEvent('datachanged', this);
      this.fireEvent('refresh', this);
    }
    return this.sorters;
  }

  /** @internal Sorts the records in place with the current sorters (stable). */
  applySort(): void {
    if (!this.sorters.length) return;
    const compare = this.comparator();
    this.data.setOrder(this.data.items.slice().sort(compare));
    if (this.snapshot) this.snapshot.setOrder(this.snapshot.items.slice().sort(compare));
  }

  /** @internal The comparator of the current sorters. */
  comparator(): (a: any, b: any) => number {
    return createComparator(this.sorters);
  }

  /** The sorters (Ext's `getSorters`). */
  getSorters(): Sorter[] {
    return this.sorters;
  }

  /** @internal Sorter instances from configs, strings or instances, typed by the model's fields. */
  decodeSorters(sorters: any): Sorter[] {
    const list = Array.isArray(sorters) ? sorters : [sorters];
    return list.map((item: any) => {
      if (item instanceof Sorter) return item;
      const config = typeof item === 'string' ? { property: item } : typeof item === 'function' ? { sorterFn: item } : { ...item };
      if (config.root === undefined) config.root = 'data';
      if (config.transform === undefined && config.property && this.model?.prototype?.fields) {
        const field = this.model.prototype.fields.get(config.property);
        if (field && field.sortType) config.transform = field.sortType;
      }
      return new Sorter(config);
    });
  }

  // ---- filtering -----------------------------------------------------------------------

  /**
   * Adds filters: `filter('field', value)`, a filter config or instance, or an array. Filters
   * accumulate (a new filter replaces only one with the same `id`). Locally the full set is
   * kept in `snapshot`; with `remoteFilter` the store reloads from page 1. Fires
   * `filterchange`, then `datachanged` and `refresh`.
   */
  filter(filters?: any, value?: unknown): void {
    if (typeof filters === 'string') filters = [{ property: filters, value }];
    if (filters !== undefined) {
      for (const filter of this.decodeFilters(filters)) {
        const index = filter.id !== undefined ? this.filters.findIndex((f) => f.id === filter.id) : -1;
        if (index === -1) this.filters.push(filter);
        else this.filters[index] = filter;
      }
    }
    this.fireEvent('filterchange', this, this.filters);
    if (this.remoteFilter) {
      this.currentPage = 1;
      this.load();
      return;
    }
    this.applyFilters();
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /** Adds one filter or several (same as `filter`). */
  addFilter(filters: any, applyFilters = true): void {
    if (!applyFilters) {
      for (const filter of this.decodeFilters(filters)) this.filters.push(filter);
      return;
    }
    this.filter(filters);
  }

  /** Removes a filter (instance or id) and re-filters. */
  removeFilter(toRemove: Filter | string, applyFilters = true): void {
    this.filters = this.filters.filter((f) => f !== toRemove && (typeof toRemove !== 'string' || f.id !== toRemove));
    if (!applyFilters) return;
    if (this.filters.length) this.filter();
    else this.clearFilter();
  }

  /** @internal Applies the current filters to the full set. */
  applyFilters(): void {
    const all = this.snapshot || this.data;
    const active = this.filters.filter((f) => !f.disabled);
    if (!active.length) {
      if (this.snapshot) {
        this.data = this.snapshot;
        this.snapshot = undefined;
      }
      return;
    }
    this.snapshot = all;
    this.data = all.filterBy((record) => {
      for (let i = 0; i < active.length; i++) if (!active[i].filter(record)) return false;
      return true;
    });
  }

  /**
   * Filters by a function (`fn(record, id)`), without adding to `filters`; `clearFilter`
   * restores the full set.
   */
  filterBy(fn: (record: any, id: unknown) => unknown, scope?: unknown): void {
    const all = this.snapshot || this.data;
    this.snapshot = all;
    this.data = all.filterBy((record) => Boolean(fn.call(scope ?? this, record, record.getId())));
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /** Removes every filter and restores the full set (no events with `suppressEvent`). */
  clearFilter(suppressEvent?: boolean): void {
    this.filters = [];
    if (this.remoteFilter) {
      if (!suppressEvent) this.fireEvent('filterchange', this, this.filters);
      this.load();
      return;
    }
    if (this.snapshot) {
      this.data = this.snapshot;
      this.snapshot = undefined;
      if (!suppressEvent) {
        this.fireEvent('filterchange', this, this.filters);
        this.fireEvent('datachanged', this);
        this.fireEvent('refresh', this);
      }
    }
  }

  /** Whether the store shows a filtered subset. */
  isFiltered(): boolean {
    return this.snapshot !== undefined;
  }

  /** @internal Filter instances from configs or instances. */
  decodeFilters(filters: any): Filter[] {
    const list = Array.isArray(filters) ? filters : [filters];
    return list.map((item: any) => {
      if (item instanceof Filter) return item;
      const config = typeof item === 'function' ? { filterFn: item } : { ...item };
      if (config.root === undefined) config.root = 'data';
      return new Filter(config);
    });
  }

  // ---- grouping ------------------------------------------------------------------------

  /** Groups by a field (or clears grouping with no argument); fires `groupchange`. */
  group(field?: string, direction: 'ASC' | 'DESC' = 'ASC'): void {
    this.groupers = field ? [new Grouper({ property: field, direction, root: 'data' })] : [];
    this.groupField = field;
    this.fireEvent('groupchange', this, this.groupers);
    if (this.remoteGroup) this.load();
  }

  /** Whether the store is grouped. */
  isGrouped(): boolean {
    return this.groupers.length > 0;
  }

  /** The groups of the current view: `[{name, children}]`, in first-seen order. */
  getGroups(): Array<{ name: string; children: any[] }> {
    const grouper = this.groupers[0];
    if (!grouper) return [];
    const groups = new Map<string, any[]>();
    for (const record of this.data.items) {
      const name = grouper.getGroupString(record);
      const list = groups.get(name);
      if (list) list.push(record);
      else groups.set(name, [record]);
    }
    return Array.from(groups, ([name, children]) => ({ name, children }));
  }

  // ---- record bookkeeping --------------------------------------------------------------

  /** New records (phantom and valid), of the unfiltered set. */
  getNewRecords(): any[] {
    return (this.snapshot || this.data).items.filter((r) => r.phantom === true && r.isValid());
  }

  /** Changed records that exist on the server (dirty, not phantom, valid). */
  getUpdatedRecords(): any[] {
    return (this.snapshot || this.data).items.filter((r) => r.dirty === true && r.phantom !== true && r.isValid());
  }

  /** New and changed records. */
  getModifiedRecords(): any[] {
    return [...this.getNewRecords(), ...this.getUpdatedRecords()];
  }

  /** Records removed since the last sync, waiting to be destroyed on the server. */
  getRemovedRecords(): any[] {
    return this.removed;
  }

  /** Commits every changed record and forgets the removed ones. */
  commitChanges(): void {
    for (const record of (this.snapshot || this.data).items.slice()) {
      if (record.dirty || record.phantom) record.commit();
    }
    this.removed = [];
  }

  /** Rejects every change: new records go, removed ones come back, edits are undone. */
  rejectChanges(): void {
    const all = (this.snapshot || this.data).items.slice();
    const phantoms = all.filter((r) => r.phantom);
    if (phantoms.length) this.remove(phantoms, false, true);
    for (const record of all) if (record.dirty && !record.phantom) record.reject();
    const removed = this.removed;
    this.removed = [];
    for (const record of removed) {
      record.reject?.();
      this.insert(this.data.length, [record]);
    }
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /** @internal From the record: a set outside beginEdit (or an endEdit with changes). */
  afterEdit(record: any, modifiedFieldNames: string[] | null): void {
    this.fireEvent('update', this, record, 'edit', modifiedFieldNames);
    if (this.autoSync && !this.autoSyncSuspended && modifiedFieldNames && this.touchesPersistentField(modifiedFieldNames)) {
      this.sync();
    }
  }

  /** @internal From the record: commit. */
  afterCommit(record: any, modifiedFieldNames?: string[] | null): void {
    this.fireEvent('update', this, record, 'commit', modifiedFieldNames ?? null);
  }

  /** @internal From the record: reject. */
  afterReject(record: any): void {
    this.fireEvent('update', this, record, 'reject', null);
  }

  /** @internal From the record: its id changed; re-key it and fire `idchanged`. */
  onIdChanged(record: any, oldId: unknown, newId: unknown, oldInternalId: unknown): void {
    this.data.rekey(record, oldInternalId);
    this.snapshot?.rekey(record, oldInternalId);
    this.fireEvent('idchanged', this, record, oldId, newId, oldInternalId);
  }

  private touchesPersistentField(names: string[]): boolean {
    const fields = this.model?.prototype?.fields;
    if (!fields) return true;
    return names.some((name) => {
      const field = fields.get(name);
      return !field || field.persist !== false;
    });
  }

  private autoSyncNow(): void {
    if (!this.autoSyncSuspended) this.sync();
  }

  /** Stops `autoSync` from syncing until `resumeAutoSync` (nested). */
  suspendAutoSync(): void {
    this.autoSyncSuspended++;
  }

  /** Undoes one `suspendAutoSync`. */
  resumeAutoSync(): void {
    if (this.autoSyncSuspended > 0) this.autoSyncSuspended--;
  }

  // ---- sync ----------------------------------------------------------------------------

  /**
   * Sends the changes through the proxy: new records (create), changed ones (update) and
   * removed ones (destroy), in the proxy's `batchOrder`; invalid records are skipped. Fires
   * `beforesync(operations)` (false cancels); after each successful operation `write(store,
   * operation)`, `datachanged` and `refresh`. A failed operation leaves its records as they
   * were, so the next `sync` sends them again.
   */
  sync(options: Record<string, any> = {}): this {
    const operations: Record<string, any[]> = {};
    const toCreate = this.getNewRecords();
    const toUpdate = this.getUpdatedRecords();
    const toDestroy = this.getRemovedRecords().slice();
    if (toCreate.length) operations.create = toCreate;
    if (toUpdate.length) operations.update = toUpdate;
    if (toDestroy.length) operations.destroy = toDestroy;
    if (!Object.keys(operations).length) return this;
    if (this.fireEvent('beforesync', operations) === false) return this;
    this.proxy.batch({
      ...options,
      operations,
      listeners: {
        scope: this,
        operationcomplete: this.onBatchOperationComplete,
      },
    });
    return this;
  }

  /** @internal One operation of a sync is back. */
  onBatchOperationComplete(_batch: unknown, operation: Operation): void {
    const success = operation.wasSuccessful();
    const records = operation.getRecords() || [];
    if (success && operation.action === 'destroy') {
      this.removed = this.removed.filter((record) => !records.includes(record));
    }
    if (success) {
      this.fireEvent('write', this, operation);
      this.fireEvent('datachanged', this);
      this.fireEvent('refresh', this);
    }
    operation.callback?.call(operation.scope ?? this, records, operation, success);
  }

  /** Unregisters the store and clears its listeners and records. */
  destroyStore(): void {
    if (this.storeId) StoreManager.unregister(this);
    for (const record of (this.snapshot || this.data).items) record.unjoin?.(this);
    this.data.clear();
    this.snapshot = undefined;
    (this as any).isDestroyed = true;
    this.clearListeners();
  }

  override destroy(): void {
    this.destroyStore();
    super.destroy();
  }
}

let implicitSeed = 0;

const BOOLEAN_CONFIGS = ['autoSync', 'remoteSort', 'remoteFilter', 'remoteGroup', 'sortOnLoad', 'filterOnLoad', 'clearOnPageLoad'] as const;

function checkConfig(config: StoreConfig | undefined): void {
  if (config === undefined) return;
  if (config === null || typeof config !== 'object') {
    throw new TypeError(`[${WHERE}] config must be an object, got ${describe(config)}`);
  }
  for (const name of BOOLEAN_CONFIGS) {
    if (config[name] !== undefined && typeof config[name] !== 'boolean') {
      throw new TypeError(`[${WHERE}] config '${name}' must be a boolean, got ${describe(config[name])}`);
    }
  }
  if (config.storeId !== undefined && (typeof config.storeId !== 'string' || config.storeId === '')) {
    throw new TypeError(`[${WHERE}] config 'storeId' must be a non-empty string, got ${describe(config.storeId)}`);
  }
  if (config.pageSize !== undefined && (typeof config.pageSize !== 'number' || !(config.pageSize >= 0))) {
    throw new TypeError(`[${WHERE}] config 'pageSize' must be a number of 0 or more, got ${describe(config.pageSize)}`);
  }
  if (config.fields !== undefined && !Array.isArray(config.fields)) {
    throw new TypeError(`[${WHERE}] config 'fields' must be an array of field names or configs, got ${describe(config.fields)}`);
  }
  if (config.model !== undefined && typeof config.model !== 'string' && typeof config.model !== 'function') {
    throw new TypeError(`[${WHERE}] config 'model' must be a model class or its name, got ${describe(config.model)}`);
  }
  if (config.proxy !== undefined && config.proxy !== null && typeof config.proxy !== 'string' && typeof config.proxy !== 'object') {
    throw new TypeError(`[${WHERE}] config 'proxy' must be a type string, a config object or a proxy, got ${describe(config.proxy)}`);
  }
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
  clearOnPageLoad: true,
  groupDir: 'ASC',
  isStore: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Store': typeof Store;
  }
  interface AliasMap {
    'store.store': typeof Store;
  }
}
