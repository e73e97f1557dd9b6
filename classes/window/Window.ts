/**
 * `Lib.window.Window` (xtype `window`, alternate `Lib.Window`): a floating panel, hidden until
 * shown, rendered to the body (or its `renderTo` element) on first `show()` and centred there
 * unless `x`/`y` place it. Its header drags it (`draggable`, kept inside its container with
 * `constrain` or `constrainHeader`), its edges and corners resize it (`resizable`, within
 * `minWidth`/`maxWidth`, `minHeight`/`maxHeight`), and its tools close it (`closable`: `close()`
 * destroys it, or hides it with `closeAction: 'hide'`), maximize it to its container
 * (`maximizable`, or a double click on the header) or ask to minimize it (`minimizable`: the
 * `minimize` event only, as Ext). Windows stack through `Lib.WindowManager`: a press on a window
 * brings it to the front, the front one is active (`activate`/`deactivate`).
 *
 * Focus and keyboard (WAI-ARIA's dialog): `role="dialog"` labelled by the title; showing moves
 * the focus in (to `defaultFocus`, else the first focusable element below the header, else the
 * window), hiding, closing or destroying gives it back to what had it before. A `modal` window
 * (`aria-modal="true"`) lies over the page mask and keeps Tab and Shift+Tab inside; Esc closes
 * a `closable` window (see `onEsc`).
 *
 * Events: `show`/`hide`, `beforeclose`/`close`, `activate`/`deactivate`, `move(win, x, y)`,
 * `resize(win, width, height)`, `maximize`/`restore`/`minimize`.
 *
 * @example
 *   Lib.create('Lib.window.Window', {
 *     title: 'Edit user', width: 400, height: 260, modal: true, layout: 'fit',
 *     items: {xtype: 'component', html: '<p>Hello</p>'},
 *     buttons: [{text: 'Close', handler: (b) => b.up('window').close()}],
 *   }).show();
 */
import { registerClass } from '../../lib/Class';
import { isNum, isString } from '../../lib/check';
import { cfg, declareConfigs, either } from '../../lib/config';
import { Element, cssPrefix, trackPointer } from '../dom/Element';
import { make, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { Panel, type PanelConfig } from '../panel/Panel';
import type { Tool } from '../panel/Tool';
import type { Component } from '../Component';
// The xtype of the window's tools.
import '../panel/Tool';
import type { PanelEvents } from '../panel/Panel';

/** A callback of `show`/`hide`: no arguments, `this` the scope given (default the window). */
type Fn = () => unknown;

/** The elements that can take the focus (filtered further by `focusables`). */
/** A node Tab may reach (a form control may be disabled). */
type Focusable = HTMLElement & { disabled?: boolean };

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex],[contenteditable]';
/** The resize handles: edges and corners, named as Ext names them. */
const HANDLES = 'north south east west northeast northwest southeast southwest'.split(' ');

export interface WindowConfig extends PanelConfig {
  /** Left edge on first showing, in pixels in its container (default: centred). */
  x?: number;
  /** Top edge on first showing (default: centred). */
  y?: number;
  /** Mask the page below and keep the focus inside while shown (default `false`). */
  modal?: boolean;
  /** The header drags the window (default `true`). */
  draggable?: boolean;
  /** The edges and corners resize the window (default `true`; Ext's Resizer config object counts as `true`). */
  resizable?: boolean | object;
  /** Keep the whole window inside its container (or `constrainTo`) when shown and dragged (default `false`). */
  constrain?: boolean;
  /** Keep the header inside its container (or `constrainTo`) when shown and dragged (default `false`). */
  constrainHeader?: boolean;
  /** The element (or its id) `constrain` keeps the window in (default the one it is rendered to). */
  constrainTo?: string | HTMLElement | Element;
  /** A body without its own background (`x-window-plain`; default `false`). */
  plain?: boolean;
  /** Adds the maximize/restore tool; a double click on the header toggles (default `false`). */
  maximizable?: boolean;
  /** Adds the minimize tool, which fires `minimize` (default `false`). */
  minimizable?: boolean;
  /** Shows maximized (default `false`). */
  maximized?: boolean;
  /** Expands a collapsed window each time it shows (default `true`). */
  expandOnShow?: boolean;
  /** What takes the focus on show: a component, its itemId or a selector, or the index of a button. */
  defaultFocus?: string | number | object;
  /** Replaces what Esc does on a closable window (default: `close()`); `Lib.emptyFn` keeps it open. */
  onEsc?: (key: number, e: EventObjectImpl) => void;
  /** Largest width the resize handles give (default none). */
  maxWidth?: number;
  /** Largest height the resize handles give (default none). */
  maxHeight?: number;
  /** Accepted for Ext code: the window always moves as it is dragged (no ghost). */
  ghost?: unknown;
  /** Accepted for Ext code: dragging is always live. */
  liveDrag?: boolean;
  /** Accepted for Ext code: showing and hiding are not animated. */
  animateTarget?: unknown;
  /** Shows the window as soon as it is made (default `false`). */
  autoShow?: boolean;
}

/** The events of windows: a panel's plus maximizing and minimizing. */
export interface WindowEvents<S = Window> extends PanelEvents<S> {
  maximize: [window: S];
  /** `minimize()` was called (the window itself does nothing more). */
  minimize: [window: S];
  /** A maximized window went back to its size. */
  restore: [window: S];
}

export class Window extends Panel {
  /** Type only: the events (see `WindowEvents`). */
  declare $eventMap: WindowEvents<this>;
  declare x?: number;
  declare y?: number;
  declare modal: boolean;
  declare draggable: boolean;
  declare resizable: boolean | object;
  declare constrain: boolean;
  declare constrainHeader: boolean;
  declare constrainTo?: string | HTMLElement | Element;
  declare plain: boolean;
  declare maximizable: boolean;
  declare minimizable: boolean;
  declare maximized: boolean;
  declare expandOnShow: boolean;
  declare defaultFocus?: string | number | object;
  declare maxWidth?: number;
  declare maxHeight?: number;
  declare ghost?: unknown;
  declare liveDrag?: boolean;
  declare animateTarget?: unknown;
  declare autoShow: boolean;
  /** Always `true`. */
  declare isWindow: true;
  /** The maximize tool (its type turns to `restore` while maximized), with `maximizable`. */
  declare maximizeTool?: Tool;
  /** @internal What had the focus when the window showed (it gets it back). */
  declare $returnFocus?: HTMLElement | null;
  /** @internal `false` until the first showing placed the window (`center()` resets it). */
  declare $placed: boolean;

  override $construct(config?: WindowConfig): this {
    super.$construct(config);
    if (this.autoShow) this.show();
    return this;
  }

  override initComponent(): void {
    const me = this;
    const tool = (type: string, fn: () => unknown) =>
      me.makeTool({ type, handler: () => fn.call(me) });
    // Ext's order: the panel's tools, minimize, maximize, then close.
    me.tools = [
      ...(me.tools || []),
      me.minimizable && tool('minimize', me.minimize),
      (me.maximizeTool = me.maximizable ? tool('maximize', me.toggleMaximize) : undefined),
    ] as Tool[];
    super.initComponent();
    if (me.plain) me.addCls(px('window-plain'));
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = (me.el as Element).set({ tabindex: -1 });
    const header = me.headerEl;
    if (!header) el.set({ 'aria-label': me.ariaLabel || me.title });
    (me.body as Element).addCls(px('window-body'));
    header?.addCls(px('window-header')).toggleCls(px('window-header-draggable'), me.draggable);
    if (me.maximizable) header?.on('dblclick', me.toggleMaximize, me);
    if (me.resizable) {
      for (const dir of HANDLES) {
        make(
          el.dom,
          'div',
          `resizable-handle resizable-handle-${dir} window-handle window-handle-${dir} unselectable`,
        );
      }
    }
    el.on({ pointerdown: me.onPointerDown, keydown: me.onKeyDown, scope: me });
  }

  override afterRender(): void {
    super.afterRender();
    this.syncMaximized();
  }

  // ---------------------------------------------------------------- showing and focus

  /**
   * Shows the window on top of the others (rendering it the first time, centred unless `x`/`y`
   * place it) and moves the focus into it, then calls `callback` with `scope`. `animateTarget`
   * is accepted; nothing is animated.
   */
  override show(_animateTarget?: unknown, callback?: Fn, scope?: unknown): this {
    const me = this;
    const hidden = me.hidden || !me.rendered;
    super.show();
    // `modal` may change from one show to the next (a message box's options): the mask follows
    // it (Lib.ZIndexManager), and so does what assistive technology is told.
    me.el?.set({ 'aria-modal': me.modal && 'true' });
    if (hidden && !me.hidden) callback?.call(scope || me);
    return me;
  }

  /**
   * Hides the window (the focus goes back to what had it before it showed, when it was inside),
   * then calls `callback` with `scope`.
   */
  override hide(_animateTarget?: unknown, callback?: Fn, scope?: unknown): this {
    const me = this;
    const shown = me.rendered && !me.hidden;
    const doc = me.el?.dom.ownerDocument;
    const active = doc?.activeElement;
    const back = me.$returnFocus;
    super.hide();
    if (shown && me.hidden) {
      me.$returnFocus = undefined;
      if ((!active || active == doc!.body || me.el!.contains(active)) && back?.isConnected) {
        back.focus();
      }
      callback?.call(scope || me);
    }
    return me;
  }

  /** Places the window the first time, keeps it in its container, and moves the focus in. */
  override onShow(): void {
    super.onShow();
    const me = this;
    if (me.expandOnShow) me.expand();
    if (!me.$placed) {
      const { x, y } = me;
      me.$placed = true;
      if (x == null || y == null) {
        me.center();
        if ((x ?? y) != null) me.setPosition(x ?? (me.x as number), y ?? me.y);
      }
    }
    me.doConstrain();
    me.syncMaximized();
    const active = (me.el as Element).dom.ownerDocument.activeElement as HTMLElement | null;
    if (!me.el!.contains(active)) me.$returnFocus = active;
    me.focus();
  }

  override onHide(): void {
    super.onHide();
    this.syncMaximized();
  }

  /**
   * Brings the window above the others in its `Lib.ZIndexManager`; unless `preventFocus`, a
   * window that was not on top takes the focus.
   */
  override toFront(preventFocus?: boolean): this {
    const me = this;
    if (me.zIndexManager?.bringToFront(me, preventFocus) && !preventFocus) me.focus();
    return me;
  }

  /**
   * Called by the window manager as the window becomes the active one (the top-most shown
   * window; `active` true) or stops being it: fires `activate(win)` or `deactivate(win)`.
   */
  setActive(active: boolean, _newActive?: Component | null): void {
    this.fireEvent(active ? 'activate' : 'deactivate', this);
  }

  /**
   * What `focus()` focuses: `defaultFocus` (a component; an itemId or selector; the index of a
   * button below the window), else the first focusable element outside the header, else the
   * first one, else the window itself.
   */
  override getFocusEl(): Element | undefined {
    const me = this;
    const want = me.defaultFocus as string | number | Component | undefined;
    const c = isNum(want)
      ? me.query('button')[want]
      : isString(want)
        ? (/^[a-z0-9]/.test(want) && me.down('#' + want)) || me.down(want)
        : want;
    if (c) return c.getFocusEl();
    if (!me.el) return;
    const list = me.focusables();
    return Element.get(list.find((n) => !me.headerEl?.contains(n)) || list[0]) || me.el;
  }

  /** @internal The elements of the window that Tab reaches, in document order. */
  focusables(): HTMLElement[] {
    return (this.el as Element)
      .query(FOCUSABLE)
      .filter((n: Focusable) => n.tabIndex >= 0 && !n.disabled && n.getClientRects().length);
  }

  /**
   * @internal Tab and Shift+Tab wrap around inside a modal window; Esc on a closable window
   * calls `onEsc`.
   */
  onKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    if (key == e.ESC && me.closable) me.onEsc(key, e);
    else if (key == e.TAB && me.modal) {
      const list = me.focusables();
      const target = e.getTarget();
      const back = e.shiftKey;
      const [first, last] = [list[0], list[list.length - 1]];
      if (!first || target == (back ? first : last) || (back && target == me.el!.dom)) {
        e.preventDefault();
        ((back ? last : first) || me.el!.dom).focus();
      }
    }
  }

  /** Esc on a closable window: stops the key and `close()`s (a config may replace it). */
  onEsc(_key: number, e: EventObjectImpl): void {
    e.stopEvent();
    this.close();
  }

  // ---------------------------------------------------------------- closing

  /** @internal Hides the window, then fires `close` and runs the `closeAction`. */
  override doClose(): void {
    this.hide();
    if (this.hidden) super.doClose();
  }

  /** A shown window hides first (the focus goes back, the mask goes). */
  override onDestroy(): void {
    if (this.rendered) this.hide();
    super.onDestroy();
  }

  // ---------------------------------------------------------------- position

  /**
   * Centres the shown window in its container (kept on the page); a hidden one is centred when
   * it shows next.
   */
  center(): this {
    const me = this;
    const el = me.el as Element;
    if (me.isVisible()) me.setPagePosition(el.getAlignToXY(el.dom.parentNode, 'c-c?'));
    else {
      me.$placed = false;
      me.x = me.y = undefined;
    }
    return me;
  }

  /** Moves the shown window back inside its container (or `constrainTo`) with `constrain`/`constrainHeader`. */
  doConstrain(): void {
    const me = this;
    if (!me.rendered) return;
    const xy = (me.el as Element).getXY();
    const to = me.constrainXY(xy);
    if (String(to) != String(xy)) me.setPagePosition(to);
  }

  /**
   * @internal The page position `xy` moved inside the container (or `constrainTo`): all of the
   * window with `constrain`, its header with `constrainHeader`; as it is without either.
   */
  constrainXY(xy: [number, number]): [number, number] {
    const me = this;
    const el = me.el as Element;
    if (!me.constrain && !me.constrainHeader) return xy;
    const height = (me.constrain ? el : me.headerEl || el).getHeight();
    return el.constrainXY(xy, me.constrainTo || el.dom.parentNode, height);
  }

  /**
   * @internal A press on the window brings it to the front; on the header (not a tool) it
   * starts a drag, on a resize handle a resize. Nothing moves while maximized.
   */
  onPointerDown(e: EventObjectImpl): void {
    const me = this;
    const down = e.browserEvent as PointerEvent;
    const el = me.el as Element;
    me.toFront(true);
    if (down.button || me.maximized) return;
    const handle = e.getTarget('.' + px('resizable-handle')) as HTMLElement | null;
    const [x, y] = el.getXY();
    const w = me.getWidth();
    const h = me.getHeight();
    if (handle && me.resizable) {
      const dir = /handle-(\w+)/.exec(handle.className)![1];
      const west = dir.includes('west');
      const north = dir.includes('north');
      const clamp = (v: number, min?: number, max?: number) =>
        Math.min(Math.max(v, min || 0), max ?? Infinity);
      trackPointer(down, (dx, dy) => {
        const width = clamp(
          w + (west ? -dx : dir.includes('east') ? dx : 0),
          me.minWidth,
          me.maxWidth,
        );
        const height = clamp(
          h + (north ? -dy : dir.includes('south') ? dy : 0),
          me.minHeight,
          me.maxHeight,
        );
        me.setSize(width, height);
        if (west || north) me.setPagePosition(west ? x + w - width : x, north ? y + h - height : y);
      });
    } else if (
      me.draggable &&
      me.headerEl?.contains(e.getTarget() as Node) &&
      !e.getTarget('.' + cssPrefix() + 'tool')
    ) {
      trackPointer(down, (dx, dy) => me.setPagePosition(me.constrainXY([x + dx, y + dy])));
    }
  }

  // ---------------------------------------------------------------- maximize

  /** Fills the container with the window (the maximize tool turns to restore); fires `maximize`. */
  maximize(): this {
    return this.setMaximized(true);
  }

  /** Gives a maximized window its size and position back; fires `restore`. */
  restore(): this {
    return this.setMaximized(false);
  }

  /** `restore()` when maximized, else `maximize()`. */
  toggleMaximize(): this {
    return this.setMaximized(!this.maximized);
  }

  /** @internal Maximizes (`max`) or restores, lays out, fires `maximize` or `restore`. */
  setMaximized(max: boolean): this {
    const me = this;
    if (!me.maximized != !max) {
      if (max) me.expand();
      me.maximized = max;
      me.syncMaximized();
      me.updateLayout();
      me.fireEvent(max ? 'maximize' : 'restore', me);
    }
    return me;
  }

  /**
   * @internal Reflects the maximized state: `x-window-maximized` (the theme gives the window
   * its container's box), `x-window-maximized-ct` on a container while the window shows, the
   * tools.
   */
  syncMaximized(): void {
    const me = this;
    const max = !!me.maximized;
    const el = me.el;
    me.maximizeTool?.setType(max ? 'restore' : 'maximize');
    me.collapseTool?.setVisible(!max);
    el?.toggleCls(px('window-maximized'), max);
    Element.get(el?.dom.parentNode)?.toggleCls(px('window-maximized-ct'), max && !me.hidden);
  }

  /** Fires `minimize` (what minimizing means is the application's business, as in Ext). */
  minimize(): this {
    this.fireEvent('minimize', this);
    return this;
  }
}

registerClass(Window, 'Lib.window.Window', {
  $configs: declareConfigs<
    WindowConfig,
    PanelConfig,
    'closable' | 'hidden' | 'floating' | 'minWidth' | 'minHeight'
  >({
    x: cfg('number'),
    y: cfg('number'),
    modal: false,
    draggable: true,
    resizable: cfg(either('boolean', 'object'), true),
    constrain: false,
    constrainHeader: false,
    constrainTo: cfg(either('string', 'object')),
    plain: false,
    maximizable: false,
    minimizable: false,
    maximized: false,
    expandOnShow: true,
    defaultFocus: cfg(either('string', 'number', 'object')),
    onEsc: cfg('function'),
    maxWidth: cfg('number'),
    maxHeight: cfg('number'),
    ghost: cfg('any'),
    liveDrag: cfg('boolean'),
    animateTarget: cfg('any'),
    autoShow: false,
    closable: true,
    hidden: true,
    floating: true,
    minWidth: 50,
    minHeight: 50,
  }),
  xtype: 'window',
  alternateClassName: 'Lib.Window',
  baseCls: cssPrefix() + 'window',
  ariaRole: 'dialog',
  isWindow: true,
  $placed: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.window.Window': typeof Window;
  }
  interface AliasMap {
    'widget.window': typeof Window;
  }
}
