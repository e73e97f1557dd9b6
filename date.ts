/**
 * The `lib-ext4/date` entry: `Lib.Date`, Ext JS 4's date parser and formatter (`parse`,
 * `format`, `add`, `between`, ...), added to the `Lib` of the core or the data entry. The data
 * layer uses it for a field's or a writer's `dateFormat` when it is loaded; without it a format
 * other than `c`, `U`, `time`, `timestamp` and `MS` is an error naming this import. The full
 * entry (`lib-ext4`) and the global script include it.
 *
 * @example
 *   import Lib from 'lib-ext4/data';
 *   import 'lib-ext4/date';
 *   Lib.define('App.Event', {
 *     extend: 'Lib.data.Model',
 *     fields: [{ name: 'day', type: 'date', dateFormat: 'd/m/Y' }],
 *   });
 */
import { Lib } from './core';
import './lib/lang/Date';

export * from './core';
export default Lib;
export type { LibDateNamespace } from './lib/lang/Date';
