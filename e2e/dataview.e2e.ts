import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The data view (view pack) in a real browser: the browser's own sanitizer on the template's
// markup, the pointer, the keyboard and the focus.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const viewScript = readFileSync(new URL('../dist/lib-view.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

/** What the page's script reaches: Lib, the view, and what a hostile name would set. */
interface Page {
  Lib: { create(name: string, config: object): View };
  view: View;
  hacked?: number;
}
interface View {
  getSelectionModel(): { getSelection(): Array<{ get(name: string): string }> };
}

describe('data view in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 800, height: 600 });
    await t.page.setContent(
      '<!doctype html><html><body style="margin:0"><button id="before">Before</button></body></html>',
    );
    await t.page.addStyleTag({
      content: css + '.thumb{display:inline-block;width:100px;height:60px;margin:4px}',
    });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: viewScript });
    await t.page.evaluate(() => {
      const w = window as unknown as Page;
      w.view = w.Lib.create('Lib.view.View', {
        renderTo: document.body,
        width: 400,
        store: {
          fields: ['name'],
          data: [
            { name: 'Ann' },
            { name: 'Bob<img src=x onerror="window.hacked=1">' },
            { name: 'Cy' },
          ],
        },
        tpl: '<tpl for="."><div class="thumb"><b>{name}</b></div></tpl>',
        itemSelector: 'div.thumb',
        multiSelect: true,
        overItemCls: 'x-item-over',
      });
    });
  });

  const selected = () =>
    t.page.evaluate(() =>
      (window as unknown as Page).view
        .getSelectionModel()
        .getSelection()
        .map((r) => r.get('name').slice(0, 3)),
    );

  it("renders the template through the browser's sanitizer: markup kept, handlers gone", async () => {
    expect(await t.page.locator('div.thumb > b').count()).to.equal(3);
    const img = t.page.locator('div.thumb img');
    expect(await img.count()).to.equal(1);
    expect(await img.getAttribute('onerror')).to.equal(null);
    expect(await t.page.evaluate(() => (window as unknown as Page).hacked)).to.equal(undefined);
  });

  it('selects with the pointer: a click, Ctrl+click, Shift+click, a click outside', async () => {
    const items = t.page.locator('div.thumb');
    await items.nth(0).click();
    await items.nth(2).click({ modifiers: ['Control'] });
    expect(await selected()).to.deep.equal(['Ann', 'Cy']);
    await items.nth(1).click();
    await items.nth(2).click({ modifiers: ['Shift'] });
    expect(await selected()).to.deep.equal(['Bob', 'Cy']);
    expect(await items.nth(2).getAttribute('aria-selected')).to.equal('true');
    expect(await items.nth(2).evaluate((n) => n.classList.contains('x-item-selected'))).to.equal(
      true,
    );
    await items.nth(1).hover();
    expect(await items.nth(1).evaluate((n) => n.classList.contains('x-item-over'))).to.equal(true);
    // The view's own area below the items.
    const box = (await t.page.locator('.x-dataview').boundingBox())!;
    await t.page.mouse.click(box.x + box.width - 5, box.y + box.height - 2);
    expect(await selected()).to.deep.equal([]);
  });

  it('takes the focus with Tab and moves the selection with the arrow keys', async () => {
    await t.page.focus('#before');
    await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => document.activeElement!.getAttribute('role'))).to.equal(
      'listbox',
    );
    await t.page.keyboard.press('ArrowRight');
    await t.page.keyboard.press('ArrowRight');
    expect(await selected()).to.deep.equal(['Bob']);
    const active = await t.page.evaluate(() =>
      document.activeElement!.getAttribute('aria-activedescendant'),
    );
    expect(await t.page.locator(`[id="${active}"] b`).textContent()).to.match(/^Bob/);
    // The keyboard's item is outlined while the view has the keyboard focus.
    const outline = await t.page.evaluate(
      () => getComputedStyle(document.querySelector('.x-item-focused')!).outlineStyle,
    );
    expect(outline).to.equal('solid');
    await t.page.keyboard.press('ArrowLeft');
    await t.page.keyboard.press('ArrowLeft');
    expect(await selected()).to.deep.equal(['Cy']);
  });
});
