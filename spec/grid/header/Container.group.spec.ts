import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import '../../../packs/grid';
import { click, key, useDom } from '../../dom.helpers';
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

  describe('moving a group', () => {
    /** Dispatches a pointer event (happy-dom: a MouseEvent with the pointer type's name). */
    const pointer = (node: EventTarget, type: string, clientX: number) => {
      const Ctor = (globalThis as any).PointerEvent || (globalThis as any).MouseEvent;
      node.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, button: 0, clientX }));
    };
    const setup = (columns: any[] = grouped()) => {
      const grid = made(simpsonsGrid({ columns }));
      const moved = sinon.spy();
      grid.on('columnmove', moved);
      const names = () => grid.columns.map((c: any) => c.dataIndex);
      const cells = () =>
        [...grid.getView().el.dom.querySelector('.x-grid-row').children].map(
          (td: any) => td.textContent,
        );
      return { grid, moved, names, cells, group: grid.columns[1].$group };
    };

    it('drags a group header with all its columns, firing columnmove once', () => {
      const { grid, moved, names, cells, group } = setup();
      const [name, email, phone] = grid.columns;
      pointer(group.el.dom, 'pointerdown', 10);
      pointer(document, 'pointermove', -100);
      // The group's cell and its columns' headers follow the pointer, a marker shows the drop.
      for (const c of [group, email, phone]) {
        expect(c.el.hasCls('x-column-header-dragging')).to.equal(true);
      }
      expect(name.el.hasCls('x-column-header-dragging')).to.equal(false);
      expect(grid.headerCt.el.dom.querySelector('.x-col-move-marker')).to.not.equal(null);
      pointer(document, 'pointerup', -100);
      expect(names()).to.deep.equal(['email', 'phone', 'name']);
      expect(moved.calledOnceWith(grid.headerCt, group, 1, 0)).to.equal(true);
      expect(email.el.hasCls('x-column-header-dragging')).to.equal(false);
      expect(grid.headerCt.el.dom.querySelector('.x-col-move-marker')).to.equal(null);
      expect(cells()).to.deep.equal(['lisa@simpsons.com', '555-111-1224', 'Lisa']);
      expect([...grid.headerCt.rowEl.dom.children].map((n: any) => n.textContent)).to.deep.equal([
        'Email',
        'Phone',
        'Name',
      ]);
      expect([group.el.dom.style.left, group.el.dom.style.width]).to.deep.equal(['0px', '270px']);
      // The click that ends the drag does not sort.
      click(group.el.dom);
      expect(grid.getStore().sorters.length).to.equal(0);
    });

    it('moves a top-level column past a whole group, never into it', () => {
      const { grid, moved, names } = setup();
      const name = grid.columns[0];
      key(name.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(names()).to.deep.equal(['email', 'phone', 'name']);
      expect(moved.calledOnceWith(grid.headerCt, name, 0, 2)).to.equal(true);
      expect(document.activeElement).to.equal(name.el.dom);
      pointer(name.el.dom, 'pointerdown', 10);
      pointer(document, 'pointermove', -100);
      pointer(document, 'pointerup', -100);
      expect(names()).to.deep.equal(['name', 'email', 'phone']);
      expect(moved.lastCall.args).to.deep.equal([grid.headerCt, name, 2, 0]);
    });

    it('moves a group by keys: Up focuses it, Ctrl+Left/Right move it, Down goes back', () => {
      const { grid, moved, names, group } = setup();
      const [name, email] = grid.columns;
      email.el.dom.focus();
      key(email.el.dom, 'ArrowUp');
      expect(document.activeElement).to.equal(group.el.dom);
      expect(group.el.dom.tabIndex).to.equal(-1);
      key(group.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(moved.called).to.equal(false);
      key(group.el.dom, 'ArrowLeft', { ctrlKey: true });
      expect(names()).to.deep.equal(['email', 'phone', 'name']);
      expect(moved.calledOnceWith(grid.headerCt, group, 1, 0)).to.equal(true);
      expect(document.activeElement).to.equal(group.el.dom);
      key(group.el.dom, 'ArrowRight');
      expect(document.activeElement).to.equal(name.el.dom);
      key(name.el.dom, 'ArrowLeft');
      key(document.activeElement, 'ArrowUp');
      expect(document.activeElement).to.equal(group.el.dom);
      key(group.el.dom, 'ArrowDown');
      expect(document.activeElement).to.equal(email.el.dom);
      // A column inside the group moves within it only.
      key(email.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(names()).to.deep.equal(['phone', 'email', 'name']);
      key(email.el.dom, 'ArrowRight', { ctrlKey: true });
      expect(names()).to.deep.equal(['phone', 'email', 'name']);
    });

    it('moves a nested group within its parent group, its hidden columns with it', () => {
      const { grid, moved, names } = setup([
        {
          text: 'All',
          columns: [
            { text: 'Name', dataIndex: 'name' },
            {
              text: 'Contact',
              columns: [
                { text: 'Email', dataIndex: 'email', hidden: true },
                { text: 'Phone', dataIndex: 'phone' },
              ],
            },
          ],
        },
      ]);
      const contact = grid.columns[2].$group;
      key(contact.el.dom, 'ArrowLeft', { ctrlKey: true });
      expect(names()).to.deep.equal(['email', 'phone', 'name']);
      expect(moved.calledOnceWith(grid.headerCt, contact, 1, 0)).to.equal(true);
      const all = contact.$group;
      key(all.el.dom, 'ArrowLeft', { ctrlKey: true });
      expect(moved.callCount).to.equal(1);
    });

    it('stays with draggable: false or enableColumnMove: false', () => {
      const columns: any[] = grouped();
      columns[1].draggable = false;
      const { grid, moved, group } = setup(columns);
      key(group.el.dom, 'ArrowLeft', { ctrlKey: true });
      pointer(group.el.dom, 'pointerdown', 10);
      pointer(document, 'pointermove', -100);
      pointer(document, 'pointerup', -100);
      const other = made(simpsonsGrid({ columns: grouped(), enableColumnMove: false }));
      const otherGroup = other.columns[1].$group;
      other.on('columnmove', moved);
      key(otherGroup.el.dom, 'ArrowLeft', { ctrlKey: true });
      expect(moved.called).to.equal(false);
      expect(grid.columns[0].dataIndex).to.equal('name');
    });
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
