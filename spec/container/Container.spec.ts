import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';

const L = Lib as any;

describe('Lib.container.Container', () => {
  useDom();
  const made: any[] = [];
  const make = (config: Record<string, any> = {}): any => {
    const ct = Lib.create('Lib.container.Container', config);
    made.push(ct);
    return ct;
  };
  const cmp = (config: Record<string, any> = {}) => ({ xtype: 'component', ...config });
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });

  it('is the container xtype and Lib.Container, a component', () => {
    expect(Lib.ClassManager.getByAlias('widget.container')).to.equal(L.container.Container);
    expect(Lib.ClassManager.get('Lib.Container')).to.equal(L.container.Container);
    const ct = make();
    expect(ct).to.be.instanceOf(L.Component);
    expect(ct.isContainer).to.equal(true);
    expect(ct.getLayout().type).to.equal('auto');
  });

  describe('items', () => {
    it('creates configs by xtype, else defaultType (panel), and keeps components', () => {
      const button = Lib.widget('button', { text: 'B' });
      const ct = make({ items: [cmp({ itemId: 'a' }), { title: 'P' }, button, 'component'] });
      expect(ct.items.getCount()).to.equal(4);
      expect(ct.items.getAt(0).xtype).to.equal('component');
      expect(ct.items.getAt(1)).to.be.instanceOf(L.panel.Panel);
      expect(ct.items.getAt(2)).to.equal(button);
      expect(ct.items.getAt(3).xtype).to.equal('component');
      for (const item of ct.items.items) expect(item.ownerCt).to.equal(ct);
    });

    it('takes one item that is not in an array', () => {
      expect(make({ items: cmp({ itemId: 'only' }) }).items.keys).to.deep.equal(['only']);
    });

    it('fills what items leave unset from defaults (an object or a function)', () => {
      const ct = make({
        defaults: { xtype: 'component', cls: 'd', html: 'x' },
        items: [{ itemId: 'a' }, { itemId: 'b', cls: 'own' }],
      });
      expect(ct.items.getAt(0).cls).to.equal('d');
      expect(ct.items.getAt(1).cls).to.equal('own');
      const fn = sinon.stub().returns({ xtype: 'component', html: 'f' });
      const other = make({ defaults: fn, items: [{ itemId: 'c' }] });
      expect(other.items.getAt(0).html).to.equal('f');
      expect(fn.firstCall.args[0]).to.include({ itemId: 'c' });
    });

    it('reads a string item as the id of an existing component', () => {
      const existing = Lib.widget('component', { id: 'existing-cmp' });
      const ct = make({ items: ['existing-cmp'] });
      expect(ct.items.getAt(0)).to.equal(existing);
    });

    it('has the MixedCollection methods legacy code calls', () => {
      const ct = make({ items: [cmp({ itemId: 'a' }), cmp({ itemId: 'b' }), cmp({ id: 'c-id' })] });
      const items = ct.items;
      expect(items.get('b')).to.equal(items.getAt(1));
      expect(items.get(0)).to.equal(items.first());
      expect(items.getByKey('c-id')).to.equal(items.last());
      expect(items.containsKey('a')).to.equal(true);
      expect(items.indexOf(items.get('b'))).to.equal(1);
      expect(items.findIndexBy((c: any) => c.itemId === 'b')).to.equal(1);
      expect(items.findBy((c: any, key: string) => key === 'c-id')).to.equal(items.last());
      expect(items.filterBy((c: any) => !!c.itemId).keys).to.deep.equal(['a', 'b']);
      const seen: string[] = [];
      items.each((c: any) => {
        seen.push(c.getItemId());
      });
      expect(seen).to.deep.equal(['a', 'b', 'c-id']);
    });

    it('refuses a null item and a bad items/defaults/layout config with a TypeError', () => {
      const ct = make();
      expect(() => ct.add(null)).to.throw(TypeError, /Lib\.container\.Container#add.*item/);
      expect(() => make({ defaults: 5 })).to.throw(TypeError, /'defaults'/);
      expect(() => make({ layout: 5 })).to.throw(TypeError, /'layout'/);
    });
  });

  describe('add, insert, move, remove', () => {
    it('adds at the end or at an index, firing beforeadd and add(ct, item, index)', () => {
      const ct = make({ items: [cmp({ itemId: 'a' })] });
      const events: any[] = [];
      ct.on('beforeadd', (c: any, item: any, index: number) =>
        events.push(['before', item.itemId, index]),
      );
      ct.on('add', (c: any, item: any, index: number) => events.push(['add', item.itemId, index]));
      const b = ct.add(cmp({ itemId: 'b' }));
      expect(b.itemId).to.equal('b');
      const [z] = ct.add(0, [cmp({ itemId: 'z' })]);
      expect(z.itemId).to.equal('z');
      expect(ct.items.keys).to.deep.equal(['z', 'a', 'b']);
      expect(events).to.deep.equal([
        ['before', 'b', 1],
        ['add', 'b', 1],
        ['before', 'z', 0],
        ['add', 'z', 0],
      ]);
      const two = ct.add(cmp({ itemId: 'c' }), cmp({ itemId: 'd' }));
      expect(two.map((c: any) => c.itemId)).to.deep.equal(['c', 'd']);
    });

    it('leaves an item out when beforeadd returns false', () => {
      const ct = make();
      ct.on('beforeadd', () => false);
      ct.add(cmp({ itemId: 'x' }));
      expect(ct.items.getCount()).to.equal(0);
    });

    it('fires added on the item and takes it from its former container', () => {
      const one = make({ items: [cmp({ itemId: 'x' })] });
      const two = make();
      const item = one.getComponent('x');
      const added = sinon.spy();
      const removed = sinon.spy();
      item.on({ added, removed });
      two.add(item);
      expect(one.items.getCount()).to.equal(0);
      expect(item.ownerCt).to.equal(two);
      expect(item.isDestroyed).to.equal(false);
      expect(removed.firstCall.args.slice(0, 2)).to.deep.equal([item, one]);
      expect(added.firstCall.args.slice(0, 3)).to.deep.equal([item, two, 0]);
    });

    it('inserts at an index, and moves a child that is already there', () => {
      const ct = make({ items: [cmp({ itemId: 'a' }), cmp({ itemId: 'b' })] });
      ct.insert(1, cmp({ itemId: 'x' }));
      expect(ct.items.keys).to.deep.equal(['a', 'x', 'b']);
      ct.insert(0, ct.getComponent('b'));
      expect(ct.items.keys).to.deep.equal(['b', 'a', 'x']);
      expect(ct.move(2, 0).itemId).to.equal('x');
      expect(ct.items.keys).to.deep.equal(['x', 'b', 'a']);
      expect(ct.move(9, 0)).to.equal(false);
    });

    it('moves rendered children in the DOM too', () => {
      const ct = make({
        renderTo: document.body,
        items: [cmp({ itemId: 'a' }), cmp({ itemId: 'b' })],
      });
      ct.move(1, 0);
      const ids = [...ct.el.dom.children].map((n: any) => n.id);
      expect(ids).to.deep.equal([ct.getComponent('b').id, ct.getComponent('a').id]);
    });

    it('removes by component, id, itemId or index, destroying unless told not to', () => {
      const ct = make({
        items: [
          cmp({ itemId: 'a' }),
          cmp({ id: 'rm-b' }),
          cmp({ itemId: 'c' }),
          cmp({ itemId: 'd' }),
        ],
      });
      const events: string[] = [];
      ct.on('beforeremove', (c: any, item: any) => events.push('before ' + item.getItemId()));
      ct.on('remove', (c: any, item: any) => events.push('remove ' + item.getItemId()));
      const a = ct.remove('a');
      expect(a.isDestroyed).to.equal(true);
      expect(a.ownerCt).to.equal(undefined);
      const b = ct.remove('rm-b', false);
      expect(b.isDestroyed).to.equal(false);
      b.destroy();
      const c = ct.remove(0);
      expect(c.itemId).to.equal('c');
      ct.remove(ct.getComponent('d'));
      expect(ct.items.getCount()).to.equal(0);
      expect(events).to.deep.equal([
        'before a',
        'remove a',
        'before rm-b',
        'remove rm-b',
        'before c',
        'remove c',
        'before d',
        'remove d',
      ]);
    });

    it('keeps the child when beforeremove returns false; warns about a missing one', () => {
      const ct = make({ items: [cmp({ itemId: 'a' })] });
      ct.on('beforeremove', () => false);
      ct.remove('a');
      expect(ct.items.getCount()).to.equal(1);
      const warn = sinon.stub(console, 'warn');
      try {
        expect(ct.remove('nope')).to.equal(undefined);
        expect(warn.firstCall.args[0]).to.match(/remove.*'nope'/);
      } finally {
        warn.restore();
      }
    });

    it('removeAll removes every child (autoDestroy false keeps them alive)', () => {
      const ct = make({ items: [cmp(), cmp()] });
      const removed = ct.removeAll(false);
      expect(removed).to.have.length(2);
      expect(removed.every((c: any) => !c.isDestroyed && !c.ownerCt)).to.equal(true);
      removed.forEach((c: any) => c.destroy());
      const other = make({ items: [cmp(), cmp()], autoDestroy: false });
      const kept = other.removeAll();
      expect(kept.every((c: any) => !c.isDestroyed)).to.equal(true);
      kept.forEach((c: any) => c.destroy());
    });

    it('a child destroyed by itself leaves its container', () => {
      const ct = make({ items: [cmp({ itemId: 'a' }), cmp({ itemId: 'b' })] });
      ct.getComponent('a').destroy();
      expect(ct.items.keys).to.deep.equal(['b']);
    });

    it('destroys its children with it', () => {
      const ct = make({
        renderTo: document.body,
        items: [cmp(), { xtype: 'container', items: [cmp()] }],
      });
      const all = ct.query();
      ct.destroy();
      made.pop();
      expect(all).to.have.length(3);
      expect(all.every((c: any) => c.isDestroyed)).to.equal(true);
    });

    it('bubbles add and remove to the owner containers', () => {
      const outer = make({ items: [{ xtype: 'container', itemId: 'inner' }] });
      const add = sinon.spy();
      outer.on('add', add);
      const inner = outer.getComponent('inner');
      const item = inner.add(cmp());
      expect(add.calledOnce).to.equal(true);
      expect(add.firstCall.args.slice(0, 2)).to.deep.equal([inner, item]);
    });
  });

  describe('getComponent and the component tree', () => {
    it('finds a child by itemId, id, index or itself', () => {
      const ct = make({ items: [cmp({ itemId: 'a' }), cmp({ id: 'gc-b' })] });
      const [a, b] = ct.items.items;
      expect(ct.getComponent('a')).to.equal(a);
      expect(ct.getComponent('gc-b')).to.equal(b);
      expect(ct.getComponent(1)).to.equal(b);
      expect(ct.getComponent(a)).to.equal(a);
      expect(ct.getComponent('x')).to.equal(undefined);
      expect(ct.getComponent(Lib.widget('component', {}))).to.equal(undefined);
    });

    it('is walked by query, down, child, up and the siblings', () => {
      const ct = make({
        items: [
          { xtype: 'container', itemId: 'left', items: [{ xtype: 'button', itemId: 'delete' }] },
          cmp({ itemId: 'right' }),
        ],
      });
      const button = ct.down('#delete');
      expect(button.xtype).to.equal('button');
      expect(ct.query('button')).to.deep.equal([button]);
      expect(ct.child('#right')).to.equal(ct.getComponent('right'));
      expect(ct.child('#delete')).to.equal(null);
      expect(button.up('container')).to.equal(ct.getComponent('left'));
      expect(button.up('#left').up()).to.equal(ct);
      expect(ct.getComponent('left').nextSibling()).to.equal(ct.getComponent('right'));
      expect(ct.isAncestor(button)).to.equal(true);
      const seen: string[] = [];
      ct.cascade((c: any) => {
        seen.push(c.getItemId());
      });
      expect(seen.slice(1)).to.deep.equal(['left', 'delete', 'right']);
    });
  });

  describe('rendering and layout runs', () => {
    it('renders its items into its element, in order', () => {
      const ct = make({
        renderTo: document.body,
        items: [cmp({ html: 'one' }), cmp({ html: 'two' })],
      });
      expect(ct.el.hasCls('x-container')).to.equal(true);
      expect([...ct.el.dom.children].map((n: any) => n.textContent)).to.deep.equal(['one', 'two']);
      ct.add(1, cmp({ html: 'between' }));
      expect([...ct.el.dom.children].map((n: any) => n.textContent)).to.deep.equal([
        'one',
        'between',
        'two',
      ]);
    });

    it('fires render on the items before afterrender on the container', () => {
      const events: string[] = [];
      make({
        renderTo: document.body,
        listeners: { afterrender: () => events.push('ct afterrender') },
        items: [cmp({ listeners: { render: () => events.push('item render') } })],
      });
      expect(events).to.deep.equal(['item render', 'ct afterrender']);
    });

    it('fires boxready once per component, from the first layout run', () => {
      const ready = sinon.spy();
      const ct = make({
        width: 200,
        height: 100,
        listeners: { boxready: ready },
        items: [cmp({ width: 50, height: 20, listeners: { boxready: ready } })],
      });
      ct.render(document.body);
      expect(ready.callCount).to.equal(2);
      expect(ready.args.map((a) => a.slice(1, 3))).to.deep.equal([
        [200, 100],
        [50, 20],
      ]);
      ct.updateLayout();
      expect(ready.callCount).to.equal(2);
    });

    it('batches runs: one afterlayout for several adds under Lib.batchLayouts', () => {
      const ct = make({ renderTo: document.body });
      const afterlayout = sinon.spy();
      ct.on('afterlayout', afterlayout);
      Lib.batchLayouts(() => {
        ct.add(cmp());
        ct.add(cmp());
        ct.add(cmp());
        expect(afterlayout.callCount).to.equal(0);
      });
      expect(afterlayout.callCount).to.equal(1);
      expect(afterlayout.firstCall.args).to.deep.equal([ct, ct.getLayout()]);
      Lib.suspendLayouts();
      ct.add(cmp());
      Lib.resumeLayouts();
      expect(afterlayout.callCount).to.equal(1);
      ct.doLayout();
      expect(afterlayout.callCount).to.equal(2);
    });

    it('fires resize on an item whose size a run finds changed', () => {
      const ct = make({
        renderTo: document.body,
        items: [cmp({ itemId: 'a', width: 40, height: 10 })],
      });
      const a = ct.getComponent('a');
      const resize = sinon.spy();
      a.on('resize', resize);
      a.setWidth(60);
      expect(resize.firstCall.args.slice(0, 5)).to.deep.equal([a, 60, 10, 40, 10]);
      ct.doLayout();
      expect(resize.callCount).to.equal(1);
    });

    it('renders an item added while rendering, from a listener, at the end of the render', () => {
      const ct = make({
        renderTo: document.body,
        layout: 'hbox',
        items: [
          {
            xtype: 'container',
            itemId: 'inner',
            layout: 'vbox',
            items: [cmp({ html: 'first' })],
            listeners: { afterrender: (c: any) => c.add(cmp({ itemId: 'late', html: 'late' })) },
          },
        ],
      });
      const inner = ct.getComponent('inner');
      const late = inner.getComponent('late');
      expect(late.rendered).to.equal(true);
      expect(late.el.dom.parentNode).to.equal(inner.el.dom);
      expect(late.el.hasCls('x-box-item')).to.equal(true);
    });

    it('renders the items added to a hidden container when it is shown', () => {
      const ct = make({
        renderTo: document.body,
        items: [{ xtype: 'container', itemId: 'inner', hidden: true, items: [cmp()] }],
      });
      const inner = ct.getComponent('inner');
      const added = inner.add(cmp({ html: 'added while hidden' }));
      expect(added.rendered).to.equal(false);
      inner.show();
      expect(added.rendered).to.equal(true);
      expect(added.el.dom.parentNode).to.equal(inner.el.dom);
    });

    it('applies margin and padding (pixels, Ext text or sides)', () => {
      const ct = make({
        renderTo: document.body,
        items: [cmp({ margin: 5, padding: '2 4' }), cmp({ margin: { top: 1, left: 3 } })],
      });
      const [a, b] = ct.items.items.map((c: any) => c.el.dom.style);
      expect([a.margin, a.padding]).to.deep.equal(['5px', '2px 4px']);
      expect(b.margin).to.equal('1px 0px 0px 3px');
      expect(() => make({ items: [cmp({ margin: 'auto' })] })).to.throw(TypeError, /'margin'/);
    });
  });

  describe('disable cascade (as Ext 4.2.1)', () => {
    const fields = () => ({
      items: [
        { xtype: 'textfield', itemId: 'a' },
        {
          xtype: 'container',
          items: [
            { xtype: 'textfield', itemId: 'b' },
            { xtype: 'button', itemId: 'c' },
          ],
        },
        cmp({ itemId: 'd' }),
      ],
    });
    const states = (ct: any) => ['a', 'b', 'c', 'd'].map((id) => ct.down('#' + id).disabled);

    it('disabling a container disables the fields and buttons below it; enabling re-enables them', () => {
      const ct = make({ renderTo: document.body, ...fields() });
      const listener = sinon.spy();
      ct.down('#b').on('disable', listener);
      ct.disable();
      expect(states(ct)).to.deep.equal([true, true, true, false]);
      expect(listener.calledOnce).to.equal(true);
      expect(ct.down('#b').el.hasCls('x-item-disabled')).to.equal(true);
      ct.enable();
      expect(states(ct)).to.deep.equal([false, false, false, false]);
      expect(ct.down('#b').el.hasCls('x-item-disabled')).to.equal(false);
    });

    it('keeps an item disabled on its own disabled, and leaves out resetDisable: false', () => {
      const ct = make(fields());
      ct.down('#a').disable();
      ct.down('#c').resetDisable = false;
      ct.disable();
      expect(states(ct)).to.deep.equal([true, true, false, false]);
      ct.enable();
      expect(states(ct)).to.deep.equal([true, false, false, false]);
    });

    it('an item disabled again on its own while the container is disabled stays disabled', () => {
      const ct = make(fields());
      ct.disable();
      ct.down('#b').disable();
      ct.enable();
      expect(states(ct)).to.deep.equal([false, true, false, false]);
    });

    it('disabling a toolbar disables all its items', () => {
      const tb = make({ items: [{ xtype: 'toolbar', items: ['text', { text: 'B' }] }] }).down(
        'toolbar',
      );
      tb.up().disable();
      expect(tb.items.getRange().map((c: any) => c.disabled)).to.deep.equal([false, true]);
      tb.disable();
      expect(tb.items.getRange().map((c: any) => c.disabled)).to.deep.equal([true, true]);
      tb.enable();
      expect(tb.items.getRange().map((c: any) => c.disabled)).to.deep.equal([false, false]);
    });

    it('a container configured disabled disables its fields as it renders', () => {
      const ct = make({ disabled: true, ...fields() });
      expect(states(ct)).to.deep.equal([false, false, false, false]);
      ct.render(document.body);
      expect(states(ct)).to.deep.equal([true, true, true, false]);
      ct.enable();
      expect(states(ct)).to.deep.equal([false, false, false, false]);
    });
  });
});

describe('Lib.container.Viewport', () => {
  useDom();

  it('renders into the body, marks the page and follows window resizes', () => {
    const viewport: any = Lib.create('Lib.container.Viewport', {
      layout: 'fit',
      items: { xtype: 'component', html: 'app' },
    });
    try {
      expect(viewport.el.dom.parentNode).to.equal(document.body);
      expect(document.documentElement.classList.contains('x-viewport')).to.equal(true);
      expect(viewport.el.hasCls('x-viewport-ct')).to.equal(true);
      expect(viewport.el.dom.getAttribute('role')).to.equal('application');
      const afterlayout = sinon.spy();
      viewport.on('afterlayout', afterlayout);
      window.dispatchEvent(new Event('resize'));
      expect(afterlayout.callCount).to.equal(1);
    } finally {
      viewport.destroy();
    }
    expect(document.body.classList.contains('x-viewport')).to.equal(false);
    window.dispatchEvent(new Event('resize'));
  });
});
