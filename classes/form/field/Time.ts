/**
 * `Lib.form.field.Time` (xtype `timefield`, alternates `Lib.form.TimeField`, `Lib.form.Time`):
 * a combo box of times. Its list holds the times from `minValue` (default 00:00) to
 * `maxValue` (default 23:59) every `increment` minutes (default 15), shown in `format`
 * (default `'g:i A'`); a time can also be typed in `format` or one of `altFormats`. Values
 * are Dates on January 1st, 2008 (as Ext JS 4: only the time counts); `setValue` takes a Date
 * (its time) or a text. The text of a value that is no time is kept and reported ('… is not a
 * valid time'), and so are times before `minValue` or after `maxValue`. `getSubmitValue()` is
 * the time in `submitFormat` (default `format`). Picking from the list fires
 * `select(field, date)`. Parsing and formatting are the date field's, with `Lib.Date`.
 *
 * @example
 *   const start = Lib.create('Lib.form.field.Time', {minValue: '9:00 AM', maxValue: '6:00 PM', increment: 30});
 *   start.setValue('2:30 pm');
 *   start.getSubmitValue(); // '2:30 PM'
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, fail } from '../../../lib/config';
import { add, formatContainsDateInfo, parse } from '../../../lib/lang/Date';
import { isDate } from '../../../lib/lang/is';
import { ComboBox, type ComboBoxConfig } from './ComboBox';
import { DATE_OR_STRING, DateField } from './Date';
// The list's store.
import '../../data/Store';
import type { Store } from '../../data/Store';
import type { Model } from '../../data/Model';

export interface TimeFieldConfig extends ComboBoxConfig {
  /** The format shown and parsed first (default `'g:i A'`). */
  format?: string;
  /** More formats accepted when typing, separated by `|` (Ext's default list). */
  altFormats?: string;
  /** The format `getSubmitValue` uses (default: `format`). */
  submitFormat?: string;
  /** The earliest time: a Date (its time) or a text in the formats. */
  minValue?: Date | string;
  /** The latest time: a Date (its time) or a text in the formats. */
  maxValue?: Date | string;
  /** Error before `minValue` (default 'The time in this field must be equal to or after {0}'). */
  minText?: string;
  /** Error after `maxValue` (default 'The time in this field must be equal to or before {0}'). */
  maxText?: string;
  /** Minutes between the times of the list (default 15). */
  increment?: number;
}

export class TimeField extends ComboBox {
  declare format: string;
  declare altFormats: string;
  declare submitFormat?: string;
  declare minValue: Date | null;
  declare maxValue: Date | null;
  declare minText: string;
  declare maxText: string;
  declare increment: number;
  /** A Date from a text in `format` or `altFormats` (a Date as is), or `null` (the date field's). */
  declare parseDate: DateField['parseDate'];
  /** The text of a Date in `format`; anything else as is (the date field's). */
  declare formatDate: DateField['formatDate'];

  override initComponent(): void {
    const me = this;
    me.setMinValue(me.minValue);
    me.setMaxValue(me.maxValue);
    me.store = { fields: ['disp', 'date'], data: me.$getTimes() } as unknown as Store;
    super.initComponent();
  }

  /** Sets the earliest time (a Date, a text, or `null`); the list follows. */
  setMinValue(value: Date | string | null | undefined): void {
    this.setLimit('minValue', value);
  }

  /** Sets the latest time (a Date, a text, or `null`); the list follows. */
  setMaxValue(value: Date | string | null | undefined): void {
    this.setLimit('maxValue', value);
  }

  /** @internal Sets a limit (as a time of the day the values are on) and rebuilds the list. */
  setLimit(name: 'minValue' | 'maxValue', value: unknown): void {
    const me = this;
    const time = value == null || value === '' ? null : me.$toTime(me.parseDate(value));
    if (time === undefined)
      fail(me.$className, `config '${name}'`, `a time in '${me.format}'`, value);
    me[name] = time;
    if (me.store?.isStore) me.store.loadData(me.$getTimes());
  }

  /** @internal `date`'s time on the day the values are on (January 1st, 2008); `undefined` for no Date. */
  $toTime(date: unknown): Date | undefined {
    if (!isDate(date)) return undefined;
    return new Date(2008, 0, 1, date.getHours(), date.getMinutes(), date.getSeconds());
  }

  /** @internal The list's rows: `{disp, date}` from `minValue` to `maxValue` every `increment` minutes. */
  $getTimes(): Array<{ disp: unknown; date: Date }> {
    const me = this;
    const rows = [];
    const max = me.maxValue || new Date(2008, 0, 1, 23, 59, 59);
    for (let t = me.minValue || new Date(2008, 0, 1); t <= max; t = add(t, 'mi', me.increment)) {
      rows.push({ disp: me.formatDate(t), date: t });
    }
    return rows;
  }

  /** Parses formats without a date on the values' day (as Ext: January 1st, 2008). */
  safeParse(text: string, fmt: string): Date | null {
    return formatContainsDateInfo(fmt)
      ? parse(text, fmt)
      : parse('1/1/2008 ' + text, 'n/j/Y ' + fmt);
  }

  /** Sets the value: a Date (its time counts), a text in the formats, or a record of the list. */
  override setValue(value: unknown): this {
    return super.setValue(this.$toTime(this.parseDate(value)) || value);
  }

  /** The time as a Date, `null` when empty, or the typed text when it is no time. */
  override getValue(): unknown {
    const value = super.getValue();
    return this.$toTime(this.parseDate(value)) || value;
  }

  /** The list's row of a time (compared as times), or `false`. */
  override findRecordByValue(value: unknown): Model | false | undefined {
    const time = this.$toTime(value)?.getTime();
    const index = this.store.findBy((record) => (record.get('date') as Date).getTime() === time);
    return index >= 0 && this.store.getAt(index);
  }

  /** Picking from the list fires `select(field, date)` (Ext's arguments for a time field). */
  override pick(record: Model): void {
    this.setValue(record);
    this.fireEvent('select', this, this.value as never);
    this.collapse();
  }

  /** Leaving the field shows a typed time in `format`. */
  override beforeBlur(): void {
    super.beforeBlur();
    const date = this.$toTime(this.parseDate(this.getRawValue()));
    if (date) this.setValue(date);
  }
}

registerClass(TimeField, 'Lib.form.field.Time', {
  $configs: declareConfigs<TimeFieldConfig, ComboBoxConfig>({
    format: 'g:i A',
    altFormats:
      'g:ia|g:iA|g:i a|g:i A|h:i|g:i|H:i|ga|ha|gA|h a|g a|g A|gi|hi|gia|hia|g|H|gi a|hi a|giA|hiA|gi A|hi A',
    submitFormat: cfg('string'),
    minValue: cfg(DATE_OR_STRING, null),
    maxValue: cfg(DATE_OR_STRING, null),
    minText: 'The time in this field must be equal to or after {0}',
    maxText: 'The time in this field must be equal to or before {0}',
    increment: 15,
  }),
  xtype: 'timefield',
  alternateClassName: ['Lib.form.TimeField', 'Lib.form.Time'],
  invalidText: '{0} is not a valid time',
  displayField: 'disp',
  valueField: 'date',
  $triggerCls: ['form-time-trigger'],
  // The date field's parsing, formatting, conversions and checks (as Ext JS 4 borrows them).
  parseDate: DateField.prototype.parseDate,
  formatDate: DateField.prototype.formatDate,
  valueToRaw: DateField.prototype.valueToRaw,
  isEqual: DateField.prototype.isEqual,
  getSubmitValue: DateField.prototype.getSubmitValue,
  getErrors: DateField.prototype.getErrors,
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface TimeField {
  $construct(config?: TimeFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Time': typeof TimeField;
  }
  interface AliasMap {
    'widget.timefield': typeof TimeField;
  }
}
