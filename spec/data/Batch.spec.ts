import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { Batch } from '../../classes/data/Batch';
import { Operation } from '../../classes/data/Operation';
import { defineFakeProxy, undefineFakeProxy, respond } from './Store.fakes';

describe('Lib.data.Batch', () => {
  let proxy: any;
  before(defineFakeProxy);
  after(undefineFakeProxy);
  beforeEach(() => {
    proxy = Lib.create('proxy.specfake', {});
  });

  const ops = (...actions: Array<'create' | 'update' | 'destroy'>) =>
    actions.map((action) => new Operation({ action, records: [] }));

  it('is registered as Lib.data.Batch and is observable', () => {
    const batch = Lib.create('Lib.data.Batch', { proxy });
    expect(batch).to.be.instanceOf(Batch);
    expect(batch.isObservable).to.equal(true);
    expect([batch.autoStart, batch.pauseOnException]).to.deep.equal([false, false]);
  });

  it('runs its operations strictly one after another, in the order added', () => {
    const batch = new Batch({ proxy });
    const [a, b, c] = ops('create', 'update', 'destroy');
    batch.add(a).add([b, c]);
    expect(batch.total).to.equal(3);
    expect(a.batch).to.equal(batch);
    batch.start();
    expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a]);
    expect(a.isStarted()).to.equal(true);
    expect(batch.isRunning).to.equal(true);
    respond(proxy, proxy.calls[0], {});
    expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a, b]);
    respond(proxy, proxy.calls[1], {});
    respond(proxy, proxy.calls[2], {});
    expect(proxy.calls.map((call: any) => call.action)).to.deep.equal([
      'create',
      'update',
      'destroy',
    ]);
    expect(batch.isComplete).to.equal(true);
    expect(batch.isRunning).to.equal(false);
  });

  it('fires operationcomplete(batch, operation) per operation and complete(batch, lastOperation)', () => {
    const batch = new Batch({ proxy });
    const [a, b] = ops('create', 'update');
    batch.add([a, b]);
    const operationcomplete = sinon.spy();
    const complete = sinon.spy();
    batch.on({ operationcomplete, complete });
    proxy.auto = true;
    batch.start();
    expect(operationcomplete.getCalls().map((c) => c.args.slice(0, 2))).to.deep.equal([
      [batch, a],
      [batch, b],
    ]);
    expect(complete.firstCall.args.slice(0, 2)).to.deep.equal([batch, b]);
    expect(complete.calledAfter(operationcomplete)).to.equal(true);
  });

  it('fires exception(batch, operation) for a failed one and goes on (pauseOnException false)', () => {
    const batch = new Batch({ proxy });
    const [a, b] = ops('create', 'update');
    batch.add([a, b]);
    const exception = sinon.spy();
    const operationcomplete = sinon.spy();
    const complete = sinon.spy();
    batch.on({ exception, operationcomplete, complete });
    batch.start();
    respond(proxy, proxy.calls[0], { success: false });
    expect(exception.firstCall.args.slice(0, 2)).to.deep.equal([batch, a]);
    expect(operationcomplete.firstCall.args.slice(0, 2)).to.deep.equal([batch, a]);
    respond(proxy, proxy.calls[1], {});
    expect(complete.calledOnce).to.equal(true);
    expect(batch.hasException).to.equal(true);
    expect(batch.exceptions).to.deep.equal([a]);
  });

  it('with pauseOnException stops at a failure; retry runs it again, then goes on', () => {
    const batch = new Batch({ proxy, pauseOnException: true });
    const [a, b] = ops('create', 'update');
    batch.add([a, b]);
    const complete = sinon.spy();
    batch.on('complete', complete);
    batch.start();
    respond(proxy, proxy.calls[0], { success: false });
    expect(proxy.calls).to.have.length(1);
    expect(batch.isRunning).to.equal(false);
    batch.retry();
    expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a, a]);
    expect(batch.hasException).to.equal(false);
    respond(proxy, proxy.calls[1], {});
    respond(proxy, proxy.calls[2], {});
    expect(complete.calledOnce).to.equal(true);
  });

  it('pause stops after the running operation; start resumes with the next', () => {
    const batch = new Batch({ proxy });
    const [a, b] = ops('create', 'update');
    batch.add([a, b]);
    batch.start();
    batch.pause();
    respond(proxy, proxy.calls[0], {});
    expect(proxy.calls).to.have.length(1);
    batch.start();
    expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a, b]);
  });

  it('starts by itself with autoStart', () => {
    const batch = new Batch({ proxy, autoStart: true });
    batch.add(ops('create'));
    expect(proxy.calls).to.have.length(1);
  });

  it('completes at once when empty', () => {
    const batch = new Batch({ proxy });
    const complete = sinon.spy();
    batch.on('complete', complete);
    batch.start();
    expect(complete.firstCall.args.slice(0, 2)).to.deep.equal([batch, undefined]);
  });

  it('fails an operation whose signal aborted before it started, without sending it, and goes on', () => {
    const controller = new AbortController();
    const batch = new Batch({ proxy });
    const [a, b, c] = ops('create', 'update', 'destroy');
    b.signal = c.signal = controller.signal;
    const exception = sinon.spy();
    const operationcomplete = sinon.spy();
    const complete = sinon.spy();
    batch.on({ exception, operationcomplete, complete });
    batch.add([a, b, c]).start();
    controller.abort();
    respond(proxy, proxy.calls[0], {});
    expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a]);
    expect(exception.getCalls().map((call) => call.args[1])).to.deep.equal([b, c]);
    expect(operationcomplete.callCount).to.equal(3);
    expect(complete.calledOnce).to.equal(true);
    expect(batch.hasException).to.equal(true);
    for (const op of [b, c]) {
      expect(op.isComplete()).to.equal(true);
      expect(op.wasSuccessful()).to.equal(false);
      expect(op.getError()).to.deep.equal({ status: -1, statusText: 'transaction aborted' });
      expect(op.getRequestError()!.kind).to.equal('abort');
    }
  });

  it('with pauseOnException pauses at an operation aborted before it started', () => {
    const controller = new AbortController();
    controller.abort();
    const batch = new Batch({ proxy, pauseOnException: true });
    const [a, b] = ops('create', 'update');
    a.signal = controller.signal;
    batch.add([a, b]).start();
    expect(proxy.calls).to.have.length(0);
    expect(batch.isRunning).to.equal(false);
    expect(batch.exceptions).to.deep.equal([a]);
  });

  it('runs thousands of operations a proxy answers at once without growing the stack', () => {
    const batch = new Batch({ proxy });
    let completed = 0;
    const complete = sinon.spy();
    batch.on({ operationcomplete: () => void completed++, complete });
    proxy.auto = true;
    const list = Array.from(
      { length: 10000 },
      () => new Operation({ action: 'update', records: [] }),
    );
    batch.add(list).start();
    expect(proxy.calls).to.have.length(10000);
    expect(completed).to.equal(10000);
    expect(complete.calledOnceWith(batch, list[9999])).to.equal(true);
    expect(batch.isComplete).to.equal(true);
  });

  it('a memory proxy sync of thousands of records sent one by one completes', () => {
    Lib.define('Spec.batch.Row', { extend: 'Lib.data.Model', fields: ['id', 'n'] });
    try {
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.batch.Row',
        proxy: { type: 'memory', batchActions: false },
      });
      store.add(Array.from({ length: 5000 }, (_, n) => ({ n })));
      store.sync();
      expect(store.getNewRecords()).to.have.length(0);
      store.destroy();
    } finally {
      Lib.undefine('Spec.batch.Row');
    }
  });

  describe('a proxy that throws instead of sending', () => {
    it('throws to the caller of start, and the batch stops running (it can be started again)', () => {
      const batch = new Batch({ proxy });
      const [a, b] = ops('create', 'update');
      const create = sinon.stub(proxy, 'create').throws(new Error('no url'));
      batch.add([a, b]);
      expect(() => batch.start()).to.throw('no url');
      expect(batch.isRunning).to.equal(false);
      expect(batch.isComplete).to.equal(false);
      create.restore();
      batch.start(0);
      expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a]);
    });

    it('fails a later operation with the error message and goes on to complete', () => {
      const batch = new Batch({ proxy });
      const [a, b, c] = ops('create', 'update', 'destroy');
      const update = sinon.stub(proxy, 'update').throws(new Error('no url for update'));
      const exception = sinon.spy();
      const complete = sinon.spy();
      batch.on({ exception, complete });
      batch.add([a, b, c]).start();
      expect(() => respond(proxy, proxy.calls[0], {})).to.not.throw();
      expect(update.calledOnce).to.equal(true);
      expect(exception.calledOnceWith(batch, b)).to.equal(true);
      expect(b.isComplete()).to.equal(true);
      expect(b.wasSuccessful()).to.equal(false);
      expect(b.getError()).to.equal('no url for update');
      expect(proxy.calls.map((call: any) => call.operation)).to.deep.equal([a, c]);
      respond(proxy, proxy.calls[1], {});
      expect(complete.calledOnce).to.equal(true);
      expect(batch.hasException).to.equal(true);
      expect(batch.isRunning).to.equal(false);
    });

    it('does not take an error thrown by a listener after the operation came back for a refusal', () => {
      const batch = new Batch({ proxy });
      const [a, b] = ops('create', 'update');
      proxy.auto = true;
      batch.on('operationcomplete', (_batch: unknown, op: Operation) => {
        if (op === a) throw new Error('listener bug');
      });
      expect(() => batch.add([a, b]).start()).to.throw('listener bug');
      expect(a.wasSuccessful()).to.equal(true);
      expect(a.hasException()).to.equal(false);
    });
  });

  it('refuses what is no operation, and starting without a proxy', () => {
    expect(() => new Batch({ proxy }).add({ action: 'create' } as any)).to.throw(
      TypeError,
      /\[Lib\.data\.Batch#add\] expects Lib\.data\.Operation instances/,
    );
    expect(() => new Batch({}).start()).to.throw(
      Lib.Error,
      /\[Lib\.data\.Batch#start\] cannot start: no proxy is set/,
    );
  });
});
