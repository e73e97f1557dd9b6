/**
 * `Lib.grid.column.CheckColumn` (xtype `checkcolumn`, alternate `Lib.ux.CheckColumn`; grid
 * pack): shows a boolean field as a check box (`x-grid-checkcolumn`, `-checked` when true;
 * `role="checkbox"` with `aria-checked`) and toggles it: a press in the cell (as Ext JS 4, on
 * `mousedown`), or Enter/Space on the focused check box (Right/Left on a focused row reach it,
 * see Action.cells.ts), sets the record's field with `record.set`, so the store, the dirty
 * marks, the row editor and `autoSync` see the change.
 *
 * Events: `beforecheckchange(column, rowIndex, checked)` (`false` keeps the value),
 * `checkchange(column, rowIndex, checked)`. With `stopSelection` (default `true`) toggling does
 * not select the row; a `disabled` column (`disable()`) toggles nothing and shows its cells
 * `x-item-disabled`.
 *
 * @example
 *   {xtype: 'checkcolumn', text: 'Active', dataIndex: 'active', width: 70,
 *    listeners: {checkchange: (column, rowIndex, checked) => console.log(rowIndex, checked)}}
 */
import { registerClass } from '../../../lib/Class';
import { declareConfigs } from '../../../lib/config';
import { px } from '../../dom/Element.build';
import { Column, type CellMetaData, type ColumnConfig } from './Column';
import { bindCells, CellContent, viewOf } from './Action.cells';
import type { ComponentEvents } from '../../Component';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { Model } from '../../data/Model';
import type { TableView } from '../../view/Table';

export interface CheckColumnConfig extends ColumnConfig {
  /** Toggling does not select the row (default `true`). */
  stopSelection?: boolean;
}

/** The events of check columns: a component's plus the check changes. */
export interface CheckColumnEvents<S = CheckColumn> extends ComponentEvents<S> {
  /** A row's value is about to change to `checked`; `false` keeps it. */
  beforecheckchange: [column: S, rowIndex: number, checked: boolean];
  /** A row's value changed to `checked`. */
  checkchange: [column: S, rowIndex: number, checked: boolean];
}

// Construction takes a `CheckColumnConfig` (checked against the `$configs` of the class chain).
export interface CheckColumn {
  $construct(config?: CheckColumnConfig): this;
}

export class CheckColumn extends Column {
  /** Type only: the events (see `CheckColumnEvents`). */
  declare $eventMap: CheckColumnEvents<this>;
  declare stopSelection: boolean;
  /** @internal The cell content the renderer returns (one, reused). */
  declare $content: CellContent;

  override initComponent(): void {
    this.$content = new CellContent(this);
    super.initComponent();
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    bindCells(viewOf(this));
  }

  /** The renderer: a check box showing the value (`x-item-disabled` cells while disabled). */
  defaultRenderer(
    value: unknown,
    meta: CellMetaData,
    record: Model,
    rowIndex: number,
  ): CellContent {
    if (this.disabled) meta.tdCls += ' ' + px('item-disabled');
    return this.$content.set(record, rowIndex, !!value);
  }

  /** @internal Writes a cell's check box (built once per cell, then updated). */
  writeCell(td: HTMLElement, content: CellContent): void {
    let box = td.firstChild as HTMLElement;
    if (!box || box.nodeType !== 1 || td.childNodes.length > 1) {
      td.textContent = '';
      box = td.appendChild(td.ownerDocument.createElement('span'));
      box.setAttribute('role', 'checkbox');
      box.tabIndex = -1;
    }
    const checked = content.value as boolean;
    box.className = px('grid-checkcolumn' + (checked ? ' grid-checkcolumn-checked' : ''));
    box.setAttribute('aria-checked', String(checked));
    box.setAttribute('aria-label', this.text);
    box.setAttribute('aria-disabled', String(!!this.disabled));
  }

  /**
   * @internal The view's event on a cell of the column: a main-button `mousedown`, or Enter or
   * Space, toggles the value (see `toggle`); the row's selection follows only without
   * `stopSelection`. A `click` goes no further (its `mousedown` did the work).
   */
  processEvent(
    type: string,
    view: TableView,
    _cell: HTMLElement,
    rowIndex: number,
    _colIndex: number,
    e: EventObjectImpl,
    record: Model,
  ): boolean | void {
    const me = this;
    const key = type === 'keydown' && e.getKey();
    if (type === 'click') return false;
    if (
      me.disabled ||
      !((type === 'mousedown' && e.button === 0) || key === e.ENTER || key === e.SPACE)
    )
      return;
    me.toggle(record, rowIndex);
    if (!me.stopSelection) view.getSelectionModel().selectWithEvent?.(record, e, rowIndex);
    return false;
  }

  /**
   * Toggles a record's value (what a press does): fires `beforecheckchange(column, rowIndex,
   * checked)`, then sets the field and fires `checkchange`. Returns whether it changed.
   */
  toggle(record: Model, rowIndex: number): boolean {
    const me = this;
    const checked = !record.get(me.dataIndex!);
    if (me.fireEvent('beforecheckchange', me, rowIndex, checked) === false) return false;
    record.set(me.dataIndex!, checked);
    me.fireEvent('checkchange', me, rowIndex, checked);
    return true;
  }

  /** Disabled: the cells show it (the view writes them again). */
  override onDisable(): void {
    super.onDisable();
    viewOf(this)?.refresh();
  }

  /** Enabled again: the cells show it. */
  override onEnable(): void {
    super.onEnable();
    viewOf(this)?.refresh();
  }
}

registerClass(CheckColumn, 'Lib.grid.column.CheckColumn', {
  $configs: declareConfigs<CheckColumnConfig, ColumnConfig>({
    stopSelection: true,
  }),
  xtype: 'checkcolumn',
  alternateClassName: 'Lib.ux.CheckColumn',
  align: 'center',
  tdCls: px('grid-cell-checkcolumn'),
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.CheckColumn': typeof CheckColumn;
  }
  interface AliasMap {
    'widget.checkcolumn': typeof CheckColumn;
  }
}
