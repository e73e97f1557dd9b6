/**
 * `Lib.util.Observable`: the Ext JS 4 event model. Base class (or `observable` mixin) of
 * everything that fires events: proxies, stores, components.
 *
 * Event names are case-insensitive. `fireEvent` returns `false` when a listener returned
 * exactly `false` (the remaining listeners and bubbling are skipped), `null` when a capture
 * vetoed the event, and `true` otherwise. Listeners run in priority, then registration, order;
 * a listener removed during a fire is still called in it, one added during it is not.
 *
 * Firing an event nobody listens to costs one lookup in `events` (see `fireEvent` below); a
 * fire with listeners allocates nothing for up to four arguments.
 *
 * Every member is a method of the class (those marked `@internal` are Lib's own), so a
 * subclass, `Lib.override` or legacy code can replace any of them. The listeners of one event
 * are a `Lib.util.Event` (Event.ts); the name-keyed tables are in Observable.maps.ts, the
 * types in Observable.types.ts.
 *
 * @example
 *   const store = Lib.create('Lib.util.Observable', {listeners: {load: (s, ok) => console.log(ok)}});
 *   store.on('load', onLoad, controller, {single: true});
 *   store.fireEvent('load', store, true); // logs true, calls controller.onLoad once
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isMap, isObj, own } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs } from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { LibFunction } from '../../lib/lang/Function';
import { apply } from '../../lib/lang/Object';
import { Event, invoke, nameOf } from './Event';
import {
  NO_EVENTS,
  ROOT_COUNTS,
  classCounts,
  declaredEventMap,
  forgetUnheardAliases,
  isOwnEventMap,
  linkClassCounts,
  lowerName,
  newCounts,
  newEventMap,
  rememberUnheardAlias,
} from './Observable.maps';
import type {
  AnyEvents,
  AnyListenerOptions,
  Destroyable,
  DestroyableOptions,
  DynamicName,
  ElementListener,
  EventArgs,
  EventNames,
  EventsOf,
  FireArgs,
  Handler,
  ListenerScope,
  ListenersConfig,
  ManagedListener,
  MethodListener,
  ObservableConfig,
} from './Observable.types';

export type * from './Observable.types';

type Fn = (...args: any[]) => unknown;
/** Options given to `on`, `mon` (a listeners object is its own options). */
type Options = AnyListenerOptions | null | undefined;

const slice = Array.prototype.slice;

/** Names fired unheard that an observable remembers at most (programs may invent names). */
const UNHEARD_LIMIT = 256;

export class Observable<E extends EventsOf<E> = AnyEvents> extends Base {
  /** Always `true` (Ext's type tag). */
  declare isObservable: true;
  /**
   * Type only (never set): the event map that types `on`, `un`, `fireEvent` and listeners
   * objects, event name → the arguments listeners get. A subclass that adds events narrows
   * it: `declare $eventMap: PanelEvents<this>`. Untyped (`AnyEvents`): `any`, so every
   * observable is an `Observable`. See `Observable.types.ts` for custom events.
   */
  declare $eventMap: string extends keyof E ? any : E;
  /**
   * Events by lower-case name: a `Lib.util.Event` once it has had listeners, bubbling or
   * suspension; `true` when only declared by `addEvents`, or fired while nobody listened.
   */
  declare events: Record<string, Event | true>;
  /** Listener counts by lower-case event name (0 or absent: nobody listens). */
  declare hasListeners: Record<string, number>;
  /**
   * How many `suspendEvents()` calls are in force (0: events fire). Legacy code may also
   * assign it (`eventsSuspended = true` suspends, `false` resumes without replaying).
   */
  declare eventsSuspended: number;
  /** @internal The count behind `eventsSuspended`. */
  declare $suspended: number;
  /** Events queued while suspended by `suspendEvents(true)`: `[name, args, bubbles]`. */
  declare eventQueue: Array<[string, unknown[], boolean]> | null;
  /** Listeners added to other objects through `mon`. */
  declare managedListeners: ManagedListener[] | null;
  /** Listeners with the `element` option, not bound yet (the component layer binds them). */
  declare elementListeners: ElementListener[] | null;
  /** The `listeners` config; added at construction, then set to `null`. */
  declare listeners: ListenersConfig<E> | null | undefined;
  /** The `bubbleEvents` config, enabled at construction. */
  declare bubbleEvents: string | string[] | undefined;
  /** @internal How many names fired unheard `events` remembers (see `$markUnheard`). */
  declare $unheard: number;

  /**
   * Copies every key of `config` onto the instance, adds its `listeners` (then sets
   * `listeners` to `null`) and makes its `bubbleEvents` bubble. Classes using Observable as a
   * mixin call this themselves: `this.mixins.observable.constructor.call(this, config)`.
   */
  override $construct(config?: ObservableConfig<E>): this {
    super.$construct(config);
    // Components check and copy their config themselves, then call this without one.
    config = checkConfigs(this, config);
    if (config != null) apply(this, config);
    this.$initObservable();
    const listeners = this.listeners;
    if (listeners) {
      this.addListener(listeners as ListenersConfig<E>);
      this.listeners = null;
    }
    if (this.bubbleEvents) this.enableBubble(this.bubbleEvents);
    return this;
  }

  /**
   * @internal Gives a new observable its own event map (keeping names a config or prototype
   * `events` object declared), its own `hasListeners` counts and its suspension state. Runs
   * once: a second call (the constructor run as a base class and again as a mixin) does nothing.
   */
  $initObservable(): void {
    const me = this;
    if (own(me, 'events') && isOwnEventMap(me.events)) return;
    me.events = declaredEventMap(me.events);
    me.hasListeners = newCounts(Object.getPrototypeOf(me));
    me.eventsSuspended = 0;
    me.$unheard = 0;
  }

  // -------------------------------------------------------------------------------------
  // firing

  /**
   * Fires an event: calls its listeners with these arguments (each also gets its options
   * object last, when it was added with options), then bubbles it if `enableBubble` was used.
   * Returns `false` if a listener returned exactly `false` (which skips the remaining
   * listeners and bubbling), `null` if a capture vetoed it, else `true` (also when nobody
   * listens or events are suspended).
   */
  // A name known only as `string` (a variable, `name as string`) is not checked: see `DynamicName`.
  fireEvent<N extends string>(eventName: DynamicName<N>, ...args: unknown[]): boolean | null;
  // An untyped observable (`AnyEvents`) fires any name: inside its class body `tsc` cannot
  // read the index signature through `this`, so this overload says it.
  fireEvent(this: { $eventMap: AnyEvents }, eventName: string, ...args: unknown[]): boolean | null;
  // @ts-expect-error TS2394: the implementation takes four fixed parameters, which TypeScript
  // cannot relate to a generic rest; a rest parameter would allocate on every fire.
  fireEvent<K extends EventNames<this['$eventMap']>>(
    eventName: K,
    ...args: FireArgs<this['$eventMap'], K>
  ): boolean | null;
  // The hot path. Fixed parameters plus `arguments.length` instead of a rest parameter, so a
  // fire allocates nothing. It makes one lookup by name, `events[eventName]`, as eventemitter3
  // does: `true` means nobody listens (events are stored under lower-case names, and a name
  // fired unheard is remembered as `true` under the name as fired, see `$markUnheard`); a
  // plain Event is dispatched here; anything else (a new name, a listened-to name fired in
  // another case, a bubbling or suspended event, suspended events, more than four arguments)
  // takes the slow path. `hasListeners` is not read here: a second lookup by name is slow
  // wherever V8 sees many names and classes at once, which is the case in any real
  // application; and a name fired in mixed case would have to be lower-cased first (measured:
  // reading `hasListeners` instead costs as much as this lookup, no less).
  fireEvent(
    eventName: string,
    a1?: unknown,
    a2?: unknown,
    a3?: unknown,
    a4?: unknown,
  ): boolean | null {
    const ev = this.events[eventName];
    if (ev === true) return true;
    const argc = arguments.length - 1;
    if (ev === undefined || !ev.$fast || argc > 4) {
      return this.$fireSlowly(eventName, arguments, 1);
    }
    // A snapshot: listeners added or removed by a listener change `ev.listeners`, not this array.
    const listeners = ev.listeners;
    const n = listeners.length;
    if (!ev.$opts) {
      // No listener has options: nothing to pass on (the common case keeps its bare loop).
      for (let i = 0; i < n; i++) {
        if (invoke(listeners[i], undefined, argc, a1, a2, a3, a4) === false) return false;
      }
      return true;
    }
    // The options last seen in this fire, passed on to later listeners without their own as
    // Ext JS 4.2.1 does (Event.ts explains): one local, nothing allocated.
    let o: Record<string, unknown> | undefined;
    for (let i = 0; i < n; i++) {
      const l = listeners[i];
      if (l.o !== undefined) o = l.o;
      if (invoke(l, o, argc, a1, a2, a3, a4) === false) return false;
    }
    return true;
  }

  /** `fireEvent` with the event's arguments as an array. */
  fireEventArgs<N extends string>(
    eventName: DynamicName<N>,
    args?: ArrayLike<unknown> | null,
  ): boolean | null;
  fireEventArgs(
    this: { $eventMap: AnyEvents },
    eventName: string,
    args?: ArrayLike<unknown> | null,
  ): boolean | null;
  fireEventArgs<K extends EventNames<this['$eventMap']>>(
    eventName: K,
    args?: FireArgs<this['$eventMap'], K>,
  ): boolean | null;
  fireEventArgs(eventName: string, args?: ArrayLike<unknown> | null): boolean | null {
    return this.$fireSlowly(eventName, args || [], 0);
  }

  /**
   * @internal Everything the fast path of `fireEvent` leaves, and `fireEventArgs`: fires
   * `eventName` with the arguments in `args` from index `from` on.
   */
  $fireSlowly(eventName: unknown, args: ArrayLike<unknown>, from: number): boolean {
    const me = this;
    if (typeof eventName !== 'string') {
      bad('#fireEvent', 'the event name must be a string', eventName, me);
    }
    const lower = lowerName(eventName);
    const ev = me.events[lower];
    if (typeof ev !== 'object') {
      // Nobody listens: remember the name as fired, so that its next fire stops after the one
      // lookup of the fast path. A mixed-case name fired unheard used to come here every time,
      // 15 to 20 times slower than a lower-case one.
      // (`fireEventArgs`, `from` 0, leaves `events` as it is.)
      if (from && me.events[eventName] === undefined) me.$markUnheard(eventName, lower);
      return true;
    }
    if (ev.listeners.length === 0 && !ev.bubble) return true;
    // An array given to fireEventArgs is used as it is (listeners get its items, never the array).
    const list = from || !Array.isArray(args) ? slice.call(args, from) : args;
    return me.eventsSuspended || !ev.$fast
      ? me.$continueFire(lower, list, ev.bubble)
      : ev.fireArgs(list);
  }

  /**
   * @internal Remembers a name fired while nobody listened, as `true` in `events` under the
   * name as fired, so the next fire stops after one lookup. A mixed-case name is also
   * registered as an alias of its lower-case form, whose first listener (see `$eventFor`)
   * unmarks it again. Only on constructed observables (a mixin whose constructor never ran
   * shares its map) and for a bounded number of names.
   */
  $markUnheard(name: string, lower: string): void {
    const marked = this.$unheard;
    if (typeof marked !== 'number' || marked >= UNHEARD_LIMIT) return;
    this.$unheard = marked + 1;
    const events = this.events;
    events[name] = true;
    if (name !== lower) rememberUnheardAlias(events, lower, name);
  }

  /**
   * @internal Fires on this observable, then (for a bubbling event) up the bubble targets. A
   * suspended target queues the event (with `suspendEvents(true)`) or drops it, and the
   * bubbling stops there; a queued event resumes its bubbling when replayed.
   */
  $continueFire(lower: string, args: unknown[], bubbles: boolean): boolean {
    let target: Observable | null = this;
    for (;;) {
      if (target.eventsSuspended) {
        const queue = target.eventQueue;
        if (queue) queue.push([lower, args.slice(), bubbles]);
        return true;
      }
      const ev = target.events && target.events[lower];
      if (ev && typeof ev === 'object' && ev.fireArgs(args) === false) return false;
      if (!bubbles || !(target = target.getBubbleTarget?.()) || target.isObservable !== true) {
        return true;
      }
    }
  }

  // -------------------------------------------------------------------------------------
  // listeners

  /**
   * Declares events the object may fire: event names, or an object with names as keys (stored
   * lower-case, as every event name). Optional (any name can be fired and listened to); kept
   * for Ext JS 4 code.
   */
  addEvents(...names: Array<string | string[] | Record<string, unknown>>): void {
    const events = this.$ownEvents();
    for (const item of names) {
      const list =
        typeof item === 'string' ? [item] : Array.isArray(item) ? item : Object.keys(item || {});
      for (const name of list) {
        const lower = lowerName(name);
        if (events[lower] === undefined) events[lower] = true;
      }
    }
  }

  /**
   * Adds a handler: `on(eventName, fn, scope?, options?)`, or `on(listeners)` with a
   * listeners object (`{load: fn, clear: {fn, single: true}, scope: me}`). `fn` may name a
   * method: of `scope` when it is an object, resolved now; otherwise (no scope, `'this'` or
   * `'controller'`) looked up each time the event fires, on what `resolveListenerScope`
   * answers (the observable), so it may be added before the method exists; a name that still
   * finds no method then is an error naming the event and the method. `scope` (default: the
   * observable) is `this` in the handler; a `scope` key inside `options` is ignored in the
   * first form. Adding the same function with the same scope again does nothing. With
   * `destroyable: true` returns an object whose `destroy()` removes the listener(s);
   * otherwise the observable.
   */
  addListener<N extends string>(
    eventName: DynamicName<N>,
    fn: Handler | string,
    scope: ListenerScope | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  addListener<N extends string>(
    eventName: DynamicName<N>,
    fn: Handler | string,
    scope?: ListenerScope,
    options?: AnyListenerOptions,
  ): this;
  // A DOM event of a component's element (`{element: 'el'}`): any DOM event name.
  addListener(
    eventName: string,
    fn: Handler | string,
    scope: ListenerScope | undefined,
    options: AnyListenerOptions & { element: string },
  ): this;
  addListener(listeners: ListenersConfig<this['$eventMap']> & { destroyable: true }): Destroyable;
  addListener(listeners: ListenersConfig<this['$eventMap']>): this;
  addListener<K extends EventNames<this['$eventMap']>>(
    eventName: K,
    fn: Handler<EventArgs<this['$eventMap'], K>> | string,
    scope: ListenerScope | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  addListener<K extends EventNames<this['$eventMap']>>(
    eventName: K,
    fn: Handler<EventArgs<this['$eventMap'], K>> | string,
    scope?: ListenerScope,
    options?: AnyListenerOptions,
  ): this;
  addListener(eventName: unknown, fn?: unknown, scope?: unknown, options?: Options): unknown {
    // Anything but a listeners object goes to $addOne, which refuses names that are no strings.
    // The string test first keeps the common case off the shared, polymorphic `isMap`.
    if (typeof eventName === 'string' || !isMap(eventName))
      return this.$addOne(eventName, fn, scope, options);
    eachListener(eventName as never, (...spec) => this.$addOne(...spec));
    return eventName.destroyable ? remover(() => this.removeListener(eventName as never)) : this;
  }

  /**
   * Shorthand of `addListener` (an alias that calls it, so an override of `addListener`
   * applies to `on` too).
   */
  declare on: this['addListener'];

  /**
   * Removes the handler added with this function (or method name) and scope (default: the
   * observable); also takes a listeners object as `on` does. Unknown handlers are ignored.
   */
  removeListener<N extends string>(
    eventName: DynamicName<N>,
    fn: Handler | string,
    scope?: ListenerScope,
  ): this;
  removeListener(listeners: ListenersConfig<this['$eventMap']>): this;
  removeListener<K extends EventNames<this['$eventMap']>>(
    eventName: K,
    fn: Handler<EventArgs<this['$eventMap'], K>> | string,
    scope?: ListenerScope,
  ): this;
  removeListener(eventName: unknown, fn?: unknown, scope?: unknown): this {
    if (typeof eventName !== 'string' && isObj(eventName))
      eachListener(eventName, (name, f, sc) => this.$removeOne(name, f, sc));
    else this.$removeOne(eventName, fn, scope);
    return this;
  }

  /** Shorthand of `removeListener` (an alias that calls it). */
  declare un: this['removeListener'];

  /**
   * @internal `on(eventName, fn, scope, options)` for one event: checks the input, resolves a
   * method name given with an object scope (or for an `element` listener), routes `element`
   * listeners to `addElementListener`, and adds the rest to the event; a method name without
   * an object scope is added as it is, looked up at each fire on `caller` (default: this
   * observable; `mon` passes the observable that called it). Returns the observable, or a
   * destroyable with `options.destroyable`.
   */
  $addOne(
    eventName: unknown,
    fn: unknown,
    scope: unknown,
    options: Options,
    caller?: unknown,
  ): unknown {
    const me = this;
    checkName(eventName, 'addListener', me);
    let handler = fn;
    if (typeof fn === 'string' && fn !== '') {
      if (isScopeObject(scope) || (isObj(options) && options.element)) {
        handler = me.$methodOf(fn, scope);
        if (typeof handler !== 'function') {
          raise(
            'Lib.util.Observable#addListener',
            `no method named '${fn}' on ${describe(scope || me)} for event '${eventName}' of ${nameOf(me)}`,
          );
        }
      }
    } else if (typeof fn !== 'function') {
      bad('#addListener', `no function passed for event '${eventName}'`, fn, me);
    }
    if (options != null) {
      if (typeof options !== 'object') {
        bad('#addListener', `the options for event '${eventName}' must be an object`, options, me);
      }
      if (options.element) {
        me.addElementListener(options.element, lowerName(eventName), handler as Fn, scope, options);
        return me;
      }
    }
    const ev = me.$eventFor(eventName);
    ev.addListener(handler as Fn | string, scope, options, caller);
    return options && options.destroyable
      ? remover(() => me.$removeOne(ev.name, handler, scope, caller))
      : me;
  }

  /**
   * @internal `un(eventName, fn, scope)` for one event (`caller` as for `$addOne`); unknown
   * events and handlers are ignored.
   */
  $removeOne(eventName: unknown, fn: unknown, scope: unknown, caller?: unknown): void {
    checkName(eventName, 'removeListener', this);
    const ev = this.$findEvent(eventName);
    if (ev === undefined) return;
    if (typeof fn === 'string' && isScopeObject(scope)) {
      const handler = this.$methodOf(fn, scope);
      if (typeof handler === 'function') ev.removeListener(handler as Fn, scope);
    } else if (typeof fn === 'string' || typeof fn === 'function') {
      ev.removeListener(fn as Fn | string, scope, caller);
    }
  }

  /**
   * @internal What a method name given to `on`/`un` with an object scope (or for an
   * `element` listener) stands for: the method of that scope, else of the observable.
   */
  $methodOf(name: string, scope: unknown): unknown {
    return ((isScopeObject(scope) ? scope : this) as Record<string, unknown>)[name];
  }

  /**
   * Where a listener named by a method name, without an object scope, finds its method when
   * the event fires (Ext JS 5's hook): this observable for no scope or `'this'`; `null` for
   * another named scope (`'controller'`: Lib has no view controllers), which makes that fire
   * an error naming the event and the method. Override it to look names up elsewhere.
   */
  resolveListenerScope(scope?: unknown): object | null {
    return scope == null || scope === '' || scope === 'this' ? this : null;
  }

  /** @internal The observable's own event map, created when it only has the shared empty one (mixins whose constructor never ran). */
  $ownEvents(): Record<string, Event | true> {
    const events = this.events;
    return isOwnEventMap(events) ? events : (this.events = declaredEventMap(events));
  }

  /**
   * @internal The Event of a name, created (and counted in `hasListeners`) if missing. Only
   * lower-case keys ever hold an Event, so finding one under the name as given saves
   * lower-casing it (the common case: names written lower-case).
   */
  $eventFor(eventName: string): Event {
    const me = this;
    let ev = me.events && me.events[eventName];
    if (typeof ev === 'object') return ev;
    const events = me.$ownEvents();
    const lower = lowerName(eventName);
    ev = events[lower];
    if (typeof ev !== 'object') {
      ev = events[lower] = new Event(me, lower);
      ev.$counts = true;
      if (me.eventsSuspended) ev.$block(true);
      forgetUnheardAliases(events, lower);
    }
    return ev;
  }

  /** @internal The Event for a name as given (see `$eventFor`), if it has one. */
  $findEvent(eventName: string): Event | undefined {
    const events = this.events;
    if (events === undefined) return undefined;
    let ev = events[eventName];
    if (typeof ev !== 'object') ev = events[lowerName(eventName)];
    return typeof ev === 'object' ? ev : undefined;
  }

  /**
   * @internal Adds `delta` to the listener count of a lower-case event name (the `Lib.util.Event`
   * of this observable calls it), giving the observable its own counts object first if it
   * only inherits one. Counted as Ext JS 4.2.1 does: the first listener of the observable's
   * own sets the count to 1 (hiding the class-level count it inherits), and when the last one
   * goes the count is deleted, so `hasListeners[name]` is `undefined` again and the class's
   * count (listeners added through `observe`) shows through.
   */
  $adjustCount(lower: string, delta: number): void {
    let counts = this.hasListeners;
    // Constructed observables and observed classes own theirs; the shared root only shows
    // through on objects whose constructor never ran.
    if (counts === undefined || counts === ROOT_COUNTS) {
      counts = this.hasListeners = newCounts(Object.getPrototypeOf(this));
    }
    if (own(counts, lower)) {
      const next = counts[lower] + delta;
      if (next > 0) counts[lower] = next;
      else delete counts[lower];
    } else if (delta > 0) {
      counts[lower] = delta;
    }
  }

  /**
   * Removes every listener of every event, and every managed listener
   * (`clearManagedListeners`). Events made to bubble by `enableBubble` stop bubbling, so that
   * `hasListener` answers `false` for every event afterwards, as in Ext JS 4.2.1.
   */
  clearListeners(): void {
    const events = this.events;
    if (events && own(this, 'events')) {
      for (const name in events) {
        const ev = events[name];
        if (typeof ev !== 'object') continue;
        ev.clearListeners();
        if (ev.bubble) {
          ev.$setBubble(false);
          this.$adjustCount(ev.name, -1);
        }
      }
    }
    this.clearManagedListeners();
  }

  /** Whether the event has listeners (or bubbles); `false` for anything but an event name. */
  hasListener<N extends string>(
    eventName: EventNames<this['$eventMap']> | DynamicName<N>,
  ): boolean {
    return typeof eventName === 'string' && !!this.hasListeners[lowerName(eventName)];
  }

  // -------------------------------------------------------------------------------------
  // bubbling, relaying, suspending

  /**
   * Makes events bubble: after the object's own listeners they fire on `getBubbleTarget()`,
   * then on its bubble target, and so on, until a listener returns `false`. Takes a name,
   * several names or an array. A bubbling event counts as listened to.
   */
  enableBubble(...eventNames: Array<string | string[]>): void {
    for (const name of flatten(eventNames)) {
      const ev = this.$eventFor(name);
      if (!ev.bubble) {
        ev.$setBubble(true);
        this.$adjustCount(ev.name, 1);
      }
    }
  }

  /** Where bubbling events go next: `null` here; components return their container. */
  getBubbleTarget(): Observable | null {
    return null;
  }

  /**
   * Re-fires the named events of `origin` on this object, as `prefix + name`, with the
   * original arguments. A `false` from this object's listeners is returned to `origin`'s
   * `fireEvent`. Returns an object whose `destroy()` stops relaying.
   */
  relayEvents(origin: Observable, eventNames: string | string[], prefix?: string): Destroyable {
    const names = typeof eventNames === 'string' ? [eventNames] : eventNames;
    const relayers = names.map((name) => {
      const relayer = this.createRelayer(prefix ? prefix + name : name);
      this.$addManaged(origin, name, relayer, null);
      return relayer;
    });
    return remover(() =>
      names.forEach((name, i) => this.removeManagedListener(origin, name, relayers[i])),
    );
  }

  /**
   * A listener that fires `newName` on this observable with the arguments it receives (or
   * those `slice(begin, end)` keeps, with `beginEnd` = `[begin, end]`), returning what that
   * fire returns: what `relayEvents` adds to the origin.
   */
  createRelayer(
    newName: string,
    beginEnd?: [number, number?],
  ): (...args: unknown[]) => boolean | null {
    const me = this;
    return function () {
      const args = beginEnd ? slice.apply(arguments, beginEnd as [number, number]) : arguments;
      return me.fireEventArgs(newName, args);
    };
  }

  /**
   * Stops firing events until a matching `resumeEvents()` (calls nest). With
   * `queueSuspended`, the events fired meanwhile are delivered, in order, on the final resume;
   * otherwise they are dropped.
   */
  suspendEvents(queueSuspended?: boolean): void {
    this.eventsSuspended++;
    if (queueSuspended && !this.eventQueue) this.eventQueue = [];
  }

  /** Undoes one `suspendEvents()`; the last one replays the queued events. */
  resumeEvents(): void {
    if (!this.eventsSuspended || --this.eventsSuspended) return;
    const queue = this.eventQueue;
    this.eventQueue = null;
    if (queue) for (const [name, args, bubbles] of queue) this.$continueFire(name, args, bubbles);
  }

  /**
   * @internal Tells every event that the observable's events are (or no longer are)
   * suspended (see `eventsSuspended`).
   */
  $blockEvents(blocked: boolean): void {
    const events = this.events;
    for (const name in events) {
      const ev = events[name];
      if (typeof ev === 'object') ev.$block(blocked);
    }
  }

  /** Suspends single events (calls nest): firing them does nothing and returns `true`. */
  suspendEvent(...eventNames: Array<string | string[]>): void {
    for (const name of flatten(eventNames)) this.$eventFor(name).suspend();
  }

  /** Undoes one `suspendEvent` of each named event. */
  resumeEvent(...eventNames: Array<string | string[]>): void {
    for (const name of flatten(eventNames)) this.$findEvent(name)?.resume();
  }

  // -------------------------------------------------------------------------------------
  // managed and element listeners

  /**
   * Adds a listener to another object (`item`) and remembers it, so that
   * `clearManagedListeners` (and `destroy`) remove it: `mon(item, eventName, fn, scope?,
   * options?)` or `mon(item, listeners)`. Without a scope, `this` in the handler is `item`.
   */
  addManagedListener(
    item: object,
    listeners: Record<string, unknown> & { destroyable: true },
  ): Destroyable;
  addManagedListener(item: object, listeners: Record<string, unknown>): this;
  addManagedListener(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope: ListenerScope | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  addManagedListener(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope?: ListenerScope,
    options?: AnyListenerOptions,
  ): this;
  addManagedListener(
    item: object,
    eventName: string | Record<string, unknown>,
    fn?: Fn | string,
    scope?: ListenerScope,
    options?: Options,
  ): unknown {
    if (isObj(eventName)) {
      eachListener(eventName, (...spec) => this.$addManaged(item, ...spec));
      options = eventName;
    } else {
      this.$addManaged(item, eventName, fn, scope, options);
    }
    return options && options.destroyable
      ? remover(() => this.removeManagedListener(item, eventName, fn, scope))
      : this;
  }

  /** Shorthand of `addManagedListener` (an alias that calls it). */
  declare mon: this['addManagedListener'];

  /**
   * Removes managed listeners of `item` for the event (or a listeners object); `fn` and
   * `scope`, when given, narrow which ones.
   */
  removeManagedListener(
    item: object,
    eventName: string | Record<string, unknown>,
    fn?: Fn | string,
    scope?: ListenerScope,
  ): this {
    if (isObj(eventName))
      eachListener(eventName, (name, f, sc) => this.$removeManaged(item, name, f, sc));
    else this.$removeManaged(item, eventName, fn, scope);
    return this;
  }

  /** Shorthand of `removeManagedListener` (an alias that calls it). */
  declare mun: this['removeManagedListener'];

  /** @internal `mon` for one event: adds the listener to `item` (through `attachManaged`) and records it. */
  $addManaged(
    item: object,
    eventName: unknown,
    fn: unknown,
    scope?: unknown,
    options?: Options,
  ): void {
    checkName(eventName, 'addManagedListener', this);
    this.attachManaged(item, eventName, fn, scope, options);
    ownList(this, 'managedListeners').push({ item, ename: eventName, fn, scope, options });
  }

  /** @internal `mun` for one event: removes the recorded listeners of `item` that match `fn`/`scope` when given. */
  $removeManaged(item: object, eventName: unknown, fn: unknown, scope: unknown): void {
    const me = this;
    checkName(eventName, 'removeManagedListener', me);
    const list = me.managedListeners;
    if (!list || list.length === 0) return;
    const lower = lowerName(eventName);
    const matches = (m: ManagedListener) =>
      m.item === item &&
      lowerName(m.ename) === lower &&
      (!fn || m.fn === fn) &&
      (!scope || m.scope === scope);
    me.managedListeners = list.filter((m) => !matches(m));
    for (const m of list.filter(matches)) me.detachManaged(m.item, m.ename, m.fn, m.scope);
  }

  /** Removes every listener added through `mon`. */
  clearManagedListeners(): void {
    const list = this.managedListeners;
    if (!list || list.length === 0) return;
    this.managedListeners = [];
    for (const managed of list)
      this.detachManaged(managed.item, managed.ename, managed.fn, managed.scope);
  }

  /**
   * Seam for `mon`: adds the listener to `item`, which must have `on`/`un` (an observable or
   * an element). A method name without an object scope names a method of this observable
   * (the one calling `mon`), looked up when the event fires (see `addListener`).
   */
  attachManaged(
    item: object,
    eventName: string,
    fn: unknown,
    scope: unknown,
    options: Options,
  ): void {
    if (!isObj(item) || typeof item.on !== 'function') {
      bad(
        '#addManagedListener',
        `the item for event '${eventName}' must be an observable`,
        item,
        this,
      );
    }
    if (isLateOn(item, fn, scope)) item.$addOne(eventName, fn, scope, options, this);
    else item.on(eventName, fn, scope, options);
  }

  /** Seam for `mun`: removes the listener from `item` (the counterpart of `attachManaged`). */
  detachManaged(item: object, eventName: string, fn: unknown, scope: unknown): void {
    if (!isObj(item) || typeof item.un !== 'function') return;
    if (isLateOn(item, fn, scope)) item.$removeOne(eventName, fn, scope, this);
    else item.un(eventName, fn, scope);
  }

  /**
   * Seam for listeners with the `element` option (`on('click', fn, me, {element: 'el'})`):
   * records them in `elementListeners`. The component layer overrides this to bind them to
   * the named element (once rendered).
   */
  addElementListener(
    element: string,
    eventName: string,
    fn: Fn,
    scope: unknown,
    options: Record<string, unknown>,
  ): void {
    ownList(this, 'elementListeners').push({ element, ename: eventName, fn, scope, options });
  }

  /** Deprecated name of `clearListeners` (warns once). */
  purgeListeners(): void {
    deprecated('purgeListeners', 'clearListeners');
    this.clearListeners();
  }

  /** Deprecated name of `clearManagedListeners` (warns once). */
  purgeManagedListeners(): void {
    deprecated('purgeManagedListeners', 'clearManagedListeners');
    this.clearManagedListeners();
  }

  // -------------------------------------------------------------------------------------
  // method interception

  /**
   * Runs `fn` before the method `method` of this object, with its arguments. `fn` returning
   * `false` (or `{cancel: true}`) skips the method; `{returnValue: x}` sets the result.
   */
  beforeMethod(method: string, fn: MethodListener, scope?: unknown): void {
    if (typeof fn !== 'function') bad('#beforeMethod', `expects a function for '${method}'`, fn);
    this.$intercept(method).before.push({ fn, scope });
  }

  /** Runs `fn` after the method `method` of this object; a returned value replaces the result. */
  afterMethod(method: string, fn: MethodListener, scope?: unknown): void {
    if (typeof fn !== 'function') bad('#afterMethod', `expects a function for '${method}'`, fn);
    this.$intercept(method).after.push({ fn, scope });
  }

  /** Removes a `beforeMethod`/`afterMethod` function; the method is restored once none is left. */
  removeMethodListener(method: string, fn: MethodListener, scope?: unknown): void {
    const me = this as unknown as MethodHost;
    const map: Record<string, MethodEvent> | undefined = own(me, METHOD_EVENTS)
      ? me[METHOD_EVENTS]
      : undefined;
    const e = map && map[method];
    if (!e) return;
    const keep = (entry: MethodEntry) => !(entry.fn === fn && (!scope || entry.scope === scope));
    e.before = e.before.filter(keep);
    e.after = e.after.filter(keep);
    if (e.before.length === 0 && e.after.length === 0) {
      delete map![method];
      if (e.own) me[method] = e.original;
      else delete me[method];
    }
  }

  /**
   * @internal The interception of the method `method` of this object, replacing the method
   * with one that runs the "before" functions, the original (unless cancelled), then the
   * "after" functions. Made on first use.
   */
  $intercept(method: string): MethodEvent {
    const me = this as unknown as MethodHost;
    if (!own(me, METHOD_EVENTS)) {
      Object.defineProperty(me, METHOD_EVENTS, { value: Object.create(null), configurable: true });
    }
    const map = me[METHOD_EVENTS]!;
    if (map[method] !== undefined) return map[method];
    const original = me[method];
    if (typeof original !== 'function') {
      throw new TypeError(
        `[Lib.util.Observable#beforeMethod] ${describe(me)} has no method named '${method}'`,
      );
    }
    const e: MethodEvent = (map[method] = {
      original: original as MethodListener,
      own: own(me, method),
      before: [],
      after: [],
    });
    me[method] = interceptor(e);
    return e;
  }

  /** Removes every listener, managed ones included, then releases the instance. */
  override destroy(): void {
    this.clearListeners();
    super.destroy();
  }

  // -------------------------------------------------------------------------------------
  // statics: capture and class-level events

  /**
   * Passes every event fired on `o` (an observable, or a prototype to reach all its
   * instances) to `fn(eventName, ...args)` first; if it returns `false` the event is not
   * fired and `fireEvent` returns `null`. The capture added last runs first.
   */
  static capture(
    o: object,
    fn: (eventName: string, ...args: unknown[]) => unknown,
    scope?: unknown,
  ): void {
    Observable.$capture(o, fn, scope, false);
  }

  /** `capture` with the event's arguments passed as one array: `fn(eventName, args)`. */
  static captureArgs(
    o: object,
    fn: (eventName: string, args: unknown[]) => unknown,
    scope?: unknown,
  ): void {
    Observable.$capture(o, fn, scope, true);
  }

  /** Removes every capture of `o` and restores its own `fireEvent`/`fireEventArgs`, if any. */
  static releaseCapture(o: object): void {
    const target = o as Record<PropertyKey, unknown>;
    if (!target || !own(target, CAPTURE)) return;
    (target[CAPTURE] as CaptureState).saved.forEach((descriptor, i) => {
      if (descriptor) Object.defineProperty(target, FIRE_KEYS[i], descriptor);
      else delete target[FIRE_KEYS[i]];
    });
    delete target[CAPTURE];
  }

  /**
   * @internal `capture` and `captureArgs` (`args`): gives `o` its own `fireEvent` and
   * `fireEventArgs`, interceptors (`Lib.Function.createInterceptor`, as in Ext JS 4) that run
   * the captures first, so firing on an observable that nobody captured costs nothing extra.
   * Refuses a target that is not an object and a capture that is not a function.
   */
  static $capture(o: unknown, fn: Fn, scope: unknown, args: boolean): void {
    const where = args ? '.captureArgs' : '.capture';
    if (o === null || (typeof o !== 'object' && typeof o !== 'function')) {
      bad(where, 'expects an observable or a prototype', o);
    }
    if (typeof fn !== 'function') bad(where, 'expects a function', fn);
    let state: CaptureState | undefined = own(o, CAPTURE) ? (o as Captured)[CAPTURE] : undefined;
    if (state === undefined) {
      const list: Capture[] = [];
      const saved = FIRE_KEYS.map((key) => Object.getOwnPropertyDescriptor(o, key));
      // The next implementation is looked up at call time, so captures on a class and on one
      // of its instances stack in either order.
      const next = (i: number): Fn =>
        saved[i] ? saved[i].value : Object.getPrototypeOf(o)[FIRE_KEYS[i]];
      FIRE_KEYS.forEach((key, i) =>
        hide(
          o,
          key,
          // Looked up on Lib.Function at each capture, so that an override of it applies.
          LibFunction.createInterceptor(
            function (this: unknown) {
              return next(i).apply(this, arguments as unknown as unknown[]);
            },
            function (this: unknown, name: unknown, a?: ArrayLike<unknown>) {
              const fired = i ? slice.call(a || []) : slice.call(arguments, 1);
              return runCaptures(list, this, name, fired);
            },
          ),
        ),
      );
      hide(o, CAPTURE, (state = { list, saved }));
    }
    // Like nested interceptors: the capture added last runs first.
    state.list.unshift({ fn, scope, args });
  }

  /**
   * Makes a class observable itself: an event fired by any of its instances fires first on
   * the class, with the same arguments (a `false` from a class listener vetoes it). Then adds
   * `listeners`, if given. Returns the class.
   */
  static observe<C extends Fn | (abstract new (...args: any[]) => any)>(
    cls: C,
    listeners?: Record<string, unknown>,
  ): C & Observable {
    if (typeof cls !== 'function') bad('.observe', 'expects a class', cls);
    const c = cls as any;
    // Its own isObservable marks a class observed already (subclasses inherit it, not own it).
    if (!own(c, 'isObservable')) {
      // The class gets the observable instance API (what it lacks), and a capture on its
      // prototype routes its instances' events through it.
      const proto = Observable.prototype as any;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const value = proto[key];
        if (
          typeof value === 'function' &&
          c[key] === undefined &&
          !/^(\$construct|destroy)$/.test(key)
        )
          c[key] = value;
      }
      Object.defineProperty(c, 'eventsSuspended', SUSPENSION);
      Object.assign(c, {
        isObservable: true,
        events: newEventMap(),
        hasListeners: classCounts(c.prototype),
        $suspended: 0,
        $unheard: 0,
        eventQueue: null,
        managedListeners: null,
      });
      Observable.$capture(c.prototype, (...args: any[]) => c.fireEvent(...args), c, false);
    }
    if (listeners && typeof listeners === 'object') c.on(listeners);
    return c;
  }

  /** `observe` itself (the same function, as in Ext JS 4: `observeClass === observe`). */
  declare static observeClass: typeof Observable.observe;

  /**
   * @internal Prepares a class `cls` that mixes in the observable class `mixin`, as Ext JS
   * 4's `prepareClass` (the class system calls it through `onClassMixedIn`): unless `cls`
   * already extends an observable, its class-level `hasListeners` counts inherit the
   * mixin's, so listeners added to the mixin class through `observe` count for `cls`'s
   * instances; and `cls` gets the `onClassMixedIn` hook, so that a class mixing `cls` in is
   * prepared in turn.
   */
  static prepareClass(cls: any, mixin: any): void {
    const proto = cls.prototype;
    const parent = Object.getPrototypeOf(proto);
    if (!parent || parent.isObservable !== true) linkClassCounts(proto, mixin.prototype);
    const hook = Observable.prototype.onClassMixedIn;
    const mine = proto.onClassMixedIn;
    if (mine === hook) return;
    hide(
      proto,
      'onClassMixedIn',
      typeof mine === 'function'
        ? function (this: any, target: any) {
            hook.call(this, target);
            mine.call(this, target);
          }
        : hook,
    );
  }

  /**
   * @internal Called by the class system, with the mixin class as `this`, when a class mixes
   * this one in (see `Observable.prepareClass`).
   */
  onClassMixedIn(this: any, cls: any): void {
    Observable.prepareClass(cls, this);
  }
}

Observable.observeClass = Observable.observe;

// ---------------------------------------------------------------------------------------
// helpers that do not take the observable

/**
 * `eventsSuspended` as an accessor: every change between "suspended" and "not" tells the
 * events, whose fast path then sends fires to the slow path that honours the suspension. So
 * suspendEvents/resumeEvents and a legacy direct assignment behave the same.
 */
const SUSPENSION: PropertyDescriptor = {
  get(this: Observable) {
    return this.$suspended;
  },
  set(this: Observable, value: unknown) {
    const count = value === true ? 1 : typeof value === 'number' && value > 0 ? value : 0;
    const was = this.$suspended > 0;
    this.$suspended = count;
    if (was !== count > 0) this.$blockEvents(count > 0);
  },
  configurable: true,
  enumerable: false,
};

/**
 * Keys of a listeners object (`on({load: fn, scope: me, single: true})`) that are options,
 * not event names (Ext JS 4's list, plus `target`).
 */
const OPTION_KEYS: ReadonlySet<string> = new Set(
  'scope delay buffer single target stopEvent preventDefault stopPropagation normalized args delegate element destroyable vertical horizontal freezeEvent priority'.split(
    ' ',
  ),
);

/**
 * Splits a listeners object into single listeners, calling `fn(name, handler, scope, options)`
 * for each as `on(name, handler, scope, options)` would receive it. A function (or method
 * name) entry gets the object's `scope` and the whole object as its options; an object entry
 * (`{fn, scope, single}`) is its own options, its scope falling back to the object's.
 */
function eachListener(
  config: Record<string, unknown>,
  fn: (name: string, handler: unknown, scope: unknown, options: Record<string, unknown>) => void,
): void {
  for (const name of Object.keys(config)) {
    if (OPTION_KEYS.has(name)) continue;
    const entry = config[name] as Record<string, unknown> | null;
    if (entry !== null && typeof entry === 'object')
      fn(name, entry.fn, entry.scope || config.scope, entry);
    else fn(name, entry, config.scope, config);
  }
}

/** Event names given as strings and (nested) arrays, as one list. */
function flatten(names: unknown[]): string[] {
  const out = names.flat(Infinity);
  for (const item of out)
    if (typeof item !== 'string') bad('', 'event names must be strings', item);
  return out as string[];
}

/** A destroyable whose first `destroy()` runs `fn`. */
function remover(fn: () => void): Destroyable {
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      fn();
    },
  };
}

/** The array `obj[key]`, made an own (and new) one first if it is missing or inherited. */
function ownList<K extends 'managedListeners' | 'elementListeners'>(
  obj: Observable,
  key: K,
): NonNullable<Observable[K]> {
  return obj[key] && own(obj, key) ? obj[key]! : (obj[key] = [] as NonNullable<Observable[K]>);
}

/** An object `capture` gave its own `fireEvent`/`fireEventArgs` (its state under `CAPTURE`). */
type Captured = { [CAPTURE]?: CaptureState };

/** What Ext's aliases (`on`, `un`, `mon`, `mun`) call, with the arguments they got. */
type Aliased = Record<
  'addListener' | 'removeListener' | 'addManagedListener' | 'removeManagedListener',
  Function
>;

const warned = new Set<string>();

/** Warns, once per name, that a deprecated method was called. */
function deprecated(name: string, replacement: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`[Lib.util.Observable#${name}] is deprecated: use ${replacement}`);
}

/**
 * Throws `TypeError('[Lib.util.Observable<where>] <what>, got <value seen> (<observable>)')`,
 * the observable part only when `obs` is given.
 */
function bad(where: string, what: string, value: unknown, obs?: unknown): never {
  throw new TypeError(
    `[Lib.util.Observable${where}] ${what}, got ${describe(value)}` +
      (obs ? ` (${nameOf(obs)})` : ''),
  );
}

/** Refuses an event name that is not a non-empty string (`where`: the method, for the message). */
function checkName(eventName: unknown, where: string, obs: unknown): asserts eventName is string {
  if (typeof eventName !== 'string' || eventName === '') {
    bad('#' + where, 'the event name must be a non-empty string', eventName, obs);
  }
}

/** Whether a listener's scope is an object (or a function) whose methods a name can resolve to. */
function isScopeObject(scope: unknown): boolean {
  return scope !== null && (typeof scope === 'object' || typeof scope === 'function');
}

/**
 * Whether `mon(item, eventName, fn, scope)` adds a method name looked up at each fire on the
 * observable calling `mon` (an observable item, a method name and no object scope).
 */
function isLateOn(item: object, fn: unknown, scope: unknown): item is Observable {
  return (
    typeof fn === 'string' && (item as Observable).isObservable === true && !isScopeObject(scope)
  );
}

/** Defines a hidden (non-enumerable), writable and configurable property. */
function hide(o: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(o, key, { value, writable: true, configurable: true, enumerable: false });
}

// capture

/** One function registered by `Observable.capture`. */
interface Capture {
  fn: Fn;
  scope: unknown;
  /** `captureArgs` form: called as `fn(name, argsArray)` instead of `fn(name, ...args)`. */
  args: boolean;
}

interface CaptureState {
  list: Capture[];
  /** The holder's own `fireEvent`/`fireEventArgs` (see `FIRE_KEYS`) before capture, restored on release. */
  saved: Array<PropertyDescriptor | undefined>;
}

const CAPTURE = Symbol('Lib.util.Observable.capture');
const FIRE_KEYS = ['fireEvent', 'fireEventArgs'];

/** Runs the captures for a fire of `name` with (a copy of) its arguments; `false` on a veto. */
function runCaptures(list: Capture[], self: unknown, name: unknown, args: unknown[]): boolean {
  // A capture may release or add captures while it runs: iterate over a snapshot.
  for (const c of list.slice()) {
    if (c.fn.apply(c.scope || self, c.args ? [name, args] : [name, ...args]) === false)
      return false;
  }
  return true;
}

// method interception

/** One function added by `beforeMethod` or `afterMethod`. */
interface MethodEntry {
  fn: MethodListener;
  scope: unknown;
}

/** The interception of one method of one object (see `Observable#$intercept`). */
interface MethodEvent {
  original: MethodListener;
  /** Whether the original was an own property of the object (else it is inherited). */
  own: boolean;
  before: MethodEntry[];
  after: MethodEntry[];
}

const METHOD_EVENTS = Symbol('Lib.util.Observable.methodEvents');

/** An observable as `beforeMethod`/`afterMethod` see it: methods by name, and its interceptions. */
type MethodHost = Record<string, unknown> & {
  [METHOD_EVENTS]?: Record<string, MethodEvent>;
};

/** The method that replaces an intercepted one: before functions, the original, after functions. */
function interceptor(e: MethodEvent): (...args: unknown[]) => unknown {
  return function (this: unknown) {
    const args = arguments as unknown as never[];
    let returnValue: unknown;
    // Runs the functions of a list; `true` when one cancelled (the rest of the list is skipped).
    const cancelled = (list: MethodEntry[]): boolean =>
      list.slice().some(({ fn, scope }) => {
        const result = fn.apply(scope || this, args);
        if (result === false) return true;
        if (result !== null && typeof result === 'object') {
          const r = result as { returnValue?: unknown; cancel?: unknown };
          returnValue = r.returnValue !== undefined ? r.returnValue : result;
          return !!r.cancel;
        }
        if (result !== undefined) returnValue = result;
        return false;
      });
    if (cancelled(e.before)) return returnValue;
    returnValue = e.original.apply(this, args);
    cancelled(e.after);
    return returnValue;
  };
}

registerClass(Observable, 'Lib.util.Observable', {
  $configs: declareConfigs<ObservableConfig>({
    listeners: cfg('object'),
    bubbleEvents: cfg([
      (v) => typeof v == 'string' || Array.isArray(v),
      'an event name or an array of them',
    ]),
  }),
  mixinId: 'observable',
  isObservable: true,
  hasListeners: ROOT_COUNTS,
  events: NO_EVENTS,
  $suspended: 0,
  eventQueue: null,
  managedListeners: null,
  elementListeners: null,
  // Ext JS 4's aliases (its `createAlias`), typed by the `declare`s in the class: each calls
  // the method it stands for, so that an override of that method (in a subclass, through
  // Lib.override or the shim) reaches its alias too. A named call with `apply(this,
  // arguments)`, which V8 forwards without building an array: `Base.createAlias` (a rest
  // parameter and a computed name) made `on` + `un` about 1.6 times slower than
  // `addListener` + `removeListener`.
  on: function (this: Aliased) {
    return this.addListener.apply(this, arguments);
  },
  un: function (this: Aliased) {
    return this.removeListener.apply(this, arguments);
  },
  mon: function (this: Aliased) {
    return this.addManagedListener.apply(this, arguments);
  },
  mun: function (this: Aliased) {
    return this.removeManagedListener.apply(this, arguments);
  },
});

Object.defineProperty(Observable.prototype, 'eventsSuspended', SUSPENSION);

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Observable': typeof Observable;
  }
}
