/**
 * `Lib.grid.column.Date` (xtype `datecolumn`, alternate `Lib.grid.DateColumn`): a column whose
 * cells show dates through `Lib.util.Format.date` with its `format` (default
 * `Lib.Date.defaultFormat`, `'m/d/Y'`).
 *
 * @example
 *   {xtype: 'datecolumn', text: 'Born', dataIndex: 'born', format: 'Y-m-d'}
 */
import { registerClass } from '../../../lib/Class';
import { root } from '../../../lib/ClassManager';
import type { UtilFormat } from '../../util/Format';
import { cfg, declareConfigs } from '../../../lib/config';
import { Column, type ColumnConfig } from './Column';

/** The `Lib` namespace, where the format functions are found at render time. */
type LibRoot = { util: { Format: UtilFormat } };

export interface DateColumnConfig extends ColumnConfig {
  /** A `Lib.Date.format` format (default `Lib.Date.defaultFormat`). */
  format?: string;
}

// Construction takes a `DateColumnConfig` (checked against the `$configs` of the class chain).
export interface DateColumn {
  $construct(config?: DateColumnConfig): this;
}

export class DateColumn extends Column {
  /** The `Lib.Date.format` format (default: `Lib.Date.defaultFormat` when rendering). */
  declare format?: string;

  /** Formats the value with `format`; empty and invalid values show nothing. */
  defaultRenderer(value: unknown): unknown {
    return (root as LibRoot).util.Format.date(value, this.format);
  }
}

registerClass(DateColumn, 'Lib.grid.column.Date', {
  $configs: declareConfigs<DateColumnConfig, ColumnConfig>({
    format: cfg('string'),
  }),
  xtype: 'datecolumn',
  alternateClassName: 'Lib.grid.DateColumn',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Date': typeof DateColumn;
  }
  interface AliasMap {
    'widget.datecolumn': typeof DateColumn;
  }
}
