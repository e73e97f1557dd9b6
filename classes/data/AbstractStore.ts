/**
 * `Lib.data.AbstractStore`: what every store is besides its records: the model and the proxy
 * it talks through, the changes it tracks and writes back with `sync` (and `autoSync`), its
 * registration in `Lib.data.StoreManager` and its teardown. `Lib.data.Store`
 * (classes/data/Store.ts) adds the records: loading and paging, adding and removing, reading,
 * sorting, filtering and grouping them.
 *
 * `sync` hands the new (phantom), changed (dirty) and removed records to the proxy as one
 * `Lib.data.Batch`; invalid records are left out. A failed operation changes nothing: its
 * records stay phantom, dirty or pending removal, so the next `sync` sends them again. A
 * `sync` asked for while one runs waits for it, so no change is ever sent twice at once.
 *
 * @example
 *   const store = Lib.create('Lib.data.Store', {model: 'App.Task', autoSync: true});
 *   store.suspendAutoSync();
 *   store.getAt(0).set('done', true); // not sent yet
 *   store.resumeAutoSync();
 *   store.sync({success: () => console.log('saved'), failure: () => console.log('kept')});
 */
import { define, registerClass } from '../../lib/Class';
import { isFn, isMap, isObj, isString } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs } from '../../lib/config';
import { raise } from '../../lib/Error';
import * as ClassManager from '../../lib/ClassManager';
import type { ObservableConfig } from '../util/Observable';
import { Observable } from '../util/Observable';
import { Model } from './Model';
import { checkRemoteOptions } from './Model.remote';
import { PROXY } from './Model.define';
import type { Operation } from './Operation';
import { StoreManager } from './StoreManager';
import type { AbstractStoreConfig, AbstractStoreEvents, SyncOptions } from './Store.types';
import { MODEL_RULE, resolveModel } from './reader/Reader';
import type { Proxy } from './proxy/Proxy';
import type { Batch } from './Batch';
import type { FieldConfig } from './Field';

export type { AbstractStoreConfig, AbstractStoreEvents, SyncOptions } from './Store.types';

/** The name the store's messages and implicit models go by. */
const STORE = 'Lib.data.Store';
let implicitSeed = 0;

export class AbstractStore extends Observable {
  /** Type only: the events (see `AbstractStoreEvents`). */
  declare $eventMap: AbstractStoreEvents<this>;
  /** The id the store is registered under in `Lib.data.StoreManager` (default none). */
  declare storeId?: string;
  /** The model class. */
  declare model: typeof Model;
  /** The field configs the implicit model was made from, if any. */
  declare fields?: Array<string | FieldConfig>;
  /** The proxy. */
  declare proxy: Proxy;
  /** Sync after each change (default `false`). */
  declare autoSync: boolean;
  /** When a sync updates the store: per operation (default) or once complete. */
  declare batchUpdateMode: 'operation' | 'complete';
  /** Removed records waiting for a `sync` to destroy them. */
  declare removed: Model[];
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
  declare syncBatch?: Batch;
  /** @internal The options of the syncs asked for while one was running. */
  declare $pendingSyncs?: Array<SyncOptions | undefined>;

  /**
   * Checks the config (named after the class created, so a subclass's wrong config names the
   * subclass), copies it onto the store (`id` as `storeId`; `proxy` goes to `setProxy`),
   * finds or makes the model, sets the proxy and registers the store under its `storeId`.
   */
  override $construct(config?: AbstractStoreConfig): this {
    const me = this;
    config = checkConfigs(me, config);
    const { proxy, id, ...rest }: AbstractStoreConfig = config || {};
    if (id !== undefined && rest.storeId === undefined) rest.storeId = id;
    super.$construct(rest as ObservableConfig);
    me.removed = [];
    me.autoSyncSuspended = 0;
    // No proxy in the config: a subclass may name one in its define body (on the prototype).
    const proxyConfig: any = proxy !== undefined ? proxy : me.proxy;
    // The model: a class name, or an implicit model made from `fields` (unless a proxy
    // instance brings its own model).
    const model: unknown = me.model;
    const instance = isProxy(proxyConfig);
    if (isString(model)) {
      me.model = resolveModel(STORE, model, "config 'model':");
    } else if (model === undefined && (me.fields || !(instance && proxyConfig.model))) {
      const name = `${STORE}.ImplicitModel-${me.storeId || `ext-store-${++implicitSeed}`}`;
      if (ClassManager.isCreated(name)) ClassManager.undefine(name);
      me.implicitModel = true;
      me.model = define(name, {
        extend: Model,
        fields: me.fields || [],
        proxy: proxyConfig && !instance ? proxyConfig : 'memory',
      });
    }
    me.setProxy(proxyConfig ?? me.model.getProxy());
    if (me.storeId) StoreManager.register(me);
    return me;
  }

  /**
   * Sets the proxy from a type, a config object (which gets the store's `model`) or an
   * instance (whose model becomes the store's). Returns the proxy.
   */
  setProxy(proxy: unknown): Proxy {
    const me = this;
    const model = me.model;
    let instance = proxy as Proxy;
    if (isProxy(proxy)) {
      if (model && instance.model !== model) instance.setModel(model);
    } else {
      // A config from a subclass body lives on the prototype, shared by every instance: it is
      // copied rather than completed in place (Ext completes the caller's own config object).
      const config: Record<string, unknown> = isString(proxy)
        ? { type: proxy }
        : proxy === Object.getPrototypeOf(me).proxy
          ? { ...(proxy as object) }
          : (proxy as Record<string, unknown>);
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

  /** The proxy. */
  getProxy<P extends Proxy = Proxy>(): P {
    return this.proxy as P;
  }

  /**
   * The reader found `metaData`: the store adopts the proxy's model and fires
   * `metachange(store, meta)`. A method, as in Ext JS 4, so that a subclass can override it.
   */
  onMetaChange(proxy: Proxy, meta: unknown): void {
    if (proxy.model && proxy.model !== this.model) this.model = proxy.model;
    this.fireEvent('metachange', this, meta);
  }

  /** @internal Fires `datachanged(store)` then `refresh(store)`: what a change of the whole view fires. */
  $fireRefresh(): void {
    this.fireEvent('datachanged', this);
    this.fireEvent('refresh', this);
  }

  /**
   * @internal Calls an operation's `callback(records, operation, success)`, if it has one
   * (`this` = its `scope`, default the store).
   */
  $callOperationCallback(operation: Operation, records: unknown, success: boolean): void {
    if (isFn(operation.callback)) {
      operation.callback.call(operation.scope ?? this, records, operation, success);
    }
  }

  // ---- change tracking and sync ------------------------------------------------------

  /** The new records (phantom) that are valid (`Lib.data.Store` has records; none here). */
  getNewRecords(): Model[] {
    return [];
  }

  /** The changed records (dirty) that exist on the server and are valid (none here). */
  getUpdatedRecords(): Model[] {
    return [];
  }

  /** `getNewRecords()` followed by `getUpdatedRecords()`. */
  getModifiedRecords(): Model[] {
    return this.getNewRecords().concat(this.getUpdatedRecords());
  }

  /**
   * The records removed since the last sync, waiting to be destroyed on the server (those
   * the server destroyed meanwhile, through `record.destroy()`, are dropped).
   */
  getRemovedRecords(): Model[] {
    this.$pruneErased();
    return this.removed;
  }

  /** @internal Keeps in `removed` (in place) only the records `keep` accepts. */
  $keepRemoved(keep: (record: Model) => boolean): void {
    const removed = this.removed;
    let count = 0;
    for (const record of removed) if (keep(record)) removed[count++] = record;
    removed.length = count;
  }

  /**
   * @internal Drops from `removed` (in place) the records the server already destroyed: by
   * `record.destroy()` after they were removed here, or by another store's sync.
   */
  $pruneErased(): void {
    this.$keepRemoved((record) => record.erased !== true);
  }

  /**
   * Sends the changes through the proxy as one `Lib.data.Batch`, actions in the proxy's
   * `batchOrder`: new records (create), changed ones (update), removed ones (destroy);
   * invalid records are left out. Fires `beforesync(operations)` (`false` cancels), and after
   * each successful operation `write(store, operation)`, `datachanged` and `refresh`. A
   * failed operation leaves its records as they were (phantom, dirty with the user's values,
   * or still in the removed list), so the next `sync` sends the same change. `options`
   * (`success`, `failure`, `callback`, `scope`, `batch`) go to the proxy's `batch`; a write
   * refused as stale (412 or 409) fires `conflict(store, record, current, operation)` per
   * record (settle it with `resolveConflict`); an
   * `options.signal` (AbortSignal) aborts the operation in flight and fails the ones not
   * started yet.
   *
   * While a sync is running, another `sync` waits for it to finish and then runs (with its
   * own options, on the changes left at that time): two syncs at once would send the same
   * new record twice, and the server would create it twice.
   */
  sync(options?: SyncOptions): this {
    const me = this;
    checkRemoteOptions(options, `${STORE}#sync`);
    if (me.syncing) {
      const queue = (me.$pendingSyncs ||= []);
      // Waiting syncs without options are all the same sync (autoSync asks after each edit).
      if (options !== undefined || !queue.includes(undefined)) queue.push(options);
      return me;
    }
    const operations: Record<string, Model[]> = {
      create: me.getNewRecords(),
      update: me.getUpdatedRecords(),
      destroy: me.getRemovedRecords().slice(),
    };
    for (const action in operations) if (!operations[action].length) delete operations[action];
    if (!Object.keys(operations).length || me.fireEvent('beforesync', operations) === false) {
      return me;
    }
    const complete = me.batchUpdateMode === 'complete';
    const listeners = {
      scope: me,
      exception: me.onBatchException,
      [complete ? 'complete' : 'operationcomplete']:
        me[complete ? 'onBatchComplete' : 'onBatchOperationComplete'],
    };
    // `syncBatch` is already unset: it is set only while syncing.
    me.syncing = true;
    let batch: Batch;
    try {
      batch = me.proxy.batch({ ...options, operations, listeners });
    } catch (error) {
      me.syncing = false;
      throw error;
    }
    if (!batch.isRunning) {
      me.$afterSync(null);
    } else {
      me.syncBatch = batch;
      // Added after the proxy's own `complete` listener, so the caller's success, failure and
      // callback run before a waiting sync starts.
      const done = () => me.$afterSync(batch);
      batch.on('complete', done, me, { single: true });
      // A batch paused on a failure never completes: the store must not wait for it.
      if (batch.pauseOnException) batch.on('exception', done, me, { single: true });
    }
    return me;
  }

  /** Whether a `sync` is running (a `sync` called meanwhile waits for it). */
  isSyncing(): boolean {
    return this.syncing === true;
  }

  /**
   * @internal A sync's batch is done (or paused; `null`: it ran at once): runs the syncs that
   * waited for it, one after another.
   */
  $afterSync(batch: Batch | null): void {
    const me = this;
    if (!me.syncing || (batch !== null && me.syncBatch !== batch)) return;
    me.syncing = false;
    me.syncBatch = undefined;
    const queue = me.$pendingSyncs;
    if (!queue || me.isDestroyed) return;
    // A waiting sync either finds nothing to send (the next one runs at once) or starts a
    // batch (the others wait for that one).
    while (queue.length && !me.syncing && !me.isDestroyed) me.sync(queue.shift());
  }

  /** @internal One operation of a sync is back (`batchUpdateMode` `'operation'`). */
  onBatchOperationComplete(_batch: unknown, operation: Operation): void {
    this.onProxyWrite(operation);
  }

  /** @internal A sync is done (`batchUpdateMode` `'complete'`). */
  onBatchComplete(batch: Batch): void {
    for (const operation of batch.operations) this.onProxyWrite(operation);
  }

  /**
   * @internal An operation of a sync failed: its records stay as they are. For a write the
   * server refused as stale, `conflict(store, record, current, operation)` fires once per
   * record concerned (`current`: the server's row as a record, when the answer had it).
   */
  onBatchException(_batch: unknown, operation: Operation): void {
    for (const { record, current } of operation.requestError?.conflicts || []) {
      this.fireEvent('conflict', this, record, current, operation);
    }
  }

  /**
   * One write of a sync is back: a successful destroy forgets its records (and marks them
   * `erased`, so another store they were removed from does not destroy them again); on
   * success fires `write(store, operation)`, `datachanged` and `refresh`; then calls the
   * operation's `callback(records, operation, success)`.
   */
  onProxyWrite(operation: Operation): void {
    const me = this;
    const success = operation.wasSuccessful();
    const records = operation.getRecords() || [];
    if (success) {
      if (operation.action === 'destroy') {
        for (const record of records) record.erased = true;
        const done = new Set(records);
        me.$keepRemoved((record) => !done.has(record));
      }
      me.fireEvent('write', me, operation);
      me.$fireRefresh();
    }
    me.$callOperationCallback(operation, records, success);
  }

  /** Stops `autoSync` from syncing until `resumeAutoSync` (calls nest). */
  suspendAutoSync(): void {
    this.autoSyncSuspended++;
  }

  /** Undoes one `suspendAutoSync`. */
  resumeAutoSync(): void {
    if (this.autoSyncSuspended > 0) this.autoSyncSuspended--;
  }

  /** @internal Syncs when `autoSync` is on and not suspended. */
  $doAutoSync(): void {
    if (this.autoSync && !this.autoSyncSuspended) this.sync();
  }

  // ---- teardown ------------------------------------------------------------------------

  /** Unregisters the store, lets go of its proxy and implicit model and removes its listeners. */
  destroyStore(): void {
    const me = this;
    if (me.isDestroyed) return;
    const model = me.model;
    if (me.storeId) StoreManager.unregister(me);
    me.$pendingSyncs = undefined;
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

registerClass(AbstractStore, 'Lib.data.AbstractStore', {
  $configs: declareConfigs<AbstractStoreConfig, ObservableConfig>({
    storeId: cfg('name'),
    id: cfg('name'),
    model: cfg(MODEL_RULE),
    fields: cfg([Array.isArray, 'an array of field names or field configs']),
    proxy: cfg([(v) => isString(v) || isMap(v), PROXY]),
    autoSync: false,
    batchUpdateMode: cfg(
      [(v) => v === 'operation' || v === 'complete', "'operation' or 'complete'"],
      'operation',
    ),
  }),
  syncing: false,
  isStore: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.AbstractStore': typeof AbstractStore;
  }
}
