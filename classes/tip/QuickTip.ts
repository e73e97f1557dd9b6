/**
 * `Lib.tip.QuickTip` (xtype `quicktip`, alternate `Lib.QuickTip`): one tooltip for the whole
 * page, listening on the document. It shows for any element carrying a `data-qtip` attribute
 * (also the grid cells a renderer gives `metaData.tdAttr = 'data-qtip="…"'`, the buttons
 * with a `tooltip`, the fields showing errors with `msgTarget: 'qtip'`) and for the elements
 * given to `register`. Attributes read (Ext's names): `data-qtip` (the text), `data-qtitle`,
 * `data-qwidth` (pixels), `data-qclass` (a class for the tip), `data-qalign` (an
 * `Element#alignTo` position against the element), `data-anchor` (`'top'`...),
 * `data-qshowDelay` (ms) and `data-hide="user"` (stays until Esc or a press elsewhere).
 *
 * Tip texts are text: `data-qtip` and `register({text})` are never parsed as markup (Ext
 * rendered them as HTML). Markup goes in `register({html})` and is sanitized by
 * `Lib.dom.Markup`. Use it through `Lib.tip.QuickTipManager`.
 *
 * @example
 *   Lib.tip.QuickTipManager.init();
 *   // <span data-qtip="Saved 2 minutes ago" data-qtitle="Status">Saved</span>
 *   Lib.tip.QuickTipManager.register({target: 'help', title: 'Help', text: 'Press F1'});
 */
import { registerClass } from '../../lib/Class';
import { isString } from '../../lib/check';
import { checkOptions, fail } from '../../lib/config';
import { Lib } from '../../lib/Lib';
import { Element } from '../dom/Element';
import { px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Component } from '../Component';
import { ToolTip, type AnchorSide, type ToolTipConfig } from './ToolTip';

/** What `register` takes: the element(s) and the tip to show for them. */
export interface QuickTipTarget {
  /** An element, an element id, an `Element`, a component, or an array of these. */
  target: unknown;
  /** The text (shown as text). */
  text?: string;
  /** Markup instead of `text` (sanitized). */
  html?: string;
  /** The title (text). */
  title?: string;
  /** Width in pixels (default: the content's). */
  width?: number;
  /** A class for the tip while it shows for these elements. */
  cls?: string;
  /** `false`: stays until Esc or a press elsewhere. */
  autoHide?: boolean;
  /** Milliseconds before it hides (default the tip's). */
  dismissDelay?: number;
  /** Milliseconds before it shows (default the tip's). */
  showDelay?: number;
  /** The arrow's side, pointing at the element. */
  anchor?: AnchorSide;
  /** Where the tip goes against the element (`Element#alignTo`'s position, such as `'tl-tr?'`). */
  align?: string;
}

/** The element the tip shows for, and what to show. */
export interface ActiveTarget extends Omit<QuickTipTarget, 'target' | 'anchor'> {
  el: HTMLElement;
  anchor?: string | null;
  /** `true` for a `register`ed element. */
  registered?: boolean;
}

const TARGETS = 'an element, an element id, a component or an array of these';
const SIDES = ['top', 'right', 'bottom', 'left'];

export class QuickTip extends ToolTip {
  /** The registered elements' tips, by element id. */
  declare targets: Record<string, QuickTipTarget>;
  /** The element the tip is (about to be) showing for, or `null`. */
  declare activeTarget: ActiveTarget | null;
  /** @internal The tip's own `dismissDelay`. */
  declare $dismiss: number;
  /** @internal The class of the shown target's `cls`. */
  declare $cls?: string;

  override initComponent(): void {
    const me = this;
    me.target ??= (globalThis as unknown as { document: never }).document;
    me.targets = Object.create(null);
    me.$dismiss = me.dismissDelay;
    super.initComponent();
  }

  /**
   * Registers elements with the tip to show for them: one or more `{target, text, title,
   * html, width, cls, autoHide, dismissDelay, showDelay, anchor, align}` (or arrays of them).
   */
  register(...configs: Array<QuickTipTarget | QuickTipTarget[]>): void {
    const me = this;
    const where = me.$className + '#register';
    for (const config of configs.flat()) {
      checkOptions(where, config, {
        text: 'text',
        html: 'string',
        title: 'text',
        width: 'number',
        dismissDelay: 'number',
        showDelay: 'number',
      });
      const targets = ([] as unknown[]).concat(config?.target ?? []);
      if (!targets.length) fail(where, 'target', TARGETS, config?.target);
      for (const target of targets) me.targets[me.targetId(target, where)] = config;
    }
  }

  /** Forgets a registered element (an element, its id or a component). */
  unregister(el: unknown): void {
    delete this.targets[this.targetId(el, this.$className + '#unregister')];
  }

  /** @internal The id of a `register` target (an element without one gets one). */
  targetId(target: unknown, where: string): string {
    if (isString(target)) return target;
    if ((target as Component)?.isComponent) return (target as Component).id;
    const dom = Element.getDom(target);
    if (!dom) fail(where, 'target', TARGETS, target);
    return Lib.id(dom);
  }

  /** Hides the tip shown for `el`, or stops it from showing. */
  cancelShow(el: unknown): void {
    const me = this;
    if (me.activeTarget?.el == Element.getDom(el)) {
      if (me.isVisible()) me.hide();
      else me.clearTimer('show');
    }
  }

  /**
   * @internal The pointer (or the focus) came onto an element: a registered one, or one with
   * `data-qtip` (itself or an ancestor), becomes the active target and the tip shows after
   * the delay.
   */
  override onTargetOver(e: EventObjectImpl): void {
    const me = this;
    const node = e.target as HTMLElement;
    const doc = node?.ownerDocument;
    if (me.disabled || node?.nodeType != 1 || node == doc.body || node == doc.documentElement)
      return;
    me.targetXY = me.eventXY(e, node);
    if (me.activeTarget?.el.contains(node)) return me.delayShow();
    let found: ActiveTarget | undefined;
    for (const id in me.targets) {
      const el = doc.getElementById(id);
      if (el?.contains(node)) {
        found = { ...me.targets[id], el, registered: true };
        break;
      }
    }
    const el = !found && (node.closest('[data-qtip]') as HTMLElement | null);
    if (el) {
      const attr = (name: string) => el.getAttribute('data-' + name);
      const hide = attr('hide');
      found = {
        el,
        text: attr('qtip') as string,
        title: attr('qtitle') as string,
        width: +attr('qwidth')! || undefined,
        cls: attr('qclass') as string,
        align: attr('qalign') as string,
        anchor: attr('anchor'),
        autoHide: hide != 'user' && hide != 'false',
        showDelay: +attr('qshowDelay')!,
      };
    }
    if (!found) return;
    me.activeTarget = found;
    me.anchor = SIDES.includes(found.anchor!) ? (found.anchor as AnchorSide) : undefined;
    const delay = me.showDelay;
    if (found.showDelay! > 0) me.showDelay = found.showDelay!;
    me.delayShow();
    me.showDelay = delay;
  }

  /** @internal Leaving the active target hides the tip after `hideDelay`. */
  override onTargetOut(e: EventObjectImpl): void {
    const me = this;
    const active = me.activeTarget;
    if (active && e.within(active.el, true)) return;
    me.clearTimer('show');
    me.activeTarget = null;
    if (me.autoHide !== false) me.delayHide();
  }

  /** @internal Whether the active target's `data-qtip` has gone (or is empty). */
  targetTextEmpty(): boolean {
    const t = this.activeTarget;
    return !!t && !t.registered && !t.el.getAttribute('data-qtip');
  }

  /** @internal Puts the active target's title, text, class, width and delays into the tip. */
  syncTarget(): void {
    const me = this;
    const t = me.activeTarget;
    if (!t) return;
    if (!me.rendered) me.render();
    const { title, html } = t;
    if (title) me.setTitle(title);
    me.headerEl?.setVisible(!!title || me.tools.length > 0);
    if (html != null) me.update(html);
    else me.body!.setText(t.text);
    me.body!.toggleCls(px('tip-plain'), html == null);
    me.autoHide = t.autoHide !== false;
    me.dismissDelay = t.dismissDelay ?? me.$dismiss;
    me.removeCls(me.$cls || []).addCls((me.$cls = t.cls || ''));
    me.el!.setStyle('width', (t.width || me.width) ?? null);
  }

  /** Shows the tip for the active target (nothing when its `data-qtip` has gone). */
  override show(): this {
    const me = this;
    if (!me.$at) {
      if (me.targetTextEmpty()) {
        me.clearTimer('show');
        me.activeTarget = null;
        return me;
      }
      me.syncTarget();
    }
    return super.show();
  }

  /** Shows the tip at `[x, y]`, or where the active target's `align` says. */
  override showAt(x: number | [number, number], y?: number): this {
    const me = this;
    const t = me.activeTarget;
    me.syncTarget();
    return super.showAt(t?.align ? me.el!.getAlignToXY(t.el, t.align) : x, y);
  }

  override hide(): this {
    this.activeTarget = null;
    return super.hide();
  }

  /** @internal The active target's element. */
  override currentTarget(): HTMLElement | undefined {
    return this.activeTarget?.el;
  }
}

registerClass(QuickTip, 'Lib.tip.QuickTip', {
  xtype: 'quicktip',
  alternateClassName: 'Lib.QuickTip',
  activeTarget: null,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tip.QuickTip': typeof QuickTip;
  }
  interface AliasMap {
    'widget.quicktip': typeof QuickTip;
  }
}

export type { ToolTipConfig as QuickTipConfig };
