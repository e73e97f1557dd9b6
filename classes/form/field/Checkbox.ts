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
import { Element } from '../../dom/Element';
import { BaseField, FIELD_TYPES, type FieldConfig } from './Base';
import { T, cssPrefix, toText, type TypeTable } from './Base.utils';

export interface CheckboxConfig extends FieldConfig {
  /** The text beside the box (shown as text). */
  boxLabel?: string | number;
  /** `'after'` (default) or `'before'` the box. */
  boxLabelAlign?: 'after' | 'before';
  /** Starts checked (default `false`; `value` wins when given). */
  checked?: boolean;
  /** Submitted when checked (default `'on'`); `setValue(inputValue)` checks the box. */
  inputValue?: string;
  /** Submitted when unchecked (default: nothing). */
  uncheckedValue?: string;
  /** Called `handler(checkbox, checked)` at every change (`this` = `scope`). */
  handler?: (checkbox: Checkbox, checked: boolean) => unknown;
  /** `this` for `handler` (default the checkbox). */
  scope?: unknown;
}

/** The type rules of the `CheckboxConfig` keys. */
export const CHECKBOX_TYPES: TypeTable = {
  ...FIELD_TYPES,
  boxLabel: T.text,
  boxLabelAlign: T.oneOf('after', 'before'),
  checked: T.boolean,
  inputValue: T.string,
  uncheckedValue: T.string,
  handler: T.function,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const onRe = /^on$/i;

export class Checkbox extends BaseField {
  declare boxLabel?: string | number;
  declare boxLabelAlign: 'after' | 'before';
  declare checked: boolean;
  declare inputValue: string;
  declare uncheckedValue?: string;
  declare handler?: (checkbox: Checkbox, checked: boolean) => unknown;
  declare scope?: unknown;
  /** The box label element (once rendered, when there is a `boxLabel`). */
  declare boxLabelEl?: Element;

  override $construct(config?: CheckboxConfig): this {
    return super.$construct(config);
  }

  override initComponent(): void {
    if (this.value === undefined || this.value === null) this.value = !!this.checked;
    super.initComponent();
  }

  /** `true` when checked. */
  override getRawValue(): boolean {
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    return input ? input.checked : !!this.checked;
  }

  /** Checks the box for `true`, `'true'`, `1`, `'1'`, `'on'` or the `inputValue`. Returns the state. */
  override setRawValue(value: unknown): boolean {
    const checked =
      value === true ||
      value === 'true' ||
      value === '1' ||
      value === 1 ||
      ((typeof value === 'string' || typeof value === 'number') && this.inputValue
        ? String(value) === this.inputValue
        : onRe.test(toText(value)));
    this.checked = this.rawValue = checked;
    const input = this.inputEl?.dom as HTMLInputElement | undefined;
    if (input) input.checked = checked;
    this.toggleCls(cssPrefix() + 'form-cb-checked', checked);
    return checked;
  }

  /** The value is the state itself. */
  override valueToRaw(value: unknown): Any {
    return value;
  }

  /** The checked state. */
  override rawToValue(raw: unknown): boolean {
    return raw === true;
  }

  override processRawValue(raw: Any): Any {
    return raw;
  }

  /** `true` when checked. */
  override getValue(): boolean {
    return (this.value = this.getRawValue());
  }

  /** `inputValue` when checked, else `uncheckedValue` (or `null`). */
  override getSubmitValue(): string | null {
    return this.getRawValue() ? this.inputValue : (this.uncheckedValue ?? null);
  }

  /** Sets the text beside the box. */
  setBoxLabel(text: string | number): void {
    this.boxLabel = text;
    if (this.boxLabelEl) this.boxLabelEl.setText(toText(text));
  }

  override onChange(newValue?: unknown, oldValue?: unknown): void {
    super.onChange(newValue, oldValue);
    if (this.handler) this.handler.call(this.scope ?? this, this, newValue === true);
  }

  override getInputCls(): string[] {
    return [...super.getInputCls(), cssPrefix() + 'form-checkbox'];
  }

  override createInput(doc: Document, body: HTMLElement): HTMLElement {
    const p = cssPrefix();
    body.classList.add(p + 'form-cb-wrap');
    const input = super.createInput(doc, body);
    (input as HTMLInputElement).checked = this.checked;
    (input as HTMLInputElement).value = this.inputValue;
    input.removeAttribute('autocomplete');
    if (this.boxLabel !== undefined && this.boxLabel !== null && this.boxLabel !== '') {
      const label = doc.createElement('label');
      label.id = this.id + '-boxLabelEl';
      label.className = `${p}form-cb-label ${p}form-cb-label-${this.boxLabelAlign}`;
      label.htmlFor = input.id;
      label.textContent = toText(this.boxLabel);
      if (this.boxLabelAlign === 'before') body.insertBefore(label, input);
      else body.appendChild(label);
      this.boxLabelEl = Element.get(label) as Element;
    }
    return input;
  }

  /** The box reacts at once: no typing buffer. */
  override onFieldMutation(): void {
    if (this.readOnly) {
      // A read-only checkbox cannot be changed by the user: undo the click.
      (this.inputEl?.dom as HTMLInputElement).checked = !!this.checked;
      return;
    }
    this.checked = this.getRawValue();
    this.toggleCls(cssPrefix() + 'form-cb-checked', this.checked);
    this.checkChange();
  }
}

registerClass(Checkbox, 'Lib.form.field.Checkbox', {
  xtype: ['checkboxfield', 'checkbox'],
  alternateClassName: 'Lib.form.Checkbox',
  $configTypes: CHECKBOX_TYPES,
  inputType: 'checkbox',
  boxLabelAlign: 'after',
  checked: false,
  inputValue: 'on',
  checkChangeEvents: ['change'],
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Checkbox': typeof Checkbox;
  }
  interface AliasMap {
    'widget.checkboxfield': typeof Checkbox;
    'widget.checkbox': typeof Checkbox;
  }
}
