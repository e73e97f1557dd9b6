import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, useDom } from '../dom.helpers';

describe('Lib.tab.Tab', () => {
  useDom();
  const made: any[] = [];
  const make = (config: Record<string, any> = {}): any => {
    const tab = Lib.widget('tab', { renderTo: document.body, text: 'T', ...config });
    made.push(tab);
    return tab;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });

  it('is the tab xtype: a button with role tab, out of the Tab order until active', () => {
    expect(Lib.ClassManager.getByAlias('widget.tab')).to.equal((Lib as any).tab.Tab);
    const tab = make();
    expect(tab.isButton).to.equal(true);
    expect(tab.el.dom.tagName).to.equal('BUTTON');
    expect(tab.el.getAttribute('role')).to.equal('tab');
    expect(tab.el.hasCls('x-tab')).to.equal(true);
    expect(tab.el.hasCls('x-tab-top')).to.equal(true);
    expect(tab.el.hasCls('x-btn')).to.equal(false);
    expect(tab.el.getAttribute('aria-selected')).to.equal('false');
    expect(tab.el.getAttribute('tabindex')).to.equal('-1');
  });

  it('is closable by default, as in Ext (a close icon, Delete announced)', () => {
    const tab = make();
    expect(tab.closeEl.hasCls('x-tab-close-btn')).to.equal(true);
    expect(tab.closeEl.getAttribute('aria-hidden')).to.equal('true');
    expect(make({ closable: false, closeText: 'x' }).closeEl).to.equal(undefined);
    expect(make({ closeText: 'Schließen' }).closeEl.getAttribute('title')).to.equal('Schließen');
  });

  it('activate and deactivate set the state and fire their events (unless suppressed)', () => {
    const tab = make();
    const activate = sinon.spy();
    const deactivate = sinon.spy();
    tab.on({ activate, deactivate });
    tab.activate();
    expect(tab.el.hasCls('x-tab-active')).to.equal(true);
    expect(tab.el.getAttribute('aria-selected')).to.equal('true');
    expect(tab.el.getAttribute('tabindex')).to.equal('0');
    expect(activate.calledOnceWith(tab)).to.equal(true);
    tab.deactivate(true);
    expect(tab.active).to.equal(false);
    expect(deactivate.called).to.equal(false);
  });

  it('a click on the close icon of a tab without bar fires beforeclose and close', () => {
    const tab = make();
    const events: string[] = [];
    tab.on('beforeclose', () => events.push('beforeclose'));
    tab.on('close', () => events.push('close'));
    const clickSpy = sinon.spy();
    tab.on('click', clickSpy);
    click(tab.closeEl.dom);
    expect(events).to.deep.equal(['beforeclose', 'close']);
    expect(clickSpy.called).to.equal(false);
    click(tab.btnInnerEl.dom);
    expect(clickSpy.calledOnce).to.equal(true);
  });

  it('takes its text and icon from its card unless it has its own', () => {
    const card = { title: 'Card', iconCls: 'ico' };
    expect(make({ text: undefined, card }).getText()).to.equal('Card');
    const own = make({ title: 'Own', card });
    expect(own.getText()).to.equal('Own');
    expect(own.btnIconEl.hasCls('ico')).to.equal(true);
  });

  it('refuses a position it does not know', () => {
    expect(() => make({ position: 'middle' })).to.throw(TypeError, /position.*'middle'/);
  });
});
