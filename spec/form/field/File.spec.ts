import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { FileField } from '../../../classes/form/field/File';
import { click } from '../../dom.helpers';
import { fire, inputOf, useFields } from '../form.helpers';

/** What the browser does when the user picks `names` in the dialog: files and value set, `change`. */
function choose(field: any, ...names: string[]): HTMLInputElement {
  const input = field.fileInputEl.dom as HTMLInputElement;
  const files = names.map((name) => ({ name, size: name.length }));
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  Object.defineProperty(input, 'value', {
    value: names.length ? 'C:\\fakepath\\' + names[0] : '',
    configurable: true,
  });
  fire(input, 'change');
  return input;
}

describe('Lib.form.field.File', () => {
  const { make } = useFields();
  const render = (config: Record<string, any> = {}): any =>
    make('Lib.form.field.File', {
      name: 'photo',
      fieldLabel: 'Photo',
      renderTo: document.body,
      ...config,
    });

  it("has Ext's xtypes and alternate names", () => {
    for (const alias of ['widget.filefield', 'widget.fileuploadfield']) {
      expect(Lib.ClassManager.getByAlias(alias)).to.equal(FileField);
    }
    for (const name of [
      'Lib.form.FileUploadField',
      'Lib.ux.form.FileUploadField',
      'Lib.form.File',
    ]) {
      expect(Lib.ClassManager.get(name)).to.equal(FileField);
    }
  });

  describe('rendering', () => {
    it('draws a read-only text box outside the tab order, a Browse... button and a named file input', () => {
      const field = render();
      const text = inputOf(field);
      expect(text.readOnly).to.equal(true);
      expect(text.getAttribute('tabindex')).to.equal('-1');
      expect(text.hasAttribute('name')).to.equal(false);
      expect(field.button.getText()).to.equal('Browse...');
      expect(field.button.el.dom.tagName).to.equal('BUTTON');
      expect(field.button.el.dom.parentNode).to.equal(field.bodyEl.dom);
      expect(field.button.hasCls('x-form-file-btn')).to.equal(true);
      expect(field.button.el.dom.style.marginLeft).to.equal('3px');
      const file = field.fileInputEl.dom as HTMLInputElement;
      expect([file.type, file.name, file.getAttribute('tabindex')]).to.deep.equal([
        'file',
        'photo',
        '-1',
      ]);
      expect(file.getAttribute('aria-hidden')).to.equal('true');
      expect(field.bodyEl.hasCls('x-form-file-wrap')).to.equal(true);
    });

    it('labels the button with the field label and its text', () => {
      const field = render();
      const ids = field.button.el.dom.getAttribute('aria-labelledby').split(' ');
      expect(ids.map((id: string) => document.getElementById(id)!.textContent)).to.deep.equal([
        'Photo:',
        'Browse...',
      ]);
    });

    it('takes buttonText, buttonMargin, buttonConfig (whose text wins) and buttonOnly', () => {
      expect(render({ buttonText: 'Pick...' }).button.getText()).to.equal('Pick...');
      const config = render({
        buttonText: 'Pick...',
        buttonConfig: { text: 'Choose', iconCls: 'up' },
      });
      expect(config.button.getText()).to.equal('Choose');
      expect(config.button.iconCls).to.equal('up');
      expect(render({ buttonMargin: 8 }).button.el.dom.style.marginLeft).to.equal('8px');
      const only = render({ buttonOnly: true });
      expect(inputOf(only).style.display).to.equal('none');
      expect(only.button.el.dom.style.marginLeft).to.equal('');
    });

    it('refuses a buttonConfig that is not an object', () => {
      expect(() => make('Lib.form.field.File', { buttonConfig: 'big' })).to.throw(
        TypeError,
        /buttonConfig/,
      );
    });
  });

  describe('choosing a file', () => {
    it('opens the file dialog from the button (a click, or Enter/Space on the focused button)', () => {
      const field = render();
      const open = sinon.spy(field.fileInputEl.dom, 'click');
      click(field.button.el.dom);
      expect(open.callCount).to.equal(1);
    });

    it('is focused on its button, the Tab stop', () => {
      const field = render();
      field.focus();
      expect(document.activeElement).to.equal(field.button.el.dom);
    });

    it("shows the browser's value and fires change(field, value) at each choice, the same file too", () => {
      const change = sinon.spy();
      const field = render({ listeners: { change } });
      choose(field, 'cat.png');
      expect(field.getValue()).to.equal('C:\\fakepath\\cat.png');
      expect(inputOf(field).value).to.equal('C:\\fakepath\\cat.png');
      expect(change.lastCall.args.slice(0, 2)).to.deep.equal([field, 'C:\\fakepath\\cat.png']);
      choose(field, 'cat.png');
      expect(change.callCount).to.equal(2);
    });

    it('gives the chosen files (none before a choice or before rendering)', () => {
      expect(make('Lib.form.field.File').getFiles()).to.deep.equal([]);
      const field = render();
      expect(field.getFiles()).to.deep.equal([]);
      choose(field, 'a.txt', 'b.txt');
      expect(field.getFiles().map((f: File) => f.name)).to.deep.equal(['a.txt', 'b.txt']);
    });

    it('ignores setValue: a page cannot choose a file', () => {
      const field = render();
      expect(field.setValue('C:\\x.txt')).to.equal(field);
      expect(field.getValue()).to.equal('');
    });

    it('is required with allowBlank: false until a file is chosen, and dirty once one is', () => {
      const field = render({ allowBlank: false });
      expect(field.isValid()).to.equal(false);
      expect(field.isDirty()).to.equal(false);
      choose(field, 'a.txt');
      expect(field.isValid()).to.equal(true);
      expect(field.isDirty()).to.equal(true);
    });
  });

  describe('#reset', () => {
    it('clears the choice (a new, empty file input) and the text; the field is clean', () => {
      const change = sinon.spy();
      const field = render({ allowBlank: false, listeners: { change } });
      const old = choose(field, 'a.txt');
      field.reset();
      expect(field.fileInputEl.dom).to.not.equal(old);
      expect(old.isConnected).to.equal(false);
      expect(field.getFiles()).to.deep.equal([]);
      expect(field.getValue()).to.equal('');
      expect(change.lastCall.args[1]).to.equal('');
      expect(field.isDirty()).to.equal(false);
      expect(field.hasActiveError()).to.equal(false);
      // The new input reports choices too.
      choose(field, 'b.txt');
      expect(field.getValue()).to.equal('C:\\fakepath\\b.txt');
    });
  });

  describe('for a form', () => {
    it('is a file upload', () => {
      expect(render().isFileUpload()).to.equal(true);
    });

    it('extractFileInput gives the input with its files and resets the field (clearOnSubmit)', () => {
      const field = render();
      const input = choose(field, 'a.txt');
      expect(field.extractFileInput()).to.equal(input);
      expect(Array.from(input.files!).map((f) => f.name)).to.deep.equal(['a.txt']);
      expect(field.getValue()).to.equal('');
      expect(field.fileInputEl.dom).to.not.equal(input);
    });

    it('keeps the choice with clearOnSubmit: false; restoreInput puts an input back', () => {
      const field = render({ clearOnSubmit: false });
      const input = choose(field, 'a.txt');
      expect(field.extractFileInput()).to.equal(input);
      expect(field.fileInputEl.dom).to.equal(input);
      document.body.appendChild(input);
      field.restoreInput(input);
      expect(input.parentNode).to.equal(field.bodyEl.dom);
      expect(field.bodyEl.dom.querySelectorAll('input[type=file]').length).to.equal(1);
      expect(field.getFiles().map((f: File) => f.name)).to.deep.equal(['a.txt']);
    });
  });

  it('disables the button and the file input with the field', () => {
    const field = render({ disabled: true });
    expect(field.button.disabled).to.equal(true);
    expect(field.fileInputEl.dom.disabled).to.equal(true);
    field.enable();
    expect(field.button.disabled).to.equal(false);
    expect(field.fileInputEl.dom.disabled).to.equal(false);
    field.disable();
    field.reset();
    expect(field.fileInputEl.dom.disabled).to.equal(true);
  });

  it('validates when the button loses the focus', () => {
    const field = render({ allowBlank: false });
    const blur = sinon.spy();
    field.on('blur', blur);
    fire(field.button.el.dom, 'focus');
    fire(field.button.el.dom, 'blur');
    expect(blur.callCount).to.equal(1);
    expect(field.hasActiveError()).to.equal(true);
  });

  it('destroys its button with it', () => {
    const field = render();
    const button = field.button;
    field.destroy();
    expect(button.isDestroyed).to.equal(true);
  });
});
