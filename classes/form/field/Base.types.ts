/**
 * The config of `Lib.form.field.Base` (what every field accepts), each with its type and its
 * default; the checks and defaults themselves are declared in `$configs` of `Base.ts`, which
 * re-exports these types.
 *
 * @example
 *   const config: FieldConfig = {name: 'email', fieldLabel: 'E-mail', msgTarget: 'under'};
 */
import type { ComponentConfig } from '../../Component';

/** Where a field shows its error text. */
export type MsgTarget = 'qtip' | 'side' | 'under' | 'none';
/** Where the label sits. */
export type LabelAlign = 'left' | 'right' | 'top';

export interface FieldConfig extends ComponentConfig {
  /** The name in `getModelData`/`getSubmitData` (default: the input id). */
  name?: string;
  /** The initial value (also the original value `isDirty` and `reset` use). */
  value?: unknown;
  /** The label text (shown as text). Default none. */
  fieldLabel?: string | number;
  /** Width of the label in pixels (default 100). */
  labelWidth?: number;
  /** Gap between label and input in pixels (default 5). */
  labelPad?: number;
  /** `'left'` (default), `'right'` (right-aligned text) or `'top'`. */
  labelAlign?: LabelAlign;
  /** Text appended to the label (default `':'`). */
  labelSeparator?: string;
  /** Hides the label, keeping `fieldLabel` as the input's `aria-label` (default `false`). */
  hideLabel?: boolean;
  /** Hides the label when `fieldLabel` is empty (default `true`). */
  hideEmptyLabel?: boolean;
  /** Prevents editing; the value can still be set in code (default `false`). */
  readOnly?: boolean;
  /** The id of the input element (default `<id>-inputEl`). */
  inputId?: string;
  /** The `type` of the input element (default `'text'`). */
  inputType?: string;
  /** Where errors show: `'qtip'` (default: tooltip), `'side'`, `'under'` or `'none'`. */
  msgTarget?: MsgTarget;
  /** Validate at every change (default `true`). */
  validateOnChange?: boolean;
  /** Validate when the input loses the focus (default `true`). */
  validateOnBlur?: boolean;
  /** Milliseconds typing is buffered before `checkChange` runs (default 50; 0 = at once). */
  checkChangeBuffer?: number;
  /** The generic error text (default 'The value in this field is invalid'). */
  invalidText?: string;
  /** Validation does not mark the field (default `false`). */
  preventMark?: boolean;
  /** Include the field in `getSubmitData` (default `true`). */
  submitValue?: boolean;
  /** Validate even while disabled (default `false`). */
  forceValidation?: boolean;
  /** An error to show from the start. */
  activeError?: string;
  /** Class of the input element (default `'x-form-field'`). */
  fieldCls?: string;
}
