/**
 * `Lib.String`: Ext JS 4's string helpers. `format` compiles each format string once (a
 * list of literal pieces and argument indexes) so renderers that format the same template
 * thousands of times do not re-scan it.
 *
 * @example
 *   Lib.String.format('{0} of {1}', 3, 10); // '3 of 10'
 *   Lib.String.htmlEncode('<b>"Tom" & \'Jerry\'</b>'); // '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;'
 */
/** A compiled format: literal text at even indexes, argument indexes at odd ones. */
type Compiled = Array<string | number>;

const formatRe = /\{(\d+)\}/g;
const formatCache = new Map<string, Compiled>();
/** Past this many distinct format strings the cache starts over (formats built from data must not leak). */
const FORMAT_CACHE_LIMIT = 1000;

function compileFormat(template: string): Compiled {
  const parts: Compiled = [];
  let last = 0;
  formatRe.lastIndex = 0;
  for (let match = formatRe.exec(template); match !== null; match = formatRe.exec(template)) {
    parts.push(template.slice(last, match.index), Number(match[1]));
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

/**
 * Replaces each `{n}` in `template` with the n-th following argument (converted with
 * `String`, so a missing one shows as `'undefined'`, as in Ext). Other braces are kept.
 */
export function format(template: string, ...values: unknown[]): string {
  template = String(template);
  let parts = formatCache.get(template);
  if (parts === undefined) {
    if (formatCache.size >= FORMAT_CACHE_LIMIT) formatCache.clear();
    parts = compileFormat(template);
    formatCache.set(template, parts);
  }
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    out += values[parts[i] as number];
    out += parts[i + 1] as string;
  }
  return out;
}

const charToEntity: Record<string, string> = {
  '&': '&amp;',
  '>': '&gt;',
  '<': '&lt;',
  '"': '&quot;',
  "'": '&#39;',
};
const entityToChar: Record<string, string> = {
  '&amp;': '&',
  '&gt;': '>',
  '&lt;': '<',
  '&quot;': '"',
  '&#39;': "'",
};
const htmlEncodeRe = /[&<>"']/g;
const htmlDecodeRe = /&(?:amp|gt|lt|quot|#39|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/g;

/**
 * Encodes `& < > " '` as HTML entities, for text put into markup or attributes. Falsy
 * values (`null`, `undefined`, `''`, `0`) are returned as they are.
 */
export function htmlEncode<T>(value: T): T extends string ? string : T | string {
  if (!value) return value as never;
  const text = String(value);
  // Most cell values need no encoding: skip the replace (and its allocation) for them.
  htmlEncodeRe.lastIndex = 0;
  if (!htmlEncodeRe.test(text)) return text as never;
  return text.replace(htmlEncodeRe, (ch) => charToEntity[ch]) as never;
}

/**
 * Decodes the entities {@link htmlEncode} produces, and numeric ones (`&#65;`, `&#x41;`),
 * in one pass (`'&amp;lt;'` becomes `'&lt;'`). Falsy values are returned as they are.
 */
export function htmlDecode<T>(value: T): T extends string ? string : T | string {
  if (!value) return value as never;
  return String(value).replace(htmlDecodeRe, (entity) => {
    const known = entityToChar[entity];
    if (known !== undefined) return known;
    const code =
      entity[2] === 'x' ? parseInt(entity.slice(3, -1), 16) : parseInt(entity.slice(2, -1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }) as never;
}

const trimRe =
  /^[\x09\x0a\x0b\x0c\x0d\x20\xa0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\x09\x0a\x0b\x0c\x0d\x20\xa0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** Removes leading and trailing whitespace (Unicode blanks included); `null`/`undefined` give `''`. */
export function trim(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(trimRe, '');
}

/** Upper-cases the first character; `null`/`undefined`/`''` give `''`. */
export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Lower-cases the first character; `null`/`undefined`/`''` give `''`. */
export function uncapitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/**
 * Cuts `value` to at most `length` characters, ending in `'...'`. With `word`, it tries to
 * cut at a word boundary (a blank or `. ! ?`) found within the last 15 characters.
 */
export function ellipsis<T extends string | null | undefined>(
  value: T,
  length: number,
  word?: boolean,
): T | string {
  if (value && value.length > length) {
    if (word) {
      const head = value.slice(0, length - 2);
      const index = Math.max(
        head.lastIndexOf(' '),
        head.lastIndexOf('.'),
        head.lastIndexOf('!'),
        head.lastIndexOf('?'),
      );
      if (index !== -1 && index >= length - 15) return head.slice(0, index) + '...';
    }
    return value.slice(0, Math.max(0, length - 3)) + '...';
  }
  return value;
}

/** Escapes `'` and `\` with a backslash (for text placed inside a single-quoted literal). */
export function escape(value: string): string {
  return String(value).replace(/('|\\)/g, '\\$1');
}

/** Escapes every regular-expression metacharacter, so the text matches itself in a `RegExp`. */
export function escapeRegex(value: string): string {
  return String(value).replace(/([-.*+?^${}()|[\]/\\])/g, '\\$1');
}

/** Pads the front of `value` with `character` (default a blank) up to `size` characters. */
export function leftPad(value: unknown, size: number, character?: string): string {
  let result = String(value);
  const pad = character || ' ';
  while (result.length < size) result = pad + result;
  return result;
}

/** `other` when `value` equals `current`, else `value`: `toggle(sort, 'ASC', 'DESC')`. */
export function toggle(current: string, value: string, other: string): string {
  return current === value ? other : value;
}

/** `pattern` repeated `count` times (none below 1), joined with `separator` (default `''`). */
export function repeat(pattern: string, count: number, separator?: string): string {
  const parts: string[] = [];
  for (let i = Math.max(0, Math.floor(count) || 0); i > 0; i--) parts.push(pattern);
  return parts.join(separator || '');
}

/**
 * Splits a string on runs of whitespace, ignoring leading and trailing blanks. A blank or
 * empty string gives `[]`; an array is returned as it is; `null`/`undefined` give `[]`.
 */
export function splitWords(words: string | string[] | null | undefined): string[] {
  if (words && typeof words === 'string') {
    const trimmed = words.replace(/^\s+|\s+$/g, '');
    return trimmed === '' ? [] : trimmed.split(/\s+/);
  }
  return (words as string[]) || [];
}

/**
 * Appends `query` to `url` after `?` (or `&` when the URL already has a `?`); an empty
 * `query` (`''`, `null`, `undefined`) changes nothing.
 */
export function urlAppend(url: string, query?: string | null): string {
  if (query !== null && query !== undefined && query !== '')
    return url + (url.indexOf('?') === -1 ? '?' : '&') + query;
  return url;
}

/** A valid identifier made from `value`: leading non-letters and non-word characters are dropped. */
export function createVarName(value: string): string {
  return String(value).replace(/(^[^a-z]*|[^\w])/gi, '');
}

/** `Lib.String`: the string helpers as Ext JS 4 names them. */
export const LibString = {
  format,
  htmlEncode,
  htmlDecode,
  trim,
  capitalize,
  uncapitalize,
  ellipsis,
  escape,
  escapeRegex,
  leftPad,
  toggle,
  repeat,
  splitWords,
  urlAppend,
  createVarName,
};
