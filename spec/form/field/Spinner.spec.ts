import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { SpinnerField } from '../../../classes/form/field/Spinner';
import { click, key } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Spinner', () => {
  const { make } = useFields();
  const spinner = (config: Record<string, unknown> = {}) => {
    const onSpinUp = sinon.spy();
    const onSpinDown = sinon.spy();
    const field = make('Lib.form.field.Spinner', {
      renderTo: document.body,
      onSpinUp,
      onSpinDown,
      ...config,
    });
    return { field, onSpinUp, onSpinDown };
  };

  it('has the xtype spinnerfield', () => {
    expect(Lib.ClassManager.getByAlias('widget.spinnerfield')).to.equal(SpinnerField);
  });

  it('spins with its up and down triggers: spin, spinup, spindown, then the hooks', () => {
    const spin = sinon.spy();
    const spindown = sinon.spy();
    const { field, onSpinUp, onSpinDown } = spinner({ listeners: { spin, spindown } });
    const [up, down] = field.triggerEls.map((t: { dom: HTMLElement }) => t.dom);
    expect(up.classList.contains('x-form-spinner-up')).to.equal(true);
    expect(down.classList.contains('x-form-spinner-down')).to.equal(true);
    click(up);
    click(down);
    expect(spin.args.map((a) => a[1])).to.deep.equal(['up', 'down']);
    expect(spindown.calledOnceWith(field)).to.equal(true);
    expect([onSpinUp.callCount, onSpinDown.callCount]).to.deep.equal([1, 1]);
  });

  it('spins with Up and Down in the input (keyNavEnabled)', () => {
    const { field, onSpinUp, onSpinDown } = spinner();
    key(inputOf(field), 'ArrowUp');
    key(inputOf(field), 'ArrowDown');
    key(inputOf(field), 'ArrowDown');
    expect([onSpinUp.callCount, onSpinDown.callCount]).to.deep.equal([1, 2]);
    const off = spinner({ keyNavEnabled: false });
    key(inputOf(off.field), 'ArrowUp');
    expect(off.onSpinUp.called).to.equal(false);
  });

  it('spins with the mouse wheel while focused', () => {
    const { field, onSpinUp, onSpinDown } = spinner();
    const wheel = (deltaY: number) =>
      field.bodyEl.dom.dispatchEvent(
        Object.assign(new Event('wheel', { bubbles: true, cancelable: true }), { deltaY }),
      );
    wheel(-100);
    expect(onSpinUp.called).to.equal(false);
    fire(inputOf(field), 'focus');
    wheel(-100);
    wheel(100);
    expect([onSpinUp.callCount, onSpinDown.callCount]).to.deep.equal([1, 1]);
  });

  it('does not spin while read-only or disabled, nor a direction turned off', () => {
    const { field, onSpinUp, onSpinDown } = spinner({ spinDownEnabled: false });
    expect(field.triggerEls[1].hasCls('x-form-spinner-down-disabled')).to.equal(true);
    field.spinDown();
    field.setReadOnly(true);
    field.spinUp();
    field.setReadOnly(false);
    field.disable();
    field.spinUp();
    expect([onSpinUp.callCount, onSpinDown.callCount]).to.deep.equal([0, 0]);
    field.enable();
    field.setSpinDownEnabled(true);
    field.spinDown();
    expect(onSpinDown.callCount).to.equal(1);
  });
});
