import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';

describe('Lib.panel.Panel docked items', () => {
  useDom();
  const made: any[] = [];
  const make = (config: Record<string, any> = {}, cls = 'Lib.panel.Panel'): any => {
    const panel = Lib.create(
      cls as 'Lib.panel.Panel',
      { renderTo: document.body, ...config } as any,
    );
    made.push(panel);
    return panel;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  /** The element children of `node` as short names: header, body, wrap, or a docked item's itemId. */
  const order = (panel: any, node: Element = panel.el.dom): string[] =>
    Array.from(node.children).map((child) => {
      if (child === panel.headerEl?.dom) return 'header';
      if (child === panel.body.dom) return 'body';
      if (child === panel.bodyWrap?.dom) return 'wrap';
      return panel.dockedItems.items.find((c: any) => c.el.dom === child)?.getItemId() ?? '?';
    });

  it('docks dockedItems at their sides, top by default, around the body', () => {
    const panel = make({
      title: 'T',
      dockedItems: [
        { xtype: 'toolbar', itemId: 'b1', dock: 'bottom' },
        { xtype: 'toolbar', itemId: 't1' },
        { xtype: 'toolbar', itemId: 'l1', dock: 'left' },
        { xtype: 'toolbar', itemId: 't2', dock: 'top' },
        { xtype: 'toolbar', itemId: 'r1', dock: 'right' },
      ],
    });
    expect(order(panel)).to.deep.equal(['header', 't1', 't2', 'wrap', 'b1']);
    expect(order(panel, panel.bodyWrap.dom)).to.deep.equal(['l1', 'body', 'r1']);
    expect(panel.bodyWrap.hasCls('x-panel-bodywrap')).to.equal(true);
    const t1 = panel.getDockedComponent('t1');
    expect(t1.dock).to.equal('top');
    expect(t1.ownerCt).to.equal(panel);
    expect(t1.el.hasCls('x-docked')).to.equal(true);
    expect(t1.el.hasCls('x-docked-top')).to.equal(true);
    expect(t1.el.hasCls('x-toolbar-docked-top')).to.equal(true);
    expect(panel.getDockedComponent('l1').vertical).to.equal(true);
  });

  it('has no body row without side docks', () => {
    const panel = make({ dockedItems: { xtype: 'toolbar', itemId: 't' } });
    expect(order(panel)).to.deep.equal(['t', 'body']);
    expect(panel.bodyWrap).to.equal(undefined);
  });

  it('makes tbar, bbar, lbar and rbar toolbars from item arrays or toolbar configs', () => {
    const panel = make({
      tbar: [{ text: 'Add', itemId: 'add' }],
      bbar: { items: ['Ready'], itemId: 'status' },
      lbar: [{ text: 'L' }],
      rbar: { xtype: 'toolbar', items: [{ text: 'R' }] },
    });
    const [top, left, right, bottom] = panel.getDockedItems();
    expect([top.dock, left.dock, right.dock, bottom.dock]).to.deep.equal([
      'top',
      'left',
      'right',
      'bottom',
    ]);
    for (const bar of [top, left, right, bottom]) expect(bar.isToolbar).to.equal(true);
    expect(left.vertical && right.vertical).to.equal(true);
    expect(top.vertical || bottom.vertical).to.equal(false);
    expect(top.getComponent('add').getText()).to.equal('Add');
    expect(bottom.getItemId()).to.equal('status');
    expect(panel.tbar).to.equal(null);
    expect(panel.dockedItems.getCount()).to.equal(4);
  });

  it('puts dockedItems before the shorthand toolbars, as Ext does', () => {
    const panel = make({ tbar: ['a'], dockedItems: [{ xtype: 'toolbar', itemId: 'mine' }] });
    expect(panel.getDockedItems()[0].getItemId()).to.equal('mine');
  });

  describe('fbar and buttons', () => {
    it('make a footer toolbar at the bottom, buttons at the right at least 75 px wide', () => {
      const panel = make({ buttons: [{ text: 'OK' }, { text: 'Wide', minWidth: 120 }, 'note'] });
      const footer = panel.getDockedItems()[0];
      expect(footer.dock).to.equal('bottom');
      expect(footer.ui).to.equal('footer');
      expect(footer.el.hasCls('x-toolbar-footer')).to.equal(true);
      expect(footer.getLayout().pack).to.equal('end');
      const [ok, wide, note] = footer.items.items;
      expect(ok.minWidth).to.equal(75);
      // The toolbar's hbox keeps the button's minWidth (it sets min-width along the row).
      expect(ok.el.dom.style.minWidth).to.equal('75px');
      expect(ok.el.hasCls('x-btn-toolbar')).to.equal(false);
      expect(wide.minWidth).to.equal(120);
      expect(note.minWidth).to.equal(undefined);
      expect(panel.buttons).to.equal(null);
    });

    it('follow buttonAlign and minButtonWidth', () => {
      const left = make({ fbar: [{ text: 'A' }], buttonAlign: 'left', minButtonWidth: 50 });
      const bar = left.getDockedItems()[0];
      expect(bar.getLayout().pack).to.equal('start');
      expect(bar.items.first().minWidth).to.equal(50);
      const center = make({ fbar: { items: [{ text: 'A' }] }, buttonAlign: 'center' });
      expect(center.getDockedItems()[0].getLayout().pack).to.equal('center');
    });

    it('refuse an unknown buttonAlign', () => {
      expect(() => Lib.create('Lib.panel.Panel', { buttonAlign: 'middle' } as any)).to.throw(
        TypeError,
        /Lib\.panel\.Panel.*buttonAlign/,
      );
    });
  });

  it('refuses a dock that is not a side', () => {
    expect(() =>
      Lib.create('Lib.panel.Panel', {
        dockedItems: [{ xtype: 'component', dock: 'middle' }],
      } as any),
    ).to.throw(TypeError, /Lib\.panel\.Panel#addDocked.*dock.*'middle'/);
  });

  describe('the component tree', () => {
    it('finds docked items with down and reaches the panel with up', () => {
      const panel = make({
        tbar: [{ text: 'Delete', itemId: 'delete' }],
        items: [{ xtype: 'component', itemId: 'inner' }],
        bbar: ['Ready'],
      });
      const button = panel.down('#delete');
      expect(button.getText()).to.equal('Delete');
      expect(button.up('panel')).to.equal(panel);
      const refs = panel.getRefItems();
      expect(refs.map((c: any) => c.getXType())).to.deep.equal(['toolbar', 'component', 'toolbar']);
      expect(panel.getRefItems(true).map((c: any) => c.getXType())).to.deep.equal([
        'toolbar',
        'button',
        'component',
        'toolbar',
        'tbtext',
      ]);
    });

    it('getDockedItems filters by a selector and by the side of the body', () => {
      const panel = make({ tbar: ['a'], bbar: ['b'], rbar: ['r'] });
      expect(panel.getDockedItems('toolbar[dock="bottom"]').length).to.equal(1);
      expect(panel.getDockedItems(undefined, true).map((c: any) => c.dock)).to.deep.equal(['top']);
      expect(panel.getDockedItems(undefined, false).map((c: any) => c.dock)).to.deep.equal([
        'right',
        'bottom',
      ]);
    });

    it('getDockedComponent takes an itemId, an index or the component', () => {
      const panel = make({ dockedItems: [{ xtype: 'toolbar', itemId: 'a' }] });
      const bar = panel.getDockedComponent('a');
      expect(panel.getDockedComponent(0)).to.equal(bar);
      expect(panel.getDockedComponent(bar)).to.equal(bar);
      expect(panel.getDockedComponent('nope')).to.equal(undefined);
    });
  });

  describe('#addDocked / #removeDocked', () => {
    it('docks after rendering, in place, firing dockedadd', () => {
      const panel = make({ title: 'T', tbar: ['a'] });
      const spy = sinon.spy();
      panel.on('dockedadd', spy);
      const [bar] = panel.addDocked({ xtype: 'toolbar', itemId: 'first', items: ['x'] }, 0);
      expect(spy.calledOnceWith(panel, bar, 0)).to.equal(true);
      expect(bar.rendered).to.equal(true);
      expect(order(panel)[1]).to.equal('first');
      const [left] = panel.addDocked({ xtype: 'toolbar', dock: 'left', itemId: 'l' });
      expect(order(panel, panel.bodyWrap.dom)).to.deep.equal(['l', 'body']);
      expect(left.items.getCount()).to.equal(0);
    });

    it('lays out a docked toolbar given new items', () => {
      const panel = make({ tbar: ['a'] });
      const bar = panel.getDockedItems()[0];
      const button = bar.add({ text: 'New' });
      expect(button.rendered).to.equal(true);
      expect(button.el.dom.parentNode).to.equal(bar.el.dom);
    });

    it('undocks, destroying unless told not to, firing dockedremove', () => {
      const panel = make({ tbar: ['a'], bbar: ['b'] });
      const [top, bottom] = panel.getDockedItems();
      const spy = sinon.spy();
      panel.on('dockedremove', spy);
      expect(panel.removeDocked(top, false)).to.equal(top);
      expect(top.isDestroyed).to.equal(false);
      expect(top.ownerCt).to.equal(undefined);
      expect(top.el.hasCls('x-docked')).to.equal(false);
      expect(panel.el.dom.contains(top.el.dom)).to.equal(false);
      top.destroy();
      panel.removeDocked(bottom);
      expect(bottom.isDestroyed).to.equal(true);
      expect(spy.callCount).to.equal(2);
      expect(panel.dockedItems.getCount()).to.equal(0);
    });

    it('undocks an item destroyed by itself, and destroys the docked items with the panel', () => {
      const panel = make({ tbar: ['a'], bbar: ['b'] });
      const warn = sinon.stub(console, 'warn');
      try {
        const [top, bottom] = panel.getDockedItems();
        top.destroy();
        expect(panel.getDockedItems()).to.deep.equal([bottom]);
        panel.destroy();
        expect(bottom.isDestroyed).to.equal(true);
        expect(warn.called).to.equal(false);
      } finally {
        warn.restore();
      }
    });
  });

  describe('#getBodyHeight without a layout engine', () => {
    it('leaves out the top and bottom docks (configured height, else the theme toolbar height)', () => {
      const panel = make({
        title: 'T',
        height: 300,
        tbar: ['a'],
        dockedItems: [{ xtype: 'component', dock: 'bottom', height: 40 }],
      });
      const toolbar = panel.getDockedItems()[0].defaultHeight;
      expect(toolbar).to.be.above(0);
      expect(panel.getBodyHeight()).to.equal(300 - 2 - 32 - toolbar - 40);
    });

    it('reads no docked item when the body measures (a browser)', () => {
      const panel = make({ height: 300, tbar: ['a'] });
      const getHeight = sinon.spy(panel.getDockedItems()[0], 'getHeight');
      Object.defineProperty(panel.body.dom, 'clientHeight', { value: 120 });
      expect(panel.getBodyHeight()).to.equal(120);
      expect(getHeight.called).to.equal(false);
    });

    it('leaves out the left and right docks from the width', () => {
      const panel = make({
        width: 300,
        dockedItems: [{ xtype: 'component', dock: 'left', width: 50 }],
      });
      expect(panel.getBodyWidth()).to.equal(300 - 2 - 50);
    });
  });

  describe('a grid panel', () => {
    const grid = (config: Record<string, any> = {}) =>
      make(
        {
          height: 300,
          width: 400,
          title: 'Users',
          store: { fields: ['name'], data: [{ name: 'Ann' }] },
          columns: [{ text: 'Name', dataIndex: 'name' }],
          tbar: [{ text: 'Delete', itemId: 'delete' }],
          bbar: ['Page 1'],
          ...config,
        },
        'Lib.grid.Panel',
      );

    it('docks its toolbars around the body holding the view', () => {
      const g = grid();
      expect(order(g)).to.deep.equal([
        'header',
        g.getDockedItems()[0].getItemId(),
        'body',
        g.getDockedItems()[1].getItemId(),
      ]);
      expect(g.body.dom.contains(g.getView().el.dom)).to.equal(true);
    });

    it('finds the toolbar buttons, and orders the tree top dock, header, view, bottom dock', () => {
      const g = grid();
      expect(g.down('#delete').up('grid')).to.equal(g);
      expect(g.getRefItems().map((c: any) => c.getXType())).to.deep.equal([
        'toolbar',
        'headercontainer',
        'gridview',
        'toolbar',
      ]);
    });

    it('gives the view the height the toolbars leave', () => {
      const g = grid();
      const toolbar = g.getDockedItems()[0].defaultHeight;
      expect(g.getBodyHeight()).to.equal(300 - 2 - 32 - 2 * toolbar);
    });
  });
});
