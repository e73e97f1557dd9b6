import { expect } from 'chai';
import { Lib } from '../../../lib/Lib';
import { HiddenField } from '../../../classes/form/field/Hidden';
import { inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Hidden', () => {
  const { make } = useFields();

  it('has the xtypes hiddenfield and hidden and the alternate name Lib.form.Hidden', () => {
    expect(Lib.ClassManager.getByAlias('widget.hiddenfield')).to.equal(HiddenField);
    expect(Lib.ClassManager.getByAlias('widget.hidden')).to.equal(HiddenField);
    expect(Lib.ClassManager.get('Lib.form.Hidden')).to.equal(HiddenField);
  });

  it('renders a hidden input with no label, taking no room', () => {
    const field = make('Lib.form.field.Hidden', {
      renderTo: document.body,
      name: 'id',
      value: 42,
      fieldLabel: 'Id',
    });
    expect(inputOf(field).type).to.equal('hidden');
    expect(inputOf(field).value).to.equal('42');
    expect(field.labelEl).to.equal(undefined);
    expect(field.errorEl).to.equal(undefined);
    expect(field.isHidden()).to.equal(true);
    expect(field.el.hasCls('x-hidden') || field.el.hasCls('x-hide-display')).to.equal(true);
  });

  it('is still submitted, loaded and tracked as dirty', () => {
    const field = make('Lib.form.field.Hidden', { name: 'id', value: 7 });
    expect(field.getSubmitData()).to.deep.equal({ id: '7' });
    expect(field.getModelData()).to.deep.equal({ id: '7' });
    field.setValue(8);
    expect(field.isDirty()).to.equal(true);
    field.reset();
    expect(field.getValue()).to.equal('7');
  });

  it('shows no error', () => {
    const field = make('Lib.form.field.Hidden', { renderTo: document.body });
    field.markInvalid('Bad');
    expect(field.hasActiveError()).to.equal(false);
    expect(field.el.hasCls('x-form-invalid')).to.equal(false);
  });
});
