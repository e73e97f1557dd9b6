/**
 * `Lib.slider.Single` (xtypes `slider` and `sliderfield`; alternates `Lib.Slider`,
 * `Lib.form.SliderField`, `Lib.slider.SingleSlider`, `Lib.slider.Slider`): a slider with one
 * thumb, whose value is a number (see `Lib.slider.Multi` for the configs, the keys and the
 * events). `setValue(value, animate)` takes the value first, as in Ext JS 4.
 *
 * In the forms pack (`dist/lib-forms.js`).
 *
 * @example
 *   Lib.create('Lib.slider.Single', {
 *     fieldLabel: 'Volume', name: 'volume', width: 300, value: 50, increment: 10,
 *     renderTo: document.body,
 *   }).on('change', (slider, value) => player.setVolume(value));
 */
import { registerClass } from '../../lib/Class';
import { MultiSlider, type MultiSliderConfig } from './Multi';

export class SingleSlider extends MultiSlider {
  /** The value (with an index, that thumb's: the only one is 0). */
  override getValue(index?: number): number {
    return super.getValue(index ?? 0) as number;
  }

  /**
   * Moves the thumb to `value`, sliding unless `animate` is `false`. As in Ext JS 4, two
   * numbers are read as `(index, value)`, the form `Lib.slider.Multi` takes. Returns the slider.
   */
  override setValue(value: number | number[], animate?: unknown, changeComplete?: boolean): this;
  override setValue(...args: unknown[]): this {
    // Ext's reading: one argument, or up to three whose second is not a number, is a value.
    const call =
      args.length === 1 || (args.length <= 3 && typeof args[1] !== 'number')
        ? [0, ...args.slice(0, 3)]
        : args;
    return (super.setValue as (...a: unknown[]) => this)(...call);
  }
}

/** Typed config for `Lib.create`. */
export interface SingleSlider {
  $construct(config?: MultiSliderConfig): this;
}

registerClass(SingleSlider, 'Lib.slider.Single', {
  xtype: ['slider', 'sliderfield'],
  alternateClassName: [
    'Lib.Slider',
    'Lib.form.SliderField',
    'Lib.slider.SingleSlider',
    'Lib.slider.Slider',
  ],
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.slider.Single': typeof SingleSlider;
  }
  interface AliasMap {
    'widget.slider': typeof SingleSlider;
    'widget.sliderfield': typeof SingleSlider;
  }
}
