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
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { fail } from '../../lib/check';
import { describe } from '../../lib/Error';
import { root } from '../../lib/ClassManager';
import { EventObjectImpl } from '../EventObjectImpl';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
type Handler = (e: EventObjectImpl, target: globalThis.Element, options?: Any) => unknown;

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

/** Cancels the delayed calls of a listener being removed (it must not run after `un`). */
function cancelTimers(binding: Binding): void {
  if (binding.timers) for (const timer of binding.timers) clearTimeout(timer);
  binding.timers = undefined;
}

/** Detaches one listener of `el` and cancels its delayed calls. */
function unbind(el: Element, binding: Binding): void {
  const list = el.$bindings;
  const index = list ? list.indexOf(binding) : -1;
  if (index < 0) return;
  (list as Binding[]).splice(index, 1);
  el.dom.removeEventListener(binding.ename, binding.wrapped, binding.capture);
  cancelTimers(binding);
}

const cache = new WeakMap<Node, Element>();
const WHERE = 'Lib.dom.Element';

function px(value: number | string): string {
  return typeof value === 'number' ? value + 'px' : value;
}

function splitCls(cls: string | string[] | null | undefined): string[] {
  if (!cls) return [];
  const list = Array.isArray(cls) ? cls : [cls];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    for (const name of item.split(/\s+/)) if (name) out.push(name);
  }
  return out;
}

/** A CSS property name as the style object wants it (`z-index` → `zIndex`). */
function camel(name: string): string {
  return name.indexOf('-') < 0
    ? name
    : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Properties whose plain numbers mean pixels. */
const PX_PROPS =
  /^(width|height|top|left|right|bottom|(min|max)(Width|Height)|(margin|padding)(Top|Left|Right|Bottom)?|fontSize|lineHeight)$/;

export class Element extends Base {
  /** The DOM node. */
  declare dom: HTMLElement;
  /** The node's id. */
  declare id: string;
  /** @internal Listeners added through `on`. */
  declare $bindings: Binding[] | null;
  /** Always `true` on elements. */
  declare isElement: true;

  /** Wraps `dom`. Use `Lib.get(node)` instead: it reuses the node's wrapper. */
  override $construct(dom: HTMLElement): this {
    if (!dom || typeof dom !== 'object' || typeof (dom as Node).nodeType !== 'number') {
      throw new TypeError(`[${WHERE}] expected a DOM node, got ${describe(dom)}`);
    }
    this.dom = dom;
    this.id = dom.id;
    this.$bindings = null;
    cache.set(dom, this);
    return this;
  }

  /** Adds one or more CSS classes (a space-separated string or an array). */
  addCls(cls: string | string[]): this {
    const names = splitCls(cls);
    if (names.length) this.dom.classList.add(...names);
    return this;
  }

  /** Removes one or more CSS classes. */
  removeCls(cls: string | string[]): this {
    const names = splitCls(cls);
    if (names.length) this.dom.classList.remove(...names);
    return this;
  }

  /** Adds the class when `state` is true (or absent and the class is missing), else removes it. */
  toggleCls(cls: string, state?: boolean): this {
    this.dom.classList.toggle(cls, state === undefined ? !this.hasCls(cls) : !!state);
    return this;
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
    const style = this.dom.style as unknown as Record<string, string>;
    if (typeof name === 'string') {
      const prop = camel(name);
      style[prop] =
        value === null || value === undefined
          ? ''
          : PX_PROPS.test(prop)
            ? px(value)
            : String(value);
    } else if (name && typeof name === 'object') {
      for (const key of Object.keys(name)) this.setStyle(key, name[key]);
    }
    return this;
  }

  /** The inline style, or failing that the computed style, of one property. */
  getStyle(name: string): string {
    const prop = camel(name);
    const inline = (this.dom.style as unknown as Record<string, string>)[prop];
    if (inline) return inline;
    const view = this.dom.ownerDocument?.defaultView;
    return view
      ? (view.getComputedStyle(this.dom) as unknown as Record<string, string>)[prop] || ''
      : '';
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
    while (node && node.nodeType === 1) {
      if (node.style.display === 'none') return false;
      node = node.parentElement;
    }
    return true;
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
    if (width !== undefined && width !== null) this.dom.style.width = px(width);
    if (height !== undefined && height !== null) this.dom.style.height = px(height);
    return this;
  }

  /** Sets the width (numbers are pixels). */
  setWidth(width: number | string): this {
    return this.setSize(width, undefined);
  }

  /** Sets the height (numbers are pixels). */
  setHeight(height: number | string): this {
    return this.setSize(undefined, height);
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
    this.dom.style.left = px(left);
    this.dom.style.top = px(top);
    return this;
  }

  /** The page position `[x, y]` of the node. */
  getXY(): [number, number] {
    const rect = this.dom.getBoundingClientRect();
    const view = this.dom.ownerDocument?.defaultView;
    return [rect.left + (view?.scrollX || 0), rect.top + (view?.scrollY || 0)];
  }

  /** Moves the node to the page position `[x, y]` (it must be positioned). */
  setXY(xy: [number, number]): this {
    const parent = this.dom.offsetParent as HTMLElement | null;
    const origin = parent ? (Element.get(parent) as Element).getXY() : [0, 0];
    return this.setLeftTop(xy[0] - origin[0], xy[1] - origin[1]);
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

  /** Replaces the content with markup. Only for markup Lib built itself: data goes through `setText`. */
  update(html: string): this {
    this.dom.innerHTML = html;
    return this;
  }

  /** Replaces the content with text (never parsed as markup). */
  setText(text: unknown): this {
    this.dom.textContent = text === undefined || text === null ? '' : String(text);
    return this;
  }

  /** Appends a node (or an Element's node). Returns this element. */
  appendChild(child: Node | Element): this {
    this.dom.appendChild(child instanceof Element ? child.dom : child);
    return this;
  }

  /** Inserts a node as the first child. */
  insertFirst(child: Node | Element): this {
    const node = child instanceof Element ? child.dom : child;
    this.dom.insertBefore(node, this.dom.firstChild);
    return this;
  }

  /** Removes the node from the document and its listeners added through `on`. */
  remove(): void {
    this.removeAllListeners();
    this.dom.remove();
  }

  /** The nodes below this one matching a CSS selector. */
  query(selector: string): HTMLElement[] {
    return Array.from(this.dom.querySelectorAll(selector)) as HTMLElement[];
  }

  /** The first node below this one matching a selector, as an Element (`returnDom`: the node). */
  down(selector: string, returnDom?: boolean): any {
    const node = this.dom.querySelector(selector) as HTMLElement | null;
    return node && !returnDom ? Element.get(node) : node;
  }

  /** The first direct child matching a selector, as an Element (`returnDom`: the node). */
  child(selector: string, returnDom?: boolean): any {
    for (const node of Array.from(this.dom.children)) {
      if (node.matches(selector)) return returnDom ? node : Element.get(node as HTMLElement);
    }
    return null;
  }

  /** The nearest ancestor matching a selector (this node excluded), as an Element. */
  up(selector: string, returnDom?: boolean): any {
    const node = this.dom.parentElement?.closest(selector) as HTMLElement | null | undefined;
    if (!node) return null;
    return returnDom ? node : Element.get(node);
  }

  /** `true` when `node` is this node or inside it. */
  contains(node: Node | Element | null | undefined): boolean {
    if (!node) return false;
    return this.dom.contains(node instanceof Element ? node.dom : node);
  }

  /** Sets attributes (`null`/`undefined` removes one). */
  set(attributes: Record<string, unknown>): this {
    for (const key of Object.keys(attributes)) {
      const value = attributes[key];
      if (value === null || value === undefined || value === false) this.dom.removeAttribute(key);
      else this.dom.setAttribute(key, value === true ? key : String(value));
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
    if (side === 'left') this.dom.scrollLeft = value;
    else this.dom.scrollTop = value;
    return this;
  }

  /** The scroll position `{left, top}`. */
  getScroll(): { left: number; top: number } {
    return { left: this.dom.scrollLeft || 0, top: this.dom.scrollTop || 0 };
  }

  /**
   * Adds a DOM listener. The handler is called `fn.call(scope || this, e, target, options)`
   * with `e` a `Lib.EventObjectImpl` and `target` the event's target (or, with `delegate`, the
   * matching ancestor); `options` is passed only when given.
   */
  on(
    ename: string | Record<string, Any>,
    fn?: Handler,
    scope?: unknown,
    options?: ElementListenerOptions,
  ): this {
    if (ename && typeof ename === 'object') {
      const cfg = ename;
      for (const key of Object.keys(cfg)) {
        if (key === 'scope' || key === 'delegate' || key === 'single' || key === 'stopEvent')
          continue;
        const item = cfg[key];
        if (typeof item === 'function') this.on(key, item, cfg.scope, cfg);
        else if (item && typeof item.fn === 'function')
          this.on(key, item.fn, item.scope ?? cfg.scope, item);
      }
      return this;
    }
    if (typeof ename !== 'string' || !ename) {
      fail(`${WHERE}#on`, 'event name', 'a non-empty string', ename);
    }
    if (typeof fn !== 'function') {
      fail(`${WHERE}#on`, `handler for '${ename}'`, 'a function', fn);
    }
    const opts = options || {};
    const self = this;
    const binding: Binding = {
      ename,
      fn,
      scope,
      capture: !!opts.capture,
      wrapped(event: Event) {
        const e = new EventObjectImpl(event);
        let target = event.target as globalThis.Element;
        if (opts.delegate) {
          target = e.getTarget(opts.delegate, self.dom) as globalThis.Element;
          if (!target || !self.dom.contains(target)) return;
        }
        if (opts.stopEvent) e.stopEvent();
        else {
          if (opts.preventDefault) e.preventDefault();
          if (opts.stopPropagation) e.stopPropagation();
        }
        if (opts.single) unbind(self, binding);
        const run = () =>
          options ? fn.call(scope ?? self, e, target, options) : fn.call(scope ?? self, e, target);
        if (typeof opts.delay === 'number') {
          const timer = setTimeout(() => {
            binding.timers?.delete(timer);
            run();
          }, opts.delay);
          (binding.timers || (binding.timers = new Set())).add(timer);
        } else run();
      },
    };
    (this.$bindings || (this.$bindings = [])).push(binding);
    this.dom.addEventListener(ename, binding.wrapped, binding.capture);
    return this;
  }

  /**
   * Removes a listener added with `on`: the first with this name and function, and with this
   * scope when one is given (as Ext 4: without a scope, whatever scope it was added with).
   */
  un(ename: string, fn: Handler, scope?: unknown): this {
    const found = this.$bindings?.find(
      (b) => b.ename === ename && b.fn === fn && (!scope || b.scope === scope),
    );
    if (found) unbind(this, found);
    return this;
  }

  /** Removes every listener added with `on`. */
  removeAllListeners(): this {
    for (const b of this.$bindings || []) {
      this.dom.removeEventListener(b.ename, b.wrapped, b.capture);
      cancelTimers(b);
    }
    this.$bindings = null;
    return this;
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
    if (el === null || el === undefined) return null;
    if (el instanceof Element) return el;
    if (typeof el === 'string') {
      const doc = (globalThis as Any).document as Document | undefined;
      const node = doc ? doc.getElementById(el) : null;
      return node ? Element.get(node) : null;
    }
    if (typeof el === 'object' && typeof (el as Node).nodeType === 'number') {
      const node = el as HTMLElement;
      return cache.get(node) || new Element(node);
    }
    if (typeof el === 'object' && (el as Any).dom) return Element.get((el as Any).dom);
    throw new TypeError(`[Lib.get] expected a DOM node, an Element or an id, got ${describe(el)}`);
  }

  /** The DOM node from a node, an Element or an id; `null` if none. */
  static getDom(el: unknown): HTMLElement | null {
    if (el === null || el === undefined) return null;
    if (typeof el === 'string') {
      const doc = (globalThis as Any).document as Document | undefined;
      return doc ? doc.getElementById(el) : null;
    }
    if (el instanceof Element) return el.dom;
    if (typeof el === 'object' && typeof (el as Node).nodeType === 'number')
      return el as HTMLElement;
    if (typeof el === 'object' && (el as Any).dom) return (el as Any).dom;
    return null;
  }
}

registerClass(Element, 'Lib.dom.Element', { isElement: true });

/** Runs `fn` once the DOM is ready (at once when it already is). */
function onReady(fn: () => unknown, scope?: unknown): void {
  if (typeof fn !== 'function') {
    throw new TypeError(`[Lib.onReady] expected a function, got ${describe(fn)}`);
  }
  const doc = (globalThis as Any).document as Document | undefined;
  if (!doc || doc.readyState !== 'loading') {
    fn.call(scope);
    return;
  }
  doc.addEventListener('DOMContentLoaded', () => fn.call(scope), { once: true });
}

Object.assign(root, {
  get: Element.get,
  fly: Element.get,
  getDom: Element.getDom,
  getBody: () => Element.get(((globalThis as Any).document as Document).body),
  onReady,
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
  }
}
