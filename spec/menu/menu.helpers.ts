/**
 * Helpers for the menu specs: a DOM and components destroyed after each test (`useFields`),
 * the focused node, the text of the focused item, and a page box given to a node (happy-dom
 * has no layout engine, so alignment reads the box given here).
 */
import { Lib } from '../../lib/Lib';
import { useFields } from '../form/form.helpers';

export { useFields };

/** The focused node. */
export const focused = (): Element | null => document.activeElement;

/** The text of the focused menu item ('' when the focus is not on one). */
export const focusedText = (): string =>
  focused()?.closest('.x-menu-item')?.querySelector('.x-menu-item-text')?.textContent ?? '';

/** The link (or plain root) of the item of `menu` with this text. */
export function itemNode(menu: any, text: string): HTMLElement {
  const item = menu.items.findBy((c: any) => c.text === text);
  if (!item) throw new Error(`[spec] no item '${text}'`);
  return item.getFocusEl().dom;
}

/** Gives `node` the page box (x, y, w, h). */
export function boxAt(node: HTMLElement, x: number, y: number, w: number, h: number): void {
  Object.defineProperties(node, {
    getBoundingClientRect: {
      value: () => ({ left: x, top: y, width: w, height: h }),
      configurable: true,
    },
    offsetWidth: { value: w, configurable: true },
    offsetHeight: { value: h, configurable: true },
  });
}

/** A focusable button in the page that had the focus before a menu opened. */
export function opener(): HTMLButtonElement {
  const button = document.createElement('button');
  document.body.appendChild(button);
  button.focus();
  return button;
}

/** `Lib.widget('menu', config)`, destroyed after the test by `make`. */
export const menuOf = (make: (name: string, config?: any) => any, config: any): any =>
  make('Lib.menu.Menu', config);

export { Lib };
