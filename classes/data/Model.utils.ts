/**
 * Helpers of `Lib.data.Model` (classes/data/Model.ts): record id helpers, the lazy record
 * members, proxy creation, the keyed field collection a model keeps on its prototype
 * (`Model.prototype.fields`), and the define-time processing of a model body (`fields`,
 * `idProperty`, `validations`, `proxy`), run once per model class.
 *
 * @example
 *   User.prototype.fields.get('name').type.type; // 'string'
 */
import * as ClassManager from '../../lib/ClassManager';
import { fail } from '../../lib/check';
import { describe, LibError, raise } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { Field, type FieldConfig } from './Field';
import { validations as validators, type ValidationConfig } from './validations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The parts of a record `record.id` is made of. */
interface RecordIds {
  modelName: string;
  internalId: unknown;
}

let recordSeed = 0;

/** A fresh internal id for a record without an id: `'ext-record-N'`. */
export function nextInternalId(): string {
  return 'ext-record-' + ++recordSeed;
}

/** Ext's test for a usable id: any truthy value, or 0. */
export function isIdValue(value: Any): boolean {
  return !!value || value === 0;
}

/** Equal for change tracking: `===`, dates by time, and NaN equal to NaN. */
export function isEqual(a: Any, b: Any): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a !== a && b !== b;
}

/** `Object.prototype.hasOwnProperty`, safe for objects that shadow it. */
export const hasOwn = (object: object, key: string) =>
  Object.prototype.hasOwnProperty.call(object, key);

/** Makes `key` an ordinary own property of `record` (replacing the lazy prototype accessor). */
export function defineOwn(record: object, key: string, value: unknown): void {
  Object.defineProperty(record, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** Whether the record joined a store (without creating its `stores` list). */
export function hasStores(record: { stores: readonly unknown[] }): boolean {
  return record.stores.length !== 0;
}

/** Fixes `record.id` from the current `internalId` before the internal id changes. */
export function fixRecordId(record: RecordIds): void {
  if (!hasOwn(record, 'id')) defineOwn(record, 'id', record.modelName + '-' + record.internalId);
}

/** A proxy from a type, config or instance, with its model set (the proxies are registered by alias). */
export function createProxy(proxy: Any, model: Any, where: string): Any {
  if (
    proxy === null ||
    proxy === undefined ||
    (typeof proxy !== 'string' && typeof proxy !== 'object')
  ) {
    throw new TypeError(
      `[${where}] expects a proxy type, a proxy config or a proxy instance, got ${describe(proxy)}`,
    );
  }
  const instance = ClassManager.factory(proxy, 'proxy');
  if (instance && typeof instance.setModel === 'function') instance.setModel(model);
  return instance;
}

/** What an unedited record's `modified` is: shared, frozen, replaced on the first change. */
export const NO_CHANGES: Record<string, Any> = Object.freeze(Object.create(null));
/** What the `stores` of a record in no store is: shared, frozen, replaced on the first join. */
export const NO_STORES: readonly Any[] = Object.freeze([]);

/**
 * Prepares the model prototype so that a record pays only for what it uses: `modified` and
 * `stores` start as shared frozen defaults (a plain assignment gives a record its own), and
 * `id` becomes an own property the first time it is read, fixed from the internal id before
 * that id first changes (`changeId`, `Model.id`).
 */
export function installLazyMembers(proto: object): void {
  Object.defineProperties(proto, {
    modified: { value: NO_CHANGES, writable: true, configurable: true },
    stores: { value: NO_STORES, writable: true, configurable: true },
    id: {
      get(this: RecordIds) {
        const value = this.modelName + '-' + this.internalId;
        defineOwn(this, 'id', value);
        return value;
      },
      set(this: object, value: unknown) {
        defineOwn(this, 'id', value);
      },
      configurable: true,
    },
  });
}

/** The record's own `modified` map, created on its first change. */
export function ownModified(record: { modified: Record<string, Any> }): Record<string, Any> {
  let modified = record.modified;
  if (modified === NO_CHANGES) modified = record.modified = {};
  return modified;
}

/** A small ordered collection of fields, keyed by name (the shape of Ext's MixedCollection). */
export class FieldCollection {
  /** The fields, in declaration order (parent fields first). */
  items: Field[];
  /** The field names, in the same order. */
  keys: string[];
  /** @internal Name → field. */
  map: Map<string, Field>;

  constructor(items: Field[] = []) {
    this.items = items.slice();
    this.keys = this.items.map((field) => field.name);
    this.map = new Map(this.items.map((field) => [field.name, field]));
  }

  /** The number of fields. */
  get length(): number {
    return this.items.length;
  }

  /** The number of fields. */
  getCount(): number {
    return this.items.length;
  }

  /** The field called `key`; a number that is no field name is taken as an index. */
  get(key: string | number): Field | undefined {
    const found = this.map.get(key as string);
    if (found !== undefined) return found;
    return typeof key === 'number' ? this.items[key] : undefined;
  }

  /** The field called `key`, or `undefined`. */
  getByKey(key: string): Field | undefined {
    return this.map.get(key);
  }

  /** The field at `index`, or `undefined`. */
  getAt(index: number): Field | undefined {
    return this.items[index];
  }

  /** Whether a field is called `key`. */
  containsKey(key: string): boolean {
    return this.map.has(key);
  }

  /** Whether `field` is in the collection. */
  contains(field: Field): boolean {
    return this.items.indexOf(field) !== -1;
  }

  /** The position of the field called `key`, or -1. */
  indexOfKey(key: string): number {
    return this.keys.indexOf(key);
  }

  /** The position of `field`, or -1. */
  indexOf(field: Field): number {
    return this.items.indexOf(field);
  }

  /** The first field. */
  first(): Field | undefined {
    return this.items[0];
  }

  /** The last field. */
  last(): Field | undefined {
    return this.items[this.items.length - 1];
  }

  /**
   * Calls `fn(field, index, count)` for each field (`this` = `scope`, default the field);
   * stops when it returns `false`.
   */
  each(fn: (this: Any, field: Field, index: number, count: number) => unknown, scope?: unknown) {
    const items = this.items.slice();
    for (let i = 0; i < items.length; i++) {
      if (fn.call(scope ?? items[i], items[i], i, items.length) === false) break;
    }
  }

  /** Adds a field, replacing (in place) one of the same name. */
  add(field: Field): Field {
    const index = this.keys.indexOf(field.name);
    if (index === -1) {
      this.items.push(field);
      this.keys.push(field.name);
    } else {
      this.items[index] = field;
    }
    this.map.set(field.name, field);
    return field;
  }
}

/** What a model class keeps on its prototype once its body is processed. */
export interface ModelShape {
  fields: FieldCollection;
  idField: Field;
  idProperty: string;
  validations: ValidationConfig[];
  /** Field positions in conversion order: fields with a custom `convert` last. */
  $convertOrder: Field[];
  /** For each field of `$convertOrder`, its converter, or `null` when values are kept as given. */
  $converters: Array<Field['convert']>;
}

/** Reads the model-specific keys of a define body (checked) into the class's prototype. */
export function processModelBody(
  proto: Any,
  parentProto: Any,
  data: Record<string, Any>,
  where: string,
): void {
  const idProperty = data.idProperty === undefined ? parentProto.idProperty : data.idProperty;
  if (typeof idProperty !== 'string' || idProperty === '' || isUnsafeKey(idProperty)) {
    fail(where, "config 'idProperty'", 'a non-empty field name', idProperty);
  }
  const parentFields: FieldCollection | undefined = parentProto.fields;
  const collection = new FieldCollection(parentFields ? parentFields.items : []);
  for (const field of readFields(data.fields, where)) collection.add(field);

  let idField = collection.get(idProperty);
  if (idField === undefined) {
    idField = collection.add(new Field({ name: idProperty, defaultValue: undefined }));
  } else if (idField.defaultValue !== undefined) {
    // Fields may be shared with the parent model: change a copy, never the parent's field.
    idField = Object.assign(Object.create(Object.getPrototypeOf(idField)), idField) as Field;
    idField.defaultValue = undefined;
    collection.add(idField);
  }

  proto.idProperty = idProperty;
  proto.fields = collection;
  proto.idField = idField;
  const plain = collection.items.filter((field) => !field.hasCustomConvert);
  const custom = collection.items.filter((field) => field.hasCustomConvert);
  proto.$convertOrder = plain.concat(custom);
  proto.$converters = proto.$convertOrder.map((field: Field) =>
    field.isIdentity ? null : field.convert,
  );
  proto.validations = (parentProto.validations || []).concat(
    readValidations(data.validations, where),
  );
  if (data.proxy !== undefined) {
    checkProxy(data.proxy, where);
    proto.$proxyConfig = data.proxy;
  }
}

function readFields(fields: unknown, where: string): Field[] {
  if (fields === undefined || fields === null) return [];
  if (!Array.isArray(fields)) {
    fail(where, "config 'fields'", 'an array of field names or field configs', fields);
  }
  return fields.map((config: FieldConfig | string | Field, index: number) => {
    if (config instanceof Field) return config;
    if (typeof config !== 'string' && (!config || typeof config !== 'object')) {
      fail(where, `fields[${index}]`, 'a field name or a field config', config);
    }
    try {
      return new Field(config);
    } catch (error) {
      const name = typeof config === 'string' ? config : config.name;
      throw rethrow(
        error,
        where,
        `fields[${index}]${typeof name === 'string' ? ` ('${name}')` : ''}`,
      );
    }
  });
}

/** The same kind of error, saying which model and which entry of its config it comes from. */
function rethrow(error: unknown, where: string, entry: string): unknown {
  if (!(error instanceof Error)) return error;
  const text = `${entry}: ${error.message.replace(/^\[[^\]]*\] /, '')}`;
  return error instanceof LibError
    ? new LibError(text, { sourceMethod: where })
    : new (error.constructor as ErrorConstructor)(`[${where}] ${text}`);
}

function readValidations(list: unknown, where: string): ValidationConfig[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    fail(where, "config 'validations'", 'an array of {type, field} rules', list);
  }
  list.forEach((rule: ValidationConfig, index: number) => {
    const at = `validations[${index}]`;
    if (!rule || typeof rule !== 'object' || Array.isArray(rule)) {
      fail(where, `${at}`, 'a {type, field} object', rule);
    }
    const field = rule.field ?? rule.name;
    if (typeof field !== 'string' || field === '') {
      throw new TypeError(
        `[${where}] ${at}: config 'field' must name the field to validate, got ${describe(field)}`,
      );
    }
    const type = rule.type;
    const known =
      typeof type === 'string' &&
      !type.endsWith('Message') &&
      !isUnsafeKey(type) &&
      typeof validators[type] === 'function' &&
      (Object.prototype.hasOwnProperty.call(validators, type) ||
        Object.prototype.hasOwnProperty.call(Object.getPrototypeOf(validators), type));
    if (!known) {
      raise(
        where,
        `${at}: config 'type' of the rule for '${field}' is ${describe(type)}, which is not a Lib.data.validations function (presence, length, format, inclusion, exclusion, email, or one added to Lib.data.validations before this model is defined)`,
      );
    }
  });
  return list.slice();
}

function checkProxy(proxy: unknown, where: string): void {
  const ok =
    (typeof proxy === 'string' && proxy !== '') ||
    (proxy !== null && typeof proxy === 'object' && !Array.isArray(proxy));
  if (!ok) {
    fail(where, "config 'proxy'", 'a proxy type, a proxy config or a proxy instance', proxy);
  }
}
