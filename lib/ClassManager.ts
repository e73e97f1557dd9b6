/**
 * The class registry: a few plain maps (name → class, alias → name, name → aliases,
 * alternate name → name) plus the namespace tree rooted at the `Lib` object. Lookups go
 * name → alias → alternate name, as in Ext JS 4.
 *
 * Every map is a `Map` (never a plain object), so a class or alias called `constructor` or
 * `__proto__` is just data. A lookup that misses may consult one optional name resolver
 * (`setNameResolver`), which the `Ext` migration shim uses to map `Ext.*` names.
 *
 * @example
 *   ClassManager.getNameByAlias('proxy.rest'); // 'Lib.data.proxy.Rest'
 */
import { LibError, nearest, describe } from './Error';

/**
 * Registered classes by name, augmented by every class file so that
 * `Lib.create('Lib.data.Store', cfg)` is typed:
 *
 *   declare module '../../lib/ClassManager' { interface ClassMap { 'Lib.data.Store': typeof Store } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface ClassMap {}

/** Registered aliases (`'proxy.rest'`), augmented the same way as {@link ClassMap}. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface AliasMap {}

/** Anything `new` can be used on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyClass = (abstract new (...args: any[]) => any) & Record<string, any>;

/** The root namespace object, published as `Lib`. Filled in by `lib/Lib.ts`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const root: Record<string, any> = {};

/** Top-level names that map onto a namespace object other than the global one. */
const roots = new Map<string, Record<string, unknown>>([['Lib', root]]);

const classes = new Map<string, unknown>();
const aliasToName = new Map<string, string>();
const nameToAliases = new Map<string, string[]>();
const alternateToName = new Map<string, string>();
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
export function setNameResolver(fn: NameResolver | null): NameResolver | null {
  if (fn !== null && typeof fn !== 'function') {
    throw new TypeError(
      `[Lib.ClassManager.setNameResolver] expects a function or null, got ${describe(fn)}`,
    );
  }
  const previous = nameResolver;
  nameResolver = fn;
  return previous;
}

/** The name the resolver maps a missed `name` to, or `undefined`. */
function mapName(name: string, kind: NameKind): string | undefined {
  if (nameResolver === null || resolving || typeof name !== 'string' || name === '') {
    return undefined;
  }
  resolving = true;
  try {
    const mapped = nameResolver(name, kind);
    return typeof mapped === 'string' && mapped !== '' && mapped !== name ? mapped : undefined;
  } finally {
    resolving = false;
  }
}

/** The class (or value) a resolver-mapped class name stands for, or `undefined`. */
function resolvedClass(name: string): unknown {
  const mapped = mapName(name, 'class');
  if (mapped === undefined) return undefined;
  const found = classes.get(mapped);
  return found !== undefined ? found : lookupPath(mapped);
}

/** The class name a resolver-mapped alias stands for, or `undefined`. */
function resolvedAlias(alias: string): string | undefined {
  const mapped = mapName(alias, 'alias');
  return mapped === undefined ? undefined : aliasToName.get(mapped);
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const globalObject = globalThis as unknown as Record<string, unknown>;

/**
 * Checks a dotted class or namespace name and splits it. Empty segments and segments that
 * would reach into an object's prototype machinery are refused.
 */
export function splitName(name: unknown, where: string): string[] {
  if (typeof name !== 'string' || name === '') {
    throw new LibError(
      `Invalid class name or namespace ${describe(name)} specified, must be a non-empty string`,
      {
        sourceMethod: where,
      },
    );
  }
  const parts = name.split('.');
  for (const part of parts) {
    if (part === '' || FORBIDDEN.has(part)) {
      throw new LibError(
        `Invalid name '${name}': segment '${part}' is not allowed (names are dot-separated identifiers; ` +
          `'__proto__', 'prototype' and 'constructor' are reserved)`,
        { sourceMethod: where },
      );
    }
  }
  return parts;
}

/** The namespace object a name's first segment starts from, and the index of the next segment. */
function startOf(parts: string[]): [Record<string, unknown>, number] {
  const mapped = roots.get(parts[0]);
  return mapped ? [mapped, 1] : [globalObject, 0];
}

/**
 * Creates (or reuses) every object on the dotted path and returns the last one
 * (`Lib.ns` / `Lib.namespace`).
 */
export function namespace(name: string): Record<string, unknown> {
  const parts = splitName(name, 'Lib.namespace');
  let [obj, i] = startOf(parts);
  for (; i < parts.length; i++) {
    const part = parts[i];
    let next = obj[part];
    if (next === undefined || next === null) {
      next = {};
      obj[part] = next;
    } else if (typeof next !== 'object' && typeof next !== 'function') {
      throw new LibError(
        `cannot create namespace '${name}': '${part}' already holds ${describe(next)}`,
        {
          sourceMethod: 'Lib.namespace',
        },
      );
    }
    obj = next as Record<string, unknown>;
  }
  return obj;
}

/** Stores `value` at the dotted path `name`, creating the parent namespaces. */
function setPath(name: string, value: unknown): void {
  const parts = splitName(name, 'Lib.ClassManager.set');
  const leaf = parts.pop() as string;
  const parent = parts.length ? namespace(parts.join('.')) : globalObject;
  parent[leaf] = value;
}

/** Reads the value at a dotted path without creating anything; `undefined` when absent. */
export function lookupPath(name: string): unknown {
  const parts = name.split('.');
  let [obj, i] = startOf(parts);
  let value: unknown = obj;
  for (; i < parts.length; i++) {
    const part = parts[i];
    if (value === null || value === undefined || FORBIDDEN.has(part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return i === 0 ? undefined : value;
}

function deletePath(name: string): void {
  const parts = name.split('.');
  const leaf = parts.pop() as string;
  const parent = parts.length ? lookupPath(parts.join('.')) : globalObject;
  if (
    parent &&
    (typeof parent === 'object' || typeof parent === 'function') &&
    Object.prototype.hasOwnProperty.call(parent, leaf)
  ) {
    delete (parent as Record<string, unknown>)[leaf];
  }
}

/**
 * Registers `value` (a class, or a singleton's instance) under `name` and on the namespace,
 * then runs what waits for it (see {@link onCreated}).
 */
export function set(name: string, value: unknown): void {
  register(name, value);
  triggerCreated(name);
}

/** Registers `value` under `name` and on the namespace without running what waits for it. */
export function register(name: string, value: unknown): void {
  setPath(name, value);
  classes.set(name, value);
}

/**
 * Runs the callbacks waiting for `name` (overrides defined before their target) with the
 * value registered under it. The define pipeline calls it last, after the class's alternate
 * names and `createdFn`, as Ext JS 4 does.
 */
export function triggerCreated(name: string): void {
  const waiting = pendingCreated.get(name);
  if (!waiting) return;
  pendingCreated.delete(name);
  const value = classes.get(name);
  for (const fn of waiting) fn(value);
}

/** Runs `fn(value)` once `name` is registered: now if it already is. */
export function onCreated(name: string, fn: (value: unknown) => void): void {
  const existing = get(name);
  if (existing !== null) {
    fn(existing);
    return;
  }
  const list = pendingCreated.get(name);
  if (list) list.push(fn);
  else pendingCreated.set(name, [fn]);
}

/** Registers an alternate name for a registered class. */
export function setAlternate(alternate: string, name: string, value: unknown): void {
  alternateToName.set(alternate, name);
  setPath(alternate, value);
  classes.set(alternate, value);
}

/**
 * Registers `alias` for a class, given by name or as the class itself (as Ext JS 4 allows).
 * An alias that already belongs to another class is taken over, with a console message (Ext
 * JS 4 does the same).
 */
export function setAlias(classOrName: string | { $className?: string }, alias: string): void {
  const name = typeof classOrName === 'string' ? classOrName : getName(classOrName);
  if (name === '') {
    throw new TypeError(
      `[Lib.ClassManager.setAlias] expects a class name or a named class, got ${describe(classOrName)}`,
    );
  }
  if (typeof alias !== 'string' || alias === '') {
    throw new TypeError(
      `[Lib.ClassManager.setAlias] alias of '${name}' must be a non-empty string, got ${describe(alias)}`,
    );
  }
  const previous = aliasToName.get(alias);
  if (previous !== undefined && previous !== name) {
    console.warn(
      `[Lib.ClassManager] Overriding existing alias: '${alias}' of: '${previous}' with: '${name}'. Be sure it's intentional.`,
    );
    const old = nameToAliases.get(previous);
    if (old) old.splice(old.indexOf(alias), 1);
  }
  aliasToName.set(alias, name);
  const list = nameToAliases.get(name);
  if (!list) nameToAliases.set(name, [alias]);
  else if (!list.includes(alias)) list.push(alias);
}

/** The class (or singleton) registered under a name or alternate name, else the value found on the namespace path, else `null`. */
export function get(name: string): any {
  const found = classes.get(name);
  if (found !== undefined) return found;
  if (typeof name !== 'string' || name === '') return null;
  const mapped = nameResolver === null ? undefined : resolvedClass(name);
  if (mapped !== undefined && mapped !== null) return mapped;
  const value = lookupPath(name);
  return value === undefined ? null : value;
}

/** The class registered under a full alias (`'proxy.rest'`), or `null`. */
export function getByAlias(alias: string): any {
  const name = aliasToName.get(alias) ?? (nameResolver === null ? undefined : resolvedAlias(alias));
  return name === undefined ? null : (classes.get(name) ?? null);
}

/** The class name registered under a full alias, or `''`. */
export function getNameByAlias(alias: string): string {
  return aliasToName.get(alias) ?? (nameResolver === null ? undefined : resolvedAlias(alias)) ?? '';
}

/** The class name an alternate name points at, or `''`. */
export function getNameByAlternate(alternate: string): string {
  return alternateToName.get(alternate) ?? '';
}

/** Every alias of a class name (a copy; empty when none). */
export function getAliasesByName(name: string): string[] {
  return (nameToAliases.get(name) ?? []).slice();
}

/** The `$className` of a class or instance, or `''`. */
export function getName(object: unknown): string {
  if (!object) return '';
  return (object as { $className?: string }).$className || '';
}

/** The class of an instance (`instance.self`), or `null`. */
export function getClass(object: unknown): any {
  return (object && (object as { self?: unknown }).self) || null;
}

/** Whether a class is registered under `name` (or an alternate name). */
export function isCreated(name: string): boolean {
  if (classes.has(name)) return true;
  if (nameResolver === null) return false;
  const mapped = mapName(name, 'class');
  return mapped !== undefined && classes.has(mapped);
}

/** Every registered name and alternate name, for suggestions and the migration report. */
export function getNames(): string[] {
  return Array.from(classes.keys());
}

/** Every registered alias. */
export function getAliases(): string[] {
  return Array.from(aliasToName.keys());
}

/**
 * The aliases matching a bare `type`: the alias itself when it is registered as written,
 * else every alias whose last segment is `type` (`'rest'` → `['proxy.rest']`).
 */
export function aliasesForType(type: string): string[] {
  if (aliasToName.has(type)) return [type];
  const suffix = '.' + type;
  const found: string[] = [];
  for (const alias of aliasToName.keys()) {
    if (alias.endsWith(suffix)) found.push(alias);
  }
  return found;
}

/**
 * Resolves a class from its name, full alias or alternate name (in that order), or
 * returns `undefined`.
 */
export function resolve(nameOrAlias: string): unknown {
  const byName = classes.get(nameOrAlias);
  if (byName !== undefined) return byName;
  const aliased = aliasToName.get(nameOrAlias);
  if (aliased !== undefined) return classes.get(aliased);
  if (nameResolver !== null) {
    const mapped = resolvedClass(nameOrAlias);
    if (mapped !== undefined && mapped !== null) return mapped;
    const mappedAlias = resolvedAlias(nameOrAlias);
    if (mappedAlias !== undefined) return classes.get(mappedAlias);
  }
  const value = lookupPath(nameOrAlias);
  return isConstructor(value) ? value : undefined;
}

/**
 * Whether a value found on a namespace path can be a class: a function with a prototype
 * object. A name such as `'toString'` walks to an inherited built-in method, which must count
 * as unknown rather than fail later with "is not a constructor".
 */
export function isConstructor(value: unknown): boolean {
  return (
    typeof value === 'function' &&
    typeof (value as { prototype?: unknown }).prototype === 'object' &&
    (value as { prototype?: unknown }).prototype !== null
  );
}

/** The "did you mean" suffix for an unknown class or alias name. */
export function suggest(name: string, kind: 'name' | 'alias' = 'name'): string {
  const pool = kind === 'alias' ? aliasToName.keys() : [...classes.keys(), ...aliasToName.keys()];
  const best = nearest(name, pool);
  return best ? ` (did you mean '${best}'?)` : '';
}

/**
 * Removes a class: its registry entry, aliases, alternate names and namespace property
 * (`Lib.undefine`).
 */
export function undefine(name: string): void {
  const value = classes.get(name);
  classes.delete(name);
  deletePath(name);
  for (const alias of nameToAliases.get(name) ?? []) {
    if (aliasToName.get(alias) === name) aliasToName.delete(alias);
  }
  nameToAliases.delete(name);
  for (const [alternate, target] of Array.from(alternateToName)) {
    if (target === name) {
      alternateToName.delete(alternate);
      if (classes.get(alternate) === value) classes.delete(alternate);
      deletePath(alternate);
    }
  }
  pendingCreated.delete(name);
}

// ---------------------------------------------------------------------------------------
// instantiation

function construct(Cls: any, args: ArrayLike<unknown>, from: number): any {
  // The common case (one config argument) avoids building an argument array.
  const count = args.length - from;
  if (count <= 0) return new Cls();
  if (count === 1) return new Cls(args[from]);
  return new Cls(...Array.prototype.slice.call(args, from));
}

function classFor(name: string, where: string): any {
  const found = resolve(name);
  if (typeof found === 'function') return found;
  if (found !== undefined && found !== null) {
    throw new LibError(`'${name}' is a singleton and cannot be instantiated`, {
      sourceMethod: where,
    });
  }
  throw new LibError(
    `Cannot create an instance of unrecognized class name / alias: '${name}'${suggest(name)}`,
    {
      sourceMethod: where,
    },
  );
}

function classForType(type: unknown, namespaceName: string | undefined, where: string): any {
  if (typeof type !== 'string' || type === '') {
    throw new TypeError(`[${where}] type must be a non-empty string, got ${describe(type)}`);
  }
  if (namespaceName) return classByAlias(`${namespaceName}.${type}`, where);
  const candidates = aliasesForType(type);
  if (candidates.length === 1) return classByAlias(candidates[0], where);
  if (candidates.length === 0) {
    const bySuffix = new Map(
      getAliases().map((alias) => [alias.slice(alias.lastIndexOf('.') + 1), alias]),
    );
    const best = nearest(type, bySuffix.keys());
    const hint = best ? ` (did you mean '${bySuffix.get(best)}'?)` : '';
    throw new LibError(
      `no class is registered with an alias of type '${type}' (an alias ending in '.${type}')${hint}`,
      {
        sourceMethod: where,
      },
    );
  }
  throw new LibError(
    `type '${type}' is ambiguous: it matches ${candidates.map((c) => `'${c}'`).join(', ')}; use the full alias or xclass`,
    { sourceMethod: where },
  );
}

function classByAlias(alias: string, where: string): any {
  const found = getByAlias(alias);
  if (typeof found === 'function') return found;
  if (found)
    throw new LibError(`'${alias}' is a singleton and cannot be instantiated`, {
      sourceMethod: where,
    });
  throw new LibError(
    `Cannot create an instance of unrecognized alias: '${alias}'${suggest(alias, 'alias')}`,
    {
      sourceMethod: where,
    },
  );
}

/**
 * `Lib.create(name | class | config, ...args)`: `new` of the class found by name, full alias
 * or alternate name, or of a constructor. A single config object names its class by
 * `xclass`, `xtype` (a widget) or `type` (the one alias ending in `.<type>`).
 */
export function create(nameOrConfig: unknown, ...rest: unknown[]): any {
  if (typeof nameOrConfig === 'string') {
    if (nameOrConfig === '') {
      throw new LibError(`Invalid class name or alias '' specified, must be a non-empty string`, {
        sourceMethod: 'Lib.create',
      });
    }
    // eslint-disable-next-line prefer-rest-params
    return construct(classFor(nameOrConfig, 'Lib.create'), arguments, 1);
  }
  if (typeof nameOrConfig === 'function') {
    // eslint-disable-next-line prefer-rest-params
    return construct(nameOrConfig, arguments, 1);
  }
  if (nameOrConfig && typeof nameOrConfig === 'object' && rest.length === 0) {
    const cfg = nameOrConfig as { xclass?: unknown; xtype?: unknown; type?: unknown };
    if (cfg.xclass !== undefined) {
      if (typeof cfg.xclass !== 'string' || cfg.xclass === '') {
        throw new TypeError(
          `[Lib.create] xclass must be a non-empty class name, got ${describe(cfg.xclass)}`,
        );
      }
      return new (classFor(cfg.xclass, 'Lib.create'))(cfg);
    }
    if (cfg.xtype !== undefined) {
      if (typeof cfg.xtype !== 'string' || cfg.xtype === '') {
        throw new TypeError(
          `[Lib.create] xtype must be a non-empty string, got ${describe(cfg.xtype)}`,
        );
      }
      return new (classByAlias('widget.' + cfg.xtype, 'Lib.create'))(cfg);
    }
    if (cfg.type !== undefined) return new (classForType(cfg.type, undefined, 'Lib.create'))(cfg);
    throw new LibError(
      `a config object passed alone must name its class with xclass, xtype or type`,
      {
        sourceMethod: 'Lib.create',
      },
    );
  }
  throw new LibError(
    `Invalid class name or alias ${describe(nameOrConfig)} specified, must be a non-empty string`,
    {
      sourceMethod: 'Lib.create',
    },
  );
}

/** `new` of the class registered under a full alias (`'widget.grid'`, `'proxy.rest'`). */
export function createByAlias(alias: string, ...rest: unknown[]): any {
  if (typeof alias !== 'string' || alias === '') {
    throw new TypeError(
      `[Lib.createByAlias] alias must be a non-empty string, got ${describe(alias)}`,
    );
  }
  void rest;
  // eslint-disable-next-line prefer-rest-params
  return construct(classByAlias(alias, 'Lib.createByAlias'), arguments, 1);
}

/**
 * `Lib.widget(xtype, config)` or `Lib.widget(configWithXtype)`: a component config becomes
 * the widget registered as `widget.<xtype>`; an existing component is returned as is.
 */
export function widget(xtypeOrConfig: unknown, config?: Record<string, unknown>): any {
  let xtype = xtypeOrConfig;
  let cfg = config;
  if (xtypeOrConfig && typeof xtypeOrConfig === 'object') {
    if ((xtypeOrConfig as { isComponent?: boolean }).isComponent) return xtypeOrConfig;
    cfg = xtypeOrConfig as Record<string, unknown>;
    xtype = cfg.xtype;
  }
  if (cfg && (cfg as { isComponent?: boolean }).isComponent) return cfg;
  if (typeof xtype !== 'string' || xtype === '') {
    throw new TypeError(`[Lib.widget] an xtype string is required, got ${describe(xtype)}`);
  }
  return new (classByAlias('widget.' + xtype, 'Lib.widget'))(cfg ?? {});
}

/**
 * Resolves a config slot that Ext accepts in several shapes, inside an alias namespace:
 * an instance is used as is; a string is a type (`'rest'` → `proxy.rest`); a config object
 * names its class by `xclass` or `type` (else `defaultType`). `null`/`undefined` give
 * `defaultType`'s instance when one is named, else `null`.
 */
export function factory(config: unknown, namespaceName: string, defaultType?: string): any {
  const where = `Lib.factory(${namespaceName})`;
  if (config === undefined || config === null) {
    return defaultType ? new (classForType(defaultType, namespaceName, where))({}) : null;
  }
  if (typeof config === 'string')
    return new (classForType(config, namespaceName, where))({ type: config });
  if (typeof config === 'function') return new (config as new (c: object) => unknown)({});
  if (typeof config !== 'object') {
    throw new TypeError(
      `[${where}] expected a type name, a config object or an instance, got ${describe(config)}`,
    );
  }
  if ((config as { isInstance?: boolean }).isInstance) return config;
  const cfg = config as { xclass?: string; type?: unknown };
  if (cfg.xclass !== undefined) return new (classFor(cfg.xclass, where))(cfg);
  const type = cfg.type ?? defaultType;
  if (type === undefined) {
    throw new LibError(`the config object needs a type (one of the '${namespaceName}.*' aliases)`, {
      sourceMethod: where,
    });
  }
  return new (classForType(type, namespaceName, where))(cfg);
}

/** `Lib.ClassManager`: the registry's public face, as Ext JS 4 names it. */
export const Manager = {
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
  instantiate: create,
  instantiateByAlias: createByAlias,
  undefine,
  onCreated,
  setNameResolver,
};
