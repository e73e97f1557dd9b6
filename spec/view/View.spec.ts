import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { DataView } from '../../classes/view/View';
import { DataViewModel } from '../../classes/selection/DataViewModel';
import type { Store } from '../../classes/data/Store';
import type { Model } from '../../classes/data/Model';
import type { XTemplate } from '../../classes/XTemplate';
import '../../classes/data/Store';
import { click, dblclick, key, mouse } from '../dom.helpers';
import { useFields } from '../form/form.helpers';
import { defineFakeProxy, respond, undefineFakeProxy, type FakeProxy } from '../data/Store.fakes';

/** A rendered view: its element is there. */
type Shown = DataView & { el: NonNullable<DataView['el']> };

/** An item node with Ext's expandos. */
type Item = HTMLElement & { viewIndex: number; boundView: string };

const PEOPLE = [
  { id: 1, name: 'Ann', age: 31 },
  { id: 2, name: 'Bob', age: 42 },
  { id: 3, name: 'Cy', age: 27 },
];

describe('Lib.view.View', () => {
  const { make } = useFields();

  function store(data: object[] = PEOPLE): Store {
    return Lib.create('Lib.data.Store', { fields: ['id', 'name', 'age'], data }) as Store;
  }

  /** A view in the page over `PEOPLE` (or `config.store`), items `div.person`. */
  function view(config: Record<string, unknown> = {}): Shown {
    return make('Lib.view.View', {
      renderTo: document.body,
      store: store(),
      tpl: '<tpl for="."><div class="person">{name}<b>{age}</b></div></tpl>',
      itemSelector: 'div.person',
      ...config,
    });
  }

  const texts = (v: DataView) => v.getNodes().map((n: HTMLElement) => n.textContent);
  const selectedNames = (v: DataView) =>
    v
      .getSelectionModel()
      .getSelection()
      .map((r: Model) => r.get('name'));

  it('is the dataview xtype, with the alternate name Lib.DataView', () => {
    expect(Lib.ClassManager.getByAlias('widget.dataview')).to.equal(DataView);
    expect(Lib.ClassManager.get('Lib.DataView')).to.equal(DataView);
    expect(Lib.ClassManager.getByAlias('selection.dataviewmodel')).to.equal(DataViewModel);
  });

  it('renders the template over the records and finds each item with itemSelector', () => {
    const v = view();
    expect(texts(v)).to.deep.equal(['Ann31', 'Bob42', 'Cy27']);
    expect(v.el.dom.querySelectorAll('div.person b').length).to.equal(3);
    expect(v.all.getCount()).to.equal(3);
    expect(v.getNode(1)).to.equal(v.all.elements[1]);
    expect(v.getNode(v.store.getAt(2))).to.equal(v.all.elements[2]);
    expect(v.getRecord(v.all.elements[1])?.get('name')).to.equal('Bob');
    // A node inside an item is not an item.
    expect(v.indexOf(v.all.elements[2])).to.equal(2);
    expect(v.findItemByChild(v.el.dom.querySelector('b'))).to.equal(v.all.elements[0]);
    expect(v.getNodes(1, 2).length).to.equal(2);
    expect(v.getRecords(v.getNodes(0, 1)).map((r: Model) => r.get('id'))).to.deep.equal([1, 2]);
    // Ext's expandos, which drag-and-drop code reads.
    expect((v.all.elements[2] as Item).viewIndex).to.equal(2);
    expect((v.all.elements[2] as Item).boundView).to.equal(v.id);
  });

  it('sanitizes the markup the template makes', () => {
    const v = view({
      store: store([{ id: 1, name: '<img src="x" onerror="alert(1)">', age: 1 }]),
    });
    const img = v.el.dom.querySelector('img');
    expect(img).to.not.equal(null);
    expect(img?.hasAttribute('onerror')).to.equal(false);
  });

  it('wraps an itemTpl in x-dataview-item divs and selects those by default', () => {
    const tpl = new (Lib as unknown as { XTemplate: typeof XTemplate }).XTemplate(
      '{name:this.shout}',
      {
        shout: (s: string) => s.toUpperCase(),
      },
    );
    const v = view({ tpl: undefined, itemSelector: undefined, itemTpl: tpl });
    expect(v.itemSelector).to.equal('.x-dataview-item');
    expect(texts(v)).to.deep.equal(['ANN', 'BOB', 'CY']);
    const strings = view({
      tpl: undefined,
      itemSelector: undefined,
      itemTpl: ['<i>', '{name}', '</i>'],
    });
    expect(strings.el.dom.querySelectorAll('.x-dataview-item > i').length).to.equal(3);
  });

  it('refuses a view without a tpl or an itemSelector, naming what is missing', () => {
    expect(() => Lib.create('Lib.view.View', { store: store(), tpl: '<p></p>' })).to.throw(
      /Lib\.view\.View.*needs both a tpl \(or an itemTpl\) and an itemSelector/,
    );
  });

  it('is a listbox in the tab order whose items are options, marked selected', () => {
    const v = view({ multiSelect: true });
    const dom = v.el.dom;
    expect(dom.getAttribute('role')).to.equal('listbox');
    expect(dom.getAttribute('tabindex')).to.equal('0');
    expect(dom.getAttribute('aria-multiselectable')).to.equal('true');
    expect(v.all.elements.map((n: HTMLElement) => n.getAttribute('role'))).to.deep.equal([
      'option',
      'option',
      'option',
    ]);
    v.getSelectionModel().select(1);
    const [, second] = v.all.elements;
    expect(second.getAttribute('aria-selected')).to.equal('true');
    expect(second.classList.contains('x-item-selected')).to.equal(true);
    expect(v.all.elements[0].getAttribute('aria-selected')).to.equal('false');
    expect(view().el.dom.hasAttribute('aria-multiselectable')).to.equal(false);
  });

  describe('events', () => {
    it('fires item events with (view, record, item, index, e), each after its before event', () => {
      const v = view();
      const calls: string[] = [];
      for (const name of ['click', 'dblclick', 'mousedown', 'contextmenu']) {
        v.on('beforeitem' + name, () => calls.push('beforeitem' + name));
        v.on(
          'item' + name,
          (view: DataView, record: Model, item: HTMLElement, index: number, e: Event) => {
            expect(view).to.equal(v);
            expect(item).to.equal(v.all.elements[index]);
            expect(e.type).to.equal(name);
            calls.push(`item${name} ${record.get('name')} ${index}`);
          },
        );
      }
      const bold = v.all.elements[1].querySelector('b');
      mouse(bold, 'mousedown');
      mouse(bold, 'click');
      mouse(bold, 'dblclick');
      mouse(bold, 'contextmenu');
      expect(calls).to.deep.equal([
        'beforeitemmousedown',
        'itemmousedown Bob 1',
        'beforeitemclick',
        'itemclick Bob 1',
        'beforeitemdblclick',
        'itemdblclick Bob 1',
        'beforeitemcontextmenu',
        'itemcontextmenu Bob 1',
      ]);
    });

    it('fires container events on the empty area; a false before event cancels', () => {
      const v = view();
      const container = sinon.spy();
      v.on('containerclick', container);
      mouse(v.el.dom, 'click');
      expect(container.calledOnceWith(v)).to.equal(true);
      const item = sinon.spy();
      v.on('beforeitemclick', () => false);
      v.on('itemclick', item);
      click(v.all.elements[0]);
      expect(item.called).to.equal(false);
      // The cancelled click did not select either.
      expect(selectedNames(v)).to.deep.equal([]);
    });

    it('fires itemmouseenter and itemmouseleave, and highlights with overItemCls', () => {
      const v = view({ overItemCls: 'x-item-over' });
      expect(v.trackOver).to.equal(true);
      const events: string[] = [];
      v.on('itemmouseenter', (_v: DataView, r: Model) => events.push('enter ' + r.get('name')));
      v.on('itemmouseleave', (_v: DataView, r: Model) => events.push('leave ' + r.get('name')));
      v.on('highlightitem', () => events.push('highlight'));
      const [first, second] = v.all.elements;
      mouse(first.querySelector('b'), 'mouseover');
      expect(first.classList.contains('x-item-over')).to.equal(true);
      // Moving within the item is no new enter.
      mouse(first, 'mouseover');
      mouse(first.querySelector('b'), 'mouseout', { relatedTarget: second });
      mouse(second, 'mouseover');
      expect(first.classList.contains('x-item-over')).to.equal(false);
      expect(second.classList.contains('x-item-over')).to.equal(true);
      mouse(second, 'mouseout', { relatedTarget: document.body });
      expect(second.classList.contains('x-item-over')).to.equal(false);
      expect(events).to.deep.equal([
        'highlight',
        'enter Ann',
        'leave Ann',
        'highlight',
        'enter Bob',
        'leave Bob',
      ]);
    });
  });

  describe('selection', () => {
    it('selects a clicked item; a click on the empty area deselects all', () => {
      const v = view();
      const changes = sinon.spy();
      v.on('selectionchange', changes);
      click(v.all.elements[2]);
      expect(selectedNames(v)).to.deep.equal(['Cy']);
      expect(v.getSelectedNodes()).to.deep.equal([v.all.elements[2]]);
      expect(changes.lastCall.args[1].map((r: Model) => r.get('name'))).to.deep.equal(['Cy']);
      click(v.all.elements[0]);
      expect(selectedNames(v)).to.deep.equal(['Ann']);
      click(v.el.dom);
      expect(selectedNames(v)).to.deep.equal([]);
      expect(v.all.elements[0].classList.contains('x-item-selected')).to.equal(false);
    });

    it('selects more with Ctrl and Shift in MULTI mode, toggles in SIMPLE mode', () => {
      const multi = view({ multiSelect: true });
      click(multi.all.elements[0]);
      click(multi.all.elements[2], { ctrlKey: true });
      expect(selectedNames(multi)).to.deep.equal(['Ann', 'Cy']);
      click(multi.all.elements[1]);
      click(multi.all.elements[2], { shiftKey: true });
      expect(selectedNames(multi)).to.deep.equal(['Bob', 'Cy']);
      const simple = view({ simpleSelect: true });
      click(simple.all.elements[0]);
      click(simple.all.elements[1]);
      click(simple.all.elements[0]);
      expect(selectedNames(simple)).to.deep.equal(['Bob']);
      expect(simple.getSelectionCount()).to.equal(1);
      simple.clearSelections();
      expect(simple.getSelectedRecords()).to.deep.equal([]);
    });

    it('relays the selection model events and selects nothing with disableSelection', () => {
      const v = view();
      const select = sinon.spy();
      v.on('select', select);
      v.select(1);
      expect(select.calledOnce).to.equal(true);
      expect(select.firstCall.args[1].get('name')).to.equal('Bob');
      expect(v.isSelected(v.all.elements[1])).to.equal(true);
      const locked = view({ disableSelection: true });
      click(locked.all.elements[0]);
      expect(selectedNames(locked)).to.deep.equal([]);
    });

    it('moves the selection with the arrow keys, wrapping around', () => {
      const v = view();
      const dom = v.el.dom;
      key(dom, 'ArrowDown');
      expect(selectedNames(v)).to.deep.equal(['Ann']);
      key(dom, 'ArrowRight');
      expect(selectedNames(v)).to.deep.equal(['Bob']);
      // The focused item is the active descendant.
      expect(dom.getAttribute('aria-activedescendant')).to.equal(v.all.elements[1].id);
      expect(v.all.elements[1].classList.contains('x-item-focused')).to.equal(true);
      key(dom, 'ArrowLeft');
      key(dom, 'ArrowUp');
      expect(selectedNames(v)).to.deep.equal(['Cy']);
      key(dom, 'ArrowDown');
      expect(selectedNames(v)).to.deep.equal(['Ann']);
      // The key event reached the focused item's listeners first.
      const keydown = sinon.spy();
      v.on('itemkeydown', keydown);
      key(dom, 'ArrowDown');
      expect(keydown.firstCall.args[1].get('name')).to.equal('Ann');
    });

    it('leaves the keys alone with enableKeyNav: false', () => {
      const v = view({ selModel: { enableKeyNav: false } });
      key(v.el.dom, 'ArrowDown');
      expect(selectedNames(v)).to.deep.equal([]);
    });
  });

  describe('following the store', () => {
    it('renders added records in place, firing itemadd', () => {
      const v = view();
      const added = sinon.spy();
      v.on('itemadd', added);
      v.store.insert(1, { id: 4, name: 'Di', age: 50 });
      expect(texts(v)).to.deep.equal(['Ann31', 'Di50', 'Bob42', 'Cy27']);
      expect(added.firstCall.args[1]).to.equal(1);
      expect(added.firstCall.args[2]).to.deep.equal([v.all.elements[1]]);
      v.store.add({ id: 5, name: 'Ed', age: 5 });
      expect(texts(v)[4]).to.equal('Ed5');
      // Several at the end (and in the middle) keep their order.
      v.store.add([
        { id: 6, name: 'Fay', age: 6 },
        { id: 7, name: 'Gil', age: 7 },
      ]);
      v.store.insert(0, [
        { id: 8, name: 'Hu', age: 8 },
        { id: 9, name: 'Ivy', age: 9 },
      ]);
      expect(texts(v)).to.deep.equal([
        'Hu8',
        'Ivy9',
        'Ann31',
        'Di50',
        'Bob42',
        'Cy27',
        'Ed5',
        'Fay6',
        'Gil7',
      ]);
      v.store.remove(v.store.getRange().filter((r) => (r.get('id') as number) > 5));
      expect(texts(v)).to.deep.equal(['Ann31', 'Di50', 'Bob42', 'Cy27', 'Ed5']);
      expect(v.getRecord(v.all.elements[4])?.get('name')).to.equal('Ed');
      expect(v.all.elements.map((n) => (n as Item).viewIndex)).to.deep.equal([0, 1, 2, 3, 4]);
    });

    it('removes the nodes of removed records, firing itemremove, keeping the selection', () => {
      const v = view({ multiSelect: true });
      v.select([0, 2]);
      const removed = sinon.spy();
      v.on('itemremove', removed);
      v.store.removeAt(1);
      expect(texts(v)).to.deep.equal(['Ann31', 'Cy27']);
      expect(removed.firstCall.args.slice(0, 2)).to.deep.equal([removed.firstCall.args[0], 1]);
      expect(removed.firstCall.args[0].get('name')).to.equal('Bob');
      expect(v.getSelectedNodes()).to.deep.equal(v.all.elements);
    });

    it('renders an updated record again, keeping it selected', () => {
      const v = view();
      v.select(1);
      const updated = sinon.spy();
      v.on('itemupdate', updated);
      v.store.getAt(1)!.set('name', 'Rob');
      expect(texts(v)).to.deep.equal(['Ann31', 'Rob42', 'Cy27']);
      expect(updated.firstCall.args[2]).to.equal(v.all.elements[1]);
      expect(v.all.elements[1].classList.contains('x-item-selected')).to.equal(true);
    });

    it('renders again on a sort or a load, firing beforerefresh (false cancels) and refresh', () => {
      const v = view();
      const refresh = sinon.spy();
      v.on('refresh', refresh);
      v.store.sort('name', 'DESC');
      expect(texts(v)).to.deep.equal(['Cy27', 'Bob42', 'Ann31']);
      expect(refresh.calledOnceWith(v)).to.equal(true);
      v.on('beforerefresh', () => false);
      v.store.sort('name', 'ASC');
      expect(texts(v)).to.deep.equal(['Cy27', 'Bob42', 'Ann31']);
    });

    it('does not follow store refreshes with blockRefresh', () => {
      const v = view({ blockRefresh: true });
      v.store.sort('name', 'DESC');
      expect(texts(v)).to.deep.equal(['Ann31', 'Bob42', 'Cy27']);
    });

    it('shows emptyText (sanitized markup) once the store is empty after the first refresh', () => {
      const v = view({
        store: store([]),
        emptyText: '<p class="none">Nobody<script>x()</script></p>',
      });
      // deferEmptyText: not on the first refresh.
      expect(v.el.dom.textContent).to.equal('');
      v.refresh();
      expect(v.el.dom.querySelector('p.none')?.textContent).to.equal('Nobody');
      expect(v.el.dom.querySelector('script')).to.equal(null);
      expect(v.all.getCount()).to.equal(0);
      const at = view({ store: store([]), emptyText: 'None', deferEmptyText: false });
      expect(at.el.dom.textContent).to.equal('None');
      at.store.add({ id: 9, name: 'Zed', age: 1 });
      expect(texts(at)).to.deep.equal(['Zed1']);
      at.store.removeAll();
      expect(at.el.dom.textContent).to.equal('None');
    });

    it('shows another store with bindStore, and fires viewready once', () => {
      const ready = sinon.spy();
      const v = view({ listeners: { viewready: ready } });
      expect(v.viewReady).to.equal(true);
      v.bindStore(store([{ id: 7, name: 'Gus', age: 9 }]));
      expect(texts(v)).to.deep.equal(['Gus9']);
      expect(v.getSelectionModel().store).to.equal(v.store);
      expect(ready.calledOnce).to.equal(true);
    });

    it('renders its first items 1 ms later with deferInitialRefresh, as Ext 4 does', () => {
      const clock = sinon.useFakeTimers();
      try {
        const v = view({ deferInitialRefresh: true });
        const ready = sinon.spy();
        v.on('viewready', ready);
        expect(v.all.getCount()).to.equal(0);
        clock.tick(1);
        expect(texts(v)).to.deep.equal(['Ann31', 'Bob42', 'Cy27']);
        expect(ready.calledOnce).to.equal(true);
      } finally {
        clock.restore();
      }
    });

    describe('over a remote store', () => {
      before(defineFakeProxy);
      after(undefineFakeProxy);

      it('is masked while its store loads, and renders what the load brought', () => {
        const remote = Lib.create('Lib.data.Store', {
          fields: ['id', 'name', 'age'],
          proxy: { type: 'specfake' },
        });
        const v = view({ store: remote, loadingText: 'Fetching...', emptyText: 'None' });
        remote.load();
        expect(v.el.dom.querySelector('.x-mask-msg')?.textContent).to.equal('Fetching...');
        const proxy = remote.getProxy() as FakeProxy;
        respond(proxy, proxy.calls.at(-1)!, {
          rows: PEOPLE.slice(0, 2),
        });
        expect(v.el.dom.querySelector('.x-mask')).to.equal(null);
        expect(texts(v)).to.deep.equal(['Ann31', 'Bob42']);
      });
    });
  });

  it('unbinds from its store when destroyed', () => {
    const v = view();
    const s = v.store;
    const sm = v.getSelectionModel();
    v.destroy();
    s.add({ id: 8, name: 'Hal', age: 3 });
    expect(v.all.getCount()).to.equal(0);
    expect(sm.view).to.equal(null);
    expect(s.hasListener('add')).to.equal(false);
  });

  it('renders nothing until rendered, and a view in a hidden container on first layout', () => {
    const panel = make('Lib.container.Container', {
      renderTo: document.body,
      hidden: true,
      items: [
        {
          xtype: 'dataview',
          store: store(),
          itemTpl: '{name}',
        },
      ],
    });
    const v = panel.items.getAt(0);
    expect(v.all.getCount()).to.equal(0);
    panel.show();
    expect(texts(v)).to.deep.equal(['Ann', 'Bob', 'Cy']);
  });

  it('a double click selects and fires itemdblclick', () => {
    const v = view();
    const dbl = sinon.spy();
    v.on('itemdblclick', dbl);
    dblclick(v.all.elements[1]);
    expect(dbl.calledOnce).to.equal(true);
    expect(selectedNames(v)).to.deep.equal(['Bob']);
  });
});
