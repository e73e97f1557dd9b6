/**
 * `Lib.form.field.ComboBox` (xtypes `combobox` and `combo`, alternate `Lib.form.ComboBox`): a
 * text field with a drop-down list of a local store's records. `getValue()` is the selected
 * record's `valueField`, `getRawValue()` the text shown (its `displayField`). The store may be
 * a store, a store config, a `storeId`, or an array — of values (`['a', 'b']`) or of
 * `[value, display]` pairs — which becomes a local store (fields `field1`, `field2`).
 *
 * Typing filters the list (case-insensitive prefix of the display text; `anyMatch` matches
 * anywhere) without filtering the store itself. Keyboard: Down opens the list or moves down,
 * Up moves up, Enter picks the highlighted record, Esc closes the list, Tab picks it and moves
 * on (`selectOnTab`). Enter and Esc that the open list used do not fire `specialkey`.
 * With `forceSelection`, leaving the field keeps only text that names a record (else the last
 * selection comes back; an emptied field is cleared). Events: `select(combo, records)`,
 * `expand`, `collapse`, plus the field's.
 *
 * @example
 *   const state = Lib.create('Lib.form.field.ComboBox', {
 *     fieldLabel: 'State', store: [['AL', 'Alabama'], ['AK', 'Alaska']], forceSelection: true,
 *   });
 *   state.setValue('AK');
 *   state.getRawValue(); // 'Alaska'
 */
import { isString, isObj } from '../../../lib/check';
import { registerClass } from '../../../lib/Class';
import * as ClassManager from '../../../lib/ClassManager';
import { describe, raise } from '../../../lib/Error';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { StoreManager } from '../../data/StoreManager';
import type { Store } from '../../data/Store';
import { BoundList, type BoundListConfig } from '../../view/BoundList';
import { PickerField, type PickerFieldConfig, type PickerFieldEvents } from './Picker';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { toText } from '../../../lib/lang/String';
import type { Model } from '../../data/Model';
import type { FieldEvents } from './Base';

export interface ComboBoxConfig extends PickerFieldConfig {
  /** The records: a store, a store config, a storeId, or an array of values or `[value, display]` pairs. */
  store?: Store | string | Record<string, unknown> | unknown[];
  /** The record field shown (default `'text'`). */
  displayField?: string;
  /** The record field `getValue` returns (default: `displayField`). */
  valueField?: string;
  /**
   * `'local'` (the default here): the list is searched in the store's records; `'remote'` (with
   * the forms pack): the store is loaded with the typed text (see ComboBox.remote.ts, whose
   * `RemoteComboBoxConfig` are the configs of that mode).
   */
  queryMode?: 'local' | 'remote';
  /** The value must be one of the records (default `false`). */
  forceSelection?: boolean;
  /** Completes the typed text with the first match (default `false`). */
  typeAhead?: boolean;
  /** Highlights the first match when the list opens (default `true`). */
  autoSelect?: boolean;
  /** Tab picks the highlighted record (default `true`). */
  selectOnTab?: boolean;
  /** Match the typed text anywhere in the display text (default `false`: at the start). */
  anyMatch?: boolean;
  /** Match case (default `false`). */
  caseSensitive?: boolean;
  /** Shown instead of a value that has no record (default: the value itself). */
  valueNotFoundText?: string;
  /**
   * What the trigger lists: a local combo box every record; a remote one (forms pack) queries
   * `allQuery` (`'all'`, the default), the typed text (`'query'`) or the last query (`'last'`,
   * with the forms pack only).
   */
  triggerAction?: 'all' | 'query' | 'last';
  /** Options for the `Lib.view.BoundList` (such as `maxHeight`, `emptyText`). */
  listConfig?: BoundListConfig;
  /** Only `false` is accepted: a combo box holds one value (Ext's `multiSelect: true` is refused). */
  multiSelect?: false;
}

/** The events of combo boxes: a picker field's (`expand`/`collapse` of the list) plus `select`. */
export interface ComboBoxEvents<S = ComboBox> extends PickerFieldEvents<S> {
  /** The user picked records from the list. */
  select: [combo: S, records: Model[]];
  /**
   * A remote query is about to be sent (forms pack): `false`, or `queryPlan.cancel = true`,
   * stops it.
   */
  beforequery: [queryPlan: { query: string; forceAll: boolean; combo: S; cancel: boolean }];
}

export class ComboBox extends PickerField<BoundList, unknown> {
  /** Type only: the events (see `ComboBoxEvents`). */
  declare $eventMap: ComboBoxEvents<this>;
  declare store: Store;
  /** @internal The store the combo made itself, destroyed with it. */
  declare $ownStore: Store | null;
  declare displayField: string;
  declare valueField: string;
  declare queryMode: 'local' | 'remote';
  declare triggerAction: 'all' | 'query' | 'last';
  declare forceSelection: boolean;
  declare typeAhead: boolean;
  declare autoSelect: boolean;
  declare selectOnTab: boolean;
  declare anyMatch: boolean;
  declare caseSensitive: boolean;
  declare valueNotFoundText?: string;
  declare listConfig?: BoundListConfig;
  /** The records of the current value (empty when the value has none). */
  declare valueModels: Model[];
  /** The records of the last value that had one (what `forceSelection` returns to). */
  declare lastSelection: Model[];
  /** The text shown for the current value. */
  declare displayText: string;
  /** The drop-down list, once created. */
  declare picker: BoundList | null;

  override initComponent(): void {
    const me = this;
    me.valueModels = [];
    me.lastSelection = [];
    me.displayText = '';
    me.bindStore(me.store);
    super.initComponent();
  }

  /** Uses another store (same forms as the `store` config) and shows the value again. */
  bindStore(store: unknown): void {
    const me = this;
    const display = me.displayField;
    let resolved: Store;
    if (store == null) {
      const fields = [...new Set([display, me.valueField || display])];
      resolved = ClassManager.instantiate('Lib.data.Store', { fields });
    } else {
      resolved = StoreManager.lookup(store)!;
      if (Array.isArray(store)) {
        // As Ext JS 4: an array store's fields are field1 (value) and field2 (display).
        me.valueField = 'field1';
        me.displayField = Array.isArray(store[0]) && store[0].length > 1 ? 'field2' : 'field1';
      } else if (!resolved) {
        raise(me.$className, `store ${describe(store)} is not a registered storeId`);
      }
    }
    if (!me.valueField) me.valueField = me.displayField;
    // A store the combo made (from nothing, an array or a config) is the combo's to release.
    const made = store == null || (isObj(store) && !store.isStore);
    try {
      me.$checkFields(resolved);
    } catch (error) {
      if (made) resolved.destroyStore();
      throw error;
    }
    const old = me.store as Store | undefined;
    if (old?.isStore) me.mun(old, 'datachanged', me.$onStoreChange, me);
    const own = me.$ownStore;
    if (own && own !== resolved) own.destroy();
    me.$ownStore = made ? resolved : null;
    me.store = resolved;
    me.mon(resolved, 'datachanged', me.$onStoreChange, me);
    me.picker?.setRecords(resolved.getRange());
  }

  /**
   * Throws when `displayField` or `valueField` names no field of the store's model, once the
   * model is known (a model class, or an implicit one made from `fields`): the list would
   * show blank rows and the value stay `undefined` otherwise.
   */
  $checkFields(store: Store): void {
    const model = store.model;
    const fields = model?.prototype?.fields?.map as Map<string, unknown> | undefined;
    if (!fields || (store.implicitModel && !store.fields?.length)) return;
    for (const name of ['displayField', 'valueField'] as const) {
      const field = this[name];
      if (!fields.has(field)) {
        const names = [...fields.keys()].map((f) => `'${f}'`).join(', ');
        raise(
          this.$className,
          `config '${name}': '${field}' is no field of the store's model ${store.implicitModel ? '(made from its fields)' : model.$className}, which has ${names}`,
        );
      }
    }
  }

  /** The store's records changed: the value's text and the open list follow. */
  $onStoreChange(): void {
    const me = this;
    if (me.value != null && !me.valueModels.length) me.$setValueQuietly(me.value);
    if (me.isExpanded) me.doQuery(me.editable ? me.getRawValue() : '');
  }

  // ---------------------------------------------------------------- values

  /**
   * Sets the value: a `valueField` value, a record, or an array holding one of them. A value
   * without a record is kept and shown as it is (or as `valueNotFoundText`), except with
   * `forceSelection`, where it becomes `null`; `''` without a record is `null` too.
   */
  override setValue(value: unknown): this {
    const me = this;
    const item: any = Array.isArray(value) ? value[0] : value;
    const record = item?.isModel ? item : item == null ? null : me.findRecordByValue(item) || null;
    let display: string;
    if (record) {
      me.value = record.get(me.valueField);
      me.valueModels = me.lastSelection = [record];
      display = toText(record.get(me.displayField));
    } else {
      me.valueModels = [];
      me.value = item == null || item === '' || me.forceSelection ? null : item;
      display = me.value === null ? '' : (me.valueNotFoundText ?? me.valueToRaw(me.value));
    }
    me.setRawValue((me.displayText = display));
    me.picker?.setSelectedRecord(record);
    me.checkChange();
    return me;
  }

  /** The `valueField` of the selected record; typed text that picked none is the value itself (`''` → `null`). */
  override getValue(): unknown {
    const me = this;
    const raw = me.getRawValue();
    if (raw !== me.displayText) {
      me.displayText = raw;
      me.valueModels = [];
      me.value = raw || null;
      me.picker?.setSelectedRecord(null);
    }
    return me.value;
  }

  /** The value (not the text), `''` when empty. */
  override getSubmitValue(): unknown {
    return this.getValue() ?? '';
  }

  /** The first record whose `field` equals `value`, or `false`. */
  findRecord(field: string, value: unknown): Model | false | undefined {
    const index = this.store.findExact(field, value);
    return index !== -1 && this.store.getAt(index);
  }

  /** The record whose `valueField` equals `value`, or `false`. */
  findRecordByValue(value: unknown): Model | false | undefined {
    return this.findRecord(this.valueField, value);
  }

  /** The record whose `displayField` equals `value`, or `false`. */
  findRecordByDisplay(value: unknown): Model | false | undefined {
    return this.findRecord(this.displayField, value);
  }

  // ---------------------------------------------------------------- the list

  /** The records whose display text matches `text` (every record for `''`). */
  $getMatches(text: string): Model[] {
    const me = this;
    const fold = (shown: string) => (me.caseSensitive ? shown : shown.toLowerCase());
    const needle = fold(text);
    return me.store.getRange().filter((record: Model) => {
      const shown = fold(toText(record.get(me.displayField)));
      return me.anyMatch ? shown.includes(needle) : shown.startsWith(needle);
    });
  }

  /** Opens the list on the records matching `text` (closes it when none match). */
  doQuery(text: string): void {
    const records = this.$getMatches(text);
    if (records.length) this.expand(records);
    else this.collapse();
  }

  /** Opens the list (on `records`, default all), highlighting the selection or the first. */
  override expand(records?: Model[]): void {
    const me = this;
    if (me.readOnly || me.disabled || !me.rendered || me.isDestroyed) return;
    const picker = me.getPicker();
    const selection = me.valueModels[0];
    picker.setRecords(records || me.store.getRange());
    picker.setSelectedRecord(selection ?? null);
    super.expand();
    me.inputEl!.set({ 'aria-controls': picker.id + '-listEl' });
    const selected = picker.records.indexOf(selection);
    me.highlightAt(selected >= 0 ? selected : me.autoSelect ? 0 : -1);
  }

  /** Makes the list (a `Lib.view.BoundList` with `listConfig`); a click on an item picks it. */
  override createPicker(): BoundList {
    const me = this;
    const picker = new BoundList({
      ...me.listConfig,
      displayField: me.displayField,
      floating: true,
      hidden: true,
    });
    picker.on('itemclick', (_list: BoundList, record: Model) => me.pick(record));
    return picker;
  }

  /** @internal Highlights an item and points the input's `aria-activedescendant` at it. */
  highlightAt(index: number): void {
    const id = (this.picker as BoundList).highlight(index);
    this.inputEl?.set({ 'aria-activedescendant': id || null });
  }

  /** Selects a record, or the record of a value (as `setValue`; no `select` event). */
  select(recordOrValue: unknown): void {
    this.setValue(recordOrValue);
  }

  /** The user picked a record: sets the value, fires `select(combo, [record])`, closes the list. */
  pick(record: Model): void {
    this.setValue(record);
    this.fireEvent('select', this, [record]);
    this.collapse();
  }

  // ---------------------------------------------------------------- DOM

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const input = super.$createInput(doc, body);
    (Element.get(input) as Element).set({
      role: 'combobox',
      'aria-autocomplete': me.typeAhead ? 'both' : 'list',
      'aria-haspopup': 'listbox',
    });
    return input;
  }

  /** Typing: the change check, then the list follows the text. */
  override $onFieldMutation(e?: EventObjectImpl): void {
    const me = this;
    super.$onFieldMutation();
    if (e?.type != 'input' || me.readOnly || !me.editable) return;
    const text = me.getRawValue();
    me.doQuery(text);
    // Deleting text does not complete it again.
    const deleting = /^delete/.test((e.browserEvent as InputEvent).inputType);
    if (me.typeAhead && !deleting && text && me.isExpanded) me.doTypeAhead(text);
  }

  /** @internal Completes `text` with the first match and selects the added part. */
  doTypeAhead(text: string): void {
    const shown = toText((this.picker as BoundList).records[0].get(this.displayField));
    if (shown.length > text.length && shown.toLowerCase().startsWith(text.toLowerCase())) {
      this.setRawValue(text + shown.slice(text.length));
      this.selectText(text.length, shown.length);
    }
  }

  /**
   * With the list open, Down/Up move the highlight, Enter picks (the key goes no further: a
   * row editor must not save), Tab picks (`selectOnTab`) and moves on; Down opens and Esc
   * closes the list (see `Lib.form.field.Picker`).
   */
  override $onInputKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    const picker = me.picker as BoundList;
    const tab = key === e.TAB;
    const down = key === e.DOWN;
    if (me.isExpanded) {
      if (down || key === e.UP) {
        e.preventDefault();
        const at = picker.highlightedIndex;
        return me.highlightAt(
          down ? Math.min(picker.records.length - 1, at + 1) : Math.max(0, at - 1),
        );
      }
      if (tab || key === e.ENTER) {
        if (!tab) e.stopEvent();
        const record = picker.getHighlightedRecord();
        if (record && (!tab || me.selectOnTab)) me.pick(record);
        else me.collapse();
        if (!tab) return;
      }
    }
    super.$onInputKeyDown(e);
  }

  /** With `forceSelection`, keeps only text naming a record; closes the list. */
  override beforeBlur(): void {
    const me = this;
    if (me.forceSelection) {
      const raw = me.getRawValue();
      const record = raw && me.findRecordByDisplay(raw);
      // Empty text clears the value; text naming no record brings the last selection back.
      if (record !== me.valueModels[0]) me.setValue(raw ? record || me.lastSelection : null);
    }
    super.beforeBlur();
  }

  override onDestroy(): void {
    super.onDestroy();
    this.$ownStore?.destroy();
    this.$ownStore = null;
  }
}

registerClass(ComboBox, 'Lib.form.field.ComboBox', {
  $configs: declareConfigs<ComboBoxConfig, PickerFieldConfig>({
    store: cfg([
      (v) => isString(v) || typeof v === 'object',
      'a store, a store config, a storeId or an array',
    ]),
    displayField: 'text',
    valueField: cfg('string'),
    queryMode: cfg(oneOf('local'), 'local'),
    forceSelection: false,
    typeAhead: false,
    autoSelect: true,
    selectOnTab: true,
    anyMatch: false,
    caseSensitive: false,
    valueNotFoundText: cfg('string'),
    triggerAction: cfg(oneOf('all', 'query'), 'all'),
    listConfig: cfg('object'),
    multiSelect: cfg([(v) => v === false, 'false (one value only)']),
  }),
  $inputCls: 'form-text form-combo',
  xtype: ['combobox', 'combo'],
  alternateClassName: ['Lib.form.ComboBox', 'Lib.form.Combo'],
  $triggerCls: ['form-arrow-trigger'],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface ComboBox {
  $construct(config?: ComboBoxConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.ComboBox': typeof ComboBox;
  }
  interface AliasMap {
    'widget.combobox': typeof ComboBox;
    'widget.combo': typeof ComboBox;
  }
}
