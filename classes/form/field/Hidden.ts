/**
 * `Lib.form.field.Hidden` (xtypes `hiddenfield` and `hidden`, alternate `Lib.form.Hidden`): a
 * value the user does not see (an `<input type="hidden">`, no label, no room in the layout)
 * that a form still submits and loads like any field. It shows no errors.
 *
 * @example
 *   Lib.create('Lib.form.field.Hidden', {name: 'id', value: 42}).getSubmitData(); // {id: '42'}
 */
import { registerClass } from '../../../lib/Class';
import { BaseField, type FieldConfig } from './Base';

export class HiddenField extends BaseField {
  /** No user input to listen to. */
  override initEvents(): void {}

  /** Shows no errors. */
  override markInvalid(): void {}

  /** Shows no errors. */
  override clearInvalid(): void {}
}

registerClass(HiddenField, 'Lib.form.field.Hidden', {
  xtype: ['hiddenfield', 'hidden'],
  alternateClassName: 'Lib.form.Hidden',
  inputType: 'hidden',
  hideLabel: true,
  hidden: true,
  msgTarget: 'none',
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface HiddenField {
  $construct(config?: FieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Hidden': typeof HiddenField;
  }
  interface AliasMap {
    'widget.hiddenfield': typeof HiddenField;
    'widget.hidden': typeof HiddenField;
  }
}
