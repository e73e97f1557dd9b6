/**
 * `Lib.selection.RowModel` (alias `selection.rowmodel`, the grid's `selType: 'rowmodel'`):
 * selects grid rows by mouse and keyboard.
 *
 * Mouse: a click selects the row (on `mousedown`, as Ext JS 4 does, or on `click` when no
 * `mousedown` came first). In MULTI mode Ctrl+click toggles and Shift+click selects the range
 * from the anchor; in SIMPLE mode a click toggles; in SINGLE mode Ctrl+click (or any click
 * with `allowDeselect`) on the selected row deselects it.
 *
 * Keyboard (on the view, which has `tabindex="0"`): Up/Down move by one row, Page Up/Page Down
 * by a page, Home/End to the first/last row. A move selects the row it lands on; with Shift
 * (MULTI) it extends the range from the anchor; with Ctrl it only moves the focus (SIMPLE mode
 * always does), and Space then toggles the focused row. Ctrl+A selects all (MULTI).
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {selType: 'rowmodel', selModel: {mode: 'MULTI'}, ...});
 */
import { registerClass } from '../../lib/Class';
import type { EventObjectImpl } from '../EventObjectImpl';
import { SelectionModel, type SelectionModelConfig } from './Model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export type RowModelConfig = SelectionModelConfig;

export class RowModel extends SelectionModel {
  /** @internal The record a `mousedown` selected, so that its `click` does not select again. */
  declare $mousedownRecord: Any;

  override $construct(config?: RowModelConfig): this {
    super.$construct(config);
    this.$mousedownRecord = null;
    return this;
  }

  /** Serves a view: follows its store; the view sends its clicks and keys here. */
  bindComponent(view: Any): void {
    this.view = view;
    view.selModel = this;
    this.bindStore(view.getStore(), true);
  }

  /** @internal `mousedown` on a row: selects it (a right click keeps a selected row's selection). */
  onItemMouseDown(record: Any, index: number, e: EventObjectImpl): void {
    this.$mousedownRecord = null;
    if (e.button !== 0 && this.isSelected(record)) return;
    if (e.button > 2) return;
    this.selectWithEvent(record, e, index);
    this.$mousedownRecord = record;
  }

  /** @internal `click` on a row: selects it unless its `mousedown` already did. */
  onItemClick(record: Any, index: number, e: EventObjectImpl): void {
    if (this.$mousedownRecord === record) {
      this.$mousedownRecord = null;
      return;
    }
    this.$mousedownRecord = null;
    if (e.button > 0) return;
    this.selectWithEvent(record, e, index);
  }

  /** Selects as a click with these modifier keys would. */
  selectWithEvent(
    record: Any,
    e: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean },
    index?: number,
  ): void {
    if (this.locked) return;
    const ctrl = !!(e.ctrlKey || e.metaKey);
    const shift = !!e.shiftKey;
    const selected = this.isSelected(record);
    switch (this.mode) {
      case 'MULTI':
        if (shift && this.selectionStart) {
          this.selectRange(this.selectionStart, index ?? record, ctrl);
        } else if (ctrl) {
          if (selected) this.deselect(record);
          else this.select(record, true);
          this.selectionStart = record;
        } else {
          this.select(record, false);
          this.selectionStart = record;
        }
        break;
      case 'SIMPLE':
        if (selected) this.deselect(record);
        else this.select(record, true);
        this.selectionStart = record;
        break;
      default:
        if (selected && (ctrl || this.allowDeselect)) this.deselect(record);
        else this.select(record, false);
        this.selectionStart = record;
    }
    this.setLastFocused(record);
  }

  /**
   * @internal A key pressed on the view (after its `itemkeydown`/`containerkeydown`): moves
   * the focus and the selection. Returns whether the key was handled.
   */
  onKeyDown(e: EventObjectImpl): boolean {
    const view = this.view;
    const store = this.store;
    if (!view || !store) return false;
    const count = store.getCount();
    const key = e.getKey();
    const ctrl = e.ctrlKey || e.metaKey;
    if (key === 65 && ctrl && this.mode === 'MULTI') {
      e.preventDefault();
      this.selectAll();
      return true;
    }
    if (key === e.SPACE) {
      const focused = this.lastFocused;
      if (!focused) return false;
      e.preventDefault();
      if (ctrl || this.mode === 'SIMPLE') this.selectWithEvent(focused, { ctrlKey: true });
      else this.selectWithEvent(focused, { shiftKey: e.shiftKey }, this.indexOfRecord(focused));
      return true;
    }
    if (count === 0) return false;
    const current = this.lastFocused ? this.indexOfRecord(this.lastFocused) : -1;
    const page = Math.max(1, view.getVisibleRowCount() - 1);
    let next: number;
    switch (key) {
      case e.UP:
        next = current < 0 ? 0 : current - 1;
        break;
      case e.DOWN:
        next = current < 0 ? 0 : current + 1;
        break;
      case e.PAGE_UP:
        next = current < 0 ? 0 : current - page;
        break;
      case e.PAGE_DOWN:
        next = current < 0 ? 0 : current + page;
        break;
      case e.HOME:
        next = 0;
        break;
      case e.END:
        next = count - 1;
        break;
      default:
        return false;
    }
    e.preventDefault();
    next = Math.max(0, Math.min(count - 1, next));
    const record = store.getAt(next);
    view.ensureVisible(next);
    if (ctrl || this.mode === 'SIMPLE') {
      this.setLastFocused(record);
    } else if (e.shiftKey && this.mode === 'MULTI') {
      if (!this.selectionStart) this.selectionStart = this.lastFocused || record;
      const anchor = this.selectionStart;
      this.selectRange(anchor, next, false);
      this.selectionStart = anchor;
      this.setLastFocused(record);
    } else {
      this.selectWithEvent(record, {}, next);
    }
    return true;
  }
}

registerClass(RowModel, 'Lib.selection.RowModel', {
  alias: 'selection.rowmodel',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.RowModel': typeof RowModel;
  }
  interface AliasMap {
    'selection.rowmodel': typeof RowModel;
  }
}
