/**
 * No row limit from argument spreading: two million inline rows reach a store through every
 * path that takes rows (inline `data` over a REST model, `loadData`, `loadRawData`, `add`,
 * `insert`, a memory proxy and a json reader), where `push(...rows)` or `splice(i, 0, ...rows)`
 * used to throw `RangeError: Maximum call stack size exceeded` from about 200 000 rows; and a
 * grid's first paint over a million rows makes only the records it shows (lazy records).
 */
import { expect } from 'chai';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';
import { paintGrid } from '../data/Store.fakes';

const N = 2_000_000;

describe('two million rows through every path into a store', function () {
  this.timeout(120_000);
  let rows: Array<{ id: number; name: string }>;

  before(() => {
    rows = Array.from({ length: N }, (_, i) => ({ id: i + 1, name: 'user ' + i }));
    Lib.define('Spec.rows.User', {
      extend: 'Lib.data.Model',
      fields: ['id', 'name'],
      proxy: { type: 'rest', url: '/users' },
    });
  });

  after(() => Lib.undefine('Spec.rows.User'));

  const local = (): any => Lib.create('Lib.data.Store', { fields: ['id', 'name'] });
  const expectAll = (store: any) => {
    expect(store.getCount()).to.equal(N);
    expect(store.getAt(0).get('name')).to.equal('user 0');
    expect(store.getAt(N - 1).get('name')).to.equal('user ' + (N - 1));
    expect(store.getById(N).get('id')).to.equal(N);
  };

  it('inline data of a model whose proxy is not a memory proxy (added as new records)', () => {
    expectAll(Lib.create('Lib.data.Store', { model: 'Spec.rows.User', data: rows }));
  });

  it('inline data of an implicit model (a memory proxy; the records made on first access)', () => {
    expectAll(Lib.create('Lib.data.Store', { fields: ['id', 'name'], data: rows }));
  });

  it('loadData, replacing and appending', () => {
    const store = local();
    store.loadData(rows.slice(0, 10));
    store.loadData(rows, true);
    expectAll(store);
  });

  it('loadRawData (through the json reader)', () => {
    const store = local();
    store.loadRawData(rows);
    expectAll(store);
  });

  it('add and insert', () => {
    const store = local();
    store.add(rows);
    expectAll(store);
    const other = local();
    other.add([rows[0], rows[N - 1]]);
    other.insert(1, rows.slice(1, N - 1));
    expectAll(other);
    expect(other.getAt(1).get('id')).to.equal(2);
  });

  it('a memory proxy with a json reader', () => {
    const store: any = Lib.create('Lib.data.Store', {
      fields: ['id', 'name'],
      proxy: { type: 'memory', data: { items: rows }, reader: { type: 'json', root: 'items' } },
    });
    store.load();
    expectAll(store);
  });
});

describe('a grid over a million rows', function () {
  this.timeout(120_000);
  useDom();

  it('makes a few dozen records for its first paint', () => {
    let made = 0;
    Lib.define('Spec.rows.Counted', {
      extend: 'Lib.data.Model',
      fields: ['id', 'name', { name: 'n', type: 'int' }],
      proxy: 'memory',
      constructor(this: any) {
        made++;
        return this.callParent(arguments);
      },
    });
    const rows = Array.from({ length: 1_000_000 }, (_, i) => ({
      id: i + 1,
      name: 'row ' + i,
      n: i,
    }));
    const store: any = Lib.create('Lib.data.Store', { model: 'Spec.rows.Counted', data: rows });
    const grid = paintGrid(store);
    try {
      expect(store.getCount()).to.equal(1_000_000);
      expect(made).to.be.at.most(60);
    } finally {
      grid.destroy();
      store.destroy();
      Lib.undefine('Spec.rows.Counted');
    }
  });
});
