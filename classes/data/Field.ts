/**
 * `Lib.data.Field`: one field of a model: its name, its type (which converts raw values), its
 * default value, how readers find it (`mapping`) and how it sorts (`sortType`, `sortDir`).
 * Models create their fields from the `fields` of their definition; a field may also be made
 * directly.
 *
 * @example
 *   const age = new Lib.data.Field({name: 'age', type: 'int', useNull: true});
 *   age.convert('42 years'); // 42
 *   age.convert(''); // null
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isFn, isMap, isName, isObj, isString, own } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, fail } from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { apply, isUnsafeKey } from '../../lib/lang/Object';
import { DIRECTION } from '../util/Sorter';
import { SortTypes, sortTypes, type SortTypeFn } from './SortTypes';
import { types, convertAuto, dateCodec, type DataType } from './Types';
import type { Model } from './Model';

const WHERE = 'Lib.data.Field';

/** A field converter: `this` is the field, `record` the record being filled (when there is one). */
export type ConvertFn = (this: Field, value: unknown, record?: Model) => unknown;

/** The config of one model field (`fields: ['name', {name: 'age', type: 'int'}]`). */
export interface FieldConfig {
  /** The field name (required). */
  name: string;
  /**
   * The type: `'auto'` (default, no conversion), `'string'`, `'int'`/`'integer'`,
   * `'float'`/`'number'`, `'bool'`/`'boolean'`, `'date'`, a custom type's lower-case name, or a
   * `Lib.data.Types` entry.
   */
  type?: string | DataType;
  /**
   * A converter replacing the type's: `convert(value, record)` with `this` = the field; it may
   * read fields converted before it (`record.get(...)`). `null` means no conversion at all.
   */
  convert?: ConvertFn | null;
  /** The value of a missing field, converted like any value (default `''`). */
  defaultValue?: unknown;
  /** Where readers find the value in a raw row: a path, an array index or a function (default: the name). */
  mapping?: string | number | ((row: unknown) => unknown) | null;
  /**
   * The `Lib.Date` format dates are read and written in (default: none, `Date.parse` reads).
   * Without `Lib.Date` (`import 'lib-ext4/date'`) only `c`, `U`, `time`, `timestamp` and `MS`
   * work: another format is an error when the field (its model) is defined.
   */
  dateFormat?: string | null;
  /** A format used only to read dates; wins over `dateFormat` (default none). */
  dateReadFormat?: string | null;
  /** A format used only to write dates (default none: `dateFormat`). */
  dateWriteFormat?: string | null;
  /** Empty values convert to `null` instead of `''`, `0` or `false` (default `false`). */
  useNull?: boolean;
  /** Whether changes are tracked in `modified` and sent by writers (default `true`). */
  persist?: boolean;
  /** The sort key function or the name of a `Lib.data.SortTypes` member (default: the type's). */
  sortType?: string | SortTypeFn;
  /** The initial direction when sorting on this field (default `'ASC'`). */
  sortDir?: 'ASC' | 'DESC';
  /** Whether `null` is an acceptable value (default `false`; informational in Ext JS 4). */
  allowNull?: boolean;
}

export class Field extends Base {
  /** The field name. */
  declare name: string;
  /** The resolved type entry (`Lib.data.Types.INT`, ...). */
  declare type: DataType;
  /** The converter (the type's unless the config gave one); `null`: values are stored as given. */
  declare convert: ConvertFn | null;
  /** Whether the config supplied its own `convert` (models run those last). */
  declare hasCustomConvert: boolean;
  /** The value of a missing field (default `''`; `undefined` for a model's id field). */
  declare defaultValue: unknown;
  /** Where readers find the value (default `null`: the field name). */
  declare mapping: FieldConfig['mapping'];
  /** Date format (default `null`). */
  declare dateFormat: string | null;
  /** Date read format (default `null`). */
  declare dateReadFormat: string | null;
  /** Date write format (default `null`). */
  declare dateWriteFormat: string | null;
  /** Empty values convert to `null` (default `false`). */
  declare useNull: boolean;
  /** Changes are tracked and written (default `true`). */
  declare persist: boolean;
  /** The sort key function. */
  declare sortType: SortTypeFn;
  /** The initial sort direction (default `'ASC'`). */
  declare sortDir: 'ASC' | 'DESC';
  /** Whether `null` is acceptable (default `false`). */
  declare allowNull: boolean;
  /** Always `true`. */
  declare isField: true;
  /** The config the field was made from. */
  declare initialConfig: FieldConfig;

  /** @param config A field config, or just its name. */
  override $construct(config?: FieldConfig | string): this {
    const me = this;
    const given = isString(config) ? { name: config } : config;
    if (!isMap(given)) fail(WHERE, 'config', 'a field name or a config object', config);
    const { name } = given;
    if (!isName(name)) fail(WHERE, "config 'name'", 'a non-empty string', name);
    // Errors name the field: Lib.data.Field('age').
    const values: FieldConfig = checkConfigs(me, given, `${WHERE}('${name}')`);
    const { convert } = values;
    if (isUnsafeKey(name)) raise(WHERE, `field name '${name}' is reserved`);
    apply(me, values);
    me.initialConfig = given;
    const where = `${WHERE}('${name}')`;
    const type = (me.type = resolveType(values.type, where));
    me.sortType = resolveSortType(values.sortType, type, where);
    // A date format that needs Lib.Date fails here, when the model is defined, not at a load
    // (any field's: a writer formats the Date values of any field that has one).
    for (const format of [me.dateFormat, me.dateReadFormat, me.dateWriteFormat]) {
      if (format) dateCodec(format, me);
    }
    // `convert: null` (kept as a value) means no conversion at all.
    const hasConvert = own(values, 'convert');
    me.hasCustomConvert = hasConvert && !!convert;
    if (!hasConvert) {
      me.convert = (type.convert || null) as ConvertFn | null;
    } else if (convert === null && !('defaultValue' in values) && type.convert) {
      // `convert: null` stores values as given (a reader fast path); the default value is
      // then converted once here instead, so it still has the type's shape.
      me.defaultValue = type.convert.call(me, me.defaultValue);
    }
    return me;
  }

  /** Whether values of this field are stored as given (no converter, or the `auto` one). */
  get isIdentity(): boolean {
    return this.convert === null || this.convert === convertAuto;
  }
}

/** What a `type` config must be. */
const TYPE = 'a Lib.data.Types name or entry';
/** What a `sortType` config must be. */
const SORT_TYPE = 'a function or a Lib.data.SortTypes name';

/**
 * Throws a `Lib.Error` (`[where] what must be expected, got <value>`) for a name that names
 * nothing: `fail`'s message, for a value of the right type that is still not known.
 */
export function refuse(where: string, what: string, expected: string, value: unknown): never {
  raise(where, `${what} must be ${expected}, got ${describe(value)}`);
}

/** The type entry a `type` config (a name or an entry, checked) names. */
function resolveType(type: unknown, where: string): DataType {
  if (type == null || type === '') return types.AUTO;
  const found = isString(type) ? types[type.toUpperCase()] : type;
  if (isObj(found) && isString(found.type)) {
    const convert = found.convert;
    if (found === type && convert != null && !isFn(convert)) {
      fail(where, 'the convert of a type object', 'a function', convert);
    }
    return found as never as DataType;
  }
  refuse(where, "config 'type'", TYPE, type);
}

/** The sort key function a `sortType` config (a function or a name, checked) names. */
function resolveSortType(sortType: unknown, type: DataType, where: string): SortTypeFn {
  if (sortType == null || sortType === '') {
    return isFn(type.sortType) ? type.sortType : sortTypes.none;
  }
  if (isFn(sortType)) return sortType as SortTypeFn;
  // Only SortTypes' own members count: inherited ones (`destroy`, `callParent`) are no sort keys.
  const found =
    isString(sortType) &&
    !isUnsafeKey(sortType) &&
    (own(sortTypes, sortType) || own(SortTypes.prototype, sortType))
      ? (sortTypes as Record<string, unknown>)[sortType]
      : undefined;
  if (isFn(found)) return found;
  refuse(where, "config 'sortType'", SORT_TYPE, sortType);
}

registerClass(Field, 'Lib.data.Field', {
  $configs: declareConfigs<FieldConfig>({
    name: cfg('name'),
    type: cfg([(v) => isString(v) || (isObj(v) && isString(v.type)), TYPE]),
    convert: cfg([isFn, 'a function or null'], undefined, true),
    // Any value is a default value, `null` too (a `useNull` field's, typically).
    defaultValue: cfg('any', '', true),
    // Checked by the reader that reads with it (fields may come from server metaData).
    mapping: cfg('any', null),
    dateFormat: cfg('string', null),
    dateReadFormat: cfg('string', null),
    dateWriteFormat: cfg('string', null),
    useNull: false,
    persist: true,
    sortType: cfg([(v) => isString(v) || isFn(v), SORT_TYPE]),
    sortDir: cfg(DIRECTION, 'ASC'),
    allowNull: false,
  }),
  isField: true,
  hasCustomConvert: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Field': typeof Field;
  }
}
