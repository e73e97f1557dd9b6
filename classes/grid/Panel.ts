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
import { isObj } from '../../lib/check';
import { cfg, declareConfigs, fail, type Test } from '../../lib/config';
import { ComponentManager } from '../ComponentManager';
import type { Component } from '../Component';
import { px } from '../dom/Element.build';
import { Panel, type PanelConfig } from '../panel/Panel';
import { HeaderContainer } from './header/Container';
import type { Column } from './column/Column';
import { resolveStore, STORE } from '../view/Table';
import type { TableView, TableViewConfig } from '../view/Table';
// The view and selection model the grid creates by xtype and alias.
import './View';
import '../selection/RowModel';
import type { Store } from '../data/Store';
import type { PanelEvents } from '../panel/Panel';
import type {
  SelectionModel,
  SelectionModelConfig,
  SelectionModelEvents,
} from '../selection/Model';
import type { TableViewItemEvents } from '../view/Table';
import type { HeaderContainerEvents } from './header/Container';
import type { EditContext, Editing } from './plugin/Editing';
import type { RowModel } from '../selection/RowModel';
import type { Feature, FeatureConfig } from './feature/Feature';
import type { ColumnSpec } from './header/Container';
import type { StoreConfig } from '../data/Store';

/** A selection model config: `selType` names its type (alias `selection.<selType>`). */
export type SelModelConfig = SelectionModelConfig & { selType?: string } & Record<string, unknown>;

export interface GridPanelConfig extends PanelConfig {
  /** The store: a store, a storeId registered with `Lib.data.StoreManager`, or a store config. */
  store?: Store | string | StoreConfig;
  /** Column configs or columns, or `{items, defaults}`. */
  columns?: ColumnSpec[] | { items?: ColumnSpec[]; defaults?: Record<string, unknown> };
  /** The selection model's type: `'rowmodel'` (default) → alias `selection.rowmodel`. */
  selType?: string;
  /** The selection model: an instance or a config (`{mode: 'MULTI'}`, `{selType}`). */
  selModel?: SelectionModel | SelModelConfig;
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
  /**
   * Grid features (the grid pack): configs naming their `ftype` (`{ftype: 'grouping'}` →
   * alias `feature.grouping`) or instances; each gets `init(grid)` once the view exists.
   */
  features?: Array<Feature | (FeatureConfig & Record<string, unknown>)>;
}

/**
 * View events the grid fires as its own (Ext JS 4's list): `item<type>` and
 * `beforeitem<type>` for eight types, `cell<type>` and `beforecell<type>` for the first six,
 * and the container events. Written out so that each name can be found by searching.
 */
const VIEW_EVENTS = (
  'beforecontainerclick containerclick containerdblclick containercontextmenu containerkeydown ' +
  'itemclick beforeitemclick itemdblclick beforeitemdblclick itemcontextmenu ' +
  'beforeitemcontextmenu itemmousedown beforeitemmousedown itemmouseup beforeitemmouseup ' +
  'itemkeydown beforeitemkeydown itemmouseenter beforeitemmouseenter itemmouseleave ' +
  'beforeitemmouseleave cellclick beforecellclick celldblclick beforecelldblclick ' +
  'cellcontextmenu beforecellcontextmenu cellmousedown beforecellmousedown cellmouseup ' +
  'beforecellmouseup cellkeydown beforecellkeydown'
).split(' ');

/** Selection model events the grid fires as its own. */
const SELECTION_EVENTS = 'selectionchange beforeselect beforedeselect select deselect'.split(' ');

/** Header container events the grid fires as its own. */
const HEADER_EVENTS =
  'columnresize columnhide columnshow columnschanged sortchange headerclick'.split(' ');

/**
 * The events of grid panels: a panel's, plus those relayed from its view (the view first),
 * selection model (the selection model first) and header container (it first).
 */
export interface GridPanelEvents<S = GridPanel>
  extends
    PanelEvents<S>,
    TableViewItemEvents<TableView>,
    SelectionModelEvents<SelectionModel>,
    Omit<HeaderContainerEvents<HeaderContainer>, keyof PanelEvents> {
  /** The view drew its first rows. */
  viewready: [grid: S];
  /** `reconfigure` is about to change the store and/or columns; `false` cancels it. */
  beforereconfigure: [
    grid: S,
    store: Store | string | StoreConfig | null | undefined,
    columns: unknown,
    oldStore: Store,
    oldColumns: Column[],
  ];
  reconfigure: [
    grid: S,
    store: Store | string | StoreConfig | null | undefined,
    columns: unknown,
    oldStore: Store,
    oldColumns: Column[],
  ];
  /** Row editing (relayed from the editing plugin). */
  beforeedit: [editor: Editing, context: EditContext];
  validateedit: [editor: Editing, context: EditContext];
  edit: [editor: Editing, context: EditContext];
  canceledit: [editor: Editing, context: EditContext];
}

export class GridPanel extends Panel {
  /** Type only: the events (see `GridPanelEvents`). */
  declare $eventMap: GridPanelEvents<this>;
  declare store: Store;
  /** @internal The store the grid made itself (from a config or none), destroyed with it. */
  declare $ownStore: Store | null;
  /** The columns (after construction: the column instances). */
  declare columns: Column[];
  declare selType: string;
  declare selModel: RowModel;
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
  /** The editing plugin (`Lib.grid.plugin.RowEditing`) once it is initialized, else none. */
  declare editingPlugin?: Editing | null;
  /** The features (instances, see the `features` config). */
  declare features: Feature[];
  /** Always `true`. */
  declare isGridPanel: true;

  override initComponent(): void {
    super.initComponent();
    const me = this;
    try {
      // The store, the columns, the selection model and the view.
      const given = me.store;
      const store = (me.store = resolveStore(given, me.$className));
      me.$ownStore = createdHere(given) ? store : null;
      const header =
        (me.columnManager =
        me.headerCt =
          new HeaderContainer({
            ...columnsConfig(me.columns, me.$className),
            grid: me,
            ownerCt: me,
            sortable: me.sortableColumns !== false,
            forceFit: me.forceFit === true,
            hidden: me.hideHeaders === true,
          }));
      me.columns = header.getGridColumns();
      const sm = (me.selModel = me.createSelectionModel());
      const viewConfig: Record<string, unknown> = { ...me.viewConfig };
      if (me.emptyText !== undefined && viewConfig.emptyText === undefined) {
        viewConfig.emptyText = me.emptyText;
      }
      const view = (me.view = ClassManager.widget(me.viewType, {
        ...viewConfig,
        grid: me,
        ownerCt: me,
        store,
        headerCt: header,
        selModel: sm,
      }));
      sm.bindComponent(view);
      if (me.disableSelection) sm.setLocked(true);
      me.relayEvents(view, VIEW_EVENTS);
      me.relayEvents(sm, SELECTION_EVENTS);
      me.relayEvents(header, HEADER_EVENTS);
      me.mon(view, 'viewready', () => me.fireEvent('viewready', me));
      me.features = (me.features || []).map((f: Feature) => {
        const feature = f.isFeature ? f : ClassManager.instantiateByAlias('feature.' + f.ftype, f);
        feature.init(me);
        return feature;
      });
    } catch (error) {
      // A bad config: what was made is released, the grid does not stay registered.
      me.headerCt?.destroy();
      ComponentManager.unregister(me);
      throw error;
    }
  }

  override getRootCls(): string[] {
    const me = this;
    const classes = super.getRootCls();
    if (me.columnLines) classes.push(px('grid-with-col-lines'));
    if (me.rowLines !== false) classes.push(px('grid-with-row-lines'));
    if (me.hideHeaders) classes.push(px('grid-header-hidden'));
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.body!.addCls(px('grid-body'));
    this.view.render(this.body!.dom);
  }

  /**
   * The first layout run has sized the grid: the columns and rows are laid out (after the
   * run's one measuring pass, so rendering inside a page of containers forces no extra browser
   * layout per grid).
   */
  override onBoxReady(width: number, height: number): void {
    super.onBoxReady(width, height);
    this.view.doLayout();
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

  /**
   * @internal The selection model from `selModel` (an instance is used as is, a config may
   * name its `selType`), `selType`, `multiSelect` and `simpleSelect`.
   */
  createSelectionModel(): RowModel {
    const me = this;
    const given = me.selModel as RowModel | SelModelConfig | undefined;
    if (given && (given as RowModel).isSelectionModel) return given as RowModel;
    const { selType, ...config } = (given || {}) as SelModelConfig;
    if (config.mode === undefined && (me.multiSelect || me.simpleSelect)) {
      config.mode = me.multiSelect ? 'MULTI' : 'SIMPLE';
    }
    return ClassManager.instantiateByAlias('selection.' + (selType || me.selType), config);
  }

  /**
   * The components below the grid, for `Lib.ComponentQuery`: the header container (with
   * `deep`, followed by its columns) and the view, between the top/left and the right/bottom
   * docked items.
   */
  override getRefItems(deep?: boolean): Component[] {
    const header = this.headerCt;
    return this.getDockingRefItems(deep, [
      header,
      ...(deep ? header.getRefItems(true) : []),
      this.view,
    ]);
  }

  /** The store. */
  getStore(): Store {
    return this.store;
  }

  /** The view. */
  getView(): TableView {
    return this.view;
  }

  /** The selection model. */
  getSelectionModel<T extends SelectionModel = RowModel>(): T {
    return this.selModel as SelectionModel as T;
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
  reconfigure(
    store?: Store | string | StoreConfig | null,
    columns?: ColumnSpec[] | { items?: ColumnSpec[]; defaults?: Record<string, unknown> } | null,
  ): void {
    const me = this;
    const oldStore = me.store;
    const args: GridPanelEvents<this>['reconfigure'] = [me, store, columns, oldStore, me.columns];
    const where = me.$className + '#reconfigure';
    const view = me.view;
    if (me.fireEvent('beforereconfigure', ...args) === false) return;
    if (columns !== undefined && columns !== null) {
      const { items, defaults } = columnsConfig(columns, where);
      if (defaults) me.headerCt.defaults = defaults;
      me.columns = me.headerCt.setColumns(items);
      view.resetRows();
    }
    if (store !== undefined && store !== null) me.store = resolveStore(store, where);
    if (me.store !== oldStore) {
      // A store the grid made from a config is the grid's to release.
      if (me.$ownStore === oldStore) oldStore.destroy();
      me.$ownStore = createdHere(store) ? me.store : null;
      view.bindStore(me.store, true);
      me.selModel.bindStore(me.store);
    }
    if (me.rendered) view.doLayout(true);
    me.fireEvent('reconfigure', ...args);
  }

  override onDestroy(): void {
    const me = this;
    me.view.destroy();
    me.headerCt.destroy();
    me.selModel?.destroy?.();
    me.$ownStore?.destroy();
    me.$ownStore = null;
    super.onDestroy();
  }
}

/** Whether a `store` config makes a new store (nothing, a config object, an array). */
function createdHere(store: unknown): boolean {
  return !store || (typeof store === 'object' && !(store as Store).isStore);
}

/** Whether a `columns` config is an array of column configs or `{items, defaults}`. */
const isColumns = (v: unknown): boolean =>
  Array.isArray(v) || (isObj(v) && (v.items === undefined || Array.isArray(v.items)));

const COLUMNS_EXPECTED = 'an array of column configs or {items, defaults}';

/**
 * The rule of a grid's `columns`: its error says `columns must be...`, as `reconfigure`'s
 * does for the same value.
 */
const COLUMNS: Test = [
  (v, where) => isColumns(v) || fail(where, 'columns', COLUMNS_EXPECTED, v),
  COLUMNS_EXPECTED,
];

/** The column configs and defaults of a `columns` config (an array or `{items, defaults}`). */
function columnsConfig(
  columns: unknown,
  where: string,
): { items: ColumnSpec[]; defaults?: Record<string, unknown> } {
  if (columns === undefined || columns === null) return { items: [] };
  if (!isColumns(columns)) fail(where, 'columns', COLUMNS_EXPECTED, columns);
  if (Array.isArray(columns)) return { items: columns };
  const { items, defaults } = columns as {
    items?: ColumnSpec[];
    defaults?: Record<string, unknown>;
  };
  return { items: items || [], defaults };
}

registerClass(GridPanel, 'Lib.grid.Panel', {
  $configs: declareConfigs<GridPanelConfig, PanelConfig>({
    store: cfg(STORE),
    columns: cfg(COLUMNS),
    selType: cfg('name', 'rowmodel'),
    selModel: cfg([(v) => typeof v === 'object', 'a selection model or a config object']),
    multiSelect: false,
    simpleSelect: false,
    disableSelection: false,
    hideHeaders: false,
    columnLines: false,
    rowLines: true,
    emptyText: cfg('string'),
    viewConfig: cfg('object'),
    viewType: cfg('name', 'gridview'),
    sortableColumns: true,
    forceFit: false,
    features: cfg('array'),
  }),
  xtype: ['gridpanel', 'grid'],
  alternateClassName: 'Lib.grid.GridPanel',
  componentCls: px('grid'),
  isGridPanel: true,
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
