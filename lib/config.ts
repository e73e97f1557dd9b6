/**
 * Config declarations: the one way a class states which configs it takes. Each config is
 * declared once, in the `$configs` table of its class's registration body, with its kind (the
 * test a value must pass), its default and whether `null` is a value of its own. The define
 * pipeline finalises the table once per class (`finalizeConfigs`, as Lit's `finalize()` does
 * for `elementProperties`): the class's table inherits its parent's, and each default goes
 * onto the prototype. Construction checks a config against the table (`checkConfigs`); the
 * API docs and the hardening probes read the same table (`configsOf`).
 *
 * The `null` policy is Ext's: `null` (and `undefined`) means "not set", so the default
 * applies — unless the declaration accepts `null` (`cfg(kind, value, true)`): then a `null`,
 * or an `undefined` given as such, is a value and is kept (Ext's `apply` copies both; a proxy's
 * `pageParam: undefined` sends no page parameter, as Ext documents).
 *
 * In TypeScript, `declareConfigs<OwnConfig, ParentConfig>({...})` makes the table and the
 * class's config interface agree: a config of the interface without a declaration, or a
 * declaration the interface does not have, fails to compile.
 *
 * @example
 *   registerClass(RestProxy, 'Lib.data.proxy.Rest', {
 *     $configs: declareConfigs<RestProxyConfig, AjaxProxyConfig>({
 *       appendId: true,           // a default: its kind is its type (boolean)
 *       format: cfg('string'),    // no default
 *     }),
 *   });
 *   Lib.create('proxy.rest', {appendId: 'no'});
 *   // TypeError: [Lib.data.proxy.Rest] config 'appendId' must be a boolean, got 'no'
 */
import { isArray, isBoolean, isFn, isMap, isName, isNum, isObj, isString } from './check';
import { describe, origin } from './Error';

/**
 * A test and the description of what it accepts (the end of "must be ..."). The test gets the
 * value, and where and what it is checking, so that it may throw a more precise error itself
 * (for a member of an object config, say).
 */
export type Test = [ok: (value: any, where: string, what: string) => boolean, expected: string];

/** A rule: the name of a shared kind (see {@link KINDS}) or a test of its own. */
export type Rule = Kind | Test;

/** The names of the shared kinds. */
export type Kind =
  'string' | 'boolean' | 'function' | 'number' | 'object' | 'name' | 'text' | 'array' | 'any';

/**
 * The shared kinds: `string`, `boolean`, `function` (a `typeof` test); `number` (a number that
 * is not `NaN`); `object` (a non-array object); `name` (a non-empty string); `text` (a string
 * or a number, shown as text); `array`; `any`.
 */
export const KINDS: Record<Kind, Test> = {
  string: [isString, 'a string'],
  boolean: [isBoolean, 'a boolean'],
  function: [isFn, 'a function'],
  number: [(v) => isNum(v) && v === v, 'a number'],
  object: [isMap, 'an object'],
  name: [isName, 'a non-empty string'],
  text: [(v) => isString(v) || isNum(v), 'a string or a number'],
  array: [isArray, 'an array'],
  any: [() => true, 'anything'],
};

/** The test of a rule. */
export const testOf = (rule: Rule): Test => (typeof rule == 'string' ? KINDS[rule] : rule);

/** One of the given values (compared with `===`). */
export const oneOf = (...values: unknown[]): Test => [
  (v) => values.includes(v),
  `one of ${values.map((v) => describe(v)).join(', ')}`,
];

/** A value passing any of the rules (`either('string', 'object')`). */
export const either = (...rules: Rule[]): Test => {
  const tests = rules.map(testOf);
  return [
    (v, where, what) => tests.some(([ok]) => ok(v, where, what)),
    tests.map(([, expected]) => expected).join(' or '),
  ];
};

/** Throws `TypeError('[where] what must be expected, got <describe(value)>')`. */
export function fail(where: string, what: string, expected: string, value: unknown): never {
  throw new TypeError(`${origin(where)} ${what} must be ${expected}, got ${describe(value)}`);
}

/** A finalised declaration: the test, the words for what it accepts, the default, `null` kept. */
export interface ConfigDecl {
  readonly ok: Test[0];
  readonly expected: string;
  /** The default (put on the prototype); absent when the config has none. */
  readonly value?: unknown;
  /** `true` when `null` (and a given `undefined`) is a value of its own rather than "not set". */
  readonly nulls: boolean;
  /** Whether the declaration gives a default (even `undefined` or `null`). */
  readonly hasValue: boolean;
}

/** What a `$configs` entry may be: a declaration, or a default whose type is its kind. */
export type ConfigEntry = ConfigDecl | string | number | boolean;

/** A finalised table: config name → declaration, inheriting the parent class's table. */
export type ConfigTable = Readonly<Record<string, ConfigDecl>>;

/**
 * A declaration: values must pass `rule`; `value` is the default (omit it for none); with
 * `nulls`, `null` and a given `undefined` are kept as values instead of meaning "not set".
 */
export function cfg(rule: Rule, ...rest: [value?: unknown, nulls?: boolean]): ConfigDecl {
  const [ok, expected] = testOf(rule);
  return { ok, expected, value: rest[0], nulls: rest[1] === true, hasValue: rest.length > 0 };
}

/** A default given as a plain value: its `typeof` is its kind. */
const fromValue = (value: string | number | boolean): ConfigDecl =>
  cfg(typeof value as Kind, value);

/**
 * Types a `$configs` table against the class's own config interface: `Own` is the class's
 * config interface, `Parent` its parent's. Every config `Own` adds must be declared, and
 * nothing else may be, but the parent's configs named in `Redeclared` (declared again with
 * another rule, such as a column's `width`). Returns `table` as is.
 */
export const declareConfigs = <
  Own,
  Parent = object,
  Redeclared extends PropertyKey = never,
>(table: {
  [K in Exclude<KnownKeys<Own>, Exclude<KnownKeys<Parent>, Redeclared>>]-?: ConfigEntry;
}): Record<string, ConfigEntry> => table as Record<string, ConfigEntry>;

/**
 * The configs a class adds to its parent's (`Own` minus `Parent`'s keys and `Except`), all set:
 * what a class's instance interface merges in, so each config's type is written once, in the
 * config interface (`interface RestProxy extends OwnConfigs<RestProxyConfig,
 * AjaxProxyConfig> {}`). A config without a default is typed as set nonetheless.
 */
export type OwnConfigs<Own, Parent = object, Except extends PropertyKey = never> = Required<
  Pick<Own, Exclude<KnownKeys<Own>, KnownKeys<Parent> | Except>>
>;

/** The keys a type names (without its index signatures, which would swallow every key). */
export type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/**
 * Finalises declarations into `table` (a class's own table, inheriting its parent's) and
 * returns the declared defaults, for the define pipeline to put on the prototype.
 */
export function finalizeConfigs(
  own: Record<string, ConfigEntry>,
  table: Record<string, ConfigDecl>,
  where: string,
): Record<string, unknown> {
  if (!isMap(own)) fail(where, '$configs', 'an object', own);
  const defaults: Record<string, unknown> = {};
  for (const name of Object.keys(own)) {
    const entry = own[name];
    const decl = isObj(entry) ? (entry as ConfigDecl) : fromValue(entry as never);
    if (typeof decl.ok != 'function') {
      fail(where, `$configs '${name}'`, 'a declaration (cfg) or a default value', entry);
    }
    table[name] = decl;
    if (decl.hasValue) defaults[name] = decl.value;
  }
  return defaults;
}

/** Every declared config of a class (its own and inherited), by name. */
export function configsOf(Cls: { prototype: object }): Record<string, ConfigDecl> {
  const table = (Cls.prototype as { $configs?: ConfigTable }).$configs;
  const all: Record<string, ConfigDecl> = {};
  // for...in: the table's prototype chain holds the inherited declarations.
  for (const name in table) all[name] = table[name];
  return all;
}

/**
 * Checks `config` against `owner.$configs` (the table of the owner's class): throws a
 * `TypeError` naming the class (or `where`, when the instance has a better name, such as a
 * field's `Lib.data.Field('age')`) and the config for the first value its rule rejects. Returns
 * the config without the declared keys that are "not set" (`null` or `undefined`, unless the
 * declaration keeps them), so that their defaults apply; the given object is never changed.
 * A config that is not an object (`undefined` and `null` pass) is a `TypeError`.
 */
export function checkConfigs<C>(
  owner: { $className?: string | null; $configs?: ConfigTable },
  config: C,
  where: string = owner.$className || 'anonymous class',
): C {
  if (config == null) return config;
  if (!isMap(config)) fail(where, 'config', 'an object', config);
  const table = owner.$configs;
  if (!table) return config;
  const values = config as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(values)) {
    const decl = table[name];
    if (!decl) continue;
    const value = values[name];
    if (value == null) {
      if (decl.nulls) continue;
      delete (copy ||= { ...values })[name];
    } else if (!decl.ok(value, where, `config '${name}'`)) {
      fail(where, `config '${name}'`, decl.expected, value);
    }
  }
  return (copy ?? config) as C;
}

/**
 * Checks the options of a method call (not configs) against rules: an `undefined` member (and
 * a `null` one with `nulls`) passes; any other value that breaks its rule throws a `TypeError`
 * saying `where`, `<label> '<name>'`, what was expected and the value seen. Does nothing when
 * `options` is not an object.
 */
export function checkOptions(
  where: string,
  options: unknown,
  rules: Record<string, Rule>,
  nulls?: boolean,
  label = 'option',
): void {
  if (!isObj(options)) return;
  // for...in over the rule table (plain literals): allocates nothing on hot paths.
  for (const name in rules) {
    const value = options[name];
    if (value === undefined || (nulls && value === null)) continue;
    const what = `${label} '${name}'`;
    const [ok, expected] = testOf(rules[name]);
    if (!ok(value, where, what)) fail(where, what, expected, value);
  }
}
