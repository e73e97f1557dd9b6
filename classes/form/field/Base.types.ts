/**
 * The config of `Lib.form.field.Base` (what every field accepts), each with its type and its
 * default; the checks and defaults themselves are declared in `$configs` of `Base.ts`, which
 * re-exports these types.
 *
 * @example
 *   const config: FieldConfig = {name: 'email', fieldLabel: 'E-mail', msgTarget: 'under'};
 */
import type { ComponentConfig } from '../../Component';

/** Where a field shows its error text: a keyword or the id of an element of the page. */
export type MsgTarget = 'qtip' | 'side' | 'under' | 'title' | 'none' | (string & {});
/** Where the label sits. */
export type LabelAlign = 'left' | 'right' | 'top';

/** The label and error configs of every labelable component (fields, field containers). */
export interface LabelableConfig {
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
  /**
   * Where errors show: `'qtip'` (default: a tooltip on the input), `'side'` (an icon beside
   * the body, the texts as its tooltip), `'under'` (below the body), `'title'` (the input's
   * `title`), `'none'`, or the id of an element the texts are written into.
   */
  msgTarget?: MsgTarget;
}

export interface FieldConfig extends ComponentConfig, LabelableConfig {
  /** The name in `getModelData`/`getSubmitData` (default: the input id). */
  name?: string;
  /** The initial value (also the original value `isDirty` and `reset` use). */
  value?: unknown;
  /** Prevents editing; the value can still be set in code (default `false`). */
  readOnly?: boolean;
  /** The class of the root while read-only (default `'x-form-readonly'`). */
  readOnlyCls?: string;
  /** The id of the input element (default `<id>-inputEl`). */
  inputId?: string;
  /** The `type` of the input element: `'text'` (default), `'password'`, `'email'`, `'url'`, `'tel'`, `'search'`, `'number'`... (an HTML input type). */
  inputType?: string;
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
