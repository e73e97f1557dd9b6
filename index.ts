/**
 * The full build: the core plus every registered class. `dist/lib.mjs` is built from here,
 * `dist/lib.js` (the global script) from `global.ts`.
 */
import { Lib } from './lib/Lib';

export { Lib };
export default Lib;
export { Base } from './lib/Base';
export { LibError } from './lib/Error';
export { define, registerClass } from './lib/Class';
export type { ClassBody, ClassHooks } from './lib/Class';
export type { ClassMap, AliasMap } from './lib/ClassManager';
