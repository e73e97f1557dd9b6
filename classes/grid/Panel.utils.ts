/**
 * Helpers the grid's classes share (the panel, its view, columns, header, selection models and
 * editing plugins).
 *
 * @example
 *   const [DEFAULTS, TYPES] = typed({ stripeRows: true, emptyText: '' });
 *   // DEFAULTS goes into the registration body, TYPES ({stripeRows: 'boolean',
 *   // emptyText: 'string'}) into the rules `check` applies to a config.
 */
import type { Rule } from '../../lib/check';

/**
 * Prototype defaults and the `check` rules their types give: each key's rule is the `typeof`
 * of its default (`'boolean'`, `'string'`, `'number'`, the kinds of lib/check.ts), so a
 * config that has a default of a plain type is declared once.
 */
export function typed<T extends Record<string, string | number | boolean>>(
  defaults: T,
): [T, Record<string, Rule>] {
  const rules: Record<string, Rule> = {};
  for (const name in defaults) rules[name] = typeof defaults[name];
  return [defaults, rules];
}
