import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { RadioGroup } from '../../classes/form/RadioGroup';
import { useCleanup } from '../helpers';
import { click } from '../dom.helpers';
import { formAlias, inputOf, useFields } from './form.helpers';

describe('Lib.form.RadioGroup', () => {
  const { make } = useFields();
  useCleanup();
  const sizes = (config: Record<string, any> = {}) =>
    make('Lib.form.RadioGroup', {
      fieldLabel: 'Size',
      items: ['s', 'm', 'l'].map((v) => ({ boxLabel: v, name: 'size', inputValue: v })),
      ...config,
    });

  it('has the xtype radiogroup and makes radios of its items', () => {
    expect(Lib.ClassManager.getByAlias('widget.radiogroup')).to.equal(RadioGroup);
    expect(sizes().items.items.every((c: any) => c.isRadio)).to.equal(true);
  });

  it('gives {name: inputValue} of the checked radio; setValue checks by value', () => {
    const group = sizes({ value: { size: 'm' } });
    expect(group.getValue()).to.deep.equal({ size: 'm' });
    group.setValue({ size: 'l' });
    expect(group.getValue()).to.deep.equal({ size: 'l' });
    expect(group.items.getAt(1).getValue()).to.equal(false);
    expect(group.isDirty()).to.equal(true);
    group.reset();
    expect(group.getValue()).to.deep.equal({ size: 'm' });
  });

  for (const rendered of [false, true]) {
    it(`fires one change per switch (${rendered ? 'rendered' : 'not rendered'})`, () => {
      const renderTo = rendered ? document.body : undefined;
      const change = sinon.spy();
      const group = sizes({ renderTo, value: { size: 's' }, listeners: { change } });
      group.setValue({ size: 'm' });
      if (renderTo) click(inputOf(group.items.getAt(2)));
      else group.items.getAt(2).setValue(true);
      expect(change.args.map((a) => [a[1], a[2]])).to.deep.equal([
        [{ size: 'm' }, { size: 's' }],
        [{ size: 'l' }, { size: 'm' }],
      ]);
    });
  }

  it('requires a choice without allowBlank (blankText, aria-required)', () => {
    const group = sizes({ allowBlank: false, renderTo: document.body });
    expect(group.getErrors()).to.deep.equal(['You must select one item in this group']);
    expect(group.containerEl.getAttribute('aria-required')).to.equal('true');
    group.setValue({ size: 's' });
    expect(group.getErrors()).to.deep.equal([]);
  });

  it('is a radiogroup labelled by its label, its radios one browser group', () => {
    const group = sizes({ renderTo: document.body });
    expect(group.containerEl.getAttribute('role')).to.equal('radiogroup');
    expect(group.containerEl.getAttribute('aria-labelledby')).to.equal(group.labelEl.id);
    const names = group.items.items.map((r: any) => inputOf(r).name);
    expect(names).to.deep.equal(['size', 'size', 'size']);
  });

  it('scopes the names by form: two forms keep their own choice', () => {
    const form = formAlias();
    const a = make(form, { renderTo: document.body, items: [sizes()] });
    const b = make(form, { renderTo: document.body, items: [sizes()] });
    const [ga, gb] = [a.items.getAt(0), b.items.getAt(0)];
    ga.setValue({ size: 's' });
    gb.setValue({ size: 'l' });
    expect([ga.getValue(), gb.getValue()]).to.deep.equal([{ size: 's' }, { size: 'l' }]);
  });
});
