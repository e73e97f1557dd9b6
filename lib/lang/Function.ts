/**
 * `Lib.Function`: Ext JS 4's function helpers (binding, partial application, interceptors,
 * sequences, and the timed wrappers `defer`, `createDelayed`, `createBuffered`,
 * `createThrottled`), with Ext's argument order and return values.
 *
 * @example
 *   const save = Lib.Function.createBuffered(store.sync, 250, store);
 *   save(); save(); // one sync, 250 ms after the last call
 */
import { fail } from '../check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => Any;

/** What `setTimeout` returns here (a number in browsers, a `Timeout` object in Node). */
export type TimerId = ReturnType<typeof setTimeout> | number;

const slice = Array.prototype.slice;

function checkFn(fn: unknown, where: string, what = 'fn'): asserts fn is Fn {
  if (typeof fn !== 'function') {
    fail(`Lib.Function.${where}`, `${what}`, 'a function', fn);
  }
}

/** `args` as an array: arrays as they are, array-likes copied, one other value wrapped. */
function argList(args: unknown): unknown[] {
  if (args === undefined || args === null) return [];
  if (Array.isArray(args)) return args;
  if (typeof args === 'object' && typeof (args as { length?: unknown }).length === 'number') {
    return slice.call(args as ArrayLike<unknown>);
  }
  return [args];
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
  if (args === undefined || args === null) {
    // The common case: the native bind is the fastest way to fix `this`.
    return fn.bind(scope ?? globalThis) as F;
  }
  const bound = argList(args);
  return function (this: unknown) {
    let callArgs: unknown[];
    if (appendArgs === true) {
      // eslint-disable-next-line prefer-rest-params
      callArgs = slice.call(arguments).concat(bound);
    } else if (typeof appendArgs === 'number') {
      // eslint-disable-next-line prefer-rest-params
      callArgs = slice.call(arguments);
      callArgs.splice(appendArgs, 0, ...bound);
    } else {
      callArgs = bound;
    }
    return fn.apply(scope ?? globalThis, callArgs);
  } as F;
}

/**
 * Partial application: returns a function that calls `fn` with `args` (an array, an
 * array-like, or a single value) followed by its own arguments. `this` is `scope` when
 * given, else the caller's `this`.
 */
export function pass<F extends Fn>(
  fn: F,
  args?: unknown,
  scope?: unknown,
): (...rest: Any[]) => ReturnType<F> {
  checkFn(fn, 'pass');
  const head = argList(args).slice();
  return function (this: unknown) {
    const callArgs = head.slice();
    // eslint-disable-next-line prefer-rest-params
    for (let i = 0; i < arguments.length; i++) callArgs.push(arguments[i]);
    return fn.apply(scope || this, callArgs);
  };
}

/**
 * Returns a function that calls `object[methodName]` on `object`, looking the method up at
 * each call (so a later replacement of the method is used).
 */
export function alias<O extends object, K extends keyof O & string>(
  object: O,
  methodName: K,
): O[K] {
  return function () {
    // eslint-disable-next-line prefer-rest-params
    return (object[methodName] as unknown as Fn).apply(object, arguments as unknown as unknown[]);
  } as O[K];
}

/** A new function that calls `fn` with the same `this` and arguments. */
export function clone<F extends Fn>(fn: F): F {
  checkFn(fn, 'clone');
  return function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    return fn.apply(this, arguments as unknown as unknown[]);
  } as F;
}

/**
 * Returns a function that first calls `interceptor` (with `this` = `scope`, else the
 * caller's `this`); when it returns `false`, `fn` is skipped and `returnValue` (default
 * `null`) is returned, else `fn`'s result. Without an interceptor, `fn` itself is returned.
 */
export function createInterceptor<F extends Fn>(
  fn: F,
  interceptor?: Fn | null,
  scope?: unknown,
  returnValue?: unknown,
): F {
  checkFn(fn, 'createInterceptor');
  if (typeof interceptor !== 'function') return fn;
  return function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments as unknown as unknown[];
    const self = this ?? globalThis;
    if (interceptor.apply(scope || self, args) === false) {
      return returnValue === undefined ? null : returnValue;
    }
    return fn.apply(self, args);
  } as F;
}

/**
 * Returns a function that calls `fn`, then `after` with the same arguments (`this` = `scope`
 * when given), and returns `fn`'s result. Without `after`, `fn` itself is returned.
 */
export function createSequence<F extends Fn>(fn: F, after?: Fn | null, scope?: unknown): F {
  checkFn(fn, 'createSequence');
  if (typeof after !== 'function') return fn;
  return function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments as unknown as unknown[];
    const result = fn.apply(this, args);
    after.apply(scope || this, args);
    return result;
  } as F;
}

/**
 * Calls `fn` after `millis` milliseconds, bound as {@link bind} binds it (`scope`, `args`,
 * `appendArgs`), and returns the timer id for `clearTimeout`. With `millis <= 0` (or none)
 * `fn` runs at once and `0` is returned.
 */
export function defer(
  fn: Fn,
  millis?: number,
  scope?: unknown,
  args?: ArrayLike<unknown> | null,
  appendArgs?: boolean | number,
): TimerId | 0 {
  checkFn(fn, 'defer');
  const bound = bind(fn, scope, args, appendArgs);
  if ((millis as number) > 0) return setTimeout(bound, millis);
  bound();
  return 0;
}

/**
 * Returns a function that, each time it is called, schedules one call of `fn` `delay`
 * milliseconds later with that call's arguments (or `args`, bound as {@link bind} binds
 * them). Every call schedules its own run; nothing is coalesced.
 */
export function createDelayed(
  fn: Fn,
  delay?: number,
  scope?: unknown,
  args?: ArrayLike<unknown> | null,
  appendArgs?: boolean | number,
): (...args: Any[]) => void {
  checkFn(fn, 'createDelayed');
  const target = scope || args ? bind(fn, scope, args, appendArgs) : fn;
  return function (this: unknown) {
    const self = this;
    // eslint-disable-next-line prefer-rest-params
    const callArgs = slice.call(arguments);
    setTimeout(() => target.apply(self, callArgs), delay);
  };
}

/** A buffered function: call it to (re)start the wait; `cancel()` drops a pending call. */
export interface BufferedFunction {
  (...args: Any[]): void;
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
  const buffered = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const callArgs = args ? argList(args) : slice.call(arguments);
    const self = scope || this;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn.apply(self, callArgs);
    }, buffer);
  } as BufferedFunction;
  buffered.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return buffered;
}

/**
 * Returns a function that calls `fn` at most once per `interval` milliseconds: the first
 * call runs at once; calls inside the interval are collapsed into one trailing call, made
 * when the interval has passed, with the latest arguments.
 */
export function createThrottled(
  fn: Fn,
  interval: number,
  scope?: unknown,
): (...args: Any[]) => void {
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
    // eslint-disable-next-line prefer-rest-params
    lastArgs = slice.call(arguments);
    lastThis = this;
    if (timer !== undefined) clearTimeout(timer);
    const elapsed = lastCall === undefined ? Infinity : Date.now() - lastCall;
    if (elapsed >= interval) execute();
    else timer = setTimeout(execute, interval - elapsed);
  };
}

/**
 * Turns `setter(name, value)` into a function that also accepts an object of name/value
 * pairs (calling the setter for each). A `null` first argument does nothing. The returned
 * function returns its `this`.
 */
export function flexSetter<T>(
  setter: (this: T, name: string, value: Any) => unknown,
): (this: T, name: string | Record<string, Any> | null, value?: Any) => T {
  checkFn(setter, 'flexSetter', 'setter');
  return function (this: T, name, value) {
    if (name === null || name === undefined) return this;
    if (typeof name !== 'string') {
      for (const key of Object.keys(name)) setter.call(this, key, name[key]);
    } else {
      setter.call(this, name, value);
    }
    return this;
  };
}

/**
 * Replaces `object[methodName]` with a function that calls `fn` first (`this` = `scope`,
 * else the object), then the original method, and returns `fn`'s result. Returns the new
 * method. A missing original counts as an empty function.
 */
export function interceptBefore<O extends object>(
  object: O,
  methodName: string,
  fn: Fn,
  scope?: unknown,
): Fn {
  checkFn(fn, 'interceptBefore');
  const target = object as Record<string, Any>;
  const method: Fn =
    typeof target[methodName] === 'function' ? target[methodName] : () => undefined;
  const replaced = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments as unknown as unknown[];
    const result = fn.apply(scope || this, args);
    method.apply(this, args);
    return result;
  };
  target[methodName] = replaced;
  return replaced;
}

/**
 * Replaces `object[methodName]` with a function that calls the original method first,
 * then `fn` (`this` = `scope`, else the object), and returns `fn`'s result. Returns the new
 * method. A missing original counts as an empty function.
 */
export function interceptAfter<O extends object>(
  object: O,
  methodName: string,
  fn: Fn,
  scope?: unknown,
): Fn {
  checkFn(fn, 'interceptAfter');
  const target = object as Record<string, Any>;
  const method: Fn =
    typeof target[methodName] === 'function' ? target[methodName] : () => undefined;
  const replaced = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments as unknown as unknown[];
    method.apply(this, args);
    return fn.apply(scope || this, args);
  };
  target[methodName] = replaced;
  return replaced;
}

/** `Lib.Function`: the function helpers as Ext JS 4 names them. */
export const LibFunction = {
  bind,
  pass,
  alias,
  clone,
  createInterceptor,
  createSequence,
  createBuffered,
  createDelayed,
  createThrottled,
  defer,
  flexSetter,
  interceptBefore,
  interceptAfter,
};
