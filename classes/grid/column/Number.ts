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
import type { UtilFormat } from '../../util/Format';
import { declareConfigs } from '../../../lib/config';
import { Column, type ColumnConfig } from './Column';

/** The `Lib` namespace, where the format functions are found at render time. */
type LibRoot = { util: { Format: UtilFormat } };

export interface NumberColumnConfig extends ColumnConfig {
  /** A `Lib.util.Format.number` pattern (default `'0,000.00'`). */
  format?: string;
}

// Construction takes a `NumberColumnConfig` (checked against the `$configs` of the class chain).
export interface NumberColumn {
  $construct(config?: NumberColumnConfig): this;
}

export class NumberColumn extends Column {
  /** The `Lib.util.Format.number` pattern (default `'0,000.00'`). */
  declare format: string;

  /** Formats the value with `format`; empty values show nothing. */
  defaultRenderer(value: unknown): unknown {
    if (value === null || value === undefined || value === '') return '';
    return (root as LibRoot).util.Format.number(value, this.format);
  }
}

registerClass(NumberColumn, 'Lib.grid.column.Number', {
  $configs: declareConfigs<NumberColumnConfig, ColumnConfig>({
    format: '0,000.00',
  }),
  xtype: 'numbercolumn',
  alternateClassName: 'Lib.grid.NumberColumn',
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
