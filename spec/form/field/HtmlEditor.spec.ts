import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { HtmlEditor } from '../../../classes/form/field/HtmlEditor';
import '../../../classes/window/MessageBox';
import { click, key } from '../../dom.helpers';
import { fire, useFields } from '../form.helpers';

const XSS =
  '<b>bold</b><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>';
const SAFE = '<b>bold</b><img src="x">';

/** The ids of the toolbar's items, `-` for a separator. */
const itemIds = (editor: any): string[] =>
  editor.getToolbar().items.items.map((c: any) => (c.isXType('tbseparator') ? '-' : c.itemId));

describe('Lib.form.field.HtmlEditor', () => {
  const { make } = useFields();
  // happy-dom has no editing commands: the document gets stand-ins the tests set up.
  let exec: sinon.SinonStub;
  let state: sinon.SinonStub;
  let value: sinon.SinonStub;
  beforeEach(() => {
    const doc = document as any;
    exec = doc.execCommand = sinon.stub().returns(true);
    state = doc.queryCommandState = sinon.stub().returns(false);
    value = doc.queryCommandValue = sinon.stub().returns('');
  });
  const render = (config: Record<string, any> = {}): any =>
    make('Lib.form.field.HtmlEditor', {
      fieldLabel: 'Notes',
      checkChangeBuffer: 0,
      renderTo: document.body,
      ...config,
    });
  const button = (editor: any, id: string): any => editor.getToolbar().getComponent(id);

  it('has the xtype htmleditor and the alternate Lib.form.HtmlEditor', () => {
    expect(Lib.ClassManager.getByAlias('widget.htmleditor')).to.equal(HtmlEditor);
    expect(Lib.ClassManager.get('Lib.form.HtmlEditor')).to.equal(HtmlEditor);
  });

  describe('rendering', () => {
    it("draws Ext's toolbar: the buttons by Ext's item ids, groups apart", () => {
      expect(itemIds(render())).to.deep.equal(
        (
          'bold italic underline - increasefontsize decreasefontsize - justifyleft justifycenter ' +
          'justifyright - createlink - insertorderedlist insertunorderedlist - sourceedit'
        ).split(' '),
      );
    });

    it('leaves out the groups turned off with the enable… configs', () => {
      const editor = render({
        enableFontSize: false,
        enableAlignments: false,
        enableLinks: false,
        enableLists: false,
        enableSourceEdit: false,
      });
      expect(itemIds(editor)).to.deep.equal(['bold', 'italic', 'underline']);
      expect(itemIds(render({ enableFormat: false, enableFontSize: false }))[0]).to.equal(
        'justifyleft',
      );
    });

    it('names each button (aria-label and tooltip) and marks the format buttons as toggles', () => {
      const editor = render();
      const bold = button(editor, 'bold').el.dom;
      expect(bold.getAttribute('aria-label')).to.equal('Bold (Ctrl+B)');
      expect(bold.getAttribute('data-qtip')).to.equal('Bold (Ctrl+B)');
      expect(bold.getAttribute('aria-pressed')).to.equal('false');
      expect(button(editor, 'createlink').el.dom.hasAttribute('aria-pressed')).to.equal(false);
      expect(button(editor, 'bold').iconCls).to.equal('x-edit-bold');
      expect(editor.getToolbar().el.dom.getAttribute('role')).to.equal('toolbar');
    });

    it('edits in a contenteditable multi-line textbox labelled by the field label', () => {
      const editor = render();
      const node = editor.inputEl.dom as HTMLElement;
      expect(node.tagName).to.equal('DIV');
      expect(node.getAttribute('contenteditable')).to.equal('true');
      expect(node.getAttribute('role')).to.equal('textbox');
      expect(node.getAttribute('aria-multiline')).to.equal('true');
      expect(document.getElementById(node.getAttribute('aria-labelledby')!)!.textContent).to.equal(
        'Notes:',
      );
      const text = editor.textareaEl.dom as HTMLTextAreaElement;
      expect(text.classList.contains('x-hidden')).to.equal(true);
      expect(text.getAttribute('aria-labelledby')).to.equal(editor.labelEl.id);
      expect(editor.bodyEl.hasCls('x-html-editor-wrap')).to.equal(true);
    });

    it('fires initialize once rendered', () => {
      const initialize = sinon.spy();
      const editor = render({ listeners: { initialize } });
      expect(initialize.calledOnceWith(editor)).to.equal(true);
    });
  });

  describe('values', () => {
    it('sanitizes what setValue shows, before and after rendering', () => {
      const early = make('Lib.form.field.HtmlEditor', { value: XSS });
      expect(early.getValue()).to.equal(SAFE);
      early.render(document.body);
      expect(early.inputEl.dom.innerHTML).to.equal(SAFE);
      const editor = render();
      editor.setValue(XSS);
      expect(editor.inputEl.dom.innerHTML).to.equal(SAFE);
      expect(document.querySelector('[onerror], script')).to.equal(null);
      expect(editor.getValue()).to.equal(SAFE);
    });

    it("returns the editor's markup sanitized, whatever got into it", () => {
      const editor = render();
      editor.inputEl.dom.innerHTML =
        '<i>typed</i><a href="javascript:alert(1)">link</a><img src="x" onerror="f()">';
      expect(editor.getValue()).to.equal('<i>typed</i><a>link</a><img src="x">');
    });

    it('reads an editor whose text was all deleted (a lone <br>) as empty', () => {
      const editor = render({ value: 'a' });
      editor.inputEl.dom.innerHTML = '<br>';
      expect(editor.getValue()).to.equal('');
    });

    it('fires change(editor, new, old) as the content changes, then is dirty', () => {
      const change = sinon.spy();
      const editor = render({ value: '<p>a</p>', listeners: { change } });
      editor.inputEl.dom.innerHTML = '<p>ab</p>';
      fire(editor.inputEl.dom, 'input');
      expect(change.lastCall.args.slice(0, 3)).to.deep.equal([editor, '<p>ab</p>', '<p>a</p>']);
      expect(editor.isDirty()).to.equal(true);
      editor.reset();
      expect(editor.inputEl.dom.innerHTML).to.equal('<p>a</p>');
      expect(editor.isDirty()).to.equal(false);
    });

    it('fires beforesync/sync and beforepush/push; false from a before-event stops the copy', () => {
      const events: string[] = [];
      const editor = render({ value: '<b>a</b>' });
      for (const name of ['beforesync', 'sync', 'beforepush', 'push']) {
        editor.on(name, (_e: any, html: string) => void events.push(`${name} ${html}`));
      }
      editor.setValue('<i>b</i>');
      expect(events.slice(0, 2)).to.deep.equal(['beforepush <i>b</i>', 'push <i>b</i>']);
      events.length = 0;
      editor.inputEl.dom.innerHTML = '<u>c</u>';
      editor.getValue();
      expect(events).to.deep.equal(['beforesync <u>c</u>', 'sync <u>c</u>']);
      editor.on('beforesync', () => false);
      editor.inputEl.dom.innerHTML = '<s>d</s>';
      expect(editor.getValue()).to.equal('<u>c</u>');
      editor.on('beforepush', () => false);
      editor.setValue('<p>e</p>');
      expect(editor.inputEl.dom.innerHTML).to.equal('<s>d</s>');
    });
  });

  describe('commands', () => {
    it('runs the command of a button on the selection and reports the change', () => {
      const change = sinon.spy();
      const editor = render({ listeners: { change } });
      exec.callsFake(() => {
        editor.inputEl.dom.innerHTML = '<b>x</b>';
        return true;
      });
      for (const id of ['bold', 'italic', 'justifycenter', 'insertunorderedlist']) {
        click(button(editor, id).el.dom);
        expect(exec.lastCall.args.slice(0, 2)).to.deep.equal([id, false]);
      }
      expect(change.callCount).to.equal(1);
      expect(change.firstCall.args[1]).to.equal('<b>x</b>');
    });

    it('presses the buttons whose format the selection has (aria-pressed), on keyup and mouseup', () => {
      const editor = render();
      state.callsFake((cmd: string) => cmd === 'bold' || cmd === 'justifyright');
      fire(editor.inputEl.dom, 'keyup');
      const pressed = (id: string) => button(editor, id).el.dom.getAttribute('aria-pressed');
      expect([pressed('bold'), pressed('italic'), pressed('justifyright')]).to.deep.equal([
        'true',
        'false',
        'true',
      ]);
      state.returns(false);
      fire(editor.inputEl.dom, 'mouseup');
      expect(pressed('bold')).to.equal('false');
    });

    it('formats with Ctrl+B, Ctrl+I and Ctrl+U (⌘ too), instead of the browser', () => {
      const editor = render();
      const node = editor.inputEl.dom;
      key(node, 'b', { ctrlKey: true });
      key(node, 'i', { metaKey: true });
      key(node, 'u', { ctrlKey: true });
      key(node, 'b');
      expect(exec.getCalls().map((c) => c.args[0])).to.deep.equal(['bold', 'italic', 'underline']);
      const e = new (globalThis as any).KeyboardEvent('keydown', {
        key: 'b',
        keyCode: 66,
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
      node.dispatchEvent(e);
      expect(e.defaultPrevented).to.equal(true);
    });

    it('grows and shrinks the font size by one step', () => {
      const editor = render();
      value.withArgs('fontSize').returns('3');
      click(button(editor, 'increasefontsize').el.dom);
      expect(exec.lastCall.args).to.deep.equal(['fontSize', false, '4']);
      value.withArgs('fontSize').returns('1');
      click(button(editor, 'decreasefontsize').el.dom);
      expect(exec.lastCall.args).to.deep.equal(['fontSize', false, '1']);
    });

    describe('createlink', () => {
      const answer = (editor: any, buttonId: string, url: string) => {
        const prompt = sinon.stub((Lib as any).Msg, 'prompt');
        try {
          click(button(editor, 'createlink').el.dom);
          const [title, msg, fn, scope, multiline, start] = prompt.lastCall.args;
          expect([title, msg, multiline, start]).to.deep.equal([
            'Hyperlink',
            'Please enter the URL for the link:',
            false,
            'http://',
          ]);
          fn.call(scope, buttonId, url);
        } finally {
          prompt.restore();
        }
      };

      it('asks for the URL (Lib.Msg.prompt) and links the selection to it', () => {
        const editor = render();
        answer(editor, 'ok', 'https://example.com/a');
        expect(exec.lastCall.args).to.deep.equal(['createLink', false, 'https://example.com/a']);
      });

      it('makes no link when cancelled, left at http:// or given a javascript: URL', () => {
        const editor = render();
        answer(editor, 'cancel', 'https://example.com/');
        answer(editor, 'ok', 'http://');
        answer(editor, 'ok', 'javascript:alert(1)');
        answer(editor, 'ok', ' JaVaScRiPt:alert(1)');
        expect(exec.called).to.equal(false);
      });
    });

    it('inserts pasted or dropped markup sanitized, in place of what the browser would do', () => {
      const editor = render();
      for (const inputType of ['insertFromPaste', 'insertFromDrop']) {
        const e = new (globalThis as any).Event('beforeinput', { bubbles: true, cancelable: true });
        Object.assign(e, {
          inputType,
          dataTransfer: { getData: (type: string) => (type === 'text/html' ? XSS : 'x') },
        });
        editor.inputEl.dom.dispatchEvent(e);
        expect(e.defaultPrevented, inputType).to.equal(true);
        expect(exec.lastCall.args, inputType).to.deep.equal(['insertHTML', false, SAFE]);
      }
      // Plain text is the browser's to insert.
      const text = new (globalThis as any).Event('beforeinput', {
        bubbles: true,
        cancelable: true,
      });
      Object.assign(text, { inputType: 'insertFromPaste', dataTransfer: { getData: () => '' } });
      editor.inputEl.dom.dispatchEvent(text);
      expect(text.defaultPrevented).to.equal(false);
    });

    it('insertAtCursor inserts markup sanitized', () => {
      render().insertAtCursor(XSS);
      expect(exec.lastCall.args).to.deep.equal(['insertHTML', false, SAFE]);
    });
  });

  describe('source edit', () => {
    it('shows the markup in a text area, the other buttons off; back, the editor shows it sanitized', () => {
      const modes = sinon.spy();
      const editor = render({ value: '<b>a</b>', listeners: { editmodechange: modes } });
      click(button(editor, 'sourceedit').el.dom);
      const text = editor.textareaEl.dom as HTMLTextAreaElement;
      expect(editor.sourceEditMode).to.equal(true);
      expect(text.value).to.equal('<b>a</b>');
      expect(text.classList.contains('x-hidden')).to.equal(false);
      expect(editor.inputEl.hasCls('x-hidden')).to.equal(true);
      expect(document.activeElement).to.equal(text);
      expect(button(editor, 'sourceedit').el.dom.getAttribute('aria-pressed')).to.equal('true');
      expect(button(editor, 'bold').disabled).to.equal(true);
      expect(button(editor, 'sourceedit').disabled).to.equal(false);
      text.value = XSS;
      fire(text, 'input');
      expect(editor.getValue()).to.equal(SAFE);
      editor.toggleSourceEdit(false);
      expect(editor.inputEl.dom.innerHTML).to.equal(SAFE);
      expect(button(editor, 'bold').disabled).to.equal(false);
      expect(button(editor, 'sourceedit').el.dom.getAttribute('aria-pressed')).to.equal('false');
      expect(modes.args.map((a) => a.slice(0, 2))).to.deep.equal([
        [editor, true],
        [editor, false],
      ]);
    });
  });

  describe('state', () => {
    it('is not editable while read-only: the buttons are off, Source Edit stays', () => {
      const editor = render({ readOnly: true });
      expect(editor.inputEl.dom.hasAttribute('contenteditable')).to.equal(false);
      expect(editor.inputEl.dom.getAttribute('aria-readonly')).to.equal('true');
      expect(button(editor, 'bold').disabled).to.equal(true);
      expect(button(editor, 'sourceedit').disabled).to.equal(false);
      editor.setReadOnly(false);
      expect(editor.inputEl.dom.getAttribute('contenteditable')).to.equal('true');
      expect(button(editor, 'bold').disabled).to.equal(false);
    });

    it('is not editable while disabled, with every button off', () => {
      const editor = render({ disabled: true });
      expect(editor.inputEl.dom.hasAttribute('contenteditable')).to.equal(false);
      expect(button(editor, 'sourceedit').disabled).to.equal(true);
      editor.enable();
      expect(editor.inputEl.dom.getAttribute('contenteditable')).to.equal('true');
      expect(button(editor, 'sourceedit').disabled).to.equal(false);
    });

    it('focuses the editor', () => {
      const editor = render();
      editor.focus();
      expect(document.activeElement).to.equal(editor.inputEl.dom);
    });

    it('destroys its toolbar with it', () => {
      const editor = render();
      const toolbar = editor.getToolbar();
      editor.destroy();
      expect(toolbar.isDestroyed).to.equal(true);
    });
  });
});
