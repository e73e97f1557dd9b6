/**
 * `Lib.toolbar.Separator` (xtype `tbseparator`, shorthand `'-'`, alternate
 * `Lib.Toolbar.Separator`): a thin line between groups of toolbar items (`x-toolbar-separator`,
 * `x-toolbar-separator-horizontal` or `-vertical` after its toolbar), with the ARIA role
 * `separator`.
 *
 * @example
 *   Lib.widget('toolbar', {items: [{text: 'Cut'}, {text: 'Copy'}, '-', {text: 'Undo'}]});
 */
import { registerClass } from '../../lib/Class';
import { cssPrefix } from '../dom/Element';
import { ToolbarItem, type ToolbarItemConfig } from './Item';
import type { Toolbar } from './Toolbar';

export class Separator extends ToolbarItem {
  /** The toolbar holding the separator. */
  declare ownerCt?: Toolbar;

  /** A line across its toolbar: `aria-orientation` is the other direction. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.el!.set({ 'aria-orientation': this.ownerCt?.vertical ? 'horizontal' : 'vertical' });
  }
}

/** Typed config for `Lib.create`. */
export interface Separator {
  $construct(config?: ToolbarItemConfig): this;
}

registerClass(Separator, 'Lib.toolbar.Separator', {
  xtype: 'tbseparator',
  alternateClassName: 'Lib.Toolbar.Separator',
  baseCls: cssPrefix() + 'toolbar-separator',
  ariaRole: 'separator',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Separator': typeof Separator;
  }
  interface AliasMap {
    'widget.tbseparator': typeof Separator;
  }
}
