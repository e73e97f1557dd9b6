/**
 * `Lib.data.Types`: the field types a model field's `type` names (`'int'` finds `INT`). Each
 * entry is `{convert, sortType, type}`: `convert(value, record)` runs with `this` = the field
 * (so it can read `useNull` and `dateFormat`), `sortType` is the field's default sort key
 * function. Add a custom type by assigning an upper-case member; fields then name it in lower
 *
 * @example
 *   Lib.data.Types.INT.convert.call({useNull: false}, '$1,200.7'); // 1200
 *   Lib.data.Types.PERCENT = {type: 'percent', convert: (v) => parseFloat(v) / 100, sortType: Lib.data.SortTypes.none};
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { needs, optional } from '../../lib/lang/is';
import { isoText, SPECIAL_DATES, type DateCodec } from '../../lib/lang/Date.special';
import { sortTypes, type SortTypeFn } from './SortTypes';
import type { Model } from './Model';

/** What a converter sees as `this`: the field (or anything with these options). */
export interface ConvertContext {
  /** The field's name (errors name it). */
  name?: string;
  /** Empty values become `null` instead of `''`/`0`/`false`. */
  useNull?: boolean;
  /** The `Lib.Date.parse` format of date strings (see {@link dateCodec}). */
  dateFormat?: string | null;
  /** A read-only format that wins over `dateFormat` when parsing. */
  dateReadFormat?: string | null;
}

/** A field type: its converter, its default sort key function and its name. */
export interface DataType {
  /** Turns a raw value into the stored one; `this` is the field. */
  convert: ((this: ConvertContext, value: unknown, record?: Model) => unknown) | null;
  /** The default `sortType` of fields of this type. */
  sortType: SortTypeFn;
  /** The lower-case type name (`'int'`). */
  type: string;
}

/** `$`, `,` and `%`: removed from numeric strings before parsing (`'$1,200'` → 1200). */
const STRIP = /[$,%]/g;

const isEmpty = (value: unknown): boolean => value == null || value === '';

/**
 * `String(value)`, or `'[object Object]'` (what any plain object reads as) for an object
 * whose `toString` and `valueOf` refuse to give a primitive: one hostile value in server data
 * must not abort the whole load with a TypeError.
 */
const toText = (value: unknown): string => {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};

export class Types extends Base {
  /** Characters removed from numeric strings before they are parsed: `$`, `,` and `%`. */
  declare stripRe: RegExp;
  /** No conversion: values are stored as given; sorted by raw value. */
  declare AUTO: DataType;
  /** Strings: `null`/`undefined` become `''` (`null` with `useNull`), anything else `String(v)`. */
  declare STRING: DataType;
  /** Integers: strips `$ , %` then `parseInt`; empty values give 0 (`null` with `useNull`). */
  declare INT: DataType;
  /** Same as `INT`. */
  declare INTEGER: DataType;
  /** Floats: strips `$ , %` then `parseFloat`; empty values give 0 (`null` with `useNull`). */
  declare FLOAT: DataType;
  /** Same as `FLOAT`. */
  declare NUMBER: DataType;
  /**
   * Booleans: `true` for `true`, `'true'` and anything `== 1` (`1`, `'1'`, `'1.0'`); empty values
   * give `null` with `useNull`.
   */
  declare BOOL: DataType;
  /** Same as `BOOL`. */
  declare BOOLEAN: DataType;
  /** Dates: falsy → `null`, Dates kept, strings parsed (`dateFormat`, else `Date.parse`). */
  declare DATE: DataType;

  override $construct(): this {
    const me = this;
    const entry = (type: string, convert: DataType['convert'], sortType = sortTypes.none) => ({
      type,
      sortType,
      convert,
    });
    me.stripRe = STRIP;
    me.AUTO = entry('auto', convertAuto);
    me.STRING = entry('string', convertString, sortTypes.asUCString);
    me.INT = me.INTEGER = entry('int', convertInt);
    me.FLOAT = me.NUMBER = entry('float', convertFloat);
    me.BOOL = me.BOOLEAN = entry('bool', convertBool);
    me.DATE = entry('date', convertDate, sortTypes.asDate);
    return me;
  }
}

/** The `auto` converter: returns the value untouched. */
export function convertAuto(value: unknown): unknown {
  return value;
}

function convertString(this: ConvertContext, value: unknown): unknown {
  return value == null ? (this.useNull ? null : '') : toText(value);
}

function convertInt(this: ConvertContext, value: unknown): number | null {
  if (isEmpty(value)) return this.useNull ? null : 0;
  // A number needs no string round trip (which would also misread 1e21 or 1e-7).
  if (typeof value === 'number') return isFinite(value) ? Math.trunc(value) : NaN;
  return parseInt(toText(value).replace(STRIP, ''), 10);
}

function convertFloat(this: ConvertContext, value: unknown): number | null {
  if (isEmpty(value)) return this.useNull ? null : 0;
  if (typeof value === 'number') return value;
  return parseFloat(toText(value).replace(STRIP, ''));
}

function convertBool(this: ConvertContext, value: unknown): boolean | null {
  if (this.useNull && isEmpty(value)) return null;
  if (value === true || value === 'true') return true;
  // Loose `== 1` as in Ext JS 4: servers send '1.0', ' 1' or '01' for true as well. An
  // object that refuses to become a primitive is not true (see toText).
  try {
    return value == 1;
  } catch {
    return false;
  }
}

/** The Date of a time in milliseconds, `null` for `NaN`. */
const dateAt = (time: number): Date | null => (isNaN(time) ? null : new Date(time));

/**
 * The formats fields and writers read and write where `Lib.Date` is not loaded: Ext's special
 * ones, `U` (seconds) and `c` (ISO 8601).
 */
const OWN_DATES: Record<string, DateCodec> = Object.assign(Object.create(null), SPECIAL_DATES, {
  U: SPECIAL_DATES.timestamp,
  c: {
    // Text that starts with a date goes to the platform's Date.parse (ISO 8601); a date alone
    // is local midnight, as in Ext (Date.parse would take UTC midnight).
    parse(value: unknown) {
      const text = toText(value);
      return /^\d{4}-\d\d-\d\d/.test(text)
        ? dateAt(Date.parse(text.length > 10 ? text : text + 'T00:00'))
        : null;
    },
    format: isoText,
  },
});

/**
 * What reads and writes dates in `format` for a field or a writer (`owner`): `Lib.Date` when it
 * is loaded (`import 'lib-ext4/date'`), through which a patched `Lib.Date.parse` or a locale is
 * honoured; without it, the formats `c`, `U`, `time`, `timestamp` and `MS` still work, and any
 * other is a `Lib.Error` naming the owner, the format and that import.
 */
export const dateCodec = (
  format: string,
  owner: { $className?: string; name?: string },
): DateCodec =>
  optional.date ||
  OWN_DATES[format] ||
  needs(
    'date',
    (owner.$className || 'Lib.data.Types') + (owner.name ? `('${owner.name}')` : ''),
    `date format '${format}'`,
  );

function convertDate(this: ConvertContext, value: unknown): unknown {
  if (!value) return null;
  if (value instanceof Date) return isNaN(value.getTime()) ? null : value;
  const format = this.dateReadFormat || this.dateFormat;
  if (format) return dateCodec(format, this).parse(value, format);
  return dateAt(Date.parse(toText(value)));
}

registerClass(Types, 'Lib.data.Types', { singleton: true });

/** The `Lib.data.Types` singleton (custom types added to it are found by fields too). */
export const types: Types & Record<string, DataType | unknown> = ClassManager.get('Lib.data.Types');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Types': Types;
  }
}
