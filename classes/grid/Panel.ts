/**
 * `Lib.grid.Panel` (xtypes `gridpanel` and `grid`, alternate `Lib.grid.GridPanel`): a panel
 * showing a store's records as rows and columns. It puts together the header container
 * (`headerCt`, the columns), the view (`getView()`, a `Lib.grid.View` rendering the rows,
 * virtually for any number of records) and the selection model (`getSelectionModel()`, a
 * `Lib.selection.RowModel` for `selType: 'rowmodel'`), and relays their events with Ext JS 4's
 * arguments: `itemclick(view, record, item, index, e)`, `cellclick(view, td, cellIndex,
 * record, tr, rowIndex, e)`, `select(selModel, record, index)`, `selectionchange(selModel,
 * selected)`, `sortchange(headerCt, column, direction)`, `columnresize(headerCt, column,
 * width)`, `viewready(grid)`... Header clicks sort the store (remotely with `remoteSort`).
 *
 * Plugins (`plugins: [...]`) get `init(grid)` before rendering; the grid fires `beforerender`
 * (the moment a row editor gives the columns their editor methods) and `reconfigure`.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     title: 'Simpsons', store: 'simpsonsStore', height: 200, width: 400,
 *     columns: [{header: 'Name', dataIndex: 'name'}, {header: 'Email', dataIndex: 'email', flex: 1}],
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { describe } from '../../lib/Error';
import { check, isObj, type Rule } from '../../lib/check';
import { ComponentManager } from '../ComponentManager';
import { cssPrefix, Panel, type PanelConfig } from '../panel/Panel';
import { HeaderContainer } from './header/Container';
import type { Column } from './column/Column';
import { resolveStore } from '../view/Table';
import type { TableView, TableViewConfig } from '../view/Table';
// The view and selection model the grid creates by xtype and alias.
import './View';
import '../selection/RowModel';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface GridPanelConfig extends PanelConfig {
  /** The store: a store, a storeId registered with `Lib.data.StoreManager`, or a store config. */
  store?: Any;
  /** Column configs or columns, or `{items, defaults}`. */
  columns?: Any[] | { items?: Any[]; defaults?: Record<string, Any> };
  /** The selection model's type: `'rowmodel'` (default) → alias `selection.rowmodel`. */
  selType?: string;
  /** The selection model: an instance or a config (`{mode: 'MULTI'}`, `{selType}`). */
  selModel?: Any;
  /** Selection mode MULTI (default `false`). */
  multiSelect?: boolean;
  /** Selection mode SIMPLE (default `false`). */
  simpleSelect?: boolean;
  /** Nothing can be selected (default `false`). */
  disableSelection?: boolean;
  /** Hide the header row (default `false`). */
  hideHeaders?: boolean;
  /** Vertical lines between cells (default `false`). */
  columnLines?: boolean;
  /** Horizontal lines between rows (default `true`). */
  rowLines?: boolean;
  /** Text shown when the store is empty (as text). */
  emptyText?: string;
  /** Config of the view (`stripeRows`, `getRowClass`, `rowHeight`, `bufferRows`, `emptyText`...). */
  viewConfig?: TableViewConfig;
  /** xtype of the view (default `'gridview'`). */
  viewType?: string;
  /** Header clicks sort (default `true`). */
  sortableColumns?: boolean;
  /** Columns share the whole width in proportion to their widths (default `false`). */
  forceFit?: boolean;
}

/** View events the grid fires as its own (Ext JS 4's list). */
const VIEW_EVENTS = [
  'beforeitemmousedown',
  'beforeitemmouseup',
  'beforeitemmouseenter',
  'beforeitemmouseleave',
  'beforeitemclick',
  'beforeitemdblclick',
  'beforeitemcontextmenu',
  'beforeitemkeydown',
  'itemmousedown',
  'itemmouseup',
  'itemmouseenter',
  'itemmouseleave',
  'itemclick',
  'itemdblclick',
  'itemcontextmenu',
  'itemkeydown',
  'beforecellclick',
  'cellclick',
  'beforecelldblclick',
  'celldblclick',
  'beforecellcontextmenu',
  'cellcontextmenu',
  'beforecellmousedown',
  'cellmousedown',
  'beforecellmouseup',
  'cellmouseup',
  'beforecellkeydown',
  'cellkeydown',
  'beforecontainerclick',
  'containerclick',
  'containerdblclick',
  'containercontextmenu',
  'containerkeydown',
];

/** Selection model events the grid fires as its own. */
const SELECTION_EVENTS = [
  'selectionchange',
  'beforeselect',
  'beforedeselect',
  'select',
  'deselect',
];

/** Header container events the grid fires as its own. */
const HEADER_EVENTS = [
  'columnresize',
  'columnhide',
  'columnshow',
  'columnschanged',
  'sortchange',
  'headerclick',
];

export class GridPanel extends Panel {
  declare store: Any;
  /** @internal The store the grid made itself (from a config or none), destroyed with it. */
  declare $ownStore: Any;
  /** The columns (after construction: the column instances). */
  declare columns: Column[];
  declare selType: string;
  declare selModel: Any;
  declare multiSelect: boolean;
  declare simpleSelect: boolean;
  declare disableSelection: boolean;
  declare hideHeaders: boolean;
  declare columnLines: boolean;
  declare rowLines: boolean;
  declare emptyText?: string;
  declare viewConfig?: TableViewConfig;
  declare viewType: string;
  declare sortableColumns: boolean;
  declare forceFit: boolean;
  /** The header container holding the columns. */
  declare headerCt: HeaderContainer;
  /** Same as `headerCt` (Ext 4.2's `columnManager`: `getColumns`, `getVisibleColumns`...). */
  declare columnManager: HeaderContainer;
  /** The view. */
  declare view: TableView;
  /** Always `true`. */
  declare isGridPanel: true;

  override $construct(config?: GridPanelConfig): this {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  override initComponent(): void {
    super.initComponent();
    try {
      this.initGrid();
    } catch (error) {
      // A bad config: what was made is released, the grid does not stay registered.
      this.headerCt?.destroy();
      ComponentManager.unregister(this);
      throw error;
    }
  }

  /** @internal Makes the store, the columns, the selection model and the view. */
  initGrid(): void {
    const given = this.store;
    this.store = resolveStore(given, this.$className);
    this.$ownStore = createdHere(given) ? this.store : null;
    const { items, defaults } = columnsConfig(this.columns as unknown, this.$className);
    this.headerCt = new HeaderContainer({
      items,
      defaults,
      grid: this,
      ownerCt: this,
      sortable: this.sortableColumns !== false,
      forceFit: this.forceFit === true,
      hidden: this.hideHeaders === true,
    });
    this.columnManager = this.headerCt;
    this.columns = this.headerCt.getGridColumns();
    const sm = this.createSelectionModel();
    this.selModel = sm;
    const viewConfig: Record<string, Any> = { ...(this.viewConfig || {}) };
    if (this.emptyText !== undefined && viewConfig.emptyText === undefined) {
      viewConfig.emptyText = this.emptyText;
    }
    this.view = ClassManager.widget(this.viewType || 'gridview', {
      ...viewConfig,
      grid: this,
      ownerCt: this,
      store: this.store,
      headerCt: this.headerCt,
      selModel: sm,
    });
    sm.bindComponent(this.view);
    if (this.disableSelection) sm.setLocked(true);
    this.relayEvents(this.view, VIEW_EVENTS);
    this.relayEvents(sm, SELECTION_EVENTS);
    this.relayEvents(this.headerCt, HEADER_EVENTS);
    this.mon(this.view, 'viewready', this.onViewReady, this);
  }

  /** @internal The selection model from `selModel`, `selType`, `multiSelect`, `simpleSelect`. */
  createSelectionModel(): Any {
    const given = this.selModel;
    if (given && given.isSelectionModel) return given;
    if (given !== undefined && given !== null && typeof given !== 'object') {
      throw new TypeError(
        `[${this.$className}] config 'selModel' must be a selection model or a config object, got ${describe(given)}`,
      );
    }
    const config: Record<string, Any> = { ...(given || {}) };
    const type = config.selType || this.selType || 'rowmodel';
    delete config.selType;
    if (config.mode === undefined) {
      if (this.multiSelect) config.mode = 'MULTI';
      else if (this.simpleSelect) config.mode = 'SIMPLE';
    }
    return ClassManager.createByAlias('selection.' + type, config);
  }

  override getRootCls(): string[] {
    const p = cssPrefix();
    const classes = super.getRootCls();
    if (this.columnLines) classes.push(`${p}grid-with-col-lines`);
    if (this.rowLines !== false) classes.push(`${p}grid-with-row-lines`);
    if (this.hideHeaders) classes.push(`${p}grid-header-hidden`);
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.body!.addCls(cssPrefix() + 'grid-body');
    this.view.render(this.body!.dom);
  }

  override afterRender(): void {
    super.afterRender();
    // Now in the document: a browser can measure, so the columns and rows are laid out.
    this.view.doLayout();
  }

  /** @internal First rows rendered: fires the grid's `viewready(grid)`. */
  onViewReady(): void {
    this.fireEvent('viewready', this);
  }

  override onResize(width?: number | string, height?: number | string, ow?: unknown, oh?: unknown) {
    super.onResize(width, height, ow, oh);
    if (this.rendered) this.view.doLayout();
  }

  /** A grid rendered hidden could not measure itself: lay out once shown. */
  override onShow(): void {
    super.onShow();
    if (this.rendered) this.view.doLayout();
  }

  /** @internal Columns resized (`'resize'`), shown or hidden, or replaced: the view lays out again. */
  onColumnsChanged(kind: string): void {
    this.view.onColumnsChanged(kind);
  }

  /** The store. */
  getStore(): Any {
    return this.store;
  }

  /** The view. */
  getView(): TableView {
    return this.view;
  }

  /** The selection model. */
  getSelectionModel(): Any {
    return this.selModel;
  }

  /** The header container (the columns). */
  getHeaderContainer(): HeaderContainer {
    return this.headerCt;
  }

  /** Every column, hidden ones included. */
  getColumns(): Column[] {
    return this.headerCt.getGridColumns();
  }

  /** The visible columns, in order. */
  getVisibleColumns(): Column[] {
    return this.headerCt.getVisibleGridColumns();
  }

  /**
   * Shows another store and/or other columns (`null` keeps the current one). Fires
   * `beforereconfigure(grid, store, columns, oldStore, oldColumns)` (`false` cancels), then,
   * once the rows are rendered again, `reconfigure(grid, store, columns, oldStore, oldColumns)`
   * (a row editor gives the new columns their editor methods then). A new store clears the
   * selection; replaced columns are destroyed.
   */
  reconfigure(store?: Any, columns?: Any): void {
    const oldStore = this.store;
    const oldColumns = this.columns;
    if (this.fireEvent('beforereconfigure', this, store, columns, oldStore, oldColumns) === false) {
      return;
    }
    const newColumns = columns !== undefined && columns !== null;
    if (newColumns) {
      const { items, defaults } = columnsConfig(columns, this.$className + '#reconfigure');
      if (defaults) this.headerCt.defaults = defaults;
      this.columns = this.headerCt.setColumns(items);
      this.view.resetRows();
    }
    if (store !== undefined && store !== null) {
      this.store = resolveStore(store, this.$className + '#reconfigure');
    }
    if (this.store !== oldStore) {
      // A store the grid made from a config is the grid's to release.
      if (this.$ownStore === oldStore) oldStore.destroy();
      this.$ownStore = createdHere(store) ? this.store : null;
      this.view.bindStore(this.store, true);
      this.selModel.bindStore(this.store);
    }
    if (this.rendered) this.view.doLayout(true);
    this.fireEvent('reconfigure', this, store, columns, oldStore, oldColumns);
  }

  override onDestroy(): void {
    this.view.destroy();
    this.headerCt.destroy();
    this.selModel?.destroy?.();
    this.$ownStore?.destroy();
    this.$ownStore = null;
    super.onDestroy();
  }
}

/** Whether a `store` config makes a new store (nothing, a config object, an array). */
function createdHere(store: unknown): boolean {
  return (
    store === undefined || store === null || (typeof store === 'object' && !(store as Any).isStore)
  );
}

function columnsConfig(
  columns: unknown,
  where: string,
): { items: Any[]; defaults?: Record<string, Any> } {
  if (columns === undefined || columns === null) return { items: [] };
  if (Array.isArray(columns)) return { items: columns };
  if (typeof columns === 'object') {
    const cfg = columns as { items?: unknown; defaults?: Record<string, Any> };
    if (cfg.items === undefined || Array.isArray(cfg.items)) {
      return { items: (cfg.items as Any[]) || [], defaults: cfg.defaults };
    }
  }
  throw new TypeError(
    `[${where}] columns must be an array of column configs or {items, defaults}, got ${describe(columns)}`,
  );
}

/**
 * The checks of a grid's own configs (`null` passes as absent); `columns` and `selModel` are
 * checked where they are used.
 */
const RULES: Record<string, Rule> = {
  store: [(v) => typeof v === 'string' || isObj(v), 'a store, a storeId or a store config'],
  selType: 'name',
  viewType: 'name',
  viewConfig: 'object',
  emptyText: 'string',
  multiSelect: 'boolean',
  simpleSelect: 'boolean',
  disableSelection: 'boolean',
  hideHeaders: 'boolean',
  columnLines: 'boolean',
  rowLines: 'boolean',
  sortableColumns: 'boolean',
  forceFit: 'boolean',
};

registerClass(GridPanel, 'Lib.grid.Panel', {
  xtype: ['gridpanel', 'grid'],
  alternateClassName: 'Lib.grid.GridPanel',
  componentCls: cssPrefix() + 'grid',
  isGridPanel: true,
  selType: 'rowmodel',
  viewType: 'gridview',
  multiSelect: false,
  simpleSelect: false,
  disableSelection: false,
  hideHeaders: false,
  columnLines: false,
  rowLines: true,
  sortableColumns: true,
  forceFit: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.Panel': typeof GridPanel;
  }
  interface AliasMap {
    'widget.gridpanel': typeof GridPanel;
    'widget.grid': typeof GridPanel;
  }
}
