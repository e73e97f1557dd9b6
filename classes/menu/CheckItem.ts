/**
 * `Lib.menu.CheckItem` (xtype `menucheckitem`): a menu item with a check mark
 * (`role="menuitemcheckbox"`, `aria-checked`, classes `x-menu-item-checked` /
 * `x-menu-item-unchecked`). A click toggles it. With a `group` the items of that group are
 * radio items (`role="menuitemradio"`): checking one unchecks the others, a click on the
 * checked one keeps it checked, and a click closes the menu (unless `hideOnClick: false`).
 * In a menu's `items`, a config without an xtype whose `checked` is a boolean is a check item.
 *
 * Events: `beforecheckchange(item, checked)` (`false` keeps the state), `checkchange(item,
 * checked)`; `checkHandler(item, checked)` is called after it (`this` = `scope`).
 *
 * @example
 *   Lib.widget('menu', {items: [
 *     {text: 'Word wrap', checked: true, checkHandler: function (item, on) { wrap(on); }},
 *     '-',
 *     {text: 'Small', group: 'size', checked: true}, {text: 'Large', group: 'size', checked: false},
 *   ]});
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import type { Element } from '../dom/Element';
import { px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { Item, type ItemConfig } from './Item';
import { MenuManager } from './Manager';
import type { MenuItemEvents } from './Item';

export interface CheckItemConfig extends ItemConfig {
  /** Checked (default `false`). */
  checked?: boolean;
  /** The radio group: one checked item per group name. */
  group?: string;
  /** Called when the state changes: `checkHandler(item, checked)` (`this` = `scope`). */
  checkHandler?: (item: CheckItem, checked: boolean) => unknown;
  /** A click closes the menu tree (default `false`; `true` for a group item unless given). */
  hideOnClick?: boolean;
}

/** The events of check items: a menu item's plus the checked state. */
export interface CheckItemEvents<S = CheckItem> extends MenuItemEvents<S> {
  /** The checked state is about to change; `false` cancels it. */
  beforecheckchange: [item: S, checked: boolean];
  checkchange: [item: S, checked: boolean];
}

export class CheckItem extends Item {
  /** Type only: the events (see `CheckItemEvents`). */
  declare $eventMap: CheckItemEvents<this>;
  declare checked: boolean;
  declare group?: string;
  declare checkHandler?: CheckItemConfig['checkHandler'];

  override initComponent(): void {
    const me = this;
    me.checked = !!me.checked;
    if (me.group) {
      if (!me.iconCls && !me.icon) me.iconCls = px('menu-group-icon');
      if (!Object.prototype.hasOwnProperty.call(me, 'hideOnClick')) me.hideOnClick = true;
      me.ariaRole = 'menuitemradio';
    }
    super.initComponent();
    MenuManager.registerCheckable(me);
  }

  override afterRender(): void {
    super.afterRender();
    this.syncChecked();
  }

  /** @internal Shows the state: the classes and `aria-checked`. */
  syncChecked(): void {
    const me = this;
    const checked = me.checked;
    if (!me.rendered) return;
    (me.el as Element)
      .toggleCls(px('menu-item-checked'), checked)
      .toggleCls(px('menu-item-unchecked'), !checked);
    me.getFocusEl()?.set({ 'aria-checked': String(checked) });
  }

  /**
   * Checks or unchecks the item. Fires `beforecheckchange` (`false` keeps the state), then
   * `checkchange` and calls `checkHandler`, unless `suppressEvents`. Checking a group item
   * unchecks the others of its group.
   */
  setChecked(checked: boolean, suppressEvents?: boolean): this {
    const me = this;
    checked = !!checked;
    if (
      me.checked !== checked &&
      (suppressEvents || me.fireEvent('beforecheckchange', me, checked) !== false)
    ) {
      me.checked = checked;
      me.syncChecked();
      MenuManager.onCheckChange(me, checked);
      if (!suppressEvents) {
        me.checkHandler?.call(me.scope ?? me, me, checked);
        me.fireEvent('checkchange', me, checked);
      }
    }
    return me;
  }

  /** A click toggles the item (a checked group item stays checked), then acts as an item. */
  override onClick(e: EventObjectImpl): void {
    const me = this;
    if (!me.disabled && !(me.checked && me.group)) me.setChecked(!me.checked);
    super.onClick(e);
  }

  override onDestroy(): void {
    MenuManager.unregisterCheckable(this);
    this.checkHandler = undefined;
    super.onDestroy();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface CheckItem {
  $construct(config?: CheckItemConfig): this;
}

registerClass(CheckItem, 'Lib.menu.CheckItem', {
  $configs: declareConfigs<CheckItemConfig, ItemConfig, 'hideOnClick'>({
    checked: false,
    group: cfg('string'),
    checkHandler: cfg('function'),
    hideOnClick: false,
  }),
  xtype: 'menucheckitem',
  ariaRole: 'menuitemcheckbox',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.CheckItem': typeof CheckItem;
  }
  interface AliasMap {
    'widget.menucheckitem': typeof CheckItem;
  }
}
