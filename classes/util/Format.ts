/**
 * `Lib.util.Format`: the formatting functions grid columns and templates use as renderers
 * (`renderer: Lib.util.Format.usMoney`, `Lib.util.Format.dateRenderer('Y-m-d')`), with the
 * locale settings a locale file changes (`thousandSeparator`, `decimalSeparator`,
 * `currencySign`, ...). A singleton: `Lib.util.Format` is the instance. Every function
 * works unbound (`this` is never read) and reads the settings from the singleton.
 *
 * @example
 *   Lib.util.Format.number(1234.5, '0,000.00'); // '1,234.50'
 *   Lib.util.Format.currency(-5.5); // '-$5.50'
 *   Lib.util.Format.fileSize(2048); // '2 KB'
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { fail } from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { LibDate } from '../../lib/lang/Date';
import { isDate } from '../../lib/lang/is';
import { from as numberFrom } from '../../lib/lang/Number';
import {
  capitalize,
  ellipsis,
  escapeRegex,
  format as stringFormat,
  htmlDecode,
  htmlEncode,
  leftPad,
  trim,
} from '../../lib/lang/String';

/**
 * Throws a TypeError naming `where` unless `pattern` is a string or falsy (no pattern: Ext 4
 * returns the value as it is).
 */
function checkPattern(where: string, pattern: unknown): void {
  if (pattern && typeof pattern !== 'string') {
    fail(where, "argument 'pattern'", "a number pattern string such as '0,000.00'", pattern);
  }
}

/** A compiled number pattern, valid while the separators it was built with stay the same. */
interface NumberPattern {
  /** The separator settings it was compiled under (`thousand + '\0' + decimal`). */
  settings: string;
  precision: number;
  grouped: boolean;
  /** The thousands separator and decimal point of the output. */
  group: string;
  point: string;
  /** The pattern text before and after its numeric part. */
  prefix: string;
  suffix: string;
}

const numberPatterns = new Map<string, NumberPattern>();
const MATH_CACHE_LIMIT = 500;
const mathCache = new Map<string, (v: number) => number>();

/** The `Lib.String` functions that `Lib.util.Format` also offers (the same functions). */
export interface UtilFormat {
  /** `Lib.String.ellipsis`: cuts to `length` characters ending in `'...'`, at a word boundary with `word`. */
  ellipsis(
    value: string | null | undefined,
    length: number,
    word?: boolean,
  ): string | null | undefined;
  /** `Lib.String.htmlEncode`: encodes `& < > " '`. */
  htmlEncode<T>(value: T): T extends string ? string : T | string;
  /** `Lib.String.htmlDecode`. */
  htmlDecode<T>(value: T): T extends string ? string : T | string;
  /** `Lib.String.capitalize`. */
  capitalize(value: string | null | undefined): string;
  /** `Lib.String.trim`. */
  trim(value: string | null | undefined): string;
  /** `Lib.String.format`. */
  format(template: string, ...values: unknown[]): string;
  /** `Lib.String.leftPad`. */
  leftPad(value: unknown, size: number, character?: string): string;
}

/** The class of the `Lib.util.Format` singleton (use the instance, `Lib.util.Format`). */
export class UtilFormat extends Base {
  /** The thousands separator numbers are written with (default `','`). */
  declare thousandSeparator: string;
  /** The decimal separator numbers are written with (default `'.'`). */
  declare decimalSeparator: string;
  /** The number of decimals `currency` shows (default 2). */
  declare currencyPrecision: number;
  /** The currency sign `currency` uses (default `'$'`). */
  declare currencySign: string;
  /** `true` puts the currency sign after the number (default `false`). */
  declare currencyAtEnd: boolean;

  /** `value`, or `''` when it is `undefined`. */
  undef<T>(value: T): T | '' {
    return value !== undefined ? value : '';
  }

  /** `value`, or `defaultValue` when `value` is `undefined` or `''`. */
  defaultValue<T, D>(value: T, defaultValue: D): T | D {
    return value !== undefined && (value as unknown) !== '' ? value : defaultValue;
  }

  /** `String(value).substr(start, length)`: a negative `start` counts from the end. */
  substr(value: unknown, start: number, length?: number): string {
    const text = String(value);
    const begin = start < 0 ? Math.max(text.length + start, 0) : start || 0;
    return length === undefined
      ? text.slice(begin)
      : text.slice(begin, begin + Math.max(0, length));
  }

  /** The value lower-cased (`null`/`undefined` give `''`). */
  lowercase(value: unknown): string {
    return value === null || value === undefined ? '' : String(value).toLowerCase();
  }

  /** The value upper-cased (`null`/`undefined` give `''`). */
  uppercase(value: unknown): string {
    return value === null || value === undefined ? '' : String(value).toUpperCase();
  }

  /** US dollars with two decimals: `usMoney(1234.5)` is `'$1,234.50'`. */
  usMoney(value: unknown): string {
    return Format.currency(value, '$', 2);
  }

  /**
   * A money amount: grouped thousands, `decimals` decimals (default `currencyPrecision`), the
   * sign `currencySign` (default the `currencySign` setting) before the number, or after it
   * when `end` or the `currencyAtEnd` setting is `true`. Negative amounts start with `-`.
   */
  currency(value: unknown, currencySign?: string, decimals?: number, end?: boolean): string {
    const amount = Number(value);
    const places = decimals !== undefined ? decimals : Format.currencyPrecision;
    const text = Format.number(
      Math.abs(amount),
      ',0' + (places > 0 ? '.' + '0'.repeat(places) : ''),
    );
    // An amount that rounds to zero shows no minus sign.
    const negative = amount < 0 && /[1-9]/.test(text) ? '-' : '';
    const sign = currencySign || Format.currencySign;
    return (end || Format.currencyAtEnd) === true ? negative + text + sign : negative + sign + text;
  }

  /**
   * A date with `Lib.Date.format` codes (default `Lib.Date.defaultFormat`). A string is read
   * with `Date.parse`, a number as milliseconds; empty and invalid values give `''`.
   */
  date(value: unknown, format?: string): string {
    if (!value) return '';
    let date = value as Date;
    if (!isDate(value)) {
      date = new Date(typeof value === 'number' ? value : Date.parse(String(value)));
    }
    return LibDate.format(date, format || LibDate.defaultFormat);
  }

  /** A renderer function that formats its value with {@link date}. */
  dateRenderer(format?: string): (value: unknown) => string {
    return (value) => Format.date(value, format);
  }

  /** A renderer function that formats its value with {@link number}. */
  numberRenderer(format: string): (value: unknown) => string {
    checkPattern('Lib.util.Format.numberRenderer', format);
    return (value) => Format.number(value, format);
  }

  /**
   * A number written with a pattern: `'0'`, `'0.00'`, `'0,000'`, `'0,000.00'`, `'0,0.0'`;
   * a `,` in the pattern asks for thousands grouping and the digits after `.` set the
   * precision. The output uses the `thousandSeparator` and `decimalSeparator` settings.
   * Text around the numeric part is kept (`'0.00 %'`). With the `/i` suffix the pattern is
   * written in the locale's own convention: with European settings (`.` grouping, `,`
   * decimal) `'0.000,00/i'` reads as `'0,000.00'`; with the default US settings `/i` means
   * the European convention, and the output uses `.` and `,` too. A value that is not a
   * number gives `''`; no pattern returns the value as it is, and a pattern that is not a
   * string throws a TypeError.
   */
  number<T>(value: T, pattern?: '' | null): T;
  number(value: unknown, pattern: string): string;
  number(value: unknown, pattern?: string | null): unknown {
    checkPattern('Lib.util.Format.number', pattern);
    if (!pattern) return value;
    const n = numberFrom(value, NaN);
    if (isNaN(n)) return '';
    const spec = numberPattern(pattern);
    const fixed = Math.abs(n).toFixed(spec.precision);
    const dot = fixed.indexOf('.');
    let whole = dot === -1 ? fixed : fixed.slice(0, dot);
    const decimals = dot === -1 ? '' : fixed.slice(dot + 1);
    if (spec.grouped && whole.length > 3) {
      let grouped = whole.slice(0, whole.length % 3 || 3);
      for (let i = grouped.length; i < whole.length; i += 3)
        grouped += spec.group + whole.slice(i, i + 3);
      whole = grouped;
    }
    const text = decimals ? whole + spec.point + decimals : whole;
    // A value that rounds to zero at this precision shows no minus sign.
    const negative = n < 0 && /[1-9]/.test(text);
    return (negative ? '-' : '') + spec.prefix + text + spec.suffix;
  }

  /**
   * A byte count for people: `'1 byte'`, `'512 bytes'`, then KB, MB and GB with one decimal
   * at most (`'1.5 KB'`).
   */
  fileSize(size: number): string {
    if (size < 1024) return size === 1 ? '1 byte' : size + ' bytes';
    let unit = 0;
    let base = 1024;
    // `!(size < ...)` so that NaN ends in GB, as the cascade of tests it replaces did.
    while (unit < 2 && !(size < base * 1024)) {
      base *= 1024;
      unit++;
    }
    return Math.round((size * 10) / base) / 10 + ' ' + ['KB', 'MB', 'GB'][unit];
  }

  /** Line breaks (`\n`, `\r\n`) as `<br/>`; empty values give `''`. */
  nl2br(value: unknown): string {
    return value === null || value === undefined || value === ''
      ? ''
      : String(value).replace(/\r?\n/g, '<br/>');
  }

  /** The text without its HTML tags. Falsy values are returned as they are. */
  stripTags<T>(value: T): T | string {
    return !value ? value : String(value).replace(/<\/?[^>]+>/gi, '');
  }

  /**
   * The text without `<script>` elements and their content. Falsy values are returned as they
   * are. This is NOT a sanitizer: it removes `<script>…</script>` by pattern only, and keeps
   * every other way markup runs code (`<img onerror>`, `javascript:` URLs, `<iframe srcdoc>`,
   * a script split so the pattern misses it). Untrusted markup must go through a real
   * sanitizer (`Lib.dom.Markup`), or be shown as text with {@link htmlEncode}.
   */
  stripScripts<T>(value: T): T | string {
    return !value ? value : String(value).replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  }

  /**
   * Applies arithmetic to `value`: `math(3, '* 2 + 1')` is 7. The expression follows the
   * value and may use numbers, `v` (the value), `+ - * / %` and parentheses. Unlike Ext, it
   * is evaluated by a small parser, never as JavaScript source.
   */
  math(value: unknown, expression: string): number {
    let fn = mathCache.get(expression);
    if (fn === undefined) {
      fn = compileMath(expression);
      if (mathCache.size >= MATH_CACHE_LIMIT) mathCache.clear();
      mathCache.set(expression, fn);
    }
    return fn(Number(value));
  }

  /** `'1 item'`, `'2 items'`: the count, a blank, then `singular` for 1 and `plural` (default `singular + 's'`) otherwise. */
  plural(value: number, singular: string, plural?: string): string {
    // Loose equality on purpose: '1' from a text field counts as one, as in Ext.
    return value + ' ' + (value == 1 ? singular : plural ? plural : singular + 's');
  }

  /** The value as a number, rounded to `precision` decimals when a precision is given. */
  round(value: unknown, precision?: number): number {
    const n = Number(value);
    if (typeof precision !== 'number') return n;
    const factor = Math.pow(10, precision);
    return Math.round(n * factor) / factor;
  }
}

registerClass(UtilFormat, 'Lib.util.Format', {
  singleton: true,
  // Unbound, as every function here: renderers receive them as plain functions.
  ellipsis,
  htmlEncode,
  htmlDecode,
  capitalize,
  trim,
  format: stringFormat,
  leftPad,
  thousandSeparator: ',',
  decimalSeparator: '.',
  currencyPrecision: 2,
  currencySign: '$',
  currencyAtEnd: false,
});

/** The `Lib.util.Format` singleton. */
export const Format: UtilFormat = ClassManager.get('Lib.util.Format');

/** Reads a number pattern once per pattern and separator settings. */
function numberPattern(pattern: string): NumberPattern {
  const thousand = Format.thousandSeparator;
  const point = Format.decimalSeparator;
  const settings = thousand + '\0' + point;
  const cached = numberPatterns.get(pattern);
  if (cached !== undefined && cached.settings === settings) return cached;
  const localised = pattern.slice(-2) === '/i';
  const body = localised ? pattern.slice(0, -2) : pattern;
  // Which characters of the pattern mark grouping and the decimal point, and which the
  // output uses. With /i and European settings both are the settings (Ext 4); with /i and
  // the default '.' decimal point, the European convention is assumed (Ext's documentation).
  const european = localised && point === '.';
  const [group, decimal] = european ? ['.', ','] : localised ? [thousand, point] : [',', '.'];
  const numeric = new RegExp(`[\\d${escapeRegex(group)}${escapeRegex(decimal)}]+`).exec(body);
  const core = numeric ? numeric[0] : '';
  const at = numeric ? numeric.index : body.length;
  const parts = core.split(decimal).map((part) => part.replace(/\D/g, ''));
  if (parts.length > 2) {
    raise(
      'Lib.util.Format.number',
      `Invalid number format ${describe(pattern)}, should have no more than 1 decimal`,
    );
  }
  const spec: NumberPattern = {
    settings,
    precision: parts.length > 1 ? parts[1].length : 0,
    grouped: group !== '' && core.includes(group),
    group: european ? '.' : thousand,
    point: european ? ',' : point,
    prefix: body.slice(0, at),
    suffix: body.slice(at + core.length),
  };
  numberPatterns.set(pattern, spec);
  return spec;
}

// ---------------------------------------------------------------------------------------
// math: a tiny arithmetic parser, so no expression text is ever run as code

type Node = (v: number) => number;

const OPERATORS: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
};

function compileMath(expression: string): Node {
  const source = 'v ' + String(expression);
  const tokens =
    source.match(/\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|[v()+\-*/%]|\S/gi) ?? [];
  let pos = 0;
  const fail = (): never =>
    raise(
      'Lib.util.Format.math',
      `cannot evaluate ${describe(source)}, expected numbers, v, + - * / % and parentheses`,
    );
  const factor = (): Node => {
    const token = tokens[pos++];
    if (token === undefined) return fail();
    if (token === 'v' || token === 'V') return (v) => v;
    if (token === '-') {
      const inner = factor();
      return (v) => -inner(v);
    }
    if (token === '+') return factor();
    if (token === '(') {
      const inner = sum();
      if (tokens[pos++] !== ')') fail();
      return inner;
    }
    const n = Number(token);
    if (token === '.' || isNaN(n)) return fail();
    return () => n;
  };
  /** Operands read by `next`, joined by the operators of `ops` (left to right). */
  const chain = (ops: string, next: () => Node) => (): Node => {
    let left = next();
    while (pos < tokens.length && ops.includes(tokens[pos])) {
      const op = OPERATORS[tokens[pos++]];
      const l = left;
      const r = next();
      left = (v) => op(l(v), r(v));
    }
    return left;
  };
  const sum = chain('+-', chain('*/%', factor));
  const root = sum();
  if (pos !== tokens.length) fail();
  return root;
}
