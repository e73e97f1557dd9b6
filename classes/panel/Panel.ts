/**
 * `Lib.panel.Panel` (xtype `panel`, alternate `Lib.Panel`): a container with an optional title
 * bar (`x-panel-header`: an icon, the title, the tools) above a body (`x-panel-body`), the
 * target of its layout. The title is text, never markup; the body takes the author's `html`.
 *
 * Tools (`tools`, `addTool`; see `Lib.panel.Tool`) sit at the right of the header.
 * `collapsible` adds the collapse tool: `collapse(direction)` leaves the header only
 * (`x-panel-collapsed`, `x-panel-collapsed-<direction>`; left and right stand the header on
 * its side) and `expand()` brings the body back, each firing `beforecollapse(panel,
 * direction, animate)` / `collapse(panel)` or `beforeexpand(panel, animate)` / `expand(panel)`
 * and laying out again, so the siblings in a vbox or border layout take the room. With
 * `titleCollapse` the title is a button (`aria-expanded`, `aria-controls`): a click on the
 * header, Enter or Space toggles. `closable` adds the close tool: `close()` fires
 * `beforeclose(panel)` (`false` cancels) and `close(panel)`, then destroys the panel (or
 * hides it: `closeAction: 'hide'`).
 *
 * The theme lays the panel out as a flex column, so in a browser the body fills whatever the
 * header leaves of the panel's `height`. Where there is no layout (happy-dom), `getBodyHeight`
 * computes the same figure from the configured size and the theme's header height.
 *
 * @example
 *   Lib.create('Lib.panel.Panel', {
 *     title: 'Notes', width: 300, height: 200, bodyPadding: 8, html: '<p>Hello</p>',
 *     collapsible: true, closable: true, closeAction: 'hide', renderTo: document.body,
 *     tools: [{type: 'help', tooltip: 'Help', handler: showHelp}],
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, either, fail, oneOf, type Test } from '../../lib/config';
import { isNum, isObj } from '../../lib/check';
import { toText } from '../../lib/lang/String';
import { BORDER, CLS, STYLE, spacing } from '../Component';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import { ComponentManager } from '../ComponentManager';
import { ComponentQuery } from '../ComponentQuery';
import {
  ComponentList,
  Container,
  type ContainerConfig,
  type ItemSpec,
} from '../container/Container';
import { type Element, cssPrefix } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import { Tool, type ToolConfig } from './Tool';
import {
  DOCK_WEIGHT,
  placeNodes,
  toolbarOf,
  type DockingConfig,
  type ToolbarSpec,
} from './Panel.docking';
// The xtype of the docked toolbars.
import '../toolbar/Toolbar';
import type { Component, Spacing } from '../Component';
import type { ContainerEvents } from '../container/Container';
import type { EventObjectImpl } from '../EventObjectImpl';

/** A docked component: its `dock` side, and a theme height for a toolbar not yet measured. */
export type Docked = Component & { dock: string; defaultHeight?: number };

/** A collapse direction. */
export type Direction = 'top' | 'right' | 'bottom' | 'left';
const DIRECTIONS: Direction[] = ['top', 'right', 'bottom', 'left'];
/** A body overflow setting: a CSS `overflow` value, `true` (`auto`) or `false` (`hidden`). */
export type Overflow = 'auto' | 'scroll' | 'hidden' | 'visible' | boolean;
const OVERFLOW = oneOf('auto', 'scroll', 'hidden', 'visible', true, false);

export interface PanelConfig extends ContainerConfig, DockingConfig {
  /** Title shown in the header, as text (default none: no header unless `header`, tools or `collapsible` ask for one). */
  title?: string;
  /** `false` hides the header even with a title; `true` shows it even without (default: shown when titled). */
  header?: boolean;
  /** A class of the header's icon (`x-panel-header-icon`; default none). */
  iconCls?: string;
  /** Tools of the header: `Lib.panel.Tool` configs (`{type, handler, tooltip, itemId}`) or tools. */
  tools?: Array<ToolConfig | Tool>;
  /** Extra CSS classes of the body element. */
  bodyCls?: string | string[];
  /** Inline style of the body: a CSS string or an object. */
  bodyStyle?: string | Record<string, string | number>;
  /** Padding of the body: pixels, `'5 10'` text, or `true` for 5 pixels (default none). */
  bodyPadding?: number | string | boolean;
  /** Give the body a border (`true` 1 pixel, or a number of pixels; default none in this theme). */
  bodyBorder?: boolean | number;
  /** The panel's border (Ext's `border`; default `true`: the theme's); `false` or `0` none. */
  border?: boolean | number | string | Spacing;
  /** Ext's framed look (`x-panel-default-framed`: padded, rounded; default `false`). */
  frame?: boolean;
  /** `true`: the body scrolls (`overflow: auto`); `false`: it clips. Default: the theme's (auto). */
  autoScroll?: boolean;
  /** The body's horizontal overflow (`'auto'`, `'scroll'`, `'hidden'`, `true` = auto, `false` = hidden). */
  overflowX?: Overflow;
  /** The body's vertical overflow, as `overflowX`. */
  overflowY?: Overflow;
  /** Adds the collapse tool and lets the panel collapse to its header (default `false`). */
  collapsible?: boolean;
  /** Render collapsed (default `false`). */
  collapsed?: boolean;
  /** Where the panel collapses to: `'top'` (default), `'bottom'`, `'left'`, `'right'` (a border layout sets its region's). */
  collapseDirection?: Direction;
  /** Put the collapse tool before the other tools (default `true`). */
  collapseFirst?: boolean;
  /** Leave the collapse tool out (the header still toggles with `titleCollapse`; default `false`). */
  hideCollapseTool?: boolean;
  /** A click on the header (Enter or Space on the title) toggles a collapsible panel (default `false`). */
  titleCollapse?: boolean;
  /** In a border layout: `'mini'` collapses the region away, leaving its splitter (default `'placeholder'`: the header). */
  collapseMode?: 'placeholder' | 'header' | 'mini';
  /** Adds the close tool (default `false`). */
  closable?: boolean;
  /** What `close()` does: `'destroy'` (default) or `'hide'`. */
  closeAction?: 'destroy' | 'hide';
}

/** The events of panels: a container's plus collapsing, closing, title and docked items. */
export interface PanelEvents<S = Panel> extends ContainerEvents<S> {
  /** Before collapsing towards `direction`; `false` cancels it. */
  beforecollapse: [panel: S, direction: string | undefined, animate: boolean | undefined];
  collapse: [panel: S];
  /** Before expanding; `false` cancels it. */
  beforeexpand: [panel: S, animate: boolean | undefined];
  expand: [panel: S];
  /** Before closing (`close()`, the close tool); `false` cancels it. */
  beforeclose: [panel: S];
  close: [panel: S];
  titlechange: [panel: S, newTitle: string, oldTitle: string | undefined];
  iconclschange: [panel: S, newIconCls: string | undefined, oldIconCls: string | undefined];
  /** A docked item (toolbar, header) was added at `index` (beyond Ext JS 4.2.1's docs). */
  dockedadd: [panel: S, component: Component, index: number];
  dockedremove: [panel: S, component: Component];
}

/** A panel as `bridgeToolbars` finds it: the docking configs not turned into components yet. */
type Bars = Omit<Panel, BarName | 'dockedItems'> & { [K in BarName]?: ToolbarSpec | null } & {
  dockedItems?: DockingConfig['dockedItems'];
};
type BarName = 'tbar' | 'bbar' | 'fbar' | 'lbar' | 'rbar' | 'buttons';
export class Panel extends Container {
  /** Type only: the events (see `PanelEvents`). */
  declare $eventMap: PanelEvents<this>;
  declare title?: string;
  declare header?: boolean;
  declare iconCls?: string;
  declare tools: Tool[];
  declare bodyCls?: string | string[];
  declare bodyStyle?: string | Record<string, string | number>;
  declare bodyPadding?: number | string | boolean;
  declare bodyBorder?: boolean | number;
  declare frame: boolean;
  declare autoScroll?: boolean;
  declare overflowX?: Overflow;
  declare overflowY?: Overflow;
  declare collapsible: boolean;
  /** `false`, or the direction the panel is collapsed to (`true` as a config: `collapseDirection`). */
  declare collapsed: boolean | Direction;
  declare collapseDirection: Direction;
  declare collapseFirst: boolean;
  declare hideCollapseTool: boolean;
  declare titleCollapse?: boolean;
  declare collapseMode?: 'placeholder' | 'header' | 'mini';
  declare closable: boolean;
  declare closeAction: 'destroy' | 'hide';
  /** The collapse/expand tool of a collapsible panel. */
  declare collapseTool?: Tool;
  /** The title bar, once rendered (absent when the panel has no header). */
  declare headerEl?: Element;
  /** The element holding the title text, once rendered. */
  declare titleEl?: Element;
  /** The header's icon element (with `iconCls`), once rendered. */
  declare iconEl?: Element;
  /** The body, once rendered. */
  declare body?: Element;
  /**
   * Height of the title bar in the theme (panel.css), used where the DOM has no layout.
   * Default 32.
   */
  declare headerHeight: number;
  /** Width of the panel border in the theme, used where the DOM has no layout. Default 1. */
  declare borderWidth: number;
  /** The docked components (after construction; `dockedItems` configures them). */
  declare dockedItems: ComponentList<Docked>;
  declare tbar?: DockingConfig['tbar'];
  declare bbar?: DockingConfig['bbar'];
  declare lbar?: DockingConfig['lbar'];
  declare rbar?: DockingConfig['rbar'];
  declare fbar?: DockingConfig['fbar'];
  declare buttons?: DockingConfig['buttons'];
  declare buttonAlign?: 'left' | 'center' | 'right';
  declare minButtonWidth: number;
  /** The row holding the left docks, the body and the right docks (once there are side docks). */
  declare bodyWrap?: Element;

  // ---------------------------------------------------------------- docked items

  /**
   * Ext's `bridgeToolbars`: `dockedItems` followed by the toolbars the shorthands stand for
   * (`tbar`, `bbar`, `fbar`/`buttons`, `lbar`, `rbar`, in Ext's order), which are cleared.
   */
  bridgeToolbars(): ItemSpec[] {
    const me = this as unknown as Bars;
    const docked: ItemSpec[] = ([] as ItemSpec[]).concat(me.dockedItems ?? []);
    me.fbar ??= me.buttons;
    for (const [name, dock] of [
      ['tbar', 'top'],
      ['bbar', 'bottom'],
      ['fbar', 'bottom'],
      ['lbar', 'left'],
      ['rbar', 'right'],
    ] as const) {
      const footer = name === 'fbar';
      if (me[name]) {
        docked.push(
          toolbarOf(
            me[name],
            dock,
            footer ? me.buttonAlign || 'right' : undefined,
            footer ? me.minButtonWidth : undefined,
          ),
        );
      }
      me[name] = null;
    }
    me.buttons = null;
    return docked;
  }

  /**
   * Docks components (or configs; each `dock` `'top'` by default) at the end of the docked
   * items, or from index `pos`. Fires `dockedadd(panel, item, index)` for each. Returns the
   * docked components.
   */
  addDocked(items: ItemSpec | ItemSpec[], pos?: number): Docked[] {
    const me = this;
    const list = me.dockedItems.items;
    const added = ([] as ItemSpec[]).concat(items).map((spec, i) => {
      const item = me.lookupComponent(spec) as Docked;
      const dock = (item.dock ||= 'top');
      if (!(dock in DOCK_WEIGHT)) {
        fail(
          me.$className + '#addDocked',
          "a docked item's dock",
          "'top', 'bottom', 'left' or 'right'",
          dock,
        );
      }
      if (item.ownerCt && item.ownerCt !== me) item.ownerCt.remove(item, false);
      const at = pos == null ? list.length : Math.min(pos + i, list.length);
      list.splice(at, 0, item);
      item.onAdded(me, at);
      item.addCls(me.dockedCls(item));
      me.fireEvent('dockedadd', me, item, at);
      me.onDockedAdd(item);
      return item;
    });
    if (me.rendered) me.renderDocked();
    return added;
  }

  /** Docks components from index `pos` (`addDocked(items, pos)`). */
  insertDocked(pos: number, items: ItemSpec | ItemSpec[]): Docked[] {
    return this.addDocked(items, pos);
  }

  /**
   * Undocks `item` and destroys it unless `autoDestroy` is `false` (default: the panel's
   * `autoDestroy`). Fires `dockedremove(panel, item)`. Returns the item.
   */
  removeDocked<T extends Component = Component>(item: T, autoDestroy?: boolean): T {
    const me = this;
    const list = me.dockedItems.items;
    const at = list.indexOf(item as Component as Docked);
    if (at < 0) return item;
    const destroy = autoDestroy ?? me.autoDestroy;
    list.splice(at, 1);
    item.removeCls(me.dockedCls(item));
    item.onRemoved(destroy);
    me.onDockedRemove(item);
    if (destroy) item.destroy();
    else if (item.rendered) item.el!.dom.remove();
    me.fireEvent('dockedremove', me, item);
    if (!me.destroying) me.updateLayout();
    return item;
  }

  /** Hook: `item` was docked. */
  onDockedAdd(_item: Component): void {}

  /** Hook: `item` was undocked. */
  onDockedRemove(_item: Component): void {}

  /** @internal The classes of a docked item: `x-docked x-docked-top x-toolbar-docked-top`. */
  dockedCls(item: Component & { dock?: string }): string[] {
    const dock = item.dock;
    return [px('docked docked-' + dock), item.baseCls && item.baseCls + '-docked-' + dock].filter(
      Boolean,
    ) as string[];
  }

  /**
   * The docked components in Ext's render order (top, left, right, bottom; in docking order
   * within a side), those matching `selector` when given; `beforeBody` `true` keeps the top and
   * left ones, `false` the right and bottom ones.
   */
  getDockedItems(selector?: string, beforeBody?: boolean): Docked[] {
    let items = [...(this.dockedItems?.items || [])].sort(
      (a, b) => DOCK_WEIGHT[a.dock] - DOCK_WEIGHT[b.dock],
    );
    if (beforeBody != null) items = items.filter((c) => DOCK_WEIGHT[c.dock] < 4 === beforeBody);
    return selector ? (ComponentQuery.query(selector, items) as Docked[]) : items;
  }

  /** A layout run goes through the docked items too. */
  override getLayoutChildren(): Component[] {
    return [...(this.dockedItems?.items || []), ...super.getLayoutChildren()];
  }

  /** The docked component with this id or itemId, at this index, or the given one; else `undefined`. */
  getDockedComponent(item: Component | string | number | undefined): Docked | undefined {
    const docked = this.dockedItems;
    if ((<Component>item)?.isComponent) return docked.contains(item) ? <Docked>item : undefined;
    return docked.get(item as string | number);
  }

  /**
   * @internal `items` (the panel's own) with the top and left docks before and the right and
   * bottom docks after them, each followed by its descendants when `deep`.
   */
  getDockingRefItems(deep: boolean | undefined, items: Component[]): Component[] {
    const expand = (list: Component[]) =>
      deep ? list.flatMap((c) => [c, ...(c.getRefItems?.(true) || [])]) : list;
    return [
      ...expand(this.getDockedItems(undefined, true)),
      ...items,
      ...expand(this.getDockedItems(undefined, false)),
    ];
  }

  /** A docked component is undocked (`removeDocked`); anything else is a child (`remove`). */
  override remove<T extends Component = Component>(
    item: Component | string | number,
    autoDestroy?: boolean,
  ): T | undefined {
    return (item as Component)?.isComponent && this.dockedItems?.contains(item)
      ? (this.removeDocked(item as Component, autoDestroy) as T)
      : super.remove<T>(item, autoDestroy);
  }

  /**
   * @internal Renders the docked components not yet rendered and puts every docked element
   * in its place (see Panel.docking.ts), then lays out.
   */
  renderDocked(): void {
    const me = this;
    const dom = me.el!.dom;
    const body = me.body!.dom;
    const items = me.getDockedItems();
    const side = (c: Docked) => c.dock === 'left' || c.dock === 'right';
    if (!me.bodyWrap && items.some(side)) {
      me.bodyWrap = makeEl(dom, 'div', 'panel-bodywrap', {}, undefined, body);
      me.bodyWrap.dom.appendChild(body);
    }
    const wrap = me.bodyWrap?.dom;
    suspendLayouts();
    try {
      for (const item of items) if (!item.rendered) item.render(side(item) ? wrap : dom);
      const els = (list: Component[]) => list.map((c) => c.el!.dom);
      const before = me.getDockedItems(undefined, true);
      const after = me.getDockedItems(undefined, false);
      placeNodes(dom, [
        ...(me.headerEl ? [me.headerEl.dom] : []),
        ...els(before.filter((c) => !side(c))),
        wrap || body,
        ...els(after.filter((c) => !side(c))),
      ]);
      if (wrap) placeNodes(wrap, [...els(before.filter(side)), body, ...els(after.filter(side))]);
      me.updateLayout();
    } finally {
      resumeLayouts(true);
    }
  }

  override afterRender(): void {
    this.renderDocked();
    super.afterRender();
  }

  override initComponent(): void {
    const me = this;
    const tools = me.tools || [];
    me.tools = [];
    super.initComponent();
    const docked = me.bridgeToolbars();
    me.dockedItems = new ComponentList();
    me.addDocked(docked);
    if (me.collapsible && !me.hideCollapseTool && me.header !== false) {
      me.collapseTool = me.makeTool({ handler: () => me.toggleCollapse() });
    }
    const close = me.closable && me.makeTool({ type: 'close', handler: () => me.close() });
    const first = me.collapseFirst;
    me.addTool([first && me.collapseTool, ...tools, close, !first && me.collapseTool]);
  }

  /** @internal A tool of this panel from a config (or a tool). */
  makeTool(tool: ToolConfig | Tool): Tool {
    const made = ComponentManager.create(tool, 'tool') as Tool;
    made.toolOwner = this;
    return made;
  }

  /**
   * Adds tools (configs or `Lib.panel.Tool`s, one or an array) at the end of the header,
   * creating the header if the panel had none.
   */
  addTool(tools: ToolConfig | Tool | Array<ToolConfig | Tool | false | undefined>): this {
    const me = this;
    for (const spec of ([] as unknown[]).concat(tools)) {
      if (!spec) continue;
      const tool = me.makeTool(spec as ToolConfig);
      me.tools.push(tool);
      if (me.rendered) tool.render(me.ensureHeader().dom);
    }
    return me;
  }

  /** Whether the panel shows a title bar. */
  hasHeader(): boolean {
    const me = this;
    const header = me.header;
    return (
      header !== false &&
      (header === true || me.title != null || !!me.iconCls || !!me.tools.length || me.collapsible)
    );
  }

  override getRootCls(): string[] {
    const classes = super.getRootCls();
    // `false` or `0` (Ext's ways of saying none).
    if (!this.border) classes.push(px('panel-noborder'));
    if (this.frame) classes.push(px('panel-default-framed'));
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const dom = (me.el as Element).dom;
    // Author markup was written into the root by Component.render: it belongs in the body.
    const content = Array.from(dom.childNodes);
    const body = (me.body = makeEl(dom, 'div', 'panel-body', { id: me.id + '-body' }));
    body.addCls(me.bodyCls as string);
    const border = me.bodyBorder;
    if (border)
      body
        .addCls(px('panel-body-border'))
        .setStyle('border-width', spacing(border === true ? 1 : border) as string);
    if (me.bodyPadding != null) {
      body.setStyle(
        'padding',
        spacing(me.bodyPadding === true ? 5 : (me.bodyPadding as number)) as string,
      );
    }
    const overflow = { overflow: me.autoScroll, overflowX: me.overflowX, overflowY: me.overflowY };
    for (const [name, value] of Object.entries(overflow)) {
      if (value != null) body.setStyle(name, value === true ? 'auto' : value || 'hidden');
    }
    body.applyStyles(me.bodyStyle);
    body.dom.append(...content);
    if (me.hasHeader()) me.ensureHeader();
    if (me.collapsed === true) me.collapsed = me.collapseDirection;
    me.syncCollapsed();
  }

  /** @internal The header, built (before the body) the first time it is needed. */
  ensureHeader(): Element {
    const me = this;
    if (me.headerEl) return me.headerEl;
    const id = me.id;
    const el = me.el as Element;
    const header = (me.headerEl = makeEl(
      el.dom,
      'div',
      'panel-header header',
      {
        id: id + '-header',
      },
      undefined,
      // The header comes first, before the docked items and the body.
      el.dom.firstChild,
    ));
    me.iconEl = makeEl(header.dom, 'span', 'panel-header-icon', { 'aria-hidden': 'true' });
    me.setIconCls(me.iconCls);
    const title = (me.titleEl = makeEl(
      header.dom,
      'span',
      'header-text panel-header-text',
      { id: id + '-title' },
      toText(me.title),
    ));
    el.set({ 'aria-labelledby': id + '-title' });
    if (me.collapsible && me.titleCollapse) {
      title.set({ role: 'button', tabindex: 0, 'aria-controls': id + '-body' });
      header.addCls(px('panel-header-collapsible'));
      header.on('click', me.onHeaderClick, me);
      title.on('keydown', me.onTitleKey, me);
    }
    for (const tool of me.tools) tool.render(header.dom);
    return header;
  }

  /** @internal A click on the header (not on a tool) toggles a `titleCollapse` panel. */
  onHeaderClick(e: EventObjectImpl): void {
    if (!e.getTarget('.' + cssPrefix() + 'tool')) this.toggleCollapse();
  }

  /** @internal Enter or Space on a `titleCollapse` title toggles. */
  onTitleKey(e: EventObjectImpl): void {
    const key = e.getKey();
    if (key === e.ENTER || key === e.SPACE) {
      e.preventDefault();
      this.toggleCollapse();
    }
  }

  /** The body: where `html` and child content go. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /**
   * The header's tools, then the items with the docked components before and after them as
   * Ext orders them (for `Lib.ComponentQuery`: `panel.down('tool')`, `panel.down('#delete')`).
   */
  override getRefItems(deep?: boolean): Component[] {
    return [...this.tools, ...this.getDockingRefItems(deep, super.getRefItems(deep))];
  }

  /** Sets the title text (shown as text, never parsed as markup); fires `titlechange(panel, new, old)`. */
  setTitle(title: string): this {
    const me = this;
    const old = me.title;
    me.title = title;
    if (me.rendered && me.header !== false) me.ensureHeader();
    me.titleEl?.setText(title);
    me.fireEvent('titlechange', me, title, old);
    return me;
  }

  /** The title. */
  getTitle(): string | undefined {
    return this.title;
  }

  /** Sets the header icon's class; fires `iconclschange(panel, new, old)`. */
  setIconCls(cls: string | undefined): this {
    const me = this;
    const old = me.iconCls;
    me.iconEl
      ?.removeCls(old as string)
      .addCls(cls as string)
      .set({ hidden: !cls });
    me.iconCls = cls;
    if (old !== cls) me.fireEvent('iconclschange', me, cls, old);
    return me;
  }

  /**
   * Collapses the panel to its header, towards `direction` (default `collapseDirection`).
   * Fires `beforecollapse(panel, direction, animate)` (`false` cancels), lays out, then fires
   * `collapse(panel)`. Nothing happens when already collapsed.
   */
  collapse(direction?: Direction, animate?: boolean): this {
    const me = this;
    if (me.collapsed || me.fireEvent('beforecollapse', me, direction, animate) === false) return me;
    return me.setCollapsed(direction || me.collapseDirection, 'collapse');
  }

  /**
   * Expands a collapsed panel: fires `beforeexpand(panel, animate)` (`false` cancels), lays
   * out, then fires `expand(panel)`.
   */
  expand(animate?: boolean): this {
    const me = this;
    if (!me.collapsed || me.fireEvent('beforeexpand', me, animate) === false) return me;
    return me.setCollapsed(false, 'expand');
  }

  /** @internal Sets the collapsed state, shows it, lays out once, then fires `event`. */
  setCollapsed(state: false | Direction, event: string): this {
    const me = this;
    suspendLayouts();
    try {
      me.collapsed = state;
      me.syncCollapsed();
      me.updateLayout();
    } finally {
      resumeLayouts(true);
    }
    me.fireEvent(event, me);
    return me;
  }

  /** @internal Reflects the collapsed state in the classes, the collapse tool and ARIA. */
  syncCollapsed(): void {
    const me = this;
    const dir = me.collapsed as false | Direction;
    const el = me.el;
    if (!el) return;
    el.toggleCls(px('panel-collapsed'), !!dir);
    for (const d of DIRECTIONS) el.toggleCls(px('panel-collapsed-' + d), dir === d);
    const opposite = DIRECTIONS[(DIRECTIONS.indexOf(dir || 'top') + 2) % 4];
    me.collapseTool?.setType(dir ? 'expand-' + opposite : 'collapse-' + me.collapseDirection);
    const title = me.titleEl;
    for (const node of [me.collapseTool?.el, title?.getAttribute('role') ? title : undefined]) {
      node?.set({ 'aria-expanded': String(!dir), 'aria-controls': me.id + '-body' });
    }
  }

  /** `false`, or the direction the panel is collapsed to. */
  getCollapsed(): false | Direction {
    const collapsed = this.collapsed;
    return collapsed === true ? this.collapseDirection : collapsed || false;
  }

  /** Whether the panel is collapsed. */
  isCollapsed(): boolean {
    return !!this.collapsed;
  }

  /** `expand()` when collapsed, else `collapse()`. */
  toggleCollapse(): this {
    return this.collapsed ? this.expand() : this.collapse();
  }

  /**
   * Closes the panel: fires `beforeclose(panel)` (`false` cancels) and `close(panel)`, then
   * destroys it, or hides it with `closeAction: 'hide'`.
   */
  close(): void {
    if (this.fireEvent('beforeclose', this) !== false) this.doClose();
  }

  /** @internal Fires `close` and runs the `closeAction`. */
  doClose(): void {
    this.fireEvent('close', this);
    this[this.closeAction]();
  }

  /**
   * The inner height of the body in pixels: measured in a browser, else computed from the
   * configured `height` less the border, the title bar and the top and bottom docked items
   * (their configured height, else a toolbar's height in the theme). 0 when neither is known.
   */
  getBodyHeight(): number {
    const me = this;
    return me.measureBody(
      'clientHeight',
      me.height,
      () => (me.hasHeader() ? me.headerHeight : 0) + me.dockedSize('top', 'bottom', 'getHeight'),
    );
  }

  /**
   * The inner width of the body in pixels: measured in a browser, else the configured width
   * less the border and the left and right docked items.
   */
  getBodyWidth(): number {
    return this.measureBody('clientWidth', this.width, () =>
      this.dockedSize('left', 'right', 'getWidth'),
    );
  }

  /**
   * @internal The sizes (`getHeight`/`getWidth`, else the theme's `defaultHeight`) of the
   * shown docked items at two sides, added up.
   */
  dockedSize(a: string, b: string, get: 'getHeight' | 'getWidth'): number {
    let size = 0;
    for (const c of this.dockedItems?.items || []) {
      if ((c.dock === a || c.dock === b) && !c.hidden) {
        size += c[get]() || (get === 'getHeight' && c.defaultHeight) || 0;
      }
    }
    return size;
  }

  /**
   * @internal The body's measured size (`measure`), else the configured `size` less the
   * border and what `less()` gives (called only then: it reads every docked item's size),
   * else 0.
   */
  measureBody(measure: 'clientHeight' | 'clientWidth', size: unknown, less: () => number): number {
    const measured = this.body?.dom[measure] || 0;
    if (measured > 0) return measured;
    if (!isNum(size)) return 0;
    return Math.max(0, size - (this.border ? 2 * this.borderWidth : 0) - less());
  }

  override onDestroy(): void {
    const me = this;
    for (const tool of me.tools) tool.destroy();
    me.tools = [];
    for (const item of [...(me.dockedItems?.items || [])]) me.removeDocked(item, true);
    me.headerEl = me.titleEl = me.iconEl = me.body = me.bodyWrap = me.collapseTool = undefined;
    super.onDestroy();
  }
}

/** What a toolbar shorthand (`tbar`...) takes. */
const BAR: Test = [(v) => isObj(v), 'an array of items or a toolbar config'];

registerClass(Panel, 'Lib.panel.Panel', {
  $configs: declareConfigs<PanelConfig, ContainerConfig, 'border'>({
    title: cfg('text'),
    header: cfg('boolean'),
    iconCls: cfg('string'),
    tools: cfg('array'),
    bodyCls: cfg(CLS),
    bodyStyle: cfg(STYLE),
    bodyPadding: cfg(either('number', 'string', 'boolean')),
    bodyBorder: cfg(either('boolean', 'number')),
    border: cfg(BORDER, true),
    frame: false,
    autoScroll: cfg('boolean'),
    overflowX: cfg(OVERFLOW),
    overflowY: cfg(OVERFLOW),
    collapsible: false,
    collapsed: false,
    collapseDirection: cfg(oneOf(...DIRECTIONS), 'top'),
    collapseFirst: true,
    hideCollapseTool: false,
    titleCollapse: cfg('boolean'),
    collapseMode: cfg(oneOf('placeholder', 'header', 'mini')),
    closable: false,
    closeAction: cfg(oneOf('destroy', 'hide'), 'destroy'),
    dockedItems: cfg('any'),
    tbar: cfg(BAR),
    bbar: cfg(BAR),
    lbar: cfg(BAR),
    rbar: cfg(BAR),
    fbar: cfg(BAR),
    buttons: cfg(BAR),
    buttonAlign: cfg(oneOf('left', 'center', 'right')),
    minButtonWidth: cfg('number', 75),
  }),
  xtype: 'panel',
  alternateClassName: 'Lib.Panel',
  baseCls: cssPrefix() + 'panel',
  headerHeight: 32,
  borderWidth: 1,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.panel.Panel': typeof Panel;
  }
  interface AliasMap {
    'widget.panel': typeof Panel;
  }
}
