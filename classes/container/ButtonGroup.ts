/**
 * `Lib.container.ButtonGroup` (xtype `buttongroup`, alternate `Lib.ButtonGroup`): a small
 * framed panel of buttons, usually in a toolbar, as Ext JS 4's: its items are buttons by
 * default (`defaultType`), laid out by a table layout of `columns` columns (an item spans
 * cells with `colspan` and `rowspan`), under an optional `title`. The root has Ext's class
 * `x-btn-group` (and `x-btn-group-notitle` without a title); for screen readers it is an ARIA
 * `group`, named by its title (as a panel is).
 *
 * In the widgets pack (`dist/lib-widgets.js`).
 *
 * @example
 *   Lib.widget('toolbar', {renderTo: document.body, items: [{
 *     xtype: 'buttongroup', title: 'Clipboard', columns: 2,
 *     items: [{text: 'Paste', rowspan: 2, scale: 'large'}, {text: 'Cut'}, {text: 'Copy'}],
 *   }]});
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { isObj } from '../../lib/check';
import { Panel, type PanelConfig } from '../panel/Panel';
import { px } from '../dom/Element.build';

export interface ButtonGroupConfig extends PanelConfig {
  /** The number of columns of the table layout (default: the items in one row). */
  columns?: number;
}

export class ButtonGroup extends Panel {
  declare columns?: number;

  override initComponent(): void {
    const me = this;
    const layout = me.layout as unknown;
    if (me.columns) {
      me.layout = { ...(isObj(layout) ? layout : { type: layout }), columns: me.columns } as never;
    }
    me.addCls(px(me.title ? 'btn-group' : 'btn-group btn-group-notitle'));
    super.initComponent();
  }
}

/** Typed config for `Lib.create`. */
export interface ButtonGroup {
  $construct(config?: ButtonGroupConfig): this;
}

registerClass(ButtonGroup, 'Lib.container.ButtonGroup', {
  $configs: declareConfigs<ButtonGroupConfig, PanelConfig>({ columns: cfg('number') }),
  xtype: 'buttongroup',
  alternateClassName: 'Lib.ButtonGroup',
  layout: 'table',
  defaultType: 'button',
  frame: true,
  ariaRole: 'group',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.container.ButtonGroup': typeof ButtonGroup;
  }
  interface AliasMap {
    'widget.buttongroup': typeof ButtonGroup;
  }
}
