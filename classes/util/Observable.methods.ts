/**
 * Method interception for `Lib.util.Observable#beforeMethod`, `afterMethod` and
 * `removeMethodListener`: the named method of one object is replaced by a function that runs
 * the "before" functions, the original method (unless cancelled), then the "after" functions.
 *
 * @example
 *   panel.beforeMethod('setTitle', (title) => title !== ''); // refuses empty titles
 */
import { describe } from '../../lib/Error';

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

function eventsOf(obj: Any): Record<string, MethodEvent> {
  if (!Object.prototype.hasOwnProperty.call(obj, METHOD_EVENTS)) {
    Object.defineProperty(obj, METHOD_EVENTS, { value: Object.create(null), configurable: true });
  }
  return obj[METHOD_EVENTS];
}

function intercept(obj: Any, method: string): MethodEvent {
  const map = eventsOf(obj);
  let e = map[method];
  if (e !== undefined) return e;
  const original = obj[method];
  if (typeof original !== 'function') {
    throw new TypeError(
      `[Lib.util.Observable#beforeMethod] ${describe(obj)} has no method named '${method}'`,
    );
  }
  const entry: MethodEvent = {
    original,
    own: Object.prototype.hasOwnProperty.call(obj, method),
    before: [],
    after: [],
  };
  e = map[method] = entry;
  obj[method] = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments;
    let returnValue: unknown;
    let cancel = false;
    const run = (list: Entry[]): void => {
      for (const { fn, scope } of list.slice()) {
        const result = fn.apply(scope || this, args as Any);
        if (result === undefined) continue;
        if (result === false) {
          cancel = true;
        } else if (result !== null && typeof result === 'object') {
          const r = result as { returnValue?: unknown; cancel?: unknown };
          returnValue = r.returnValue !== undefined ? r.returnValue : result;
          cancel = !!r.cancel;
        } else {
          returnValue = result;
        }
        if (cancel) return;
      }
    };
    run(entry.before);
    if (cancel) return returnValue;
    returnValue = entry.original.apply(this, args as Any);
    run(entry.after);
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
  if (typeof fn !== 'function') {
    throw new TypeError(
      `[Lib.util.Observable#${when}Method] expects a function for '${method}', got ${describe(fn)}`,
    );
  }
  intercept(obj, method)[when].push({ fn, scope });
}

/** Removes a before/after function; the method is restored once none is left. */
export function removeMethodListener(
  obj: Any,
  method: string,
  fn: MethodListener,
  scope: unknown,
): void {
  if (!Object.prototype.hasOwnProperty.call(obj, METHOD_EVENTS)) return;
  const map: Record<string, MethodEvent> = obj[METHOD_EVENTS];
  const e = map[method];
  if (e === undefined) return;
  const keep = (entry: Entry) => !(entry.fn === fn && (!scope || entry.scope === scope));
  e.before = e.before.filter(keep);
  e.after = e.after.filter(keep);
  if (e.before.length === 0 && e.after.length === 0) {
    delete map[method];
    if (e.own) obj[method] = e.original;
    else delete obj[method];
  }
}
