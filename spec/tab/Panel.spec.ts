import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';
import { FakeXhr, installFakeXhr } from '../data/Connection.fakes';

const L = Lib as any;

describe('Lib.tab.Panel', () => {
  useDom();
  const made: any[] = [];
  const make = (config: Record<string, any> = {}): any => {
    const panel = Lib.create('Lib.tab.Panel', {
      renderTo: document.body,
      width: 400,
      height: 300,
      items: [
        { title: 'One', itemId: 'one', html: '<p>1</p>' },
        { title: 'Two', itemId: 'two', html: '<p>2</p>' },
        { title: 'Three', itemId: 'three', html: '<p>3</p>' },
      ],
      ...config,
    });
    made.push(panel);
    return panel;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const tabsOf = (panel: any): any[] => panel.getTabBar().items.getRange();
  const titles = (panel: any): string[] => tabsOf(panel).map((t) => t.getText());

  describe('names', () => {
    it('is the tabpanel xtype and Lib.TabPanel, a panel', () => {
      expect(Lib.ClassManager.getByAlias('widget.tabpanel')).to.equal(L.tab.Panel);
      expect(Lib.ClassManager.get('Lib.TabPanel')).to.equal(L.tab.Panel);
      const panel = make();
      expect(panel).to.be.instanceOf(L.panel.Panel);
      expect(panel.getLayout().type).to.equal('card');
    });
  });

  describe('tabs and cards', () => {
    it('makes a tab per card, in a tablist between the title bar and the body', () => {
      const panel = make({ title: 'Books' });
      const bar = panel.getTabBar();
      const dom = panel.el.dom;
      expect(dom.children[0]).to.equal(panel.headerEl.dom);
      expect(dom.children[1]).to.equal(bar.el.dom);
      expect(dom.children[2]).to.equal(panel.body.dom);
      expect(bar.el.getAttribute('role')).to.equal('tablist');
      expect(bar.el.hasCls('x-tab-bar')).to.equal(true);
      expect(titles(panel)).to.deep.equal(['One', 'Two', 'Three']);
      expect(bar.el.dom.querySelectorAll('[role="tab"]').length).to.equal(3);
      expect(bar.ownerCt).to.equal(panel);
    });

    it("puts the tabs below the body with tabPosition 'bottom'", () => {
      const panel = make({ tabPosition: 'bottom' });
      const dom = panel.el.dom;
      expect(dom.lastChild).to.equal(panel.getTabBar().el.dom);
      expect(panel.getTabBar().el.hasCls('x-tab-bar-bottom')).to.equal(true);
      expect(tabsOf(panel)[0].el.hasCls('x-tab-bottom')).to.equal(true);
    });

    it('docks the tab bar: a docked item, laid out with the panel, a tbar below it', () => {
      const panel = make({ tbar: ['Find'], bbar: ['Status'] });
      const bar = panel.getTabBar();
      const [top, tbar, bbar] = panel.getDockedItems();
      expect([top, tbar.dock, bbar.dock]).to.deep.equal([bar, 'top', 'bottom']);
      expect(bar.el.hasCls('x-docked-top')).to.equal(true);
      const dom = panel.el.dom;
      expect([...dom.children]).to.deep.equal([
        bar.el.dom,
        tbar.el.dom,
        panel.body.dom,
        bbar.el.dom,
      ]);
      // The panel's layout runs reach the bar and its tabs.
      const boxready = sinon.spy();
      panel.add({ title: 'Four', tabConfig: { listeners: { boxready } } });
      expect(boxready.calledOnce).to.equal(true);
      expect(bar.lastBox).to.not.equal(undefined);
    });

    it('refuses a tabPosition it does not know, naming it', () => {
      expect(() => make({ tabPosition: 'middle' })).to.throw(TypeError, /tabPosition.*'middle'/);
    });

    it('shows titles as text, and the cards lose their own title bar and border', () => {
      const panel = make({ items: [{ title: '<b>x</b>' }] });
      const tab = tabsOf(panel)[0];
      expect(tab.el.dom.textContent).to.equal('<b>x</b>');
      expect(tab.el.dom.querySelector('b')).to.equal(null);
      const card = panel.items.first();
      expect(card.headerEl).to.equal(undefined);
      expect(card.el.hasCls('x-panel-noborder')).to.equal(true);
      expect(card.el.hasCls('x-tabpanel-child')).to.equal(true);
    });

    it('keeps the cards’ title bars with removePanelHeader false', () => {
      const panel = make({ removePanelHeader: false });
      expect(panel.items.first().headerEl).to.not.equal(undefined);
    });

    it('finds its tabs and tab bar through component queries', () => {
      const panel = make();
      expect(panel.down('tab')).to.equal(tabsOf(panel)[0]);
      expect(panel.query('tab').length).to.equal(3);
      expect(panel.child('tabbar')).to.equal(panel.getTabBar());
      expect(tabsOf(panel)[1].up('tabpanel')).to.equal(panel);
      expect(panel.query('panel').length).to.equal(3);
    });

    it('tabConfig configures the tab; the card’s iconCls is the tab’s', () => {
      const panel = make({
        items: [{ title: 'A', iconCls: 'ico-a', tabConfig: { tooltip: 'Tip', cls: 'mine' } }],
      });
      const tab = tabsOf(panel)[0];
      expect(tab.el.getAttribute('data-qtip')).to.equal('Tip');
      expect(tab.el.hasCls('mine')).to.equal(true);
      expect(tab.btnIconEl.hasCls('ico-a')).to.equal(true);
    });
  });

  describe('activeTab', () => {
    it('shows the first card by default; the others are not rendered (deferredRender)', () => {
      const panel = make();
      const [one, two] = panel.items.getRange();
      expect(panel.getActiveTab()).to.equal(one);
      expect(one.rendered).to.equal(true);
      expect(two.rendered).to.equal(false);
      expect(tabsOf(panel)[0].el.hasCls('x-tab-active')).to.equal(true);
    });

    it('takes an index, an id, an itemId or a card', () => {
      expect(make({ activeTab: 2 }).getActiveTab().itemId).to.equal('three');
      expect(make({ activeTab: 'two' }).getActiveTab().itemId).to.equal('two');
      const card = Lib.widget('panel', { title: 'Own' });
      expect(make({ items: [{ title: 'x' }, card], activeTab: card }).getActiveTab()).to.equal(
        card,
      );
      const byId = make({ items: [{ title: 'a' }, { title: 'b' }] });
      expect(byId.setActiveTab(byId.items.getAt(1).id)).to.equal(byId.items.getAt(1));
    });

    it('renders every card at once with deferredRender false', () => {
      const panel = make({ deferredRender: false });
      expect(panel.items.getRange().every((c: any) => c.rendered)).to.equal(true);
      expect(panel.items.getAt(1).isVisible()).to.equal(false);
    });

    it('setActiveTab shows the card, renders it the first time and fires the events', () => {
      const panel = make();
      const [one, two] = panel.items.getRange();
      const before = sinon.spy();
      const change = sinon.spy();
      panel.on({ beforetabchange: before, tabchange: change });
      expect(panel.setActiveTab('two')).to.equal(two);
      expect(two.rendered).to.equal(true);
      expect(two.isVisible()).to.equal(true);
      expect(one.isVisible()).to.equal(false);
      expect(before.args[0].slice(0, 3)).to.deep.equal([panel, two, one]);
      expect(change.args[0].slice(0, 3)).to.deep.equal([panel, two, one]);
      const [tab1, tab2] = tabsOf(panel);
      expect(tab2.el.getAttribute('aria-selected')).to.equal('true');
      expect(tab1.el.getAttribute('aria-selected')).to.equal('false');
      expect(tab2.el.getAttribute('tabindex')).to.equal('0');
      expect(tab1.el.getAttribute('tabindex')).to.equal('-1');
      expect(panel.setActiveTab('two')).to.equal(two);
      expect(change.callCount).to.equal(1);
    });

    it('beforetabchange returning false keeps the current card', () => {
      const panel = make();
      panel.on('beforetabchange', () => false);
      const change = sinon.spy();
      panel.on('tabchange', change);
      expect(panel.setActiveTab(1)).to.equal(false);
      expect(panel.getActiveTab().itemId).to.equal('one');
      expect(tabsOf(panel)[0].active).to.equal(true);
      expect(change.called).to.equal(false);
    });

    it('returns false for a card it does not have', () => {
      expect(make().setActiveTab('nope')).to.equal(false);
    });

    it('adds and shows a card config', () => {
      const panel = make();
      const card = panel.setActiveTab({ title: 'New', itemId: 'new' });
      expect(card.itemId).to.equal('new');
      expect(panel.getActiveTab()).to.equal(card);
      expect(titles(panel)).to.deep.equal(['One', 'Two', 'Three', 'New']);
    });

    it('works before rendering', () => {
      const panel = Lib.create('Lib.tab.Panel', { items: [{ title: 'a' }, { title: 'b' }] }) as any;
      made.push(panel);
      panel.setActiveTab(1);
      panel.render(document.body);
      expect(panel.items.getAt(1).isVisible()).to.equal(true);
      expect(panel.items.getAt(0).rendered).to.equal(false);
      expect(tabsOf(panel)[1].el.getAttribute('aria-selected')).to.equal('true');
    });

    it('showing a card activates it', () => {
      const panel = make();
      panel.items.getAt(2).show();
      expect(panel.getActiveTab().itemId).to.equal('three');
      expect(tabsOf(panel)[2].active).to.equal(true);
    });
  });

  describe('clicks', () => {
    it('a click on a tab shows its card and focuses the tab', () => {
      const panel = make();
      const tab = tabsOf(panel)[2];
      click(tab.el.dom);
      expect(panel.getActiveTab().itemId).to.equal('three');
      expect(document.activeElement).to.equal(tab.el.dom);
    });

    it('a disabled card’s tab is disabled and cannot be activated', () => {
      const panel = make({ items: [{ title: 'a' }, { title: 'b', disabled: true }] });
      const tab = tabsOf(panel)[1];
      expect(tab.disabled).to.equal(true);
      expect(tab.el.dom.disabled).to.equal(true);
      tab.onClick({ preventDefault() {}, getTarget: () => tab.el.dom });
      expect(panel.getActiveTab().title).to.equal('a');
      expect(panel.setActiveTab(1)).to.equal(false);
      expect(panel.getActiveTab().title).to.equal('a');
    });
  });

  describe('following the cards', () => {
    it('setTitle, disable and enable on a card update its tab', () => {
      const panel = make();
      const card = panel.items.getAt(1);
      const tab = tabsOf(panel)[1];
      card.setTitle('Deux');
      expect(tab.el.dom.textContent).to.equal('Deux');
      card.disable();
      expect(tab.disabled).to.equal(true);
      card.enable();
      expect(tab.disabled).to.equal(false);
    });

    it('an iconclschange of a card sets its tab’s icon class', () => {
      const panel = make();
      const card = panel.items.getAt(0);
      card.fireEvent('iconclschange', card, 'ico-b');
      expect(tabsOf(panel)[0].btnIconEl.hasCls('ico-b')).to.equal(true);
    });

    it('hiding a tab hides only the tab', () => {
      const panel = make();
      const tab = tabsOf(panel)[1];
      tab.hide();
      expect(tab.el.hasCls('x-hide-display')).to.equal(true);
      expect(panel.items.length).to.equal(3);
      tab.show();
      expect(tab.el.hasCls('x-hide-display')).to.equal(false);
    });

    it('a hidden card starts with a hidden tab', () => {
      const panel = make({ items: [{ title: 'a' }, { title: 'b', hidden: true }] });
      expect(tabsOf(panel)[1].hidden).to.equal(true);
    });

    it('adding a card adds its tab at the same place', () => {
      const panel = make();
      panel.insert(1, { title: 'Inserted' });
      expect(titles(panel)).to.deep.equal(['One', 'Inserted', 'Two', 'Three']);
      const tab = tabsOf(panel)[1];
      expect(tab.rendered).to.equal(true);
      expect(tab.el.dom.parentNode.children[1]).to.equal(tab.el.dom);
      expect(panel.getActiveTab().itemId).to.equal('one');
    });

    it('moving a card moves its tab', () => {
      const panel = make();
      panel.move(0, 2);
      expect(titles(panel)).to.deep.equal(['Two', 'Three', 'One']);
      const doms = Array.from(panel.getTabBar().body.dom.children);
      expect(doms).to.deep.equal(tabsOf(panel).map((t) => t.el.dom));
    });

    it('removing the active card removes its tab and shows a neighbour', () => {
      const panel = make();
      const change = sinon.spy();
      panel.on('tabchange', change);
      const one = panel.items.getAt(0);
      panel.remove(one);
      expect(one.isDestroyed).to.equal(true);
      expect(titles(panel)).to.deep.equal(['Two', 'Three']);
      expect(panel.getActiveTab().itemId).to.equal('two');
      expect(tabsOf(panel)[0].active).to.equal(true);
      expect(change.callCount).to.equal(1);
    });

    it('removing the active card goes back to the tab active before it', () => {
      const panel = make();
      panel.setActiveTab(2);
      panel.setActiveTab(1);
      panel.remove(panel.items.getAt(1));
      expect(panel.getActiveTab().itemId).to.equal('three');
    });

    it('removing a card without destroying it takes back its ARIA role', () => {
      const panel = make();
      const one = panel.items.getAt(0);
      panel.remove(one, false);
      expect(one.el.getAttribute('role')).to.equal(null);
      expect(one.tab).to.equal(undefined);
      one.destroy();
    });

    it('removing the last card leaves no active card; the next card added is shown', () => {
      const panel = make({ items: [{ title: 'only' }] });
      panel.removeAll();
      expect(panel.getActiveTab()).to.equal(null);
      expect(panel.getTabBar().items.length).to.equal(0);
      const card = panel.add({ title: 'again', html: 'x' });
      expect(panel.getActiveTab()).to.equal(card);
      expect(card.rendered).to.equal(true);
      expect(tabsOf(panel)[0].active).to.equal(true);
    });

    it('destroying the tab panel destroys its cards, tabs and tab bar', () => {
      const panel = make();
      const bar = panel.getTabBar();
      const tab = tabsOf(panel)[0];
      const card = panel.items.getAt(0);
      panel.destroy();
      expect([bar.isDestroyed, tab.isDestroyed, card.isDestroyed]).to.deep.equal([
        true,
        true,
        true,
      ]);
      expect(document.body.children.length).to.equal(0);
    });
  });

  describe('closable tabs', () => {
    const closable = () =>
      make({
        items: [
          { title: 'a', itemId: 'a' },
          { title: 'b', itemId: 'b', closable: true },
          { title: 'c', itemId: 'c' },
        ],
        activeTab: 1,
      });

    it('only a closable card’s tab has a close icon', () => {
      const panel = closable();
      const [a, b] = tabsOf(panel);
      expect(a.closeEl).to.equal(undefined);
      expect(b.closeEl.hasCls('x-tab-close-btn')).to.equal(true);
      expect(b.closeEl.getAttribute('title')).to.equal('Close Tab');
      expect(b.el.getAttribute('aria-keyshortcuts')).to.equal('Delete');
    });

    it('a click on the close icon fires beforeclose and close on the card, then removes it', () => {
      const panel = closable();
      const card = panel.getComponent('b');
      const tab = card.tab;
      const events: string[] = [];
      card.on('beforeclose', (c: any) => events.push('beforeclose:' + c.itemId));
      card.on('close', (c: any) => events.push('close:' + c.itemId));
      tab.on('close', () => events.push('tab close'));
      click(tab.closeEl.dom);
      expect(events).to.deep.equal(['beforeclose:b', 'close:b', 'tab close']);
      expect(card.isDestroyed).to.equal(true);
      expect(tab.isDestroyed).to.equal(true);
      expect(titles(panel)).to.deep.equal(['a', 'c']);
      expect(panel.getActiveTab().itemId).to.equal('c');
      expect(document.activeElement).to.equal(tabsOf(panel)[1].el.dom);
    });

    it('the card’s beforeclose returning false keeps it', () => {
      const panel = closable();
      const card = panel.getComponent('b');
      card.on('beforeclose', () => false);
      click(card.tab.closeEl.dom);
      expect(panel.items.length).to.equal(3);
      expect(card.isDestroyed).to.not.equal(true);
    });

    it('a tab panel’s beforeremove returning false keeps the card and its tab', () => {
      const panel = closable();
      panel.on('beforeremove', () => false);
      const card = panel.getComponent('b');
      expect(panel.getTabBar().closeTab(card.tab)).to.equal(false);
      expect(titles(panel)).to.deep.equal(['a', 'b', 'c']);
      expect(card.tab.ownerCt).to.equal(panel.getTabBar());
    });

    it('Delete on a focused closable tab closes it; not on another tab', () => {
      const panel = closable();
      const [a, b] = tabsOf(panel);
      key(a.el.dom, 'Delete');
      expect(panel.items.length).to.equal(3);
      key(b.el.dom, 'Delete');
      expect(titles(panel)).to.deep.equal(['a', 'c']);
    });

    it('setClosable adds and removes the close icon', () => {
      const panel = closable();
      const tab = tabsOf(panel)[0];
      tab.setClosable(true);
      expect(tab.closeEl).to.not.equal(undefined);
      expect(panel.items.getAt(0).closable).to.equal(true);
      tab.setClosable(false);
      expect(tab.el.dom.querySelector('.x-tab-close-btn')).to.equal(null);
    });
  });

  describe('keyboard (WAI-ARIA tabs)', () => {
    it('ArrowRight/ArrowLeft move to the next/previous tab, wrapping, and activate it', () => {
      const panel = make();
      const tabs = tabsOf(panel);
      key(tabs[0].el.dom, 'ArrowRight');
      expect(panel.getActiveTab().itemId).to.equal('two');
      expect(document.activeElement).to.equal(tabs[1].el.dom);
      key(tabs[1].el.dom, 'ArrowLeft');
      key(tabs[0].el.dom, 'ArrowLeft');
      expect(panel.getActiveTab().itemId).to.equal('three');
      expect(document.activeElement).to.equal(tabs[2].el.dom);
    });

    it('Home and End go to the first and last tabs', () => {
      const panel = make();
      const tabs = tabsOf(panel);
      key(tabs[0].el.dom, 'End');
      expect(panel.getActiveTab().itemId).to.equal('three');
      key(tabs[2].el.dom, 'Home');
      expect(panel.getActiveTab().itemId).to.equal('one');
    });

    it('skips disabled and hidden tabs', () => {
      const panel = make({
        items: [
          { title: 'a', disabled: true },
          { title: 'b' },
          { title: 'c', disabled: true },
          { title: 'd', hidden: true },
          { title: 'e' },
          { title: 'f', disabled: true },
        ],
        activeTab: 1,
      });
      const tabs = tabsOf(panel);
      key(tabs[1].el.dom, 'ArrowRight');
      expect(panel.getActiveTab().title).to.equal('e');
      key(tabs[4].el.dom, 'ArrowRight');
      expect(panel.getActiveTab().title).to.equal('b');
      key(tabs[1].el.dom, 'End');
      expect(panel.getActiveTab().title).to.equal('e');
      key(tabs[4].el.dom, 'Home');
      expect(panel.getActiveTab().title).to.equal('b');
    });

    it('a card refusing to change keeps the tab and card, focus still moves', () => {
      const panel = make();
      panel.on('beforetabchange', () => false);
      const tabs = tabsOf(panel);
      key(tabs[0].el.dom, 'ArrowRight');
      expect(panel.getActiveTab().itemId).to.equal('one');
      expect(tabs[0].el.getAttribute('tabindex')).to.equal('0');
      expect(document.activeElement).to.equal(tabs[1].el.dom);
    });

    it('links each tab and its card (aria-controls, role tabpanel, aria-labelledby)', () => {
      const panel = make();
      const card = panel.items.getAt(0);
      const tab = tabsOf(panel)[0];
      expect(tab.el.getAttribute('aria-controls')).to.equal(card.el.dom.id);
      expect(card.el.getAttribute('role')).to.equal('tabpanel');
      expect(card.el.getAttribute('aria-labelledby')).to.equal(tab.el.dom.id);
      // A deferred card gets its link when it renders.
      const [, tab2] = tabsOf(panel);
      expect(tab2.el.getAttribute('aria-controls')).to.equal(null);
      panel.setActiveTab(1);
      expect(tab2.el.getAttribute('aria-controls')).to.equal(panel.items.getAt(1).id);
      expect(panel.items.getAt(1).el.getAttribute('role')).to.equal('tabpanel');
    });
  });

  describe('cards filled from the server', () => {
    let restoreXhr: () => void;
    beforeEach(() => {
      restoreXhr = installFakeXhr();
    });
    afterEach(() => {
      Lib.Ajax.abortAll();
      restoreXhr();
    });
    const orders = (loader: Record<string, any>) =>
      make({
        items: [
          { title: 'Home', html: 'home' },
          { title: 'Orders', itemId: 'orders', loader: { url: '/orders', ...loader } },
        ],
      });

    it('a deferred card with loadOnRender loads when first activated, once', () => {
      const panel = orders({ loadOnRender: true });
      expect(FakeXhr.sent).to.have.length(0);
      panel.setActiveTab('orders');
      expect(FakeXhr.sent).to.have.length(1);
      expect(FakeXhr.sent[0].url).to.contain('/orders');
      FakeXhr.sent[0].respond(200, 'Order 1');
      expect(panel.getComponent('orders').body.dom.textContent).to.equal('Order 1');
      panel.setActiveTab(0);
      panel.setActiveTab('orders');
      expect(FakeXhr.sent).to.have.length(1);
    });

    it('a card with autoLoad loads at once (Ext 4.2.1) and shows the answer when activated', () => {
      const panel = orders({ autoLoad: true });
      expect(FakeXhr.sent).to.have.length(1);
      FakeXhr.sent[0].respond(200, 'Order 2');
      panel.setActiveTab('orders');
      expect(panel.getComponent('orders').body.dom.textContent).to.equal('Order 2');
    });
  });

  describe('configs', () => {
    it('plain, minTabWidth and maxTabWidth reach the bar and the tabs', () => {
      const panel = make({ plain: true, minTabWidth: 80, maxTabWidth: 150 });
      expect(panel.getTabBar().el.hasCls('x-tab-bar-plain')).to.equal(true);
      const tab = tabsOf(panel)[0];
      expect(tab.el.dom.style.minWidth).to.equal('80px');
      expect(tab.el.dom.style.maxWidth).to.equal('150px');
    });

    it('tabBar configures the tab bar', () => {
      const panel = make({ tabBar: { cls: 'my-bar', maxTabWidth: 99 } });
      expect(panel.getTabBar().el.hasCls('my-bar')).to.equal(true);
      expect(tabsOf(panel)[0].el.dom.style.maxWidth).to.equal('99px');
    });

    it('type-checks its configs, naming the class and the config', () => {
      expect(() => Lib.create('Lib.tab.Panel', { plain: 'yes' } as any)).to.throw(
        TypeError,
        /Lib\.tab\.Panel.*plain/,
      );
      expect(() => Lib.create('Lib.tab.Panel', { activeTab: true } as any)).to.throw(
        TypeError,
        /activeTab/,
      );
    });
  });
});
