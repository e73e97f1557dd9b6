/**
 * The record collection of `Lib.data.Store` (`store.data`, and `store.snapshot` while
 * filtered): an ordered list plus two maps built on first use — by `internalId` (the key Ext
 * JS 4's MixedCollection uses) and by id — so `getById` is one lookup instead of Ext JS 4's
 * scan of the whole store. It keeps the MixedCollection surface legacy code reads (`items`,
 * `length`, `getCount`, `getAt`, `each`, `indexOf`, `getByKey`, `findBy`).
 *
 * **Lazy records.** A big read (see `Lib.data.$reader.Reader#lazyRows`) hands the store its raw
 * rows with a `LazyRows` source instead of records: the list then holds raw rows, and a row
 * becomes a record the first time something asks for it (`getAt`, `getById`, `getRange`,
 * `each`, the view rendering it, the editor). The source keeps each record it made under its
 * row, weakly, so the same record comes back while anything holds it, and lets it go when
 * nothing does; a record whose data changed (edited, even silently, or marked dirty) is kept
 * strongly for as long as the store has its row. Sorting, filtering, searching and the
 * aggregates read a row's values through the fields' converters, one field at a time, without
 * a record; a custom `convert`, a sorter or filter function, or `getGroups` get real records.
 * Reading `items` makes every record and keeps them (legacy code that reads it gets an array).
 *
 * @example
 *   const data = new RecordCollection([ada, grace]);
 *   data.getById(1) === ada; // true
 */
import { KeyedList } from '../../lib/ItemList';
import { spliceIn } from '../../lib/lang/Array';
import { Filter } from '../util/Filter';
import { sortItems, type Sorter } from '../util/Sorter';
import type { Store } from './Store';
import type { Model } from './Model';

/** A weak reference to a record made of a raw row. */
type Ref = WeakRef<Model>;

/** `Reflect`'s functions by name (a proxy handler forwards each trap to its namesake). */
type Reflection = Record<string, (target: object, ...args: unknown[]) => unknown>;

/**
 * An entry of a record collection: a record, or (lazy records) the raw row its record will be
 * made of.
 */
export type Entry = Model | object;

/** Where a lazy records array keeps its source (see `lazyRecords`). */
const SOURCE = Symbol('rows');
/** An index property name: how a lazy records array tells an index read from other reads. */
const INDEX = /^(0|[1-9]\d*)$/;

/**
 * Raw rows whose records are made on first access, in the order they were read (`rows`). The
 * reader says how to make a record of a row (`make`), how to read one converted field of a row
 * without a record (`field`) and a row's key (the `internalId` its record will have).
 */
export class LazyRows {
  /** The raw rows, in the order they were read. */
  declare $rows: unknown[];
  /** @internal The store the records made join; `null` before a store takes the rows. */
  declare $store: Store | null;
  /** @internal The load's `start` (a record's `index` is `start` + its row's position). */
  declare $start?: number;
  /** @internal row → its record (kept) or a WeakRef to it. */
  declare $cache: WeakMap<object, Model | WeakRef<Model>>;
  /** @internal The records made, as [WeakRef, row] pairs: swept when it has doubled. */
  declare $refs: Array<WeakRef<Model> | object>;
  declare $sweepAt: number;
  /** @internal Field readers by name (see `field`). */
  declare $readers: Map<string, ((row: unknown) => unknown) | null>;

  constructor(
    rows: unknown[],
    /** Makes the record of a row. */
    public $make: (row: unknown) => Model,
    /** A reader of one converted field of a row, or `null` when only a record can tell. */
    public $reader: (name: string) => ((row: unknown) => unknown) | null,
    /** The key (`internalId`) the record of a row will have, or `undefined` when it has none. */
    public $key: (row: unknown) => unknown,
    /** The name of the id field. */
    public $idName: string,
  ) {
    const me = this;
    me.$rows = rows;
    me.$sweepAt = 0;
    me.$store = null;
    me.$cache = new WeakMap();
    me.$refs = [];
    me.$readers = new Map();
  }

  /** The record of a row: the one made before if it is still alive, else a new one. */
  $record(row: unknown): Model {
    const me = this;
    if (row === null || typeof row !== 'object') return me.$make(row);
    let record = me.$peek(row);
    if (record === undefined) {
      record = me.$make(row);
      const ref = new WeakRef(record);
      me.$cache.set(row, ref);
      if (me.$refs.push(ref, row) > me.$sweepAt) me.$sweep();
      if (me.$store) record.join(me.$store);
    }
    return record;
  }

  /** The record of a row if one is alive, without making one. */
  $peek(row: unknown): Model | undefined {
    const hit = this.$cache.get(row as object);
    return hit instanceof WeakRef ? hit.deref() : hit;
  }

  /** The record of a row if it is kept (changed), else `undefined`. */
  $kept(row: unknown): Model | undefined {
    const hit = this.$cache.get(row as object);
    return hit instanceof WeakRef ? undefined : hit;
  }

  /** Keeps a record made here strongly from now on (its data changed). */
  $pin(record: Model): void {
    if (this.$peek(record.raw) === record) this.$cache.set(record.raw as object, record);
  }

  /** A reader of one converted field of unchanged rows (`null`: ask the record). */
  $field(name: string): ((row: unknown) => unknown) | null {
    let read = this.$readers.get(name);
    if (read === undefined) this.$readers.set(name, (read = this.$reader(name)));
    return read;
  }

  /** The records made here that are still alive. */
  $live(): Model[] {
    this.$sweep();
    const out: Model[] = [];
    for (let i = 0; i < this.$refs.length; i += 2) out.push((this.$refs[i] as Ref).deref()!);
    return out;
  }

  /** @internal Forgets the records that were let go (their cache entries too). */
  $sweep(): void {
    const { $refs: refs, $cache: cache } = this;
    let n = 0;
    for (let i = 0; i < refs.length; i += 2) {
      const ref = refs[i] as WeakRef<Model>;
      const row = refs[i + 1];
      if (ref.deref() !== undefined) {
        refs[n++] = ref;
        refs[n++] = row;
      } else if (cache.get(row) === ref) {
        cache.delete(row);
      }
    }
    refs.length = n;
    this.$sweepAt = 2 * n + 2048;
  }
}

/**
 * An array of the records of `source`'s rows that makes each record when it is read (the
 * `records` of a lazy read: a reader's ResultSet, a `load` event). Reading its length or an
 * index makes at most that record; anything else (a method, `Object.keys`, a write) makes
 * them all first, so it behaves as an array of records in every way.
 */
export function lazyRecords(source: LazyRows): Model[] {
  const target: Model[] = [];
  let full = false;
  const fill = () => {
    if (!full) {
      full = true;
      const rows = source.$rows;
      for (let i = 0; i < rows.length; i++) target[i] = source.$record(rows[i]);
    }
    return target;
  };
  // Every trap but `get` (and `getPrototypeOf`, so `instanceof` makes nothing) makes them all.
  const handler: Record<string, (target: Model[], ...args: unknown[]) => unknown> = {};
  for (const name of Object.getOwnPropertyNames(Reflect)) {
    if (name !== 'getPrototypeOf') {
      handler[name] = (_target, ...args) => (Reflect as Reflection)[name](fill(), ...args);
    }
  }
  handler.get = (_target: Model[], key: unknown) => {
    if (key === SOURCE) return source;
    if (!full) {
      if (key === 'length') return source.$rows.length;
      if (typeof key === 'string' && INDEX.test(key)) {
        const row = source.$rows[key as unknown as number];
        // A row that is no object cannot key its record: the array is made whole.
        if (row === undefined || (row !== null && typeof row === 'object')) {
          return row && source.$record(row);
        }
      }
    }
    return Reflect.get(fill(), key as PropertyKey);
  };
  return new Proxy(target, handler);
}

/** The source of a lazy records array (`lazyRecords`), else `undefined`. */
export const lazyOf = (records: unknown): LazyRows | undefined =>
  (records as { [SOURCE]?: LazyRows } | null | undefined)?.[SOURCE];

/** Whether a filter reads one value under `data` and matches it (so a raw row's value will do). */
const readsValue = (filter: Filter): boolean =>
  filter.property !== undefined &&
  filter.filter === filter.filterFn &&
  (filter.root == null || filter.root === 'data') &&
  filter.getRoot === Filter.prototype.getRoot;

/** A filter of records that `fn(record, key)` accepts (`this` = `scope`). */
const asFilter = (fn: (record: Model, key: unknown) => unknown, scope: unknown): Filter =>
  ({
    filter: (record: Model) => fn.call(scope, record, record.internalId),
  }) as Partial<Filter> as Filter;

/** The ordered records of a store, keyed by `internalId` and by id. */
export class RecordCollection extends KeyedList<Entry> {
  /** The records, in order (with lazy records: every one made, see the file's header). */
  declare items: Model[];
  /** @internal The entries, in order: records, and raw rows of `src` while `lazy`. */
  declare $list: Entry[];
  /** @internal The source of the raw rows, if they came lazily. */
  declare $src: LazyRows | null;
  /** @internal Whether `list` may hold raw rows. */
  declare $lazy: boolean;
  /** @internal `internalId` → entry; `null` until first needed. */
  declare $byKey: Map<unknown, Entry> | null;
  /** @internal id → first entry with that id; `null` until first needed. */
  declare $byId: Map<unknown, Entry> | null;

  constructor(items: Entry[] = [], src: LazyRows | null = null) {
    super(items);
    this.$src = src;
    this.$lazy = src !== null;
    this.$byKey = this.$byId = null;
  }

  /**
   * @internal Takes the raw rows of `src` as its entries, when their records can wait: every
   * row an object with a key, no key twice. Returns whether it did (else nothing changed).
   */
  $adopt(src: LazyRows): boolean {
    const rows = src.$rows;
    const n = rows.length;
    let prev!: string | number;
    let ascending = true;
    for (let i = 0; i < n; i++) {
      const row = rows[i];
      if (row === null || typeof row !== 'object' || (row as Model).isModel === true) return false;
      const key = src.$key(row) as string | number | undefined;
      if (key === undefined) return false;
      // Keys in increasing order (ids as they usually come) are all different: no map needed.
      if (ascending && i > 0 && !(typeof key === typeof prev && prev < key)) ascending = false;
      prev = key;
    }
    let map: Map<unknown, Entry> | null = null;
    if (!ascending) {
      map = new Map();
      for (let i = 0; i < n; i++) {
        const key = src.$key(rows[i]);
        if (map.has(key)) return false;
        map.set(key, rows[i] as object);
      }
    }
    // A copy: the store's order is its own, the rows read keep theirs (and the caller's array is
    // never changed).
    this.$list = rows.slice() as Entry[];
    this.$src = src;
    this.$lazy = true;
    this.$byKey = map;
    this.$byId = null;
    return true;
  }

  /** The number of records (`items` would make every lazy record). */
  override get length(): number {
    return this.$list.length;
  }

  /** The number of records. */
  override getCount(): number {
    return this.$list.length;
  }

  /** The first record, or `undefined` (only it is made). */
  override first(): Model | undefined {
    return this.getAt(0);
  }

  /** The last record, or `undefined` (only it is made). */
  override last(): Model | undefined {
    return this.getAt(this.$list.length - 1);
  }

  /** The record at `index`, or `undefined` (made on first access from a raw row). */
  override getAt(index: number): Model | undefined {
    return this.$rec(this.$list[index]);
  }

  /** @internal The record of an entry (a raw row's is made on first access; `undefined` stays). */
  $rec(entry: Entry | undefined): Model | undefined {
    return this.$lazy && entry && (entry as Model).isModel !== true
      ? this.$src!.$record(entry)
      : (entry as Model | undefined);
  }

  /** @internal The record of an entry when one holds its values (a record, a changed row's), else `undefined`. */
  $held(entry: Entry): Model | undefined {
    return !this.$lazy || (entry as Model).isModel === true
      ? (entry as Model)
      : this.$src!.$kept(entry);
  }

  /** @internal Whether `entry` is `record` or the raw row it was made of. */
  $isEntryOf(entry: unknown, record: Model): boolean {
    return (
      entry === record ||
      (this.$lazy && entry != null && entry === record.raw && this.$src!.$peek(entry) === record)
    );
  }

  /** The key of a record: its `internalId`. */
  getKey(record: Model): unknown {
    return record.internalId;
  }

  /** @internal The value of field `name` of an entry (`record.get(name)`; a raw row's through its field). */
  $value(entry: Entry, name: string): unknown {
    const record = this.$held(entry);
    if (record) return record.get(name);
    const read = this.$src!.$field(name);
    return read ? read(entry) : this.$src!.$record(entry).get(name);
  }

  /** @internal The values of field `name`, in order (no record made for a raw row). */
  $values(name: string): unknown[] {
    return this.$list.map((entry) => this.$value(entry, name));
  }

  /** The first record whose `getId()` is strictly (`===`) `id`, or `undefined`. */
  getById(id: unknown): Model | undefined {
    let map = this.$byId;
    if (map === null) {
      map = this.$byId = new Map();
      const list = this.$list;
      const name = this.$src?.$idName as string;
      // Backwards, so that the first record with an id is the one kept.
      for (let i = list.length; i--;) {
        const entry = list[i];
        const record = this.$held(entry);
        const recordId = record ? record.getId() : this.$value(entry, name);
        if (recordId !== undefined) map.set(recordId, entry);
      }
    }
    return this.$rec(map.get(id));
  }

  /** The record with this key (`internalId`), or `undefined`. */
  override getByKey(key: unknown): Model | undefined {
    return this.$rec(this.$keyMap().get(key));
  }

  /** Whether this very record is present. */
  override contains(record: Model): boolean {
    return record != null && this.$isEntryOf(this.$keyMap().get(record.internalId), record);
  }

  /** The position of a record, or -1. */
  override indexOf(record: Model): number {
    if (record == null) return -1;
    const list = this.$list;
    const index = list.indexOf(record);
    return index !== -1 || !this.$isEntryOf(record.raw, record)
      ? index
      : list.indexOf(record.raw as object);
  }

  /** The position of the record with this key, or -1. */
  override indexOfKey(key: unknown): number {
    const entry = this.$keyMap().get(key);
    return entry === undefined ? -1 : this.$list.indexOf(entry);
  }

  /** The index of the first record from `start` that `fn(record, key)` accepts, or -1. */
  findIndexBy(fn: (record: Model, key: unknown) => unknown, scope?: unknown, start = 0): number {
    return this.$findIndex([asFilter(fn, scope ?? this)], start);
  }

  /** The first record from `start` that `fn(record, key)` accepts, or `null`. */
  findBy(fn: (record: Model, key: unknown) => unknown, scope?: unknown, start = 0): Model | null {
    return this.getAt(this.findIndexBy(fn, scope, start)) ?? null;
  }

  /** @internal The index of the first record from `start` that every filter accepts, or -1. */
  $findIndex(filters: Filter[], start = 0): number {
    const test = this.$tester(filters);
    const list = this.$list;
    for (let i = start; i < list.length; i++) if (test(list[i])) return i;
    return -1;
  }

  /** @internal A new collection of the records every filter accepts, in order. */
  $select(filters: Filter[]): RecordCollection {
    const test = this.$tester(filters);
    return new RecordCollection(this.$list.filter(test), this.$src);
  }

  /**
   * @internal A test of an entry against filters: a filter of one value reads a raw row's
   * value through its field; any other gets the record.
   */
  $tester(filters: Filter[]): (entry: Entry) => boolean {
    const tests = filters.map((filter) => {
      const read = this.$lazy && readsValue(filter) ? this.$src!.$field(filter.property!) : null;
      return (entry: Entry) => {
        const record = read && this.$held(entry);
        return record === undefined
          ? filter.$testValue(read!(entry))
          : filter.filter(record || this.$rec(entry));
      };
    });
    const count = tests.length;
    return (entry) => {
      for (let i = 0; i < count; i++) if (!tests[i](entry)) return false;
      return true;
    };
  }

  /** @internal Sorts in place by the sorters (stable); a raw row's sort keys read through its fields. */
  $sortBy(sorters: Sorter[]): void {
    const me = this;
    sortItems(me.$list, sorters, {
      key(entry: Entry, sorter: Sorter) {
        const record = me.$held(entry);
        const read =
          record || (sorter.root != null && sorter.root !== 'data')
            ? null
            : me.$src!.$field(sorter.property!);
        if (read === null) return sorter.$keyOf(record || me.$rec(entry));
        const value = read(entry);
        return sorter.transform ? sorter.transform(value) : value;
      },
      item: (entry: Entry) => me.$rec(entry),
    });
  }

  /** Where a record goes among the records: after those that `compare` puts before it or equal. */
  $sortedIndex(record: Model, compare: (a: Model, b: Model) => number): number {
    let low = 0;
    let high = this.$list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(this.getAt(mid)!, record) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Appends records; a record whose `internalId` is already present replaces the old one in
   * place (so re-reading a row does not duplicate it). Returns the records replaced.
   */
  addAll(records: Model[]): Model[] {
    const map = this.$keyMap();
    const list = this.$list;
    const replaced: Model[] = [];
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      const key = record.internalId;
      const existing = map.get(key);
      if (existing === undefined) {
        list.push(record);
      } else if (!this.$isEntryOf(existing, record)) {
        list[list.indexOf(existing)] = record;
        replaced.push(this.$rec(existing)!);
      }
      map.set(key, record);
    }
    this.$byId = null;
    return replaced;
  }

  /** Inserts records at `index`; a record already present under the same key is moved. */
  insert(index: number, records: Model[]): void {
    const map = this.$keyMap();
    const list = this.$list;
    for (const record of records) {
      const existing = map.get(record.internalId);
      const at = existing === undefined ? -1 : list.indexOf(existing);
      if (at !== -1) {
        list.splice(at, 1);
        if (at < index) index--;
      }
    }
    spliceIn(list, index, 0, records);
    for (const record of records) map.set(record.internalId, record);
    this.$byId = null;
  }

  /** Removes a record; returns its former index, or -1 when it was not there. */
  remove(record: Model): number {
    const index = this.indexOf(record);
    if (index !== -1) this.removeAt(index);
    return index;
  }

  /** Removes the record at `index`; returns it (or `undefined`). */
  removeAt(index: number): Model | undefined {
    const record = this.getAt(index);
    if (record !== undefined) {
      this.$list.splice(index, 1);
      this.$unkey(record, record.internalId);
    }
    return record;
  }

  /** Removes every record of `records` in one pass (linear, however many there are). */
  removeSet(records: Set<Model>): void {
    if (records.size === 0) return;
    // The raw rows of the records made of them: their entries.
    const rows = new Set<unknown>();
    for (const record of records) if (this.$isEntryOf(record.raw, record)) rows.add(record.raw);
    this.$list = this.$list.filter((entry) => !records.has(entry as Model) && !rows.has(entry));
    for (const record of records) this.$unkey(record, record.internalId);
  }

  /** Removes every record. */
  clear(): void {
    this.$list = [];
    this.$src = null;
    this.$lazy = false;
    this.$byKey = this.$byId = null;
  }

  /** Re-keys a record after its id (and so its `internalId`) changed. */
  rekey(record: Model, oldKey: unknown): void {
    this.$unkey(record, oldKey);
    const index = this.$byKey === null ? -1 : this.indexOf(record);
    if (index !== -1) this.$byKey!.set(record.internalId, this.$list[index]);
  }

  /** Replaces the order (after a sort); the set of records is the same. */
  setOrder(items: Entry[]): void {
    this.$list = items;
  }

  /** A new collection of the records `fn(record, key)` accepts, in order. */
  filterBy(fn: (record: Model, key: unknown) => unknown, scope?: unknown): RecordCollection {
    return this.$select([asFilter(fn, scope)]);
  }

  /** A shallow copy. */
  clone(): RecordCollection {
    return new RecordCollection(this.$list.slice(), this.$src);
  }

  /** The records from `start` to `end` inclusive (default: all). */
  override getRange(start = 0, end?: number): Model[] {
    return this.$list
      .slice(start, end === undefined ? undefined : end + 1)
      .map(this.$rec, this) as Model[];
  }

  /**
   * Calls `fn(record, index, count)` for each record (`this` = `scope`, default the record) of
   * the records as they are now; stops when it returns `false`.
   */
  override each(
    fn: (this: unknown, record: Model, index: number, count: number) => unknown,
    scope?: unknown,
  ): void {
    const list = this.$list.slice();
    for (let i = 0; i < list.length; i++) {
      const record = this.$rec(list[i])!;
      if (fn.call(scope ?? record, record, i, list.length) === false) break;
    }
  }

  /**
   * @internal The records that may hold changes that `fn` accepts, in order: every record of
   * the list, and the kept (changed) records of raw rows (an unchanged row's has nothing to send).
   */
  $heldRecords(fn: (record: Model) => unknown): Model[] {
    return this.$list.map(this.$held, this).filter((record) => record && fn(record)) as Model[];
  }

  /** @internal Takes every record out of the stores' lists of `store` (the ones alive of the raw rows too). */
  $unjoinAll(store: Store): void {
    for (const list of [this.$list, this.$lazy ? this.$src!.$live() : []] as Model[][]) {
      for (let i = 0; i < list.length; i++) if (list[i].isModel === true) list[i].unjoin(store);
    }
  }

  /** @internal Forgets `key` if it is the record's, and the id map. */
  private $unkey(record: Model, key: unknown): void {
    const map = this.$byKey;
    if (map !== null && this.$isEntryOf(map.get(key), record)) map.delete(key);
    this.$byId = null;
  }

  /** @internal `internalId` → entry, built on first use. */
  $keyMap(): Map<unknown, Entry> {
    let map = this.$byKey;
    if (map === null) {
      map = this.$byKey = new Map();
      const list = this.$list;
      for (const entry of list) {
        const record = this.$held(entry);
        map.set(record ? record.internalId : this.$src!.$key(entry), entry);
      }
    }
    return map;
  }
}

// `items` reads every record (legacy code reading `data.items` gets an array of records): the
// raw rows become their records, kept from then on.
Object.defineProperty(RecordCollection.prototype, 'items', {
  get(this: RecordCollection) {
    const list = this.$list;
    if (this.$lazy) {
      for (let i = 0; i < list.length; i++) list[i] = this.$rec(list[i])!;
      this.$lazy = false;
      this.$byKey = this.$byId = null;
    }
    return list;
  },
  set(this: RecordCollection, items: Entry[]) {
    this.$list = items;
  },
});
