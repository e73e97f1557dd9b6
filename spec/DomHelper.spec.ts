import { expect } from 'chai';
import { Lib } from '../index';
import * as ClassManager from '../lib/ClassManager';
import { DomHelper, Helper } from '../classes/DomHelper';
import { Element } from '../classes/dom/Element';
import { useDom } from './dom.helpers';

/** A `<div id="box">` holding `<p id="one">1</p><p id="two">2</p>`, in the body. */
function fixture(): HTMLElement {
  document.body.innerHTML = '<div id="box"><p id="one">1</p><p id="two">2</p></div>';
  return document.getElementById('box')!;
}

describe('Lib.DomHelper', () => {
  useDom();

  it('is the singleton Lib.DomHelper, also Lib.core.DomHelper', () => {
    expect((Lib as any).DomHelper).to.equal(DomHelper);
    expect((Lib as any).core.DomHelper).to.equal(DomHelper);
    expect(DomHelper).to.be.instanceOf(Helper);
    expect(DomHelper.useDom).to.equal(false);
  });

  describe('#markup', () => {
    it('writes a spec as markup: tag (default div), cls as class, attributes, html, children', () => {
      expect(DomHelper.markup({ cls: 'a b', id: 'x' })).to.equal('<div class="a b" id="x"></div>');
      expect(
        DomHelper.markup({
          tag: 'ul',
          cls: 'list',
          cn: [{ tag: 'li', html: '<b>one</b>' }, null, { tag: 'li', children: 'two' }],
        }),
      ).to.equal('<ul class="list"><li><b>one</b></li><li>two</li></ul>');
      expect(DomHelper.markup({ tag: 'label', htmlFor: 'f', html: 'Name' })).to.equal(
        '<label for="f">Name</label>',
      );
    });

    it('writes empty tags closed, arrays one after the other, strings as they are', () => {
      expect(DomHelper.markup({ tag: 'img', src: '/a.png', alt: '' })).to.equal(
        '<img src="/a.png" alt=""/>',
      );
      expect(DomHelper.markup([{ tag: 'br' }, 'text', 5])).to.equal('<br/>text5');
      expect(DomHelper.markup('<i>as is</i>')).to.equal('<i>as is</i>');
      expect(DomHelper.createHtml({ tag: 'hr' })).to.equal('<hr/>');
    });

    it('encodes attribute values, so a value cannot end its attribute or open a tag', () => {
      expect(
        DomHelper.markup({ tag: 'span', title: '"><script>x()</script>', 'data-v': "a&'b" }),
      ).to.equal(
        '<span title="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;" data-v="a&amp;&#39;b"></span>',
      );
    });

    it('writes a style object as CSS text; leaves out null and undefined attributes', () => {
      expect(
        DomHelper.markup({
          style: { backgroundColor: 'red', width: '10px' },
          id: null,
          title: undefined,
        }),
      ).to.equal('<div style="background-color:red;width:10px;"></div>');
      expect(DomHelper.markup({ style: 'color: blue' })).to.equal(
        '<div style="color: blue"></div>',
      );
    });
  });

  describe('what is refused (a TypeError naming it)', () => {
    for (const [what, spec, pattern] of [
      [
        'an event handler attribute',
        { onclick: 'steal()' },
        /\[Lib\.DomHelper\] attribute.*Element#on.*'onclick'/,
      ],
      ['an event handler in any case', { tag: 'img', ONERROR: 'x' }, /'ONERROR'/],
      [
        'a javascript: link',
        { tag: 'a', href: 'javascript:alert(1)' },
        /attribute 'href'.*URL.*'javascript:alert\(1\)'/,
      ],
      ['a disguised javascript: link', { tag: 'a', href: ' jav\nascript:x' }, /attribute 'href'/],
      ['a script image source', { tag: 'img', src: 'javascript:x' }, /attribute 'src'/],
      ['a form action', { tag: 'button', formaction: 'javascript:x' }, /attribute 'formaction'/],
      ['a script tag', { tag: 'script', html: 'alert(1)' }, /tag.*'script'/],
      ['an iframe', { tag: 'IFRAME', src: '/x' }, /tag.*'IFRAME'/],
      ['a style element', { tag: 'style' }, /tag.*'style'/],
      ['a tag that is not a name', { tag: 'div onclick=x' }, /tag.*'div onclick=x'/],
      ['an attribute name that is not a name', { 'a"b': 1 }, /attribute.*'a"b'/],
      [
        'an object for an attribute',
        { tpl: { apply() {} } },
        /attribute 'tpl'.*string or a number/,
      ],
    ] as Array<[string, any, RegExp]>) {
      it(`${what}, in markup and in the DOM`, () => {
        document.body.innerHTML = '';
        expect(() => DomHelper.markup(spec)).to.throw(TypeError, pattern);
        expect(() => DomHelper.createDom(spec)).to.throw(TypeError, pattern);
        expect(() => DomHelper.append(document.body, { cn: [spec] })).to.throw(TypeError, pattern);
        expect(document.body.innerHTML).to.equal('');
      });
    }

    it('accepts safe URLs: http(s), relative, mailto links and data:image images', () => {
      expect(() =>
        DomHelper.markup([
          { tag: 'a', href: 'https://example.com/?a=1&b=2' },
          { tag: 'a', href: '../up' },
          { tag: 'a', href: 'mailto:ann@example.com' },
          { tag: 'img', src: 'data:image/png;base64,AAAA' },
        ]),
      ).not.to.throw();
    });
  });

  describe('#createDom', () => {
    it('builds the element with its attributes, styles and children', () => {
      const node = DomHelper.createDom({
        tag: 'ul',
        cls: 'list',
        'data-id': 7,
        style: { fontSize: '12px' },
        cn: [
          { tag: 'li', html: 'one' },
          { tag: 'li', cls: 'two' },
        ],
      }) as HTMLElement;
      expect(node.tagName).to.equal('UL');
      expect(node.className).to.equal('list');
      expect(node.getAttribute('data-id')).to.equal('7');
      expect(node.style.fontSize).to.equal('12px');
      expect(node.outerHTML).to.equal(
        '<ul class="list" data-id="7" style="font-size:12px;"><li>one</li><li class="two"></li></ul>',
      );
    });

    it('keeps an attribute value as its value (never parsed as markup)', () => {
      const node = DomHelper.createDom({
        tag: 'span',
        title: '"><img src=x onerror=x()>',
      }) as HTMLElement;
      expect(node.getAttribute('title')).to.equal('"><img src=x onerror=x()>');
      expect(node.children).to.have.length(0);
    });

    it('sanitizes html in a spec and markup strings (Lib.dom.Markup)', () => {
      const node = DomHelper.createDom({
        html: '<b>bold</b><img src="x.png" onerror="window.__x=1"><script>window.__x=2</script>',
      }) as HTMLElement;
      expect(node.innerHTML).to.equal('<b>bold</b><img src="x.png">');
      const text = DomHelper.createDom('<i onclick="x()">hi</i>') as HTMLElement;
      expect(text.outerHTML).to.equal('<i>hi</i>');
      const many = DomHelper.createDom('a<br>b');
      expect(many.nodeType).to.equal(11); // a fragment
      expect(many.childNodes).to.have.length(3);
    });

    it('makes a fragment of an array, and appends to parentNode when given', () => {
      const parent = document.createElement('div');
      const fragment = DomHelper.createDom([{ tag: 'i' }, 'text', { tag: 'b' }], parent);
      expect(fragment.nodeType).to.equal(11);
      expect(parent.innerHTML).to.equal('<i></i>text<b></b>');
    });

    it('builds table rows that go into a tbody', () => {
      document.body.innerHTML = '<table><tbody id="rows"></tbody></table>';
      DomHelper.append('rows', {
        tag: 'tr',
        cn: [
          { tag: 'td', html: 'a' },
          { tag: 'td', html: 'b' },
        ],
      });
      expect(document.getElementById('rows')!.innerHTML).to.equal('<tr><td>a</td><td>b</td></tr>');
    });
  });

  describe('inserting', () => {
    it('append adds the last child and returns it (returnElement: its Element)', () => {
      const box = fixture();
      const node = DomHelper.append(box, { tag: 'p', id: 'three', html: '3' });
      expect(node).to.equal(box.lastChild);
      expect(node.id).to.equal('three');
      const el = DomHelper.append('box', '<p id="four">4</p>', true);
      expect(el).to.be.instanceOf(Element);
      expect(el.dom.id).to.equal('four');
      expect(Array.from(box.children).map((n) => n.id)).to.deep.equal([
        'one',
        'two',
        'three',
        'four',
      ]);
    });

    it('insertFirst, insertBefore and insertAfter put the nodes where they say', () => {
      const box = fixture();
      expect(DomHelper.insertFirst(box, { tag: 'p', id: 'first' }).id).to.equal('first');
      expect(DomHelper.insertBefore('two', { tag: 'p', id: 'before-two' }).id).to.equal(
        'before-two',
      );
      expect(
        DomHelper.insertAfter(Lib.get('two'), { tag: 'p', id: 'after-two' }, true).dom.id,
      ).to.equal('after-two');
      expect(Array.from(box.children).map((n) => n.id)).to.deep.equal([
        'first',
        'one',
        'before-two',
        'two',
        'after-two',
      ]);
    });

    it('overwrite replaces the content and returns the first new node', () => {
      const box = fixture();
      const node = DomHelper.overwrite(box, [
        { tag: 'span', id: 's1' },
        { tag: 'span', id: 's2' },
      ]);
      expect(node.id).to.equal('s1');
      expect(box.innerHTML).to.equal('<span id="s1"></span><span id="s2"></span>');
      expect(DomHelper.overwrite('box', 'plain', true).dom.nodeValue).to.equal('plain');
    });

    it('insertHtml inserts sanitized markup at any of the four places (any case)', () => {
      const box = fixture();
      const one = document.getElementById('one')!;
      DomHelper.insertHtml('beforeBegin', one, '<i>a</i>');
      DomHelper.insertHtml('AFTERBEGIN', one, '<i>b</i>');
      DomHelper.insertHtml('beforeend', one, '<i onmouseover="x()">c</i>');
      const after = DomHelper.insertHtml('afterEnd', one, '<i>d</i>');
      expect(after).to.equal(one.nextSibling);
      expect(box.innerHTML).to.equal(
        '<i>a</i><p id="one"><i>b</i>1<i>c</i></p><i>d</i><p id="two">2</p>',
      );
    });

    it('refuses an unknown place or a missing element, naming it', () => {
      fixture();
      expect(() => DomHelper.insertHtml('inside', 'box', 'x')).to.throw(
        TypeError,
        /where.*'inside'/,
      );
      expect(() => DomHelper.append('nowhere', 'x')).to.throw(TypeError, /el.*'nowhere'/);
    });
  });

  describe('styles', () => {
    it('applyStyles takes CSS text, an object or a function returning one', () => {
      const box = fixture();
      DomHelper.applyStyles(box, 'color: red; width: 10px');
      DomHelper.applyStyles('box', { height: 20 });
      DomHelper.applyStyles(box, () => ({ marginTop: '3px' }));
      expect([
        box.style.color,
        box.style.width,
        box.style.height,
        box.style.marginTop,
      ]).to.deep.equal(['red', '10px', '20px', '3px']);
    });

    it('generateStyles writes an object as CSS text', () => {
      expect(DomHelper.generateStyles({ backgroundColor: 'red', zIndex: 3 })).to.equal(
        'background-color:red;z-index:3;',
      );
    });
  });

  describe('#createTemplate', () => {
    it('makes a Lib.Template of the markup', () => {
      const tpl = DomHelper.createTemplate({ tag: 'b', cls: 'name', html: '{name}' });
      expect(tpl).to.be.instanceOf(ClassManager.get('Lib.Template'));
      expect(tpl.apply({ name: 'Ann' })).to.equal('<b class="name">Ann</b>');
    });
  });
});
