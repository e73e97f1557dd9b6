import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Split } from '../../classes/button/Split';
import { click, key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';
import { useFakeMenu } from './button.helpers';

describe('Lib.button.Split', () => {
  const { make } = useFields();
  useFakeMenu();

  const split = (config: Record<string, any> = {}) =>
    make('Lib.button.Split', { text: 'Save', menu: [{ text: 'Save as' }], ...config });

  it('has the xtype splitbutton and the alternate name Lib.SplitButton', () => {
    expect(Lib.ClassManager.getByAlias('widget.splitbutton')).to.equal(Split);
    expect(Lib.ClassManager.get('Lib.SplitButton')).to.equal(Split);
    expect(split().isXType('button')).to.equal(true);
  });

  it('has a main part and an arrow part, each a <button>, in the split wrap', () => {
    const button = split({ renderTo: document.body });
    const { el, btnWrap, btnEl, arrowEl } = button;
    expect(el.hasCls('x-btn')).to.equal(true);
    expect(el.hasCls('x-btn-default-small')).to.equal(true);
    expect(btnWrap.hasCls('x-btn-split')).to.equal(true);
    expect(btnWrap.hasCls('x-btn-split-right')).to.equal(true);
    expect(btnWrap.hasCls('x-btn-arrow')).to.equal(false);
    expect(btnEl.dom.tagName).to.equal('BUTTON');
    expect(btnEl.dom.type).to.equal('button');
    expect(btnEl.dom.textContent).to.equal('Save');
    expect(btnEl.dom.hasAttribute('aria-haspopup')).to.equal(false);
    expect(arrowEl.dom.tagName).to.equal('BUTTON');
    expect(arrowEl.dom.type).to.equal('button');
    expect(arrowEl.hasCls('x-btn-arrow-el')).to.equal(true);
    expect(arrowEl.dom.getAttribute('aria-haspopup')).to.equal('true');
    expect(arrowEl.dom.getAttribute('aria-expanded')).to.equal('false');
    // Named by the main part's label.
    expect(arrowEl.dom.getAttribute('aria-labelledby')).to.equal(btnEl.dom.id);
    expect(button.getFocusEl()).to.equal(btnEl);
  });

  it('names the arrow by arrowTooltip', () => {
    const { arrowEl } = split({ arrowTooltip: 'More save options', renderTo: document.body });
    expect(arrowEl.dom.getAttribute('aria-label')).to.equal('More save options');
    expect(arrowEl.dom.title).to.equal('More save options');
    expect(arrowEl.dom.hasAttribute('aria-labelledby')).to.equal(false);
  });

  it("has the split classes without a menu, and arrowAlign 'bottom'", () => {
    const button = make('Lib.button.Split', { arrowAlign: 'bottom', renderTo: document.body });
    expect(button.btnWrap.hasCls('x-btn-split-bottom')).to.equal(true);
    expect(button.arrowEl.dom.hasAttribute('aria-haspopup')).to.equal(false);
  });

  it('calls the handler at a click on the main part, without opening the menu', () => {
    const handler = sinon.spy();
    const arrowclick = sinon.spy();
    const button = split({ handler, renderTo: document.body, listeners: { arrowclick } });
    click(button.btnInnerEl.dom);
    expect(handler.calledOnce).to.equal(true);
    expect(handler.firstCall.args[0]).to.equal(button);
    expect(arrowclick.called).to.equal(false);
    expect(button.hasVisibleMenu()).to.equal(false);
  });

  it('fires arrowclick(button, e), calls arrowHandler and toggles the menu at a click on the arrow', () => {
    const handler = sinon.spy();
    const arrowHandler = sinon.spy();
    const scope = {};
    const events: unknown[] = [];
    const button = split({
      handler,
      arrowHandler,
      scope,
      renderTo: document.body,
      listeners: {
        arrowclick: (b: unknown, e: any) => events.push([b, e.browserEvent.type]),
      },
    });
    click(button.arrowEl.dom);
    expect(button.hasVisibleMenu()).to.equal(true);
    expect(button.getMenu().shownBy).to.deep.equal([[button, 'tl-bl?']]);
    expect(button.arrowEl.dom.getAttribute('aria-expanded')).to.equal('true');
    expect(events).to.deep.equal([[button, 'click']]);
    expect(arrowHandler.firstCall.args[0]).to.equal(button);
    expect(arrowHandler.firstCall.thisValue).to.equal(scope);
    expect(handler.called).to.equal(false);
    click(button.arrowEl.dom);
    expect(button.hasVisibleMenu()).to.equal(false);
    expect(button.arrowEl.dom.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens the menu with ArrowDown on either part', () => {
    const button = split({ renderTo: document.body });
    key(button.btnEl.dom, 'ArrowDown');
    expect(button.hasVisibleMenu()).to.equal(true);
    button.hideMenu();
    key(button.arrowEl.dom, 'ArrowDown');
    expect(button.hasVisibleMenu()).to.equal(true);
  });

  it('gives the focus back to the arrow when the menu hides with the focus inside', () => {
    const button = split({ renderTo: document.body });
    button.showMenu();
    const menu = button.getMenu();
    const item = menu.el.dom.appendChild(document.createElement('a'));
    item.tabIndex = 0;
    item.focus();
    menu.hide();
    expect(document.activeElement).to.equal(button.arrowEl.dom);
  });

  it('disables both parts', () => {
    const button = split({ disabled: true, renderTo: document.body });
    expect(button.btnEl.dom.disabled).to.equal(true);
    expect(button.arrowEl.dom.disabled).to.equal(true);
    expect(button.el.hasCls('x-btn-disabled')).to.equal(true);
    button.enable();
    expect(button.btnEl.dom.disabled).to.equal(false);
    expect(button.arrowEl.dom.disabled).to.equal(false);
  });

  it('toggles, and shows the tooltip, on the main part', () => {
    const button = split({ enableToggle: true, tooltip: 'Save it', renderTo: document.body });
    click(button.btnEl.dom);
    expect(button.pressed).to.equal(true);
    expect(button.btnEl.dom.getAttribute('aria-pressed')).to.equal('true');
    expect(button.btnEl.dom.getAttribute('data-qtip')).to.equal('Save it');
    click(button.arrowEl.dom);
    expect(button.pressed).to.equal(true);
  });

  it('makes the main part a link with href', () => {
    const button = split({ href: '/save', hrefTarget: '_self', renderTo: document.body });
    expect(button.el.dom.tagName).to.equal('DIV');
    expect(button.btnEl.dom.tagName).to.equal('A');
    expect(button.btnEl.dom.getAttribute('href')).to.equal('/save');
    expect(button.arrowEl.dom.tagName).to.equal('BUTTON');
  });

  it('setArrowHandler replaces the arrow handler and scope', () => {
    const first = sinon.spy();
    const second = sinon.spy();
    const scope = {};
    const button = split({ arrowHandler: first, renderTo: document.body });
    expect(button.setArrowHandler(second, scope)).to.equal(button);
    click(button.arrowEl.dom);
    expect(first.called).to.equal(false);
    expect(second.firstCall.thisValue).to.equal(scope);
    expect(() => button.setArrowHandler('save' as any)).to.throw(
      TypeError,
      "[Lib.button.Split#setArrowHandler] config 'arrowHandler' must be a function, got 'save'",
    );
  });

  it('type-checks its configs', () => {
    expect(() => Lib.create('Lib.button.Split', { arrowTooltip: 5 } as any)).to.throw(
      TypeError,
      "[Lib.button.Split] config 'arrowTooltip' must be a string, got 5",
    );
  });
});
