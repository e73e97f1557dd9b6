import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import { defineFakeProxy, undefineFakeProxy, respond, storeTracker } from './Store.fakes';

describe('Lib.data.Store (changes and sync)', () => {
  const make = storeTracker();

  before(() => {
    defineFakeProxy();
    Lib.define('Spec.sync.Task', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', useNull: true },
        { name: 'title', type: 'string' },
        { name: 'done', type: 'bool' },
        { name: 'note', persist: false },
      ],
      validations: [{ type: 'presence', field: 'title' }],
    });
  });
  after(() => {
    Lib.undefine('Spec.sync.Task');
    undefineFakeProxy();
  });

  const tasks = () => [
    { id: 1, title: 'one' },
    { id: 2, title: 'two' },
    { id: 3, title: 'three' },
  ];

  function memoryStore(config: Record<string, any> = {}): Store {
    return make({ model: 'Spec.sync.Task', proxy: 'memory', data: tasks(), ...config });
  }

  function fakeStore(config: Record<string, any> = {}): { store: Store; proxy: any } {
    const store = make({ model: 'Spec.sync.Task', proxy: 'specfake', ...config });
    store.loadRecords(tasks().map((t) => Lib.create('Spec.sync.Task', t)));
    return { store, proxy: store.getProxy() };
  }

  describe('record changes reach the store', () => {
    let store: Store;
    let update: sinon.SinonSpy;
    beforeEach(() => {
      store = memoryStore();
      update = sinon.spy();
      store.on('update', update);
    });

    it("set fires update(store, record, 'edit', modifiedFieldNames)", () => {
      const record = store.getAt(0);
      record!.set('title', 'uno');
      expect(update.calledOnce).to.equal(true);
      expect(update.firstCall.args.slice(0, 4)).to.deep.equal([store, record, 'edit', ['title']]);
      record!.set({ title: 'eins', done: true });
      expect(update.secondCall.args.slice(0, 4)).to.deep.equal([
        store,
        record,
        'edit',
        ['title', 'done'],
      ]);
    });

    it('an unchanged value, a silent set or an edit inside beginEdit/endEdit fire nothing more', () => {
      const record = store.getAt(0);
      record!.set('title', 'one');
      record!.set('title', 'x', { silent: true });
      expect(update.called).to.equal(false);
      record!.beginEdit();
      record!.set('title', 'a');
      record!.set('done', true);
      expect(update.called).to.equal(false);
      record!.endEdit();
      expect(update.calledOnce).to.equal(true);
      expect(update.firstCall.args[2]).to.equal('edit');
      expect(update.firstCall.args[3]).to.have.members(['title', 'done']);
    });

    it("commit fires update(store, record, 'commit', null); reject fires update(store, record, 'reject', null)", () => {
      const record = store.getAt(1);
      record!.set('title', 'changed');
      record!.commit();
      expect(update.secondCall.args.slice(0, 4)).to.deep.equal([store, record, 'commit', null]);
      record!.set('title', 'again');
      record!.reject();
      expect(update.getCall(3).args.slice(0, 4)).to.deep.equal([store, record, 'reject', null]);
      expect(record!.get('title')).to.equal('changed');
    });

    it('a removed record no longer reaches the store', () => {
      const record = store.getAt(0);
      store.remove(record!);
      record!.set('title', 'gone');
      expect(update.called).to.equal(false);
    });

    it('reaches every store the record is in', () => {
      const other = make({ model: 'Spec.sync.Task', proxy: 'memory' });
      const otherUpdate = sinon.spy();
      other.on('update', otherUpdate);
      const record = store.getAt(0);
      other.add(record!);
      record!.set('title', 'both');
      expect(update.calledOnce).to.equal(true);
      expect(otherUpdate.firstCall.args.slice(0, 3)).to.deep.equal([other, record, 'edit']);
    });
  });

  describe('change tracking', () => {
    it('getNewRecords, getUpdatedRecords, getModifiedRecords and getRemovedRecords', () => {
      const store = memoryStore();
      const [one, two] = store.getRange();
      const fresh = store.add({ title: 'new' })[0];
      store.add({ title: '' }); // invalid: left out
      two.set('title', 'deux');
      store.remove(one);
      expect(store.getNewRecords()).to.deep.equal([fresh]);
      expect(store.getUpdatedRecords()).to.deep.equal([two]);
      expect(store.getModifiedRecords()).to.deep.equal([fresh, two]);
      expect(store.getRemovedRecords()).to.deep.equal([one]);
    });

    it('see records filtered out of view', () => {
      const store = memoryStore();
      store.getAt(2)!.set('title', 'changed');
      store.filter('title', 'one');
      expect(store.getUpdatedRecords()).to.have.length(1);
    });

    it('#commitChanges commits new and changed records and forgets removed ones', () => {
      const store = memoryStore();
      const fresh = store.add({ title: 'new' })[0];
      store.getAt(0)!.set('title', 'x');
      store.removeAt(1);
      store.commitChanges();
      expect(fresh.phantom).to.equal(false);
      expect(store.getModifiedRecords()).to.deep.equal([]);
      expect(store.getRemovedRecords()).to.deep.equal([]);
    });

    it('#rejectChanges undoes edits, removes new records and puts removed ones back', () => {
      const store = memoryStore();
      const [one, two] = store.getRange();
      one.set('title', 'x');
      store.add({ title: 'new' });
      store.remove(two);
      store.rejectChanges();
      expect(store.getRange().map((r) => [r.getId(), r.get('title')])).to.deep.equal([
        [1, 'one'],
        [2, 'two'],
        [3, 'three'],
      ]);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      expect(store.getModifiedRecords()).to.deep.equal([]);
    });
  });

  describe('#sync against the memory proxy', () => {
    it('creates phantoms, updates dirty records, destroys removed ones; all end committed', () => {
      const store = memoryStore();
      const [one, two] = store.getRange();
      const fresh = store.add({ title: 'four' })[0];
      two.set('done', true);
      store.remove(one);
      const write = sinon.spy();
      store.on('write', write);
      store.sync();
      expect(write.callCount).to.equal(3);
      const ops = write.getCalls().map((c) => c.args[1]);
      expect(ops.map((op: any) => op.action)).to.deep.equal(['create', 'update', 'destroy']);
      expect(ops.map((op: any) => op.records)).to.deep.equal([[fresh], [two], [one]]);
      expect(write.firstCall.args[0]).to.equal(store);
      expect(fresh.phantom).to.equal(false);
      expect(two.dirty).to.equal(false);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      expect(store.getModifiedRecords()).to.deep.equal([]);
    });

    it('fires beforesync with only the operations map, then write, datachanged, refresh per operation', () => {
      const store = memoryStore();
      store.getAt(0)!.set('title', 'x');
      const fresh = store.add({ title: 'y' })[0];
      const order: string[] = [];
      const beforesync = sinon.spy((_operations: any) => {
        order.push('beforesync');
      });
      store.on('beforesync', beforesync);
      for (const name of ['write', 'datachanged', 'refresh'])
        store.on(name, () => order.push(name));
      store.sync();
      expect(beforesync.firstCall.args).to.have.length(1);
      expect(beforesync.firstCall.args[0]).to.deep.equal({
        create: [fresh],
        update: [store.getAt(0)],
      });
      expect(order).to.deep.equal([
        'beforesync',
        'write',
        'datachanged',
        'refresh',
        'write',
        'datachanged',
        'refresh',
      ]);
    });

    it('is cancelled when beforesync returns false', () => {
      const store = memoryStore();
      const record = store.getAt(0);
      record!.set('title', 'x');
      const write = sinon.spy();
      store.on({ beforesync: () => false, write });
      store.sync();
      expect(write.called).to.equal(false);
      expect(record!.dirty).to.equal(true);
    });

    it('skips invalid records silently', () => {
      const store = memoryStore();
      const invalid = store.add({ title: '' })[0];
      store.getAt(0)!.set('title', '');
      const beforesync = sinon.spy();
      store.on('beforesync', beforesync);
      store.sync();
      expect(beforesync.called).to.equal(false);
      expect(invalid.phantom).to.equal(true);
      expect(store.getAt(0)!.dirty).to.equal(true);
    });

    it('does nothing when nothing changed', () => {
      const store = memoryStore();
      const beforesync = sinon.spy();
      store.on('beforesync', beforesync);
      expect(store.sync()).to.equal(store);
      expect(beforesync.called).to.equal(false);
    });

    it('passes success and callback options to the batch: (batch, options)', () => {
      const store = memoryStore();
      store.getAt(0)!.set('title', 'x');
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      const scope = {};
      store.sync({ success, failure, callback, scope });
      expect(success.calledOnce).to.equal(true);
      expect(failure.called).to.equal(false);
      expect(success.firstCall.args[0]).to.be.instanceOf(Lib.data.Batch);
      expect(success.firstCall.args[1].success).to.equal(success);
      expect(success.firstCall.thisValue).to.equal(scope);
      expect(callback.calledAfter(success)).to.equal(true);
    });

    it('fires write once per record when the proxy does not batch actions', () => {
      const store = make({
        model: 'Spec.sync.Task',
        proxy: { type: 'memory', batchActions: false },
        data: tasks(),
      });
      store.getRange().forEach((r, i) => r.set('title', `t${i}`));
      const write = sinon.spy();
      store.on('write', write);
      store.sync();
      expect(write.callCount).to.equal(3);
      expect(write.getCalls().map((c) => c.args[1].records.length)).to.deep.equal([1, 1, 1]);
    });

    it("with batchUpdateMode 'complete' handles every operation once the batch is done", () => {
      const store = memoryStore({ batchUpdateMode: 'complete' });
      store.getAt(0)!.set('title', 'x');
      store.add({ title: 'y' });
      const write = sinon.spy();
      store.on('write', write);
      store.sync();
      expect(write.callCount).to.equal(2);
    });
  });

  describe('#sync against a proxy that answers later', () => {
    it('sends create, update and destroy one after another, in that order', () => {
      const { store, proxy } = fakeStore();
      store.remove(store.getAt(0)!);
      store.getAt(0)!.set('title', 'x');
      store.add({ title: 'new' });
      store.sync();
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create']);
      respond(proxy, proxy.calls[0], {});
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create', 'update']);
      respond(proxy, proxy.calls[1], {});
      respond(proxy, proxy.calls[2], {});
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create', 'update', 'destroy']);
      expect(store.getRemovedRecords()).to.deep.equal([]);
    });

    it('gives a created record the id the server sent, re-keyed in the store, firing idchanged', () => {
      const { store, proxy } = fakeStore();
      const fresh = store.add({ title: 'new' })[0];
      const oldInternalId = fresh.internalId;
      const idchanged = sinon.spy();
      store.on('idchanged', idchanged);
      store.sync();
      respond(proxy, proxy.calls[0], { records: [{ id: 40, title: 'new (saved)' }] });
      expect(fresh.getId()).to.equal(40);
      expect(fresh.get('title')).to.equal('new (saved)');
      expect(fresh.phantom).to.equal(false);
      expect(fresh.dirty).to.equal(false);
      expect(store.getById(40)).to.equal(fresh);
      expect(idchanged.firstCall.args.slice(0, 5)).to.deep.equal([
        store,
        fresh,
        null,
        40,
        oldInternalId,
      ]);
    });

    it('leaves every record as it was when the write fails, so the next sync sends it again', () => {
      const { store, proxy } = fakeStore();
      const [one, two] = store.getRange();
      store.remove(one);
      two.set('title', 'edited');
      const fresh = store.add({ title: 'new' })[0];
      const write = sinon.spy();
      const failure = sinon.spy();
      store.on('write', write);
      store.sync({ failure });
      respond(proxy, proxy.calls[0], { success: false });
      respond(proxy, proxy.calls[1], { success: false });
      respond(proxy, proxy.calls[2], { success: false });
      expect(write.called).to.equal(false);
      expect(failure.calledOnce).to.equal(true);
      expect(fresh.phantom).to.equal(true);
      expect(two.dirty).to.equal(true);
      expect(two.get('title')).to.equal('edited');
      expect(store.getRemovedRecords()).to.deep.equal([one]);
      store.sync();
      expect(proxy.calls.slice(3).map((c: any) => [c.action, c.operation.records])).to.deep.equal([
        ['create', [fresh]],
      ]);
    });

    it('a record one store destroyed is not destroyed again by another store it was removed from', () => {
      const { store, proxy } = fakeStore();
      const record = store.getAt(0);
      const other = make({ model: 'Spec.sync.Task', proxy });
      other.loadRecords([record!]);
      store.remove(record!);
      other.remove(record!);
      store.sync();
      respond(proxy, proxy.calls[0], {});
      expect(record!.erased).to.equal(true);
      expect(other.getRemovedRecords()).to.deep.equal([]);
      other.sync();
      expect(proxy.calls).to.have.length(1);
    });

    it('calls an operation callback with (records, operation, success)', () => {
      const { store, proxy } = fakeStore();
      store.getAt(0)!.set('title', 'x');
      store.sync();
      const callback = sinon.spy();
      const op = proxy.calls[0].operation;
      op.callback = callback;
      respond(proxy, proxy.calls[0], {});
      expect(callback.firstCall.args).to.deep.equal([[store.getAt(0)], op, true]);
    });
  });

  describe('autoSync', () => {
    it('syncs after an edit of a persistent field, not of a non-persistent one', () => {
      const { store, proxy } = fakeStore({ autoSync: true });
      store.getAt(0)!.set('note', 'scribble');
      expect(proxy.calls).to.have.length(0);
      store.getAt(0)!.set('title', 'x');
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['update']);
    });

    it('fires update before syncing', () => {
      const { store, proxy } = fakeStore({ autoSync: true });
      let calls = -1;
      store.on('update', () => (calls = proxy.calls.length));
      store.getAt(0)!.set('title', 'x');
      expect(calls).to.equal(0);
    });

    it('syncs after adding a new record and after removing a saved one', () => {
      const { store, proxy } = fakeStore({ autoSync: true });
      store.add({ title: 'new' });
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create']);
      respond(proxy, proxy.calls[0], {});
      store.removeAt(0);
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create', 'destroy']);
    });

    it('does not sync after adding a saved (not phantom) record, nor after a move', () => {
      const { store, proxy } = fakeStore({ autoSync: true });
      store.add(Lib.create('Spec.sync.Task', { id: 9, title: 'saved' }));
      const record = store.getAt(0);
      store.remove(record!, true);
      store.insert(1, record!);
      expect(proxy.calls).to.have.length(0);
    });

    it('waits while suspended', () => {
      const { store, proxy } = fakeStore({ autoSync: true });
      store.suspendAutoSync();
      store.getAt(0)!.set('title', 'x');
      store.add({ title: 'y' });
      expect(proxy.calls).to.have.length(0);
      store.resumeAutoSync();
      store.getAt(1)!.set('title', 'z');
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['create']);
    });

    it('syncs against the memory proxy at once', () => {
      const store = memoryStore({ autoSync: true });
      const record = store.getAt(0);
      const actions: string[] = [];
      store.on('update', (_s: any, _r: any, action: string) => actions.push(action));
      record!.set('title', 'x');
      expect(actions).to.deep.equal(['edit', 'commit']);
      expect(record!.dirty).to.equal(false);
    });
  });
});
