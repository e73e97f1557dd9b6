/**
 * `Lib.data.association.HasMany` (alias `association.hasmany`, also `Lib.data.HasManyAssociation`):
 * an owner record has many associated records, kept in a store of its own that the method
 * named `name` on the owner makes on first call (`user.orders()`): a `Lib.data.Store` of the
 * associated model (its proxy), filtered locally to `foreignKey === owner[primaryKey]` (or to
 * `filterProperty` equal to the owner's value), giving every record added the owner's key
 * (`modelDefaults`), loaded at once with `autoLoad`, and configured further by `storeConfig`.
 * A reader fills the store from the owner's row (`associationKey`, default `name`) and, when
 * the associated model belongsTo the owner's, gives each record its owner.
 *
 * @example
 *   Lib.define('App.User', {extend: 'Lib.data.Model', fields: ['id', 'name'],
 *     hasMany: {model: 'App.Order', name: 'orders'}});
 *   const orders = user.orders(); // a store of App.Order, user_id === user.getId()
 *   orders.add({total: 10}); // user_id set
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { instantiate } from '../../../lib/ClassManager';
import { apply } from '../../../lib/lang/Object';
import { Association, type AssociationConfig } from './Association';
import type { Model } from '../Model';
import type { Reader } from '../reader/Reader';
import type { Store, StoreConfig } from '../Store';

export interface HasManyConfig extends AssociationConfig {
  /** Filter on this field of the associated records, equal to the owner's (default: `foreignKey`). */
  filterProperty?: string;
  /** Load the store when the owner first makes it (default `false`). */
  autoLoad?: boolean;
  /** More store configs (they win over the association's). */
  storeConfig?: StoreConfig;
  /** The owner's property keeping the store (default `name + 'Store'`). */
  storeName?: string;
}

/** An English plural: `order` → `orders`, `category` → `categories`, `address` → `addresses`. */
const plural = (word: string): string =>
  /(?:[sxz]|[cs]h)$/.test(word)
    ? word + 'es'
    : /[^aeiou]y$/.test(word)
      ? word.slice(0, -1) + 'ies'
      : word + 's';

export class HasMany extends Association {
  declare filterProperty?: string;
  declare autoLoad: boolean;
  declare storeConfig?: StoreConfig;
  declare storeName: string;

  /**
   * Defaults: `name` the plural of the associated model's name in lower case (`'orders'`
   * for `'Order'`), `foreignKey` `'<owner name in lower case>_id'`, `storeName`
   * `name + 'Store'`; then the method `name` goes on the owner model.
   */
  override $construct(config?: HasManyConfig): this {
    const me = super.$construct(config);
    me.name ||= plural(me.associatedName.toLowerCase());
    me.storeName ||= me.name + 'Store';
    me.foreignKey ||= me.ownerName.toLowerCase() + '_id';
    (me.ownerModel.prototype as unknown as Record<string, unknown>)[me.name] = me.createStore();
    return me;
  }

  /** The owner's method that makes (once per owner record) and returns its store. */
  createStore(): (this: Model) => Store {
    const me = this;
    return function (this: Model) {
      const owner = this as Model & Record<string, Store | undefined>;
      let store = owner[me.storeName];
      if (store === undefined) {
        const { foreignKey, filterProperty } = me;
        const id = owner.get(me.primaryKey);
        const filter = filterProperty
          ? { property: filterProperty, value: owner.get(filterProperty) }
          : { property: foreignKey, value: id };
        store = owner[me.storeName] = instantiate(
          'Lib.data.Store',
          apply(
            {
              model: me.associatedModel,
              filters: [{ ...filter, exactMatch: true }],
              remoteFilter: false,
              modelDefaults: { [foreignKey]: id },
            },
            me.storeConfig,
          ),
        ) as Store;
        if (me.autoLoad) store.load();
      }
      return store;
    };
  }

  /**
   * Reads the owner's nested rows into its store: each record read gets the owner's key (it
   * stays clean: that is what the nesting says) and, when the associated model belongsTo
   * the owner's, the owner as its instance.
   */
  override read(owner: Model, reader: Reader, data: unknown): void {
    const me = this;
    const records = reader.read(data).records;
    const id = owner.get(me.primaryKey);
    const inverse = me.$inverse(owner);
    for (const record of records) {
      record.data[me.foreignKey] = id;
      if (inverse) (record as unknown as Record<string, Model>)[inverse.instanceName] = owner;
    }
    (owner as unknown as Record<string, () => Store>)[me.name]().add(records);
  }
}

registerClass(HasMany, 'Lib.data.association.HasMany', {
  $configs: declareConfigs<HasManyConfig, AssociationConfig>({
    filterProperty: cfg('name'),
    autoLoad: false,
    storeConfig: cfg('object'),
    storeName: cfg('name'),
  }),
  alias: 'association.hasmany',
  alternateClassName: 'Lib.data.HasManyAssociation',
  type: 'hasMany',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.association.HasMany': typeof HasMany;
  }
  interface AliasMap {
    'association.hasmany': typeof HasMany;
  }
}
