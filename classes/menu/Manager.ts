/**
 * `Lib.menu.Manager` (alternate `Lib.menu.MenuMgr`): the floating menus on the page. It keeps
 * the shown ones, so that showing a menu hides the others (unless it is a submenu or has
 * `allowOtherMenus`), and closes them all when the user presses the mouse (or touches) outside
 * every shown menu and its owner button, presses Esc outside them, or leaves the window. It
 * also keeps the radio groups of the check items (`group`): one checked item per group.
 *
 * @example
 *   Lib.menu.Manager.hideAll(); // true when a menu was shown
 *   Lib.menu.Manager.get('file-menu').showAt(100, 100);
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isArray, isFn, isString } from '../../lib/check';
import { fail } from '../../lib/config';
import { ComponentManager } from '../ComponentManager';
import type { Menu } from './Menu';
import type { CheckItem } from './CheckItem';
import type { Component } from '../Component';

/** The document events the manager listens to while a menu is shown (capture phase). */
const OUTSIDE = ['mousedown', 'touchstart'];

export class MenuManagerClass extends Base {
  /** The shown floating menus, in the order they were shown. */
  declare active: Menu[];
  /** The check items of each radio group, by group name. */
  declare groups: Map<string, Set<CheckItem>>;
  /** @internal `true` while menus close for a press outside them (focus stays where it goes). */
  declare $outside: boolean;
  /** @internal The document the listeners are on while a menu is shown. */
  declare $doc?: Document;

  override $construct() {
    const me = this;
    me.active = [];
    me.groups = new Map();
    me.onMouseDown = me.onMouseDown.bind(me);
    me.onKeyDown = me.onKeyDown.bind(me);
    return me;
  }

  /**
   * A menu from what a `menu` slot (a button's, a menu item's) takes: a menu, an array of items,
   * a menu config (created with its xtype, default `menu`), or a string: the id of a menu, else
   * the xtype of one to create. Another string is a `TypeError`.
   */
  get(menu: unknown): Menu {
    if (isString(menu)) {
      const found = ComponentManager.get<Menu>(menu);
      if (isFn(found?.showBy)) return found;
      if (!ClassManager.getNameByAlias('widget.' + menu)) {
        fail(
          'Lib.menu.Manager.get',
          'menu',
          `the id of a menu or an xtype (no menu has that id, no class the alias widget.${menu})`,
          menu,
        );
      }
    } else if ((menu as Menu)?.isMenu) return menu as Menu;
    return ComponentManager.create<Menu>(isArray(menu) ? { items: menu } : menu, 'menu');
  }

  /** Hides every shown floating menu. Returns `true` when one was shown. */
  hideAll(): boolean {
    const shown = this.active.slice();
    for (const menu of shown) menu.hide();
    return shown.length > 0;
  }

  /**
   * @internal A floating menu showed (`Lib.menu.Menu#onShow` calls it): the other menus close
   * (not its parent menus, nor any when it has `allowOtherMenus`), it is kept, and the document
   * listeners are on.
   */
  onShow(menu: Menu): void {
    const me = this;
    const parent = menu.parentMenu;
    me.remove(menu);
    if (!parent && !menu.allowOtherMenus) me.hideAll();
    else if (parent?.activeChild && parent.activeChild !== menu) parent.activeChild.hide();
    me.active.push(menu);
    if (!me.$doc) me.listen(menu.el!.dom.ownerDocument, true);
  }

  /**
   * @internal A floating menu hid or is destroyed (`Lib.menu.Menu` calls it): forgotten, and
   * the listeners are off when none is left.
   */
  onHide(menu: Menu): void {
    const me = this;
    me.remove(menu);
    if (me.$doc && !me.active.length) me.listen(me.$doc, false);
  }

  /** @internal Puts the document listeners on `doc` (`on`), or takes them off. */
  listen(doc: Document, on: boolean): void {
    const me = this;
    const fn = on ? 'addEventListener' : 'removeEventListener';
    for (const name of OUTSIDE) doc[fn](name, me.onMouseDown, true);
    doc[fn]('keydown', me.onKeyDown as EventListener);
    doc.defaultView?.[fn]('blur', me.onMouseDown);
    me.$doc = on ? doc : undefined;
  }

  /** @internal Takes `menu` out of the shown ones. */
  remove(menu: Menu): void {
    const active = this.active;
    if (active.includes(menu)) active.splice(active.indexOf(menu), 1);
  }

  /**
   * @internal A press outside every shown menu and its owner button closes them all, and so
   * does the window losing the focus (a `blur` whose target is the window).
   */
  onMouseDown(e: Event): void {
    const me = this;
    const target = e.target as Node | null;
    const inside = (c?: Component) => c?.el?.dom.contains(target);
    if (target?.nodeType && me.active.some((m) => inside(m) || inside(m.ownerButton))) return;
    me.$outside = true;
    try {
      me.hideAll();
    } finally {
      me.$outside = false;
    }
  }

  /** @internal Esc outside the menus (a menu handles its own keys) closes them all. */
  onKeyDown(e: KeyboardEvent): void {
    if (e.keyCode == 27 && this.hideAll()) e.preventDefault();
  }

  /** @internal Keeps a check item of a radio group. */
  registerCheckable(item: CheckItem): void {
    const groups = this.groups;
    const name = item.group;
    if (name) (groups.get(name) || groups.set(name, new Set()).get(name)!).add(item);
  }

  /** @internal Forgets a check item of a radio group. */
  unregisterCheckable(item: CheckItem): void {
    this.groups.get(item.group!)?.delete(item);
  }

  /** @internal A check item of a group was checked: the others of its group are unchecked. */
  onCheckChange(item: CheckItem, checked: boolean): void {
    if (!checked || !item.group) return;
    for (const other of this.groups.get(item.group) || []) {
      if (other !== item) other.setChecked(false);
    }
  }
}

registerClass(MenuManagerClass, 'Lib.menu.Manager', {
  singleton: true,
  alternateClassName: 'Lib.menu.MenuMgr',
  $outside: false,
});

/** The menu manager. */
export const MenuManager: MenuManagerClass = ClassManager.get('Lib.menu.Manager');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.Manager': MenuManagerClass;
  }
}
