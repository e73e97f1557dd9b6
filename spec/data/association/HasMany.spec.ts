import { expect } from 'chai';
import Lib from '../../../index';
import { HasMany } from '../../../classes/data/association/HasMany';
import { def, useCleanup, useDomParser } from '../../helpers';
// The association classes are in the app pack, the xml reader in the xml pack.
import '../../../packs/app';
import '../../../packs/xml';
import type { Model } from '../../../classes/data/Model';
import type { Store } from '../../../classes/data/Store';
import type { MemoryProxy } from '../../../classes/data/proxy/Memory';

/** A record with the association methods these specs define (made at run time). */
type AssociatedRecord = Model & { users(): Store; orders(): Store; getGroup(): Model };

/** User hasMany Order (nested under `orders`), Order belongsTo User. */
function defineModels(hasMany: any = { model: 'Order', name: 'orders' }, orderProxy?: any) {
  def('User', { extend: 'Lib.data.Model', fields: [{ name: 'id', type: 'int' }, 'name'], hasMany });
  def('Order', {
    extend: 'Lib.data.Model',
    fields: [{ name: 'id', type: 'int' }, { name: 'user_id', type: 'int' }, 'total'],
    belongsTo: 'User',
    ...(orderProxy ? { proxy: orderProxy } : {}),
  });
}

/** Users read through a store's json reader (memory proxy) from rows with nested orders. */
function loadUsers(rows: any[], reader: any = {}): any {
  const store = Lib.create('Lib.data.Store', {
    model: 'User',
    proxy: {
      type: 'memory',
      data: { users: rows },
      reader: { type: 'json', root: 'users', ...reader },
    },
  });
  store.load();
  return store;
}

describe('Lib.data.association.HasMany', () => {
  useCleanup();

  it('is registered as association.hasmany, also known as Lib.data.HasManyAssociation', () => {
    expect(Lib.ClassManager.getByAlias('association.hasmany')).to.equal(HasMany);
    expect(Lib.ClassManager.get('Lib.data.HasManyAssociation')).to.equal(HasMany);
  });

  describe('nested data read by a json reader', () => {
    it("fills each owner's store with its nested rows, keyed to it, clean", () => {
      defineModels();
      const users = loadUsers([
        {
          id: 1,
          name: 'Ada',
          orders: [
            { id: 10, total: 5 },
            { id: 11, total: 7, user_id: 1 },
          ],
        },
        { id: 2, name: 'Grace', orders: [] },
        { id: 3, name: 'Edsger' },
      ]);
      const orders = users.getById(1).orders();
      expect(
        orders.getRange().map((o: any) => [o.getId(), o.get('total'), o.get('user_id')]),
      ).to.deep.equal([
        [10, 5, 1],
        [11, 7, 1],
      ]);
      expect(orders.getRange().every((o: any) => !o.dirty && !o.phantom)).to.equal(true);
      expect(users.getById(2).orders().getCount()).to.equal(0);
      expect(users.getById(3).orders().getCount()).to.equal(0);
    });

    it('gives each nested record its owner when the associated model belongsTo it', () => {
      defineModels();
      const user = loadUsers([{ id: 1, name: 'Ada', orders: [{ id: 10 }] }]).getAt(0);
      const order = user.orders().getAt(0);
      let got: any;
      expect(order.getUser((u: any) => (got = u))).to.equal(user);
      expect(got).to.equal(user);
    });

    it('reads the rows an associationKey path names', () => {
      defineModels({ model: 'Order', name: 'orders', associationKey: 'data.orderList' });
      const user = loadUsers([{ id: 1, data: { orderList: [{ id: 10 }, { id: 11 }] } }]).getAt(0);
      expect(user.orders().getCount()).to.equal(2);
    });

    it('reads nothing nested with implicitIncludes false', () => {
      defineModels();
      const user = loadUsers([{ id: 1, orders: [{ id: 10 }] }], { implicitIncludes: false }).getAt(
        0,
      );
      expect(user.orders().getCount()).to.equal(0);
    });

    it('reads nested levels below (orders of users of a group)', () => {
      def('Group', {
        extend: 'Lib.data.Model',
        fields: ['id'],
        hasMany: { model: 'User', name: 'users' },
      });
      defineModels();
      const store = Lib.create('Lib.data.Store', {
        model: 'Group',
        proxy: {
          type: 'memory',
          data: [{ id: 'g', users: [{ id: 1, orders: [{ id: 10, total: 3 }] }] }],
        },
      });
      store.load();
      const group = store.getAt(0) as AssociatedRecord;
      const order = (group.users().getAt(0) as AssociatedRecord).orders().getAt(0)!;
      expect(order.get('total')).to.equal(3);
    });
  });

  describe('nested data read by an xml reader', () => {
    useDomParser();

    it('reads the nested elements of each record element', () => {
      const xml = { type: 'xml', record: 'user', root: 'users' };
      def('User', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'int' }],
        hasMany: { model: 'Order', name: 'orders', reader: { type: 'xml', record: 'order' } },
        belongsTo: { model: 'Group', reader: { type: 'xml', record: 'group' } },
        proxy: { type: 'memory', reader: xml },
      });
      def('Order', { extend: 'Lib.data.Model', fields: [{ name: 'id', type: 'int' }, 'user_id'] });
      def('Group', { extend: 'Lib.data.Model', fields: ['id', 'title'] });
      const store = Lib.create('Lib.data.Store', { model: 'User' });
      store.getProxy<MemoryProxy>().data =
        '<users><user><id>1</id><orders><order><id>10</id></order><order><id>11</id></order></orders>' +
        '<group><id>g</id><title>Admins</title></group></user></users>';
      store.load();
      const user = store.getAt(0) as AssociatedRecord;
      expect(
        user
          .orders()
          .getRange()
          .map((o: any) => o.getId()),
      ).to.deep.equal([10, 11]);
      expect(user.getGroup().get('title')).to.equal('Admins');
    });
  });

  describe('the store', () => {
    it('is made once per owner, of the associated model, named orders by default', () => {
      defineModels('Order');
      const user = Lib.create('User', { id: 1 });
      expect(typeof user.orders).to.equal('function');
      expect(user.orders()).to.equal(user.orders());
      expect(user.orders().model).to.equal(Lib.ClassManager.get('Order'));
      expect(user.ordersStore).to.equal(user.orders());
    });

    it('pluralizes the default name in lower case, the foreign key is <owner>_id', () => {
      def('Category', { extend: 'Lib.data.Model', fields: ['id'] });
      def('Box', { extend: 'Lib.data.Model', fields: ['id'] });
      const Shop = def('Shop', {
        extend: 'Lib.data.Model',
        fields: ['id'],
        hasMany: ['Category', 'Box'],
      });
      const [categories, boxes] = Shop.prototype.associations.items;
      expect([categories.name, boxes.name]).to.deep.equal(['categories', 'boxes']);
      expect(categories.foreignKey).to.equal('shop_id');
    });

    it('sets the owner key on every record added', () => {
      defineModels();
      const user = Lib.create('User', { id: 4 });
      const [order] = user.orders().add({ total: 9 });
      expect(order.get('user_id')).to.equal(4);
      expect(order.phantom).to.equal(true);
    });

    it("loads through the associated model's proxy, keeping the owner's records (autoLoad)", () => {
      defineModels(
        { model: 'Order', name: 'orders', autoLoad: true },
        {
          type: 'memory',
          data: [
            { id: 10, user_id: 1 },
            { id: 20, user_id: 2 },
            { id: 11, user_id: 1 },
          ],
        },
      );
      const orders = Lib.create('User', { id: 1 }).orders();
      expect(orders.getRange().map((o: any) => o.getId())).to.deep.equal([10, 11]);
    });

    it('filters on filterProperty, equal to the owner value', () => {
      def('Search', {
        extend: 'Lib.data.Model',
        fields: ['id', 'query'],
        hasMany: { model: 'Tweet', name: 'tweets', filterProperty: 'query', autoLoad: true },
      });
      def('Tweet', {
        extend: 'Lib.data.Model',
        fields: ['id', 'query'],
        proxy: {
          type: 'memory',
          data: [
            { id: 1, query: 'lib' },
            { id: 2, query: 'ext' },
          ],
        },
      });
      const tweets = Lib.create('Search', { id: 1, query: 'ext' }).tweets();
      expect(tweets.getRange().map((t: any) => t.getId())).to.deep.equal([2]);
    });

    it('takes storeConfig over its own configs', () => {
      defineModels({
        model: 'Order',
        name: 'orders',
        storeConfig: { pageSize: 5, remoteFilter: true },
      });
      const orders = Lib.create('User', { id: 1 }).orders();
      expect([orders.pageSize, orders.remoteFilter]).to.deep.equal([5, true]);
    });
  });

  describe('writing', () => {
    it("getData(true) nests the loaded records' data, once around a two-way association", () => {
      defineModels();
      const user = loadUsers([{ id: 1, name: 'Ada', orders: [{ id: 10, total: 5 }] }]).getAt(0);
      expect(user.getData(true)).to.deep.equal({
        id: 1,
        name: 'Ada',
        orders: [{ id: 10, user_id: 1, total: 5, User: { id: 1, name: 'Ada' } }],
      });
      expect(user.getData()).to.deep.equal({ id: 1, name: 'Ada' });
    });

    it('the json writer sends the fields only, as in Ext JS 4', () => {
      defineModels();
      const user = loadUsers([{ id: 1, name: 'Ada', orders: [{ id: 10 }] }]).getAt(0);
      const writer = Lib.create('writer.json');
      expect(writer.getRecordData(user)).to.deep.equal({ id: 1, name: 'Ada' });
    });

    it('with writeAssociations, the json writer nests the loaded records where it writes every field', () => {
      defineModels();
      const user = loadUsers([{ id: 1, name: 'Ada', orders: [{ id: 10, total: 5 }] }]).getAt(0);
      const writer = Lib.create('writer.json', { writeAssociations: true });
      expect(writer.getRecordData(user)).to.deep.equal({
        id: 1,
        name: 'Ada',
        orders: [{ id: 10, user_id: 1, total: 5, User: { id: 1, name: 'Ada' } }],
      });
      user.set('name', 'Grace');
      const changes = Lib.create('writer.json', { writeAssociations: true, writeAllFields: false });
      expect(changes.getRecordData(user)).to.deep.equal({ id: 1, name: 'Grace' });
    });
  });
});
