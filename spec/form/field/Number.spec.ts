import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { NumberField } from '../../../classes/form/field/Number';
import { click, key } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Number', () => {
  const { make } = useFields();

  it('has the xtype numberfield and extends the text field', () => {
    expect(Lib.ClassManager.getByAlias('widget.numberfield')).to.equal(NumberField);
    expect(make('Lib.form.field.Number').isXType('textfield')).to.equal(true);
  });

  describe('value conversion', () => {
    it('gives a number rounded to decimalPrecision (2)', () => {
      const field = make('Lib.form.field.Number');
      field.setValue(3.14159);
      expect(field.getValue()).to.equal(3.14);
      expect(field.getRawValue()).to.equal('3.14');
      field.setValue('2.5');
      expect(field.getValue()).to.equal(2.5);
    });

    it('gives null when empty', () => {
      const field = make('Lib.form.field.Number', { value: 5 });
      field.setValue(null);
      expect(field.getValue()).to.equal(null);
      expect(field.getRawValue()).to.equal('');
      field.setValue('');
      expect(field.getValue()).to.equal(null);
    });

    it('keeps 0', () => {
      const field = make('Lib.form.field.Number', { value: 0 });
      expect(field.getValue()).to.equal(0);
      expect(field.getRawValue()).to.equal('0');
    });

    it('gives the typed text when it is not a number (as Ext JS 4)', () => {
      const field = make('Lib.form.field.Number');
      field.setRawValue('abc');
      expect(field.getValue()).to.equal('abc');
    });

    it('keeps a fraction without allowDecimals, and reports it instead of rounding', () => {
      const field = make('Lib.form.field.Number', { allowDecimals: false, value: 2.6 });
      expect(field.getValue()).to.equal(2.6);
      expect(field.getRawValue()).to.equal('2.6');
      expect(field.getErrors()).to.deep.equal(['2.6 is not a whole number']);
      field.setValue(3);
      expect(field.getErrors()).to.deep.equal([]);
    });

    it('reads and shows decimalSeparator', () => {
      const field = make('Lib.form.field.Number', { decimalSeparator: ',' });
      field.setValue(1.5);
      expect(field.getRawValue()).to.equal('1,5');
      field.setRawValue('2,25');
      expect(field.getValue()).to.equal(2.25);
      expect(field.getSubmitValue()).to.equal('2,25');
      const dotted = make('Lib.form.field.Number', {
        decimalSeparator: ',',
        submitLocaleSeparator: false,
        value: 2.25,
      });
      expect(dotted.getSubmitValue()).to.equal('2.25');
    });

    it('does not report a change when only the precision differs', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Number', { value: 1.23, listeners: { change } });
      field.setValue(1.234);
      expect(change.called).to.equal(false);
    });
  });

  describe('#getErrors', () => {
    it("gives Ext's minValue and maxValue texts", () => {
      const field = make('Lib.form.field.Number', { minValue: 1, maxValue: 10 });
      expect(field.getErrors('0')).to.deep.equal(['The minimum value for this field is 1']);
      expect(field.getErrors('11')).to.deep.equal(['The maximum value for this field is 10']);
      expect(field.getErrors('5')).to.deep.equal([]);
    });

    it("gives '{0} is not a valid number'", () => {
      const field = make('Lib.form.field.Number');
      expect(field.getErrors('12abc')).to.deep.equal(['12abc is not a valid number']);
      expect(field.getErrors('abc')).to.deep.equal(['abc is not a valid number']);
    });

    it('refuses negative numbers with allowNegative: false', () => {
      const field = make('Lib.form.field.Number', { allowNegative: false });
      expect(field.minValue).to.equal(0);
      expect(field.getErrors('-1')).to.deep.equal(['The value cannot be negative']);
    });

    it('lets a blank value through unless allowBlank is false', () => {
      expect(make('Lib.form.field.Number', { minValue: 3 }).getErrors('')).to.deep.equal([]);
      expect(make('Lib.form.field.Number', { allowBlank: false }).getErrors('')).to.deep.equal([
        'This field is required',
      ]);
    });

    it('validates the current value', () => {
      const field = make('Lib.form.field.Number', { maxValue: 5, value: 9 });
      expect(field.isValid()).to.equal(false);
      expect(field.getActiveError()).to.equal('The maximum value for this field is 5');
    });

    it('setMinValue and setMaxValue change the limits; null removes them', () => {
      const field = make('Lib.form.field.Number', { minValue: 5 });
      field.setMinValue(null);
      field.setMaxValue(2);
      expect(field.getErrors('3')).to.deep.equal(['The maximum value for this field is 2']);
      expect(field.getErrors('-100')).to.deep.equal([]);
    });

    it('type-checks its configs', () => {
      expect(() => Lib.create('Lib.form.field.Number', { minValue: '1' } as any)).to.throw(
        TypeError,
        "[Lib.form.field.Number] config 'minValue' must be a number, got '1'",
      );
    });

    it('refuses a decimalPrecision that is not a whole number ≥ 0', () => {
      for (const bad of [-1, 1.5, NaN, '2']) {
        expect(() =>
          Lib.create('Lib.form.field.Number', { decimalPrecision: bad } as any),
        ).to.throw(
          TypeError,
          "[Lib.form.field.Number] config 'decimalPrecision' must be a whole number ≥ 0",
        );
      }
      const field = make('Lib.form.field.Number', { decimalPrecision: 0 });
      field.setValue(2.6);
      expect(field.getValue()).to.equal(3);
    });
  });

  describe('in use', () => {
    it('accepts only number characters from the keyboard', () => {
      const field = make('Lib.form.field.Number', {
        allowNegative: false,
        allowExponential: false,
        renderTo: document.body,
      });
      const mask: RegExp = field.getMaskRe();
      expect(['1', '.'].map((c) => mask.test(c))).to.deep.equal([true, true]);
      expect(['a', '-', 'e'].map((c) => mask.test(c))).to.deep.equal([false, false, false]);
    });

    it("refuses '.' and 'e' as keys without allowDecimals (exponents allowed or not)", () => {
      const field = make('Lib.form.field.Number', {
        allowDecimals: false,
        renderTo: document.body,
      });
      const mask: RegExp = field.getMaskRe();
      expect(['1', '-'].map((c) => mask.test(c))).to.deep.equal([true, true]);
      expect(['.', 'e', 'E', '+'].map((c) => mask.test(c))).to.deep.equal([
        false,
        false,
        false,
        false,
      ]);
      let prevented = false;
      inputOf(field).addEventListener('keypress', (e) => (prevented = e.defaultPrevented));
      key(inputOf(field), '.', {}, 'keypress');
      expect(prevented).to.equal(true);
      key(inputOf(field), '7', {}, 'keypress');
      expect(prevented).to.equal(false);
      const positive = make('Lib.form.field.Number', { allowDecimals: false, minValue: 0 });
      expect(positive.getMaskRe().test('-')).to.equal(false);
    });

    it('strips pasted characters with autoStripChars but keeps the separator to report it', () => {
      const field = make('Lib.form.field.Number', { allowDecimals: false, autoStripChars: true });
      field.setRawValue('1a2.5');
      expect(field.getValue()).to.equal(12.5);
      expect(field.getErrors()).to.deep.equal(['12.5 is not a whole number']);
    });

    it('spins with its triggers and fires spin, spinup and spindown', () => {
      const spin = sinon.spy();
      const spinup = sinon.spy();
      const field = make('Lib.form.field.Number', {
        renderTo: document.body,
        value: 1,
        listeners: { spin, spinup },
      });
      expect(field.isXType('spinnerfield')).to.equal(true);
      const [up, down] = field.triggerEls.map((t: any) => t.dom);
      expect(up.classList.contains('x-form-spinner-up')).to.equal(true);
      click(up);
      expect(field.getValue()).to.equal(2);
      click(down);
      click(down);
      expect(field.getValue()).to.equal(0);
      expect(spin.args.map((a) => a[1])).to.deep.equal(['up', 'down', 'down']);
      expect(spinup.calledOnceWith(field)).to.equal(true);
    });

    it('steps with Up and Down within the limits', () => {
      const field = make('Lib.form.field.Number', {
        renderTo: document.body,
        value: 0.2,
        step: 0.1,
        maxValue: 0.35,
      });
      key(inputOf(field), 'ArrowUp');
      expect(field.getValue()).to.equal(0.3);
      key(inputOf(field), 'ArrowUp');
      expect(field.getValue()).to.equal(0.35);
      key(inputOf(field), 'ArrowDown');
      expect(field.getValue()).to.equal(0.25);
    });

    it('steps from 0 when empty, not when read-only', () => {
      const field = make('Lib.form.field.Number', { renderTo: document.body });
      key(inputOf(field), 'ArrowDown');
      expect(field.getValue()).to.equal(-1);
      field.setReadOnly(true);
      key(inputOf(field), 'ArrowDown');
      expect(field.getValue()).to.equal(-1);
    });

    it('shows the rounded number when the input loses the focus', () => {
      const field = make('Lib.form.field.Number', { renderTo: document.body });
      const input = inputOf(field);
      fire(input, 'focus');
      input.value = '1.23456';
      fire(input, 'blur');
      expect(input.value).to.equal('1.23');
    });

    it('uses a text input with a numeric keyboard hint', () => {
      const field = make('Lib.form.field.Number', { renderTo: document.body });
      expect(inputOf(field).type).to.equal('text');
      expect(inputOf(field).getAttribute('inputmode')).to.equal('decimal');
      expect(inputOf(field).classList.contains('x-form-number')).to.equal(true);
    });
  });
});
