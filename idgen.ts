/**
 * The `lib-ext4/idgen` entry: the id generators of a model's `idgen` config —
 * `Lib.data.IdGenerator`, `'sequential'` (`Lib.data.SequentialIdGenerator`) and `'uuid'`
 * (`Lib.data.UuidGenerator`) — added to the `Lib` of the data entry. Without it a model with
 * `idgen` is an error naming this import. The full entry (`lib-ext4`) and the global script
 * include it.
 *
 * @example
 *   import Lib from 'lib-ext4/data';
 *   import 'lib-ext4/idgen';
 *   Lib.define('App.Note', {extend: 'Lib.data.Model', fields: ['text'], idgen: 'uuid'});
 */
import { Lib } from './core';
import './classes/data/IdGenerator';
import './classes/data/SequentialIdGenerator';
import './classes/data/UuidGenerator';

export * from './core';
export default Lib;
