/**
 * `Lib.button.Button` (xtype `button`, alternate `Lib.Button`): a real `<button type="button">`
 * (an `<a>` with `href`) with Ext JS 4's class names (`x-btn`, `x-btn-default-small`,
 * `x-btn-inner`, `x-btn-icon-el`, `x-btn-pressed`, `x-btn-arrow`...). A click (mouse, or
 * Enter/Space through the native button) toggles a toggle button, opens or closes the menu,
 * fires `click(button, e)` and, unless a listener returned `false`, calls `handler(button, e)`
 * with `this` = `scope` (default the button). Nothing happens while disabled. `text` and
 * `tooltip` are shown as text; `icon` and `href` take only http(s), relative (and for `icon`
 * `data:image`, for `href` `mailto:`) URLs.
 *
 * A `menu` (a menu, a menu config, an xtype, a menu id or an array of items) is created with the
 * button (`Lib.menu.Manager.get`: `button.menu` is the menu from the start, as in Ext JS 4, so
 * `button.menu.add(...)` works), and destroyed with it.
 * The button is an ARIA menu button: `aria-haspopup`, `aria-expanded`; Enter, Space and
 * ArrowDown open the menu.
 *
 * @example
 *   Lib.create('Lib.button.Button', {
 *     text: 'Bold', iconCls: 'app-bold', enableToggle: true,
 *     toggleHandler: function (button, pressed) { editor.setBold(pressed); },
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import { Component, type ComponentConfig } from '../Component';
import { Element, cssPrefix } from '../dom/Element';
import { isArray, isMap, isNum, isString } from '../../lib/check';
import type { EventObjectImpl } from '../EventObjectImpl';
import { makeEl, px } from '../dom/Element.build';
import { toText, urlAppend } from '../../lib/lang/String';
import { toQueryString } from '../../lib/lang/Object';
import { cfg, checkConfigs, declareConfigs, fail, oneOf, type Test } from '../../lib/config';
import { cssUrl, safeUrl } from '../dom/Markup';
import { MenuManager } from '../menu/Manager';
import type { ComponentEvents } from '../Component';
import type { Menu } from '../menu/Menu';
import type { Handler } from '../util/Observable.types';

/** A button handler. */
export type ButtonHandler = (button: Button, e: EventObjectImpl) => unknown;

/** A tooltip: a text, or Ext's QuickTip config (`text`, `title`). */
export type ButtonTooltip = string | { text?: string; title?: string; [option: string]: unknown };

/**
 * What a button needs of its menu (`Lib.menu.Menu` provides it): `showBy(button, align)`,
 * `hide()`, `isVisible()`, `destroy()` and the `show`/`hide` events. The button sets
 * `ownerButton` on it.
 */
export interface ButtonMenu {
  showBy(target: unknown, align?: string): unknown;
  hide(): unknown;
  isVisible(): boolean;
  destroy(): void;
  on(eventName: string, fn: Handler, scope?: unknown): unknown;
  un(eventName: string, fn: Handler, scope?: unknown): unknown;
  /** The button the menu belongs to (set by the button). */
  ownerButton?: Button;
  /** The menu's items (an empty menu opens from a click only with `showEmptyMenu`). */
  items?: { getCount(): number };
}

/** What `menu` accepts: a menu, a menu config, an xtype or menu id, or an array of items. */
export type ButtonMenuSpec = ButtonMenu | Record<string, unknown> | string | unknown[];

export interface ButtonConfig extends ComponentConfig {
  /** The label (shown as text). Default none. */
  text?: string | number;
  /** Called at a click: `handler(button, e)` (`this` = `scope`). */
  handler?: ButtonHandler;
  /** `this` for `handler`, `toggleHandler` and `arrowHandler` (default the button). */
  scope?: unknown;
  /** A class for the icon element (shows an icon). */
  iconCls?: string;
  /** An image URL shown as the icon (http(s), relative or `data:image`). */
  icon?: string;
  /** Where the icon is: `'left'` (default), `'right'`, `'top'` or `'bottom'`. */
  iconAlign?: 'left' | 'right' | 'top' | 'bottom';
  /** The tooltip: a text or `{text, title}` (as text). */
  tooltip?: ButtonTooltip;
  /** `'qtip'`: the `data-qtip`/`data-qtitle` attributes that `Lib.tip.QuickTipManager` shows; `'title'`: the `title` attribute (default `'qtip'`). */
  tooltipType?: 'qtip' | 'title';
  /** Alignment of the text: `'left'`, `'center'` (default) or `'right'`. */
  textAlign?: 'left' | 'center' | 'right';
  /** A click toggles the pressed state (default `false`; `true` with a `toggleGroup`). */
  enableToggle?: boolean;
  /** Starts pressed (default `false`). */
  pressed?: boolean;
  /** The group of toggle buttons of which at most one is pressed. */
  toggleGroup?: string;
  /** `false`: a click does not release a pressed button (default `true`). */
  allowDepress?: boolean;
  /** Called when the pressed state changes: `toggleHandler(button, pressed)` (`this` = `scope`). */
  toggleHandler?: (button: Button, pressed: boolean) => unknown;
  /** The state name of the pressed classes (default `'pressed'`: `x-btn-pressed`). */
  pressedCls?: string;
  /** The menu: a menu, a menu config, an xtype or menu id, or an array of items. */
  menu?: ButtonMenuSpec | null;
  /** How the menu is aligned to the button (default `'tl-bl?'`). */
  menuAlign?: string;
  /** Where the menu arrow is: `'right'` (default) or `'bottom'`. */
  arrowAlign?: 'right' | 'bottom';
  /** The state name of the arrow classes (default `'arrow'`: `x-btn-arrow`). */
  arrowCls?: string;
  /** A click opens an empty menu too (default `false`). */
  showEmptyMenu?: boolean;
  /** `false` keeps the menu when the button is destroyed (default `true`). */
  destroyMenu?: boolean;
  /** The link URL (http(s), mailto or relative): the button is an `<a>`. */
  href?: string;
  /** The link's `target` (default `'_blank'`). */
  hrefTarget?: string;
  /** Query parameters appended to `href` (they win over `baseParams`). */
  params?: Record<string, unknown>;
  /** Query parameters appended to `href`. */
  baseParams?: Record<string, unknown>;
  /** The size: `'small'` (default), `'medium'` or `'large'` (class `x-btn-<ui>-<scale>`). */
  scale?: 'small' | 'medium' | 'large';
  /** The UI name of the classes (default `'default'`: `x-btn-default-small`). */
  ui?: string;
}

/** The pressed buttons' groups: toggle group name → its buttons. */
const groups = new Map<string, Set<Button>>();

export interface Button {
  $construct(config?: ButtonConfig): this;
}

/** The events of buttons: a component's plus clicks, toggling and the menu. */
export interface ButtonEvents<S = Button> extends ComponentEvents<S> {
  /** A click (pointer or keyboard); `false` skips the handler and menu. */
  click: [button: S, event: EventObjectImpl];
  /** The pressed state of a toggle button changed. */
  toggle: [button: S, pressed: boolean];
  mouseover: [button: S, event: EventObjectImpl];
  mouseout: [button: S, event: EventObjectImpl];
  menushow: [button: S, menu: Menu];
  menuhide: [button: S, menu: Menu];
  textchange: [button: S, oldText: string, newText: string];
  iconchange: [button: S, oldIcon: string, newIcon: string];
}

export class Button extends Component {
  /** Type only: the events (see `ButtonEvents`). */
  declare $eventMap: ButtonEvents<this>;
  declare text?: string | number;
  declare handler?: ButtonHandler;
  declare scope?: unknown;
  declare iconCls?: string;
  declare icon?: string;
  declare iconAlign: 'left' | 'right' | 'top' | 'bottom';
  declare tooltip?: ButtonTooltip;
  declare tooltipType: 'qtip' | 'title';
  declare textAlign: 'left' | 'center' | 'right';
  declare enableToggle: boolean;
  declare pressed: boolean;
  declare toggleGroup?: string;
  declare allowDepress: boolean;
  declare toggleHandler?: (button: Button, pressed: boolean) => unknown;
  declare pressedCls: string;
  /** The menu (created from the `menu` config with the button), or none. */
  declare menu?: ButtonMenu | null;
  declare menuAlign: string;
  declare arrowAlign: 'right' | 'bottom';
  declare arrowCls: string;
  declare showEmptyMenu: boolean;
  declare destroyMenu: boolean;
  declare href?: string;
  declare hrefTarget: string;
  declare params?: Record<string, unknown>;
  declare baseParams?: Record<string, unknown>;
  declare scale: 'small' | 'medium' | 'large';
  declare ui: string;
  /** Always `true`. */
  declare isButton: true;
  /** `true` on split buttons (their wrap has the split classes even without a menu). */
  declare isSplitButton: boolean;
  /** The wrap element (`x-btn-wrap`, with the arrow classes), once rendered. */
  declare btnWrap?: Element;
  /** The element holding the icon and the text (`x-btn-button`), once rendered. */
  declare btnEl?: Element;
  /** The text element (once rendered). */
  declare btnInnerEl?: Element;
  /** The icon element (once rendered). */
  declare btnIconEl?: Element;
  /** @internal The state classes `syncState` put on the root (default `null`). */
  declare $stateCls: string[] | null;
  /** @internal The pointer is over the button. */
  declare $over?: boolean;
  /** @internal The menu is showing (between its `show` and `hide`). */
  declare $menuActive?: boolean;
  /** @internal Whether the menu was showing at the last mousedown (its click closes it). */
  declare $menuWasOpen?: boolean;

  override initComponent(): void {
    const me = this;
    const group = me.toggleGroup;
    super.initComponent();
    me.setHref(me.href);
    if (me.menu) me.bindMenu(MenuManager.get(me.menu));
    if (group) {
      me.enableToggle = true;
      groups.set(group, (groups.get(group) || new Set()).add(me));
      // At most one pressed button per group, from the start.
      if (me.pressed) {
        me.pressed = false;
        me.toggle(true, true);
      }
    }
  }

  override onRender(container?: Node, position?: unknown): void {
    const me = this;
    super.onRender(container, position);
    const el = (me.el as Element).addCls(px('btn unselectable'));
    const wrap = (me.btnWrap = makeEl(el.dom, 'span', 'btn-wrap'));
    const btn = (me.btnEl = me.makeBtnEl(wrap.dom));
    me.btnIconEl = makeEl(btn.dom, 'span', 'btn-icon-el', { 'aria-hidden': 'true' });
    me.btnInnerEl = makeEl(btn.dom, 'span', 'btn-inner btn-inner-' + me.textAlign, {
      id: me.id + '-btnInnerEl',
    });
    if (me.isSplitButton || me.menu) {
      wrap.addCls(px(`btn-${me.arrowCls} btn-${me.arrowCls}-${me.arrowAlign}`));
    }
    const focusEl = me.getFocusEl() as Element;
    if (focusEl.dom.tagName == 'BUTTON') focusEl.set({ type: 'button' });
    if (isNum(me.minWidth)) el.setStyle('min-width', me.minWidth);
    me.setText(me.text);
    me.setIconCls(me.iconCls);
    me.setIcon(me.icon);
    me.setTooltip(me.tooltip);
    me.syncHref();
    el.on({
      click: me.onClick,
      keydown: me.onKeyDown,
      mousedown: me.onMouseDown,
      mouseover: me.onHover,
      mouseout: me.onHover,
      scope: me,
    });
  }

  /** @internal Builds the element holding the icon and the text, in the wrap. */
  makeBtnEl(wrap: HTMLElement): Element {
    return makeEl(wrap, 'span', 'btn-button', { id: this.id + '-btnEl' });
  }

  /** The element that opens the menu and says so (`aria-haspopup`, `aria-expanded`). */
  getMenuTriggerEl(): Element | undefined {
    return this.getFocusEl();
  }

  /**
   * @internal Checks a setter's value against the config's declaration (a `TypeError` naming
   * the setter); returns it, or the default for `null`/`undefined`.
   */
  checked<T>(name: string, value: T | null | undefined): T {
    const me = this;
    checkConfigs(
      me,
      { [name]: value },
      `${me.$className}#set${name[0].toUpperCase()}${name.slice(1)}`,
    );
    return value ?? Object.getPrototypeOf(me)[name];
  }

  /**
   * @internal Shows the state in the root's classes, as Ext names them (each as `x-btn-<state>`
   * and `x-btn-<ui>-<scale>-<state>`: `icon`, `noicon`, `icon-text-<iconAlign>`, the
   * `pressedCls`, `disabled`, `over`, `menu-active`), and in `aria-pressed`/`aria-expanded`.
   */
  syncState(): void {
    const me = this;
    const el = me.el;
    if (!el) return;
    const base = cssPrefix() + 'btn';
    const ui = `${base}-${me.ui}-${me.scale}`;
    const list = [ui];
    const text = me.getText();
    for (const state of [
      me.iconCls || me.icon ? (text ? 'icon-text-' + me.iconAlign : 'icon') : text && 'noicon',
      me.pressed && me.pressedCls,
      me.disabled ? 'disabled' : me.$over && 'over',
      me.$menuActive && 'menu-active',
    ]) {
      if (state) list.push(`${base}-${state}`, `${ui}-${state}`);
    }
    el.removeCls(me.$stateCls || []).addCls(list);
    me.$stateCls = list;
    me.getFocusEl()?.set({ 'aria-pressed': me.enableToggle && String(!!me.pressed) });
    me.getMenuTriggerEl()?.set({
      'aria-haspopup': !!me.menu && 'true',
      'aria-expanded': !!me.menu && String(!!me.$menuActive),
    });
  }

  // ---------------------------------------------------------------- text, icon, tooltip

  /** Sets the label (as text). Fires `textchange(button, oldText, newText)` on a change. */
  setText(text: string | number | undefined | null): this {
    const me = this;
    const old = me.getText();
    me.text = me.checked('text', text);
    const shown = me.getText();
    me.btnInnerEl?.setText(shown);
    me.syncState();
    if (shown !== old) me.fireEvent('textchange', me, old, shown);
    return me;
  }

  /** The label. */
  getText(): string {
    return toText(this.text);
  }

  /** Sets the icon class (`''`/`null`: none). Fires `iconchange(button, oldCls, newCls)`. */
  setIconCls(cls: string | undefined | null): this {
    return this.changeIcon('iconCls', cls);
  }

  /**
   * Sets the icon image URL (`''`/`null`: none); a URL that is not http(s), relative or
   * `data:image` is a `TypeError`. Fires `iconchange(button, oldIcon, newIcon)`.
   */
  setIcon(icon: string | undefined | null): this {
    return this.changeIcon('icon', icon);
  }

  /** @internal `setIcon` (`name` `'icon'`) or `setIconCls`. */
  changeIcon(name: 'icon' | 'iconCls', value: string | undefined | null): this {
    const me = this;
    const old = me[name] || '';
    const icon = me.btnIconEl;
    me[name] = me.checked(name, value) || undefined;
    if (icon) {
      if (name == 'icon') icon.setStyle('background-image', value ? cssUrl(value) : null);
      else
        icon
          .removeCls(old)
          .addCls(px('btn-icon-el'))
          .addCls(value as string);
    }
    me.syncState();
    if ((value || '') !== old) me.fireEvent('iconchange', me, old, value || '');
    return me;
  }

  /**
   * Sets the tooltip: a text or `{text, title}` (as text; `''`/`null` removes it). With
   * `tooltipType: 'qtip'` it is the `data-qtip`/`data-qtitle` attributes that
   * `Lib.tip.QuickTipManager` shows, with `'title'` the `title` attribute.
   */
  setTooltip(tooltip: ButtonTooltip | undefined | null): this {
    const me = this;
    const tip = (me.tooltip = me.checked('tooltip', tooltip) || undefined);
    const [text, title] = isString(tip) ? [tip] : [tip?.text, tip?.title];
    const qtip = me.tooltipType == 'qtip';
    me.getFocusEl()?.set({
      title: (!qtip && [title, text].filter((s) => s).join('\n')) || null,
      'data-qtip': (qtip && (text || title)) || null,
      'data-qtitle': (qtip && text && title) || null,
    });
    return me;
  }

  /** Sets the size (`'small'`, `'medium'` or `'large'`; anything else is a `TypeError`). */
  setScale(scale: 'small' | 'medium' | 'large'): this {
    this.scale = this.checked('scale', scale);
    this.syncState();
    return this;
  }

  // ---------------------------------------------------------------- link

  /**
   * Sets the link URL (http(s), mailto or relative; anything else is a `TypeError`). A button
   * renders as an `<a>` when it has one: once rendered, a link keeps a URL and a `<button>`
   * cannot take one.
   */
  setHref(href: string | undefined | null): this {
    const me = this;
    href = me.checked('href', href) || undefined;
    if (me.rendered) {
      // A rendered element keeps its tag: a <button> cannot become a link, nor a link a <button>.
      if (!href !== !me.isLink()) {
        fail(
          me.$className + '#setHref',
          'href',
          'set before rendering to switch <a>/<button>',
          href,
        );
      }
    } else if (me.autoEl == 'button' || me.autoEl == 'a') me.autoEl = href ? 'a' : 'button';
    me.href = href;
    me.syncHref();
    return me;
  }

  /** Sets the query parameters of the link (they win over `baseParams`). */
  setParams(params: Record<string, unknown> | undefined | null): this {
    this.params = this.checked('params', params);
    this.syncHref();
    return this;
  }

  /** The link URL with `baseParams` and `params` appended, or `false` without `href`. */
  getHref(): string | false {
    const me = this;
    return !!me.href && urlAppend(me.href, toQueryString({ ...me.baseParams, ...me.params }));
  }

  /** `true` when the button is rendered as a link (`<a>`). */
  isLink(): boolean {
    return this.getFocusEl()?.dom.tagName == 'A';
  }

  /** @internal Puts the URL on the link; a disabled link has none (it cannot be followed). */
  syncHref(): void {
    const me = this;
    if (me.isLink()) {
      (me.getFocusEl() as Element).set({
        href: !me.disabled && me.getHref(),
        target: me.hrefTarget,
        rel: 'noopener',
        role: me.disabled && 'link',
      });
    }
  }

  // ---------------------------------------------------------------- clicks and keys

  /** Replaces the handler (and its scope). */
  setHandler(handler: ButtonHandler | undefined, scope?: unknown): this {
    this.handler = this.checked('handler', handler);
    if (scope !== undefined) this.scope = scope;
    return this;
  }

  /** @internal A click (or Enter/Space on the focused button). */
  onClick(e: EventObjectImpl): void {
    if (this.disabled || this.isDestroyed) e.preventDefault();
    else this.handleClick(e);
  }

  /** @internal What a click does: toggles, opens or closes the menu, fires the handler. */
  handleClick(e: EventObjectImpl): void {
    this.doToggle();
    this.maybeShowMenu();
    this.fireHandler(e);
  }

  /** Fires `click(button, e)`; unless a listener returned `false`, calls the handler. */
  fireHandler(e: EventObjectImpl): void {
    if (this.fireEvent('click', this, e) !== false) {
      this.handler?.call(this.scope ?? this, this, e);
    }
  }

  /** @internal ArrowDown opens the menu (as Enter and Space do, through the click). */
  onKeyDown(e: EventObjectImpl): void {
    const me = this;
    me.$menuWasOpen = undefined;
    if (e.getKey() === e.DOWN && me.menu && !me.disabled) {
      e.stopEvent();
      me.showMenu();
    }
  }

  /**
   * @internal Remembers whether the menu is open: a menu that hides itself at a mousedown
   * outside it is closed by the time the click comes, and that click must not reopen it.
   */
  onMouseDown(): void {
    this.$menuWasOpen = this.hasVisibleMenu();
  }

  /** @internal Fires `mouseover(button, e)` / `mouseout(button, e)` as the pointer enters or leaves. */
  onHover(e: EventObjectImpl): void {
    const me = this;
    const over = e.type == 'mouseover';
    if (!e.within(me.el, true) && !(over && me.disabled)) {
      me.$over = over;
      me.syncState();
      me.fireEvent(e.type, me, e);
    }
  }

  // ---------------------------------------------------------------- toggling

  /**
   * Sets the pressed state (`state` omitted: the other one). On a change, unless
   * `suppressEvent`, fires `toggle(button, pressed)` and calls `toggleHandler(button,
   * pressed)`; pressing releases the other buttons of the `toggleGroup`.
   */
  toggle(state?: boolean, suppressEvent?: boolean): this {
    const me = this;
    const pressed = state === undefined ? !me.pressed : !!state;
    if (pressed !== !!me.pressed) {
      me.pressed = pressed;
      me.syncState();
      if (!suppressEvent) me.fireEvent('toggle', me, pressed);
      if (pressed) {
        for (const other of groups.get(me.toggleGroup as string) || []) {
          if (other !== me) other.toggle(false, suppressEvent);
        }
      }
      if (!suppressEvent) me.toggleHandler?.call(me.scope ?? me, me, pressed);
    }
    return me;
  }

  /** @internal A click on a toggle button: toggles, unless `allowDepress` is false and it is pressed. */
  doToggle(): void {
    const me = this;
    if (me.enableToggle && (me.allowDepress || !me.pressed)) me.toggle();
  }

  // ---------------------------------------------------------------- the menu

  /** The menu, `null` without one. */
  getMenu(): ButtonMenu | null {
    return this.menu || null;
  }

  /** @internal Makes `menu` the button's menu: its `ownerButton`, its `show`/`hide` heard. */
  bindMenu(menu: ButtonMenu): ButtonMenu {
    const me = this;
    menu.ownerButton = me;
    me.mon(menu, { show: me.onMenuShow, hide: me.onMenuHide, scope: me });
    return (me.menu = menu);
  }

  /**
   * Shows the menu below the button (`menu.showBy(button, menuAlign)`), again if it is
   * showing. From a click, an empty menu shows only with `showEmptyMenu`.
   */
  showMenu(fromEvent?: boolean): this {
    const me = this;
    const menu = me.rendered && me.menu;
    if (menu) {
      if (menu.isVisible()) menu.hide();
      if (!fromEvent || me.showEmptyMenu || menu.items?.getCount?.() !== 0) {
        menu.showBy(me, me.menuAlign);
      }
    }
    return me;
  }

  /** Hides the menu if it is showing. */
  hideMenu(): this {
    if (this.hasVisibleMenu()) this.menu!.hide();
    return this;
  }

  /** `true` while the menu is showing. */
  hasVisibleMenu(): boolean {
    return !!this.menu?.isVisible();
  }

  /** @internal A click opens the menu, or closes it when it was open. */
  maybeShowMenu(): void {
    const me = this;
    const open = me.$menuWasOpen ?? me.hasVisibleMenu();
    me.$menuWasOpen = undefined;
    if (open) me.hideMenu();
    else if (me.menu) me.showMenu(true);
  }

  /** @internal The menu showed: `x-btn-menu-active`, `aria-expanded`, `menushow(button, menu)`. */
  onMenuShow(): void {
    this.setMenuActive(true);
  }

  /** @internal The menu hid: the focus comes back if it was in the menu; `menuhide(button, menu)`. */
  onMenuHide(): void {
    this.setMenuActive(false);
  }

  /** @internal What `onMenuShow` (`active`) and `onMenuHide` do. */
  setMenuActive(active: boolean): void {
    const me = this;
    const menuEl = (me.menu as Menu)?.el?.dom as HTMLElement | undefined;
    const doc = me.el?.dom.ownerDocument;
    const focused = doc?.activeElement;
    me.$menuActive = active;
    me.syncState();
    me.fireEvent(active ? 'menushow' : 'menuhide', me, me.menu as Menu);
    // Back to the button when the focus was in the menu (Esc, a pick), not when the user
    // clicked elsewhere.
    if (doc && !active && (!focused || focused == doc.body || menuEl?.contains(focused))) {
      me.getMenuTriggerEl()?.focus();
    }
  }

  /** The menu and its items (Ext's), for `Lib.ComponentQuery`. */
  override getRefItems(deep?: boolean): Component[] {
    const menu = this.menu as Menu | null | undefined;
    return menu ? [menu, ...((menu as Menu).getRefItems?.(deep) || [])] : [];
  }

  // ---------------------------------------------------------------- state

  /** Also disables the native button (`disabled`, `aria-disabled`, `x-btn-disabled`); a link loses its URL. */
  override applyDisabled(disabled: boolean): void {
    const me = this;
    super.applyDisabled(disabled);
    for (const part of [me.getFocusEl(), me.getMenuTriggerEl()]) {
      if (part?.dom.tagName == 'BUTTON') (part.dom as HTMLButtonElement).disabled = disabled;
    }
    (me.el as Element).set({ 'aria-disabled': String(disabled) });
    me.syncState();
    me.syncHref();
  }

  override onDestroy(): void {
    const me = this;
    const group = groups.get(me.toggleGroup as string);
    if (group?.delete(me) && !group.size) groups.delete(me.toggleGroup as string);
    if (me.menu && me.destroyMenu) me.menu.destroy();
    me.handler = undefined;
    super.onDestroy();
  }
}

const TOOLTIP: Test = [
  (v) => isString(v) || isMap(v),
  'a string or an object such as {text, title}',
];

registerClass(Button, 'Lib.button.Button', {
  $configs: declareConfigs<ButtonConfig, ComponentConfig>({
    text: cfg('text'),
    handler: cfg('function'),
    scope: cfg('any'),
    iconCls: cfg('string'),
    icon: cfg(safeUrl(true)),
    iconAlign: cfg(oneOf('left', 'right', 'top', 'bottom'), 'left'),
    tooltip: cfg(TOOLTIP),
    tooltipType: cfg(oneOf('qtip', 'title'), 'qtip'),
    textAlign: cfg(oneOf('center', 'left', 'right'), 'center'),
    enableToggle: false,
    pressed: false,
    toggleGroup: cfg('string'),
    allowDepress: true,
    toggleHandler: cfg('function'),
    pressedCls: 'pressed',
    menu: cfg([
      (v) => isString(v) || isMap(v) || isArray(v),
      'a menu, a menu config, an xtype or id, or an array of items',
    ]),
    menuAlign: 'tl-bl?',
    arrowAlign: cfg(oneOf('right', 'bottom'), 'right'),
    arrowCls: 'arrow',
    showEmptyMenu: false,
    destroyMenu: true,
    href: cfg(safeUrl(false)),
    hrefTarget: '_blank',
    params: cfg('object'),
    baseParams: cfg('object'),
    scale: cfg(oneOf('small', 'medium', 'large'), 'small'),
    ui: cfg('name', 'default'),
  }),
  xtype: 'button',
  alternateClassName: 'Lib.Button',
  isButton: true,
  isSplitButton: false,
  autoEl: 'button',
  $stateCls: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.button.Button': typeof Button;
  }
  interface AliasMap {
    'widget.button': typeof Button;
  }
}
