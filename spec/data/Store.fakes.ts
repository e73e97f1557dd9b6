/**
 * Spec helpers for the data layer: a proxy that records the operations it receives and
 * answers them when told to (so specs see exactly what a store sends, and can make any
 * operation succeed or fail), and a tracker that destroys the stores a spec created.
 */
import Lib from '../../index';
import type { Operation } from '../../classes/data/Operation';
import type { Store, StoreConfig } from '../../classes/data/Store';
import type { Proxy } from '../../classes/data/proxy/Proxy';

/** One call the fake proxy received. */
export interface Call {
  action: string;
  operation: Operation;
  callback: (operation: Operation) => void;
  scope: unknown;
}

/** The fake proxy's type: `store.getProxy<FakeProxy>().calls`. */
export type FakeProxy = Proxy & { calls: Call[]; auto?: boolean; rows?: unknown };

/**
 * Defines `Spec.data.FakeProxy` (alias `proxy.specfake`): every action is recorded in
 * `proxy.calls` and left pending; `respond(call, {records, success, total, error})` completes
 * it. With `auto: true` each call succeeds at once (writes commit their records; reads
 * return `rows` through the reader).
 */
export function defineFakeProxy(): void {
  if (Lib.ClassManager.isCreated('Spec.data.FakeProxy')) return;
  Lib.define('Spec.data.FakeProxy', {
    extend: 'Lib.data.proxy.Proxy',
    alias: 'proxy.specfake',
    constructor(this: any, config: any) {
      this.calls = [];
      this.callParent([config]);
    },
    create(this: any, op: Operation, cb: any, scope: unknown) {
      return this.record('create', op, cb, scope);
    },
    read(this: any, op: Operation, cb: any, scope: unknown) {
      return this.record('read', op, cb, scope);
    },
    update(this: any, op: Operation, cb: any, scope: unknown) {
      return this.record('update', op, cb, scope);
    },
    destroy(this: any, op?: Operation, cb?: any, scope?: unknown) {
      if (op === undefined) return this.callParent([]);
      return this.record('destroy', op, cb, scope);
    },
    record(this: any, action: string, operation: Operation, callback: any, scope: unknown) {
      const call: Call = { action, operation, callback, scope };
      this.calls.push(call);
      operation.setStarted();
      if (this.auto) respond(this, call, {});
    },
  });
}

/** Undefines `Spec.data.FakeProxy`. */
export function undefineFakeProxy(): void {
  if (Lib.ClassManager.isCreated('Spec.data.FakeProxy')) Lib.undefine('Spec.data.FakeProxy');
}

/** Completes a recorded call: success (default) or failure (`success: false`, `error`). */
export function respond(
  proxy: any,
  call: Call,
  answer: { success?: boolean; rows?: unknown; error?: unknown; records?: any[] },
): void {
  const op = call.operation;
  if (answer.success === false) {
    op.setException(answer.error ?? { status: 500, statusText: 'Internal Server Error' });
    proxy.fireEvent('exception', proxy, { status: 500 }, op);
  } else {
    if (call.action === 'read') {
      op.resultSet = proxy.getReader().read(answer.rows ?? proxy.rows ?? []);
    } else {
      op.commitRecords(answer.records ?? []);
    }
    op.setSuccessful();
  }
  op.setCompleted();
  call.callback.call(call.scope ?? proxy, op);
}

/** Creates stores and destroys them after each test of the enclosing suite. */
export function storeTracker(): (config?: StoreConfig) => Store {
  const made: Store[] = [];
  afterEach(() => {
    while (made.length) made.pop()!.destroy();
  });
  return (config?: StoreConfig) => {
    const store = Lib.create('Lib.data.Store', config);
    made.push(store);
    return store;
  };
}

/**
 * A grid over `store` (name and `n` columns, 400×300) rendered to the body: how the lazy
 * records specs count the records a first paint makes. The caller destroys it.
 */
export function paintGrid(store: Store): any {
  const grid = Lib.create('Lib.grid.Panel', {
    store,
    columns: [
      { text: 'Name', dataIndex: 'name', flex: 1 },
      { text: 'N', dataIndex: 'n' },
    ],
    width: 400,
    height: 300,
    renderTo: document.body,
  });
  if (document.querySelectorAll('.x-grid-row').length < 5) throw new Error('no rows painted');
  return grid;
}
