/**
 * `Lib.data.ArrayStore` (alias `store.array`, also `Lib.data.SimpleStore`): a store whose rows
 * are arrays, read by position. Its proxy defaults to a memory proxy with an array reader, so
 * inline `data` is read at once; `loadData`, `add` and `insert` also take rows as arrays. A
 * `proxy` in the config replaces the default one entirely (as in Ext JS 4).
 *
 * @example
 *   const states = Lib.create('Lib.data.ArrayStore', {
 *     fields: ['abbr', 'name'],
 *     data: [['AL', 'Alabama'], ['AK', 'Alaska']],
 *   });
 *   states.getAt(1).get('name'); // 'Alaska'
 *   states.loadData([['AZ', 'Arizona']], true); // three records now
 */
import { registerClass } from '../../lib/Class';
import { isUnsafeKey } from '../../lib/lang/Object';
import { Store, type StoreConfig } from './Store';
import type { Field } from './Field';
import type { Model } from './Model';
import type { Proxy } from './proxy/Proxy';
// The default proxy names these by alias: importing them registers the aliases.
import './proxy/Memory';
import './reader/Array';
import { isArray } from '../../lib/check';

export interface ArrayStoreConfig extends StoreConfig {
  /**
   * Inline rows, each an array read by position (a field's `mapping`, else its place in the
   * model's field list); read at once through the default memory proxy. Default none.
   */
  data?: unknown;
  /**
   * A proxy type, config or instance; it replaces the default one entirely (default
   * `{type: 'memory', reader: {type: 'array'}}`).
   */
  proxy?: string | Proxy | Record<string, unknown>;
}

export class ArrayStore extends Store {
  override $construct(config?: ArrayStoreConfig) {
    return super.$construct(config);
  }

  /**
   * @internal A record from a record, a data object, or a row given as an array: each field
   * takes the value at its `mapping` (an index, or a function of the row), else at its place
   * in the model's field list. The array stays the record's `raw`. A row with an id is
   * therefore a saved record, one without a new (phantom) one, as with data objects.
   */
  override createModel(item: unknown): Model {
    if (!isArray(item)) return super.createModel(item);
    const fields: Field[] = this.model.prototype.fields.items;
    // Every field gets an own key (even `undefined`), so `toString` never reads the inherited one.
    const values: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) values[fields[i].name] = valueAt(item, fields[i], i);
    return new this.model(values, undefined, item);
  }
}

/** The value a field reads from an array row: at its `mapping`, else at `index`. */
function valueAt(row: unknown[], field: Field, index: number): unknown {
  const mapping = field.mapping;
  if (typeof mapping === 'function') return mapping(row);
  if (mapping === undefined || mapping === null || mapping === '') return row[index];
  if (typeof mapping === 'string' && isUnsafeKey(mapping)) return undefined;
  return row[mapping as number];
}

registerClass(ArrayStore, 'Lib.data.ArrayStore', {
  alias: 'store.array',
  alternateClassName: 'Lib.data.SimpleStore',
  // Shared by every instance: Store#setProxy copies a config it finds on the prototype.
  proxy: { type: 'memory', reader: { type: 'array' } },
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.ArrayStore': typeof ArrayStore;
    'Lib.data.SimpleStore': typeof ArrayStore;
  }
  interface AliasMap {
    'store.array': typeof ArrayStore;
  }
}
