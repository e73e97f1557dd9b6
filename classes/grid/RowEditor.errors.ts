/**
 * The error summary of `Lib.grid.RowEditor` (classes/grid/RowEditor.ts): a tip in the page
 * (`x-tip x-grid-row-editor-errors`, role `alert`, titled `errorsText`, closable) listing the
 * fields' errors as text in `<ul class="x-list-plain">` with `<li
 * class="x-grid-row-editor-errors-item">` items, and what the server answered to a failed
 * save. The members of `errorMethods` are part of the editor's prototype; the functions
 * exported beside them are the editor's internal steps.
 *
 * @example
 *   editor.showToolTip(['This field is required']);
 *   showServerErrors(editor, operation); // a 422 answer's field errors go on the fields
 */
import type { Element } from '../dom/Element';
import { make, makeEl, px, renderMessageList } from '../dom/Element.build';
import { editable, type RowEditor } from './RowEditor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** Shows the summary while there are errors (with `errorSummary`, or from the server). */
export function updateToolTip(editor: RowEditor): void {
  const errors = editor.getErrors();
  const server = editor.$serverErrors.size > 0 || editor.$otherErrors.length > 0;
  if (errors.length && (editor.errorSummary || server) && !editor.hidden) {
    editor.showToolTip(errors);
  } else {
    editor.hideToolTip();
  }
}

/** Forgets what the server answered to the last save. */
export function clearServerErrors(editor: RowEditor): void {
  editor.$serverErrors.clear();
  editor.$otherErrors = [];
}

/**
 * Shows what the server answered to a failed save: its field errors (a 422 answer's
 * `fieldErrors`) on the matching fields, anything else in the summary. `failure` is the
 * operation (its `getRequestError()` or `getError()`), an error, or a message.
 */
export function showServerErrors(editor: RowEditor, failure: Any): void {
  const error =
    failure && typeof failure.getRequestError === 'function' ? failure.getRequestError() : failure;
  const fieldErrors: Record<string, string[]> = (error && error.fieldErrors) || {};
  const names = Object.keys(fieldErrors);
  clearServerErrors(editor);
  const other = editor.$otherErrors;
  for (const name of names) {
    const errors = fieldErrors[name];
    const field = editable(editor).find((f) => f.getName() === name);
    if (field) {
      field.markInvalid(errors);
      editor.$serverErrors.set(field, errors);
    } else {
      const column = editor.grid.headerCt.getColumnByDataIndex(name);
      other.push(`${(column && column.text) || name}: ${errors.join(', ')}`);
    }
  }
  if (!names.length) other.push(messageOf(failure, error));
  updateToolTip(editor);
}

/** The error summary members of `Lib.grid.RowEditor`. */
export const errorMethods = {
  /**
   * Shows the error summary listing `messages` (default: `getErrors()`, or the dirty text when
   * there are none and `autoCancel` is false and the form is dirty), as text.
   */
  showToolTip(this: RowEditor, messages?: string[]): void {
    const me = this;
    let list = messages || me.getErrors();
    if (!list.length && !me.autoCancel && me.isDirty()) list = [me.dirtyText];
    if (!list.length) return me.hideToolTip();
    const tip = me.getToolTip();
    const body = tip.dom.lastChild as HTMLElement;
    renderMessageList(body, list);
    for (const li of Array.from(body.querySelectorAll('li'))) {
      li.className = px('grid-row-editor-errors-item');
    }
    tip.show();
    me.el!.set({ 'aria-describedby': tip.id });
    me.repositionTip();
  },

  /** Hides the error summary. */
  hideToolTip(this: RowEditor): void {
    if (!this.errorsEl) return;
    this.errorsEl.hide();
    this.el?.set({ 'aria-describedby': null });
  },

  /** The error summary element (a tip in the document body, created on first use). */
  getToolTip(this: RowEditor): Element {
    const me = this;
    if (me.errorsEl) return me.errorsEl;
    const tip = makeEl(me.el!.dom.ownerDocument.body, 'div', 'tip grid-row-editor-errors', {
      id: me.id + '-errors',
      role: 'alert',
    });
    tip.hide();
    const header = make(tip.dom, 'div', 'tip-header');
    make(header, 'span', 'tip-header-text', undefined, me.errorsText);
    makeEl(header, 'button', 'tool tool-close', { type: 'button', 'aria-label': 'Close' }, '×').on(
      'click',
      me.hideToolTip,
      me,
    );
    make(tip.dom, 'div', 'tip-body');
    return (me.errorsEl = tip);
  },
};

/** The text of a failure that names no field. */
function messageOf(failure: Any, error: Any): string {
  if (error && typeof error.msg === 'string' && error.msg) return error.msg;
  if (error instanceof Error && error.message) return error.message;
  const ext = failure && typeof failure.getError === 'function' ? failure.getError() : failure;
  if (typeof ext === 'string' && ext) return ext;
  if (ext && ext.statusText) return `${ext.status} ${ext.statusText}`;
  return 'The changes could not be saved';
}
