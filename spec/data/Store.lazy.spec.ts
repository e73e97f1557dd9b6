/**
 * Lazy records: a store over many raw rows (from `lazyRows` rows on, 1 000 by default) keeps
 * the rows and makes a record the first time one is asked for, the same record every time
 * while it is held; sorting, filtering, searching and the aggregates read the rows' values
 * through the fields without making records; a changed record is kept with its changes.
 */
import { expect } from 'chai';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';
import { useGridCleanup } from '../grid/grid.fixtures';
import { paintGrid } from './Store.fakes';

const N = 5000;
const CITIES = ['Springfield', 'shelbyville', 'Capital City', 'ogdenville'];
/** Rows with ids in order; `n` comes as text, read by an `int` field. */
const makeRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: 'Person ' + (i + 1),
    city: CITIES[i % 4],
    n: String((i * 7919) % count),
  }));

describe('Lib.data.Store (lazy records)', () => {
  let made = 0;
  const stores: any[] = [];
  const store = (config: Record<string, any> = {}, rows: any[] = makeRows(N)): any => {
    const s = Lib.create('Lib.data.Store', { model: 'Spec.lazy.Person', data: rows, ...config });
    stores.push(s);
    made = 0;
    return s;
  };

  before(() => {
    Lib.define('Spec.lazy.Person', {
      extend: 'Lib.data.Model',
      fields: ['id', 'name', 'city', { name: 'n', type: 'int' }],
      proxy: 'memory',
      constructor(this: any) {
        made++;
        return this.callParent(arguments);
      },
    });
  });
  afterEach(() => stores.splice(0).forEach((s) => s.destroy()));
  after(() => Lib.undefine('Spec.lazy.Person'));

  it('makes no record when loaded; each record on first access, the same one every time', () => {
    const s = store();
    expect(s.getCount()).to.equal(N);
    expect(made).to.equal(0);
    const record = s.getAt(10);
    expect(record.get('name')).to.equal('Person 11');
    expect(record.get('n')).to.equal((10 * 7919) % N);
    expect(record.phantom).to.equal(false);
    expect(record.store).to.equal(s);
    expect(s.getAt(10)).to.equal(record);
    expect(s.getById(11)).to.equal(record);
    expect(s.getRange(9, 11)[1]).to.equal(record);
    expect(s.indexOf(record)).to.equal(10);
    expect(made).to.equal(3);
    const seen: any[] = [];
    s.each((r: any, i: number) => (seen.push(r), i < 11));
    expect(seen[10]).to.equal(record);
    // Records 0 to 11 visited: 9 of them new.
    expect(made).to.equal(12);
  });

  it('answers data.length, data.first() and data.last() making only the records they return', () => {
    const s = store();
    expect(s.data.length).to.equal(N);
    expect(made).to.equal(0);
    expect(s.data.first().get('id')).to.equal(1);
    expect(s.data.last().get('id')).to.equal(N);
    expect(made).to.equal(2);
    expect(s.data.first()).to.equal(s.getAt(0));
    expect(s.data.last()).to.equal(s.getAt(N - 1));
    expect(made).to.equal(2);
  });

  it('gives legacy code data.items, an array of every record, the same ones getAt gives', () => {
    const s = store();
    const first = s.getAt(0);
    const items = s.data.items;
    expect(items).to.be.an('array').with.length(N);
    expect(items[0]).to.equal(first);
    expect(items[N - 1]).to.equal(s.getAt(N - 1));
  });

  it('passes the load listeners the records read, made as they are read', () => {
    const s = store({ data: undefined });
    let records: any;
    s.on('load', (_s: any, r: any) => (records = r));
    s.getProxy().data = makeRows(N);
    s.load();
    expect(made).to.equal(0);
    expect(records.length).to.equal(N);
    expect(records[5]).to.equal(s.getAt(5));
    expect(made).to.equal(1);
    expect(records.slice(0, 2).map((r: any) => r.getId())).to.deep.equal([1, 2]);
  });

  it('sorts by a converted field, filters, finds and aggregates without making records', () => {
    const s = store();
    s.sort('n', 'ASC');
    s.filter('city', 'spr');
    expect(s.getCount()).to.equal(N / 4);
    expect(s.find('name', 'person 4999')).to.equal(-1);
    const at = s.find('name', 'person 4997');
    expect(at).to.be.above(-1);
    expect(s.findExact('n', (4996 * 7919) % N)).to.equal(at);
    expect(s.sum('n')).to.be.a('number');
    expect(s.max('n')).to.be.at.least(s.min('n'));
    expect(s.collect('city')).to.deep.equal(['Springfield']);
    expect(made).to.equal(0);
    const values = s.getRange(0, 3).map((r: any) => r.get('n'));
    expect(values).to.deep.equal(values.slice().sort((a: number, b: number) => a - b));
    expect(typeof values[0]).to.equal('number');
    s.clearFilter();
    expect(s.getCount()).to.equal(N);
    expect(s.getAt(0).get('n')).to.equal(0);
    expect(s.query('city', 'ogd').getCount()).to.equal(N / 4);
  });

  it('keeps sort order and record index as Ext does: indexOfTotal is where the row was read', () => {
    const s = store();
    const fifth = s.getAt(5);
    expect(s.indexOfTotal(fifth)).to.equal(5);
    s.sort('id', 'DESC');
    expect(s.getAt(0).getId()).to.equal(N);
    expect(s.indexOfTotal(s.getAt(0))).to.equal(N - 1);
  });

  it('removes and adds records among the raw rows', () => {
    const s = store();
    const removed = s.getAt(5);
    s.remove(removed);
    expect(s.getCount()).to.equal(N - 1);
    expect(s.getAt(5).getId()).to.equal(7);
    expect(s.getById(6)).to.equal(null);
    expect(s.getRemovedRecords()).to.deep.equal([removed]);
    const [added] = s.add({ name: 'New' });
    expect(s.getAt(N - 1)).to.equal(added);
    expect(s.getNewRecords()).to.deep.equal([added]);
    s.insert(0, { id: 6, name: 'Back' });
    expect(s.getAt(0).get('name')).to.equal('Back');
    expect(s.getById(6)).to.equal(s.getAt(0));
  });

  it('keeps a changed record with its changes, silent ones too, and sorts by them', () => {
    const s = store();
    const record = s.getAt(3);
    record.set('name', 'Aaron');
    s.getAt(4).set('name', 'Abe', { silent: true });
    expect(s.getUpdatedRecords()).to.deep.equal([record, s.getAt(4)]);
    s.sort('name', 'ASC');
    expect(s.getAt(0)).to.equal(record);
    expect(s.getAt(1).get('name')).to.equal('Abe');
    expect(s.find('name', 'abe')).to.equal(1);
  });

  it('re-keys a record whose id changed', () => {
    const s = store();
    const record = s.getAt(2);
    record.setId(99999);
    expect(s.getById(99999)).to.equal(record);
    expect(s.getById(3)).to.equal(null);
    expect(s.getByInternalId(99999)).to.equal(record);
  });

  it('takes ids in any order; duplicate ids or rows without one make every record at once', () => {
    const shuffled = makeRows(N).reverse();
    const s = store({}, shuffled);
    expect(made).to.equal(0);
    expect(s.getById(1)).to.equal(s.getAt(N - 1));
    const twice = makeRows(N);
    twice[N - 1].id = 1;
    const d = Lib.create('Lib.data.Store', { model: 'Spec.lazy.Person', data: twice });
    stores.push(d);
    // The later row of an id replaces the earlier one, as an eager load does.
    expect(d.getCount()).to.equal(N - 1);
    expect(d.getById(1)!.get('name')).to.equal('Person ' + N);
    made = 0;
    const noIds = makeRows(N).map(({ id: _id, ...rest }) => rest);
    const n = Lib.create('Lib.data.Store', { model: 'Spec.lazy.Person', data: noIds });
    stores.push(n);
    expect(made).to.equal(N);
    expect(n.getNewRecords()).to.deep.equal([]);
  });

  it('lets go of a record nobody holds, and keeps a changed one', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    const s = store();
    const ref = new WeakRef(s.getAt(7));
    s.getAt(8).set('name', 'kept', { silent: true });
    // Out of this job, so that no reference from it holds the records.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(ref.deref()).to.equal(undefined);
    made = 0;
    expect(s.getAt(7).get('name')).to.equal('Person 8');
    expect(made).to.equal(1);
    expect(s.getAt(8).get('name')).to.equal('kept');
    expect(made).to.equal(1);
  });

  describe('under a grid', () => {
    useDom();
    const cleanup = useGridCleanup();

    // A million rows: spec/hardening/rows.spec.ts.
    it('a first paint over 100 000 rows makes only the records in view', function () {
      this.timeout(60_000);
      const s = store({}, makeRows(100_000));
      cleanup(paintGrid(s));
      expect(made).to.be.at.most(60);
    });
  });
});
