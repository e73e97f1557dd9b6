/**
 * The `lib-ext4/lenient` entry: the lenient JSON reader behind `Lib.JSON.decode(text, {lenient:
 * true})` and the json reader's `lenient` config (legacy JavaScript object literals: unquoted
 * keys, single quotes, trailing commas, comments; read by a parser, never evaluated), added to
 * the `Lib` of the core or the data entry. Without it such a decode of text that is not JSON is
 * an error naming this import. The full entry (`lib-ext4`) and the global script include it.
 *
 * @example
 *   import Lib from 'lib-ext4/data';
 *   import 'lib-ext4/lenient';
 *   Lib.JSON.decode("{name: 'Ada',}", {lenient: true}); // {name: 'Ada'}
 */
import { Lib } from './core';
import './lib/lang/JSON.lenient';

export * from './core';
export default Lib;
