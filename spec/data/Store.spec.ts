import { expect } from 'chai';
import sinon from 'sinon';
import type { Model } from '../../classes/data/Model';
import Lib from '../../index';
import { Store } from '../../classes/data/Store';
import type { MemoryProxy } from '../../classes/data/proxy/Memory';
import { defineFakeProxy, undefineFakeProxy, storeTracker, type FakeProxy } from './Store.fakes';

const simpsons = () => [
  { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' },
  { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234' },
  { name: 'Homer', email: 'home@simpsons.com', phone: '555-222-1244' },
  { name: 'Marge', email: 'marge@simpsons.com', phone: '555-222-1254' },
];

describe('Lib.data.Store', () => {
  const make = storeTracker();

  before(() => {
    defineFakeProxy();
    Lib.define('Spec.store.User', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'string' },
        { name: 'age', type: 'int' },
      ],
      proxy: 'memory',
    });
  });
  after(() => {
    Lib.undefine('Spec.store.User');
    undefineFakeProxy();
  });

  describe('the store example of the spec', () => {
    let store: Store;
    beforeEach(() => {
      store = Lib.create('Lib.data.Store', {
        storeId: 'simpsonsStore',
        fields: ['name', 'email', 'phone'],
        data: {
          items: [
            { name: 'Lisa', email: 'lisa@simpsons.com', phone: '555-111-1224' },
            { name: 'Bart', email: 'bart@simpsons.com', phone: '555-222-1234' },
            { name: 'Homer', email: 'home@simpsons.com', phone: '555-222-1244' },
            { name: 'Marge', email: 'marge@simpsons.com', phone: '555-222-1254' },
          ],
        },
        proxy: { type: 'memory', reader: { type: 'json', root: 'items' } },
      });
    });
    afterEach(() => store.destroy());

    it('loads the four rows at once, in order, as records of an implicit model', () => {
      expect(store.getCount()).to.equal(4);
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal([
        'Lisa',
        'Bart',
        'Homer',
        'Marge',
      ]);
      expect(store.getAt(2)!.get('email')).to.equal('home@simpsons.com');
      expect(store.getAt(3)!.get('phone')).to.equal('555-222-1254');
      expect(store.getAt(0)!.isModel).to.equal(true);
      expect(store.model.$className).to.equal('Lib.data.Store.ImplicitModel-simpsonsStore');
      expect(store.model.getFields().map((f: any) => f.name)).to.deep.equal([
        'name',
        'email',
        'phone',
        'id',
      ]);
    });

    it('reads the rows through a memory proxy and a json reader rooted at items', () => {
      expect(store.getProxy()).to.be.instanceOf(Lib.data.proxy.Memory);
      expect(store.getProxy().getReader()).to.be.instanceOf(Lib.data.reader.Json);
      expect(store.getProxy().getReader().root).to.equal('items');
      expect(store.getProxy().getReader().getModel()).to.equal(store.model);
      expect(store.getTotalCount()).to.equal(4);
    });

    it('makes records that are not new (not phantom) and not dirty', () => {
      store.each((record: any) => {
        expect(record.phantom).to.equal(false);
        expect(record.dirty).to.equal(false);
      });
      expect(store.getNewRecords()).to.deep.equal([]);
      expect(store.getModifiedRecords()).to.deep.equal([]);
    });

    it('registers the store under simpsonsStore', () => {
      expect(Lib.data.StoreManager.lookup('simpsonsStore')).to.equal(store);
      expect((Lib as any).getStore('simpsonsStore')).to.equal(store);
    });

    it('is not loading and has page 1', () => {
      expect(store.isLoading()).to.equal(false);
      expect(store.currentPage).to.equal(1);
      expect(store.pageSize).to.equal(25);
    });
  });

  describe('construction', () => {
    it('is created by class name, by alias store.store and with new', () => {
      expect(make({ fields: ['a'] })).to.be.instanceOf(Store);
      const byAlias = Lib.createByAlias('store.store', { fields: ['a'] });
      expect(byAlias).to.be.instanceOf(Store);
      byAlias.destroy();
      const direct = new Store({ fields: ['a'] });
      expect(direct.isStore).to.equal(true);
      direct.destroy();
    });

    it('uses a model given by name or by class, and the model proxy when none is given', () => {
      const byName = make({ model: 'Spec.store.User' });
      expect(byName.model).to.equal(Lib.ClassManager.get('Spec.store.User'));
      expect(byName.getProxy()).to.be.instanceOf(Lib.data.proxy.Memory);
      expect(byName.getProxy()).to.equal(byName.model.getProxy());
      const byClass = make({ model: Lib.ClassManager.get('Spec.store.User') });
      expect(byClass.model).to.equal(byName.model);
    });

    it('accepts a proxy as a type, a config (given the model) or an instance', () => {
      const byType = make({ model: 'Spec.store.User', proxy: 'memory' });
      expect(byType.getProxy().getModel()).to.equal(byType.model);
      const config: any = { type: 'memory' };
      const byConfig = make({ model: 'Spec.store.User', proxy: config });
      expect(byConfig.getProxy().getModel()).to.equal(byConfig.model);
      expect(config.model, 'the config is completed with the model').to.equal(byConfig.model);
      const instance = Lib.create('proxy.memory', {});
      const byInstance = make({ model: 'Spec.store.User', proxy: instance });
      expect(byInstance.getProxy()).to.equal(instance);
      expect(instance.getModel()).to.equal(byInstance.model);
    });

    it('takes the model of a proxy instance when given neither model nor fields', () => {
      const proxy = Lib.create('proxy.memory', { model: 'Spec.store.User' });
      const store = make({ proxy });
      expect(store.model).to.equal(Lib.ClassManager.get('Spec.store.User'));
    });

    it("gives the implicit model of fields the store's proxy config", () => {
      const store = make({
        storeId: 'specImplicitProxy',
        fields: ['a'],
        proxy: { type: 'specfake' },
      });
      const modelProxy = store.model.getProxy();
      expect(modelProxy.isProxy).to.equal(true);
      expect((modelProxy as unknown as { calls: unknown[] }).calls).to.deep.equal([]);
      expect(modelProxy.getModel()).to.equal(store.model);
      expect(store.getProxy().getModel()).to.equal(store.model);
    });

    it('gives fields an implicit model with a memory proxy by default', () => {
      const store = make({ fields: ['a', { name: 'b', type: 'int' }] });
      expect(store.implicitModel).to.equal(true);
      expect(store.getProxy()).to.be.instanceOf(Lib.data.proxy.Memory);
      expect(store.add({ a: 1, b: '2' })[0].get('b')).to.equal(2);
    });

    it('works with no config at all', () => {
      const store = make();
      expect(store.getCount()).to.equal(0);
      expect(store.model.getFields().map((f: any) => f.name)).to.deep.equal(['id']);
      expect(store.add({ id: 1 })[0].getId()).to.equal(1);
      expect(store.getCount()).to.equal(1);
    });

    it('registers under `id` as well as `storeId`, and unregisters when destroyed', () => {
      const store = Lib.create('Lib.data.Store', { id: 'specById', fields: ['a'] });
      expect(store.storeId).to.equal('specById');
      expect(Lib.data.StoreManager.lookup('specById')).to.equal(store);
      store.destroy();
      expect(Lib.data.StoreManager.lookup('specById')).to.equal(undefined);
      expect(store.isDestroyed).to.equal(true);
    });

    it('forgets its implicit model when destroyed', () => {
      const store = Lib.create('Lib.data.Store', { storeId: 'specImplicit', fields: ['a'] });
      const name = store.model.$className;
      expect(Lib.ClassManager.get(name)).to.equal(store.model);
      store.destroy();
      expect(Lib.ClassManager.get(name)).to.equal(null);
    });

    it('copies the other config keys onto the store and adds its listeners', () => {
      const load = sinon.spy();
      const store = make({ fields: ['a'], pageSize: 10, listeners: { load } });
      expect(store.pageSize).to.equal(10);
      store.load();
      expect(load.calledOnce).to.equal(true);
    });

    describe('wrong config types fail with an error naming Lib.data.Store and the config', () => {
      const cases: Array<[string, any, RegExp]> = [
        ['autoSync', { autoSync: 'yes' }, /config 'autoSync' must be a boolean, got/],
        ['remoteSort', { remoteSort: 1 }, /config 'remoteSort' must be a boolean/],
        ['remoteFilter', { remoteFilter: 'false' }, /config 'remoteFilter' must be a boolean/],
        ['storeId', { storeId: 5 }, /config 'storeId' must be a non-empty string, got 5/],
        ['pageSize', { pageSize: '25' }, /config 'pageSize' must be a number of 0 or more/],
        ['pageSize (negative)', { pageSize: -1 }, /config 'pageSize'/],
        ['fields', { fields: 'name,email' }, /config 'fields' must be an array/],
        ['model', { model: 42 }, /config 'model' must be a model class or its name/],
        ['proxy', { proxy: 7 }, /config 'proxy' must be a proxy type/],
        [
          'autoLoad',
          { autoLoad: 'yes' },
          /config 'autoLoad' must be a boolean or an options object/,
        ],
        ['data', { data: 'rows' }, /config 'data' must be an array of rows/],
        ['groupDir', { groupDir: 'up' }, /config 'groupDir' must be 'ASC' or 'DESC'/],
        ['groupField', { groupField: 3 }, /config 'groupField' must be a field name/],
      ];
      for (const [name, config, message] of cases) {
        it(name, () => {
          expect(() => Lib.create('Lib.data.Store', config))
            .to.throw(TypeError, message)
            .with.property('message')
            .that.matches(/^\[Lib\.data\.Store\]/);
        });
      }

      it('a config that is no object', () => {
        expect(() => new Store('users' as any)).to.throw(
          TypeError,
          /\[Lib\.data\.Store\] config must be an object/,
        );
      });

      it('a model name that is not registered (a Lib.Error)', () => {
        expect(() => Lib.create('Lib.data.Store', { model: 'Spec.store.Usr' })).to.throw(
          Lib.Error,
          /\[Lib\.data\.Store\] config 'model': 'Spec\.store\.Usr' is not a registered class/,
        );
      });
    });
  });

  describe('inline data', () => {
    it('with a memory proxy is loaded at once, firing beforeload, datachanged, refresh, load', () => {
      const events: string[] = [];
      const listeners: any = {};
      for (const name of ['beforeload', 'datachanged', 'refresh', 'load', 'add']) {
        listeners[name] = () => events.push(name);
      }
      const store = make({ model: 'Spec.store.User', data: [{ id: 1, name: 'Ada' }], listeners });
      expect(events).to.deep.equal(['beforeload', 'datachanged', 'refresh', 'load']);
      expect(store.getAt(0)!.phantom).to.equal(false);
      expect(store.getProxy<MemoryProxy>().data).to.deep.equal([{ id: 1, name: 'Ada' }]);
    });

    it('with any other proxy is added as new records that a sync will create', () => {
      const store = make({
        model: 'Spec.store.User',
        proxy: 'specfake',
        data: [{ name: 'Ada' }, { id: 2, name: 'Bob' }],
      });
      expect(store.getCount()).to.equal(2);
      expect(store.getAt(0)!.phantom).to.equal(true);
      expect(store.getAt(1)!.phantom).to.equal(false);
      expect(store.getNewRecords()).to.deep.equal([store.getAt(0)]);
    });

    it('is sorted by the configured sorters', () => {
      const store = make({
        model: 'Spec.store.User',
        sorters: ['name'],
        data: [
          { id: 1, name: 'b' },
          { id: 2, name: 'A' },
        ],
      });
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal(['A', 'b']);
    });
  });

  describe('autoLoad', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it('loads 1 ms after creation, not synchronously', () => {
      const store = make({ model: 'Spec.store.User', proxy: 'specfake', autoLoad: true });
      const proxy = store.getProxy<FakeProxy>();
      expect(proxy.calls).to.have.length(0);
      clock.tick(0);
      expect(proxy.calls).to.have.length(0);
      clock.tick(1);
      expect(proxy.calls).to.have.length(1);
      expect(proxy.calls[0].action).to.equal('read');
    });

    it('passes an options object to load', () => {
      const store = make({
        model: 'Spec.store.User',
        proxy: 'specfake',
        autoLoad: { params: { q: 'x' }, page: 3 },
      });
      clock.tick(1);
      const op = store.getProxy<FakeProxy>().calls[0].operation;
      expect(op.params).to.deep.equal({ q: 'x' });
      expect(op.page).to.equal(3);
      expect(op.start).to.equal(50);
    });

    it('lets a listener added right after creation see the load', () => {
      const store = make({
        fields: ['a'],
        proxy: { type: 'memory', data: [{ a: 1 }] },
        autoLoad: true,
      });
      const load = sinon.spy();
      store.on('load', load);
      clock.tick(1);
      expect(load.calledOnce).to.equal(true);
      expect(store.getCount()).to.equal(1);
    });

    it('does not load a store destroyed before the timer fires, nor one with inline data', () => {
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.store.User',
        proxy: 'specfake',
        autoLoad: true,
      });
      const proxy = store.getProxy<FakeProxy>();
      store.destroy();
      clock.tick(5);
      expect(proxy.calls).to.have.length(0);
      const inline = make({
        model: 'Spec.store.User',
        proxy: 'specfake',
        autoLoad: true,
        data: [{ name: 'a' }],
      });
      clock.tick(5);
      expect(inline.getProxy<FakeProxy>().calls).to.have.length(0);
    });
  });

  describe('#add / #insert', () => {
    it('turns data objects into records, appends them and fires add(store, records, index) then datachanged', () => {
      const store = make({ model: 'Spec.store.User', data: [{ id: 1, name: 'a' }] });
      const add = sinon.spy();
      const datachanged = sinon.spy();
      store.on({ add, datachanged });
      const added = store.add({ name: 'b' }, { id: 3, name: 'c' });
      expect(added).to.have.length(2);
      expect(added[0].get('name')).to.equal('b');
      expect(added[0].phantom).to.equal(true);
      expect(add.calledOnce).to.equal(true);
      expect(add.firstCall.args.slice(0, 3)).to.deep.equal([store, added, 1]);
      expect(datachanged.calledOnce).to.equal(true);
      expect(datachanged.firstCall.args[0]).to.equal(store);
      expect(datachanged.calledAfter(add)).to.equal(true);
      expect(store.getCount()).to.equal(3);
    });

    it('accepts an array and existing records', () => {
      const store = make({ model: 'Spec.store.User' });
      const record = Lib.create('Spec.store.User', { id: 9, name: 'z' });
      expect(store.add([record, { name: 'y' }])[0]).to.equal(record);
      expect(record.store).to.equal(store);
    });

    it('puts records where they sort when the store is sorted locally', () => {
      const store = make({
        model: 'Spec.store.User',
        sorters: ['name'],
        data: [
          { id: 1, name: 'a' },
          { id: 2, name: 'c' },
        ],
      });
      const add = sinon.spy();
      store.on('add', add);
      store.add({ name: 'B' });
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal(['a', 'B', 'c']);
      expect(add.firstCall.args[2]).to.equal(1);
    });

    it('inserts at an index', () => {
      const store = make({
        model: 'Spec.store.User',
        data: [
          { id: 1, name: 'a' },
          { id: 2, name: 'c' },
        ],
      });
      const add = sinon.spy();
      store.on('add', add);
      const inserted = store.insert(1, { name: 'b' });
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal(['a', 'b', 'c']);
      expect(add.firstCall.args.slice(0, 3)).to.deep.equal([store, inserted, 1]);
    });

    it('sets modelDefaults on every record added or inserted, before add fires', () => {
      const store = make({ model: 'Spec.store.User', modelDefaults: { age: 40 } });
      const seen: unknown[] = [];
      store.on('add', (_s: Store, records: any[]) => seen.push(records[0].get('age')));
      const [a] = store.add({ name: 'a', age: 1 });
      const [b] = store.insert(0, Lib.create('Spec.store.User', { id: 5 }));
      expect([a.get('age'), b.get('age')]).to.deep.equal([40, 40]);
      expect(seen).to.deep.equal([40, 40]);
    });

    it('rejects what is neither a record nor a data object', () => {
      const store = make({ model: 'Spec.store.User' });
      expect(() => store.add(5 as never)).to.throw(
        TypeError,
        /\[Lib\.data\.Store#add\] expects a record or a data object, got 5/,
      );
    });
  });

  describe('#remove / #removeAt / #removeAll', () => {
    let store: Store;
    beforeEach(() => {
      store = make({
        model: 'Spec.store.User',
        data: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
          { id: 3, name: 'c' },
          { id: 4, name: 'd' },
        ],
      });
    });

    it('fires remove(store, record, index, isMove) per record in index order, then bulkremove and datachanged', () => {
      const [a, , c] = store.getRange();
      const remove = sinon.spy();
      const bulkremove = sinon.spy();
      const datachanged = sinon.spy();
      store.on({ remove, bulkremove, datachanged });
      store.remove([c, a]);
      expect(remove.callCount).to.equal(2);
      expect(remove.firstCall.args.slice(0, 4)).to.deep.equal([store, a, 0, false]);
      // c was at 2, and at 1 once a was gone.
      expect(remove.secondCall.args.slice(0, 4)).to.deep.equal([store, c, 1, false]);
      expect(bulkremove.calledOnce).to.equal(true);
      expect(bulkremove.firstCall.args.slice(0, 4)).to.deep.equal([store, [a, c], [0, 2], false]);
      expect(datachanged.calledOnce).to.equal(true);
      expect(datachanged.calledAfter(bulkremove)).to.equal(true);
      expect(store.getRange().map((r) => r.get('id'))).to.deep.equal([2, 4]);
    });

    it('keeps removed saved records for a sync to destroy, but not new ones', () => {
      const fresh = store.add({ name: 'new' })[0];
      const b = store.getAt(1);
      store.remove(b!);
      store.remove(fresh);
      expect(store.getRemovedRecords()).to.deep.equal([b]);
      expect(b!.store).to.equal(null);
    });

    it('a move (isMove) keeps the record off the removed list', () => {
      const b = store.getAt(1);
      const remove = sinon.spy();
      store.on('remove', remove);
      store.remove(b!, true);
      expect(remove.firstCall.args.slice(0, 4)).to.deep.equal([store, b, 1, true]);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      store.insert(3, b!);
      expect(store.indexOf(b!)).to.equal(3);
    });

    it('accepts an index', () => {
      const b = store.getAt(1);
      store.remove(1);
      expect(store.indexOf(b!)).to.equal(-1);
    });

    it('removeAt(index) fires remove; removeAt(index, count) fires only bulkremove', () => {
      const remove = sinon.spy();
      const bulkremove = sinon.spy();
      store.on({ remove, bulkremove });
      store.removeAt(0);
      expect(remove.callCount).to.equal(1);
      const [b, c] = store.getRange();
      store.removeAt(0, 2);
      expect(remove.callCount).to.equal(1);
      expect(bulkremove.secondCall.args.slice(0, 4)).to.deep.equal([store, [b, c], [0, 1], false]);
      expect(store.getCount()).to.equal(1);
    });

    it('removeAll fires bulkremove, datachanged and clear(store), no remove', () => {
      const all = store.getRange();
      const order: string[] = [];
      const spies: Record<string, sinon.SinonSpy> = {};
      for (const name of ['remove', 'bulkremove', 'datachanged', 'clear']) {
        spies[name] = sinon.spy(() => order.push(name));
        store.on(name, spies[name]);
      }
      store.removeAll();
      expect(order).to.deep.equal(['bulkremove', 'datachanged', 'clear']);
      expect(spies.bulkremove.firstCall.args.slice(0, 4)).to.deep.equal([
        store,
        all,
        [0, 1, 2, 3],
        false,
      ]);
      expect(spies.clear.firstCall.args.slice(0, 1)).to.deep.equal([store]);
      expect(store.getCount()).to.equal(0);
      expect(store.getRemovedRecords()).to.deep.equal(all);
    });

    it('removeAll(true) is silent', () => {
      const listener = sinon.spy();
      store.on({ bulkremove: listener, datachanged: listener, clear: listener });
      store.removeAll(true);
      expect(listener.called).to.equal(false);
      expect(store.getCount()).to.equal(0);
    });

    it('removeAll on a filtered store removes the records in view only (as Ext JS 4)', () => {
      store.filter('name', 'a');
      store.removeAll();
      expect(store.getCount()).to.equal(0);
      store.clearFilter();
      expect(store.getRange().map((r) => r.get('name'))).to.deep.equal(['b', 'c', 'd']);
    });

    it('removes a record filtered out of view from the whole set, silently', () => {
      const d = store.getAt(3);
      store.filter('name', 'a');
      const remove = sinon.spy();
      store.on('remove', remove);
      store.remove(d!);
      store.clearFilter();
      expect(store.indexOf(d!)).to.equal(-1);
      expect(store.getRemovedRecords()).to.deep.equal([d]);
      expect(remove.called).to.equal(false);
    });

    it('a removed record added back is no longer to be destroyed', () => {
      const a = store.getAt(0);
      store.remove(a!);
      store.add(a!);
      expect(store.getRemovedRecords()).to.deep.equal([]);
    });
  });

  describe('access', () => {
    let store: Store;
    beforeEach(() => {
      store = make({
        model: 'Spec.store.User',
        data: [
          { id: 1, name: 'Bart', age: 10 },
          { id: 2, name: 'lisa', age: 8 },
          { id: 3, name: 'Homer', age: 39 },
          { id: 4, name: 'Marge', age: 36 },
          { id: 5, name: 'Barney', age: 40 },
        ],
      });
    });

    it('finds a record by its old id again after an id change is rejected or cancelled', () => {
      const bart = store.getById(1);
      bart!.set('id', 50);
      expect(store.getById(50)).to.equal(bart);
      bart!.reject();
      expect(bart!.getId()).to.equal(1);
      expect(store.getById(1)).to.equal(bart);
      expect(store.getById(50)).to.equal(null);

      bart!.beginEdit();
      bart!.set('id', 60);
      bart!.cancelEdit();
      expect(store.getById(1)).to.equal(bart);
      expect(store.getById(60)).to.equal(null);
    });

    it('getAt, indexOf, getCount, getRange, first and last', () => {
      const homer = store.getAt(2);
      expect(homer!.get('name')).to.equal('Homer');
      expect(store.indexOf(homer!)).to.equal(2);
      expect(store.indexOf(Lib.create('Spec.store.User', { id: 3 }))).to.equal(-1);
      expect(store.getCount()).to.equal(5);
      expect(store.getRange(1, 2).map((r) => r.get('id'))).to.deep.equal([2, 3]);
      expect(store.first()!.get('id')).to.equal(1);
      expect(store.last()!.get('id')).to.equal(5);
      expect(store.getAt(9)).to.equal(undefined);
    });

    describe('#getById', () => {
      it('compares strictly: getById(1) finds id 1, getById("1") does not', () => {
        expect(store.getById(1)!.get('name')).to.equal('Bart');
        expect(store.getById('1')).to.equal(null);
        expect(store.getById(99)).to.equal(null);
      });

      it('searches the records filtered out of view too', () => {
        store.filter('name', 'ho');
        expect(store.getCount()).to.equal(1);
        expect(store.getById(4)!.get('name')).to.equal('Marge');
        expect(store.indexOfId(4)).to.equal(-1);
        expect(store.indexOfId(3)).to.equal(0);
      });

      it('follows adds, removals and id changes', () => {
        const added = store.add({ id: 6, name: 'Maggie' })[0];
        expect(store.getById(6)).to.equal(added);
        store.remove(added);
        expect(store.getById(6)).to.equal(null);
        const fresh = store.add({ name: 'Abe' })[0];
        expect(store.getById(undefined)).to.equal(null);
        fresh.setId(70);
        expect(store.getById(70)).to.equal(fresh);
        expect(store.getByInternalId(70)).to.equal(fresh);
      });
    });

    describe('#find', () => {
      it('matches a case-insensitive prefix by default', () => {
        expect(store.find('name', 'bar')).to.equal(0);
        expect(store.find('name', 'LIS')).to.equal(1);
        expect(store.find('name', 'isa')).to.equal(-1);
      });

      it('starts at an index', () => {
        expect(store.find('name', 'bar', 1)).to.equal(4);
      });

      it('anyMatch, caseSensitive and exactMatch change the match', () => {
        expect(store.find('name', 'isa', 0, true)).to.equal(1);
        expect(store.find('name', 'Lis', 0, false, true)).to.equal(-1);
        expect(store.find('name', 'Bar', 0, false, false, true)).to.equal(-1);
        expect(store.find('name', 'bart', 0, false, false, true)).to.equal(0);
      });

      it('uses a RegExp as it is, and finds nothing for an empty value', () => {
        expect(store.find('name', /ney$/)).to.equal(4);
        expect(store.find('name', '')).to.equal(-1);
        expect(store.find('name', null)).to.equal(-1);
      });

      it('findRecord, findExact, findBy', () => {
        expect(store.findRecord('name', 'hom')!.get('id')).to.equal(3);
        expect(store.findRecord('name', 'zzz')).to.equal(null);
        expect(store.findExact('age', 39)).to.equal(2);
        expect(store.findExact('age', '39')).to.equal(-1);
        const fn = sinon.spy((record: any) => record.get('age') > 30);
        expect(store.findBy(fn)).to.equal(2);
        expect(fn.firstCall.args).to.deep.equal([store.getAt(0), 1]);
        expect(fn.firstCall.thisValue).to.equal(store);
        expect(store.findBy((r: any) => r.get('age') > 30, null, 3)).to.equal(3);
      });
    });

    it('query and queryBy return collections of all matching records', () => {
      store.filter('name', 'ho');
      expect(store.query('name', 'bar').items.map((r: any) => r.get('id'))).to.deep.equal([1, 5]);
      expect(store.queryBy((r: any) => r.get('age') < 20).getCount()).to.equal(2);
    });

    it('each calls fn(record, index, count) and stops on false', () => {
      const seen: any[] = [];
      store.each((record: any, index: number, count: number) => {
        seen.push([record.get('id'), index, count]);
        return index < 1;
      });
      expect(seen).to.deep.equal([
        [1, 0, 5],
        [2, 1, 5],
      ]);
    });

    it('collect, sum, min, max, average and count', () => {
      store.add({ id: 6, name: 'Bart', age: 0 });
      expect(store.collect('name')).to.deep.equal(['Bart', 'lisa', 'Homer', 'Marge', 'Barney']);
      expect(store.sum('age')).to.equal(133);
      expect(store.min('age')).to.equal(0);
      expect(store.max('age')).to.equal(40);
      expect(store.average('age')).to.be.closeTo(133 / 6, 1e-9);
      expect(store.count()).to.equal(6);
      store.removeAll();
      expect(store.min('age')).to.equal(undefined);
      expect(store.average('age')).to.equal(0);
    });

    it('collect tells values apart by their text, as Ext JS 4: two equal dates count once', () => {
      const store2 = make({
        fields: [{ name: 'day', type: 'date' }, 'code'],
        data: [
          { id: 1, day: new Date(2024, 0, 1), code: 1 },
          { id: 2, day: new Date(2024, 0, 1), code: '1' },
          { id: 3, day: new Date(2024, 0, 2), code: [] },
        ],
      });
      expect(store2.collect('day').map((d: any) => d.getDate())).to.deep.equal([1, 2]);
      expect(store2.collect('code')).to.deep.equal([1]);
      expect(store2.collect('code', true)).to.deep.equal([1, []]);
    });

    it('sum, min, max, average, count, first and last give values by group with grouped on a grouped store', () => {
      store.getById(5)!.set('name', 'Bart');
      store.group('name');
      expect(store.sum('age', true)).to.deep.equal({ Bart: 50, Homer: 39, Marge: 36, lisa: 8 });
      expect(store.count(true)).to.deep.equal({ Bart: 2, Homer: 1, Marge: 1, lisa: 1 });
      expect((store.min('age', true) as Record<string, number>).Bart).to.equal(10);
      expect((store.max('age', true) as Record<string, number>).Bart).to.equal(40);
      expect((store.average('age', true) as any).Bart).to.equal(25);
      expect((store.first(true) as Record<string, Model>).Bart.getId()).to.equal(1);
      expect((store.last(true) as Record<string, Model>).Bart.getId()).to.equal(5);
      // Not grouped, `grouped` changes nothing.
      store.clearGrouping();
      expect(store.sum('age', true)).to.equal(133);
      expect(store.count(true)).to.equal(5);
      expect((store.first(true) as Model).getId()).to.equal(store.getAt(0)!.getId());
    });

    it('aggregate(fn, scope, grouped, args) calls fn(records, ...args), per group when grouped', () => {
      const fn = sinon.spy((records: any[], field: string) => records.length + field);
      const scope = {};
      expect(store.aggregate(fn, scope, false, ['!'])).to.equal('5!');
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.firstCall.args[0]).to.deep.equal(store.getRange());
      store.group('age');
      expect(store.aggregate((records: any[]) => records.length, null, true)).to.deep.equal({
        8: 1,
        10: 1,
        36: 1,
        39: 1,
        40: 1,
      });
    });

    it('collect skips empty values unless allowNull, and sees filtered-out ones with bypassFilter', () => {
      store.add({ id: 7, name: '' });
      expect(store.collect('name')).to.not.include('');
      expect(store.collect('name', true)).to.include('');
      store.filter('name', 'ho');
      expect(store.collect('name')).to.deep.equal(['Homer']);
      expect(store.collect('name', false, true)).to.have.length(5);
    });
  });

  describe('subclasses', () => {
    afterEach(() => Lib.undefine('Spec.store.Custom'));

    it('can override members of its parent class and its sortable mixin and call the parent', () => {
      Lib.define('Spec.store.Custom', {
        extend: 'Lib.data.Store',
        find(this: any, ...args: any[]) {
          return this.callParent(args) + 100;
        },
        sort(this: any, ...args: any[]) {
          this.sorted = true;
          return this.callParent(args);
        },
      });
      const store: any = Lib.create('Spec.store.Custom', {
        fields: ['name'],
        data: [{ name: 'a' }],
      });
      expect(store.find('name', 'a')).to.equal(100);
      store.sort('name');
      expect(store.sorted).to.equal(true);
      store.destroy();
    });

    it('takes a proxy config from its define body, each instance getting its own proxy', () => {
      const body = { type: 'memory', reader: { type: 'json', root: 'items' } };
      Lib.define('Spec.store.Custom', {
        extend: 'Lib.data.Store',
        model: 'Spec.store.User',
        proxy: body,
      });
      const a: any = Lib.create('Spec.store.Custom');
      const b: any = Lib.create('Spec.store.Custom');
      expect(a.getProxy().isProxy).to.equal(true);
      expect(a.getProxy()).to.not.equal(b.getProxy());
      expect(a.getProxy().getModel()).to.equal(Lib.ClassManager.get('Spec.store.User'));
      expect(body).to.deep.equal({ type: 'memory', reader: { type: 'json', root: 'items' } });
      a.destroy();
      b.destroy();
    });
  });
});
