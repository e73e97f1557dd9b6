/**
 * `Lib.DomHelper` (also `Lib.core.DomHelper`, as in Ext JS 4): builds DOM from spec objects
 * `{tag, cls, id, style, html, cn/children, <any attribute>}` (arrays of them, or markup
 * strings) and inserts it next to or inside an element, or gives the markup as a string.
 *
 * What it writes is safe by construction:
 * - a spec's attribute values are attribute values, never markup: `markup()` encodes them,
 *   the DOM takes them through `setAttribute`;
 * - a spec is code, so what could run code in it is refused with a TypeError naming it,
 *   rather than dropped without a word: `on*` handler attributes (listen with `Element#on`),
 *   `href`/`src` values outside the URL rule of `Lib.dom.Markup` (http(s), relative, mailto;
 *   data:image for images) and the tags that run or load code (`script`, `iframe`...);
 * - `html` in a spec and markup strings are author markup: they go through `Lib.dom.Markup`
 *   (the sanitizer) on their way into the page, never `innerHTML` raw.
 * Specs are always built as DOM nodes (Ext's `useDom`), so a `tr` spec goes into a `tbody`;
 * a markup string is sanitized as the content of an ordinary element, where a `<tr>` outside a
 * table is dropped (use specs for rows).
 *
 * @example
 *   Lib.DomHelper.append('list', {tag: 'li', cls: 'item', html: '<b>New</b>'}, true); // an Element
 *   Lib.DomHelper.markup({tag: 'a', href: '/help', title: 'Say "hi"', cn: 'Help'});
 *   // '<a href="/help" title="Say &quot;hi&quot;">Help</a>'
 */
import { isFunction } from '../lib/lang/is';
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { isArray, isObj } from '../lib/check';
import { fail } from '../lib/config';
import { htmlEncode } from '../lib/lang/String';
import { Element } from './dom/Element';
import { Markup, safeUrl } from './dom/Markup';
import { Template } from './Template';

/** A DOM spec: `{tag, cls, id, style, html, cn/children, <attribute>: value}`. */
export interface DomSpec {
  /** The tag name (default `'div'`). */
  tag?: string;
  /** Class names (the `class` attribute). */
  cls?: string;
  /** The inline style: CSS text or an object (`{backgroundColor: 'red'}`). */
  style?: string | Record<string, string | number>;
  /** Author markup for the content (sanitized by `Lib.dom.Markup`). */
  html?: string;
  /** Child specs, one or an array (markup strings among them). */
  cn?: Spec;
  /** Same as `cn`. */
  children?: Spec;
  [attribute: string]: unknown;
}

/** A spec, a markup string, or an array of these. */
export type Spec = DomSpec | string | number | Array<DomSpec | string | number | null | undefined>;

/** What an insertion returns: the new node, or with `returnElement` its `Lib.dom.Element`. */
export type Inserted<R extends boolean> = R extends true ? Element : HTMLElement;

const WHERE = 'Lib.DomHelper';
/** Spec keys that are not attributes. */
const CONF = /^(tag|children|cn|html)$/;
/** Tags written without a closing tag. */
const EMPTY = /^(area|br|col|hr|img|input|param|source|track|wbr)$/i;
/**
 * A tag name, but not one of the tags that run or load code, or act on the whole page (what
 * `createElement` makes of the others cannot run anything).
 */
const TAG =
  /^(?!(script|style|i?frame|frameset|object|embed|base|link|meta|form)$)[a-z][a-z\d-]*$/i;
/** Attributes holding a URL, checked with `Lib.dom.Markup`'s rule. */
const URL_ATTR = /^(href|src|action|formaction|poster|xlink:href)$/i;
/** Where to insert, the node method that does it, and the sibling to return. */
const POSITIONS: Record<string, [string, string]> = {
  beforebegin: ['before', 'previousSibling'],
  afterbegin: ['prepend', 'firstChild'],
  beforeend: ['append', 'lastChild'],
  afterend: ['after', 'nextSibling'],
};

const doc = (): Document => (globalThis as unknown as { document: Document }).document;

export class Helper extends Base {
  /** Accepted for Ext JS 4 code: specs are always built as DOM nodes (default `false`). */
  declare useDom: boolean;

  /**
   * The markup of a spec, an array of specs or a string (returned as it is). Attribute values
   * are HTML-encoded; `html` and string children are copied as they are (the markup is
   * sanitized when written into the page). Throws a TypeError for a refused tag, attribute
   * or URL (see the class header).
   */
  markup(spec: Spec | null | undefined): string {
    if (isArray(spec)) return spec.map((s) => (s ? this.markup(s) : '')).join('');
    if (!isObj(spec)) return spec == null ? '' : String(spec);
    const tag = this.tagOf(spec);
    let out = '<' + tag;
    for (const [name, value] of this.attributes(spec)) out += ` ${name}="${htmlEncode(value)}"`;
    if (EMPTY.test(tag)) return out + '/>';
    const cn = spec.cn || spec.children;
    return `${out}>${spec.html ?? ''}${cn ? this.markup(cn) : ''}</${tag}>`;
  }

  /** Same as `markup`. */
  createHtml(spec: Spec): string {
    return this.markup(spec);
  }

  /**
   * Builds the DOM of a spec (an element), of an array (a fragment) or of a markup string
   * (sanitized: its one node, or a fragment), and appends it to `parentNode` when given.
   * Returns the new node.
   */
  createDom(spec: Spec, parentNode?: Node | null): Node {
    const d = doc();
    let node: Node;
    if (isArray(spec)) {
      node = d.createDocumentFragment();
      for (const s of spec) if (s != null) this.createDom(s, node);
    } else if (isObj(spec)) {
      const el = (node = d.createElement(this.tagOf(spec)));
      for (const [name, value] of this.attributes(spec)) el.setAttribute(name, value);
      if (spec.html != null) Markup.setHtml(el, spec.html);
      const cn = spec.cn || spec.children;
      if (cn) this.createDom(cn, el);
    } else {
      // Parsed where the sanitizer's output is meant to be parsed: in an ordinary element.
      const box = d.createElement('div');
      Markup.setHtml(box, spec);
      node = d.createDocumentFragment();
      (node as DocumentFragment).append(...box.childNodes);
      if (node.childNodes.length == 1) node = node.firstChild!;
    }
    parentNode?.appendChild(node);
    return node;
  }

  /**
   * Inserts a spec or markup at `where`, relative to `el` (a node, an Element or an id):
   * `'beforeBegin'` (before it), `'afterBegin'` (its first child), `'beforeEnd'` (its last
   * child) or `'afterEnd'` (after it). Returns the node now at that place (the new node, or
   * with several the last before `el` or the first after its start).
   */
  insertHtml(where: string, el: unknown, html: Spec): HTMLElement {
    return this.doInsert(el, html, false, where) as HTMLElement;
  }

  /** Inserts a spec (or markup) before `el`; `returnElement`: returns the new node's Element. */
  insertBefore<R extends boolean = false>(el: unknown, spec: Spec, returnElement?: R): Inserted<R> {
    return this.doInsert(el, spec, returnElement, 'beforebegin') as Inserted<R>;
  }

  /** Inserts a spec (or markup) after `el`; `returnElement`: returns the new node's Element. */
  insertAfter<R extends boolean = false>(el: unknown, spec: Spec, returnElement?: R): Inserted<R> {
    return this.doInsert(el, spec, returnElement, 'afterend') as Inserted<R>;
  }

  /** Inserts a spec (or markup) as the first child of `el`; `returnElement`: its Element. */
  insertFirst<R extends boolean = false>(el: unknown, spec: Spec, returnElement?: R): Inserted<R> {
    return this.doInsert(el, spec, returnElement, 'afterbegin') as Inserted<R>;
  }

  /** Appends a spec (or markup) to `el`; `returnElement`: returns the new node's Element. */
  append<R extends boolean = false>(el: unknown, spec: Spec, returnElement?: R): Inserted<R> {
    return this.doInsert(el, spec, returnElement, 'beforeend') as Inserted<R>;
  }

  /** Replaces the content of `el` with a spec (or markup); returns the first new node (or its Element). */
  overwrite<R extends boolean = false>(el: unknown, spec: Spec, returnElement?: R): Inserted<R> {
    const dom = Element.getDom(el);
    if (dom) dom.textContent = '';
    return this.doInsert(dom || el, spec, returnElement, 'afterbegin') as Inserted<R>;
  }

  /** @internal Builds `spec` and inserts it at `where` (see `insertHtml`). */
  doInsert(
    el: unknown,
    spec: Spec,
    returnElement: boolean | undefined,
    where: string,
  ): HTMLElement | Element {
    const dom = Element.getDom(el) as unknown as Record<string, (node: Node) => void> &
      Record<string, HTMLElement>;
    if (!dom) fail(WHERE, 'el', 'a node, an Element or an id', el);
    const pos = POSITIONS[String(where).toLowerCase()];
    if (!pos) fail(WHERE, 'where', 'one of ' + Object.keys(POSITIONS), where);
    dom[pos[0]](this.createDom(spec));
    const node = dom[pos[1]];
    return returnElement ? Element.get(node)! : node;
  }

  /**
   * Applies styles to `el`: CSS text (`'width: 10px; color: red'`), an object
   * (`{width: 10}`), or a function returning one of these.
   */
  applyStyles(el: unknown, styles: unknown): void {
    Element.get(el)?.applyStyles(isFunction(styles) ? styles() : styles);
  }

  /** An object of styles as CSS text: `{backgroundColor: 'red'}` → `'background-color:red;'`. */
  generateStyles(styles: Record<string, unknown>): string {
    let out = '';
    for (const name of Object.keys(styles)) {
      out += `${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}:${styles[name]};`;
    }
    return out;
  }

  /** A `Lib.Template` of the spec's markup. */
  createTemplate(spec: Spec): Template {
    return new Template(this.markup(spec));
  }

  /** @internal The checked tag of a spec (default `'div'`). */
  tagOf(spec: DomSpec): string {
    const tag = spec.tag ?? 'div';
    if (!TAG.test(tag)) {
      fail(WHERE, 'tag', 'a tag that runs no code', tag);
    }
    return tag;
  }

  /**
   * @internal A spec's attributes as `[name, value]` pairs, checked: `cls` is `class`,
   * `htmlFor` is `for`, a style object is CSS text; `null`/`undefined` values are left out.
   */
  attributes(spec: DomSpec): string[][] {
    const out: string[][] = [];
    for (const key of Object.keys(spec)) {
      let value: unknown = spec[key];
      if (CONF.test(key) || value == null) continue;
      const name = key == 'cls' ? 'class' : key == 'htmlFor' ? 'for' : key;
      if (!/^(?!on)[a-z_:][-\w:.]*$/i.test(name)) {
        fail(WHERE, 'attribute', 'a name, not a handler (use Element#on)', key);
      }
      if (typeof value == 'object' || isFunction(value)) {
        if (name != 'style' || isArray(value)) {
          fail(WHERE, `attribute '${name}'`, 'a string or a number', value);
        }
        value = this.generateStyles(value as Record<string, unknown>);
      }
      value = String(value);
      if (URL_ATTR.test(name)) {
        const [ok, expected] = safeUrl(/src|poster/i.test(name));
        if (!ok(value, WHERE, name)) fail(WHERE, `attribute '${name}'`, expected, value);
      }
      out.push([name, value as string]);
    }
    return out;
  }
}

registerClass(Helper, 'Lib.DomHelper', {
  singleton: true,
  alternateClassName: 'Lib.core.DomHelper',
  useDom: false,
});

/** The `Lib.DomHelper` singleton. */
export const DomHelper: Helper = ClassManager.get('Lib.DomHelper');

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.DomHelper': Helper;
  }
}
