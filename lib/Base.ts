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
import { defineAccessor, defineValue, isFn, keys, own } from './check';
import { isUnsafeKey } from './Error';
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
  setBase,
} from './Class';

export class Base {
  /** The class of this instance (its most derived class). */
  declare self: any;
  /** The registered name of this instance's class (`''` for anonymous classes). */
  declare $className: string;
  /** The parent class's prototype. */
  declare superclass: any;
  /** Always `true` on instances (Ext's `isInstance`). */
  declare isInstance: true;
  /** Mixin prototypes by mixin name (`this.mixins.observable`). */
  declare mixins: Record<string, unknown>;
  /**
   * The merged config of this instance after `initConfig` (the class defaults before); built
   * on first read.
   */
  declare config: Record<string, unknown>;
  /** @internal Class-level config defaults (merged down the hierarchy). */
  declare $cfgDefaults: Record<string, unknown>;
  /** @internal Per instance: the merged config, once read or assigned. */
  declare $config?: Record<string, unknown>;
  /**
   * @internal Per declared config: 1 = assigned directly, 2 = through its setter, 3 = through
   * its setter and initialised by `initConfig` (a hooked config with a default).
   */
  declare $cfgMode: Record<string, 1 | 2 | 3>;
  /** The config object passed to `initConfig`, as given. */
  declare initialConfig: Record<string, any>;
  /** @internal Config names declared on the class (null-prototype map). */
  declare $cfgMap: Record<string, true>;
  /** @internal Config names whose setters must run at `initConfig` time (mode 3). */
  declare $cfgList: string[];
  /** @internal Per instance: config names whose setter has run. */
  declare $cfgInit?: Record<string, boolean>;
  /** @internal Per instance: `initConfig` has run. */
  declare $cfgDone?: boolean;

  /** The registered class name (`''` for anonymous classes). */
  declare static $className: string;
  /** The parent class's prototype. */
  declare static superclass: any;
  /** @internal Names of the statics copied onto subclasses. */
  declare static $inheritable: string[];
  /** @internal `onClassExtended` callbacks run for every descendant. */
  declare static $onExtended: Array<{ fn: (...args: never[]) => void; scope?: unknown }>;
  /** @internal Always `true` on Lib classes. */
  declare static $isClass: true;
  /** The first xtype of the class, when it has one. */
  declare static xtype?: string;

  constructor(..._args: unknown[]) {
    // Forward to the Ext-style constructor; an object it returns replaces the instance.
    return (this as any).$construct.apply(this, arguments);
  }

  /**
   * The Ext-style constructor. `Lib.Base`'s does nothing: classes that take a config call
   * `this.initConfig(config)` or copy it themselves.
   */
  $construct(..._args: unknown[]): unknown {
    return this;
  }

  /**
   * Calls the same method one level up the chain with `args` (an array or `arguments`):
   * the overridden implementation when the running method is an override, else the
   * superclass's.
   */
  declare callParent: (args?: ArrayLike<unknown> | null) => any;

  /** Calls the superclass implementation of the running method, skipping overrides. */
  declare callSuper: (args?: ArrayLike<unknown> | null) => any;

  /** Exactly `callParent` (Ext JS 4 keeps both names). */
  declare callOverridden: (args?: ArrayLike<unknown> | null) => any;

  /**
   * The class that owns the running method (so in an inherited method it is the parent
   * class); `this.self` is the instance's own class.
   */
  statics(): unknown {
    const rec = currentMethod();
    return rec && !rec.isStatic && isFn(rec.owner) ? rec.owner : this.self;
  }

  /**
   * Initialises the class's `config` block from `instanceConfig`: runs the setter of every
   * config that has hooks and a default, then sets every declared config that was passed
   * (except `null` values; object values deep-merge over the class default). The argument is
   * kept as `initialConfig`; `this.config` is the merged view. Runs once per instance.
   */
  initConfig(instanceConfig?: Record<string, unknown> | null): this {
    if (this.$cfgDone === true) return this;
    this.$cfgDone = true;
    this.initialConfig = instanceConfig || {};
    const defaults = this.$cfgDefaults;
    const list = this.$cfgList;
    let inited = this.$cfgInit;
    if (list.length !== 0) {
      if (inited === undefined) inited = this.$cfgInit = {};
      for (let i = 0; i < list.length; i++) {
        const name = list[i];
        if (inited[name] !== true) {
          inited[name] = true;
          const given = instanceConfig?.[name];
          (this as never as Fns)[configNames(name).set](
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
        if (kind === 1) (this as Bag)[key] = mergeConfigValue(defaults[key], value);
        else if (inited === undefined || inited[key] !== true) {
          (this as never as Fns)[configNames(key).set](mergeConfigValue(defaults[key], value));
        }
      }
    }
    return this;
  }

  /** Whether the class declares a config called `name`. */
  hasConfig(name: string): boolean {
    return this.$cfgMap[name] === true;
  }

  /**
   * Sets several configs at once through their setters. With `applyIfNotSet`, names already
   * present in this instance's config are skipped. Undeclared names are kept in `this.config`.
   */
  setConfig(values: Record<string, unknown> | null | undefined, applyIfNotSet?: boolean): this {
    if (!values) return this;
    let config = this.config;
    if (this.$config !== config) config = this.$config = Object.create(config);
    for (const name of keys(values)) {
      if (isUnsafeKey(name) || (applyIfNotSet && own(config, name))) continue;
      config[name] = values[name];
      if (this.$cfgMap[name] === true) (this as never as Fns)[configNames(name).set](values[name]);
    }
    return this;
  }

  /** The current value of a declared config (through its getter). */
  getConfig(name: string): unknown {
    return this.$cfgMap[name] === true ? (this as any)[configNames(name).get]() : this.config[name];
  }

  /** The config passed at construction, or one key of it. */
  getInitialConfig(name?: string): unknown {
    const initial = this.initialConfig || {};
    return name === undefined ? initial : initial[name];
  }

  /** Releases the instance; `Lib.Base`'s version only turns further `destroy` calls into no-ops. */
  destroy(): void {
    this.destroy = emptyFn;
  }

  // ---- static class API (copied onto every subclass, as Ext JS 4's inheritable statics) ----

  /** `new this(...args)`. */
  static create(...args: unknown[]): any {
    return new (this as any)(...args);
  }

  /** Makes this class inherit from `parent` (the step `Lib.define` runs for `extend`). */
  static extend(parent: unknown): void {
    extendClass(this, parent);
  }

  /**
   * Adds or replaces members; functions keep the replaced one as `$previous` and reach it
   * through `callParent`. Also takes `(name, fn)`. `statics`, `inheritableStatics`, `config`
   * and `mixins` keys are handled as in `Lib.define`.
   */
  static override(members: Record<string, unknown> | string, fn?: unknown): unknown {
    overrideTarget(this, pairs(members, fn));
    return this;
  }

  /** Adds static members (not inherited by subclasses). */
  static addStatics(members: Record<string, unknown>): unknown {
    addStatics(this, members);
    return this;
  }

  /** Adds static members that subclasses defined later also receive. */
  static addInheritableStatics(members: Record<string, unknown>): unknown {
    addInheritableStatics(this, members);
    return this;
  }

  /** Adds prototype members (functions can `callParent`). */
  static addMembers(members: Record<string, unknown>): unknown {
    addMembers(this, members);
    finishConfig(this);
    return this;
  }

  /** Adds one prototype member (through `addMembers`). */
  static addMember(name: string, value: unknown): unknown {
    return this.addMembers({ [name]: value });
  }

  /** Same as `addMembers` (which it calls). */
  static implement(members: Record<string, unknown>): unknown {
    return this.addMembers(members);
  }

  /** Copies the named prototype members of another class onto this one. */
  static borrow(fromClass: unknown, members: string | string[]): unknown {
    borrow(this, fromClass, members);
    return this;
  }

  /** Mixes `mixinClass` in under `name`. */
  static mixin<C>(this: C, name: string, mixinClass: unknown): C {
    mixin(this, name, mixinClass);
    finishConfig(this);
    return this;
  }

  /** The registered class name, or `''`. */
  static getName(): string {
    return this.$className || '';
  }

  /** Adds a prototype method `alias` that calls the method `origin`. */
  static createAlias<C>(this: C, alias: string | Record<string, string>, origin?: string): C {
    const map = pairs(alias, origin);
    for (const name of keys(map)) {
      const target = map[name];
      addMembers(this, {
        [name]: function (this: Fns, ...args: unknown[]) {
          return this[target](...args);
        },
      });
    }
    return this;
  }

  /** Adds an xtype (and its `widget.` alias). */
  static addXtype<C>(this: C, xtype: string): C {
    registerXtypes(this, [xtype]);
    return this;
  }

  /** Registers a callback run for every class later derived from this one. */
  static onExtended<C extends typeof Base>(
    this: C,
    fn: (...args: never[]) => void,
    scope?: unknown,
  ): C {
    this.$onExtended.push({ fn, scope });
    return this;
  }

  /** Adds config declarations (`mergeIf`: existing defaults win). */
  static addConfig<C>(this: C, config: Record<string, unknown>, mergeIf?: boolean): C {
    addConfig(this, config, !!mergeIf);
    finishConfig(this);
    return this;
  }

  /** `callParent` for static methods. */
  declare static callParent: (args?: ArrayLike<unknown> | null) => any;

  /** `callSuper` for static methods. */
  declare static callSuper: (args?: ArrayLike<unknown> | null) => any;
}

/** An instance with its members by name (the ones a config declaration adds). */
type Bag = Base & Record<string, unknown>;
/** An instance with its methods by name (a config's generated setter and getter, an aliased method). */
type Fns = Base & Record<string, (...args: unknown[]) => unknown>;

/** A function that does nothing (`Lib.emptyFn`). */
export function emptyFn(): void {}

/** `{[name]: value}` for a name and a value, else the object of pairs given. */
const pairs = <T>(name: string | Record<string, T>, value?: T): Record<string, T> =>
  typeof name === 'string' ? { [name]: value as T } : name;

/** One instance config value over its class default: plain objects deep-merge, the rest replaces. */
const mergeConfigValue = (defaultValue: unknown, value: unknown): unknown => {
  if (!isSimpleObject(value)) return value;
  return merge(isSimpleObject(defaultValue) ? clone(defaultValue) : {}, value);
};

// Base's own class data (Lib.define sets the same for every other class).
const proto = Base.prototype as any;
delete proto.constructor;
defineAccessor(
  proto,
  'constructor',
  function (this: Base) {
    return this.$construct;
  },
  function (this: Base, value: unknown) {
    defineValue(this, '$construct', value);
  },
);
installCallUp(proto);
defineAccessor(
  proto,
  'config',
  function (this: Base) {
    const built = this.$config;
    if (built !== undefined) return built;
    const defaults = this.$cfgDefaults;
    if (this.$cfgDone !== true) return defaults;
    const merged = Object.create(defaults);
    const initial = this.initialConfig;
    for (const key of keys(initial)) {
      if (!isUnsafeKey(key)) merged[key] = mergeConfigValue(defaults[key], initial[key]);
    }
    return (this.$config = merged);
  },
  function (this: Base, value: Record<string, unknown>) {
    this.$config = value;
  },
);
Object.assign(proto, {
  self: Base,
  $className: 'Lib.Base',
  isInstance: true,
  $cfgDefaults: {},
  $cfgMap: Object.create(null),
  $cfgList: [],
  $cfgMode: Object.create(null),
});
Object.assign(Base, {
  callParent: callParentMethod,
  callSuper: callSuperMethod,
  $className: 'Lib.Base',
  $isClass: true,
  $onExtended: [],
});
Base.$inheritable = Object.getOwnPropertyNames(Base).filter(
  (key) => isFn((Base as unknown as Record<string, unknown>)[key]) && key[0] !== '$',
);
setBase(Base);
ClassManager.set('Lib.Base', Base);

declare module './ClassManager' {
  interface ClassMap {
    'Lib.Base': typeof Base;
  }
}
