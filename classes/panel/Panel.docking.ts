/**
 * Docking, a separate concern of `Lib.panel.Panel` (its methods are the panel's: `addDocked`,
 * `removeDocked`, `getDockedItems`, `getDockedComponent`, `bridgeToolbars`): the docking
 * configs, the order of the sides, the toolbar configs the `tbar`/`bbar`/`lbar`/`rbar`/
 * `fbar`/`buttons` shorthands stand for, and how the docked elements are kept in order.
 *
 * A panel's element holds, in order: the header, the `top` docks, the body (in a row
 * `x-panel-bodywrap` with the `left` docks before it and the `right` docks after it, once a
 * panel has side docks), then the `bottom` docks. The theme makes the panel a flex column, so
 * the docks take their natural size and the body fills the rest.
 */
import { isString } from '../../lib/check';
import { apply, applyIf } from '../../lib/lang/Object';
import type { ItemSpec } from '../container/Container';

/** A toolbar shorthand: its items, or a toolbar config (or toolbar). */
export type ToolbarSpec = ItemSpec[] | Record<string, unknown>;

export interface DockingConfig {
  /**
   * Components (or configs, default xtype `panel`) docked at a side of the body: each has
   * `dock` `'top'` (default), `'bottom'`, `'left'` or `'right'`.
   */
  dockedItems?: ItemSpec | ItemSpec[];
  /** A toolbar docked at the top: its items, or a toolbar config. */
  tbar?: ToolbarSpec;
  /** A toolbar docked at the bottom: its items, or a toolbar config. */
  bbar?: ToolbarSpec;
  /** A vertical toolbar docked at the left: its items, or a toolbar config. */
  lbar?: ToolbarSpec;
  /** A vertical toolbar docked at the right: its items, or a toolbar config. */
  rbar?: ToolbarSpec;
  /** A footer toolbar (`ui: 'footer'`) docked at the bottom, its buttons placed by `buttonAlign`. */
  fbar?: ToolbarSpec;
  /** The same as `fbar` (Ext's older name). */
  buttons?: ToolbarSpec;
  /** Where the `fbar`/`buttons` stand: `'left'`, `'center'` or `'right'` (default `'right'`). */
  buttonAlign?: 'left' | 'center' | 'right';
  /** The smallest width of the `fbar`/`buttons` buttons, in pixels (default 75). */
  minButtonWidth?: number;
}

/**
 * Ext's render order of the sides: top, left, (the body), right, bottom. Below 4: before the
 * body.
 */
export const DOCK_WEIGHT: Record<string, number> = { top: 1, left: 3, right: 5, bottom: 7 };

/** An item the footer's `defaults` function gets: a component or a config. */
type DefaultsItem = { isComponent?: boolean; isXType?(xtype: string): boolean; xtype?: string };

/**
 * The docked toolbar config a shorthand stands for (Ext's `bridgeToolbars`): an array is the
 * items of a toolbar, a config gets the xtype `toolbar` when it has none; left and right
 * toolbars are vertical. For the footer (`buttonAlign` given), `ui: 'footer'`, the buttons
 * packed by `buttonAlign` and at least `minButtonWidth` wide.
 */
export function toolbarOf(
  spec: ToolbarSpec,
  dock: string,
  buttonAlign?: string,
  minButtonWidth?: number,
): Record<string, unknown> {
  const bar: Record<string, unknown> = Array.isArray(spec)
    ? { xtype: 'toolbar', items: spec }
    : applyIf(spec, { xtype: 'toolbar' });
  bar.dock = dock;
  if (dock === 'left' || dock === 'right') bar.vertical = true;
  if (buttonAlign) {
    bar.ui = 'footer';
    const layout = bar.layout as string | object | undefined;
    bar.layout = applyIf(isString(layout) ? { type: layout } : layout || {}, {
      pack: ({ left: 'start', center: 'center' } as Record<string, string>)[buttonAlign] || 'end',
    });
    const given = bar.defaults;
    if (minButtonWidth) {
      // Buttons (items without an xtype are buttons) get the width unless the defaults set one.
      bar.defaults = function (this: unknown, item: DefaultsItem) {
        const defaults = (typeof given == 'function' ? given.call(this, item) : given) || {};
        const button = item.isComponent
          ? item.isXType!('button')
          : (item.xtype || 'button') === 'button';
        return button && !('minWidth' in defaults)
          ? apply({ minWidth: minButtonWidth }, defaults)
          : defaults;
      };
    }
  }
  return bar;
}

/**
 * Puts `nodes` in this order at the start of `parent`, moving only the nodes out of place (a
 * node moved loses its scroll position and focus).
 */
export function placeNodes(parent: HTMLElement, nodes: Node[]): void {
  nodes.forEach((node, i) => {
    const at = parent.children[i] || null;
    if (at !== node) parent.insertBefore(node, at);
  });
}
