/**
 * `Lib.Array`: Ext JS 4's array helpers, with Ext's argument order (array first) and
 * answers. They accept array-likes where Ext does (`arguments`, node lists), and treat a
 * `null`/`undefined` array as empty instead of throwing.
 *
 * @example
 *   Lib.Array.each(['a', 'b', 'c'], (item, i) => item !== 'b'); // 1: stopped at index 1
 *   Lib.Array.unique([1, 2, 1, 3]); // [1, 2, 3]
 */
import { describe } from '../Error';
import { isEmpty, isIterable } from './is';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
/** What the helpers accept as an array: arrays, array-likes, or nothing. */
type List<T> = ArrayLike<T> | null | undefined;

const arrayProto = Array.prototype;

function checkFn(fn: unknown, where: string): void {
  if (typeof fn !== 'function') {
    throw new TypeError(
      `[Lib.Array.${where}] expects a callback function as second argument, got ${describe(fn)}`,
    );
  }
}

/** `list` as something with a length (an empty array for `null`/`undefined`). */
function arr<T>(list: List<T>): ArrayLike<T> {
  return list ?? [];
}

/**
 * Calls `fn(item, index, array)` for each item; a callback returning `false` stops the walk
 * and `each` returns that index, else `true`. `this` is `scope`, else the item. With
 * `reverse` the walk starts at the end. A non-iterable value is walked as a one-item array;
 * `null`/`undefined` as an empty one.
 */
export function each<T>(
  array: List<T> | T,
  fn: (this: Any, item: T, index: number, array: T[]) => unknown,
  scope?: unknown,
  reverse?: boolean,
): number | true {
  checkFn(fn, 'each');
  const list = from(array) as T[];
  const length = list.length;
  if (reverse !== true) {
    for (let i = 0; i < length; i++) {
      if (fn.call(scope || list[i], list[i], i, list) === false) return i;
    }
  } else {
    for (let i = length - 1; i > -1; i--) {
      if (fn.call(scope || list[i], list[i], i, list) === false) return i;
    }
  }
  return true;
}

/** Calls `fn(item, index, array)` for every item (the return value is ignored); `this` is `scope`. */
export function forEach<T>(
  array: List<T>,
  fn: (this: Any, item: T, index: number, array: ArrayLike<T>) => unknown,
  scope?: unknown,
): void {
  checkFn(fn, 'forEach');
  const list = arr(array);
  for (let i = 0; i < list.length; i++) fn.call(scope, list[i], i, list);
}

/** A new array of `fn(item, index, array)` for each item. */
export function map<T, R>(
  array: List<T>,
  fn: (this: Any, item: T, index: number, array: ArrayLike<T>) => R,
  scope?: unknown,
): R[] {
  checkFn(fn, 'map');
  const list = arr(array);
  const out: R[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) out[i] = fn.call(scope, list[i], i, list);
  return out;
}

/** A new array of the items for which `fn(item, index, array)` is truthy. */
export function filter<T>(
  array: List<T>,
  fn: (this: Any, item: T, index: number, array: ArrayLike<T>) => unknown,
  scope?: unknown,
): T[] {
  checkFn(fn, 'filter');
  const list = arr(array);
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (fn.call(scope, list[i], i, list)) out.push(list[i]);
  return out;
}

/** `true` when `fn` is truthy for every item (and for an empty array). */
export function every<T>(
  array: List<T>,
  fn: (this: Any, item: T, index: number, array: ArrayLike<T>) => unknown,
  scope?: unknown,
): boolean {
  checkFn(fn, 'every');
  const list = arr(array);
  for (let i = 0; i < list.length; i++) if (!fn.call(scope, list[i], i, list)) return false;
  return true;
}

/** `true` when `fn` is truthy for at least one item. */
export function some<T>(
  array: List<T>,
  fn: (this: Any, item: T, index: number, array: ArrayLike<T>) => unknown,
  scope?: unknown,
): boolean {
  checkFn(fn, 'some');
  const list = arr(array);
  for (let i = 0; i < list.length; i++) if (fn.call(scope, list[i], i, list)) return true;
  return false;
}

/** The first index of `item` (compared with `===`) at or after `fromIndex`, or `-1`. */
export function indexOf<T>(array: List<T>, item: T, fromIndex?: number): number {
  return arrayProto.indexOf.call(arr(array), item, fromIndex);
}

/** `true` when the array holds `item` (compared with `===`). */
export function contains<T>(array: List<T>, item: T): boolean {
  return arrayProto.indexOf.call(arr(array), item) !== -1;
}

/** Pushes `item` unless the array already holds it. */
export function include<T>(array: T[], item: T): void {
  if (!contains(array, item)) array.push(item);
}

/** Removes the first occurrence of `item` in place; returns the array. */
export function remove<T>(array: T[], item: T): T[] {
  const index = indexOf(array, item);
  if (index !== -1) array.splice(index, 1);
  return array;
}

/**
 * Removes `removeCount` items starting at `index` in place (a negative index counts from
 * the end); returns the array.
 */
export function erase<T>(array: T[], index: number, removeCount: number): T[] {
  array.splice(index, removeCount);
  return array;
}

/**
 * Removes `removeCount` items at `index` and inserts `insert` there, in place (a negative
 * index counts from the end); returns the array.
 */
export function replace<T>(
  array: T[],
  index: number,
  removeCount: number,
  insert?: ArrayLike<T> | null,
): T[] {
  if (insert && insert.length) array.splice(index, removeCount, ...arrayProto.slice.call(insert));
  else array.splice(index, removeCount);
  return array;
}

/** Inserts `items` at `index` in place (a negative index counts from the end); returns the array. */
export function insert<T>(array: T[], index: number, items: ArrayLike<T> | null | undefined): T[] {
  return replace(array, index, 0, items);
}

/** `Array.prototype.splice` as a function: removes and inserts in place, returns the removed items. */
export function splice<T>(array: T[], index: number, removeCount?: number, ...items: T[]): T[] {
  if (removeCount === undefined) return array.splice(index);
  return array.splice(index, removeCount, ...items);
}

/** `Array.prototype.slice` that also works on array-likes such as `arguments`. */
export function slice<T>(array: List<T>, begin?: number, end?: number): T[] {
  return arrayProto.slice.call(arr(array), begin, end);
}

/**
 * Pushes every following argument onto `target` (an array item is pushed item by item) and
 * returns it. A `target` that is not an array is first wrapped in one (`undefined` becomes
 * an empty array).
 */
export function push<T>(target: T[] | T | undefined, ...items: Array<T | ArrayLike<T>>): T[] {
  const out: T[] = target === undefined ? [] : Array.isArray(target) ? target : [target];
  for (const item of items) {
    if (isIterable(item)) {
      const list = item as ArrayLike<T>;
      for (let i = 0; i < list.length; i++) out.push(list[i]);
    } else {
      out.push(item as T);
    }
  }
  return out;
}

/**
 * A real array from an array-like (`arguments`, a node list) or a string (its characters),
 * optionally from `start` to `end`. Empty or missing input gives `[]`.
 */
export function toArray<T = Any>(
  iterable: ArrayLike<T> | string | null | undefined,
  start?: number,
  end?: number,
): T[] {
  if (!iterable || !iterable.length) return [];
  const list: ArrayLike<Any> = typeof iterable === 'string' ? iterable.split('') : iterable;
  return arrayProto.slice.call(list, start || 0, end || list.length);
}

/**
 * `value` as an array: `[]` for `null`/`undefined`, the array itself (a copy with
 * `newReference`), a copy of an array-like, or a one-item array around anything else
 * (strings and functions included).
 */
export function from<T>(
  value: T[] | ArrayLike<T> | T | null | undefined,
  newReference?: boolean,
): T[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return newReference ? value.slice() : value;
  const type = typeof value;
  if (
    type !== 'string' &&
    (value as { length?: unknown }).length !== undefined &&
    (type !== 'function' || typeof (value as { apply?: unknown }).apply !== 'function')
  ) {
    return toArray(value as ArrayLike<T>);
  }
  return [value as T];
}

/** A shallow copy of the array. */
export function clone<T>(array: List<T>): T[] {
  return arrayProto.slice.call(arr(array));
}

/** All items of all the arrays, without duplicates, in order of first appearance. */
export function merge<T>(...arrays: Array<List<T>>): T[] {
  const all: T[] = [];
  for (const list of arrays) {
    const items = arr(list);
    for (let i = 0; i < items.length; i++) all.push(items[i]);
  }
  return unique(all);
}

/** The items without duplicates (compared with `===`), keeping the first occurrence of each. */
export function unique<T>(array: List<T>): T[] {
  const list = arr(array);
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    if (out.indexOf(list[i]) === -1) out.push(list[i]);
  }
  return out;
}

/**
 * The items present in every array (compared with `===`), without duplicates, in the order
 * of the shortest array. No arrays gives `[]`.
 */
export function intersect<T>(...arrays: Array<List<T>>): T[] {
  if (arrays.length === 0) return [];
  let shortest = 0;
  for (let i = 1; i < arrays.length; i++) {
    if (arr(arrays[i]).length < arr(arrays[shortest]).length) shortest = i;
  }
  const others = arrays.filter((_, i) => i !== shortest);
  return unique(arrays[shortest]).filter((item) => others.every((list) => contains(list, item)));
}

/** A copy of `arrayA` without any item found in `arrayB` (every occurrence is removed). */
export function difference<T>(arrayA: List<T>, arrayB: List<T>): T[] {
  const b = arr(arrayB);
  return filter(arrayA, (item) => arrayProto.indexOf.call(b, item) === -1);
}

/** A copy without the empty items (`null`, `undefined`, `''` and `[]`; `0` and `false` stay). */
export function clean<T>(array: List<T>): T[] {
  return filter(array, (item) => !isEmpty(item));
}

/** The value of `propertyName` on each item (`undefined` for `null`/`undefined` items). */
export function pluck<T = Any>(array: List<Any>, propertyName: string): T[] {
  return map(array, (item) =>
    item === null || item === undefined ? undefined : item[propertyName],
  );
}

/** A new array with nested arrays flattened to any depth. */
export function flatten(array: List<Any>): Any[] {
  const out: Any[] = [];
  const walk = (list: ArrayLike<Any>) => {
    for (let i = 0; i < list.length; i++) {
      if (Array.isArray(list[i])) walk(list[i]);
      else out.push(list[i]);
    }
  };
  walk(arr(array));
  return out;
}

/**
 * The smallest item (by `<`, or by `comparisonFn(a, b)` returning a positive number when
 * `a` is greater); `undefined` for an empty array.
 */
export function min<T>(array: List<T>, comparisonFn?: (a: T, b: T) => number): T | undefined {
  const list = arr(array);
  let result = list[0];
  for (let i = 1; i < list.length; i++) {
    const item = list[i];
    if (comparisonFn ? comparisonFn(result, item) > 0 : item < result) result = item;
  }
  return result;
}

/**
 * The largest item (by `>`, or by `comparisonFn(a, b)` returning a negative number when
 * `a` is smaller); `undefined` for an empty array.
 */
export function max<T>(array: List<T>, comparisonFn?: (a: T, b: T) => number): T | undefined {
  const list = arr(array);
  let result = list[0];
  for (let i = 1; i < list.length; i++) {
    const item = list[i];
    if (comparisonFn ? comparisonFn(result, item) < 0 : item > result) result = item;
  }
  return result;
}

/** The sum of the items, starting from `0` (`0` for an empty array). */
export function sum(array: List<number>): number {
  const list = arr(array);
  let total = 0;
  for (let i = 0; i < list.length; i++) total += list[i];
  return total;
}

/** The arithmetic mean of the items; `undefined` for an empty array. */
export function mean(array: List<number>): number | undefined {
  const list = arr(array);
  return list.length > 0 ? sum(list) / list.length : undefined;
}

/** Sorts in place (with `sortFn` when given, else as `Array.prototype.sort` does) and returns the array. */
export function sort<T>(array: T[], sortFn?: (a: T, b: T) => number): T[] {
  return sortFn ? array.sort(sortFn) : array.sort();
}

/**
 * A lookup object whose keys are the items (or `item[getKey]` for a string, or
 * `getKey.call(scope, item)` for a function) and whose values are the item's index + 1, so
 * every value is truthy. The first occurrence of a key wins.
 */
export function toMap<T>(
  array: List<T>,
  getKey?: string | ((item: T) => PropertyKey),
  scope?: unknown,
): Record<string, number> {
  const list = arr(array);
  const out: Record<string, number> = {};
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i] as Any;
    const key =
      getKey === undefined || getKey === null
        ? item
        : typeof getKey === 'string'
          ? item[getKey]
          : getKey.call(scope, item);
    if (String(key) === '__proto__') {
      // An own data property: plain assignment would replace the map's prototype instead.
      Object.defineProperty(out, '__proto__', {
        value: i + 1,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      out[key] = i + 1;
    }
  }
  return out;
}

/** `true` when both arrays have the same length and `===` items at every index. */
export function equals(array1: List<unknown>, array2: List<unknown>): boolean {
  const a = arr(array1);
  const b = arr(array2);
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The first item for which `fn(item, index)` is truthy, or `null`. */
export function findBy<T>(
  array: List<T>,
  fn: (this: Any, item: T, index: number) => unknown,
  scope?: unknown,
): T | null {
  checkFn(fn, 'findBy');
  const list = arr(array);
  for (let i = 0; i < list.length; i++) if (fn.call(scope || list[i], list[i], i)) return list[i];
  return null;
}

/** `Lib.Array`: the array helpers as Ext JS 4 names them (`union` is `merge`). */
export const LibArray = {
  each,
  forEach,
  map,
  filter,
  every,
  some,
  indexOf,
  contains,
  include,
  remove,
  erase,
  replace,
  insert,
  splice,
  slice,
  push,
  toArray,
  from,
  clone,
  merge,
  union: merge,
  unique,
  intersect,
  difference,
  clean,
  pluck,
  flatten,
  min,
  max,
  sum,
  mean,
  sort,
  toMap,
  equals,
  findBy,
};
