/**
 * `Lib.selection.Model` (alternate `Lib.AbstractSelectionModel`): which records of a store are
 * selected, in one of three modes: `'SINGLE'` (one record), `'SIMPLE'` (each click toggles) and
 * `'MULTI'` (Ctrl toggles, Shift selects a range). It fires `beforeselect` (`false` cancels),
 * `select(sm, record, index)`, `beforedeselect`, `deselect(sm, record, index)` and, once per
 * change, `selectionchange(sm, selected)`. It follows its store: removed records leave the
 * selection (`pruneRemoved`), a reload keeps the records still there (or their reloaded twins,
 * by id), sorting and filtering keep it as it is.
 *
 * Views tell it about clicks and keys; `Lib.selection.RowModel` is the grid's.
 *
 * @example
 *   const sm = grid.getSelectionModel();
 *   sm.setSelectionMode('MULTI');
 *   sm.select([0, 2]); // the first and third records
 *   sm.getSelection(); // [record0, record2]
 */
import { registerClass } from '../../lib/Class';
import { describe } from '../../lib/Error';
import { check } from '../../lib/check';
import { Observable, type ObservableConfig } from '../util/Observable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A selection mode. */
export type SelectionMode = 'SINGLE' | 'SIMPLE' | 'MULTI';

export interface SelectionModelConfig extends ObservableConfig {
  /** `'SINGLE'` (default), `'SIMPLE'` or `'MULTI'` (any case). */
  mode?: SelectionMode | 'single' | 'simple' | 'multi';
  /** In SINGLE mode, clicking the selected record deselects it (default `false`). */
  allowDeselect?: boolean;
  /** Records removed from the store leave the selection (default `true`). */
  pruneRemoved?: boolean;
  /** The store (usually bound by the grid). */
  store?: Any;
}

/** The selected records, in selection order, with the MixedCollection methods Ext code uses. */
export class Selection {
  /** The records, in selection order. */
  items: Any[];
  private set: Set<Any>;
  constructor() {
    this.items = [];
    this.set = new Set();
  }
  /** The number of records. */
  get length(): number {
    return this.items.length;
  }
  /** The number of records. */
  getCount(): number {
    return this.items.length;
  }
  /** Whether the record is selected. */
  contains(record: Any): boolean {
    return this.set.has(record);
  }
  /** The position of a record in the selection, or -1. */
  indexOf(record: Any): number {
    return this.set.has(record) ? this.items.indexOf(record) : -1;
  }
  /** The record at `index`. */
  getAt(index: number): Any {
    return this.items[index];
  }
  /** A copy of the records. */
  getRange(): Any[] {
    return this.items.slice();
  }
  /** The first record. */
  first(): Any {
    return this.items[0];
  }
  /** The last record. */
  last(): Any {
    return this.items[this.items.length - 1];
  }
  /** Calls `fn(record, index, count)` for each record; `false` stops. */
  each(fn: (record: Any, index: number, count: number) => unknown, scope?: unknown): void {
    const items = this.items.slice();
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], i, items.length) === false) break;
    }
  }
  /** @internal Adds a record (once). */
  add(record: Any): boolean {
    if (this.set.has(record)) return false;
    this.set.add(record);
    this.items.push(record);
    return true;
  }
  /** @internal Removes a record. */
  remove(record: Any): boolean {
    if (!this.set.delete(record)) return false;
    this.items.splice(this.items.indexOf(record), 1);
    return true;
  }
  /** @internal Removes every record of a set, in one pass. */
  removeSet(records: Set<Any>): number {
    let removed = 0;
    for (const record of records) if (this.set.delete(record)) removed++;
    if (removed) this.items = this.items.filter((record) => this.set.has(record));
    return removed;
  }
  /** @internal Replaces the records. */
  replace(records: Any[]): void {
    this.items = records;
    this.set = new Set(records);
  }
  /** @internal Removes every record. */
  clear(): void {
    this.items = [];
    this.set.clear();
  }
}

/** The checks of a selection model's own configs (`mode` is checked by `normalizeMode`). */
const RULES = { allowDeselect: 'boolean', pruneRemoved: 'boolean' };

const MODES: Record<string, SelectionMode> = {
  single: 'SINGLE',
  simple: 'SIMPLE',
  multi: 'MULTI',
};

/** Beyond this many records an operation indexes the store once instead of per record. */
const BULK = 16;

export class SelectionModel extends Observable {
  declare mode: SelectionMode;
  declare allowDeselect: boolean;
  declare pruneRemoved: boolean;
  /** The store. */
  declare store: Any;
  /** The selected records. */
  declare selected: Selection;
  /** The record selected last, or `null`. */
  declare lastSelected: Any;
  /** The record with the keyboard focus (the view shows it), or `null`. */
  declare lastFocused: Any;
  /** The anchor of Shift ranges, or `null`. */
  declare selectionStart: Any;
  /** While locked, nothing can be selected or deselected. */
  declare locked: boolean;
  /** The view this model serves, once bound. */
  declare view: Any;
  /** Always `true`. */
  declare isSelectionModel: true;
  /** @internal Store listeners. */
  declare $storeListeners: Any;

  override $construct(config?: SelectionModelConfig): this {
    check(this.$className, config, RULES);
    super.$construct(config);
    this.mode = normalizeMode(this.mode, this.$className);
    this.selected = new Selection();
    this.lastSelected = null;
    this.lastFocused = null;
    this.selectionStart = null;
    const store = this.store;
    this.store = null;
    if (store) this.bindStore(store);
    return this;
  }

  // ---- store ---------------------------------------------------------------------------

  /**
   * Follows a store (`null` unbinds): its removals leave the selection, a reload or refresh
   * keeps only records still there. Binding another store clears the selection.
   */
  bindStore(store: Any, initial?: boolean): void {
    if (store === this.store) return;
    if (this.store && this.$storeListeners) this.store.un(this.$storeListeners);
    const had = this.selected.getCount() > 0;
    this.store = store || null;
    if (!initial && had) {
      this.selected.clear();
      this.lastSelected = this.selectionStart = null;
      this.setLastFocused(null, true);
      this.notifyView();
      this.fireEvent('selectionchange', this, []);
    }
    if (store) {
      this.$storeListeners = {
        bulkremove: this.onStoreRemove,
        clear: this.onStoreClear,
        refresh: this.onStoreRefresh,
        scope: this,
      };
      store.on(this.$storeListeners);
    }
  }

  /** @internal Removed records leave the selection (not when they only move). */
  onStoreRemove(_store: Any, records: Any[], _indexes: number[], isMove?: boolean): void {
    if (isMove || !this.pruneRemoved || this.selected.getCount() === 0) {
      this.forgetFocus(records);
      return;
    }
    const set = new Set(records);
    const removed = this.selected.removeSet(set);
    if (set.has(this.lastSelected)) this.lastSelected = null;
    if (set.has(this.selectionStart)) this.selectionStart = null;
    this.forgetFocus(records);
    if (removed) this.fireEvent('selectionchange', this, this.selected.getRange());
  }

  /** @internal `removeAll`: the selection empties. */
  onStoreClear(): void {
    this.lastSelected = this.selectionStart = null;
    this.setLastFocused(null, true);
    if (this.selected.getCount() === 0) return;
    this.selected.clear();
    this.fireEvent('selectionchange', this, []);
  }

  /**
   * @internal After a load, sort or filter: keeps the selected records the store still holds
   * (filtered-out ones included), swaps reloaded records for their twins with the same id, and
   * drops the rest (firing `selectionchange` when something changed).
   */
  onStoreRefresh(): void {
    const store = this.store;
    if (!store) return;
    const all = store.snapshot || store.data;
    const map = (record: Any): Any => {
      if (!record) return null;
      if (all.contains(record)) return record;
      const id = record.getId?.();
      return id !== undefined && id !== null && !record.phantom ? all.getById(id) || null : null;
    };
    this.lastFocused = map(this.lastFocused);
    this.lastSelected = map(this.lastSelected);
    this.selectionStart = map(this.selectionStart);
    if (this.selected.getCount() === 0) return;
    let changed = false;
    const kept: Any[] = [];
    for (const record of this.selected.items) {
      const twin = map(record);
      if (twin !== record) changed = true;
      if (twin && !kept.includes(twin)) kept.push(twin);
    }
    if (!changed) return;
    this.selected.replace(kept);
    this.fireEvent('selectionchange', this, this.selected.getRange());
  }

  /** @internal The focus leaves removed records. */
  forgetFocus(records: Any[]): void {
    if (this.lastFocused && records.includes(this.lastFocused)) this.setLastFocused(null, true);
  }

  // ---- queries -------------------------------------------------------------------------

  /** The selected records, in selection order (a copy). */
  getSelection(): Any[] {
    return this.selected.getRange();
  }

  /** The record selected last, or `null`. */
  getLastSelected(): Any {
    return this.lastSelected;
  }

  /** Whether a record (or the record at a store index) is selected. */
  isSelected(recordOrIndex: Any): boolean {
    const record =
      typeof recordOrIndex === 'number' ? this.store?.getAt(recordOrIndex) : recordOrIndex;
    return !!record && this.selected.contains(record);
  }

  /** Whether anything is selected. */
  hasSelection(): boolean {
    return this.selected.getCount() > 0;
  }

  /** The number of selected records. */
  getCount(): number {
    return this.selected.getCount();
  }

  /** The selection mode. */
  getSelectionMode(): SelectionMode {
    return this.mode;
  }

  /** Sets the selection mode (`'SINGLE'`, `'SIMPLE'`, `'MULTI'`, any case). */
  setSelectionMode(mode: string): void {
    this.mode = normalizeMode(mode, this.$className);
  }

  /** Whether selecting is locked. */
  isLocked(): boolean {
    return this.locked === true;
  }

  /** Locks (`true`) or unlocks selecting. */
  setLocked(locked: boolean): void {
    this.locked = !!locked;
  }

  /** Whether the record has the keyboard focus. */
  isFocused(record: Any): boolean {
    return record !== null && record !== undefined && record === this.lastFocused;
  }

  /** The record with the keyboard focus, or `null`. */
  getLastFocused(): Any {
    return this.lastFocused;
  }

  /**
   * Moves the keyboard focus to a record (`null`: none); the view marks its row. Fires
   * `focuschange(sm, oldFocused, newFocused)` unless `suppressEvent`.
   */
  setLastFocused(record: Any, suppressEvent?: boolean): void {
    const old = this.lastFocused;
    if (old === (record || null)) return;
    this.lastFocused = record || null;
    this.view?.onLastFocusChanged?.(old, this.lastFocused);
    if (!suppressEvent) this.fireEvent('focuschange', this, old, this.lastFocused);
  }

  // ---- selecting -----------------------------------------------------------------------

  /**
   * Selects records (a record, a store index, or an array of them). In SINGLE mode only the
   * first counts. Without `keepExisting` the others are deselected first. Each record fires
   * `beforeselect(sm, record, index)` (`false` skips it) and `select`; then `selectionchange`
   * fires once. `suppressEvent` fires nothing.
   */
  select(records: Any, keepExisting?: boolean, suppressEvent?: boolean): void {
    const list = this.toRecords(records, 'select');
    if (this.locked || list.length === 0) return;
    if (this.mode === 'SINGLE') {
      this.doSelect([list[0]], false, suppressEvent);
    } else {
      this.doSelect(list, keepExisting === true, suppressEvent);
    }
  }

  /**
   * Deselects records (a record, a store index, or an array). Each fires `beforedeselect`
   * (`false` keeps it) and `deselect`; then `selectionchange` fires once.
   */
  deselect(records: Any, suppressEvent?: boolean): void {
    const list = this.toRecords(records, 'deselect');
    if (this.locked || list.length === 0) return;
    const changed = this.doDeselect(list, suppressEvent);
    this.finish(changed, suppressEvent);
  }

  /** Selects every record of the store (keeping the selection), firing `selectionchange` once. */
  selectAll(suppressEvent?: boolean): void {
    if (this.locked || !this.store) return;
    const records: Any[] = this.store.data.items;
    this.doSelect(records.slice(), true, suppressEvent, (i) => i);
  }

  /** Deselects every record, firing `selectionchange` once. */
  deselectAll(suppressEvent?: boolean): void {
    if (this.locked || this.selected.getCount() === 0) return;
    const changed = this.doDeselect(this.selected.getRange(), suppressEvent);
    this.finish(changed, suppressEvent);
  }

  /** Selects the records from store index `start` to `end` (inclusive, either order). */
  selectRange(start: Any, end: Any, keepExisting?: boolean, suppressEvent?: boolean): void {
    if (this.locked || !this.store) return;
    let from = typeof start === 'number' ? start : this.indexOfRecord(start);
    let to = typeof end === 'number' ? end : this.indexOfRecord(end);
    if (from < 0 || to < 0) return;
    if (from > to) [from, to] = [to, from];
    const records = this.store.getRange(from, to);
    this.doSelect(records, keepExisting === true, suppressEvent, (i) => from + i);
  }

  /** Deselects the records from store index `start` to `end` (inclusive). */
  deselectRange(start: number, end: number, suppressEvent?: boolean): void {
    if (this.locked || !this.store) return;
    const from = Math.min(start, end);
    const to = Math.max(start, end);
    const records = this.store.getRange(from, to).filter((r: Any) => this.selected.contains(r));
    this.finish(this.doDeselect(records, suppressEvent), suppressEvent);
  }

  /** @internal Selects `records`; `indexAt(i)` gives the store index of `records[i]` when known. */
  doSelect(
    records: Any[],
    keepExisting: boolean,
    suppressEvent?: boolean,
    indexAt?: (i: number) => number,
  ): void {
    let changed = false;
    if (!keepExisting && this.selected.getCount()) {
      const keep = new Set(records);
      const others = this.selected.items.filter((record) => !keep.has(record));
      if (others.length) {
        const before = this.selected.getCount();
        this.doDeselect(others, suppressEvent);
        changed = this.selected.getCount() !== before;
        // A vetoed deselection in SINGLE mode leaves room for nobody else.
        if (this.mode === 'SINGLE' && this.selected.getCount() > 0) {
          this.finish(changed, suppressEvent);
          return;
        }
      }
    }
    const fire = !suppressEvent && (this.hasListener('beforeselect') || this.hasListener('select'));
    const index = fire && !indexAt ? this.indexer(records) : indexAt;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (this.selected.contains(record)) {
        this.lastSelected = record;
        continue;
      }
      const at = fire ? (index as (i: number) => number)(i) : -1;
      if (fire && this.fireEvent('beforeselect', this, record, at) === false) continue;
      this.selected.add(record);
      this.lastSelected = record;
      changed = true;
      if (fire) this.fireEvent('select', this, record, at);
    }
    this.finish(changed, suppressEvent);
  }

  /** @internal Deselects `records`; returns whether any left the selection. */
  doDeselect(records: Any[], suppressEvent?: boolean): boolean {
    const fire =
      !suppressEvent && (this.hasListener('beforedeselect') || this.hasListener('deselect'));
    const index = fire ? this.indexer(records) : null;
    let changed = false;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!this.selected.contains(record)) continue;
      const at = index ? index(i) : -1;
      if (fire && this.fireEvent('beforedeselect', this, record, at) === false) continue;
      this.selected.remove(record);
      if (this.lastSelected === record) this.lastSelected = this.selected.last() ?? null;
      changed = true;
      if (fire) this.fireEvent('deselect', this, record, at);
    }
    return changed;
  }

  /** @internal After a change: the view updates its rows, then `selectionchange` fires. */
  finish(changed: boolean, suppressEvent?: boolean): void {
    if (!changed) return;
    this.notifyView();
    if (!suppressEvent) this.fireEvent('selectionchange', this, this.selected.getRange());
  }

  /** @internal Tells the view to show the selection again. */
  notifyView(): void {
    this.view?.refreshRowStates?.();
  }

  /** @internal Records from a record, an index or an array of them. */
  toRecords(value: Any, where: string): Any[] {
    if (value === undefined || value === null) return [];
    const list = Array.isArray(value) ? value : [value];
    const out: Any[] = [];
    for (const item of list) {
      if (typeof item === 'number') {
        const record = this.store?.getAt(item);
        if (record) out.push(record);
      } else if (item && typeof item === 'object' && item.isModel) {
        out.push(item);
      } else {
        throw new TypeError(
          `[${this.$className}#${where}] expects records or store indexes, got ${describe(item)}`,
        );
      }
    }
    return out;
  }

  /** The store index of a record (the view's rendered rows are looked at first), or -1. */
  indexOfRecord(record: Any): number {
    const fromView = this.view?.indexOfRendered?.(record);
    if (typeof fromView === 'number' && fromView >= 0) return fromView;
    return this.store ? this.store.indexOf(record) : -1;
  }

  /**
   * @internal A function giving the store index of `records[i]`: per record for a few, from
   * one pass over the store for many (a per-record `indexOf` would be quadratic).
   */
  indexer(records: Any[]): (i: number) => number {
    if (records.length <= BULK || !this.store) return (i) => this.indexOfRecord(records[i]);
    const positions = new Map<Any, number>();
    const items: Any[] = this.store.data.items;
    for (let i = 0; i < items.length; i++) positions.set(items[i], i);
    return (i) => positions.get(records[i]) ?? -1;
  }

  /** Unbinds the store and removes the listeners. */
  override destroy(): void {
    this.bindStore(null, true);
    this.view = null;
    super.destroy();
  }
}

function normalizeMode(mode: unknown, where: string): SelectionMode {
  if (mode === undefined || mode === null) return 'SINGLE';
  const found = typeof mode === 'string' ? MODES[mode.toLowerCase()] : undefined;
  if (!found) {
    throw new TypeError(
      `[${where}] mode must be 'SINGLE', 'SIMPLE' or 'MULTI', got ${describe(mode)}`,
    );
  }
  return found;
}

registerClass(SelectionModel, 'Lib.selection.Model', {
  alternateClassName: 'Lib.AbstractSelectionModel',
  isSelectionModel: true,
  mode: 'SINGLE',
  allowDeselect: false,
  pruneRemoved: true,
  locked: false,
  store: null,
  view: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.Model': typeof SelectionModel;
  }
}
