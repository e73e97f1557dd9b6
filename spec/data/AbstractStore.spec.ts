import { expect } from 'chai';
import Lib from '../../index';
import { AbstractStore } from '../../classes/data/AbstractStore';
import { Store } from '../../classes/data/Store';
import { Observable } from '../../classes/util/Observable';
import { def, useCleanup } from '../helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe('Lib.data.AbstractStore', () => {
  useCleanup();
  const made: Any[] = [];
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
    const store: Any = Lib.create('Lib.data.AbstractStore', {
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
    const cases: Array<[string, Any, string]> = [
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
    const written: Any[] = [];
    def('Spec.abstract.Store', {
      extend: 'Lib.data.Store',
      onProxyWrite(this: Any, operation: Any) {
        written.push(operation.action);
        return this.callParent([operation]);
      },
    });
    const store: Any = Lib.create('Spec.abstract.Store', { fields: ['a'], proxy: 'memory' });
    made.push(store);
    store.add({ a: 1 });
    store.sync();
    expect(written).to.deep.equal(['create']);
    expect(store.getNewRecords()).to.deep.equal([]);
  });
});
