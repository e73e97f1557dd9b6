/**
 * The lenient reader behind `Lib.JSON.decode(text, {lenient: true})`: JSON plus the
 * JavaScript object-literal syntax legacy servers and data files wrote for Ext JS 4, which read
 * them with `eval` — unquoted keys, single-quoted strings, trailing commas, `//` and `/* *\/`
 * comments, hexadecimal numbers, `+`, leading- and trailing-dot numbers, `Infinity` and `NaN`,
 * escaped line breaks in strings (the JSON5 syntax). It is a parser: no text is ever run as
 * code. A `__proto__` key becomes an own property, as `JSON.parse` makes it. An error is a
 * `SyntaxError` giving the line and column (lines counted by `\n`, from 1).
 *
 * @example
 *   parseLenient("{name: 'Ada', tags: ['x',], n: 0x1F, // comment\n}"); // {name: 'Ada', tags: ['x'], n: 31}
 */
import { defineValue } from '../check';
import { optional } from './is';

/** White space and comments (JavaScript's `\s` is JSON5's white space and line breaks). */
const SKIP = /(?:\s|\/\/.*|\/\*[^]*?\*\/)*/y;
const NUMBER =
  /[+-]?(?:Infinity|NaN|0[xX][\da-fA-F]+|(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/y;
const WORD = /true|false|null/y;
const IDENT = /[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*/uy;

/** Parses `text` as JSON5 (a superset of JSON); throws a `SyntaxError` with the position. */
export function parseLenient(text: string): unknown {
  let at = 0;
  const fail = (): never => {
    const lines = text.slice(0, at).split('\n');
    const c = text[at];
    throw new SyntaxError(
      `${c === undefined ? 'unexpected end' : `invalid character ${JSON.stringify(c)}`} at line ${lines.length}, column ${lines[lines.length - 1].length + 1}`,
    );
  };
  // The text `re` matches at the current position (moving past it), or `undefined`.
  const match = (re: RegExp): string | undefined => {
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) at = re.lastIndex;
    return m?.[0];
  };
  const skip = () => match(SKIP);
  const string = (): string => {
    const quote = text[at++];
    let out = '';
    for (;;) {
      let c = text[at];
      if (c === quote) {
        at++;
        return out;
      }
      if (c === undefined || c === '\n' || c === '\r') fail();
      at++;
      if (c === '\\') {
        c = text[at];
        if (c === undefined || /[1-9]/.test(c) || (c === '0' && /\d/.test(text[at + 1]))) fail();
        at++;
        if (c === 'x' || c === 'u') {
          const start = at;
          for (const end = at + (c === 'x' ? 2 : 4); at < end; at++) {
            if (!/[\da-fA-F]/.test(text.charAt(at))) fail();
          }
          c = String.fromCharCode(parseInt(text.slice(start, at), 16));
        } else if (c === '\r' || c === '\n' || c === '\u2028' || c === '\u2029') {
          // A line continuation: the escaped line break is no character of the string.
          if (c === '\r' && text[at] === '\n') at++;
          c = '';
        } else c = '\0\b\f\n\r\t\v'['0bfnrtv'.indexOf(c)] ?? c; // \n is a line feed, \q a q
      }
      out += c;
    }
  };
  const value = (): unknown => {
    skip();
    const c = text[at];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      // An array, or an object read by key: one name for both, as the loop below fills either.
      const out = (close === ']' ? [] : {}) as unknown[] & Record<string, unknown>;
      at++;
      skip();
      while (text[at] !== close) {
        if (close === ']') out.push(value());
        else {
          const key = text[at] === '"' || text[at] === "'" ? string() : (match(IDENT) ?? fail());
          skip();
          if (text[at++] !== ':') (at--, fail());
          const item = value();
          if (key === '__proto__') defineValue(out, key, item, true);
          else out[key] = item;
        }
        skip();
        if (text[at] === ',') {
          at++;
          skip();
        } else if (text[at] !== close) fail();
      }
      at++;
      return out;
    }
    if (c === '"' || c === "'") return string();
    const word = match(WORD);
    if (word) return word === 'null' ? null : word === 'true';
    const number = match(NUMBER) ?? fail();
    const body = number.replace(/^[+-]/, '');
    return (number[0] === '-' ? -1 : 1) * Number(body);
  };
  const result = value();
  skip();
  if (at < text.length) fail();
  return result;
}

/** The sources whose text was read leniently: each is warned about once. */
const warned = new Set<string>();

// `Lib.JSON.decode` reads it from here (only the entries loading this module carry its code).
optional.lenient = (text, source) => {
  const data = parseLenient(text);
  if (source && !warned.has(source)) {
    warned.add(source);
    console.warn(`[Lib.JSON.decode] ${source}: not JSON, read leniently (warned once)`);
  }
  return data;
};
