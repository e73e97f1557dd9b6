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
import { check, isObj, type Rule } from '../../../lib/check';
import { Proxy, type ProxyConfig } from './Proxy';
import type { Operation } from '../Operation';
import { Filter } from '../../util/Filter';
import { Sorter, sortItems } from '../../util/Sorter';

export interface MemoryProxyConfig extends ProxyConfig {
  /** The data the reader reads: rows, or an object holding them under the reader's root. */
  data?: unknown;
  /** Apply the operation's `start`/`limit` to what is read (default `false`). */
  enablePaging?: boolean;
}

const RULES: Record<string, Rule> = {
  data: [
    (v) => isObj(v) || (typeof v === 'string' && v.trimStart().startsWith('<')),
    'rows (an array), an object holding them, or XML text',
  ],
  enablePaging: 'boolean',
};

export class MemoryProxy extends Proxy {
  declare data?: unknown;
  declare enablePaging: boolean;

  override $construct(config?: MemoryProxyConfig) {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  /**
   * Reads `data` through the reader, at once: filters the records by the operation's
   * filters, sorts them by its groupers then sorters, and with `enablePaging` keeps
   * `start`..`start + limit` (a start past the end is a failure). Calls back with the
   * operation. When the reader reports `success: false` the operation fails with the
   * reader's message and `exception(proxy, null, operation)` fires.
   */
  override read(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): void {
    operation.setStarted();
    const resultSet = this.getReader().read(this.data);
    operation.resultSet = resultSet;
    if (resultSet.success === false) {
      operation.setException(resultSet.message);
      operation.setCompleted();
      this.fireEvent('exception', this, null, operation);
    } else {
      let records = resultSet.records;
      const filters = (operation.filters || []).map((f: any) =>
        f instanceof Filter ? f : new Filter(f),
      );
      const active = filters.filter((f: Filter) => f.disabled !== true);
      if (active.length) {
        records = records.filter((record: any) => active.every((f: Filter) => f.filter(record)));
        resultSet.total = records.length;
      }
      const sorters = [...(operation.groupers || []), ...(operation.sorters || [])].map((s: any) =>
        s instanceof Sorter ? s : new Sorter(s),
      );
      if (sorters.length) records = sortItems(records.slice(), sorters);
      if (this.enablePaging && operation.start !== undefined && operation.limit !== undefined) {
        if (operation.start >= resultSet.total && resultSet.total > 0) {
          resultSet.success = false;
          records = [];
        } else {
          records = records.slice(operation.start, operation.start + operation.limit);
        }
      }
      resultSet.records = records;
      resultSet.count = records.length;
      operation.setCompleted();
      if (resultSet.success === false) {
        operation.setException('start is past the end of the data');
        this.fireEvent('exception', this, null, operation);
      } else {
        operation.setSuccessful();
      }
    }
    callback?.call(scope ?? this, operation);
  }

  override create(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): void {
    this.updateOperation(operation, callback, scope);
  }

  override update(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): void {
    this.updateOperation(operation, callback, scope);
  }

  override destroy(
    operation?: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): any {
    if (operation === undefined) return super.destroy();
    this.updateOperation(operation, callback, scope);
  }

  /** @internal A write against memory: commits the records and succeeds at once. */
  updateOperation(
    operation: Operation,
    callback?: (operation: Operation) => void,
    scope?: unknown,
  ): void {
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
