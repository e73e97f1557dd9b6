/**
 * `Lib.data.StoreManager` (alternates `Lib.StoreMgr`, `Lib.data.StoreMgr`, `Lib.StoreManager`):
 * the registry of stores by `storeId`. Every store created with a `storeId` (or `id`) is
 * registered, and unregistered when destroyed. `lookup` takes an id, a store, a store config
 * (which it creates) or an array of values (which it turns into a store). `Lib.getStore` is
 * `lookup`; `Lib.regStore(id, config)` creates and registers a store.
 *
 * @example
 *   Lib.create('Lib.data.Store', {storeId: 'users', fields: ['name']});
 *   Lib.data.StoreManager.lookup('users').getCount(); // 0
 *   Lib.getStore('users') === Lib.data.StoreManager.lookup('users'); // true
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { expects } from '../../lib/Error';
import { eachOf } from '../../lib/ItemList';
// `lookup` of an array makes a store over an array reader.
import './reader/Array';
import { isString, isArray } from '../../lib/check';
import type { AbstractStore } from './AbstractStore';
import type { Store } from './Store';

export class StoreManagerClass extends Base {
  /** The stores by `storeId`. */
  declare stores: Map<string, AbstractStore>;

  override $construct() {
    this.stores = new Map();
    return this;
  }

  /** Registers stores under their `storeId` (a later store with the same id replaces the earlier). */
  register(...stores: AbstractStore[]): void {
    for (const store of stores) {
      if (isString(store?.storeId)) this.stores.set(store.storeId as string, store);
    }
  }

  /** Unregisters stores, given as instances or ids. */
  unregister(...stores: Array<AbstractStore | string>): void {
    for (const store of stores) {
      const id = (isString(store) ? store : store?.storeId) as string;
      if (id === store || this.stores.get(id) === store) this.stores.delete(id);
    }
  }

  /**
   * The store registered under an id (or `undefined`), a store itself, a new store from a
   * config object (its `xclass`, else the alias `store.<type>`, default `store.store`), or,
   * from an array, a new store over it: `['a', 'b']` gives one field `field1`, `[[1, 'a']]`
   * fields `field1`, `field2`... read by position.
   */
  lookup<S extends AbstractStore = Store>(store: unknown): S | undefined {
    if (store == null) return undefined;
    if (isString(store)) return this.stores.get(store) as S | undefined;
    if (isArray(store)) return storeOfArray(store) as S;
    if (typeof store === 'object') {
      const config = store as Record<string, unknown>;
      if (config.isStore) return store as S;
      return ClassManager.factory(config, 'store', 'store');
    }
    expects(
      'Lib.data.StoreManager.lookup',
      'a storeId, a store, a store config or an array',
      store,
    );
  }

  /** The store registered under `id`, or `undefined`. */
  get<S extends AbstractStore = Store>(id: string): S | undefined {
    return this.stores.get(id) as S | undefined;
  }

  /** Whether a store is registered under `id`. */
  containsKey(id: string): boolean {
    return this.stores.has(id);
  }

  /** Calls `fn(store)` for each registered store (`this` = `scope`); returning `false` stops. */
  each(fn: (store: AbstractStore, index: number, count: number) => unknown, scope?: unknown): void {
    eachOf(Array.from(this.stores.values()), fn, scope);
  }

  /** The number of registered stores. */
  getCount(): number {
    return this.stores.size;
  }
}

function storeOfArray(values: unknown[]): unknown {
  const nested = isArray(values[0]);
  const width = nested ? (values[0] as unknown[]).length : 1;
  const fields = Array.from({ length: Math.max(width, 1) }, (_v, i) => `field${i + 1}`);
  // An ArrayStore, as in Ext JS 4, so that loadData takes arrays as well; where only
  // Lib.data.Store is loaded (a partial import), a plain store with the same proxy.
  const name = ClassManager.get('Lib.data.ArrayStore') ? 'Lib.data.ArrayStore' : 'Lib.data.Store';
  return ClassManager.instantiate(name, {
    fields,
    data: nested ? values : values.map((value) => [value]),
    proxy: { type: 'memory', reader: { type: 'array' } },
  });
}

registerClass(StoreManagerClass, 'Lib.data.StoreManager', {
  singleton: true,
  alternateClassName: ['Lib.StoreMgr', 'Lib.data.StoreMgr', 'Lib.StoreManager'],
});

/** The store registry. */
export const StoreManager: StoreManagerClass = ClassManager.get('Lib.data.StoreManager');

// Ext JS 4's shortcuts on the root namespace: `Ext.getStore(id)`, `Ext.regStore(id, config)`.
Object.assign(ClassManager.root, {
  getStore: (store: unknown) => StoreManager.lookup(store),
  regStore: (id: string | Record<string, unknown>, config?: Record<string, unknown>) => {
    const cfg = isString(id) ? { ...config, storeId: id } : id;
    const store = StoreManager.lookup(cfg);
    StoreManager.register(store!);
    return store;
  },
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.StoreManager': StoreManagerClass;
  }
}

declare module '../../lib/Lib' {
  interface LibExtensions {
    /** `Lib.data.StoreManager.lookup`: a store by id, the store itself, or one created from a config. */
    getStore(store: unknown): unknown;
    /** Creates a store from a config and registers it under `id`. */
    regStore(id: string | Record<string, unknown>, config?: Record<string, unknown>): unknown;
  }
}
