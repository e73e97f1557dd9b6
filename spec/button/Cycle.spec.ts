import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import '../../classes/menu/Menu';
import { Cycle, type CycleItem } from '../../classes/button/Cycle';
import { click } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

describe('Lib.button.Cycle', () => {
  const { make } = useFields();

  const cycle = (config: Record<string, unknown> = {}): Cycle =>
    make('Lib.button.Cycle', {
      renderTo: document.body,
      showText: true,
      menu: {
        items: [
          { text: 'List', iconCls: 'list' },
          { text: 'Tiles', iconCls: 'tiles', checked: true },
          { text: 'Hidden', disabled: true },
          { text: 'Details' },
        ],
      },
      ...config,
    });
  const text = (button: Cycle) => (button.btnEl!.dom as HTMLElement).textContent;
  const mainPart = (button: Cycle) => button.btnEl!.dom as HTMLElement;

  it("has the xtype cycle and Ext's alternate name, and is a split button", () => {
    expect(Lib.ClassManager.getByAlias('widget.cycle')).to.equal(Cycle);
    expect(Lib.ClassManager.get('Lib.CycleButton')).to.equal(Cycle);
    expect(cycle().isXType('splitbutton')).to.equal(true);
  });

  it('turns the choices into check items of one group and starts on the checked one, silently', () => {
    const change = sinon.spy();
    const button = cycle({ listeners: { change } });
    const items = button.menu!.items as unknown as { items: CycleItem[] };
    expect(items.items.map((i) => i.isXType('menucheckitem'))).to.deep.equal([
      true,
      true,
      true,
      true,
    ]);
    expect(button.getActiveItem()!.text).to.equal('Tiles');
    expect(text(button)).to.equal('Tiles');
    expect(button.iconCls).to.equal('tiles');
    expect((button.menu as unknown as { cls: string }).cls).to.equal('x-cycle-menu');
    expect(change.called).to.equal(false);
  });

  it('a click on the main part makes the next enabled choice active, then wraps to the first', () => {
    const change = sinon.spy();
    const changeHandler = sinon.spy();
    const button = cycle({ listeners: { change }, changeHandler });
    click(mainPart(button));
    expect(button.getActiveItem()!.text).to.equal('Details');
    click(mainPart(button));
    expect(button.getActiveItem()!.text).to.equal('List');
    expect(text(button)).to.equal('List');
    expect(change.args.map((a) => a[1].text)).to.deep.equal(['Details', 'List']);
    expect(changeHandler.args[1].slice(0, 2)).to.deep.equal([button, button.getActiveItem()]);
    expect(changeHandler.calledOn(button)).to.equal(true);
    const checked = (button.menu!.items as unknown as { items: CycleItem[] }).items.map(
      (i) => i.checked,
    );
    expect(checked).to.deep.equal([true, false, false, false]);
  });

  it('checking a choice in the menu makes it active; setActiveItem takes an index or an item, and reports once', () => {
    const change = sinon.spy();
    const button = cycle({ listeners: { change } });
    const items = (button.menu!.items as unknown as { items: CycleItem[] }).items;
    items[3].setChecked(true);
    expect(button.getActiveItem()).to.equal(items[3]);
    button.setActiveItem(0);
    expect(button.getActiveItem()).to.equal(items[0]);
    expect(items[0].checked).to.equal(true);
    expect(change.args.map((a) => a[1].text)).to.deep.equal(['Details', 'List']);
    button.setActiveItem(0, true);
    expect(change.callCount).to.equal(2);
  });

  it('prependText goes before the text; forceIcon keeps one icon; without showText the text stays', () => {
    expect(text(cycle({ prependText: 'View: ' }))).to.equal('View: Tiles');
    expect(cycle({ forceIcon: 'eye' }).iconCls).to.equal('eye');
    expect(text(cycle({ showText: false, text: 'Mode' }))).to.equal('Mode');
  });

  it('without a checked choice starts on the first, checked, silently', () => {
    const change = sinon.spy();
    const button = make('Lib.button.Cycle', {
      renderTo: document.body,
      showText: true,
      listeners: { change },
      menu: { items: [{ text: 'A' }, { text: 'B' }] },
    });
    expect(button.getActiveItem()!.text).to.equal('A');
    expect(button.getActiveItem()!.checked).to.equal(true);
    expect(change.called).to.equal(false);
  });

  it("takes Ext 4's older items config, and a fixed width keeps its text at the left", () => {
    const button = make('Lib.button.Cycle', {
      renderTo: document.body,
      showText: true,
      width: 120,
      items: [{ text: 'One' }, { text: 'Two', checked: true }],
    });
    expect(button.getActiveItem()!.text).to.equal('Two');
    expect(button.itemCount).to.equal(2);
    expect(button.el.dom.classList.contains('x-cycle-fixed-width')).to.equal(true);
  });
});
