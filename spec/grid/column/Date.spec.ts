import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { rowTexts, simpsonsGrid, typedStore, useGridCleanup } from '../grid.fixtures';

describe('Lib.grid.column.Date', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (columns: any[]) => made(simpsonsGrid({ store: typedStore(), columns }));

  it('is the datecolumn xtype and Lib.grid.DateColumn', () => {
    const g = grid([{ xtype: 'datecolumn', dataIndex: 'born' }]);
    expect(g.columns[0]).to.be.instanceOf(Lib.grid.column.Date);
    expect(Lib.ClassManager.get('Lib.grid.DateColumn')).to.equal(Lib.grid.column.Date);
  });

  it('formats with its format (default Lib.Date.defaultFormat), empty dates show nothing', () => {
    const g = grid([
      { xtype: 'datecolumn', dataIndex: 'born' },
      { xtype: 'datecolumn', dataIndex: 'born', format: 'Y-m-d' },
    ]);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['05/12/1956', '1956-05-12']);
    expect(rowTexts(g.getView().getNode(1))).to.deep.equal(['', '']);
  });
});
