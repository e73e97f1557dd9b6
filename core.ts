/**
 * The `lib-ext4/core` entry: the class system (`Lib.define`, `Lib.create`, `Lib.Base`,
 * `Lib.ClassManager`), the language helpers (`Lib.Array`, `Lib.String`, `Lib.Object`,
 * `Lib.JSON`, ...) and `Lib.util.Observable` with its helpers (`Lib.util.Event`,
 * `Lib.util.DelayedTask`). No DOM and no data layer: it runs anywhere JavaScript runs. Importing
 * a larger entry (`lib-ext4/data`, `lib-ext4`) later adds its classes to the same `Lib`.
 * `Lib.Date` (the date parser and formatter) comes with the data entry: here it is `undefined`.
 *
 * @example
 *   import Lib from 'lib-ext4/core';
 *   Lib.define('App.Counter', {extend: 'Lib.util.Observable', count: 0});
 */
import { Lib } from './lib/Lib';
import './classes/util/DelayedTask';
import './classes/util/Event';
import './classes/util/Observable';

export { Lib };
export default Lib;
export { Base } from './lib/Base';
export { LibError } from './lib/Error';
export { define, registerClass } from './lib/Class';
export type { ClassBody, ClassHooks } from './lib/Class';
export type { ClassMap, AliasMap } from './lib/ClassManager';
export type {
  AnyEvents,
  DynamicName,
  EventArgs,
  EventNames,
  Handler,
  ListenersConfig,
} from './classes/util/Observable';
