/**
 * Ext JS 4's `Ext.dom.Element` methods that legacy code calls and Lib's own Element leaves out:
 * the shim adds them to `Lib.dom.Element.prototype` (never over a method Lib has). Built on
 * Lib's own methods; markup goes through `Lib.DomHelper`, so it is sanitized as everywhere else.
 *
 * - Moving and building: `appendTo`, `insertBefore`, `insertAfter`, `replace`, `wrap`,
 *   `insertHtml`; `setHTML` is `update`.
 * - Finding: `findParent`, `findParentNode` (a CSS selector, this node or its ancestors up to
 *   `maxDepth` nodes or an element, default 50).
 * - Reading: `getSize`, `getValue`, `isDisplayed`, `isScrollable`, `isBorderBox`,
 *   `getPadding`/`getBorderWidth`/`getMargin`/`getFrameWidth` (sides as `'lr'`, `'tb'`...),
 *   `getOffsetsTo`.
 * - Writing: `setOpacity`, `moveTo`, `setBox`, `setBounds`, `setLeft`/`setTop`/`setRight`/
 *   `setBottom`, `center`, `selectable`/`unselectable`.
 * - Scrolling: `scrollIntoView`, `scroll(direction, distance)` (`'l'`, `'r'`, `'t'`, `'b'` or
 *   their long names, kept within the scroll range; `true` when it moved), `scrollBy(x, y)`
 *   (also `[x, y]` or `{x, y}`), `getScrollLeft`/`getScrollTop`, `setScrollLeft`/`setScrollTop`.
 *   No animation: an `animate` argument is ignored.
 * - Events: `hover`, `addClsOnOver`, `addClsOnFocus`, `addClsOnClick`, `swallowEvent`,
 *   `clearListeners`/`purgeAllListeners`.
 * - Effects (`fadeIn`, `fadeOut`, `slideIn`, `slideOut`, `ghost`, `puff`, `switchOff`,
 *   `highlight`, `frame`, `animate`): Lib has no animation; each reaches its end state at once
 *   (shown, hidden, or removed with `remove: true`; `animate` applies its `to` styles), then
 *   calls the options' `callback`. The first use warns once.
 * - Keys: `addKeyListener` and `addKeyMap` (an `Ext.util.KeyMap` on the element, shim/keys.ts).
 * - Not provided (each throws an Error naming it): `clip`, `unclip`, `anchorTo`, `removeAnchor`,
 *   `relayEvent`, `boxWrap`, `replaceWith`, `getTextWidth`,
 *   `autoHeight`, `setPositioning`, `getPositioning`, `clearPositioning`, `translatePoints`.
 *
 * @example
 *   Ext.get('panel').addClsOnOver('hot').findParent('.app', 10, true);
 */
import type { LibLike } from './types';

/** A `Lib.dom.Element` of the page, as the shim's methods use it. */
interface El {
  dom: HTMLElement;
  getStyle(name: string): string;
  setStyle(name: string | Record<string, unknown>, value?: unknown): El;
  setVisible(visible: boolean): El;
  setSize(width: unknown, height?: unknown): El;
  getWidth(): number;
  getHeight(): number;
  getXY(): [number, number];
  setXY(xy: [number, number]): El;
  alignTo(target: unknown, position?: string): El;
  on(name: string, fn: unknown, scope?: unknown, options?: unknown): El;
  update(html: string): El;
  addCls(cls: string): El;
  removeCls(cls: string): El;
  remove(): void;
  removeAllListeners(): El;
  findParent(selector: string, maxDepth?: unknown, returnEl?: boolean): unknown;
  getPadding(sides?: string): number;
  getBorderWidth(sides?: string): number;
  hover(over: unknown, out: unknown): El;
}
/** An effect's options (Ext's: `callback`, `scope`, `remove`, `to`...). */
interface FxOptions {
  callback?: (this: unknown, el: El) => void;
  scope?: unknown;
  remove?: boolean;
  to?: Record<string, unknown>;
}
type Method = (this: El, ...args: never[]) => unknown;
/** A test of `addClsOn*`: `false` keeps the class off. */
type ClsTest = ((this: unknown, el: El) => unknown) | undefined;

const SIDES: Record<string, string> = { l: 'Left', r: 'Right', t: 'Top', b: 'Bottom' };

/** The four sides' values. */
interface Sides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** `value` kept within the node's scroll range on `side` (0 to the overflowing size). */
function constrainScroll(dom: HTMLElement, side: 'left' | 'top', value: number): number {
  const room =
    side == 'left' ? dom.scrollWidth - dom.clientWidth : dom.scrollHeight - dom.clientHeight;
  return Math.max(Math.min(value, room), 0);
}

/** The sum of a computed style over `sides` (`'lr'`), or with none `{top, right, bottom, left}`. */

function sum(el: El, prop: string, suffix: string, sides?: string): number | Sides {
  const style = getComputedStyle(el.dom) as unknown as Record<string, string>;
  const read = (side: string) => parseFloat(style[prop + SIDES[side] + suffix]) || 0;
  if (!sides) return { top: read('t'), right: read('r'), bottom: read('b'), left: read('l') };
  let total = 0;
  for (const side of sides) if (SIDES[side]) total += read(side);
  return total;
}

/** Whether an `addClsOn*` test lets `el` take its class (no test: yes). */
const passes = (el: El, test: ClsTest, scope: unknown) =>
  !test || test.call(scope || el, el) !== false;

/** Installs the methods on the page's `Lib.dom.Element` (once; those it has are kept). */
export function installElementCompat(Lib: LibLike, warn: (message: string) => void): void {
  const Element = Lib.ClassManager.get('Lib.dom.Element');
  if (!Element) return;
  const proto = Element.prototype as Record<string, unknown>;
  const where = (name: string) => `[Lib.migration] Ext.dom.Element#${name}`;
  const domOf = (el: unknown, name: string): HTMLElement => {
    const node = Element.getDom(el);
    if (!node) throw new TypeError(`${where(name)}: expected a node, an Element or an id`);
    return node;
  };
  let warned = false;
  /** An effect: its end state `end(el, options)` at once, then the options' callback. */
  const effect = (end: (el: El, options: FxOptions) => void): Method =>
    function (this: El, ...args: unknown[]) {
      if (!warned) {
        warned = true;
        warn(`${where('fadeIn')} and the other effects run without animation in Lib`);
      }
      const options = (args.find((a) => a && typeof a == 'object') || {}) as FxOptions;
      end(this, options);
      if (typeof options.callback == 'function') options.callback.call(options.scope || this, this);
      return this;
    };
  const hide = (el: El, options: FxOptions) =>
    options.remove ? el.remove() : el.setVisible(false);
  const show = (el: El) => el.setVisible(true).setStyle('opacity', '');
  const nothing = () => undefined;

  const methods: Record<string, Method> = {
    appendTo(el: unknown) {
      domOf(el, 'appendTo').appendChild(this.dom);
      return this;
    },
    insertBefore(el: unknown) {
      const node = domOf(el, 'insertBefore');
      node.parentNode!.insertBefore(this.dom, node);
      return this;
    },
    insertAfter(el: unknown) {
      const node = domOf(el, 'insertAfter');
      node.parentNode!.insertBefore(this.dom, node.nextSibling);
      return this;
    },
    replace(el: unknown) {
      const node = domOf(el, 'replace');
      node.replaceWith(this.dom);
      return this;
    },
    wrap(config: unknown, returnDom?: boolean, selector?: string) {
      const wrapper = Lib.DomHelper.insertBefore(this.dom, config || {}) as HTMLElement;
      (selector ? wrapper.querySelector(selector) || wrapper : wrapper).appendChild(this.dom);
      return returnDom ? wrapper : Lib.get(wrapper);
    },
    insertHtml(position: string, html: unknown, returnEl?: boolean) {
      const node = Lib.DomHelper.insertHtml(position, this.dom, html);
      return returnEl ? Lib.get(node) : node;
    },
    setHTML(html: string) {
      return this.update(html);
    },
    findParent(selector: string, maxDepth?: unknown, returnEl?: boolean) {
      const stop = typeof maxDepth == 'number' ? null : Element.getDom(maxDepth);
      let depth = 0;
      const limit = typeof maxDepth == 'number' ? maxDepth : 50;
      for (let node: Node | null = this.dom; node?.nodeType == 1; node = node.parentNode) {
        if (depth++ >= limit || node === stop) break;
        if ((node as HTMLElement).matches(selector)) return returnEl ? Lib.get(node) : node;
      }
      return null;
    },
    findParentNode(selector: string, maxDepth?: unknown, returnEl?: boolean) {
      const parent = this.dom.parentNode;
      return parent && parent.nodeType == 1
        ? (Lib.get(parent) as El).findParent(selector, maxDepth, returnEl)
        : null;
    },
    getSize() {
      return { width: this.getWidth(), height: this.getHeight() };
    },
    getValue(asNumber?: boolean) {
      const value = (this.dom as HTMLInputElement).value;
      return asNumber ? parseInt(value, 10) : value;
    },
    isDisplayed() {
      return this.getStyle('display') != 'none';
    },
    isScrollable() {
      const d = this.dom;
      return d.scrollHeight > d.clientHeight || d.scrollWidth > d.clientWidth;
    },
    isBorderBox() {
      return getComputedStyle(this.dom).boxSizing == 'border-box';
    },
    getPadding(sides?: string) {
      return sum(this, 'padding', '', sides);
    },
    getBorderWidth(sides?: string) {
      return sum(this, 'border', 'Width', sides);
    },
    getMargin(sides?: string) {
      return sum(this, 'margin', '', sides);
    },
    getFrameWidth(sides?: string) {
      return this.getPadding(sides) + this.getBorderWidth(sides);
    },
    getOffsetsTo(el: unknown) {
      const [x, y] = this.getXY();
      const [ox, oy] = (Lib.get(domOf(el, 'getOffsetsTo')) as El).getXY();
      return [x - ox, y - oy];
    },
    setOpacity(opacity: number) {
      return this.setStyle('opacity', opacity);
    },
    moveTo(x: number, y: number) {
      return this.setXY([x, y]);
    },
    setBox(box: { x: number; y: number; width: number; height: number }) {
      return this.setXY([box.x, box.y]).setSize(box.width, box.height);
    },
    setBounds(x: number, y: number, width: number, height: number) {
      return this.setXY([x, y]).setSize(width, height);
    },
    setLeft(left: number | string) {
      return this.setStyle('left', left);
    },
    setTop(top: number | string) {
      return this.setStyle('top', top);
    },
    setRight(right: number | string) {
      return this.setStyle('right', right);
    },
    setBottom(bottom: number | string) {
      return this.setStyle('bottom', bottom);
    },
    center(centerIn?: unknown) {
      return this.alignTo(centerIn || document.body, 'c-c');
    },
    scrollIntoView() {
      this.dom.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      return this;
    },
    scroll(direction: string, distance: number) {
      const d = this.dom;
      const side = /^(l|left|r|right)$/.test(direction) ? 'left' : 'top';
      if (side == 'top' && !/^(t|top|up|b|bottom|down)$/.test(direction)) {
        throw new Error(
          `[Ext.dom.Element#scroll] the direction must be l, r, t or b (or left, right, top, up, bottom, down), got ${JSON.stringify(direction)}`,
        );
      }
      const back = /^(l|left|t|top|up)$/.test(direction) ? -1 : 1;
      const from = side == 'left' ? d.scrollLeft : d.scrollTop;
      const to = constrainScroll(d, side, from + back * distance);
      if (to === from) return false;
      d[side == 'left' ? 'scrollLeft' : 'scrollTop'] = to;
      return true;
    },
    scrollBy(deltaX: number | number[] | { x?: number; y?: number }, deltaY?: unknown) {
      const [x, y] = Array.isArray(deltaX)
        ? deltaX
        : typeof deltaX == 'number'
          ? [deltaX, deltaY as number]
          : [deltaX.x, deltaX.y];
      const d = this.dom;
      if (x) d.scrollLeft = constrainScroll(d, 'left', d.scrollLeft + x);
      if (y) d.scrollTop = constrainScroll(d, 'top', d.scrollTop + y);
      return this;
    },
    getScrollLeft() {
      return this.dom.scrollLeft;
    },
    getScrollTop() {
      return this.dom.scrollTop;
    },
    setScrollLeft(left: number) {
      this.dom.scrollLeft = left;
      return this;
    },
    setScrollTop(top: number) {
      this.dom.scrollTop = top;
      return this;
    },
    selectable() {
      this.dom.style.userSelect = '';
      this.dom.removeAttribute('unselectable');
      return this;
    },
    unselectable() {
      this.dom.style.userSelect = 'none';
      this.dom.setAttribute('unselectable', 'on');
      return this;
    },
    hover(over: unknown, out: unknown, scope?: unknown, options?: unknown) {
      return this.on('mouseenter', over, scope || this.dom, options).on(
        'mouseleave',
        out,
        scope || this.dom,
        options,
      );
    },
    addClsOnOver(cls: string, test?: ClsTest, scope?: unknown) {
      return this.hover(
        () => passes(this, test, scope) && this.addCls(cls),
        () => this.removeCls(cls),
      );
    },
    addClsOnFocus(cls: string, test?: ClsTest, scope?: unknown) {
      return this.on('focus', () => passes(this, test, scope) && this.addCls(cls)).on('blur', () =>
        this.removeCls(cls),
      );
    },
    addClsOnClick(cls: string, test?: ClsTest, scope?: unknown) {
      return this.on('mousedown', () => {
        if (!passes(this, test, scope)) return;
        this.addCls(cls);
        const up = () => {
          this.removeCls(cls);
          document.removeEventListener('mouseup', up);
        };
        document.addEventListener('mouseup', up);
      });
    },
    swallowEvent(names: string | string[], preventDefault?: boolean) {
      for (const name of ([] as string[]).concat(names)) {
        this.on(name, (e: Event) => {
          e.stopPropagation();
          if (preventDefault) e.preventDefault();
        });
      }
      return this;
    },
    clearListeners() {
      return this.removeAllListeners();
    },
    purgeAllListeners() {
      return this.removeAllListeners();
    },
    fadeIn: effect(show),
    slideIn: effect(show),
    fadeOut: effect(hide),
    slideOut: effect(hide),
    ghost: effect(hide),
    puff: effect(hide),
    switchOff: effect(hide),
    highlight: effect(nothing),
    frame: effect(nothing),
    animate: effect((el, options) => {
      if (options.to && typeof options.to == 'object') el.setStyle(options.to);
    }),
  };
  for (const name of Object.keys(methods)) {
    if (!(name in proto)) proto[name] = methods[name];
  }
  const missing =
    'clip unclip anchorTo removeAnchor relayEvent boxWrap replaceWith ' +
    'getTextWidth autoHeight setPositioning getPositioning clearPositioning translatePoints';
  for (const name of missing.split(' ')) {
    if (!(name in proto)) {
      proto[name] = () => {
        throw new Error(`${where(name)} is not provided by Lib`);
      };
    }
  }
}
