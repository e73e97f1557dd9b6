/**
 * `Lib.grid.column.Number` (xtype `numbercolumn`, alternate `Lib.grid.NumberColumn`): a column
 * whose cells show numbers through `Lib.util.Format.number` with its `format` (default
 * `'0,000.00'`), aligned right.
 *
 * @example
 *   {xtype: 'numbercolumn', text: 'Price', dataIndex: 'price', format: '0.00'}
 */
import { registerClass } from '../../../lib/Class';
import { root } from '../../../lib/ClassManager';
import { check } from '../../../lib/check';
import { Column, type ColumnConfig } from './Column';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface NumberColumnConfig extends ColumnConfig {
  /** A `Lib.util.Format.number` pattern (default `'0,000.00'`). */
  format?: string;
}

const RULES = { format: 'string' };

export class NumberColumn extends Column {
  /** The `Lib.util.Format.number` pattern (default `'0,000.00'`). */
  declare format: string;

  override $construct(config?: NumberColumnConfig): this {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  /** Formats the value with `format`; empty values show nothing. */
  defaultRenderer(value: unknown): unknown {
    if (value === null || value === undefined || value === '') return '';
    return (root as Any).util.Format.number(value, this.format);
  }
}

registerClass(NumberColumn, 'Lib.grid.column.Number', {
  xtype: 'numbercolumn',
  alternateClassName: 'Lib.grid.NumberColumn',
  format: '0,000.00',
  align: 'right',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Number': typeof NumberColumn;
  }
  interface AliasMap {
    'widget.numbercolumn': typeof NumberColumn;
  }
}
