/**
 * Helpers shared by the form fields and the button: the construction-time check of config
 * value types (each class keeps a table of rules on its prototype, `$configTypes`, built from
 * its parent's) and small value helpers.
 *
 * @example
 *   const TYPES = {...PARENT_TYPES, minLength: T.number, vtype: T.string};
 *   checkConfigTypes('Lib.form.field.Text', {minLength: '3'}, TYPES);
 *   // TypeError: [Lib.form.field.Text] config 'minLength' must be a number, got '3' (string)
 */
import { describe } from '../../../lib/Error';
import { root } from '../../../lib/ClassManager';

/** A type rule: a test and the words naming what it accepts. */
export interface TypeRule {
  test(value: unknown): boolean;
  expected: string;
}

function rule(expected: string, test: (value: unknown) => boolean): TypeRule {
  return { expected, test };
}

/** The rules the config tables are built from. `undefined` and `null` always pass (= default). */
export const T = {
  string: rule('a string', (v) => typeof v === 'string'),
  number: rule('a number', (v) => typeof v === 'number' && !isNaN(v)),
  boolean: rule('a boolean', (v) => typeof v === 'boolean'),
  function: rule('a function', (v) => typeof v === 'function'),
  regexp: rule('a RegExp', (v) => v instanceof RegExp),
  object: rule('an object', (v) => typeof v === 'object'),
  /** A string or a number (shown as text). */
  text: rule('a string or a number', (v) => typeof v === 'string' || typeof v === 'number'),
  /** A size: a number of pixels or a CSS length string. */
  size: rule(
    'a number or a CSS length string',
    (v) => typeof v === 'number' || typeof v === 'string',
  ),
  /** One of the given strings. */
  oneOf(...values: string[]): TypeRule {
    return rule(`one of ${values.map((v) => `'${v}'`).join(', ')}`, (v) =>
      values.includes(v as string),
    );
  },
  /** Any of the given rules. */
  or(...rules: TypeRule[]): TypeRule {
    return rule(rules.map((r) => r.expected).join(' or '), (v) => rules.some((r) => r.test(v)));
  },
  /** Anything (for configs of many shapes, checked where used). */
  any: rule('anything', () => true),
};

/** A table of config name → rule. */
export type TypeTable = Readonly<Record<string, TypeRule>>;

/**
 * Throws a TypeError naming the class and the config for the first value of `config` that its
 * rule in `table` rejects. Configs without a rule, `undefined` and `null` pass.
 */
export function checkConfigTypes(where: string, config: unknown, table: TypeTable): void {
  if (config === undefined || config === null) return;
  if (typeof config !== 'object') {
    throw new TypeError(`[${where}] expects a config object, got ${describe(config)}`);
  }
  const values = config as Record<string, unknown>;
  for (const name of Object.keys(values)) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    const check = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    if (check !== undefined && !check.test(value)) {
      throw new TypeError(
        `[${where}] config '${name}' must be ${check.expected}, got ${describe(value)}`,
      );
    }
  }
}

/**
 * `config` without the typed keys (those with a rule in `table`) set to `undefined` or `null`,
 * so the class default applies to them (the config itself is not changed).
 */
export function withoutDefaults<C>(config: C, table: TypeTable): C {
  if (!config || typeof config !== 'object') return config;
  const values = config as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(values)) {
    const value = values[name];
    if (
      (value === undefined || value === null) &&
      Object.prototype.hasOwnProperty.call(table, name)
    ) {
      if (!copy) copy = { ...values };
      delete copy[name];
    }
  }
  return (copy ?? config) as C;
}

/** `value` as text: `''` for `undefined`/`null`, else `String(value)`. */
export function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** `Lib.baseCSSPrefix` (read at each call, so a page may change it before rendering). */
export function cssPrefix(): string {
  return (root as { baseCSSPrefix?: string }).baseCSSPrefix || 'x-';
}

/**
 * Replaces the children of `node` with a `<ul class="x-list-plain">` holding one `<li>` per
 * message, each set as text (never parsed as markup); no messages leave it empty.
 */
export function renderMessageList(node: HTMLElement, messages: readonly string[]): void {
  node.textContent = '';
  if (messages.length === 0) return;
  const doc = node.ownerDocument;
  const list = doc.createElement('ul');
  list.className = cssPrefix() + 'list-plain';
  for (const message of messages) {
    const item = doc.createElement('li');
    item.textContent = message;
    list.appendChild(item);
  }
  node.appendChild(list);
}
