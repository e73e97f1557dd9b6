import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { CheckboxGroup } from '../../classes/form/CheckboxGroup';
import { click } from '../dom.helpers';
import { inputOf, useFields } from './form.helpers';

describe('Lib.form.CheckboxGroup', () => {
  const { make } = useFields();
  const days = (config: Record<string, any> = {}) =>
    make('Lib.form.CheckboxGroup', {
      fieldLabel: 'Days',
      items: [
        { boxLabel: 'Mon', name: 'day', inputValue: 'mon' },
        { boxLabel: 'Tue', name: 'day', inputValue: 'tue', checked: true },
        { boxLabel: 'Lunch', name: 'lunch' },
      ],
      ...config,
    });

  it('has the xtype checkboxgroup and makes checkboxes of its items', () => {
    expect(Lib.ClassManager.getByAlias('widget.checkboxgroup')).to.equal(CheckboxGroup);
    const group = days();
    expect(group.items.items.every((c: any) => c.isCheckbox && !c.isRadio)).to.equal(true);
    expect(group.isFormField && group.isFieldLabelable).to.equal(true);
  });

  describe('values', () => {
    it('gives {name: inputValue}, an array for a name several checked boxes share', () => {
      const group = days();
      expect(group.getValue()).to.deep.equal({ day: 'tue' });
      group.items.getAt(0).setValue(true);
      group.items.getAt(2).setValue(true);
      expect(group.getValue()).to.deep.equal({ day: ['mon', 'tue'], lunch: 'on' });
    });

    it('setValue checks the named boxes and unchecks the rest, with one change', () => {
      const change = sinon.spy();
      const group = days({ listeners: { change } });
      group.setValue({ day: ['mon'], lunch: true });
      expect(group.getValue()).to.deep.equal({ day: 'mon', lunch: 'on' });
      expect(change.calledOnce).to.equal(true);
      expect(change.firstCall.args.slice(0, 3)).to.deep.equal([
        group,
        { day: 'mon', lunch: 'on' },
        { day: 'tue' },
      ]);
      group.setValue({});
      expect(group.getValue()).to.deep.equal({});
    });

    it('takes a configured value as the original one', () => {
      const group = days({ value: { day: ['mon', 'tue'] } });
      expect(group.getValue()).to.deep.equal({ day: ['mon', 'tue'] });
      expect(group.isDirty()).to.equal(false);
    });

    it('fires change when the user checks a box', () => {
      const change = sinon.spy();
      const group = days({ renderTo: document.body, listeners: { change } });
      click(inputOf(group.items.getAt(0)));
      expect(change.calledOnce).to.equal(true);
      expect(change.firstCall.args[1]).to.deep.equal({ day: ['mon', 'tue'] });
    });

    it('tracks dirtiness by its boxes; reset and resetOriginalValue', () => {
      const dirtychange = sinon.spy();
      const group = days({ listeners: { dirtychange } });
      group.setValue({ lunch: true });
      expect(group.isDirty()).to.equal(true);
      group.reset();
      expect(group.getValue()).to.deep.equal({ day: 'tue' });
      expect(group.isDirty()).to.equal(false);
      group.setValue({ lunch: true });
      group.resetOriginalValue();
      expect(group.isDirty()).to.equal(false);
      expect(dirtychange.args.map((a) => a[1])).to.deep.equal([true, false, true, false]);
    });

    it('leaves submitting and model data to the boxes (null, as Ext)', () => {
      const group = days();
      expect(group.getSubmitData()).to.equal(null);
      expect(group.getModelData()).to.equal(null);
      expect(group.items.getAt(1).getSubmitData()).to.deep.equal({ day: 'tue' });
    });
  });

  describe('validation', () => {
    it('requires a checked box without allowBlank, with blankText', () => {
      const validitychange = sinon.spy();
      const group = days({
        allowBlank: false,
        renderTo: document.body,
        msgTarget: 'under',
        listeners: { validitychange },
      });
      expect(group.isValid()).to.equal(true);
      group.setValue({});
      expect(group.getErrors()).to.deep.equal(['You must select at least one item in this group']);
      expect(group.errorEl.dom.textContent).to.equal(
        'You must select at least one item in this group',
      );
      expect(validitychange.args.map((a) => a[1])).to.deep.equal([false]);
      group.setValue({ lunch: true });
      expect(group.hasActiveError()).to.equal(false);
      expect(validitychange.args.map((a) => a[1])).to.deep.equal([false, true]);
    });

    it('is valid while disabled', () => {
      const group = days({ allowBlank: false });
      group.setValue({});
      group.disable();
      expect(group.isValid()).to.equal(true);
    });
  });

  it('setReadOnly makes every box read-only', () => {
    const group = days({ renderTo: document.body });
    group.setReadOnly(true);
    expect(group.items.items.every((c: any) => inputOf(c).readOnly)).to.equal(true);
    expect(group.readOnly).to.equal(true);
  });

  describe('columns', () => {
    const grid = (group: any) => {
      const style = group.containerEl.dom.style;
      return [style.display, style.gridTemplateColumns, style.gridAutoFlow, style.gridTemplateRows];
    };

    it("'auto' (the default) gives each box a column of the same width", () => {
      expect(grid(days({ renderTo: document.body }))).to.deep.equal([
        'grid',
        'repeat(3,1fr)',
        '',
        '',
      ]);
    });

    it('a number fills that many equal columns row by row, or column by column with vertical', () => {
      expect(grid(days({ renderTo: document.body, columns: 2 }))[1]).to.equal('repeat(2,1fr)');
      expect(grid(days({ renderTo: document.body, columns: 2, vertical: true }))).to.deep.equal([
        'grid',
        'repeat(2,1fr)',
        'column',
        'repeat(2,auto)',
      ]);
    });

    it('an array gives pixel widths (above 1) and shares (up to 1)', () => {
      expect(grid(days({ renderTo: document.body, columns: [100, 0.5, 0.5] }))[1]).to.equal(
        '100px 0.5fr 0.5fr',
      );
    });

    it('follows boxes added later', () => {
      const group = days({ renderTo: document.body });
      group.add({ boxLabel: 'Wed', name: 'day', inputValue: 'wed' });
      expect(grid(group)[1]).to.equal('repeat(4,1fr)');
      expect(group.getBoxes().length).to.equal(4);
    });

    it('refuses another columns value, naming the config', () => {
      expect(() => Lib.create('Lib.form.CheckboxGroup', { columns: 'two' } as any)).to.throw(
        TypeError,
        "[Lib.form.CheckboxGroup] config 'columns' must be a number or an array or one of 'auto'",
      );
    });
  });

  it('is a group labelled by its label', () => {
    const group = days({ renderTo: document.body });
    const body = group.containerEl;
    expect(body.getAttribute('role')).to.equal('group');
    expect(body.getAttribute('aria-labelledby')).to.equal(group.labelEl.id);
    expect(group.el.hasCls('x-form-checkboxgroup')).to.equal(true);
  });
});
