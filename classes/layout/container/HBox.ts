/**
 * `Lib.layout.container.HBox` (`layout: 'hbox'`): the items in a row, flexed
 * items sharing the space the others leave (see `Lib.layout.container.Box`). `align`: 'top', 'middle', 'bottom', 'stretch', 'stretchmax'
 * (default `'top'`).
 *
 * @example
 *   Lib.widget('container', {
 *     layout: {type: 'hbox', align: 'stretch'}, width: 300, height: 80,
 *     items: [{xtype: 'component', width: 100}, {xtype: 'component', flex: 1}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { cssPrefix } from '../../dom/Element';
import { BoxLayout, type BoxLayoutConfig } from './Box';

export class HBoxLayout extends BoxLayout {}

registerClass(HBoxLayout, 'Lib.layout.container.HBox', {
  $configs: declareConfigs<BoxLayoutConfig, BoxLayoutConfig, 'align'>({
    align: cfg(oneOf('top', 'middle', 'bottom', 'stretch', 'stretchmax'), 'top'),
  }),
  alias: 'layout.hbox',
  type: 'hbox',
  vertical: false,
  targetCls: cssPrefix() + 'box-layout-ct ' + cssPrefix() + 'hbox',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.HBox': typeof HBoxLayout;
  }
}
