/**
 * `Lib.grid.column.Column` (xtype `gridcolumn`, alternate `Lib.grid.Column`): one column of a
 * grid: its header cell (this component's element, rendered by the grid's header container)
 * and how its cells show a record's value (`dataIndex`, `renderer`, `align`, `tdCls`).
 *
 * Cell values are shown as text: whatever the value or the renderer returns is HTML-encoded
 * (it is written with `textContent`). Two opt-ins write markup instead (sanitized by
 * `Lib.dom.Markup`), for renderers that build it from trusted pieces:
 * - per column, `encode: false`: every string the column renders is markup;
 * - per cell, a renderer returning `Lib.grid.column.Column.raw(markup)`.
 * A renderer may also set `metaData.tdCls` (classes), `metaData.style` (CSS of the cell) and
 * `metaData.tdAttr` (`name="value"` attributes of the cell; they are set one by one with
 * `setAttribute`, and `on*` handlers are dropped). A quoted value runs to the last quote of its
 * kind in the string, so a quote in the data (`'data-qtip="' + v + '"'`) cannot end it and add
 * attributes; give each of several attributes its own kind of quote (`a="…" b='…'`).
 *
 * `field` and `editor` are kept as configured: the row-editing plugin resolves them (and adds
 * `getEditor`/`setEditor`/`hasEditor` to each column on the grid's `beforerender` and
 * `reconfigure`).
 *
 * @example
 *   {text: 'Price', dataIndex: 'price', flex: 1, align: 'right',
 *    renderer: (v, meta) => { if (v < 0) meta.tdCls = 'negative'; return v.toFixed(2); }}
 *   {text: 'Link', dataIndex: 'url', renderer: (v) => Lib.grid.column.Column.raw(`<a href="${encodeURI(v)}">open</a>`)}
 */
import { registerClass } from '../../../lib/Class';
import { LibError, isUnsafeKey } from '../../../lib/Error';
import { Base } from '../../../lib/Base';
import { isString, own } from '../../../lib/check';
import { cfg, declareConfigs, fail, oneOf, type Test } from '../../../lib/config';
import * as ClassManager from '../../../lib/ClassManager';
import { Component, clampSize, type ComponentConfig } from '../../Component';
import { make, px } from '../../dom/Element.build';
import { toText } from '../../../lib/lang/String';
import { Markup } from '../../dom/Markup';
import type { Model } from '../../data/Model';
import type { Store } from '../../data/Store';
import type { TableView } from '../../view/Table';
import type { HeaderContainer } from '../header/Container';

/** What a renderer may set about its cell (one object, reused from cell to cell). */
export interface CellMetaData {
  /** Extra CSS classes of the cell (`td`). */
  tdCls: string;
  /** Attributes of the cell as `name="value"` pairs (`'data-qtip="Overdue"'`). */
  tdAttr: string;
  /** Inline CSS of the cell. */
  style: string;
  /** The column. */
  column: Column;
  /** The record. */
  record: Model;
  /** The record's index in the store. */
  recordIndex: number;
  /** The row's index in the store (same as `recordIndex`). */
  rowIndex: number;
  /** The column's index among the visible columns. */
  columnIndex: number;
  /** The column's `align`. */
  align: string;
}

/**
 * A renderer: `(value, metaData, record, rowIndex, colIndex, store, view)`. Its result is shown
 * as text, unless the column has `encode: false` or the result is `Column.raw(markup)`.
 */
// Method syntax makes the parameters bivariant: a renderer may declare the value it knows its
// field holds (`(v: number) => v.toFixed(2)`).
export type ColumnRenderer = {
  m(
    value: unknown,
    metaData: CellMetaData,
    record: Model,
    rowIndex: number,
    colIndex: number,
    store: Store,
    view: TableView,
  ): unknown;
}['m'];

export interface ColumnConfig extends ComponentConfig {
  /** Header text, shown as text (default `''`). */
  text?: string;
  /** Same as `text` (the Ext 3 name, still common). */
  header?: string;
  /** The record field the column shows. */
  dataIndex?: string;
  /** Share of the width left by the fixed-width columns (default none: fixed width). */
  flex?: number;
  /** Width in pixels when there is no `flex` (default 100). */
  width?: number;
  /** Smallest width (default 40). */
  minWidth?: number;
  /** Turns a value into what the cell shows; a string names a `Lib.util.Format` function. */
  renderer?: ColumnRenderer | string;
  /** `this` of the renderer (default: the grid). */
  scope?: unknown;
  /** Clicking the header sorts by `dataIndex` (default `true`). */
  sortable?: boolean;
  /** Alignment of header and cells: `'left'` (default), `'center'` or `'right'`. */
  align?: 'left' | 'center' | 'right';
  /** Extra CSS classes of every cell of the column. */
  tdCls?: string;
  /** `false`: the strings the column renders are markup (default `true`: shown as text). */
  encode?: boolean;
  /** The column's editor for the row editor: a field, a field config or an xtype. Kept as given. */
  field?: unknown;
  /** The column's editor for the row editor: a field or a field config. Kept as given. */
  editor?: unknown;
  /** Renderer used by the row editor's display field for a column without editor. */
  editRenderer?: ColumnRenderer;
  /** Text shown for `null`, `undefined` and `''` values (default `''`). */
  emptyCellText?: string;
  /** Tooltip of the header (text). */
  tooltip?: string;
  /** `'qtip'`: the header's `data-qtip`, which `Lib.tip.QuickTipManager` shows; `'title'`: its `title` (default `'qtip'`). */
  tooltipType?: 'qtip' | 'title';
  /** No column menu on this header (default `false`; the menu is in the grid pack). */
  menuDisabled?: boolean;
  /** Dragging the header's right edge resizes the column (default `true`; grid pack). */
  resizable?: boolean;
  /** The column menu's Columns submenu can hide the column (default `true`; grid pack). */
  hideable?: boolean;
  /** Dragging the header moves the column (default `true`; grid pack). */
  draggable?: boolean;
}

/**
 * The function `name` of `Lib.util.Format` (its own, or its class's and their overrides'),
 * or `undefined`: what every object inherits (`toString`, `constructor`, the members of
 * `Lib.Base`) is no formatting function, though `format[name]` would find it.
 */
function formatFunction(format: Format | undefined, name: string): FormatFn | undefined {
  if (isUnsafeKey(name)) return undefined;
  for (
    let o = format;
    o && o !== (Base.prototype as object) && o !== Object.prototype;
    o = Object.getPrototypeOf(o)
  ) {
    if (own(o, name)) return typeof o[name] === 'function' ? (o[name] as FormatFn) : undefined;
  }
  return undefined;
}

/**
 * Markup a renderer returns on purpose (see `Column.raw`). The view writes a cell holding one
 * through `writeTo`: a subclass that builds the cell's elements itself (the grid pack's action
 * and check columns) overrides it.
 */
export class RawHtml {
  /** The markup. */
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  /** The markup. */
  toString(): string {
    return this.html;
  }
  /** Writes the cell's content (`cell`: the `td`): the markup, sanitized by `Lib.dom.Markup`. */
  writeTo(cell: HTMLElement): void {
    Markup.setHtml(cell, this.html);
  }
}

/**
 * @internal The value a cell or the row editor shows of `record`'s `name`: blank for the id a
 * new (phantom) record has not been given yet (an `int` id field's placeholder `0`).
 */
export const cellValue = (record: Model, name: string): unknown => {
  const value = record.get(name);
  return record.phantom && !value && name === record.idProperty ? '' : value;
};

/** `Lib.util.Format` (its functions looked up by name, through its prototypes). */
type Format = Record<string, unknown>;
type FormatFn = (value: unknown) => unknown;

/** A column while `initComponent` resolves its `renderer` (a `Lib.util.Format` function's name, or none). */
type Unresolved = Omit<Column, 'renderer'> & {
  renderer?: ColumnRenderer | string;
  defaultRenderer?: ColumnRenderer;
};

const ALIGNS = ['left', 'center', 'right'];

/** The rule of a column's `align` (also used by subclasses that change its default). */
export const ALIGN: Test = [(v) => ALIGNS.includes(v), "'left', 'center' or 'right'"];

export class Column extends Component {
  declare text: string;
  declare header?: string;
  declare dataIndex?: string;
  declare flex?: number;
  declare width?: number;
  declare minWidth: number;
  declare renderer?: ColumnRenderer;
  declare scope?: unknown;
  declare sortable: boolean;
  declare align: 'left' | 'center' | 'right';
  declare tdCls?: string;
  declare encode: boolean;
  declare field?: unknown;
  declare editor?: unknown;
  declare editRenderer?: ColumnRenderer;
  declare emptyCellText: string;
  declare tooltip?: string;
  declare tooltipType: 'qtip' | 'title';
  declare menuDisabled: boolean;
  declare resizable: boolean;
  declare hideable: boolean;
  declare draggable: boolean;
  /** Always `true` (Ext's type tags). */
  declare isColumn: true;
  declare isHeader: true;
  /** The width the last layout gave the column (flex resolved), or `undefined` before it. */
  declare computedWidth?: number;
  /** `'ASC'`, `'DESC'`, or `null` when the grid is not sorted by this column. */
  declare sortState: 'ASC' | 'DESC' | null;
  /** @internal `true` when the renderer is the class's `defaultRenderer`. */
  declare usingDefaultRenderer?: boolean;

  /** Refuses grouped headers (`columns`), which Lib does not support; the configs are checked by Component. */
  override $construct(config?: ColumnConfig): this {
    if (
      config &&
      typeof config === 'object' &&
      (config as { columns?: unknown }).columns !== undefined
    ) {
      throw new LibError("config 'columns': grouped column headers are not supported", {
        sourceMethod: this.$className || 'Lib.grid.column.Column',
      });
    }
    return super.$construct(config);
  }

  override initComponent(): void {
    super.initComponent();
    const me = this as Unresolved;
    const renderer = me.renderer;
    me.text ??= toText(me.header);
    if (typeof renderer === 'string') {
      const format = (ClassManager.root.util as { Format?: Format } | undefined)?.Format;
      const fn = formatFunction(format, renderer);
      if (!fn) {
        throw new LibError(
          `config 'renderer': '${renderer}' is not a Lib.util.Format function (column '${me.text || me.dataIndex || me.id}')`,
          { sourceMethod: me.$className },
        );
      }
      me.renderer = (value: unknown) => fn.call(format, value);
    } else if (!renderer && typeof me.defaultRenderer === 'function') {
      // Column classes (Number, Date, Boolean) supply a `defaultRenderer` method.
      me.renderer = me.defaultRenderer;
      me.usingDefaultRenderer = true;
      if (me.scope === undefined) me.scope = me;
    }
    if ((me.flex === undefined || me.flex === null) && me.width === undefined) me.width = 100;
    me.sortState = null;
  }

  override getRootCls(): string[] {
    const classes = super.getRootCls();
    classes.push(px('column-header-align-' + this.align));
    if (this.sortable) classes.push(px('column-header-sortable'));
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const dom = me.el!.dom;
    dom.setAttribute('role', 'columnheader');
    if (me.sortable) dom.tabIndex = 0;
    if (me.tooltip) dom.setAttribute(me.tooltipType == 'qtip' ? 'data-qtip' : 'title', me.tooltip);
    make(make(dom, 'div', 'column-header-inner'), 'span', 'column-header-text', undefined, me.text);
    if (me.computedWidth !== undefined) dom.style.width = me.computedWidth + 'px';
    me.renderSortState();
  }

  /** Sets the header text (shown as text). */
  setText(text: string): this {
    this.text = toText(text);
    const node = this.el?.dom.querySelector('.' + px('column-header-text'));
    if (node) node.textContent = this.text;
    return this;
  }

  /** The header container holding the column, if any. */
  getOwnerHeaderCt(): HeaderContainer | undefined {
    const ct = this.ownerCt as Partial<HeaderContainer> | undefined;
    return ct && ct.isGridHeaderContainer ? (ct as HeaderContainer) : undefined;
  }

  /** The column's index among all the grid's columns (hidden included), or -1. */
  getIndex(): number {
    const ct = this.getOwnerHeaderCt();
    return ct ? ct.getGridColumns().indexOf(this) : -1;
  }

  /** The column's index among the visible columns (the cell index), or -1 when hidden. */
  getVisibleIndex(): number {
    const ct = this.getOwnerHeaderCt();
    return ct ? ct.getVisibleGridColumns().indexOf(this) : -1;
  }

  /** The width of the column's cells: the laid-out width (flex resolved), else the configured one. */
  getCellWidth(): number {
    const width = this.computedWidth ?? this.width;
    return typeof width === 'number' ? width : 0;
  }

  /** Same as `getCellWidth` (the header is as wide as the cells). */
  override getWidth(): number {
    return this.getCellWidth();
  }

  /**
   * Gives the column a fixed width (dropping its `flex`); the grid lays out its columns again
   * and fires `columnresize(headerCt, column, width)`.
   */
  override setWidth(width: number | string): this {
    const me = this;
    if (typeof width !== 'number' || !(width >= 0)) {
      fail(me.$className + '#setWidth', 'width', 'a number of pixels', width);
    }
    const hadFlex = me.flex !== undefined && me.flex !== null;
    const before = me.width as number;
    me.flex = undefined;
    // The header container lays the columns out (not a layout run): the change applies now.
    me.width = clampSize(width, me.minWidth) as number;
    if (me.width !== before || hadFlex) me.onResize(me.width, me.height, before, me.height);
    if (me.width !== before)
      me.fireEvent('resize', me, me.width, me.height as number, before, me.height as number);
    return me;
  }

  /** Sets the `flex` (the column shares the free width); the grid lays out its columns again. */
  setFlex(flex: number): this {
    this.flex = flex;
    this.getOwnerHeaderCt()?.onHeaderResize(this);
    return this;
  }

  /** Tells the header container (`onHeaderResize`): it lays the columns out again. */
  override onResize(width?: number | string, height?: number | string, ow?: unknown, oh?: unknown) {
    super.onResize(width, height, ow, oh);
    this.getOwnerHeaderCt()?.onHeaderResize(this);
  }

  /** Tells the header container (`onHeaderShow`). */
  override onShow(): void {
    super.onShow();
    this.getOwnerHeaderCt()?.onHeaderShow(this);
  }

  /** Tells the header container (`onHeaderHide`). */
  override onHide(): void {
    super.onHide();
    this.getOwnerHeaderCt()?.onHeaderHide(this);
  }

  /** The store property a header click sorts by (`dataIndex`). */
  getSortParam(): string | undefined {
    return this.dataIndex;
  }

  /** Whether clicking the header sorts. */
  isSortable(): boolean {
    return this.sortable !== false && !!this.dataIndex;
  }

  /** The direction a header click sorts by next: ascending first, then toggling. */
  getNextSortDirection(): 'ASC' | 'DESC' {
    return this.sortState === 'ASC' ? 'DESC' : 'ASC';
  }

  /** Sorts the grid by this column in the next direction (a header click does this). */
  toggleSortState(): void {
    if (this.isSortable()) this.getOwnerHeaderCt()?.sortBy(this, this.getNextSortDirection());
  }

  /** @internal Shows the sort direction: `x-column-header-sort-ASC/DESC` and `aria-sort`. */
  setSortState(state: 'ASC' | 'DESC' | null): void {
    if (this.sortState === state) return;
    this.sortState = state;
    this.renderSortState();
  }

  /**
   * @internal Writes the sort state into the header element (once rendered): classes
   * `x-column-header-sort-ASC/DESC` and `aria-sort`.
   */
  renderSortState(): void {
    const dom = this.el?.dom;
    if (!dom) return;
    const state = this.sortState;
    dom.classList.toggle(px('column-header-sort-ASC'), state === 'ASC');
    dom.classList.toggle(px('column-header-sort-DESC'), state === 'DESC');
    if (state || this.isSortable()) {
      dom.setAttribute(
        'aria-sort',
        state ? (state === 'ASC' ? 'ascending' : 'descending') : 'none',
      );
    } else {
      dom.removeAttribute('aria-sort');
    }
  }

  /**
   * Wraps markup a renderer builds on purpose, so the cell writes it as markup instead of
   * text: `renderer: (v) => Column.raw('<b>' + Lib.String.htmlEncode(v) + '</b>')`.
   */
  static raw(markup: unknown): RawHtml {
    return new RawHtml(toText(markup));
  }

  /**
   * How the strings renderers return are shown in every grid: `'text'` (Lib's default), unless
   * a column opts in (`encode: false`, `Column.raw`); `'sanitize'`: as markup sanitized by
   * `Lib.dom.Markup`, as Ext 4's legacy renderers expect (`'<b>' + v + '</b>'`). The Ext shim
   * sets `'sanitize'`. Values shown without a renderer stay text either way. Read as a grid
   * renders its columns: set it before creating grids. Any other value is a TypeError.
   */
  static get markup(): 'text' | 'sanitize' {
    return sanitizeRenderers ? 'sanitize' : 'text';
  }
  static set markup(mode: 'text' | 'sanitize') {
    if (mode !== 'text' && mode !== 'sanitize') {
      fail('Lib.grid.column.Column.markup', 'the mode', "'text' or 'sanitize'", mode);
    }
    sanitizeRenderers = mode === 'sanitize';
  }
}

/** Whether renderers' strings are markup (`Column.markup`). */
export let sanitizeRenderers = false;

const nonNegative = (v: unknown) => typeof v === 'number' && v >= 0;

registerClass(Column, 'Lib.grid.column.Column', {
  // `width` and `flex` are declared again: a column's width is a number of pixels (no CSS
  // length), its flex a share of the header row.
  $configs: declareConfigs<ColumnConfig, ComponentConfig, 'width' | 'flex'>({
    text: cfg('string'),
    header: cfg('string'),
    dataIndex: cfg([isString, 'a field name']),
    flex: cfg([nonNegative, 'a number of 0 or more']),
    width: cfg([nonNegative, 'a number of pixels']),
    renderer: cfg([
      (v) => typeof v === 'function' || isString(v),
      'a function or the name of a Lib.util.Format function',
    ]),
    scope: cfg('any'),
    sortable: true,
    align: cfg(ALIGN, 'left'),
    tdCls: cfg('string'),
    encode: true,
    field: cfg('any'),
    editor: cfg('any'),
    editRenderer: cfg('function'),
    emptyCellText: '',
    tooltip: cfg('string'),
    tooltipType: cfg(oneOf('qtip', 'title'), 'qtip'),
    menuDisabled: false,
    resizable: true,
    hideable: true,
    draggable: true,
  }),
  xtype: 'gridcolumn',
  alternateClassName: 'Lib.grid.Column',
  baseCls: px('column-header'),
  isColumn: true,
  isHeader: true,
  minWidth: 40,
  sortState: null,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Column': typeof Column;
  }
  interface AliasMap {
    'widget.gridcolumn': typeof Column;
  }
}
