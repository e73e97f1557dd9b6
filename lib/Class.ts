/**
 * The define pipeline: turns a `Lib.define` body (or a TypeScript class being registered)
 * into a finished, registered class. The steps and their order follow Ext JS 4:
 *
 *   extend (and the ancestors' `onClassExtended` callbacks) → statics → inheritableStatics →
 *   config → alias/xtype → own members → mixins → alias registration → singleton →
 *   registry + namespace → alternateClassName → `createdFn` → pending overrides.
 *
 * Class-level data (merged config defaults, xtype chains, the list of configs to initialise)
 * is computed once per class here, so creating an instance does a single shallow pass.
 *
 * @example
 *   Lib.define('App.Point', {config: {x: 0, y: 0}, constructor(cfg) { this.initConfig(cfg); }});
 */
import {
  get,
  isConstructor,
  Manager,
  root,
  onCreated,
  register,
  setAlias,
  setAlternate,
  splitName,
  suggest,
  triggerCreated,
} from './ClassManager';
import { defineValue, include, isArray, isFn, isName, isObj, keys, nameOf, own } from './check';
import { fail, finalizeConfigs, type ConfigDecl, type ConfigEntry } from './config';
import { describe, isUnsafeKey, raise } from './Error';
import { prepareMethod, unwrap, type Method, type MethodOwner } from './method';
import { clone, merge } from './lang/Object';
import { isSimpleObject } from './lang/is';

type Fn = Method;
/** A member bag: a prototype, a class's statics, a body. */
type Ns = Record<string, unknown>;
/** A class given by reference: a constructor function or an ES class. */
type ClassRef = Fn | (abstract new (...args: never[]) => unknown);

/** A `Lib.define` body: the special keys below, and everything else goes onto the prototype. */
export interface ClassBody {
  /** Parent class, by name or constructor (default `Lib.Base`). */
  extend?: string | ClassRef;
  /** Mixins: an array (named by `mixinId` or class name) or an object of name → class. */
  mixins?: Array<string | ClassRef> | Record<string, string | ClassRef>;
  /** Config declarations with defaults: generates `getX`/`setX` with `applyX`/`updateX` hooks. */
  config?: Record<string, unknown>;
  /**
   * The checked configs the constructor takes (see lib/config.ts): name → declaration (`cfg`)
   * or default value; finalised into `prototype.$configs`, defaults onto the prototype.
   */
  $configs?: Record<string, ConfigEntry>;
  /** Static members of this class only. */
  statics?: Record<string, unknown>;
  /** Static members that every subclass also receives. */
  inheritableStatics?: Record<string, unknown>;
  /** Full aliases (`'widget.mygrid'`, `'proxy.mine'`). */
  alias?: string | string[];
  /** Widget xtypes (each also registers `widget.<xtype>`). */
  xtype?: string | string[];
  /** Other names the class is registered under. */
  alternateClassName?: string | string[];
  /** Create one instance at definition time and register it instead of the class. */
  singleton?: boolean;
  /** Apply this body to an existing (or future) class instead of creating one. */
  override?: string;
  /** Accepted for compatibility; imports replace the Loader. */
  requires?: string | string[];
  /** Accepted for compatibility; imports replace the Loader. */
  uses?: string | string[];
  /** Run for every class derived from this one, while it is being defined. */
  onClassExtended?: (cls: any, data: ClassBody, hooks: ClassHooks) => void;
  /** The Ext-style constructor. */
  constructor?: Function;
  [member: string]: any;
}

/** The hooks an `onClassExtended` callback may wrap to delay or alter creation. */
export interface ClassHooks {
  onBeforeCreated: (this: unknown, cls: any, data: ClassBody, hooks: ClassHooks) => void;
  onCreated: (this: unknown, cls: any) => void;
}

/** Body keys the pipeline handles itself (never copied onto the prototype). */
const SPECIAL_KEYS = new Set(
  'extend override mixins config statics inheritableStatics alias xtype alternateClassName singleton requires uses onClassExtended $className $configs'.split(
    ' ',
  ),
);

const { create, defineProperty, getOwnPropertyNames, getOwnPropertyDescriptor, getPrototypeOf } =
  Object;

/**
 * `Lib.Base`, handed over by lib/Base.ts when its module runs (`setBase`), before any class can
 * be defined: Base imports this file for its static class API, so importing Base here would
 * make an import cycle.
 */
let Root: RootClass;
/** `Lib.Base` as the pipeline uses it: a constructor with a prototype and inheritable statics. */
type RootClass = Function & { prototype: object; $inheritable: string[] };
/** @internal Called once by lib/Base.ts. */
export const setBase = (Base: RootClass): void => {
  Root = Base;
};

const DEFINE = 'Lib.define';

/** Defines `to[key]` with the descriptor `from` has for it. */
const copyProperty = (to: object, from: object, key: string) =>
  defineProperty(to, key, getOwnPropertyDescriptor(from, key) as PropertyDescriptor);

/**
 * `value`, prepared as the member `name` of `owner` when it is a function (see
 * `prepareMethod`); the function `holder` owns under `name`, when given, is what it overrides.
 */
const prepare = (
  value: unknown,
  owner: MethodOwner,
  name: string,
  isStatic: boolean,
  holder?: Ns | false,
) =>
  isFn(value)
    ? prepareMethod(
        value,
        owner,
        name,
        isStatic,
        holder && own(holder, name) && isFn(holder[name]) ? holder[name] : undefined,
      )
    : value;

/** A generated accessor is marked `$gen` (a custom setter is not). */
type Gen = { $gen?: true };

/** A copy of a list (`[]` for none). */
const copyList = <T>(list?: T[]): T[] => (list || []).slice();

/**
 * `object[key]` when `object` owns it; else `copy(inherited value)`, stored on `object`
 * first (so a class changes its own copy of per-class data, never its parent's).
 */
const ownValue = (object: any, key: string, copy: (inherited: any) => any): any =>
  own(object, key) ? object[key] : (object[key] = copy(object[key]));

/** Adds `name` to the statics that the subclasses of `Cls` receive. */
const addInheritable = (Cls: any, name: string) =>
  include(ownValue(Cls, '$inheritable', copyList), name);

/** `value` as a fresh list of non-empty strings (`[]` for `null`/`undefined`). */
const toList = (value: unknown, where: string, what: string): string[] => {
  const list: string[] = value === undefined || value === null ? [] : [].concat(value as never);
  for (const item of list) {
    if (!isName(item)) fail(where, what, 'a non-empty string or an array of them', item);
  }
  return list;
};

/** A class from a name or constructor, or a clear error naming what was looked for. */
export const resolveClass = (ref: unknown, where: string, what: string): any => {
  if (isConstructor(ref)) return ref;
  if (!isName(ref)) fail(where, what, 'a class or a class name', ref);
  const found = get(ref);
  if (isConstructor(found)) return found;
  raise(
    where,
    `${what} '${ref}' is ` +
      (isObj(found) && found.self
        ? 'a singleton instance, not a class'
        : 'not a registered class' + suggest(ref)),
  );
};

// ---------------------------------------------------------------------------------------
// config accessors

interface ConfigNames {
  get: string;
  set: string;
  apply: string;
  update: string;
  /** The generated getter, shared by every class declaring the config. */
  getter: Fn;
  /** The generated setter, shared by every class declaring the config. */
  setter: Fn;
}

const nameCache = new Map<string, ConfigNames>();

/**
 * `getFoo`/`setFoo`/`applyFoo`/`updateFoo` for the config `foo`, and its generated getter and
 * setter (cached).
 */
export const configNames = (name: string): ConfigNames => {
  let names = nameCache.get(name);
  if (names === undefined) {
    const cap = name.charAt(0).toUpperCase() + name.slice(1);
    const set = 'set' + cap;
    const apply = 'apply' + cap;
    const update = 'update' + cap;
    const getter = function (this: any) {
      // Mode 3: a hooked config with a default, which the getter initialises when read
      // before initConfig got to it.
      if (this.$cfgMode[name] === 3) {
        const inited = this.$cfgInit;
        if (inited === undefined || inited[name] !== true) this[set](this.config[name]);
      }
      return this[name];
    };
    const setter = function (this: any, value: any) {
      const old = this[name];
      if (this.$cfgMode[name] === 3) (this.$cfgInit || (this.$cfgInit = {}))[name] = true;
      const applier = this[apply];
      if (applier !== undefined) value = applier.call(this, value, old);
      if (value === undefined) return this;
      this[name] = value;
      const updater = this[update];
      if (updater !== undefined && value !== old) updater.call(this, value, old);
      return this;
    };
    (getter as Gen).$gen = (setter as Gen).$gen = true;
    names = { get: 'get' + cap, set, apply, update, getter, setter };
    nameCache.set(name, names);
  }
  return names;
};

/**
 * Declares configs on a class: merges their defaults over the inherited ones (or under them
 * with `mergeIf`), and generates accessors where the class has none.
 */
export const addConfig = (
  Cls: any,
  config: Record<string, unknown>,
  mergeIf?: boolean,
  data?: ClassBody,
): void => {
  if (!isObj(config)) fail(DEFINE, `config of '${nameOf(Cls)}'`, 'an object', config);
  const proto = Cls.prototype;
  const defaults = ownValue(proto, '$cfgDefaults', clone);
  const map = ownValue(proto, '$cfgMap', create);
  for (const name of keys(config)) {
    if (isUnsafeKey(name)) continue;
    const value = config[name];
    if (!mergeIf || !(name in map)) {
      // A (re)declared default replaces the value an earlier finishConfig left on this
      // prototype (see finishConfig); a mixin's config (mergeIf) never touches the class's own.
      if (!mergeIf && own(proto, name)) delete proto[name];
      const existing = defaults[name];
      defaults[name] = !isSimpleObject(value)
        ? value
        : isSimpleObject(existing)
          ? merge(existing, value)
          : clone(value);
    }
    map[name] = true;
    const names = configNames(name);
    for (const [key, fn] of [
      [names.get, names.getter],
      [names.set, names.setter],
    ] as Array<[string, Fn]>) {
      if (proto[key] === undefined && data?.[key] === undefined) proto[key] = fn;
    }
  }
};

/**
 * Decides, once the class's members are in place, which configs are initialised per
 * instance (those with a default and an `apply`/`update` hook or a custom setter) and which
 * simply live on the prototype under their plain name.
 *
 * A prototype value of its own is kept, as in Ext JS 4, where members are copied after the
 * config defaults: a subclass or override that sets `foo: 5` as a plain member changes the
 * hook-less config `foo`. An inherited value equal to the default is not copied down either,
 * so that a later override of the parent's value reaches the subclasses.
 */
export const finishConfig = (Cls: any): void => {
  const proto = Cls.prototype;
  const list: string[] = [];
  const mode: Record<string, 1 | 2 | 3> = create(null);
  for (const name in proto.$cfgMap) {
    const { set, apply, update } = configNames(name);
    const value = proto.$cfgDefaults[name];
    const setter = proto[set];
    const hooked =
      isFn(proto[apply]) || isFn(proto[update]) || (isFn(setter) && !(setter as Gen).$gen);
    mode[name] = hooked ? 2 : 1;
    if (hooked && !(value === null || value === undefined)) {
      list.push(name);
      mode[name] = 3;
      if (name in proto) proto[name] = undefined;
    } else if (!own(proto, name) && proto[name] !== value) {
      proto[name] = value;
    }
  }
  proto.$cfgList = list;
  proto.$cfgMode = mode;
};

// ---------------------------------------------------------------------------------------
// members and statics

/**
 * Copies members onto a class's prototype. Functions that call up the chain are wrapped
 * (see `method.ts`); with `isOverride`, a replaced own function becomes the new one's
 * `previous`. The key `constructor` becomes the Ext-style constructor `$construct`.
 */
/**
 * Finalises `configs` (a `$configs` body) into the class's own config table, which inherits
 * its parent's, and puts their defaults on the prototype. An override adds to the table.
 */
export const addConfigs = (Cls: any, configs: Record<string, ConfigEntry>, where: string): void => {
  const proto = Cls.prototype;
  if (!own(proto, '$configs')) {
    defineValue(proto, '$configs', create(getPrototypeOf(proto).$configs || null));
  }
  addMembers(Cls, finalizeConfigs(configs, proto.$configs, where));
};

export const addMembers = (
  Cls: any,
  members: Record<string, unknown>,
  isOverride?: boolean,
  skipSpecial?: boolean,
): void => {
  const proto = Cls.prototype;
  for (const key of keys(members)) {
    if ((skipSpecial && SPECIAL_KEYS.has(key)) || key === '__proto__' || key === 'prototype') {
      continue;
    }
    const name = key === 'constructor' ? '$construct' : key;
    const descriptor = getOwnPropertyDescriptor(members, key) as PropertyDescriptor;
    if (descriptor.get || descriptor.set) {
      defineProperty(proto, name, { ...descriptor, configurable: true });
      continue;
    }
    const value = prepare(descriptor.value, Cls, name, false, isOverride && proto);
    if (name === '$construct') defineValue(proto, name, value);
    else proto[name] = value;
  }
};

/** Adds static members to the class itself. */
export const addStatics = (
  Cls: any,
  members: Record<string, unknown>,
  isOverride?: boolean,
): string[] => {
  if (!isObj(members)) fail(DEFINE, `statics of '${nameOf(Cls)}'`, 'an object', members);
  const names: string[] = [];
  for (const key of keys(members)) {
    if (isUnsafeKey(key) || key === 'name' || key === 'length') continue;
    Cls[key] = prepare(members[key], Cls, key, true, isOverride && Cls);
    names.push(key);
  }
  return names;
};

/** Adds statics that subclasses receive too (copied onto each at its definition). */
export const addInheritableStatics = (
  Cls: any,
  members: Record<string, unknown>,
  isOverride?: boolean,
): void => {
  for (const name of addStatics(Cls, members, isOverride)) addInheritable(Cls, name);
};

/** Copies named prototype members from another class, re-owned by `Cls`. */
export const borrow = (Cls: any, from: any, members: string | string[]): void => {
  const where = 'Lib.Base.borrow';
  const source = resolveClass(from, where, 'class to borrow from').prototype;
  const picked: Record<string, unknown> = {};
  for (const name of toList(members, where, 'member name')) {
    const value = source[name];
    picked[name] = isFn(value) ? unwrap(value) : value;
  }
  addMembers(Cls, picked);
};

// ---------------------------------------------------------------------------------------
// inheritance

/** Chains `Cls` to `Parent` (prototype, `superclass`, inheritable statics, `onClassExtended`). */
export const extendClass = (Cls: any, Parent: any): void => {
  const proto = (Cls.prototype = create(Parent.prototype));
  if (!(proto instanceof Root)) {
    // A foreign parent (a plain constructor function): give the class the Base machinery.
    const baseProto = Root.prototype;
    for (const key of getOwnPropertyNames(baseProto)) {
      if (!(key in proto) || key === 'constructor') copyProperty(proto, baseProto, key);
    }
  }
  link(Cls, Parent);
};

/** `self`, `superclass`, the inherited statics and `onClassExtended` callbacks of `Cls`. */
const link = (Cls: any, Parent: any): void => {
  const proto = Cls.prototype;
  proto.self = Cls;
  Cls.superclass = proto.superclass = Parent.prototype;
  const source = Parent.$inheritable ? Parent : Root;
  const inherited: string[] = source.$inheritable;
  for (const name of inherited) {
    if (!own(Cls, name)) Cls[name] = source[name];
  }
  Cls.$inheritable = inherited.slice();
  Cls.$onExtended = copyList(Parent.$onExtended);
  Cls.$isClass = true;
};

// ---------------------------------------------------------------------------------------
// mixins

/**
 * Prototype members a mixin never gives away (per-class data), among those a class may lack.
 * Construction and config machinery (`constructor`, `$construct`, `config`, `self`,
 * `superclass`, `$cfgMap`, `$cfgDefaults`, `$cfgList`, `$cfgMode`) every class has, so the
 * rule that the class's own members win already keeps them.
 */
const MIXIN_SKIP = new Set(
  'mixinId $className $config $configs xtype xtypes xtypesChain xtypesMap onClassMixedIn'.split(
    ' ',
  ),
);

/** Mixes `mixinRef` into `Cls` under `name` (Ext JS 4 rules: the class's members always win). */
export const mixin = (Cls: any, name: string, mixinRef: unknown): void => {
  const Mixin = resolveClass(mixinRef, DEFINE, `mixin '${name}' of '${nameOf(Cls)}'`);
  const proto = Cls.prototype;
  const mixinProto = Mixin.prototype;
  if (isFn(mixinProto.onClassMixedIn)) mixinProto.onClassMixedIn.call(Mixin, Cls);
  const mixins = ownValue(proto, 'mixins', (inherited) => (inherited ? create(inherited) : {}));
  // The mixin's config values are not copied as members: they arrive through addConfig below,
  // under the class's own config defaults, which are not on the prototype yet at this point.
  const mixinConfigs: Record<string, true> = mixinProto.$cfgMap || create(null);
  for (
    let p = mixinProto;
    p && p !== Root.prototype && p !== Object.prototype;
    p = getPrototypeOf(p)
  ) {
    for (const key of getOwnPropertyNames(p)) {
      if (key === 'mixins') {
        for (const sub of keys(p.mixins || {})) {
          if (mixins[sub] === undefined) mixins[sub] = p.mixins[sub];
        }
      } else if (!MIXIN_SKIP.has(key) && proto[key] === undefined && !(key in mixinConfigs)) {
        copyProperty(proto, p, key);
      }
    }
  }
  mixins[name] = mixinProto;
  // The mixin's config declarations join the class's table, unless the class declares the
  // name itself; their defaults, unless the class has a member of that name.
  const table = mixinProto.$configs;
  const mine = proto.$configs || create(null);
  const added: Record<string, ConfigDecl> = {};
  for (const key in table) {
    if (!(key in mine))
      added[key] = proto[key] === undefined ? table[key] : { ...table[key], hasValue: false };
  }
  if (keys(added).length) addConfigs(Cls, added, DEFINE);
  const declared: Record<string, unknown> = {};
  for (const key in mixinConfigs) declared[key] = mixinProto.$cfgDefaults[key];
  if (keys(declared).length) addConfig(Cls, declared, true);
  for (const key of Mixin.$inheritable || []) {
    if (Cls[key] === undefined) {
      Cls[key] = Mixin[key];
      addInheritable(Cls, key);
    }
  }
};

const applyMixins = (Cls: any, mixins: ClassBody['mixins']): void => {
  if (!mixins) return;
  if (isArray(mixins)) {
    for (const ref of mixins) {
      const Mixin = resolveClass(ref, DEFINE, `mixin of '${nameOf(Cls)}'`);
      const key = Mixin.prototype.mixinId || Mixin.$className;
      if (!key) raise(DEFINE, 'an anonymous mixin needs a mixinId');
      mixin(Cls, key, Mixin);
    }
  } else if (isObj(mixins)) {
    for (const key of keys(mixins)) mixin(Cls, key, mixins[key]);
  } else {
    fail(DEFINE, 'mixins', 'an array or an object', mixins);
  }
};

// ---------------------------------------------------------------------------------------
// aliases and xtypes

/**
 * Adds xtypes to a class, and their `widget.` aliases when the class is named and `aliases`
 * is not `false` (the define pipeline registers those with the class's other aliases).
 */
export const registerXtypes = (Cls: any, xtypes: string[], aliases?: false): void => {
  const proto = Cls.prototype;
  const list = ownValue(proto, 'xtypes', () => []);
  const map = ownValue(proto, 'xtypesMap', (inherited) => create(inherited || null));
  const chain = ownValue(proto, 'xtypesChain', copyList);
  for (const xtype of xtypes) {
    if (list.includes(xtype)) continue;
    list.push(xtype);
    // An xtype the parent already has stays once in the chain (own `xtypes` still lists it).
    if (map[xtype] !== true) chain.push(xtype);
    map[xtype] = true;
    if (Cls.$className && aliases !== false) setAlias(Cls.$className, 'widget.' + xtype);
  }
  if (!own(proto, 'xtype') && list.length) Cls.xtype = proto.xtype = list[0];
};

// ---------------------------------------------------------------------------------------
// the pipeline

const runPipeline = (
  Cls: any,
  name: string | null,
  data: ClassBody,
  where: string,
  createdFn?: Fn,
): void => {
  if (name) Cls.$className = Cls.prototype.$className = name;
  // Every xtype is also a `widget.` alias and every `widget.` alias an xtype.
  const aliases = toList(data.alias, where, 'alias');
  const xtypes = toList(data.xtype, where, 'xtype');
  for (const xtype of xtypes) include(aliases, 'widget.' + xtype);
  for (const alias of aliases) if (alias.startsWith('widget.')) include(xtypes, alias.slice(7));
  const hooks: ClassHooks = {
    onBeforeCreated(cls, body, h) {
      addMembers(cls, body, false, true);
      applyMixins(cls, body.mixins);
      h.onCreated.call(cls, cls);
    },
    onCreated(cls) {
      finishConfig(cls);
      const onExtended = data.onClassExtended;
      if (onExtended) {
        if (!isFn(onExtended)) {
          fail(where, 'onClassExtended', 'a function', onExtended);
        }
        cls.$onExtended.push({ fn: onExtended });
      }
      // A singleton is made before any name points at it: a constructor that throws leaves
      // no alias or name behind. Its xtypes are on the prototype already (without aliases).
      if (xtypes.length) registerXtypes(cls, xtypes, false);
      const value = data.singleton ? new cls() : cls;
      if (name) for (const alias of aliases) setAlias(name, alias);
      if (name) register(name, value);
      for (const alternate of toList(data.alternateClassName, where, 'alternateClassName')) {
        setAlternate(alternate, name || alternate, value);
      }
      // Ext JS 4 hands createdFn the class, or for a singleton the instance, as `this` and as
      // argument; overrides waiting for this class are applied only after it.
      if (createdFn) createdFn.call(value, value);
      if (name) triggerCreated(name);
    },
  };
  for (const { fn, scope } of Cls.$onExtended) fn.call(scope ?? Cls, Cls, data, hooks);
  if (data.statics) addStatics(Cls, data.statics);
  if (data.inheritableStatics) addInheritableStatics(Cls, data.inheritableStatics);
  if (data.config) addConfig(Cls, data.config, false, data);
  if (data.$configs) addConfigs(Cls, data.$configs, where);
  // Checked now, so that a bad value fails the define before anything is registered.
  for (const key of ['requires', 'uses', 'alternateClassName']) toList(data[key], where, key);
  hooks.onBeforeCreated.call(Cls, Cls, data, hooks);
};

/**
 * `Lib.define(name, body, createdFn)`: creates and registers a class; returns its
 * constructor (also for singletons). With `override` in the body it patches that class
 * (now, or when it gets defined) and returns `Lib.ClassManager`. A `null` name makes an
 * anonymous class, whose instances have a `$className` of `null` (as in Ext JS 4).
 */
export function define(
  name: string | null,
  body: ClassBody | ((cls: any) => ClassBody),
  createdFn?: Fn,
): any {
  if (name !== null && name !== undefined) splitName(name, DEFINE, 'class name');
  return build(name ?? null, body, createdFn, true);
}

/**
 * Makes a class from a define body; `ownName` gives the prototype the class's own
 * `$className` (`null` when anonymous) instead of the one it inherits.
 */
const build = (
  name: string | null,
  body: ClassBody | ((cls: any) => ClassBody),
  createdFn: Fn | undefined,
  ownName: boolean,
): any => {
  if (createdFn !== undefined && !isFn(createdFn)) {
    fail(DEFINE, `createdFn of '${name}'`, 'a function', createdFn);
  }
  const Cls = function (this: any) {
    return this.$construct.apply(this, arguments);
  } as any;
  if (name) defineProperty(Cls, 'name', { value: name.replace(/^.*\./, '') });
  const data = isFn(body) ? body(Cls) : body;
  if (!isObj(data)) {
    fail(
      DEFINE,
      `the body of '${name ?? 'anonymous class'}'`,
      'an object or a function returning one',
      data,
    );
  }
  if (data.override !== undefined) return defineOverride(data, createdFn);
  const where = name ? `Lib.define('${name}')` : DEFINE;
  extendClass(Cls, data.extend === undefined ? Root : resolveClass(data.extend, where, 'extend'));
  if (ownName) Cls.prototype.$className = name;
  runPipeline(Cls, name, data, where, createdFn);
  return Cls;
};

/**
 * `new Lib.Class(body, onCreated)`: Ext JS 4's way to create an anonymous class. The body is
 * a define body (`extend`, `mixins`, `config`, `statics`, members...); nothing is
 * registered, and `onCreated` (optional) is called with the class as `this` and as argument.
 * Returns the class, with or without `new`. Prefer `Lib.define(null, body)`.
 *
 * @example
 *   const Point = new Lib.Class({config: {x: 0}, constructor(cfg) { this.initConfig(cfg); }});
 *   new Point({x: 2}).getX(); // 2
 */
export function Class(body?: ClassBody | null, onCreated?: Fn): any {
  if (isFn(body)) {
    raise(
      'Lib.Class',
      'takes (body, onCreated); to turn an existing constructor into a class use Lib.extend',
    );
  }
  return build(null, body ?? {}, onCreated, false);
}

/**
 * Registers a class written in TypeScript (`class Store extends Base {...}`) with the same
 * pipeline as `Lib.define`; `body` holds what a define body would (alias, mixins, config,
 * prototype defaults...). Its parent is its `extends` clause.
 */
export function registerClass<C extends Fn | (abstract new (...args: never[]) => unknown)>(
  Cls: C,
  name: string,
  body: ClassBody = {},
): C {
  const C = Cls as any;
  splitName(name, 'Lib.registerClass');
  const Parent = getPrototypeOf(C);
  if (Parent !== Root && !(Parent.prototype instanceof Root)) {
    throw new TypeError(`[Lib.registerClass] '${name}' must extend Lib.Base`);
  }
  const proto = C.prototype;
  // An ES class prototype always owns `constructor`; Base's accessor must show through.
  delete proto.constructor;
  const ownStatics = getOwnPropertyNames(C).filter((key) => key[0] !== '$' && isFn(C[key]));
  link(C, Parent);
  for (const key of ownStatics) {
    addInheritable(C, key);
    C[key] = prepareMethod(C[key], C, key, true);
  }
  for (const key of getOwnPropertyNames(proto)) {
    const descriptor = getOwnPropertyDescriptor(proto, key) as PropertyDescriptor;
    const value = descriptor.value;
    if (isFn(value) && key !== 'self') {
      const prepared = prepareMethod(value, C, key, false);
      if (prepared !== value) defineProperty(proto, key, { ...descriptor, value: prepared });
    }
  }
  runPipeline(C, name, body, `Lib.define('${name}')`);
  return Cls;
}

// ---------------------------------------------------------------------------------------
// overrides

const defineOverride = (data: ClassBody, createdFn?: Fn): any => {
  const { override: target, requires, uses, extend, ...members } = data;
  if (!isName(target)) fail(DEFINE, 'override', 'the name of the class to override', target);
  onCreated(target, (value) => {
    overrideTarget(value, members);
    if (createdFn) createdFn.call(value, value);
  });
  return Manager;
};

/**
 * Applies override members to a class (statics, inheritableStatics, config and mixins
 * handled as in a define body) or, for a singleton or any instance, to that instance.
 */
export const overrideTarget = (target: any, members: ClassBody): void => {
  if (!isObj(members)) fail('Lib.override', 'members', 'an object', members);
  if (!isFn(target)) return overrideInstance(target, members);
  const rest: Record<string, unknown> = {};
  for (const key of keys(members)) {
    const value = members[key];
    if (key === 'statics') addStatics(target, value, true);
    else if (key === 'inheritableStatics') addInheritableStatics(target, value, true);
    else if (key === 'config') addConfig(target, value);
    else if (key === '$configs') addConfigs(target, value, 'Lib.override');
    else if (key === 'mixins') applyMixins(target, value);
    else rest[key] = value;
  }
  addMembers(target, rest, true);
  finishConfig(target);
};

/** Puts members on one instance; `callParent` inside them reaches what they replaced. */
export const overrideInstance = (instance: any, members: Record<string, unknown>): void => {
  if (!isObj(instance)) fail('Lib.override', 'target', 'a class or an object', instance);
  for (const key of keys(members)) {
    if (isUnsafeKey(key)) continue;
    const value = members[key];
    const previous = instance[key];
    instance[key] = isFn(value)
      ? prepareMethod(
          value,
          instance.self ?? instance,
          key,
          false,
          isFn(previous) ? previous : undefined,
        )
      : value;
  }
};

/**
 * `Lib.override(target, members)`: a Lib class is overridden like `Cls.override`; a plain
 * constructor gets the members on its prototype; an instance gets them on itself.
 */
export const override = (target: any, members: Record<string, unknown>): any => {
  if (!isFn(target)) overrideInstance(target, members);
  // Through the class's own static `override` (Ext 4.2.1), so a class that replaces it is heard.
  else if ((target as any).$isClass) {
    const cls = target as any;
    if (isFn(cls.override)) cls.override(members);
    else overrideTarget(target, members);
  }
  // Through `Lib.apply` as it is at call time (Ext 4.2.1 called Ext.apply); it skips the
  // keys that reach the prototype machinery, as safeCopy does.
  else if (isFn(root.apply)) root.apply(target.prototype, members);
  else Object.assign(target.prototype, safeCopy(members));
  return target;
};

/** The own enumerable members except those reaching the prototype machinery. */
const safeCopy = <T>(members: Record<string, T>): Record<string, T> => {
  const out: Record<string, T> = {};
  for (const key of keys(members || {})) if (!isUnsafeKey(key)) out[key] = members[key];
  return out;
};

// ---------------------------------------------------------------------------------------
// legacy Ext.extend

/**
 * `Lib.extend(parent, members)` or `Lib.extend(sub, parent, members)`: the Ext 3 style of
 * subclassing, kept for legacy code. Without a constructor of its own the class is built by
 * `Lib.define`; with one (or with `sub`) that function becomes the class and its methods can
 * still `callParent`.
 */
export function extend(subOrParent: any, parentOrMembers?: any, maybeMembers?: any): any {
  const withSub = isFn(parentOrMembers);
  let sub = withSub ? subOrParent : undefined;
  const parent = withSub ? parentOrMembers : subOrParent;
  const members: Record<string, unknown> = (withSub ? maybeMembers : parentOrMembers) || {};
  if (!isFn(parent)) {
    throw new TypeError(
      `[Lib.extend] Attempting to extend from a class which has not been loaded, got ${describe(parent)}`,
    );
  }
  if (!isFn(sub)) {
    if (!own(members, 'constructor')) {
      const Cls = build(null, { ...safeCopy(members), extend: parent }, undefined, false);
      addInstanceOverride(Cls);
      return Cls;
    }
    const ctor = members.constructor as Fn;
    // A method shorthand (`constructor(cfg) {}`) has no prototype and cannot be `new`-ed:
    // give it a constructible shell that runs it.
    sub = own(ctor, 'prototype')
      ? ctor
      : function (this: unknown) {
          return ctor.apply(this, arguments as unknown as unknown[]);
        };
  }
  extendClass(sub, parent);
  defineValue(sub.prototype, sub.prototype instanceof Root ? '$construct' : 'constructor', sub);
  // safeCopy leaves out `constructor`, which is the class itself here.
  addMembers(sub, safeCopy(members));
  finishConfig(sub);
  addInstanceOverride(sub);
  return sub;
}

/** Ext 4's `instance.override(members)` for `Lib.extend` classes: members on that instance. */
const addInstanceOverride = (Cls: any): void => {
  if (!own(Cls.prototype, 'override')) {
    defineValue(Cls.prototype, 'override', function (this: any, members: Record<string, unknown>) {
      overrideInstance(this, members);
      return this;
    });
  }
};
