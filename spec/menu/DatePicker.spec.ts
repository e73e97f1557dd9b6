import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { DatePickerMenu } from '../../classes/menu/DatePicker';
import { click, key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

describe('Lib.menu.DatePicker', () => {
  const { make } = useFields();
  const menu = (config: Record<string, any> = {}): any =>
    make('Lib.menu.DatePicker', { value: new Date(2024, 4, 15), ...config });

  it('has the xtype datemenu and holds a date picker made from its configs', () => {
    expect(Lib.ClassManager.getByAlias('widget.datemenu')).to.equal(DatePickerMenu);
    const m = menu({ pickerId: 'due-picker', startDay: 1, minDate: new Date(2024, 4, 1) });
    expect(m.picker.isXType('datepicker')).to.equal(true);
    expect(m.picker.id).to.equal('due-picker');
    expect(m.picker.startDay).to.equal(1);
    expect(m.picker.minDate.getDate()).to.equal(1);
    m.showAt(10, 10);
    expect(m.picker.el.hasCls('x-menu-date-item')).to.equal(true);
    expect(document.activeElement).to.equal(m.picker.eventEl.dom);
  });

  it('relays select and closes on a pick (hideOnClick), the handler called', () => {
    const select = sinon.spy();
    const handler = sinon.spy();
    const m = menu({ listeners: { select }, handler });
    m.showAt(10, 10);
    key(m.picker.eventEl.dom, 'ArrowRight');
    key(m.picker.eventEl.dom, 'Enter');
    expect(select.calledOnce).to.equal(true);
    expect(select.firstCall.args[0]).to.equal(m.picker);
    expect(select.firstCall.args[1].getDate()).to.equal(16);
    expect(handler.calledOnce).to.equal(true);
    expect(m.isVisible()).to.equal(false);
  });

  it('stays open with hideOnClick false; Esc closes it', () => {
    const m = menu({ hideOnClick: false });
    m.showAt(10, 10);
    click(m.picker.cells[10]);
    expect(m.isVisible()).to.equal(true);
    key(m.picker.eventEl.dom, 'Escape');
    expect(m.isVisible()).to.equal(false);
  });
});
