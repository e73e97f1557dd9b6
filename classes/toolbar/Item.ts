/**
 * `Lib.toolbar.Item` (xtype `tbitem`, alternate `Lib.Toolbar.Item`): the base of the toolbar's
 * non-interactive items (text, separators). It takes no keyboard focus: the toolbar's arrow
 * keys pass over it.
 *
 * @example
 *   Lib.widget('toolbar', {items: [{xtype: 'tbitem', html: '<b>Status</b>'}]});
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';

export interface ToolbarItemConfig extends ComponentConfig {
  /** Whether the toolbar's arrow keys stop at the item (default `false` for toolbar items). */
  focusable?: boolean;
}

export class ToolbarItem extends Component {
  /** `false`: the toolbar's keyboard navigation skips the item. */
  declare focusable: boolean;
}

/** Typed config for `Lib.create`. */
export interface ToolbarItem {
  $construct(config?: ToolbarItemConfig): this;
}

registerClass(ToolbarItem, 'Lib.toolbar.Item', {
  xtype: 'tbitem',
  $configs: declareConfigs<ToolbarItemConfig, ComponentConfig>({ focusable: false }),
  alternateClassName: 'Lib.Toolbar.Item',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Item': typeof ToolbarItem;
  }
  interface AliasMap {
    'widget.tbitem': typeof ToolbarItem;
  }
}
