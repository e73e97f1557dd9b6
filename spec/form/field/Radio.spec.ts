import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { Radio } from '../../../classes/form/field/Radio';
import '../../../classes/container/Container';
import { useCleanup } from '../../helpers';
import { click } from '../../dom.helpers';
import { formAlias, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Radio', () => {
  const { make } = useFields();
  useCleanup();
  const radios = (name = 'size', extra: Record<string, any> = {}): any[] =>
    ['s', 'm', 'l'].map((v) =>
      make('Lib.form.field.Radio', { name, inputValue: v, boxLabel: v, ...extra }),
    );

  it('has the xtypes radiofield and radio and the alternate name Lib.form.Radio', () => {
    expect(Lib.ClassManager.getByAlias('widget.radiofield')).to.equal(Radio);
    expect(Lib.ClassManager.getByAlias('widget.radio')).to.equal(Radio);
    expect(Lib.ClassManager.get('Lib.form.Radio')).to.equal(Radio);
    expect(Lib.widget('radio').isRadio).to.equal(true);
  });

  it('renders a radio input with its box label', () => {
    const [s] = radios('size', { renderTo: document.body });
    expect(inputOf(s).type).to.equal('radio');
    expect(inputOf(s).value).to.equal('s');
    expect(inputOf(s).classList.contains('x-form-radio')).to.equal(true);
    expect(s.boxLabelEl.dom.textContent).to.equal('s');
  });

  describe('the group of a name', () => {
    it('unchecks the others when one is checked, each firing change', () => {
      const [s, m, l] = radios();
      const changes: any[] = [];
      for (const r of [s, m, l])
        r.on('change', (f: any, v: boolean) => changes.push([f.inputValue, v]));
      s.setValue(true);
      m.setValue(true);
      expect([s, m, l].map((r) => r.getValue())).to.deep.equal([false, true, false]);
      expect(changes).to.deep.equal([
        ['s', true],
        ['m', true],
        ['s', false],
      ]);
    });

    it('setValue(inputValue) checks the radio with that value; getGroupValue reads it', () => {
      const [s, m, l] = radios();
      expect(s.getGroupValue()).to.equal(null);
      s.setValue('l');
      expect(l.getValue()).to.equal(true);
      expect(s.getValue()).to.equal(false);
      expect(m.getGroupValue()).to.equal('l');
      s.setValue('none of them');
      expect(m.getGroupValue()).to.equal('l');
    });

    it('checks by the user: a click unchecks the checked one', () => {
      const [s, m] = radios('size', { renderTo: document.body, checked: false });
      click(inputOf(s));
      click(inputOf(m));
      expect([s.getValue(), m.getValue()]).to.deep.equal([false, true]);
      expect(inputOf(s).checked).to.equal(false);
    });

    it('leaves radios of another name alone', () => {
      const [s] = radios('size');
      const [red] = radios('colour');
      red.setValue(true);
      s.setValue(true);
      expect(red.getValue()).to.equal(true);
    });

    it('is scoped by form: the same name in two forms makes two groups', () => {
      const xtype = formAlias();
      const item = (v: string) => ({ xtype: 'radio', name: 'size', inputValue: v });
      const a = make(xtype, { renderTo: document.body, items: [item('s'), item('m')] });
      const b = make(xtype, { renderTo: document.body, items: [item('s'), item('m')] });
      const [as, am] = a.items.items;
      const [bs] = b.items.items;
      bs.setValue(true);
      as.setValue(true);
      am.setValue(true);
      expect([as.getValue(), am.getValue(), bs.getValue()]).to.deep.equal([false, true, true]);
      expect(as.getFormId()).to.equal(a.id);
      expect(bs.getGroupValue()).to.equal('s');
      // The browser groups radios by input name: each form's radios get their own.
      expect(inputOf(as).name).to.equal(a.id + ':size');
      expect(inputOf(bs).name).to.equal(b.id + ':size');
      expect(as.getName()).to.equal('size');
    });

    it('undoes a user change in a read-only group', () => {
      const [s, m] = radios('size', { renderTo: document.body, readOnly: true });
      s.setValue(true);
      const change = sinon.spy();
      m.on('change', change);
      inputOf(m).checked = true; // what the browser does on a click: s's input unchecks too
      inputOf(s).checked = false;
      inputOf(m).dispatchEvent(new (globalThis as any).Event('change', { bubbles: true }));
      expect([inputOf(s).checked, inputOf(m).checked]).to.deep.equal([true, false]);
      expect(change.called).to.equal(false);
    });
  });

  describe('submitted and model values', () => {
    it('gives its inputValue when checked, nothing otherwise (uncheckedValue ignored)', () => {
      const [s, m] = radios('size', { uncheckedValue: 'off' });
      s.setValue(true);
      expect(s.getSubmitData()).to.deep.equal({ size: 's' });
      expect(s.getModelData()).to.deep.equal({ size: 's' });
      expect(m.getSubmitData()).to.equal(null);
      expect(m.getModelData()).to.equal(null);
    });
  });
});
