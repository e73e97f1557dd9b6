import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { rowTexts, simpsonsGrid, typedStore, useGridCleanup } from '../grid.fixtures';

describe('Lib.grid.column.Number', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (columns: any[]) => made(simpsonsGrid({ store: typedStore(), columns }));

  it('is the numbercolumn xtype and Lib.grid.NumberColumn, aligned right', () => {
    const g = grid([{ xtype: 'numbercolumn', dataIndex: 'price' }]);
    expect(g.columns[0]).to.be.instanceOf(Lib.grid.column.Number);
    expect(g.columns[0].align).to.equal('right');
    expect(Lib.ClassManager.get('Lib.grid.NumberColumn')).to.equal(Lib.grid.column.Number);
  });

  it("formats with its format (default '0,000.00')", () => {
    const g = grid([
      { xtype: 'numbercolumn', dataIndex: 'price' },
      { xtype: 'numbercolumn', dataIndex: 'price', format: '0.0' },
    ]);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['1,234.50', '1234.5']);
    // A float field reads null as 0.
    expect(rowTexts(g.getView().getNode(1))).to.deep.equal(['0.00', '0.0']);
  });

  it('shows nothing for an empty value', () => {
    const g = grid([{ xtype: 'numbercolumn', dataIndex: 'maybe' }]);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['']);
  });

  it('a configured renderer replaces the default one', () => {
    const g = grid([{ xtype: 'numbercolumn', dataIndex: 'price', renderer: (v: any) => 'p' + v }]);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['p1234.5']);
  });
});
