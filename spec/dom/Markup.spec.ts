import { expect } from 'chai';
import sinon from 'sinon';
import { Document as HappyDocument, Node as HappyNode } from 'happy-dom';
import { Lib } from '../../index';
import { DomMarkup, Markup } from '../../classes/dom/Markup';
import {
  happyCreateNodeIterator,
  happyNodeName,
  installDom,
  useDom,
  type InstalledDom,
} from '../dom.helpers';
import { HOSTILE, KEPT } from './markup.corpus';

/** Event handler attributes, script URLs, and elements that run or load code or restyle the page. */
const RUNS = 'script, iframe, frame, object, embed, base, meta, link, style, form, svg, math';
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text)/i;

/**
 * What in `html` could run code once parsed: elements of `RUNS`, `on*` attributes and URL
 * attributes with a script URL (an inert `<template>` parses it: nothing loads or runs).
 */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const node of Array.from(template.content.querySelectorAll('*'))) {
    if (node.matches(RUNS)) found.push(node.localName);
    for (const { name, value } of Array.from(node.attributes)) {
      // Browsers drop tabs and newlines from URLs: `java&#x09;script:` is `javascript:`.
      const url = value.replace(/[\t\n\r]/g, '');
      if (/^on/i.test(name) || (/href|src|action|data/i.test(name) && SCRIPT_URL.test(url))) {
        found.push(`${node.localName}[${name}]`);
      }
    }
  }
  return found;
}

describe('Lib.dom.Markup', () => {
  useDom();

  it('is the singleton Lib.dom.Markup', () => {
    expect((Lib as any).dom.Markup).to.equal(Markup);
    expect(Markup).to.be.an.instanceOf(DomMarkup);
    expect(Lib.ClassManager.getName(Markup)).to.equal('Lib.dom.Markup');
  });

  describe('#sanitize', () => {
    it('keeps formatting markup: text styles, lists, tables, classes, styles, links, images', () => {
      for (const [html, out] of KEPT) expect(Markup.sanitize(html), html).to.equal(out);
    });

    it('removes scripts with their content', () => {
      expect(Markup.sanitize('<b>a</b><script>window.__xss=1</script>c')).to.equal('<b>a</b>c');
      expect(Markup.sanitize('<SCRIPT SRC="data:text/javascript,1"></SCRIPT>ok')).to.equal('ok');
    });

    it('removes onerror and every other event handler attribute, keeping the element', () => {
      expect(Markup.sanitize('<img src=x onerror=window.__xss=1>')).to.equal('<img src="x">');
      expect(Markup.sanitize('<div onclick="f()" onmouseover="g()" class="k">d</div>')).to.equal(
        '<div class="k">d</div>',
      );
      expect(Markup.sanitize('<details open ontoggle=f()>x</details>')).to.equal(
        '<details open="">x</details>',
      );
    });

    it('removes javascript: URLs, however they are written, keeping the link text', () => {
      for (const href of [
        'javascript:f()',
        '  JaVaScRiPt:f()',
        'java&#x09;script:f()',
        '&#106;avascript:f()',
        'javascript&colon;f()',
        'vbscript:f()',
        'data:text/html,<script>f()</script>',
      ]) {
        expect(Markup.sanitize(`<a href="${href}">x</a>`), href).to.equal('<a>x</a>');
      }
      expect(Markup.sanitize('<button formaction="javascript:f()">b</button>')).to.equal(
        '<button>b</button>',
      );
    });

    it('removes iframes (srcdoc too), objects, embeds and document-level elements', () => {
      expect(Markup.sanitize('<iframe srcdoc="<script>parent.f()</script>"></iframe>ok')).to.equal(
        'ok',
      );
      expect(Markup.sanitize('<object data="x.swf"></object><embed src="x.swf">ok')).to.equal('ok');
      expect(
        Markup.sanitize('<base href="https://evil.example/"><meta http-equiv=refresh>ok'),
      ).to.equal('ok');
    });

    it('removes forms (a form could post what the user types elsewhere), keeping their fields', () => {
      expect(
        Markup.sanitize(
          '<form action="https://evil.example/" method="post"><input name="pw"></form>',
        ),
      ).to.equal('<input name="pw">');
    });

    it('removes style elements, which would restyle the whole page, keeping style attributes', () => {
      expect(
        Markup.sanitize('<style>body{display:none}</style><i style="color:red">i</i>'),
      ).to.equal('<i style="color:red">i</i>');
    });

    it('removes SVG and MathML with their content', () => {
      expect(Markup.sanitize('<svg onload=f()><circle r=4></circle></svg>ok')).to.equal('ok');
      expect(
        Markup.sanitize('<svg><a xlink:href="javascript:f()"><text>x</text></a></svg>ok'),
      ).to.equal('ok');
      expect(Markup.sanitize('<math href="javascript:f()"><mi>x</mi></math>ok')).to.equal('ok');
    });

    it('drops ids and names that would clobber document properties', () => {
      expect(Markup.sanitize('<img name="cookie"><a id="getElementById">a</a>')).to.equal(
        '<img><a>a</a>',
      );
      expect(Markup.sanitize('<span id="status-1">s</span>')).to.equal(
        '<span id="status-1">s</span>',
      );
    });

    it('leaves nothing that runs of the hostile corpus, mutation XSS included', () => {
      expect(
        dangers('<b>b</b><img src=x onerror=f()><a href="java&#x09;script:f()">'),
      ).to.deep.equal(['img[onerror]', 'a[href]']);
      for (const html of HOSTILE) {
        const out = Markup.sanitize(html);
        expect(dangers(out), `${html} → ${out}`).to.deep.equal([]);
      }
    });

    it('returns text without tags as it is, and "" for null and undefined', () => {
      expect(Markup.sanitize('a &amp; b > c')).to.equal('a &amp; b > c');
      expect(Markup.sanitize(42)).to.equal('42');
      expect(Markup.sanitize(null)).to.equal('');
      expect(Markup.sanitize(undefined)).to.equal('');
    });

    it('sanitizes a repeated string once, keeping at most 1000 strings', function () {
      // A thousand DOMPurify runs on happy-dom: about 4 s alone, more on a loaded machine.
      this.timeout(60000);
      const parse = sinon.spy((globalThis as any).window.DOMParser.prototype, 'parseFromString');
      try {
        const first = '<i>cached</i><img src=x onerror=f()>';
        expect(Markup.sanitize(first)).to.equal('<i>cached</i><img src="x">');
        const parses = parse.callCount;
        expect(parses).to.be.greaterThan(0);
        expect(Markup.sanitize(first)).to.equal('<i>cached</i><img src="x">');
        expect(parse.callCount).to.equal(parses);
        // A thousand other strings push the first one out: it is sanitized again.
        for (let i = 0; i < 1000; i++) Markup.sanitize(`<b>${i}</b>`);
        const after = parse.callCount;
        expect(Markup.sanitize(first)).to.equal('<i>cached</i><img src="x">');
        expect(parse.callCount).to.be.greaterThan(after);
      } finally {
        parse.restore();
      }
    });
  });

  describe('#setHtml', () => {
    it('writes the sanitized markup into the node', () => {
      const node = document.createElement('div');
      document.body.appendChild(node);
      Markup.setHtml(node, '<b>bold</b><img src=x onerror="window.__xss=1">');
      expect(node.innerHTML).to.equal('<b>bold</b><img src="x">');
      expect(node.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    });
  });
});

describe('Lib.dom.Markup where no sanitizer can work', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => (warn = sinon.stub(console, 'warn')));
  afterEach(() => warn.restore());

  it('writes markup as text without a DOM, with a warning', () => {
    expect((globalThis as any).window).to.equal(undefined);
    expect(Markup.sanitize('<b>x</b>')).to.equal('&lt;b&gt;x&lt;/b&gt;');
    expect(Markup.sanitize('plain')).to.equal('plain');
    expect(warn.callCount).to.equal(1);
  });

  for (const [what, owner, name, own] of [
    ['whose Node.prototype.nodeName reads ""', HappyNode.prototype, 'nodeName', happyNodeName],
    [
      'whose NodeIterator loses its place when its node is removed',
      HappyDocument.prototype,
      'createNodeIterator',
      happyCreateNodeIterator,
    ],
  ] as const) {
    it(`writes markup as text on happy-dom's own DOM, ${what}`, async () => {
      const fixed = Object.getOwnPropertyDescriptor(owner, name)!;
      let dom: InstalledDom | undefined;
      Object.defineProperty(owner, name, own);
      try {
        dom = installDom();
        expect(Markup.sanitize('<b>x</b><img src=x onerror=f()>')).to.equal(
          '&lt;b&gt;x&lt;/b&gt;&lt;img src=x onerror=f()&gt;',
        );
        expect(warn.callCount).to.equal(1);
      } finally {
        Object.defineProperty(owner, name, fixed);
        await dom?.restore();
      }
    });
  }
});

describe('Lib.dom.Markup: which sanitizer runs', () => {
  let dom: InstalledDom;
  let win: any;
  let warn: sinon.SinonStub;
  beforeEach(() => {
    dom = installDom();
    win = dom.window;
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    warn.restore();
    delete win.Sanitizer;
    delete win.Document.parseHTML;
    await dom.restore();
  });

  /**
   * A stand-in for the browser's safe `Document.parseHTML` (happy-dom has none): a real parse,
   * then what the built-in safe baseline and Lib's config remove that the probe checks
   * (scripts, SVG, `on*` handlers, `javascript:` URLs; forms give way to their content).
   */
  function parseHTML(html: string): Document {
    const doc = new win.DOMParser().parseFromString(html, 'text/html');
    for (const el of doc.body.querySelectorAll('script, svg')) el.remove();
    for (const el of doc.body.querySelectorAll('form')) el.replaceWith(...el.childNodes);
    for (const el of doc.body.querySelectorAll('*')) {
      for (const { name, value } of Array.from(el.attributes) as Attr[]) {
        if (/^on/.test(name) || /^\s*javascript:/i.test(value)) el.removeAttribute(name);
      }
    }
    return doc;
  }

  /** Gives the window the HTML Sanitizer API, with `parse` as its `Document.parseHTML`. */
  function native(parse: (html: string, options: any) => Document = parseHTML) {
    const made: any[] = [];
    const Sanitizer = sinon.spy(function (this: any) {
      made.push(this);
    });
    win.Sanitizer = Sanitizer;
    win.Document.parseHTML = sinon.spy(parse);
    return { Sanitizer, made, parse: win.Document.parseHTML as sinon.SinonSpy };
  }

  it("uses the browser's HTML Sanitizer API where there is one, with one Sanitizer per window", () => {
    const { Sanitizer, made, parse } = native();
    const purify = sinon.spy(win.DOMPurify, 'sanitize');
    expect(Markup.sanitize('<b>b</b><script>f()</script>')).to.equal('<b>b</b>');
    expect(Markup.sanitize('<i>i</i>')).to.equal('<i>i</i>');
    expect(Sanitizer.callCount).to.equal(1);
    expect(Sanitizer.calledWithNew()).to.equal(true);
    const config = (Sanitizer.firstCall.args as any[])[0];
    expect(config.removeElements).to.deep.include.members([
      { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
      { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
      'style',
      'meta',
      'link',
    ]);
    expect(config.replaceWithChildrenElements).to.deep.equal(['form']);
    expect(config.comments).to.equal(false);
    // The first-use check, then each string once: all with that Sanitizer.
    expect(parse.args.map((args) => args[0]).slice(1)).to.deep.equal([
      '<b>b</b><script>f()</script>',
      '<i>i</i>',
    ]);
    for (const args of parse.args) expect(args[1].sanitizer).to.equal(made[0]);
    expect(purify.called).to.equal(false);
    expect(warn.called).to.equal(false);
  });

  it('completes the policy on what the browser parsed: rel="noopener", URL schemes, clobbering, custom elements', () => {
    native();
    expect(Markup.sanitize('<a href="https://e.example/" target="_blank">n</a>')).to.equal(
      '<a href="https://e.example/" target="_blank" rel="noopener">n</a>',
    );
    for (const href of ['vbscript:f()', 'data:text/html,x', 'blob:http://h/1', 'x:y']) {
      expect(Markup.sanitize(`<a href="${href}">x</a>`), href).to.equal('<a>x</a>');
    }
    for (const href of ['mailto:a@b.example', 'tel:+1', '/users/7', '#top', 'ftp://f.example/']) {
      expect(Markup.sanitize(`<a href="${href}">x</a>`), href).to.equal(`<a href="${href}">x</a>`);
    }
    expect(
      Markup.sanitize('<img src="data:image/png;base64,AA=="><img src="data:text/html,x">'),
    ).to.equal('<img src="data:image/png;base64,AA=="><img>');
    expect(
      Markup.sanitize('<img name="cookie"><a id="getElementById">a</a><i id="k">k</i>'),
    ).to.equal('<img><a>a</a><i id="k">k</i>');
    expect(
      Markup.sanitize('<x-widget data-a="1"><b>b</b></x-widget><blink-not>c</blink-not>'),
    ).to.equal('<b>b</b>c');
  });

  it("falls back to a DOMPurify the page loaded, with the policy per call and no hook on the page's instance", () => {
    const purify = win.DOMPurify;
    const sanitize = sinon.spy(purify, 'sanitize');
    const addHook = sinon.spy(purify, 'addHook');
    expect(
      Markup.sanitize('<a href="https://e.example/" target="_blank">n</a><form><input></form>'),
    ).to.equal('<a href="https://e.example/" target="_blank" rel="noopener">n</a><input>');
    expect(sanitize.lastCall.args[1]).to.deep.include({ FORBID_TAGS: ['form', 'style'] });
    expect(addHook.called).to.equal(false);
    // The page's own DOMPurify is as the page set it: no rel added there.
    expect(purify.sanitize('<a target="_blank">n</a>')).to.equal('<a>n</a>');
    expect(warn.called).to.equal(false);
  });

  it("uses a DOMPurify whose config the page set (DOMPurify then ignores Lib's) if it passes the check", async () => {
    win.DOMPurify.setConfig({
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['form', 'style'],
      ADD_ATTR: ['target'],
    });
    expect(Markup.sanitize('<b>b</b><img src=x onerror=f()>')).to.equal('<b>b</b><img src="x">');
    await dom.restore();
    dom = installDom();
    win = dom.window;
    // A config that lets SVG and forms through fails the first-use check: text.
    win.DOMPurify.setConfig({ ADD_ATTR: ['target'] });
    expect(Markup.sanitize('<b>b</b>')).to.equal('&lt;b&gt;b&lt;/b&gt;');
    expect(warn.callCount).to.equal(1);
  });

  it('falls back past a native API that answers the first-use check wrongly', () => {
    const { parse } = native((html) => new win.DOMParser().parseFromString(html, 'text/html'));
    const sanitize = sinon.spy(win.DOMPurify, 'sanitize');
    expect(Markup.sanitize('<i>i</i><img src=x onerror=f()>')).to.equal('<i>i</i><img src="x">');
    expect(parse.callCount).to.equal(1);
    expect(sanitize.called).to.equal(true);
  });

  it('writes markup as text where neither works, and says so once per window', async () => {
    delete win.DOMPurify;
    expect(Markup.sanitize('<b>x</b>')).to.equal('&lt;b&gt;x&lt;/b&gt;');
    expect(Markup.sanitize('<i>y</i>')).to.equal('&lt;i&gt;y&lt;/i&gt;');
    expect(warn.callCount).to.equal(1);
    expect(warn.firstCall.args[0]).to.match(/no HTML Sanitizer API.*as text.*load DOMPurify/);
    // Another window: another check, another warning.
    await dom.restore();
    dom = installDom();
    win = dom.window;
    delete win.DOMPurify;
    expect(Markup.sanitize('<b>x</b>')).to.equal('&lt;b&gt;x&lt;/b&gt;');
    expect(warn.callCount).to.equal(2);
  });
});
