/**
 * `Lib.form.field.File` (xtype `filefield`, also `fileuploadfield`; alternates
 * `Lib.form.FileUploadField`, `Lib.ux.form.FileUploadField`, `Lib.form.File`): a file chooser
 * as Ext JS 4 draws it: a read-only text box showing the chosen file and a `Browse...` button
 * (`button`, a `Lib.button.Button`) that opens the browser's file dialog through a hidden
 * `<input type="file">` (`fileInputEl`, which carries the field's `name`). The button is the
 * field's Tab stop (Enter and Space open the dialog) and is labelled by the field label.
 *
 * The value is what the browser gives for the chosen file (`C:\fakepath\name.txt` in current
 * browsers) and `change(field, value)` fires at each choice; `setValue` does nothing (a page
 * cannot choose a file for the user); `reset` clears the choice. A form sends the file itself:
 * it asks `isFileUpload()` and takes `getFiles()` (or the input, `extractFileInput()`).
 *
 * @example
 *   Lib.create('Lib.form.field.File', {
 *     name: 'photo', fieldLabel: 'Photo', buttonText: 'Select Photo...', allowBlank: false,
 *     renderTo: document.body,
 *     listeners: {change: (field, value) => console.log(value, field.getFiles()[0]?.size)},
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Button, type ButtonConfig } from '../../button/Button';
import { Element } from '../../dom/Element';
import { make, px } from '../../dom/Element.build';
import { TextField, type TextFieldConfig } from './Text';

export interface FileFieldConfig extends TextFieldConfig {
  /** The button's text (default `'Browse...'`; a `buttonConfig.text` wins). */
  buttonText?: string;
  /** Show only the button, no text box (default `false`). */
  buttonOnly?: boolean;
  /** Pixels between the text box and the button (default 3). */
  buttonMargin?: number;
  /** A `Lib.button.Button` config for the button. */
  buttonConfig?: ButtonConfig;
  /** `extractFileInput` (a form's submit) also clears the choice (default `true`). */
  clearOnSubmit?: boolean;
}

export class FileField extends TextField {
  declare buttonText: string;
  declare buttonOnly: boolean;
  declare buttonMargin: number;
  declare buttonConfig?: ButtonConfig;
  declare clearOnSubmit: boolean;
  /** The Browse button (once rendered). */
  declare button?: Button;
  /** The hidden `<input type="file">` holding the choice (once rendered). */
  declare fileInputEl?: Element;

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const input = super.$createInput(doc, body);
    // The name goes on the file input; the text box only shows the choice.
    (Element.get(input) as Element).set({ name: null, tabindex: -1 }).setVisible(!me.buttonOnly);
    body.classList.add(px('form-file-wrap'));
    const button = (me.button = new Button({
      id: me.id + '-button',
      text: me.buttonText,
      disabled: me.disabled,
      cls: px('form-file-btn'),
      style: me.buttonOnly ? undefined : { marginLeft: me.buttonMargin + 'px' },
      handler: me.browse,
      scope: me,
      ...me.buttonConfig,
      renderTo: body,
    }));
    // Read as "Photo: Browse...".
    if (me.labelEl)
      button.el!.set({ 'aria-labelledby': me.labelEl.id + ' ' + button.btnInnerEl!.id });
    me.$setFileInput();
    return input;
  }

  /**
   * @internal Puts `node` (default: a new, empty file input) in place of the file input; the
   * one it replaces leaves the DOM with its files.
   */
  $setFileInput(node?: HTMLInputElement): void {
    const me = this;
    const old = me.fileInputEl?.dom;
    node ||= make(me.bodyEl!.dom, 'input', 'form-file-input', {
      type: 'file',
      name: me.getName(),
      tabindex: '-1',
      'aria-hidden': 'true',
    }) as HTMLInputElement;
    me.bodyEl!.dom.appendChild(node);
    node.disabled = !!me.disabled;
    if (old !== node) old?.remove();
    me.fileInputEl = Element.get(node) as Element;
  }

  /** Opens the browser's file dialog (what the button does). */
  browse(): void {
    (this.fileInputEl?.dom as HTMLInputElement | undefined)?.click();
  }

  override initEvents(): void {
    const me = this;
    super.initEvents();
    // A file input's `change` (it bubbles): whichever input is in place.
    me.bodyEl!.on('change', me.onFileChange, me);
    me.button!.el!.on({ focus: me.$onInputFocus, blur: me.$onInputBlur, scope: me });
  }

  /** @internal A file was chosen: the value is the input's, and `change` fires (even for the same file). */
  onFileChange(): void {
    this.lastValue = null;
    super.setValue((this.fileInputEl!.dom as HTMLInputElement).value);
  }

  /** Does nothing: a page cannot choose a file for the user (as in Ext JS 4). */
  override setValue(): this {
    return this;
  }

  /** The chosen files (none before rendering). */
  getFiles(): File[] {
    return Array.from((this.fileInputEl?.dom as HTMLInputElement | undefined)?.files || []);
  }

  /** Clears the choice (a new, empty file input) and the text. */
  override beforeReset(): void {
    if (this.rendered) this.$setFileInput();
    super.setValue('');
  }

  /** `true`: a form sends this field's files (`getFiles()`) as a multipart upload. */
  isFileUpload(): boolean {
    return true;
  }

  /**
   * The `<input type="file">` holding the choice, for a form to send. With `clearOnSubmit`
   * (the default) the field is reset: the returned input has left the field, with its files.
   */
  extractFileInput(): HTMLInputElement {
    const input = this.fileInputEl?.dom as HTMLInputElement;
    if (this.clearOnSubmit) this.reset();
    return input;
  }

  /** Puts back a file input that `extractFileInput` gave (its choice with it). */
  restoreInput(input: HTMLInputElement | Element): void {
    this.$setFileInput(Element.getDom(input) as HTMLInputElement);
  }

  /** The button is the focus element. */
  override getFocusEl(): Element | undefined {
    return this.button?.getFocusEl();
  }

  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    this.button?.setDisabled(disabled);
    (this.fileInputEl!.dom as HTMLInputElement).disabled = disabled;
  }

  override onDestroy(): void {
    this.button?.destroy();
    super.onDestroy();
  }
}

registerClass(FileField, 'Lib.form.field.File', {
  $configs: declareConfigs<FileFieldConfig, TextFieldConfig>({
    buttonText: 'Browse...',
    buttonOnly: false,
    buttonMargin: 3,
    buttonConfig: cfg('object'),
    clearOnSubmit: true,
  }),
  xtype: ['filefield', 'fileuploadfield'],
  alternateClassName: ['Lib.form.FileUploadField', 'Lib.ux.form.FileUploadField', 'Lib.form.File'],
  readOnly: true,
  checkChangeEvents: [],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface FileField {
  $construct(config?: FileFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.File': typeof FileField;
    'Lib.form.FileUploadField': typeof FileField;
  }
  interface AliasMap {
    'widget.filefield': typeof FileField;
    'widget.fileuploadfield': typeof FileField;
  }
}
