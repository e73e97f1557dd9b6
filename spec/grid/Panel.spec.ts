import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, dblclick, useDom } from '../dom.helpers';
import {
  cellWidths,
  firstColumn,
  rowTexts,
  simpsonsColumns,
  simpsonsData,
  simpsonsGrid,
  simpsonsStore,
  useGridCleanup,
} from './grid.fixtures';

const XSS = '<img src=x onerror=alert(1)>';

describe('Lib.grid.Panel', () => {
  useDom();
  const made = useGridCleanup();

  describe("spec.md's row-editing example, without the plugin", () => {
    let grid: any;

    beforeEach(() => {
      // The example's configuration, verbatim but for the plugin.
      Lib.create('Lib.data.Store', {
        storeId: 'simpsonsStore',
        fields: ['name', 'email', 'phone'],
        data: {
          items: [
            { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' },
            { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234' },
            { name: 'Homer', email: 'home@simpsons.com', phone: '555-222-1244' },
            { name: 'Marge', email: 'marge@simpsons.com', phone: '555-222-1254' },
          ],
        },
        proxy: {
          type: 'memory',
          reader: {
            type: 'json',
            root: 'items',
          },
        },
      });
      grid = made(
        Lib.create('Lib.grid.Panel', {
          title: 'Simpsons',
          store: Lib.data.StoreManager.lookup('simpsonsStore'),
          columns: [
            { header: 'Name', dataIndex: 'name', editor: 'textfield' },
            {
              header: 'Email',
              dataIndex: 'email',
              flex: 1,
              editor: {
                xtype: 'textfield',
                allowBlank: false,
              },
            },
            { header: 'Phone', dataIndex: 'phone' },
          ],
          selType: 'rowmodel',
          height: 200,
          width: 400,
          renderTo: Lib.getBody(),
        }),
      );
    });

    it('renders into the body with its title', () => {
      expect(grid.rendered).to.equal(true);
      expect(document.body.contains(grid.el.dom)).to.equal(true);
      expect(grid.el.dom.querySelector('.x-panel-header-text').textContent).to.equal('Simpsons');
      expect(grid.el.hasCls('x-grid')).to.equal(true);
    });

    it('shows one header per column, in order', () => {
      const headers = Array.from(grid.el.dom.querySelectorAll('.x-column-header')) as Element[];
      expect(headers.map((h) => h.textContent)).to.deep.equal(['Name', 'Email', 'Phone']);
      expect(headers.every((h) => h.getAttribute('role') === 'columnheader')).to.equal(true);
    });

    it('gives the flex column the width the fixed columns leave', () => {
      const [name, email, phone] = grid.headerCt.getGridColumns();
      expect(name.getCellWidth()).to.equal(100);
      expect(phone.getCellWidth()).to.equal(100);
      // 400 wide, less the 1px border on each side, less the two 100px columns.
      expect(email.getCellWidth()).to.equal(198);
      expect(email.el.dom.style.width).to.equal('198px');
      expect(cellWidths(grid.getView())).to.deep.equal(['100px', '198px', '100px']);
    });

    it('renders one row per record, with the values in the columns', () => {
      const rows = grid.getView().getNodes();
      expect(rows).to.have.length(4);
      expect(rowTexts(rows[0])).to.deep.equal(['Lisa', 'lisa@simpsons.com', '555-111-1224']);
      expect(rowTexts(rows[3])).to.deep.equal(['Marge', 'marge@simpsons.com', '555-222-1254']);
      expect(rows[2].classList.contains('x-grid-row')).to.equal(true);
      const cell = rows[1].querySelector('.x-grid-cell') as HTMLElement;
      expect(cell.className).to.contain('x-grid-cell');
      expect(cell.className).to.contain('x-grid-cell-' + grid.columns[0].id);
      // The value right inside the cell (no inner element), which keeps Ext's inner class.
      expect(cell.className).to.contain('x-grid-cell-inner');
      expect(cell.firstElementChild).to.equal(null);
    });

    it('has its rows at once, and the same rows a tick later (legacy code that waits)', async () => {
      const rows = grid.getView().getNodes();
      expect(rows).to.have.length(4);
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(grid.getView().getNodes()).to.deep.equal(rows);
      expect(rows.every((row: Element) => grid.el.dom.contains(row))).to.equal(true);
    });

    it('keeps the editor configs on the columns for the row editor', () => {
      expect(grid.columns[0].editor).to.equal('textfield');
      expect(grid.columns[1].editor).to.deep.equal({ xtype: 'textfield', allowBlank: false });
      expect(grid.columns[2].editor).to.equal(undefined);
    });

    it('uses a row selection model', () => {
      const sm = grid.getSelectionModel();
      expect(sm).to.be.instanceOf(Lib.selection.RowModel);
      click(grid.getView().getNode(2));
      expect(sm.getSelection().map((r: any) => r.get('name'))).to.deep.equal(['Homer']);
    });
  });

  describe('creation', () => {
    it('is created by the xtypes grid and gridpanel, and the alternate Lib.grid.GridPanel', () => {
      const a = made(Lib.widget('grid', { store: simpsonsStore(), columns: simpsonsColumns() }));
      expect(a).to.be.instanceOf(Lib.grid.Panel);
      a.getStore().destroy();
      const b = made(Lib.widget({ xtype: 'gridpanel', store: simpsonsStore() }));
      expect(b).to.be.instanceOf(Lib.grid.Panel);
      expect(Lib.ClassManager.get('Lib.grid.GridPanel')).to.equal(Lib.grid.Panel);
    });

    it('takes the store as an instance, a storeId or a config', () => {
      const store = simpsonsStore();
      const byId = made(Lib.create('Lib.grid.Panel', { store: 'simpsonsStore' }));
      expect(byId.getStore()).to.equal(store);
      const byConfig = made(
        Lib.create('Lib.grid.Panel', { store: { fields: ['a'], data: [{ a: 1 }] } }),
      );
      expect(byConfig.getStore().isStore).to.equal(true);
      expect(byConfig.getStore().getCount()).to.equal(1);
    });

    it('names an unknown storeId, and does not stay registered', () => {
      const before = (Lib as any).ComponentManager.getCount();
      expect(() => Lib.create('Lib.grid.Panel', { store: 'nope' })).to.throw(
        TypeError,
        /Lib\.grid\.Panel.*storeId 'nope'/,
      );
      expect((Lib as any).ComponentManager.getCount()).to.equal(before);
    });

    it('makes an empty store when none is given', () => {
      const grid = made(Lib.create('Lib.grid.Panel', { renderTo: document.body }));
      expect(grid.getStore().getCount()).to.equal(0);
      expect(grid.getView().getNodes()).to.deep.equal([]);
    });

    it('takes columns as {items, defaults}', () => {
      const grid = made(
        Lib.create('Lib.grid.Panel', {
          store: simpsonsStore(),
          columns: { items: simpsonsColumns(), defaults: { sortable: false, width: 120 } },
        }),
      );
      expect(grid.columns.map((c: any) => c.sortable)).to.deep.equal([false, false, false]);
      expect(grid.columns[0].width).to.equal(120);
    });

    it('rejects columns that are neither an array nor {items}', () => {
      expect(() => Lib.create('Lib.grid.Panel', { columns: 'name' as any })).to.throw(
        TypeError,
        /columns must be an array/,
      );
    });

    it('gives access to the columns as grid.columns, headerCt and columnManager', () => {
      const grid = made(simpsonsGrid());
      expect(grid.columns).to.have.length(3);
      expect(grid.headerCt.getGridColumns()).to.deep.equal(grid.columns);
      expect(grid.columnManager.getColumns()).to.deep.equal(grid.columns);
      expect(grid.getColumns()).to.deep.equal(grid.columns);
      grid.columns[1].hide();
      expect(grid.getVisibleColumns().map((c: any) => c.dataIndex)).to.deep.equal([
        'name',
        'phone',
      ]);
      expect(grid.headerCt.getVisibleGridColumns()).to.deep.equal(grid.getVisibleColumns());
      expect(grid.columns[2].up('gridpanel')).to.equal(grid);
    });

    it('getRefItems gives the header container (deep: then its columns) and the view', () => {
      const grid = made(simpsonsGrid());
      const header = grid.getHeaderContainer();
      expect(grid.getRefItems()).to.deep.equal([header, grid.getView()]);
      expect(grid.getRefItems(true)).to.deep.equal([header, ...grid.columns, grid.getView()]);
      expect(header.getRefItems()).to.deep.equal(grid.columns);
      expect(header.getRefItems(true)).to.deep.equal(grid.columns);
      expect(grid.query('gridcolumn')).to.deep.equal(grid.columns);
      expect(grid.down('gridcolumn[dataIndex=email]')).to.equal(grid.columns[1]);
      expect(grid.child('gridview')).to.equal(grid.getView());
      expect(grid.columns[0].nextSibling()).to.equal(grid.columns[1]);
      expect(grid.columns[2].is('grid > headercontainer > gridcolumn')).to.equal(true);
      expect(grid.columns[2].up('grid')).to.equal(grid);
    });

    it('creates the selection model from selModel, selType and multiSelect', () => {
      const a = made(Lib.create('Lib.grid.Panel', { store: simpsonsStore(), multiSelect: true }));
      expect(a.getSelectionModel().getSelectionMode()).to.equal('MULTI');
      a.getStore().destroy();
      const b = made(
        Lib.create('Lib.grid.Panel', { store: simpsonsStore(), selModel: { mode: 'SIMPLE' } }),
      );
      expect(b.getSelectionModel().getSelectionMode()).to.equal('SIMPLE');
      b.getStore().destroy();
      const sm = Lib.create('Lib.selection.RowModel', { mode: 'MULTI' });
      const c = made(Lib.create('Lib.grid.Panel', { store: simpsonsStore(), selModel: sm }));
      expect(c.getSelectionModel()).to.equal(sm);
      expect(sm.view).to.equal(c.getView());
      expect(() =>
        Lib.create('Lib.grid.Panel', { store: 'simpsonsStore', selType: 'spreadsheet' }),
      ).to.throw(/selection\.spreadsheet/);
    });

    it('passes viewConfig and emptyText to the view', () => {
      const getRowClass = () => 'vip';
      const grid = made(
        simpsonsGrid({ emptyText: 'Nobody', viewConfig: { stripeRows: false, getRowClass } }),
      );
      const view = grid.getView();
      expect(view).to.be.instanceOf(Lib.grid.View);
      expect(view.stripeRows).to.equal(false);
      expect(view.emptyText).to.equal('Nobody');
      expect(view.getNode(1).classList.contains('vip')).to.equal(true);
      expect(view.getNode(1).classList.contains('x-grid-row-alt')).to.equal(false);
    });
  });

  describe('plugins and rendering events', () => {
    it('inits plugins with the grid before beforerender, which fires once', () => {
      const order: string[] = [];
      const plugin = {
        init(grid: any) {
          order.push('init');
          expect(grid.rendered).to.equal(false);
          grid.on('beforerender', () => order.push('beforerender'));
        },
      };
      const grid = made(simpsonsGrid({ plugins: [plugin] }));
      expect(order).to.deep.equal(['init', 'beforerender']);
      expect(grid.plugins).to.deep.equal([plugin]);
    });

    it('fires viewready once the rows are rendered', () => {
      const viewready = sinon.spy();
      const grid = made(simpsonsGrid({ listeners: { viewready } }));
      expect(viewready.calledOnceWith(grid)).to.equal(true);
    });

    it('destroys its view, columns and listeners, and leaves the store alone', () => {
      const store = simpsonsStore();
      const grid = simpsonsGrid({ store });
      const columns = grid.columns.slice();
      const view = grid.getView();
      grid.destroy();
      expect(document.body.querySelector('.x-grid')).to.equal(null);
      expect(view.isDestroyed).to.equal(true);
      expect(columns.every((c: any) => c.isDestroyed)).to.equal(true);
      expect(store.isDestroyed).to.not.equal(true);
      expect(store.hasListener('update')).to.equal(false);
      expect(store.hasListener('refresh')).to.equal(false);
      store.destroy();
    });

    it('destroys with it a store it made from a config, and its implicit model', () => {
      const grid = Lib.create('Lib.grid.Panel', {
        store: { fields: ['name'], data: [{ name: 'a' }] },
        columns: [{ text: 'Name', dataIndex: 'name' }],
      });
      const store = grid.getStore();
      const model = Lib.ClassManager.getName(store.model);
      expect(Lib.ClassManager.get(model)).to.equal(store.model);
      grid.destroy();
      expect(store.isDestroyed).to.equal(true);
      expect(Lib.ClassManager.isCreated(model)).to.equal(false);
    });
  });

  describe('seams for a row editor plugin', () => {
    function editorPlugin() {
      const plugin: any = {
        grid: null,
        init(grid: any) {
          plugin.grid = grid;
          const addEditors = () => {
            for (const column of grid.headerCt.getGridColumns()) {
              column.getEditor = () => column.field || column.editor || null;
              column.hasEditor = () => !!(column.field || column.editor);
            }
          };
          grid.on({ beforerender: addEditors, reconfigure: addEditors });
        },
      };
      return plugin;
    }

    it('beforerender and reconfigure let a plugin give every column editor methods', () => {
      const grid = made(
        simpsonsGrid({
          plugins: [editorPlugin()],
          columns: [{ text: 'Name', dataIndex: 'name', editor: 'textfield' }],
        }),
      );
      expect(grid.columns[0].getEditor()).to.equal('textfield');
      grid.reconfigure(null, [
        { text: 'Email', dataIndex: 'email', field: { xtype: 'textfield' } },
        { text: 'Phone', dataIndex: 'phone' },
      ]);
      expect(grid.columns[0].getEditor()).to.deep.equal({ xtype: 'textfield' });
      expect(grid.columns[1].hasEditor()).to.equal(false);
    });

    it('an element placed in the view body at getRowBox sits over the row, aligned with the cells', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const record = grid.getStore().getAt(2);
      const box = view.getRowBox(record);
      const overlay = document.createElement('div');
      overlay.style.position = 'absolute';
      overlay.style.top = box.top + 'px';
      view.body.dom.appendChild(overlay);
      expect(box.top).to.equal(view.getRowTop(view.getNode(record)));
      expect(view.getColumnOffsets().map((o: any) => o.left + o.width)).to.deep.equal([
        100, 298, 398,
      ]);
      expect(box.width).to.equal(398);
      // The overlay is not a row: clicks on it are not item clicks.
      const itemclick = sinon.spy();
      grid.on('itemclick', itemclick);
      click(overlay);
      expect(itemclick.called).to.equal(false);
      expect(view.getNodes()).to.have.length(4);
    });
  });

  describe('HTML encoding', () => {
    it('shows a record value with markup as text', () => {
      const store = simpsonsStore();
      store.getAt(0).set('name', XSS);
      const grid = made(simpsonsGrid({ store }));
      const cell = grid.getView().getNode(0).querySelector('.x-grid-cell-inner');
      expect(cell.textContent).to.equal(XSS);
      expect(cell.querySelector('img')).to.equal(null);
      expect(grid.el.dom.querySelector('img')).to.equal(null);
    });

    it('shows a header and a title with markup as text', () => {
      const grid = made(
        simpsonsGrid({ title: XSS, columns: [{ header: XSS, dataIndex: 'name' }] }),
      );
      expect(grid.el.dom.querySelector('img')).to.equal(null);
      expect(grid.el.dom.querySelector('.x-column-header-text').textContent).to.equal(XSS);
      expect(grid.el.dom.querySelector('.x-panel-header-text').textContent).to.equal(XSS);
    });

    it("shows a renderer's markup as text", () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', renderer: (v: string) => `<b>${v}</b>${XSS}` },
          ],
        }),
      );
      const cell = grid.getView().getNode(0).querySelector('.x-grid-cell-inner');
      expect(cell.textContent).to.equal(`<b>Lisa</b>${XSS}`);
      expect(cell.children).to.have.length(0);
    });

    it('shows an updated value with markup as text', () => {
      const grid = made(simpsonsGrid());
      grid.getStore().getAt(1).set('email', XSS);
      expect(grid.getView().getNode(1).querySelector('img')).to.equal(null);
      expect(rowTexts(grid.getView().getNode(1))[1]).to.equal(XSS);
    });
  });

  describe('events', () => {
    it('fires cellclick and itemclick with Ext JS 4 arguments, cell events first', () => {
      const grid = made(simpsonsGrid());
      const view = grid.getView();
      const order: string[] = [];
      const cellclick = sinon.spy(() => order.push('cellclick'));
      const itemclick = sinon.spy(() => order.push('itemclick'));
      grid.on({ cellclick, itemclick, beforeitemclick: () => order.push('beforeitemclick') });
      const row = view.getNode(2);
      const td = row.children[1];
      click(td.firstChild);
      const record = grid.getStore().getAt(2);
      expect(order).to.deep.equal(['cellclick', 'beforeitemclick', 'itemclick']);
      const [cv, ctd, cellIndex, crecord, ctr, rowIndex, ce] = cellclick.firstCall.args as any[];
      expect([cv, ctd, cellIndex, crecord, ctr, rowIndex]).to.deep.equal([
        view,
        td,
        1,
        record,
        row,
        2,
      ]);
      expect(ce.browserEvent.type).to.equal('click');
      const [iv, irecord, item, index, ie] = itemclick.firstCall.args as any[];
      expect([iv, irecord, item, index]).to.deep.equal([view, record, row, 2]);
      expect(ie.getTarget()).to.equal(td.firstChild);
    });

    it('fires celldblclick and itemdblclick', () => {
      const grid = made(simpsonsGrid());
      const celldblclick = sinon.spy();
      const itemdblclick = sinon.spy();
      grid.on({ celldblclick, itemdblclick });
      dblclick(grid.getView().getNode(3).children[2]);
      expect(celldblclick.calledOnce).to.equal(true);
      expect(celldblclick.firstCall.args[2]).to.equal(2);
      expect(celldblclick.firstCall.args[5]).to.equal(3);
      expect(itemdblclick.firstCall.args[1]).to.equal(grid.getStore().getAt(3));
    });

    it('beforeitemclick returning false stops itemclick and the selection', () => {
      const grid = made(simpsonsGrid());
      const itemclick = sinon.spy();
      grid.on({ beforeitemclick: () => false, beforeitemmousedown: () => false, itemclick });
      click(grid.getView().getNode(0));
      expect(itemclick.called).to.equal(false);
      expect(grid.getSelectionModel().hasSelection()).to.equal(false);
    });

    it('beforecellclick returning false stops the cell and item events', () => {
      const grid = made(simpsonsGrid());
      const cellclick = sinon.spy();
      const itemclick = sinon.spy();
      grid.on({ beforecellclick: () => false, cellclick, itemclick });
      click(grid.getView().getNode(0).children[0]);
      expect(cellclick.called).to.equal(false);
      expect(itemclick.called).to.equal(false);
    });

    it('relays select, deselect and selectionchange with the row model', () => {
      const grid = made(simpsonsGrid());
      const select = sinon.spy();
      const deselect = sinon.spy();
      const selectionchange = sinon.spy();
      grid.on({ select, deselect, selectionchange });
      const sm = grid.getSelectionModel();
      const store = grid.getStore();
      click(grid.getView().getNode(1));
      click(grid.getView().getNode(2));
      expect(select.firstCall.args.slice(0, 3)).to.deep.equal([sm, store.getAt(1), 1]);
      expect(deselect.firstCall.args.slice(0, 3)).to.deep.equal([sm, store.getAt(1), 1]);
      expect(selectionchange.lastCall.args.slice(0, 2)).to.deep.equal([sm, [store.getAt(2)]]);
    });

    it('fires containerclick for a click in the empty area', () => {
      const grid = made(simpsonsGrid());
      const containerclick = sinon.spy();
      const itemclick = sinon.spy();
      grid.on({ containerclick, itemclick });
      click(grid.getView().body.dom);
      expect(containerclick.calledOnce).to.equal(true);
      expect(itemclick.called).to.equal(false);
    });
  });

  describe('header sorting', () => {
    it('sorts locally on a header click, ascending then descending', () => {
      const grid = made(simpsonsGrid());
      const [name] = grid.columns;
      const sortchange = sinon.spy();
      grid.on('sortchange', sortchange);
      click(name.el.dom);
      expect(firstColumn(grid.getView())).to.deep.equal(['Bart', 'Homer', 'Lisa', 'Marge']);
      expect(name.el.hasCls('x-column-header-sort-ASC')).to.equal(true);
      expect(name.el.dom.getAttribute('aria-sort')).to.equal('ascending');
      expect(sortchange.firstCall.args.slice(0, 3)).to.deep.equal([grid.headerCt, name, 'ASC']);
      click(name.el.dom);
      expect(firstColumn(grid.getView())).to.deep.equal(['Marge', 'Lisa', 'Homer', 'Bart']);
      expect(name.el.hasCls('x-column-header-sort-ASC')).to.equal(false);
      expect(name.el.hasCls('x-column-header-sort-DESC')).to.equal(true);
      expect(name.el.dom.getAttribute('aria-sort')).to.equal('descending');
    });

    it('moves the sort mark to the column sorted last', () => {
      const grid = made(simpsonsGrid());
      const [name, email] = grid.columns;
      click(name.el.dom);
      click(email.el.dom);
      expect(name.el.hasCls('x-column-header-sort-ASC')).to.equal(false);
      expect(name.el.dom.getAttribute('aria-sort')).to.equal('none');
      expect(email.el.hasCls('x-column-header-sort-ASC')).to.equal(true);
      expect(grid.getStore().sorters.map((s: any) => s.property)).to.deep.equal(['email']);
    });

    it('sorts on Enter on a focused header', () => {
      const grid = made(simpsonsGrid());
      const phone = grid.columns[2];
      // Focusable (the grid pack, loaded by other specs, makes the first header the Tab stop).
      expect(phone.el.dom.hasAttribute('tabindex')).to.equal(true);
      phone.el.dom.dispatchEvent(
        new (globalThis as any).KeyboardEvent('keydown', {
          key: 'Enter',
          keyCode: 13,
          bubbles: true,
        }),
      );
      expect(phone.sortState).to.equal('ASC');
    });

    it('asks the server with remoteSort', () => {
      const store = Lib.create('Lib.data.Store', {
        fields: ['name'],
        remoteSort: true,
        proxy: { type: 'memory', data: [{ name: 'b' }, { name: 'a' }] },
      });
      const load = sinon.spy(store, 'load');
      const grid = made(simpsonsGrid({ store, columns: [{ text: 'Name', dataIndex: 'name' }] }));
      click(grid.columns[0].el.dom);
      expect(load.calledOnce).to.equal(true);
      expect(store.sorters[0].property).to.equal('name');
      expect(grid.columns[0].sortState).to.equal('ASC');
    });

    it('leaves unsortable columns and grids alone', () => {
      const grid = made(
        simpsonsGrid({ columns: [{ text: 'Name', dataIndex: 'name', sortable: false }] }),
      );
      const headerclick = sinon.spy();
      grid.on('headerclick', headerclick);
      click(grid.columns[0].el.dom);
      expect(headerclick.calledOnce).to.equal(true);
      expect(grid.getStore().sorters).to.have.length(0);
      const other = made(simpsonsGrid({ store: simpsonsStore(), sortableColumns: false }));
      click(other.columns[0].el.dom);
      expect(other.getStore().sorters).to.have.length(0);
    });

    it('shows a sort made through the store', () => {
      const grid = made(simpsonsGrid());
      grid.getStore().sort('phone', 'DESC');
      expect(grid.columns[2].el.hasCls('x-column-header-sort-DESC')).to.equal(true);
    });
  });

  describe('options', () => {
    it('hideHeaders hides the header row', () => {
      const grid = made(simpsonsGrid({ hideHeaders: true }));
      expect(grid.headerCt.el.hasCls('x-hide-display')).to.equal(true);
      expect(grid.getView().getNode(0).getAttribute('aria-rowindex')).to.equal('1');
    });

    it('columnLines and rowLines set classes', () => {
      const grid = made(simpsonsGrid({ columnLines: true }));
      expect(grid.el.hasCls('x-grid-with-col-lines')).to.equal(true);
      expect(grid.el.hasCls('x-grid-with-row-lines')).to.equal(true);
      const other = made(simpsonsGrid({ store: simpsonsStore(), rowLines: false }));
      expect(other.el.hasCls('x-grid-with-row-lines')).to.equal(false);
    });

    it('shows emptyText as text when the store is empty', () => {
      const store = simpsonsStore();
      store.removeAll();
      const grid = made(simpsonsGrid({ store, emptyText: XSS }));
      const empty = grid.getView().emptyEl;
      expect(empty.style.display).to.equal('');
      expect(empty.textContent).to.equal(XSS);
      expect(empty.querySelector('img')).to.equal(null);
      store.loadData([{ name: 'Maggie' }]);
      expect(empty.style.display).to.equal('none');
    });

    it('lays the columns out again when resized', () => {
      const grid = made(simpsonsGrid());
      grid.setWidth(600);
      expect(grid.columns[1].getCellWidth()).to.equal(398);
    });

    it('a grid rendered hidden lays out when shown', () => {
      const grid = made(simpsonsGrid({ hidden: true }));
      grid.show();
      expect(grid.getView().getNodes()).to.have.length(4);
      expect(grid.columns[1].getCellWidth()).to.equal(198);
    });

    it('forceFit shares the whole width in proportion to the widths', () => {
      const grid = made(
        simpsonsGrid({
          forceFit: true,
          columns: [
            { text: 'A', dataIndex: 'name', width: 100 },
            { text: 'B', dataIndex: 'email', width: 300 },
          ],
        }),
      );
      expect(grid.columns.map((c: any) => c.getCellWidth())).to.deep.equal([99, 299]);
    });
  });

  describe('#reconfigure', () => {
    it('shows another store and other columns, firing beforereconfigure and reconfigure', () => {
      const grid = made(simpsonsGrid());
      const oldStore = grid.getStore();
      const oldColumns = grid.columns.slice();
      const store = made(
        Lib.create('Lib.data.Store', {
          fields: ['title'],
          data: [{ title: 'Itchy' }, { title: 'Scratchy' }],
        }),
      );
      const columns = [{ text: 'Title', dataIndex: 'title' }];
      const before = sinon.spy();
      const after = sinon.spy();
      grid.on({ beforereconfigure: before, reconfigure: after });
      grid.reconfigure(store, columns);
      expect(before.firstCall.args.slice(0, 5)).to.deep.equal([
        grid,
        store,
        columns,
        oldStore,
        oldColumns,
      ]);
      expect(after.firstCall.args.slice(0, 5)).to.deep.equal([
        grid,
        store,
        columns,
        oldStore,
        oldColumns,
      ]);
      expect(grid.getStore()).to.equal(store);
      expect(grid.columns.map((c: any) => c.text)).to.deep.equal(['Title']);
      expect(oldColumns.every((c: any) => c.isDestroyed)).to.equal(true);
      expect(firstColumn(grid.getView())).to.deep.equal(['Itchy', 'Scratchy']);
      expect(grid.el.dom.querySelectorAll('.x-column-header')).to.have.length(1);
      oldStore.getAt(0).set('name', 'Changed');
      expect(firstColumn(grid.getView())).to.deep.equal(['Itchy', 'Scratchy']);
      oldStore.destroy();
    });

    it('keeps the store or the columns given as null', () => {
      const grid = made(simpsonsGrid());
      const store = grid.getStore();
      grid.reconfigure(null, [{ text: 'Phone', dataIndex: 'phone' }]);
      expect(grid.getStore()).to.equal(store);
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['555-111-1224']);
      const columns = grid.columns;
      const other = Lib.create('Lib.data.Store', { fields: ['phone'], data: [{ phone: '1' }] });
      grid.reconfigure(other);
      expect(grid.columns).to.equal(columns);
      expect(rowTexts(grid.getView().getNode(0))).to.deep.equal(['1']);
      store.destroy();
    });

    it('is cancelled by beforereconfigure returning false', () => {
      const grid = made(simpsonsGrid());
      const store = grid.getStore();
      grid.on('beforereconfigure', () => false);
      grid.reconfigure(null, [{ text: 'X', dataIndex: 'name' }]);
      expect(grid.getStore()).to.equal(store);
      expect(grid.columns).to.have.length(3);
    });

    it('clears the selection when the store changes', () => {
      const grid = made(simpsonsGrid());
      const old = grid.getStore();
      grid.getSelectionModel().select(0);
      const selectionchange = sinon.spy();
      grid.on('selectionchange', selectionchange);
      grid.reconfigure(
        Lib.create('Lib.data.Store', { fields: ['name'], data: simpsonsData().items }),
      );
      expect(grid.getSelectionModel().getCount()).to.equal(0);
      expect(selectionchange.calledOnce).to.equal(true);
      old.destroy();
    });
  });
});
