import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../../index';
import { MemoryProxy } from '../../../classes/data/proxy/Memory';
import { Operation } from '../../../classes/data/Operation';

const rows = [
  { id: 1, name: 'delta', group: 'b' },
  { id: 2, name: 'Alpha', group: 'a' },
  { id: 3, name: 'charlie', group: 'b' },
  { id: 4, name: 'Bravo', group: 'a' },
  { id: 5, name: 'echo', group: 'a' },
];

describe('Lib.data.proxy.Memory', () => {
  before(() => {
    Lib.define('Spec.memory.Item', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, { name: 'name', type: 'string' }, 'group'],
    });
  });
  after(() => Lib.undefine('Spec.memory.Item'));

  const proxy = (config: Record<string, any> = {}): MemoryProxy =>
    Lib.create('proxy.memory', { model: 'Spec.memory.Item', data: rows, ...config });
  const read = (p: MemoryProxy, config: Record<string, any> = {}) => {
    const op = new Operation({ action: 'read', ...config });
    p.read(op);
    return op;
  };
  const ids = (op: Operation) => op.getRecords()!.map((r: any) => r.getId());

  it('is registered as proxy.memory, also known as Lib.data.MemoryProxy', () => {
    expect(Lib.ClassManager.getByAlias('proxy.memory')).to.equal(MemoryProxy);
    expect(Lib.ClassManager.get('Lib.data.MemoryProxy')).to.equal(MemoryProxy);
    expect(proxy()).to.be.instanceOf(Lib.data.proxy.Proxy);
  });

  describe('#read', () => {
    it('reads data through the reader synchronously and calls back with the operation', () => {
      const p = proxy();
      const callback = sinon.spy();
      const scope = {};
      const op = new Operation({ action: 'read' });
      p.read(op, callback, scope);
      expect(callback.calledOnce).to.equal(true);
      expect(callback.firstCall.args).to.deep.equal([op]);
      expect(callback.firstCall.thisValue).to.equal(scope);
      expect(op.wasSuccessful()).to.equal(true);
      expect(ids(op)).to.deep.equal([1, 2, 3, 4, 5]);
      expect(op.getResultSet()!.total).to.equal(5);
      expect(op.getRecords()![0].phantom).to.equal(false);
    });

    it('reads under the reader root, with its total', () => {
      const p = Lib.create('proxy.memory', {
        model: 'Spec.memory.Item',
        reader: { type: 'json', root: 'items', totalProperty: 'n' },
        data: { items: rows.slice(0, 2), n: 10 },
      });
      const op = read(p);
      expect(ids(op)).to.deep.equal([1, 2]);
      expect(op.getResultSet()!.total).to.equal(10);
    });

    it("applies the operation's filters (total = what passes) and sorters, groupers first", () => {
      const op = read(proxy(), {
        filters: [{ property: 'group', value: 'a' }],
        sorters: [
          new Lib.util.Sorter({ property: 'name', transform: Lib.data.SortTypes.asUCString }),
        ],
      });
      expect(ids(op)).to.deep.equal([2, 4, 5]);
      expect(op.getResultSet()!.total).to.equal(3);
      const grouped = read(proxy(), {
        groupers: [{ property: 'group', direction: 'DESC' }],
        sorters: [{ property: 'id' }],
      });
      expect(ids(grouped)).to.deep.equal([1, 3, 2, 4, 5]);
    });

    it('pages only with enablePaging: start..start+limit, the total staying the full count', () => {
      expect(ids(read(proxy(), { start: 1, limit: 2 }))).to.have.length(5);
      const paged = read(proxy({ enablePaging: true }), { start: 1, limit: 2 });
      expect(ids(paged)).to.deep.equal([2, 3]);
      expect(paged.getResultSet()!.total).to.equal(5);
      expect(paged.getResultSet()!.count).to.equal(2);
    });

    it('fails a page starting past the end', () => {
      const p = proxy({ enablePaging: true });
      const exception = sinon.spy();
      p.on('exception', exception);
      const op = read(p, { start: 10, limit: 5 });
      expect(op.wasSuccessful()).to.equal(false);
      expect(exception.calledOnce).to.equal(true);
    });

    it('fails when the reader reports failure, firing exception(proxy, null, operation)', () => {
      const p = proxy({
        data: { success: false, message: 'no', rows: [] },
        reader: { root: 'rows', messageProperty: 'message' },
      });
      const exception = sinon.spy();
      const callback = sinon.spy();
      p.on('exception', exception);
      const op = new Operation({ action: 'read' });
      p.read(op, callback);
      expect(exception.firstCall.args.slice(0, 3)).to.deep.equal([p, null, op]);
      expect(op.hasException()).to.equal(true);
      expect(op.isComplete()).to.equal(true);
      expect(op.wasSuccessful()).to.equal(false);
      expect(op.getError()).to.equal('no');
      expect(callback.calledOnce).to.equal(true);
    });

    it('reads nothing from no data', () => {
      const op = read(proxy({ data: undefined }));
      expect(op.wasSuccessful()).to.equal(true);
      expect(op.getRecords()).to.deep.equal([]);
    });
  });

  describe('#create / #update / #destroy', () => {
    for (const action of ['create', 'update', 'destroy'] as const) {
      it(`${action} commits the records and succeeds at once, leaving data as it was`, () => {
        const p = proxy();
        const record = Lib.create('Spec.memory.Item', { name: 'new' });
        record.set('name', 'changed');
        const op = new Operation({ action, records: [record] });
        const callback = sinon.spy();
        (p as any)[action](op, callback);
        expect(callback.firstCall.args).to.deep.equal([op]);
        expect(op.wasSuccessful()).to.equal(true);
        expect(record.phantom).to.equal(false);
        expect(record.dirty).to.equal(false);
        expect(p.data).to.equal(rows);
      });
    }

    it('destroy() without an operation destroys the proxy itself', () => {
      const p = proxy();
      const listener = sinon.spy();
      p.on('exception', listener);
      p.destroy();
      p.fireEvent('exception' as string);
      expect(listener.called).to.equal(false);
    });
  });

  it('checks enablePaging', () => {
    expect(() => Lib.create('proxy.memory', { enablePaging: 'yes' } as any)).to.throw(
      TypeError,
      /\[Lib\.data\.proxy\.Memory\] config 'enablePaging' must be a boolean/,
    );
  });
});
