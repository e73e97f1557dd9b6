/**
 * Listener bookkeeping for `Lib.util.Observable`: setting up an observable's event map and
 * counts, adding and removing single listeners (method names resolved, bad input refused),
 * managed listeners, and small helpers its methods share.
 *
 * @example
 *   addOne(store, 'load', 'onLoad', controller, {single: true}); // store.on('load', 'onLoad', controller, {single: true})
 */
import { LibError, describe } from '../../lib/Error';
import { Event } from './Event';
import type { Destroyable, ManagedListener } from './Observable.types';
import {
  NO_EVENTS,
  forgetUnheardAliases,
  hasOwn,
  isEventMap,
  lowerName,
  nameOf,
  newCounts,
  newEventMap,
} from './Observable.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => unknown;

/**
 * Gives a new observable its own event map (keeping names a config or prototype `events`
 * object declared), its own `hasListeners` counts and its suspension state. Runs once.
 */
export function initObservable(obs: Any): void {
  const declared = obs.events;
  // Already done: the constructor ran twice (say, as a base class and again as a mixin).
  if (hasOwn(obs, 'events') && declared !== NO_EVENTS && isEventMap(declared)) return;
  obs.events = copyDeclared(declared);
  obs.hasListeners = newCounts(Object.getPrototypeOf(obs));
  obs.eventsSuspended = 0;
  obs.$unheard = 0;
}

/** A new event map holding the names a config or prototype `events` object declared. */
function copyDeclared(declared: unknown): Record<string, Any> {
  const events = newEventMap();
  if (declared && declared !== NO_EVENTS && typeof declared === 'object') {
    for (const name of Object.keys(declared)) events[lowerName(name)] = true;
  }
  return events;
}

/** The observable's own event map, created when it only has the shared empty one (mixins whose constructor never ran). */
export function ownEvents(obs: Any): Record<string, Any> {
  const events = obs.events;
  if (events !== undefined && events !== NO_EVENTS && isEventMap(events)) return events;
  return (obs.events = copyDeclared(events));
}

/** The Event of a lower-case name, created (and counted in `hasListeners`) if missing. */
export function eventFor(obs: Any, lower: string): Event {
  const events = ownEvents(obs);
  let ev = events[lower];
  if (typeof ev !== 'object') {
    ev = events[lower] = new Event(obs, lower);
    ev.$counts = true;
    if (obs.eventsSuspended) ev.$block(true);
    forgetUnheardAliases(events, lower);
  }
  return ev;
}

/**
 * The Event for a name as given. Only lower-case keys ever hold an Event, so finding one
 * under the name as given saves lower-casing it (the common case: names written lower-case).
 */
export function findEvent(obs: Any, eventName: string): Event | undefined {
  const events = obs.events;
  if (events === undefined) return undefined;
  let ev = events[eventName];
  if (typeof ev !== 'object') ev = events[lowerName(eventName)];
  return typeof ev === 'object' ? ev : undefined;
}

function checkName(obs: Any, eventName: unknown, where: string): asserts eventName is string {
  if (typeof eventName !== 'string' || eventName === '') {
    throw new TypeError(
      `[Lib.util.Observable#${where}] the event name must be a non-empty string, got ${describe(eventName)} (observable: ${nameOf(obs)})`,
    );
  }
}

/** The handler function: `fn` itself, or the method it names on the scope or the observable. */
function resolveHandler(obs: Any, eventName: string, fn: unknown, scope: Any): Fn {
  if (typeof fn === 'function') return fn as Fn;
  if (typeof fn === 'string') {
    const holder = scope || obs;
    const method = holder[fn] !== undefined ? holder[fn] : obs[fn];
    if (typeof method === 'function') return method;
    throw new LibError(
      `no method named '${fn}' on ${describe(holder)} for event '${eventName}' of ${nameOf(obs)}`,
      { sourceMethod: 'Lib.util.Observable#addListener' },
    );
  }
  throw new TypeError(
    `[Lib.util.Observable#addListener] no function passed for event '${eventName}' of ${nameOf(obs)}: expected a function or the name of a method, got ${describe(fn)}`,
  );
}

/**
 * `on(eventName, fn, scope, options)` for one event: checks the input, resolves a method
 * name, routes `element` listeners to `addElementListener`, and adds the rest to the event.
 * Returns the observable, or a destroyable with `options.destroyable`.
 */
export function addOne(obs: Any, eventName: unknown, fn: unknown, scope: Any, options: Any): Any {
  checkName(obs, eventName, 'addListener');
  const handler = typeof fn === 'function' ? (fn as Fn) : resolveHandler(obs, eventName, fn, scope);
  if (options !== undefined && options !== null) {
    if (typeof options !== 'object') {
      throw new TypeError(
        `[Lib.util.Observable#addListener] the options for event '${eventName}' of ${nameOf(obs)} must be an object, got ${describe(options)}`,
      );
    }
    if (options.element) {
      obs.addElementListener(options.element, lowerName(eventName), handler, scope, options);
      return obs;
    }
  }
  // Events are only ever stored in the observable's own map, under lower-case names.
  const found = obs.events === undefined ? undefined : obs.events[eventName];
  const ev: Event = typeof found === 'object' ? found : eventFor(obs, lowerName(eventName));
  ev.addListener(handler, scope, options);
  return options && options.destroyable
    ? remover(() => obs.removeListener(ev.name, handler, scope))
    : obs;
}

/** `un(eventName, fn, scope)` for one event; unknown events and handlers are ignored. */
export function removeOne(obs: Any, eventName: unknown, fn: unknown, scope: Any): void {
  checkName(obs, eventName, 'removeListener');
  const ev = findEvent(obs, eventName);
  if (ev === undefined) return;
  let handler = fn;
  if (typeof fn === 'string') {
    const holder = scope || obs;
    handler = holder[fn] !== undefined ? holder[fn] : obs[fn];
  }
  if (typeof handler === 'function') ev.removeListener(handler as Fn, scope);
}

/** `mon` for one event: adds the listener to `item` (through `attachManaged`) and records it. */
export function addManaged(
  owner: Any,
  item: Any,
  eventName: unknown,
  fn: unknown,
  scope: unknown,
  options: Any,
): void {
  checkName(owner, eventName, 'addManagedListener');
  owner.attachManaged(item, eventName, fn, scope, options);
  if (!owner.managedListeners || !hasOwn(owner, 'managedListeners')) owner.managedListeners = [];
  owner.managedListeners.push({ item, ename: eventName, fn, scope, options });
}

/** `mun` for one event: removes the recorded listeners of `item` that match `fn`/`scope` when given. */
export function removeManaged(
  owner: Any,
  item: Any,
  eventName: unknown,
  fn: unknown,
  scope: unknown,
): void {
  checkName(owner, eventName, 'removeManagedListener');
  const list: ManagedListener[] | null = owner.managedListeners;
  if (!list || list.length === 0) return;
  const lower = lowerName(eventName);
  const kept: ManagedListener[] = [];
  const removed: ManagedListener[] = [];
  for (const managed of list) {
    const matches =
      managed.item === item &&
      lowerName(managed.ename) === lower &&
      (!fn || managed.fn === fn) &&
      (!scope || managed.scope === scope);
    (matches ? removed : kept).push(managed);
  }
  owner.managedListeners = kept;
  for (const managed of removed)
    owner.detachManaged(managed.item, managed.ename, managed.fn, managed.scope);
}

/** A destroyable whose first `destroy()` runs `fn`. */
export function remover(fn: () => void): Destroyable {
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      fn();
    },
  };
}

/** Event names given as strings and (nested) arrays, as one list. */
export function flatten(names: unknown[]): string[] {
  const out: string[] = [];
  for (const item of names) {
    if (Array.isArray(item)) out.push(...flatten(item));
    else if (typeof item === 'string') out.push(item);
    else
      throw new TypeError(
        `[Lib.util.Observable] event names must be strings, got ${describe(item)}`,
      );
  }
  return out;
}

const warned = new Set<string>();

/** Warns, once per name, that a deprecated method was called. */
export function deprecated(name: string, replacement: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`[Lib.util.Observable#${name}] is deprecated: use ${replacement}`);
}

/** Refuses a capture target that is not an object or a capture that is not a function. */
export function checkCapture(o: unknown, fn: unknown, where: string): void {
  if (o === null || (typeof o !== 'object' && typeof o !== 'function')) {
    throw new TypeError(
      `[Lib.util.Observable.${where}] expects an observable or a prototype, got ${describe(o)}`,
    );
  }
  if (typeof fn !== 'function') {
    throw new TypeError(`[Lib.util.Observable.${where}] expects a function, got ${describe(fn)}`);
  }
}
