/**
 * The splitter of a border region with `split: true` (or `collapseMode: 'mini'`): a bar
 * (`x-splitter`, `x-splitter-vertical` beside a west or east region, `x-splitter-horizontal`
 * beside a north or south one) between the region and the center. Dragging it resizes the
 * region within its `minWidth`/`maxWidth` (`minHeight`/`maxHeight`; Ext's 40 and 1000 where
 * unset), never squeezing the center below its own minimum; each drag step sets the region's
 * size, which lays the container out once. It is a WAI-ARIA window splitter: focusable,
 * `role="separator"` with `aria-orientation`, `aria-valuenow` (the region's size in pixels),
 * `aria-valuemin`/`aria-valuemax` and `aria-controls`; the arrow keys move it by `step`
 * pixels, Enter (or a double click) collapses or expands a collapsible region.
 *
 * It is an element the border layout owns, not an item of the container (see Border.ts).
 */
import { isNum } from '../../../lib/check';
import { toText } from '../../../lib/lang/String';
import { trackPointer, type Element } from '../../dom/Element';
import { makeEl, px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import type { BorderItem, BorderLayout } from './Border';

/** The size limits of a region, by the axis the bar resizes. */
type MinKey = 'minWidth' | 'minHeight';
type MaxKey = 'maxWidth' | 'maxHeight';

export class BorderSplitter {
  /** The bar. */
  declare el: Element;
  /** The region it resizes. */
  declare region: BorderItem;
  /** The region's layout. */
  declare layout: BorderLayout;
  /** `true` beside a west or east region (the bar stands upright and resizes the width). */
  declare vertical: boolean;
  /** Pixels an arrow key moves the bar (default 10). */
  declare step: number;

  constructor(layout: BorderLayout, region: BorderItem, parent: Node) {
    const me = this;
    const vertical = region.region === 'west' || region.region === 'east';
    me.layout = layout;
    me.region = region;
    me.vertical = vertical;
    me.step = 10;
    const el = (me.el = makeEl(parent, 'div', 'splitter border-splitter', {
      id: region.id + '-splitter',
      role: 'separator',
      tabindex: '0',
      'aria-orientation': vertical ? 'vertical' : 'horizontal',
      'aria-controls': region.id,
      'aria-label': toText(region.title) || region.region!,
    }));
    el.addCls(px(vertical ? 'splitter-vertical' : 'splitter-horizontal'));
    if (region.collapsible) makeEl(el.dom, 'div', 'collapse-el', { 'aria-hidden': 'true' });
    el.on('pointerdown', me.onPointerDown, me);
    el.on('keydown', me.onKeyDown, me);
    el.on('dblclick', me.toggle, me);
    el.on('click', me.onClick, me);
  }

  /**
   * The size of `c` (default the region) along the bar's axis, as the last layout run measured
   * it (`lastBox`), else its configured number, else 0. Never read from the DOM: the splitter
   * is brought up to date inside layout runs, where a read would force the browser to lay out.
   */
  getSize(c: BorderItem | undefined = this.region): number {
    const dim = this.vertical ? 'width' : 'height';
    const configured = c?.[dim];
    return c?.lastBox?.[dim] || (isNum(configured) ? configured : 0);
  }

  /** The sizes the region may take: `[min, max]`. */
  getRange(): [number, number] {
    const me = this;
    const { region, vertical } = me;
    const Dim = vertical ? 'Width' : 'Height';
    const min = region[('min' + Dim) as MinKey] ?? 40;
    let max = region[('max' + Dim) as MaxKey] ?? 1000;
    // The center keeps its own minimum (once a run has measured it where there is a layout engine).
    const center = me.layout.getCenter?.();
    const room = center?.lastBox?.[vertical ? 'width' : 'height'];
    if (room) max = Math.min(max, me.getSize() + room - (center[('min' + Dim) as MinKey] || 0));
    return [min, Math.max(min, max)];
  }

  /**
   * Resizes the region to `size` pixels (kept in range), which lays the container out (the
   * run's `resize` event brings the ARIA values up to date).
   */
  resize(size: number): void {
    const me = this;
    const [min, max] = me.getRange();
    const value = Math.round(Math.min(max, Math.max(min, size)));
    if (me.vertical) me.region.setWidth(value);
    else me.region.setHeight(value);
  }

  /**
   * Brings the ARIA values (from the sizes the last run measured) and the collapsed look up
   * to date: the layout calls it as it arranges, and when its region or center is resized.
   */
  sync(): void {
    const me = this;
    const [min, max] = me.getRange();
    const collapsed = !!me.region.collapsed;
    me.el
      .set({
        'aria-valuenow': me.getSize(),
        'aria-valuemin': min,
        'aria-valuemax': max,
        'aria-disabled': collapsed && 'true',
      })
      .toggleCls(px('splitter-collapsed'), collapsed);
  }

  /** `1` when moving the bar right or down grows the region (west, north), else `-1`. */
  sign(): number {
    const region = this.region.region;
    return region === 'west' || region === 'north' ? 1 : -1;
  }

  /** @internal A drag starts: each move resizes the region from its size at the start. */
  onPointerDown(e: EventObjectImpl): void {
    const me = this;
    const event = e.browserEvent as PointerEvent;
    if (me.region.collapsed || event.button) return;
    e.preventDefault();
    const dom = me.el.dom;
    const size = me.getSize();
    const sign = me.sign();
    dom.setPointerCapture?.(event.pointerId);
    trackPointer(
      event,
      (dx, dy) => me.resize(size + sign * (me.vertical ? dx : dy)),
      () => me.el.removeCls(px('splitter-active')),
    );
    me.el.addCls(px('splitter-active'));
    dom.focus();
  }

  /** @internal Arrow keys move the bar by `step` pixels; Enter collapses or expands. */
  onKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    const keys: number[] = me.vertical ? [e.LEFT, e.RIGHT] : [e.UP, e.DOWN];
    const at = keys.indexOf(key);
    if (key === e.ENTER) me.toggle();
    else if (at >= 0 && !me.region.collapsed) {
      me.resize(me.getSize() + me.sign() * (at ? 1 : -1) * me.step);
    } else return;
    e.preventDefault();
  }

  /** @internal A click on the collapse button (a mini splitter's arrow) collapses or expands. */
  onClick(e: EventObjectImpl): void {
    if (e.getTarget('.' + px('collapse-el'))) this.toggle();
  }

  /** Collapses or expands a collapsible region. */
  toggle(): void {
    const region = this.region;
    if (region.collapsible) region.toggleCollapse!();
  }

  /** Removes the bar. */
  destroy(): void {
    this.el.remove();
  }
}
