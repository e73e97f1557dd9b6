import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';
import { useShimPage } from '../shim/helpers';

const L = Lib as any;

describe('Lib.window.MessageBox', () => {
  useDom();
  let box: any;
  beforeEach(() => {
    box = Lib.create('Lib.window.MessageBox');
  });
  afterEach(() => {
    box.destroy();
    sinon.restore();
  });

  /** The ids of the buttons shown. */
  const shown = (): string[] =>
    box.msgButtons.filter((b: any) => !b.hidden).map((b: any) => b.itemId);
  const button = (id: string): HTMLElement => box.msgButtons[id].getFocusEl().dom;
  const visible = (el: any): boolean => el.dom.style.display !== 'none';
  const input = (): HTMLInputElement => box.textFieldEl.dom;
  const area = (): HTMLTextAreaElement => box.textAreaEl.dom;
  const closeTool = (): any => box.tools.find((t: any) => t.type === 'close');

  describe('the class and the shared box', () => {
    it('is the messagebox xtype, a window', () => {
      expect(Lib.ClassManager.getByAlias('widget.messagebox')).to.equal(L.window.MessageBox);
      expect(box).to.be.instanceOf(L.window.Window);
      expect(box.closeAction).to.equal('hide');
    });

    it('has Ext’s button and icon constants', () => {
      const { OK, YES, NO, CANCEL, OKCANCEL, YESNO, YESNOCANCEL } = box;
      expect([OK, YES, NO, CANCEL, OKCANCEL, YESNO, YESNOCANCEL]).to.deep.equal([
        1, 2, 4, 8, 9, 6, 14,
      ]);
      expect([box.INFO, box.WARNING, box.QUESTION, box.ERROR]).to.deep.equal([
        'x-message-box-info',
        'x-message-box-warning',
        'x-message-box-question',
        'x-message-box-error',
      ]);
      expect(box.buttonIds).to.deep.equal(['ok', 'yes', 'no', 'cancel']);
      expect(box.buttonText).to.deep.equal({ ok: 'OK', yes: 'Yes', no: 'No', cancel: 'Cancel' });
    });

    it('Lib.Msg and Lib.MessageBox are one shared box, made on first use', () => {
      const msg = L.Msg;
      try {
        expect(msg).to.be.instanceOf(L.window.MessageBox);
        expect(L.MessageBox).to.equal(msg);
        expect(Lib.ClassManager.get('Lib.MessageBox')).to.equal(msg);
        const fn = sinon.spy();
        expect(L.Msg.alert('Saved', 'Done.', fn)).to.equal(msg);
        click(msg.msgButtons.ok.getFocusEl().dom);
        expect(fn.calledOnceWith('ok')).to.equal(true);
      } finally {
        msg.destroy();
        L.Msg = undefined;
      }
      expect(L.Msg).to.not.equal(msg);
      L.Msg.destroy();
      L.Msg = undefined;
    });
  });

  describe('#alert', () => {
    it('shows the title as text, the message and one OK button, and returns the box', () => {
      expect(box.alert('Note <b>1</b>', 'Saved.')).to.equal(box);
      expect(box.isVisible()).to.equal(true);
      expect(box.el.hasCls('x-message-box')).to.equal(true);
      expect(box.titleEl.dom.textContent).to.equal('Note <b>1</b>');
      expect(box.msgEl.dom.textContent).to.equal('Saved.');
      expect(shown()).to.deep.equal(['ok']);
      expect(box.el.getAttribute('role')).to.equal('alertdialog');
      expect(box.el.getAttribute('aria-describedby')).to.equal(box.msgEl.id);
      expect(visible(box.textFieldEl) || visible(box.textAreaEl)).to.equal(false);
      expect(visible(box.progressEl)).to.equal(false);
    });

    it('calls fn(buttonId, undefined, options) in its scope when answered, after hiding', () => {
      const scope = {};
      const fn = sinon.spy(function (this: unknown, ..._args: any[]) {
        expect(box.isVisible()).to.equal(false);
      });
      box.alert('Note', 'Saved.', fn, scope);
      click(button('ok'));
      expect(fn.calledOnce).to.equal(true);
      expect(fn.firstCall.thisValue).to.equal(scope);
      const [id, text, options] = fn.firstCall.args;
      expect([id, text]).to.deep.equal(['ok', undefined]);
      expect(options).to.include({ title: 'Note', msg: 'Saved.', buttons: box.OK });
    });

    it('takes an options object', () => {
      box.alert({ title: 'T', msg: 'M', buttons: box.OKCANCEL });
      expect(shown()).to.deep.equal(['ok', 'cancel']);
    });
  });

  describe('#confirm', () => {
    it('asks with Yes and No and the question icon, and answers yes or no', () => {
      const fn = sinon.spy();
      box.confirm('Delete', 'Delete Ann?', fn);
      expect(shown()).to.deep.equal(['yes', 'no']);
      expect(box.msgIconEl.hasCls('x-dlg-icon')).to.equal(true);
      expect(box.msgIconEl.hasCls('x-message-box-question')).to.equal(true);
      click(button('yes'));
      box.confirm('Delete', 'Delete Bob?', fn);
      click(button('no'));
      expect(fn.args.map((a) => a[0])).to.deep.equal(['yes', 'no']);
    });

    it('takes an options object with `callback`', () => {
      const callback = sinon.spy();
      box.confirm({ title: 'T', msg: 'M', buttons: box.YESNO, callback });
      click(button('no'));
      expect(callback.calledOnceWith('no')).to.equal(true);
    });

    it('puts the focus on Yes, and back on the opener once answered', () => {
      const opener = document.createElement('button');
      document.body.appendChild(opener);
      opener.focus();
      box.confirm('Delete', 'Sure?');
      expect(document.activeElement).to.equal(button('yes'));
      click(button('no'));
      expect(document.activeElement).to.equal(opener);
    });

    it('answers cancel to Esc and to the close tool, after firing close', () => {
      const fn = sinon.spy();
      const close = sinon.spy();
      box.on('close', close);
      box.confirm('Delete', 'Sure?', fn);
      key(document.activeElement, 'Escape');
      expect(box.isVisible()).to.equal(false);
      box.confirm('Delete', 'Sure?', fn);
      click(closeTool().el.dom);
      expect(fn.args.map((a) => a[0])).to.deep.equal(['cancel', 'cancel']);
      expect(close.callCount).to.equal(2);
    });

    it('lets the callback ask again', () => {
      const second = sinon.spy();
      box.confirm('One', 'First?', () => box.alert('Two', 'Second', second));
      click(button('yes'));
      expect(box.isVisible()).to.equal(true);
      expect(box.titleEl.dom.textContent).to.equal('Two');
      click(button('ok'));
      expect(second.calledOnceWith('ok')).to.equal(true);
    });
  });

  describe('#prompt', () => {
    it('asks for a text with OK and Cancel, as a dialog, the input focused', () => {
      const fn = sinon.spy();
      box.prompt('Name', 'Your name:', fn, null, false, 'Ann <b>');
      expect(shown()).to.deep.equal(['ok', 'cancel']);
      expect(visible(box.textFieldEl)).to.equal(true);
      expect(visible(box.textAreaEl)).to.equal(false);
      expect(input().value).to.equal('Ann <b>');
      expect(input().getAttribute('aria-labelledby')).to.equal(box.msgEl.id);
      expect(box.el.getAttribute('role')).to.equal('dialog');
      expect(document.activeElement).to.equal(input());
      input().value = 'Bob';
      click(button('ok'));
      expect(fn.calledOnceWith('ok', 'Bob')).to.equal(true);
      expect(input().value).to.equal('');
    });

    it('answers ok to Enter in the input, and gives the text with cancel too', () => {
      const fn = sinon.spy();
      box.prompt('Name', 'Your name:', fn);
      expect(input().value).to.equal('');
      input().value = 'Cy';
      key(input(), 'Enter');
      box.prompt('Name', 'Your name:', fn);
      input().value = 'Di';
      key(input(), 'Escape');
      expect(fn.args.map((a) => a.slice(0, 2))).to.deep.equal([
        ['ok', 'Cy'],
        ['cancel', 'Di'],
      ]);
    });

    it('shows a text area with multiline, of defaultTextHeight or the given height', () => {
      const fn = sinon.spy();
      box.prompt('Address', 'Where?', fn, null, true, 'a\nb');
      expect(visible(box.textAreaEl)).to.equal(true);
      expect(visible(box.textFieldEl)).to.equal(false);
      expect(area().style.height).to.equal('75px');
      expect(document.activeElement).to.equal(area());
      area().value = 'x\ny';
      key(area(), 'Enter');
      expect(fn.called).to.equal(false);
      click(button('ok'));
      expect(fn.calledOnceWith('ok', 'x\ny')).to.equal(true);
      box.prompt('Address', 'Where?', fn, null, 120);
      expect(area().style.height).to.equal('120px');
      box.show({ multiline: true, defaultTextHeight: 40 });
      expect(area().style.height).to.equal('40px');
    });
  });

  describe('#show', () => {
    it('shows the buttons a sum of constants asks for', () => {
      box.show({ msg: 'm', buttons: box.YESNOCANCEL });
      expect(shown()).to.deep.equal(['yes', 'no', 'cancel']);
      box.show({ msg: 'm', buttons: box.OK | box.CANCEL });
      expect(shown()).to.deep.equal(['ok', 'cancel']);
    });

    it('hides the button row without buttons', () => {
      box.show({ msg: 'm' });
      expect(shown()).to.deep.equal([]);
      expect(box.bottomTb.hidden).to.equal(true);
    });

    it('takes the texts of the buttons as `buttons`, showing those, for that call only', () => {
      box.show({ msg: 'm', buttons: { ok: 'Fine <i>', cancel: 'Nope' } });
      expect(shown()).to.deep.equal(['ok', 'cancel']);
      expect(button('ok').textContent).to.equal('Fine <i>');
      box.show({ msg: 'm', buttons: box.YESNO, buttonText: { yes: 'Oui' } });
      expect(shown()).to.deep.equal(['yes', 'no']);
      expect(button('yes').textContent).to.equal('Oui');
      box.alert('t', 'm');
      expect(button('ok').textContent).to.equal('OK');
    });

    it('takes the texts of the buttons from the buttonText config', () => {
      const french = Lib.create('Lib.window.MessageBox', {
        buttonText: { ok: 'D’accord', yes: 'Oui', no: 'Non', cancel: 'Annuler' },
      });
      french.confirm('t', 'm');
      expect(french.msgButtons.yes.getText()).to.equal('Oui');
      french.destroy();
    });

    it('focuses defaultFocus (a button id)', () => {
      box.show({ msg: 'Sure?', buttons: box.YESNO, defaultFocus: 'no' });
      expect(document.activeElement).to.equal(button('no'));
    });

    it('writes the message as sanitized markup', () => {
      box.alert('t', 'Line<br><b>bold</b><img src="x" onerror="alert(1)"><script>x()</script>');
      const msg = box.msgEl.dom;
      expect(msg.querySelector('b').textContent).to.equal('bold');
      expect(msg.querySelector('br')).to.not.equal(null);
      expect(msg.querySelector('img').hasAttribute('onerror')).to.equal(false);
      expect(msg.querySelector('script')).to.equal(null);
      box.updateText('<i>new</i>');
      expect(msg.innerHTML).to.equal('<i>new</i>');
    });

    it('hides the close tool and ignores Esc with closable: false', () => {
      const fn = sinon.spy();
      box.show({ title: 't', msg: 'm', buttons: box.OK, closable: false, fn });
      expect(closeTool().hidden).to.equal(true);
      key(document.activeElement, 'Escape');
      expect(box.isVisible()).to.equal(true);
      expect(fn.called).to.equal(false);
      box.show({ title: 't', msg: 'm', buttons: box.OK });
      expect(closeTool().hidden).to.equal(false);
    });

    it('hides the header without a title, an icon class or the close tool', () => {
      box.show({ msg: 'm', closable: false });
      expect(visible(box.headerEl)).to.equal(false);
      box.show({ msg: 'm', title: 'T' });
      expect(visible(box.headerEl)).to.equal(true);
    });

    it('is modal unless modal: false', () => {
      box.alert('t', 'm');
      expect(box.modal).to.equal(true);
      expect(box.el.getAttribute('aria-modal')).to.equal('true');
      box.show({ msg: 'm', modal: false });
      expect(box.modal).to.equal(false);
      expect(box.el.getAttribute('aria-modal')).to.equal(null);
    });

    it('adds the call’s cls until hidden, and sizes the box', () => {
      box.show({ msg: 'm', buttons: box.OK, cls: 'app-warn', width: 320, minWidth: 200 });
      const style = box.el.dom.style;
      expect(box.el.hasCls('app-warn')).to.equal(true);
      expect([style.width, style.minWidth]).to.deep.equal(['320px', '200px']);
      box.hide();
      expect(box.el.hasCls('app-warn')).to.equal(false);
      box.alert('t', 'm');
      expect([style.width, style.minWidth]).to.deep.equal(['', '']);
    });

    it('puts the icon class beside the message (setIcon)', () => {
      box.show({ msg: 'm', icon: box.ERROR });
      expect(box.msgIconEl.hasCls('x-message-box-error')).to.equal(true);
      expect(visible(box.msgIconEl)).to.equal(true);
      expect(box.setIcon('app-icon', 40, 30)).to.equal(box);
      expect(box.msgIconEl.hasCls('x-message-box-error')).to.equal(false);
      expect(box.msgIconEl.hasCls('app-icon')).to.equal(true);
      expect(box.msgIconEl.dom.style.width).to.equal('40px');
      box.setIcon('');
      expect(visible(box.msgIconEl)).to.equal(false);
    });

    it('refuses options it cannot use, naming them', () => {
      expect(() => box.show('Hello')).to.throw(
        TypeError,
        "[Lib.window.MessageBox#show] options must be an object, got 'Hello'",
      );
      expect(() => box.show({ buttons: 'yesno' })).to.throw(
        TypeError,
        "[Lib.window.MessageBox#show] option 'buttons' must be a number or an object, got 'yesno'",
      );
      expect(() => box.confirm('t', 'm', 'no' as any)).to.throw(TypeError, "option 'callback'");
    });
  });

  describe('#progress and #updateProgress', () => {
    it('shows a progress bar that updateProgress moves, with its text and the message', () => {
      expect(box.progress('Saving', 'Saving…', 'Starting')).to.equal(box);
      const bar = box.progressEl;
      expect(visible(bar)).to.equal(true);
      expect(bar.getAttribute('role')).to.equal('progressbar');
      expect(bar.getAttribute('aria-valuenow')).to.equal('0');
      expect(bar.dom.textContent).to.equal('Starting');
      expect(box.updateProgress(0.4, '40 %', 'Saving <b>2</b> of 5')).to.equal(box);
      expect(bar.getAttribute('aria-valuenow')).to.equal('40');
      expect(bar.dom.firstChild.style.width).to.equal('40%');
      expect(bar.dom.textContent).to.equal('40 %');
      expect(box.msgEl.dom.querySelector('b').textContent).to.equal('2');
    });
  });

  describe('#wait', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    const value = () => Number(box.progressEl.getAttribute('aria-valuenow'));

    it('moves the bar by itself, one step a second, until hidden; no close', () => {
      box.wait('Loading…', 'Please wait');
      expect(visible(box.progressEl)).to.equal(true);
      expect(shown()).to.deep.equal([]);
      expect(closeTool().hidden).to.equal(true);
      expect(box.modal).to.equal(true);
      clock.tick(1000);
      expect(value()).to.equal(10);
      clock.tick(9000);
      expect(value()).to.equal(100);
      clock.tick(1000);
      expect(value()).to.equal(10);
      box.hide();
      clock.tick(5000);
      expect(value()).to.equal(10);
    });

    it('follows waitConfig: interval, increment, text, and duration then fn', () => {
      const fn = sinon.spy();
      box.wait('Loading…', 'Wait', {
        interval: 100,
        increment: 4,
        text: 'busy',
        duration: 350,
        fn,
      });
      expect(box.progressEl.dom.textContent).to.equal('busy');
      clock.tick(200);
      expect(value()).to.equal(50);
      clock.tick(100);
      expect(value()).to.equal(75);
      expect(fn.called).to.equal(false);
      clock.tick(100);
      expect(fn.calledOnce).to.equal(true);
      expect(value()).to.equal(0);
      clock.tick(1000);
      expect(value()).to.equal(0);
    });
  });
});

describe('Ext.Msg and Ext.MessageBox through the Ext shim', () => {
  const page = useShimPage();

  it('are the shared box, with Ext’s constants, and Ext.window.MessageBox its class', () => {
    page.run(`
      window.answers = [];
      Ext.Msg.confirm('Delete', 'Sure?', function (id) { answers.push(id); });
      Ext.MessageBox.msgButtons.no.getFocusEl().dom.click();
      Ext.MessageBox.show({title: 'T', msg: 'M', buttons: Ext.MessageBox.YESNOCANCEL,
        icon: Ext.MessageBox.WARNING, fn: function (id) { answers.push(id); }});
      Ext.Msg.msgButtons.cancel.getFocusEl().dom.click();
      window.own = Ext.create('Ext.window.MessageBox');
    `);
    const { Lib, answers, own } = page.window;
    expect(answers).to.deep.equal(['no', 'cancel']);
    expect(Lib.Msg).to.equal(Lib.MessageBox);
    expect(Lib.Msg.YESNOCANCEL).to.equal(14);
    expect(own).to.be.instanceOf(Lib.window.MessageBox);
    expect(own).to.not.equal(Lib.Msg);
    expect(page.Lib.migration.report().total).to.equal(0);
    expect(page.warnings).to.deep.equal([]);
  });
});
