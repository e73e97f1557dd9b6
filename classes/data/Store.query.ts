/**
 * Reading the records of `Lib.data.Store` (classes/data/Store.ts): access by position and id,
 * searching and aggregates. These members are part of the store's prototype (Store.ts puts
 * them in its registration body, so `callParent` works from subclasses).
 *
 * "In view" means the records a filter lets through (all of them when not filtered); the id
 * lookups and `query` search every record.
 *
 * @example
 *   store.find('name', 'ba'); // index of the first name starting with 'ba' or 'Ba', or -1
 *   store.getById(7); // the record whose id is 7 (not '7'), or null
 */
import { Filter } from '../util/Filter';
import { RecordCollection, allOf } from './Store.utils';
import { defineOwn, isEqual, isIdValue } from './Model.utils';
import type { Store } from './Store';
import { isArray } from '../../lib/check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The matcher `find` and `query` use, or `null` for an empty value (which matches nothing). */
function matcher(
  property: string,
  value: unknown,
  anyMatch?: boolean,
  caseSensitive?: boolean,
  exactMatch?: boolean,
): ((record: Any) => boolean) | null {
  return value == null || value === ''
    ? null
    : new Filter({
        property,
        value,
        anyMatch: anyMatch === true,
        caseSensitive: caseSensitive === true,
        exactMatch: exactMatch === true,
        root: 'data',
      }).filter;
}

/** The smallest (`largest`: the largest) value of a field among `items`, by `<` (`>`). */
function extreme(items: Any[], field: string, largest: boolean): Any {
  let result = items[0]?.get(field);
  for (let i = 1; i < items.length; i++) {
    const value = items[i].get(field);
    if (largest ? value > result : value < result) result = value;
  }
  return result;
}

function total(items: Any[], field: string): number {
  let sum = 0;
  for (const record of items) sum += Number(record.get(field)) || 0;
  return sum;
}

/**
 * `fn(records)` over the records in view, or, with `grouped` on a grouped store, an object of
 * `fn(groupRecords)` by group name (Ext JS 4's aggregate).
 */
function aggregate(store: Store, grouped: boolean | undefined, fn: (records: Any[]) => Any): Any {
  if (grouped !== true || !store.isGrouped()) return fn(store.data.items);
  const out: Record<string, Any> = {};
  // A group named like `__proto__` must stay data, not become the object's prototype.
  for (const group of store.getGroups()) defineOwn(out, String(group.name), fn(group.children));
  return out;
}

/** An aggregate's result: a value, or with `grouped` (on a grouped store) the values by group name. */
type Grouped<G, T> = G extends true ? T | Record<string, T> : T;

/** The access and query members of `Lib.data.Store`. */
export const queryMethods = {
  /** The record at `index` of the records in view, or `undefined`. */
  getAt(this: Store, index: number): Any {
    return this.data.items[index];
  },

  /**
   * The record whose id is strictly (`===`) `id` among all records, filtered out or not, or
   * `null`: `getById('1')` does not find the record of id `1`. One map lookup.
   */
  getById(this: Store, id: unknown): Any {
    return allOf(this).getById(id) ?? null;
  },

  /** The record with this `internalId` among all records, or `null`. */
  getByInternalId(this: Store, internalId: unknown): Any {
    return allOf(this).getByKey(internalId) ?? null;
  },

  /** The index of a record among the records in view, or -1. */
  indexOf(this: Store, record: Any): number {
    return this.data.indexOf(record);
  },

  /** The index of the record with this id among the records in view, or -1. */
  indexOfId(this: Store, id: unknown): number {
    return this.data.indexOf(this.getById(id));
  },

  /** The index of a record in the whole data set: its `index` from a paged load, else `indexOf`. */
  indexOfTotal(this: Store, record: Any): number {
    // A usable index is any truthy value or 0, as a usable id is.
    return isIdValue(record.index) ? record.index : this.data.indexOf(record);
  },

  /** The number of records in view. */
  getCount(this: Store): number {
    return this.data.length;
  },

  /** The total the reader reported on the last load (else the number of records in view). */
  getTotalCount(this: Store): number {
    return this.totalCount ?? this.data.length;
  },

  /** The records in view from `start` to `end` inclusive (default: all). */
  getRange(this: Store, start?: number, end?: number): Any[] {
    return this.data.getRange(start, end);
  },

  /**
   * Calls `fn(record, index, count)` for each record in view (`this` = `scope`, default the
   * record); returning `false` stops.
   */
  each(
    this: Store,
    fn: (record: Any, index: number, count: number) => unknown,
    scope?: unknown,
  ): void {
    this.data.each(fn, scope);
  },

  /**
   * The first record in view, or `undefined`. With `grouped` on a grouped store: the first
   * record of each group, by group name.
   */
  first(this: Store, grouped?: boolean): Any {
    return aggregate(this, grouped, (records) => records[0]);
  },

  /**
   * The last record in view, or `undefined`. With `grouped` on a grouped store: the last
   * record of each group, by group name.
   */
  last(this: Store, grouped?: boolean): Any {
    return aggregate(this, grouped, (records) => records[records.length - 1]);
  },

  /**
   * The index of the first record in view, from `start` (default 0), whose `field` matches
   * `value`: a case-insensitive prefix match by default (`anyMatch` matches anywhere,
   * `caseSensitive` respects case, `exactMatch` the whole value; a RegExp is used as is).
   * -1 when none matches or `value` is empty.
   */
  find(
    this: Store,
    field: string,
    value: unknown,
    start?: number,
    anyMatch?: boolean,
    caseSensitive?: boolean,
    exactMatch?: boolean,
  ): number {
    const match = matcher(field, value, anyMatch, caseSensitive, exactMatch);
    return match ? this.data.findIndexBy(match, undefined, start || 0) : -1;
  },

  /** The index of the first record in view whose `field` is `===` `value` (dates by time), or -1. */
  findExact(this: Store, field: string, value: unknown, start?: number): number {
    return this.data.findIndexBy((r: Any) => isEqual(r.get(field), value), undefined, start || 0);
  },

  /**
   * The index of the first record in view, from `start`, that `fn(record, internalId)`
   * accepts (`this` = `scope`, default the store), or -1.
   */
  findBy(
    this: Store,
    fn: (record: Any, id: unknown) => unknown,
    scope?: unknown,
    start?: number,
  ): number {
    return this.data.findIndexBy(fn, scope ?? this, start || 0);
  },

  /** The first record `find` finds with the same arguments, or `null`. */
  findRecord(
    this: Store,
    field: string,
    value: unknown,
    start?: number,
    anyMatch?: boolean,
    caseSensitive?: boolean,
    exactMatch?: boolean,
  ): Any {
    const index = this.find(field, value, start, anyMatch, caseSensitive, exactMatch);
    return index === -1 ? null : this.data.items[index];
  },

  /** A collection of all records, filtered out or not, whose `field` matches like `find`. */
  query(
    this: Store,
    field: string,
    value: unknown,
    anyMatch?: boolean,
    caseSensitive?: boolean,
    exactMatch?: boolean,
  ): RecordCollection {
    const match = matcher(field, value, anyMatch, caseSensitive, exactMatch);
    return match ? allOf(this).filterBy(match) : new RecordCollection();
  },

  /** A collection of all records, filtered out or not, that `fn(record, internalId)` accepts. */
  queryBy(
    this: Store,
    fn: (record: Any, id: unknown) => unknown,
    scope?: unknown,
  ): RecordCollection {
    return allOf(this).filterBy(fn, scope ?? this);
  },

  /**
   * The distinct values of a field among the records in view (all records with
   * `bypassFilter`), in order; empty values (`''`, `null`, `undefined`, `[]`) only with
   * `allowNull`. Values are distinct by their text, as in Ext JS 4: two equal dates count
   * once (and `1` and `'1'` are the same value).
   */
  collect(this: Store, field: string, allowNull?: boolean, bypassFilter?: boolean): unknown[] {
    const seen = new Set<string>();
    const out: unknown[] = [];
    for (const record of (bypassFilter === true ? allOf(this) : this.data).items) {
      const value = record.get(field);
      const key = String(value);
      // Empty as Ext JS 4's `isEmpty` has it.
      const empty = value == null || value === '' || (isArray(value) && !value.length);
      if ((allowNull || !empty) && !seen.has(key)) {
        seen.add(key);
        out.push(value);
      }
    }
    return out;
  },

  /**
   * Calls `fn(records, ...args)` (`this` = `scope`, default the store) with the records in
   * view and returns its result; with `grouped` on a grouped store, once per group, returning
   * the results by group name.
   */
  aggregate(
    this: Store,
    fn: (records: Any[], ...args: Any[]) => Any,
    scope?: unknown,
    grouped?: boolean,
    args?: Any[],
  ): Any {
    return aggregate(this, grouped, (records) => fn.call(scope ?? this, records, ...(args || [])));
  },

  /**
   * The sum of a field over the records in view (values that are no number count as 0); with
   * `grouped` on a grouped store, the sums by group name.
   */
  sum<G extends boolean = false>(this: Store, field: string, grouped?: G): Grouped<G, number> {
    return aggregate(this, grouped, (records) => total(records, field));
  },

  /**
   * The smallest value of a field among the records in view (by `<`), or `undefined`; with
   * `grouped` on a grouped store, the smallest by group name.
   */
  min(this: Store, field: string, grouped?: boolean): Any {
    return aggregate(this, grouped, (records) => extreme(records, field, false));
  },

  /**
   * The largest value of a field among the records in view (by `>`), or `undefined`; with
   * `grouped` on a grouped store, the largest by group name.
   */
  max(this: Store, field: string, grouped?: boolean): Any {
    return aggregate(this, grouped, (records) => extreme(records, field, true));
  },

  /**
   * The mean of a field over the records in view (0 when there are none); with `grouped` on a
   * grouped store, the means by group name.
   */
  average<G extends boolean = false>(this: Store, field: string, grouped?: G): Grouped<G, number> {
    return aggregate(this, grouped, (records) =>
      records.length ? total(records, field) / records.length : 0,
    );
  },

  /**
   * The number of records in view; with `grouped` on a grouped store, the counts by group
   * name.
   */
  count<G extends boolean = false>(this: Store, grouped?: G): Grouped<G, number> {
    return aggregate(this, grouped, (records) => records.length);
  },
};
