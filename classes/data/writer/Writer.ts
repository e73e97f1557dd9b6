/**
 * `Lib.data.writer.Writer` (alias `writer.base`, also `Lib.data.DataWriter`): turns the
 * records of a write operation into plain objects (`getRecordData`) and hands them to
 * `writeRecords`, which subclasses implement to put them into the request (`jsonData`,
 * `xmlData` or a parameter).
 *
 * What a record sends: every persistent field (`writeAllFields`, the default) or only the
 * changed ones; a record that exists on the server always sends its id (`writeRecordId`); a
 * new (phantom) record never sends its placeholder id — the server assigns one. Fields with
 * `persist: false` are never sent. Dates are formatted with the writer's `dateFormat`, else the
 * field's `dateWriteFormat` or `dateFormat` when there is one; a field's `serialize(value,
 * record)` wins over all that.
 *
 * @example
 *   Lib.create('writer.json', {writeAllFields: false}).getRecordData(user); // {name: 'Grace', id: 7}
 */
import { Base } from '../../../lib/Base';
import { registerClass } from '../../../lib/Class';
import { isFn, isName } from '../../../lib/check';
import { cfg, checkConfigs, declareConfigs, type OwnConfigs } from '../../../lib/config';
import { apply, isUnsafeKey } from '../../../lib/lang/Object';
import type { Operation } from '../Operation';
import type { Request } from '../Request';
import { MODEL_RULE, notImplemented } from '../reader/Reader';
import type { Model } from '../Model';
import type { Field } from '../Field';
import type { Proxy } from '../proxy/Proxy';
import { dateCodec } from '../Types';

export interface WriterConfig {
  /** Send every persistent field of an update (`true`, the default) or only the changed ones. */
  writeAllFields?: boolean;
  /** The field property that names a value in the output (default `'name'`; `'mapping'` is common). */
  nameProperty?: string;
  /** Send the id of records that exist on the server (default `true`). */
  writeRecordId?: boolean;
  /**
   * When set, new records of a write of several records send their client id
   * (`record.internalId`) under this name, so the server can say which is which (default none).
   */
  clientIdProperty?: string;
  /**
   * The format of every date written, over the fields' own (default none). Without `Lib.Date`
   * (`import 'lib-ext4/date'`) only `c`, `U`, `time`, `timestamp` and `MS` work: another is an
   * error at the first write, naming the field.
   */
  dateFormat?: string;
  /** The model class (set by the proxy). */
  model?: typeof Model;
  /** The proxy using this writer (set by the proxy). */
  proxy?: Proxy;
  /** Ignored: the alias type this writer was created through. */
  type?: string;
  [key: string]: unknown;
}

/**
 * The configs on the instance, as `WriterConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Writer extends OwnConfigs<WriterConfig, object> {}

export class Writer extends Base {
  /** Always `true`. */
  declare isWriter: true;

  override $construct(config?: WriterConfig) {
    // The root of the writers: every class's `$configs` is checked here.
    apply(this, checkConfigs(this, config));
    return this;
  }

  /** Sets the model (the proxy calls it when its model changes). */
  setModel(model: typeof Model): void {
    this.model = model;
  }

  /**
   * Puts the records of the request's operation into the request (`writeRecords`) and returns
   * the request.
   */
  write(request: Request): Request {
    const operation = request.operation;
    const records: Model[] = (operation && operation.records) || request.records || [];
    const data = new Array(records.length);
    for (let i = 0; i < records.length; i++) data[i] = this.getRecordData(records[i], operation);
    return this.writeRecords(request, data);
  }

  /** Puts the record data into the request; subclasses implement it. */
  writeRecords(_request: Request, _data: Array<Record<string, unknown>>): Request {
    return notImplemented(this, 'writeRecords');
  }

  /**
   * The values a record sends, keyed by each field's `nameProperty` (falling back to its
   * name): every persistent field with `writeAllFields` or for a new record, else the changed
   * ones; plus the id of a record that exists on the server (`writeRecordId`). A new record's
   * id field is left out. See the file header for dates and `serialize`.
   */
  getRecordData(record: Model, operation?: Operation): Record<string, unknown> {
    const phantom = record.phantom === true;
    const fields = record.fields;
    const idName: string = record.idProperty;
    const data: Record<string, unknown> = {};
    if (this.writeAllFields || phantom) {
      for (const field of fields.items) {
        // A new record's id is a placeholder (undefined, or 0 for an int field): never sent.
        if (field.persist && !(phantom && field.name === idName)) {
          this.writeValue(data, record, field, record.get(field.name));
        }
      }
    } else {
      // Only changes, of a record that exists on the server (not phantom).
      const changes = record.getChanges();
      for (const key in changes) {
        const field = fields.get(key);
        if (field && field.persist) this.writeValue(data, record, field, changes[key]);
      }
    }
    if (!phantom) {
      // The version the change was made from goes with every write of it.
      const version = record.versionProperty;
      if (version) this.writeValue(data, record, fields.get(version)!, record.get(version));
      if (this.writeRecordId) {
        this.writeValue(data, record, fields.get(idName) || record.idField, record.getId(), true);
      }
    } else if (this.clientIdProperty && operation && (operation.records || []).length > 1) {
      data[this.clientIdProperty] = record.internalId;
    }
    return data;
  }

  /**
   * @internal Writes a field's value into `data` under its `nameProperty` (else its name;
   * never an unsafe key): `serialize`, a date in the field's write format, or as is (`raw`:
   * always as is). A method rather than a closure: it runs for every field of every record
   * written.
   */
  writeValue(
    data: Record<string, unknown>,
    record: Model,
    field: Field & { serialize?(value: unknown, record: Model): unknown },
    value: unknown,
    raw?: boolean,
  ): void {
    const named = (field as unknown as Record<string, unknown>)[this.nameProperty];
    const name = isName(named) ? named : field.name;
    const format = this.dateFormat || field.dateWriteFormat || field.dateFormat;
    if (!isUnsafeKey(name)) {
      data[name] = raw
        ? value
        : isFn(field.serialize)
          ? field.serialize(value, record)
          : value instanceof Date && format
            ? dateCodec(format, field).format(value, format)
            : value;
    }
  }
}

registerClass(Writer, 'Lib.data.writer.Writer', {
  $configs: declareConfigs<WriterConfig>({
    writeAllFields: true,
    nameProperty: cfg('name', 'name'),
    writeRecordId: true,
    clientIdProperty: cfg('string'),
    dateFormat: cfg('string'),
    model: cfg(MODEL_RULE),
    proxy: cfg('object'),
    type: cfg('string'),
  }),
  alias: 'writer.base',
  alternateClassName: ['Lib.data.DataWriter', 'Lib.data.Writer'],
  isWriter: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.writer.Writer': typeof Writer;
  }
  interface AliasMap {
    'writer.base': typeof Writer;
  }
}
