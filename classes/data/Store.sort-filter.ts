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
import { Sorter, createComparator, sortItems } from '../util/Sorter';
import { Filter } from '../util/Filter';
import { Grouper } from '../util/Grouper';
import { sortTypes } from './SortTypes';
import type { Store } from './Store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

type Direction = 'ASC' | 'DESC';

/** The sort key of a sorter in a list: its `id`, else its `property` (as Ext keys them). */
function keyOf(sorter: Sorter): unknown {
  return sorter.id || sorter.property;
}

/** The field's `sortType` for a property, unless it is the identity (`none`). */
function transformFor(store: Store, property: unknown): ((value: Any) => Any) | undefined {
  if (typeof property !== 'string') return undefined;
  const field = store.model?.prototype?.fields?.get(property);
  const sortType = field?.sortType;
  // `none` returns its argument: no transform is cheaper than an identity call per key.
  return typeof sortType === 'function' && sortType !== sortTypes.none ? sortType : undefined;
}

function sorterConfig(store: Store, item: Any): Record<string, Any> {
  const config: Record<string, Any> =
    typeof item === 'string'
      ? { property: item }
      : typeof item === 'function'
        ? { sorterFn: item }
        : { ...item };
  // Ext JS 3 sorters named their function `fn`.
  if (typeof config.fn === 'function' && config.sorterFn === undefined) config.sorterFn = config.fn;
  delete config.fn;
  if (config.root === undefined) config.root = 'data';
  if (config.transform === undefined) {
    const transform = transformFor(store, config.property);
    if (transform) config.transform = transform;
  }
  return config;
}

/** Sorter instances from names, configs, functions or instances, typed by the model's fields. */
export function decodeSorters(store: Store, sorters: Any): Sorter[] {
  const list = Array.isArray(sorters) ? sorters : [sorters];
  return list.map((item: Any) =>
    item instanceof Sorter ? item : new Sorter(sorterConfig(store, item)),
  );
}

/** Grouper instances from field names, configs or instances. */
export function decodeGroupers(store: Store, groupers: Any, direction?: Direction): Grouper[] {
  const list = Array.isArray(groupers) ? groupers : [groupers];
  return list.map((item: Any) => {
    if (item instanceof Grouper) return item;
    const config = sorterConfig(store, item);
    if (direction && config.direction === undefined) config.direction = direction;
    return new Grouper(config);
  });
}

/** Filter instances from configs, functions or instances (records are read under `data`). */
export function decodeFilters(_store: Store, filters: Any): Filter[] {
  const list = Array.isArray(filters) ? filters : [filters];
  return list.map((item: Any) => {
    if (item instanceof Filter) return item;
    const config: Record<string, Any> =
      typeof item === 'function' ? { filterFn: item } : { ...item };
    // Ext JS 3 filters named their function `fn`.
    if (typeof config.fn === 'function' && config.filterFn === undefined)
      config.filterFn = config.fn;
    delete config.fn;
    if (config.root === undefined) config.root = 'data';
    return new Filter(config);
  });
}

/** The sorters a local sort applies: the groupers first (when grouping locally), then the sorters. */
export function activeSorters(store: Store): Sorter[] {
  const groupers = store.remoteGroup ? [] : store.groupers;
  return groupers.length ? [...groupers, ...store.sorters] : store.sorters;
}

/** The comparator of the active sorters. */
export function storeComparator(store: Store): (a: Any, b: Any) => number {
  return createComparator(activeSorters(store));
}

/**
 * Where a record goes among the records in view (or among `items`, such as the unfiltered
 * set): after those that sort before it or equal.
 */
export function sortedIndex(
  store: Store,
  record: Any,
  compare: (a: Any, b: Any) => number,
  items: Any[] = store.data.items,
): number {
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
  if (list.length === 0) return;
  sortItems(store.data.items, list);
  if (store.snapshot && store.snapshot !== store.data) sortItems(store.snapshot.items, list);
}

function sortStore(
  store: Store,
  sorters?: Any,
  direction?: Any,
  where?: Any,
  doSort?: boolean,
): Sorter[] {
  let added: Sorter[] | undefined;
  if (
    Array.isArray(sorters) ||
    (sorters !== null && typeof sorters === 'object') ||
    typeof sorters === 'function'
  ) {
    // sort(sorters, where, doSort): the direction slot holds `where`.
    doSort = where;
    where = direction;
    added = decodeSorters(store, sorters);
  } else if (typeof sorters === 'string') {
    const current = store.sorters.find((sorter) => keyOf(sorter) === sorters);
    if (!current)
      added = decodeSorters(store, { property: sorters, direction: direction || 'ASC' });
    else if (direction === undefined || direction === null) current.toggle();
    else current.setDirection(direction);
  }
  if (added && added.length) {
    if (where === 'prepend' || where === 'append') {
      const keys = added.map(keyOf);
      const kept = store.sorters.filter((sorter) => !keys.includes(keyOf(sorter)));
      store.sorters = where === 'prepend' ? [...added, ...kept] : [...kept, ...added];
    } else {
      store.sorters = added;
    }
  }
  if (doSort === false) return store.sorters;
  if (store.fireEvent('beforesort', store, store.sorters) === false) return store.sorters;
  if (store.sorters.length === 0 && store.groupers.length === 0) return store.sorters;
  if (store.remoteSort) {
    store.load();
  } else if (activeSorters(store).length) {
    applySort(store);
    store.fireEvent('datachanged', store);
    store.fireEvent('refresh', store);
  }
  return store.sorters;
}

function addFilters(store: Store, filters: Filter[]): void {
  for (const filter of filters) {
    const index = filter.id !== undefined ? store.filters.findIndex((f) => f.id === filter.id) : -1;
    if (index === -1) store.filters.push(filter);
    else store.filters[index] = filter;
  }
}

/** The records of the unfiltered set that pass every enabled filter, in order. */
function filterSet(store: Store) {
  const all = store.snapshot || store.data;
  const active = store.filters.filter((f) => f.disabled !== true);
  const count = active.length;
  return all.filterBy((record: Any) => {
    for (let i = 0; i < count; i++) if (!active[i].filter(record)) return false;
    return true;
  });
}

/** Re-applies the local filters to the unfiltered set. Fires nothing. */
export function applyFilters(store: Store): void {
  if (store.filters.length === 0) return;
  store.snapshot = store.snapshot || store.data;
  store.data = filterSet(store);
}

function filterStore(store: Store, filters?: Any, value?: unknown): void {
  if (typeof filters === 'string') filters = { property: filters, value };
  if (filters !== undefined && filters !== null) addFilters(store, decodeFilters(store, filters));
  if (store.filters.length === 0) return;
  if (store.remoteFilter) {
    store.totalCount = undefined;
    store.currentPage = 1;
    store.load();
  } else {
    applyFilters(store);
    store.fireEvent('datachanged', store);
    store.fireEvent('refresh', store);
  }
  store.fireEvent('filterchange', store, store.filters);
}

function addFilter(store: Store, filters: Any, apply?: boolean): void {
  addFilters(store, decodeFilters(store, filters));
  if (apply !== false && store.filters.length) filterStore(store);
  else store.fireEvent('filterchange', store, store.filters);
}

function removeFilter(store: Store, toRemove: Filter | string, apply?: boolean): void {
  const before = store.filters.length;
  store.filters = store.filters.filter(
    (f) => f !== toRemove && (typeof toRemove !== 'string' || f.id !== toRemove),
  );
  if (store.filters.length === before) return;
  if (apply === false) store.fireEvent('filterchange', store, store.filters);
  else if (store.filters.length) filterStore(store);
  else clearFilter(store);
}

function filterBy(store: Store, fn: (record: Any, id: unknown) => unknown, scope?: unknown): void {
  const all = store.snapshot || store.data;
  store.snapshot = all;
  store.data = all.filterBy((record: Any, key: unknown) => fn.call(scope ?? store, record, key));
  store.fireEvent('datachanged', store);
  store.fireEvent('refresh', store);
}

function clearFilter(store: Store, suppressEvent?: boolean): void {
  store.filters = [];
  if (store.remoteFilter) {
    if (suppressEvent) return;
    store.totalCount = undefined;
    store.currentPage = 1;
    store.load();
  } else if (store.isFiltered()) {
    store.data = store.snapshot as typeof store.data;
    store.snapshot = undefined;
    if (suppressEvent !== true) {
      store.fireEvent('datachanged', store);
      store.fireEvent('refresh', store);
    }
  } else {
    store.snapshot = undefined;
  }
  store.fireEvent('filterchange', store, store.filters);
}

function fireGroupChange(store: Store): void {
  if (!store.isDestroyed) store.fireEvent('groupchange', store, store.groupers);
}

function regroup(store: Store): void {
  if (store.remoteGroup) {
    store.load({ callback: () => fireGroupChange(store) });
    return;
  }
  applySort(store);
  store.fireEvent('datachanged', store);
  store.fireEvent('refresh', store);
  fireGroupChange(store);
}

function groupStore(store: Store, groupers?: Any, direction?: Direction): void {
  if (typeof groupers === 'string') {
    const current = store.groupers.find((grouper) => keyOf(grouper) === groupers);
    if (!current) {
      store.groupers = decodeGroupers(store, groupers, direction || store.groupDir);
    } else if (direction === undefined) {
      current.toggle();
    } else {
      current.setDirection(direction);
    }
  } else if (groupers !== undefined && groupers !== null) {
    store.groupers = decodeGroupers(store, groupers, direction);
  }
  store.groupField = store.groupers[0]?.property;
  regroup(store);
}

function clearGrouping(store: Store): void {
  store.groupers = [];
  store.groupField = undefined;
  if (store.remoteGroup) {
    store.load({ callback: () => fireGroupChange(store) });
    return;
  }
  if (store.sorters.length) sortStore(store);
  fireGroupChange(store);
}

function getGroups(store: Store, groupName?: string): Any {
  const grouper = store.groupers[0];
  const groups: Array<{ name: Any; children: Any[] }> = [];
  if (!grouper) return groupName === undefined ? groups : undefined;
  // Groups are told apart by the text of their value, as in Ext JS 4: records of two equal
  // dates (two Date objects) are one group.
  const byName = new Map<string, { name: Any; children: Any[] }>();
  for (const record of store.data.items) {
    const name = grouper.getGroupString(record);
    const key = String(name);
    let group = byName.get(key);
    if (!group) {
      byName.set(key, (group = { name, children: [] }));
      groups.push(group);
    }
    group.children.push(record);
  }
  return groupName === undefined ? groups : byName.get(String(groupName));
}

/** The sorting, filtering and grouping members of `Lib.data.Store`. */
export const sortFilterMethods = {
  /**
   * Sorts. `sort('name')` adds an ascending sorter for a field, or flips the direction of the
   * sorter already keyed `'name'` (its `id`, else its property); `sort('name', 'DESC')` sets
   * the direction. `sort(sorters, where?)` with an array, a config, a function or a
   * `Lib.util.Sorter` replaces the sorters (`where` `'prepend'` or `'append'` adds them);
   * no argument re-applies them. `string` fields sort case-insensitively (their `sortType`).
   * Fires `beforesort(store, sorters)` (`false` cancels); locally sorts (stable) and fires
   * `datachanged` and `refresh`; with `remoteSort` reloads instead. Returns the sorters.
   */
  sort(this: Store, sorters?: Any, direction?: Any, where?: Any, doSort?: boolean): Sorter[] {
    return sortStore(this, sorters, direction, where, doSort);
  },

  /** The active sorters. */
  getSorters(this: Store): Sorter[] {
    return this.sorters;
  },

  /**
   * Adds filters: `filter('field', value)`, a config, a function, a `Lib.util.Filter` or an
   * array of them. Filters accumulate (a filter replaces only one with the same `id`); a
   * property filter matches a case-insensitive prefix by default. Locally the full set is
   * kept in `snapshot` and `datachanged`, `refresh`, `filterchange(store, filters)` fire;
   * with `remoteFilter` the store reloads from page 1. No filter at all: nothing happens.
   */
  filter(this: Store, filters?: Any, value?: unknown): void {
    filterStore(this, filters, value);
  },

  /** Adds filters like `filter`; with `applyFilters` `false` only keeps them (and fires `filterchange`). */
  addFilter(this: Store, filters: Any, applyFilters?: boolean): void {
    addFilter(this, filters, applyFilters);
  },

  /**
   * Removes a filter (the instance or its `id`), then filters again with the others, or
   * clears the filtering when none is left (with `applyFilters` `false`: only fires
   * `filterchange`).
   */
  removeFilter(this: Store, filter: Filter | string, applyFilters?: boolean): void {
    removeFilter(this, filter, applyFilters);
  },

  /**
   * Shows only the records `fn(record, internalId)` accepts (`this` = `scope`, default the
   * store), without adding a filter; fires `datachanged` and `refresh`.
   */
  filterBy(this: Store, fn: (record: Any, id: unknown) => unknown, scope?: unknown): void {
    filterBy(this, fn, scope);
  },

  /**
   * Removes every filter and shows every record again; fires `datachanged` and `refresh`
   * (not with `suppressEvent`), then `filterchange`. With `remoteFilter` reloads from page 1.
   */
  clearFilter(this: Store, suppressEvent?: boolean): void {
    clearFilter(this, suppressEvent);
  },

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
  group(this: Store, groupers?: Any, direction?: 'ASC' | 'DESC'): void {
    groupStore(this, groupers, direction);
  },

  /** Stops grouping (re-sorting by the sorters alone), then fires `groupchange`. */
  clearGrouping(this: Store): void {
    clearGrouping(this);
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
    return getGroups(this, groupName);
  },
};
