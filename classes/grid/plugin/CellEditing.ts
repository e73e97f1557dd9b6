/**
 * `Lib.grid.plugin.CellEditing` (ptype `cellediting`, in the grid pack): edits one cell at a
 * time with the column's field (`editor` or `field` config, see `Lib.grid.plugin.Editing`)
 * placed over the cell, as wide and high as the cell, in the rows area (so it scrolls with the
 * row). `clicksToEdit` clicks on a cell (default 2), Enter or F2 on the focused row (at the
 * selected cell with a `Lib.selection.CellModel`) or `startEdit(record, column)` open it.
 *
 * In the field: Enter saves, Esc cancels, Tab and Shift+Tab save and move to the next or
 * previous editable cell (wrapping to the next or previous row); leaving the field saves. An
 * invalid value is never written: the field stays open, marked. Saving sets the record's
 * field (dirty until the store syncs) and the focus goes back to the row.
 *
 * Events, each `(plugin, context)` and relayed by the grid: `beforeedit` (`false` or
 * `context.cancel` stops it), `validateedit` (before the record is set; `context.value` is the
 * new value, `context.originalValue` the old one; `false` or `context.cancel` keeps the field
 * open), `edit` (after), `canceledit`.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store, selType: 'cellmodel', renderTo: document.body,
 *     columns: [{header: 'Name', dataIndex: 'name', editor: {allowBlank: false}},
 *               {header: 'Age', dataIndex: 'age', editor: 'numberfield'}],
 *     plugins: [{ptype: 'cellediting', clicksToEdit: 1}],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { Editing, type EditContext, type EditingConfig } from './Editing';
import type { Model } from '../../data/Model';
import type { Column } from '../column/Column';
import type { GridPanel } from '../Panel';
import type { BaseField } from '../../form/field/Base';
import type { CellModel } from '../../selection/CellModel';

/** The configs of `Lib.grid.plugin.CellEditing`: those of every editing plugin. */
export type CellEditingConfig = EditingConfig;

export class CellEditing extends Editing {
  /** The field shown over the cell being edited, or `null`. */
  declare activeEditor: BaseField | null;

  /**
   * Hooks the plugin up to `grid` (see `Lib.grid.plugin.Editing#init`); the field follows the
   * rows and columns while they move.
   */
  override init(grid: GridPanel): void {
    const me = this;
    super.init(grid);
    const realign = { fn: me.realign, scope: me };
    me.mon(me.view, {
      scroll: realign,
      refresh: me.onViewRefresh,
      itemremove: me.onViewRefresh,
      scope: me,
    });
    me.mon(grid, {
      columnresize: realign,
      columnmove: realign,
      columnhide: realign,
      resize: realign,
    });
  }

  /** The context of an edit (see `Editing#getEditingContext`), with `originalValue` (Ext's). */
  override getEditingContext(record: Model | number, column?: Column | number): EditContext | null {
    const context = super.getEditingContext(record, column);
    if (context) context.originalValue = context.value;
    return context;
  }

  /**
   * Starts editing `record` (a record or a store index) at `column` (a column or a visible
   * column index; default: the selected cell of a cell model on that row, else the first
   * editable column). An edit in progress is saved first. Fires `beforeedit(plugin,
   * context)`; then the cell's field shows over it with the value and takes the focus, and a
   * cell model selects the cell (a row model the row). Returns whether editing started.
   */
  override startEdit(record: Model | number, column?: Column | number): boolean {
    const me = this;
    const sm = me.grid?.getSelectionModel<CellModel>() as CellModel;
    const position = sm?.getCurrentPosition?.();
    if (column === undefined && position && position.record === record) {
      column = position.columnHeader;
    }
    if (me.completeEdit() === false) return false;
    const context = super.startEdit(record, column) as EditContext | false;
    const field = context && me.getEditor(context.record, context.column);
    if (!field) return false;
    me.context = context;
    me.editing = true;
    me.activeEditor = field;
    if (sm.setCurrentPosition)
      sm.setCurrentPosition({ row: context.record, column: context.column });
    else sm.select(context.record);
    if (!field.rendered) {
      field.hideLabel = true;
      field.addCls(px('grid-editor grid-cell-editor'));
      field.render(me.view.body!.dom);
      field.el!.on('keydown', me.onEditorKey, me);
      me.mon(field, 'blur', me.onEditorBlur, me);
    }
    field.setValue(context.value);
    field.resetOriginalValue();
    field.clearInvalid();
    field.show();
    me.realign();
    field.focus();
    return true;
  }

  /** The field that edits `record` in `column`: the column's editor (Ext's hook). */
  getEditor(_record: Model, column: Column): BaseField | null {
    return this.getColumnField(column);
  }

  /**
   * Starts editing the cell at `position`: `{row, column}`, a store index and a visible column
   * index (see `startEdit`). Returns whether editing started.
   */
  startEditByPosition(position: { row: number; column: number }): boolean {
    return this.startEdit(position.row, position.column);
  }

  /**
   * @internal Places the field over its cell: at the row's top in the rows area, at the
   * column's offset, the cell's width and the row's height. Saves the edit when the column
   * is no longer shown.
   */
  realign(): void {
    const me = this;
    const field = me.activeEditor;
    const context = me.context;
    if (!me.editing || !field || !context) return;
    const view = me.view;
    const top = view.getRowTop(context.record);
    const cell = view.getColumnOffsets().find((offset) => offset.column === context.column);
    if (top === null || !cell) return void me.completeEdit();
    field.el!.setStyle({ top: top + 'px', left: cell.left + 'px' });
    field.setSize(cell.width, view.rowHeight);
  }

  /** @internal Rows were rendered again or removed: the edit is cancelled when its record is gone. */
  onViewRefresh(): void {
    const context = this.context;
    if (this.editing && context && context.store.indexOf(context.record) < 0) this.cancelEdit();
    else this.realign();
  }

  /**
   * @internal A key in the field: Enter saves, Esc cancels, Tab and Shift+Tab move to the next
   * or previous editable cell. Other keys stay with the field.
   */
  onEditorKey(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    if (key !== e.ENTER && key !== e.ESC && key !== e.TAB) return;
    e.stopEvent();
    if (key === e.TAB) me.moveEditor(e.shiftKey ? -1 : 1);
    else if (key === e.ESC) me.cancelEdit();
    else me.completeEdit();
  }

  /** @internal The field lost the focus (to outside the editor): the edit is saved. */
  onEditorBlur(): void {
    this.completeEdit();
  }

  /**
   * Saves the edit and starts editing the next (`step` 1) or previous (-1) editable cell in
   * column order, going on to the next or previous row; at the first or last cell the edit
   * just ends.
   */
  moveEditor(step: 1 | -1): void {
    const me = this;
    const context = me.context!;
    const columns = me.grid.getVisibleColumns();
    const count = columns.length;
    let row = context.rowIdx;
    let col = context.colIdx;
    if (me.completeEdit() === false) return;
    for (let i = 0; i < count; i++) {
      col += step;
      if (col < 0 || col >= count) {
        row += step;
        col = step > 0 ? 0 : count - 1;
      }
      if (row < 0 || row >= context.store.getCount()) return;
      if (me.hasColumnField(columns[col])) {
        me.startEdit(row, col);
        return;
      }
    }
  }

  /**
   * Saves the edit in progress: sets `context.value` to the field's value and fires
   * `validateedit(plugin, context)` (`false` or `context.cancel` keeps the field open); an
   * invalid value keeps it open too (marked). Otherwise the field hides, the record's field
   * is set (when the value changed) and `edit(plugin, context)` fires. Returns `false` when
   * the edit stays open.
   */
  override completeEdit(): boolean | void {
    const me = this;
    const field = me.activeEditor;
    const context = me.context;
    if (!me.editing || !field || !context) return;
    const value = field.getValue();
    context.value = value;
    context.cancel = false;
    if (
      !field.isValid() ||
      me.fireEvent('validateedit', me, context) === false ||
      context.cancel ||
      me.context !== context
    ) {
      return false;
    }
    me.hideEditor();
    me.editing = false;
    if (context.field !== undefined) context.record.set(context.field, value);
    me.fireEvent('edit', me, context);
  }

  /**
   * Ends the edit without saving: the field hides, the record is untouched, and
   * `canceledit(plugin, context)` fires. Returns `true` (firing nothing) without an edit.
   */
  override cancelEdit(): boolean | void {
    if (this.editing) this.hideEditor();
    return super.cancelEdit();
  }

  /** @internal Hides the field; the focus goes back to the row when the field had it. */
  hideEditor(): void {
    const me = this;
    const field = me.activeEditor;
    me.activeEditor = null;
    if (!field || field.isDestroyed) return;
    const dom = field.el!.dom;
    const focused = dom.contains(dom.ownerDocument.activeElement);
    // With no active editor, the blur this causes saves nothing.
    if (focused) me.view.focusRow(me.context!.record);
    field.hide();
  }

  /** Releases the plugin: the edit is cancelled first. */
  override destroy(): void {
    this.cancelEdit();
    super.destroy();
  }
}

registerClass(CellEditing, 'Lib.grid.plugin.CellEditing', {
  alias: 'plugin.cellediting',
  ptype: 'cellediting',
  activeEditor: null,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.plugin.CellEditing': typeof CellEditing;
  }
  interface AliasMap {
    'plugin.cellediting': typeof CellEditing;
  }
}
