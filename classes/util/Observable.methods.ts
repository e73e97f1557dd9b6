/**
 * Method interception for `Lib.util.Observable#beforeMethod`, `afterMethod` and
 * `removeMethodListener`: the named method of one object is replaced by a function that runs
 * the "before" functions, the original method (unless cancelled), then the "after" functions.
 *
 * @example
 *   panel.beforeMethod('setTitle', (title) => title !== ''); // refuses empty titles
 */
import { describe } from '../../lib/Error';
import { bad, hasOwn } from './Observable.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/**
 * A function run around a method, with the method's arguments. Returning `false` or
 * `{cancel: true}` stops (a "before" function skips the method); `{returnValue: x}` or any
 * other defined value becomes the method's result.
 */
export type MethodListener = (...args: Any[]) => unknown;

interface Entry {
  fn: MethodListener;
  scope: unknown;
}

interface MethodEvent {
  original: (...args: Any[]) => unknown;
  /** Whether the original was an own property of the object (else it is inherited). */
  own: boolean;
  before: Entry[];
  after: Entry[];
}

const METHOD_EVENTS = Symbol('Lib.util.Observable.methodEvents');

/** The interceptions of `obj`'s methods, by method name; created with `create`. */
function eventsOf(obj: Any, create?: boolean): Record<string, MethodEvent> | undefined {
  if (create && !hasOwn(obj, METHOD_EVENTS)) {
    Object.defineProperty(obj, METHOD_EVENTS, { value: Object.create(null), configurable: true });
  }
  return hasOwn(obj, METHOD_EVENTS) ? obj[METHOD_EVENTS] : undefined;
}

function intercept(obj: Any, method: string): MethodEvent {
  const map = eventsOf(obj, true)!;
  if (map[method] !== undefined) return map[method];
  const original = obj[method];
  if (typeof original !== 'function') {
    throw new TypeError(
      `[Lib.util.Observable#beforeMethod] ${describe(obj)} has no method named '${method}'`,
    );
  }
  const e: MethodEvent = (map[method] = {
    original,
    own: hasOwn(obj, method),
    before: [],
    after: [],
  });
  obj[method] = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments as Any;
    let returnValue: unknown;
    // Runs the functions of a list; `true` when one cancelled (the rest of the list is skipped).
    const cancelled = (list: Entry[]): boolean =>
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
  return e;
}

/** Adds a function run before or after `obj[method]`. */
export function addMethodListener(
  obj: object,
  method: string,
  fn: MethodListener,
  scope: unknown,
  when: 'before' | 'after',
): void {
  if (typeof fn !== 'function') bad(`#${when}Method`, `expects a function for '${method}'`, fn);
  intercept(obj, method)[when].push({ fn, scope });
}

/** Removes a before/after function; the method is restored once none is left. */
export function removeMethodListener(
  obj: Any,
  method: string,
  fn: MethodListener,
  scope: unknown,
): void {
  const map = eventsOf(obj);
  const e = map && map[method];
  if (!e) return;
  const keep = (entry: Entry) => !(entry.fn === fn && (!scope || entry.scope === scope));
  e.before = e.before.filter(keep);
  e.after = e.after.filter(keep);
  if (e.before.length === 0 && e.after.length === 0) {
    delete map[method];
    if (e.own) obj[method] = e.original;
    else delete obj[method];
  }
}
