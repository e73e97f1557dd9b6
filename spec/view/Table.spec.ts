import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { mouse, useDom } from '../dom.helpers';
import { defineFakeProxy, respond, undefineFakeProxy } from '../data/Store.fakes';
import {
  bigStore,
  cellWidths,
  firstColumn,
  rowTexts,
  simpsonsGrid,
  simpsonsStore,
  useGridCleanup,
} from '../grid/grid.fixtures';

describe('Lib.view.Table', () => {
  useDom();
  const made = useGridCleanup();

  describe('used alone', () => {
    it('renders a store with its own columns (xtype tableview)', () => {
      const view = made(
        Lib.widget('tableview', {
          store: simpsonsStore(),
          columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
          width: 300,
          height: 150,
          renderTo: document.body,
        }),
      );
      expect(view).to.be.instanceOf((Lib as any).view.Table);
      expect(firstColumn(view)).to.deep.equal(['Lisa', 'Bart', 'Homer', 'Marge']);
      expect(view.headerCt.getGridColumns()[0].getCellWidth()).to.equal(300);
      expect(view.getSelectionModel()).to.be.instanceOf(Lib.selection.RowModel);
      view.headerCt.getGridColumns()[0].setWidth(120);
      expect(cellWidths(view)[0]).to.equal('120px');
    });

    it('rejects a bad rowHeight', () => {
      expect(() => Lib.create('Lib.view.Table', { rowHeight: 0 })).to.throw(
        TypeError,
        /rowHeight' must be a number of at least 1/,
      );
    });
  });

  describe('load mask', () => {
    before(defineFakeProxy);
    after(undefineFakeProxy);

    /** A grid over a store whose loads stay pending until answered. */
    function remoteGrid(config: Record<string, any> = {}): any {
      const store = made(
        Lib.create('Lib.data.Store', { fields: ['name'], proxy: { type: 'specfake' } }),
      );
      return made(simpsonsGrid({ store, ...config }));
    }
    const answer = (grid: any, rows: any[]) => {
      const proxy = grid.getStore().getProxy();
      respond(proxy, proxy.calls.at(-1), { rows });
    };
    /** The mask over the grid's body, as a user sees it. */
    const maskOf = (grid: any) => ({
      veil: !!grid.body.dom.querySelector(':scope > .x-mask'),
      text: grid.body.dom.querySelector(':scope > .x-mask-msg')?.textContent ?? null,
      busy: grid.body.dom.getAttribute('aria-busy'),
    });

    it("masks the grid's body while its store loads, as Ext's viewConfig.loadMask: true", () => {
      const grid = remoteGrid();
      const view = grid.getView();
      expect(view.loadMask).to.be.instanceOf((Lib as any).LoadMask);
      grid.getStore().load();
      expect(maskOf(grid)).to.deep.equal({ veil: true, text: 'Loading...', busy: 'true' });
      answer(grid, [{ name: 'Ann' }, { name: 'Bob' }]);
      expect(maskOf(grid)).to.deep.equal({ veil: false, text: null, busy: null });
      expect(firstColumn(grid.getView())).to.deep.equal(['Ann', 'Bob']);
    });

    it('takes a LoadMask config, loadingText, or false for none', () => {
      const custom = remoteGrid({ viewConfig: { loadMask: { msg: 'Fetching users' } } });
      custom.getStore().load();
      expect(maskOf(custom).text).to.equal('Fetching users');
      const text = remoteGrid({ viewConfig: { loadingText: 'One moment' } });
      text.getStore().load();
      expect(maskOf(text).text).to.equal('One moment');
      const none = remoteGrid({ viewConfig: { loadMask: false } });
      none.getStore().load();
      expect(none.getView().loadMask).to.equal(false);
      expect(maskOf(none).veil).to.equal(false);
    });

    it('makes no mask over a memory proxy, which loads at once', () => {
      const grid = made(simpsonsGrid());
      expect(grid.getView().loadMask).to.equal(true);
      expect(grid.body.dom.querySelector('.x-mask')).to.equal(null);
    });

    it('follows the store the grid is given next, and goes with the grid', () => {
      const grid = remoteGrid();
      const next = made(
        Lib.create('Lib.data.Store', { fields: ['name'], proxy: { type: 'specfake' } }),
      );
      const mask = grid.getView().loadMask;
      grid.reconfigure(next);
      next.load();
      expect(maskOf(grid).veil).to.equal(true);
      grid.destroy();
      expect(mask.isDestroyed).to.equal(true);
    });
  });

  describe('ARIA and DOM', () => {
    it('is a focusable grid with rows, header cells and grid cells', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const dom = view.el.dom;
      expect(dom.getAttribute('role')).to.equal('grid');
      expect(dom.tabIndex).to.equal(0);
      expect(dom.getAttribute('aria-rowcount')).to.equal('5');
      expect(dom.getAttribute('aria-colcount')).to.equal('3');
      expect(dom.getAttribute('aria-labelledby')).to.equal(grid.titleEl.dom.id);
      expect(dom.querySelector('.x-grid-header-row').getAttribute('aria-rowindex')).to.equal('1');
      const rows = view.getNodes();
      expect(rows.map((r: Element) => r.getAttribute('role'))).to.deep.equal([
        'row',
        'row',
        'row',
        'row',
      ]);
      expect(rows.map((r: Element) => r.getAttribute('aria-rowindex'))).to.deep.equal([
        '2',
        '3',
        '4',
        '5',
      ]);
      expect(rows[0].querySelector('.x-grid-cell').getAttribute('role')).to.equal('gridcell');
      expect(rows[0].getAttribute('aria-selected')).to.equal('false');
    });

    it("makes its cells divs (Lib.view.Table.cellTag), or Ext's td cells under 'td'", () => {
      const tags = () =>
        Array.from((made(simpsonsGrid()).getView().getNode(0) as Element).children).map((c) => [
          c.tagName,
          c.getAttribute('role'),
          c.classList.contains('x-grid-cell'),
        ]);
      const Table = Lib.ClassManager.get('Lib.view.Table')!;
      expect(Table.cellTag).to.equal('div');
      expect(tags()[0]).to.deep.equal(['DIV', 'gridcell', true]);
      try {
        Table.cellTag = 'td';
        expect(tags()[0]).to.deep.equal(['TD', 'gridcell', true]);
        Object.assign(Table, { cellTag: 'span' });
        expect(() => made(simpsonsGrid())).to.throw(
          TypeError,
          "[Lib.view.Table.cellTag] the tag must be 'div' or 'td', got 'span'",
        );
      } finally {
        Table.cellTag = 'div';
      }
    });

    it("writes aria-selected 'true' or 'false' whatever an overridden isSelected returns", () => {
      const grid = made(simpsonsGrid());
      const sm = grid.getSelectionModel();
      // An override returning the record (truthy) or undefined, as legacy code may write it.
      sm.isSelected = (record: any) => (sm.selected.contains(record) ? record : undefined);
      const store = grid.getStore();
      sm.select(store.getAt(0));
      const view = grid.getView();
      expect(view.getNode(0).getAttribute('aria-selected')).to.equal('true');
      expect(view.getNode(1).getAttribute('aria-selected')).to.equal('false');
    });

    it('stripes odd rows', () => {
      const view = made(simpsonsGrid()).getView();
      const alt = view.getNodes().map((r: Element) => r.classList.contains('x-grid-row-alt'));
      expect(alt).to.deep.equal([false, true, false, true]);
    });
    it("counts every row of a paged store in aria-rowcount (the store's total, and the header)", () => {
      const data = Array.from({ length: 45 }, (_, i) => ({ name: 'P' + i }));
      const store = Lib.create('Lib.data.Store', {
        fields: ['name'],
        pageSize: 10,
        proxy: { type: 'memory', enablePaging: true, data },
      });
      const grid = made(
        Lib.create('Lib.grid.Panel', {
          store,
          columns: [{ text: 'Name', dataIndex: 'name' }],
          width: 300,
          height: 200,
          renderTo: document.body,
        }),
      );
      const dom = grid.getView().el!.dom;
      store.load();
      expect(store.getCount()).to.equal(10);
      expect(dom.getAttribute('aria-rowcount')).to.equal('46');
      store.loadPage(5);
      expect(store.getCount()).to.equal(5);
      expect(dom.getAttribute('aria-rowcount')).to.equal('46');
      // Filtered locally, the total no longer applies: the rows in view are counted.
      store.filterBy((r: any) => r.get('name') === 'P41');
      expect(dom.getAttribute('aria-rowcount')).to.equal('2');
      store.destroy();
    });
  });

  describe('node lookups', () => {
    it('getNode takes a record, an index or a node inside the row', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const record = grid.getStore().getAt(2);
      const row = view.getNode(record);
      expect(row.tagName).to.equal('TR');
      expect(view.getNode(2)).to.equal(row);
      expect(view.getNode(row.children[1].firstChild)).to.equal(row);
      expect(view.getNode(Lib.get(row))).to.equal(row);
      expect(view.getNode(99)).to.equal(null);
      expect(view.getNode(null)).to.equal(null);
      expect(view.getNode(document.body)).to.equal(null);
    });

    it('getRecord, indexOf and getNodes', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const store = grid.getStore();
      const row = view.getNode(1);
      expect(view.getRecord(row)).to.equal(store.getAt(1));
      expect(view.getRecord(row.children[2])).to.equal(store.getAt(1));
      expect(view.indexOf(row)).to.equal(1);
      expect(view.indexOf(store.getAt(3))).to.equal(3);
      expect(view.indexOf(document.body)).to.equal(-1);
      expect(view.getNodes()).to.have.length(4);
      expect(view.getNodes(1, 2)).to.deep.equal([view.getNode(1), view.getNode(2)]);
    });

    it('getCell gives the cell of a record and column as an Element', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const cell = view.getCell(grid.getStore().getAt(3), grid.columns[1]);
      expect(cell.isElement).to.equal(true);
      expect(cell.dom.textContent).to.equal('marge@simpsons.com');
      expect(view.getCell(grid.getStore().getAt(3), 2).dom.textContent).to.equal('555-222-1254');
    });

    it('getColumnOffsets and getRowTop place overlays over rows and cells', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      expect(
        view.getColumnOffsets().map((o: any) => [o.column.dataIndex, o.left, o.width]),
      ).to.deep.equal([
        ['name', 0, 100],
        ['email', 100, 198],
        ['phone', 298, 100],
      ]);
      expect(view.getRowTop(0)).to.equal(0);
      expect(view.getRowTop(grid.getStore().getAt(2))).to.equal(48);
      expect(view.getRowTop(17)).to.equal(null);
    });
    it('getRowBox gives the box of a row inside body and its top in the viewport', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      expect(view.getRowBox(1)).to.deep.equal({
        top: 24,
        left: 0,
        width: 398,
        height: 24,
        viewTop: 24,
      });
      expect(view.getRowBox(grid.getStore().getAt(3)).top).to.equal(72);
      expect(view.getRowBox(9)).to.equal(null);
      // 200 - 2 (border) - 32 (title) - 28 (header).
      expect(view.getViewportHeight()).to.equal(138);
      expect(view.getVisibleRowCount()).to.equal(5);
    });

    it('getNodeByRecord and refreshNode', () => {
      const renderer = sinon.spy((...args: any[]) => args[0]);
      const grid = made(simpsonsGrid({ columns: [{ text: 'N', dataIndex: 'name', renderer }] }));
      const view = grid.getView();
      const record = grid.getStore().getAt(1);
      expect(view.getNodeByRecord(record)).to.equal(view.getNode(1));
      record.data.name = 'Silent';
      renderer.resetHistory();
      const itemupdate = sinon.spy();
      view.on('itemupdate', itemupdate);
      view.refreshNode(record);
      expect(rowTexts(view.getNode(1))).to.deep.equal(['Silent']);
      expect(renderer.calledOnce).to.equal(true);
      expect(itemupdate.calledOnceWith(record, 1, view.getNode(1))).to.equal(true);
      view.refreshNode(42);
      expect(renderer.calledOnce).to.equal(true);
    });
  });

  describe('following the store', () => {
    it('re-renders only the row of an edited record', () => {
      const renderer = sinon.spy((...args: any[]) => args[0]);
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', renderer },
            { text: 'Email', dataIndex: 'email' },
          ],
        }),
      );
      const view = grid.getView();
      const before = view.getNodes();
      const itemupdate = sinon.spy();
      view.on('itemupdate', itemupdate);
      renderer.resetHistory();
      const record = grid.getStore().getAt(2);
      record.set('email', 'homer@simpsons.com');
      const after = view.getNodes();
      after.forEach((row: Element, i: number) => expect(row).to.equal(before[i]));
      expect(renderer.callCount).to.equal(1);
      expect(renderer.firstCall.args[3]).to.equal(2);
      expect(rowTexts(after[2])).to.deep.equal(['Homer', 'homer@simpsons.com']);
      expect(itemupdate.calledOnceWith(record, 2, after[2])).to.equal(true);
    });

    it('marks the cells of modified fields dirty until committed', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const record = grid.getStore().getAt(0);
      record.set('phone', '555-000-0000');
      const cells = view.getNode(0).children;
      expect(cells[2].classList.contains('x-grid-dirty-cell')).to.equal(true);
      expect(cells[0].classList.contains('x-grid-dirty-cell')).to.equal(false);
      record.commit();
      expect(view.getNode(0).children[2].classList.contains('x-grid-dirty-cell')).to.equal(false);
    });

    it('does not mark dirty cells with markDirty false', () => {
      const grid = made(simpsonsGrid({ viewConfig: { markDirty: false } }));
      grid.getStore().getAt(0).set('phone', '1');
      expect(
        grid.getView().getNode(0).children[2].classList.contains('x-grid-dirty-cell'),
      ).to.equal(false);
    });

    it('adds rows for added records, keeping the other rows', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const before = view.getNodes();
      const itemadd = sinon.spy();
      view.on('itemadd', itemadd);
      const [maggie] = grid
        .getStore()
        .insert(1, [{ name: 'Maggie', email: 'm@s.com', phone: '0' }]);
      const after = view.getNodes();
      expect(firstColumn(view)).to.deep.equal(['Lisa', 'Maggie', 'Bart', 'Homer', 'Marge']);
      expect(after[0]).to.equal(before[0]);
      expect(after.slice(2)).to.deep.equal(before.slice(1));
      expect(after[2].getAttribute('aria-rowindex')).to.equal('4');
      expect(after[2].classList.contains('x-grid-row-alt')).to.equal(false);
      expect(itemadd.calledOnce).to.equal(true);
      expect(itemadd.firstCall.args.slice(0, 3)).to.deep.equal([[maggie], 1, [after[1]]]);
      expect(view.el.dom.getAttribute('aria-rowcount')).to.equal('6');
    });

    it('removes the rows of removed records, keeping the other rows', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const store = grid.getStore();
      const before = view.getNodes();
      const itemremove = sinon.spy();
      view.on('itemremove', itemremove);
      const bart = store.getAt(1);
      store.remove(bart);
      const after = view.getNodes();
      expect(firstColumn(view)).to.deep.equal(['Lisa', 'Homer', 'Marge']);
      expect(after).to.deep.equal([before[0], before[2], before[3]]);
      expect(itemremove.calledOnceWith(bart, 1)).to.equal(true);
      expect(before[1].isConnected).to.equal(false);
    });

    it('renders again on load, sort and filter, firing refresh', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const store = grid.getStore();
      const refresh = sinon.spy();
      view.on('refresh', refresh);
      store.sort('name', 'DESC');
      expect(firstColumn(view)).to.deep.equal(['Marge', 'Lisa', 'Homer', 'Bart']);
      store.filter('name', 'ho');
      expect(firstColumn(view)).to.deep.equal(['Homer']);
      store.clearFilter();
      expect(firstColumn(view)).to.deep.equal(['Marge', 'Lisa', 'Homer', 'Bart']);
      store.loadData([{ name: 'Ned' }, { name: 'Rod' }]);
      // Still sorted by name, descending.
      expect(firstColumn(view)).to.deep.equal(['Rod', 'Ned']);
      expect(refresh.callCount).to.equal(4);
    });

    it('shows nothing after removeAll', () => {
      const grid = made(simpsonsGrid());
      grid.getStore().removeAll();
      expect(grid.getView().getNodes()).to.deep.equal([]);
      expect(grid.getView().el.dom.getAttribute('aria-rowcount')).to.equal('1');
    });

    it('beforerefresh returning false keeps the rows', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      view.on('beforerefresh', () => false);
      grid.getStore().sort('name', 'DESC');
      expect(firstColumn(view)).to.deep.equal(['Lisa', 'Bart', 'Homer', 'Marge']);
    });

    it('bindStore shows another store', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const old = view.getStore();
      const store = Lib.create('Lib.data.Store', { fields: ['name'], data: [{ name: 'Apu' }] });
      view.bindStore(store);
      expect(firstColumn(view)).to.deep.equal(['Apu']);
      old.getAt(0).set('name', 'x');
      expect(firstColumn(view)).to.deep.equal(['Apu']);
      old.destroy();
    });
  });

  describe('cell rendering', () => {
    it("calls renderers with Ext's arguments, scoped to the grid by default", () => {
      let seen: any[] = [];
      let scope: any;
      const grid = made(
        simpsonsGrid({
          columns: [
            {
              text: 'Name',
              dataIndex: 'name',
              renderer(this: any, ...args: any[]) {
                if (args[3] === 1) {
                  seen = args;
                  scope = this;
                }
                return args[0];
              },
            },
          ],
        }),
      );
      const view = grid.getView();
      const store = grid.getStore();
      const [value, meta, record, rowIdx, colIdx, s, v] = seen;
      expect([value, record, rowIdx, colIdx, s, v]).to.deep.equal([
        'Bart',
        store.getAt(1),
        1,
        0,
        store,
        view,
      ]);
      expect(meta).to.include({ tdCls: '', tdAttr: '', style: '', column: grid.columns[0] });
      expect(scope).to.equal(grid);
    });

    it('applies metaData tdCls, style and tdAttr to the cell, dropping handlers', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            {
              text: 'Name',
              dataIndex: 'name',
              renderer: (v: string, meta: any) => {
                if (v === 'Bart') {
                  meta.tdCls = 'brat';
                  meta.style = 'color: red';
                  meta.tdAttr = `data-qtip="Eat &quot;my&quot; shorts" onclick="alert(1)" title='t'`;
                }
                return v;
              },
            },
          ],
        }),
      );
      const td = grid.getView().getNode(1).children[0];
      expect(td.classList.contains('brat')).to.equal(true);
      expect(td.style.color).to.equal('red');
      expect(td.getAttribute('data-qtip')).to.equal('Eat "my" shorts');
      expect(td.getAttribute('title')).to.equal('t');
      expect(td.hasAttribute('onclick')).to.equal(false);
      grid.getStore().getAt(1).set('name', 'Bartholomew');
      expect(td.classList.contains('brat')).to.equal(false);
      expect(td.hasAttribute('data-qtip')).to.equal(false);
      expect(td.style.color).to.equal('');
    });

    it('ends a quoted value at its first closing quote; an encoded value adds no attribute', () => {
      const evil = `x" style="color:red" contenteditable data-a='1`;
      const grid = made(
        simpsonsGrid({
          columns: [
            {
              text: 'Name',
              dataIndex: 'name',
              renderer: (v: string, meta: any) => {
                meta.tdAttr = 'data-qtip="' + Lib.util.Format.htmlEncode(evil) + '" a="x" b=\'y\'';
                return v;
              },
            },
          ],
        }),
      );
      const td = grid.getView().getNode(0).children[0];
      expect(td.getAttribute('data-qtip')).to.equal(evil);
      expect([td.getAttribute('a'), td.getAttribute('b')]).to.deep.equal(['x', 'y']);
      for (const name of ['style', 'contenteditable', 'data-a']) {
        expect(td.hasAttribute(name), name).to.equal(false);
      }
    });

    it('writes markup for columns with encode false and for Column.raw results', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'A', dataIndex: 'name', encode: false, renderer: (v: string) => `<b>${v}</b>` },
            {
              text: 'B',
              dataIndex: 'email',
              renderer: (v: string) => Lib.grid.column.Column.raw(`<i>${v}</i>`),
            },
            { text: 'C', dataIndex: 'phone' },
          ],
        }),
      );
      const row = grid.getView().getNode(0);
      expect(row.children[0].querySelector('b').textContent).to.equal('Lisa');
      expect(row.children[1].querySelector('i').textContent).to.equal('lisa@simpsons.com');
      grid.getStore().getAt(0).set('email', 'plain');
      expect(row.children[1].querySelector('i').textContent).to.equal('plain');
    });

    it('sanitizes the markup of encode false columns and Column.raw results (Lib.dom.Markup)', () => {
      const hostile = (v: string) => `<b>${v}</b><img src=x onerror="f()"><script>f()</script>`;
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'A', dataIndex: 'name', encode: false, renderer: hostile },
            {
              text: 'B',
              dataIndex: 'email',
              renderer: (v: string) => Lib.grid.column.Column.raw(hostile(v)),
            },
          ],
        }),
      );
      const row = grid.getView().getNode(0);
      const inner = (c: number) => row.children[c].innerHTML;
      expect(inner(0)).to.equal('<b>Lisa</b><img src="x">');
      expect(inner(1)).to.equal('<b>lisa@simpsons.com</b><img src="x">');
      grid.getStore().getAt(0).set('name', '<a href="javascript:f()">Liz</a>');
      expect(inner(0)).to.equal('<b><a>Liz</a></b><img src="x">');
    });

    it("shows renderers' strings as sanitized markup under Column.markup 'sanitize', values without one as text", () => {
      const Column = Lib.grid.column.Column;
      Column.markup = 'sanitize';
      try {
        const grid = made(
          simpsonsGrid({
            columns: [
              {
                text: 'A',
                dataIndex: 'name',
                renderer: (v: string) =>
                  `<span style="color: green">${v}</span><img src=x onerror="f()">`,
              },
              { text: 'B', dataIndex: 'email' },
            ],
          }),
        );
        grid.getStore().getAt(0).set('email', '<b>mail</b>');
        const row = grid.getView().getNode(0);
        expect(row.children[0].innerHTML).to.equal(
          '<span style="color: green">Lisa</span><img src="x">',
        );
        expect(row.children[1].textContent).to.equal('<b>mail</b>');
        expect(row.children[1].querySelector('b')).to.equal(null);
      } finally {
        Column.markup = 'text';
      }
      const grid = made(
        simpsonsGrid({
          columns: [{ text: 'A', dataIndex: 'name', renderer: (v: string) => `<i>${v}</i>` }],
        }),
      );
      expect(grid.getView().getNode(0).children[0].textContent).to.equal('<i>Lisa</i>');
    });

    it('refuses a Column.markup mode it does not know', () => {
      expect(() => (Lib.grid.column.Column.markup = 'raw' as 'text')).to.throw(
        TypeError,
        /Column\.markup.*'text' or 'sanitize'.*raw/,
      );
      expect(Lib.grid.column.Column.markup).to.equal('text');
    });

    it('shows emptyCellText for empty values and text for numbers and dates', () => {
      const store = Lib.create('Lib.data.Store', {
        fields: ['a', { name: 'n', type: 'int' }],
        data: [{ a: null, n: 7 }],
      });
      const grid = made(
        simpsonsGrid({
          store,
          columns: [
            { text: 'A', dataIndex: 'a', emptyCellText: '—' },
            { text: 'N', dataIndex: 'n' },
            { text: 'None' },
          ],
        }),
      );
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['—', '7', '']);
    });

    it('adds the getRowClass class', () => {
      const grid = made(
        simpsonsGrid({
          viewConfig: { getRowClass: (r: any) => (r.get('name') === 'Homer' ? 'dad' : '') },
        }),
      );
      const rows = grid.getView().getNodes();
      expect(rows.map((r: Element) => r.classList.contains('dad'))).to.deep.equal([
        false,
        false,
        true,
        false,
      ]);
    });
  });

  describe('pointer tracking', () => {
    it('marks the row under the pointer and fires itemmouseenter/itemmouseleave', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const enter = sinon.spy();
      const leave = sinon.spy();
      grid.on({ itemmouseenter: enter, itemmouseleave: leave });
      const [a, b] = view.getNodes();
      mouse(a.children[0], 'mouseover');
      expect(a.classList.contains('x-grid-row-over')).to.equal(true);
      mouse(a.children[0], 'mouseout', { relatedTarget: b.children[0] });
      mouse(b.children[0], 'mouseover', { relatedTarget: a.children[0] });
      expect(a.classList.contains('x-grid-row-over')).to.equal(false);
      expect(b.classList.contains('x-grid-row-over')).to.equal(true);
      expect(enter.callCount).to.equal(2);
      expect(leave.calledOnce).to.equal(true);
      expect(leave.firstCall.args[1]).to.equal(grid.getStore().getAt(0));
      mouse(b.children[0], 'mouseout', { relatedTarget: document.body });
      expect(b.classList.contains('x-grid-row-over')).to.equal(false);
    });
  });

  describe('deferInitialRefresh', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it('renders the first rows 1 ms after the first layout, then fires viewready', () => {
      const viewready = sinon.spy();
      const grid = made(
        simpsonsGrid({ viewConfig: { deferInitialRefresh: true }, listeners: { viewready } }),
      );
      const view = grid.getView();
      expect(view.getNodes()).to.have.length(0);
      expect(cellWidths(view)).to.have.length(3);
      expect(viewready.callCount).to.equal(0);
      clock.tick(1);
      expect(firstColumn(view)).to.deep.equal(['Lisa', 'Bart', 'Homer', 'Marge']);
      expect(viewready.callCount).to.equal(1);
      clock.tick(100);
      expect(viewready.callCount).to.equal(1);
    });

    it('is off by default: the rows are there once rendered', () => {
      const view = made(simpsonsGrid()).getView();
      expect(view.deferInitialRefresh).to.equal(false);
      expect(view.getNodes()).to.have.length(4);
    });

    it('leaves the rows to a store refresh that comes first', () => {
      const grid = made(simpsonsGrid({ viewConfig: { deferInitialRefresh: true } }));
      const refresh = sinon.spy();
      grid.getView().on('refresh', refresh);
      grid.getStore().sort('name', 'ASC');
      expect(firstColumn(grid.getView())).to.deep.equal(['Bart', 'Homer', 'Lisa', 'Marge']);
      clock.tick(1);
      expect(refresh.callCount).to.equal(1);
    });

    it('renders nothing for a grid destroyed before the timer', () => {
      const grid = simpsonsGrid({ viewConfig: { deferInitialRefresh: true } });
      const view = grid.getView();
      const refresh = sinon.spy(view, 'refresh');
      grid.destroy();
      clock.tick(1);
      expect(refresh.callCount).to.equal(0);
    });
  });

  describe('resized by the page', () => {
    // The page resizes a grid through the view's ResizeObserver; happy-dom has no layout, so
    // the observer is a fake whose callback the spec runs, and the sizes are set by hand.
    const global = globalThis as any;
    let saved: unknown;
    let observed: Array<() => void>;
    beforeEach(() => {
      saved = global.ResizeObserver;
      observed = [];
      global.ResizeObserver = class {
        constructor(callback: () => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      global.ResizeObserver = saved;
    });
    /** A rendered grid over the Simpsons with one flex column, given sizes from `config`. */
    const nameGrid = (config: Record<string, unknown>) =>
      Lib.create('Lib.grid.Panel', {
        store: simpsonsStore(),
        columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
        renderTo: document.body,
        ...config,
      });
    /** Gives `el` the layout size `width` × `height`, as a browser would measure it. */
    const layOut = (el: HTMLElement, width: number, height: number) => {
      Object.defineProperty(el, 'offsetWidth', { configurable: true, get: () => width });
      Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => height });
    };

    it('fires resize on the grid with the new and old sizes, once per change', () => {
      const grid = made(nameGrid({ height: 200 }));
      layOut(grid.el!.dom, 600, 200);
      grid.getView().doLayout();
      const resize = sinon.spy();
      grid.on('resize', resize);
      expect(observed).to.have.length(1);

      observed[0](); // observed, but nothing changed size
      expect(resize.callCount).to.equal(0);
      layOut(grid.el!.dom, 450, 200);
      observed[0]();
      expect(resize.callCount).to.equal(1);
      expect(resize.firstCall.args).to.deep.equal([grid, 450, 200, 600, 200]);
      observed[0]();
      expect(resize.callCount).to.equal(1);
    });

    it('fires nothing more after setSize, which fired its own resize', () => {
      const grid = made(nameGrid({ width: 600, height: 200 }));
      const dom = grid.el!.dom;
      layOut(dom, 600, 200);
      grid.getView().doLayout();
      const resize = sinon.spy();
      grid.on('resize', resize);
      layOut(dom, 400, 300);
      grid.setSize(400, 300);
      observed[0](); // the browser reports the size setSize gave
      expect(resize.callCount).to.equal(1);
      expect(resize.firstCall.args).to.deep.equal([grid, 400, 300, 600, 200]);
    });

    it('fires resize on a view used alone', () => {
      const view = made(
        Lib.widget('tableview', {
          store: simpsonsStore(),
          columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
          height: 150,
          renderTo: document.body,
        }),
      );
      layOut(view.el.dom, 300, 150);
      view.doLayout();
      const resize = sinon.spy();
      view.on('resize', resize);
      layOut(view.el.dom, 250, 150);
      observed[0]();
      expect(resize.firstCall.args).to.deep.equal([view, 250, 150, 300, 150]);
    });

    it('ignores an observation that comes after the grid was destroyed', () => {
      const grid = nameGrid({});
      const resize = sinon.spy();
      grid.on('resize', resize);
      grid.destroy();
      layOut(grid.el?.dom ?? document.createElement('div'), 100, 100);
      expect(() => observed[0]()).not.to.throw();
      expect(resize.callCount).to.equal(0);
    });
  });

  describe('auto height', () => {
    it('grows with the rows up to virtualThreshold rows, then scrolls', () => {
      const store = made(bigStore(30));
      const grid = made(
        Lib.create('Lib.grid.Panel', {
          store,
          columns: [{ text: 'Name', dataIndex: 'name' }],
          viewConfig: { virtualThreshold: 10, bufferRows: 2 },
          renderTo: document.body,
        }),
      );
      const view: any = grid.getView();
      expect(view.el.dom.style.height).to.equal(28 + 10 * 24 + 'px');
      expect(view.getNodes()).to.have.length(13);
      store.removeAt(5, 25);
      expect(view.el.dom.style.height).to.equal(28 + 5 * 24 + 'px');
      expect(view.getNodes()).to.have.length(5);
    });
  });
});
