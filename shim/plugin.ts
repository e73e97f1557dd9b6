/**
 * Ext JS 4's plugin base for legacy plugins: `Ext.AbstractPlugin`, which community and ux
 * plugins extend (`extend: 'Ext.AbstractPlugin'`) or mix in (`mixins: {plugin:
 * 'Ext.AbstractPlugin'}`). Lib's own API needs no base class (a plugin is any object with
 * `init(host)`), so the class lives in the shim, under its Ext name only.
 *
 * - The constructor keeps its config as `pluginConfig` and copies it onto the plugin;
 *   `clonePlugin(overrides)` makes another from the same config.
 * - `init(host)` and `destroy()` do nothing (subclasses override them); `setCmp`/`getCmp` keep
 *   the host; `enable`/`disable` set `disabled`; `isPlugin` is `true`.
 * - A subclass with an alias `plugin.<ptype>` gets that `ptype` on its prototype (so the
 *   host's `findPlugin(ptype)` finds it), unless its body names one.
 * - As Ext 4's plugin manager does, a plugin a component creates from a `ptype` string or
 *   config is given the component as `cmp` in its config.
 *
 * @example
 *   Ext.define('App.plugin.Counter', {
 *     extend: 'Ext.AbstractPlugin', alias: 'plugin.counter',
 *     init(host) { host.on('click', () => this.count++); }, count: 0,
 *   });
 *   Ext.create('Ext.button.Button', {plugins: ['counter']}).findPlugin('counter').getCmp();
 */
import type { LibLike } from './types';

/** A plugin instance, as the shim's methods use it. */
interface Plugin {
  self: new (config?: object) => Plugin;
  pluginConfig?: object;
  cmp?: unknown;
  disabled: boolean;
}

/** What a define body carries that `onClassExtended` reads. */
interface Body {
  alias?: string | string[];
  ptype?: string;
}

/** Defines `Ext.AbstractPlugin` and gives created plugins their host. */
export function installPluginCompat(Lib: LibLike): void {
  Lib.define('Ext.AbstractPlugin', {
    disabled: false,
    isPlugin: true,
    constructor(this: Plugin, config?: object) {
      this.pluginConfig = config;
      Lib.apply(this, config);
    },
    clonePlugin(this: Plugin, overrides?: object) {
      return new this.self(Lib.apply({}, overrides, this.pluginConfig));
    },
    setCmp(this: Plugin, cmp: unknown) {
      this.cmp = cmp;
    },
    getCmp(this: Plugin) {
      return this.cmp;
    },
    init() {},
    destroy() {},
    enable(this: Plugin) {
      this.disabled = false;
    },
    disable(this: Plugin) {
      this.disabled = true;
    },
    onClassExtended(cls: { prototype: Body }, data: Body) {
      const alias = ([] as string[]).concat(data.alias ?? [])[0];
      if (alias && !data.ptype && alias.startsWith('plugin.')) {
        cls.prototype.ptype = alias.slice('plugin.'.length);
      }
    },
  });

  const proto = Lib.Component?.prototype;
  const construct = proto?.constructPlugin;
  if (typeof construct !== 'function') return;
  proto.constructPlugin = function constructPlugin(this: unknown, spec: unknown) {
    let given = spec;
    if (typeof spec === 'string') given = { ptype: spec, cmp: this };
    else if (spec !== null && typeof spec === 'object') {
      const config = spec as { init?: unknown; isInstance?: unknown };
      if (typeof config.init !== 'function' && !config.isInstance) given = { ...spec, cmp: this };
    }
    return construct.call(this, given);
  };
}
