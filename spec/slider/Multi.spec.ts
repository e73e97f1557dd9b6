import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { MultiSlider, type SliderThumb } from '../../classes/slider/Multi';
import { SingleSlider } from '../../classes/slider/Single';
import '../../classes/form/Panel';
import { key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

/** The thumb elements of a rendered slider. */
const thumbsOf = (slider: MultiSlider): HTMLElement[] =>
  Array.from(slider.el!.dom.querySelectorAll('.x-slider-thumb'));

/** Gives the track a box (happy-dom lays nothing out): `length` pixels from 0, 0. */
function layTrack(slider: MultiSlider, length = 200): void {
  const box = slider.vertical
    ? { left: 0, top: 0, width: 20, height: length, right: 20, bottom: length }
    : { left: 0, top: 0, width: length, height: 20, right: length, bottom: 20 };
  sinon.stub(slider.innerEl!.dom, 'getBoundingClientRect').returns(box as DOMRect);
}

/** Dispatches a pointer event at `x`, `y` on `node`. */
function pointer(node: Element, type: string, x: number, y = 10): void {
  const PointerEventCtor = (globalThis as unknown as { window: typeof globalThis }).window
    .PointerEvent;
  node.dispatchEvent(
    new PointerEventCtor(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
    }),
  );
}

describe('Lib.slider.Multi and Lib.slider.Single', () => {
  const { make } = useFields();
  afterEach(() => sinon.restore());

  it("have Ext's xtypes and alternate names", () => {
    const get = (name: string) => Lib.ClassManager.get(name);
    expect(Lib.ClassManager.getByAlias('widget.multislider')).to.equal(MultiSlider);
    expect(get('Lib.slider.MultiSlider')).to.equal(MultiSlider);
    for (const alias of ['widget.slider', 'widget.sliderfield']) {
      expect(Lib.ClassManager.getByAlias(alias)).to.equal(SingleSlider);
    }
    for (const name of [
      'Lib.Slider',
      'Lib.form.SliderField',
      'Lib.slider.SingleSlider',
      'Lib.slider.Slider',
    ]) {
      expect(get(name)).to.equal(SingleSlider);
    }
  });

  describe('rendering and accessibility', () => {
    it('renders a track with one ARIA slider thumb per value, placed by percentage', () => {
      const slider = make('Lib.slider.Multi', {
        renderTo: document.body,
        fieldLabel: 'Price',
        values: [25, 75],
      });
      const input = slider.inputEl.dom;
      expect(input.className).to.equal('x-slider x-slider-horz');
      expect(input.firstChild.className).to.equal('x-slider-inner');
      const thumbs = thumbsOf(slider);
      expect(thumbs.map((t) => t.style.left)).to.deep.equal(['25%', '75%']);
      for (const [i, thumb] of thumbs.entries()) {
        expect(thumb.getAttribute('role')).to.equal('slider');
        expect(thumb.getAttribute('tabindex')).to.equal('0');
        expect(thumb.getAttribute('aria-valuemin')).to.equal('0');
        expect(thumb.getAttribute('aria-valuemax')).to.equal('100');
        expect(thumb.getAttribute('aria-valuenow')).to.equal(['25', '75'][i]);
        expect(thumb.getAttribute('aria-orientation')).to.equal('horizontal');
        expect(thumb.getAttribute('aria-labelledby')).to.equal(slider.labelEl.id);
      }
      expect(slider.labelEl.dom.textContent).to.equal('Price:');
    });

    it('a vertical slider places its thumbs from the bottom', () => {
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        vertical: true,
        height: 200,
        value: 40,
        hideLabel: true,
        ariaLabel: 'Level',
      });
      const [thumb] = thumbsOf(slider);
      expect(slider.inputEl.dom.classList.contains('x-slider-vert')).to.equal(true);
      expect(thumb.style.bottom).to.equal('40%');
      expect(thumb.getAttribute('aria-orientation')).to.equal('vertical');
      expect(thumb.getAttribute('aria-label')).to.equal('Level');
    });

    it('a disabled slider takes its thumbs out of the tab order; a read-only one marks them', () => {
      const slider = make('Lib.slider.Single', { renderTo: document.body, value: 10 });
      const [thumb] = thumbsOf(slider);
      slider.disable();
      expect(thumb.getAttribute('tabindex')).to.equal('-1');
      expect(thumb.getAttribute('aria-disabled')).to.equal('true');
      slider.enable();
      expect(thumb.getAttribute('tabindex')).to.equal('0');
      expect(thumb.hasAttribute('aria-disabled')).to.equal(false);
      slider.setReadOnly(true);
      expect(thumb.getAttribute('aria-readonly')).to.equal('true');
      expect(slider.el.dom.classList.contains('x-form-readonly')).to.equal(true);
      key(thumb, 'ArrowRight');
      expect(slider.getValue()).to.equal(10);
    });
  });

  describe('values', () => {
    it('starts from values, else value, else minValue', () => {
      expect(make('Lib.slider.Multi', { values: [1, 2, 3] }).getValue()).to.deep.equal([1, 2, 3]);
      expect(make('Lib.slider.Multi', { value: 5 }).getValue()).to.deep.equal([5]);
      expect(make('Lib.slider.Single', { minValue: 20 }).getValue()).to.equal(20);
    });

    it('snaps to increment from minValue (or from 0), rounds to decimalPrecision and stays in range', () => {
      const slider = make('Lib.slider.Single', { minValue: 5, maxValue: 55, increment: 10 });
      expect(slider.normalizeValue(18)).to.equal(15);
      expect(slider.normalizeValue(21)).to.equal(25);
      expect(slider.normalizeValue(99)).to.equal(55);
      expect(slider.normalizeValue(-3)).to.equal(5);
      const zero = make('Lib.slider.Single', {
        minValue: 5,
        maxValue: 55,
        increment: 10,
        zeroBasedSnapping: true,
      });
      expect(zero.normalizeValue(18)).to.equal(20);
      const fine = make('Lib.slider.Single', { maxValue: 1, decimalPrecision: 2 });
      expect(fine.normalizeValue(0.4567)).to.equal(0.46);
      const raw = make('Lib.slider.Single', { maxValue: 1, decimalPrecision: false });
      expect(raw.normalizeValue(0.4567)).to.equal(0.4567);
    });

    it("setValue fires beforechange (false cancels), then change with Ext's slider arguments", () => {
      const beforechange = sinon.spy();
      const change = sinon.spy();
      const slider = make('Lib.slider.Multi', {
        renderTo: document.body,
        values: [10, 50],
        listeners: { beforechange, change },
      });
      slider.setValue(1, 60, false);
      const thumb = slider.thumbs[1];
      expect(beforechange.args[0].slice(0, 4)).to.deep.equal([slider, 60, 50, thumb]);
      expect(change.args[0].slice(0, 3)).to.deep.equal([slider, 60, thumb]);
      expect(thumbsOf(slider)[1].style.left).to.equal('60%');
      expect(thumbsOf(slider)[1].getAttribute('aria-valuenow')).to.equal('60');
      slider.on('beforechange', () => false);
      slider.setValue(1, 70);
      expect(slider.getValue(1)).to.equal(60);
      expect(change.callCount).to.equal(1);
      // The same value again changes nothing.
      slider.setValue(0, 10);
      expect(beforechange.callCount).to.equal(2);
    });

    it('setValue(values) sets each thumb in order; an index with no thumb is an error naming it', () => {
      const slider = make('Lib.slider.Multi', { renderTo: document.body, values: [0, 0, 0] });
      slider.setValue([10, 20, 30, 40]);
      expect(slider.getValues()).to.deep.equal([10, 20, 30]);
      slider.setValue(0, '15');
      expect(slider.getValue(0)).to.equal(15);
      expect(() => slider.setValue(0, 'x')).to.throw(
        "[Lib.slider.Multi#setValue] value must be a number, got 'x'",
      );
      expect(make('Lib.slider.Multi', { value: [5, 6] }).getValues()).to.deep.equal([5, 6]);
      expect(() => slider.setValue(3, 5)).to.throw(
        "[Lib.slider.Multi#setValue] index must be a thumb's index (0 to 2), got 3",
      );
    });

    it('a single slider takes the value first, as Ext does, and answers a number', () => {
      const change = sinon.spy();
      const slider = make('Lib.slider.Single', { renderTo: document.body, listeners: { change } });
      slider.setValue(30);
      expect(slider.getValue()).to.equal(30);
      slider.setValue(40, false);
      expect(slider.getValue()).to.equal(40);
      // Two numbers are (index, value), as in Ext.
      slider.setValue(0, 45);
      expect(slider.getValue()).to.equal(45);
      expect(change.args.map((a) => a[1])).to.deep.equal([30, 40, 45]);
    });

    it('slides to a value set by code (animate), not when told not to', () => {
      const slider = make('Lib.slider.Single', { renderTo: document.body });
      const [thumb] = thumbsOf(slider);
      slider.setValue(30);
      expect(thumb.classList.contains('x-slider-thumb-anim')).to.equal(true);
      slider.setValue(40, false);
      expect(thumb.classList.contains('x-slider-thumb-anim')).to.equal(false);
    });

    it('setMinValue and setMaxValue move the thumbs outside the new range and the ARIA range', () => {
      const slider = make('Lib.slider.Multi', { renderTo: document.body, values: [10, 90] });
      slider.setMinValue(20);
      slider.setMaxValue(80);
      expect(slider.getValues()).to.deep.equal([20, 80]);
      const thumbs = thumbsOf(slider);
      expect(thumbs.map((t) => t.style.left)).to.deep.equal(['0%', '100%']);
      expect(thumbs[0].getAttribute('aria-valuemin')).to.equal('20');
      expect(thumbs[0].getAttribute('aria-valuemax')).to.equal('80');
    });

    it('is dirty after a change, resets to its original values and submits its values', () => {
      const slider = make('Lib.slider.Multi', {
        renderTo: document.body,
        name: 'range',
        values: [10, 50],
      });
      expect(slider.isDirty()).to.equal(false);
      slider.setValue(0, 20);
      expect(slider.isDirty()).to.equal(true);
      expect(slider.getSubmitData()).to.deep.equal({ range: [20, 50] });
      slider.reset();
      expect(slider.getValues()).to.deep.equal([10, 50]);
      expect(slider.isDirty()).to.equal(false);
      slider.disable();
      expect(slider.getSubmitData()).to.equal(null);
    });

    it('a form loads and reads a single slider like any field', () => {
      const form = make('Lib.form.Panel', {
        renderTo: document.body,
        items: [{ xtype: 'slider', name: 'volume', value: 10 }],
      });
      form.getForm().setValues({ volume: 70 });
      expect(form.getForm().getValues()).to.deep.equal({ volume: 70 });
      expect(form.getForm().isDirty()).to.equal(true);
    });
  });

  describe('the keyboard', () => {
    it('arrows move the focused thumb by keyIncrement, Ctrl+arrows, Home and End to the ends, Page keys by ten steps', () => {
      const changecomplete = sinon.spy();
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        value: 50,
        keyIncrement: 2,
        listeners: { changecomplete },
      });
      const [thumb] = thumbsOf(slider);
      const press = (name: string, init?: KeyboardEventInit) => {
        key(thumb, name, init);
        return slider.getValue();
      };
      expect(press('ArrowRight')).to.equal(52);
      expect(press('ArrowUp')).to.equal(54);
      expect(press('ArrowLeft')).to.equal(52);
      expect(press('ArrowDown')).to.equal(50);
      expect(press('PageUp')).to.equal(70);
      expect(press('PageDown')).to.equal(50);
      expect(press('ArrowRight', { ctrlKey: true })).to.equal(100);
      expect(press('ArrowLeft', { ctrlKey: true })).to.equal(0);
      expect(press('End')).to.equal(100);
      expect(press('Home')).to.equal(0);
      expect(changecomplete.callCount).to.equal(10);
      expect(changecomplete.lastCall.args.slice(0, 2)).to.deep.equal([slider, 0]);
    });

    it('keyIncrement is at least increment (as in Ext)', () => {
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        increment: 10,
        keyIncrement: 1,
      });
      key(thumbsOf(slider)[0], 'ArrowRight');
      expect(slider.getValue()).to.equal(10);
    });

    it('a thumb cannot pass its neighbours (constrainThumbs), and other keys are left alone', () => {
      const slider = make('Lib.slider.Multi', { renderTo: document.body, values: [20, 30] });
      const [low, high] = thumbsOf(slider);
      key(low, 'End');
      expect(slider.getValues()).to.deep.equal([30, 30]);
      key(high, 'Home');
      expect(slider.getValues()).to.deep.equal([30, 30]);
      const KeyboardEventCtor = globalThis.KeyboardEvent;
      const tab = new KeyboardEventCtor('keydown', {
        bubbles: true,
        cancelable: true,
        key: 'Tab',
        keyCode: 9,
      });
      high.dispatchEvent(tab);
      expect(tab.defaultPrevented).to.equal(false);
    });
  });

  describe('the pointer', () => {
    it('a press on the track moves the nearest thumb there and completes the change', () => {
      const changecomplete = sinon.spy();
      const slider = make('Lib.slider.Multi', {
        renderTo: document.body,
        values: [20, 80],
        listeners: { changecomplete },
      });
      layTrack(slider);
      pointer(slider.innerEl.dom, 'pointerdown', 130); // 65: nearer to 80
      expect(slider.getValues()).to.deep.equal([20, 65]);
      expect(changecomplete.args[0].slice(0, 3)).to.deep.equal([slider, 65, slider.thumbs[1]]);
      expect(document.activeElement).to.equal(thumbsOf(slider)[1]);
    });

    it('clickToChange: false leaves the value on a press on the track', () => {
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        clickToChange: false,
      });
      layTrack(slider);
      pointer(slider.innerEl.dom, 'pointerdown', 100);
      expect(slider.getValue()).to.equal(0);
    });

    it('drags a thumb: dragstart, drag and dragend with the thumb, changecomplete once at the end', () => {
      const events: string[] = [];
      const listeners: Record<string, unknown> = {};
      for (const name of ['dragstart', 'drag', 'dragend', 'changecomplete']) {
        listeners[name] = (s: MultiSlider, arg: unknown, thumb: SliderThumb) => {
          expect(s).to.equal(slider);
          expect(thumb).to.equal(slider.thumbs[0]);
          events.push(name === 'changecomplete' ? `${name} ${arg}` : name);
        };
      }
      const slider: MultiSlider = make('Lib.slider.Single', {
        renderTo: document.body,
        value: 10,
        increment: 5,
        listeners,
      });
      layTrack(slider);
      const [thumb] = thumbsOf(slider);
      pointer(thumb, 'pointerdown', 20);
      expect(events).to.deep.equal([]);
      pointer(thumb, 'pointermove', 61); // 30.5 → 30
      expect(slider.getValue()).to.equal(30);
      expect(thumb.classList.contains('x-slider-thumb-anim')).to.equal(false);
      pointer(thumb, 'pointermove', 500); // past the end
      expect(slider.getValue()).to.equal(100);
      pointer(thumb, 'pointerup', 500);
      expect(events).to.deep.equal(['dragstart', 'drag', 'drag', 'dragend', 'changecomplete 100']);
      // The drag is over: moves no longer move the thumb.
      pointer(thumb, 'pointermove', 20);
      expect(slider.getValue()).to.equal(100);
    });

    it('a dragged thumb stops at its neighbour and comes to the top', () => {
      const slider = make('Lib.slider.Multi', { renderTo: document.body, values: [20, 60] });
      layTrack(slider);
      const [low, high] = thumbsOf(slider);
      pointer(low, 'pointerdown', 40);
      pointer(low, 'pointermove', 180);
      pointer(low, 'pointerup', 180);
      expect(slider.getValues()).to.deep.equal([60, 60]);
      expect(low.classList.contains('x-slider-thumb-top')).to.equal(true);
      expect(high.classList.contains('x-slider-thumb-top')).to.equal(false);
    });

    it('a vertical track counts from the bottom', () => {
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        vertical: true,
        height: 200,
      });
      layTrack(slider, 200);
      pointer(slider.innerEl.dom, 'pointerdown', 10, 50);
      expect(slider.getValue()).to.equal(75);
    });

    it('a disabled slider ignores the pointer', () => {
      const slider = make('Lib.slider.Single', { renderTo: document.body, disabled: true });
      layTrack(slider);
      pointer(slider.innerEl.dom, 'pointerdown', 100);
      expect(slider.getValue()).to.equal(0);
    });
  });

  describe('tips', () => {
    it('show the value (or tipText) above a focused or dragged thumb, as text, and hide after', () => {
      const slider = make('Lib.slider.Single', {
        renderTo: document.body,
        value: 40,
        tipText: (thumb: SliderThumb) => `<b>${thumb.value}</b> %`,
      });
      const [thumb] = thumbsOf(slider);
      thumb.focus();
      const tip = slider.el.dom.querySelector('.x-slider-tip');
      expect(tip.textContent).to.equal('<b>40</b> %');
      expect(tip.getAttribute('aria-hidden')).to.equal('true');
      expect(tip.style.left).to.equal('40%');
      expect(tip.classList.contains('x-hidden')).to.equal(false);
      key(thumb, 'ArrowRight');
      expect(tip.textContent).to.equal('<b>41</b> %');
      thumb.blur();
      expect(tip.classList.contains('x-hidden')).to.equal(true);
    });

    it('useTips: false shows none', () => {
      const slider = make('Lib.slider.Single', { renderTo: document.body, useTips: false });
      thumbsOf(slider)[0].focus();
      expect(slider.el.dom.querySelector('.x-slider-tip')).to.equal(null);
    });
  });

  it('focus and blur: the field has the focus while one of its thumbs does', () => {
    const focus = sinon.spy();
    const blur = sinon.spy();
    const slider = make('Lib.slider.Multi', {
      renderTo: document.body,
      values: [10, 20],
      listeners: { focus, blur },
    });
    const [a, b] = thumbsOf(slider);
    slider.focus();
    expect(document.activeElement).to.equal(a);
    b.focus();
    a.focus();
    expect(focus.callCount).to.equal(1);
    expect(blur.callCount).to.equal(0);
    a.blur();
    expect(blur.callCount).to.equal(1);
  });
});
