import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Menu } from '../../classes/menu/Menu';
import { Item } from '../../classes/menu/Item';
import { CheckItem } from '../../classes/menu/CheckItem';
import { Separator } from '../../classes/menu/Separator';
import { MenuManager } from '../../classes/menu/Manager';
import { click, key, mouse } from '../dom.helpers';
import { boxAt, focused, focusedText, itemNode, opener, useFields } from './menu.helpers';
import '../../classes/container/Container';
import '../../classes/button/Button';

describe('Lib.menu.Menu', () => {
  const { make } = useFields();
  const menu = (config: any = {}): any =>
    make('Lib.menu.Menu', {
      items: [{ text: 'Open' }, { text: 'Save', disabled: true }, '-', { text: 'Close' }],
      ...config,
    });
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it('has the xtype menu and registers its item types', () => {
    expect(Lib.ClassManager.getByAlias('widget.menu')).to.equal(Menu);
    expect(Lib.ClassManager.getByAlias('widget.menuitem')).to.equal(Item);
    expect(Lib.ClassManager.getByAlias('widget.menucheckitem')).to.equal(CheckItem);
    expect(Lib.ClassManager.getByAlias('widget.menuseparator')).to.equal(Separator);
    expect(Lib.ClassManager.get('Lib.menu.MenuMgr')).to.equal(MenuManager);
  });

  describe('items', () => {
    it('makes menu items of configs, separators of "-" and text lines of strings', () => {
      const m = make('Lib.menu.Menu', {
        items: [{ text: 'A' }, '-', 'Heading', { text: 'Wrap', checked: false }],
      });
      const [a, sep, heading, wrap] = m.items.items;
      expect(a).to.be.instanceOf(Item);
      expect(sep).to.be.instanceOf(Separator);
      expect(heading.text).to.equal('Heading');
      expect(heading.canActivate).to.equal(false);
      expect(wrap).to.be.instanceOf(CheckItem);
      expect(a.parentMenu).to.equal(m);
    });

    it('takes other components, marked x-menu-item-cmp and indented unless plain', () => {
      const m = menu({ items: [{ xtype: 'component', html: 'x' }] });
      m.show();
      expect(m.items.getAt(0).el.dom.className).to.match(/x-menu-item-cmp.*x-menu-item-indent/);
      const p = menu({ plain: true, items: [{ xtype: 'component' }] }).show();
      expect(p.el.hasCls('x-menu-plain')).to.equal(true);
      expect(p.items.getAt(0).el.hasCls('x-menu-item-indent')).to.equal(false);
    });
  });

  describe('showing', () => {
    it('is hidden until shown, then rendered to the body as a floating role=menu layer', () => {
      const m = menu();
      expect(m.rendered).to.equal(false);
      expect(m.isVisible()).to.equal(false);
      m.show();
      const dom = m.el.dom as HTMLElement;
      expect(dom.parentNode).to.equal(document.body);
      expect(dom.getAttribute('role')).to.equal('menu');
      expect(dom.className).to.match(/x-menu\b.*x-layer/);
      expect(dom.querySelectorAll('.x-menu-body > .x-menu-item')).to.have.length(4);
      expect(dom.style.minWidth).to.equal('120px');
    });

    it('showAt(x, y) and showAt([x, y]) show it at that page position', () => {
      const m = menu();
      m.showAt(30, 40);
      expect([m.el.dom.style.left, m.el.dom.style.top]).to.deep.equal(['30px', '40px']);
      m.hide();
      m.showAt([5, 6]);
      expect([m.el.dom.style.left, m.el.dom.style.top]).to.deep.equal(['5px', '6px']);
    });

    it("showBy(cmp) puts it below the component ('tl-bl?'), or as pos and offsets say", () => {
      const button = make('Lib.button.Button', { text: 'File', renderTo: document.body });
      boxAt(button.el.dom, 100, 50, 60, 24);
      const m = menu().show();
      boxAt(m.el.dom, 0, 0, 120, 80);
      m.hide();
      m.showBy(button);
      expect([m.el.dom.style.left, m.el.dom.style.top]).to.deep.equal(['100px', '74px']);
      m.showBy(button.el, 'tl-tr', [2, 3]);
      expect([m.el.dom.style.left, m.el.dom.style.top]).to.deep.equal(['162px', '53px']);
    });

    it('fires beforeshow (false keeps it hidden), show and hide', () => {
      const events: string[] = [];
      const m = menu({
        listeners: {
          beforeshow: () => (events.push('beforeshow'), events.length > 1),
          show: () => events.push('show'),
          hide: () => events.push('hide'),
        },
      });
      m.showAt(0, 0);
      expect(m.isVisible()).to.equal(false);
      m.showAt(0, 0);
      m.hide();
      expect(events).to.deep.equal(['beforeshow', 'beforeshow', 'show', 'hide']);
    });

    it('hides the other menus when shown, unless allowOtherMenus', () => {
      const a = menu().show();
      const b = menu().show();
      expect([a.isVisible(), b.isVisible()]).to.deep.equal([false, true]);
      const c = menu({ allowOtherMenus: true }).show();
      expect([b.isVisible(), c.isVisible()]).to.deep.equal([true, true]);
    });

    it('shows in its container when floating is false', () => {
      const ct = make('Lib.container.Container', {
        renderTo: document.body,
        items: [{ xtype: 'menu', floating: false, items: [{ text: 'A' }] }],
      });
      const m = ct.items.getAt(0);
      expect(m.isVisible()).to.equal(true);
      expect(m.el.dom.parentNode).to.equal(ct.el.dom);
      expect(m.el.hasCls('x-layer')).to.equal(false);
    });
  });

  describe('the keyboard', () => {
    it('moves the focus to the first item that can be activated when shown', () => {
      const m = menu({ items: [{ text: 'Off', disabled: true }, { text: 'On' }] });
      m.showAt(0, 0);
      expect(focusedText()).to.equal('On');
      expect(m.activeItem.text).to.equal('On');
      expect(m.activeItem.el.hasCls('x-menu-item-active')).to.equal(true);
    });

    it('ArrowDown and ArrowUp move through the items, skipping disabled ones and separators, wrapping', () => {
      const m = menu().showAt(0, 0);
      const seen: string[] = [focusedText()];
      for (const k of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
        key(focused(), k);
        seen.push(focusedText());
      }
      expect(seen).to.deep.equal(['Open', 'Close', 'Open', 'Close', 'Open']);
      expect(m.items.getAt(0).el.hasCls('x-menu-item-active')).to.equal(true);
    });

    it('Home and End go to the first and the last item', () => {
      menu({ items: [{ text: 'A' }, { text: 'B' }, { text: 'C' }] }).showAt(0, 0);
      key(focused(), 'End');
      expect(focusedText()).to.equal('C');
      key(focused(), 'Home');
      expect(focusedText()).to.equal('A');
    });

    it('Enter and Space click the focused item: handler, then the menu closes', () => {
      const handler = sinon.spy();
      const m = menu({
        items: [
          { text: 'A', handler },
          { text: 'B', handler },
        ],
      });
      m.showAt(0, 0);
      key(focused(), 'Enter');
      expect(handler.callCount).to.equal(1);
      expect(handler.firstCall.args[0].text).to.equal('A');
      expect(m.isVisible()).to.equal(false);
      m.showAt(0, 0);
      key(focused(), 'ArrowDown');
      key(focused(), ' ');
      expect(handler.secondCall.args[0].text).to.equal('B');
    });

    it('Esc closes the menu and gives the focus back to what had it', () => {
      const button = opener();
      const m = menu().showAt(0, 0);
      expect(focusedText()).to.equal('Open');
      key(focused(), 'Escape');
      expect(m.isVisible()).to.equal(false);
      expect(focused()).to.equal(button);
    });

    it('Tab closes every menu, the focus back on the opener (the Tab then moves on from it)', () => {
      const button = opener();
      const m = menu().showAt(0, 0);
      key(focused(), 'Tab');
      expect(m.isVisible()).to.equal(false);
      expect(focused()).to.equal(button);
    });

    it('a letter moves to the next item starting with it', () => {
      menu({ items: [{ text: 'Copy' }, { text: 'Cut' }, { text: 'Paste' }] }).showAt(0, 0);
      key(focused(), 'p');
      expect(focusedText()).to.equal('Paste');
      key(focused(), 'c');
      expect(focusedText()).to.equal('Copy');
      key(focused(), 'c');
      expect(focusedText()).to.equal('Cut');
    });
  });

  describe('submenus', () => {
    const tree = () =>
      menu({
        items: [
          { text: 'New' },
          { text: 'Share', menu: { items: [{ text: 'Link' }, { text: 'Mail' }] } },
        ],
      });

    it('ArrowRight opens the submenu on its first item; ArrowLeft closes it, back on the item', () => {
      const m = tree().showAt(0, 0);
      key(focused(), 'ArrowDown');
      key(focused(), 'ArrowRight');
      const sub = m.items.getAt(1).menu;
      expect(sub.isVisible()).to.equal(true);
      expect(sub.parentMenu).to.equal(m);
      expect(focusedText()).to.equal('Link');
      key(focused(), 'ArrowLeft');
      expect(sub.isVisible()).to.equal(false);
      expect(m.isVisible()).to.equal(true);
      expect(focusedText()).to.equal('Share');
    });

    it('Enter opens the submenu; Esc in it closes only the submenu', () => {
      const m = tree().showAt(0, 0);
      key(focused(), 'ArrowDown');
      key(focused(), 'Enter');
      const sub = m.items.getAt(1).menu;
      expect(sub.isVisible()).to.equal(true);
      key(focused(), 'Escape');
      expect([sub.isVisible(), m.isVisible()]).to.deep.equal([false, true]);
      expect(focusedText()).to.equal('Share');
    });

    it('opens when the pointer rests on its item, without taking the focus', () => {
      clock = sinon.useFakeTimers();
      const m = tree().showAt(0, 0);
      const sub = m.items.getAt(1).menu;
      mouse(itemNode(m, 'Share'), 'mouseover');
      expect(sub.isVisible()).to.equal(false);
      clock.tick(200);
      expect(sub.isVisible()).to.equal(true);
      expect(focusedText()).to.equal('Share');
      // The pointer moves to another item: the submenu closes after menuHideDelay.
      mouse(itemNode(m, 'New'), 'mouseover');
      clock.tick(200);
      expect(sub.isVisible()).to.equal(false);
    });

    it('a click on a submenu item closes the whole tree and returns the focus', () => {
      const button = opener();
      const handler = sinon.spy();
      const m = menu({ items: [{ text: 'Share', menu: [{ text: 'Link', handler }] }] });
      m.showAt(0, 0);
      key(focused(), 'ArrowRight');
      const sub = m.items.getAt(0).menu;
      click(itemNode(sub, 'Link'));
      expect(handler.calledOnce).to.equal(true);
      expect([sub.isVisible(), m.isVisible()]).to.deep.equal([false, false]);
      expect(focused()).to.equal(button);
    });

    it('ignoreParentClicks: a click on an item with a submenu does nothing', () => {
      const handler = sinon.spy();
      const m = menu({ ignoreParentClicks: true, items: [{ text: 'P', handler, menu: [{}] }] });
      m.showAt(0, 0);
      click(itemNode(m, 'P'));
      expect(handler.called).to.equal(false);
      expect(m.isVisible()).to.equal(true);
    });

    it('is destroyed with its item, and its item with the menu', () => {
      const m = tree();
      const sub = m.items.getAt(1).menu;
      m.destroy();
      expect(sub.isDestroyed).to.equal(true);
      expect(() => MenuManager.get(sub.id)).to.throw(TypeError, /no menu has that id/);
    });

    it('is found by ComponentQuery below its item', () => {
      const m = tree();
      expect(m.query('menuitem').map((c: any) => c.text)).to.deep.equal([
        'New',
        'Share',
        'Link',
        'Mail',
      ]);
      expect(m.items.getAt(1).menu.items.getAt(0).up('menu')).to.equal(m.items.getAt(1).menu);
    });
  });

  describe('events', () => {
    it('fires click(menu, item, e), with no item for a disabled one', () => {
      const onClick = sinon.spy();
      const m = menu({ listeners: { click: onClick } }).showAt(0, 0);
      click(itemNode(m, 'Close'));
      expect(onClick.firstCall.args[0]).to.equal(m);
      expect(onClick.firstCall.args[1].text).to.equal('Close');
      expect(onClick.firstCall.args[2].browserEvent.type).to.equal('click');
      m.showAt(0, 0);
      m.items.getAt(1).el.dom.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(onClick.secondCall.args[1]).to.equal(undefined);
    });

    it('fires mouseenter, mouseover(menu, item, e) and mouseleave, highlighting the item', () => {
      const events: any[] = [];
      const m = menu({
        listeners: {
          mouseenter: (menu: any) => events.push(['enter', menu === m]),
          mouseover: (_m: any, item: any) => events.push(['over', item?.text]),
          mouseleave: () => events.push(['leave']),
        },
      }).showAt(0, 0);
      mouse(itemNode(m, 'Close'), 'mouseover', { relatedTarget: document.body });
      expect(m.activeItem.text).to.equal('Close');
      m.el.dom.dispatchEvent(new MouseEvent('mouseleave'));
      expect(m.activeItem).to.equal(undefined);
      expect(events).to.deep.equal([['enter', true], ['over', 'Close'], ['leave']]);
    });
  });

  describe('closing', () => {
    it('closes on a mousedown outside the menus, but not inside one', () => {
      const m = menu().showAt(0, 0);
      mouse(itemNode(m, 'Open'), 'mousedown');
      expect(m.isVisible()).to.equal(true);
      mouse(document.body, 'mousedown');
      expect(m.isVisible()).to.equal(false);
    });

    it("stays open on a mousedown on its owner button (the button's click toggles it)", () => {
      const button = make('Lib.button.Button', { text: 'File', renderTo: document.body });
      const m = menu();
      m.ownerButton = button;
      m.showBy(button);
      mouse(button.el.dom, 'mousedown');
      expect(m.isVisible()).to.equal(true);
    });

    it('leaves the focus where a mousedown outside put it', () => {
      const button = opener();
      const other = opener();
      button.focus();
      const m = menu().showAt(0, 0);
      mouse(other, 'mousedown');
      expect(m.isVisible()).to.equal(false);
      expect(focused()).not.to.equal(button);
    });

    it('closes on Esc pressed outside the menus, and when the window loses the focus', () => {
      const m = menu().showAt(0, 0);
      key(document.body, 'Escape');
      expect(m.isVisible()).to.equal(false);
      m.showAt(0, 0);
      window.dispatchEvent(new Event('blur'));
      expect(m.isVisible()).to.equal(false);
    });

    it('takes its listeners off the document when no menu is shown', () => {
      const m = menu().showAt(0, 0);
      m.hide();
      expect(MenuManager.$doc).to.equal(undefined);
      expect(MenuManager.active).to.deep.equal([]);
    });

    it('is forgotten when destroyed while shown', () => {
      const m = menu().showAt(0, 0);
      m.destroy();
      expect(MenuManager.active).to.deep.equal([]);
      expect(() => MenuManager.get(m.id)).to.throw(TypeError, /menu/);
    });
  });

  it('refuses configs of the wrong type, naming them', () => {
    expect(() => Lib.create('Lib.menu.Menu', { plain: 'yes' } as any)).to.throw(
      TypeError,
      /Lib\.menu\.Menu.*'plain'/,
    );
  });
});
