import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { TriggerField } from '../../../classes/form/field/Trigger';
import { click, mouse } from '../../dom.helpers';
import { inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Trigger', () => {
  const { make } = useFields();

  it('has the xtypes triggerfield and trigger and Ext 4 alternate names', () => {
    expect(Lib.ClassManager.getByAlias('widget.triggerfield')).to.equal(TriggerField);
    expect(Lib.ClassManager.getByAlias('widget.trigger')).to.equal(TriggerField);
    expect(Lib.ClassManager.get('Lib.form.TwinTriggerField')).to.equal(TriggerField);
  });

  it('calls onTriggerClick for a click on its trigger, keeping the focus in the input', () => {
    const onTriggerClick = sinon.spy();
    const field = make('Lib.form.field.Trigger', {
      renderTo: document.body,
      triggerCls: 'my-trigger',
      onTriggerClick,
    });
    const trigger = field.triggerEl.dom as HTMLElement;
    expect(trigger.className).to.equal('x-form-trigger x-trigger-index-0 my-trigger');
    expect(field.bodyEl.hasCls('x-form-trigger-wrap')).to.equal(true);
    let prevented = false;
    const listener = (e: Event) => (prevented = e.defaultPrevented);
    document.addEventListener('mousedown', listener);
    mouse(trigger, 'mousedown');
    document.removeEventListener('mousedown', listener);
    expect(prevented).to.equal(true);
    click(trigger);
    expect(onTriggerClick.calledOnce).to.equal(true);
    expect(onTriggerClick.firstCall.thisValue).to.equal(field);
  });

  it('makes one trigger per trigger<n>Cls, each calling its onTrigger<n>Click', () => {
    const first = sinon.spy();
    const second = sinon.spy();
    const field = make('Lib.form.field.Trigger', {
      renderTo: document.body,
      trigger1Cls: 'clear',
      trigger2Cls: 'search',
      onTrigger1Click: first,
      onTrigger2Click: second,
    });
    expect(
      field.triggerEls.map((t: { dom: Element }) => t.dom.classList.contains('search')),
    ).to.deep.equal([false, true]);
    click(field.triggerEls[1].dom);
    expect([first.callCount, second.callCount]).to.deep.equal([0, 1]);
  });

  it('hides its triggers with hideTrigger and while read-only; no clicks then', () => {
    const onTriggerClick = sinon.spy();
    const field = make('Lib.form.field.Trigger', {
      renderTo: document.body,
      onTriggerClick,
      hideTrigger: true,
    });
    const cell = field.triggerCell.dom as HTMLElement;
    expect(cell.style.display).to.equal('none');
    field.setHideTrigger(false);
    expect(cell.style.display).to.equal('');
    field.setReadOnly(true);
    expect(cell.style.display).to.equal('none');
    click(field.triggerEl.dom);
    expect(onTriggerClick.called).to.equal(false);
  });

  it('makes the text read-only with editable: false (x-trigger-noedit)', () => {
    const field = make('Lib.form.field.Trigger', { renderTo: document.body, editable: false });
    expect(inputOf(field).readOnly).to.equal(true);
    expect(field.el.hasCls('x-trigger-noedit')).to.equal(true);
    field.setEditable(true);
    expect(inputOf(field).readOnly).to.equal(false);
  });
});
