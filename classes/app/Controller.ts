/**
 * `Lib.app.Controller`: the C of an Ext JS 4 MVC application. A controller names the models,
 * views and stores it uses (short names inside the application's namespace: `'User'` →
 * `App.model.User`), which are loaded before the class is defined and get getters
 * (`getUserModel()`, `getUserListView()` for `'user.List'`, `getUsersStore()`); it finds its
 * components through `refs` (generated getters such as `getList()`), and handles their events
 * with `control` and the events of other controllers, stores and `Lib.globalEvents` with
 * `listen`, through `Lib.app.EventBus`. Handlers run with the controller as `this`.
 *
 * @example
 *   Lib.define('App.controller.Users', {
 *     extend: 'Lib.app.Controller',
 *     stores: ['Users'],
 *     refs: [{ref: 'list', selector: 'userlist'}],
 *     init() { this.control({userlist: {itemdblclick: this.edit}}); },
 *     edit(view, record) { this.getList().setTitle(record.get('name')); },
 *   });
 */
import { registerClass, type ClassBody, type ClassHooks } from '../../lib/Class';
import { get, instantiate, isCreated } from '../../lib/ClassManager';
import { isArray, isString } from '../../lib/check';
import { cfg, declareConfigs } from '../../lib/config';
import { capitalize } from '../../lib/lang/String';
import { ComponentManager } from '../ComponentManager';
import { ComponentQuery } from '../ComponentQuery';
import { StoreManager } from '../data/StoreManager';
import { Loader } from '../Loader';
import { Observable } from '../util/Observable';
import type { ObservableConfig } from '../util/Observable.types';
import { Bus, type BusListeners, type BusSelectors, type EventBus } from './EventBus';
import type { KeyedList } from '../../lib/ItemList';
import type { Application } from './Application';
import type { Component } from '../Component';
import type { Model } from '../data/Model';

/** A `refs` entry: a getter `get<Ref>()` for the first component matching `selector`. */
export interface RefConfig {
  /** The getter's name without `get` (`'list'` → `getList()`). */
  ref: string;
  /** The component query finding the component. */
  selector?: string;
  /** Create the component (from this entry, as a config with `xtype`) when none matches. */
  autoCreate?: boolean;
  /** Create a new component on every call. */
  forceCreate?: boolean;
  /** The xtype of a created component. */
  xtype?: string;
  [config: string]: unknown;
}

/** The configs of `Lib.app.Controller`. */
export interface ControllerConfig extends ObservableConfig {
  /** The id `getController` knows it by (default: the name it was created under). */
  id?: string;
  /** The application it belongs to (set by the application). */
  application?: unknown;
  /** Component getters (see {@link RefConfig}). */
  refs?: RefConfig[];
}

/** Names of the getters made for each kind. */
const KINDS: Record<string, [getter: string, upper: string]> = {
  model: ['getModel', 'Model'],
  view: ['getView', 'View'],
  store: ['getStore', 'Store'],
  controller: ['getController', 'Controller'],
};

/** Marks the getters a new controller calls (so its stores exist from the start). */
const AUTO = Symbol('auto');

export class Controller extends Observable {
  /** The id the application knows this controller by. */
  declare id: string;
  /** The application this controller belongs to. */
  declare application: Application;
  /** The component getters. */
  declare refs: RefConfig[] | null;
  /** The event bus (`Lib.app.EventBus`). */
  declare eventbus: EventBus;
  /** The namespace of the application (`'App'`), for short names. */
  declare $namespace: string;
  /** The controllers it names (kept for `finishInit`). */
  declare controllers: string[] | KeyedList<Controller> | undefined;
  /** @internal Ref name → the component found or created. */
  declare $refCache: Record<string, Component | undefined>;
  /** @internal The lower-case ref names (`hasRef`). */
  declare $refNames: string[];
  /** @internal `init` has run. */
  declare $initialized: boolean;

  /**
   * The full class name and the getter's short name of a model, view, store or controller
   * named in a body: `'User'` → `App.model.User`; a dotted name that is defined, or lies in a
   * namespace of the Loader's paths, stays as it is; `'User@App.model'` is `App.model.User`.
   */
  static getFullName(name: string, kind: string, namespace?: string) {
    const at = name.indexOf('@');
    if (at > 0)
      return {
        absoluteName: name.slice(at + 1) + '.' + name.slice(0, at),
        shortName: name.slice(0, at),
      };
    const known = name.includes('.') && (isCreated(name) || Loader.getPrefix(name) !== '');
    return {
      absoluteName: known || !namespace ? name : `${namespace}.${kind}.${name}`,
      shortName: name,
    };
  }

  /**
   * @internal Adds the getters of the names a body lists for `kind` to `proto` and their
   * class names to `requires`.
   */
  static $dependencies(
    proto: Record<string, unknown>,
    requires: string[],
    namespace: string,
    kind: string,
    names: unknown,
  ): void {
    const [getter, upper] = KINDS[kind];
    for (const name of ([] as unknown[]).concat(names ?? [])) {
      if (!isString(name) || !name) continue;
      const { absoluteName, shortName } = Controller.getFullName(name, kind, namespace);
      requires.push(absoluteName);
      const fn = function (this: Record<string, (name: string) => unknown>) {
        return this[getter](name);
      };
      if (kind === 'store') (fn as typeof fn & { [AUTO]?: boolean })[AUTO] = true;
      proto['get' + shortName.split('.').map(capitalize).join('') + upper] = fn;
    }
  }

  override $construct(config?: ControllerConfig): this {
    super.$construct(config);
    const me = this;
    me.eventbus = Bus;
    me.$refCache = Object.create(null);
    me.$refNames = [];
    if (me.refs) me.ref(me.refs);
    // The stores it lists exist once it does (Ext calls every generated getter here).
    for (const key in me) {
      const fn = me[key as keyof this] as { (this: Controller): unknown; [AUTO]?: boolean };
      if (typeof fn === 'function' && fn[AUTO]) fn.call(me);
    }
    return me;
  }

  /** Called once, before the application's `launch`, with the application: set up `control` here. */
  init(_application?: Application): void {}

  /** Called after the application's `launch`, with the application. */
  onLaunch(_application?: Application): void {}

  /** @internal Runs `init` once. */
  doInit(app: Application): void {
    if (!this.$initialized) {
      this.init(app);
      this.$initialized = true;
    }
  }

  /** @internal Creates and initialises the controllers this one names, once initialised itself. */
  finishInit(app: Application): void {
    const names = this.controllers;
    if (this.$initialized && isArray(names)) {
      for (const name of names) this.getController(name)?.finishInit(app);
    }
  }

  /** Adds component getters: `ref({ref: 'list', selector: 'userlist'})` makes `getList()`. */
  ref(refs: RefConfig | RefConfig[]): void {
    const me = this as Controller & Record<string, unknown>;
    for (const info of ([] as RefConfig[]).concat(refs)) {
      const name = info.ref;
      const fn = 'get' + capitalize(name);
      if (!me[fn]) me[fn] = (config?: Record<string, unknown>) => me.getRef(name, info, config);
      me.$refNames.push(name.toLowerCase());
    }
  }

  /** Same as `ref`. */
  addRef(refs: RefConfig | RefConfig[]): void {
    this.ref(refs);
  }

  /**
   * The component of a ref: the first one matching its selector, kept until it is destroyed;
   * with `autoCreate`, created from the ref (and `config`) when none matches; with
   * `forceCreate`, created on every call.
   */
  getRef<T extends Component = Component>(
    ref: string,
    info: RefConfig = { ref },
    config?: Record<string, unknown>,
  ): T | undefined {
    const cache = this.$refCache;
    const spec = { ...info, ...config };
    let cmp = cache[ref];
    if (spec.forceCreate) return this.$createRef<T>(spec);
    if (!cmp || cmp.isDestroyed) {
      cmp = spec.selector ? ComponentQuery.query(spec.selector)[0] : undefined;
      if (!cmp && spec.autoCreate) cmp = this.$createRef(spec);
      cache[ref] = cmp;
    }
    return cmp as T | undefined;
  }

  /** Whether a ref of that name (any case) was added. */
  hasRef(ref: string): boolean {
    return this.$refNames.includes(ref.toLowerCase());
  }

  /**
   * Handles component events: `control({selector: {event: handler}})` or
   * `control(selector, {event: handler})`. A handler is a function, a method name of the
   * controller or `{fn, scope, single, buffer, delay, ...}`; it also hears the components
   * created later.
   */
  control(
    selectors: string | BusSelectors,
    listeners?: BusListeners | object,
    controller?: object,
  ): void {
    const map = isString(selectors) ? { [selectors]: listeners as BusListeners } : selectors;
    this.eventbus.control(map, (isString(selectors) ? controller : listeners) || this);
  }

  /**
   * Handles events of other domains: `listen({controller: {'#Users': {saved: fn}}, store:
   * {'#users': {load: fn}}, global: {idle: fn}, component: {...}})`.
   */
  listen(to: Record<string, BusSelectors | BusListeners>, controller?: object): void {
    this.eventbus.listen(to, controller || this);
  }

  /** Another controller of the application (this one for its own id). */
  getController(id: string): Controller | undefined {
    return id === this.id ? this : this.application?.getController(id);
  }

  /**
   * A store by id (`'Users'`), else a new instance of the store class of that name
   * (`App.store.Users`) registered under that id.
   */
  getStore(name: string): unknown {
    const id = name.split('@')[0];
    return (
      StoreManager.lookup(id) ??
      instantiate(Controller.getFullName(name, 'store', this.$namespace).absoluteName, {
        storeId: id,
      })
    );
  }

  /** The model class of a name (`'User'` → `App.model.User`). */
  getModel(name: string): typeof Model | undefined {
    return get(Controller.getFullName(name, 'model', this.$namespace).absoluteName);
  }

  /** The view class of a name (`'user.List'` → `App.view.user.List`). */
  getView(name: string): typeof Component | undefined {
    return get(Controller.getFullName(name, 'view', this.$namespace).absoluteName);
  }

  /** The application. */
  getApplication(): unknown {
    return this.application;
  }

  /** @internal A component from a ref (its ref keys left out). */
  $createRef<T extends Component = Component>(spec: RefConfig): T {
    const { ref: _r, selector: _s, autoCreate: _a, forceCreate: _f, ...config } = spec;
    return ComponentManager.create<T>(config, 'component');
  }

  /** Forgets its event handlers. */
  override destroy(): void {
    this.eventbus.unlisten(this);
    super.destroy();
  }
}

/**
 * Ext's processing of a controller body: the names it lists are required (loaded when the
 * Loader is on) before the class is created, and get their getters.
 */
function onClassExtended(cls: any, data: ClassBody, hooks: ClassHooks): void {
  const next = hooks.onBeforeCreated;
  hooks.onBeforeCreated = function (this: unknown, ...args) {
    const proto = cls.prototype;
    const name: string = cls.$className || '';
    const namespace =
      data.$namespace ||
      proto.$namespace ||
      /^(.*)\.controller\./.exec(name)?.[1] ||
      name.split('.')[0];
    const requires: string[] = [];
    proto.$namespace = namespace;
    for (const kind of ['model', 'view', 'store', 'controller']) {
      Controller.$dependencies(proto, requires, namespace, kind, data[kind + 's']);
    }
    Loader.require(requires, () => next.apply(this, args));
  };
}

registerClass(Controller, 'Lib.app.Controller', {
  $configs: declareConfigs<ControllerConfig, ObservableConfig>({
    id: cfg('string'),
    application: cfg('object'),
    refs: cfg('array'),
  }),
  refs: null,
  $initialized: false,
  onClassExtended,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.app.Controller': typeof Controller;
  }
}
