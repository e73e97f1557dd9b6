/**
 * `Lib.layout.container.Column` (`layout: 'column'`): the items side by side, left to right.
 * An item with a pixel `width` keeps it; an item with `columnWidth` (a fraction, `0.5`) takes
 * that share of the width the fixed items leave. Items wrap to a new line when they do not fit.
 *
 * @example
 *   Lib.widget('container', {layout: 'column', items: [
 *     {xtype: 'component', width: 120}, {xtype: 'panel', columnWidth: 0.6}, {xtype: 'panel', columnWidth: 0.4},
 *   ]});
 */
import { registerClass } from '../../../lib/Class';
import { isNum } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { Layout } from '../Layout';
import type { Component } from '../../Component';

/** An item of a column layout: a component with its share of the width (`columnWidth`). */
export type ColumnItem = Component & { columnWidth?: number };

export class ColumnLayout extends Layout {
  override itemStyle(item: ColumnItem): Record<string, string | undefined> {
    const share = item.columnWidth;
    if (!isNum(share)) return { width: undefined };
    // The pixels the fixed-width items take.
    let fixed = 0;
    for (const other of this.getLayoutItems() as ColumnItem[]) {
      if (!isNum(other.columnWidth) && isNum(other.width) && !other.hidden) fixed += other.width;
    }
    return { width: `calc((100% - ${fixed}px) * ${share})` };
  }
}

registerClass(ColumnLayout, 'Lib.layout.container.Column', {
  alias: 'layout.column',
  type: 'column',
  targetCls: cssPrefix() + 'column-layout-ct',
  baseItemCls: cssPrefix() + 'column',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Column': typeof ColumnLayout;
  }
}
