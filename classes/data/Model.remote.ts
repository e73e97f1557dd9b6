/**
 * The members of `Lib.data.Model` (classes/data/Model.ts) that talk to the model's proxy:
 * `record.save(options)`, `record.destroy(options)` and the static `Model.load(id, options)`.
 * Model.ts's methods of those names (which subclasses override and `callParent` into) call
 * `saveRecord`, `destroyRecord` and `loadRecord` here.
 *
 * A failed save or destroy changes nothing on the record: it stays phantom or dirty with the
 * user's values (the proxy commits a record only when the server accepted it), so the same
 * call can simply be made again.
 *
 * @example
 *   user.save({
 *     success: (record, operation) => console.log('saved as', record.getId()),
 *     failure: (record, operation) => console.log(operation.getError()),
 *     signal: controller.signal,
 *   });
 *   App.User.load(7, {success: (user) => console.log(user.get('name'))});
 */
import { fail } from '../../lib/check';
import { describe } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { Operation, type Action, type OperationConfig } from './Operation';
import { ResultSet } from './ResultSet';
import type { Model } from './Model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The options of `record.save` and `record.destroy`. Other keys go to the operation. */
export interface RemoteOptions {
  /** Called with `(record, operation)` when the server accepted the change. */
  success?: (record: Any, operation: Operation) => void;
  /** Called with `(record, operation)` when the operation failed. */
  failure?: (record: Any, operation: Operation) => void;
  /**
   * Called after `success` or `failure`: `save` passes `(record, operation, success)`,
   * `destroy` passes `(record, operation)` (as Ext JS 4 does).
   */
  callback?: (record: Any, operation: Operation, success?: boolean) => void;
  /** `this` of the callbacks (default the record). */
  scope?: unknown;
  /** Aborts the request of the operation. */
  signal?: AbortSignal;
  /** Extra request parameters. */
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The options of the static `Model.load(id, options)`. Other keys go to the operation. */
export interface ModelLoadOptions {
  /** Called with `(record, operation)` when the record was read. */
  success?: (record: Any, operation: Operation) => void;
  /** Called with `(null, operation)` when the read failed. */
  failure?: (record: null, operation: Operation) => void;
  /** Called after `success` or `failure` with `(record or null, operation, success)`. */
  callback?: (record: Any, operation: Operation, success: boolean) => void;
  /** `this` of the callbacks (default the model class). */
  scope?: unknown;
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Extra request parameters. */
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** What the model needs of a store it joined (Lib.data.Store has all of it). */
interface JoinedStore {
  fireEvent?(name: string, ...args: Any[]): unknown;
  remove?(records: Any, isMove?: boolean): void;
}

/** Option keys that belong to the caller, not to the operation. */
const CALLER_KEYS = new Set(['success', 'failure', 'callback', 'scope']);

/**
 * Checks the options of a remote call (also used by the store's `load` and `sync`): an object
 * whose `success`, `failure` and `callback` are functions and whose `signal` is an
 * AbortSignal (or `null`: none), when given. Returns them (or an empty object).
 */
export function checkOptions<T extends Record<string, Any>>(options: unknown, where: string): T {
  if (options === undefined || options === null) return {} as T;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`[${where}] expects an options object, got ${describe(options)}`);
  }
  const opts = options as Record<string, unknown>;
  for (const name of ['success', 'failure', 'callback']) {
    const fn = opts[name];
    if (fn !== undefined && fn !== null && typeof fn !== 'function') {
      fail(where, `option '${name}'`, 'a function', fn);
    }
  }
  const signal = opts.signal as Any;
  if (
    signal !== undefined &&
    signal !== null &&
    (typeof signal !== 'object' ||
      typeof signal.aborted !== 'boolean' ||
      typeof signal.addEventListener !== 'function')
  ) {
    fail(where, "option 'signal'", 'an AbortSignal', signal);
  }
  return opts as T;
}

/** The operation config from the caller's options: everything but the callbacks and scope. */
function operationConfig(options: Record<string, unknown>, action: Action): OperationConfig {
  const config: OperationConfig = { action };
  for (const key in options) {
    if (
      Object.prototype.hasOwnProperty.call(options, key) &&
      !CALLER_KEYS.has(key) &&
      !isUnsafeKey(key)
    ) {
      config[key] = options[key];
    }
  }
  config.action = action;
  return config;
}

function call(fn: unknown, scope: unknown, args: unknown[]): void {
  if (typeof fn === 'function') fn.apply(scope, args);
}

/**
 * The proxy's callback, made safe to call once: a proxy that called back twice would report
 * the outcome twice.
 */
function once(fn: (operation: Operation) => void): (operation: Operation) => void {
  let called = false;
  return (operation) => {
    if (called) return;
    called = true;
    fn(operation);
  };
}

/**
 * Saves the record through its proxy: `create` when it is phantom, else `update`. When the
 * server accepts it, the values it sent back are copied in and the record is committed (a
 * new record takes the server's id and stops being phantom); every store holding it fires
 * `write(store, operation)` and `datachanged(store)`; then `success(record, operation)`.
 * On failure the record is left exactly as it was and `failure(record, operation)` is
 * called. Either way `callback(record, operation, success)` follows; `this` is
 * `options.scope` (default the record). Other options (`params`, `signal`, ...) go to the
 * operation.
 */
export function saveRecord(record: Model, options?: RemoteOptions): void {
  const opts = checkOptions<RemoteOptions>(options, `${record.$className}#save`);
  const action: Action = record.phantom ? 'create' : 'update';
  const operation = new Operation({ ...operationConfig(opts, action), records: [record] });
  const scope = opts.scope || record;
  const done = once((op: Operation) => {
    const success = op.wasSuccessful();
    if (success) {
      for (const store of record.stores.slice() as JoinedStore[]) {
        if (typeof store.fireEvent !== 'function') continue;
        store.fireEvent('write', store, op);
        store.fireEvent('datachanged', store);
      }
      call(opts.success, scope, [record, op]);
    } else {
      call(opts.failure, scope, [record, op]);
    }
    call(opts.callback, scope, [record, op, success]);
  });
  // Started here (as a batch starts its operations) so the operation knows what was sent.
  operation.setStarted();
  record.getProxy()[action](operation, done, record);
}

/**
 * Destroys the record through its proxy. A phantom record never reaches the server: it
 * succeeds at once. On success the record leaves every store holding it (`remove` and
 * `bulkremove` with `isMove` true, so it is not queued for another destroy) and, unless it
 * was phantom, each store fires `write(store, operation)`; the record becomes `erased`, so a
 * store it was removed from earlier does not destroy it again on its next sync (Ext JS 4
 * sends that second destroy); then `success(record, operation)`. On failure the record
 * stays where and as it was and `failure(record, operation)` is called. Either way
 * `callback(record, operation)` follows (no third argument, as in Ext JS 4); `this` is
 * `options.scope` (default the record). With no options this is still the data action, as
 * `record.destroy()` is in Ext JS 4.
 */
export function destroyRecord(record: Model, options?: RemoteOptions): void {
  const opts = checkOptions<RemoteOptions>(options, `${record.$className}#destroy`);
  const wasPhantom = record.phantom === true;
  const operation = new Operation({ ...operationConfig(opts, 'destroy'), records: [record] });
  const scope = opts.scope || record;
  const done = once((op: Operation) => {
    if (op.wasSuccessful()) {
      // Stores the record was removed from earlier still list it for their next sync: the
      // flag keeps them from sending a second destroy for a record the server no longer has.
      if (!wasPhantom) record.erased = true;
      for (const store of record.stores.slice() as JoinedStore[]) {
        if (typeof store.remove === 'function') store.remove(record, true);
        if (!wasPhantom && typeof store.fireEvent === 'function') {
          store.fireEvent('write', store, op);
        }
      }
      call(opts.success, scope, [record, op]);
    } else {
      call(opts.failure, scope, [record, op]);
    }
    call(opts.callback, scope, [record, op]);
  });
  operation.setStarted();
  if (wasPhantom) {
    operation.resultSet = new ResultSet({ records: [], total: 0 });
    operation.setCompleted();
    operation.setSuccessful();
    done(operation);
  } else {
    record.getProxy().destroy(operation, done, record);
  }
}

/**
 * The static `Model.load(id, options)`: a read operation with `id` (an `id` in the options
 * wins, as in Ext JS 4). When it succeeds the first record read is passed to
 * `success(record, operation)`; a record the server sent without an id is given `id` (and
 * stays clean). A read that succeeds with no record at all is a failure here (Ext JS 4 throws
 * inside its callback): the operation gets the error `'no record was found for id <id>'`.
 * On failure `failure(null, operation)`. Then `callback(record or null, operation,
 * success)`; `this` is `options.scope` (default the model class).
 */
export function loadRecord(model: Any, id: unknown, options?: ModelLoadOptions): void {
  const where = `${model.$className || 'Lib.data.Model'}.load`;
  const opts = checkOptions<ModelLoadOptions>(options, where);
  const config = operationConfig(opts, 'read');
  if (config.id === undefined) config.id = id;
  const operation = new Operation(config);
  const scope = opts.scope || model;
  const done = once((op: Operation) => {
    let success = op.wasSuccessful();
    let record: Any = null;
    if (success) {
      record = (op.getRecords() || [])[0] ?? null;
      if (record === null) {
        success = false;
        op.setException(`no record was found for id ${describe(config.id)}`);
      } else if (!record.hasId()) {
        const wasDirty = record.dirty === true;
        record.setId(config.id);
        // The id is what was asked for, not a change of the user's: the record stays clean.
        if (!wasDirty) record.commit(true);
      }
    }
    if (success) call(opts.success, scope, [record, op]);
    else call(opts.failure, scope, [null, op]);
    call(opts.callback, scope, [record, op, success]);
  });
  operation.setStarted();
  model.getProxy().read(operation, done, model);
}
