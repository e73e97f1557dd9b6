/**
 * The grid header's interaction, which the grid pack adds to `Lib.grid.header.Container` (an
 * override of its `initUi` hook and of the methods below):
 * - resizing: drag a header's right edge (`x-column-header-resizer`; columns with `resizable`,
 *   grids without `enableColumnResize: false`) between `minWidth` and `maxWidth`; a double click
 *   on the edge fits the column to its content; `columnresize(ct, column, width)` fires once;
 * - moving: drag a header onto another (columns with `draggable`, grids without
 *   `enableColumnMove: false`), a drop marker (`x-col-move-marker`) shows where it goes;
 *   `columnmove(ct, column, fromIdx, toIdx)`;
 * - the column menu (`x-column-header-trigger` on each header, shown on hover and focus;
 *   none with `menuDisabled`): Sort Ascending, Sort Descending and a Columns submenu of check
 *   items that hide and show columns (with `enableColumnHide`; the last visible column stays);
 *   `headertriggerclick`, `headercontextmenu`, `menucreate(ct, menu)`, `menushow(ct, column, menu)`;
 * - multi-column sort: Shift+click (or Shift+Enter) adds the column to the sorters, up to the
 *   store's `multiSortLimit` (default 3), and each sorted header shows its direction;
 * - keys (Ext JS 4 had none): the header row is one Tab stop; Left/Right/Home/End move between
 *   headers, Enter/Space sort, Alt+Down or the context menu key open the menu, Ctrl+Left/Right
 *   move the column, Shift+Left/Right resize it by 10 pixels.
 */
import { widget } from '../../../lib/ClassManager';
import { cfg, declareConfigs } from '../../../lib/config';
import { trackPointer } from '../../dom/Element';
import { make, px } from '../../dom/Element.build';
import { HeaderContainer } from './Container';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { Column } from '../column/Column';
import type { Menu } from '../../menu/Menu';
import type { Item as MenuItem } from '../../menu/Item';
import type { CheckItem as MenuCheckItem } from '../../menu/CheckItem';
import type { Store } from '../../data/Store';

/** A column menu item: a menu item config, or `'-'` for a separator. */
export type MenuItemSpec = Record<string, unknown> | string;

/** The column menu: a menu whose `activeHeader` is the column it was shown for. */
export type HeaderMenu = Menu & { activeHeader: Column };

declare module './Container' {
  interface HeaderContainerEvents<S> {
    /** A header's menu trigger was clicked; `false` keeps the menu closed. */
    headertriggerclick: [ct: S, column: Column, event: EventObjectImpl, target: HTMLElement];
    /** A right click (or the context menu key) on a header; `false` keeps the menu closed. */
    headercontextmenu: [ct: S, column: Column, event: EventObjectImpl, target: HTMLElement];
    /** A column was moved (indexes among all columns). */
    columnmove: [ct: S, column: Column, fromIdx: number, toIdx: number];
    /** The column menu was created (at each showing; its `activeHeader` is the column). */
    menucreate: [ct: S, menu: HeaderMenu];
    /** The column menu was shown for `column`. */
    menushow: [ct: S, column: Column, menu: HeaderMenu];
  }
  interface HeaderContainer {
    /** The column menu, while it is shown (rebuilt at each showing). */
    menu?: HeaderMenu;
    /** Text of the menu's ascending sort item (default `'Sort Ascending'`). */
    sortAscText: string;
    /** Text of the menu's descending sort item (default `'Sort Descending'`). */
    sortDescText: string;
    /** Text of the menu's Columns item (default `'Columns'`). */
    columnsText: string;
    /** @internal The header that is the row's Tab stop. */
    $tabStop?: Column;
    /** @internal A Shift+click or Shift+Enter is sorting (adds a sorter). */
    $multi?: boolean;
    /** @internal A drag just ended: the click that follows does not sort. */
    $dragged?: boolean;
    /** Moves the column at `fromIdx` (among all columns) to `toIdx`; fires `columnmove`. */
    moveHeader(fromIdx: number, toIdx: number): void;
    /**
     * @internal Moves `count` columns from `fromIdx` so that the first is at `toIdx`; fires
     * `columnmove(ct, header, fromIdx, toIdx)` (`header`: the column or their group header).
     */
    moveColumns(header: Column, fromIdx: number, count: number, toIdx: number): void;
    /**
     * Shows the column menu below `column`'s header (the menu's `activeHeader`); fires
     * `menucreate(ct, menu)`, then `menushow(ct, column, menu)`.
     */
    showMenuBy(column: Column): void;
    /** @internal The Columns submenu's items (`items[i]` for `columns[i]`); grouped headers nest them. */
    nestColumnItems(columns: Column[], items: MenuItemSpec[]): MenuItemSpec[];
    /** Whether `column` offers a menu. */
    hasMenu(column: Column): boolean;
    /** Gives `column` a width clamped to its `minWidth`/`maxWidth` (fires `columnresize`). */
    resizeColumn(column: Column, width: number): void;
    /** Fits `column` to the widest of its header and its rendered cells. */
    autoSizeColumn(column: Column): void;
    /** @internal Makes one header the row's Tab stop (`tabindex` 0, the others -1). */
    syncTabStop(focus?: Column): void;
    /** @internal Handles a pointer press: an edge drag resizes, a header drag moves. */
    onHeaderDown(e: EventObjectImpl): void;
    /** @internal A right click or the context menu key on a header. */
    onHeaderMenuEvent(e: EventObjectImpl): void;
  }
}

const EDGE = 'column-header-resizer';
const TRIGGER = 'column-header-trigger';

/** The header column of an event's target, if any. */
const columnAt = (ct: HeaderContainer, target: EventTarget | null): Column | undefined => {
  const el = (target as HTMLElement | null)?.closest?.('.' + px('column-header'));
  return el ? [...ct.items.items, ...(ct.$groups || [])].find((c) => c.el?.dom === el) : undefined;
};

/** Whether header `c` is `h` or under it (a group header). */
export const within = (c: Column, h: Column): boolean => {
  for (let g: Column | undefined = c; g; g = g.$group) if (g === h) return true;
  return false;
};

/** The column's width kept between its `minWidth` and `maxWidth` (default 1000). */
const clamp = (column: Column & { maxWidth?: number }, width: number): number =>
  Math.round(Math.min(Math.max(width, column.minWidth || 0), column.maxWidth || 1000));

/** The texts of the column menu (configs of the header container). */
export interface HeaderMenuConfig {
  /** Text of the ascending sort item (default `'Sort Ascending'`). */
  sortAscText?: string;
  /** Text of the descending sort item (default `'Sort Descending'`). */
  sortDescText?: string;
  /** Text of the Columns item (default `'Columns'`). */
  columnsText?: string;
}

HeaderContainer.override({
  $configs: declareConfigs<HeaderMenuConfig>({
    sortAscText: cfg('string', 'Sort Ascending'),
    sortDescText: cfg('string', 'Sort Descending'),
    columnsText: cfg('string', 'Columns'),
  }),

  initUi(this: HeaderContainer) {
    const me = this;
    const grid = me.grid;
    me.el!.on({
      pointerdown: me.onHeaderDown,
      dblclick: me.onHeaderDown,
      contextmenu: me.onHeaderMenuEvent,
      focusin: (e: EventObjectImpl) => me.syncTabStop(columnAt(me, e.target)),
      scope: me,
    });
    me.on('columnschanged', () => me.renderColumns());
    grid?.relayEvents(me, ['columnmove', 'headercontextmenu', 'headertriggerclick', 'menushow']);
    grid?.initState?.();
  },

  renderColumns(this: HeaderContainer) {
    const me = this;
    const grid = me.grid;
    me.callParent();
    for (const column of me.items.items) {
      const dom = column.el!.dom;
      if (dom.querySelector('.' + px(TRIGGER)) || dom.querySelector('.' + px(EDGE))) continue;
      if (me.hasMenu(column)) {
        make(dom, 'div', TRIGGER, { 'aria-hidden': 'true' });
        dom.setAttribute('aria-haspopup', 'menu');
      }
      if (column.resizable !== false && grid?.enableColumnResize !== false) make(dom, 'div', EDGE);
    }
    me.syncTabStop();
  },

  syncTabStop(this: HeaderContainer, focus?: Column) {
    const me = this;
    const visible = me.getVisibleGridColumns();
    // A focused group header keeps the row's Tab stop where it was.
    const stop = (me.$tabStop = visible.includes(focus!)
      ? focus
      : visible.includes(me.$tabStop!)
        ? me.$tabStop
        : visible[0]);
    for (const column of me.items.items) {
      if (column.el) column.el.dom.tabIndex = column === stop ? 0 : -1;
    }
  },

  hasMenu(this: HeaderContainer, column: Column) {
    return !column.menuDisabled && (column.isSortable() || this.grid?.enableColumnHide !== false);
  },

  onHeaderEvent(this: HeaderContainer, e: EventObjectImpl) {
    const me = this;
    const column = columnAt(me, e.target);
    if (e.type === 'click') {
      // The click ending a drag, or one on a resize edge, does not sort.
      if (me.$dragged || (e.target as HTMLElement).closest('.' + px(EDGE))) return;
      if (column && (e.target as HTMLElement).closest('.' + px(TRIGGER))) {
        if (me.fireEvent('headertriggerclick', me, column, e, column.el!.dom) !== false) {
          column.el!.dom.focus();
          me.showMenuBy(column);
        }
        return;
      }
    }
    const key = e.type === 'keydown' ? e.getKey() : 0;
    const visible = me.getVisibleGridColumns();
    const at = column ? visible.indexOf(column) : -1;
    if (column && key >= e.LEFT && key <= e.DOWN) {
      const step = key === e.LEFT ? -1 : key === e.RIGHT ? 1 : 0;
      const siblings = me.siblingsOf(column);
      const next = siblings[siblings.indexOf(column) + step];
      if (key === e.DOWN && e.altKey) {
        if (me.hasMenu(column)) me.showMenuBy(column);
      } else if (!step) {
        // Up to the group header, Down to the group's first visible column.
        const to = key === e.UP ? column.$group : me.siblingsOf(column, column)[0];
        if (!to) return;
        to.el!.dom.focus();
      } else if (e.shiftKey) {
        if (column.resizable !== false) me.resizeColumn(column, column.getCellWidth() + step * 10);
      } else if (e.ctrlKey) {
        if (next && column.draggable !== false && me.grid?.enableColumnMove !== false) {
          me.moveBeside(column, next, step > 0);
          column.el!.dom.focus();
        }
      } else if (at < 0) {
        next?.el!.dom.focus();
      } else {
        visible[Math.min(Math.max(at + step, 0), visible.length - 1)].el!.dom.focus();
      }
      return e.stopEvent();
    }
    if (column && (key === e.HOME || key === e.END)) {
      visible[key === e.HOME ? 0 : visible.length - 1].el!.dom.focus();
      return e.stopEvent();
    }
    me.$multi = e.shiftKey;
    me.callParent([e]);
    me.$multi = false;
  },

  onHeaderMenuEvent(this: HeaderContainer, e: EventObjectImpl) {
    const me = this;
    const column = columnAt(me, e.target);
    if (!column) return;
    e.preventDefault();
    if (
      me.fireEvent('headercontextmenu', me, column, e, column.el!.dom) !== false &&
      me.hasMenu(column)
    ) {
      column.el!.dom.focus();
      me.showMenuBy(column);
    }
  },

  sortBy(this: HeaderContainer, column: Column, direction: 'ASC' | 'DESC') {
    const me = this;
    const store = me.grid?.getStore() as (Store & { multiSortLimit?: number }) | undefined;
    const property = column.getSortParam();
    if (!me.$multi || !store || !property) return me.callParent([column, direction]);
    const sorters = store.sorters.map((s) => ({
      property: s.property,
      direction: s.direction,
    }));
    const at = sorters.findIndex((s) => s.property === property);
    if (at < 0) sorters.push({ property, direction });
    else sorters[at].direction = direction;
    store.sort(sorters.slice(-(store.multiSortLimit || 3)));
    me.updateSortState(store);
    me.fireEvent('sortchange', me, column, direction);
  },

  updateSortState(this: HeaderContainer, store: Store | null | undefined) {
    const by = new Map<unknown, string>();
    for (const s of store?.sorters || []) if (!by.has(s.property)) by.set(s.property, s.direction);
    for (const column of this.items.items) {
      column.setSortState((by.get(column.getSortParam()) as 'ASC' | 'DESC') || null);
    }
  },

  moveHeader(this: HeaderContainer, fromIdx: number, toIdx: number) {
    this.moveColumns(this.items.items[fromIdx], fromIdx, 1, toIdx);
  },

  moveColumns(
    this: HeaderContainer,
    header: Column,
    fromIdx: number,
    count: number,
    toIdx: number,
  ) {
    const me = this;
    const items = me.items.items;
    const moved = items.splice(fromIdx, count);
    items.splice(toIdx, 0, ...moved);
    const next = items[toIdx + count]?.el?.dom || null;
    for (const column of moved) if (column.el) me.rowEl!.dom.insertBefore(column.el.dom, next);
    me.$visible = null;
    me.grid?.onColumnsChanged('move');
    me.fireEvent('columnmove', me, header, fromIdx, toIdx);
    me.fireEvent('columnschanged', me);
  },

  nestColumnItems(_columns: Column[], items: MenuItemSpec[]) {
    return items;
  },

  resizeColumn(this: HeaderContainer, column: Column, width: number) {
    column.setWidth(clamp(column, width));
  },

  autoSizeColumn(this: HeaderContainer, column: Column) {
    const inner = column.el!.dom.firstElementChild as HTMLElement;
    // The header's text plus its padding, border and sort arrow; each cell's content.
    let width = inner.scrollWidth + column.el!.dom.offsetWidth - inner.offsetWidth;
    const cells = this.grid?.getView().el?.dom.querySelectorAll('.' + px('grid-cell-' + column.id));
    for (const cell of cells || []) width = Math.max(width, (cell as HTMLElement).scrollWidth);
    this.resizeColumn(column, width + 1);
  },

  onHeaderDown(this: HeaderContainer, e: EventObjectImpl) {
    const me = this;
    const down = e.browserEvent as PointerEvent;
    const target = e.target as HTMLElement;
    const column = columnAt(me, target);
    me.$dragged = false;
    if (!column || down.button || target.closest('.' + px(TRIGGER))) return;
    if (target.closest('.' + px(EDGE))) {
      if (e.type === 'dblclick') return me.autoSizeColumn(column);
      e.preventDefault();
      const start = column.getCellWidth();
      let width = start;
      // Live: the header and its cells follow the pointer; `columnresize` fires once, at the end.
      trackPointer(
        down,
        (dx) => {
          width = clamp(column, start + dx);
          column.flex = undefined;
          column.width = width;
          me.grid?.onColumnsChanged('resize');
        },
        () => {
          column.width = start;
          if (width !== start) me.$dragged = true;
          me.resizeColumn(column, width);
        },
      );
      return;
    }
    if (e.type === 'dblclick' || column.draggable === false) return;
    if (me.grid?.enableColumnMove === false) return;
    // The header and (a group's) its columns' headers follow the pointer.
    const doms = [...me.items.items, ...(me.$groups || [])]
      .filter((c) => within(c, column))
      .map((c) => c.el!.dom);
    const style = (cls: boolean, transform: string) => {
      for (const dom of doms) {
        dom.classList.toggle(px('column-header-dragging'), cls);
        dom.style.transform = transform;
      }
    };
    let marker: HTMLElement | undefined;
    let over: Column | undefined;
    let after = false;
    trackPointer(
      down,
      (dx) => {
        if (!marker && Math.abs(dx) < 5) return;
        marker ||= make(me.el!.dom, 'div', 'col-move-marker');
        style(true, `translateX(${dx}px)`);
        const x = down.clientX + dx;
        // The headers it may go beside (its siblings in its group, or the top level).
        const others = me.siblingsOf(column).filter((c) => c !== column);
        over =
          others.find((c) => c.el!.dom.getBoundingClientRect().right > x) ||
          others[others.length - 1];
        if (!over) return;
        const box = over.el!.dom.getBoundingClientRect();
        after = x > box.left + box.width / 2;
        marker.style.left = over.el!.dom.offsetLeft + (after ? box.width : 0) + 'px';
      },
      () => {
        if (!marker) return;
        me.$dragged = true;
        marker.remove();
        style(false, '');
        if (over) me.moveBeside(column, over, after);
      },
    );
  },

  showMenuBy(this: HeaderContainer, column: Column) {
    const me = this;
    const grid = me.grid;
    const sortable = me.sortable && column.isSortable();
    const columns = me.items.items.filter((c) => c.hideable !== false);
    const checks: MenuCheckItem[] = [];
    const sync = () => {
      const last = me.getVisibleGridColumns().length === 1;
      for (const item of checks) item.setDisabled(last && item.checked);
    };
    const items: MenuItemSpec[] = [
      {
        itemId: 'ascItem',
        text: me.sortAscText,
        cls: px('hmenu-sort-asc'),
        disabled: !sortable,
        handler: () => me.sortBy(column, 'ASC'),
      },
      {
        itemId: 'descItem',
        text: me.sortDescText,
        cls: px('hmenu-sort-desc'),
        disabled: !sortable,
        handler: () => me.sortBy(column, 'DESC'),
      },
    ];
    if (grid?.enableColumnHide !== false && columns.length) {
      items.push('-', {
        itemId: 'columnItem',
        text: me.columnsText,
        cls: px('cols-icon'),
        // A click opens the submenu (the menu stays).
        hideOnClick: false,
        handler: (item: MenuItem) => item.doExpandMenu(true),
        menu: me.nestColumnItems(
          columns,
          columns.map((c) => ({
            xtype: 'menucheckitem',
            text: (c as Column & { menuText?: string }).menuText || c.text,
            checked: !c.hidden,
            hideOnClick: false,
            listeners: {
              afterrender: (item: MenuCheckItem) => checks.push(item) && sync(),
              checkchange: (_item: MenuCheckItem, checked: boolean) => {
                c.setVisible(checked);
                sync();
              },
            },
          })),
        ),
      });
    }
    me.menu?.destroy();
    const menu = (me.menu = widget('menu', { items }));
    menu.activeHeader = column;
    me.fireEvent('menucreate', me, menu);
    const dom = column.el!.dom;
    dom.classList.add(px('column-header-open'));
    dom.setAttribute('aria-expanded', 'true');
    menu.on('hide', () => {
      dom.classList.remove(px('column-header-open'));
      dom.setAttribute('aria-expanded', 'false');
    });
    menu.showBy(column.el, 'tl-bl?');
    me.fireEvent('menushow', me, column, menu);
  },

  onDestroy(this: HeaderContainer) {
    this.menu?.destroy();
    this.callParent();
  },
});
