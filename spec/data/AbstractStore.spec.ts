import { expect } from 'chai';
import Lib from '../../index';
import { AbstractStore } from '../../classes/data/AbstractStore';
import { Store } from '../../classes/data/Store';
import { Observable } from '../../classes/util/Observable';
import { def, useCleanup } from '../helpers';

describe('Lib.data.AbstractStore', () => {
  useCleanup();
  const made: any[] = [];
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });

  it('is the registered parent of Lib.data.Store, an Observable', () => {
    expect(Lib.ClassManager.get('Lib.data.AbstractStore')).to.equal(AbstractStore);
    const store = Lib.create('Lib.data.Store', { fields: ['a'] });
    made.push(store);
    expect(store).to.be.instanceOf(AbstractStore);
    expect(store).to.be.instanceOf(Observable);
    expect(Object.getPrototypeOf(Store.prototype)).to.equal(AbstractStore.prototype);
  });

  it('makes the model and the proxy, and registers the store, without records of its own', () => {
    const store: any = Lib.create('Lib.data.AbstractStore', {
      storeId: 'specAbstract',
      fields: ['a'],
    });
    made.push(store);
    expect(store.implicitModel).to.equal(true);
    expect(store.getProxy().isProxy).to.equal(true);
    expect(Lib.data.StoreManager.lookup('specAbstract')).to.equal(store);
    expect(store.getModifiedRecords()).to.deep.equal([]);
    expect(store.getRemovedRecords()).to.deep.equal([]);
    expect(store.sync()).to.equal(store);
    expect(store.isSyncing()).to.equal(false);
  });

  it('checks the config once, naming the class created', () => {
    const cases: Array<[string, any, string]> = [
      [
        'Lib.data.AbstractStore',
        { batchUpdateMode: 'later' },
        "config 'batchUpdateMode' must be 'operation' or 'complete', got 'later'",
      ],
      ['Lib.data.ArrayStore', { autoSync: 1 }, "config 'autoSync' must be a boolean, got 1"],
    ];
    for (const [name, config, message] of cases) {
      expect(() => Lib.create(name, config)).to.throw(TypeError, `[${name}] ${message}`);
    }
  });

  it('lets a subclass override its members and call the parent', () => {
    const written: any[] = [];
    def('Spec.abstract.Store', {
      extend: 'Lib.data.Store',
      onProxyWrite(this: any, operation: any) {
        written.push(operation.action);
        return this.callParent([operation]);
      },
    });
    const store: any = Lib.create('Spec.abstract.Store', { fields: ['a'], proxy: 'memory' });
    made.push(store);
    store.add({ a: 1 });
    store.sync();
    expect(written).to.deep.equal(['create']);
    expect(store.getNewRecords()).to.deep.equal([]);
  });
});
