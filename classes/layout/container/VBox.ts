/**
 * `Lib.layout.container.VBox` (`layout: 'vbox'`): the items in a column, flexed
 * items sharing the space the others leave (see `Lib.layout.container.Box`). `align`: 'left', 'center', 'right', 'stretch', 'stretchmax'
 * (default `'left'`).
 *
 * @example
 *   Lib.widget('container', {
 *     layout: {type: 'vbox', align: 'stretch'}, height: 400,
 *     items: [{xtype: 'component', width: 100}, {xtype: 'component', flex: 1}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { cssPrefix } from '../../dom/Element';
import { BoxLayout, type BoxLayoutConfig } from './Box';

export class VBoxLayout extends BoxLayout {}

registerClass(VBoxLayout, 'Lib.layout.container.VBox', {
  $configs: declareConfigs<BoxLayoutConfig, BoxLayoutConfig, 'align'>({
    align: cfg(oneOf('left', 'center', 'right', 'stretch', 'stretchmax'), 'left'),
  }),
  alias: 'layout.vbox',
  type: 'vbox',
  vertical: true,
  targetCls: cssPrefix() + 'box-layout-ct ' + cssPrefix() + 'vbox',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.VBox': typeof VBoxLayout;
  }
}
