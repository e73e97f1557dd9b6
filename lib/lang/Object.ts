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
import { toString as dateToString } from './Date';
import { each as arrayEach } from './Array';

/** Keys that are never copied from input: they would reach the prototype machinery. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/**
 * Copies every enumerable key (own and inherited) of `source` onto `target`, after first
 * copying `defaults` when given. Returns `target`. A non-object source copies nothing.
 */
export function apply<T extends object, S>(target: T, source: S, defaults?: object): T & S {
  if (defaults) apply(target, defaults);
  if (target && source && typeof source === 'object') {
    const t = target as Record<string, unknown>;
    const s = source as Record<string, unknown>;
    for (const key in s) {
      if (!isUnsafeKey(key)) t[key] = s[key];
    }
  }
  return target as T & S;
}

/** Copies the keys of `source` that are `undefined` on `target` (a `null` there is kept). */
export function applyIf<T extends object, S>(target: T, source: S): T & S {
  if (target && source && typeof source === 'object') {
    const t = target as Record<string, unknown>;
    const s = source as Record<string, unknown>;
    for (const key in s) {
      if (t[key] === undefined && !isUnsafeKey(key)) t[key] = s[key];
    }
  }
  return target as T & S;
}

/**
 * Deep-merges each source into `destination` and returns it. A plain-object value is merged
 * into the plain object already at that key (mutating it), or stored as a deep clone; every
 * other value (arrays, dates, instances, functions) is assigned by reference.
 */
export function merge<T extends object>(destination: T, ...sources: unknown[]): T {
  const dest = destination as Record<string, unknown>;
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const s = source as Record<string, unknown>;
    for (const key of Object.keys(s)) {
      if (isUnsafeKey(key)) continue;
      const value = s[key];
      if (isSimpleObject(value)) {
        const existing = dest[key];
        if (isSimpleObject(existing)) merge(existing, value);
        else dest[key] = clone(value);
      } else {
        dest[key] = value;
      }
    }
  }
  return destination;
}

/**
 * Deep clone of arrays, plain objects and dates (DOM nodes are `cloneNode(true)`-ed); any
 * other value, class instances included, is returned as is. Cycles are preserved.
 */
export function clone<T>(item: T, seen?: Map<unknown, unknown>): T {
  if (item === null || item === undefined || typeof item !== 'object') return item;
  if (isDate(item)) return new Date(item.getTime()) as T;
  const node = item as unknown as { nodeType?: number; cloneNode?: (deep: boolean) => unknown };
  if (node.nodeType && typeof node.cloneNode === 'function') return node.cloneNode(true) as T;
  const isArr = Array.isArray(item);
  if (!isArr && !isSimpleObject(item)) return item;
  const cache = seen ?? new Map<unknown, unknown>();
  const known = cache.get(item);
  if (known !== undefined) return known as T;
  if (isArr) {
    const out: unknown[] = [];
    cache.set(item, out);
    for (let i = 0; i < item.length; i++) out[i] = clone(item[i], cache);
    return out as T;
  }
  const out: Record<string, unknown> =
    Object.getPrototypeOf(item) === null ? Object.create(null) : {};
  cache.set(item, out);
  for (const key of Object.keys(item as object)) {
    if (!isUnsafeKey(key)) out[key] = clone((item as Record<string, unknown>)[key], cache);
  }
  return out as T;
}

/**
 * Copies the named properties (an array, or a string separated by commas, semicolons or
 * blanks) from `source` to `dest`; inherited ones only with `usePrototypeKeys`.
 */
export function copyTo<T extends object>(
  dest: T,
  source: object,
  names: string | string[],
  usePrototypeKeys?: boolean,
): T {
  if (source === null || source === undefined) return dest;
  const list = typeof names === 'string' ? names.split(/[,;\s]/) : names || [];
  const d = dest as Record<string, unknown>;
  const s = source as Record<string, unknown>;
  for (const name of list) {
    if (name === '' || isUnsafeKey(name)) continue;
    if (usePrototypeKeys ? name in s : Object.prototype.hasOwnProperty.call(s, name))
      d[name] = s[name];
  }
  return dest;
}

/** One `{name, value}` pair of a query string. */
export interface QueryObject {
  name: string;
  value: unknown;
}

/**
 * Flattens one parameter into `{name, value}` pairs. Arrays (and, oddly but as in Ext, the
 * values of an object) repeat the name; in `recursive` mode nested keys become `name[key]`.
 */
export function toQueryObjects(name: string, value: unknown, recursive?: boolean): QueryObject[] {
  const out: QueryObject[] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (recursive) out.push(...toQueryObjects(`${name}[${i}]`, value[i], true));
      else out.push({ name, value: value[i] });
    }
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      if (recursive) out.push(...toQueryObjects(`${name}[${key}]`, value[key], true));
      else out.push({ name, value: value[key] });
    }
  } else {
    out.push({ name, value });
  }
  return out;
}

/**
 * `key=value` pairs joined by `&`, both sides percent-encoded. Arrays repeat the key, an
 * empty array sends nothing, `null`/`undefined`/`''` send an empty value, and dates are sent
 * as local `YYYY-MM-DDTHH:mm:ss`. `recursive` encodes nested objects as `a[b][c]=v`.
 */
export function toQueryString(object: object | null | undefined, recursive?: boolean): string {
  if (!object) return '';
  const params: string[] = [];
  for (const key of Object.keys(object)) {
    for (const pair of toQueryObjects(key, (object as Record<string, unknown>)[key], recursive)) {
      let value = pair.value;
      if (isEmpty(value)) value = '';
      else if (isDate(value)) value = dateToString(value);
      params.push(encodeURIComponent(pair.name) + '=' + encodeURIComponent(String(value)));
    }
  }
  return params.join('&');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as written rather than failing the whole string.
    return text;
  }
}

/**
 * Parses a query string (a leading `?` is ignored). Repeated keys collect into an array; in
 * `recursive` mode `a[b]=1&a[c][]=2` builds nested objects and arrays. Keys that would reach
 * the prototype machinery are skipped.
 */
export function fromQueryString(queryString: string, recursive?: boolean): Record<string, any> {
  const object: Record<string, any> = {};
  if (typeof queryString !== 'string') return object;
  for (const part of queryString.replace(/^\?/, '').split('&')) {
    if (part.length === 0) continue;
    const eq = part.indexOf('=');
    const rawName = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decode(part.slice(eq + 1));
    if (!recursive) {
      if (isUnsafeKey(rawName)) continue;
      if (Object.prototype.hasOwnProperty.call(object, rawName)) {
        if (!Array.isArray(object[rawName])) object[rawName] = [object[rawName]];
        object[rawName].push(value);
      } else {
        object[rawName] = value;
      }
      continue;
    }
    const head = /^([^[]+)/.exec(rawName);
    if (!head) continue;
    const keys = [head[1]];
    const brackets = rawName.match(/\[([^\]]*)\]/g);
    if (brackets) for (const b of brackets) keys.push(b.slice(1, -1));
    if (keys.some(isUnsafeKey)) continue;
    let target: any = object;
    for (let j = 0; j < keys.length; j++) {
      const key = keys[j];
      // An array's `length` is no parameter: writing it would truncate the array or throw.
      if (Array.isArray(target) && key === 'length') break;
      if (j === keys.length - 1) {
        if (Array.isArray(target) && key === '') target.push(value);
        else target[key] = value;
      } else {
        // Only descend into containers this parse created: an inherited member such as
        // `hasOwnProperty` or `toString` must be replaced, never written into.
        const existing = Object.prototype.hasOwnProperty.call(target, key)
          ? target[key]
          : undefined;
        if (existing === null || typeof existing !== 'object') {
          const next = keys[j + 1];
          target[key] = isNumeric(next) || next === '' ? [] : {};
        }
        target = target[key];
      }
    }
  }
  return object;
}

/**
 * Calls `fn(key, value, object)` for each own enumerable key; returning `false` stops.
 * `this` is `scope`, else the object. `null`/`undefined` are walked as empty objects.
 */
export function each<T extends object>(
  object: T | null | undefined,
  fn: (key: string, value: any, object: T) => unknown,
  scope?: unknown,
): void {
  if (object === null || object === undefined) return;
  for (const key of Object.keys(object)) {
    if (fn.call(scope || object, key, (object as Record<string, unknown>)[key], object) === false)
      return;
  }
}

/**
 * `Lib.iterate`: walks an array-like with `Lib.Array.each` (callback `(item, index, array)`)
 * and anything else with `Lib.Object.each` (callback `(key, value, object)`). `this` is
 * `scope`, else the collection itself. Empty values (`null`, `undefined`, `''`, `[]`) are
 * skipped.
 */
export function iterate(object: unknown, fn: (...args: any[]) => unknown, scope?: unknown): void {
  if (isEmpty(object)) return;
  const self = scope === undefined ? object : scope;
  if (isIterable(object)) arrayEach(object as ArrayLike<unknown>, fn, self);
  else each(object as object, fn, self);
}

/** The own enumerable keys (`[]` for `null`/`undefined`). */
export function getKeys(object: object | null | undefined): string[] {
  return object === null || object === undefined ? [] : Object.keys(object);
}

/** The own enumerable values (`[]` for `null`/`undefined`). */
export function getValues<T>(object: Record<string, T> | null | undefined): T[] {
  return getKeys(object).map((key) => (object as Record<string, T>)[key]);
}

/** The first own key whose value is `=== value`, or `null`. */
export function getKey(object: object | null | undefined, value: unknown): string | null {
  for (const key of getKeys(object)) {
    if ((object as Record<string, unknown>)[key] === value) return key;
  }
  return null;
}

/** The number of own enumerable keys (`0` for `null`/`undefined`). */
export function getSize(object: object | null | undefined): number {
  return getKeys(object).length;
}

/** A new object whose prototype is `object` (reads fall through to it; writes stay local). */
export function chain<T extends object>(object: T): T {
  return Object.create(object);
}

/** `Lib.Object`: the namespace of object helpers as Ext JS 4 names them. */
export const LibObject = {
  each,
  getKeys,
  getValues,
  getKey,
  getSize,
  merge,
  toQueryString,
  toQueryObjects,
  fromQueryString,
  chain,
};
