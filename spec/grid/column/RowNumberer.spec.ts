import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { firstColumn, simpsonsColumns, simpsonsGrid, useGridCleanup } from '../grid.fixtures';
import { rowTexts, staffStore } from '../feature/feature.fixtures';
// The row numberer is in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.column.RowNumberer', () => {
  useDom();
  const made = useGridCleanup();

  it('is the rownumberer xtype and Lib.grid.RowNumberer: narrow, not sortable or hideable', () => {
    const column = Lib.widget('rownumberer', {});
    expect(Lib.ClassManager.get('Lib.grid.RowNumberer')).to.equal(Lib.grid.column.RowNumberer);
    expect([
      column.width,
      column.sortable,
      column.hideable,
      column.resizable,
      column.align,
    ]).to.deep.equal([23, false, false, false, 'right']);
    expect(column.isSortable()).to.equal(false);
    column.destroy();
  });

  it('numbers the rows from 1, in x-grid-cell-row-numberer cells', () => {
    const g = made(simpsonsGrid({ columns: [{ xtype: 'rownumberer' }, ...simpsonsColumns()] }));
    expect(firstColumn(g.getView())).to.deep.equal(['1', '2', '3', '4']);
    expect(g.getView().getCell(0, 0).dom.className).to.contain('x-grid-cell-row-numberer');
    g.getStore().removeAt(0);
    expect(firstColumn(g.getView())).to.deep.equal(['1', '2', '3']);
  });

  it("numbers a grouped grid's records by their store index, not counting the group headers", () => {
    const renderer: unknown[][] = [];
    const g = made(
      Lib.create('Lib.grid.Panel', {
        store: staffStore(),
        columns: [
          { xtype: 'rownumberer' },
          {
            text: 'Name',
            dataIndex: 'name',
            renderer: (
              v: string,
              meta: { recordIndex: number },
              _record: unknown,
              rowIndex: number,
            ) => {
              renderer.push([v, rowIndex, meta.recordIndex]);
              return v;
            },
          },
        ],
        features: [{ ftype: 'grouping', groupHeaderTpl: '{name}' }],
        width: 300,
        height: 400,
        renderTo: document.body,
      }),
    );
    expect(rowTexts(g)).to.deep.equal([
      '# Art',
      '1|Dan',
      '# Eng',
      '2|Ada',
      '3|Cy',
      '# Ops',
      '4|Bea',
      '5|Eve',
    ]);
    // Renderers get the store index (Ext's recordIndex), as in Ext JS 4.2.
    expect(renderer.slice(0, 2)).to.deep.equal([
      ['Dan', 0, 0],
      ['Ada', 1, 1],
    ]);
    g.getStore().remove(g.getStore().getAt(1)!);
    expect(rowTexts(g)).to.deep.equal([
      '# Art',
      '1|Dan',
      '# Eng',
      '2|Cy',
      '# Ops',
      '3|Bea',
      '4|Eve',
    ]);
  });

  it("counts from the page's start in a paged store", () => {
    const data = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: 'n' + (i + 1) }));
    const store = Lib.create('Lib.data.Store', {
      fields: ['id', 'name'],
      pageSize: 10,
      proxy: { type: 'memory', data, enablePaging: true },
    } as any) as any;
    const g = made(
      Lib.create('Lib.grid.Panel', {
        store,
        columns: [{ xtype: 'rownumberer' }, { dataIndex: 'name' }],
        width: 300,
        height: 400,
        renderTo: document.body,
      }),
    );
    store.loadPage(2);
    expect(firstColumn(g.getView())).to.deep.equal([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]);
  });
});
