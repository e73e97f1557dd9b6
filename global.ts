/**
 * Entry of the global script `dist/lib.js`: publishes `Lib` as `window.Lib` and defines no
 * other global.
 */
import Lib from './index';

(globalThis as unknown as { Lib: typeof Lib }).Lib = Lib;
