import { expect } from 'chai';
import sinon from 'sinon';
import { click, key } from '../dom.helpers';
import { focused, itemNode, useFields } from './menu.helpers';
import '../../classes/menu/Menu';

describe('Lib.menu.CheckItem', () => {
  const { make } = useFields();
  const shown = (items: any[]): any => make('Lib.menu.Menu', { items }).showAt(0, 0);
  const state = (item: any) => [
    item.checked,
    item.el.hasCls('x-menu-item-checked'),
    item.el.hasCls('x-menu-item-unchecked'),
    item.itemEl.getAttribute('aria-checked'),
  ];

  it('is a role=menuitemcheckbox showing its state in classes and aria-checked', () => {
    const m = shown([
      { text: 'Wrap', checked: true },
      { xtype: 'menucheckitem', text: 'Bold' },
    ]);
    const [wrap, bold] = m.items.items;
    expect(wrap.itemEl.getAttribute('role')).to.equal('menuitemcheckbox');
    expect(state(wrap)).to.deep.equal([true, true, false, 'true']);
    expect(state(bold)).to.deep.equal([false, false, true, 'false']);
  });

  it('toggles on a click (or Enter), keeping the menu open, with checkchange and checkHandler', () => {
    const checkHandler = sinon.spy();
    const onChange = sinon.spy();
    const m = shown([
      { text: 'Wrap', checked: false, checkHandler, listeners: { checkchange: onChange } },
    ]);
    const item = m.items.getAt(0);
    click(itemNode(m, 'Wrap'));
    expect(state(item)).to.deep.equal([true, true, false, 'true']);
    expect(m.isVisible()).to.equal(true);
    expect(checkHandler.firstCall.args).to.deep.equal([item, true]);
    expect(checkHandler.firstCall.thisValue).to.equal(item);
    expect(onChange.firstCall.args.slice(0, 2)).to.deep.equal([item, true]);
    key(focused(), 'Enter');
    expect(item.checked).to.equal(false);
  });

  it('keeps its state when beforecheckchange returns false; setChecked(x, true) fires nothing', () => {
    const onChange = sinon.spy();
    const m = shown([
      {
        text: 'A',
        checked: false,
        listeners: { beforecheckchange: () => false, checkchange: onChange },
      },
    ]);
    const item = m.items.getAt(0);
    click(itemNode(m, 'A'));
    expect(item.checked).to.equal(false);
    item.setChecked(true, true);
    expect(state(item)).to.deep.equal([true, true, false, 'true']);
    expect(onChange.called).to.equal(false);
  });

  it('is a radio item in a group: one checked per group, a click closes the menu', () => {
    const m = shown([
      { text: 'Small', group: 'size', checked: true },
      { text: 'Large', group: 'size', checked: false },
      { text: 'Other', group: 'other', checked: true },
    ]);
    const [small, large, other] = m.items.items;
    expect(large.itemEl.getAttribute('role')).to.equal('menuitemradio');
    expect(large.iconEl.hasCls('x-menu-group-icon')).to.equal(true);
    click(itemNode(m, 'Large'));
    expect([small.checked, large.checked, other.checked]).to.deep.equal([false, true, true]);
    expect(small.itemEl.getAttribute('aria-checked')).to.equal('false');
    expect(m.isVisible()).to.equal(false);
    m.showAt(0, 0);
    click(itemNode(m, 'Large'));
    expect(large.checked).to.equal(true);
  });

  it('in a group keeps the menu open with hideOnClick false', () => {
    const m = shown([{ text: 'A', group: 'g', checked: false, hideOnClick: false }]);
    click(itemNode(m, 'A'));
    expect(m.isVisible()).to.equal(true);
  });

  it('leaves its group when destroyed', () => {
    const m = shown([
      { text: 'A', group: 'g2', checked: true },
      { text: 'B', group: 'g2', checked: false },
    ]);
    const [a, b] = m.items.items;
    a.destroy();
    b.setChecked(true);
    expect(a.checked).to.equal(true);
  });
});
