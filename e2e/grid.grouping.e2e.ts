import { expect } from 'chai';
import { openLibPage, usePage } from './browser';

// Grid features (grouping, summaries) in a real browser: row geometry, focus, scrolling.
// The features are in the grid pack.
describe('grid features in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await openLibPage(t.page, { packs: ['grid'] });
  });

  /** Makes `window.grid`: staff grouped by department, with the given feature. */
  const staffGrid = (ftype: string) =>
    t.page.evaluate((type) => {
      const w = window as any;
      w.grid = w.Lib.create('Lib.grid.Panel', {
        width: 600,
        height: 400,
        renderTo: document.body,
        features: [{ ftype: type }],
        store: {
          fields: ['name', 'dept', { name: 'salary', type: 'int' }],
          groupField: 'dept',
          data: [
            { name: 'Ada', dept: 'Eng', salary: 300 },
            { name: 'Bea', dept: 'Ops', salary: 100 },
            { name: 'Cy', dept: 'Eng', salary: 200 },
            { name: 'Dan', dept: 'Art', salary: 50 },
          ],
        },
        columns: [
          { text: 'Name', dataIndex: 'name', flex: 1 },
          { text: 'Department', dataIndex: 'dept', width: 150 },
          { text: 'Salary', dataIndex: 'salary', width: 120, summaryType: 'sum' },
        ],
      });
    }, ftype);

  /** The rows shown, top to bottom, by their place on screen: text and height. */
  const shownRows = () =>
    t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      const box = view.el.dom.getBoundingClientRect();
      // Below the header row, which sticks to the top of the view.
      const top = view.headerCt.el.dom.getBoundingClientRect().bottom - 0.5;
      return Array.from(view.el.dom.querySelectorAll('tr.x-grid-row') as NodeListOf<HTMLElement>)
        .map((tr) => ({ tr, r: tr.getBoundingClientRect() }))
        .filter(({ r }) => r.top >= top && r.top < box.bottom)
        .sort((a, b) => a.r.top - b.r.top)
        .map(({ tr, r }) => ({
          text: tr.innerText.replace(/\s+/g, ' ').trim(),
          height: r.height,
          width: r.width,
        }));
    });

  it('shows group headers across the columns, one row high, and collapses a group on a click or Enter', async () => {
    await staffGrid('grouping');
    let rows = await shownRows();
    expect(rows.map((r) => r.text)).to.deep.equal([
      'Department: Art',
      'Dan Art 50',
      'Department: Eng',
      'Ada Eng 300',
      'Cy Eng 200',
      'Department: Ops',
      'Bea Ops 100',
    ]);
    expect(new Set(rows.map((r) => r.height)).size).to.equal(1);
    // The header's title cell spans the row.
    const spans = await t.page.evaluate(() => {
      const tr = document.querySelector('.x-grid-group-hd') as HTMLElement;
      return [
        tr.getBoundingClientRect().width,
        (tr.firstElementChild as HTMLElement).getBoundingClientRect().width,
      ];
    });
    expect(spans[1]).to.be.closeTo(spans[0], 1);
    await t.page.click('text=Department: Eng');
    rows = await shownRows();
    expect(rows.map((r) => r.text)).to.deep.equal([
      'Department: Art',
      'Dan Art 50',
      'Department: Eng',
      'Department: Ops',
      'Bea Ops 100',
    ]);
    // Tab to the first header, Enter collapses it; its state is announced.
    await t.page.evaluate(() =>
      (document.querySelector('.x-grid-group-hd') as HTMLElement).focus(),
    );
    await t.page.keyboard.press('Enter');
    rows = await shownRows();
    expect(rows.map((r) => r.text)).to.deep.equal([
      'Department: Art',
      'Department: Eng',
      'Department: Ops',
      'Bea Ops 100',
    ]);
    const expanded = await t.page.evaluate(() =>
      Array.from(document.querySelectorAll('.x-grid-group-hd')).map((tr) =>
        tr.getAttribute('aria-expanded'),
      ),
    );
    expect(expanded).to.deep.equal(['false', 'false', 'true']);
  });

  it('shows each group sum in a summary row, following an edit', async () => {
    await staffGrid('groupingsummary');
    let rows = await shownRows();
    expect(rows.map((r) => r.text)).to.include.members(['50', '500', '100']);
    expect(rows[5].text).to.equal('Cy Eng 200');
    expect(rows[6].text).to.equal('500');
    await t.page.evaluate(() =>
      (window as any).grid.getStore().findRecord('name', 'Cy').set('salary', 250),
    );
    rows = await shownRows();
    expect(rows[6].text).to.equal('550');
  });

  it('scrolls a grouped 100 000-row grid showing the right rows', async () => {
    await t.page.evaluate(() => {
      const w = window as any;
      const rows = [];
      for (let i = 0; i < 100000; i++) {
        rows.push({
          id: i + 1,
          name: 'Person ' + (i + 1),
          g: 'G' + String(Math.floor(i / 100)).padStart(4, '0'),
        });
      }
      w.grid = w.Lib.create('Lib.grid.Panel', {
        width: 600,
        height: 400,
        renderTo: document.body,
        features: [{ ftype: 'grouping' }],
        store: { fields: ['id', 'name', 'g'], groupField: 'g', data: rows },
        columns: [
          { text: 'Name', dataIndex: 'name', flex: 1 },
          { text: 'Group', dataIndex: 'g', width: 150 },
        ],
      });
    });
    // 101 rows a group: the header of group 500 is row 50 500.
    await t.page.evaluate(() => {
      const view = (window as any).grid.getView();
      view.el.dom.scrollTop = 50500 * view.rowHeight;
    });
    await t.page.waitForFunction(() => {
      const view = (window as any).grid.getView();
      return view.lastScrollTop === view.el.dom.scrollTop;
    });
    const rows = await shownRows();
    expect(rows[0].text).to.equal('Group: G0500');
    expect(rows[1].text).to.equal('Person 50001 G0500');
    expect(rows[2].text).to.equal('Person 50002 G0500');
  });
});
