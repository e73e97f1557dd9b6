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
import { check, checkObject, type Rule, isArray } from '../../lib/check';
import { apply } from '../../lib/lang/Object';

export interface ResultSetConfig {
  /** The records read (default `[]`). */
  records?: any[];
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

const WHERE = 'Lib.data.ResultSet';

// `message` is left out: readers pass the server's message on as it came.
const RULES: Record<string, Rule> = {
  records: [isArray, 'an array of records'],
  total: 'number',
  count: 'number',
  success: 'boolean',
  loaded: 'boolean',
};

export class ResultSet extends Base {
  declare records: any[];
  declare total: number;
  declare count: number;
  declare success: boolean;
  declare message?: string;
  declare loaded: boolean;
  /** Same as `total` (Ext JS 4 keeps both names). */
  declare totalRecords: number;

  override $construct(config?: ResultSetConfig) {
    if (config !== null) checkObject(WHERE, config);
    check(WHERE, config, RULES);
    const me = apply(this, config);
    me.records ||= [];
    me.count ??= me.records.length;
    me.totalRecords = me.total ??= me.count;
    return me;
  }

  /** The records read. */
  getRecords(): any[] {
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

registerClass(ResultSet, 'Lib.data.ResultSet', { loaded: true, success: true });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.ResultSet': typeof ResultSet;
  }
}
