/**
 * The Ext language surface gathered for the `Lib` facade: type tests, object helpers, the
 * `Lib.Array`, `Lib.Object`, `Lib.Function`, `Lib.String`, `Lib.Number` and `Lib.JSON`
 * namespaces, and Ext's shorthands for their most used members (`Lib.each`,
 * `Lib.bind`, `Lib.encode`, ...). `lib/Lib.ts` spreads `lang` into `Lib`.
 * `Lib.Date` is not here: lib/lang/Date.ts adds it to `Lib` when loaded (the `lib-ext4/date`
 * entry, the full one), so the core and data entries go without its ~4 KB gzip.
 *
 * @example
 *   Lib.each([1, 2, 3], (n) => n < 2); // stops at the second item, returns 1
 */
import { LibIs } from './is';
import { apply, applyIf, merge, clone, copyTo, toQueryString, iterate, LibObject } from './Object';
import { LibArray } from './Array';
import { LibFunction } from './Function';
import { LibString, htmlEncode, htmlDecode, urlAppend } from './String';
import { LibNumber, num } from './Number';
import { LibJSON, encode, decode } from './JSON';

export const lang = {
  ...LibIs,
  /** The global object (`window` in a page), as Ext's `Ext.global`. */
  global: globalThis,
  apply,
  applyIf,
  merge,
  clone,
  copyTo,
  toQueryString,
  /** `Lib.Array.each` for arrays and array-likes, `Lib.Object.each` for anything else. */
  iterate,
  Object: LibObject,
  Array: LibArray,
  Function: LibFunction,
  String: LibString,
  Number: LibNumber,
  JSON: LibJSON,
  /** `Lib.Array.each`. */
  each: LibArray.each,
  /** `Lib.Array.toArray`. */
  toArray: LibArray.toArray,
  /** `Lib.Array.pluck`. */
  pluck: LibArray.pluck,
  /** `Lib.Array.clean`. */
  clean: LibArray.clean,
  /** `Lib.Array.unique`. */
  unique: LibArray.unique,
  /** `Lib.Array.flatten`. */
  flatten: LibArray.flatten,
  /** `Lib.Array.min`. */
  min: LibArray.min,
  /** `Lib.Array.max`. */
  max: LibArray.max,
  /** `Lib.Array.sum`. */
  sum: LibArray.sum,
  /** `Lib.Array.mean`. */
  mean: LibArray.mean,
  /** `Lib.Function.bind`, looked up at each call so an override of it applies. */
  bind: LibFunction.alias(LibFunction, 'bind'),
  /** `Lib.Function.pass`, looked up at each call. */
  pass: LibFunction.alias(LibFunction, 'pass'),
  /** `Lib.Function.defer`, looked up at each call. */
  defer: LibFunction.alias(LibFunction, 'defer'),
  /** `Lib.Number.from`. */
  num,
  /** `Lib.String.htmlEncode`. */
  htmlEncode,
  /** `Lib.String.htmlDecode`. */
  htmlDecode,
  /** `Lib.String.urlAppend`. */
  urlAppend,
  /** `Lib.JSON.encode`. */
  encode,
  /** `Lib.JSON.decode`. */
  decode,
};
