/**
 * `Lib.form.field.Display` (xtype `displayfield`, alternate `Lib.form.DisplayField`): shows a
 * value without an input. It is never dirty and always valid. The value is shown as text by
 * default (`htmlEncode: true`) — a deliberate difference from Ext JS 4, whose default
 * `htmlEncode: false` put the value into the page as markup; set `htmlEncode: false` to show
 * markup (sanitized by `Lib.dom.Markup`: formatting stays, scripts and handlers go). A `renderer(value, field)` may format the value; its result is shown the
 * same way (text unless `htmlEncode: false`).
 *
 * @example
 *   Lib.create('Lib.form.field.Display', {
 *     fieldLabel: 'Total', value: 1234.5, renderer: (v) => '$' + Number(v).toFixed(2),
 *     renderTo: document.body,
 *   }); // shows "$1234.50"
 */
import { registerClass } from '../../../lib/Class';
import { BaseField, type FieldConfig } from './Base';
import { cfg, declareConfigs } from '../../../lib/config';
import { make, px } from '../../dom/Element.build';
import { toText } from '../../../lib/lang/String';
import { Markup } from '../../dom/Markup';

export interface DisplayFieldConfig extends FieldConfig {
  /** Show the value as text (default `true`); `false` shows it as sanitized markup. */
  htmlEncode?: boolean;
  /** Formats the shown value: `renderer(rawValue, field)` (`this` = `scope`). */
  renderer?(value: unknown, field: DisplayField): unknown;
  /** `this` for `renderer` (default the field). */
  scope?: unknown;
}

export class DisplayField extends BaseField {
  declare htmlEncode: boolean;
  declare renderer?: DisplayFieldConfig['renderer'];
  declare scope?: unknown;

  /** The text last set (a display field has no input to read). */
  override getRawValue(): string {
    return toText(this.rawValue);
  }

  /** Stores the text and shows it (through `renderer`, as text unless `htmlEncode: false`). */
  override setRawValue(value: unknown): string {
    const raw = (this.rawValue = toText(value));
    if (this.inputEl) this.$showValue(this.inputEl.dom);
    return raw;
  }

  /** The text shown: the `renderer`'s result, else the raw value. */
  getDisplayValue(): string {
    const raw = this.getRawValue();
    return this.renderer ? toText(this.renderer.call(this.scope ?? this, raw, this)) : raw;
  }

  /** @internal Puts the display value into the node. */
  $showValue(node: HTMLElement): void {
    const shown = this.getDisplayValue();
    if (this.htmlEncode) node.textContent = shown;
    // Opted into by the page author with htmlEncode: false; sanitized all the same.
    else Markup.setHtml(node, shown);
  }

  /** Never dirty. */
  override isDirty(): boolean {
    return false;
  }

  /** Always valid (nothing is marked). */
  override isValid(): boolean {
    return true;
  }

  /** Always valid; no event. */
  override validate(): boolean {
    return true;
  }

  override $getInputCls(): string[] {
    return [this.fieldCls || px('form-display-field')];
  }

  override $createInput(_doc: Document, body: HTMLElement): HTMLElement {
    const node = make(body, 'div', '', { id: this.inputId, class: this.$getInputCls().join(' ') });
    this.$showValue(node);
    return node;
  }

  /** No input: nothing to listen to. */
  override initEvents(): void {}

  /** Nothing to make read-only. */
  override $applyReadOnly(): void {}

  override renderActiveError(): void {}
}

registerClass(DisplayField, 'Lib.form.field.Display', {
  $configs: declareConfigs<DisplayFieldConfig, FieldConfig>({
    htmlEncode: true,
    renderer: cfg('function'),
    scope: cfg('any'),
  }),
  xtype: 'displayfield',
  alternateClassName: 'Lib.form.DisplayField',
  validateOnChange: false,
  submitValue: false,
  inputType: 'display',
  msgTarget: 'none',
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface DisplayField {
  $construct(config?: DisplayFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Display': typeof DisplayField;
  }
  interface AliasMap {
    'widget.displayfield': typeof DisplayField;
  }
}
