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
 * `save`, `destroy` and the static `load` talk to the model's proxy (their options and
 * callbacks in Model.remote.ts); a failed save or destroy leaves the record exactly as it was.
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
import { isFn, isString, own } from '../../lib/check';
import { fail } from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { suggest } from '../../lib/ClassManager';
import { isUnsafeKey } from '../../lib/lang/Object';
import { Errors } from './Errors';
import { Field, type FieldConfig } from './Field';
import {
  FieldCollection,
  createProxy,
  defineOwn,
  installLazyMembers,
  NO_CHANGES,
  NO_STORES,
  isEqual,
  isIdValue,
  nextInternalId,
  processModelBody,
} from './Model.define';
import { validations as validators, type ValidationConfig, type Validator } from './validations';
import {
  prepareRemote,
  type ConflictOptions,
  type ModelLoadOptions,
  type RemoteOptions,
} from './Model.remote';
import type { Action } from './Operation';
import type { Conflict } from './Connection.errors';
import { ResultSet } from './ResultSet';
import type { IdGenerator, IdGenSpec } from './IdGenerator';
import type { Proxy } from './proxy/Proxy';
import type { HasManyConfig } from './association/HasMany';
import type { BelongsToConfig } from './association/BelongsTo';
import type { Association } from './association/Association';

/** What a model calls on each store it joined (every method is optional). */
export interface RecordStore {
  /** After a non-silent edit: the changed field names. */
  afterEdit?(record: Model, modifiedFieldNames: string[]): void;
  /** After a non-silent `commit`. */
  afterCommit?(record: Model, modifiedFieldNames?: string[]): void;
  /** After a non-silent `reject`. */
  afterReject?(record: Model): void;
  /** After a change that fires no `update` (a silent `set`, one inside `beginEdit`, `setDirty`). */
  onRecordChange?(record: Model): void;
  /** After the id changed (`setId`, or `set` of the id field): the store re-keys the record. */
  onIdChanged?(record: Model, oldId: unknown, newId: unknown, oldInternalId: unknown): void;
  /** Fires an event (`write` and `datachanged` after a `save`, `write` after a `destroy`). */
  fireEvent?(name: string, ...args: unknown[]): unknown;
  /** Removes the record (after a successful `destroy`, as a move: it is not destroyed twice). */
  remove?(records: Model | Model[], isMove?: boolean): void;
}

/** The model-specific keys of a `Lib.define` body extending `Lib.data.Model`. */
export interface ModelDefinition extends ClassBody {
  /** Field names or configs; the parent's fields come first (a same-named field replaces the parent's). */
  fields?: Array<string | FieldConfig | Field>;
  /** The name of the id field (default `'id'`); added as an `auto` field when not declared. */
  idProperty?: string;
  /**
   * The name of the version field (default none), for optimistic concurrency: the server
   * gives each row a version (+1 per write); an update or destroy sends the version it was
   * made from, and a server that holds a newer one refuses it (412 or 409), so no write
   * overwrites one it never saw (see `conflict`). Added as an `auto` field when not declared.
   */
  versionProperty?: string;
  /** Validation rules, checked in order by `validate()` (the parent's first). */
  validations?: ValidationConfig[];
  /** The proxy: a type, a config or an instance; created on first `getProxy()` (default `ajax`). */
  proxy?: string | Record<string, unknown>;
  /**
   * The id generator of new records (default none: a new record has no id until the server
   * gives one): `'sequential'`, `'uuid'`, a config (`{type: 'sequential', prefix: 'N', seed:
   * 1}`, `{type: 'uuid'}`; an `id` shares it between models) or a `Lib.data.IdGenerator`.
   * A record created without an id gets the next id at creation and stays phantom.
   */
  idgen?: IdGenSpec;
  /**
   * Associations with other models (`{type: 'hasMany' | 'belongsTo' | 'hasOne', model, ...}`,
   * see `Lib.data.association.*`); the parent's come first. Needs the association classes
   * (the app pack: `dist/lib-app.js`, `lib-ext4/app`); without them a model declaring any is an
   * error naming the pack.
   */
  associations?: Array<HasManyConfig | BelongsToConfig>;
  /** `hasMany` associations: a model name, a config, or an array of them. */
  hasMany?: string | HasManyConfig | Array<string | HasManyConfig>;
  /** `belongsTo` associations: a model name, a config, or an array of them. */
  belongsTo?: string | BelongsToConfig | Array<string | BelongsToConfig>;
  /** `hasOne` associations: a model name, a config, or an array of them. */
  hasOne?: string | BelongsToConfig | Array<string | BelongsToConfig>;
}

/** The keys of a model body that declare associations. */
const ASSOCIATION_KEYS = ['associations', 'hasMany', 'belongsTo', 'hasOne'];

/** Options of `set`. */
export interface SetOptions {
  /** Do not notify the joined stores (default `false`). */
  silent?: boolean;
}

export class Model extends Base {
  /** The field values by name. */
  declare data: Record<string, unknown>;
  /** The raw row the record was read from (or the data it was created with). */
  declare raw: unknown;
  /** Original values of the persistent fields changed since the last commit, by name. */
  declare modified: Record<string, unknown>;
  /** The key stores use: the id, or `'ext-record-N'` while the record has none. */
  declare internalId: unknown;
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
  /**
   * @internal `true` on a buffered store's placeholder for a row whose page has not arrived
   * (Store.buffered.ts): it holds no data, and cannot be selected or edited.
   */
  declare $pending?: boolean;
  declare stores: RecordStore[];
  /** The first store this record belongs to (Ext JS 4 compatibility), if any. */
  declare store?: RecordStore | null;
  /** @internal Data, modified values and dirty flag saved by `beginEdit`. */
  declare dataSave?: Record<string, unknown> | null;
  declare modifiedSave?: Record<string, unknown> | null;
  declare dirtySave?: boolean | null;

  // ---- per class (on the prototype) ----
  /** The fields of this model, keyed by name. */
  declare fields: FieldCollection;
  /** The id field. */
  declare idField: Field;
  /** The name of the id field (default `'id'`). */
  declare idProperty: string;
  /** The name of the version field (see `ModelDefinition#versionProperty`), or `undefined`. */
  declare versionProperty?: string;
  /**
   * The ETag of the record's row, from the last single-row answer (a `load`, a save); the
   * REST proxy sends it as `If-Match` with an update or destroy of the record.
   */
  declare etag?: string;
  /**
   * Set when the server refused the record's last update or destroy as stale (412 or 409):
   * `{record, current, action}`, `current` being the server's row as a record. The record keeps
   * the user's values (dirty) until `resolveConflict` or a successful save.
   */
  declare conflict?: Conflict;
  /** The validation rules (the parent's first). */
  declare validations: ValidationConfig[];
  /** The id generator of new records (see `ModelDefinition#idgen`), or `undefined`. */
  declare idgen?: IdGenerator;
  /** The model's associations, by name (the parent's first; empty without any). */
  declare associations: FieldCollection<Association>;
  /**
   * The values of the associated records loaded so far, by association name (see
   * `Lib.data.association.Association`; present once the association classes are loaded).
   */
  declare getAssociatedData?: () => Record<string, unknown>;
  /**
   * @internal Set by the association classes when loaded: reads the association keys of a
   * model body (`ModelDefinition#associations` and its shortcuts).
   */
  declare static $associate?: (cls: typeof Model, body: ClassBody) => void;
  /** The model's class name (the prefix of `record.id`). */
  declare modelName: string;
  /** The proxy config (uninstantiated) until `getProxy()`, then the proxy instance. */
  declare proxy: Proxy | string | Record<string, unknown> | undefined;
  /** The proxy type used when the model declares none (default `'ajax'`). */
  declare defaultProxyType: string;
  /** Always `true`. */
  declare isModel: true;
  /** @internal See Model.define.ts. */
  declare $convertOrder: Field[];
  declare $converters: Array<Field['convert']>;
  declare $proxyConfig?: string | Record<string, unknown>;
  /** The record's position in its store's whole data set, set when a paged or buffered load reads it. */
  declare index?: number;
  /** @internal Where the record was when removed (`rejectChanges` puts it back there). */
  declare removedFrom?: number;

  /**
   * @param data Field values by name (converted through the fields; missing fields get their
   *   converted `defaultValue`). Keys that are no field are not kept in `data` (they stay
   *   readable in `raw`).
   * @param id The id; overrides the one in `data`. A record without id is phantom.
   * @param raw The raw row (default `data`).
   * @param convertedData Already converted values: used as `record.data` as is (readers).
   */
  override $construct(
    data?: Record<string, unknown> | null,
    id?: unknown,
    raw?: unknown,
    convertedData?: Record<string, unknown> | null,
  ): this {
    const me = this;
    // Readers create records by the hundred thousand: four own properties, always assigned
    // in the same order so that every record shares one shape. `modified`, `stores` and `id`
    // are created on first use (see installLazyMembers in Model.define.ts).
    const passedId = isIdValue(id);
    const idProperty = me.idProperty;
    me.raw = raw ?? data;
    const values: Record<string, unknown> = (me.data = convertedData || {});
    // The id given: `id`, else the one in the (converted or raw) data.
    const givenId = passedId ? id : (convertedData || data)?.[idProperty];
    const hasId = isIdValue(givenId);
    if (!convertedData) me.$convert(values, data, passedId, id);
    else if (passedId && values[idProperty] !== id) values[idProperty] = id;
    // A converted id (a string id of an `int` field) is the key, if it is still usable.
    const value = values[idProperty];
    me.internalId = hasId ? (isIdValue(value) ? value : givenId) : nextInternalId();
    me.phantom = !hasId;
    // A new record gets its model's generated id (records a reader makes are never new).
    if (!hasId && me.idgen !== undefined && !convertedData) me.idgen.$assignId(me);
    return me;
  }

  /** @internal Fills `values` from `data` field by field (custom converters last). */
  $convert(
    values: Record<string, unknown>,
    data: Record<string, unknown> | null | undefined,
    passedId: boolean,
    id: unknown,
  ): void {
    const me = this;
    const fields = me.$convertOrder;
    const converters = me.$converters;
    const source = data || NO_CHANGES;
    const idField = me.idField;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      const name = field.name;
      let value = passedId && field === idField ? id : source[name];
      // A field named like an Object.prototype member (`toString`) reads only the data's own
      // value, never the inherited function; `typeof` first keeps the common path one check.
      if (typeof value === 'function' && !own(source, name)) value = undefined;
      if (value === undefined) value = field.defaultValue;
      const convert = converters[i];
      values[name] = convert === null ? value : convert.call(field, value, me);
    }
    // Only Lib.data.Model itself has an id field outside its (empty) field list.
    if (passedId && !me.fields.map.has(idField.name)) values[idField.name] = id;
  }

  /** The value of a field (or of any key of `data`). */
  get(fieldName: string): unknown {
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
    fieldName: string | Record<string, unknown>,
    newValue?: unknown,
    options?: SetOptions,
  ): string[] | null {
    const me = this;
    let names: string[] | null;
    // Inline rather than isObj: every record.set comes here.
    if (fieldName !== null && typeof fieldName === 'object') {
      options = newValue as SetOptions | undefined;
      names = me.$setValues(fieldName);
    } else {
      if (!isString(fieldName)) {
        fail(`${me.$className}#set`, 'the name', 'a field name or an object of values', fieldName);
      }
      names = me.$setValue(fieldName, newValue) ? [fieldName] : null;
    }
    if (names !== null) {
      if (me.editing !== true && !(options && options.silent)) me.afterEdit(names);
      else me.callStore('onRecordChange');
    }
    return names;
  }

  /** @internal Sets several values, fields with a custom converter last; returns changed names. */
  $setValues(values: Record<string, unknown>): string[] | null {
    const map = this.fields.map;
    const custom = (key: string) => map.get(key)?.hasCustomConvert;
    const keys = Object.keys(values);
    const names = keys
      .filter((key) => !custom(key))
      .concat(keys.filter(custom))
      .filter((key) => this.$setValue(key, values[key]));
    return names.length ? names : null;
  }

  /** @internal Sets one value with conversion and change tracking; `true` when it changed. */
  $setValue(name: string, value: unknown): boolean {
    const me = this;
    if (isUnsafeKey(name)) return false;
    const field = me.fields.map.get(name);
    if (field !== undefined) {
      const convert = field.convert;
      if (convert) value = convert.call(field, value, me);
    }
    const data = me.data;
    const current = data[name];
    if (isEqual(current, value)) return false;
    data[name] = value;
    if (field !== undefined && field.persist) {
      const modified = me.modified;
      if (modified !== NO_CHANGES && own(modified, name)) {
        if (isEqual(modified[name], value)) {
          delete modified[name];
          me.dirty = Object.keys(modified).length !== 0;
        }
      } else {
        me.dirty = true;
        me.$ownModified()[name] = current;
      }
    }
    if (name === me.idProperty) me.changeId(current, value);
    return true;
  }

  /**
   * @internal The id changed: a usable id makes the record non-phantom and becomes its
   * `internalId` (none gives it a new `'ext-record-N'`); the stores are told to re-key it.
   * `record.id` stays as it was.
   */
  changeId(oldId: unknown, newId: unknown): void {
    const me = this;
    const hadId = isIdValue(oldId);
    const hasId = isIdValue(newId);
    const oldInternalId = me.internalId;
    me.phantom = !hasId;
    if (hasId || hadId) {
      me.$fixId();
      me.internalId = hasId ? newId : nextInternalId();
    }
    if (me.stores.length !== 0) me.callStore('onIdChanged', oldId, newId, oldInternalId);
  }

  /** @internal Fixes `record.id` from the current `internalId` before the internal id changes. */
  $fixId(): void {
    if (!own(this, 'id')) defineOwn(this, 'id', this.modelName + '-' + this.internalId);
  }

  /** @internal The record's own `modified` map, created on its first change. */
  $ownModified(): Record<string, unknown> {
    let modified = this.modified;
    if (modified === NO_CHANGES) modified = this.modified = {};
    return modified;
  }

  /** The id (the id field's value; `undefined` for a phantom record of an `auto` id field). */
  getId(): unknown {
    return this.data[this.idProperty];
  }

  /** Sets the id through `set`: the record stops being phantom and stores re-key it. */
  setId(id: unknown): void {
    this.set(this.idProperty, id);
  }

  /** Whether the record (or the given value) has a usable id: truthy or 0. */
  hasId(id?: unknown): boolean {
    return isIdValue(arguments.length === 0 ? this.getId() : id);
  }

  /**
   * Accepts the changes: not phantom, not dirty, nothing in `modified`. Unless `silent`, the
   * joined stores get `afterCommit(record, modifiedFieldNames)`.
   */
  commit(silent?: boolean, modifiedFieldNames?: string[]): void {
    const me = this;
    if (me.conflict) me.conflict = undefined;
    me.phantom = me.dirty = me.editing = false;
    me.modified = NO_CHANGES;
    if (silent !== true) me.afterCommit(modifiedFieldNames);
  }

  /**
   * Restores the original values of the modified fields and clears `dirty`. Unless `silent`,
   * the joined stores get `afterReject(record)`.
   */
  reject(silent?: boolean): void {
    const me = this;
    const idBefore = me.data[me.idProperty];
    Object.assign(me.data, me.modified);
    me.dirty = me.editing = false;
    me.modified = NO_CHANGES;
    // A rejected id change must re-key the record as the change did.
    me.$idChanged(idBefore);
    if (silent !== true) me.afterReject();
  }

  /** The current values of the modified fields, by name. */
  getChanges(): Record<string, unknown> {
    const changes: Record<string, unknown> = {};
    for (const key of Object.keys(this.modified)) changes[key] = this.data[key];
    return changes;
  }

  /** Whether a field was changed since the last commit. */
  isModified(fieldName: string): boolean {
    return own(this.modified, fieldName);
  }

  /** Marks every persistent field as modified (with its current value) and the record dirty. */
  setDirty(): void {
    const me = this;
    me.dirty = true;
    for (const { persist, name } of me.fields.items) {
      if (persist) me.$ownModified()[name] = me.data[name];
    }
    me.callStore('onRecordChange');
  }

  /** Starts an edit: `set` no longer notifies stores until `endEdit`; `cancelEdit` undoes. */
  beginEdit(): void {
    const me = this;
    if (me.editing === true) return;
    me.editing = true;
    me.dirtySave = me.dirty;
    me.dataSave = { ...me.data };
    me.modifiedSave = { ...me.modified };
  }

  /** Ends an edit, undoing every change made since `beginEdit` (no store is notified). */
  cancelEdit(): void {
    const me = this;
    if (me.editing !== true) return;
    const idBefore = me.data[me.idProperty];
    me.modified = me.modifiedSave as Record<string, unknown>;
    me.data = me.dataSave as Record<string, unknown>;
    me.dirty = me.dirtySave as boolean;
    me.$endEditing();
    me.$idChanged(idBefore);
  }

  /**
   * Ends an edit. Unless `silent`, when values changed since `beginEdit` the joined stores
   * get one `afterEdit(record, names)` (`modifiedFieldNames`, default: every changed field).
   */
  endEdit(silent?: boolean, modifiedFieldNames?: string[]): void {
    if (this.editing !== true) return;
    const saved = this.dataSave as Record<string, unknown>;
    this.$endEditing();
    if (silent === true) return;
    const names = modifiedFieldNames || this.getModifiedFieldNames(saved);
    if (names.length !== 0) this.afterEdit(names);
  }

  /** @internal Leaves edit mode, forgetting what `beginEdit` saved. */
  $endEditing(): void {
    this.editing = false;
    this.modifiedSave = this.dataSave = this.dirtySave = null;
  }

  /**
   * @internal The id differs from `idBefore` (a cancelled or rejected change of it): the
   * record is re-keyed.
   */
  $idChanged(idBefore: unknown): void {
    const id = this.data[this.idProperty];
    if (!isEqual(idBefore, id)) this.changeId(idBefore, id);
  }

  /** The names of the values that differ from `saved` (default: the values at `beginEdit`). */
  getModifiedFieldNames(saved?: Record<string, unknown> | null): string[] {
    const old = saved || this.dataSave || {};
    const data = this.data;
    return Object.keys(data).filter((key) => !isEqual(data[key], old[key]));
  }

  /**
   * A new record of the same model with a shallow copy of the data and the id `newId`
   * (default: this record's id, and the copy of a phantom record is phantom, with its own
   * `internalId`).
   */
  copy(newId?: unknown): this {
    const me = this;
    const data = { ...me.data };
    let id: unknown;
    if (newId !== undefined) {
      const convert = me.idField.convert;
      id = convert ? convert.call(me.idField, newId, me) : newId;
      data[me.idProperty] = id;
    }
    const copy = new me.self(undefined, id, me.raw, data);
    // A copy of a new record is new too, even when its id field holds a converted 0, with an
    // internal id (and so a record.id) of its own.
    if (newId === undefined && me.phantom) {
      copy.phantom = true;
      copy.internalId = nextInternalId();
    }
    return copy;
  }

  /**
   * The values of the declared fields, as a new object; with `includeAssociated`, also the
   * data of the associated records loaded so far (`getAssociatedData`).
   */
  getData(includeAssociated?: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const { name } of this.fields.items) out[name] = this.data[name];
    if (includeAssociated === true && this.associations.items.length) {
      Object.assign(out, this.getAssociatedData!());
    }
    return out;
  }

  /**
   * Checks the model's validation rules in order: one entry per failing rule, with the rule's
   * `message` or the validator's default message.
   */
  validate(): Errors {
    const errors = new Errors();
    for (const rule of this.validations) {
      const field = (rule.field ?? rule.name) as string;
      const type = rule.type;
      if (!(validators[type] as Validator)(rule, this.data[field])) {
        errors.add({ field, message: rule.message || (validators[type + 'Message'] as string) });
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
    const me = this;
    const stores = me.stores;
    if (stores === NO_STORES) me.stores = [store];
    else if (stores.indexOf(store) === -1) stores.push(store);
    me.store = me.stores[0];
    if (me.erased === true) me.erased = false;
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
  callStore(fn: string, ...args: unknown[]): void {
    const me = this;
    if (me.stores.length === 0) return;
    // A copy only when a store could leave the list while being called.
    const stores = (me.stores.length === 1 ? me.stores : me.stores.slice()) as unknown as Array<
      Record<string, (...args: unknown[]) => void>
    >;
    for (let i = 0; i < stores.length; i++) {
      const store = stores[i];
      if (store && typeof store[fn] === 'function') store[fn](me, ...args);
    }
  }

  /** Tells the joined stores about an edit (`afterEdit(record, names)`). */
  afterEdit(modifiedFieldNames: string[]): void {
    // Checked here so an edit of a record in no store allocates nothing.
    if (this.stores.length !== 0) this.callStore('afterEdit', modifiedFieldNames);
  }

  /** Tells the joined stores about a commit (`afterCommit(record, names)`). */
  afterCommit(modifiedFieldNames?: string[]): void {
    this.callStore('afterCommit', modifiedFieldNames);
  }

  /** Tells the joined stores about a reject (`afterReject(record)`). */
  afterReject(): void {
    this.callStore('afterReject');
  }

  /** The record's own proxy (set by the instance `setProxy`), else its model's. */
  getProxy(): Proxy {
    return own(this, 'proxy') ? (this.proxy as Proxy) : (this.self as typeof Model).getProxy();
  }

  /** Gives this record its own proxy (a type, a config or an instance); returns it. */
  setProxy(proxy: string | Record<string, unknown> | Proxy): Proxy {
    const instance = createProxy(proxy, this.self, `${this.$className}#setProxy`);
    this.proxy = instance;
    return instance;
  }

  /**
   * Saves the record through its proxy: `create` when it is phantom, else `update`. When the
   * server accepts it, the values it sent back are copied in and the record is committed (a
   * new record takes the server's id and stops being phantom); every store holding it fires
   * `write(store, operation)` and `datachanged(store)`; then `success(record, operation)`.
   * On failure the record is left exactly as it was (phantom or dirty with the user's values:
   * the same call can simply be made again) and `failure(record, operation)` is called.
   * Either way `callback(record, operation, success)` follows; `this` is `options.scope`
   * (default the record). Other options (`params`, `signal`, ...) go to the operation.
   */
  save(options?: RemoteOptions): this {
    const me = this;
    const action: Action = me.phantom ? 'create' : 'update';
    const [operation, done] = prepareRemote(
      me,
      `${me.$className}#save`,
      options,
      action,
      (config) => ({ ...config, records: [me] }),
      (op) => {
        const success = op.wasSuccessful();
        if (success) {
          for (const store of me.stores.slice()) {
            if (!isFn(store.fireEvent)) continue;
            store.fireEvent('write', store, op);
            store.fireEvent('datachanged', store);
          }
        }
        return [success, me];
      },
    );
    me.getProxy()[action](operation, done, me);
    return me;
  }

  /**
   * Destroys the record through its proxy. A phantom record never reaches the server: it
   * succeeds at once. On success the record leaves every store holding it (`remove` and
   * `bulkremove` with `isMove` true, so it is not queued for another destroy) and, unless it
   * was phantom, each store fires `write(store, operation)`; the record becomes `erased`, so a
   * store it was removed from earlier does not destroy it again on its next sync (Ext JS 4
   * sends that second destroy); then `success(record, operation)`. On failure the record
   * stays where and as it was and `failure(record, operation)` is called. Either way
   * `callback(record, operation)` follows (no third argument, as in Ext JS 4); `this` is
   * `options.scope` (default the record). Always the data action, even without arguments, as
   * `record.destroy()` is in Ext JS 4 (Lib.Base's teardown does not apply to records).
   */
  override destroy(options?: RemoteOptions): this {
    const me = this;
    const wasPhantom = me.phantom === true;
    const [operation, done] = prepareRemote(
      me,
      `${me.$className}#destroy`,
      options,
      'destroy',
      (config) => ({ ...config, records: [me] }),
      (op) => {
        const success = op.wasSuccessful();
        if (success) {
          // Stores the record was removed from earlier still list it for their next sync: the
          // flag keeps them from sending a second destroy for a record the server no longer has.
          if (!wasPhantom) me.erased = true;
          for (const store of me.stores.slice()) {
            if (isFn(store.remove)) store.remove(me, true);
            // Then as gone for good (not a move, index -1: it has left): a selection model lets
            // go of it, as in Ext 4.
            store.fireEvent?.('bulkremove', store, [me], [-1], false);
            if (!wasPhantom && isFn(store.fireEvent)) store.fireEvent('write', store, op);
          }
        }
        return [success, me];
      },
    );
    if (wasPhantom) {
      operation.resultSet = new ResultSet({ records: [], total: 0 });
      operation.setCompleted();
      operation.setSuccessful();
      done(operation);
    } else {
      me.getProxy().destroy(operation, done, me);
    }
    return me;
  }

  /**
   * Settles the conflict of the last save (`conflict`, set when the server refused it as
   * stale). `'reload'`: the server's row replaces the user's values and the record is
   * committed (read again with `load` when the answer had no row). `'overwrite'`: the record
   * takes the server's version and ETag, keeps the user's values and is saved again
   * (`save(options)`, `destroy(options)` for a refused destroy), so they replace the
   * server's row. Returns the record.
   *
   * @example
   *   store.on('conflict', (store, record) => record.resolveConflict('overwrite'));
   */
  resolveConflict(choice: 'reload' | 'overwrite', options?: ConflictOptions): this {
    const me = this;
    const conflict = me.conflict;
    const current = conflict?.current;
    if (!conflict || (choice !== 'reload' && choice !== 'overwrite')) {
      fail(
        `${me.$className}#resolveConflict`,
        'choice',
        "'reload' or 'overwrite', in a conflict",
        choice,
      );
    }
    const take = (row: Model | { etag?: undefined; data: Record<string, unknown> }) => {
      me.conflict = undefined;
      me.etag = row.etag;
      if (choice === 'reload') {
        me.set(row.data, { silent: true });
        me.commit();
      } else {
        const version = me.versionProperty;
        // Not an edit of the user's: the version the write is made from.
        if (version) me.data[version] = row.data[version];
        me[conflict.action === 'destroy' ? 'destroy' : 'save'](options);
      }
    };
    if (current || choice !== 'reload') take(current || { data: {} });
    else (me.self as typeof Model).load(me.getId(), { ...options, success: take });
    return me;
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
  static getProxy(): Proxy {
    type WithProxy = typeof Model & { proxy?: Proxy };
    if (own(this, 'proxy') && (this as WithProxy).proxy) return (this as WithProxy).proxy!;
    const proto = this.prototype as Model;
    const config = own(proto, 'proxy') ? proto.proxy : proto.$proxyConfig;
    return this.setProxy(config ?? { type: proto.defaultProxyType });
  }

  /** Sets the model's proxy (a type, a config or an instance) and its model; returns it. */
  static setProxy(proxy: string | Record<string, unknown> | Proxy): Proxy {
    const instance = createProxy(proxy, this, `${this.$className || 'Lib.data.Model'}.setProxy`);
    (this as typeof Model & { proxy?: Proxy }).proxy = instance;
    (this.prototype as Model).proxy = instance;
    return instance;
  }

  /**
   * Reads the record with this id through the model's proxy: a read operation with `id` (an
   * `id` in the options wins, as in Ext JS 4). When it succeeds the first record read is
   * passed to `success(record, operation)`; a record the server sent without an id is given
   * `id` (and stays clean). A read that succeeds with no record at all is a failure here (Ext
   * JS 4 throws inside its callback): the operation gets the error `'no record was found for
   * id <id>'`. On failure `failure(null, operation)`. Then `callback(record or null,
   * operation, success)`; `this` is `options.scope` (default the model class). Other options
   * (`params`, `signal`, ...) go to the operation.
   */
  static load(id: unknown, options?: ModelLoadOptions): void {
    const model = this;
    let wanted: unknown;
    const [operation, done] = prepareRemote(
      model,
      `${model.$className || 'Lib.data.Model'}.load`,
      options,
      'read',
      (config) => {
        if (config.id === undefined) config.id = id;
        wanted = config.id;
        return config;
      },
      (op) => {
        let success = op.wasSuccessful();
        let record: Model | null = null;
        if (success) {
          record = (op.getRecords() || [])[0] ?? null;
          if (record === null) {
            success = false;
            op.setException(`no record was found for id ${describe(wanted)}`);
          } else if (!record.hasId()) {
            const wasDirty = record.dirty === true;
            record.setId(wanted);
            // The id is what was asked for, not a change of the user's: the record stays clean.
            if (!wasDirty) record.commit(true);
          }
        }
        return [success, record];
      },
    );
    model.getProxy().read(operation, done, model);
  }

  /**
   * A new `'ext-record-N'` id. Given a record, also makes it phantom with that `internalId`
   * (how a copy becomes a new record).
   */
  static id(record?: Model): string {
    const id = nextInternalId();
    if (record) {
      record.$fixId();
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
  onClassExtended(cls: typeof Model, data: ClassBody, hooks: ClassHooks) {
    const proto = cls.prototype;
    const where = `Lib.define('${cls.$className || ''}')`;
    processModelBody(proto, cls.superclass, data, where);
    proto.modelName = cls.$className;
    // The association classes may be in a pack of their own: a model needing them when they
    // are not loaded is an error rather than a model without its associations.
    if (Model.$associate) Model.$associate(cls, data);
    else {
      const key = ASSOCIATION_KEYS.find((name) => data[name] != null);
      if (key)
        raise(
          where,
          `config '${key}' needs Lib.data.association.HasMany` +
            suggest('Lib.data.association.HasMany'),
        );
    }
    // The processed keys are on the prototype already; the raw values of the body must not
    // be copied over them.
    const next = hooks.onBeforeCreated;
    hooks.onBeforeCreated = function (target, body, h) {
      const rest = { ...body };
      for (const key of ['fields', 'validations', 'idgen', ...ASSOCIATION_KEYS]) delete rest[key];
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
  associations: new FieldCollection(),
  $convertOrder: [],
  $converters: [],
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Model': typeof Model;
    'Lib.data.Record': typeof Model;
  }
}
