/**
 * The name-keyed tables behind `Lib.util.Observable`: the event maps (`observable.events`),
 * the listener counts behind `hasListeners`, the cache of lower-cased event names and the
 * mixed-case names an event map remembers as fired unheard. Plain data structures: none of
 * them knows the observable API, which lives in the class (Observable.ts).
 *
 * `hasListeners` holds, per lower-case event name, the number of listeners (a bubbling event
 * counts one more); a name nobody listens to has no entry. Each observable's own counts
 * object inherits from one per class, where class-level listeners added through
 * `Observable.observe` count, as in Ext JS 4; a class's counts inherit its parent class's,
 * or, for a class that mixes in an observable class, that class's.
 *
 * @example
 *   lowerName('DataChanged'); // 'datachanged', computed once and then read from the cache
 *   const events = newEventMap(); // events.toString === undefined
 */
import { Base } from '../../lib/Base';
import type { Event } from './Event';

/** An event map: lower-case event name → its `Lib.util.Event`, or `true` (nobody listens). */
type EventMap = Record<string, Event | true>;

// ---------------------------------------------------------------------------------------
// event maps

// `new EventStore()` is an empty object that inherits nothing (so an event called `toString`
// or `__proto__` is data) yet, unlike `Object.create(null)`, starts in V8's fast mode.
function EventStore(): void {}
EventStore.prototype = Object.create(null);

/** A new, empty event map (`observable.events`): lower-case event name → `Lib.util.Event` or `true`. */
export function newEventMap<V = Event | true>(): Record<string, V> {
  return new (EventStore as unknown as new () => Record<string, V>)();
}

/** The frozen map read by observables whose constructor never ran (mixins used wrongly). */
export const NO_EVENTS: EventMap = Object.freeze(newEventMap());

/** Whether `events` is an event map of its own (made by {@link newEventMap}, not {@link NO_EVENTS}). */
export function isOwnEventMap(events: unknown): boolean {
  return (
    events !== NO_EVENTS &&
    events !== null &&
    typeof events === 'object' &&
    Object.getPrototypeOf(events) === EventStore.prototype
  );
}

/** A new event map holding the names a config or prototype `events` object declared. */
export function declaredEventMap(declared: unknown): EventMap {
  const events = newEventMap();
  if (declared && declared !== NO_EVENTS && typeof declared === 'object') {
    for (const name of Object.keys(declared)) events[lowerName(name)] = true;
  }
  return events;
}

// ---------------------------------------------------------------------------------------
// listener counts

/** The root of every `hasListeners` chain: holds nothing, and inherits nothing. */
export const ROOT_COUNTS: Record<string, number> = newEventMap<number>();

/** Class-level counts by prototype (kept aside, so mixins copy none and each class gets its own). */
const countsByProto = new WeakMap<object, Record<string, number>>();

/**
 * The prototype whose class-level counts a class's counts inherit, where it is not the
 * parent prototype: a class that mixes in an observable class without extending one
 * inherits the mixin's (see `Observable.prepareClass`).
 */
const countsParent = new WeakMap<object, object>();

/** The class-level count object for instances whose prototype is `proto`, created on first use. */
export function classCounts(proto: object | null): Record<string, number> {
  if (
    proto === null ||
    proto === Base.prototype ||
    proto === Object.prototype ||
    proto === Function.prototype
  ) {
    return ROOT_COUNTS;
  }
  let counts = countsByProto.get(proto);
  if (counts === undefined) {
    const parent = countsParent.get(proto) || Object.getPrototypeOf(proto);
    countsByProto.set(proto, (counts = Object.create(classCounts(parent))));
  }
  return counts!;
}

/**
 * Makes the class-level counts of the class whose prototype is `proto` inherit those of the
 * class whose prototype is `mixinProto` (a class mixing in an observable class).
 */
export function linkClassCounts(proto: object, mixinProto: object): void {
  countsParent.set(proto, mixinProto);
  // Mixed in after its counts were made (an override adding the mixin): re-chain them.
  const counts = countsByProto.get(proto);
  if (counts !== undefined) Object.setPrototypeOf(counts, classCounts(mixinProto));
}

/** A new `hasListeners` object for an observable instance whose prototype is `proto`. */
export function newCounts(proto: object | null): Record<string, number> {
  return Object.create(classCounts(proto));
}

// ---------------------------------------------------------------------------------------
// event names

/** Upper bound on the names kept in the name cache (programs may invent event names). */
const NAME_LIMIT = 10000;
const lowerCache = new Map<string, string>();

/** The lower-case form of an event name, cached (event names are case-insensitive). */
export function lowerName(name: string): string {
  let lower = lowerCache.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    if (lowerCache.size < NAME_LIMIT) lowerCache.set(name, lower);
  }
  return lower;
}

// ---------------------------------------------------------------------------------------
// names fired unheard

/**
 * Mixed-case names an event map remembers as fired unheard (`events.DataChanged === true`),
 * by lower-case name. Kept aside in a WeakMap so that observables carry no field for them.
 */
const unheardAliases = new WeakMap<object, Map<string, string[]>>();

/** Records that `events[name]` (a mixed-case `name`) marks `lower` as unheard. */
export function rememberUnheardAlias(events: object, lower: string, name: string): void {
  let byLower = unheardAliases.get(events);
  if (byLower === undefined) unheardAliases.set(events, (byLower = new Map()));
  const names = byLower.get(lower);
  if (names === undefined) byLower.set(lower, [name]);
  else names.push(name);
}

/**
 * Unmarks the mixed-case names remembered as unheard for `lower`, which now has an Event: they
 * go back to the slow path, which finds it. Set to `undefined` rather than deleted, which
 * would turn the map into a slower dictionary-mode object.
 */
export function forgetUnheardAliases(events: Record<string, unknown>, lower: string): void {
  const byLower = unheardAliases.get(events);
  const names = byLower === undefined ? undefined : byLower.get(lower);
  if (names === undefined) return;
  (byLower as Map<string, string[]>).delete(lower);
  for (const name of names) if (events[name] === true) events[name] = undefined;
}
