/**
 * `Ext.EventManager` for legacy code: Ext JS 4's static DOM-listener API, on Lib's element
 * listeners.
 *
 * - `on`/`addListener(el, eventName, fn, scope, options)` (or `(el, {click: fn, scope})`) and
 *   `un`/`removeListener(el, eventName, fn, scope)`: `Lib.get(el).on(...)`, the handler
 *   called `(e, target, options)` as Ext calls it; `removeAll`/`purgeElement(el)` remove an
 *   element's listeners.
 * - `onWindowResize(fn, scope)` calls `fn(width, height)` with the window's new size, 100 ms
 *   after a resize stops (Ext's buffer), once per new size; `removeResizeListener(fn, scope)`;
 *   `fireResize()` checks the size now.
 * - `onDocumentReady` (`Ext.onReady`), `stopEvent`, `preventDefault`, `stopPropagation` and
 *   `getTarget` for an event, Lib's or the browser's.
 *
 * @example
 *   Ext.EventManager.onWindowResize(function (w, h) { panel.setSize(w - 20, h - 20); });
 */
import type { LibLike } from './types';

type Handler = (...args: unknown[]) => unknown;

/** An event, Lib's (`Lib.EventObjectImpl`) or the browser's. */
interface AnyEvent {
  stopEvent?: () => void;
  preventDefault?: () => void;
  stopPropagation?: () => void;
  getTarget?: () => unknown;
  target?: unknown;
}

interface El {
  on(name: unknown, fn?: Handler, scope?: unknown, options?: unknown): unknown;
  un(name: string, fn: Handler, scope?: unknown): unknown;
  removeAllListeners(): unknown;
}

/** How long the window must stay still before its resize listeners run (Ext's buffer). */
const RESIZE_BUFFER = 100;

/** Adds `Ext.EventManager` (unless the page's `Lib` has one). */
export function installEventCompat(Lib: LibLike): void {
  if (Lib.EventManager !== undefined) return;
  const view = (globalThis as { window?: Window }).window;
  const elOf = (el: unknown, where: string): El => {
    const found = Lib.get(el) as El | null;
    if (!found) throw new Error(`[Ext.EventManager.${where}] no element for ${String(el)}`);
    return found;
  };
  const resizers: Array<[Handler, unknown]> = [];
  let width = -1;
  let height = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const manager = {
    on: (el: unknown, eventName: unknown, fn?: Handler, scope?: unknown, options?: unknown) =>
      elOf(el, 'on').on(eventName, fn, scope, options),
    un: (el: unknown, eventName: string, fn: Handler, scope?: unknown) =>
      elOf(el, 'un').un(eventName, fn, scope),
    removeAll(el: unknown) {
      elOf(el, 'removeAll').removeAllListeners();
    },
    onWindowResize(fn: Handler, scope?: unknown) {
      if (typeof fn !== 'function') {
        throw new TypeError('[Ext.EventManager.onWindowResize] expected a function');
      }
      resizers.push([fn, scope]);
      if (!listening && view) {
        listening = true;
        const doc = view.document.documentElement;
        width = doc.clientWidth;
        height = doc.clientHeight;
        view.addEventListener('resize', () => {
          clearTimeout(timer);
          timer = setTimeout(manager.fireResize, RESIZE_BUFFER);
        });
      }
    },
    removeResizeListener(fn: Handler, scope?: unknown) {
      const at = resizers.findIndex(([f, s]) => f === fn && s === scope);
      if (at >= 0) resizers.splice(at, 1);
    },
    fireResize() {
      const doc = view?.document.documentElement;
      if (!doc || (doc.clientWidth === width && doc.clientHeight === height)) return;
      width = doc.clientWidth;
      height = doc.clientHeight;
      for (const [fn, scope] of resizers.slice()) fn.call(scope || view, width, height);
    },
    onDocumentReady: Lib.onReady,
    stopEvent(e: AnyEvent) {
      if (e.stopEvent) e.stopEvent();
      else {
        e.preventDefault?.();
        e.stopPropagation?.();
      }
    },
    preventDefault: (e: AnyEvent) => e.preventDefault?.(),
    stopPropagation: (e: AnyEvent) => e.stopPropagation?.(),
    getTarget: (e: AnyEvent) => (e.getTarget ? e.getTarget() : e.target),
  };
  Lib.EventManager = Object.assign(manager, {
    addListener: manager.on,
    removeListener: manager.un,
    purgeElement: manager.removeAll,
  });
}
