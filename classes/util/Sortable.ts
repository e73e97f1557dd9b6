/**
 * `Lib.util.Sortable` (mixin id `sortable`): the sorting members of a class that holds
 * `Lib.util.Sorter`s, such as `Lib.data.Store`: the `sorters` list, `sort()` that adds, flips
 * or replaces them, `decodeSorters` that turns names, configs and functions into sorters, and
 * `generateComparator`. The class using it sorts its own items in `doSort` (a store sorts its
 * records, or reloads them sorted by the server); its own members win over the mixin's, and a
 * subclass, `Lib.override` or legacy code can override each of them.
 *
 * @example
 *   Lib.define('App.Hand', {
 *     mixins: {sortable: 'Lib.util.Sortable'},
 *     constructor(cards) { this.cards = cards; this.initSortable([]); },
 *     doSort() { this.cards.sort(this.generateComparator()); },
 *   });
 *   Lib.create('App.Hand', [{rank: 3}, {rank: 1}]).sort('rank'); // cards by rank, ascending
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isFn, isString } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import {
  DIRECTION,
  Sorter,
  createComparator,
  type SortDirection,
  type SorterConfig,
} from './Sorter';

/** The configs of a class mixing in `Lib.util.Sortable`. */
export interface SortableConfig {
  /** Initial sorters: names, configs, functions or `Lib.util.Sorter`s (default none). */
  sorters?: unknown;
  /** The direction of a sorter `sort(property)` adds (default `'ASC'`). */
  defaultSortDirection?: SortDirection;
  /**
   * Where items keep the values sorters read: `item[sortRoot]` (default: the item itself;
   * `'data'` for the records of a store).
   */
  sortRoot?: string;
}

/** The key of a sorter in a list: its `id`, else its `property` (as Ext keys them). */
export const sorterKey = (sorter: Sorter): unknown => sorter.id || sorter.property;

/**
 * A config copied from a sorter or filter `item` (`fnKey` set to it when it is a function),
 * with the Ext JS 3 name `fn` of the function moved to `fnKey`, and `root` as given unless
 * the item names its own.
 */
export function itemConfig(item: unknown, fnKey: string, root?: string): Record<string, unknown> {
  const config: Record<string, unknown> = isFn(item) ? { [fnKey]: item } : { ...(item as object) };
  if (isFn(config.fn) && config[fnKey] === undefined) config[fnKey] = config.fn;
  delete config.fn;
  if (config.root === undefined && root !== undefined) config.root = root;
  return config;
}

export class Sortable extends Base {
  /** Always `true`. */
  declare isSortable: true;
  /** The active sorters, in order: the first that tells two items apart decides. */
  declare sorters: Sorter[];
  /** The direction of a sorter `sort(property)` adds (default `'ASC'`). */
  declare defaultSortDirection: SortDirection;
  /** Where items keep the values sorters read (`'data'` for records); default the item itself. */
  declare sortRoot?: string;

  /**
   * A sortable on its own (the mixin's constructor is not used by the classes mixing it in):
   * copies the config and decodes its `sorters`.
   */
  override $construct(config?: SortableConfig): this {
    super.$construct();
    config = checkConfigs(this, config);
    if (config != null) apply(this, config);
    this.initSortable();
    return this;
  }

  /** Turns the initial sorters (default: the instance's `sorters`) into `Lib.util.Sorter`s. */
  initSortable(sorters?: unknown): void {
    this.sorters = this.decodeSorters(sorters ?? this.sorters ?? []);
  }

  /**
   * Sorter instances (with `Cls` `Lib.util.Grouper`, groupers) from names, configs, functions
   * or instances, read under `sortRoot`; a sorter without a `direction` gets `direction` when
   * given. A property sorter without a `transform` gets `getSortTransform(property)`.
   */
  decodeSorters<T extends Sorter = Sorter>(
    sorters: unknown,
    direction?: SortDirection,
    Cls: new (config: SorterConfig) => T = Sorter as unknown as new (config: SorterConfig) => T,
  ): T[] {
    const me = this;
    const list: unknown[] = Array.isArray(sorters) ? sorters : [sorters];
    return list.map((item) => {
      if (item instanceof Cls) return item;
      const config = itemConfig(
        isString(item) ? { property: item } : item,
        'sorterFn',
        me.sortRoot,
      );
      const { property } = config;
      if (config.transform === undefined && isString(property)) {
        const transform = me.getSortTransform(property);
        if (transform) config.transform = transform;
      }
      if (direction && config.direction === undefined) config.direction = direction;
      return new Cls(config);
    });
  }

  /**
   * @internal The key function a new property sorter of `property` sorts by, or `undefined`
   * for the raw values (a store gives its field's `sortType`).
   */
  getSortTransform(_property: string): ((value: unknown) => unknown) | undefined {
    return undefined;
  }

  /**
   * Sorts. `sort('name')` adds a sorter for a property (in `defaultSortDirection`, ascending
   * by default), or flips the direction of the sorter already keyed `'name'` (its `id`, else
   * its property); `sort('name', 'DESC')` sets the direction. `sort(sorters, where?)` with an
   * array, a config, a function or a `Lib.util.Sorter` replaces the sorters (`where`
   * `'prepend'` or `'append'` adds them); no argument re-applies them. Unless `doSort` is
   * `false`, then calls `doSort()`. Returns the sorters.
   */
  sort(
    sorters?: unknown,
    direction?: string,
    where?: string | boolean,
    doSort?: boolean,
  ): Sorter[] {
    const me = this;
    let added: Sorter[] | undefined;
    if ((sorters && typeof sorters === 'object') || isFn(sorters)) {
      // sort(sorters, where, doSort): the direction slot holds `where`.
      doSort = where as boolean | undefined;
      where = direction;
      added = me.decodeSorters(sorters);
    } else if (isString(sorters)) {
      const current = me.sorters.find((sorter) => sorterKey(sorter) === sorters);
      if (!current) {
        added = me.decodeSorters({
          property: sorters,
          direction: direction || me.defaultSortDirection,
        });
      } else if (direction == null) current.toggle();
      else current.setDirection(direction as SortDirection);
    }
    if (added && added.length) {
      if (where === 'prepend' || where === 'append') {
        const keys = added.map(sorterKey);
        const kept = me.sorters.filter((sorter) => !keys.includes(sorterKey(sorter)));
        me.sorters = where === 'prepend' ? added.concat(kept) : kept.concat(added);
      } else {
        me.sorters = added;
      }
    }
    if (doSort !== false) me.doSort();
    return me.sorters;
  }

  /** Sorts the items by the sorters: the class using the mixin sorts its own items here. */
  doSort(): void {}

  /** The active sorters. */
  getSorters(): Sorter[] {
    return this.sorters;
  }

  /** One comparator for the sorters: the first that does not return 0 decides. */
  generateComparator(): (a: unknown, b: unknown) => number {
    return createComparator(this.sorters);
  }
}

registerClass(Sortable, 'Lib.util.Sortable', {
  $configs: declareConfigs<SortableConfig>({
    sorters: cfg([
      (v) => isString(v) || typeof v === 'object' || isFn(v),
      'an array of configs or instances',
    ]),
    defaultSortDirection: cfg(DIRECTION, 'ASC'),
    sortRoot: cfg('string'),
  }),
  mixinId: 'sortable',
  isSortable: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Sortable': typeof Sortable;
  }
}
