/**
 * `Lib.tab.Panel` (xtype `tabpanel`, alternate `Lib.TabPanel`): a panel whose items are cards
 * (a card layout), one shown at a time, with a tab bar (`Lib.tab.Bar`) between the title bar
 * and the body (`tabPosition: 'bottom'`: below the body). Each card's `title`, `iconCls`,
 * `closable`, `disabled`, `hidden` and `tabConfig` make its tab, which follows the card's
 * `setTitle`, `setIconCls`, `disable` and `enable`. With `deferredRender` (default) a card
 * renders when first shown: a card with `loader: {url, loadOnRender: true}` loads then.
 *
 * Events: `beforetabchange(tabPanel, newCard, oldCard)` (`false` cancels) and
 * `tabchange(tabPanel, newCard, oldCard)`. Closing a tab fires its card's `beforeclose(card)`
 * and `close(card)`, then removes (and destroys) the card.
 *
 * @example
 *   Lib.create('Lib.tab.Panel', {
 *     width: 400, height: 250, renderTo: document.body, activeTab: 'orders',
 *     items: [
 *       {title: 'Customers', html: '<p>…</p>'},
 *       {title: 'Orders', itemId: 'orders', closable: true, loader: {url: '/orders', loadOnRender: true}},
 *     ],
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { isNum, isObj, isString } from '../../lib/check';
import { cssPrefix } from '../dom/Element';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import { Panel, type PanelConfig } from '../panel/Panel';
import type { CardLayout } from '../layout/container/Card';
import { Bar, type TabBarConfig } from './Bar';
import type { Tab } from './Tab';
// The cards' layout.
import '../layout/container/Card';
import type { Component } from '../Component';
import type { PanelEvents } from '../panel/Panel';
import type { ContainerConfig, ItemSpec } from '../container/Container';

/** `dockedItems` as `initComponent` finds it: the config, not yet the list. */
type DockedConfig = { dockedItems: unknown };

/** A card of a tab panel: a component with its `tab` (and the configs the tab follows). */
export type Card = Component & {
  tab?: Tab;
  closable?: boolean;
  tooltip?: string;
  closeText?: string;
  tabConfig?: Record<string, unknown>;
};

export interface TabPanelConfig extends PanelConfig {
  /** The card shown first: an index, an id, an itemId or a card (default `0`). */
  activeTab?: number | string | Component | ContainerConfig;
  /**
   * Where the tabs are: `'top'` (default) or `'bottom'`; `'left'` or `'right'` with the widgets
   * pack.
   */
  tabPosition?: 'top' | 'bottom';
  /** No background behind the tabs (default `false`). */
  plain?: boolean;
  /** Cards that are panels lose their title bar (their title is on the tab); default `true`. */
  removePanelHeader?: boolean;
  /** A card renders when first shown (default `true`). */
  deferredRender?: boolean;
  /** The smallest width of a tab, in pixels (default none). */
  minTabWidth?: number;
  /** The largest width of a tab, in pixels (default none). */
  maxTabWidth?: number;
  /** Configs of the tab bar. */
  tabBar?: TabBarConfig;
  /** The class every card gets (default `'x-tabpanel-child'`). */
  itemCls?: string;
}

/** The card events a tab follows, with the tab panel's handler of each. */
const CARD_EVENTS = {
  enable: 'onItemEnable',
  disable: 'onItemDisable',
  beforeshow: 'onItemBeforeShow',
  titlechange: 'onItemTitleChange',
  iconclschange: 'onItemIconClsChange',
  render: 'onItemRender',
} as const;

/** The events of tab panels: a panel's plus the active tab. */
export interface TabPanelEvents<S = TabPanel> extends PanelEvents<S> {
  /** `newCard` is about to become the active tab; `false` cancels it. */
  beforetabchange: [tabPanel: S, newCard: Component, oldCard: Component | null | undefined];
  tabchange: [tabPanel: S, newCard: Component, oldCard: Component | null | undefined];
}

export class TabPanel extends Panel {
  /** Type only: the events (see `TabPanelEvents`). */
  declare $eventMap: TabPanelEvents<this>;
  declare activeTab: Component | null | undefined;
  declare tabPosition: 'top' | 'bottom';
  declare plain: boolean;
  declare removePanelHeader: boolean;
  declare deferredRender: boolean;
  declare minTabWidth?: number;
  declare maxTabWidth?: number;
  /** The tab bar (a `Lib.tab.Bar`). */
  declare tabBar: Bar;
  declare layout: CardLayout;
  declare itemCls: string;

  override initComponent(): void {
    const me = this;
    const layout = me.layout as unknown;
    const active = me.activeTab as TabPanelConfig['activeTab'];
    me.layout = {
      type: 'card',
      deferredRender: me.deferredRender,
      itemCls: me.itemCls,
      ...((isNum(active) || isString(active)) && { activeItem: active }),
      ...(isObj(layout) && !layout.isLayout && layout),
    } as unknown as CardLayout;
    const bar = (me.tabBar = new Bar({
      dock: me.tabPosition,
      plain: me.plain,
      minTabWidth: me.minTabWidth,
      maxTabWidth: me.maxTabWidth,
      ...(me.tabBar as unknown as TabBarConfig),
      tabPanel: me,
    }));
    // The bar is docked as Ext docks it: after the `dockedItems` given, before the toolbars.
    (me as DockedConfig).dockedItems = ([] as unknown[]).concat(me.dockedItems ?? [], bar);
    super.initComponent();
    const card = (me.activeTab = me.getComponent<Card>(active as Component) ?? null);
    if (card) {
      me.layout.activeItem = card;
      me.tabBar.setActiveTab(card.tab!, true);
    }
  }

  /** The tab bar. */
  getTabBar(): Bar {
    return this.tabBar;
  }

  /** The card shown, or `null` when there is none. */
  getActiveTab(): Card | null {
    const me = this;
    const card = me.activeTab;
    return (me.activeTab = card?.isComponent && me.items.contains(card) ? card : null);
  }

  /**
   * Shows a card: a card, its index, id or itemId (a config is added first). Fires
   * `beforetabchange(tabPanel, card, oldCard)` (`false` cancels) and, once shown,
   * `tabchange(tabPanel, card, oldCard)`. Returns the card shown, or `false` when there is no
   * such card, it is disabled, or a listener (or the card's `beforeactivate`) refused.
   */
  setActiveTab(card: Component | number | string | ItemSpec | null | undefined): Card | false {
    const me = this;
    let next =
      (card as Component)?.isComponent || isNum(card) || isString(card)
        ? me.getComponent<Card>(card as Component)
        : (card as Card | null | undefined);
    if (!next) return false;
    const previous = me.getActiveTab();
    if (next === previous) return next;
    if (next.disabled || me.fireEvent('beforetabchange', me, next, previous) === false) {
      return false;
    }
    suspendLayouts();
    try {
      if (!next.isComponent) next = me.add<Card>(next);
      me.activeTab = next;
      me.layout.setActiveItem(next);
      next = me.activeTab = me.layout.getActiveItem() as Card;
      if (next !== previous) me.tabBar.setActiveTab(next.tab!);
    } finally {
      resumeLayouts(true);
    }
    if (next === previous) return false;
    me.fireEvent('tabchange', me, next, previous);
    return next;
  }

  /** A card added: its tab is inserted at the same place, following the card's state. */
  override onAdd(item: Card, index: number): void {
    const me = this;
    item.tab = me.tabBar.insert<Tab>(index, {
      xtype: 'tab',
      card: item,
      disabled: item.disabled,
      closable: !!item.closable,
      hidden: !!item.hidden,
      tooltip: item.tooltip,
      closeText: item.closeText,
      ...item.tabConfig,
    });
    for (const [event, fn] of Object.entries(CARD_EVENTS)) item.on(event, me[fn], me);
    if (item instanceof Panel) {
      if (me.removePanelHeader) {
        if (item.rendered) item.headerEl?.hide();
        else item.header = false;
      }
      if (me.border) {
        if (item.rendered) item.addCls(cssPrefix() + 'panel-noborder');
        item.border = false;
      }
    }
    if (item.rendered) me.onItemRender(item);
    super.onAdd(item, index);
    // The first card of a tab panel that had none.
    if (me.activeTab === null) me.setActiveTab(item);
  }

  /** The card removed: its tab goes too; the tab panel stops following it. */
  override onRemove(item: Card, destroying: boolean): void {
    const me = this;
    const tab: Tab | undefined = item.tab;
    for (const [event, fn] of Object.entries(CARD_EVENTS)) item.un(event, me[fn], me);
    item.el?.set({ role: null, 'aria-labelledby': null });
    item.tab = undefined;
    if (tab) {
      tab.card = undefined;
      if (!me.destroying && tab.ownerCt === me.tabBar) me.tabBar.remove(tab);
    }
    super.onRemove(item, destroying);
  }

  /** The active card leaving shows the tab to activate next (`Bar#findNextActivatable`). */
  override doRemove(item: Card, autoDestroy?: boolean): void {
    const me = this;
    if (me.destroying || me.items.length === 1) me.activeTab = null;
    else {
      const next = item.tab && me.tabBar.findNextActivatable(item.tab);
      if (next) me.setActiveTab(next.card);
    }
    super.doRemove(item, autoDestroy);
  }

  /** A card moved: its tab moves along. */
  override onMove(item: Component, from: number, to: number): void {
    this.tabBar.move(from, to);
    super.onMove(item, from, to);
  }

  /** @internal The card's element becomes its tab's `tabpanel`. */
  onItemRender(item: Card): void {
    const tab = item.tab;
    if (!tab) return;
    item.el!.set({ role: 'tabpanel', 'aria-labelledby': tab.id });
    tab.el?.set({ 'aria-controls': item.id });
  }

  /** @internal The card was enabled: so is its tab. */
  onItemEnable(item: Card): void {
    item.tab!.enable();
  }

  /** @internal The card was disabled: so is its tab. */
  onItemDisable(item: Card): void {
    item.tab!.disable();
  }

  /** @internal Showing a card that is not the active one activates it instead. */
  onItemBeforeShow(item: Card): unknown {
    if (item !== this.activeTab) {
      this.setActiveTab(item);
      return false;
    }
    return undefined;
  }

  /** @internal The card's new title is its tab's text. */
  onItemTitleChange(item: Card, title: string): void {
    item.tab!.setText(title);
  }

  /** @internal The card's new icon class is its tab's. */
  onItemIconClsChange(item: Card, iconCls: string): void {
    item.tab!.setIconCls(iconCls);
  }
}

registerClass(TabPanel, 'Lib.tab.Panel', {
  $configs: declareConfigs<TabPanelConfig, PanelConfig>({
    activeTab: cfg(
      [(v) => isNum(v) || isString(v) || isObj(v), 'an index, an id, an itemId or a card'],
      0,
    ),
    tabPosition: cfg(oneOf('top', 'bottom'), 'top'),
    plain: false,
    removePanelHeader: true,
    deferredRender: true,
    minTabWidth: cfg('number'),
    maxTabWidth: cfg('number'),
    tabBar: cfg('object'),
    itemCls: cssPrefix() + 'tabpanel-child',
  }),
  xtype: 'tabpanel',
  alternateClassName: 'Lib.TabPanel',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tab.Panel': typeof TabPanel;
  }
  interface AliasMap {
    'widget.tabpanel': typeof TabPanel;
  }
}
