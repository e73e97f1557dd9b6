/**
 * `Lib.ProgressBar` (xtype `progressbar`): a bar that fills from 0 to 1 with a line of text on
 * it (`x-progress`, its fill `x-progress-bar`, its text `x-progress-text`), as Ext JS 4's.
 * `updateProgress(value, text)` moves it and fires `update(bar, value, text)`; `wait()` moves
 * it by itself, step by step, until `reset()` or the end of its `duration`. The text is shown
 * as text (Ext wrote it as markup); `textEl` shows it in an element of the page instead. For
 * screen readers the bar is an ARIA `progressbar` whose `aria-valuenow` is the percentage and
 * whose `aria-valuetext` is the text.
 *
 * In the forms pack (`dist/lib-forms.js`).
 *
 * @example
 *   const bar = Lib.create('Lib.ProgressBar', {renderTo: document.body, width: 300});
 *   bar.updateProgress(0.25, 'Uploading 1 of 4…');
 *   bar.wait({interval: 200, duration: 5000, increment: 15, text: 'Saving…',
 *     fn: () => bar.updateText('Done')});
 */
import { registerClass } from '../lib/Class';
import { cfg, declareConfigs, either } from '../lib/config';
import { isNum } from '../lib/check';
import { toText } from '../lib/lang/String';
import { Component, type ComponentConfig, type ComponentEvents } from './Component';
import { Element, cssPrefix } from './dom/Element';
import { makeEl } from './dom/Element.build';

/** What `wait` does (all optional). */
export interface ProgressWaitConfig {
  /** Milliseconds between steps (default 1000). */
  interval?: number;
  /** Stop after this many milliseconds, call `fn` and `reset()` (default: run until `reset()`). */
  duration?: number;
  /** Steps to fill the bar; it starts again from the first when full (default 10). */
  increment?: number;
  /** The text shown meanwhile (default none). */
  text?: string;
  /** Animate each step (default the bar's `animate`). */
  animate?: boolean;
  /** Called when `duration` has passed (with `scope` as `this`). */
  fn?: () => unknown;
  /** `this` for `fn` (default the bar). */
  scope?: unknown;
}

export interface ProgressBarConfig extends ComponentConfig {
  /** The starting value, from 0 (empty) to 1 (full; default 0). */
  value?: number;
  /** The text on the bar (default none). */
  text?: string | number;
  /** Show the text in this element (or element id) instead of on the bar. */
  textEl?: string | HTMLElement | Element;
  /** Let the fill slide to each new value (default `false`). */
  animate?: boolean | object;
}

/** The events of progress bars: a component's plus `update`. */
export interface ProgressBarEvents<S = ProgressBar> extends ComponentEvents<S> {
  /** `updateProgress` (or a `wait` step) set the value; `text` is the text given, if any. */
  update: [bar: S, value: number, text: string | undefined];
}

export class ProgressBar extends Component {
  /** Type only: the events (see `ProgressBarEvents`). */
  declare $eventMap: ProgressBarEvents<this>;
  declare value: number;
  declare text: string | number;
  declare textEl?: string | HTMLElement | Element;
  declare animate: boolean | object;
  /** The fill element, once rendered. */
  declare bar?: Element;
  /** The timer of a running `wait`, else `null`. */
  declare waitTimer: ReturnType<typeof setInterval> | null;

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const dom = me.el!.dom;
    dom.setAttribute('aria-valuemin', '0');
    dom.setAttribute('aria-valuemax', '100');
    me.bar = makeEl(dom, 'div', 'progress-bar', { id: me.id + '-bar' });
    // The text on the bar, unless an element of the page shows it.
    if (me.textEl == null) makeEl(dom, 'div', 'progress-text', { id: me.id + '-textEl' });
    me.showValue(false);
    me.showText();
  }

  /**
   * Sets the value (0 to 1; above 1 stays full until `reset`) and, when `text` is given, the
   * text. `animate` (default the `animate` config) slides the fill. Fires `update`.
   */
  updateProgress(value?: number, text?: string, animate?: boolean): this {
    const me = this;
    me.value = value || 0;
    if (text) me.updateText(text);
    if (me.rendered && !me.isDestroyed) me.showValue(animate ?? !!me.animate);
    me.fireEvent('update', me, me.value, text);
    return me;
  }

  /** @internal Shows the value: the fill's width and `aria-valuenow`. */
  showValue(animate: boolean): void {
    const me = this;
    const percent = Math.min(me.value, 1) * 100;
    me.bar!.toggleCls(cssPrefix() + 'progress-animate', animate).setStyle('width', percent + '%');
    me.el!.dom.setAttribute('aria-valuenow', String(Math.round(percent)));
  }

  /** Sets the text (as text; `''` clears it). */
  updateText(text?: string | number): this {
    this.text = text ?? '';
    if (this.rendered) this.showText();
    return this;
  }

  /** @internal Shows the text: on the bar (or in `textEl`) and as `aria-valuetext`. */
  showText(): void {
    const me = this;
    const shown = toText(me.text);
    const dom = me.el!.dom;
    const target = me.textEl == null ? dom.lastChild : Element.getDom(me.textEl as string);
    if (target) target.textContent = shown;
    if (shown) dom.setAttribute('aria-valuetext', shown);
    else dom.removeAttribute('aria-valuetext');
  }

  /** The text shown. */
  getText(): string {
    return toText(this.text);
  }

  /**
   * Moves the bar by itself (see {@link ProgressWaitConfig}): one step of `1 / increment` each
   * `interval`, starting again when full, until `reset()` or, with a `duration`, until that has
   * passed (then `fn` runs and the bar resets). Nothing while a wait is already running.
   */
  wait(o: ProgressWaitConfig = {}): this {
    const me = this;
    if (me.waitTimer) return me;
    const steps = o.increment || 10;
    const interval = o.interval || 1000;
    let step = 0;
    me.updateText(o.text);
    me.waitTimer = setInterval(() => {
      step++;
      if (isNum(o.duration) && step * interval >= o.duration) {
        me.clearTimer();
        o.fn?.call(o.scope ?? me);
        me.reset();
      } else me.updateProgress((((step - 1) % steps) + 1) / steps, undefined, o.animate);
    }, interval);
    return me;
  }

  /** `true` while `wait` moves the bar. */
  isWaiting(): boolean {
    return this.waitTimer !== null;
  }

  /** Empties the bar and stops a `wait`; `hide` hides it too. */
  reset(hide?: boolean): this {
    const me = this;
    me.updateProgress(0);
    me.clearTimer();
    if (hide === true) me.hide();
    return me;
  }

  /** @internal Stops a `wait` timer. */
  clearTimer(): void {
    clearInterval(this.waitTimer as ReturnType<typeof setInterval>);
    this.waitTimer = null;
  }

  override onDestroy(): void {
    this.clearTimer();
    super.onDestroy();
  }
}

/** Typed config for `Lib.create`. */
export interface ProgressBar {
  $construct(config?: ProgressBarConfig): this;
}

registerClass(ProgressBar, 'Lib.ProgressBar', {
  $configs: declareConfigs<ProgressBarConfig, ComponentConfig>({
    value: cfg('number', 0),
    text: cfg('text', ''),
    textEl: cfg(either('string', 'object')),
    animate: cfg(either('boolean', 'object'), false),
  }),
  xtype: 'progressbar',
  baseCls: cssPrefix() + 'progress',
  ariaRole: 'progressbar',
  waitTimer: null,
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.ProgressBar': typeof ProgressBar;
  }
  interface AliasMap {
    'widget.progressbar': typeof ProgressBar;
  }
}
