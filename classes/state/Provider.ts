/**
 * `Lib.state.Provider`: keeps the state of stateful components (a grid's column widths, order,
 * visibility and sort) by name, in memory. Subclasses keep it somewhere that outlives the page:
 * `Lib.state.CookieProvider`, `Lib.state.LocalStorageProvider`. `Lib.state.Manager` holds the
 * provider in use. Values are plain data (what `JSON.stringify` keeps); `set` fires
 * `statechange(provider, name, value)`, `clear` fires it with `null`.
 *
 * @example
 *   Lib.state.Manager.setProvider(Lib.create('Lib.state.LocalStorageProvider'));
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { Observable, type ObservableConfig } from '../util/Observable';

export interface ProviderConfig extends ObservableConfig {
  /** Put before each name where the values are stored (default `'ext-'`, as Ext JS 4). */
  prefix?: string;
}

export class Provider extends Observable {
  /** Type only: the events. */
  declare $eventMap: { statechange: [provider: Provider, name: string, value: unknown] };
  declare prefix: string;
  /** The values by name. */
  declare state: Record<string, unknown>;

  override $construct(config?: ProviderConfig): this {
    this.state = Object.create(null);
    return super.$construct(config);
  }

  /** The value kept under `name`, else `defaultValue`. */
  get(name: string, defaultValue?: unknown): unknown {
    const value = this.state[name];
    return value === undefined ? defaultValue : value;
  }

  /** Keeps `value` under `name` (`null` or `undefined` clears it); fires `statechange`. */
  set(name: string, value: unknown): void {
    if (value == null) return this.clear(name);
    this.state[name] = value;
    this.fireEvent('statechange', this, name, value);
  }

  /** Forgets the value under `name`; fires `statechange` with `null`. */
  clear(name: string): void {
    delete this.state[name];
    this.fireEvent('statechange', this, name, null);
  }

  /** A value as stored text (JSON). */
  encodeValue(value: unknown): string {
    return JSON.stringify(value);
  }

  /**
   * A stored text as a value; `undefined` (with a warning naming the provider) when it is not
   * JSON, so a broken stored value is ignored rather than breaking the page.
   */
  decodeValue(text: string | null): unknown {
    if (text != null) {
      try {
        return JSON.parse(text);
      } catch {
        console.warn(`[${this.$className}] ignored a stored value that is not JSON: ${text}`);
      }
    }
    return undefined;
  }
}

registerClass(Provider, 'Lib.state.Provider', {
  $configs: declareConfigs<ProviderConfig, ObservableConfig>({ prefix: cfg('string', 'ext-') }),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.state.Provider': typeof Provider;
  }
}
