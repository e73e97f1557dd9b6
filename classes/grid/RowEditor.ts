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
import { check, checkObject, fail, type Rule } from '../../lib/check';
import { format } from '../../lib/lang/String';
import { Button } from '../button/Button';
import { Component, type ComponentConfig } from '../Component';
import type { Element } from '../dom/Element';
import type { BaseField } from '../form/field/Base';
import { DisplayField } from '../form/field/Display';
import { makeEl, px } from '../form/field/Base.utils';
import { RawHtml, type Column } from './column/Column';
import { errorMethods } from './RowEditor.errors';
import { keyMethods } from './RowEditor.keys';
import { layoutMethods } from './RowEditor.layout';
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
type Keys = typeof keyMethods;
// The members defined in RowEditor.layout.ts, .errors.ts and .keys.ts (put on the prototype
// by the registration).
export interface RowEditor extends Layout, Errors, Keys {}

const RULES: Record<string, Rule> = {
  saveBtnText: 'string',
  cancelBtnText: 'string',
  errorsText: 'string',
  dirtyText: 'string',
  rowLabelText: 'string',
  errorSummary: 'boolean',
  autoCancel: 'boolean',
  buttonsHeight: 'number',
};

/** The events of its fields the editor listens to (handlers: `FIELD_HANDLERS`). */
const FIELD_EVENTS = ['change', 'validitychange', 'blur'];
const FIELD_HANDLERS = ['onFieldChange', 'onFieldChange', 'onFieldBlur'] as const;

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
    checkObject(this.$className, config);
    check(this.$className, config, RULES);
    if (!config || !config.editingPlugin || !config.editingPlugin.isEditingPlugin) {
      fail(this.$className, "config 'editingPlugin'", 'an editing plugin', config?.editingPlugin);
    }
    return super.$construct(config);
  }

  /** Takes the grid and view from the plugin and follows their scrolling and columns. */
  override initComponent(): void {
    super.initComponent();
    const plugin = this.editingPlugin;
    this.grid = plugin.grid;
    this.view = plugin.view;
    this.ownerCt = this.grid;
    this.fields = [];
    this.context = null;
    this.saving = false;
    this.$byColumn = new Map();
    this.$made = new Set();
    this.$serverErrors = new Map();
    this.$otherErrors = [];
    this.$loading = false;
    this.$locked = [];
    this.$viewWidth = this.$scrollLeft = 0;
    this.$barMeasured = false;
    this.mon(this.view, {
      scroll: this.onViewScroll,
      itemadd: this.reposition,
      itemremove: this.onItemRemove,
      refresh: this.onViewRefresh,
      scope: this,
    });
    const columnsChanged = this.onColumnsChanged;
    this.mon(this.grid, {
      columnresize: columnsChanged,
      columnshow: columnsChanged,
      columnhide: columnsChanged,
      columnschanged: columnsChanged,
      resize: columnsChanged,
      scope: this,
    });
  }

  /** Adds `x-grid-editor x-grid-row-editor`. */
  override getRootCls(): string[] {
    return [...super.getRootCls(), px('grid-editor grid-row-editor')];
  }

  /** Builds the fields row, the buttons bar with Update and Cancel, and the fields. */
  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const el = this.el as Element;
    const plugin = this.editingPlugin;
    this.bodyEl = makeEl(el.dom, 'div', 'grid-row-editor-body');
    const bar = (this.buttonsEl = makeEl(el.dom, 'div', 'grid-row-editor-buttons bottom', {
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
        ownerCt: this,
      });
      b.render(bar.dom);
      return b;
    };
    this.updateBtn = button(this.saveBtnText, 'update', plugin.completeEdit);
    this.cancelBtn = button(this.cancelBtnText, 'cancel', plugin.cancelEdit);
    el.on('keydown', this.onKeyDown, this);
    el.on('keypress', this.onKeyPress, this);
    el.on('mousedown', this.onMouseDown, this);
    // Rendered before the editor enters the document: rendering them measures nothing.
    this.syncFields();
    this.measureView();
  }

  // ---- fields ----------------------------------------------------------------------------

  /**
   * Makes the fields match the grid's columns: one per column in column order, hidden with
   * hidden columns, as wide as their column; fields of columns that are gone are dropped.
   */
  syncFields(): void {
    const columns: Column[] = this.grid.getColumns();
    const body = this.bodyEl!.dom;
    const seen = new Set<BaseField>();
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      let field = this.$byColumn.get(column);
      if (!field) this.$byColumn.set(column, (field = this.adoptField(column)));
      seen.add(field);
      if (!field.rendered) field.render(body, i);
      else if (body.children[i] !== field.el!.dom)
        body.insertBefore(field.el!.dom, body.children[i] || null);
      field.setVisible(!column.hidden);
      const width = column.getCellWidth();
      if (!column.hidden && field.width !== width) field.setWidth(width);
    }
    for (const field of this.$byColumn.values()) if (!seen.has(field)) this.releaseField(field);
    this.fields = columns.map((column) => this.$byColumn.get(column) as BaseField);
  }

  /** @internal Takes a field out of the editor (stops listening to it) and destroys it. */
  releaseField(field: BaseField): void {
    for (const [column, f] of this.$byColumn) if (f === field) this.$byColumn.delete(column);
    FIELD_EVENTS.forEach((name, i) => this.mun(field, name, this[FIELD_HANDLERS[i]], this));
    this.$made.delete(field);
    field.destroy();
  }

  /**
   * @internal The field for a column: its editor (`column.getEditor()`), else a display field
   * showing the column's rendered value. Fields get no label (the column header becomes their
   * `aria-label`) and no error text of their own (the summary lists the errors).
   */
  adoptField(column: Column): BaseField {
    const c = column as Any;
    const plugin = this.editingPlugin;
    let field: Any = c.getEditor ? c.getEditor(this.context?.record) : plugin.getColumnField(c);
    if (!field) {
      field = new DisplayField({ name: column.dataIndex || column.id, column });
      this.$made.add(field);
    }
    if (!field.rendered) {
      field.hideLabel = true;
      field.msgTarget = 'none';
      if (field.fieldLabel === undefined || field.fieldLabel === null)
        field.fieldLabel = column.text;
    }
    // An unnamed field instance edits its column's dataIndex.
    if (field.name === field.inputId && column.dataIndex) field.name = column.dataIndex;
    field.column = column;
    field.ownerCt = this;
    FIELD_EVENTS.forEach((name, i) => this.mon(field, name, this[FIELD_HANDLERS[i]], this));
    return field;
  }

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
    const items: Any[] = [...this.fields, this.updateBtn, this.cancelBtn];
    const id = /^#(.+)$/.exec(selector);
    const name = /^\[name=['"]?([^'"\]]*)['"]?\]$/.exec(selector);
    return items.find((item) =>
      !item
        ? false
        : id
          ? item.getItemId() === id[1]
          : name
            ? item.name === name[1]
            : item.isXType(selector),
    );
  }

  // ---- values ----------------------------------------------------------------------------

  /**
   * Loads `record` into the fields silently (no events, no change handlers: the loaded values
   * become the fields' original values), then validates (marks, Update button, summary).
   */
  loadRecord(record: Any): void {
    this.$loading = true;
    this.$serverErrors.clear();
    this.$otherErrors = [];
    try {
      for (const field of this.fields) {
        field.suspendEvents();
        // No change handling (validation, dirty check) per field: validate() follows.
        field.suspendCheckChange++;
        if (isDisplay(field)) this.renderColumnData(field as DisplayField, record);
        else field.setValue(record.get(field.getName()));
        field.suspendCheckChange--;
        field.resetOriginalValue();
        field.lastValue = field.originalValue;
        field.clearInvalid();
        field.resumeEvents();
      }
    } finally {
      this.$loading = false;
    }
    this.validate();
  }

  /**
   * @internal Shows a column's rendered value in a display field: `editRenderer || renderer`
   * called with Ext's `(value, metaData, record, rowIdx, colIdx, store, view)`; as text unless
   * the column has `encode: false` or the renderer returned `Column.raw(markup)`.
   */
  renderColumnData(field: DisplayField, record: Any): void {
    const column = (field as Any).column as Column;
    const view = this.view;
    const value = column.dataIndex === undefined ? undefined : record.get(column.dataIndex);
    const renderer = column.editRenderer || column.renderer;
    let out: unknown = value;
    if (typeof renderer === 'function') {
      const store = view.getStore();
      const rowIdx = view.indexOf(record);
      const colIdx = this.grid.getVisibleColumns().indexOf(column);
      const meta = { tdCls: '', tdAttr: '', style: '', column, record, align: column.align };
      const metaData = { ...meta, recordIndex: rowIdx, rowIndex: rowIdx, columnIndex: colIdx };
      const scope = column.scope !== undefined ? column.scope : this.grid;
      out = renderer.call(scope, value, metaData, record, rowIdx, colIdx, store, view);
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
    for (const field of this.getEditableFields()) {
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
    return this.getEditableFields().some((field) => field.isDirty());
  }

  /** Whether every editable field is valid (nothing is marked). */
  isValid(): boolean {
    return this.getEditableFields().every((field) => field.getErrors().length === 0);
  }

  /** Validates and marks every editable field; updates the Update button and the summary. */
  validate(): boolean {
    let valid = true;
    for (const field of this.getEditableFields()) if (!field.isValid()) valid = false;
    this.updateButton(valid);
    this.updateToolTip();
    return valid;
  }

  /**
   * The error messages (as text) of every editable field, in column order, then the server's
   * errors that name no field.
   */
  getErrors(): string[] {
    const errors: string[] = [];
    for (const field of this.getEditableFields()) {
      const own = field.getErrors();
      errors.push(...(own.length ? own : this.$serverErrors.get(field) || []));
    }
    return errors.concat(this.$otherErrors);
  }

  /** @internal A field changed or its validity flipped: Update button and summary follow. */
  onFieldChange(field: BaseField): void {
    if (this.$loading || !this.rendered) return;
    this.$serverErrors.delete(field);
    this.updateButton(this.isValid());
    this.updateToolTip();
  }

  /** @internal Leaving a field validates it: a server error it still has is shown again. */
  onFieldBlur(field: BaseField): void {
    const errors = this.$serverErrors.get(field);
    if (errors && !field.getErrors().length) field.markInvalid(errors);
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
    if (!this.rendered || this.hidden || this.autoCancel || !this.isDirty()) return true;
    if (this.context) this.view.ensureVisible(this.context.record);
    this.reposition();
    if (this.errorSummary) this.showToolTip();
    return false;
  }

  /**
   * Shows the editor over `record`'s row (rendering it into the view on first use), loads the
   * record and focuses `column`'s field (the first editable one if it has none).
   */
  startEdit(record: Any, column: Column, context: Any): void {
    this.context = context;
    if (!this.rendered) this.render(this.view.body.dom);
    this.syncFields();
    const rowIdx = context.rowIdx;
    this.el!.set({ 'aria-label': format(this.rowLabelText, rowIdx + 1) });
    this.grid.getSelectionModel().select(record);
    this.loadRecord(record);
    this.show();
    this.reposition();
    this.scrollIntoView();
    this.updateToolTip();
    this.focusColumn(column);
  }

  /** Focuses `column`'s field, or the first editable field when that one takes no input. */
  focusColumn(column?: Column): void {
    const field = column && this.$byColumn.get(column);
    const target =
      field && !isDisplay(field) && !field.disabled ? field : this.getEditableFields()[0];
    if (target) target.focus();
    else this.cancelBtn?.focus();
  }

  /** Hides the editor and its summary; the focus goes back to the row when it was inside. */
  hideEditor(): void {
    if (!this.rendered) return;
    const doc = this.el!.dom.ownerDocument;
    const hadFocus = this.el!.dom.contains(doc.activeElement);
    this.hide();
    this.hideToolTip();
    this.view.body.dom.style.minHeight = '';
    const record = this.context && this.context.record;
    if (hadFocus && !this.view.isDestroyed) {
      if (record && this.view.getStore().indexOf(record) >= 0) this.view.focusRow(record);
      else this.view.focusEl();
    }
  }

  /** Closes the editor without saving: hides it, clears the marks, resets the fields silently. */
  cancelEdit(): void {
    this.hideEditor();
    for (const field of this.fields) {
      field.suspendEvents();
      field.reset();
      field.resumeEvents();
    }
    this.$serverErrors.clear();
    this.$otherErrors = [];
  }

  /** Saves into the record and hides when the fields are valid; returns whether it did. */
  completeEdit(): boolean {
    if (!this.validate()) return false;
    this.updateRecord(this.context.record);
    this.hideEditor();
    return true;
  }

  /**
   * Shows or ends the saving state of a save through the proxy: class
   * `x-grid-row-editor-saving`, `aria-busy`, Update disabled, the fields read-only.
   */
  setSaving(saving: boolean): void {
    this.saving = saving;
    this.el!.toggleCls(px('grid-row-editor-saving'), saving);
    this.el!.set({ 'aria-busy': saving ? 'true' : null });
    if (saving) {
      this.$locked = this.getEditableFields().filter((field) => !field.readOnly);
      for (const field of this.$locked) field.setReadOnly(true);
      this.$otherErrors = [];
      this.updateToolTip();
    } else {
      for (const field of this.$locked) if (!field.isDestroyed) field.setReadOnly(false);
      this.$locked = [];
    }
    this.updateButton(this.isValid());
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

  // ---- following the grid ------------------------------------------------------------------

  /** @internal The edited record left the store: the edit is cancelled. */
  onItemRemove(record: Any): void {
    const plugin = this.editingPlugin;
    if (plugin.editing && this.context && record === this.context.record) plugin.cancelEdit();
    else this.reposition();
  }

  /** @internal The rows were rendered again: cancel when the record is gone, else follow it. */
  onViewRefresh(): void {
    const plugin = this.editingPlugin;
    if (!plugin.editing || !this.context) return;
    if (this.view.getStore().indexOf(this.context.record) < 0) plugin.cancelEdit();
    else this.reposition();
  }

  /** @internal Columns resized, shown, hidden or replaced, or the grid resized. */
  onColumnsChanged(): void {
    if (!this.rendered) return;
    this.syncFields();
    this.measureView();
    this.reposition();
  }

  /** Destroys the fields it made, the buttons and the error summary. */
  override onDestroy(): void {
    for (const field of this.$made) field.destroy();
    this.$made.clear();
    this.$byColumn.clear();
    this.updateBtn?.destroy();
    this.cancelBtn?.destroy();
    if (this.errorsEl) {
      this.errorsEl.removeAllListeners();
      this.errorsEl.remove();
    }
    this.errorsEl = undefined;
    this.fields = [];
    this.context = null;
    super.onDestroy();
  }
}

function isDisplay(field: BaseField): boolean {
  return field.isXType('displayfield');
}

registerClass(RowEditor, 'Lib.grid.RowEditor', {
  xtype: 'roweditor',
  ...layoutMethods,
  ...errorMethods,
  ...keyMethods,
  isRowEditor: true,
  ariaRole: 'form',
  hidden: true,
  saveBtnText: 'Update',
  cancelBtnText: 'Cancel',
  errorsText: 'Errors',
  dirtyText: 'You need to commit or cancel your changes',
  errorSummary: true,
  autoCancel: true,
  rowLabelText: 'Edit row {0}',
  buttonsHeight: 40,
  saving: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.RowEditor': typeof RowEditor;
  }
  interface AliasMap {
    'widget.roweditor': typeof RowEditor;
  }
}
