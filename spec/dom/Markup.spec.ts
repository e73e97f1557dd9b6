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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

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
    expect((Lib as Any).dom.Markup).to.equal(Markup);
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

    it('sanitizes a repeated string once, keeping at most 1000 strings', () => {
      const parse = sinon.spy((globalThis as Any).window.DOMParser.prototype, 'parseFromString');
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

describe('Lib.dom.Markup where DOMPurify cannot work', () => {
  it('writes markup as text without a DOM', () => {
    expect((globalThis as Any).window).to.equal(undefined);
    expect(Markup.sanitize('<b>x</b>')).to.equal('&lt;b&gt;x&lt;/b&gt;');
    expect(Markup.sanitize('plain')).to.equal('plain');
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
      } finally {
        Object.defineProperty(owner, name, fixed);
        await dom?.restore();
      }
    });
  }
});
