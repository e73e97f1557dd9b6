/**
 * Listener bookkeeping for `Lib.util.Observable`: setting up an observable's event map and
 * counts, adding and removing single listeners (method names resolved, bad input refused),
 * managed listeners, and small helpers its methods share.
 *
 * @example
 *   addOne(store, 'load', 'onLoad', controller, {single: true}); // store.on('load', 'onLoad', controller, {single: true})
 */
import { describe, raise } from '../../lib/Error';
import { Event } from './Event';
import type { Destroyable, ManagedListener } from './Observable.types';
import {
  NO_EVENTS,
  bad,
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
  // Already done: the constructor ran twice (say, as a base class and again as a mixin).
  if (hasOwn(obs, 'events') && isOwnMap(obs.events)) return;
  obs.events = copyDeclared(obs.events);
  obs.hasListeners = newCounts(Object.getPrototypeOf(obs));
  obs.eventsSuspended = 0;
  obs.$unheard = 0;
}

const isOwnMap = (events: unknown) => events !== NO_EVENTS && isEventMap(events);

/** A new event map holding the names a config or prototype `events` object declared. */
function copyDeclared(declared: Any): Record<string, Any> {
  const events = newEventMap();
  if (declared && declared !== NO_EVENTS && typeof declared === 'object') {
    for (const name of Object.keys(declared)) events[lowerName(name)] = true;
  }
  return events;
}

/** The observable's own event map, created when it only has the shared empty one (mixins whose constructor never ran). */
export function ownEvents(obs: Any): Record<string, Any> {
  const events = obs.events;
  return isOwnMap(events) ? events : (obs.events = copyDeclared(events));
}

/**
 * The Event of a name, created (and counted in `hasListeners`) if missing. Only lower-case
 * keys ever hold an Event, so finding one under the name as given saves lower-casing it (the
 * common case: names written lower-case).
 */
export function eventFor(obs: Any, eventName: string): Event {
  let ev = obs.events && obs.events[eventName];
  if (typeof ev === 'object') return ev;
  const events = ownEvents(obs);
  const lower = lowerName(eventName);
  ev = events[lower];
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
    bad('#' + where, 'the event name must be a non-empty string', eventName, obs);
  }
}

/** What a method name given as a handler stands for: the method of the scope, else of the observable. */
function methodOf(obs: Any, name: string, scope: Any): unknown {
  const holder = scope || obs;
  return holder[name] !== undefined ? holder[name] : obs[name];
}

/**
 * `on(eventName, fn, scope, options)` for one event: checks the input, resolves a method
 * name, routes `element` listeners to `addElementListener`, and adds the rest to the event.
 * Returns the observable, or a destroyable with `options.destroyable`.
 */
export function addOne(obs: Any, eventName: unknown, fn: unknown, scope: Any, options: Any): Any {
  checkName(obs, eventName, 'addListener');
  let handler = fn;
  if (typeof fn === 'string') {
    handler = methodOf(obs, fn, scope);
    if (typeof handler !== 'function') {
      raise(
        'Lib.util.Observable#addListener',
        `no method named '${fn}' on ${describe(scope || obs)} for event '${eventName}' of ${nameOf(obs)}`,
      );
    }
  } else if (typeof fn !== 'function') {
    bad('#addListener', `no function passed for event '${eventName}'`, fn, obs);
  }
  if (options != null) {
    if (typeof options !== 'object') {
      bad('#addListener', `the options for event '${eventName}' must be an object`, options, obs);
    }
    if (options.element) {
      obs.addElementListener(options.element, lowerName(eventName), handler, scope, options);
      return obs;
    }
  }
  const ev = eventFor(obs, eventName);
  ev.addListener(handler as Fn, scope, options);
  return options && options.destroyable
    ? remover(() => obs.removeListener(ev.name, handler, scope))
    : obs;
}

/** `un(eventName, fn, scope)` for one event; unknown events and handlers are ignored. */
export function removeOne(obs: Any, eventName: unknown, fn: unknown, scope: Any): void {
  checkName(obs, eventName, 'removeListener');
  const ev = findEvent(obs, eventName);
  const handler = typeof fn === 'string' ? methodOf(obs, fn, scope) : fn;
  if (ev !== undefined && typeof handler === 'function') ev.removeListener(handler as Fn, scope);
}

/** `mon` for one event: adds the listener to `item` (through `attachManaged`) and records it. */
export function addManaged(
  owner: Any,
  item: Any,
  eventName: unknown,
  fn: unknown,
  scope?: unknown,
  options?: Any,
): void {
  checkName(owner, eventName, 'addManagedListener');
  owner.attachManaged(item, eventName, fn, scope, options);
  ownList(owner, 'managedListeners').push({ item, ename: eventName, fn, scope, options });
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
  const matches = (m: ManagedListener) =>
    m.item === item &&
    lowerName(m.ename) === lower &&
    (!fn || m.fn === fn) &&
    (!scope || m.scope === scope);
  owner.managedListeners = list.filter((m) => !matches(m));
  for (const m of list.filter(matches)) owner.detachManaged(m.item, m.ename, m.fn, m.scope);
}

/** The array `obj[key]`, made an own (and new) one first if it is missing or inherited. */
export function ownList(obj: Any, key: string): Any[] {
  return obj[key] && hasOwn(obj, key) ? obj[key] : (obj[key] = []);
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
  const out = names.flat(Infinity);
  for (const item of out)
    if (typeof item !== 'string') bad('', 'event names must be strings', item);
  return out as string[];
}

const warned = new Set<string>();

/** Warns, once per name, that a deprecated method was called. */
export function deprecated(name: string, replacement: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`[Lib.util.Observable#${name}] is deprecated: use ${replacement}`);
}
