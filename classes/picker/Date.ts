/**
 * `Lib.picker.Date` (xtype `datepicker`, alternate `Lib.DatePicker`): a month calendar
 * (`x-datepicker`). A header with the previous/next month buttons and the month's name (a
 * live region), an ARIA grid of six weeks starting on `startDay` (`role="grid"`, cells
 * `role="gridcell"` with `aria-selected` on the value's day and `aria-disabled` on days that
 * cannot be picked), and a Today button (`showToday`). Days before `minDate`, after
 * `maxDate`, on `disabledDays` (0 = Sunday) or matching `disabledDates` (patterns matched
 * against the date in `format`, as Ext: `'^03'`, `'03/08/2003'`) are shown disabled
 * (`x-datepicker-disabled`, their reason as the cell's title) and cannot be picked.
 *
 * Picking a day (a click, Enter, the Today button or Space) sets the value and fires
 * `select(picker, date)`, then calls `handler(picker, date)`. The keyboard moves the active
 * day (`x-datepicker-selected`, the grid's `aria-activedescendant`), as Ext: Left/Right a day
 * (with Ctrl a month), Up/Down a week (with Ctrl a year: Up forward, Down back),
 * PageUp/PageDown a month (with Alt or Shift a year), Home/End the first/last day of the
 * month. Moving does not change the value. Fires `highlightitem(picker, cell)` when the
 * active day's cell changes. Ext's month/year chooser (`Ext.picker.Month`) is not there.
 *
 * @example
 *   Lib.create('Lib.picker.Date', {
 *     renderTo: document.body, minDate: new Date(), disabledDays: [0, 6],
 *     handler(picker, date) { console.log(Lib.Date.format(date, 'Y-m-d')); },
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, type Test } from '../../lib/config';
import {
  LibDate,
  add,
  clearTime,
  format,
  getFirstDateOfMonth,
  getLastDateOfMonth,
} from '../../lib/lang/Date';
import { isDate } from '../../lib/lang/is';
import { Component, type ComponentConfig, type ComponentEvents } from '../Component';
import type { Element } from '../dom/Element';
import { make, makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { BaseField } from '../form/field/Base';

export interface DatePickerConfig extends ComponentConfig {
  /** The selected date (default today). */
  value?: Date;
  /** The format of `disabledDates` matching (default `Lib.Date.defaultFormat`, `'m/d/Y'`). */
  format?: string;
  /** The earliest date that can be picked. */
  minDate?: Date;
  /** The latest date that can be picked. */
  maxDate?: Date;
  /** Days of the week that cannot be picked (0 = Sunday … 6 = Saturday). */
  disabledDays?: number[];
  /** Dates that cannot be picked: patterns matched against the date in `format`. */
  disabledDates?: string[];
  /** The first day of the week (0 = Sunday, the default). */
  startDay?: number;
  /** Shows the Today button (default `true`). */
  showToday?: boolean;
  /** The Today button's text (default 'Today'). */
  todayText?: string;
  /** Title of days before `minDate` (default 'This date is before the minimum date'). */
  minText?: string;
  /** Title of days after `maxDate` (default 'This date is after the maximum date'). */
  maxText?: string;
  /** Title of disabled weekdays (default 'Disabled'). */
  disabledDaysText?: string;
  /** Title of disabled dates (default 'Disabled'). */
  disabledDatesText?: string;
  /** The next month button's title (default 'Next Month (Control+Right)'). */
  nextText?: string;
  /** The previous month button's title (default 'Previous Month (Control+Left)'). */
  prevText?: string;
  /** The format of the month's name in the header (default 'F Y'). */
  monthYearFormat?: string;
  /** The format of a day's title (default 'F d, Y'). */
  longDayFormat?: string;
  /** Called after `select` with `(picker, date)`; `this` is `scope` (default the picker). */
  handler?: (picker: DatePicker, date: Date) => unknown;
  /** `this` of `handler`. */
  scope?: unknown;
  /** The field this picker drops down from (set by `Lib.form.field.Date`). */
  pickerField?: unknown;
}

/** The events of date pickers: a component's plus `select` and `highlightitem`. */
export interface DatePickerEvents<S = DatePicker> extends ComponentEvents<S> {
  /** A date was picked (click, Enter, the today button). */
  select: [picker: S, date: Date];
  /** The keyboard moved the highlight to a day's cell. */
  highlightitem: [picker: S, cell: HTMLElement];
}

export class DatePicker extends Component {
  /** Type only: the events (see `DatePickerEvents`). */
  declare $eventMap: DatePickerEvents<this>;
  declare value: Date;
  declare format: string;
  declare minDate?: Date;
  declare maxDate?: Date;
  declare disabledDays?: number[];
  declare disabledDates?: string[];
  declare startDay: number;
  declare showToday: boolean;
  declare todayText: string;
  declare minText: string;
  declare maxText: string;
  declare disabledDaysText: string;
  declare disabledDatesText: string;
  declare nextText: string;
  declare prevText: string;
  declare monthYearFormat: string;
  declare longDayFormat: string;
  declare handler?: (picker: DatePicker, date: Date) => unknown;
  declare scope?: unknown;
  /** The date field whose picker this is (set by `Lib.form.field.Date`), if any. */
  declare pickerField?: BaseField;
  /** `disabledDates` as one RegExp (or `null`). */
  declare disabledDatesRE: RegExp | null;
  /** The day the keyboard is on (shown from its month). */
  declare activeDate: Date;
  /** The grid (`<table role="grid">`, Ext's `eventEl`), the month's name, the Today button. */
  declare eventEl?: Element;
  declare monthEl?: Element;
  declare todayBtn?: Element;
  /** The 42 day cells. */
  declare cells: HTMLElement[];
  /** @internal The day of the active month shown in the first cell (0: the last of the month before). */
  declare $first: number;

  override initComponent(): void {
    const me = this;
    super.initComponent();
    me.value = clearTime(me.value || new Date(), true);
    me.activeDate = me.value;
    me.setDisabledDates(me.disabledDates);
  }

  override getRootCls(): string[] {
    return [...super.getRootCls(), px('datepicker')];
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el!;
    const id = me.id;
    const head = make(el.dom, 'div', 'datepicker-header');
    const arrow = (name: string, title: string, fn: () => unknown) =>
      makeEl(head, 'button', `datepicker-${name} datepicker-arrow`, {
        type: 'button',
        title,
      }).on('click', fn, me);
    arrow('prev', me.prevText, me.showPrevMonth);
    me.monthEl = makeEl(head, 'div', 'datepicker-month', {
      id: id + '-monthEl',
      'aria-live': 'polite',
    });
    arrow('next', me.nextText, me.showNextMonth);
    const table = (me.eventEl = makeEl(el.dom, 'table', 'datepicker-inner', {
      id: id + '-eventEl',
      role: 'grid',
      'aria-labelledby': id + '-monthEl',
    }));
    const names = LibDate.dayNames;
    const header = make(make(table.dom, 'thead', ''), 'tr', '');
    for (let i = 0; i < 7; i++) {
      const name = names[(i + me.startDay) % 7];
      make(header, 'th', 'datepicker-column-header', { abbr: name, title: name }, name[0]);
    }
    const body = make(table.dom, 'tbody', '');
    const cells: HTMLElement[] = (me.cells = []);
    let row: HTMLElement;
    for (let i = 0; i < 42; i++) {
      if (i % 7 == 0) row = make(body, 'tr', '');
      make(
        (cells[i] = make(row!, 'td', '', { role: 'gridcell', id: `${id}-cell-${i}` })),
        'a',
        'datepicker-date',
      );
    }
    if (me.showToday) {
      me.todayBtn = makeEl(
        make(el.dom, 'div', 'datepicker-footer'),
        'button',
        'datepicker-today',
        { type: 'button' },
        me.todayText,
      ).on('click', me.selectToday, me);
    }
    // In a field the focus stays in the input; alone, the grid takes it.
    if (!me.pickerField) table.set({ tabindex: 0 }).on('keydown', me.handleKey, me);
    el.on('mousedown', (e: EventObjectImpl) => {
      e.preventDefault();
      if (!me.pickerField) table.focus();
    });
    table.on('click', me.handleDateClick, me, { delegate: 'td' });
  }

  override afterRender(): void {
    super.afterRender();
    this.update(this.activeDate);
  }

  /** The grid has the focus. */
  override getFocusEl(): Element | undefined {
    return this.eventEl;
  }

  /**
   * Shows `date`'s month with `date` active (the value stays). Returns the picker. (Component's
   * `update(html)` does not apply to a date picker.)
   */
  override update(date: Date): this {
    const me = this;
    const active = (me.activeDate = clearTime(date, true));
    if (!me.rendered) return me;
    const year = active.getFullYear();
    const month = active.getMonth();
    // The first cell: the last startDay-based week start on or before the 1st.
    const first = (me.$first = 1 - ((new Date(year, month, 1).getDay() - me.startDay + 7) % 7));
    const today = clearTime(new Date());
    me.cells.forEach((cell, i) => {
      const day = new Date(year, month, first + i);
      const time = day.getTime();
      const reason = me.$getDisabledText(day);
      const on = time == active.getTime();
      cell.className = px(
        `datepicker-cell datepicker-${day.getMonth() == month ? 'active' : 'prevday'}` +
          (time == today.getTime() ? ' datepicker-today' : '') +
          (on ? ' datepicker-selected' : '') +
          (reason ? ' datepicker-disabled' : ''),
      );
      cell.title = reason || format(day, me.longDayFormat);
      cell.setAttribute('aria-selected', String(time == me.value.getTime()));
      if (reason) cell.setAttribute('aria-disabled', 'true');
      else cell.removeAttribute('aria-disabled');
      cell.firstChild!.textContent = String(day.getDate());
      if (on) {
        // The field's input has the focus while the picker drops down from it.
        (me.pickerField?.inputEl || me.eventEl)!.set({ 'aria-activedescendant': cell.id });
        me.fireEvent('highlightitem', me, cell);
      }
    });
    me.monthEl!.setText(format(active, me.monthYearFormat));
    if (me.todayBtn)
      (me.todayBtn.dom as HTMLButtonElement).disabled = me.disabled || !!me.$getDisabledText(today);
    return me;
  }

  /** Why `date` cannot be picked (the text shown as its title), or `''` when it can. */
  $getDisabledText(date: Date): string {
    const me = this;
    const time = date.getTime();
    const { minDate: min, maxDate: max, disabledDatesRE: re } = me;
    return min && time < clearTime(min, true).getTime()
      ? me.minText
      : max && time > clearTime(max, true).getTime()
        ? me.maxText
        : me.disabledDays?.includes(date.getDay())
          ? me.disabledDaysText
          : re?.test(format(date, me.format))
            ? me.disabledDatesText
            : '';
  }

  /** Selects `date` (its month shows). Returns the picker. No `select` event. */
  setValue(date: Date): this {
    this.value = clearTime(date, true);
    return this.update(this.value);
  }

  /** The selected date. */
  getValue(): Date {
    return this.value;
  }

  /** Sets the earliest date that can be picked (`null`: none). Returns the picker. */
  setMinDate(date: Date | null): this {
    this.minDate = date || undefined;
    return this.update(this.activeDate);
  }

  /** Sets the latest date that can be picked (`null`: none). Returns the picker. */
  setMaxDate(date: Date | null): this {
    this.maxDate = date || undefined;
    return this.update(this.activeDate);
  }

  /** Sets the weekdays that cannot be picked. Returns the picker. */
  setDisabledDays(days: number[] | null): this {
    this.disabledDays = days || undefined;
    return this.update(this.activeDate);
  }

  /** Sets the dates that cannot be picked (patterns, or one RegExp). Returns the picker. */
  setDisabledDates(dates: string[] | RegExp | null | undefined): this {
    const me = this;
    me.disabledDatesRE =
      dates instanceof RegExp
        ? dates
        : dates?.length
          ? new RegExp('(?:' + dates.join('|') + ')')
          : null;
    return me.update(me.activeDate);
  }

  /** Shows the previous month. */
  showPrevMonth(): this {
    return this.move('mo', -1);
  }

  /** Shows the next month. */
  showNextMonth(): this {
    return this.move('mo', 1);
  }

  /** Shows the same month a year earlier. */
  showPrevYear(): this {
    return this.move('y', -1);
  }

  /** Shows the same month a year later. */
  showNextYear(): this {
    return this.move('y', 1);
  }

  /** @internal Moves the active day by `n` `unit`s (`Lib.Date.add`'s, clamped to the month's end). */
  move(unit: string, n: number): this {
    return this.update(add(this.activeDate, unit, n));
  }

  /** Picks today (when it can be picked). */
  selectToday(): this {
    return this.pick(new Date());
  }

  /**
   * Picks `date` unless disabled: sets the value, fires `select(picker, date)`, calls
   * `handler`. Returns the picker.
   */
  pick(date: Date): this {
    const me = this;
    date = clearTime(date, true);
    if (me.disabled || me.$getDisabledText(date)) return me;
    me.setValue(date);
    me.fireEvent('select', me, me.value);
    me.handler?.call(me.scope || me, me, me.value);
    return me;
  }

  /** @internal A click on a day cell picks it. */
  handleDateClick(_e: EventObjectImpl, cell: globalThis.Element): void {
    const me = this;
    const active = me.activeDate;
    me.pick(
      new Date(
        active.getFullYear(),
        active.getMonth(),
        me.$first + me.cells.indexOf(cell as HTMLElement),
      ),
    );
  }

  /**
   * Handles a key of the picker's keyboard (see the class comment; Enter picks the active day,
   * Space picks today when the picker has the focus itself). Returns `true` (and stops the
   * event) when the key was the picker's. A date field passes its input's keys here.
   */
  handleKey(e: EventObjectImpl): boolean {
    const me = this;
    const key = e.getKey();
    const ctrl = e.ctrlKey;
    const active = me.activeDate;
    const days = (n: number) => add(active, 'd', n);
    let date: Date | undefined;
    if (me.disabled) return false;
    if (key == e.LEFT || key == e.RIGHT) {
      const n = key == e.LEFT ? -1 : 1;
      date = ctrl ? add(active, 'mo', n) : days(n);
    } else if (key == e.UP || key == e.DOWN) {
      const up = key == e.UP;
      date = ctrl ? add(active, 'y', up ? 1 : -1) : days(up ? -7 : 7);
    } else if (key == e.PAGE_UP || key == e.PAGE_DOWN) {
      date = add(active, e.altKey || e.shiftKey ? 'y' : 'mo', key == e.PAGE_UP ? -1 : 1);
    } else if (key == e.HOME) date = getFirstDateOfMonth(active);
    else if (key == e.END) date = getLastDateOfMonth(active);
    else if (key == e.ENTER) me.pick(active);
    else if (key == e.SPACE && me.showToday && !me.pickerField) me.selectToday();
    else return false;
    e.stopEvent();
    if (date) me.update(date);
    return true;
  }

  override onDestroy(): void {
    this.el?.removeAllListeners();
    this.eventEl?.removeAllListeners();
    super.onDestroy();
  }
}

/** The rule of `value`/`minDate`/`maxDate`. */
const DATE: Test = [isDate, 'a Date'];
/** The rule of a first day of the week (`startDay`; the date field's too). */
export const DAY: Test = [(v) => Number.isInteger(v) && v >= 0 && v < 7, 'a day number 0-6'];

registerClass(DatePicker, 'Lib.picker.Date', {
  $configs: declareConfigs<DatePickerConfig, ComponentConfig>({
    value: cfg(DATE),
    format: LibDate.defaultFormat,
    minDate: cfg(DATE),
    maxDate: cfg(DATE),
    disabledDays: cfg('array'),
    disabledDates: cfg('array'),
    startDay: cfg(DAY, 0),
    showToday: true,
    todayText: 'Today',
    minText: 'This date is before the minimum date',
    maxText: 'This date is after the maximum date',
    disabledDaysText: 'Disabled',
    disabledDatesText: 'Disabled',
    nextText: 'Next Month (Control+Right)',
    prevText: 'Previous Month (Control+Left)',
    monthYearFormat: 'F Y',
    longDayFormat: 'F d, Y',
    handler: cfg('function'),
    scope: cfg('any'),
    pickerField: cfg('object'),
  }),
  xtype: 'datepicker',
  alternateClassName: 'Lib.DatePicker',
  disabledDatesRE: null,
});

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface DatePicker {
  $construct(config?: DatePickerConfig): this;
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.picker.Date': typeof DatePicker;
    'Lib.DatePicker': typeof DatePicker;
  }
  interface AliasMap {
    'widget.datepicker': typeof DatePicker;
  }
}
