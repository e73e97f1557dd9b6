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
import { cfg, declareConfigs, fail, type Test } from '../../lib/config';
import { ItemList } from '../../lib/ItemList';
import { Observable, type ObservableConfig } from '../util/Observable';
import type { Model } from '../data/Model';
import type { Store } from '../data/Store';

/** What a selection model asks of the view it serves (each hook is optional). */
export interface SelectionView {
  /** The selection changed: the view marks its items again. */
  refreshRowStates?(): void;
  /** The keyboard focus moved from `old` to `record` (`null`: none). */
  onLastFocusChanged?(old: Model | null, record: Model | null): void;
  /** The store index of a record the view shows (faster than the store's), or -1. */
  indexOfRendered?(record: Model | null): number;
}

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
  store?: Store;
}

/** What `select`/`deselect` take: a record, a store index, or an array of them. */
export type RecordsArg = Model | number | Array<Model | number> | null | undefined;

/** The selected records, in selection order, with the MixedCollection methods Ext code uses. */
export class Selection extends ItemList {
  private set: Set<Model>;
  constructor() {
    super();
    this.set = new Set();
  }
  /** Whether the record is selected. */
  contains(record: Model): boolean {
    return this.set.has(record);
  }
  /** The position of a record in the selection, or -1. */
  override indexOf(record: Model): number {
    return this.set.has(record) ? super.indexOf(record) : -1;
  }
  /** @internal Adds a record (once). */
  add(record: Model): boolean {
    if (this.set.has(record)) return false;
    this.set.add(record);
    this.items.push(record);
    return true;
  }
  /** @internal Removes a record. */
  remove(record: Model): boolean {
    const removed = this.set.delete(record);
    if (removed) this.items.splice(this.items.indexOf(record), 1);
    return removed;
  }
  /** @internal Removes every record of a set, in one pass. */
  removeSet(records: Set<Model>): number {
    let removed = 0;
    for (const record of records) if (this.set.delete(record)) removed++;
    if (removed) this.items = this.items.filter((record) => this.set.has(record));
    return removed;
  }
  /** @internal Replaces the records. */
  replace(records: Model[]): void {
    this.items = records;
    this.set = new Set(records);
  }
  /** @internal Removes every record. */
  clear(): void {
    this.replace([]);
  }
}

const MODES = ['single', 'simple', 'multi'];

/** A selection mode in any case. */
const isMode = (v: unknown): boolean => typeof v === 'string' && MODES.includes(v.toLowerCase());

const MODE_EXPECTED = "'SINGLE', 'SIMPLE' or 'MULTI'";

/** The rule of `mode`. */
const MODE: Test = [isMode, MODE_EXPECTED];

/** Beyond this many records an operation indexes the store once instead of per record. */
const BULK = 16;

/** The events of selection models and the arguments their listeners get. */
export interface SelectionModelEvents<S = SelectionModel> {
  /** The selection changed; `selected` is all that is selected now. */
  selectionchange: [selModel: S, selected: Model[]];
  /** `record` is about to be selected; `false` cancels it. */
  beforeselect: [selModel: S, record: Model, index: number];
  select: [selModel: S, record: Model, index: number];
  /** `record` is about to be deselected; `false` cancels it. */
  beforedeselect: [selModel: S, record: Model, index: number];
  deselect: [selModel: S, record: Model, index: number];
  /** The focused record changed (beyond Ext JS 4.2.1's docs, as its code fires it). */
  focuschange: [selModel: S, oldFocused: Model | null, newFocused: Model | null];
}

export class SelectionModel extends Observable {
  /** Type only: the events (see `SelectionModelEvents`). */
  declare $eventMap: SelectionModelEvents<this>;
  declare mode: SelectionMode;
  declare allowDeselect: boolean;
  declare pruneRemoved: boolean;
  /** The store, once bound. */
  declare store: Store | null;
  /** The selected records. */
  declare selected: Selection;
  /** The record selected last, or `null`. */
  declare lastSelected: Model | null;
  /** The record with the keyboard focus (the view shows it), or `null`. */
  declare lastFocused: Model | null;
  /** The anchor of Shift ranges, or `null`. */
  declare selectionStart: Model | null;
  /** While locked, nothing can be selected or deselected. */
  declare locked: boolean;
  /** The view this model serves, once bound. */
  declare view: SelectionView | null | undefined;
  /** Always `true`. */
  declare isSelectionModel: true;
  /** @internal Store listeners. */
  declare $storeOn: Record<string, unknown> | undefined;

  /** Takes the configs (checked by Observable), then the mode and the store. */
  override $construct(config?: SelectionModelConfig): this {
    const me = this;
    super.$construct(config);
    me.setSelectionMode(me.mode);
    me.selected = new Selection();
    const store = me.store;
    me.store = null;
    if (store) me.bindStore(store);
    return me;
  }

  // ---- store ---------------------------------------------------------------------------

  /**
   * Follows a store (`null` unbinds): its removals leave the selection, a reload or refresh
   * keeps only records still there. Binding another store clears the selection.
   */
  bindStore(store: Store | null, initial?: boolean): void {
    const me = this;
    if (store === me.store) return;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    const had = me.selected.length > 0;
    me.store = store || null;
    if (!initial && had) {
      me.selected.clear();
      me.lastSelected = me.selectionStart = null;
      me.setLastFocused(null, true);
      me.maybeFireSelectionChange(true);
    }
    store?.on(
      (me.$storeOn = {
        bulkremove: me.onStoreRemove,
        clear: me.onStoreClear,
        refresh: me.onStoreRefresh,
        scope: me,
      }),
    );
  }

  /** @internal Removed records leave the selection (not when they only move). */
  onStoreRemove(_store: Store, records: Model[], _indexes: number[], isMove?: boolean): void {
    const me = this;
    let removed = 0;
    if (!isMove && me.pruneRemoved && me.selected.length) {
      const set = new Set(records);
      removed = me.selected.removeSet(set);
      if (set.has(me.lastSelected!)) me.lastSelected = null;
      if (set.has(me.selectionStart!)) me.selectionStart = null;
    }
    // The focus leaves removed records.
    if ((records as (Model | null)[]).includes(me.lastFocused)) me.setLastFocused(null, true);
    if (removed) me.fireSelectionChange();
  }

  /** @internal `removeAll`: the selection empties. */
  onStoreClear(): void {
    const me = this;
    me.lastSelected = me.selectionStart = null;
    me.setLastFocused(null, true);
    if (!me.selected.length) return;
    me.selected.clear();
    me.fireEvent('selectionchange', me, []);
  }

  /**
   * @internal After a load, sort or filter: keeps the selected records the store still holds
   * (filtered-out ones included), swaps reloaded records for their twins with the same id, and
   * drops the rest (firing `selectionchange` when something changed).
   */
  onStoreRefresh(): void {
    const me = this;
    const store = me.store;
    if (!store) return;
    const all = store.snapshot || store.data;
    const map = (record: Model | null): Model | null => {
      if (!record) return null;
      if (all.contains(record)) return record;
      const id = record.getId?.();
      return id !== undefined && id !== null && !record.phantom ? all.getById(id) || null : null;
    };
    me.lastFocused = map(me.lastFocused);
    me.lastSelected = map(me.lastSelected);
    me.selectionStart = map(me.selectionStart);
    let changed = false;
    const kept: Model[] = [];
    for (const record of me.selected.items) {
      const twin = map(record);
      if (twin !== record) changed = true;
      if (twin && !kept.includes(twin)) kept.push(twin);
    }
    if (!changed) return;
    me.selected.replace(kept);
    me.fireSelectionChange();
  }

  // ---- queries -------------------------------------------------------------------------

  /** The selected records, in selection order (a copy). */
  getSelection(): Model[] {
    return this.selected.getRange();
  }

  /** The record selected last, or `null`. */
  getLastSelected(): Model | null {
    return this.lastSelected;
  }

  /** Whether a record (or the record at a store index) is selected. */
  isSelected(recordOrIndex: Model | number | null | undefined): boolean {
    const record =
      typeof recordOrIndex === 'number' ? this.store?.getAt(recordOrIndex) : recordOrIndex;
    return !!record && this.selected.contains(record);
  }

  /** Whether anything is selected. */
  hasSelection(): boolean {
    return this.selected.length > 0;
  }

  /** The number of selected records. */
  getCount(): number {
    return this.selected.length;
  }

  /** The selection mode. */
  getSelectionMode(): SelectionMode {
    return this.mode;
  }

  /** Sets the selection mode (`'SINGLE'`, `'SIMPLE'`, `'MULTI'`, any case; none: `'SINGLE'`). */
  setSelectionMode(mode: string): void {
    if (mode === undefined || mode === null) mode = 'single';
    else if (!isMode(mode)) fail(this.$className, 'mode', MODE_EXPECTED, mode);
    this.mode = mode.toUpperCase() as SelectionMode;
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
  isFocused(record: Model | null): boolean {
    return record !== null && record !== undefined && record === this.lastFocused;
  }

  /** The record with the keyboard focus, or `null`. */
  getLastFocused(): Model | null {
    return this.lastFocused;
  }

  /**
   * Moves the keyboard focus to a record (`null`: none); the view marks its row. Fires
   * `focuschange(sm, oldFocused, newFocused)` unless `suppressEvent`.
   */
  setLastFocused(record: Model | null | undefined, suppressEvent?: boolean): void {
    const me = this;
    const old = me.lastFocused;
    record ||= null;
    if (old === record) return;
    me.lastFocused = record;
    me.view?.onLastFocusChanged?.(old, record);
    if (!suppressEvent) me.fireEvent('focuschange', me, old, record);
  }

  // ---- selecting -----------------------------------------------------------------------

  /**
   * Selects records (a record, a store index, or an array of them). In SINGLE mode only the
   * first counts. Without `keepExisting` the others are deselected first. Each record fires
   * `beforeselect(sm, record, index)` (`false` skips it) and `select`; then `selectionchange`
   * fires once. `suppressEvent` fires nothing. A buffered store's placeholder (a row whose page
   * has not arrived) is left out.
   */
  select(records: RecordsArg, keepExisting?: boolean, suppressEvent?: boolean): void {
    const list = this.normalizeRecords(records, 'select').filter((r) => !r.$pending);
    if (this.locked || !list.length) return;
    const single = this.mode === 'SINGLE';
    this.doSelect(single ? [list[0]] : list, !single && keepExisting === true, suppressEvent);
  }

  /**
   * Deselects records (a record, a store index, or an array). Each fires `beforedeselect`
   * (`false` keeps it) and `deselect`; then `selectionchange` fires once.
   */
  deselect(records: RecordsArg, suppressEvent?: boolean): void {
    const list = this.normalizeRecords(records, 'deselect');
    if (this.locked || !list.length) return;
    this.maybeFireSelectionChange(this.doDeselect(list, suppressEvent), suppressEvent);
  }

  /** Selects every record of the store (keeping the selection), firing `selectionchange` once. */
  selectAll(suppressEvent?: boolean): void {
    if (this.locked || !this.store) return;
    this.doSelect(this.store.data.items.slice(), true, suppressEvent, (i) => i);
  }

  /** Deselects every record, firing `selectionchange` once. */
  deselectAll(suppressEvent?: boolean): void {
    if (this.locked || !this.selected.length) return;
    this.maybeFireSelectionChange(
      this.doDeselect(this.selected.getRange(), suppressEvent),
      suppressEvent,
    );
  }

  /** Selects the records from store index `start` to `end` (inclusive, either order). */
  selectRange(
    start: Model | number,
    end: Model | number,
    keepExisting?: boolean,
    suppressEvent?: boolean,
  ): void {
    const me = this;
    if (me.locked || !me.store) return;
    let from = typeof start === 'number' ? start : me.indexOfRecord(start);
    let to = typeof end === 'number' ? end : me.indexOfRecord(end);
    if (from < 0 || to < 0) return;
    if (from > to) [from, to] = [to, from];
    me.doSelect(me.store.getRange(from, to), keepExisting === true, suppressEvent, (i) => from + i);
  }

  /** Deselects the records from store index `start` to `end` (inclusive). */
  deselectRange(start: number, end: number, suppressEvent?: boolean): void {
    const me = this;
    if (me.locked || !me.store) return;
    const records = me.store
      .getRange(Math.min(start, end), Math.max(start, end))
      .filter((r) => me.selected.contains(r));
    me.maybeFireSelectionChange(me.doDeselect(records, suppressEvent), suppressEvent);
  }

  /** @internal Selects `records`; `indexAt(i)` gives the store index of `records[i]` when known. */
  doSelect(
    records: Model[],
    keepExisting: boolean,
    suppressEvent?: boolean,
    indexAt?: (i: number) => number,
  ): void {
    const me = this;
    const selected = me.selected;
    let changed = false;
    if (!keepExisting && selected.length) {
      const keep = new Set(records);
      const others = selected.items.filter((record) => !keep.has(record));
      if (others.length) {
        changed = me.doDeselect(others, suppressEvent);
        // A vetoed deselection in SINGLE mode leaves room for nobody else.
        if (me.mode === 'SINGLE' && selected.length) {
          return me.maybeFireSelectionChange(changed, suppressEvent);
        }
      }
    }
    const added = me.changeSelection(
      records,
      'select',
      suppressEvent,
      indexAt,
      (record) => {
        // A row of a buffered store not loaded yet holds no record to select.
        if (record.$pending) return false;
        // An already selected record only becomes the last selected one.
        if (!selected.contains(record)) return true;
        me.lastSelected = record;
        return false;
      },
      (record) => {
        selected.add(record);
        me.lastSelected = record;
      },
    );
    me.maybeFireSelectionChange(changed || added, suppressEvent);
  }

  /**
   * Selects as a click with these modifier keys would (`index`, the row's, is not needed): in
   * MULTI mode Ctrl toggles and Shift selects the range from the anchor, in SIMPLE mode a
   * click toggles, in SINGLE mode Ctrl (or `allowDeselect`) deselects the selected record. A
   * busy row (a buffered store's page not arrived) does nothing.
   */
  selectWithEvent(
    record: Model,
    e: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean },
    index?: number,
  ): void {
    const me = this;
    if (me.locked || record.$pending) return;
    const ctrl = !!(e.ctrlKey || e.metaKey);
    const mode = me.mode;
    const start = me.selectionStart;
    const selected = me.isSelected(record);
    const single = mode !== 'MULTI' && mode !== 'SIMPLE';
    if (mode === 'MULTI' && e.shiftKey && start) {
      // By record: a grouped view's indexes are not store indexes.
      me.selectRange(start, record, ctrl);
    } else {
      // A toggle (Ctrl; SIMPLE always; SINGLE on the selected row with allowDeselect), or a
      // plain selection replacing the others.
      const toggle = ctrl || mode === 'SIMPLE' || (single && me.allowDeselect);
      if (toggle && selected) me.deselect(record);
      else me.select(record, toggle && !single);
      me.selectionStart = record;
    }
    me.setLastFocused(record);
  }

  /** @internal Deselects `records`; returns whether any left the selection. */
  doDeselect(records: Model[], suppressEvent?: boolean): boolean {
    const me = this;
    const selected = me.selected;
    return me.changeSelection(
      records,
      'deselect',
      suppressEvent,
      undefined,
      (record) => selected.contains(record),
      (record) => {
        selected.remove(record);
        if (me.lastSelected === record) me.lastSelected = selected.last() ?? null;
      },
    );
  }

  /** The store index of a record (the view's rendered rows are looked at first), or -1. */
  indexOfRecord(record: Model | null): number {
    const fromView = this.view?.indexOfRendered?.(record);
    if (typeof fromView === 'number' && fromView >= 0) return fromView;
    return this.store ? this.store.indexOf(record!) : -1;
  }

  /**
   * @internal Selects or deselects (`name`) each of `records` that `applies` to:
   * `apply(record)` runs between `before<name>(sm, record, index)` (`false` skips the record)
   * and `<name>(sm, record, index)`, both fired only when listened to and not suppressed.
   * `indexAt(i)` gives the store index of `records[i]` when known. Returns whether any record
   * changed.
   */
  changeSelection(
    records: Model[],
    name: string,
    suppressEvent: boolean | undefined,
    indexAt: ((i: number) => number) | undefined,
    applies: (record: Model) => boolean,
    apply: (record: Model) => void,
  ): boolean {
    const me = this;
    const before = 'before' + name;
    const fire = !suppressEvent && (me.hasListener(before) || me.hasListener(name));
    const index = fire ? indexAt || me.getIndexer(records) : null;
    let changed = false;
    records.forEach((record, i) => {
      if (!applies(record)) return;
      const at = index ? index(i) : -1;
      if (fire && me.fireEvent(before, me, record, at) === false) return;
      apply(record);
      changed = true;
      if (fire) me.fireEvent(name, me, record, at);
    });
    return changed;
  }

  /**
   * @internal After a change (`changed`): the view updates its rows, then `selectionchange`
   * fires unless `suppressEvent`.
   */
  maybeFireSelectionChange(changed: boolean, suppressEvent?: boolean): void {
    if (!changed) return;
    this.view?.refreshRowStates?.();
    if (!suppressEvent) this.fireSelectionChange();
  }

  /** @internal Fires `selectionchange(sm, selected)`. */
  fireSelectionChange(): void {
    this.fireEvent('selectionchange', this, this.selected.getRange());
  }

  /**
   * @internal Records from a record, a store index or an array of them (`where`: the method
   * named in the error for anything else).
   */
  normalizeRecords(value: unknown, where: string): Model[] {
    const out: Model[] = [];
    const list =
      value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (typeof item === 'number') {
        const record = this.store?.getAt(item);
        if (record) out.push(record);
      } else if (item && typeof item === 'object' && (item as Model).isModel) {
        out.push(item);
      } else {
        throw new TypeError(
          `[${this.$className}#${where}] expects records or store indexes, got ${describe(item)}`,
        );
      }
    }
    return out;
  }

  /**
   * @internal A function giving the store index of `records[i]`: per record for a few, from
   * one pass over the store for many (a per-record `indexOf` would be quadratic).
   */
  getIndexer(records: Model[]): (i: number) => number {
    const store = this.store;
    if (records.length <= BULK || !store) return (i) => this.indexOfRecord(records[i]);
    const positions = new Map<Model, number>();
    store.data.items.forEach((record: Model, i: number) => positions.set(record, i));
    return (i) => positions.get(records[i]) ?? -1;
  }

  /** Unbinds the store and removes the listeners. */
  override destroy(): void {
    this.bindStore(null, true);
    this.view = null;
    super.destroy();
  }
}

registerClass(SelectionModel, 'Lib.selection.Model', {
  $configs: declareConfigs<SelectionModelConfig, ObservableConfig>({
    mode: cfg(MODE, 'SINGLE'),
    allowDeselect: false,
    pruneRemoved: true,
    store: cfg('object', null),
  }),
  alternateClassName: 'Lib.AbstractSelectionModel',
  isSelectionModel: true,
  locked: false,
  view: null,
  lastSelected: null,
  lastFocused: null,
  selectionStart: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.Model': typeof SelectionModel;
  }
}
