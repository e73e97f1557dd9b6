/**
 * `Lib.tip.Tip` (alternate `Lib.Tip`): the floating panel under every tooltip (`x-tip`, role
 * `tooltip`), hidden until shown at a page position (`showAt([x, y])`) or by a component or
 * element (`showBy(cmp, 'tl-bl?')`), and kept inside the window (`constrainPosition`). Its
 * width follows its content between `minWidth` (40) and `maxWidth` (500). A `title` gives it
 * a header; `closable` adds the close tool, which hides it (`closeAction: 'hide'`).
 * `Lib.tip.ToolTip` adds targets and delays.
 *
 * @example
 *   const tip = Lib.create('Lib.tip.Tip', {title: 'Saved', html: 'The record is saved.', closable: true});
 *   tip.showBy(saveButton);
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { isArray } from '../../lib/check';
import { Element, cssPrefix } from '../dom/Element';
import { px } from '../dom/Element.build';
import { Panel, type PanelConfig } from '../panel/Panel';
// The close tool of a closable tip.
import '../panel/Tool';

export interface TipConfig extends PanelConfig {
  /** Floats above the page (default `true`). */
  floating?: boolean;
  /** Starts hidden (default `true`). */
  hidden?: boolean;
  /** What the close tool does: `'hide'` (default) or `'destroy'`. */
  closeAction?: 'destroy' | 'hide';
  /** Smallest width in pixels (default 40). */
  minWidth?: number;
  /** Largest width in pixels (default 500). */
  maxWidth?: number;
  /** Keep the tip inside the window when it is placed (default `true`). */
  constrainPosition?: boolean;
  /** Where `showBy` puts the tip against its target, in `Element#alignTo` terms (default `'tl-bl?'`). */
  defaultAlign?: string;
}

/** The window's page box: `[left, top, right, bottom]` (scrolled). */
export function viewport(el: Element): number[] {
  const body = Element.get(el.dom.ownerDocument.body) as Element;
  return [...body.getAnchorXY('tl'), ...body.getAnchorXY('br')];
}

export class Tip extends Panel {
  declare maxWidth: number;
  declare constrainPosition: boolean;
  declare defaultAlign: string;

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    me.el!.setStyle({ minWidth: me.minWidth as number, maxWidth: me.maxWidth });
    me.body!.addCls(px('tip-body'));
  }

  /** @internal The header also carries Ext's `x-tip-header`. */
  override ensureHeader(): Element {
    return super.ensureHeader().addCls(px('tip-header'));
  }

  /** Shows the tip with its top-left corner at the page position `[x, y]` (or `showAt(x, y)`). */
  override showAt(x: number | [number, number], y?: number): this {
    const me = this;
    me.show();
    if (me.isVisible()) me.setPagePosition(x, y);
    return me;
  }

  /**
   * Shows the tip against `cmp` (a component, an element or an id) as `pos` says
   * (`Element#alignTo`'s anchors; default `defaultAlign`), moved by `offsets`.
   */
  showBy(cmp: unknown, pos?: string, offsets?: [number, number]): this {
    const me = this;
    me.showAt(0, 0);
    return me.isVisible()
      ? me.setPagePosition(me.el!.getAlignToXY(cmp, pos || me.defaultAlign, offsets))
      : me;
  }

  /**
   * Moves the tip to the page position `[x, y]` (or `(x, y)`), kept inside the window with
   * `constrainPosition`, and brings it to the front.
   */
  override setPagePosition(x: number | [number, number], y?: number): this {
    const me = this;
    const xy: [number, number] = isArray(x) ? x : [x, y as number];
    const el = me.el;
    if (!el) return me;
    return super.setPagePosition(me.constrainPosition ? el.constrainXY(xy) : xy).toFront();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface Tip {
  $construct(config?: TipConfig): this;
}

registerClass(Tip, 'Lib.tip.Tip', {
  $configs: declareConfigs<
    TipConfig,
    PanelConfig,
    'floating' | 'hidden' | 'closeAction' | 'minWidth'
  >({
    floating: true,
    hidden: true,
    closeAction: cfg(oneOf('destroy', 'hide'), 'hide'),
    minWidth: 40,
    maxWidth: 500,
    constrainPosition: true,
    defaultAlign: 'tl-bl?',
  }),
  alternateClassName: 'Lib.Tip',
  baseCls: cssPrefix() + 'tip',
  ariaRole: 'tooltip',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tip.Tip': typeof Tip;
  }
}
