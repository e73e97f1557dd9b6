/**
 * `Lib.app.Application` and `Lib.application(config)`: an Ext JS 4 MVC application. Its
 * `name` is the namespace of its classes (created, with the application on it as `App.app`),
 * whose files are under `appFolder` (`App.controller.Users` → `app/controller/Users.js`, loaded
 * by `Lib.Loader` when it is enabled). Once its controllers, models, stores and views (and with
 * `autoCreateViewport`, `App.view.Viewport`) are defined and the DOM is ready, it is created:
 * its own `init`, each controller's `init`, the viewport, `launch`, the `launch` event, then
 * each controller's `onLaunch`. It is a controller itself: events it fires are heard through
 * `listen({controller: {'*': {...}}})` or `app.on`.
 *
 * @example
 *   Lib.Loader.setConfig({enabled: true});
 *   Lib.application({
 *     name: 'App',
 *     controllers: ['Users'],
 *     autoCreateViewport: true,
 *     launch() { this.fireEvent('started', this); },
 *   });
 */
import { registerClass, type ClassBody, type ClassHooks } from '../../lib/Class';
import { get, root } from '../../lib/ClassManager';
import { isArray, isString } from '../../lib/check';
import { cfg, declareConfigs, fail } from '../../lib/config';
import { KeyedList } from '../../lib/ItemList';
import { Loader } from '../Loader';
import { Controller, type ControllerConfig } from './Controller';
import type { Viewport } from '../container/Viewport';

/** The configs of `Lib.app.Application` (most are read from its class body, as in Ext). */
export interface ApplicationConfig extends ControllerConfig {
  /** The namespace of the application's classes (required). */
  name?: string;
  /** Where the namespace's files are (default `'app'`). */
  appFolder?: string;
  /** The namespace property holding the application (default `'app'`; `App.app`). */
  appProperty?: string;
  /** Load and create `<name>.view.Viewport` before `launch` (default `false`). */
  autoCreateViewport?: boolean;
  /** Call `Lib.tip.QuickTipManager.init()` before `launch` (default `true`). */
  enableQuickTips?: boolean;
  /** The controllers to create, by short name (`'Users'` → `App.controller.Users`). */
  controllers?: string[];
  /** More namespace → path entries for the Loader. */
  paths?: Record<string, string>;
  /** `this` of `launch` (default: the application). */
  scope?: object;
}

/** The application's controllers by the name they were created under (Ext's MixedCollection surface: `get`, `add`, `getRange`, `each`...). */
class ControllerList extends KeyedList<Controller> {
  declare map: Map<unknown, Controller>;
  constructor() {
    super();
    this.map = new Map();
  }
  getKey(controller: Controller): unknown {
    return controller.id;
  }
  $keyMap(): Map<unknown, Controller> {
    return this.map;
  }
  /** The controller of that name. */
  get(name: string): Controller | undefined {
    return this.map.get(name);
  }
  /** Adds a controller. */
  add(controller: Controller): void {
    this.items.push(controller);
    this.map.set(controller.id, controller);
  }
}

const NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

export class Application extends Controller {
  /** The namespace of the application's classes. */
  declare name: string;
  /** Where the namespace's files are. */
  declare appFolder: string;
  /** The namespace property holding the application. */
  declare appProperty: string;
  /** Whether `<name>.view.Viewport` is created before `launch`. */
  declare autoCreateViewport: boolean;
  /** Whether quick tips are initialised before `launch`. */
  declare enableQuickTips: boolean;
  /** `this` of `launch`. */
  declare scope: object | undefined;
  /** The controllers, by the name they were created under (an `ItemList`). */
  declare controllers: ControllerList;
  /** Whether `launch` has run. */
  declare launched: boolean;
  /** The viewport, with `autoCreateViewport`. */
  declare viewport: Viewport;

  override $construct(config?: ApplicationConfig): this {
    const me = this;
    super.$construct(config);
    if (!isString(me.name) || !NAME.test(me.name)) {
      fail('Lib.app.Application', "config 'name'", "a namespace name such as 'App'", me.name);
    }
    const names = me.controllers as unknown as string | string[] | undefined;
    me.doInit(me);
    me.initNamespace();
    me.controllers = new ControllerList();
    for (const name of ([] as string[]).concat(names ?? [])) me.getController(name);
    me.onBeforeLaunch();
    for (const controller of me.controllers.getRange()) controller.finishInit(me);
    return me;
  }

  /** Called once everything is defined, the controllers are initialised and the viewport exists. */
  launch(): void {}

  /** @internal Creates the namespace and puts the application on it (`App.app`). */
  initNamespace(): void {
    const ns = root.ns(this.name);
    ns.getApplication = () => this;
    if (this.appProperty && !ns[this.appProperty]) ns[this.appProperty] = this;
  }

  /** @internal Quick tips, the viewport, `launch`, the `launch` event, the controllers' `onLaunch`. */
  onBeforeLaunch(): void {
    const me = this;
    // By name: the quick tips are in the tips pack (without it, plain title tooltips).
    if (me.enableQuickTips) root.QuickTips.init();
    if (me.autoCreateViewport) me.viewport = me.getView('Viewport')!.create();
    me.launch.call(me.scope || me);
    me.launched = true;
    me.fireEvent('launch', me);
    for (const controller of me.controllers.getRange()) controller.onLaunch(me);
  }

  /** The full class name of a short one: `getModuleClassName('Users', 'controller')` → `'App.controller.Users'`. */
  getModuleClassName(name: string, kind: string): string {
    return Controller.getFullName(name, kind, this.name).absoluteName;
  }

  /**
   * The controller created under `name` (`'Users'`), created (as `App.controller.Users`, with
   * `{application, id: name}`) and initialised now if it does not exist yet.
   */
  override getController(name: string): Controller {
    const me = this;
    let controller = me.controllers.get(name);
    if (!controller) {
      const Cls = get(me.getModuleClassName(name, 'controller'));
      if (typeof Cls !== 'function') {
        fail(
          'Lib.app.Application#getController',
          'the controller',
          'a defined controller class',
          name,
        );
      }
      controller = new Cls({ application: me, id: name }) as Controller;
      me.controllers.add(controller);
      if (me.$initialized) controller.doInit(me);
    }
    return controller;
  }

  /** The application itself. */
  override getApplication(): this {
    return this;
  }
}

/**
 * Ext's processing of an application body: its namespace gets its folder as a path, and with
 * `autoCreateViewport` its viewport class is required too (the controller processing then
 * requires the controllers, models, stores and views).
 */
function onClassExtended(cls: any, data: ClassBody, hooks: ClassHooks): void {
  const parent = cls.superclass;
  const namespace = data.name || parent.name;
  const requires: string[] = [];
  if (namespace) data.$namespace = namespace;
  if (!data['paths processed']) {
    if (namespace) Loader.setPath(namespace, data.appFolder || parent.appFolder);
    if (data.paths) Loader.setPath(data.paths);
  }
  delete data['paths processed'];
  if (data.autoCreateViewport) {
    Controller.$dependencies(cls.prototype, requires, namespace, 'view', 'Viewport');
  }
  const next = hooks.onBeforeCreated;
  hooks.onBeforeCreated = function (this: unknown, ...args) {
    Loader.require(requires, () => next.apply(this, args));
  };
}

registerClass(Application, 'Lib.app.Application', {
  $configs: declareConfigs<ApplicationConfig, ControllerConfig>({
    name: cfg('string'),
    appFolder: 'app',
    appProperty: 'app',
    autoCreateViewport: false,
    enableQuickTips: true,
    controllers: cfg([(v) => isString(v) || isArray(v), 'a name or an array of names']),
    paths: cfg('object'),
    scope: cfg('object'),
  }),
  launched: false,
  onClassExtended,
});

/**
 * `Lib.application(config)`: defines `<name>.$application` from `config` (extending
 * `Lib.app.Application`) and creates it once its classes are loaded and the DOM is ready;
 * `Lib.application('App.Application')` loads and creates that subclass instead.
 */
function application(config: ApplicationConfig | string): void {
  let App: new () => Application;
  if (isString(config)) {
    Loader.require(config, () => (App = get(config) as typeof App));
  } else {
    const name = config?.name;
    if (!isString(name) || !NAME.test(name)) {
      fail('Lib.application', "config 'name'", "a namespace name such as 'App'", name);
    }
    Loader.setPath(name, config.appFolder || 'app');
    if (config.paths) Loader.setPath(config.paths);
    root.define(
      // Ext's name for the class (joined so that no '.$' member name appears in the source).
      [name, '$application'].join('.'),
      { ...config, extend: 'Lib.app.Application', 'paths processed': true },
      function (this: typeof App) {
        App = this;
      },
    );
  }
  root.onReady(() => {
    (Application as typeof Application & { instance?: Application }).instance = new App();
  });
}

root.application = application;

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.app.Application': typeof Application;
  }
}

declare module '../../lib/Lib' {
  interface LibExtensions {
    /** Defines and, once its classes are loaded, creates an MVC application (see `Lib.app.Application`). */
    application(config: ApplicationConfig | string): void;
  }
}
