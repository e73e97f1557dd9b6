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
import { slotOfNode } from './Table.nodes';
import { updateRowState, type RowSlot } from './Table.rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/**
 * Event names by DOM event type, precomputed so firing builds no strings: `[cell, beforecell,
 * item, beforeitem, container, beforecontainer]` + the type.
 */
const NAMES: Record<string, string[]> = {};

/** The DOM events the view listens to on its element. */
export const VIEW_EVENTS = 'click dblclick mousedown mouseup contextmenu keydown mouseover mouseout'
  .split(' ')
  .map((type) => {
    NAMES[type] = 'cell beforecell item beforeitem container beforecontainer'
      .split(' ')
      .map((kind) => kind + type);
    return type;
  });

/** Fires `before<name>` then, unless a listener returned `false`, `<name>`; `false` if stopped. */
function fireBoth(view: TableView, before: string, name: string, args: unknown[]): boolean {
  return view.fireEvent(before, ...args) !== false && view.fireEvent(name, ...args) !== false;
}

/** Writes a slot's row state again (once the rows are rendered). */
export function updateSlot(view: TableView, slot: RowSlot): void {
  if (view.$ctx) updateRowState(view, view.$ctx, slot);
}

/** Handles a DOM event on the view's element (`this` is the view). */
export function onViewEvent(this: TableView, e: EventObjectImpl): void {
  const view = this;
  if (!view.rendered || view.isDestroyed) return;
  const type = e.type;
  const target = e.target as Node;
  if (type === 'keydown') return onKeyDown(view, e);
  if (type === 'mouseover' || type === 'mouseout') return onMouseOverOut(view, e, type);
  const slot = slotOfNode(view, target);
  const [cell, beforeCell, item, beforeItem, container, beforeContainer] = NAMES[type];
  if (slot) {
    const record = slot.record;
    const tr = slot.tr;
    const index = slot.index;
    const cellIndex = slot.cells.findIndex((td) => td.contains(target));
    if (cellIndex !== -1) {
      const args = [view, slot.cells[cellIndex], cellIndex, record, tr, index, e];
      if (view.fireEvent(beforeCell, ...args) === false) return;
      view.fireEvent(cell, ...args);
      // A listener may have refreshed the view: the row now shows something else.
      if (slot.record !== record) return;
    }
    if (view.fireEvent(beforeItem, view, record, tr, index, e) === false) return;
    const sm = view.selModel;
    if (type === 'mousedown') sm?.onItemMouseDown?.(record, index, e);
    else if (type === 'click') sm?.onItemClick?.(record, index, e);
    view.fireEvent(item, view, record, tr, index, e);
  } else if (
    // The view's own empty area (not a header, not a plugin's element).
    target === view.el!.dom ||
    target === view.body!.dom ||
    view.emptyEl?.contains(target)
  ) {
    fireBoth(view, beforeContainer, container, [view, e]);
  }
}

function onMouseOverOut(view: TableView, e: EventObjectImpl, type: string): void {
  const slot = slotOfNode(view, e.target as Node | null);
  const over = view.overRecord;
  if (type === 'mouseover') {
    if (slot && slot.record !== over) setOver(view, slot.record, slot, e);
  } else if (over) {
    const related = e.getRelatedTarget() as Node | null;
    if (!related || slotOfNode(view, related)?.record !== over) setOver(view, null, null, e);
  }
}

function setOver(view: TableView, record: Any, slot: RowSlot | null, e: EventObjectImpl): void {
  const old = view.overRecord;
  const oldSlot = old ? view.$byRecord.get(old) : null;
  view.overRecord = record;
  if (oldSlot) {
    updateSlot(view, oldSlot);
    fireBoth(view, 'beforeitemmouseleave', 'itemmouseleave', [
      view,
      old,
      oldSlot.tr,
      oldSlot.index,
      e,
    ]);
  }
  if (slot) {
    if (view.trackOver) updateSlot(view, slot);
    fireBoth(view, 'beforeitemmouseenter', 'itemmouseenter', [
      view,
      record,
      slot.tr,
      slot.index,
      e,
    ]);
  }
}

function onKeyDown(view: TableView, e: EventObjectImpl): void {
  // Keys typed into a plugin's fields (the row editor sits inside the view) are not ours.
  if (e.target !== view.el!.dom) return;
  const sm = view.selModel;
  const record = sm ? sm.lastFocused || sm.getLastSelected() : null;
  const names = NAMES.keydown;
  const slot = record && view.$byRecord.get(record);
  const go = record
    ? fireBoth(view, names[3], names[2], [
        view,
        record,
        slot ? slot.tr : null,
        slot ? slot.index : view.store.indexOf(record),
        e,
      ])
    : fireBoth(view, names[5], names[4], [view, e]);
  if (go) sm?.onKeyDown?.(e);
}

/** Handles `focus` on the view: the keyboard focus goes to a row (the selected or first one). */
export function onViewFocus(this: TableView, e: EventObjectImpl): void {
  const view = this;
  const sm = view.selModel;
  const store = view.store;
  if (e.target !== view.el!.dom || !sm || store.getCount() === 0 || sm.lastFocused) return;
  const record = sm.getLastSelected() || store.getAt(view.getFirstVisibleRowIndex());
  if (record) sm.setLastFocused(record);
}

/**
 * Handles `scroll` on the view by calling its `onScroll` method at the time of the event (so an
 * override or a wrapper of `onScroll` added after rendering is the one that runs).
 */
export function onViewScroll(this: TableView): void {
  this.onScroll();
}
