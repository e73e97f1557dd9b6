/**
 * The small value tests and property helpers every layer shares (`isFn`, `isString`, `isName`,
 * `own`, `defineValue`...), written once so that each costs its bytes once in the bundle.
 * Config and option checks are in `lib/config.ts`.
 *
 * @example
 *   isName(''); // false
 *   own({a: 1}, 'a'); // true
 */
import { isObj } from './Error';
import type { Method } from './method';

/**
 * `object[key]`. Named exports of a namespace's members are written
 * `export const x = /* @__PURE__ *\/ pick(Ns, 'x')`, so one that nothing imports costs
 * nothing in a bundle.
 */
export const pick = <T, K extends keyof T>(object: T, key: K): T[K] => object[key];

/** `true` for functions. */
export const isFn = (v: unknown): v is Method => typeof v === 'function';

/** `true` for strings. */
export const isString = (v: unknown): v is string => typeof v === 'string';

/** `true` for Date objects (valid or not). */
export const isDate = (v: unknown): v is Date =>
  Object.prototype.toString.call(v) === '[object Date]';

const two = (n: number): string => (n < 10 ? '0' : '') + n;

/**
 * The local date and time of `date` as `YYYY-MM-DDTHH:mm:ss` (Ext's `Ext.Date.toString`, the
 * form Ext sends dates in), `''` for an invalid date.
 */
export const dateText = (date: Date): string => {
  const y = date.getFullYear();
  return y !== y
    ? ''
    : (y < 0 ? '-' : '') +
        String(Math.abs(y)).padStart(4, '0') +
        '-' +
        two(date.getMonth() + 1) +
        '-' +
        two(date.getDate()) +
        'T' +
        two(date.getHours()) +
        ':' +
        two(date.getMinutes()) +
        ':' +
        two(date.getSeconds());
};

/** The offset of the local zone from UTC on `date`: `+0100`, or `+01:00` with `colon`. */
export const zoneText = (date: Date, colon?: boolean): string => {
  const offset = date.getTimezoneOffset();
  const abs = Math.abs(offset);
  return (offset > 0 ? '-' : '+') + two((abs / 60) | 0) + (colon ? ':' : '') + two(abs % 60);
};

/** `true` for booleans. */
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** `true` for any number, `NaN` included (`typeof value == 'number'`). */
export const isNum = (v: unknown): v is number => typeof v == 'number';

/** `Object.keys`: the own enumerable string keys. */
export const keys: (object: object) => string[] = Object.keys;

/** `Array.isArray`. */
export const isArray = Array.isArray;

/** `true` for any non-null object (arrays included). */
export { isObj };

/** `true` for a non-null object that is not an array. */
export const isMap = (v: unknown): v is Record<string, unknown> => isObj(v) && !isArray(v);

/** Pushes `item` unless `list` holds it. */
export const include = <T>(list: T[], item: T) => list.includes(item) || list.push(item);

/** A class's name for messages (`'anonymous class'` without one). */
export const nameOf = (Cls: unknown): string =>
  (Cls as { $className?: string } | null | undefined)?.$className || 'anonymous class';

/** `true` for a non-empty string. */
export const isName = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** `Object.prototype.hasOwnProperty.call(object, key)`. */
export const own = (object: object, key: PropertyKey): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

/**
 * Defines `object[key]` as a writable, configurable data property, enumerable only with
 * `enumerable` (so an existing enumerable property becomes hidden by default).
 */
export const defineValue = (object: object, key: string, value: unknown, enumerable = false) =>
  Object.defineProperty(object, key, { value, writable: true, configurable: true, enumerable });

/**
 * Defines `object[key]` as a configurable accessor, enumerable only with `enumerable`.
 */
export const defineAccessor = (
  object: object,
  key: string,
  get: () => unknown,
  set: (value: never) => void,
  enumerable = false,
) => Object.defineProperty(object, key, { get, set, configurable: true, enumerable });
