/**
 * The parser behind `Lib.Date.parse`: turns a format of Ext's codes into one anchored
 * regular expression plus a list of small handlers that read the captured groups, then
 * builds the Date. Literal text of the format is escaped into the expression; nothing is
 * compiled from source text.
 *
 * @example
 *   createParser('Y-m-d', Lib.Date).parse('2024-02-29', true, Lib.Date); // Date(2024, 1, 29)
 */
import { escapeRegex } from './String';
import { isDate } from './is';

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

/** A compiled format. */
export interface CompiledParser {
  /** A Date, or `null` when the input does not match or (strict) is no real date. */
  parse(input: string, strict: boolean, ctx: ParseContext): Date | null;
  /** `false` once the names the expression was built from have been replaced. */
  isCurrent(ctx: ParseContext): boolean;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `true` for a leap year number. */
export function leapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in month `month` (0-based) of `year`. */
export function daysIn(year: number, month: number): number {
  return month === 1 && leapYear(year) ? 29 : DAYS_IN_MONTH[month];
}

/** The fields read from the input; missing ones are filled in from defaults. */
interface Fields {
  y?: number;
  m?: number;
  d?: number;
  h?: number;
  i?: number;
  s?: number;
  ms?: number;
  /** Zero-based day of the year. */
  z?: number;
  /** ISO-8601 week number. */
  W?: number;
  /** Seconds since the epoch. */
  u?: number;
  /** `true` for pm, `false` for am. */
  pm?: boolean;
  /** Offset east of UTC, in seconds. */
  tz?: number;
}

type Handler = (f: Fields, r: RegExpExecArray, k: number, ctx: ParseContext) => void;

interface Code {
  /** Number of capturing groups. */
  g: number;
  /** The expression, or a builder for one made from the localisable names. */
  s: string | ((ctx: ParseContext) => string);
  /** Reads the groups starting at index `k`. */
  c?: Handler;
}

const int = (text: string) => parseInt(text, 10);

/** `+hhmm` / `+hh:mm` as seconds east of UTC, or `undefined` beyond 14 hours (Ext ignores those). */
function offsetSeconds(text: string): number | undefined {
  const digits = text.replace(':', '');
  const minutes = int(digits.slice(3, 5));
  const total = int(digits.slice(1, 3)) * 60 + minutes;
  if (total > 14 * 60) return undefined;
  return (digits.charAt(0) === '-' ? -1 : 1) * total * 60;
}

/** A fraction of a second given by its digits ('5' = 500 ms, '1234' = 123.4 ms). */
function fraction(digits: string): number {
  return int(digits) / Math.pow(10, digits.length - 3);
}

const alternatives = (names: string[]) => names.map(escapeRegex).join('|');

const setDay: Handler = (f, r, k) => (f.d = int(r[k]));
const setMonth: Handler = (f, r, k) => (f.m = int(r[k]) - 1);
const setYear: Handler = (f, r, k) => (f.y = int(r[k]));
const setHour: Handler = (f, r, k) => (f.h = int(r[k]));
const setAmPm: Handler = (f, r, k) => (f.pm = r[k] === 'pm' || r[k] === 'PM');
const setOffset: Handler = (f, r, k) => {
  const tz = offsetSeconds(r[k]);
  if (tz !== undefined) f.tz = tz;
};

const codes: Record<string, Code> = {
  d: { g: 1, s: '(3[01]|[12]\\d|0[1-9])', c: setDay },
  j: { g: 1, s: '(3[01]|[12]\\d|[1-9])', c: setDay },
  D: {
    g: 0,
    s: (ctx) => `(?:${alternatives([0, 1, 2, 3, 4, 5, 6].map((i) => ctx.getShortDayName(i)))})`,
  },
  l: { g: 0, s: (ctx) => `(?:${alternatives(ctx.dayNames)})` },
  N: { g: 0, s: '[1-7]' },
  w: { g: 0, s: '[0-6]' },
  S: { g: 0, s: '(?:st|nd|rd|th)' },
  z: { g: 1, s: '(\\d{1,3})', c: (f, r, k) => (f.z = int(r[k])) },
  W: { g: 1, s: '(\\d{2})', c: (f, r, k) => (f.W = int(r[k])) },
  F: {
    g: 1,
    s: (ctx) => `(${alternatives(ctx.monthNames)})`,
    c: (f, r, k, ctx) => (f.m = ctx.monthNames.indexOf(r[k])),
  },
  M: {
    g: 1,
    s: (ctx) => `(${alternatives(Object.keys(ctx.monthNumbers))})`,
    c: (f, r, k, ctx) => (f.m = ctx.getMonthNumber(r[k])),
  },
  m: { g: 1, s: '(1[0-2]|0[1-9])', c: setMonth },
  n: { g: 1, s: '(1[0-2]|[1-9])', c: setMonth },
  t: { g: 0, s: '(?:\\d{2})' },
  L: { g: 0, s: '(?:1|0)' },
  o: { g: 1, s: '(\\d{4})', c: setYear },
  Y: { g: 1, s: '(\\d{4})', c: setYear },
  y: {
    g: 1,
    s: '(\\d{2})',
    c: (f, r, k, ctx) => {
      const year = int(r[k]);
      f.y = year > ctx.y2kYear ? 1900 + year : 2000 + year;
    },
  },
  a: { g: 1, s: '(am|pm|AM|PM)', c: setAmPm },
  A: { g: 1, s: '(AM|PM|am|pm)', c: setAmPm },
  g: { g: 1, s: '(1[0-2]|[0-9])', c: setHour },
  G: { g: 1, s: '(2[0-3]|1[0-9]|[0-9])', c: setHour },
  h: { g: 1, s: '(1[0-2]|0[1-9])', c: setHour },
  H: { g: 1, s: '(2[0-3]|[0-1][0-9])', c: setHour },
  i: { g: 1, s: '([0-5][0-9])', c: (f, r, k) => (f.i = int(r[k])) },
  s: { g: 1, s: '([0-5][0-9])', c: (f, r, k) => (f.s = int(r[k])) },
  u: { g: 1, s: '(\\d+)', c: (f, r, k) => (f.ms = fraction(r[k])) },
  O: { g: 1, s: '([+-]\\d{4})', c: setOffset },
  P: { g: 1, s: '([+-]\\d{2}:\\d{2})', c: setOffset },
  T: { g: 0, s: '[A-Z]{1,5}' },
  Z: {
    g: 1,
    s: '([+-]?\\d{1,5})',
    c: (f, r, k) => {
      const tz = Number(r[k]);
      if (tz >= -43200 && tz <= 50400) f.tz = tz;
    },
  },
  U: { g: 1, s: '(-?\\d+)', c: (f, r, k) => (f.u = int(r[k])) },
  // ISO 8601, with everything after the year optional: 2024, 2024-02, 2024-02-29,
  // 2024-02-29T13:45, ...:30, ...:30.123 and a zone Z, +0100 or +01:00.
  c: {
    g: 8,
    s:
      '(\\d{4})(?:-(1[0-2]|0[1-9])(?:-(3[01]|[12]\\d|0[1-9])' +
      '(?:(?:T| )?(2[0-3]|[0-1]\\d):([0-5]\\d)(?::([0-5]\\d))?(?:[.,](\\d+))?(Z|[-+]\\d{2}:?\\d{2})?)?)?)?',
    c: (f, r, k) => {
      f.y = int(r[k]);
      if (r[k + 1]) f.m = int(r[k + 1]) - 1;
      if (r[k + 2]) f.d = int(r[k + 2]);
      if (r[k + 3]) f.h = int(r[k + 3]);
      if (r[k + 4]) f.i = int(r[k + 4]);
      if (r[k + 5]) f.s = int(r[k + 5]);
      if (r[k + 6]) f.ms = fraction(r[k + 6]);
      const zone = r[k + 7];
      if (zone === 'Z') f.tz = 0;
      else if (zone) {
        const tz = offsetSeconds(zone);
        if (tz !== undefined) f.tz = tz;
      }
    },
  },
};

/** A Date from fields, in local time or UTC, with years below 100 kept as written. */
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
  // The Date constructor reads years 0-99 as 1900-1999: for those, build the time on a fixed
  // day, then set the calendar date. Other years go straight through the constructor.
  if (y >= 100)
    return utc ? new Date(Date.UTC(y, m, d, h, i, s, ms)) : new Date(y, m, d, h, i, s, ms);
  if (utc) {
    const date = new Date(Date.UTC(2000, 0, 1, h, i, s, ms));
    date.setUTCFullYear(y, m, d);
    return date;
  }
  const date = new Date(2000, 0, 1, h, i, s, ms);
  date.setFullYear(y, m, d);
  return date;
}

/** `true` when every field is in range, so building the date will not roll over. */
function inRange(
  y: number,
  m: number,
  d: number,
  h: number,
  i: number,
  s: number,
  ms: number,
): boolean {
  return (
    m >= 0 &&
    m <= 11 &&
    d >= 1 &&
    d <= daysIn(y, m) &&
    h >= 0 &&
    h <= 23 &&
    i >= 0 &&
    i <= 59 &&
    s >= 0 &&
    s <= 59 &&
    ms >= 0 &&
    ms < 1000
  );
}

function build(f: Fields, strict: boolean, ctx: ParseContext): Date | null {
  if (f.u !== undefined) return new Date(f.u * 1000);
  const def = ctx.defaults || {};
  // "Today" fills only what neither the text nor the defaults give (most formats give all).
  const today =
    f.y === undefined || f.m === undefined || f.d === undefined ? new Date() : undefined;
  const y = f.y ?? def.y ?? (today as Date).getFullYear();
  const m = f.m ?? (def.m !== undefined ? def.m - 1 : (today as Date).getMonth());
  // A day taken from today must not push a shorter month into the next one.
  const d = f.d ?? Math.min(def.d ?? (today as Date).getDate(), daysIn(y, m) || 31);
  let hour = f.h;
  if (f.pm === true && (hour === undefined || hour < 12)) hour = (hour || 0) + 12;
  else if (f.pm === false && (hour === undefined || hour === 12)) hour = 0;
  const h = hour ?? def.h ?? 0;
  const i = f.i ?? def.i ?? 0;
  const s = f.s ?? def.s ?? 0;
  const ms = f.ms ?? def.ms ?? 0;
  const utc = f.tz !== undefined;
  let date: Date;
  if (f.z !== undefined && y >= 0) {
    if (strict && !(f.z <= 364 || (leapYear(y) && f.z <= 365))) return null;
    date = makeDate(y, 0, 1 + f.z, h, i, s, ms, utc);
  } else if (strict && !inRange(y, m, d, h, i, s, ms)) {
    return null;
  } else if (f.W) {
    // ISO 8601: week 1 is the week (Monday to Sunday) holding January 4th.
    const jan4 = new Date(Date.UTC(2000, 0, 4));
    jan4.setUTCFullYear(y, 0, 4);
    const mondayOffset = (jan4.getUTCDay() + 6) % 7;
    date = makeDate(y, 0, 4 - mondayOffset + (f.W - 1) * 7, 0, 0, 0, 0, utc);
  } else {
    date = makeDate(y, m, d, h, i, s, ms, utc);
  }
  if (utc) date.setTime(date.getTime() - (f.tz as number) * 1000);
  return date;
}

/** Compiles `format` (Ext format codes; a backslash makes the next character literal). */
export function createParser(format: string, ctx: ParseContext): CompiledParser {
  let source = '^';
  let group = 1;
  let usesNames = false;
  const steps: Array<{ c: Handler; k: number }> = [];
  for (let p = 0; p < format.length; p++) {
    let ch = format.charAt(p);
    if (ch === '\\' && p + 1 < format.length) {
      ch = format.charAt(++p);
      source += escapeRegex(ch);
      continue;
    }
    const code = Object.prototype.hasOwnProperty.call(codes, ch) ? codes[ch] : undefined;
    if (code === undefined) {
      source += escapeRegex(ch);
      continue;
    }
    if (typeof code.s === 'function') {
      usesNames = true;
      source += code.s(ctx);
    } else {
      source += code.s;
    }
    if (code.c) steps.push({ c: code.c, k: group });
    group += code.g;
  }
  const re = new RegExp(source + '$');
  const { monthNames, dayNames, monthNumbers, getShortDayName } = ctx;
  return {
    parse(input, strict, context) {
      const r = re.exec(input);
      if (r === null) return null;
      const fields: Fields = {};
      for (const step of steps) step.c(fields, r, step.k, context);
      return build(fields, strict, context);
    },
    isCurrent(context) {
      return (
        !usesNames ||
        (context.monthNames === monthNames &&
          context.dayNames === dayNames &&
          context.monthNumbers === monthNumbers &&
          context.getShortDayName === getShortDayName)
      );
    },
  };
}

/**
 * Parsers by format string: the special `'MS'`, `'time'` and `'timestamp'` parsers and any
 * added here (`this` is `Lib.Date`; return a Date or `null`). Compiled parsers are cached
 * separately. This is `Lib.Date.parseFunctions`.
 */
export const parseFunctions: Record<string, ParseFunction> = Object.assign(Object.create(null), {
  MS(input: string) {
    const match = /^\\?\/Date\(([-+])?(\d+)(?:[+-]\d{4})?\)\\?\/$/.exec(String(input));
    return match ? new Date(Number((match[1] || '') + match[2])) : null;
  },
  time(input: string) {
    const ms = parseInt(input, 10);
    return ms || ms === 0 ? new Date(ms) : null;
  },
  timestamp(input: string) {
    const seconds = parseInt(input, 10);
    return seconds || seconds === 0 ? new Date(seconds * 1000) : null;
  },
});

const compiledParsers = new Map<string, CompiledParser>();

/**
 * `Lib.Date.parse` once its arguments are checked: a parser from `parseFunctions`, else the
 * compiled (and cached) one for `format`. Never returns an invalid Date.
 */
export function parseWith(
  ctx: ParseContext,
  input: unknown,
  format: string,
  strict: boolean,
): Date | null {
  let result: Date | null;
  const special = parseFunctions[format];
  if (special !== undefined) {
    result = special.call(ctx, input as string, strict);
  } else {
    let parser = compiledParsers.get(format);
    if (parser === undefined || !parser.isCurrent(ctx)) {
      parser = createParser(format, ctx);
      compiledParsers.set(format, parser);
    }
    result = parser.parse(input === null || input === undefined ? '' : String(input), strict, ctx);
  }
  // Whatever produced it, an invalid Date never leaves Lib.Date.parse.
  return isDate(result) && !isNaN(result.getTime()) ? result : null;
}
