/**
 * `Lib.ZIndexManager` (alternate `Lib.WindowGroup`): the stack of floating components — windows,
 * menus, combo lists, tips — as Ext 4 keeps it. A floating component registers with the page's
 * manager, `Lib.WindowManager` (alternate `Lib.WindowMgr`), when it renders, comes to the top
 * of the stack when shown (`toFront`) and leaves it when destroyed. Shown components get
 * z-indexes from the manager's base (`zseed`, 19000 for the page's manager) up, 10 apart. The
 * top-most shown component that has `setActive` (a window) is the active one: it gets
 * `setActive(true)` (its `activate` event), the one before it `setActive(false)`. Below the
 * top-most shown `modal` component lies the page mask (`x-mask`), which keeps the pointer off
 * everything under it.
 *
 * @example
 *   Lib.WindowManager.getActive(); // the front window
 *   Lib.WindowManager.each(function (c) { c.hide(); });
 */
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import { root } from '../lib/ClassManager';
import { cssPrefix } from './dom/Element';
import type { Component } from './Component';

/** A component in the stack: a window has `setActive` and may be `modal`. */
export type Floating = Component & {
  modal?: boolean;
  setActive?(active: boolean, newActive?: Floating | null): void;
};

export class ZIndexManager extends Base {
  /** The base z-index of the next manager made (each takes 10000 more; default 9000). */
  declare static zBase: number;
  /** The registered components, bottom first. */
  declare zIndexStack: Floating[];
  /** The z-index of the bottom component. */
  declare zseed: number;
  /** The active component (the top-most shown one with `setActive`), or `null`. */
  declare front: Floating | null;
  /** The page mask under the top-most modal component, once made. */
  declare mask?: HTMLElement;

  override $construct(): this {
    const me = this;
    me.zIndexStack = [];
    me.front = null;
    me.zseed = me.getNextZSeed();
    return me;
  }

  /** Raises `Lib.ZIndexManager.zBase` by 10000 and returns it: the base of a new stack. */
  getNextZSeed(): number {
    return (ZIndexManager.zBase += 10000);
  }

  /**
   * Puts `comp` on top of the stack (it leaves the manager it had). Floating components
   * register themselves when they render.
   */
  register(comp: Floating): void {
    const me = this;
    comp.zIndexManager?.unregister(comp);
    comp.zIndexManager = me;
    me.zIndexStack.push(comp);
    me.sync();
  }

  /** Takes `comp` out of the stack (a floating component's `destroy` does). */
  unregister(comp: Floating): void {
    const me = this;
    const stack = me.zIndexStack;
    if (stack.includes(comp)) {
      stack.splice(stack.indexOf(comp), 1);
      comp.zIndexManager = undefined;
      me.sync();
    }
  }

  /** A registered component by id, or the component itself. */
  get(id: Floating | string | undefined): Floating | undefined {
    return (<Floating>id)?.isComponent ? <Floating>id : this.zIndexStack.find((c) => c.id === id);
  }

  /**
   * Moves `comp` (or its id) to the top of the stack and above the others. Returns `true`
   * when it was not on top already.
   */
  bringToFront(comp: Floating | string, _preventFocus?: boolean): boolean {
    return this.move(comp, 'push');
  }

  /** Moves `comp` (or its id) to the bottom of the stack. Returns the component. */
  sendToBack(comp: Floating | string | undefined): Floating | undefined {
    comp = this.get(comp);
    this.move(comp, 'unshift');
    return comp;
  }

  /** @internal Moves `comp` to one end of the stack (`push`: the top), then `sync`s. */
  move(comp: Floating | string | undefined, end: 'push' | 'unshift'): boolean {
    const me = this;
    const stack = me.zIndexStack;
    comp = me.get(comp);
    const at = stack.indexOf(comp!);
    const moved = at >= 0 && at !== (end == 'push' ? stack.length - 1 : 0);
    if (moved) stack[end](...stack.splice(at, 1));
    me.sync();
    return moved;
  }

  /** The active component (a window), or `null`. */
  getActive(): Floating | null {
    return this.front;
  }

  /** Calls `fn(comp)` for each registered component, bottom first, until one returns `false`. */
  each(fn: (comp: Floating) => unknown, scope?: unknown): void {
    for (const comp of this.zIndexStack.slice()) if (fn.call(scope ?? comp, comp) === false) return;
  }

  /** Hides every shown registered component. */
  hideAll(): void {
    this.each((c) => void (c.isVisible() && c.hide()));
  }

  /** @internal A registered component hid: the next one below becomes active. */
  onComponentHide(_comp: Floating): void {
    this.sync();
  }

  /**
   * @internal Brings the page up to date with the stack: z-indexes of the shown components,
   * the active one, and the mask under the top-most modal one.
   */
  sync(): void {
    const me = this;
    let z = me.zseed;
    let modal: Floating | undefined;
    let front: Floating | null = null;
    for (const c of me.zIndexStack) {
      if (c.hidden || !c.el) continue;
      c.el.setStyle('z-index', z);
      z += 10;
      if (c.modal) modal = c;
      if (c.setActive) front = c;
    }
    const old = me.front;
    if (front !== old) {
      me.front = front;
      if (old && !old.destroying) old.setActive!(false, front);
      front?.setActive!(true);
    }
    const dom = modal?.el!.dom as HTMLElement | undefined;
    let mask = me.mask;
    if (dom) {
      if (mask?.ownerDocument != dom.ownerDocument) {
        mask = me.mask = dom.ownerDocument.createElement('div');
        mask.className = cssPrefix() + 'mask';
        // A press on the mask leaves the focus where it is (in the modal window).
        mask.addEventListener('mousedown', (e) => e.preventDefault());
      }
      mask.style.zIndex = String(parseInt(dom.style.zIndex) - 4);
      dom.parentNode!.insertBefore(mask, dom);
    } else mask?.remove();
  }
}

registerClass(ZIndexManager, 'Lib.ZIndexManager', {
  alternateClassName: 'Lib.WindowGroup',
  statics: { zBase: 9000 },
});

/** The page's manager of floating components (`Lib.WindowManager`, `Lib.WindowMgr`). */
export const WindowManager = new ZIndexManager();

Object.assign(root, { WindowManager, WindowMgr: WindowManager });

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.ZIndexManager': typeof ZIndexManager;
  }
}
declare module '../lib/Lib' {
  interface LibExtensions {
    /** The page's manager of floating components: z-order, the active window, the modal mask. */
    WindowManager: ZIndexManager;
    /** `Lib.WindowManager`. */
    WindowMgr: ZIndexManager;
  }
}
