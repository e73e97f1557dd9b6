/**
 * Placement of `Lib.grid.RowEditor` (classes/grid/RowEditor.ts): the editor over its row, the
 * buttons bar below it (above when there is no room below), the error summary beside the
 * grid. The members of `layoutMethods` are part of the editor's prototype; the functions
 * exported beside them are the editor's internal steps.
 *
 * Geometry comes from the view (`getRowTop`, `getViewportHeight`, `rowHeight`,
 * `scrollRatio`), the configured sizes and a width measured when the grid or its columns
 * change, so placing the editor never reads the DOM after writing it (which would make the
 * browser lay the page out more than once per edit) and it holds where the DOM has no
 * layout; only the summary's page position reads the DOM (`getBoundingClientRect`).
 *
 * @example
 *   editor.reposition(); // after the rows moved under it
 */
import { px } from '../dom/Element.build';
import type { RowEditor } from './RowEditor';

/**
 * Sets `style[name]` to `value` pixels (to a thousandth, as the style keeps it) unless it
 * already is: no needless style writes while scrolling.
 */
function setPx(style: CSSStyleDeclaration, name: 'top' | 'left' | 'width', value: number): void {
  const text = Math.round(value * 1000) / 1000 + 'px';
  if (style[name] !== text) style[name] = text;
}

/** Whether the buttons bar sits above the row (no room below it). */
export const barOnTop = (editor: RowEditor): boolean => editor.buttonsEl!.hasCls(px('top'));

/**
 * Reads what placing the editor needs from the DOM: the width of the view (the configured one
 * where there is no layout). Done when the grid or its columns change, not at each edit, so
 * an edit writes to the DOM without reading back from it.
 */
export function measureView(editor: RowEditor): void {
  editor.$viewWidth = editor.view.getAvailableWidth();
}

/**
 * At the start of an edit: scrolls the least needed for the buttons bar below the row to be
 * in view too, without scrolling the row out of view.
 */
export function scrollIntoView(editor: RowEditor): void {
  const view = editor.view;
  const box = view.getRowBox(editor.context.record);
  if (!box || barOnTop(editor)) return;
  const overflow = box.viewTop + box.height + editor.getButtonsHeight() - view.getViewportHeight();
  const step = Math.min(overflow, box.viewTop);
  if (step > 0) view.setScrollTop(view.getScrollTop() + step / view.scrollRatio);
}

/** The view scrolled (`left`: its horizontal position): the editor follows (`this`: the editor). */
export function onViewScroll(this: RowEditor, _view: unknown, _top: number, left: number): void {
  this.$scrollLeft = left || 0;
  this.reposition();
}

/** The placement members of `Lib.grid.RowEditor`. */
export const layoutMethods = {
  /**
   * The room the buttons bar takes beyond the row: `buttonsHeight` (the theme's), corrected
   * once from the DOM in the frame after the editor first shows (measuring at once would force
   * the browser to lay the page out in the middle of `startEdit`).
   */
  getButtonsHeight(this: RowEditor): number {
    const me = this;
    if (!me.$barMeasured && typeof requestAnimationFrame === 'function') {
      me.$barMeasured = true;
      requestAnimationFrame(() => {
        if (!me.rendered || me.hidden) {
          me.$barMeasured = false;
          return;
        }
        const bar = me.buttonsEl!.dom.offsetHeight;
        const overhang = Math.max(0, (me.el!.dom.offsetHeight - me.view.rowHeight) / 2);
        if (bar > 0 && bar + overhang !== me.buttonsHeight) {
          me.buttonsHeight = bar + overhang;
          me.reposition();
        }
      });
    }
    return me.buttonsHeight;
  },

  /**
   * Puts the editor over its row, as wide as the columns (or the view), the buttons bar below
   * the row, or above when the rows end below it; when neither side has room the rows area is
   * lengthened so that the bar shows. Then places the summary. Nothing while hidden. Only
   * writes to the DOM (the sizes come from the view's geometry and `measureView`).
   */
  reposition(this: RowEditor): void {
    const me = this;
    const context = me.context;
    if (!me.rendered || me.hidden || !context) return;
    const view = me.view;
    const top = view.getRowTop(context.record);
    if (top === null) return;
    const available = me.$viewWidth;
    const style = me.el!.dom.style;
    setPx(style, 'top', top);
    setPx(style, 'width', Math.max(view.headerCt.totalWidth, available));
    const rowHeight = view.rowHeight;
    const bar = me.getButtonsHeight();
    const body = (view.body.dom as HTMLElement).style;
    const below = (parseFloat(body.height) || 0) - top - rowHeight >= bar;
    const above = top >= bar;
    const onTop = !below && above;
    const buttons = me.buttonsEl!;
    buttons.toggleCls(px('top'), onTop).toggleCls(px('bottom'), !onTop);
    const minHeight = below || above ? '' : top + rowHeight + bar + 'px';
    if (body.minHeight !== minHeight) body.minHeight = minHeight;
    // Centred on the part of the rows in view.
    setPx(buttons.dom.style, 'left', me.$scrollLeft + available / 2);
    me.repositionTip();
  },

  /**
   * Places the error summary beside the view at the row's height, or, without room on the
   * page, over the view's right edge on the side the buttons are not on. Hidden while the row
   * is scrolled out of view.
   */
  repositionTip(this: RowEditor): void {
    const me = this;
    const tip = me.errorsEl;
    if (!tip || !tip.isVisible() || !me.context) return;
    const view = me.view;
    const box = view.getRowBox(me.context.record);
    const out = !box || box.viewTop + box.height < 0 || box.viewTop > view.getViewportHeight();
    tip.setStyle('visibility', out ? 'hidden' : '');
    if (out) return;
    const dom = tip.dom;
    const win = dom.ownerDocument.defaultView as Window;
    const right = view.el.dom.getBoundingClientRect().right;
    const row = me.el!.dom.getBoundingClientRect();
    const width = dom.offsetWidth;
    let left = right + 8;
    let top = row.top;
    if (left + width > win.innerWidth) {
      left = Math.max(0, right - width - 8);
      top = barOnTop(me) ? row.bottom + 4 : row.top - dom.offsetHeight - 4;
    }
    tip.setLeftTop(left + win.scrollX, top + win.scrollY);
  },
};
