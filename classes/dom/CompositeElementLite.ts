/**
 * `Lib.dom.CompositeElementLite` (Ext's `Ext.CompositeElementLite`): a list of DOM nodes on
 * which every `Lib.dom.Element` method can be called at once (`addCls`, `setStyle`, `on`,
 * `hide`...: each runs on every node and returns the list). `Lib.select(selector, root)`
 * makes one; `Lib.query(selector, root)` returns the matching nodes as an array. Selectors
 * are CSS selectors (the browser's `querySelectorAll`).
 *
 * @example
 *   Lib.select('.x-grid-row', grid.el).addCls('x-busy').on('click', onRowClick);
 *   Lib.select('li').each((el, list, i) => el.setText(String(i)));
 */
import { isFunction } from '../../lib/lang/is';
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { root } from '../../lib/ClassManager';
import { isNum, isString } from '../../lib/check';
import { expects } from '../../lib/Error';
import { Element } from './Element';

/** What a list is made of: a CSS selector, nodes, Elements, a node list or another composite. */
export type Elements = string | ArrayLike<Node | Element> | Node | Element | CompositeElementLite;

/** `Lib.dom.Element`'s methods, run on every node of the list and returning the list. */
type Forwarded = {
  [
    K in keyof Element as K extends 'contains' | 'first' | 'last' | keyof Base
      ? never
      : Element[K] extends (...args: never[]) => unknown
        ? K
        : never
  ]: Element[K] extends (...args: infer A) => unknown
    ? (...args: A) => CompositeElementLite
    : never;
};

/** The nodes matching a CSS selector below `root` (a node, an Element or an id; default the document). */
function query(selector: string, root?: unknown): HTMLElement[] {
  const from =
    root == null ? (globalThis as { document?: Document }).document : Element.getDom(root);
  if (!from) expects('Lib.query', 'a root node, Element or id', root);
  return Array.from(from.querySelectorAll(selector)) as HTMLElement[];
}

export interface CompositeElementLite extends Forwarded {}

export class CompositeElementLite extends Base {
  /** The DOM nodes of the list. */
  declare elements: HTMLElement[];
  /** Always `true` on composites. */
  declare isComposite: true;

  /** A list of `elements` (see `add`). */
  override $construct(elements?: Elements, root?: unknown): this {
    this.elements = [];
    return this.add(elements, root);
  }

  /** The number of nodes. */
  getCount(): number {
    return this.elements.length;
  }

  /**
   * Adds nodes: those matching a CSS selector (below `root`), or the nodes of an array, a
   * node list, another composite, or one node or Element.
   */
  add(els?: Elements | null, root?: unknown): this {
    if (els) {
      const list: ArrayLike<unknown> = isString(els)
        ? query(els, root)
        : (els as CompositeElementLite).isComposite
          ? (els as CompositeElementLite).elements
          : isNum((els as ArrayLike<unknown>).length)
            ? (els as ArrayLike<unknown>)
            : [els];
      for (let i = 0; i < list.length; i++) {
        const dom = Element.getDom(list[i]);
        if (dom) this.elements.push(dom);
      }
    }
    return this;
  }

  /** Calls the `Lib.dom.Element` method `fn` with `args` on every node. Returns the list. */
  invoke(fn: string, args?: ArrayLike<unknown>): this {
    const method = (Element.prototype as unknown as Record<string, unknown>)[fn];
    if (!isFunction(method))
      expects(`Lib.dom.CompositeElementLite#invoke`, 'an Element method name', fn);
    for (const dom of this.elements) method.apply(Element.get(dom), (args || []) as unknown[]);
    return this;
  }

  /** The Element of the node at `index`, or `null`. */
  item(index: number): Element | null {
    return Element.get(this.elements[index]);
  }

  /** The first node's Element, or `null`. */
  first(): Element | null {
    return this.item(0);
  }

  /** The last node's Element, or `null`. */
  last(): Element | null {
    return this.item(this.elements.length - 1);
  }

  /** The nodes from `start` to before `end`, as an array. */
  slice(start?: number, end?: number): HTMLElement[] {
    return this.elements.slice(start, end);
  }

  /**
   * Calls `fn(el, list, index)` for each node's Element (`this` is `scope`, else the
   * Element); returning `false` stops. Returns the list.
   */
  each(fn: (el: Element, list: this, index: number) => unknown, scope?: unknown): this {
    const els = this.elements;
    for (let i = 0; i < els.length; i++) {
      const el = Element.get(els[i]) as Element;
      if (fn.call(scope || el, el, this, i) === false) break;
    }
    return this;
  }

  /**
   * Keeps only the nodes that match a CSS selector, or for which `fn(el, list, index)` does
   * not return `false`. Returns the list.
   */
  filter(selector: string | ((el: Element, list: this, index: number) => unknown)): this {
    this.elements = this.elements.filter((dom, i) => {
      const el = Element.get(dom) as Element;
      return isFunction(selector) ? selector.call(el, el, this, i) !== false : el.is(selector);
    });
    return this;
  }

  /** The index of a node (or an Element, or an id) in the list, or -1. */
  indexOf(el: unknown): number {
    return this.elements.indexOf(Element.getDom(el) as HTMLElement);
  }

  /** `true` when the node (or Element, or id) is in the list. */
  contains(el: unknown): boolean {
    return this.indexOf(el) >= 0;
  }
}

/** A prototype as a table of its members. */
type Table = Record<string, unknown>;

// Every Element method the list does not define runs on each node and returns the list.
const proto = CompositeElementLite.prototype as unknown as Table;
for (const name of Object.getOwnPropertyNames(Element.prototype)) {
  if (!(name in proto) && isFunction((Element.prototype as unknown as Table)[name])) {
    proto[name] = function (this: CompositeElementLite, ...args: unknown[]) {
      return this.invoke(name, args);
    };
  }
}

registerClass(CompositeElementLite, 'Lib.dom.CompositeElementLite', {
  alternateClassName: 'Lib.CompositeElementLite',
  isComposite: true,
});

/**
 * A `Lib.dom.CompositeElementLite` of the nodes matching a CSS selector below `root` (default
 * the document), or of an array or node list. Ext's `(selector, unique, root)` is accepted.
 */
function select(selector: Elements, unique?: unknown, from?: unknown): CompositeElementLite {
  if (!isString(selector) && !isNum((selector as ArrayLike<unknown>)?.length)) {
    expects('Lib.select', 'a CSS selector or a list of nodes', selector);
  }
  return new CompositeElementLite(selector, typeof unique == 'boolean' ? from : unique);
}

Object.assign(root, { select, query });

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.dom.CompositeElementLite': typeof CompositeElementLite;
  }
}
declare module '../../lib/Lib' {
  interface LibExtensions {
    /**
     * A `Lib.dom.CompositeElementLite` of the nodes matching a CSS selector below `root`
     * (a node, an Element or an id; default the document), or of an array of nodes. Ext's
     * `select(selector, unique, root)` is accepted (`unique` changes nothing: each node has
     * one Element).
     */
    select(selector: Elements, root?: unknown): CompositeElementLite;
    select(selector: Elements, unique: boolean, root?: unknown): CompositeElementLite;
    /** The nodes matching a CSS selector below `root` (default the document), as an array. */
    query(selector: string, root?: unknown): HTMLElement[];
  }
}
