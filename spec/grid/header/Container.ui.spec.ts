import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import '../../../packs/grid';
import { click, key, useDom } from '../../dom.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid.fixtures';

/** Dispatches a pointer event (happy-dom: a MouseEvent with the pointer type's name). */
function pointer(node: EventTarget, type: string, clientX: number): void {
  const Ctor = (globalThis as any).PointerEvent || (globalThis as any).MouseEvent;
  node.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, button: 0, clientX }));
}

const visibleNames = (grid: any) =>
  grid.headerCt.getVisibleGridColumns().map((c: any) => c.dataIndex);

describe('Lib.grid.header.Container (grid pack: header interaction)', () => {
  useDom();
  const made = useGridCleanup();

  describe('keyboard', () => {
    it('makes the header row one Tab stop, moved by Left/Right/Home/End', () => {
      const grid = made(simpsonsGrid());
      const [name, email, phone] = grid.columns;
      expect(grid.columns.map((c: any) => c.el.dom.tabIndex)).to.deep.equal([0, -1, -1]);
      name.el.dom.focus();
      key(name.el.dom, 'ArrowRight');
      expect(document.activeElement).to.equal(email.el.dom);
      expect(grid.columns.map((c: any) => c.el.dom.tabIndex)).to.deep.equal([-1, 0, -1]);
      key(email.el.dom, 'End');
      expect(document.activeElement).to.equal(phone.el.dom);
      key(phone.el.dom, 'ArrowRight');
      expect(document.activeElement).to.equal(phone.el.dom);
      key(phone.el.dom, 'Home');
      expect(document.activeElement).to.equal(name.el.dom);
    });

    it('moves a column with Ctrl+Left/Right, firing columnmove', () => {
      const grid = made(simpsonsGrid());
      const moved = sinon.spy();
      grid.on('columnmove', moved);
      const name = grid.columns[0];
      name.el.dom.focus();
      key(name.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(visibleNames(grid)).to.deep.equal(['email', 'name', 'phone']);
      expect(moved.calledOnceWith(grid.headerCt, name, 0, 1)).to.equal(true);
      expect([...grid.headerCt.rowEl.dom.children].map((n: any) => n.textContent)).to.deep.equal([
        'Email',
        'Name',
        'Phone',
      ]);
      const cells = grid.getView().el.dom.querySelector('.x-grid-row').children;
      expect(cells[1].textContent).to.equal('Lisa');
      expect(document.activeElement).to.equal(name.el.dom);
    });

    it('resizes a column by 10 pixels with Shift+Left/Right, within minWidth', () => {
      const grid = made(simpsonsGrid());
      const name = grid.columns[0];
      const resized = sinon.spy();
      grid.on('columnresize', resized);
      key(name.el.dom, 'ArrowRight', { shiftKey: true });
      expect(name.getWidth()).to.equal(110);
      expect(resized.calledWith(grid.headerCt, name, 110)).to.equal(true);
      for (let i = 0; i < 10; i++) key(name.el.dom, 'ArrowLeft', { shiftKey: true });
      expect(name.getWidth()).to.equal(40);
    });

    it('opens the column menu with Alt+Down; Sort Descending sorts', () => {
      const grid = made(simpsonsGrid());
      const email = grid.columns[1];
      const shown = sinon.spy();
      grid.on('menushow', shown);
      key(email.el.dom, 'ArrowDown', { altKey: true });
      const menu = grid.headerCt.menu;
      expect(menu.isVisible()).to.equal(true);
      expect(shown.calledWith(grid.headerCt, email, menu)).to.equal(true);
      expect(email.el.hasCls('x-column-header-open')).to.equal(true);
      expect(email.el.dom.getAttribute('aria-expanded')).to.equal('true');
      click(menu.down('#descItem').el.dom);
      expect(grid.getStore().getAt(0).get('name')).to.equal('Marge');
      expect(email.sortState).to.equal('DESC');
      expect(email.el.hasCls('x-column-header-open')).to.equal(false);
    });
  });

  describe('the column menu', () => {
    it('opens from the trigger without sorting, and hides a column with the Columns submenu', () => {
      const grid = made(simpsonsGrid());
      const phone = grid.columns[2];
      const trigger = phone.el.dom.querySelector('.x-column-header-trigger');
      const hidden = sinon.spy();
      grid.on('columnhide', hidden);
      click(trigger);
      expect(grid.getStore().sorters.length).to.equal(0);
      const menu = grid.headerCt.menu;
      expect(menu.isVisible()).to.equal(true);
      const columnItem = menu.down('#columnItem');
      const checks = columnItem.menu.items.items;
      expect(checks.map((i: any) => i.text)).to.deep.equal(['Name', 'Email', 'Phone']);
      columnItem.menu.show();
      click(checks[2].el.dom);
      expect(phone.hidden).to.equal(true);
      expect(hidden.calledWith(grid.headerCt, phone)).to.equal(true);
      expect(visibleNames(grid)).to.deep.equal(['name', 'email']);
    });

    it('lists only hideable columns; headertriggerclick false keeps the menu closed', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', hideable: false },
            { text: 'Email', dataIndex: 'email', menuText: 'E-mail' },
          ],
        }),
      );
      const email = grid.columns[1];
      grid.on('headertriggerclick', () => false);
      click(email.el.dom.querySelector('.x-column-header-trigger'));
      expect(grid.headerCt.menu).to.equal(undefined);
      grid.headerCt.showMenuBy(email);
      const sub = grid.headerCt.menu.down('#columnItem').menu;
      expect(sub.items.items.map((i: any) => i.text)).to.deep.equal(['E-mail']);
    });

    it('never hides the last visible column', () => {
      const grid = made(simpsonsGrid());
      grid.columns[1].hide();
      grid.columns[2].hide();
      grid.headerCt.showMenuBy(grid.columns[0]);
      const sub = grid.headerCt.menu.down('#columnItem').menu;
      sub.show();
      expect(sub.items.items.map((i: any) => i.disabled)).to.deep.equal([true, false, false]);
    });

    it('has no trigger with menuDisabled, and the sort items are disabled for an unsortable column', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', menuDisabled: true },
            { text: 'Email', dataIndex: 'email', sortable: false },
          ],
        }),
      );
      const [name, email] = grid.columns;
      expect(name.el.dom.querySelector('.x-column-header-trigger')).to.equal(null);
      expect(name.el.dom.hasAttribute('aria-haspopup')).to.equal(false);
      expect(email.el.dom.getAttribute('aria-haspopup')).to.equal('menu');
      grid.headerCt.showMenuBy(email);
      expect(grid.headerCt.menu.down('#ascItem').disabled).to.equal(true);
    });

    it('opens on a right click after headercontextmenu; false keeps it closed', () => {
      const grid = made(simpsonsGrid());
      const stop = sinon.stub().returns(false);
      grid.on('headercontextmenu', stop);
      const contextmenu = () =>
        grid.columns[0].el.dom.dispatchEvent(
          new (globalThis as any).MouseEvent('contextmenu', { bubbles: true, cancelable: true }),
        );
      contextmenu();
      expect(stop.calledOnce).to.equal(true);
      expect(grid.headerCt.menu).to.equal(undefined);
      grid.un('headercontextmenu', stop);
      contextmenu();
      expect(grid.headerCt.menu.isVisible()).to.equal(true);
    });
  });

  describe('multi-column sort', () => {
    it('adds a sorter on Shift+click, up to multiSortLimit, showing each direction', () => {
      const grid = made(simpsonsGrid());
      const store = grid.getStore();
      const [name, email, phone] = grid.columns;
      click(phone.el.dom);
      click(name.el.dom, { shiftKey: true });
      expect(store.sorters.map((s: any) => s.property)).to.deep.equal(['phone', 'name']);
      expect(store.getAt(0).get('name')).to.equal('Lisa');
      expect(store.getAt(1).get('name')).to.equal('Bart');
      expect(phone.el.hasCls('x-column-header-sort-ASC')).to.equal(true);
      expect(name.el.hasCls('x-column-header-sort-ASC')).to.equal(true);
      key(name.el.dom, 'Enter', { shiftKey: true });
      expect(store.sorters.map((s: any) => s.direction)).to.deep.equal(['ASC', 'DESC']);
      expect(name.el.hasCls('x-column-header-sort-DESC')).to.equal(true);
      store.multiSortLimit = 2;
      click(email.el.dom, { shiftKey: true });
      expect(store.sorters.map((s: any) => s.property)).to.deep.equal(['name', 'email']);
      expect(phone.sortState).to.equal(null);
      click(phone.el.dom);
      expect(store.sorters.map((s: any) => s.property)).to.deep.equal(['phone']);
    });
  });

  describe('pointer', () => {
    it('resizes a column by dragging its edge: columnresize fires once', () => {
      const grid = made(simpsonsGrid());
      const name = grid.columns[0];
      const resized = sinon.spy();
      grid.on('columnresize', resized);
      const edge = name.el.dom.querySelector('.x-column-header-resizer');
      pointer(edge, 'pointerdown', 100);
      pointer(document, 'pointermove', 130);
      expect(name.getWidth()).to.equal(130);
      pointer(document, 'pointermove', 150);
      pointer(document, 'pointerup', 150);
      expect(name.getWidth()).to.equal(150);
      expect(resized.calledOnceWith(grid.headerCt, name, 150)).to.equal(true);
      expect(grid.getStore().sorters.length).to.equal(0);
    });

    it('a double click on the edge fits the column (at least its minWidth) without sorting', () => {
      const grid = made(simpsonsGrid());
      const name = grid.columns[0];
      const resized = sinon.spy();
      grid.on('columnresize', resized);
      const edge = name.el.dom.querySelector('.x-column-header-resizer');
      click(edge);
      edge.dispatchEvent(new (globalThis as any).MouseEvent('dblclick', { bubbles: true }));
      // happy-dom measures nothing: the fit is the column's minWidth.
      expect(resized.calledOnceWith(grid.headerCt, name, 40)).to.equal(true);
      expect(grid.getStore().sorters.length).to.equal(0);
    });

    it('keeps a drag within maxWidth; resizable: false has no edge', () => {
      const grid = made(
        simpsonsGrid({
          columns: [
            { text: 'Name', dataIndex: 'name', maxWidth: 120 },
            { text: 'Email', dataIndex: 'email', resizable: false },
          ],
        }),
      );
      const [name, email] = grid.columns;
      pointer(name.el.dom.querySelector('.x-column-header-resizer'), 'pointerdown', 0);
      pointer(document, 'pointermove', 300);
      pointer(document, 'pointerup', 300);
      expect(name.getWidth()).to.equal(120);
      expect(email.el.dom.querySelector('.x-column-header-resizer')).to.equal(null);
    });

    it('moves a column dragged past the other headers to the end, with a drop marker meanwhile', () => {
      const grid = made(simpsonsGrid());
      const name = grid.columns[0];
      const moved = sinon.spy();
      grid.on('columnmove', moved);
      pointer(name.el.dom, 'pointerdown', 10);
      pointer(document, 'pointermove', 12);
      expect(grid.headerCt.el.dom.querySelector('.x-col-move-marker')).to.equal(null);
      pointer(document, 'pointermove', 400);
      expect(grid.headerCt.el.dom.querySelector('.x-col-move-marker')).not.to.equal(null);
      pointer(document, 'pointerup', 400);
      click(name.el.dom);
      expect(visibleNames(grid)).to.deep.equal(['email', 'phone', 'name']);
      expect(moved.calledOnceWith(grid.headerCt, name, 0, 2)).to.equal(true);
      expect(grid.headerCt.el.dom.querySelector('.x-col-move-marker')).to.equal(null);
      // The click ending the drag did not sort.
      expect(grid.getStore().sorters.length).to.equal(0);
    });

    it('does not move columns with enableColumnMove: false', () => {
      const grid = made(simpsonsGrid({ enableColumnMove: false }));
      const name = grid.columns[0];
      key(name.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(visibleNames(grid)).to.deep.equal(['name', 'email', 'phone']);
    });
  });
});

describe('Lib.state (grid pack)', () => {
  useDom();
  const made = useGridCleanup();
  // happy-dom's window has a localStorage; the dom helpers do not make it a global.
  beforeEach(() => ((globalThis as any).localStorage = (window as any).localStorage));
  afterEach(() => {
    Lib.state.Manager.setProvider(Lib.create('Lib.state.Provider'));
    localStorage.clear();
    delete (globalThis as any).localStorage;
  });

  it('keeps values in memory by default and fires statechange', () => {
    const provider = Lib.state.Manager.getProvider();
    const changed = sinon.spy();
    provider.on('statechange', changed);
    Lib.state.Manager.set('a', { b: 1 });
    expect(Lib.state.Manager.get('a')).to.deep.equal({ b: 1 });
    expect(changed.calledWith(provider, 'a', { b: 1 })).to.equal(true);
    Lib.state.Manager.clear('a');
    expect(Lib.state.Manager.get('a', 'none')).to.equal('none');
  });

  it('refuses a provider that is not one', () => {
    expect(() => Lib.state.Manager.setProvider({} as any)).to.throw(
      TypeError,
      /Lib.state.Provider/,
    );
  });

  it('LocalStorageProvider stores JSON under the prefix, reads it back, ignores a broken value', () => {
    const first = Lib.create('Lib.state.LocalStorageProvider');
    first.set('grid', { columns: [] });
    expect(localStorage.getItem('ext-grid')).to.equal('{"columns":[]}');
    localStorage.setItem('ext-bad', '{oops');
    const warn = sinon.stub(console, 'warn');
    try {
      const second = Lib.create('Lib.state.LocalStorageProvider');
      expect(second.get('grid')).to.deep.equal({ columns: [] });
      expect(second.get('bad')).to.equal(undefined);
      expect(warn.calledOnce).to.equal(true);
      second.clear('grid');
      expect(localStorage.getItem('ext-grid')).to.equal(null);
    } finally {
      warn.restore();
    }
  });

  it('CookieProvider stores URI-encoded JSON cookies and reads them back', () => {
    const first = Lib.create('Lib.state.CookieProvider', { prefix: 'lib-spec-' });
    first.set('g', { a: 'x;y' });
    expect(document.cookie).to.contain('lib-spec-g=' + encodeURIComponent('{"a":"x;y"}'));
    expect(Lib.create('Lib.state.CookieProvider', { prefix: 'lib-spec-' }).get('g')).to.deep.equal({
      a: 'x;y',
    });
    first.clear('g');
    expect(document.cookie).not.to.contain('lib-spec-g=');
  });

  it('a stateful grid saves widths, order, visibility and sort, and a new grid restores them', () => {
    const grid = made(simpsonsGrid({ stateful: true, stateId: 'users' }));
    const saved = sinon.spy();
    grid.on('statesave', saved);
    grid.columns[0].setWidth(150);
    grid.headerCt.moveHeader(2, 0);
    grid.headerCt.getColumnByDataIndex('email').hide();
    click(grid.columns[0].el.dom);
    expect(saved.callCount).to.equal(4);
    const state = Lib.state.Manager.get('users') as {
      columns: unknown;
      storeState: { sorters: unknown };
    };
    expect(state.columns).to.deep.equal([
      { id: 'phone', width: 100 },
      { id: 'name', width: 150 },
      { id: 'email', hidden: true },
    ]);
    expect(state.storeState.sorters).to.deep.equal([{ property: 'phone', direction: 'ASC' }]);
    grid.destroy();
    const restored = sinon.spy();
    const again = made(
      simpsonsGrid({ stateful: true, stateId: 'users', listeners: { staterestore: restored } }),
    );
    expect(restored.calledOnce).to.equal(true);
    expect(visibleNames(again)).to.deep.equal(['phone', 'name']);
    expect(again.headerCt.getGridColumns()[1].getWidth()).to.equal(150);
    expect(again.getStore().sorters[0].property).to.equal('phone');
    expect(again.columns[0].el.hasCls('x-column-header-sort-ASC')).to.equal(true);
  });

  it('ignores a broken stored state with a warning; beforestatesave false stops saving', () => {
    Lib.state.Manager.set('users', { columns: 'no' });
    const warn = sinon.stub(console, 'warn');
    let grid: any;
    try {
      grid = made(simpsonsGrid({ stateful: true, stateId: 'users' }));
      expect(warn.calledOnce).to.equal(true);
      expect(String(warn.firstCall.args[0])).to.contain("'users'");
    } finally {
      warn.restore();
    }
    expect(visibleNames(grid)).to.deep.equal(['name', 'email', 'phone']);
    grid.on('beforestatesave', () => false);
    grid.columns[0].setWidth(150);
    expect(Lib.state.Manager.get('users')).to.deep.equal({ columns: 'no' });
  });

  it('keeps no state without a stateId or an id of its own', () => {
    const grid = made(simpsonsGrid({ stateful: true }));
    expect(grid.getStateId()).to.equal(undefined);
    expect(made(simpsonsGrid({ stateful: true, id: 'mine' })).getStateId()).to.equal('mine');
  });
});
