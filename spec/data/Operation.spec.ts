import { expect } from 'chai';
import Lib from '../../index';
import { Operation } from '../../classes/data/Operation';
import { ResultSet } from '../../classes/data/ResultSet';

describe('Lib.data.Operation', () => {
  before(() => {
    Lib.define('Spec.op.Item', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', useNull: true },
        'name',
        { name: 'n', mapping: 'deep.n' },
      ],
    });
  });
  after(() => Lib.undefine('Spec.op.Item'));

  it('is registered as Lib.data.Operation and copies its config', () => {
    const callback = () => undefined;
    const op = Lib.create('Lib.data.Operation', {
      action: 'read',
      start: 0,
      limit: 25,
      page: 1,
      params: { q: 1 },
      callback,
    });
    expect(op).to.be.instanceOf(Operation);
    expect([op.action, op.start, op.limit, op.page]).to.deep.equal(['read', 0, 25, 1]);
    expect(op.params).to.deep.equal({ q: 1 });
    expect(op.callback).to.equal(callback);
    expect(op.addRecords).to.equal(false);
  });

  it('needs one of the four actions', () => {
    expect(() => new Operation({ action: 'save' as any })).to.throw(
      Lib.Error,
      /\[Lib\.data\.Operation\] config 'action' must be one of create, read, update, destroy, got 'save'/,
    );
    expect(() => new Operation()).to.throw(Lib.Error, /config 'action'/);
  });

  it('is typed to need an action, as its constructor does', () => {
    expect(() =>
      // @ts-expect-error a config without action does not compile (OperationConfig.action is required)
      Lib.create('Lib.data.Operation', { records: [] }),
    ).to.throw(Lib.Error, /config 'action' must be one of/);
  });

  it('goes from started to complete and successful', () => {
    const op = new Operation({ action: 'read' });
    expect([op.isStarted(), op.isRunning(), op.isComplete(), op.wasSuccessful()]).to.deep.equal([
      false,
      false,
      false,
      false,
    ]);
    op.setStarted();
    expect([op.isStarted(), op.isRunning()]).to.deep.equal([true, true]);
    op.setSuccessful();
    expect(op.wasSuccessful(), 'not before it is complete').to.equal(false);
    op.setCompleted();
    expect([op.isRunning(), op.isComplete(), op.wasSuccessful(), op.hasException()]).to.deep.equal([
      false,
      true,
      true,
      false,
    ]);
  });

  it('keeps the error of a failure', () => {
    const op = new Operation({ action: 'update' });
    op.setStarted();
    op.setException({ status: 500, statusText: 'Internal' });
    op.setCompleted();
    expect(op.hasException()).to.equal(true);
    expect(op.wasSuccessful()).to.equal(false);
    expect(op.getError()).to.deep.equal({ status: 500, statusText: 'Internal' });
  });

  it('gives its records, else those of its result set', () => {
    const records = [Lib.create('Spec.op.Item', { id: 1 })];
    expect(new Operation({ action: 'update', records }).getRecords()).to.equal(records);
    const read = new Operation({ action: 'read' });
    expect(read.getRecords()).to.equal(undefined);
    read.resultSet = new ResultSet({ records });
    expect(read.getRecords()).to.equal(records);
    expect(read.getResultSet()).to.equal(read.resultSet);
  });

  it('allows writing for every action but read', () => {
    expect(new Operation({ action: 'read' }).allowWrite()).to.equal(false);
    for (const action of ['create', 'update', 'destroy'] as const) {
      expect(new Operation({ action }).allowWrite()).to.equal(true);
    }
  });

  describe('#commitRecords', () => {
    it('gives created records the server id and fields (matched by position) and commits them', () => {
      const a = Lib.create('Spec.op.Item', { name: 'a' });
      const b = Lib.create('Spec.op.Item', { name: 'b' });
      const op = new Operation({ action: 'create', records: [a, b] });
      op.commitRecords([{ id: 10, name: 'A' }, Lib.create('Spec.op.Item', { id: 11 })]);
      expect([a.getId(), a.get('name'), a.phantom, a.dirty]).to.deep.equal([10, 'A', false, false]);
      expect([b.getId(), b.get('name')]).to.deep.equal([11, 'b']);
    });

    it('keeps client values the server did not send (no converted defaults copied)', () => {
      const record = Lib.create('Spec.op.Item', { id: 5, name: 'kept', n: 3 });
      const server = Lib.create('reader.json', { model: 'Spec.op.Item' }).read([
        { id: 5, deep: { n: 4 } },
      ]).records;
      new Operation({ action: 'update', records: [record] }).commitRecords(server);
      expect(record.get('name')).to.equal('kept');
      expect(record.get('n')).to.equal(4);
    });

    it('matches several updated records by id', () => {
      const a = Lib.create('Spec.op.Item', { id: 1, name: 'a' });
      const b = Lib.create('Spec.op.Item', { id: 2, name: 'b' });
      a.set('name', 'a2');
      new Operation({ action: 'update', records: [a, b] }).commitRecords(
        [
          { id: 2, name: 'B' },
          { id: 1, name: 'A' },
        ].map((d) => Lib.create('Spec.op.Item', d)),
      );
      expect([a.get('name'), b.get('name'), a.dirty]).to.deep.equal(['A', 'B', false]);
    });

    it("matches several created records by the client id the writer's clientIdProperty sent", () => {
      const proxy = Lib.create('proxy.ajax', {
        url: '/items',
        model: 'Spec.op.Item',
        writer: { type: 'json', clientIdProperty: 'clientId' },
      });
      const a = Lib.create('Spec.op.Item', { name: 'a' });
      const b = Lib.create('Spec.op.Item', { name: 'b' });
      const op = new Operation({ action: 'create', records: [a, b] });
      op.request = proxy.buildRequest(op);
      const answer = Lib.create('reader.json', { model: 'Spec.op.Item' }).read([
        { id: 21, name: 'B', clientId: b.internalId },
        { id: 20, name: 'A', clientId: a.internalId },
      ]).records;
      op.commitRecords(answer);
      expect([a.getId(), a.get('name'), a.phantom]).to.deep.equal([20, 'A', false]);
      expect([b.getId(), b.get('name'), b.phantom]).to.deep.equal([21, 'B', false]);
    });

    it('matches created records by position when the answer does not echo the client id', () => {
      const proxy = Lib.create('proxy.ajax', {
        url: '/items',
        model: 'Spec.op.Item',
        writer: { type: 'json', clientIdProperty: 'clientId' },
      });
      const a = Lib.create('Spec.op.Item', { name: 'a' });
      const b = Lib.create('Spec.op.Item', { name: 'b' });
      const op = new Operation({ action: 'create', records: [a, b] });
      op.request = proxy.buildRequest(op);
      op.commitRecords([
        { id: 30, name: 'A' },
        { id: 31, name: 'B' },
      ]);
      expect([a.getId(), b.getId()]).to.deep.equal([30, 31]);
    });

    it("asks the proxy's reader which fields its answer carried", () => {
      const rows: any[] = [];
      const proxy = Lib.create('proxy.ajax', { url: '/items', model: 'Spec.op.Item' });
      const reader = proxy.getReader();
      // A reader whose rows say what they carry under `has`.
      reader.hasField = (raw: any, field: any) => {
        rows.push(raw);
        return raw.has.includes(field.name);
      };
      const record = Lib.create('Spec.op.Item', { id: 1, name: 'mine', n: 1 });
      const op = new Operation({ action: 'update', records: [record] });
      op.request = proxy.buildRequest(op);
      const raw = { has: ['n'] };
      const server = Lib.create('Spec.op.Item', { id: 1, name: 'theirs', n: 2 });
      server.raw = raw;
      op.commitRecords([server]);
      expect([record.get('name'), record.get('n')]).to.deep.equal(['mine', 2]);
      expect(rows.every((r) => r === raw)).to.equal(true);
      expect(rows.length).to.be.greaterThan(0);
    });

    it('reads plain-object server data as plain objects, whatever the reader', () => {
      const proxy = Lib.create('proxy.ajax', { url: '/items', model: 'Spec.op.Item' });
      proxy.getReader().hasField = () => {
        throw new Error('not asked');
      };
      const record = Lib.create('Spec.op.Item', { id: 1, name: 'mine', n: 1 });
      const op = new Operation({ action: 'update', records: [record] });
      op.request = proxy.buildRequest(op);
      op.commitRecords([{ id: 1, name: 'theirs' }]);
      expect([record.get('name'), record.get('n')]).to.deep.equal(['theirs', 1]);
    });

    it("matches created records by the client id as the proxy's reader reads it", () => {
      const proxy = Lib.create('proxy.ajax', {
        url: '/items',
        model: 'Spec.op.Item',
        writer: { type: 'json', clientIdProperty: 'clientId' },
      });
      // A reader that keeps the echoed client id somewhere of its own.
      proxy.getReader().rawValue = (raw: any, name: string) => raw.meta?.[name];
      const a = Lib.create('Spec.op.Item', { name: 'a' });
      const b = Lib.create('Spec.op.Item', { name: 'b' });
      const op = new Operation({ action: 'create', records: [a, b] });
      op.request = proxy.buildRequest(op);
      const answer = [
        { id: 41, name: 'B', meta: { clientId: b.internalId } },
        { id: 40, name: 'A', meta: { clientId: a.internalId } },
      ].map((row) => {
        const record = Lib.create('Spec.op.Item', row);
        record.raw = row;
        return record;
      });
      op.commitRecords(answer);
      expect([a.getId(), a.get('name')]).to.deep.equal([40, 'A']);
      expect([b.getId(), b.get('name')]).to.deep.equal([41, 'B']);
    });

    it('commits without server records, and changes nothing for a destroy', () => {
      const record = Lib.create('Spec.op.Item', { id: 1, name: 'x' });
      record.set('name', 'y');
      new Operation({ action: 'update', records: [record] }).commitRecords();
      expect(record.dirty).to.equal(false);
      record.set('name', 'z');
      new Operation({ action: 'destroy', records: [record] }).commitRecords([]);
      expect(record.dirty).to.equal(true);
    });

    it('keeps what the user changed after the operation started, still modified against what the server holds', () => {
      const record = Lib.create('Spec.op.Item', { id: 1, name: 'x' });
      record.set('name', 'sent');
      const op = new Operation({ action: 'update', records: [record] });
      op.setStarted();
      record.set('name', 'typed meanwhile');
      op.commitRecords([{ id: 1, name: 'sent (saved)' }]);
      expect(record.get('name')).to.equal('typed meanwhile');
      expect(record.dirty).to.equal(true);
      expect(record.modified).to.deep.equal({ name: 'sent (saved)' });
    });

    it('commits cleanly when the value typed meanwhile is what the server now holds', () => {
      const record = Lib.create('Spec.op.Item', { id: 1, name: 'x' });
      record.set('name', 'a');
      const op = new Operation({ action: 'update', records: [record] });
      op.setStarted();
      record.set('name', 'b');
      op.commitRecords([{ id: 1, name: 'b' }]);
      expect(record.dirty).to.equal(false);
      expect(record.get('name')).to.equal('b');
    });
  });
});
