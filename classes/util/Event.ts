/**
 * `Lib.util.Event`: the listeners of one event of one observable, and the code that calls
 * them. `Lib.util.Observable` keeps one per event name in `observable.events`.
 *
 * The listener array is never changed in place: adding or removing a listener replaces it.
 * A fire loops over the array it started with, so a listener removed during a fire is still
 * called in that fire and one added during it is not, without copying anything per fire.
 *
 * A listener may be a method name instead of a function (`'onLoad'`): without an object scope
 * it is looked up each time the event fires (late binding, as in Ext JS 5), on what the
 * `caller`'s `resolveListenerScope` answers (the observable itself, unless overridden), so
 * code may add it before the method exists. A name that still finds no method when the event
 * fires is an error naming the event and the method.
 *
 * As in Ext JS 4.2.1, the options object of a listener is also passed to the listeners after
 * it in the same fire that have no options of their own (4.2.1 appended it to one argument
 * array all the listeners shared; code written for it may read it).
 *
 * @example
 *   const event = new Lib.util.Event(owner, 'load');
 *   event.addListener((store, ok) => console.log(ok), null, {single: true});
 *   event.fire(store, true); // logs true, then the listener is gone
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { fail } from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { DelayedTask } from './DelayedTask';
import type { Observable } from './Observable';

type Fn = (...args: any[]) => unknown;

/** What resolves the scope of a listener named by a method name (an observable). */
type Resolver = { resolveListenerScope(scope: unknown): unknown };
/** An object whose methods listeners name. */
type Methods = Record<string, unknown>;
/** An object of a registered class. */
type Named = { $className?: string };

/** Options of a listener (the last argument of `on(name, fn, scope, options)`). */
export interface ListenerOptions {
  /**
   * `this` for the handler (honoured in a listeners object; `on`'s third argument otherwise);
   * for a handler named by a method name also `'this'` or `'controller'` (see `addListener`).
   */
  scope?: object | 'this' | 'controller' | null;
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
  /** The handler as given: a function, or the name of a method looked up at each fire. */
  fn: Fn | string;
  /** The scope as given (`undefined` when omitted). */
  scope: unknown;
  /**
   * For a method name: the object whose `resolveListenerScope` finds the method's holder
   * (the observable, or the one that added the listener through `mon`); else `undefined`.
   */
  caller: unknown;
  /** The options object, appended to the handler's arguments; `undefined` when none was given. */
  o: Record<string, unknown> | undefined;
  /**
   * What a fire calls: `fn` (for a method name, a function that looks it up), or a wrapper
   * applying `single`/`target`/`delay`/`buffer`.
   */
  fireFn: Fn;
  /** `this` for the call: the scope, else the observable (for a method name: the caller). */
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
  declare observable: Observable;
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
  /**
   * @internal Some listener has an options object, which later listeners of a fire may get
   * (see the header); read with `listeners`, it tells a fire whether to track them.
   */
  declare $opts: boolean;
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
    this.observable = observable as Observable;
    this.listeners = [];
    this.bubble = false;
    this.suspended = 0;
    this.$fast = true;
    this.$opts = false;
    this.$blocked = false;
    this.$counts = false;
    return this;
  }

  /**
   * Adds a listener unless the same function is already registered with the same scope (an
   * omitted scope counts as the observable). `options` (see {@link ListenerOptions}) are
   * appended to the handler's arguments. `fn` may be a method name, looked up at each fire
   * (see the header); `caller` (default: the observable) is then the object that resolves
   * it. Returns whether the listener was added.
   */
  addListener(
    fn: Fn | string,
    scope?: unknown,
    options?: Record<string, unknown> | null,
    caller?: unknown,
  ): boolean {
    if (typeof fn !== 'function' && (typeof fn !== 'string' || fn === '')) {
      fail(WHERE, `the handler for event '${this.name}'`, 'a function or a method name', fn);
    }
    if (options != null && typeof options !== 'object') {
      fail(WHERE, `the options for event '${this.name}'`, 'an object', options);
    }
    if (this.findListener(fn, scope, caller) !== -1) return false;
    const listener = this.createListener(fn, scope, options || undefined, caller);
    const old = this.listeners;
    let at = old.length;
    while (at > 0 && old[at - 1].priority < listener.priority) at--;
    // A new array, never a change in place (see the header); a packed one for the common single
    // listener (the fire loop reads it fastest).
    this.listeners = old.length ? rebuild(old, at, listener) : [listener];
    if (listener.o !== undefined) this.$opts = true;
    this.$count(1);
    return true;
  }

  /**
   * Removes the listener registered with this function (or method name), scope and, for a
   * method name, caller; returns whether one was.
   */
  removeListener(fn: Fn | string, scope?: unknown, caller?: unknown): boolean {
    const index = this.findListener(fn, scope, caller);
    if (index === -1) return false;
    this.$removeAt(index);
    return true;
  }

  /**
   * The index of the listener with this function and scope (omitted scope = the observable),
   * or -1. A method name matches the same name added with the same scope (`'this'` and none
   * are the same) by the same caller.
   */
  findListener(fn: Fn | string, scope?: unknown, caller?: unknown): number {
    const listeners = this.listeners;
    if (typeof fn === 'string') {
      const named = namedScope(scope);
      const by = caller || this.observable;
      for (let i = 0; i < listeners.length; i++) {
        const l = listeners[i];
        if (l.fn === fn && l.caller === by && namedScope(l.scope) === named) return i;
      }
      return -1;
    }
    const thisArg = scope || this.observable;
    for (let i = 0; i < listeners.length; i++) {
      if (listeners[i].fn === fn && listeners[i].thisArg === thisArg) return i;
    }
    // Ext JS 4 code removes by function a listener it added by name (`on('load', 'onLoad')`,
    // then `un('load', this.onLoad)`): a method name whose method is now that function.
    for (let i = 0; i < listeners.length; i++) {
      const l = listeners[i];
      if (typeof l.fn === 'string' && l.thisArg === thisArg) {
        const target = lateTarget(l);
        if (target != null && (target as Methods)[l.fn] === fn) return i;
      }
    }
    return -1;
  }

  /** Whether this function (or method name) is registered with this scope. */
  isListening(fn: Fn | string, scope?: unknown, caller?: unknown): boolean {
    return this.findListener(fn, scope, caller) !== -1;
  }

  /** Removes every listener (cancelling their pending delayed and buffered calls). */
  clearListeners(): void {
    const listeners = this.listeners;
    if (listeners.length === 0) return;
    this.listeners = [];
    this.$opts = false;
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
    // The options last seen in this fire: passed on to listeners without their own (see the header).
    let o: Record<string, unknown> | undefined;
    for (let i = 0; i < listeners.length; i++) {
      const l = listeners[i];
      if (l.o !== undefined) o = l.o;
      if (callListener(l, o, args) === false) return false;
    }
    return true;
  }

  /**
   * @internal The record of a new listener (Ext JS 4's name): its `this` (the scope, else the
   * observable), its priority, and what a fire calls: `fn` (for a method name, a function
   * that looks it up), wrapped for its options.
   */
  createListener(
    fn: Fn | string,
    scope: unknown,
    o: Record<string, unknown> | undefined,
    caller?: unknown,
  ): Listener {
    const late = typeof fn === 'string';
    const by = late ? caller || this.observable : undefined;
    const listener: Listener = {
      fn,
      scope,
      caller: by,
      o,
      fireFn: fn as Fn,
      thisArg: late ? by : scope || this.observable,
      priority: o !== undefined && typeof o.priority === 'number' ? o.priority : 0,
      ev: this,
      timers: null,
      task: null,
    };
    if (late) listener.fireFn = lateBound(listener, fn);
    if (o !== undefined) listener.fireFn = wrap(listener, listener.fireFn, o);
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
    const next = (this.listeners = rebuild(old, index));
    if (old[index].o !== undefined) this.$opts = next.some((l) => l.o !== undefined);
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
 * How a listener named by a method name is matched on its scope: an object scope as itself,
 * `'this'` and no scope alike (`undefined`), another string as itself.
 */
function namedScope(scope: unknown): unknown {
  return scope === 'this' || scope == null || scope === '' ? undefined : scope;
}

/**
 * The function a fire calls for a listener named by a method name: looks the method up on
 * the scope object, else on what `caller.resolveListenerScope(scope)` answers (the caller
 * itself for no scope or `'this'`), and calls it there. A scope that resolves to nothing
 * (`'controller'`, another string), or a name that is no method of it, is a Lib.Error naming
 * the method and the event (never a silent no-op).
 */
function lateBound(listener: Listener, name: string): Fn {
  return function () {
    const target = lateTarget(listener);
    const method = target == null ? target : (target as Methods)[name];
    if (typeof method !== 'function') {
      const ev = listener.ev;
      raise(
        'Lib.util.Event#fire',
        `no method named '${name}' on ` +
          (target == null
            ? `scope ${describe(listener.scope)} (Lib resolves only 'this': no view controllers)`
            : describe(target)) +
          ` for event '${ev.name}' of ${nameOf(ev.observable)}`,
      );
    }
    return method.apply(target, arguments as unknown as unknown[]);
  };
}

/** Where the method of a listener named by a method name is looked up now (`null`: nowhere). */
function lateTarget(listener: Listener): unknown {
  const scope = listener.scope;
  const caller = listener.caller;
  if (scope !== null && (typeof scope === 'object' || typeof scope === 'function')) return scope;
  if (caller != null && typeof (caller as Resolver).resolveListenerScope === 'function') {
    return (caller as Resolver).resolveListenerScope(scope);
  }
  return namedScope(scope) === undefined ? caller : null;
}

/** The class name of an observable for messages (`App.Store`), else a description of it. */
export function nameOf(owner: object | null | undefined): string {
  return (owner && (owner as Named).$className) || describe(owner);
}

/**
 * The handler wrapped for its options (`fn` itself when none needs a wrapper). The wrappers
 * nest in Ext JS 4's order, buffer outside delay outside target outside single: a `single`
 * listener is removed when the handler actually runs (after its delay, and only for its
 * target), and the removal cancels the other pending calls, so it runs once.
 */
function wrap(listener: Listener, fn: Fn, o: Record<string, unknown>): Fn {
  let handler = fn;
  if (o.single) {
    const inner = handler;
    handler = function (this: unknown) {
      listener.ev.$remove(listener);
      return inner.apply(this, arguments as unknown as unknown[]);
    };
  }
  if (o.target) {
    const inner = handler;
    const target = o.target;
    handler = function (this: unknown, first: unknown) {
      return first === target ? inner.apply(this, arguments as unknown as unknown[]) : undefined;
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
 * Calls a listener with `argc` (0 to 4) event arguments, plus `o` when defined: its options
 * object, or the one an earlier listener of the same fire had (see the header). Spelled out
 * per count, as eventemitter3 does, so no argument array is built.
 */
export function invoke(
  l: Listener,
  o: Record<string, unknown> | undefined,
  argc: number,
  a1: unknown,
  a2: unknown,
  a3: unknown,
  a4: unknown,
): unknown {
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
 * Calls a listener with an argument array, plus `o` when defined (as `invoke`). The array
 * itself is never changed: a listener's options reach the later ones through `o` only.
 */
function callListener(
  l: Listener,
  o: Record<string, unknown> | undefined,
  args: ArrayLike<unknown>,
): unknown {
  const n = args.length;
  if (n <= 4) return invoke(l, o, n, args[0], args[1], args[2], args[3]);
  if (o === undefined) return l.fireFn.apply(l.thisArg, args as unknown[]);
  const withOptions = slice.call(args);
  withOptions.push(o);
  return l.fireFn.apply(l.thisArg, withOptions);
}

registerClass(Event, 'Lib.util.Event', { isEvent: true });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Event': typeof Event;
  }
}
