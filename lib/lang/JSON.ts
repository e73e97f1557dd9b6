/**
 * `Lib.JSON`: Ext JS 4's JSON encoder and decoder. `encode` writes what Ext 4 writes: dates
 * as local `"YYYY-MM-DDTHH:mm:ss"` (through the overridable `Lib.JSON.encodeDate`), every
 * character outside ASCII as a `\uXXXX` escape, `undefined` and functions dropped from
 * objects and `null` in arrays. `decode` only ever runs `JSON.parse`: bad text throws a
 * `Lib.Error` (or gives `null` in safe mode), and no text is ever evaluated as code.
 *
 * @example
 *   Lib.JSON.encode({when: new Date(2024, 1, 29, 13, 5)}); // '{"when":"2024-02-29T13:05:00"}'
 *   Lib.JSON.decode('{oops', true); // null
 */
import { LibError, describe } from '../Error';
import { toString as dateToString } from './Date';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const nonAsciiRe = /[\u007f-\uffff]/g;

function escapeChar(ch: string): string {
  return '\\u' + ('0000' + ch.charCodeAt(0).toString(16)).slice(-4);
}

/** A string as a JSON string literal, with every non-ASCII character written as `\uXXXX`. */
export function encodeString(value: string): string {
  const text = JSON.stringify(String(value));
  nonAsciiRe.lastIndex = 0;
  return nonAsciiRe.test(text) ? text.replace(nonAsciiRe, escapeChar) : text;
}

/**
 * A date as Ext 4 encodes it: local time, `"YYYY-MM-DDTHH:mm:ss"`, quotes included. An
 * invalid date gives `null`. Replace `Lib.JSON.encodeDate` to change how dates are sent.
 */
export function encodeDate(date: Date): string {
  return isNaN(date.getTime()) ? 'null' : '"' + dateToString(date) + '"';
}

const objectToString = Object.prototype.toString;

function encodeValue(value: unknown, stack: unknown[]): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return encodeString(value);
    case 'number':
      return isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      // No JSON form: the caller drops the key, or writes null in an array or at the top.
      return undefined;
    case 'bigint':
      throw new TypeError(
        '[Lib.JSON.encode] cannot encode a BigInt; convert it to a string or number first',
      );
  }
  const tag = objectToString.call(value);
  if (tag === '[object Date]') return LibJSON.encodeDate(value as Date);
  // Boxed primitives encode as their value, as JSON.stringify does.
  if (tag === '[object String]' || tag === '[object Number]' || tag === '[object Boolean]') {
    return encodeValue((value as { valueOf(): unknown }).valueOf(), stack);
  }
  if (stack.indexOf(value) !== -1) {
    throw new TypeError(
      `[Lib.JSON.encode] cannot encode a circular structure (${describe(value)} contains itself)`,
    );
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    stack.push(value);
    const result = encodeValue(toJSON.call(value), stack);
    stack.pop();
    return result;
  }
  stack.push(value);
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += encodeValue(value[i], stack) ?? 'null';
    }
    out += ']';
  } else {
    out = '{';
    let first = true;
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const encoded = encodeValue(object[key], stack);
      if (encoded === undefined) continue;
      if (!first) out += ',';
      out += encodeString(key) + ':' + encoded;
      first = false;
    }
    out += '}';
  }
  stack.pop();
  return out;
}

/**
 * JSON text for any value. `null`, `undefined` and functions at the top give `'null'`;
 * object keys holding `undefined` or a function are left out, array slots holding them
 * become `null`; non-finite numbers become `null`; dates go through
 * {@link LibJSON.encodeDate}; a `toJSON()` method is honoured. A circular structure throws
 * a `TypeError`.
 */
export function encode(value: unknown): string {
  return encodeValue(value, []) ?? 'null';
}

/** Longest part of the bad text an error message repeats. */
const MAX_ECHO = 1000;

/**
 * Parses JSON text (strict JSON: no comments, single quotes or bare keys). Bad text throws
 * a `Lib.Error` whose `msg` is `"You're trying to decode an invalid JSON String: <text>"`,
 * or returns `null` when `safe` is `true`.
 */
export function decode(text: string, safe?: boolean): Any {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (safe === true) return null;
    const shown = String(text);
    const echo =
      shown.length > MAX_ECHO
        ? shown.slice(0, MAX_ECHO) + `... (${shown.length} characters)`
        : shown;
    throw new LibError(`You're trying to decode an invalid JSON String: ${echo}`, {
      sourceClass: 'Lib.JSON',
      sourceMethod: 'Lib.JSON.decode',
      cause: error,
    });
  }
}

/** `Lib.JSON`: the JSON helpers as Ext JS 4 names them. `encodeDate` may be replaced. */
export const LibJSON = {
  encode,
  decode,
  /** Ext's other name of {@link encode}. */
  encodeValue: encode,
  encodeString,
  encodeDate,
};
