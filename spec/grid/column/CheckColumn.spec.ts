import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, mouse, useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
// The check column is in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.column.CheckColumn', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (column: Record<string, any> = {}, config: Record<string, any> = {}): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store: {
          fields: ['name', { name: 'active', type: 'boolean' }],
          data: [
            { id: 1, name: 'Lisa', active: true },
            { id: 2, name: 'Bart', active: false },
          ],
        },
        columns: [
          { text: 'Name', dataIndex: 'name' },
          { xtype: 'checkcolumn', text: 'Active', dataIndex: 'active', ...column },
        ],
        width: 300,
        height: 200,
        renderTo: document.body,
        ...config,
      }),
    );
  const box = (g: any, row: number): HTMLElement =>
    g.getView().getCell(row, 1).dom.querySelector('.x-grid-checkcolumn');

  it('is the checkcolumn xtype and Lib.ux.CheckColumn, centred, stopping selection', () => {
    const column = Lib.widget('checkcolumn', { dataIndex: 'a' });
    expect(column).to.be.instanceOf(Lib.grid.column.Column);
    expect(Lib.ClassManager.get('Lib.ux.CheckColumn')).to.equal(Lib.grid.column.CheckColumn);
    expect([column.align, column.stopSelection]).to.deep.equal(['center', true]);
    column.destroy();
  });

  it('shows the value as a check box with role checkbox and aria-checked', () => {
    const g = grid();
    const [on, off] = [box(g, 0), box(g, 1)];
    expect(on.className).to.equal('x-grid-checkcolumn x-grid-checkcolumn-checked');
    expect(off.className).to.equal('x-grid-checkcolumn');
    expect([on.getAttribute('role'), on.getAttribute('aria-checked')]).to.deep.equal([
      'checkbox',
      'true',
    ]);
    expect(off.getAttribute('aria-checked')).to.equal('false');
    expect(on.getAttribute('aria-label')).to.equal('Active');
    expect(g.getView().getCell(0, 1).dom.className).to.contain('x-grid-cell-checkcolumn');
  });

  it('a press toggles the field with record.set: dirty, checkchange, not selected', () => {
    const g = grid();
    const record = g.getStore().getAt(1);
    const changed = sinon.spy();
    g.columns[1].on('checkchange', changed);
    click(box(g, 1));
    expect(record.get('active')).to.equal(true);
    expect(record.dirty).to.equal(true);
    expect(changed.calledOnceWith(g.columns[1], 1, true)).to.equal(true);
    expect(box(g, 1).getAttribute('aria-checked')).to.equal('true');
    expect(g.getView().getCell(1, 1).dom.className).to.contain('x-grid-dirty-cell');
    expect(g.getSelectionModel().getCount()).to.equal(0);
  });

  it('beforecheckchange returning false keeps the value', () => {
    const g = grid({ listeners: { beforecheckchange: () => false } });
    click(box(g, 0));
    expect(g.getStore().getAt(0).get('active')).to.equal(true);
  });

  it('selects the row as well with stopSelection false', () => {
    const g = grid({ stopSelection: false });
    click(box(g, 1));
    expect(g.getSelectionModel().getSelection()[0].get('name')).to.equal('Bart');
    expect(g.getStore().getAt(1).get('active')).to.equal(true);
  });

  it('a right-button press toggles nothing', () => {
    const g = grid();
    mouse(box(g, 1), 'mousedown', { button: 2 });
    expect(g.getStore().getAt(1).get('active')).to.equal(false);
  });

  it('a disabled column toggles nothing and marks its cells', () => {
    const g = grid();
    g.columns[1].disable();
    expect(g.getView().getCell(0, 1).dom.className).to.contain('x-item-disabled');
    expect(box(g, 0).getAttribute('aria-disabled')).to.equal('true');
    click(box(g, 0));
    expect(g.getStore().getAt(0).get('active')).to.equal(true);
    g.columns[1].enable();
    click(box(g, 0));
    expect(g.getStore().getAt(0).get('active')).to.equal(false);
  });

  it('keyboard: Right reaches the box of the focused row, Space toggles it and keeps the focus', () => {
    const g = grid();
    const view = g.getView();
    view.focusRow(1);
    key(view.el.dom, 'ArrowRight');
    const target = box(g, 1);
    expect(document.activeElement).to.equal(target);
    key(target, ' ');
    expect(g.getStore().getAt(1).get('active')).to.equal(true);
    expect(document.activeElement).to.equal(box(g, 1));
    key(box(g, 1), 'Enter');
    expect(g.getStore().getAt(1).get('active')).to.equal(false);
  });
});
