import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../../index';
import { Proxy } from '../../../classes/data/proxy/Proxy';
import { Batch } from '../../../classes/data/Batch';
import { Operation } from '../../../classes/data/Operation';
import { defineFakeProxy, undefineFakeProxy, respond } from '../Store.fakes';

describe('Lib.data.proxy.Proxy', () => {
  before(() => {
    defineFakeProxy();
    Lib.define('Spec.proxy.Item', { extend: 'Lib.data.Model', fields: ['id', 'name'] });
  });
  after(() => {
    Lib.undefine('Spec.proxy.Item');
    undefineFakeProxy();
  });

  const item = (id?: number) => Lib.create('Spec.proxy.Item', id === undefined ? {} : { id });

  it('is registered as proxy.proxy, also known as Lib.data.DataProxy and Lib.data.Proxy', () => {
    expect(Lib.ClassManager.getByAlias('proxy.proxy')).to.equal(Proxy);
    expect(Lib.ClassManager.get('Lib.data.DataProxy')).to.equal(Proxy);
    expect(Lib.ClassManager.get('Lib.data.Proxy')).to.equal(Proxy);
  });

  it("defaults: batchOrder 'create,update,destroy', batchActions true, a json reader", () => {
    const p = Lib.create('proxy.proxy', {});
    expect(p.batchOrder).to.equal('create,update,destroy');
    expect(p.batchActions).to.equal(true);
    expect(p.getReader()).to.be.instanceOf(Lib.data.reader.Json);
    expect(p.isProxy).to.equal(true);
  });

  describe('model and reader', () => {
    it('resolves a model name and gives the model to its reader', () => {
      const p = Lib.create('proxy.proxy', { model: 'Spec.proxy.Item' });
      const Item = Lib.ClassManager.get('Spec.proxy.Item');
      expect(p.getModel()).to.equal(Item);
      expect(p.getReader().getModel()).to.equal(Item);
    });

    it('takes a reader as a type, a config (copied, completed with the proxy and model) or an instance', () => {
      const byType = Lib.create('proxy.proxy', { model: 'Spec.proxy.Item', reader: 'array' });
      expect(byType.getReader()).to.be.instanceOf(Lib.data.reader.Array);
      const config = { type: 'json', root: 'rows' };
      const byConfig = Lib.create('proxy.proxy', { model: 'Spec.proxy.Item', reader: config });
      expect(byConfig.getReader().root).to.equal('rows');
      expect(byConfig.getReader().proxy).to.equal(byConfig);
      expect(config).to.deep.equal({ type: 'json', root: 'rows' });
      const instance = Lib.create('reader.json', { root: 'x' });
      const byInstance = Lib.create('proxy.proxy', { model: 'Spec.proxy.Item', reader: instance });
      expect(byInstance.getReader()).to.equal(instance);
      expect(instance.getModel()).to.equal(Lib.ClassManager.get('Spec.proxy.Item'));
    });

    it('setModel and setReader change them later', () => {
      const p = Lib.create('proxy.proxy', {});
      p.setModel('Spec.proxy.Item');
      expect(p.getReader().getModel()).to.equal(Lib.ClassManager.get('Spec.proxy.Item'));
      const reader = p.setReader({ type: 'array' });
      expect(p.getReader()).to.equal(reader);
      expect(reader.getModel()).to.equal(p.getModel());
    });

    it('fires metachange(proxy, meta) when its reader meets metaData', () => {
      const p = Lib.create('proxy.memory', {
        model: 'Spec.proxy.Item',
        data: { metaData: { root: 'r' }, r: [{ id: 1 }] },
      });
      const metachange = sinon.spy();
      p.on('metachange', metachange);
      const op = new Operation({ action: 'read' });
      p.read(op);
      expect(metachange.firstCall.args.slice(0, 2)).to.deep.equal([p, { root: 'r' }]);
      expect(op.getRecords()!.map((r: any) => r.getId())).to.deep.equal([1]);
    });
  });

  it('leaves create, read, update and destroy to subclasses', () => {
    const p = Lib.create('proxy.proxy', {});
    for (const action of ['create', 'read', 'update', 'destroy']) {
      expect(() => (p as any)[action](new Operation({ action: action as any }))).to.throw(
        Lib.Error,
        new RegExp(`Lib\\.data\\.proxy\\.Proxy does not implement ${action}`),
      );
    }
  });

  describe('errors', () => {
    it('wrong config types name the proxy class and the config', () => {
      expect(() => Lib.create('proxy.proxy', { batchActions: 'no' } as any)).to.throw(
        TypeError,
        /\[Lib\.data\.proxy\.Proxy\] config 'batchActions' must be a boolean/,
      );
      expect(() => Lib.create('proxy.memory', { batchOrder: 5 } as any)).to.throw(
        TypeError,
        /\[Lib\.data\.proxy\.Memory\] config 'batchOrder'/,
      );
      expect(() => Lib.create('proxy.proxy', { batchOrder: 'create,read' })).to.throw(
        TypeError,
        /config 'batchOrder' must be a list of create, update and destroy, got 'create,read'/,
      );
      expect(() => Lib.create('proxy.proxy', { reader: 5 } as any)).to.throw(
        TypeError,
        /config 'reader'/,
      );
      expect(() => Lib.create('proxy.proxy', { model: 5 } as any)).to.throw(
        TypeError,
        /config 'model'/,
      );
    });

    it('a model name that is not registered', () => {
      expect(() => Lib.create('proxy.proxy', { model: 'Spec.proxy.Itme' })).to.throw(
        Lib.Error,
        /model 'Spec\.proxy\.Itme' is not a registered class/,
      );
    });
  });

  describe('#batch', () => {
    const fake = (config: Record<string, any> = {}) =>
      Lib.create('proxy.specfake', { model: 'Spec.proxy.Item', ...config });

    it('runs the actions in batchOrder, whatever the order of the keys, and returns the batch', () => {
      const p: any = fake({ auto: true });
      const batch = p.batch({
        operations: { destroy: [item(3)], update: [item(2)], create: [item()] },
      });
      expect(batch).to.be.instanceOf(Batch);
      expect(p.calls.map((c: any) => c.action)).to.deep.equal(['create', 'update', 'destroy']);
      const custom: any = fake({ auto: true, batchOrder: 'destroy,create' });
      custom.batch({ operations: { create: [item()], update: [item(2)], destroy: [item(3)] } });
      expect(custom.calls.map((c: any) => c.action)).to.deep.equal(['destroy', 'create']);
    });

    it('makes one operation per action holding all its records with batchActions', () => {
      const p: any = fake({ auto: true });
      const records = [item(1), item(2)];
      p.batch({ operations: { update: records } });
      expect(p.calls).to.have.length(1);
      expect(p.calls[0].operation.records).to.deep.equal(records);
    });

    it('refuses the records of an action when they are not an array, with or without batchActions', () => {
      for (const batchActions of [true, false]) {
        const p: any = fake({ auto: true, batchActions });
        expect(() => p.batch({ operations: { create: item() } })).to.throw(
          TypeError,
          /#batch\] operations\.create must be an array of records, got /,
        );
        expect(p.calls).to.have.length(0);
      }
    });

    it('makes one operation per record without batchActions', () => {
      const p: any = fake({ auto: true, batchActions: false });
      const records = [item(1), item(2)];
      p.batch({ operations: { update: records, destroy: [item(3)] } });
      expect(p.calls.map((c: any) => [c.action, c.operation.records])).to.deep.equal([
        ['update', [records[0]]],
        ['update', [records[1]]],
        ['destroy', [p.calls[2].operation.records[0]]],
      ]);
    });

    it('runs the operations one after another: the next starts when the previous called back', () => {
      const p: any = fake();
      p.batch({ operations: { create: [item()], update: [item(2)] } });
      expect(p.calls).to.have.length(1);
      respond(p, p.calls[0], {});
      expect(p.calls).to.have.length(2);
    });

    it('calls success(batch, options) then callback when every operation succeeded, with scope', () => {
      const p: any = fake({ auto: true });
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      const scope = {};
      const options = { operations: { create: [item()] }, success, failure, callback, scope };
      const batch = p.batch(options);
      expect(success.firstCall.args).to.deep.equal([batch, options]);
      expect(success.firstCall.thisValue).to.equal(scope);
      expect(failure.called).to.equal(false);
      expect(callback.firstCall.args).to.deep.equal([batch, options]);
      expect(callback.calledAfter(success)).to.equal(true);
    });

    it('calls failure(batch, options) then callback when an operation failed (default scope: the proxy)', () => {
      const p: any = fake();
      const success = sinon.spy();
      const failure = sinon.spy();
      const callback = sinon.spy();
      const batch = p.batch({
        operations: { create: [item()], update: [item(1)] },
        success,
        failure,
        callback,
      });
      respond(p, p.calls[0], { success: false });
      respond(p, p.calls[1], {});
      expect(success.called).to.equal(false);
      expect(failure.calledOnce).to.equal(true);
      expect(failure.firstCall.args[0]).to.equal(batch);
      expect(failure.firstCall.thisValue).to.equal(p);
      expect(callback.calledOnce).to.equal(true);
    });

    it('gives the listeners to the batch, and accepts the older batch(operations, listeners)', () => {
      const p: any = fake({ auto: true });
      const operationcomplete = sinon.spy();
      const complete = sinon.spy();
      p.batch({ create: [item()], update: [item(1)] }, { operationcomplete, complete });
      expect(operationcomplete.callCount).to.equal(2);
      expect(complete.calledOnce).to.equal(true);
    });

    it('takes a batch config (pauseOnException) or a batch', () => {
      const p: any = fake();
      const batch = p.batch({
        operations: { create: [item()], update: [item(1)] },
        batch: { pauseOnException: true },
      });
      expect(batch.pauseOnException).to.equal(true);
      respond(p, p.calls[0], { success: false });
      expect(p.calls).to.have.length(1);
      const mine = new Batch({});
      expect(p.batch({ operations: { create: [item()] }, batch: mine })).to.equal(mine);
      expect(mine.proxy).to.equal(p);
    });
  });
});
