/**
 * `Lib.Function`: Ext JS 4's function helpers (binding, partial application, interceptors,
 * sequences, and the timed wrappers `defer`, `createDelayed`, `createBuffered`,
 * `createThrottled`), with Ext's argument order and return values.
 *
 * @example
 *   const save = Lib.Function.createBuffered(store.sync, 250, store);
 *   save(); save(); // one sync, 250 ms after the last call
 */
import { isArray, isFn, keys, pick } from '../check';
import { fail } from '../config';
import type { Method } from '../method';

type Fn = Method;

/** What `setTimeout` returns here (a number in browsers, a `Timeout` object in Node). */
export type TimerId = ReturnType<typeof setTimeout> | number;

const slice = Array.prototype.slice;

function checkFn(fn: unknown, where: string, what = 'fn'): asserts fn is Fn {
  if (!isFn(fn)) fail(`Lib.Function.${where}`, what, 'a function', fn);
}

/** `args` as an array: arrays as they are, array-likes copied, one other value wrapped. */
const argList = (args: unknown): unknown[] => {
  if (args === undefined || args === null) return [];
  if (isArray(args)) return args;
  return typeof args === 'object' && typeof (args as { length?: unknown }).length === 'number'
    ? slice.call(args as ArrayLike<unknown>)
    : [args];
};

/**
 * Replaces `object[methodName]` with a function that calls `fn` (`this` = `scope`, else the
 * object) before or after the original method (a missing one counts as an empty function),
 * and returns `fn`'s result. Returns the new method.
 */
function intercept(
  object: object,
  methodName: string,
  fn: Fn,
  scope: unknown,
  before: boolean,
): Fn {
  checkFn(fn, 'intercept' + (before ? 'Before' : 'After'));
  const target = object as Record<string, unknown>;
  const method = (isFn(target[methodName]) ? target[methodName] : () => undefined) as Fn;
  return (target[methodName] = function (this: unknown) {
    const args = arguments as unknown as unknown[];
    if (!before) method.apply(this, args);
    const result = fn.apply(scope || this, args);
    if (before) method.apply(this, args);
    return result;
  });
}

/**
 * Returns a function that calls `fn` with `this` set to `scope` (the global object when
 * `scope` is `null`/`undefined`, as in Ext). With `args`, the call receives `args` instead of
 * the caller's arguments; `appendArgs === true` appends `args` after the caller's arguments,
 * and a number inserts them at that position.
 */
export function bind<F extends Fn>(
  fn: F,
  scope?: unknown,
  args?: ArrayLike<unknown> | null,
  appendArgs?: boolean | number,
): F {
  checkFn(fn, 'bind');
  // The common case: the native bind is the fastest way to fix `this`.
  if (args === undefined || args === null) return fn.bind(scope ?? globalThis) as F;
  const bound = argList(args);
  return function (this: unknown) {
    let callArgs = bound;
    if (appendArgs === true) callArgs = slice.call(arguments).concat(bound);
    else if (typeof appendArgs === 'number') {
      callArgs = slice.call(arguments);
      callArgs.splice(appendArgs, 0, ...bound);
    }
    return fn.apply(scope ?? globalThis, callArgs);
  } as F;
}

/**
 * Calls `fn` after `millis` milliseconds, bound as {@link bind} binds it (`scope`, `args`,
 * `appendArgs`), and returns the timer id for `clearTimeout`. With `millis <= 0` (or none)
 * `fn` runs at once and `0` is returned.
 */
export const defer = (
  fn: Fn,
  millis?: number,
  scope?: unknown,
  args?: ArrayLike<unknown> | null,
  appendArgs?: boolean | number,
): TimerId | 0 => {
  checkFn(fn, 'defer');
  const bound = bind(fn, scope, args, appendArgs);
  if ((millis as number) > 0) return setTimeout(bound, millis);
  bound();
  return 0;
};

/** A buffered function: call it to (re)start the wait; `cancel()` drops a pending call. */
export interface BufferedFunction {
  (...args: unknown[]): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

/**
 * Returns a function that waits until it has not been called for `buffer` milliseconds,
 * then calls `fn` once with the arguments of the last call (or `args` when given); `this`
 * is `scope`, else the last caller's `this`. The returned function also has `cancel()`.
 */
export function createBuffered(
  fn: Fn,
  buffer?: number,
  scope?: unknown,
  args?: ArrayLike<unknown> | null,
): BufferedFunction {
  checkFn(fn, 'createBuffered');
  let timer: TimerId | undefined;
  const cancel = () => {
    // Only a pending timer is cleared, as in Ext: code (and specs) that watch setTimeout and
    // clearTimeout see one clear per restarted wait, never a clear of nothing.
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  };
  const buffered = function (this: unknown) {
    const callArgs = args ? argList(args) : slice.call(arguments);
    const self = scope || this;
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn.apply(self, callArgs);
    }, buffer);
  } as BufferedFunction;
  buffered.cancel = cancel;
  return buffered;
}

/** `Lib.Function`: the function helpers as Ext JS 4 names them. */
export const LibFunction = {
  bind,

  /**
   * Partial application: returns a function that calls `fn` with `args` (an array, an
   * array-like, or a single value) followed by its own arguments. `this` is `scope` when
   * given, else the caller's `this`.
   */
  pass<F extends Fn>(
    fn: F,
    args?: unknown,
    scope?: unknown,
  ): (...rest: unknown[]) => ReturnType<F> {
    checkFn(fn, 'pass');
    const head = argList(args).slice();
    return function (this: unknown) {
      return fn.apply(scope || this, head.concat(slice.call(arguments))) as ReturnType<F>;
    };
  },

  /**
   * Returns a function that calls `object[methodName]` on `object`, looking the method up at
   * each call (so a later replacement of the method is used).
   */
  alias<O extends object, K extends keyof O & string>(object: O, methodName: K): O[K] {
    return function () {
      return (object[methodName] as unknown as Fn).apply(object, arguments as unknown as unknown[]);
    } as O[K];
  },

  /** A new function that calls `fn` with the same `this` and arguments. */
  clone<F extends Fn>(fn: F): F {
    checkFn(fn, 'clone');
    return function (this: unknown) {
      return fn.apply(this, arguments as unknown as unknown[]);
    } as F;
  },

  /**
   * Returns a function that first calls `interceptor` (with `this` = `scope`, else the
   * caller's `this`); when it returns `false`, `fn` is skipped and `returnValue` (default
   * `null`) is returned, else `fn`'s result. Without an interceptor, `fn` itself is returned.
   */
  createInterceptor<F extends Fn>(
    fn: F,
    interceptor?: Fn | null,
    scope?: unknown,
    returnValue?: unknown,
  ): F {
    checkFn(fn, 'createInterceptor');
    if (!isFn(interceptor)) return fn;
    return function (this: unknown) {
      const args = arguments as unknown as unknown[];
      const self = this ?? globalThis;
      return interceptor.apply(scope || self, args) === false
        ? (returnValue ?? null)
        : fn.apply(self, args);
    } as F;
  },

  /**
   * Returns a function that calls `fn`, then `after` with the same arguments (`this` =
   * `scope` when given), and returns `fn`'s result. Without `after`, `fn` itself is returned.
   */
  createSequence<F extends Fn>(fn: F, after?: Fn | null, scope?: unknown): F {
    checkFn(fn, 'createSequence');
    if (!isFn(after)) return fn;
    return function (this: unknown) {
      const args = arguments as unknown as unknown[];
      const result = fn.apply(this, args);
      after.apply(scope || this, args);
      return result;
    } as F;
  },

  createBuffered,

  /**
   * Returns a function that, each time it is called, schedules one call of `fn` `delay`
   * milliseconds later with that call's arguments (or `args`, bound as {@link bind} binds
   * them). Every call schedules its own run; nothing is coalesced.
   */
  createDelayed(
    fn: Fn,
    delay?: number,
    scope?: unknown,
    args?: ArrayLike<unknown> | null,
    appendArgs?: boolean | number,
  ): (...args: unknown[]) => void {
    checkFn(fn, 'createDelayed');
    const target = scope || args ? bind(fn, scope, args, appendArgs) : fn;
    return function (this: unknown) {
      const callArgs = slice.call(arguments);
      setTimeout(() => target.apply(this, callArgs), delay);
    };
  },

  /**
   * Returns a function that calls `fn` at most once per `interval` milliseconds: the first
   * call runs at once; calls inside the interval are collapsed into one trailing call, made
   * when the interval has passed, with the latest arguments.
   */
  createThrottled(fn: Fn, interval: number, scope?: unknown): (...args: unknown[]) => void {
    checkFn(fn, 'createThrottled');
    let lastCall: number | undefined;
    let lastArgs: unknown[] = [];
    let lastThis: unknown;
    let timer: TimerId | undefined;
    const execute = () => {
      timer = undefined;
      lastCall = Date.now();
      fn.apply(scope || lastThis, lastArgs);
    };
    return function (this: unknown) {
      lastArgs = slice.call(arguments);
      lastThis = this;
      clearTimeout(timer);
      // Before the first call, any interval has passed.
      const elapsed = Date.now() - (lastCall ?? -Infinity);
      if (elapsed >= interval) execute();
      else timer = setTimeout(execute, interval - elapsed);
    };
  },

  defer,

  /**
   * Turns `setter(name, value)` into a function that also accepts an object of name/value
   * pairs (calling the setter for each). A `null` first argument does nothing. The returned
   * function returns its `this`.
   */
  flexSetter<T>(
    setter: (this: T, name: string, value: any) => unknown,
  ): (this: T, name: string | Record<string, unknown> | null, value?: any) => T {
    checkFn(setter, 'flexSetter', 'setter');
    return function (this: T, name, value) {
      if (typeof name === 'string') setter.call(this, name, value);
      else if (name !== null && name !== undefined) {
        for (const key of keys(name)) setter.call(this, key, name[key]);
      }
      return this;
    };
  },

  /**
   * Replaces `object[methodName]` with a function that calls `fn` first (`this` = `scope`,
   * else the object), then the original method, and returns `fn`'s result. Returns the new
   * method. A missing original counts as an empty function.
   */
  interceptBefore<O extends object>(object: O, methodName: string, fn: Fn, scope?: unknown): Fn {
    return intercept(object, methodName, fn, scope, true);
  },

  /**
   * Replaces `object[methodName]` with a function that calls the original method first,
   * then `fn` (`this` = `scope`, else the object), and returns `fn`'s result. Returns the new
   * method. A missing original counts as an empty function.
   */
  interceptAfter<O extends object>(object: O, methodName: string, fn: Fn, scope?: unknown): Fn {
    return intercept(object, methodName, fn, scope, false);
  },
};

// Each member of `Lib.Function` is also a named export (see `pick`).
/** `Lib.Function.pass`. */
export const pass = /* @__PURE__ */ pick(LibFunction, 'pass');
/** `Lib.Function.alias`. */
export const alias = /* @__PURE__ */ pick(LibFunction, 'alias');
/** `Lib.Function.clone`. */
export const clone = /* @__PURE__ */ pick(LibFunction, 'clone');
/** `Lib.Function.createInterceptor`. */
export const createInterceptor = /* @__PURE__ */ pick(LibFunction, 'createInterceptor');
/** `Lib.Function.createSequence`. */
export const createSequence = /* @__PURE__ */ pick(LibFunction, 'createSequence');
/** `Lib.Function.createDelayed`. */
export const createDelayed = /* @__PURE__ */ pick(LibFunction, 'createDelayed');
/** `Lib.Function.createThrottled`. */
export const createThrottled = /* @__PURE__ */ pick(LibFunction, 'createThrottled');
/** `Lib.Function.flexSetter`. */
export const flexSetter = /* @__PURE__ */ pick(LibFunction, 'flexSetter');
/** `Lib.Function.interceptBefore`. */
export const interceptBefore = /* @__PURE__ */ pick(LibFunction, 'interceptBefore');
/** `Lib.Function.interceptAfter`. */
export const interceptAfter = /* @__PURE__ */ pick(LibFunction, 'interceptAfter');
