/**
 * `Lib.panel.Panel` (xtype `panel`, alternate `Lib.Panel`): a component with an optional title
 * bar (`x-panel-header`) above a body (`x-panel-body`). The title is text, never markup; the
 * body takes the author's `html`. Subclasses (the grid) render their content into `body`.
 *
 * The theme lays the panel out as a flex column, so in a browser the body fills whatever the
 * header leaves of the panel's `height`. Where there is no layout (happy-dom), `getBodyHeight`
 * computes the same figure from the configured size and the theme's header height.
 *
 * @example
 *   Lib.create('Lib.panel.Panel', {
 *     title: 'Notes', width: 300, height: 200, bodyCls: 'notes', html: '<p>Hello</p>',
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, fail, oneOf, type Test } from '../../lib/config';
import { CLS, STYLE } from '../Component';
import {
  ComponentList,
  Container,
  type ContainerConfig,
  type ItemSpec,
} from '../container/Container';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import { ComponentQuery } from '../ComponentQuery';
import { type Element, cssPrefix } from '../dom/Element';
import { isNum, isObj } from '../../lib/check';
import { makeEl, px } from '../dom/Element.build';
import { toText } from '../../lib/lang/String';
import { DOCK_WEIGHT, placeNodes, toolbarOf, type DockingConfig } from './Panel.docking';
// The xtype of the docked toolbars.
import '../toolbar/Toolbar';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface PanelConfig extends ContainerConfig, DockingConfig {
  /** Title shown in the header, as text (default none: no header unless `header` is set). */
  title?: string;
  /** `false` hides the header even with a title; `true` shows it even without (default: shown when titled). */
  header?: boolean;
  /** Extra CSS classes of the body element. */
  bodyCls?: string | string[];
  /** Inline style of the body: a CSS string or an object. */
  bodyStyle?: string | Record<string, string | number>;
  /** Show the panel's border (default `true`; `false` adds `x-panel-noborder`). */
  border?: boolean;
}

export class Panel extends Container {
  declare title?: string;
  declare header?: boolean;
  declare bodyCls?: string | string[];
  declare bodyStyle?: string | Record<string, string | number>;
  declare border: boolean;
  /** The title bar, once rendered (absent when the panel has no header). */
  declare headerEl?: Element;
  /** The element holding the title text, once rendered. */
  declare titleEl?: Element;
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
  declare dockedItems: ComponentList;
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

  override initComponent(): void {
    const me = this;
    super.initComponent();
    const docked = me.bridgeToolbars();
    me.dockedItems = new ComponentList();
    me.addDocked(docked);
  }

  // ---------------------------------------------------------------- docked items

  /**
   * Ext's `bridgeToolbars`: `dockedItems` followed by the toolbars the shorthands stand for
   * (`tbar`, `bbar`, `fbar`/`buttons`, `lbar`, `rbar`, in Ext's order), which are cleared.
   */
  bridgeToolbars(): ItemSpec[] {
    const me = this as Any;
    const docked: ItemSpec[] = ([] as ItemSpec[]).concat(me.dockedItems ?? []);
    me.fbar ??= me.buttons;
    for (const [name, dock] of [
      ['tbar', 'top'],
      ['bbar', 'bottom'],
      ['fbar', 'bottom'],
      ['lbar', 'left'],
      ['rbar', 'right'],
    ]) {
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
  addDocked(items: ItemSpec | ItemSpec[], pos?: number): Any[] {
    const me = this;
    const list = me.dockedItems.items;
    const added = ([] as ItemSpec[]).concat(items).map((spec, i) => {
      const item = me.lookupComponent(spec);
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
  insertDocked(pos: number, items: ItemSpec | ItemSpec[]): Any[] {
    return this.addDocked(items, pos);
  }

  /**
   * Undocks `item` and destroys it unless `autoDestroy` is `false` (default: the panel's
   * `autoDestroy`). Fires `dockedremove(panel, item)`. Returns the item.
   */
  removeDocked(item: Any, autoDestroy?: boolean): Any {
    const me = this;
    const list = me.dockedItems.items;
    const at = list.indexOf(item);
    if (at < 0) return item;
    const destroy = autoDestroy ?? me.autoDestroy;
    list.splice(at, 1);
    item.removeCls(me.dockedCls(item));
    item.onRemoved(destroy);
    me.onDockedRemove(item);
    if (destroy) item.destroy();
    else if (item.rendered) item.el.dom.remove();
    me.fireEvent('dockedremove', me, item);
    if (!me.destroying) me.updateLayout();
    return item;
  }

  /** Hook: `item` was docked. */
  onDockedAdd(_item: Any): void {}

  /** Hook: `item` was undocked. */
  onDockedRemove(_item: Any): void {}

  /** @internal The classes of a docked item: `x-docked x-docked-top x-toolbar-docked-top`. */
  dockedCls(item: Any): string[] {
    const dock = item.dock;
    return [px('docked docked-' + dock), item.baseCls && item.baseCls + '-docked-' + dock].filter(
      Boolean,
    );
  }

  /**
   * The docked components in Ext's render order (top, left, right, bottom; in docking order
   * within a side), those matching `selector` when given; `beforeBody` `true` keeps the top and
   * left ones, `false` the right and bottom ones.
   */
  getDockedItems(selector?: string, beforeBody?: boolean): Any[] {
    let items = [...(this.dockedItems?.items || [])].sort(
      (a, b) => DOCK_WEIGHT[a.dock] - DOCK_WEIGHT[b.dock],
    );
    if (beforeBody != null) items = items.filter((c) => DOCK_WEIGHT[c.dock] < 4 === beforeBody);
    return selector ? ComponentQuery.query(selector, items) : items;
  }

  /** The docked component with this id or itemId, at this index, or the given one; else `undefined`. */
  getDockedComponent(item: Any): Any {
    const docked = this.dockedItems;
    if (item?.isComponent) return docked.contains(item) ? item : undefined;
    return docked.get(item);
  }

  /**
   * @internal `items` (the panel's own) with the top and left docks before and the right and
   * bottom docks after them, each followed by its descendants when `deep`.
   */
  getDockingRefItems(deep: boolean | undefined, items: Any[]): Any[] {
    const expand = (list: Any[]) =>
      deep ? list.flatMap((c) => [c, ...(c.getRefItems?.(true) || [])]) : list;
    return [
      ...expand(this.getDockedItems(undefined, true)),
      ...items,
      ...expand(this.getDockedItems(undefined, false)),
    ];
  }

  /** The items, with the docked components before and after them as Ext orders them. */
  override getRefItems(deep?: boolean): Any[] {
    return this.getDockingRefItems(deep, super.getRefItems(deep));
  }

  /** A docked component is undocked (`removeDocked`); anything else is a child (`remove`). */
  override remove(item: Any, autoDestroy?: boolean): Any {
    return item?.isComponent && this.dockedItems?.contains(item)
      ? this.removeDocked(item, autoDestroy)
      : super.remove(item, autoDestroy);
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
    const side = (c: Any) => c.dock === 'left' || c.dock === 'right';
    if (!me.bodyWrap && items.some(side)) {
      me.bodyWrap = makeEl(dom, 'div', 'panel-bodywrap', {}, undefined, body);
      me.bodyWrap.dom.appendChild(body);
    }
    const wrap = me.bodyWrap?.dom;
    suspendLayouts();
    try {
      for (const item of items) if (!item.rendered) item.render(side(item) ? wrap : dom);
      const els = (list: Any[]) => list.map((c) => c.el.dom);
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

  /** Whether the panel shows a title bar. */
  hasHeader(): boolean {
    const header = this.header;
    return header !== false && (header === true || this.title != null);
  }

  override getRootCls(): string[] {
    const classes = super.getRootCls();
    if (this.border === false) classes.push(cssPrefix() + 'panel-noborder');
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    const dom = el.dom;
    const id = me.id;
    // Author markup was written into the root by Component.render: it belongs in the body.
    const content = Array.from(dom.childNodes);
    if (me.hasHeader()) {
      const header = (me.headerEl = makeEl(dom, 'div', 'panel-header header', {
        id: id + '-header',
      }));
      me.titleEl = makeEl(
        header.dom,
        'span',
        'header-text panel-header-text',
        { id: id + '-title' },
        toText(me.title),
      );
      el.set({ 'aria-labelledby': id + '-title' });
    }
    const body = (me.body = makeEl(dom, 'div', 'panel-body', { id: id + '-body' }));
    body.addCls(me.bodyCls as string);
    body.applyStyles(me.bodyStyle);
    body.dom.append(...content);
  }

  /** The body: where `html` and child content go. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /** Sets the title text (shown as text, never parsed as markup). */
  setTitle(title: string): this {
    this.title = title;
    this.titleEl?.setText(title);
    this.fireEvent('titlechange', this, title);
    return this;
  }

  /** The title. */
  getTitle(): string | undefined {
    return this.title;
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
      (me.hasHeader() ? me.headerHeight : 0) + me.dockedSize('top', 'bottom', 'getHeight'),
    );
  }

  /**
   * The inner width of the body in pixels: measured in a browser, else the configured width
   * less the border and the left and right docked items.
   */
  getBodyWidth(): number {
    return this.measureBody(
      'clientWidth',
      this.width,
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
   * border and `less`, else 0.
   */
  measureBody(measure: 'clientHeight' | 'clientWidth', size: unknown, less: number): number {
    const measured = this.body?.dom[measure] || 0;
    if (measured > 0) return measured;
    if (!isNum(size)) return 0;
    return Math.max(0, size - (this.border === false ? 0 : 2 * this.borderWidth) - less);
  }

  override onDestroy(): void {
    const me = this;
    for (const item of [...(me.dockedItems?.items || [])]) me.removeDocked(item, true);
    me.headerEl = me.titleEl = me.body = me.bodyWrap = undefined;
    super.onDestroy();
  }
}

/** What a toolbar shorthand (`tbar`...) takes. */
const BAR: Test = [(v) => isObj(v), 'an array of items or a toolbar config'];

registerClass(Panel, 'Lib.panel.Panel', {
  $configs: declareConfigs<PanelConfig, ContainerConfig>({
    title: cfg('text'),
    header: cfg('boolean'),
    bodyCls: cfg(CLS),
    bodyStyle: cfg(STYLE),
    border: true,
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
