import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type { Operation } from '../../classes/data/Operation';
import { defineFakeProxy, undefineFakeProxy, respond, storeTracker } from './Store.fakes';

describe('Lib.data.Model (remote)', () => {
  const make = storeTracker();
  let proxy: any;

  before(() => {
    defineFakeProxy();
    Lib.define('Spec.remote.User', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', useNull: true },
        { name: 'name', type: 'string' },
        { name: 'age', type: 'int' },
      ],
    });
  });
  after(() => {
    Lib.undefine('Spec.remote.User');
    undefineFakeProxy();
  });
  beforeEach(() => {
    proxy = User().setProxy({ type: 'specfake' });
  });

  const User = () => Lib.ClassManager.get('Spec.remote.User') as any;
  const fresh = (data: Record<string, unknown> = { name: 'Ada' }) => new (User())(data);
  const saved = (data: Record<string, unknown> = { id: 7, name: 'Ada', age: 36 }) =>
    new (User())(data);

  /** A store holding `record`, over the same fake proxy; its events are spied. */
  function storeWith(record: any) {
    const store = make({ model: 'Spec.remote.User', proxy });
    store.loadRecords([record]);
    const events: string[] = [];
    const spies: Record<string, sinon.SinonSpy> = {};
    for (const name of ['write', 'datachanged', 'refresh', 'remove', 'bulkremove']) {
      spies[name] = sinon.spy(() => events.push(name));
      store.on(name, spies[name]);
    }
    return { store, events, spies };
  }

  describe('#save', () => {
    it('creates a phantom record through the proxy: one create operation holding the record', () => {
      const user = fresh();
      expect(user.save()).to.equal(user);
      expect(proxy.calls).to.have.length(1);
      const { action, operation } = proxy.calls[0];
      expect(action).to.equal('create');
      expect(operation).to.be.instanceOf(Lib.data.Operation);
      expect(operation.action).to.equal('create');
      expect(operation.records).to.deep.equal([user]);
    });

    it('updates a record that is not phantom', () => {
      const user = saved();
      user.set('name', 'Grace');
      user.save();
      expect(proxy.calls[0].action).to.equal('update');
      expect(proxy.calls[0].operation.action).to.equal('update');
    });

    it('on success copies the server values in, gives a new record the server id and commits it', () => {
      const user = fresh({ name: 'Ada', age: 36 });
      user.save();
      respond(proxy, proxy.calls[0], { records: [{ id: 40, name: 'Ada L.' }] });
      expect(user.getId()).to.equal(40);
      expect(user.get('name')).to.equal('Ada L.');
      expect(user.get('age')).to.equal(36);
      expect(user.phantom).to.equal(false);
      expect(user.dirty).to.equal(false);
    });

    it('on success every store holding the record fires write(store, operation) then datachanged(store)', () => {
      const user = fresh();
      const a = storeWith(user);
      const b = storeWith(user);
      user.save();
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], { records: [{ id: 5 }] });
      for (const { store, events, spies } of [a, b]) {
        expect(events).to.deep.equal(['write', 'datachanged']);
        expect(spies.write.firstCall.args.slice(0, 2)).to.deep.equal([store, op]);
        expect(spies.datachanged.firstCall.args.slice(0, 1)).to.deep.equal([store]);
      }
      expect(a.store.getById(5)).to.equal(user);
    });

    it('calls success(record, operation) then callback(record, operation, true), this = the record', () => {
      const user = saved();
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      user.set('age', 37);
      user.save({ success, failure, callback });
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], {});
      expect(success.calledOnceWithExactly(user, op)).to.equal(true);
      expect(success.firstCall.thisValue).to.equal(user);
      expect(failure.called).to.equal(false);
      expect(callback.calledOnceWithExactly(user, op, true)).to.equal(true);
      expect(callback.calledAfter(success)).to.equal(true);
    });

    it('uses options.scope as this', () => {
      const scope = {};
      const callback = sinon.spy();
      saved().save({ callback, scope });
      respond(proxy, proxy.calls[0], {});
      expect(callback.firstCall.thisValue).to.equal(scope);
    });

    it('on failure leaves the record exactly as it was and calls failure(record, operation) then callback(record, operation, false)', () => {
      const user = fresh({ name: 'Ada' });
      const edited = saved();
      edited.set('name', 'typed by the user');
      const { events } = storeWith(user);
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      user.save({ success, failure, callback });
      edited.save({ failure });
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], { success: false, records: [{ id: 3, name: 'server' }] });
      respond(proxy, proxy.calls[1], { success: false });
      expect(user.phantom).to.equal(true);
      expect(user.getId()).to.equal(null);
      expect(user.get('name')).to.equal('Ada');
      expect(edited.dirty).to.equal(true);
      expect(edited.get('name')).to.equal('typed by the user');
      expect(edited.getChanges()).to.deep.equal({ name: 'typed by the user' });
      expect(events).to.deep.equal([]);
      expect(success.called).to.equal(false);
      expect(failure.firstCall.args).to.deep.equal([user, op]);
      expect(failure.callCount).to.equal(2);
      expect(callback.calledOnceWithExactly(user, op, false)).to.equal(true);
      expect(callback.calledAfter(failure)).to.equal(true);
    });

    it('may simply be called again after a failure: the same change is sent', () => {
      const user = fresh({ name: 'Ada' });
      user.save();
      respond(proxy, proxy.calls[0], { success: false });
      user.save();
      expect(proxy.calls[1].action).to.equal('create');
      expect(proxy.calls[1].operation.records).to.deep.equal([user]);
      respond(proxy, proxy.calls[1], { records: [{ id: 9 }] });
      expect(user.phantom).to.equal(false);
      expect(user.getId()).to.equal(9);
    });

    it('reports once even when the proxy calls back twice', () => {
      const callback = sinon.spy();
      saved().save({ callback });
      respond(proxy, proxy.calls[0], {});
      proxy.calls[0].callback.call(proxy, proxy.calls[0].operation);
      expect(callback.callCount).to.equal(1);
    });

    it('passes the other options (params, signal, ...) to the operation, not the callbacks', () => {
      const controller = new AbortController();
      const success = () => {};
      saved().save({ params: { a: 1 }, signal: controller.signal, url: '/x', success });
      const op = proxy.calls[0].operation;
      expect(op.params).to.deep.equal({ a: 1 });
      expect(op.signal).to.equal(controller.signal);
      expect(op.url).to.equal('/x');
      expect(op.success).to.equal(undefined);
      expect(op.callback).to.equal(undefined);
    });

    it('works through the memory proxy at once (committed, no server id)', () => {
      const user = fresh();
      user.setProxy('memory');
      const callback = sinon.spy();
      user.save({ callback });
      expect(callback.firstCall.args[2]).to.equal(true);
      expect(user.phantom).to.equal(false);
      expect(user.dirty).to.equal(false);
    });

    it('checks its options', () => {
      const user = saved();
      expect(() => user.save('x' as any)).to.throw(
        TypeError,
        /\[Spec\.remote\.User#save\] expects an options object, got 'x'/,
      );
      expect(() => user.save({ success: 1 as any })).to.throw(
        TypeError,
        /option 'success' must be a function, got 1/,
      );
      expect(() => user.save({ signal: {} as any })).to.throw(
        TypeError,
        /option 'signal' must be an AbortSignal, got an object/,
      );
      expect(proxy.calls).to.have.length(0);
    });

    it('can be overridden by a subclass that calls callParent', () => {
      const seen: string[] = [];
      Lib.define('Spec.remote.Audited', {
        extend: 'Spec.remote.User',
        save(this: any, options: any) {
          seen.push('before');
          return this.callParent([options]);
        },
      });
      try {
        const Audited = Lib.ClassManager.get('Spec.remote.Audited') as any;
        Audited.setProxy(proxy);
        const record = new Audited({ name: 'x' });
        expect(record.save()).to.equal(record);
        expect(seen).to.deep.equal(['before']);
        expect(proxy.calls[0].action).to.equal('create');
      } finally {
        Lib.undefine('Spec.remote.Audited');
      }
    });
  });

  describe('#destroy', () => {
    it('sends a destroy operation for a saved record; on success it leaves its stores and each fires write', () => {
      const user = saved();
      const { store, events, spies } = storeWith(user);
      const success = sinon.spy();
      const callback = sinon.spy();
      expect(user.destroy({ success, callback })).to.equal(user);
      expect(proxy.calls[0].action).to.equal('destroy');
      const op: Operation = proxy.calls[0].operation;
      expect(op.records).to.deep.equal([user]);
      expect(store.getCount()).to.equal(1);
      respond(proxy, proxy.calls[0], {});
      expect(store.getCount()).to.equal(0);
      expect(user.stores).to.deep.equal([]);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      expect(events).to.include.members(['remove', 'bulkremove', 'datachanged', 'write']);
      expect(events.indexOf('write')).to.be.greaterThan(events.indexOf('bulkremove'));
      expect(spies.bulkremove.firstCall.args.slice(0, 4)).to.deep.equal([store, [user], [0], true]);
      // Then once more as gone for good (not a move), so a selection model lets go of it.
      expect(spies.bulkremove.secondCall.args.slice(0, 4)).to.deep.equal([
        store,
        [user],
        [-1],
        false,
      ]);
      expect(spies.write.firstCall.args.slice(0, 2)).to.deep.equal([store, op]);
      expect(success.calledOnceWithExactly(user, op)).to.equal(true);
      // Ext JS 4 calls back with (record, operation) only.
      expect(callback.calledOnceWithExactly(user, op)).to.equal(true);
      expect(callback.firstCall.thisValue).to.equal(user);
    });

    it('never sends a phantom record to the server: it succeeds at once, leaving its stores without write', () => {
      const user = fresh();
      const { store, spies } = storeWith(user);
      const success = sinon.spy();
      const callback = sinon.spy();
      user.destroy({ success, callback });
      expect(proxy.calls).to.have.length(0);
      expect(store.getCount()).to.equal(0);
      expect(spies.write.called).to.equal(false);
      const op = success.firstCall.args[1];
      expect(op.action).to.equal('destroy');
      expect(op.wasSuccessful()).to.equal(true);
      expect(callback.calledOnceWithExactly(user, op)).to.equal(true);
    });

    it('on failure leaves the record where and as it was: failure(record, operation), callback(record, operation)', () => {
      const user = saved();
      user.set('name', 'typed');
      const { store, events } = storeWith(user);
      const failure = sinon.spy();
      const callback = sinon.spy();
      user.destroy({ failure, callback, scope: store });
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], { success: false });
      expect(store.getAt(0)).to.equal(user);
      expect(user.get('name')).to.equal('typed');
      expect(user.dirty).to.equal(true);
      expect(events).to.deep.equal([]);
      expect(failure.calledOnceWithExactly(user, op)).to.equal(true);
      expect(failure.firstCall.thisValue).to.equal(store);
      expect(callback.calledOnceWithExactly(user, op)).to.equal(true);
    });

    it('of a record removed from a store earlier: the store does not send a second destroy on its next sync', () => {
      const user = saved();
      const other = saved({ id: 8, name: 'Bob' });
      const store = make({ model: 'Spec.remote.User', proxy });
      store.loadRecords([user, other]);
      store.remove(user);
      expect(store.getRemovedRecords()).to.deep.equal([user]);
      user.destroy();
      respond(proxy, proxy.calls[0], {});
      expect(user.erased).to.equal(true);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      store.sync();
      expect(proxy.calls).to.have.length(1);
      other.set('name', 'Robert');
      store.remove(other);
      store.sync();
      expect(proxy.calls.slice(1).map((c: any) => [c.action, c.operation.records])).to.deep.equal([
        ['destroy', [other]],
      ]);
    });

    it('of a record removed from a store earlier, when it fails, leaves the store to destroy it on its next sync', () => {
      const user = saved();
      const store = make({ model: 'Spec.remote.User', proxy });
      store.loadRecords([user]);
      store.remove(user);
      user.destroy();
      respond(proxy, proxy.calls[0], { success: false });
      expect(user.erased).to.equal(false);
      expect(store.getRemovedRecords()).to.deep.equal([user]);
      store.sync();
      expect(proxy.calls[1].action).to.equal('destroy');
      expect(proxy.calls[1].operation.records).to.deep.equal([user]);
    });

    it('of a record removed from a store earlier: rejectChanges does not put it back', () => {
      const user = saved();
      const store = make({ model: 'Spec.remote.User', proxy });
      store.loadRecords([user, saved({ id: 8 })]);
      store.remove(user);
      user.destroy();
      respond(proxy, proxy.calls[0], {});
      store.rejectChanges();
      expect(store.getRange().map((r: any) => r.getId())).to.deep.equal([8]);
    });

    it('a destroyed record put back into a store is live again: removing it destroys it again', () => {
      const user = saved();
      const store = make({ model: 'Spec.remote.User', proxy });
      user.destroy();
      respond(proxy, proxy.calls[0], {});
      store.add(user);
      expect(user.erased).to.equal(false);
      store.remove(user);
      store.sync();
      expect(proxy.calls[1].action).to.equal('destroy');
      expect(proxy.calls[1].operation.records).to.deep.equal([user]);
    });

    it('without arguments is still the data action (not the teardown of Lib.Base), every time', () => {
      const user = saved();
      user.destroy();
      respond(proxy, proxy.calls[0], { success: false });
      user.destroy();
      expect(proxy.calls.map((c: any) => c.action)).to.deep.equal(['destroy', 'destroy']);
    });

    it('passes a signal to the operation and checks its options', () => {
      const controller = new AbortController();
      saved().destroy({ signal: controller.signal });
      expect(proxy.calls[0].operation.signal).to.equal(controller.signal);
      expect(() => saved().destroy({ callback: 'no' as any })).to.throw(
        TypeError,
        /\[Spec\.remote\.User#destroy\] option 'callback' must be a function/,
      );
    });
  });

  describe('.load', () => {
    it('reads through the model proxy with a read operation holding the id', () => {
      const User_ = User();
      User_.load(7, { params: { expand: 1 } });
      const { action, operation } = proxy.calls[0];
      expect(action).to.equal('read');
      expect(operation.action).to.equal('read');
      expect(operation.id).to.equal(7);
      expect(operation.params).to.deep.equal({ expand: 1 });
    });

    it('passes the first record read to success(record, operation), then callback(record, operation, true); this = the model', () => {
      const User_ = User();
      const success = sinon.spy();
      const callback = sinon.spy();
      User_.load(7, { success, callback });
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], { rows: [{ id: 7, name: 'Ada' }, { id: 8 }] });
      const record = success.firstCall.args[0];
      expect(record).to.be.instanceOf(User_);
      expect(record.get('name')).to.equal('Ada');
      expect(record.phantom).to.equal(false);
      expect(success.firstCall.args[1]).to.equal(op);
      expect(success.firstCall.thisValue).to.equal(User_);
      expect(callback.calledOnceWithExactly(record, op, true)).to.equal(true);
    });

    it('gives a record read without an id the id asked for; it stays clean', () => {
      const success = sinon.spy();
      User().load('12', { success });
      respond(proxy, proxy.calls[0], { rows: [{ name: 'no id' }] });
      const record = success.firstCall.args[0];
      expect(record.getId()).to.equal(12);
      expect(record.phantom).to.equal(false);
      expect(record.dirty).to.equal(false);
    });

    it('on failure calls failure(null, operation), then callback(null, operation, false)', () => {
      const failure = sinon.spy();
      const callback = sinon.spy();
      const scope = {};
      User().load(7, { failure, callback, scope });
      const op = proxy.calls[0].operation;
      respond(proxy, proxy.calls[0], { success: false });
      expect(failure.calledOnceWithExactly(null, op)).to.equal(true);
      expect(failure.firstCall.thisValue).to.equal(scope);
      expect(callback.calledOnceWithExactly(null, op, false)).to.equal(true);
    });

    it('treats a successful read without any record as a failure', () => {
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      User().load(7, { success, failure, callback });
      respond(proxy, proxy.calls[0], { rows: [] });
      expect(success.called).to.equal(false);
      const op = failure.firstCall.args[1];
      expect(op.wasSuccessful()).to.equal(false);
      expect(op.getError()).to.equal('no record was found for id 7');
      expect(callback.firstCall.args).to.deep.equal([null, op, false]);
    });

    it('passes a signal to the operation; an id in the options wins', () => {
      const controller = new AbortController();
      User().load(7, { signal: controller.signal, id: 8 });
      const op = proxy.calls[0].operation;
      expect(op.signal).to.equal(controller.signal);
      expect(op.id).to.equal(8);
    });

    it('is inherited by subclasses, which read through their own proxy', () => {
      Lib.define('Spec.remote.Admin', { extend: 'Spec.remote.User' });
      try {
        const Admin = Lib.ClassManager.get('Spec.remote.Admin') as any;
        const own = Admin.setProxy({ type: 'specfake' });
        const success = sinon.spy();
        Admin.load(1, { success });
        expect(proxy.calls).to.have.length(0);
        respond(own, own.calls[0], { rows: [{ id: 1 }] });
        expect(success.firstCall.args[0]).to.be.instanceOf(Admin);
      } finally {
        Lib.undefine('Spec.remote.Admin');
      }
    });

    it('checks its options', () => {
      expect(() => User().load(1, 5 as any)).to.throw(
        TypeError,
        /\[Spec\.remote\.User\.load\] expects an options object, got 5/,
      );
    });
  });
});
