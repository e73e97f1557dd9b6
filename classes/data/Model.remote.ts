/**
 * The remote calls of records and stores, the concern `Lib.data.Model`'s `save`, `destroy`
 * and static `load` (classes/data/Model.ts) share with the store's `load` and `sync`: their
 * option types, the check of their options (`checkRemoteOptions`), and `prepareRemote`, which
 * makes the operation of one call and the proxy's callback that settles it once and calls the
 * caller's `success`, `failure` and `callback`.
 *
 * @example
 *   user.save({
 *     success: (record, operation) => console.log('saved as', record.getId()),
 *     failure: (record, operation) => console.log(operation.getError()),
 *     signal: controller.signal,
 *   });
 *   App.User.load(7, {success: (user) => console.log(user.get('name'))});
 */
import { isMap, isObj, isFn } from '../../lib/check';
import { checkOptions, type Rule } from '../../lib/config';
import { describe } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { hasOwn } from './Model.utils';
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

/** The checks of the options of a remote call (`null` passes as absent). */
const REMOTE_OPTIONS: Record<string, Rule> = {
  success: 'function',
  failure: 'function',
  callback: 'function',
  signal: [
    (v) => isObj(v) && typeof v.aborted === 'boolean' && isFn(v.addEventListener),
    'an AbortSignal',
  ],
};

/**
 * Checks the options of a remote call (also used by the store's `load` and `sync`): an object
 * whose `success`, `failure` and `callback` are functions and whose `signal` is an
 * AbortSignal (or `null`: none), when given. Returns them (or an empty object).
 */
export function checkRemoteOptions<T extends Record<string, Any>>(
  options: unknown,
  where: string,
): T {
  if (options == null) return {} as T;
  if (!isMap(options)) {
    throw new TypeError(`[${where}] expects an options object, got ${describe(options)}`);
  }
  checkOptions(where, options, REMOTE_OPTIONS, true);
  return options as T;
}

/**
 * Prepares one remote call: checks the options, makes the operation from them (everything but
 * the callbacks and scope, completed by `build`) and starts it. Returns the operation and the
 * proxy's callback, which runs once only (a proxy that called back twice would report the
 * outcome twice): `finish(operation)` settles the outcome and returns `[success, record]`,
 * then the caller's `success` or `failure(record, operation)` and `callback(record,
 * operation, success)` are called (`destroy`'s callback gets no `success`, as in Ext JS 4),
 * with `this` = `options.scope`, default `target`.
 */
export function prepareRemote(
  target: unknown,
  where: string,
  options: unknown,
  action: Action,
  build: (config: OperationConfig) => OperationConfig,
  finish: (operation: Operation) => [boolean, Any],
): [Operation, (operation: Operation) => void] {
  const opts = checkRemoteOptions<Record<string, Any>>(options, where);
  const config: OperationConfig = { action };
  for (const key in opts) {
    if (hasOwn(opts, key) && !CALLER_KEYS.has(key) && !isUnsafeKey(key)) config[key] = opts[key];
  }
  config.action = action;
  const operation = new Operation(build(config));
  const scope = opts.scope || target;
  const fire = (name: string, ...args: unknown[]) => {
    if (isFn(opts[name])) opts[name].apply(scope, args);
  };
  let called = false;
  // Started here (as a batch starts its operations) so the operation knows what was sent.
  operation.setStarted();
  return [
    operation,
    (op) => {
      if (called) return;
      called = true;
      const [success, record] = finish(op);
      fire(success ? 'success' : 'failure', record, op);
      fire('callback', record, op, ...(action === 'destroy' ? [] : [success]));
    },
  ];
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
  const action: Action = record.phantom ? 'create' : 'update';
  const [operation, done] = prepareRemote(
    record,
    `${record.$className}#save`,
    options,
    action,
    (config) => ({ ...config, records: [record] }),
    (op) => {
      const success = op.wasSuccessful();
      if (success) {
        for (const store of record.stores.slice() as JoinedStore[]) {
          if (!isFn(store.fireEvent)) continue;
          store.fireEvent('write', store, op);
          store.fireEvent('datachanged', store);
        }
      }
      return [success, record];
    },
  );
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
  const wasPhantom = record.phantom === true;
  const [operation, done] = prepareRemote(
    record,
    `${record.$className}#destroy`,
    options,
    'destroy',
    (config) => ({ ...config, records: [record] }),
    (op) => {
      const success = op.wasSuccessful();
      if (success) {
        // Stores the record was removed from earlier still list it for their next sync: the
        // flag keeps them from sending a second destroy for a record the server no longer has.
        if (!wasPhantom) record.erased = true;
        for (const store of record.stores.slice() as JoinedStore[]) {
          if (isFn(store.remove)) store.remove(record, true);
          if (!wasPhantom && isFn(store.fireEvent)) {
            store.fireEvent('write', store, op);
          }
        }
      }
      return [success, record];
    },
  );
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
  let wanted: unknown;
  const [operation, done] = prepareRemote(
    model,
    `${model.$className || 'Lib.data.Model'}.load`,
    options,
    'read',
    (config) => {
      if (config.id === undefined) config.id = id;
      wanted = config.id;
      return config;
    },
    (op) => {
      let success = op.wasSuccessful();
      let record: Any = null;
      if (success) {
        record = (op.getRecords() || [])[0] ?? null;
        if (record === null) {
          success = false;
          op.setException(`no record was found for id ${describe(wanted)}`);
        } else if (!record.hasId()) {
          const wasDirty = record.dirty === true;
          record.setId(wanted);
          // The id is what was asked for, not a change of the user's: the record stays clean.
          if (!wasDirty) record.commit(true);
        }
      }
      return [success, record];
    },
  );
  model.getProxy().read(operation, done, model);
}
