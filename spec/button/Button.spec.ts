import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Button } from '../../classes/button/Button';
import { click, key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe('Lib.button.Button', () => {
  const { make } = useFields();

  it('has the xtype button and the alternate name Lib.Button', () => {
    expect(Lib.ClassManager.getByAlias('widget.button')).to.equal(Button);
    expect(Lib.ClassManager.get('Lib.Button')).to.equal(Button);
  });

  it('is a real <button type="button"> with Ext class names', () => {
    const button = make('Lib.button.Button', { text: 'Update', renderTo: document.body });
    const dom = button.el.dom as HTMLButtonElement;
    expect(dom.tagName).to.equal('BUTTON');
    expect(dom.type).to.equal('button');
    expect(dom.classList.contains('x-btn')).to.equal(true);
    expect(dom.classList.contains('x-btn-noicon')).to.equal(true);
    expect(dom.querySelector('.x-btn-inner')!.textContent).to.equal('Update');
    expect(button.getText()).to.equal('Update');
  });

  it('shows text and tooltip as text', () => {
    const button = make('Lib.button.Button', {
      text: '<img src=x onerror=alert(1)>',
      tooltip: '<b>tip</b>',
      renderTo: document.body,
    });
    expect(document.body.querySelector('img')).to.equal(null);
    expect(button.btnInnerEl.dom.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(button.el.dom.title).to.equal('<b>tip</b>');
    button.setText('Saved');
    button.setTooltip('');
    expect(button.btnInnerEl.dom.textContent).to.equal('Saved');
    expect(button.el.dom.hasAttribute('title')).to.equal(false);
  });

  it('calls handler(button, e) with scope, after click(button, e)', () => {
    const order: string[] = [];
    const scope = { name: 'plugin' };
    const handler = sinon.spy((..._args: Any[]) => order.push('handler'));
    const button = make('Lib.button.Button', {
      handler,
      scope,
      renderTo: document.body,
      listeners: { click: () => order.push('click') },
    });
    click(button.el.dom);
    expect(order).to.deep.equal(['click', 'handler']);
    expect(handler.firstCall.thisValue).to.equal(scope);
    expect(handler.firstCall.args[0]).to.equal(button);
    expect(handler.firstCall.args[1].browserEvent.type).to.equal('click');
  });

  it('calls the handler with this = the button without scope', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', { handler, renderTo: document.body });
    click(button.el.dom);
    expect(handler.firstCall.thisValue).to.equal(button);
  });

  it('skips the handler when a click listener returns false', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', {
      handler,
      renderTo: document.body,
      listeners: { click: () => false },
    });
    click(button.el.dom);
    expect(handler.called).to.equal(false);
  });

  it('does nothing while disabled, and says so to assistive technology', () => {
    const handler = sinon.spy();
    const clickEvent = sinon.spy();
    const button = make('Lib.button.Button', {
      handler,
      disabled: true,
      renderTo: document.body,
      listeners: { click: clickEvent },
    });
    const dom = button.el.dom as HTMLButtonElement;
    expect(dom.disabled).to.equal(true);
    expect(dom.getAttribute('aria-disabled')).to.equal('true');
    expect(dom.classList.contains('x-btn-disabled')).to.equal(true);
    button.onClick({ preventDefault() {} } as Any);
    click(dom);
    expect(handler.called).to.equal(false);
    expect(clickEvent.called).to.equal(false);
    button.setDisabled(false);
    expect(dom.disabled).to.equal(false);
    expect(dom.getAttribute('aria-disabled')).to.equal('false');
    expect(dom.classList.contains('x-btn-disabled')).to.equal(false);
    click(dom);
    expect(handler.calledOnce).to.equal(true);
  });

  it('fires its click from the keyboard through the native button', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', { handler, renderTo: document.body });
    // A browser turns Enter/Space on a focused <button> into a click; nothing else listens.
    key(button.el.dom, 'Enter');
    expect(handler.called).to.equal(false);
    (button.el.dom as HTMLButtonElement).click();
    expect(handler.calledOnce).to.equal(true);
  });

  it('shows an icon with iconCls', () => {
    const button = make('Lib.button.Button', {
      text: 'Go',
      iconCls: 'app-go',
      renderTo: document.body,
    });
    expect(button.btnIconEl.hasCls('app-go')).to.equal(true);
    expect(button.el.hasCls('x-btn-icon-text-left')).to.equal(true);
    button.setIconCls('app-stop');
    expect(button.btnIconEl.hasCls('app-go')).to.equal(false);
    expect(button.btnIconEl.hasCls('app-stop')).to.equal(true);
    button.setIconCls(null);
    expect(button.el.hasCls('x-btn-noicon')).to.equal(true);
  });

  it('applies cls, itemId and minWidth', () => {
    const button = make('Lib.button.Button', {
      cls: 'x-row-editor-update-button',
      itemId: 'update',
      minWidth: 75,
      renderTo: document.body,
    });
    expect(button.el.hasCls('x-row-editor-update-button')).to.equal(true);
    expect(button.getItemId()).to.equal('update');
    expect(button.el.dom.style.minWidth).to.equal('75px');
  });

  it('setHandler replaces the handler and scope', () => {
    const first = sinon.spy();
    const second = sinon.spy();
    const scope = {};
    const button = make('Lib.button.Button', { handler: first, renderTo: document.body });
    button.setHandler(second, scope);
    click(button.el.dom);
    expect(first.called).to.equal(false);
    expect(second.firstCall.thisValue).to.equal(scope);
  });

  it('type-checks its configs', () => {
    expect(() => Lib.create('Lib.button.Button', { handler: 'save' } as Any)).to.throw(
      TypeError,
      "[Lib.button.Button] config 'handler' must be a function, got 'save'",
    );
    expect(() => Lib.create('Lib.button.Button', { text: {} } as Any)).to.throw(
      TypeError,
      "[Lib.button.Button] config 'text' must be a string or a number",
    );
  });

  it('works before rendering', () => {
    const button = make('Lib.button.Button', { text: 'Later' });
    button.setText('Now');
    button.disable();
    button.render(document.body);
    expect(button.btnInnerEl.dom.textContent).to.equal('Now');
    expect((button.el.dom as HTMLButtonElement).disabled).to.equal(true);
  });
});
