/**
 * `Lib.form.field.Base` (xtype `field`, alternate `Lib.form.Field`): the base of every form
 * field. It holds a value (`getValue`/`setValue`), its text form (`getRawValue`/`setRawValue`,
 * converted by `rawToValue`/`valueToRaw`), validation (`getErrors`, `isValid`, `validate`,
 * `markInvalid`, `clearInvalid`), dirty tracking against the original value, and the label and
 * error display of Ext 4's Labelable mixin. Everything works before rendering too.
 *
 * Events: `change(field, newValue, oldValue)` once per real change (typing is buffered by
 * `checkChangeBuffer` ms), `validitychange(field, isValid)` when the validity flips,
 * `dirtychange(field, isDirty)`, `errorchange(field, error)`, `specialkey(field, e)` for Enter,
 * Esc, Tab, arrows and other non-character keys, `focus(field, e)` and `blur(field, e)`.
 *
 * Error texts are always shown as text, never parsed as markup.
 *
 * @example
 *   const field = Lib.create('Lib.form.field.Text', {fieldLabel: 'Name', allowBlank: false});
 *   field.isValid(); // false: getErrors() is ['This field is required']
 *   field.on('change', (f, value) => console.log(value));
 *   field.render(document.body);
 */
import { registerClass } from '../../../lib/Class';
import { Component } from '../../Component';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { DelayedTask } from '../../util/DelayedTask';
import { checkConfig, configs, cssPrefix, make, toText } from './Base.utils';
import type { TypeTable } from './Base.utils';
import { renderFieldLayout, showActiveErrors } from './Base.render';
import type { FieldConfig, LabelAlign, MsgTarget } from './Base.types';
import { FIELD_CONFIGS } from './Base.types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export type { FieldConfig, LabelAlign, MsgTarget } from './Base.types';

export class BaseField extends Component {
  declare name: string;
  declare value: Any;
  declare fieldLabel?: string | number;
  declare labelWidth: number;
  declare labelPad: number;
  declare labelAlign: LabelAlign;
  declare labelSeparator: string;
  declare hideLabel: boolean;
  declare hideEmptyLabel: boolean;
  declare readOnly: boolean;
  declare inputId: string;
  declare inputType: string;
  declare msgTarget: MsgTarget;
  declare validateOnChange: boolean;
  declare validateOnBlur: boolean;
  declare checkChangeBuffer: number;
  declare invalidText: string;
  declare preventMark: boolean;
  declare submitValue: boolean;
  declare forceValidation: boolean;
  declare activeError?: string;
  declare fieldCls?: string;
  /** Always `true` (Ext's type tags). */
  declare isFormField: true;
  declare isFieldLabelable: true;
  /** DOM events of the input that make `checkChange` run (buffered). */
  declare checkChangeEvents: string[];
  /** @internal The type rules `$construct` checks the config against. */
  declare $configTypes: TypeTable;

  /** The value the field started with (or was last reset to); `isDirty` compares against it. */
  declare originalValue: Any;
  /** The value `change` last reported. */
  declare lastValue: Any;
  /** The text of the value while there is no input element (and a cache of it after). */
  declare rawValue: Any;
  /** The validity `validate` last saw (`validitychange` fires when it flips). */
  declare wasValid: boolean;
  /** The dirty state `checkDirty` last saw. */
  declare wasDirty: boolean;
  /** While above 0, `checkChange` does nothing (Ext's counter; the row editor may use it). */
  declare suspendCheckChange: number;
  /** `true` while the input has the focus. */
  declare hasFocus: boolean;
  /** @internal The current error messages. */
  declare activeErrors: string[];
  /** @internal The error `errorchange` last reported. */
  declare lastActiveError: string;
  /** @internal Set when disabling cleared an error: enabling validates again. */
  declare needsValidateOnEnable: boolean;
  /** @internal The buffered `checkChange`. */
  declare checkChangeTask: DelayedTask | null;

  /** The label element (once rendered, when a label is shown). */
  declare labelEl?: Element;
  /** The element holding the input. */
  declare bodyEl?: Element;
  /** The input element (for a display field, the element showing the value). */
  declare inputEl?: Element;
  /** The element holding the error texts (absent with `msgTarget: 'none'`). */
  declare errorEl?: Element;

  override $construct(config?: FieldConfig): this {
    return super.$construct(checkConfig(this, config));
  }

  override initComponent(): void {
    super.initComponent();
    this.activeErrors = [];
    this.lastActiveError = '';
    this.checkChangeTask = null;
    if (!this.inputId) this.inputId = this.id + '-inputEl';
    if (!this.name) this.name = this.inputId;
    this.initValue();
    if (this.activeError) this.markInvalid(this.activeError);
  }

  /**
   * Sets the configured value without events and takes it as the original value. The initial
   * validity is computed silently, so `validitychange` fires on the first real flip only.
   */
  initValue(): void {
    this.suspendCheckChange++;
    this.setValue(this.value);
    this.suspendCheckChange--;
    this.originalValue = this.lastValue = this.getValue();
    this.wasDirty = false;
    this.wasValid =
      this.disabled || this.getErrors(this.processRawValue(this.getRawValue())).length === 0;
  }

  // ---------------------------------------------------------------- values

  /** The field's value: `rawToValue(processRawValue(getRawValue()))`. */
  getValue(): Any {
    const value = this.rawToValue(this.processRawValue(this.getRawValue()));
    this.value = value;
    return value;
  }

  /** Sets the value (shown through `valueToRaw`), then `checkChange()`. Returns the field. */
  setValue(value: unknown): this {
    this.setRawValue(this.valueToRaw(value));
    this.value = value;
    this.checkChange();
    return this;
  }

  /** The text in the input, unprocessed (before rendering: the text last set). */
  getRawValue(): Any {
    const input = this.inputEl;
    const raw = input ? (input.dom as HTMLInputElement).value : toText(this.rawValue);
    this.rawValue = raw;
    return raw;
  }

  /** Puts text in the input without validation or events. Returns the text set. */
  setRawValue(value: unknown): Any {
    const raw = toText(this.transformRawValue(value));
    this.rawValue = raw;
    const input = this.inputEl;
    if (input) (input.dom as HTMLInputElement).value = raw;
    return raw;
  }

  /** Hook: adjusts text before `setRawValue` shows it (default: as is). */
  transformRawValue(value: unknown): unknown {
    return value;
  }

  /** The text for a value (default: `String(value)`, `''` for `null`/`undefined`). */
  valueToRaw(value: unknown): Any {
    return toText(value);
  }

  /** The value for a text (default: the text). */
  rawToValue(raw: unknown): Any {
    return raw;
  }

  /** Hook: cleans the raw text before conversion and validation (default: as is). */
  processRawValue(raw: Any): Any {
    return raw;
  }

  /** The text submitted for this field: the processed raw value. */
  getSubmitValue(): unknown {
    return this.processRawValue(this.getRawValue());
  }

  /** `{[name]: getSubmitValue()}`, or `null` when disabled, not submitted or `null`. */
  getSubmitData(): Record<string, unknown> | null {
    if (this.disabled || !this.submitValue) return null;
    const value = this.getSubmitValue();
    return value === null ? null : { [this.getName()]: value };
  }

  /** `{[name]: getValue()}` (what a form writes into a record), or `null` when disabled. */
  getModelData(): Record<string, unknown> | null {
    return this.disabled ? null : { [this.getName()]: this.getValue() };
  }

  /** The field's name. */
  getName(): string {
    return this.name;
  }

  /** The id of the input element. */
  getInputId(): string {
    return this.inputId;
  }

  /** `true` when two values are the same for this field (default: same text). */
  isEqual(value1: unknown, value2: unknown): boolean {
    return String(value1) === String(value2);
  }

  /**
   * Compares the value with the last one reported and, when it differs, fires
   * `change(field, newValue, oldValue)` and runs `onChange`. Nothing while
   * `suspendCheckChange` is above 0.
   */
  checkChange(): void {
    if (this.suspendCheckChange > 0 || this.isDestroyed) return;
    const newValue = this.getValue();
    const oldValue = this.lastValue;
    if (this.isEqual(newValue, oldValue)) return;
    this.lastValue = newValue;
    this.fireEvent('change', this, newValue, oldValue);
    this.onChange(newValue, oldValue);
  }

  /** Hook after a change: validates (`validateOnChange`) and checks the dirty state. */
  onChange(_newValue?: unknown, _oldValue?: unknown): void {
    if (this.validateOnChange) this.validate();
    this.checkDirty();
  }

  /** Runs a buffered `checkChange` now, if one is pending. */
  flushCheckChange(): void {
    const task = this.checkChangeTask;
    if (task && task.id !== null) {
      task.cancel();
      this.checkChange();
    }
  }

  // ---------------------------------------------------------------- dirty state

  /** `true` when enabled and the value differs from the original value. */
  isDirty(): boolean {
    return !this.disabled && !this.isEqual(this.getValue(), this.originalValue);
  }

  /** Fires `dirtychange(field, isDirty)` when the dirty state changed; toggles `x-form-dirty`. */
  checkDirty(): void {
    const dirty = this.isDirty();
    if (dirty === this.wasDirty) return;
    this.wasDirty = dirty;
    this.toggleCls(cssPrefix() + 'form-dirty', dirty);
    this.fireEvent('dirtychange', this, dirty);
  }

  /** Takes the current value as the original one (the field is then not dirty). */
  resetOriginalValue(): void {
    this.originalValue = this.getValue();
    this.checkDirty();
  }

  /** Restores the original value and clears the error marks. */
  reset(): void {
    this.beforeReset();
    this.setValue(this.originalValue);
    this.clearInvalid();
  }

  /** Hook: runs first in `reset`. */
  beforeReset(): void {}

  // ---------------------------------------------------------------- validation

  /** The errors of `value` (default: of the current processed raw value). Base: none. */
  getErrors(_value?: unknown): string[] {
    return [];
  }

  /**
   * `true` when the current value has no errors (a disabled field is valid unless
   * `forceValidation`). Marks or clears the field unless `preventMark`. No events.
   */
  isValid(): boolean {
    if (this.disabled && !this.forceValidation) return true;
    return this.validateValue(this.processRawValue(this.getRawValue()));
  }

  /** Marks (or clears) the field for `value`'s errors; `true` when there are none. */
  validateValue(value: unknown): boolean {
    const errors = this.getErrors(value);
    const valid = errors.length === 0;
    if (!this.preventMark) {
      if (valid) this.clearInvalid();
      else this.markInvalid(errors);
    }
    return valid;
  }

  /** `isValid()`, firing `validitychange(field, isValid)` when the validity flipped. */
  validate(): boolean {
    const valid = this.isValid();
    if (valid !== this.wasValid) {
      this.wasValid = valid;
      this.fireEvent('validitychange', this, valid);
    }
    return valid;
  }

  /** Shows these errors (a message or a list) on the field; they stay until cleared. */
  markInvalid(errors: string | readonly string[] | null | undefined): void {
    const list = (Array.isArray(errors) ? errors : [errors])
      .filter((message) => message !== undefined && message !== null && message !== '')
      .map(String);
    this.setActiveErrors(list);
  }

  /** Removes the error marks. */
  clearInvalid(): void {
    this.needsValidateOnEnable = false;
    this.setActiveErrors([]);
  }

  /** The current error messages joined by line breaks, or `''`. Plain text. */
  getActiveError(): string {
    return this.activeErrors.join('\n');
  }

  /** The current error messages (a copy). */
  getActiveErrors(): string[] {
    return this.activeErrors.slice();
  }

  /** `true` while errors are shown. */
  hasActiveError(): boolean {
    return this.activeErrors.length > 0;
  }

  /** @internal Stores the errors, fires `errorchange` when the text changed, updates the DOM. */
  setActiveErrors(errors: string[]): void {
    this.activeErrors = errors;
    const error = this.getActiveError();
    if (error !== this.lastActiveError) {
      this.lastActiveError = error;
      this.fireEvent('errorchange', this, error);
    }
    this.renderActiveError();
  }

  /** @internal Shows the current errors in the DOM (as text). */
  renderActiveError(): void {
    if (!this.inputEl || this.isDestroyed || this.preventMark) return;
    showActiveErrors(this);
  }

  // ---------------------------------------------------------------- rendering

  /** Builds the label, the body with the input (`createInput`) and the error element. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    renderFieldLayout(this);
    this.applyReadOnly();
    this.initEvents();
    this.renderActiveError();
  }

  /** The label text to show, or `null` when no label is rendered. */
  getLabelText(): string | null {
    if (this.hideLabel) return null;
    const text = toText(this.fieldLabel);
    if (text === '' && this.hideEmptyLabel) return null;
    return text;
  }

  /**
   * Hook: creates the input element inside `body` and returns it. Base: an `<input>` of
   * `inputType` with the field classes, the name and the current raw value.
   */
  createInput(_doc: Document, body: HTMLElement): HTMLElement {
    const input = make(body, 'input', '', {
      type: this.inputType,
      id: this.inputId,
      class: this.getInputCls().join(' '),
      name: this.getName(),
      'aria-invalid': 'false',
      autocomplete: 'off',
    }) as HTMLInputElement;
    input.value = toText(this.rawValue);
    return input;
  }

  /** The classes of the input element: `fieldCls` (default `x-form-field`) and the subclass's. */
  getInputCls(): string[] {
    return [this.fieldCls || cssPrefix() + 'form-field'];
  }

  /** @internal Listens to the input: focus, blur, keys and the value mutations. */
  initEvents(): void {
    const input = this.inputEl as Element;
    input.on('focus', this.onInputFocus, this);
    input.on('blur', this.onInputBlur, this);
    input.on('keydown', this.onInputKeyDown, this);
    for (const name of this.checkChangeEvents) input.on(name, this.onFieldMutation, this);
  }

  /** The element `focus()` focuses: the input. */
  override getFocusEl(): Element | undefined {
    return this.inputEl;
  }

  /** Focuses the input (after `delay` ms when given), selecting its text with `selectText`. */
  override focus(selectText?: boolean, delay?: number | boolean): this {
    if (delay) {
      setTimeout(() => this.focus(selectText), typeof delay === 'number' ? delay : 10);
      return this;
    }
    super.focus();
    if (selectText) this.selectText();
    return this;
  }

  /** Selects the input's text from `start` (default 0) to `end` (default the end). */
  selectText(start?: number, end?: number): void {
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    if (!input || typeof input.setSelectionRange !== 'function') return;
    const length = input.value.length;
    try {
      input.setSelectionRange(start ?? 0, end ?? length);
    } catch {
      // Inputs such as checkboxes have no text selection.
    }
  }

  /** Sets the label text. */
  setFieldLabel(label: string | number): void {
    this.fieldLabel = label;
    if (this.labelEl) this.labelEl.setText(toText(label) + this.labelSeparator);
  }

  /** Makes the field read-only (or editable again). */
  setReadOnly(readOnly: boolean): void {
    this.readOnly = !!readOnly;
    if (this.rendered) this.applyReadOnly();
  }

  /** @internal Reflects `readOnly` in the DOM. */
  applyReadOnly(): void {
    (this.inputEl?.dom as HTMLInputElement).readOnly = this.readOnly;
    (this.el as Element).toggleCls(cssPrefix() + 'form-readonly', this.readOnly);
  }

  // ---------------------------------------------------------------- DOM events

  /** @internal A mutation of the input: schedules `checkChange`. */
  onFieldMutation(): void {
    if (this.readOnly || this.isDestroyed) return;
    if (!(this.checkChangeBuffer > 0)) {
      this.checkChange();
      return;
    }
    const task =
      this.checkChangeTask || (this.checkChangeTask = new DelayedTask(this.checkChange, this));
    task.delay(this.checkChangeBuffer);
  }

  /** @internal Keydown: fires `specialkey` for non-character keys, after any pending change. */
  onInputKeyDown(e: EventObjectImpl): void {
    if (!e.isSpecialKey()) return;
    // The buffered change goes first, so a specialkey listener (Enter saves) sees it reported.
    this.flushCheckChange();
    this.fireEvent('specialkey', this, e);
  }

  /** @internal The input got the focus. */
  onInputFocus(e: EventObjectImpl): void {
    if (this.hasFocus) return;
    this.hasFocus = true;
    this.inputEl?.addCls(cssPrefix() + 'form-focus');
    this.fireEvent('focus', this, e);
  }

  /** @internal The input lost the focus: reports a pending change, validates, fires `blur`. */
  onInputBlur(e: EventObjectImpl): void {
    if (!this.hasFocus) return;
    this.hasFocus = false;
    this.inputEl?.removeCls(cssPrefix() + 'form-focus');
    this.beforeBlur();
    this.flushCheckChange();
    if (this.validateOnBlur && !this.isDestroyed) this.validate();
    this.fireEvent('blur', this, e);
  }

  /** Hook: runs when the input loses the focus, before validation. */
  beforeBlur(): void {}

  // ---------------------------------------------------------------- state

  /** Disables the input too. */
  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    if (input) input.disabled = disabled;
  }

  /** A disabled field shows no error; enabling it validates again if it had one. */
  override onDisable(): void {
    super.onDisable();
    if (this.hasActiveError()) {
      this.clearInvalid();
      this.needsValidateOnEnable = true;
    }
  }

  override onEnable(): void {
    super.onEnable();
    if (this.needsValidateOnEnable) {
      this.needsValidateOnEnable = false;
      this.isValid();
    }
  }

  /** Adds or removes a class of the root element (before rendering too). */
  toggleCls(cls: string, state: boolean): void {
    if (state) this.addCls(cls);
    else this.removeCls(cls);
  }

  override onDestroy(): void {
    this.checkChangeTask?.cancel();
    for (const el of [this.inputEl, this.labelEl, this.bodyEl, this.errorEl])
      el?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(BaseField, 'Lib.form.field.Base', {
  xtype: 'field',
  alternateClassName: 'Lib.form.Field',
  isFormField: true,
  isFieldLabelable: true,
  ...configs(Component, FIELD_CONFIGS),
  checkChangeEvents: ['input', 'change'],
  suspendCheckChange: 0,
  hasFocus: false,
  needsValidateOnEnable: false,
  wasDirty: false,
  wasValid: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Base': typeof BaseField;
    'Lib.form.Field': typeof BaseField;
  }
  interface AliasMap {
    'widget.field': typeof BaseField;
  }
}
