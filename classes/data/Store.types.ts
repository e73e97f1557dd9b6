/**
 * The config and option types of `Lib.data.AbstractStore` (classes/data/AbstractStore.ts) and
 * `Lib.data.Store` (classes/data/Store.ts), re-exported from both.
 *
 * @example
 *   const config: StoreConfig = {storeId: 'users', fields: ['name'], pageSize: 50};
 */
import type { ObservableConfig } from '../util/Observable';
import type { SortableConfig } from '../util/Sortable';
import type { Filter } from '../util/Filter';
import type { Grouper } from '../util/Grouper';
import type { Sorter } from '../util/Sorter';
import type { AbstractStore } from './AbstractStore';
import type { Model } from './Model';
import type { Operation } from './Operation';
import type { Store } from './Store';
import type { Batch, BatchConfig } from './Batch';
import type { BatchOptions, Proxy } from './proxy/Proxy';
import type { FieldConfig } from './Field';

/** The configs of every store: its id, model and proxy, and how changes are synced. */
export interface AbstractStoreConfig extends ObservableConfig {
  /** Registers the store with `Lib.data.StoreManager` under this id (default none). */
  storeId?: string;
  /** Same as `storeId` (Ext JS 4 accepts both). */
  id?: string;
  /** The model class or its name (default: an implicit model made from `fields`). */
  model?: string | typeof Model;
  /** Field names or configs of an implicit model, used when no `model` is given. */
  fields?: Array<string | FieldConfig>;
  /** A proxy type, config or instance (default: the model's proxy; `'memory'` with `fields`). */
  proxy?: string | Proxy | Record<string, unknown>;
  /** Sync after every change of a persistent field, add of a new record and removal (default `false`). */
  autoSync?: boolean;
  /** After a sync: update after each operation (`'operation'`, default) or at the end (`'complete'`). */
  batchUpdateMode?: 'operation' | 'complete';
}

/** The configs of `Lib.data.Store`: its records, how they load, sort, filter and group. */
export interface StoreConfig extends AbstractStoreConfig, SortableConfig {
  /** Inline data: read at once through a memory proxy, else added as new (phantom) records. */
  data?: unknown;
  /** Load 1 ms after creation (`true`, or the options for `load`); ignored with `data`. Default `false`. */
  autoLoad?: boolean | LoadOptions;
  /** Records per page: `load` sends `page`, `start` and `limit` from it (default 25). */
  pageSize?: number;
  /** Sort on the server: sorting reloads (default `false`). */
  remoteSort?: boolean;
  /** Filter on the server: filtering reloads from page 1 (default `false`). */
  remoteFilter?: boolean;
  /** Group on the server: grouping reloads (default `false`). */
  remoteGroup?: boolean;
  /** Initial filters: configs, functions or `Lib.util.Filter`s (default none). */
  filters?: unknown;
  /** A field to group by (default none). */
  groupField?: string;
  /** The direction of `groupField` (default `'ASC'`). */
  groupDir?: 'ASC' | 'DESC';
  /** Re-apply local sorting after each load (default `true`). */
  sortOnLoad?: boolean;
  /** Re-apply local filters after each load (default `true`). */
  filterOnLoad?: boolean;
  /**
   * Values set on every record added or inserted (default none); a model's `hasMany` store
   * sets the foreign key so.
   */
  modelDefaults?: Record<string, unknown>;
  /** Accepted for Ext JS 4 code; local filtering keeps the sorted order anyway (default `true`). */
  sortOnFilter?: boolean;
  /** `loadPage` replaces the records (`true`, default) or appends the page. */
  clearOnPageLoad?: boolean;
  /** A load that replaces the records also forgets the removed ones not synced yet (default `true`). */
  clearRemovedOnLoad?: boolean;
}

/** The options of `load` (also given to the read `Lib.data.Operation`). */
export interface LoadOptions {
  /** The page (default `currentPage`). */
  page?: number;
  /** Index of the first record (default `(page - 1) * pageSize`). */
  start?: number;
  /** Number of records (default `pageSize`). */
  limit?: number;
  /** Append the records instead of replacing them (default `false`). */
  addRecords?: boolean;
  /** Extra request parameters. */
  params?: Record<string, unknown>;
  /** Called with `(records, operation, success)` when the load is done. */
  callback?: (records: Model[] | undefined, operation: Operation, success: boolean) => void;
  /** `this` of the callback (default the store). */
  scope?: unknown;
  /** Aborts the load's request (the load then fails); not kept for `reload`. */
  signal?: AbortSignal;
  [key: string]: unknown;
}

/** The options of `sync` (passed on to the proxy's `batch`). */
export interface SyncOptions {
  /** Called with `(batch, options)` when every operation succeeded. */
  success?: (batch: Batch, options: BatchOptions) => void;
  /** Called with `(batch, options)` when an operation failed. */
  failure?: (batch: Batch, options: BatchOptions) => void;
  /** Called with `(batch, options)` after `success` or `failure`. */
  callback?: (batch: Batch, options: BatchOptions) => void;
  /** `this` of the callbacks (default the proxy). */
  scope?: unknown;
  /**
   * Aborts the sync: the operation in flight is aborted and those not started yet fail
   * without being sent; their records stay as they were.
   */
  signal?: AbortSignal;
  /** A `Lib.data.Batch`, or a config for the new one (such as `{pauseOnException: true}`). */
  batch?: Batch | BatchConfig;
  [key: string]: unknown;
}

/**
 * The events of every store and the arguments their listeners get (`S`: the store's own type).
 * A listener returning `false` from a `before…` event cancels what it announces.
 */
export interface AbstractStoreEvents<S = AbstractStore> {
  /** Records were inserted at `index`. */
  add: [store: S, records: Model[], index: number];
  /** A record left the store from `index` (`isMove`: it moves elsewhere and is not destroyed). */
  remove: [store: S, record: Model, index: number, isMove: boolean];
  /** Several records left at once, from `indexes`. */
  bulkremove: [store: S, records: Model[], indexes: number[], isMove: boolean];
  /** A record changed: `'edit'` (with the changed field names), `'commit'` or `'reject'`. */
  update: [store: S, record: Model, operation: string, modifiedFieldNames: string[] | null];
  /** The records changed in bulk (added, removed, sorted, filtered, loaded). */
  datachanged: [store: S];
  /** Views should redraw every record. */
  refresh: [store: S];
  /** A load is about to start; `false` cancels it. */
  beforeload: [store: S, operation: Operation];
  /** A load ended (`records` is `undefined` when it failed). */
  load: [store: S, records: Model[] | undefined, successful: boolean];
  /** A write (create, update or destroy) of a sync or a record's `save` finished. */
  write: [store: S, operation: Operation];
  /** A sync is about to send these records by action; `false` cancels it. */
  beforesync: [operations: Record<string, Model[]>];
  /** `removeAll` emptied the store. */
  clear: [store: S];
  /** The reader met new metadata. */
  metachange: [store: S, meta: unknown];
  /** The server refused a write of `record` as stale; `current` is its row there (beyond Ext JS 4). */
  conflict: [store: S, record: Model, current: Model | undefined, operation: Operation];
}

/** The events of `Lib.data.Store`: those of every store plus sorting, filtering, grouping. */
export interface StoreEvents<S = Store> extends AbstractStoreEvents<S> {
  /** `load`'s twin, fired right after it (Ext JS 4 fires it for Ext 3 code). */
  read: [store: S, records: Model[] | undefined, successful: boolean];
  /** A local sort is about to run; `false` cancels it. */
  beforesort: [store: S, sorters: Sorter[]];
  /** The filters changed. */
  filterchange: [store: S, filters: Filter[]];
  /** The groupers changed. */
  groupchange: [store: S, groupers: Grouper[]];
  /** A record's id changed (the store re-keyed it). */
  idchanged: [store: S, record: Model, oldId: unknown, newId: unknown, oldInternalId: unknown];
  /** A buffered store is about to read a page; `false` cancels it. */
  beforeprefetch: [store: S, operation: Operation];
  /** A buffered store read a page (`records` undefined when it failed). */
  prefetch: [store: S, records: Model[] | undefined, successful: boolean, operation: Operation];
  /** A buffered store's total count changed. */
  totalcountchange: [totalCount: number | undefined];
}
