/**
 * The `Lib` facade: the root namespace object, carrying the class system entry points and
 * the language helpers. Registered classes hang below it on their namespace paths
 * (`Lib.data.proxy.Rest`), so `Lib` is also what the global script publishes as `window.Lib`.
 *
 * @example
 *   Lib.define('App.User', {extend: 'Lib.Base', constructor(cfg) { this.name = cfg.name; }});
 *   Lib.create('App.User', {name: 'Ada'}).name; // 'Ada'
 */
import * as ClassManager from './ClassManager';
import type { ClassMap, AnyClass } from './ClassManager';
import { Base, emptyFn } from './Base';
import { Class, define, extend, override, registerClass, type ClassBody } from './Class';
import { LibError, isObj } from './Error';
import { lang } from './lang/index';
import type { DefineBody, DefinedClass } from './define.types';
import type { Method } from './method';

type Fn = Method;

/** Registered class names under `Lib.`, as known to the type system. */
export type KnownClassName = keyof ClassMap & string;
/** The config type a class's constructor takes. */
export type ConfigOf<C> = C extends {
  prototype: { $construct(config?: infer P, ...rest: never[]): unknown };
}
  ? P
  : unknown;
/** The instance type of a registered class. */
export type InstanceOf<C> = C extends { prototype: infer I } ? I : any;
/**
 * Names outside the `Lib.` namespace and the class map (user classes not declared in it) are
 * accepted as they are.
 */
type ForeignName<N extends string> = N extends `Lib.${string}` | KnownClassName ? never : N;

/**
 * Creates an instance. Typed for registered `Lib.*` classes (a misspelt `Lib.*` name does
 * not compile); any other name, alias or config object is checked at run time.
 */
interface Create {
  <N extends KnownClassName>(
    name: N,
    config?: ConfigOf<ClassMap[N]>,
    ...rest: unknown[]
  ): InstanceOf<ClassMap[N]>;
  <N extends string>(name: ForeignName<N>, ...args: unknown[]): any;
  <C extends AnyClass>(cls: C, ...args: unknown[]): InstanceType<C>;
  (config: { xclass?: string; xtype?: string; type?: string; [key: string]: unknown }): any;
}

/**
 * `Lib.define(name, body, createdFn)`, typed: `this` in the body's functions is the instance
 * (see lib/define.types.ts), and the class returned has that instance type.
 */
interface Define {
  (name: string | null, body: (cls: any) => ClassBody, createdFn?: (cls: any) => void): any;
  <B extends object>(
    name: string | null,
    body: DefineBody<B>,
    createdFn?: (this: DefinedClass<B>, cls: DefinedClass<B>) => void,
  ): DefinedClass<B>;
  (name: string | null, body: ClassBody | ((cls: any) => ClassBody), createdFn?: Fn): any;
}

/** A class made at run time: constructible, with statics of any name. */
type MadeClass = (new (...args: any[]) => any) & Record<string, any>;

/** `Lib.Class`: makes an anonymous class from a define body, with or without `new`. */
interface ClassFactory {
  new (body?: ClassBody | null, onCreated?: (this: MadeClass, cls: MadeClass) => void): MadeClass;
  (body?: ClassBody | null, onCreated?: (this: MadeClass, cls: MadeClass) => void): MadeClass;
}

let idSeed = 0;

/**
 * A unique id: `el.id` when the element (or object) already has one, else a new
 * `prefix + n` (default prefix `'ext-gen'`), which is also stored on `el` when given.
 */
const id = (el?: { id?: string } | null, prefix?: string): string => {
  if (el?.id) return el.id;
  const value = (prefix || 'ext-gen') + ++idSeed;
  if (isObj(el)) el.id = value;
  return value;
};

/**
 * Creates each dotted namespace and returns the last one, through
 * `Lib.ClassManager.createNamespaces` as it is at call time (as in Ext JS 4).
 */
const ns = (...names: string[]): Record<string, unknown> =>
  ClassManager.Manager.createNamespaces(...names);

const facade = {
  ...lang,
  /** The library version. */
  version: '0.1.0',
  /** Prefix of every CSS class the components use (Ext 4's names: `x-grid-row`, `x-form-field`). */
  baseCSSPrefix: 'x-',
  Base,
  Error: LibError,
  ClassManager: ClassManager.Manager,
  Class: Class as ClassFactory,
  define: define as Define,
  /** `Lib.create`: `ClassManager.instantiate` with the typed signatures of {@link Create}. */
  create: ClassManager.instantiate as Create,
  createByAlias: ClassManager.instantiateByAlias,
  widget: ClassManager.widget,
  createWidget: ClassManager.widget,
  factory: ClassManager.factory,
  registerClass,
  override,
  extend,
  undefine: ClassManager.undefine,
  ns,
  namespace: ns,
  id,
  emptyFn,
  /** Returns its first argument. */
  identityFn: <T>(value: T): T => value,
  /** `Lib.ClassManager.getName`. */
  getClassName: ClassManager.getName,
  /** `Lib.ClassManager.getClass`. */
  getClass: ClassManager.getClass,
};

/** Namespaces the registered classes live in (`Lib.data.Store`, `Lib.grid.Panel`, ...). */
interface Namespaces {
  data: Record<string, any>;
  util: Record<string, any>;
  grid: Record<string, any>;
  form: Record<string, any>;
  selection: Record<string, any>;
}

/**
 * Members that class files add to `Lib` (such as `Lib.getStore`), augmented by those files
 * with `declare module '../../lib/Lib' { interface LibExtensions {...} }`.
 */
export interface LibExtensions {}

export type LibFacade = typeof facade & Namespaces & LibExtensions;

/** The `Lib` object (also `window.Lib` in the global script). */
export const Lib: LibFacade = Object.assign(ClassManager.root, facade) as LibFacade;
