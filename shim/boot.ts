/**
 * What an Ext JS 4 page calls to boot, for the `Ext` shim: `Ext.onReady` (Lib's, or a stand-in
 * when the build has none), `Ext.require`/`Ext.syncRequire`/`Ext.exclude`, `Ext.Loader`
 * (`setConfig`, `setPath`, `getPath`...) and a minimal `Ext.application`. Lib has no loader:
 * every class is in `dist/lib.js`, so requiring only checks that the `Ext.*` names exist (the
 * unknown ones are reported) and runs the callback at once.
 *
 * @example
 *   Ext.Loader.setConfig({enabled: true, paths: {App: 'app'}});
 *   Ext.require(['Ext.grid.Panel'], () => console.log('loaded'));
 *   Ext.application({name: 'App', launch() { Ext.create('App.view.Main'); }});
 */
import type { Recorder } from './report';
import type { LibLike } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Callback = (this: Any, ...args: Any[]) => Any;

/** Checks queued class names (see `RequireQueue#flush`). */
export interface RequireQueue {
  /** Queues names from `requires`, `uses`, `Ext.require` (strings or arrays; others ignored). */
  add(names: unknown): void;
  /** Looks every queued name up once, so the unknown `Ext.*` ones are reported. */
  flush(): void;
}

/**
 * A queue of required class names, checked when the DOM is ready (classes defined later on
 * the page are there by then) or when a report is asked for. Wildcards (`'Ext.grid.*'`) and
 * user extensions (`Ext.ux.*`) are not checked; neither are names outside `Ext`.
 */
export function requireQueue(Lib: LibLike): RequireQueue {
  const pending: string[] = [];
  let scheduled = false;
  const queue: RequireQueue = {
    add(names) {
      for (const name of ([] as unknown[]).concat(names ?? [])) {
        if (
          typeof name === 'string' &&
          name.startsWith('Ext.') &&
          !name.includes('*') &&
          !name.startsWith('Ext.ux.')
        ) {
          pending.push(name);
        }
      }
      if (pending.length && !scheduled && typeof Lib.onReady === 'function') {
        scheduled = true;
        Lib.onReady(() => {
          scheduled = false;
          queue.flush();
        });
      }
    },
    flush() {
      while (pending.length) Lib.ClassManager.get(pending.shift() as string);
    },
  };
  return queue;
}

/** `Lib.onReady` for a build without one: runs `fn` once the DOM is ready. */
function onReadyFallback(fn: Callback, scope?: unknown): void {
  if (typeof fn !== 'function') {
    throw new TypeError(`[Lib.onReady] expected a function, got ${typeof fn}`);
  }
  const doc = (globalThis as Any).document;
  if (!doc || doc.readyState !== 'loading') fn.call(scope);
  else doc.addEventListener('DOMContentLoaded', () => fn.call(scope), { once: true });
}

/** Adds `onReady` (when missing), `require`, `syncRequire`, `exclude`, `Loader` and `application`. */
export function installBoot(Lib: LibLike, recorder: Recorder, queue: RequireQueue): void {
  if (typeof Lib.onReady !== 'function') Lib.onReady = onReadyFallback;

  /** `Ext.require(names, fn, scope)`: checks the names, then calls `fn` at once. */
  function require(expressions: unknown, fn?: Callback, scope?: unknown): void {
    queue.add(expressions);
    if (typeof fn === 'function') fn.call(scope);
  }

  /** `Ext.exclude(names).require(...)`: the excluded names are simply not checked. */
  function exclude(excludes: unknown) {
    const skipped = new Set(([] as unknown[]).concat(excludes ?? []));
    const keep = (names: unknown) =>
      ([] as unknown[]).concat(names ?? []).filter((name) => !skipped.has(name));
    return {
      require: (names: unknown, fn?: Callback, scope?: unknown) => require(keep(names), fn, scope),
      syncRequire: (names: unknown, fn?: Callback, scope?: unknown) =>
        require(keep(names), fn, scope),
    };
  }

  const config: { enabled: boolean; paths: Record<string, string>; [key: string]: Any } = {
    enabled: false,
    paths: { Ext: '.' },
  };

  /** `Ext.Loader`: keeps its configuration (for code that reads it back) and loads nothing. */
  const Loader = {
    config,
    isLoading: false,
    history: [] as string[],
    /** `setConfig({enabled, paths, ...})` or `setConfig(name, value)`; returns the Loader. */
    setConfig(nameOrConfig: unknown, value?: unknown) {
      if (nameOrConfig && typeof nameOrConfig === 'object') {
        for (const [key, val] of Object.entries(nameOrConfig)) {
          if (key === 'paths' && val && typeof val === 'object') Loader.setPath(val);
          else if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
            config[key] = val;
          }
        }
      } else if (typeof nameOrConfig === 'string' && nameOrConfig !== '__proto__') {
        config[nameOrConfig] = value;
      }
      return Loader;
    },
    /** The configuration, or one entry of it. */
    getConfig(name?: string) {
      return name === undefined ? config : config[name];
    },
    /** `setPath(namespace, path)` or `setPath({namespace: path})`; returns the Loader. */
    setPath(nameOrPaths: unknown, path?: string) {
      const paths: Record<string, unknown> =
        typeof nameOrPaths === 'string'
          ? { [nameOrPaths]: path }
          : ((nameOrPaths as Record<string, unknown>) ?? {});
      for (const [name, value] of Object.entries(paths)) {
        if (typeof value === 'string' && name !== '__proto__') config.paths[name] = value;
      }
      return Loader;
    },
    /** Where Ext JS would have loaded a class from (`'App.view.Main'` → `'app/view/Main.js'`). */
    getPath(className: string) {
      let prefix = '';
      for (const name of Object.keys(config.paths)) {
        if (
          (className === name || className.startsWith(name + '.')) &&
          name.length > prefix.length
        ) {
          prefix = name;
        }
      }
      const base = prefix ? config.paths[prefix] : '.';
      const rest = (prefix ? className.slice(prefix.length + 1) : className).replace(/\./g, '/');
      return `${base}/${rest}.js`;
    },
    require,
    syncRequire: require,
    exclude,
    onReady: (fn: Callback, scope?: unknown) => (Lib.onReady as Any)(fn, scope),
  };

  /**
   * `Ext.application({name, launch, init, appProperty, appFolder, requires, ...})`: creates the
   * `name` namespace, puts the application object on it (`App.app`), calls `init(app)` now and
   * `launch()` once the DOM is ready. MVC parts Lib does not provide (controllers, an
   * auto-created viewport) are reported; `models`/`stores`/`views` are checked like requires.
   */
  function application(config: Record<string, Any>): Any {
    if (!config || typeof config !== 'object') {
      throw new TypeError(
        `[Ext.application] expects a config object with a name, got ${
          typeof config === 'string' ? `'${config}'` : typeof config
        } (an Ext.app.Application subclass name is not supported: Lib has no Ext.app)`,
      );
    }
    const name = config.name;
    if (typeof name !== 'string' || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) {
      throw new TypeError(
        `[Ext.application] config 'name' must be a namespace name such as 'App', got ${String(name)}`,
      );
    }
    const namespace = Lib.ns(name);
    const app: Record<string, Any> = { ...config, name };
    app.getApplication = () => app;
    namespace[typeof config.appProperty === 'string' ? config.appProperty : 'app'] = app;
    if (typeof config.appFolder === 'string') Loader.setPath(name, config.appFolder);
    if (config.controllers && ([] as unknown[]).concat(config.controllers).length) {
      recorder.unsupportedConfig(
        'Ext.app.Application',
        'controllers',
        'Lib has no Ext.app.Controller; wire the listeners in launch().',
      );
    }
    if (config.autoCreateViewport) {
      recorder.unsupportedConfig(
        'Ext.app.Application',
        'autoCreateViewport',
        'Lib has no Ext.container.Viewport; create the main component in launch().',
      );
    }
    queue.add(config.requires);
    for (const kind of ['model', 'store', 'view'] as const) {
      for (const short of ([] as unknown[]).concat(config[kind + 's'] ?? [])) {
        if (typeof short === 'string') {
          queue.add(short.includes('.') ? short : `${name}.${kind}.${short}`);
        }
      }
    }
    if (typeof app.init === 'function') app.init(app);
    (Lib.onReady as Any)(() => {
      if (typeof app.launch === 'function') app.launch.call(app);
    });
    return app;
  }

  Object.assign(Lib, {
    require,
    syncRequire: require,
    exclude,
    Loader,
    application,
  });
}
