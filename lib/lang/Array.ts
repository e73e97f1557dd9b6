/**
 * `Lib.Array`: Ext JS 4's array helpers, with Ext's argument order (array first) and
 * answers. They accept array-likes where Ext does (`arguments`, node lists), and treat a
 * `null`/`undefined` array as empty instead of throwing.
 *
 * @example
 *   Lib.Array.each(['a', 'b', 'c'], (item, i) => item !== 'b'); // 1: stopped at index 1
 *   Lib.Array.unique([1, 2, 1, 3]); // [1, 2, 3]
 */
import { defineValue, isArray, isFn, pick } from '../check';
import { expects } from '../Error';
import { isEmpty, isIterable } from './is';

/** An item read by property name (`pluck`). */
type Bag = Record<string, unknown> | null | undefined;
/** What the helpers accept as an array: arrays, array-likes, or nothing. */
type List<T> = ArrayLike<T> | null | undefined;
/** A callback called as `fn(item, index, array)`. */
type Visit<T, R = unknown> = (this: any, item: T, index: number, array: ArrayLike<T>) => R;

const arrayProto = Array.prototype;

/** `list` as something with a length (an empty array for `null`/`undefined`). */
const arr = <T>(list: List<T>): ArrayLike<T> => list ?? [];

/** `arr(array)`, after checking that `fn` is a function (`where`: the helper's name). */
const items = <T>(array: List<T>, fn: unknown, where: string): ArrayLike<T> => {
  if (!isFn(fn)) expects(`Lib.Array.${where}`, 'a callback function', fn);
  return arr(array);
};

/**
 * `Array.prototype[name]` as a `Lib.Array` helper `(array, fn, scope)`: `fn` is checked and a
 * `null`/`undefined` array walks as an empty one. The native methods give Ext JS 4's answers
 * (it delegates to them too), holes in sparse arrays being skipped.
 */
const native = (name: 'forEach' | 'map' | 'filter' | 'every' | 'some'): unknown =>
  function (array: List<unknown>, fn: Visit<unknown>, scope?: unknown) {
    return (
      arrayProto[name] as (this: ArrayLike<unknown>, fn: Visit<unknown>, scope: unknown) => unknown
    ).call(items(array, fn, name), fn, scope);
  };

/**
 * The item of `array` that `better(item, best)` prefers over every other (the first of
 * equals); `undefined` for an empty array.
 */
const best = <T>(array: List<T>, better: (item: T, best: T) => boolean): T | undefined => {
  const list = arr(array);
  let result = list[0];
  for (let i = 1; i < list.length; i++) if (better(list[i], result)) result = list[i];
  return result;
};

/** All items of all the arrays, without duplicates, in order of first appearance. */
export const merge = <T>(...arrays: Array<List<T>>): T[] => {
  const all: T[] = [];
  for (const list of arrays) {
    const items = arr(list);
    for (let i = 0; i < items.length; i++) all.push(items[i]);
  }
  return LibArray.unique(all);
};

/** `Lib.Array`: the array helpers as Ext JS 4 names them (`union` is `merge`). */
/**
 * Removes `removeCount` items at `index` of `array` and inserts the items of `insert` there, in
 * place; returns the removed items. Unlike `array.splice(index, n, ...insert)`, the inserted
 * items are never spread into arguments, whose count the engine caps (a few hundred thousand
 * in V8): a store can insert two million records at once.
 */
export function spliceIn<T>(
  array: T[],
  index: number,
  removeCount: number,
  insert: ArrayLike<T>,
): T[] {
  const length = array.length;
  const at = index < 0 ? Math.max(length + index, 0) : Math.min(index, length);
  const removed = array.splice(at, removeCount);
  const count = insert.length;
  if (count === 0) return removed;
  // Small lists (the usual case): one native splice.
  if (count < 1024) {
    array.splice(at, 0, ...arrayProto.slice.call(insert));
    return removed;
  }
  const tail = array.splice(at);
  for (let i = 0; i < count; i++) array.push(insert[i]);
  for (let i = 0; i < tail.length; i++) array.push(tail[i]);
  return removed;
}

export const LibArray = {
  /**
   * Calls `fn(item, index, array)` for each item; a callback returning `false` stops the
   * walk and `each` returns that index, else `true`. `this` is `scope`, else the item. With
   * `reverse` the walk starts at the end. A non-iterable value is walked as a one-item array;
   * `null`/`undefined` as an empty one.
   */
  each<T>(
    array: List<T> | T,
    fn: (this: any, item: T, index: number, array: T[]) => unknown,
    scope?: unknown,
    reverse?: boolean,
  ): number | true {
    items(null, fn, 'each');
    const list = LibArray.from(array) as T[];
    const length = list.length;
    const back = reverse === true;
    for (let i = back ? length - 1 : 0; back ? i > -1 : i < length; back ? i-- : i++) {
      if (fn.call(scope || list[i], list[i], i, list) === false) return i;
    }
    return true;
  },

  /** Calls `fn(item, index, array)` for every item (the return value is ignored); `this` is `scope`. */
  forEach: native('forEach') as <T>(array: List<T>, fn: Visit<T>, scope?: unknown) => void,

  /** A new array of `fn(item, index, array)` for each item. */
  map: native('map') as <T, R>(array: List<T>, fn: Visit<T, R>, scope?: unknown) => R[],

  /** A new array of the items for which `fn(item, index, array)` is truthy. */
  filter: native('filter') as <T>(array: List<T>, fn: Visit<T>, scope?: unknown) => T[],

  /** `true` when `fn` is truthy for every item (and for an empty array). */
  every: native('every') as <T>(array: List<T>, fn: Visit<T>, scope?: unknown) => boolean,

  /** `true` when `fn` is truthy for at least one item. */
  some: native('some') as <T>(array: List<T>, fn: Visit<T>, scope?: unknown) => boolean,

  /** The first index of `item` (compared with `===`) at or after `fromIndex`, or `-1`. */
  indexOf<T>(array: List<T>, item: T, fromIndex?: number): number {
    return arrayProto.indexOf.call(arr(array), item, fromIndex);
  },

  /** `true` when the array holds `item` (compared with `===`). */
  contains<T>(array: List<T>, item: T): boolean {
    return arrayProto.indexOf.call(arr(array), item) !== -1;
  },

  /** Pushes `item` unless the array already holds it. */
  include<T>(array: T[], item: T): void {
    if (!LibArray.contains(array, item)) array.push(item);
  },

  /** Removes the first occurrence of `item` in place; returns the array. */
  remove<T>(array: T[], item: T): T[] {
    const index = LibArray.indexOf(array, item);
    if (index !== -1) array.splice(index, 1);
    return array;
  },

  /**
   * Removes `removeCount` items starting at `index` in place (a negative index counts from
   * the end); returns the array.
   */
  erase<T>(array: T[], index: number, removeCount: number): T[] {
    array.splice(index, removeCount);
    return array;
  },

  /**
   * Removes `removeCount` items at `index` and inserts `insert` there, in place (a negative
   * index counts from the end); returns the array.
   */
  replace<T>(array: T[], index: number, removeCount: number, insert?: ArrayLike<T> | null): T[] {
    if (insert && insert.length) spliceIn(array, index, removeCount, insert);
    else array.splice(index, removeCount);
    return array;
  },

  /** Inserts `items` at `index` in place (a negative index counts from the end); returns the array. */
  insert<T>(array: T[], index: number, items: ArrayLike<T> | null | undefined): T[] {
    return LibArray.replace(array, index, 0, items);
  },

  /** `Array.prototype.splice` as a function: removes and inserts in place, returns the removed items. */
  splice<T>(array: T[], index: number, removeCount?: number, ...items: T[]): T[] {
    return removeCount === undefined
      ? array.splice(index)
      : array.splice(index, removeCount, ...items);
  },

  /** `Array.prototype.slice` that also works on array-likes such as `arguments`. */
  slice<T>(array: List<T>, begin?: number, end?: number): T[] {
    return arrayProto.slice.call(arr(array), begin, end);
  },

  /**
   * Pushes every following argument onto `target` (an array item is pushed item by item)
   * and returns it. A `target` that is not an array is first wrapped in one (`undefined`
   * becomes an empty array).
   */
  push<T>(target: T[] | T | undefined, ...items: Array<T | ArrayLike<T>>): T[] {
    const out: T[] = target === undefined ? [] : isArray(target) ? target : [target];
    for (const item of items) {
      if (isIterable(item)) {
        const list = item as ArrayLike<T>;
        for (let i = 0; i < list.length; i++) out.push(list[i]);
      } else {
        out.push(item as T);
      }
    }
    return out;
  },

  /**
   * A real array from an array-like (`arguments`, a node list) or a string (its
   * characters), optionally from `start` to `end`. Empty or missing input gives `[]`.
   */
  toArray<T = unknown>(
    iterable: ArrayLike<T> | string | null | undefined,
    start?: number,
    end?: number,
  ): T[] {
    if (!iterable || !iterable.length) return [];
    const list: ArrayLike<unknown> = typeof iterable === 'string' ? iterable.split('') : iterable;
    return arrayProto.slice.call(list, start || 0, end || list.length) as T[];
  },

  /**
   * `value` as an array: `[]` for `null`/`undefined`, the array itself (a copy with
   * `newReference`), a copy of an array-like, or a one-item array around anything else
   * (strings and functions included).
   */
  from<T>(value: T[] | ArrayLike<T> | T | null | undefined, newReference?: boolean): T[] {
    if (value === undefined || value === null) return [];
    if (isArray(value)) return newReference ? value.slice() : value;
    const type = typeof value;
    return type !== 'string' &&
      (value as { length?: unknown }).length !== undefined &&
      (type !== 'function' || typeof (value as { apply?: unknown }).apply !== 'function')
      ? LibArray.toArray(value as ArrayLike<T>)
      : [value as T];
  },

  /** A shallow copy of the array. */
  clone<T>(array: List<T>): T[] {
    return arrayProto.slice.call(arr(array));
  },

  merge,
  union: merge,

  /** The items without duplicates (compared with `===`), keeping the first occurrence of each. */
  unique<T>(array: List<T>): T[] {
    const list = arr(array);
    const out: T[] = [];
    for (let i = 0; i < list.length; i++) if (out.indexOf(list[i]) === -1) out.push(list[i]);
    return out;
  },

  /**
   * The items present in every array (compared with `===`), without duplicates, in the
   * order of the shortest array. No arrays gives `[]`.
   */
  intersect<T>(...arrays: Array<List<T>>): T[] {
    // A stable sort keeps the first of several shortest arrays in front; none gives [].
    const [shortest, ...others] = arrays.sort((a, b) => arr(a).length - arr(b).length);
    return LibArray.unique(shortest).filter((item) =>
      others.every((list) => LibArray.contains(list, item)),
    );
  },

  /** A copy of `arrayA` without any item found in `arrayB` (every occurrence is removed). */
  difference<T>(arrayA: List<T>, arrayB: List<T>): T[] {
    return LibArray.filter(arrayA, (item) => !LibArray.contains(arrayB, item));
  },

  /** A copy without the empty items (`null`, `undefined`, `''` and `[]`; `0` and `false` stay). */
  clean<T>(array: List<T>): T[] {
    return LibArray.filter(array, (item) => !isEmpty(item));
  },

  /** The value of `propertyName` on each item (`undefined` for `null`/`undefined` items). */
  pluck<T = unknown>(array: List<object | null | undefined>, propertyName: string): T[] {
    return LibArray.map(array as List<Bag>, (item) => item?.[propertyName]) as T[];
  },

  /** A new array with nested arrays flattened to any depth. */
  flatten(array: List<unknown>): unknown[] {
    const out: unknown[] = [];
    const walk = (list: ArrayLike<unknown>) => {
      for (let i = 0; i < list.length; i++) {
        if (isArray(list[i])) walk(list[i] as unknown[]);
        else out.push(list[i]);
      }
    };
    walk(arr(array));
    return out;
  },

  /**
   * The smallest item (by `<`, or by `comparisonFn(a, b)` returning a positive number when
   * `a` is greater); `undefined` for an empty array.
   */
  min<T>(array: List<T>, comparisonFn?: (a: T, b: T) => number): T | undefined {
    return best(array, (item, top) => (comparisonFn ? comparisonFn(top, item) > 0 : item < top));
  },

  /**
   * The largest item (by `>`, or by `comparisonFn(a, b)` returning a negative number when
   * `a` is smaller); `undefined` for an empty array.
   */
  max<T>(array: List<T>, comparisonFn?: (a: T, b: T) => number): T | undefined {
    return best(array, (item, top) => (comparisonFn ? comparisonFn(top, item) < 0 : item > top));
  },

  /** The sum of the items, starting from `0` (`0` for an empty array). */
  sum(array: List<number>): number {
    const list = arr(array);
    let total = 0;
    for (let i = 0; i < list.length; i++) total += list[i];
    return total;
  },

  /** The arithmetic mean of the items; `undefined` for an empty array. */
  mean(array: List<number>): number | undefined {
    const list = arr(array);
    return list.length > 0 ? LibArray.sum(list) / list.length : undefined;
  },

  /** Sorts in place (with `sortFn` when given, else as `Array.prototype.sort` does) and returns the array. */
  sort<T>(array: T[], sortFn?: (a: T, b: T) => number): T[] {
    return array.sort(sortFn || undefined);
  },

  /**
   * A lookup object whose keys are the items (or `item[getKey]` for a string, or
   * `getKey.call(scope, item)` for a function) and whose values are the item's index + 1,
   * so every value is truthy. The first occurrence of a key wins.
   */
  toMap<T>(
    array: List<T>,
    getKey?: string | ((item: T) => PropertyKey),
    scope?: unknown,
  ): Record<string, number> {
    const list = arr(array);
    const out: Record<string, number> = {};
    for (let i = list.length - 1; i >= 0; i--) {
      const item = list[i];
      const key =
        getKey === undefined || getKey === null
          ? (item as string)
          : typeof getKey === 'string'
            ? (item as Record<string, string>)[getKey]
            : getKey.call(scope, item);
      // An own data property: plain assignment of '__proto__' would replace the prototype.
      if (String(key) === '__proto__') defineValue(out, key as string, i + 1, true);
      else out[key as string] = i + 1;
    }
    return out;
  },

  /** `true` when both arrays have the same length and `===` items at every index. */
  equals(array1: List<unknown>, array2: List<unknown>): boolean {
    const a = arr(array1);
    const b = arr(array2);
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  },

  /** The first item for which `fn(item, index)` is truthy, or `null`. */
  findBy<T>(
    array: List<T>,
    fn: (this: any, item: T, index: number) => unknown,
    scope?: unknown,
  ): T | null {
    const list = items(array, fn, 'findBy');
    for (let i = 0; i < list.length; i++) if (fn.call(scope || list[i], list[i], i)) return list[i];
    return null;
  },
};

// Each member of `Lib.Array` is also a named export (see `pick`).
/** `Lib.Array.each`. */
export const each = /* @__PURE__ */ pick(LibArray, 'each');
/** `Lib.Array.forEach`. */
export const forEach = /* @__PURE__ */ pick(LibArray, 'forEach');
/** `Lib.Array.map`. */
export const map = /* @__PURE__ */ pick(LibArray, 'map');
/** `Lib.Array.filter`. */
export const filter = /* @__PURE__ */ pick(LibArray, 'filter');
/** `Lib.Array.every`. */
export const every = /* @__PURE__ */ pick(LibArray, 'every');
/** `Lib.Array.some`. */
export const some = /* @__PURE__ */ pick(LibArray, 'some');
/** `Lib.Array.indexOf`. */
export const indexOf = /* @__PURE__ */ pick(LibArray, 'indexOf');
/** `Lib.Array.contains`. */
export const contains = /* @__PURE__ */ pick(LibArray, 'contains');
/** `Lib.Array.include`. */
export const include = /* @__PURE__ */ pick(LibArray, 'include');
/** `Lib.Array.remove`. */
export const remove = /* @__PURE__ */ pick(LibArray, 'remove');
/** `Lib.Array.erase`. */
export const erase = /* @__PURE__ */ pick(LibArray, 'erase');
/** `Lib.Array.replace`. */
export const replace = /* @__PURE__ */ pick(LibArray, 'replace');
/** `Lib.Array.insert`. */
export const insert = /* @__PURE__ */ pick(LibArray, 'insert');
/** `Lib.Array.splice`. */
export const splice = /* @__PURE__ */ pick(LibArray, 'splice');
/** `Lib.Array.slice`. */
export const slice = /* @__PURE__ */ pick(LibArray, 'slice');
/** `Lib.Array.push`. */
export const push = /* @__PURE__ */ pick(LibArray, 'push');
/** `Lib.Array.toArray`. */
export const toArray = /* @__PURE__ */ pick(LibArray, 'toArray');
/** `Lib.Array.from`. */
export const from = /* @__PURE__ */ pick(LibArray, 'from');
/** `Lib.Array.clone`. */
export const clone = /* @__PURE__ */ pick(LibArray, 'clone');
/** `Lib.Array.unique`. */
export const unique = /* @__PURE__ */ pick(LibArray, 'unique');
/** `Lib.Array.intersect`. */
export const intersect = /* @__PURE__ */ pick(LibArray, 'intersect');
/** `Lib.Array.difference`. */
export const difference = /* @__PURE__ */ pick(LibArray, 'difference');
/** `Lib.Array.clean`. */
export const clean = /* @__PURE__ */ pick(LibArray, 'clean');
/** `Lib.Array.pluck`. */
export const pluck = /* @__PURE__ */ pick(LibArray, 'pluck');
/** `Lib.Array.flatten`. */
export const flatten = /* @__PURE__ */ pick(LibArray, 'flatten');
/** `Lib.Array.min`. */
export const min = /* @__PURE__ */ pick(LibArray, 'min');
/** `Lib.Array.max`. */
export const max = /* @__PURE__ */ pick(LibArray, 'max');
/** `Lib.Array.sum`. */
export const sum = /* @__PURE__ */ pick(LibArray, 'sum');
/** `Lib.Array.mean`. */
export const mean = /* @__PURE__ */ pick(LibArray, 'mean');
/** `Lib.Array.sort`. */
export const sort = /* @__PURE__ */ pick(LibArray, 'sort');
/** `Lib.Array.toMap`. */
export const toMap = /* @__PURE__ */ pick(LibArray, 'toMap');
/** `Lib.Array.equals`. */
export const equals = /* @__PURE__ */ pick(LibArray, 'equals');
/** `Lib.Array.findBy`. */
export const findBy = /* @__PURE__ */ pick(LibArray, 'findBy');
