import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { scrollTo, useDom } from '../dom.helpers';
import { bigStore, firstColumn, rowTexts, useGridCleanup } from './grid.fixtures';

/** A 400×300 grid: 300 - 2 (border) - 32 (title) - 28 (header) = 238px of rows, 9.9 rows. */
function bigGrid(store: any, config: Record<string, any> = {}): any {
  return Lib.create('Lib.grid.Panel', {
    title: 'People',
    store,
    columns: [
      { text: 'Name', dataIndex: 'name', flex: 1 },
      { text: 'N', dataIndex: 'n', width: 80 },
    ],
    width: 400,
    height: 300,
    renderTo: document.body,
    ...config,
  });
}

describe('Lib.grid.View', () => {
  useDom();
  const made = useGridCleanup();

  it('is the view grids create (xtype gridview), a Lib.view.Table', () => {
    const grid = made(bigGrid(bigStore(3)));
    expect(grid.getView()).to.be.instanceOf(Lib.grid.View);
    expect(grid.getView()).to.be.instanceOf((Lib as any).view.Table);
    expect(Lib.ClassManager.getByAlias('widget.gridview')).to.equal(Lib.grid.View);
  });

  describe('virtual rendering of 100 000 records', () => {
    let store: any;
    let grid: any;
    let view: any;

    beforeEach(() => {
      store = bigStore(100_000);
      grid = made(bigGrid(store));
      view = grid.getView();
    });

    it('keeps fewer than 200 row elements in the DOM', () => {
      const rows = grid.el.dom.querySelectorAll('.x-grid-row');
      expect(rows.length).to.be.below(200);
      // The rows in view (238px / 24px: 10, plus one partly shown) and 6 below.
      expect(rows.length).to.equal(17);
      expect(firstColumn(view).slice(0, 2)).to.deep.equal(['Person 1', 'Person 2']);
    });

    it('gives the scrollbar the full range and counts every row for ARIA', () => {
      expect(view.body.dom.style.height).to.equal(100_000 * 24 + 'px');
      expect(view.el.dom.getAttribute('aria-rowcount')).to.equal('100001');
    });

    it('shows the last record when scrolled to the end', () => {
      scrollTo(view.el.dom, 100_000 * 24);
      const rows = view.getNodes();
      expect(rows.length).to.be.below(200);
      const last = rows[rows.length - 1];
      expect(rowTexts(last)).to.deep.equal(['Person 100000', '99999']);
      expect(last.getAttribute('aria-rowindex')).to.equal('100001');
      expect(view.getRecord(last)).to.equal(store.getAt(99_999));
      // The last row's bottom is the bottom of the scroll range.
      expect(view.getRowTop(99_999) + 24).to.equal(100_000 * 24);
      expect(view.getNode(0)).to.equal(null);
    });

    it('re-uses the row elements on scroll', () => {
      const before = new Set(view.getNodes());
      scrollTo(view.el.dom, 24 * 50_000);
      const after = view.getNodes();
      // Every row element was kept; the 6 rows now rendered above the view are new, and one
      // more below makes their number even (24).
      expect([...before].every((row) => after.includes(row))).to.equal(true);
      expect(after.length).to.equal(before.size + 7);
      expect(rowTexts(view.getNode(50_000))[0]).to.equal('Person 50001');
      expect(view.getRowTop(50_000)).to.equal(24 * 50_000);
    });

    it('keeps the stripe of every row it re-uses while scrolling (an even number of rows)', () => {
      scrollTo(view.el.dom, 24 * 100);
      const rows = view.getNodes();
      const classes = new Map(rows.map((row: HTMLElement) => [row, row.className]));
      for (let top = 101; top < 140; top++) scrollTo(view.el.dom, 24 * top);
      const after = view.getNodes();
      expect(after.length % 2).to.equal(0);
      // A re-used row shows a record as many rows away as there are rows: same stripe.
      for (const row of after) {
        const alt = row.classList.contains('x-grid-row-alt');
        expect(alt).to.equal(view.indexOf(row) % 2 === 1);
        if (classes.has(row)) expect(row.className).to.equal(classes.get(row));
      }
      expect(after.filter((row: HTMLElement) => classes.has(row))).to.have.length(rows.length);
    });

    it('writes only the rows that come into view on a small scroll', () => {
      const rows = view.getNodes();
      scrollTo(view.el.dom, 24 * 10);
      const after = view.getNodes();
      // Rows 4.. stayed: the rows of records 4..16 are the same elements, in order.
      expect(after.slice(0, rows.length - 4)).to.deep.equal(rows.slice(4));
      expect(firstColumn(view)[0]).to.equal('Person 5');
    });

    it('moves no row element while scrolling, and puts them in order two frames after 100 ms', () => {
      const clock = sinon.useFakeTimers();
      // Animation frames every 16 ms of the fake clock.
      const frame = globalThis.requestAnimationFrame;
      globalThis.requestAnimationFrame = (callback) =>
        setTimeout(callback, 16) as unknown as number;
      try {
        const tbody = view.getNode(0).parentNode;
        const order = () => Array.from(tbody.children);
        const rows = order();
        scrollTo(view.el.dom, 24 * 10);
        // The rows of the 4 records that left show records that came, where they were.
        expect(order().filter((row) => rows.includes(row))).to.deep.equal(rows);
        expect(view.getNodes().slice(0, rows.length - 4)).to.deep.equal(rows.slice(4));
        expect(order()).to.not.deep.equal(view.getNodes());
        expect(firstColumn(view)[0]).to.equal('Person 5');
        expect(view.getNode(19)!.style.transform).to.equal('translateY(' + 19 * 24 + 'px)');
        clock.tick(99);
        scrollTo(view.el.dom, 24 * 11);
        clock.tick(99);
        expect(order()).to.not.deep.equal(view.getNodes());
        clock.tick(1);
        // Then two animation frames on, unless one scrolls (slow frames while scrolling).
        clock.tick(16);
        expect(order()).to.not.deep.equal(view.getNodes());
        clock.tick(16);
        expect(order()).to.deep.equal(view.getNodes());
        scrollTo(view.el.dom, 24 * 13);
        clock.tick(116);
        scrollTo(view.el.dom, 24 * 14);
        clock.tick(16);
        expect(order()).to.not.deep.equal(view.getNodes());
        clock.tick(132);
        expect(order()).to.deep.equal(view.getNodes());
        // Any other change puts them in order at once.
        scrollTo(view.el.dom, 24 * 12);
        store.getAt(15).set('name', 'Changed');
        store.removeAt(30);
        expect(order()).to.deep.equal(view.getNodes());
      } finally {
        globalThis.requestAnimationFrame = frame;
        clock.restore();
      }
    });

    it('fires scroll with the position', () => {
      const scroll = sinon.spy();
      view.on('scroll', scroll);
      scrollTo(view.el.dom, 240);
      expect(scroll.calledOnce).to.equal(true);
      expect(scroll.firstCall.args.slice(0, 3)).to.deep.equal([view, 240, 0]);
    });

    it('getNode gives null for a row not rendered', () => {
      expect(view.getNode(store.getAt(5000))).to.equal(null);
      expect(view.getNode(5000)).to.equal(null);
      expect(view.getCell(store.getAt(5000), 0)).to.equal(null);
    });

    it('ensureVisible scrolls a record into view and renders its row', () => {
      const record = store.getAt(70_000);
      const row = view.ensureVisible(record);
      expect(row).to.not.equal(null);
      expect(view.getRecord(row)).to.equal(record);
      const top = view.getRowTop(record);
      const scrollTop = view.getScrollTop();
      expect(top).to.be.at.least(scrollTop);
      expect(top + 24).to.be.at.most(scrollTop + 238);
      // Already in view: no scrolling.
      view.ensureVisible(69_999);
      expect(view.getScrollTop()).to.equal(scrollTop);
      view.scrollToRecord(10, { align: 'start' });
      expect(view.getScrollTop()).to.equal(240);
      expect(view.ensureVisible(store.getAt(100_000))).to.equal(null);
    });

    it('scrolls back to the top through a sort, showing the first rows (as Ext does)', () => {
      scrollTo(view.el.dom, 24 * 1000);
      store.sort('n', 'DESC');
      expect(view.getScrollTop()).to.equal(0);
      expect(firstColumn(view).slice(0, 2)).to.deep.equal(['Person 100000', 'Person 99999']);
      view.ensureVisible(1000);
      expect(view.getNode(1000)!.querySelector('.x-grid-cell-inner')!.textContent).to.equal(
        'Person 99000',
      );
    });

    it('scrolls back to the top after a load (a page change, a reload)', () => {
      store.setProxy({ type: 'memory', data: store.getRange().map((r: any) => r.data) });
      scrollTo(view.el.dom, 24 * 1000);
      store.load();
      expect(view.getScrollTop()).to.equal(0);
      expect(firstColumn(view).slice(0, 2)).to.deep.equal(['Person 1', 'Person 2']);
      scrollTo(view.el.dom, 24 * 50);
      store.getAt(0).set('name', 'Edited');
      store.filterBy(() => true);
      expect(view.getScrollTop()).to.equal(24 * 50);
    });

    it('stays correct through a filter that shrinks the store below the scroll position', () => {
      scrollTo(view.el.dom, 24 * 90_000);
      store.filterBy((r: any) => r.get('n') < 50);
      expect(view.el.dom.getAttribute('aria-rowcount')).to.equal('51');
      const rows = view.getNodes();
      expect(rowTexts(rows[rows.length - 1])[0]).to.equal('Person 50');
      expect(view.getScrollTop()).to.equal(50 * 24 - 238);
      store.clearFilter();
      expect(view.el.dom.getAttribute('aria-rowcount')).to.equal('100001');
    });

    it('updates a rendered row in place and ignores updates of rows not rendered', () => {
      const rows = view.getNodes();
      const itemupdate = sinon.spy();
      view.on('itemupdate', itemupdate);
      store.getAt(3).set('name', 'Edited');
      store.getAt(60_000).set('name', 'Far away');
      expect(view.getNodes()).to.deep.equal(rows);
      expect(rowTexts(rows[3])[0]).to.equal('Edited');
      expect(itemupdate.calledOnce).to.equal(true);
      view.ensureVisible(60_000);
      expect(rowTexts(view.getNode(60_000))[0]).to.equal('Far away');
    });

    it('adds and removes records in view and out of it', () => {
      const rows = view.getNodes();
      store.insert(2, [{ id: -1, name: 'New', n: -1 }]);
      expect(firstColumn(view).slice(0, 4)).to.deep.equal([
        'Person 1',
        'Person 2',
        'New',
        'Person 3',
      ]);
      expect(view.getNodes()[3]).to.equal(rows[2]);
      expect(view.el.dom.getAttribute('aria-rowcount')).to.equal('100002');
      store.removeAt(50_000);
      expect(firstColumn(view).slice(0, 3)).to.deep.equal(['Person 1', 'Person 2', 'New']);
      store.removeAt(0);
      expect(firstColumn(view).slice(0, 2)).to.deep.equal(['Person 2', 'New']);
      expect(view.getNode(0)!.getAttribute('aria-rowindex')).to.equal('2');
      expect(view.body.dom.style.height).to.equal(99_999 * 24 + 'px');
    });

    it('moves the keyboard focus by pages of the rows in view', () => {
      const sm = grid.getSelectionModel();
      sm.select(0);
      sm.setLastFocused(store.getAt(0));
      view.el.dom.dispatchEvent(
        new (globalThis as any).KeyboardEvent('keydown', {
          key: 'PageDown',
          keyCode: 34,
          bubbles: true,
        }),
      );
      expect(sm.getLastSelected()).to.equal(store.getAt(8));
      view.el.dom.dispatchEvent(
        new (globalThis as any).KeyboardEvent('keydown', {
          key: 'End',
          keyCode: 35,
          bubbles: true,
        }),
      );
      expect(sm.getLastSelected()).to.equal(store.getAt(99_999));
      expect(view.getNode(99_999)).to.not.equal(null);
    });
  });

  describe('beyond maxScrollHeight', () => {
    it('maps the scroll range proportionally onto the rows', () => {
      const store = bigStore(10_000);
      const grid = made(bigGrid(store, { viewConfig: { maxScrollHeight: 24_000 } }));
      const view = grid.getView();
      expect(view.body.dom.style.height).to.equal('24000px');
      const maxScroll = 24_000 - 238;
      scrollTo(view.el.dom, maxScroll / 2);
      const index = Math.floor(((maxScroll / 2) * (240_000 - 238)) / maxScroll / 24);
      expect(view.getFirstVisibleRowIndex()).to.equal(index);
      expect(view.getNode(index)).to.not.equal(null);
      // The first row in view sits at the top of the viewport (in body coordinates).
      const offset = view.getRowTop(index) - view.getScrollTop();
      expect(offset).to.be.at.most(0);
      expect(offset).to.be.above(-24);
      scrollTo(view.el.dom, maxScroll);
      const rows = view.getNodes();
      expect(rowTexts(rows[rows.length - 1])[0]).to.equal('Person 10000');
      expect(view.getRowTop(9_999) + 24).to.equal(24_000);
      view.ensureVisible(1234);
      const top = view.getRowTop(1234) - view.getScrollTop();
      expect(top).to.be.at.least(-1e-6);
      expect(top + 24).to.be.at.most(238 + 1e-6);
    });
  });
});
