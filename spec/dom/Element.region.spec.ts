import { expect } from 'chai';
import { Lib } from '../../index';
import { Element } from '../../classes/dom/Element';
import { Region } from '../../classes/util/Region';
import { useDom } from '../dom.helpers';

/**
 * A node laid out at (x, y) in the window, w × h pixels, with `border` pixels of border and
 * the inner size (w, h less the borders and a `scrollbar`): happy-dom has no layout engine, so
 * the sizes the element reads are given here.
 */
function boxAt(x: number, y: number, w: number, h: number, border = 0, scrollbar = 0, style = '') {
  const node = document.body.appendChild(document.createElement('div'));
  node.setAttribute('style', style);
  Object.defineProperties(node, {
    getBoundingClientRect: { value: () => ({ left: x, top: y, width: w, height: h }) },
    offsetWidth: { value: w },
    offsetHeight: { value: h },
    clientLeft: { value: border },
    clientTop: { value: border },
    clientWidth: { value: w - 2 * border - scrollbar },
    clientHeight: { value: h - 2 * border },
  });
  return Element.get(node) as Element;
}

/** The viewport's size and scroll position as the element reads them. */
function viewport(width: number, height: number, scrollX = 0, scrollY = 0): void {
  const root = document.documentElement as any;
  Object.defineProperty(root, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(root, 'clientHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'scrollX', { value: scrollX, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
}

const edges = (r: Region) => [r.top, r.right, r.bottom, r.left];

describe('Lib.dom.Element regions and sizes', () => {
  useDom();

  it('#getRegion is the page box as a Lib.util.Region; the body gives the scrolled viewport', () => {
    viewport(800, 600, 0, 300);
    // At (30, 20) in the window, scrolled down 300 pixels: 320 from the top of the page.
    const region = boxAt(30, 20, 100, 50).getRegion();
    expect(region).to.be.instanceOf(Region);
    expect(edges(region)).to.deep.equal([320, 130, 370, 30]);
    expect(edges(Lib.getBody().getRegion())).to.deep.equal([300, 800, 900, 0]);
  });

  it('#getViewRegion is the content box: inside the borders, the padding and the scrollbar', () => {
    viewport(800, 600);
    const el = boxAt(30, 20, 100, 50, 1, 15, 'padding: 2px 3px 4px 5px');
    // left 30 + 1 border + 5 padding; content width 100 - 2 borders - 15 scrollbar - 8 padding.
    expect(edges(el.getViewRegion())).to.deep.equal([23, 111, 65, 36]);
    expect(edges(Lib.getBody().getViewRegion())).to.deep.equal([0, 800, 600, 0]);
  });

  it('#getViewSize is the inner size (the viewport for the body)', () => {
    viewport(800, 600);
    const el = boxAt(0, 0, 100, 50, 1, 15);
    expect(el.getViewSize()).to.deep.equal({ width: 83, height: 48 });
    const body = Lib.getBody().getViewSize();
    expect([body.width, body.height]).to.deep.equal([800, 600]);
  });

  it('Lib.getScrollbarSize measures once and caches; force measures again', () => {
    const first = Lib.getScrollbarSize(true);
    expect(first).to.deep.equal({ width: 0, height: 0 }); // happy-dom draws no scrollbars
    expect(Lib.getScrollbarSize()).to.equal(first);
    expect(Lib.getScrollbarSize(true)).to.not.equal(first);
    expect(document.body.children).to.have.length(0); // the measuring node is gone
  });

  it("Lib.themeName is Ext JS 4's name of the classic theme", () => {
    expect(Lib.themeName).to.equal('classic');
  });
});
