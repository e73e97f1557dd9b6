/**
 * `Lib.form.field.Date` (xtype `datefield`, alternate `Lib.form.DateField`): a picker field for
 * dates, parsed and shown with `Lib.Date` in its `format` (default `'m/d/Y'`), also accepting
 * any of `altFormats` when typing. `getValue()` is a Date (at midnight when the format has no
 * time), `null` when empty, or — as in Ext JS 4 — the typed text while it is not a date, so
 * the field reports '… is not a valid date - it must be in the format …' and nothing typed
 * is lost. `minValue`/`maxValue` (Dates or text in the format), `disabledDays` and
 * `disabledDates` add their checks.
 *
 * The trigger (or Down, Alt+Down) drops down a `Lib.picker.Date` (`x-form-date-trigger`) on
 * the field's date (else today) with the same limits, `startDay` and `showToday`. The focus
 * stays in the input (`role="combobox"`, `aria-haspopup="grid"`, `aria-activedescendant` on
 * the active day) and the picker's keys work from there: arrows, PageUp/PageDown, Home/End
 * move, Enter picks, Esc closes (neither goes further, so a row editor stays open). Picking
 * sets the value, fires `select(field, date)` and closes the picker.
 *
 * @example
 *   const due = Lib.create('Lib.form.field.Date', {format: 'Y-m-d', minValue: '2024-01-01'});
 *   due.setValue(new Date(2024, 1, 29));
 *   due.getRawValue(); // '2024-02-29'
 *   due.setRawValue('2023-12-31');
 *   due.getErrors(); // ['The date in this field must be equal to or after 2024-01-01']
 */
import { registerClass } from '../../../lib/Class';
import { describe, raise } from '../../../lib/Error';
import { format as formatString, toText } from '../../../lib/lang/String';
import { isDate } from '../../../lib/lang/is';
import { isString } from '../../../lib/check';
import { LibDate } from '../../../lib/lang/Date';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { DAY, DatePicker } from '../../picker/Date';
import { PickerField, type PickerFieldConfig, type PickerFieldEvents } from './Picker';
import { cfg, declareConfigs, type Test } from '../../../lib/config';

export interface DateFieldConfig extends PickerFieldConfig {
  /** The format shown and parsed first, in `Lib.Date` codes (default `'m/d/Y'`). */
  format?: string;
  /** More formats accepted when typing, separated by `|` (Ext's default list). */
  altFormats?: string;
  /** The format `getSubmitValue` uses (default: `format`). */
  submitFormat?: string;
  /** Earliest date: a Date or a text in `format`/`altFormats`. */
  minValue?: Date | string;
  /** Latest date: a Date or a text in `format`/`altFormats`. */
  maxValue?: Date | string;
  /** Error before `minValue` (default 'The date in this field must be equal to or after {0}'). */
  minText?: string;
  /** Error after `maxValue` (default 'The date in this field must be equal to or before {0}'). */
  maxText?: string;
  /** Days of the week refused (0 = Sunday … 6 = Saturday). */
  disabledDays?: number[];
  /** Error for a refused weekday (default 'Disabled'). */
  disabledDaysText?: string;
  /** Dates refused: patterns matched against the formatted date (`'03/08/2003'`, `'^03'`). */
  disabledDates?: string[];
  /** Error for a refused date (default 'Disabled'). */
  disabledDatesText?: string;
  /** Parse strictly (no rollover of February 30th to March); default `Lib.Date.useStrict`. */
  useStrict?: boolean;
  /** The picker's first day of the week (0 = Sunday, the default). */
  startDay?: number;
  /** The picker shows its Today button (default `true`). */
  showToday?: boolean;
}

/** The rule of an array of `type` values (`disabledDays`, `disabledDates`). */
const listOf = (type: string): Test => [
  (v) => Array.isArray(v) && v.every((item) => typeof item === type),
  `an array of ${type}s`,
];
/** The rule of a date limit (`minValue`, `maxValue`). */
export const DATE_OR_STRING: Test = [(v) => isDate(v) || isString(v), 'a Date or a date string'];

/** The events of date fields: a picker field's plus `select`. */
export interface DateFieldEvents<S = DateField> extends PickerFieldEvents<S> {
  /** A date was picked in the calendar. */
  select: [field: S, date: Date];
}

export class DateField extends PickerField<DatePicker, Date | string | null> {
  /** Type only: the events (see `DateFieldEvents`). */
  declare $eventMap: DateFieldEvents<this>;
  declare format: string;
  declare altFormats: string;
  declare submitFormat?: string;
  declare minValue: Date | null;
  declare maxValue: Date | null;
  declare minText: string;
  declare maxText: string;
  declare disabledDays?: number[];
  declare disabledDaysText: string;
  declare disabledDates?: string[];
  declare disabledDatesText: string;
  declare useStrict?: boolean;
  declare startDay: number;
  declare showToday: boolean;
  declare picker: DatePicker | null;
  /** @internal `disabledDates` as one RegExp. */
  declare disabledDatesRE: RegExp | null;

  override initComponent(): void {
    const me = this;
    me.setMinValue(me.minValue);
    me.setMaxValue(me.maxValue);
    me.setDisabledDates(me.disabledDates);
    super.initComponent();
  }

  /** Sets the earliest date (a Date, a text in the formats, or `null` for none). */
  setMinValue(value: Date | string | null | undefined): void {
    this.setLimit('minValue', value);
  }

  /** Sets the latest date (a Date, a text in the formats, or `null` for none). */
  setMaxValue(value: Date | string | null | undefined): void {
    this.setLimit('maxValue', value);
  }

  /**
   * @internal Sets `minValue` or `maxValue` (as `$toLimit` reads it) and, once rendered,
   * validates again.
   */
  setLimit(name: 'minValue' | 'maxValue', value: unknown): void {
    this[name] = this.$toLimit(value, name);
    if (this.rendered) this.isValid();
  }

  /** Sets the refused dates (patterns matched against the formatted date). */
  setDisabledDates(dates: string[] | null | undefined): void {
    this.disabledDates = dates || undefined;
    this.disabledDatesRE = dates?.length ? new RegExp('(?:' + dates.join(')|(?:') + ')') : null;
  }

  /** @internal A limit as a Date at midnight, or `null`. */
  $toLimit(value: unknown, name: string): Date | null {
    if (value == null || value === '') return null;
    const date = this.parseDate(value);
    if (!isDate(date)) {
      raise(
        this.$className,
        `config '${name}' ${describe(value)} is no date in the format '${this.format}' or its altFormats`,
      );
    }
    return LibDate.clearTime(date, true);
  }

  /**
   * A Date from a text in `format`, else in the first matching `altFormats`; a Date or an
   * empty value is returned as is; `null` when nothing matches.
   */
  parseDate(value: unknown): Date | null | '' {
    if (value == null || value === '' || isDate(value)) return value ?? null;
    const text = String(value);
    let date: Date | null = null;
    for (const fmt of [this.format, ...(this.altFormats ? this.altFormats.split('|') : [])]) {
      if ((date = this.safeParse(text, fmt))) break;
    }
    return date;
  }

  /**
   * Parses with one format. A format without a time parses the date at noon, then clears the
   * time, so a daylight-saving jump at midnight cannot move it to the day before.
   */
  safeParse(text: string, fmt: string): Date | null {
    const strict = this.useStrict;
    if (LibDate.formatContainsHourInfo(fmt)) return LibDate.parse(text, fmt, strict);
    const date = LibDate.parse(text + ' 12', fmt + ' H', strict);
    return date && LibDate.clearTime(date);
  }

  /** The text of a Date in `format`; anything else as is. */
  formatDate(value: unknown): unknown {
    return isDate(value) ? LibDate.format(value, this.format) : value;
  }

  /** The Date of the text, `null` when empty, else the text (not a date). */
  override rawToValue(raw: unknown): Date | string | null {
    return this.parseDate(raw) || toText(raw) || null;
  }

  /** The text of a Date (or of a date text) in `format`; `''` for anything else. */
  override valueToRaw(value: unknown): string {
    return toText(this.formatDate(this.parseDate(value)));
  }

  /** Two Dates are equal at the same time; other values by their text. */
  override isEqual(value1: unknown, value2: unknown): boolean {
    return isDate(value1) && isDate(value2)
      ? value1.getTime() === value2.getTime()
      : super.isEqual(value1, value2);
  }

  /** The date in `submitFormat` (default `format`), `''` when there is none. */
  override getSubmitValue(): unknown {
    const value = this.getValue();
    return isDate(value) ? LibDate.format(value, this.submitFormat || this.format) : '';
  }

  /**
   * The text field's errors, then: not a date in the format, before `minValue`, after
   * `maxValue`, a disabled weekday, a disabled date.
   */
  override getErrors(value?: unknown): string[] {
    const me = this;
    const text = me.$getTextToValidate(arguments.length ? [me.formatDate(value)] : arguments);
    const errors = super.getErrors(text);
    if (!text) return errors;
    const date = me.parseDate(text);
    if (!date) {
      errors.push(formatString(me.invalidText, text, LibDate.unescapeFormat(me.format)));
      return errors;
    }
    const { minValue: min, maxValue: max, disabledDays, disabledDatesRE } = me;
    const time = date.getTime();
    const formatted = String(me.formatDate(date));
    if (min && time < min.getTime()) errors.push(formatString(me.minText, me.formatDate(min)));
    if (max && time > max.getTime()) errors.push(formatString(me.maxText, me.formatDate(max)));
    if (disabledDays?.includes(date.getDay())) errors.push(me.disabledDaysText);
    if (disabledDatesRE?.test(formatted))
      errors.push(formatString(me.disabledDatesText, formatted));
    return errors;
  }

  /** Shows the parsed date in `format` when the input loses the focus (and closes the picker). */
  override beforeBlur(): void {
    super.beforeBlur();
    const date = this.parseDate(this.getRawValue());
    if (date) this.setValue(date);
  }

  /** Makes the `Lib.picker.Date`; picking a day picks it for the field (`onSelect`). */
  override createPicker(): DatePicker {
    const me = this;
    return new DatePicker({
      floating: true,
      hidden: true,
      pickerField: me,
      format: me.format,
      startDay: me.startDay,
      showToday: me.showToday,
      listeners: { select: me.onSelect, scope: me },
    });
  }

  /** The picker shows the field's date (else today) and takes the field's limits. */
  override onExpand(): void {
    const me = this;
    const picker = me.picker!;
    const value = me.getValue();
    picker.minDate = me.minValue || undefined;
    picker.maxDate = me.maxValue || undefined;
    picker.disabledDays = me.disabledDays;
    picker.disabledDatesRE = me.disabledDatesRE;
    picker.setValue(isDate(value) ? value : new Date());
    me.inputEl!.set({ 'aria-controls': picker.eventEl!.id });
  }

  /** A day picked in the picker: the field's value, `select(field, date)`, the picker closes. */
  onSelect(_picker: unknown, date: Date): void {
    this.setValue(date);
    this.fireEvent('select', this, date);
    this.collapse();
  }

  /** While the picker is open, its keys (arrows, PageUp/PageDown, Home/End, Enter) are its own. */
  override $onInputKeyDown(e: EventObjectImpl): void {
    if (!this.isExpanded || !this.picker!.handleKey(e)) super.$onInputKeyDown(e);
  }

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.$createInput(doc, body);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-haspopup', 'grid');
    return input;
  }
}

registerClass(DateField, 'Lib.form.field.Date', {
  $configs: declareConfigs<DateFieldConfig, PickerFieldConfig>({
    format: 'm/d/Y',
    altFormats:
      'm/d/Y|n/j/Y|n/j/y|m/j/y|n/d/y|m/j/Y|n/d/Y|m-d-y|m-d-Y|m/d|m-d|md|mdy|mdY|d|Y-m-d|n-j|n/j',
    submitFormat: cfg('string'),
    minValue: cfg(DATE_OR_STRING, null),
    maxValue: cfg(DATE_OR_STRING, null),
    minText: 'The date in this field must be equal to or after {0}',
    maxText: 'The date in this field must be equal to or before {0}',
    disabledDays: cfg(listOf('number')),
    disabledDaysText: 'Disabled',
    disabledDates: cfg(listOf('string')),
    disabledDatesText: 'Disabled',
    useStrict: cfg('boolean'),
    startDay: cfg(DAY, 0),
    showToday: true,
  }),
  $inputCls: 'form-text form-date',
  xtype: 'datefield',
  alternateClassName: ['Lib.form.DateField', 'Lib.form.Date'],
  invalidText: '{0} is not a valid date - it must be in the format {1}',
  disabledDatesRE: null,
  matchFieldWidth: false,
  $triggerCls: ['form-date-trigger'],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface DateField {
  $construct(config?: DateFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Date': typeof DateField;
  }
  interface AliasMap {
    'widget.datefield': typeof DateField;
  }
}
