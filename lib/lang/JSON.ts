/**
 * `Lib.JSON`: Ext JS 4's JSON encoder and decoder. `encode` writes what Ext 4 writes: dates
 * as local `"YYYY-MM-DDTHH:mm:ss"` (through the overridable `Lib.JSON.encodeDate`), every
 * character outside ASCII as a `\uXXXX` escape, `undefined`, functions and objects that are
 * not data (DOM nodes, maps, regular expressions...) dropped from objects and `null` in
 * arrays. `decode` runs `JSON.parse`, and with `{lenient: true}` reads legacy JavaScript
 * object literals with a parser (JSON.lenient.ts, `import 'lib-ext4/lenient'`; the full entry
 * and the global script have it): bad text throws a `Lib.Error` (or gives `null` in safe mode),
 * and no text is ever evaluated as code.
 *
 * @example
 *   Lib.JSON.encode({when: new Date(2024, 1, 29, 13, 5)}); // '{"when":"2024-02-29T13:05:00"}'
 *   Lib.JSON.decode('{oops', true); // null
 *   Lib.JSON.decode("{name: 'Ada',}", {lenient: true}); // {name: 'Ada'}
 */
import { LibError, describe } from '../Error';
import { dateText, isArray, isFn, keys } from '../check';
import { needs, tagOf } from './is';

const nonAsciiRe = /[\u007f-\uffff]/g;

const escapeChar = (ch: string): string => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');

/** A string as a JSON string literal, with every non-ASCII character written as `\uXXXX`. */
export const encodeString = (value: string): string => {
  const text = JSON.stringify(String(value));
  nonAsciiRe.lastIndex = 0;
  return nonAsciiRe.test(text) ? text.replace(nonAsciiRe, escapeChar) : text;
};

/**
 * A date as Ext 4 encodes it: local time, `"YYYY-MM-DDTHH:mm:ss"`, quotes included. An
 * invalid date gives `null`. Replace `Lib.JSON.encodeDate` to change how dates are sent.
 */
export const encodeDate = (date: Date): string =>
  isNaN(date.getTime()) ? 'null' : '"' + dateText(date) + '"';

const encodeValue = (value: unknown, stack: unknown[]): string | undefined => {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return encodeString(value);
    case 'number':
    case 'boolean':
      // isFinite(true) and isFinite(false) hold, so booleans give 'true' and 'false'.
      return isFinite(value as number) ? String(value) : 'null';
    case 'undefined':
    case 'function':
    case 'symbol':
      // No JSON form: the caller drops the key, or writes null in an array or at the top.
      return undefined;
    case 'bigint':
      throw new TypeError('[Lib.JSON.encode] cannot encode a BigInt');
  }
  const tag = tagOf(value);
  if (tag === '[object Date]') return LibJSON.encodeDate(value as Date);
  // Boxed primitives encode as their value, as JSON.stringify does.
  if (tag === '[object String]' || tag === '[object Number]' || tag === '[object Boolean]') {
    return encodeValue((value as { valueOf(): unknown }).valueOf(), stack);
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  // Past arrays and plain objects (class instances included) Ext 4 encodes nothing: DOM
  // nodes, the window, maps, sets, regular expressions, errors, typed arrays, `arguments`
  // have no JSON form and count as undefined. (Ext wrote the bare word `undefined`, which no
  // JSON parser reads; here the key is left out, or the array slot is null.)
  if (!isFn(toJSON) && !isArray(value) && tag !== '[object Object]') return undefined;
  if (stack.indexOf(value) !== -1) {
    throw new TypeError(
      `[Lib.JSON.encode] cannot encode a circular structure, got ${describe(value)}`,
    );
  }
  stack.push(value);
  let out: string | undefined;
  if (isFn(toJSON)) {
    out = encodeValue(toJSON.call(value), stack);
  } else if (isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      out += (i ? ',' : '') + (encodeValue(value[i], stack) ?? 'null');
    }
    out += ']';
  } else {
    out = '{';
    for (const key of keys(value)) {
      const encoded = encodeValue((value as Record<string, unknown>)[key], stack);
      // Past the opening brace, a member needs a comma before it.
      if (encoded !== undefined)
        out += (out.length > 1 ? ',' : '') + encodeString(key) + ':' + encoded;
    }
    out += '}';
  }
  stack.pop();
  return out;
};

/**
 * JSON text for any value, always valid JSON. `null`, `undefined` and functions at the top
 * give `'null'`; object keys holding `undefined` or a function are left out, array slots
 * holding them become `null`. Objects other than arrays, plain objects and class instances
 * (DOM nodes, `window`, `Map`, `Set`, `RegExp`, errors, typed arrays) without a `toJSON()`
 * count as `undefined`, as in Ext 4 (which wrote the invalid word `undefined` for them).
 * Non-finite numbers become `null`; dates go through {@link LibJSON.encodeDate}; a `toJSON()`
 * method is honoured. A circular structure throws a `TypeError`.
 */
export const encode = (value: unknown): string => encodeValue(value, []) ?? 'null';

/** Options of {@link decode}. */
export interface DecodeOptions {
  /**
   * When the text is not JSON, read it as a JavaScript object literal (unquoted keys, single
   * quotes, trailing commas, comments, hex numbers, `Infinity`/`NaN`: JSON5), as Ext JS 4's
   * `eval` did, without running anything (default `false`).
   */
  lenient?: boolean;
  /** Return `null` instead of throwing (default `false`). */
  safe?: boolean;
  /**
   * Where the text comes from (a URL): with `lenient`, reading text that is not JSON is warned
   * about once per source (a legacy answer to fix). Default: no warning.
   */
  source?: string;
}

/**
 * Parses JSON text with `JSON.parse`. With `{lenient: true}`, text that is not JSON is read as
 * a JavaScript object literal (JSON5: see `DecodeOptions`), never evaluated; that needs the
 * lenient reader (`import 'lib-ext4/lenient'`), else it is a `Lib.Error` naming that import
 * (even with `safe`). Bad text throws a `Lib.Error` whose `msg` is
 * `"You're trying to decode an invalid JSON String: <text>"` (the lenient reader's line and
 * column in brackets before the colon), or returns `null` with `safe` (the second argument
 * `true` is `{safe: true}`, as in Ext JS 4).
 */
export const decode = (text: string, options?: boolean | DecodeOptions): unknown => {
  const { safe, lenient, source } = (
    options === true ? { safe: true } : options || {}
  ) as DecodeOptions;
  try {
    return JSON.parse(text);
  } catch (error) {
    let cause = error as Error;
    if (lenient === true) {
      // Without the reader loaded, an error naming its import, even in safe mode.
      const parse = needs('lenient', 'Lib.JSON.decode', 'text that is not JSON');
      try {
        return parse(String(text), source);
      } catch (lenientError) {
        cause = lenientError as Error;
      }
    }
    if (safe === true) return null;
    const shown = String(text);
    const echo =
      shown.length > 1000 ? shown.slice(0, 1000) + `... (${shown.length} characters)` : shown;
    const where = lenient === true ? ` (${cause.message})` : '';
    throw new LibError(`You're trying to decode an invalid JSON String${where}: ${echo}`, {
      sourceClass: 'Lib.JSON',
      sourceMethod: 'Lib.JSON.decode',
      cause,
    });
  }
};

/** `Lib.JSON`: the JSON helpers as Ext JS 4 names them. `encodeDate` may be replaced. */
export const LibJSON = {
  encode,
  decode,
  /** Ext's other name of {@link encode}. */
  encodeValue: encode,
  encodeString,
  encodeDate,
};
