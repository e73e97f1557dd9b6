/**
 * `Lib.menu.Menu` (xtype `menu`): a floating list of menu items in a column (`x-menu`,
 * `role="menu"`), hidden until shown at a point (`showAt(x, y)`) or by a component or element
 * (`showBy(cmp, 'tl-bl?')`), rendered to the body at its first showing. Items are configs of
 * `menuitem` (the `defaultType`), `menucheckitem` (a config with a boolean `checked`), any
 * component, `'-'` (a separator) or a string (a line of text). A click on an item closes
 * every menu (see `Lib.menu.Item#hideOnClick`), as do a press outside the menus, Esc and the
 * window losing the focus (`Lib.menu.Manager`); showing a menu hides the others unless
 * `allowOtherMenus`.
 *
 * Keyboard (WAI-ARIA's menu): showing moves the focus to the first item that can be
 * activated; ArrowDown/ArrowUp move through the items (wrapping), Home/End go to the first
 * and last, Enter/Space click the item (or open its submenu), ArrowRight opens the submenu,
 * ArrowLeft and Esc close a submenu (the focus goes back to its item), Esc closes the menu
 * and returns the focus to what had it (the button that opened it), Tab closes every menu,
 * and a letter moves to the next item whose text starts with it.
 *
 * Events: `click(menu, item, e)` (`item` is undefined off an item or on a disabled one),
 * `mouseover(menu, item, e)`, `mouseenter(menu, e)`, `mouseleave(menu, e)`, and the
 * component's `beforeshow`/`show`/`beforehide`/`hide`.
 *
 * @example
 *   const menu = Lib.widget('menu', {items: [
 *     {text: 'Rename', handler: rename},
 *     {text: 'Delete', iconCls: 'icon-delete', handler: remove},
 *     '-',
 *     {text: 'Share', menu: [{text: 'Link'}, {text: 'E-mail'}]},
 *   ]});
 *   menu.showBy(button); // below the button, or above it at the bottom of the window
 */
import { registerClass } from '../../lib/Class';
import { isBoolean, isObj, isString } from '../../lib/check';
import { cfg, declareConfigs } from '../../lib/config';
import { ComponentManager } from '../ComponentManager';
import { Container, type ContainerConfig, type ItemSpec } from '../container/Container';
import { Element } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { MenuManager } from './Manager';
import type { Item } from './Item';
// The item types a menu creates by their xtype.
import './Item';
import './CheckItem';
import './Separator';
import type { ContainerEvents } from '../container/Container';
import type { Button } from '../button/Button';
import type { Component } from '../Component';

export interface MenuConfig extends ContainerConfig {
  /** No icon column on the left (`x-menu-plain`). */
  plain?: boolean;
  /** A click on an item with a submenu does nothing (default `false`). */
  ignoreParentClicks?: boolean;
  /** Showing this menu keeps the other menus shown (default `false`). */
  allowOtherMenus?: boolean;
  /** The keyboard moves through the items (default `true`). */
  enableKeyNav?: boolean;
  /** The line between the icon column and the text (default `true`). */
  showSeparator?: boolean;
  /** Floats above the page (`false`: an item of its container). */
  floating?: boolean;
  /** Starts hidden (when not floating, shown unless given). */
  hidden?: boolean;
  /** The xtype of item configs without one (default `'menuitem'`). */
  defaultType?: string;
}

/** The keys the menu handles. */
const KEY = { TAB: 9, ENTER: 13, ESC: 27, SPACE: 32, END: 35, HOME: 36 } as const;
const [LEFT, UP, RIGHT, DOWN] = [37, 38, 39, 40];

/** The events of menus: a container's plus clicks and pointer moves over items. */
export interface MenuEvents<S = Menu> extends ContainerEvents<S> {
  /** An item was clicked (`item` is `undefined` for a click between items). */
  click: [menu: S, item: Item | undefined, event: EventObjectImpl];
  mouseenter: [menu: S, event: EventObjectImpl];
  mouseleave: [menu: S, event: EventObjectImpl];
  mouseover: [menu: S, item: Item | undefined, event: EventObjectImpl];
}

export class Menu extends Container {
  /** Type only: the events (see `MenuEvents`). */
  declare $eventMap: MenuEvents<this>;
  declare plain: boolean;
  declare ignoreParentClicks: boolean;
  declare allowOtherMenus: boolean;
  declare enableKeyNav: boolean;
  declare showSeparator: boolean;
  /** Always `true`. */
  declare isMenu: true;
  /** The highlighted item. */
  declare activeItem?: Item;
  /** The item the keyboard moves from. */
  declare focusedItem?: Item;
  /** The open submenu. */
  declare activeChild?: Menu;
  /** The menu this one is a submenu of, and the item it opens from. */
  declare parentMenu?: Menu;
  declare parentItem?: Item;
  /** The item owning this submenu (set by the item). */
  declare ownerItem?: Item;
  /** The button this menu belongs to (set by the button). */
  declare ownerButton?: Button;
  /** The body the items are in (`x-menu-body`). */
  declare body?: Element;
  /** @internal What had the focus when the menu showed (it gets it back). */
  declare $returnFocus?: HTMLElement | null;
  /** @internal The next showing moves the focus into the menu (`false`: a hover opened it). */
  declare $focusOnShow?: boolean;
  /** @internal `showBy` is showing the menu (it focuses once aligned). */
  declare $aligning?: boolean;

  override initComponent(): void {
    const me = this;
    // A menu in a container shows with it.
    if (!me.floating && !Object.prototype.hasOwnProperty.call(me, 'hidden')) me.hidden = false;
    me.addCls(me.plain ? [px('menu'), px('menu-plain')] : px('menu'));
    super.initComponent();
  }

  override onRender(container?: Node, position?: unknown): void {
    const me = this;
    super.onRender(container, position);
    const el = me.el as Element;
    // Ext 4's defaultMinWidth: a floating menu is at least 120 px wide.
    const min = me.minWidth ?? (me.floating ? 120 : undefined);
    el.set({ tabindex: -1 }).setStyle('min-width', min);
    me.body = makeEl(el.dom, 'div', 'menu-body unselectable', { role: 'none' });
    if (me.showSeparator && !me.plain) makeEl(me.body.dom, 'div', 'menu-icon-separator');
    el.on({ click: me.onClick, mouseover: me.onMouseOver, mouseleave: me.onMouseLeave, scope: me });
    if (me.enableKeyNav) el.on('keydown', me.onKeyDown, me);
  }

  /** The items are in the body. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /** The focused item, else the menu. */
  override getFocusEl(): Element | undefined {
    return this.focusedItem?.getFocusEl() || this.el;
  }

  /** A submenu's owner is its parent menu, a button's menu the button. */
  override getRefOwner(): Component | undefined {
    return this.parentMenu || this.ownerButton || this.ownerCt;
  }

  /**
   * @internal An item from an `items` slot: `'-'` or `'separator'` is a separator, another
   * string a line of text; a config without an xtype is a `menucheckitem` when its `checked`
   * is a boolean, else a `defaultType`. Items get `parentMenu`; other components
   * `x-menu-item-cmp` (indented unless the menu is plain).
   */
  override lookupComponent(spec: ItemSpec): Component {
    const me = this;
    let item: any = spec;
    if (isString(spec)) {
      item =
        spec == '-' || spec == 'separator'
          ? { xtype: 'menuseparator' }
          : { text: spec, plain: true, canActivate: false, hideOnClick: false, ariaRole: 'none' };
    } else if (isObj(item) && !item.isComponent && !item.xtype && item.xclass === undefined) {
      if (isBoolean(item.checked)) item = { ...item, xtype: 'menucheckitem' };
    }
    item = ComponentManager.create(item, me.defaultType);
    if (item.isMenuItem) item.parentMenu = me;
    else item.addCls(me.plain ? px('menu-item-cmp') : px('menu-item-cmp menu-item-indent'));
    return item;
  }

  // ---------------------------------------------------------------- showing

  /**
   * Shows the menu by `cmp` (a component or an element): aligned as `pos` says (Ext's anchor
   * text, default `'tl-bl?'`: below it, above it at the bottom of the window), moved by
   * `offsets` `[x, y]`. The focus moves to the first item.
   */
  showBy(cmp: unknown, pos?: string, offsets?: [number, number]): this {
    const me = this;
    me.$aligning = true;
    try {
      me.show();
    } finally {
      me.$aligning = false;
    }
    if (!me.hidden && me.rendered) {
      (me.el as Element).alignTo(cmp, pos || 'tl-bl?', offsets);
      me.focusOnShow();
    }
    return me;
  }

  /** Shows the menu at the page position `(x, y)` (or `showAt([x, y])`). */
  override showAt(x: number | [number, number], y?: number): this {
    const me = this;
    const [left, top] = Array.isArray(x) ? x : [x, y as number];
    me.setPosition(left, top);
    return me.show();
  }

  /** Shows the menu; a floating one gets the focus on its first item. */
  override show(): this {
    const me = this;
    const hidden = me.hidden || !me.rendered;
    super.show();
    if (hidden && !me.hidden && !me.$aligning) me.focusOnShow();
    return me;
  }

  /**
   * Hides the menu (its open submenu first). When the focus was in them, it goes back to what
   * had it before the menu showed (unless the menus close for a press elsewhere).
   */
  override hide(): this {
    const me = this;
    const doc = me.el?.dom.ownerDocument;
    const focused = !me.hidden && me.owns(doc?.activeElement);
    me.deactivateActiveItem();
    if (!me.hidden) me.activeChild?.hide();
    super.hide();
    const back = me.$returnFocus;
    if (me.hidden) {
      me.focusedItem = me.$returnFocus = undefined;
      if (focused && back?.isConnected && !MenuManager.$outside) back.focus();
    }
    return me;
  }

  /** Tells `Lib.menu.Manager` that a floating menu showed (the others close). */
  override onShow(): void {
    super.onShow();
    if (this.floating) MenuManager.onShow(this);
  }

  /** Tells `Lib.menu.Manager` that a floating menu hid. */
  override onHide(): void {
    super.onHide();
    if (this.floating) MenuManager.onHide(this);
  }

  /** @internal After showing: remember the focus, move it to the first item. */
  focusOnShow(): void {
    const me = this;
    if (!me.floating) return;
    const active = (me.el as Element).dom.ownerDocument.activeElement as HTMLElement | null;
    if (!me.owns(active)) me.$returnFocus = active;
    if (me.$focusOnShow !== false) me.focusItem(1);
    me.$focusOnShow = undefined;
  }

  /** @internal `true` when `node` is in this menu or its open submenus. */
  owns(node: unknown): boolean {
    const me = this;
    return !!node && (!!me.el?.contains(node as Node) || !!me.activeChild?.owns(node));
  }

  override onDestroy(): void {
    const me = this;
    if (me.floating) MenuManager.onHide(me);
    me.parentMenu = me.ownerButton = me.activeItem = me.focusedItem = undefined;
    super.onDestroy();
  }

  // ---------------------------------------------------------------- the active item

  /** Whether `item` can be highlighted: enabled, visible, and activatable. */
  canActivateItem(item: Component | null | undefined): boolean {
    return (
      !!item &&
      !item.isDisabled() &&
      item.isVisible() &&
      ((item as Item).canActivate || !item.isXType('menuitem'))
    );
  }

  /** Highlights and focuses `item` (another component is focused). */
  setActiveItem(item: Component | null | undefined): void {
    const me = this;
    if (!item || item === me.activeItem) return;
    me.deactivateActiveItem();
    if (!me.canActivateItem(item)) return;
    if ((item as Item).activate) {
      (item as Item).activate();
      if ((item as Item).activated) me.activeItem = me.focusedItem = item as Item;
    } else {
      item.focus();
      me.focusedItem = item as Item;
    }
  }

  /** Removes the highlight of the active item (the focus stays). */
  deactivateActiveItem(): void {
    const me = this;
    me.activeItem?.deactivate();
    me.activeItem = undefined;
  }

  /**
   * @internal Moves the highlight to the next item that can be activated after the focused
   * one, `step` 1 (down) or -1 (up), wrapping; `from` (-1 or the count) starts at an end.
   */
  focusItem(step: 1 | -1, from?: number): void {
    const me = this;
    const items = me.items.items;
    const count = items.length;
    let i = from ?? (me.focusedItem ? items.indexOf(me.focusedItem) : -1);
    for (let n = 0; n < count; n++) {
      i = (i + step + count) % count;
      if (me.canActivateItem(items[i])) return me.setActiveItem(items[i]);
    }
    if (!me.focusedItem) me.focus();
  }

  // ---------------------------------------------------------------- events

  /** @internal The menu's child component whose element holds `e`'s target. */
  getItemFromEvent(e: EventObjectImpl): Item | undefined {
    const target = e.getTarget() as Node;
    return this.items.findBy((item) => item.el?.contains(target)) as Item | undefined;
  }

  /** @internal A click: the item handles it; fires `click(menu, item, e)`. */
  onClick(e: EventObjectImpl): void {
    const me = this;
    if (me.disabled) return e.stopEvent();
    let item = me.getItemFromEvent(e);
    if (item?.isMenuItem) {
      if (!item.menu || !me.ignoreParentClicks) item.onClick(e);
      else e.stopEvent();
    }
    if (item?.disabled) item = undefined;
    me.fireEvent('click', me, item, e);
  }

  /** @internal The pointer over an item highlights it (its submenu opens after a pause). */
  onMouseOver(e: EventObjectImpl): void {
    const me = this;
    const entering = !me.el!.contains(e.getRelatedTarget() as Node);
    const item = me.getItemFromEvent(e);
    const { parentMenu, parentItem } = me;
    if (entering && parentMenu && parentItem) {
      parentMenu.setActiveItem(parentItem);
      parentItem.cancelDeferHide();
    }
    if (me.disabled) return;
    if (item && !item.activated) {
      me.setActiveItem(item);
      if (item.activated) item.expandMenu?.();
    }
    if (entering) me.fireEvent('mouseenter', me, e);
    me.fireEvent('mouseover', me, item, e);
  }

  /** @internal The pointer left: the highlight goes; fires `mouseleave(menu, e)`. */
  onMouseLeave(e: EventObjectImpl): void {
    const me = this;
    me.deactivateActiveItem();
    if (!me.disabled) me.fireEvent('mouseleave', me, e);
  }

  /** @internal The keyboard (see the class comment). */
  onKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    const item = me.activeItem;
    const items = me.items;
    if (key == DOWN || key == UP) me.focusItem(key == DOWN ? 1 : -1);
    else if (key == KEY.HOME) me.focusItem(1, -1);
    else if (key == KEY.END) me.focusItem(-1, items.length);
    else if (key == KEY.ENTER || key == KEY.SPACE) {
      if (item?.menu) item.expandMenu(0, true);
      else if (item) (item.getFocusEl() as Element).dom.click();
    } else if (key == RIGHT) item?.expandMenu?.(0, true);
    else if (key == KEY.ESC || (key == LEFT && me.parentMenu)) me.hide();
    else if (key == KEY.TAB) return void MenuManager.hideAll();
    else {
      const char = (e.browserEvent as KeyboardEvent).key;
      if (char?.length != 1 || !/\S/.test(char) || e.ctrlKey || e.altKey) return;
      // Type-ahead: the next item whose text starts with the letter.
      const start = items.indexOf(me.focusedItem as Component);
      for (let n = 1; n <= items.length; n++) {
        const next = items.getAt((start + n) % items.length) as Item;
        const text = String(next.text ?? '')
          .trim()
          .toLowerCase();
        if (me.canActivateItem(next) && text.startsWith(char.toLowerCase())) {
          me.setActiveItem(next);
          break;
        }
      }
    }
    e.stopEvent();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface Menu {
  $construct(config?: MenuConfig): this;
}

registerClass(Menu, 'Lib.menu.Menu', {
  $configs: declareConfigs<MenuConfig, ContainerConfig, 'floating' | 'hidden' | 'defaultType'>({
    plain: false,
    ignoreParentClicks: false,
    allowOtherMenus: false,
    enableKeyNav: true,
    showSeparator: true,
    floating: true,
    hidden: true,
    defaultType: 'menuitem',
  }),
  xtype: 'menu',
  isMenu: true,
  ariaRole: 'menu',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.Menu': typeof Menu;
  }
  interface AliasMap {
    'widget.menu': typeof Menu;
  }
}
