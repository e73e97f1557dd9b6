/**
 * `Lib.data.proxy.Memory` (alias `proxy.memory`): reads its `data` through the reader,
 * synchronously, then applies the operation's filters and sorters locally (and paging when
 * `enablePaging` is set). Writes succeed at once and commit the records; like Ext JS 4, they do
 * not change `data`.
 *
 * @example
 *   Lib.create('proxy.memory', {model: 'App.User', data: {items: [...]}, reader: {type: 'json', root: 'items'}});
 */
import { registerClass } from '../../../lib/Class';
import { describe } from '../../../lib/Error';
import { Proxy, type ProxyConfig } from './Proxy';
import type { Operation } from '../Operation';
import { createComparator } from '../../util/Sorter';
import { Filter } from '../../util/Filter';
import { Sorter } from '../../util/Sorter';

export interface MemoryProxyConfig extends ProxyConfig {
  /** The data the reader reads: rows, or an object holding them under the reader's root. */
  data?: unknown;
  /** Apply the operation's `start`/`limit` to what is read (default `false`). */
  enablePaging?: boolean;
}

export class MemoryProxy extends Proxy {
  declare data?: unknown;
  declare enablePaging: boolean;

  override $construct(config?: MemoryProxyConfig) {
    if (config && config.enablePaging !== undefined && typeof config.enablePaging !== 'boolean') {
      throw new TypeError(`[Lib.data.proxy.Memory] config 'enablePaging' must be a boolean, got ${describe(config.enablePaging)}`);
    }
    return super.$construct(config);
  }

  /** Reads `data`; filters, sorts and (with `enablePaging`) pages the records; calls back at once. */
  override read(operation: Operation, callback?: (operation: Operation) => void, scope?: unknown): void {
    operation.setStarted();
    const resultSet = this.getReader().read(this.data);
    operation.resultSet = resultSet;
    if (resultSet.success === false) {
      operation.setException(resultSet.message);
      this.fireEvent('exception', this, null, operation);
    } else {
      let records = resultSet.records;
      const filters = (operation.filters || []).map((f: any) => (f instanceof Filter ? f : new Filter(f)));
      if (filters.length) records = records.filter((record: any) => filters.every((f: Filter) => f.filter(record)));
      const sorters = (operation.sorters || []).map((s: any) => (s instanceof Sorter ? s : new Sorter(s)));
      if (sorters.length) records = records.slice().sort(createComparator(sorters));
      if (this.enablePaging && operation.start !== undefined && operation.limit !== undefined) {
        records = records.slice(operation.start, operation.start + operation.limit);
      }
      resultSet.records = records;
      resultSet.count = records.length;
      if (filters.length && !this.enablePaging) resultSet.total = records.length;
      operation.setSuccessful();
    }
    operation.setCompleted();
    callback?.call(scope ?? this, operation);
  }

  override create(operation: Operation, callback?: (operation: Operation) => void, scope?: unknown): void {
    this.updateOperation(operation, callback, scope);
  }

  override update(operation: Operation, callback?: (operation: Operation) => void, scope?: unknown): void {
    this.updateOperation(operation, callback, scope);
  }

  override destroy(operation?: Operation, callback?: (operation: Operation) => void, scope?: unknown): any {
    if (operation === undefined) return super.destroy();
    this.updateOperation(operation, callback, scope);
  }

  /** @internal A write against memory: commit the records and succeed. */
  updateOperation(operation: Operation, callback?: (operation: Operation) => void, scope?: unknown): void {
    operation.setStarted();
    for (const record of operation.records || []) record.commit();
    operation.setCompleted();
    operation.setSuccessful();
    callback?.call(scope ?? this, operation);
  }
}

registerClass(MemoryProxy, 'Lib.data.proxy.Memory', {
  alias: 'proxy.memory',
  alternateClassName: 'Lib.data.MemoryProxy',
  enablePaging: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Memory': typeof MemoryProxy;
  }
  interface AliasMap {
    'proxy.memory': typeof MemoryProxy;
  }
}
