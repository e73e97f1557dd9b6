import { expect } from 'chai';
import { openLibPage, usePage } from './browser';

// The row expander in a real browser: a row's body pushes the rows below down by its height.
// The plugin is in the grid pack.
describe('grid row expander in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await openLibPage(t.page, { packs: ['grid'] });
    await t.page.evaluate(() => {
      const w = window as any;
      const data = [];
      for (let i = 0; i < 300; i++) data.push({ id: i, name: 'Row ' + i });
      w.grid = w.Lib.create('Lib.grid.Panel', {
        width: 500,
        height: 400,
        renderTo: document.body,
        store: { fields: ['id', 'name'], data },
        columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
        plugins: [
          {
            ptype: 'rowexpander',
            rowBodyTpl: '<div style="height:60px">Details of {name}</div>',
          },
        ],
      });
    });
  });

  /** The rendered rows by record id: their top (relative to row 0's place) and height. */
  const rows = () =>
    t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      const base = view.body.dom.getBoundingClientRect().top;
      const out: Record<string, { top: number; height: number; body: number }> = {};
      for (const tr of view.el.dom.querySelectorAll('tr.x-grid-row') as NodeListOf<HTMLElement>) {
        const r = tr.getBoundingClientRect();
        const body = tr.querySelector('.x-grid-rowbody') as HTMLElement | null;
        out[tr.getAttribute('data-recordindex')!] = {
          top: Math.round(r.top - base),
          height: Math.round(r.height),
          body: body ? Math.round(body.getBoundingClientRect().height) : 0,
        };
      }
      return out;
    });
  /** Every rendered row starts where the one above ends. */
  const contiguous = (r: Record<string, { top: number; height: number }>) => {
    const idx = Object.keys(r)
      .map(Number)
      .sort((a, b) => a - b);
    for (let k = 1; k < idx.length; k++) {
      const prev = r[idx[k - 1]];
      expect(r[idx[k]].top, 'row ' + idx[k]).to.equal(prev.top + prev.height);
    }
  };
  const click = (index: number) =>
    t.page.evaluate((i) => {
      const view = (window as any).grid.getView();
      view.getNode(i).querySelector('.x-grid-row-expander').click();
    }, index);
  const scroll = (top: number) =>
    t.page.evaluate((y) => (window as any).grid.getView().setScrollTop(y), top);

  it('pushes the rows below down by the body height; scrolling keeps it; collapsing restores it', async () => {
    let r = await rows();
    const rh = r[0].height;
    expect(r[3].top).to.equal(3 * rh);
    await click(2);
    r = await rows();
    expect(r[2].body).to.be.at.least(60);
    expect(r[2].height).to.equal(rh + r[2].body);
    expect(r[3].top).to.equal(3 * rh + r[2].body);
    contiguous(r);
    const before = r;
    await scroll(3000);
    contiguous(await rows());
    await scroll(100);
    contiguous(await rows());
    await scroll(0);
    r = await rows();
    expect(r[3]).to.deep.equal(before[3]);
    expect(r[2]).to.deep.equal(before[2]);
    // The last row is reachable: the scroll height counts the body.
    const last = await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      view.setScrollTop(1e6);
      const tr = view.getNode(299).getBoundingClientRect();
      return tr.bottom - view.el.dom.getBoundingClientRect().bottom;
    });
    expect(Math.abs(last)).to.be.below(2);
    await scroll(0);
    await click(2);
    r = await rows();
    expect(r[2].height).to.equal(rh);
    expect(r[3].top).to.equal(3 * rh);
    contiguous(r);
  });
});
