/**
 * `Lib.window.MessageBox` (xtype `messagebox`): a modal window asking the user something —
 * `alert`, `confirm`, `prompt` (one line, or several with `multiline`), `wait` and `progress` —
 * or anything `show(options)` describes: a title, a message, an icon, a row of buttons (OK,
 * Yes, No, Cancel), a text input, a progress bar. It does not block: the answer comes to the
 * callback, `fn(buttonId, text, options)`, where `buttonId` is `'ok'`, `'yes'`, `'no'` or
 * `'cancel'` (the close tool and Esc answer `'cancel'`), and `text` the prompt's value
 * (`undefined` without a prompt). Enter in a one-line prompt answers `'ok'` (else `'yes'`).
 *
 * `Lib.Msg` (also `Lib.MessageBox`) is the one shared box, made on first use, as Ext JS 4's
 * `Ext.Msg`; each call shows it again with the new options, returning the box.
 *
 * The title and the button texts are shown as text; the message is markup (legacy code passes
 * `<br>` and `<b>`), written through `Lib.dom.Markup` (sanitized); a prompt's value is text.
 * The box is an ARIA `alertdialog` (a `dialog` with a prompt), described by the message, with
 * the focus on `defaultFocus`, else the input, else the first button; it goes back where it
 * was when the box closes.
 *
 * @example
 *   Lib.Msg.confirm('Delete', 'Delete <b>Ann</b>?', function (answer) {
 *     if (answer === 'yes') record.destroy();
 *   });
 *   Lib.Msg.prompt('Name', 'Your name:', function (answer, text) { if (answer === 'ok') hello(text); });
 *   Lib.Msg.show({title: 'Save?', msg: 'Save changes?', buttons: Lib.Msg.YESNOCANCEL, icon: Lib.Msg.QUESTION, fn: save});
 */
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { isMap, isNum } from '../../lib/check';
import { cfg, checkOptions, declareConfigs, either, fail } from '../../lib/config';
import { batchLayouts } from '../Component.layout';
import type { Element } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import { Window, type WindowConfig } from './Window';
import type { Toolbar } from '../toolbar/Toolbar';
import type { Button } from '../button/Button';

/** The texts of the buttons, by button id. */
export interface ButtonTexts {
  ok?: string;
  yes?: string;
  no?: string;
  cancel?: string;
}

/** What the box calls when it is answered: the button id, the prompt's text, the options. */
export type MessageBoxCallback = (
  buttonId: 'ok' | 'yes' | 'no' | 'cancel',
  text: string | undefined,
  options: MessageBoxOptions,
) => unknown;

/** How `wait` moves the progress bar (Ext's `Ext.ProgressBar#wait` config). */
export interface WaitConfig {
  /** Milliseconds between two steps (default 1000). */
  interval?: number;
  /** How many steps fill the bar, which then starts again (default 10). */
  increment?: number;
  /** Stop after this many milliseconds (default: run until the box hides), then call `fn`. */
  duration?: number;
  /** The text in the bar (default none). */
  text?: string;
  /** Called when `duration` is over (`this` = `scope`, default the box). */
  fn?: () => unknown;
  /** `this` of `fn`. */
  scope?: unknown;
}

/** The options of `show` (Ext JS 4's names). */
export interface MessageBoxOptions {
  /** The title (text; default none). */
  title?: string;
  /** The message: markup, sanitized (default none). */
  msg?: string;
  /** The buttons: a sum of `OK`, `YES`, `NO`, `CANCEL` (or `OKCANCEL`...), or their texts by id (those buttons are shown). */
  buttons?: number | ButtonTexts;
  /** Texts of the buttons for this call only; the buttons named are shown too. */
  buttonText?: ButtonTexts;
  /** The class of the icon beside the message: `INFO`, `WARNING`, `QUESTION`, `ERROR` or one of yours. */
  icon?: string;
  /** The class of the header's icon. */
  iconCls?: string;
  /** The callback: `fn(buttonId, text, options)` (also `callback`). */
  fn?: MessageBoxCallback;
  /** The same as `fn`. */
  callback?: MessageBoxCallback;
  /** `this` of the callback (default the global object). */
  scope?: unknown;
  /** Show a one-line text input (default `false`). */
  prompt?: boolean;
  /** Show a text area instead: `true`, or its height in pixels (default `false`). */
  multiline?: boolean | number;
  /** The text the input starts with (default `''`). */
  value?: string;
  /** The width in pixels (default: the content's, between `minWidth` and `maxWidth`). */
  width?: number;
  /** The height in pixels (default: the content's). */
  height?: number;
  /** The smallest width in pixels (default the theme's, 250). */
  minWidth?: number;
  /** The largest width in pixels (default the theme's, 600). */
  maxWidth?: number;
  /** The height of a multiline text area (default the box's `defaultTextHeight`). */
  defaultTextHeight?: number;
  /** `false` hides the close tool (and Esc does nothing; default `true`; always `false` with `wait`). */
  closable?: boolean;
  /** `false` leaves the page usable under the box (default `true`). */
  modal?: boolean;
  /** Show a progress bar (see `updateProgress`; default `false`). */
  progress?: boolean;
  /** The text in the progress bar. */
  progressText?: string;
  /** Show a progress bar that moves by itself (default `false`). */
  wait?: boolean;
  /** How the `wait` bar moves. */
  waitConfig?: WaitConfig;
  /** Accepted for Ext's sake (Lib does not animate). */
  animateTarget?: unknown;
  /** What gets the focus: a button id (`'no'`), a selector or a component. */
  defaultFocus?: string | object;
  /** A class of the box while this message shows. */
  cls?: string;
}

export interface MessageBoxConfig extends WindowConfig {
  /** The texts of the buttons (default `{ok: 'OK', yes: 'Yes', no: 'No', cancel: 'Cancel'}`). */
  buttonText?: ButtonTexts;
  /** The height of a multiline prompt's text area in pixels (default 75). */
  defaultTextHeight?: number;
  /** The smallest width of a `wait` or `progress` box (default 250). */
  minProgressWidth?: number;
  /** The smallest width of a `prompt` box (default 250). */
  minPromptWidth?: number;
}

/** The button ids, in the order of their bits (`OK` 1, `YES` 2, `NO` 4, `CANCEL` 8). */
const IDS = ['ok', 'yes', 'no', 'cancel'] as const;
/** The id of a button, as the callback gets it. */
type Answer = (typeof IDS)[number];

export class MessageBox extends Window {
  /** A single OK button (1). */
  declare OK: number;
  /** A single Yes button (2). */
  declare YES: number;
  /** A single No button (4). */
  declare NO: number;
  /** A single Cancel button (8). */
  declare CANCEL: number;
  /** OK and Cancel (9). */
  declare OKCANCEL: number;
  /** Yes and No (6). */
  declare YESNO: number;
  /** Yes, No and Cancel (14). */
  declare YESNOCANCEL: number;
  /** The class of the information icon (`x-message-box-info`). */
  declare INFO: string;
  /** The class of the warning icon (`x-message-box-warning`). */
  declare WARNING: string;
  /** The class of the question icon (`x-message-box-question`). */
  declare QUESTION: string;
  /** The class of the error icon (`x-message-box-error`). */
  declare ERROR: string;
  declare buttonText: ButtonTexts;
  declare defaultTextHeight: number;
  declare minProgressWidth: number;
  declare minPromptWidth: number;
  /** The button ids, in the order of their bits: `['ok', 'yes', 'no', 'cancel']`. */
  declare buttonIds: readonly string[];
  /** The options of the message showing (or last shown). */
  declare cfg?: MessageBoxOptions;
  /** The four buttons, in the order of `buttonIds`, also by id (`msgButtons.yes`). */
  declare msgButtons: Button[] & Record<string, Button>;
  /** The toolbar holding the buttons. */
  declare bottomTb: Toolbar;
  /** The icon beside the message, once rendered. */
  declare msgIconEl?: Element;
  /** The message, once rendered. */
  declare msgEl?: Element;
  /** The one-line input of a prompt, once rendered. */
  declare textFieldEl?: Element;
  /** The text area of a multiline prompt, once rendered. */
  declare textAreaEl?: Element;
  /** The progress bar (`role="progressbar"`), once rendered. */
  declare progressEl?: Element;
  /** @internal The timer of a `wait` bar. */
  declare waitTimer?: ReturnType<typeof setInterval>;

  override initComponent(): void {
    const me = this;
    const texts = me.buttonText;
    (me as { dockedItems: unknown }).dockedItems = [
      {
        xtype: 'toolbar',
        ui: 'footer',
        dock: 'bottom',
        layout: { pack: 'center' },
        items: IDS.map((id) => ({
          itemId: id,
          text: texts[id],
          minWidth: 75,
          handler: me.btnCallback,
          scope: me,
        })),
      },
    ];
    super.initComponent();
    const bar = (me.bottomTb = me.getDockedItems('toolbar')[0] as Toolbar);
    const buttons = (me.msgButtons = bar.items.items.slice() as MessageBox['msgButtons']);
    for (const button of buttons) buttons[button.itemId!] = button;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const body = me.body!.dom;
    me.msgIconEl = makeEl(body, 'div', '');
    me.msgEl = makeEl(body, 'div', 'window-text', { id: me.id + '-msg' });
    const label = { 'aria-labelledby': me.id + '-msg' };
    me.textFieldEl = makeEl(body, 'input', 'form-field form-text', label);
    me.textAreaEl = makeEl(body, 'textarea', 'form-field form-text form-textarea', label);
    me.progressEl = makeEl(body, 'div', 'progress', {
      role: 'progressbar',
      'aria-valuemin': '0',
      'aria-valuemax': '100',
    });
    makeEl(me.progressEl.dom, 'div', 'progress-bar');
    makeEl(me.progressEl.dom, 'div', 'progress-text');
    me.textFieldEl.on('keydown', me.onPromptKey, me);
  }

  /**
   * Shows the box as `options` describe (see {@link MessageBoxOptions}: `title`, `msg`,
   * `buttons`, `icon`, `fn`, `prompt`, `progress`, `wait`...). Returns the box.
   */
  override show(options: MessageBoxOptions = {}): this {
    const me = this;
    const where = me.$className + '#show';
    if (!isMap(options as unknown)) fail(where, 'options', 'an object', options);
    checkOptions(where, options, OPTIONS);
    const o = (me.cfg = options);
    if (!me.rendered) me.render();
    batchLayouts(() => {
      const given = o.buttons;
      const texts: ButtonTexts = isMap(given) ? given : o.buttonText || {};
      let bits = isNum(given) ? given : 0;
      const wait = !!o.wait;
      const multiline = o.multiline;
      const prompt = !!(o.prompt || multiline);
      const closable = (me.closable = o.closable !== false && !wait);
      me.modal = o.modal !== false;
      me.defaultFocus = o.defaultFocus;
      // The theme's min-width and max-width apply unless the options give their own.
      (me.el as Element).setStyle({
        width: o.width ?? null,
        height: o.height ?? null,
        minWidth: o.minWidth ?? null,
        maxWidth: o.maxWidth ?? null,
      });
      if (o.cls) me.addCls(o.cls);
      me.setTitle(o.title || '');
      me.setIconCls(o.iconCls || '');
      me.tools.find((tool) => tool.type == 'close')?.setVisible(closable);
      me.ensureHeader().setVisible(!!(o.title || closable || o.iconCls));
      me.setIcon(o.icon as string);
      me.msgEl!.setVisible(!!o.msg).update(o.msg || '');
      const field = me.textFieldEl!;
      const area = me.textAreaEl!;
      field.setVisible(prompt && !multiline);
      area.setVisible(!!multiline);
      if (prompt) (me.getInput()!.dom as HTMLInputElement).value = o.value ?? '';
      area.setHeight(isNum(multiline) ? multiline : o.defaultTextHeight || me.defaultTextHeight);
      me.clearTimer();
      me.progressEl!.setVisible(wait || !!o.progress);
      me.updateProgress(0, o.progressText || '');
      if (wait) me.startWait(o.waitConfig || {});
      IDS.forEach((id, i) => {
        const button = me.msgButtons[i];
        if (texts[id] != null) bits |= 1 << i;
        button.setText(texts[id] ?? me.buttonText[id]);
        button.setVisible(!!(bits & (1 << i)));
        if (bits & (1 << i)) me.defaultFocus ??= button;
      });
      me.bottomTb.setVisible(!!(bits & 15));
      (me.el as Element).set({
        role: prompt ? 'dialog' : 'alertdialog',
        'aria-describedby': o.msg ? me.msgEl!.id : null,
      });
    });
    return super.show();
  }

  /** A centred box, at each show (the message changed its size). */
  override onShow(): void {
    super.onShow();
    this.center();
  }

  /** @internal The prompt's input (the text area with `multiline`), or none without a prompt. */
  getInput(): Element | undefined {
    const o = this.cfg || {};
    return o.prompt || o.multiline ? (o.multiline ? this.textAreaEl : this.textFieldEl) : undefined;
  }

  /** The focus goes to the prompt's input, else where the window's `getFocusEl` says. */
  override getFocusEl(): Element | undefined {
    return this.getInput() || super.getFocusEl();
  }

  /** @internal A button (or the close tool, or Enter) answered: hides the box, calls back. */
  btnCallback(button: { itemId?: string }): void {
    const me = this;
    const o = me.cfg || {};
    const input = me.getInput()?.dom as HTMLInputElement | undefined;
    const text = input?.value;
    if (input) input.value = '';
    me.hide();
    (o.callback || o.fn)?.call(o.scope ?? globalThis, button.itemId as Answer, text, o);
  }

  /** The close tool and Esc answer `'cancel'` (after `close(box)` has fired). */
  override doClose(): void {
    this.fireEvent('close', this);
    this.btnCallback({ itemId: 'cancel' });
  }

  /** @internal Enter in the one-line input answers with OK, else Yes. */
  onPromptKey(e: EventObjectImpl): void {
    const buttons = this.msgButtons;
    const button = [buttons.ok, buttons.yes].find((b) => !b.hidden);
    if (e.getKey() === e.ENTER && button) {
      e.preventDefault();
      this.btnCallback(button);
    }
  }

  /** Hides the box: stops a `wait` bar and takes the call's `cls` away. */
  override hide(...args: Parameters<Window['hide']>): this {
    const me = this;
    me.clearTimer();
    if (me.cfg?.cls) me.removeCls(me.cfg.cls);
    return super.hide(...args);
  }

  /** Replaces the message (markup, sanitized). Returns the box. */
  updateText(text: string): this {
    this.msgEl?.update(text);
    return this;
  }

  /**
   * Puts the icon class `icon` (`INFO`, `WARNING`, `QUESTION`, `ERROR` or one of yours; `''`
   * for none) beside the message, `width` × `height` pixels when given (else the theme's).
   * Returns the box.
   */
  setIcon(icon: string, width?: number, height?: number): this {
    const el = this.msgIconEl;
    if (el) {
      el.setVisible(!!icon).setStyle({ width: width ?? null, height: height ?? null });
      el.dom.className = icon ? px('dlg-icon') + ' ' + icon : '';
    }
    return this;
  }

  /**
   * Moves the progress bar to `value` (0 to 1) and, when given, sets its text and replaces
   * the message (markup). Returns the box.
   */
  updateProgress(value?: number, progressText?: string, msg?: string): this {
    const me = this;
    const bar = me.progressEl;
    const percent = (value || 0) * 100;
    if (bar) {
      bar.set({ 'aria-valuenow': Math.round(percent) });
      (bar.dom.firstChild as HTMLElement).style.width = percent + '%';
      if (progressText != null) bar.dom.lastChild!.textContent = progressText;
    }
    if (msg) me.updateText(msg);
    return me;
  }

  /** @internal Moves the bar one step each `interval` (see {@link WaitConfig}). */
  startWait(o: WaitConfig): void {
    const me = this;
    const steps = o.increment || 10;
    const interval = o.interval || 1000;
    let step = 0;
    me.updateProgress(0, o.text || '');
    me.waitTimer = setInterval(() => {
      if (o.duration && (step + 1) * interval >= o.duration) {
        me.clearTimer();
        o.fn?.call(o.scope ?? me);
        me.updateProgress(0);
      } else me.updateProgress(((step++ % steps) + 1) / steps);
    }, interval);
  }

  /** @internal Stops a `wait` bar. */
  clearTimer(): void {
    clearInterval(this.waitTimer);
    this.waitTimer = undefined;
  }

  /**
   * Shows `msg` with an OK button (as the browser's `alert`, without blocking); `fn(buttonId)`
   * is called when it is answered. Also `alert(options)`. Returns the box.
   */
  alert(
    title: string | MessageBoxOptions,
    msg?: string,
    fn?: MessageBoxCallback,
    scope?: unknown,
  ): this {
    return this.show(isMap(title) ? title : { title, msg, buttons: this.OK, fn, scope });
  }

  /**
   * Asks a question with Yes and No buttons and the question icon; `fn(buttonId)` gets
   * `'yes'`, `'no'` or `'cancel'` (the close tool, Esc). Also `confirm(options)`. Returns the box.
   */
  confirm(
    title: string | MessageBoxOptions,
    msg?: string,
    fn?: MessageBoxCallback,
    scope?: unknown,
  ): this {
    return this.show(
      isMap(title)
        ? title
        : { title, msg, icon: this.QUESTION, buttons: this.YESNO, callback: fn, scope },
    );
  }

  /**
   * Asks for a text with OK and Cancel: `fn(buttonId, text)`. `multiline` `true` (or a height
   * in pixels) gives a text area; `value` is the text it starts with. Also `prompt(options)`.
   * Returns the box.
   */
  prompt(
    title: string | MessageBoxOptions,
    msg?: string,
    fn?: MessageBoxCallback,
    scope?: unknown,
    multiline?: boolean | number,
    value?: string,
  ): this {
    return this.show(
      isMap(title)
        ? title
        : {
            prompt: true,
            title,
            minWidth: this.minPromptWidth,
            msg,
            buttons: this.OKCANCEL,
            callback: fn,
            scope,
            multiline,
            value,
          },
    );
  }

  /**
   * Shows `msg` with a progress bar that moves by itself (see {@link WaitConfig}) and no way
   * to close it: call `hide()` when the work is done. Also `wait(options)`. Returns the box.
   */
  wait(msg: string | MessageBoxOptions, title?: string, config?: WaitConfig): this {
    return this.show(
      isMap(msg)
        ? msg
        : {
            title,
            msg,
            closable: false,
            wait: true,
            modal: true,
            minWidth: this.minProgressWidth,
            waitConfig: config,
          },
    );
  }

  /**
   * Shows `msg` with a progress bar (at 0, `progressText` in it) to move with
   * `updateProgress`; `hide()` when done. Also `progress(options)`. Returns the box.
   */
  progress(title: string | MessageBoxOptions, msg?: string, progressText?: string): this {
    return this.show(isMap(title) ? title : { title, msg, progress: true, progressText });
  }
}

/** The checked options of `show`. */
const OPTIONS = {
  buttons: either('number', 'object'),
  fn: 'function',
  callback: 'function',
} as const;

registerClass(MessageBox, 'Lib.window.MessageBox', {
  $configs: declareConfigs<MessageBoxConfig, WindowConfig>({
    buttonText: cfg('object', { ok: 'OK', yes: 'Yes', no: 'No', cancel: 'Cancel' }),
    defaultTextHeight: 75,
    minProgressWidth: 250,
    minPromptWidth: 250,
  }),
  xtype: 'messagebox',
  OK: 1,
  YES: 2,
  NO: 4,
  CANCEL: 8,
  OKCANCEL: 9,
  YESNO: 6,
  YESNOCANCEL: 14,
  INFO: px('message-box-info'),
  WARNING: px('message-box-warning'),
  QUESTION: px('message-box-question'),
  ERROR: px('message-box-error'),
  buttonIds: IDS,
  cls: px('message-box'),
  closeAction: 'hide',
  resizable: false,
});

/** The shared box, made on first use (a page that never asks anything never builds it). */
let shared: MessageBox | undefined;
for (const name of ['Msg', 'MessageBox']) {
  Object.defineProperty(ClassManager.root, name, {
    get: () => (shared ||= new MessageBox()),
    // Legacy code may put a box of its own in its place.
    set: (box) => (shared = box),
    configurable: true,
  });
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.window.MessageBox': typeof MessageBox;
  }
  interface AliasMap {
    'widget.messagebox': typeof MessageBox;
  }
}

declare module '../../lib/Lib' {
  interface LibExtensions {
    /** The shared message box (`Lib.Msg.alert(...)`, `Lib.Msg.confirm(...)`), made on first use. */
    Msg: MessageBox;
    /** The same box as `Lib.Msg`. */
    MessageBox: MessageBox;
  }
}
