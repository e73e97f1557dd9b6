/**
 * `Lib.dom.Markup`: the one way markup handed over by application code reaches the page. A
 * component's `html`, `Element#update`, a grid column's `encode: false` or `Column.raw()` cell
 * and a display field with `htmlEncode: false` all write through {@link DomMarkup#setHtml},
 * never `innerHTML` raw: Ext JS 4 inserted such markup as it came, so a record value inside a
 * renderer's string could run script. Lib's own API treats values as text (`setText`).
 *
 * The sanitizer is the browser's own: the HTML Sanitizer API's safe `Document.parseHTML`
 * (Chromium and Edge 146+, Firefox 148+), which parses with the browser's parser (what defeats
 * mutation XSS) and, whatever its config, removes `script`, `iframe`, `frame`, `object`,
 * `embed`, `base`, SVG's `use`, every `on*` handler and `javascript:` URLs. The policy:
 * - kept: HTML formatting (`b`, `i`, `em`, `strong`, `span`, `div`, `p`, `br`, lists, tables,
 *   headings, `pre`, `code`, ...), `class`, `style`, `id` and `name` (unless they would clobber
 *   a document property), `title`, `data-*` and `aria-*` attributes; links with an http(s),
 *   mailto, tel, sms, ftp or relative `href` (DOMPurify's schemes); images with an http(s),
 *   relative or `data:image` `src`; form controls (`input`, `select`, `button`: legacy
 *   renderers draw check boxes); `target`, with `rel="noopener"` added (legacy links open a
 *   new window with `target="_blank"`).
 * - removed with their content: SVG and MathML (where namespace-confusion tricks live; cells
 *   and panels do not need them), `style` (it would restyle the page, not the cell), `meta`,
 *   `link`, `template`, `noscript`, `title` and the raw-text `xmp`/`noembed`/`noframes`/
 *   `plaintext`; comments.
 * - removed, content kept: `form` (it could post what a user types to another site), unknown
 *   and custom elements (a page's custom element would run its code on the markup).
 * - attributes removed: `is`, `form`, `formaction` (they would hand the page's own forms to the
 *   markup), `ping`, `autofocus`, and URLs of other schemes in `href`/`src`/`srcset`/`action`/
 *   `background`/`poster`/`cite` (`vbscript:`, `data:text/html`, ...).
 * Where the browser lacks the API, a DOMPurify the page loaded before Lib (`window.DOMPurify`)
 * sanitizes with the same policy. Where neither works (no DOM, happy-dom, an older browser),
 * markup is written as text — visibly wrong, never unsafe — and one warning says so. A check
 * at first use, per window, finds out (a sanitizer answering it wrongly is not used). Results
 * are cached per string (a bounded map), since a grid writes the same cells again.
 *
 * @example
 *   Lib.dom.Markup.sanitize('<b>hi</b><img src=x onerror=alert(1)>'); // '<b>hi</b><img src="x">'
 *   Lib.dom.Markup.setHtml(node, '<a href="javascript:alert(1)">x</a>'); // <a>x</a>
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isString } from '../../lib/check';
import type { Test } from '../../lib/config';
import { htmlEncode, toText } from '../../lib/lang/String';

/** The policy (see the header) as the HTML Sanitizer API's config. */
const NATIVE = {
  removeElements: [
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
    ...'style meta link template noscript title xmp noembed noframes plaintext'.split(' '),
  ],
  replaceWithChildrenElements: ['form'],
  removeAttributes: ['is', 'form', 'formaction', 'ping', 'autofocus'],
  comments: false,
};
/** The policy as DOMPurify's config (its `html` profile is close to the native policy). */
const PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'style'],
  ADD_ATTR: ['target'],
};

/**
 * The window a sanitizer runs in, with what the sanitizers use: the HTML Sanitizer API
 * (`Sanitizer`, `Document.parseHTML`) or a page-loaded DOMPurify (either may be missing).
 */
type SanitizerWindow = Window &
  typeof globalThis & {
    Sanitizer: new (config: object) => unknown;
    Document: { parseHTML(html: string, options: object): Document };
    DOMPurify: { isSupported: boolean; sanitize(html: string, config: object): string };
  };
/** A sanitizer: the `body` of the sanitized content of some markup. */
type Clean = (html: string) => HTMLElement;

/** Sanitizers, in the order they are tried: each gives a `body` of sanitized content. */
const SANITIZERS: Array<(win: SanitizerWindow) => Clean> = [
  (win) => {
    const sanitizer = new win.Sanitizer(NATIVE);
    return (html) => win.Document.parseHTML(html, { sanitizer }).body;
  },
  (win) => {
    const purify = win.DOMPurify;
    if (!purify.isSupported) throw 0;
    // A string (a page that called `setConfig` gets no DOM back), parsed inertly.
    return (html) =>
      new win.DOMParser().parseFromString(purify.sanitize(html, PURIFY), 'text/html').body;
  },
];

/** What the first-use check sanitizes, and what a working sanitizer gives for it. */
const PROBE =
  '<b>a</b><script>b</script><svg><a>c</a></svg><form><i>d</i></form><x-y><a href=javascript:e target=t>f</a></x-y>';
const PROBED = '<b>a</b><i>d</i><a target="t" rel="noopener">f</a>';

/** How many sanitized strings are kept, and the longest string kept (longer ones are rare). */
const CACHE_SIZE = 1000;
const CACHE_LENGTH = 4096;

/** Sanitized markup by source string, oldest first (a `Map` keeps insertion order). */
const cache = new Map<string, string>();
/** The sanitizer, `null` where none works, `undefined` until first used (per window). */
let clean: Clean | null | undefined;
let cleanWindow: unknown;

/**
 * The rest of the policy, on a sanitized `body`: unknown and custom elements give way to their
 * content, URLs of other schemes and clobbering ids/names go, `target` gets `rel="noopener"`.
 * Returns the markup.
 */
function finish(body: HTMLElement, win: SanitizerWindow): string {
  for (const el of Array.from(body.querySelectorAll('*'))) {
    if (el.localName.includes('-') || el instanceof win.HTMLUnknownElement) {
      el.replaceWith(...el.childNodes);
    }
    for (const { name, value } of Array.from(el.attributes) as Attr[]) {
      if (
        (/^(id|name)$/.test(name) && value in win.document) ||
        (/^(href|src|srcset|action|background|poster|cite)$/.test(name) &&
          !isSafeUrl(value, !/^(href|action|cite)$/.test(name)) &&
          !/^\s*(tel|sms|callto|ftps?|xmpp|matrix|cid):/i.test(value))
      ) {
        el.removeAttribute(name);
      }
    }
    if (el.hasAttribute('target')) el.setAttribute('rel', 'noopener');
  }
  return body.innerHTML;
}

/** The first sanitizer that works in `win` (see the header), or `null` (with a warning). */
function createClean(win: SanitizerWindow): Clean | null {
  for (const make of SANITIZERS) {
    try {
      const sanitize = make(win);
      if (finish(sanitize(PROBE), win) === PROBED) return sanitize;
    } catch {
      // Not in this window: the next one.
    }
  }
  console.warn(
    'Lib.dom.Markup: this browser has no HTML Sanitizer API: markup is shown as text; load DOMPurify before Lib to render it',
  );
  return null;
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
    const win = (globalThis as unknown as { window: SanitizerWindow }).window;
    if (cleanWindow !== win || clean === undefined) {
      // A new window (specs swap theirs): new sanitizer, and results that may differ.
      cleanWindow = win;
      clean = createClean(win);
      cache.clear();
    }
    let out = cache.get(text);
    if (out !== undefined) return out;
    out = clean ? finish(clean(text), win) : htmlEncode(text);
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
