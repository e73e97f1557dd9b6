/**
 * Table-driven type checks of configs and options, shared by the classes so that each states
 * its rules as data (`{width: 'size', hidden: 'boolean'}`) and every message has one shape:
 * `[where] config 'name' must be <expected>, got <value seen>` (a `TypeError`). Also the
 * small value tests and property helpers the core files share (`isFn`, `isName`, `own`,
 * `defineValue`...), written once so that each costs its bytes once in the bundle.
 *
 * @example
 *   check('Lib.Component', config, {id: 'string', hidden: 'boolean', tabIndex: 'number'});
 *   // TypeError: [Lib.Component] config 'hidden' must be a boolean, got 'yes'
 */
import { describe, isObj } from './Error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A test and the description of what it accepts (the end of "must be ..."). */
export type Test = [ok: (value: Any) => boolean, expected: string];

/** A rule: the name of a shared kind (see {@link KINDS}) or a test of its own. */
export type Rule = string | Test;

/**
 * `object[key]`. Named exports of a namespace's members are written
 * `export const x = /* @__PURE__ *\/ pick(Ns, 'x')`, so one that nothing imports costs
 * nothing in a bundle.
 */
export const pick = <T, K extends keyof T>(object: T, key: K): T[K] => object[key];

/** `true` for functions. */
export const isFn = (v: unknown): v is (...args: Any[]) => Any => typeof v === 'function';

/** `true` for strings. */
export const isString = (v: unknown): v is string => typeof v === 'string';

/** `true` for Date objects (valid or not). */
export const isDate = (v: unknown): v is Date =>
  Object.prototype.toString.call(v) === '[object Date]';

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
export const isMap = (v: unknown): v is Record<string, Any> => isObj(v) && !isArray(v);

/** Pushes `item` unless `list` holds it. */
export const include = <T>(list: T[], item: T) => list.includes(item) || list.push(item);

/** A class's name for messages (`'anonymous class'` without one). */
export const nameOf = (Cls: Any): string => Cls?.$className || 'anonymous class';

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
  set: (value: Any) => void,
  enumerable = false,
) => Object.defineProperty(object, key, { get, set, configurable: true, enumerable });

/**
 * The shared kinds: name → test and expected description (`string`, `boolean`, `function`,
 * `number`: a `typeof` test; `object`: a non-array object; `name`: a non-empty string).
 */
export const KINDS: Record<string, Test> = {
  object: [isMap, 'an object'],
  name: [isName, 'a non-empty string'],
};
for (const type of ['string', 'boolean', 'function', 'number']) {
  KINDS[type] = [(v) => typeof v === type, 'a ' + type];
}

/** Throws `TypeError('[where] what must be expected, got <describe(value)>')`. */
export function fail(where: string, what: string, expected: string, value: unknown): never {
  throw new TypeError(`[${where}] ${what} must be ${expected}, got ${describe(value)}`);
}

/**
 * Checks the members of `config` named in `rules`: an `undefined` member (and a `null` one
 * when `nulls` is true) passes; any other value that breaks its rule throws a `TypeError`
 * saying `where`, `<label> '<name>'`, what was expected and the value seen. Does nothing when
 * `config` is not an object. `label` defaults to `'config'`.
 */
export function check(
  where: string,
  config: unknown,
  rules: Record<string, Rule>,
  nulls?: boolean,
  label = 'config',
): void {
  if (!isObj(config)) return;
  // for...in over the rule table (plain literals): allocates nothing on hot paths.
  // eslint-disable-next-line guard-for-in
  for (const name in rules) {
    const value = config[name];
    if (value === undefined || (nulls && value === null)) continue;
    const rule = rules[name];
    const [ok, expected] = typeof rule === 'string' ? KINDS[rule] : rule;
    if (!ok(value)) fail(where, `${label} '${name}'`, expected, value);
  }
}

/**
 * Throws `[where] config must be an object, got ...` unless `config` is `undefined` or an
 * object (a `TypeError`).
 */
export function checkObject(where: string, config: unknown, what = 'config'): void {
  if (config !== undefined && !isObj(config)) fail(where, what, 'an object', config);
}
