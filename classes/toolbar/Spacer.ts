/**
 * `Lib.toolbar.Spacer` (xtype `tbspacer`, shorthand `' '`, alternate `Lib.Toolbar.Spacer`): a
 * small fixed gap between toolbar items (`x-toolbar-spacer`, 2 px in the theme; a `width`
 * widens it).
 *
 * @example
 *   Lib.widget('toolbar', {items: [{text: 'Cut'}, ' ', {text: 'Copy'}, {xtype: 'tbspacer', width: 20}]});
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';
import { cssPrefix } from '../dom/Element';
import type { ToolbarItemConfig } from './Item';

export class Spacer extends Component {
  /** `false`: the toolbar's keyboard navigation skips it. */
  declare focusable: boolean;
}

/** Typed config for `Lib.create`. */
export interface Spacer {
  $construct(config?: ToolbarItemConfig): this;
}

registerClass(Spacer, 'Lib.toolbar.Spacer', {
  $configs: declareConfigs<ToolbarItemConfig, ComponentConfig>({ focusable: false }),
  xtype: 'tbspacer',
  alternateClassName: 'Lib.Toolbar.Spacer',
  baseCls: cssPrefix() + 'toolbar-spacer',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Spacer': typeof Spacer;
  }
  interface AliasMap {
    'widget.tbspacer': typeof Spacer;
  }
}
