/**
 * Row rendering of `Lib.view.Table` (classes/view/Table.ts): the row elements ("slots") the
 * view recycles, writing a record into a row, and the row's state classes.
 *
 * A slot is one `<tr class="x-grid-row">` with one `<td class="x-grid-cell">` per visible
 * column, each holding a `<div class="x-grid-cell-inner">`. Slots are created from a template
 * row (one `cloneNode` per slot) and then only re-filled: scrolling writes new records into the
 * slots that left the view. Values go in as text (a Text node's `data`), so data can never
 * become markup; see Column.ts for the two markup opt-ins.
 *
 * @example
 *   const slot = createSlot(template, 'grid-row-1');
 *   renderSlot(view, context(view), slot, record, 42); // fills the row with record 42's cells
 */
import { RawHtml, type CellMetaData, type Column } from '../grid/column/Column';
import { make, px } from '../dom/Element.build';
import type { TableView } from './Table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** One row element the view reuses. */
export interface RowSlot {
  /** The row. */
  tr: HTMLTableRowElement;
  /** Its cells, one per visible column. */
  cells: HTMLTableCellElement[];
  /** The record shown, or `null`. */
  record: Any;
  /** The record's store index. */
  index: number;
  /** @internal Used while the view matches slots to records. */
  claimed: boolean;
  /** @internal The slot's position in the view's slot list before the current update. */
  pos: number;
  /** Attribute names set on each cell from `metaData.tdAttr` (to remove on the next render). */
  attrs: Array<string[] | null>;
  /** Whether each cell carries an inline style from `metaData.style`. */
  styled: boolean[];
}

/** What rendering needs about one visible column, computed once per column layout. */
export interface CellContext {
  column: Column;
  /** The starting classes of its cells (`x-grid-cell-first`/`-last` included). */
  cls: string;
  dataIndex: string | undefined;
  renderer: Function | undefined;
  scope: unknown;
  encode: boolean;
  emptyText: string;
}

/**
 * What rendering needs about the visible columns, computed once per column layout rather than
 * per cell.
 */
export interface RenderContext {
  columns: Column[];
  cells: CellContext[];
  /** The one metadata object renderers receive (reset per cell: no allocation per cell). */
  meta: CellMetaData;
  rowCls: string;
  altCls: string;
  selectedCls: string;
  focusedCls: string;
  overCls: string;
  dirtyCls: string;
}

const hasOwn = Object.prototype.hasOwnProperty;
/** `name="value"`, `name='value'` or a bare `name` in a `tdAttr` string. */
const ATTR = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
const ATTR_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** `' x-<name>'`: a class added to a row's or cell's classes. */
const extra = (name: string) => ' ' + px(name);

/** The ARIA row index of store index 0 (2 below a visible header row, else 1). */
export function rowIndexBase(view: TableView): number {
  return view.headerCt && !view.headerCt.hidden ? 2 : 1;
}

/** The render context of the view's current columns (built, with the row template, on first use). */
export function context(view: TableView): RenderContext {
  let ctx = view.$ctx;
  if (!ctx) {
    ctx = view.$ctx = createContext(view, view.headerCt!.getVisibleGridColumns().slice());
    view.$template = createTemplate(view.el!.dom.ownerDocument, ctx);
  }
  return ctx;
}

/**
 * Builds the render context of the view's visible columns. Renderers, scopes and classes are
 * read from the columns now (a refresh builds it again).
 */
export function createContext(view: TableView, columns: Column[]): RenderContext {
  const last = columns.length - 1;
  return {
    columns,
    cells: columns.map((column, i) => {
      const align = column.align;
      const tdCls = column.tdCls;
      const empty = column.emptyCellText;
      return {
        column,
        cls:
          px('grid-cell grid-td grid-cell-') +
          column.id +
          (align !== 'left' ? extra('grid-cell-align-' + align) : '') +
          (tdCls ? ' ' + tdCls : '') +
          (i === 0 ? extra('grid-cell-first') : '') +
          (i === last ? extra('grid-cell-last') : ''),
        dataIndex: column.dataIndex,
        renderer: typeof column.renderer === 'function' ? column.renderer : undefined,
        scope: column.scope !== undefined ? column.scope : view.grid || view,
        encode: column.encode !== false,
        emptyText: empty === undefined || empty === null ? '' : String(empty),
      };
    }),
    meta: {
      tdCls: '',
      tdAttr: '',
      style: '',
      column: columns[0],
      record: null,
      recordIndex: -1,
      rowIndex: -1,
      columnIndex: -1,
      align: 'left',
    },
    rowCls: px('grid-row grid-data-row'),
    altCls: extra('grid-row-alt'),
    selectedCls: extra('grid-row-selected'),
    focusedCls: extra('grid-row-focused'),
    overCls: extra('grid-row-over'),
    dirtyCls: extra('grid-dirty-cell'),
  };
}

/** A template row for the context's columns: slots are clones of it. */
function createTemplate(doc: Document, ctx: RenderContext): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  tr.className = ctx.rowCls;
  tr.setAttribute('role', 'row');
  for (const cell of ctx.cells) {
    const td = make(tr, 'td', '', { role: 'gridcell' });
    td.className = cell.cls;
    make(td, 'div', 'grid-cell-inner').appendChild(doc.createTextNode(''));
  }
  return tr;
}

/** A new slot cloned from the template (not yet in the document, showing nothing). */
export function createSlot(template: HTMLTableRowElement, id: string): RowSlot {
  const tr = template.cloneNode(true) as HTMLTableRowElement;
  tr.id = id;
  const cells = Array.from(tr.children) as HTMLTableCellElement[];
  return {
    tr,
    cells,
    record: null,
    index: -1,
    claimed: false,
    pos: -1,
    attrs: cells.map(() => null),
    styled: cells.map(() => false),
  };
}

/**
 * Writes a record into a slot: every cell through its column's renderer, then the row's state
 * (classes, `aria-rowindex`, `aria-selected`). This is the view's hot path: it reuses one
 * metadata object and writes text into the cells' existing Text nodes.
 */
export function renderSlot(
  view: TableView,
  ctx: RenderContext,
  slot: RowSlot,
  record: Any,
  index: number,
): void {
  slot.record = record;
  slot.index = index;
  const meta = ctx.meta;
  const modified = view.markDirty ? record.modified : null;
  const cells = slot.cells;
  for (let c = 0; c < cells.length; c++) {
    const cell = ctx.cells[c];
    const dataIndex = cell.dataIndex;
    const value = dataIndex === undefined ? undefined : record.get(dataIndex);
    const renderer = cell.renderer;
    const td = cells[c];
    let out: unknown = value;
    meta.tdCls = meta.tdAttr = meta.style = '';
    if (renderer !== undefined) {
      const column = cell.column;
      meta.column = column;
      meta.record = record;
      meta.recordIndex = meta.rowIndex = index;
      meta.columnIndex = c;
      meta.align = column.align;
      out = renderer.call(cell.scope, value, meta, record, index, c, view.store, view);
    }
    let cls = cell.cls;
    if (meta.tdCls) cls += ' ' + meta.tdCls;
    if (modified !== null && dataIndex !== undefined && hasOwn.call(modified, dataIndex)) {
      cls += ctx.dirtyCls;
    }
    if (td.className !== cls) td.className = cls;
    if (meta.style || slot.styled[c]) {
      td.style.cssText = meta.style;
      slot.styled[c] = meta.style !== '';
    }
    if (meta.tdAttr || slot.attrs[c] !== null) applyAttributes(td, slot, c, meta.tdAttr);
    writeCell(td.firstChild as HTMLElement, out, cell);
  }
  updateRowState(view, ctx, slot);
}

/** Writes a cell's content: text (the default), or markup when the column or value opts in. */
function writeCell(inner: HTMLElement, out: unknown, cell: CellContext): void {
  if (out instanceof RawHtml) {
    inner.innerHTML = out.html;
    return;
  }
  const text =
    out === undefined || out === null || out === ''
      ? cell.emptyText
      : typeof out === 'string'
        ? out
        : String(out);
  if (!cell.encode) {
    inner.innerHTML = text;
    return;
  }
  const node = inner.firstChild;
  // The common case: one Text node whose data is replaced (no node is created).
  if (node !== null && node.nodeType === 3 && node.nextSibling === null) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else {
    inner.textContent = text;
    if (inner.firstChild === null) inner.appendChild(inner.ownerDocument.createTextNode(''));
  }
}

/**
 * Sets the attributes of a `tdAttr` string on a cell, one by one (so a value cannot end its
 * attribute), dropping event handler attributes and invalid names; removes those a previous
 * render set.
 */
function applyAttributes(td: HTMLTableCellElement, slot: RowSlot, c: number, tdAttr: string): void {
  for (const name of slot.attrs[c] || []) td.removeAttribute(name);
  const names: string[] = [];
  ATTR.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ATTR.exec(tdAttr)) !== null) {
    const name = match[1].toLowerCase();
    if (ATTR_NAME.test(name) && !name.startsWith('on') && name !== 'class' && name !== 'id') {
      td.setAttribute(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
      names.push(name);
    }
  }
  slot.attrs[c] = names.length ? names : null;
}

/** The entities `decodeEntities` turns back into characters, by name. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#039': "'",
};

/** Attribute values in `tdAttr` are written HTML-encoded (`data-qtip="a &amp; b"`). */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#0?39);/g, (_, name) => ENTITIES[name]);
}

/**
 * Writes a slot's row state: classes (`x-grid-row`, `-alt` on odd rows with `stripeRows`,
 * `-selected`, `-focused`, `-over`, the `getRowClass` class), `aria-rowindex`,
 * `aria-selected` and `data-recordindex`.
 */
export function updateRowState(view: TableView, ctx: RenderContext, slot: RowSlot): void {
  const tr = slot.tr;
  const record = slot.record;
  const index = slot.index;
  const sm = view.selModel;
  // A boolean whatever an overridden isSelected returns: it is written as 'true'/'false'.
  const selected = !!sm && !!sm.isSelected(record);
  let cls = ctx.rowCls;
  if (view.stripeRows && index % 2 === 1) cls += ctx.altCls;
  if (selected) cls += ctx.selectedCls;
  if (sm && sm.lastFocused === record) cls += ctx.focusedCls;
  if (view.overRecord === record) cls += ctx.overCls;
  if (view.getRowClass) {
    const extra = view.getRowClass(record, index, null, view.store);
    if (extra) cls += ' ' + extra;
  }
  if (tr.className !== cls) tr.className = cls;
  const rowIndex = String(index + rowIndexBase(view));
  if (tr.getAttribute('aria-rowindex') !== rowIndex) {
    tr.setAttribute('aria-rowindex', rowIndex);
    tr.setAttribute('data-recordindex', String(index));
  }
  const ariaSelected = String(selected);
  if (tr.getAttribute('aria-selected') !== ariaSelected) {
    tr.setAttribute('aria-selected', ariaSelected);
  }
}
