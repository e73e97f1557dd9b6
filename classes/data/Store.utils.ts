/**
 * Helpers of `Lib.data.Store` (classes/data/Store.ts): the record collection behind a store
 * (`store.data`, and `store.snapshot` while filtered) and the check of a store config.
 *
 * The collection is an ordered array plus two maps built on first use — by `internalId` (the
 * key Ext JS 4's MixedCollection uses) and by id — so `getById` is one lookup instead of
 * Ext JS 4's scan of the whole store. It keeps the MixedCollection surface legacy code reads
 * (`items`, `length`, `getCount`, `getAt`, `each`, `indexOf`, `getByKey`, `findBy`).
 *
 * @example
 *   const data = new RecordCollection([ada, grace]);
 *   data.getById(1) === ada; // true
 */
import { check, fail, isMap, isObj, type Rule } from '../../lib/check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The ordered records of a store, keyed by `internalId` and by id. */
export class RecordCollection {
  /** The records, in order. */
  items: Any[];
  /** @internal `internalId` → record; `null` until first needed. */
  private byKey: Map<unknown, Any> | null;
  /** @internal id → first record with that id; `null` until first needed. */
  private byId: Map<unknown, Any> | null;

  constructor(items: Any[] = []) {
    this.items = items;
    this.byKey = null;
    this.byId = null;
  }

  /** The number of records. */
  get length(): number {
    return this.items.length;
  }

  /** The number of records. */
  getCount(): number {
    return this.items.length;
  }

  /** The record at `index`, or `undefined`. */
  getAt(index: number): Any {
    return this.items[index];
  }

  /** The first record, or `undefined`. */
  first(): Any {
    return this.items[0];
  }

  /** The last record, or `undefined`. */
  last(): Any {
    return this.items[this.items.length - 1];
  }

  /** The key of a record: its `internalId`. */
  getKey(record: Any): unknown {
    return record.internalId;
  }

  /** The record with this `internalId`, or `undefined`. */
  getByKey(key: unknown): Any {
    return this.keyMap().get(key);
  }

  /** The first record whose `getId()` is strictly (`===`) `id`, or `undefined`. */
  getById(id: unknown): Any {
    let map = this.byId;
    if (map === null) {
      map = this.byId = new Map();
      const items = this.items;
      for (let i = 0; i < items.length; i++) {
        const recordId = items[i].getId();
        if (recordId !== undefined && !map.has(recordId)) map.set(recordId, items[i]);
      }
    }
    return map.get(id);
  }

  /** Whether a record with this `internalId` is present. */
  containsKey(key: unknown): boolean {
    return this.keyMap().has(key);
  }

  /** Whether this very record is present. */
  contains(record: Any): boolean {
    return record != null && this.keyMap().get(record.internalId) === record;
  }

  /** The position of a record, or -1. */
  indexOf(record: Any): number {
    return this.contains(record) ? this.items.indexOf(record) : -1;
  }

  /** The position of the record with this `internalId`, or -1. */
  indexOfKey(key: unknown): number {
    const record = this.keyMap().get(key);
    return record === undefined ? -1 : this.items.indexOf(record);
  }

  /**
   * Calls `fn(record, index, count)` for each record (`this` = `scope`, default the record)
   * on a copy of the list; `false` stops.
   */
  each(fn: (record: Any, index: number, count: number) => unknown, scope?: unknown): void {
    const items = this.items.slice();
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], i, items.length) === false) break;
    }
  }

  /** The index of the first record from `start` that `fn(record, key)` accepts, or -1. */
  findIndexBy(fn: (record: Any, key: unknown) => unknown, scope?: unknown, start = 0): number {
    const items = this.items;
    for (let i = start; i < items.length; i++) {
      if (fn.call(scope ?? this, items[i], items[i].internalId)) return i;
    }
    return -1;
  }

  /** The first record that `fn(record, key)` accepts, or `null`. */
  findBy(fn: (record: Any, key: unknown) => unknown, scope?: unknown, start = 0): Any {
    const index = this.findIndexBy(fn, scope, start);
    return index === -1 ? null : this.items[index];
  }

  /**
   * Appends records; a record whose `internalId` is already present replaces the old one in
   * place (so re-reading a row does not duplicate it). Returns the records replaced.
   */
  addAll(records: Any[]): Any[] {
    const map = this.keyMap();
    const items = this.items;
    const replaced: Any[] = [];
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      const key = record.internalId;
      const existing = map.get(key);
      if (existing === undefined) {
        items.push(record);
      } else if (existing !== record) {
        items[items.indexOf(existing)] = record;
        replaced.push(existing);
      }
      map.set(key, record);
    }
    this.byId = null;
    return replaced;
  }

  /** Inserts records at `index`; a record already present under the same key is moved. */
  insert(index: number, records: Any[]): void {
    const map = this.keyMap();
    for (const record of records) {
      const existing = map.get(record.internalId);
      if (existing !== undefined) {
        const at = this.items.indexOf(existing);
        this.items.splice(at, 1);
        if (at < index) index--;
      }
    }
    this.items.splice(index, 0, ...records);
    for (const record of records) map.set(record.internalId, record);
    this.byId = null;
  }

  /** Removes a record; returns its former index, or -1 when it was not there. */
  remove(record: Any): number {
    const index = this.indexOf(record);
    if (index !== -1) this.removeAt(index);
    return index;
  }

  /** Removes the record at `index`; returns it (or `undefined`). */
  removeAt(index: number): Any {
    const record = this.items[index];
    if (record === undefined) return undefined;
    this.items.splice(index, 1);
    if (this.byKey !== null && this.byKey.get(record.internalId) === record) {
      this.byKey.delete(record.internalId);
    }
    this.byId = null;
    return record;
  }

  /** Removes every record of `records` in one pass (linear, however many there are). */
  removeSet(records: Set<Any>): void {
    if (records.size === 0) return;
    this.items = this.items.filter((record) => !records.has(record));
    if (this.byKey !== null) {
      for (const record of records) {
        if (this.byKey.get(record.internalId) === record) this.byKey.delete(record.internalId);
      }
    }
    this.byId = null;
  }

  /** Removes every record. */
  clear(): void {
    this.items = [];
    this.byKey = null;
    this.byId = null;
  }

  /** Re-keys a record after its id (and so its `internalId`) changed. */
  rekey(record: Any, oldKey: unknown): void {
    if (this.byKey !== null) {
      if (this.byKey.get(oldKey) === record) this.byKey.delete(oldKey);
      if (this.items.indexOf(record) !== -1) this.byKey.set(record.internalId, record);
    }
    this.byId = null;
  }

  /** Replaces the order (after a sort); the set of records is the same. */
  setOrder(items: Any[]): void {
    this.items = items;
  }

  /** A new collection of the records `fn(record, key)` accepts, in order. */
  filterBy(fn: (record: Any, key: unknown) => unknown, scope?: unknown): RecordCollection {
    const out: Any[] = [];
    const items = this.items;
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope, items[i], items[i].internalId)) out.push(items[i]);
    }
    return new RecordCollection(out);
  }

  /** A shallow copy. */
  clone(): RecordCollection {
    return new RecordCollection(this.items.slice());
  }

  /** The records from `start` to `end` inclusive (default: all). */
  getRange(start = 0, end?: number): Any[] {
    return this.items.slice(start, end === undefined ? undefined : end + 1);
  }

  private keyMap(): Map<unknown, Any> {
    let map = this.byKey;
    if (map === null) {
      map = this.byKey = new Map();
      const items = this.items;
      for (let i = 0; i < items.length; i++) map.set(items[i].internalId, items[i]);
    }
    return map;
  }
}

const WHERE = 'Lib.data.Store';

const BOOLEAN: Rule = 'boolean';
const ANY_OBJECT = (v: unknown) => typeof v === 'object' || typeof v === 'function';

/** The checks of a store config (`undefined` passes). */
const RULES: Record<string, Rule> = {
  autoSync: BOOLEAN,
  remoteSort: BOOLEAN,
  remoteFilter: BOOLEAN,
  remoteGroup: BOOLEAN,
  sortOnLoad: BOOLEAN,
  sortOnFilter: BOOLEAN,
  filterOnLoad: BOOLEAN,
  clearOnPageLoad: BOOLEAN,
  clearRemovedOnLoad: BOOLEAN,
  storeId: 'name',
  id: 'name',
  pageSize: [(v) => typeof v === 'number' && v >= 0, 'a number of 0 or more'],
  fields: [Array.isArray, 'an array of field names or field configs'],
  model: [(v) => typeof v === 'string' || typeof v === 'function', 'a model class or its name'],
  autoLoad: [
    (v) => typeof v === 'boolean' || isMap(v),
    'a boolean or an options object for load()',
  ],
  groupField: [(v) => typeof v === 'string', 'a field name'],
  groupDir: [(v) => v === 'ASC' || v === 'DESC', "'ASC' or 'DESC'"],
  batchUpdateMode: [(v) => v === 'operation' || v === 'complete', "'operation' or 'complete'"],
};

/** The checks of the store configs that also take `null`. */
const NULLABLE_RULES: Record<string, Rule> = {
  proxy: [(v) => typeof v === 'string' || isMap(v), 'a proxy type, a proxy config or a proxy'],
  data: [isObj, 'an array of rows or an object holding them'],
  sorters: [(v) => typeof v === 'string' || ANY_OBJECT(v), 'an array of configs or instances'],
  filters: [ANY_OBJECT, 'an array of configs or instances'],
};

/**
 * Throws a TypeError naming `where` (default `Lib.data.Store`; a subclass passes its own name)
 * and the config when a config has a wrong type.
 */
export function checkStoreConfig(config: Record<string, Any> | undefined, where = WHERE): void {
  if (config === undefined) return;
  if (!isMap(config)) fail(where, 'config', 'an object', config);
  check(where, config, RULES);
  check(where, config, NULLABLE_RULES, true);
}
