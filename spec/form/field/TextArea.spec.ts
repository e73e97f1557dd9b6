import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { TextArea } from '../../../classes/form/field/TextArea';
import { key } from '../../dom.helpers';
import { inputOf, type, useFields } from '../form.helpers';

describe('Lib.form.field.TextArea', () => {
  const { make } = useFields();

  it('has the xtypes textareafield and textarea and the alternate name Lib.form.TextArea', () => {
    expect(Lib.ClassManager.getByAlias('widget.textareafield')).to.equal(TextArea);
    expect(Lib.ClassManager.getByAlias('widget.textarea')).to.equal(TextArea);
    expect(Lib.ClassManager.get('Lib.form.TextArea')).to.equal(TextArea);
  });

  it('renders a labelled textarea with rows, cols, the name and the value', () => {
    const field = make('Lib.form.field.TextArea', {
      renderTo: document.body,
      name: 'notes',
      fieldLabel: 'Notes',
      value: 'line 1\nline 2',
      rows: 6,
      cols: 30,
    });
    const area = inputOf(field) as unknown as HTMLTextAreaElement;
    expect(area.tagName).to.equal('TEXTAREA');
    expect(area.getAttribute('rows')).to.equal('6');
    expect(area.getAttribute('cols')).to.equal('30');
    expect(area.hasAttribute('type')).to.equal(false);
    expect(area.name).to.equal('notes');
    expect(area.value).to.equal('line 1\nline 2');
    expect(area.classList.contains('x-form-textarea')).to.equal(true);
    expect(field.labelEl.dom.getAttribute('for')).to.equal(area.id);
    expect(field.getValue()).to.equal('line 1\nline 2');
  });

  it('defaults to 4 rows and 20 cols, as Ext', () => {
    const area = inputOf(make('Lib.form.field.TextArea', { renderTo: document.body }));
    expect([area.getAttribute('rows'), area.getAttribute('cols')]).to.deep.equal(['4', '20']);
  });

  it('validates as a text field', () => {
    const field = make('Lib.form.field.TextArea', { allowBlank: false, maxLength: 3 });
    expect(field.getErrors()).to.deep.equal(['This field is required']);
    field.setValue('a\nbc');
    expect(field.getErrors()).to.deep.equal(['The maximum length for this field is 3']);
  });

  describe('specialkey', () => {
    it('does not fire for Enter (a new line) but does for Ctrl+Enter and Esc', () => {
      const specialkey = sinon.spy();
      const field = make('Lib.form.field.TextArea', {
        renderTo: document.body,
        listeners: { specialkey },
      });
      key(inputOf(field), 'Enter');
      expect(specialkey.called).to.equal(false);
      key(inputOf(field), 'Enter', { ctrlKey: true });
      key(inputOf(field), 'Escape');
      expect(specialkey.callCount).to.equal(2);
    });

    it('fires for Enter with enterIsSpecial', () => {
      const specialkey = sinon.spy();
      const field = make('Lib.form.field.TextArea', {
        renderTo: document.body,
        enterIsSpecial: true,
        listeners: { specialkey },
      });
      key(inputOf(field), 'Enter');
      expect(specialkey.calledOnce).to.equal(true);
      expect(specialkey.firstCall.args[1].getKey()).to.equal(13);
    });
  });

  describe('grow', () => {
    it('sizes the box to its text between growMin and growMax, firing autosize on a change', () => {
      const autosize = sinon.spy();
      const field = make('Lib.form.field.TextArea', {
        grow: true,
        growMin: 40,
        growMax: 120,
        listeners: { autosize },
      });
      field.render(document.body);
      const area = inputOf(field);
      // happy-dom has no layout: scrollHeight stands in for the text's height.
      expect(area.style.height).to.equal('40px');
      expect(autosize.args.map((a: any[]) => a[1])).to.deep.equal([40]);
      Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 90 });
      type(field, 'a\nb\nc\nd');
      expect(area.style.height).to.equal('90px');
      Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 500 });
      field.setValue('long');
      expect(area.style.height).to.equal('120px');
      expect(autosize.args.map((a: any[]) => a[1])).to.deep.equal([40, 90, 120]);
      expect(autosize.firstCall.args[0]).to.equal(field);
    });

    it('leaves the height alone without grow; preventScrollbars hides the scroll bars', () => {
      const field = make('Lib.form.field.TextArea', {
        renderTo: document.body,
        preventScrollbars: true,
      });
      expect(inputOf(field).style.height).to.equal('');
      expect(inputOf(field).style.overflow).to.equal('hidden');
    });
  });
});
