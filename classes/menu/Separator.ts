/**
 * `Lib.menu.Separator` (xtype `menuseparator`): a line between groups of menu items
 * (`x-menu-item-separator`, `role="separator"`). It is never highlighted, focused or clicked.
 * In a menu's `items`, `'-'` stands for one.
 *
 * @example
 *   Lib.widget('menu', {items: [{text: 'Cut'}, {text: 'Copy'}, '-', {text: 'Select all'}]});
 */
import { registerClass } from '../../lib/Class';
import { px } from '../dom/Element.build';
import { Item } from './Item';

export class Separator extends Item {}

registerClass(Separator, 'Lib.menu.Separator', {
  xtype: 'menuseparator',
  canActivate: false,
  hideOnClick: false,
  plain: true,
  ariaRole: 'separator',
  componentCls: px('menu-item-separator'),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.Separator': typeof Separator;
  }
  interface AliasMap {
    'widget.menuseparator': typeof Separator;
  }
}
