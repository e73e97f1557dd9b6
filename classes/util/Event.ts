/**
 * `Lib.util.Event`: the listeners of one event of one observable, and the code that calls
 * them. `Lib.util.Observable` keeps one per event name in `observable.events`.
 *
 * The listener array is never changed in place: adding or removing a listener replaces it.
 * A fire loops over the array it started with, so a listener removed during a fire is still
 * called in that fire and one added during it is not, without copying anything per fire.
 *
 * @example
 *   const event = new Lib.util.Event(owner, 'load');
 *   event.addListener((store, ok) => console.log(ok), null, {single: true});
 *   event.fire(store, true); // logs true, then the listener is gone
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { fail } from '../../lib/config';
import { DelayedTask } from './DelayedTask';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => unknown;

/** Options of a listener (the last argument of `on(name, fn, scope, options)`). */
export interface ListenerOptions {
  /** `this` for the handler (honoured in a listeners object; `on`'s third argument otherwise). */
  scope?: object | null;
  /** Remove the listener when it is first called (default `false`). */
  single?: boolean;
  /** Call the handler this many milliseconds after each fire (its return value is ignored). */
  delay?: number;
  /** Call the handler once, this many milliseconds after the last of a burst of fires, with that fire's arguments. */
  buffer?: number;
  /** Only call the handler when the event's first argument is this object. */
  target?: unknown;
  /** Listeners with a higher priority run first (default 0; stable among equals). */
  priority?: number;
  /** Make `on` return an object whose `destroy()` removes the listener(s). */
  destroyable?: boolean;
  /** Name of a component property holding an element (`'el'`, `'body'`) to listen to instead. */
  element?: string;
}

/** One registered listener. `fn`, `scope` and `o` keep Ext JS 4's names. */
export interface Listener {
  /** The handler as given (a method name already resolved to its function). */
  fn: Fn;
  /** The scope as given (`undefined` when omitted). */
  scope: unknown;
  /** The options object, appended to the handler's arguments; `undefined` when none was given. */
  o: Record<string, Any> | undefined;
  /** What a fire calls: `fn`, or a wrapper applying `single`/`target`/`delay`/`buffer`. */
  fireFn: Fn;
  /** `this` for the call: the scope, else the observable. */
  thisArg: unknown;
  /** Higher runs first. */
  priority: number;
  /** The event this listener belongs to. */
  ev: Event;
  /** Pending timers of `delay`ed calls. */
  timers: Array<ReturnType<typeof setTimeout>> | null;
  /** The task of a `buffer`ed listener. */
  task: DelayedTask | null;
}

const slice = Array.prototype.slice;
const WHERE = 'Lib.util.Event#addListener';

export class Event extends Base {
  /** The event name (lower-case when created by an observable). */
  declare name: string;
  /** The object firing the event: the default `this` of its listeners. */
  declare observable: Any;
  /** The listeners, in call order. Replaced, never modified, when listeners change. */
  declare listeners: Listener[];
  /** Whether the event bubbles to the observable's bubble target (`enableBubble`). */
  declare bubble: boolean;
  /** How many `suspend()` calls are not yet matched by `resume()`. */
  declare suspended: number;
  /** Always `true` (Ext's type tag). */
  declare isEvent: true;
  /** @internal Neither bubbling nor suspended (itself or its observable): a fire may take the direct path. */
  declare $fast: boolean;
  /** @internal The observable's events are suspended (`suspendEvents`). */
  declare $blocked: boolean;
  /**
   * @internal Registered in its observable's `events`: keeps `hasListeners` in step (through
   * the observable's `$adjustCount`).
   */
  declare $counts: boolean;

  /**
   * @param observable The firing object, default `this` of the listeners.
   * @param name The event name.
   */
  override $construct(observable?: unknown, name?: string): this {
    this.name = name as string;
    this.observable = observable;
    this.listeners = [];
    this.bubble = false;
    this.suspended = 0;
    this.$fast = true;
    this.$blocked = false;
    this.$counts = false;
    return this;
  }

  /**
   * Adds a listener unless the same function is already registered with the same scope (an
   * omitted scope counts as the observable). `options` (see {@link ListenerOptions}) are
   * appended to the handler's arguments. Returns whether the listener was added.
   */
  addListener(fn: Fn, scope?: unknown, options?: Record<string, Any> | null): boolean {
    if (typeof fn !== 'function') {
      fail(WHERE, `the handler for event '${this.name}'`, 'a function', fn);
    }
    if (options != null && typeof options !== 'object') {
      fail(WHERE, `the options for event '${this.name}'`, 'an object', options);
    }
    if (this.findListener(fn, scope) !== -1) return false;
    const listener = this.createListener(fn, scope, options || undefined);
    const old = this.listeners;
    let at = old.length;
    while (at > 0 && old[at - 1].priority < listener.priority) at--;
    // A new array, never a change in place (see the header); a packed one for the common single
    // listener (the fire loop reads it fastest).
    this.listeners = old.length ? rebuild(old, at, listener) : [listener];
    this.$count(1);
    return true;
  }

  /** Removes the listener registered with this function and scope; returns whether one was. */
  removeListener(fn: Fn, scope?: unknown): boolean {
    const index = this.findListener(fn, scope);
    if (index === -1) return false;
    this.$removeAt(index);
    return true;
  }

  /** The index of the listener with this function and scope (omitted scope = the observable), or -1. */
  findListener(fn: Fn, scope?: unknown): number {
    const thisArg = scope || this.observable;
    const listeners = this.listeners;
    for (let i = 0; i < listeners.length; i++) {
      if (listeners[i].fn === fn && listeners[i].thisArg === thisArg) return i;
    }
    return -1;
  }

  /** Whether this function is registered with this scope. */
  isListening(fn: Fn, scope?: unknown): boolean {
    return this.findListener(fn, scope) !== -1;
  }

  /** Removes every listener (cancelling their pending delayed and buffered calls). */
  clearListeners(): void {
    const listeners = this.listeners;
    if (listeners.length === 0) return;
    this.listeners = [];
    for (let i = 0; i < listeners.length; i++) cancelTimers(listeners[i]);
    this.$count(-listeners.length);
  }

  /** Suspends the event: fires do nothing (and return `true`) until a matching `resume()`. */
  suspend(): void {
    this.suspended++;
    this.$fast = false;
  }

  /** Undoes one `suspend()`. */
  resume(): void {
    if (this.suspended > 0) this.suspended--;
    this.$refresh();
  }

  /**
   * Calls the listeners with these arguments. Returns `false` as soon as one returns exactly
   * `false` (the rest are skipped), else `true`; `true` while suspended.
   */
  fire(...args: unknown[]): boolean {
    return this.fireArgs(args);
  }

  /** `fire` with the arguments as an array. */
  fireArgs(args: ArrayLike<unknown>): boolean {
    if (this.suspended !== 0) return true;
    const listeners = this.listeners;
    for (let i = 0; i < listeners.length; i++) {
      if (callListener(listeners[i], args) === false) return false;
    }
    return true;
  }

  /**
   * @internal The record of a new listener (Ext JS 4's name): its `this` (the scope, else the
   * observable), its priority, and what a fire calls: `fn`, or `fn` wrapped for its options.
   */
  createListener(fn: Fn, scope: unknown, o: Record<string, Any> | undefined): Listener {
    const listener: Listener = {
      fn,
      scope,
      o,
      fireFn: fn,
      thisArg: scope || this.observable,
      priority: o !== undefined && typeof o.priority === 'number' ? o.priority : 0,
      ev: this,
      timers: null,
      task: null,
    };
    if (o !== undefined) listener.fireFn = wrap(listener, fn, o);
    return listener;
  }

  /** @internal Removes one listener record, if still registered (used by `single`). */
  $remove(listener: Listener): void {
    const index = this.listeners.indexOf(listener);
    if (index !== -1) this.$removeAt(index);
  }

  /** @internal Marks the event as bubbling or not. */
  $setBubble(bubble: boolean): void {
    this.bubble = bubble;
    this.$refresh();
  }

  /** @internal Follows the observable's `suspendEvents`/`resumeEvents`. */
  $block(blocked: boolean): void {
    this.$blocked = blocked;
    this.$refresh();
  }

  private $removeAt(index: number): void {
    const old = this.listeners;
    this.listeners = rebuild(old, index);
    cancelTimers(old[index]);
    this.$count(-1);
  }

  private $refresh(): void {
    this.$fast = this.suspended === 0 && !this.bubble && !this.$blocked;
  }

  private $count(delta: number): void {
    if (this.$counts) this.observable.$adjustCount(this.name, delta);
  }
}

// ---------------------------------------------------------------------------------------
// listeners

/**
 * A copy of `list` with `item` inserted at `at`, or, without an item, with the element at `at`
 * left out. Copied by hand: several times faster than `slice` and `splice`.
 */
function rebuild(list: Listener[], at: number, item?: Listener): Listener[] {
  const n = list.length;
  const shift = item ? 1 : -1;
  const next: Listener[] = new Array(n + shift);
  for (let i = 0; i < at; i++) next[i] = list[i];
  if (item) next[at] = item;
  for (let i = item ? at : at + 1; i < n; i++) next[i + shift] = list[i];
  return next;
}

/**
 * The handler wrapped for its options (`fn` itself when none needs a wrapper). The wrappers
 * nest in Ext JS 4's order, buffer outside delay outside target outside single: a `single`
 * listener is removed when the handler actually runs (after its delay, and only for its
 * target), and the removal cancels the other pending calls, so it runs once.
 */
function wrap(listener: Listener, fn: Fn, o: Record<string, Any>): Fn {
  let handler = fn;
  if (o.single) {
    const inner = handler;
    handler = function (this: unknown) {
      listener.ev.$remove(listener);
      // eslint-disable-next-line prefer-rest-params
      return inner.apply(this, arguments as Any);
    };
  }
  if (o.target) {
    const inner = handler;
    const target = o.target;
    handler = function (this: unknown, first: unknown) {
      // eslint-disable-next-line prefer-rest-params
      return first === target ? inner.apply(this, arguments as Any) : undefined;
    };
  }
  if (o.delay) {
    const inner = handler;
    const ms = Number(o.delay);
    handler = function (this: unknown, ...args: unknown[]) {
      const self = this;
      const timers = listener.timers || (listener.timers = []);
      const id = setTimeout(() => {
        const index = timers.indexOf(id);
        if (index !== -1) timers.splice(index, 1);
        inner.apply(self, args);
      }, ms);
      timers.push(id);
    };
  }
  if (o.buffer) {
    const inner = handler;
    const ms = Number(o.buffer);
    const task = (listener.task = new DelayedTask(inner));
    handler = function (this: unknown, ...args: unknown[]) {
      task.delay(ms, inner, this, args);
    };
  }
  return handler;
}

function cancelTimers(listener: Listener): void {
  if (listener.task !== null) listener.task.cancel();
  const timers = listener.timers;
  if (timers !== null) {
    listener.timers = null;
    for (let i = 0; i < timers.length; i++) clearTimeout(timers[i]);
  }
}

/**
 * Calls a listener with `argc` (0 to 4) event arguments, plus its options object when it has
 * one. Spelled out per count, as eventemitter3 does, so no argument array is built.
 */
export function invoke(
  l: Listener,
  argc: number,
  a1: unknown,
  a2: unknown,
  a3: unknown,
  a4: unknown,
): unknown {
  const o = l.o;
  const fn = l.fireFn;
  const self = l.thisArg;
  if (o === undefined) {
    switch (argc) {
      case 0:
        return fn.call(self);
      case 1:
        return fn.call(self, a1);
      case 2:
        return fn.call(self, a1, a2);
      case 3:
        return fn.call(self, a1, a2, a3);
      default:
        return fn.call(self, a1, a2, a3, a4);
    }
  }
  switch (argc) {
    case 0:
      return fn.call(self, o);
    case 1:
      return fn.call(self, a1, o);
    case 2:
      return fn.call(self, a1, a2, o);
    case 3:
      return fn.call(self, a1, a2, a3, o);
    default:
      return fn.call(self, a1, a2, a3, a4, o);
  }
}

/**
 * Calls a listener with an argument array, plus its options object when it has one. Each
 * listener gets its own argument list: the options of one never reach another.
 */
function callListener(l: Listener, args: ArrayLike<unknown>): unknown {
  const n = args.length;
  if (n <= 4) return invoke(l, n, args[0], args[1], args[2], args[3]);
  if (l.o === undefined) return l.fireFn.apply(l.thisArg, args as unknown[]);
  const withOptions = slice.call(args);
  withOptions.push(l.o);
  return l.fireFn.apply(l.thisArg, withOptions);
}

registerClass(Event, 'Lib.util.Event', { isEvent: true });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Event': typeof Event;
  }
}
