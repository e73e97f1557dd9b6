import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { BaseField } from '../../../classes/form/field/Base';
import '../../../classes/form/field/Text';
import '../../../classes/form/Panel';
import { def, useCleanup } from '../../helpers';
import { key } from '../../dom.helpers';
import { fire, inputOf, type, useFields } from '../form.helpers';

const XSS = '<img src=x onerror="window.__pwned = 1">';

describe('Lib.form.field.Base', () => {
  const { make } = useFields();
  useCleanup();

  describe('registration', () => {
    it('has the xtype field and the alternate name Lib.form.Field', () => {
      expect(Lib.ClassManager.getByAlias('widget.field')).to.equal(BaseField);
      expect(Lib.ClassManager.get('Lib.form.Field')).to.equal(BaseField);
      expect(Lib.widget('field')).to.be.instanceOf(BaseField);
    });

    it('can be extended with Lib.define and callParent', () => {
      def('Spec.field.Upper', {
        extend: 'Lib.form.field.Base',
        rawToValue(this: any, raw: string) {
          return this.callParent([raw]).toUpperCase();
        },
      });
      const field = make('Spec.field.Upper', { value: 'abc' });
      expect(field.getValue()).to.equal('ABC');
    });
  });

  describe('config types', () => {
    const cases: Array<[string, unknown, string]> = [
      ['name', 5, 'a string'],
      ['fieldLabel', {}, 'a string or a number'],
      ['labelWidth', '100', 'a number'],
      ['labelAlign', 'bottom', "one of 'left', 'right', 'top'"],
      ['msgTarget', '', "'qtip', 'side', 'under', 'title', 'none' or the id of an element"],
      ['inputType', 'passwrd', "one of 'text', 'password', 'email'"],
      ['readOnlyCls', 5, 'a string'],
      ['validateOnChange', 'yes', 'a boolean'],
      ['checkChangeBuffer', '50', 'a number'],
      ['readOnly', 1, 'a boolean'],
    ];
    for (const [name, value, expected] of cases) {
      it(`rejects ${name}: ${JSON.stringify(value)} with a TypeError naming class and config`, () => {
        expect(() => Lib.create('Lib.form.field.Base', { [name]: value } as any)).to.throw(
          TypeError,
          `[Lib.form.field.Base] config '${name}' must be ${expected}`,
        );
      });
    }

    it('names the subclass in the message', () => {
      expect(() => Lib.create('Lib.form.field.Text', { hideLabel: 'no' } as any)).to.throw(
        TypeError,
        "[Lib.form.field.Text] config 'hideLabel' must be a boolean, got 'no'",
      );
    });

    it('accepts null and undefined as "use the default"', () => {
      const field = make('Lib.form.field.Text', { fieldLabel: null, labelWidth: undefined });
      expect(field.labelWidth).to.equal(100);
    });
  });

  describe('values before rendering', () => {
    it('sets, gets and validates without a DOM element', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false });
      expect(field.rendered).to.equal(false);
      expect(field.getValue()).to.equal('');
      expect(field.isValid()).to.equal(false);
      field.setValue('Ada');
      expect(field.getValue()).to.equal('Ada');
      expect(field.getRawValue()).to.equal('Ada');
      expect(field.isValid()).to.equal(true);
    });

    it('shows the value set before rendering once rendered', () => {
      const field = make('Lib.form.field.Text', { value: 'one' });
      field.setValue('two');
      field.render(document.body);
      expect(inputOf(field).value).to.equal('two');
    });

    it('shows an error marked before rendering once rendered', () => {
      const field = make('Lib.form.field.Text', { msgTarget: 'under' });
      field.markInvalid('Too short');
      field.render(document.body);
      expect(field.el.hasCls('x-form-invalid')).to.equal(true);
      expect(field.errorEl.dom.textContent).to.equal('Too short');
    });

    it('takes the configured value as the original value, without events', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', { value: 'x', listeners: { change } });
      expect(change.called).to.equal(false);
      expect(field.originalValue).to.equal('x');
      expect(field.isDirty()).to.equal(false);
    });

    it('defaults the name to the input id, as Ext JS 4', () => {
      const field = make('Lib.form.field.Text', { id: 'who' });
      expect(field.getInputId()).to.equal('who-inputEl');
      expect(field.getName()).to.equal('who-inputEl');
      expect(make('Lib.form.field.Text', { name: 'email' }).getName()).to.equal('email');
    });
  });

  describe('#setValue / #getValue / raw values', () => {
    it('converts through valueToRaw and rawToValue', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body });
      field.setValue(42);
      expect(field.getRawValue()).to.equal('42');
      expect(inputOf(field).value).to.equal('42');
      field.setValue(null);
      expect(field.getRawValue()).to.equal('');
    });

    it('setRawValue changes the text without events', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', { renderTo: document.body, listeners: { change } });
      expect(field.setRawValue('typed')).to.equal('typed');
      expect(field.getValue()).to.equal('typed');
      expect(change.called).to.equal(false);
    });

    it('returns the field from setValue', () => {
      const field = make('Lib.form.field.Text');
      expect(field.setValue('a')).to.equal(field);
    });

    it('gives getModelData and getSubmitData by name', () => {
      const field = make('Lib.form.field.Text', { name: 'email', value: 'a@b.cd' });
      expect(field.getModelData()).to.deep.equal({ email: 'a@b.cd' });
      expect(field.getSubmitData()).to.deep.equal({ email: 'a@b.cd' });
      field.disable();
      expect(field.getModelData()).to.equal(null);
      expect(field.getSubmitData()).to.equal(null);
    });
  });

  describe('change event', () => {
    it('fires change(field, newValue, oldValue) once per real change', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', { value: 'a', listeners: { change } });
      field.setValue('b');
      field.setValue('b');
      field.setValue('c');
      expect(change.callCount).to.equal(2);
      expect(change.firstCall.args.slice(0, 3)).to.deep.equal([field, 'b', 'a']);
      expect(change.secondCall.args.slice(0, 3)).to.deep.equal([field, 'c', 'b']);
    });

    it('buffers typing by checkChangeBuffer ms and reports the last text once', () => {
      const clock = sinon.useFakeTimers();
      try {
        const change = sinon.spy();
        const field = make('Lib.form.field.Text', {
          renderTo: document.body,
          listeners: { change },
        });
        type(field, 'a');
        type(field, 'ab');
        type(field, 'abc');
        expect(change.called).to.equal(false);
        clock.tick(49);
        expect(change.called).to.equal(false);
        clock.tick(1);
        expect(change.calledOnce).to.equal(true);
        expect(change.firstCall.args[1]).to.equal('abc');
        expect(change.firstCall.args[2]).to.equal('');
      } finally {
        clock.restore();
      }
    });

    it('checks at once with checkChangeBuffer 0', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        checkChangeBuffer: 0,
        listeners: { change },
      });
      type(field, 'x');
      expect(change.calledOnce).to.equal(true);
    });

    it('fires nothing while suspendCheckChange is above 0', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', { listeners: { change } });
      field.suspendCheckChange++;
      field.setValue('quiet');
      field.suspendCheckChange--;
      expect(change.called).to.equal(false);
    });

    it('ignores typing in a read-only field', () => {
      const change = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        readOnly: true,
        checkChangeBuffer: 0,
        listeners: { change },
      });
      expect(inputOf(field).readOnly).to.equal(true);
      expect(field.el.hasCls('x-form-readonly')).to.equal(true);
      type(field, 'x');
      expect(change.called).to.equal(false);
    });

    it('setReadOnly toggles the input, readOnlyCls and fires writeablechange(field, readOnly)', () => {
      const writeable = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        readOnlyCls: 'spec-locked',
        listeners: { writeablechange: writeable },
      });
      field.setReadOnly(true);
      expect(inputOf(field).readOnly).to.equal(true);
      expect(field.el.hasCls('spec-locked')).to.equal(true);
      expect(field.el.hasCls('x-form-readonly')).to.equal(false);
      field.setReadOnly(false);
      expect(inputOf(field).readOnly).to.equal(false);
      expect(field.el.hasCls('spec-locked')).to.equal(false);
      expect(writeable.args.map((a) => a[1])).to.deep.equal([true, false]);
      expect(writeable.firstCall.args[0]).to.equal(field);
    });
  });

  describe('inputType and emptyText', () => {
    it('renders the input type and names it in the root class', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, inputType: 'password' });
      expect(inputOf(field).type).to.equal('password');
      expect(field.el.hasCls('x-form-type-password')).to.equal(true);
    });

    it('shows emptyText as a placeholder, which is never the value nor submitted', () => {
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        name: 'q',
        emptyText: 'Search…',
      });
      expect(inputOf(field).placeholder).to.equal('Search…');
      expect(field.getValue()).to.equal('');
      expect(field.getSubmitData()).to.deep.equal({ q: '' });
    });
  });

  describe('validation', () => {
    it('fires validitychange(field, isValid) on the first validate, then when the validity flips', () => {
      const validity = sinon.spy();
      const field = make('Lib.form.field.Text', {
        allowBlank: false,
        listeners: { validitychange: validity },
      });
      field.validate();
      field.validate();
      expect(validity.callCount).to.equal(1);
      expect(validity.firstCall.args.slice(0, 2)).to.deep.equal([field, false]);
      field.setValue('a');
      field.setValue('b');
      expect(validity.callCount).to.equal(2);
      expect(validity.secondCall.args.slice(0, 2)).to.deep.equal([field, true]);
      field.setValue('');
      expect(validity.callCount).to.equal(3);
      expect(validity.thirdCall.args[1]).to.equal(false);
      // reset() forgets it: the next validate reports again.
      field.reset();
      field.validate();
      expect(validity.callCount).to.equal(4);
      expect(validity.lastCall.args[1]).to.equal(false);
    });

    it('runs no validator while it is built: a validator may read a field added after it', () => {
      type Sibling = { previousSibling(selector: string): { getValue(): unknown } };
      const validator = sinon.spy(function (this: Sibling, value: string) {
        return (
          value === this.previousSibling('[name=password1]').getValue() || 'Passwords do not match.'
        );
      });
      const form = make('Lib.form.Panel', {
        items: [
          { xtype: 'textfield', name: 'password1', value: 'secret' },
          { xtype: 'textfield', name: 'password2', validator },
        ],
      });
      expect(validator.called).to.equal(false);
      const second = form.down('[name=password2]') as BaseField;
      expect(second.isValid()).to.equal(false);
      second.setValue('secret');
      expect(second.isValid()).to.equal(true);
    });

    it('isValid marks the field but fires no event', () => {
      const validity = sinon.spy();
      const field = make('Lib.form.field.Text', {
        allowBlank: false,
        value: 'x',
        renderTo: document.body,
        listeners: { validitychange: validity },
      });
      field.setRawValue('');
      expect(field.isValid()).to.equal(false);
      expect(field.hasActiveError()).to.equal(true);
      expect(validity.called).to.equal(false);
    });

    it('does not mark with preventMark', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false, preventMark: true });
      expect(field.isValid()).to.equal(false);
      expect(field.getActiveError()).to.equal('');
    });

    it('treats a disabled field as valid and validates again when enabled', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false, renderTo: document.body });
      field.isValid();
      expect(field.hasActiveError()).to.equal(true);
      field.disable();
      expect(field.isValid()).to.equal(true);
      expect(field.hasActiveError()).to.equal(false);
      field.enable();
      expect(field.hasActiveError()).to.equal(true);
    });

    it('validates on blur', () => {
      const field = make('Lib.form.field.Text', { allowBlank: false, renderTo: document.body });
      fire(inputOf(field), 'focus');
      expect(field.hasActiveError()).to.equal(false);
      fire(inputOf(field), 'blur');
      expect(field.getActiveErrors()).to.deep.equal(['This field is required']);
    });
  });

  describe('#markInvalid / #clearInvalid / errorchange', () => {
    it('shows the errors, fires errorchange and clears them', () => {
      const errorchange = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        listeners: { errorchange },
      });
      field.markInvalid(['First', 'Second']);
      expect(field.getActiveErrors()).to.deep.equal(['First', 'Second']);
      expect(field.getActiveError()).to.equal('First\nSecond');
      expect(errorchange.calledOnceWith(field, 'First\nSecond')).to.equal(true);
      field.markInvalid(['First', 'Second']);
      expect(errorchange.callCount).to.equal(1);
      const input = inputOf(field);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.classList.contains('x-form-invalid-field')).to.equal(true);
      expect(input.getAttribute('aria-describedby')).to.equal(field.errorEl.id);
      field.clearInvalid();
      expect(field.hasActiveError()).to.equal(false);
      expect(errorchange.lastCall.args[1]).to.equal('');
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(input.hasAttribute('aria-describedby')).to.equal(false);
      expect(field.el.hasCls('x-form-invalid')).to.equal(false);
    });

    it('ignores empty messages', () => {
      const field = make('Lib.form.field.Text');
      field.markInvalid(['', null]);
      expect(field.hasActiveError()).to.equal(false);
    });

    for (const msgTarget of ['qtip', 'side', 'under']) {
      it(`shows an error text as text, never markup (msgTarget '${msgTarget}')`, () => {
        const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget });
        field.markInvalid(XSS);
        const errorEl = field.errorEl.dom as HTMLElement;
        expect(errorEl.querySelector('img')).to.equal(null);
        expect(errorEl.textContent).to.equal(XSS);
        expect(document.body.querySelector('img')).to.equal(null);
        expect(errorEl.querySelector('li')!.textContent).to.equal(XSS);
      });
    }

    it("puts the text in the input's data-qtip with msgTarget 'qtip' (the default)", () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body });
      field.markInvalid(['A', 'B']);
      expect(inputOf(field).getAttribute('data-qtip')).to.equal('A\nB');
      expect(inputOf(field).hasAttribute('title')).to.equal(false);
      field.clearInvalid();
      expect(inputOf(field).hasAttribute('data-qtip')).to.equal(false);
    });

    it("puts the text in the icon's data-qtip with msgTarget 'side'", () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget: 'side' });
      field.markInvalid(['Bad', 'Worse']);
      expect(field.errorEl.getAttribute('data-qtip')).to.equal('Bad\nWorse');
      expect(field.errorEl.hasCls('x-form-error-msg-side')).to.equal(true);
      expect(field.errorEl.hasCls('x-form-error-msg-active')).to.equal(true);
      expect(inputOf(field).getAttribute('aria-describedby')).to.equal(field.errorEl.id);
      field.clearInvalid();
      expect(field.errorEl.dom.hasAttribute('data-qtip')).to.equal(false);
      expect(field.errorEl.hasCls('x-form-error-msg-active')).to.equal(false);
    });

    it("puts the text under the body with msgTarget 'under'", () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget: 'under' });
      field.markInvalid('Bad');
      expect(field.el.hasCls('x-form-msg-under')).to.equal(true);
      expect(field.errorEl.dom.previousSibling).to.equal(field.bodyEl.dom);
      expect(field.errorEl.dom.textContent).to.equal('Bad');
    });

    it("puts the text in the input's title with msgTarget 'title', with no error element", () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget: 'title' });
      field.markInvalid(['A', XSS]);
      expect(field.errorEl).to.equal(undefined);
      expect(inputOf(field).title).to.equal('A\n' + XSS);
      expect(inputOf(field).getAttribute('aria-invalid')).to.equal('true');
      field.clearInvalid();
      expect(inputOf(field).hasAttribute('title')).to.equal(false);
    });

    it('writes the texts, as text, into the element whose id msgTarget names', () => {
      const box = document.createElement('div');
      box.id = 'spec-errors';
      document.body.appendChild(box);
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        msgTarget: 'spec-errors',
      });
      expect(field.errorEl).to.equal(undefined);
      field.markInvalid(['One', XSS]);
      expect(Array.from(box.querySelectorAll('li'), (li) => li.textContent)).to.deep.equal([
        'One',
        XSS,
      ]);
      expect(box.querySelector('img')).to.equal(null);
      expect(inputOf(field).getAttribute('aria-describedby')).to.equal('spec-errors');
      field.clearInvalid();
      expect(box.textContent).to.equal('');
      expect(inputOf(field).hasAttribute('aria-describedby')).to.equal(false);
    });

    it('names a msgTarget id that is no element of the page when there is an error to show', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget: 'nowhere' });
      expect(() => field.markInvalid('Bad')).to.throw(
        TypeError,
        "[Lib.form.field.Text] config 'msgTarget' must be 'qtip', 'side', 'under', 'title', 'none' or the id of an element in the page, got 'nowhere'",
      );
    });

    it("renders no error element with msgTarget 'none' but still marks the field", () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, msgTarget: 'none' });
      field.markInvalid('Bad');
      expect(field.errorEl).to.equal(undefined);
      expect(field.el.hasCls('x-form-invalid')).to.equal(true);
      expect(inputOf(field).getAttribute('aria-invalid')).to.equal('true');
    });
  });

  describe('dirty state', () => {
    it('is dirty when the value differs from the original and fires dirtychange on flips', () => {
      const dirtychange = sinon.spy();
      const field = make('Lib.form.field.Text', { value: 'a', listeners: { dirtychange } });
      expect(field.isDirty()).to.equal(false);
      field.setValue('b');
      field.setValue('c');
      expect(field.isDirty()).to.equal(true);
      expect(dirtychange.callCount).to.equal(1);
      expect(dirtychange.firstCall.args.slice(0, 2)).to.deep.equal([field, true]);
      field.setValue('a');
      expect(field.isDirty()).to.equal(false);
      expect(dirtychange.callCount).to.equal(2);
    });

    it('marks the root with x-form-dirty', () => {
      const field = make('Lib.form.field.Text', { value: 'a', renderTo: document.body });
      field.setValue('b');
      expect(field.el.hasCls('x-form-dirty')).to.equal(true);
    });

    it('resetOriginalValue takes the current value as the original', () => {
      const field = make('Lib.form.field.Text', { value: 'a' });
      field.setValue('b');
      field.resetOriginalValue();
      expect(field.isDirty()).to.equal(false);
      expect(field.originalValue).to.equal('b');
    });

    it('reset restores the original value and clears the errors', () => {
      const field = make('Lib.form.field.Text', { value: 'a', maxLength: 2 });
      field.setValue('long');
      expect(field.hasActiveError()).to.equal(true);
      field.reset();
      expect(field.getValue()).to.equal('a');
      expect(field.isDirty()).to.equal(false);
      expect(field.hasActiveError()).to.equal(false);
    });

    it('is never dirty while disabled', () => {
      const field = make('Lib.form.field.Text', { value: 'a' });
      field.setValue('b');
      field.disable();
      expect(field.isDirty()).to.equal(false);
    });
  });

  describe('loading a value silently (as the row editor does)', () => {
    it('suspendEvents / setValue / resetOriginalValue / resumeEvents: no events, clean, validity known', () => {
      const events = sinon.spy();
      const field = make('Lib.form.field.Text', {
        allowBlank: false,
        value: 'first',
        renderTo: document.body,
        listeners: { change: events, validitychange: events, dirtychange: events },
      });
      field.suspendEvents();
      field.setValue('');
      field.resetOriginalValue();
      field.resumeEvents();
      expect(events.called).to.equal(false);
      expect(field.isDirty()).to.equal(false);
      expect(field.isValid()).to.equal(false);
      expect(field.getErrors()).to.deep.equal(['This field is required']);
      field.setValue('typed');
      expect(events.args.map((args) => args[1])).to.deep.equal(['typed', true, true]);
    });
  });

  describe('keys and focus', () => {
    for (const name of ['Enter', 'Escape', 'Tab', 'ArrowDown']) {
      it(`fires specialkey(field, e) for ${name}`, () => {
        const specialkey = sinon.spy();
        const field = make('Lib.form.field.Text', {
          renderTo: document.body,
          listeners: { specialkey },
        });
        key(inputOf(field), name);
        expect(specialkey.calledOnce).to.equal(true);
        expect(specialkey.firstCall.args[0]).to.equal(field);
        expect(specialkey.firstCall.args[1].browserEvent.key).to.equal(name);
      });
    }

    it('fires no specialkey for a character key', () => {
      const specialkey = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        listeners: { specialkey },
      });
      key(inputOf(field), 'a');
      expect(specialkey.called).to.equal(false);
    });

    it('reports a pending change before specialkey, so Enter sees the typed value', () => {
      const clock = sinon.useFakeTimers();
      try {
        const order: string[] = [];
        const field = make('Lib.form.field.Text', {
          renderTo: document.body,
          listeners: {
            change: () => order.push('change'),
            specialkey: () => order.push('specialkey'),
          },
        });
        type(field, 'typed');
        key(inputOf(field), 'Enter');
        expect(order).to.deep.equal(['change', 'specialkey']);
        clock.tick(100);
        expect(order).to.deep.equal(['change', 'specialkey']);
      } finally {
        clock.restore();
      }
    });

    it('fires focus and blur, and marks the focused input', () => {
      const focus = sinon.spy();
      const blur = sinon.spy();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        listeners: { focus, blur },
      });
      field.focus();
      expect(document.activeElement).to.equal(inputOf(field));
      expect(focus.calledOnce).to.equal(true);
      expect(field.hasFocus).to.equal(true);
      expect(inputOf(field).classList.contains('x-form-focus')).to.equal(true);
      inputOf(field).blur();
      expect(blur.calledOnce).to.equal(true);
      expect(field.hasFocus).to.equal(false);
    });

    it('focus(true) selects the text', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body, value: 'hello' });
      field.focus(true);
      expect(inputOf(field).selectionStart).to.equal(0);
      expect(inputOf(field).selectionEnd).to.equal(5);
    });
  });

  describe('rendering', () => {
    it('renders a label for the input, with Ext class names', () => {
      const field = make('Lib.form.field.Text', { fieldLabel: 'Name', renderTo: document.body });
      const root = field.el.dom as HTMLElement;
      for (const cls of ['x-field', 'x-form-item', 'x-form-type-text'])
        expect(root.classList.contains(cls), cls).to.equal(true);
      const label = root.querySelector('label.x-form-item-label') as HTMLLabelElement;
      expect(label.textContent).to.equal('Name:');
      expect(label.htmlFor).to.equal(inputOf(field).id);
      expect(inputOf(field).className).to.equal('x-form-field x-form-text');
    });

    it('shows a label as text', () => {
      const field = make('Lib.form.field.Text', { fieldLabel: XSS, renderTo: document.body });
      expect(document.body.querySelector('img')).to.equal(null);
      expect(field.labelEl.dom.textContent).to.equal(XSS + ':');
    });

    it('renders no label with hideLabel and labels the input for screen readers instead', () => {
      const field = make('Lib.form.field.Text', {
        fieldLabel: 'Name',
        hideLabel: true,
        renderTo: document.body,
      });
      expect(field.el.dom.querySelector('label')).to.equal(null);
      expect(inputOf(field).getAttribute('aria-label')).to.equal('Name');
    });

    it('renders no label without fieldLabel (hideEmptyLabel)', () => {
      const field = make('Lib.form.field.Text', { renderTo: document.body });
      expect(field.labelEl).to.equal(undefined);
    });

    it('sizes the label from labelWidth and labelPad', () => {
      const field = make('Lib.form.field.Text', {
        fieldLabel: 'Name',
        labelWidth: 60,
        labelPad: 4,
        renderTo: document.body,
      });
      expect(field.labelEl.dom.style.width).to.equal('64px');
    });

    it('setWidth sizes the whole field', () => {
      const field = make('Lib.form.field.Text', { hideLabel: true, renderTo: document.body });
      field.setWidth(137);
      expect(field.el.dom.style.width).to.equal('137px');
      expect(field.getWidth()).to.equal(137);
    });

    it('setFieldLabel changes the label text', () => {
      const field = make('Lib.form.field.Text', { fieldLabel: 'A', renderTo: document.body });
      field.setFieldLabel('B');
      expect(field.labelEl.dom.textContent).to.equal('B:');
    });

    it('disables the input with the field', () => {
      const field = make('Lib.form.field.Text', { disabled: true, renderTo: document.body });
      expect(inputOf(field).disabled).to.equal(true);
      field.enable();
      expect(inputOf(field).disabled).to.equal(false);
    });

    it('removes its DOM when destroyed and runs no buffered check afterwards', () => {
      const clock = sinon.useFakeTimers();
      try {
        const change = sinon.spy();
        const field = make('Lib.form.field.Text', {
          renderTo: document.body,
          listeners: { change },
        });
        type(field, 'x');
        field.destroy();
        clock.tick(100);
        expect(change.called).to.equal(false);
        expect(document.body.children.length).to.equal(0);
      } finally {
        clock.restore();
      }
    });
  });
});
