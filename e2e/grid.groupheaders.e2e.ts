import { expect } from 'chai';
import { openLibPage, usePage } from './browser';

// Grouped (nested) column headers (the grid pack) in a real layout engine: a group's cell spans
// its leaves to the pixel, follows a leaf's resize and narrows when a leaf hides.
describe('grouped column headers in Chromium (grid pack)', () => {
  const t = usePage();
  beforeEach(async () => {
    await openLibPage(t.page, { packs: ['grid'] });
    await t.page.evaluate(() => {
      const L = (window as any).Lib;
      (window as any).grid = L.create('Lib.grid.Panel', {
        width: 600,
        height: 200,
        renderTo: document.body,
        store: {
          fields: ['name', 'email', 'phone'],
          data: [{ name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' }],
        },
        columns: [
          { text: 'Name', dataIndex: 'name', width: 120 },
          {
            text: 'Contact',
            columns: [
              { text: 'Email', dataIndex: 'email', width: 150 },
              { text: 'Phone', dataIndex: 'phone', width: 110 },
            ],
          },
        ],
      });
    });
  });

  /** The group cell's box, the leaf headers' boxes and the first row's cells' boxes. */
  const geometry = () =>
    t.page.evaluate(() =>
      [
        [...document.querySelectorAll('.x-group-header')],
        [...document.querySelectorAll('.x-column-header:not(.x-group-header)')],
        [...document.querySelector('.x-grid-row')!.querySelectorAll(':scope > .x-grid-cell')],
      ].map((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
        }),
      ),
    );

  it('spans the group over its leaves, in a header row above theirs', async () => {
    const [[group], leaves, cells] = await geometry();
    expect(group.left).to.equal(leaves[1].left);
    expect(group.right).to.equal(leaves[2].right);
    expect(group.width).to.equal(260);
    expect(group.bottom).to.be.at.most(leaves[1].top + 1);
    expect(cells.map((c) => c.left)).to.deep.equal(leaves.map((h) => h.left));
    expect(cells[0].top).to.be.at.least(leaves[0].bottom);
  });

  it('widens the group when a leaf is resized, narrows it when a leaf hides', async () => {
    await t.page.evaluate(() => (window as any).grid.columns[1].setWidth(200));
    let [[group], leaves] = await geometry();
    expect(group.width).to.equal(310);
    expect(group.right).to.equal(leaves[2].right);
    await t.page.evaluate(() => (window as any).grid.columns[2].hide());
    [[group], leaves] = await geometry();
    expect(group.width).to.equal(200);
    expect(group.left).to.equal(leaves[1].left);
  });

  it('drags the group with its columns before Name; the group still spans them', async () => {
    const box = (sel: string) =>
      t.page.evaluate((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }, sel);
    const from = await box('.x-group-header');
    await t.page.mouse.move(from.x, from.y);
    await t.page.mouse.down();
    await t.page.mouse.move(from.x - 100, from.y, { steps: 5 });
    await t.page.mouse.move(20, from.y, { steps: 5 });
    await t.page.mouse.up();
    const order = await t.page.evaluate(() =>
      (window as any).grid.columns.map((c: any) => c.dataIndex),
    );
    expect(order).to.deep.equal(['email', 'phone', 'name']);
    const [[group], leaves, cells] = await geometry();
    expect(group.left).to.equal(leaves[0].left);
    expect(group.right).to.equal(leaves[1].right);
    expect(cells.map((c) => c.left)).to.deep.equal(leaves.map((h) => h.left));
  });
});
