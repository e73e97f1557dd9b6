/**
 * The keyboard of `Lib.grid.RowEditor` (classes/grid/RowEditor.ts): Enter saves (on a button
 * it clicks the button), Esc cancels, Tab and Shift+Tab move through the editable fields and
 * the enabled buttons and wrap around, so the focus stays in the editor; no key goes on to the
 * grid. The members of `keyMethods` are part of the editor's prototype.
 *
 * @example
 *   editor.moveFocus(1, document.activeElement); // what Tab does
 */
import type { EventObjectImpl } from '../EventObjectImpl';
import type { RowEditor } from './RowEditor';

/** The keyboard members of `Lib.grid.RowEditor`. */
export const keyMethods = {
  /** @internal A key pressed in the editor. */
  onKeyDown(this: RowEditor, e: EventObjectImpl): void {
    e.stopPropagation();
    const key = e.getKey();
    const plugin = this.editingPlugin;
    if (key === e.TAB) {
      e.preventDefault();
      this.moveFocus(e.shiftKey ? -1 : 1, e.target as HTMLElement);
    } else if (key === e.ESC) {
      e.preventDefault();
      plugin.cancelEdit();
    } else if (key === e.ENTER && (e.target as HTMLElement).tagName !== 'BUTTON') {
      e.preventDefault();
      plugin.completeEdit();
    }
  },

  /** The elements Tab moves through: the editable fields' inputs, then the enabled buttons. */
  getFocusables(this: RowEditor): HTMLElement[] {
    const out: HTMLElement[] = [];
    for (const field of this.getEditableFields()) if (field.inputEl) out.push(field.inputEl.dom);
    for (const button of [this.updateBtn, this.cancelBtn]) {
      if (button && !button.disabled) out.push(button.el!.dom);
    }
    return out;
  },

  /** Focuses the next (`step` 1) or previous (-1) focusable after `from`, wrapping around. */
  moveFocus(this: RowEditor, step: number, from: Node | null): void {
    const list = this.getFocusables();
    if (!list.length) return;
    const at = list.findIndex((node) => node.contains(from));
    const next =
      at < 0 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
    list[next].focus();
  },

  /** @internal A press on the editor's background keeps the focus where it is. */
  onMouseDown(this: RowEditor, e: EventObjectImpl): void {
    const target = e.target as HTMLElement;
    const focusable = target.closest && target.closest('input,button,textarea,select,[tabindex]');
    if (!focusable || !this.el!.dom.contains(focusable)) e.preventDefault();
  },

  /** @internal Keys typed in the editor do not reach the grid. */
  onKeyPress(this: RowEditor, e: EventObjectImpl): void {
    e.stopPropagation();
  },
};
