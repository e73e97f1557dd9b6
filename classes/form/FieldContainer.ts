/**
 * `Lib.form.FieldContainer` (xtype `fieldcontainer`): a container with a field's label
 * beside (or above) its items and a field's error display, as Ext's Labelable mixin gives
 * it. Its items are laid out by `layout` as in any container (`hbox` for a row of fields).
 * With `combineErrors` the errors of the fields inside show once, on the container, each
 * prefixed by its field's label (fields left on the default `msgTarget` then mark
 * themselves without a message of their own). With `combineLabels` and no `fieldLabel`,
 * the label is the fields' labels joined by `labelConnector`, and the fields hide theirs.
 *
 * The items sit in `containerEl` (`role="group"`, labelled by the label).
 *
 * @example
 *   Lib.create('Lib.form.FieldContainer', {
 *     fieldLabel: 'Phone', layout: 'hbox', combineErrors: true, renderTo: document.body,
 *     items: [{xtype: 'textfield', name: 'area', fieldLabel: 'Area', width: 60, allowBlank: false},
 *             {xtype: 'textfield', name: 'number', fieldLabel: 'Number', flex: 1}],
 *   });
 */
import { borrow, registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { toText } from '../../lib/lang/String';
import { own } from '../../lib/check';
import { Container, type ContainerConfig } from '../container/Container';
import type { Component } from '../Component';
import type { Element } from '../dom/Element';
import { make, px } from '../dom/Element.build';
import {
  BaseField,
  labelableConfigs,
  type LabelableConfig,
  type LabelAlign,
  type MsgTarget,
} from './field/Base';

/** An item as `combineLabels` treats it: a field or a labelable container. */
export type Labelable = Component & {
  hideLabel?: boolean;
  oldHideLabel?: boolean;
  getFieldLabel(): string;
};

export interface FieldContainerConfig extends ContainerConfig, LabelableConfig {
  /** Show the errors of the fields inside on the container, each once (default `false`). */
  combineErrors?: boolean;
  /** Without a `fieldLabel`, label the container with its fields' labels (default `false`). */
  combineLabels?: boolean;
  /** What joins the labels with `combineLabels` (default `', '`). */
  labelConnector?: string;
  /** Errors are not shown (default `false`). */
  preventMark?: boolean;
}

export class FieldContainer extends Container {
  declare fieldLabel?: string | number;
  declare labelWidth: number;
  declare labelPad: number;
  declare labelAlign: LabelAlign;
  declare labelSeparator: string;
  declare hideLabel: boolean;
  declare hideEmptyLabel: boolean;
  declare msgTarget: MsgTarget;
  declare combineErrors: boolean;
  declare combineLabels: boolean;
  declare labelConnector: string;
  /** Always `true` (Ext's type tag). */
  declare isFieldLabelable: true;
  /** Always `true`. */
  declare isFieldContainer: true;
  /** @internal The role of `containerEl` (`'group'`). */
  declare $groupRole: string;
  declare preventMark: boolean;
  /** @internal The current error messages. */
  declare activeErrors: string[];
  /** @internal The error `errorchange` last reported. */
  declare lastActiveError: string;
  /** The label element (once rendered, when a label is shown). */
  declare labelEl?: Element;
  /** The element holding `containerEl`. */
  declare bodyEl?: Element;
  /** The element holding the items (`inputEl` too, for the shared label and error code). */
  declare containerEl?: Element;
  declare inputEl?: Element;
  /** The element holding the error texts (`msgTarget` `'qtip'`, `'side'` or `'under'`). */
  declare errorEl?: Element;

  override initComponent(): void {
    this.activeErrors = [];
    this.lastActiveError = '';
    super.initComponent();
  }

  /** Builds the label, the body with `containerEl` and the error element. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.renderFieldLayout();
    this.containerEl = this.inputEl;
    this.renderActiveError();
  }

  /** @internal Makes `containerEl`, where the layout puts the items. */
  $createInput(_doc: Document, body: HTMLElement): HTMLElement {
    return make(body, 'div', 'form-fieldcontainer-body', {
      id: this.id + '-containerEl',
      role: this.$groupRole,
    });
  }

  /** The items go into `containerEl`. */
  override getContentTarget(): Element | undefined {
    return this.containerEl;
  }

  /** The label: `fieldLabel`, else with `combineLabels` the fields' labels joined. */
  getFieldLabel(): string {
    const me = this;
    const label = toText(me.fieldLabel);
    return label || !me.combineLabels
      ? label
      : me
          .query<Labelable>('[isFieldLabelable]')
          .map((f) => f.getFieldLabel())
          .join(me.labelConnector);
  }

  /** @internal Shows the label again after the items changed. */
  updateLabel(): void {
    this.labelEl?.setText(this.getFieldLabel() + this.labelSeparator);
  }

  /** @internal The fields (`selector`: the components) of an item: itself, those below it. */
  $fieldsOf(item: Component, selector = '[isFormField]'): BaseField[] {
    return [item, ...(item.query?.(selector) || [])].filter((c) => c.is(selector)) as BaseField[];
  }

  override onAdd(item: Labelable, index: number): void {
    const me = this;
    super.onAdd(item, index);
    if (me.combineLabels) {
      item.oldHideLabel = item.hideLabel;
      item.hideLabel = true;
      me.updateLabel();
    }
    if (me.combineErrors) {
      for (const field of me.$fieldsOf(item)) {
        if (!own(field, 'msgTarget')) field.msgTarget = 'none';
        field.on('errorchange', me.onFieldErrorChange, me);
      }
    }
  }

  override onRemove(item: Labelable, destroying: boolean): void {
    const me = this;
    super.onRemove(item, destroying);
    if (me.combineLabels && !destroying) {
      item.hideLabel = item.oldHideLabel;
      me.updateLabel();
    }
    for (const field of me.$fieldsOf(item)) field.un('errorchange', me.onFieldErrorChange, me);
    if (me.combineErrors && !me.destroying) me.onFieldErrorChange();
  }

  /**
   * @internal With `combineErrors`: shows the errors of every field inside, each as
   * `'<label>: <error>'`.
   */
  onFieldErrorChange(): void {
    this.setActiveErrors(
      this.query<BaseField>('[isFormField]').flatMap((f) => {
        const label = f.getFieldLabel();
        return f.getActiveErrors().map((e: string) => (label ? label + ': ' : '') + e);
      }),
    );
  }
}

/** The label and error display of a field, shared as Ext shares its Labelable mixin. */
export interface FieldContainer extends Pick<
  BaseField,
  | 'renderFieldLayout'
  | 'getLabelText'
  | 'setFieldLabel'
  | 'markInvalid'
  | 'clearInvalid'
  | 'getActiveError'
  | 'getActiveErrors'
  | 'hasActiveError'
  | 'setActiveErrors'
  | 'fireStateChange'
  | 'renderActiveError'
  | 'toggleCls'
> {
  $construct(config?: FieldContainerConfig): this;
}

registerClass(FieldContainer, 'Lib.form.FieldContainer', {
  $configs: declareConfigs<FieldContainerConfig, ContainerConfig>({
    ...labelableConfigs,
    combineErrors: false,
    combineLabels: false,
    labelConnector: ', ',
    preventMark: false,
  }),
  xtype: 'fieldcontainer',
  componentCls: px('form-fieldcontainer'),
  isFieldLabelable: true,
  isFieldContainer: true,
  $groupRole: 'group',
});
borrow(FieldContainer, BaseField, [
  'renderFieldLayout',
  'getLabelText',
  'setFieldLabel',
  'markInvalid',
  'clearInvalid',
  'getActiveError',
  'getActiveErrors',
  'hasActiveError',
  'setActiveErrors',
  'fireStateChange',
  'renderActiveError',
  'toggleCls',
]);

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.FieldContainer': typeof FieldContainer;
  }
  interface AliasMap {
    'widget.fieldcontainer': typeof FieldContainer;
  }
}
