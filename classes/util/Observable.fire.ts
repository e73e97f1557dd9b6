/**
 * Firing for `Lib.util.Observable`: the `fireEvent` fast path, the slow path it hands
 * everything unusual to, bubbling and queueing while suspended.
 *
 * @example
 *   fireEvent.call(store, 'load', store, true); // what store.fireEvent('load', store, true) runs
 */
import { invoke } from './Event';
import type { Observable } from './Observable';
import { bad, lowerName, rememberUnheardAlias } from './Observable.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const slice = Array.prototype.slice;

/**
 * The implementation of `fireEvent`, the hot path. Fixed parameters plus `arguments.length`
 * instead of a rest parameter, so a fire allocates nothing. It makes one lookup by name,
 * `events[eventName]`, as eventemitter3 does: `true` means nobody listens (events are stored
 * under lower-case names, and a name fired unheard is remembered as `true` under the name as
 * fired, see `markUnheard`); a plain Event is dispatched here; anything else (a new name, a
 * listened-to name fired in another case, a bubbling or suspended event, suspended events,
 * more than four arguments) takes the slow path. `hasListeners` is not read here: a second
 * lookup by name is slow wherever V8 sees many names and classes at once, which is the case
 * in any real application; and a name fired in mixed case would have to be lower-cased first
 * (measured: reading `hasListeners` instead costs as much as this lookup, no less).
 */
export function fireEvent(
  this: Observable,
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
    // eslint-disable-next-line prefer-rest-params
    return fireSlowly(this, eventName, arguments, 1);
  }
  // A snapshot: listeners added or removed by a listener change `ev.listeners`, not this array.
  const listeners = ev.listeners;
  const n = listeners.length;
  for (let i = 0; i < n; i++) {
    if (invoke(listeners[i], argc, a1, a2, a3, a4) === false) return false;
  }
  return true;
}

/**
 * Everything the fast path of `fireEvent` leaves, and `fireEventArgs`: fires `eventName` with
 * the arguments in `args` from index `from` on.
 */
export function fireSlowly(
  obs: Observable,
  eventName: unknown,
  args: ArrayLike<unknown>,
  from: number,
): boolean {
  if (typeof eventName !== 'string') {
    bad('#fireEvent', 'the event name must be a string', eventName, obs);
  }
  const lower = lowerName(eventName);
  const ev = obs.events[lower];
  if (typeof ev !== 'object') {
    // Nobody listens: remember the name as fired, so that its next fire stops after the one
    // lookup of the fast path. A mixed-case name fired unheard used to come here every time,
    // 15 to 20 times slower than a lower-case one.
    // (`fireEventArgs`, `from` 0, leaves `events` as it is.)
    if (from && obs.events[eventName] === undefined) markUnheard(obs, eventName, lower);
    return true;
  }
  if (ev.listeners.length === 0 && !ev.bubble) return true;
  // An array given to fireEventArgs is used as it is (listeners get its items, never the array).
  const list = from || !Array.isArray(args) ? slice.call(args, from) : args;
  return obs.eventsSuspended || !ev.$fast
    ? continueFire(obs, lower, list, ev.bubble)
    : ev.fireArgs(list);
}

/** Names fired unheard that an observable remembers at most (programs may invent names). */
const UNHEARD_LIMIT = 256;

/**
 * Remembers a name fired while nobody listened, as `true` in `events` under the name as fired,
 * so the next fire stops after one lookup. A mixed-case name is also registered as an alias
 * of its lower-case form, whose first listener (see `eventFor`) unmarks it again. Only on
 * constructed observables (a mixin whose constructor never ran shares its map) and for
 * {@link UNHEARD_LIMIT} names.
 */
function markUnheard(obs: Observable, name: string, lower: string): void {
  const marked = obs.$unheard;
  if (typeof marked !== 'number' || marked >= UNHEARD_LIMIT) return;
  obs.$unheard = marked + 1;
  const events = obs.events;
  events[name] = true;
  if (name !== lower) rememberUnheardAlias(events, lower, name);
}

/** Tells every event of `obs` that its events are (or no longer are) suspended. */
export function blockEvents(obs: Observable, blocked: boolean): void {
  const events = obs.events;
  // eslint-disable-next-line guard-for-in
  for (const name in events) {
    const ev = events[name];
    if (typeof ev === 'object') ev.$block(blocked);
  }
}

/**
 * Fires on `source`, then (for a bubbling event) up the bubble targets. A suspended target
 * queues the event (with `suspendEvents(true)`) or drops it, and the bubbling stops there;
 * a queued event resumes its bubbling when replayed.
 */
export function continueFire(
  source: Observable,
  lower: string,
  args: unknown[],
  bubbles: boolean,
): boolean {
  let target: Any = source;
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
