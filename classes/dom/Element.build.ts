/**
 * Builders of the elements of the components' markup, shared by every component layer: class
 * names under `Lib.baseCSSPrefix` (`px('grid-row')` → `'x-grid-row'`) and `make`, which
 * creates an element with classes, attributes and text (never parsed as markup).
 *
 * @example
 *   make(parent, 'div', 'grid-cell-inner', {role: 'gridcell'}, 'Ann');
 *   // <div class="x-grid-cell-inner" role="gridcell">Ann</div>
 */
import { Element, cssPrefix } from './Element';

/** Space-separated class names, each with `Lib.baseCSSPrefix` put in front (`'a b'` → `'x-a x-b'`). */
export function px(names: string): string {
  const p = cssPrefix();
  return p + names.split(' ').join(' ' + p);
}

/**
 * Creates a `tag` element in `parent` (appended, or inserted before `before`) with the classes
 * `cls` (as `px(cls)`; `''`: none), the attributes of `attrs` and the text `text` (set as
 * text, never parsed as markup). Returns the node.
 */
export function make(
  parent: Node,
  tag: string,
  cls: string,
  attrs?: Record<string, string>,
  text?: string,
  before?: Node | null,
): HTMLElement {
  const node = (parent.ownerDocument || (parent as Document)).createElement(tag);
  if (cls) node.className = px(cls);
  for (const name in attrs) node.setAttribute(name, attrs[name]);
  if (text !== undefined) node.textContent = text;
  return parent.insertBefore(node, before ?? null);
}

/** `make`, returning the node's `Lib.dom.Element`. */
export function makeEl(...args: Parameters<typeof make>): Element {
  return Element.get(make(...args)) as Element;
}

/**
 * Replaces the children of `node` with a `<ul class="x-list-plain">` holding one `<li>` per
 * message, each set as text (never parsed as markup); no messages leave it empty.
 */
export function renderMessageList(node: HTMLElement, messages: readonly string[]): void {
  node.textContent = '';
  if (messages.length) {
    const list = make(node, 'ul', 'list-plain');
    for (const message of messages) make(list, 'li', '', undefined, message);
  }
}
