/**
 * The row window of `Lib.view.Table` (classes/view/Table.ts): which rows are in the DOM for
 * the scroll position, how they follow the store, and scrolling. The members of
 * `windowMethods` are part of the view's prototype (Table.ts puts them in its registration
 * body); the functions exported beside them are the view's internal steps.
 *
 * Geometry (in pixels): every row is `rowHeight` high, row `i` starting at `i * rowHeight` in
 * "virtual" pixels; the scroll position times `scrollRatio` (1 unless all the rows together
 * are taller than `maxScrollHeight`) is the virtual position of the top of the view. The rows
 * rendered go from `bufferRows` above the first row in view to `bufferRows` below the last,
 * in a table moved (inside `body`, the spacer below the sticky header) to where the first of
 * them shows.
 *
 * @example
 *   view.setScrollTop(24 * 5000); // renders rows around the 5 000th at once
 *   view.getRowTop(5000); // 120000
 */
import type { TableView } from './Table';
import {
  context,
  createSlot,
  renderSlot,
  rowIndexBase,
  updateRowState,
  type RenderContext,
  type RowSlot,
} from './Table.rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** Sets or removes (`null`) an attribute of `dom` unless it already has that value. */
export function setAttr(dom: HTMLElement, name: string, value: string | null): void {
  if (dom.getAttribute(name) !== value) {
    if (value === null) dom.removeAttribute(name);
    else dom.setAttribute(name, value);
  }
}

/**
 * Puts the rows in view into the DOM. `all`: writes every row; otherwise rows that still show
 * the same record keep their element and content, and only the others are written (into the
 * elements of the records that left).
 */
export function renderRows(view: TableView, all?: boolean): void {
  const count = view.store.getCount();
  const ctx = context(view);
  const rh = view.rowHeight;
  const header = view.$headerHeight;
  const dom = view.el!.dom;
  const style = dom.style;
  const viewport = view.getViewportHeight();
  if (view.$autoHeight) {
    const height = header + viewport + 'px';
    if (style.height !== height) style.height = height;
  }
  const total = count * rh;
  const spacer = Math.min(total, view.maxScrollHeight);
  const maxScroll = Math.max(0, spacer - viewport);
  const ratio = (view.scrollRatio =
    total > spacer && maxScroll > 0 ? (total - viewport) / maxScroll : 1);
  if (spacer !== view.$spacerHeight) {
    view.$spacerHeight = spacer;
    view.body!.dom.style.height = spacer + 'px';
  }
  let scrollTop = dom.scrollTop || 0;
  if (scrollTop > maxScroll) {
    scrollTop = maxScroll;
    // Browsers clamp by themselves; without layout (happy-dom) the position is ours to fix.
    dom.scrollTop = maxScroll;
  }
  view.lastScrollTop = scrollTop;
  const virtualTop = scrollTop * ratio;
  const first = Math.min(count, Math.floor(virtualTop / rh));
  const buffer = view.bufferRows;
  const start = Math.max(0, first - buffer);
  const end = Math.min(count, first + Math.ceil(viewport / rh) + 1 + buffer);
  view.renderStart = start;
  const top = scrollTop - virtualTop + start * rh;
  if (top !== view.tableTop || all) {
    view.tableTop = top;
    view.$table!.style.transform = `translateY(${top}px)`;
  }
  (all ? fillAll : fillChanged)(view, ctx, start, end);
  setAttr(dom, 'aria-rowcount', String(count + rowIndexBase(view) - 1));
  updateActiveDescendant(view);
  updateEmptyText(view);
  // In a browser, the rendered row height is adopted if the theme differs from `rowHeight`.
  if (!view.$rowHeightMeasured && view.slots.length) {
    view.$rowHeightMeasured = true;
    const measured = view.measureRowHeight ? view.slots[0].tr.offsetHeight : 0;
    if (measured > 0 && measured !== rh) {
      view.rowHeight = measured;
      renderRows(view);
    }
  }
}

/** Writes every row in place (no element moves), adding or dropping rows at the end. */
function fillAll(view: TableView, ctx: RenderContext, start: number, end: number): void {
  const store = view.store;
  const slots = view.slots;
  const n = end - start;
  const byRecord = view.$byRecord;
  byRecord.clear();
  while (slots.length > n) slots.pop()!.tr.remove();
  for (let j = 0; j < n; j++) {
    let slot = slots[j];
    if (!slot) view.$tbody!.appendChild((slot = slots[j] = newSlot(view)).tr);
    const record = store.getAt(start + j);
    renderSlot(view, ctx, slot, record, start + j);
    byRecord.set(record, slot);
  }
}

/**
 * Matches the rows to the records now in view: a row whose record stays keeps its element and
 * content (only its index-dependent state is updated); the rows of records that left take the
 * records that came, and move to their place. When the order of the staying records changed,
 * everything is written in place instead.
 */
function fillChanged(view: TableView, ctx: RenderContext, start: number, end: number): void {
  const store = view.store;
  const old = view.slots;
  const byRecord = view.$byRecord;
  const n = end - start;
  // Scratch arrays kept on the view: a scroll step allocates no arrays.
  const next = view.$spare as Array<RowSlot | undefined>;
  const records = view.$records;
  const free = view.$free;
  let i: number;
  let j: number;
  next.length = records.length = free.length = 0;
  for (i = 0; i < old.length; i++) {
    old[i].pos = i;
    old[i].claimed = false;
  }
  let lastPos = -1;
  for (j = 0; j < n; j++) {
    const record = store.getAt(start + j);
    const slot = byRecord.get(record);
    records.push(record);
    if (slot !== undefined && !slot.claimed) {
      if (slot.pos < lastPos) return fillAll(view, ctx, start, end);
      lastPos = slot.pos;
      slot.claimed = true;
      next.push(slot);
    } else {
      next.push(undefined);
    }
  }
  for (i = 0; i < old.length; i++) if (!old[i].claimed) free.push(old[i]);
  // Nothing stays (a jump): writing the rows in place is cheaper than moving them.
  if (free.length === old.length && old.length > 0) return fillAll(view, ctx, start, end);
  byRecord.clear();
  let ref: Node | null = null;
  for (j = n - 1; j >= 0; j--) {
    let slot = next[j];
    const index = start + j;
    if (slot === undefined) {
      slot = next[j] = free.pop() || newSlot(view);
      renderSlot(view, ctx, slot, records[j], index);
      view.$tbody!.insertBefore(slot.tr, ref);
    } else if (slot.index !== index) {
      slot.index = index;
      updateRowState(view, ctx, slot);
    }
    slot.claimed = false;
    byRecord.set(records[j], slot);
    ref = slot.tr;
  }
  for (const slot of free) {
    slot.tr.remove();
    slot.record = null;
  }
  free.length = records.length = 0;
  view.$spare = old;
  view.slots = next as RowSlot[];
}

/** A new row element for the current columns (the render context is made: see `context`). */
function newSlot(view: TableView): RowSlot {
  return createSlot(view.$template!, `${view.id}-row-${++view.$slotSeed}`);
}

/** Shows the empty text when the store is empty and not loading. */
export function updateEmptyText(view: TableView): void {
  const empty = view.emptyEl;
  if (!empty) return;
  const store = view.store;
  const show = !!view.emptyText && store.getCount() === 0 && !store.isLoading?.();
  if (show) empty.textContent = String(view.emptyText);
  const display = show ? '' : 'none';
  if (empty.style.display !== display) empty.style.display = display;
}

/** `aria-activedescendant`: the row with the keyboard focus, when rendered. */
export function updateActiveDescendant(view: TableView): void {
  const sm = view.selModel;
  const slot = sm && sm.lastFocused ? view.$byRecord.get(sm.lastFocused) : undefined;
  setAttr(view.el!.dom, 'aria-activedescendant', slot ? slot.tr.id : null);
}

/** The store index of an item: a number as is, else the index of a record (or row). */
function indexOfItem(view: TableView, item: Any): number {
  return typeof item === 'number' ? item : view.indexOf(item);
}

/** The row-window and scrolling members of `Lib.view.Table`. */
export const windowMethods = {
  /** @internal `scroll` on the element: renders the rows now in view, then fires `scroll`. */
  onScroll(this: TableView): void {
    const me = this;
    if (!me.rendered || !me.viewReady) return;
    const dom = me.el!.dom;
    // Read before rendering: after the rows change, reading a scroll offset forces a layout.
    const left = dom.scrollLeft || 0;
    if (dom.scrollTop !== me.lastScrollTop) renderRows(me);
    me.fireEvent('scroll', me, me.lastScrollTop, left);
  },

  /** The vertical scroll position in pixels. */
  getScrollTop(this: TableView): number {
    return this.el ? this.el.dom.scrollTop || 0 : 0;
  },

  /** Scrolls to `top` pixels and renders the rows there at once (also fires `scroll`). */
  setScrollTop(this: TableView, top: number): void {
    if (!this.rendered) return;
    this.el!.dom.scrollTop = Math.max(0, top);
    this.onScroll();
  },

  /** The number of rows the viewport shows (at least 1). */
  getVisibleRowCount(this: TableView): number {
    return Math.max(1, Math.floor(this.getViewportHeight() / this.rowHeight));
  },

  /** The height in pixels of the area showing rows (the view less its header row). */
  getViewportHeight(this: TableView): number {
    const me = this;
    return me.$autoHeight
      ? Math.min(me.store.getCount(), me.virtualThreshold) * me.rowHeight
      : Math.max(0, me.$clientHeight - me.$headerHeight);
  },

  /** The store index of the first row in view. */
  getFirstVisibleRowIndex(this: TableView): number {
    const me = this;
    return Math.min(
      Math.max(0, me.store.getCount() - 1),
      Math.floor((me.lastScrollTop * me.scrollRatio) / me.rowHeight),
    );
  },

  /**
   * A row's top in pixels inside `body`, for a store index or a record of the store (rendered
   * or not); `null` for anything else. An element placed absolutely in `body` at this top sits
   * over the row and scrolls with it (beyond `maxScrollHeight` rows move against the scroll
   * position: such an element follows them by listening to the view's `scroll` event).
   */
  getRowTop(this: TableView, item: Any): number | null {
    const me = this;
    const index = indexOfItem(me, item);
    if (index < 0 || index >= me.store.getCount()) return null;
    return me.tableTop + (index - me.renderStart) * me.rowHeight;
  },

  /**
   * Where a row is inside `body`: `{top, left, width, height}` in pixels (`width` is the total
   * width of the visible columns), for a store index or a record of the store; `null` for
   * anything else. Also `viewTop`: the row's top relative to the top of the rows area in view
   * (negative above it, beyond `getViewportHeight()` below it).
   */
  getRowBox(
    this: TableView,
    item: Any,
  ): { top: number; left: number; width: number; height: number; viewTop: number } | null {
    const me = this;
    const top = me.getRowTop(item);
    if (top === null) return null;
    const width = me.headerCt ? me.headerCt.totalWidth : 0;
    return { top, left: 0, width, height: me.rowHeight, viewTop: top - me.lastScrollTop };
  },

  /**
   * Scrolls the least needed for a record (or store index) to be fully in view, and renders
   * it; its row is then `getNode(record)`. Returns the row, or `null` for an unknown record.
   */
  ensureVisible(this: TableView, item: Any): HTMLTableRowElement | null {
    return this.scrollToRecord(item);
  },

  /**
   * Scrolls a record (or store index) into view: `align` `'nearest'` (default: the least
   * scrolling), `'start'`, `'center'` or `'end'`. Returns its row, or `null` for an unknown record.
   */
  scrollToRecord(
    this: TableView,
    item: Any,
    options?: { align?: 'nearest' | 'start' | 'center' | 'end' },
  ): HTMLTableRowElement | null {
    const me = this;
    if (!me.rendered) return null;
    const index = indexOfItem(me, item);
    if (index < 0 || index >= me.store.getCount()) return null;
    const rh = me.rowHeight;
    const viewport = me.getVisibleRowCount() * rh;
    const ratio = me.scrollRatio;
    const current = me.lastScrollTop * ratio;
    const top = index * rh;
    // Where the view's top goes to show the row at its start, its end or its centre.
    const toEnd = top + rh - viewport;
    const align = options?.align;
    const target =
      align === 'start'
        ? top
        : align === 'end'
          ? toEnd
          : align === 'center'
            ? top - (viewport - rh) / 2
            : top < current
              ? top
              : toEnd > current
                ? toEnd
                : current;
    if (target !== current) me.setScrollTop(Math.max(0, target / ratio));
    return me.getNode(index);
  },

  /**
   * Gives a record's row the keyboard focus (scrolling it into view) and focuses the view.
   * Returns the row.
   */
  focusRow(this: TableView, item: Any): HTMLTableRowElement | null {
    const record = typeof item === 'number' ? this.store.getAt(item) : item;
    if (!record) return null;
    const row = this.ensureVisible(record);
    this.getSelectionModel().setLastFocused(record);
    this.focusEl();
    return row;
  },

  /** Focuses the view's element without scrolling the page. */
  focusEl(this: TableView): void {
    (this.el?.dom as Any)?.focus({ preventScroll: true });
  },
};
