/**
 * `Lib.data.SortTypes`: functions that turn a field value into the key it sorts by. A field's
 * `sortType` (a name of one of these, or a function) becomes the `transform` of the sorters a
 * store builds for it, so `string` fields sort case-insensitively (`asUCString`) while `auto`
 * fields compare their raw values (`none`). Add your own by assigning a new member.
 *
 * @example
 *   Lib.data.SortTypes.asUCString('abc'); // 'ABC'
 *   Lib.define('App.Song', {extend: 'Lib.data.Model', fields: [{name: 'title', sortType: 'asUCText'}]});
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';

/** A sort key function. */
export type SortTypeFn = (value: unknown) => unknown;

const TAGS = /<\/?[^>]+>/gi;
const COMMAS = /,/g;

/** The value as a string without HTML tags. */
const stripTags = (value: unknown): string => String(value).replace(TAGS, '');

/** The number `parse` reads from the value with thousands commas removed; 0 when none. */
function toNumber(value: unknown, parse: (text: string) => number): number {
  const parsed = parse(String(value).replace(COMMAS, ''));
  return isNaN(parsed) ? 0 : parsed;
}

export class SortTypes extends Base {
  /** Matches HTML tags; `asText` and `asUCText` remove them. */
  declare stripTagsRE: RegExp;

  /** The value itself (no transformation). */
  none(value: unknown): unknown {
    return value;
  }

  /** The value as a string with HTML tags removed. */
  asText(value: unknown): string {
    return stripTags(value);
  }

  /** The value as an upper-case string with HTML tags removed (case-insensitive text). */
  asUCText(value: unknown): string {
    // Upper-casing adds or removes no `<` or `>`: stripping first gives the same text.
    return stripTags(value).toUpperCase();
  }

  /** The value as an upper-case string (case-insensitive sort). */
  asUCString(value: unknown): string {
    return String(value).toUpperCase();
  }

  /** A date's time in milliseconds; other values go through `Date.parse`; falsy values give 0. */
  asDate(value: unknown): number {
    if (!value) return 0;
    if (value instanceof Date) return value.getTime();
    return Date.parse(String(value));
  }

  /** The value as a float (thousands commas removed); 0 when it is not a number. */
  asFloat(value: unknown): number {
    return toNumber(value, parseFloat);
  }

  /** The value as an integer (thousands commas removed); 0 when it is not a number. */
  asInt(value: unknown): number {
    return toNumber(value, (text) => parseInt(text, 10));
  }
}

registerClass(SortTypes, 'Lib.data.SortTypes', { singleton: true, stripTagsRE: TAGS });

/** The `Lib.data.SortTypes` singleton. */
export const sortTypes: SortTypes & Record<string, SortTypeFn | unknown> =
  ClassManager.get('Lib.data.SortTypes');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.SortTypes': SortTypes;
  }
}
