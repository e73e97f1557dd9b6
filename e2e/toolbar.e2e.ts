import { expect } from 'chai';
import { openLibPage, usePage } from './browser';

// Docked toolbars in a real layout engine: what happy-dom cannot measure.

describe('docked toolbars in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    // The paging toolbar is in the grid pack.
    await openLibPage(t.page, { packs: ['grid'] });
  });

  /** Outer sizes (getBoundingClientRect) of the elements, by name. */
  const sizes = (names: Record<string, string>) =>
    t.page.evaluate((ids) => {
      const out: Record<
        string,
        { top: number; left: number; width: number; height: number; right: number; bottom: number }
      > = {};
      for (const [name, selector] of Object.entries(ids)) {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        out[name] = {
          top: r.top,
          left: r.left,
          width: r.width,
          height: r.height,
          right: r.right,
          bottom: r.bottom,
        };
      }
      return out;
    }, names);

  it('gives the body what the header, the toolbars and the borders leave', async () => {
    await t.page.evaluate(() => {
      (window as any).Lib.create('Lib.panel.Panel', {
        id: 'p',
        title: 'Users',
        width: 400,
        height: 300,
        renderTo: document.body,
        tbar: {
          id: 'tb',
          items: [{ text: 'Add', id: 'add' }, '->', { text: 'Delete', id: 'del' }],
        },
        bbar: { id: 'bb', items: ['Ready'] },
        html: '<p>body</p>',
      });
    });
    const s = await sizes({
      panel: '#p',
      header: '#p-header',
      body: '#p-body',
      tb: '#tb',
      bb: '#bb',
      del: '#del',
      add: '#add',
    });
    expect(s.panel.height).to.equal(300);
    expect(s.tb.height).to.be.above(20);
    // 2: the panel's top and bottom borders.
    expect(s.body.height).to.equal(300 - 2 - s.header.height - s.tb.height - s.bb.height);
    expect(s.tb.top).to.equal(s.header.bottom);
    expect(s.body.top).to.equal(s.tb.bottom);
    expect(s.bb.top).to.equal(s.body.bottom);
    expect(s.tb.width).to.equal(398);
    // '->' pushes Delete to the right edge (the toolbar's 6 px padding), Add stays at the left.
    expect(s.del.right).to.equal(s.tb.right - 6);
    expect(s.add.left).to.equal(s.tb.left + 6);
    // Where there is no layout the theme's figure is used: it matches the measured one.
    const themeHeight = await t.page.evaluate(() => (window as any).Lib.getCmp('tb').defaultHeight);
    expect(s.tb.height).to.equal(themeHeight);
    expect(s.bb.height).to.equal(themeHeight);
    expect(t.errors).to.deep.equal([]);
  });

  it('puts left and right toolbars beside the body, as tall as it', async () => {
    await t.page.evaluate(() => {
      (window as any).Lib.create('Lib.panel.Panel', {
        id: 'p',
        width: 400,
        height: 300,
        renderTo: document.body,
        lbar: { id: 'lb', items: [{ text: 'L' }] },
        rbar: { id: 'rb', items: [{ text: 'R' }] },
        buttons: { id: 'fb', items: [{ text: 'OK', id: 'ok' }] },
      });
    });
    const s = await sizes({
      panel: '#p',
      body: '#p-body',
      lb: '#lb',
      rb: '#rb',
      fb: '#fb',
      ok: '#ok',
    });
    expect(s.lb.height).to.equal(s.body.height);
    expect(s.rb.height).to.equal(s.body.height);
    expect(s.lb.right).to.equal(s.body.left);
    expect(s.rb.left).to.equal(s.body.right);
    expect(s.lb.width + s.body.width + s.rb.width).to.equal(398);
    expect(s.body.height + s.fb.height).to.equal(298);
    // The footer's buttons stand at the right and are at least minButtonWidth wide.
    expect(s.ok.width).to.equal(75);
    expect(s.ok.right).to.equal(s.fb.right - 8);
  });

  it('lays a grid out between a tbar and a paging bbar', async () => {
    await t.page.evaluate(() => {
      const Lib = (window as any).Lib;
      const data = [];
      for (let i = 0; i < 100; i++) data.push({ name: 'n' + i });
      Lib.create('Lib.data.Store', {
        storeId: 'pages',
        fields: ['name'],
        pageSize: 20,
        proxy: { type: 'memory', data, enablePaging: true },
      }).loadPage(1);
      Lib.create('Lib.grid.Panel', {
        id: 'g',
        title: 'Users',
        width: 400,
        height: 300,
        renderTo: document.body,
        store: 'pages',
        columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
        tbar: { id: 'tb', items: [{ text: 'Add' }] },
        bbar: { xtype: 'pagingtoolbar', id: 'bb', store: 'pages', displayInfo: true },
      });
    });
    const s = await sizes({ g: '#g', header: '#g-header', body: '#g-body', tb: '#tb', bb: '#bb' });
    expect(s.body.height).to.equal(300 - 2 - s.header.height - s.tb.height - s.bb.height);
    expect(s.bb.bottom).to.equal(s.g.bottom - 1);
    const view = await t.page.evaluate(() => {
      const grid = (window as any).Lib.getCmp('g');
      return { bodyHeight: grid.getBodyHeight(), viewHeight: grid.getView().el.dom.offsetHeight };
    });
    expect(view.bodyHeight).to.equal(s.body.height);
    expect(view.viewHeight).to.equal(s.body.height);
    // The paging toolbar is as high as a toolbar of buttons (its page field fits in the row).
    expect(s.bb.height).to.equal(33);
  });

  it('moves the focus with the arrow keys and keeps one Tab stop', async () => {
    await t.page.evaluate(() => {
      (window as any).Lib.create('Lib.toolbar.Toolbar', {
        renderTo: document.body,
        width: 400,
        items: [
          { text: 'A', id: 'a' },
          { text: 'B', id: 'b', disabled: true },
          '-',
          { text: 'C', id: 'c' },
        ],
      });
    });
    await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => document.activeElement!.id)).to.equal('a');
    await t.page.keyboard.press('ArrowRight');
    expect(await t.page.evaluate(() => document.activeElement!.id)).to.equal('c');
    await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => document.activeElement!.id)).to.equal('');
    await t.page.keyboard.press('Shift+Tab');
    expect(await t.page.evaluate(() => document.activeElement!.id)).to.equal('c');
  });
});
