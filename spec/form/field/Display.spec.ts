import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { DisplayField } from '../../../classes/form/field/Display';
import { useFields } from '../form.helpers';

const XSS = '<img src=x onerror="window.__pwned = 1">';

describe('Lib.form.field.Display', () => {
  const { make } = useFields();

  it('has the xtype displayfield', () => {
    expect(Lib.ClassManager.getByAlias('widget.displayfield')).to.equal(DisplayField);
  });

  it('shows the value as text by default (htmlEncode: true, unlike Ext JS 4)', () => {
    const field = make('Lib.form.field.Display', { value: XSS, renderTo: document.body });
    expect(document.body.querySelector('img')).to.equal(null);
    expect(field.inputEl.dom.textContent).to.equal(XSS);
    expect(field.inputEl.hasCls('x-form-display-field')).to.equal(true);
    expect(field.getValue()).to.equal(XSS);
  });

  it('shows markup only with htmlEncode: false', () => {
    const field = make('Lib.form.field.Display', {
      value: '<b>bold</b>',
      htmlEncode: false,
      renderTo: document.body,
    });
    expect(field.inputEl.dom.querySelector('b').textContent).to.equal('bold');
  });

  it('sanitizes the markup with htmlEncode: false (Lib.dom.Markup), from the renderer too', () => {
    const field = make('Lib.form.field.Display', {
      value: XSS,
      htmlEncode: false,
      renderTo: document.body,
    });
    expect(field.inputEl.dom.innerHTML).to.equal('<img src="x">');
    field.renderer = (v: string) => `<b>${v}</b><script>window.__pwned = 1</script>`;
    field.setValue('bold');
    expect(field.inputEl.dom.innerHTML).to.equal('<b>bold</b>');
  });

  it('formats through renderer(value, field), whose result is text too', () => {
    const renderer = sinon.spy((value: string) => `<${value}>`);
    const field = make('Lib.form.field.Display', { value: 'x', renderer, renderTo: document.body });
    expect(field.inputEl.dom.textContent).to.equal('<x>');
    expect(renderer.lastCall.args).to.deep.equal(['x', field]);
    field.setValue('y');
    expect(field.inputEl.dom.textContent).to.equal('<y>');
  });

  it('is never dirty and always valid', () => {
    const validity = sinon.spy();
    const field = make('Lib.form.field.Display', {
      value: 1,
      allowBlank: false,
      listeners: { validitychange: validity },
    });
    field.setValue(2);
    field.markInvalid('ignored on screen');
    expect(field.isDirty()).to.equal(false);
    expect(field.isValid()).to.equal(true);
    expect(field.validate()).to.equal(true);
    expect(validity.called).to.equal(false);
  });

  it('works before rendering and is not submitted', () => {
    const field = make('Lib.form.field.Display', { name: 'total', value: 5 });
    expect(field.getRawValue()).to.equal('5');
    expect(field.getSubmitData()).to.equal(null);
    expect(field.getModelData()).to.deep.equal({ total: '5' });
  });

  it('labels its value for screen readers', () => {
    const field = make('Lib.form.field.Display', { fieldLabel: 'Total', renderTo: document.body });
    expect(field.inputEl.dom.getAttribute('aria-labelledby')).to.equal(field.labelEl.id);
    expect(field.labelEl.dom.hasAttribute('for')).to.equal(false);
  });
});
