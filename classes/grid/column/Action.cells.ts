/**
 * Cells holding controls (the grid pack's action icons, check boxes and row checkers): the
 * renderer result that lets a column build its cell's elements, the column's first look at the
 * events in its cells (`processEvent`), and the keyboard path to the controls of the focused
 * row. A concern of its own shared by `Lib.grid.column.Action`,
 * `Lib.grid.column.CheckColumn` and `Lib.selection.CheckboxModel`; it registers nothing.
 *
 * Keyboard (the grid's row model keeps the focus on the view, `aria-activedescendant` naming
 * the row): Right or Left on a focused row moves the focus onto its first or last control
 * (`tabindex="-1"`), Right/Left then move between the row's controls, Enter or Space activates
 * the focused one (its column's `processEvent('keydown', ...)`, as Ext JS 4 does for a focused
 * cell), Escape gives the focus back to the row, and Up/Down/Page Up/Page Down/Home/End give it
 * back and move as they do on the row. Under a cell model (a selection model with
 * `getCurrentPosition`), Enter or Space on the view acts on the selected cell: its first icon,
 * its check box.
 *
 * @example
 *   renderer(value, meta, record, rowIndex) { return this.$content.set(record, rowIndex, value); }
 *   writeCell(td, content) { ...build or update td's elements... }
 */
import { RawHtml } from './Column';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { TableView } from '../../view/Table';
import type { Model } from '../../data/Model';
import type { Column } from './Column';
import type { RowModel } from '../../selection/RowModel';
import type { CellPosition } from '../../selection/CellModel';

/** What holds a column's header container: a grid (with its view), or a view. */
type ViewOwner = { isTableView?: true; view?: TableView };

/** A column whose cells hold controls: it sees their events first (see `bindCells`). */
type ControlColumn = Column & {
  processEvent?(
    type: string,
    view: TableView,
    cell: HTMLElement,
    rowIndex: number,
    cellIndex: number,
    e: EventObjectImpl,
    record: Model,
    row: HTMLElement,
  ): boolean | void;
};

/** A view's selection model: a row model, or a cell model (with a selected cell). */
type CellAware = RowModel & { getCurrentPosition?(): CellPosition | null };

/** What a cell content writes through: a column (or model) with `writeCell(td, content)`. */
export interface CellOwner {
  writeCell(td: HTMLElement, content: CellContent): void;
}

/**
 * A renderer's result that builds its cell's elements: the view calls `writeTo(td)` right
 * after the renderer, which hands the cell to the owner's `writeCell`. One object per column,
 * reused cell after cell (the renderer sets what the cell shows). Its `html` is empty, so a
 * row editor's display field shows nothing for such a column.
 */
export class CellContent extends RawHtml {
  declare owner: CellOwner;
  /** The record of the cell being written. */
  declare record: Model;
  /** Its store index. */
  declare index: number;
  /** What the owner's renderer computed for the cell. */
  declare value: unknown;

  constructor(owner: CellOwner) {
    super('');
    this.owner = owner;
  }

  /** Sets what the next cell shows; returns this object (a renderer's result). */
  set(record: Model, index: number, value: unknown): this {
    this.record = record;
    this.index = index;
    this.value = value;
    return this;
  }

  /** Writes the cell through the owner. */
  override writeTo(td: HTMLElement): void {
    this.owner.writeCell(td, this);
  }
}

/** The views whose cell controls are bound. */
const bound = new WeakSet<object>();

/** The keys that give the focus back to the row and move there as the row model does. */
const MOVES = [33, 34, 35, 36, 38, 40];

/** The view of a column's grid (or the view owning its header), once there is one. */
export function viewOf(column: Column): TableView | undefined {
  const owner: ViewOwner | undefined = column.getOwnerHeaderCt()?.grid;
  return owner?.isTableView ? (owner as TableView) : owner?.view;
}

/**
 * Binds a view's cells with controls, once per view (the columns with controls call it as
 * they render): the cell's column sees a press or click in it first, as in Ext JS 4, through
 * its `processEvent(type, view, cell, rowIndex, cellIndex, e, record, row)` (`false` stops the
 * event: no cell or row event, no selection); and the keyboard path to the controls (above).
 */
export function bindCells(view: TableView | undefined): void {
  if (!view || bound.has(view) || !view.el) return;
  bound.add(view);
  const dom = view.el.dom;
  const controls = (tr: Element) => Array.from(tr.querySelectorAll<HTMLElement>('[tabindex]'));
  /** Calls the column of cell `cellIndex` of `slot` with a DOM event of `type`. */
  const process = (type: string, cellIndex: number, record: Model, e: EventObjectImpl) => {
    const slot = view.getSlot(record)!;
    const column: ControlColumn = view.$ctx!.columns[cellIndex];
    const td = slot.cells[cellIndex];
    return column.processEvent?.(type, view, td, slot.index, cellIndex, e, record, slot.tr);
  };
  for (const type of ['mousedown', 'click']) {
    view.on(
      'beforecell' + type,
      (
        _v: unknown,
        _td: unknown,
        cellIndex: number,
        record: Model,
        _tr: unknown,
        _i: unknown,
        e: EventObjectImpl,
      ) => process(type, cellIndex, record, e),
    );
  }
  view.el.on('keydown', (e: EventObjectImpl) => {
    const key = e.getKey();
    const target = e.target as HTMLElement;
    const sm: CellAware | undefined = view.selModel;
    if (target === dom) {
      // Under a cell model, Enter or Space on the selected cell acts on it (as in Ext JS 4).
      const pos = sm?.getCurrentPosition?.();
      if (pos && (key === e.ENTER || key === e.SPACE)) {
        const record = pos.record || view.store.getAt(pos.row);
        const cellIndex =
          typeof pos.column === 'number' ? pos.column : view.$ctx!.columns.indexOf(pos.column);
        if (view.getSlot(record) && cellIndex >= 0) process('keydown', cellIndex, record, e);
        return;
      }
      // From the focused row (not under a cell model, whose arrows move between cells).
      const slot =
        (key === e.LEFT || key === e.RIGHT) && !pos && view.getSlot(sm?.lastFocused as Model);
      const list = slot ? controls(slot.tr) : [];
      if (list.length) {
        e.preventDefault();
        list[key === e.LEFT ? list.length - 1 : 0].focus();
      }
      return;
    }
    const slot = view.getSlotByNode(target);
    if (!slot || !target.hasAttribute('tabindex')) return;
    const list = controls(slot.tr);
    const at = list.indexOf(target);
    if (key === e.LEFT || key === e.RIGHT) {
      e.preventDefault();
      list[Math.max(0, Math.min(list.length - 1, at + (key === e.LEFT ? -1 : 1)))].focus();
    } else if (key === e.ENTER || key === e.SPACE) {
      e.preventDefault();
      const cellIndex = slot.cells.findIndex((td) => td.contains(target));
      if (cellIndex >= 0) process('keydown', cellIndex, slot.record as Model, e);
    } else if (key === e.ESC || MOVES.includes(key)) {
      e.preventDefault();
      view.focusEl();
      if (key !== e.ESC) sm?.onKeyDown?.(e);
    }
  });
  // A row scrolled away is reused for another record: the focus goes back to the view.
  view.on('scroll', () => {
    const active = dom.ownerDocument.activeElement;
    if (active !== dom && view.getSlotByNode(active)) view.focusEl();
  });
}
