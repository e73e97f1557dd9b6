import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { useDom } from '../dom.helpers';
import {
  defineFakeProxy,
  respond,
  storeTracker,
  undefineFakeProxy,
  type Call,
} from './Store.fakes';
// The buffered store is in the grid pack.
import '../../packs/grid';

/** Rows `start` to `start + limit` of a data set of `total` users. */
const page = (start: number, limit: number, total: number) => ({
  total,
  items: Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({
    id: start + i + 1,
    name: 'user ' + (start + i + 1),
  })),
});

describe('Lib.data.Store (buffered)', () => {
  useDom();
  before(defineFakeProxy);
  after(undefineFakeProxy);
  const make = storeTracker();
  const buffered = (config: any = {}): any =>
    make({
      fields: ['id', 'name'],
      buffered: true,
      pageSize: 50,
      leadingBufferZone: 100,
      trailingBufferZone: 20,
      purgePageCount: 2,
      proxy: { type: 'specfake', reader: { type: 'json', root: 'items' } },
      ...config,
    } as any);
  const reads = (store: any): Call[] => store.proxy.calls.filter((c: Call) => c.action === 'read');
  /** Answers the pending read of `page` with rows of a data set of `total`. */
  const answer = (store: any, pageNo: number, total = 100000) => {
    const call = reads(store).find((c) => c.operation.page === pageNo && !c.operation.isComplete());
    if (!call) throw new Error('no pending read of page ' + pageNo);
    const op = call.operation;
    respond(store.proxy, call, { rows: page(op.start!, op.limit!, total) });
  };

  it('loads the first page, then answers for the whole data set', () => {
    const store = buffered();
    const load = sinon.spy();
    store.on('load', load);
    store.load();
    expect(reads(store).map((c) => [c.operation.start, c.operation.limit])).to.deep.equal([
      [0, 50],
    ]);
    answer(store, 1);
    expect(load.calledOnce).to.equal(true);
    expect(store.getCount()).to.equal(100000);
    expect(store.getTotalCount()).to.equal(100000);
    expect(store.getAt(0).get('name')).to.equal('user 1');
    const hole = store.getAt(70000);
    expect(hole.$pending).to.equal(true);
    expect(hole.get('name')).to.equal(undefined);
    expect(store.getAt(70000)).to.equal(hole);
    expect(store.indexOf(hole)).to.equal(70000);
    expect(store.getAt(100000)).to.equal(undefined);
    expect(store.getRange(49, 50).map((r: any) => [r.get('id'), !!r.$pending])).to.deep.equal([
      [50, false],
      [undefined, true],
    ]);
    expect(store.getRange()).to.have.length(50);
  });

  it('forces remote sorting and filtering, and a sort loads from the server', () => {
    const store = buffered({ remoteSort: false });
    expect(store.remoteSort).to.equal(true);
    expect(store.remoteFilter).to.equal(true);
    store.load();
    answer(store, 1);
    store.sort('name', 'DESC');
    const last = reads(store).at(-1)!.operation;
    expect(last.page).to.equal(1);
    expect(last.sorters!.map((s: any) => [s.property, s.direction])).to.deep.equal([
      ['name', 'DESC'],
    ]);
  });

  it('fetches the pages in view plus the buffer zones, fires prefetch and totalcountchange', () => {
    const store = buffered();
    const prefetch = sinon.spy();
    const total = sinon.spy();
    store.on({ prefetch, totalcountchange: total });
    store.load();
    answer(store, 1);
    expect(total.args.map((a) => a[0])).to.deep.equal([100000]);
    store.$need(5000, 5030);
    // Rows 4980-5130: pages 100-103 (in view 101, then ahead 102, 103, then behind 100).
    expect(
      reads(store)
        .slice(1)
        .map((c) => c.operation.page),
    ).to.deep.equal([101, 102, 103, 100]);
    answer(store, 101);
    expect(prefetch.lastCall.args[0]).to.equal(store);
    expect(prefetch.lastCall.args[2]).to.equal(true);
    expect(store.getAt(5000).get('name')).to.equal('user 5001');
    expect(store.getAt(5000).index).to.equal(5000);
  });

  it('aborts the requests of pages scrolled past', () => {
    const store = buffered();
    store.load();
    answer(store, 1);
    store.$need(5000, 5030);
    const old = reads(store).slice(1);
    store.$need(90000, 90030);
    expect(old.every((c) => c.operation.signal!.aborted)).to.equal(true);
    // A late answer to an aborted request changes nothing.
    respond(store.proxy, old[0], { rows: page(5000, 50, 100000) });
    expect(store.getAt(5000).$pending).to.equal(true);
  });

  it('keeps at most purgePageCount pages beyond those needed, the least recently used go', () => {
    const store = buffered({ leadingBufferZone: 0, trailingBufferZone: 0 });
    store.load();
    answer(store, 1);
    for (const p of [10, 20, 30, 40]) {
      store.$need((p - 1) * 50, (p - 1) * 50 + 10);
      answer(store, p);
    }
    // Page 40 is needed; 2 more are kept: 20 and 30 (1 and 10 were used least recently).
    expect([...store.$pages.keys()].sort((a, b) => a - b)).to.deep.equal([20, 30, 40]);
    expect(store.getAt(0).$pending).to.equal(true);
  });

  it('does not purge a page holding unsaved changes', () => {
    const store = buffered({ leadingBufferZone: 0, trailingBufferZone: 0, purgePageCount: 1 });
    store.load();
    answer(store, 1);
    store.getAt(3).set('name', 'changed');
    for (const p of [10, 20, 30]) {
      store.$need((p - 1) * 50, (p - 1) * 50 + 10);
      answer(store, p);
    }
    expect(store.$pages.has(1)).to.equal(true);
    expect(store.getUpdatedRecords().map((r: any) => r.get('name'))).to.deep.equal(['changed']);
  });

  it('keeps a failed page failed until retried', () => {
    const store = buffered();
    store.load();
    answer(store, 1);
    store.$need(5000, 5010);
    const call = reads(store).find((c) => c.operation.page === 101)!;
    respond(store.proxy, call, { success: false });
    expect(store.$failed.has(101)).to.equal(true);
    const before = reads(store).length;
    store.$need(5000, 5010);
    expect(
      reads(store)
        .slice(before)
        .map((c) => c.operation.page),
    ).to.deep.equal([]);
    store.retryPage(101);
    answer(store, 101);
    expect(store.$failed.has(101)).to.equal(false);
    expect(store.getAt(5005).get('name')).to.equal('user 5006');
  });

  it('guaranteeRange and getRange with a callback call back once the rows are loaded', () => {
    const store = buffered();
    store.load();
    answer(store, 1);
    const done = sinon.spy();
    store.getRange(520, 530, { callback: done });
    expect(done.called).to.equal(false);
    answer(store, 11);
    expect(done.calledOnce).to.equal(true);
    expect(done.args[0][0].map((r: any) => r.get('id'))).to.deep.equal([
      521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531,
    ]);
  });

  it('refuses local adds and removes, and bad zone configs', () => {
    const store = buffered();
    expect(() => store.add({ name: 'x' })).to.throw(/buffered store/);
    expect(() => store.removeAt(0)).to.throw(/buffered store/);
    expect(() => buffered({ purgePageCount: -1 })).to.throw(TypeError, /purgePageCount/);
  });

  it('fires beforeprefetch, whose false cancels the request', () => {
    const store = buffered();
    store.on('beforeprefetch', (_s: any, op: any) => op.page !== 1);
    store.load();
    expect(reads(store)).to.have.length(0);
  });
});
