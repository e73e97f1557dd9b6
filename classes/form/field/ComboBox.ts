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
import { registerClass } from '../../../lib/Class';
import * as ClassManager from '../../../lib/ClassManager';
import { LibError, describe } from '../../../lib/Error';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { StoreManager } from '../../data/StoreManager';
import type { Store } from '../../data/Store';
import { BoundList } from '../../view/BoundList';
import { TextField, type TextFieldConfig } from './Text';
import { T, configs, cssPrefix, makeEl, oneOf, rule, toText } from './Base.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface ComboBoxConfig extends TextFieldConfig {
  /** The records: a store, a store config, a storeId, or an array of values or `[value, display]` pairs. */
  store?: Store | string | Record<string, Any> | unknown[];
  /** The record field shown (default `'text'`). */
  displayField?: string;
  /** The record field `getValue` returns (default: `displayField`). */
  valueField?: string;
  /** Only `'local'` (the default here): the list is searched in the store's records. */
  queryMode?: 'local';
  /** The text can be typed (default `true`); `false` only picks from the list. */
  editable?: boolean;
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
  /** Accepted for Ext JS 4 code: the trigger always lists every record (`'all'`). */
  triggerAction?: 'all' | 'query';
  /** Hides the arrow button (default `false`). */
  hideTrigger?: boolean;
  /** The list is as wide as the field (default `true`). */
  matchFieldWidth?: boolean;
  /** Options for the `Lib.view.BoundList` (such as `maxHeight`, `emptyText`). */
  listConfig?: Record<string, Any>;
}

export class ComboBox extends TextField {
  declare store: Store;
  /** @internal The store the combo made itself, destroyed with it. */
  declare $ownStore: Store | null;
  declare displayField: string;
  declare valueField: string;
  declare queryMode: 'local';
  declare editable: boolean;
  declare forceSelection: boolean;
  declare typeAhead: boolean;
  declare autoSelect: boolean;
  declare selectOnTab: boolean;
  declare anyMatch: boolean;
  declare caseSensitive: boolean;
  declare valueNotFoundText?: string;
  declare hideTrigger: boolean;
  declare matchFieldWidth: boolean;
  declare listConfig?: Record<string, Any>;
  /** The records of the current value (empty when the value has none). */
  declare valueModels: Any[];
  /** The records of the last value that had one (what `forceSelection` returns to). */
  declare lastSelection: Any[];
  /** The text shown for the current value. */
  declare displayText: string;
  /** The drop-down list, once created. */
  declare picker: BoundList | null;
  /** `true` while the list is open. */
  declare isExpanded: boolean;
  /** The arrow button (once rendered). */
  declare triggerEl?: Element;

  override initComponent(): void {
    this.valueModels = [];
    this.lastSelection = [];
    this.displayText = '';
    this.picker = null;
    this.isExpanded = false;
    this.bindStore(this.store as unknown);
    super.initComponent();
  }

  /** Uses another store (same forms as the `store` config) and shows the value again. */
  bindStore(store: unknown): void {
    const old = this.store as Any;
    if (old && old.isStore) this.mun(old, 'datachanged', this.onStoreChange, this);
    const display = this.displayField;
    let resolved: Any;
    if (store === undefined || store === null) {
      const fields = Array.from(new Set([display, this.valueField || display]));
      resolved = ClassManager.create('Lib.data.Store', { fields });
    } else {
      resolved = StoreManager.lookup(store);
      if (Array.isArray(store)) {
        // As Ext JS 4: an array store's fields are field1 (value) and field2 (display).
        this.valueField = 'field1';
        this.displayField = Array.isArray(store[0]) && store[0].length > 1 ? 'field2' : 'field1';
      } else if (!resolved) {
        throw new LibError(`store ${describe(store)} is not a registered storeId`, {
          sourceMethod: this.$className,
        });
      }
    }
    if (!this.valueField) this.valueField = this.displayField;
    // A store the combo made (from nothing, an array or a config) is the combo's to release.
    if (this.$ownStore && this.$ownStore !== resolved) this.$ownStore.destroy();
    this.$ownStore =
      store === undefined ||
      store === null ||
      (typeof store === 'object' && !(store as Any).isStore)
        ? resolved
        : null;
    this.store = resolved;
    this.mon(resolved, 'datachanged', this.onStoreChange, this);
    if (this.picker) this.picker.setRecords(resolved.getRange());
  }

  /** The store's records changed: the value's text and the open list follow. */
  onStoreChange(): void {
    if (this.value !== null && this.value !== undefined && this.valueModels.length === 0) {
      this.suspendCheckChange++;
      this.setValue(this.value);
      this.suspendCheckChange--;
    }
    if (this.isExpanded) this.doQuery(this.editable ? this.getRawValue() : '');
  }

  // ---------------------------------------------------------------- values

  /**
   * Sets the value: a `valueField` value, a record, or an array holding one of them. A value
   * without a record is kept and shown as it is (or as `valueNotFoundText`), except with
   * `forceSelection`, where it becomes `null`; `''` without a record is `null` too.
   */
  override setValue(value: unknown): this {
    let item = Array.isArray(value) ? value[0] : value;
    if (item === undefined) item = null;
    let record: Any = null;
    if (item !== null && typeof item === 'object' && (item as Any).isModel) record = item;
    else if (item !== null) record = this.findRecordByValue(item) || null;
    let display: string;
    if (record) {
      this.value = record.get(this.valueField);
      this.valueModels = this.lastSelection = [record];
      display = toText(record.get(this.displayField));
    } else {
      this.valueModels = [];
      this.value = item === null || item === '' || this.forceSelection ? null : item;
      display = this.value === null ? '' : (this.valueNotFoundText ?? toText(this.value));
    }
    this.displayText = display;
    this.setRawValue(display);
    if (this.picker) this.picker.setSelectedRecord(record);
    this.checkChange();
    return this;
  }

  /** The `valueField` of the selected record; typed text that picked none is the value itself (`''` → `null`). */
  override getValue(): Any {
    const raw = this.getRawValue();
    if (raw !== this.displayText) {
      this.displayText = raw;
      this.valueModels = [];
      this.value = raw === '' ? null : raw;
      if (this.picker) this.picker.setSelectedRecord(null);
    }
    return this.value;
  }

  /** The value (not the text), `''` when empty. */
  override getSubmitValue(): unknown {
    const value = this.getValue();
    return value === null || value === undefined ? '' : value;
  }

  /** The first record whose `field` equals `value`, or `false`. */
  findRecord(field: string, value: unknown): Any {
    const index = this.store.findExact(field, value);
    return index === -1 ? false : this.store.getAt(index);
  }

  /** The record whose `valueField` equals `value`, or `false`. */
  findRecordByValue(value: unknown): Any {
    return this.findRecord(this.valueField, value);
  }

  /** The record whose `displayField` equals `value`, or `false`. */
  findRecordByDisplay(value: unknown): Any {
    return this.findRecord(this.displayField, value);
  }

  // ---------------------------------------------------------------- the list

  /** The records whose display text matches `text` (every record for `''`). */
  getMatches(text: string): Any[] {
    const records = this.store.getRange();
    if (text === '') return records;
    const needle = this.caseSensitive ? text : text.toLowerCase();
    return records.filter((record: Any) => {
      let shown = toText(record.get(this.displayField));
      if (!this.caseSensitive) shown = shown.toLowerCase();
      return this.anyMatch ? shown.includes(needle) : shown.startsWith(needle);
    });
  }

  /** Opens the list on the records matching `text` (closes it when none match). */
  doQuery(text: string): void {
    const records = this.getMatches(text);
    if (records.length === 0) {
      this.collapse();
      return;
    }
    this.expand(records);
  }

  /** Opens the list (on `records`, default all), highlighting the selection or the first. */
  expand(records?: Any[]): void {
    if (this.readOnly || this.disabled || !this.rendered || this.isDestroyed) return;
    const picker = this.getPicker();
    picker.setRecords(records || this.store.getRange());
    picker.setSelectedRecord(this.valueModels[0] ?? null);
    const wasExpanded = this.isExpanded;
    picker.show();
    this.alignPicker();
    this.isExpanded = true;
    const input = this.inputEl as Element;
    input.set({ 'aria-expanded': 'true', 'aria-controls': picker.id + '-listEl' });
    const selected = picker.records.indexOf(this.valueModels[0]);
    this.highlightAt(selected >= 0 ? selected : this.autoSelect ? 0 : -1);
    if (!wasExpanded) this.fireEvent('expand', this);
  }

  /** Closes the list. */
  collapse(): void {
    if (!this.isExpanded) return;
    this.isExpanded = false;
    this.picker?.hide();
    this.inputEl?.set({ 'aria-expanded': 'false', 'aria-activedescendant': null });
    this.fireEvent('collapse', this);
  }

  /** The list (created on first use). */
  getPicker(): BoundList {
    if (!this.picker) {
      const picker = new BoundList({
        ...(this.listConfig || {}),
        displayField: this.displayField,
        floating: true,
        hidden: true,
      });
      picker.on('itemclick', (_list: BoundList, record: Any) => this.pick(record));
      this.picker = picker;
    }
    return this.picker;
  }

  /** @internal Places the list under the field, as wide as it. */
  alignPicker(): void {
    const picker = this.picker as BoundList;
    const body = (this.bodyEl as Element).dom;
    const rect = body.getBoundingClientRect();
    const view = body.ownerDocument.defaultView;
    picker.setPosition(rect.left + (view?.scrollX || 0), rect.bottom + (view?.scrollY || 0));
    if (this.matchFieldWidth && rect.width > 0) picker.setWidth(rect.width);
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
  pick(record: Any): void {
    this.setValue(record);
    this.fireEvent('select', this, [record]);
    this.collapse();
  }

  /** The arrow button: opens the list on every record, or closes it. */
  onTriggerClick(): void {
    if (this.readOnly || this.disabled) return;
    if (this.isExpanded) this.collapse();
    else {
      this.expand();
      this.focus();
    }
  }

  // ---------------------------------------------------------------- DOM

  override createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.createInput(doc, body);
    (Element.get(input) as Element).set({
      role: 'combobox',
      'aria-autocomplete': this.typeAhead ? 'both' : 'list',
      'aria-expanded': 'false',
      'aria-haspopup': 'listbox',
    });
    body.classList.add(cssPrefix() + 'form-trigger-wrap');
    if (!this.hideTrigger)
      this.triggerEl = makeEl(body, 'div', 'form-trigger form-arrow-trigger', {
        'aria-hidden': 'true',
      });
    return input;
  }

  override initEvents(): void {
    super.initEvents();
    this.triggerEl?.on('mousedown', (e: EventObjectImpl) => e.preventDefault());
    this.triggerEl?.on('click', this.onTriggerClick, this);
    (this.inputEl as Element).on('click', () => {
      if (!this.editable) this.onTriggerClick();
    });
  }

  override applyReadOnly(): void {
    super.applyReadOnly();
    (this.inputEl?.dom as HTMLInputElement).readOnly = this.readOnly || !this.editable;
    (this.el as Element).toggleCls(cssPrefix() + 'trigger-noedit', !this.editable);
  }

  /** Typing: the change check, then the list follows the text. */
  override onFieldMutation(e?: EventObjectImpl): void {
    super.onFieldMutation();
    if (!e || e.type !== 'input' || this.readOnly || !this.editable) return;
    const text = this.getRawValue();
    this.doQuery(text);
    const deleting = /^delete/.test(String((e.browserEvent as InputEvent).inputType || ''));
    if (this.typeAhead && !deleting && text !== '' && this.isExpanded) this.doTypeAhead(text);
  }

  /** @internal Completes `text` with the first match and selects the added part. */
  doTypeAhead(text: string): void {
    const record = (this.picker as BoundList).records[0];
    const shown = toText(record.get(this.displayField));
    if (shown.length <= text.length || !shown.toLowerCase().startsWith(text.toLowerCase())) return;
    this.setRawValue(text + shown.slice(text.length));
    this.selectText(text.length, shown.length);
  }

  override onInputKeyDown(e: EventObjectImpl): void {
    const key = e.getKey();
    const picker = this.picker as BoundList;
    const tab = key === e.TAB;
    if (key === e.DOWN || key === e.UP) {
      e.preventDefault();
      if (!this.isExpanded) {
        if (key === e.DOWN) this.onTriggerClick();
        return;
      }
      const at = picker.highlightedIndex;
      this.highlightAt(
        key === e.DOWN ? Math.min(picker.records.length - 1, at + 1) : Math.max(0, at - 1),
      );
      return;
    }
    if (this.isExpanded && (tab || key === e.ENTER || key === e.ESC)) {
      // Enter and Esc are the list's: not passed on as specialkey (a row editor must not save
      // or cancel). Tab picks (selectOnTab) and moves on.
      if (!tab) e.stopEvent();
      const record = picker.getHighlightedRecord();
      if (record && (tab ? this.selectOnTab : key === e.ENTER)) this.pick(record);
      else this.collapse();
      if (!tab) return;
    }
    super.onInputKeyDown(e);
  }

  /** With `forceSelection`, keeps only text naming a record; closes the list. */
  override beforeBlur(): void {
    if (this.forceSelection) {
      const raw = this.getRawValue();
      if (raw === '') this.setValue(null);
      else {
        const record = this.findRecordByDisplay(raw);
        if (record) {
          if (record !== this.valueModels[0]) this.setValue(record);
        } else this.setValue(this.lastSelection);
      }
    }
    this.collapse();
  }

  override getInputCls(): string[] {
    return [...super.getInputCls(), cssPrefix() + 'form-combo'];
  }

  override onHide(): void {
    this.collapse();
    super.onHide();
  }

  override onDisable(): void {
    this.collapse();
    super.onDisable();
  }

  override onDestroy(): void {
    this.picker?.destroy();
    this.picker = null;
    this.$ownStore?.destroy();
    this.$ownStore = null;
    this.triggerEl?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(ComboBox, 'Lib.form.field.ComboBox', {
  xtype: ['combobox', 'combo'],
  alternateClassName: ['Lib.form.ComboBox', 'Lib.form.Combo'],
  ...configs(TextField, {
    store: rule(
      'a store, a store config, a storeId or an array',
      (v) => typeof v === 'string' || typeof v === 'object',
    ),
    displayField: 'text',
    valueField: T.string,
    queryMode: oneOf('local'),
    editable: true,
    forceSelection: false,
    typeAhead: false,
    autoSelect: true,
    selectOnTab: true,
    anyMatch: false,
    caseSensitive: false,
    valueNotFoundText: T.string,
    triggerAction: oneOf('all', 'query'),
    hideTrigger: false,
    matchFieldWidth: true,
    listConfig: T.object,
    multiSelect: rule('false (one value only)', (v) => v === false),
  }),
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
