import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import type { Operation } from '../../classes/data/Operation';
import { RequestError } from '../../classes/data/Connection.errors';
import {
  defineFakeProxy,
  undefineFakeProxy,
  respond,
  storeTracker,
  type Call,
} from './Store.fakes';

/**
 * The store's remote side against fake proxies: signals for loads and syncs, what a failed
 * sync leaves behind and reports, and a sync asked for while another runs. The same against
 * a real REST server is in remote.spec.ts and faults.spec.ts.
 */
describe('Lib.data.Store (remote side)', () => {
  const make = storeTracker();

  before(() => {
    defineFakeProxy();
    // Like the fake proxy, but an aborted signal fails the pending call at once, as the
    // server proxies do: Ext's error shape, a typed error of kind 'abort', `exception` once.
    Lib.define('Spec.data.AbortableProxy', {
      extend: 'Spec.data.FakeProxy',
      alias: 'proxy.specabortable',
      record(this: any, action: string, operation: Operation, callback: any, scope: unknown) {
        this.callParent([action, operation, callback, scope]);
        const call: Call = this.calls[this.calls.length - 1];
        const signal = operation.signal;
        if (!signal) return;
        const abort = () => {
          if (operation.isComplete()) return;
          operation.setException({ status: -1, statusText: 'transaction aborted' });
          operation.requestError = new RequestError({
            kind: 'abort',
            method: 'POST',
            url: '/tasks',
          });
          operation.setCompleted();
          this.fireEvent('exception', this, { status: 0 }, operation);
          call.callback.call(call.scope ?? this, operation);
        };
        if (signal.aborted) abort();
        else signal.addEventListener('abort', abort, { once: true });
      },
    });
    Lib.define('Spec.remote.Task', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', useNull: true },
        { name: 'title', type: 'string' },
      ],
      validations: [{ type: 'presence', field: 'title' }],
    });
  });
  after(() => {
    Lib.undefine('Spec.remote.Task');
    Lib.undefine('Spec.data.AbortableProxy');
    undefineFakeProxy();
  });

  /** A store of three saved tasks over a fake proxy; `proxy.calls` holds what it was asked. */
  function remote(config: Record<string, any> = {}, type = 'specabortable') {
    const store = make({ model: 'Spec.remote.Task', proxy: { type }, ...config });
    store.loadRecords(
      [1, 2, 3].map((id) => Lib.create('Spec.remote.Task', { id, title: `t${id}` })),
    );
    return { store, proxy: store.getProxy() as any };
  }

  /** A new, an edited and a removed record. */
  function changes(store: Store) {
    const [removed, edited] = store.getRange();
    store.remove(removed);
    edited.set('title', 'typed by the user');
    const created = store.add({ title: 'new' })[0];
    return { created, edited, removed };
  }

  /** Asserts that the three changes are pending exactly as the user left them. */
  function expectPending(store: Store, { created, edited, removed }: ReturnType<typeof changes>) {
    expect(created.phantom).to.equal(true);
    expect(created.getId()).to.equal(null);
    expect(created.get('title')).to.equal('new');
    expect(edited.dirty).to.equal(true);
    expect(edited.getChanges()).to.deep.equal({ title: 'typed by the user' });
    expect(store.getRemovedRecords()).to.deep.equal([removed]);
    expect(store.getNewRecords()).to.deep.equal([created]);
    expect(store.getUpdatedRecords()).to.deep.equal([edited]);
  }

  function spyCallbacks() {
    return { success: sinon.spy(), failure: sinon.spy(), callback: sinon.spy() };
  }

  describe('#load with a signal', () => {
    it('gives the signal to the read operation; reload does not reuse it', () => {
      const { store, proxy } = remote();
      const controller = new AbortController();
      store.load({ signal: controller.signal, params: { q: 1 } });
      expect(proxy.calls[0].operation.signal).to.equal(controller.signal);
      controller.abort();
      store.reload();
      expect(proxy.calls[1].operation.signal).to.equal(undefined);
      expect(proxy.calls[1].operation.params).to.deep.equal({ q: 1 });
    });

    it('an aborted load fails and leaves the records alone', () => {
      const { store, proxy } = remote();
      const before = store.getRange();
      const load = sinon.spy();
      const callback = sinon.spy();
      store.on('load', load);
      const controller = new AbortController();
      store.load({ signal: controller.signal, callback });
      expect(store.isLoading()).to.equal(true);
      controller.abort();
      expect(store.isLoading()).to.equal(false);
      const op = proxy.calls[0].operation;
      expect(op.getRequestError().kind).to.equal('abort');
      expect(load.calledOnce).to.equal(true);
      expect(load.firstCall.args.slice(0, 3)).to.deep.equal([store, undefined, false]);
      expect(callback.calledOnceWithExactly(undefined, op, false)).to.equal(true);
      expect(store.getRange()).to.deep.equal(before);
    });
  });

  describe('#sync with a signal', () => {
    it('aborting it aborts the operation in flight and fails the others without sending them', () => {
      const { store, proxy } = remote();
      const pending = changes(store);
      const cb = spyCallbacks();
      const exception = sinon.spy();
      const write = sinon.spy();
      proxy.on('exception', exception);
      store.on('write', write);
      const controller = new AbortController();
      store.sync({ ...cb, signal: controller.signal });
      expect(proxy.calls.map((c: Call) => c.action)).to.deep.equal(['create']);
      controller.abort();
      expect(proxy.calls).to.have.length(1);
      expect(exception.calledOnce).to.equal(true);
      expect(write.called).to.equal(false);
      expect(cb.success.called).to.equal(false);
      expect(cb.failure.calledOnce).to.equal(true);
      expect(cb.callback.calledOnce).to.equal(true);
      const batch = cb.failure.firstCall.args[0];
      expect(batch.operations.map((op: Operation) => op.action)).to.deep.equal([
        'create',
        'update',
        'destroy',
      ]);
      expect(batch.exceptions).to.have.length(3);
      for (const op of batch.operations) {
        expect(op.wasSuccessful()).to.equal(false);
        expect(op.getError()).to.deep.equal({ status: -1, statusText: 'transaction aborted' });
        expect(op.getRequestError()).to.be.instanceOf(RequestError);
        expect(op.getRequestError().kind).to.equal('abort');
      }
      expectPending(store, pending);
      expect(store.isSyncing()).to.equal(false);

      // The next sync sends the same three changes.
      store.sync();
      respond(proxy, proxy.calls[1], { records: [{ id: 10 }] });
      respond(proxy, proxy.calls[2], {});
      respond(proxy, proxy.calls[3], {});
      expect(
        proxy.calls.slice(1).map((c: Call) => [c.action, c.operation.records![0]]),
      ).to.deep.equal([
        ['create', pending.created],
        ['update', pending.edited],
        ['destroy', pending.removed],
      ]);
      expect(store.getModifiedRecords()).to.deep.equal([]);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      expect(pending.created.getId()).to.equal(10);
    });

    it('a signal aborted before the sync sends nothing and reports the failure once', () => {
      const { store, proxy } = remote({}, 'specfake');
      const pending = changes(store);
      const cb = spyCallbacks();
      const controller = new AbortController();
      controller.abort();
      store.sync({ ...cb, signal: controller.signal });
      expect(proxy.calls).to.have.length(0);
      expect(cb.failure.calledOnce).to.equal(true);
      expect(cb.callback.calledOnce).to.equal(true);
      expect(cb.success.called).to.equal(false);
      expectPending(store, pending);
    });

    it('aborting after the sync finished changes nothing', () => {
      const { store, proxy } = remote();
      const { created } = changes(store);
      const controller = new AbortController();
      const cb = spyCallbacks();
      store.sync({ ...cb, signal: controller.signal });
      respond(proxy, proxy.calls[0], { records: [{ id: 10 }] });
      respond(proxy, proxy.calls[1], {});
      respond(proxy, proxy.calls[2], {});
      controller.abort();
      expect(cb.success.calledOnce).to.equal(true);
      expect(cb.failure.called).to.equal(false);
      expect(created.phantom).to.equal(false);
    });
  });

  describe('a failed sync', () => {
    it('leaves every record as it was and reports once: exception per failed operation, failure and callback once', () => {
      const { store, proxy } = remote();
      const pending = changes(store);
      const cb = spyCallbacks();
      const exception = sinon.spy();
      const write = sinon.spy();
      const datachanged = sinon.spy();
      proxy.on('exception', exception);
      store.on({ write, datachanged });
      store.sync(cb);
      for (let i = 0; i < 3; i++) {
        respond(proxy, proxy.calls[i], { success: false, records: [{ id: 99, title: 'server' }] });
      }
      expect(exception.callCount).to.equal(3);
      expect(exception.getCalls().map((c) => c.args[2].action)).to.deep.equal([
        'create',
        'update',
        'destroy',
      ]);
      expect(write.called).to.equal(false);
      expect(datachanged.called).to.equal(false);
      expect(cb.failure.calledOnce).to.equal(true);
      expect(cb.callback.calledOnce).to.equal(true);
      expect(cb.success.called).to.equal(false);
      expectPending(store, pending);
    });

    it('when only one operation fails, only its change is sent again', () => {
      const { store, proxy } = remote();
      const pending = changes(store);
      store.sync();
      respond(proxy, proxy.calls[0], { records: [{ id: 10 }] });
      respond(proxy, proxy.calls[1], { success: false });
      respond(proxy, proxy.calls[2], {});
      expect(pending.created.phantom).to.equal(false);
      expect(pending.edited.dirty).to.equal(true);
      expect(store.getRemovedRecords()).to.deep.equal([]);
      store.sync();
      expect(proxy.calls.slice(3).map((c: Call) => [c.action, c.operation.records])).to.deep.equal([
        ['update', [pending.edited]],
      ]);
    });
  });

  describe('a sync asked for while one is running', () => {
    it('waits for it, then runs with its own options on what is left', () => {
      const { store, proxy } = remote({}, 'specfake');
      const [one, two] = store.getRange();
      one.set('title', 'a');
      const first = spyCallbacks();
      const second = spyCallbacks();
      store.sync(first);
      expect(store.isSyncing()).to.equal(true);
      two.set('title', 'b');
      store.sync(second);
      expect(proxy.calls).to.have.length(1);
      respond(proxy, proxy.calls[0], {});
      expect(first.success.calledOnce).to.equal(true);
      expect(first.callback.calledBefore(second.success)).to.equal(true);
      expect(proxy.calls.map((c: Call) => c.operation.records)).to.deep.equal([[one], [two]]);
      expect(store.isSyncing()).to.equal(true);
      respond(proxy, proxy.calls[1], {});
      expect(second.success.calledOnce).to.equal(true);
      expect(store.isSyncing()).to.equal(false);
    });

    it('with autoSync never sends a new record twice, and sends what was typed meanwhile', () => {
      const { store, proxy } = remote({ autoSync: true }, 'specfake');
      const created = store.add({ title: 'first' })[0];
      expect(proxy.calls.map((c: Call) => c.action)).to.deep.equal(['create']);
      created.set('title', 'second');
      created.set('title', 'third');
      expect(proxy.calls).to.have.length(1);
      // The server saved what was sent ('first').
      respond(proxy, proxy.calls[0], { records: [{ id: 10, title: 'first' }] });
      expect(created.getId()).to.equal(10);
      expect(created.phantom).to.equal(false);
      expect(created.get('title')).to.equal('third');
      expect(proxy.calls.map((c: Call) => c.action)).to.deep.equal(['create', 'update']);
      expect(proxy.calls[1].operation.records).to.deep.equal([created]);
      respond(proxy, proxy.calls[1], {});
      expect(created.dirty).to.equal(false);
      expect(proxy.calls).to.have.length(2);
    });

    it('does not wait for a batch paused on a failure (pauseOnException)', () => {
      const { store, proxy } = remote({}, 'specfake');
      const [one, two] = store.getRange();
      one.set('title', 'a');
      store.add({ title: 'new' });
      store.sync({ batch: { pauseOnException: true } });
      respond(proxy, proxy.calls[0], { success: false });
      expect(store.isSyncing()).to.equal(false);
      two.set('title', 'b');
      store.sync();
      expect(proxy.calls.map((c: Call) => c.action)).to.deep.equal(['create', 'create']);
    });

    it('a proxy that throws while starting does not leave the store waiting', () => {
      const { store, proxy } = remote({}, 'specfake');
      store.getAt(0)!.set('title', 'a');
      const stub = sinon.stub(proxy, 'batch').throws(new Error('no url'));
      expect(() => store.sync()).to.throw('no url');
      stub.restore();
      expect(store.isSyncing()).to.equal(false);
      store.sync();
      expect(proxy.calls).to.have.length(1);
    });
  });

  describe('options', () => {
    it('load and sync check their signal and callbacks where they enter', () => {
      const { store, proxy } = remote({}, 'specfake');
      store.getAt(0)!.set('title', 'x');
      expect(() => store.load({ signal: 'stop' as any })).to.throw(
        TypeError,
        /\[Lib\.data\.Store#load\] option 'signal' must be an AbortSignal, got 'stop'/,
      );
      expect(() => store.sync({ callback: 5 as any })).to.throw(
        TypeError,
        /\[Lib\.data\.Store#sync\] option 'callback' must be a function, got 5/,
      );
      expect(() => store.sync('now' as any)).to.throw(
        TypeError,
        /\[Lib\.data\.Store#sync\] expects an options object/,
      );
      expect(proxy.calls).to.have.length(0);
    });
  });

  describe('a record edited while its save is out', () => {
    it('keeps the value typed meanwhile, still modified, and commits the rest', () => {
      const { store, proxy } = remote({}, 'specfake');
      const record = store.getAt(0);
      record!.set('title', 'sent');
      store.sync();
      record!.set('title', 'typed meanwhile');
      const update = sinon.spy();
      store.on('update', update);
      respond(proxy, proxy.calls[0], { records: [{ id: 1, title: 'sent' }] });
      expect(record!.get('title')).to.equal('typed meanwhile');
      expect(record!.dirty).to.equal(true);
      expect(record!.modified).to.deep.equal({ title: 'sent' });
      expect(update.firstCall.args[2]).to.equal('commit');
      expect(store.getUpdatedRecords()).to.deep.equal([record]);
    });

    it('through record.save as well', () => {
      const { store, proxy } = remote({}, 'specfake');
      const record = store.getAt(0);
      record!.setProxy(proxy);
      record!.set('title', 'sent');
      record!.save();
      record!.set('title', 'sent');
      record!.set('title', 'typed meanwhile');
      respond(proxy, proxy.calls[0], {});
      expect(record!.get('title')).to.equal('typed meanwhile');
      expect(record!.getChanges()).to.deep.equal({ title: 'typed meanwhile' });
    });
  });
});
