/**
 * `Lib.String`: Ext JS 4's string helpers. `format` compiles each format string once (a
 * list of literal pieces and argument indexes) so renderers that format the same template
 * thousands of times do not re-scan it.
 *
 * @example
 *   Lib.String.format('{0} of {1}', 3, 10); // '3 of 10'
 *   Lib.String.htmlEncode('<b>"Tom" & \'Jerry\'</b>'); // '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;'
 */
import { isObj, keys, pick } from '../check';
import { fail } from '../config';

/** A compiled format: literal text at even indexes, argument indexes at odd ones. */
type Compiled = Array<string | number>;

const formatCache = new Map<string, Compiled>();

/**
 * Replaces each `{n}` in `template` with the n-th following argument (converted with
 * `String`, so a missing one shows as `'undefined'`, as in Ext). Other braces are kept.
 */
export const format = (template: string, ...values: unknown[]): string => {
  template = String(template);
  let parts = formatCache.get(template);
  if (parts === undefined) {
    // Past 1000 distinct format strings the cache starts over (formats built from data must
    // not leak). Splitting on the capturing pattern leaves the indexes at the odd positions.
    if (formatCache.size >= 1000) formatCache.clear();
    parts = template.split(/\{(\d+)\}/).map((part, i) => (i % 2 ? +part : part));
    formatCache.set(template, parts);
  }
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    out += values[parts[i] as number];
    out += parts[i + 1] as string;
  }
  return out;
};

/** Escapes every regular-expression metacharacter, so the text matches itself in a `RegExp`. */
export const escapeRegex = (value: string): string =>
  String(value).replace(/([-.*+?^${}()|[\]/\\])/g, '\\$1');

/** The entities Lib starts with (and comes back to on `resetCharacterEntities`). */
const defaultEntities: Record<string, string> = {
  '&amp;': '&',
  '&gt;': '>',
  '&lt;': '<',
  '&quot;': '"',
  '&#39;': "'",
};
let charToEntity: Record<string, string>;
let entityToChar: Record<string, string>;
let htmlEncodeRe: RegExp;
let htmlDecodeRe: RegExp;
/** What an entity added with `addCharacterEntities` must look like. */
const entityRe = /^&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});$/;

/** `\uXXXX` for one UTF-16 unit, safe anywhere in a pattern (a character class included). */
const unitPattern = (ch: string): string => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');

/**
 * Rebuilds both patterns from every known entity. Texts of one character share one character
 * class (the fast common case); longer texts come first, longest first, so they win.
 */
const compileEntities = (): void => {
  const byLength = (a: string, b: string) => b.length - a.length;
  const texts = keys(charToEntity);
  const longer = texts
    .filter((text) => text.length > 1)
    .sort(byLength)
    .map(escapeRegex);
  const single = texts.filter((text) => text.length === 1).map(unitPattern);
  if (single.length) longer.push(`[${single.join('')}]`);
  const names = keys(entityToChar)
    .sort(byLength)
    .map((entity) => escapeRegex(entity.slice(1, -1)));
  htmlEncodeRe = new RegExp(longer.join('|'), 'g');
  htmlDecodeRe = new RegExp(`&(?:${names.join('|')}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});`, 'g');
};

/**
 * Teaches {@link htmlEncode} and {@link htmlDecode} more entities, given as entity → text
 * (`{'&eacute;': 'é'}`). The five default entities keep being encoded. Each key must be an
 * HTML character reference (`&name;`, `&#233;` or `&#xE9;`) and each value a non-empty
 * string, else a `TypeError` is thrown and nothing is added.
 */
export const addCharacterEntities = (entities: Record<string, string>): void => {
  const where = 'Lib.String.addCharacterEntities';
  if (!isObj(entities)) fail(where, 'entities', 'an object of entity to text', entities);
  const names = keys(entities);
  for (const entity of names) {
    if (!entityRe.test(entity)) {
      fail(where, 'each key', "an HTML entity such as '&eacute;' or '&#233;'", entity);
    }
    const text = entities[entity];
    if (typeof text !== 'string' || text === '') {
      fail(where, `the text of '${entity}'`, 'a non-empty string', text);
    }
  }
  for (const entity of names) {
    entityToChar[entity] = entities[entity];
    charToEntity[entities[entity]] = entity;
  }
  compileEntities();
};

/** Forgets the entities added with {@link addCharacterEntities}, back to the default five. */
export const resetCharacterEntities = (): void => {
  // No prototype: an added text such as '__proto__' or 'toString' is an ordinary key.
  charToEntity = Object.create(null);
  entityToChar = Object.create(null);
  addCharacterEntities(defaultEntities);
};
resetCharacterEntities();

/**
 * Encodes `& < > " '` as HTML entities, for text put into markup or attributes, and the
 * characters added with {@link addCharacterEntities}. Falsy values (`null`, `undefined`, `''`,
 * `0`) are returned as they are.
 */
export const htmlEncode = <T>(value: T): T extends string ? string : T | string => {
  if (!value) return value as never;
  const text = String(value);
  // Most cell values need no encoding: skip the replace (and its allocation) for them.
  htmlEncodeRe.lastIndex = 0;
  if (!htmlEncodeRe.test(text)) return text as never;
  return text.replace(htmlEncodeRe, (ch) => charToEntity[ch]) as never;
};

/** The blanks `trim` removes: ASCII whitespace and the Unicode blanks. */
const blanks =
  '[\\x09\\x0a\\x0b\\x0c\\x0d\\x20\\xa0\\u1680\\u180e\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+';
const trimRe = new RegExp(`^${blanks}|${blanks}$`, 'g');

/** `value` with its first character upper-cased (`upper`) or lower-cased; `''` for nothing. */
const recase = (value: string | null | undefined, upper: boolean): string =>
  value
    ? (upper ? value.charAt(0).toUpperCase() : value.charAt(0).toLowerCase()) + value.slice(1)
    : '';

/**
 * Appends `query` to `url` after `?` (or `&` when the URL already has a `?`); an empty
 * `query` (`''`, `null`, `undefined`) changes nothing.
 */
export const urlAppend = (url: string, query?: string | null): string =>
  query === null || query === undefined || query === ''
    ? url
    : url + (url.indexOf('?') === -1 ? '?' : '&') + query;

/**
 * Decodes the entities {@link htmlEncode} produces (those added with
 * {@link addCharacterEntities} included), and numeric ones (`&#65;`, `&#x41;`), in one pass
 * (`'&amp;lt;'` becomes `'&lt;'`). Falsy values are returned as they are.
 */
export const htmlDecode = <T>(value: T): T extends string ? string : T | string => {
  if (!value) return value as never;
  return String(value).replace(htmlDecodeRe, (entity) => {
    const known = entityToChar[entity];
    if (known !== undefined) return known;
    const hex = entity[2] === 'x';
    const code = parseInt(entity.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }) as never;
};

/** Removes leading and trailing whitespace (Unicode blanks included); `null`/`undefined` give `''`. */
export const trim = (value: string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace(trimRe, '');

/** Upper-cases the first character; `null`/`undefined`/`''` give `''`. */
export const capitalize = (value: string | null | undefined): string => recase(value, true);

/**
 * Cuts `value` to at most `length` characters, ending in `'...'`. With `word`, it tries to
 * cut at a word boundary (a blank or `. ! ?`) found within the last 15 characters.
 */
export const ellipsis = <T extends string | null | undefined>(
  value: T,
  length: number,
  word?: boolean,
): T | string => {
  // Written as "longer than length" so that a value without a string length (a number from a
  // renderer) or a missing length returns the value as it is, as in Ext JS 4.
  if (!(value && value.length > length)) return value;
  if (word) {
    const head = value.slice(0, length - 2);
    const index = Math.max(...[...' .!?'].map((ch) => head.lastIndexOf(ch)));
    if (index !== -1 && index >= length - 15) return head.slice(0, index) + '...';
  }
  return value.slice(0, Math.max(0, length - 3)) + '...';
};

/** Pads the front of `value` with `character` (default a blank) up to `size` characters. */
export const leftPad = (value: unknown, size: number, character?: string): string => {
  let result = String(value);
  while (result.length < size) result = (character || ' ') + result;
  return result;
};

/** `Lib.String`: the string helpers as Ext JS 4 names them. */
export const LibString = {
  format,
  htmlEncode,
  htmlDecode,
  addCharacterEntities,
  resetCharacterEntities,
  trim,
  capitalize,

  /** Lower-cases the first character; `null`/`undefined`/`''` give `''`. */
  uncapitalize(value: string | null | undefined): string {
    return recase(value, false);
  },

  ellipsis,

  /** Escapes `'` and `\` with a backslash (for text placed inside a single-quoted literal). */
  escape(value: string): string {
    return String(value).replace(/('|\\)/g, '\\$1');
  },

  escapeRegex,
  leftPad,

  /** `other` when `value` equals `current`, else `value`: `toggle(sort, 'ASC', 'DESC')`. */
  toggle(current: string, value: string, other: string): string {
    return current === value ? other : value;
  },

  /** `pattern` repeated `count` times (none below 1), joined with `separator` (default `''`). */
  repeat(pattern: string, count: number, separator?: string): string {
    return new Array(Math.max(0, Math.floor(count) || 0)).fill(pattern).join(separator || '');
  },

  /**
   * Splits a string on runs of whitespace, ignoring leading and trailing blanks. A blank or
   * empty string gives `[]`; an array is returned as it is; `null`/`undefined` give `[]`.
   */
  splitWords(words: string | string[] | null | undefined): string[] {
    if (words && typeof words === 'string') {
      const trimmed = words.trim();
      return trimmed === '' ? [] : trimmed.split(/\s+/);
    }
    return (words as string[]) || [];
  },

  urlAppend,

  /** A valid identifier made from `value`: leading non-letters and non-word characters are dropped. */
  createVarName(value: string): string {
    return String(value).replace(/(^[^a-z]*|[^\w])/gi, '');
  },
};

// Each member of `Lib.String` is also a named export (see `pick`).
/** `Lib.String.uncapitalize`. */
export const uncapitalize = /* @__PURE__ */ pick(LibString, 'uncapitalize');
/** `Lib.String.escape`. */
export const escape = /* @__PURE__ */ pick(LibString, 'escape');
/** `Lib.String.toggle`. */
export const toggle = /* @__PURE__ */ pick(LibString, 'toggle');
/** `Lib.String.repeat`. */
export const repeat = /* @__PURE__ */ pick(LibString, 'repeat');
/** `Lib.String.splitWords`. */
export const splitWords = /* @__PURE__ */ pick(LibString, 'splitWords');
/** `Lib.String.createVarName`. */
export const createVarName = /* @__PURE__ */ pick(LibString, 'createVarName');

/** `value` as text: `''` for `undefined`/`null`, else `String(value)`. */
export function toText(value: unknown): string {
  return value == null ? '' : String(value);
}
