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
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { check, fail, checkObject, type Rule } from '../lib/check';
import { describe } from '../lib/Error';
import { apply } from '../lib/lang/Object';
import { Observable, type ObservableConfig } from './util/Observable';
import { ComponentManager } from './ComponentManager';
import { Element } from './dom/Element';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Fn = (...args: Any[]) => unknown;

/** What a `plugins` slot accepts: a ptype, a config with `ptype`/`xclass`, or an instance. */
export type PluginSpec = string | Record<string, Any> | { init(host: Any): void };

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
  ownerCt?: Any;
  /** The xtype this config was created through. */
  xtype?: string;
}

const WHERE = 'Lib.Component';
let idSeed = 1000;
let zSeed = 19000;

interface BoundElementListener {
  el: Element;
  ename: string;
  fn: Fn;
  scope: unknown;
}

export class Component extends Observable {
  declare id: string;
  declare itemId?: string;
  declare renderTo?: unknown;
  declare width?: number | string;
  declare height?: number | string;
  declare minWidth?: number;
  declare minHeight?: number;
  declare hidden: boolean;
  declare disabled: boolean;
  declare cls?: string | string[];
  declare baseCls?: string;
  declare componentCls?: string;
  declare style?: string | Record<string, string | number>;
  declare html?: string;
  declare floating: boolean;
  declare plugins: Any[] | null;
  declare tabIndex?: number;
  declare ariaRole?: string;
  declare ariaLabel?: string;
  declare autoEl?: { tag?: string } | string;
  declare ownerCt?: Any;
  /** The root element, once rendered. */
  declare el?: Element;
  /** `true` once rendered. */
  declare rendered: boolean;
  /** `true` once destroyed. */
  declare isDestroyed: boolean;
  /** Always `true` on components. */
  declare isComponent: true;
  /** Classes added with `addCls` before rendering. */
  declare $extraCls: string[] | null;
  /** @internal Element listeners bound to rendered elements. */
  declare $boundElementListeners: BoundElementListener[] | null;
  /** The first xtype of the class. */
  declare xtype: string;
  /** Every xtype of the class chain, most generic first. */
  declare xtypesChain: string[];
  declare xtypesMap: Record<string, true>;

  override $construct(config?: ComponentConfig): this {
    const where = this.$className || WHERE;
    checkObject(where, config);
    check(where, config, RULES, true);
    this.$extraCls = null;
    this.$boundElementListeners = null;
    // Ext 4's order: the config is copied first, `initComponent` may still change the id and
    // the `listeners`, and only then is the component registered and its listeners added.
    if (config) apply(this, config);
    if (this.id === undefined || this.id === null || this.id === '') {
      this.id = `${this.xtype || 'component'}-${++idSeed}`;
    }
    this.initComponent();
    ComponentManager.register(this);
    try {
      super.$construct();
      this.plugins = this.constructPlugins();
      for (const plugin of this.plugins) {
        if (typeof plugin.init === 'function') plugin.init(this);
      }
      const renderTo = this.renderTo;
      if (renderTo !== undefined && renderTo !== null) {
        this.renderTo = undefined;
        this.render(renderTo);
      }
    } catch (error) {
      // The caller never gets the instance: it must not stay reachable through Lib.getCmp or
      // left in the page.
      ComponentManager.unregister(this);
      this.el?.remove();
      throw error;
    }
    return this;
  }

  /**
   * The Ext 4 set-up hook, run during construction after the config is copied and before the
   * component is registered, its listeners added, its plugins created and it is rendered.
   */
  initComponent(): void {}

  /** @internal Turns the `plugins` config into instances. */
  constructPlugins(): Any[] {
    const given = this.plugins;
    if (given === undefined || given === null) return [];
    const list = Array.isArray(given) ? given : [given];
    return list.map((spec) => createPlugin(spec, this));
  }

  // ---------------------------------------------------------------- rendering

  /**
   * Renders into `container` (a node, an Element or an element id; floating components and
   * calls without a container use the body), before the child at `position` (an index, a node
   * or an id) or at the end. Fires `beforerender` (`false` cancels), `render`, `afterrender` and
   * `boxready`.
   */
  render(container?: unknown, position?: number | string | Node | Element): this {
    if (this.rendered || this.isDestroyed) return this;
    const doc = (globalThis as Any).document as Document | undefined;
    if (!doc) {
      throw new Error(`[${this.$className}#render] there is no document to render into`);
    }
    const target =
      container === undefined || container === null ? doc.body : Element.getDom(container);
    if (!target) {
      throw new TypeError(
        `[${this.$className}#render] container ${describe(container)} is not a node, an Element or the id of an element in the document`,
      );
    }
    if (this.fireEvent('beforerender', this) === false) return this;
    const tag = typeof this.autoEl === 'string' ? this.autoEl : this.autoEl?.tag || 'div';
    const dom = doc.createElement(tag);
    dom.id = this.id;
    const el = (this.el = Element.get(dom) as Element);
    el.addCls(this.getRootCls());
    if (this.ariaRole) dom.setAttribute('role', this.ariaRole);
    if (this.ariaLabel) dom.setAttribute('aria-label', this.ariaLabel);
    if (typeof this.style === 'string') dom.style.cssText = this.style;
    else if (this.style) el.setStyle(this.style);
    if (this.floating) {
      el.addCls(prefix() + 'layer');
      el.setStyle({ position: 'absolute', zIndex: ++zSeed });
    }
    const { x, y } = this as Any;
    // A position set (setPosition) before rendering.
    if (typeof x === 'number' && typeof y === 'number') el.setLeftTop(x, y);
    el.setSize(this.width, this.height);
    if (typeof this.html === 'string') dom.innerHTML = this.html;
    this.onRender(target, position);
    if (typeof this.tabIndex === 'number') this.getFocusEl()?.set({ tabindex: this.tabIndex });
    insertAt(target, dom, position);
    this.rendered = true;
    if (this.hidden) el.addCls(prefix() + 'hide-display');
    if (this.disabled) this.applyDisabled(true);
    this.bindElementListeners();
    this.fireEvent('render', this);
    this.afterRender();
    this.fireEvent('afterrender', this);
    this.fireEvent('boxready', this, this.getWidth(), this.getHeight());
    return this;
  }

  /** The classes of the root element. */
  getRootCls(): string[] {
    const classes = [prefix() + 'component'];
    if (this.baseCls) classes.push(this.baseCls);
    if (this.componentCls) classes.push(this.componentCls);
    if (this.cls) classes.push(...(Array.isArray(this.cls) ? this.cls : [this.cls]));
    if (this.$extraCls) classes.push(...this.$extraCls);
    return classes;
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

  /** Replaces the content with author markup (`html`). */
  update(html: string): this {
    this.html = html;
    if (this.rendered) (this.getContentTarget() as Element).update(html);
    return this;
  }

  // ---------------------------------------------------------------- visibility

  /**
   * Shows the component (rendering a floating one first). Fires `beforeshow` and `show`; does
   * nothing on a rendered component already shown (a floating one comes to the front).
   */
  show(): this {
    if (this.isDestroyed) return this;
    if (this.rendered && !this.hidden) {
      // Already shown: no events (as Ext 4); a floating one still comes to the front.
      if (this.floating) this.toFront();
      return this;
    }
    if (this.fireEvent('beforeshow', this) === false) return this;
    this.hidden = false;
    if (!this.rendered && this.floating) this.render();
    if (this.rendered) {
      (this.el as Element).removeCls(prefix() + 'hide-display');
      if (this.floating) this.toFront();
    }
    this.onShow();
    this.fireEvent('show', this);
    return this;
  }

  /** Hides the component. Fires `beforehide` and `hide`; nothing when rendered and hidden. */
  hide(): this {
    if (this.isDestroyed || (this.rendered && this.hidden)) return this;
    if (this.fireEvent('beforehide', this) === false) return this;
    this.hidden = true;
    if (this.rendered) (this.el as Element).addCls(prefix() + 'hide-display');
    this.onHide();
    this.fireEvent('hide', this);
    return this;
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
    if (!this.rendered || this.hidden || this.isDestroyed) return false;
    let owner = this.ownerCt;
    while (owner) {
      if (owner.hidden) return false;
      owner = owner.ownerCt;
    }
    return true;
  }

  /** `true` while hidden. */
  isHidden(): boolean {
    return !!this.hidden;
  }

  // ---------------------------------------------------------------- enabled state

  /** Enables the component. Fires `enable`. */
  enable(): this {
    if (!this.disabled) return this;
    this.disabled = false;
    if (this.rendered) this.applyDisabled(false);
    this.onEnable();
    this.fireEvent('enable', this);
    return this;
  }

  /** Disables the component (class `x-item-disabled`). Fires `disable`. */
  disable(): this {
    if (this.disabled) return this;
    this.disabled = true;
    if (this.rendered) this.applyDisabled(true);
    this.onDisable();
    this.fireEvent('disable', this);
    return this;
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
    const el = this.el as Element;
    el.toggleCls(prefix() + 'item-disabled', disabled);
    if (disabled) el.dom.setAttribute('aria-disabled', 'true');
    else el.dom.removeAttribute('aria-disabled');
  }

  // ---------------------------------------------------------------- size and position

  /**
   * Sets the size (numbers are pixels; `undefined` keeps a dimension). Fires
   * `resize(this, width, height, oldWidth, oldHeight)` and calls `onResize(width, height)`.
   */
  setSize(width?: number | string | null, height?: number | string | null): this {
    if (width !== null && typeof width === 'object') {
      const box = width as { width?: number; height?: number };
      return this.setSize(box.width, box.height);
    }
    const oldWidth = this.width;
    const oldHeight = this.height;
    if (width !== undefined && width !== null) this.width = clampSize(width, this.minWidth);
    if (height !== undefined && height !== null) this.height = clampSize(height, this.minHeight);
    if (this.width === oldWidth && this.height === oldHeight) return this;
    if (this.rendered) (this.el as Element).setSize(this.width, this.height);
    this.onResize(this.width, this.height, oldWidth, oldHeight);
    this.fireEvent('resize', this, this.width, this.height, oldWidth, oldHeight);
    return this;
  }

  /** Sets the width. */
  setWidth(width: number | string): this {
    return this.setSize(width, undefined);
  }

  /** Sets the height. */
  setHeight(height: number | string): this {
    return this.setSize(undefined, height);
  }

  /** Hook: the size changed. */
  onResize(
    _width?: number | string,
    _height?: number | string,
    _oldWidth?: unknown,
    _oldHeight?: unknown,
  ): void {}

  /** The laid-out width, or the configured width where there is no layout (happy-dom), or 0. */
  getWidth(): number {
    const laid = this.rendered ? (this.el as Element).getWidth() : 0;
    if (laid) return laid;
    return typeof this.width === 'number' ? this.width : 0;
  }

  /** The laid-out height, or the configured height where there is no layout, or 0. */
  getHeight(): number {
    const laid = this.rendered ? (this.el as Element).getHeight() : 0;
    if (laid) return laid;
    return typeof this.height === 'number' ? this.height : 0;
  }

  /** `{width, height}` as `getWidth`/`getHeight` give them. */
  getSize(): { width: number; height: number } {
    return { width: this.getWidth(), height: this.getHeight() };
  }

  /** Positions a floating (or absolutely placed) component: `left`/`top` in pixels. */
  setPosition(x: number, y: number): this {
    (this as Any).x = x;
    (this as Any).y = y;
    if (this.rendered) (this.el as Element).setLeftTop(x, y);
    return this;
  }

  /** Shows the component at `(x, y)` (or `showAt([x, y])`). */
  showAt(x: number | [number, number], y?: number): this {
    const [left, top] = Array.isArray(x) ? x : [x, y as number];
    this.show();
    if (!this.rendered) this.render();
    return this.setPosition(left, top);
  }

  /** Brings a floating component above the others. */
  toFront(): this {
    if (this.rendered && this.floating) (this.el as Element).setStyle('z-index', ++zSeed);
    return this;
  }

  // ---------------------------------------------------------------- classes and focus

  /** Adds CSS classes to the root (remembered until rendering). */
  addCls(cls: string | string[]): this {
    if (this.rendered) (this.el as Element).addCls(cls);
    else {
      const list = this.$extraCls || (this.$extraCls = []);
      for (const name of ([] as string[]).concat(cls)) if (!list.includes(name)) list.push(name);
    }
    return this;
  }

  /** Removes CSS classes from the root. */
  removeCls(cls: string | string[]): this {
    if (this.rendered) (this.el as Element).removeCls(cls);
    else if (this.$extraCls) {
      const remove = ([] as string[]).concat(cls);
      this.$extraCls = this.$extraCls.filter((name) => !remove.includes(name));
    }
    return this;
  }

  /** `true` when the root has the class (or will have it once rendered). */
  hasCls(cls: string): boolean {
    if (this.rendered) return (this.el as Element).hasCls(cls);
    return this.getRootCls().join(' ').split(/\s+/).includes(cls);
  }

  /** Focuses `getFocusEl()` (at once, or after `delay` ms). */
  focus(_selectText?: boolean, delay?: number | boolean): this {
    const run = () => {
      if (this.rendered && !this.isDestroyed) this.getFocusEl()?.focus();
    };
    if (delay) setTimeout(run, typeof delay === 'number' ? delay : 10);
    else run();
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
    return (this.xtypesChain || []).join('/');
  }

  /** `true` when `xtype` is this class's xtype or (unless `shallow`) one of its ancestors'. */
  isXType(xtype: string, shallow?: boolean): boolean {
    if (shallow) return this.xtype === xtype;
    return !!(this.xtypesMap && this.xtypesMap[xtype]);
  }

  /** The nearest owner container with this xtype (or any owner when omitted). */
  up(xtype?: string): Any {
    let owner = this.ownerCt;
    while (owner) {
      if (!xtype || (owner.isXType && owner.isXType(xtype))) return owner;
      owner = owner.ownerCt;
    }
    return undefined;
  }

  /** Events bubble to the owner container. */
  override getBubbleTarget(): Any {
    return this.ownerCt || null;
  }

  /** The plugin with this `pluginId`. */
  getPlugin(pluginId: string): Any {
    return (this.plugins || []).find((plugin) => plugin.pluginId === pluginId);
  }

  /** The first plugin of this ptype (`'rowediting'`). */
  findPlugin(ptype: string): Any {
    return (this.plugins || []).find(
      (plugin) =>
        plugin.ptype === ptype ||
        ClassManager.getAliasesByName(ClassManager.getName(plugin)).includes('plugin.' + ptype),
    );
  }

  // ---------------------------------------------------------------- element listeners

  /** Binds `element` listeners once rendered (at once when already rendered). */
  override addElementListener(
    element: string,
    eventName: string,
    fn: Fn,
    scope: unknown,
    options: Record<string, Any>,
  ): void {
    if (this.rendered) this.bindElementListener(element, eventName, fn, scope, options);
    else super.addElementListener(element, eventName, fn, scope, options);
  }

  /** @internal Binds the recorded `element` listeners after rendering. */
  bindElementListeners(): void {
    const pending = this.elementListeners;
    if (!pending) return;
    this.elementListeners = null;
    for (const l of pending)
      this.bindElementListener(l.element, l.ename, l.fn as Fn, l.scope, l.options);
  }

  /** @internal Binds one listener to `this[element]`. */
  bindElementListener(
    element: string,
    eventName: string,
    fn: Fn,
    scope: unknown,
    options: Record<string, Any>,
  ): void {
    const el = Element.get((this as Any)[element]);
    if (!el) {
      throw new TypeError(
        `[${this.$className}#on] listener for '${eventName}' names element '${element}', which ${this.$className} does not have once rendered`,
      );
    }
    const domOptions = { ...options };
    delete domOptions.element;
    el.on(eventName, fn as Any, scope ?? this, domOptions);
    (this.$boundElementListeners || (this.$boundElementListeners = [])).push({
      el,
      ename: eventName,
      fn,
      scope: scope ?? this,
    });
  }

  /** Detaches `element` listeners bound so far. */
  unbindElementListeners(): void {
    for (const b of this.$boundElementListeners || []) b.el.un(b.ename, b.fn as Any, b.scope);
    this.$boundElementListeners = null;
  }

  // ---------------------------------------------------------------- teardown

  /**
   * Destroys the component: fires `beforedestroy` (`false` cancels), destroys the plugins,
   * calls `onDestroy`, removes the DOM and element listeners, unregisters, fires `destroy`,
   * then removes every listener, managed ones included.
   */
  override destroy(): void {
    if (this.isDestroyed) return;
    if (this.fireEvent('beforedestroy', this) === false) return;
    for (const plugin of this.plugins || []) {
      if (plugin && typeof plugin.destroy === 'function') plugin.destroy();
    }
    this.onDestroy();
    this.unbindElementListeners();
    if (this.el) {
      this.el.remove();
      this.el = undefined;
    }
    this.rendered = false;
    ComponentManager.unregister(this);
    this.fireEvent('destroy', this);
    this.isDestroyed = true;
    super.destroy();
  }

  /** Hook: release what the subclass holds (stores it listens to, child components). */
  onDestroy(): void {}
}

function prefix(): string {
  return (ClassManager.root as Any).baseCSSPrefix || 'x-';
}

function clampSize(value: number | string, min: number | undefined): number | string {
  return typeof value === 'number' && typeof min === 'number' && value < min ? min : value;
}

function insertAt(target: Node, dom: Node, position: unknown): void {
  let before: Node | null = null;
  if (typeof position === 'number') before = target.childNodes[position] || null;
  else if (position !== undefined && position !== null) before = Element.getDom(position);
  if (before && before.parentNode === target) target.insertBefore(dom, before);
  else target.appendChild(dom);
}

function createPlugin(spec: unknown, host: Component): Any {
  const where = `${host.$className}#plugins`;
  if (typeof spec === 'string') return ClassManager.createByAlias('plugin.' + spec, {});
  if (spec && typeof spec === 'object') {
    const cfg = spec as Record<string, Any>;
    if (typeof cfg.init === 'function' || cfg.isInstance) return cfg;
    if (cfg.xclass !== undefined) return ClassManager.create(cfg);
    if (typeof cfg.ptype === 'string')
      return ClassManager.createByAlias('plugin.' + cfg.ptype, cfg);
  }
  fail(
    where,
    'a plugin',
    'a ptype string, a config with ptype or xclass, or an object with init(host)',
    spec,
  );
}

const SIZE: Rule = [
  (v) => (typeof v === 'number' && v >= 0 && Number.isFinite(v)) || typeof v === 'string',
  'a number of pixels or a CSS length',
];
const PIXELS: Rule = [(v) => typeof v === 'number', 'a number of pixels'];
const STRING_OR_OBJECT = (v: Any) => typeof v === 'string' || typeof v === 'object';

/** The config checks of every component (`null` passes as absent). */
const RULES: Record<string, Rule> = {
  id: 'string',
  itemId: 'string',
  width: SIZE,
  height: SIZE,
  minWidth: PIXELS,
  minHeight: PIXELS,
  hidden: 'boolean',
  disabled: 'boolean',
  floating: 'boolean',
  cls: [(v) => typeof v === 'string' || Array.isArray(v), 'a class name string or an array'],
  style: [STRING_OR_OBJECT, 'a CSS string or an object'],
  html: [(v) => typeof v === 'string', 'a markup string'],
  tabIndex: 'number',
  renderTo: [
    (v) =>
      typeof v === 'string' ||
      (typeof v === 'object' && (typeof v.nodeType === 'number' || !!v.dom)),
    'a node, an Element or an element id',
  ],
  plugins: [STRING_OR_OBJECT, 'a ptype, a plugin config, a plugin or an array of these'],
  baseCls: 'string',
  componentCls: 'string',
  ariaRole: 'string',
  ariaLabel: 'string',
  autoEl: [STRING_OR_OBJECT, "a tag name or an object such as {tag: 'span'}"],
};

registerClass(Component, 'Lib.Component', {
  xtype: 'component',
  isComponent: true,
  rendered: false,
  isDestroyed: false,
  hidden: false,
  disabled: false,
  floating: false,
  plugins: null,
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.Component': typeof Component;
  }
  interface AliasMap {
    'widget.component': typeof Component;
  }
}
