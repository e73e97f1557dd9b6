/**
 * The row elements of `Lib.view.Table` (classes/view/Table.ts) and how a cell's content gets
 * into them: a concern of its own, the one place where data meets the DOM. Nothing here takes
 * the view; the view's members (`renderSlot`, `updateRowState`...) call these helpers.
 *
 * A slot is one `<tr class="x-grid-row">` with one cell (`<div class="x-grid-cell x-grid-td
 * x-grid-cell-inner" role="gridcell">`, a `td` under `Lib.view.Table.cellTag = 'td'`) per
 * visible column, the value right inside the cell (no inner element: 7 elements a row for
 * 6 columns). Slots are created from a template row (one `cloneNode` per slot) and then only
 * re-filled. Values go in as text (a Text node's `data`), so data can never become markup; see
 * Column.ts for the two markup opt-ins, whose markup goes through `Lib.dom.Markup` (sanitized,
 * never raw).
 * Attributes a renderer asks for (`metaData.tdAttr`) are set one by one, never as markup.
 *
 * @example
 *   const slot = createSlot(createTemplate(document, ctx), 'grid-row-1');
 *   writeCell(slot.cells[0], 'Lisa', ctx.cells[0]);
 */
import { RawHtml, type CellMetaData, type Column } from '../grid/column/Column';
import { make } from '../dom/Element.build';
import { Markup } from '../dom/Markup';
import type { ViewItem } from './Table';

/** One row element the view reuses. */
export interface RowSlot {
  /** The row. */
  tr: HTMLTableRowElement;
  /** Its cells, one per visible column. */
  cells: HTMLElement[];
  /** The record shown, or `null`. */
  record: ViewItem | null;
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
  /** @internal The row's `translateY` in pixels (NaN before the first). */
  y: number;
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
 * per cell (`Lib.view.Table#createRenderContext`).
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

/**
 * `name="value"`, `name='value'` or a bare `name` in a `tdAttr` string. A quoted value ends at
 * its first closing quote (values are written HTML-encoded, `data-qtip="a &quot; b"`), so
 * `a="x" b="y"` is two attributes.
 */
const ATTR = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
const ATTR_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** A template row for the context's columns (cells of element `tag`): slots are clones of it. */
export function createTemplate(
  doc: Document,
  ctx: RenderContext,
  tag: 'div' | 'td' = 'div',
): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  tr.className = ctx.rowCls;
  tr.setAttribute('role', 'row');
  for (const cell of ctx.cells) {
    const td = make(tr, tag, '', { role: 'gridcell' });
    td.className = cell.cls;
    td.appendChild(doc.createTextNode(''));
  }
  return tr;
}

/** A new slot cloned from the template (not yet in the document, showing nothing). */
export function createSlot(template: HTMLTableRowElement, id: string): RowSlot {
  const tr = template.cloneNode(true) as HTMLTableRowElement;
  tr.id = id;
  const cells = Array.from(tr.children) as HTMLElement[];
  return {
    tr,
    cells,
    record: null,
    index: -1,
    claimed: false,
    pos: -1,
    attrs: cells.map(() => null),
    styled: cells.map(() => false),
    y: NaN,
  };
}

/**
 * Writes a cell's content (`inner`: the cell): text (the default), or sanitized markup when the
 * column or value opts in.
 */
export function writeCell(inner: HTMLElement, out: unknown, cell: CellContext): void {
  if (out instanceof RawHtml) return out.writeTo(inner);
  const text =
    out === undefined || out === null || out === ''
      ? cell.emptyText
      : typeof out === 'string'
        ? out
        : String(out);
  if (!cell.encode) {
    Markup.setHtml(inner, text);
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
 * Sets the attributes of a `tdAttr` string on cell `c` of a slot, one by one (so a value
 * cannot end its attribute), dropping event handler attributes and invalid names; removes
 * those a previous render set.
 */
export function applyAttributes(td: HTMLElement, slot: RowSlot, c: number, tdAttr: string): void {
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
