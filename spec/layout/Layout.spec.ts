import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';

const L = Lib as any;

/** Geometry is CSS (checked in Chromium, e2e): here, the classes and styles layouts set. */
describe('Lib.layout', () => {
  useDom();
  const made: any[] = [];
  const ct = (config: Record<string, any>): any => {
    const c = Lib.create('Lib.container.Container', {
      renderTo: document.body,
      defaultType: 'component',
      ...config,
    });
    made.push(c);
    return c;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });

  describe('creation', () => {
    it('makes a layout from a type, a config or an instance, by the layout.<type> alias', () => {
      expect(ct({}).getLayout()).to.be.instanceOf(L.layout.container.Auto);
      expect(ct({ layout: 'fit' }).getLayout()).to.be.instanceOf(L.layout.container.Fit);
      const hbox = ct({ layout: { type: 'hbox', align: 'stretch' } }).getLayout();
      expect(hbox).to.be.instanceOf(L.layout.container.HBox);
      expect(hbox.align).to.equal('stretch');
      const card = Lib.create('Lib.layout.container.Card', {});
      const owner = ct({ layout: card });
      expect(owner.getLayout()).to.equal(card);
      expect(card.owner).to.equal(owner);
    });

    it('setLayout hands the items over: the old layout takes its styles back, the new one styles them', () => {
      const c = ct({ layout: 'fit', items: [{ itemId: 'a' }] });
      const a = c.getComponent('a');
      const hbox = Lib.create('Lib.layout.container.HBox', {});
      const onAdd = sinon.spy(hbox, 'onAdd');
      c.setLayout(hbox);
      expect(onAdd.calledOnceWith(a, 0)).to.equal(true);
      expect(a.el.hasCls('x-fit-item')).to.equal(false);
      expect(c.el.hasCls('x-layout-fit')).to.equal(false);
      expect(a.el.hasCls('x-box-item')).to.equal(true);
      expect(c.el.hasCls('x-hbox')).to.equal(true);
    });

    it('refuses a layout type Lib does not have, naming it', () => {
      expect(() => ct({ layout: 'tabel' })).to.throw(TypeError, /layout.*'tabel'/);
      expect(() => ct({ layout: { type: 'hbox', align: 'diagonal' } })).to.throw(
        TypeError,
        /align.*'diagonal'/,
      );
    });

    it('warns once about a layout config it does not read', () => {
      const warn = sinon.stub(console, 'warn');
      try {
        ct({ layout: { type: 'vbox', reserveScrollbar: true } });
        ct({ layout: { type: 'vbox', reserveScrollbar: true } });
        const warnings = warn.args.filter((a) => /reserveScrollbar/.test(a[0]));
        expect(warnings).to.have.length(1);
        expect(warnings[0][0]).to.match(/VBox.*no config 'reserveScrollbar'/);
      } finally {
        warn.restore();
      }
    });
  });

  describe('fit', () => {
    it('marks the target and the item; the item is given its height', () => {
      const c = ct({ layout: 'fit', height: 100, items: [{ itemId: 'a', width: 10 }] });
      const a = c.getComponent('a');
      expect(c.el.hasCls('x-layout-fit')).to.equal(true);
      expect(a.el.hasCls('x-fit-item')).to.equal(true);
      expect(a.isFixedHeight()).to.equal(true);
      expect(
        ct({ items: [{ itemId: 'b' }] })
          .getComponent('b')
          .isFixedHeight(),
      ).to.equal(false);
    });

    it('takes its classes back from an item that leaves', () => {
      const c = ct({ layout: 'fit', items: [{ itemId: 'a' }] });
      const a = c.remove('a', false);
      expect(a.el.hasCls('x-fit-item')).to.equal(false);
      a.destroy();
    });

    it('lays a panel body out: the layout target of a panel is its body', () => {
      const panel = Lib.create('Lib.panel.Panel', {
        renderTo: document.body,
        title: 'P',
        layout: 'fit',
        items: { xtype: 'component', html: 'inside' },
      }) as any;
      made.push(panel);
      expect(panel.body.hasCls('x-layout-fit')).to.equal(true);
      expect(panel.items.first().el.dom.parentNode).to.equal(panel.body.dom);
    });
  });

  describe('hbox and vbox', () => {
    it('gives flexed items a share and others their own size', () => {
      const c = ct({
        layout: { type: 'hbox', align: 'middle', pack: 'end', padding: '5 10' },
        items: [
          { itemId: 'a', flex: 1 },
          { itemId: 'b', flex: 2, margin: 3 },
          { itemId: 'c', width: 50 },
        ],
      });
      const style = (id: string) => c.getComponent(id).el.dom.style;
      expect(c.el.hasCls('x-box-layout-ct')).to.equal(true);
      expect(c.el.hasCls('x-hbox')).to.equal(true);
      expect(c.el.dom.style.alignItems).to.equal('center');
      expect(c.el.dom.style.justifyContent).to.equal('flex-end');
      expect(c.el.dom.style.padding).to.equal('5px 10px');
      expect(style('a').flex).to.equal('1 1 0px');
      expect(style('b').flex).to.equal('2 1 0px');
      expect(style('b').margin).to.equal('3px');
      expect(style('c').flex).to.equal('0 0 auto');
      expect(style('c').width).to.equal('50px');
    });

    it('applies defaultMargins and Ext 4.0 margins', () => {
      const c = ct({
        layout: { type: 'vbox', defaultMargins: 4 },
        items: [{ itemId: 'a' }, { itemId: 'b', margins: '1 2 3 4' }, { itemId: 'c', margin: 0 }],
      });
      const margin = (id: string) => c.getComponent(id).el.dom.style.margin;
      expect([margin('a'), margin('b'), margin('c')]).to.deep.equal([
        '4px',
        '1px 2px 3px 4px',
        '0px',
      ]);
    });

    it('stretches across with align stretch; a flexed vbox item gets its height', () => {
      const v = ct({
        layout: { type: 'vbox', align: 'stretch' },
        items: [{ itemId: 'g', flex: 1 }, { itemId: 'h' }],
      });
      expect(v.el.hasCls('x-vbox-stretch')).to.equal(true);
      expect(v.getComponent('g').isFixedHeight()).to.equal(true);
      expect(v.getComponent('h').isFixedHeight()).to.equal(false);
      const h = ct({ layout: { type: 'hbox', align: 'stretch' }, items: [{ itemId: 'x' }] });
      expect(h.el.hasCls('x-hbox-stretch')).to.equal(true);
      expect(h.getComponent('x').isFixedHeight()).to.equal(true);
    });

    it('picks up a flex changed later at the next layout', () => {
      const c = ct({ layout: 'hbox', items: [{ itemId: 'a', flex: 1 }] });
      const a = c.getComponent('a');
      a.flex = 3;
      c.doLayout();
      expect(a.el.dom.style.flex).to.equal('3 1 0px');
    });
  });

  describe('card', () => {
    const cards = (config: Record<string, any> = {}) =>
      ct({
        layout: { type: 'card', ...config },
        items: [{ itemId: 'one' }, { itemId: 'two' }, { itemId: 'three' }],
      });

    it('shows the first item, the others hidden', () => {
      const c = cards();
      const [one, two, three] = c.items.items;
      expect(c.getLayout().getActiveItem()).to.equal(one);
      expect([one.isHidden(), two.isHidden(), three.isHidden()]).to.deep.equal([false, true, true]);
      expect(two.el.hasCls('x-hide-display')).to.equal(true);
    });

    it('starts on activeItem (an index or itemId, on the layout or the container)', () => {
      expect(cards({ activeItem: 2 }).getLayout().getActiveItem().itemId).to.equal('three');
      const c = ct({
        layout: 'card',
        activeItem: 'two',
        items: [{ itemId: 'one' }, { itemId: 'two' }],
      });
      expect(c.getLayout().getActiveItem().itemId).to.equal('two');
      expect(c.getComponent('one').isHidden()).to.equal(true);
    });

    it('switches with setActiveItem, firing the (before)activate/deactivate events', () => {
      const c = cards();
      const [one, two] = c.items.items;
      const events: string[] = [];
      for (const item of [one, two]) {
        for (const name of ['beforeactivate', 'activate', 'beforedeactivate', 'deactivate']) {
          item.on(name, (a: any, b: any) => events.push(`${name} ${a.itemId} ${b?.itemId}`));
        }
      }
      expect(c.getLayout().setActiveItem('two')).to.equal(two);
      expect([one.isHidden(), two.isHidden()]).to.deep.equal([true, false]);
      expect(events).to.deep.equal([
        'beforeactivate two one',
        'beforedeactivate one two',
        'deactivate one two',
        'activate two one',
      ]);
      expect(c.getLayout().setActiveItem(two)).to.equal(false);
    });

    it('lets beforeactivate and beforedeactivate cancel', () => {
      const c = cards();
      c.getComponent('two').on('beforeactivate', () => false);
      expect(c.getLayout().setActiveItem(1)).to.equal(false);
      expect(c.getLayout().getActiveItem().itemId).to.equal('one');
      c.getComponent('one').on('beforedeactivate', () => false);
      expect(c.getLayout().setActiveItem(2)).to.equal(false);
    });

    it('walks with next/prev (wrapping when asked) and adds a config it is given', () => {
      const layout = cards().getLayout();
      expect(layout.next().itemId).to.equal('two');
      expect(layout.next().itemId).to.equal('three');
      expect(layout.getNext()).to.equal(false);
      expect(layout.next(false, true).itemId).to.equal('one');
      expect(layout.prev(false, true).itemId).to.equal('three');
      const added = layout.setActiveItem({ xtype: 'component', itemId: 'four' });
      expect(added.itemId).to.equal('four');
      expect(layout.owner.items.getCount()).to.equal(4);
    });

    it('with deferredRender renders an item when first shown', () => {
      const c = cards({ deferredRender: true });
      const [one, two] = c.items.items;
      expect([one.rendered, two.rendered]).to.deep.equal([true, false]);
      c.getLayout().setActiveItem(two);
      expect(two.rendered).to.equal(true);
      expect(two.el.dom.parentNode).to.equal(c.el.dom);
    });
  });

  describe('anchor, column and form', () => {
    it('anchor: percentages and offsets as CSS widths and heights', () => {
      const c = ct({
        layout: { type: 'anchor', defaultAnchor: '100%' },
        height: 200,
        items: [{ itemId: 'a' }, { itemId: 'b', anchor: '-20 50%' }],
      });
      const style = (id: string) => c.getComponent(id).el.dom.style;
      expect(style('a').width).to.equal('100%');
      expect(style('b').width).to.equal('calc(100% - 20px)');
      expect(style('b').height).to.equal('50%');
      expect(c.getComponent('b').isFixedHeight()).to.equal(true);
      expect(() => ct({ layout: 'anchor', items: [{ anchor: 'right' }] })).to.throw(
        TypeError,
        /anchor.*'right'/,
      );
    });

    it('column: columnWidth shares what the fixed columns leave', () => {
      const c = ct({
        layout: 'column',
        items: [
          { itemId: 'a', width: 120 },
          { itemId: 'b', columnWidth: 0.6 },
          { itemId: 'c', columnWidth: 0.4 },
        ],
      });
      expect(c.el.hasCls('x-column-layout-ct')).to.equal(true);
      expect(c.getComponent('b').el.dom.style.width).to.equal('calc((100% - 120px) * 0.6)');
      expect(c.getComponent('a').el.hasCls('x-column')).to.equal(true);
    });

    it('form: the target and items are marked', () => {
      const c = ct({ layout: 'form', items: [{ xtype: 'textfield', itemId: 'f' }] });
      expect(c.el.hasCls('x-form-layout-ct')).to.equal(true);
      expect(c.getComponent('f').el.hasCls('x-form-layout-item')).to.equal(true);
    });
  });
});
