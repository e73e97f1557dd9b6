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
 *   const slot = createSlot(view, template, ctx);
 *   renderSlot(view, ctx, slot, record, 42); // fills the row with record 42's cells
 */
import { RawHtml, type CellMetaData, type Column } from '../grid/column/Column';
import { cssPrefix } from '../panel/Panel';
import type { TableView } from './Table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** One row element the view reuses. */
export interface RowSlot {
  /** The row. */
  tr: HTMLTableRowElement;
  /** Its cells, one per visible column. */
  cells: HTMLTableCellElement[];
  /** The `x-grid-cell-inner` element of each cell. */
  inners: HTMLElement[];
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

/**
 * What rendering needs about the visible columns, computed once per column layout rather than
 * per cell.
 */
export interface RenderContext {
  columns: Column[];
  /** The starting classes of each column's cells (`x-grid-cell-first`/`-last` included). */
  cellCls: string[];
  dataIndexes: Array<string | undefined>;
  renderers: Array<Function | undefined>;
  scopes: unknown[];
  encodes: boolean[];
  emptyTexts: string[];
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

/** Builds the render context of the view's visible columns. */
export function createContext(view: TableView, columns: Column[]): RenderContext {
  const p = cssPrefix();
  const last = columns.length - 1;
  return {
    columns,
    cellCls: columns.map((column, i) => {
      column.updateCellCls();
      let cls = column.$cellCls;
      if (i === 0) cls += ` ${p}grid-cell-first`;
      if (i === last) cls += ` ${p}grid-cell-last`;
      return cls;
    }),
    dataIndexes: columns.map((column) => column.dataIndex),
    renderers: columns.map((column) =>
      typeof column.renderer === 'function' ? column.renderer : undefined,
    ),
    scopes: columns.map((column) =>
      column.scope !== undefined ? column.scope : view.grid || view,
    ),
    encodes: columns.map((column) => column.encode !== false),
    emptyTexts: columns.map((column) =>
      column.emptyCellText === undefined || column.emptyCellText === null
        ? ''
        : String(column.emptyCellText),
    ),
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
    rowCls: `${p}grid-row ${p}grid-data-row`,
    altCls: ` ${p}grid-row-alt`,
    selectedCls: ` ${p}grid-row-selected`,
    focusedCls: ` ${p}grid-row-focused`,
    overCls: ` ${p}grid-row-over`,
    dirtyCls: ` ${p}grid-dirty-cell`,
  };
}

/** A template row for the context's columns: slots are clones of it. */
export function createTemplate(doc: Document, ctx: RenderContext): HTMLTableRowElement {
  const p = cssPrefix();
  const tr = doc.createElement('tr');
  tr.className = ctx.rowCls;
  tr.setAttribute('role', 'row');
  for (let c = 0; c < ctx.columns.length; c++) {
    const td = doc.createElement('td');
    td.className = ctx.cellCls[c];
    td.setAttribute('role', 'gridcell');
    const inner = doc.createElement('div');
    inner.className = `${p}grid-cell-inner`;
    inner.appendChild(doc.createTextNode(''));
    td.appendChild(inner);
    tr.appendChild(td);
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
    inners: cells.map((td) => td.firstChild as HTMLElement),
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
  const store = view.store;
  const meta = ctx.meta;
  const modified = view.markDirty ? record.modified : null;
  const cells = slot.cells;
  const inners = slot.inners;
  const count = cells.length;
  for (let c = 0; c < count; c++) {
    const dataIndex = ctx.dataIndexes[c];
    const value = dataIndex === undefined ? undefined : record.get(dataIndex);
    const renderer = ctx.renderers[c];
    let out: unknown = value;
    meta.tdCls = '';
    meta.tdAttr = '';
    meta.style = '';
    if (renderer !== undefined) {
      const column = ctx.columns[c];
      meta.column = column;
      meta.record = record;
      meta.recordIndex = meta.rowIndex = index;
      meta.columnIndex = c;
      meta.align = column.align;
      out = renderer.call(ctx.scopes[c], value, meta, record, index, c, store, view);
    }
    const td = cells[c];
    let cls = ctx.cellCls[c];
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
    writeCell(inners[c], out, ctx.encodes[c], ctx.emptyTexts[c]);
  }
  updateRowState(view, ctx, slot);
}

/** Writes a cell's content: text (the default), or markup when the column or value opts in. */
function writeCell(inner: HTMLElement, out: unknown, encode: boolean, emptyText: string): void {
  if (out instanceof RawHtml) {
    inner.innerHTML = out.html;
    return;
  }
  const text =
    out === undefined || out === null || out === ''
      ? emptyText
      : typeof out === 'string'
        ? out
        : String(out);
  if (!encode) {
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
  const previous = slot.attrs[c];
  if (previous !== null) for (const name of previous) td.removeAttribute(name);
  if (!tdAttr) {
    slot.attrs[c] = null;
    return;
  }
  const names: string[] = [];
  ATTR.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ATTR.exec(tdAttr)) !== null) {
    const name = match[1].toLowerCase();
    if (!ATTR_NAME.test(name) || name.startsWith('on') || name === 'class' || name === 'id') {
      continue;
    }
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    td.setAttribute(name, decodeEntities(value));
    names.push(name);
  }
  slot.attrs[c] = names.length ? names : null;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#039;': "'",
  '&apos;': "'",
};

/** Attribute values in `tdAttr` are written HTML-encoded (`data-qtip="a &amp; b"`). */
function decodeEntities(value: string): string {
  return value.indexOf('&') === -1
    ? value
    : value.replace(/&(?:amp|lt|gt|quot|apos|#0?39);/g, (entity) => ENTITIES[entity]);
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
  const selected = sm ? sm.isSelected(record) : false;
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
  const rowIndex = String(index + view.rowIndexBase());
  if (tr.getAttribute('aria-rowindex') !== rowIndex) {
    tr.setAttribute('aria-rowindex', rowIndex);
    tr.setAttribute('data-recordindex', String(index));
  }
  const ariaSelected = selected ? 'true' : 'false';
  if (tr.getAttribute('aria-selected') !== ariaSelected) {
    tr.setAttribute('aria-selected', ariaSelected);
  }
}
