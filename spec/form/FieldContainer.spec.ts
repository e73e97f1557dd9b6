import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { FieldContainer } from '../../classes/form/FieldContainer';
import '../../classes/form/field/Text';
import '../../classes/layout/container/HBox';
import { inputOf, useFields } from './form.helpers';

describe('Lib.form.FieldContainer', () => {
  const { make } = useFields();
  const phone = (config: Record<string, any> = {}) =>
    make('Lib.form.FieldContainer', {
      fieldLabel: 'Phone',
      layout: 'hbox',
      renderTo: document.body,
      items: [
        { xtype: 'textfield', name: 'area', fieldLabel: 'Area', allowBlank: false },
        { xtype: 'textfield', name: 'number', fieldLabel: 'Number', minLength: 3 },
      ],
      ...config,
    });

  it('has the xtype fieldcontainer', () => {
    expect(Lib.ClassManager.getByAlias('widget.fieldcontainer')).to.equal(FieldContainer);
    const c = Lib.widget('fieldcontainer');
    expect(c.isFieldLabelable && c.isFieldContainer && c.isContainer).to.equal(true);
    expect(c.isFormField).to.equal(undefined);
  });

  it('puts its label beside the items, which its layout arranges in containerEl', () => {
    const c = phone();
    expect(c.el.hasCls('x-form-fieldcontainer')).to.equal(true);
    expect(c.el.hasCls('x-form-item')).to.equal(true);
    expect(c.labelEl.dom.textContent).to.equal('Phone:');
    expect(c.labelEl.dom.style.width).to.equal('105px');
    const body = c.containerEl.dom as HTMLElement;
    expect(body.parentNode).to.equal(c.bodyEl.dom);
    expect(body.classList.contains('x-box-layout-ct')).to.equal(true);
    expect(Array.from(body.children)).to.deep.equal(c.items.items.map((f: any) => f.el.dom));
    expect(body.getAttribute('role')).to.equal('group');
    expect(body.getAttribute('aria-labelledby')).to.equal(c.labelEl.id);
  });

  it('takes a label on top and sets it later as text', () => {
    const c = phone({ labelAlign: 'top' });
    expect(c.el.hasCls('x-form-label-top')).to.equal(true);
    c.setFieldLabel('<b>Tel</b>');
    expect(c.labelEl.dom.textContent).to.equal('<b>Tel</b>:');
    expect(c.getFieldLabel()).to.equal('<b>Tel</b>');
  });

  it('shows its own errors as a field does (markInvalid / clearInvalid)', () => {
    const c = phone({ msgTarget: 'under' });
    c.markInvalid('Call us');
    expect(c.el.hasCls('x-form-invalid')).to.equal(true);
    expect(c.errorEl.dom.textContent).to.equal('Call us');
    expect(c.getActiveErrors()).to.deep.equal(['Call us']);
    c.clearInvalid();
    expect(c.hasActiveError()).to.equal(false);
  });

  describe('combineErrors', () => {
    it("shows the fields' errors once, on the container, prefixed by their labels", () => {
      const errorchange = sinon.spy();
      const c = phone({ combineErrors: true, msgTarget: 'under', listeners: { errorchange } });
      const [area, number] = c.items.items;
      area.validate();
      number.setValue('12');
      expect(c.getActiveErrors()).to.deep.equal([
        'Area: This field is required',
        'Number: The minimum length for this field is 3',
      ]);
      expect(c.errorEl.dom.querySelectorAll('li').length).to.equal(2);
      // The fields mark themselves (outline, aria-invalid) without a message of their own.
      expect(area.errorEl).to.equal(undefined);
      expect(inputOf(area).getAttribute('aria-invalid')).to.equal('true');
      area.setValue('01');
      number.setValue('123');
      expect(c.hasActiveError()).to.equal(false);
      expect(errorchange.lastCall.args.slice(0, 2)).to.deep.equal([c, '']);
    });

    it('keeps the msgTarget a field sets itself', () => {
      const c = phone({
        combineErrors: true,
        items: [{ xtype: 'textfield', msgTarget: 'side', allowBlank: false }],
      });
      const field = c.items.getAt(0);
      field.validate();
      expect(field.errorEl.hasCls('x-form-error-msg-side')).to.equal(true);
      expect(c.getActiveErrors()).to.deep.equal(['This field is required']);
    });

    it('leaves the errors to the fields without it', () => {
      const c = phone();
      c.items.getAt(0).validate();
      expect(c.hasActiveError()).to.equal(false);
      expect(c.items.getAt(0).errorEl).to.not.equal(undefined);
    });
  });

  describe('combineLabels', () => {
    it("labels the container with its fields' labels and hides theirs", () => {
      const c = phone({ fieldLabel: undefined, combineLabels: true, labelConnector: ' / ' });
      expect(c.labelEl.dom.textContent).to.equal('Area / Number:');
      expect(c.items.getAt(0).labelEl).to.equal(undefined);
      c.add({ xtype: 'textfield', fieldLabel: 'Ext' });
      expect(c.labelEl.dom.textContent).to.equal('Area / Number / Ext:');
      const ext = c.remove(c.items.getAt(2), false);
      expect(ext.hideLabel).to.equal(false);
      expect(c.labelEl.dom.textContent).to.equal('Area / Number:');
      ext.destroy();
    });
  });
});
