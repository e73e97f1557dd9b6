/**
 * `Lib.data.Model` (also `Lib.data.Record`): a record of data with declared fields, change
 * tracking (`modified`, `dirty`, `commit`, `reject`), validation and a proxy. A model class
 * declares `fields`, `idProperty`, `validations` and `proxy` in its definition; each is
 * processed once per class. Records notify the stores they joined of edits, commits,
 * rejects and id changes.
 *
 * Records are created in bulk by readers, so construction is lean: no events, no config
 * processing; readers pass already converted data (`convertedData`) which becomes
 * `record.data` as is.
 *
 * `save`, `destroy` and the static `load` talk to the model's proxy (Model.remote.ts); a
 * failed save or destroy leaves the record exactly as it was.
 *
 * @example
 *   Lib.define('App.User', {
 *     extend: 'Lib.data.Model',
 *     fields: ['name', {name: 'age', type: 'int'}],
 *     validations: [{type: 'presence', field: 'name'}],
 *   });
 *   const user = Lib.create('App.User', {name: 'Ada', age: '36'});
 *   user.get('age'); // 36
 *   user.set('name', 'Grace'); // ['name']
 *   user.getChanges(); // {name: 'Grace'}
 */
import { Base } from '../../lib/Base';
import { registerClass, type ClassBody, type ClassHooks } from '../../lib/Class';
import { describe } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { Errors } from './Errors';
import { Field, type FieldConfig } from './Field';
import {
  FieldCollection,
  createProxy,
  fixRecordId,
  hasOwn,
  hasStores,
  installLazyMembers,
  NO_CHANGES,
  NO_STORES,
  ownModified,
  isEqual,
  isIdValue,
  nextInternalId,
  processModelBody,
} from './Model.utils';
import { validations as validators, type ValidationConfig } from './validations';
import {
  destroyRecord,
  loadRecord,
  saveRecord,
  type ModelLoadOptions,
  type RemoteOptions,
} from './Model.remote';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** What a model calls on each store it joined (every method is optional). */
export interface RecordStore {
  /** After a non-silent edit: the changed field names. */
  afterEdit?(record: Model, modifiedFieldNames: string[]): void;
  /** After a non-silent `commit`. */
  afterCommit?(record: Model, modifiedFieldNames?: string[]): void;
  /** After a non-silent `reject`. */
  afterReject?(record: Model): void;
  /** After the id changed (`setId`, or `set` of the id field): the store re-keys the record. */
  onIdChanged?(record: Model, oldId: Any, newId: Any, oldInternalId: Any): void;
}

/** The model-specific keys of a `Lib.define` body extending `Lib.data.Model`. */
export interface ModelDefinition extends ClassBody {
  /** Field names or configs; the parent's fields come first (a same-named field replaces the parent's). */
  fields?: Array<string | FieldConfig | Field>;
  /** The name of the id field (default `'id'`); added as an `auto` field when not declared. */
  idProperty?: string;
  /** Validation rules, checked in order by `validate()` (the parent's first). */
  validations?: ValidationConfig[];
  /** The proxy: a type, a config or an instance; created on first `getProxy()` (default `ajax`). */
  proxy?: string | Record<string, Any>;
}

/** Options of `set`. */
export interface SetOptions {
  /** Do not notify the joined stores (default `false`). */
  silent?: boolean;
}

const NO_DATA: Record<string, Any> = Object.freeze({});

export class Model extends Base {
  /** The field values by name. */
  declare data: Record<string, Any>;
  /** The raw row the record was read from (or the data it was created with). */
  declare raw: Any;
  /** Original values of the persistent fields changed since the last commit, by name. */
  declare modified: Record<string, Any>;
  /** The key stores use: the id, or `'ext-record-N'` while the record has none. */
  declare internalId: Any;
  /** `'<ModelName>-<internalId>'`, fixed at construction (`setId` does not change it). */
  declare id: string;
  /** `true` while the record has never been saved (it was created without an id). */
  declare phantom: boolean;
  /** `true` while a persistent field differs from its committed value. */
  declare dirty: boolean;
  /** `true` between `beginEdit` and `endEdit`/`cancelEdit`. */
  declare editing: boolean;
  /**
   * `true` once the server confirmed the record's destroy (through `destroy()` or a store's
   * `sync`): no store sends it to be destroyed again. Joining a store makes it live again
   * (default `false`).
   */
  declare erased: boolean;
  /** The stores this record belongs to. */
  declare stores: RecordStore[];
  /** The first store this record belongs to (Ext JS 4 compatibility), if any. */
  declare store?: RecordStore | null;
  /** @internal Data, modified values and dirty flag saved by `beginEdit`. */
  declare dataSave?: Record<string, Any> | null;
  declare modifiedSave?: Record<string, Any> | null;
  declare dirtySave?: boolean | null;

  // ---- per class (on the prototype) ----
  /** The fields of this model, keyed by name. */
  declare fields: FieldCollection;
  /** The id field. */
  declare idField: Field;
  /** The name of the id field (default `'id'`). */
  declare idProperty: string;
  /** The validation rules (the parent's first). */
  declare validations: ValidationConfig[];
  /** The model's class name (the prefix of `record.id`). */
  declare modelName: string;
  /** The proxy config (uninstantiated) until `getProxy()`, then the proxy instance. */
  declare proxy: Any;
  /** The proxy type used when the model declares none (default `'ajax'`). */
  declare defaultProxyType: string;
  /** Always `true`. */
  declare isModel: true;
  /** @internal See Model.utils.ts. */
  declare $convertOrder: Field[];
  declare $converters: Array<Field['convert']>;
  declare $proxyConfig?: Any;

  /**
   * @param data Field values by name (converted through the fields; missing fields get their
   *   converted `defaultValue`). Keys that are no field are not kept in `data` (they stay
   *   readable in `raw`).
   * @param id The id; overrides the one in `data`. A record without id is phantom.
   * @param raw The raw row (default `data`).
   * @param convertedData Already converted values: used as `record.data` as is (readers).
   */
  override $construct(
    data?: Record<string, Any> | null,
    id?: Any,
    raw?: Any,
    convertedData?: Record<string, Any> | null,
  ): this {
    // Readers create records by the hundred thousand: four own properties, always assigned
    // in the same order so that every record shares one shape. `modified`, `stores` and `id`
    // are created on first use (see installLazyMembers in Model.utils.ts).
    const passedId = isIdValue(id);
    const idProperty = this.idProperty;
    this.raw = raw === undefined || raw === null ? data : raw;
    let hasId: boolean;
    if (convertedData) {
      this.data = convertedData;
      if (passedId) {
        if (convertedData[idProperty] !== id) convertedData[idProperty] = id;
        hasId = true;
        this.internalId = id;
      } else {
        const value = convertedData[idProperty];
        hasId = isIdValue(value);
        this.internalId = hasId ? value : nextInternalId();
      }
    } else {
      const values: Record<string, Any> = {};
      this.data = values;
      const rawId = passedId ? id : data ? data[idProperty] : undefined;
      hasId = isIdValue(rawId);
      this.$convert(values, data, passedId, id);
      const value = values[idProperty];
      this.internalId = hasId ? (isIdValue(value) ? value : rawId) : nextInternalId();
    }
    this.phantom = !hasId;
    return this;
  }

  /** @internal Fills `values` from `data` field by field (custom converters last). */
  $convert(values: Record<string, Any>, data: Any, passedId: boolean, id: Any): void {
    const fields = this.$convertOrder;
    const converters = this.$converters;
    const source = data || NO_DATA;
    const idField = this.idField;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      const name = field.name;
      let value = passedId && field === idField ? id : source[name];
      // A field named like an Object.prototype member (`toString`) reads only the data's own
      // value, never the inherited function; `typeof` first keeps the common path one check.
      if (typeof value === 'function' && !hasOwn(source, name)) value = undefined;
      if (value === undefined) value = field.defaultValue;
      const convert = converters[i];
      values[name] = convert === null ? value : convert.call(field, value, this);
    }
    // Only Lib.data.Model itself has an id field outside its (empty) field list.
    if (passedId && !this.fields.map.has(idField.name)) values[idField.name] = id;
  }

  /** The value of a field (or of any key of `data`). */
  get(fieldName: string): Any {
    return this.data[fieldName];
  }

  /**
   * Sets one field (`set(name, value, options)`) or several (`set({name: value}, options)`).
   * Values go through the field's converter; values equal to the current ones (dates by time)
   * are skipped. The first change of a persistent field keeps its original value in
   * `modified`; changing it back removes the entry (and clears `dirty` when none is left).
   * Keys that are no field are stored but not tracked. Unless inside `beginEdit` or
   * `silent`, the joined stores get `afterEdit(record, names)` once.
   * @returns The changed names, or `null` when nothing changed.
   */
  set(
    fieldName: string | Record<string, Any>,
    newValue?: Any,
    options?: SetOptions,
  ): string[] | null {
    let names: string[] | null;
    if (fieldName !== null && typeof fieldName === 'object') {
      options = newValue;
      names = this.$setValues(fieldName);
    } else {
      if (typeof fieldName !== 'string') {
        throw new TypeError(
          `[${this.$className}#set] expects a field name or an object of values, got ${describe(fieldName)}`,
        );
      }
      names = this.$setValue(fieldName, newValue) ? [fieldName] : null;
    }
    if (names !== null && this.editing !== true && !(options && options.silent)) {
      this.afterEdit(names);
    }
    return names;
  }

  /** @internal Sets several values, fields with a custom converter last; returns changed names. */
  $setValues(values: Record<string, Any>): string[] | null {
    const names: string[] = [];
    let deferred: string[] | undefined;
    const map = this.fields.map;
    for (const key in values) {
      if (!hasOwn(values, key)) continue;
      const field = map.get(key);
      if (field !== undefined && field.hasCustomConvert) (deferred || (deferred = [])).push(key);
      else if (this.$setValue(key, values[key])) names.push(key);
    }
    if (deferred) for (const key of deferred) if (this.$setValue(key, values[key])) names.push(key);
    return names.length ? names : null;
  }

  /** @internal Sets one value with conversion and change tracking; `true` when it changed. */
  $setValue(name: string, value: Any): boolean {
    if (isUnsafeKey(name)) return false;
    const field = this.fields.map.get(name);
    if (field !== undefined) {
      const convert = field.convert;
      if (convert) value = convert.call(field, value, this);
    }
    const data = this.data;
    const current = data[name];
    if (isEqual(current, value)) return false;
    data[name] = value;
    if (field !== undefined && field.persist) {
      const modified = this.modified;
      if (modified !== NO_CHANGES && hasOwn(modified, name)) {
        if (isEqual(modified[name], value)) {
          delete modified[name];
          let dirty = false;
          for (const key in modified) {
            if (hasOwn(modified, key)) {
              dirty = true;
              break;
            }
          }
          this.dirty = dirty;
        }
      } else {
        this.dirty = true;
        ownModified(this)[name] = current;
      }
    }
    if (name === this.idProperty) this.changeId(current, value);
    return true;
  }

  /**
   * @internal The id changed: a usable id makes the record non-phantom and becomes its
   * `internalId` (none gives it a new `'ext-record-N'`); the stores are told to re-key it.
   * `record.id` stays as it was.
   */
  changeId(oldId: Any, newId: Any): void {
    const hadId = isIdValue(oldId);
    const hasId = isIdValue(newId);
    const oldInternalId = this.internalId;
    this.phantom = !hasId;
    if (hasId || hadId) {
      fixRecordId(this);
      this.internalId = hasId ? newId : nextInternalId();
    }
    if (hasStores(this)) this.callStore('onIdChanged', oldId, newId, oldInternalId);
  }

  /** The id (the id field's value; `undefined` for a phantom record of an `auto` id field). */
  getId(): Any {
    return this.data[this.idProperty];
  }

  /** Sets the id through `set`: the record stops being phantom and stores re-key it. */
  setId(id: Any): void {
    this.set(this.idProperty, id);
  }

  /** Whether the record (or the given value) has a usable id: truthy or 0. */
  hasId(id?: Any): boolean {
    // eslint-disable-next-line prefer-rest-params
    return isIdValue(arguments.length === 0 ? this.getId() : id);
  }

  /**
   * Accepts the changes: not phantom, not dirty, nothing in `modified`. Unless `silent`, the
   * joined stores get `afterCommit(record, modifiedFieldNames)`.
   */
  commit(silent?: boolean, modifiedFieldNames?: string[]): void {
    this.phantom = this.dirty = this.editing = false;
    this.modified = NO_CHANGES;
    if (silent !== true) this.afterCommit(modifiedFieldNames);
  }

  /**
   * Restores the original values of the modified fields and clears `dirty`. Unless `silent`,
   * the joined stores get `afterReject(record)`.
   */
  reject(silent?: boolean): void {
    const modified = this.modified;
    const data = this.data;
    const idProperty = this.idProperty;
    const idBefore = data[idProperty];
    for (const key in modified) if (hasOwn(modified, key)) data[key] = modified[key];
    this.dirty = this.editing = false;
    this.modified = NO_CHANGES;
    // A rejected id change must re-key the record as the change did.
    if (!isEqual(idBefore, data[idProperty])) this.changeId(idBefore, data[idProperty]);
    if (silent !== true) this.afterReject();
  }

  /** The current values of the modified fields, by name. */
  getChanges(): Record<string, Any> {
    const changes: Record<string, Any> = {};
    const modified = this.modified;
    for (const key in modified) if (hasOwn(modified, key)) changes[key] = this.data[key];
    return changes;
  }

  /** Whether a field was changed since the last commit. */
  isModified(fieldName: string): boolean {
    return hasOwn(this.modified, fieldName);
  }

  /** Marks every persistent field as modified (with its current value) and the record dirty. */
  setDirty(): void {
    this.dirty = true;
    const items = this.fields.items;
    for (let i = 0; i < items.length; i++) {
      const field = items[i];
      if (field.persist) ownModified(this)[field.name] = this.data[field.name];
    }
  }

  /** Starts an edit: `set` no longer notifies stores until `endEdit`; `cancelEdit` undoes. */
  beginEdit(): void {
    if (this.editing === true) return;
    this.editing = true;
    this.dirtySave = this.dirty;
    this.dataSave = { ...this.data };
    this.modifiedSave = { ...this.modified };
  }

  /** Ends an edit, undoing every change made since `beginEdit` (no store is notified). */
  cancelEdit(): void {
    if (this.editing !== true) return;
    this.editing = false;
    const idBefore = this.data[this.idProperty];
    this.modified = this.modifiedSave as Record<string, Any>;
    this.data = this.dataSave as Record<string, Any>;
    this.dirty = this.dirtySave as boolean;
    this.modifiedSave = this.dataSave = this.dirtySave = null;
    const idAfter = this.data[this.idProperty];
    if (!isEqual(idBefore, idAfter)) this.changeId(idBefore, idAfter);
  }

  /**
   * Ends an edit. Unless `silent`, when values changed since `beginEdit` the joined stores
   * get one `afterEdit(record, names)` (`modifiedFieldNames`, default: every changed field).
   */
  endEdit(silent?: boolean, modifiedFieldNames?: string[]): void {
    if (this.editing !== true) return;
    this.editing = false;
    const saved = this.dataSave as Record<string, Any>;
    this.modifiedSave = this.dataSave = this.dirtySave = null;
    if (silent === true) return;
    const names = modifiedFieldNames || this.getModifiedFieldNames(saved);
    if (names.length !== 0) this.afterEdit(names);
  }

  /** The names of the values that differ from `saved` (default: the values at `beginEdit`). */
  getModifiedFieldNames(saved?: Record<string, Any> | null): string[] {
    const old = saved || this.dataSave || {};
    const data = this.data;
    const names: string[] = [];
    for (const key in data) {
      if (hasOwn(data, key) && !isEqual(data[key], old[key])) names.push(key);
    }
    return names;
  }

  /**
   * A new record of the same model with a shallow copy of the data and the id `newId`
   * (default: this record's id, and the copy of a phantom record is phantom, with its own
   * `internalId`).
   */
  copy(newId?: Any): this {
    const data = { ...this.data };
    let id: Any;
    if (newId !== undefined) {
      const convert = this.idField.convert;
      id = convert ? convert.call(this.idField, newId, this) : newId;
      data[this.idProperty] = id;
    }
    const copy = new (this.self as Any)(undefined, id, this.raw, data);
    // A copy of a new record is new too, even when its id field holds a converted 0, with an
    // internal id (and so a record.id) of its own.
    if (newId === undefined && this.phantom) {
      copy.phantom = true;
      copy.internalId = nextInternalId();
    }
    return copy;
  }

  /**
   * The values of the declared fields, as a new object. `includeAssociated` is accepted for
   * compatibility (Lib has no associations yet).
   */
  getData(_includeAssociated?: boolean): Record<string, Any> {
    const out: Record<string, Any> = {};
    const items = this.fields.items;
    for (let i = 0; i < items.length; i++) out[items[i].name] = this.data[items[i].name];
    return out;
  }

  /**
   * Checks the model's validation rules in order: one entry per failing rule, with the rule's
   * `message` or the validator's default message.
   */
  validate(): Errors {
    const errors = new Errors();
    const rules = this.validations;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      const field = (rule.field ?? rule.name) as string;
      const type = rule.type;
      if (!validators[type](rule, this.data[field])) {
        errors.add({ field, message: rule.message || validators[type + 'Message'] });
      }
    }
    return errors;
  }

  /** Whether `validate()` finds nothing. */
  isValid(): boolean {
    return this.validate().isValid();
  }

  /**
   * Adds a store to the ones this record notifies. A destroyed (`erased`) record that joins a
   * store is live again: it was put back, so removing it later destroys it again.
   */
  join(store: RecordStore): void {
    const stores = this.stores;
    if (stores === NO_STORES) this.stores = [store];
    else if (stores.indexOf(store) === -1) stores.push(store);
    this.store = this.stores[0];
    if (this.erased === true) this.erased = false;
  }

  /** Removes a store from the ones this record notifies. */
  unjoin(store: RecordStore): void {
    const stores = this.stores;
    if (stores === NO_STORES) return;
    const index = stores.indexOf(store);
    if (index !== -1) stores.splice(index, 1);
    this.store = stores[0] || null;
  }

  /** Calls `store[fn](record, ...args)` on each joined store that has such a method. */
  callStore(fn: string, ...args: Any[]): void {
    if (!hasStores(this)) return;
    // A copy only when a store could leave the list while being called.
    const stores = this.stores.length === 1 ? this.stores : this.stores.slice();
    for (let i = 0; i < stores.length; i++) {
      const store = stores[i] as Any;
      if (store && typeof store[fn] === 'function') store[fn](this, ...args);
    }
  }

  /** Tells the joined stores about an edit (`afterEdit(record, names)`). */
  afterEdit(modifiedFieldNames: string[]): void {
    // Checked here so an edit of a record in no store allocates nothing.
    if (hasStores(this)) this.callStore('afterEdit', modifiedFieldNames);
  }

  /** Tells the joined stores about a commit (`afterCommit(record, names)`). */
  afterCommit(modifiedFieldNames?: string[]): void {
    if (hasStores(this)) this.callStore('afterCommit', modifiedFieldNames);
  }

  /** Tells the joined stores about a reject (`afterReject(record)`). */
  afterReject(): void {
    if (hasStores(this)) this.callStore('afterReject');
  }

  /** The record's own proxy (set by the instance `setProxy`), else its model's. */
  getProxy(): Any {
    return hasOwn(this, 'proxy') ? this.proxy : (this.self as typeof Model).getProxy();
  }

  /** Gives this record its own proxy (a type, a config or an instance); returns it. */
  setProxy(proxy: Any): Any {
    const instance = createProxy(proxy, this.self, `${this.$className}#setProxy`);
    this.proxy = instance;
    return instance;
  }

  /**
   * Saves the record through its proxy (`create` when phantom, else `update`); on success the
   * server's values are copied in and the record committed, each store holding it fires
   * `write` and `datachanged`, then `success(record, operation)`; on failure the record is
   * left as it was and `failure(record, operation)` is called; then `callback(record,
   * operation, success)`. `this` = `options.scope` (default the record); other options
   * (`params`, `signal`, ...) go to the operation. See Model.remote.ts.
   */
  save(options?: RemoteOptions): this {
    saveRecord(this, options);
    return this;
  }

  /**
   * Destroys the record through its proxy (a phantom record never reaches the server): on
   * success it leaves its stores (each fires `write` unless it was phantom) and becomes
   * `erased` (a store it was removed from earlier does not destroy it again), then
   * `success(record, operation)`; on failure it stays as it was and `failure(record,
   * operation)` is called; then `callback(record, operation)`. Always the data action, even
   * without arguments (Lib.Base's teardown does not apply to records). See Model.remote.ts.
   */
  override destroy(options?: RemoteOptions): this {
    destroyRecord(this, options);
    return this;
  }

  // ---- statics (inherited by every model) ----

  /** The model's fields, parent fields first (a new array). */
  static getFields(): Field[] {
    return (this.prototype as Model).fields.items.slice();
  }

  /**
   * The model's proxy, created on first call from the `proxy` of the definition (or the
   * nearest ancestor's), else of type `defaultProxyType` (`'ajax'`); its model is set to
   * this class.
   */
  static getProxy(): Any {
    if (hasOwn(this, 'proxy') && (this as Any).proxy) return (this as Any).proxy;
    const proto = this.prototype as Model;
    const config = hasOwn(proto, 'proxy') ? proto.proxy : proto.$proxyConfig;
    return this.setProxy(config ?? { type: proto.defaultProxyType });
  }

  /** Sets the model's proxy (a type, a config or an instance) and its model; returns it. */
  static setProxy(proxy: Any): Any {
    const instance = createProxy(proxy, this, `${this.$className || 'Lib.data.Model'}.setProxy`);
    (this as Any).proxy = instance;
    (this.prototype as Model).proxy = instance;
    return instance;
  }

  /**
   * Reads the record with this id through the model's proxy (a read operation with `id`):
   * `success(record, operation)` or `failure(null, operation)`, then `callback(record,
   * operation, success)`, `this` = `options.scope` (default the model). Other options
   * (`params`, `signal`, ...) go to the operation. See Model.remote.ts.
   */
  static load(id: Any, options?: ModelLoadOptions): void {
    loadRecord(this, id, options);
  }

  /**
   * A new `'ext-record-N'` id. Given a record, also makes it phantom with that `internalId`
   * (how a copy becomes a new record).
   */
  static id(record?: Model): string {
    const id = nextInternalId();
    if (record) {
      fixRecordId(record);
      record.phantom = true;
      record.internalId = id;
    }
    return id;
  }
}

installLazyMembers(Model.prototype);

registerClass(Model, 'Lib.data.Model', {
  alternateClassName: 'Lib.data.Record',
  isModel: true,
  idProperty: 'id',
  defaultProxyType: 'ajax',
  phantom: false,
  dirty: false,
  editing: false,
  erased: false,
  onClassExtended(cls: Any, data: ClassBody, hooks: ClassHooks) {
    const proto = cls.prototype;
    processModelBody(proto, cls.superclass, data, `Lib.define('${cls.$className || ''}')`);
    proto.modelName = cls.$className;
    // The processed `fields` and `validations` are on the prototype already; the raw
    // arrays of the body must not be copied over them.
    const next = hooks.onBeforeCreated;
    hooks.onBeforeCreated = function (this: Any, target, body, h) {
      const rest: ClassBody = { ...body };
      delete rest.fields;
      delete rest.validations;
      next.call(this, target, rest, h);
    };
  },
});
// Lib.data.Model itself declares no field (a subclass's list starts with its own fields);
// its id field exists only so that a bare Lib.data.Model record still has an id.
Object.assign(Model.prototype, {
  modelName: 'Lib.data.Model',
  fields: new FieldCollection(),
  idField: new Field({ name: 'id', defaultValue: undefined }),
  validations: [],
  $convertOrder: [],
  $converters: [],
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Model': typeof Model;
    'Lib.data.Record': typeof Model;
  }
}
