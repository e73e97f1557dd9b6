/**
 * The parser behind `Lib.Date.parse`: turns a format of Ext's codes into one anchored
 * regular expression plus, for each of its capturing groups, the letter of the field the
 * group sets; then builds the Date from those fields. Literal text of the format is escaped
 * into the expression; nothing is compiled from source text.
 *
 * @example
 *   parseWith(Lib.Date, '2024-02-29', 'Y-m-d', true); // Date(2024, 1, 29)
 */
import { escapeRegex } from './String';
import { isDate, own as hasOwn } from '../check';

/** A parser as stored in `Lib.Date.parseFunctions` (`this` is `Lib.Date`). */
export type ParseFunction = (this: unknown, input: string, strict?: boolean) => Date | null;

/** What a parser reads from `Lib.Date`: names (at compile time) and settings (per parse). */
export interface ParseContext {
  monthNames: string[];
  dayNames: string[];
  monthNumbers: Record<string, number>;
  getShortDayName(day: number): string;
  getMonthNumber(name: string): number | undefined;
  y2kYear: number;
  defaults: { y?: number; m?: number; d?: number; h?: number; i?: number; s?: number; ms?: number };
}

export { hasOwn };

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `true` for a leap year number. */
export function leapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in month `month` (0-based) of `year`. */
export function daysIn(year: number, month: number): number {
  return month === 1 && leapYear(year) ? 29 : DAYS_IN_MONTH[month];
}

/** The fields read from the input, by the letter the readers store them under. */
interface Fields {
  y?: number;
  /** Zero-based month. */
  m?: number;
  d?: number;
  h?: number;
  i?: number;
  s?: number;
  /** Milliseconds. */
  u?: number;
  /** Zero-based day of the year. */
  z?: number;
  /** ISO-8601 week number. */
  W?: number;
  /** Seconds since the epoch. */
  U?: number;
  /** `true` for pm, `false` for am. */
  a?: boolean;
  /** Offset east of UTC, in seconds. */
  O?: number;
}

const int = (text: string) => parseInt(text, 10);

/** Stores the text of one captured group (`n`: its number) in the fields. */
type Reader = (f: Fields, n: number, text: string, ctx: ParseContext) => void;

/**
 * The readers by the letter a parse code gives its group: a field of {@link Fields} taking
 * the number as written, or one of the readings below. Each stores a named field (a store
 * by a computed key is slower, and parsing dates is on the path of every store load).
 */
const readers: Record<string, Reader> = {
  y: (f, n) => (f.y = n),
  Y: (f, n, _, ctx) => (f.y = n > ctx.y2kYear ? 1900 + n : 2000 + n), // two digits
  n: (f, n) => (f.m = n - 1), // a month number, 1-12
  F: (f, n, text, ctx) => (f.m = ctx.monthNames.indexOf(text)),
  M: (f, n, text, ctx) => (f.m = ctx.getMonthNumber(text)),
  d: (f, n) => (f.d = n),
  h: (f, n) => (f.h = n),
  i: (f, n) => (f.i = n),
  s: (f, n) => (f.s = n),
  // a fraction of a second given by its digits ('5' = 500 ms, '1234' = 123.4 ms)
  u: (f, n, text) => (f.u = n / Math.pow(10, text.length - 3)),
  z: (f, n) => (f.z = n),
  W: (f, n) => (f.W = n),
  U: (f, n) => (f.U = n),
  a: (f, n, text) => (f.a = text === 'pm' || text === 'PM'),
  Z: (f, n) => {
    if (n >= -43200 && n <= 50400) f.O = n; // seconds
  },
  O: (f, n, text) => {
    // Z, +hhmm or +hh:mm; Ext ignores offsets beyond 14 hours.
    const digits = text.replace(':', '');
    const minutes = int(digits.slice(1, 3)) * 60 + int(digits.slice(3, 5));
    if (text === 'Z') f.O = 0;
    else if (minutes <= 840) f.O = (text[0] === '-' ? -60 : 60) * minutes;
  },
};

const alternatives = (names: string[]) => names.map(escapeRegex).join('|');

// Groups used by several codes: 01-31, 01-12, 00-59 and a four-digit year.
const DAY = '(3[01]|[12]\\d|0[1-9])';
const TWELVE = '(1[0-2]|0[1-9])';
const SIXTY = '([0-5]\\d)';
const YEAR = '(\\d{4})';

/**
 * The parse codes. Each is `'<keys> <expression>'`: the field letters of its capturing groups
 * (see `readers`; one per group, in order), a blank, then the expression; or a builder
 * making that text from the localisable names.
 */
const codes: Record<string, string | ((ctx: ParseContext) => string)> = {
  d: 'd ' + DAY,
  j: 'd (3[01]|[12]\\d|[1-9])',
  D: (ctx) => ` (?:${alternatives([0, 1, 2, 3, 4, 5, 6].map((i) => ctx.getShortDayName(i)))})`,
  l: (ctx) => ` (?:${alternatives(ctx.dayNames)})`,
  N: ' [1-7]',
  w: ' [0-6]',
  S: ' (?:st|nd|rd|th)',
  z: 'z (\\d{1,3})',
  W: 'W (\\d{2})',
  F: (ctx) => `F (${alternatives(ctx.monthNames)})`,
  M: (ctx) => `M (${alternatives(Object.keys(ctx.monthNumbers))})`,
  m: 'n ' + TWELVE,
  n: 'n (1[0-2]|[1-9])',
  t: ' (?:\\d{2})',
  L: ' (?:1|0)',
  o: 'y ' + YEAR,
  Y: 'y ' + YEAR,
  y: 'Y (\\d{2})',
  a: 'a (am|pm|AM|PM)',
  A: 'a (AM|PM|am|pm)',
  g: 'h (1[0-2]|[0-9])',
  G: 'h (2[0-3]|1[0-9]|[0-9])',
  h: 'h ' + TWELVE,
  H: 'h (2[0-3]|[0-1][0-9])',
  i: 'i ' + SIXTY,
  s: 's ' + SIXTY,
  u: 'u (\\d+)',
  O: 'O ([+-]\\d{4})',
  P: 'O ([+-]\\d{2}:\\d{2})',
  T: ' [A-Z]{1,5}',
  Z: 'Z ([+-]?\\d{1,5})',
  U: 'U (-?\\d+)',
  // ISO 8601, with everything after the year optional: 2024, 2024-02, 2024-02-29,
  // 2024-02-29T13:45, ...:30, ...:30.123 and a zone Z, +0100 or +01:00.
  c:
    `yndhisuO ${YEAR}(?:-${TWELVE}(?:-${DAY}(?:(?:T| )?(2[0-3]|[0-1]\\d):${SIXTY}` +
    `(?::${SIXTY})?(?:[.,](\\d+))?(Z|[-+]\\d{2}:?\\d{2})?)?)?)?`,
};

/** A Date from fields (which may roll over), in local time or UTC, with years 0-99 kept as written. */
function makeDate(
  y: number,
  m: number,
  d: number,
  h: number,
  i: number,
  s: number,
  ms: number,
  utc: boolean,
): Date {
  // The constructor reads years 0-99 as 1900-1999: build those 400 years later (the
  // Gregorian calendar repeats every 400 years), then move the year back.
  const shift = y >= 0 && y < 100 ? 400 : 0;
  const date = utc
    ? new Date(Date.UTC(y + shift, m, d, h, i, s, ms))
    : new Date(y + shift, m, d, h, i, s, ms);
  if (!shift) return date;
  if (utc) date.setUTCFullYear(date.getUTCFullYear() - shift);
  else date.setFullYear(date.getFullYear() - shift);
  return date;
}

const inside = (v: number, low: number, high: number) => v >= low && v <= high;

function build(f: Fields, strict: boolean, ctx: ParseContext): Date | null {
  if (f.U !== undefined) return new Date(f.U * 1000);
  const def = ctx.defaults || {};
  // "Today" fills only what neither the text nor the defaults give (most formats give all).
  const today = f.y === undefined || f.m === undefined || f.d === undefined ? new Date() : null;
  const y = f.y ?? def.y ?? today!.getFullYear();
  const m = f.m ?? (def.m !== undefined ? def.m - 1 : today!.getMonth());
  // A day taken from today must not push a shorter month into the next one.
  const d = f.d ?? Math.min(def.d ?? today!.getDate(), daysIn(y, m) || 31);
  let h = f.h;
  // am/pm moves hours 1-12 (none given: 12 o'clock); hours past 12 stay as written.
  if (f.a !== undefined && (h === undefined || h <= 12)) h = ((h || 0) % 12) + (f.a ? 12 : 0);
  h = h ?? def.h ?? 0;
  const i = f.i ?? def.i ?? 0;
  const s = f.s ?? def.s ?? 0;
  const ms = f.u ?? def.ms ?? 0;
  const utc = f.O !== undefined;
  let date: Date;
  if (f.z !== undefined && y >= 0) {
    if (strict && f.z > (leapYear(y) ? 365 : 364)) return null;
    date = makeDate(y, 0, 1 + f.z, h, i, s, ms, utc);
  } else if (
    strict &&
    !(
      inside(m, 0, 11) &&
      inside(d, 1, daysIn(y, m)) &&
      inside(h, 0, 23) &&
      inside(i, 0, 59) &&
      inside(s, 0, 59) &&
      ms >= 0 &&
      ms < 1000
    )
  ) {
    // Strict: the fields would roll over (February 30th, 24:00...).
    return null;
  } else if (f.W) {
    // ISO 8601: week 1 is the week (Monday to Sunday) holding January 4th.
    const jan4 = makeDate(y, 0, 4, 0, 0, 0, 0, true).getUTCDay();
    date = makeDate(y, 0, 4 - ((jan4 + 6) % 7) + (f.W - 1) * 7, 0, 0, 0, 0, utc);
  } else {
    date = makeDate(y, m, d, h, i, s, ms, utc);
  }
  if (utc) date.setTime(date.getTime() - f.O! * 1000);
  return date;
}

/** The names a compiled expression may be built from (a locale may replace them). */
const NAME_KEYS = ['monthNames', 'dayNames', 'monthNumbers', 'getShortDayName'] as const;

/** A compiled format. */
interface Compiled {
  re: RegExp;
  /** The reader of each capturing group of `re`, in order. */
  read: Reader[];
  /** The `NAME_KEYS` values `re` was built from, or `null` when it uses none. */
  names: unknown[] | null;
}

/** Compiles `format` (Ext format codes; a backslash makes the next character literal). */
function compile(format: string, ctx: ParseContext): Compiled {
  let source = '^';
  let keys = '';
  let usesNames = false;
  for (let p = 0; p < format.length; p++) {
    let ch = format.charAt(p);
    let code = hasOwn(codes, ch) ? codes[ch] : undefined;
    if (ch === '\\' && p + 1 < format.length) {
      ch = format.charAt(++p);
      code = undefined;
    }
    if (code === undefined) {
      source += escapeRegex(ch);
      continue;
    }
    if (typeof code === 'function') {
      usesNames = true;
      code = code(ctx);
    }
    const blank = code.indexOf(' ');
    keys += code.slice(0, blank);
    source += code.slice(blank + 1);
  }
  return {
    re: new RegExp(source + '$'),
    read: Array.from(keys, (key) => readers[key]),
    names: usesNames ? NAME_KEYS.map((key) => ctx[key]) : null,
  };
}

/**
 * Parsers by format string: the special `'MS'`, `'time'` and `'timestamp'` parsers (put here by
 * lib/lang/Date.ts) and any added here (`this` is `Lib.Date`; return a Date or `null`).
 * Compiled parsers are cached separately. This is `Lib.Date.parseFunctions`.
 */
export const parseFunctions: Record<string, ParseFunction> = Object.create(null);

const compiled = new Map<string, Compiled>();

/**
 * `Lib.Date.parse` once its arguments are checked: a parser from `parseFunctions`, else the
 * compiled (and cached) one for `format`, rebuilt when a name it was built from has been
 * replaced. Never returns an invalid Date.
 */
export function parseWith(
  ctx: ParseContext,
  input: unknown,
  format: string,
  strict: boolean,
): Date | null {
  let result: Date | null = null;
  const special = parseFunctions[format];
  if (special !== undefined) {
    result = special.call(ctx, input as string, strict);
  } else {
    let parser = compiled.get(format);
    if (parser === undefined || parser.names?.some((value, i) => ctx[NAME_KEYS[i]] !== value)) {
      compiled.set(format, (parser = compile(format, ctx)));
    }
    const r = parser.re.exec(input === null || input === undefined ? '' : String(input));
    if (r !== null) {
      const fields: Fields = {};
      for (let g = 1; g < r.length; g++) {
        if (r[g]) parser.read[g - 1](fields, int(r[g]), r[g], ctx);
      }
      result = build(fields, strict, ctx);
    }
  }
  // Whatever produced it, an invalid Date never leaves Lib.Date.parse.
  return isDate(result) && !isNaN(result.getTime()) ? result : null;
}
