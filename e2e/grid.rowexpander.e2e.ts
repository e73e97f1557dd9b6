import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openLibPage, usePage } from './browser';

/**
 * Opens a page with `window.grid`: 500×400 px over `rows` rows (`{id, name: 'Row <id>'}`), with
 * the row expander (each body 60 px high) or the rowbody feature (bodies of 10 to 55 px).
 */
async function openGrid(page: Page, rows: number, kind: 'rowexpander' | 'rowbody') {
  await openLibPage(page, { packs: ['grid'] });
  await page.evaluate(
    ([rows, kind]) => {
      const w = window as any;
      const data = [];
      for (let i = 0; i < rows; i++) data.push({ id: i, name: 'Row ' + i });
      w.grid = w.Lib.create('Lib.grid.Panel', {
        width: 500,
        height: 400,
        renderTo: document.body,
        store: { fields: ['id', 'name'], data },
        columns: [{ text: 'Name', dataIndex: 'name', flex: 1 }],
        plugins:
          kind === 'rowexpander'
            ? [{ ptype: kind, rowBodyTpl: '<div style="height:60px">Details of {name}</div>' }]
            : [],
        features:
          kind === 'rowbody'
            ? [
                {
                  ftype: kind,
                  // Not a named function: the page has no `__name` helper for it.
                  getAdditionalData: [
                    (d: any) => ({
                      rowBody: `<div style="height:${10 + (d.id % 4) * 15}px">About ${d.name}</div>`,
                    }),
                  ][0],
                },
              ]
            : [],
      });
    },
    [rows, kind] as const,
  );
}

// The row expander in a real browser: a row's body pushes the rows below down by its height.
// The plugin is in the grid pack.
describe('grid row expander in Chromium', () => {
  const t = usePage();
  beforeEach(() => openGrid(t.page, 300, 'rowexpander'));

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

  it('keeps the geometry after a sort with rows expanded', async () => {
    await click(1);
    await click(4);
    await t.page.evaluate(() => (window as any).grid.store.sort('id', 'DESC'));
    const at = await t.page.evaluate(() => {
      const w = window as any;
      const store = w.grid.store;
      const view = w.grid.getView();
      view.scrollToRecord(store.getById(4), { align: 'center' });
      return [store.indexOfId(1), store.indexOfId(4)];
    });
    let r = await rows();
    contiguous(r);
    expect(r[at[1]].body).to.be.at.least(60);
    await scroll(1e6);
    r = await rows();
    contiguous(r);
    expect(r[at[0]].body).to.be.at.least(60);
    expect(r[at[0] - 1].top + r[at[0] - 1].height).to.equal(r[at[0]].top);
    // Each row sits where the view says (getRowTop) inside its body.
    const off = await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      const base = view.body.dom.getBoundingClientRect().top;
      return view.slots.map((s: any) =>
        Math.round(s.tr.getBoundingClientRect().top - base - view.getRowTop(s.index)),
      );
    });
    expect(off.every((d: number) => d === 0)).to.equal(true);
  });
});

// The rowbody feature: a body under every row, of varied heights, over 10 000 rows.
describe('grid rowbody feature in Chromium', () => {
  const t = usePage();
  beforeEach(() => openGrid(t.page, 10000, 'rowbody'));

  /** Per rendered row: its top against getRowTop, its height, its body's, and its screen top. */
  const rows = () =>
    t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      const base = view.body.dom.getBoundingClientRect().top;
      return view.slots
        .map((s: any) => {
          const r = s.tr.getBoundingClientRect();
          const body = s.tr.querySelector('.x-grid-rowbody-tr').getBoundingClientRect();
          return {
            index: s.index,
            off: Math.round(r.top - base - view.getRowTop(s.index)),
            top: Math.round(r.top),
            height: Math.round(r.height),
            body: Math.round(body.height),
            id: s.record.get('id'),
          };
        })
        .sort((a: any, b: any) => a.index - b.index);
    });
  const check = async (what: string) => {
    const r = await rows();
    const rh = await t.page.evaluate(() => (window as any).grid.getView().rowHeight);
    for (let k = 0; k < r.length; k++) {
      expect(r[k].off, `${what}: row ${r[k].index} at getRowTop`).to.equal(0);
      // The body's content and the theme's padding (8 px).
      expect(r[k].body, `${what}: body ${r[k].index}`).to.equal(18 + (r[k].id % 4) * 15);
      expect(r[k].height, `${what}: height ${r[k].index}`).to.equal(rh + r[k].body);
      if (k)
        expect(r[k].top, `${what}: under ${r[k - 1].index}`).to.equal(
          r[k - 1].top + r[k - 1].height,
        );
    }
    // The rows rendered cover the viewport.
    const cover = await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      const box = view.el.dom.getBoundingClientRect();
      const trs = view.slots.map((s: any) => s.tr.getBoundingClientRect());
      return {
        top: Math.min(...trs.map((b: DOMRect) => b.top)) <= box.top + view.$headerHeight,
        bottom: Math.max(...trs.map((b: DOMRect) => b.bottom)) >= box.bottom - 1,
      };
    });
    expect(cover, what).to.deep.equal({ top: true, bottom: true });
    return r;
  };
  const scroll = (top: number) =>
    t.page.evaluate((y) => (window as any).grid.getView().setScrollTop(y), top);

  it('puts each row at its pixel while scrolling through 10 000 rows, steps and jumps', async () => {
    await check('first');
    for (let y = 0; y < 3000; y += 370) {
      await scroll(y);
      await check('step ' + y);
    }
    for (const y of [200000, 450000, 1e7, 123456, 0]) {
      await scroll(y);
      await check('jump ' + y);
    }
    // The last row is reachable.
    await scroll(1e7);
    const last = await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      view.setScrollTop(1e7);
      return Math.round(
        view.getNode(9999).getBoundingClientRect().bottom -
          view.el.dom.getBoundingClientRect().bottom,
      );
    });
    expect(Math.abs(last)).to.be.below(2);
  });

  it('keeps the rows in view still while scrolling up into rows not measured yet', async () => {
    await scroll(300000);
    const before = await check('jump');
    const mid = before[Math.floor(before.length / 2)];
    await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      view.setScrollTop(view.getScrollTop() - 50);
    });
    const after = await check('up');
    const same = after.find((row: any) => row.index === mid.index);
    expect(same.top).to.equal(mid.top + 50);
  });
});
