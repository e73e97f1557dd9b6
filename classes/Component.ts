/**
 * `Lib.Component` (xtype `component`): the base of everything drawn on the page — fields,
 * buttons, panels, the grid and the row editor. It owns one root element (`el`), renders into
 * a container, shows, hides, sizes and destroys itself, and hosts plugins. Subclasses override
 * the Ext 4 hooks: `initComponent` (set-up), `onRender` (build the inner DOM), `afterRender`,
 * `onResize`, `onShow`/`onHide`, `onEnable`/`onDisable` and `onDestroy`.
 *
 * @example
 *   Lib.define('App.Status', {
 *     extend: 'Lib.Component',
 *     xtype: 'status',
 *     initComponent: function () { this.cls = 'app-status'; this.callParent(arguments); },
 *   });
 *   Lib.widget('status', {renderTo: document.body, html: 'Ready'});
 */
import { isFunction } from '../lib/lang/is';
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { isArray, isNum, isObj, isString } from '../lib/check';
import { cfg, checkConfigs, declareConfigs, either, fail, oneOf, type Test } from '../lib/config';
import { apply } from '../lib/lang/Object';
import { Observable, type ObservableConfig } from './util/Observable';
import { ComponentManager } from './ComponentManager';
import { ComponentQuery } from './ComponentQuery';
import type { ComponentLoader, ComponentLoaderConfig } from './ComponentLoader';
import { Element, cssPrefix } from './dom/Element';
import {
  layoutRunning,
  queueLayout,
  resumeLayouts,
  suspendLayouts,
  type Box,
} from './Component.layout';
import { Markup } from './dom/Markup';
import { WindowManager, type ZIndexManager } from './ZIndexManager';
import type { Template } from './Template';
import { XTemplate } from './XTemplate';
import type { Container } from './container/Container';
import type { EventObjectImpl } from './EventObjectImpl';
import type { Handler } from './util/Observable.types';

/** What a `plugins` slot accepts: a ptype, a config with `ptype`/`xclass`, or an instance. */
export type PluginSpec = string | PluginConfig | Plugin;

/** A plugin config: its class by `ptype` (alias `plugin.<ptype>`) or `xclass`, and its configs. */
export interface PluginConfig {
  ptype?: string;
  xclass?: string;
  pluginId?: string;
  [key: string]: unknown;
}

/** What a component keeps of a plugin: its `init(host)` hook and optional members. */
export interface Plugin {
  init?(host: Component): void;
  destroy?(): void;
  pluginId?: string;
  ptype?: string;
  /** `true` on instances of Lib classes. */
  isInstance?: boolean;
}

export interface ComponentConfig extends ObservableConfig {
  /** Unique id (default `<xtype>-<n>`); also the root element's id. */
  id?: string;
  /** An id unique among the siblings of one container. */
  itemId?: string;
  /** Renders at construction into this node, Element or element id. */
  renderTo?: unknown;
  /** Width in pixels (or a CSS length string). */
  width?: number | string;
  /** Height in pixels (or a CSS length string). */
  height?: number | string;
  /** Smallest width `setWidth` accepts. */
  minWidth?: number;
  /** Smallest height `setHeight` accepts. */
  minHeight?: number;
  /** Starts hidden (default `false`). */
  hidden?: boolean;
  /** Starts disabled (default `false`). */
  disabled?: boolean;
  /** Extra CSS classes of the root element. */
  cls?: string | string[];
  /** The component's own base class (such as `x-panel`). */
  baseCls?: string;
  /** A further class that subclasses add (such as `x-grid`). */
  componentCls?: string;
  /** Inline style: a CSS string or an object. */
  style?: string | Record<string, string | number>;
  /** Markup for the content, written by the page author (never from data). */
  html?: string;
  /**
   * A template for the content (a `Lib.XTemplate` or `Lib.Template`, or markup strings made
   * into an XTemplate), applied to `data` when rendering and to the data given to `update`.
   * Its output is sanitized by `Lib.dom.Markup`.
   */
  tpl?: string | string[] | Template;
  /** The values `tpl` is applied to when rendering. */
  data?: object;
  /**
   * How `update(data)` writes the template's output into the content element (default
   * `'overwrite'`): `'append'`, `'insertFirst'`, `'insertBefore'`, `'insertAfter'`.
   */
  tplWriteMode?: 'overwrite' | 'append' | 'insertFirst' | 'insertBefore' | 'insertAfter';
  /** Floats above the page (absolutely positioned, rendered to the body by default). */
  floating?: boolean;
  /** Plugins: ptype strings, configs with `ptype`, instances, or an array of these. */
  plugins?: PluginSpec | PluginSpec[];
  /** `tabindex` of the focus element. */
  tabIndex?: number;
  /** ARIA role of the root element. */
  ariaRole?: string;
  /** `aria-label` of the root element. */
  ariaLabel?: string;
  /** The root element's tag: `{tag: 'span'}` (default a `div`). */
  autoEl?: { tag?: string } | string;
  /** The container owning this component. */
  ownerCt?: Container;
  /** The xtype this config was created through. */
  xtype?: string;
  /** An element of the page (or its id) moved in as the content when rendering (Ext's `contentEl`). */
  contentEl?: string | HTMLElement;
  /**
   * Space around the component: pixels, or Ext's CSS-like text (`'5 10'`, `'5 10 0 10'`, in
   * pixels), or `{top, right, bottom, left}`. Box layouts read it as the item's margins.
   */
  margin?: number | string | Spacing;
  /** Space inside the component's element, in the same forms as `margin`. */
  padding?: number | string | Spacing;
  /**
   * The border's width, in the same forms as `margin` (Ext's `border`); `false` or `0`: none;
   * `true`: the theme's (a panel's default). The theme gives its style and color.
   */
  border?: boolean | number | string | Spacing;
  /** The item's share of the free space in an `hbox` or `vbox` layout. */
  flex?: number;
  /** Loads the content from the server: a `Lib.ComponentLoader` config or instance (see `getLoader`). */
  loader?: ComponentLoaderConfig | ComponentLoader;
  /** Deprecated (Ext 4.1.1): loads at once from a URL, or with a loader config; use `loader`. */
  autoLoad?: string | boolean | ComponentLoaderConfig;
}

/** The sides of a `margin` or `padding` in pixels. */
export interface Spacing {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** One `element` listener as `addElementListener` keeps it. */
interface ElementListener {
  element: string;
  ename: string;
  fn: Handler;
  scope: unknown;
  options: Record<string, unknown>;
}

const NODE = 'a node, an Element or an element id';
let idSeed = 1000;
/** How many `render` calls are under way (children render inside their container's render). */
let rendering = 0;

/** `value` as a list: an array as is, `null`/`undefined` as `[]`, anything else as `[value]`. */
const listOf = <T>(value: T | T[] | null | undefined): T[] =>
  value == null ? [] : ([] as T[]).concat(value);

/** The class that hides a rendered component (`x-hide-display`). */
const hideCls = () => cssPrefix() + 'hide-display';

/**
 * The events of every component and the arguments their listeners get (`S`: the component's
 * own type, so a panel's `render` listener gets a `Panel`). A listener returning `false` from
 * a `before…` event cancels what it announces.
 */
export interface ComponentEvents<S = Component> {
  /** Before rendering; `false` cancels it. */
  beforerender: [component: S];
  /** The element exists, in the document. */
  render: [component: S];
  /** After `render` and the component's own after-render work. */
  afterrender: [component: S];
  /** The first layout gave the component its size. */
  boxready: [component: S, width: number, height: number];
  /** A later layout changed its size. */
  resize: [component: S, width: number, height: number, oldWidth: number, oldHeight: number];
  /** `setPosition` moved it. */
  move: [component: S, x: number, y: number];
  /** Before showing; `false` cancels it. */
  beforeshow: [component: S];
  show: [component: S];
  /** Before hiding; `false` cancels it. */
  beforehide: [component: S];
  hide: [component: S];
  enable: [component: S];
  disable: [component: S];
  /** A card layout (or tab panel) is about to make it the active item (`other`: the one before); `false` cancels. */
  beforeactivate: [component: S, other?: Component | null];
  activate: [component: S, other?: Component | null];
  /** It is about to stop being the active item (`other`: the next one); `false` cancels. */
  beforedeactivate: [component: S, other?: Component | null];
  deactivate: [component: S, other?: Component | null];
  /** It was added to `container` at `pos`. */
  added: [component: S, container: Container, pos: number];
  /** It was removed from `ownerCt`. */
  removed: [component: S, ownerCt: Container];
  /** It (or its input) got the focus. */
  focus: [component: S, event: EventObjectImpl];
  /** It (or its input) lost the focus. */
  blur: [component: S, event: EventObjectImpl];
  /** Before destroying; `false` cancels it. */
  beforedestroy: [component: S];
  destroy: [component: S];
}

export class Component extends Observable {
  /** Type only: the events (see `ComponentEvents`). */
  declare $eventMap: ComponentEvents<this>;
  declare id: string;
  declare itemId?: string;
  declare renderTo?: unknown;
  declare width?: number | string;
  declare height?: number | string;
  declare minWidth?: number;
  declare minHeight?: number;
  declare hidden: boolean;
  declare disabled: boolean;
  /**
   * `true` while disabled by the disabling of a container above it (re-enabled with it); set
   * `false` to keep the component out of that cascade.
   */
  declare resetDisable?: boolean;
  declare cls?: string | string[];
  declare baseCls?: string;
  declare componentCls?: string;
  declare style?: string | Record<string, string | number>;
  declare html?: string;
  declare tpl?: string | string[] | Template;
  declare data?: object;
  declare tplWriteMode: NonNullable<ComponentConfig['tplWriteMode']>;
  declare floating: boolean;
  declare plugins: Plugin[] | null;
  declare tabIndex?: number;
  declare ariaRole?: string;
  declare ariaLabel?: string;
  declare autoEl?: { tag?: string } | string;
  declare ownerCt?: Container;
  /** @internal The layout arranged the items as the container rendered (see Container). */
  declare $arranged?: boolean;
  /** @internal The inline styles its layout gave it, by CSS property (see Layout#configureItem). */
  declare $layoutStyle?: Record<string, string>;
  /** The position `setPosition` set (`left`, `top` in pixels). */
  declare x?: number;
  declare y?: number;
  declare contentEl?: string | HTMLElement;
  declare margin?: number | string | Spacing;
  declare padding?: number | string | Spacing;
  declare border?: boolean | number | string | Spacing;
  declare flex?: number;
  /** The size the last layout run measured (`undefined` before the first). */
  declare lastBox?: Box;
  /** The `loader` config; from construction on, the `Lib.ComponentLoader` or `null`. */
  declare loader?: ComponentLoader | null;
  declare autoLoad?: string | boolean | ComponentLoaderConfig;
  /** The root element, once rendered. */
  declare el?: Element;
  /** `true` once rendered. */
  declare rendered: boolean;
  /** `true` once destroyed. */
  declare isDestroyed: boolean;
  /** `true` while `destroy` runs. */
  declare destroying: boolean;
  /** Always `true` on components. */
  declare isComponent: true;
  /** Classes added with `addCls` before rendering (default `null`). */
  declare $extraCls: string[] | null;
  /** @internal Undoers of the element listeners bound to rendered elements (default `null`). */
  declare $unbind: Array<() => void> | null;
  /** The `Lib.ZIndexManager` of a rendered floating component (default `Lib.WindowManager`). */
  declare zIndexManager?: ZIndexManager;
  /** The first xtype of the class. */
  declare xtype: string;
  /** Every xtype of the class chain, most generic first. */
  declare xtypesChain: string[];
  declare xtypesMap: Record<string, true>;

  override $construct(config?: ComponentConfig): this {
    const me = this;
    // Every config the class chain declares; a `null` means "not set" (lib/config.ts).
    config = checkConfigs(me, config);
    // Ext 4's order: the config is copied first, `initComponent` may still change the id and
    // the `listeners`, and only then is the component registered and its listeners added.
    if (config) apply(me, config);
    // The id is a string (checked above) or absent.
    if (!me.id) me.id = `${me.xtype || 'component'}-${++idSeed}`;
    me.initComponent();
    ComponentManager.register(me);
    try {
      super.$construct();
      for (const plugin of (me.plugins = me.constructPlugins())) {
        if (isFunction(plugin.init)) plugin.init(me);
      }
      me.loader = me.getLoader();
      const renderTo = me.renderTo;
      if (renderTo != null) {
        me.renderTo = undefined;
        me.render(renderTo);
      }
    } catch (error) {
      // The caller never gets the instance: it must not stay reachable through Lib.getCmp or
      // left in the page.
      ComponentManager.unregister(me);
      me.el?.remove();
      throw error;
    }
    return me;
  }

  /**
   * The Ext 4 set-up hook, run during construction after the config is copied and before the
   * component is registered, its listeners added, its plugins created and it is rendered.
   */
  initComponent(): void {}

  /** @internal Turns the `plugins` config into instances. */
  constructPlugins(): Plugin[] {
    return listOf(this.plugins).map((spec) => this.constructPlugin(spec));
  }

  /**
   * @internal A plugin from one `plugins` entry: a ptype string, a config with `ptype` (or
   * `xclass`), or a plugin instance (an object with `init`), returned as is.
   */
  constructPlugin(spec: PluginSpec): Plugin {
    if (isString(spec)) return ClassManager.instantiateByAlias('plugin.' + spec, {});
    if (isObj(spec)) {
      if (isFunction(spec.init) || spec.isInstance) return spec;
      if ((spec as PluginConfig).xclass !== undefined) return ClassManager.instantiate(spec);
      if (isString(spec.ptype))
        return ClassManager.instantiateByAlias('plugin.' + spec.ptype, spec);
    }
    fail(
      this.$className + '#plugins',
      'a plugin',
      'a ptype string, a config with ptype or xclass, or an object with init(host)',
      spec,
    );
  }

  // ---------------------------------------------------------------- rendering

  /**
   * Renders into `container` (a node, an Element or an element id; floating components and
   * calls without a container use the body), before the child at `position` (an index, a node
   * or an id) or at the end. Fires `beforerender` (`false` cancels), `render`, `afterrender`,
   * then lays out: the first layout run fires `boxready(c, width, height)`.
   */
  render(container?: unknown, position?: number | string | Node | Element): this {
    const me = this;
    if (me.rendered || me.isDestroyed) return me;
    const where = me.$className + '#render';
    const doc = (globalThis as { document?: Document }).document;
    if (!doc) throw new Error(`[${where}] there is no document`);
    const target = container == null ? doc.body : Element.getDom(container);
    if (!target) fail(where, 'container', NODE, container);
    if (me.fireEvent('beforerender', me) === false) return me;
    // As in Ext 4.2.1, layouts wait while rendering (a panel docking its items, a container
    // adding one in a listener): the outermost render then lays out everything in one run.
    rendering++;
    suspendLayouts();
    try {
      me.renderEl(doc, target, position);
    } finally {
      rendering--;
      resumeLayouts();
    }
    // The outermost render lays out what it rendered: `boxready` fires from that run.
    if (!rendering && !layoutRunning()) me.updateLayout();
    return me;
  }

  /** @internal `render`'s work between `beforerender` and the first layout run. */
  renderEl(doc: Document, target: Node, position: unknown): void {
    const me = this;
    const autoEl = me.autoEl;
    const dom = doc.createElement(isString(autoEl) ? autoEl : autoEl?.tag || 'div');
    dom.id = me.id;
    // A new node: its classes in one write, only the attributes it has.
    dom.className = me.getRootCls().join(' ');
    const el = (me.el = Element.get(dom) as Element);
    if (me.ariaRole) dom.setAttribute('role', me.ariaRole);
    if (me.ariaLabel) dom.setAttribute('aria-label', me.ariaLabel);
    if (me.style) el.applyStyles(me.style);
    if (me.margin != null) el.setStyle('margin', spacing(me.margin));
    if (me.padding != null) el.setStyle('padding', spacing(me.padding));
    if (me.border != null && me.border !== true) me.setBorder(me.border);
    if (me.floating) {
      el.addCls(cssPrefix() + 'layer').setStyle('position', 'absolute');
    }
    const { x, y } = me;
    // A position set (setPosition) before rendering.
    if (isNum(x) && isNum(y)) el.setLeftTop(x, y);
    el.setSize(me.width, me.height);
    // An item of a layout gets the layout's classes and styles before its content is built, so
    // what it measures as it renders is its laid-out size.
    const owner = me.ownerCt;
    if (owner?.layout?.isLayout && !me.floating && owner.items?.contains(me)) {
      owner.layout.configureItem(me);
    }
    // The author's markup, then the template's output for `data` (as Ext renders them).
    const tpl = me.data && me.getTpl('tpl');
    const html = (isString(me.html) ? me.html : '') + (tpl ? tpl.apply(me.data) : '');
    if (html) Markup.setHtml(dom, html);
    me.onRender(target, position);
    // An element of the page used as the content (Ext's contentEl): moved in and shown.
    if (me.contentEl != null) {
      const content = Element.getDom(me.contentEl as string);
      if (!content)
        fail(me.$className + '#render', 'contentEl', 'an element or an element id', me.contentEl);
      content.classList.remove(cssPrefix() + 'hidden', cssPrefix() + 'hide-display');
      me.getContentTarget()!.dom.appendChild(content);
    }
    if (isNum(me.tabIndex)) me.getFocusEl()?.set({ tabindex: me.tabIndex });
    const before = isNum(position)
      ? target.childNodes[position]
      : Element.getDom(position as string | Node | Element);
    // Not a child of the target (or none): appended.
    target.insertBefore(dom, before && before.parentNode === target ? before : null);
    if (me.floating) (me.zIndexManager || WindowManager).register(me);
    me.rendered = true;
    if (me.hidden) el.addCls(hideCls());
    if (me.disabled) me.applyDisabled(true);
    const pending = me.elementListeners;
    me.elementListeners = null;
    for (const listener of pending || []) me.bindElementListener(listener);
    me.fireEvent('render', me);
    me.afterRender();
    me.fireEvent('afterrender', me);
  }

  /** The classes of the root element. */
  getRootCls(): string[] {
    const me = this;
    // concat, not spreads: no iterator per list (this runs for every component rendered).
    return [cssPrefix() + 'component', me.baseCls, me.componentCls]
      .concat(me.cls ?? [], me.$extraCls ?? [])
      .filter(Boolean) as string[];
  }

  /**
   * Hook: builds the inner DOM. `this.el` exists (not yet in the document). Subclasses call
   * `super.onRender(container, position)` first.
   */
  onRender(_container?: Node, _position?: unknown): void {}

  /** Hook: runs after the root is in the document and `render` has fired. */
  afterRender(): void {}

  /** The root element (once rendered). */
  getEl(): Element | undefined {
    return this.el;
  }

  /** The element children are rendered into (default the root). */
  getContentTarget(): Element | undefined {
    return this.el;
  }

  /** The element `focus()` focuses (default the root). */
  getFocusEl(): Element | undefined {
    return this.el;
  }

  /**
   * Replaces the content: with a `tpl`, an object (or array) is the template's data, written
   * as `tplWriteMode` says; otherwise (or for a string) the author markup (`html`). Both are
   * sanitized by `Lib.dom.Markup`. Lays out again when rendered.
   */
  update(htmlOrData: string | object): this {
    const me = this;
    const isData = me.tpl && !isString(htmlOrData);
    if (isData) me.data = htmlOrData as object;
    else me.html = htmlOrData as string;
    if (me.rendered) {
      const el = me.getContentTarget() as Element;
      if (isData) me.getTpl('tpl')![me.tplWriteMode](el, htmlOrData || {});
      else el.update(me.html!);
      me.updateLayout();
    }
    return me;
  }

  /**
   * The template in the config or property `name` (such as `'tpl'`), made into a
   * `Lib.XTemplate` the first time when it is markup (see `Lib.XTemplate.getTpl`); `null`
   * when there is none.
   */
  getTpl(name: string): Template | null {
    return XTemplate.getTpl(this, name);
  }

  /**
   * The component's `Lib.ComponentLoader`, made on first call from the `loader` config (or
   * the deprecated `autoLoad`) with this component as its target; `null` when it has neither.
   * Construction calls it, so an `autoLoad` loader loads then; it is destroyed with the
   * component.
   */
  getLoader(): ComponentLoader | null {
    const me = this;
    const auto = me.autoLoad;
    const autoLoad = auto ? (isObj(auto) ? auto : auto === true ? {} : { url: auto }) : null;
    const loader = me.loader || autoLoad;
    if (!loader) return null;
    if (loader.isLoader) loader.setTarget(me);
    // By name: Lib.ComponentLoader is in the loader pack (an error names it when missing).
    else
      me.loader = ClassManager.instantiate(
        'Lib.ComponentLoader',
        apply({ target: me, autoLoad }, loader),
      );
    return me.loader!;
  }

  // ---------------------------------------------------------------- visibility

  /**
   * Shows the component (rendering a floating one first). Fires `beforeshow` and `show`; does
   * nothing on a rendered component already shown (a floating one comes to the front).
   */
  show(): this {
    return this.toggleHidden(false);
  }

  /** Hides the component. Fires `beforehide` and `hide`; nothing when rendered and hidden. */
  hide(): this {
    return this.toggleHidden(true);
  }

  /**
   * @internal `show` (`hide` false) or `hide` (`hide` true), with their events and hooks. A
   * rendered component already in that state fires nothing (as Ext 4); a floating one shown
   * again still comes to the front.
   */
  toggleHidden(hide: boolean): this {
    const me = this;
    if (me.isDestroyed) return me;
    if (me.rendered && !!me.hidden === hide) {
      if (!hide && me.floating) me.toFront();
    } else if (me.fireEvent(hide ? 'beforehide' : 'beforeshow', me) !== false) {
      me.hidden = hide;
      if (!hide && !me.rendered && me.floating) me.render();
      if (me.rendered) {
        (me.el as Element).toggleCls(hideCls(), hide);
        // Shown: on top of the other floating components (the focus is `onShow`'s business).
        if (hide) me.zIndexManager?.onComponentHide(me);
        else if (me.floating) me.toFront(true);
        me.updateLayout();
      }
      if (hide) me.onHide();
      else me.onShow();
      me.fireEvent(hide ? 'hide' : 'show', me);
    }
    return me;
  }

  /** Hook: after showing. */
  onShow(): void {}

  /** Hook: after hiding. */
  onHide(): void {}

  /** `show()` or `hide()`. */
  setVisible(visible: boolean): this {
    return visible ? this.show() : this.hide();
  }

  /** `true` when rendered, not hidden and not inside a hidden owner. */
  isVisible(): boolean {
    let owner: Component | undefined = this;
    if (!owner.rendered || owner.isDestroyed) return false;
    for (; owner; owner = owner.ownerCt) if (owner.hidden) return false;
    return true;
  }

  /** `true` while hidden. */
  isHidden(): boolean {
    return !!this.hidden;
  }

  // ---------------------------------------------------------------- enabled state

  /** Enables the component. Fires `enable`. */
  enable(): this {
    delete this.resetDisable;
    return this.toggleDisabled(false);
  }

  /** Disables the component (class `x-item-disabled`). Fires `disable`. */
  disable(): this {
    delete this.resetDisable;
    return this.toggleDisabled(true);
  }

  /** @internal `disable` (`disabled` true) or `enable`, with their event and hook. */
  toggleDisabled(disabled: boolean): this {
    const me = this;
    if (!!me.disabled !== disabled) {
      me.disabled = disabled;
      if (me.rendered) me.applyDisabled(disabled);
      if (disabled) me.onDisable();
      else me.onEnable();
      me.fireEvent(disabled ? 'disable' : 'enable', me);
    }
    return me;
  }

  /** Hook: after enabling. */
  onEnable(): void {}

  /** Hook: after disabling. */
  onDisable(): void {}

  /** `disable()` when `disabled` is true, else `enable()`. */
  setDisabled(disabled: boolean): this {
    return disabled ? this.disable() : this.enable();
  }

  /** `true` while disabled. */
  isDisabled(): boolean {
    return !!this.disabled;
  }

  /** @internal Reflects the disabled state in the DOM. */
  applyDisabled(disabled: boolean): void {
    (this.el as Element)
      .toggleCls(cssPrefix() + 'item-disabled', disabled)
      .set({ 'aria-disabled': disabled && 'true' });
  }

  /**
   * Sets the border's width (see the `border` config): `false` or `0` none, `true` 1 pixel, else
   * pixels or Ext's `'1 0 0 0'` text.
   */
  setBorder(border: boolean | number | string | Spacing): void {
    this.border = border;
    this.el?.setStyle('border-width', border === true ? '1px' : border ? spacing(border) : '0');
  }

  // ---------------------------------------------------------------- size and position

  /**
   * Sets the size (numbers are pixels; `undefined` keeps a dimension) and lays out: the run
   * calls `onResize(width, height, oldWidth, oldHeight)` and fires `resize(this, width, height,
   * oldWidth, oldHeight)` with the measured sizes.
   */
  setSize(width?: number | string | null, height?: number | string | null): this {
    const me = this;
    if (width !== null && typeof width == 'object') {
      const box = width as { width?: number; height?: number };
      return me.setSize(box.width, box.height);
    }
    const oldWidth = me.width;
    const oldHeight = me.height;
    if (width != null) me.width = clampSize(width, me.minWidth);
    if (height != null) me.height = clampSize(height, me.minHeight);
    const { width: w, height: h } = me;
    if (me.rendered && (w !== oldWidth || h !== oldHeight)) {
      (me.el as Element).setSize(w, h);
      me.updateLayout();
    }
    return me;
  }

  /**
   * Lays out again: the container whose layout arranges this component (else the component
   * itself) is queued for a layout run, which runs at once unless layouts are suspended
   * (`Lib.suspendLayouts`). The run goes through it and everything below it, and fires
   * `resize` on each component whose size changed (siblings included). Nothing happens before
   * rendering.
   */
  updateLayout(): this {
    const owner = this.ownerCt;
    const root = owner?.rendered && owner.getLayoutChildren().includes(this) ? owner : this;
    // Asked for a layout, a container arranges its items again, even one just rendered.
    if (this.$arranged) this.$arranged = false;
    if (root.rendered && !root.isDestroyed) queueLayout(root);
    return this;
  }

  /**
   * The components a layout run goes through below this one: none here; a container's
   * layout items, and a panel's docked items too.
   */
  getLayoutChildren(): Component[] {
    return [];
  }

  /**
   * Whether the height is given from outside: by the `height` config, or by the owner's layout
   * (a `fit` item, a flexed `vbox` item, a border region...). A grid whose height is not fixed
   * grows to show every row.
   */
  isFixedHeight(): boolean {
    return this.height != null || !!this.ownerCt?.layout?.sizesHeight?.(this);
  }

  /** The element the layout renders child items into (default `getContentTarget()`). */
  getTargetEl(): Element | undefined {
    return this.getContentTarget();
  }

  /** Ext's hook: this component was added to `container` at `position`; fires `added`. */
  onAdded(container: Container, position: number): void {
    this.ownerCt = container;
    this.fireEvent('added', this, container, position);
  }

  /** Ext's hook: this component left its container (`destroying` it); fires `removed`. */
  onRemoved(_destroying?: boolean): void {
    this.fireEvent('removed', this, this.ownerCt!);
    this.ownerCt = undefined;
  }

  /** Sets the width. */
  setWidth(width: number | string): this {
    return this.setSize(width);
  }

  /** Sets the height. */
  setHeight(height: number | string): this {
    return this.setSize(undefined, height);
  }

  /** Hook: the first layout run after rendering measured the component (before `boxready`). */
  onBoxReady(_width: number, _height: number): void {}

  /** Hook: a layout run found the size changed (pixels measured, old ones from the last run). */
  onResize(
    _width?: number | string,
    _height?: number | string,
    _oldWidth?: unknown,
    _oldHeight?: unknown,
  ): void {}

  /** The laid-out width, or the configured width where there is no layout (happy-dom), or 0. */
  getWidth(): number {
    return measure(this.rendered && (this.el as Element).getWidth(), this.width);
  }

  /** The laid-out height, or the configured height where there is no layout, or 0. */
  getHeight(): number {
    return measure(this.rendered && (this.el as Element).getHeight(), this.height);
  }

  /** `{width, height}` as `getWidth`/`getHeight` give them. */
  getSize(): { width: number; height: number } {
    return { width: this.getWidth(), height: this.getHeight() };
  }

  /**
   * Positions a floating (or absolutely placed) component: `left`/`top` in pixels (`x` may be
   * `[x, y]`). Fires `move(c, x, y)` once rendered.
   */
  setPosition(x: number | [number, number], y?: number): this {
    const me = this;
    [me.x, me.y] = Array.isArray(x) ? x : [x, y];
    if (me.rendered) {
      me.el!.setLeftTop(me.x!, me.y!);
      me.fireEvent('move', me, me.x!, me.y!);
    }
    return me;
  }

  /** The position `[x, y]`: `left`/`top` with `local`, else on the page. */
  getPosition(local?: boolean): [number, number] {
    const me = this;
    return local || !me.rendered ? [me.x || 0, me.y || 0] : me.el!.getXY();
  }

  /** Moves the rendered component to the page position `(x, y)` (or `[x, y]`); fires `move`. */
  setPagePosition(x: number | [number, number], y?: number): this {
    const el = this.el as Element;
    el.setXY(Array.isArray(x) ? x : [x, y as number]);
    return this.setPosition(parseFloat(el.dom.style.left), parseFloat(el.dom.style.top));
  }

  /**
   * Moves the rendered component against `target` (an element, an id or a component) as
   * `Lib.dom.Element#alignTo` does (`position` default `'tl-bl?'`).
   */
  alignTo(target: unknown, position?: string, offsets?: [number, number]): this {
    return this.setPagePosition((this.el as Element).getAlignToXY(target, position, offsets));
  }

  /** Shows the component at `(x, y)` (or `showAt([x, y])`). */
  showAt(x: number | [number, number], y?: number): this {
    this.setPosition(x, y);
    this.show();
    if (!this.rendered) this.render();
    return this;
  }

  /**
   * Brings a floating component above the others in its `Lib.ZIndexManager`
   * (`preventFocus`: a window keeps the focus where it is).
   */
  toFront(preventFocus?: boolean): this {
    this.zIndexManager?.bringToFront(this, preventFocus);
    return this;
  }

  /** Sends a floating component below the others in its `Lib.ZIndexManager`. */
  toBack(): this {
    this.zIndexManager?.sendToBack(this);
    return this;
  }

  // ---------------------------------------------------------------- classes and focus

  /** Adds CSS classes to the root (remembered until rendering). */
  addCls(cls: string | string[]): this {
    const me = this;
    if (me.rendered) (me.el as Element).addCls(cls);
    else {
      const list = me.$extraCls || (me.$extraCls = []);
      for (const name of listOf(cls)) if (!list.includes(name)) list.push(name);
    }
    return me;
  }

  /** Removes CSS classes from the root. */
  removeCls(cls: string | string[]): this {
    const me = this;
    if (me.rendered) (me.el as Element).removeCls(cls);
    else if (me.$extraCls) {
      const remove = listOf(cls);
      me.$extraCls = me.$extraCls.filter((name) => !remove.includes(name));
    }
    return me;
  }

  /** `true` when the root has the class (or will have it once rendered). */
  hasCls(cls: string): boolean {
    if (this.rendered) return (this.el as Element).hasCls(cls);
    return this.getRootCls().join(' ').split(/\s+/).includes(cls);
  }

  /** Focuses `getFocusEl()` (at once, or after `delay` ms: then it calls `focus(selectText)`). */
  focus(selectText?: boolean, delay?: number | boolean): this {
    if (delay) setTimeout(() => this.focus(selectText), isNum(delay) ? delay : 10);
    else if (this.rendered && !this.isDestroyed) this.getFocusEl()?.focus();
    return this;
  }

  // ---------------------------------------------------------------- identity

  /** The id. */
  getId(): string {
    return this.id;
  }

  /** The `itemId`, else the id. */
  getItemId(): string {
    return this.itemId || this.id;
  }

  /** The class's xtype. */
  getXType(): string {
    return this.xtype;
  }

  /** Every xtype of the class chain, as a slash-separated string (`'component/field/textfield'`). */
  getXTypes(): string {
    return listOf(this.xtypesChain).join('/');
  }

  /** `true` when `xtype` is this class's xtype or (unless `shallow`) one of its ancestors'. */
  isXType(xtype: string, shallow?: boolean): boolean {
    return shallow ? this.xtype === xtype : !!this.xtypesMap?.[xtype];
  }

  // ---------------------------------------------------------------- the component tree

  /**
   * The components directly below this one (with `deep`, every descendant, each followed by
   * its own), which `Lib.ComponentQuery`, `query`, `down` and `child` walk. A plain component
   * has none; the grid returns its header container and view. Containers will override it
   * to return their items.
   */
  getRefItems(_deep?: boolean): Component[] {
    return [];
  }

  /** The component this one is below (`ownerCt`), which `up` and `is` walk. */
  getRefOwner(): Component | undefined {
    return this.ownerCt;
  }

  /** The components below this one matching `selector` (default `'*'`: all), in document order. */
  query<T extends Component = Component>(selector?: string): T[] {
    return ComponentQuery.query(selector || '*', this) as T[];
  }

  /**
   * The components below this one (`getRefItems(true)`) for which `fn(component)` does not
   * return `false`, called with `scope` (default the component tested).
   */
  queryBy(fn: (component: Component) => unknown, scope?: unknown): Component[] {
    return this.getRefItems(true).filter((c) => fn.call(scope ?? c, c) !== false);
  }

  /** The first component below this one whose `getItemId()` is `id` (any text), or `null`. */
  queryById<T extends Component = Component>(id: string): T | null {
    return (this.query().find((c) => c.getItemId?.() === id) as T) || null;
  }

  /** The first component below this one matching `selector` (a selector or a component), or `null`. */
  down<T extends Component = Component>(selector?: string | Component): T | null {
    if (selector instanceof Component) return this.query().includes(selector) ? <T>selector : null;
    return this.query<T>(selector)[0] || null;
  }

  /** The first direct child matching `selector` (a selector or a component; default any), or `null`. */
  child<T extends Component = Component>(selector?: string | Component): T | null {
    const items = this.getRefItems(false);
    if (selector instanceof Component) return items.includes(selector) ? (selector as T) : null;
    return ((selector ? ComponentQuery.query(selector, items) : items)[0] as T) || null;
  }

  /**
   * The nearest owner matching `selector` (a selector, an xtype being the simplest, or a
   * component), or the owner when omitted; `undefined` when none matches. `limit` stops the
   * search: a number of steps, a selector or a component the search does not go past.
   */
  up<T extends Component = Component>(
    selector?: string | Component,
    limit?: number | string | Component,
  ): T | undefined {
    let owner = this.getRefOwner() as T | undefined;
    if (!selector) return owner;
    for (
      let steps = 1;
      owner;
      owner = (owner.getRefOwner?.() ?? owner.ownerCt) as T | undefined, steps++
    ) {
      if (selector instanceof Component ? owner === selector : ComponentQuery.is(owner, selector))
        return owner;
      if (limit === owner || (isNum(limit) && steps >= limit)) return undefined;
      if (isString(limit) && ComponentQuery.is(owner, limit)) return undefined;
    }
  }

  /** The next child of the owner's `getRefItems()` (matching `selector` when given), or `null`. */
  nextSibling(selector?: string): Component | null {
    return this.sibling(1, selector);
  }

  /** The previous child of the owner's `getRefItems()` (matching `selector` when given), or `null`. */
  previousSibling(selector?: string): Component | null {
    return this.sibling(-1, selector);
  }

  /** @internal The nearest sibling in `direction` (1 or -1) matching `selector`, or `null`. */
  sibling(direction: 1 | -1, selector?: string): Component | null {
    const items: Component[] = this.getRefOwner()?.getRefItems?.(false) || [];
    const index = items.indexOf(this);
    if (index < 0) return null;
    for (let i = index + direction; i >= 0 && i < items.length; i += direction) {
      if (ComponentQuery.is(items[i], selector)) return items[i];
    }
    return null;
  }

  /** `true` when this component matches `selector` (see `Lib.ComponentQuery`). */
  is(selector: string): boolean {
    return ComponentQuery.is(this, selector);
  }

  /** Events bubble to the owner container. */
  override getBubbleTarget(): Container | null {
    return this.ownerCt || null;
  }

  /** The plugin with this `pluginId`. */
  getPlugin<T extends Plugin = Plugin>(pluginId: string): T | undefined {
    return listOf(this.plugins).find((plugin) => plugin.pluginId === pluginId) as T | undefined;
  }

  /** The first plugin of this ptype (`'rowediting'`). */
  findPlugin<T extends Plugin = Plugin>(ptype: string): T | undefined {
    return listOf(this.plugins).find(
      (plugin) =>
        plugin.ptype === ptype ||
        ClassManager.getAliasesByName(ClassManager.getName(plugin)).includes('plugin.' + ptype),
    ) as T | undefined;
  }

  // ---------------------------------------------------------------- element listeners

  /** Binds `element` listeners once rendered (at once when already rendered). */
  override addElementListener(
    element: string,
    eventName: string,
    fn: Handler,
    scope: unknown,
    options: Record<string, unknown>,
  ): void {
    if (this.rendered) this.bindElementListener({ element, ename: eventName, fn, scope, options });
    else super.addElementListener(element, eventName, fn, scope, options);
  }

  /**
   * @internal Binds one `element` listener (`{element, ename, fn, scope, options}`) to the
   * Element in `this[element]`, remembering how to undo it.
   */
  bindElementListener(listener: ElementListener): void {
    const me = this;
    const { element, ename, fn, options } = listener;
    const el = Element.get((me as unknown as Record<string, unknown>)[element]);
    const name = me.$className;
    const scope = listener.scope ?? me;
    if (!el) {
      throw new TypeError(
        `[${name}#on] listener for '${ename}' names element '${element}', which ${name} does not have`,
      );
    }
    const { element: _, ...domOptions } = options;
    el.on(ename, fn, scope, domOptions);
    (me.$unbind || (me.$unbind = [])).push(() => el.un(ename, fn, scope));
  }

  /** Detaches `element` listeners bound so far. */
  unbindElementListeners(): void {
    for (const undo of listOf(this.$unbind)) undo();
    this.$unbind = null;
  }

  // ---------------------------------------------------------------- teardown

  /**
   * Destroys the component: fires `beforedestroy` (`false` cancels), destroys the plugins,
   * calls `onDestroy`, removes the DOM and element listeners, unregisters, fires `destroy`,
   * then removes every listener, managed ones included.
   */
  override destroy(): void {
    const me = this;
    if (me.isDestroyed || me.fireEvent('beforedestroy', me) === false) return;
    me.destroying = true;
    // A child destroyed by itself leaves its container first (Ext 4's order).
    if (me.ownerCt?.isContainer && !me.ownerCt.destroying) me.ownerCt.remove(me, false);
    for (const plugin of listOf(me.plugins)) {
      if (isFunction(plugin?.destroy)) plugin.destroy();
    }
    me.onDestroy();
    me.unbindElementListeners();
    me.el?.remove();
    me.el = undefined;
    me.rendered = false;
    ComponentManager.unregister(me);
    me.zIndexManager?.unregister(me);
    me.fireEvent('destroy', me);
    me.isDestroyed = true;
    super.destroy();
  }

  /** Hook: release what the subclass holds (stores it listens to, child components). */
  onDestroy(): void {}
}

/** A `margin`/`padding` config as CSS: numbers and Ext's space-separated numbers are pixels. */
export function spacing(value: number | string | Spacing | undefined): string | undefined {
  if (value == null) return undefined;
  if (isNum(value)) return value + 'px';
  if (isString(value)) return value.replace(/(^|\s)(-?\d+(?:\.\d+)?)(?=\s|$)/g, '$1$2px');
  const { top = 0, right = 0, bottom = 0, left = 0 } = value;
  return `${top}px ${right}px ${bottom}px ${left}px`;
}

/** The laid-out size when there is one, else the configured number, else 0. */
function measure(laid: number | false, configured: unknown): number {
  return laid || (isNum(configured) ? configured : 0);
}

/** `value`, raised to `min` when both are numbers and it is smaller. */
export function clampSize(value: number | string, min: number | undefined): number | string {
  return isNum(value) && isNum(min) && value < min ? min : value;
}

const SIZE: Test = [
  (v) => (isNum(v) && v >= 0 && Number.isFinite(v)) || isString(v),
  'a number of pixels or a CSS length',
];
const PIXELS: Test = [isNum, 'a number of pixels'];
/** The rule of a spacing config (`margin`, `padding`, a box layout's `padding`). */
const isSpacing = (v: unknown) =>
  isNum(v) || (isString(v) && /^\s*(-?\d+(\.\d+)?(px)?\s*){1,4}$/.test(v)) || isObj(v);
const SPACED = "pixels, Ext's '5 10 5 10' text or {top, right, bottom, left}";
export const SPACING: Test = [isSpacing, SPACED];
/** The rule of `border`: a boolean or a spacing. */
export const BORDER: Test = [(v) => v === !!v || isSpacing(v), 'a boolean, ' + SPACED];
const STRING_OR_OBJECT = (v: unknown) => isString(v) || typeof v == 'object';
/** The rule of a class names config (`cls`, `bodyCls`). */
export const CLS: Test = [
  (v) => isString(v) || Array.isArray(v),
  'a class name string or an array',
];
/** The rule of an inline style config (`style`, `bodyStyle`). */
export const STYLE: Test = [STRING_OR_OBJECT, 'a CSS string or an object'];

registerClass(Component, 'Lib.Component', {
  $configs: declareConfigs<ComponentConfig, ObservableConfig>({
    id: cfg('string'),
    itemId: cfg('string'),
    width: cfg(SIZE),
    height: cfg(SIZE),
    minWidth: cfg(PIXELS),
    minHeight: cfg(PIXELS),
    hidden: false,
    disabled: false,
    floating: false,
    cls: cfg(CLS),
    style: cfg(STYLE),
    html: cfg([isString, 'a markup string']),
    tpl: cfg([(v) => isString(v) || isArray(v) || !!v.isTemplate, 'a template or markup strings']),
    data: cfg(either('object', 'array')),
    tplWriteMode: cfg(
      oneOf('overwrite', 'append', 'insertFirst', 'insertBefore', 'insertAfter'),
      'overwrite',
    ),
    tabIndex: cfg('number'),
    renderTo: cfg([(v) => isString(v) || (isObj(v) && (isNum(v.nodeType) || !!v.dom)), NODE]),
    plugins: cfg(
      [STRING_OR_OBJECT, 'a ptype, a plugin config, a plugin or an array of these'],
      null,
    ),
    baseCls: cfg('string'),
    componentCls: cfg('string'),
    ariaRole: cfg('string'),
    ariaLabel: cfg('string'),
    autoEl: cfg([STRING_OR_OBJECT, "a tag name or an object such as {tag: 'span'}"]),
    ownerCt: cfg('object'),
    xtype: cfg('string'),
    contentEl: cfg([(v) => isString(v) || isNum(v?.nodeType), 'an element or an element id']),
    margin: cfg(SPACING),
    padding: cfg(SPACING),
    border: cfg(BORDER),
    flex: cfg([(v) => isNum(v) && v >= 0, 'a number of shares, 0 or more']),
    loader: cfg('object'),
    autoLoad: cfg(either('string', 'boolean', 'object')),
  }),
  xtype: 'component',
  isComponent: true,
  rendered: false,
  isDestroyed: false,
  destroying: false,
  $extraCls: null,
  $unbind: null,
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.Component': typeof Component;
  }
  interface AliasMap {
    'widget.component': typeof Component;
  }
}
