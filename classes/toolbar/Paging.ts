/**
 * `Lib.toolbar.Paging` (xtype `pagingtoolbar`, alternate `Lib.PagingToolbar`): a toolbar that
 * pages through a store: first / previous buttons, the page number field ("Page [n] of N"),
 * next / last buttons and refresh, then (with `displayInfo`) "Displaying 1 - 25 of 80" at the
 * right. It follows the store's loads (the buttons that lead nowhere are disabled) and moves
 * with `store.loadPage`. In the page field, Enter goes to the page typed, Up/Down (Page Up/
 * Down; with Shift by 10) change the number and Home/End set the first/last page.
 *
 * Events: `beforechange(toolbar, page)` (`false` stops the move), `change(toolbar, pageData)`
 * after each load, `pageData` being `{total, currentPage, pageCount, fromRecord, toRecord}`.
 * Texts (`displayMsg`, `afterPageText`...) are formats for `Lib.String.format`, shown as text.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {
 *     store: store, columns: columns, height: 300,
 *     bbar: {xtype: 'pagingtoolbar', store: store, displayInfo: true},
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, fail } from '../../lib/config';
import { format } from '../../lib/lang/String';
import { StoreManager } from '../data/StoreManager';
import { cssPrefix } from '../dom/Element';
import type { EventObjectImpl } from '../EventObjectImpl';
import { Toolbar, type ToolbarConfig } from './Toolbar';
import type { ItemSpec } from '../container/Container';
// The page field.
import '../form/field/Number';
import type { ContainerEvents } from '../container/Container';
import type { Store } from '../data/Store';
import type { NumberField } from '../form/field/Number';
import type { TextItem } from './TextItem';

/** Where the store stands, as `getPageData` gives it and `change` reports it. */
export interface PageData {
  total: number;
  currentPage: number;
  pageCount: number;
  fromRecord: number;
  toRecord: number;
}

export interface PagingToolbarConfig extends ToolbarConfig {
  /** The store paged: a store, a storeId or a store config. */
  store?: Store | string | Record<string, unknown> | null;
  /** Show `displayMsg` (or `emptyMsg`) at the right (default `false`). */
  displayInfo?: boolean;
  /** The `items` given stand before the paging items (default `false`: after them). */
  prependButtons?: boolean;
  /** What `displayInfo` shows: {0} the first record, {1} the last, {2} the total (default `'Displaying {0} - {1} of {2}'`). */
  displayMsg?: string;
  /** Shown by `displayInfo` when the store is empty (default `'No data to display'`). */
  emptyMsg?: string;
  /** Before the page field (default `'Page'`). */
  beforePageText?: string;
  /** After the page field, `{0}` the page count (default `'of {0}'`). */
  afterPageText?: string;
  /** Tooltip of the first page button (default `'First Page'`). */
  firstText?: string;
  /** Tooltip of the previous page button (default `'Previous Page'`). */
  prevText?: string;
  /** Tooltip of the next page button (default `'Next Page'`). */
  nextText?: string;
  /** Tooltip of the last page button (default `'Last Page'`). */
  lastText?: string;
  /** Tooltip of the refresh button (default `'Refresh'`). */
  refreshText?: string;
  /** Width of the page field in pixels (default 30). */
  inputItemWidth?: number;
}

/** The events of paging toolbars: a container's plus page changes. */
export interface PagingToolbarEvents<S = Paging> extends ContainerEvents<S> {
  /** The store loaded another page (or the same again). */
  change: [toolbar: S, pageData: PageData];
  /** A button or the page field asks for `page`; `false` cancels the load. */
  beforechange: [toolbar: S, page: number];
}

/** A paging toolbar before `initComponent`: `items`, `buttons` and `store` still as configured. */
type Unready = Omit<Paging, 'items' | 'store'> & {
  items?: ItemSpec | ItemSpec[];
  buttons?: ItemSpec | ItemSpec[];
  store?: Parameters<Paging['bindStore']>[0];
};

export class Paging extends Toolbar {
  /** Type only: the events (see `PagingToolbarEvents`). */
  declare $eventMap: PagingToolbarEvents<this>;
  declare store?: Store;
  declare displayInfo: boolean;
  declare prependButtons: boolean;
  declare displayMsg: string;
  declare emptyMsg: string;
  declare beforePageText: string;
  declare afterPageText: string;
  declare firstText: string;
  declare prevText: string;
  declare nextText: string;
  declare lastText: string;
  declare refreshText: string;
  declare inputItemWidth: number;
  /** @internal The store listeners bound. */
  declare $storeOn?: Record<string, unknown>;

  /** The paging items: buttons `first`, `prev`, `next`, `last`, `refresh`, field `inputItem`. */
  getPagingItems(): ItemSpec[] {
    const me = this;
    const button = (itemId: string, tooltip: string, icon: string, handler: () => void) => ({
      itemId,
      tooltip,
      ariaLabel: tooltip,
      overflowText: tooltip,
      iconCls: cssPrefix() + 'tbar-' + icon,
      disabled: itemId !== 'refresh',
      handler,
      scope: me,
    });
    return [
      button('first', me.firstText, 'page-first', me.moveFirst),
      button('prev', me.prevText, 'page-prev', me.movePrevious),
      '-',
      me.beforePageText,
      {
        xtype: 'numberfield',
        itemId: 'inputItem',
        cls: cssPrefix() + 'tbar-page-number',
        allowDecimals: false,
        minValue: 1,
        keyNavEnabled: false,
        selectOnFocus: true,
        width: me.inputItemWidth,
        ariaLabel: me.beforePageText,
        listeners: { specialkey: me.onPagingKeyDown, blur: me.onPagingBlur, scope: me },
      },
      { xtype: 'tbtext', itemId: 'afterTextItem', text: format(me.afterPageText, 1) },
      '-',
      button('next', me.nextText, 'page-next', me.moveNext),
      button('last', me.lastText, 'page-last', me.moveLast),
      '-',
      button('refresh', me.refreshText, 'loading', me.doRefresh),
    ];
  }

  override initComponent(): void {
    const me = this as unknown as Unready;
    const paging = me.getPagingItems();
    const mine = ([] as ItemSpec[]).concat(me.items || me.buttons || []);
    me.items = me.prependButtons ? mine.concat(paging) : paging.concat(mine);
    me.buttons = undefined;
    if (me.displayInfo) me.items.push('->', { xtype: 'tbtext', itemId: 'displayItem' });
    super.initComponent();
    const store = me.store;
    me.store = undefined;
    me.bindStore(store);
  }

  /**
   * Follows `store` (a store, a storeId or a store config; `null` follows none) and shows
   * where it stands.
   */
  bindStore(store: Store | string | Record<string, unknown> | null | undefined): void {
    const me = this;
    if (me.$storeOn) me.store?.un(me.$storeOn);
    me.$storeOn = undefined;
    const next = store == null ? undefined : StoreManager.lookup(store);
    if (store != null && !next?.isStore) {
      fail(me.$className, 'store', 'a store, a storeId or a store config', store);
    }
    me.store = next;
    if (next) {
      next.on((me.$storeOn = { beforeload: me.beforeLoad, load: me.onLoad, scope: me }));
      me.onLoad();
    }
  }

  /** The store paged. */
  getStore(): Store | undefined {
    return this.store;
  }

  /** Where the store stands: `{total, currentPage, pageCount, fromRecord, toRecord}`. */
  getPageData(): PageData {
    const store = this.store;
    const total = store ? store.getTotalCount() : 0;
    const page = store ? store.currentPage : 1;
    const size = store ? store.pageSize : 1;
    return {
      total,
      currentPage: page,
      pageCount: Math.ceil(total / size),
      fromRecord: (page - 1) * size + 1,
      toRecord: Math.min(page * size, total),
    };
  }

  /** @internal The store loaded (or was bound): the page, the buttons and the info shown. */
  onLoad(): void {
    const me = this;
    const empty = !me.store?.getCount();
    const data = me.getPageData();
    const page = empty ? 0 : data.currentPage;
    const count = empty ? 0 : data.pageCount || 1;
    me.child<TextItem>('#afterTextItem')?.setText(format(me.afterPageText, count));
    me.getInputItem()?.setDisabled(empty).setValue(page);
    const first = page <= 1 || empty;
    const last = page >= count || empty;
    me.setChildDisabled('#first', first);
    me.setChildDisabled('#prev', first);
    me.setChildDisabled('#next', last);
    me.setChildDisabled('#last', last);
    me.setChildDisabled('#refresh', false);
    me.child<TextItem>('#displayItem')?.setText(
      empty ? me.emptyMsg : format(me.displayMsg, data.fromRecord, data.toRecord, data.total),
    );
    if (me.rendered) me.fireEvent('change', me, data);
  }

  /** @internal A load starts: refresh is disabled until it ends. */
  beforeLoad(): void {
    this.setChildDisabled('#refresh', true);
  }

  /** Disables (or enables) the child matching `selector`, if any. */
  setChildDisabled(selector: string, disabled: boolean): void {
    this.child(selector)?.setDisabled(disabled);
  }

  /** The page number field. */
  getInputItem(): NumberField | null {
    return this.child<NumberField>('#inputItem');
  }

  /** @internal The page typed, or `false` (the field then shows the current page again). */
  readPageFromInput(data: PageData): number | false {
    const input = this.getInputItem();
    const page = parseInt(input?.getValue() as string, 10);
    if (isNaN(page)) {
      input?.setValue(data.currentPage);
      return false;
    }
    return page;
  }

  /** @internal Keys in the page field (see the class comment). */
  onPagingKeyDown(field: NumberField, e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    const data = me.getPageData();
    if (key === e.ENTER) {
      e.stopEvent();
      const page = me.readPageFromInput(data);
      if (page !== false) me.moveTo(Math.min(Math.max(1, page), data.pageCount));
    } else if (key === e.HOME || key === e.END) {
      e.stopEvent();
      field.setValue(key === e.HOME ? 1 : data.pageCount);
    } else if ([e.UP, e.PAGE_UP, e.DOWN, e.PAGE_DOWN].includes(key as 38)) {
      e.stopEvent();
      const page = me.readPageFromInput(data);
      const step = (e.shiftKey ? 10 : 1) * (key === e.DOWN || key === e.PAGE_DOWN ? -1 : 1);
      if (page && page + step >= 1 && page + step <= data.pageCount) field.setValue(page + step);
    }
  }

  /** @internal The page field lost the focus: it shows the current page again. */
  onPagingBlur(): void {
    this.getInputItem()?.setValue(this.getPageData().currentPage);
  }

  /** @internal Loads `page` unless a `beforechange` listener returns `false`. */
  moveTo(page: number): void {
    const me = this;
    if (me.store && me.fireEvent('beforechange', me, page) !== false) me.store.loadPage(page);
  }

  /** Loads the first page. */
  moveFirst(): void {
    this.moveTo(1);
  }

  /** Loads the previous page (if any). */
  movePrevious(): void {
    const prev = this.getPageData().currentPage - 1;
    if (prev > 0) this.moveTo(prev);
  }

  /** Loads the next page (if any). */
  moveNext(): void {
    const data = this.getPageData();
    if (data.currentPage < data.pageCount) this.moveTo(data.currentPage + 1);
  }

  /** Loads the last page. */
  moveLast(): void {
    this.moveTo(this.getPageData().pageCount);
  }

  /** Loads the current page again. */
  doRefresh(): void {
    this.moveTo(this.getPageData().currentPage);
  }

  override onDestroy(): void {
    this.bindStore(null);
    super.onDestroy();
  }
}

/** Typed config for `Lib.create`. */
export interface Paging {
  $construct(config?: PagingToolbarConfig): this;
}

registerClass(Paging, 'Lib.toolbar.Paging', {
  $configs: declareConfigs<PagingToolbarConfig, ToolbarConfig>({
    store: cfg('any'),
    displayInfo: false,
    prependButtons: false,
    displayMsg: 'Displaying {0} - {1} of {2}',
    emptyMsg: 'No data to display',
    beforePageText: 'Page',
    afterPageText: 'of {0}',
    firstText: 'First Page',
    prevText: 'Previous Page',
    nextText: 'Next Page',
    lastText: 'Last Page',
    refreshText: 'Refresh',
    inputItemWidth: 30,
  }),
  xtype: 'pagingtoolbar',
  alternateClassName: 'Lib.PagingToolbar',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Paging': typeof Paging;
  }
  interface AliasMap {
    'widget.pagingtoolbar': typeof Paging;
  }
}
