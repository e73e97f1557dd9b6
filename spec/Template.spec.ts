import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../index';
import { Template } from '../classes/Template';
import { XTemplate } from '../classes/XTemplate';
import { Element } from '../classes/dom/Element';
import { LibError } from '../lib/Error';
import { useDom } from './dom.helpers';

describe('Lib.Template', () => {
  it('is registered as Lib.Template, and is a template', () => {
    expect((Lib as any).Template).to.equal(Template);
    const t = Lib.create('Lib.Template', '{a}' as any);
    expect(t).to.be.an.instanceOf(Template);
    expect(t.isTemplate).to.equal(true);
    expect(t.apply({ a: 1 })).to.equal('1');
  });

  describe('construction', () => {
    it('joins the strings it is given', () => {
      expect(new Template('<b>', '{0}', '</b>').apply(['x'])).to.equal('<b>x</b>');
      expect(new Template(['<i>', '{0}', '</i>']).html).to.equal('<i>{0}</i>');
    });

    it('applies a config object given among the strings, member functions included', () => {
      const t: any = new Template('{v:this.twice}', {
        disableFormats: false,
        twice: (v: number) => v * 2,
      });
      expect(t.apply({ v: 4 })).to.equal('8');
      expect(t.initialConfig.disableFormats).to.equal(false);
      const u: any = new Template(['{v:uppercase}', { disableFormats: true }]);
      expect(u.disableFormats).to.equal(true);
      expect(u.apply({ v: 'a' })).to.equal('a');
    });

    it('parses at once with compiled: true, so a broken template fails at construction', () => {
      expect(() => new Template('{v:nope}', { compiled: true })).to.throw(
        LibError,
        /unknown format 'nope'/,
      );
      expect(() => new Template('{v:nope}')).to.not.throw();
    });

    it('refuses what is not markup or a config, and configs of a wrong type', () => {
      expect(() => new Template(42 as any)).to.throw(
        TypeError,
        '[Lib.Template] html must be strings or a config object, got 42',
      );
      expect(() => new Template('x', { compiled: 'yes' } as any)).to.throw(
        TypeError,
        "[Lib.Template] config 'compiled' must be a boolean, got 'yes'",
      );
      expect(() => new XTemplate('x', { definitions: 'var a = 1;' } as any)).to.throw(
        TypeError,
        /\[Lib.XTemplate\] config 'definitions' must be absent \(Lib templates run no code\)/,
      );
    });
  });

  describe('#apply', () => {
    it('fills {0} from an array and {name} from an object; a missing value writes nothing', () => {
      expect(new Template('Name: {0}, Age: {1}').apply(['John', 25])).to.equal(
        'Name: John, Age: 25',
      );
      expect(
        new Template('{name}|{age}|{none}|{nil}').apply({ name: 'Ada', age: 0, nil: null }),
      ).to.equal('Ada|0||');
      expect(new Template('{my-field}').apply({ 'my-field': 'dash' })).to.equal('dash');
    });

    it('does not HTML-encode values unless the placeholder says :htmlEncode', () => {
      const t = new Template('{v} {v:htmlEncode}');
      expect(t.apply({ v: '<b>&</b>' })).to.equal('<b>&</b> &lt;b&gt;&amp;&lt;/b&gt;');
    });

    it('passes values through Lib.util.Format functions, with their arguments', () => {
      const t = new Template(
        '{a:ellipsis(10)}|{d:date("Y-m-d")}|{n:number("0.00")}|{m:usMoney}|{u:uppercase}|',
        "{e:defaultValue('-')}|{s:trim}|{x:substr(1, 2)}",
      );
      const out = t.apply({
        a: 'a rather long text',
        d: new Date(2020, 0, 2),
        n: 3.14159,
        m: 1234.5,
        u: 'abc',
        e: '',
        s: '  s  ',
        x: 'abcd',
      });
      expect(out).to.equal('a rathe...|2020-01-02|3.14|$1,234.50|ABC|-|s|bc');
    });

    it('calls a member function for {name:this.fn(args)} with the template as this', () => {
      const t: any = new Template('{v:this.wrap("[", "]")}', {
        wrap(this: any, v: string, a: string, b: string) {
          return this.isTemplate ? a + v + b : 'wrong this';
        },
      });
      expect(t.apply({ v: 'x' })).to.equal('[x]');
    });

    it('sees a later change of a Lib.util.Format function', () => {
      const format: any = (Lib as any).util.Format;
      const t = new Template('{v:uppercase}');
      t.compile();
      const stub = sinon.stub(format, 'uppercase').returns('stubbed');
      try {
        expect(t.apply({ v: 'a' })).to.equal('stubbed');
      } finally {
        stub.restore();
      }
    });

    it('ignores the formats with disableFormats', () => {
      expect(new Template('{v:uppercase(1)}', { disableFormats: true }).apply({ v: 'a' })).to.equal(
        'a',
      );
    });

    it('leaves text in braces that is not a placeholder as it is', () => {
      expect(new Template('a { b } {c d} {.} {#}').apply({})).to.equal('a { b } {c d} {.} {#}');
    });

    it('is also applyTemplate, and applyOut pushes onto an array', () => {
      const t = new Template('<{0}>');
      expect(t.applyTemplate(['p'])).to.equal('<p>');
      const out = ['a'];
      expect(t.applyOut(['q'], out)).to.equal(out);
      expect(out.join('')).to.equal('a<q>');
    });

    it('throws a Lib.Error naming an unknown format, and refuses hidden members', () => {
      expect(() => new Template('{v:nope}').apply({})).to.throw(
        LibError,
        "[Lib.Template] unknown format 'nope' in {v:nope}",
      );
      expect(() => new Template('{v:this.nope}').apply({})).to.throw(
        LibError,
        /unknown format 'this.nope'/,
      );
      expect(() => new Template('{v:constructor}').apply({})).to.throw(
        LibError,
        /may not read 'constructor'/,
      );
      expect(() => new Template('{constructor}').apply({})).to.throw(
        LibError,
        /may not read 'constructor'/,
      );
      expect(() => new Template('{__proto__}').apply({})).to.throw(
        LibError,
        /may not read '__proto__'/,
      );
    });

    it('reads format arguments with the expression reader: a bad argument list is a Lib.Error', () => {
      expect(() => new Template('{v:ellipsis(1 +)}').apply({ v: 'x' })).to.throw(
        LibError,
        "[Lib.Template] cannot read '1 +': expected a value at 3",
      );
    });
  });

  describe('#compile and #set', () => {
    it('parses once: compile returns the template, later applies reuse the parse', () => {
      const t = new Template('{a}');
      const parse = sinon.spy(t, 'parse');
      expect(t.compile()).to.equal(t);
      t.apply({ a: 1 });
      t.apply({ a: 2 });
      expect(parse.callCount).to.equal(1);
    });

    it('set replaces the markup, and compiles it at once when asked', () => {
      const t = new Template('{a}');
      expect(t.apply({ a: 1, b: 2 })).to.equal('1');
      expect(t.set('{b}')).to.equal(t);
      expect(t.apply({ a: 1, b: 2 })).to.equal('2');
      expect(() => t.set('{b:nope}', true)).to.throw(LibError, /unknown format/);
    });
  });

  describe('writing into the page', () => {
    useDom();
    let box: HTMLElement;

    beforeEach(() => {
      document.body.innerHTML = '<div id="box"><i id="first">first</i></div>';
      box = document.getElementById('box')!;
    });

    it('append, insertFirst, insertBefore and insertAfter place the output and return the new node', () => {
      const t = new Template('<b class="{c}">{c}</b>');
      const appended = t.append('box', { c: 'end' });
      expect(appended.className).to.equal('end');
      expect(box.lastChild).to.equal(appended);
      expect(t.insertFirst(box, { c: 'start' })).to.equal(box.firstChild);
      const before = t.insertBefore(Element.get('first'), { c: 'before' });
      expect((before.nextSibling as HTMLElement).id).to.equal('first');
      const after = t.insertAfter(document.getElementById('first'), { c: 'after' });
      expect((after.previousSibling as HTMLElement).id).to.equal('first');
      expect(box.textContent).to.equal('startbeforefirstafterend');
    });

    it('overwrite replaces the content; returnElement gives the Lib.dom.Element', () => {
      const el = new Template('<p>{0}</p>').overwrite(box, ['new'], true);
      expect(el).to.be.an.instanceOf(Element);
      expect(el.dom.tagName).to.equal('P');
      expect(box.innerHTML).to.equal('<p>new</p>');
    });

    it('sanitizes what it writes: scripts and handlers from values never reach the page', () => {
      const t = new Template('<div>{name}</div>');
      t.overwrite(box, {
        name: '<img src="x.png" onerror="window.__hit=1"><script>window.__hit=2</script>ok',
      });
      expect(box.innerHTML).to.equal('<div><img src="x.png">ok</div>');
      t.append(box, { name: '<a href="javascript:alert(1)">a</a>' });
      expect(box.querySelector('a')!.hasAttribute('href')).to.equal(false);
    });

    it('fails with a TypeError on an element that does not exist', () => {
      expect(() => new Template('x').append('nowhere', {})).to.throw(
        TypeError,
        "[Lib.Template#insert] el must be a node, an Element or an element id, got 'nowhere'",
      );
    });

    it('from reads a template from an element: a textarea value or the inner HTML', () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<textarea id="src">&lt;b&gt;{a}&lt;/b&gt;</textarea>',
      );
      const t = Template.from('src');
      expect(t).to.be.an.instanceOf(Template);
      expect(t.apply({ a: 1 })).to.equal('<b>1</b>');
      document.body.insertAdjacentHTML('beforeend', '<div id="x"><tpl for=".">{.}</tpl></div>');
      const x = XTemplate.from('x', { disableFormats: true });
      expect(x).to.be.an.instanceOf(XTemplate);
      expect(x.apply([1, 2])).to.equal('12');
      expect(() => Template.from('none')).to.throw(
        TypeError,
        /\[Lib.Template.from\] el must be an element/,
      );
    });
  });
});
