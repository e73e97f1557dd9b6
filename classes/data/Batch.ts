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
import { LibError, describe } from '../../lib/Error';
import { Observable, type ObservableConfig } from '../util/Observable';
import { Operation } from './Operation';

export interface BatchConfig extends ObservableConfig {
  /** The proxy that runs the operations (required before `start`). */
  proxy?: any;
  /** Start as soon as operations are added (default `false`). */
  autoStart?: boolean;
  /** Stop at the first failed operation instead of going on (default `false`). */
  pauseOnException?: boolean;
}

export class Batch extends Observable {
  declare proxy: any;
  declare autoStart: boolean;
  declare pauseOnException: boolean;
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

  override $construct(config?: BatchConfig) {
    super.$construct(config);
    this.operations = [];
    this.exceptions = [];
    this.current = -1;
    this.total = 0;
    this.isRunning = false;
    this.isComplete = false;
    this.hasException = false;
    return this;
  }

  /** Adds one operation or several. */
  add(operations: Operation | Operation[]): this {
    const list = Array.isArray(operations) ? operations : [operations];
    for (const operation of list) {
      if (!(operation instanceof Operation)) {
        throw new TypeError(
          `[Lib.data.Batch#add] expected Lib.data.Operation instances, got ${describe(operation)}`,
        );
      }
      operation.batch = this;
      this.operations.push(operation);
    }
    this.total = this.operations.length;
    if (this.autoStart && !this.isRunning) this.start();
    return this;
  }

  /**
   * Starts the batch, or resumes it after a pause: from `index` (default: the operation
   * after the last one run). Forgets earlier exceptions. Does nothing while running.
   */
  start(index?: number): this {
    if (this.isRunning) return this;
    if (!this.proxy) {
      throw new LibError('cannot start: no proxy is set', { sourceMethod: 'Lib.data.Batch#start' });
    }
    this.exceptions.length = 0;
    this.hasException = false;
    this.isRunning = true;
    this.runOperation(index === undefined ? this.current + 1 : index);
    return this;
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

  /** Runs the operation at `index` through the proxy, or completes the batch past the end. */
  runOperation(index: number): void {
    const operations = this.operations;
    if (index >= operations.length) {
      this.isRunning = false;
      this.isComplete = true;
      this.fireEvent('complete', this, operations[operations.length - 1]);
      return;
    }
    this.current = index;
    const operation = operations[index];
    operation.setStarted();
    this.proxy[operation.action](operation, (done: Operation) => this.onProxyReturn(done), this);
  }

  /**
   * @internal Called by the proxy when an operation is back: a failed one fires `exception`
   * (and with `pauseOnException` pauses the batch there); otherwise, and after a failure
   * without `pauseOnException`, `operationcomplete` fires and the next operation starts.
   */
  onProxyReturn(operation: Operation): void {
    const failed = operation.hasException();
    if (failed) {
      this.hasException = true;
      this.exceptions.push(operation);
      this.fireEvent('exception', this, operation);
    }
    if (failed && this.pauseOnException) {
      this.pause();
      return;
    }
    operation.setCompleted();
    this.fireEvent('operationcomplete', this, operation);
    if (this.isRunning) this.runNextOperation();
  }
}

registerClass(Batch, 'Lib.data.Batch', { autoStart: false, pauseOnException: false });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Batch': typeof Batch;
  }
}
