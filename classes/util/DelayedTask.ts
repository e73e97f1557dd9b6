/**
 * `Lib.util.DelayedTask`: runs a function after a delay, with every new `delay()` call
 * restarting the countdown (so a burst of calls runs the function once, after the last one).
 * Buffered listeners (`buffer` option) are built on it.
 *
 * @example
 *   const task = new Lib.util.DelayedTask(() => search(field.getValue()));
 *   field.on('change', () => task.delay(300)); // searches 300 ms after the user stops typing
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { expects } from '../../lib/Error';

/** Any function (it gets the task's `args`, whatever they are). */
type Fn = (...args: never[]) => unknown;

export class DelayedTask extends Base {
  /** The pending timer, or `null` when nothing is scheduled (Ext's `id`). */
  declare id: ReturnType<typeof setTimeout> | null;
  /** The function to run. */
  declare fn: Fn | undefined;
  /** `this` for the function. */
  declare scope: unknown;
  /** The arguments the function receives (none by default). */
  declare args: ArrayLike<unknown> | undefined;
  /** Whether `delay()` restarts a pending countdown (default `true`) or leaves it running. */
  declare cancelOnDelay: boolean;
  /** @internal The last delay in milliseconds (0 until one is given). */
  declare $delay: number;

  /**
   * @param fn The function to run (may also be given to `delay`).
   * @param scope `this` for `fn`.
   * @param args The arguments for `fn` (default none).
   * @param cancelOnDelay `false` keeps a pending countdown when `delay` is called again
   *   (only the function, scope and arguments are updated); default `true`.
   */
  override $construct(
    fn?: Fn,
    scope?: unknown,
    args?: ArrayLike<unknown>,
    cancelOnDelay?: boolean,
  ): this {
    this.fn = fn;
    this.scope = scope;
    this.args = args;
    this.cancelOnDelay = cancelOnDelay !== false;
    this.id = null;
    this.$delay = 0;
    return this;
  }

  /**
   * Schedules the function to run in `ms` milliseconds (default: the last delay given, or 0),
   * cancelling a pending run first unless `cancelOnDelay` is `false`. `newFn`, `newScope` and
   * `newArgs`, when given, replace the function, scope and arguments.
   */
  delay(ms?: number, newFn?: Fn, newScope?: unknown, newArgs?: ArrayLike<unknown>): this {
    if (this.cancelOnDelay) this.cancel();
    if (typeof ms === 'number') this.$delay = ms;
    if (newFn) this.fn = newFn;
    if (newScope) this.scope = newScope;
    if (newArgs) this.args = newArgs;
    if (typeof this.fn !== 'function') {
      expects('Lib.util.DelayedTask#delay', 'a function to run', this.fn);
    }
    if (this.id === null) this.id = setTimeout(run, this.$delay, this);
    return this;
  }

  /** Cancels the pending run, if any. */
  cancel(): this {
    if (this.id !== null) {
      clearTimeout(this.id);
      this.id = null;
    }
    return this;
  }

  /** @internal Runs the function now (its countdown has ended). */
  $run(): void {
    this.id = null;
    (this.fn as Fn).apply(this.scope, (this.args || []) as never[]);
  }
}

/** What the timer calls: the task is its argument, so no closure is made per `delay()`. */
const run = (task: DelayedTask): void => task.$run();

registerClass(DelayedTask, 'Lib.util.DelayedTask');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.DelayedTask': typeof DelayedTask;
  }
}
