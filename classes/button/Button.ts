/**
 * `Lib.button.Button` (xtype `button`, alternate `Lib.Button`): a real `<button type="button">`
 * with Ext JS 4's class names (`x-btn`, `x-btn-inner`, `x-btn-icon-el`, `x-btn-disabled`).
 * A click (mouse, or Enter/Space through the native button) fires `click(button, e)` and, unless
 * a listener returned `false`, calls `handler(button, e)` with `this` = `scope` (default the
 * button). Nothing happens while disabled. `text` and `tooltip` are shown as text.
 *
 * @example
 *   Lib.create('Lib.button.Button', {
 *     text: 'Update', itemId: 'update', minWidth: 75,
 *     handler: function () { this.completeEdit(); }, scope: plugin,
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import { Component, type ComponentConfig } from '../Component';
import { Element } from '../dom/Element';
import { isNum } from '../../lib/check';
import type { EventObjectImpl } from '../EventObjectImpl';
import { make, makeEl, px } from '../dom/Element.build';
import { toText } from '../../lib/lang/String';
import { cfg, declareConfigs, oneOf } from '../../lib/config';

/** A button handler. */
export type ButtonHandler = (button: Button, e: EventObjectImpl) => unknown;

export interface ButtonConfig extends ComponentConfig {
  /** The label (shown as text). Default none. */
  text?: string | number;
  /** Called at a click: `handler(button, e)` (`this` = `scope`). */
  handler?: ButtonHandler;
  /** `this` for `handler` (default the button). */
  scope?: unknown;
  /** A class for the icon element (shows an icon beside the text). */
  iconCls?: string;
  /** The tooltip (the `title` attribute, as text). */
  tooltip?: string;
  /** Alignment of the text: `'left'`, `'center'` (default) or `'right'`. */
  textAlign?: 'left' | 'center' | 'right';
}

export class Button extends Component {
  declare text?: string | number;
  declare handler?: ButtonHandler;
  declare scope?: unknown;
  declare iconCls?: string;
  declare tooltip?: string;
  declare textAlign: 'left' | 'center' | 'right';
  /** Always `true`. */
  declare isButton: true;
  /** The text element (once rendered). */
  declare btnInnerEl?: Element;
  /** The icon element (once rendered). */
  declare btnIconEl?: Element;

  override onRender(container?: Node, position?: unknown): void {
    const me = this;
    super.onRender(container, position);
    const el = (me.el as Element)
      .set({ type: 'button' })
      .addCls(px('btn btn-default-small unselectable'));
    const inner = make(make(el.dom, 'span', 'btn-wrap'), 'span', 'btn-button');
    me.btnIconEl = makeEl(inner, 'span', '', { 'aria-hidden': 'true' });
    me.btnInnerEl = makeEl(inner, 'span', 'btn-inner btn-inner-' + me.textAlign, {
      id: me.id + '-btnInnerEl',
    });
    if (isNum(me.minWidth)) el.setStyle('min-width', me.minWidth);
    me.setText(me.text);
    me.setIconCls(me.iconCls);
    me.setTooltip(me.tooltip);
    el.on('click', me.onClick, me);
  }

  /** Sets the label (as text). */
  setText(text: string | number | undefined | null): this {
    const inner = this.btnInnerEl;
    const shown = toText(text);
    this.text = text ?? undefined;
    if (inner) {
      inner.setText(shown);
      (this.el as Element).toggleCls(px('btn-notext'), !shown);
    }
    return this;
  }

  /** The label. */
  getText(): string {
    return toText(this.text);
  }

  /** Sets the icon class (`''`/`null`: no icon). */
  setIconCls(cls: string | undefined | null): this {
    const me = this;
    const icon = me.btnIconEl;
    if (icon) {
      icon
        .removeCls(me.iconCls as string)
        .addCls(px('btn-icon-el'))
        .addCls(cls as string);
      (me.el as Element)
        .toggleCls(px('btn-noicon'), !cls)
        .toggleCls(px('btn-icon-text-left'), !!cls);
    }
    me.iconCls = cls || undefined;
    return me;
  }

  /** Sets the tooltip (the `title` attribute, as text; `''`/`null` removes it). */
  setTooltip(tooltip: string | undefined | null): this {
    this.tooltip = tooltip || undefined;
    this.el?.set({ title: tooltip || null });
    return this;
  }

  /** Replaces the handler (and its scope). */
  setHandler(handler: ButtonHandler | undefined, scope?: unknown): this {
    this.handler = handler;
    if (scope !== undefined) this.scope = scope;
    return this;
  }

  /** @internal A click (or Enter/Space on the focused button). */
  onClick(e: EventObjectImpl): void {
    if (this.disabled || this.isDestroyed) e.preventDefault();
    else this.fireHandler(e);
  }

  /** Fires `click(button, e)`; unless a listener returned `false`, calls the handler. */
  fireHandler(e: EventObjectImpl): void {
    if (this.fireEvent('click', this, e) !== false) {
      this.handler?.call(this.scope ?? this, this, e);
    }
  }

  /** Also disables the native button (`disabled`, `aria-disabled`, `x-btn-disabled`). */
  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    const el = this.el as Element;
    (el.dom as HTMLButtonElement).disabled = disabled;
    el.set({ 'aria-disabled': String(disabled) }).toggleCls(px('btn-disabled'), disabled);
  }

  override onDestroy(): void {
    this.handler = undefined;
    super.onDestroy();
  }
}

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface Button {
  $construct(config?: ButtonConfig): this;
}

registerClass(Button, 'Lib.button.Button', {
  $configs: declareConfigs<ButtonConfig, ComponentConfig>({
    text: cfg('text'),
    handler: cfg('function'),
    scope: cfg('any'),
    iconCls: cfg('string'),
    tooltip: cfg('string'),
    textAlign: cfg(oneOf('center', 'left', 'right'), 'center'),
  }),
  xtype: 'button',
  alternateClassName: 'Lib.Button',
  isButton: true,
  autoEl: 'button',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.button.Button': typeof Button;
  }
  interface AliasMap {
    'widget.button': typeof Button;
  }
}
