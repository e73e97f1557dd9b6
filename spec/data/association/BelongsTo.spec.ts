import { expect } from 'chai';
import nock from 'nock';
import sinon from 'sinon';
import Lib from '../../../index';
import { BelongsTo } from '../../../classes/data/association/BelongsTo';
import { def, useCleanup } from '../../helpers';
import { BASE, answer, useNock } from '../proxy/nock.helpers';
// The association classes are in the app pack.
import '../../../packs/app';
import type { Model } from '../../../classes/data/Model';

/** Order belongsTo Customer (loaded from the server at /customers/<id>). */
function defineModels(belongsTo: any = 'Customer') {
  def('Customer', {
    extend: 'Lib.data.Model',
    fields: [{ name: 'id', type: 'int' }, 'name'],
    proxy: { type: 'rest', url: BASE + '/customers' },
  });
  return def('Order', {
    extend: 'Lib.data.Model',
    fields: [{ name: 'id', type: 'int' }, { name: 'customer_id', type: 'int' }, 'total'],
    belongsTo,
    proxy: { type: 'rest', url: BASE + '/orders' },
  });
}

/**
 * Calls `getCustomer` with callbacks; resolves with what they were given, in order, and what
 * the getter returned.
 */
async function get(order: any, options: any = {}): Promise<any[]> {
  const calls: any[] = [];
  let returned: any;
  await new Promise((resolve) => {
    returned = order.getCustomer({
      ...options,
      success: (record: any) => calls.push(['success', record]),
      failure: (record: any) => calls.push(['failure', record]),
      callback: (record: any, _operation: any, success: any) => {
        calls.push(['callback', record, success]);
        resolve(null);
      },
    });
  });
  return [calls, returned];
}

describe('Lib.data.association.BelongsTo', () => {
  useCleanup();
  useNock();
  afterEach(() => sinon.restore());

  it('is registered as association.belongsto, also known as Lib.data.BelongsToAssociation', () => {
    expect(Lib.ClassManager.getByAlias('association.belongsto')).to.equal(BelongsTo);
    expect(Lib.ClassManager.get('Lib.data.BelongsToAssociation')).to.equal(BelongsTo);
  });

  it("names its getter, setter, key and instance after the associated model's name", () => {
    const Order = defineModels();
    const [association] = Order.prototype.associations.items;
    expect(association).to.include({
      type: 'belongsTo',
      name: 'Customer',
      foreignKey: 'customer_id',
      associationKey: 'customer',
      getterName: 'getCustomer',
      setterName: 'setCustomer',
      instanceName: 'CustomerBelongsToInstance',
    });
    expect(typeof Order.prototype.getCustomer).to.equal('function');
    expect(typeof Order.prototype.setCustomer).to.equal('function');
  });

  it('takes getterName, setterName and foreignKey', () => {
    const Order = defineModels({
      model: 'Customer',
      foreignKey: 'buyer',
      getterName: 'getBuyer',
      setterName: 'setBuyer',
    });
    const order = new Order({ id: 1, buyer: 5 });
    order.setBuyer(6);
    expect(order.get('buyer')).to.equal(6);
    expect(typeof order.getBuyer).to.equal('function');
  });

  describe('the getter', () => {
    it('loads the record through the associated proxy once, then answers from it', async () => {
      const Order = defineModels();
      const seen = answer(nock(BASE).get(/^\/customers\/7/), 200, { id: 7, name: 'Ada' });
      const order = new Order({ id: 1, customer_id: 7 });
      const [calls, standIn] = await get(order);
      expect(seen).to.have.length(1);
      const customer = calls[0][1];
      expect(customer.get('name')).to.equal('Ada');
      expect(calls).to.deep.equal([
        ['success', customer],
        ['callback', customer, true],
      ]);
      // Until the answer came, a record holding the key stood in for it.
      expect(standIn.getId()).to.equal(7);
      const [again, returned] = await get(order);
      expect(returned).to.equal(customer);
      expect(again).to.deep.equal([
        ['success', customer],
        ['callback', customer, undefined],
      ]);
      expect(seen).to.have.length(1);
    });

    it('takes a function as its callback, and loads again with reload', async () => {
      const Order = defineModels();
      answer(nock(BASE).get(/^\/customers\/7/), 200, { id: 7, name: 'Ada' });
      answer(nock(BASE).get(/^\/customers\/7/), 200, { id: 7, name: 'Ada L.' });
      const order = new Order({ id: 1, customer_id: 7 });
      const first = await new Promise<any>((resolve) => order.getCustomer(resolve));
      const [calls] = await get(order, { reload: true });
      expect(first.get('name')).to.equal('Ada');
      expect(calls[0][1].get('name')).to.equal('Ada L.');
    });

    it('calls failure and keeps nothing when the load fails, so the next get tries again', async () => {
      const Order = defineModels();
      answer(nock(BASE).get(/^\/customers\/7/), 500, 'down');
      const order = new Order({ id: 1, customer_id: 7 });
      const [calls] = await get(order);
      expect(calls.map((c: any) => c[0])).to.deep.equal(['failure', 'callback']);
      expect(order.CustomerBelongsToInstance).to.equal(undefined);
    });

    it('loads nothing for an owner without a key', async () => {
      defineModels();
      const Item = def('Item', {
        extend: 'Lib.data.Model',
        fields: ['id', 'customer_id'],
        belongsTo: 'Customer',
      });
      const [calls, returned] = await get(new Item({ id: 1 }));
      expect(calls).to.deep.equal([
        ['failure', null],
        ['callback', null, false],
      ]);
      expect(returned).to.equal(null);
    });

    it('answers at once with a record read from nested data', () => {
      defineModels();
      const store = Lib.create('Lib.data.Store', {
        model: 'Order',
        proxy: {
          type: 'memory',
          data: [{ id: 1, customer_id: 7, customer: { id: 7, name: 'Ada' } }],
        },
      });
      store.load();
      const order = store.getAt(0) as Model & { getCustomer(): Model };
      expect(order.getCustomer().get('name')).to.equal('Ada');
    });
  });

  describe('the setter', () => {
    it('sets the key, and keeps a record given as the instance', () => {
      const Order = defineModels();
      const order = new Order({ id: 1 });
      const customer = Lib.create('Customer', { id: 3, name: 'Grace' });
      order.setCustomer(customer);
      expect(order.get('customer_id')).to.equal(3);
      expect(order.getCustomer()).to.equal(customer);
    });

    it('forgets the instance when given another key', () => {
      const Order = defineModels();
      const order = new Order({ id: 1 });
      order.setCustomer(Lib.create('Customer', { id: 3 }));
      order.setCustomer(4);
      expect(order.CustomerBelongsToInstance).to.equal(undefined);
      order.setCustomer(4);
      expect(order.get('customer_id')).to.equal(4);
    });

    it('saves the owner when given a callback', async () => {
      const Order = defineModels();
      const seen = answer(nock(BASE).put(/^\/orders\/1/), 200, { id: 1, customer_id: 5 });
      const order = new Order({ id: 1, customer_id: 2 });
      const success = await new Promise((resolve) =>
        order.setCustomer(5, (_record: any, _operation: any, ok: boolean) => resolve(ok)),
      );
      expect(success).to.equal(true);
      expect(seen[0].body).to.include({ customer_id: 5 });
      expect(order.dirty).to.equal(false);
    });
  });
});
