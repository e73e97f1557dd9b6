/**
 * `Lib.EventObjectImpl`: what DOM listeners added through Lib receive, as Ext 4's event object:
 * the browser event plus helpers (`getTarget`, `getKey`, `stopEvent`) and the key constants.
 * `Lib.EventObject` holds the constants for code that compares against `Ext.EventObject.ENTER`.
 *
 * @example
 *   el.on('keydown', (e) => { if (e.getKey() === e.ENTER) save(); });
 *   el.on('click', (e) => e.getTarget('.x-grid-row'));
 */
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import { expects } from '../lib/Error';
import { root } from '../lib/ClassManager';
import type { Element } from './dom/Element';

/** What `getTarget` finds: the node, or with `returnEl` its `Lib.dom.Element`; else `null`. */
type Target<E> = (E extends true ? Element : HTMLElement) | null;

/** Key codes, as Ext 4 names them. */
export const KEYS = {
  BACKSPACE: 8,
  TAB: 9,
  RETURN: 13,
  ENTER: 13,
  SHIFT: 16,
  CTRL: 17,
  ALT: 18,
  ESC: 27,
  SPACE: 32,
  PAGE_UP: 33,
  PAGE_DOWN: 34,
  END: 35,
  HOME: 36,
  LEFT: 37,
  UP: 38,
  RIGHT: 39,
  DOWN: 40,
  INSERT: 45,
  DELETE: 46,
  F2: 113,
} as const;

/**
 * `event.key` values for browsers (and happy-dom) that leave `keyCode` at 0, beside those that
 * are a `KEYS` name in other case (`Enter`, `Escape`... and the arrows without `Arrow`).
 */
const KEY_NAMES: Record<string, number> = {
  __proto__: null as unknown as number,
  Control: 17,
  Escape: 27,
  ' ': 32,
  Spacebar: 32,
  PageUp: 33,
  PageDown: 34,
  Del: 46,
};

/** Navigation keys: Tab, Enter, Esc, Page Up/Down, End, Home and the arrows. */
const isNav = (key: number) => (key > 32 && key < 41) || key == 9 || key == 13 || key == 27;

export interface EventObjectImpl extends Readonly<typeof KEYS> {}

export class EventObjectImpl extends Base {
  /** The browser's event. */
  declare browserEvent: Event;
  /** The event type (`'click'`, `'keydown'`). */
  declare type: string;
  /** The node the event happened on. */
  declare target: EventTarget | null;
  /** The mouse button (0 main), or -1 for non-mouse events. */
  declare button: number;
  declare ctrlKey: boolean;
  declare shiftKey: boolean;
  declare altKey: boolean;
  declare metaKey: boolean;

  /** Wraps a browser event. */
  override $construct(browserEvent: Event): this {
    if (typeof browserEvent?.type != 'string') {
      expects('Lib.EventObjectImpl', 'a browser event', browserEvent);
    }
    const e = browserEvent as MouseEvent & KeyboardEvent;
    this.browserEvent = browserEvent;
    this.type = e.type;
    this.target = e.target;
    this.button = typeof e.button == 'number' ? e.button : -1;
    for (const name of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey'] as const)
      this[name] = !!e[name];
    return this;
  }

  /**
   * The target node, or with a CSS `selector` the nearest node from the target up that matches
   * it, looking at `maxDepth` nodes at most (the target counts as one) or, when `maxDepth` is a
   * node, stopping below it (that node excluded); `null` when none.
   * `returnEl` returns a `Lib.dom.Element` instead of the node.
   */
  getTarget<E extends boolean = false>(
    selector?: string,
    maxDepth?: number | Node,
    returnEl?: E,
  ): Target<E> {
    let node = this.target as Node | null;
    if (selector) {
      let depth = typeof maxDepth == 'number' ? maxDepth : Infinity;
      let at = node;
      node = null;
      // As Ext 4's findParent: `maxDepth` counts the nodes looked at (the target is the
      // first), and a stop node is never a result (a delegate never matches the listening node).
      for (; at?.nodeType === 1 && depth-- > 0 && at !== maxDepth; at = at.parentNode) {
        if ((at as globalThis.Element).matches(selector)) {
          node = at;
          break;
        }
      }
    }
    if (returnEl && node) return (root.get as (el: unknown) => Target<E>)(node);
    return node as Target<E>;
  }

  /** The node the pointer came from or went to (`mouseover`/`mouseout`), if any. */
  getRelatedTarget(): EventTarget | null {
    return (this.browserEvent as MouseEvent).relatedTarget ?? null;
  }

  /** The key code of a key event (from `keyCode`, else from `key`), 0 for other events. */
  getKey(): number {
    const e = this.browserEvent as KeyboardEvent;
    const key = e.key;
    if (e.keyCode) return e.keyCode;
    if (typeof key == 'string') {
      const named =
        KEY_NAMES[key] ??
        // Upper-cased, so no name inherited from Object.prototype can match.
        (KEYS as Record<string, number>)[key.replace(/^Arrow/, '').toUpperCase()];
      if (named !== undefined) return named;
      if (key.length === 1) return key.toUpperCase().charCodeAt(0);
    }
    return e.which || 0;
  }

  /** The character code of a `keypress`, else the key code. */
  getCharCode(): number {
    const e = this.browserEvent as KeyboardEvent;
    return e.charCode || this.getKey();
  }

  /** `true` for keys that navigate (arrows, Page Up/Down, Home/End, Tab, Enter, Esc). */
  isNavKeyPress(): boolean {
    return isNav(this.getKey());
  }

  /** `true` for keys without a character (navigation, modifiers, Backspace, Delete, F2). */
  isSpecialKey(): boolean {
    const key = this.getKey();
    return isNav(key) || [8, 16, 17, 18, 45, 46, 113].includes(key);
  }

  /** Prevents the default action and stops the propagation. */
  stopEvent(): void {
    this.preventDefault();
    this.stopPropagation();
  }

  /** Prevents the browser's default action. */
  preventDefault(): void {
    this.browserEvent.preventDefault();
  }

  /** Stops the event from reaching the listeners of ancestor nodes. */
  stopPropagation(): void {
    this.browserEvent.stopPropagation();
  }

  /** The page coordinates `[x, y]` of a mouse event. */
  getXY(): [number, number] {
    return [this.getX(), this.getY()];
  }

  /** The page x of a mouse event (0 for others). */
  getX(): number {
    const e = this.browserEvent as MouseEvent;
    return e.pageX ?? e.clientX ?? 0;
  }

  /** The page y of a mouse event (0 for others). */
  getY(): number {
    const e = this.browserEvent as MouseEvent;
    return e.pageY ?? e.clientY ?? 0;
  }

  /** `true` when the target is `el` (node, Element or id) or inside it. */
  within(el: unknown, related?: boolean): boolean {
    const node = (root.getDom as (el: unknown) => Node | null)(el);
    const target = (related ? this.getRelatedTarget() : this.target) as Node | null;
    return !!node && !!target && (node === target || node.contains(target));
  }
}

registerClass(EventObjectImpl, 'Lib.EventObjectImpl', { ...KEYS });

/** The key constants, for `Lib.EventObject.ENTER`-style comparisons. */
export const EventObject = Object.freeze({ ...KEYS });
root.EventObject = EventObject;

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.EventObjectImpl': typeof EventObjectImpl;
  }
}
declare module '../lib/Lib' {
  interface LibExtensions {
    /** The key constants of `Lib.EventObjectImpl` (`Lib.EventObject.ENTER`). */
    EventObject: typeof EventObject;
  }
}
