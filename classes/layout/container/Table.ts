/**
 * `Lib.layout.container.Table` (`layout: 'table'`, alternate `Lib.layout.TableLayout`): the
 * items in a grid of `columns` columns, filled row by row, left to right; an item spans
 * several cells with its `colspan` and `rowspan` (as in Ext JS 4). Without `columns` the items
 * stand in one row. A column is as wide as its widest item, and the grid as wide as its
 * columns unless `tableAttrs: {style: {width: '100%'}}` spreads them over the container.
 *
 * Lib draws the grid with CSS grid on the container's element (`x-table-layout-ct`) instead of
 * Ext's `<table>`: an item's `cellCls` goes on the item itself, and `trAttrs` and `tdAttrs`
 * (attributes of rows and cells Lib does not make) are named in a warning.
 *
 * In the widgets pack (`dist/lib-widgets.js`).
 *
 * @example
 *   Lib.widget('container', {layout: {type: 'table', columns: 3}, renderTo: document.body, items: [
 *     {xtype: 'button', text: 'Big', rowspan: 2}, {xtype: 'button', text: 'A'},
 *     {xtype: 'button', text: 'B'}, {xtype: 'button', text: 'Wide', colspan: 2},
 *   ]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { isNum } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { Layout, type LayoutConfig } from '../Layout';
import type { Component } from '../../Component';

/** An item of a table layout: a component with the cells it spans. */
export type TableItem = Component & { colspan?: number; rowspan?: number; cellCls?: string };

export interface TableLayoutConfig extends LayoutConfig {
  /** The number of columns (default: as many as there are items, in one row). */
  columns?: number;
  /** Ext's attributes of the `<table>`: its `style` and `cls` go on the grid. */
  tableAttrs?: { style?: Record<string, string> | string; cls?: string };
}

export class TableLayout extends Layout {
  declare columns?: number;
  declare tableAttrs?: TableLayoutConfig['tableAttrs'];

  /** Sets the grid's columns (and `tableAttrs`) on the target, then places the items. */
  override arrange(): void {
    const me = this;
    const target = me.getTarget();
    if (target) {
      const count = me.columns || me.getLayoutItems().length || 1;
      target.setStyle('gridTemplateColumns', `repeat(${count}, auto)`);
      const attrs = me.tableAttrs;
      if (attrs?.cls) target.addCls(attrs.cls);
      if (attrs?.style) target.applyStyles(attrs.style);
    }
    super.arrange();
  }

  override itemStyle(item: TableItem): Record<string, string | undefined> {
    const span = (n: number | undefined) => (isNum(n) && n > 1 ? 'span ' + n : undefined);
    if (item.cellCls) item.addCls(item.cellCls);
    return { gridColumn: span(item.colspan), gridRow: span(item.rowspan) };
  }
}

/** Typed config for `Lib.create`. */
export interface TableLayout {
  $construct(config?: TableLayoutConfig): this;
}

registerClass(TableLayout, 'Lib.layout.container.Table', {
  $configs: declareConfigs<TableLayoutConfig, LayoutConfig>({
    columns: cfg('number'),
    tableAttrs: cfg('object'),
  }),
  alias: 'layout.table',
  alternateClassName: 'Lib.layout.TableLayout',
  type: 'table',
  targetCls: cssPrefix() + 'table-layout-ct',
  baseItemCls: cssPrefix() + 'table-layout-cell',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Table': typeof TableLayout;
  }
}
