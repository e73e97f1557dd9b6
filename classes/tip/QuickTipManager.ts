/**
 * `Lib.tip.QuickTipManager` (alternate `Lib.QuickTips`): the page's one `Lib.tip.QuickTip`.
 * `init()` creates it (once the DOM is ready; a second call does nothing); from then on every
 * element with a `data-qtip` attribute shows its tip, and `register` adds tips for elements
 * by id. `disable()`/`enable()` turn the tips off and on.
 *
 * @example
 *   Lib.QuickTips.init();
 *   Lib.tip.QuickTipManager.register({target: 'save', title: 'Save', text: 'Writes the record'});
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import * as ClassManager from '../../lib/ClassManager';
import { raise } from '../../lib/Error';
import { Lib } from '../../lib/Lib';
import type { QuickTip, QuickTipConfig, QuickTipTarget } from './QuickTip';
import './QuickTip';

export class QuickTipManagerClass extends Base {
  /** The quick tip, once `init` made it. */
  declare tip?: QuickTip;
  /** Whether `disable` turned the tips off (default `false`). */
  declare disabled: boolean;

  /**
   * Creates the quick tip (when the DOM is ready; nothing when it exists): a
   * `Lib.tip.QuickTip` with `config` (`className` or `xtype` choose another class), rendered
   * to the body unless `autoRender` is `false`.
   */
  init(autoRender?: boolean, config?: QuickTipConfig & { className?: string }): void {
    const me = this;
    Lib.onReady(() => {
      if (me.tip) return;
      const { className, xtype, ...rest } = (config || {}) as QuickTipConfig & {
        className?: string;
        xtype?: string;
      };
      const options = { disabled: me.disabled, id: 'ext-quicktips-tip', ...rest };
      if (autoRender !== false) options.renderTo = document.body;
      me.tip = ClassManager.instantiate(
        className || (xtype ? 'widget.' + xtype : 'Lib.tip.QuickTip'),
        options,
      );
    });
  }

  /** Destroys the quick tip (`init` makes a new one). */
  override destroy(): void {
    this.tip?.destroy();
    this.tip = undefined;
  }

  /** Turns the tips on again. */
  enable(): void {
    this.tip?.enable();
    this.disabled = false;
  }

  /** Turns the tips off (a shown one hides). */
  disable(): void {
    this.tip?.disable();
    this.disabled = true;
  }

  /** Turns the tips off while dragging (unless `disable` did already). */
  ddDisable(): void {
    if (!this.disabled) this.tip?.disable();
  }

  /** Turns the tips on after dragging (unless `disable` turned them off). */
  ddEnable(): void {
    if (!this.disabled) this.tip?.enable();
  }

  /** Whether there is a quick tip and it is on. */
  isEnabled(): boolean {
    return !!this.tip && !this.tip.disabled;
  }

  /** The quick tip (`undefined` before `init`). */
  getQuickTip(): QuickTip | undefined {
    return this.tip;
  }

  /** Registers elements with their tips (see `Lib.tip.QuickTip#register`). */
  register(...configs: Array<QuickTipTarget | QuickTipTarget[]>): void {
    this.getTip('register').register(...configs);
  }

  /** Forgets a registered element. */
  unregister(el: unknown): void {
    this.getTip('unregister').unregister(el);
  }

  /** `register`, by its old name. */
  tips(...configs: Array<QuickTipTarget | QuickTipTarget[]>): void {
    this.getTip('tips').register(...configs);
  }

  /** @internal The quick tip; before `init` an error naming `method`. */
  getTip(method: string): QuickTip {
    const tip = this.tip;
    if (!tip)
      raise('Lib.tip.QuickTipManager.' + method, 'there is no quick tip: call init() first');
    return tip;
  }
}

registerClass(QuickTipManagerClass, 'Lib.tip.QuickTipManager', {
  singleton: true,
  alternateClassName: 'Lib.QuickTips',
  disabled: false,
});

/** The quick tip manager. */
export const QuickTipManager: QuickTipManagerClass = ClassManager.get('Lib.tip.QuickTipManager');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.tip.QuickTipManager': QuickTipManagerClass;
  }
}
