/**
 * `Lib.layout.container.Accordion` (`layout: 'accordion'`, alternate
 * `Lib.layout.AccordionLayout`): panels stacked, one expanded filling what the others' headers
 * leave (`fill`, default `true`), the others collapsed to their headers — a `vbox` that
 * stretches. The first panel set `collapsed: false` starts expanded, else the first panel.
 * Expanding a panel (a click on its header with `titleCollapse`, the default; Enter or Space
 * on its title; its tool; `expand()`) collapses the expanded one, and collapsing the expanded
 * panel expands its neighbour; with `multi: true` several stay open. `activeOnTop` moves the
 * expanded panel first. Each header's title is a button with `aria-expanded` and
 * `aria-controls` (see `Lib.panel.Panel#titleCollapse`).
 *
 * @example
 *   Lib.widget('panel', {title: 'Settings', layout: 'accordion', height: 300, items: [
 *     {title: 'General', html: '…'}, {title: 'Privacy', html: '…'},
 *   ]});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../../lib/config';
import { own } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { px } from '../../dom/Element.build';
import type { Panel } from '../../panel/Panel';
import type { BoxLayoutConfig } from './Box';
import { VBoxLayout } from './VBox';

export interface AccordionLayoutConfig extends BoxLayoutConfig {
  /** The expanded panel fills the height the headers leave (default `true`). */
  fill?: boolean;
  /** A click anywhere on a header toggles its panel (default `true`; a panel's own `titleCollapse` wins). */
  titleCollapse?: boolean;
  /** Leave out the collapse tools (the headers toggle; default `false`). */
  hideCollapseTool?: boolean;
  /** Put each panel's collapse tool first (default: the panel's `collapseFirst`). */
  collapseFirst?: boolean;
  /** Move the panel being expanded to the top (default `false`; not with `multi`). */
  activeOnTop?: boolean;
  /** Let several panels be expanded at once (default `false`). */
  multi?: boolean;
  /** Ext's animation switch: Lib does not animate (accepted, ignored). */
  animate?: boolean;
}

export class AccordionLayout extends VBoxLayout {
  declare fill: boolean;
  declare titleCollapse: boolean;
  declare hideCollapseTool: boolean;
  declare collapseFirst?: boolean;
  declare activeOnTop: boolean;
  declare multi: boolean;
  declare animate: boolean;
  /** @internal `true` while the layout expands or collapses the other panels itself. */
  declare processing?: boolean;

  /** Makes new panels collapsible (one expanded unless `multi`), then lays out as a vbox. */
  override arrange(): void {
    const me = this;
    const items = me.getLayoutItems() as Panel[];
    let expanded = me.multi ? null : items.find((c) => c.rendered && !c.collapsed);
    const fresh = items.filter((c) => !c.rendered);
    for (const c of fresh) {
      if (!me.multi || c.collapsible !== false) c.collapsible = true;
      if (me.collapseFirst != null) c.collapseFirst = me.collapseFirst;
      if (me.hideCollapseTool) c.hideCollapseTool = c.titleCollapse = true;
      else c.titleCollapse ??= me.titleCollapse;
      c.border = false;
      c.title ??= '';
      // The panel made its tools when created: give it the collapse tool it now needs.
      if (!c.collapseTool && !c.hideCollapseTool) {
        c.collapseTool = c.makeTool({ handler: () => c.toggleCollapse() });
        c.tools[c.collapseFirst === false ? 'push' : 'unshift'](c.collapseTool);
      }
      if (!me.multi) {
        if (expanded) c.collapsed = true;
        else if (own(c, 'collapsed') && c.collapsed === false) expanded = c;
        else c.collapsed = true;
      }
    }
    if (!me.multi && !expanded && fresh.length) items[0].collapsed = false;
    super.arrange();
    for (const c of items) c.headerEl?.addCls(px('accordion-hd'));
  }

  /** A filling accordion flexes every panel (the collapsed ones keep their header height). */
  override itemStyle(item: Panel): Record<string, string | undefined> {
    const style = super.itemStyle(item);
    if (this.fill) Object.assign(style, { flex: '1 1 0px', minHeight: '0' });
    return style;
  }

  /** The expanded panels get their height when the accordion fills. */
  override sizesHeight(item: Panel): boolean {
    return this.fill ? !item.collapsed : super.sizesHeight(item);
  }

  /** The expanded panels. */
  getExpanded(): Panel[] {
    return (this.owner.items.items as Panel[]).filter((c) => !c.collapsed);
  }

  /** @internal `beforeexpand`: collapses the expanded panel (unless `multi`), moves it first with `activeOnTop`. */
  onComponentExpand(toExpand: Panel): void {
    const me = this;
    if (me.processing) return;
    me.processing = true;
    try {
      if (!me.multi) {
        for (const c of me.getExpanded()) if (c !== toExpand) c.collapse();
        const owner = me.owner;
        if (me.activeOnTop && owner.items.indexOf(toExpand) > 0) {
          const focused = toExpand.el?.contains(toExpand.el.dom.ownerDocument.activeElement);
          owner.insert(0, toExpand);
          if (focused) toExpand.titleEl?.focus();
        }
      }
    } finally {
      me.processing = false;
    }
  }

  /**
   * @internal `beforecollapse`: the only panel stays expanded; otherwise the next panel (or
   * the previous) expands, with `multi` only when none other is expanded.
   */
  onComponentCollapse(comp: Panel): boolean | void {
    const me = this;
    if (me.owner.items.getCount() === 1) return false;
    if (me.processing) return;
    me.processing = true;
    try {
      const next = (comp.nextSibling() || comp.previousSibling()) as Panel | undefined;
      if (!me.multi || me.getExpanded().length === 1) next?.expand();
    } finally {
      me.processing = false;
    }
  }
}

registerClass(AccordionLayout, 'Lib.layout.container.Accordion', {
  $configs: declareConfigs<AccordionLayoutConfig, BoxLayoutConfig, 'align'>({
    fill: true,
    titleCollapse: true,
    hideCollapseTool: false,
    collapseFirst: cfg('boolean'),
    activeOnTop: false,
    multi: false,
    animate: true,
    align: cfg(oneOf('stretch'), 'stretch'),
  }),
  alias: 'layout.accordion',
  alternateClassName: 'Lib.layout.AccordionLayout',
  type: 'accordion',
  targetCls: [cssPrefix() + 'box-layout-ct', 'vbox', 'accordion-layout-ct'].join(' ' + cssPrefix()),
  itemCls: cssPrefix() + 'accordion-item',
  // The panels' expand and collapse requests.
  itemListeners: { beforeexpand: 'onComponentExpand', beforecollapse: 'onComponentCollapse' },
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Accordion': typeof AccordionLayout;
  }
}
