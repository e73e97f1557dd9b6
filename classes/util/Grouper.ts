/**
 * `Lib.util.Grouper`: a sorter that also names the group of each record. The group is
 * `groupFn(record)` when given, else the record's `property` value; records sort by
 * `property` (or, with only a `groupFn`, by group name) in `direction`.
 *
 * @example
 *   const byInitial = new Lib.util.Grouper({groupFn: (r) => r.get('name').charAt(0)});
 *   byInitial.getGroupString(user); // 'A'
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { raise } from '../../lib/Error';
import { Sorter, type SortKey, type SorterConfig } from './Sorter';
import type { Model } from '../data/Model';

/** The config of a grouper. */
export interface GrouperConfig extends SorterConfig {
  /** Names the group of a record (default: its `property` value); `this` is the grouper. */
  groupFn?: (this: Grouper, record: Model) => unknown;
}

export class Grouper extends Sorter {
  /** The group naming function, if any. */
  declare groupFn?: (this: Grouper, record: Model) => unknown;
  /** Always `true`. */
  declare isGrouper: true;

  /**
   * As a sorter's, but a grouper may have only a `groupFn` (given or on its prototype): it
   * then sorts by group name, with `sorterFn` comparing the groups of the two records.
   */
  override checkSortKey(where: string): void {
    const me = this;
    if (me.property == null && me.sorterFn == null) {
      if (me.groupFn == null) raise(where, `needs a 'property', a 'groupFn' or a 'sorterFn'`);
      me.sorterFn = compareGroups;
    }
  }

  /**
   * The group of a record: `groupFn(record)`, else its `property` value (through `get` for
   * records, else read under `root`).
   */
  getGroupString(record: unknown): unknown {
    const me = this;
    if (me.groupFn) return me.groupFn.call(me, record as Model);
    const property = me.property as string;
    if (me.root === undefined && record && typeof (record as Model).get === 'function') {
      return (record as Model).get(property);
    }
    return (me.getRoot(record) as Record<string, unknown>)[property];
  }
}

function compareGroups(this: Sorter, a: unknown, b: unknown): number {
  const ga = (this as Grouper).getGroupString(a) as SortKey;
  const gb = (this as Grouper).getGroupString(b) as SortKey;
  return ga > gb ? 1 : ga < gb ? -1 : 0;
}

registerClass(Grouper, 'Lib.util.Grouper', {
  $configs: declareConfigs<GrouperConfig, SorterConfig>({ groupFn: cfg('function') }),
  isGrouper: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Grouper': typeof Grouper;
  }
}
