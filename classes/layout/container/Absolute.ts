/**
 * `Lib.layout.container.Absolute` (`layout: 'absolute'`, alternate
 * `Lib.layout.AbsoluteLayout`): each item at its `x` and `y` (pixels from the container's
 * top left corner, default 0), as in Ext JS 4. It is an anchor layout too: an item's `anchor`
 * sizes it from its position to the container's edge (`anchor: '100%'` at `x: 10` is 10 px
 * narrower than the container; `'-10'` leaves 10 px more).
 *
 * In the widgets pack (`dist/lib-widgets.js`).
 *
 * @example
 *   Lib.widget('form', {layout: 'absolute', height: 120, items: [
 *     {xtype: 'label', text: 'To:', x: 5, y: 5},
 *     {xtype: 'textfield', name: 'to', x: 60, y: 0, anchor: '-5'},
 *   ]});
 */
import { registerClass } from '../../../lib/Class';
import { isNum } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { AnchorLayout, type AnchorItem } from './Anchor';

export class AbsoluteLayout extends AnchorLayout {
  override itemStyle(item: AnchorItem): Record<string, string | undefined> {
    const x = isNum(item.x) ? item.x : 0;
    const y = isNum(item.y) ? item.y : 0;
    const { width, height } = super.itemStyle(item);
    // An anchored size runs from the item's position, not from the container's edge.
    const from = (size: string | undefined, at: number) =>
      size && at ? `calc(${size} - ${at}px)` : size;
    return {
      position: 'absolute',
      left: x + 'px',
      top: y + 'px',
      width: from(width, x),
      height: from(height, y),
    };
  }
}

registerClass(AbsoluteLayout, 'Lib.layout.container.Absolute', {
  alias: 'layout.absolute',
  alternateClassName: 'Lib.layout.AbsoluteLayout',
  type: 'absolute',
  targetCls: cssPrefix() + 'abs-layout-ct',
  baseItemCls: cssPrefix() + 'abs-layout-item',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Absolute': typeof AbsoluteLayout;
  }
}
