/**
 * `Lib.slider.Multi` (xtype `multislider`, alternate `Lib.slider.MultiSlider`): a form field
 * whose value is one or more numbers between `minValue` and `maxValue`, each set by moving a
 * thumb along a track (`x-slider`, `x-slider-horz` or, with `vertical`, `x-slider-vert`; the
 * track `x-slider-inner`, the thumbs `x-slider-thumb`), as Ext JS 4's. Values snap to
 * `increment` and round to `decimalPrecision`; with `constrainThumbs` a thumb cannot pass its
 * neighbours.
 *
 * The user drags a thumb, clicks the track (`clickToChange`: the nearest thumb jumps there) or
 * uses the keyboard on a focused thumb: the arrow keys move it by `keyIncrement` (with Ctrl, to
 * the end), Home and End to the ends, Page Up and Page Down by ten `keyIncrement`s. Each thumb
 * is an ARIA `slider` in the tab order, with its value, range and orientation, labelled by the
 * field's label. With `useTips` the value shows above a thumb while it is dragged or focused
 * (`tipText(thumb)` gives the text).
 *
 * Events, with Ext's arguments: `beforechange(slider, newValue, oldValue, thumb)` (`false`
 * cancels), `change(slider, newValue, thumb)` (unlike other fields: the slider's own
 * arguments, as in Ext), `changecomplete(slider, newValue, thumb)` when the user has finished
 * a change (the end of a drag, a click, a key), `dragstart(slider, e, thumb)`,
 * `drag(slider, e, thumb)` and `dragend(slider, e, thumb)`. A form submits the values (an
 * array).
 *
 * In the forms pack (`dist/lib-forms.js`).
 *
 * @example
 *   Lib.create('Lib.slider.Multi', {
 *     fieldLabel: 'Price', name: 'price', width: 300, values: [10, 60], increment: 5,
 *     minValue: 0, maxValue: 100, renderTo: document.body,
 *   }).on('changecomplete', (slider) => console.log(slider.getValues()));
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, either, fail } from '../../lib/config';
import { isNum } from '../../lib/check';
import { toText } from '../../lib/lang/String';
import { Lib } from '../../lib/Lib';
import { BaseField, type FieldConfig, type FieldEvents } from '../form/field/Base';
import { Element, cssPrefix } from '../dom/Element';
import { make, makeEl, px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';

/** One thumb of a slider (Ext's `Ext.slider.Thumb`, as data). */
export interface SliderThumb {
  /** The slider it belongs to. */
  slider: MultiSlider;
  /** Its position among the slider's thumbs, from 0. */
  index: number;
  /** Its value. */
  value: number;
  /** Its element (`x-slider-thumb`), once rendered. */
  el?: Element;
  /** `true` while it is dragged. */
  dragging?: boolean;
}

export interface MultiSliderConfig extends FieldConfig {
  /** The values, one thumb each (default: one thumb at `value`, else at `minValue`). */
  values?: number[];
  /** Up and down instead of left and right (default `false`). */
  vertical?: boolean;
  /** The least value (default 0). */
  minValue?: number;
  /** The greatest value (default 100). */
  maxValue?: number;
  /** Decimals kept in a value (default 0; `false`: no rounding). */
  decimalPrecision?: number | false;
  /** What an arrow key adds or takes; never less than `increment` (default 1). */
  keyIncrement?: number;
  /** Values snap to multiples of this from `minValue` (default 0: no snapping). */
  increment?: number;
  /** Snap to multiples of `increment` from 0 instead of from `minValue` (default `false`). */
  zeroBasedSnapping?: boolean;
  /** A click on the track moves the nearest thumb there (default `true`). */
  clickToChange?: boolean;
  /** Thumbs slide to values set by code and clicks (default `true`). */
  animate?: boolean;
  /** A thumb cannot pass its neighbours (default `true`). */
  constrainThumbs?: boolean;
  /**
   * Show the value above a thumb while it is dragged or focused; an object (Ext's tip config)
   * counts as `true` (default `true`).
   */
  useTips?: boolean | object;
  /** The text of that tip (default: the value). */
  tipText?: (thumb: SliderThumb) => string | number;
}

/** The events of sliders: a field's, with the slider's own `change`, and the drag events. */
export interface MultiSliderEvents<S = MultiSlider> extends FieldEvents<S> {
  /** Before a thumb's value changes; `false` cancels. */
  beforechange: [slider: S, newValue: number, oldValue: number, thumb: SliderThumb];
  /** A thumb's value changed (Ext's arguments, not a field's). */
  change: [slider: S, newValue: number, thumb: SliderThumb];
  /** The user finished changing a value (a drag, a click, a key). */
  changecomplete: [slider: S, newValue: number, thumb: SliderThumb];
  dragstart: [slider: S, e: EventObjectImpl, thumb: SliderThumb];
  drag: [slider: S, e: EventObjectImpl, thumb: SliderThumb];
  dragend: [slider: S, e: EventObjectImpl, thumb: SliderThumb];
}

const WHERE = 'Lib.slider.Multi';

export class MultiSlider extends BaseField<number | number[], string> {
  /** Type only: the events (see `MultiSliderEvents`). */
  declare $eventMap: MultiSliderEvents<this>;
  declare values?: number[];
  declare vertical: boolean;
  declare minValue: number;
  declare maxValue: number;
  declare decimalPrecision: number | false;
  declare keyIncrement: number;
  declare increment: number;
  declare zeroBasedSnapping: boolean;
  declare clickToChange: boolean;
  declare animate: boolean;
  declare constrainThumbs: boolean;
  declare useTips: boolean | object;
  declare tipText?: (thumb: SliderThumb) => string | number;
  /** The thumbs, in order. */
  declare thumbs: SliderThumb[];
  /** The track element (`x-slider-inner`), once rendered. */
  declare innerEl?: Element;
  /** The tip element (`x-slider-tip`), once shown. */
  declare tipEl?: Element;

  /** One thumb per value (`values`, else `value`, else `minValue`), taken as the original values. */
  override initValue(): void {
    const me = this;
    me.thumbs = [];
    me.keyIncrement = Math.max(me.increment, me.keyIncrement);
    // `value` may hold several values too.
    const values = me.values ?? ([] as unknown[]).concat(me.value ?? me.minValue ?? 0);
    for (const value of values as number[]) me.addThumb(value);
    me.originalValue = me.lastValue = me.getValues();
    me.wasDirty = false;
  }

  /** Adds a thumb at `value` (rendered at once when the slider is). Returns it. */
  addThumb(value?: number): SliderThumb {
    const me = this;
    const thumb: SliderThumb = {
      slider: me,
      index: me.thumbs.length,
      value: me.normalizeValue(value ?? 0),
    };
    me.thumbs.push(thumb);
    if (me.innerEl) me.renderThumb(thumb);
    return thumb;
  }

  // ---------------------------------------------------------------- values

  /** The value of the thumb at `index`; without an index, every value (an array). */
  override getValue(index?: number): number | number[] {
    return isNum(index) ? this.thumbAt(index).value : this.getValues();
  }

  /** The values of the thumbs, in order. */
  getValues(): number[] {
    return this.thumbs.map((thumb) => thumb.value);
  }

  /**
   * Moves the thumb at `index` to `value` (snapped, rounded, within the range), sliding unless
   * `animate` is `false` (default the `animate` config): fires `beforechange` (`false` keeps
   * the value) and, once rendered, `change`, and `changecomplete` with `changeComplete`. Or
   * `setValue(values, animate)`: one value per thumb, in order. Returns the slider.
   */
  override setValue(
    index: number | number[],
    value?: unknown,
    animate?: unknown,
    changeComplete?: boolean,
  ): this;
  override setValue(
    index: number | number[] | unknown,
    value?: unknown,
    animate?: unknown,
    changeComplete?: boolean,
  ): this {
    const me = this;
    if (Array.isArray(index)) {
      index.forEach((v, i) => {
        if (me.thumbs[i]) me.setValue(i, v, value as boolean);
      });
      return me;
    }
    const thumb = me.thumbAt(index);
    // A number, or a string holding one (as a form loads it).
    if (value === null || value === '' || isNaN(Number(value))) {
      fail(WHERE + '#setValue', 'value', 'a number', value);
    }
    const next = me.normalizeValue(Number(value));
    if (
      next !== thumb.value &&
      me.fireEvent('beforechange', me, next, thumb.value, thumb) !== false
    ) {
      thumb.value = next;
      if (me.rendered) {
        me.moveThumb(thumb, animate === undefined ? me.animate : animate !== false);
        me.fireEvent('change', me, next, thumb);
        me.checkDirty();
        if (changeComplete) me.fireEvent('changecomplete', me, next, thumb);
      }
    }
    return me;
  }

  /** @internal The thumb at `index`; an error names any other index. */
  thumbAt(index: unknown): SliderThumb {
    const thumb = isNum(index) ? this.thumbs[index] : undefined;
    if (!thumb)
      fail(WHERE + '#setValue', 'index', `a thumb's index (0 to ${this.thumbs.length - 1})`, index);
    return thumb;
  }

  /** The values as text (`'10,60'`). */
  override getRawValue(): string {
    return (this.rawValue = String(this.getValues()));
  }

  /** The values, or `null` when disabled or not submitted. */
  override getSubmitValue(): number | number[] | null {
    return this.disabled || !this.submitValue ? null : this.getValue();
  }

  /** Puts each thumb back at its original value and clears the error marks. */
  override reset(): void {
    const me = this;
    me.beforeReset();
    ([] as unknown[]).concat(me.originalValue).forEach((value, i) => me.setValue(i, value));
    me.clearInvalid();
    me.wasValid = undefined;
  }

  /**
   * A value as the slider keeps it: snapped to `increment` (from `minValue`, or from 0 with
   * `zeroBasedSnapping`), rounded to `decimalPrecision`, within `minValue`..`maxValue`.
   */
  normalizeValue(value: number): number {
    const me = this;
    const { minValue: min, maxValue: max, decimalPrecision: precision } = me;
    const { snap, snapInRange, constrain } = Lib.Number;
    let v = (me.zeroBasedSnapping ? snap : snapInRange)(value, me.increment, min, max);
    if (precision !== false) v = Math.round(v * 10 ** precision) / 10 ** precision;
    return constrain(v, min, max);
  }

  /** Sets the least value; thumbs below it move up to it. */
  setMinValue(value: number): void {
    this.setRange('minValue', value, (v) => v < value);
  }

  /** Sets the greatest value; thumbs above it move down to it. */
  setMaxValue(value: number): void {
    this.setRange('maxValue', value, (v) => v > value);
  }

  /** @internal `setMinValue` and `setMaxValue`. */
  setRange(key: 'minValue' | 'maxValue', value: number, outside: (v: number) => boolean): void {
    const me = this;
    me[key] = value;
    me.thumbs.forEach((thumb, i) => {
      if (outside(thumb.value)) me.setValue(i, value, false);
    });
    me.syncThumbs();
  }

  /** The length of the range (`maxValue - minValue`). */
  getRange(): number {
    return this.maxValue - this.minValue;
  }

  /** Puts every thumb where its value is (after a change of the range). */
  syncThumbs(): void {
    if (this.innerEl) for (const thumb of this.thumbs) this.moveThumb(thumb, false);
  }

  // ---------------------------------------------------------------- rendering

  /** The track with its thumbs, as the field's input. */
  override $createInput(_doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const input = make(body, 'div', 'slider slider-' + (me.vertical ? 'vert' : 'horz'), {
      id: me.inputId,
    });
    me.innerEl = makeEl(input, 'div', 'slider-inner', { id: me.id + '-innerEl' });
    for (const thumb of me.thumbs) me.renderThumb(thumb);
    return input;
  }

  /** Labels the thumbs as the field's input is labelled. */
  override renderFieldLayout(): void {
    super.renderFieldLayout();
    for (const thumb of this.thumbs) this.labelThumb(thumb);
  }

  /** @internal Builds a thumb's element in the track. */
  renderThumb(thumb: SliderThumb): void {
    const me = this;
    thumb.el = makeEl(me.innerEl!.dom, 'div', 'slider-thumb', {
      id: `${me.id}-thumb-${thumb.index}`,
      role: 'slider',
      'aria-orientation': me.vertical ? 'vertical' : 'horizontal',
    });
    me.moveThumb(thumb, false);
    me.stateThumb(thumb);
    if (me.inputEl) me.labelThumb(thumb);
  }

  /** @internal Gives a thumb the input's label (`aria-labelledby` or `aria-label`). */
  labelThumb(thumb: SliderThumb): void {
    const input = this.inputEl!.dom;
    for (const name of ['aria-labelledby', 'aria-label']) {
      const label = input.getAttribute(name);
      if (label) thumb.el!.dom.setAttribute(name, label);
    }
  }

  /** @internal Shows a thumb's value: its place on the track and its ARIA values. */
  moveThumb(thumb: SliderThumb, animate: boolean): void {
    const me = this;
    const range = me.getRange();
    const percent = range ? ((thumb.value - me.minValue) / range) * 100 : 0;
    thumb
      .el!.toggleCls(px('slider-thumb-anim'), animate && !thumb.dragging)
      .setStyle(me.vertical ? 'bottom' : 'left', percent + '%')
      .set({
        'aria-valuemin': String(me.minValue),
        'aria-valuemax': String(me.maxValue),
        'aria-valuenow': String(thumb.value),
      });
    if (me.tipEl?.dom.dataset.thumb === String(thumb.index)) me.showTip(thumb);
  }

  /** @internal Puts the disabled and read-only states on a thumb (out of the tab order when disabled). */
  stateThumb(thumb: SliderThumb): void {
    const me = this;
    thumb.el!.set({
      tabindex: me.disabled ? '-1' : '0',
      'aria-disabled': me.disabled ? 'true' : null,
      'aria-readonly': me.readOnly ? 'true' : null,
    });
  }

  /** Reflects `readOnly` on the root (`readOnlyCls`) and the thumbs. */
  override $applyReadOnly(): void {
    this.el!.toggleCls(this.readOnlyCls, this.readOnly);
    for (const thumb of this.thumbs) this.stateThumb(thumb);
  }

  /** Takes the thumbs out of the tab order when disabled. */
  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    for (const thumb of this.thumbs) if (thumb.el) this.stateThumb(thumb);
  }

  /** The first thumb. */
  override getFocusEl(): Element | undefined {
    return this.thumbs[0]?.el;
  }

  // ---------------------------------------------------------------- the tip

  /** @internal Shows the value above a thumb (with `useTips`). */
  showTip(thumb: SliderThumb): void {
    const me = this;
    if (!me.useTips) return;
    const tip = (me.tipEl ||= makeEl(me.innerEl!.dom, 'div', 'slider-tip', {
      'aria-hidden': 'true',
    }));
    tip.dom.dataset.thumb = String(thumb.index);
    tip.setText(toText(me.tipText ? me.tipText(thumb) : thumb.value));
    tip.setStyle(
      me.vertical ? 'bottom' : 'left',
      thumb.el!.dom.style[me.vertical ? 'bottom' : 'left'],
    );
    tip.removeCls(px('hidden'));
  }

  /** @internal Hides the tip, unless a thumb is dragged or focused. */
  hideTip(): void {
    const me = this;
    const active = me.innerEl?.dom.ownerDocument.activeElement;
    const busy = me.thumbs.some((t) => t.dragging || t.el?.dom === active);
    if (!busy) me.tipEl?.addCls(px('hidden'));
    if (!busy && me.tipEl) delete me.tipEl.dom.dataset.thumb;
  }

  // ---------------------------------------------------------------- user input

  /** @internal Listens to the pointer, the keys and the focus on the track and its thumbs. */
  override initEvents(): void {
    const me = this;
    const input = me.inputEl as Element;
    const thumbs = { delegate: '.' + px('slider-thumb') };
    input.on('pointerdown', me.onPointerDown, me);
    input.on('keydown', me.onThumbKeyDown, me, thumbs);
    input.on('focusin', me.onThumbFocus, me, thumbs);
    input.on('focusout', me.onThumbBlur, me, thumbs);
  }

  /** @internal The thumb of a thumb element. */
  thumbOf(node: unknown): SliderThumb | undefined {
    return this.thumbs.find((thumb) => thumb.el?.dom === node);
  }

  /** @internal A thumb got the focus: the field has it, and the tip shows its value. */
  onThumbFocus(e: EventObjectImpl, node: globalThis.Element): void {
    this.$onInputFocus(e);
    this.showTip(this.thumbOf(node)!);
  }

  /** @internal A thumb lost the focus: the field too, unless it went to another thumb. */
  onThumbBlur(e: EventObjectImpl): void {
    const me = this;
    const to = (e.browserEvent as FocusEvent).relatedTarget as Node | null;
    if (!me.thumbOf(to)) {
      me.$onInputBlur(e);
      me.hideTip();
    }
  }

  /**
   * @internal A press on the track: on a thumb, a drag starts; elsewhere (`clickToChange`) the
   * nearest thumb moves there. Either way that thumb takes the focus.
   */
  onPointerDown(e: EventObjectImpl): void {
    const me = this;
    const event = e.browserEvent as PointerEvent;
    if (me.disabled || me.readOnly || event.button) return;
    e.preventDefault();
    let thumb = me.thumbOf(e.getTarget('.' + px('slider-thumb')));
    if (thumb) me.startDrag(thumb, event);
    else if (me.clickToChange) {
      const point = me.getTrackpoint(event.clientX, event.clientY);
      thumb = me.getNearest(point);
      me.setValue(thumb.index, me.reversePixelValue(point), undefined, true);
    }
    (thumb ?? me.thumbs[0])?.el?.dom.focus();
  }

  /**
   * @internal Follows the pointer from a press on `thumb` until it is released: the thumb
   * follows it (within its neighbours with `constrainThumbs`), firing `dragstart` on the first
   * move, `drag` on each, and on release `dragend` and, when the value changed,
   * `changecomplete`.
   */
  startDrag(thumb: SliderThumb, down: PointerEvent): void {
    const me = this;
    const el = thumb.el!;
    const start = thumb.value;
    let started = false;
    me.promoteThumb(thumb);
    el.dom.setPointerCapture?.(down.pointerId);
    const onMove = (e: EventObjectImpl) => {
      const event = e.browserEvent as PointerEvent;
      if (!started) {
        started = thumb.dragging = true;
        // Shown once: moving the thumb moves its tip.
        me.showTip(thumb);
        me.fireEvent('dragstart', me, e, thumb);
      }
      const value = me.reversePixelValue(me.getTrackpoint(event.clientX, event.clientY));
      me.setValue(thumb.index, me.betweenNeighbours(thumb, value), false);
      me.fireEvent('drag', me, e, thumb);
    };
    const onEnd = (e: EventObjectImpl) => {
      for (const name of ['pointermove', 'pointerup', 'pointercancel']) {
        el.un(name, name === 'pointermove' ? onMove : onEnd);
      }
      if (!started || me.isDestroyed) return;
      thumb.dragging = false;
      me.hideTip();
      me.fireEvent('dragend', me, e, thumb);
      if (thumb.value !== start) me.fireEvent('changecomplete', me, thumb.value, thumb);
    };
    el.on('pointermove', onMove);
    el.on('pointerup', onEnd);
    el.on('pointercancel', onEnd);
  }

  /** @internal `value` kept between the thumb's neighbours' values (with `constrainThumbs`). */
  betweenNeighbours(thumb: SliderThumb, value: number): number {
    const me = this;
    if (!me.constrainThumbs) return value;
    const below = me.thumbs[thumb.index - 1]?.value ?? -Infinity;
    const above = me.thumbs[thumb.index + 1]?.value ?? Infinity;
    return Lib.Number.constrain(value, below, above);
  }

  /** @internal Puts the dragged thumb above the others (thumbs at one value overlap). */
  promoteThumb(top: SliderThumb): void {
    for (const thumb of this.thumbs) thumb.el!.toggleCls(px('slider-thumb-top'), thumb === top);
  }

  /** @internal Keys on a thumb: arrows, Ctrl+arrows, Home, End, Page Up, Page Down. */
  onThumbKeyDown(e: EventObjectImpl, node: globalThis.Element): void {
    const me = this;
    const thumb = me.thumbOf(node);
    if (!thumb || me.disabled || me.readOnly) return;
    const key = e.getKey();
    const step = me.keyIncrement;
    const up = key === e.UP || key === e.RIGHT;
    let value: number;
    if (up || key === e.DOWN || key === e.LEFT) {
      value = e.ctrlKey ? (up ? me.maxValue : me.minValue) : thumb.value + (up ? step : -step);
    } else if (key === e.HOME || key === e.END) {
      value = key === e.HOME ? me.minValue : me.maxValue;
    } else if (key === e.PAGE_UP || key === e.PAGE_DOWN) {
      value = thumb.value + (key === e.PAGE_UP ? 10 : -10) * step;
    } else return;
    e.stopEvent();
    me.setValue(thumb.index, me.betweenNeighbours(thumb, value), undefined, true);
  }

  // ---------------------------------------------------------------- geometry

  /**
   * Pixels from the track's origin (its left, or its bottom when vertical) to the point at
   * `x`, `y` (page coordinates of the viewport), within the track.
   */
  getTrackpoint(x: number, y: number): number {
    const box = this.innerEl!.dom.getBoundingClientRect();
    return this.vertical
      ? box.height - Lib.Number.constrain(y - box.top, 0, box.height)
      : Lib.Number.constrain(x - box.left, 0, box.width);
  }

  /** The value at `pixels` from the track's origin (not yet snapped). */
  reversePixelValue(pixels: number): number {
    const me = this;
    const box = me.innerEl!.dom.getBoundingClientRect();
    const length = me.vertical ? box.height : box.width;
    const range = me.getRange();
    return me.minValue + (length ? (pixels / length) * range : 0);
  }

  /** The thumb nearest to `pixels` from the track's origin (the later one of two as near). */
  getNearest(pixels: number): SliderThumb {
    const value = this.reversePixelValue(pixels);
    let nearest = this.thumbs[0];
    for (const thumb of this.thumbs) {
      if (Math.abs(thumb.value - value) <= Math.abs(nearest.value - value)) nearest = thumb;
    }
    return nearest;
  }
}

/** Typed config for `Lib.create`. */
export interface MultiSlider {
  $construct(config?: MultiSliderConfig): this;
}

registerClass(MultiSlider, 'Lib.slider.Multi', {
  $configs: declareConfigs<MultiSliderConfig, FieldConfig>({
    values: cfg('array'),
    vertical: false,
    minValue: cfg('number', 0),
    maxValue: cfg('number', 100),
    decimalPrecision: cfg(either('number', 'boolean'), 0),
    keyIncrement: cfg('number', 1),
    increment: cfg('number', 0),
    zeroBasedSnapping: false,
    clickToChange: true,
    animate: true,
    constrainThumbs: true,
    useTips: cfg(either('boolean', 'object'), true),
    tipText: cfg('function'),
  }),
  xtype: 'multislider',
  alternateClassName: 'Lib.slider.MultiSlider',
  inputType: '',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.slider.Multi': typeof MultiSlider;
  }
  interface AliasMap {
    'widget.multislider': typeof MultiSlider;
  }
}
