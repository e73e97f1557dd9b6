/**
 * `Lib.state.Manager`: the page's state provider (a `Lib.state.Provider`, in memory until
 * `setProvider` gives another) and shortcuts to it. Stateful grids read and write their state
 * through it.
 *
 * @example
 *   Lib.state.Manager.setProvider(Lib.create('Lib.state.CookieProvider'));
 *   Lib.state.Manager.get('users-grid'); // {columns: [...], storeState: {sorters: [...]}}
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { fail } from '../../lib/config';
import { Provider } from './Provider';

export class StateManager extends Base {
  /** @internal The provider in use. */
  declare provider: Provider;

  /** Makes `provider` (a `Lib.state.Provider`) the one stateful components use. */
  setProvider(provider: Provider): void {
    if (!(provider instanceof Provider)) {
      fail('Lib.state.Manager.setProvider', 'provider', 'a Lib.state.Provider', provider);
    }
    this.provider = provider;
  }

  /** The provider in use. */
  getProvider(): Provider {
    return (this.provider ||= new Provider());
  }

  /** The value kept under `name`, else `defaultValue`. */
  get(name: string, defaultValue?: unknown): unknown {
    return this.getProvider().get(name, defaultValue);
  }

  /** Keeps `value` under `name`. */
  set(name: string, value: unknown): void {
    this.getProvider().set(name, value);
  }

  /** Forgets the value under `name`. */
  clear(name: string): void {
    this.getProvider().clear(name);
  }
}

registerClass(StateManager, 'Lib.state.Manager', { singleton: true });

/** The `Lib.state.Manager` singleton. */
export const Manager: StateManager = ClassManager.get('Lib.state.Manager');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.state.Manager': StateManager;
  }
}

declare module '../../lib/Lib' {
  interface LibExtensions {
    /** The state classes (`Lib.state.Manager`, the providers; in the grid pack). */
    state: { Manager: StateManager } & Record<string, unknown>;
  }
}
