/**
 * `Lib.Base`: the root of every Lib class, whether written as a TypeScript class or through
 * `Lib.define`. It carries the instance API Ext JS 4 code relies on (`callParent`,
 * `callSuper`, `statics()`, `self`, `initConfig` and the config accessors) and the static
 * class API (`override`, `addMembers`, `mixin`, `create`, ...).
 *
 * Construction protocol: the real JavaScript constructor of every class only forwards to
 * the *Ext-style constructor*, the prototype method `$construct`, which `prototype.constructor`
 * also reads (so legacy `Parent.superclass.constructor.call(this, cfg)` works). A body's
 * `constructor: function (cfg) {...}` becomes `$construct`; a TypeScript class overrides
 * `$construct(config)` and calls `super.$construct(config)`. Because `$construct` runs inside
 * `Base`'s constructor, TypeScript subclasses must not use field initializers for state that
 * construction sets: they would run afterwards and overwrite it. Declare fields with
 * `declare` and put defaults on the prototype (the registration body does that).
 *
 * @example
 *   const Animal = Lib.define('App.Animal', {
 *     constructor(cfg) { this.name = cfg.name; },
 *     speak() { return this.name; },
 *   });
 *   Lib.define('App.Dog', {extend: 'App.Animal', speak() { return this.callParent() + ': woof'; }});
 */
import * as ClassManager from './ClassManager';
import { callParentMethod, callSuperMethod, currentMethod, installCallUp } from './method';
import { clone, merge } from './lang/Object';
import { isSimpleObject } from './lang/is';
import {
  addConfig,
  addInheritableStatics,
  addMembers,
  addStatics,
  borrow,
  configNames,
  extendClass,
  finishConfig,
  mixin,
  overrideTarget,
  registerXtypes,
} from './Class';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export class Base {
  /** The class of this instance (its most derived class). */
  declare self: Any;
  /** The registered name of this instance's class (`''` for anonymous classes). */
  declare $className: string;
  /** The parent class's prototype. */
  declare superclass: Any;
  /** Always `true` on instances (Ext's `isInstance`). */
  declare isInstance: true;
  /** Mixin prototypes by mixin name (`this.mixins.observable`). */
  declare mixins: Record<string, Any>;
  /**
   * The merged config of this instance after `initConfig` (the class defaults before); built
   * on first read.
   */
  declare config: Record<string, Any>;
  /** @internal Class-level config defaults (merged down the hierarchy). */
  declare $configDefaults: Record<string, Any>;
  /** @internal Per instance: the merged config, once read or assigned. */
  declare $config?: Record<string, Any>;
  /** @internal Per declared config: 1 = assigned directly, 2 = through its setter. */
  declare $cfgMode: Record<string, 1 | 2>;
  /** The config object passed to `initConfig`, as given. */
  declare initialConfig: Record<string, Any>;
  /** @internal Config names declared on the class (null-prototype map). */
  declare $configMap: Record<string, true>;
  /** @internal Config names whose setters must run at `initConfig` time. */
  declare $cfgList: string[];
  /** @internal Names in `$cfgList`, as a map read by the generated getters. */
  declare $cfgLazy: Record<string, true>;
  /** @internal Per instance: config names whose setter has run. */
  declare $cfgInit?: Record<string, boolean>;
  /** @internal Per instance: `initConfig` has run. */
  declare $configured?: boolean;

  /** The registered class name (`''` for anonymous classes). */
  declare static $className: string;
  /** The parent class's prototype. */
  declare static superclass: Any;
  /** @internal Names of the statics copied onto subclasses. */
  declare static $inheritableStatics: string[];
  /** @internal `onClassExtended` callbacks run for every descendant. */
  declare static $onExtended: Array<{ fn: (...args: Any[]) => void; scope?: unknown }>;
  /** @internal Always `true` on Lib classes. */
  declare static $isClass: true;
  /** The first xtype of the class, when it has one. */
  declare static xtype?: string;

  constructor(..._args: Any[]) {
    // Forward to the Ext-style constructor; an object it returns replaces the instance.
    // eslint-disable-next-line prefer-rest-params
    return (this as Any).$construct.apply(this, arguments);
  }

  /**
   * The Ext-style constructor. `Lib.Base`'s does nothing: classes that take a config call
   * `this.initConfig(config)` or copy it themselves.
   */
  $construct(..._args: Any[]): Any {
    return this;
  }

  /**
   * Calls the same method one level up the chain with `args` (an array or `arguments`):
   * the overridden implementation when the running method is an override, else the
   * superclass's.
   */
  declare callParent: (args?: ArrayLike<unknown> | null) => Any;

  /** Calls the superclass implementation of the running method, skipping overrides. */
  declare callSuper: (args?: ArrayLike<unknown> | null) => Any;

  /** Exactly `callParent` (Ext JS 4 keeps both names). */
  declare callOverridden: (args?: ArrayLike<unknown> | null) => Any;

  /**
   * The class that owns the running method (so in an inherited method it is the parent
   * class); `this.self` is the instance's own class.
   */
  statics(): Any {
    const rec = currentMethod();
    return rec && !rec.isStatic && typeof rec.owner === 'function' ? rec.owner : this.self;
  }

  /**
   * Initialises the class's `config` block from `instanceConfig`: runs the setter of every
   * config that has hooks and a default, then sets every declared config that was passed
   * (except `null` values; object values deep-merge over the class default). The argument is
   * kept as `initialConfig`; `this.config` is the merged view. Runs once per instance.
   */
  initConfig(instanceConfig?: Record<string, Any> | null): this {
    if (this.$configured === true) return this;
    this.$configured = true;
    this.initialConfig = instanceConfig || {};
    const defaults = this.$configDefaults;
    const list = this.$cfgList;
    let inited = this.$cfgInit;
    if (list.length !== 0) {
      if (inited === undefined) inited = this.$cfgInit = {};
      for (let i = 0; i < list.length; i++) {
        const name = list[i];
        if (inited[name] !== true) {
          inited[name] = true;
          const given = instanceConfig ? instanceConfig[name] : undefined;
          (this as Any)[configNames(name).set](
            given === undefined ? defaults[name] : mergeConfigValue(defaults[name], given),
          );
        }
      }
    }
    if (instanceConfig) {
      // Hook-less configs (mode 1) are assigned directly: that is all their generated setter
      // would do, and it saves five dynamic property lookups per key.
      const mode = this.$cfgMode;
      for (const key in instanceConfig) {
        const kind = mode[key];
        if (kind === undefined) continue;
        const value = instanceConfig[key];
        if (value === null || value === undefined) continue;
        if (kind === 1) (this as Any)[key] = mergeConfigValue(defaults[key], value);
        else if (inited === undefined || inited[key] !== true) {
          (this as Any)[configNames(key).set](mergeConfigValue(defaults[key], value));
        }
      }
    }
    return this;
  }

  /** Whether the class declares a config called `name`. */
  hasConfig(name: string): boolean {
    return this.$configMap[name] === true;
  }

  /**
   * Sets several configs at once through their setters. With `applyIfNotSet`, names already
   * present in this instance's config are skipped. Undeclared names are kept in `this.config`.
   */
  setConfig(values: Record<string, Any> | null | undefined, applyIfNotSet?: boolean): this {
    if (!values) return this;
    let config = this.config;
    if (this.$config !== config) config = this.$config = Object.create(config);
    for (const name of Object.keys(values)) {
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
      if (applyIfNotSet && Object.prototype.hasOwnProperty.call(config, name)) continue;
      config[name] = values[name];
      if (this.$configMap[name] === true) (this as Any)[configNames(name).set](values[name]);
    }
    return this;
  }

  /** The current value of a declared config (through its getter). */
  getConfig(name: string): Any {
    return this.$configMap[name] === true
      ? (this as Any)[configNames(name).get]()
      : this.config[name];
  }

  /** The config passed at construction, or one key of it. */
  getInitialConfig(name?: string): Any {
    const initial = this.initialConfig || {};
    return name === undefined ? initial : initial[name];
  }

  /** Releases the instance; `Lib.Base`'s version only turns further `destroy` calls into no-ops. */
  destroy(): void {
    (this as Any).destroy = emptyFn;
  }

  // ---- static class API (copied onto every subclass, as Ext JS 4's inheritable statics) ----

  /** `new this(...args)`. */
  static create(...args: Any[]): Any {
    return new (this as Any)(...args);
  }

  /** Makes this class inherit from `parent` (the step `Lib.define` runs for `extend`). */
  static extend(parent: Any): void {
    extendClass(this, parent);
  }

  /**
   * Adds or replaces members; functions keep the replaced one as `$previous` and reach it
   * through `callParent`. Also takes `(name, fn)`. `statics`, `inheritableStatics`, `config`
   * and `mixins` keys are handled as in `Lib.define`.
   */
  static override(members: Record<string, Any> | string, fn?: Any): Any {
    overrideTarget(this, typeof members === 'string' ? { [members]: fn } : members);
    return this;
  }

  /** Adds static members (not inherited by subclasses). */
  static addStatics(members: Record<string, Any>): Any {
    addStatics(this, members, false);
    return this;
  }

  /** Adds static members that subclasses defined later also receive. */
  static addInheritableStatics(members: Record<string, Any>): Any {
    addInheritableStatics(this, members, false);
    return this;
  }

  /** Adds prototype members (functions can `callParent`). */
  static addMembers(members: Record<string, Any>): Any {
    addMembers(this, members, false);
    finishConfig(this);
    return this;
  }

  /** Adds one prototype member. */
  static addMember(name: string, value: Any): Any {
    addMembers(this, { [name]: value }, false);
    finishConfig(this);
    return this;
  }

  /** Same as `addMembers`. */
  static implement(members: Record<string, Any>): Any {
    addMembers(this, members, false);
    finishConfig(this);
    return this;
  }

  /** Copies the named prototype members of another class onto this one. */
  static borrow(fromClass: Any, members: string | string[]): Any {
    borrow(this, fromClass, members);
    return this;
  }

  /** Mixes `mixinClass` in under `name`. */
  static mixin(name: string, mixinClass: Any): Any {
    mixin(this, name, mixinClass);
    finishConfig(this);
    return this;
  }

  /** The registered class name, or `''`. */
  static getName(): string {
    return this.$className || '';
  }

  /** Adds a prototype method `alias` that calls the method `origin`. */
  static createAlias(alias: string | Record<string, string>, origin?: string): Any {
    const pairs = typeof alias === 'string' ? { [alias]: origin as string } : alias;
    for (const name of Object.keys(pairs)) {
      const target = pairs[name];
      addMembers(
        this,
        {
          [name]: function (this: Any, ...args: Any[]) {
            return this[target](...args);
          },
        },
        false,
      );
    }
    return this;
  }

  /** Adds an xtype (and its `widget.` alias). */
  static addXtype(xtype: string): Any {
    registerXtypes(this, [xtype]);
    return this;
  }

  /** Registers a callback run for every class later derived from this one. */
  static onExtended(fn: (...args: Any[]) => void, scope?: unknown): Any {
    this.$onExtended.push({ fn, scope });
    return this;
  }

  /** Adds config declarations (`mergeIf`: existing defaults win). */
  static addConfig(config: Record<string, Any>, mergeIf?: boolean): Any {
    addConfig(this, config, !!mergeIf);
    finishConfig(this);
    return this;
  }

  /** `callParent` for static methods. */
  declare static callParent: (args?: ArrayLike<unknown> | null) => Any;

  /** `callSuper` for static methods. */
  declare static callSuper: (args?: ArrayLike<unknown> | null) => Any;
}

/** A function that does nothing (`Lib.emptyFn`). */
export function emptyFn(): void {}

/** One instance config value over its class default: plain objects deep-merge, the rest replaces. */
function mergeConfigValue(defaultValue: unknown, value: unknown): unknown {
  if (!isSimpleObject(value)) return value;
  return merge(isSimpleObject(defaultValue) ? clone(defaultValue) : {}, value);
}

// Base's own class data (Lib.define sets the same for every other class).
const proto = Base.prototype as Any;
delete proto.constructor;
Object.defineProperty(proto, 'constructor', {
  get(this: Any) {
    return this.$construct;
  },
  set(this: Any, value: Any) {
    Object.defineProperty(this, '$construct', {
      value,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  },
  configurable: true,
  enumerable: false,
});
installCallUp(proto);
(Base as Any).callParent = callParentMethod;
(Base as Any).callSuper = callSuperMethod;
proto.self = Base;
proto.$className = 'Lib.Base';
proto.isInstance = true;
Object.defineProperty(proto, 'config', {
  get(this: Any) {
    const built = this.$config;
    if (built !== undefined) return built;
    const defaults = this.$configDefaults;
    if (this.$configured !== true) return defaults;
    const merged = Object.create(defaults);
    const initial = this.initialConfig;
    for (const key of Object.keys(initial)) {
      if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
        merged[key] = mergeConfigValue(defaults[key], initial[key]);
      }
    }
    this.$config = merged;
    return merged;
  },
  set(this: Any, value: Any) {
    this.$config = value;
  },
  configurable: true,
  enumerable: false,
});
proto.$configDefaults = {};
proto.$configMap = Object.create(null);
proto.$cfgList = [];
proto.$cfgLazy = Object.create(null);
proto.$cfgMode = Object.create(null);
Base.$className = 'Lib.Base';
Base.$isClass = true;
Base.$onExtended = [];
Base.$inheritableStatics = Object.getOwnPropertyNames(Base).filter(
  (key) => typeof (Base as Any)[key] === 'function' && key !== 'prototype' && key[0] !== '$',
);
ClassManager.set('Lib.Base', Base);

declare module './ClassManager' {
  interface ClassMap {
    'Lib.Base': typeof Base;
  }
}
