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
import type { EventObjectImpl } from '../EventObjectImpl';
import {
  T,
  checkConfigTypes,
  cssPrefix,
  toText,
  withoutDefaults,
  type TypeTable,
} from '../form/field/Base.utils';

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

const TYPES: TypeTable = {
  text: T.text,
  handler: T.function,
  iconCls: T.string,
  tooltip: T.string,
  textAlign: T.oneOf('left', 'center', 'right'),
  ariaLabel: T.string,
};

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

  override $construct(config?: ButtonConfig): this {
    checkConfigTypes(this.$className || 'Lib.button.Button', config, TYPES);
    return super.$construct(withoutDefaults(config, TYPES));
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const p = cssPrefix();
    const el = this.el as Element;
    const dom = el.dom;
    const doc = dom.ownerDocument;
    dom.setAttribute('type', 'button');
    el.addCls([p + 'btn', p + 'btn-default-small', p + 'unselectable']);
    const wrap = doc.createElement('span');
    wrap.className = p + 'btn-wrap';
    const inner = doc.createElement('span');
    inner.className = p + 'btn-button';
    const icon = doc.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    const label = doc.createElement('span');
    label.id = this.id + '-btnInnerEl';
    label.className = `${p}btn-inner ${p}btn-inner-${this.textAlign}`;
    inner.appendChild(icon);
    inner.appendChild(label);
    wrap.appendChild(inner);
    dom.appendChild(wrap);
    this.btnIconEl = Element.get(icon) as Element;
    this.btnInnerEl = Element.get(label) as Element;
    if (typeof this.minWidth === 'number') el.setStyle('min-width', this.minWidth);
    this.setText(this.text);
    this.setIconCls(this.iconCls);
    this.setTooltip(this.tooltip);
    el.on('click', this.onClick, this);
  }

  /** Sets the label (as text). */
  setText(text: string | number | undefined | null): this {
    this.text = text ?? undefined;
    if (this.rendered || this.btnInnerEl) {
      const shown = toText(text);
      (this.btnInnerEl as Element).setText(shown);
      (this.el as Element).toggleCls(cssPrefix() + 'btn-notext', shown === '');
    }
    return this;
  }

  /** The label. */
  getText(): string {
    return toText(this.text);
  }

  /** Sets the icon class (`''`/`null`: no icon). */
  setIconCls(cls: string | undefined | null): this {
    const old = this.iconCls;
    this.iconCls = cls || undefined;
    const icon = this.btnIconEl;
    if (icon) {
      const p = cssPrefix();
      if (old) icon.removeCls(old);
      icon.addCls(p + 'btn-icon-el');
      if (cls) icon.addCls(cls);
      const el = this.el as Element;
      el.toggleCls(p + 'btn-noicon', !cls);
      el.toggleCls(p + 'btn-icon-text-left', !!cls);
    }
    return this;
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
    if (this.disabled || this.isDestroyed) {
      e.preventDefault();
      return;
    }
    this.fireHandler(e);
  }

  /** Fires `click(button, e)`; unless a listener returned `false`, calls the handler. */
  fireHandler(e: EventObjectImpl): void {
    if (this.fireEvent('click', this, e) === false) return;
    if (this.handler) this.handler.call(this.scope ?? this, this, e);
  }

  /** Also disables the native button (`disabled`, `aria-disabled`, `x-btn-disabled`). */
  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    const el = this.el as Element;
    (el.dom as HTMLButtonElement).disabled = disabled;
    el.dom.setAttribute('aria-disabled', String(disabled));
    el.toggleCls(cssPrefix() + 'btn-disabled', disabled);
  }

  override onDestroy(): void {
    this.handler = undefined;
    super.onDestroy();
  }
}

registerClass(Button, 'Lib.button.Button', {
  xtype: 'button',
  alternateClassName: 'Lib.Button',
  isButton: true,
  autoEl: 'button',
  textAlign: 'center',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.button.Button': typeof Button;
  }
  interface AliasMap {
    'widget.button': typeof Button;
  }
}
