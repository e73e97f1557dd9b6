/**
 * `Lib.Loader`: Ext JS 4's class loader. In the core: its settings (`setConfig`, `setPath`,
 * `getPath`) and `Lib.require`/`syncRequire`/`exclude`, which call back at once when the classes
 * named are defined, as in a page that loads its scripts itself. Loading the classes a page
 * names but has not defined is the app pack's (`dist/lib-app.js`, `lib-ext4/app`; see
 * classes/Loader.scripts.ts): by script tags (never XHR and eval, so it works under a strict
 * Content Security Policy), deferring a `Lib.define` whose `extend`, `mixins`, `requires` or
 * `model` are still missing. Without the pack, requiring a missing class with the loader
 * enabled is an error naming the pack.
 *
 * @example
 *   Lib.Loader.setConfig({enabled: true, paths: {App: 'app'}});
 *   Lib.require(['App.view.Main'], () => Lib.create('App.view.Main', {renderTo: document.body}));
 */
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import { get, isCreated, root, suggest } from '../lib/ClassManager';
import { isFn, isMap, isString } from '../lib/check';
import { expects, isUnsafeKey, raise } from '../lib/Error';
import './dom/Element';
import type { Handler } from './util/Observable.types';

/** A callback (`this`: the scope given). */
type Fn = Handler;

/** The Loader's settings (`Lib.Loader.getConfig()`). */
export interface LoaderConfig {
  /** Whether missing classes are loaded (default `false`, as in Ext JS 4). */
  enabled: boolean;
  /** Namespace → folder or URL (default `{Ext: '.'}`); the longest matching namespace wins. */
  paths: Record<string, string>;
  /** Whether each script URL gets a `_dc=<time>` parameter against caches (default `true`). */
  disableCaching: boolean;
  /** The name of that parameter (default `'_dc'`). */
  disableCachingParam: string;
  /** The CSP nonce given to the script tags (default: the nonce of the script that loaded Lib). */
  nonce?: string;
  [key: string]: unknown;
}

const WHERE = 'Lib.Loader';

/** `expression` matches `name`: equal, or a wildcard (`'App.view.*'`) over its start. */
const matches = (expression: string, name: string) =>
  expression.endsWith('*') ? name.startsWith(expression.slice(0, -1)) : expression === name;

/** The class of the `Lib.Loader` singleton (use the instance, `Lib.Loader`). */
export class LoaderImpl extends Base {
  /** The settings: `enabled`, `paths`, `disableCaching`, `disableCachingParam`, `nonce`. */
  declare config: LoaderConfig;
  /** The names of the classes loaded, in the order their files were requested. */
  declare history: string[];
  /** Whether a required class is still missing. */
  declare isLoading: boolean;
  /** @internal Requested name → its URL. */
  declare $urls: Record<string, string>;
  /** @internal Names whose define waits for its dependencies. */
  declare $declared: Record<string, 1>;
  /** @internal How many `require` calls still wait for their classes. */
  declare $pending: number;
  /** @internal The `onReady` callbacks waiting for the loads. */
  declare $ready: Array<[Fn, unknown]>;

  override $construct(): void {
    const me = this;
    me.config = {
      enabled: false,
      paths: Object.assign(Object.create(null), { Ext: '.' }),
      disableCaching: true,
      disableCachingParam: '_dc',
      nonce: (globalThis as { document?: Document }).document?.currentScript?.nonce || undefined,
    };
    me.history = [];
    me.isLoading = false;
    me.$urls = Object.create(null);
    me.$declared = Object.create(null);
    me.$pending = 0;
    me.$ready = [];
  }

  /**
   * `setConfig({enabled, paths, disableCaching, ...})` or `setConfig(name, value)`: changes
   * settings (`paths` are added, see `setPath`). Returns the Loader.
   */
  override setConfig(
    name: string | Partial<LoaderConfig> | null | undefined,
    value?: unknown,
  ): this {
    const settings = isString(name) ? { [name]: value } : name;
    if (!isMap(settings)) expects(WHERE + '.setConfig', 'a name or an object', name);
    for (const key of Object.keys(settings)) {
      if (key === 'paths') this.setPath(settings.paths as Record<string, string>);
      else if (!isUnsafeKey(key)) this.config[key] = (settings as Record<string, unknown>)[key];
    }
    return this;
  }

  /** The settings, or the one named. */
  override getConfig(name?: string): unknown {
    return name ? this.config[name] : this.config;
  }

  /** `setPath(namespace, path)` or `setPath({namespace: path, ...})`. Returns the Loader. */
  setPath(name: string | Record<string, string>, path?: string): this {
    const paths: Record<string, unknown> = isString(name) ? { [name]: path } : name;
    for (const key of Object.keys(paths || {})) {
      if (!isString(paths[key])) expects(`${WHERE}.setPath('${key}')`, 'a path string', paths[key]);
      if (!isUnsafeKey(key)) this.config.paths[key] = paths[key] as string;
    }
    return this;
  }

  /** The URL a class is loaded from: `'App.view.Main'` → `'app/view/Main.js'` with `{App: 'app'}`. */
  getPath(className: string): string {
    const prefix = this.getPrefix(className);
    const rest = (prefix ? className.slice(prefix.length + 1) : className).replace(/\./g, '/');
    const base = prefix ? this.config.paths[prefix] : '';
    return (base ? base + '/' : '') + rest + '.js';
  }

  /** The longest namespace of `paths` that `className` lies in (`''` when none). */
  getPrefix(className: string): string {
    let found = '';
    for (const prefix in this.config.paths) {
      if (className.startsWith(prefix + '.') && prefix.length > found.length) found = prefix;
    }
    return found;
  }

  /**
   * Loads the classes named (names or wildcards, which match classes already defined only),
   * then calls `fn` in `scope`: at once when they are all defined. `excludes` are skipped.
   * Ext's and Lib's own names are not loaded unless a path of their own (`'Ext.ux'`) is set.
   * Throws when a class is missing and the Loader is not enabled.
   */
  require(expressions: string | string[], fn?: Fn, scope?: unknown, excludes?: string[]): void {
    const me = this;
    if (fn != null && !isFn(fn)) expects(WHERE + '.require', 'a function to call back', fn);
    const missing = me.$missing(expressions, excludes);
    let left = missing.length;
    if (!left) return void fn?.call(scope);
    if (!me.config.enabled) {
      raise(
        WHERE,
        `cannot load '${missing.join("', '")}': the loader is not enabled (Lib.Loader.setConfig({enabled: true}))`,
      );
    }
    me.$fetch(missing, fn, scope);
  }

  /**
   * @internal Loads the classes `missing` names, then calls `fn` in `scope`: the app pack's
   * (classes/Loader.scripts.ts). Without it, an error naming the pack.
   */
  $fetch(missing: string[], _fn?: Fn, _scope?: unknown): void {
    raise(
      WHERE,
      `loading '${missing.join("', '")}' needs the app pack's class loader` +
        suggest('Lib.app.Application'),
    );
  }

  /**
   * Same as `require`: a script tag cannot block, so `fn` runs once the classes have loaded,
   * not before this call returns.
   */
  syncRequire(expressions: string | string[], fn?: Fn, scope?: unknown, excludes?: string[]): void {
    this.require(expressions, fn, scope, excludes);
  }

  /** `exclude(names).require(names, fn, scope)`: requires what `names` leaves. */
  exclude(excludes: string | string[]): { require: Fn; syncRequire: Fn } {
    const list = ([] as string[]).concat(excludes);
    const require = (names: string[], fn?: Fn, scope?: unknown) =>
      this.require(names, fn, scope, list);
    return { require, syncRequire: require };
  }

  /**
   * Calls `fn` in `scope` once nothing is loading and (unless `withDomReady` is `false`) the
   * DOM is ready: at once when both hold. `Lib.onReady` is this.
   */
  onReady(fn: Fn, scope?: unknown, withDomReady?: boolean): void {
    const me = this;
    if (!isFn(fn)) expects('Lib.onReady', 'a function', fn);
    if (withDomReady !== false) domReady(() => me.onReady(fn, scope, false));
    else if (me.$pending) me.$ready.push([fn, scope]);
    else fn.call(scope);
  }

  /** @internal The names among `expressions` that are not defined and can be loaded. */
  $missing(expressions: unknown, excludes?: string[]): string[] {
    const missing: string[] = [];
    for (const name of ([] as unknown[]).concat(expressions ?? [])) {
      if (
        isString(name) &&
        name &&
        !name.includes('*') &&
        !excludes?.some((x) => matches(x, name)) &&
        // Lib's classes (also as Ext names) come with Lib: only a path of their own loads one.
        (!/^(Ext|Lib)\./.test(name) || this.getPrefix(name).includes('.')) &&
        !isCreated(name)
      ) {
        missing.push(name);
      }
    }
    return missing;
  }
}

registerClass(LoaderImpl, 'Lib.Loader', { singleton: true });

/** The `Lib.Loader` singleton. */
export const Loader: LoaderImpl = get('Lib.Loader');

/** Lib.onReady as the DOM layer defines it: the DOM alone. */
const domReady: (fn: () => unknown) => void = root.onReady;

Object.assign(root, {
  onReady: (fn: Fn, scope?: unknown) => Loader.onReady(fn, scope),
  require: Loader.require.bind(Loader),
  syncRequire: Loader.syncRequire.bind(Loader),
  exclude: Loader.exclude.bind(Loader),
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.Loader': LoaderImpl;
  }
}

declare module '../lib/Lib' {
  interface LibExtensions {
    /** The class loader (see classes/Loader.ts). */
    Loader: LoaderImpl;
    /** `Lib.Loader.require`: loads classes not defined yet, then calls `fn`. */
    require: LoaderImpl['require'];
    /** `Lib.Loader.syncRequire` (which cannot block: same as `require`). */
    syncRequire: LoaderImpl['syncRequire'];
    /** `Lib.Loader.exclude`. */
    exclude: LoaderImpl['exclude'];
  }
}
