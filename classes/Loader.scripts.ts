/**
 * The class loader's loading (the app pack; `Lib.Loader`'s settings and `Lib.require` for
 * defined classes are in the core, classes/Loader.ts): the classes a page names but has not
 * defined are loaded by script tags (never XHR and eval, so it works under a strict Content
 * Security Policy: the tags carry the `nonce` setting), from the paths (`App.view.Grid` →
 * `app/view/Grid.js`), each file once. Once the loader is enabled, a `Lib.define` whose
 * `extend`, `mixins`, `requires` or `model` names a class that is not defined yet loads it and
 * defines the class when they have all arrived (Ext's deferred define), returning nothing at
 * once; its `uses` are loaded too, without waiting. `Lib.onReady` callbacks wait until nothing
 * is loading. A file that fails to load, or loads without defining its class, is a `Lib.Error`
 * naming both.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-app.js"></script>
 *   <script>
 *     Lib.Loader.setConfig({enabled: true, paths: {App: 'app'}});
 *     Lib.require('App.view.Main', () => Lib.create('App.view.Main', {renderTo: document.body}));
 *   </script>
 */
import { get, onCreated, root } from '../lib/ClassManager';
import { isMap, own } from '../lib/check';
import { raise } from '../lib/Error';
import { Loader, LoaderImpl } from './Loader';
import type { Handler } from './util/Observable.types';

/** A callback (`this`: the scope given). */
type Fn = Handler;

const WHERE = 'Lib.Loader';

LoaderImpl.override({
  /** Loads the classes `missing` names (see the file's comment), then calls `fn` in `scope`. */
  $fetch(this: LoaderImpl, missing: string[], fn?: Fn, scope?: unknown): void {
    const me = this;
    let left = missing.length;
    // Counted per call, not per file: `onReady` waits for `fn` too (a deferred define).
    me.$pending++;
    me.isLoading = true;
    for (const name of missing) {
      // A class whose define already ran (waiting for its own dependencies) is not fetched.
      if (!me.$declared[name]) me.$load(name);
      onCreated(name, () => {
        if (--left) return;
        try {
          fn?.call(scope);
        } finally {
          if (!--me.$pending) me.$flush();
        }
      });
    }
  },

  /**
   * Adds a `<script>` for `url` to the document (with the `nonce` setting), calling `onLoad`
   * or `onError` in `scope` when it has run or failed. Returns the element.
   */
  injectScriptElement(
    this: LoaderImpl,
    url: string,
    onLoad: Fn,
    onError: Fn,
    scope?: unknown,
  ): HTMLScriptElement {
    const doc = document;
    const script = doc.createElement('script');
    const nonce = this.config.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => onLoad.call(scope);
    script.onerror = () => onError.call(scope);
    script.src = url;
    (doc.head || doc.documentElement).appendChild(script);
    return script;
  },

  /** @internal Loads the file of a class, once; reports a failed or wrong file. */
  $load(this: LoaderImpl, name: string): void {
    const me = this;
    if (own(me.$urls, name)) return;
    const url = (me.$urls[name] = me.getPath(name));
    const config = me.config;
    me.history.push(name);
    me.injectScriptElement(
      config.disableCaching
        ? `${url}${url.includes('?') ? '&' : '?'}${config.disableCachingParam}=${Date.now()}`
        : url,
      () => {
        if (!me.$declared[name] && get(name) === null) {
          raise(WHERE, `'${url}' was loaded but did not define the class '${name}'`);
        }
      },
      () => raise(WHERE, `could not load the class '${name}' from '${url}'`),
    );
  },

  /** @internal Nothing is loading any more: runs the waiting `onReady` callbacks. */
  $flush(this: LoaderImpl): void {
    const me = this;
    me.isLoading = false;
    for (const [fn, scope] of me.$ready.splice(0)) me.onReady(fn, scope, false);
  },
});

declare module './Loader' {
  interface LoaderImpl {
    /**
     * Adds a `<script>` for `url` to the document (with the `nonce` setting), calling `onLoad`
     * or `onError` in `scope` when it has run or failed (the app pack). Returns the element.
     */
    injectScriptElement(url: string, onLoad: Fn, onError: Fn, scope?: unknown): HTMLScriptElement;
    /** @internal Loads the file of a class, once (the app pack). */
    $load(name: string): void;
    /** @internal Runs the `onReady` callbacks that waited for the loads (the app pack). */
    $flush(): void;
  }
}

const define = root.define;

/**
 * `Lib.define`, deferred while the Loader fetches the classes the body names: the define runs
 * again (through `Lib.define` as it is then) once they are defined, and returns nothing now.
 */
function deferringDefine(
  this: unknown,
  name: string | null,
  body: unknown,
  createdFn?: Fn,
): unknown {
  // Defined, or on its way (its define, or a parent's onClassExtended, may wait for more).
  if (name) Loader.$declared[name] = 1;
  if (isMap(body) && !body.override && Loader.config.enabled) {
    const mixins = body.mixins;
    const missing = Loader.$missing([
      body.extend,
      body.model,
      ...([] as unknown[]).concat(body.requires ?? []),
      ...(isMap(mixins) ? Object.values(mixins) : ([] as unknown[]).concat(mixins ?? [])),
    ]);
    if (missing.length) {
      return Loader.require(missing, () => root.define(name, body, createdFn));
    }
    Loader.require(Loader.$missing(body.uses));
  }
  return define.call(this, name, body, createdFn);
}

root.define = deferringDefine;
