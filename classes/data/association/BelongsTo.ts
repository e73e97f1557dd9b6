/**
 * `Lib.data.association.BelongsTo` (alias `association.belongsto`, also
 * `Lib.data.BelongsToAssociation`): the owner record holds the key (`foreignKey`) of one
 * associated record. The owner model gets a getter and a setter:
 *
 * - `getterName` (default `'get' + associated model name`): `getX(callbackOrOptions, scope)`
 *   returns the associated record. Not read yet (or with `{reload: true}`): it is loaded
 *   through the associated model's proxy (`Model.load(foreignKey value, options)`) and a
 *   record holding only the key stands in until it arrives; `success(record, operation)`,
 *   `failure(record, operation)`, `callback(record, operation, success)` as `Model.load`
 *   calls them (a function alone is the `callback`). Read already (by an earlier get, a set,
 *   or a reader from nested data): returned at once, after `success` and `callback` are
 *   called with it. An owner without a key loads nothing: `failure(null)`, `callback(null)`.
 * - `setterName` (default `'set' + associated model name`): `setX(recordOrKey, callback)` sets
 *   the key (a record is also kept as the instance); with a callback or options the owner is
 *   saved (`owner.save(options)`).
 *
 * @example
 *   Lib.define('App.Order', {extend: 'Lib.data.Model', fields: ['id', 'user_id'],
 *     belongsTo: {model: 'App.User', foreignKey: 'user_id', getterName: 'getUser'}});
 *   order.getUser((user, operation, success) => console.log(user.get('name')));
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { isFn, isObj } from '../../../lib/check';
import { isEqual, isIdValue } from '../Model.define';
import { Association, type AssociationConfig } from './Association';
import type { Model } from '../Model';
import type { RemoteOptions } from '../Model.remote';
import type { Operation } from '../Operation';
import type { Reader } from '../reader/Reader';

export interface BelongsToConfig extends AssociationConfig {
  /** The owner's getter (default `'get' + associated model name`). */
  getterName?: string;
  /** The owner's setter (default `'set' + associated model name`). */
  setterName?: string;
  /** The owner's property keeping the associated record (default `associated name + 'BelongsToInstance'`). */
  instanceName?: string;
}

/** The options of a belongsTo getter (`order.getUser(options)`); other keys go to the read. */
export interface BelongsToGetterOptions {
  /** Called with the associated record (and the read's operation, when one ran). */
  success?: (record: Model, operation?: Operation) => void;
  /** Called with `null` (and the read's operation) when there is no record to read or it failed. */
  failure?: (record: null, operation?: Operation) => void;
  /** Called after `success` or `failure`: `(record or null, operation, success)`. */
  callback?: (record: Model | null, operation?: Operation, success?: boolean) => void;
  /** `this` of the callbacks. */
  scope?: unknown;
  /** Read the record again even when the owner has it. */
  reload?: boolean;
  [key: string]: unknown;
}

/** A belongsTo getter's callback: `(record or null, operation, success)`. */
type GetterCallback = NonNullable<BelongsToGetterOptions['callback']>;

export class BelongsTo extends Association {
  declare getterName: string;
  declare setterName: string;
  declare instanceName: string;

  /**
   * Defaults: `name` the associated model's name, `foreignKey` that name in lower case +
   * `'_id'`, `associationKey` that name in lower case; then the getter and the setter go
   * on the owner model.
   */
  override $construct(config?: BelongsToConfig): this {
    const me = super.$construct(config);
    const name = me.associatedName;
    const lower = name.toLowerCase();
    const proto = me.ownerModel.prototype as unknown as Record<string, unknown>;
    me.name ||= name;
    me.foreignKey ||= lower + '_id';
    me.associationKey ||= lower;
    me.instanceName ||= name + (me.type === 'hasOne' ? 'HasOneInstance' : 'BelongsToInstance');
    proto[(me.getterName ||= 'get' + name)] = me.createGetter();
    proto[(me.setterName ||= 'set' + name)] = me.createSetter();
    return me;
  }

  /** The owner's getter (see the class). */
  createGetter(): (
    this: Model,
    options?: BelongsToGetterOptions | GetterCallback,
    scope?: unknown,
  ) => Model | null {
    const me = this;
    return function (
      this: Model,
      options?: BelongsToGetterOptions | GetterCallback,
      scope?: unknown,
    ) {
      const owner = this as Model & Record<string, Model | undefined>;
      const key = me.instanceName;
      options = isFn(options) ? { callback: options, scope: scope || owner } : options || {};
      const { success, failure, callback } = options;
      const current = owner[key];
      if (current !== undefined && options.reload !== true) {
        const that = scope || options.scope || owner;
        success?.call(that, current);
        callback?.call(that, current);
        return current;
      }
      const id = owner.get(me.foreignKey);
      const Associated = me.associatedModel;
      if (!isIdValue(id)) {
        failure?.call(options.scope || Associated, null);
        callback?.call(options.scope || Associated, null, undefined, false);
        return null;
      }
      const standIn = (owner[key] = new Associated({ [me.primaryKey]: id }));
      Associated.load(id, {
        ...options,
        success(this: unknown, record: Model, ...rest: [Operation]) {
          owner[key] = record;
          success?.call(this, record, ...rest);
        },
        failure(this: unknown, ...args: [null, Operation]) {
          // Not kept: the next get tries again.
          if (owner[key] === standIn) delete owner[key];
          failure?.apply(this, args);
        },
      });
      return owner[key] ?? standIn;
    };
  }

  /** The owner's setter (see the class). */
  createSetter(): (
    this: Model,
    value: unknown,
    options?: RemoteOptions | RemoteOptions['callback'],
    scope?: unknown,
  ) => Model | undefined {
    const me = this;
    return function (
      this: Model,
      value: unknown,
      options?: RemoteOptions | RemoteOptions['callback'],
      scope?: unknown,
    ) {
      const owner = this as Model & Record<string, Model | undefined>;
      const key = me.instanceName;
      const isRecord = (value as Model | undefined)?.isModel === true;
      const id = isRecord ? (value as Model).getId() : value;
      if (isRecord) owner[key] = value as Model;
      else if (owner[key]?.isModel && !isEqual(owner.get(me.foreignKey), id)) delete owner[key];
      owner.set(me.foreignKey, id);
      if (isFn(options)) options = { callback: options, scope: scope || owner };
      return isObj(options) ? owner.save(options) : undefined;
    };
  }

  /** Reads the owner's nested row of the associated record as its instance. */
  override read(owner: Model, reader: Reader, data: unknown): void {
    (owner as Model & Record<string, Model>)[this.instanceName] = reader.read([data]).records[0];
  }
}

registerClass(BelongsTo, 'Lib.data.association.BelongsTo', {
  $configs: declareConfigs<BelongsToConfig, AssociationConfig>({
    getterName: cfg('name'),
    setterName: cfg('name'),
    instanceName: cfg('name'),
  }),
  alias: 'association.belongsto',
  alternateClassName: 'Lib.data.BelongsToAssociation',
  type: 'belongsTo',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.association.BelongsTo': typeof BelongsTo;
  }
  interface AliasMap {
    'association.belongsto': typeof BelongsTo;
  }
}
