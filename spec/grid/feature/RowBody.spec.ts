import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, scrollTo, useDom } from '../../dom.helpers';
import { bigStore, useGridCleanup } from '../grid.fixtures';
// The feature is in the grid pack.
import '../../../packs/grid';
import { bodyHeight, useBodyHeights } from './rowbody.fixtures';
import { STAFF_COLUMNS, staffStore } from './feature.fixtures';

describe('Lib.grid.feature.RowBody', () => {
  useDom();
  useBodyHeights();
  const made = useGridCleanup();
  const grid = (feature: Record<string, any> = {}, count = 50, config: any = {}): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store: bigStore(count),
        columns: [
          { text: 'Name', dataIndex: 'name', width: 200 },
          { text: 'N', dataIndex: 'n', width: 80 },
        ],
        height: 300,
        width: 400,
        renderTo: document.body,
        features: [
          {
            ftype: 'rowbody',
            getAdditionalData: (data: any) => ({ rowBody: '<p>About ' + data.name + '</p>' }),
            ...feature,
          },
        ],
        ...config,
      } as any),
    );
  const view = (g: any) => g.getView();
  const bodyOf = (g: any, i: number) =>
    view(g).getNode(i)?.querySelector('.x-grid-rowbody-tr') as HTMLElement | null;
  /** A row's top as the rows above it make it: each its row height plus its body's. */
  const expectedTop = (g: any, i: number) => {
    const v = view(g);
    let y = 0;
    for (let k = 0; k < i; k++) {
      y += v.rowHeight + bodyHeight('About ' + v.dataSource.getAt(k).get('name'));
    }
    return y;
  };

  it('is created from its ftype and writes a body under each row, spanning it', () => {
    const g = grid();
    const feature = g.features[0];
    expect(feature).to.be.an.instanceOf((Lib as any).grid.feature.RowBody);
    const tr = view(g).getNode(2);
    const body = bodyOf(g, 2)!;
    expect(body.parentNode).to.equal(tr);
    expect(body.className).to.equal('x-grid-rowbody-tr x-grid-row-body');
    const td = body.firstChild as HTMLElement;
    expect(td.className).to.equal('x-grid-cell-rowbody');
    expect(td.firstElementChild!.className).to.equal('x-grid-rowbody');
    expect(td.textContent).to.equal('About Person 3');
    // Not a grid row for assistive technology: the data rows keep their count and indexes.
    expect(body.getAttribute('role')).to.equal('presentation');
    expect(td.getAttribute('role')).to.equal('presentation');
    expect(tr.getAttribute('aria-rowindex')).to.equal('4');
    expect(view(g).el.dom.getAttribute('aria-rowcount')).to.equal('51');
    expect(tr.style.height).to.equal(view(g).rowHeight + bodyHeight('About Person 3') + 'px');
  });

  it("passes Ext's arguments to getAdditionalData, and its rowBodyCls to the body's tr", () => {
    const spy = sinon.spy((_d: any, i: number, _r?: any, _o?: any) => ({
      rowBody: 'b' + i,
      rowBodyCls: i === 1 ? 'x-grid-row-body-hidden' : 'mine',
    }));
    const g = grid({ getAdditionalData: spy });
    const record = g.store.getAt(0);
    const call = spy.getCalls().find((c) => c.args[2] === record)!;
    expect(call.args[0]).to.equal(record.data);
    expect(call.args[1]).to.equal(0);
    expect(call.args[3]).to.include({ rowBodyCls: 'x-grid-row-body' });
    expect(bodyOf(g, 0)!.className).to.equal('x-grid-rowbody-tr mine');
    // A hidden body is no body: the row is one row high.
    expect(bodyOf(g, 1)).to.equal(null);
    expect(view(g).rowTop(2) - view(g).rowTop(1)).to.equal(view(g).rowHeight);
  });

  it('sanitizes the body markup', () => {
    const g = grid({
      getAdditionalData: () => ({ rowBody: '<img src=x onerror="window.pwned=1"><b>x</b>' }),
    });
    expect(bodyOf(g, 0)!.querySelector('[onerror]')).to.equal(null);
    expect(bodyOf(g, 0)!.querySelector('b')!.textContent).to.equal('x');
  });

  it("places each row under the one above, its height its cells' plus its body's", () => {
    const g = grid();
    const v = view(g);
    for (const slot of v.slots) {
      const top = expectedTop(g, slot.index);
      expect(v.rowTop(slot.index), 'row ' + slot.index).to.equal(top);
      expect(v.rowAt(top), 'at ' + top).to.equal(slot.index);
      expect(v.rowAt(top - 1)).to.equal(slot.index - 1 < 0 ? -1 : slot.index - 1);
      expect(slot.tr.style.transform).to.equal(`translateY(${v.rowY(slot.index)}px)`);
    }
  });

  it('measures only the rows it renders, of 100 000, counting an estimate for the others', () => {
    const spy = sinon.spy((data: any) => ({ rowBody: 'About ' + data.name }));
    const g = grid({ getAdditionalData: spy }, 1e5);
    const v = view(g);
    const feature = g.features[0];
    expect(spy.callCount).to.be.below(50);
    expect(feature.$est).to.equal(bodyHeight('About Person 1'));
    scrollTo(v.el.dom, 2e6);
    expect(spy.callCount).to.be.below(150);
    const first = v.getFirstVisibleRowIndex();
    expect(first).to.be.above(20000);
    // The rows in view are stacked by their measured heights.
    const slots = v.slots.filter((s: any) => s.index >= first);
    for (let k = 1; k < slots.length; k++) {
      const prev = slots[k - 1];
      expect(v.rowY(slots[k].index)).to.equal(
        v.rowY(prev.index) + v.rowHeight + bodyHeight(prev.tr.textContent),
      );
    }
    // Only the rows rendered so far are known (those at the top and those in view).
    expect(feature.$idx.length).to.be.below(3 * v.slots.length);
  });

  it('looks no remembered row up while scrolling with nothing changed', () => {
    const g = grid({}, 2000);
    const v = view(g);
    const feature = g.features[0];
    for (let y = 0; y <= 12000; y += 900) scrollTo(v.el.dom, y);
    // Hundreds of rows measured with a body unlike the estimate...
    expect(feature.$idx.length).to.be.above(5 * v.slots.length);
    const getAt = sinon.spy(v.dataSource, 'getAt');
    scrollTo(v.el.dom, 12040);
    getAt.restore();
    // ...and a scroll step reads only the rows it renders (a render and its measuring passes).
    expect(getAt.callCount).to.be.at.most(4 * v.slots.length);
    expect(v.rowTop(v.slots[5].index)).to.equal(expectedTop(g, v.slots[5].index));
    // An edit moves no row: the steps after it do not go through the store to find them again.
    const pass = sinon.spy(g.store.data.$list, 'forEach');
    g.store.getAt(v.slots[5].index)!.set('name', 'Edited');
    scrollTo(v.el.dom, 12080);
    pass.restore();
    expect(pass.callCount).to.equal(0);
    expect(v.rowTop(v.slots[6].index)).to.equal(expectedTop(g, v.slots[6].index));
  });

  it('counts estimatedBodyHeight for the rows not measured, and refuses a bad one', () => {
    const g = grid({ estimatedBodyHeight: 40 }, 1000);
    const v = view(g);
    expect(v.rowTop(1000) - v.rowTop(900)).to.equal(100 * (v.rowHeight + 40));
    expect(v.rowTop(3)).to.equal(expectedTop(g, 3));
    expect(() => grid({ estimatedBodyHeight: -1 })).to.throw(TypeError, /estimatedBodyHeight/);
  });

  it("gives a row's box the height of its cells and its body", () => {
    const g = grid();
    const v = view(g);
    expect(v.getRowBox(2).height).to.equal(v.rowHeight + bodyHeight('About Person 3'));
    expect(v.getRowBox(g.store.getAt(4)).height).to.equal(v.rowTop(5) - v.rowTop(4));
  });

  it('writes a body again when its record changes', () => {
    const g = grid();
    g.store.getAt(1).set('name', 'Bob 9');
    expect(bodyOf(g, 1)!.textContent).to.equal('About Bob 9');
    expect(view(g).rowTop(2)).to.equal(expectedTop(g, 2));
  });

  it('keeps the geometry right across a sort, a filter, an add and a remove; a click on a body selects its row and fires rowbodyclick', () => {
    const g = grid({}, 200);
    const v = view(g);
    const check = (what: string) => {
      for (const slot of v.slots) {
        expect(v.rowTop(slot.index), what + ': row ' + slot.index).to.equal(
          expectedTop(g, slot.index),
        );
      }
    };
    check('first');
    g.store.sort('n', 'DESC');
    check('sort');
    g.store.filterBy((r: any) => r.get('n') % 3 !== 0);
    check('filter');
    g.store.insert(1, { id: 1000, name: 'Person 1009', n: -1 });
    check('add');
    g.store.removeAt(0);
    check('remove');
    const onBody = sinon.spy();
    g.on('rowbodyclick', onBody);
    click(bodyOf(g, 0)!.querySelector('.x-grid-rowbody')!);
    expect(g.getSelectionModel().isSelected(g.store.getAt(0))).to.equal(true);
    expect(onBody.calledOnce).to.equal(true);
    expect(onBody.firstCall.args.slice(0, 2)).to.deep.equal([view(g), bodyOf(g, 0)]);
    click(view(g).getNode(1).firstChild);
    expect(onBody.calledOnce).to.equal(true);
  });

  it("keeps each row's height its own record's after a sort with the store's events suspended and a refresh", () => {
    const g = grid({}, 200);
    const v = view(g);
    const feature = g.features[0];
    // Bodies of different heights measured at the top and further down, then a sort with the
    // store's events suspended (legacy code batching changes), and the view refreshed by hand.
    scrollTo(v.el.dom, 2000);
    g.store.suspendEvents();
    g.store.sort('n', 'DESC');
    g.store.resumeEvents();
    v.refresh();
    // Every row measured so far (in view, and before the sort) is as high as its record's body.
    expect(feature.$idx.length).to.be.above(v.slots.length);
    for (const index of feature.$idx) {
      const name = v.dataSource.getAt(index).get('name');
      expect(v.rowTop(index + 1) - v.rowTop(index), 'row ' + index).to.equal(
        v.rowHeight + bodyHeight('About ' + name),
      );
    }
  });

  it('is one per view', () => {
    expect(() => grid({}, 5, { features: [{ ftype: 'rowbody' }, { ftype: 'rowbody' }] })).to.throw(
      /row body already/,
    );
  });

  it('works with grouping: group headers get no body, records their store index', () => {
    const spy = sinon.spy((data: any, _i: number) => ({ rowBody: 'About ' + data.name + ' 3' }));
    const g = made(
      Lib.create('Lib.grid.Panel', {
        store: staffStore(),
        columns: STAFF_COLUMNS,
        height: 400,
        width: 500,
        renderTo: document.body,
        features: [{ ftype: 'grouping' }, { ftype: 'rowbody', getAdditionalData: spy }],
      } as any),
    );
    const v = view(g);
    const rh = v.rowHeight;
    const h = bodyHeight('About Ada 3');
    // Art: header, Dan; Eng: header, Ada, Cy; Ops: header, Bea, Eve.
    const heights = [rh, rh + h, rh, rh + h, rh + h, rh, rh + h, rh + h];
    let y = 0;
    v.slots.forEach((slot: any, k: number) => {
      expect(v.rowTop(slot.index), 'row ' + k).to.equal(y);
      expect(!!slot.tr.querySelector('.x-grid-rowbody-tr'), 'body ' + k).to.equal(heights[k] > rh);
      y += heights[k];
    });
    const call = spy.getCalls().find((c) => c.args[0].name === 'Cy')!;
    expect(call.args[1]).to.equal(g.store.indexOf(g.store.findRecord('name', 'Cy')!));
  });
});
