/**
 * `Lib.state.LocalStorageProvider`: keeps state in the browser's `localStorage`, as JSON under
 * `prefix + name` (default `ext-`). It reads what is stored when created; a stored value that is
 * not JSON is ignored with a warning.
 *
 * @example
 *   Lib.state.Manager.setProvider(Lib.create('Lib.state.LocalStorageProvider'));
 */
import { registerClass } from '../../lib/Class';
import { Provider, type ProviderConfig } from './Provider';

export class LocalStorageProvider extends Provider {
  override $construct(config?: ProviderConfig): this {
    super.$construct(config);
    const me = this;
    const store = localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)!;
      if (key.startsWith(me.prefix)) {
        const value = me.decodeValue(store.getItem(key));
        if (value !== undefined) me.state[key.slice(me.prefix.length)] = value;
      }
    }
    return me;
  }

  override set(name: string, value: unknown): void {
    if (value != null) localStorage.setItem(this.prefix + name, this.encodeValue(value));
    super.set(name, value);
  }

  override clear(name: string): void {
    localStorage.removeItem(this.prefix + name);
    super.clear(name);
  }
}

registerClass(LocalStorageProvider, 'Lib.state.LocalStorageProvider', {});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.state.LocalStorageProvider': typeof LocalStorageProvider;
  }
}
