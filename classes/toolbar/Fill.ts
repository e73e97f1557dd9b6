/**
 * `Lib.toolbar.Fill` (xtype `tbfill`, shorthand `'->'`, alternate `Lib.Toolbar.Fill`): an empty
 * item taking all the free space of its toolbar (`flex: 1`), so the items after it stand at the
 * far end.
 *
 * @example
 *   Lib.widget('toolbar', {items: ['Status', '->', {text: 'Save'}]}); // Save at the right edge
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';
import { cssPrefix } from '../dom/Element';
import type { ToolbarItemConfig } from './Item';

export class Fill extends Component {
  /** Always `true`. */
  declare isFill: true;
  /** `false`: the toolbar's keyboard navigation skips it. */
  declare focusable: boolean;
}

/** Typed config for `Lib.create`. */
export interface Fill {
  $construct(config?: ToolbarItemConfig): this;
}

registerClass(Fill, 'Lib.toolbar.Fill', {
  $configs: declareConfigs<ToolbarItemConfig, ComponentConfig>({ focusable: false }),
  xtype: 'tbfill',
  alternateClassName: 'Lib.Toolbar.Fill',
  baseCls: cssPrefix() + 'toolbar-fill',
  isFill: true,
  flex: 1,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Fill': typeof Fill;
  }
  interface AliasMap {
    'widget.tbfill': typeof Fill;
  }
}
