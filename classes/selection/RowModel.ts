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
import type { Model } from '../data/Model';
import type { TableView } from '../view/Table';

export type RowModelConfig = SelectionModelConfig;

export class RowModel extends SelectionModel {
  /** The grid view this model serves, once bound. */
  declare view: TableView | null | undefined;
  /** @internal The record a `mousedown` selected, so that its `click` does not select again. */
  declare $downRecord: Model | null;

  /** Serves a view: follows its store; the view sends its clicks and keys here. */
  bindComponent(view: TableView): void {
    this.view = view;
    view.selModel = this;
    this.bindStore(view.getStore(), true);
  }

  /** @internal `mousedown` on a row: selects it (a right click keeps a selected row's selection). */
  onItemMouseDown(record: Model, index: number, e: EventObjectImpl): void {
    const button = e.button;
    this.$downRecord = null;
    if (button > 2 || (button !== 0 && this.isSelected(record))) return;
    this.selectWithEvent(record, e, index);
    this.$downRecord = record;
  }

  /** @internal `click` on a row: selects it unless its `mousedown` already did. */
  onItemClick(record: Model, index: number, e: EventObjectImpl): void {
    const selectedOnDown = this.$downRecord === record;
    this.$downRecord = null;
    if (!selectedOnDown && !(e.button > 0)) this.selectWithEvent(record, e, index);
  }

  /**
   * @internal A key pressed on the view (after its `itemkeydown`/`containerkeydown`): moves
   * the focus and the selection. Returns whether the key was handled.
   */
  onKeyDown(e: EventObjectImpl): boolean {
    const me = this;
    const view = me.view;
    const store = me.store;
    if (!view || !store) return false;
    const count = store.getCount();
    const key = e.getKey();
    const ctrl = e.ctrlKey || e.metaKey;
    const focused = me.lastFocused;
    const multi = me.mode === 'MULTI';
    const simple = ctrl || me.mode === 'SIMPLE';
    // Ctrl+A (key code 65) selects all in MULTI mode.
    const all = key === 65 && ctrl && multi;
    if (all || (key === e.SPACE && focused)) {
      e.preventDefault();
      if (all) me.selectAll();
      else if (simple) me.selectWithEvent(focused!, { ctrlKey: true });
      else me.selectWithEvent(focused!, { shiftKey: e.shiftKey }, me.indexOfRecord(focused));
      return true;
    }
    const current = focused ? me.indexOfRecord(focused) : -1;
    const page = Math.max(1, view.getVisibleRowCount() - 1);
    // Up/Down move by a row, Page Up/Down by the rows in view less one (from the first row
    // when none has the focus); Home and End go to the ends.
    const step = { [e.UP]: -1, [e.DOWN]: 1, [e.PAGE_UP]: -page, [e.PAGE_DOWN]: page }[key];
    const end = key === e.HOME ? 0 : key === e.END ? count - 1 : undefined;
    if (!count || (step === undefined && end === undefined)) return false;
    e.preventDefault();
    const next = Math.max(0, Math.min(count - 1, end ?? (current < 0 ? 0 : current + step!)));
    const record = store.getAt(next)!;
    view.ensureVisible(record);
    if (simple) {
      me.setLastFocused(record);
    } else if (e.shiftKey && multi) {
      const anchor = (me.selectionStart ||= me.lastFocused || record);
      me.selectRange(anchor, next, false);
      me.selectionStart = anchor;
      me.setLastFocused(record);
    } else {
      me.selectWithEvent(record, {}, next);
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
