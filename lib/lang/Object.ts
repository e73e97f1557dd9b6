/**
 * Object helpers: `Lib.apply`, `applyIf`, `merge`, `clone` and `Lib.Object.*`, with Ext JS 4's
 * semantics and one deliberate difference: nothing here ever writes a `__proto__`,
 * `constructor` or `prototype` key taken from its input, so hostile JSON cannot reach
 * `Object.prototype` or replace a class's constructor through a config.
 *
 * @example
 *   Lib.merge({a: {x: 1}}, {a: {y: 2}}); // {a: {x: 1, y: 2}}
 */
import { isDate, isEmpty, isObject, isNumeric, isIterable, isSimpleObject } from './is';
import { LibArray } from './Array';
import { isUnsafeKey } from '../Error';
import { dateText, isArray, isFn, isObj, keys, own, pick } from '../check';
import type { Method } from '../method';

/** An object read by key. */
type Bag = Record<string, unknown>;

export { isUnsafeKey };

/**
 * Copies every enumerable key (own and inherited) of `source` onto `target`, after first
 * copying `defaults` when given. Returns `target`. A non-object source copies nothing.
 */
export const apply = <T extends object, S>(target: T, source: S, defaults?: object): T & S => {
  if (defaults) apply(target, defaults);
  if (target && isObj(source)) {
    const t = target as Record<string, unknown>;
    const s = source as Record<string, unknown>;
    for (const key in s) if (!isUnsafeKey(key)) t[key] = s[key];
  }
  return target as T & S;
};

/** Copies the keys of `source` that are `undefined` on `target` (a `null` there is kept). */
export const applyIf = <T extends object, S>(target: T, source: S): T & S => {
  if (target && isObj(source)) {
    const t = target as Record<string, unknown>;
    const s = source as Record<string, unknown>;
    for (const key in s) if (t[key] === undefined && !isUnsafeKey(key)) t[key] = s[key];
  }
  return target as T & S;
};

/**
 * Deep-merges each source into `destination` and returns it. A plain-object value is merged
 * into the plain object already at that key (mutating it), or stored as a deep clone; every
 * other value (arrays, dates, instances, functions) is assigned by reference.
 */
export const merge = <T extends object>(destination: T, ...sources: unknown[]): T => {
  const dest = destination as Record<string, unknown>;
  for (const source of sources) {
    if (!isObj(source)) continue;
    for (const key of keys(source)) {
      if (isUnsafeKey(key)) continue;
      const value = (source as Record<string, unknown>)[key];
      const existing = dest[key];
      if (!isSimpleObject(value)) dest[key] = value;
      else if (isSimpleObject(existing)) merge(existing, value);
      else dest[key] = clone(value);
    }
  }
  return destination;
};

/**
 * Deep clone of arrays, plain objects and dates (DOM nodes are `cloneNode(true)`-ed); any
 * other value, class instances included, is returned as is. Cycles are preserved.
 */
export const clone = <T>(item: T, seen?: Map<unknown, unknown>): T => {
  if (!isObj(item)) return item;
  if (isDate(item)) return new Date(item.getTime()) as T;
  const node = item as unknown as { nodeType?: number; cloneNode?: (deep: boolean) => unknown };
  if (node.nodeType && isFn(node.cloneNode)) return node.cloneNode(true) as T;
  const isArr = isArray(item);
  if (!isArr && !isSimpleObject(item)) return item;
  const cache = seen ?? new Map<unknown, unknown>();
  const known = cache.get(item);
  if (known !== undefined) return known as T;
  const out: Record<string, unknown> = isArr
    ? []
    : Object.getPrototypeOf(item) === null
      ? Object.create(null)
      : {};
  cache.set(item, out);
  if (isArr) {
    for (let i = 0; i < item.length; i++) out[i] = clone(item[i], cache);
  } else {
    for (const key of keys(item as object)) {
      if (!isUnsafeKey(key)) out[key] = clone((item as Record<string, unknown>)[key], cache);
    }
  }
  return out as T;
};

/**
 * Copies the named properties (an array, or a string separated by commas, semicolons or
 * blanks) from `source` to `dest`; inherited ones only with `usePrototypeKeys`.
 */
export const copyTo = <T extends object>(
  dest: T,
  source: object,
  names: string | string[],
  usePrototypeKeys?: boolean,
): T => {
  if (source === null || source === undefined) return dest;
  const s = source as Record<string, unknown>;
  for (const name of typeof names === 'string' ? names.split(/[,;\s]/) : names || []) {
    if (name !== '' && !isUnsafeKey(name) && (usePrototypeKeys ? name in s : own(s, name))) {
      (dest as Record<string, unknown>)[name] = s[name];
    }
  }
  return dest;
};

/** One `{name, value}` pair of a query string. */
export interface QueryObject {
  name: string;
  value: unknown;
}

/**
 * `key=value` pairs joined by `&`, both sides percent-encoded. Arrays repeat the key, an
 * empty array sends nothing, `null`/`undefined`/`''` send an empty value, and dates are sent
 * as local `YYYY-MM-DDTHH:mm:ss`. `recursive` encodes nested objects as `a[b][c]=v`.
 */
export const toQueryString = (object: object | null | undefined, recursive?: boolean): string =>
  keys(object || {})
    .flatMap((key) => LibObject.toQueryObjects(key, (object as Bag)[key], recursive))
    .map(
      ({ name, value }) =>
        encodeURIComponent(name) +
        '=' +
        encodeURIComponent(isEmpty(value) ? '' : isDate(value) ? dateText(value) : String(value)),
    )
    .join('&');

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as written rather than failing the whole string.
    return text;
  }
};

/**
 * Parses a query string (a leading `?` is ignored). Repeated keys collect into an array; in
 * `recursive` mode `a[b]=1&a[c][]=2` builds nested objects and arrays. Keys that would reach
 * the prototype machinery are skipped.
 */
export const fromQueryString = (
  queryString: string,
  recursive?: boolean,
): Record<string, unknown> => {
  const object: Record<string, unknown> = {};
  if (typeof queryString !== 'string') return object;
  for (const part of queryString.replace(/^\?/, '').split('&')) {
    if (part.length === 0) continue;
    const eq = part.indexOf('=');
    const rawName = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decode(part.slice(eq + 1));
    if (!recursive) {
      // A repeated key collects its values into an array.
      if (!isUnsafeKey(rawName)) {
        object[rawName] = own(object, rawName)
          ? [].concat(object[rawName] as never, value as never)
          : value;
      }
      continue;
    }
    const head = /^[^[]+/.exec(rawName);
    if (!head) continue;
    const path = [head[0], ...(rawName.match(/\[[^\]]*\]/g) || []).map((b) => b.slice(1, -1))];
    if (path.some(isUnsafeKey)) continue;
    // A container this parse made: an object or an array, indexed by the path's keys.
    let target = object as Record<string, unknown> & unknown[];
    for (let j = 0; j < path.length; j++) {
      const key = path[j];
      const isArr = isArray(target);
      // An array's `length` is no parameter: writing it would truncate the array or throw.
      if (isArr && key === 'length') break;
      if (j === path.length - 1) {
        if (isArr && key === '') target.push(value);
        else target[key] = value;
      } else {
        // Only descend into containers this parse created: an inherited member such as
        // `hasOwnProperty` or `toString` must be replaced, never written into.
        const existing = own(target, key) ? target[key] : undefined;
        if (!isObj(existing)) {
          const next = path[j + 1];
          target[key] = isNumeric(next) || next === '' ? [] : {};
        }
        target = target[key] as typeof target;
      }
    }
  }
  return object;
};

/**
 * `Lib.iterate`: walks an array-like with `Lib.Array.each` (callback `(item, index, array)`)
 * and anything else with `Lib.Object.each` (callback `(key, value, object)`). `this` is
 * `scope`, else the collection itself. Empty values (`null`, `undefined`, `''`, `[]`) are
 * skipped.
 */
export const iterate = (object: unknown, fn: Method, scope?: unknown): void => {
  const self = scope === undefined ? object : scope;
  if (isEmpty(object)) return;
  if (isIterable(object)) LibArray.each(object as ArrayLike<unknown>, fn, self);
  else LibObject.each(object as object, fn, self);
};

/** `Lib.Object`: the namespace of object helpers as Ext JS 4 names them. */
export const LibObject = {
  /**
   * Calls `fn(key, value, object)` for each own enumerable key; returning `false` stops.
   * `this` is `scope`, else the object. `null`/`undefined` are walked as empty objects.
   */
  each<T extends object>(
    object: T | null | undefined,
    fn: (key: string, value: T[keyof T], object: T) => unknown,
    scope?: unknown,
  ): void {
    for (const key of LibObject.getKeys(object) as Array<keyof T & string>) {
      if (fn.call(scope || object, key, (object as T)[key], object as T) === false) return;
    }
  },

  /** The own enumerable keys (`[]` for `null`/`undefined`). */
  getKeys(object: object | null | undefined): string[] {
    return object === null || object === undefined ? [] : keys(object);
  },

  /** The own enumerable values (`[]` for `null`/`undefined`). */
  getValues<T>(object: Record<string, T> | null | undefined): T[] {
    return object === null || object === undefined ? [] : Object.values(object);
  },

  /** The first own key whose value is `=== value`, or `null`. */
  getKey(object: object | null | undefined, value: unknown): string | null {
    return (
      LibObject.getKeys(object).find((key) => (object as Record<string, unknown>)[key] === value) ??
      null
    );
  },

  /** The number of own enumerable keys (`0` for `null`/`undefined`). */
  getSize(object: object | null | undefined): number {
    return LibObject.getKeys(object).length;
  },

  merge,
  toQueryString,

  /**
   * Flattens one parameter into `{name, value}` pairs. Arrays (and, oddly but as in Ext, the
   * values of an object) repeat the name; in `recursive` mode nested keys become `name[key]`.
   */
  toQueryObjects(name: string, value: unknown, recursive?: boolean): QueryObject[] {
    const isArr = isArray(value);
    if (!isArr && !isObject(value)) return [{ name, value }];
    // Every index of an array, holes included.
    return (isArr ? [...value.keys()] : keys(value)).flatMap((key) => {
      const item = (value as Record<string, unknown>)[key];
      return recursive
        ? LibObject.toQueryObjects(`${name}[${key}]`, item, true)
        : [{ name, value: item }];
    });
  },

  fromQueryString,

  /** A new object whose prototype is `object` (reads fall through to it; writes stay local). */
  chain<T extends object>(object: T): T {
    return Object.create(object);
  },
};

// Each member of `Lib.Object` is also a named export (see `pick`).
/** `Lib.Object.each`. */
export const each = /* @__PURE__ */ pick(LibObject, 'each');
/** `Lib.Object.getKeys`. */
export const getKeys = /* @__PURE__ */ pick(LibObject, 'getKeys');
/** `Lib.Object.getValues`. */
export const getValues = /* @__PURE__ */ pick(LibObject, 'getValues');
/** `Lib.Object.getKey`. */
export const getKey = /* @__PURE__ */ pick(LibObject, 'getKey');
/** `Lib.Object.getSize`. */
export const getSize = /* @__PURE__ */ pick(LibObject, 'getSize');
/** `Lib.Object.toQueryObjects`. */
export const toQueryObjects = /* @__PURE__ */ pick(LibObject, 'toQueryObjects');
/** `Lib.Object.chain`. */
export const chain = /* @__PURE__ */ pick(LibObject, 'chain');
