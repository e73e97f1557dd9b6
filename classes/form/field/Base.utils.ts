/**
 * Helpers shared by the form fields, the button and the bound list: the config type rules
 * (each class keeps a table of them on its prototype, `$configTypes`, built by `configs` from
 * its parent's and its own defaults), the construction-time check against them, a builder for
 * the elements of the markup, and small value helpers.
 *
 * @example
 *   registerClass(TextField, 'Lib.form.field.Text', {
 *     ...configs(BaseField, {minLength: 0, vtype: T.string, labelAlign: oneOf('left', 'top')}),
 *   });
 *   Lib.create('Lib.form.field.Text', {minLength: '3'});
 *   // TypeError: [Lib.form.field.Text] config 'minLength' must be a number, got '3' (string)
 */
import { isFunction } from '../../../lib/lang/is';
import { isBoolean, isString } from '../../../lib/check';
import { expects } from '../../../lib/Error';
import { toText } from '../../../lib/lang/String';
import { fail } from '../../../lib/check';
import { isNum } from '../../../lib/check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A type rule: a test and the words naming what it accepts. */
export interface TypeRule {
  test(value: unknown): boolean;
  expected: string;
  /** The default a `configs` table takes from the rule (set by `oneOf`: its first value). */
  value?: unknown;
}

/** A table of config name → rule (a prototype-less object). */
export type TypeTable = Readonly<Record<string, TypeRule>>;

/**
 * Makes a rule. Rules are the only objects in a `configs` table (defaults are strings, numbers
 * and booleans), which is how `configs` tells them apart.
 */
export function rule(
  expected: string,
  test: (value: unknown) => boolean,
  value?: unknown,
): TypeRule {
  return { expected, test, value };
}

/** The rules the config tables use. `undefined` and `null` always pass (= default). */
export const T = {
  string: rule('a string', isString),
  number: rule('a number', (v) => isNum(v) && !isNaN(v)),
  boolean: rule('a boolean', isBoolean),
  function: rule('a function', isFunction),
  regexp: rule('a RegExp', (v) => v instanceof RegExp),
  object: rule('an object', (v) => typeof v == 'object'),
  /** A string or a number (shown as text). */
  text: rule('a string or a number', (v) => isString(v) || isNum(v)),
};

/** One of the given strings; the first is the config's default when the rule is in `configs`. */
export function oneOf(...values: string[]): TypeRule {
  return rule(`one of '${values.join("', '")}'`, (v) => values.includes(v as string), values[0]);
}

/**
 * The part of a registration body for typed configs: `$configTypes`, the rules of `Parent`
 * (its prototype's `$configTypes`, if any) plus one rule per key of `own`, and the defaults.
 * A key of `own` holds either its default, whose type (string, number or boolean) becomes
 * its rule unless `Parent` has one already, or a rule: the config then has no default (but
 * a `oneOf`'s first value).
 */
export function configs(
  Parent: { prototype: object },
  own: Record<string, unknown>,
): Record<string, unknown> & { $configTypes: TypeTable } {
  const inferred: Record<string, TypeRule> = {};
  const rules: Record<string, TypeRule> = {};
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(own)) {
    const value = own[name] as TypeRule;
    if (typeof value == 'object') {
      rules[name] = value;
      if (value.value !== undefined) body[name] = value.value;
    } else {
      inferred[name] = T[typeof value as 'string' | 'number' | 'boolean'];
      body[name] = value;
    }
  }
  body.$configTypes = Object.assign(
    Object.create(null),
    inferred,
    (Parent.prototype as { $configTypes?: TypeTable }).$configTypes,
    rules,
  );
  return body as Record<string, unknown> & { $configTypes: TypeTable };
}

/**
 * Checks a config against `owner.$configTypes`: throws a TypeError naming the class
 * (`owner.$className`) and the config for the first value its rule rejects. Returns the
 * config without the typed keys set to `undefined` or `null`, so the class default applies
 * to them (the config itself is not changed). Configs without a rule pass.
 */
export function checkConfig<C>(
  owner: { $className: string; $configTypes: TypeTable },
  config: C,
): C {
  if (config == null) return config;
  const where = owner.$className;
  if (typeof config != 'object') expects(where, 'a config object', config);
  const values = config as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(values)) {
    const value = values[name];
    const check = owner.$configTypes[name];
    if (!check) continue;
    if (value == null) delete (copy ||= { ...values })[name];
    else if (!check.test(value)) fail(where, `config '${name}'`, check.expected, value);
  }
  return (copy ?? config) as C;
}

/** A field's current text, cleaned: `processRawValue(getRawValue())`. */
export const fieldText = (field: {
  processRawValue(raw: unknown): unknown;
  getRawValue(): unknown;
}): Any => field.processRawValue(field.getRawValue());

/** The text `getErrors(value?)` checks: `value` as text when given, else the field's text. */
export const errorText = (
  field: Parameters<typeof fieldText>[0],
  args: IArguments | unknown[],
): string => (args.length ? toText(args[0]) : fieldText(field));

/** Sets a field's value without reporting a change (`suspendCheckChange`). */
export function setQuietly(
  field: { suspendCheckChange: number; setValue(value: unknown): unknown },
  value: unknown,
): void {
  field.suspendCheckChange++;
  field.setValue(value);
  field.suspendCheckChange--;
}
