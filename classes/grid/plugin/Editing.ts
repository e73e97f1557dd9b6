/**
 * `Lib.grid.plugin.Editing`: the base of the grid editing plugins (Ext JS 4's
 * `Ext.grid.plugin.Editing`; `Lib.grid.plugin.RowEditing` is the one Lib ships). It hooks a
 * grid up for editing: the grid relays `beforeedit`, `edit`, `validateedit` and `canceledit`
 * (listeners get `(plugin, context)`), `grid.editingPlugin` and `view.editingPlugin` point at
 * the plugin, every column gets `getEditor()`, `setEditor(field)` and `hasEditor()` (on the
 * grid's `beforerender` and `reconfigure`), the configured clicks (`clicksToEdit`, or any view
 * event named by `triggerEvent`) start an edit, and Enter or F2 on the focused row starts one.
 *
 * A column's editor comes from its `field` or else its `editor` config: a field, a field config
 * (`{xtype: 'numberfield', allowBlank: false}`, xtype `defaultFieldXType` when none, `name`
 * the column's `dataIndex`) or an xtype string (`'textfield'`). A config may be shared between
 * columns: each column makes its own field from it (the config is not changed). One field
 * instance cannot sit in two columns at once.
 *
 * @example
 *   grid.columns[0].getEditor(); // the column's field (created on first use)
 *   grid.on('beforeedit', (plugin, context) => context.record.get('locked') !== true);
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, fail, type Test } from '../../../lib/config';
import { LibError } from '../../../lib/Error';
import { ComponentManager } from '../../ComponentManager';
import { cssPrefix } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { Observable, type ObservableConfig } from '../../util/Observable';
import type { Column } from '../column/Column';
import type { GridPanel } from '../Panel';
import type { TableView } from '../../view/Table';
import type { Store } from '../../data/Store';
import type { Model } from '../../data/Model';
import type { BaseField } from '../../form/field/Base';

export interface EditingConfig extends ObservableConfig {
  /** Clicks on a cell that start editing: 1 or 2 (default 2). */
  clicksToEdit?: 1 | 2;
  /** A view event that starts editing instead of the clicks (`'cellfocus'`, `'rowfocus'`...). */
  triggerEvent?: string;
  /** xtype of an editor config without one (default `'textfield'`). */
  defaultFieldXType?: string;
  /** Id for `grid.getPlugin(pluginId)`. */
  pluginId?: string;
  /** Starts disabled: no edit starts (default `false`). */
  disabled?: boolean;
}

/** What `beforeedit`, `validateedit`, `edit` and `canceledit` listeners receive. */
export interface EditContext {
  grid: GridPanel;
  view: TableView;
  store: Store;
  /** The record edited. */
  record: Model;
  /** The `dataIndex` of the column edited. */
  field: string | undefined;
  /** The record's value of that field. */
  value: unknown;
  /** The row element. */
  row: HTMLElement | null;
  column: Column;
  /** The record's store index. */
  rowIdx: number;
  /** The column's index among the visible columns. */
  colIdx: number;
  /** Set by a `beforeedit` or `validateedit` listener to stop the edit. */
  cancel?: boolean;
  /** At `validateedit` and after: every editor field's value, by field name. */
  newValues?: Record<string, unknown>;
  /** At `validateedit` and after: the record's values of the same names before the update. */
  originalValues?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The events the grid fires on the plugin's behalf. */
const RELAYED = ['beforeedit', 'edit', 'validateedit', 'canceledit'];

/** The rule of the click counts: 1 or 2. */
export const ONE_OR_TWO: Test = [(v) => v === 1 || v === 2, '1 or 2'];

/** The events of the editing plugins (relayed by their grid) and the arguments listeners get. */
export interface EditingEvents<S = Editing> {
  /** An edit is about to start; `false` (or `context.cancel = true`) cancels it. */
  beforeedit: [editor: S, context: EditContext];
  /** The edited values are about to be written to the record; `false` (or `context.cancel`) keeps the editor open. */
  validateedit: [editor: S, context: EditContext];
  /** The record was updated from the editor. */
  edit: [editor: S, context: EditContext];
  /** The edit was cancelled. */
  canceledit: [editor: S, context: EditContext];
}

export class Editing extends Observable {
  /** Type only: the events (see `EditingEvents`). */
  declare $eventMap: EditingEvents<this>;
  declare clicksToEdit: 1 | 2;
  declare triggerEvent?: string;
  declare defaultFieldXType: string;
  declare pluginId?: string;
  declare disabled: boolean;
  /** The grid, once `init` ran. */
  declare grid: GridPanel;
  /** The grid's view, once `init` ran. */
  declare view: TableView;
  /** `true` while an edit is in progress. */
  declare editing: boolean;
  /** The context of the current (or last) edit. */
  declare context: EditContext | null;
  /** Always `true`. */
  declare isEditingPlugin: true;
  /** @internal An edit waiting for the view's first rendering. */
  declare $pending?: { destroy(): void } | null;

  /**
   * Hooks the plugin up to `grid` (the grid calls this): relays the edit events, sets
   * `grid.editingPlugin`/`view.editingPlugin`, gives the columns their editor methods on
   * `beforerender` and `reconfigure`, and listens to the triggers and keys.
   */
  init(grid: GridPanel): void {
    const me = this;
    if (!grid?.isGridPanel) fail(me.$className + '#init', 'the host', 'a grid', grid);
    const view = (me.view = (me.grid = grid).getView());
    grid.relayEvents(me, RELAYED);
    grid.editingPlugin = view.editingPlugin = me;
    me.mon(grid, { beforerender: me.initFieldAccessors, reconfigure: me.onReconfigure, scope: me });
    if (grid.rendered) me.initFieldAccessors();
    me.initEditTriggers();
  }

  /** @internal Listens to the view event that starts an edit, and to the keys. */
  initEditTriggers(): void {
    const me = this;
    me.mon(
      me.view,
      me.triggerEvent || (me.clicksToEdit === 1 ? 'cellclick' : 'celldblclick'),
      me.onCellClick,
      me,
    );
    me.mon(me.view, 'itemkeydown', me.onItemKeyDown, me);
  }

  /**
   * @internal The view event that starts an edit fired (`clicksToEdit` clicks on a cell, or
   * `triggerEvent`): edits its record at the cell the event happened in (`cell*` events name
   * it; other events are located through their DOM event).
   */
  onCellClick(...args: unknown[]): void {
    if (this.disabled) return;
    const record = args.find((arg) => arg && (arg as Model).isModel) as Model | undefined;
    if (!record) return;
    const e = args[args.length - 1] as EventObjectImpl | undefined;
    let column: number | undefined =
      typeof args[2] === 'number' && args[1] && (args[1] as Node).nodeType === 1
        ? args[2]
        : undefined;
    const td =
      column === undefined &&
      e &&
      typeof e.getTarget === 'function' &&
      e.getTarget('.' + cssPrefix() + 'grid-cell');
    // The cell's index among its row's cells (the row's slot: a row body is no cell).
    if (td) column = this.view.getSlot(td)?.cells.indexOf(td);
    this.startEdit(record, column !== undefined && column >= 0 ? column : undefined);
  }

  /** @internal Enter or F2 on the focused row starts editing it; Esc cancels the edit. */
  onItemKeyDown(
    _view: TableView,
    record: Model | undefined,
    _row: HTMLElement,
    _index: number,
    e: EventObjectImpl,
  ): false | void {
    const key = e.getKey();
    const start = (key === e.ENTER || key === e.F2) && !this.disabled && record;
    if (start || (key === e.ESC && this.editing)) {
      e.stopEvent();
      if (start) this.startEdit(record);
      else this.cancelEdit();
      return false;
    }
  }

  /**
   * @internal The grid got other columns or another store (`reconfigure(grid, store, columns,
   * oldStore, oldColumns)`): the fields made for the columns it dropped go with them, and the
   * new columns get their methods.
   */
  onReconfigure(
    _grid?: GridPanel,
    _store?: Store,
    _columns?: unknown,
    _oldStore?: Store,
    oldColumns?: Column[],
  ): void {
    for (const column of oldColumns || []) {
      // Dropped columns are destroyed by then; nothing else would release their fields.
      if (column.isDestroyed && column.$editing === this) {
        this.dropColumnField(column);
        column.field = null;
        delete column.$editing;
      }
    }
    this.initFieldAccessors();
  }

  // ---- column editors --------------------------------------------------------------------

  /** @internal Gives every column `getEditor`, `setEditor` and `hasEditor`. */
  initFieldAccessors(): void {
    for (const column of this.grid.getColumns()) {
      if (column.$editing === this) continue;
      column.$editing = this;
      column.getEditor = (_record?: Model, defaultField?: unknown) =>
        this.getColumnField(column, defaultField);
      column.setEditor = (field: unknown) => this.setColumnField(column, field);
      column.hasEditor = () => this.hasColumnField(column);
    }
  }

  /** @internal Takes the editor methods away from the columns. */
  removeFieldAccessors(): void {
    for (const column of this.grid.getColumns() as Array<Column & Record<string, unknown>>) {
      if (column.$editing !== this) continue;
      for (const name of ['$editing', 'getEditor', 'setEditor', 'hasEditor']) delete column[name];
    }
  }

  /**
   * A column's field, created on first use from its `field` or `editor` config (or
   * `defaultField`); `null` for a column without an editor. The created field is kept in
   * `column.field`.
   */
  getColumnField(column: Column, defaultField?: unknown): BaseField | null {
    const where = this.$className;
    const what = `the editor of column '${columnName(column)}'`;
    let field = column.field as BaseField | Record<string, unknown> | string | null | undefined;
    if (!(field as BaseField | null | undefined)?.isFormField) {
      field ||= (column.editor || defaultField) as typeof field;
      if (!field) return null;
      if (typeof field === 'string') field = { xtype: field };
      if (!(field as BaseField).isFormField) {
        if (typeof field !== 'object') {
          fail(where, what, 'a field, a field config or an xtype', field);
        }
        // A copy: one config object may serve several columns.
        field = ComponentManager.create<BaseField>(
          { name: column.dataIndex, fieldLabel: column.text, ...field, column },
          this.defaultFieldXType,
        );
        if (!field.isFormField) {
          const xtype = field.xtype;
          field.destroy();
          fail(where, what, 'a form field', xtype);
        }
      }
      column.field = field;
      column.editor = null;
    }
    const owner = (field as BaseField).column;
    if (owner && owner !== column && !owner.isDestroyed && owner.field === field) {
      throw new LibError(
        `one field cannot edit two columns ('${columnName(owner)}' and '${columnName(column)}')`,
        { sourceMethod: where + '#getColumnField' },
      );
    }
    (field as BaseField).column = column;
    return field as BaseField;
  }

  /** Replaces a column's editor (a field, a config or an xtype); the old field is destroyed. */
  setColumnField(column: Column, field: unknown): void {
    const old = column.field as BaseField | null | undefined;
    column.field = field;
    column.editor = null;
    if (old !== field && old?.isFormField) old.destroy();
  }

  /** Whether a column has an editor. */
  hasColumnField(column: Column): boolean {
    return !!(column.field || column.editor);
  }

  /** @internal Destroys the field the plugin made for a column. */
  dropColumnField(column: Column): void {
    if ((column.field as BaseField | null | undefined)?.isFormField) {
      (column.field as BaseField).destroy();
      column.field = null;
    }
  }

  // ---- editing ---------------------------------------------------------------------------

  /**
   * The context of an edit of `record` (a record or a store index) in `column` (a column or a
   * visible column index; default: the first column with an editor), with its row scrolled
   * into view; `null` when there is no such record, or its row has not loaded yet (a buffered
   * store's placeholder: an edit there would be lost when the page arrives).
   */
  getEditingContext(record: Model | number, column?: Column | number): EditContext | null {
    const me = this;
    const grid = me.grid;
    const view = me.view;
    const store = grid.getStore();
    if (typeof record === 'number') record = store.getAt(record) as Model;
    else if (!record?.isModel) {
      fail(me.$className + '#startEdit', 'record', 'a record or a row index', record);
    }
    if (!record || record.$pending || store.indexOf(record) < 0) return null;
    const header = me.resolveColumn(column);
    const field = header.dataIndex;
    // Also a row rendered in the buffer beyond the rows in view is scrolled to.
    const row = view.ensureVisible(record);
    return {
      grid,
      view,
      store,
      record,
      field,
      value: field === undefined ? undefined : record.get(field),
      row,
      column: header,
      rowIdx: view.indexOf(record),
      colIdx: grid.getVisibleColumns().indexOf(header),
    };
  }

  /**
   * @internal A column or visible index → the visible column to edit (see
   * `getEditingContext`): a hidden column, or none, gives the first column with an editor.
   */
  resolveColumn(column: Column | number | undefined): Column {
    const me = this;
    const where = me.$className + '#startEdit';
    const visible = me.grid.getVisibleColumns();
    if (typeof column === 'number') {
      if (visible[column]) return visible[column];
      fail(where, 'column', `a visible column index below ${visible.length}`, column);
    }
    if (column !== undefined && column !== null) {
      if (!column.isColumn || !me.grid.getColumns().includes(column)) {
        fail(where, 'column', 'a column of the grid or a visible column index', column);
      }
      if (!column.hidden) return column;
    }
    return visible.find((c) => me.hasColumnField(c)) || visible[0];
  }

  /**
   * Starts editing `record` (a record or a store index) at `column` (a column or a visible
   * column index; default the first editable column). Before the grid's first rendering the
   * edit waits for it (and `false` is returned). Fires `beforeedit(plugin, context)`: `false`
   * or `context.cancel` stops it. Returns the context, or `false`.
   */
  startEdit(record: Model | number, column?: Column | number): EditContext | boolean {
    const me = this;
    const grid = me.grid;
    const view = me.view;
    if (!grid || me.disabled || grid.isDestroyed) return false;
    if (!view.viewReady) {
      me.$pending?.destroy();
      me.$pending = me.mon(view, 'viewready', () => me.startEdit(record, column), me, {
        single: true,
        destroyable: true,
      });
      return false;
    }
    const context = grid.isVisible() && !grid.collapsed && me.getEditingContext(record, column);
    return (
      !!context && me.fireEvent('beforeedit', me, context) !== false && !context.cancel && context
    );
  }

  /** Ends the edit saving it (subclasses implement it). */
  completeEdit(): void {}

  /**
   * Ends the edit without saving: `editing` turns `false` and `canceledit(plugin, context)`
   * fires. Returns `true` (and fires nothing) when there is no edit.
   */
  cancelEdit(): boolean | void {
    if (!this.editing) return true;
    this.editing = false;
    this.fireEvent('canceledit', this, this.context!);
  }

  /** Lets edits start again. */
  enable(): void {
    this.disabled = false;
  }

  /** Stops edits from starting (cancels the current one). */
  disable(): void {
    this.cancelEdit();
    this.disabled = true;
  }

  /**
   * Releases the plugin (the grid calls this when destroyed): the columns lose their editor
   * methods and the fields made for them, the grid its `editingPlugin`.
   */
  override destroy(): void {
    const me = this;
    const grid = me.grid;
    if (grid) {
      for (const column of grid.getColumns()) {
        if (column.$editing === me) me.dropColumnField(column);
      }
      me.removeFieldAccessors();
      if (grid.editingPlugin === me) grid.editingPlugin = null;
      if (me.view?.editingPlugin === me) me.view.editingPlugin = null;
    }
    me.$pending = me.grid = me.view = null as never;
    super.destroy();
  }
}

function columnName(column: Column): string {
  return column.text || column.dataIndex || column.id;
}

registerClass(Editing, 'Lib.grid.plugin.Editing', {
  $configs: declareConfigs<EditingConfig, ObservableConfig>({
    clicksToEdit: cfg(ONE_OR_TWO, 2),
    triggerEvent: cfg('name'),
    defaultFieldXType: cfg('name', 'textfield'),
    pluginId: cfg('string'),
    disabled: false,
  }),
  // State, not a config: no edit is in progress.
  editing: false,
  alias: 'editing.editing',
  isEditingPlugin: true,
  context: null,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.plugin.Editing': typeof Editing;
  }
}

// The members an editing plugin gives the columns of its grid.
declare module '../column/Column' {
  interface Column {
    /** The column's editor field (created on first use), or `null` without one. */
    getEditor?(record?: Model, defaultField?: unknown): BaseField | null;
    /** Replaces the column's editor (a field, a field config or an xtype). */
    setEditor?(field: unknown): void;
    /** Whether the column has an editor. */
    hasEditor?(): boolean;
    /** @internal The editing plugin that gave the column these methods. */
    $editing?: Editing;
  }
}

// The column an editing plugin's field edits.
declare module '../../form/field/Base' {
  interface BaseField {
    /** The grid column the field edits (set by an editing plugin), if any. */
    column?: Column;
  }
}
