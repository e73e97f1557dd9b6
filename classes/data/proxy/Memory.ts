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
import { isObj, isString } from '../../../lib/check';
import { cfg, declareConfigs, type OwnConfigs } from '../../../lib/config';
import { Proxy, type ProxyCallback, type ProxyConfig } from './Proxy';
import type { Action, Operation } from '../Operation';
import { Filter } from '../../util/Filter';
import { Sorter } from '../../util/Sorter';
import { RecordCollection, lazyOf, lazyRecords, type Entry } from '../Store.records';
import type { Model } from '../Model';

export interface MemoryProxyConfig extends ProxyConfig {
  /** The data the reader reads: rows, or an object holding them under the reader's root. */
  data?: unknown;
  /** Apply the operation's `start`/`limit` to what is read (default `false`). */
  enablePaging?: boolean;
}

/**
 * The configs on the instance, as `MemoryProxyConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface MemoryProxy extends OwnConfigs<MemoryProxyConfig, ProxyConfig> {}

export class MemoryProxy extends Proxy {
  /** Always `true`: a memory proxy answers at once (a grid shows no load mask over it). */
  declare isSynchronous: true;

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
    const resultSet = (operation.resultSet = this.getReader().read(this.data));
    let message = resultSet.message;
    if (resultSet.success !== false) {
      const { filters, groupers, sorters, start, limit } = operation;
      // A lazy read (see the reader's `lazyRows`) is filtered and sorted on its raw rows.
      const src = lazyOf(resultSet.records);
      let items = (src ? src.$rows : resultSet.records) as Entry[];
      const active = make(Filter, filters).filter((f: Filter) => f.disabled !== true);
      const all = make(Sorter, [...(groupers || []), ...(sorters || [])]);
      if (active.length || all.length) {
        let list = new RecordCollection(items.slice(), src);
        if (active.length) {
          list = list.$select(active);
          resultSet.total = list.length;
        }
        list.$sortBy(all);
        items = list.$list;
      }
      if (this.enablePaging && start !== undefined && limit !== undefined) {
        if (start >= resultSet.total && resultSet.total > 0) {
          resultSet.success = false;
          message = 'start is past the end of the data';
          items = [];
        } else {
          items = items.slice(start, start + limit);
        }
      }
      let records = items;
      if (src) {
        src.$rows = items;
        records = lazyRecords(src);
      }
      resultSet.records = records as Model[];
      resultSet.count = records.length;
    }
    operation.setCompleted();
    if (resultSet.success === false) {
      operation.setException(message);
      this.fireEvent('exception', this, null, operation);
    } else {
      operation.setSuccessful();
    }
    callback?.call(scope ?? this, operation);
  }

  /** @internal Create, update and destroy: `updateOperation`. */
  override $runAction(
    _action: Action,
    operation: Operation,
    callback?: ProxyCallback,
    scope?: unknown,
  ): void {
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

/** Instances of `Cls` for the configs (or instances) of a list; none for no list. */
function make<T extends object, C>(
  Cls: new (config: C) => T,
  list: ReadonlyArray<T | C> | undefined,
): T[] {
  return (list || []).map((item) => (item instanceof Cls ? item : new Cls(item as C)));
}

registerClass(MemoryProxy, 'Lib.data.proxy.Memory', {
  $configs: declareConfigs<MemoryProxyConfig, ProxyConfig>({
    data: cfg([
      (v) => isObj(v) || (isString(v) && v.trimStart().startsWith('<')),
      'rows, an object holding them or XML text',
    ]),
    enablePaging: false,
  }),
  alias: 'proxy.memory',
  alternateClassName: 'Lib.data.MemoryProxy',
  isSynchronous: true,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Memory': typeof MemoryProxy;
  }
  interface AliasMap {
    'proxy.memory': typeof MemoryProxy;
  }
}
