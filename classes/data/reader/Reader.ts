/**
 * `Lib.data.reader.Reader`: turns what a server (or a memory proxy) sent into records and a
 * `Lib.data.ResultSet`. Subclasses say how to get the data out of a response
 * (`getResponseData`) and how to reach a value in a row (`createAccessor`).
 *
 * Records are built through a per-model extractor made once (field accessors and converters
 * resolved up front), so reading 100 000 rows does no per-row lookup of field definitions.
 *
 * @example
 *   const reader = Lib.create('reader.json', {model: 'App.User', root: 'items'});
 *   reader.read({items: [{id: 1, name: 'Ada'}]}).records[0].get('name'); // 'Ada'
 */
import { Base } from '../../../lib/Base';
import { registerClass } from '../../../lib/Class';
import { LibError, describe } from '../../../lib/Error';
import { apply } from '../../../lib/lang/Object';
import * as ClassManager from '../../../lib/ClassManager';
import { ResultSet } from '../ResultSet';

export interface ReaderConfig {
  /** The model class (or its name) records are created from. */
  model?: string | (abstract new (...args: any[]) => any);
  /** Path of the record rows in the data (`'items'`, `'data.rows'`); `''` = the data itself. */
  root?: string;
  /** Path of the total count (default `'total'`). */
  totalProperty?: string;
  /** Path of the success flag (default `'success'`; missing counts as success). */
  successProperty?: string;
  /** Path of a server message (default none). */
  messageProperty?: string;
  /** Name of the id in a row (default: the model's `idProperty`). */
  idProperty?: string;
  /** Read the records even when the server reported failure (default `true`). */
  readRecordsOnFailure?: boolean;
  /** The proxy using this reader. */
  proxy?: unknown;
  /** Ignored: the alias type this reader was created through. */
  type?: string;
}

/** Gets a value out of a raw row. */
export type Accessor = (row: any) => any;

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * An accessor for a dotted/bracketed path (`'a.b'`, `'a[0].b'`, `"a['x y']"`). A path
 * without separators reads the key directly. Keys that reach the prototype machinery
 * read as `undefined`.
 */
export function pathAccessor(path: string): Accessor {
  if (!/[.[]/.test(path)) {
    if (UNSAFE.has(path)) return () => undefined;
    return (row) => (row === null || row === undefined ? undefined : row[path]);
  }
  const keys: string[] = [];
  path.replace(/([^.[\]]+)|\[(?:'([^']*)'|"([^"]*)"|(\d+))\]/g, (_m, plain, single, double, index) => {
    keys.push(plain ?? single ?? double ?? index);
    return '';
  });
  if (keys.some((key) => UNSAFE.has(key))) return () => undefined;
  return (row) => {
    let value = row;
    for (let i = 0; i < keys.length; i++) {
      if (value === null || value === undefined) return undefined;
      value = value[keys[i]];
    }
    return value;
  };
}

interface FieldPlan {
  name: string;
  get: Accessor;
  field: any;
  convert?: (value: any, record: any) => any;
  defaultValue: any;
}

export class Reader extends Base {
  declare model?: any;
  declare root: string;
  declare totalProperty: string;
  declare successProperty: string;
  declare messageProperty?: string;
  declare idProperty?: string;
  declare readRecordsOnFailure: boolean;
  declare proxy?: any;
  /** The raw data of the last read (Ext's `rawData`). */
  declare rawData?: unknown;
  /** @internal The extractor built for the current model. */
  declare $plan?: { model: any; fields: FieldPlan[]; getId: Accessor | null };
  /** @internal Accessors for root/total/success/message, rebuilt when those change. */
  declare $accessors?: { key: string; root: Accessor | null; total: Accessor; success: Accessor; message: Accessor | null };

  override $construct(config?: ReaderConfig) {
    checkConfig(config);
    apply(this, config);
    if (this.model !== undefined) this.setModel(this.model);
    return this;
  }

  /** Sets the model (class or name) records are created from. */
  setModel(model: unknown): void {
    if (typeof model === 'string') {
      const found = ClassManager.get(model);
      if (typeof found !== 'function') {
        throw new LibError(`model '${model}' is not a registered class${ClassManager.suggest(model)}`, {
          sourceMethod: `${this.$className}#setModel`,
        });
      }
      model = found;
    }
    this.model = model;
    this.$plan = undefined;
  }

  /** The model class. */
  getModel(): any {
    return this.model;
  }

  /**
   * Reads a response (an object with `responseText` or `responseXML`) or already decoded
   * data into a ResultSet.
   */
  read(response: any): ResultSet {
    if (response && (response.responseText !== undefined || response.responseXML !== undefined)) {
      const data = this.getResponseData(response);
      return data instanceof ResultSet ? data : this.readRecords(data);
    }
    if (response === undefined || response === null) return this.nullResultSet();
    return this.readRecords(response);
  }

  /** Gets the data out of a transport response; subclasses implement it. */
  getResponseData(response: any): any {
    throw new LibError(`${this.$className} cannot decode a response: use a json, array or xml reader`, {
      sourceMethod: `${this.$className}#getResponseData`,
    });
  }

  /** A ResultSet with no records. */
  nullResultSet(): ResultSet {
    return new ResultSet({ total: 0, count: 0, records: [], success: true });
  }

  /** Reads decoded data: finds the rows, the total, the success flag and the message. */
  readRecords(data: any): ResultSet {
    this.rawData = data;
    const accessors = this.getAccessors();
    const successValue = accessors.success(data);
    const success = !(successValue === false || successValue === 'false');
    const message = accessors.message ? accessors.message(data) : undefined;
    let records: any[] = [];
    if (success || this.readRecordsOnFailure !== false) {
      let rows = Array.isArray(data) ? data : accessors.root ? accessors.root(data) : data;
      if (rows && !Array.isArray(rows)) rows = [rows];
      records = rows ? this.extractData(rows) : [];
    }
    const rawTotal = accessors.total(data);
    const total = rawTotal !== undefined && rawTotal !== null && rawTotal !== '' && !isNaN(Number(rawTotal))
      ? parseInt(rawTotal, 10)
      : records.length;
    return new ResultSet({ total, count: records.length, records, success, message });
  }

  /** Creates one record per raw row (records read from a server are never phantom). */
  extractData(rows: any[]): any[] {
    const plan = this.getPlan();
    const Model = plan.model;
    const fields = plan.fields;
    const getId = plan.getId;
    const out = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const data: Record<string, any> = {};
      const id = getId ? getId(row) : undefined;
      const record = new Model(undefined, id === '' || id === null ? undefined : id, row, data);
      record.phantom = false;
      // Converters run with the record in hand: a custom `convert` may read fields converted
      // before it (the field list puts custom converters last).
      for (let f = 0; f < fields.length; f++) {
        const plan = fields[f];
        let value = plan.get(row);
        if (value === undefined) value = plan.defaultValue;
        data[plan.name] = plan.convert ? plan.convert.call(plan.field, value, record) : value;
      }
      out[i] = record;
    }
    return out;
  }

  /** @internal The accessor for a field's value (its `mapping`, else its name). */
  createFieldAccessor(field: any, index: number): Accessor {
    const mapping = field.mapping;
    if (typeof mapping === 'function') return (row) => mapping(row);
    if (mapping !== undefined && mapping !== null && mapping !== '') return this.createAccessor(String(mapping), index);
    return this.createAccessor(field.name, index);
  }

  /** An accessor for a path expression; Json readers follow dotted paths. */
  createAccessor(path: string, _index?: number): Accessor {
    return pathAccessor(path);
  }

  /** @internal Field accessors and converters for the current model, built once. */
  getPlan(): NonNullable<Reader['$plan']> {
    const model = this.model;
    if (!model) {
      throw new LibError('no model is set, so rows cannot become records', {
        sourceMethod: `${this.$className}#readRecords`,
      });
    }
    if (this.$plan && this.$plan.model === model) return this.$plan;
    const fieldList: any[] = model.getFields ? model.getFields() : [];
    const withConvert = fieldList.filter((f) => !hasCustomConvert(f));
    const custom = fieldList.filter((f) => hasCustomConvert(f));
    const fields = [...withConvert, ...custom].map((field) => ({
      name: field.name,
      get: this.createFieldAccessor(field, fieldList.indexOf(field)),
      field,
      convert: typeof field.convert === 'function' ? field.convert : undefined,
      defaultValue: field.defaultValue,
    }));
    const idName = this.idProperty ?? model.prototype.idProperty;
    const idField = fieldList.find((f) => f.name === idName);
    const getId = idName
      ? idField
        ? this.createFieldAccessor(idField, fieldList.indexOf(idField))
        : this.createAccessor(idName)
      : null;
    this.$plan = { model, fields, getId };
    return this.$plan;
  }

  /** @internal Accessors for root, total, success and message. */
  getAccessors(): NonNullable<Reader['$accessors']> {
    const key = `${this.root}\u0000${this.totalProperty}\u0000${this.successProperty}\u0000${this.messageProperty}`;
    let accessors = this.$accessors;
    if (!accessors || accessors.key !== key) {
      accessors = this.$accessors = {
        key,
        root: this.root ? this.createAccessor(this.root) : null,
        total: this.totalProperty ? pathAccessor(this.totalProperty) : () => undefined,
        success: this.successProperty ? pathAccessor(this.successProperty) : () => undefined,
        message: this.messageProperty ? pathAccessor(this.messageProperty) : null,
      };
    }
    return accessors;
  }
}

function hasCustomConvert(field: any): boolean {
  return field.hasCustomConvert === true || (field.initialConfig && typeof field.initialConfig.convert === 'function');
}

const STRING_CONFIGS = ['root', 'totalProperty', 'successProperty', 'messageProperty', 'idProperty'] as const;

function checkConfig(config: ReaderConfig | undefined): void {
  if (config === undefined || config === null) return;
  if (typeof config !== 'object') {
    throw new TypeError(`[Lib.data.reader.Reader] config must be an object, got ${describe(config)}`);
  }
  for (const name of STRING_CONFIGS) {
    const value = config[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new TypeError(`[Lib.data.reader.Reader] config '${name}' must be a string, got ${describe(value)}`);
    }
  }
}

registerClass(Reader, 'Lib.data.reader.Reader', {
  alternateClassName: ['Lib.data.Reader', 'Lib.data.DataReader'],
  root: '',
  totalProperty: 'total',
  successProperty: 'success',
  readRecordsOnFailure: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Reader': typeof Reader;
  }
}
