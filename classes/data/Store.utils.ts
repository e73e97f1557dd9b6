/**
 * The record collection behind a store (`store.data`, and `store.snapshot` while filtered):
 * an ordered array plus maps by `internalId` and by id, so `getById` is one lookup instead of
 * Ext JS 4's scan of the whole store. Keeps the MixedCollection surface legacy code reads
 * (`items`, `length`, `getCount`, `getAt`, `each`, `indexOf`, `getByKey`).
 */

export class RecordCollection {
  /** The records, in order. */
  items: any[];
  private byKey: Map<unknown, any>;
  private byId: Map<unknown, any> | null = null;

  constructor(items: any[] = []) {
    this.items = items;
    this.byKey = new Map();
    for (const record of items) this.byKey.set(record.internalId, record);
  }

  get length(): number {
    return this.items.length;
  }

  getCount(): number {
    return this.items.length;
  }

  getAt(index: number): any {
    return this.items[index];
  }

  /** The record with this `internalId`. */
  getByKey(key: unknown): any {
    return this.byKey.get(key);
  }

  /** The record whose `getId()` is strictly equal to `id` (built on first use, then kept). */
  getById(id: unknown): any {
    if (this.byId === null) {
      this.byId = new Map();
      for (const record of this.items) {
        const recordId = record.getId();
        if (recordId !== undefined && !this.byId.has(recordId)) this.byId.set(recordId, record);
      }
    }
    return this.byId.get(id);
  }

  containsKey(key: unknown): boolean {
    return this.byKey.has(key);
  }

  contains(record: any): boolean {
    return this.byKey.get(record.internalId) === record;
  }

  indexOf(record: any): number {
    return this.byKey.get(record?.internalId) === record ? this.items.indexOf(record) : -1;
  }

  each(fn: (record: any, index: number, length: number) => unknown, scope?: unknown): void {
    const items = this.items.slice();
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], i, items.length) === false) break;
    }
  }

  /**
   * Appends records; a record whose `internalId` is already present replaces the old one in
   * place (so re-reading a row does not duplicate it). Returns the records actually appended.
   */
  addAll(records: any[]): any[] {
    const appended: any[] = [];
    for (const record of records) {
      const existing = this.byKey.get(record.internalId);
      if (existing !== undefined && existing !== record) {
        this.items[this.items.indexOf(existing)] = record;
      } else if (existing === undefined) {
        this.items.push(record);
        appended.push(record);
      }
      this.byKey.set(record.internalId, record);
    }
    this.byId = null;
    return appended;
  }

  /** Inserts records at `index`. */
  insert(index: number, records: any[]): void {
    this.items.splice(index, 0, ...records);
    for (const record of records) this.byKey.set(record.internalId, record);
    this.byId = null;
  }

  /** Removes a record; returns its former index or -1. */
  remove(record: any): number {
    const index = this.indexOf(record);
    if (index === -1) return -1;
    this.items.splice(index, 1);
    this.byKey.delete(record.internalId);
    this.byId = null;
    return index;
  }

  clear(): void {
    this.items = [];
    this.byKey.clear();
    this.byId = null;
  }

  /** Re-keys after a record's id (and so its internalId) changed. */
  rekey(record: any, oldInternalId: unknown): void {
    if (this.byKey.get(oldInternalId) === record) this.byKey.delete(oldInternalId);
    if (this.indexOf(record) !== -1 || this.items.includes(record)) this.byKey.set(record.internalId, record);
    this.byId = null;
  }

  /** Replaces the order (after a sort); the set of records is unchanged. */
  setOrder(items: any[]): void {
    this.items = items;
  }

  /** A new collection of the records `fn` accepts. */
  filterBy(fn: (record: any, key?: unknown) => boolean, scope?: unknown): RecordCollection {
    return new RecordCollection(this.items.filter((record) => fn.call(scope, record, record.internalId)));
  }

  clone(): RecordCollection {
    return new RecordCollection(this.items.slice());
  }

  getRange(start = 0, end?: number): any[] {
    return this.items.slice(start, end === undefined ? undefined : end + 1);
  }
}
