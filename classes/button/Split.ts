/**
 * `Lib.button.Split` (xtype `splitbutton`, alternate `Lib.SplitButton`): a button with two
 * parts in a wrap with Ext JS 4's split classes (`x-btn-split`, `x-btn-split-right`): the main
 * part (`btnEl`, a `<button>`, an `<a>` with `href`) does the button's action — `handler`,
 * toggling — and the arrow part (`arrowEl`, `x-btn-arrow-el`) fires `arrowclick(button, e)`,
 * calls `arrowHandler(button, e)` and opens or closes the menu.
 *
 * Each part is its own focus target, as WAI-ARIA has it: the main part is a plain button (Enter
 * and Space do the action), the arrow a menu button (`aria-haspopup`, `aria-expanded`; Enter,
 * Space and ArrowDown open the menu), named by `arrowTooltip` or else by the main part's label.
 * One focus target cannot be both: with `aria-haspopup` a screen reader announces that Enter
 * opens a menu, without it nothing tells that the menu exists. ArrowDown on the main part opens
 * the menu too, as in Ext JS 4.
 *
 * @example
 *   Lib.create('Lib.button.Split', {
 *     text: 'Save', handler: save,
 *     menu: [{text: 'Save as...', handler: saveAs}],
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import { Button, type ButtonConfig } from './Button';
import type { Element } from '../dom/Element';
import type { EventObjectImpl } from '../EventObjectImpl';
import { makeEl } from '../dom/Element.build';
import { cfg, declareConfigs } from '../../lib/config';
import type { ButtonEvents } from './Button';

export interface SplitConfig extends ButtonConfig {
  /** Called at a click on the arrow: `arrowHandler(button, e)` (`this` = `scope`). */
  arrowHandler?: (button: Split, e: EventObjectImpl) => unknown;
  /** The tooltip and accessible name of the arrow (default: named by the button's label). */
  arrowTooltip?: string;
}

export interface Split {
  $construct(config?: SplitConfig): this;
}

/** The events of split buttons: a button's plus the arrow's click. */
export interface SplitButtonEvents<S = Split> extends ButtonEvents<S> {
  arrowclick: [button: S, event: EventObjectImpl];
}

export class Split extends Button {
  /** Type only: the events (see `SplitButtonEvents`). */
  declare $eventMap: SplitButtonEvents<this>;
  declare arrowHandler?: (button: Split, e: EventObjectImpl) => unknown;
  declare arrowTooltip?: string;
  /** The arrow part (a `<button>`, `x-btn-arrow-el`), once rendered. */
  declare arrowEl?: Element;

  /** @internal The main part (`btnEl`: a `<button>`, or an `<a>` with `href`), then the arrow part. */
  override makeBtnEl(wrap: HTMLElement): Element {
    const me = this;
    const tip = me.arrowTooltip;
    const btn = makeEl(wrap, me.href ? 'a' : 'button', 'btn-button', { id: me.id + '-btnEl' });
    me.arrowEl = makeEl(wrap, 'button', 'btn-arrow-el', { type: 'button' }).set({
      title: tip,
      'aria-label': tip,
      'aria-labelledby': !tip && btn.id,
    });
    return btn;
  }

  /** The main part. */
  override getFocusEl(): Element | undefined {
    return this.btnEl;
  }

  /** The arrow part. */
  override getMenuTriggerEl(): Element | undefined {
    return this.arrowEl;
  }

  /** @internal A click on the arrow opens the menu, fires `arrowclick` and calls `arrowHandler`. */
  override handleClick(e: EventObjectImpl): void {
    const me = this;
    if (e.within(me.arrowEl)) {
      me.maybeShowMenu();
      me.fireEvent('arrowclick', me, e);
      me.arrowHandler?.call(me.scope ?? me, me, e);
    } else if (e.within(me.btnEl)) {
      me.doToggle();
      me.fireHandler(e);
    }
  }

  /** Replaces the arrow handler (and the scope). */
  setArrowHandler(handler: Split['arrowHandler'], scope?: unknown): this {
    this.arrowHandler = this.checked('arrowHandler', handler);
    if (scope !== undefined) this.scope = scope;
    return this;
  }
}

registerClass(Split, 'Lib.button.Split', {
  $configs: declareConfigs<SplitConfig, ButtonConfig, 'arrowCls'>({
    arrowHandler: cfg('function'),
    arrowTooltip: cfg('string'),
    arrowCls: 'split',
  }),
  xtype: 'splitbutton',
  alternateClassName: 'Lib.SplitButton',
  isSplitButton: true,
  autoEl: 'div',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.button.Split': typeof Split;
  }
  interface AliasMap {
    'widget.splitbutton': typeof Split;
  }
}
