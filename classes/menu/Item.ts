/**
 * `Lib.menu.Item` (xtype `menuitem`, alternate `Lib.menu.TextItem`): one entry of a
 * `Lib.menu.Menu`, a `role="menuitem"` link (`x-menu-item-link`) with an icon (`iconCls` or an
 * image `icon`), its text (shown as text) and, with a submenu (`menu`), an arrow. A click (or
 * Enter/Space) calls `handler(item, e)` with `this` = `scope` (default the item), fires
 * `click(item, e)` and, unless `hideOnClick` is `false`, closes the whole menu tree. A submenu
 * opens when the pointer rests on the item (`menuExpandDelay`), or with ArrowRight, Enter or
 * Space, aligned by `menuAlign` (default `'tl-tr?'`). An `href` makes the item a real link
 * (`hrefTarget`); only http(s), mailto and relative URLs are accepted.
 *
 * Events: `activate(item)`, `deactivate(item)` (the item is highlighted and focused, or no
 * longer), `click(item, e)`, `textchange(item, oldText, text)`, `iconchange(item, oldIcon,
 * icon)`.
 *
 * @example
 *   Lib.widget('menu', {items: [
 *     {text: 'Open', iconCls: 'icon-open', handler: function (item) { open(); }},
 *     {text: 'Export', menu: [{text: 'CSV'}, {text: 'JSON'}]},
 *     {text: 'Help', href: '/help', hrefTarget: '_blank'},
 *   ]}).showAt(100, 100);
 */
import { registerClass } from '../../lib/Class';
import { isNum, isString } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, type Test } from '../../lib/config';
import { toText } from '../../lib/lang/String';
import { Component, type ComponentConfig } from '../Component';
import type { Element } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import { cssUrl, safeUrl } from '../dom/Markup';
import type { EventObjectImpl } from '../EventObjectImpl';
import { MenuManager } from './Manager';
import type { ComponentEvents } from '../Component';
import type { Menu } from './Menu';

/** A menu item handler. */
export type MenuItemHandler = (item: Item, e: EventObjectImpl) => unknown;

export interface ItemConfig extends ComponentConfig {
  /** The text (shown as text). */
  text?: string | number;
  /** A class of the icon element (an icon before the text). */
  iconCls?: string;
  /** An image URL shown as the icon (http(s), relative or data:image). */
  icon?: string;
  /** Called at a click: `handler(item, e)` (`this` = `scope`). */
  handler?: MenuItemHandler;
  /** `this` of `handler` and of a check item's `checkHandler` (default the item). */
  scope?: unknown;
  /** Makes the item a link to this URL (http(s), mailto or relative). */
  href?: string;
  /** The link's `target` (such as `'_blank'`). */
  hrefTarget?: string;
  /** A submenu: a menu, a menu config, an array of items, or a menu id or xtype. */
  menu?: unknown;
  /** How the submenu is aligned to the item (default `'tl-tr?'`). */
  menuAlign?: string;
  /** Milliseconds the pointer rests on the item before its submenu opens (default 200). */
  menuExpandDelay?: number;
  /** Milliseconds before the submenu closes once the item is left (default 200). */
  menuHideDelay?: number;
  /** A click closes the whole menu tree (default `true`). */
  hideOnClick?: boolean;
  /** The submenu is destroyed with the item (default `true`). */
  destroyMenu?: boolean;
  /** Only the text, no icon or link (default `false`). */
  plain?: boolean;
  /** The item can be highlighted and focused (default `true`). */
  canActivate?: boolean;
  /** The tooltip (the link's `title`, as text). */
  tooltip?: string;
}

/** The events of menu items: a component's plus clicks and text changes. */
export interface MenuItemEvents<S = Item> extends ComponentEvents<S> {
  click: [item: S, event: EventObjectImpl];
  textchange: [item: S, oldText: string | number | undefined, newText: string | number | undefined];
  iconchange: [item: S, oldIcon: string | undefined, newIcon: string | undefined];
}

export class Item extends Component {
  /** Type only: the events (see `MenuItemEvents`). */
  declare $eventMap: MenuItemEvents<this>;
  declare text?: string | number;
  declare iconCls?: string;
  declare icon?: string;
  declare handler?: MenuItemHandler;
  declare scope?: unknown;
  declare href?: string;
  declare hrefTarget?: string;
  declare menu: Menu | null | undefined;
  declare menuAlign: string;
  declare menuExpandDelay: number;
  declare menuHideDelay: number;
  declare hideOnClick: boolean;
  declare destroyMenu: boolean;
  declare plain: boolean;
  declare canActivate: boolean;
  declare tooltip?: string;
  /** Always `true`. */
  declare isMenuItem: true;
  /** `true` while highlighted (between `activate` and `deactivate`). */
  declare activated?: boolean;
  /** The menu holding the item. */
  declare parentMenu: Menu | undefined;
  /** The link element (the focused one; none on plain items). */
  declare itemEl?: Element;
  /** The icon element. */
  declare iconEl?: Element;
  /** The text element. */
  declare textEl?: Element;
  /** The submenu arrow. */
  declare arrowEl?: Element;
  /** @internal Timers of the submenu opening and closing. */
  declare $expandTimer?: ReturnType<typeof setTimeout>;
  declare $hideTimer?: ReturnType<typeof setTimeout>;

  override initComponent(): void {
    const me = this;
    super.initComponent();
    if (me.plain) me.addCls(px('menu-item-plain'));
    const menu = me.menu;
    me.menu = null;
    if (menu) me.setMenu(menu);
  }

  override onRender(container?: Node, position?: unknown): void {
    const me = this;
    super.onRender(container, position);
    const el = me.el as Element;
    let parent = el.dom;
    if (me.plain) el.set({ tabindex: me.canActivate && -1 });
    else {
      el.set({ role: 'none' });
      const link = (me.itemEl = makeEl(parent, 'a', 'menu-item-link', { tabindex: '-1' }));
      link.set({ role: me.ariaRole, href: me.href, target: me.hrefTarget });
      me.iconEl = makeEl((parent = link.dom), 'div', 'menu-item-icon', { 'aria-hidden': 'true' });
      me.setIconCls(me.iconCls, true);
      me.setIcon(me.icon, true);
    }
    me.textEl = makeEl(parent, 'span', 'menu-item-text');
    if (!me.plain) me.arrowEl = makeEl(parent, 'div', '', { 'aria-hidden': 'true' });
    me.setText(me.text, true);
    me.setTooltip(me.tooltip);
    me.syncMenu();
  }

  /** The link element is focused (the root when the item is plain). */
  override getFocusEl(): Element | undefined {
    return this.itemEl || this.el;
  }

  /** Sets the text (shown as text); fires `textchange(item, oldText, text)`. */
  setText(text: string | number | undefined | null, initial?: boolean): this {
    const me = this;
    const old = me.text;
    me.text = text ?? undefined;
    me.textEl?.setText(toText(text));
    if (!initial) me.fireEvent('textchange', me, old, me.text);
    return me;
  }

  /** Sets the icon class (`''`/`null`: none); fires `iconchange(item, oldCls, cls)`. */
  setIconCls(cls: string | undefined | null, initial?: boolean): this {
    const me = this;
    const old = me.iconCls;
    me.iconEl?.removeCls(old || '').addCls(cls || '');
    me.iconCls = cls || undefined;
    if (!initial) me.fireEvent('iconchange', me, old, me.iconCls);
    return me;
  }

  /**
   * Sets the icon image URL (http(s), relative or data:image; `''`/`null`: none); fires
   * `iconchange(item, oldIcon, icon)`. Another scheme is a TypeError.
   */
  setIcon(icon: string | undefined | null, initial?: boolean): this {
    const me = this;
    const old = me.icon;
    checkConfigs(me, { icon }, me.$className + '#setIcon');
    me.iconEl?.setStyle('background-image', icon ? cssUrl(icon) : null);
    me.icon = icon || undefined;
    if (!initial) me.fireEvent('iconchange', me, old, me.icon);
    return me;
  }

  /** Sets the tooltip (the link's `title`, as text; `''`/`null` removes it). */
  setTooltip(tooltip: string | undefined | null): this {
    this.tooltip = tooltip || undefined;
    this.getFocusEl()?.set({ title: tooltip || null });
    return this;
  }

  /** Replaces the handler (and its scope). */
  setHandler(handler: MenuItemHandler | undefined | null, scope?: unknown): this {
    this.handler = handler || undefined;
    this.scope = scope;
    return this;
  }

  /**
   * Sets the submenu (a menu, a config, an array of items, a menu id or xtype; `null`: none). The
   * former submenu is destroyed when `destroyMenu` (default the item's `destroyMenu`) says so.
   */
  setMenu(menu: unknown, destroyMenu?: boolean): this {
    const me = this;
    const old = me.menu;
    if (old) {
      old.parentItem = old.parentMenu = old.ownerItem = undefined;
      if (destroyMenu ?? me.destroyMenu) old.destroy();
    }
    me.menu = menu ? MenuManager.get(menu) : null;
    if (me.menu) me.menu.ownerItem = me;
    me.syncMenu();
    return me;
  }

  /** @internal Shows whether there is a submenu: the arrow, `aria-haspopup`. */
  syncMenu(): void {
    const me = this;
    me.arrowEl?.toggleCls(px('menu-item-arrow'), !!me.menu);
    me.itemEl?.set({ 'aria-haspopup': !!me.menu && 'menu' });
  }

  /** The submenu and the components below it (for `Lib.ComponentQuery`). */
  override getRefItems(deep?: boolean): Component[] {
    const menu = this.menu;
    return menu ? [menu, ...(deep ? menu.getRefItems(true) : [])] : [];
  }

  // ---------------------------------------------------------------- highlight

  /** Highlights (`x-menu-item-active`) and focuses the item; fires `activate(item)`. */
  activate(): void {
    const me = this;
    if (!me.activated && me.canActivate && me.rendered && !me.disabled && me.isVisible()) {
      (me.el as Element).addCls(px('menu-item-active'));
      me.focus();
      me.activated = true;
      me.fireEvent('activate', me);
    }
  }

  /** Removes the highlight (the submenu closes soon); fires `deactivate(item)`. */
  deactivate(): void {
    const me = this;
    if (me.activated) {
      (me.el as Element).removeCls(px('menu-item-active'));
      me.hideMenu();
      me.activated = false;
      me.fireEvent('deactivate', me);
    }
  }

  // ---------------------------------------------------------------- the submenu

  /**
   * Opens the submenu after `delay` ms (default `menuExpandDelay`; 0: at once). With `focus`,
   * the focus moves to its first item (the keyboard); the pointer leaves it on this item.
   */
  expandMenu(delay?: number, focus?: boolean): void {
    const me = this;
    if (!me.menu) return;
    me.cancelDeferHide();
    clearTimeout(me.$expandTimer);
    if (delay === 0) me.doExpandMenu(focus);
    else {
      me.$expandTimer = setTimeout(
        () => me.doExpandMenu(),
        isNum(delay) ? delay : me.menuExpandDelay,
      );
    }
  }

  /** @internal Shows the submenu by the item (or moves the focus into it when shown). */
  doExpandMenu(focus?: boolean): void {
    const me = this;
    const menu = me.menu;
    if (!me.activated || !menu || me.isDestroyed) return;
    if (menu.isVisible()) {
      if (focus) menu.focusItem(1);
      return;
    }
    me.parentMenu!.activeChild = menu;
    menu.parentItem = me;
    menu.parentMenu = me.parentMenu;
    menu.$focusOnShow = !!focus;
    menu.showBy(me, me.menuAlign);
  }

  /** Closes the submenu after `delay` ms (default `menuHideDelay`). */
  hideMenu(delay?: number): void {
    const me = this;
    if (!me.menu) return;
    clearTimeout(me.$expandTimer);
    me.cancelDeferHide();
    me.$hideTimer = setTimeout(
      () => me.menu?.isVisible() && me.menu.hide(),
      isNum(delay) ? delay : me.menuHideDelay,
    );
  }

  /** Keeps the submenu open (the pointer came back). */
  cancelDeferHide(): void {
    clearTimeout(this.$hideTimer);
  }

  // ---------------------------------------------------------------- clicks

  /**
   * @internal A click on the item (its menu hands it over; Enter and Space click it): the
   * link is followed only for an enabled `href` item; `hideOnClick` closes the menu tree, then
   * `handler(item, e)` runs and `click(item, e)` fires.
   */
  onClick(e: EventObjectImpl): void {
    const me = this;
    if (!me.href || me.disabled) e.stopEvent();
    if (me.disabled) return;
    if (me.hideOnClick) MenuManager.hideAll();
    me.handler?.call(me.scope ?? me, me, e);
    me.fireEvent('click', me, e);
  }

  /** Also `x-menu-item-disabled` and `aria-disabled` on the link. */
  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    (this.el as Element).toggleCls(px('menu-item-disabled'), disabled);
    this.itemEl?.set({ 'aria-disabled': disabled && 'true' });
  }

  override onRemoved(destroying?: boolean): void {
    const me = this;
    if (me.activated && me.parentMenu?.activeItem === me) me.parentMenu.deactivateActiveItem();
    super.onRemoved(destroying);
    me.parentMenu = undefined;
  }

  override onDestroy(): void {
    const me = this;
    clearTimeout(me.$expandTimer);
    me.cancelDeferHide();
    me.setMenu(null);
    me.handler = undefined;
    super.onDestroy();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface Item {
  $construct(config?: ItemConfig): this;
}

const DELAY: Test = [(v) => isNum(v) && v >= 0, 'a number of milliseconds, 0 or more'];

registerClass(Item, 'Lib.menu.Item', {
  $configs: declareConfigs<ItemConfig, ComponentConfig>({
    text: cfg('text'),
    iconCls: cfg('string'),
    icon: cfg(safeUrl(true)),
    handler: cfg('function'),
    scope: cfg('any'),
    href: cfg(safeUrl(false)),
    hrefTarget: cfg('string'),
    menu: cfg([
      (v) => typeof v == 'object' || isString(v),
      'a menu, a menu config, an array of items, or a menu id or xtype',
    ]),
    menuAlign: 'tl-tr?',
    menuExpandDelay: cfg(DELAY, 200),
    menuHideDelay: cfg(DELAY, 200),
    hideOnClick: true,
    destroyMenu: true,
    plain: false,
    canActivate: true,
    tooltip: cfg('string'),
  }),
  xtype: 'menuitem',
  alternateClassName: 'Lib.menu.TextItem',
  isMenuItem: true,
  ariaRole: 'menuitem',
  baseCls: px('menu-item'),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.Item': typeof Item;
  }
  interface AliasMap {
    'widget.menuitem': typeof Item;
  }
}
