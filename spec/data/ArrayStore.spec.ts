import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { ArrayStore } from '../../classes/data/ArrayStore';
import { Store } from '../../classes/data/Store';
import { MemoryProxy } from '../../classes/data/proxy/Memory';
import { ArrayReader } from '../../classes/data/reader/Array';
import { JsonReader } from '../../classes/data/reader/Json';
import { def, useCleanup } from '../helpers';
import { useDom } from '../dom.helpers';

const states = () => [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
];

describe('Lib.data.ArrayStore', () => {
  useCleanup();
  const made: any[] = [];
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const track = <T>(store: T): T => {
    made.push(store);
    return store;
  };
  const make = (config: Record<string, any> = {}): ArrayStore =>
    track(
      Lib.create('Lib.data.ArrayStore', { fields: ['abbr', 'name'], data: states(), ...config }),
    );
  const values = (store: any, field = 'name') => store.getRange().map((r: any) => r.get(field));

  describe('registration', () => {
    it('is a Lib.data.Store registered as Lib.data.ArrayStore', () => {
      expect(Lib.ClassManager.get('Lib.data.ArrayStore')).to.equal(ArrayStore);
      expect(Lib.data.ArrayStore).to.equal(ArrayStore);
      expect(make()).to.be.instanceOf(Store);
    });

    it('is also known as Lib.data.SimpleStore, as a name and as a property', () => {
      expect(Lib.ClassManager.get('Lib.data.SimpleStore')).to.equal(ArrayStore);
      expect((Lib.data as any).SimpleStore).to.equal(ArrayStore);
      const store = track(Lib.create('Lib.data.SimpleStore', { fields: ['a'], data: [['x']] }));
      expect(store).to.be.instanceOf(ArrayStore);
      expect(store.getAt(0)!.get('a')).to.equal('x');
    });

    it('has the alias store.array, for Lib.create and Lib.createByAlias', () => {
      expect(Lib.ClassManager.getByAlias('store.array')).to.equal(ArrayStore);
      expect(Lib.ClassManager.getAliasesByName('Lib.data.ArrayStore')).to.deep.equal([
        'store.array',
      ]);
      const byCreate = track(Lib.create('store.array', { fields: ['a'], data: [['x']] }));
      const byAlias = track(Lib.createByAlias('store.array', { fields: ['a'], data: [['y']] }));
      expect(byCreate).to.be.instanceOf(ArrayStore);
      expect(byAlias).to.be.instanceOf(ArrayStore);
      expect(values(byAlias, 'a')).to.deep.equal(['y']);
    });

    it('makes a bare {type: "array"} ambiguous, naming the reader and the store', () => {
      expect(() => Lib.create({ type: 'array' })).to.throw(
        Lib.Error,
        /type 'array' is ambiguous: it matches 'reader\.array', 'store\.array'/,
      );
    });

    it('is what a store config of type array becomes (Lib.getStore, Lib.data.StoreManager.lookup)', () => {
      const store = track(
        Lib.data.StoreManager.lookup({ type: 'array', fields: ['a'], data: [['x'], ['y']] }),
      );
      expect(store).to.be.instanceOf(ArrayStore);
      expect(values(store, 'a')).to.deep.equal(['x', 'y']);
      expect(track(Lib.getStore({ type: 'array', fields: ['a'] }))).to.be.instanceOf(ArrayStore);
    });
  });

  describe('a config of a wrong type', () => {
    it('throws a TypeError naming Lib.data.ArrayStore and the config', () => {
      expect(() => Lib.create('Lib.data.ArrayStore', { pageSize: 'all' } as any)).to.throw(
        TypeError,
        /^\[Lib\.data\.ArrayStore\] config 'pageSize' must be a number of 0 or more, got 'all'/,
      );
      expect(() => Lib.create('Lib.data.ArrayStore', 42 as any)).to.throw(
        TypeError,
        /^\[Lib\.data\.ArrayStore\] config must be an object/,
      );
    });
  });

  describe('the default proxy', () => {
    it('is a memory proxy with an array reader', () => {
      const proxy = make().getProxy();
      expect(proxy).to.be.instanceOf(MemoryProxy);
      expect(proxy.getReader()).to.be.instanceOf(ArrayReader);
    });

    it('is one per store, and the class default is left as it was', () => {
      const a = make();
      const b = make();
      expect(a.getProxy()).to.not.equal(b.getProxy());
      expect(a.getProxy().getReader()).to.not.equal(b.getProxy().getReader());
      expect((ArrayStore.prototype as any).proxy).to.deep.equal({
        type: 'memory',
        reader: { type: 'array' },
      });
    });

    it('is used with a model too (not the model’s own proxy)', () => {
      def('Spec.arrayStore.State', {
        extend: 'Lib.data.Model',
        fields: ['abbr', 'name'],
        proxy: { type: 'ajax', url: '/states' },
      });
      const store = make({ fields: undefined, model: 'Spec.arrayStore.State' });
      expect(store.getProxy()).to.be.instanceOf(MemoryProxy);
      expect(store.getProxy().getReader()).to.be.instanceOf(ArrayReader);
      expect(store.getAt(0)).to.be.instanceOf(Lib.ClassManager.get('Spec.arrayStore.State'));
      expect(values(store)).to.deep.equal(['Alabama', 'Alaska']);
    });
  });

  describe('inline data', () => {
    it('reads each array by position into the fields, at once', () => {
      const store = make();
      expect(store.getCount()).to.equal(2);
      expect(store.getAt(0)!.get('abbr')).to.equal('AL');
      expect(store.getAt(0)!.get('name')).to.equal('Alabama');
      expect(store.getAt(1)!.get('abbr')).to.equal('AK');
      expect(store.getAt(1)!.get('name')).to.equal('Alaska');
    });

    it('fires load while constructing, and keeps each array as the record’s raw', () => {
      const load = sinon.spy();
      const store = make({ listeners: { load } });
      expect(load.calledOnce).to.equal(true);
      expect(store.getAt(0)!.raw).to.deep.equal(['AL', 'Alabama']);
    });

    it('converts through the field types and honours a field’s index mapping', () => {
      const store = make({
        fields: [
          { name: 'name', mapping: 1 },
          { name: 'population', type: 'int', mapping: 2 },
          { name: 'abbr', mapping: 0 },
        ],
        data: [['AL', 'Alabama', '4903185']],
      });
      expect(store.getAt(0)!.data).to.include({
        name: 'Alabama',
        population: 4903185,
        abbr: 'AL',
      });
    });

    it('gives saved records their id, so getById finds them', () => {
      const store = make({
        fields: [{ name: 'id', type: 'int' }, 'name'],
        data: [
          [1, 'Alabama'],
          [2, 'Alaska'],
        ],
      });
      expect(store.getById(2)!.get('name')).to.equal('Alaska');
      expect(store.getAt(0)!.phantom).to.equal(false);
    });

    it('takes an empty array, and missing positions get the field default', () => {
      expect(make({ data: [] }).getCount()).to.equal(0);
      const store = make({ data: [['AL']] });
      expect(store.getAt(0)!.get('name')).to.equal('');
    });

    it('sorts by the configured sorters after reading', () => {
      const store = make({ sorters: [{ property: 'abbr', direction: 'ASC' }] });
      expect(values(store, 'abbr')).to.deep.equal(['AK', 'AL']);
    });
  });

  describe('#loadData', () => {
    it('replaces the records with rows given as arrays', () => {
      const store = make();
      store.loadData([
        ['AZ', 'Arizona'],
        ['AR', 'Arkansas'],
      ]);
      expect(values(store)).to.deep.equal(['Arizona', 'Arkansas']);
      expect(store.getAt(0)!.get('abbr')).to.equal('AZ');
      expect(store.getAt(0)!.raw).to.deep.equal(['AZ', 'Arizona']);
    });

    it('appends with append = true', () => {
      const store = make();
      store.loadData([['AZ', 'Arizona']], true);
      expect(values(store)).to.deep.equal(['Alabama', 'Alaska', 'Arizona']);
    });

    it('fires datachanged and refresh, not load or add', () => {
      const store = make();
      const fired: string[] = [];
      for (const name of ['datachanged', 'refresh', 'load', 'add']) {
        store.on(name, () => fired.push(name));
      }
      store.loadData([['AZ', 'Arizona']]);
      expect(fired).to.deep.equal(['datachanged', 'refresh']);
    });

    it('makes rows without an id new (phantom) records and rows with one saved records', () => {
      const store = make({ fields: [{ name: 'id', type: 'int' }, 'name'], data: [] });
      store.loadData([
        [7, 'Seven'],
        [null, 'New'],
      ]);
      expect(store.getAt(0)!.phantom).to.equal(false);
      expect(store.getById(7)!.get('name')).to.equal('Seven');
      expect(store.getAt(1)!.phantom).to.equal(true);
      expect(store.getNewRecords()).to.deep.equal([store.getAt(1)]);
    });

    it('honours index and function mappings as the reader does', () => {
      const store = make({
        fields: [
          { name: 'name', mapping: 1 },
          { name: 'abbr', mapping: '0' },
          { name: 'label', mapping: (row: string[]) => `${row[1]} (${row[0]})` },
        ],
        data: [],
      });
      store.loadData([['AZ', 'Arizona']]);
      expect(store.getAt(0)!.data).to.include({
        name: 'Arizona',
        abbr: 'AZ',
        label: 'Arizona (AZ)',
      });
    });

    it('still takes data objects and records', () => {
      const store = make();
      const record = store.getAt(0);
      store.loadData([{ abbr: 'AZ', name: 'Arizona' }, record, ['AR', 'Arkansas']]);
      expect(values(store)).to.deep.equal(['Arizona', 'Alabama', 'Arkansas']);
      expect(store.getAt(1)).to.equal(record);
    });

    it('reads a field named like an Object.prototype member from the row only', () => {
      const store = make({ fields: ['toString', 'valueOf'], data: [] });
      store.loadData([['a', 'b'], []]);
      expect(store.getAt(0)!.get('toString')).to.equal('a');
      expect(store.getAt(0)!.get('valueOf')).to.equal('b');
      expect(store.getAt(1)!.get('toString')).to.equal('');
      expect(store.getAt(1)!.get('valueOf')).to.equal('');
    });

    it('throws a TypeError for something that is not an array of rows', () => {
      const store = make();
      expect(() => store.loadData('AL' as any)).to.throw(TypeError, /loadData.*expects an array/);
      expect(() => store.loadData([42])).to.throw(TypeError, /expects a record or a data object/);
    });
  });

  describe('#add and #insert', () => {
    it('take rows given as arrays, as new records', () => {
      const store = make();
      const [added] = store.add([['AZ', 'Arizona']]);
      expect(added.get('name')).to.equal('Arizona');
      expect(added.phantom).to.equal(true);
      store.insert(0, [['AR', 'Arkansas']]);
      expect(values(store)).to.deep.equal(['Arkansas', 'Alabama', 'Alaska', 'Arizona']);
    });
  });

  describe('a proxy in the config', () => {
    it('replaces the default one entirely', () => {
      const store = make({
        proxy: { type: 'memory', reader: { type: 'json', root: 'items' } },
        data: { items: [{ abbr: 'AZ', name: 'Arizona' }] },
      });
      expect(store.getProxy().getReader()).to.be.instanceOf(JsonReader);
      expect(store.getProxy().getReader()).to.not.be.instanceOf(ArrayReader);
      expect(values(store)).to.deep.equal(['Arizona']);
    });

    it('as a type string, gets that proxy’s own default reader (json), as in Ext JS 4', () => {
      const store = make({ proxy: 'memory', data: [{ abbr: 'AZ', name: 'Arizona' }] });
      expect(store.getProxy().getReader()).to.be.instanceOf(JsonReader);
      expect(store.getProxy().getReader()).to.not.be.instanceOf(ArrayReader);
      expect(values(store)).to.deep.equal(['Arizona']);
    });

    it('as an instance, is used as is', () => {
      const proxy = Lib.create('proxy.memory', { reader: { type: 'array' } });
      const store = make({ proxy });
      expect(store.getProxy()).to.equal(proxy);
      expect(values(store)).to.deep.equal(['Alabama', 'Alaska']);
    });

    it('from a subclass body replaces the default one too', () => {
      def('Spec.arrayStore.Remote', {
        extend: 'Lib.data.ArrayStore',
        proxy: { type: 'ajax', url: '/states', reader: { type: 'array' } },
      });
      const store = track(Lib.create('Spec.arrayStore.Remote', { fields: ['abbr', 'name'] }));
      expect(store.getProxy()).to.be.instanceOf(Lib.data.proxy.Ajax);
      expect(store.getProxy().getReader()).to.be.instanceOf(ArrayReader);
    });

    it('that is not a memory proxy makes inline rows new records', () => {
      const store = make({ proxy: { type: 'ajax', url: '/states', reader: 'array' } });
      expect(values(store)).to.deep.equal(['Alabama', 'Alaska']);
      expect(store.getNewRecords()).to.have.length(2);
    });
  });

  describe('in a grid', () => {
    useDom();

    it('is made from a store config of type array, and its rows are shown', () => {
      const grid: any = Lib.create('Lib.grid.Panel', {
        renderTo: document.body,
        width: 300,
        height: 200,
        columns: [
          { header: 'Abbr', dataIndex: 'abbr' },
          { header: 'Name', dataIndex: 'name', flex: 1 },
        ],
        store: { type: 'array', fields: ['abbr', 'name'], data: states() },
      });
      const store = grid.getStore();
      expect(store).to.be.instanceOf(ArrayStore);
      const cells = Array.from(document.querySelectorAll('.x-grid-row .x-grid-cell-inner'));
      expect(cells.map((cell) => cell.textContent)).to.deep.equal([
        'AL',
        'Alabama',
        'AK',
        'Alaska',
      ]);
      grid.destroy();
      expect(store.isDestroyed).to.equal(true);
    });
  });

  describe('#destroy', () => {
    it('undefines the implicit model', () => {
      const store = Lib.create('Lib.data.ArrayStore', { fields: ['a'], data: [['x']] });
      const name = store.model.$className;
      expect(Lib.ClassManager.isCreated(name)).to.equal(true);
      store.destroy();
      expect(Lib.ClassManager.isCreated(name)).to.equal(false);
    });
  });
});
