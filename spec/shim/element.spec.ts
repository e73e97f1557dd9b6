import { expect } from 'chai';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.dom.Element methods", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
    page.run(`document.body.innerHTML =
      '<div id="app" class="app"><ul id="list"><li id="a" class="item">A</li>' +
      '<li id="b" class="item"><span id="s">B</span></li></ul><input id="n" value="42"></div>'`);
  });
  afterEach(() => page.close());

  it('moves and builds: appendTo, insertBefore, insertAfter, replace, wrap, insertHtml', () => {
    const order = () => page.run("Array.from(Ext.getDom('list').children).map(n => n.id)");
    page.run("Ext.get(document.createElement('li')).set({id: 'c'}).appendTo('list')");
    expect(order()).to.deep.equal(['a', 'b', 'c']);
    page.run("Ext.get('c').insertBefore('a')");
    expect(order()).to.deep.equal(['c', 'a', 'b']);
    page.run("Ext.get('c').insertAfter(Ext.get('b'))");
    expect(order()).to.deep.equal(['a', 'b', 'c']);
    page.run("Ext.get('c').replace('a')");
    expect(order()).to.deep.equal(['c', 'b']);
    const wrapper = page.run("Ext.get('s').wrap({tag: 'em', cls: 'w'})");
    expect(wrapper.dom.outerHTML).to.equal('<em class="w"><span id="s">B</span></em>');
    // Markup goes through Lib's sanitizer (here, with no sanitizer in the page: as text).
    const node = page.run(`Ext.get('b').insertHtml('beforeEnd', '<i onclick="x()">i</i>')`);
    expect(node).to.equal(page.run("Ext.getDom('b').lastChild"));
    expect(page.run("document.querySelector('[onclick]')")).to.equal(null);
    expect(() => page.run("Ext.get('c').appendTo('nowhere')")).to.throw(
      /Ext\.dom\.Element#appendTo/,
    );
  });

  it('finds: findParent and findParentNode by selector, within a depth', () => {
    const span = page.run("Ext.get('s')");
    expect(span.findParent('.item').id).to.equal('b');
    expect(span.findParent('span')).to.equal(page.run("Ext.getDom('s')"));
    expect(span.findParentNode('span')).to.equal(null);
    expect(span.findParent('.app', 2)).to.equal(null);
    expect(span.findParent('.app', 10, true)).to.equal(page.run("Ext.get('app')"));
    expect(span.findParent('.app', 'list')).to.equal(null);
  });

  it('reads and writes: getValue, isDisplayed, setOpacity, setLeft, unselectable, setHTML', () => {
    const input = page.run("Ext.get('n')");
    expect([input.getValue(), input.getValue(true)]).to.deep.equal(['42', 42]);
    const el = page.run("Ext.get('a')");
    expect(el.setDisplayed(false).isDisplayed()).to.equal(false);
    el.setOpacity(0.5).setLeft(10).unselectable();
    expect([
      el.dom.style.opacity,
      el.dom.style.left,
      el.dom.getAttribute('unselectable'),
    ]).to.deep.equal(['0.5', '10px', 'on']);
    el.setHTML('<b onclick="x()">bold</b>');
    expect([el.dom.querySelector('[onclick]'), el.dom.textContent]).to.deep.equal([
      null,
      '<b onclick="x()">bold</b>',
    ]);
    expect(el.getPadding('lr')).to.equal(0);
    expect(Object.keys(el.getMargin())).to.deep.equal(['top', 'right', 'bottom', 'left']);
  });

  it('scrolls: scroll(direction, distance) within the range, scrollBy, get/setScrollTop', () => {
    // happy-dom lays nothing out: the node says it holds 500×300 px of content in 100×100.
    const el = page.run(`(function () {
      var dom = Ext.getDom('app');
      Object.defineProperty(dom, 'scrollHeight', {value: 300});
      Object.defineProperty(dom, 'scrollWidth', {value: 500});
      Object.defineProperty(dom, 'clientHeight', {value: 100});
      Object.defineProperty(dom, 'clientWidth', {value: 100});
      return Ext.get(dom);
    })()`);
    expect(el.scroll('b', 100000, true)).to.equal(true);
    expect(el.getScrollTop()).to.equal(200);
    expect(el.scroll('down', 10)).to.equal(false);
    expect(el.scroll('up', 50)).to.equal(true);
    expect(el.getScrollTop()).to.equal(150);
    expect(el.scroll('r', 30)).to.equal(true);
    expect(el.scroll('left', 10)).to.equal(true);
    expect(el.getScrollLeft()).to.equal(20);
    el.scrollBy([-100, 1000]);
    expect([el.getScrollLeft(), el.getScrollTop()]).to.deep.equal([0, 200]);
    el.scrollBy({ x: 450 }).setScrollTop(5);
    expect([el.getScrollLeft(), el.getScrollTop()]).to.deep.equal([400, 5]);
    expect(() => el.scroll('sideways', 10)).to.throw(/Element#scroll.*"sideways"/);
  });

  it('listens: addClsOnOver, swallowEvent, clearListeners', () => {
    const el = page.run("Ext.get('a')");
    el.addClsOnOver('hot');
    el.dom.dispatchEvent(new page.window.MouseEvent('mouseenter'));
    expect(el.hasCls('hot')).to.equal(true);
    el.dom.dispatchEvent(new page.window.MouseEvent('mouseleave'));
    expect(el.hasCls('hot')).to.equal(false);
    let heard = 0;
    page.window.document.body.addEventListener('click', () => heard++);
    el.swallowEvent('click');
    el.dom.click();
    expect(heard).to.equal(0);
    el.clearListeners();
    el.dom.click();
    expect(heard).to.equal(1);
  });

  it('runs the effects to their end state at once, calls back, and warns once', () => {
    const el = page.run("Ext.get('a')");
    let called = 0;
    el.fadeOut({ callback: () => called++ });
    expect(el.isVisible()).to.equal(false);
    el.fadeIn({ callback: () => called++ });
    expect(el.isVisible()).to.equal(true);
    el.animate({ to: { width: 20 } });
    expect(el.dom.style.width).to.equal('20px');
    page.run("Ext.get('b').fadeOut({remove: true})");
    expect(page.run("Ext.getDom('b')")).to.equal(null);
    expect(called).to.equal(2);
    expect(page.warnings.filter((w) => /without animation/.test(w))).to.have.length(1);
  });

  it('names the methods it does not provide', () => {
    expect(() => page.run("Ext.get('a').boxWrap()")).to.throw(
      'Ext.dom.Element#boxWrap is not provided by Lib',
    );
    // Lib's own methods are kept.
    expect(page.run("Ext.get('a').createChild === Lib.dom.Element.prototype.createChild")).to.equal(
      true,
    );
  });
});
