import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { click, key } from '../dom.helpers';
import { focused, focusedText, itemNode, useFields } from './menu.helpers';
import '../../classes/menu/Menu';

describe('Lib.menu.Item', () => {
  const { make } = useFields();
  const shown = (items: any[], config: any = {}): any =>
    make('Lib.menu.Menu', { items, ...config }).showAt(0, 0);

  it('is a role=menuitem link with an icon, its text as text, and Ext class names', () => {
    const m = shown([{ text: '<b>Open</b>', iconCls: 'icon-open', tooltip: 'Opens' }]);
    const item = m.items.getAt(0);
    const link = item.itemEl.dom as HTMLElement;
    expect(item.el.dom.className).to.match(/\bx-menu-item\b/);
    expect(item.el.dom.getAttribute('role')).to.equal('none');
    expect(link.className).to.equal('x-menu-item-link');
    expect(link.getAttribute('role')).to.equal('menuitem');
    expect(link.getAttribute('title')).to.equal('Opens');
    expect(link.querySelector('.x-menu-item-icon')!.className).to.contain('icon-open');
    expect(link.querySelector('.x-menu-item-text')!.textContent).to.equal('<b>Open</b>');
    expect(m.el.dom.querySelector('b')).to.equal(null);
  });

  it('calls handler(item, e) with its scope, then fires click(item, e), and closes the menu', () => {
    const order: string[] = [];
    const scope = {};
    const handler = sinon.spy((..._args: any[]) => order.push('handler'));
    const m = shown([
      { text: 'A', handler, scope, listeners: { click: () => order.push('click') } },
    ]);
    click(itemNode(m, 'A'));
    expect(order).to.deep.equal(['handler', 'click']);
    expect(handler.firstCall.thisValue).to.equal(scope);
    expect(handler.firstCall.args[0]).to.equal(m.items.getAt(0));
    expect(m.isVisible()).to.equal(false);
  });

  it('keeps the menu open with hideOnClick false', () => {
    const m = shown([{ text: 'A', hideOnClick: false }]);
    click(itemNode(m, 'A'));
    expect(m.isVisible()).to.equal(true);
  });

  it('does nothing while disabled, and says so (x-menu-item-disabled, aria-disabled)', () => {
    const handler = sinon.spy();
    const m = shown([{ text: 'A', handler, disabled: true, href: '/x' }]);
    const item = m.items.getAt(0);
    const link = itemNode(m, 'A');
    expect(item.el.hasCls('x-menu-item-disabled')).to.equal(true);
    expect(link.getAttribute('aria-disabled')).to.equal('true');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(handler.called).to.equal(false);
    expect(event.defaultPrevented).to.equal(true);
    item.enable();
    expect(link.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('is a real link with href and hrefTarget, whose click the menu lets through', () => {
    const m = shown([{ text: 'Help', href: '/help?a=1', hrefTarget: '_blank' }, { text: 'Plain' }]);
    const link = itemNode(m, 'Help');
    expect(link.getAttribute('href')).to.equal('/help?a=1');
    expect(link.getAttribute('target')).to.equal('_blank');
    const prevented: boolean[] = [];
    // After the menu's own listener: was the link's navigation cancelled? (Then cancelled here,
    // so the spec window does not navigate.)
    const spy = (e: Event) => (prevented.push(e.defaultPrevented), e.preventDefault());
    document.addEventListener('click', spy);
    click(link);
    document.removeEventListener('click', spy);
    expect(prevented).to.deep.equal([false]);
    m.showAt(0, 0);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    itemNode(m, 'Plain').dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
  });

  it('refuses javascript: and other unsafe URLs as href or icon, naming the config', () => {
    for (const href of ['javascript:alert(1)', ' jav\nascript:x', 'data:text/html,x']) {
      expect(() => Lib.create('Lib.menu.Item', { href } as any)).to.throw(
        TypeError,
        /Lib\.menu\.Item.*'href'/,
      );
    }
    expect(() => Lib.create('Lib.menu.Item', { icon: 'javascript:x' } as any)).to.throw(
      TypeError,
      /'icon'/,
    );
    const item = make('Lib.menu.Item', { text: 'x' });
    expect(() => item.setIcon('vbscript:x')).to.throw(TypeError, /setIcon.*icon/);
  });

  it('shows an icon image as a CSS url, quotes escaped', () => {
    const m = shown([{ text: 'A', icon: '/i/a".png' }]);
    const icon = m.items.getAt(0).iconEl.dom as HTMLElement;
    expect(icon.style.backgroundImage).to.contain('/i/a');
    expect(icon.style.backgroundImage).to.contain('\\"');
  });

  it('setText, setIconCls and setIcon change what is shown and fire textchange/iconchange', () => {
    const events: any[] = [];
    const m = shown([
      {
        text: 'A',
        iconCls: 'one',
        listeners: {
          textchange: (_i: any, o: any, n: any) => events.push(['text', o, n]),
          iconchange: (_i: any, o: any, n: any) => events.push(['icon', o, n]),
        },
      },
    ]);
    const item = m.items.getAt(0);
    item.setText('B');
    item.setIconCls('two');
    expect(item.textEl.dom.textContent).to.equal('B');
    expect(item.iconEl.hasCls('one')).to.equal(false);
    expect(item.iconEl.hasCls('two')).to.equal(true);
    expect(events).to.deep.equal([
      ['text', 'A', 'B'],
      ['icon', 'one', 'two'],
    ]);
  });

  it('fires activate and deactivate as it is highlighted', () => {
    const events: string[] = [];
    const listeners = {
      activate: (i: any) => events.push('activate ' + i.text),
      deactivate: (i: any) => events.push('deactivate ' + i.text),
    };
    shown([
      { text: 'A', listeners },
      { text: 'B', listeners },
    ]);
    key(focused(), 'ArrowDown');
    expect(focusedText()).to.equal('B');
    expect(events).to.deep.equal(['activate A', 'deactivate A', 'activate B']);
  });

  it('setMenu gives the item a submenu (arrow, aria-haspopup) and destroys the old one', () => {
    const m = shown([{ text: 'A' }]);
    const item = m.items.getAt(0);
    item.setMenu([{ text: 'Sub' }]);
    const sub = item.menu;
    expect(sub.isMenu).to.equal(true);
    expect(item.arrowEl.hasCls('x-menu-item-arrow')).to.equal(true);
    expect(item.itemEl.getAttribute('aria-haspopup')).to.equal('menu');
    item.setMenu(null);
    expect(sub.isDestroyed).to.equal(true);
    expect(item.itemEl.getAttribute('aria-haspopup')).to.equal(null);
  });

  it('takes a submenu by the id of a floating menu', () => {
    const sub = make('Lib.menu.Menu', { id: 'sub-menu', items: [{ text: 'S' }] });
    const m = shown([{ text: 'A', menu: 'sub-menu', destroyMenu: false }]);
    expect(m.items.getAt(0).menu).to.equal(sub);
  });
});
