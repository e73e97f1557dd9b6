/**
 * `Lib.grid.column.Action` (xtype `actioncolumn`, alternate `Lib.grid.ActionColumn`; grid pack):
 * a column of clickable icons, one per item of `items` (or, without `items`, one from the
 * column's own `icon`/`iconCls`/`handler`/`tooltip`/`getClass`/`isDisabled`). An item with an
 * `icon` shows as an `<img>` (its URL must be http(s), relative or `data:image`), else as a
 * `<span>` with its `iconCls`; each is `role="button"` with `x-action-col-icon x-action-col-<i>`,
 * its `tooltip` as `data-qtip` (shown by the tips pack) and `aria-label` (text, never markup).
 *
 * A click on an enabled icon calls `handler(view, rowIndex, colIndex, item, e, record, row)`
 * (`this`: the item's `scope`, else the column's `scope`, else the column). With `stopSelection`
 * (default `true`) pressing or clicking an icon does not select the row (nor fire the row's
 * click events). Keyboard: Right/Left on the focused row reach the icons, Enter or Space
 * activates the focused one (see Action.cells.ts). A `renderer` writes text before the icons.
 *
 * @example
 *   {xtype: 'actioncolumn', width: 60, items: [
 *     {iconCls: 'icon-edit', tooltip: 'Edit', handler: (view, rowIndex, colIndex, item, e, record) => edit(record)},
 *     {icon: 'img/delete.png', tooltip: 'Delete', isDisabled: (view, r, c, item, record) => record.get('locked'),
 *      handler: (view, rowIndex) => view.getStore().removeAt(rowIndex)},
 *   ]}
 */
import { registerClass } from '../../../lib/Class';
import { own } from '../../../lib/check';
import { cfg, declareConfigs, fail } from '../../../lib/config';
import { isSafeUrl, safeUrl } from '../../dom/Markup';
import { make, px } from '../../dom/Element.build';
import { Column, type CellMetaData, type ColumnConfig, type ColumnRenderer } from './Column';
import { bindCells, CellContent, viewOf } from './Action.cells';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { TableView } from '../../view/Table';
import type { Model } from '../../data/Model';
import type { Store } from '../../data/Store';

/**
 * An item's `getClass` or `getTip`: the renderer's arguments `(value, meta, record, rowIndex,
 * colIndex, store, view)`, a string back (method syntax: bivariant, as `ColumnRenderer`).
 */
export type ActionCellFunction = { m(...args: Parameters<ColumnRenderer>): string }['m'];

/** One icon of an action column. */
export interface ActionItem {
  /** URL of the icon image (http(s), relative or `data:image`). */
  icon?: string;
  /** CSS classes of the icon (a `<span>` when there is no `icon`). */
  iconCls?: string;
  /** Tooltip text (`data-qtip` and `aria-label`); not shown while disabled. */
  tooltip?: string;
  /** The image's `alt` and the label when there is no tooltip. */
  altText?: string;
  /** Called on click, Enter or Space: `(view, rowIndex, colIndex, item, e, record, row)`. */
  handler?: (
    view: TableView,
    rowIndex: number,
    colIndex: number,
    item: ActionItem,
    e: EventObjectImpl,
    record: Model,
    row: HTMLElement,
  ) => void;
  /** Whether the icon is disabled for a record: `(view, rowIndex, colIndex, item, record)`. */
  isDisabled?: (
    view: TableView,
    rowIndex: number,
    colIndex: number,
    item: ActionItem,
    record: Model,
  ) => boolean;
  /** Extra classes per cell: the renderer's arguments `(value, meta, record, rowIndex, colIndex, store, view)`. */
  getClass?: ActionCellFunction;
  /** Tooltip per cell: the renderer's arguments. */
  getTip?: ActionCellFunction;
  /** Disabled in every row (see `disableAction`). */
  disabled?: boolean;
  /** `this` of `handler`, `isDisabled`, `getClass`, `getTip`. */
  scope?: unknown;
  /** Pressing the icon does not select the row (default: the column's `stopSelection`). */
  stopSelection?: boolean;
}

export interface ActionColumnConfig extends ColumnConfig {
  /** The icons (default: one icon from the column's own `icon`, `iconCls`, `handler`...). */
  items?: ActionItem[];
  /** The single icon's URL when there are no `items`. */
  icon?: string;
  /** The single icon's classes when there are no `items`. */
  iconCls?: string;
  /** The single icon's handler, or every item's without one of its own. */
  handler?: ActionItem['handler'];
  /** The single icon's `getClass`. */
  getClass?: ActionItem['getClass'];
  /** The single icon's `isDisabled`. */
  isDisabled?: ActionItem['isDisabled'];
  /** The single icon's `getTip`. */
  getTip?: ActionItem['getTip'];
  /** Default `alt` text of the icons (default `''`). */
  altText?: string;
  /** Pressing an icon does not select the row (default `true`). */
  stopSelection?: boolean;
}

// Construction takes an `ActionColumnConfig` (checked against the `$configs` of the class chain).
export interface ActionColumn {
  $construct(config?: ActionColumnConfig): this;
}

/** A configured `isDisabled`: the single item's (the column's own is `Component#isDisabled`). */
type Configured = { isDisabled?: ActionItem['isDisabled'] };

/** What a cell of an action column shows: the renderer's text, then per item [classes, tip, disabled]. */
type ActionState = { text: string; items: Array<[string, string, boolean]> };

export class ActionColumn extends Column {
  declare items: ActionItem[];
  declare icon?: string;
  declare iconCls?: string;
  declare handler?: ActionItem['handler'];
  declare getClass?: ActionItem['getClass'];
  declare getTip?: ActionItem['getTip'];
  declare altText: string;
  declare stopSelection: boolean;
  /** The `renderer` configured (its text goes before the icons), and its scope. */
  declare origRenderer?: Function;
  declare origScope?: unknown;
  /** @internal The cell content the renderer returns (one, reused). */
  declare $content: CellContent;

  override initComponent(): void {
    const me = this;
    me.origRenderer = me.renderer as Function | undefined;
    me.origScope = me.scope;
    me.renderer = me.scope = undefined;
    const where = me.$className;
    // A configured `isDisabled` is the single item's (Component#isDisabled stays the method).
    const isDisabled = own(me, 'isDisabled') ? (me as Configured).isDisabled : undefined;
    delete (me as Configured).isDisabled;
    const items = (me.items ||= [
      {
        icon: me.icon,
        iconCls: me.iconCls,
        tooltip: me.tooltip,
        getClass: me.getClass,
        isDisabled,
        getTip: me.getTip,
      },
    ]);
    items.forEach((item, i) => {
      if (!item || typeof item !== 'object') fail(where, `items[${i}]`, 'an object', item);
      if (item.icon && !isSafeUrl(item.icon, true)) {
        fail(where, `items[${i}].icon`, safeUrl(true)[1], item.icon);
      }
    });
    me.$content = new CellContent(me);
    super.initComponent();
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    bindCells(viewOf(this));
  }

  /** The `scope` an item's functions run in. */
  itemScope(item: ActionItem): unknown {
    return item.scope || this.origScope || this;
  }

  /** Whether an item is disabled in a row (`disabled`, or its `isDisabled`). */
  isItemDisabled(
    item: ActionItem,
    view: TableView,
    rowIndex: number,
    colIndex: number,
    record: Model,
  ) {
    return !!(
      item.disabled ||
      item.isDisabled?.call(this.itemScope(item), view, rowIndex, colIndex, item, record)
    );
  }

  /** The renderer: the configured renderer's text, then each item's state for the cell. */
  defaultRenderer(
    value: unknown,
    meta: CellMetaData,
    record: Model,
    rowIndex: number,
    colIndex: number,
    store: Store,
    view: TableView,
  ): CellContent {
    const me = this;
    const args: Parameters<ColumnRenderer> = [value, meta, record, rowIndex, colIndex, store, view];
    const text = me.origRenderer ? me.origRenderer.apply(me.origScope || me, args) : '';
    meta.tdCls += ' ' + px('action-col-cell');
    const state: ActionState = {
      text: text === undefined || text === null ? '' : String(text),
      items: me.items.map((item) => {
        const scope = me.itemScope(item);
        const disabled = me.isItemDisabled(item, view, rowIndex, colIndex, record);
        const tip = disabled ? '' : item.tooltip || item.getTip?.apply(scope, args) || '';
        const cls = item.getClass ? item.getClass.apply(scope, args) : item.iconCls;
        return [cls || '', tip, disabled];
      }),
    };
    return me.$content.set(record, rowIndex, state);
  }

  /**
   * @internal Writes a cell: the renderer's text, then one icon element per item (built once
   * per cell, then updated: a focused icon keeps the focus when its row is written again).
   */
  writeCell(td: HTMLElement, content: CellContent): void {
    const me = this;
    const state = content.value as ActionState;
    const items = me.items;
    if (td.childNodes.length !== items.length + 1 || td.firstChild!.nodeType !== 3) {
      td.textContent = '';
      td.appendChild(td.ownerDocument.createTextNode(''));
      for (const item of items) {
        const alt = item.altText || me.altText;
        make(td, item.icon ? 'img' : 'span', '', item.icon ? { src: item.icon, alt } : undefined);
      }
    }
    (td.firstChild as Text).data = state.text;
    state.items.forEach(([cls, tip, disabled], i) => {
      const el = td.childNodes[i + 1] as HTMLElement;
      el.className =
        px('action-col-icon action-col-' + i) +
        (disabled ? ' ' + px('item-disabled') : '') +
        (cls ? ' ' + cls : '');
      el.setAttribute('role', 'button');
      el.tabIndex = -1;
      if (tip) el.setAttribute('data-qtip', tip);
      else el.removeAttribute('data-qtip');
      el.setAttribute(
        'aria-label',
        tip || items[i].tooltip || items[i].altText || me.altText || me.text,
      );
      el.setAttribute('aria-disabled', String(disabled));
    });
  }

  /**
   * @internal The view's event on a cell of the column: a click (or Enter/Space) on an enabled
   * icon calls its handler; with `stopSelection` a mousedown or click on it goes no further
   * (`false`: the row is not selected).
   */
  processEvent(
    type: string,
    view: TableView,
    cell: HTMLElement,
    rowIndex: number,
    colIndex: number,
    e: EventObjectImpl,
    record: Model,
    row: HTMLElement,
  ): boolean | void {
    const me = this;
    const selector = '.' + px('action-col-icon');
    const target = e.target as Element;
    // A key on the view (a cell model's selected cell): the cell's first icon.
    const icon = cell.contains(target) ? target.closest(selector) : cell.querySelector(selector);
    const match = icon && /action-col-(\d+)/.exec(icon.className);
    const item = match && me.items[+match[1]];
    if (!item || me.isItemDisabled(item, view, rowIndex, colIndex, record)) return;
    const key = type === 'keydown' && e.getKey();
    if (type === 'click' || key === e.ENTER || key === e.SPACE) {
      (item.handler || me.handler)?.call(
        me.itemScope(item),
        view,
        rowIndex,
        colIndex,
        item,
        e,
        record,
        row,
      );
    }
    if (type !== 'keydown' && (item.stopSelection ?? me.stopSelection)) return false;
  }

  /** Enables item `index` (a number or the item) in every row; fires `enable` unless `silent`. */
  enableAction(index: number | ActionItem, silent?: boolean): void {
    this.setActionDisabled(index, false, silent);
  }

  /** Disables item `index` (a number or the item) in every row; fires `disable` unless `silent`. */
  disableAction(index: number | ActionItem, silent?: boolean): void {
    this.setActionDisabled(index, true, silent);
  }

  /** @internal Sets an item's `disabled` and writes the rows again. */
  setActionDisabled(index: number | ActionItem, disabled: boolean, silent?: boolean): void {
    const me = this;
    const item = me.items[typeof index === 'number' ? index : me.items.indexOf(index)];
    if (!item)
      fail(
        me.$className + (disabled ? '#disableAction' : '#enableAction'),
        'index',
        'an item or its index',
        index,
      );
    item.disabled = disabled;
    viewOf(me)?.refresh();
    if (!silent) me.fireEvent(disabled ? 'disable' : 'enable', me);
  }
}

registerClass(ActionColumn, 'Lib.grid.column.Action', {
  $configs: declareConfigs<ActionColumnConfig, ColumnConfig>({
    items: cfg('array'),
    icon: cfg(safeUrl(true)),
    iconCls: cfg('string'),
    handler: cfg('function'),
    getClass: cfg('function'),
    isDisabled: cfg('function'),
    getTip: cfg('function'),
    altText: '',
    stopSelection: true,
  }),
  xtype: 'actioncolumn',
  alternateClassName: 'Lib.grid.ActionColumn',
  sortable: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Action': typeof ActionColumn;
  }
  interface AliasMap {
    'widget.actioncolumn': typeof ActionColumn;
  }
}
