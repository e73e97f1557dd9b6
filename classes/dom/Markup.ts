/**
 * `Lib.dom.Markup`: the one way markup handed over by application code reaches the page. A
 * component's `html`, `Element#update`, a grid column's `encode: false` or `Column.raw()` cell
 * and a display field with `htmlEncode: false` all write through {@link DomMarkup#setHtml},
 * never `innerHTML` raw: Ext JS 4 inserted such markup as it came, so a record value inside a
 * renderer's string could run script. Lib's own API treats values as text (`setText`).
 *
 * The sanitizer is DOMPurify (a well-kept, widely audited allow-list sanitizer that parses
 * with the browser's own parser, which is what defeats mutation XSS). The policy, on top of
 * DOMPurify's defaults:
 * - kept: HTML formatting (`b`, `i`, `em`, `strong`, `span`, `div`, `p`, `br`, lists, tables,
 *   headings, `pre`, `code`, ...), `class`, `style`, `id` (unless it would clobber a document
 *   property), `title`, `data-*` (Ext's `data-qtip`) and `aria-*` attributes; links with an
 *   http(s), mailto, tel or relative `href`; images with an http(s), relative or `data:` `src`;
 *   form controls (`input`, `select`, `button`: legacy renderers draw check boxes).
 * - dropped: `script` (with its content), every `on*` handler, `javascript:`/`vbscript:` and
 *   other unlisted URL schemes, `iframe`/`frame`/`object`/`embed`, `base`, `meta`, `link`.
 * - changed from DOMPurify's defaults, and why:
 *   - HTML only: no SVG and no MathML. They are where namespace-confusion (mutation XSS)
 *     tricks live, and grid cells and panels do not need them.
 *   - no `form` element (its fields stay): a form could post what a user types to another site.
 *   - no `style` element (its content goes too): it would restyle the whole page, not the cell.
 *   - `target` is kept (legacy links open a new window with `target="_blank"`: dropping it would
 *     navigate away from the application); such links get `rel="noopener"`.
 * Results are cached per string (a bounded map), since a grid writes the same cells again.
 *
 * Where the DOM cannot run the sanitizer (no DOM, or a DOM on which DOMPurify fails, such as
 * happy-dom's, whose `Node.prototype.nodeName` reads `''` and whose NodeIterator loses its
 * place when its node is removed), markup is written as text: visibly wrong, never unsafe.
 * A check at first use finds out.
 *
 * @example
 *   Lib.dom.Markup.sanitize('<b>hi</b><img src=x onerror=alert(1)>'); // '<b>hi</b><img src="x">'
 *   Lib.dom.Markup.setHtml(node, '<a href="javascript:alert(1)">x</a>'); // <a>x</a>
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isString } from '../../lib/check';
import type { Test } from '../../lib/config';
import { htmlEncode, toText } from '../../lib/lang/String';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The policy (see the header). */
const POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'style'],
  ADD_ATTR: ['target'],
};

/** How many sanitized strings are kept, and the longest string kept (longer ones are rare). */
const CACHE_SIZE = 1000;
const CACHE_LENGTH = 4096;

/** Sanitized markup by source string, oldest first (a `Map` keeps insertion order). */
const cache = new Map<string, string>();
/** The sanitizer, `null` where it cannot work, `undefined` until first used (per window). */
let purifier: DOMPurify | null | undefined;
let purifierWindow: unknown;

/** A sanitizer for `win` with the policy, or `null` when it cannot sanitize there. */
function createPurifier(win: Any): DOMPurify | null {
  const purify = win ? createDOMPurify(win) : null;
  if (!purify?.isSupported) return null;
  purify.setConfig(POLICY);
  purify.addHook('afterSanitizeAttributes', (node: Any) => {
    if (node.hasAttribute?.('target')) node.setAttribute('rel', 'noopener');
  });
  // A DOM that answers DOMPurify's questions wrongly lets markup through: check first that
  // it names elements, and that what replaces a removed element (here `foo`) is sanitized.
  return purify.sanitize('<b>a</b><script>b</script><foo><i onclick=c>d</i></foo>') ===
    '<b>a</b><i>d</i>'
    ? purify
    : null;
}

export class DomMarkup extends Base {
  /**
   * The markup with everything that could run code removed (see the policy in the class
   * header); `null`/`undefined` give `''`, other values their string. Where no sanitizer can
   * run, the markup HTML-encoded (it then shows as text).
   */
  sanitize(html: unknown): string {
    const text = toText(html);
    // No tag, nothing to remove (entities decode to text, never to markup).
    if (text.indexOf('<') < 0) return text;
    let out = cache.get(text);
    if (out !== undefined) return out;
    const win = (globalThis as Any).window;
    if (purifierWindow !== win || purifier === undefined) {
      // A new window (specs swap theirs): new sanitizer, and results that may differ.
      purifierWindow = win;
      purifier = createPurifier(win);
      cache.clear();
    }
    out = purifier ? purifier.sanitize(text) : htmlEncode(text);
    if (text.length <= CACHE_LENGTH) {
      // The oldest entry goes: repeated strings (a grid's cells) stay hot while they repeat.
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(text, out);
    }
    return out;
  }

  /** Replaces the content of `node` with the sanitized markup (see {@link sanitize}). */
  setHtml(node: { innerHTML: string; textContent: string | null }, html: unknown): void {
    const text = toText(html);
    // Without a tag, an entity or a character the parser rewrites, the markup is its own text:
    // written as such, it spares the HTML parser (a panel's or a cell's `html` is often so).
    if (/^\n|[<&\r\0]/.test(text)) node.innerHTML = this.sanitize(text);
    else node.textContent = text;
  }
}

/**
 * `true` when `url` is an http(s) or relative URL, or (with `image`) a `data:image/…` URL, or
 * (without) a `mailto:` URL: what a component's own `icon` or `href` config may hold. Parsed
 * as a browser parses it, so `' jav\nascript:'` is seen as the `javascript:` it is.
 */
export function isSafeUrl(url: string, image?: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://h/');
  } catch {
    return false;
  }
  const scheme = parsed.protocol;
  return (
    /^https?:$/.test(scheme) ||
    (image ? scheme == 'data:' && /^image\//i.test(parsed.pathname) : scheme == 'mailto:')
  );
}

/** The config rule of an `icon` (`image`) or an `href` URL: a string {@link isSafeUrl} accepts. */
export const safeUrl = (image: boolean): Test => [
  (v) => isString(v) && isSafeUrl(v, image),
  `an http(s), ${image ? 'data:image' : 'mailto'} or relative URL`,
];

/**
 * `url("…")` for a CSS value: `"` and `\` escaped with a backslash, line breaks as hex escapes,
 * so the URL stays one string and cannot end the declaration.
 */
export const cssUrl = (url: string): string =>
  `url("${url.replace(/["\\\n\r\f]/g, (c) => '\\' + (c < ' ' ? c.charCodeAt(0).toString(16) + ' ' : c))}")`;

registerClass(DomMarkup, 'Lib.dom.Markup', { singleton: true });

/** The `Lib.dom.Markup` singleton. */
export const Markup: DomMarkup = ClassManager.get('Lib.dom.Markup');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.dom.Markup': DomMarkup;
  }
}
