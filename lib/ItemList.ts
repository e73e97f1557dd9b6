/**
 * The lists of the library: `ItemList`, the reading surface of Ext's MixedCollection that
 * Ext JS 4 code calls on a store's records, a model's fields, a selection or a grid's columns,
 * and `KeyedList`, an `ItemList` whose items have keys. Plain TypeScript classes (not
 * registered), shared by the data layer and the grid, so they live in the core.
 *
 * @example
 *   const list = new ItemList(['a', 'b']);
 *   list.getCount(); // 2
 */

/**
 * Calls `fn(item, index, count)` for each item of a copy of `items` (`this` = `scope`, default
 * the item); stops when it returns `false`. The `each` of the collections.
 */
export function eachOf<T>(
  items: T[],
  fn: (this: unknown, item: T, index: number, count: number) => unknown,
  scope?: unknown,
): void {
  const list = items.slice();
  for (let i = 0; i < list.length; i++) {
    if (fn.call(scope ?? list[i], list[i], i, list.length) === false) break;
  }
}

/**
 * The reading surface of Ext's MixedCollection that Ext JS 4 code calls on the library's
 * lists (`getCount`, `getAt`, `indexOf`, `getRange`, `first`, `last`, `each`): a store's
 * records, a model's fields, a selection, a grid's columns.
 */
export class ItemList<T = any> {
  /** The items, in order. */
  declare items: T[];

  constructor(items: T[] = []) {
    this.items = items;
  }

  /** The number of items. */
  get length(): number {
    return this.items.length;
  }

  /** The number of items. */
  getCount(): number {
    return this.items.length;
  }

  /** The item at `index`, or `undefined`. */
  getAt(index: number): T | undefined {
    return this.items[index];
  }

  /** The position of an item, or -1. */
  indexOf(item: T): number {
    return this.items.indexOf(item);
  }

  /** A copy of the items. */
  getRange(): T[] {
    return this.items.slice();
  }

  /** The first item, or `undefined`. */
  first(): T | undefined {
    return this.items[0];
  }

  /** The last item, or `undefined`. */
  last(): T | undefined {
    return this.items[this.items.length - 1];
  }

  /**
   * Calls `fn(item, index, count)` for each item (`this` = `scope`, default the item) on a
   * copy of the list; stops when it returns `false`.
   */
  each(
    fn: (this: unknown, item: T, index: number, count: number) => unknown,
    scope?: unknown,
  ): void {
    eachOf(this.items, fn, scope);
  }
}

/**
 * An {@link ItemList} whose items have keys: a store's records by `internalId`, a model's
 * fields by name. A subclass says what an item's key is (`getKey`) and keeps the key → item
 * map (`$keyMap`).
 */
export abstract class KeyedList<T> extends ItemList<T> {
  /** The key of an item. */
  abstract getKey(item: T): unknown;

  /** @internal The key → item map. */
  abstract $keyMap(): Map<unknown, T>;

  /** The item with this key, or `undefined`. */
  getByKey(key: unknown): T | undefined {
    return this.$keyMap().get(key);
  }

  /** Whether an item has this key. */
  containsKey(key: unknown): boolean {
    return this.$keyMap().has(key);
  }

  /** Whether this very item is present. */
  contains(item: T): boolean {
    return item != null && this.$keyMap().get(this.getKey(item)) === item;
  }

  /** The position of an item, or -1. */
  override indexOf(item: T): number {
    return this.contains(item) ? this.items.indexOf(item) : -1;
  }

  /** The position of the item with this key, or -1. */
  indexOfKey(key: unknown): number {
    const item = this.$keyMap().get(key);
    return item === undefined ? -1 : this.items.indexOf(item);
  }
}
