import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import {
  defineFakeProxy,
  undefineFakeProxy,
  respond,
  storeTracker,
  type FakeProxy,
} from './Store.fakes';

const people = () => [
  { id: 1, name: 'bart', raw: 'bart', city: 'Springfield', age: 10 },
  { id: 2, name: 'Abe', raw: 'Abe', city: 'Shelbyville', age: 80 },
  { id: 3, name: 'homer', raw: 'homer', city: 'Springfield', age: 39 },
  { id: 4, name: 'Carl', raw: 'Carl', city: 'Capital City', age: 39 },
  { id: 5, name: 'Barney', raw: 'Barney', city: 'Springfield', age: 39 },
];

describe('Lib.data.Store (sorting, filtering, grouping)', () => {
  const make = storeTracker();
  let store: Store;
  const ids = () => store.getRange().map((r) => r.getId());

  before(() => {
    defineFakeProxy();
    Lib.define('Spec.sf.Person', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'string' },
        'raw',
        'city',
        { name: 'age', type: 'int' },
      ],
    });
  });
  after(() => {
    Lib.undefine('Spec.sf.Person');
    undefineFakeProxy();
  });
  beforeEach(() => {
    store = make({ model: 'Spec.sf.Person', proxy: 'memory', data: people() });
  });

  describe('#sort', () => {
    it("sort('field') sorts ascending, and flips the direction on each repeat", () => {
      store.sort('age');
      expect(ids()).to.deep.equal([1, 3, 4, 5, 2]);
      store.sort('age');
      expect(store.sorters[0].direction).to.equal('DESC');
      expect(ids()).to.deep.equal([2, 3, 4, 5, 1]);
      store.sort('age');
      expect(store.sorters[0].direction).to.equal('ASC');
    });

    it("sort('field', dir) sets the direction; it returns the sorters", () => {
      const sorters = store.sort('age', 'DESC');
      expect(sorters).to.equal(store.getSorters());
      expect(sorters.map((s) => [s.property, s.direction])).to.deep.equal([['age', 'DESC']]);
      store.sort('age', 'DESC');
      expect(store.sorters[0].direction).to.equal('DESC');
    });

    it('sorts string fields case-insensitively and auto fields by raw value (upper case first)', () => {
      store.sort('name');
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal([
        'Abe',
        'Barney',
        'bart',
        'Carl',
        'homer',
      ]);
      store.sort('raw');
      expect(store.getRange().map((r) => r.get('raw'))).to.deep.equal([
        'Abe',
        'Barney',
        'Carl',
        'bart',
        'homer',
      ]);
    });

    it('is stable and combines several sorters, the first deciding', () => {
      store.sort([{ property: 'age', direction: 'DESC' }]);
      expect(ids()).to.deep.equal([2, 3, 4, 5, 1]);
      store.sort([{ property: 'age' }, { property: 'name', direction: 'DESC' }]);
      expect(ids()).to.deep.equal([1, 3, 4, 5, 2]);
      store.sort([{ property: 'age' }, { property: 'name' }]);
      expect(ids()).to.deep.equal([1, 5, 4, 3, 2]);
    });

    it('keeps the order of records that compare equal', () => {
      store.sort('city');
      expect(ids()).to.deep.equal([4, 2, 1, 3, 5]);
    });

    it('flips one sorter of several, keeping the others, when sorted again by its key', () => {
      store.sort([{ property: 'age' }, { property: 'name' }]);
      store.sort('name');
      expect(store.sorters.map((s) => [s.property, s.direction])).to.deep.equal([
        ['age', 'ASC'],
        ['name', 'DESC'],
      ]);
      expect(ids()).to.deep.equal([1, 3, 4, 5, 2]);
    });

    it('replaces the sorters with a config, a function or an instance; prepends or appends with where', () => {
      store.sort({ property: 'age', direction: 'DESC' });
      expect(store.sorters).to.have.length(1);
      store.sort((a: any, b: any) => a.getId() - b.getId());
      expect(ids()).to.deep.equal([1, 2, 3, 4, 5]);
      const byName = new Lib.util.Sorter({ property: 'name', root: 'data' });
      store.sort(byName);
      expect(store.sorters).to.deep.equal([byName]);
      store.sort({ property: 'age' }, 'prepend');
      store.sort({ property: 'city' }, 'append');
      expect(store.sorters.map((s) => s.property)).to.deep.equal(['age', 'name', 'city']);
    });

    it('with no argument re-applies the sorters', () => {
      store.sort('age');
      store.add({ id: 6, age: 1 });
      store.getById(1)!.set('age', 99);
      expect(ids()).to.deep.equal([6, 1, 3, 4, 5, 2]);
      store.sort();
      expect(ids()).to.deep.equal([6, 3, 4, 5, 2, 1]);
    });

    it('fires beforesort(store, sorters), datachanged and refresh (no sort event, as in Ext JS 4.2.1)', () => {
      const order: string[] = [];
      const spies: Record<string, sinon.SinonSpy> = {};
      for (const name of ['beforesort', 'datachanged', 'refresh', 'sort']) {
        store.on(name, (spies[name] = sinon.spy(() => order.push(name))));
      }
      store.sort('age');
      expect(order).to.deep.equal(['beforesort', 'datachanged', 'refresh']);
      expect(spies.beforesort.firstCall.args.slice(0, 2)).to.deep.equal([store, store.sorters]);
      expect(spies.datachanged.firstCall.args[0]).to.equal(store);
    });

    it('is cancelled when beforesort returns false', () => {
      store.on('beforesort', () => false);
      store.sort('age');
      expect(ids()).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('sorts the records filtered out of view as well', () => {
      store.filter('city', 'spring');
      store.sort('name', 'DESC');
      expect(ids()).to.deep.equal([3, 1, 5]);
      store.clearFilter();
      expect(ids()).to.deep.equal([3, 4, 1, 5, 2]);
    });

    it('with remoteSort reloads, sending the sorters, instead of sorting locally', () => {
      const remote = make({
        model: 'Spec.sf.Person',
        proxy: 'specfake',
        remoteSort: true,
        data: people(),
      });
      const proxy = remote.getProxy<FakeProxy>();
      const datachanged = sinon.spy();
      remote.on('datachanged', datachanged);
      remote.sort('age', 'DESC');
      expect(proxy.calls).to.have.length(1);
      const op = proxy.calls[0].operation;
      expect(op.action).to.equal('read');
      expect(op.sorters.map((s: any) => [s.property, s.direction])).to.deep.equal([
        ['age', 'DESC'],
      ]);
      expect(remote.getRange().map((r) => r.get('age'))).to.deep.equal([10, 80, 39, 39, 39]);
      expect(datachanged.called).to.equal(false);
    });

    it('with remoteSort and no sorters does not reload', () => {
      const remote = make({ model: 'Spec.sf.Person', proxy: 'specfake', remoteSort: true });
      remote.sort();
      expect(remote.getProxy<FakeProxy>().calls).to.have.length(0);
    });

    it('keeps added records in sorted position', () => {
      store.sort('age');
      store.add({ id: 7, age: 40 });
      expect(ids()).to.deep.equal([1, 3, 4, 5, 7, 2]);
    });

    it('puts a record added while filtered where it sorts among all records, so clearing the filter shows them sorted', () => {
      store.sort('age');
      store.filter('city', 'spr');
      store.add({ id: 7, city: 'Springfield', age: 20 }, { id: 8, city: 'Ogdenville', age: 1 });
      // As in Ext JS 4, an added record shows even when the filters would hide it.
      expect(ids()).to.deep.equal([8, 1, 7, 3, 5]);
      store.clearFilter();
      expect(ids()).to.deep.equal([8, 1, 7, 3, 4, 5, 2]);
    });
  });

  describe('#filter', () => {
    it("filter('field', value) keeps records whose value starts with it, ignoring case", () => {
      store.filter('name', 'BA');
      expect(ids()).to.deep.equal([1, 5]);
      expect(store.isFiltered()).to.equal(true);
      expect(store.snapshot!.getCount()).to.equal(5);
    });

    it('accumulates filters: a second filter on the same field is added, not replacing', () => {
      store.filter('name', 'ba');
      store.filter('name', 'barn');
      expect(ids()).to.deep.equal([5]);
      expect(store.filters).to.have.length(2);
      store.filter('name', 'b');
      expect(ids()).to.deep.equal([5]);
    });

    it('replaces only a filter with the same id', () => {
      store.filter({ id: 'byName', property: 'name', value: 'ba' });
      store.filter({ id: 'byName', property: 'name', value: 'ho' });
      expect(store.filters).to.have.length(1);
      expect(ids()).to.deep.equal([3]);
    });

    it('fires datachanged, refresh, then filterchange(store, filters)', () => {
      const order: string[] = [];
      const spies: Record<string, sinon.SinonSpy> = {};
      for (const name of ['datachanged', 'refresh', 'filterchange']) {
        store.on(name, (spies[name] = sinon.spy(() => order.push(name))));
      }
      store.filter('city', 'spr');
      expect(order).to.deep.equal(['datachanged', 'refresh', 'filterchange']);
      expect(spies.filterchange.firstCall.args.slice(0, 2)).to.deep.equal([store, store.filters]);
      expect(store.filters[0]).to.be.instanceOf(Lib.util.Filter);
    });

    it('takes configs with anyMatch, exactMatch, caseSensitive, RegExp values and functions', () => {
      store.filter({ property: 'name', value: 'ar', anyMatch: true });
      expect(ids()).to.deep.equal([1, 4, 5]);
      store.clearFilter();
      store.filter({ property: 'name', value: 'bart', exactMatch: true });
      expect(ids()).to.deep.equal([1]);
      store.clearFilter();
      store.filter({ property: 'name', value: 'Bar', caseSensitive: true });
      expect(ids()).to.deep.equal([5]);
      store.clearFilter();
      store.filter('name', /er$/);
      expect(ids()).to.deep.equal([3]);
      store.clearFilter();
      store.filter((record: any) => record.get('age') === 39);
      expect(ids()).to.deep.equal([3, 4, 5]);
      store.clearFilter();
      store.filter({ filterFn: (record: any) => record.get('age') > 50 });
      expect(ids()).to.deep.equal([2]);
    });

    it('skips disabled filters, and does nothing without any filter', () => {
      const datachanged = sinon.spy();
      store.on('datachanged', datachanged);
      store.filter();
      expect(datachanged.called).to.equal(false);
      store.filter({ property: 'name', value: 'zzz', disabled: true });
      expect(ids()).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('#clearFilter shows every record again, in order, and fires datachanged, refresh, filterchange', () => {
      store.sort('age');
      store.filter('city', 'spr');
      const order: string[] = [];
      for (const name of ['datachanged', 'refresh', 'filterchange'])
        store.on(name, () => order.push(name));
      store.clearFilter();
      expect(ids()).to.deep.equal([1, 3, 4, 5, 2]);
      expect(store.isFiltered()).to.equal(false);
      expect(store.filters).to.deep.equal([]);
      expect(order).to.deep.equal(['datachanged', 'refresh', 'filterchange']);
    });

    it('#clearFilter(true) does not fire datachanged or refresh', () => {
      store.filter('city', 'spr');
      const datachanged = sinon.spy();
      store.on('datachanged', datachanged);
      store.clearFilter(true);
      expect(store.getCount()).to.equal(5);
      expect(datachanged.called).to.equal(false);
    });

    it('#filterBy shows the records fn(record, internalId) accepts, without adding a filter', () => {
      const fn = sinon.spy((record: any) => record.get('age') < 40);
      const scope = {};
      store.filterBy(fn, scope);
      expect(ids()).to.deep.equal([1, 3, 4, 5]);
      expect(store.filters).to.deep.equal([]);
      expect(fn.firstCall.args).to.deep.equal([store.getById(1), 1]);
      expect(fn.firstCall.thisValue).to.equal(scope);
      store.clearFilter();
      expect(store.getCount()).to.equal(5);
    });

    it('#removeFilter removes one filter (instance or id) and filters again, or clears', () => {
      store.filter({ id: 'city', property: 'city', value: 'spr' });
      store.filter('age', 39);
      const byAge = store.filters[1];
      expect(ids()).to.deep.equal([3, 5]);
      store.removeFilter('city');
      expect(ids()).to.deep.equal([3, 4, 5]);
      store.removeFilter(byAge);
      expect(store.isFiltered()).to.equal(false);
      expect(store.getCount()).to.equal(5);
    });

    it('#addFilter adds like filter, or only keeps it with applyFilters false', () => {
      const filterchange = sinon.spy();
      store.on('filterchange', filterchange);
      store.addFilter({ property: 'city', value: 'spr' }, false);
      expect(store.getCount()).to.equal(5);
      expect(filterchange.calledOnce).to.equal(true);
      store.addFilter({ property: 'name', value: 'b' });
      expect(ids()).to.deep.equal([1, 5]);
    });

    it('with remoteFilter reloads page 1 sending the filters', () => {
      const remote = make({ model: 'Spec.sf.Person', proxy: 'specfake', remoteFilter: true });
      const proxy = remote.getProxy<FakeProxy>();
      remote.currentPage = 4;
      remote.filter('name', 'ba');
      expect(remote.currentPage).to.equal(1);
      const op = proxy.calls[0].operation;
      expect([op.page, op.start]).to.deep.equal([1, 0]);
      expect(op.filters.map((f: any) => [f.property, f.value])).to.deep.equal([['name', 'ba']]);
      respond(proxy, proxy.calls[0], { rows: [{ id: 1, name: 'zzz' }] });
      expect(remote.getCount()).to.equal(1);
      expect(remote.isFiltered()).to.equal(false);
      remote.clearFilter();
      expect(proxy.calls).to.have.length(2);
      expect(proxy.calls[1].operation.filters).to.deep.equal([]);
    });

    it('keeps records added while filtered in the whole set', () => {
      store.filter('name', 'zzz');
      store.add({ id: 9, name: 'new' });
      expect(store.getCount()).to.equal(1);
      store.clearFilter();
      expect(store.getCount()).to.equal(6);
    });
  });

  describe('grouping', () => {
    it('group(field) sorts by the group first and fires datachanged, refresh, groupchange(store, groupers)', () => {
      store.sort('age');
      const order: string[] = [];
      const groupchange = sinon.spy(() => order.push('groupchange'));
      store.on({
        groupchange,
        datachanged: () => order.push('datachanged'),
        refresh: () => order.push('refresh'),
      });
      store.group('city');
      expect(order).to.deep.equal(['datachanged', 'refresh', 'groupchange']);
      expect(groupchange.firstCall.args.slice(0, 2)).to.deep.equal([store, store.groupers]);
      expect(store.isGrouped()).to.equal(true);
      expect(store.getGroupField()).to.equal('city');
      expect(ids()).to.deep.equal([4, 2, 1, 3, 5]);
      expect(store.getGroupString(store.getAt(0)!)).to.equal('Capital City');
    });

    it('getGroups lists the groups in order with their records', () => {
      store.group('city', 'DESC');
      const groups = store.getGroups();
      expect(groups.map((g: any) => [g.name, g.children.map((r: any) => r.getId())])).to.deep.equal(
        [
          ['Springfield', [1, 3, 5]],
          ['Shelbyville', [2]],
          ['Capital City', [4]],
        ],
      );
      expect(store.getGroups('Shelbyville')!.children[0].getId()).to.equal(2);
      expect(store.getGroups('Nowhere')).to.equal(undefined);
    });

    it('group(field) again flips the direction; clearGrouping stops grouping', () => {
      store.group('city');
      store.group('city');
      expect(store.groupers[0].direction).to.equal('DESC');
      const groupchange = sinon.spy();
      store.on('groupchange', groupchange);
      store.clearGrouping();
      expect(store.isGrouped()).to.equal(false);
      expect(store.getGroups()).to.deep.equal([]);
      expect(groupchange.calledOnce).to.equal(true);
    });

    it('getGroupString is empty when the store is not grouped (as Ext JS 4)', () => {
      expect(store.getGroupString(store.getAt(0)!)).to.equal('');
    });

    it('tells groups apart by the text of their value: equal dates are one group', () => {
      const dated = make({
        fields: [{ name: 'day', type: 'date' }],
        groupField: 'day',
        data: [
          { id: 1, day: new Date(2024, 0, 2) },
          { id: 2, day: new Date(2024, 0, 1) },
          { id: 3, day: new Date(2024, 0, 2) },
        ],
      });
      const groups = dated.getGroups();
      expect(groups.map((g: any) => g.children.map((r: any) => r.getId()))).to.deep.equal([
        [2],
        [1, 3],
      ]);
      expect((groups[1].name as Date).getTime()).to.equal(new Date(2024, 0, 2).getTime());
      const first = dated.getGroups(String(new Date(2024, 0, 1)));
      expect(first!.children.map((r: any) => r.getId())).to.deep.equal([2]);
    });

    it('groupField groups from the start', () => {
      const grouped = make({
        model: 'Spec.sf.Person',
        proxy: 'memory',
        groupField: 'city',
        data: people(),
      });
      expect(grouped.getGroups().map((g: any) => g.name)).to.deep.equal([
        'Capital City',
        'Shelbyville',
        'Springfield',
      ]);
    });

    it('with remoteGroup reloads, then fires groupchange', () => {
      const remote = make({ model: 'Spec.sf.Person', proxy: 'specfake', remoteGroup: true });
      const proxy = remote.getProxy<FakeProxy>();
      const groupchange = sinon.spy();
      remote.on('groupchange', groupchange);
      remote.group('city');
      expect(proxy.calls[0].operation.groupers.map((g: any) => g.property)).to.deep.equal(['city']);
      expect(groupchange.called).to.equal(false);
      respond(proxy, proxy.calls[0], { rows: [] });
      expect(groupchange.calledOnce).to.equal(true);
    });
  });
});
