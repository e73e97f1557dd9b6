/**
 * `Lib.tab.Tab` (xtype `tab`): one tab of a tab bar, a button with the WAI-ARIA `tab` role. A
 * tab panel makes one per card from the card's `title`, `iconCls`, `closable`, `disabled` and
 * `tabConfig`. The active tab has `x-tab-active`, `aria-selected="true"` and the bar's one Tab
 * stop (`tabindex="0"`; the others `-1`). A closable tab shows a close icon
 * (`x-tab-close-btn`); a click on it, or Delete on the focused tab, closes the tab.
 *
 * Events: `activate(tab)`, `deactivate(tab)`, `beforeclose(tab)` (`false` keeps the tab),
 * `close(tab)`, and the button's `click(tab, e)`.
 *
 * @example
 *   tabPanel.getActiveTab().tab.setClosable(false);
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { isNum } from '../../lib/check';
import { Button, type ButtonConfig } from '../button/Button';
import type { Element } from '../dom/Element';
import { cssPrefix } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { ButtonEvents } from '../button/Button';
import type { Component } from '../Component';
import type { Bar } from './Bar';
import type { Panel } from '../panel/Panel';

export interface TabConfig extends ButtonConfig {
  /** Shows a close icon; Delete on the focused tab closes it (default `true`; a tab panel's tabs follow their card's `closable`). */
  closable?: boolean;
  /** The close icon's tooltip (default `'Close Tab'`). */
  closeText?: string;
  /** Starts active (default `false`). */
  active?: boolean;
  /** The component the tab shows (a tab panel's card). */
  card?: Component;
  /** The tab bar (set by the bar). */
  tabBar?: Bar;
  /** The side of the bar's dock: `'top'` (default) or `'bottom'`. */
  position?: 'top' | 'bottom';
}

/** The events of tabs: a button's plus closing. */
export interface TabEvents<S = Tab> extends ButtonEvents<S> {
  /** Before the close icon closes the tab; `false` cancels it. */
  beforeclose: [tab: S];
  close: [tab: S];
}

export class Tab extends Button {
  /** Type only: the events (see `TabEvents`). */
  declare $eventMap: TabEvents<this>;
  declare closable: boolean;
  declare closeText: string;
  declare active: boolean;
  declare card?: Component;
  declare tabBar?: Bar;
  declare position: 'top' | 'bottom';
  /** The close icon, once rendered (closable tabs only). */
  declare closeEl?: Element;
  /** Always `true`. */
  declare isTab: true;

  override initComponent(): void {
    super.initComponent();
    if (this.card) this.setCard(this.card);
  }

  /** Shows `card`'s title and icon (unless the tab has its own `title`/`iconCls`). */
  setCard(card: Component): void {
    const me = this as Tab & { title?: string };
    me.card = card;
    me.setText(me.title || (card as Panel).title);
    me.setIconCls(me.iconCls || (card as Panel).iconCls);
  }

  override onRender(container?: Node, position?: unknown): void {
    const me = this;
    // Ext's order: the tab's own minWidth, else the bar's minTabWidth, else the tab panel's.
    const owner = me.tabBar;
    if (!isNum(me.minWidth)) me.minWidth = owner?.minTabWidth ?? owner?.tabPanel?.minTabWidth;
    super.onRender(container, position);
    const el = (me.el as Element).removeCls(px('btn')).addCls(px('tab-' + me.position));
    el.setStyle('max-width', owner?.maxTabWidth ?? owner?.tabPanel?.maxTabWidth ?? '');
    me.btnInnerEl?.addCls(px('tab-inner'));
    me.syncActive();
    me.syncClosable();
    if (me.card?.rendered) el.set({ 'aria-controls': me.card.id });
  }

  /** Makes the tab active (`activate` fires unless `suppressEvent`). */
  activate(suppressEvent?: boolean): void {
    this.setActive(true, suppressEvent);
  }

  /** Makes the tab inactive (`deactivate` fires unless `suppressEvent`). */
  deactivate(suppressEvent?: boolean): void {
    this.setActive(false, suppressEvent);
  }

  /** @internal `activate`/`deactivate`. */
  setActive(active: boolean, suppressEvent?: boolean): void {
    this.active = active;
    this.syncActive();
    if (suppressEvent !== true) this.fireEvent(active ? 'activate' : 'deactivate', this);
  }

  /** @internal The active state in the DOM: class, `aria-selected`, the roving tabindex. */
  syncActive(): void {
    const active = this.active;
    this.el
      ?.toggleCls(px('tab-active'), active)
      .set({ 'aria-selected': String(active), tabindex: active ? 0 : -1 });
  }

  /** Shows (default) or removes the close icon. */
  setClosable(closable?: boolean): void {
    const me = this;
    me.closable = closable !== false;
    if (me.card) (me.card as Panel).closable = me.closable;
    me.syncClosable();
  }

  /** @internal The close icon and `x-tab-closable` as `closable` says. */
  syncClosable(): void {
    const me = this;
    const el = me.el;
    if (!el) return;
    const closable = me.closable;
    el.toggleCls(px('tab-closable'), closable).set({ 'aria-keyshortcuts': closable && 'Delete' });
    if (closable && !me.closeEl) {
      // Not a second focus stop inside the tab (a button holds no buttons): Delete closes.
      me.closeEl = makeEl(el.dom, 'span', 'tab-close-btn', {
        title: me.closeText,
        'aria-hidden': 'true',
      });
    } else if (!closable && me.closeEl) {
      me.closeEl.remove();
      me.closeEl = undefined;
    }
  }

  /** A click on the close icon closes the tab; elsewhere it clicks the button and activates the tab. */
  override onClick(e: EventObjectImpl): void {
    const me = this;
    if (me.disabled || me.isDestroyed) return super.onClick(e);
    if (me.closable && me.closeEl?.contains(e.getTarget())) {
      e.preventDefault();
      me.onCloseClick();
      return;
    }
    super.onClick(e);
    me.tabBar?.activateTab(me);
  }

  /** Closes the tab: `beforeclose` (`false` keeps it), then the bar's `closeTab` (or `close`). */
  onCloseClick(): void {
    const me = this;
    if (me.fireEvent('beforeclose', me) === false) return;
    if (me.tabBar) me.tabBar.closeTab(me);
    else me.fireClose();
  }

  /** Fires `close(tab)`. */
  fireClose(): void {
    this.fireEvent('close', this);
  }

  override onDestroy(): void {
    this.card = this.tabBar = this.closeEl = undefined;
    super.onDestroy();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface Tab {
  $construct(config?: TabConfig): this;
}

registerClass(Tab, 'Lib.tab.Tab', {
  $configs: declareConfigs<TabConfig, ButtonConfig>({
    closable: true,
    closeText: 'Close Tab',
    active: false,
    card: cfg('object'),
    tabBar: cfg('object'),
    position: cfg(oneOf('top', 'bottom'), 'top'),
  }),
  xtype: 'tab',
  isTab: true,
  baseCls: cssPrefix() + 'tab',
  ariaRole: 'tab',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tab.Tab': typeof Tab;
  }
  interface AliasMap {
    'widget.tab': typeof Tab;
  }
}
