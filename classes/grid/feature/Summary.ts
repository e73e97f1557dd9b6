/**
 * `Lib.grid.feature.Summary` (ftype `summary`, in the grid pack): a summary row after the last
 * record (`x-grid-row-summary`, a row of the view that scrolls with the others). Each cell
 * shows its column's `summaryType` over every record in view — `'count'`, `'sum'`, `'min'`,
 * `'max'`, `'average'`, or a function `(records, dataIndex)` returning the value — through the
 * column's `summaryRenderer(value, summaryData, dataIndex)` when it has one (as text). The row
 * follows adds, removes, edits, loads, sorts and filters.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store, features: [{ftype: 'summary'}],
 *     columns: [{text: 'Salary', dataIndex: 'salary', summaryType: 'sum',
 *       summaryRenderer: (value) => 'Total: ' + value}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Feature, type FeatureConfig } from './Feature';

export interface SummaryConfig extends FeatureConfig {
  /** Show the summary row (default `true`; see `toggleSummaryRow`). */
  showSummaryRow?: boolean;
}

export class Summary extends Feature {
  declare showSummaryRow: boolean;

  override hasRows(): boolean {
    return true;
  }
}

registerClass(Summary, 'Lib.grid.feature.Summary', {
  $configs: declareConfigs<SummaryConfig, FeatureConfig>({ showSummaryRow: cfg('boolean', true) }),
  alias: 'feature.summary',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.feature.Summary': typeof Summary;
  }
  interface AliasMap {
    'feature.summary': typeof Summary;
  }
}
