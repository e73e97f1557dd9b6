import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { CompositeElementLite } from '../../classes/dom/CompositeElementLite';
import { Element } from '../../classes/dom/Element';
import { useDom } from '../dom.helpers';

/** A list `<ul id="list">` of three items (the middle one `.odd`) and an item outside it. */
function fixture(): HTMLElement {
  document.body.innerHTML =
    '<ul id="list"><li id="a">A</li><li id="b" class="odd">B</li><li id="c">C</li></ul>' +
    '<li id="outside">D</li>';
  return document.getElementById('list')!;
}

const ids = (list: CompositeElementLite) => list.elements.map((node) => node.id);

describe('Lib.dom.CompositeElementLite', () => {
  useDom();

  it('is registered as Lib.dom.CompositeElementLite, also Lib.CompositeElementLite', () => {
    expect((Lib as any).dom.CompositeElementLite).to.equal(CompositeElementLite);
    expect((Lib as any).CompositeElementLite).to.equal(CompositeElementLite);
  });

  describe('Lib.select', () => {
    it('selects the nodes matching a CSS selector in the document, or below a root', () => {
      fixture();
      const all = Lib.select('li');
      expect(all).to.be.instanceOf(CompositeElementLite);
      expect(all.isComposite).to.equal(true);
      expect(ids(all)).to.deep.equal(['a', 'b', 'c', 'outside']);
      expect(ids(Lib.select('li', 'list'))).to.deep.equal(['a', 'b', 'c']);
      expect(ids(Lib.select('li', Lib.get('list')))).to.deep.equal(['a', 'b', 'c']);
    });

    it("takes Ext's (selector, unique, root) form too", () => {
      const list = fixture();
      expect(ids(Lib.select('li', true, list))).to.deep.equal(['a', 'b', 'c']);
      expect(ids(Lib.select('li', false, list))).to.deep.equal(['a', 'b', 'c']);
    });

    it('wraps an array or a node list of nodes and Elements', () => {
      const list = fixture();
      expect(ids(Lib.select(list.children))).to.deep.equal(['a', 'b', 'c']);
      expect(ids(Lib.select([Lib.get('c')!, document.getElementById('a')!]))).to.deep.equal([
        'c',
        'a',
      ]);
    });

    it('refuses what is neither a selector nor a list', () => {
      expect(() => Lib.select(42 as any)).to.throw(TypeError, /\[Lib\.select\].*42/);
    });

    it('Element#select selects below the element', () => {
      fixture();
      expect(ids((Lib.get('list') as Element).select('.odd'))).to.deep.equal(['b']);
    });
  });

  describe('Lib.query', () => {
    it('returns the matching nodes as an array', () => {
      const list = fixture();
      const nodes = Lib.query('li');
      expect(nodes).to.be.an('array').with.length(4);
      expect(nodes[0]).to.equal(list.firstChild);
      expect(Lib.query('li', list).map((n) => n.id)).to.deep.equal(['a', 'b', 'c']);
      expect(Lib.query('.none')).to.deep.equal([]);
    });

    it('refuses a root that is not there, naming it', () => {
      expect(() => Lib.query('li', 'missing')).to.throw(TypeError, /\[Lib\.query\].*'missing'/);
    });
  });

  describe('Element methods on every node', () => {
    it('addCls, setStyle, hide and show reach every node, and return the list', () => {
      fixture();
      const items = Lib.select('li', 'list');
      expect(items.addCls('x-item').setStyle('color', 'red')).to.equal(items);
      for (const node of items.elements) {
        expect(node.className).to.contain('x-item');
        expect(node.style.color).to.equal('red');
      }
      expect(document.getElementById('outside')!.className).to.equal('');
      items.hide();
      expect(items.elements.map((n) => n.style.display)).to.deep.equal(['none', 'none', 'none']);
      items.show().removeCls('x-item');
      expect(items.elements.map((n) => n.style.display + n.className)).to.deep.equal([
        '',
        'odd',
        '',
      ]);
    });

    it('on adds the listener to every node; un removes it from every node', () => {
      fixture();
      const items = Lib.select('li', 'list');
      const seen: string[] = [];
      const fn = (_e: unknown, target: globalThis.Element) => void seen.push(target.id);
      items.on('click', fn);
      for (const node of items.elements) node.click();
      expect(seen).to.deep.equal(['a', 'b', 'c']);
      items.un('click', fn);
      for (const node of items.elements) node.click();
      expect(seen).to.have.length(3);
    });

    it('invoke calls an Element method by name, and refuses one Element does not have', () => {
      fixture();
      const items = Lib.select('li', 'list');
      items.invoke('set', [{ 'data-x': '1' }]);
      expect(items.elements.map((n) => n.getAttribute('data-x'))).to.deep.equal(['1', '1', '1']);
      expect(() => items.invoke('nope')).to.throw(TypeError, /invoke.*'nope'/);
    });
  });

  describe('the list', () => {
    it('getCount, item, first, last, slice, indexOf and contains', () => {
      fixture();
      const items = Lib.select('li', 'list');
      expect(items.getCount()).to.equal(3);
      expect(items.item(1)).to.equal(Lib.get('b'));
      expect(items.item(9)).to.equal(null);
      expect(items.first()).to.equal(Lib.get('a'));
      expect(items.last()).to.equal(Lib.get('c'));
      expect(items.slice(1).map((n) => n.id)).to.deep.equal(['b', 'c']);
      expect(items.indexOf('c')).to.equal(2);
      expect(items.indexOf(Lib.get('b'))).to.equal(1);
      expect(items.contains('outside')).to.equal(false);
      expect(Lib.select([]).first()).to.equal(null);
    });

    it('each calls fn(el, list, index) with the Element as this; false stops', () => {
      fixture();
      const items = Lib.select('li', 'list');
      const fn = sinon.spy((el: Element) => el.id !== 'b' && undefined);
      expect(items.each(fn)).to.equal(items);
      expect(fn.callCount).to.equal(2);
      expect(fn.firstCall.args).to.deep.equal([Lib.get('a'), items, 0]);
      expect(fn.firstCall.thisValue).to.equal(Lib.get('a'));
      const scope = {};
      items.each(function (this: unknown) {
        expect(this).to.equal(scope);
      }, scope);
    });

    it('filter keeps the nodes matching a selector, or those fn does not refuse', () => {
      fixture();
      expect(ids(Lib.select('li', 'list').filter('.odd'))).to.deep.equal(['b']);
      const notA = (el: Element) => (el.id === 'a' ? false : undefined);
      expect(ids(Lib.select('li', 'list').filter(notA))).to.deep.equal(['b', 'c']);
    });

    it('add takes a selector, nodes, an Element or another list', () => {
      const list = fixture();
      const items = new CompositeElementLite();
      items
        .add('#a')
        .add(Lib.get('b'))
        .add(Lib.select('#c'))
        .add(document.getElementById('outside'));
      expect(ids(items)).to.deep.equal(['a', 'b', 'c', 'outside']);
      expect(ids(new CompositeElementLite('li', list))).to.deep.equal(['a', 'b', 'c']);
    });
  });

  it('Element#is tells whether the node matches a selector', () => {
    fixture();
    expect((Lib.get('b') as Element).is('li.odd')).to.equal(true);
    expect((Lib.get('a') as Element).is('.odd')).to.equal(false);
  });
});
