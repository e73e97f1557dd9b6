import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Sliders and the progress bar (forms pack) in a real browser: the layout of the track, the
// pointer (a drag, a click on the track), the keyboard and the geometry of the bar's fill.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const formsScript = readFileSync(new URL('../dist/lib-forms.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

interface Slider {
  getValue(index?: number): number | number[];
  thumbs: Array<{ el: { dom: HTMLElement } }>;
  innerEl: { dom: HTMLElement };
}
interface Page {
  single: Slider;
  multi: Slider;
  vertical: Slider;
  bar: { updateProgress(value: number, text?: string): void; el: { dom: HTMLElement } };
  completed: number[];
}

describe('sliders and the progress bar in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 800, height: 600 });
    await t.page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: formsScript });
    // A string, not a function: the test runner's compiler would add helpers the page lacks.
    await t.page.evaluate(`
      window.completed = [];
      window.single = Lib.create('Lib.slider.Single', {
        renderTo: document.body, fieldLabel: 'Volume', labelWidth: 100, width: 420, value: 50,
        increment: 10, listeners: {changecomplete: function (s, v) { completed.push(v); }}
      });
      window.multi = Lib.create('Lib.slider.Multi', {
        renderTo: document.body, hideLabel: true, width: 300, values: [20, 60], animate: false
      });
      window.vertical = Lib.create('Lib.slider.Single', {
        renderTo: document.body, hideLabel: true, vertical: true, height: 200, value: 25,
        animate: false
      });
      window.bar = Lib.create('Lib.ProgressBar', {renderTo: document.body, width: 300});
    `);
  });

  /** The box of the element at `path` (an expression from `window`) in the page. */
  const box = (path: string) =>
    t.page.evaluate(`(() => {
      const r = window.${path}.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    })()`) as Promise<{ x: number; y: number; width: number; height: number }>;

  it('lays the track across the field and centres each thumb on its value', async () => {
    const track = await box('single.innerEl.dom');
    const thumb = await box('single.thumbs[0].el.dom');
    // 420 px less the 105 px label and 8 px of inset at each end.
    expect(track.width).to.be.closeTo(420 - 105 - 16, 2);
    expect(thumb.x + thumb.width / 2).to.be.closeTo(track.x + track.width / 2, 1);
    expect(thumb.y + thumb.height / 2).to.be.closeTo(track.y + track.height / 2, 1);
    const vTrack = await box('vertical.innerEl.dom');
    const vThumb = await box('vertical.thumbs[0].el.dom');
    expect(vTrack.height).to.be.closeTo(200 - 16, 2);
    expect(vThumb.y + vThumb.height / 2).to.be.closeTo(vTrack.y + vTrack.height * 0.75, 1);
  });

  it('drags a thumb with the mouse, snapping to the increment, and completes the change on release', async () => {
    const track = await box('single.innerEl.dom');
    const thumb = await box('single.thumbs[0].el.dom');
    await t.page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await t.page.mouse.down();
    await t.page.mouse.move(track.x + track.width * 0.82, thumb.y + 40, { steps: 5 });
    expect(await t.page.evaluate(() => (window as unknown as Page).single.getValue())).to.equal(80);
    await t.page.mouse.up();
    expect(await t.page.evaluate(() => (window as unknown as Page).completed)).to.deep.equal([80]);
    const focused = await t.page.evaluate(
      () => document.activeElement === (window as unknown as Page).single.thumbs[0].el.dom,
    );
    expect(focused).to.equal(true);
  });

  it('a click on the track moves the nearest thumb; thumbs do not pass each other', async () => {
    const track = await box('multi.innerEl.dom');
    await t.page.mouse.click(track.x + track.width * 0.9, track.y + track.height / 2);
    const values = () => t.page.evaluate(() => (window as unknown as Page).multi.getValue());
    expect(await values()).to.deep.equal([20, 90]);
    const low = await box('multi.thumbs[0].el.dom');
    await t.page.mouse.move(low.x + low.width / 2, low.y + low.height / 2);
    await t.page.mouse.down();
    await t.page.mouse.move(track.x + track.width, low.y, { steps: 4 });
    await t.page.mouse.up();
    expect(await values()).to.deep.equal([90, 90]);
  });

  it('Tab reaches each thumb, and the arrow keys move the focused one', async () => {
    await t.page.keyboard.press('Tab');
    await t.page.keyboard.press('ArrowRight');
    await t.page.keyboard.press('Tab');
    await t.page.keyboard.press('End');
    expect(
      await t.page.evaluate(() => {
        const w = window as unknown as Page;
        return [w.single.getValue(), w.multi.getValue()];
      }),
    ).to.deep.equal([60, [60, 60]]);
    const tip = t.page.locator('.x-slider-tip:not(.x-hidden)');
    expect(await tip.count()).to.equal(1);
    expect(await tip.textContent()).to.equal('60');
  });

  it("fills the progress bar's width to the value", async () => {
    await t.page.evaluate(() => (window as unknown as Page).bar.updateProgress(0.25, 'A quarter'));
    const frame = await box('bar.el.dom');
    const fill = await box("bar.el.dom.querySelector('.x-progress-bar')");
    // The frame's 1 px borders hold the fill.
    expect(fill.width).to.be.closeTo((frame.width - 2) * 0.25, 1);
    expect(await t.page.locator('.x-progress-text').textContent()).to.equal('A quarter');
  });
});
