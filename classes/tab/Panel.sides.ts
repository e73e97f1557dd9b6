/**
 * Tabs at the side, `tabPosition: 'left'` or `'right'` (installed on `Lib.tab.Panel`,
 * `Lib.tab.Bar` and `Lib.tab.Tab` by the widgets pack; without it those positions are refused):
 * the tab bar is docked at that side of the panel, its tabs one under the other
 * (`x-tab-bar-left`/`-right`, `x-tab-left`/`-right`), and it is a vertical ARIA tablist: Up and
 * Down move between the tabs (Left and Right still do), Home and End go to the ends. The tab
 * texts stay horizontal (Ext JS 4.2.1 turned them a quarter; a stylesheet can, through those
 * classes).
 *
 * @example
 *   Lib.create('Lib.tab.Panel', {tabPosition: 'left', height: 200, renderTo: document.body,
 *     items: [{title: 'One', html: '1'}, {title: 'Two', html: '2'}]});
 */
import { override } from '../../lib/Class';
import { cfg, oneOf } from '../../lib/config';
import { Bar } from './Bar';
import { TabPanel } from './Panel';
import { Tab } from './Tab';
import type { EventObjectImpl } from '../EventObjectImpl';
import { px } from '../dom/Element.build';

/** The four sides, as the configs take them. */
const SIDES = cfg(oneOf('top', 'bottom', 'left', 'right'), 'top');

override(TabPanel, { $configs: { tabPosition: SIDES } });
override(Tab, { $configs: { position: SIDES } });

/** A bar docked at the left or the right (its `dock` type knows only the core's sides). */
const atSide = (bar: Bar) => /^(left|right)$/.test(bar.dock as string);

/** The core's methods this file wraps. */
const { onRender, onKeyDown } = Bar.prototype;

override(Bar, {
  $configs: { dock: SIDES },

  /** A bar at the side is a vertical tablist. */
  onRender(this: Bar, container?: Node, position?: unknown): void {
    onRender.call(this, container, position);
    if (atSide(this)) this.el!.set({ 'aria-orientation': 'vertical' });
  },

  /** Up and Down move between the tabs of a bar at the side, as Left and Right do. */
  onKeyDown(this: Bar, e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    if (!atSide(me) || (key !== e.UP && key !== e.DOWN)) return onKeyDown.call(me, e);
    const node = e.getTarget('.' + px('tab'), me.body?.dom);
    const tab = (me.items.items as Array<{ el?: { dom: unknown } }>).find(
      (t) => t.el?.dom === node,
    );
    if (!tab) return;
    e.preventDefault();
    const to = me.nextTab(tab as never, key === e.UP ? -1 : 1, true);
    if (to) me.activateTab(to);
  },
});
