/**
 * `Lib.data.Batch`: runs a list of operations through their proxy strictly one after
 * another — the next starts only when the previous one has called back. Events
 * `operationcomplete(batch, operation)`, `exception(batch, operation)`, `complete(batch,
 * lastOperation)`.
 *
 * @example
 *   const batch = Lib.create('Lib.data.Batch', {proxy, listeners: {complete: () => done()}});
 *   batch.add([createOp, updateOp]);
 *   batch.start();
 */
import { registerClass } from '../../lib/Class';
import { isArray, isMap, isString } from '../../lib/check';
import { cfg, declareConfigs, type OwnConfigs } from '../../lib/config';
import { expects, raise } from '../../lib/Error';
import { Observable, type ObservableConfig } from '../util/Observable';
import { RequestError } from './Connection.errors';
import { Operation } from './Operation';
import type { Proxy } from './proxy/Proxy';

export interface BatchConfig extends ObservableConfig {
  /** The proxy that runs the operations (required before `start`). */
  proxy?: Proxy;
  /** Start as soon as operations are added (default `false`). */
  autoStart?: boolean;
  /** Stop at the first failed operation instead of going on (default `false`). */
  pauseOnException?: boolean;
}

/**
 * The configs on the instance, as `BatchConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Batch extends OwnConfigs<BatchConfig, ObservableConfig> {}

/** The events of a batch and the arguments their listeners get (`S`: the batch's own type). */
export interface BatchEvents<S = Batch> {
  /** Every operation has run (`operation`: the last one). */
  complete: [batch: S, operation: Operation];
  /** An operation failed. */
  exception: [batch: S, operation: Operation];
  /** An operation finished, well or not. */
  operationcomplete: [batch: S, operation: Operation];
}

export class Batch extends Observable {
  /** Type only: the events (see `BatchEvents`). */
  declare $eventMap: BatchEvents<this>;
  /** The operations, in running order. */
  declare operations: Operation[];
  /** Index of the operation running now (-1 before the start). */
  declare current: number;
  /** Number of operations. */
  declare total: number;
  declare isRunning: boolean;
  declare isComplete: boolean;
  declare hasException: boolean;
  /** The operations that failed. */
  declare exceptions: Operation[];
  /** @internal Set while `start()` runs operations (a proxy's throw then reaches its caller). */
  declare $starting: boolean;

  override $construct(config?: BatchConfig) {
    const me = this;
    // Observable checks the config against `$configs`.
    super.$construct(config);
    me.operations = [];
    me.exceptions = [];
    me.current = -1;
    me.total = 0;
    me.isRunning = me.isComplete = me.hasException = false;
    return me;
  }

  /** Adds one operation or several. */
  add(operations: Operation | Operation[]): this {
    const me = this;
    for (const operation of isArray(operations) ? operations : [operations]) {
      if (!(operation instanceof Operation)) {
        expects('Lib.data.Batch#add', 'Lib.data.Operation instances', operation);
      }
      operation.batch = me;
      me.operations.push(operation);
    }
    me.total = me.operations.length;
    if (me.autoStart && !me.isRunning) me.start();
    return me;
  }

  /**
   * Starts the batch, or resumes it after a pause: from `index` (default: the operation
   * after the last one run). Forgets earlier exceptions. Does nothing while running.
   */
  start(index?: number): this {
    const me = this;
    if (me.isRunning) return me;
    if (!me.proxy) raise('Lib.data.Batch#start', 'cannot start: no proxy is set');
    me.exceptions.length = 0;
    me.hasException = false;
    me.isRunning = me.$starting = true;
    try {
      me.runOperation(index === undefined ? me.current + 1 : index);
    } finally {
      me.$starting = false;
    }
    return me;
  }

  /** Runs the current operation again (after a failure paused the batch), then goes on. */
  retry(): this {
    return this.start(this.current);
  }

  /** Stops after the operation running now. */
  pause(): this {
    this.isRunning = false;
    return this;
  }

  /** Starts the operation after the current one (or completes the batch). */
  runNextOperation(): void {
    this.runOperation(this.current + 1);
  }

  /**
   * Runs the operation at `index` through the proxy, or completes the batch past the end. An
   * operation whose `signal` was aborted before it started never reaches the proxy: it fails
   * at once as aborted (see `abortOperation`), and the batch goes on to the next one. A
   * proxy that throws instead of sending (no URL, say) throws to the caller of `start()`
   * (the batch then stops running); for a later operation, started from the previous one's
   * callback, the operation fails with the error's message and the batch goes on.
   */
  runOperation(index: number): void {
    const me = this;
    const operations = me.operations;
    // A loop, not recursion: an operation that is back at once (aborted before it started, or
    // answered by a proxy that calls back before it returns, as the memory proxy does) is
    // settled here and the loop goes on. Recursing would nest several calls per operation
    // and overflow the stack in a sync of a thousand or so records sent one by one.
    while (index < operations.length) {
      const operation = operations[index];
      me.current = index;
      operation.setStarted();
      let back: Operation | undefined;
      if (operation.signal?.aborted === true) {
        abortOperation(operation);
        back = operation;
      } else {
        let calling = true;
        let returned = false;
        try {
          me.proxy[operation.action](
            operation,
            (done: Operation) => {
              returned = true;
              if (calling) back = done;
              else me.onProxyReturn(done);
            },
            me,
          );
        } catch (error) {
          calling = false;
          // Thrown after the operation came back: not the proxy's refusal.
          if (returned) throw error;
          // The proxy refused the operation before sending it (no URL, an id that cannot be
          // in a URL, an unsafe header). Inside `start()` the caller gets the error; later,
          // inside the previous operation's callback, nobody could catch it and the batch
          // would never complete (a store would wait for it forever): the operation fails.
          if (me.$starting) {
            me.isRunning = false;
            throw error;
          }
          refuseOperation(operation, error);
          back = operation;
        }
        calling = false;
        // Not back yet: the proxy calls back later (onProxyReturn goes on from there).
        if (back === undefined) return;
      }
      if (!me.settle(back) || !me.isRunning) return;
      index = me.current + 1;
    }
    me.isRunning = false;
    me.isComplete = true;
    me.fireEvent('complete', me, operations[operations.length - 1]);
  }

  /**
   * @internal Called by the proxy when an operation is back: a failed one fires `exception`
   * (and with `pauseOnException` pauses the batch there); otherwise, and after a failure
   * without `pauseOnException`, `operationcomplete` fires and the next operation starts.
   */
  onProxyReturn(operation: Operation): void {
    if (this.settle(operation) && this.isRunning) this.runNextOperation();
  }

  /**
   * @internal Records the outcome of an operation that is back: `exception` for a failure,
   * then (unless that paused the batch) `operationcomplete`. Returns whether the batch goes on.
   */
  settle(operation: Operation): boolean {
    const me = this;
    const failed = operation.hasException();
    if (failed) {
      me.hasException = true;
      me.exceptions.push(operation);
      me.fireEvent('exception', me, operation);
    }
    if (failed && me.pauseOnException) {
      me.pause();
      return false;
    }
    operation.setCompleted();
    me.fireEvent('operationcomplete', me, operation);
    return true;
  }
}

/**
 * Fails an operation whose signal was aborted before it was sent: the error shape of an
 * aborted request (`{status: -1, statusText: 'transaction aborted'}`) and a typed error of
 * kind `abort`. Nothing was sent, so the method and URL are empty and no `exception` fires on
 * the proxy; its records are untouched.
 */
export function abortOperation(operation: Operation): void {
  operation.setException({ status: -1, statusText: 'transaction aborted' });
  operation.requestError = new RequestError({
    kind: 'abort',
    status: -1,
    sourceMethod: 'Lib.data.Batch#runOperation',
  });
  operation.setCompleted();
}

/**
 * Fails an operation its proxy refused by throwing, after an earlier operation of the batch:
 * `getError()` is the error's message; nothing was sent and its records are untouched.
 */
function refuseOperation(operation: Operation, error: unknown): void {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  operation.setException(isString(message) ? message : String(error));
  operation.setCompleted();
}

registerClass(Batch, 'Lib.data.Batch', {
  $configs: declareConfigs<BatchConfig, ObservableConfig>({
    proxy: cfg([isMap, 'a proxy']),
    autoStart: false,
    pauseOnException: false,
  }),
  $starting: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Batch': typeof Batch;
  }
}
