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
import { check, fail, type Rule } from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import { apply, isUnsafeKey } from '../../lib/lang/Object';
import { SortTypes, sortTypes, type SortTypeFn } from './SortTypes';
import { types, convertAuto, type DataType } from './Types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A field converter: `this` is the field, `record` the record being filled (when there is one). */
export type ConvertFn = (this: Field, value: Any, record?: Any) => Any;

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
  defaultValue?: Any;
  /** Where readers find the value in a raw row: a path, an array index or a function (default: the name). */
  mapping?: string | number | ((row: Any) => Any) | null;
  /** The `Lib.Date.parse` format of date strings (default: none, `Date.parse` is used). */
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

const OPTION_TYPES: Record<string, Rule> = {
  useNull: 'boolean',
  persist: 'boolean',
  allowNull: 'boolean',
  dateFormat: 'string',
  dateReadFormat: 'string',
  dateWriteFormat: 'string',
};

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
  declare defaultValue: Any;
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
  declare initialConfig: Record<string, Any>;

  /** @param config A field config, or just its name. */
  override $construct(config?: FieldConfig | string): this {
    const cfg: Record<string, Any> =
      typeof config === 'string' ? { name: config } : (config as Record<string, Any>);
    if (!cfg || typeof cfg !== 'object' || Array.isArray(cfg)) {
      throw new TypeError(
        `[Lib.data.Field] expects a field name or a config object, got ${describe(config)}`,
      );
    }
    const name = cfg.name;
    if (typeof name !== 'string' || name === '') {
      fail('Lib.data.Field', "config 'name'", 'a non-empty string', name);
    }
    if (isUnsafeKey(name)) {
      raise('Lib.data.Field', `field name '${name}' is reserved`);
    }
    apply(this, cfg);
    this.initialConfig = cfg;
    const where = `Lib.data.Field('${name}')`;
    check(where, cfg, OPTION_TYPES, true);
    this.type = resolveType(cfg.type, where);
    this.sortType = resolveSortType(cfg.sortType, this.type, where);
    if (cfg.sortDir !== undefined && cfg.sortDir !== 'ASC' && cfg.sortDir !== 'DESC') {
      fail(where, "config 'sortDir'", "'ASC' or 'DESC'", cfg.sortDir);
    }
    const hasConvert = Object.prototype.hasOwnProperty.call(cfg, 'convert');
    if (hasConvert && cfg.convert !== null && typeof cfg.convert !== 'function') {
      fail(where, "config 'convert'", 'a function or null', cfg.convert);
    }
    this.hasCustomConvert = hasConvert && typeof cfg.convert === 'function';
    if (!hasConvert) {
      this.convert = (this.type.convert || null) as ConvertFn | null;
    } else if (cfg.convert === null && !('defaultValue' in cfg) && this.type.convert) {
      // `convert: null` stores values as given (a reader fast path); the default value is
      // then converted once here instead, so it still has the type's shape.
      this.defaultValue = this.type.convert.call(this, this.defaultValue);
    }
    return this;
  }

  /** Whether values of this field are stored as given (no converter, or the `auto` one). */
  get isIdentity(): boolean {
    return this.convert === null || this.convert === convertAuto;
  }
}

function resolveType(type: unknown, where: string): DataType {
  if (type === undefined || type === null || type === '') return types.AUTO;
  if (typeof type === 'string') {
    const found = types[type.toUpperCase()];
    if (found && typeof found === 'object' && typeof found.type === 'string') return found;
    raise(
      where,
      `config 'type' is ${describe(type)}, which is not a Lib.data.Types entry (expected auto, string, int, integer, float, number, bool, boolean, date or a custom type)`,
    );
  }
  if (type && typeof type === 'object' && typeof (type as DataType).type === 'string') {
    const convert = (type as DataType).convert;
    if (convert !== undefined && convert !== null && typeof convert !== 'function') {
      fail(where, 'the convert of a type object', 'a function', convert);
    }
    return type as DataType;
  }
  fail(
    where,
    "config 'type'",
    'a type name or a Lib.data.Types entry ({type, convert, sortType})',
    type,
  );
}

function resolveSortType(sortType: unknown, type: DataType, where: string): SortTypeFn {
  if (sortType === undefined || sortType === null || sortType === '') {
    return typeof type.sortType === 'function' ? type.sortType : sortTypes.none;
  }
  if (typeof sortType === 'function') return sortType as SortTypeFn;
  if (typeof sortType === 'string') {
    // Only SortTypes' own members count: inherited ones (`destroy`, `callParent`) are no sort keys.
    const owned =
      !isUnsafeKey(sortType) &&
      (Object.prototype.hasOwnProperty.call(sortTypes, sortType) ||
        Object.prototype.hasOwnProperty.call(SortTypes.prototype, sortType));
    const found = owned ? (sortTypes as Any)[sortType] : undefined;
    if (typeof found === 'function') return found;
    raise(
      where,
      `config 'sortType' is ${describe(sortType)}, which is not a Lib.data.SortTypes member (none, asText, asUCText, asUCString, asDate, asFloat, asInt or a custom one)`,
    );
  }
  fail(where, "config 'sortType'", 'a function or a Lib.data.SortTypes name', sortType);
}

registerClass(Field, 'Lib.data.Field', {
  isField: true,
  defaultValue: '',
  mapping: null,
  dateFormat: null,
  dateReadFormat: null,
  dateWriteFormat: null,
  useNull: false,
  persist: true,
  sortDir: 'ASC',
  allowNull: false,
  hasCustomConvert: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Field': typeof Field;
  }
}
