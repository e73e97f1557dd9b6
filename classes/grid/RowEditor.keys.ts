/**
 * The keyboard of `Lib.grid.RowEditor` (classes/grid/RowEditor.ts): Enter saves (on a button
 * it clicks the button), Esc cancels, Tab and Shift+Tab move through the editable fields and
 * the enabled buttons and wrap around, so the focus stays in the editor; no key goes on to the
 * grid. The editor's element listens with `editorKeyListeners` (`this` is the editor).
 *
 * @example
 *   el.on({ ...editorKeyListeners, scope: editor });
 */
import type { EventObjectImpl } from '../EventObjectImpl';
import { editable, type RowEditor } from './RowEditor';

/** The listeners of the editor's element (`this` is the editor). */
export const editorKeyListeners = {
  /** A key pressed in the editor. */
  keydown(this: RowEditor, e: EventObjectImpl): void {
    e.stopPropagation();
    const key = e.getKey();
    const plugin = this.editingPlugin;
    const target = e.target as HTMLElement;
    if (key !== e.TAB && key !== e.ESC && (key !== e.ENTER || target.tagName === 'BUTTON')) return;
    e.preventDefault();
    if (key === e.TAB) moveFocus(this, e.shiftKey ? -1 : 1, target);
    else if (key === e.ESC) plugin.cancelEdit();
    else plugin.completeEdit();
  },

  /** Keys typed in the editor do not reach the grid. */
  keypress(this: RowEditor, e: EventObjectImpl): void {
    e.stopPropagation();
  },

  /** A press on the editor's background keeps the focus where it is. */
  mousedown(this: RowEditor, e: EventObjectImpl): void {
    const target = e.target as HTMLElement;
    const focusable = target.closest && target.closest('input,button,textarea,select,[tabindex]');
    if (!focusable || !this.el!.dom.contains(focusable)) e.preventDefault();
  },
};

/**
 * Focuses the next (`step` 1) or previous (-1) of the elements Tab moves through after `from`,
 * wrapping around: the editable fields' inputs, then the enabled buttons.
 */
export function moveFocus(editor: RowEditor, step: number, from: Node | null): void {
  const list: HTMLElement[] = [];
  for (const field of editable(editor)) if (field.inputEl) list.push(field.inputEl.dom);
  for (const button of [editor.updateBtn, editor.cancelBtn]) {
    if (button && !button.disabled) list.push(button.el!.dom);
  }
  const count = list.length;
  if (!count) return;
  const at = list.findIndex((node) => node.contains(from));
  list[at < 0 ? (step > 0 ? 0 : count - 1) : (at + step + count) % count].focus();
}
