/**
 * The row window of `Lib.view.Table` (classes/view/Table.ts): which rows are in the DOM for
 * the scroll position, how they follow the store, and scrolling. The members of
 * `windowMethods` are part of the view's prototype (Table.ts puts them in its registration
 * body).
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
import {
  createSlot,
  renderSlot,
  updateRowState,
  type RenderContext,
  type RowSlot,
} from './Table.rows';
import type { TableView } from './Table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The row-window and scrolling members of `Lib.view.Table`. */
export const windowMethods = {
  /**
   * @internal Puts the rows in view into the DOM. `all`: writes every row; otherwise rows that
   * still show the same record keep their element and content, and only the others are written
   * (into the elements of the records that left).
   */
  renderRows(this: TableView, all: boolean): void {
    const store = this.store;
    const count = store.getCount();
    const ctx = this.context();
    const rh = this.rowHeight;
    const header = this.$headerHeight;
    let viewport: number;
    if (this.$autoHeight) {
      viewport = Math.min(count, this.virtualThreshold) * rh;
      const height = header + viewport + 'px';
      if (this.el!.dom.style.height !== height) this.el!.dom.style.height = height;
    } else {
      viewport = Math.max(0, this.$clientHeight - header);
    }
    const total = count * rh;
    const spacer = Math.min(total, this.maxScrollHeight);
    const maxScroll = Math.max(0, spacer - viewport);
    this.scrollRatio = total > spacer && maxScroll > 0 ? (total - viewport) / maxScroll : 1;
    if (spacer !== this.$spacerHeight) {
      this.$spacerHeight = spacer;
      this.body!.dom.style.height = spacer + 'px';
    }
    const dom = this.el!.dom;
    let scrollTop = dom.scrollTop || 0;
    if (scrollTop > maxScroll) {
      scrollTop = maxScroll;
      // Browsers clamp by themselves; without layout (happy-dom) the position is ours to fix.
      if (dom.scrollTop > maxScroll) dom.scrollTop = maxScroll;
    }
    this.lastScrollTop = scrollTop;
    const virtualTop = scrollTop * this.scrollRatio;
    const first = Math.min(count, Math.floor(virtualTop / rh));
    const start = Math.max(0, first - this.bufferRows);
    const end = Math.min(count, first + Math.ceil(viewport / rh) + 1 + this.bufferRows);
    this.renderStart = start;
    const top = scrollTop - virtualTop + start * rh;
    if (top !== this.tableTop || all) {
      this.tableTop = top;
      (this.$table as HTMLTableElement).style.transform = `translateY(${top}px)`;
    }
    if (all) this.fillAll(ctx, start, end);
    else this.fillChanged(ctx, start, end);
    const ariaCount = String(count + this.rowIndexBase() - 1);
    if (dom.getAttribute('aria-rowcount') !== ariaCount)
      dom.setAttribute('aria-rowcount', ariaCount);
    this.updateActiveDescendant();
    this.updateEmptyText();
    if (!this.$rowHeightMeasured && this.slots.length) this.measureRows();
  },

  /** @internal Writes every row in place (no element moves), adding or dropping rows at the end. */
  fillAll(this: TableView, ctx: RenderContext, start: number, end: number): void {
    const store = this.store;
    const slots = this.slots;
    const n = end - start;
    const byRecord = this.$byRecord;
    byRecord.clear();
    while (slots.length > n) (slots.pop() as RowSlot).tr.remove();
    const tbody = this.$tbody as HTMLTableSectionElement;
    for (let j = 0; j < n; j++) {
      let slot = slots[j];
      if (slot === undefined) {
        slot = slots[j] = this.newSlot();
        tbody.appendChild(slot.tr);
      }
      const record = store.getAt(start + j);
      renderSlot(this, ctx, slot, record, start + j);
      byRecord.set(record, slot);
    }
  },

  /**
   * @internal Matches the rows to the records now in view: a row whose record stays keeps its
   * element and content (only its index-dependent state is updated); the rows of records that
   * left take the records that came, and move to their place. When the order of the staying
   * records changed, everything is written in place instead.
   */
  fillChanged(this: TableView, ctx: RenderContext, start: number, end: number): void {
    const store = this.store;
    const old = this.slots;
    const byRecord = this.$byRecord;
    const n = end - start;
    // Scratch arrays kept on the view: a scroll step allocates no arrays.
    const next = this.$spare as Array<RowSlot | undefined>;
    const records = this.$records;
    const free = this.$free;
    next.length = records.length = free.length = 0;
    for (let i = 0; i < old.length; i++) {
      old[i].pos = i;
      old[i].claimed = false;
    }
    let lastPos = -1;
    for (let j = 0; j < n; j++) {
      const record = store.getAt(start + j);
      records.push(record);
      const slot = byRecord.get(record);
      if (slot !== undefined && !slot.claimed) {
        if (slot.pos < lastPos) {
          this.fillAll(ctx, start, end);
          return;
        }
        lastPos = slot.pos;
        slot.claimed = true;
        next.push(slot);
      } else {
        next.push(undefined);
      }
    }
    for (let i = 0; i < old.length; i++) if (!old[i].claimed) free.push(old[i]);
    if (free.length === old.length && old.length > 0) {
      // Nothing stays (a jump): writing the rows in place is cheaper than moving them.
      this.fillAll(ctx, start, end);
      return;
    }
    byRecord.clear();
    const tbody = this.$tbody as HTMLTableSectionElement;
    let ref: Node | null = null;
    for (let j = n - 1; j >= 0; j--) {
      let slot = next[j];
      const index = start + j;
      if (slot === undefined) {
        slot = next[j] = free.pop() || this.newSlot();
        renderSlot(this, ctx, slot, records[j], index);
        tbody.insertBefore(slot.tr, ref);
      } else if (slot.index !== index) {
        slot.index = index;
        updateRowState(this, ctx, slot);
      }
      slot.claimed = false;
      byRecord.set(records[j], slot);
      ref = slot.tr;
    }
    for (let i = 0; i < free.length; i++) {
      free[i].tr.remove();
      free[i].record = null;
    }
    free.length = records.length = 0;
    this.$spare = old;
    this.slots = next as RowSlot[];
  },

  /** @internal A new row element for the current columns. */
  newSlot(this: TableView): RowSlot {
    this.context();
    return createSlot(this.$template as HTMLTableRowElement, `${this.id}-row-${++this.$slotSeed}`);
  },

  /** @internal In a browser, adopts the rendered row height if the theme differs from `rowHeight`. */
  measureRows(this: TableView): void {
    this.$rowHeightMeasured = true;
    if (!this.measureRowHeight) return;
    const measured = this.slots[0].tr.offsetHeight;
    if (measured > 0 && measured !== this.rowHeight) {
      this.rowHeight = measured;
      this.renderRows(false);
    }
  },

  /** @internal Shows the empty text when the store is empty and not loading. */
  updateEmptyText(this: TableView): void {
    const empty = this.emptyEl;
    if (!empty) return;
    const show = !!this.emptyText && this.store.getCount() === 0 && !this.store.isLoading?.();
    if (show) empty.textContent = String(this.emptyText);
    const display = show ? '' : 'none';
    if (empty.style.display !== display) empty.style.display = display;
  },

  /** @internal `aria-activedescendant`: the row with the keyboard focus, when rendered. */
  updateActiveDescendant(this: TableView): void {
    const dom = this.el!.dom;
    const focused = this.selModel ? this.selModel.lastFocused : null;
    const slot = focused ? this.$byRecord.get(focused) : undefined;
    if (slot) {
      if (dom.getAttribute('aria-activedescendant') !== slot.tr.id) {
        dom.setAttribute('aria-activedescendant', slot.tr.id);
      }
    } else if (dom.hasAttribute('aria-activedescendant')) {
      dom.removeAttribute('aria-activedescendant');
    }
  },

  /** @internal `scroll` on the element: renders the rows now in view, then fires `scroll`. */
  onScroll(this: TableView): void {
    if (!this.rendered || !this.viewReady) return;
    const dom = this.el!.dom;
    // Read before rendering: after the rows change, reading a scroll offset forces a layout.
    const left = dom.scrollLeft || 0;
    if (dom.scrollTop !== this.lastScrollTop) this.renderRows(false);
    this.fireEvent('scroll', this, this.lastScrollTop, left);
  },

  /** The vertical scroll position in pixels. */
  getScrollTop(this: TableView): number {
    return this.el ? this.el.dom.scrollTop || 0 : 0;
  },

  /** Scrolls to `top` pixels and renders the rows there at once (also fires `scroll`). */
  setScrollTop(this: TableView, top: number): void {
    if (!this.rendered) return;
    const dom = this.el!.dom;
    dom.scrollTop = Math.max(0, top);
    this.onScroll();
  },

  /** The number of rows the viewport shows (at least 1). */
  getVisibleRowCount(this: TableView): number {
    return Math.max(1, Math.floor(this.getViewportHeight() / this.rowHeight));
  },

  /** The height in pixels of the area showing rows (the view less its header row). */
  getViewportHeight(this: TableView): number {
    return this.$autoHeight
      ? Math.min(this.store.getCount(), this.virtualThreshold) * this.rowHeight
      : Math.max(0, this.$clientHeight - this.$headerHeight);
  },

  /** The store index of the first row in view. */
  getFirstVisibleRowIndex(this: TableView): number {
    const count = this.store.getCount();
    return Math.min(
      Math.max(0, count - 1),
      Math.floor((this.lastScrollTop * this.scrollRatio) / this.rowHeight),
    );
  },

  /**
   * A row's top in pixels inside `body`, for a store index or a record of the store (rendered
   * or not); `null` for anything else. An element placed absolutely in `body` at this top sits
   * over the row and scrolls with it (beyond `maxScrollHeight` rows move against the scroll
   * position: such an element follows them by listening to the view's `scroll` event).
   */
  getRowTop(this: TableView, item: Any): number | null {
    const index = typeof item === 'number' ? item : this.indexOf(item);
    if (index < 0 || index >= this.store.getCount()) return null;
    return this.tableTop + (index - this.renderStart) * this.rowHeight;
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
    const top = this.getRowTop(item);
    if (top === null) return null;
    const width = this.headerCt ? this.headerCt.totalWidth : 0;
    return { top, left: 0, width, height: this.rowHeight, viewTop: top - this.lastScrollTop };
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
    if (!this.rendered) return null;
    const index = typeof item === 'number' ? item : this.indexOf(item);
    if (index < 0 || index >= this.store.getCount()) return null;
    const rh = this.rowHeight;
    const viewport = this.getVisibleRowCount() * rh;
    const ratio = this.scrollRatio;
    const current = this.lastScrollTop * ratio;
    const top = index * rh;
    let target = current;
    const align = options?.align || 'nearest';
    if (align === 'start') target = top;
    else if (align === 'end') target = top + rh - viewport;
    else if (align === 'center') target = top - (viewport - rh) / 2;
    else if (top < current) target = top;
    else if (top + rh > current + viewport) target = top + rh - viewport;
    if (target !== current) this.setScrollTop(Math.max(0, target / ratio));
    return this.getNode(index);
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
    const dom = this.el?.dom;
    if (dom) (dom as Any).focus({ preventScroll: true });
  },
};
