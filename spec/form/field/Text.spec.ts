import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { TextField } from '../../../classes/form/field/Text';
import { key } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Text', () => {
  const { make } = useFields();

  it('has the xtype textfield and the alternate name Lib.form.TextField', () => {
    expect(Lib.ClassManager.getByAlias('widget.textfield')).to.equal(TextField);
    expect(Lib.ClassManager.get('Lib.form.TextField')).to.equal(TextField);
    expect(make('Lib.form.field.Text').isXType('field')).to.equal(true);
  });

  describe('#getErrors', () => {
    it("allowBlank: false gives Ext's 'This field is required'", () => {
      const field = make('Lib.form.field.Text', { allowBlank: false });
      expect(field.getErrors()).to.deep.equal(['This field is required']);
      expect(field.getErrors('x')).to.deep.equal([]);
    });

    it('allows a blank value by default', () => {
      expect(make('Lib.form.field.Text').getErrors('')).to.deep.equal([]);
    });

    it('counts white space as a value unless allowOnlyWhitespace is false', () => {
      expect(make('Lib.form.field.Text', { allowBlank: false }).getErrors('  ')).to.deep.equal([]);
      const strict = make('Lib.form.field.Text', { allowOnlyWhitespace: false });
      expect(strict.allowBlank).to.equal(false);
      expect(strict.getErrors('  ')).to.deep.equal(['This field is required']);
    });

    it('uses blankText', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false, blankText: 'Needed' });
      expect(field.getErrors('')).to.deep.equal(['Needed']);
    });

    it("gives Ext's minLength and maxLength texts", () => {
      const field = make('Lib.form.field.Text', { minLength: 3, maxLength: 5 });
      expect(field.getErrors('ab')).to.deep.equal(['The minimum length for this field is 3']);
      expect(field.getErrors('abcdef')).to.deep.equal(['The maximum length for this field is 5']);
      expect(field.getErrors('abcd')).to.deep.equal([]);
    });

    it('does not apply minLength to a blank value', () => {
      expect(make('Lib.form.field.Text', { minLength: 3 }).getErrors('')).to.deep.equal([]);
    });

    it('uses minLengthText and maxLengthText with {0}', () => {
      const field = make('Lib.form.field.Text', {
        minLength: 2,
        minLengthText: 'At least {0}',
        maxLength: 3,
        maxLengthText: 'At most {0}',
      });
      expect(field.getErrors('a')).to.deep.equal(['At least 2']);
      expect(field.getErrors('abcd')).to.deep.equal(['At most 3']);
    });

    it('checks a vtype with its text, or vtypeText', () => {
      const field = make('Lib.form.field.Text', { vtype: 'email' });
      expect(field.getErrors('nope')).to.deep.equal([
        'This field should be an e-mail address in the format "user@example.com"',
      ]);
      expect(field.getErrors('ada@example.com')).to.deep.equal([]);
      const custom = make('Lib.form.field.Text', { vtype: 'alpha', vtypeText: 'Letters only' });
      expect(custom.getErrors('a1')).to.deep.equal(['Letters only']);
    });

    it('calls a vtype as a member of Lib.form.field.VTypes, with the value and the field', () => {
      const VTypes = (Lib as any).form.field.VTypes;
      const calls: unknown[][] = [];
      VTypes.specProbe = function (this: unknown, value: string, field: unknown) {
        calls.push([this, value, field]);
        return true;
      };
      try {
        const field = make('Lib.form.field.Text', { vtype: 'specProbe' });
        expect(field.getErrors('abc')).to.deep.equal([]);
        expect(calls).to.deep.equal([[VTypes, 'abc', field]]);
      } finally {
        delete VTypes.specProbe;
      }
    });

    it('throws for an unknown vtype', () => {
      expect(() => Lib.create('Lib.form.field.Text', { vtype: 'emial' })).to.throw(
        Lib.Error,
        "vtype 'emial' is not defined in Lib.form.field.VTypes",
      );
    });

    it('checks regex with regexText, else invalidText', () => {
      const field = make('Lib.form.field.Text', { regex: /^\d+$/, regexText: 'Digits only' });
      expect(field.getErrors('12a')).to.deep.equal(['Digits only']);
      expect(field.getErrors('12')).to.deep.equal([]);
      const plain = make('Lib.form.field.Text', { regex: /^\d+$/g });
      expect(plain.getErrors('x')).to.deep.equal(['The value in this field is invalid']);
      // A global RegExp gives the same answer every time.
      expect(plain.getErrors('12')).to.deep.equal([]);
      expect(plain.getErrors('12')).to.deep.equal([]);
    });

    it('calls validator(value) with this = the field; true passes, a string is the error', () => {
      const validator = sinon.spy(function (this: any, value: string) {
        return value === 'ok' || `'${value}' is not ok`;
      });
      const field = make('Lib.form.field.Text', { validator });
      expect(field.getErrors('ok')).to.deep.equal([]);
      expect(field.getErrors('no')).to.deep.equal(["'no' is not ok"]);
      expect(validator.firstCall.thisValue).to.equal(field);
    });

    it('reports invalidText for a validator returning false', () => {
      const field = make('Lib.form.field.Text', { validator: () => false });
      expect(field.getErrors('x')).to.deep.equal(['The value in this field is invalid']);
    });

    it("lists errors in Ext's order: validator, then length, vtype and regex", () => {
      const field = make('Lib.form.field.Text', {
        validator: () => 'custom',
        maxLength: 2,
        vtype: 'alpha',
        regex: /^z/,
        regexText: 'starts with z',
      });
      expect(field.getErrors('a1b')).to.deep.equal([
        'custom',
        'The maximum length for this field is 2',
        'This field should only contain letters and _',
        'starts with z',
      ]);
    });

    it('stops after the blank check', () => {
      const field = make('Lib.form.field.Text', {
        allowBlank: false,
        vtype: 'email',
        regex: /x/,
      });
      expect(field.getErrors('')).to.deep.equal(['This field is required']);
    });

    it('reads the current text when called without an argument', () => {
      const field = make('Lib.form.field.Text', { maxLength: 1, value: 'ab' });
      expect(field.getErrors()).to.deep.equal(['The maximum length for this field is 1']);
    });

    it('setAllowBlank changes the rule', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body });
      field.setAllowBlank(false);
      expect(field.isValid()).to.equal(false);
      expect(inputOf(field).getAttribute('aria-required')).to.equal('true');
    });
  });

  describe('input options', () => {
    it('shows emptyText as a placeholder, not as the value', () => {
      const field = make('Lib.form.field.Text', {
        emptyText: 'Your name',
        renderTo: document.body,
      });
      expect(inputOf(field).placeholder).to.equal('Your name');
      expect(field.getValue()).to.equal('');
      field.setEmptyText('Other');
      expect(inputOf(field).placeholder).to.equal('Other');
    });

    it('sets aria-required with allowBlank: false', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false, renderTo: document.body });
      expect(inputOf(field).getAttribute('aria-required')).to.equal('true');
      const optional = make('Lib.form.field.Text', { renderTo: document.body });
      expect(inputOf(optional).hasAttribute('aria-required')).to.equal(false);
    });

    it('sets maxlength with enforceMaxLength', () => {
      const field = make('Lib.form.field.Text', {
        maxLength: 8,
        enforceMaxLength: true,
        renderTo: document.body,
      });
      expect(inputOf(field).getAttribute('maxlength')).to.equal('8');
      const loose = make('Lib.form.field.Text', { maxLength: 8, renderTo: document.body });
      expect(inputOf(loose).hasAttribute('maxlength')).to.equal(false);
    });

    it('removes stripCharsRe characters from the value and the input', () => {
      const field = make('Lib.form.field.Text', {
        stripCharsRe: /[^0-9]/g,
        renderTo: document.body,
      });
      field.setValue('12-34 5');
      expect(field.getValue()).to.equal('12345');
      expect(inputOf(field).value).to.equal('12345');
    });

    it('blocks characters maskRe rejects, but never special keys', () => {
      const field = make('Lib.form.field.Text', { maskRe: /[0-9]/, renderTo: document.body });
      const press = (name: string) => {
        const KeyboardEventCtor = (globalThis as any).KeyboardEvent;
        const event = new KeyboardEventCtor('keypress', {
          key: name,
          bubbles: true,
          cancelable: true,
        });
        inputOf(field).dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(press('a')).to.equal(true);
      expect(press('5')).to.equal(false);
      expect(press('Enter')).to.equal(false);
    });

    it("uses the vtype's mask when there is no maskRe", () => {
      const field = make('Lib.form.field.Text', { vtype: 'alphanum', renderTo: document.body });
      expect(field.getMaskRe()).to.equal((Lib as any).form.field.VTypes.alphanumMask);
    });

    it('selects the text on focus with selectOnFocus', () => {
      const field = make('Lib.form.field.Text', {
        selectOnFocus: true,
        value: 'abc',
        renderTo: document.body,
      });
      fire(inputOf(field), 'focus');
      expect(inputOf(field).selectionStart).to.equal(0);
      expect(inputOf(field).selectionEnd).to.equal(3);
    });
  });

  describe('in use', () => {
    it('re-validates while typing and reports each flip once', () => {
      const validity = sinon.spy();
      const field = make('Lib.form.field.Text', {
        allowBlank: false,
        checkChangeBuffer: 0,
        renderTo: document.body,
        listeners: { validitychange: validity },
      });
      const input = inputOf(field);
      for (const text of ['a', 'ab', '', 'x']) {
        input.value = text;
        fire(input, 'input');
      }
      expect(validity.args.map((args) => args[1])).to.deep.equal([true, false, true]);
      key(input, 'Enter');
    });

    it('shows a value holding markup as text', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body });
      field.setValue('<img src=x onerror=alert(1)>');
      expect(inputOf(field).value).to.equal('<img src=x onerror=alert(1)>');
      expect(document.body.querySelector('img')).to.equal(null);
    });
  });
});
