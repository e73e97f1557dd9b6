import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { PickerField } from '../../../classes/form/field/Picker';
import { click, key, mouse } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

describe('Lib.form.field.Picker', () => {
  const { make } = useFields();
  /** A picker field whose picker is a plain floating component. */
  const field = (config: Record<string, any> = {}): any =>
    make('Lib.form.field.Picker', {
      renderTo: document.body,
      createPicker: () =>
        Lib.create('Lib.Component', { floating: true, hidden: true, html: 'picker' }),
      ...config,
    });

  it('has the xtype pickerfield', () => {
    expect(Lib.ClassManager.getByAlias('widget.pickerfield')).to.equal(PickerField);
  });

  it('opens and closes its picker from the trigger: isExpanded, expand and collapse events', () => {
    const expand = sinon.spy();
    const collapse = sinon.spy();
    const f = field({ listeners: { expand, collapse } });
    click(f.triggerEl.dom);
    expect(f.isExpanded).to.equal(true);
    expect(f.picker.isVisible()).to.equal(true);
    expect(f.bodyEl.hasCls('x-pickerfield-open')).to.equal(true);
    expect(inputOf(f).getAttribute('aria-expanded')).to.equal('true');
    expect(expand.calledOnceWith(f)).to.equal(true);
    expect(document.activeElement).to.equal(inputOf(f));
    click(f.triggerEl.dom);
    expect(f.isExpanded).to.equal(false);
    expect(f.picker.isVisible()).to.equal(false);
    expect(collapse.calledOnceWith(f)).to.equal(true);
  });

  it('opens with Down or Alt+Down; Esc closes without specialkey', () => {
    const specialkey = sinon.spy();
    const f = field({ listeners: { specialkey } });
    key(inputOf(f), 'ArrowDown', { altKey: true });
    expect(f.isExpanded).to.equal(true);
    key(inputOf(f), 'Escape');
    expect(f.isExpanded).to.equal(false);
    expect(specialkey.called).to.equal(false);
    key(inputOf(f), 'ArrowDown');
    expect(f.isExpanded).to.equal(true);
  });

  it('closes on a press outside the field and its picker, not on one inside', () => {
    const f = field();
    f.expand();
    mouse(f.picker.el.dom, 'mousedown');
    mouse(inputOf(f), 'mousedown');
    expect(f.isExpanded).to.equal(true);
    mouse(document.body, 'mousedown');
    expect(f.isExpanded).to.equal(false);
  });

  it('closes when the input loses the focus, when hidden and when disabled', () => {
    const f = field();
    f.expand();
    fire(inputOf(f), 'focus');
    fire(inputOf(f), 'blur');
    expect(f.isExpanded).to.equal(false);
    f.expand();
    f.disable();
    expect(f.isExpanded).to.equal(false);
    f.expand();
    expect(f.isExpanded).to.equal(false);
  });

  it('opens on a click on the text when not editable; not when read-only', () => {
    const f = field({ editable: false });
    click(inputOf(f));
    expect(f.isExpanded).to.equal(true);
    f.collapse();
    f.setReadOnly(true);
    f.expand();
    expect(f.isExpanded).to.equal(false);
  });

  it('destroys its picker with it', () => {
    const f = field();
    f.expand();
    const picker = f.picker;
    f.destroy();
    expect(picker.isDestroyed).to.equal(true);
  });
});
