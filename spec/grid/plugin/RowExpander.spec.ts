import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, dblclick, key, scrollTo, useDom } from '../../dom.helpers';
import { bigStore, useGridCleanup } from '../grid.fixtures';
// The plugin is in the grid pack.
import '../../../packs/grid';
import { bodyHeight, useBodyHeights } from '../feature/rowbody.fixtures';

describe('Lib.grid.plugin.RowExpander', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (plugin: Record<string, any> = {}, count = 50): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store: bigStore(count),
        columns: [{ text: 'Name', dataIndex: 'name', width: 200 }],
        height: 300,
        width: 400,
        renderTo: document.body,
        plugins: [{ ptype: 'rowexpander', rowBodyTpl: '<p class="b">About {name}</p>', ...plugin }],
      } as any),
    );
  /** A grid as `grid` makes, over `count` rows grouped by `group(n)` (written as their id). */
  const groupedGrid = (count: number, group: (n: number) => string): any => {
    const store = bigStore(count);
    store.each((r: any) => {
      r.set('id', group(r.get('n')));
    });
    store.commitChanges();
    store.group('id');
    return made(
      Lib.create('Lib.grid.Panel', {
        store,
        columns: [{ text: 'Name', dataIndex: 'name', width: 200 }],
        height: 300,
        width: 400,
        renderTo: document.body,
        features: [{ ftype: 'grouping' }],
        plugins: [{ ptype: 'rowexpander', rowBodyTpl: '<p class="b">About {name}</p>' }],
      } as any),
    );
  };
  const view = (g: any) => g.getView();
  const button = (g: any, i: number) =>
    view(g).getNode(i).querySelector('.x-grid-row-expander') as HTMLElement;
  const body = (g: any, i: number) => view(g).getNode(i).querySelector('.x-grid-rowbody');

  it('adds an expander column at index 0 with collapsed buttons', () => {
    const g = grid();
    // Its row body counts no body for a row not measured (the collapsed ones).
    expect(g.plugins[0].$feature.estimatedBodyHeight).to.equal(0);
    expect(g.headerCt.getGridColumns()).to.have.length(2);
    expect(button(g, 0).tagName).to.equal('BUTTON');
    expect(button(g, 0).getAttribute('aria-expanded')).to.equal('false');
    expect(body(g, 0)).to.equal(null);
  });

  it('expands a row on a click on its button, its body from the template, and collapses it', () => {
    const g = grid();
    const expand = sinon.spy();
    const collapse = sinon.spy();
    view(g).on({ expandbody: expand, collapsebody: collapse });
    click(button(g, 1));
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('true');
    expect(body(g, 1)!.textContent).to.equal('About Person 2');
    expect(expand.calledOnce).to.equal(true);
    const [rowNode, record, bodyNode] = expand.firstCall.args;
    expect(rowNode).to.equal(view(g).getNode(1));
    expect(record).to.equal(g.store.getAt(1));
    expect(bodyNode).to.equal(body(g, 1)!.closest('.x-grid-rowbody-tr'));
    click(button(g, 1));
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('false');
    expect(body(g, 1)).to.equal(null);
    expect(collapse.calledOnce).to.equal(true);
    expect(collapse.firstCall.args[1]).to.equal(g.store.getAt(1));
  });

  it('sanitizes the body markup', () => {
    const g = grid({ rowBodyTpl: '<img src=x onerror="window.pwned=1"><b>{name}</b>' });
    click(button(g, 0));
    expect(body(g, 0)!.querySelector('[onerror]')).to.equal(null);
  });

  it('pushes the rows below down by the body height, and back on collapse', () => {
    const g = grid();
    const v = view(g);
    const top2 = v.getRowTop(2);
    const rh = v.rowHeight;
    expect(top2).to.equal(2 * rh);
    g.plugins[0].toggleRow(0, g.store.getAt(0));
    const h = g.plugins[0].$feature.heightOf(0, g.store.getAt(0));
    expect(h).to.be.above(0);
    expect(v.getRowTop(2)).to.equal(2 * rh + h);
    expect(v.getNode(2).style.transform).to.equal(`translateY(${2 * rh + h}px)`);
    expect(v.getRowTop(0)).to.equal(0);
    expect(v.rowAt(rh + h - 1)).to.equal(0);
    expect(v.rowAt(rh + h)).to.equal(1);
    g.plugins[0].toggleRow(0, g.store.getAt(0));
    expect(v.getRowTop(2)).to.equal(2 * rh);
  });

  it('toggles on double-click and Enter, as configured, and selects with selectRowOnExpand', () => {
    const g = grid({ selectRowOnExpand: true });
    dblclick(view(g).getNode(3).querySelector('.x-grid-td:last-child'));
    expect(button(g, 3).getAttribute('aria-expanded')).to.equal('true');
    expect(g.getSelectionModel().isSelected(g.store.getAt(3))).to.equal(true);
    key(view(g).el.dom, 'Enter');
    expect(button(g, 3).getAttribute('aria-expanded')).to.equal('false');
    const g2 = grid({ expandOnDblClick: false, expandOnEnter: false });
    dblclick(view(g2).getNode(3).querySelector('.x-grid-td:last-child'));
    key(view(g2).el.dom, 'Enter');
    expect(button(g2, 3).getAttribute('aria-expanded')).to.equal('false');
  });

  it('keeps a row expanded while scrolling away and back, and across a sort', () => {
    const g = grid({}, 2000);
    const v = view(g);
    const record = g.store.getAt(1);
    click(button(g, 1));
    scrollTo(v.el.dom, 20000);
    expect(v.getNode(1)).to.equal(null);
    scrollTo(v.el.dom, 0);
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('true');
    g.store.sort('n', 'DESC');
    const at = g.store.indexOf(record);
    expect(at).to.equal(1998);
    v.ensureVisible(record);
    expect(button(g, at).getAttribute('aria-expanded')).to.equal('true');
    expect(v.getRowTop(1999)).to.equal(
      1999 * v.rowHeight + g.plugins[0].$feature.heightOf(1998, record),
    );
    scrollTo(v.el.dom, 0);
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('false');
  });

  it('forgets the expanded rows on a store load', () => {
    const g = grid();
    click(button(g, 0));
    g.store.loadData(g.store.getRange().map((r: any) => ({ ...r.data })));
    expect(button(g, 0).getAttribute('aria-expanded')).to.equal('false');
  });

  it('fails on a bad rowBodyTpl, naming it', () => {
    expect(() => grid({ rowBodyTpl: 42 })).to.throw(TypeError, /rowBodyTpl/);
  });

  describe('geometry with several rows expanded', () => {
    useBodyHeights();
    /** A row's top as the rows above make it: their height, plus the bodies of the open ones. */
    const expectedTop = (g: any, i: number) => {
      const v = view(g);
      let y = 0;
      for (let k = 0; k < i; k++) {
        const record = v.dataSource.getAt(k);
        y += v.rowHeight;
        if (record.isModel && g.plugins[0].$open.has(record))
          y += bodyHeight('About ' + record.get('name'));
      }
      return y;
    };
    const check = (g: any, what: string) => {
      const v = view(g);
      const count = v.dataSource.getCount();
      for (const i of [0, 1, 2, 3, 5, 8, 13, 50, 99, 150, count - 1, count]) {
        if (i > count) continue;
        const top = expectedTop(g, i);
        expect(v.rowTop(i), `${what}: top of ${i}`).to.equal(top);
        if (i < count) {
          expect(v.rowAt(top), `${what}: row at ${top}`).to.equal(i);
          expect(v.rowAt(v.rowTop(i + 1) - 1), `${what}: row above ${i + 1}`).to.equal(i);
        }
      }
      for (const slot of v.slots) {
        expect(slot.tr.style.transform, `${what}: row ${slot.index}`).to.equal(
          `translateY(${v.rowY(slot.index)}px)`,
        );
      }
    };

    it('stays right across a sort, a filter, an add, a remove and a collapse', () => {
      const g = grid({}, 200);
      const v = view(g);
      for (const i of [1, 2, 4, 7]) click(button(g, i));
      const open = [1, 2, 4, 7].map((i) => g.store.getAt(i));
      check(g, 'expanded');
      g.store.sort('n', 'DESC');
      check(g, 'sorted');
      // The rows expanded keep their state and height wherever they went.
      expect(v.getRowTop(g.store.getCount() - 1)).to.equal(expectedTop(g, g.store.getCount() - 1));
      g.store.filterBy((r: any) => r.get('n') !== 4);
      check(g, 'filtered');
      g.store.clearFilter();
      g.store.sort('n', 'ASC');
      check(g, 'filter cleared');
      g.store.insert(0, { id: 500, name: 'Person 500', n: -1 });
      check(g, 'added');
      g.store.remove(open[1]);
      check(g, 'removed');
      click(button(g, 2));
      check(g, 'collapsed');
      scrollTo(v.el.dom, 2000);
      check(g, 'scrolled');
    });

    it('stays right as groups with expanded rows collapse and expand', () => {
      const g = groupedGrid(200, (n) => 'g' + Math.floor(n / 50));
      const store = g.store;
      const v = view(g);
      const grouping: any = g.features.find((f: any) => f.ftype === 'grouping');
      for (const n of [1, 3, 55, 57, 120]) {
        const record = store.getAt(n);
        v.ensureVisible(record);
        click(v.getNode(record).querySelector('.x-grid-row-expander'));
      }
      scrollTo(v.el.dom, 0);
      check(g, 'expanded');
      grouping.collapse('g0');
      check(g, 'g0 collapsed');
      grouping.collapse('g1');
      check(g, 'g1 collapsed');
      grouping.expand('g0');
      check(g, 'g0 expanded');
      grouping.expandAll();
      check(g, 'all expanded');
      expect(v.getRowTop(store.getAt(120))).to.equal(expectedTop(g, v.indexOf(store.getAt(120))));
    });

    it('keeps the heights of more than 256 expanded rows across a sort and a remove', function () {
      // 270 rows rendered and measured: slow on a busy machine (no timing is checked).
      this.timeout(60000);
      const g = grid({}, 270);
      const v = view(g);
      for (let i = 0; i < 270; i++) g.plugins[0].toggleRow(i, g.store.getAt(i));
      // Each row rendered (so measured) once.
      for (let y = 0; y <= v.rowTop(270); y += 900) scrollTo(v.el.dom, y);
      scrollTo(v.el.dom, 0);
      check(g, 'measured');
      g.store.sort('n', 'DESC');
      check(g, 'sorted');
      g.store.removeAt(0);
      check(g, 'removed');
    });

    it('counts a row expanded out of view at the last body measured, until it renders', () => {
      const g = grid({}, 2000);
      const v = view(g);
      click(button(g, 0));
      const last = bodyHeight('About Person 1');
      const end = v.rowTop(2000);
      g.plugins[0].toggleRow(1000, g.store.getAt(1000));
      expect(v.rowTop(2000)).to.equal(end + last);
      expect(v.getRowBox(1000).height).to.equal(v.rowHeight + last);
      v.ensureVisible(1000);
      expect(v.getRowBox(1000).height).to.equal(v.rowHeight + bodyHeight('About Person 1001'));
      scrollTo(v.el.dom, 0);
      g.plugins[0].toggleRow(1000, g.store.getAt(1000));
      expect(v.rowTop(2000)).to.equal(end);
      expect(v.getRowBox(0).height).to.equal(v.rowHeight + last);
      expect(v.getRowBox(1).height).to.equal(v.rowHeight);
    });

    it('finds a row at a pixel with a binary search, not a walk over the expanded rows', () => {
      const g = grid({}, 2000);
      const v = view(g);
      const feature = g.plugins[0].$feature;
      for (let i = 0; i < 9; i++) click(button(g, i));
      const getAt = sinon.spy(v.dataSource, 'getAt');
      const indexOf = sinon.spy(v.dataSource, 'indexOf');
      v.rowAt(5000);
      v.rowTop(1500);
      expect(getAt.callCount + indexOf.callCount).to.equal(0);
      getAt.restore();
      indexOf.restore();
      expect(feature.$idx).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    });
  });

  it('keeps the expander column first on reconfigure with columns', () => {
    const g = grid();
    click(button(g, 1));
    g.reconfigure(null, [{ text: 'N', dataIndex: 'n' }]);
    const columns = g.headerCt.getGridColumns();
    expect(columns).to.have.length(2);
    expect(columns[1].dataIndex).to.equal('n');
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('true');
    expect(body(g, 1)!.textContent).to.equal('About Person 2');
    click(button(g, 1));
    expect(button(g, 1).getAttribute('aria-expanded')).to.equal('false');
    g.reconfigure(bigStore(5), null);
    expect(g.headerCt.getGridColumns()).to.have.length(2);
  });

  it('keeps the row expanded class through a selection change, and the body out of the row count', () => {
    const g = grid();
    click(button(g, 1));
    g.getSelectionModel().select(1);
    const tr = view(g).getNode(1);
    expect(tr.classList.contains('x-grid-row-expanded')).to.equal(true);
    expect(tr.classList.contains('x-grid-row-selected')).to.equal(true);
    expect(tr.querySelector('.x-grid-rowbody-tr')!.getAttribute('role')).to.equal('presentation');
    expect(view(g).el.dom.getAttribute('aria-rowcount')).to.equal('51');
  });

  it('keeps its row classes when the grouping feature is turned off and on again', () => {
    const g = groupedGrid(20, (n) => (n % 2 ? 'even' : 'odd'));
    const store = g.store;
    const grouping = g.features.find((f: any) => f.ftype === 'grouping')!;
    const rowOf = (name: string) => {
      const rows = (view(g).el.dom as HTMLElement).querySelectorAll('.x-grid-data-row');
      return Array.from(rows).find((tr) =>
        Array.from(tr.querySelectorAll('.x-grid-cell')).some((c) => c.textContent === name),
      ) as HTMLElement;
    };
    const expanded = () => rowOf('Person 2').classList.contains('x-grid-row-expanded');
    click(rowOf('Person 2').querySelector('.x-grid-row-expander') as HTMLElement);
    expect(expanded()).to.equal(true);
    grouping.disable();
    expect(view(g).el.dom.querySelector('[data-feature]')).to.equal(null);
    g.getSelectionModel().select(store.getAt(0));
    expect(expanded()).to.equal(true);
    grouping.enable();
    expect(view(g).el.dom.querySelector('[data-feature]')).to.not.equal(null);
    g.getSelectionModel().select(store.getAt(1));
    expect(expanded()).to.equal(true);
    expect(rowOf('Person 2').querySelector('.x-grid-rowbody')!.textContent).to.equal(
      'About Person 2',
    );
  });
});
