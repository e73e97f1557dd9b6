/**
 * `Lib.util.Sorter`: one sort criterion: a `property` (read under `root`, optionally through
 * `transform`) or a `sorterFn`, and a `direction`. `sorter.sort(a, b)` is a comparator bound
 * to the sorter, so it can be handed to `Array.prototype.sort` as is. Stores sort records with
 * `root: 'data'` and the field's `sortType` as `transform`; several sorters combine through
 * `createComparator` / `sortItems` (see Sorter.utils.ts). `Lib.util.Filter` shares this file's
 * `getRoot` and config handling; `DIRECTION` is the check of a direction config.
 *
 * @example
 *   const byName = new Lib.util.Sorter({property: 'name', transform: (v) => v.toUpperCase()});
 *   people.sort(byName.sort);
 *   byName.toggle(); // now DESC
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { check, fail, isObj, type Rule, type Test } from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The check of a sort direction config: `'ASC'` or `'DESC'`. */
export const DIRECTION: Test = [(v) => v === 'ASC' || v === 'DESC', "'ASC' or 'DESC'"];

/**
 * @internal Applies `config` (default `{}`) to a sorter or filter and returns it; throws a
 * TypeError naming `where` when it is not an object.
 */
export function applyConfig(target: object, config: unknown, where: string): Record<string, Any> {
  if (config !== undefined && !isObj(config)) {
    throw new TypeError(`[${where}] expects a config object, got ${describe(config)}`);
  }
  const cfg = (config || {}) as Record<string, Any>;
  apply(target, cfg);
  return cfg;
}

/**
 * Where an item keeps its values (sorters and filters): `item[root]` when `root` is set; a
 * record (`isModel`) without `root` is read from its `data`; anything else is its own root.
 */
export function getRoot(this: { root?: string }, item: Any): Any {
  const root = this.root;
  if (root != null) return item[root];
  return isObj(item) && item.isModel === true ? item.data : item;
}

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
  sorterFn?: (this: Sorter, a: Any, b: Any) => number;
  /** Turns each value into its sort key before comparing (a field's `sortType`). */
  transform?: (value: Any) => Any;
  /** An identifier (stores replace a sorter with the same id). Default none. */
  id?: string;
}

/** The checks of the optional configs of a sorter (`null` passes as absent). */
const SORTER_RULES: Record<string, Rule> = {
  sorterFn: 'function',
  transform: 'function',
  root: 'string',
  id: 'string',
};

// The shared `getRoot` is put on the prototype by the registration below.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Sorter {
  /**
   * Where an item keeps its values: `item[root]` when `root` is set; a record (`isModel`)
   * without `root` is read from its `data`; anything else is its own root.
   */
  getRoot(item: Any): Any;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Sorter extends Base {
  /** The property compared. */
  declare property?: string;
  /** `'ASC'` or `'DESC'` (default `'ASC'`). */
  declare direction: SortDirection;
  /** Where item values live (`'data'` for records); default: the item itself. */
  declare root?: string;
  /** The custom comparator, if any. */
  declare sorterFn?: (this: Sorter, a: Any, b: Any) => number;
  /** The sort key function, if any. */
  declare transform?: (value: Any) => Any;
  /** The identifier, if any. */
  declare id?: string;
  /** Always `true`. */
  declare isSorter: true;
  /**
   * The comparator of this sorter, direction applied. Bound to the sorter (Ext JS 4 builds it
   * as a closure too), so `array.sort(sorter.sort)` works.
   */
  declare sort: (a: Any, b: Any) => number;

  override $construct(config?: SorterConfig): this {
    const me = this;
    const where = me.$className || 'Lib.util.Sorter';
    applyConfig(me, config, where);
    me.checkConfig(where);
    me.direction = normalizeDirection(me.direction, where);
    me.updateSortFunction();
    return me;
  }

  /** @internal Throws when the config cannot make a comparator. */
  checkConfig(where: string): void {
    const me = this;
    if (me.property === undefined && me.sorterFn === undefined) {
      raise(where, `needs a 'property' or a 'sorterFn'`);
    }
    check(where, me, { property: 'string' });
    check(where, me, SORTER_RULES, true);
  }

  /** @internal The comparison `sort` uses (set by `updateSortFunction`). */
  declare $compare: (this: Sorter, a: Any, b: Any) => number;
  /** @internal 1 or -1: the direction `sort` uses. */
  declare $sign: 1 | -1;

  /** The comparison used without `sorterFn`: `transform`ed property values, `>`/`<`. */
  defaultSorterFn(a: Any, b: Any): number {
    const me = this;
    const property = me.property as string;
    const transform = me.transform;
    let va = me.getRoot(a)[property];
    let vb = me.getRoot(b)[property];
    if (transform) {
      va = transform(va);
      vb = transform(vb);
    }
    return va > vb ? 1 : va < vb ? -1 : 0;
  }

  /** Rebuilds `sort` from `fn` (default: `sorterFn`, else the property comparison) and the direction. */
  updateSortFunction(fn?: (this: Sorter, a: Any, b: Any) => number): void {
    const me = this;
    const compare = fn || me.sorterFn || me.defaultSorterFn;
    const sign = me.direction === 'DESC' ? -1 : 1;
    // Kept for sortItems, which must order exactly as `sort` does.
    me.$compare = compare;
    me.$sign = sign;
    me.sort = (a: Any, b: Any) => sign * compare.call(me, a, b);
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

registerClass(Sorter, 'Lib.util.Sorter', { isSorter: true, direction: 'ASC', getRoot });

export { createComparator, sortItems } from './Sorter.utils';

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Sorter': typeof Sorter;
  }
}
