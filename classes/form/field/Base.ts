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
import { Component, type ComponentConfig } from '../../Component';
import { Element, cssPrefix } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { DelayedTask } from '../../util/DelayedTask';
import { make, makeEl, px, renderMessageList } from '../../dom/Element.build';
import { toText } from '../../../lib/lang/String';
import { isName } from '../../../lib/check';
import { cfg, declareConfigs, fail, oneOf, type Test } from '../../../lib/config';
import type { FieldConfig, LabelAlign, MsgTarget } from './Base.types';
import type { ComponentEvents } from '../../Component';

export type { FieldConfig, LabelableConfig, LabelAlign, MsgTarget } from './Base.types';

/** The events of form fields: a component's plus value, validity and key events. */
export interface FieldEvents<S = BaseField> extends ComponentEvents<S> {
  /** The value changed (typing, `setValue`, `reset`). */
  change: [field: S, newValue: unknown, oldValue: unknown];
  /** Enter, Tab, Esc, arrows and the like were pressed in the input. */
  specialkey: [field: S, event: EventObjectImpl];
  /** `isDirty()` changed. */
  dirtychange: [field: S, isDirty: boolean];
  /** `isValid()` changed. */
  validitychange: [field: S, isValid: boolean];
  /** The active error message changed (`''`: none). */
  errorchange: [field: S, error: string];
  /** `setReadOnly` changed the field's read-only state. */
  writeablechange: [field: S, readOnly: boolean];
}

export class BaseField<V = unknown, R = string> extends Component {
  /** Type only: the events (see `FieldEvents`). */
  declare $eventMap: FieldEvents<this>;
  declare name: string;
  declare value: V;
  declare fieldLabel?: string | number;
  declare labelWidth: number;
  declare labelPad: number;
  declare labelAlign: LabelAlign;
  declare labelSeparator: string;
  declare hideLabel: boolean;
  declare hideEmptyLabel: boolean;
  declare readOnly: boolean;
  declare readOnlyCls: string;
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
  /** @internal The input classes a subclass adds (`'form-text'`, prefixed by `$getInputCls`). */
  declare $inputCls?: string;
  /** @internal The tag of the input `$createInput` makes (default `'input'`). */
  declare $inputTag?: string;

  /** The value the field started with (or was last reset to); `isDirty` compares against it. */
  declare originalValue: unknown;
  /** The value `change` last reported. */
  declare lastValue: unknown;
  /** The text of the value while there is no input element (and a cache of it after). */
  declare rawValue: unknown;
  /** The validity `validate` last saw (`validitychange` fires when it flips). */
  declare wasValid: boolean | undefined;
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
  declare $checkChangeTask: DelayedTask | null;

  /** The label element (once rendered, when a label is shown). */
  declare labelEl?: Element;
  /** The element holding the input. */
  declare bodyEl?: Element;
  /** The input element (for a display field, the element showing the value). */
  declare inputEl?: Element;
  /** The element holding the error texts (absent with `msgTarget: 'none'`). */
  declare errorEl?: Element;

  override initComponent(): void {
    const me = this;
    super.initComponent();
    me.activeErrors = [];
    me.lastActiveError = '';
    if (!me.inputId) me.inputId = me.id + '-inputEl';
    if (!me.name) me.name = me.inputId;
    me.initValue();
    if (me.activeError) me.markInvalid(me.activeError);
  }

  /**
   * Sets the configured value without events and takes it as the original value. No validator
   * runs yet (as in Ext 4, a custom `validator` may look at fields added after this one): the
   * first `validate()` fires `validitychange` with the validity it finds.
   */
  initValue(): void {
    const me = this;
    me.$setValueQuietly(me.value);
    me.originalValue = me.lastValue = me.getValue();
    me.wasDirty = false;
  }

  /** @internal Sets the value without reporting a change (`suspendCheckChange`). */
  $setValueQuietly(value: unknown): void {
    this.suspendCheckChange++;
    this.setValue(value);
    this.suspendCheckChange--;
  }

  // ---------------------------------------------------------------- values

  /** The field's value: `rawToValue(processRawValue(getRawValue()))`. */
  getValue(): V {
    return (this.value = this.rawToValue(this.$getProcessedRawValue()));
  }

  /** Sets the value (shown through `valueToRaw`), then `checkChange()`. Returns the field. */
  setValue(value: unknown): this {
    this.setRawValue(this.valueToRaw(value));
    this.value = value as V;
    this.checkChange();
    return this;
  }

  /** The text in the input, unprocessed (before rendering: the text last set). */
  getRawValue(): R {
    const input = this.inputEl;
    return (this.rawValue = input
      ? (input.dom as HTMLInputElement).value
      : toText(this.rawValue)) as R;
  }

  /** Puts text in the input without validation or events. Returns the text set. */
  setRawValue(value: unknown): R {
    const raw = (this.rawValue = toText(this.transformRawValue(value)));
    const input = this.inputEl;
    if (input) (input.dom as HTMLInputElement).value = raw;
    return raw as R;
  }

  /** Hook: adjusts text before `setRawValue` shows it (default: as is). */
  transformRawValue(value: unknown): unknown {
    return value;
  }

  /** The text for a value (default: `String(value)`, `''` for `null`/`undefined`). */
  valueToRaw(value: unknown): R {
    return toText(value) as R;
  }

  /** The value for a text (default: the text). */
  rawToValue(raw: unknown): V {
    return raw as V;
  }

  /** Hook: cleans the raw text before conversion and validation (default: as is). */
  processRawValue(raw: R): R {
    return raw;
  }

  /** @internal The field's text, cleaned: `processRawValue(getRawValue())`. */
  $getProcessedRawValue(): R {
    return this.processRawValue(this.getRawValue());
  }

  /** The text submitted for this field: the processed raw value. */
  getSubmitValue(): unknown {
    return this.$getProcessedRawValue();
  }

  /** `{[name]: getSubmitValue()}`, or `null` when disabled, not submitted or `null`. */
  getSubmitData(): Record<string, unknown> | null {
    const value = !this.disabled && this.submitValue ? this.getSubmitValue() : null;
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
    const me = this;
    if (me.suspendCheckChange > 0 || me.isDestroyed) return;
    const newValue = me.getValue();
    const oldValue = me.lastValue;
    if (!me.isEqual(newValue, oldValue)) {
      me.lastValue = newValue;
      me.fireEvent('change', me, newValue, oldValue);
      me.onChange(newValue, oldValue);
    }
  }

  /** Hook after a change: validates (`validateOnChange`) and checks the dirty state. */
  onChange(_newValue?: unknown, _oldValue?: unknown): void {
    if (this.validateOnChange) this.validate();
    this.checkDirty();
  }

  /** Runs a buffered `checkChange` now, if one is pending. */
  flushCheckChange(): void {
    const task = this.$checkChangeTask;
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
    if (dirty !== this.wasDirty) this.toggleCls(cssPrefix() + 'form-dirty', dirty);
    this.fireStateChange('wasDirty', dirty, 'dirtychange');
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
    // Back to the state of a new field: the next `validate()` reports its validity.
    this.wasValid = undefined;
  }

  /** Hook: runs first in `reset`. */
  beforeReset(): void {}

  // ---------------------------------------------------------------- validation

  /** The errors of `value` (default: of the current processed raw value). Base: none. */
  getErrors(_value?: unknown): string[] {
    return [];
  }

  /**
   * @internal The text a `getErrors(value?)` checks, given its `arguments`: the value as
   * text when one was passed, else the field's processed raw value.
   */
  $getTextToValidate(args: IArguments | unknown[]): string {
    return args.length ? toText(args[0]) : (this.$getProcessedRawValue() as never);
  }

  /**
   * `true` when the current value has no errors (a disabled field is valid unless
   * `forceValidation`). Marks or clears the field unless `preventMark`. No events.
   */
  isValid(): boolean {
    return (
      (this.disabled && !this.forceValidation) || this.validateValue(this.$getProcessedRawValue())
    );
  }

  /** Marks (or clears) the field for `value`'s errors; `true` when there are none. */
  validateValue(value: unknown): boolean {
    const errors = this.getErrors(value);
    const valid = !errors.length;
    if (!this.preventMark) {
      if (valid) this.clearInvalid();
      else this.markInvalid(errors);
    }
    return valid;
  }

  /**
   * `isValid()`, firing `validitychange(field, isValid)` when the validity changed, and on the
   * first call (after construction or `reset()`), as Ext 4 does.
   */
  validate(): boolean {
    const valid = this.isValid();
    this.fireStateChange('wasValid', valid, 'validitychange');
    return valid;
  }

  /** Shows these errors (a message or a list) on the field; they stay until cleared. */
  markInvalid(errors: string | readonly string[] | null | undefined): void {
    this.setActiveErrors(
      ([] as unknown[])
        .concat(errors)
        .filter((message) => message != null && message !== '')
        .map(String),
    );
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
    this.fireStateChange('lastActiveError', this.getActiveError(), 'errorchange');
    this.renderActiveError();
  }

  /** @internal Stores `value` in `this[key]` and fires `event(field, value)` when it changed. */
  fireStateChange(
    key: 'wasDirty' | 'wasValid' | 'lastActiveError',
    value: unknown,
    event: string,
  ): void {
    const me = this as any;
    if (value !== me[key]) {
      me[key] = value;
      me.fireEvent(event, me, value);
    }
  }

  /**
   * @internal Shows the current errors in the DOM, as text: `x-form-invalid` on the root,
   * `x-form-invalid-field` and `aria-invalid` on the input, and by `msgTarget`: the texts in
   * the error element or the element of that id (referenced by the input's
   * `aria-describedby`); for `'side'` also the icon's `data-qtip`, for `'qtip'` the input's
   * `data-qtip` (shown by `Lib.tip.QuickTipManager`), for `'title'` the input's `title`.
   */
  renderActiveError(): void {
    const me = this;
    if (!me.inputEl || me.isDestroyed || me.preventMark) return;
    const { activeErrors: errors, errorEl, msgTarget } = me;
    const invalid = errors.length > 0;
    const text = invalid && errors.join('\n');
    const cls = px('form-invalid');
    (me.el as Element).toggleCls(cls, invalid);
    const input = me.inputEl
      .toggleCls(cls + '-field', invalid)
      .set({ 'aria-invalid': String(invalid) });
    let target = errorEl;
    if (!/^(qtip|side|under|title|none)$/.test(msgTarget)) {
      target = Element.get(msgTarget) ?? undefined;
      if (!target && invalid) fail(me.$className, "config 'msgTarget'", MSG_TARGETS, msgTarget);
    }
    if (target) {
      renderMessageList(target.dom, errors);
      target.toggleCls(px('form-error-msg-active'), invalid);
      input.set({ 'aria-describedby': invalid && target.id });
    }
    if (msgTarget === 'side') errorEl?.set({ 'data-qtip': text });
    if (msgTarget === 'qtip') input.set({ 'data-qtip': text });
    if (msgTarget === 'title') input.set({ title: text });
  }

  // ---------------------------------------------------------------- rendering

  /** Builds the label, the body with the input (`$createInput`) and the error element. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.renderFieldLayout();
    this.$applyReadOnly();
    this.initEvents();
    this.renderActiveError();
  }

  /**
   * @internal Builds the field's DOM (Ext 4's Labelable markup, with divs) inside the root: a
   * `<label>` (unless hidden), the body (`x-form-item-body`) with the input `$createInput`
   * makes, and the error element (`x-form-error-msg`, absent with `msgTarget: 'none'`).
   * Labels are set as text.
   */
  renderFieldLayout(): void {
    const me = this;
    const el = me.el as Element;
    const root = el.dom;
    const { id, labelAlign: align, labelPad: pad, msgTarget } = me;
    // Labels beside the input are labelWidth + labelPad wide; errors under the field indent as much.
    const width = align === 'top' ? 0 : me.labelWidth + pad;
    const type = me.inputType ? ` field form-type-${me.inputType}` : '';
    el.addCls(px(`form-item form-label-${align}` + type));
    const text = me.getLabelText();
    const label = (me.labelEl =
      text === null
        ? undefined
        : makeEl(
            root,
            'label',
            'form-item-label form-item-label-' + align,
            { id: id + '-labelEl' },
            text + me.labelSeparator,
          ));
    if (label && width) label.setStyle({ width, paddingRight: pad });
    const body = (me.bodyEl = makeEl(root, 'div', 'form-item-body', { id: id + '-bodyEl' }));
    const input = (me.inputEl = Element.get(
      me.$createInput(root.ownerDocument, body.dom),
    ) as Element);
    if (label) {
      // `for` only points at labelable elements; a display field's div is labelled by id.
      if (/^(INPUT|TEXTAREA)$/.test(input.dom.tagName)) label.set({ for: input.id });
      else input.set({ 'aria-labelledby': label.id });
    } else {
      const aria = me.ariaLabel || toText(me.fieldLabel);
      if (aria) input.set({ 'aria-label': aria });
    }
    if (!/^(qtip|side|under)$/.test(msgTarget)) return;
    const error = (me.errorEl = makeEl(root, 'div', 'form-error-msg form-error-msg-' + msgTarget, {
      id: id + '-errorEl',
      'aria-live': 'polite',
    }));
    if (msgTarget === 'under') {
      el.addCls(px('form-msg-under'));
      if (label && width) error.setStyle('paddingLeft', width);
    }
  }

  /** The label text (`fieldLabel` as text, `''` when none). */
  getFieldLabel(): string {
    return toText(this.fieldLabel);
  }

  /** The label text to show, or `null` when no label is rendered. */
  getLabelText(): string | null {
    const text = this.getFieldLabel();
    return this.hideLabel || (text === '' && this.hideEmptyLabel) ? null : text;
  }

  /**
   * Hook: creates the input element inside `body` and returns it. Base: an `<input>` of
   * `inputType` with the field classes, the name and the current raw value.
   */
  $createInput(_doc: Document, body: HTMLElement): HTMLElement {
    const input = make(body, this.$inputTag || 'input', '', {
      type: this.inputType,
      id: this.inputId,
      class: this.$getInputCls().join(' '),
      name: this.getName(),
      'aria-invalid': 'false',
      autocomplete: 'off',
    }) as HTMLInputElement;
    input.value = toText(this.rawValue);
    return input;
  }

  /**
   * The classes of the input element: `fieldCls` (default `x-form-field`), then those the
   * subclass names in `$inputCls` (such as `x-form-text`).
   */
  $getInputCls(): string[] {
    const own = this.$inputCls;
    return [this.fieldCls || cssPrefix() + 'form-field', ...(own ? px(own).split(' ') : [])];
  }

  /** @internal Listens to the input: focus, blur, keys and the value mutations. */
  initEvents(): void {
    const me = this;
    const input = me.inputEl as Element;
    input.on('focus', me.$onInputFocus, me);
    input.on('blur', me.$onInputBlur, me);
    input.on('keydown', me.$onInputKeyDown, me);
    for (const name of me.checkChangeEvents) input.on(name, me.$onFieldMutation, me);
  }

  /** The element `focus()` focuses: the input. */
  override getFocusEl(): Element | undefined {
    return this.inputEl;
  }

  /** Focuses the input (after `delay` ms when given), selecting its text with `selectText`. */
  override focus(selectText?: boolean, delay?: number | boolean): this {
    // With a delay, the component's focus calls this again without one.
    super.focus(selectText, delay);
    if (selectText && !delay) this.selectText();
    return this;
  }

  /** Selects the input's text from `start` (default 0) to `end` (default the end). */
  selectText(start?: number, end?: number): void {
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    try {
      input?.setSelectionRange(start ?? 0, end ?? input.value.length);
    } catch {
      // Inputs such as checkboxes (and a display field's div) have no text selection.
    }
  }

  /** Sets the label text. */
  setFieldLabel(label: string | number): void {
    this.fieldLabel = label;
    this.labelEl?.setText(toText(label) + this.labelSeparator);
  }

  /** Makes the field read-only (or editable again); fires `writeablechange(field, readOnly)`. */
  setReadOnly(readOnly: boolean): void {
    this.readOnly = !!readOnly;
    if (this.rendered) this.$applyReadOnly();
    this.fireEvent('writeablechange', this, this.readOnly);
  }

  /** @internal Reflects `readOnly` in the DOM (the input's `readonly`, `readOnlyCls` on the root). */
  $applyReadOnly(): void {
    (this.inputEl?.dom as HTMLInputElement).readOnly = this.readOnly;
    (this.el as Element).toggleCls(this.readOnlyCls, this.readOnly);
  }

  // ---------------------------------------------------------------- DOM events

  /** @internal A mutation of the input: schedules `checkChange`. */
  $onFieldMutation(): void {
    const me = this;
    if (me.readOnly || me.isDestroyed) return;
    if (me.checkChangeBuffer > 0) {
      (me.$checkChangeTask ||= new DelayedTask(me.checkChange, me)).delay(me.checkChangeBuffer);
    } else me.checkChange();
  }

  /** @internal Keydown: fires `specialkey` for non-character keys, after any pending change. */
  $onInputKeyDown(e: EventObjectImpl): void {
    if (!e.isSpecialKey()) return;
    // The buffered change goes first, so a specialkey listener (Enter saves) sees it reported.
    this.flushCheckChange();
    this.fireEvent('specialkey', this, e);
  }

  /** @internal The input got the focus. */
  $onInputFocus(e: EventObjectImpl): void {
    if (this.$setHasFocus(true)) this.fireEvent('focus', this, e);
  }

  /** @internal The input lost the focus: reports a pending change, validates, fires `blur`. */
  $onInputBlur(e: EventObjectImpl): void {
    const me = this;
    if (!me.$setHasFocus(false)) return;
    me.beforeBlur();
    me.flushCheckChange();
    if (me.validateOnBlur && !me.isDestroyed) me.validate();
    me.fireEvent('blur', me, e);
  }

  /** Hook: runs when the input loses the focus, before validation. */
  beforeBlur(): void {}

  /**
   * @internal Sets `hasFocus` and the `x-form-focus` class of the input; `false` when nothing
   * changed.
   */
  $setHasFocus(focused: boolean): boolean {
    if (this.hasFocus === focused) return false;
    this.hasFocus = focused;
    this.inputEl?.toggleCls(cssPrefix() + 'form-focus', focused);
    return true;
  }

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
    this.$checkChangeTask?.cancel();
    for (const el of [this.inputEl, this.labelEl, this.bodyEl, this.errorEl])
      el?.removeAllListeners();
    super.onDestroy();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface BaseField {
  $construct(config?: FieldConfig): this;
}

/** What `msgTarget` takes. */
const MSG_TARGETS = "'qtip', 'side', 'under', 'title', 'none' or the id of an element in the page";
/** The label and error configs of every labelable component (fields, field containers). */
export const labelableConfigs = {
  fieldLabel: cfg('text'),
  labelWidth: 100,
  labelPad: 5,
  labelAlign: cfg(oneOf('left', 'right', 'top'), 'left'),
  labelSeparator: ':',
  hideLabel: false,
  hideEmptyLabel: true,
  msgTarget: cfg([isName, MSG_TARGETS] as Test, 'qtip'),
};
/** The `inputType`s a field accepts (HTML input types). */
const INPUT_TYPES =
  'text password email url tel search number date time datetime-local month week color range hidden checkbox radio file'.split(
    ' ',
  );

registerClass(BaseField, 'Lib.form.field.Base', {
  $configs: declareConfigs<FieldConfig, ComponentConfig>({
    name: cfg('string'),
    value: cfg('any'),
    ...labelableConfigs,
    readOnly: false,
    readOnlyCls: px('form-readonly'),
    inputId: cfg('string'),
    inputType: cfg(oneOf(...INPUT_TYPES), 'text'),
    validateOnChange: true,
    validateOnBlur: true,
    checkChangeBuffer: 50,
    invalidText: 'The value in this field is invalid',
    preventMark: false,
    submitValue: true,
    forceValidation: false,
    activeError: cfg('string'),
    fieldCls: cfg('string'),
  }),
  xtype: 'field',
  alternateClassName: 'Lib.form.Field',
  isFormField: true,
  isFieldLabelable: true,
  checkChangeEvents: ['input', 'change'],
  suspendCheckChange: 0,
  hasFocus: false,
  $checkChangeTask: null,
  needsValidateOnEnable: false,
  wasDirty: false,
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
