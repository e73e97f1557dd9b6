/**
 * `Lib.view.BoundList` (xtype `boundlist`): the floating list of records a combo box drops
 * down. It shows each record's `displayField` as text in an ARIA listbox (`role="option"`
 * items), highlights one item (`x-boundlist-item-over`, what the keyboard moves) and marks the
 * selected record (`x-boundlist-selected`, `aria-selected`). A click on an item fires
 * `itemclick(list, record, node, index, e)`. Pressing the mouse on the list does not take the
 * focus from the combo's input.
 *
 * @example
 *   const list = Lib.create('Lib.view.BoundList', {displayField: 'name', floating: true});
 *   list.setRecords(store.getRange());
 *   list.showAt(10, 40);
 *   list.highlight(0);
 */
import { registerClass } from '../../lib/Class';
import { Component, type ComponentConfig } from '../Component';
import { Element } from '../dom/Element';
import type { EventObjectImpl } from '../EventObjectImpl';
import { make, makeEl, px } from '../dom/Element.build';
import { toText } from '../../lib/lang/String';
import { cfg, declareConfigs } from '../../lib/config';
import type { ComponentEvents } from '../Component';
import type { Model } from '../data/Model';

export interface BoundListConfig extends ComponentConfig {
  /** The record field shown (default `'text'`). */
  displayField?: string;
  /** Text shown when there are no records (default none: the list is empty). */
  emptyText?: string;
  /** Largest height in pixels before the list scrolls (default 300). */
  maxHeight?: number;
}

/** The events of bound lists (a combo box's list): a component's plus item clicks. */
export interface BoundListEvents<S = BoundList> extends ComponentEvents<S> {
  itemclick: [list: S, record: Model, item: HTMLElement, index: number, event: EventObjectImpl];
}

export class BoundList extends Component {
  /** Type only: the events (see `BoundListEvents`). */
  declare $eventMap: BoundListEvents<this>;
  declare displayField: string;
  declare emptyText?: string;
  declare maxHeight: number;
  /** The records shown. */
  declare records: Model[];
  /** The index of the highlighted item, or -1. */
  declare highlightedIndex: number;
  /** The selected record, or `null`. */
  declare selectedRecord: Model | null;
  /** The `<ul role="listbox">` element (once rendered). */
  declare listEl?: Element;
  override $construct(config?: BoundListConfig): this {
    this.records = [];
    this.highlightedIndex = -1;
    this.selectedRecord = null;
    return super.$construct(config);
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    el.addCls(px('boundlist boundlist-floating'));
    el.setStyle('max-height', me.maxHeight);
    me.listEl = makeEl(el.dom, 'ul', 'list-plain', { id: me.id + '-listEl', role: 'listbox' });
    // Keeps the focus in the combo's input while the mouse is pressed on the list.
    el.on('mousedown', (e: EventObjectImpl) => e.preventDefault());
    el.on('click', me.onItemClick, me, { delegate: '.' + px('boundlist-item') });
    me.refresh();
  }

  /** Shows these records (and clears the highlight). */
  setRecords(records: Model[]): void {
    this.records = records.slice();
    this.highlightedIndex = -1;
    this.refresh();
  }

  /** The text shown for a record. */
  getItemText(record: Partial<Pick<Model, 'get'>> | null | undefined): string {
    return toText(
      record && typeof record.get === 'function' ? record.get(this.displayField) : record,
    );
  }

  /** Rebuilds the items (as text) from `records`. */
  refresh(): void {
    const me = this;
    const list = me.listEl?.dom;
    if (!list) return;
    list.textContent = '';
    me.records.forEach((record, index) => {
      const selected = record === me.selectedRecord;
      make(
        list,
        'li',
        'boundlist-item' +
          (selected ? ' boundlist-selected' : '') +
          (index === me.highlightedIndex ? ' boundlist-item-over' : ''),
        {
          id: `${me.id}-option-${index}`,
          role: 'option',
          'data-index': String(index),
          'aria-selected': String(selected),
        },
        // A blank display still needs a row the mouse can reach.
        me.getItemText(record) || '\u00a0',
      );
    });
    if (me.records.length === 0 && me.emptyText)
      make(list, 'li', 'boundlist-empty', undefined, me.emptyText);
  }

  /** The item node at `index`, or `null`. */
  getNode(index: number): HTMLElement | null {
    return (this.listEl?.dom.children[index] as HTMLElement | undefined) ?? null;
  }

  /**
   * Highlights the item at `index` (-1: none), scrolling it into view. Returns its node's id
   * (for `aria-activedescendant`), or `''`.
   */
  highlight(index: number): string {
    const me = this;
    const cls = px('boundlist-item-over');
    me.getNode(me.highlightedIndex)?.classList.remove(cls);
    me.highlightedIndex = index >= 0 && index < me.records.length ? index : -1;
    const node = me.getNode(me.highlightedIndex);
    if (!node) return '';
    node.classList.add(cls);
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'nearest' });
    return node.id;
  }

  /** The highlighted record, or `undefined`. */
  getHighlightedRecord(): Model | undefined {
    return this.highlightedIndex >= 0 ? this.records[this.highlightedIndex] : undefined;
  }

  /** Marks `record` as the selected one (`null`: none). */
  setSelectedRecord(record: Model | null | undefined): void {
    this.selectedRecord = record ?? null;
    this.refresh();
  }

  /** @internal A click on an item. */
  onItemClick(e: EventObjectImpl, node: globalThis.Element): void {
    const index = Number(node.getAttribute('data-index'));
    const record = this.records[index];
    if (record !== undefined)
      this.fireEvent('itemclick', this, record, node as HTMLElement, index, e);
  }

  override onDestroy(): void {
    this.listEl?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(BoundList, 'Lib.view.BoundList', {
  $configs: declareConfigs<BoundListConfig, ComponentConfig>({
    displayField: 'text',
    emptyText: cfg('string'),
    maxHeight: 300,
  }),
  xtype: 'boundlist',
  floating: true,
  hidden: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.view.BoundList': typeof BoundList;
  }
  interface AliasMap {
    'widget.boundlist': typeof BoundList;
  }
}
