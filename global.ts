/**
 * Entry of the global script `dist/lib.js`: publishes `Lib` as `window.Lib` and defines no
 * other global. Its declarations (`lib-ext4/global`) type that global for TypeScript pages
 * that load the script.
 */
import LibFacade from './index';

declare global {
  /** The Lib facade the global script `dist/lib.js` (or `lib.min.js`) publishes. */
  var Lib: typeof LibFacade;
}

globalThis.Lib = LibFacade;
