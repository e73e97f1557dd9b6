import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { rowTexts, simpsonsGrid, typedStore, useGridCleanup } from '../grid.fixtures';

describe('Lib.grid.column.Boolean', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (columns: any[]) => made(simpsonsGrid({ store: typedStore(), columns }));

  it('is the booleancolumn xtype and Lib.grid.BooleanColumn', () => {
    const g = grid([{ xtype: 'booleancolumn', dataIndex: 'active' }]);
    expect(g.columns[0]).to.be.instanceOf(Lib.grid.column.Boolean);
    expect(Lib.ClassManager.get('Lib.grid.BooleanColumn')).to.equal(Lib.grid.column.Boolean);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['true']);
  });

  it("shows trueText, falseText (also for 'false') and undefinedText", () => {
    const g = grid([
      { xtype: 'booleancolumn', dataIndex: 'active', trueText: 'Yes', falseText: 'No' },
      { xtype: 'booleancolumn', dataIndex: 'maybe', undefinedText: '?', falseText: 'Nope' },
    ]);
    expect(rowTexts(g.getView().getNode(0))).to.deep.equal(['Yes', '?']);
    expect(rowTexts(g.getView().getNode(1))).to.deep.equal(['No', 'Nope']);
  });
});
