import { expect } from 'chai';
import nock from 'nock';
import Lib from '../../index';
import { JsonStore } from '../../classes/data/JsonStore';
import { Store } from '../../classes/data/Store';
import { AjaxProxy } from '../../classes/data/proxy/Ajax';
import { JsonReader } from '../../classes/data/reader/Json';
import { ArrayReader } from '../../classes/data/reader/Array';
import { JsonWriter } from '../../classes/data/writer/Json';
import { XmlWriter } from '../../classes/data/writer/Xml';
import { def, useCleanup } from '../helpers';
import { BASE, answer, useNock } from './proxy/nock.helpers';

describe('Lib.data.JsonStore', () => {
  useCleanup();
  useNock();
  const made: any[] = [];
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const make = (config: Record<string, any> = {}): JsonStore => {
    const store = Lib.create('Lib.data.JsonStore', { fields: ['id', 'name'], ...config });
    made.push(store);
    return store;
  };
  const users = () =>
    make({
      fields: [{ name: 'id', type: 'int' }, 'name'],
      proxy: { type: 'ajax', url: BASE + '/users', reader: { root: 'items' } },
    });
  /** Loads and resolves with the callback's arguments. */
  const load = (store: Store, options: Record<string, any> = {}) =>
    new Promise<{ records: any[] | undefined; success: boolean }>((resolve) =>
      store.load({
        ...options,
        callback: (records, _op, success) => resolve({ records, success }),
      }),
    );

  describe('registration', () => {
    it('is a Lib.data.Store registered as Lib.data.JsonStore', () => {
      expect(Lib.ClassManager.get('Lib.data.JsonStore')).to.equal(JsonStore);
      expect(Lib.data.JsonStore).to.equal(JsonStore);
      expect(make()).to.be.instanceOf(Store);
    });

    it('has the alias store.json, for Lib.create and Lib.createByAlias', () => {
      expect(Lib.ClassManager.getByAlias('store.json')).to.equal(JsonStore);
      expect(Lib.ClassManager.getAliasesByName('Lib.data.JsonStore')).to.deep.equal(['store.json']);
      const byCreate = Lib.create('store.json', { fields: ['a'] });
      const byAlias = Lib.createByAlias('store.json', { fields: ['a'] });
      made.push(byCreate, byAlias);
      expect(byCreate).to.be.instanceOf(JsonStore);
      expect(byAlias).to.be.instanceOf(JsonStore);
    });

    it('makes a bare {type: "json"} ambiguous, naming every json alias', () => {
      expect(() => Lib.create({ type: 'json' })).to.throw(
        Lib.Error,
        /type 'json' is ambiguous: it matches 'reader\.json', 'writer\.json', 'store\.json'/,
      );
    });

    it('is what a store config of type json becomes (Lib.data.StoreManager.lookup)', () => {
      const store = Lib.data.StoreManager.lookup({ type: 'json', fields: ['a'] });
      made.push(store);
      expect(store).to.be.instanceOf(JsonStore);
    });
  });

  describe('a config of a wrong type', () => {
    it('throws a TypeError naming Lib.data.JsonStore and the config', () => {
      expect(() => Lib.create('Lib.data.JsonStore', { proxy: 42 } as any)).to.throw(
        TypeError,
        /^\[Lib\.data\.JsonStore\] config 'proxy' must be a proxy type, a proxy config or a proxy/,
      );
    });
  });

  describe('the default proxy', () => {
    it('is an Ajax proxy with a JSON reader and a JSON writer', () => {
      const proxy = make().getProxy();
      expect(proxy).to.be.instanceOf(AjaxProxy);
      expect(proxy.getReader()).to.be.instanceOf(JsonReader);
      expect(proxy.getWriter()).to.be.instanceOf(JsonWriter);
    });

    it('is one per store, and the class default is left as it was', () => {
      const a = make();
      const b = make();
      expect(a.getProxy()).to.not.equal(b.getProxy());
      expect((JsonStore.prototype as any).proxy).to.deep.equal({
        type: 'ajax',
        reader: 'json',
        writer: 'json',
      });
    });

    it('is used with a model too (not the model’s own proxy)', () => {
      def('Spec.jsonStore.User', {
        extend: 'Lib.data.Model',
        fields: ['id', 'name'],
        proxy: 'memory',
      });
      const store = make({ fields: undefined, model: 'Spec.jsonStore.User' });
      expect(store.getProxy()).to.be.instanceOf(AjaxProxy);
      expect(store.getProxy().getModel()).to.equal(Lib.ClassManager.get('Spec.jsonStore.User'));
    });

    it('makes inline data new records, to be created by the next sync (as Ext JS 4)', () => {
      const store = make({ data: [{ name: 'Ada' }, { name: 'Grace' }] });
      expect(store.getCount()).to.equal(2);
      expect(store.getNewRecords()).to.have.length(2);
    });
  });

  describe('a proxy in the config', () => {
    it('replaces the default one; its reader and writer are still JSON, under its own values', () => {
      const proxy = make({
        proxy: { type: 'ajax', url: '/x', reader: { root: 'items' } },
      }).getProxy<AjaxProxy>();
      expect(proxy).to.be.instanceOf(AjaxProxy);
      expect(proxy.url).to.equal('/x');
      expect(proxy.getReader()).to.be.instanceOf(JsonReader);
      expect(proxy.getReader().root).to.equal('items');
      expect(proxy.getWriter()).to.be.instanceOf(JsonWriter);
    });

    it('keeps the reader and writer it names', () => {
      const proxy = make({
        proxy: { type: 'ajax', url: '/x', reader: 'array', writer: { type: 'xml' } },
      }).getProxy();
      expect(proxy.getReader()).to.be.instanceOf(ArrayReader);
      expect(proxy.getWriter()).to.be.instanceOf(XmlWriter);
    });

    it('may be of another type, or a type string', () => {
      const rest = make({ proxy: { type: 'rest', url: '/users' } }).getProxy();
      expect(rest).to.be.instanceOf(Lib.data.proxy.Rest);
      expect(rest.getReader()).to.be.instanceOf(JsonReader);
      const memory = make({ proxy: 'memory', data: [{ id: 1, name: 'Ada' }] });
      expect(memory.getProxy()).to.be.instanceOf(Lib.data.proxy.Memory);
      expect(memory.getAt(0)!.get('name')).to.equal('Ada');
      expect(memory.getAt(0)!.phantom).to.equal(false);
    });

    it('as an instance, is used as is', () => {
      const proxy = Lib.create('proxy.ajax', { url: '/x' });
      expect(make({ proxy }).getProxy()).to.equal(proxy);
    });
  });

  describe('loading from a server', () => {
    it('reads the rows under the reader’s root, with the page parameters sent', async () => {
      const seen = answer(nock(BASE).get(/^\/users/), 200, {
        items: [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Grace' },
        ],
        total: 40,
      });
      const store = users();
      const { records, success } = await load(store);
      expect(success).to.equal(true);
      expect(seen).to.have.length(1);
      expect(seen[0].method).to.equal('GET');
      expect(seen[0].path).to.equal('/users');
      expect(seen[0].query).to.include({ page: '1', start: '0', limit: '25' });
      expect(records).to.have.length(2);
      expect(store.getCount()).to.equal(2);
      expect(store.getById(2)!.get('name')).to.equal('Grace');
      expect(store.getAt(0)!.phantom).to.equal(false);
      expect(store.getTotalCount()).to.equal(40);
    });

    it('loads with autoLoad', async () => {
      answer(nock(BASE).get(/^\/users/), 200, { items: [{ id: 1, name: 'Ada' }] });
      const loaded = new Promise<any[]>((resolve) => {
        make({
          proxy: { type: 'ajax', url: BASE + '/users', reader: { root: 'items' } },
          autoLoad: true,
          listeners: { load: (_store: any, records: any[]) => resolve(records) },
        });
      });
      const records = await loaded;
      expect(records.map((r) => r.get('name'))).to.deep.equal(['Ada']);
    });

    it('leaves the records alone when the server fails', async () => {
      answer(nock(BASE).get(/^\/users/), 200, { items: [{ id: 1, name: 'Ada' }] });
      answer(nock(BASE).get(/^\/users/), 500, 'boom');
      const store = users();
      await load(store);
      const { records, success } = await load(store);
      expect(success).to.equal(false);
      expect(records).to.equal(undefined);
      expect(store.getAt(0)!.get('name')).to.equal('Ada');
    });

    it('sends new records as JSON through the default writer on sync', async () => {
      const seen = answer(nock(BASE).post(/^\/users/), 200, { items: [{ id: 9, name: 'Ada' }] });
      const store = users();
      const [ada] = store.add({ name: 'Ada' });
      await new Promise<void>((resolve) => store.sync({ callback: () => resolve() }));
      expect(seen).to.have.length(1);
      expect(seen[0].headers['content-type']).to.match(/application\/json/);
      expect(seen[0].body).to.deep.include({ name: 'Ada' });
      expect(ada.phantom).to.equal(false);
      expect(ada.getId()).to.equal(9);
    });
  });
});
