import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { FormPanel } from '../../classes/form/Panel';
import { useFields } from './form.helpers';

describe('Lib.form.Panel', () => {
  const { make } = useFields();

  const form = (config: Record<string, any> = {}): any => make('Lib.form.Panel', config);

  it('is the xtype form, also known as Lib.form.FormPanel and Lib.FormPanel, a panel with an anchor layout', () => {
    expect(Lib.ClassManager.getByAlias('widget.form')).to.equal(FormPanel);
    expect(Lib.ClassManager.get('Lib.form.FormPanel')).to.equal(FormPanel);
    expect(Lib.ClassManager.get('Lib.FormPanel')).to.equal(FormPanel);
    const panel = form({ renderTo: document.body });
    expect(panel).to.be.instanceOf(Lib.ClassManager.get('Lib.panel.Panel'));
    expect(panel.getLayout().type).to.equal('anchor');
    expect(panel.el.dom.getAttribute('role')).to.equal('form');
    expect(panel.getForm()).to.be.instanceOf(Lib.form.Basic);
    expect(panel.getForm().owner).to.equal(panel);
  });

  it('hands its form configs to the form', () => {
    const basic = form({
      url: '/save',
      timeout: 5,
      trackResetOnLoad: true,
      jsonSubmit: true,
    }).getForm();
    expect([basic.url, basic.timeout, basic.trackResetOnLoad, basic.jsonSubmit]).to.deep.equal([
      '/save',
      5,
      true,
      true,
    ]);
  });

  describe('fieldDefaults', () => {
    it('fill the configs each field leaves unset: labelAlign, labelWidth, msgTarget, anchor', () => {
      const panel = form({
        renderTo: document.body,
        fieldDefaults: { labelAlign: 'top', labelWidth: 60, msgTarget: 'under', anchor: '100%' },
        items: [
          { xtype: 'textfield', fieldLabel: 'Name', name: 'name' },
          { xtype: 'textfield', fieldLabel: 'Email', name: 'email', labelAlign: 'right' },
        ],
      });
      const [name, email] = panel.getForm().getFields().items;
      expect([name.labelAlign, name.labelWidth, name.msgTarget]).to.deep.equal([
        'top',
        60,
        'under',
      ]);
      expect(name.el.hasCls('x-form-label-top')).to.equal(true);
      expect(name.el.dom.querySelector('.x-form-error-msg-under')).to.not.equal(null);
      expect(name.el.dom.style.width).to.equal('100%');
      expect(email.labelAlign).to.equal('right');
      expect(email.labelEl.dom.style.width).to.equal('65px');
      // The defaults stay the panel's: the field class is untouched.
      expect(Lib.form.field.Text.prototype.labelAlign).to.equal('left');
    });

    it('reach fields added later and nested ones, the nearest container first', () => {
      const panel = form({
        fieldDefaults: { labelWidth: 60, msgTarget: 'side' },
        items: [{ xtype: 'container', fieldDefaults: { labelWidth: 40 }, items: [] }],
      });
      const inner = panel.items.getAt(0).add({ xtype: 'textfield', name: 'inner' });
      const outer = panel.add({ xtype: 'textfield', name: 'outer' });
      expect([inner.labelWidth, inner.msgTarget]).to.deep.equal([40, 'side']);
      expect([outer.labelWidth, outer.msgTarget]).to.deep.equal([60, 'side']);
    });

    it('are checked against the field configs', () => {
      expect(() =>
        form({ fieldDefaults: { labelAlign: 'bottom' }, items: [{ xtype: 'textfield' }] }),
      ).to.throw(
        TypeError,
        /\[Lib\.form\.Panel fieldDefaults\] config 'labelAlign' must be one of/,
      );
    });
  });

  it('fires fieldvaliditychange(panel, field, valid) and fielderrorchange(panel, field, error), for its fields only', () => {
    const panel = form({ items: [{ xtype: 'textfield', name: 'a', allowBlank: false }] });
    const validity = sinon.spy();
    const errors = sinon.spy();
    panel.on({ fieldvaliditychange: validity, fielderrorchange: errors });
    const a = panel.getForm().findField('a');
    a.setValue('x');
    a.markInvalid('taken');
    expect(validity.args[0].slice(0, 3)).to.deep.equal([panel, a, true]);
    expect(errors.args[0].slice(0, 3)).to.deep.equal([panel, a, 'taken']);
    panel.remove(a, false);
    a.setValue('');
    a.markInvalid('gone');
    expect(validity.callCount).to.equal(1);
    expect(errors.callCount).to.equal(1);
    a.destroy();
  });

  it("relays the form's validitychange, dirtychange and action events", () => {
    const panel = form({ items: [{ xtype: 'textfield', name: 'a', allowBlank: false }] });
    const spy = sinon.spy();
    const before = sinon.spy();
    panel.on('beforeaction', before);
    panel.on({ validitychange: spy, dirtychange: spy, beforeaction: () => false });
    panel.getForm().findField('a').setValue('x');
    panel.submit({ url: '/x' });
    expect(spy.args.map((a) => a.slice(0, 2))).to.deep.equal([
      [panel.getForm(), true],
      [panel.getForm(), true],
    ]);
    expect(before.args[0][0]).to.equal(panel.getForm());
  });

  it('passes getValues, loadRecord, getRecord, updateRecord, isValid, isDirty and hasInvalidField to its form', () => {
    const panel = form({ items: [{ xtype: 'textfield', name: 'name', allowBlank: false }] });
    const record = Lib.create('Lib.data.Model', {}) as any;
    const basic = panel.getForm();
    const calls = [
      'loadRecord',
      'getRecord',
      'updateRecord',
      'isValid',
      'isDirty',
      'hasInvalidField',
    ];
    const stubs = calls.map((name) => sinon.stub(basic, name).returns(name));
    expect(panel.loadRecord(record)).to.equal('loadRecord');
    expect(panel.getRecord()).to.equal('getRecord');
    expect(panel.updateRecord(record)).to.equal('updateRecord');
    expect([panel.isValid(), panel.isDirty(), panel.hasInvalidField()]).to.deep.equal(
      calls.slice(3),
    );
    expect(stubs.every((s) => s.calledOnce)).to.equal(true);
    expect(stubs[0].args[0][0]).to.equal(record);
    expect(panel.getValues(true)).to.equal('name=');
  });

  it('with pollForChanges, makes its fields report changes every pollInterval ms until destroyed', () => {
    const clock = sinon.useFakeTimers();
    try {
      const panel = form({
        pollForChanges: true,
        pollInterval: 200,
        renderTo: document.body,
        items: [{ xtype: 'textfield', name: 'a', checkChangeBuffer: 0 }],
      });
      const field = panel.getForm().findField('a');
      const change = sinon.spy();
      field.on('change', change);
      field.inputEl.dom.value = 'typed without events';
      clock.tick(199);
      expect(change.called).to.equal(false);
      clock.tick(1);
      expect(change.args[0][1]).to.equal('typed without events');
      panel.destroy();
      expect(clock.countTimers()).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('destroys its form, which stops following the fields', () => {
    const panel = form({ items: [{ xtype: 'textfield', name: 'a', allowBlank: false }] });
    const basic = panel.getForm();
    const field = basic.findField('a');
    const spy = sinon.spy();
    basic.on('validitychange', spy);
    basic.destroy();
    field.setValue('x');
    expect(spy.called).to.equal(false);
    const other = form();
    const destroy = sinon.spy(other.getForm(), 'destroy');
    other.destroy();
    expect(destroy.calledOnce).to.equal(true);
  });

  it('leaves the fields of a disabled fieldset or field container out of getValues until enabled', () => {
    const panel = form({
      renderTo: document.body,
      items: [
        { xtype: 'textfield', name: 'name', value: 'Ann' },
        {
          xtype: 'fieldset',
          title: 'Address',
          items: [{ xtype: 'textfield', name: 'city', value: 'Oslo' }],
        },
        {
          xtype: 'fieldcontainer',
          items: [
            { xtype: 'checkboxgroup', items: [{ name: 'opt', inputValue: 'x', checked: true }] },
          ],
        },
      ],
    });
    const [fieldset, container] = [panel.down('fieldset'), panel.down('fieldcontainer')];
    fieldset.disable();
    container.disable();
    expect(panel.down('[name=city]').inputEl.dom.disabled).to.equal(true);
    expect(panel.getForm().getValues()).to.deep.equal({ name: 'Ann' });
    expect(panel.getValues(true)).to.equal('name=Ann');
    fieldset.enable();
    container.enable();
    expect(panel.getForm().getValues()).to.deep.equal({ name: 'Ann', city: 'Oslo', opt: 'x' });
  });
});
