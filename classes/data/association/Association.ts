/**
 * `Lib.data.association.Association` (also `Lib.data.Association`): what relates a model (the
 * owner) to another (the associated model): the base of `HasMany`, `BelongsTo` and `HasOne`.
 * A model declares its associations in its definition (`associations: [...]`, or the
 * shortcuts `hasMany`, `belongsTo`, `hasOne`, each a model name, a config or an array of
 * them); each becomes an instance of one of these classes in `Model#associations`, and
 * installs its accessors on the owner (`user.orders()`, `order.getUser()`). The associated
 * model is found by name when first needed, so it may be defined after the owner.
 *
 * Loading this module makes `Lib.data.Model` read those keys (without it a model declaring
 * any is an error), gives readers `readAssociated` and `getAssociatedDataRoot` (nested data,
 * read with their `implicitIncludes`), records `getAssociatedData()` (and so
 * `getData(true)`), and the json writer `writeAssociations` (the loaded associated records
 * written nested, beyond Ext 4.2.1).
 *
 * @example
 *   Lib.define('App.User', {extend: 'Lib.data.Model', fields: ['id', 'name'],
 *     hasMany: {model: 'App.Order', name: 'orders'}});
 *   Lib.define('App.Order', {extend: 'Lib.data.Model', fields: ['id', 'total', 'user_id'],
 *     belongsTo: {model: 'App.User', getterName: 'getUser', setterName: 'setUser'}});
 */
import { Base } from '../../../lib/Base';
import { override, registerClass } from '../../../lib/Class';
import { isArray, isFn, isMap, isName, isString } from '../../../lib/check';
import { cfg, checkConfigs, declareConfigs, fail } from '../../../lib/config';
import { factory, instantiateByAlias } from '../../../lib/ClassManager';
import { apply } from '../../../lib/lang/Object';
import { Model } from '../Model';
import { FieldCollection } from '../Model.define';
import { MODEL, MODEL_RULE, Reader, resolveModel } from '../reader/Reader';
import { JsonWriter } from '../writer/Json';
import type { Store } from '../Store';
import type { Operation } from '../Operation';
import type { HasMany } from './HasMany';
import type { BelongsTo } from './BelongsTo';

/** The config of an association. */
export interface AssociationConfig {
  /** `'hasMany'`, `'belongsTo'` or `'hasOne'` (with `Association.create`). */
  type?: string;
  /** The associated model: its name (it may be defined later) or the class (required). */
  model?: string | typeof Model;
  /** The owner model (set by the owner's definition). */
  ownerModel?: typeof Model;
  /** The association's name (default: see each class). */
  name?: string;
  /** The field of the owner (hasMany) or associated model (belongsTo) the foreign key holds (default `'id'`). */
  primaryKey?: string;
  /** The field holding the key of the other record (default: see each class). */
  foreignKey?: string;
  /** Where a reader finds the nested data in a row: a path or a function (default: see each class). */
  associationKey?: string | ((row: unknown) => unknown);
  /** The reader of nested data (default: the associated model's proxy's reader). */
  reader?: Reader | string | Record<string, unknown>;
}

let seed = 1000;

export class Association extends Base {
  /** `'hasMany'`, `'belongsTo'` or `'hasOne'`. */
  declare type: string;
  /** The associated model, as given (a name or the class). */
  declare model: string | typeof Model;
  /** The associated model's name. */
  declare associatedName: string;
  /** The owner model. */
  declare ownerModel: typeof Model;
  /** The owner model's name. */
  declare ownerName: string;
  /** The association's name. */
  declare name: string;
  declare primaryKey: string;
  declare foreignKey: string;
  declare associationKey?: string | ((row: unknown) => unknown);
  declare reader?: Reader;
  /** A unique id (`'association1001'`). */
  declare associationId: string;
  /** Always `true`. */
  declare isAssociation: true;

  override $construct(config?: AssociationConfig): this {
    const me = this;
    // `type` is the class's own (`'hasMany'`), whatever case the config used.
    const { type: _type, ...rest } = checkConfigs(me, config) || {};
    apply(me, rest);
    const model: unknown = me.model;
    me.ownerName = me.ownerModel?.$className;
    if (!isName(model) && !isFn(model)) {
      fail(`${me.$className} of ${me.ownerName}`, "config 'model'", MODEL, model);
    }
    me.associatedName = isString(model) ? model : (model as unknown as typeof Model).$className;
    me.associationId = 'association' + ++seed;
    return me;
  }

  /** The associated model class (looked up by name: a `Lib.Error` when none is registered). */
  get associatedModel(): typeof Model {
    return resolveModel(`${this.$className} of ${this.ownerName}`, this.model);
  }

  /**
   * The reader of the nested data: the `reader` config (a type, a config or a reader) made
   * for the associated model, else `null`.
   */
  getReader(): Reader | null {
    const me = this;
    const reader: Reader | string | Record<string, unknown> | undefined = me.reader;
    const model = me.associatedModel;
    if (reader && !(reader as Reader).isInstance) {
      me.reader = factory(
        apply({ model }, isString(reader) ? { type: reader } : reader),
        'reader',
        'json',
      );
      // Set only when it changes: a new model makes the reader prepare its extractor again.
    } else if (reader && (reader as Reader).model !== model) (reader as Reader).setModel(model);
    return me.reader || null;
  }

  /** @internal The associated model's belongsTo association back to `owner`'s model, if any. */
  $inverse(owner: Model): BelongsTo | undefined {
    return this.associatedModel.prototype.associations.items.find(
      (a): a is BelongsTo => a.type === 'belongsTo' && a.associatedName === owner.$className,
    );
  }

  /** Reads the nested `data` of `record`'s row with `reader` (each subclass its own way). */
  read(_record: Model, _reader: Reader, _data: unknown): void {}

  /**
   * An association from a config (`{type: 'hasMany', model: ...}`) or a type: the class
   * registered as `association.<type in lower case>`.
   */
  static override create(config: AssociationConfig | string): Association {
    const cfg = isString(config) ? { type: config } : config;
    if (!isMap(cfg) || !isName(cfg.type)) {
      fail(
        'Lib.data.association.Association.create',
        'the config',
        'a {type, model} object',
        config,
      );
    }
    return instantiateByAlias('association.' + cfg.type.toLowerCase(), cfg);
  }
}

/** A record as its associations see it: with the members they put on it (stores, records). */
type Members = Model & Record<string, unknown>;

/**
 * The data of `record`'s loaded associations, by name, and theirs below (Ext's breadth-first
 * walk: an association is followed at one depth only, which ends the cycles of two-way
 * associations). A hasMany gives an array (empty when its store was never made).
 */
function associatedData(
  record: Model,
  seen: Record<string, number>,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const next: Array<[Model, Record<string, unknown>]> = [];
  for (const association of record.associations.items) {
    const id = association.associationId;
    if (seen[id] && seen[id] !== depth) continue;
    seen[id] = depth;
    if (association.type === 'hasMany') {
      const store = (record as Members)[(association as HasMany).storeName] as Store | undefined;
      out[association.name] = (store ? store.getRange() : []).map((child) => {
        const data = child.getData();
        next.push([child, data]);
        return data;
      });
    } else {
      const child = (record as Members)[(association as BelongsTo).instanceName] as
        Model | undefined;
      if (child) next.push([child, (out[association.name] = child.getData())]);
    }
  }
  for (const [child, data] of next) apply(data, associatedData(child, seen, depth + 1));
  return out;
}

/** The association configs of a model body: `associations`, then the shortcuts' (a copy each). */
function configsOf(body: Record<string, unknown>, where: string): AssociationConfig[] {
  const list: AssociationConfig[] = [];
  for (const key of ['associations', 'belongsTo', 'hasMany', 'hasOne']) {
    const value = body[key];
    if (value == null) continue;
    (isArray(value) ? value : [value]).forEach((item: unknown, i: number) => {
      const shortcut = key !== 'associations';
      const config: AssociationConfig =
        shortcut && isName(item)
          ? { model: item }
          : isMap(item)
            ? { ...item }
            : fail(where, `${key}[${i}]`, 'an association config or a model name', item);
      if (shortcut) config.type = key;
      list.push(config);
    });
  }
  return list;
}

// A model definition reads its association keys through this hook (see Model.ts).
Model.$associate = (cls, body) => {
  const where = `Lib.define('${cls.$className}')`;
  const configs = configsOf(body, where);
  if (!configs.length) return;
  const list = new FieldCollection<Association>(cls.superclass.associations.items);
  for (const config of configs) {
    list.add(Association.create({ ...config, ownerModel: cls }));
  }
  cls.prototype.associations = list;
};

override(Model, {
  /** The data of the associated records loaded so far, by association name (nested). */
  getAssociatedData(this: Model) {
    return associatedData(this, {}, 1);
  },
});

override(JsonWriter, {
  $configs: declareConfigs<{
    /**
     * Beyond Ext 4.2.1, whose writers send the fields only: where every field is written
     * (`writeAllFields`, or a new record), also write the associated records loaded so far,
     * nested under each association's name (as `record.getAssociatedData()`; default `false`).
     */
    writeAssociations?: boolean;
  }>({ writeAssociations: false }),

  /** The record's data; with `writeAssociations`, its loaded associated records' too. */
  getRecordData(
    this: JsonWriter & { writeAssociations: boolean },
    record: Model,
    operation?: Operation,
  ) {
    const data = this.callParent([record, operation]);
    return this.writeAssociations && (this.writeAllFields || record.phantom)
      ? apply(data, associatedData(record, {}, 1))
      : data;
  },
});

override(Reader, {
  /**
   * Reads the nested data of each association of the record's model out of its row (see
   * `getAssociatedDataRoot`), through the association's `reader`, else the associated model's
   * proxy's reader, into the association (`association.read(record, reader, data)`).
   */
  readAssociated(this: Reader, record: Model, row: unknown): void {
    for (const association of record.associations.items) {
      const key = association.associationKey || association.name;
      const data = this.getAssociatedDataRoot!(row, key);
      if (data) {
        const reader =
          association.getReader() || association.associatedModel.getProxy().getReader();
        association.read(record, reader, data);
      }
    }
  },

  /** The nested data of an association in a row: what the `key` path (or function) reads. */
  getAssociatedDataRoot(
    this: Reader,
    row: unknown,
    key: string | ((row: unknown) => unknown),
  ): unknown {
    return isFn(key) ? key(row) : this.createAccessor(key)(row);
  },
});

registerClass(Association, 'Lib.data.association.Association', {
  $configs: declareConfigs<AssociationConfig>({
    type: cfg('string'),
    model: cfg(MODEL_RULE),
    ownerModel: cfg('any'),
    name: cfg('name'),
    primaryKey: 'id',
    foreignKey: cfg('name'),
    associationKey: cfg([(v) => isName(v) || isFn(v), 'a path or a function']),
    reader: cfg('any'),
  }),
  alternateClassName: 'Lib.data.Association',
  isAssociation: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.association.Association': typeof Association;
  }
}
