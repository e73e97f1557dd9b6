/**
 * `Lib.form.field.Number` (xtype `numberfield`, alternate `Lib.form.NumberField`): a spinner
 * field for numbers. `getValue()` is a number (rounded to `decimalPrecision`), `null` when
 * empty, or the typed text when it is not a number (as Ext JS 4, so nothing typed is lost
 * and the field reports the error). Validation adds `minValue`/`maxValue`, negative numbers
 * (`allowNegative: false`) and 'is not a valid number' to the text field's checks. Typing is
 * limited to digits, the decimal separator, the exponent and the minus sign (`maskRe`); the
 * spinner (its triggers, Up/Down, the wheel) steps the value by `step` within the limits.
 *
 * With `allowDecimals: false` (unlike Ext JS 4.2.1, whose exponent keys let them through)
 * neither `.` nor `e` can be typed, and a value that is not a whole number (pasted, or set
 * in code) is kept and reported invalid (`decimalsText`) rather than rounded.
 *
 * @example
 *   const age = Lib.create('Lib.form.field.Number', {minValue: 0, maxValue: 150, allowDecimals: false});
 *   age.setValue(200);
 *   age.getErrors(); // ['The maximum value for this field is 150']
 */
import { registerClass } from '../../../lib/Class';
import { format, toText } from '../../../lib/lang/String';
import { correctFloat } from '../../../lib/lang/Number';
import { SpinnerField, type SpinnerFieldConfig } from './Spinner';
import { isNum } from '../../../lib/check';
import { cfg, declareConfigs } from '../../../lib/config';

/** A number that is not `NaN`. */
const isNumber = (value: unknown): value is number => isNum(value) && value === value;

export interface NumberFieldConfig extends SpinnerFieldConfig {
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
  /** Accept decimals (default `true`); `false` refuses `.` and `e` as keys and non-whole values. */
  allowDecimals?: boolean;
  /** Error for a value that is not a whole number with `allowDecimals: false` (default '{0} is not a whole number'). */
  decimalsText?: string;
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
  /** How much a spin changes the value (default 1). */
  step?: number;
}

export class NumberField extends SpinnerField<number | string | null> {
  declare minValue: number;
  declare maxValue: number;
  declare minText: string;
  declare maxText: string;
  declare nanText: string;
  declare negativeText: string;
  declare allowDecimals: boolean;
  declare decimalsText: string;
  declare decimalPrecision: number;
  declare decimalSeparator: string;
  declare allowNegative: boolean;
  declare allowExponential: boolean;
  declare baseChars: string;
  declare autoStripChars: boolean;
  declare submitLocaleSeparator: boolean;
  declare step: number;

  override initComponent(): void {
    const me = this;
    const { allowDecimals, decimalSeparator: sep } = me;
    const exp = me.allowExponential && allowDecimals;
    const escape = (chars: string) => '[' + chars.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
    me.setMinValue(me.minValue);
    me.setMaxValue(me.maxValue);
    if (!me.maskRe) {
      me.maskRe = new RegExp(
        escape(
          me.baseChars +
            (allowDecimals ? sep : '') +
            (exp ? 'e+' : '') +
            (exp || me.minValue < 0 ? '-' : ''),
        ) + ']',
        'i',
      );
    }
    // Pasted text keeps its separator and exponent (reported, not silently turned into
    // another number); anything else that cannot be part of a number goes.
    if (me.autoStripChars && !me.stripCharsRe)
      me.stripCharsRe = new RegExp(
        escape(me.baseChars + sep + 'e+-').replace('[', '[^') + ']',
        'gi',
      );
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

  /** `value` rounded to `decimalPrecision` (as is without `allowDecimals`: a fraction is an error). */
  fixPrecision(value: number | null): number | null {
    if (value === null || value === 0 || !isFinite(value) || !this.allowDecimals) return value;
    return parseFloat(value.toFixed(Math.max(0, this.decimalPrecision)));
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

  /**
   * The text field's errors, then: not a number, not a whole number (without `allowDecimals`),
   * negative, below `minValue`, above `maxValue`.
   */
  override getErrors(value?: unknown): string[] {
    const me = this;
    const text = me.$getTextToValidate(arguments);
    const errors = super.getErrors(text);
    const { minValue, maxValue } = me;
    if (!text) return errors;
    if (isNaN(text.replace(me.decimalSeparator, '.') as unknown as number)) {
      errors.push(format(me.nanText, text));
    }
    const number = me.parseValue(text);
    if (number === null) return errors;
    if (!me.allowDecimals && !Number.isInteger(number)) errors.push(format(me.decimalsText, text));
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

  /** Adds `step`, kept within `minValue`..`maxValue` (an empty field counts as 0). */
  override onSpinUp(): void {
    this.setSpinValue(this.step);
  }

  /** Subtracts `step`, kept within `minValue`..`maxValue`. */
  override onSpinDown(): void {
    this.setSpinValue(-this.step);
  }

  /** @internal Adds `delta` to the value, kept within the limits. */
  setSpinValue(delta: number): void {
    const me = this;
    const current = me.getValue();
    const next = correctFloat((isNum(current) ? current : 0) + delta);
    me.setValue(Math.min(me.maxValue, Math.max(me.minValue, next)));
  }

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.$createInput(doc, body);
    // A text input (not type=number) keeps the decimal separator and the typed text as given.
    input.setAttribute('inputmode', this.allowDecimals ? 'decimal' : 'numeric');
    return input;
  }
}

registerClass(NumberField, 'Lib.form.field.Number', {
  $configs: declareConfigs<NumberFieldConfig, SpinnerFieldConfig>({
    minValue: -Infinity,
    maxValue: Number.MAX_VALUE,
    minText: 'The minimum value for this field is {0}',
    maxText: 'The maximum value for this field is {0}',
    nanText: '{0} is not a valid number',
    negativeText: 'The value cannot be negative',
    allowDecimals: true,
    decimalsText: '{0} is not a whole number',
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
