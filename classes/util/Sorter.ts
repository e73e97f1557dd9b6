/**
 * `Lib.util.Sorter`: one sort criterion: a `property` (read under `root`, optionally through
 * `transform`) or a `sorterFn`, and a `direction`. `sorter.sort(a, b)` is a comparator bound
 * to the sorter, so it can be handed to `Array.prototype.sort` as is. Stores sort records with
 * `root: 'data'` and the field's `sortType` as `transform`; several sorters combine through
 * `createComparator` / `sortItems` (below). `Lib.util.Filter` reads items with
 * this file's `rootOf`; `DIRECTION` is the check of a direction config.
 *
 * @example
 *   const byName = new Lib.util.Sorter({property: 'name', transform: (v) => v.toUpperCase()});
 *   people.sort(byName.sort);
 *   byName.toggle(); // now DESC
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isObj } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, fail, type Test } from '../../lib/config';
import { raise } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';

/**
 * The check of a sort direction config: `'ASC'` or `'DESC'` (a {@link Test}; its test takes
 * only the value, so that it also serves where a one-argument test is expected).
 */
export const DIRECTION: [ok: (value: unknown) => boolean, expected: string] = [
  (v) => v === 'ASC' || v === 'DESC',
  "'ASC' or 'DESC'",
];

/** The check of a sorter's `direction` config: `'ASC'` or `'DESC'` in any case, or `''` (ASC). */
const SORT_DIRECTION: Test = [
  (v) => v === '' || (typeof v == 'string' && /^(asc|desc)$/i.test(v)),
  DIRECTION[1],
];

/**
 * Where an item keeps its values (read by sorters and filters): `item[root]` when `root` is
 * set; a record (`isModel`) without `root` is read from its `data`; anything else is its own
 * root.
 */
export function rootOf(item: unknown, root: string | undefined): unknown {
  if (root != null) return (item as Row)[root];
  return isObj(item) && item.isModel === true ? item.data : item;
}

/** An item's values, read by key. */
type Row = Record<string, unknown>;

/**
 * A sort key as `<` and `>` compare it (at run time any value: JavaScript's comparison, as in
 * Ext JS 4).
 */
export type SortKey = string | number | Date;

/** A comparator of two items (`this` = the sorter). */
export type SorterFn = (this: Sorter, a: unknown, b: unknown) => number;

/** A sort direction. */
export type SortDirection = 'ASC' | 'DESC';

/** The config of a sorter. */
export interface SorterConfig {
  /** The property to compare (required unless `sorterFn` is given). */
  property?: string;
  /** `'ASC'` (default) or `'DESC'` (any case). */
  direction?: SortDirection | 'asc' | 'desc';
  /** A key under which items keep their values (`'data'` for records); default: the item itself. */
  root?: string;
  /** A comparator `(a, b) => number` replacing the property comparison (`this` = the sorter). */
  sorterFn?: (this: Sorter, a: unknown, b: unknown) => number;
  /** Turns each value into its sort key before comparing (a field's `sortType`). */
  transform?: (value: unknown) => unknown;
  /** An identifier (stores replace a sorter with the same id). Default none. */
  id?: string;
}

export class Sorter extends Base {
  /** The property compared. */
  declare property?: string;
  /** `'ASC'` or `'DESC'` (default `'ASC'`). */
  declare direction: SortDirection;
  /** Where item values live (`'data'` for records); default: the item itself. */
  declare root?: string;
  /** The custom comparator, if any. */
  declare sorterFn?: SorterFn;
  /** The sort key function, if any. */
  declare transform?: (value: unknown) => unknown;
  /** The identifier, if any. */
  declare id?: string;
  /** Always `true`. */
  declare isSorter: true;
  /**
   * The comparator of this sorter, direction applied. Bound to the sorter (Ext JS 4 builds it
   * as a closure too), so `array.sort(sorter.sort)` works.
   */
  declare sort: (a: unknown, b: unknown) => number;

  /** Checks and applies the config (see `$configs` below), then builds `sort`. */
  override $construct(config?: SorterConfig): this {
    const me = this;
    const where = me.$className || 'Lib.util.Sorter';
    config = checkConfigs(me, config);
    if (config) apply(me, config);
    me.checkSortKey(where);
    me.direction = normalizeDirection(me.direction, where);
    me.updateSortFunction();
    return me;
  }

  /**
   * @internal Makes sure the sorter knows what to sort by, once its config (or its class's
   * prototype) is applied: a `property` or a `sorterFn`, else a `Lib.Error` naming `where`.
   */
  checkSortKey(where: string): void {
    if (this.property == null && this.sorterFn == null) {
      raise(where, `needs a 'property' or a 'sorterFn'`);
    }
  }

  /**
   * Where an item keeps its values: `item[root]` when `root` is set; a record (`isModel`)
   * without `root` is read from its `data`; anything else is its own root.
   */
  getRoot(item: unknown): unknown {
    return rootOf(item, this.root);
  }

  /** @internal The comparison `sort` uses (set by `updateSortFunction`). */
  declare $compare: SorterFn;
  /** @internal 1 or -1: the direction `sort` uses. */
  declare $sign: 1 | -1;

  /** The comparison used without `sorterFn`: `transform`ed property values, `>`/`<`. */
  defaultSorterFn(a: unknown, b: unknown): number {
    const me = this;
    const property = me.property as string;
    const transform = me.transform;
    let va = (me.getRoot(a) as Row)[property] as SortKey;
    let vb = (me.getRoot(b) as Row)[property] as SortKey;
    if (transform) {
      va = transform(va) as SortKey;
      vb = transform(vb) as SortKey;
    }
    return va > vb ? 1 : va < vb ? -1 : 0;
  }

  /** Rebuilds `sort` from `fn` (default: `sorterFn`, else the property comparison) and the direction. */
  updateSortFunction(fn?: SorterFn): void {
    const me = this;
    const compare = fn || me.sorterFn || me.defaultSorterFn;
    const sign = me.direction === 'DESC' ? -1 : 1;
    // Kept for sortItems, which must order exactly as `sort` does.
    me.$compare = compare;
    me.$sign = sign;
    me.sort = (a: unknown, b: unknown) => sign * compare.call(me, a, b);
  }

  /**
   * @internal Whether this sorter compares plain (transformed) property values, so that
   * `sortItems` may compute each item's key once (see `$keyOf`).
   */
  $isKeyed(): boolean {
    const me = this;
    return (
      typeof me.property === 'string' &&
      me.$compare === Sorter.prototype.defaultSorterFn &&
      me.getRoot === Sorter.prototype.getRoot
    );
  }

  /** @internal The sort key of an item: its (transformed) property value. */
  $keyOf(item: unknown): unknown {
    const me = this;
    const value = (me.getRoot(item) as Row)[me.property as string];
    return me.transform ? me.transform(value) : value;
  }

  /** Sets the direction (`'ASC'` or `'DESC'`, any case). */
  setDirection(direction: SortDirection | 'asc' | 'desc'): void {
    this.direction = normalizeDirection(direction, `${this.$className}#setDirection`);
    this.updateSortFunction();
  }

  /** Flips the direction. */
  toggle(): void {
    this.setDirection(this.direction === 'ASC' ? 'DESC' : 'ASC');
  }

  /** `{property, direction}`: what proxies send as the `sort` parameter. */
  serialize(): { property?: string; direction: SortDirection } {
    return { property: this.property, direction: this.direction };
  }
}

function normalizeDirection(direction: unknown, where: string): SortDirection {
  if (direction == null || direction === '') return 'ASC';
  const upper = typeof direction === 'string' ? direction.toUpperCase() : '';
  if (upper === 'ASC' || upper === 'DESC') return upper;
  fail(where, 'direction', DIRECTION[1], direction);
}

registerClass(Sorter, 'Lib.util.Sorter', {
  $configs: declareConfigs<SorterConfig>({
    property: cfg('string'),
    direction: cfg(SORT_DIRECTION, 'ASC'),
    root: cfg('string'),
    sorterFn: cfg('function'),
    transform: cfg('function'),
    id: cfg('string'),
  }),
  isSorter: true,
});

// ---------------------------------------------------------------------------------------
// sorting by several sorters: `createComparator` (one comparator: the first sorter that tells
// two items apart decides) and `sortItems` (sorts an array in place, computing each item's
// sort keys once). Both are stable: JS sort is, and ties fall through to the next sorter,
// then keep the original order.

function toSorters(sorters: ReadonlyArray<Sorter | SorterConfig>): Sorter[] {
  return sorters.map((sorter) => (sorter instanceof Sorter ? sorter : new Sorter(sorter)));
}

/**
 * One comparator for a list of sorters (instances or configs): the first sorter that does
 * not return 0 decides. An empty list compares everything equal.
 */
export function createComparator(
  sorters: ReadonlyArray<Sorter | SorterConfig>,
): (a: unknown, b: unknown) => number {
  const list = toSorters(sorters);
  if (list.length === 1) return list[0].sort;
  const count = list.length;
  return (a: unknown, b: unknown) => {
    for (let i = 0; i < count; i++) {
      const result = list[i].sort(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** An item and its sort key (one sorter) or keys (several). */
interface Entry<T> {
  v: T;
  k: SortKey | SortKey[];
}

/**
 * Sorts `items` in place by `sorters` (instances or configs) and returns it; the same order
 * as `items.sort(createComparator(sorters))`. Property sorters get every item's transformed
 * value computed once instead of twice per comparison (a decorate-sort-undecorate pass):
 * with a `sortType` such as `asUCString` that is what keeps sorting 100 000 records close to
 * the cost of a plain sort. `via` sorts entries that stand for items (a store's raw rows):
 * `via.key(entry, sorter)` is a property sorter's key of an entry, `via.item(entry)` the item
 * another sorter compares.
 */
export function sortItems<T>(
  items: T[],
  sorters: ReadonlyArray<Sorter | SorterConfig>,
  via?: { key(entry: T, sorter: Sorter): unknown; item(entry: T): unknown },
): T[] {
  const list = toSorters(sorters);
  const n = items.length;
  if (list.length === 0 || n < 2) return items;
  const keyed = list.map((sorter) => sorter.$isKeyed());
  const item = via ? via.item : (entry: T): unknown => entry;
  const keyOf = via ? via.key : (entry: T, sorter: Sorter) => sorter.$keyOf(entry);
  if (!keyed.some(Boolean)) {
    const compare = createComparator(list);
    return items.sort((a, b) => compare(item(a), item(b)));
  }

  const entries: Array<Entry<T>> = new Array(n);
  if (list.length === 1) {
    // One property sorter: the common case (a column header click), with no key array.
    const sorter = list[0];
    const sign = sorter.$sign;
    for (let i = 0; i < n; i++) entries[i] = { v: items[i], k: keyOf(items[i], sorter) as SortKey };
    entries.sort((x, y) => (x.k > y.k ? sign : x.k < y.k ? -sign : 0));
  } else {
    const count = list.length;
    const signs = list.map((sorter) => sorter.$sign);
    for (let i = 0; i < n; i++) {
      const entry = items[i];
      const keys = new Array(count);
      for (let s = 0; s < count; s++) if (keyed[s]) keys[s] = keyOf(entry, list[s]);
      entries[i] = { v: entry, k: keys };
    }
    entries.sort((x, y) => {
      for (let s = 0; s < count; s++) {
        let result: number;
        if (keyed[s]) {
          const a = (x.k as SortKey[])[s];
          const b = (y.k as SortKey[])[s];
          result = a > b ? signs[s] : a < b ? -signs[s] : 0;
        } else {
          result = list[s].sort(item(x.v), item(y.v));
        }
        if (result !== 0) return result;
      }
      return 0;
    });
  }
  for (let i = 0; i < n; i++) items[i] = entries[i].v;
  return items;
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Sorter': typeof Sorter;
  }
}
