/**
 * `Lib.data.ResultSet`: what a reader made of a response — the records, the total the server
 * reported, and whether it said it succeeded.
 *
 * @example
 *   const rs = reader.read({items: [{id: 1}], total: 10});
 *   rs.total; // 10
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isArray } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, type OwnConfigs } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import type { Model } from './Model';

export interface ResultSetConfig {
  /** The records read (default `[]`). */
  records?: Model[];
  /** The total number of records on the server (default: the count). */
  total?: number;
  /** The number of records read (default `records.length`). */
  count?: number;
  /** Whether the server reported success (default `true`). */
  success?: boolean;
  /** The server's message (`messageProperty`), if any. */
  message?: string;
  /** Always `true` once built from a response. */
  loaded?: boolean;
}

/**
 * The configs on the instance, as `ResultSetConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface ResultSet extends OwnConfigs<ResultSetConfig, object> {}

export class ResultSet extends Base {
  /** Same as `total` (Ext JS 4 keeps both names). */
  declare totalRecords: number;

  override $construct(config?: ResultSetConfig) {
    const me = apply(this, checkConfigs(this, config));
    me.records ||= [];
    me.count ??= me.records.length;
    me.totalRecords = me.total ??= me.count;
    return me;
  }

  /** The records read. */
  getRecords(): Model[] {
    return this.records;
  }

  /** The total the server reported. */
  getTotal(): number {
    return this.total;
  }

  /** The number of records read. */
  getCount(): number {
    return this.count;
  }

  /** Whether the server reported success. */
  getSuccess(): boolean {
    return this.success;
  }

  /** The server's message, if any. */
  getMessage(): string | undefined {
    return this.message;
  }
}

registerClass(ResultSet, 'Lib.data.ResultSet', {
  $configs: declareConfigs<ResultSetConfig>({
    records: cfg([isArray, 'an array of records']),
    total: cfg('number'),
    count: cfg('number'),
    success: true,
    // Readers pass the server's message on as it came, `null` too.
    message: cfg('any', undefined, true),
    loaded: true,
  }),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.ResultSet': typeof ResultSet;
  }
}
