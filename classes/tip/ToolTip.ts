/**
 * `Lib.tip.ToolTip` (xtype `tooltip`, alternate `Lib.ToolTip`): a tip that shows when the
 * pointer rests on its `target` (an element, an element id or a component) for `showDelay`
 * ms, or when the target gets the keyboard focus, and hides `hideDelay` ms after the pointer
 * (or the focus) leaves it, after `dismissDelay` ms, on Esc, or on a press elsewhere. With
 * `autoHide: false` it stays until closed (it gets the close tool). With `delegate` (a CSS
 * selector) it shows for each matching element inside the target, `triggerElement` being the
 * one under the pointer: the grid pattern below. It sits beside the pointer (`mouseOffset`),
 * follows it with `trackMouse`, or with `anchor` points at the target with an arrow
 * (`x-tip-anchor`), moving to the other side when there is no room.
 *
 * `html` is markup (sanitized by `Lib.dom.Markup`, as every component's `html`); a `loader`
 * fills the tip from the server each time it shows (unless it has `autoLoad` or
 * `loadOnRender`). While shown the tip is named in the target's `aria-describedby`.
 *
 * Events: `beforeshow(tip)` (`false` cancels; the place to `update` the content), `show(tip)`,
 * `beforehide(tip)`, `hide(tip)`.
 *
 * @example
 *   Lib.create('Lib.tip.ToolTip', {
 *     target: view.el, delegate: view.itemSelector, trackMouse: true,
 *     listeners: {beforeshow: (tip) => tip.update('Row of ' + view.getRecord(tip.triggerElement).get('name'))},
 *   });
 */
import { registerClass } from '../../lib/Class';
import { isArray, isNum, isObj, isString, own } from '../../lib/check';
import { cfg, declareConfigs, fail, oneOf, type Test } from '../../lib/config';
import { Element } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Component } from '../Component';
import { Tip, viewport, type TipConfig } from './Tip';

/** A side of the tip where the arrow points from. */
export type AnchorSide = 'top' | 'right' | 'bottom' | 'left';
const SIDES: AnchorSide[] = ['top', 'right', 'bottom', 'left'];
/** The room left for the arrow between the target and the tip, in pixels. */
const GAP = 10;
/** The middle of the arrow, from the tip's corner (theme/tip.css), in pixels. */
const ARROW = 16;
type Timer = ReturnType<typeof setTimeout> | null;
/** The tip's timers. */
export type TimerName = 'show' | 'hide' | 'dismiss';

export interface ToolTipConfig extends TipConfig {
  /** What the tip is for: an element, an element id, an `Element` or a component. */
  target?: unknown;
  /** A CSS selector: the tip shows for each matching element inside the target. */
  delegate?: string;
  /** Milliseconds the pointer rests before the tip shows (default 500). */
  showDelay?: number;
  /** Milliseconds after the pointer leaves before the tip hides (default 200). */
  hideDelay?: number;
  /** Milliseconds after which a shown tip hides, 0 for never (default 5000). */
  dismissDelay?: number;
  /** Hide on leaving the target and after `dismissDelay`; `false` keeps it and adds the close tool (default `true`). */
  autoHide?: boolean;
  /** Follow the pointer while it moves over the target (default `false`). */
  trackMouse?: boolean;
  /** `[x, y]` pixels added to the tip's place (default none: 15, 18 from the pointer). */
  mouseOffset?: [number, number];
  /** The side of the tip the arrow is on, pointing at the target (default none: no arrow). */
  anchor?: AnchorSide;
  /** With `anchor`, point at the target element rather than at the pointer (default `true`). */
  anchorToTarget?: boolean;
  /** Pixels the arrow is moved along its side (default 0). */
  anchorOffset?: number;
  /** A tip shown again within these milliseconds of hiding shows at once (default 250). */
  quickShowInterval?: number;
}

export class ToolTip extends Tip {
  /** The target's `Element` (`null` when none). */
  declare target: Element | null;
  declare delegate?: string;
  declare showDelay: number;
  declare hideDelay: number;
  declare dismissDelay: number;
  declare autoHide: boolean;
  declare trackMouse: boolean;
  declare mouseOffset?: [number, number];
  declare anchor?: AnchorSide;
  declare anchorToTarget: boolean;
  declare anchorOffset: number;
  declare quickShowInterval: number;
  /** The element the tip shows for: with `delegate` the matching element, else `true` (default `null`). */
  declare triggerElement: HTMLElement | true | null;
  /** The event that triggered the tip. */
  declare triggerEvent?: EventObjectImpl;
  /** Where the pointer was last seen over the target (page `[x, y]`). */
  declare targetXY?: [number, number];
  /** The side the arrow is on at the last placing (the other side of `anchor` when there was no room). */
  declare tipAnchor?: AnchorSide;
  /** The arrow element, once rendered. */
  declare anchorEl?: Element;
  /** When the tip last showed or hid (ms since the epoch; default 0). */
  declare lastActive: number;
  declare showTimer: Timer;
  declare hideTimer: Timer;
  declare dismissTimer: Timer;
  /** @internal `showAt` is running (`show` must not place the tip again). */
  declare $at: boolean;
  /** @internal The element whose `aria-describedby` names the tip (default `null`). */
  declare $described: HTMLElement | null;

  override initComponent(): void {
    const me = this;
    if (me.autoHide === false && !own(me, 'closable')) me.closable = true;
    me.lastActive = 0;
    super.initComponent();
    me.setTarget(me.target);
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.anchorEl = makeEl(this.el!.dom, 'div', 'tip-anchor', { 'aria-hidden': 'true' });
    this.syncAnchor();
  }

  /**
   * Sets what the tip is for: an element, an element id, an `Element` or a component (its
   * element once rendered); `null` for nothing. An id of no element is a `TypeError`.
   */
  setTarget(target: unknown): void {
    const me = this;
    const cmp = (target as Component)?.isComponent ? (target as Component) : null;
    const [over, out] = [me.onTargetOver, me.onTargetOut];
    const listeners = {
      mouseover: over,
      focusin: over,
      mouseout: out,
      focusout: out,
      mousemove: me.onMouseMove,
      scope: me,
    };
    if (me.target?.isElement) me.mun(me.target, listeners);
    const el = (me.target = Element.get(cmp ? cmp.el : target));
    if (el) me.mon(el, listeners);
    else if (cmp) me.mon(cmp, 'afterrender', () => me.setTarget(cmp), me, { single: true });
    else if (target != null) {
      fail(
        me.$className + '#setTarget',
        'target',
        'an element, an element id or a component',
        target,
      );
    }
  }

  /** @internal The pointer (or the focus) came onto the target: the tip shows after `showDelay`. */
  onTargetOver(e: EventObjectImpl): void {
    const me = this;
    const target = me.target;
    if (me.disabled || e.within(target, true)) return;
    const t = me.delegate ? e.getTarget(me.delegate, target!.dom) : true;
    if (t) {
      me.triggerElement = t;
      me.triggerEvent = e;
      me.clearTimer('hide');
      me.targetXY = me.eventXY(e, me.currentTarget());
      me.delayShow();
    }
  }

  /** @internal The pointer (or the focus) left the target: the tip hides after `hideDelay`. */
  onTargetOut(e: EventObjectImpl): void {
    const me = this;
    const trigger = me.triggerElement;
    if (me.disabled || !trigger || e.within(trigger === true ? me.target : trigger, true)) return;
    if (me.showTimer) {
      me.clearTimer('show');
      me.triggerElement = null;
    }
    if (me.autoHide !== false) me.delayHide();
  }

  /**
   * @internal The pointer moves over the target: the tip follows it (`trackMouse`); with
   * `delegate`, another matching element shows the tip again for it, and none hides it.
   */
  onMouseMove(e: EventObjectImpl): void {
    const me = this;
    const t = me.delegate ? e.getTarget(me.delegate, me.target!.dom) : (me.triggerElement = true);
    if (t) {
      me.targetXY = e.getXY();
      if (t !== me.triggerElement) {
        if (me.isVisible()) me.hide();
        me.lastActive = 0;
        me.onTargetOver(e);
      } else if (!me.hidden && me.trackMouse) me.setPagePosition(me.getTargetXY());
    } else if (!me.closable && me.isVisible() && me.autoHide !== false) me.hide();
  }

  /** @internal Where an event puts the tip: the pointer, or for a focus event below `node`. */
  eventXY(e: EventObjectImpl, node: unknown): [number, number] {
    return /^focus/.test(e.type) && node ? Element.get(node)!.getAnchorXY('bl') : e.getXY();
  }

  /** @internal The element the tip shows for (the trigger element, else the target's). */
  currentTarget(): HTMLElement | undefined {
    const t = this.triggerElement;
    return t && t !== true ? t : this.target?.dom;
  }

  /** @internal Shows after `showDelay` (at once when the tip hid less than `quickShowInterval` ago). */
  delayShow(): void {
    const me = this;
    if (me.hidden && !me.showTimer) {
      if (Date.now() - me.lastActive < me.quickShowInterval) me.show();
      else me.startTimer('show', me.show);
    } else if (!me.hidden && me.autoHide !== false) me.show();
  }

  /** @internal Hides after `hideDelay`. */
  delayHide(): void {
    if (!this.hidden && !this.hideTimer) this.startTimer('hide', this.hide);
  }

  /** @internal Starts the timer `name`: `fn` runs after the tip's `<name>Delay` (`showDelay`...). */
  startTimer(name: TimerName, fn: () => unknown): void {
    const me = this as ToolTip & Record<string, unknown>;
    me[name + 'Timer'] = setTimeout(
      () => {
        me[name + 'Timer'] = null;
        fn.call(me);
      },
      me[name + 'Delay'] as number,
    );
  }

  /** Stops the timer `'show'`, `'hide'` or `'dismiss'`. */
  clearTimer(name: TimerName): void {
    const me = this as ToolTip & Record<string, unknown>;
    clearTimeout(me[name + 'Timer'] as number);
    me[name + 'Timer'] = null;
  }

  /** Stops every timer. */
  clearTimers(): void {
    for (const name of ['show', 'hide', 'dismiss'] as const) this.clearTimer(name);
  }

  /**
   * The page position for the tip: beside the pointer (15, 18 pixels off, plus
   * `mouseOffset`), or with `anchor` against the target (or the pointer), on the other side
   * when there is no room there (`tipAnchor` tells the side used).
   */
  getTargetXY(): [number, number] {
    const me = this;
    const [mx, my] = me.targetXY || [0, 0];
    const [ox, oy] = me.mouseOffset || [0, 0];
    let side = (me.tipAnchor = me.anchor);
    if (!side) return [mx + 15 + ox, my + 18 + oy];
    const node = me.anchorToTarget && !me.trackMouse && me.currentTarget();
    const b = node ? Element.get(node)!.getBox() : { x: mx, y: my, right: mx, bottom: my };
    const shift = node ? 0 : ARROW + me.anchorOffset;
    const w = me.getWidth();
    const h = me.getHeight();
    const at = (s: AnchorSide): number[] =>
      s == 'top'
        ? [b.x - shift, b.bottom + GAP]
        : s == 'bottom'
          ? [b.x - shift, b.y - h - GAP]
          : s == 'left'
            ? [b.right + GAP, b.y - shift]
            : [b.x - w - GAP, b.y - shift];
    let xy = at(side);
    const [l, t, r, bottom] = viewport(me.el!);
    const out =
      side == 'top'
        ? xy[1] + h > bottom
        : side == 'bottom'
          ? xy[1] < t
          : side == 'left'
            ? xy[0] + w > r
            : xy[0] < l;
    if (out) xy = at((me.tipAnchor = side = SIDES[(SIDES.indexOf(side) + 2) % 4]));
    return [xy[0] + ox, xy[1] + oy];
  }

  /** @internal Shows the arrow on the side in use (`tipAnchor`), or hides it without `anchor`. */
  syncAnchor(): void {
    const me = this;
    const side = me.anchor && (me.tipAnchor || me.anchor);
    const across = side == 'top' || side == 'bottom';
    const at = 10 + me.anchorOffset;
    me.anchorEl
      ?.set({ class: px('tip-anchor' + (side ? ' tip-anchor-' + side : '')) })
      .setVisible(!!side)
      .setStyle({ left: across ? at : null, top: across ? null : at });
  }

  /**
   * Shows the tip where `getTargetXY` says (fires `beforeshow`, `false` cancelling, and
   * `show`); shown already, it moves there.
   */
  override show(): this {
    const me = this;
    super.show();
    if (me.hidden) {
      me.triggerElement = null;
      me.clearTimer('show');
    } else if (!me.$at) {
      // Placed out of the way first, so its width is not squeezed by the window's edge.
      me.el!.setLeftTop(-10000, -10000);
      me.showAt(me.getTargetXY());
    }
    return me;
  }

  /** Shows the tip at the page position `[x, y]` (or `(x, y)`); it hides after `dismissDelay`. */
  override showAt(x: number | [number, number], y?: number): this {
    const me = this;
    me.lastActive = Date.now();
    me.clearTimers();
    me.$at = true;
    try {
      super.showAt(x, y);
    } finally {
      me.$at = false;
    }
    if (me.isVisible()) {
      if (me.dismissDelay && me.autoHide !== false) me.startTimer('dismiss', me.hide);
      me.setDescribed(me.currentTarget());
    }
    return me;
  }

  /** Moves the tip to the page position `[x, y]` (or `(x, y)`) and its arrow with it. */
  override setPagePosition(x: number | [number, number], y?: number): this {
    super.setPagePosition(x, y);
    this.syncAnchor();
    return this;
  }

  /** Hides the tip (fires `beforehide`, `false` cancelling, and `hide`). */
  override hide(): this {
    const me = this;
    me.clearTimers();
    me.lastActive = Date.now();
    super.hide();
    me.triggerElement = null;
    return me;
  }

  /** Listens to the page while shown (a press elsewhere, Esc); a `loader` loads the content. */
  override onShow(): void {
    super.onShow();
    const me = this;
    const loader = me.loader;
    me.mon(me.docEl()!, me.docListeners());
    if (loader && !loader.autoLoad && !loader.loadOnRender) loader.load();
  }

  override onHide(): void {
    const me = this;
    const doc = me.docEl();
    if (doc) me.mun(doc, me.docListeners());
    me.setDescribed(null);
    super.onHide();
  }

  /** @internal The document's `Element` (`null` before rendering). */
  docEl(): Element | null {
    return Element.get(this.el?.dom.ownerDocument);
  }

  /** @internal The listeners on the document while shown. */
  docListeners(): Record<string, unknown> {
    return { mousedown: this.onDocMouseDown, keydown: this.onDocKeyDown, scope: this };
  }

  /**
   * @internal A press outside the tip hides it (unless `closable`) and keeps it from showing
   * again for 100 ms (the press's own mouse and focus events).
   */
  onDocMouseDown(e: EventObjectImpl): void {
    const me = this;
    if (!me.closable && !e.within(me.el)) {
      me.disable();
      setTimeout(() => me.isDestroyed || me.enable(), 100);
    }
  }

  /** @internal Esc hides the tip. */
  onDocKeyDown(e: EventObjectImpl): void {
    if (e.getKey() == 27) this.hide();
  }

  /**
   * @internal Names the tip in `node`'s `aria-describedby` (next to what is there), and takes
   * it out of the element named before.
   */
  setDescribed(node: HTMLElement | null | undefined): void {
    const me = this;
    const name = 'aria-describedby';
    for (const n of [me.$described, node]) {
      if (n?.nodeType != 1) continue;
      const ids = (n.getAttribute(name) || '').split(' ').filter((id) => id && id != me.id);
      if (n == node) ids.push(me.id);
      Element.get(n)!.set({ [name]: ids.join(' ') || null });
    }
    me.$described = node || null;
  }

  /** A disabled tip hides and does not show. */
  override onDisable(): void {
    this.clearTimers();
    this.hide();
    super.onDisable();
  }

  override onDestroy(): void {
    const me = this;
    me.clearTimers();
    me.setDescribed(null);
    me.target = me.triggerElement = null;
    me.anchorEl = undefined;
    super.onDestroy();
  }
}

const DELAY: Test = [(v) => isNum(v) && v >= 0, 'a number of milliseconds, 0 or more'];

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface ToolTip {
  $construct(config?: ToolTipConfig): this;
}

registerClass(ToolTip, 'Lib.tip.ToolTip', {
  $configs: declareConfigs<ToolTipConfig, TipConfig>({
    target: cfg([(v) => isString(v) || isObj(v), 'an element, an element id or a component']),
    delegate: cfg('string'),
    showDelay: cfg(DELAY, 500),
    hideDelay: cfg(DELAY, 200),
    dismissDelay: cfg(DELAY, 5000),
    autoHide: true,
    trackMouse: false,
    mouseOffset: cfg([(v) => isArray(v) && v.length == 2 && v.every(isNum), 'an [x, y] pair']),
    anchor: cfg(oneOf(...SIDES)),
    anchorToTarget: true,
    anchorOffset: 0,
    quickShowInterval: cfg(DELAY, 250),
  }),
  xtype: 'tooltip',
  alternateClassName: 'Lib.ToolTip',
  triggerElement: null,
  showTimer: null,
  hideTimer: null,
  dismissTimer: null,
  $at: false,
  $described: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tip.ToolTip': typeof ToolTip;
  }
  interface AliasMap {
    'widget.tooltip': typeof ToolTip;
  }
}
