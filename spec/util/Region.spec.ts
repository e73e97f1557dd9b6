import { expect } from 'chai';
import { Lib } from '../../index';
import { Region } from '../../classes/util/Region';
import { useDom } from '../dom.helpers';

/** The four edges of a region, top first (as the constructor takes them). */
const edges = (r: Region) => [r.top, r.right, r.bottom, r.left];

describe('Lib.util.Region', () => {
  it('is registered as Lib.util.Region', () => {
    expect((Lib as any).util.Region).to.equal(Region);
    expect(Lib.create('Lib.util.Region', 1, 2, 3, 4 as any)).to.be.instanceOf(Region);
  });

  it('takes top, right, bottom, left, and names the left and top edges x/[0] and y/[1]', () => {
    const r = new Region(10, 50, 40, 20);
    expect(edges(r)).to.deep.equal([10, 50, 40, 20]);
    expect([r.x, r.y, r[0], r[1]]).to.deep.equal([20, 10, 20, 10]);
    expect(r.getSize()).to.deep.equal({ width: 30, height: 30 });
  });

  it('Region.from reads the edges of an object', () => {
    expect(edges(Region.from({ top: 1, right: 4, bottom: 3, left: 2 }))).to.deep.equal([
      1, 4, 3, 2,
    ]);
  });

  it('#contains: a region wholly inside, edges included', () => {
    const box = new Region(0, 100, 100, 0);
    expect(box.contains(new Region(0, 100, 100, 0))).to.equal(true);
    expect(box.contains(new Region(10, 20, 20, 10))).to.equal(true);
    expect(box.contains(new Region(90, 110, 95, 50))).to.equal(false);
  });

  it('#intersect: the overlap, or false when there is none (touching edges do not overlap)', () => {
    const a = new Region(0, 100, 100, 0);
    const overlap = a.intersect(new Region(50, 150, 150, 60)) as Region;
    expect(overlap).to.be.instanceOf(Region);
    expect(edges(overlap)).to.deep.equal([50, 100, 100, 60]);
    expect(a.intersect(new Region(100, 200, 200, 100))).to.equal(false);
    expect(a.intersect(new Region(0, 300, 50, 200))).to.equal(false);
  });

  it('#union: the smallest region holding both', () => {
    const u = new Region(10, 20, 20, 10).union(new Region(50, 80, 60, 40));
    expect(edges(u)).to.deep.equal([10, 80, 60, 10]);
  });

  it('#constrainTo: moves every edge inside the other region, and keeps x/y in step', () => {
    const r = new Region(-10, 150, 50, 20).constrainTo(new Region(0, 100, 100, 0));
    expect(edges(r)).to.deep.equal([0, 100, 50, 20]);
    expect([r.x, r.y, r[0], r[1]]).to.deep.equal([20, 0, 20, 0]);
  });

  it('#adjust and #translateBy move the edges (x/y follow); both return the region', () => {
    const r = new Region(10, 50, 40, 20);
    expect(r.adjust(1, 2, 3, 4)).to.equal(r);
    expect(edges(r)).to.deep.equal([11, 52, 43, 24]);
    expect([r.x, r.y, r[0], r[1]]).to.deep.equal([24, 11, 24, 11]);
    expect(edges(r.translateBy(10, -1))).to.deep.equal([10, 62, 42, 34]);
    expect(edges(r.translateBy({ x: -34, y: -10 }))).to.deep.equal([0, 28, 32, 0]);
    expect(r.x).to.equal(0);
  });

  it('#round rounds every edge; #equals compares the four edges; #copy is a new equal region', () => {
    const r = new Region(0.4, 10.5, 9.6, 1.49).round();
    expect(edges(r)).to.deep.equal([0, 11, 10, 1]);
    const copy = r.copy();
    expect(copy).to.not.equal(r);
    expect(copy.equals(r)).to.equal(true);
    expect(copy.equals(new Region(0, 11, 10, 2))).to.equal(false);
  });

  describe('of elements', () => {
    useDom();

    /** A node whose page box is (x, y, w, h): happy-dom lays nothing out. */
    function boxAt(x: number, y: number, w: number, h: number): HTMLElement {
      const node = document.body.appendChild(document.createElement('div'));
      Object.defineProperties(node, {
        getBoundingClientRect: { value: () => ({ left: x, top: y, width: w, height: h }) },
        offsetWidth: { value: w },
        offsetHeight: { value: h },
      });
      return node;
    }

    it('Region.getRegion and Element#getRegion give the page box of a node', () => {
      const node = boxAt(30, 20, 100, 50);
      expect(edges(Region.getRegion(node))).to.deep.equal([20, 130, 70, 30]);
      expect(edges((Lib.get(node) as any).getRegion())).to.deep.equal([20, 130, 70, 30]);
    });
  });
});
