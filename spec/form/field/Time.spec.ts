import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { TimeField } from '../../../classes/form/field/Time';
import { click, key } from '../../dom.helpers';
import { fire, inputOf, type, useFields } from '../form.helpers';

const hm = (date: Date) => Lib.Date.format(date, 'H:i');

describe('Lib.form.field.Time', () => {
  const { make } = useFields();

  it('has the xtype timefield, extends the combo box', () => {
    expect(Lib.ClassManager.getByAlias('widget.timefield')).to.equal(TimeField);
    expect(Lib.ClassManager.get('Lib.form.TimeField')).to.equal(TimeField);
    expect(make('Lib.form.field.Time').isXType('combobox')).to.equal(true);
  });

  it('lists the times of the day every increment minutes, within minValue and maxValue', () => {
    const day = make('Lib.form.field.Time');
    expect(day.store.getCount()).to.equal(96);
    expect(day.store.getAt(1).get('disp')).to.equal('12:15 AM');
    const work = make('Lib.form.field.Time', {
      minValue: '9:00 AM',
      maxValue: '11:00 AM',
      increment: 30,
    });
    expect(work.store.getRange().map((r: any) => r.get('disp'))).to.deep.equal([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
    work.setMaxValue(new Date(2030, 5, 1, 9, 30));
    expect(work.store.getCount()).to.equal(2);
  });

  it('takes and gives Dates (on January 1st, 2008), texts in the formats too', () => {
    const field = make('Lib.form.field.Time');
    field.setValue(new Date(2024, 4, 3, 14, 30));
    expect(field.getRawValue()).to.equal('2:30 PM');
    const value = field.getValue();
    expect(value.getTime()).to.equal(new Date(2008, 0, 1, 14, 30).getTime());
    field.setValue('9:05 am');
    expect(field.getRawValue()).to.equal('9:05 AM');
    expect(hm(field.getValue())).to.equal('09:05');
    field.setValue('13:45');
    expect(hm(field.getValue())).to.equal('13:45');
    expect(field.getSubmitValue()).to.equal('1:45 PM');
    const submit = make('Lib.form.field.Time', { submitFormat: 'H:i', value: '1:45 PM' });
    expect(submit.getSubmitValue()).to.equal('13:45');
  });

  it('reports text that is no time, and times out of the limits', () => {
    const field = make('Lib.form.field.Time', { minValue: '9:00 AM', maxValue: '5:00 PM' });
    field.setRawValue('soon');
    expect(field.getValue()).to.equal('soon');
    expect(field.getErrors()).to.deep.equal(['soon is not a valid time']);
    field.setValue('8:00 AM');
    expect(field.getErrors()).to.deep.equal([
      'The time in this field must be equal to or after 9:00 AM',
    ]);
    field.setValue('6:00 PM');
    expect(field.getErrors()).to.deep.equal([
      'The time in this field must be equal to or before 5:00 PM',
    ]);
    expect(() => Lib.create('Lib.form.field.Time', { minValue: 'noon' })).to.throw(
      TypeError,
      "[Lib.form.field.Time] config 'minValue' must be a time in 'g:i A', got 'noon'",
    );
  });

  it('picks from its list: the value, select(field, date)', () => {
    const select = sinon.spy();
    const field = make('Lib.form.field.Time', {
      renderTo: document.body,
      listeners: { select },
      value: '10:00 AM',
    });
    click(field.triggerEl.dom);
    expect(field.triggerEl.hasCls('x-form-time-trigger')).to.equal(true);
    expect(field.picker.highlightedIndex).to.equal(40);
    key(inputOf(field), 'ArrowDown');
    key(inputOf(field), 'Enter');
    expect(field.getRawValue()).to.equal('10:15 AM');
    expect(select.firstCall.args[0]).to.equal(field);
    expect(hm(select.firstCall.args[1])).to.equal('10:15');
  });

  it('shows a typed time in its format when the input loses the focus', () => {
    const field = make('Lib.form.field.Time', { renderTo: document.body });
    fire(inputOf(field), 'focus');
    type(field, '215pm');
    fire(inputOf(field), 'blur');
    expect(field.getRawValue()).to.equal('2:15 PM');
    expect(field.isExpanded).to.equal(false);
  });
});
