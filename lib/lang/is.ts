/**
 * Ext JS 4's type tests (`Lib.isObject`, `Lib.isEmpty`, ...) and the small value helpers that
 * go with them (`valueFrom`, `typeOf`). They keep Ext's exact answers, which sometimes differ
 * from what a modern name suggests: `isObject` is true for class instances but false for
 * arrays, dates, functions and DOM nodes; `isNumber` is false for `NaN` and `Infinity`.
 */

import { parse as parseDate, LibDate } from './Date';

const toString = Object.prototype.toString;

/** `true` for `null`, `undefined`, `[]`, and `''` unless `allowEmptyString`. */
export function isEmpty(value: unknown, allowEmptyString?: boolean): boolean {
  return (
    value === null ||
    value === undefined ||
    (!allowEmptyString ? value === '' : false) ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** `true` for arrays. */
export const isArray: (value: unknown) => value is unknown[] = Array.isArray;

/** `true` for Date objects (valid or not). */
export function isDate(value: unknown): value is Date {
  return toString.call(value) === '[object Date]';
}

/**
 * `true` for plain objects and class instances; `false` for arrays, dates, functions, DOM
 * nodes and primitives.
 */
export function isObject(value: unknown): value is Record<string, any> {
  return toString.call(value) === '[object Object]' && value !== null && value !== undefined;
}

/** `true` only for objects created by `{}` or `new Object()` (or with a null prototype). */
export function isSimpleObject(value: unknown): value is Record<string, any> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `true` for strings, numbers and booleans. */
export function isPrimitive(value: unknown): value is string | number | boolean {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean';
}

/** `true` for functions. */
export function isFunction(value: unknown): value is (...args: any[]) => any {
  return typeof value === 'function';
}

/** `true` for finite numbers (`NaN` and `Infinity` are not numbers here). */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && isFinite(value);
}

/** `true` for numbers and strings that parse as finite numbers (`'12'`, `'1.5e3'`). */
export function isNumeric(value: unknown): boolean {
  return !isNaN(parseFloat(value as string)) && isFinite(value as number);
}

/** `true` for strings. */
export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** `true` for `true` and `false`. */
export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** `true` for DOM elements (`nodeType` 1). */
export function isElement(value: unknown): boolean {
  return value ? (value as { nodeType?: number }).nodeType === 1 : false;
}

/** `true` for DOM text nodes. */
export function isTextNode(value: unknown): boolean {
  return value ? (value as { nodeName?: string }).nodeName === '#text' : false;
}

/** `true` for anything but `undefined`. */
export function isDefined(value: unknown): boolean {
  return typeof value !== 'undefined';
}

const iterableRe =
  /\[object\s*(?:Array|Arguments|\w*Collection|\w*List|HTML\s+document\.all\s+class)\]/;

/**
 * `true` for array-likes that can be walked by index: arrays, `arguments`, node lists and
 * HTML collections, and objects whose own `length` is not enumerable. Strings, functions
 * and plain objects with a `length` key are not iterable here.
 */
export function isIterable(value: unknown): boolean {
  if (
    !value ||
    typeof (value as { length?: unknown }).length !== 'number' ||
    typeof value === 'string'
  ) {
    return false;
  }
  if (typeof value === 'function') return false;
  if (Array.isArray(value)) return true;
  const object = value as object;
  if (
    Object.prototype.hasOwnProperty.call(object, 'length') &&
    !Object.prototype.propertyIsEnumerable.call(object, 'length')
  ) {
    return true;
  }
  return iterableRe.test(toString.call(value));
}

/** `value`, or `defaultValue` when `value` is empty in the sense of {@link isEmpty}. */
export function valueFrom<T, D>(value: T, defaultValue: D, allowBlank?: boolean): T | D {
  return isEmpty(value, allowBlank) ? defaultValue : value;
}

/** Ext's type names as {@link typeOf} reports them. */
export type TypeName =
  | 'null'
  | 'undefined'
  | 'string'
  | 'number'
  | 'boolean'
  | 'date'
  | 'function'
  | 'object'
  | 'array'
  | 'regexp'
  | 'element'
  | 'textnode'
  | 'whitespace';

const nonWhitespaceRe = /\S/;

/**
 * The Ext type name of a value: the `typeof` names plus `'null'`, `'array'`, `'date'`,
 * `'regexp'`, `'element'`, `'textnode'` and `'whitespace'` (a text node of blanks only).
 */
export function typeOf(value: unknown): TypeName {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'undefined' || type === 'string' || type === 'number' || type === 'boolean')
    return type;
  switch (toString.call(value)) {
    case '[object Array]':
      return 'array';
    case '[object Date]':
      return 'date';
    case '[object Boolean]':
      return 'boolean';
    case '[object Number]':
      return 'number';
    case '[object RegExp]':
      return 'regexp';
  }
  if (type === 'function') return 'function';
  const node = value as { nodeType?: number; nodeValue?: string };
  if (node.nodeType !== undefined) {
    if (node.nodeType === 3)
      return nonWhitespaceRe.test(node.nodeValue ?? '') ? 'textnode' : 'whitespace';
    return 'element';
  }
  return 'object';
}

/**
 * Converts `from` to the Ext type of `to` (see {@link typeOf}) when the types differ:
 * to a string with `String`, to a number with `Number`, to a boolean (`'false'` and `''`
 * are false), to `null`/`undefined` from `'null'`/`'undefined'`/`''`, and to a date from a
 * number (milliseconds) or a numeric string, or from other strings through
 * `Lib.Date.parse` with `Lib.Date.defaultFormat` (`null` when that does not match). Any
 * other value is returned as it is.
 */
export function coerce(from: unknown, to: unknown): unknown {
  const fromType = typeOf(from);
  const toType = typeOf(to);
  if (fromType === toType) return from;
  const isStr = typeof from === 'string';
  switch (toType) {
    case 'string':
      return String(from);
    case 'number':
      return Number(from);
    case 'boolean':
      return isStr && (!from || from === 'false') ? false : Boolean(from);
    case 'null':
      return isStr && (!from || from === 'null') ? null : from;
    case 'undefined':
      return isStr && (!from || from === 'undefined') ? undefined : from;
    case 'date':
      // Ext 4.2 returned Date(...) called without new here, which is a string: a real Date is returned.
      return isStr && isNaN(from as unknown as number)
        ? parseDate(from, LibDate.defaultFormat)
        : new Date(Number(from));
  }
  return from;
}
