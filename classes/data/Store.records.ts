/**
 * The record collection of `Lib.data.Store` (`store.data`, and `store.snapshot` while
 * filtered): an ordered array plus two maps built on first use — by `internalId` (the key
 * Ext JS 4's MixedCollection uses) and by id — so `getById` is one lookup instead of Ext JS
 * 4's scan of the whole store. It keeps the MixedCollection surface legacy code reads
 * (`items`, `length`, `getCount`, `getAt`, `each`, `indexOf`, `getByKey`, `findBy`).
 *
 * @example
 *   const data = new RecordCollection([ada, grace]);
 *   data.getById(1) === ada; // true
 */
import { KeyedList } from '../../lib/ItemList';
import { spliceIn } from '../../lib/lang/Array';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The ordered records of a store, keyed by `internalId` and by id. */
export class RecordCollection extends KeyedList<Any> {
  /** The records, in order. */
  declare items: Any[];
  /** @internal `internalId` → record; `null` until first needed. */
  declare private byKey: Map<unknown, Any> | null;
  /** @internal id → first record with that id; `null` until first needed. */
  declare private byId: Map<unknown, Any> | null;

  constructor(items: Any[] = []) {
    super();
    this.items = items;
    this.byKey = this.byId = null;
  }

  /** The key of a record: its `internalId`. */
  getKey(record: Any): unknown {
    return record.internalId;
  }

  /** The first record whose `getId()` is strictly (`===`) `id`, or `undefined`. */
  getById(id: unknown): Any {
    let map = this.byId;
    if (map === null) {
      map = this.byId = new Map();
      const items = this.items;
      // Backwards, so that the first record with an id is the one kept.
      for (let i = items.length; i--;) {
        const recordId = items[i].getId();
        if (recordId !== undefined) map.set(recordId, items[i]);
      }
    }
    return map.get(id);
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
    return this.items[this.findIndexBy(fn, scope, start)] ?? null;
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
    const items = this.items;
    for (const record of records) {
      const existing = map.get(record.internalId);
      const at = existing === undefined ? -1 : items.indexOf(existing);
      if (at !== -1) {
        items.splice(at, 1);
        if (at < index) index--;
      }
    }
    spliceIn(items, index, 0, records);
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
    if (record !== undefined) {
      this.items.splice(index, 1);
      this.unkey(record, record.internalId);
    }
    return record;
  }

  /** Removes every record of `records` in one pass (linear, however many there are). */
  removeSet(records: Set<Any>): void {
    if (records.size === 0) return;
    this.items = this.items.filter((record) => !records.has(record));
    for (const record of records) this.unkey(record, record.internalId);
  }

  /** Removes every record. */
  clear(): void {
    this.items = [];
    this.byKey = this.byId = null;
  }

  /** Re-keys a record after its id (and so its `internalId`) changed. */
  rekey(record: Any, oldKey: unknown): void {
    this.unkey(record, oldKey);
    if (this.byKey !== null && this.items.indexOf(record) !== -1) {
      this.byKey.set(record.internalId, record);
    }
  }

  /** Replaces the order (after a sort); the set of records is the same. */
  setOrder(items: Any[]): void {
    this.items = items;
  }

  /** A new collection of the records `fn(record, key)` accepts, in order. */
  filterBy(fn: (record: Any, key: unknown) => unknown, scope?: unknown): RecordCollection {
    // A plain loop: filtering 100 000 records, an `Array#filter` callback around `fn` costs
    // a quarter more.
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
  override getRange(start = 0, end?: number): Any[] {
    return this.items.slice(start, end === undefined ? undefined : end + 1);
  }

  /** @internal Forgets `key` if it is the record's, and the id map. */
  private unkey(record: Any, key: unknown): void {
    const map = this.byKey;
    if (map !== null && map.get(key) === record) map.delete(key);
    this.byId = null;
  }

  /** @internal `internalId` → record, built on first use. */
  keyMap(): Map<unknown, Any> {
    let map = this.byKey;
    if (map === null) {
      map = this.byKey = new Map();
      const items = this.items;
      for (let i = 0; i < items.length; i++) map.set(items[i].internalId, items[i]);
    }
    return map;
  }
}
