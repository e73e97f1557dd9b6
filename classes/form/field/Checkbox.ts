/**
 * `Lib.form.field.Checkbox` (xtypes `checkboxfield` and `checkbox`, alternate
 * `Lib.form.Checkbox`): a real `<input type="checkbox">` with an optional `boxLabel` beside it.
 * `getValue()` is a boolean; `setValue` takes `true`/`false`, `'true'`, `1`, `'1'`, `'on'` or
 * the `inputValue`. `getSubmitValue()` is `inputValue` (default `'on'`) when checked, else
 * `uncheckedValue` (or `null`). A checkbox has no errors, so it is always valid.
 *
 * @example
 *   const active = Lib.create('Lib.form.field.Checkbox', {name: 'active', boxLabel: 'Active'});
 *   active.on('change', (cb, checked) => console.log(checked));
 *   active.setValue(true); // logs true
 */
import { registerClass } from '../../../lib/Class';
import { BaseField, type FieldConfig } from './Base';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { isNum, isString } from '../../../lib/check';
import { makeEl } from '../../dom/Element.build';
import { toText } from '../../../lib/lang/String';
import { type Element, cssPrefix } from '../../dom/Element';

export interface CheckboxConfig extends FieldConfig {
  /** The text beside the box (shown as text). */
  boxLabel?: string | number;
  /** `'after'` (default) or `'before'` the box. */
  boxLabelAlign?: 'after' | 'before';
  /** Starts checked (default `false`; `value` wins when given). */
  checked?: boolean;
  /**
   * Submitted when checked (default `'on'`; a number is submitted as it is, as in Ext 4);
   * `setValue(inputValue)` checks the box (a number matches its text: `1` and `'1'`).
   */
  inputValue?: string | number;
  /** Submitted when unchecked (default: nothing). */
  uncheckedValue?: string | number;
  /** Called `handler(checkbox, checked)` at every change (`this` = `scope`). */
  handler?: (checkbox: Checkbox, checked: boolean) => unknown;
  /** `this` for `handler` (default the checkbox). */
  scope?: unknown;
}

const onRe = /^on$/i;

export class Checkbox extends BaseField<boolean, unknown> {
  declare boxLabel?: string | number;
  declare boxLabelAlign: 'after' | 'before';
  declare checked: boolean;
  declare inputValue: string | number;
  declare uncheckedValue?: string | number;
  declare handler?: (checkbox: Checkbox, checked: boolean) => unknown;
  declare scope?: unknown;
  /** Always `true` (Ext's type tag). */
  declare isCheckbox: true;
  /** The box label element (once rendered, when there is a `boxLabel`). */
  declare boxLabelEl?: Element;

  override initComponent(): void {
    if (this.value == null) this.value = !!this.checked;
    super.initComponent();
  }

  /** `true` when checked. */
  override getRawValue(): boolean {
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    return input ? input.checked : !!this.checked;
  }

  /** Checks the box for `true`, `'true'`, `1`, `'1'`, `'on'` or the `inputValue`. Returns the state. */
  override setRawValue(value: unknown): boolean {
    const scalar = isString(value) || isNum(value);
    const text = toText(value);
    const checked =
      value === true ||
      (scalar && (text == 'true' || text == '1')) ||
      (scalar && this.inputValue ? text === toText(this.inputValue) : onRe.test(text));
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    if (input) input.checked = checked;
    return (this.rawValue = this.$markChecked(checked));
  }

  /** The value is the state itself. */
  override valueToRaw(value: unknown): unknown {
    return value;
  }

  /** The checked state. */
  override rawToValue(raw: unknown): boolean {
    return raw === true;
  }

  /** `true` when checked. */
  override getValue(): boolean {
    return (this.value = this.getRawValue());
  }

  /** `inputValue` when checked, else `uncheckedValue` (or `null`). */
  override getSubmitValue(): string | number | null {
    return this.getRawValue() ? this.inputValue : (this.uncheckedValue ?? null);
  }

  /** Sets the text beside the box. */
  setBoxLabel(text: string | number): void {
    this.boxLabel = text;
    this.boxLabelEl?.setText(toText(text));
  }

  override onChange(newValue?: unknown, oldValue?: unknown): void {
    super.onChange(newValue, oldValue);
    this.handler?.call(this.scope ?? this, this, newValue === true);
  }

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const align = me.boxLabelAlign;
    const text = toText(me.boxLabel);
    body.classList.add(cssPrefix() + 'form-cb-wrap');
    const input = super.$createInput(doc, body) as HTMLInputElement;
    input.checked = me.checked;
    input.value = toText(me.inputValue);
    input.removeAttribute('autocomplete');
    if (text) {
      me.boxLabelEl = makeEl(
        body,
        'label',
        'form-cb-label form-cb-label-' + align,
        { id: me.id + '-boxLabelEl', for: input.id },
        text,
        align === 'before' ? input : null,
      );
    }
    return input;
  }

  /** @internal Records the checked state and shows it on the root (`x-form-cb-checked`). Returns it. */
  $markChecked(checked: boolean): boolean {
    this.toggleCls(cssPrefix() + 'form-cb-checked', (this.checked = checked));
    return checked;
  }

  /** The box reacts at once: no typing buffer. */
  override $onFieldMutation(): void {
    if (this.readOnly) {
      // A read-only checkbox cannot be changed by the user: undo the click.
      (this.inputEl?.dom as HTMLInputElement).checked = !!this.checked;
    } else {
      this.$markChecked(this.getRawValue());
      this.checkChange();
    }
  }
}

registerClass(Checkbox, 'Lib.form.field.Checkbox', {
  $configs: declareConfigs<CheckboxConfig, FieldConfig>({
    boxLabel: cfg('text'),
    boxLabelAlign: cfg(oneOf('after', 'before'), 'after'),
    checked: false,
    inputValue: cfg('text', 'on'),
    uncheckedValue: cfg('text'),
    handler: cfg('function'),
    scope: cfg('any'),
  }),
  $inputCls: 'form-checkbox',
  xtype: ['checkboxfield', 'checkbox'],
  alternateClassName: 'Lib.form.Checkbox',
  inputType: 'checkbox',
  checkChangeEvents: ['change'],
  isCheckbox: true,
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface Checkbox {
  $construct(config?: CheckboxConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Checkbox': typeof Checkbox;
  }
  interface AliasMap {
    'widget.checkboxfield': typeof Checkbox;
    'widget.checkbox': typeof Checkbox;
  }
}
