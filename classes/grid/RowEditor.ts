/**
 * `Lib.grid.RowEditor` (xtype `roweditor`): the floating form `Lib.grid.plugin.RowEditing`
 * shows over the row being edited (`x-grid-editor x-grid-row-editor`, role `form`, labelled
 * "Edit row N"). It holds one field per column, each as wide as its column (fields of hidden
 * columns are hidden); a column without an editor shows its rendered value in a display field
 * (as text, unless the column opted into markup) and is not written back. Below the row (above
 * it when there is no room) sit the Update and Cancel buttons (`x-grid-row-editor-buttons`).
 *
 * The Update button is disabled while a field is invalid, checked again at every change; the
 * error summary (`x-tip x-grid-row-editor-errors`, role `alert`, a tip in the page beside the
 * grid) lists the errors as text, and what the server answered to a failed save. Enter saves,
 * Esc cancels, Tab and Shift+Tab cycle through the fields and buttons. The plugin creates it on
 * the first edit (`plugin.getEditor()`).
 *
 * Placement: geometry comes from the view (`getRowTop`, `getViewportHeight`, `rowHeight`,
 * `scrollRatio`), the configured sizes and a width measured when the grid or its columns
 * change (`measureView`), so placing the editor never reads the DOM after writing it (which
 * would make the browser lay the page out more than once per edit) and it holds where the DOM
 * has no layout; only the summary's page position reads the DOM (`getBoundingClientRect`).
 *
 * @example
 *   const editor = grid.editingPlugin.getEditor();
 *   editor.findField('email').setValue('bart@example.com');
 *   editor.down('#update').setText('Save');
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, fail, type Test } from '../../lib/config';
import { format } from '../../lib/lang/String';
import { Button } from '../button/Button';
import { Component, type ComponentConfig } from '../Component';
import type { Element } from '../dom/Element';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { BaseField } from '../form/field/Base';
import type { Container } from '../container/Container';
import { DisplayField } from '../form/field/Display';
import { make, makeEl, px, renderMessageList } from '../dom/Element.build';
import { cellValue, RawHtml, type Column } from './column/Column';
// The xtypes column editors name most.
import '../form/field/Text';
import type { RowEditing } from './plugin/RowEditing';
import type { EditContext } from './plugin/Editing';
import type { GridPanel } from './Panel';
import type { TableView } from '../view/Table';
import type { Model } from '../data/Model';

export interface RowEditorConfig extends ComponentConfig {
  /** The plugin the editor works for (set by the plugin). */
  editingPlugin?: RowEditing;
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
  /** Moving to another row discards the changes (default `false`); see the plugin. */
  autoCancel?: boolean;
  /** The editor's `aria-label`; `{0}` is the row number (default 'Edit row {0}'). */
  rowLabelText?: string;
  /** Room the buttons bar takes past the row in the theme, used where the DOM has no layout (default 40). */
  buttonsHeight?: number;
}

/**
 * The texts and switches the row-editing plugin passes on to its editor: their declarations
 * and defaults, in the `$configs` of both.
 */
export const EDITOR_CONFIGS = {
  saveBtnText: 'Update',
  cancelBtnText: 'Cancel',
  errorsText: 'Errors',
  dirtyText: 'You need to commit or cancel your changes',
  errorSummary: true,
  // Lib keeps typed edits (Ext JS 4 discards them).
  autoCancel: false,
};

/** The rule of `editingPlugin` (which is required). */
const EDITING_PLUGIN: Test = [(v) => !!v?.isEditingPlugin, 'an editing plugin'];

/** The grid events after which the fields follow the columns again. */
const GRID_EVENTS = 'columnresize columnshow columnhide columnschanged resize'.split(' ');

export class RowEditor extends Component {
  declare editingPlugin: RowEditing;
  declare saveBtnText: string;
  declare cancelBtnText: string;
  declare errorsText: string;
  declare dirtyText: string;
  declare errorSummary: boolean;
  declare autoCancel: boolean;
  declare rowLabelText: string;
  declare buttonsHeight: number;
  /** The grid and its view. */
  declare grid: GridPanel;
  declare view: TableView;
  /** One field per column of the grid, in column order (hidden columns included). */
  declare fields: BaseField[];
  /** The edit in progress (the plugin's context). */
  declare context: EditContext | null;
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
  /** @internal A new (phantom) record is loaded and untouched: its errors do not show yet. */
  declare $quiet?: boolean;
  declare $otherErrors: string[];
  declare $loading: boolean;
  declare $locked: BaseField[];
  /** @internal Geometry kept between edits (see `measureView`, `onViewScroll`). */
  declare $viewWidth: number;
  declare $scrollLeft: number;
  declare $barMeasured: boolean;

  /** Requires `editingPlugin` (the configs are checked by Component). */
  override $construct(config?: RowEditorConfig): this {
    const plugin = config?.editingPlugin;
    if (plugin === undefined || plugin === null) {
      fail(this.$className, "config 'editingPlugin'", EDITING_PLUGIN[1], plugin);
    }
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
      scroll: me.onViewScroll,
      itemadd: me.reposition,
      itemremove: me.onViewItemRemove,
      refresh: me.onViewRefresh,
      scope: me,
    });
    const listeners: Record<string, unknown> = { scope: me };
    for (const name of GRID_EVENTS) listeners[name] = me.onColumnsChanged;
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
    el.on({
      keydown: me.onKeyDown,
      keypress: me.onKeyPress,
      mousedown: me.onMouseDown,
      scope: me,
    });
    // Rendered before the editor enters the document: rendering them measures nothing.
    me.syncFields();
    me.measureView();
  }

  // ---- fields ----------------------------------------------------------------------------

  /** The fields that edit a value: not display fields, not disabled, in visible columns. */
  getEditableFields(): BaseField[] {
    return this.fields.filter(
      (field) => !isDisplay(field) && !field.disabled && !field.column?.hidden,
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

  /** The field at an index among the fields (column order), or the field of a column (Ext's). */
  getEditor(fieldInfo: number | Column): BaseField | undefined {
    return typeof fieldInfo === 'number' ? this.fields[fieldInfo] : this.$byColumn.get(fieldInfo);
  }

  /** The editor itself: it has the form methods Ext JS 4 code calls on `editor.getForm()`. */
  getForm(): this {
    return this;
  }

  /**
   * The fields (column order) and the update and cancel buttons, for `Lib.ComponentQuery`:
   * `editor.down('#update')`, `editor.down('[name=email]')`, `editor.query('textfield')`.
   */
  override getRefItems(_deep?: boolean): Component[] {
    return [...this.fields, this.updateBtn, this.cancelBtn].filter(Boolean) as Component[];
  }

  /**
   * @internal Makes the fields match the grid's columns: one per column in column order,
   * hidden with hidden columns, as wide as their column; fields of columns that are gone are
   * removed (`removeField`).
   */
  syncFields(): void {
    const me = this;
    const columns: Column[] = me.grid.getColumns();
    const body = me.bodyEl!.dom;
    const byColumn = me.$byColumn;
    const seen = new Set<BaseField>();
    columns.forEach((column, i) => {
      let field = byColumn.get(column);
      if (!field) byColumn.set(column, (field = me.addFieldForColumn(column)));
      seen.add(field);
      const at = body.children[i];
      if (!field.rendered) field.render(body, i);
      else if (at !== field.el!.dom) body.insertBefore(field.el!.dom, at || null);
      field.setVisible(!column.hidden);
      const width = column.getCellWidth();
      if (!column.hidden && field.width !== width) field.setWidth(width);
    });
    for (const field of byColumn.values()) if (!seen.has(field)) me.removeField(field);
    me.fields = columns.map((column) => byColumn.get(column) as BaseField);
  }

  /**
   * @internal The field for a column: its editor (`column.getEditor()`), else a display field
   * showing the column's rendered value. Fields get no label (the column header becomes their
   * `aria-label`) and no error text of their own (the summary lists the errors); the editor
   * listens to them (`getFieldListeners`).
   */
  addFieldForColumn(column: Column): BaseField {
    const me = this;
    const c = column;
    const dataIndex = column.dataIndex;
    let field: BaseField | null = c.getEditor
      ? c.getEditor(me.context?.record)
      : me.editingPlugin.getColumnField(c);
    if (!field) {
      me.$made.add((field = new DisplayField({ name: dataIndex || column.id, column })));
    }
    if (!field.rendered) {
      field.hideLabel = true;
      field.msgTarget = 'none';
      field.fieldLabel ??= column.text;
    }
    // An unnamed field instance edits its column's dataIndex.
    if (field.name === field.inputId && dataIndex) field.name = dataIndex;
    field.column = column;
    field.ownerCt = me as unknown as Container;
    me.mon(field, me.getFieldListeners());
    return field;
  }

  /** Takes a field out of the editor (stops listening to it) and destroys it. */
  removeField(field: BaseField): void {
    const me = this;
    for (const [column, f] of me.$byColumn) if (f === field) me.$byColumn.delete(column);
    me.mun(field, me.getFieldListeners());
    me.$made.delete(field);
    field.destroy();
  }

  /** @internal The listeners the editor puts on each of its fields (added and removed as one). */
  getFieldListeners(): Record<string, unknown> {
    const me = this;
    return {
      change: me.onFieldChange,
      validitychange: me.onFieldChange,
      blur: me.onFieldBlur,
      scope: me,
    };
  }

  /** @internal Focuses `column`'s field, or the first editable field when that one takes no input. */
  focusColumn(column?: Column): void {
    const field = column && this.getEditor(column);
    const target =
      field && !isDisplay(field) && !field.disabled ? field : this.getEditableFields()[0];
    (target || this.cancelBtn)?.focus();
  }

  // ---- values ----------------------------------------------------------------------------

  /**
   * Loads `record` into the fields silently (no events, no change handlers: the loaded values
   * become the fields' original values), then validates (marks, Update button, summary).
   */
  loadRecord(record: Model): void {
    const me = this;
    me.$loading = true;
    me.clearServerErrors();
    try {
      for (const field of me.fields) {
        field.suspendEvents();
        // No change handling (validation, dirty check) per field: validate() follows.
        field.suspendCheckChange++;
        if (isDisplay(field)) me.renderColumnData(field as DisplayField, record);
        else field.setValue(cellValue(record, field.getName()));
        field.suspendCheckChange--;
        field.resetOriginalValue();
        field.lastValue = field.originalValue;
        field.clearInvalid();
        field.resumeEvents();
      }
    } finally {
      me.$loading = false;
    }
    // A new row's errors show after its first change or Update, not as it opens.
    if ((me.$quiet = record.phantom)) me.refreshState(true);
    else me.validate();
  }

  /**
   * @internal Shows a column's rendered value in a display field: `editRenderer || renderer`
   * called with Ext's `(value, metaData, record, rowIdx, colIdx, store, view)`; as text unless
   * the column has `encode: false` or the renderer returned `Column.raw(markup)`.
   */
  renderColumnData(field: DisplayField, record: Model): void {
    const column = field.column as Column;
    const view = this.view;
    const grid = this.grid;
    const dataIndex = column.dataIndex;
    const value = dataIndex === undefined ? undefined : cellValue(record, dataIndex);
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
  getValues(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of this.fields) values[field.getName()] = field.getValue();
    return values;
  }

  /**
   * The values to write into `record`: those of the editable fields the user changed, for the
   * record's fields only (so a value that merely went through a field, such as a date losing
   * its time, does not change the record).
   */
  getChanges(record: Model): Record<string, unknown> {
    const changes: Record<string, unknown> = {};
    for (const field of this.getEditableFields()) {
      const name = field.getName();
      if (field.isDirty() && record.fields.get(name)) changes[name] = field.getValue();
    }
    return changes;
  }

  /** Writes the changes into `record` in one `beginEdit`/`set`/`endEdit`. Returns the changes. */
  updateRecord(record: Model): Record<string, unknown> {
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
    return this.getEditableFields().every((field) => !field.getErrors().length);
  }

  /** Validates and marks every editable field; updates the Update button and the summary. */
  validate(): boolean {
    let valid = true;
    this.$quiet = false;
    // Every field is validated (and marked), not only up to the first invalid one.
    for (const field of this.getEditableFields()) if (!field.isValid()) valid = false;
    this.refreshState(valid);
    return valid;
  }

  /**
   * The error messages (as text) of every editable field, in column order, each named by its
   * column's header (`Email: …`), then the server's errors that name no field.
   */
  getErrors(): string[] {
    const errors: string[] = [];
    for (const field of this.getEditableFields()) {
      const own = field.getErrors();
      const name = field.column?.text || field.getName();
      for (const error of own.length ? own : this.$serverErrors.get(field) || []) {
        errors.push(`${name}: ${error}`);
      }
    }
    return errors.concat(this.$otherErrors);
  }

  /** @internal A field changed or its validity flipped: Update button and summary follow. */
  onFieldChange(field: BaseField): void {
    const me = this;
    if (me.$loading || !me.rendered) return;
    me.$serverErrors.delete(field);
    if (me.$quiet) me.validate();
    else me.refreshState();
  }

  /** @internal Leaving a field validates it: a server error it still has is shown again. */
  onFieldBlur(field: BaseField): void {
    const errors = this.$serverErrors.get(field);
    if (errors && !field.getErrors().length) field.markInvalid(errors);
  }

  /** @internal The Update button follows `valid` (default: `isValid()`), then the summary. */
  refreshState(valid?: boolean): void {
    this.updateButton(valid ?? this.isValid());
    this.updateToolTip();
  }

  /** Enables the Update button when `valid` and no save is waiting (Ext's `updateButton`). */
  updateButton(valid: boolean): void {
    this.updateBtn?.setDisabled(!valid || this.saving);
  }

  // ---- editing -----------------------------------------------------------------------------

  /**
   * Whether an edit may start: `false` (showing the summary with the dirty text, or the
   * errors, and bringing the edited row back into view) while the editor shows unsaved
   * changes and `autoCancel` is false.
   */
  beforeEdit(): boolean {
    const me = this;
    if (!me.rendered || me.hidden || me.autoCancel || !me.isDirty()) return true;
    if (me.context) me.view.ensureVisible(me.context.record);
    me.reposition();
    me.showToolTip();
    return false;
  }

  /**
   * Shows the editor over `record`'s row (rendering it into the view on first use), loads the
   * record and focuses `column`'s field (the first editable one if it has none).
   */
  startEdit(record: Model, column: Column, context: EditContext): void {
    const me = this;
    me.context = context;
    if (!me.rendered) me.render(me.view.body!.dom);
    me.syncFields();
    me.el!.set({ 'aria-label': format(me.rowLabelText, context.rowIdx + 1) });
    me.grid.getSelectionModel().select(record);
    me.loadRecord(record);
    me.show();
    me.reposition();
    me.scrollButtonsIntoView();
    me.updateToolTip();
    me.focusColumn(column);
  }

  /** Closes the editor without saving: hides it, clears the marks, resets the fields silently. */
  cancelEdit(): void {
    this.hideEditor();
    for (const field of this.fields) {
      field.suspendEvents();
      field.reset();
      field.resumeEvents();
    }
    this.clearServerErrors();
  }

  /** Saves into the record and hides when the fields are valid; returns whether it did. */
  completeEdit(): boolean {
    if (!this.validate()) return false;
    this.updateRecord(this.context!.record);
    this.hideEditor();
    return true;
  }

  /**
   * @internal Hides the editor and its summary; the focus goes back to the row when it was
   * inside.
   */
  hideEditor(): void {
    const me = this;
    if (!me.rendered) return;
    const view = me.view;
    const dom = me.el!.dom;
    const hadFocus = dom.contains(dom.ownerDocument.activeElement);
    me.hide();
    me.hideToolTip();
    view.body!.dom.style.minHeight = '';
    const record = me.context && me.context.record;
    if (hadFocus && !view.isDestroyed) {
      if (record && view.getStore().indexOf(record) >= 0) view.focusRow(record);
      else view.focusEl();
    }
  }

  /**
   * @internal Shows or ends the saving state of a save through the proxy: class
   * `x-grid-row-editor-saving`, `aria-busy`, Update disabled, the fields read-only.
   */
  setSaving(saving: boolean): void {
    const me = this;
    me.saving = saving;
    me.el!.toggleCls(px('grid-row-editor-saving'), saving).set({
      'aria-busy': saving ? 'true' : null,
    });
    if (saving) {
      // A disabled Update button would drop the focus to <body>, out of the editor's keys.
      if (me.updateBtn!.el!.dom === document.activeElement) me.focusColumn(me.context!.column);
      me.$locked = me.getEditableFields().filter((field) => !field.readOnly);
      for (const field of me.$locked) field.setReadOnly(true);
      me.$otherErrors = [];
      me.updateToolTip();
    } else {
      for (const field of me.$locked) if (!field.isDestroyed) field.setReadOnly(false);
      me.$locked = [];
    }
    me.updateButton(me.isValid());
  }

  // ---- the keyboard: Enter saves, Esc cancels, Tab cycles; no key goes on to the grid ------

  /**
   * @internal A key pressed in the editor: Enter saves (on a button it clicks the button),
   * Esc cancels, Tab and Shift+Tab move through the editable fields and the enabled buttons
   * and wrap around, so the focus stays in the editor.
   */
  onKeyDown(e: EventObjectImpl): void {
    e.stopPropagation();
    const key = e.getKey();
    const plugin = this.editingPlugin;
    const target = e.target as HTMLElement;
    if (key !== e.TAB && key !== e.ESC && (key !== e.ENTER || target.tagName === 'BUTTON')) return;
    e.preventDefault();
    if (key === e.TAB) this.moveFocus(e.shiftKey ? -1 : 1, target);
    else if (key === e.ESC) plugin.cancelEdit();
    else plugin.completeEdit();
  }

  /** @internal Keys typed in the editor do not reach the grid. */
  onKeyPress(e: EventObjectImpl): void {
    e.stopPropagation();
  }

  /** @internal A press on the editor's background keeps the focus where it is. */
  onMouseDown(e: EventObjectImpl): void {
    const target = e.target as HTMLElement;
    const focusable = target.closest && target.closest('input,button,textarea,select,[tabindex]');
    if (!focusable || !this.el!.dom.contains(focusable)) e.preventDefault();
  }

  /**
   * @internal Focuses the next (`step` 1) or previous (-1) of the elements Tab moves through
   * after `from`, wrapping around: the editable fields' inputs, then the enabled buttons.
   */
  moveFocus(step: number, from: Node | null): void {
    const list: HTMLElement[] = [];
    for (const field of this.getEditableFields()) if (field.inputEl) list.push(field.inputEl.dom);
    for (const button of [this.updateBtn, this.cancelBtn]) {
      if (button && !button.disabled) list.push(button.el!.dom);
    }
    const count = list.length;
    if (!count) return;
    const at = list.findIndex((node) => node.contains(from));
    list[at < 0 ? (step > 0 ? 0 : count - 1) : (at + step + count) % count].focus();
  }

  // ---- following the grid ------------------------------------------------------------------

  /** @internal The view scrolled (`left`: its horizontal position): the editor follows. */
  onViewScroll(_view: unknown, _top: number, left: number): void {
    this.$scrollLeft = left || 0;
    this.reposition();
  }

  /** @internal A record left the store: the edit is cancelled when it is the edited one. */
  onViewItemRemove(record: Model): void {
    this.followRecord(record === this.context?.record);
  }

  /** @internal The rows were rendered again: cancel when the record is gone, else follow it. */
  onViewRefresh(): void {
    const context = this.context;
    if (this.editingPlugin.editing && context) {
      this.followRecord(this.view.getStore().indexOf(context.record) < 0);
    }
  }

  /** @internal The rows changed under an edit: cancelled when `gone`, else the editor follows. */
  followRecord(gone: boolean): void {
    const plugin = this.editingPlugin;
    if (gone && plugin.editing && this.context) plugin.cancelEdit();
    else this.reposition();
  }

  /** @internal Columns resized, shown, hidden or replaced, or the grid resized. */
  onColumnsChanged(): void {
    if (!this.rendered) return;
    this.syncFields();
    this.measureView();
    this.reposition();
  }

  // ---- placement ---------------------------------------------------------------------------

  /**
   * @internal Reads what placing the editor needs from the DOM: the width of the view (the
   * configured one where there is no layout). Done when the grid or its columns change, not at
   * each edit, so an edit writes to the DOM without reading back from it.
   */
  measureView(): void {
    this.$viewWidth = this.view.getAvailableWidth();
  }

  /** @internal Whether the buttons bar sits above the row (no room below it). */
  isBarOnTop(): boolean {
    return this.buttonsEl!.hasCls(px('top'));
  }

  /**
   * @internal At the start of an edit: scrolls the least needed for the buttons bar below the
   * row to be in view too, without scrolling the row out of view.
   */
  scrollButtonsIntoView(): void {
    const view = this.view;
    const box = view.getRowBox(this.context!.record);
    if (!box || this.isBarOnTop()) return;
    const overflow = box.viewTop + box.height + this.getButtonsHeight() - view.getViewportHeight();
    const step = Math.min(overflow, box.viewTop);
    if (step > 0) view.setScrollTop(view.getScrollTop() + step / view.scrollRatio);
  }

  /**
   * The room the buttons bar takes beyond the row: `buttonsHeight` (the theme's), corrected
   * once from the DOM in the frame after the editor first shows (measuring at once would force
   * the browser to lay the page out in the middle of `startEdit`).
   */
  getButtonsHeight(): number {
    const me = this;
    if (!me.$barMeasured && typeof requestAnimationFrame === 'function') {
      me.$barMeasured = true;
      requestAnimationFrame(() => {
        if (!me.rendered || me.hidden) {
          me.$barMeasured = false;
          return;
        }
        const bar = me.buttonsEl!.dom.offsetHeight;
        const overhang = Math.max(0, (me.el!.dom.offsetHeight - me.view.rowHeight) / 2);
        if (bar > 0 && bar + overhang !== me.buttonsHeight) {
          me.buttonsHeight = bar + overhang;
          me.reposition();
        }
      });
    }
    return me.buttonsHeight;
  }

  /**
   * Puts the editor over its row, as wide as the columns (or the view), the buttons bar below
   * the row, or above when the rows end below it; when neither side has room the rows area is
   * lengthened so that the bar shows. Then places the summary. Nothing while hidden. Only
   * writes to the DOM (the sizes come from the view's geometry and `measureView`).
   */
  reposition(): void {
    const me = this;
    const context = me.context;
    if (!me.rendered || me.hidden || !context) return;
    const view = me.view;
    const top = view.getRowTop(context.record);
    if (top === null) return;
    const available = me.$viewWidth;
    const style = me.el!.dom.style;
    setPx(style, 'top', top);
    setPx(style, 'width', Math.max(view.headerCt!.totalWidth, available));
    const rowHeight = view.rowHeight;
    const bar = me.getButtonsHeight();
    const body = (view.body!.dom as HTMLElement).style;
    const below = (parseFloat(body.height) || 0) - top - rowHeight >= bar;
    const above = top >= bar;
    const onTop = !below && above;
    const buttons = me.buttonsEl!;
    buttons.toggleCls(px('top'), onTop).toggleCls(px('bottom'), !onTop);
    const minHeight = below || above ? '' : top + rowHeight + bar + 'px';
    if (body.minHeight !== minHeight) body.minHeight = minHeight;
    // Centred on the part of the rows in view.
    setPx(buttons.dom.style, 'left', me.$scrollLeft + available / 2);
    me.repositionTip();
  }

  /**
   * Places the error summary beside the view at the row's height, or, without room on the
   * page, over the view's right edge on the side the buttons are not on. Hidden while the row
   * is scrolled out of view.
   */
  repositionTip(): void {
    const me = this;
    const tip = me.errorsEl;
    if (!tip || !tip.isVisible() || !me.context) return;
    const view = me.view;
    const box = view.getRowBox(me.context.record);
    const out = !box || box.viewTop + box.height < 0 || box.viewTop > view.getViewportHeight();
    tip.setStyle('visibility', out ? 'hidden' : '');
    if (out) return;
    const dom = tip.dom;
    const win = dom.ownerDocument.defaultView as Window;
    const right = view.el!.dom.getBoundingClientRect().right;
    const row = me.el!.dom.getBoundingClientRect();
    const width = dom.offsetWidth;
    let left = right + 8;
    let top = row.top;
    if (left + width > win.innerWidth) {
      left = Math.max(0, right - width - 8);
      top = me.isBarOnTop() ? row.bottom + 4 : row.top - dom.offsetHeight - 4;
    }
    tip.setLeftTop(left + win.scrollX, top + win.scrollY);
  }

  // ---- the error summary -------------------------------------------------------------------
  //
  // A tip in the page (`x-tip x-grid-row-editor-errors`, role `alert`, titled `errorsText`,
  // closable) listing the errors as text in `<ul class="x-list-plain">` with `<li
  // class="x-grid-row-editor-errors-item">` items.

  /**
   * Shows the error summary listing `messages` (default: `getErrors()`, or the dirty text when
   * there are none and `autoCancel` is false and the form is dirty), as text.
   */
  showToolTip(messages?: string[]): void {
    const me = this;
    let list = messages || me.getErrors();
    if (!list.length && !me.autoCancel && me.isDirty()) list = [me.dirtyText];
    if (!list.length) return me.hideToolTip();
    const tip = me.getToolTip();
    const body = tip.dom.lastChild as HTMLElement;
    renderMessageList(body, list);
    for (const li of Array.from(body.querySelectorAll('li'))) {
      li.className = px('grid-row-editor-errors-item');
    }
    tip.show();
    me.$describe(tip.id);
    me.repositionTip();
  }

  /** Hides the error summary. */
  hideToolTip(): void {
    if (!this.errorsEl) return;
    this.errorsEl.hide();
    this.$describe(null);
  }

  /**
   * @internal Points `aria-describedby` of the editor and of each field with an error at the
   * summary (`id`), or nowhere (`null`).
   */
  $describe(id: string | null): void {
    const me = this;
    me.el?.set({ 'aria-describedby': id });
    for (const field of me.fields) {
      field.inputEl?.set({
        'aria-describedby': (field.getErrors()[0] || me.$serverErrors.has(field)) && id,
      });
    }
  }

  /** The error summary element (a tip in the document body, created on first use). */
  getToolTip(): Element {
    const me = this;
    if (me.errorsEl) return me.errorsEl;
    const tip = makeEl(me.el!.dom.ownerDocument.body, 'div', 'tip grid-row-editor-errors', {
      id: me.id + '-errors',
      role: 'alert',
    });
    tip.hide();
    const header = make(tip.dom, 'div', 'tip-header');
    make(header, 'span', 'tip-header-text', undefined, me.errorsText);
    makeEl(header, 'button', 'tool tool-close', { type: 'button', 'aria-label': 'Close' }, '×').on(
      'click',
      me.hideToolTip,
      me,
    );
    make(tip.dom, 'div', 'tip-body');
    return (me.errorsEl = tip);
  }

  /** @internal Shows the summary while there are errors (with `errorSummary`, or from the server). */
  updateToolTip(): void {
    const me = this;
    const errors = me.getErrors();
    const server = me.$serverErrors.size > 0 || me.$otherErrors.length > 0;
    if (errors.length && (me.errorSummary || server) && !me.hidden && !me.$quiet) {
      me.showToolTip(errors);
    } else me.hideToolTip();
  }

  /** @internal Forgets what the server answered to the last save. */
  clearServerErrors(): void {
    this.$serverErrors.clear();
    this.$otherErrors = [];
  }

  /**
   * Shows what the server answered to a failed save: its field errors (a 422 answer's
   * `fieldErrors`) on the matching fields, anything else in the summary. `failure` is the
   * operation (its `getRequestError()` or `getError()`), an error, or a message.
   */
  showServerErrors(failure: any): void {
    const me = this;
    const error =
      failure && typeof failure.getRequestError === 'function'
        ? failure.getRequestError()
        : failure;
    const fieldErrors: Record<string, string[]> = (error && error.fieldErrors) || {};
    const names = Object.keys(fieldErrors);
    me.clearServerErrors();
    const other = me.$otherErrors;
    for (const name of names) {
      const errors = fieldErrors[name];
      const field = me.getEditableFields().find((f) => f.getName() === name);
      if (field) {
        field.markInvalid(errors);
        me.$serverErrors.set(field, errors);
      } else {
        const column = me.grid.headerCt.getColumnByDataIndex(name);
        other.push(`${(column && column.text) || name}: ${errors.join(', ')}`);
      }
    }
    if (!names.length) other.push(messageOf(failure, error));
    me.updateToolTip();
  }

  // ---- showing and hiding ------------------------------------------------------------------

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

function isDisplay(field: BaseField): boolean {
  return field.isXType('displayfield');
}

/**
 * Sets `style[name]` to `value` pixels (to a thousandth, as the style keeps it) unless it
 * already is: no needless style writes while scrolling.
 */
function setPx(style: CSSStyleDeclaration, name: 'top' | 'left' | 'width', value: number): void {
  const text = Math.round(value * 1000) / 1000 + 'px';
  if (style[name] !== text) style[name] = text;
}

/** The text of a failure that names no field. */
function messageOf(failure: any, error: any): string {
  if (error && typeof error.msg === 'string' && error.msg) return error.msg;
  if (error instanceof Error && error.message) return error.message;
  const ext = failure && typeof failure.getError === 'function' ? failure.getError() : failure;
  if (typeof ext === 'string' && ext) return ext;
  if (ext && ext.statusText) return `${ext.status} ${ext.statusText}`;
  return 'The changes could not be saved';
}

registerClass(RowEditor, 'Lib.grid.RowEditor', {
  $configs: declareConfigs<RowEditorConfig, ComponentConfig>({
    editingPlugin: cfg(EDITING_PLUGIN),
    ...EDITOR_CONFIGS,
    rowLabelText: 'Edit row {0}',
    buttonsHeight: 40,
  }),
  xtype: 'roweditor',
  isRowEditor: true,
  ariaRole: 'form',
  hidden: true,
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
