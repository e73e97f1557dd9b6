import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Tooltips in a real browser: the pointer, the delay, where the tip lands and how it looks.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
// The tips pack, loaded after lib.js.
const tipsScript = readFileSync(new URL('../dist/lib-tips.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('tooltips in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 1000, height: 700 });
    await t.page.setContent(
      '<!doctype html><html><body style="margin:0">' +
        '<span id="save" data-qtip="Writes the &lt;b&gt;record&lt;/b&gt;" data-qtitle="Save"' +
        ' style="position:absolute;left:200px;top:100px;padding:4px">Save</span>' +
        '<button id="del" data-qtip="Deletes the row" style="position:absolute;left:200px;top:300px">Delete</button>' +
        '</body></html>',
    );
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: tipsScript });
    await t.page.evaluate(() => (window as any).Lib.QuickTips.init());
  });

  /** The page box of the first node matching a selector. */
  const box = (selector: string) =>
    t.page.evaluate((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
      };
    }, selector);
  const tipShown = () => t.page.waitForSelector('#ext-quicktips-tip', { state: 'visible' });

  it('shows a data-qtip after the delay, next to the pointer, as text', async () => {
    await t.page.evaluate(() => {
      const w = window as any;
      w.Lib.tip.QuickTipManager.getQuickTip().on('show', () => (w.shownAt = performance.now()));
      document.getElementById('save')!.addEventListener('mouseover', () => {
        w.overAt ??= performance.now();
      });
    });
    await t.page.mouse.move(210, 110);
    await tipShown();
    // Measured in the page, from the pointer's arrival to the tip's show event.
    const waited = await t.page.evaluate(() => (window as any).shownAt - (window as any).overAt);
    expect(waited).to.be.at.least(495);
    const tip = await box('#ext-quicktips-tip');
    // 15, 18 pixels off the pointer.
    expect([tip.left, tip.top]).to.deep.equal([225, 128]);
    expect(tip.width).to.be.within(40, 500);
    expect(await t.page.textContent('#ext-quicktips-tip-body')).to.equal(
      'Writes the <b>record</b>',
    );
    expect(await t.page.textContent('#ext-quicktips-tip .x-tip-header')).to.equal('Save');
    expect(await t.page.getAttribute('#save', 'aria-describedby')).to.equal('ext-quicktips-tip');
    // The pointer leaves: hidden after hideDelay.
    await t.page.mouse.move(600, 600);
    await t.page.waitForSelector('#ext-quicktips-tip', { state: 'hidden' });
    expect(await t.page.getAttribute('#save', 'aria-describedby')).to.equal(null);
    expect(t.errors).to.deep.equal([]);
  });

  it("shows a grid cell's qtip", async () => {
    await t.page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.create('Lib.grid.Panel', {
        renderTo: document.body,
        width: 400,
        height: 200,
        style: 'position:absolute;left:400px;top:50px',
        store: Lib.create('Lib.data.Store', {
          fields: ['name'],
          data: [{ name: 'Ann' }, { name: 'Bob' }],
        }),
        columns: [
          {
            text: 'Name',
            dataIndex: 'name',
            flex: 1,
            renderer(value: string, meta: any) {
              meta.tdAttr = 'data-qtip="Call ' + value + '"';
              return value;
            },
          },
        ],
      });
    });
    const cell = await box('tr.x-grid-row:nth-of-type(2) .x-grid-cell');
    await t.page.mouse.move(cell.left + 20, cell.top + 5);
    await tipShown();
    expect(await t.page.textContent('#ext-quicktips-tip-body')).to.match(/^Call (Ann|Bob)$/);
    const name = await t.page.textContent('tr.x-grid-row:nth-of-type(2) .x-grid-cell');
    expect(await t.page.textContent('#ext-quicktips-tip-body')).to.equal('Call ' + name);
    const tip = await box('#ext-quicktips-tip');
    expect([tip.left, tip.top]).to.deep.equal([cell.left + 35, cell.top + 23]);
    expect(t.errors).to.deep.equal([]);
  });

  it('shows on keyboard focus below the element and hides on Esc', async () => {
    await t.page.focus('#del');
    await tipShown();
    const button = await box('#del');
    const tip = await box('#ext-quicktips-tip');
    expect(tip.top).to.be.above(button.bottom);
    expect(tip.left).to.be.within(button.left, button.right);
    expect(await t.page.textContent('#ext-quicktips-tip-body')).to.equal('Deletes the row');
    await t.page.keyboard.press('Escape');
    await t.page.waitForSelector('#ext-quicktips-tip', { state: 'hidden' });
    expect(t.errors).to.deep.equal([]);
  });

  it('points an anchored tooltip at its target with the arrow, and wraps long text at maxWidth', async () => {
    await t.page.evaluate(() => {
      (window as any).Lib.create('Lib.tip.ToolTip', {
        id: 'anchored',
        target: 'save',
        anchor: 'top',
        showDelay: 0,
        html: 'A long text '.repeat(80),
      });
    });
    await t.page.mouse.move(210, 110);
    await t.page.waitForSelector('#anchored', { state: 'visible' });
    const target = await box('#save');
    const tip = await box('#anchored');
    const arrow = await box('#anchored .x-tip-anchor-top');
    expect(tip.width).to.equal(500);
    expect(tip.left).to.equal(target.left);
    expect(tip.top).to.equal(target.bottom + 10);
    // The arrow (the lower half of a 12px square) stands on the tip's top edge, its point
    // just below the target.
    expect(arrow.bottom).to.be.within(tip.top, tip.top + 1);
    expect(arrow.top + 6).to.be.within(target.bottom, target.bottom + 10);
    expect(t.errors).to.deep.equal([]);
  });
});
