/**
 * `Lib.grid.RowEditor` (xtype `roweditor`): the floating form `Lib.grid.plugin.RowEditing`
 * shows over the row being edited (`x-grid-editor x-grid-row-editor`, role `form`, labelled
 * "Edit row N"). It holds one field per column, each as wide as its column (fields of hidden
 * columns are hidden); a column without an editor shows its rendered value in a display field
 * (as text, unless the column opted into markup) and is not written back. Below the row (above
 * it when there is no room) sit the Update and Cancel buttons (`x-grid-row-editor-buttons`).
 *
 * The Update button is disabled while a field is invalid, checked again at every change; the
 * error summary (`x-grid-row-editor-errors`, role `alert`) lists the errors as text. Enter
 * saves, Esc cancels, Tab and Shift+Tab cycle through the fields and buttons. The plugin
 * creates it on the first edit (`plugin.getEditor()`); its layout lives in RowEditor.layout.ts.
 *
 * @example
 *   const editor = grid.editingPlugin.getEditor();
 *   editor.findField('email').setValue('bart@example.com');
 *   editor.down('#update').setText('Save');
 */
import { registerClass } from '../../lib/Class';
import { check, checkObject, fail } from '../../lib/check';
import { format } from '../../lib/lang/String';
import { Button } from '../button/Button';
import { Component, type ComponentConfig } from '../Component';
import type { Element } from '../dom/Element';
import type { BaseField } from '../form/field/Base';
import { DisplayField } from '../form/field/Display';
import { makeEl, px } from '../dom/Element.build';
import { RawHtml, type Column } from './column/Column';
import { typed } from './Panel.utils';
import { clearServerErrors, errorMethods, updateToolTip } from './RowEditor.errors';
import { editorKeyListeners } from './RowEditor.keys';
import { layoutMethods, measureView, onViewScroll, scrollIntoView } from './RowEditor.layout';
// The xtypes column editors name most.
import '../form/field/Text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface RowEditorConfig extends ComponentConfig {
  /** The plugin the editor works for (set by the plugin). */
  editingPlugin?: Any;
  /** Text of the save button (default 'Update'). */
  saveBtnText?: string;
  /** Text of the cancel button (default 'Cancel'). */
  cancelBtnText?: string;
  /** Title of the error summary (default 'Errors'). */
  errorsText?: string;
  /** Summary shown when moving away from unsaved changes is refused (`autoCancel: false`). */
  dirtyText?: string;
  /** Show the error summary (default `true`). */
  errorSummary?: boolean;
  /** Moving to another row discards the changes (default `true`); see the plugin. */
  autoCancel?: boolean;
  /** The editor's `aria-label`; `{0}` is the row number (default 'Edit row {0}'). */
  rowLabelText?: string;
  /** Room the buttons bar takes past the row in the theme, used where the DOM has no layout (default 40). */
  buttonsHeight?: number;
}

type Layout = typeof layoutMethods;
type Errors = typeof errorMethods;
// The members defined in RowEditor.layout.ts and .errors.ts (put on the prototype by the
// registration).
export interface RowEditor extends Layout, Errors {}

/** The texts and switches the row-editing plugin passes on to its editor, with their defaults. */
export const EDITOR_DEFAULTS = {
  saveBtnText: 'Update',
  cancelBtnText: 'Cancel',
  errorsText: 'Errors',
  dirtyText: 'You need to commit or cancel your changes',
  errorSummary: true,
  autoCancel: true,
};

/** The editor's defaults, and its checks: the types of the defaults. */
const [DEFAULTS, RULES] = typed({
  ...EDITOR_DEFAULTS,
  rowLabelText: 'Edit row {0}',
  buttonsHeight: 40,
});

/** The listeners the editor puts on each of its fields (added and removed as one object). */
function fieldListeners(editor: RowEditor): Record<string, unknown> {
  return {
    change: editor.onFieldChange,
    validitychange: editor.onFieldChange,
    blur: onFieldBlur,
    scope: editor,
  };
}

export class RowEditor extends Component {
  declare editingPlugin: Any;
  declare saveBtnText: string;
  declare cancelBtnText: string;
  declare errorsText: string;
  declare dirtyText: string;
  declare errorSummary: boolean;
  declare autoCancel: boolean;
  declare rowLabelText: string;
  declare buttonsHeight: number;
  /** The grid and its view. */
  declare grid: Any;
  declare view: Any;
  /** One field per column of the grid, in column order (hidden columns included). */
  declare fields: BaseField[];
  /** The edit in progress (the plugin's context). */
  declare context: Any;
  /** The element holding the fields, the buttons bar, and the Update and Cancel buttons. */
  declare bodyEl?: Element;
  declare buttonsEl?: Element;
  declare updateBtn?: Button;
  declare cancelBtn?: Button;
  /** The error summary, once first shown (in the document body). */
  declare errorsEl?: Element;
  /** `true` while a save through the proxy (the plugin's `autoSync`) is waiting. */
  declare saving: boolean;
  /** Always `true`. */
  declare isRowEditor: true;
  /** @internal Column → field; fields the editor made; server errors. */
  declare $byColumn: Map<Column, BaseField>;
  declare $made: Set<BaseField>;
  declare $serverErrors: Map<BaseField, string[]>;
  declare $otherErrors: string[];
  declare $loading: boolean;
  declare $locked: BaseField[];
  /** @internal Geometry kept between edits (see RowEditor.layout.ts). */
  declare $viewWidth: number;
  declare $scrollLeft: number;
  declare $barMeasured: boolean;

  override $construct(config?: RowEditorConfig): this {
    const where = this.$className;
    checkObject(where, config);
    check(where, config, RULES);
    const plugin = config?.editingPlugin;
    if (!plugin?.isEditingPlugin)
      fail(where, "config 'editingPlugin'", 'an editing plugin', plugin);
    return super.$construct(config);
  }

  /** Takes the grid and view from the plugin and follows their scrolling and columns. */
  override initComponent(): void {
    super.initComponent();
    const me = this;
    const plugin = me.editingPlugin;
    me.ownerCt = me.grid = plugin.grid;
    me.view = plugin.view;
    me.fields = [];
    me.$otherErrors = [];
    me.$locked = [];
    me.$byColumn = new Map();
    me.$made = new Set();
    me.$serverErrors = new Map();
    me.mon(me.view, {
      scroll: onViewScroll,
      itemadd: me.reposition,
      itemremove: onItemRemove,
      refresh: onViewRefresh,
      scope: me,
    });
    const listeners: Record<string, unknown> = { scope: me };
    for (const name of GRID_EVENTS) listeners[name] = onColumnsChanged;
    me.mon(me.grid, listeners);
  }

  /** Adds `x-grid-editor x-grid-row-editor`. */
  override getRootCls(): string[] {
    return [...super.getRootCls(), px('grid-editor grid-row-editor')];
  }

  /** Builds the fields row, the buttons bar with Update and Cancel, and the fields. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    const dom = el.dom;
    const plugin = me.editingPlugin;
    me.bodyEl = makeEl(dom, 'div', 'grid-row-editor-body');
    const bar = (me.buttonsEl = makeEl(dom, 'div', 'grid-row-editor-buttons bottom', {
      role: 'group',
    }));
    const button = (text: string, itemId: string, handler: () => unknown) => {
      const b = new Button({
        text,
        itemId,
        cls: px(`row-editor-${itemId}-button`),
        minWidth: 75,
        handler,
        scope: plugin,
        ownerCt: me,
      });
      b.render(bar.dom);
      return b;
    };
    me.updateBtn = button(me.saveBtnText, 'update', plugin.completeEdit);
    me.cancelBtn = button(me.cancelBtnText, 'cancel', plugin.cancelEdit);
    el.on({ ...editorKeyListeners, scope: me });
    // Rendered before the editor enters the document: rendering them measures nothing.
    syncFields(me);
    measureView(me);
  }

  // ---- fields ----------------------------------------------------------------------------

  /** The fields that edit a value: not display fields, not disabled, in visible columns. */
  getEditableFields(): BaseField[] {
    return this.fields.filter(
      (field) => !isDisplay(field) && !field.disabled && !(field as Any).column?.hidden,
    );
  }

  /** The field with this name (or `itemId`), if any. */
  findField(name: string): BaseField | undefined {
    return this.fields.find((field) => field.getName() === name || field.itemId === name);
  }

  /** The fields (Ext's `form.getFields().items`). */
  getFields(): BaseField[] {
    return this.fields.slice();
  }

  /** The editor itself: it has the form methods Ext JS 4 code calls on `editor.getForm()`. */
  getForm(): this {
    return this;
  }

  /** The first field or button matching `#itemId`, `[name=value]` or an xtype. */
  down(selector: string): Any {
    const id = /^#(.+)$/.exec(selector);
    const name = /^\[name=['"]?([^'"\]]*)['"]?\]$/.exec(selector);
    return [...this.fields, this.updateBtn, this.cancelBtn].find(
      (item: Any) =>
        item &&
        (id ? item.getItemId() === id[1] : name ? item.name === name[1] : item.isXType(selector)),
    );
  }

  // ---- values ----------------------------------------------------------------------------

  /**
   * Loads `record` into the fields silently (no events, no change handlers: the loaded values
   * become the fields' original values), then validates (marks, Update button, summary).
   */
  loadRecord(record: Any): void {
    const me = this;
    me.$loading = true;
    clearServerErrors(me);
    try {
      for (const field of me.fields) {
        field.suspendEvents();
        // No change handling (validation, dirty check) per field: validate() follows.
        field.suspendCheckChange++;
        if (isDisplay(field)) me.renderColumnData(field as DisplayField, record);
        else field.setValue(record.get(field.getName()));
        field.suspendCheckChange--;
        field.resetOriginalValue();
        field.lastValue = field.originalValue;
        field.clearInvalid();
        field.resumeEvents();
      }
    } finally {
      me.$loading = false;
    }
    me.validate();
  }

  /**
   * @internal Shows a column's rendered value in a display field: `editRenderer || renderer`
   * called with Ext's `(value, metaData, record, rowIdx, colIdx, store, view)`; as text unless
   * the column has `encode: false` or the renderer returned `Column.raw(markup)`.
   */
  renderColumnData(field: DisplayField, record: Any): void {
    const column = (field as Any).column as Column;
    const view = this.view;
    const grid = this.grid;
    const dataIndex = column.dataIndex;
    const value = dataIndex === undefined ? undefined : record.get(dataIndex);
    const renderer = column.editRenderer || column.renderer;
    let out: unknown = value;
    if (typeof renderer === 'function') {
      const rowIndex = view.indexOf(record);
      const columnIndex = grid.getVisibleColumns().indexOf(column);
      out = renderer.call(
        column.scope !== undefined ? column.scope : grid,
        value,
        {
          tdCls: '',
          tdAttr: '',
          style: '',
          column,
          record,
          align: column.align,
          recordIndex: rowIndex,
          rowIndex,
          columnIndex,
        },
        record,
        rowIndex,
        columnIndex,
        view.getStore(),
        view,
      );
    }
    const raw = out instanceof RawHtml;
    field.htmlEncode = !raw && column.encode !== false;
    field.setValue(raw ? (out as RawHtml).html : out);
  }

  /** Every field's value by name, display fields included (the context's `newValues`). */
  getValues(): Record<string, Any> {
    const values: Record<string, Any> = {};
    for (const field of this.fields) values[field.getName()] = field.getValue();
    return values;
  }

  /**
   * The values to write into `record`: those of the editable fields the user changed, for the
   * record's fields only (so a value that merely went through a field, such as a date losing
   * its time, does not change the record).
   */
  getChanges(record: Any): Record<string, Any> {
    const changes: Record<string, Any> = {};
    for (const field of editable(this)) {
      const name = field.getName();
      if (field.isDirty() && record.fields.get(name)) changes[name] = field.getValue();
    }
    return changes;
  }

  /** Writes the changes into `record` in one `beginEdit`/`set`/`endEdit`. Returns the changes. */
  updateRecord(record: Any): Record<string, Any> {
    const changes = this.getChanges(record);
    if (Object.keys(changes).length) {
      record.beginEdit();
      record.set(changes);
      record.endEdit();
    }
    return changes;
  }

  /** Whether an editable field was changed since the record was loaded. */
  isDirty(): boolean {
    return editable(this).some((field) => field.isDirty());
  }

  /** Whether every editable field is valid (nothing is marked). */
  isValid(): boolean {
    return editable(this).every((field) => !field.getErrors().length);
  }

  /** Validates and marks every editable field; updates the Update button and the summary. */
  validate(): boolean {
    let valid = true;
    // Every field is validated (and marked), not only up to the first invalid one.
    for (const field of editable(this)) if (!field.isValid()) valid = false;
    refreshState(this, valid);
    return valid;
  }

  /**
   * The error messages (as text) of every editable field, in column order, then the server's
   * errors that name no field.
   */
  getErrors(): string[] {
    const errors: string[] = [];
    for (const field of editable(this)) {
      const own = field.getErrors();
      errors.push(...(own.length ? own : this.$serverErrors.get(field) || []));
    }
    return errors.concat(this.$otherErrors);
  }

  /** @internal A field changed or its validity flipped: Update button and summary follow. */
  onFieldChange(field: BaseField): void {
    if (this.$loading || !this.rendered) return;
    this.$serverErrors.delete(field);
    refreshState(this);
  }

  /** Enables the Update button when `valid` and no save is waiting (Ext's `updateButton`). */
  updateButton(valid: boolean): void {
    this.updateBtn?.setDisabled(!valid || this.saving);
  }

  // ---- editing -----------------------------------------------------------------------------

  /**
   * Whether an edit may start: `false` (showing the summary with the dirty text when
   * `errorSummary`, and bringing the edited row back into view) while the editor shows
   * unsaved changes and `autoCancel` is false.
   */
  beforeEdit(): boolean {
    const me = this;
    if (!me.rendered || me.hidden || me.autoCancel || !me.isDirty()) return true;
    if (me.context) me.view.ensureVisible(me.context.record);
    me.reposition();
    if (me.errorSummary) me.showToolTip();
    return false;
  }

  /**
   * Shows the editor over `record`'s row (rendering it into the view on first use), loads the
   * record and focuses `column`'s field (the first editable one if it has none).
   */
  startEdit(record: Any, column: Column, context: Any): void {
    const me = this;
    me.context = context;
    if (!me.rendered) me.render(me.view.body.dom);
    syncFields(me);
    me.el!.set({ 'aria-label': format(me.rowLabelText, context.rowIdx + 1) });
    me.grid.getSelectionModel().select(record);
    me.loadRecord(record);
    me.show();
    me.reposition();
    scrollIntoView(me);
    updateToolTip(me);
    focusColumn(me, column);
  }

  /** Closes the editor without saving: hides it, clears the marks, resets the fields silently. */
  cancelEdit(): void {
    hideEditor(this);
    for (const field of this.fields) {
      field.suspendEvents();
      field.reset();
      field.resumeEvents();
    }
    clearServerErrors(this);
  }

  /** Saves into the record and hides when the fields are valid; returns whether it did. */
  completeEdit(): boolean {
    if (!this.validate()) return false;
    this.updateRecord(this.context.record);
    hideEditor(this);
    return true;
  }

  /**
   * Hidden with `visibility` (Ext's `hideMode: 'visibility'`) rather than `display`: the
   * browser keeps the hidden editor styled and laid out, so showing it costs no layout.
   */
  override onHide(): void {
    super.onHide();
    this.el?.removeCls(px('hide-display')).addCls(px('hide-visibility'));
  }

  /** Shown again: see `onHide`. */
  override onShow(): void {
    super.onShow();
    this.el?.removeCls(px('hide-visibility'));
  }

  /** Rendered hidden: hidden by visibility (see `onHide`). */
  override afterRender(): void {
    super.afterRender();
    if (this.hidden) this.onHide();
  }

  /** Destroys the fields it made, the buttons and the error summary. */
  override onDestroy(): void {
    const me = this;
    const tip = me.errorsEl;
    for (const field of me.$made) field.destroy();
    me.$made.clear();
    me.$byColumn.clear();
    me.updateBtn?.destroy();
    me.cancelBtn?.destroy();
    tip?.removeAllListeners();
    tip?.remove();
    me.errorsEl = undefined;
    me.fields = [];
    me.context = null;
    super.onDestroy();
  }
}

/** The grid events after which the fields follow the columns again. */
const GRID_EVENTS = 'columnresize columnshow columnhide columnschanged resize'.split(' ');

/** The editor's editable fields (`getEditableFields()`, however a subclass defines it). */
export const editable = (editor: RowEditor): BaseField[] => editor.getEditableFields();

function isDisplay(field: BaseField): boolean {
  return field.isXType('displayfield');
}

/** The Update button follows `valid` (default: `isValid()`), then the summary. */
function refreshState(editor: RowEditor, valid = editor.isValid()): void {
  editor.updateButton(valid);
  updateToolTip(editor);
}

/** Leaving a field validates it: a server error it still has is shown again (`this`: the editor). */
function onFieldBlur(this: RowEditor, field: BaseField): void {
  const errors = this.$serverErrors.get(field);
  if (errors && !field.getErrors().length) field.markInvalid(errors);
}

/**
 * Makes the fields match the grid's columns: one per column in column order, hidden with
 * hidden columns, as wide as their column; fields of columns that are gone are dropped.
 */
export function syncFields(editor: RowEditor): void {
  const columns: Column[] = editor.grid.getColumns();
  const body = editor.bodyEl!.dom;
  const byColumn = editor.$byColumn;
  const seen = new Set<BaseField>();
  columns.forEach((column, i) => {
    let field = byColumn.get(column);
    if (!field) byColumn.set(column, (field = adoptField(editor, column)));
    seen.add(field);
    const at = body.children[i];
    if (!field.rendered) field.render(body, i);
    else if (at !== field.el!.dom) body.insertBefore(field.el!.dom, at || null);
    field.setVisible(!column.hidden);
    const width = column.getCellWidth();
    if (!column.hidden && field.width !== width) field.setWidth(width);
  });
  for (const field of byColumn.values()) if (!seen.has(field)) releaseField(editor, field);
  editor.fields = columns.map((column) => byColumn.get(column) as BaseField);
}

/** Takes a field out of the editor (stops listening to it) and destroys it. */
export function releaseField(editor: RowEditor, field: BaseField): void {
  for (const [column, f] of editor.$byColumn) if (f === field) editor.$byColumn.delete(column);
  editor.mun(field, fieldListeners(editor));
  editor.$made.delete(field);
  field.destroy();
}

/**
 * The field for a column: its editor (`column.getEditor()`), else a display field showing the
 * column's rendered value. Fields get no label (the column header becomes their `aria-label`)
 * and no error text of their own (the summary lists the errors).
 */
function adoptField(editor: RowEditor, column: Column): BaseField {
  const c = column as Any;
  const dataIndex = column.dataIndex;
  let field: Any = c.getEditor
    ? c.getEditor(editor.context?.record)
    : editor.editingPlugin.getColumnField(c);
  if (!field) {
    editor.$made.add((field = new DisplayField({ name: dataIndex || column.id, column })));
  }
  if (!field.rendered) {
    field.hideLabel = true;
    field.msgTarget = 'none';
    field.fieldLabel ??= column.text;
  }
  // An unnamed field instance edits its column's dataIndex.
  if (field.name === field.inputId && dataIndex) field.name = dataIndex;
  field.column = column;
  field.ownerCt = editor;
  editor.mon(field, fieldListeners(editor));
  return field;
}

/** Focuses `column`'s field, or the first editable field when that one takes no input. */
export function focusColumn(editor: RowEditor, column?: Column): void {
  const field = column && editor.$byColumn.get(column);
  const target = field && !isDisplay(field) && !field.disabled ? field : editable(editor)[0];
  (target || editor.cancelBtn)?.focus();
}

/** Hides the editor and its summary; the focus goes back to the row when it was inside. */
export function hideEditor(editor: RowEditor): void {
  if (!editor.rendered) return;
  const view = editor.view;
  const dom = editor.el!.dom;
  const hadFocus = dom.contains(dom.ownerDocument.activeElement);
  editor.hide();
  editor.hideToolTip();
  view.body.dom.style.minHeight = '';
  const record = editor.context && editor.context.record;
  if (hadFocus && !view.isDestroyed) {
    if (record && view.getStore().indexOf(record) >= 0) view.focusRow(record);
    else view.focusEl();
  }
}

/**
 * Shows or ends the saving state of a save through the proxy: class
 * `x-grid-row-editor-saving`, `aria-busy`, Update disabled, the fields read-only.
 */
export function setSaving(editor: RowEditor, saving: boolean): void {
  editor.saving = saving;
  editor.el!.toggleCls(px('grid-row-editor-saving'), saving).set({
    'aria-busy': saving ? 'true' : null,
  });
  if (saving) {
    editor.$locked = editable(editor).filter((field) => !field.readOnly);
    for (const field of editor.$locked) field.setReadOnly(true);
    editor.$otherErrors = [];
    updateToolTip(editor);
  } else {
    for (const field of editor.$locked) if (!field.isDestroyed) field.setReadOnly(false);
    editor.$locked = [];
  }
  editor.updateButton(editor.isValid());
}

// ---- following the grid (`this` is the editor) ---------------------------------------------

/** The edited record left the store: the edit is cancelled. */
function onItemRemove(this: RowEditor, record: Any): void {
  followRecord(this, record === this.context?.record);
}

/** The rows were rendered again: cancel when the record is gone, else follow it. */
function onViewRefresh(this: RowEditor): void {
  const context = this.context;
  if (this.editingPlugin.editing && context) {
    followRecord(this, this.view.getStore().indexOf(context.record) < 0);
  }
}

/** The rows changed under an edit: cancelled when `gone`, else the editor follows. */
function followRecord(editor: RowEditor, gone: boolean): void {
  const plugin = editor.editingPlugin;
  if (gone && plugin.editing && editor.context) plugin.cancelEdit();
  else editor.reposition();
}

/** Columns resized, shown, hidden or replaced, or the grid resized. */
function onColumnsChanged(this: RowEditor): void {
  if (!this.rendered) return;
  syncFields(this);
  measureView(this);
  this.reposition();
}

registerClass(RowEditor, 'Lib.grid.RowEditor', {
  xtype: 'roweditor',
  ...layoutMethods,
  ...errorMethods,
  isRowEditor: true,
  ariaRole: 'form',
  hidden: true,
  ...DEFAULTS,
  saving: false,
  context: null,
  $viewWidth: 0,
  $scrollLeft: 0,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.RowEditor': typeof RowEditor;
  }
  interface AliasMap {
    'widget.roweditor': typeof RowEditor;
  }
}
