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
import * as ClassManager from './ClassManager';
import { Base } from './Base';
import { fail } from './check';
import { describe, raise } from './Error';
import { prepareMethod, unwrap } from './method';
import { clone, merge, isUnsafeKey } from './lang/Object';
import { isSimpleObject } from './lang/is';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => Any;
/** A class given by reference: a constructor function or an ES class. */
type ClassRef = Fn | (abstract new (...args: Any[]) => Any);

/** A `Lib.define` body: the special keys below, and everything else goes onto the prototype. */
export interface ClassBody {
  /** Parent class, by name or constructor (default `Lib.Base`). */
  extend?: string | ClassRef;
  /** Mixins: an array (named by `mixinId` or class name) or an object of name → class. */
  mixins?: Array<string | ClassRef> | Record<string, string | ClassRef>;
  /** Config declarations with defaults: generates `getX`/`setX` with `applyX`/`updateX` hooks. */
  config?: Record<string, Any>;
  /** Static members of this class only. */
  statics?: Record<string, Any>;
  /** Static members that every subclass also receives. */
  inheritableStatics?: Record<string, Any>;
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
  onClassExtended?: (cls: Any, data: ClassBody, hooks: ClassHooks) => void;
  /** The Ext-style constructor. */
  // eslint-disable-next-line @typescript-eslint/ban-types
  constructor?: Function;
  [member: string]: Any;
}

/** The hooks an `onClassExtended` callback may wrap to delay or alter creation. */
export interface ClassHooks {
  onBeforeCreated: (this: Any, cls: Any, data: ClassBody, hooks: ClassHooks) => void;
  onCreated: (this: Any, cls: Any) => void;
}

const SPECIAL_KEYS = new Set([
  'extend',
  'override',
  'mixins',
  'config',
  'statics',
  'inheritableStatics',
  'alias',
  'xtype',
  'alternateClassName',
  'singleton',
  'requires',
  'uses',
  'onClassExtended',
  '$className',
]);

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function toList(value: unknown, where: string, what: string): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    if (typeof item !== 'string' || item === '') {
      fail(where, `${what}`, 'a non-empty string or an array of them', item);
    }
  }
  return list as string[];
}

/** A class from a name or constructor, or a clear error naming what was looked for. */
export function resolveClass(ref: unknown, where: string, what: string): Any {
  if (ClassManager.isConstructor(ref)) return ref;
  if (typeof ref === 'string' && ref !== '') {
    const found = ClassManager.get(ref);
    if (ClassManager.isConstructor(found)) return found;
    if (found && typeof found === 'object' && found.self) {
      raise(where, `${what} '${ref}' is a singleton instance, not a class`);
    }
    raise(where, `${what} '${ref}' is not a registered class${ClassManager.suggest(ref)}`);
  }
  fail(where, `${what}`, 'a class or a class name', ref);
}

// ---------------------------------------------------------------------------------------
// config accessors

interface ConfigNames {
  get: string;
  set: string;
  apply: string;
  update: string;
}

const nameCache = new Map<string, ConfigNames>();

/** `getFoo`/`setFoo`/`applyFoo`/`updateFoo` for the config `foo` (cached). */
export function configNames(name: string): ConfigNames {
  let names = nameCache.get(name);
  if (names === undefined) {
    const cap = name.charAt(0).toUpperCase() + name.slice(1);
    names = { get: 'get' + cap, set: 'set' + cap, apply: 'apply' + cap, update: 'update' + cap };
    nameCache.set(name, names);
  }
  return names;
}

const accessorCache = new Map<string, { getter: Fn; setter: Fn }>();

/** The generated getter and setter for a config name, shared by every class declaring it. */
function accessors(name: string): { getter: Fn; setter: Fn } {
  let pair = accessorCache.get(name);
  if (pair) return pair;
  const names = configNames(name);
  const getter = function (this: Any) {
    if (this.$cfgLazy[name] === true) {
      const inited = this.$cfgInit;
      if (inited === undefined || inited[name] !== true) this[names.set](this.config[name]);
    }
    return this[name];
  };
  const setter = function (this: Any, value: Any) {
    const old = this[name];
    if (this.$cfgLazy[name] === true) (this.$cfgInit || (this.$cfgInit = {}))[name] = true;
    const applier = this[names.apply];
    if (applier !== undefined) value = applier.call(this, value, old);
    if (value === undefined) return this;
    this[name] = value;
    const updater = this[names.update];
    if (updater !== undefined && value !== old) updater.call(this, value, old);
    return this;
  };
  (getter as Any).$generated = true;
  (setter as Any).$generated = true;
  pair = { getter, setter };
  accessorCache.set(name, pair);
  return pair;
}

/**
 * Declares configs on a class: merges their defaults over the inherited ones (or under them
 * with `mergeIf`), and generates accessors where the class has none.
 */
export function addConfig(
  Cls: Any,
  config: Record<string, Any>,
  mergeIf: boolean,
  data?: ClassBody,
): void {
  if (!config || typeof config !== 'object') {
    fail('Lib.define', `config of '${Cls.$className || 'anonymous class'}'`, 'an object', config);
  }
  const proto = Cls.prototype;
  if (!own(proto, '$configDefaults')) proto.$configDefaults = clone(proto.$configDefaults);
  if (!own(proto, '$configMap')) proto.$configMap = Object.create(proto.$configMap);
  const defaults = proto.$configDefaults;
  for (const name of Object.keys(config)) {
    if (isUnsafeKey(name)) continue;
    const value = config[name];
    if (!mergeIf || !(name in proto.$configMap)) {
      // A (re)declared default replaces the value an earlier finishConfig left on this
      // prototype (see finishConfig); a mixin's config (mergeIf) never touches the class's own.
      if (!mergeIf && own(proto, name)) delete proto[name];
      if (isSimpleObject(value)) {
        const existing = defaults[name];
        defaults[name] = isSimpleObject(existing) ? merge(existing, value) : clone(value);
      } else {
        defaults[name] = value;
      }
    }
    proto.$configMap[name] = true;
    const names = configNames(name);
    const { getter, setter } = accessors(name);
    if (proto[names.get] === undefined && !(data && data[names.get] !== undefined))
      proto[names.get] = getter;
    if (proto[names.set] === undefined && !(data && data[names.set] !== undefined))
      proto[names.set] = setter;
  }
}

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
export function finishConfig(Cls: Any): void {
  const proto = Cls.prototype;
  const map = proto.$configMap;
  const list: string[] = [];
  const lazy: Record<string, true> = Object.create(null);
  const mode: Record<string, 1 | 2> = Object.create(null);
  // eslint-disable-next-line guard-for-in
  for (const name in map) {
    const names = configNames(name);
    const value = proto.$configDefaults[name];
    const setter = proto[names.set];
    const hooked =
      typeof proto[names.apply] === 'function' ||
      typeof proto[names.update] === 'function' ||
      (typeof setter === 'function' && !setter.$generated);
    mode[name] = hooked ? 2 : 1;
    if (hooked && value !== null && value !== undefined) {
      list.push(name);
      lazy[name] = true;
      if (name in proto) proto[name] = undefined;
    } else if (!own(proto, name) && proto[name] !== value) {
      proto[name] = value;
    }
  }
  proto.$cfgList = list;
  proto.$cfgLazy = lazy;
  proto.$cfgMode = mode;
}

// ---------------------------------------------------------------------------------------
// members and statics

/**
 * Copies members onto a class's prototype. Functions that call up the chain are wrapped
 * (see `method.ts`); with `isOverride`, a replaced own function becomes the new one's
 * `previous`. The key `constructor` becomes the Ext-style constructor `$construct`.
 */
export function addMembers(
  Cls: Any,
  members: Record<string, Any>,
  isOverride: boolean,
  skipSpecial = false,
): void {
  const proto = Cls.prototype;
  for (const key of Object.keys(members)) {
    if ((skipSpecial && SPECIAL_KEYS.has(key)) || key === '__proto__' || key === 'prototype')
      continue;
    const name = key === 'constructor' ? '$construct' : key;
    const descriptor = Object.getOwnPropertyDescriptor(members, key) as PropertyDescriptor;
    if (descriptor.get || descriptor.set) {
      Object.defineProperty(proto, name, { ...descriptor, configurable: true });
      continue;
    }
    let value = descriptor.value;
    if (typeof value === 'function') {
      const previous =
        isOverride && own(proto, name) && typeof proto[name] === 'function'
          ? proto[name]
          : undefined;
      value = prepareMethod(value, { owner: Cls, name, isStatic: false, previous });
    }
    if (name === '$construct') {
      Object.defineProperty(proto, name, {
        value,
        writable: true,
        configurable: true,
        enumerable: false,
      });
    } else {
      proto[name] = value;
    }
  }
}

/** Adds static members to the class itself. */
export function addStatics(Cls: Any, members: Record<string, Any>, isOverride: boolean): string[] {
  if (!members || typeof members !== 'object') {
    fail('Lib.define', `statics of '${Cls.$className || 'anonymous class'}'`, 'an object', members);
  }
  const names: string[] = [];
  for (const key of Object.keys(members)) {
    if (isUnsafeKey(key) || key === 'name' || key === 'length') continue;
    let value = members[key];
    if (typeof value === 'function') {
      const previous =
        isOverride && own(Cls, key) && typeof Cls[key] === 'function' ? Cls[key] : undefined;
      value = prepareMethod(value, { owner: Cls, name: key, isStatic: true, previous });
    }
    Cls[key] = value;
    names.push(key);
  }
  return names;
}

/** Adds statics that subclasses receive too (copied onto each at its definition). */
export function addInheritableStatics(
  Cls: Any,
  members: Record<string, Any>,
  isOverride: boolean,
): void {
  const names = addStatics(Cls, members, isOverride);
  if (!own(Cls, '$inheritableStatics'))
    Cls.$inheritableStatics = (Cls.$inheritableStatics || []).slice();
  for (const name of names)
    if (!Cls.$inheritableStatics.includes(name)) Cls.$inheritableStatics.push(name);
}

/** Copies named prototype members from another class, re-owned by `Cls`. */
export function borrow(Cls: Any, from: Any, members: string | string[]): void {
  const source = resolveClass(from, 'Lib.Base.borrow', 'class to borrow from').prototype;
  const picked: Record<string, Any> = {};
  for (const name of toList(members, 'Lib.Base.borrow', 'member name')) {
    const value = source[name];
    picked[name] = typeof value === 'function' ? unwrap(value) : value;
  }
  addMembers(Cls, picked, false);
}

// ---------------------------------------------------------------------------------------
// inheritance

/** Chains `Cls` to `Parent` (prototype, `superclass`, inheritable statics, `onClassExtended`). */
export function extendClass(Cls: Any, Parent: Any): void {
  const parentProto = Parent.prototype;
  const proto = Object.create(parentProto);
  Cls.prototype = proto;
  if (!(parentProto instanceof Base) && parentProto !== Base.prototype) {
    // A foreign parent (a plain constructor function): give the class the Base machinery.
    for (const key of Object.getOwnPropertyNames(Base.prototype)) {
      if (!(key in proto) || key === 'constructor') {
        Object.defineProperty(
          proto,
          key,
          Object.getOwnPropertyDescriptor(Base.prototype, key) as PropertyDescriptor,
        );
      }
    }
  }
  proto.self = Cls;
  Cls.superclass = proto.superclass = parentProto;
  setupStatics(Cls, Parent);
}

function setupStatics(Cls: Any, Parent: Any): void {
  const inherited: string[] = Parent.$inheritableStatics || Base.$inheritableStatics;
  const source = Parent.$inheritableStatics ? Parent : Base;
  for (const name of inherited) {
    if (!own(Cls, name)) Cls[name] = source[name];
  }
  Cls.$inheritableStatics = inherited.slice();
  Cls.$onExtended = (Parent.$onExtended || []).slice();
  Cls.$isClass = true;
}

// ---------------------------------------------------------------------------------------
// mixins

/** Mixes `mixinRef` into `Cls` under `name` (Ext JS 4 rules: the class's members always win). */
export function mixin(Cls: Any, name: string, mixinRef: unknown): void {
  const Mixin = resolveClass(
    mixinRef,
    'Lib.define',
    `mixin '${name}' of '${Cls.$className || 'anonymous class'}'`,
  );
  const proto = Cls.prototype;
  const mixinProto = Mixin.prototype;
  if (typeof mixinProto.onClassMixedIn === 'function') mixinProto.onClassMixedIn.call(Mixin, Cls);
  if (!own(proto, 'mixins')) proto.mixins = proto.mixins ? Object.create(proto.mixins) : {};
  // The mixin's config values are not copied as members: they arrive through addConfig below,
  // under the class's own config defaults, which are not on the prototype yet at this point.
  const mixinConfigs: Record<string, true> = mixinProto.$configMap || Object.create(null);
  for (
    let p = mixinProto;
    p && p !== Base.prototype && p !== Object.prototype;
    p = Object.getPrototypeOf(p)
  ) {
    for (const key of Object.getOwnPropertyNames(p)) {
      if (key === 'mixins') {
        for (const sub of Object.keys(p.mixins || {}))
          if (proto.mixins[sub] === undefined) proto.mixins[sub] = p.mixins[sub];
        continue;
      }
      if (MIXIN_SKIP.has(key) || proto[key] !== undefined || key in mixinConfigs) continue;
      Object.defineProperty(
        proto,
        key,
        Object.getOwnPropertyDescriptor(p, key) as PropertyDescriptor,
      );
    }
  }
  proto.mixins[name] = mixinProto;
  const configNamesOfMixin = allKeys(mixinProto.$configMap || {});
  if (configNamesOfMixin.length) {
    const declared: Record<string, Any> = {};
    for (const key of configNamesOfMixin) declared[key] = mixinProto.$configDefaults[key];
    addConfig(Cls, declared, true);
  }
  for (const key of Mixin.$inheritableStatics || []) {
    if (Cls[key] === undefined) {
      Cls[key] = Mixin[key];
      if (!own(Cls, '$inheritableStatics'))
        Cls.$inheritableStatics = Cls.$inheritableStatics.slice();
      Cls.$inheritableStatics.push(key);
    }
  }
}

const MIXIN_SKIP = new Set([
  'constructor',
  '$construct',
  'mixinId',
  'config',
  'self',
  'superclass',
  '$className',
  '$configMap',
  '$configDefaults',
  '$config',
  '$cfgList',
  '$cfgLazy',
  '$cfgMode',
  'xtype',
  'xtypes',
  'xtypesChain',
  'xtypesMap',
  'onClassMixedIn',
]);

function allKeys(map: Record<string, true>): string[] {
  const keys: string[] = [];
  // eslint-disable-next-line guard-for-in
  for (const key in map) keys.push(key);
  return keys;
}

function applyMixins(Cls: Any, mixins: ClassBody['mixins']): void {
  if (!mixins) return;
  if (Array.isArray(mixins)) {
    for (const ref of mixins) {
      const Mixin = resolveClass(
        ref,
        'Lib.define',
        `mixin of '${Cls.$className || 'anonymous class'}'`,
      );
      const key = Mixin.prototype.mixinId || Mixin.$className;
      if (!key) raise('Lib.define', 'an anonymous mixin in the array form needs a mixinId');
      mixin(Cls, key, Mixin);
    }
  } else if (typeof mixins === 'object') {
    for (const key of Object.keys(mixins)) mixin(Cls, key, mixins[key]);
  } else {
    fail('Lib.define', 'mixins', 'an array or an object', mixins);
  }
}

// ---------------------------------------------------------------------------------------
// aliases and xtypes

/** Adds xtypes to a class (and their `widget.` aliases when the class is named). */
export function registerXtypes(Cls: Any, xtypes: string[]): void {
  const proto = Cls.prototype;
  if (!own(proto, 'xtypes')) proto.xtypes = [];
  if (!own(proto, 'xtypesMap')) proto.xtypesMap = Object.create(proto.xtypesMap || null);
  if (!own(proto, 'xtypesChain')) proto.xtypesChain = (proto.xtypesChain || []).slice();
  for (const xtype of xtypes) {
    if (proto.xtypes.includes(xtype)) continue;
    proto.xtypes.push(xtype);
    // An xtype the parent already has stays once in the chain (own `xtypes` still lists it).
    if (proto.xtypesMap[xtype] !== true) proto.xtypesChain.push(xtype);
    proto.xtypesMap[xtype] = true;
    if (Cls.$className) ClassManager.setAlias(Cls.$className, 'widget.' + xtype);
  }
  if (!own(proto, 'xtype') && proto.xtypes.length) Cls.xtype = proto.xtype = proto.xtypes[0];
}

function aliasesOf(data: ClassBody, where: string): { aliases: string[]; xtypes: string[] } {
  const aliases = toList(data.alias, where, 'alias').slice();
  const xtypes = toList(data.xtype, where, 'xtype').slice();
  const ownXtypes = xtypes.slice();
  for (const alias of aliases) {
    if (alias.startsWith('widget.')) {
      const xtype = alias.slice(7);
      if (!xtypes.includes(xtype)) xtypes.push(xtype);
    }
  }
  for (const xtype of ownXtypes) {
    if (!aliases.includes('widget.' + xtype)) aliases.push('widget.' + xtype);
  }
  return { aliases, xtypes };
}

// ---------------------------------------------------------------------------------------
// the pipeline

function runPipeline(Cls: Any, name: string | null, data: ClassBody, createdFn?: Fn): void {
  const where = name ? `Lib.define('${name}')` : 'Lib.define';
  if (name) Cls.$className = Cls.prototype.$className = name;
  const aliases = aliasesOf(data, where);
  const hooks: ClassHooks = {
    onBeforeCreated(cls, body, h) {
      addMembers(cls, body, false, true);
      applyMixins(cls, body.mixins);
      h.onCreated.call(cls, cls);
    },
    onCreated(cls) {
      finishClass(cls, name, data, aliases, createdFn, where);
    },
  };
  for (const { fn, scope } of Cls.$onExtended) fn.call(scope ?? Cls, Cls, data, hooks);
  if (data.statics) addStatics(Cls, data.statics, false);
  if (data.inheritableStatics) addInheritableStatics(Cls, data.inheritableStatics, false);
  if (data.config) addConfig(Cls, data.config, false, data);
  toList(data.requires, where, 'requires');
  toList(data.uses, where, 'uses');
  // Checked now, so that a bad value fails the define before anything is registered.
  toList(data.alternateClassName, where, 'alternateClassName');
  hooks.onBeforeCreated.call(Cls, Cls, data, hooks);
}

function finishClass(
  Cls: Any,
  name: string | null,
  data: ClassBody,
  { aliases, xtypes }: { aliases: string[]; xtypes: string[] },
  createdFn: Fn | undefined,
  where: string,
): void {
  finishConfig(Cls);
  if (data.onClassExtended) {
    if (typeof data.onClassExtended !== 'function') {
      fail(where, 'onClassExtended', 'a function', data.onClassExtended);
    }
    Cls.$onExtended.push({ fn: data.onClassExtended });
  }
  if (name) for (const alias of aliases) ClassManager.setAlias(name, alias);
  if (xtypes.length) registerXtypes(Cls, xtypes);
  const value = data.singleton ? new Cls() : Cls;
  if (name) ClassManager.register(name, value);
  for (const alternate of toList(data.alternateClassName, where, 'alternateClassName')) {
    ClassManager.setAlternate(alternate, name || alternate, value);
  }
  // Ext JS 4 hands createdFn the class, or for a singleton the instance, as `this` and as
  // argument; overrides waiting for this class are applied only after it.
  if (createdFn) createdFn.call(value, value);
  if (name) ClassManager.triggerCreated(name);
}

function makeConstructor(name: string | null): Any {
  const Cls = function (this: Any) {
    // eslint-disable-next-line prefer-rest-params
    return this.$construct.apply(this, arguments);
  } as Any;
  if (name) Object.defineProperty(Cls, 'name', { value: name.replace(/^.*\./, '') });
  return Cls;
}

/**
 * `Lib.define(name, body, createdFn)`: creates and registers a class; returns its
 * constructor (also for singletons). With `override` in the body it patches that class
 * (now, or when it gets defined) and returns `Lib.ClassManager`.
 */
export function define(
  name: string | null,
  body: ClassBody | ((cls: Any) => ClassBody),
  createdFn?: Fn,
): Any {
  if (name !== null && name !== undefined) {
    if (typeof name !== 'string' || name === '') {
      raise(
        'Lib.define',
        `Invalid class name ${describe(name)} specified, must be a non-empty string`,
      );
    }
    ClassManager.splitName(name, 'Lib.define');
  }
  if (createdFn !== undefined && typeof createdFn !== 'function') {
    fail('Lib.define', `createdFn of '${name}'`, 'a function', createdFn);
  }
  const Cls = makeConstructor(name ?? null);
  const data = typeof body === 'function' ? body(Cls) : body;
  if (!data || typeof data !== 'object') {
    fail(
      'Lib.define',
      `the body of '${name ?? 'anonymous class'}'`,
      'an object or a function returning one',
      data,
    );
  }
  if (data.override !== undefined) return defineOverride(name ?? null, data, createdFn);
  const Parent =
    data.extend === undefined
      ? Base
      : resolveClass(data.extend, `Lib.define('${name ?? ''}')`, 'extend');
  extendClass(Cls, Parent);
  runPipeline(Cls, name ?? null, data, createdFn);
  return Cls;
}

/**
 * Registers a class written in TypeScript (`class Store extends Base {...}`) with the same
 * pipeline as `Lib.define`; `body` holds what a define body would (alias, mixins, config,
 * prototype defaults...). Its parent is its `extends` clause.
 */
export function registerClass<C extends Fn | (abstract new (...args: Any[]) => Any)>(
  Cls: C,
  name: string,
  body: ClassBody = {},
): C {
  const C = Cls as Any;
  ClassManager.splitName(name, 'Lib.registerClass');
  const Parent = Object.getPrototypeOf(C);
  if (Parent !== Base && !(Parent.prototype instanceof Base)) {
    throw new TypeError(`[Lib.registerClass] '${name}' must extend Lib.Base (directly or not)`);
  }
  const proto = C.prototype;
  if (own(proto, 'constructor')) delete proto.constructor;
  proto.self = C;
  C.superclass = proto.superclass = Parent.prototype;
  const ownStatics = Object.getOwnPropertyNames(C).filter(
    (key) => key !== 'prototype' && key[0] !== '$' && typeof C[key] === 'function',
  );
  setupStatics(C, Parent);
  for (const key of ownStatics) {
    if (!C.$inheritableStatics.includes(key)) C.$inheritableStatics.push(key);
    C[key] = prepareMethod(C[key], { owner: C, name: key, isStatic: true });
  }
  for (const key of Object.getOwnPropertyNames(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key) as PropertyDescriptor;
    if (typeof descriptor.value === 'function' && key !== 'self') {
      const prepared = prepareMethod(descriptor.value, { owner: C, name: key, isStatic: false });
      if (prepared !== descriptor.value)
        Object.defineProperty(proto, key, { ...descriptor, value: prepared });
    }
  }
  runPipeline(C, name, body);
  return Cls;
}

// ---------------------------------------------------------------------------------------
// overrides

function defineOverride(name: string | null, data: ClassBody, createdFn?: Fn): Any {
  const target = data.override;
  if (typeof target !== 'string' || target === '') {
    fail('Lib.define', 'override', 'the name of the class to override', target);
  }
  const members: ClassBody = {};
  for (const key of Object.keys(data)) {
    if (key !== 'override' && key !== 'requires' && key !== 'uses' && key !== 'extend')
      members[key] = data[key];
  }
  ClassManager.onCreated(target, (value) => {
    overrideTarget(value, members);
    if (createdFn) createdFn.call(value, value);
  });
  return ClassManager.Manager;
}

/**
 * Applies override members to a class (statics, inheritableStatics, config and mixins
 * handled as in a define body) or, for a singleton or any instance, to that instance.
 */
export function overrideTarget(target: Any, members: ClassBody): void {
  if (!members || typeof members !== 'object') {
    fail('Lib.override', 'members', 'an object', members);
  }
  if (typeof target !== 'function') {
    overrideInstance(target, members);
    return;
  }
  const rest: Record<string, Any> = {};
  for (const key of Object.keys(members)) {
    const value = members[key];
    switch (key) {
      case 'statics':
        addStatics(target, value, true);
        break;
      case 'inheritableStatics':
        addInheritableStatics(target, value, true);
        break;
      case 'config':
        addConfig(target, value, false);
        break;
      case 'mixins':
        applyMixins(target, value);
        break;
      default:
        rest[key] = value;
    }
  }
  addMembers(target, rest, true);
  finishConfig(target);
}

/** Puts members on one instance; `callParent` inside them reaches what they replaced. */
export function overrideInstance(instance: Any, members: Record<string, Any>): void {
  if (!instance || typeof instance !== 'object') {
    fail('Lib.override', 'target', 'a class or an object', instance);
  }
  for (const key of Object.keys(members)) {
    if (isUnsafeKey(key)) continue;
    let value = members[key];
    if (typeof value === 'function') {
      const previous = typeof instance[key] === 'function' ? instance[key] : undefined;
      value = prepareMethod(value, {
        owner: instance.self ?? instance,
        name: key,
        isStatic: false,
        previous,
      });
    }
    instance[key] = value;
  }
}

/**
 * `Lib.override(target, members)`: a Lib class is overridden like `Cls.override`; a plain
 * constructor gets the members on its prototype; an instance gets them on itself.
 */
export function override(target: Any, members: Record<string, Any>): Any {
  if (typeof target === 'function') {
    if (target.$isClass) overrideTarget(target, members);
    else Object.assign(target.prototype, safeCopy(members));
  } else {
    overrideInstance(target, members);
  }
  return target;
}

function safeCopy(members: Record<string, Any>): Record<string, Any> {
  const out: Record<string, Any> = {};
  for (const key of Object.keys(members || {})) if (!isUnsafeKey(key)) out[key] = members[key];
  return out;
}

// ---------------------------------------------------------------------------------------
// legacy Ext.extend

/**
 * `Lib.extend(parent, members)` or `Lib.extend(sub, parent, members)`: the Ext 3 style of
 * subclassing, kept for legacy code. Without a constructor of its own the class is built by
 * `Lib.define`; with one (or with `sub`) that function becomes the class and its methods can
 * still `callParent`.
 */
export function extend(subOrParent: Any, parentOrMembers?: Any, maybeMembers?: Any): Any {
  let sub: Any;
  let parent: Any;
  let members: Record<string, Any>;
  if (typeof parentOrMembers === 'function') {
    sub = subOrParent;
    parent = parentOrMembers;
    members = maybeMembers || {};
  } else {
    parent = subOrParent;
    members = parentOrMembers || {};
  }
  if (typeof parent !== 'function') {
    throw new TypeError(
      `[Lib.extend] Attempting to extend from a class which has not been loaded on the page (got ${describe(parent)})`,
    );
  }
  if (typeof sub !== 'function') {
    if (!own(members, 'constructor')) return define(null, { ...safeCopy(members), extend: parent });
    const ctor = members.constructor as Fn;
    // A method shorthand (`constructor(cfg) {}`) has no prototype and cannot be `new`-ed:
    // give it a constructible shell that runs it.
    sub = Object.prototype.hasOwnProperty.call(ctor, 'prototype')
      ? ctor
      : function (this: Any) {
          // eslint-disable-next-line prefer-rest-params
          return ctor.apply(this, arguments as unknown as Any[]);
        };
  }
  const { constructor: _ctor, ...rest } = members;
  extendClass(sub, parent);
  if (sub.prototype instanceof Base) {
    Object.defineProperty(sub.prototype, '$construct', {
      value: sub,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  } else {
    Object.defineProperty(sub.prototype, 'constructor', {
      value: sub,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  addMembers(sub, safeCopy(rest), false);
  finishConfig(sub);
  return sub;
}
