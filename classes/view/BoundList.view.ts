/**
 * The data view's item methods on the combo box's list, `Lib.view.BoundList` (installed by the
 * view pack). In Ext JS 4 the bound list is a data view, and code written for data views asks
 * it for them (the DataTip ux shows a tip per list item through `getItemSelector` and
 * `getRecord`):
 * - `getItemSelector()`: the selector of the item nodes (`'.x-boundlist-item'`);
 * - `getNode(info)`: the item node of an index (as before), a record, a node inside an item or
 *   an item id;
 * - `getNodes()`, `indexOf(info)`, `getRecord(info)` and `getRecords(nodes)`, as a data
 *   view's.
 *
 * @example
 *   const list = combo.getPicker();
 *   list.el.on('mouseover', (e, item) => show(list.getRecord(item)), null,
 *     {delegate: list.getItemSelector()});
 */
import { override } from '../../lib/Class';
import { BoundList } from './BoundList';
import { DataView } from './View';
import type { Model } from '../data/Model';
import type { Element } from '../dom/Element';
import { px } from '../dom/Element.build';

/** What names an item: its index, its record, a node in it (or its Element) or its id. */
export type BoundListNodeInfo = number | Model | Node | Element | string | null | undefined;

const itemSelector = () => '.' + px('boundlist-item');
const nodeAt = BoundList.prototype.getNode;

override(BoundList, {
  getItemSelector: itemSelector,

  getNode(this: BoundList, info: BoundListNodeInfo): HTMLElement | null {
    const me = this;
    if (typeof info === 'number') return nodeAt.call(me, info);
    if (info && (info as Model).isModel) return nodeAt.call(me, me.records.indexOf(info as Model));
    const doc = me.listEl?.dom.ownerDocument;
    const node =
      typeof info === 'string' ? doc?.getElementById(info) : (info as Element)?.dom || info;
    const item = (node as globalThis.Element | null)?.closest?.(
      itemSelector(),
    ) as HTMLElement | null;
    return item && me.listEl!.dom.contains(item) ? item : null;
  },

  getNodes(this: BoundList): HTMLElement[] {
    return Array.from(this.listEl?.dom.querySelectorAll<HTMLElement>(itemSelector()) ?? []);
  },

  indexOf(this: BoundList, info: BoundListNodeInfo): number {
    const node = this.getNode(info);
    return node ? Number(node.getAttribute('data-index')) : -1;
  },

  getRecord(this: BoundList, info: BoundListNodeInfo): Model | undefined {
    return this.records[this.indexOf(info)];
  },

  // The data view's: each node's record, those that have one.
  getRecords: DataView.prototype.getRecords,
});

declare module './BoundList' {
  interface BoundList {
    /** The item node of an index, a record, a node in it or its id (view pack). */
    getNode(info: BoundListNodeInfo): HTMLElement | null;
    /** The selector of the item nodes (view pack). */
    getItemSelector(): string;
    /** The item nodes (view pack). */
    getNodes(): HTMLElement[];
    /** The index of an item, or -1 (view pack). */
    indexOf(info: BoundListNodeInfo): number;
    /** The record of an item (view pack). */
    getRecord(info: BoundListNodeInfo): Model | undefined;
    /** The records of items (view pack). */
    getRecords(nodes: BoundListNodeInfo[]): Model[];
  }
}
