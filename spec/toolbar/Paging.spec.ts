import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';
// The paging toolbar is in the grid pack.
import '../../packs/grid';

describe('Lib.toolbar.Paging', () => {
  useDom();
  const made: any[] = [];
  const data = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: 'n' + (i + 1) }));
  const store = () =>
    Lib.create('Lib.data.Store', {
      fields: ['id', 'name'],
      pageSize: 10,
      proxy: { type: 'memory', data, enablePaging: true },
    } as any) as any;
  const make = (config: Record<string, any> = {}): any => {
    const tb = Lib.create('Lib.toolbar.Paging', { renderTo: document.body, ...config } as any);
    made.push(tb);
    return tb;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const state = (tb: any) => ({
    disabled: ['first', 'prev', 'next', 'last', 'refresh'].filter((id) =>
      tb.getComponent(id).isDisabled(),
    ),
    page: tb.getInputItem().getValue(),
    after: tb.getComponent('afterTextItem').el.dom.textContent,
    info: tb.getComponent('displayItem')?.el.dom.textContent,
  });

  it('is the pagingtoolbar xtype and Lib.PagingToolbar, a toolbar', () => {
    expect(Lib.ClassManager.getByAlias('widget.pagingtoolbar')).to.equal(
      (Lib as any).toolbar.Paging,
    );
    expect((Lib as any).PagingToolbar).to.equal((Lib as any).toolbar.Paging);
    const tb = make();
    expect(tb.isToolbar).to.equal(true);
    expect(
      tb.items.items.map((c: any) => c.getItemId?.()).filter((id: string) => !/-\d+$/.test(id)),
    ).to.deep.equal(['first', 'prev', 'inputItem', 'afterTextItem', 'next', 'last', 'refresh']);
  });

  it('labels its icon buttons with their tooltips', () => {
    const tb = make();
    const first = tb.getComponent('first');
    expect(first.el.dom.getAttribute('data-qtip')).to.equal('First Page');
    expect(first.el.dom.getAttribute('aria-label')).to.equal('First Page');
    expect(first.btnIconEl.hasCls('x-tbar-page-first')).to.equal(true);
  });

  it('shows where a loaded store stands, with displayInfo', () => {
    const s = store();
    s.loadPage(2);
    const tb = make({ store: s, displayInfo: true });
    expect(state(tb)).to.deep.equal({
      disabled: [],
      page: 2,
      after: 'of 3',
      info: 'Displaying 11 - 20 of 25',
    });
    expect(tb.getPageData()).to.deep.equal({
      total: 25,
      currentPage: 2,
      pageCount: 3,
      fromRecord: 11,
      toRecord: 20,
    });
  });

  it('disables what leads nowhere: an empty store, the first and the last page', () => {
    const s = store();
    const tb = make({ store: s, displayInfo: true });
    expect(state(tb)).to.deep.equal({
      disabled: ['first', 'prev', 'next', 'last'],
      page: 0,
      after: 'of 0',
      info: 'No data to display',
    });
    expect(tb.getInputItem().isDisabled()).to.equal(true);
    s.loadPage(1);
    expect(state(tb).disabled).to.deep.equal(['first', 'prev']);
    s.loadPage(3);
    expect(state(tb).disabled).to.deep.equal(['next', 'last']);
    expect(state(tb).info).to.equal('Displaying 21 - 25 of 25');
  });

  it('moves with its buttons, firing beforechange and change', () => {
    const s = store();
    s.loadPage(1);
    const tb = make({ store: s });
    const change = sinon.spy();
    tb.on('change', change);
    click(tb.getComponent('next').el.dom);
    expect(s.currentPage).to.equal(2);
    expect(change.lastCall.args[0]).to.equal(tb);
    expect(change.lastCall.args[1].currentPage).to.equal(2);
    click(tb.getComponent('last').el.dom);
    expect(s.currentPage).to.equal(3);
    click(tb.getComponent('prev').el.dom);
    expect(s.currentPage).to.equal(2);
    click(tb.getComponent('first').el.dom);
    expect(s.currentPage).to.equal(1);
    const load = sinon.spy();
    s.on('load', load);
    click(tb.getComponent('refresh').el.dom);
    expect(load.calledOnce).to.equal(true);
    expect(s.currentPage).to.equal(1);
  });

  it('stays when a beforechange listener returns false', () => {
    const s = store();
    s.loadPage(1);
    const tb = make({ store: s });
    const before = sinon.stub().returns(false);
    tb.on('beforechange', before);
    tb.moveNext();
    expect(before.calledOnceWith(tb, 2)).to.equal(true);
    expect(s.currentPage).to.equal(1);
  });

  it('goes to the page typed in the field at Enter, within the pages there are', () => {
    const s = store();
    s.loadPage(1);
    const tb = make({ store: s });
    const field = tb.getInputItem();
    field.setValue(3);
    key(field.inputEl.dom, 'Enter');
    expect(s.currentPage).to.equal(3);
    field.setValue(99);
    key(field.inputEl.dom, 'Enter');
    expect(s.currentPage).to.equal(3);
    field.setValue(1);
    key(field.inputEl.dom, 'ArrowUp');
    expect(field.getValue()).to.equal(2);
    key(field.inputEl.dom, 'End');
    expect(field.getValue()).to.equal(3);
    key(field.inputEl.dom, 'Home');
    expect(field.getValue()).to.equal(1);
  });

  it('puts its own items after the paging items, or before with prependButtons', () => {
    const after = make({ items: [{ text: 'Export', itemId: 'export' }] });
    expect(after.items.last().getItemId()).to.equal('export');
    const before = make({ prependButtons: true, items: [{ text: 'Export', itemId: 'export' }] });
    expect(before.items.first().getItemId()).to.equal('export');
  });

  it('follows another store after bindStore, none after destroy', () => {
    const a = store();
    const b = store();
    const tb = make({ store: a });
    tb.bindStore(b);
    expect(tb.getStore()).to.equal(b);
    b.loadPage(2);
    expect(tb.getInputItem().getValue()).to.equal(2);
    a.loadPage(3);
    expect(tb.getInputItem().getValue()).to.equal(2);
    made.pop().destroy();
    expect(b.hasListener('load')).to.equal(false);
  });

  it('refuses a store it cannot find', () => {
    expect(() => Lib.create('Lib.toolbar.Paging', { store: 'nope' } as any)).to.throw(
      TypeError,
      /Lib\.toolbar\.Paging.*store/,
    );
  });

  it('docks in a grid as its bbar', () => {
    const s = store();
    s.loadPage(1);
    const grid = Lib.create('Lib.grid.Panel', {
      renderTo: document.body,
      height: 300,
      store: s,
      columns: [{ text: 'Name', dataIndex: 'name' }],
      bbar: { xtype: 'pagingtoolbar', store: s, displayInfo: true },
    } as any) as any;
    made.push(grid);
    const pager = grid.down('pagingtoolbar');
    expect(pager.dock).to.equal('bottom');
    click(pager.getComponent('next').el.dom);
    expect(grid.getView().el.dom.textContent).to.contain('n11');
  });
});
