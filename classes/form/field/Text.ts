/**
 * `Lib.form.field.Text` (xtype `textfield`, alternate `Lib.form.TextField`): a one-line text
 * input with Ext JS 4's validation: `allowBlank`, `minLength`/`maxLength`, `vtype` (see
 * `Lib.form.field.VTypes`), `regex`/`regexText` and a `validator` function, checked in that
 * Ext order (a blank value stops after the blank check). Also `emptyText` (a placeholder),
 * `maskRe` (a key filter), `stripCharsRe`, `enforceMaxLength` and `selectOnFocus`.
 *
 * @example
 *   const email = Lib.create('Lib.form.field.Text', {
 *     name: 'email', vtype: 'email', allowBlank: false, renderTo: document.body,
 *   });
 *   email.setValue('nope');
 *   email.getErrors(); // ['This field should be an e-mail address in the format "user@example.com"']
 */
import { isFunction } from '../../../lib/lang/is';
import { isString } from '../../../lib/check';
import { registerClass } from '../../../lib/Class';
import { raise } from '../../../lib/Error';
import { format } from '../../../lib/lang/String';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { BaseField, type FieldConfig } from './Base';
import { cfg, declareConfigs, type Test } from '../../../lib/config';
import { vtypes, type VType } from './VTypes';

export interface TextFieldConfig extends FieldConfig {
  /** `false` makes an empty value an error (`blankText`). Default `true`. */
  allowBlank?: boolean;
  /** `false` treats a value of only white space as blank (and sets `allowBlank: false`). Default `true`. */
  allowOnlyWhitespace?: boolean;
  /** The error of a blank value (default 'This field is required'). */
  blankText?: string;
  /** Minimum length (default 0). */
  minLength?: number;
  /** The error below `minLength`; `{0}` is the length (default 'The minimum length for this field is {0}'). */
  minLengthText?: string;
  /** Maximum length (default `Number.MAX_VALUE`). */
  maxLength?: number;
  /** The error above `maxLength` (default 'The maximum length for this field is {0}'). */
  maxLengthText?: string;
  /** Also stop typing past `maxLength` (the input's `maxlength`; default `false`). */
  enforceMaxLength?: boolean;
  /** A vtype name from `Lib.form.field.VTypes` (`'email'`, `'url'`, `'alpha'`, `'alphanum'`). */
  vtype?: string;
  /** Replaces the vtype's own error text. */
  vtypeText?: string;
  /** A RegExp the value must match. */
  regex?: RegExp;
  /** The error when `regex` fails (default `''`: `invalidText` is shown). */
  regexText?: string;
  /** A custom check: returns `true` or an error message (`this` = the field). */
  validator?: (this: TextField, value: string) => boolean | string;
  /** The placeholder shown while empty. */
  emptyText?: string;
  /** Only typed characters matching this RegExp are accepted. */
  maskRe?: RegExp;
  /** Characters matching this (global) RegExp are removed from the value. */
  stripCharsRe?: RegExp;
  /** Select the text when the input gets the focus (default `false`). */
  selectOnFocus?: boolean;
}

export class TextField<V = string> extends BaseField<V> {
  declare allowBlank: boolean;
  declare allowOnlyWhitespace: boolean;
  declare blankText: string;
  declare minLength: number;
  declare minLengthText: string;
  declare maxLength: number;
  declare maxLengthText: string;
  declare enforceMaxLength: boolean;
  declare vtype?: string;
  declare vtypeText?: string;
  declare regex?: RegExp;
  declare regexText: string;
  declare validator?: (this: this, value: string) => boolean | string;
  declare emptyText?: string;
  declare maskRe?: RegExp;
  declare stripCharsRe?: RegExp;
  declare selectOnFocus: boolean;

  override initComponent(): void {
    if (this.allowOnlyWhitespace === false) this.allowBlank = false;
    this.$checkVtype(this.vtype);
    super.initComponent();
  }

  /** @internal Throws when `vtype` names no registered vtype. */
  $checkVtype(vtype: string | undefined): void {
    if (vtype && !isFunction(vtypes[vtype])) {
      raise(this.$className, `vtype '${vtype}' is not defined in Lib.form.field.VTypes`);
    }
  }

  /** Removes the `stripCharsRe` characters (also from the input). */
  override processRawValue(raw: string): string {
    const strip = this.stripCharsRe;
    const value = strip ? raw.replace(strip, '') : raw;
    if (value !== raw) this.setRawValue(value);
    return value;
  }

  /**
   * The errors of `value` (default: the current processed text), in Ext's order: the
   * `validator`'s message, then blank (which ends the checks), `minLength`, `maxLength`,
   * `vtype`, `regex`.
   */
  override getErrors(value?: unknown): string[] {
    const me = this;
    const errors = super.getErrors(value);
    const text = me.$getTextToValidate(arguments);
    const { length } = text;
    const { validator, vtype, regex, invalidText } = me;
    if (isFunction(validator)) {
      const result = validator.call(me, text);
      // `false` (no message of its own) reports the generic invalidText.
      if (result !== true) errors.push(isString(result) ? result : invalidText);
    }
    if (!(me.allowOnlyWhitespace ? text : text.trim())) {
      if (!me.allowBlank) errors.push(me.blankText);
      return errors;
    }
    if (length < me.minLength) errors.push(format(me.minLengthText, me.minLength));
    if (length > me.maxLength) errors.push(format(me.maxLengthText, me.maxLength));
    if (vtype) {
      me.$checkVtype(vtype);
      if (!(vtypes[vtype] as VType)(text, me)) {
        errors.push(me.vtypeText || String(vtypes[vtype + 'Text'] ?? invalidText));
      }
    }
    if (regex) {
      regex.lastIndex = 0;
      if (!regex.test(text)) errors.push(me.regexText || invalidText);
    }
    return errors;
  }

  /** Sets `allowBlank` and revalidates when it changed the validity. */
  setAllowBlank(allowBlank: boolean): void {
    const me = this;
    me.allowBlank = !!allowBlank;
    me.inputEl?.set({ 'aria-required': !me.allowBlank && 'true' });
    if (me.rendered && me.hasActiveError()) me.isValid();
  }

  /** The placeholder text. */
  setEmptyText(text: string): void {
    this.emptyText = text;
    this.inputEl?.set({ placeholder: text || null });
  }

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const input = super.$createInput(doc, body);
    const max = me.maxLength;
    (Element.get(input) as Element).set({
      placeholder: me.emptyText || null,
      'aria-required': !me.allowBlank && 'true',
      maxlength: me.enforceMaxLength && isFinite(max) && max < 2 ** 31 && max,
    });
    return input;
  }

  override initEvents(): void {
    super.initEvents();
    if (this.getMaskRe()) (this.inputEl as Element).on('keypress', this.filterKeys, this);
  }

  /** The key filter: `maskRe`, else the vtype's mask. */
  getMaskRe(): RegExp | undefined {
    const mask = this.maskRe || (this.vtype && vtypes[this.vtype + 'Mask']);
    return mask instanceof RegExp ? mask : undefined;
  }

  /** @internal Drops a typed character the mask rejects. */
  filterKeys(e: EventObjectImpl): void {
    const key = (e.browserEvent as KeyboardEvent).key;
    // A one-character `key` is typed text, whatever its code ('.' is 46, Delete's keyCode).
    if (
      (e.ctrlKey && !e.altKey) ||
      e.metaKey ||
      (isString(key) ? key.length > 1 : e.isSpecialKey())
    )
      return;
    const mask = this.getMaskRe() as RegExp;
    mask.lastIndex = 0;
    if (
      !mask.test(isString(key) && key.length === 1 ? key : String.fromCharCode(e.getCharCode()))
    ) {
      e.stopEvent();
    }
  }

  override $onInputFocus(e: EventObjectImpl): void {
    const had = this.hasFocus;
    super.$onInputFocus(e);
    if (!had && this.selectOnFocus) this.selectText();
  }
}

/** The rule of the RegExp configs (`regex`, `maskRe`, `stripCharsRe`). */
const REGEXP: Test = [(v) => v instanceof RegExp, 'a RegExp'];

registerClass(TextField, 'Lib.form.field.Text', {
  $configs: declareConfigs<TextFieldConfig, FieldConfig>({
    allowBlank: true,
    allowOnlyWhitespace: true,
    blankText: 'This field is required',
    minLength: 0,
    minLengthText: 'The minimum length for this field is {0}',
    maxLength: Number.MAX_VALUE,
    maxLengthText: 'The maximum length for this field is {0}',
    enforceMaxLength: false,
    vtype: cfg('string'),
    vtypeText: cfg('string'),
    regex: cfg(REGEXP),
    regexText: '',
    validator: cfg('function'),
    emptyText: cfg('string'),
    maskRe: cfg(REGEXP),
    stripCharsRe: cfg(REGEXP),
    selectOnFocus: false,
  }),
  $inputCls: 'form-text',
  xtype: 'textfield',
  alternateClassName: 'Lib.form.TextField',
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface TextField {
  $construct(config?: TextFieldConfig): this;
  /** The text in the input (before rendering: the text last set). */
  getRawValue(): string;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Text': typeof TextField;
  }
  interface AliasMap {
    'widget.textfield': typeof TextField;
  }
}
