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
 * @example
 *   const store = Lib.create('Lib.util.Observable', {listeners: {load: (s, ok) => console.log(ok)}});
 *   store.on('load', onLoad, controller, {single: true});
 *   store.fireEvent('load', store, true); // logs true, calls controller.onLoad once
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isMap, isObj } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import type { Event } from './Event';
import { blockEvents, continueFire, fireEvent, fireSlowly } from './Observable.fire';
import {
  addManaged,
  addOne,
  deprecated,
  eventFor,
  findEvent,
  flatten,
  initObservable,
  ownEvents,
  ownList,
  remover,
  removeManaged,
  removeOne,
} from './Observable.listeners';
import { addMethodListener, removeMethodListener, type MethodListener } from './Observable.methods';
import type {
  AnyEvents,
  Destroyable,
  DestroyableOptions,
  ElementListener,
  EventsOf,
  Handler,
  ListenersConfig,
  ManagedListener,
  EventNames,
  ObservableConfig,
  AnyListenerOptions,
} from './Observable.types';
import {
  NO_EVENTS,
  ROOT_COUNTS,
  addCapture,
  adjustCount,
  bad,
  classCounts,
  eachListener,
  hasOwn,
  lowerName,
  newEventMap,
  removeCaptures,
} from './Observable.utils';

export type * from './Observable.types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => unknown;

export interface Observable<E extends EventsOf<E> = AnyEvents> {
  /**
   * Fires an event: calls its listeners with these arguments (each also gets its options
   * object last, when it was added with options), then bubbles it if `enableBubble` was used.
   * Returns `false` if a listener returned exactly `false` (which skips the remaining
   * listeners and bubbling), `null` if a capture vetoed it, else `true` (also when nobody
   * listens or events are suspended).
   */
  fireEvent<K extends EventNames<E>>(eventName: K, ...args: E[K]): boolean | null;
}

export class Observable<E extends EventsOf<E> = AnyEvents> extends Base {
  /** Always `true` (Ext's type tag). */
  declare isObservable: true;
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
  /** @internal How many names fired unheard `events` remembers (see `markUnheard`). */
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
    initObservable(this);
    const listeners = this.listeners;
    if (listeners) {
      this.addListener(listeners as ListenersConfig<E>);
      this.listeners = null;
    }
    if (this.bubbleEvents)
      this.enableBubble(this.bubbleEvents as EventNames<E> | Array<EventNames<E>>);
    return this;
  }

  /**
   * Declares events the object may fire: event names, or an object with names as keys (stored
   * lower-case, as every event name). Optional (any name can be fired and listened to); kept
   * for Ext JS 4 code.
   */
  addEvents(...names: Array<string | string[] | Record<string, unknown>>): void {
    const events = ownEvents(this);
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
   * method of `scope` (or of the observable), resolved now. `scope` (default: the observable)
   * is `this` in the handler; a `scope` key inside `options` is ignored in the first form.
   * Adding the same function with the same scope again does nothing. With `destroyable: true`
   * returns an object whose `destroy()` removes the listener(s); otherwise the observable.
   */
  addListener<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope: object | null | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  addListener<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope?: object | null,
    options?: AnyListenerOptions,
  ): this;
  addListener(listeners: ListenersConfig<E> & { destroyable: true }): Destroyable;
  addListener(listeners: ListenersConfig<E>): this;
  addListener(eventName: Any, fn?: Any, scope?: Any, options?: Any): Any {
    // Anything but a listeners object goes to addOne, which refuses names that are no strings.
    // The string test first keeps the common case off the shared, polymorphic `isMap`.
    if (typeof eventName === 'string' || !isMap(eventName))
      return addOne(this, eventName, fn, scope, options);
    eachListener(eventName, (...spec) => addOne(this, ...spec));
    return eventName.destroyable ? remover(() => this.removeListener(eventName)) : this;
  }

  /** Shorthand of `addListener`. */
  on<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope: object | null | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  on<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope?: object | null,
    options?: AnyListenerOptions,
  ): this;
  on(listeners: ListenersConfig<E> & { destroyable: true }): Destroyable;
  on(listeners: ListenersConfig<E>): this;
  on(eventName: Any, fn?: Any, scope?: Any, options?: Any): Any {
    return this.addListener(eventName, fn, scope, options);
  }

  /**
   * Removes the handler added with this function (or method name) and scope (default: the
   * observable); also takes a listeners object as `on` does. Unknown handlers are ignored.
   */
  removeListener<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope?: object | null,
  ): this;
  removeListener(listeners: ListenersConfig<E>): this;
  removeListener(eventName: Any, fn?: Any, scope?: Any): this {
    if (typeof eventName !== 'string' && isObj(eventName))
      eachListener(eventName, (name, f, sc) => removeOne(this, name, f, sc));
    else removeOne(this, eventName, fn, scope);
    return this;
  }

  /** Shorthand of `removeListener`. */
  un<K extends EventNames<E>>(
    eventName: K,
    fn: Handler<E[K]> | string,
    scope?: object | null,
  ): this;
  un(listeners: ListenersConfig<E>): this;
  un(eventName: Any, fn?: Any, scope?: Any): this {
    return this.removeListener(eventName, fn, scope);
  }

  /** Removes every listener of every event, and every managed listener (`clearManagedListeners`). */
  clearListeners(): void {
    const events = this.events;
    if (events && hasOwn(this, 'events')) {
      // eslint-disable-next-line guard-for-in
      for (const name in events) {
        const ev = events[name];
        if (typeof ev === 'object') ev.clearListeners();
      }
    }
    this.clearManagedListeners();
  }

  /** `fireEvent` with the event's arguments as an array. */
  fireEventArgs<K extends EventNames<E>>(eventName: K, args?: E[K]): boolean | null;
  fireEventArgs(eventName: string, args?: ArrayLike<unknown> | null): boolean | null {
    return fireSlowly(this, eventName, args || [], 0);
  }

  /** Whether the event has listeners (or bubbles); `false` for anything but an event name. */
  hasListener(eventName: EventNames<E>): boolean {
    return typeof eventName === 'string' && !!this.hasListeners[lowerName(eventName)];
  }

  /**
   * Makes events bubble: after the object's own listeners they fire on `getBubbleTarget()`,
   * then on its bubble target, and so on, until a listener returns `false`. Takes a name,
   * several names or an array. A bubbling event counts as listened to.
   */
  enableBubble(...eventNames: Array<EventNames<E> | Array<EventNames<E>>>): void {
    for (const name of flatten(eventNames)) {
      const ev = eventFor(this, name);
      if (!ev.bubble) {
        ev.$setBubble(true);
        adjustCount(this, ev.name, 1);
      }
    }
  }

  /** Where bubbling events go next: `null` here; components return their container. */
  getBubbleTarget(): Observable<Any> | null {
    return null;
  }

  /**
   * Re-fires the named events of `origin` on this object, as `prefix + name`, with the
   * original arguments. A `false` from this object's listeners is returned to `origin`'s
   * `fireEvent`. Returns an object whose `destroy()` stops relaying.
   */
  relayEvents(
    origin: Observable<Any>,
    eventNames: string | string[],
    prefix?: string,
  ): Destroyable {
    const names = typeof eventNames === 'string' ? [eventNames] : eventNames;
    const relayers = names.map((name) => {
      const relayed = prefix ? prefix + name : name;
      const relayer = (...args: Any[]) => this.fireEventArgs(relayed as EventNames<E>, args as Any);
      addManaged(this, origin, name, relayer, null);
      return relayer;
    });
    return remover(() =>
      names.forEach((name, i) => this.removeManagedListener(origin, name, relayers[i])),
    );
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
    if (queue) for (const [name, args, bubbles] of queue) continueFire(this, name, args, bubbles);
  }

  /** Suspends single events (calls nest): firing them does nothing and returns `true`. */
  suspendEvent(...eventNames: Array<EventNames<E> | Array<EventNames<E>>>): void {
    for (const name of flatten(eventNames)) eventFor(this, name).suspend();
  }

  /** Undoes one `suspendEvent` of each named event. */
  resumeEvent(...eventNames: Array<EventNames<E> | Array<EventNames<E>>>): void {
    for (const name of flatten(eventNames)) findEvent(this, name)?.resume();
  }

  /**
   * Adds a listener to another object (`item`) and remembers it, so that
   * `clearManagedListeners` (and `destroy`) remove it: `mon(item, eventName, fn, scope?,
   * options?)` or `mon(item, listeners)`. Without a scope, `this` in the handler is `item`.
   */
  addManagedListener(
    item: object,
    listeners: Record<string, Any> & { destroyable: true },
  ): Destroyable;
  addManagedListener(item: object, listeners: Record<string, Any>): this;
  addManagedListener(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope: object | null | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  addManagedListener(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope?: object | null,
    options?: AnyListenerOptions,
  ): this;
  addManagedListener(item: Any, eventName: Any, fn?: Any, scope?: Any, options?: Any): Any {
    if (isObj(eventName)) {
      eachListener(eventName, (...spec) => addManaged(this, item, ...spec));
      options = eventName;
    } else {
      addManaged(this, item, eventName, fn, scope, options);
    }
    return options && options.destroyable
      ? remover(() => this.removeManagedListener(item, eventName, fn, scope))
      : this;
  }

  /** Shorthand of `addManagedListener`. */
  mon(item: object, listeners: Record<string, Any> & { destroyable: true }): Destroyable;
  mon(item: object, listeners: Record<string, Any>): this;
  mon(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope: object | null | undefined,
    options: DestroyableOptions,
  ): Destroyable;
  mon(
    item: object,
    eventName: string,
    fn: Fn | string,
    scope?: object | null,
    options?: AnyListenerOptions,
  ): this;
  mon(item: Any, eventName: Any, fn?: Any, scope?: Any, options?: Any): Any {
    return this.addManagedListener(item, eventName, fn, scope, options);
  }

  /**
   * Removes managed listeners of `item` for the event (or a listeners object); `fn` and
   * `scope`, when given, narrow which ones.
   */
  removeManagedListener(
    item: object,
    eventName: string | Record<string, Any>,
    fn?: Fn | string,
    scope?: object | null,
  ): this {
    if (isObj(eventName))
      eachListener(eventName, (name, f, sc) => removeManaged(this, item, name, f, sc));
    else removeManaged(this, item, eventName, fn, scope);
    return this;
  }

  /** Shorthand of `removeManagedListener`. */
  mun(
    item: object,
    eventName: string | Record<string, Any>,
    fn?: Fn | string,
    scope?: object | null,
  ): this {
    return this.removeManagedListener(item, eventName, fn, scope);
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
   * Seam for `mon`: adds the listener to `item`. Here `item` must be observable (have
   * `on`/`un`); the component layer overrides this to accept elements.
   */
  attachManaged(
    item: Any,
    eventName: string,
    fn: unknown,
    scope: unknown,
    options: Record<string, Any> | undefined,
  ): void {
    if (isObj(item) && typeof item.on === 'function') item.on(eventName, fn, scope, options);
    else
      bad(
        '#addManagedListener',
        `the item for event '${eventName}' must be an observable`,
        item,
        this,
      );
  }

  /** Seam for `mun`: removes the listener from `item` (the counterpart of `attachManaged`). */
  detachManaged(item: Any, eventName: string, fn: unknown, scope: unknown): void {
    if (isObj(item) && typeof item.un === 'function') item.un(eventName, fn, scope);
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
    options: Record<string, Any>,
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

  /**
   * Runs `fn` before the method `method` of this object, with its arguments. `fn` returning
   * `false` (or `{cancel: true}`) skips the method; `{returnValue: x}` sets the result.
   */
  beforeMethod(method: string, fn: MethodListener, scope?: unknown): void {
    addMethodListener(this, method, fn, scope, 'before');
  }

  /** Runs `fn` after the method `method` of this object; a returned value replaces the result. */
  afterMethod(method: string, fn: MethodListener, scope?: unknown): void {
    addMethodListener(this, method, fn, scope, 'after');
  }

  /** Removes a `beforeMethod`/`afterMethod` function. */
  removeMethodListener(method: string, fn: MethodListener, scope?: unknown): void {
    removeMethodListener(this, method, fn, scope);
  }

  /** Removes every listener, managed ones included, then releases the instance. */
  override destroy(): void {
    this.clearListeners();
    super.destroy();
  }

  /**
   * Passes every event fired on `o` (an observable, or a prototype to reach all its
   * instances) to `fn(eventName, ...args)` first; if it returns `false` the event is not
   * fired and `fireEvent` returns `null`. The capture added last runs first.
   */
  static capture(
    o: object,
    fn: (eventName: string, ...args: Any[]) => unknown,
    scope?: unknown,
  ): void {
    addCapture(o, fn, scope, false);
  }

  /** `capture` with the event's arguments passed as one array: `fn(eventName, args)`. */
  static captureArgs(
    o: object,
    fn: (eventName: string, args: Any[]) => unknown,
    scope?: unknown,
  ): void {
    addCapture(o, fn, scope, true);
  }

  /** Removes every capture of `o`. */
  static releaseCapture(o: object): void {
    removeCaptures(o);
  }

  /**
   * Makes a class observable itself: an event fired by any of its instances fires first on
   * the class, with the same arguments (a `false` from a class listener vetoes it). Then adds
   * `listeners`, if given. Returns the class.
   */
  static observe<C extends Fn | (abstract new (...args: Any[]) => Any)>(
    cls: C,
    listeners?: Record<string, Any>,
  ): C & Observable {
    if (typeof cls !== 'function') bad('.observe', 'expects a class', cls);
    const c = cls as Any;
    // Its own isObservable marks a class observed already (subclasses inherit it, not own it).
    if (!hasOwn(c, 'isObservable')) observeClass(c);
    if (listeners && typeof listeners === 'object') c.on(listeners);
    return c;
  }

  /** Same as `observe`. */
  static observeClass<C extends Fn | (abstract new (...args: Any[]) => Any)>(
    cls: C,
    listeners?: Record<string, Any>,
  ): C & Observable {
    return Observable.observe(cls, listeners);
  }
}

// ---------------------------------------------------------------------------------------
// observe

/** Gives a class the observable instance API and routes its instances' events through it. */
function observeClass(c: Any): void {
  const proto = Observable.prototype as Any;
  for (const key of Object.getOwnPropertyNames(proto)) {
    const value = proto[key];
    if (typeof value === 'function' && c[key] === undefined && !/^(\$construct|destroy)$/.test(key))
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
  addCapture(c.prototype, (...args: Any[]) => c.fireEvent(...args), c, false);
}

/**
 * `eventsSuspended` as an accessor: every change between "suspended" and "not" tells the
 * events, whose fast path then sends fires to the slow path that honours the suspension. So
 * suspendEvents/resumeEvents and a legacy direct assignment behave the same.
 */
const SUSPENSION: PropertyDescriptor = {
  get(this: Any) {
    return this.$suspended;
  },
  set(this: Any, value: unknown) {
    const count = value === true ? 1 : typeof value === 'number' && value > 0 ? value : 0;
    const was = this.$suspended > 0;
    this.$suspended = count;
    if (was !== count > 0) blockEvents(this, count > 0);
  },
  configurable: true,
  enumerable: false,
};

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
  fireEvent,
  hasListeners: ROOT_COUNTS,
  events: NO_EVENTS,
  $suspended: 0,
  eventQueue: null,
  managedListeners: null,
  elementListeners: null,
});

Object.defineProperty(Observable.prototype, 'eventsSuspended', SUSPENSION);

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Observable': typeof Observable;
  }
}
