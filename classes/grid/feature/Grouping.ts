/**
 * `Lib.grid.feature.Grouping` (ftype `grouping`, in the grid pack): shows the records of a
 * grouped store (`groupField`, `store.group()`) under a header row per group
 * (`x-grid-group-hd`, its text from `groupHeaderTpl`). A click on a header, or Enter or Space
 * on it (each header is a Tab stop, `aria-expanded` says its state), collapses or expands its
 * group. The groups follow the store: adds, removes, edits of the grouped field, sorts,
 * filters, loads and `group()`/`clearGrouping()`; an ungrouped store shows plain rows.
 *
 * With `enableGroupingMenu`, each column menu ends with "Group by this field" (`groupByText`;
 * disabled for a column with `groupable: false` or no `dataIndex`), which groups the store by
 * the column's field, and (with `enableNoGroups`) a "Show in groups" check item
 * (`showGroupsText`): unchecked, it disables the feature and ungroups the store; checked, it
 * groups by the last field again. The store fires `groupchange(store, groupers)`.
 *
 * Events, fired by the view and relayed by the grid, with Ext JS 4's arguments `(view, node,
 * groupName, e)`: `groupclick`, `groupdblclick`, `groupcontextmenu`; and `(view, node,
 * groupName)`: `groupexpand`, `groupcollapse`.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store: {fields: ['name', 'dept'], groupField: 'dept', data},
 *     columns: [{text: 'Name', dataIndex: 'name'}, {text: 'Dept', dataIndex: 'dept'}],
 *     features: [{ftype: 'grouping', groupHeaderTpl: '{name} ({rows.length})', startCollapsed: true}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import * as ClassManager from '../../../lib/ClassManager';
import { cfg, declareConfigs, either } from '../../../lib/config';
import { px } from '../../dom/Element.build';
import { Markup } from '../../dom/Markup';
import { Feature, type FeatureConfig, type FeatureRow, type Segment } from './Feature';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { GridPanel } from '../Panel';
import type { Column } from '../column/Column';
import type { RowSlot } from '../../view/Table';
import type { Store } from '../../data/Store';
import type { Model } from '../../data/Model';
import type { XTemplate } from '../../XTemplate';
import type { Grouper } from '../../util/Grouper';

export interface GroupingConfig extends FeatureConfig {
  /**
   * The text of a group header: a `Lib.XTemplate` (or its source) given `{name}` (the group's
   * value), `groupValue`, `renderedGroupValue`, `groupField`, `columnName` (the grouped
   * column's text, else the field) and `rows`/`children` (the group's records); its markup
   * goes through `Lib.dom.Markup` (default `'{columnName}: {name}'`).
   */
  groupHeaderTpl?: string | string[] | XTemplate;
  /** Groups start collapsed (default `false`). */
  startCollapsed?: boolean;
  /** Headers collapse and expand their group (default `true`). */
  collapsible?: boolean;
  /** The grouping items in the column menu (default `true`). */
  enableGroupingMenu?: boolean;
  /** Whether the column menu offers "Show in groups", to turn grouping off (default `true`). */
  enableNoGroups?: boolean;
  /** Text of the menu item grouping by the column (default `'Group by this field'`). */
  groupByText?: string;
  /** Text of the menu's check item showing the groups (default `'Show in groups'`). */
  showGroupsText?: string;
  /**
   * Hides the column of the grouped field while grouped (not the only visible one); it shows
   * again on ungrouping or grouping by another field (default `false`).
   */
  hideGroupedHeader?: boolean;
}

declare module '../column/Column' {
  interface Column {
    /** `false`: the column menu's "Group by this field" is disabled for it (grouping feature). */
    groupable?: boolean;
  }
}

/** The header events by DOM event (keydown toggles, firing nothing of its own). */
const EVENTS: Record<string, string> = {
  click: 'groupclick',
  dblclick: 'groupdblclick',
  contextmenu: 'groupcontextmenu',
  keydown: '',
};

export class Grouping extends Feature {
  declare groupHeaderTpl: XTemplate;
  declare startCollapsed: boolean;
  declare collapsible: boolean;
  declare enableGroupingMenu: boolean;
  declare enableNoGroups: boolean;
  declare groupByText: string;
  declare showGroupsText: string;
  declare hideGroupedHeader: boolean;
  /** @internal The column `hideGroupedHeader` hid. */
  declare $hid?: Column | null;
  /** @internal The store's grouper when the feature was disabled (`enable` groups by it again). */
  declare $last?: Grouper | null;

  override init(grid: GridPanel): void {
    super.init(grid);
    const me = this;
    const view = me.view;
    const tpl = me.groupHeaderTpl;
    me.groupHeaderTpl = tpl.isTemplate ? tpl : ClassManager.instantiate('Lib.XTemplate', tpl);
    grid.relayEvents(
      view,
      'groupclick groupdblclick groupcontextmenu groupexpand groupcollapse'.split(' '),
    );
    view.on('render', () => {
      const handle = (e: EventObjectImpl) => me.onHeaderEvent(e);
      for (const type in EVENTS) view.el!.on(type, handle);
    });
    if (me.enableGroupingMenu) grid.headerCt.on('menucreate', (_ct, menu) => me.addMenuItems(menu));
    me.hideGrouped();
  }

  /**
   * @internal With `hideGroupedHeader`: the grouped field's column hides (unless it is the only
   * one visible), the one hidden for an earlier grouping shows again.
   */
  hideGrouped(): void {
    const me = this;
    if (!me.hideGroupedHeader) return;
    const store = me.getStore();
    const field = !me.disabled && store.isGrouped() && store.groupers[0].property;
    const hid = me.$hid;
    if (hid && hid.dataIndex !== field) {
      me.$hid = null;
      if (!hid.isDestroyed) hid.show();
    }
    const visible = me.grid.headerCt.getVisibleGridColumns();
    const column = visible.find((c) => c.dataIndex === field);
    if (column && visible.length > 1) (me.$hid = column).hide();
  }

  override onGroupChange(): void {
    super.onGroupChange();
    this.hideGrouped();
  }

  /** @internal Ends the column menu (of its `activeHeader`) with the grouping items. */
  addMenuItems(menu: { activeHeader: Column; add(...items: unknown[]): unknown }): void {
    const me = this;
    const column = menu.activeHeader;
    const store = me.getStore();
    const grouped = store.isGrouped();
    menu.add('-', {
      itemId: 'groupMenuItem',
      text: me.groupByText,
      iconCls: px('group-by-icon'),
      disabled: column.groupable === false || !column.dataIndex,
      handler: () => {
        me.$last = null;
        me.enable();
        store.group(column.dataIndex, store.groupDir);
      },
    });
    if (me.enableNoGroups) {
      menu.add({
        xtype: 'menucheckitem',
        itemId: 'groupToggleMenuItem',
        text: me.showGroupsText,
        checked: grouped && !me.disabled,
        disabled: !grouped && !me.$last,
        checkHandler: (_item: unknown, on: boolean) => (on ? me.enable() : me.disable()),
      });
    }
  }

  /** Turns grouping on again: the store groups again by the field it had when disabled. */
  override enable(): void {
    const me = this;
    const last = me.disabled && me.$last;
    super.enable();
    if (last) me.getStore().group(last.property, last.direction);
    me.hideGrouped();
  }

  /** Turns grouping off: the store stops grouping (`enable` groups it again), plain rows show. */
  override disable(): void {
    const me = this;
    const store = me.getStore();
    if (me.disabled) return;
    me.$last = store.groupers[0];
    super.disable();
    if (me.$last) store.clearGrouping();
    me.hideGrouped();
  }

  override hasRows(): boolean {
    return true;
  }

  /** @internal The runs of equal group values, in store order (no record made for raw rows). */
  override getRuns(): Array<[number, number, unknown]> {
    const store = this.getStore();
    const grouper = store.groupers[0];
    const count = store.getCount();
    if (!grouper) return super.getRuns();
    const data = store.data;
    const list = data.$list;
    const field = grouper.property!;
    const root = grouper.root;
    const plain = !grouper.groupFn && (root == null || root === 'data');
    const runs: Array<[number, number, unknown]> = [];
    let last: [number, number, unknown] = [0, 0, undefined];
    let name: string | undefined;
    let prev: unknown = {};
    // The hot loop of a grouped first paint: a record's value is read directly, a raw row's
    // through its field, and made text only when it differs from the row before.
    for (let i = 0; i < count; i++) {
      const entry = list[i];
      const value = !plain
        ? grouper.getGroupString(store.getAt(i))
        : (entry as Model).isModel === true
          ? (entry as Model).data[field]
          : data.$value(entry, field);
      if (value !== prev) {
        prev = value;
        const text = String(value);
        if (text !== name) runs.push((last = [i, 0, value]));
        name = text;
      }
      last[1]++;
    }
    return runs;
  }

  /** @internal A group gets a header row (when the store is grouped). */
  override makeSegment(seg: Segment): void {
    if (this.getStore().isGrouped()) {
      seg.hd = { type: 'hd', seg };
      seg.collapsed = this.startCollapsed && this.collapsible;
    }
  }

  /** @internal An edit moved a record to another group: the store groups again. */
  override onStoreUpdate(store: Store, record: Model): void {
    const seg = this.segmentOf(store.indexOf(record));
    const grouper = store.groupers[0];
    if (
      seg &&
      grouper &&
      !store.remoteGroup &&
      String(grouper.getGroupString(record)) !== seg.name
    ) {
      store.group();
    } else {
      super.onStoreUpdate(store, record);
    }
  }

  /** @internal Writes a header row, or (`GroupingSummary`) a summary row. */
  override renderItem(slot: RowSlot, item: FeatureRow): void {
    if (item.type !== 'hd') return super.renderItem(slot, item);
    const me = this;
    const { seg } = item;
    const tr = slot.tr;
    tr.className =
      px('grid-row grid-group-hd grid-group-hd-') +
      (me.collapsible ? 'collapsible' : 'not-collapsible') +
      (seg.collapsed ? ' ' + px('grid-group-hd-collapsed') : '');
    tr.tabIndex = 0;
    if (me.collapsible) tr.setAttribute('aria-expanded', String(!seg.collapsed));
    const td = slot.cells[0];
    td.className = px('grid-cell grid-td grid-group-title');
    Markup.setHtml(td, me.groupHeaderTpl.apply(me.getGroupData(seg)));
  }

  /** The values `groupHeaderTpl` is given for a group (see the config). */
  getGroupData(seg: Segment): Record<string, unknown> {
    const store = this.getStore();
    const field = store.getGroupField();
    const column = (this.grid.headerCt.getGridColumns() as Column[]).find(
      (col) => col.dataIndex === field,
    );
    const records = () => store.getRange(seg.start, seg.start + seg.count - 1);
    return {
      name: seg.value,
      groupValue: seg.value,
      renderedGroupValue: seg.value,
      groupField: field,
      columnName: column ? column.text : field,
      get rows() {
        return records();
      },
      get children() {
        return records();
      },
    };
  }

  /** @internal A click, double click, context menu or key on a group header. */
  onHeaderEvent(e: EventObjectImpl): void {
    const me = this;
    const slot = me.rowOfEvent(e);
    const item = slot && (slot.record as FeatureRow);
    if (!item || item.type !== 'hd') return;
    const name = item.seg.name;
    const view = me.view;
    const type = e.type;
    if (type === 'keydown') {
      const key = e.getKey();
      if (key !== e.ENTER && key !== e.SPACE) return;
      e.preventDefault();
    } else {
      view.fireEvent(EVENTS[type], view, slot!.tr, name, e);
      if (type !== 'click') return;
    }
    if (me.collapsible) me.setCollapsed([item.seg], !item.seg.collapsed);
  }

  /** Expands a group (by name). */
  expand(groupName: unknown): void {
    this.setCollapsed(this.findGroups(groupName), false);
  }

  /** Collapses a group (by name). */
  collapse(groupName: unknown): void {
    this.setCollapsed(this.findGroups(groupName), true);
  }

  /** Expands every group. */
  expandAll(): void {
    this.setCollapsed(this.$segs, false);
  }

  /** Collapses every group. */
  collapseAll(): void {
    this.setCollapsed(this.$segs, true);
  }

  /** Whether a group (by name) is collapsed. */
  isExpanded(groupName: unknown): boolean {
    return this.findGroups(groupName).some((seg) => !seg.collapsed);
  }

  /** @internal The groups named `groupName`. */
  findGroups(groupName: unknown): Segment[] {
    return this.$segs.filter((seg) => seg.hd && seg.name === String(groupName));
  }

  /**
   * @internal Collapses or expands groups: the rows below move, the headers are written
   * again, and `groupcollapse`/`groupexpand(view, node, groupName)` fire for each.
   */
  setCollapsed(segs: Segment[], collapsed: boolean): void {
    const me = this;
    const view = me.view;
    const changed = segs.filter((seg) => seg.hd && seg.collapsed !== collapsed);
    if (!changed.length) return;
    for (const seg of changed) seg.collapsed = collapsed;
    me.layoutRows();
    if (view.viewReady) view.renderRows();
    for (const seg of changed) {
      me.refreshRow(seg.hd);
      const slot = view.$byRecord.get(seg.hd!);
      view.fireEvent(collapsed ? 'groupcollapse' : 'groupexpand', view, slot && slot.tr, seg.name);
    }
  }
}

registerClass(Grouping, 'Lib.grid.feature.Grouping', {
  $configs: declareConfigs<GroupingConfig, FeatureConfig>({
    groupHeaderTpl: cfg(either('string', 'array', 'object'), '{columnName}: {name}'),
    startCollapsed: false,
    collapsible: true,
    enableGroupingMenu: true,
    enableNoGroups: true,
    groupByText: cfg('string', 'Group by this field'),
    showGroupsText: cfg('string', 'Show in groups'),
    hideGroupedHeader: false,
  }),
  alias: 'feature.grouping',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.feature.Grouping': typeof Grouping;
  }
  interface AliasMap {
    'feature.grouping': typeof Grouping;
  }
}
