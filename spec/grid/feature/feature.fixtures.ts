/**
 * Fixtures of the grid feature specs: a store of staff grouped by department, its columns,
 * and the rendered rows as text.
 */
import { Lib } from '../../../index';

/** Staff in three departments; the store groups by `dept`. */
export function staffStore(config: Record<string, any> = {}): any {
  return Lib.create('Lib.data.Store', {
    fields: ['name', 'dept', { name: 'salary', type: 'int' }],
    groupField: 'dept',
    data: [
      { name: 'Ada', dept: 'Eng', salary: 300 },
      { name: 'Bea', dept: 'Ops', salary: 100 },
      { name: 'Cy', dept: 'Eng', salary: 200 },
      { name: 'Dan', dept: 'Art', salary: 50 },
      { name: 'Eve', dept: 'Ops', salary: 150 },
    ],
    ...config,
  } as any);
}

export const STAFF_COLUMNS = [
  { text: 'Name', dataIndex: 'name' },
  { text: 'Department', dataIndex: 'dept' },
  { text: 'Salary', dataIndex: 'salary', summaryType: 'sum' },
];

/** The text of each rendered row, in order: headers as `# text`, records as their cells. */
export function rowTexts(grid: any): string[] {
  return grid
    .getView()
    .slots.map((slot: any) =>
      slot.tr.hasAttribute('data-feature') && slot.record.type === 'hd'
        ? '# ' + slot.cells[0].textContent
        : slot.cells.map((td: any) => td.textContent).join('|'),
    );
}
