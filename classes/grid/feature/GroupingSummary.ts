/**
 * `Lib.grid.feature.GroupingSummary` (ftype `groupingsummary`, in the grid pack): grouping
 * (see `Lib.grid.feature.Grouping`) with a summary row after each group's records
 * (`x-grid-row-summary`, shown while the group is collapsed too), its cells computed as
 * `Lib.grid.feature.Summary`'s over the group's records (`summaryType`, `summaryRenderer`).
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store: {fields: ['name', 'dept', 'salary'], groupField: 'dept', data},
 *     features: [{ftype: 'groupingsummary'}],
 *     columns: [{text: 'Salary', dataIndex: 'salary', summaryType: 'sum'}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Grouping, type GroupingConfig } from './Grouping';
import type { Segment } from './Feature';

export interface GroupingSummaryConfig extends GroupingConfig {
  /** Show the summary rows (default `true`; see `toggleSummaryRow`). */
  showSummaryRow?: boolean;
}

export class GroupingSummary extends Grouping {
  declare showSummaryRow: boolean;

  /** @internal A group gets a header row and a summary row. */
  override makeSegment(seg: Segment): void {
    super.makeSegment(seg);
    if (this.showSummaryRow) seg.sum = { type: 'sum', seg };
  }
}

registerClass(GroupingSummary, 'Lib.grid.feature.GroupingSummary', {
  $configs: declareConfigs<GroupingSummaryConfig, GroupingConfig>({
    showSummaryRow: cfg('boolean', true),
  }),
  alias: 'feature.groupingsummary',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.feature.GroupingSummary': typeof GroupingSummary;
  }
  interface AliasMap {
    'feature.groupingsummary': typeof GroupingSummary;
  }
}
