/**
 * DOM helpers for specs of DOM-using classes (components, grid, form fields): a happy-dom
 * window whose `window`, `document` and DOM constructors are installed on `globalThis` while a
 * suite runs, and restored afterwards, plus small event helpers.
 *
 * @example
 *   describe('Lib.grid.Panel', () => {
 *     const dom = useDom(); // before: install a fresh window; after: restore the globals
 *     it('renders', () => {
 *       const grid = Lib.create('Lib.grid.Panel', {renderTo: document.body, ...});
 *       click(grid.getView().getNode(0)!);
 *     });
 *   });
 */
import createDOMPurify from 'dompurify';
import { Document as HappyDocument, Node as HappyNode, Window } from 'happy-dom';

/** The globals a DOM window provides that the library (or a spec) reads. */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLTableElement',
  'HTMLTableRowElement',
  'Text',
  'DocumentFragment',
  'Event',
  'UIEvent',
  'MouseEvent',
  'KeyboardEvent',
  'FocusEvent',
  'InputEvent',
  'CustomEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

/*
 * happy-dom has no HTML Sanitizer API, so `Lib.dom.Markup` sanitizes with a DOMPurify on the
 * window (as in a browser without the API that loads DOMPurify before Lib): `installDom` puts
 * one there. Two places where happy-dom's DOM is not a browser's, and DOMPurify depends on
 * both; `Lib.dom.Markup` checks for them and, finding either, writes markup as text instead. The specs give happy-dom a browser's behaviour in both places, so that the
 * sanitizer runs here as it does in Chromium (where e2e/xss.e2e.ts checks it for real):
 * - `Node.prototype.nodeName` reads `''` for every node (only the subclasses' getters name
 *   them; happy-dom issue #2182), and DOMPurify calls that very getter (a page cannot clobber
 *   it), so it sees no tag names;
 * - a NodeIterator does not follow the removal of its current node (DOM standard, "NodeIterator
 *   pre-removing steps"): it walks on from the detached node, so what DOMPurify puts in place of
 *   an element it removes but whose content it keeps is never visited, never sanitized.
 * `happyNodeName` and `happyCreateNodeIterator` are happy-dom's own, for the spec that checks
 * the refusal.
 */
export const happyNodeName = Object.getOwnPropertyDescriptor(HappyNode.prototype, 'nodeName')!;
export const happyCreateNodeIterator = Object.getOwnPropertyDescriptor(
  HappyDocument.prototype,
  'createNodeIterator',
)!;
const NODE_NAMES: Record<number, string> = {
  3: '#text',
  4: '#cdata-section',
  8: '#comment',
  9: '#document',
  11: '#document-fragment',
};
Object.defineProperty(HappyNode.prototype, 'nodeName', {
  configurable: true,
  get(this: any) {
    const type = this.nodeType;
    if (type === 1) return this.tagName;
    if (type === 2 || type === 10) return this.name;
    return type === 7 ? this.target : (NODE_NAMES[type] ?? '');
  },
});

/**
 * A forward NodeIterator as browsers have it: when the node it last returned has left the tree,
 * it goes on from where that node was (what took its place comes next).
 */
class SpecNodeIterator {
  declare root: Node;
  declare whatToShow: number;
  declare filter: any;
  declare reference: Node | null;
  /** Where the reference node was: its parent and previous sibling. */
  declare parent: Node | null;
  declare previous: Node | null;

  constructor(root: Node, whatToShow = 0xffffffff, filter: any = null) {
    this.root = root;
    this.whatToShow = whatToShow;
    this.filter = filter;
    this.reference = this.parent = this.previous = null;
  }

  /** The first node in tree order after `node`'s subtree, inside the root. */
  after(node: Node | null): Node | null {
    for (; node && node !== this.root; node = node.parentNode) {
      if (node.nextSibling) return node.nextSibling;
    }
    return null;
  }

  nextNode(): Node | null {
    const { root, reference: ref, parent, previous } = this;
    let node: Node | null;
    if (!ref) node = root;
    else if (ref === root || root.contains(ref)) node = ref.firstChild || this.after(ref);
    else if (parent && (parent === root || root.contains(parent))) {
      // The reference node was removed: what is now at its place comes next.
      const at =
        previous && previous.parentNode === parent ? previous.nextSibling : parent.firstChild;
      node = at || this.after(parent);
    } else node = null;
    for (; node; node = node.firstChild || this.after(node)) {
      if (!((this.whatToShow >> (node.nodeType - 1)) & 1)) continue;
      const filter = this.filter;
      const verdict = !filter
        ? 1
        : typeof filter === 'function'
          ? filter(node)
          : filter.acceptNode(node);
      if (verdict !== 1) continue;
      this.reference = node;
      this.parent = node.parentNode;
      this.previous = node.previousSibling;
      return node;
    }
    return null;
  }
}
Object.defineProperty(HappyDocument.prototype, 'createNodeIterator', {
  configurable: true,
  writable: true,
  value(root: Node, whatToShow?: number, filter?: any) {
    return new SpecNodeIterator(root, whatToShow, filter);
  },
});

/** What `installDom` returns: the window, and `restore()` to put the old globals back. */
export interface InstalledDom {
  window: Window;
  document: Document;
  /** Restores the globals as they were and closes the window. */
  restore(): Promise<void>;
}

/**
 * Creates a happy-dom window (optionally `width`×`height`, default 1024×768) and installs its
 * `window`, `document` and DOM constructors on `globalThis`. Call `restore()` when done.
 */
export function installDom(options: { width?: number; height?: number } = {}): InstalledDom {
  const window = new Window({
    width: options.width ?? 1024,
    height: options.height ?? 768,
    url: 'http://localhost/',
  });
  (window as any).DOMPurify = createDOMPurify(window as any);
  const g = globalThis as any;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(g, name));
    const value = name === 'window' ? window : (window as any)[name];
    if (value === undefined) continue;
    Object.defineProperty(g, name, {
      value: typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
  return {
    window,
    document: window.document as unknown as Document,
    async restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(g, name, descriptor);
        else delete g[name];
      }
      await window.happyDOM.abort();
      await window.happyDOM.close();
    },
  };
}

/**
 * Installs a fresh DOM before the enclosing suite and restores the globals after it; each test
 * starts with an empty `document.body`. Returns a holder whose `window` is the current window.
 */
export function useDom(options: { width?: number; height?: number } = {}): { window: Window } {
  const holder = {} as { window: Window };
  let installed: InstalledDom | undefined;
  before(() => {
    installed = installDom(options);
    holder.window = installed.window;
  });
  beforeEach(() => {
    installed!.document.body.innerHTML = '';
  });
  after(async () => {
    await installed?.restore();
    installed = undefined;
  });
  return holder;
}

/** Dispatches a bubbling mouse event (`click` by default) on a node. */
export function mouse(
  node: Node | null | undefined,
  type = 'click',
  init: MouseEventInit = {},
): void {
  if (!node) throw new Error(`[spec] cannot dispatch ${type} on ${String(node)}`);
  const MouseEventCtor = (globalThis as any).MouseEvent;
  node.dispatchEvent(
    new MouseEventCtor(type, { bubbles: true, cancelable: true, button: 0, ...init }),
  );
}

/** A click on a node (with modifier keys from `init`). */
export function click(node: Node | null | undefined, init: MouseEventInit = {}): void {
  mouse(node, 'mousedown', init);
  mouse(node, 'mouseup', init);
  mouse(node, 'click', init);
}

/** Two clicks then a `dblclick`, as a browser sends them. */
export function dblclick(node: Node | null | undefined, init: MouseEventInit = {}): void {
  click(node, { ...init, detail: 1 });
  click(node, { ...init, detail: 2 });
  mouse(node, 'dblclick', { ...init, detail: 2 });
}

/** Key codes of the keys specs press, by `KeyboardEvent.key` name. */
export const KEY_CODES: Record<string, number> = {
  Backspace: 8,
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ' ': 32,
  PageUp: 33,
  PageDown: 34,
  End: 35,
  Home: 36,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  Delete: 46,
  F2: 113,
};

/**
 * Dispatches a bubbling `keydown` (or `type`) with `key` (a `KeyboardEvent.key` such as
 * `'ArrowDown'`, `'Enter'`, `'a'`) and its legacy `keyCode`.
 */
export function key(
  node: Node | null | undefined,
  keyName: string,
  init: KeyboardEventInit = {},
  type = 'keydown',
): void {
  if (!node) throw new Error(`[spec] cannot press ${keyName} on ${String(node)}`);
  const KeyboardEventCtor = (globalThis as any).KeyboardEvent;
  const keyCode =
    KEY_CODES[keyName] ?? (keyName.length === 1 ? keyName.toUpperCase().charCodeAt(0) : 0);
  node.dispatchEvent(
    new KeyboardEventCtor(type, {
      bubbles: true,
      cancelable: true,
      key: keyName,
      keyCode,
      ...init,
    }),
  );
}

/** Sets `scrollTop` of a scrolling element and dispatches its `scroll` event. */
export function scrollTo(node: Element | null | undefined, top: number, left?: number): void {
  if (!node) throw new Error(`[spec] cannot scroll ${String(node)}`);
  node.scrollTop = top;
  if (left !== undefined) node.scrollLeft = left;
  const EventCtor = (globalThis as any).Event;
  node.dispatchEvent(new EventCtor('scroll'));
}
