/**
 * `Lib.form.CheckboxGroup` (xtype `checkboxgroup`): checkboxes (its items, `checkboxfield` by
 * default) under one label, laid out in `columns` (a number, `'auto'`: one per box, or an
 * array of widths: pixels above 1, shares of the width up to 1), filled row by row or, with
 * `vertical`, column by column. Its value is an object of the checked boxes,
 * `{name: inputValue}` or `{name: [inputValues]}` when several boxes share a name;
 * `setValue` takes the same shape (a box not named is unchecked). It fires `change(group,
 * newValue, oldValue)`, `validitychange` and `dirtychange` as a field; `allowBlank: false`
 * requires one checked box (`blankText`). A form submits the boxes themselves, so the
 * group's `getSubmitData`/`getModelData` are `null`, as in Ext.
 *
 * The boxes sit in an element with `role="group"`, labelled by the group's label.
 *
 * @example
 *   const group = Lib.create('Lib.form.CheckboxGroup', {
 *     fieldLabel: 'Days', columns: 2, renderTo: document.body, items: [
 *       {boxLabel: 'Mon', name: 'day', inputValue: 'mon'},
 *       {boxLabel: 'Tue', name: 'day', inputValue: 'tue', checked: true},
 *     ],
 *   });
 *   group.getValue(); // {day: 'tue'}
 *   group.setValue({day: ['mon', 'tue']});
 */
import { borrow, registerClass } from '../../lib/Class';
import { cfg, declareConfigs, either, oneOf } from '../../lib/config';
import { isArray, own } from '../../lib/check';
import { toQueryString } from '../../lib/lang/Object';
import { px } from '../dom/Element.build';
import { BaseField } from './field/Base';
import type { Checkbox } from './field/Checkbox';
import './field/Checkbox';
import { FieldContainer, type FieldContainerConfig, type Labelable } from './FieldContainer';
import type { Component } from '../Component';
import type { Observable } from '../util/Observable';

/** A group's value: the checked boxes' `inputValue`s by name. */
export type GroupValue = Record<string, string | number | Array<string | number>>;

export interface CheckboxGroupConfig extends FieldContainerConfig {
  /** A number of columns, `'auto'` (default: one per box) or the columns' widths. */
  columns?: number | 'auto' | number[];
  /** Fill the columns top to bottom (default `false`: row by row). */
  vertical?: boolean;
  /** `false` requires a checked box (default `true`). */
  allowBlank?: boolean;
  /** The error when `allowBlank` is `false` and no box is checked. */
  blankText?: string;
  /** The group's name (`getName`; the boxes carry their own). */
  name?: string;
  /** The initial value, as `setValue` takes it. */
  value?: GroupValue;
  /** Validate at every change (default `true`). */
  validateOnChange?: boolean;
}

export class CheckboxGroup extends FieldContainer {
  declare columns: number | 'auto' | number[];
  declare vertical: boolean;
  declare allowBlank: boolean;
  declare blankText: string;
  declare name?: string;
  declare value?: GroupValue;
  declare readOnly?: boolean;
  /** Always `true`: a form finds the group as a field. */
  declare isFormField: true;
  declare validateOnChange: boolean;
  declare originalValue: GroupValue;
  declare lastValue: GroupValue;
  declare wasValid: boolean | undefined;
  declare wasDirty: boolean;
  declare suspendCheckChange: number;
  /** @internal The selector of the boxes (`'[isCheckbox]'`). */
  declare $boxSelector: string;

  /** Takes the configured value (or the boxes' state) as the original value. */
  override initComponent(): void {
    const me = this;
    const value = me.value;
    super.initComponent();
    me.originalValue = me.lastValue = me.getValue();
    // The boxes take it as their original state too: the group starts clean.
    if (value) me.setValue(value).resetOriginalValue();
  }

  /** The boxes (also those in containers inside), those matching `query` too when given. */
  getBoxes(query?: string): Checkbox[] {
    return this.query(this.$boxSelector + (query || ''));
  }

  /** Calls `fn(box, index)` for each box. */
  eachBox(fn: (box: Checkbox, index: number) => unknown, scope?: unknown): void {
    this.getBoxes().forEach(fn, scope ?? this);
  }

  /** The checked boxes. */
  getChecked(): Checkbox[] {
    return this.getBoxes().filter((box) => box.checked);
  }

  /** `{name: inputValue}` of the checked boxes (an array for a name several boxes share). */
  getValue(): GroupValue {
    const values: GroupValue = {};
    for (const box of this.getChecked()) {
      const name = box.getName();
      const value = box.inputValue;
      values[name] = own(values, name)
        ? ([] as Array<string | number>).concat(values[name], value)
        : value;
    }
    return values;
  }

  /**
   * Checks the boxes `value` names: `{name: inputValue}`, `{name: [inputValues]}` or
   * `{name: true}`; the other boxes are unchecked. One `change` at most.
   */
  setValue(value: GroupValue | null | undefined): this {
    this.batchChanges(() => {
      for (const box of this.getBoxes()) {
        const name = box.getName();
        const wanted = value && own(value, name) ? value[name] : false;
        box.setValue(isArray(wanted) ? wanted.includes(box.inputValue) : wanted);
      }
    });
    return this;
  }

  /** @internal Runs `fn` with change checks held, then checks once. */
  batchChanges(fn: () => void): void {
    this.suspendCheckChange++;
    try {
      fn();
    } finally {
      this.suspendCheckChange--;
    }
    this.checkChange();
  }

  /** Two values are equal when they name the same boxes. */
  isEqual(value1: unknown, value2: unknown): boolean {
    return toQueryString(value1 as object) === toQueryString(value2 as object);
  }

  /** `[blankText]` when a box is required and none is checked, else none. */
  getErrors(): string[] {
    return !this.allowBlank && !this.getChecked().length ? [this.blankText] : [];
  }

  /** `true` when disabled or without errors; marks or clears the group. */
  isValid(): boolean {
    return !!this.disabled || this.validateValue(undefined);
  }

  /** `true` when a box is dirty. */
  isDirty(): boolean {
    return this.getBoxes().some((box) => box.isDirty());
  }

  /** Resets every box (one `change` at most) and clears the error marks. */
  reset(): void {
    const me = this;
    const preventMark = me.preventMark;
    me.preventMark = true;
    me.batchChanges(() => me.eachBox((box) => box.reset()));
    me.preventMark = preventMark;
    me.clearInvalid();
    me.wasValid = undefined;
  }

  /** Takes the boxes' current state as their original one. */
  resetOriginalValue(): void {
    this.eachBox((box) => box.resetOriginalValue());
    this.originalValue = this.getValue();
    this.checkDirty();
  }

  /** Makes every box read-only (or editable again). */
  setReadOnly(readOnly: boolean): void {
    this.eachBox((box) => box.setReadOnly(readOnly));
    this.readOnly = readOnly;
  }

  /** `null`: a form submits the boxes themselves. */
  getSubmitData(): null {
    return null;
  }

  /** `null`: a form reads the boxes themselves. */
  getModelData(): null {
    return null;
  }

  /** A box added (or a container of boxes) reports its changes to the group. */
  override onAdd(item: Labelable, index: number): void {
    super.onAdd(item, index);
    this.$boxesOf(item, 'on');
    if (this.rendered) this.$applyColumns();
  }

  override onRemove(item: Labelable, destroying: boolean): void {
    super.onRemove(item, destroying);
    this.$boxesOf(item, 'un');
    if (this.rendered && !this.destroying) this.$applyColumns();
  }

  /** @internal Listens (`'on'`) or stops listening (`'un'`) to the boxes of `item`. */
  $boxesOf(item: Component, method: 'on' | 'un'): void {
    for (const box of this.$fieldsOf(item, this.$boxSelector))
      (box[method] as Observable['on'])('change', this.checkChange, this);
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.$applyColumns();
  }

  /** @internal Lays the items out in `columns` (a CSS grid on `containerEl`). */
  $applyColumns(): void {
    const me = this;
    const { columns, vertical } = me;
    const count = me.items.length;
    const array = isArray(columns);
    const cols = (array ? columns.length : columns === 'auto' ? count : columns) || 1;
    me.containerEl?.setStyle({
      display: 'grid',
      gridTemplateColumns: array
        ? columns.map((w) => w + (w > 1 ? 'px' : 'fr')).join(' ')
        : `repeat(${cols},1fr)`,
      gridAutoFlow: vertical ? 'column' : '',
      gridTemplateRows: vertical ? `repeat(${Math.ceil(count / cols)},auto)` : '',
    });
  }
}

/** The value API of a field (Ext's Field mixin), shared with the fields. */
export interface CheckboxGroup extends Pick<
  BaseField,
  'getName' | 'checkChange' | 'onChange' | 'validate' | 'validateValue' | 'checkDirty'
> {
  $construct(config?: CheckboxGroupConfig): this;
}

registerClass(CheckboxGroup, 'Lib.form.CheckboxGroup', {
  $configs: declareConfigs<CheckboxGroupConfig, FieldContainerConfig>({
    columns: cfg(either('number', 'array', oneOf('auto')), 'auto'),
    vertical: false,
    allowBlank: true,
    blankText: 'You must select at least one item in this group',
    name: cfg('string'),
    value: cfg('object'),
    validateOnChange: true,
  }),
  xtype: 'checkboxgroup',
  componentCls: px('form-checkboxgroup'),
  defaultType: 'checkboxfield',
  $boxSelector: '[isCheckbox]',
  isFormField: true,
  suspendCheckChange: 0,
  wasDirty: false,
});
borrow(CheckboxGroup, BaseField, [
  'getName',
  'checkChange',
  'onChange',
  'validate',
  'validateValue',
  'checkDirty',
]);

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.CheckboxGroup': typeof CheckboxGroup;
  }
  interface AliasMap {
    'widget.checkboxgroup': typeof CheckboxGroup;
  }
}
