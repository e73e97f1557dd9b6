/**
 * Sorting, filtering and grouping of `Lib.data.Store` (classes/data/Store.ts). The members of
 * `sortFilterMethods` are part of the store's prototype (Store.ts puts them in its
 * registration body, so `callParent` works from subclasses); the functions are what the
 * store's loading and adding use.
 *
 * Local sorting goes through `sortItems` (each record's sort key computed once, then a stable
 * sort), and keeps the unfiltered set (`snapshot`) in the same order, so clearing a filter
 * shows the records still sorted.
 *
 * @example
 *   store.sort('name'); // ascending; again: descending
 *   store.filter('name', 'ba'); // names starting with 'ba' or 'Ba'
 */
import { Sorter, sortItems } from '../util/Sorter';
import { Filter } from '../util/Filter';
import { Grouper } from '../util/Grouper';
import { sortTypes } from './SortTypes';
import { refresh, toList, fire } from './Store.utils';
import type { Store } from './Store';
import { isString } from '../../lib/check';
import { isFn } from '../../lib/check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

type Direction = 'ASC' | 'DESC';

/** The sort key of a sorter in a list: its `id`, else its `property` (as Ext keys them). */
const keyOf = (sorter: Sorter): unknown => sorter.id || sorter.property;

/**
 * A config copied from `item` (`fnKey` set to it when it is a function), with the Ext JS 3
 * name `fn` of the function moved to `fnKey`, and records read under `data`.
 */
function configOf(item: Any, fnKey: string): Record<string, Any> {
  const config: Record<string, Any> = isFn(item) ? { [fnKey]: item } : { ...item };
  if (isFn(config.fn) && config[fnKey] === undefined) config[fnKey] = config.fn;
  delete config.fn;
  if (config.root === undefined) config.root = 'data';
  return config;
}

/**
 * Sorter instances (with `Cls` `Grouper`, groupers, given `direction` unless their config has
 * one) from names, configs, functions or instances; a property sorter takes its field's
 * `sortType` as `transform`, unless that is the identity (`none`: no transform is cheaper than
 * an identity call per key).
 */
export function decodeSorters<T extends Sorter = Sorter>(
  store: Store,
  sorters: Any,
  direction?: Direction,
  Cls: new (config: Any) => T = Sorter as Any,
): T[] {
  return toList(sorters).map((item: Any) => {
    if (item instanceof Cls) return item;
    const config = configOf(isString(item) ? { property: item } : item, 'sorterFn');
    const { property } = config;
    const sortType = isString(property) && store.model?.prototype?.fields?.get(property)?.sortType;
    if (config.transform === undefined && isFn(sortType) && sortType !== sortTypes.none) {
      config.transform = sortType;
    }
    if (direction && config.direction === undefined) config.direction = direction;
    return new Cls(config);
  });
}

/** Filter instances from configs, functions or instances (records are read under `data`). */
export function decodeFilters(filters: Any): Filter[] {
  return toList(filters).map((item: Any) =>
    item instanceof Filter ? item : new Filter(configOf(item, 'filterFn')),
  );
}

/** The sorters a local sort applies: the groupers first (when grouping locally), then the sorters. */
export function activeSorters(store: Store): Sorter[] {
  const groupers = store.remoteGroup ? [] : store.groupers;
  return groupers.length ? [...groupers, ...store.sorters] : store.sorters;
}

/** Where a record goes among `items`: after those that sort before it or equal. */
export function sortedIndex(items: Any[], record: Any, compare: (a: Any, b: Any) => number) {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compare(items[mid], record) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Sorts `data` (and the unfiltered `snapshot`) in place by the active sorters. Fires nothing. */
export function applySort(store: Store): void {
  const list = activeSorters(store);
  const { snapshot, data } = store;
  if (list.length === 0) return;
  sortItems(data.items, list);
  if (snapshot && snapshot !== data) sortItems(snapshot.items, list);
}

/** Shows the records of the unfiltered set `fn` accepts; the whole set stays in `snapshot`. */
function setView(store: Store, fn: (record: Any, key: unknown) => unknown): void {
  store.data = (store.snapshot ||= store.data).filterBy(fn);
}

/** Re-applies the local filters to the unfiltered set. Fires nothing. */
export function applyFilters(store: Store): void {
  const active = store.filters.filter((f) => f.disabled !== true);
  const count = active.length;
  if (store.filters.length === 0) return;
  setView(store, (record: Any) => {
    for (let i = 0; i < count; i++) if (!active[i].filter(record)) return false;
    return true;
  });
}

/** Adds filters (decoded), each replacing the one with the same `id`, if any. */
function addFilters(store: Store, filters: Any): void {
  const list = store.filters;
  for (const filter of decodeFilters(filters)) {
    const index = filter.id === undefined ? -1 : list.findIndex((f) => f.id === filter.id);
    if (index === -1) list.push(filter);
    else list[index] = filter;
  }
}

/** Remote filtering changed: reload from page 1, forgetting the total. */
function reloadFirstPage(store: Store): void {
  store.totalCount = undefined;
  store.currentPage = 1;
  store.load();
}

const fireFilterChange = (store: Store) => fire(store, 'filterchange', store.filters);

function fireGroupChange(store: Store): void {
  if (!store.isDestroyed) fire(store, 'groupchange', store.groupers);
}

/** Remote grouping changed: reload, then fire `groupchange`. */
function reloadGrouped(store: Store): void {
  store.load({ callback: () => fireGroupChange(store) });
}

/**
 * Sorts. `sort('name')` adds an ascending sorter for a field, or flips the direction of the
 * sorter already keyed `'name'` (its `id`, else its property); `sort('name', 'DESC')` sets
 * the direction. `sort(sorters, where?)` with an array, a config, a function or a
 * `Lib.util.Sorter` replaces the sorters (`where` `'prepend'` or `'append'` adds them);
 * no argument re-applies them. `string` fields sort case-insensitively (their `sortType`).
 * Fires `beforesort(store, sorters)` (`false` cancels); locally sorts (stable) and fires
 * `datachanged` and `refresh`; with `remoteSort` reloads instead. Returns the sorters.
 */
function sortStore(
  this: Store,
  sorters?: Any,
  direction?: Any,
  where?: Any,
  doSort?: boolean,
): Sorter[] {
  const me = this;
  let added: Sorter[] | undefined;
  if ((sorters && typeof sorters === 'object') || isFn(sorters)) {
    // sort(sorters, where, doSort): the direction slot holds `where`.
    doSort = where;
    where = direction;
    added = decodeSorters(me, sorters);
  } else if (isString(sorters)) {
    const current = me.sorters.find((sorter) => keyOf(sorter) === sorters);
    if (!current) added = decodeSorters(me, { property: sorters, direction: direction || 'ASC' });
    else if (direction == null) current.toggle();
    else current.setDirection(direction);
  }
  if (added && added.length) {
    if (where === 'prepend' || where === 'append') {
      const keys = added.map(keyOf);
      const kept = me.sorters.filter((sorter) => !keys.includes(keyOf(sorter)));
      me.sorters = where === 'prepend' ? added.concat(kept) : kept.concat(added);
    } else {
      me.sorters = added;
    }
  }
  if (
    doSort !== false &&
    fire(me, 'beforesort', me.sorters) !== false &&
    (me.sorters.length || me.groupers.length)
  ) {
    if (me.remoteSort) {
      me.load();
    } else if (activeSorters(me).length) {
      applySort(me);
      refresh(me);
    }
  }
  return me.sorters;
}

/**
 * Adds filters: `filter('field', value)`, a config, a function, a `Lib.util.Filter` or an
 * array of them. Filters accumulate (a filter replaces only one with the same `id`); a
 * property filter matches a case-insensitive prefix by default. Locally the full set is
 * kept in `snapshot` and `datachanged`, `refresh`, `filterchange(store, filters)` fire;
 * with `remoteFilter` the store reloads from page 1. No filter at all: nothing happens.
 */
function filterStore(this: Store, filters?: Any, value?: unknown): void {
  const me = this;
  if (isString(filters)) filters = { property: filters, value };
  if (filters != null) addFilters(me, filters);
  if (me.filters.length === 0) return;
  if (me.remoteFilter) {
    reloadFirstPage(me);
  } else {
    applyFilters(me);
    refresh(me);
  }
  fireFilterChange(me);
}

/**
 * Removes every filter and shows every record again; fires `datachanged` and `refresh`
 * (not with `suppressEvent`), then `filterchange`. With `remoteFilter` reloads from page 1.
 */
function clearFilter(this: Store, suppressEvent?: boolean): void {
  const me = this;
  me.filters = [];
  if (me.remoteFilter) {
    if (suppressEvent) return;
    reloadFirstPage(me);
  } else {
    const filtered = me.isFiltered();
    if (filtered) me.data = me.snapshot!;
    me.snapshot = undefined;
    if (filtered && suppressEvent !== true) refresh(me);
  }
  fireFilterChange(me);
}

/** The sorting, filtering and grouping members of `Lib.data.Store`. */
export const sortFilterMethods = {
  /** See `sortStore` above. */
  sort: sortStore,

  /** The active sorters. */
  getSorters(this: Store): Sorter[] {
    return this.sorters;
  },

  /** See `filterStore` above. */
  filter: filterStore,

  /** Adds filters like `filter`; with `applyFilters` `false` only keeps them (and fires `filterchange`). */
  addFilter(this: Store, filters: Any, applyFilters?: boolean): void {
    const me = this;
    addFilters(me, filters);
    if (applyFilters !== false && me.filters.length) filterStore.call(me);
    else fireFilterChange(me);
  },

  /**
   * Removes a filter (the instance or its `id`), then filters again with the others, or
   * clears the filtering when none is left (with `applyFilters` `false`: only fires
   * `filterchange`).
   */
  removeFilter(this: Store, filter: Filter | string, applyFilters?: boolean): void {
    const me = this;
    const before = me.filters.length;
    me.filters = me.filters.filter((f) => f !== filter && (!isString(filter) || f.id !== filter));
    if (me.filters.length === before) return;
    if (applyFilters === false) fireFilterChange(me);
    else (me.filters.length ? filterStore : clearFilter).call(me);
  },

  /**
   * Shows only the records `fn(record, internalId)` accepts (`this` = `scope`, default the
   * store), without adding a filter; fires `datachanged` and `refresh`.
   */
  filterBy(this: Store, fn: (record: Any, id: unknown) => unknown, scope?: unknown): void {
    setView(this, (record, key) => fn.call(scope ?? this, record, key));
    refresh(this);
  },

  /** See `clearFilter` above. */
  clearFilter,

  /** Whether some records are filtered out of view. */
  isFiltered(this: Store): boolean {
    return this.snapshot !== undefined && this.snapshot !== this.data;
  },

  /**
   * Groups: `group('city')` by a field (again: flips the direction), `group('city', 'DESC')`,
   * or `group(groupers)`; no argument re-applies. Locally sorts (groups first), fires
   * `datachanged`, `refresh` and `groupchange(store, groupers)`; with `remoteGroup` reloads,
   * then fires `groupchange`.
   */
  group(this: Store, groupers?: Any, direction?: Direction): void {
    const me = this;
    if (isString(groupers)) {
      const current = me.groupers.find((grouper) => keyOf(grouper) === groupers);
      if (!current) {
        me.groupers = decodeSorters(me, groupers, direction || me.groupDir, Grouper);
      } else if (direction === undefined) {
        current.toggle();
      } else {
        current.setDirection(direction);
      }
    } else if (groupers != null) {
      me.groupers = decodeSorters(me, groupers, direction, Grouper);
    }
    me.groupField = me.groupers[0]?.property;
    if (me.remoteGroup) return reloadGrouped(me);
    applySort(me);
    refresh(me);
    fireGroupChange(me);
  },

  /** Stops grouping (re-sorting by the sorters alone), then fires `groupchange`. */
  clearGrouping(this: Store): void {
    const me = this;
    me.groupers = [];
    me.groupField = undefined;
    if (me.remoteGroup) return reloadGrouped(me);
    if (me.sorters.length) sortStore.call(me);
    fireGroupChange(me);
  },

  /** Whether the store is grouped. */
  isGrouped(this: Store): boolean {
    return this.groupers.length > 0;
  },

  /** The field the store is grouped by, or `''`. */
  getGroupField(this: Store): string {
    return this.groupers[0]?.property ?? '';
  },

  /** The name of the group of a record (`''` when not grouped, as in Ext JS 4). */
  getGroupString(this: Store, record: Any): Any {
    const grouper = this.groupers[0];
    return grouper ? grouper.getGroupString(record) : '';
  },

  /**
   * The groups of the records in view, `[{name, children}]` in order of appearance (values
   * with the same text are one group); given a group name, that group (or `undefined`).
   */
  getGroups(this: Store, groupName?: string): Any {
    const grouper = this.groupers[0];
    const groups: Array<{ name: Any; children: Any[] }> = [];
    // Groups are told apart by the text of their value, as in Ext JS 4: records of two equal
    // dates (two Date objects) are one group.
    const byName = new Map<string, { name: Any; children: Any[] }>();
    if (grouper) {
      for (const record of this.data.items) {
        const name = grouper.getGroupString(record);
        let group = byName.get(String(name));
        if (!group) {
          byName.set(String(name), (group = { name, children: [] }));
          groups.push(group);
        }
        group.children.push(record);
      }
    }
    return groupName === undefined ? groups : byName.get(String(groupName));
  },
};
