/**
 * Entry of `dist/lib-ext-shim.js`, the migration shim for legacy Ext JS 4 code. Loaded after
 * `dist/lib.js`, it makes `window.Ext` the page's `Lib`, maps `Ext.*` class names and renamed
 * configs to Lib's, and counts what Lib does not provide (`Lib.migration.report()`). A page
 * that already has a real `Ext` is left alone (one console message says so).
 *
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-ext-shim.js"></script>
 *   <script>
 *     Ext.define('App.UserStore', {extend: 'Ext.data.Store', model: 'App.User'});
 *   </script>
 */
import { installShim } from './install';
import type { LibLike } from './types';

const win = globalThis as unknown as { Lib?: LibLike; [name: string]: unknown };
const Lib = win.Lib;
if (!Lib || typeof Lib.define !== 'function' || !Lib.ClassManager?.setNameResolver) {
  throw new Error(
    '[Lib.migration] dist/lib-ext-shim.js needs dist/lib.js loaded before it (window.Lib is missing or too old)',
  );
}
installShim(win, Lib);
