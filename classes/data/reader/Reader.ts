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
import { define, registerClass } from '../../../lib/Class';
import { LibError, describe } from '../../../lib/Error';
import { apply } from '../../../lib/lang/Object';
import * as ClassManager from '../../../lib/ClassManager';
import { Model } from '../Model';
import { ResultSet } from '../ResultSet';
import { convertAuto } from '../Types';
import { extract, rowHasField, rowValue, type Accessor, type Plan } from './Reader.extract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface ReaderConfig {
  /** The model class (or its name) records are created from. */
  model?: string | (abstract new (...args: Any[]) => Any);
  /** Path of the record rows in the data (`'items'`, `'data.rows'`); `''` = the data itself. */
  root?: string;
  /** Path of the total count (default `'total'`). */
  totalProperty?: string;
  /** Path of the success flag (default `'success'`; missing counts as success). */
  successProperty?: string;
  /** Path of a server message (default none). */
  messageProperty?: string;
  /** Path of the `metaData` that reconfigures the reader (default `'metaData'`; see `onMetaChange`). */
  metaProperty?: string;
  /** Name of the id in a row (default: the model's `idProperty`). */
  idProperty?: string;
  /** Read the records even when the server reported failure (default `true`). */
  readRecordsOnFailure?: boolean;
  /**
   * Compile the model's record extractor into a function (default `true`); `false` makes
   * records with a plain loop (for a Content Security Policy without `unsafe-eval`).
   */
  generateExtractor?: boolean;
  /** The proxy using this reader. */
  proxy?: unknown;
  /** Ignored: the alias type this reader was created through. */
  type?: string;
}

export type { Accessor } from './Reader.extract';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Whether every object inherits `key` (`toString`, `hasOwnProperty`, ...): such a key is read
 * only from a row that has it itself, or a row without it would yield `Object.prototype`'s
 * function as its value.
 */
function isInherited(key: string): boolean {
  return key in Object.prototype;
}

/**
 * An accessor for a dotted/bracketed path (`'a.b'`, `'a[0].b'`, `"a['x y']"`). A path
 * without separators reads the key directly. Keys that reach the prototype machinery
 * read as `undefined`, and keys every object inherits only count as the row's own.
 */
export function pathAccessor(path: string): Accessor {
  if (!/[.[]/.test(path)) {
    if (UNSAFE.has(path)) return () => undefined;
    if (isInherited(path)) {
      return (row) =>
        row === null || row === undefined || !hasOwn.call(row, path) ? undefined : row[path];
    }
    return (row) => (row === null || row === undefined ? undefined : row[path]);
  }
  const keys: string[] = [];
  path.replace(
    /([^.[\]]+)|\[(?:'([^']*)'|"([^"]*)"|(\d+))\]/g,
    (_m, plain, single, double, index) => {
      keys.push(plain ?? single ?? double ?? index);
      return '';
    },
  );
  if (keys.some((key) => UNSAFE.has(key))) return () => undefined;
  const ownOnly = keys.map(isInherited);
  return (row) => {
    let value = row;
    for (let i = 0; i < keys.length; i++) {
      if (value === null || value === undefined) return undefined;
      if (ownOnly[i] && !hasOwn.call(value, keys[i])) return undefined;
      value = value[keys[i]];
    }
    return value;
  };
}

export class Reader extends Base {
  declare model?: Any;
  declare root: string;
  declare totalProperty: string;
  declare successProperty: string;
  declare messageProperty?: string;
  declare metaProperty: string;
  declare idProperty?: string;
  declare readRecordsOnFailure: boolean;
  declare proxy?: Any;
  /** The raw data of the last read (Ext's `rawData`). */
  declare rawData?: unknown;
  /** The last `metaData` the server sent, if any. */
  declare metaData?: Record<string, Any>;
  /**
   * Compile each model's extractor into a function (default `true`; set it to `false` on
   * `Lib.data.reader.Reader.prototype` under a Content Security Policy without
   * `unsafe-eval`, to skip the attempt). Without it records are made by a slower loop.
   */
  declare generateExtractor: boolean;
  /** @internal The extractor built for the current model. */
  declare $plan?: Plan;
  /** @internal Accessors for root/total/success/message/meta, rebuilt when those change. */
  declare $accessors?: {
    key: string;
    root: Accessor | null;
    total: Accessor;
    success: Accessor;
    message: Accessor | null;
    meta: Accessor | null;
  };

  override $construct(config?: ReaderConfig) {
    checkConfig(this.$className || 'Lib.data.reader.Reader', config);
    apply(this, config);
    if (this.model !== undefined) this.setModel(this.model);
    return this;
  }

  /** Sets the model (class or name) records are created from. */
  setModel(model: unknown): void {
    if (typeof model === 'string') {
      const found = ClassManager.get(model);
      if (typeof found !== 'function') {
        throw new LibError(
          `model '${model}' is not a registered class${ClassManager.suggest(model)}`,
          { sourceMethod: `${this.$className}#setModel` },
        );
      }
      model = found;
    } else if (model !== undefined && model !== null && typeof model !== 'function') {
      throw new TypeError(
        `[${this.$className}#setModel] expects a model class or its name, got ${describe(model)}`,
      );
    }
    this.model = model ?? undefined;
    this.$plan = undefined;
  }

  /** The model class. */
  getModel(): Any {
    return this.model;
  }

  /**
   * Reads a transport response (an object with `responseText` or `responseXML`) or already
   * decoded data into a ResultSet. Nothing to read gives an empty, successful ResultSet.
   */
  read(response: Any): ResultSet {
    if (
      response &&
      typeof response === 'object' &&
      (response.responseText !== undefined || response.responseXML !== undefined)
    ) {
      const data = this.getResponseData(response);
      return data instanceof ResultSet ? data : this.readRecords(data);
    }
    if (response === undefined || response === null) return this.nullResultSet();
    return this.readRecords(response);
  }

  /** Gets the data out of a transport response; subclasses implement it. */
  getResponseData(_response: Any): Any {
    throw new LibError(
      `${this.$className} cannot decode a response: use a json, array or xml reader`,
      {
        sourceMethod: `${this.$className}#getResponseData`,
      },
    );
  }

  /** A ResultSet with no records. */
  nullResultSet(): ResultSet {
    return new ResultSet({ total: 0, count: 0, records: [], success: true });
  }

  /**
   * Reads decoded data: its `metaData` (see `onMetaChange`), the success flag (missing:
   * success; `false` or `'false'`: failure), the message, the rows under `root` (an array is
   * the rows itself, whatever the root; one object is one row) and the total (`totalProperty`
   * when it is a number, else the number of records). Records are read even on failure,
   * unless `readRecordsOnFailure` is `false`.
   */
  readRecords(data: Any): ResultSet {
    this.rawData = data;
    let accessors = this.getAccessors();
    if (accessors.meta && data && typeof data === 'object' && !Array.isArray(data)) {
      const meta = accessors.meta(data);
      if (meta && typeof meta === 'object') {
        this.onMetaChange(meta);
        accessors = this.getAccessors();
      }
    }
    const successValue = accessors.success(data);
    const success = !(successValue === false || successValue === 'false');
    const message = accessors.message ? accessors.message(data) : undefined;
    let records: Any[] = [];
    let total: number | undefined;
    if (success || this.readRecordsOnFailure !== false) {
      let rows = Array.isArray(data) ? data : accessors.root ? accessors.root(data) : data;
      if (rows !== null && rows !== undefined && !Array.isArray(rows)) {
        rows = typeof rows === 'object' ? [rows] : undefined;
      }
      const rawTotal = parseTotal(accessors.total(data));
      total = isNaN(rawTotal) ? rows?.length : rawTotal;
      if (rows) records = this.extractData(rows);
    }
    return new ResultSet({
      total: total || records.length,
      count: records.length,
      records,
      success,
      message,
    });
  }

  /**
   * Makes one record per row; rows that are records already are used as they are. Records
   * read from a server are never phantom; their id comes from the reader's `idProperty`
   * (default: the model's), an empty one meaning none.
   */
  extractData(rows: Any[]): Any[] {
    return extract(this.getPlan(), rows, this.generateExtractor !== false);
  }

  /**
   * The server sent `metaData`: takes `root`, `idProperty`, `totalProperty`,
   * `successProperty` and `messageProperty` from it, and with `fields` makes a new model of
   * them (given to the proxy and so to its store); then tells the proxy (`metachange`).
   */
  onMetaChange(meta: Record<string, Any>): void {
    this.metaData = meta;
    for (const name of STRING_CONFIGS) {
      if (typeof meta[name] === 'string' && meta[name] !== '') (this as Any)[name] = meta[name];
    }
    if (Array.isArray(meta.fields)) {
      const idProperty = this.idProperty ?? this.model?.prototype?.idProperty ?? 'id';
      const model = define(null, { extend: Model, fields: meta.fields, idProperty });
      (model.prototype as Any).modelName = `${this.model?.$className || 'Lib.data.Model'}-meta`;
      if (this.proxy && typeof this.proxy.setModel === 'function') this.proxy.setModel(model);
      else this.setModel(model);
    }
    this.$plan = undefined;
    if (this.proxy && typeof this.proxy.onMetaChange === 'function') this.proxy.onMetaChange(meta);
  }

  /** @internal The accessor for a field's value (its `mapping`, else its name). */
  createFieldAccessor(field: Any, index: number): Accessor {
    const mapping = field.mapping;
    if (typeof mapping === 'function') return (row) => mapping(row);
    if (mapping !== undefined && mapping !== null && mapping !== '') {
      return this.createAccessor(String(mapping), index);
    }
    return this.createAccessor(field.name, index);
  }

  /**
   * Whether a row this reader read carries `field` at all, i.e. has the node the field is read
   * from; a record saved to a server takes back only the fields its answer carried (see
   * `Lib.data.Operation#commitRecords`). Here (json and array readers): the row's own key of
   * the first segment of the field's string `mapping`, else of its name; a function or index
   * mapping counts as carried. It runs for every field of every record a write answer brings
   * back, so it allocates nothing for a name or mapping without path separators.
   */
  hasField(raw: Any, field: Any): boolean {
    return rowHasField(raw, field);
  }

  /**
   * What a row this reader read holds under a plain `name` that is no field of the model
   * (the writer's `clientIdProperty`, echoed back by the server), unconverted; `undefined`
   * when the row has none. Here: the row's own key `name`, taken literally (the writers write
   * it as one key, dots and all).
   */
  rawValue(raw: Any, name: string): Any {
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
  fieldKey(field: Any, _index: number): string | number | null {
    const mapping = field.mapping;
    if (typeof mapping === 'function') return null;
    const path =
      mapping !== undefined && mapping !== null && mapping !== '' ? String(mapping) : field.name;
    return /[.[]/.test(path) || UNSAFE.has(path) || isInherited(path) ? null : path;
  }

  /** @internal Accessors and converters for the current model, built once per model. */
  getPlan(): Plan {
    const model = this.model;
    if (!model) {
      throw new LibError('no model is set, so rows cannot become records', {
        sourceMethod: `${this.$className}#readRecords`,
      });
    }
    if (this.$plan && this.$plan.model === model) return this.$plan;
    const fieldList: Any[] = model.getFields ? model.getFields() : [];
    for (const field of fieldList) checkMapping(field, this.$className);
    const ordered = [
      ...fieldList.filter((f) => !hasCustomConvert(f)),
      ...fieldList.filter((f) => hasCustomConvert(f)),
    ];
    const positions = ordered.map((field) => fieldList.indexOf(field));
    const keys = ordered.map((field, i) => this.fieldKey(field, positions[i]));
    const idName: string | undefined = this.idProperty ?? model.prototype.idProperty;
    const idField = model.prototype.idField;
    const readerIdField = fieldList.find((f) => f.name === idName);
    this.$plan = {
      model,
      names: ordered.map((field) => field.name),
      keys,
      getters: ordered.map((field, i) =>
        keys[i] === null ? this.createFieldAccessor(field, positions[i]) : null,
      ),
      converters: ordered.map((field) =>
        typeof field.convert === 'function' && field.convert !== convertAuto ? field.convert : null,
      ),
      fields: ordered,
      defaults: ordered.map((field) => field.defaultValue),
      getId: idName
        ? readerIdField
          ? this.createFieldAccessor(readerIdField, fieldList.indexOf(readerIdField))
          : this.createAccessor(idName)
        : null,
      idKey: readerIdField ? this.fieldKey(readerIdField, fieldList.indexOf(readerIdField)) : null,
      idName: idField ? idField.name : undefined,
      idIndex: idField ? ordered.indexOf(idField) : -1,
    };
    return this.$plan;
  }

  /** @internal Accessors for root, total, success, message and meta. */
  getAccessors(): NonNullable<Reader['$accessors']> {
    const key = [
      this.root,
      this.totalProperty,
      this.successProperty,
      this.messageProperty,
      this.metaProperty,
    ].join('\u0000');
    let accessors = this.$accessors;
    if (!accessors || accessors.key !== key) {
      accessors = this.$accessors = {
        key,
        root: this.root ? this.createAccessor(this.root) : null,
        total: this.totalProperty ? pathAccessor(this.totalProperty) : () => undefined,
        success: this.successProperty ? pathAccessor(this.successProperty) : () => undefined,
        message: this.messageProperty ? pathAccessor(this.messageProperty) : null,
        meta: this.metaProperty ? pathAccessor(this.metaProperty) : null,
      };
    }
    return accessors;
  }
}

/**
 * The total a server reported: a number or numeric text, parsed as an integer; anything else
 * (an object, whose conversion to text may even throw) is `NaN`, i.e. not reported.
 */
function parseTotal(value: unknown): number {
  return typeof value === 'number' || typeof value === 'string' ? parseInt(String(value), 10) : NaN;
}

/**
 * Refuses a field `mapping` that is no path, index or function (a model made from server
 * `metaData` may carry anything): turning an object into a path could even throw.
 */
function checkMapping(field: Any, className: string): void {
  const mapping = field.mapping;
  const type = typeof mapping;
  if (mapping === undefined || mapping === null) return;
  if (type === 'string' || type === 'number' || type === 'function') return;
  throw new TypeError(
    `[${className}#readRecords] field '${field.name}': mapping must be a path, an index or a function, got ${describe(mapping)}`,
  );
}

function hasCustomConvert(field: any): boolean {
  return (
    field.hasCustomConvert === true ||
    (field.initialConfig && typeof field.initialConfig.convert === 'function')
  );
}

const STRING_CONFIGS = [
  'root',
  'totalProperty',
  'successProperty',
  'messageProperty',
  'metaProperty',
  'idProperty',
] as const;

const BOOLEAN_CONFIGS = ['readRecordsOnFailure', 'generateExtractor'] as const;

/** Throws a TypeError naming the class (`where`) and the config for a value of a wrong type. */
function checkConfig(where: string, config: ReaderConfig | undefined): void {
  if (config === undefined || config === null) return;
  if (typeof config !== 'object') {
    throw new TypeError(`[${where}] config must be an object, got ${describe(config)}`);
  }
  for (const name of STRING_CONFIGS) {
    const value = config[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new TypeError(`[${where}] config '${name}' must be a string, got ${describe(value)}`);
    }
  }
  for (const name of BOOLEAN_CONFIGS) {
    const value = config[name];
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      throw new TypeError(`[${where}] config '${name}' must be a boolean, got ${describe(value)}`);
    }
  }
}

registerClass(Reader, 'Lib.data.reader.Reader', {
  alternateClassName: ['Lib.data.Reader', 'Lib.data.DataReader'],
  root: '',
  totalProperty: 'total',
  successProperty: 'success',
  metaProperty: 'metaData',
  readRecordsOnFailure: true,
  generateExtractor: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Reader': typeof Reader;
  }
}
