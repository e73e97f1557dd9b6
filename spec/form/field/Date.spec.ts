import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { DateField } from '../../../classes/form/field/Date';
import { click, key } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Date', () => {
  const { make } = useFields();

  it('has the xtype datefield', () => {
    expect(Lib.ClassManager.getByAlias('widget.datefield')).to.equal(DateField);
  });

  describe('value conversion', () => {
    it("shows a Date in its format (default 'm/d/Y') and gives a Date back", () => {
      const field = make('Lib.form.field.Date');
      field.setValue(new Date(2024, 1, 29, 15, 30));
      expect(field.getRawValue()).to.equal('02/29/2024');
      const value = field.getValue();
      expect(value).to.be.instanceOf(Date);
      expect(value.getTime()).to.equal(new Date(2024, 1, 29).getTime());
    });

    it('round-trips with a custom format', () => {
      const field = make('Lib.form.field.Date', { format: 'Y-m-d' });
      field.setValue('2023-12-31');
      expect(field.getValue().getTime()).to.equal(new Date(2023, 11, 31).getTime());
      expect(field.getRawValue()).to.equal('2023-12-31');
      field.setValue(field.getValue());
      expect(field.getRawValue()).to.equal('2023-12-31');
    });

    it('keeps the time when the format has one', () => {
      const field = make('Lib.form.field.Date', { format: 'Y-m-d H:i' });
      field.setValue(new Date(2024, 0, 2, 13, 45));
      expect(field.getRawValue()).to.equal('2024-01-02 13:45');
      expect(field.getValue().getTime()).to.equal(new Date(2024, 0, 2, 13, 45).getTime());
    });

    it('accepts altFormats when typing', () => {
      const field = make('Lib.form.field.Date');
      field.setRawValue('2024-03-05');
      expect(field.getValue().getTime()).to.equal(new Date(2024, 2, 5).getTime());
      field.setRawValue('3/5/24');
      expect(field.getValue().getTime()).to.equal(new Date(2024, 2, 5).getTime());
      const strict = make('Lib.form.field.Date', { format: 'd.m.Y', altFormats: '' });
      strict.setRawValue('2024-03-05');
      expect(strict.getValue()).to.equal('2024-03-05');
    });

    it('gives null when empty and the typed text when it is no date (as Ext JS 4)', () => {
      const field = make('Lib.form.field.Date', { value: new Date(2024, 0, 1) });
      field.setValue(null);
      expect(field.getValue()).to.equal(null);
      field.setRawValue('someday');
      expect(field.getValue()).to.equal('someday');
    });

    it('is not dirty when set to the same day again, and reports one change per new day', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Date', { value: '01/15/2024', listeners: { change } });
      expect(field.isDirty()).to.equal(false);
      field.setValue(new Date(2024, 0, 15));
      expect(change.called).to.equal(false);
      field.setValue(new Date(2024, 0, 16));
      expect(change.calledOnce).to.equal(true);
      expect(field.isDirty()).to.equal(true);
    });

    it('submits in submitFormat, else format', () => {
      const field = make('Lib.form.field.Date', {
        value: new Date(2024, 5, 7),
        submitFormat: 'Y-m-d',
      });
      expect(field.getSubmitValue()).to.equal('2024-06-07');
      expect(
        make('Lib.form.field.Date', { value: new Date(2024, 5, 7) }).getSubmitValue(),
      ).to.equal('06/07/2024');
      expect(make('Lib.form.field.Date').getSubmitValue()).to.equal('');
    });
  });

  describe('#getErrors', () => {
    it("gives Ext's invalid text naming the format", () => {
      const field = make('Lib.form.field.Date', { format: 'Y-m-d', altFormats: '' });
      expect(field.getErrors('31/12/2024')).to.deep.equal([
        '31/12/2024 is not a valid date - it must be in the format Y-m-d',
      ]);
    });

    it('shows the format without its escapes', () => {
      const field = make('Lib.form.field.Date', { format: 'Y\\WW', altFormats: '' });
      expect(field.getErrors('x')[0]).to.equal(
        'x is not a valid date - it must be in the format YWW',
      );
    });

    it('checks minValue and maxValue (Dates or text), with the limit in the format', () => {
      const field = make('Lib.form.field.Date', {
        format: 'Y-m-d',
        minValue: '2024-01-10',
        maxValue: new Date(2024, 0, 20, 18, 0),
      });
      expect(field.getErrors('2024-01-09')).to.deep.equal([
        'The date in this field must be equal to or after 2024-01-10',
      ]);
      expect(field.getErrors('2024-01-21')).to.deep.equal([
        'The date in this field must be equal to or before 2024-01-20',
      ]);
      expect(field.getErrors('2024-01-10')).to.deep.equal([]);
      expect(field.getErrors('2024-01-20')).to.deep.equal([]);
    });

    it('accepts a Date argument', () => {
      const field = make('Lib.form.field.Date', { minValue: new Date(2024, 0, 10) });
      expect(field.getErrors(new Date(2024, 0, 1))).to.have.length(1);
    });

    it('refuses disabledDays and disabledDates', () => {
      const field = make('Lib.form.field.Date', {
        format: 'Y-m-d',
        disabledDays: [0, 6],
        disabledDates: ['2024-12-25', '^2024-01'],
      });
      expect(field.getErrors('2024-03-02')).to.deep.equal(['Disabled']); // a Saturday
      expect(field.getErrors('2024-12-25')).to.deep.equal(['Disabled']);
      expect(field.getErrors('2024-01-03')).to.deep.equal(['Disabled']);
      expect(field.getErrors('2024-03-04')).to.deep.equal([]);
    });

    it('lets a blank value through unless allowBlank is false', () => {
      expect(make('Lib.form.field.Date').getErrors('')).to.deep.equal([]);
      expect(make('Lib.form.field.Date', { allowBlank: false }).getErrors('')).to.deep.equal([
        'This field is required',
      ]);
    });

    it('throws for a limit that is no date, and type-checks its configs', () => {
      expect(() => Lib.create('Lib.form.field.Date', { minValue: 'soon' })).to.throw(
        Lib.Error,
        "config 'minValue' 'soon' is no date in the format 'm/d/Y'",
      );
      expect(() => Lib.create('Lib.form.field.Date', { format: 5 } as never)).to.throw(
        TypeError,
        "[Lib.form.field.Date] config 'format' must be a string",
      );
      expect(() => Lib.create('Lib.form.field.Date', { maxValue: 5 } as never)).to.throw(
        TypeError,
        "config 'maxValue' must be a Date or a date string",
      );
    });
  });

  describe('in use', () => {
    it('shows a typed date in the format when the input loses the focus', () => {
      const field = make('Lib.form.field.Date', { renderTo: document.body });
      const input = inputOf(field);
      fire(input, 'focus');
      input.value = '7/4/2024';
      fire(input, 'blur');
      expect(input.value).to.equal('07/04/2024');
      expect(field.hasActiveError()).to.equal(false);
    });

    it('marks a typed non-date on blur and keeps the text', () => {
      const field = make('Lib.form.field.Date', { renderTo: document.body });
      const input = inputOf(field);
      fire(input, 'focus');
      input.value = 'tomorrow';
      fire(input, 'blur');
      expect(input.value).to.equal('tomorrow');
      expect(field.getActiveErrors()).to.deep.equal([
        'tomorrow is not a valid date - it must be in the format m/d/Y',
      ]);
    });

    it('shows an invalid text holding markup as text', () => {
      const field = make('Lib.form.field.Date', { renderTo: document.body, msgTarget: 'under' });
      field.setRawValue('<img src=x onerror=alert(1)>');
      field.isValid();
      expect(document.body.querySelector('img')).to.equal(null);
      expect(field.errorEl.dom.textContent).to.contain(
        '<img src=x onerror=alert(1)> is not a valid date',
      );
    });
  });

  describe('the picker', () => {
    const ymd = (date: Date) => Lib.Date.format(date, 'Y-m-d');
    const open = (config: Record<string, unknown> = {}) => {
      const field = make('Lib.form.field.Date', {
        renderTo: document.body,
        format: 'Y-m-d',
        ...config,
      });
      click(field.triggerEl.dom);
      return field;
    };

    it("opens from the trigger on the field's date, as a grid popup of a combobox", () => {
      const field = open({ value: '2024-05-15' });
      const input = inputOf(field);
      expect(field.triggerEl.hasCls('x-form-date-trigger')).to.equal(true);
      expect(field.isExpanded).to.equal(true);
      const picker = field.picker;
      expect(picker.isXType('datepicker')).to.equal(true);
      expect(ymd(picker.getValue())).to.equal('2024-05-15');
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-haspopup')).to.equal('grid');
      expect(input.getAttribute('aria-controls')).to.equal(picker.eventEl.id);
      const active = picker.el.dom.querySelector('.x-datepicker-selected');
      expect(input.getAttribute('aria-activedescendant')).to.equal(active.id);
      expect(document.activeElement).to.equal(input);
    });

    it('opens on today when the field has no date', () => {
      const field = open();
      expect(ymd(field.picker.getValue())).to.equal(ymd(new Date()));
    });

    it('picks a clicked day into the field: select(field, date), closed, focus kept', () => {
      const select = sinon.spy();
      const field = open({ value: '2024-05-15', listeners: { select } });
      const cell = field.picker.cells.find((c: HTMLElement) => c.textContent === '20');
      let prevented = false;
      const listener = (e: Event) => (prevented = e.defaultPrevented);
      document.addEventListener('mousedown', listener);
      click(cell);
      document.removeEventListener('mousedown', listener);
      expect(prevented).to.equal(true);
      expect(field.getRawValue()).to.equal('2024-05-20');
      expect(select.calledOnce).to.equal(true);
      expect(ymd(select.firstCall.args[1])).to.equal('2024-05-20');
      expect(field.isExpanded).to.equal(false);
    });

    it('is driven from the input: arrows and PageDown move, Enter picks, no specialkey', () => {
      const specialkey = sinon.spy();
      const field = make('Lib.form.field.Date', {
        renderTo: document.body,
        format: 'Y-m-d',
        value: '2024-05-15',
        listeners: { specialkey },
      });
      const input = inputOf(field);
      key(input, 'ArrowDown', { altKey: true });
      expect(field.isExpanded).to.equal(true);
      key(input, 'ArrowRight');
      key(input, 'ArrowDown');
      key(input, 'PageDown');
      expect(ymd(field.picker.activeDate)).to.equal('2024-06-23');
      expect(field.getRawValue()).to.equal('2024-05-15');
      key(input, 'Enter');
      expect(field.getRawValue()).to.equal('2024-06-23');
      expect(field.isExpanded).to.equal(false);
      key(input, 'ArrowDown');
      key(input, 'Escape');
      expect(field.isExpanded).to.equal(false);
      expect(specialkey.called).to.equal(false);
    });

    it("takes the field's limits, disabled days and dates, startDay and showToday", () => {
      const field = open({
        value: '2024-05-15',
        minValue: '2024-05-10',
        disabledDays: [6],
        disabledDates: ['2024-05-2[0-2]'],
        startDay: 1,
        showToday: false,
      });
      const picker = field.picker;
      const cell = (day: string) =>
        picker.cells.find(
          (c: HTMLElement) => c.textContent === day && c.classList.contains('x-datepicker-active'),
        );
      const disabled = ['9', '13', '18', '21', '23'].map((d) =>
        cell(d).getAttribute('aria-disabled'),
      );
      expect(disabled).to.deep.equal(['true', null, 'true', 'true', null]);
      expect(picker.cells[0].textContent).to.equal('29');
      expect(picker.todayBtn).to.equal(undefined);
      field.collapse();
      field.setMinValue(null);
      field.expand();
      expect(cell('9').getAttribute('aria-disabled')).to.equal(null);
    });
  });
});
