/**
 * Container layouts in Chromium, where the browser really sizes things (happy-dom lays nothing
 * out): a border viewport's center takes what the regions and the splitter leave, follows a
 * splitter drag, a collapsed region and a window resize, and its splitter's ARIA values follow
 * the measured sizes; an accordion's expanded panel fills what the headers leave; `fit`, `hbox`
 * and `vbox` give their items the pixels they should.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const libCss = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

/** Page-side helpers, as script text (functions written here would be renamed by tsx). */
const HELPERS = `
  window.box = function (c) {
    var r = ((c.el || c).dom || c).getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  };
  window.aria = function (el) {
    return [el.getAttribute('aria-valuenow'), el.getAttribute('aria-valuemax')];
  };
  window.size = function (c) {
    var b = box(c);
    return [b.width, b.height];
  };
  window.make = function (config) {
    return Lib.create('Lib.container.Container', Object.assign({ renderTo: document.body }, config));
  };`;

describe('container layouts in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 1000, height: 700 });
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addStyleTag({ content: libCss });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: HELPERS });
  });
  afterEach(() => {
    expect(t.errors).to.deep.equal([]);
  });

  describe('border', () => {
    beforeEach(async () => {
      await t.page.evaluate(() => {
        const w = window as any;
        w.vp = w.Lib.create('Lib.container.Viewport', {
          layout: 'border',
          items: [
            { region: 'north', height: 60, xtype: 'component', itemId: 'n' },
            {
              region: 'west',
              width: 200,
              split: true,
              collapsible: true,
              title: 'Nav',
              itemId: 'w',
            },
            { region: 'center', xtype: 'component', itemId: 'c' },
          ],
        });
        w.part = (id: string) => w.box(w.vp.getComponent(id));
        w.splitter = () => w.vp.el.dom.querySelector('.x-splitter');
      });
    });
    const sizes = () =>
      t.page.evaluate(() => {
        const w = window as any;
        return { west: w.part('w'), center: w.part('c'), aria: w.aria(w.splitter()) };
      });

    it('gives the center what north, west and the splitter leave; the splitter says so', async () => {
      const { west, center, aria } = await sizes();
      expect([west.width, west.top]).to.deep.equal([200, 60]);
      expect(center).to.deep.equal({ left: 205, top: 60, width: 795, height: 640 });
      // The region's size, and the most it may take (the center's room: 200 + 795).
      expect(aria).to.deep.equal(['200', '995']);
    });

    it('resizes west as the splitter is dragged, and the center follows', async () => {
      const bar = await t.page.evaluate(() => (window as any).box((window as any).splitter()));
      const y = bar.top + bar.height / 2;
      await t.page.mouse.move(bar.left + 2, y);
      await t.page.mouse.down();
      await t.page.mouse.move(bar.left + 52, y, { steps: 5 });
      await t.page.mouse.up();
      const { west, center, aria } = await sizes();
      expect(west.width).to.equal(250);
      expect([center.left, center.width]).to.deep.equal([255, 745]);
      expect(aria).to.deep.equal(['250', '995']);
    });

    it('follows a window resize, the splitter range included', async () => {
      await t.page.setViewportSize({ width: 800, height: 500 });
      // The browser resizes the center at once; the splitter's range follows in the layout run
      // of the window's resize event, which may come a frame later: wait for both.
      await t.page.waitForFunction(() => {
        const w = window as any;
        return w.part('c').width === 595 && w.aria(w.splitter())[1] === '795';
      });
      const { center, aria } = await sizes();
      expect([center.width, center.height]).to.deep.equal([595, 440]);
      expect(aria).to.deep.equal(['200', '795']);
    });

    it('gives the center the room of a collapsed west', async () => {
      await t.page.evaluate(() => (window as any).vp.getComponent('w').collapse());
      const { west, center } = await sizes();
      expect(west.width).to.be.within(10, 40);
      expect(center.left).to.equal(west.width + 5);
      expect(center.width).to.equal(1000 - west.width - 5);
    });
  });

  it('accordion: the expanded panel fills what the headers leave', async () => {
    const got = await t.page.evaluate(() => {
      const w = window as any;
      const acc = w.Lib.create('Lib.panel.Panel', {
        renderTo: document.body,
        width: 300,
        height: 400,
        layout: 'accordion',
        items: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }],
      });
      const [one, two, three] = acc.items.getRange();
      const before = [w.box(one).height, w.box(two).height, w.box(three).height];
      two.expand();
      return { body: w.box(acc.body).height, before, after: w.box(two).height, one: w.box(one) };
    });
    const [expanded, header, header2] = got.before;
    expect(header).to.equal(header2);
    expect(expanded + 2 * header).to.equal(got.body);
    expect(got.after).to.equal(expanded);
    expect(got.one.height).to.equal(header);
  });

  it('fit, hbox and vbox give their items the pixels they should', async () => {
    const got = await t.page.evaluate(() => {
      const w = window as any;
      const fit = w.make({
        width: 333,
        height: 222,
        layout: 'fit',
        items: [{ xtype: 'component' }],
      });
      const hbox = w.make({
        width: 300,
        height: 50,
        layout: { type: 'hbox', align: 'stretch' },
        defaults: { xtype: 'component' },
        items: [{ flex: 1 }, { flex: 2 }],
      });
      const store = w.Lib.create('Lib.data.Store', {
        fields: ['name'],
        data: [{ name: 'a' }, { name: 'b' }],
      });
      const vbox = w.make({
        width: 400,
        height: 300,
        layout: { type: 'vbox', align: 'stretch' },
        items: [
          { xtype: 'component', height: 100 },
          {
            xtype: 'grid',
            flex: 1,
            store,
            columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
          },
        ],
      });
      return {
        fit: w.size(fit.items.getAt(0)),
        hbox: [w.box(hbox.items.getAt(0)).width, w.box(hbox.items.getAt(1)).width],
        grid: w.size(vbox.items.getAt(1)),
      };
    });
    expect(got.fit).to.deep.equal([333, 222]);
    expect(got.hbox).to.deep.equal([100, 200]);
    expect(got.grid).to.deep.equal([400, 200]);
  });
});
