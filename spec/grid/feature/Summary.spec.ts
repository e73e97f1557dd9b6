import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { STAFF_COLUMNS, rowTexts, staffStore } from './feature.fixtures';
// The features are in the grid pack.
import '../../../packs/grid';
import type { Grouping } from '../../../classes/grid/feature/Grouping';

describe('Lib.grid.feature.Summary', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (ftype: string, columns: any[] = STAFF_COLUMNS, store: any = staffStore()): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store,
        columns,
        height: 400,
        width: 500,
        renderTo: document.body,
        features: [{ ftype }],
      } as any),
    );
  const summaryRows = (g: any) =>
    g
      .getView()
      .slots.filter((slot: any) => slot.tr.className.includes('x-grid-row-summary'))
      .map((slot: any) => slot.cells.map((td: any) => td.textContent).join('|'));

  it('shows a summary row after the last record, with each column summaryType', () => {
    const g = grid('summary', [
      { text: 'Name', dataIndex: 'name', summaryType: 'count' },
      { text: 'Dept', dataIndex: 'dept', summaryType: 'max' },
      { text: 'Salary', dataIndex: 'salary', summaryType: 'sum' },
      { text: 'Min', dataIndex: 'salary', summaryType: 'min' },
      { text: 'Avg', dataIndex: 'salary', summaryType: 'average' },
      {
        text: 'Fn',
        dataIndex: 'salary',
        summaryType: (records: any[], field: string) => records.length + field,
      },
      { text: 'None', dataIndex: 'salary' },
    ]);
    const rows = rowTexts(g);
    expect(rows).to.have.length(6);
    expect(rows[5]).to.equal('5|Ops|800|50|160|5salary|');
    expect(g.getView().slots[5].tr.getAttribute('aria-rowindex')).to.equal('7');
    expect(g.getView().slots[5].tr.hasAttribute('aria-selected')).to.equal(false);
  });

  it('writes the values through summaryRenderer(value, summaryData, dataIndex), as text', () => {
    const calls: any[] = [];
    const g = grid('summary', [
      {
        text: 'Salary',
        dataIndex: 'salary',
        summaryType: 'sum',
        summaryRenderer(value: any, data: any, dataIndex: string) {
          calls.push([value, Object.values(data), dataIndex]);
          return '<b>Total: ' + value + '</b>';
        },
      },
    ]);
    expect(summaryRows(g)).to.deep.equal(['<b>Total: 800</b>']);
    expect(calls[0]).to.deep.equal([800, [800], 'salary']);
  });

  it('follows edits, adds, removes and filters', () => {
    const g = grid('summary');
    const store = g.getStore();
    store.findRecord('name', 'Ada').set('salary', 1000);
    expect(summaryRows(g)).to.deep.equal(['||1500']);
    store.add({ name: 'Fay', dept: 'Eng', salary: 1 });
    expect(summaryRows(g)).to.deep.equal(['||1501']);
    store.remove(store.findRecord('name', 'Dan'));
    expect(summaryRows(g)).to.deep.equal(['||1451']);
    store.filter('dept', 'Ops');
    expect(summaryRows(g)).to.deep.equal(['||250']);
  });

  it('hides and shows the summary row: showSummaryRow, toggleSummaryRow', () => {
    const g = grid('summary');
    g.features[0].toggleSummaryRow(false);
    expect(summaryRows(g)).to.deep.equal([]);
    expect(rowTexts(g)).to.have.length(5);
    g.features[0].toggleSummaryRow(true);
    expect(summaryRows(g)).to.deep.equal(['||800']);
    const hidden = made(
      Lib.create('Lib.grid.Panel', {
        store: staffStore(),
        columns: STAFF_COLUMNS,
        renderTo: document.body,
        features: [{ ftype: 'groupingsummary', showSummaryRow: false }],
      } as any),
    );
    expect(rowTexts(hidden)).to.have.length(8);
  });

  it('fails on an unknown summaryType, naming it', () => {
    expect(() =>
      grid('summary', [{ text: 'Salary', dataIndex: 'salary', summaryType: 'median' }]),
    ).to.throw(/summaryType 'median'/);
  });
});

describe('Lib.grid.feature.GroupingSummary', () => {
  useDom();
  const made = useGridCleanup();

  it('shows a summary row after each group, following edits and collapsing', () => {
    const g = made(
      Lib.create('Lib.grid.Panel', {
        store: staffStore(),
        columns: STAFF_COLUMNS,
        height: 400,
        width: 500,
        renderTo: document.body,
        features: [{ ftype: 'groupingsummary' }],
      } as any),
    );
    expect(rowTexts(g)).to.deep.equal([
      '# Department: Art',
      'Dan|Art|50',
      '||50',
      '# Department: Eng',
      'Ada|Eng|300',
      'Cy|Eng|200',
      '||500',
      '# Department: Ops',
      'Bea|Ops|100',
      'Eve|Ops|150',
      '||250',
    ]);
    g.getStore().findRecord('name', 'Cy')!.set('salary', 250);
    expect(rowTexts(g)[6]).to.equal('||550');
    (g.features[0] as Grouping).collapse('Eng');
    expect(rowTexts(g).slice(3, 6)).to.deep.equal([
      '# Department: Eng',
      '||550',
      '# Department: Ops',
    ]);
    g.getStore().findRecord('name', 'Dan')!.set('dept', 'Eng');
    expect(rowTexts(g).slice(0, 3)).to.deep.equal([
      '# Department: Eng',
      '||600',
      '# Department: Ops',
    ]);
  });
});
