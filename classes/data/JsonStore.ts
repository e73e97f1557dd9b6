/**
 * `Lib.data.JsonStore` (alias `store.json`): a store whose proxy defaults to an Ajax proxy with
 * a JSON reader and a JSON writer. A `proxy` in the config replaces the default one entirely
 * (as in Ext JS 4); a proxy's reader and writer are JSON anyway unless it names others.
 *
 * @example
 *   const users = Lib.create('Lib.data.JsonStore', {
 *     fields: ['id', 'name'],
 *     proxy: {type: 'ajax', url: '/users', reader: {root: 'items'}},
 *     autoLoad: true,
 *   });
 *   // GET /users?_dc=...&page=1&start=0&limit=25, rows read from the answer's `items`
 */
import { registerClass } from '../../lib/Class';
import { Store, type StoreConfig } from './Store';
// The default proxy names these by alias: importing them registers the aliases.
import './proxy/Ajax';
import './reader/Json';
import './writer/Json';

export interface JsonStoreConfig extends StoreConfig {
  /**
   * A proxy type, config or instance; it replaces the default one entirely (default
   * `{type: 'ajax', reader: 'json', writer: 'json'}`).
   */
  proxy?: string | Record<string, unknown>;
}

export class JsonStore extends Store {
  override $construct(config?: JsonStoreConfig) {
    return super.$construct(config);
  }
}

registerClass(JsonStore, 'Lib.data.JsonStore', {
  alias: 'store.json',
  // Shared by every instance: Store#setProxy copies a config it finds on the prototype.
  proxy: { type: 'ajax', reader: 'json', writer: 'json' },
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.JsonStore': typeof JsonStore;
  }
  interface AliasMap {
    'store.json': typeof JsonStore;
  }
}
