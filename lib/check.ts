/**
 * Table-driven type checks of configs and options, shared by the classes so that each states
 * its rules as data (`{width: 'size', hidden: 'boolean'}`) and every message has one shape:
 * `[where] config 'name' must be <expected>, got <value seen>` (a `TypeError`).
 *
 * @example
 *   check('Lib.Component', config, {id: 'string', hidden: 'boolean', tabIndex: 'number'});
 *   // TypeError: [Lib.Component] config 'hidden' must be a boolean, got 'yes'
 */
import { describe } from './Error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A test and the description of what it accepts (the end of "must be ..."). */
export type Test = [ok: (value: Any) => boolean, expected: string];

/** A rule: the name of a shared kind (see {@link KINDS}) or a test of its own. */
export type Rule = string | Test;

const isString = (v: unknown) => typeof v === 'string';

/** `true` for any non-null object (arrays included). */
export const isObj = (v: unknown): v is Record<string, Any> => v !== null && typeof v === 'object';

/** `true` for a non-null object that is not an array. */
export const isMap = (v: unknown): v is Record<string, Any> => isObj(v) && !Array.isArray(v);

/** The shared kinds: name → test and expected description. */
export const KINDS: Record<string, Test> = {
  string: [isString, 'a string'],
  boolean: [(v) => typeof v === 'boolean', 'a boolean'],
  function: [(v) => typeof v === 'function', 'a function'],
  number: [(v) => typeof v === 'number', 'a number'],
  object: [isMap, 'an object'],
  name: [(v) => isString(v) && v !== '', 'a non-empty string'],
};

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
