/**
 * `Lib.grid.column.Boolean` (xtype `booleancolumn`, alternate `Lib.grid.BooleanColumn`): a
 * column whose cells show `trueText` (default `'true'`) or `falseText` (default `'false'`), and
 * `undefinedText` (default `''`) for `null`/`undefined`.
 *
 * @example
 *   {xtype: 'booleancolumn', text: 'Active', dataIndex: 'active', trueText: 'Yes', falseText: 'No'}
 */
import { registerClass } from '../../../lib/Class';
import { check } from '../../../lib/check';
import { Column, type ColumnConfig } from './Column';

export interface BooleanColumnConfig extends ColumnConfig {
  /** Text for true values (default `'true'`). */
  trueText?: string;
  /** Text for false values (default `'false'`); the string `'false'` counts as false. */
  falseText?: string;
  /** Text for `null` and `undefined` (default `''`). */
  undefinedText?: string;
}

const RULES = { trueText: 'string', falseText: 'string', undefinedText: 'string' };

export class BooleanColumn extends Column {
  declare trueText: string;
  declare falseText: string;
  declare undefinedText: string;

  override $construct(config?: BooleanColumnConfig): this {
    check(this.$className, config, RULES);
    return super.$construct(config);
  }

  /** `trueText`, `falseText` or `undefinedText` for the value. */
  defaultRenderer(value: unknown): unknown {
    if (value === undefined || value === null) return this.undefinedText;
    if (!value || value === 'false') return this.falseText;
    return this.trueText;
  }
}

registerClass(BooleanColumn, 'Lib.grid.column.Boolean', {
  xtype: 'booleancolumn',
  alternateClassName: 'Lib.grid.BooleanColumn',
  trueText: 'true',
  falseText: 'false',
  undefinedText: '',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Boolean': typeof BooleanColumn;
  }
  interface AliasMap {
    'widget.booleancolumn': typeof BooleanColumn;
  }
}
