/**
 * Ext JS 4's general collections for legacy code: `Ext.util.MixedCollection` (with its base,
 * `Ext.util.AbstractMixedCollection`) and `Ext.util.HashMap`. Lib's own lists (a store's
 * records, a selection, a container's items) have the reading half of the MixedCollection API;
 * these are the whole classes application code creates for itself.
 *
 * A MixedCollection is an ordered list of items with keys: `getKey(item)` (default `item.id`)
 * or a key given with the item (`add(key, item)`). `new Ext.util.MixedCollection(allowFunctions,
 * getKey)` or `(config)`. It fires `add(index, item, key)`, `remove(item, key)`,
 * `replace(key, old, item)` and `clear`. Reading: `get` (by key, or by index for a number
 * that is no key), `getAt`, `getByKey`, `indexOf`, `indexOfKey`, `contains`, `containsKey`,
 * `first`, `last`, `getRange`, `getCount`, `each`, `eachKey`, `findBy`, `findIndex`,
 * `findIndexBy`, `filter`/`filterBy` (a new collection), `sum`, `collect`, `extractValues`,
 * `clone`; writing: `add`, `addAll`, `insert`, `replace`, `updateKey`, `remove`, `removeAt`,
 * `removeAtKey`, `removeRange`, `removeAll`, `clear`; ordering: `sort(property | sorters,
 * direction)`, `sortBy(compare)`, `sortByKey(direction, compare)`, `reorder(mapping)`.
 *
 * A HashMap maps keys to values (`add(key, value)`, or `add(value)` with `getKey`), with
 * `get`, `replace`, `remove`, `removeAtKey`, `containsKey`, `contains`, `getKeys`,
 * `getValues`, `getCount`, `each(fn(key, value, length))`, `findKey`, `clone`, `clear` and the
 * events `add(map, key, value)`, `replace(map, key, value, old)`, `remove(map, key, value)`,
 * `clear(map)`.
 *
 * @example
 *   const tabs = new Ext.util.MixedCollection();
 *   tabs.add('inbox', inboxPanel);
 *   tabs.get('inbox') === inboxPanel; // true
 *   tabs.each((panel) => panel.hide());
 */
import type { LibLike } from './types';

type Key = string | number | null | undefined;
type Fn = (...args: never[]) => unknown;

interface Collection {
  items: unknown[];
  keys: Key[];
  map: Record<string, unknown>;
  length: number;
  allowFunctions: boolean;
  initialConfig: Record<string, unknown>;
  self: new (config?: object) => Collection;
  getKey(item: unknown): Key;
  insert(index: number, key: unknown, item?: unknown): unknown;
  add(key: unknown, item?: unknown): unknown;
  removeAt(index: number): unknown;
  indexOf(item: unknown): number;
  indexOfKey(key: Key): number;
  fireEvent(name: string, ...args: unknown[]): unknown;
  hasListener(name: string): boolean;
  clear(): void;
  $place(index: number, keys: Key[], items: unknown[]): unknown[];
  $setItems(items: unknown[], keys: Key[]): void;
  extractValues(property: string, root?: string): unknown[];
  findIndexBy(fn: Fn, scope?: unknown, start?: number): number;
  filterBy(fn: Fn, scope?: unknown): Collection;
  sortBy(compare: (a: unknown, b: unknown) => number): void;
  sorters?: Array<{ sort(a: unknown, b: unknown): number }>;
}

interface HashMap {
  map: Map<unknown, unknown>;
  getKey(value: unknown): unknown;
  fireEvent(name: string, ...args: unknown[]): unknown;
  get(key: unknown): unknown;
  add(key: unknown, value?: unknown): unknown;
  removeAtKey(key: unknown): boolean;
  findKey(value: unknown): unknown;
  initialConfig: Record<string, unknown>;
  self: new (config?: object) => HashMap;
}

/** A key as an object property (Ext keeps them in an object: `1` and `'1'` are one key). */
const prop = (key: Key) => String(key);

/** Defines the collection classes. */
export function installCollectionCompat(Lib: LibLike): void {
  /** The matcher of `findIndex`: a regular expression, else text from the start (or anywhere). */
  const matcher = (value: unknown, anyMatch?: boolean, caseSensitive?: boolean): RegExp => {
    if (value instanceof RegExp) return value;
    const text = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(anyMatch ? text : '^' + text, caseSensitive ? '' : 'i');
  };

  Lib.define('Ext.util.AbstractMixedCollection', {
    extend: 'Lib.util.Observable',
    isMixedCollection: true,
    allowFunctions: false,
    constructor(
      this: Collection & { callParent(args?: unknown[]): void },
      allowFunctions?: unknown,
      keyFn?: Fn,
    ) {
      const me = this;
      if (arguments.length === 1 && allowFunctions && typeof allowFunctions === 'object') {
        me.initialConfig = allowFunctions as Record<string, unknown>;
        Lib.apply(me, allowFunctions);
      } else {
        me.allowFunctions = allowFunctions === true;
        if (typeof keyFn === 'function') me.getKey = keyFn as Collection['getKey'];
        me.initialConfig = { allowFunctions: me.allowFunctions, getKey: me.getKey };
      }
      me.items = [];
      me.keys = [];
      me.map = Object.create(null);
      me.length = 0;
      me.callParent();
    },
    getKey(item: { id?: Key } | null | undefined): Key {
      return item?.id;
    },
    getCount(this: Collection): number {
      return this.length;
    },
    /** `add(item)`, `add(key, item)`, or arrays of items (and of keys): the item(s) added. */
    add(this: Collection, key: unknown, item?: unknown): unknown {
      return arguments.length === 1
        ? this.insert(this.length, key)
        : this.insert(this.length, key, item);
    },
    /** Adds an array of items, or each property of an object (key → item). */
    addAll(this: Collection, items: unknown): void {
      const me = this;
      if (Array.isArray(items) || !items || typeof items !== 'object') {
        for (const item of Lib.Array.from(items)) me.add(item);
        return;
      }
      for (const key of Object.keys(items)) {
        const item = (items as Record<string, unknown>)[key];
        if (me.allowFunctions || typeof item !== 'function') me.add(key, item);
      }
    },
    /** Inserts at `index` (an item, a key and an item, or arrays of them): the item(s). */
    insert(this: Collection, index: number, key: unknown, item?: unknown): unknown {
      const me = this;
      // As Ext: an array of keys (and of items), or one key (and item).
      const many = Array.isArray(key);
      const withKeys = arguments.length > 2;
      const items = withKeys ? (many ? (item as unknown[]) : [item]) : many ? key : [key];
      const keys = withKeys
        ? many
          ? (key as Key[])
          : [key as Key]
        : items.map((o) => me.getKey(o));
      const placed = me.$place(Math.max(0, Math.min(index, me.length)), keys, items);
      return many ? placed : placed[0];
    },
    /** @internal Puts items in at `index`, first removing those whose keys are taken. */
    $place(this: Collection, index: number, keys: Key[], items: unknown[]): unknown[] {
      const me = this;
      for (const key of keys) {
        const at = key == null ? -1 : me.indexOfKey(key);
        if (at !== -1) {
          if (at < index) index--;
          me.removeAt(at);
        }
      }
      items.forEach((item, i) => {
        const key = keys[i];
        me.items.splice(index + i, 0, item);
        me.keys.splice(index + i, 0, key);
        me.length++;
        if (key != null) me.map[prop(key)] = item;
        me.fireEvent('add', index + i, item, key);
      });
      return items;
    },
    /** Replaces the item under `key` (or under the key of `item` alone); adds it when new. */
    replace(this: Collection, key: unknown, item?: unknown): unknown {
      const me = this;
      if (arguments.length === 1) {
        item = key;
        key = me.getKey(item);
      }
      const index = me.indexOfKey(key as Key);
      if (index === -1) return me.add(key, item);
      const old = me.items[index];
      me.items[index] = item;
      me.map[prop(key as Key)] = item;
      me.fireEvent('replace', key, old, item);
      return item;
    },
    /** Moves the item under `oldKey` to `newKey`. */
    updateKey(this: Collection, oldKey: Key, newKey: Key): void {
      const me = this;
      const index = me.indexOfKey(oldKey);
      if (index === -1) return;
      const item = me.items[index];
      delete me.map[prop(oldKey)];
      const clash = me.indexOfKey(newKey);
      if (clash !== -1 && clash !== index) me.removeAt(clash);
      me.keys[me.indexOf(item)] = newKey;
      me.map[prop(newKey)] = item;
    },
    /** Calls `fn(item, index, length)` for each item until it returns `false`. */
    each(this: Collection, fn: Fn, scope?: unknown): void {
      const items = this.items.slice();
      for (let i = 0; i < items.length; i++) {
        if ((fn as Function).call(scope || items[i], items[i], i, items.length) === false) break;
      }
    },
    /** Calls `fn(key, item, index, length)` for each item. */
    eachKey(this: Collection, fn: Fn, scope?: unknown): void {
      const { keys, items } = this;
      for (let i = 0; i < items.length; i++) {
        (fn as Function).call(scope ?? globalThis, keys[i], items[i], i, items.length);
      }
    },
    /** The first item for which `fn(item, key)` is truthy, or `null`. */
    findBy(this: Collection, fn: Fn, scope?: unknown): unknown {
      const index = this.findIndexBy(fn, scope);
      return index === -1 ? null : this.items[index];
    },
    find(this: Collection, fn: Fn, scope?: unknown): unknown {
      return (this as unknown as { findBy(fn: Fn, scope?: unknown): unknown }).findBy(fn, scope);
    },
    /** The index of the first item (from `start`) whose `property` matches `value`, or -1. */
    findIndex(
      this: Collection,
      property: string,
      value: unknown,
      start?: number,
      anyMatch?: boolean,
      caseSensitive?: boolean,
    ): number {
      if (value === undefined || value === null || value === '') return -1;
      const re = matcher(value, anyMatch, caseSensitive);
      return this.findIndexBy(
        (item: Record<string, unknown> | null) => !!item && re.test(String(item[property])),
        null,
        start,
      );
    },
    /** The index of the first item (from `start`) for which `fn(item, key)` is truthy, or -1. */
    findIndexBy(this: Collection, fn: Fn, scope?: unknown, start = 0): number {
      const { keys, items } = this;
      for (let i = start; i < items.length; i++) {
        if ((fn as Function).call(scope || this, items[i], keys[i])) return i;
      }
      return -1;
    },
    /** Removes an item: the item, or `false` when it is not there. */
    remove(this: Collection, item: unknown): unknown {
      return this.removeAt(this.indexOf(item));
    },
    /** Removes these items, or (with none given) every item one by one. */
    removeAll(this: Collection, items?: unknown[]): void {
      const me = this;
      if (items) for (let i = items.length - 1; i >= 0; i--) me.removeAt(me.indexOf(items[i]));
      else while (me.length) me.removeAt(0);
    },
    /** Removes the item at `index`: the item, or `false`. */
    removeAt(this: Collection, index: number): unknown {
      const me = this;
      if (!(index >= 0 && index < me.length)) return false;
      const [item] = me.items.splice(index, 1);
      const [key] = me.keys.splice(index, 1);
      me.length--;
      if (key != null) delete me.map[prop(key)];
      me.fireEvent('remove', item, key);
      return item;
    },
    /** Removes `count` items (default 1) from `index`: the last one removed, or `false`. */
    removeRange(this: Collection, index: number, count = 1): unknown {
      const me = this;
      if (!(index >= 0 && index < me.length)) return false;
      let last: unknown;
      for (let n = Math.min(count || 1, me.length - index); n > 0; n--) last = me.removeAt(index);
      return last;
    },
    /** Removes the item under `key` (`null`: the items without a key). */
    removeAtKey(this: Collection, key: Key): unknown {
      const me = this;
      if (key != null) return me.removeAt(me.indexOfKey(key));
      for (let i = me.keys.length - 1; i >= 0; i--) if (me.keys[i] == null) me.removeAt(i);
      return undefined;
    },
    indexOf(this: Collection, item: unknown): number {
      return this.items.indexOf(item);
    },
    indexOfKey(this: Collection, key: Key): number {
      if (key == null || !(prop(key) in this.map)) return -1;
      return this.keys.findIndex((k) => k != null && prop(k) === prop(key));
    },
    /** The item under `key`, else (for a number) the item at that index. */
    get(this: Collection, key: Key): unknown {
      const me = this;
      const item =
        key != null && prop(key) in me.map
          ? me.map[prop(key)]
          : typeof key === 'number'
            ? me.items[key]
            : undefined;
      return typeof item !== 'function' || me.allowFunctions ? item : null;
    },
    item(this: Collection & { get(key: Key): unknown }, key: Key): unknown {
      return this.get(key);
    },
    getAt(this: Collection, index: number): unknown {
      return this.items[index];
    },
    getByKey(this: Collection, key: Key): unknown {
      return key == null ? undefined : this.map[prop(key)];
    },
    contains(this: Collection, item: unknown): boolean {
      return this.items.includes(item);
    },
    containsKey(this: Collection, key: Key): boolean {
      return key != null && prop(key) in this.map;
    },
    /** Removes every item at once; fires `clear`. */
    clear(this: Collection): void {
      const me = this;
      me.items = [];
      me.keys = [];
      me.map = Object.create(null);
      me.length = 0;
      me.fireEvent('clear');
    },
    first(this: Collection): unknown {
      return this.items[0];
    },
    last(this: Collection): unknown {
      return this.items[this.length - 1];
    },
    /** The items from `start` to `end` (both included; reversed when `start > end`). */
    getRange(this: Collection, start = 0, end?: number): unknown[] {
      const items = this.items;
      if (!items.length) return [];
      const reverse = end != null && start > end;
      let [from, to] = reverse ? [end as number, start] : [start, end];
      from = Math.max(0, from);
      to = to == null || to >= items.length ? items.length - 1 : to;
      const range = items.slice(from, to + 1);
      return reverse ? range.reverse() : range;
    },
    /** The sum of `property` (of `root`) over the items from `start` to `end`. */
    sum(this: Collection, property: string, root?: string, start = 0, end?: number): number {
      const values = this.extractValues(property, root) as number[];
      let total = 0;
      for (let i = start; i <= (end ?? values.length - 1); i++) total += values[i];
      return total;
    },
    /** The distinct values of `property` (of `root`), without empty ones unless `allowNull`. */
    collect(this: Collection, property: string, root?: string, allowNull?: boolean): unknown[] {
      const seen = new Set<string>();
      return this.extractValues(property, root).filter((value) => {
        const empty = value === null || value === undefined || value === '';
        if ((!allowNull && empty) || seen.has(String(value))) return false;
        seen.add(String(value));
        return true;
      });
    },
    extractValues(this: Collection, property: string, root?: string): unknown[] {
      return this.items.map((item) => {
        const from = (root ? (item as Record<string, unknown>)?.[root] : item) as Record<
          string,
          unknown
        >;
        return from?.[property];
      });
    },
    /**
     * A new collection of the items whose `property` matches `value` (as a store filter does),
     * or that pass filters (an `Ext.util.Filter`, a config or an array of them).
     */
    filter(
      this: Collection,
      property: unknown,
      value?: unknown,
      anyMatch?: boolean,
      caseSensitive?: boolean,
    ): Collection {
      const filters =
        typeof property === 'string'
          ? [{ property, value, anyMatch, caseSensitive }]
          : Lib.Array.from(property);
      return this.filterBy(Lib.util.Filter.createFilterFn(filters));
    },
    /** A new collection (same key function) of the items for which `fn(item, key)` is truthy. */
    filterBy(this: Collection, fn: Fn, scope?: unknown): Collection {
      const me = this;
      const copy = new me.self(me.initialConfig);
      copy.getKey = me.getKey;
      me.items.forEach((item, i) => {
        if ((fn as Function).call(scope || me, item, me.keys[i])) copy.add(me.keys[i], item);
      });
      return copy;
    },
    /** A new collection with the same items and keys. */
    clone(this: Collection): Collection {
      const copy = new this.self(this.initialConfig);
      copy.getKey = this.getKey;
      copy.add(this.keys.slice(), this.items.slice());
      return copy;
    },
    /** @internal Puts items and their keys in this order (the map is unchanged). */
    $setItems(this: Collection, items: unknown[], keys: Key[]): void {
      this.items = items;
      this.keys = keys;
    },
  });

  Lib.define('Ext.util.MixedCollection', {
    extend: 'Ext.util.AbstractMixedCollection',
    /**
     * Sorts by a property (`sort('name', 'DESC')`) or by sorters (`Ext.util.Sorter`s or their
     * configs); with none, by the last ones given. Fires `sort`.
     */
    sort(this: Collection, sorters?: unknown, direction?: string): void {
      const me = this;
      if (sorters !== undefined) {
        const configs =
          typeof sorters === 'string'
            ? [{ property: sorters, direction: direction || 'ASC' }]
            : Lib.Array.from(sorters);
        me.sorters = configs.map((s: unknown) =>
          (s as { isSorter?: boolean }).isSorter ? s : Lib.create('Lib.util.Sorter', s),
        ) as Collection['sorters'];
      }
      const list = me.sorters || [];
      if (!list.length) return;
      me.sortBy((a, b) => {
        for (const sorter of list) {
          const result = sorter.sort(a, b);
          if (result) return result;
        }
        return 0;
      });
    },
    /** Sorts the items with `compare(a, b)` (stable); fires `sort`. */
    sortBy(this: Collection, compare: (a: unknown, b: unknown) => number): void {
      const me = this;
      const order = me.items.map((item, i) => i);
      order.sort((i, j) => compare(me.items[i], me.items[j]));
      me.$setItems(
        order.map((i) => me.items[i]),
        order.map((i) => me.keys[i]),
      );
      me.fireEvent('sort', me);
    },
    /** Sorts by key (`'ASC'` or `'DESC'`), with `compare` (default: as text, any case). */
    sortByKey(this: Collection, direction?: string, compare?: (a: Key, b: Key) => number): void {
      const me = this;
      const sign = String(direction).toUpperCase() === 'DESC' ? -1 : 1;
      const by =
        compare ||
        ((a: Key, b: Key) => {
          const x = String(a).toUpperCase();
          const y = String(b).toUpperCase();
          return x > y ? 1 : x < y ? -1 : 0;
        });
      const order = me.items.map((item, i) => i);
      order.sort((i, j) => sign * by(me.keys[i], me.keys[j]));
      me.$setItems(
        order.map((i) => me.items[i]),
        order.map((i) => me.keys[i]),
      );
      me.fireEvent('sort', me);
    },
    /** Moves items: `mapping` is `{fromIndex: toIndex, ...}`. */
    reorder(this: Collection, mapping: Record<number, number>): void {
      const me = this;
      const items = me.items.slice();
      const keys = me.keys.slice();
      const moved = new Set<number>();
      const target: unknown[] = new Array(items.length);
      const targetKeys: Key[] = new Array(items.length);
      for (const from of Object.keys(mapping)) {
        const to = mapping[Number(from)];
        target[to] = items[Number(from)];
        targetKeys[to] = keys[Number(from)];
        moved.add(Number(from));
      }
      let next = 0;
      items.forEach((item, i) => {
        if (moved.has(i)) return;
        while (next in target && target[next] !== undefined) next++;
        target[next] = item;
        targetKeys[next] = keys[i];
      });
      me.$setItems(target, targetKeys);
      me.fireEvent('sort', me);
    },
  });

  Lib.define('Ext.util.HashMap', {
    extend: 'Lib.util.Observable',
    constructor(
      this: HashMap & { callParent(): void },
      config?: { keyFn?: Fn; listeners?: object },
    ) {
      const me = this;
      me.initialConfig = config || {};
      if (typeof config?.keyFn === 'function') me.getKey = config.keyFn as HashMap['getKey'];
      (me as { listeners?: object }).listeners = config?.listeners;
      me.map = new Map();
      me.callParent();
    },
    getKey(value: { id?: unknown } | null | undefined): unknown {
      return value?.id;
    },
    getCount(this: HashMap): number {
      return this.map.size;
    },
    /** `add(key, value)`, or `add(value)` under `getKey(value)`; replaces an existing key. */
    add(this: HashMap, key: unknown, value?: unknown): unknown {
      const me = this;
      if (arguments.length === 1) {
        value = key;
        key = me.getKey(value);
      }
      if (me.map.has(key))
        return (me as unknown as { replace(k: unknown, v: unknown): unknown }).replace(key, value);
      me.map.set(key, value);
      me.fireEvent('add', me, key, value);
      return value;
    },
    replace(this: HashMap, key: unknown, value: unknown): unknown {
      const me = this;
      if (!me.map.has(key)) return me.add(key, value);
      const old = me.map.get(key);
      me.map.set(key, value);
      me.fireEvent('replace', me, key, value, old);
      return value;
    },
    /** Removes a value (the first key holding it). */
    remove(this: HashMap, value: unknown): boolean {
      const key = this.findKey(value);
      return key !== undefined && this.removeAtKey(key);
    },
    removeAtKey(this: HashMap, key: unknown): boolean {
      const me = this;
      if (!me.map.has(key)) return false;
      const value = me.map.get(key);
      me.map.delete(key);
      me.fireEvent('remove', me, key, value);
      return true;
    },
    get(this: HashMap, key: unknown): unknown {
      return this.map.get(key);
    },
    clear(this: HashMap): HashMap {
      this.map.clear();
      this.fireEvent('clear', this);
      return this;
    },
    containsKey(this: HashMap, key: unknown): boolean {
      return this.map.has(key);
    },
    contains(this: HashMap, value: unknown): boolean {
      return this.findKey(value) !== undefined;
    },
    getKeys(this: HashMap): unknown[] {
      return [...this.map.keys()];
    },
    getValues(this: HashMap): unknown[] {
      return [...this.map.values()];
    },
    /** Calls `fn(key, value, length)` for each pair until it returns `false`. */
    each(this: HashMap, fn: Fn, scope?: unknown): HashMap {
      const size = this.map.size;
      for (const [key, value] of [...this.map]) {
        if ((fn as Function).call(scope, key, value, size) === false) break;
      }
      return this;
    },
    /** The first key holding `value`, or `undefined`. */
    findKey(this: HashMap, value: unknown): unknown {
      for (const [key, held] of this.map) if (held === value) return key;
      return undefined;
    },
    clone(this: HashMap): HashMap {
      const copy = new this.self(this.initialConfig);
      for (const [key, value] of this.map) copy.map.set(key, value);
      return copy;
    },
  });
}
