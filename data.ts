/**
 * The `lib-ext4/data` entry: the core (see `core.ts`) plus the data layer — models, fields and
 * validations, stores, proxies (memory, ajax, rest), readers and writers (json, array),
 * operations and batches, `Lib.Ajax` and `Lib.data.Connection`, sorters, filters and groupers.
 * No DOM: it runs in Node (requests go through `fetch`). Left to the full entry (`lib-ext4`):
 * `Lib.util.Format` (the renderers' helpers) and the XML reader and writer (reading XML text
 * needs the DOM's `DOMParser`). `Lib.Date` is its own entry, `lib-ext4/date`: without it, date
 * fields read ISO 8601 text, timestamps and Dates, and the formats `c`, `U`, `time`,
 * `timestamp` and `MS`; any other `dateFormat` is an error naming the field and that import.
 *
 * @example
 *   import Lib from 'lib-ext4/data';
 *   const store = Lib.create('Lib.data.Store', {fields: ['id', 'name'],
 *     proxy: {type: 'rest', url: 'http://localhost:8080/users'}});
 *   store.load();
 */
import { Lib } from './core';
import './classes/Ajax';
import './classes/data/AbstractStore';
import './classes/data/ArrayStore';
import './classes/data/Batch';
import './classes/data/Connection';
import './classes/data/Errors';
import './classes/data/Field';
import './classes/data/JsonStore';
import './classes/data/Model';
import './classes/data/Operation';
import './classes/data/Request';
import './classes/data/ResultSet';
import './classes/data/SortTypes';
import './classes/data/Store';
import './classes/data/StoreManager';
import './classes/data/Types';
import './classes/data/proxy/Ajax';
import './classes/data/proxy/Memory';
import './classes/data/proxy/Proxy';
import './classes/data/proxy/Rest';
import './classes/data/proxy/Server';
import './classes/data/reader/Array';
import './classes/data/reader/Json';
import './classes/data/reader/Reader';
import './classes/data/writer/Json';
import './classes/data/writer/Writer';
import './classes/data/validations';
import './classes/util/Filter';
import './classes/util/Grouper';
import './classes/util/Sortable';
import './classes/util/Sorter';

export * from './core';
export type { AbstractStoreEvents, StoreEvents } from './classes/data/Store.types';
export type { ProxyEvents } from './classes/data/proxy/Proxy';
export type { BatchEvents } from './classes/data/Batch';
export type { ConnectionEvents } from './classes/data/Connection.types';
export default Lib;
