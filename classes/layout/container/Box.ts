/**
 * `Lib.layout.container.Box`: the base of `hbox` and `vbox`. The items stand in a row (`hbox`)
 * or a column (`vbox`) — a CSS flexbox. An item with `flex` takes that share of the space the
 * others leave (`flex: 1` and `flex: 2` split 300 px as 100 and 200); an item without keeps its
 * own size along the row or column. `align` places the items across (`'stretch'` makes them as
 * tall as an `hbox`, or as wide as a `vbox`), `pack` along (`'start'`, `'center'`, `'end'`).
 * Margins come from each item's `margin` (or Ext 4.0's `margins`), else `defaultMargins`;
 * `padding` pads the container's inside.
 *
 * @example
 *   Lib.widget('container', {
 *     layout: {type: 'hbox', align: 'stretch'}, width: 300, height: 100,
 *     items: [{xtype: 'component', flex: 1}, {xtype: 'component', flex: 2}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { isNum } from '../../../lib/check';
import { SPACING, spacing, type Component, type Spacing } from '../../Component';
import { cssPrefix } from '../../dom/Element';
import { Layout, type LayoutConfig } from '../Layout';

export interface BoxLayoutConfig extends LayoutConfig {
  /**
   * Across the row or column: `hbox` `'top'` (default), `'middle'`, `'bottom'`; `vbox`
   * `'left'` (default), `'center'`, `'right'`; both `'stretch'` and `'stretchmax'`.
   */
  align?: string;
  /** Along the row or column: `'start'` (default), `'center'` or `'end'`. */
  pack?: 'start' | 'center' | 'end';
  /** Space inside the container, around the items (pixels or Ext's `'5 10'` text). */
  padding?: number | string | Spacing;
  /** The margin of the items that set none (pixels, `'5 10'` text or `{top, right...}`). */
  defaultMargins?: number | string | Spacing;
}

/** CSS `align-items` / `justify-content` values of Ext's `align` and `pack` words. */
const PLACE: Record<string, string> = {
  top: 'flex-start',
  left: 'flex-start',
  start: 'flex-start',
  middle: 'center',
  center: 'center',
  bottom: 'flex-end',
  right: 'flex-end',
  end: 'flex-end',
  stretch: 'stretch',
  stretchmax: 'stretch',
};

/** An item of a box layout: a component, with Ext's older `margins` config. */
export type BoxItem = Component & { margins?: number | string | Spacing };

export class BoxLayout extends Layout {
  declare align: string;
  declare pack: 'start' | 'center' | 'end';
  declare padding?: number | string | Spacing;
  declare defaultMargins?: number | string | Spacing;
  /** `true` for `vbox`. */
  declare vertical: boolean;

  override arrange(): void {
    const me = this;
    const target = me.getTarget();
    if (target) {
      const stretch = PLACE[me.align] === 'stretch';
      target
        .toggleCls(cssPrefix() + (me.vertical ? 'vbox-stretch' : 'hbox-stretch'), stretch)
        .setStyle({
          alignItems: PLACE[me.align],
          justifyContent: PLACE[me.pack],
          padding: spacing(me.padding) ?? null,
        });
    }
    super.arrange();
  }

  override itemStyle(item: BoxItem): Record<string, string | undefined> {
    const flex = item.flex!;
    const margins = item.margins ?? (item.margin == null ? this.defaultMargins : undefined);
    const min = this.vertical ? 'minHeight' : 'minWidth';
    // A flexed item may shrink below its content; any item keeps its own minWidth/minHeight.
    const style: Record<string, string | undefined> = {
      flex: flex > 0 ? `${flex} 1 0px` : '0 0 auto',
      [min]: isNum(item[min]) ? item[min] + 'px' : flex > 0 ? '0' : undefined,
    };
    if (margins != null) style.margin = spacing(margins);
    return style;
  }

  /** A `vbox` gives its flexed items their height, an `hbox` stretching all its items theirs. */
  override sizesHeight(item: BoxItem): boolean {
    return this.vertical ? item.flex! > 0 : PLACE[this.align] === 'stretch';
  }
}

registerClass(BoxLayout, 'Lib.layout.container.Box', {
  $configs: declareConfigs<BoxLayoutConfig, LayoutConfig>({
    align: cfg(oneOf(...Object.keys(PLACE).filter((k) => k !== 'start' && k !== 'end'))),
    pack: cfg(oneOf('start', 'center', 'end'), 'start'),
    padding: cfg(SPACING),
    defaultMargins: cfg(SPACING),
  }),
  baseItemCls: cssPrefix() + 'box-item',
  vertical: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Box': typeof BoxLayout;
  }
}
