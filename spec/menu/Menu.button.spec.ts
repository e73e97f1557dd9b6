import { expect } from 'chai';
import sinon from 'sinon';
import { Menu } from '../../classes/menu/Menu';
import { click, key } from '../dom.helpers';
import { focused, focusedText, useFields } from './menu.helpers';
import '../../classes/button/Button';
import '../../classes/button/Split';

describe('Lib.menu.Menu as a button menu', () => {
  const { make } = useFields();

  it("opens the real menu from a button's menu: [...], ArrowDown and Enter work", () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', {
      text: 'File',
      renderTo: document.body,
      menu: [{ text: 'A', handler }, { text: 'B' }],
    });
    button.focus(); // a browser focuses a button as it is clicked
    click(button.el.dom);
    const menu = button.menu;
    expect(menu).to.be.instanceOf(Menu);
    expect(menu.ownerButton).to.equal(button);
    expect(menu.isVisible()).to.equal(true);
    expect(button.el.dom.getAttribute('aria-expanded')).to.equal('true');
    expect(focusedText()).to.equal('A');
    key(focused(), 'ArrowDown');
    expect(focusedText()).to.equal('B');
    key(focused(), 'ArrowUp');
    key(focused(), 'Enter');
    expect(handler.calledOnce).to.equal(true);
    expect(menu.isVisible()).to.equal(false);
    expect(button.el.dom.getAttribute('aria-expanded')).to.equal('false');
    expect(focused()).to.equal(button.el.dom);
  });

  it('opens from the keyboard (ArrowDown on the button) and Esc gives the focus back', () => {
    const button = make('Lib.button.Button', {
      text: 'File',
      renderTo: document.body,
      menu: { items: [{ text: 'A' }] },
    });
    button.focus();
    key(button.el.dom, 'ArrowDown');
    expect(button.menu.isVisible()).to.equal(true);
    expect(focusedText()).to.equal('A');
    key(focused(), 'Escape');
    expect(button.menu.isVisible()).to.equal(false);
    expect(focused()).to.equal(button.el.dom);
  });

  it("opens from a split button's arrow", () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Split', {
      text: 'Save',
      handler,
      renderTo: document.body,
      menu: [{ text: 'Save as' }],
    });
    click(button.arrowEl.dom);
    expect(button.menu.isVisible()).to.equal(true);
    expect(handler.called).to.equal(false);
    expect(focusedText()).to.equal('Save as');
  });

  it('is created with its button: legacy code adds items before it shows (button.menu.add)', () => {
    const button = make('Lib.button.Button', { renderTo: document.body, menu: [{ text: 'A' }] });
    expect(button.menu).to.be.instanceOf(Menu);
    button.menu.add({ text: 'B' });
    click(button.el.dom);
    key(focused(), 'ArrowDown');
    expect(focusedText()).to.equal('B');
  });

  it('is destroyed with its button', () => {
    const button = make('Lib.button.Button', { renderTo: document.body, menu: [{ text: 'A' }] });
    click(button.el.dom);
    const menu: any = button.menu;
    button.destroy();
    expect(menu.isDestroyed).to.equal(true);
  });
});
