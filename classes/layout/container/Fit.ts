/**
 * `Lib.layout.container.Fit` (`layout: 'fit'`): the item fills the container's target to the
 * pixel (its own `width`/`height` do not count). Meant for one item; with several, they share
 * the height equally (Ext 4 lays them over each other: use `card` to show one at a time).
 *
 * @example
 *   Lib.widget('panel', {layout: 'fit', height: 300, items: {xtype: 'grid', store, columns}});
 */
import { registerClass } from '../../../lib/Class';
import { cssPrefix } from '../../dom/Element';
import { Layout } from '../Layout';

export class FitLayout extends Layout {
  override sizesHeight(): boolean {
    return true;
  }
}

registerClass(FitLayout, 'Lib.layout.container.Fit', {
  alias: 'layout.fit',
  type: 'fit',
  targetCls: cssPrefix() + 'layout-fit',
  baseItemCls: cssPrefix() + 'fit-item',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Fit': typeof FitLayout;
  }
}
