/**
 * Ext JS 4's type tests (`Lib.isObject`, `Lib.isEmpty`, ...) and the small value helpers that
 * go with them (`valueFrom`, `typeOf`). They keep Ext's exact answers, which sometimes differ
 * from what a modern name suggests: `isObject` is true for class instances but false for
 * arrays, dates, functions and DOM nodes; `isNumber` is false for `NaN` and `Infinity`.
 *
 * @example
 *   Lib.isEmpty([]); // true
 *   Lib.typeOf(/x/); // 'regexp'
 */

import { raise } from '../Error';
import type { LibDateNamespace } from './Date';
import {
  isDate,
  isFn,
  isObj,
  own,
  isString as isStringValue,
  isBoolean as isBooleanValue,
} from '../check';

const toString = Object.prototype.toString;

/** `Object.prototype.toString` of `value` (`'[object Date]'`). */
export const tagOf = (value: unknown): string => toString.call(value);

// Hoisted, so that the tests allocate no RegExp per call.
const iterableRe =
  /\[object\s*(?:Array|Arguments|\w*Collection|\w*List|HTML\s+document\.all\s+class)\]/;
const primitiveTypeRe = /^(?:undefined|string|number|boolean)$/;
const typedTagRe = /^(?:Array|Date|Boolean|Number|RegExp)$/;
const nonBlankRe = /\S/;

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

/** `true` for `null`, `undefined`, `[]`, and `''` unless `allowEmptyString`. */
export const isEmpty = (value: unknown, allowEmptyString?: boolean): boolean =>
  value === null ||
  value === undefined ||
  (!allowEmptyString && value === '') ||
  (Array.isArray(value) && value.length === 0);

/** `true` for arrays. */
export const isArray = Array.isArray as (value: unknown) => value is unknown[];

/** `true` for Date objects (valid or not). */
export { isDate };

/**
 * `true` for plain objects and class instances; `false` for arrays, dates, functions, DOM
 * nodes and primitives.
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  tagOf(value) === '[object Object]';

/** `true` only for objects created by `{}` or `new Object()` (or with a null prototype). */
export function isSimpleObject(value: unknown): value is Record<string, unknown> {
  if (!isObj(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `true` for strings, numbers and booleans. */
export const isPrimitive = (value: unknown): value is string | number | boolean =>
  isString(value) || typeof value === 'number' || isBoolean(value);

/** `true` for functions. */
export const isFunction = isFn;

/** `true` for finite numbers (`NaN` and `Infinity` are not numbers here). */
export const isNumber = Number.isFinite as (value: unknown) => value is number;

/** `true` for numbers and strings that parse as finite numbers (`'12'`, `'1.5e3'`). */
export const isNumeric = (value: unknown): boolean =>
  !isNaN(parseFloat(value as string)) && isFinite(value as number);

/** `true` for strings. */
export const isString = isStringValue;

/** `true` for `true` and `false`. */
export const isBoolean = isBooleanValue;

/** `true` for DOM elements (`nodeType` 1). */
export const isElement = (value: unknown): boolean =>
  (value as { nodeType?: number } | null | undefined)?.nodeType === 1;

/** `true` for DOM text nodes. */
export const isTextNode = (value: unknown): boolean =>
  (value as { nodeName?: string } | null | undefined)?.nodeName === '#text';

/** `true` for anything but `undefined`. */
export const isDefined = (value: unknown): boolean => value !== undefined;

/**
 * `true` for array-likes that can be walked by index: arrays, `arguments`, node lists and
 * HTML collections, and objects whose own `length` is not enumerable. Strings, functions
 * and plain objects with a `length` key are not iterable here.
 */
export const isIterable = (value: unknown): boolean =>
  !!value &&
  typeof (value as { length?: unknown }).length === 'number' &&
  typeof value === 'object' &&
  (Array.isArray(value) ||
    (own(value, 'length') && !Object.prototype.propertyIsEnumerable.call(value, 'length')) ||
    iterableRe.test(tagOf(value)));

/** `value`, or `defaultValue` when `value` is empty in the sense of `isEmpty`. */
export const valueFrom = <T, D>(value: T, defaultValue: D, allowBlank?: boolean): T | D =>
  isEmpty(value, allowBlank) ? defaultValue : value;

/**
 * The Ext type name of a value: the `typeof` names plus `'null'`, `'array'`, `'date'`,
 * `'regexp'`, `'element'`, `'textnode'` and `'whitespace'` (a text node of blanks only).
 */
export const typeOf = (value: unknown): TypeName => {
  if (value === null) return 'null';
  const type = typeof value;
  if (primitiveTypeRe.test(type)) return type as TypeName;
  // Boxed booleans and numbers count as their primitive type.
  const tag = tagOf(value).slice(8, -1);
  if (typedTagRe.test(tag)) return tag.toLowerCase() as TypeName;
  if (type === 'function') return type;
  const node = value as { nodeType?: number; nodeValue?: string };
  if (node.nodeType === undefined) return 'object';
  if (node.nodeType !== 3) return 'element';
  return nonBlankRe.test(node.nodeValue ?? '') ? 'textnode' : 'whitespace';
};

/**
 * The optional modules, each put here by its file once loaded (the full entry and the global
 * script load them all): `date` is `Lib.Date` (lib/lang/Date.ts, `import 'lib-ext4/date'`),
 * `lenient` the lenient JSON reader (lib/lang/JSON.lenient.ts, `import 'lib-ext4/lenient'`),
 * `idgen` `Lib.data.IdGenerator.get` (classes/data/IdGenerator.ts, `import 'lib-ext4/idgen'`).
 */
export const optional: {
  date?: LibDateNamespace;
  lenient?: (text: string, source?: string) => unknown;
  idgen?: (spec: any, where: string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
} = {};

/** `optional[key]`, or a `Lib.Error` from `where`: `what` needs it, and the import that adds it. */
export const needs = <K extends keyof typeof optional>(
  key: K,
  where: string,
  what: string,
): NonNullable<(typeof optional)[K]> =>
  optional[key] || raise(where, `${what} needs import 'lib-ext4/${key}'`);

/**
 * Converts `from` to the Ext type of `to` (see `typeOf`) when the types differ: to a
 * string with `String`, to a number with `Number`, to a boolean (`'false'` and `''` are
 * false), to `null`/`undefined` from `'null'`/`'undefined'`/`''`, and to a date from a
 * number (milliseconds) or a numeric string, or from other strings through
 * `Lib.Date.parse` with `Lib.Date.defaultFormat` (`null` when that does not match; an error
 * where `Lib.Date` is not loaded, as with the `lib-ext4/core` entry alone). Any other value is
 * returned as it is.
 */
export const coerce = (from: unknown, to: unknown): unknown => {
  const toType = typeOf(to);
  if (typeOf(from) === toType) return from;
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
    case 'date': {
      // Ext 4.2 returned Date(...) called without new here, which is a string: a real Date is returned.
      if (!isStr || !isNaN(from as unknown as number)) return new Date(Number(from));
      const lib = needs('date', 'Lib.coerce', 'reading a date from text');
      return lib.parse(from, lib.defaultFormat);
    }
  }
  return from;
};

/** The type tests and value helpers, as `lib/lang/index.ts` spreads them into `Lib`. */
export const LibIs = {
  isEmpty,
  isArray,
  isDate,
  isObject,
  isSimpleObject,
  isPrimitive,
  isFunction,
  isNumber,
  isNumeric,
  isString,
  isBoolean,
  isElement,
  isTextNode,
  isDefined,
  isIterable,
  valueFrom,
  typeOf,
  coerce,
};
