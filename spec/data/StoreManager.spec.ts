import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { StoreManager } from '../../classes/data/StoreManager';
import { Store } from '../../classes/data/Store';

describe('Lib.data.StoreManager', () => {
  const made: Store[] = [];
  const make = (config: Record<string, any>) => {
    const store = Lib.create('Lib.data.Store', config);
    made.push(store);
    return store;
  };
  afterEach(() => {
    while (made.length) made.pop()!.destroy();
  });

  it('is a singleton, also known as Lib.StoreMgr, Lib.data.StoreMgr and Lib.StoreManager', () => {
    expect(Lib.data.StoreManager).to.equal(StoreManager);
    expect(Lib.ClassManager.get('Lib.StoreMgr')).to.equal(StoreManager);
    expect(Lib.ClassManager.get('Lib.data.StoreMgr')).to.equal(StoreManager);
    expect(Lib.ClassManager.get('Lib.StoreManager')).to.equal(StoreManager);
    expect(() => Lib.create('Lib.data.StoreManager')).to.throw();
  });

  it('registers every store created with a storeId, and forgets it when destroyed', () => {
    const before = StoreManager.getCount();
    const store = Lib.create('Lib.data.Store', { storeId: 'specUsers', fields: ['name'] });
    expect(StoreManager.lookup('specUsers')).to.equal(store);
    expect(StoreManager.get('specUsers')).to.equal(store);
    expect(StoreManager.containsKey('specUsers')).to.equal(true);
    expect(StoreManager.getCount()).to.equal(before + 1);
    store.destroy();
    expect(StoreManager.lookup('specUsers')).to.equal(undefined);
    expect(StoreManager.getCount()).to.equal(before);
  });

  it('does not register stores without an id', () => {
    const before = StoreManager.getCount();
    make({ fields: ['a'] });
    expect(StoreManager.getCount()).to.equal(before);
  });

  it('register / unregister by instance or id; a later store with the same id replaces the earlier', () => {
    const first = make({ storeId: 'specSame', fields: ['a'] });
    const second = make({ storeId: 'specSame', fields: ['a'] });
    expect(StoreManager.lookup('specSame')).to.equal(second);
    first.destroy();
    expect(StoreManager.lookup('specSame'), 'destroying the replaced one keeps the newer').to.equal(
      second,
    );
    StoreManager.unregister('specSame');
    expect(StoreManager.lookup('specSame')).to.equal(undefined);
    StoreManager.register(second);
    StoreManager.unregister(second);
    expect(StoreManager.lookup('specSame')).to.equal(undefined);
  });

  describe('#lookup', () => {
    it('returns a store given a store', () => {
      const store = make({ fields: ['a'] });
      expect(StoreManager.lookup(store)).to.equal(store);
    });

    it('creates a store from a config (store.<type>, default store.store; or xclass)', () => {
      const store = StoreManager.lookup({ fields: ['a'], data: [{ a: 1 }] })!;
      made.push(store);
      expect(store).to.be.instanceOf(Store);
      expect(store.getCount()).to.equal(1);
      const typed = StoreManager.lookup({ type: 'store', fields: ['a'] })!;
      made.push(typed);
      expect(typed).to.be.instanceOf(Store);
      const byClass = StoreManager.lookup({ xclass: 'Lib.data.Store', fields: ['a'] })!;
      made.push(byClass);
      expect(byClass).to.be.instanceOf(Store);
    });

    it('makes a store over an array of values or of rows', () => {
      const flat = StoreManager.lookup(['a', 'b'])!;
      made.push(flat);
      expect(flat.getRange().map((r: any) => r.get('field1'))).to.deep.equal(['a', 'b']);
      const rows = StoreManager.lookup([
        [1, 'one'],
        [2, 'two'],
      ])!;
      made.push(rows);
      expect(rows.getAt(1)!.get('field2')).to.equal('two');
    });

    it('makes that store an ArrayStore (as Ext JS 4), so loadData takes rows as arrays', () => {
      const rows = StoreManager.lookup([[1, 'one']])!;
      made.push(rows);
      expect(rows).to.be.instanceOf(Lib.data.ArrayStore);
      rows.loadData([[3, 'three']], true);
      expect(rows.getRange().map((r: any) => r.get('field2'))).to.deep.equal(['one', 'three']);
    });

    it('gives undefined for an unknown id or nothing, and refuses other values', () => {
      expect(StoreManager.lookup('specNoSuch')).to.equal(undefined);
      expect(StoreManager.lookup(undefined)).to.equal(undefined);
      expect(() => StoreManager.lookup(5)).to.throw(
        TypeError,
        /\[Lib\.data\.StoreManager\.lookup\] expects a storeId/,
      );
    });
  });

  it('each calls fn(store, index, count) per registered store; false stops', () => {
    make({ storeId: 'specEachA', fields: ['a'] });
    make({ storeId: 'specEachB', fields: ['a'] });
    const fn = sinon.spy(() => false);
    StoreManager.each(fn);
    expect(fn.calledOnce).to.equal(true);
    const all: string[] = [];
    StoreManager.each((store: any) => {
      all.push(store.storeId);
    });
    expect(all).to.include.members(['specEachA', 'specEachB']);
  });

  it('Lib.getStore is lookup; Lib.regStore creates and registers a store', () => {
    const lib = Lib as any;
    const store = make({ storeId: 'specGet', fields: ['a'] });
    expect(lib.getStore('specGet')).to.equal(store);
    const registered = lib.regStore('specReg', { fields: ['x'] });
    made.push(registered);
    expect(registered.storeId).to.equal('specReg');
    expect(lib.getStore('specReg')).to.equal(registered);
  });
});
