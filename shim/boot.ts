/**
 * What an Ext JS 4 page calls to boot, for the `Ext` shim: `Ext.onReady` (Lib's, or a stand-in
 * when the build has none), `Ext.require`/`Ext.syncRequire`/`Ext.exclude` (Lib's Loader, with
 * the `Ext.*` names Lib does not provide reported), `Ext.Loader` (`Lib.Loader`, enabled as
 * ext-all.js leaves it) and `Ext.application` (`Lib.application`, from the app classes).
 *
 * @example
 *   Ext.Loader.setConfig({enabled: true, paths: {App: 'app'}});
 *   Ext.require(['Ext.grid.Panel'], () => console.log('loaded'));
 *   Ext.application({name: 'App', controllers: ['Main'], autoCreateViewport: true});
 */
import type { Method } from '../lib/method';
import type { LibLike } from './types';

type Callback = Method;

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
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || doc.readyState !== 'loading') fn.call(scope);
  else doc.addEventListener('DOMContentLoaded', () => fn.call(scope), { once: true });
}

/**
 * Adds `onReady` (when missing) and makes `require`, `syncRequire` and `exclude` queue the names
 * for the report before `Lib.Loader` loads what is missing. Without the app classes in the
 * build, `Ext.application` is an error naming what to load.
 */
export function installBoot(Lib: LibLike, queue: RequireQueue): void {
  if (typeof Lib.onReady !== 'function') Lib.onReady = onReadyFallback;
  const Loader = Lib.Loader;
  if (!Loader) return;
  // As on a page running ext-all.js, whose last lines enable the loader: an application's
  // controllers, views and stores load from its appFolder without a setConfig call. (Lib's own
  // default, without the shim, stays disabled.)
  Loader.setConfig({ enabled: true });
  /** `Ext.require(names, fn, scope)`: names queued for the report, then `Lib.Loader.require`. */
  function require(names: unknown, fn?: Callback, scope?: unknown, excludes?: string[]): void {
    queue.add(
      ([] as unknown[])
        .concat(names ?? [])
        .filter(
          (name) =>
            !excludes?.some(
              (x) => x === name || (x.endsWith('*') && String(name).startsWith(x.slice(0, -1))),
            ),
        ),
    );
    Loader.require(names, fn, scope, excludes);
  }
  Object.assign(Lib, {
    require,
    syncRequire: require,
    /** `Ext.exclude(names).require(...)`. */
    exclude(excludes: unknown) {
      const list = ([] as string[]).concat((excludes as string[]) ?? []);
      const withExcludes = (names: unknown, fn?: Callback, scope?: unknown) =>
        require(names, fn, scope, list);
      return { require: withExcludes, syncRequire: withExcludes };
    },
  });
}
