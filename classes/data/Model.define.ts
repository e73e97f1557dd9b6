/**
 * The definition of a model class (`Lib.data.Model`, classes/data/Model.ts) and the value
 * helpers of records: the processing of a model body (`fields`, `idProperty`, `validations`, `proxy`),
 * run once per model class; the keyed field collection a model keeps on its prototype
 * (`Model.prototype.fields`); the lazy record members put on the prototype; proxy creation;
 * and the id and equality tests records, stores and proxies share. The lists (`ItemList`,
 * `KeyedList`) are in lib/ItemList.ts, shared with the store's record collection and the
 * other data lists.
 *
 * @example
 *   User.prototype.fields.get('name').type.type; // 'string'
 */
import * as ClassManager from '../../lib/ClassManager';
import { defineValue, isArray, isFn, isMap, isName, isObj, isString, own } from '../../lib/check';
import { fail } from '../../lib/config';
import { LibError, raise } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { needs } from '../../lib/lang/is';
import { Field, refuse, type FieldConfig } from './Field';
import { validations as validators, type ValidationConfig } from './validations';
import { KeyedList } from '../../lib/ItemList';
import type { Model, ModelDefinition, RecordStore } from './Model';
import type { Proxy } from './proxy/Proxy';

/** The parts of a record `record.id` is made of. */
interface RecordIds {
  modelName: string;
  internalId: unknown;
}

let recordSeed = 0;

/** A fresh internal id for a record without an id: `'ext-record-N'`. */
export const nextInternalId = (): string => 'ext-record-' + ++recordSeed;

/** Ext's test for a usable id: any truthy value, or 0. */
export const isIdValue = (value: unknown): boolean => !!value || value === 0;

/** Equal for change tracking: `===`, dates by time, and NaN equal to NaN. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a !== a && b !== b;
}

/** Makes `key` an ordinary (enumerable, writable) own property of `object`. */
export const defineOwn = (object: object, key: string, value: unknown): void => {
  defineValue(object, key, value, true);
};

/** What a proxy config check expects. */
export const PROXY = 'a proxy type, a proxy config or a proxy';

/** A proxy from a type, config or instance, with its model set (the proxies are registered by alias). */
export function createProxy(proxy: unknown, model: unknown, where: string): Proxy {
  if (!isString(proxy) && !isObj(proxy)) fail(where, 'proxy', PROXY, proxy);
  const instance: Proxy = ClassManager.factory(proxy, 'proxy');
  if (instance && isFn(instance.setModel)) instance.setModel(model);
  return instance;
}

/** What an unedited record's `modified` is: shared, frozen, replaced on the first change. */
export const NO_CHANGES: Record<string, unknown> = Object.freeze(Object.create(null));
/** What the `stores` of a record in no store is: shared, frozen, replaced on the first join. */
export const NO_STORES: readonly RecordStore[] = Object.freeze([]);

/**
 * Prepares the model prototype so that a record pays only for what it uses: `modified` and
 * `stores` start as shared frozen defaults (a plain assignment gives a record its own), and
 * `id` becomes an own property the first time it is read, fixed from the internal id before
 * that id first changes (`Model#$fixId`).
 */
export function installLazyMembers(proto: object): void {
  defineValue(proto, 'modified', NO_CHANGES);
  defineValue(proto, 'stores', NO_STORES);
  Object.defineProperty(proto, 'id', {
    get(this: RecordIds) {
      const value = this.modelName + '-' + this.internalId;
      defineOwn(this, 'id', value);
      return value;
    },
    set(this: object, value: unknown) {
      defineOwn(this, 'id', value);
    },
    configurable: true,
  });
}

/**
 * A small ordered collection of fields (or of anything named: a model's associations), keyed
 * by name (the shape of Ext's MixedCollection).
 */
export class FieldCollection<T extends { name: string } = Field> extends KeyedList<T> {
  /** The items, in declaration order (parent items first). */
  declare items: T[];
  /** The names, in the same order. */
  declare keys: string[];
  /** @internal Name → item. */
  declare map: Map<string, T>;

  constructor(items: T[] = []) {
    super();
    this.items = [];
    this.keys = [];
    this.map = new Map();
    for (const item of items) this.add(item);
  }

  /** The item called `key`; a number that is no name is taken as an index. */
  get(key: string | number): T | undefined {
    return this.map.get(key as string) ?? (typeof key === 'number' ? this.items[key] : undefined);
  }

  /** The key of an item: its name. */
  getKey(item: T): string {
    return item.name;
  }

  /** @internal Name → item. */
  $keyMap(): Map<unknown, T> {
    return this.map;
  }

  /** Adds an item, replacing (in place) one of the same name. */
  add(item: T): T {
    const { name } = item;
    const index = this.keys.indexOf(name);
    if (index === -1) this.keys.push(name);
    this.items[index === -1 ? this.items.length : index] = item;
    this.map.set(name, item);
    return item;
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
  proto: Model,
  parentProto: Model,
  data: ModelDefinition,
  where: string,
): void {
  const [idProperty, version] = (['idProperty', 'versionProperty'] as const).map((name, i) => {
    const value = data[name] === undefined ? parentProto[name] : data[name];
    // A version field is optional (`null` or `undefined`: none).
    if ((i === 0 || value != null) && (!isName(value) || isUnsafeKey(value))) {
      fail(where, `config '${name}'`, 'a non-empty field name', value);
    }
    return value as string;
  });
  // The parent's fields first; a field of the same name replaces the parent's in place.
  const fields = new FieldCollection(
    (parentProto.fields?.items || []).concat(readFields(data.fields, where)),
  );
  // The version is a field of its own (sent, and copied from answers), as the id is.
  if (version && !fields.map.has(version)) fields.add(new Field({ name: version }));
  let idField = fields.map.get(idProperty);
  if (!idField || idField.defaultValue !== undefined) {
    // Fields may be shared with the parent model: change a copy, never the parent's field.
    idField = fields.add(
      idField
        ? Object.assign(Object.create(Object.getPrototypeOf(idField)), idField, {
            defaultValue: undefined,
          })
        : new Field({ name: idProperty, defaultValue: undefined }),
    );
  }
  const items = fields.items;
  const order = items
    .filter((f) => !f.hasCustomConvert)
    .concat(items.filter((f) => f.hasCustomConvert));
  Object.assign(proto, {
    idProperty,
    versionProperty: version,
    fields,
    idField,
    $convertOrder: order,
    $converters: order.map((field) => (field.isIdentity ? null : field.convert)),
    validations: (parentProto.validations || []).concat(
      readValidations(data.validations, where, fields.map),
    ),
  });
  if (data.idgen != null) proto.idgen = needs('idgen', where, "config 'idgen'")(data.idgen, where);
  const proxy = data.proxy;
  if (proxy !== undefined) {
    if (!(isName(proxy) || isMap(proxy))) fail(where, "config 'proxy'", PROXY, proxy);
    proto.$proxyConfig = proxy;
  }
}

/** The array a list config holds (`[]` for none); throws when it is no array. */
/** What the entries of each list config are. */
interface ListConfigs {
  fields: FieldConfig | string | Field;
  validations: ValidationConfig;
}

function listConfig<K extends keyof ListConfigs>(
  value: unknown,
  where: string,
  name: K,
  expected: string,
): Array<ListConfigs[K]> {
  if (value == null) return [];
  if (!isArray(value)) fail(where, `config '${name}'`, expected, value);
  return value as Array<ListConfigs[K]>;
}

function readFields(fields: unknown, where: string): Field[] {
  return listConfig(fields, where, 'fields', 'an array of field names or field configs').map(
    (config: FieldConfig | string | Field, index: number) => {
      if (config instanceof Field) return config;
      const at = `fields[${index}]`;
      if (!isString(config) && !isObj(config)) {
        fail(where, at, 'a field name or a field config', config);
      }
      try {
        return new Field(config);
      } catch (error) {
        const name = isString(config) ? config : config.name;
        throw rethrow(error, where, isString(name) ? `${at} ('${name}')` : at);
      }
    },
  );
}

/** The same kind of error, saying which model and which entry of its config it comes from. */
function rethrow(error: unknown, where: string, entry: string): unknown {
  if (!(error instanceof Error)) return error;
  const text = `${entry}: ${error.message.replace(/^\[[^\]]*\] /, '')}`;
  return error instanceof LibError
    ? new LibError(text, { sourceMethod: where })
    : new (error.constructor as ErrorConstructor)(`[${where}] ${text}`);
}

/**
 * Checks the `validations` of a model body: each a `{type, field}` rule of a known
 * `Lib.data.validations` type on a field the model has (`fields` holds them, inherited ones
 * included), so a typo fails at define time rather than validating nothing.
 */
function readValidations(
  value: unknown,
  where: string,
  fields: { has(name: string): boolean },
): ValidationConfig[] {
  const list = listConfig(value, where, 'validations', 'an array of {type, field} rules');
  list.forEach((rule: ValidationConfig, index: number) => {
    const at = `validations[${index}]`;
    if (!isMap(rule)) fail(where, at, 'a {type, field} object', rule);
    const field = rule.field ?? rule.name;
    if (!isName(field)) fail(where, `${at}: config 'field'`, 'a field name', field);
    const type = rule.type;
    const known =
      isString(type) &&
      !type.endsWith('Message') &&
      !isUnsafeKey(type) &&
      isFn(validators[type]) &&
      (own(validators, type) || own(Object.getPrototypeOf(validators), type));
    if (!known) {
      refuse(where, `${at}: config 'type'`, 'a Lib.data.validations name', type);
    }
    if (!fields.has(field)) {
      raise(where, `${at}: config 'field': the model has no field '${field}'`);
    }
  });
  return list.slice();
}
