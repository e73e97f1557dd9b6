/**
 * `Lib.Date`: Ext JS 4's date helpers. `format` and `parse` take Ext's format codes (PHP's
 * `date()` letters: `Y-m-d H:i:s`, `c`, `U`, ...; a backslash makes the next character
 * literal). Each format string is compiled once into a list of small functions and cached,
 * so a grid renderer formatting thousands of dates pays for the scan only once. Nothing is
 * ever compiled from source text. The month and day names are read at call time, so a
 * locale file may replace `monthNames`, `dayNames`, `monthNumbers`, `getShortMonthName` or
 * `getShortDayName` at any moment.
 *
 * @example
 *   Lib.Date.format(new Date(2024, 1, 29), 'D, M jS Y'); // 'Thu, Feb 29th 2024'
 *   Lib.Date.parse('2024-02-30', 'Y-m-d', true); // null: February has no 30th
 *   Lib.Date.add(new Date(2024, 0, 31), Lib.Date.MONTH, 1); // 2024-02-29
 *
 * This module puts itself on `Lib` as `Lib.Date` when loaded: the `lib-ext4/date` entry and the
 * full one (`lib-ext4`, the global script) load it; `lib-ext4/core` and `lib-ext4/data` alone
 * do not.
 */
import { root } from '../ClassManager';
import { expects } from '../Error';
import { dateText, isDate, zoneText } from '../check';
import { optional } from './is';
import { isoText, SPECIAL_DATES } from './Date.special';
import {
  daysIn,
  hasOwn,
  leapYear,
  parseFunctions,
  parseWith,
  type ParseContext,
  type ParseFunction,
} from './Date.parse';

// ---------------------------------------------------------------------------------------
// small helpers

/** '00'..'99': two-digit padding without a per-call allocation. */
const PAD2: string[] = [];
for (let i = 0; i < 100; i++) PAD2.push((i < 10 ? '0' : '') + i);

/** `n` padded with zeros to `width` digits (default 2), after its minus sign if any. */
const pad = (n: number, width = 2): string =>
  (n < 0 ? '-' : '') + ('' + Math.abs(n)).padStart(width, '0');

function checkDate(value: unknown, where: string): asserts value is Date {
  if (!isDate(value)) expects('Lib.Date.' + where, 'a Date', value);
}

// ---------------------------------------------------------------------------------------
// calendar helpers

/** `true` when the date's year is a leap year. */
export function isLeapYear(date: Date): boolean {
  checkDate(date, 'isLeapYear');
  return leapYear(date.getFullYear());
}

/** The number of days in the date's month (28 to 31). */
export function getDaysInMonth(date: Date): number {
  checkDate(date, 'getDaysInMonth');
  return daysIn(date.getFullYear(), date.getMonth());
}

/** The zero-based day of the year (0 for January 1st, 365 for December 31st of a leap year). */
export function getDayOfYear(date: Date): number {
  checkDate(date, 'getDayOfYear');
  // In UTC, where every day has 24 hours; 400 years on (the calendar repeats every 400 years),
  // as Date.UTC reads years 0-99 as 1900-1999.
  const year = date.getFullYear() + 400;
  return (Date.UTC(year, date.getMonth(), date.getDate()) - Date.UTC(year, 0, 1)) / 864e5;
}

/** The ISO-8601 week number (1 to 53; weeks start on Monday, week 1 holds January 4th). */
export function getWeekOfYear(date: Date): number {
  checkDate(date, 'getWeekOfYear');
  return isoWeek(date)[0];
}

/**
 * The ISO-8601 week of the date and the year it belongs to (which differs from the calendar
 * year around New Year).
 */
function isoWeek(date: Date): [week: number, year: number] {
  // The calendar date in UTC, so that DST cannot make a day 23 or 25 hours long, and 400
  // years on (the calendar and its weekdays repeat every 400 years), as Date.UTC reads years
  // 0-99 as 1900-1999.
  const day = Date.UTC(date.getFullYear() + 400, date.getMonth(), date.getDate()) / 864e5;
  const weekday = (date.getDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thursday = day - weekday + 3; // the Thursday of this ISO week decides its year
  const year = new Date(thursday * 864e5).getUTCFullYear();
  return [Math.floor((thursday - Date.UTC(year, 0, 1) / 864e5) / 7) + 1, year - 400];
}

const SUFFIXES = ['th', 'st', 'nd', 'rd'];

/** `'st'`, `'nd'`, `'rd'` or `'th'` for the day of the month. */
export function getSuffix(date: Date): string {
  const day = date.getDate();
  // 11th to 13th, and any day not ending in 1, 2 or 3, take 'th'.
  return SUFFIXES[day > 10 && day < 20 ? 0 : day % 10] || 'th';
}

/** The offset from GMT as `+hhmm` (or `+hh:mm` with `colon`). */
export const getGMTOffset: (date: Date, colon?: boolean) => string = zoneText;

const zoneCache = new Map<string, string>();

/**
 * The time-zone abbreviation as the platform names it: the capitals of the zone name in
 * `Date#toString` (`'Central European Summer Time'` gives `'CEST'`; `'UTC'`, `'GMT'` and other
 * abbreviations stay as they are), `'UTC'` for UTC, else the GMT offset.
 */
export function getTimezone(date: Date): string {
  const text = date.toString();
  const at = text.indexOf(' GMT');
  const key = at === -1 ? text : text.slice(at);
  let abbr = zoneCache.get(key);
  if (abbr === undefined) {
    const name = (/\(([^)]+)\)$/.exec(text) || '')[1] || '';
    abbr =
      name === 'Coordinated Universal Time'
        ? 'UTC'
        : name.replace(/[^A-Z]/g, '') || 'GMT' + getGMTOffset(date);
    zoneCache.set(key, abbr);
  }
  return abbr;
}

/** `true` when the date is in daylight-saving time for the local zone. */
export function isDST(date: Date): boolean {
  const year = date.getFullYear();
  const standard = Math.max(
    new Date(year, 0, 1).getTimezoneOffset(),
    new Date(year, 6, 1).getTimezoneOffset(),
  );
  return date.getTimezoneOffset() < standard;
}

/** A copy of the date. */
export function clone(date: Date): Date {
  checkDate(date, 'clone');
  return new Date(date.getTime());
}

/**
 * Sets the time to local midnight (in place, or on a copy with `cloneDate`) and returns the
 * date. On a day whose midnight does not exist (a DST change at 00:00) it uses the first
 * hour that does.
 */
export function clearTime(date: Date, cloneDate?: boolean): Date {
  checkDate(date, 'clearTime');
  const d = cloneDate ? new Date(date.getTime()) : date;
  const day = d.getDate();
  d.setHours(0, 0, 0, 0);
  // Midnight skipped (a DST change at 00:00) lands on the previous day: step forward hour by
  // hour to the first one of the day.
  for (let hour = 1; hour < 24 && d.getDate() !== day; hour++) d.setTime(d.getTime() + 3600000);
  return d;
}

/** `true` when `date` lies within `[start, end]` (both ends included). */
export function between(date: Date, start: Date, end: Date): boolean {
  const t = date.getTime();
  return start.getTime() <= t && t <= end.getTime();
}

/** The milliseconds between the two dates (`dateB` defaults to now); never negative. */
export function getElapsed(dateA: Date, dateB?: Date): number {
  return Math.abs(dateA.getTime() - (dateB ? dateB.getTime() : Date.now()));
}

/** `true` when both dates are the same instant, or both are missing. */
export function isEqual(date1?: Date | null, date2?: Date | null): boolean {
  if (date1 && date2) return date1.getTime() === date2.getTime();
  return !(date1 || date2);
}

/** The current time in milliseconds since the epoch. */
export const now = (): number => Date.now();

/** The first day of the date's month, at midnight. */
export function getFirstDateOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The last day of the date's month, at midnight. */
export function getLastDateOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), getDaysInMonth(date));
}

/** The day of the week (0 = Sunday) of the first day of the date's month. */
export function getFirstDayOfMonth(date: Date): number {
  return getFirstDateOfMonth(date).getDay();
}

/** The day of the week (0 = Sunday) of the last day of the date's month. */
export function getLastDayOfMonth(date: Date): number {
  return getLastDateOfMonth(date).getDay();
}

/**
 * `true` when the numbers form a real date and time (no JavaScript "rollover": February 30th
 * or 25:00 would roll over into the next month or day). `month` is 1-based; missing parts
 * count as 1 for the day and 0 for the time.
 */
export function isValid(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): boolean {
  const d = new Date(2000, 0, 1, hour, minute, second, millisecond);
  d.setFullYear(year, month - 1, day);
  // The date's fields are the numbers given unless one rolled over into the next.
  return (
    [year, month - 1, day, hour, minute, second, millisecond].join() ===
    [
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      d.getMilliseconds(),
    ].join()
  );
}

// ---------------------------------------------------------------------------------------
// add

/** One of the interval units. */
export type DateUnit = 'ms' | 's' | 'mi' | 'h' | 'd' | 'mo' | 'y';

const unitMillis: Record<string, number> = { ms: 1, s: 1000, mi: 60000, h: 3600000, d: 864e5 };

/**
 * A new date `value` units after `date` (before it for a negative value). Milliseconds to
 * hours move the instant; days, months and years move the calendar date and keep the local
 * time. Adding months or years to the 29th-31st clamps to the last day of the target month
 * (January 31st + 1 month is February 28th or 29th). A fractional value adds the fraction
 * of the next unit down as Ext does (days: 24 h, months: the target month's length).
 */
export function add(date: Date, interval: DateUnit | string, value: number): Date {
  checkDate(date, 'add');
  const d = new Date(date.getTime());
  if (!interval || !value) return d;
  const unit = String(interval).toLowerCase();
  const whole = Math.trunc(value);
  const fraction = value - whole;
  const months = unit === 'mo' ? whole : unit === 'y' ? whole * 12 : 0;
  if (months) {
    const total = date.getMonth() + months;
    const year = date.getFullYear() + Math.floor(total / 12);
    const month = ((total % 12) + 12) % 12;
    d.setFullYear(year, month, Math.min(date.getDate(), daysIn(year, month)));
  } else if (unit === 'd') {
    d.setDate(d.getDate() + whole);
  } else if (unitMillis[unit]) {
    d.setTime(d.getTime() + whole * unitMillis[unit]);
  } else if (whole) {
    expects('Lib.Date.add', 'an interval: ms, s, mi, h, d, mo or y', interval);
  }
  if (fraction) {
    const base =
      unit === 'mo'
        ? 864e5 * daysIn(d.getFullYear(), d.getMonth())
        : unit === 'y'
          ? 864e5 * (leapYear(d.getFullYear()) ? 366 : 365)
          : unitMillis[unit];
    if (base) d.setTime(d.getTime() + Math.round(base * fraction));
  }
  return d;
}

// ---------------------------------------------------------------------------------------
// format

/** A format function as stored in {@link formatFunctions}: `this` is the date (so is the argument). */
export type FormatFunction = (this: Date, date: Date) => string;
/** One format code: returns the text for `date`. */
export type FormatCode = (date: Date) => string;

// Numbers are turned into text with `'' + n` (the same as `String(n)`, and shorter).

/**
 * The format codes: one function per letter. Adding a letter here (before its first use in
 * a format) makes it available to {@link format}.
 */
export const formatCodes: Record<string, FormatCode> = {
  d: (d) => PAD2[d.getDate()],
  D: (d) => LibDate.getShortDayName(d.getDay()),
  j: (d) => '' + d.getDate(),
  l: (d) => LibDate.dayNames[d.getDay()],
  N: (d) => '' + (d.getDay() || 7),
  S: getSuffix,
  w: (d) => '' + d.getDay(),
  z: (d) => '' + getDayOfYear(d),
  W: (d) => pad(isoWeek(d)[0]),
  F: (d) => LibDate.monthNames[d.getMonth()],
  m: (d) => PAD2[d.getMonth() + 1],
  M: (d) => LibDate.getShortMonthName(d.getMonth()),
  n: (d) => '' + (d.getMonth() + 1),
  t: (d) => '' + getDaysInMonth(d),
  L: (d) => (leapYear(d.getFullYear()) ? '1' : '0'),
  o: (d) => pad(isoWeek(d)[1], 4),
  Y: (d) => pad(d.getFullYear(), 4),
  y: (d) => PAD2[((d.getFullYear() % 100) + 100) % 100],
  a: (d) => (d.getHours() < 12 ? 'am' : 'pm'),
  A: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
  g: (d) => '' + (d.getHours() % 12 || 12),
  G: (d) => '' + d.getHours(),
  h: (d) => PAD2[d.getHours() % 12 || 12],
  H: (d) => PAD2[d.getHours()],
  i: (d) => PAD2[d.getMinutes()],
  s: (d) => PAD2[d.getSeconds()],
  u: (d) => pad(d.getMilliseconds(), 3),
  U: SPECIAL_DATES.timestamp.format,
  O: (d) => getGMTOffset(d),
  P: (d) => getGMTOffset(d, true),
  T: getTimezone,
  Z: (d) => '' + -d.getTimezoneOffset() * 60,
  c: isoText,
};

/**
 * Compiles a format string into a function. The pieces are literal strings or format-code
 * functions; formatting walks them once, so the cost is a few getters per code.
 */
function compileFormat(fmt: string): FormatFunction {
  const parts: Array<string | FormatCode> = [];
  let literal = '';
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt.charAt(i);
    const code = hasOwn(formatCodes, ch) && formatCodes[ch];
    if (ch === '\\' && i + 1 < fmt.length) {
      literal += fmt.charAt(++i);
    } else if (code) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push(code);
    } else {
      literal += ch;
    }
  }
  if (literal) parts.push(literal);
  const count = parts.length;
  return function (this: Date) {
    let out = '';
    for (let i = 0; i < count; i++) {
      const part = parts[i];
      out += typeof part === 'string' ? part : part(this);
    }
    return out;
  };
}

/**
 * Compiled formats by format string, plus the special formats `'MS'` (`\/Date(ms)\/`),
 * `'time'` (milliseconds) and `'timestamp'` (seconds). A function added here (with `this`
 * the date) is used for its format string.
 */
export const formatFunctions: Record<string, FormatFunction> = Object.create(null);
for (const key in SPECIAL_DATES) {
  formatFunctions[key] = SPECIAL_DATES[key].format;
  parseFunctions[key] = SPECIAL_DATES[key].parse as ParseFunction;
}

/**
 * Formats a date with Ext's format codes; a backslash makes the next character literal and
 * any other character is copied. `fmt` defaults to {@link LibDate.defaultFormat}. Anything
 * but a valid Date gives `''`. The codes:
 *
 *   d 01-31  D Mon  j 1-31  l Monday  N 1 (Monday)-7  S st/nd/rd/th  w 0 (Sunday)-6
 *   z day of year 0-365  W ISO week 01-53  F January  M Jan  m 01-12  n 1-12  t 28-31
 *   L leap year 1/0  o ISO week year  Y 2024  y 24  a am  A AM  g 1-12  G 0-23  h 01-12
 *   H 00-23  i 00-59  s 00-59  u milliseconds 000-999  U seconds since the epoch
 *   O +0100  P +01:00  T zone abbreviation  Z offset in seconds  c 2024-02-29T13:05:09+01:00
 */
export function format(date: Date | null | undefined, fmt?: string): string {
  if (!isDate(date) || isNaN(date.getTime())) return '';
  const key = fmt === undefined || fmt === null ? LibDate.defaultFormat : String(fmt);
  let fn = formatFunctions[key];
  if (fn === undefined) {
    fn = compileFormat(key);
    formatFunctions[key] = fn;
  }
  return fn.call(date, date);
}

/** Ext's `Ext.Date.toString`: the local date and time as `YYYY-MM-DDTHH:mm:ss`. */
export function toString(date?: Date): string {
  return isDate(date) ? dateText(date) : '[object Object]';
}

const contains = (re: RegExp, fmt: string) => re.test(String(fmt).replace(/\\./g, ''));

/** `true` when the format shows a time of day (hours, minutes, seconds or finer). */
export function formatContainsHourInfo(fmt: string): boolean {
  return contains(/[gGhHisucUOPZ]|MS/, fmt);
}

/** `true` when the format shows a calendar date (day, month or year). */
export function formatContainsDateInfo(fmt: string): boolean {
  return contains(/[djzmnYycU]|MS/, fmt);
}

/** The format with its escaping backslashes removed. */
export function unescapeFormat(fmt: string): string {
  return String(fmt).replace(/\\/g, '');
}

// ---------------------------------------------------------------------------------------
// parse

/**
 * Parses `input` with a format of Ext's codes and returns a Date, or `null` when the input
 * does not match the format (or matches but is no real date). Parts the format lacks come
 * from {@link LibDate.defaults}, else from today at midnight; a missing day that today's
 * date would push past the month's end becomes the month's last day. With `strict`
 * (default {@link LibDate.useStrict}) a rollover such as February 30th gives `null` instead
 * of March 1st or 2nd. An offset in the input (`O`, `P`, `Z`, `c`) is honoured.
 */
export function parse(input: unknown, fmt: string, strict?: boolean): Date | null {
  if (typeof fmt !== 'string') expects('Lib.Date.parse', 'a format string', fmt);
  return parseWith(LibDate, input, fmt, strict === undefined ? LibDate.useStrict : strict);
}

// ---------------------------------------------------------------------------------------
// the namespace

const ENGLISH_MONTHS =
  'January,February,March,April,May,June,July,August,September,October,November,December';

/**
 * `Lib.Date`: the date helpers as Ext JS 4 names them, with the localisable names and
 * settings. Replace `monthNames`/`dayNames` (and `monthNumbers`) as a whole to localise.
 */
export const LibDate = {
  /** The format `format` uses when given none (default `'m/d/Y'`). */
  defaultFormat: 'm/d/Y',
  /** Two-digit years above this are 19xx, the others 20xx (default 50: `'51'` → 1951, `'50'` → 2050). */
  y2kYear: 50,
  /** The `strict` that `parse` uses when given none (default `false`). */
  useStrict: false,
  /**
   * Defaults for the parts a parsed format lacks: `y`, `m` (1-based), `d`, `h`, `i`, `s`,
   * `ms`. Unset parts come from today at midnight.
   */
  defaults: {} as ParseContext['defaults'],
  /** Full month names, January first. */
  monthNames: ENGLISH_MONTHS.split(','),
  /** Full day names, Sunday first. */
  dayNames: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  /** Short month name → zero-based month number, used to parse `M`. */
  monthNumbers: Object.fromEntries(
    ENGLISH_MONTHS.split(',').map((name, i) => [name.slice(0, 3), i]),
  ) as Record<string, number>,
  /** The short name of a month (0-based): the first three letters of its full name. */
  getShortMonthName(month: number): string {
    return LibDate.monthNames[month].substring(0, 3);
  },
  /** The short name of a day (0 = Sunday): the first three letters of its full name. */
  getShortDayName(day: number): string {
    return LibDate.dayNames[day].substring(0, 3);
  },
  /** The zero-based month number of a short or full month name (case-insensitive), or `undefined`. */
  getMonthNumber(name: string): number | undefined {
    const key = name.substring(0, 1).toUpperCase() + name.substring(1, 3).toLowerCase();
    return hasOwn(LibDate.monthNumbers, key) ? LibDate.monthNumbers[key] : undefined;
  },
  /** {@link add} unit: milliseconds. */
  MILLI: 'ms' as const,
  /** {@link add} unit: seconds. */
  SECOND: 's' as const,
  /** {@link add} unit: minutes. */
  MINUTE: 'mi' as const,
  /** {@link add} unit: hours. */
  HOUR: 'h' as const,
  /** {@link add} unit: calendar days. */
  DAY: 'd' as const,
  /** {@link add} unit: calendar months. */
  MONTH: 'mo' as const,
  /** {@link add} unit: calendar years. */
  YEAR: 'y' as const,
  formatCodes,
  formatFunctions,
  parseFunctions,
  format,
  /** Ext's older name of {@link format}. */
  dateFormat: format,
  parse,
  add,
  between,
  clearTime,
  clone,
  isLeapYear,
  getDaysInMonth,
  getElapsed,
  getDayOfYear,
  getWeekOfYear,
  getSuffix,
  getGMTOffset,
  getTimezone,
  getFirstDateOfMonth,
  getLastDateOfMonth,
  getFirstDayOfMonth,
  getLastDayOfMonth,
  isDST,
  isEqual,
  isValid,
  now,
  toString,
  formatContainsHourInfo,
  formatContainsDateInfo,
  unescapeFormat,
};

/** The shape of `Lib.Date`. */
export type LibDateNamespace = typeof LibDate;

// On `Lib` from here rather than from lib/lang/index.ts: only the entries that load this module
// (lib-ext4/date, the full one) carry its code. `Lib.coerce` and the data layer read it from `optional`.
root.Date = optional.date = LibDate;

declare module '../Lib' {
  interface LibExtensions {
    /** Ext's date helpers: `format`, `parse`, `add`, ... (`lib-ext4/date` and `lib-ext4`). */
    Date: LibDateNamespace;
  }
}
