/**
 * Fixtures of the grid specs: spec.md's Simpsons store, big stores built fast, and a tracker
 * that destroys the grids and stores a test made.
 *
 * @example
 *   const made = useGridCleanup();
 *   const grid = made(simpsonsGrid());
 */
import { Lib } from '../../index';

/** spec.md's rows: the Simpsons store's `{items: [...]}` data. */
export function simpsonsData(): { items: Array<Record<string, string>> } {
  return {
    items: [
      { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' },
      { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234' },
      { name: 'Homer', email: 'home@simpsons.com', phone: '555-222-1244' },
      { name: 'Marge', email: 'marge@simpsons.com', phone: '555-222-1254' },
    ],
  };
}

/** The store of spec.md's row-editing example: storeId, fields, `{items}` data, memory proxy. */
export function simpsonsStore(): any {
  return Lib.create('Lib.data.Store', {
    storeId: 'simpsonsStore',
    fields: ['name', 'email', 'phone'],
    data: simpsonsData(),
    proxy: {
      type: 'memory',
      reader: {
        type: 'json',
        root: 'items',
      },
    },
  });
}

/** The columns of spec.md's example, without editors. */
export function simpsonsColumns(): any[] {
  return [
    { header: 'Name', dataIndex: 'name' },
    { header: 'Email', dataIndex: 'email', flex: 1 },
    { header: 'Phone', dataIndex: 'phone' },
  ];
}

/** A grid over the Simpsons store (the store is created unless given). */
export function simpsonsGrid(config: Record<string, any> = {}): any {
  const store = config.store || simpsonsStore();
  return Lib.create('Lib.grid.Panel', {
    title: 'Simpsons',
    store,
    columns: simpsonsColumns(),
    height: 200,
    width: 400,
    renderTo: document.body,
    ...config,
  });
}

/** A store of `count` records `{id, name, n}` (`name` 'Person <id>'), built the fast way. */
export function bigStore(count: number, config: Record<string, any> = {}): any {
  const store = Lib.create('Lib.data.Store', {
    fields: ['id', 'name', { name: 'n', type: 'int' }],
    proxy: { type: 'memory' },
    ...config,
  });
  const Model = store.model;
  const records = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    records[i] = new Model(null, id, null, { id, name: 'Person ' + id, n: i });
  }
  store.loadRecords(records);
  return store;
}

/**
 * Registers an `afterEach` that destroys what the returned function was given (grids, views,
 * stores), and also the `simpsonsStore` registration.
 */
export function useGridCleanup(): <T>(item: T) => T {
  const made: any[] = [];
  afterEach(() => {
    while (made.length) {
      const item = made.pop();
      if (item && !item.isDestroyed) {
        const store = item.getStore ? item.getStore() : null;
        item.destroy();
        if (store && !store.isDestroyed) store.destroy();
      }
    }
    const leftover = Lib.data.StoreManager.lookup('simpsonsStore');
    if (leftover) leftover.destroy();
  });
  return <T>(item: T): T => {
    made.push(item);
    return item;
  };
}

/**
 * A store of two records with typed fields: `price` (float), `born` (date read as 'Y-m-d'),
 * `active` (boolean) and `maybe` (auto): the first has values, the second mostly nulls.
 */
export function typedStore(): any {
  return Lib.create('Lib.data.Store', {
    fields: [
      { name: 'price', type: 'float' },
      { name: 'born', type: 'date', dateFormat: 'Y-m-d' },
      { name: 'active', type: 'boolean' },
      'maybe',
    ],
    data: [
      { price: 1234.5, born: '1956-05-12', active: true, maybe: null },
      { price: null, born: null, active: false, maybe: 'false' },
    ],
  });
}

/** The cell widths the view's rows use (its table's `--x-grid-columns`), e.g. `['100px', '198px']`. */
export function cellWidths(view: any): string[] {
  const value = view.$table.style.getPropertyValue('--x-grid-columns') as string;
  return value ? value.split(' ') : [];
}

/** The texts of the cells of a row element. */
export function rowTexts(row: Element | null): string[] {
  if (!row) return [];
  return Array.from(row.querySelectorAll('.x-grid-cell-inner')).map(
    (cell) => cell.textContent || '',
  );
}

/** The texts of the rendered rows' first cells. */
export function firstColumn(view: any): string[] {
  return view.getNodes().map((row: Element) => rowTexts(row)[0]);
}
