import { expect } from 'chai';
import { Element } from '../../classes/dom/Element';
import { useDom } from '../dom.helpers';

/**
 * A node laid out at page box (x, y, w, h): happy-dom has no layout engine, so the box the
 * alignment reads (the bounding rectangle and the offset size) is given here.
 */
function boxAt(x: number, y: number, w: number, h: number, style = ''): Element {
  const node = document.createElement('div');
  node.setAttribute('style', style);
  document.body.appendChild(node);
  Object.defineProperties(node, {
    getBoundingClientRect: { value: () => ({ left: x, top: y, width: w, height: h }) },
    offsetWidth: { value: w },
    offsetHeight: { value: h },
  });
  return Element.get(node) as Element;
}

/** The viewport's size as the alignment reads it. */
function viewport(width: number, height: number): void {
  const root = document.documentElement as any;
  Object.defineProperty(root, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(root, 'clientHeight', { value: height, configurable: true });
}

describe('Lib.dom.Element alignment', () => {
  useDom();
  beforeEach(() => viewport(800, 600));

  describe('#getAnchorXY', () => {
    it('gives each anchor point of the box, on the page or local', () => {
      const el = boxAt(100, 50, 40, 20);
      expect(el.getAnchorXY()).to.deep.equal([100, 50]);
      expect(el.getAnchorXY('br')).to.deep.equal([140, 70]);
      expect(el.getAnchorXY('c')).to.deep.equal([120, 60]);
      expect(el.getAnchorXY('t')).to.deep.equal([120, 50]);
      expect(el.getAnchorXY('r')).to.deep.equal([140, 60]);
      expect(el.getAnchorXY('bl', true)).to.deep.equal([0, 20]);
    });

    it('refuses an unknown anchor, naming it', () => {
      expect(() => boxAt(0, 0, 1, 1).getAnchorXY('xy')).to.throw(TypeError, /anchor.*'xy'/);
    });
  });

  describe('#getAlignToXY', () => {
    it("puts the node's top-left on the target's bottom-left by default", () => {
      const target = boxAt(100, 50, 80, 24);
      const menu = boxAt(0, 0, 120, 60);
      expect(menu.getAlignToXY(target)).to.deep.equal([100, 74]);
      expect(menu.getAlignToXY(target.dom, 'tl-tr')).to.deep.equal([180, 50]);
      expect(menu.getAlignToXY(target, 'tr')).to.deep.equal([180, 50]);
      expect(menu.getAlignToXY(target, 'br-tr', [5, -2])).to.deep.equal([65, -12]);
    });

    it('takes a rendered component as the target', () => {
      const target = boxAt(10, 20, 30, 40);
      const menu = boxAt(0, 0, 10, 10);
      expect(menu.getAlignToXY({ el: target }, 'tl-bl')).to.deep.equal([10, 60]);
    });

    it("with '?' flips above a target near the viewport's bottom", () => {
      const target = boxAt(100, 570, 80, 24);
      const menu = boxAt(0, 0, 120, 60);
      expect(menu.getAlignToXY(target, 'tl-bl')).to.deep.equal([100, 594]);
      expect(menu.getAlignToXY(target, 'tl-bl?')).to.deep.equal([100, 510]);
    });

    it("with '?' flips a submenu to the left at the viewport's right edge", () => {
      const item = boxAt(700, 100, 90, 20);
      const menu = boxAt(0, 0, 120, 60);
      expect(menu.getAlignToXY(item, 'tl-tr?')).to.deep.equal([580, 100]);
    });

    it("with '?' slides along an edge the anchors do not face across", () => {
      const target = boxAt(760, 100, 30, 20);
      const menu = boxAt(0, 0, 120, 60);
      // tl-bl: left edges meet, so the menu slides left to stay in view.
      expect(menu.getAlignToXY(target, 'tl-bl?')).to.deep.equal([680, 120]);
    });

    it('refuses a position that is not anchor text, and a missing target', () => {
      const menu = boxAt(0, 0, 10, 10);
      const target = boxAt(0, 0, 10, 10);
      expect(() => menu.getAlignToXY(target, 'top-bottom')).to.throw(
        TypeError,
        /getAlignToXY.*position.*'top-bottom'/,
      );
      expect(() => menu.getAlignToXY('nowhere')).to.throw(TypeError, /getAlignToXY.*target/);
    });
  });

  describe('#alignTo', () => {
    it('moves a positioned node there, counted from the page when the parent is static', () => {
      const target = boxAt(100, 50, 80, 24);
      const menu = boxAt(0, 0, 120, 60, 'position: absolute');
      expect(menu.alignTo(target, 'tl-bl?')).to.equal(menu);
      expect(menu.dom.style.left).to.equal('100px');
      expect(menu.dom.style.top).to.equal('74px');
    });
  });
});
