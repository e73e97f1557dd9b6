/**
 * The types of `Lib.define`: `this` inside a define body is the parent's instance plus the
 * body's own members plus the accessors its `config` generates (`config: {x: 0}` gives
 * `getX(): number` and `setX(value: number): this`), so a body written as Ext JS 4 code
 * type-checks under strict `tsc` without annotations. The class `Lib.define` returns has that
 * instance type and takes the config as its constructor argument; declaring it in the class map
 * types `Lib.create` by name:
 *
 * @example
 *   const Point = Lib.define('App.Point', {
 *     config: {x: 0, y: 0},
 *     constructor(config) { this.initConfig(config); },
 *     toString() { return `(${this.getX()}, ${this.getY()})`; },
 *   });
 *   declare module 'lib-ext4' { interface ClassMap { 'App.Point': typeof Point } }
 *   Lib.create('App.Point', {x: 1}).getX(); // number
 *
 * The parent is typed when `extend` names a class of the class map or is a constructor; a
 * parent known only by a name outside it gives an open `this` (any member), as the types have
 * nothing to check against.
 */
import type { Base } from './Base';
import type { ClassBody } from './Class';
import type { ClassMap } from './ClassManager';

/** The keys of a define body that are not members of the instances. */
export type BodyKey =
  | 'extend'
  | 'mixins'
  | 'config'
  | '$configs'
  | 'statics'
  | 'inheritableStatics'
  | 'alias'
  | 'xtype'
  | 'alternateClassName'
  | 'singleton'
  | 'override'
  | 'requires'
  | 'uses'
  | 'onClassExtended'
  | 'constructor';

/** Any member: what is known of a class the types cannot see. */
type Open = { [member: string]: any };

/** The parent class: the one `extend` names in the class map or gives (`Lib.Base` without). */
type ParentClassOf<B> = B extends { extend: infer E }
  ? E extends keyof ClassMap
    ? ClassMap[E]
    : E extends abstract new (...args: never[]) => unknown
      ? E
      : typeof Base
  : typeof Base;

/**
 * `true` when the instances have members the types cannot see: a parent named outside the
 * class map, mixins, or a body typed with an index signature.
 */
type IsOpen<B> = string extends keyof B
  ? true
  : B extends { mixins: unknown }
    ? true
    : B extends { extend: infer E }
      ? E extends keyof ClassMap
        ? false
        : E extends abstract new (...args: never[]) => unknown
          ? false
          : true
      : false;

/** The parent's instance, opened when {@link IsOpen}. */
export type ParentOf<B> = (ParentClassOf<B> extends { prototype: infer I } ? I : Base) &
  (IsOpen<B> extends true ? Open : unknown);

/** The config values of a body: its `config` block. */
export type ConfigValues<B> = B extends { config: infer C } ? C : {};

/** `getX`/`setX` for each key of a `config` block. */
export type Accessors<C> = {
  [K in keyof C & string as `get${Capitalize<K>}`]: () => C[K];
} & {
  [K in keyof C & string as `set${Capitalize<K>}`]: (value: C[K]) => unknown;
};

/** The instances of a defined class. */
export type DefinedInstance<B> = ParentOf<B> & Omit<B, BodyKey> & Accessors<ConfigValues<B>>;

/**
 * What a defined class's constructor (and `Lib.create` by its name) takes: the `config` block's
 * values and anything else, checked at run time; any value without a `config` block.
 */
export type DefinedConfig<B> = B extends { config: infer C }
  ? Partial<C> & { [key: string]: unknown }
  : unknown;

/** The class `Lib.define` returns, with its parent's statics (`create`, `override`, ...). */
export type DefinedClass<B> = (new (
  config?: DefinedConfig<B>,
  ...rest: unknown[]
) => DefinedInstance<B>) &
  Omit<ParentClassOf<B>, 'prototype'> &
  (IsOpen<B> extends true ? Open : unknown) & {
    prototype: DefinedInstance<B> & {
      $construct(config?: DefinedConfig<B>, ...rest: unknown[]): unknown;
    };
  };

/**
 * A define body: Ext's special keys (typed as in `ClassBody`, lib/Class.ts) and members, with
 * `this` typed in every member function (`NoInfer`: the body's own type comes from the body, and
 * `this` from it). The Ext-style `constructor` takes the config object.
 */
export type DefineBody<B> = B & {
  // `Function`: every object literal has a `constructor` (Object's); the function type gives
  // an Ext-style constructor written in the body its parameter's type.
  constructor?: Function | ((config?: any, ...rest: unknown[]) => void);
  /** Not a function: a body given as a function (`(Cls) => body`) takes the other signature. */
  call?: never;
} & ThisType<DefinedInstance<NoInfer<B>>>;
