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
import { isMap, isObj, isFn, own } from '../../lib/check';
import { checkOptions, type Rule } from '../../lib/config';
import { expects } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { SIGNAL } from './Connection.options';
import { Operation, type Action, type OperationConfig } from './Operation';
import type { Model } from './Model';

/** The options of `record.save` and `record.destroy`. Other keys go to the operation. */
export interface RemoteOptions {
  /** Called with `(record, operation)` when the server accepted the change. */
  success?: (record: Model, operation: Operation) => void;
  /** Called with `(record, operation)` when the operation failed. */
  failure?: (record: Model, operation: Operation) => void;
  /**
   * Called after `success` or `failure`: `save` passes `(record, operation, success)`,
   * `destroy` passes `(record, operation)` (as Ext JS 4 does).
   */
  callback?: (record: Model, operation: Operation, success?: boolean) => void;
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
  success?: (record: Model, operation: Operation) => void;
  /** Called with `(null, operation)` when the read failed. */
  failure?: (record: null, operation: Operation) => void;
  /** Called after `success` or `failure` with `(record or null, operation, success)`. */
  callback?: (record: Model | null, operation: Operation, success: boolean) => void;
  /** `this` of the callbacks (default the model class). */
  scope?: unknown;
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Extra request parameters. */
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The options of `resolveConflict`: those of the save (or destroy) it makes, which also go to
 * the `Model.load` of a `'reload'` (whose `failure` gets `null`).
 */
export type ConflictOptions = RemoteOptions & ModelLoadOptions;

/** Option keys that belong to the caller, not to the operation. */
const CALLER_KEYS = new Set(['success', 'failure', 'callback', 'scope']);

/** The checks of the options of a remote call (`null` passes as absent). */
const REMOTE_OPTIONS: Record<string, Rule> = {
  success: 'function',
  failure: 'function',
  callback: 'function',
  signal: SIGNAL,
};

/**
 * Checks the options of a remote call (also used by the store's `load` and `sync`): an object
 * whose `success`, `failure` and `callback` are functions and whose `signal` is an
 * AbortSignal (or `null`: none), when given. Returns them (or an empty object).
 */
export function checkRemoteOptions<T extends Record<string, unknown>>(
  options: unknown,
  where: string,
): T {
  if (options == null) return {} as T;
  if (!isMap(options)) expects(where, 'an options object', options);
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
  finish: (operation: Operation) => [boolean, unknown],
): [Operation, (operation: Operation) => void] {
  const opts = checkRemoteOptions<Record<string, unknown>>(options, where);
  const config: OperationConfig = { action };
  for (const key in opts) {
    if (own(opts, key) && !CALLER_KEYS.has(key) && !isUnsafeKey(key)) config[key] = opts[key];
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
