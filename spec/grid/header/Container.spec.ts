import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, useDom } from '../../dom.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid.fixtures';

describe('Lib.grid.header.Container', () => {
  useDom();
  const made = useGridCleanup();

  it('is the headercontainer xtype and holds the grid columns', () => {
    const grid = made(simpsonsGrid());
    const ct = grid.headerCt;
    expect(ct).to.be.instanceOf(Lib.grid.header.Container);
    expect(Lib.ClassManager.getByAlias('widget.headercontainer')).to.equal(
      Lib.grid.header.Container,
    );
    expect(ct.items.getCount()).to.equal(3);
    expect(ct.items.getAt(1)).to.equal(grid.columns[1]);
    expect(ct.items.indexOf(grid.columns[2])).to.equal(2);
    expect(ct.getColumnByDataIndex('phone')).to.equal(grid.columns[2]);
    expect(grid.columns.every((c: any) => c.ownerCt === ct)).to.equal(true);
    expect(ct.ownerCt).to.equal(grid);
  });

  it('renders a header row inside the grid element, first', () => {
    const grid = made(simpsonsGrid());
    const ct = grid.headerCt;
    expect(ct.el.dom.parentNode).to.equal(grid.getView().el.dom);
    expect(grid.getView().el.dom.firstChild).to.equal(ct.el.dom);
    expect(ct.el.dom.getAttribute('role')).to.equal('rowgroup');
    expect(ct.rowEl.dom.getAttribute('role')).to.equal('row');
    expect(ct.rowEl.dom.style.width).to.equal('398px');
    expect(ct.getHeaderHeight()).to.equal(28);
  });

  it('creates columns from xtype configs and instances, with defaults', () => {
    const instance = Lib.create('Lib.grid.column.Column', { text: 'Made', dataIndex: 'name' });
    const grid = made(
      simpsonsGrid({
        columns: {
          defaults: { align: 'center' },
          items: [instance, { xtype: 'numbercolumn', dataIndex: 'n' }],
        },
      }),
    );
    expect(grid.columns[0]).to.equal(instance);
    expect(grid.columns[1]).to.be.instanceOf(Lib.grid.column.Number);
    expect(grid.columns[1].align).to.equal('center');
  });

  it('rejects items that are not columns', () => {
    expect(() => simpsonsGrid({ renderTo: undefined, columns: [{ xtype: 'component' }] })).to.throw(
      TypeError,
      /did not make a grid column/,
    );
    expect(() => simpsonsGrid({ renderTo: undefined, columns: ['name'] })).to.throw(
      TypeError,
      /a column must be a config object or a column/,
    );
    Lib.data.StoreManager.lookup('simpsonsStore')?.destroy();
  });

  it('lays out fixed widths first and shares the rest by flex', () => {
    const grid = made(
      simpsonsGrid({
        width: 502,
        columns: [
          { text: 'A', dataIndex: 'name', width: 50 },
          { text: 'B', dataIndex: 'email', flex: 1 },
          { text: 'C', dataIndex: 'phone', flex: 2 },
        ],
      }),
    );
    expect(grid.columns.map((c: any) => c.getCellWidth())).to.deep.equal([50, 150, 300]);
    expect(grid.headerCt.totalWidth).to.equal(500);
  });

  it('gives flex columns 100px when the width is unknown', () => {
    const grid = made(simpsonsGrid({ width: undefined }));
    expect(grid.columns.map((c: any) => c.getCellWidth())).to.deep.equal([100, 100, 100]);
  });

  it('fires headerclick before sorting; false stops the sort', () => {
    const grid = made(simpsonsGrid());
    const headerclick = sinon.spy(() => false);
    grid.on('headerclick', headerclick);
    click(grid.columns[1].el.dom.firstChild);
    const [ct, column, e, target] = headerclick.firstCall.args as any[];
    expect([ct, column, target]).to.deep.equal([
      grid.headerCt,
      grid.columns[1],
      grid.columns[1].el.dom,
    ]);
    expect(e.type).to.equal('click');
    expect(grid.getStore().sorters).to.have.length(0);
  });

  it('fires columnschanged when columns are shown, hidden or replaced', () => {
    const grid = made(simpsonsGrid());
    const columnschanged = sinon.spy();
    grid.on('columnschanged', columnschanged);
    grid.columns[0].hide();
    grid.reconfigure(null, [{ text: 'X', dataIndex: 'name' }]);
    expect(columnschanged.callCount).to.equal(2);
  });
});
