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
import {
  T,
  checkConfigTypes,
  cssPrefix,
  toText,
  withoutDefaults,
  type TypeTable,
} from '../form/field/Base.utils';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface BoundListConfig extends ComponentConfig {
  /** The record field shown (default `'text'`). */
  displayField?: string;
  /** Text shown when there are no records (default none: the list is empty). */
  emptyText?: string;
  /** Largest height in pixels before the list scrolls (default 300). */
  maxHeight?: number;
}

const TYPES: TypeTable = { displayField: T.string, emptyText: T.string, maxHeight: T.number };

export class BoundList extends Component {
  declare displayField: string;
  declare emptyText?: string;
  declare maxHeight: number;
  /** The records shown. */
  declare records: Any[];
  /** The index of the highlighted item, or -1. */
  declare highlightedIndex: number;
  /** The selected record, or `null`. */
  declare selectedRecord: Any;
  /** The `<ul role="listbox">` element (once rendered). */
  declare listEl?: Element;

  override $construct(config?: BoundListConfig): this {
    checkConfigTypes(this.$className || 'Lib.view.BoundList', config, TYPES);
    this.records = [];
    this.highlightedIndex = -1;
    this.selectedRecord = null;
    return super.$construct(withoutDefaults(config, TYPES));
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const p = cssPrefix();
    const el = this.el as Element;
    el.addCls([p + 'boundlist', p + 'boundlist-floating']);
    el.setStyle('max-height', this.maxHeight);
    const list = el.dom.ownerDocument.createElement('ul');
    list.id = this.id + '-listEl';
    list.className = p + 'list-plain';
    list.setAttribute('role', 'listbox');
    el.dom.appendChild(list);
    this.listEl = Element.get(list) as Element;
    // Keeps the focus in the combo's input while the mouse is pressed on the list.
    el.on('mousedown', (e: EventObjectImpl) => e.preventDefault());
    el.on('click', this.onItemClick, this, { delegate: '.' + p + 'boundlist-item' });
    this.refresh();
  }

  /** Shows these records (and clears the highlight). */
  setRecords(records: Any[]): void {
    this.records = records.slice();
    this.highlightedIndex = -1;
    this.refresh();
  }

  /** The text shown for a record. */
  getItemText(record: Any): string {
    return toText(
      record && typeof record.get === 'function' ? record.get(this.displayField) : record,
    );
  }

  /** Rebuilds the items (as text) from `records`. */
  refresh(): void {
    const list = this.listEl?.dom;
    if (!list) return;
    const p = cssPrefix();
    const doc = list.ownerDocument;
    list.textContent = '';
    this.records.forEach((record, index) => {
      const item = doc.createElement('li');
      item.id = `${this.id}-option-${index}`;
      item.className = p + 'boundlist-item';
      item.setAttribute('role', 'option');
      item.setAttribute('data-index', String(index));
      const selected = record === this.selectedRecord;
      item.setAttribute('aria-selected', String(selected));
      if (selected) item.classList.add(p + 'boundlist-selected');
      if (index === this.highlightedIndex) item.classList.add(p + 'boundlist-item-over');
      // A blank display still needs a row the mouse can reach.
      item.textContent = this.getItemText(record) || '\u00a0';
      list.appendChild(item);
    });
    if (this.records.length === 0 && this.emptyText) {
      const empty = doc.createElement('li');
      empty.className = p + 'boundlist-empty';
      empty.textContent = this.emptyText;
      list.appendChild(empty);
    }
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
    const cls = cssPrefix() + 'boundlist-item-over';
    const old = this.getNode(this.highlightedIndex);
    if (old) old.classList.remove(cls);
    this.highlightedIndex = index >= 0 && index < this.records.length ? index : -1;
    const node = this.getNode(this.highlightedIndex);
    if (!node) return '';
    node.classList.add(cls);
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'nearest' });
    return node.id;
  }

  /** The highlighted record, or `undefined`. */
  getHighlightedRecord(): Any {
    return this.highlightedIndex >= 0 ? this.records[this.highlightedIndex] : undefined;
  }

  /** Marks `record` as the selected one (`null`: none). */
  setSelectedRecord(record: Any): void {
    this.selectedRecord = record ?? null;
    this.refresh();
  }

  /** @internal A click on an item. */
  onItemClick(e: EventObjectImpl, node: globalThis.Element): void {
    const index = Number(node.getAttribute('data-index'));
    const record = this.records[index];
    if (record !== undefined) this.fireEvent('itemclick', this, record, node, index, e);
  }

  override onDestroy(): void {
    this.listEl?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(BoundList, 'Lib.view.BoundList', {
  xtype: 'boundlist',
  displayField: 'text',
  maxHeight: 300,
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
