import { expect } from 'chai';
import { Lib } from '../../../index';
import '../../../packs/grid';
import { click, useDom } from '../../dom.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid.fixtures';

const grouped = () => [
  { text: 'Name', dataIndex: 'name', width: 100 },
  {
    text: 'Contact',
    columns: [
      { text: 'Email', dataIndex: 'email', width: 150 },
      { text: 'Phone', dataIndex: 'phone', width: 120 },
    ],
  },
];

describe('Lib.grid.header.Container (grid pack: grouped headers)', () => {
  useDom();
  const made = useGridCleanup();

  it('makes the leaves the grid columns and the group a cell in a row above them', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const ct = grid.headerCt;
    expect(ct.getGridColumns().map((c: any) => c.dataIndex)).to.deep.equal([
      'name',
      'email',
      'phone',
    ]);
    const rows = ct.el.dom.querySelectorAll('.x-grid-header-row');
    expect(rows.length).to.equal(2);
    const group = rows[0].querySelector('.x-group-header');
    expect(group.textContent).to.equal('Contact');
    expect(group.getAttribute('role')).to.equal('columnheader');
    expect(group.getAttribute('aria-colspan')).to.equal('2');
    expect(group.style.left).to.equal('100px');
    expect(group.style.width).to.equal('270px');
    expect(rows[1].getAttribute('aria-rowindex')).to.equal('2');
    expect(ct.el.dom.classList.contains('x-group-header-ct')).to.equal(true);
    expect(ct.getHeaderHeight()).to.equal(56);
    // The view's cells are the leaves'.
    expect(grid.getView().el.dom.querySelector('.x-grid-row').children.length).to.equal(3);
  });

  it('nests groups, one header row per level', () => {
    const grid = made(
      simpsonsGrid({
        columns: [
          {
            text: 'All',
            columns: [
              { text: 'Name', dataIndex: 'name', width: 100 },
              { text: 'Contact', columns: [{ text: 'Email', dataIndex: 'email', width: 50 }] },
            ],
          },
        ],
      }),
    );
    const rows = grid.headerCt.el.dom.querySelectorAll('.x-grid-header-row');
    expect(rows.length).to.equal(3);
    expect(rows[0].textContent).to.equal('All');
    expect(rows[0].firstElementChild.style.width).to.equal('150px');
    expect(rows[1].textContent).to.equal('Contact');
    expect(rows[1].firstElementChild.style.left).to.equal('100px');
  });

  it('narrows the group when a leaf hides and hides it with its last leaf', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const [, email, phone] = grid.columns;
    const group = email.$group;
    expect(group.isGroupHeader).to.equal(true);
    email.hide();
    expect(group.el.dom.style.width).to.equal('120px');
    expect(group.el.dom.getAttribute('aria-colspan')).to.equal('1');
    phone.hide();
    expect(group.el.dom.style.display).to.equal('none');
    phone.show();
    expect(group.el.dom.style.display).to.equal('');
  });

  it('widens the group when a leaf is resized', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    grid.headerCt.resizeColumn(grid.columns[2], 200);
    expect(grid.columns[2].$group.el.dom.style.width).to.equal('350px');
  });

  it('does not sort on a group header click', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const group = grid.columns[1].$group;
    click(group.el.dom);
    expect(grid.getStore().sorters.length).to.equal(0);
    expect(group.el.dom.tabIndex).to.equal(-1);
  });

  it('moves a leaf only within its group', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const names = () => grid.columns.map((c: any) => c.dataIndex);
    grid.headerCt.moveHeader(1, 0);
    expect(names()).to.deep.equal(['name', 'email', 'phone']);
    grid.headerCt.moveHeader(2, 1);
    expect(names()).to.deep.equal(['name', 'phone', 'email']);
  });

  it('destroys the groups with the header and on reconfigure', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const group = grid.columns[1].$group;
    grid.reconfigure(null, [{ text: 'Name', dataIndex: 'name' }]);
    expect(group.isDestroyed).to.equal(true);
    expect(grid.headerCt.el.dom.querySelectorAll('.x-grid-header-row').length).to.equal(1);
    expect(Lib.getCmp(group.id)).to.equal(undefined);
  });

  it('nests the groups in the Columns submenu of the column menu', () => {
    const grid = made(simpsonsGrid({ columns: grouped() }));
    const [name, , phone] = grid.columns;
    grid.headerCt.showMenuBy(name);
    const sub = grid.headerCt.menu.down('#columnItem').menu;
    expect(sub.items.items.map((i: any) => i.text)).to.deep.equal(['Name', 'Contact']);
    const contact = sub.items.items[1].menu;
    expect(contact.items.items.map((i: any) => i.text)).to.deep.equal(['Email', 'Phone']);
    sub.show();
    contact.show();
    click(contact.items.items[1].el.dom);
    expect(phone.hidden).to.equal(true);
  });
});
