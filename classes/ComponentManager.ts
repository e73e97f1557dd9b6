/**
 * `Lib.ComponentManager` (alternate `Lib.ComponentMgr`): every live component by id, and the
 * factory that turns an xtype string or a config object into a component. `Lib.getCmp(id)` is
 * `get`.
 *
 * @example
 *   Lib.create('Lib.Component', {id: 'status', html: 'Ready'});
 *   Lib.getCmp('status').update('Saved');
 *   Lib.ComponentManager.create({xtype: 'textfield', name: 'email'});
 */
import { isString, isObj } from '../lib/check';
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { expects } from '../lib/Error';
import type { Component } from './Component';

const WHERE = 'Lib.ComponentManager.';

export class ComponentManagerClass extends Base {
  /** The live components by id. */
  declare all: Map<string, Component>;

  override $construct() {
    this.all = new Map();
    return this;
  }

  /** Registers a component under its id (a later component with the same id replaces it). */
  register(component: Component): void {
    if (!isString(component?.id)) {
      expects(WHERE + 'register', 'a component with a string id', component);
    }
    this.all.set(component.id, component);
  }

  /** Unregisters a component (only if it is the one registered under its id). */
  unregister(component: Component | null | undefined): void {
    if (component && this.all.get(component.id) === component) this.all.delete(component.id);
  }

  /** The component registered under `id`, or `undefined`. */
  get<T extends Component = Component>(id: string): T | undefined {
    return this.all.get(id) as T | undefined;
  }

  /** Calls `fn(id, component)` for each component; returning `false` stops. */
  each(fn: (id: string, component: Component) => unknown, scope?: unknown): void {
    for (const [id, component] of Array.from(this.all)) {
      if (fn.call(scope, id, component) === false) break;
    }
  }

  /** The number of live components. */
  getCount(): number {
    return this.all.size;
  }

  /**
   * A component from what Ext accepts in an `items`/`editor` slot: a component is returned as
   * is, a string is an xtype, a config object names its class by `xclass`, else `xtype`, else
   * `defaultXType` (default `'component'`).
   */
  create<T extends Component = Component>(component: unknown, defaultXType?: string): T {
    if (isString(component)) return ClassManager.widget(component, {}) as T;
    if (!isObj(component)) {
      expects(WHERE + 'create', 'a component, an xtype or a config object', component);
    }
    const cfg = component as Record<string, unknown>;
    if (cfg.isComponent) return cfg as unknown as T;
    if (cfg.xclass !== undefined) return ClassManager.instantiate(cfg) as T;
    return ClassManager.widget(cfg.xtype ?? defaultXType ?? 'component', cfg) as T;
  }
}

registerClass(ComponentManagerClass, 'Lib.ComponentManager', {
  singleton: true,
  alternateClassName: ['Lib.ComponentMgr'],
});

/** The component registry. */
export const ComponentManager: ComponentManagerClass = ClassManager.get('Lib.ComponentManager');

Object.assign(ClassManager.root, {
  getCmp: (id: string) => ComponentManager.get(id),
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.ComponentManager': ComponentManagerClass;
  }
}
declare module '../lib/Lib' {
  interface LibExtensions {
    /** The component registered under `id` (`Lib.ComponentManager.get`). */
    getCmp(id: string): unknown;
  }
}
