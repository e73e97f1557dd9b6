/**
 * `Lib.form.field.Number` (xtype `numberfield`, alternate `Lib.form.NumberField`): a text
 * field for numbers. `getValue()` is a number (rounded to `decimalPrecision`), `null` when
 * empty, or the typed text when it is not a number (as Ext JS 4, so nothing typed is lost
 * and the field reports the error). Validation adds `minValue`/`maxValue`, negative numbers
 * (`allowNegative: false`) and 'is not a valid number' to the text field's checks. Typing is
 * limited to digits, the decimal separator and the minus sign; Up/Down step the value by
 * `step`.
 *
 * @example
 *   const age = Lib.create('Lib.form.field.Number', {minValue: 0, maxValue: 150, allowDecimals: false});
 *   age.setValue(200);
 *   age.getErrors(); // ['The maximum value for this field is 150']
 */
import { registerClass } from '../../../lib/Class';
import { format, toText } from '../../../lib/lang/String';
import { correctFloat } from '../../../lib/lang/Number';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { TextField, type TextFieldConfig } from './Text';
import { isNum } from '../../../lib/check';
import { cfg, declareConfigs } from '../../../lib/config';

/** A number that is not `NaN`. */
const isNumber = (value: unknown): value is number => isNum(value) && value === value;

export interface NumberFieldConfig extends TextFieldConfig {
  /** Smallest value (default `-Infinity`; 0 with `allowNegative: false`). */
  minValue?: number;
  /** Largest value (default `Number.MAX_VALUE`). */
  maxValue?: number;
  /** Error below `minValue` (default 'The minimum value for this field is {0}'). */
  minText?: string;
  /** Error above `maxValue` (default 'The maximum value for this field is {0}'). */
  maxText?: string;
  /** Error for text that is no number (default '{0} is not a valid number'). */
  nanText?: string;
  /** Error for a negative number when `minValue` is 0 (default 'The value cannot be negative'). */
  negativeText?: string;
  /** Accept decimals (default `true`). */
  allowDecimals?: boolean;
  /** Digits kept after the separator, a whole number ≥ 0 (default 2). */
  decimalPrecision?: number;
  /** The decimal separator typed and shown (default `'.'`). */
  decimalSeparator?: string;
  /** Accept negative numbers (default `true`). */
  allowNegative?: boolean;
  /** Accept exponents such as `1e5` (default `true`). */
  allowExponential?: boolean;
  /** The digits accepted from the keyboard (default `'0123456789'`). */
  baseChars?: string;
  /** Remove characters that cannot be part of a number (default `false`). */
  autoStripChars?: boolean;
  /** Submit with `decimalSeparator` (default `true`) rather than `'.'`. */
  submitLocaleSeparator?: boolean;
  /** How much Up/Down change the value (default 1). */
  step?: number;
  /** Up/Down step the value (default `true`). */
  keyNavEnabled?: boolean;
}

export class NumberField extends TextField {
  declare minValue: number;
  declare maxValue: number;
  declare minText: string;
  declare maxText: string;
  declare nanText: string;
  declare negativeText: string;
  declare allowDecimals: boolean;
  declare decimalPrecision: number;
  declare decimalSeparator: string;
  declare allowNegative: boolean;
  declare allowExponential: boolean;
  declare baseChars: string;
  declare autoStripChars: boolean;
  declare submitLocaleSeparator: boolean;
  declare step: number;
  declare keyNavEnabled: boolean;

  override initComponent(): void {
    const me = this;
    const exp = me.allowExponential;
    let allowed = me.baseChars;
    if (me.allowDecimals || exp) allowed += me.decimalSeparator;
    if (me.allowNegative || exp) allowed += '-';
    if (exp) allowed += 'e+';
    const escaped = allowed.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
    if (!me.maskRe) me.maskRe = new RegExp('[' + escaped + ']', 'i');
    if (me.autoStripChars && !me.stripCharsRe)
      me.stripCharsRe = new RegExp('[^' + escaped + ']', 'gi');
    me.setMinValue(me.minValue);
    me.setMaxValue(me.maxValue);
    super.initComponent();
  }

  /** Sets the smallest value (`null`: none; never below 0 with `allowNegative: false`). */
  setMinValue(value: number | null | undefined): void {
    const min = isNumber(value) ? value : -Infinity;
    this.minValue = this.allowNegative ? min : Math.max(0, min);
  }

  /** Sets the largest value (`null`: none). */
  setMaxValue(value: number | null | undefined): void {
    this.maxValue = isNumber(value) ? value : Number.MAX_VALUE;
  }

  /** The number in a text (decimal separator understood), or `null`. */
  parseValue(value: unknown): number | null {
    const number = parseFloat(toText(value).replace(this.decimalSeparator, '.'));
    return isNaN(number) ? null : number;
  }

  /** `value` rounded to `decimalPrecision` (to an integer without `allowDecimals`). */
  fixPrecision(value: number | null): number | null {
    if (value === null || value === 0 || !isFinite(value)) return value;
    const precision = this.allowDecimals && this.decimalPrecision > 0 ? this.decimalPrecision : 0;
    return parseFloat(value.toFixed(precision));
  }

  /** The number of the text, rounded; `null` when empty; the text itself when not a number. */
  override rawToValue(raw: unknown): number | string | null {
    const value = this.fixPrecision(this.parseValue(raw));
    return value === null ? toText(raw) || null : value;
  }

  /** The text of a number, rounded, with `decimalSeparator`; `''` for anything else. */
  override valueToRaw(value: unknown): string {
    const number = this.fixPrecision(isNum(value) ? value : this.parseValue(value));
    return number === null || isNaN(number)
      ? ''
      : String(number).replace('.', this.decimalSeparator);
  }

  override getSubmitValue(): unknown {
    const value = toText(super.getSubmitValue());
    return this.submitLocaleSeparator ? value : value.replace(this.decimalSeparator, '.');
  }

  /** The text field's errors, then: not a number, negative, below `minValue`, above `maxValue`. */
  override getErrors(value?: unknown): string[] {
    const me = this;
    const text = me.getTextToValidate(arguments);
    const errors = super.getErrors(text);
    const { minValue, maxValue } = me;
    if (!text) return errors;
    if (isNaN(text.replace(me.decimalSeparator, '.') as unknown as number)) {
      errors.push(format(me.nanText, text));
    }
    const number = me.parseValue(text);
    if (number === null) return errors;
    if (minValue === 0 && number < 0) errors.push(me.negativeText);
    else if (number < minValue) errors.push(format(me.minText, minValue));
    if (number > maxValue) errors.push(format(me.maxText, maxValue));
    return errors;
  }

  /** Shows the rounded number when the input loses the focus. */
  override beforeBlur(): void {
    const value = this.parseValue(this.getRawValue());
    if (value !== null) this.setValue(value);
  }

  /** Adds `step` (Up) or subtracts it (Down), kept within `minValue`..`maxValue`. */
  spin(up: boolean): void {
    const me = this;
    if (me.readOnly || me.disabled) return;
    const current = me.getValue();
    const next = correctFloat((isNum(current) ? current : 0) + (up ? me.step : -me.step));
    me.setValue(Math.min(me.maxValue, Math.max(me.minValue, next)));
  }

  override onInputKeyDown(e: EventObjectImpl): void {
    const key = e.getKey();
    if (this.keyNavEnabled && (key === e.UP || key === e.DOWN) && !e.altKey) {
      e.preventDefault();
      this.spin(key === e.UP);
    }
    super.onInputKeyDown(e);
  }

  override createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.createInput(doc, body);
    // A text input (not type=number) keeps the decimal separator and the typed text as given.
    input.setAttribute('inputmode', this.allowDecimals ? 'decimal' : 'numeric');
    return input;
  }
}

registerClass(NumberField, 'Lib.form.field.Number', {
  $configs: declareConfigs<NumberFieldConfig, TextFieldConfig>({
    minValue: -Infinity,
    maxValue: Number.MAX_VALUE,
    minText: 'The minimum value for this field is {0}',
    maxText: 'The maximum value for this field is {0}',
    nanText: '{0} is not a valid number',
    negativeText: 'The value cannot be negative',
    allowDecimals: true,
    decimalPrecision: cfg(
      [(v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number ≥ 0'],
      2,
    ),
    decimalSeparator: '.',
    allowNegative: true,
    allowExponential: true,
    baseChars: '0123456789',
    autoStripChars: false,
    submitLocaleSeparator: true,
    step: 1,
    keyNavEnabled: true,
  }),
  $inputCls: 'form-text form-number',
  xtype: 'numberfield',
  alternateClassName: ['Lib.form.NumberField', 'Lib.form.Number'],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface NumberField {
  $construct(config?: NumberFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Number': typeof NumberField;
  }
  interface AliasMap {
    'widget.numberfield': typeof NumberField;
  }
}
