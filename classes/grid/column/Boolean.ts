/**
 * `Lib.grid.column.Boolean` (xtype `booleancolumn`, alternate `Lib.grid.BooleanColumn`): a
 * column whose cells show `trueText` (default `'true'`) or `falseText` (default `'false'`), and
 * `undefinedText` (default `''`) for `null`/`undefined`.
 *
 * @example
 *   {xtype: 'booleancolumn', text: 'Active', dataIndex: 'active', trueText: 'Yes', falseText: 'No'}
 */
import { registerClass } from '../../../lib/Class';
import { declareConfigs } from '../../../lib/config';
import { Column, type ColumnConfig } from './Column';

export interface BooleanColumnConfig extends ColumnConfig {
  /** Text for true values (default `'true'`). */
  trueText?: string;
  /** Text for false values (default `'false'`); the string `'false'` counts as false. */
  falseText?: string;
  /** Text for `null` and `undefined` (default `''`). */
  undefinedText?: string;
}

// Construction takes a `BooleanColumnConfig` (checked against the `$configs` of the class chain).
export interface BooleanColumn {
  $construct(config?: BooleanColumnConfig): this;
}

export class BooleanColumn extends Column {
  declare trueText: string;
  declare falseText: string;
  declare undefinedText: string;

  /** `trueText`, `falseText` or `undefinedText` for the value. */
  defaultRenderer(value: unknown): unknown {
    if (value === undefined || value === null) return this.undefinedText;
    if (!value || value === 'false') return this.falseText;
    return this.trueText;
  }
}

registerClass(BooleanColumn, 'Lib.grid.column.Boolean', {
  $configs: declareConfigs<BooleanColumnConfig, ColumnConfig>({
    trueText: 'true',
    falseText: 'false',
    undefinedText: '',
  }),
  xtype: 'booleancolumn',
  alternateClassName: 'Lib.grid.BooleanColumn',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Boolean': typeof BooleanColumn;
  }
  interface AliasMap {
    'widget.booleancolumn': typeof BooleanColumn;
  }
}
