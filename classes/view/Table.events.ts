/**
 * DOM event handling of `Lib.view.Table` (classes/view/Table.ts): turns browser events on the
 * view into Ext JS 4's view events, with Ext's arguments and order:
 *
 *   beforecell<type>(view, td, cellIndex, record, tr, rowIndex, e)  (false stops)
 *   cell<type>(view, td, cellIndex, record, tr, rowIndex, e)
 *   beforeitem<type>(view, record, tr, index, e)                   (false stops)
 *   (the selection model reacts to mousedown and click here)
 *   item<type>(view, record, tr, index, e)
 *
 * for `click`, `dblclick`, `mousedown`, `mouseup` and `contextmenu`; `itemmouseenter` and
 * `itemmouseleave` as the pointer crosses rows; `itemkeydown(view, record, tr, index, e)` for a
 * key pressed while a row has the keyboard focus (`tr` is `null` when that row is scrolled out
 * of the DOM), else `containerkeydown(view, e)`; then the selection model navigates. Events in
 * the empty area fire `container<type>(view, e)`.
 *
 * Only events on the rows, the empty area and the view itself count: elements a plugin puts
 * into the view's body (the row editor) and the header are left alone.
 *
 * @example
 *   view.on('cellclick', (view, td, cellIndex, record, tr, rowIndex, e) => {});
 */
import type { EventObjectImpl } from '../EventObjectImpl';
import type { TableView } from './Table';
import type { RowSlot } from './Table.rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** Event names by DOM event type, precomputed so firing builds no strings. */
const NAMES: Record<
  string,
  {
    cell: string;
    beforeCell: string;
    item: string;
    beforeItem: string;
    container: string;
    beforeContainer: string;
  }
> = {};
for (const type of ['click', 'dblclick', 'mousedown', 'mouseup', 'contextmenu', 'keydown']) {
  NAMES[type] = {
    cell: 'cell' + type,
    beforeCell: 'beforecell' + type,
    item: 'item' + type,
    beforeItem: 'beforeitem' + type,
    container: 'container' + type,
    beforeContainer: 'beforecontainer' + type,
  };
}

/** The DOM events the view listens to on its element. */
export const VIEW_EVENTS = [
  'click',
  'dblclick',
  'mousedown',
  'mouseup',
  'contextmenu',
  'keydown',
  'mouseover',
  'mouseout',
];

/** Handles a DOM event on the view's element (`this` is the view). */
export function onViewEvent(this: TableView, e: EventObjectImpl): void {
  const view = this;
  if (!view.rendered || view.isDestroyed) return;
  const type = e.type;
  if (type === 'keydown') {
    onKeyDown(view, e);
    return;
  }
  if (type === 'mouseover' || type === 'mouseout') {
    onMouseOverOut(view, e, type === 'mouseover');
    return;
  }
  const slot = view.slotOfNode(e.target as Node | null);
  if (slot) {
    processItemEvent(view, type, slot, e);
  } else if (isContainerTarget(view, e.target)) {
    const names = NAMES[type];
    if (view.fireEvent(names.beforeContainer, view, e) !== false) {
      view.fireEvent(names.container, view, e);
    }
  }
}

/** Whether a target is the view's own empty area (not a header, not a plugin's element). */
function isContainerTarget(view: TableView, target: EventTarget | null): boolean {
  return (
    target === view.el!.dom ||
    target === view.body!.dom ||
    (!!view.emptyEl && view.emptyEl.contains(target as Node))
  );
}

function processItemEvent(view: TableView, type: string, slot: RowSlot, e: EventObjectImpl): void {
  const names = NAMES[type];
  const record = slot.record;
  const tr = slot.tr;
  const index = slot.index;
  const target = e.target as Node;
  let cellIndex = -1;
  for (let c = 0; c < slot.cells.length; c++) {
    if (slot.cells[c].contains(target)) {
      cellIndex = c;
      break;
    }
  }
  if (cellIndex !== -1) {
    const td = slot.cells[cellIndex];
    if (view.fireEvent(names.beforeCell, view, td, cellIndex, record, tr, index, e) === false) {
      return;
    }
    view.fireEvent(names.cell, view, td, cellIndex, record, tr, index, e);
    // A listener may have refreshed the view: the row now shows something else.
    if (slot.record !== record) return;
  }
  if (view.fireEvent(names.beforeItem, view, record, tr, index, e) === false) return;
  const sm = view.selModel;
  if (sm) {
    if (type === 'mousedown') sm.onItemMouseDown?.(record, index, e);
    else if (type === 'click') sm.onItemClick?.(record, index, e);
  }
  view.fireEvent(names.item, view, record, tr, index, e);
}

function onMouseOverOut(view: TableView, e: EventObjectImpl, over: boolean): void {
  const slot = view.slotOfNode(e.target as Node | null);
  const related = e.getRelatedTarget() as Node | null;
  if (over) {
    if (!slot || slot.record === view.overRecord) return;
    setOver(view, slot.record, slot, e);
  } else if (
    view.overRecord &&
    (!related || view.slotOfNode(related)?.record !== view.overRecord)
  ) {
    setOver(view, null, null, e);
  }
}

function setOver(view: TableView, record: Any, slot: RowSlot | null, e: EventObjectImpl): void {
  const old = view.overRecord;
  const oldSlot = old ? view.slotOfRecord(old) : null;
  view.overRecord = record;
  if (oldSlot) {
    view.updateSlotState(oldSlot);
    if (view.fireEvent('beforeitemmouseleave', view, old, oldSlot.tr, oldSlot.index, e) !== false) {
      view.fireEvent('itemmouseleave', view, old, oldSlot.tr, oldSlot.index, e);
    }
  }
  if (slot) {
    if (view.trackOver) view.updateSlotState(slot);
    if (view.fireEvent('beforeitemmouseenter', view, record, slot.tr, slot.index, e) !== false) {
      view.fireEvent('itemmouseenter', view, record, slot.tr, slot.index, e);
    }
  }
}

function onKeyDown(view: TableView, e: EventObjectImpl): void {
  // Keys typed into a plugin's fields (the row editor sits inside the view) are not ours.
  if (e.target !== view.el!.dom) return;
  const sm = view.selModel;
  const record = sm ? sm.lastFocused || sm.getLastSelected() : null;
  const names = NAMES.keydown;
  if (record) {
    const slot = view.slotOfRecord(record);
    const index = slot ? slot.index : view.store.indexOf(record);
    const tr = slot ? slot.tr : null;
    if (view.fireEvent(names.beforeItem, view, record, tr, index, e) === false) return;
    if (view.fireEvent(names.item, view, record, tr, index, e) === false) return;
  } else {
    if (view.fireEvent(names.beforeContainer, view, e) === false) return;
    if (view.fireEvent(names.container, view, e) === false) return;
  }
  sm?.onKeyDown?.(e);
}

/** Handles `focus` on the view: the keyboard focus goes to a row (the selected or first one). */
export function onViewFocus(this: TableView, e: EventObjectImpl): void {
  const view = this;
  if (e.target !== view.el!.dom || !view.selModel || view.store.getCount() === 0) return;
  const sm = view.selModel;
  if (!sm.lastFocused) {
    const record = sm.getLastSelected() || view.store.getAt(view.getFirstVisibleRowIndex());
    if (record) sm.setLastFocused(record);
  }
}

/**
 * Handles `scroll` on the view by calling its `onScroll` method at the time of the event (so an
 * override or a wrapper of `onScroll` added after rendering is the one that runs).
 */
export function onViewScroll(this: TableView): void {
  this.onScroll();
}
