/**
 * Helpers for the tip specs: a DOM and components destroyed after each test (`useFields`),
 * sinon's fake clock for the delays (`useClock`), and the pointer and focus moving between
 * nodes as a browser reports it (`hover`, `leave`, `focusIn`, `focusOut`).
 */
import sinon from 'sinon';
import { mouse } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

export { useFields };

/** Installs sinon's fake clock (timers and `Date`) for each test of the suite. */
export function useClock(): { clock: sinon.SinonFakeTimers } {
  const holder = {} as { clock: sinon.SinonFakeTimers };
  beforeEach(() => {
    holder.clock = sinon.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => holder.clock.restore());
  return holder;
}

/** Dispatches a bubbling mouse event of `type` on `node` at page `x`, `y` (happy-dom leaves `pageX` 0). */
function pointer(node: Node, type: string, related: Node | null, x: number, y: number): void {
  const MouseEventCtor = (globalThis as any).MouseEvent;
  const event = new MouseEventCtor(type, { bubbles: true, relatedTarget: related });
  Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y } });
  node.dispatchEvent(event);
}

/** The pointer comes onto `node` from `from` (`mouseover`, at page `x`, `y`). */
export function hover(node: Node, from: Node | null = null, x = 100, y = 50): void {
  pointer(node, 'mouseover', from, x, y);
}

/** The pointer leaves `node` for `to` (`mouseout`). */
export function leave(node: Node, to: Node | null = null): void {
  pointer(node, 'mouseout', to, 0, 0);
}

/** The pointer moves over `node` to page `x`, `y` (`mousemove`). */
export function move(node: Node, x: number, y: number): void {
  pointer(node, 'mousemove', null, x, y);
}

/** A press of the main button on `node` (`mousedown`). */
export function press(node: Node): void {
  mouse(node, 'mousedown');
}

/** The keyboard focus comes onto `node` from `from` (`focusin`). */
export function focusIn(node: Node, from: Node | null = null): void {
  const FocusEventCtor = (globalThis as any).FocusEvent;
  node.dispatchEvent(new FocusEventCtor('focusin', { bubbles: true, relatedTarget: from }));
}

/** The keyboard focus leaves `node` for `to` (`focusout`). */
export function focusOut(node: Node, to: Node | null = null): void {
  const FocusEventCtor = (globalThis as any).FocusEvent;
  node.dispatchEvent(new FocusEventCtor('focusout', { bubbles: true, relatedTarget: to }));
}

/** A `<span>` in the body with these attributes (and `text`). */
export function span(attrs: Record<string, string> = {}, text = 'x'): HTMLElement {
  const node = document.createElement('span');
  for (const name of Object.keys(attrs)) node.setAttribute(name, attrs[name]);
  node.textContent = text;
  document.body.appendChild(node);
  return node;
}
