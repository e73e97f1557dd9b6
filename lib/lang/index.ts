/**
 * The Ext language surface gathered for the `Lib` facade: type tests, object helpers and the
 * `Lib.Object` namespace. `lib/Lib.ts` spreads `lang` into `Lib`.
 */
import * as is from './is';
import { apply, applyIf, merge, clone, copyTo, toQueryString, LibObject, each as iterate } from './Object';

export const lang = {
  ...is,
  apply,
  applyIf,
  merge,
  clone,
  copyTo,
  toQueryString,
  /** `Lib.iterate`: `Lib.Object.each` for objects, `Lib.Array.each` for arrays. */
  iterate,
  Object: LibObject,
};
