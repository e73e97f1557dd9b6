import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { Checkbox } from '../../../classes/form/field/Checkbox';
import { click } from '../../dom.helpers';
import { inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Checkbox', () => {
  const { make } = useFields();

  it('has the xtypes checkboxfield and checkbox', () => {
    expect(Lib.ClassManager.getByAlias('widget.checkboxfield')).to.equal(Checkbox);
    expect(Lib.ClassManager.getByAlias('widget.checkbox')).to.equal(Checkbox);
    expect(Lib.ClassManager.get('Lib.form.Checkbox')).to.equal(Checkbox);
  });

  describe('values', () => {
    it('gives a boolean, from checked or value', () => {
      expect(make('Lib.form.field.Checkbox').getValue()).to.equal(false);
      expect(make('Lib.form.field.Checkbox', { checked: true }).getValue()).to.equal(true);
      expect(make('Lib.form.field.Checkbox', { value: true }).getValue()).to.equal(true);
    });

    it("checks for true, 'true', 1, '1', 'on' and the inputValue", () => {
      const field = make('Lib.form.field.Checkbox');
      for (const yes of [true, 'true', 1, '1', 'on']) {
        field.setValue(false);
        field.setValue(yes);
        expect(field.getValue(), String(yes)).to.equal(true);
      }
      for (const no of [false, 'false', 0, '', null, 'yes']) {
        field.setValue(true);
        field.setValue(no);
        expect(field.getValue(), String(no)).to.equal(false);
      }
      const custom = make('Lib.form.field.Checkbox', { inputValue: 'Y' });
      custom.setValue('Y');
      expect(custom.getValue()).to.equal(true);
    });

    it('submits inputValue when checked, uncheckedValue (or null) when not', () => {
      const field = make('Lib.form.field.Checkbox', {
        name: 'ok',
        inputValue: 'yes',
        uncheckedValue: 'no',
      });
      expect(field.getSubmitValue()).to.equal('no');
      field.setValue(true);
      expect(field.getSubmitValue()).to.equal('yes');
      expect(field.getModelData()).to.deep.equal({ ok: true });
      expect(make('Lib.form.field.Checkbox').getSubmitValue()).to.equal(null);
    });

    it('takes a number as inputValue and uncheckedValue (Ext 4 code writes inputValue: 1)', () => {
      const field = make('Lib.form.field.Checkbox', {
        name: 'level',
        inputValue: 2,
        uncheckedValue: 0,
        renderTo: document.body,
      });
      expect(field.getSubmitValue()).to.equal(0);
      field.setValue('2');
      expect(field.getValue()).to.equal(true);
      expect(field.getSubmitValue()).to.equal(2);
      expect((field.inputEl.dom as HTMLInputElement).value).to.equal('2');
      field.setValue(3);
      expect(field.getValue()).to.equal(false);
      field.setValue(2);
      expect(field.getValue()).to.equal(true);
      expect(() => make('Lib.form.field.Checkbox', { inputValue: {} })).to.throw(
        TypeError,
        /inputValue/,
      );
    });

    it('is dirty against its original state and resets to it', () => {
      const field = make('Lib.form.field.Checkbox', { checked: true });
      field.setValue(false);
      expect(field.isDirty()).to.equal(true);
      field.reset();
      expect(field.getValue()).to.equal(true);
      expect(field.isValid()).to.equal(true);
    });
  });

  describe('rendered', () => {
    it('is a real checkbox with a box label for it, as text', () => {
      const field = make('Lib.form.field.Checkbox', {
        boxLabel: '<b>Active</b>',
        checked: true,
        renderTo: document.body,
      });
      const input = inputOf(field);
      expect(input.type).to.equal('checkbox');
      expect(input.checked).to.equal(true);
      expect(input.value).to.equal('on');
      const label = field.boxLabelEl.dom as HTMLLabelElement;
      expect(label.htmlFor).to.equal(input.id);
      expect(label.textContent).to.equal('<b>Active</b>');
      expect(label.querySelector('b')).to.equal(null);
      expect(field.el.hasCls('x-form-cb-checked')).to.equal(true);
      expect(input.classList.contains('x-form-checkbox')).to.equal(true);
    });

    it('fires change at once on a click and calls the handler', () => {
      const change = sinon.spy();
      const handler = sinon.spy();
      const scope = {};
      const field = make('Lib.form.field.Checkbox', {
        renderTo: document.body,
        handler,
        scope,
        listeners: { change },
      });
      click(inputOf(field));
      expect(field.getValue()).to.equal(true);
      expect(change.calledOnce).to.equal(true);
      expect(change.firstCall.args.slice(0, 3)).to.deep.equal([field, true, false]);
      expect(handler.calledOnceWith(field, true)).to.equal(true);
      expect(handler.firstCall.thisValue).to.equal(scope);
      expect(field.el.hasCls('x-form-cb-checked')).to.equal(true);
    });

    it('setValue updates the box', () => {
      const field = make('Lib.form.field.Checkbox', { renderTo: document.body });
      field.setValue(true);
      expect(inputOf(field).checked).to.equal(true);
    });

    it('cannot be changed by the user while read-only', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Checkbox', {
        renderTo: document.body,
        readOnly: true,
        listeners: { change },
      });
      click(inputOf(field));
      expect(inputOf(field).checked).to.equal(false);
      expect(change.called).to.equal(false);
    });

    it('setBoxLabel changes the text', () => {
      const field = make('Lib.form.field.Checkbox', { boxLabel: 'A', renderTo: document.body });
      field.setBoxLabel('B');
      expect(field.boxLabelEl.dom.textContent).to.equal('B');
    });
  });
});
