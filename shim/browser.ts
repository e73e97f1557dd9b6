/**
 * Ext JS 4's browser utilities for legacy code: `Ext.util.Cookies` and `Ext.util.History`
 * (`Ext.History`), both singletons.
 *
 * `Ext.util.Cookies.set(name, value, expires?, path = '/', domain?, secure?)` writes a cookie
 * (the value escaped as Ext does, `expires` a Date), `get(name)` reads one (`null` when there is
 * none), `clear(name, path = '/')` expires it.
 *
 * `Ext.History` keeps application state in the page's URL fragment (`#token`), so that the
 * browser's Back and Forward buttons move through it: `init(onReady?, scope?)` starts it (firing
 * `ready(history)` and calling `onReady`), `add(token, preventDuplicates = true)` makes a new
 * history entry, `getToken()` reads the current token, `back()`/`forward()` move, and `change`
 * fires with the token whenever it changes (by `add`, Back/Forward or a link). Ext 4 needed a
 * hidden form in the page for old browsers; Lib listens to `hashchange` and needs none.
 *
 * @example
 *   Ext.History.init();
 *   Ext.History.on('change', (token) => tabs.setActiveTab(token || 'home'));
 *   tabs.on('tabchange', (tp, tab) => Ext.History.add(tab.itemId));
 */
import type { LibLike } from './types';

interface History {
  ready: boolean;
  currentToken: string | null;
  useTopWindow: boolean;
  fireEvent(name: string, ...args: unknown[]): unknown;
  win(): Window;
  getToken(): string;
  $onHashChange?: () => void;
}

/** Defines the cookie and history singletons. */
export function installBrowserCompat(Lib: LibLike): void {
  Lib.define('Ext.util.Cookies', {
    singleton: true,
    /** Writes a cookie: `expires` (a Date; none: for the session), `path` (default `'/'`). */
    set(
      name: string,
      value: unknown,
      expires?: Date | null,
      path?: string | null,
      domain?: string | null,
      secure?: boolean,
    ) {
      const parts = [`${name}=${escape(String(value))}`];
      if (expires) parts.push('expires=' + expires.toUTCString());
      if (path !== null) parts.push('path=' + (path ?? '/'));
      if (domain) parts.push('domain=' + domain);
      if (secure === true) parts.push('secure');
      document.cookie = parts.join('; ');
    },
    /** The value of a cookie, or `null`. */
    get(name: string): string | null {
      for (const pair of document.cookie ? document.cookie.split('; ') : []) {
        const at = pair.indexOf('=');
        if (pair.slice(0, at) === name) return unescape(pair.slice(at + 1));
      }
      return null;
    },
    /** Expires a cookie (of `path`, default `'/'`). */
    clear(this: { get(name: string): string | null }, name: string, path?: string) {
      if (this.get(name) === null) return;
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=${path || '/'}`;
    },
  });

  Lib.define('Ext.util.History', {
    extend: 'Lib.util.Observable',
    singleton: true,
    alternateClassName: 'Ext.History',
    /** Whether the fragment is the top window's (Ext's default) or this window's. */
    useTopWindow: true,
    ready: false,
    currentToken: null,
    /** @internal The window whose fragment holds the token. */
    win(this: History): Window {
      let win: Window = window;
      try {
        // A frame of another origin keeps its own.
        if (this.useTopWindow && window.top && window.top.location.href) win = window.top;
      } catch {
        win = window;
      }
      return win;
    },
    /**
     * Starts following the fragment: fires `ready(history)` and calls `onReady(history)` once
     * the page is ready; `change(token)` then fires as the fragment changes.
     */
    init(this: History, onReady?: (history: History) => void, scope?: unknown) {
      const me = this;
      if (me.ready) {
        onReady?.call(scope ?? me, me);
        return;
      }
      Lib.onReady!(() => {
        me.currentToken = me.getToken();
        me.$onHashChange = () => {
          const token = me.getToken();
          if (token === me.currentToken) return;
          me.currentToken = token;
          me.fireEvent('change', token);
        };
        me.win().addEventListener('hashchange', me.$onHashChange);
        me.ready = true;
        me.fireEvent('ready', me);
        onReady?.call(scope ?? me, me);
      });
    },
    /** Makes `token` the fragment (a new history entry), unless it already is (`preventDuplicates`). */
    add(this: History, token: string, preventDuplicates?: boolean) {
      const me = this;
      if (preventDuplicates !== false && me.getToken() === String(token)) return false;
      me.win().location.hash = String(token);
      // The browser fires hashchange later: the change is told now, as Ext did.
      me.$onHashChange?.();
      return true;
    },
    /** The current token: the fragment without `#`, decoded (`''` for none). */
    getToken(this: History): string {
      const hash = this.win().location.hash.slice(1);
      try {
        return decodeURIComponent(hash);
      } catch {
        // A malformed escape: the fragment as it is.
        return hash;
      }
    },
    back(this: History) {
      this.win().history.go(-1);
    },
    forward(this: History) {
      this.win().history.go(1);
    },
  });
}
