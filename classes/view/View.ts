/**
 * `Lib.view.View` (xtype `dataview`, alternate `Lib.DataView`; view pack): shows the records
 * of a store through a template, as Ext JS 4's `Ext.view.View` does — a picture gallery, a
 * list of cards, any layout the markup gives — and lets the user select them.
 *
 * - `tpl` renders the whole list from the records' data (`<tpl for=".">` loops over them) and
 *   `itemSelector` (a CSS selector) finds each record's node in the output; or `itemTpl` gives
 *   one item's markup, wrapped in `<div class="x-dataview-item">` (and `itemSelector` defaults
 *   to that class). The output is markup from application code: it goes through
 *   `Lib.dom.Markup` (sanitized), as a component's `html` does; `emptyText` too.
 * - The view follows its store: a load or sort renders it again (`refresh`); added, removed
 *   and updated records change only their nodes (`itemadd`, `itemremove`, `itemupdate`).
 * - Selection: a `Lib.selection.DataViewModel` (`getSelectionModel()`), whose events the view
 *   relays (`selectionchange`, `select`...). Selected items get `selectedItemCls`
 *   (`x-item-selected`) and `aria-selected="true"`; with `trackOver` (or an `overItemCls`) the
 *   item under the pointer gets `overItemCls`.
 * - Events of the items and of the empty area, each after a `before` event whose `false`
 *   cancels it: `itemclick(view, record, item, index, e)`, `itemdblclick`, `itemmousedown`,
 *   `itemmouseup`, `itemmouseenter`, `itemmouseleave`, `itemcontextmenu`, `itemkeydown`;
 *   `containerclick(view, e)`, `containerdblclick`, `containermousedown`, `containermouseup`,
 *   `containercontextmenu`, `containerkeydown`, `containermouseover`, `containermouseout`.
 * - Accessibility: the view is an ARIA `listbox` in the tab order (`aria-multiselectable` in
 *   MULTI and SIMPLE mode), each item an `option`; arrow keys move the selection, and the
 *   focused item is the `aria-activedescendant`.
 * - `deferInitialRefresh` renders the items 1 ms after rendering, as Ext 4 does (default
 *   `false`; `true` under the `Ext` shim): a listener added just after creating the view then
 *   still hears `refresh` and `viewready`.
 *
 * @example
 *   Lib.create('Lib.view.View', {
 *     renderTo: document.body,
 *     store: {fields: ['name', 'url'], data: photos},
 *     tpl: '<tpl for="."><div class="thumb"><img src="{url}" alt=""><span>{name:htmlEncode}</span></div></tpl>',
 *     itemSelector: 'div.thumb',
 *     multiSelect: true,
 *     emptyText: 'No images',
 *     listeners: {selectionchange: (view, selected) => preview(selected)},
 *   });
 */
import { registerClass } from '../../lib/Class';
import { isArray, isNum, isObj, isString } from '../../lib/check';
import { cfg, declareConfigs, either } from '../../lib/config';
import { raise } from '../../lib/Error';
import { Component, type ComponentConfig, type ComponentEvents } from '../Component';
import { CompositeElementLite } from '../dom/CompositeElementLite';
import { Element } from '../dom/Element';
import { px } from '../dom/Element.build';
import { Markup } from '../dom/Markup';
import type { EventObjectImpl } from '../EventObjectImpl';
import { LoadMask, type LoadMaskConfig } from '../LoadMask';
import type { Model } from '../data/Model';
import type { Store, StoreConfig } from '../data/Store';
import { DataViewModel, INPUT, type DataViewModelConfig } from '../selection/DataViewModel';
import type { SelectionModelEvents } from '../selection/Model';
import { XTemplate } from '../XTemplate';
import { resolveStore, STORE, type ItemArgs } from './Table';

export interface DataViewConfig extends ComponentConfig {
  /** The store (a store, a storeId or a store config). */
  store?: Store | string | StoreConfig;
  /** One item's markup (a string, strings or an XTemplate); wrapped in an `itemCls` div. */
  itemTpl?: string | string[] | XTemplate;
  /** The CSS selector of an item's node in the template's output (needed with `tpl`). */
  itemSelector?: string;
  /** The class of the div `itemTpl` wraps each item in (default `x-dataview-item`). */
  itemCls?: string;
  /** The class of the item under the pointer (setting it turns `trackOver` on). */
  overItemCls?: string;
  /** Marks the item under the pointer with `overItemCls` (default `false`). */
  trackOver?: boolean;
  /** The class of selected items (default `x-item-selected`). */
  selectedItemCls?: string;
  /** Markup shown when the store has no records (default none). */
  emptyText?: string;
  /** Shows `emptyText` only from the second refresh on, after a load (default `true`). */
  deferEmptyText?: boolean;
  /** Renders the first items 1 ms after rendering (default `false`; `true` under the shim). */
  deferInitialRefresh?: boolean;
  /** Store refreshes (a load, a sort) do not render the view again (default `false`). */
  blockRefresh?: boolean;
  /** Nothing can be selected (default `false`). */
  disableSelection?: boolean;
  /** A refresh keeps the scroll position (default `false`: back to the top). */
  preserveScrollOnRefresh?: boolean;
  /** Masks the view while its store loads: `true`, `false` or a `Lib.LoadMask` config (default `true`). */
  loadMask?: boolean | LoadMaskConfig;
  /** The load mask's message (default `'Loading...'`). */
  loadingText?: string;
  /** The load mask's message class. */
  loadingCls?: string;
  /** Whether the load mask shows its message (default `true`). */
  loadingUseMsg?: boolean;
  /** The least height of the view while its mask shows, in pixels. */
  loadingHeight?: number;
  /** Ctrl and Shift select more than one item (MULTI mode; default `false`). */
  multiSelect?: boolean;
  /** One item at a time (SINGLE mode, the default; Ext 3's name). */
  singleSelect?: boolean;
  /** Each click toggles an item (SIMPLE mode; default `false`). */
  simpleSelect?: boolean;
  /** In SINGLE mode a click on the selected item deselects it (default `false`). */
  allowDeselect?: boolean;
  /** The selection model, or a `Lib.selection.DataViewModel` config. */
  selModel?: DataViewModel | DataViewModelConfig;
}

/** The arguments of the empty area's events. */
type ContainerArgs<V> = [view: V, event: EventObjectImpl];

/** The events of data views. */
export interface DataViewEvents<S = DataView>
  extends ComponentEvents<S>, Omit<SelectionModelEvents<DataViewModel>, never> {
  beforerefresh: [view: S];
  refresh: [view: S];
  viewready: [view: S];
  itemadd: [records: Model[], index: number, nodes: HTMLElement[]];
  itemremove: [record: Model, index: number];
  itemupdate: [record: Model, index: number, node: HTMLElement];
  highlightitem: [view: S, item: HTMLElement];
  unhighlightitem: [view: S, item: HTMLElement];
  itemclick: ItemArgs<S>;
  beforeitemclick: ItemArgs<S>;
  itemdblclick: ItemArgs<S>;
  beforeitemdblclick: ItemArgs<S>;
  itemmousedown: ItemArgs<S>;
  beforeitemmousedown: ItemArgs<S>;
  itemmouseup: ItemArgs<S>;
  beforeitemmouseup: ItemArgs<S>;
  itemmouseenter: ItemArgs<S>;
  beforeitemmouseenter: ItemArgs<S>;
  itemmouseleave: ItemArgs<S>;
  beforeitemmouseleave: ItemArgs<S>;
  itemcontextmenu: ItemArgs<S>;
  beforeitemcontextmenu: ItemArgs<S>;
  itemkeydown: ItemArgs<S>;
  beforeitemkeydown: ItemArgs<S>;
  containerclick: ContainerArgs<S>;
  beforecontainerclick: ContainerArgs<S>;
  containerdblclick: ContainerArgs<S>;
  beforecontainerdblclick: ContainerArgs<S>;
  containermousedown: ContainerArgs<S>;
  beforecontainermousedown: ContainerArgs<S>;
  containermouseup: ContainerArgs<S>;
  beforecontainermouseup: ContainerArgs<S>;
  containermouseover: ContainerArgs<S>;
  beforecontainermouseover: ContainerArgs<S>;
  containermouseout: ContainerArgs<S>;
  beforecontainermouseout: ContainerArgs<S>;
  containercontextmenu: ContainerArgs<S>;
  beforecontainercontextmenu: ContainerArgs<S>;
  containerkeydown: ContainerArgs<S>;
  beforecontainerkeydown: ContainerArgs<S>;
}

/** What Ext sets on each item node (legacy drag and drop code reads them). */
type ItemNode = HTMLElement & { viewIndex?: number; viewRecordId?: unknown; boundView?: string };

/** The DOM events the view listens to on its element. */
const EVENTS = 'click dblclick mousedown mouseup contextmenu keydown mouseover mouseout'.split(' ');

/** The selection model's events the view fires as its own (as Ext's view relays them). */
const RELAYED = [
  'selectionchange',
  'beforeselect',
  'beforedeselect',
  'select',
  'deselect',
  'focuschange',
];

export class DataView extends Component {
  /** Type only: the events (see `DataViewEvents`). */
  declare $eventMap: DataViewEvents<this>;
  declare store: Store;
  declare tpl: XTemplate | string | string[];
  declare itemTpl?: string | string[] | XTemplate;
  declare itemSelector: string;
  declare itemCls: string;
  declare overItemCls?: string;
  declare trackOver: boolean;
  declare selectedItemCls: string;
  declare emptyText: string;
  declare deferEmptyText: boolean;
  declare deferInitialRefresh: boolean;
  declare blockRefresh: boolean;
  declare disableSelection: boolean;
  declare preserveScrollOnRefresh: boolean;
  /** The `loadMask` config; once rendered, the `Lib.LoadMask` (or `false`). */
  declare loadMask: boolean | LoadMaskConfig | LoadMask;
  declare loadingText: string;
  declare loadingCls?: string;
  declare loadingUseMsg: boolean;
  declare loadingHeight?: number;
  declare multiSelect: boolean;
  declare singleSelect: boolean;
  declare simpleSelect: boolean;
  declare allowDeselect: boolean;
  /** The selection model (a config until `getSelectionModel` makes it). */
  declare selModel?: DataViewModel | DataViewModelConfig;
  /** The item nodes, in store order (`all.elements`, as in Ext). */
  declare all: CompositeElementLite;
  /** `true` once the items were first rendered (after `viewready`). */
  declare viewReady: boolean;
  /** The highlighted item (under the pointer, with `trackOver`), if any. */
  declare highlightedItem?: HTMLElement;
  /** Always `true`. */
  declare isDataView: true;
  /** @internal The store listeners. */
  declare $storeOn?: Record<string, unknown>;
  /** @internal The first refresh was done (or is on its timer). */
  declare $firstDone?: boolean;
  /** @internal The item under the pointer. */
  declare $over?: HTMLElement | null;

  override initComponent(): void {
    const me = this;
    const itemTpl = me.itemTpl;
    if (itemTpl) {
      // An XTemplate's markup, with its member functions.
      const members = (itemTpl as XTemplate).initialConfig || {};
      const markup = isArray(itemTpl)
        ? itemTpl.join('')
        : isString(itemTpl)
          ? itemTpl
          : itemTpl.html;
      me.itemSelector ??= '.' + me.itemCls.split(' ')[0];
      me.tpl = new XTemplate(
        `<tpl for="."><div class="${me.itemCls}">${markup}</div></tpl>`,
        members,
      );
    }
    if (me.tpl == null || me.itemSelector == null) {
      raise(me.$className, 'a data view needs both a tpl (or an itemTpl) and an itemSelector');
    }
    super.initComponent();
    me.tpl = me.getTpl('tpl') as XTemplate;
    if (me.overItemCls) me.trackOver = true;
    me.all = new CompositeElementLite();
    me.viewReady = false;
    me.bindStore(me.store, true);
  }

  // ---- the store -------------------------------------------------------------------------

  /** The store. */
  getStore(): Store {
    return this.store;
  }

  /**
   * Shows another store (a store, a storeId or a config; none: an empty store): follows its
   * events and, once rendered, renders its records; the selection model follows it too.
   */
  bindStore(store: Store | string | StoreConfig | null | undefined, initial?: boolean): void {
    const me = this;
    const next = resolveStore(store, me.$className);
    if (me.$storeOn) me.store?.un(me.$storeOn);
    me.store = next;
    next.on(
      (me.$storeOn = {
        refresh: me.onDataRefresh,
        add: me.onAdd,
        bulkremove: me.onRemove,
        update: me.onUpdate,
        clear: me.refresh,
        scope: me,
      }),
    );
    (me.loadMask as Partial<LoadMask>)?.bindStore?.(next);
    if (!initial) {
      const sm = me.selModel as DataViewModel | undefined;
      if (sm?.isSelectionModel && sm.store !== next) sm.bindStore(next);
      if (me.rendered && me.$firstDone) me.refresh();
    }
  }

  /** @internal The store's `refresh` (a load, sort or filter): renders again unless `blockRefresh`. */
  onDataRefresh(): void {
    const me = this;
    // Before the first refresh, a hidden or collapsed view waits for its first layout.
    if (!me.$firstDone && (!me.rendered || me.up('[collapsed],[hidden]'))) {
      me.deferInitialRefresh = false;
    } else if (me.blockRefresh !== true) {
      me.$firstDone = true;
      me.refresh();
    }
  }

  // ---- rendering -------------------------------------------------------------------------

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el!;
    el.addCls(px('dataview'));
    const sm = me.getSelectionModel();
    el.set({
      role: 'listbox',
      tabindex: isNum(me.tabIndex) ? me.tabIndex : 0,
      'aria-multiselectable': sm.mode === 'SINGLE' ? null : 'true',
    });
    const handle = (e: EventObjectImpl) => me.handleEvent(e);
    for (const name of EVENTS) el.on(name, handle);
  }

  override afterRender(): void {
    super.afterRender();
    const me = this;
    const mask = me.loadMask;
    // As a grid view's (Lib.view.Table), over the view itself.
    if (mask && !me.store.proxy?.isSynchronous) {
      const made = (me.loadMask = new LoadMask({
        target: me,
        msg: me.loadingText,
        msgCls: me.loadingCls,
        useMsg: me.loadingUseMsg,
        store: me.store,
        ...(isObj(mask) && mask),
      }));
      const height = me.loadingHeight;
      // While the mask shows, the view is at least loadingHeight high.
      if (height) {
        made.on('show', () => me.el?.setStyle('min-height', height + 'px'));
        made.on('hide', () => me.el?.setStyle('min-height', ''));
      }
    }
    me.getSelectionModel().bindComponent(me);
  }

  override renderEl(doc: Document, target: Node, position: unknown): void {
    super.renderEl(doc, target, position);
    // After `afterrender`, as Ext does; a view below a hidden or collapsed container waits for
    // its first layout.
    if (!this.up('[collapsed],[hidden]')) this.doFirstRefresh();
  }

  override onBoxReady(width: number, height: number): void {
    super.onBoxReady(width, height);
    if (!this.$firstDone) this.doFirstRefresh();
  }

  /** @internal The first refresh: now, or 1 ms later with `deferInitialRefresh`. */
  doFirstRefresh(): void {
    const me = this;
    me.$firstDone = true;
    // A store that is loading renders when it has loaded.
    if (me.store.loading) return;
    if (!me.deferInitialRefresh) return me.refresh();
    setTimeout(() => {
      if (!me.isDestroyed) me.refresh();
    }, 1);
  }

  /**
   * Renders the items again from the store's records. Fires `beforerefresh` (`false` cancels),
   * then `refresh`, and after the first one `viewready`. Scrolls back to the top unless
   * `preserveScrollOnRefresh`.
   */
  refresh(): void {
    const me = this;
    if (!me.rendered || me.isDestroyed || me.fireEvent('beforerefresh', me) === false) return;
    const dom = me.getTargetEl()!.dom;
    const { scrollTop, scrollLeft } = dom;
    const records = me.store.getRange();
    let html = (me.tpl as XTemplate).apply(me.collectData(records, 0));
    // The empty text shows from the second refresh on (unless deferEmptyText is off: also on
    // the first, before viewready), never while the store is loading.
    if (!records.length && !me.store.loading && (!me.deferEmptyText || me.viewReady)) {
      html += me.emptyText;
    }
    me.clearHighlight();
    Markup.setHtml(dom, html);
    me.all.elements = records.length ? me.queryItems(dom) : [];
    me.updateIndexes(0);
    if (me.preserveScrollOnRefresh) {
      dom.scrollTop = scrollTop;
      dom.scrollLeft = scrollLeft;
    } else dom.scrollTop = dom.scrollLeft = 0;
    me.fireEvent('refresh', me);
    if (!me.viewReady) {
      me.viewReady = true;
      me.fireEvent('viewready', me);
    }
  }

  /** @internal The item nodes in the template's output below `root`. */
  queryItems(root: ParentNode): HTMLElement[] {
    return Array.from(root.querySelectorAll<HTMLElement>(this.itemSelector));
  }

  /**
   * The data the template gets for a record (Ext's hook, to override): its data, with the
   * data of its loaded associations.
   */
  prepareData(data: Record<string, unknown>, _index: number, record: Model): unknown {
    const associated = record.getAssociatedData?.();
    return associated && Object.keys(associated).length ? { ...data, ...associated } : data;
  }

  /** The data the template renders: one `prepareData` result per record (Ext's hook). */
  collectData(records: Model[], startIndex: number): unknown {
    return records.map((record, i) => this.prepareData(record.data, startIndex + i, record));
  }

  /** @internal The nodes the template makes for `records` (the first at store index `index`). */
  bufferRender(records: Model[], index: number): HTMLElement[] {
    const div = this.el!.dom.ownerDocument.createElement('div');
    Markup.setHtml(div, (this.tpl as XTemplate).apply(this.collectData(records, index)));
    return this.queryItems(div);
  }

  /** @internal Records added to the store: their nodes go in at their place. */
  onAdd(_store: Store, records: Model[], index: number): void {
    const me = this;
    if (!me.rendered || !me.viewReady) return;
    const all = me.all.elements;
    let nodes: HTMLElement[];
    // Into an empty view: the whole template again (it may hold markup around the items).
    if (!all.length) {
      me.refresh();
      nodes = all.slice();
    } else {
      nodes = me.bufferRender(records, index);
      // Before the node now at `index`, or else after the last one, in order.
      const before = index < all.length ? all[index] : null;
      let after = all[all.length - 1];
      for (const node of nodes) {
        if (before) before.parentNode!.insertBefore(node, before);
        else after = after.parentNode!.insertBefore(node, after.nextSibling);
      }
      all.splice(index, 0, ...nodes);
      me.updateIndexes(index);
    }
    me.fireEvent('itemadd', records, index, nodes);
  }

  /** @internal Records removed from the store: their nodes go (all of them: a refresh). */
  onRemove(_store: Store, records: Model[], indexes: number[]): void {
    const me = this;
    const all = me.all.elements;
    if (!all.length) return;
    const gone = records.map((record, i) => [record, indexes[i]] as const);
    if (!me.store.getCount()) {
      for (const [record, index] of gone) me.fireEvent('itemremove', record, index);
      return me.refresh();
    }
    for (const [record, index] of gone) {
      const node = me.getNodeByRecord(record);
      if (!node) continue;
      if (node === me.highlightedItem) me.clearHighlight();
      all.splice(all.indexOf(node), 1);
      node.remove();
      me.fireEvent('itemremove', record, index);
    }
    me.updateIndexes(0);
  }

  /** @internal A record changed: its node is rendered again (keeping its selection). */
  onUpdate(_store: Store, record: Model): void {
    const me = this;
    if (!me.viewReady) return;
    const old = me.getNodeByRecord(record);
    const index = me.store.indexOf(record);
    if (!old || index < 0) return;
    const node = me.bufferRender([record], index)[0];
    if (!node) return;
    const highlighted = old === me.highlightedItem;
    old.replaceWith(node);
    me.all.elements[me.all.elements.indexOf(old)] = node;
    me.updateIndexes(index, index);
    if (highlighted) {
      me.highlightedItem = undefined;
      me.highlightItem(node);
    }
    me.fireEvent('itemupdate', record, index, node);
  }

  /** Renders the record at store `index` again. */
  refreshNode(index: number): void {
    const record = this.store.getAt(index);
    if (record) this.onUpdate(this.store, record);
  }

  /**
   * @internal Numbers the item nodes from `start` to `end` (default: to the last) with Ext's
   * expandos (`viewIndex`, `viewRecordId`, `boundView`) and makes each an ARIA option with an
   * id (for `aria-activedescendant`), marked selected or not.
   */
  updateIndexes(start = 0, end?: number): void {
    const me = this;
    const nodes = me.all.elements as ItemNode[];
    const records = me.store.getRange();
    const last = end ?? nodes.length - 1;
    for (let i = start; i <= last && i < nodes.length; i++) {
      const node = nodes[i];
      node.viewIndex = i;
      node.viewRecordId = records[i]?.internalId;
      node.boundView ??= me.id;
      node.id ||= `${me.id}-item-${i}`;
      node.setAttribute('role', 'option');
      me.$markSelected(node, records[i]);
    }
  }

  // ---- nodes and records -----------------------------------------------------------------

  /** The item node for a node, an `Element`, an index, a record or a node id; `null` for none. */
  getNode(
    info: HTMLElement | Element | number | Model | string | null | undefined,
  ): HTMLElement | null {
    const me = this;
    if (info == null || !me.rendered) return null;
    if (isString(info)) return me.el!.dom.ownerDocument.getElementById(info);
    if (isNum(info)) return me.all.elements[info] ?? null;
    if ((info as Model).isModel) return me.getNodeByRecord(info as Model);
    return (Element.getDom(info as HTMLElement) as HTMLElement) ?? null;
  }

  /** @internal The node of a record, or `null`. */
  getNodeByRecord(record: Model): HTMLElement | null {
    return (
      (this.all.elements as ItemNode[]).find((node) => node.viewRecordId === record.internalId) ??
      null
    );
  }

  /** The item nodes from index `start` to `end` (both included; default all). */
  getNodes(start = 0, end?: number): HTMLElement[] {
    return this.all.elements.slice(start, end === undefined ? undefined : end + 1);
  }

  /** The index of an item node (or of what `getNode` takes), or -1. */
  indexOf(node: Parameters<DataView['getNode']>[0]): number {
    const dom = this.getNode(node) as ItemNode | null;
    if (!dom) return -1;
    return this.all.elements[dom.viewIndex!] === dom
      ? dom.viewIndex!
      : this.all.elements.indexOf(dom);
  }

  /** The record of an item node (or of what `getNode` takes), or `undefined`. */
  getRecord(node: Parameters<DataView['getNode']>[0]): Model | undefined {
    const index = this.indexOf(node);
    return index < 0 ? undefined : this.store.getAt(index);
  }

  /** The records of item nodes. */
  getRecords(nodes: Array<Parameters<DataView['getNode']>[0]>): Model[] {
    return nodes.map((node) => this.getRecord(node)).filter((r): r is Model => !!r);
  }

  /** The item node that `node` is or is inside, or `null`. */
  findItemByChild(node: Node | Element | null | undefined): HTMLElement | null {
    const me = this;
    const dom = Element.getDom(node as Node) as globalThis.Element | null;
    const item = dom?.closest?.(me.itemSelector) as HTMLElement | null;
    return item && me.el!.dom.contains(item) && me.all.elements.includes(item) ? item : null;
  }

  /** The item node an event happened in, or `null`. */
  findTargetByEvent(e: EventObjectImpl): HTMLElement | null {
    return this.findItemByChild(e.target as Node);
  }

  // ---- selection -------------------------------------------------------------------------

  /**
   * The selection model, made the first time from `selModel` (a config) and the view's
   * `multiSelect`/`simpleSelect`/`allowDeselect`; its selection events are the view's too.
   */
  getSelectionModel(): DataViewModel {
    const me = this;
    let sm = me.selModel as DataViewModel | DataViewModelConfig | undefined;
    if (!(sm as DataViewModel)?.isSelectionModel) {
      const mode = me.simpleSelect ? 'SIMPLE' : me.multiSelect ? 'MULTI' : 'SINGLE';
      sm = me.selModel = new DataViewModel({ allowDeselect: me.allowDeselect, mode, ...sm });
      me.relayEvents(sm, RELAYED);
    }
    if (me.disableSelection) (sm as DataViewModel).locked = true;
    return sm as DataViewModel;
  }

  /** The selected item nodes. */
  getSelectedNodes(): HTMLElement[] {
    const me = this;
    return me
      .getSelectionModel()
      .getSelection()
      .map((record) => me.getNode(record))
      .filter((node): node is HTMLElement => !!node);
  }

  /** The selected records (Ext 4 deprecated it for `getSelectionModel().getSelection()`). */
  getSelectedRecords(): Model[] {
    return this.getSelectionModel().getSelection();
  }

  /** The number of selected records (deprecated in Ext 4 as well). */
  getSelectionCount(): number {
    return this.getSelectionModel().getCount();
  }

  /** Deselects everything (deprecated in Ext 4 as well). */
  clearSelections(): void {
    this.getSelectionModel().deselectAll();
  }

  /** Selects records or indexes (the selection model's `select`). */
  select(
    records: Model | number | Array<Model | number>,
    keepExisting?: boolean,
    suppressEvent?: boolean,
  ): void {
    this.getSelectionModel().select(records, keepExisting, suppressEvent);
  }

  /** Deselects records or indexes. */
  deselect(records: Model | number | Array<Model | number>, suppressEvent?: boolean): void {
    this.getSelectionModel().deselect(records, suppressEvent);
  }

  /** Whether the record of an item node (or of what `getNode` takes) is selected. */
  isSelected(node: Parameters<DataView['getNode']>[0]): boolean {
    const record = this.getRecord(node);
    return !!record && this.getSelectionModel().isSelected(record);
  }

  /** @internal The selection changed: each item is marked selected or not. */
  refreshRowStates(): void {
    const records = this.store.getRange();
    this.all.elements.forEach((node, i) => this.$markSelected(node, records[i]));
  }

  /** @internal Marks an item node selected or not (`selectedItemCls`, `aria-selected`). */
  $markSelected(node: HTMLElement, record: Model | undefined): void {
    const sm = this.selModel as DataViewModel | undefined;
    const selected = !!record && !!sm?.isSelectionModel && sm.isSelected(record);
    node.classList.toggle(this.selectedItemCls, selected);
    node.setAttribute('aria-selected', String(selected));
  }

  /** @internal The keyboard focus moved: the focused item is the active descendant, in view. */
  onLastFocusChanged(old: Model | null, record: Model | null): void {
    const me = this;
    const cls = px('item-focused');
    if (old) me.getNode(old)?.classList.remove(cls);
    const node = record && me.getNode(record);
    node?.classList.add(cls);
    me.el?.set({ 'aria-activedescendant': node ? node.id : null });
    if (node && typeof node.scrollIntoView === 'function')
      node.scrollIntoView({ block: 'nearest' });
  }

  // ---- events ----------------------------------------------------------------------------

  /** @internal A DOM event on the view: fires the item's or the empty area's events. */
  handleEvent(e: EventObjectImpl): void {
    const me = this;
    if (!me.rendered || me.isDestroyed) return;
    const type = e.type;
    const target = e.target as Node | null;
    // A node a refresh removed meanwhile is no longer the view's.
    if (!target || !me.el!.dom.contains(target)) return;
    if (type === 'mouseover' || type === 'mouseout') return me.handleMouseOverOrOut(e, type);
    let item = me.findItemByChild(target);
    let record = item ? me.getRecord(item) : undefined;
    const sm = me.getSelectionModel();
    // A key goes to the focused (or selected) item.
    if (!item && type === 'keydown') {
      record = sm.lastFocused || sm.getLastSelected() || undefined;
      item = record ? me.getNode(record) : null;
    }
    const fired =
      item && record
        ? me.fireItemEvent(type, item, e, record)
        : me.fireBoth('beforecontainer' + type, 'container' + type, [me, e]);
    if (type === 'keydown') {
      if (fired) sm.onKeyDown(e);
      // Space would scroll the page (unless typed into a field).
      if (e.getKey() === e.SPACE && !INPUT.test((target as HTMLElement).tagName)) {
        e.stopEvent();
      }
    }
  }

  /** @internal Fires `before` and, unless it returned `false`, `name`; whether both ran. */
  fireBoth(before: string, name: string, args: unknown[]): boolean {
    return this.fireEvent(before, ...args) !== false && this.fireEvent(name, ...args) !== false;
  }

  /** @internal `mouseover`/`mouseout`: `itemmouseenter`/`itemmouseleave` as the pointer moves. */
  handleMouseOverOrOut(e: EventObjectImpl, type: string): void {
    const me = this;
    const now = me.findItemByChild(
      (type === 'mouseout' ? e.getRelatedTarget() : e.target) as Node | null,
    );
    const over = me.$over;
    if (over === now) {
      if (!now) me.fireBoth('beforecontainer' + type, 'container' + type, [me, e]);
      return;
    }
    me.$over = now;
    if (over && over.isConnected) {
      if (me.trackOver) me.clearHighlight();
      me.fireItemEvent('mouseleave', over, e);
    }
    if (now) {
      if (me.trackOver) me.highlightItem(now);
      me.fireItemEvent('mouseenter', now, e);
    }
  }

  /**
   * @internal Fires `beforeitem<type>` and, unless it returned `false`, `item<type>` with
   * `(view, record, item, index, e)`; whether both ran (`false` for a node with no record).
   */
  fireItemEvent(
    type: string,
    item: HTMLElement,
    e: EventObjectImpl,
    record = this.getRecord(item),
  ): boolean {
    const me = this;
    return (
      !!record &&
      me.fireBoth('beforeitem' + type, 'item' + type, [me, record, item, me.indexOf(item), e])
    );
  }

  /** Marks an item with `overItemCls` (the one before it loses it); fires `highlightitem`. */
  highlightItem(item: HTMLElement): void {
    const me = this;
    if (me.highlightedItem === item) return;
    me.clearHighlight();
    me.highlightedItem = item;
    me.$markOver(item, true);
    me.fireEvent('highlightitem', me, item);
  }

  /** Takes `overItemCls` off the highlighted item; fires `unhighlightitem`. */
  clearHighlight(): void {
    const me = this;
    const item = me.highlightedItem;
    if (!item) return;
    me.highlightedItem = undefined;
    me.$markOver(item, false);
    me.fireEvent('unhighlightitem', me, item);
  }

  /** @internal Puts `overItemCls` (its classes) on an item, or takes it off. */
  $markOver(item: HTMLElement, over: boolean): void {
    for (const cls of (this.overItemCls || '').split(/\s+/))
      if (cls) item.classList.toggle(cls, over);
  }

  override onDestroy(): void {
    const me = this;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    (me.loadMask as Partial<LoadMask>)?.destroy?.();
    (me.selModel as Partial<DataViewModel>)?.destroy?.();
    me.all.elements = [];
    super.onDestroy();
  }
}

registerClass(DataView, 'Lib.view.View', {
  $configs: declareConfigs<DataViewConfig, ComponentConfig>({
    store: cfg(STORE),
    itemTpl: cfg([
      (v) => isString(v) || isArray(v) || !!v.isTemplate,
      'a template or markup strings',
    ]),
    itemSelector: cfg('string'),
    itemCls: px('dataview-item'),
    overItemCls: cfg('string'),
    trackOver: false,
    selectedItemCls: px('item-selected'),
    emptyText: '',
    deferEmptyText: true,
    deferInitialRefresh: false,
    blockRefresh: false,
    disableSelection: false,
    preserveScrollOnRefresh: false,
    loadMask: cfg(either('boolean', 'object'), true),
    loadingText: 'Loading...',
    loadingCls: cfg('string'),
    loadingUseMsg: true,
    loadingHeight: cfg('number'),
    multiSelect: false,
    singleSelect: false,
    simpleSelect: false,
    allowDeselect: false,
    selModel: cfg('object'),
  }),
  xtype: 'dataview',
  alternateClassName: 'Lib.DataView',
  isDataView: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.view.View': typeof DataView;
  }
  interface AliasMap {
    'widget.dataview': typeof DataView;
  }
}
