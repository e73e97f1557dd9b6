import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';

describe('Lib.tab.Bar', () => {
  useDom();
  let bar: any;
  beforeEach(() => {
    bar = Lib.widget('tabbar', {
      renderTo: document.body,
      items: [{ text: 'a' }, { text: 'b', closable: true }, { text: 'c' }],
    });
    bar.setActiveTab(bar.items.getAt(0), true);
  });
  afterEach(() => bar.destroy());
  const tab = (i: number): any => bar.items.getAt(i);

  it('is the tabbar xtype: a tablist of tabs (defaultType tab)', () => {
    expect(Lib.ClassManager.getByAlias('widget.tabbar')).to.equal((Lib as any).tab.Bar);
    expect(bar.el.getAttribute('role')).to.equal('tablist');
    expect(bar.items.getRange().every((t: any) => t.isTab && t.tabBar === bar)).to.equal(true);
    expect(bar.body.dom.children.length).to.equal(3);
    expect(bar.strip.hasCls('x-tab-bar-strip-top')).to.equal(true);
  });

  it('alone, a click activates the tab and fires change(bar, tab, card)', () => {
    const change = sinon.spy();
    bar.on('change', change);
    click(tab(1).el.dom);
    expect(bar.activeTab).to.equal(tab(1));
    expect(tab(0).active).to.equal(false);
    expect(change.args[0].slice(0, 2)).to.deep.equal([bar, tab(1)]);
  });

  it('alone, the arrow keys move the active tab', () => {
    key(tab(0).el.dom, 'ArrowRight');
    expect(bar.activeTab).to.equal(tab(1));
    key(tab(1).el.dom, 'End');
    expect(bar.activeTab).to.equal(tab(2));
    expect(document.activeElement).to.equal(tab(2).el.dom);
  });

  it('ignores other keys', () => {
    const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    tab(0).el.dom.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
    expect(bar.activeTab).to.equal(tab(0));
  });

  it('alone, closing a tab fires its close and removes it; the active one hands over', () => {
    bar.setActiveTab(tab(2));
    bar.setActiveTab(tab(1));
    const closing = tab(1);
    const close = sinon.spy();
    closing.on('close', close);
    click(closing.closeEl.dom);
    expect(close.calledOnce).to.equal(true);
    expect(closing.isDestroyed).to.equal(true);
    expect(bar.items.getRange().map((t: any) => t.getText())).to.deep.equal(['a', 'c']);
    expect(bar.activeTab.getText()).to.equal('c');
  });

  it("the tab's beforeclose returning false keeps it", () => {
    tab(1).on('beforeclose', () => false);
    key(tab(1).el.dom, 'Delete');
    expect(bar.items.length).to.equal(3);
  });

  it('findNextActivatable: nothing for an inactive tab; the next, else the previous', () => {
    expect(bar.findNextActivatable(tab(1))).to.equal(undefined);
    expect(bar.findNextActivatable(tab(0))).to.equal(tab(1));
    bar.setActiveTab(tab(2));
    bar.previousTab = undefined;
    expect(bar.findNextActivatable(tab(2))).to.equal(tab(1));
  });

  it('renders a tab added later in its place', () => {
    bar.insert(1, { text: 'new' });
    expect(bar.body.dom.children[1].textContent).to.equal('new');
  });

  it('refuses a dock it does not know', () => {
    expect(() => Lib.widget('tabbar', { dock: 'middle' })).to.throw(TypeError, /dock.*'middle'/);
  });
});
