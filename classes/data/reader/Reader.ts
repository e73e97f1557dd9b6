/**
 * `Lib.data.reader.Reader`: turns what a server (or a memory proxy) sent into records and a
 * `Lib.data.ResultSet`. Subclasses say how to get the data out of a response
 * (`getResponseData`) and how to reach a value in a row (`createAccessor`).
 *
 * Records are built through a per-model extractor made once (field accessors and converters
 * resolved up front, then compiled: see Reader.extract.ts), so reading 100 000 rows does no
 * per-row lookup of field definitions. Data that names `__proto__`, `constructor` or
 * `prototype` in a path reads as missing, and a key every object inherits (`toString`) is
 * read only from a row that has it itself.
 *
 * @example
 *   const reader = Lib.create('reader.json', {model: 'App.User', root: 'items'});
 *   reader.read({items: [{id: 1, name: 'Ada'}]}).records[0].get('name'); // 'Ada'
 */
import { Base } from '../../../lib/Base';
import { isArray, isFn, isMap, isName, isObj, isString } from '../../../lib/check';
import {
  cfg,
  checkConfigs,
  declareConfigs,
  fail,
  type OwnConfigs,
  type Test,
} from '../../../lib/config';
import { define, registerClass, resolveClass } from '../../../lib/Class';
import { raise } from '../../../lib/Error';
import { apply, isUnsafeKey } from '../../../lib/lang/Object';
import * as ClassManager from '../../../lib/ClassManager';
import { Model } from '../Model';
import { ResultSet } from '../ResultSet';
import { convertAuto } from '../Types';
import {
  extract,
  fieldReader,
  keyReader,
  pathOf,
  rowHasField,
  rowValue,
  type Accessor,
  type Plan,
} from './Reader.extract';
import { LazyRows, lazyRecords } from '../Store.records';
import type { Proxy } from '../proxy/Proxy';
import type { Field } from '../Field';
import type { ConnectionResponse } from '../Connection.types';

/** A reader's configs by name (the ones `metaData` sets and the accessors read). */
type Configs = Record<string, unknown>;

export { pathOf } from './Reader.extract';

export interface ReaderConfig {
  /** The model class (or its name) records are created from. */
  model?: string | typeof Model;
  /** Path of the record rows in the data (`'items'`, `'data.rows'`); `''` = the data itself. */
  root?: string;
  /** Path of the total count (default `'total'`; `null` or `''`: none is read). */
  totalProperty?: string | null;
  /**
   * Path of the success flag (default `'success'`; missing counts as success; `null` or `''`:
   * none is read).
   */
  successProperty?: string | null;
  /** Path of a server message (default none). */
  messageProperty?: string;
  /**
   * Path of the `metaData` that reconfigures the reader (default `'metaData'`; see
   * `onMetaChange`; `null` or `''`: none is read).
   */
  metaProperty?: string | null;
  /** Name of the id in a row (default: the model's `idProperty`). */
  idProperty?: string;
  /**
   * From this many rows on (default 1 000), a read keeps the raw rows and makes each record on
   * first access (`records` is an array that makes a record when an index is read; a store
   * keeps the rows, see `Lib.data.Store`). `Infinity`: always make every record at once.
   */
  lazyRows?: number;
  /** Read the records even when the server reported failure (default `true`). */
  readRecordsOnFailure?: boolean;
  /**
   * Compile the model's record extractor into a function (default `true`); `false` makes
   * records with a plain loop (for a Content Security Policy without `unsafe-eval`; it may also
   * be set on `Lib.data.reader.Reader.prototype`, to skip the attempt everywhere).
   */
  generateExtractor?: boolean;
  /**
   * Read the nested data of the model's associations from each row (its `associationKey`,
   * else its name) into the records' association stores and instances (default `true`).
   */
  implicitIncludes?: boolean;
  /** The proxy using this reader. */
  proxy?: unknown;
  /** Ignored: the alias type this reader was created through. */
  type?: string;
}

export type { Accessor } from './Reader.extract';

/** The accessors of the configs that locate things in the data, by config name (see `$accessors`). */
export type Accessors = { key: string } & Record<string, Accessor | null>;

const hasOwn = Object.prototype.hasOwnProperty;
const PATH = /[.[]/;

/**
 * Whether every object inherits `key` (`toString`, `hasOwnProperty`, ...): such a key is read
 * only from a row that has it itself, or a row without it would yield `Object.prototype`'s
 * function as its value.
 */
function isInherited(key: string): boolean {
  return key in Object.prototype;
}

/** What a `model` config or argument must be. */
export const MODEL = 'a model class or its name';
/**
 * @internal Throws the `Lib.Error` of a method that `obj`'s class leaves to its subclasses
 * (`[Lib.data.proxy.Proxy#read] Lib.data.proxy.Proxy does not implement read`).
 */
export const notImplemented: (obj: { $className?: string }, method: string) => never = (
  obj,
  method,
) => raise(`${obj.$className}#${method}`, `${obj.$className} does not implement ${method}`);

/** The rule of a `model` config (of a reader, a writer or a proxy). */
export const MODEL_RULE: Test = [(v) => isString(v) || isFn(v), MODEL];

/**
 * The model class a `model` config or argument names: a class is taken as it is, a name is
 * looked up (a `Lib.Error` when nothing is registered under it); anything else is a TypeError.
 * `where` is the method named in the errors, `what` the argument or config.
 */
export const resolveModel = (where: string, model: unknown, what = 'model'): typeof Model =>
  (isFn(model) ? model : resolveClass(model, where, what)) as typeof Model;

/** A raw row read by keys. */
type Row = Record<string, unknown>;

/**
 * An accessor for a dotted/bracketed path (`'a.b'`, `'a[0].b'`, `"a['x y']"`). A path
 * without separators reads the key directly. Keys that reach the prototype machinery
 * read as `undefined`, and keys every object inherits only count as the row's own.
 */
export function pathAccessor(path: string): Accessor {
  const plain = !PATH.test(path);
  // Segments: plain names, and bracketed quoted names or indexes.
  const keys: string[] = plain
    ? [path]
    : Array.from(
        path.matchAll(/([^.[\]]+)|\[(?:'([^']*)'|"([^"]*)"|(\d+))\]/g),
        (m) => m[1] ?? m[2] ?? m[3] ?? m[4],
      );
  if (keys.some(isUnsafeKey)) return () => undefined;
  if (plain && !isInherited(path)) {
    // The common case, one plain key: read without the loop.
    return (row) => (row === null || row === undefined ? undefined : (row as Row)[path]);
  }
  const ownOnly = keys.map(isInherited);
  return (row) => {
    let value = row;
    for (let i = 0; i < keys.length; i++) {
      if (value === null || value === undefined) return undefined;
      if (ownOnly[i] && !hasOwn.call(value, keys[i])) return undefined;
      value = (value as Row)[keys[i]];
    }
    return value;
  };
}

/**
 * The configs on the instance, as `ReaderConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Reader extends OwnConfigs<ReaderConfig, object, 'model' | 'proxy'> {
  /** The nested data of an association in a row (given with `readAssociated`). */
  getAssociatedDataRoot?(row: unknown, key: string | ((row: unknown) => unknown)): unknown;
}

export class Reader extends Base {
  /** The model class records are created from. */
  declare model?: typeof Model;
  /** The proxy using this reader. */
  declare proxy?: Proxy;
  /**
   * Reads the nested data of a record's associations out of its row (given by the
   * association classes, see `Lib.data.association.Association`).
   */
  declare readAssociated?: (record: Model, row: unknown) => void;
  /** The raw data of the last read (Ext's `rawData`). */
  declare rawData?: unknown;
  /** The last `metaData` the server sent, if any. */
  declare metaData?: Record<string, unknown>;
  /** @internal The extractor built for the current model. */
  declare $plan?: Plan;
  /**
   * @internal Accessors (`createAccessor`) by config name (`root`, `totalProperty`,
   * `successProperty`, `messageProperty`, `metaProperty`), made again when those configs
   * change (`key`); `null` where the config is empty.
   */
  declare $accessors?: Accessors;

  override $construct(config?: ReaderConfig) {
    // The root of the readers: every class's `$configs` is checked here.
    config = checkConfigs(this, config);
    apply(this, config);
    if (this.model !== undefined) this.setModel(this.model);
    return this;
  }

  /** Sets the model (class or name) records are created from; `null` or `undefined` unsets it. */
  setModel(model: unknown): void {
    this.model =
      model === undefined || model === null
        ? undefined
        : resolveModel(`${this.$className}#setModel`, model);
    this.$plan = undefined;
  }

  /** The model class. */
  getModel(): typeof Model | undefined {
    return this.model;
  }

  /**
   * Reads a transport response (an object with `responseText` or `responseXML`) or already
   * decoded data into a ResultSet. Nothing to read gives an empty, successful ResultSet.
   */
  read(response: unknown): ResultSet {
    if (
      isObj(response) &&
      (response.responseText !== undefined || response.responseXML !== undefined)
    ) {
      const data = this.getResponseData(response as never as ConnectionResponse);
      return data instanceof ResultSet ? data : this.readRecords(data);
    }
    return response === undefined || response === null
      ? this.nullResultSet()
      : this.readRecords(response);
  }

  /** Gets the data out of a transport response; subclasses implement it. */
  getResponseData(_response: ConnectionResponse): unknown {
    notImplemented(this, 'getResponseData');
  }

  /** A ResultSet with no records (and `success: true` unless a `message` says why not). */
  nullResultSet(message?: string): ResultSet {
    return new ResultSet({ total: 0, count: 0, records: [], success: !message, message });
  }

  /**
   * Reads decoded data: its `metaData` (see `onMetaChange`), the success flag (missing:
   * success; `false` or `'false'`: failure), the message, the rows under `root` (an array is
   * the rows itself, whatever the root; one object is one row) and the total (`totalProperty`
   * when it is a number, else the number of records). Records are read even on failure,
   * unless `readRecordsOnFailure` is `false`.
   */
  readRecords(data: unknown): ResultSet {
    this.rawData = data;
    let accessors = this.$getAccessors();
    if (accessors.metaProperty && isMap(data)) {
      const meta = accessors.metaProperty(data);
      if (isObj(meta)) {
        this.onMetaChange(meta);
        accessors = this.$getAccessors();
      }
    }
    const get = (accessor: Accessor | null) => (accessor ? accessor(data) : undefined);
    const successValue = get(accessors.successProperty);
    const success = successValue !== false && successValue !== 'false';
    let records: Model[] = [];
    let total: number | undefined;
    if (success || this.readRecordsOnFailure !== false) {
      let rows = (isArray(data) ? data : accessors.root ? accessors.root(data) : data) as
        unknown[] | null | undefined;
      if (rows !== null && rows !== undefined && !isArray(rows)) {
        rows = isObj(rows) ? [rows] : undefined;
      }
      // A number or numeric text; anything else (an object, whose conversion to text may even
      // throw) is NaN, i.e. not reported.
      const reported = get(accessors.totalProperty);
      const parsed =
        typeof reported === 'number' || isString(reported) ? parseInt(String(reported), 10) : NaN;
      total = isNaN(parsed) ? rows?.length : parsed;
      if (rows) {
        records = rows.length >= this.lazyRows ? this.$lazyRecords(rows) : this.extractData(rows);
      }
    }
    return new ResultSet({
      total: total || records.length,
      count: records.length,
      records,
      success,
      message: get(accessors.messageProperty),
    });
  }

  /**
   * Makes one record per row; rows that are records already are used as they are. Records
   * read from a server are never phantom; their id comes from the reader's `idProperty`
   * (default: the model's), an empty one meaning none.
   */
  extractData(rows: unknown[]): Model[] {
    const plan = this.getPlan();
    const records = extract(plan, rows, this.generateExtractor !== false);
    // Only a model with associations has any, and then their classes gave readers
    // `readAssociated` (classes/data/association/Association.ts).
    if (this.implicitIncludes && plan.model.prototype.associations.items.length) {
      for (let i = 0; i < rows.length; i++) {
        // A row that was a record already is taken as it is.
        if (records[i] !== rows[i]) this.readAssociated!(records[i], rows[i]);
      }
    }
    return records;
  }

  /**
   * The records of `rows`, each made on first access (see `lazyRows`): through `extractData`,
   * so the same record as an eager read; a field's converted value is read without a record.
   */
  $lazyRecords(rows: unknown[]): Model[] {
    const plan = this.getPlan();
    return lazyRecords(
      new LazyRows(
        rows,
        (row) => this.extractData([row])[0],
        (name) => fieldReader(plan, name),
        keyReader(plan),
        this.model!.prototype.idProperty,
      ),
    );
  }

  /**
   * The server sent `metaData`: takes `root`, `idProperty`, `totalProperty`,
   * `successProperty` and `messageProperty` from it, and with `fields` makes a new model of
   * them (given to the proxy and so to its store); then tells the proxy (`metachange`).
   */
  onMetaChange(meta: Record<string, unknown>): void {
    const proxy = this.proxy;
    this.metaData = meta;
    for (const name of STRING_CONFIGS) {
      if (isName(meta[name])) (this as Configs)[name] = meta[name];
    }
    if (isArray(meta.fields)) {
      const idProperty = this.idProperty ?? this.model?.prototype?.idProperty ?? 'id';
      const model = define(null, { extend: Model, fields: meta.fields, idProperty });
      (model.prototype as Model).modelName = `${this.model?.$className || 'Lib.data.Model'}-meta`;
      (proxy && isFn(proxy.setModel) ? proxy : this).setModel(model);
    }
    this.$plan = undefined;
    if (proxy && isFn(proxy.onMetaChange)) proxy.onMetaChange(meta);
  }

  /** @internal The accessor for a field's value (its `mapping`, else its name). */
  $createFieldAccessor(field: Field, index: number): Accessor {
    const mapping = field.mapping;
    return isFn(mapping) ? (row) => mapping(row) : this.createAccessor(pathOf(field), index);
  }

  /**
   * Whether a row this reader read carries `field` at all, i.e. has the node the field is read
   * from; a record saved to a server takes back only the fields its answer carried (see
   * `Lib.data.Operation#commitRecords`). Here (json and array readers): the row's own key of
   * the first segment of the field's string `mapping`, else of its name; a function or index
   * mapping counts as carried. It runs for every field of every record a write answer brings
   * back, so it allocates nothing for a name or mapping without path separators.
   */
  hasField(raw: unknown, field: Field): boolean {
    return rowHasField(raw, field);
  }

  /**
   * What a row this reader read holds under a plain `name` that is no field of the model
   * (the writer's `clientIdProperty`, echoed back by the server), unconverted; `undefined`
   * when the row has none. Here: the row's own key `name`, taken literally (the writers write
   * it as one key, dots and all).
   */
  rawValue(raw: unknown, name: string): unknown {
    return rowValue(raw, name);
  }

  /** An accessor for a path expression; Json readers follow dotted and bracketed paths. */
  createAccessor(path: string, _index?: number): Accessor {
    return pathAccessor(path);
  }

  /**
   * @internal The plain key a field is read by, when it needs no accessor: its name (or its
   * string mapping) without path separators, and not a name every object inherits
   * (`toString`). Subclasses reading rows otherwise return `null`.
   */
  $fieldKey(field: Field, _index: number): string | number | null {
    if (isFn(field.mapping)) return null;
    const path = pathOf(field);
    return PATH.test(path) || isUnsafeKey(path) || isInherited(path) ? null : path;
  }

  /** @internal Accessors and converters for the current model, built once per model. */
  getPlan(): Plan {
    const model = this.model;
    const where = `${this.$className}#readRecords`;
    if (!model) raise(where, 'no model is set');
    if (this.$plan && this.$plan.model === model) return this.$plan;
    const fieldList: Field[] = model.getFields ? model.getFields() : [];
    for (const field of fieldList) {
      // A model made from server `metaData` may carry anything: turning an object into a path
      // could even throw.
      const mapping = field.mapping;
      if (mapping != null && !'string number function'.includes(typeof mapping)) {
        fail(where, `field '${field.name}': mapping`, 'a path, an index or a function', mapping);
      }
    }
    // Custom converters last: they may read the fields converted before them.
    const custom = (field: Field) =>
      field.hasCustomConvert === true || (field.initialConfig && isFn(field.initialConfig.convert));
    const fields = [...fieldList.filter((field) => !custom(field)), ...fieldList.filter(custom)];
    const idName: string | undefined = this.idProperty ?? model.prototype.idProperty;
    const idField = model.prototype.idField;
    const readerIdField = fieldList.find((f) => f.name === idName);
    const readerIdIndex = fieldList.indexOf(readerIdField!);
    const plan: Plan = (this.$plan = {
      model,
      names: [],
      keys: [],
      getters: [],
      converters: [],
      fields,
      defaults: [],
      getId: idName
        ? readerIdField
          ? this.$createFieldAccessor(readerIdField, readerIdIndex)
          : this.createAccessor(idName)
        : null,
      idKey: readerIdField ? this.$fieldKey(readerIdField, readerIdIndex) : null,
      idName: idField ? idField.name : undefined,
      idIndex: idField ? fields.indexOf(idField) : -1,
    });
    for (const field of fields) {
      const index = fieldList.indexOf(field);
      const key = this.$fieldKey(field, index);
      const convert = field.convert;
      plan.names.push(field.name);
      plan.keys.push(key);
      plan.getters.push(key === null ? this.$createFieldAccessor(field, index) : null);
      plan.converters.push(isFn(convert) && convert !== convertAuto ? convert : null);
      plan.defaults.push(field.defaultValue);
    }
    return plan;
  }

  /** @internal The accessors of the configs that locate things in the data (see `$accessors`). */
  $getAccessors(): Accessors {
    const key = ACCESSED.map((name) => (this as Configs)[name]).join('\u0000');
    let accessors = this.$accessors;
    if (!accessors || accessors.key !== key) {
      accessors = this.$accessors = { key } as Accessors;
      for (const name of ACCESSED) {
        const path = (this as Configs)[name] as string | undefined;
        accessors[name] = path ? this.createAccessor(path) : null;
      }
    }
    return accessors;
  }
}

const STRING_CONFIGS =
  'root totalProperty successProperty messageProperty metaProperty idProperty'.split(' ');

/** The configs read by accessors, and (the key only) the xml reader's `record`. */
const ACCESSED = [...STRING_CONFIGS.slice(0, 5), 'record'];

registerClass(Reader, 'Lib.data.reader.Reader', {
  $configs: declareConfigs<ReaderConfig>({
    model: cfg(MODEL_RULE),
    root: '',
    // A `null` path reads nothing, as `''` does.
    totalProperty: cfg('string', 'total', true),
    successProperty: cfg('string', 'success', true),
    messageProperty: cfg('string'),
    metaProperty: cfg('string', 'metaData', true),
    idProperty: cfg('string'),
    readRecordsOnFailure: true,
    lazyRows: cfg([(v) => typeof v === 'number' && v >= 0, 'a number of 0 or more'], 1000),
    generateExtractor: true,
    implicitIncludes: true,
    proxy: cfg('object'),
    type: cfg('string'),
  }),
  alternateClassName: ['Lib.data.Reader', 'Lib.data.DataReader'],
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Reader': typeof Reader;
  }
}
