/**
 * Change tracking and synchronisation of `Lib.data.Store` (classes/data/Store.ts). These
 * members are part of the store's prototype (Store.ts puts them in its registration body, so
 * `callParent` works from subclasses).
 *
 * `sync` hands the new (phantom), changed (dirty) and removed records to the proxy as one
 * `Lib.data.Batch`; invalid records are left out. A failed operation changes nothing: its
 * records stay phantom, dirty or pending removal, so the next `sync` sends them again. A
 * `sync` asked for while one runs waits for it, so no change is ever sent twice at once.
 *
 * @example
 *   store.sync({success: () => console.log('saved'), failure: () => console.log('kept')});
 */
import { checkOptions } from './Model.remote';
import type { Operation } from './Operation';
import type { Store, SyncOptions } from './Store';
import { allOf, callBack, refresh, fire } from './Store.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The records of the store, filtered out or not, that `test` accepts. */
const pick = (store: Store, test: (record: Any) => boolean): Any[] =>
  allOf(store).items.filter(test);

/** Keeps in `store.removed` (in place) only the records `keep` accepts. */
function keepRemoved(store: Store, keep: (record: Any) => boolean): void {
  const removed = store.removed;
  let count = 0;
  for (const record of removed) if (keep(record)) removed[count++] = record;
  removed.length = count;
}

/**
 * Drops from `store.removed` (in place) the records the server already destroyed: by
 * `record.destroy()` after they were removed here, or by another store's sync.
 */
const pruneErased = (store: Store) => keepRemoved(store, (record) => record.erased !== true);

/** The change-tracking and sync members of `Lib.data.Store`. */
export const syncMethods = {
  /** The new records (phantom) that are valid, filtered out or not. */
  getNewRecords(this: Store): Any[] {
    return pick(this, (r) => r.phantom === true && r.isValid());
  },

  /** The changed records (dirty) that exist on the server (not phantom) and are valid. */
  getUpdatedRecords(this: Store): Any[] {
    return pick(this, (r) => r.dirty === true && r.phantom !== true && r.isValid());
  },

  /** `getNewRecords()` followed by `getUpdatedRecords()`. */
  getModifiedRecords(this: Store): Any[] {
    return this.getNewRecords().concat(this.getUpdatedRecords());
  },

  /**
   * The records removed since the last sync, waiting to be destroyed on the server (those
   * the server destroyed meanwhile, through `record.destroy()`, are dropped).
   */
  getRemovedRecords(this: Store): Any[] {
    pruneErased(this);
    return this.removed;
  },

  /** Commits every new and changed record (each fires `update` with `'commit'`) and forgets the removed ones. */
  commitChanges(this: Store): void {
    for (const record of this.getModifiedRecords()) record.commit();
    this.removed.length = 0;
  },

  /**
   * Undoes every change: edited records are rejected (`update` with `'reject'`), new ones
   * removed, removed ones put back where they were.
   */
  rejectChanges(this: Store): void {
    const me = this;
    for (const record of pick(me, (r) => r.phantom === true || r.dirty === true)) {
      record.reject();
      if (record.phantom) me.remove(record);
    }
    // Back where they were removed from, the last removed first, so the positions hold. A
    // record the server already destroyed cannot come back.
    pruneErased(me);
    const removed = me.removed.splice(0);
    for (let i = removed.length; i--;) {
      const record = removed[i];
      me.insert(record.removedFrom || 0, [record]);
      record.reject();
    }
  },

  /**
   * Sends the changes through the proxy as one `Lib.data.Batch`, actions in the proxy's
   * `batchOrder`: new records (create), changed ones (update), removed ones (destroy);
   * invalid records are left out. Fires `beforesync(operations)` (`false` cancels), and after
   * each successful operation `write(store, operation)`, `datachanged` and `refresh`. A
   * failed operation leaves its records as they were (phantom, dirty with the user's values,
   * or still in the removed list), so the next `sync` sends the same change. `options`
   * (`success`, `failure`, `callback`, `scope`, `batch`) go to the proxy's `batch`; an
   * `options.signal` (AbortSignal) aborts the operation in flight and fails the ones not
   * started yet.
   *
   * While a sync is running, another `sync` waits for it to finish and then runs (with its
   * own options, on the changes left at that time): two syncs at once would send the same
   * new record twice, and the server would create it twice.
   */
  sync(this: Store, options?: SyncOptions): Store {
    const me = this;
    checkOptions(options, 'Lib.data.Store#sync');
    if (me.syncing) {
      const queue = (me.pendingSyncs ||= []);
      // Waiting syncs without options are all the same sync (autoSync asks after each edit).
      if (options !== undefined || !queue.includes(undefined)) queue.push(options);
      return me;
    }
    const operations: Record<string, Any[]> = {
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
    let batch: Any;
    try {
      batch = me.proxy.batch({ ...options, operations, listeners });
    } catch (error) {
      me.syncing = false;
      throw error;
    }
    if (!batch.isRunning) {
      afterSync(me, null);
    } else {
      me.syncBatch = batch;
      // Added after the proxy's own `complete` listener, so the caller's success, failure and
      // callback run before a waiting sync starts.
      const done = () => afterSync(me, batch);
      batch.on('complete', done, me, { single: true });
      // A batch paused on a failure never completes: the store must not wait for it.
      if (batch.pauseOnException) batch.on('exception', done, me, { single: true });
    }
    return me;
  },

  /** Whether a `sync` is running (a `sync` called meanwhile waits for it). */
  isSyncing(this: Store): boolean {
    return this.syncing === true;
  },

  /** @internal One operation of a sync is back (`batchUpdateMode` `'operation'`). */
  onBatchOperationComplete(this: Store, _batch: unknown, operation: Operation): void {
    onProxyWrite(this, operation);
  },

  /** @internal A sync is done (`batchUpdateMode` `'complete'`). */
  onBatchComplete(this: Store, batch: Any): void {
    for (const operation of batch.operations) onProxyWrite(this, operation);
  },

  /** @internal An operation of a sync failed: its records stay as they are. */
  onBatchException(this: Store, _batch: unknown, _operation: Operation): void {},

  /** Stops `autoSync` from syncing until `resumeAutoSync` (calls nest). */
  suspendAutoSync(this: Store): void {
    this.autoSyncSuspended++;
  },

  /** Undoes one `suspendAutoSync`. */
  resumeAutoSync(this: Store): void {
    if (this.autoSyncSuspended > 0) this.autoSyncSuspended--;
  },
};

/**
 * A sync's batch is done (or paused; `null`: it ran at once): runs the syncs that waited for
 * it, one after another.
 */
function afterSync(store: Store, batch: Any): void {
  if (!store.syncing || (batch !== null && store.syncBatch !== batch)) return;
  store.syncing = false;
  store.syncBatch = undefined;
  const queue = store.pendingSyncs;
  if (!queue || store.isDestroyed) return;
  // A waiting sync either finds nothing to send (the next one runs at once) or starts a batch
  // (the others wait for that one).
  while (queue.length && !store.syncing && !store.isDestroyed) store.sync(queue.shift());
}

/**
 * One write of a sync is back: a successful destroy forgets its records (and marks them
 * `erased`, so another store they were removed from does not destroy them again); on success
 * fires `write(store, operation)`, `datachanged` and `refresh`; then calls the operation's
 * `callback(records, operation, success)`.
 */
function onProxyWrite(store: Store, operation: Operation): void {
  const success = operation.wasSuccessful();
  const records = operation.getRecords() || [];
  if (success) {
    if (operation.action === 'destroy') {
      for (const record of records) record.erased = true;
      const done = new Set(records);
      keepRemoved(store, (record) => !done.has(record));
    }
    fire(store, 'write', operation);
    refresh(store);
  }
  callBack(store, operation, records, success);
}
