/**
 * The error summary of `Lib.grid.RowEditor` (classes/grid/RowEditor.ts): a tip in the page
 * (`x-tip x-grid-row-editor-errors`, role `alert`, titled `errorsText`, closable) listing the
 * fields' errors as text in `<ul class="x-list-plain">` with `<li
 * class="x-grid-row-editor-errors-item">` items, and what the server answered to a failed
 * save. The members of `errorMethods` are part of the editor's prototype.
 *
 * @example
 *   editor.showToolTip(['This field is required']);
 *   editor.showServerErrors(operation); // a 422 answer's field errors go on the fields
 */
import type { Element } from '../dom/Element';
import { makeEl, px, renderMessageList } from '../form/field/Base.utils';
import type { RowEditor } from './RowEditor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The error summary members of `Lib.grid.RowEditor`. */
export const errorMethods = {
  /** @internal Shows the summary while there are errors (with `errorSummary`, or from the server). */
  updateToolTip(this: RowEditor): void {
    const errors = this.getErrors();
    const server = this.$serverErrors.size > 0 || this.$otherErrors.length > 0;
    if (errors.length && (this.errorSummary || server) && !this.hidden) this.showToolTip(errors);
    else this.hideToolTip();
  },

  /**
   * Shows the error summary listing `messages` (default: `getErrors()`, or the dirty text when
   * there are none and `autoCancel` is false and the form is dirty), as text.
   */
  showToolTip(this: RowEditor, messages?: string[]): void {
    let list = messages || this.getErrors();
    if (!list.length && !this.autoCancel && this.isDirty()) list = [this.dirtyText];
    if (!list.length) {
      this.hideToolTip();
      return;
    }
    const tip = this.getToolTip();
    const body = tip.dom.lastChild as HTMLElement;
    renderMessageList(body, list);
    for (const li of Array.from(body.querySelectorAll('li'))) {
      li.className = px('grid-row-editor-errors-item');
    }
    tip.show();
    this.el!.set({ 'aria-describedby': tip.id });
    this.repositionTip();
  },

  /** Hides the error summary. */
  hideToolTip(this: RowEditor): void {
    if (!this.errorsEl) return;
    this.errorsEl.hide();
    this.el?.set({ 'aria-describedby': null });
  },

  /** The error summary element (a tip in the document body, created on first use). */
  getToolTip(this: RowEditor): Element {
    if (this.errorsEl) return this.errorsEl;
    const doc = this.el!.dom.ownerDocument;
    const tip = makeEl(doc.body, 'div', 'tip grid-row-editor-errors', {
      id: this.id + '-errors',
      role: 'alert',
    });
    tip.hide();
    const header = makeEl(tip.dom, 'div', 'tip-header');
    makeEl(header.dom, 'span', 'tip-header-text', undefined, this.errorsText);
    const close = makeEl(header.dom, 'button', 'tool tool-close', {
      type: 'button',
      'aria-label': 'Close',
    });
    close.dom.textContent = '×';
    close.on('click', this.hideToolTip, this);
    makeEl(tip.dom, 'div', 'tip-body');
    return (this.errorsEl = tip);
  },

  /**
   * Shows what the server answered to a failed save: its field errors (a 422 answer's
   * `fieldErrors`) on the matching fields, anything else in the summary. `failure` is the
   * operation (its `getRequestError()` or `getError()`), an error, or a message.
   */
  showServerErrors(this: RowEditor, failure: Any): void {
    const error =
      failure && typeof failure.getRequestError === 'function'
        ? failure.getRequestError()
        : failure;
    const fieldErrors: Record<string, string[]> = (error && error.fieldErrors) || {};
    const other: string[] = [];
    this.$serverErrors.clear();
    const names = Object.keys(fieldErrors);
    for (const name of names) {
      const field = this.getEditableFields().find((f) => f.getName() === name);
      if (field) {
        field.markInvalid(fieldErrors[name]);
        this.$serverErrors.set(field, fieldErrors[name]);
      } else {
        const column = this.grid.headerCt.getColumnByDataIndex(name);
        other.push(`${(column && column.text) || name}: ${fieldErrors[name].join(', ')}`);
      }
    }
    if (!names.length) other.push(messageOf(failure, error));
    this.$otherErrors = other;
    this.updateToolTip();
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
