/**
 * `Lib.util.Sorter`: one sort criterion: a `property` (read under `root`, optionally through
 * `transform`) or a `sorterFn`, and a `direction`. `sorter.sort(a, b)` is a comparator bound
 * to the sorter, so it can be handed to `Array.prototype.sort` as is. Stores sort records with
 * `root: 'data'` and the field's `sortType` as `transform`; several sorters combine through
 * `createComparator` / `sortItems` (see Sorter.utils.ts).
 *
 * @example
 *   const byName = new Lib.util.Sorter({property: 'name', transform: (v) => v.toUpperCase()});
 *   people.sort(byName.sort);
 *   byName.toggle(); // now DESC
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { check, fail, type Rule } from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

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
    const where = this.$className || 'Lib.util.Sorter';
    if (config !== undefined && (config === null || typeof config !== 'object')) {
      throw new TypeError(`[${where}] expects a config object, got ${describe(config)}`);
    }
    const cfg = (config || {}) as Record<string, Any>;
    apply(this, cfg);
    this.checkConfig(where);
    this.direction = normalizeDirection(this.direction, where);
    this.updateSortFunction();
    return this;
  }

  /** @internal Throws when the config cannot make a comparator. */
  checkConfig(where: string): void {
    if (this.property === undefined && this.sorterFn === undefined) {
      raise(where, `needs a 'property' or a 'sorterFn' to sort by`);
    }
    check(where, this, { property: 'string' });
    check(where, this, SORTER_RULES, true);
  }

  /**
   * Where an item keeps its values: `item[root]` when `root` is set; a record (`isModel`)
   * without `root` is read from its `data`; anything else is its own root.
   */
  getRoot(item: Any): Any {
    const root = this.root;
    if (root !== undefined && root !== null) return item[root];
    return item !== null && typeof item === 'object' && item.isModel === true ? item.data : item;
  }

  /** @internal The comparison `sort` uses (set by `updateSortFunction`). */
  declare $compare: (this: Sorter, a: Any, b: Any) => number;
  /** @internal 1 or -1: the direction `sort` uses. */
  declare $sign: 1 | -1;

  /** The comparison used without `sorterFn`: `transform`ed property values, `>`/`<`. */
  defaultSorterFn(a: Any, b: Any): number {
    const property = this.property as string;
    let va = this.getRoot(a)[property];
    let vb = this.getRoot(b)[property];
    const transform = this.transform;
    if (transform) {
      va = transform(va);
      vb = transform(vb);
    }
    return va > vb ? 1 : va < vb ? -1 : 0;
  }

  /** Rebuilds `sort` from `fn` (default: `sorterFn`, else the property comparison) and the direction. */
  updateSortFunction(fn?: (this: Sorter, a: Any, b: Any) => number): void {
    const compare = fn || this.sorterFn || this.defaultSorterFn;
    const sign = this.direction === 'DESC' ? -1 : 1;
    // Kept for sortItems, which must order exactly as `sort` does.
    this.$compare = compare;
    this.$sign = sign;
    this.sort = (a: Any, b: Any) => sign * compare.call(this, a, b);
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
  if (direction === undefined || direction === null || direction === '') return 'ASC';
  const upper = typeof direction === 'string' ? direction.toUpperCase() : '';
  if (upper === 'ASC' || upper === 'DESC') return upper;
  fail(where, 'direction', "'ASC' or 'DESC'", direction);
}

registerClass(Sorter, 'Lib.util.Sorter', { isSorter: true, direction: 'ASC' });

export { createComparator, sortItems } from './Sorter.utils';

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Sorter': typeof Sorter;
  }
}
