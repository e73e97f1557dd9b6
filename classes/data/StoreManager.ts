/**
 * `Lib.data.StoreManager` (alternate `Lib.StoreMgr`): the registry of stores by `storeId`.
 * `lookup` takes an id, a store, or a store config (which it creates); `Lib.getStore` is
 * `lookup`.
 *
 * @example
 *   Lib.create('Lib.data.Store', {storeId: 'users', fields: ['name']});
 *   Lib.data.StoreManager.lookup('users').getCount(); // 0
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { describe } from '../../lib/Error';

export class StoreManagerClass extends Base {
  declare stores: Map<string, any>;

  override $construct() {
    this.stores = new Map();
    return this;
  }

  /** Registers stores by their `storeId` (a later store with the same id replaces the earlier). */
  register(...stores: any[]): void {
    for (const store of stores) {
      if (store && typeof store.storeId === 'string') this.stores.set(store.storeId, store);
    }
  }

  /** Unregisters stores (instances or ids). */
  unregister(...stores: any[]): void {
    for (const store of stores) {
      const id = typeof store === 'string' ? store : store?.storeId;
      if (id !== undefined && (typeof store === 'string' || this.stores.get(id) === store)) this.stores.delete(id);
    }
  }

  /**
   * The store for an id (or `undefined`), the store itself, or a new store from a config
   * object (`{xclass}`/`{type}` honoured, else `Lib.data.Store`).
   */
  lookup(store: unknown): any {
    if (store === undefined || store === null) return undefined;
    if (typeof store === 'string') return this.stores.get(store);
    if (typeof store === 'object' && (store as any).isStore) return store;
    if (typeof store === 'object') {
      const config = store as Record<string, unknown>;
      if (config.xclass || config.type) return ClassManager.factory(config, 'store', 'store');
      return ClassManager.create('Lib.data.Store', config);
    }
    throw new TypeError(`[Lib.data.StoreManager.lookup] expected a storeId, a store or a store config, got ${describe(store)}`);
  }

  /** The store registered under `id`, or `undefined`. */
  get(id: string): any {
    return this.stores.get(id);
  }

  /** Number of registered stores. */
  getCount(): number {
    return this.stores.size;
  }
}

registerClass(StoreManagerClass, 'Lib.data.StoreManager', {
  singleton: true,
  alternateClassName: 'Lib.StoreMgr',
});

/** The store registry. */
export const StoreManager: StoreManagerClass = ClassManager.get('Lib.data.StoreManager');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.StoreManager': StoreManagerClass;
  }
}
