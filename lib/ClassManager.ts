/**
 * The class registry: a few plain maps (name → class, alias → name, name → aliases,
 * alternate name → name) plus the namespace tree rooted at the `Lib` object. Lookups go
 * name → alias → alternate name, as in Ext JS 4.
 *
 * Every map is an object without a prototype (`Object.create(null)`), so a class or alias
 * called `constructor` or `__proto__` is just data; they are published as Ext JS 4 names them
 * (`Lib.ClassManager.classes`, `.maps.aliasToName`...). A lookup that misses may consult one
 * optional name resolver (`setNameResolver`), which the `Ext` migration shim uses to map
 * `Ext.*` names.
 *
 * @example
 *   ClassManager.getNameByAlias('proxy.rest'); // 'Lib.data.proxy.Rest'
 */
import { nearest, describe, raise, expects, isUnsafeKey } from './Error';
import { include, isFn, isName, isObj, keys, own } from './check';
import { fail } from './config';
import { isSimpleObject } from './lang/is';
import { applyIf } from './lang/Object';

/**
 * Registered classes by name, augmented by every class file so that
 * `Lib.create('Lib.data.Store', cfg)` is typed:
 *
 *   declare module '../../lib/ClassManager' { interface ClassMap { 'Lib.data.Store': typeof Store } }
 */
export interface ClassMap {}

/** Registered aliases (`'proxy.rest'`), augmented the same way as {@link ClassMap}. */
export interface AliasMap {}

/** Anything `new` can be used on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyClass = (abstract new (...args: any[]) => any) & Record<string, any>;

/** The root namespace object, published as `Lib`. Filled in by `lib/Lib.ts`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const root: Record<string, any> = {};

/** A registry map: a plain object without a prototype, so any name is only data. */
type Dict<T> = Record<string, T>;
const dict = <T>(): Dict<T> => Object.create(null);

// Plain null-prototype objects rather than `Map`s: they are Ext JS 4's `classes` and `maps`,
// which legacy code (and Sencha's own test teardown) reads and deletes entries from.
const classes = dict<unknown>();
const aliasToName = dict<string>();
const nameToAliases = dict<string[]>();
const alternateToName = dict<string>();
/** Callbacks waiting for a class name to be created (overrides defined before their target). */
const pendingCreated = new Map<string, Array<(value: unknown) => void>>();

/** What a name resolver is asked to map: a class name or a full alias. */
export type NameKind = 'class' | 'alias';

/**
 * A name resolver (see {@link setNameResolver}): given a class name or full alias the
 * registry does not know, returns another registered name or alias to use instead, or
 * `undefined` when it has none.
 */
export type NameResolver = (name: string, kind: NameKind) => string | null | undefined;

let nameResolver: NameResolver | null = null;
/** Set while the resolver runs, so that lookups it makes itself do not consult it again. */
let resolving = false;

/**
 * Installs the hook consulted when a lookup misses: `get`, `isCreated`, `resolve` (and so
 * `Lib.create`, `extend`, `mixins`, `xclass`, `model` names, override targets) ask it about an
 * unregistered class name; `getByAlias`, `getNameByAlias` (and so `xtype`, `ptype`,
 * `Lib.widget`, `Lib.factory`) about an unregistered full alias. The name it returns is looked
 * up instead (in the registry, then on the namespace path for class names); it is never
 * consulted for names that are registered, nor while it is running. The migration shim uses it
 * to map `'Ext.data.Store'` to `'Lib.data.Store'`. Pass `null` to remove it; returns the
 * previous resolver (default: none).
 *
 * @example
 *   Lib.ClassManager.setNameResolver((name, kind) =>
 *     kind === 'class' && name.startsWith('Old.') ? 'Lib.' + name.slice(4) : undefined);
 */
export const setNameResolver = (fn: NameResolver | null): NameResolver | null => {
  if (fn !== null && !isFn(fn)) {
    expects('Lib.ClassManager.setNameResolver', 'a function or null', fn);
  }
  const previous = nameResolver;
  nameResolver = fn;
  return previous;
};

/** The name the resolver maps a missed `name` to, or `undefined`. */
const mapName = (name: string, kind: NameKind): string | undefined => {
  if (nameResolver !== null && !resolving && isName(name)) {
    resolving = true;
    try {
      const mapped = nameResolver(name, kind);
      if (isName(mapped) && mapped !== name) return mapped;
    } finally {
      resolving = false;
    }
  }
  return undefined;
};

/** The class (or value) a resolver-mapped class name stands for, or `undefined`. */
const resolvedClass = (name: string): unknown => {
  const mapped = mapName(name, 'class');
  return mapped && (classes[mapped] ?? lookupPath(mapped));
};

/** The class name a resolver-mapped alias stands for, or `undefined`. */
const resolvedAlias = (alias: string): string | undefined =>
  at(aliasToName, mapName(alias, 'alias'));

/** `map[key]` for a string key; `undefined` for anything else (never the key `'undefined'`). */
const at = <T>(map: Dict<T>, key: unknown): T | undefined =>
  typeof key === 'string' ? map[key] : undefined;

const globalObject = globalThis as unknown as Record<string, unknown>;

/**
 * Checks a dotted class or namespace name and splits it. Empty segments and segments that
 * would reach into an object's prototype machinery are refused. `kind` names what is checked
 * in the message (default `'class name or namespace'`).
 */
export const splitName = (
  name: unknown,
  where: string,
  kind = 'class name or namespace',
): string[] => {
  if (!isName(name)) invalid(where, kind, name);
  const parts = name.split('.');
  for (const part of parts) {
    if (part === '' || isUnsafeKey(part)) {
      raise(where, `Invalid name '${name}': segment '${part}' is not allowed`);
    }
  }
  return parts;
};

/** Throws `[where] Invalid <kind> <value> specified, must be a non-empty string`. */
function invalid(where: string, kind: string, value: unknown): never {
  raise(where, `Invalid ${kind} ${describe(value)} specified, must be a non-empty string`);
}
/**
 * Walks the namespace path `parts` from `Lib` (for a first segment `'Lib'`) or the global
 * object, and returns the last object reached (`undefined` when the path breaks or reaches a
 * reserved key). With `create`, missing objects are created on the way (for `name`); a segment
 * naming a built-in is refused, naming `full` (the name asked for, `create` by default).
 */
const walk = (parts: string[], create?: string, full = create): unknown => {
  let i = +(parts[0] === 'Lib');
  let obj: Ns | null | undefined = i ? root : globalObject;
  for (; i < parts.length; i++) {
    const part = parts[i];
    if (obj === null || obj === undefined || isUnsafeKey(part)) return undefined;
    if (reachesBuiltin(obj, part)) {
      if (create === undefined) return undefined;
      refuseBuiltin(full as string, part);
    }
    let next = obj[part];
    if (create !== undefined) {
      if (next === undefined || next === null) next = obj[part] = {};
      else if (Object(next) !== next) {
        raise(
          'Lib.namespace',
          `cannot create namespace '${create}': '${part}' already holds ${describe(next)}`,
        );
      }
    }
    obj = next as Ns;
  }
  return obj;
};

/** A namespace object on a path (with `create`, {@link walk} always ends on one). */
type Ns = Record<string, unknown>;

/**
 * The members of `Object.prototype` and `Function.prototype` (`toString`, `hasOwnProperty`,
 * `call`, `name`, `length`…): every object or function reaches them, so a namespace segment
 * naming one would write onto a built-in shared by the whole program.
 */
const builtinNames: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
  // Own on every non-strict function (and on every class, in some engines).
  'arguments',
  'caller',
  'prototype',
]);

/**
 * `true` when the segment `part`, read on `obj`, names a built-in rather than a namespace:
 * any built-in name under the global object or on a function (`name`, `length` are a
 * function's own built-ins), and an inherited one on any other object.
 */
const reachesBuiltin = (obj: object, part: string): boolean =>
  builtinNames.has(part) && (obj === globalObject || typeof obj === 'function' || !own(obj, part));

function refuseBuiltin(name: string, part: string): never {
  raise(
    'Lib.namespace',
    `Invalid name '${name}': segment '${part}' names a built-in member of Object.prototype or ` +
      'Function.prototype, not a namespace',
  );
}

/**
 * Creates (or reuses) every object on the dotted path and returns the last one
 * (`Lib.ns` / `Lib.namespace`).
 */
export const namespace = (name: string): Record<string, unknown> =>
  walk(splitName(name, 'Lib.namespace'), name) as Ns;

/**
 * Creates (or reuses) each dotted namespace and returns the last one (`Lib` when none is
 * given). `Lib.ns` / `Lib.namespace` call it through `Lib.ClassManager`, as Ext JS 4 does.
 */
function createNamespaces(...names: string[]): Record<string, unknown> {
  let last: Record<string, unknown> = root;
  for (const name of names) last = namespace(name);
  return last;
}

/** Reads the value at a dotted path without creating anything; `undefined` when absent. */
export const lookupPath = (name: string): unknown => walk(name.split('.'));

const deletePath = (name: string): void => {
  const parts = name.split('.');
  const leaf = parts.pop() as string;
  const parent = walk(parts) as Ns;
  // Only objects: a primitive reached on the path has no property of its own to delete.
  if (Object(parent) === parent && own(parent, leaf)) delete parent[leaf];
};

/**
 * Registers `value` (a class, or a singleton's instance) under `name` and on the namespace,
 * then runs what waits for it (see {@link onCreated}).
 */
export const set = (name: string, value: unknown): void => {
  register(name, value);
  triggerCreated(name);
};

/** Registers `value` under `name` and on the namespace without running what waits for it. */
export const register = (name: string, value: unknown): void => {
  const parts = splitName(name, 'Lib.ClassManager.set');
  const leaf = parts.pop() as string;
  const parent = walk(parts, parts.join('.'), name) as Ns;
  if (reachesBuiltin(parent, leaf)) refuseBuiltin(name, leaf);
  const held = parent[leaf];
  // A class registered where a namespace object stands (`Lib.Toolbar` after
  // `Lib.Toolbar.Fill`) keeps the names below it: the order of registration does not matter.
  if (held !== classes[name] && isSimpleObject(held)) applyIf(value as object, held);
  parent[leaf] = value;
  classes[name] = value;
};

/**
 * Runs the callbacks waiting for `name` (overrides defined before their target) with the
 * value registered under it. The define pipeline calls it last, after the class's alternate
 * names and `createdFn`, as Ext JS 4 does.
 */
export const triggerCreated = (name: string): void => {
  const waiting = pendingCreated.get(name);
  if (waiting) {
    pendingCreated.delete(name);
    for (const fn of waiting) fn(classes[name]);
  }
};

/** Runs `fn(value)` once `name` is registered: now if it already is. */
export const onCreated = (name: string, fn: (value: unknown) => void): void => {
  const existing = get(name);
  if (existing !== null) fn(existing);
  else {
    const waiting = pendingCreated.get(name);
    if (waiting) waiting.push(fn);
    else pendingCreated.set(name, [fn]);
  }
};

/** Registers an alternate name for a registered class. */
export const setAlternate = (alternate: string, name: string, value: unknown): void => {
  alternateToName[alternate] = name;
  register(alternate, value);
};

/**
 * Registers `alias` for a class, given by name or as the class itself (as Ext JS 4 allows).
 * An alias that already belongs to another class is taken over, with a console message (Ext
 * JS 4 does the same).
 */
export const setAlias = (classOrName: string | { $className?: string }, alias: string): void => {
  const where = 'Lib.ClassManager.setAlias';
  const name = typeof classOrName === 'string' ? classOrName : getName(classOrName);
  if (name === '') expects(where, 'a class name or a named class', classOrName);
  if (!isName(alias)) fail(where, `alias of '${name}'`, 'a non-empty string', alias);
  const previous = aliasToName[alias];
  if (previous !== undefined && previous !== name) {
    console.warn(
      `[Lib.ClassManager] Overriding existing alias: '${alias}' of: '${previous}' with: '${name}'. Be sure it's intentional.`,
    );
    const old = nameToAliases[previous];
    old?.splice(old.indexOf(alias), 1);
  }
  aliasToName[alias] = name;
  include((nameToAliases[name] ??= []), alias);
};

/** The class (or singleton) registered under a name or alternate name, else the value found on the namespace path, else `null`. */
export const get = (name: string): any => {
  const found = at(classes, name);
  if (found !== undefined) return found;
  return isName(name) ? (resolvedClass(name) ?? lookupPath(name) ?? null) : null;
};

/** The class registered under a full alias (`'proxy.rest'`), or `null`. */
export const getByAlias = (alias: string): any =>
  // '' is never a registered name (splitName refuses it).
  classes[getNameByAlias(alias)] ?? null;

/** The class name registered under a full alias, or `''`. */
export const getNameByAlias = (alias: string): string =>
  at(aliasToName, alias) ?? resolvedAlias(alias) ?? '';

/** The class name an alternate name points at, or `''`. */
export const getNameByAlternate = (alternate: string): string =>
  at(alternateToName, alternate) ?? '';

/** Every alias of a class name (a copy; empty when none). */
export const getAliasesByName = (name: string): string[] => [...(at(nameToAliases, name) ?? [])];

/** The `$className` of a class or instance, or `''`. */
export const getName = (object: unknown): string =>
  (object as { $className?: string } | null | undefined)?.$className || '';

/** The class of an instance (`instance.self`), or `null`. */
export const getClass = (object: unknown): any =>
  (object as { self?: unknown } | null | undefined)?.self || null;

/**
 * Whether a class is registered under `name` (or an alternate name), or, as in Ext JS 4,
 * anything is found on its namespace path (`window.My.Class` assigned by hand).
 */
export const isCreated = (name: string): boolean => {
  if (!isName(name)) expects('Lib.ClassManager.isCreated', 'a non-empty class name', name);
  return !!classes[name] || !!at(classes, mapName(name, 'class')) || !!lookupPath(name);
};

/** Every registered name and alternate name, for suggestions and the migration report. */
export const getNames = (): string[] => keys(classes);

/** Every registered alias. */
export const getAliases = (): string[] => keys(aliasToName);

/**
 * The aliases matching a bare `type`: the alias itself when it is registered as written,
 * else every alias whose last segment is `type` (`'rest'` → `['proxy.rest']`).
 */
export const aliasesForType = (type: string): string[] =>
  type in aliasToName ? [type] : getAliases().filter((alias) => alias.endsWith('.' + type));

/**
 * Resolves a class from its name, full alias or alternate name (in that order), or
 * returns `undefined`.
 */
export const resolve = (nameOrAlias: string): unknown => {
  const byName = at(classes, nameOrAlias);
  if (byName !== undefined) return byName;
  const aliased = at(aliasToName, nameOrAlias);
  if (aliased !== undefined) return classes[aliased];
  const mapped = resolvedClass(nameOrAlias);
  if (mapped !== undefined && mapped !== null) return mapped;
  const mappedAlias = resolvedAlias(nameOrAlias);
  if (mappedAlias !== undefined) return classes[mappedAlias];
  const value = lookupPath(nameOrAlias);
  return isConstructor(value) ? value : undefined;
};

/**
 * Whether a value found on a namespace path can be a class: a function with a prototype
 * object. A name such as `'toString'` walks to an inherited built-in method, which must count
 * as unknown rather than fail later with "is not a constructor".
 */
export const isConstructor = (value: unknown): boolean => isFn(value) && isObj(value.prototype);

/**
 * The names (classes, alternate names, full aliases) of the classes that optional packs add,
 * each mapped to its pack's name (`'widget.htmleditor'` → `'forms'`), so that using one
 * without its pack says which script to load. Filled by packs/names.ts (the full build); the
 * `Ext` shim adds the `Ext.*` twins.
 */
export const packOf = dict<string>();

/** `(did you mean '<best>'?)` with a leading blank, or `''` without a candidate. */
const didYouMean = (best: string | undefined) => (best ? ` (did you mean '${best}'?)` : '');

/**
 * The hint for an unknown class or alias name: the pack to load when one holds it (see
 * {@link packOf}), else "did you mean".
 */
export const suggest = (name: string, kind: 'name' | 'alias' = 'name'): string => {
  const pack = at(packOf, name);
  if (pack) {
    return ` (it is in the ${pack} pack: load dist/lib-${pack}.js after dist/lib.js, or import 'lib-ext4/${pack}')`;
  }
  const aliases = getAliases();
  return didYouMean(nearest(name, kind === 'alias' ? aliases : [...getNames(), ...aliases]));
};

/**
 * Removes a class: its registry entry, aliases, alternate names and namespace property
 * (`Lib.undefine`).
 */
export const undefine = (name: string): void => {
  const value = classes[name];
  delete classes[name];
  deletePath(name);
  for (const alias of nameToAliases[name] ?? []) {
    if (aliasToName[alias] === name) delete aliasToName[alias];
  }
  delete nameToAliases[name];
  for (const alternate of keys(alternateToName)) {
    if (alternateToName[alternate] === name) {
      delete alternateToName[alternate];
      if (classes[alternate] === value) delete classes[alternate];
      deletePath(alternate);
    }
  }
  pendingCreated.delete(name);
};

// ---------------------------------------------------------------------------------------
// instantiation

/** A class as instantiation sees it: constructible with any arguments. */
type Ctor = new (...args: unknown[]) => object;

/** `new Cls(...args)`; the common case (one config argument) is passed without a spread. */
const construct = (Cls: Ctor, args: unknown[]): object =>
  args.length === 1 ? new Cls(args[0]) : new Cls(...args);

/**
 * `found` when it is a class; else the error for `name`: a singleton (any other value), or
 * an unknown `what` with a "did you mean" hint.
 */
function usable(found: unknown, name: string, where: string, what: string, kind?: 'alias'): Ctor {
  if (isFn(found)) return found as unknown as Ctor;
  raise(
    where,
    found !== undefined && found !== null
      ? `'${name}' is a singleton and cannot be instantiated`
      : `Cannot create an instance of unrecognized ${what}: '${name}'${suggest(name, kind)}`,
  );
}

const classFor = (name: string, where: string): Ctor =>
  usable(resolve(name), name, where, 'class name / alias');

const classByAlias = (alias: string, where: string): Ctor =>
  usable(getByAlias(alias), alias, where, 'alias', 'alias');

const classForType = (type: unknown, namespaceName: string | undefined, where: string): Ctor => {
  if (!isName(type)) fail(where, 'type', 'a non-empty string', type);
  if (namespaceName) return classByAlias(`${namespaceName}.${type}`, where);
  const candidates = aliasesForType(type);
  if (candidates.length === 1) return classByAlias(candidates[0], where);
  if (candidates.length === 0) {
    const bySuffix = new Map(
      getAliases().map((alias) => [alias.slice(alias.lastIndexOf('.') + 1), alias]),
    );
    raise(
      where,
      `no alias of type '${type}' is registered` +
        didYouMean(bySuffix.get(nearest(type, bySuffix.keys()) as string)),
    );
  }
  raise(where, `type '${type}' is ambiguous: it matches '${candidates.join("', '")}'`);
};

/**
 * `Lib.create(name | class | config, ...args)`, Ext's `ClassManager.instantiate`: `new` of the
 * class found by name, full alias or alternate name, or of a constructor. A single config
 * object names its class by `xclass`, `xtype` (a widget) or `type` (the one alias ending in
 * `.<type>`).
 */
export const instantiate = (nameOrConfig: unknown, ...rest: unknown[]): any => {
  const where = 'Lib.create';
  if (isName(nameOrConfig)) return construct(classFor(nameOrConfig, where), rest);
  if (isFn(nameOrConfig)) return construct(nameOrConfig as unknown as Ctor, rest);
  if (isObj(nameOrConfig) && rest.length === 0) {
    const { xclass, xtype, type } = nameOrConfig;
    let Cls;
    if (xclass !== undefined) {
      if (!isName(xclass)) fail(where, 'xclass', 'a non-empty class name', xclass);
      Cls = classFor(xclass, where);
    } else if (xtype !== undefined) {
      if (!isName(xtype)) fail(where, 'xtype', 'a non-empty string', xtype);
      Cls = classByAlias('widget.' + xtype, where);
    } else if (type !== undefined) {
      Cls = classForType(type, undefined, where);
    } else {
      raise(where, 'a config object alone must name its class with xclass, xtype or type');
    }
    return new Cls(nameOrConfig);
  }
  invalid(where, 'class name or alias', nameOrConfig);
};

/**
 * `Lib.createByAlias`, Ext's `ClassManager.instantiateByAlias`: `new` of the class registered
 * under a full alias (`'widget.grid'`, `'proxy.rest'`).
 */
export const instantiateByAlias = (alias: string, ...rest: unknown[]): any => {
  const where = 'Lib.createByAlias';
  if (!isName(alias)) fail(where, 'alias', 'a non-empty string', alias);
  return construct(classByAlias(alias, where), rest);
};

/**
 * `Lib.widget(xtype, config)` or `Lib.widget(configWithXtype)`: a component config becomes
 * the widget registered as `widget.<xtype>`; an existing component is returned as is.
 */
export const widget = (xtypeOrConfig: unknown, config?: Record<string, unknown>): any => {
  let xtype = xtypeOrConfig;
  let cfg: Record<string, unknown> | undefined = config;
  if (isObj(xtypeOrConfig)) xtype = (cfg = xtypeOrConfig).xtype;
  if (cfg?.isComponent) return cfg;
  if (!isName(xtype)) {
    expects('Lib.widget', 'an xtype string', xtype);
  }
  return new (classByAlias('widget.' + xtype, 'Lib.widget'))(cfg ?? {});
};

/**
 * Resolves a config slot that Ext accepts in several shapes, inside an alias namespace:
 * an instance is used as is; a string is a type (`'rest'` → `proxy.rest`); a config object
 * names its class by `xclass` or `type` (else `defaultType`). `null`/`undefined` give
 * `defaultType`'s instance when one is named, else `null`.
 */
export const factory = (config: unknown, namespaceName: string, defaultType?: string): any => {
  const where = `Lib.factory(${namespaceName})`;
  const make = (type: unknown, cfg: object) => new (classForType(type, namespaceName, where))(cfg);
  if (config === undefined || config === null) return defaultType ? make(defaultType, {}) : null;
  if (typeof config === 'string') return make(config, { type: config });
  if (isFn(config)) return new (config as unknown as Ctor)({});
  if (!isObj(config)) expects(where, 'a type name, a config object or an instance', config);
  if (config.isInstance) return config;
  if (config.xclass !== undefined) return new (classFor(config.xclass as string, where))(config);
  const type = config.type === undefined ? defaultType : config.type;
  if (type === undefined) {
    raise(where, `the config object needs a type (an '${namespaceName}.*' alias)`);
  }
  return make(type, config);
};

/**
 * `Lib.ClassManager.create(name, body, createdFn)`: Ext JS 4.0's name for defining a class
 * (4.1 deprecated it for `define`, which it calls, so what the `Lib.define` of the moment does
 * applies). To create an instance, use `Lib.create` or `instantiate`.
 */
function createClass(name: string | null, body: unknown, createdFn?: unknown): any {
  return root.define(name, body, createdFn);
}

/** `Lib.ClassManager`: the registry's public face, as Ext JS 4 names it. */
export const Manager = {
  /** Every registered class (or singleton) by name and alternate name. */
  classes,
  /** The alias and alternate-name maps, as Ext JS 4 keeps them. */
  maps: { aliasToName, nameToAliases, alternateToName },
  create: createClass,
  createNamespaces,
  get,
  set,
  setAlias,
  getByAlias,
  getNameByAlias,
  getNameByAlternate,
  getAliasesByName,
  getName,
  getClass,
  isCreated,
  instantiate,
  instantiateByAlias,
  undefine,
  onCreated,
  setNameResolver,
  /** The names optional packs add, by pack (see {@link packOf}). */
  packs: packOf,
};
