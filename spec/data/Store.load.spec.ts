import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import type { MemoryProxy } from '../../classes/data/proxy/Memory';
import { defineFakeProxy, undefineFakeProxy, respond, storeTracker } from './Store.fakes';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `n${id}` }));

describe('Lib.data.Store (loading)', () => {
  const make = storeTracker();

  before(() => {
    defineFakeProxy();
    Lib.define('Spec.load.Item', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'string' },
      ],
    });
  });
  after(() => {
    Lib.undefine('Spec.load.Item');
    undefineFakeProxy();
  });

  /** A store over the fake proxy: `proxy.calls` holds what it was asked. */
  function remote(config: Record<string, any> = {}): { store: Store; proxy: any } {
    const proxy = { type: 'specfake', reader: { root: 'rows' } };
    const store = make({ model: 'Spec.load.Item', proxy, ...config });
    return { store, proxy: store.getProxy() };
  }

  describe('#load', () => {
    it('asks for page 1, start 0, limit 25 by default (pageSize 25), replacing the records', () => {
      const { store, proxy } = remote();
      store.load();
      const op = proxy.calls[0].operation;
      expect(op).to.be.instanceOf(Lib.data.Operation);
      expect(op.action).to.equal('read');
      expect([op.page, op.start, op.limit]).to.deep.equal([1, 0, 25]);
      expect(op.addRecords).to.equal(false);
    });

    it('derives start and limit from currentPage and pageSize; options win', () => {
      const { store, proxy } = remote({ pageSize: 10 });
      store.currentPage = 3;
      store.load();
      store.load({ start: 5, limit: 2, params: { q: 'x' } });
      const [first, second] = proxy.calls.map((c: any) => c.operation);
      expect([first.page, first.start, first.limit]).to.deep.equal([3, 20, 10]);
      expect([second.page, second.start, second.limit]).to.deep.equal([3, 5, 2]);
      expect(second.params).to.deep.equal({ q: 'x' });
    });

    it('sends the sorters and groupers, and the filters only when filtering remotely', () => {
      const { store, proxy } = remote({
        sorters: ['name'],
        groupField: 'id',
        filters: [{ property: 'name', value: 'n' }],
      });
      store.load();
      const op = proxy.calls[0].operation;
      expect(op.sorters.map((s: any) => s.property)).to.deep.equal(['name']);
      expect(op.groupers.map((g: any) => g.property)).to.deep.equal(['id']);
      expect(op.filters).to.deep.equal([]);
      const other = remote({ remoteFilter: true, filters: [{ property: 'name', value: 'n' }] });
      other.store.load();
      expect(other.proxy.calls[0].operation.filters.map((f: any) => f.property)).to.deep.equal([
        'name',
      ]);
    });

    it('fires beforeload(store, operation); false cancels the load', () => {
      const { store, proxy } = remote();
      const beforeload = sinon.stub().returns(false);
      store.on('beforeload', beforeload);
      expect(store.load()).to.equal(store);
      expect(beforeload.calledOnce).to.equal(true);
      expect(beforeload.firstCall.args[0]).to.equal(store);
      expect(beforeload.firstCall.args[1]).to.be.instanceOf(Lib.data.Operation);
      expect(proxy.calls).to.have.length(0);
      expect(store.isLoading()).to.equal(false);
    });

    it('is loading until the proxy answers', () => {
      const { store, proxy } = remote();
      store.load();
      expect(store.isLoading()).to.equal(true);
      respond(proxy, proxy.calls[0], { rows: rows(1) });
      expect(store.isLoading()).to.equal(false);
    });

    it('on success: records replace the data, then datachanged, refresh, load(store, records, true), read, callback', () => {
      const { store, proxy } = remote();
      store.loadData([{ id: 9 }]);
      const order: string[] = [];
      const spies: Record<string, sinon.SinonSpy> = {};
      for (const name of ['datachanged', 'refresh', 'load', 'read']) {
        spies[name] = sinon.spy(() => order.push(name));
        store.on(name, spies[name]);
      }
      const callback = sinon.spy(() => order.push('callback'));
      const scope = {};
      store.load({ callback, scope });
      respond(proxy, proxy.calls[0], { rows: { total: 40, rows: rows(1, 2) } });
      expect(order).to.deep.equal(['datachanged', 'refresh', 'load', 'read', 'callback']);
      const records = store.getRange();
      expect(records.map((r) => r.getId())).to.deep.equal([1, 2]);
      expect(spies.load.firstCall.args.slice(0, 3)).to.deep.equal([store, records, true]);
      expect(spies.read.firstCall.args.slice(0, 3)).to.deep.equal([store, records, true]);
      expect(callback.firstCall.args).to.deep.equal([records, proxy.calls[0].operation, true]);
      expect(callback.firstCall.thisValue).to.equal(scope);
      expect(records[0].store).to.equal(store);
      expect(records[0].phantom).to.equal(false);
    });

    it('takes a function as the callback, called with this = the store', () => {
      const { store, proxy } = remote();
      const callback = sinon.spy();
      store.load(callback);
      respond(proxy, proxy.calls[0], { rows: rows(1) });
      expect(callback.calledOnce).to.equal(true);
      expect(callback.firstCall.thisValue).to.equal(store);
    });

    it('reads the total the reader reports', () => {
      const { store, proxy } = remote();
      store.load();
      respond(proxy, proxy.calls[0], { rows: { total: 40, rows: rows(1, 2) } });
      expect(store.getTotalCount()).to.equal(40);
      expect(store.getCount()).to.equal(2);
    });

    it('on failure leaves the records alone: load(store, undefined, false), callback(undefined, operation, false)', () => {
      const { store, proxy } = remote();
      store.load();
      respond(proxy, proxy.calls[0], { rows: { total: 7, rows: rows(1, 2) } });
      const before = store.getRange();
      const load = sinon.spy();
      const datachanged = sinon.spy();
      const callback = sinon.spy();
      store.on({ load, datachanged });
      store.load({ callback });
      respond(proxy, proxy.calls[1], { success: false });
      expect(store.getRange()).to.deep.equal(before);
      expect(store.getTotalCount()).to.equal(7);
      expect(datachanged.called).to.equal(false);
      expect(load.firstCall.args.slice(0, 3)).to.deep.equal([store, undefined, false]);
      expect(callback.firstCall.args).to.deep.equal([undefined, proxy.calls[1].operation, false]);
    });

    it('with addRecords appends, replacing records whose id is already there instead of duplicating them', () => {
      const { store, proxy } = remote();
      store.load();
      respond(proxy, proxy.calls[0], { rows: rows(1, 2) });
      const [one] = store.getRange();
      store.load({ addRecords: true });
      respond(proxy, proxy.calls[1], {
        rows: [
          { id: 2, name: 'again' },
          { id: 3, name: 'n3' },
        ],
      });
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([1, 2, 3]);
      expect(store.getAt(0)).to.equal(one);
      expect(store.getById(2)!.get('name')).to.equal('again');
    });

    it('re-applies local filters and sorting to what it loaded', () => {
      const { store, proxy } = remote({
        sorters: [{ property: 'name', direction: 'DESC' }],
        filters: [{ property: 'name', value: 'n1' }],
      });
      store.load();
      respond(proxy, proxy.calls[0], { rows: rows(1, 2, 10, 11) });
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([11, 10, 1]);
      store.clearFilter();
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([2, 11, 10, 1]);
    });

    it('does not apply them with sortOnLoad/filterOnLoad false', () => {
      const { store, proxy } = remote({
        sortOnLoad: false,
        filterOnLoad: false,
        sorters: [{ property: 'name', direction: 'DESC' }],
        filters: [{ property: 'name', value: 'n1' }],
      });
      store.load();
      respond(proxy, proxy.calls[0], { rows: rows(1, 2) });
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([1, 2]);
    });

    it('forgets removed records not yet synced (clearRemovedOnLoad), unless told not to', () => {
      const { store, proxy } = remote();
      store.loadData(rows(1, 2).map((r) => Lib.create('Spec.load.Item', r)));
      store.removeAt(0);
      expect(store.getRemovedRecords()).to.have.length(1);
      store.load();
      respond(proxy, proxy.calls[0], { rows: rows(2) });
      expect(store.getRemovedRecords()).to.have.length(0);

      const kept = remote({ clearRemovedOnLoad: false });
      kept.store.loadData(rows(1, 2).map((r) => Lib.create('Spec.load.Item', r)));
      kept.store.removeAt(0);
      kept.store.load();
      respond(kept.proxy, kept.proxy.calls[0], { rows: rows(2) });
      expect(kept.store.getRemovedRecords()).to.have.length(1);
    });

    it('a replacing load forgets even a removal whose destroy failed (clearRemovedOnLoad, as Ext JS 4); the reloaded record shows again', () => {
      const { store, proxy } = remote();
      store.loadRecords(rows(1, 2).map((r) => Lib.create('Spec.load.Item', r)));
      const one = store.getAt(0);
      store.remove(one!);
      store.sync();
      respond(proxy, proxy.calls[0], { success: false });
      expect(store.getRemovedRecords()).to.deep.equal([one]);
      // A reload that fails changes nothing: the removal is still pending.
      store.load();
      respond(proxy, proxy.calls[1], { success: false });
      expect(store.getRemovedRecords()).to.deep.equal([one]);
      store.load();
      respond(proxy, proxy.calls[2], { rows: rows(1, 2) });
      expect(store.getRemovedRecords()).to.deep.equal([]);
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([1, 2]);
      store.sync();
      expect(proxy.calls).to.have.length(3);
    });

    it('with clearRemovedOnLoad false keeps a removal whose destroy failed across a reload, for the next sync', () => {
      const { store, proxy } = remote({ clearRemovedOnLoad: false });
      store.loadRecords(rows(1, 2).map((r) => Lib.create('Spec.load.Item', r)));
      const one = store.getAt(0);
      store.remove(one!);
      store.sync();
      respond(proxy, proxy.calls[0], { success: false });
      store.load();
      respond(proxy, proxy.calls[1], { rows: rows(2) });
      expect(store.getRemovedRecords()).to.deep.equal([one]);
      store.sync();
      expect(proxy.calls[2].action).to.equal('destroy');
      expect(proxy.calls[2].operation.records).to.deep.equal([one]);
    });

    it('ignores an answer arriving after the store was destroyed', () => {
      const store: any = Lib.create('Lib.data.Store', {
        model: 'Spec.load.Item',
        proxy: 'specfake',
      });
      const proxy = store.getProxy();
      const callback = sinon.spy();
      store.load(callback);
      store.destroy();
      respond(proxy, proxy.calls[0], { rows: rows(1) });
      expect(callback.called).to.equal(false);
    });

    it('#reload loads again with the last options', () => {
      const { store, proxy } = remote();
      store.load({ params: { q: 1 }, start: 4 });
      store.reload({ limit: 3 });
      const op = proxy.calls[1].operation;
      expect([op.params, op.start, op.limit]).to.deep.equal([{ q: 1 }, 4, 3]);
    });
  });

  describe('a memory read that fails (success: false)', () => {
    it('fires exception(proxy, null, operation) and leaves the store data alone', () => {
      const store = make({
        model: 'Spec.load.Item',
        proxy: { type: 'memory', reader: { type: 'json', root: 'rows', messageProperty: 'msg' } },
        data: { rows: rows(1, 2) },
      });
      const proxy = store.getProxy<MemoryProxy>();
      const before = store.getRange();
      const exception = sinon.spy();
      const load = sinon.spy();
      const datachanged = sinon.spy();
      proxy.on('exception', exception);
      store.on({ load, datachanged });
      proxy.data = { success: false, msg: 'database offline', rows: rows(3) };
      store.load();
      expect(exception.calledOnce).to.equal(true);
      const [p, response, operation] = exception.firstCall.args;
      expect(p).to.equal(proxy);
      expect(response).to.equal(null);
      expect(operation).to.be.instanceOf(Lib.data.Operation);
      expect(operation.wasSuccessful()).to.equal(false);
      expect(operation.getError()).to.equal('database offline');
      expect(store.getRange()).to.deep.equal(before);
      expect(store.getTotalCount()).to.equal(2);
      expect(datachanged.called).to.equal(false);
      expect(load.firstCall.args.slice(0, 3)).to.deep.equal([store, undefined, false]);
    });
  });

  describe('paging', () => {
    it('loadPage(n) loads page n with start (n - 1) * pageSize and sets currentPage', () => {
      const { store, proxy } = remote({ pageSize: 20 });
      store.loadPage(3);
      const op = proxy.calls[0].operation;
      expect([op.page, op.start, op.limit, op.addRecords]).to.deep.equal([3, 40, 20, false]);
      expect(store.currentPage).to.equal(3);
    });

    it('nextPage and previousPage move from currentPage', () => {
      const { store, proxy } = remote();
      store.nextPage();
      store.nextPage();
      store.previousPage();
      expect(proxy.calls.map((c: any) => [c.operation.page, c.operation.start])).to.deep.equal([
        [2, 25],
        [3, 50],
        [2, 25],
      ]);
      expect(store.currentPage).to.equal(2);
    });

    it('appends pages with clearOnPageLoad false', () => {
      const { store, proxy } = remote({ clearOnPageLoad: false, pageSize: 2 });
      store.loadPage(1);
      respond(proxy, proxy.calls[0], { rows: rows(1, 2) });
      store.nextPage();
      expect(proxy.calls[1].operation.addRecords).to.equal(true);
      respond(proxy, proxy.calls[1], { rows: rows(3, 4) });
      expect(store.getCount()).to.equal(4);
      expect(store.indexOfTotal(store.getById(3)!)).to.equal(2);
    });
  });

  describe('#loadData', () => {
    it('makes records with the model constructor: rows without an id are new (phantom)', () => {
      const { store } = remote();
      store.loadData([{ name: 'no id' }, { id: 5, name: 'five' }]);
      expect(store.getAt(0)!.phantom).to.equal(true);
      expect(store.getAt(1)!.phantom).to.equal(false);
      expect(store.getNewRecords()).to.deep.equal([store.getAt(0)]);
    });

    it('fires datachanged and refresh, not load or add; replaces unless append', () => {
      const { store } = remote();
      const spies: Record<string, sinon.SinonSpy> = {};
      for (const name of ['datachanged', 'refresh', 'load', 'add'])
        store.on(name, (spies[name] = sinon.spy()));
      store.loadData(rows(1, 2));
      store.loadData(rows(3), true);
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([1, 2, 3]);
      store.loadData(rows(4));
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([4]);
      expect(spies.datachanged.callCount).to.equal(3);
      expect(spies.refresh.callCount).to.equal(3);
      expect(spies.datachanged.firstCall.args).to.deep.equal([store]);
      expect(spies.refresh.firstCall.args).to.deep.equal([store]);
      expect(spies.load.called).to.equal(false);
      expect(spies.add.called).to.equal(false);
    });

    it('needs an array', () => {
      const { store } = remote();
      expect(() => store.loadData({ id: 1 } as any)).to.throw(
        TypeError,
        /\[Lib\.data\.Store#loadData\] expects an array of rows/,
      );
    });
  });

  describe('#loadRawData', () => {
    it('reads through the proxy reader (records not phantom) and fires load(store, records, true)', () => {
      const store = make({
        model: 'Spec.load.Item',
        proxy: { type: 'memory', reader: { root: 'items' } },
      });
      const load = sinon.spy();
      store.on('load', load);
      expect(
        store.loadRawData({ items: [{ name: 'x' }, { id: 2, name: 'y' }], total: 9 }),
      ).to.equal(true);
      expect(store.getCount()).to.equal(2);
      expect(store.getAt(0)!.phantom).to.equal(false);
      expect(store.getTotalCount()).to.equal(9);
      expect(load.firstCall.args.slice(0, 3)).to.deep.equal([store, store.getRange(), true]);
      store.loadRawData({ items: [{ id: 3 }] }, true);
      expect(store.getCount()).to.equal(3);
    });

    it('changes nothing when the reader reports failure', () => {
      const store = make({
        model: 'Spec.load.Item',
        proxy: { type: 'memory', reader: { root: 'items' } },
      });
      store.loadRawData({ items: rows(1) });
      expect(store.loadRawData({ success: false, items: rows(2, 3) })).to.equal(false);
      expect(store.getRange().map((r) => r.getId())).to.deep.equal([1]);
    });
  });

  describe('#loadRecords', () => {
    it('puts records in (joined to the store), replacing or with addRecords appending', () => {
      const { store } = remote();
      const make2 = (id: number) => Lib.create('Spec.load.Item', { id });
      const first = [make2(1), make2(2)];
      store.loadRecords(first);
      expect(store.getRange()).to.deep.equal(first);
      const third = make2(3);
      store.loadRecords([third], { addRecords: true });
      expect(store.getCount()).to.equal(3);
      expect(third.store).to.equal(store);
      store.loadRecords([make2(4)]);
      expect(store.getCount()).to.equal(1);
      expect(first[0].store).to.equal(null);
    });
  });

  describe('subclass overrides', () => {
    afterEach(() => {
      Lib.undefine('Spec.load.LoggingStore');
    });

    it('calls onProxyLoad and onMetaChange as methods, so a subclass can override them', () => {
      const seen: string[] = [];
      Lib.define('Spec.load.LoggingStore', {
        extend: 'Lib.data.Store',
        onProxyLoad(this: any, operation: any) {
          seen.push('onProxyLoad:' + operation.action);
          return this.callParent(arguments);
        },
        onMetaChange(this: any, _proxy: any, meta: any) {
          seen.push('onMetaChange:' + meta.root);
          return this.callParent(arguments);
        },
      });
      const store: any = Lib.create('Spec.load.LoggingStore', {
        model: 'Spec.load.Item',
        proxy: {
          type: 'memory',
          reader: { root: 'items' },
          data: { metaData: { root: 'rows' }, rows: [{ id: 1, name: 'a' }] },
        },
      });
      const metachange = sinon.spy();
      store.on('metachange', metachange);
      store.load();
      expect(seen).to.deep.equal(['onMetaChange:rows', 'onProxyLoad:read']);
      expect(metachange.calledOnce).to.equal(true);
      expect(store.getCount()).to.equal(1);
      store.destroy();
    });
  });

  describe('metaData', () => {
    it('reconfigures the reader, gives the store the new model and fires metachange(store, meta)', () => {
      const store = make({
        model: 'Spec.load.Item',
        proxy: { type: 'memory', reader: { root: 'items' } },
      });
      const metachange = sinon.spy();
      store.on('metachange', metachange);
      const metaData = { root: 'rows', fields: ['id', 'title'] };
      store.getProxy<MemoryProxy>().data = { metaData, rows: [{ id: 1, title: 'T' }] };
      store.load();
      expect(metachange.calledOnce).to.equal(true);
      expect(metachange.firstCall.args.slice(0, 2)).to.deep.equal([store, metaData]);
      expect(store.getAt(0)!.get('title')).to.equal('T');
      expect(store.model.getFields().map((f: any) => f.name)).to.deep.equal(['id', 'title']);
    });
  });
});
