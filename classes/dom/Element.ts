/**
 * `Lib.dom.Element`: a thin wrapper over one DOM node (Ext 4's `Ext.dom.Element`), one wrapper
 * per node. Components keep theirs in `el`; the raw node is `el.dom`. Also the root shortcuts
 * `Lib.get`, `Lib.fly`, `Lib.getDom`, `Lib.getBody` and `Lib.onReady`.
 *
 * @example
 *   const el = Lib.get('main');
 *   el.addCls('x-busy').setStyle('height', 200);
 *   el.on('click', (e, target) => console.log(target), null, {delegate: '.x-grid-row'});
 */
import { isFunction } from '../../lib/lang/is';
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isNum, isObj, isString } from '../../lib/check';
import { fail } from '../../lib/config';
import { expects } from '../../lib/Error';
import { root } from '../../lib/ClassManager';
import { EventObjectImpl } from '../EventObjectImpl';
import { Markup } from './Markup';
import { Region } from '../util/Region';
import type { CompositeElementLite } from './CompositeElementLite';
import type { Helper, Spec } from '../DomHelper';

type Handler = (
  e: EventObjectImpl,
  target: globalThis.Element,
  options?: ElementListenerOptions,
) => unknown;
/** Styles by property name (the style object and computed styles, read by a computed name). */
type CSS = CSSStyleDeclaration & Record<string, string>;

/** Options of `el.on`. */
export interface ElementListenerOptions {
  /** Only events whose target is inside a node matching this selector; `target` is that node. */
  delegate?: string;
  /** Remove the listener after its first call. */
  single?: boolean;
  /** `preventDefault()` + `stopPropagation()` before the handler. */
  stopEvent?: boolean;
  /** `preventDefault()` before the handler. */
  preventDefault?: boolean;
  /** `stopPropagation()` before the handler. */
  stopPropagation?: boolean;
  /** Listen in the capture phase. */
  capture?: boolean;
  /** Run the handler this many milliseconds later. */
  delay?: number;
  [key: string]: unknown;
}

interface Binding {
  ename: string;
  fn: Handler;
  scope: unknown;
  capture: boolean;
  wrapped: (event: Event) => void;
  /** Pending calls of a `delay` listener, cancelled when it is removed. */
  timers?: Set<ReturnType<typeof setTimeout>>;
}

const cache = new WeakMap<Node, Element>();
const WHERE = 'Lib.dom.Element';

/** The page's document, if there is one. */
const doc = () => (globalThis as { document?: Document }).document;

/** `Lib.baseCSSPrefix` (default `'x-'`; read at each call, so a page may change it before rendering). */
export function cssPrefix(): string {
  return (root as { baseCSSPrefix?: string }).baseCSSPrefix || 'x-';
}

/**
 * Follows the pointer pressed in `down` until it is released or cancelled: `move(dx, dy)` on
 * each move, with the distance from where it was pressed, then `end()`. The listeners are on
 * the document, so the pointer may leave the element it pressed (a drag, a splitter).
 */
export function trackPointer(
  down: PointerEvent,
  move: (dx: number, dy: number) => void,
  end?: () => void,
): void {
  const document = (down.target as Node).ownerDocument as Document;
  const types = ['pointermove', 'pointerup', 'pointercancel'] as const;
  const onMove = (e: PointerEvent) => move(e.clientX - down.clientX, e.clientY - down.clientY);
  const stop = () => {
    types.forEach((type, i) => document.removeEventListener(type, i ? stop : onMove));
    end?.();
  };
  types.forEach((type, i) => document.addEventListener(type, i ? stop : onMove));
}

/** A number as pixels (`10` → `'10px'`); a string as is. */
const px = (value: number | string): string => (isNum(value) ? value + 'px' : value);

/** The class names of a space-separated string or an array of them (non-strings skipped). */
const splitCls = (cls: string | string[] | null | undefined): string[] =>
  // One class name (the common case) skips the joining and matching.
  isString(cls) && !/\s/.test(cls)
    ? cls
      ? [cls]
      : []
    : ([] as unknown[])
        .concat(cls || [])
        .filter(isString)
        .join(' ')
        .match(/\S+/g) || [];

/** A CSS property name as the style object wants it (`z-index` → `zIndex`). */
const camel = (name: string): string =>
  // Most names have no dash: they skip the regular expression.
  name.includes('-') ? name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) : name;

/** The node of an Element, else the value itself. */
const nodeOf = (child: Node | Element): Node => (child instanceof Element ? child.dom : child);

const ANCHORS = 'anchors tl, t, tr, l, c, r, bl, b, br';
const ANCHOR = /^(tl|tc?|tr|l|c|r|bl|bc?|br)$/;
const ALIGN = /^(tl|tc?|tr|l|c|r|bl|bc?|br)-(tl|tc?|tr|l|c|r|bl|bc?|br)(\?)?$/;

/**
 * The page box of a node: `x`, `y`, `width`, `height`, `right`, `bottom` (the body and the
 * document element give the viewport, scrolled).
 */
function regionOf(dom: HTMLElement) {
  const d = dom.ownerDocument;
  const view = d.defaultView;
  if (dom != d.body && dom != d.documentElement) return (Element.get(dom) as Element).getBox();
  const [x, y] = [view?.scrollX || 0, view?.scrollY || 0];
  const width = d.documentElement.clientWidth || view?.innerWidth || 0;
  const height = d.documentElement.clientHeight || view?.innerHeight || 0;
  return { x, y, width, height, right: x + width, bottom: y + height };
}

/** Properties whose plain numbers mean pixels. */
const PX_PROPS =
  /^(width|height|top|left|right|bottom|(min|max)(Width|Height)|(margin|padding)(Top|Left|Right|Bottom)?|fontSize|lineHeight)$/;

export class Element extends Base {
  /** The DOM node. */
  declare dom: HTMLElement;
  /** The node's id. */
  declare id: string;
  /** @internal Listeners added through `on` (default `null`). */
  declare $bindings: Binding[] | null;
  /** @internal The nodes of the mask `mask` added: the mask, then the message box (default `null`). */
  declare $mask: HTMLElement[] | null;
  /** Always `true` on elements. */
  declare isElement: true;

  /** Wraps `dom`. Use `Lib.get(node)` instead: it reuses the node's wrapper. */
  override $construct(dom: HTMLElement): this {
    if (!isObj(dom) || !isNum(dom.nodeType)) expects(WHERE, 'a DOM node', dom);
    this.dom = dom;
    this.id = dom.id;
    cache.set(dom, this);
    return this;
  }

  /** Adds one or more CSS classes (a space-separated string or an array). */
  addCls(cls: string | string[]): this {
    this.dom.classList.add(...splitCls(cls));
    return this;
  }

  /** Removes one or more CSS classes. */
  removeCls(cls: string | string[]): this {
    this.dom.classList.remove(...splitCls(cls));
    return this;
  }

  /** Adds the class when `state` is true (or absent and the class is missing), else removes it. */
  toggleCls(cls: string, state?: boolean): this {
    this.dom.classList.toggle(cls, state === undefined ? !this.hasCls(cls) : !!state);
    return this;
  }

  /** Replaces the class `oldCls` by `newCls`. */
  replaceCls(oldCls: string, newCls: string): this {
    return this.removeCls(oldCls).addCls(newCls);
  }

  /** Adds the classes, removing them from the node's sibling elements. */
  radioCls(cls: string | string[]): this {
    for (const node of this.dom.parentElement?.children || [])
      node.classList.remove(...splitCls(cls));
    return this.addCls(cls);
  }

  /** `true` when the node has the class. */
  hasCls(cls: string): boolean {
    return this.dom.classList.contains(cls);
  }

  /** Sets one style (`setStyle('width', 100)`; numbers are pixels) or several (`setStyle({...})`). */
  setStyle(
    name: string | Record<string, string | number | null>,
    value?: string | number | null,
  ): this {
    if (isString(name)) {
      const prop = camel(name);
      (this.dom.style as CSS)[prop] =
        value == null ? '' : PX_PROPS.test(prop) ? px(value) : String(value);
    } else if (name && typeof name == 'object') {
      for (const key of Object.keys(name)) this.setStyle(key, name[key]);
    }
    return this;
  }

  /**
   * Applies a style config (a component's `style`, a panel's `bodyStyle`): a CSS text such as
   * `'color: red; width: 10px'` is added to the inline style, an object sets each property
   * (as `setStyle`). Anything else does nothing.
   */
  applyStyles(style: unknown): this {
    const css = this.dom.style;
    if (isString(style)) css.cssText = css.cssText ? css.cssText + ';' + style : style;
    else if (style) this.setStyle(style as Record<string, string>);
    return this;
  }

  /** The inline style, or failing that the computed style, of one property. */
  getStyle(name: string): string {
    const prop = camel(name);
    const dom = this.dom;
    const view = dom.ownerDocument?.defaultView;
    return (dom.style as CSS)[prop] || (view && (view.getComputedStyle(dom) as CSS)[prop]) || '';
  }

  /** Shows (`true`) or hides (`false`) the node with `display`. */
  setVisible(visible: boolean): this {
    this.dom.style.display = visible ? '' : 'none';
    return this;
  }

  /** `true` unless the node or an ancestor is `display: none` or it is detached. */
  isVisible(): boolean {
    let node: HTMLElement | null = this.dom;
    if (!node.isConnected) return false;
    for (; node?.nodeType === 1; node = node.parentElement) {
      if (node.style.display === 'none') return false;
    }
    return true;
  }

  /** Shows (`true`) or hides (`false`) the node with `display`, or sets that `display` value. */
  setDisplayed(value: boolean | string): this {
    this.dom.style.display = isString(value) ? value : value ? '' : 'none';
    return this;
  }

  /** `setVisible(true)`. */
  show(): this {
    return this.setVisible(true);
  }

  /** `setVisible(false)`. */
  hide(): this {
    return this.setVisible(false);
  }

  /** Sets width and height (numbers are pixels; `undefined` leaves one alone). */
  setSize(width?: number | string | null, height?: number | string | null): this {
    const style = this.dom.style;
    if (width != null) style.width = px(width);
    if (height != null) style.height = px(height);
    return this;
  }

  /** Sets the width (numbers are pixels). */
  setWidth(width: number | string): this {
    return this.setSize(width);
  }

  /** Sets the height (numbers are pixels). */
  setHeight(height: number | string): this {
    return this.setSize(null, height);
  }

  /** The laid-out width (0 where there is no layout, as in happy-dom). */
  getWidth(): number {
    return this.dom.offsetWidth || 0;
  }

  /** The laid-out height (0 where there is no layout). */
  getHeight(): number {
    return this.dom.offsetHeight || 0;
  }

  /** Positions the node (`left`/`top` styles; numbers are pixels). */
  setLeftTop(left: number | string, top: number | string): this {
    const style = this.dom.style;
    style.left = px(left);
    style.top = px(top);
    return this;
  }

  /** The page position `[x, y]` of the node. */
  getXY(): [number, number] {
    const rect = this.dom.getBoundingClientRect();
    const view = this.dom.ownerDocument?.defaultView;
    return [rect.left + (view?.scrollX || 0), rect.top + (view?.scrollY || 0)];
  }

  /**
   * Moves the node to the page position `[x, y]` (it must be positioned): `left`/`top` are
   * counted from a positioned offset parent's padding box, else from the page.
   */
  setXY(xy: [number, number]): this {
    const parent = this.dom.offsetParent as HTMLElement | null;
    const el = parent && (Element.get(parent) as Element);
    let [x, y] = [0, 0];
    if (el && !/^(static|)$/.test(el.getStyle('position'))) {
      [x, y] = el.getXY();
      x += parent!.clientLeft;
      y += parent!.clientTop;
    }
    return this.setLeftTop(xy[0] - x, xy[1] - y);
  }

  /** Position and size: `{x, y, width, height, left, top, right, bottom}`. */
  getBox(): {
    x: number;
    y: number;
    width: number;
    height: number;
    left: number;
    top: number;
    right: number;
    bottom: number;
  } {
    const [x, y] = this.getXY();
    const width = this.getWidth();
    const height = this.getHeight();
    return { x, y, width, height, left: x, top: y, right: x + width, bottom: y + height };
  }

  /** The page region of the node (the body or the document element: the viewport, scrolled). */
  getRegion(): Region {
    const { x, y, right, bottom } = regionOf(this.dom);
    return new Region(y, right, bottom, x);
  }

  /**
   * The page region of the node's content box: inside its borders, padding and scrollbars
   * (the body or the document element: the viewport, scrolled).
   */
  getViewRegion(): Region {
    const dom = this.dom;
    const d = dom.ownerDocument;
    if (dom == d.body || dom == d.documentElement) return this.getRegion();
    const css = d.defaultView!.getComputedStyle(dom);
    const pad = (side: string) => parseFloat((css as CSS)['padding' + side]) || 0;
    const [x, y] = this.getXY();
    const left = x + dom.clientLeft + pad('Left');
    const top = y + dom.clientTop + pad('Top');
    return new Region(
      top,
      left + dom.clientWidth - pad('Left') - pad('Right'),
      top + dom.clientHeight - pad('Top') - pad('Bottom'),
      left,
    );
  }

  /**
   * The size available to content: `{width, height}` inside the borders and scrollbars (the
   * body or the document element: the viewport's size).
   */
  getViewSize(): { width: number; height: number } {
    const dom = this.dom;
    const d = dom.ownerDocument;
    return dom == d.body || dom == d.documentElement
      ? regionOf(dom)
      : { width: dom.clientWidth, height: dom.clientHeight };
  }

  // ---------------------------------------------------------------- alignment (Ext's anchors)

  /**
   * The page position `xy` moved as little as needed to keep this node's box (`height` tall,
   * default its own height) inside `ct` (a node, an Element or an id; default the body, which
   * stands for the viewport).
   */
  constrainXY(xy: [number, number], ct?: unknown, height = this.getHeight()): [number, number] {
    const box = Element.get(ct || this.dom.ownerDocument.body) as Element;
    const [left, top] = box.getAnchorXY('tl');
    const [right, bottom] = box.getAnchorXY('br');
    return [
      Math.max(left, Math.min(xy[0], right - this.getWidth())),
      Math.max(top, Math.min(xy[1], bottom - height)),
    ];
  }

  /**
   * The page position `[x, y]` of one anchor point of the node (`local`: counted from the
   * node's top-left): `'tl'` (default), `'t'`, `'tr'`, `'l'`, `'c'`, `'r'`, `'bl'`, `'b'`,
   * `'br'` (`'tc'`/`'bc'` are `'t'`/`'b'`). The body or the document element stands for the
   * viewport.
   */
  getAnchorXY(anchor?: string, local?: boolean): [number, number] {
    const a = (anchor || 'tl').toLowerCase();
    if (!ANCHOR.test(a)) fail(WHERE + '#getAnchorXY', 'anchor', ANCHORS, anchor);
    const { x, y, width, height } = regionOf(this.dom);
    const h = a.charAt(a.length - 1);
    const v = a.charAt(0);
    return [
      (local ? 0 : x) + (h == 'l' ? 0 : h == 'r' ? width : Math.round(width / 2)),
      (local ? 0 : y) + (v == 't' ? 0 : v == 'b' ? height : Math.round(height / 2)),
    ];
  }

  /**
   * The page position `[x, y]` that puts the node against `target` (an Element, a node, an id
   * or a rendered component) as `position` says, in Ext 4's anchor text: `'<mine>-<theirs>'`
   * anchor points (`'tl-bl'`: my top-left on its bottom-left; one anchor `'tr'` means
   * `'tl-tr'`; default `'tl-bl?'`), moved by `offsets` `[x, y]`. A trailing `?` keeps the node
   * in the viewport: past an edge it flips to the other side of the target when the two
   * anchors face each other across it (`'tl-bl?'` opens upwards at the bottom), else slides
   * along the edge.
   */
  getAlignToXY(target: unknown, position?: string, offsets?: [number, number]): [number, number] {
    const where = WHERE + '#getAlignToXY';
    const other = Element.get(Element.getDom((target as { el?: unknown })?.el ?? target));
    if (!other) fail(where, 'target', 'an element, a node, an id or a rendered component', target);
    const spec = !position || position == '?' ? 'tl-bl?' : position;
    const m = ALIGN.exec((spec.includes('-') ? spec : 'tl-' + spec).toLowerCase());
    if (!m)
      fail(where, 'position', `'<anchor>-<anchor>' with an optional '?' (${ANCHORS})`, position);
    const [, mine, theirs, keepIn] = m;
    const from = this.getAnchorXY(mine, true);
    const to = other.getAnchorXY(theirs);
    let x = to[0] - from[0] + (offsets?.[0] || 0);
    let y = to[1] - from[1] + (offsets?.[1] || 0);
    if (keepIn) {
      const w = this.getWidth();
      const h = this.getHeight();
      const view = regionOf(this.dom.ownerDocument.body);
      const box = regionOf(other.dom);
      // The anchors face each other across the target: flip to its other side.
      const across = (a: string, b: string, one: string, two: string) =>
        (a == one && b == two) || (a == two && b == one);
      const flipX = across(mine.slice(-1), theirs.slice(-1), 'l', 'r');
      const flipY = across(mine[0], theirs[0], 't', 'b');
      if (x + w > view.right) x = flipX ? box.x - w : view.right - w;
      if (x < view.x) x = flipX ? box.right : view.x;
      if (y + h > view.bottom) y = flipY ? box.y - h : view.bottom - h;
      if (y < view.y) y = flipY ? box.bottom : view.y;
    }
    return [x, y];
  }

  /** Moves the node to `getAlignToXY(target, position, offsets)`. */
  alignTo(target: unknown, position?: string, offsets?: [number, number]): this {
    return this.setXY(this.getAlignToXY(target, position, offsets));
  }

  /**
   * Replaces the content with markup, sanitized by `Lib.dom.Markup` (scripts and handlers never
   * run; Ext's `loadScripts` is not supported). Text goes through `setText`.
   */
  update(html: string): this {
    Markup.setHtml(this.dom, html);
    return this;
  }

  /** Replaces the content with text (never parsed as markup). */
  setText(text: unknown): this {
    this.dom.textContent = text == null ? '' : String(text);
    return this;
  }

  /**
   * Covers the node with a mask (`x-mask`) that keeps the pointer off it and, when `msg` is a
   * string, a message box over it (`x-mask-msg` plus `msgCls`, role `status`) showing `msg`
   * as text. The node gets `x-masked` (and `x-masked-relative` when it is not positioned) and
   * `aria-busy`. A second call replaces the mask. Returns the mask element.
   */
  mask(msg?: string | null, msgCls?: string): Element {
    const me = this;
    const dom = me.dom;
    const prefix = cssPrefix();
    const add = (cls: string, parent: Node) =>
      parent.appendChild(Object.assign(dom.ownerDocument.createElement('div'), { className: cls }));
    me.unmask();
    const parts = (me.$mask = [add(prefix + 'mask', dom)]);
    if (isString(msg)) {
      const box = add(`${prefix}mask-msg ${msgCls || ''}`.trim(), dom);
      box.setAttribute('role', 'status');
      add(prefix + 'mask-msg-text', add(prefix + 'mask-msg-inner', box)).textContent = msg;
      parts.push(box);
    }
    if (/^(static|)$/.test(me.getStyle('position'))) me.addCls(prefix + 'masked-relative');
    me.addCls(prefix + 'masked').set({ 'aria-busy': 'true' });
    return Element.get(parts[0]) as Element;
  }

  /** Removes the mask `mask` put on the node (nothing when there is none). */
  unmask(): this {
    const prefix = cssPrefix();
    for (const node of this.$mask || []) node.remove();
    this.$mask = null;
    return this.removeCls([prefix + 'masked', prefix + 'masked-relative']).set({
      'aria-busy': null,
    });
  }

  /** `true` while the node has the mask `mask` put on it. */
  isMasked(): boolean {
    const mask = this.$mask;
    return !!mask && mask[0].parentNode === this.dom;
  }

  /** Appends a node (or an Element's node). Returns this element. */
  appendChild(child: Node | Element): this {
    this.dom.appendChild(nodeOf(child));
    return this;
  }

  /** Inserts a node as the first child. */
  insertFirst(child: Node | Element): this {
    this.dom.insertBefore(nodeOf(child), this.dom.firstChild);
    return this;
  }

  /**
   * Builds `config` (a `Lib.DomHelper` spec, or markup, sanitized; default a div) as the last
   * child, or before the child `insertBefore` (a node, an Element or an id). Returns its Element
   * (`returnDom`: the node).
   */
  createChild(config?: unknown, insertBefore?: unknown, returnDom?: boolean): Element | Node {
    const helper = root.DomHelper as Helper;
    const spec = (config || {}) as Spec;
    return helper[insertBefore ? 'insertBefore' : 'append'](
      insertBefore || this.dom,
      spec,
      !returnDom,
    );
  }

  /** Removes the node from the document and its listeners added through `on`. */
  remove(): void {
    this.removeAllListeners();
    this.dom.remove();
  }

  /** `remove()`, as in Ext 4 (an element destroyed leaves the page). */
  override destroy(): void {
    this.remove();
  }

  /** The nodes below this one matching a CSS selector. */
  query(selector: string): HTMLElement[] {
    return Array.from(this.dom.querySelectorAll(selector)) as HTMLElement[];
  }

  /** The first node below this one matching a selector, as an Element (`returnDom`: the node). */
  down<D extends boolean = false>(selector: string, returnDom?: D): Found<D> {
    return wrap(this.dom.querySelector(selector), returnDom) as Found<D>;
  }

  /**
   * The parent element, or the nearest ancestor matching `selector`, as an Element
   * (`returnDom`: the node).
   */
  parent<D extends boolean = false>(selector?: string, returnDom?: D): Found<D> {
    return this.$walk('parentNode', selector, returnDom) as Found<D>;
  }

  /** The next sibling element (matching `selector`), as an Element (`returnDom`: the node). */
  next<D extends boolean = false>(selector?: string, returnDom?: D): Found<D> {
    return this.$walk('nextSibling', selector, returnDom) as Found<D>;
  }

  /** The previous sibling element (matching `selector`), as an Element (`returnDom`: the node). */
  prev<D extends boolean = false>(selector?: string, returnDom?: D): Found<D> {
    return this.$walk('previousSibling', selector, returnDom) as Found<D>;
  }

  /** The first child element (matching `selector`), as an Element (`returnDom`: the node). */
  first<D extends boolean = false>(selector?: string, returnDom?: D): Found<D> {
    return this.$walk('nextSibling', selector, returnDom, 'firstChild') as Found<D>;
  }

  /** The last child element (matching `selector`), as an Element (`returnDom`: the node). */
  last<D extends boolean = false>(selector?: string, returnDom?: D): Found<D> {
    return this.$walk('previousSibling', selector, returnDom, 'lastChild') as Found<D>;
  }

  /** @internal From the node's `start` link, along `step` links, the first element matching. */
  $walk(step: Link, selector?: string, returnDom?: boolean, start: Link = step): unknown {
    let node = this.dom[start];
    while (node && (node.nodeType != 1 || (selector && !(node as HTMLElement).matches(selector)))) {
      node = node[step];
    }
    return wrap(node as HTMLElement | null, returnDom);
  }

  /** The first direct child matching a selector, as an Element (`returnDom`: the node). */
  child<D extends boolean = false>(selector: string, returnDom?: D): Found<D> {
    return wrap(
      Array.from(this.dom.children).find((node) => node.matches(selector)),
      returnDom,
    ) as Found<D>;
  }

  /** The nearest ancestor matching a selector (this node excluded), as an Element. */
  up<D extends boolean = false>(selector: string, returnDom?: D): Found<D> {
    return wrap(this.dom.parentElement?.closest(selector), returnDom) as Found<D>;
  }

  /** `true` when the node matches a CSS selector. */
  is(selector: string): boolean {
    return this.dom.matches(selector);
  }

  /** A `Lib.dom.CompositeElementLite` of the nodes below this one matching a CSS selector. */
  select(selector: string): CompositeElementLite {
    return (root.select as (s: string, r: unknown) => CompositeElementLite)(selector, this.dom);
  }

  /** `true` when `node` is this node or inside it. */
  contains(node: Node | Element | null | undefined): boolean {
    return !!node && this.dom.contains(nodeOf(node));
  }

  /** Sets attributes (`null`/`undefined`/`false` removes one, `true` sets it to its name). */
  set(attributes: Record<string, unknown>): this {
    const dom = this.dom;
    for (const key of Object.keys(attributes)) {
      const value = attributes[key];
      if (value == null || value === false) dom.removeAttribute(key);
      else dom.setAttribute(key, value === true ? key : String(value));
    }
    return this;
  }

  /** An attribute's value, or `null`. */
  getAttribute(name: string): string | null {
    return this.dom.getAttribute(name);
  }

  /** Focuses the node. */
  focus(): this {
    this.dom.focus();
    return this;
  }

  /** Removes the focus from the node. */
  blur(): this {
    this.dom.blur();
    return this;
  }

  /** Scrolls to `value` pixels on `'left'` or `'top'`. */
  scrollTo(side: 'left' | 'top', value: number): this {
    this.dom[side === 'left' ? 'scrollLeft' : 'scrollTop'] = value;
    return this;
  }

  /** The scroll position `{left, top}`. */
  getScroll(): { left: number; top: number } {
    const dom = this.dom;
    return { left: dom.scrollLeft || 0, top: dom.scrollTop || 0 };
  }

  /**
   * Adds a DOM listener. The handler is called `fn.call(scope || this, e, target, options)`
   * with `e` a `Lib.EventObjectImpl` and `target` the event's target (or, with `delegate`, the
   * matching ancestor); `options` is passed only when given.
   */
  on(
    ename: string | Record<string, unknown>,
    fn?: Handler,
    scope?: unknown,
    options?: ElementListenerOptions,
  ): this {
    const me = this;
    if (isObj(ename)) {
      const cfg = ename;
      for (const key of Object.keys(cfg)) {
        // The options of the whole object, not events.
        if (/^(scope|delegate|single|stopEvent)$/.test(key)) continue;
        const item = cfg[key] as Listener;
        if (isFunction(item)) me.on(key, item, cfg.scope, cfg);
        else if (isFunction(item?.fn)) me.on(key, item.fn, item.scope ?? cfg.scope, item);
      }
      return me;
    }
    const where = WHERE + '#on';
    if (!isString(ename) || !ename) fail(where, 'event name', 'a non-empty string', ename);
    if (!isFunction(fn)) fail(where, `handler for '${ename}'`, 'a function', fn);
    const { delegate, stopEvent, preventDefault, stopPropagation, single, delay, capture } =
      options || {};
    const binding: Binding = {
      ename,
      fn,
      scope,
      capture: !!capture,
      wrapped(event: Event) {
        const e = new EventObjectImpl(event);
        let target = event.target as globalThis.Element;
        if (delegate) {
          target = e.getTarget(delegate, me.dom)!;
          if (!target || !me.dom.contains(target)) return;
        }
        if (stopEvent || preventDefault) e.preventDefault();
        if (stopEvent || stopPropagation) e.stopPropagation();
        if (single) me.removeBinding(binding);
        const args = options ? [e, target, options] : [e, target];
        if (!isNum(delay)) fn.apply(scope ?? me, args as Parameters<Handler>);
        else {
          const timer = setTimeout(() => {
            binding.timers?.delete(timer);
            fn.apply(scope ?? me, args as Parameters<Handler>);
          }, delay);
          (binding.timers || (binding.timers = new Set())).add(timer);
        }
      },
    };
    (me.$bindings || (me.$bindings = [])).push(binding);
    me.dom.addEventListener(ename, binding.wrapped, binding.capture);
    return me;
  }

  /**
   * Removes a listener added with `on`: the first with this name and function, and with this
   * scope when one is given (as Ext 4: without a scope, whatever scope it was added with).
   */
  un(ename: string, fn: Handler, scope?: unknown): this {
    this.removeBinding(
      this.$bindings?.find(
        (b) => b.ename === ename && b.fn === fn && (!scope || b.scope === scope),
      ),
    );
    return this;
  }

  /** Removes every listener added with `on`. */
  removeAllListeners(): this {
    for (const b of this.$bindings || []) this.detachBinding(b);
    this.$bindings = null;
    return this;
  }

  /** @internal Removes one listener added with `on` (if still there). */
  removeBinding(binding: Binding | undefined): void {
    const list = this.$bindings;
    const index = list && binding ? list.indexOf(binding) : -1;
    if (index >= 0) this.detachBinding(list!.splice(index, 1)[0]);
  }

  /**
   * @internal Detaches one listener from the node and cancels its delayed calls (they must
   * not run after `un`).
   */
  detachBinding(binding: Binding): void {
    this.dom.removeEventListener(binding.ename, binding.wrapped, binding.capture);
    binding.timers?.forEach(clearTimeout);
    binding.timers = undefined;
  }

  /** `addListener` is `on`. */
  addListener(ename: string, fn: Handler, scope?: unknown, options?: ElementListenerOptions): this {
    return this.on(ename, fn, scope, options);
  }

  /** `removeListener` is `un`. */
  removeListener(ename: string, fn: Handler, scope?: unknown): this {
    return this.un(ename, fn, scope);
  }

  /** The node's Element (created once per node), from a node, an Element or an id. `null` if none. */
  static get(el: unknown): Element | null {
    if (el == null || el instanceof Element) return el ?? null;
    if (isString(el)) return Element.get(Element.getDom(el));
    if (isObj(el)) {
      if (isNum(el.nodeType)) return cache.get(el as never) || new Element(el as never);
      if (el.dom) return Element.get(el.dom);
    }
    expects('Lib.get', 'a DOM node, an Element or an id', el);
  }

  /** The DOM node from a node, an Element or an id; `null` if none. */
  static getDom(el: unknown): HTMLElement | null {
    if (isString(el)) return doc()?.getElementById(el) ?? null;
    if (el instanceof Element) return el.dom;
    return isObj(el)
      ? isNum(el.nodeType)
        ? (el as never)
        : (el.dom as HTMLElement) || null
      : null;
  }
}

/** The links `$walk` follows. */
type Link = 'parentNode' | 'nextSibling' | 'previousSibling' | 'firstChild' | 'lastChild';

/** What `down`/`child`/`up` find: an Element, or with `returnDom` the node; else `null`. */
type Found<D> = (D extends true ? HTMLElement : Element) | null;

/** One entry of `on`'s object form: a handler, or `{fn, scope, ...options}`. */
type Listener = ElementListenerOptions & { fn?: unknown; scope?: unknown };

/** A found node as an Element (or as the node with `returnDom`); `null` when none. */
function wrap(node: globalThis.Element | null | undefined, returnDom?: boolean): unknown {
  return node ? (returnDom ? node : Element.get(node)) : null;
}

registerClass(Element, 'Lib.dom.Element', { isElement: true, $bindings: null, $mask: null });

/** Runs `fn` once the DOM is ready (at once when it already is). */
function onReady(fn: () => unknown, scope?: unknown): void {
  if (!isFunction(fn)) expects('Lib.onReady', 'a function', fn);
  const d = doc();
  if (d?.readyState == 'loading') {
    d.addEventListener('DOMContentLoaded', () => fn.call(scope), { once: true });
  } else fn.call(scope);
}

let scrollbarSize: { width: number; height: number } | undefined;

/** The scrollbars' thickness, measured once (`force`: again); zeros before there is a body. */
function getScrollbarSize(force?: boolean): { width: number; height: number } {
  const body = doc()?.body;
  if (!body) return { width: 0, height: 0 };
  if (force || !scrollbarSize) {
    const div = body.appendChild(body.ownerDocument.createElement('div'));
    div.style.cssText = 'position:absolute;width:99px;height:99px;overflow:scroll';
    scrollbarSize = {
      width: div.offsetWidth - div.clientWidth,
      height: div.offsetHeight - div.clientHeight,
    };
    div.remove();
  }
  return scrollbarSize;
}

Object.assign(root, {
  get: Element.get,
  fly: Element.get,
  getDom: Element.getDom,
  getBody: () => Element.get((doc() as Document).body),
  onReady,
  getScrollbarSize,
  themeName: 'classic',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.dom.Element': typeof Element;
  }
}
declare module '../../lib/Lib' {
  interface LibExtensions {
    /** The Element of a node, an Element or an id (one wrapper per node); `null` if none. */
    get(el: unknown): Element | null;
    /** Same as `Lib.get` (Ext's flyweight; here the cached wrapper). */
    fly(el: unknown): Element | null;
    /** The DOM node of a node, an Element or an id. */
    getDom(el: unknown): HTMLElement | null;
    /** The Element of `document.body`. */
    getBody(): Element;
    /** Runs `fn` once the DOM is ready (at once when it already is). */
    onReady(fn: () => unknown, scope?: unknown): void;
    /**
     * The thickness of the browser's scrollbars: `{width}` of a vertical one, `{height}` of a
     * horizontal one (0 for overlay scrollbars). Measured once; `force` measures again.
     */
    getScrollbarSize(force?: boolean): { width: number; height: number };
    /** The theme's name, as Ext JS 4 pages test it: `'classic'`. */
    themeName: string;
  }
}
