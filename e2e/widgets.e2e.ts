import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The widgets pack in a real browser: the table layout's cells and spans, the absolute
// layout's places and anchors, a button group in a toolbar, a cycle button by keyboard.
const scripts = ['lib.js', 'lib-widgets.js'].map((name) =>
  readFileSync(new URL('../dist/' + name, import.meta.url), 'utf8'),
);
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

type Box = { x: number; y: number; width: number; height: number };

describe('widgets pack in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 800, height: 600 });
    await t.page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await t.page.addStyleTag({ content: css });
    for (const content of scripts) await t.page.addScriptTag({ content });
    // A string, not a function: the test runner's compiler would add helpers the page lacks.
    await t.page.evaluate(`
      window.table = Lib.widget('container', {
        renderTo: document.body, layout: {type: 'table', columns: 3},
        defaults: {xtype: 'component', style: 'height: 30px'},
        items: [
          {id: 'tall', width: 50, rowspan: 2, style: 'height: 64px'}, {id: 'b', width: 80},
          {id: 'c', width: 40}, {id: 'wide', width: 100, colspan: 2}
        ]
      });
      window.abs = Lib.widget('container', {
        renderTo: document.body, layout: 'absolute', width: 400, height: 100,
        items: [{xtype: 'component', id: 'pos', x: 30, y: 20, height: 10, anchor: '-10'}]
      });
      window.sides = Lib.create('Lib.tab.Panel', {
        renderTo: document.body, tabPosition: 'left', width: 400, height: 120,
        items: [{title: 'One', html: 'first', id: 'card-1'}, {title: 'Two', html: 'second', id: 'card-2'}]
      });
      window.changes = [];
      window.tb = Lib.widget('toolbar', {renderTo: document.body, items: [
        {xtype: 'button', text: 'Before'},
        {xtype: 'buttongroup', title: 'Edit', columns: 2, items: [{text: 'Cut'}, {text: 'Copy'}]},
        {xtype: 'cycle', id: 'cyc', showText: true,
         menu: {items: [{text: 'List', checked: true}, {text: 'Tiles'}]},
         changeHandler: function (b, item) { changes.push(item.text); }}
      ]});
    `);
  });

  const box = (id: string) =>
    t.page.evaluate(`(() => {
      const r = document.getElementById(${JSON.stringify(id)}).getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    })()`) as Promise<Box>;

  it('places table cells in columns and rows; spans take several cells', async () => {
    const [tall, b, c, wide] = await Promise.all(['tall', 'b', 'c', 'wide'].map(box));
    // Row 1: tall (two rows high), b, c; row 2: wide under b and c.
    expect(b.x).to.be.closeTo(tall.x + tall.width, 1);
    expect(c.x).to.be.closeTo(b.x + b.width, 1);
    expect(b.y).to.be.closeTo(tall.y, 1);
    expect(wide.x).to.be.closeTo(b.x, 1);
    expect(wide.y).to.be.closeTo(b.y + 32, 3);
    // A column is as wide as its widest item: c's column widens so wide fits under b and c.
    expect(b.width + (c.x + c.width - b.x - b.width)).to.be.at.least(100 - 1);
  });

  it('places absolute items at x, y, anchored to the right edge', async () => {
    const ct = (await t.page.evaluate(`(() => {
      const r = abs.el.dom.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    })()`)) as Box;
    const pos = await box('pos');
    expect(pos.x - ct.x).to.be.closeTo(30, 1);
    expect(pos.y - ct.y).to.be.closeTo(20, 1);
    expect(pos.x + pos.width).to.be.closeTo(ct.x + ct.width - 10, 1);
  });

  it('puts tabs at the left of the body, one under the other, moved between by Up and Down', async () => {
    const [one, two, body] = await Promise.all([
      t.page.getByRole('tab', { name: 'One' }).boundingBox(),
      t.page.getByRole('tab', { name: 'Two' }).boundingBox(),
      box('card-1'),
    ]);
    expect(two!.y).to.be.at.least(one!.y + one!.height - 1);
    expect(Math.abs(two!.x - one!.x)).to.be.below(1);
    expect(body.x).to.be.at.least(one!.x + one!.width - 1);
    await t.page.getByRole('tab', { name: 'One' }).focus();
    await t.page.keyboard.press('ArrowDown');
    expect(await t.page.evaluate('sides.getActiveTab().title')).to.equal('Two');
    expect(await t.page.evaluate('document.activeElement.textContent')).to.contain('Two');
  });

  it('a button group sits in the toolbar with its title over its buttons; a cycle button cycles from the keyboard', async () => {
    const group = t.page.locator('.x-btn-group');
    expect(await group.getAttribute('role')).to.equal('group');
    const title = await t.page.locator('.x-btn-group .x-panel-header-text').boundingBox();
    const cut = await t.page.getByRole('button', { name: 'Cut' }).boundingBox();
    expect(title!.y + title!.height).to.be.at.most(cut!.y + 1);
    const main = t.page.locator('#cyc-btnEl');
    await main.focus();
    await t.page.keyboard.press('Enter');
    expect(await main.textContent()).to.equal('Tiles');
    await t.page.keyboard.press('Space');
    expect(await main.textContent()).to.equal('List');
    expect(await t.page.evaluate('changes')).to.deep.equal(['Tiles', 'List']);
  });
});
