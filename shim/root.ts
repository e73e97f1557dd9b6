/**
 * The helpers on the `Ext` object itself that legacy Ext JS 4 code calls and Lib's own API
 * leaves out (the shim adds each only where the page's `Lib` has nothing of that name):
 *
 * - `Ext.getDoc()`, `Ext.getHead()`: the document and its head as elements (`Ext.getBody()`
 *   is Lib's).
 * - `Ext.urlEncode(object, prefix)`, `Ext.urlDecode(query, recursive)`: Ext 4's names of
 *   `Ext.Object.toQueryString`/`fromQueryString`.
 * - `Ext.value(value, defaultValue, allowBlank)` (`valueFrom`), `Ext.callback(fn, scope, args,
 *   delay)` (a function, or a method name of `scope`), `Ext.destroy(...)` (components, elements,
 *   arrays of them), `Ext.destroyMembers(object, ...names)`, `Ext.removeNode(node)`.
 * - `Ext.isReady` (the document is parsed), `Ext.onDocumentReady` (`Ext.onReady`),
 *   `Ext.BLANK_IMAGE_URL` (a transparent 1×1 GIF), `Ext.log(message | {msg, level})` (the
 *   console).
 * - The browser flags Ext 4 code branches on: `isChrome`, `isSafari`, `isWebKit`, `isGecko`,
 *   `isOpera`, `isMac`, `isWindows`, `isLinux`, read from the user agent; `isIE` (and `isIE6`
 *   to `isIE11`) are `false`, as no browser Lib runs in is Internet Explorer.
 *
 * @example
 *   Ext.getDoc().on('keydown', onKey);
 *   Ext.destroy(panel, store, [tipA, tipB]);
 */
import type { LibLike } from './types';

/** What `Ext.destroy` takes apart. */
interface Destroyable {
  destroy?: () => unknown;
  remove?: () => unknown;
  dom?: unknown;
}

const BLANK_GIF =
  'data:image/gif;base64,R0lGODlhAQABAID/AMDAwAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/** Ext 4's browser flags, from a user agent string. */
export function browserFlags(agent: string): Record<string, boolean> {
  const ua = agent.toLowerCase();
  const opera = /\bopr\/|opera/.test(ua);
  const chrome = !opera && /\bchrome\//.test(ua);
  const webKit = /webkit/.test(ua);
  const flags: Record<string, boolean> = {
    isOpera: opera,
    isChrome: chrome,
    isWebKit: webKit,
    isSafari: !chrome && !opera && webKit && /safari/.test(ua),
    isGecko: !webKit && /gecko\//.test(ua),
    isWindows: /windows|win32/.test(ua),
    isMac: /macintosh|mac os x/.test(ua),
    isLinux: /linux/.test(ua),
    isIE: false,
  };
  for (let version = 6; version <= 11; version++) flags['isIE' + version] = false;
  return flags;
}

/** Adds the helpers to the page's `Lib` (its `Ext`), never over a member it has. */
export function installRootCompat(Lib: LibLike): void {
  const doc = (globalThis as { document?: Document }).document;
  const helpers: Record<string, unknown> = {
    getDoc: () => (doc ? Lib.get(doc) : null),
    getHead: () => (doc?.head ? Lib.get(doc.head) : null),
    urlEncode(object: unknown, prefix?: unknown) {
      if (typeof prefix === 'string') {
        return prefix + '&' + Lib.Object.toQueryString(object, false);
      }
      return Lib.Object.toQueryString(object, prefix);
    },
    urlDecode: (query: string, recursive?: boolean) => Lib.Object.fromQueryString(query, recursive),
    value: (value: unknown, defaultValue: unknown, allowBlank?: boolean) =>
      Lib.valueFrom(value, defaultValue, allowBlank),
    callback(callback: unknown, scope?: Record<string, unknown>, args?: unknown[], delay?: number) {
      let fn = callback;
      if (typeof callback === 'string' && scope) {
        fn = scope[callback];
        if (typeof fn !== 'function') {
          throw new Error(`[Ext.callback] ${String(scope)} has no method named '${callback}'`);
        }
      }
      if (typeof fn !== 'function') return undefined;
      const run = () => (fn as (...a: unknown[]) => unknown).apply(scope || globalThis, args || []);
      if (delay) {
        setTimeout(run, delay);
        return undefined;
      }
      return run();
    },
    destroy(...items: unknown[]) {
      for (const item of items) {
        if (!item) continue;
        if (Array.isArray(item)) (helpers.destroy as (...a: unknown[]) => void)(...item);
        else if (typeof (item as Destroyable).destroy === 'function') {
          (item as Destroyable).destroy!();
        } else if ((item as Destroyable).dom) (item as Destroyable).remove?.();
      }
    },
    destroyMembers(object: Record<string, unknown>, ...names: string[]) {
      for (const name of names) {
        (helpers.destroy as (item: unknown) => void)(object[name]);
        delete object[name];
      }
    },
    removeNode(node: Node | null | undefined) {
      node?.parentNode?.removeChild(node);
    },
    onDocumentReady: Lib.onReady,
    BLANK_IMAGE_URL: BLANK_GIF,
    log(message: unknown, ...more: unknown[]) {
      const options =
        message && typeof message === 'object' ? (message as Record<string, unknown>) : null;
      const level =
        options && /^(error|warn|info|log)$/.test(String(options.level))
          ? String(options.level)
          : 'log';
      const text = options && 'msg' in options ? options.msg : message;
      (console as unknown as Record<string, (...a: unknown[]) => void>)[level](text, ...more);
    },
    ...browserFlags((globalThis as { navigator?: Navigator }).navigator?.userAgent ?? ''),
  };
  for (const name of Object.keys(helpers)) {
    if (Lib[name] === undefined) Lib[name] = helpers[name];
  }
  if (Lib.isReady === undefined) {
    Object.defineProperty(Lib, 'isReady', {
      configurable: true,
      enumerable: true,
      get: () => !doc || doc.readyState !== 'loading',
    });
  }
}
