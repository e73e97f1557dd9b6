/**
 * `Lib.grid.plugin.RowEditing` (ptype `rowediting`, alternate `Lib.grid.RowEditing`): edits a
 * grid's records a row at a time in a floating form over the row (`Lib.grid.RowEditor`), with
 * Update and Cancel buttons. `clicksToEdit` clicks on a cell (default 2) open it there;
 * `clicksToMoveEditor` clicks on another row move it. While the editor holds unsaved changes,
 * whatever would take them away (another row, a header click, a store load such as the
 * pager's) is refused and the summary says why, unless `autoCancel: true` (Ext JS 4's
 * default) lets it discard them.
 *
 * Events, each `(plugin, context)` and relayed by the grid: `beforeedit` (`false` or
 * `context.cancel` stops the edit), `validateedit` (before the record is written: `false` or
 * `context.cancel` keeps the editor open; `context.newValues`/`originalValues`), `edit` (the
 * record was written: dirty, not committed), `canceledit`; the plugin also fires `afteredit`
 * after `edit`. An invalid form is never written.
 *
 * Beyond Ext JS 4: validation is live, `removeUnmodified` drops a new record left untouched,
 * and `autoSync` saves the record through the store's proxy before the editor closes (see
 * `completeEdit`).
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store, selType: 'rowmodel', renderTo: document.body,
 *     columns: [{header: 'Name', dataIndex: 'name', editor: 'textfield'},
 *               {header: 'Email', dataIndex: 'email', flex: 1, editor: {xtype: 'textfield', allowBlank: false}}],
 *     plugins: [Lib.create('Lib.grid.plugin.RowEditing', {clicksToEdit: 1})],
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { root } from '../../../lib/ClassManager';
import { cfg, declareConfigs } from '../../../lib/config';
import '../../window/MessageBox';
import { EDITOR_CONFIGS, RowEditor } from '../RowEditor';
import { Editing, ONE_OR_TWO, type EditContext, type EditingConfig } from './Editing';
import type { EditingEvents } from './Editing';
import type { Model } from '../../data/Model';
import type { Store } from '../../data/Store';
import type { Column } from '../column/Column';
import type { GridPanel } from '../Panel';
import type { Operation } from '../../data/Operation';

export interface RowEditingConfig extends EditingConfig {
  /** Clicks on another row that move an open editor there: 1 or 2 (default `clicksToEdit`). */
  clicksToMoveEditor?: 1 | 2;
  /**
   * Moving the editor, a sort or a load discards what was typed; without (default `false`;
   * Ext JS 4's is `true`) they are refused while there are unsaved changes, saying why.
   */
  autoCancel?: boolean;
  /** Show the summary of the validation errors beside the editor (default `true`). */
  errorSummary?: boolean;
  /** Cancelling (or moving away from) a new record that was never changed removes it (default `false`). */
  removeUnmodified?: boolean;
  /** Update saves the record through the store's proxy; the editor closes once saved (default `false`). */
  autoSync?: boolean;
  /** Text of the save button (default 'Update'). */
  saveBtnText?: string;
  /** Text of the cancel button (default 'Cancel'). */
  cancelBtnText?: string;
  /** Title of the error summary (default 'Errors'). */
  errorsText?: string;
  /** Summary when leaving unsaved changes is refused (default 'You need to commit or cancel your changes'). */
  dirtyText?: string;
  /**
   * The question asked when the server refused a save (`autoSync`) because the row changed
   * since the editor opened (default 'This row was changed on the server since you opened
   * it.'), with the `reloadText` and `overwriteText` buttons.
   */
  conflictText?: string;
  /** The button that takes the server's row, discarding the edit (default 'Reload'). */
  reloadText?: string;
  /** The button that saves the edit over the server's row (default 'Overwrite'). */
  overwriteText?: string;
}

/** The configs the plugin passes on to its editor. */
const TO_EDITOR = Object.keys(EDITOR_CONFIGS) as Array<keyof typeof EDITOR_CONFIGS>;

/** The events of the row editing plugin: those of every editing plugin plus `afteredit`. */
export interface RowEditingEvents<S = RowEditing> extends EditingEvents<S> {
  /** After `edit`, once the editor closed (beyond Ext JS 4.2.1). */
  afteredit: [editor: S, context: EditContext];
}

export class RowEditing extends Editing {
  /** Type only: the events (see `RowEditingEvents`). */
  declare $eventMap: RowEditingEvents<this>;
  declare clicksToMoveEditor: 1 | 2;
  declare autoCancel: boolean;
  declare errorSummary: boolean;
  declare removeUnmodified: boolean;
  declare autoSync: boolean;
  declare saveBtnText: string;
  declare cancelBtnText: string;
  declare errorsText: string;
  declare dirtyText: string;
  declare conflictText: string;
  declare reloadText: string;
  declare overwriteText: string;
  declare ptype: string;
  /** The editor, once created (`getEditor()` creates it). */
  declare editor: RowEditor | null;
  /** @internal The save waiting for the server (`autoSync`). */
  declare $saving?: object | null;
  /** @internal Values a failed save left in the record, to put back if the edit is abandoned. */
  declare $unsaved?: Record<string, unknown> | null;

  /** Takes the configs (checked by Observable); `clicksToMoveEditor` defaults to `clicksToEdit`. */
  override $construct(config?: RowEditingConfig): this {
    super.$construct(config);
    this.clicksToMoveEditor ??= this.clicksToEdit;
    return this;
  }

  /**
   * Hooks the plugin up to `grid` (see `Lib.grid.plugin.Editing#init`). Once the rows are
   * shown, the editor is prepared (created and rendered, hidden) when the page is idle, so that
   * the first edit only has to fill it in.
   */
  override init(grid: GridPanel): void {
    const me = this;
    super.init(grid);
    me.mon(me.view, 'viewready', me.schedulePrepare, me, { single: true });
    // What would take the edited row away: a press on another row, a header (a sort), a load
    // (the pager, a reload).
    me.mon(me.view, { beforeitemmousedown: me.keepEdit, beforeitemclick: me.keepEdit, scope: me });
    me.mon(grid, 'headerclick', me.keepEdit, me);
    me.mon(grid.getStore(), 'beforeload', me.keepEdit, me);
  }

  /**
   * @internal Refuses (`false`) what would leave the editor's unsaved changes, unless
   * `autoCancel` is on, showing why in the summary (see `Lib.grid.RowEditor#beforeEdit`).
   * The edited row itself is under the editor: presses on it never reach the view.
   */
  keepEdit(): boolean {
    return !this.editing || this.editor!.beforeEdit();
  }

  /** @internal Prepares the editor when the browser is idle (soon, where it cannot tell). */
  schedulePrepare(): void {
    const run = () => {
      if (this.grid && !this.grid.isDestroyed) this.prepareEditor();
    };
    const idle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback })
      .requestIdleCallback;
    if (typeof idle === 'function') idle(run, { timeout: 2000 });
    else setTimeout(run, 50);
  }

  /**
   * Creates and renders the editor (hidden) ahead of the first edit. A column whose editor
   * cannot be made is reported by the first `startEdit` instead.
   */
  prepareEditor(): void {
    const editor = this.getEditor();
    if (editor.rendered) return;
    try {
      editor.render(this.view.body!.dom);
    } catch {
      editor.destroy();
      this.editor = null;
    }
  }

  /** @internal Also listens to the clicks that move an open editor, when they differ. */
  override initEditTriggers(): void {
    super.initEditTriggers();
    const move = this.clicksToMoveEditor;
    if (!this.triggerEvent && move !== this.clicksToEdit) {
      this.mon(this.view, move === 1 ? 'cellclick' : 'celldblclick', this.onMoveEvent, this);
    }
  }

  /** @internal A `clicksToMoveEditor` click: moves the editor when one is open. */
  onMoveEvent(...args: unknown[]): void {
    if (this.editing) this.onCellClick(...args);
  }

  /**
   * @internal New columns or store (`reconfigure(grid, store, columns, oldStore)`): the edit is
   * cancelled and the editor takes the new columns.
   */
  override onReconfigure(...args: Parameters<Editing['onReconfigure']>): void {
    const me = this;
    const store = me.grid.getStore();
    me.cancelEdit();
    super.onReconfigure(...args);
    // A new store's loads are guarded as the first one's (see `init`).
    if (store !== args[3]) me.mon(store, 'beforeload', me.keepEdit, me);
    if (me.editor?.rendered) me.editor.syncFields();
  }

  /** Replaces a column's editor; an open editor takes the new field (reloading the record). */
  override setColumnField(column: Column, field: unknown): void {
    const editor = this.editor;
    const old = editor && editor.$byColumn.get(column);
    super.setColumnField(column, field);
    if (!editor?.rendered) return;
    // The field the column already has stays (releasing it would destroy it).
    if (old && old !== field) editor.removeField(old);
    editor.syncFields();
    if (this.editing && this.context) editor.loadRecord(this.context.record);
  }

  /** The row editor (created on first use). */
  getEditor(): RowEditor {
    if (!this.editor) {
      const config: Record<string, unknown> = { editingPlugin: this };
      for (const name of TO_EDITOR) config[name] = this[name];
      this.editor = new RowEditor(config);
    }
    return this.editor;
  }

  /**
   * Starts editing `record` (a record or a store index) with the focus in `column` (a column
   * or a visible column index; default: the first editable column), scrolling its row into
   * view first. The record is selected and loaded into the editor. While another row is being
   * edited the editor moves (with `autoCancel`; refused while dirty without it, and always
   * while a save is waiting). Returns whether editing started.
   */
  override startEdit(record: Model | number, column?: Column | number): boolean {
    const me = this;
    const view = me.view;
    if (!me.grid || me.disabled || me.$saving) return false;
    const editor = me.getEditor();
    const previous = me.editing ? me.context : null;
    if (
      previous &&
      view.viewReady &&
      (typeof record === 'number' ? me.grid.getStore().getAt(record) : record) === previous.record
    ) {
      // Already editing it: only the focus moves.
      editor.focusColumn(me.resolveColumn(column));
      return true;
    }
    const context = editor.beforeEdit() && (super.startEdit(record, column) as EditContext | false);
    if (!context) return false;
    if (previous) {
      me.editing = false;
      me.discardChanges(previous);
      // The record left behind may have been removed: the new row may have moved up.
      context.rowIdx = view.indexOf(context.record);
      context.row = view.ensureVisible(context.record);
    }
    me.context = context;
    me.editing = true;
    try {
      editor.startEdit(context.record, context.column, context);
    } catch (error) {
      // A column whose editor cannot be made: nothing of the half-made editor stays.
      me.editing = false;
      if (!editor.rendered) {
        editor.destroy();
        me.editor = null;
      }
      throw error;
    }
    return true;
  }

  /**
   * Saves the edit. Sets `context.newValues` (every field's value by name) and
   * `context.originalValues` (the record's values of the same names) and fires `validateedit`:
   * `false` or `context.cancel` keeps the editor open. An invalid form keeps it open too (the
   * summary lists the errors). Otherwise the changed values are written into the record in one
   * `beginEdit`/`set`/`endEdit`, the editor closes, `editing` turns `false`, and `edit` then
   * `afteredit` fire.
   *
   * With `autoSync` the record is then saved through the store's proxy while the editor stays
   * open in a saving state; once the server accepted it (the record is committed) the editor
   * closes and `edit`/`afteredit` fire. If the save fails the editor stays open with the
   * input, the server's field errors on the fields and its other errors in the summary; the
   * record keeps the new values (dirty) so that Update tries again. If the server refused it
   * as stale (the row changed since; see `Lib.data.Model#resolveConflict`), a message box
   * asks `conflictText`: *Reload* takes the server's row and closes the editor (the edit is
   * discarded, `canceledit` fires), *Overwrite* saves the edit over it; Esc leaves the editor
   * open.
   */
  override completeEdit(): void {
    const me = this;
    const editor = me.editor;
    const context = me.context;
    if (!me.editing || !editor || !context || me.$saving) return;
    const record = context.record;
    const newValues = editor.getValues();
    context.newValues = newValues;
    context.originalValues = valuesOf(record, newValues);
    context.cancel = false;
    if (me.fireEvent('validateedit', me, context) === false || context.cancel) return;
    if (!me.editing || me.context !== context || !editor.validate()) return;
    if (!me.autoSync) {
      editor.updateRecord(record);
      return me.finishEdit(context);
    }
    const changes = editor.getChanges(record);
    const before = valuesOf(record, changes);
    writeRecord(context.store, record, changes);
    if (!record.phantom && !record.dirty) {
      me.$unsaved = null;
      return me.finishEdit(context);
    }
    // The values the record had before the first try are the ones to put back.
    me.$unsaved = { ...before, ...me.$unsaved };
    me.saveRecord(context);
  }

  /**
   * @internal Saves the record through the store's proxy (`autoSync`), the editor in saving
   * state; `overwrite`: over the server's row (`resolveConflict('overwrite')`).
   */
  saveRecord(context: EditContext, overwrite?: boolean): void {
    const me = this;
    const editor = me.editor as RowEditor;
    const record = context.record;
    const token = {};
    // Ends the saving state: `true` unless another save took over meanwhile.
    const end = () => {
      const mine = me.$saving === token;
      if (mine) me.$saving = null;
      return mine;
    };
    me.$saving = token;
    editor.setSaving(true);
    const done = (_record: unknown, operation: Operation, success?: boolean) => {
      if (!end() || !me.grid || editor.isDestroyed) return;
      editor.setSaving(false);
      if (success) {
        me.$unsaved = null;
        me.finishEdit(context);
      } else {
        editor.showServerErrors(operation);
        if (record.conflict) me.askConflict(context);
      }
    };
    // The proxy a store sync would use: the record's own, else the store's.
    const proxy = context.store.getProxy();
    const borrow =
      !Object.prototype.hasOwnProperty.call(record, 'proxy') &&
      proxy &&
      record.getProxy() !== proxy;
    try {
      if (borrow) record.proxy = proxy;
      if (overwrite) record.resolveConflict('overwrite', { callback: done });
      else record.save({ callback: done });
    } catch (error) {
      if (end()) {
        editor.setSaving(false);
        editor.showServerErrors(error);
      }
    } finally {
      if (borrow) delete record.proxy;
    }
  }

  /**
   * @internal The save was refused as stale: asks (`Lib.Msg`) whether to reload the server's
   * row (the edit is discarded and the editor closes) or overwrite it with the edit.
   */
  askConflict(context: EditContext): void {
    const me = this;
    const Msg = root.Msg;
    Msg.show({
      msg: me.conflictText,
      buttons: Msg.YESNO,
      buttonText: { yes: me.reloadText, no: me.overwriteText },
      fn: (answer: string) => {
        if (me.context !== context || !me.editing || me.$saving) return;
        if (answer === 'no') return me.saveRecord(context, true);
        if (answer !== 'yes') return;
        context.record.resolveConflict('reload');
        me.$unsaved = null;
        me.cancelEdit();
      },
    });
  }

  /** @internal The edit is saved: the editor closes, then `edit` and `afteredit` fire. */
  finishEdit(context: EditContext): void {
    this.editor!.hideEditor();
    this.editing = false;
    this.fireEvent('edit', this, context);
    this.fireEvent('afteredit', this, context);
  }

  /**
   * @internal Leaving an edit unsaved: values a failed save left in the record are put back,
   * and with `removeUnmodified` a new record that was never changed leaves the store.
   */
  discardChanges(context: EditContext): void {
    const { record, store } = context;
    const unsaved = this.$unsaved;
    this.$unsaved = null;
    if (unsaved) writeRecord(store, record, unsaved);
    if (this.removeUnmodified && record.phantom && !record.dirty && store.indexOf(record) >= 0) {
      store.remove(record);
    }
  }

  /**
   * Closes the editor without saving: the fields are reset, `editing` turns `false` and
   * `canceledit(plugin, context)` fires; the record is as before the edit (a new record never
   * changed is removed with `removeUnmodified`). Returns `true` and fires nothing when there is
   * no edit, `false` while a save is waiting for the server.
   */
  override cancelEdit(): boolean | void {
    const me = this;
    if (!me.editing) return true;
    if (me.$saving) return false;
    const context = me.context as EditContext;
    me.editor?.cancelEdit();
    me.editing = false;
    me.discardChanges(context);
    me.fireEvent('canceledit', me, context);
  }

  /** Releases the editor and the plugin (the grid calls this when destroyed). */
  override destroy(): void {
    this.$saving = this.$unsaved = null;
    this.editor?.destroy();
    this.editor = null;
    super.destroy();
  }
}

/** The record's values of the names of `values`. */
function valuesOf(record: Model, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(values)) out[name] = record.get(name);
  return out;
}

/** Writes `values` into `record` in one edit, without a store `autoSync` of its own. */
function writeRecord(store: Store, record: Model, values: Record<string, unknown>): void {
  if (!Object.keys(values).length) return;
  store.suspendAutoSync?.();
  try {
    record.beginEdit();
    record.set(values);
    record.endEdit();
  } finally {
    store.resumeAutoSync?.();
  }
}

registerClass(RowEditing, 'Lib.grid.plugin.RowEditing', {
  $configs: declareConfigs<RowEditingConfig, EditingConfig>({
    clicksToMoveEditor: cfg(ONE_OR_TWO),
    ...EDITOR_CONFIGS,
    removeUnmodified: false,
    autoSync: false,
    conflictText: 'This row was changed on the server since you opened it.',
    reloadText: 'Reload',
    overwriteText: 'Overwrite',
  }),
  alias: 'plugin.rowediting',
  alternateClassName: 'Lib.grid.RowEditing',
  ptype: 'rowediting',
  editor: null,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.plugin.RowEditing': typeof RowEditing;
    'Lib.grid.RowEditing': typeof RowEditing;
  }
  interface AliasMap {
    'plugin.rowediting': typeof RowEditing;
  }
}
