/**
 * `Lib.tab.Bar` (xtype `tabbar`): the row of tabs of a tab panel (`x-tab-bar`), a container
 * of `Lib.tab.Tab`s (`defaultType: 'tab'`) with the WAI-ARIA `tablist` role. The active tab is
 * the bar's one Tab stop; ArrowLeft/ArrowRight move to the previous/next tab (wrapping) and
 * activate it, Home/End to the first/last; disabled and hidden tabs are skipped. Delete closes
 * the focused tab when it is closable. In a tab panel, activating a tab activates its card.
 *
 * Events: `change(tabBar, tab, card)` when another tab becomes active.
 *
 * @example
 *   const bar = tabPanel.getTabBar();
 *   bar.on('change', (bar, tab) => console.log(tab.getText()));
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { Container, type ContainerConfig } from '../container/Container';
import { type Element, cssPrefix } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import type { Tab } from './Tab';
// The tabs.
import './Tab';
import type { Component } from '../Component';
import type { ContainerEvents } from '../container/Container';
import type { TabPanel } from './Panel';
import type { Panel } from '../panel/Panel';

export interface TabBarConfig extends ContainerConfig {
  /** Where the bar sits: `'top'` (default) or `'bottom'` of its tab panel. */
  dock?: 'top' | 'bottom';
  /** No background behind the tabs (default `false`; `true` adds `x-tab-bar-plain`). */
  plain?: boolean;
  /** The smallest width of a tab, in pixels (default none). */
  minTabWidth?: number;
  /** The largest width of a tab, in pixels (default none). */
  maxTabWidth?: number;
  /** The tab panel the bar belongs to (set by the tab panel). */
  tabPanel?: TabPanel;
}

/** A tab the user can move to and activate: neither disabled nor hidden. */
const activatable = (tab?: Tab): boolean => !!tab && !tab.disabled && !tab.hidden;

/** The events of tab bars: a container's plus the active tab. */
export interface TabBarEvents<S = Bar> extends ContainerEvents<S> {
  /** Another tab became active; `card` is its panel. */
  change: [tabBar: S, tab: Tab, card: Component | undefined];
}

export class Bar extends Container {
  /** Type only: the events (see `TabBarEvents`). */
  declare $eventMap: TabBarEvents<this>;
  declare dock: 'top' | 'bottom';
  declare plain: boolean;
  declare minTabWidth?: number;
  declare maxTabWidth?: number;
  declare tabPanel?: TabPanel;
  /** The active tab. */
  declare activeTab?: Tab;
  /** The tab active before it (activated again when the active one closes). */
  declare previousTab?: Tab;
  /** The element holding the tabs, once rendered. */
  declare body?: Element;
  /** The line under (or over) the tabs, once rendered. */
  declare strip?: Element;
  /** Always `true`. */
  declare isTabBar: true;

  override getRootCls(): string[] {
    const me = this;
    const classes = super.getRootCls();
    classes.push(px('tab-bar-' + me.dock));
    if (me.plain) classes.push(px('tab-bar-plain'));
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const dom = (me.el as Element).dom;
    me.body = makeEl(dom, 'div', 'tab-bar-body', { id: me.id + '-body' });
    me.strip = makeEl(dom, 'div', 'tab-bar-strip tab-bar-strip-' + me.dock);
    me.body.on('keydown', me.onKeyDown, me);
  }

  /** The element the tabs render into. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  override onAdd(tab: Tab, index: number): void {
    tab.position = this.dock;
    tab.tabBar = this;
    super.onAdd(tab, index);
  }

  override onRemove(tab: Tab, destroying: boolean): void {
    const me = this;
    if (tab === me.previousTab) me.previousTab = undefined;
    if (tab === me.activeTab) me.activeTab = undefined;
    super.onRemove(tab, destroying);
  }

  /**
   * Makes `tab` the active tab (unless it is disabled or already active): the previous one is
   * deactivated, and `change(bar, tab, card)` fires unless `initial`.
   */
  setActiveTab(tab: Tab, initial?: boolean): void {
    const me = this;
    const current = me.activeTab;
    if (!tab || tab.disabled || tab === current) return;
    if (current && !current.isDestroyed) {
      me.previousTab = current;
      current.deactivate();
    }
    tab.activate();
    me.activeTab = tab;
    if (!initial) me.fireEvent('change', me, tab, tab.card);
  }

  /**
   * Activates `tab` as a user would (its card, in a tab panel) and focuses it. Returns whether
   * it is the active tab now.
   */
  activateTab(tab: Tab): boolean {
    const me = this;
    const panel = me.tabPanel;
    if (panel && tab.card) panel.setActiveTab(tab.card);
    else me.setActiveTab(tab);
    tab.focus();
    return me.activeTab === tab;
  }

  /**
   * Closes `tab`: its card's `beforeclose(card)` (`false` keeps it), the card's `close(card)`,
   * the card removed from the tab panel (and destroyed unless the panel's `autoDestroy` is
   * `false`), then the tab's `close(tab)` and the tab removed. The tab to activate next
   * (`findNextActivatable`) is activated and focused. Returns `false` when the tab stays.
   */
  closeTab(tab: Tab): false | void {
    const me = this;
    const card = tab.card;
    const panel = me.tabPanel;
    if (card && (card as Panel).fireEvent('beforeclose', card as Panel) === false) return false;
    const next = me.findNextActivatable(tab);
    suspendLayouts();
    try {
      if (panel && card) {
        // Detached while the card goes, so the panel leaves the tab to us.
        tab.ownerCt = undefined;
        (card as Panel).fireEvent('close', card as Panel);
        panel.remove(card);
        tab.ownerCt = me;
        if (panel.getComponent(card)) return false;
      }
      tab.fireClose();
      me.remove(tab);
      if (next && !next.isDestroyed) me.activateTab(next);
    } finally {
      resumeLayouts(true);
    }
  }

  /**
   * The tab to activate when the active `tab` goes: the one active before it, else the next
   * tab that can be activated, else the previous one; `undefined` when `tab` is not active.
   */
  findNextActivatable(tab: Tab): Tab | undefined {
    const me = this;
    const previous = me.previousTab;
    if (!tab.active || me.items.length < 2) return undefined;
    if (previous !== tab && activatable(previous) && me.items.contains(previous)) return previous;
    return me.nextTab(tab, 1) || me.nextTab(tab, -1);
  }

  /**
   * @internal The nearest tab from `tab` in `step` (1 or -1) that can be activated, wrapping
   * past the end when `wrap`; `undefined` when there is none.
   */
  nextTab(tab: Tab, step: 1 | -1, wrap?: boolean): Tab | undefined {
    const items = this.items.items as Tab[];
    const count = items.length;
    let index = items.indexOf(tab);
    for (let i = 1; i < count; i++) {
      index += step;
      if (wrap) index = (index + count) % count;
      if (activatable(items[index])) return items[index];
    }
    return undefined;
  }

  /** @internal Arrow keys, Home, End and Delete on a focused tab. */
  onKeyDown(e: EventObjectImpl): void {
    const me = this;
    const node = e.getTarget('.' + px('tab'), me.body?.dom);
    const tab = node && (me.items.items as Tab[]).find((t) => t.el?.dom === node);
    if (!tab) return;
    const key = e.getKey();
    const items = me.items.items as Tab[];
    let to: Tab | undefined;
    if (key === e.LEFT || key === e.RIGHT) to = me.nextTab(tab, key === e.LEFT ? -1 : 1, true);
    else if (key === e.HOME) to = activatable(items[0]) ? items[0] : me.nextTab(items[0], 1);
    else if (key === e.END) {
      const last = items[items.length - 1];
      to = activatable(last) ? last : me.nextTab(last, -1);
    } else if (key === e.DELETE && tab.closable) {
      e.preventDefault();
      tab.onCloseClick();
      return;
    } else return;
    e.preventDefault();
    if (to) me.activateTab(to);
  }

  override onDestroy(): void {
    const me = this;
    me.activeTab = me.previousTab = me.tabPanel = me.body = me.strip = undefined;
    super.onDestroy();
  }
}

registerClass(Bar, 'Lib.tab.Bar', {
  $configs: declareConfigs<TabBarConfig, ContainerConfig>({
    dock: cfg(oneOf('top', 'bottom'), 'top'),
    plain: false,
    minTabWidth: cfg('number'),
    maxTabWidth: cfg('number'),
    tabPanel: cfg('object'),
  }),
  xtype: 'tabbar',
  isTabBar: true,
  baseCls: cssPrefix() + 'tab-bar',
  defaultType: 'tab',
  ariaRole: 'tablist',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tab.Bar': typeof Bar;
  }
  interface AliasMap {
    'widget.tabbar': typeof Bar;
  }
}
