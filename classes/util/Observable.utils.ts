/**
 * Internals shared by `Lib.util.Observable` and `Lib.util.Event`: the event maps, the listener
 * counts behind `hasListeners`, the cache of lower-cased event names, the option keys of the
 * listeners-object form, the builder of error messages (`bad`) and the capture wrappers
 * (`Observable.capture`, and `observe`, which is built on it).
 *
 * `hasListeners` holds, per lower-case event name, the number of listeners (a bubbling event
 * counts one more). Each observable's own counts object inherits from one per class, where
 * class-level listeners added through `Observable.observe` count, as in Ext JS 4.
 *
 * @example
 *   lowerName('DataChanged'); // 'datachanged', computed once and then read from the cache
 */
import { Base } from '../../lib/Base';
import { describe } from '../../lib/Error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => unknown;

const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Whether `key` is an own property of `object`. */
export function hasOwn(object: object, key: PropertyKey): boolean {
  return hasOwnProperty.call(object, key);
}

// ---------------------------------------------------------------------------------------
// event maps

// `new EventStore()` is an empty object that inherits nothing (so an event called `toString`
// or `__proto__` is data) yet, unlike `Object.create(null)`, starts in V8's fast mode.
function EventStore(): void {}
EventStore.prototype = Object.create(null);

/** A new, empty event map (`observable.events`): lower-case event name → `Lib.util.Event` or `true`. */
export function newEventMap(): Record<string, Any> {
  return new (EventStore as Any)();
}

/** Whether `value` is an event map made by {@link newEventMap}. */
export function isEventMap(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === EventStore.prototype
  );
}

/** The frozen map read by observables whose constructor never ran (mixins used wrongly). */
export const NO_EVENTS: Record<string, Any> = Object.freeze(newEventMap());

// ---------------------------------------------------------------------------------------
// listener counts

/** The root of every `hasListeners` chain: holds nothing, and inherits nothing. */
export const ROOT_COUNTS: Record<string, number> = newEventMap();

/** Class-level counts by prototype (kept aside, so mixins copy none and each class gets its own). */
const countsByProto = new WeakMap<object, Record<string, number>>();

/** The class-level count object for instances whose prototype is `proto`, created on first use. */
export function classCounts(proto: Any): Record<string, number> {
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
    countsByProto.set(proto, (counts = Object.create(classCounts(Object.getPrototypeOf(proto)))));
  }
  return counts!;
}

/** A new `hasListeners` object for an observable instance. */
export function newCounts(proto: Any): Record<string, number> {
  return Object.create(classCounts(proto));
}

/**
 * Adds `delta` to the listener count of a lower-case event name on `obs`, giving `obs` its
 * own counts object first if it only inherits one. An own count starts from the inherited
 * (class-level) count, so it keeps counting the class's listeners (Ext 4.2.1 restarts at 1).
 */
export function adjustCount(obs: Any, lower: string, delta: number): void {
  let counts = obs.hasListeners;
  // Constructed observables and observed classes own theirs; the shared root only shows through
  // on objects whose constructor never ran.
  if (counts === undefined || counts === ROOT_COUNTS) {
    counts = obs.hasListeners = newCounts(Object.getPrototypeOf(obs));
  }
  const next = (counts[lower] || 0) + delta;
  counts[lower] = next < 0 ? 0 : next;
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
export function forgetUnheardAliases(events: Record<string, Any>, lower: string): void {
  const byLower = unheardAliases.get(events);
  const names = byLower === undefined ? undefined : byLower.get(lower);
  if (names === undefined) return;
  (byLower as Map<string, string[]>).delete(lower);
  for (const name of names) if (events[name] === true) events[name] = undefined;
}

/**
 * Keys of a listeners object (`on({load: fn, scope: me, single: true})`) that are options,
 * not event names (Ext JS 4's list, plus `target`).
 */
export const OPTION_KEYS: ReadonlySet<string> = new Set(
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
export function eachListener(
  config: Record<string, Any>,
  fn: (name: string, handler: unknown, scope: unknown, options: Record<string, Any>) => void,
): void {
  for (const name of Object.keys(config)) {
    if (OPTION_KEYS.has(name)) continue;
    const entry = config[name];
    if (entry !== null && typeof entry === 'object')
      fn(name, entry.fn, entry.scope || config.scope, entry);
    else fn(name, entry, config.scope, config);
  }
}

/** The class name of an observable for messages (`App.Store`), else a description of it. */
export function nameOf(obs: Any): string {
  return (obs && obs.$className) || describe(obs);
}

/**
 * Throws `TypeError('[Lib.util.Observable<where>] <what>, got <value seen> (<observable>)')`,
 * the observable part only when `obs` is given.
 */
export function bad(where: string, what: string, value: unknown, obs?: unknown): never {
  throw new TypeError(
    `[Lib.util.Observable${where}] ${what}, got ${describe(value)}` +
      (obs ? ` (${nameOf(obs)})` : ''),
  );
}

// ---------------------------------------------------------------------------------------
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
const slice = Array.prototype.slice;

/** Runs the captures for a fire of `name` with (a copy of) its arguments; `false` on a veto. */
function runCaptures(list: Capture[], self: unknown, name: unknown, args: unknown[]): boolean {
  // A capture may release or add captures while it runs: iterate over a snapshot.
  for (const c of list.slice()) {
    if (c.fn.apply(c.scope || self, c.args ? [name, args] : [name, ...args]) === false)
      return false;
  }
  return true;
}

/**
 * Makes `fn` see every event fired on `o` (an observable, or a prototype: then every instance)
 * before its listeners do; a `false` from it cancels the fire, which returns `null`. Done by
 * giving `o` its own `fireEvent` and `fireEventArgs` that run the captures first, so firing on
 * an observable that nobody captured costs nothing extra. Refuses a target that is not an
 * object and a capture that is not a function.
 */
export function addCapture(o: Any, fn: Fn, scope: unknown, args: boolean): void {
  const where = args ? '.captureArgs' : '.capture';
  if (o === null || (typeof o !== 'object' && typeof o !== 'function')) {
    bad(where, 'expects an observable or a prototype', o);
  }
  if (typeof fn !== 'function') bad(where, 'expects a function', fn);
  let state: CaptureState | undefined = hasOwn(o, CAPTURE) ? o[CAPTURE] : undefined;
  if (state === undefined) {
    const list: Capture[] = [];
    const saved = FIRE_KEYS.map((key) => Object.getOwnPropertyDescriptor(o, key));
    // The next implementation is looked up at call time, so captures on a class and on one
    // of its instances stack in either order.
    const next = (i: number): Fn =>
      saved[i] ? saved[i].value : Object.getPrototypeOf(o)[FIRE_KEYS[i]];
    FIRE_KEYS.forEach((key, i) =>
      define(o, key, function (this: unknown, name: unknown, a?: ArrayLike<unknown>) {
        // eslint-disable-next-line prefer-rest-params
        const all = arguments as Any;
        const args = i ? slice.call(a || []) : slice.call(all, 1);
        return runCaptures(list, this, name, args) ? next(i).apply(this, all) : null;
      }),
    );
    define(o, CAPTURE, (state = { list, saved }));
  }
  // Like nested interceptors: the capture added last runs first.
  state.list.unshift({ fn, scope, args });
}

/** Removes every capture of `o` and restores its own `fireEvent`/`fireEventArgs`, if any. */
export function removeCaptures(o: Any): void {
  if (!o || !hasOwn(o, CAPTURE)) return;
  (o[CAPTURE] as CaptureState).saved.forEach((descriptor, i) => {
    if (descriptor) Object.defineProperty(o, FIRE_KEYS[i], descriptor);
    else delete o[FIRE_KEYS[i]];
  });
  delete o[CAPTURE];
}

function define(o: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(o, key, { value, writable: true, configurable: true, enumerable: false });
}
