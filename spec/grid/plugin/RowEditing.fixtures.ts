/**
 * Fixtures of the row-editing specs: spec.md's example grid (the Simpsons store with a date
 * field added) with the plugin, and small helpers to reach and use the editor.
 *
 * @example
 *   const { grid, plugin, view, store } = made(editGrid({ clicksToEdit: 1 }));
 *   click(cell(grid, 1, 1));
 *   type(field(grid, 'email'), 'bart@example.com');
 *   click(button(grid, 'update'));
 */
import { Lib } from '../../../index';
import { simpsonsData } from '../grid.fixtures';

/** spec.md's store, each row with a `born` date. */
export function bornStore(config: Record<string, any> = {}): any {
  const items = simpsonsData().items.map((item, i) => ({
    ...item,
    born: `19${80 + i}-0${i + 1}-15`,
  }));
  return Lib.create('Lib.data.Store', {
    storeId: 'simpsonsStore',
    fields: ['name', 'email', 'phone', { name: 'born', type: 'date', dateFormat: 'Y-m-d' }],
    data: { items },
    proxy: { type: 'memory', reader: { type: 'json', root: 'items' } },
    ...config,
  });
}

/** spec.md's columns with their editors, and a date column edited by a date field. */
export function editColumns(): any[] {
  return [
    { header: 'Name', dataIndex: 'name', editor: 'textfield' },
    {
      header: 'Email',
      dataIndex: 'email',
      flex: 1,
      editor: { xtype: 'textfield', allowBlank: false },
    },
    { header: 'Phone', dataIndex: 'phone' },
    {
      header: 'Born',
      dataIndex: 'born',
      xtype: 'datecolumn',
      format: 'Y-m-d',
      editor: { xtype: 'datefield', format: 'Y-m-d' },
    },
  ];
}

/**
 * A grid of spec.md's example with the row-editing plugin (`plugin` config: the plugin's,
 * `grid`: the grid's). The grid is the returned object's `grid`; destroy it to clean up.
 */
export function editGrid(
  plugin: Record<string, any> = {},
  grid: Record<string, any> = {},
): { grid: any; plugin: any; view: any; store: any; destroy(): void; isDestroyed?: boolean } {
  const store = grid.store || bornStore();
  const editing = Lib.create('Lib.grid.plugin.RowEditing', plugin);
  const panel = Lib.create('Lib.grid.Panel', {
    title: 'Simpsons',
    store,
    columns: editColumns(),
    selType: 'rowmodel',
    height: 200,
    width: 500,
    renderTo: document.body,
    plugins: [editing],
    ...grid,
  });
  const made = {
    grid: panel,
    plugin: editing,
    view: panel.getView(),
    store,
    isDestroyed: false,
    destroy() {
      panel.destroy();
      if (!store.isDestroyed) store.destroy();
      made.isDestroyed = true;
    },
  };
  return made;
}

/** The cell at a store row and visible column. */
export function cell(grid: any, row: number, column: number): HTMLElement {
  const node = grid.getView().getNode(row);
  if (!node) throw new Error(`[spec] row ${row} is not rendered`);
  return node.children[column];
}

/** The row editor's field with this name. */
export function field(grid: any, name: string): any {
  const found = grid.editingPlugin.getEditor().findField(name);
  if (!found) throw new Error(`[spec] the editor has no field '${name}'`);
  return found;
}

/** The editor's `update` or `cancel` button element. */
export function button(grid: any, itemId: 'update' | 'cancel'): HTMLElement {
  return grid.editingPlugin.getEditor().down('#' + itemId).el.dom;
}

/**
 * Types `text` into a field as a user would (the input's value, then `input`), and lets the
 * field's change buffer run out.
 */
export function type(target: any, text: string): void {
  const input = target.inputEl.dom as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new (globalThis as any).Event('input', { bubbles: true }));
  target.flushCheckChange();
}

/** The texts of the error summary's items, or `null` while it is hidden. */
export function summary(grid: any): string[] | null {
  const tip = grid.editingPlugin.getEditor().errorsEl;
  if (!tip || tip.dom.style.display === 'none') return null;
  return Array.from(tip.dom.querySelectorAll('li')).map((li: any) => li.textContent);
}
