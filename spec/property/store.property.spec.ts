/**
 * Properties of `Lib.data.Store`, local (memory proxy, no network):
 * - sorting is stable and a permutation: after any sequence of sorts (by an `int`, a `string`
 *   (case-insensitive) and an `auto` field, one or several sorters, either direction, or
 *   toggled), the records are the stable sort of the order before, filtered-out ones too;
 * - filtering then `clearFilter()` gives back the very same records in the same order, and
 *   while filtered the store shows exactly the records the filters accept, in order;
 * - through any sequence of add / remove / removeAll / re-add / edit / commit / reject /
 *   commitChanges / rejectChanges / sync (succeeding or failing) / filterBy / clearFilter /
 *   sort, `getNewRecords`,
 *   `getUpdatedRecords` and `getRemovedRecords` and each record's `phantom`, `dirty` and
 *   values agree with a small model (ext4-behaviour.md §6.6, §6.10; DESIGN.md: a failed write
 *   leaves every record as it was).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { Lib } from '../../lib/Lib';
import '../../classes/data/proxy/Memory';
import '../../classes/data/Store';
import type { Store } from '../../classes/data/Store';
import type { MemoryProxy } from '../../classes/data/proxy/Memory';
import { runs } from './property.helpers';

const MODEL = 'Prop.store.Item';
const PROXY = 'Prop.store.Proxy';

/** Text values: case pairs (a string field ignores case), and regex characters for filters. */
const TEXT = [
  'a',
  'A',
  'b',
  'B',
  'ab',
  'aB',
  'é',
  'É',
  '.',
  '*',
  '(',
  '[',
  '\\',
  '^a',
  '$',
  'a|b',
  '?+',
];
const textArb = fc.constantFrom(...TEXT);
const kArb = fc.integer({ min: 0, max: 3 });

interface Row {
  id: number;
  name: string;
  raw: string;
  k: number;
}
const rowsArb: fc.Arbitrary<Row[]> = fc
  .array(fc.record({ name: textArb, raw: textArb, k: kArb }), { maxLength: 14 })
  .map((rows) => rows.map((row, i) => ({ id: i + 1, ...row })));

type Field = 'name' | 'raw' | 'k';
type Direction = 'ASC' | 'DESC';
const fieldArb = fc.constantFrom<Field>('name', 'raw', 'k');
const directionArb = fc.constantFrom<Direction>('ASC', 'DESC');

/** The sort key of a field, as the field's sortType makes it. */
function sortKey(record: any, field: Field): unknown {
  const value = record.get(field);
  return field === 'name' ? String(value).toUpperCase() : value;
}

function comparator(sorters: Array<{ property: Field; direction: Direction }>) {
  return (a: any, b: any) => {
    for (const { property, direction } of sorters) {
      const x = sortKey(a, property) as any;
      const y = sortKey(b, property) as any;
      const c = x > y ? 1 : x < y ? -1 : 0;
      if (c !== 0) return direction === 'DESC' ? -c : c;
    }
    return 0;
  };
}

/** All the records of a store, filtered out or not, in order. */
const allOf = (store: Store): any[] => (store.snapshot || store.data).items.slice();
const uids = (records: any[]) => records.map((r) => r.getId());

describe('Lib.data.Store (properties)', () => {
  let Item: any;
  const stores: Store[] = [];
  const makeStore = (rows: Row[], proxy: string = 'memory'): Store => {
    const store = Lib.create('Lib.data.Store', { model: MODEL, proxy, data: rows }) as Store;
    stores.push(store);
    return store;
  };

  before(() => {
    Item = Lib.define(MODEL, {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'string' },
        'raw',
        { name: 'k', type: 'int' },
      ],
    });
    // A memory proxy whose writes fail while `fail` is set (as a server that is down would).
    Lib.define(PROXY, {
      extend: 'Lib.data.proxy.Memory',
      alias: 'proxy.propstore',
      updateOperation(this: any, operation: any, callback: any, scope: unknown) {
        if (!this.fail) return this.callParent([operation, callback, scope]);
        operation.setStarted();
        operation.setException({ status: 503, statusText: 'Service Unavailable' });
        operation.setCompleted();
        this.fireEvent('exception', this, null, operation);
        if (callback) callback.call(scope || this, operation);
      },
    });
  });
  after(() => {
    Lib.undefine(PROXY);
    Lib.undefine(MODEL);
  });
  afterEach(() => {
    while (stores.length) stores.pop()!.destroy();
  });
  const done = () => {
    while (stores.length) stores.pop()!.destroy();
  };

  describe('sorting', () => {
    type SortCommand =
      | { op: 'sortField'; field: Field; direction: Direction | undefined }
      | { op: 'sortList'; sorters: Array<{ property: Field; direction: Direction }> }
      | { op: 'filterBy'; mask: number }
      | { op: 'clearFilter' };
    const sortCommand: fc.Arbitrary<SortCommand> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          op: fc.constant('sortField' as const),
          field: fieldArb,
          direction: fc.option(directionArb, { nil: undefined }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          op: fc.constant('sortList' as const),
          sorters: fc.array(fc.record({ property: fieldArb, direction: directionArb }), {
            minLength: 1,
            maxLength: 3,
          }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('filterBy' as const), mask: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('clearFilter' as const) }) },
    );

    it('is a stable permutation of the order before, for the records in view and those filtered out', () => {
      fc.assert(
        fc.property(rowsArb, fc.array(sortCommand, { maxLength: 8 }), (rows, commands) => {
          const store = makeStore(rows);
          let sorters: Array<{ property: Field; direction: Direction }> = [];
          let filter: ((record: any) => boolean) | null = null;
          let all = allOf(store);
          const initial = new Set(all);

          commands.forEach((command, step) => {
            const where = `after command ${step} (${JSON.stringify(command)})`;
            if (command.op === 'filterBy') {
              const mask = command.mask;
              filter = (record) => ((mask >> (record.getId() % 31)) & 1) === 1;
              store.filterBy(filter);
            } else if (command.op === 'clearFilter') {
              filter = null;
              store.clearFilter();
            } else {
              if (command.op === 'sortField') {
                const current = sorters.find((s) => s.property === command.field);
                if (!current) {
                  sorters = [{ property: command.field, direction: command.direction || 'ASC' }];
                } else {
                  current.direction =
                    command.direction || (current.direction === 'ASC' ? 'DESC' : 'ASC');
                }
                store.sort(command.field, command.direction);
              } else {
                sorters = command.sorters.map((s) => ({ ...s }));
                store.sort(command.sorters.map((s) => ({ ...s })));
              }
              // Array.prototype.sort is stable: the expected order keeps ties as they were.
              all = all.slice().sort(comparator(sorters));
            }
            const seen = allOf(store);
            expect(seen.length, `record count ${where}`).to.equal(initial.size);
            expect(new Set(seen).size, `distinct records ${where}`).to.equal(initial.size);
            expect(uids(seen), `all records ${where}`).to.deep.equal(uids(all));
            const visible = filter ? all.filter(filter) : all;
            expect(uids(store.getRange()), `records in view ${where}`).to.deep.equal(uids(visible));
          });
          done();
        }),
        runs(1000),
      );
    });
  });

  describe('filtering', () => {
    type FilterCommand =
      | {
          op: 'property';
          property: Field;
          value: string;
          anyMatch: boolean;
          exactMatch: boolean;
          caseSensitive: boolean;
        }
      | { op: 'filterBy'; mask: number };
    const filterCommand: fc.Arbitrary<FilterCommand> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          op: fc.constant('property' as const),
          property: fieldArb,
          value: fc.oneof(textArb, kArb.map(String), fc.constant('')),
          anyMatch: fc.boolean(),
          exactMatch: fc.boolean(),
          caseSensitive: fc.boolean(),
        }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('filterBy' as const), mask: fc.nat() }) },
    );

    /** What a property filter accepts (Filter's rules: prefix, anywhere or whole, case). */
    function accepts(record: any, f: Extract<FilterCommand, { op: 'property' }>): boolean {
      let text = String(record.get(f.property));
      let value = f.value;
      if (!f.caseSensitive) {
        text = text.toLowerCase();
        value = value.toLowerCase();
      }
      if (f.anyMatch) return text.includes(value);
      return f.exactMatch ? text === value : text.startsWith(value);
    }

    it('shows exactly the accepted records in order, and clearFilter restores the same records in the same order', () => {
      fc.assert(
        fc.property(
          rowsArb,
          fc.option(fc.tuple(fieldArb, directionArb)),
          fc.array(filterCommand, { minLength: 1, maxLength: 4 }),
          (rows, sortBy, commands) => {
            const store = makeStore(rows);
            if (sortBy) store.sort(sortBy[0], sortBy[1]);
            const before = store.getRange();
            const properties: Array<Extract<FilterCommand, { op: 'property' }>> = [];

            commands.forEach((command, step) => {
              const where = `after filter ${step} (${JSON.stringify(command)})`;
              let expected: any[];
              if (command.op === 'property') {
                properties.push(command);
                const { op: _op, ...config } = command;
                store.filter(config);
                expected = before.filter((r) => properties.every((f) => accepts(r, f)));
              } else {
                const keep = (record: any) => ((command.mask >> (record.getId() % 31)) & 1) === 1;
                store.filterBy(keep);
                expected = before.filter(keep);
              }
              expect(uids(store.getRange()), `records in view ${where}`).to.deep.equal(
                uids(expected),
              );
              expect(uids(allOf(store)), `all records ${where}`).to.deep.equal(uids(before));
            });

            store.clearFilter();
            const after = store.getRange();
            expect(after.length).to.equal(before.length);
            after.forEach((record, i) =>
              expect(record === before[i], `record ${i} after clearFilter`).to.equal(true),
            );
            expect(store.isFiltered()).to.equal(false);
            done();
          },
        ),
        runs(1000),
      );
    });
  });

  describe('change bookkeeping', () => {
    type Command =
      | { op: 'add'; name: string; k: number; saved: boolean }
      | { op: 'remove'; pick: number }
      | { op: 'removeAll' }
      | { op: 'readd'; pick: number }
      | { op: 'edit'; pick: number; field: 'name' | 'k'; name: string; k: number }
      | { op: 'commit'; pick: number }
      | { op: 'reject'; pick: number }
      | { op: 'commitChanges' }
      | { op: 'rejectChanges' }
      | { op: 'sync'; fail: boolean }
      | { op: 'filterBy'; mask: number }
      | { op: 'clearFilter' }
      | { op: 'sort'; field: Field };
    const pick = fc.nat({ max: 1000 });
    const commandArb: fc.Arbitrary<Command> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          op: fc.constant('add' as const),
          name: textArb,
          k: kArb,
          saved: fc.boolean(),
        }),
      },
      { weight: 3, arbitrary: fc.record({ op: fc.constant('remove' as const), pick }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('removeAll' as const) }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('readd' as const), pick }) },
      {
        weight: 4,
        arbitrary: fc.record({
          op: fc.constant('edit' as const),
          pick,
          field: fc.constantFrom('name' as const, 'k' as const),
          name: textArb,
          k: kArb,
        }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('commit' as const), pick }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('reject' as const), pick }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('commitChanges' as const) }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('rejectChanges' as const) }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('sync' as const), fail: fc.boolean() }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('filterBy' as const), mask: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('clearFilter' as const) }) },
      // Sorted, the store inserts added records where they sort: the lists must not care.
      { weight: 1, arbitrary: fc.record({ op: fc.constant('sort' as const), field: fieldArb }) },
    );

    /** What the model knows of a record. */
    interface State {
      phantom: boolean;
      values: { name: string; k: number };
      /** Original values of the changed fields. */
      modified: Map<'name' | 'k', unknown>;
    }

    it('agrees with the model: new until committed, updated until commit or reject, removed unless phantom', () => {
      fc.assert(
        fc.property(rowsArb, fc.array(commandArb, { maxLength: 30 }), (rows, commands) => {
          const store = makeStore(rows, 'propstore');
          const proxy = store.getProxy<MemoryProxy & { fail?: boolean }>();
          const states = new Map<any, State>();
          /** Each record's number, in order of creation: how a failure names it. */
          const seq = new Map<any, number>();
          const track = (record: any, state: State) => {
            states.set(record, state);
            seq.set(record, seq.size);
          };
          const numbers = (records: any[], sorted = true) => {
            const list = records.map((r) => (seq.has(r) ? seq.get(r)! : `unknown ${r.internalId}`));
            return sorted ? list.sort() : list;
          };
          const inStore = new Set<any>();
          let removed: any[] = [];
          let nextId = 1000;
          for (const record of store.getRange()) {
            inStore.add(record);
            track(record, {
              phantom: false,
              values: { name: record.get('name') as string, k: record.get('k') as number },
              modified: new Map(),
            });
          }
          const known = () => [...states.keys()];
          const commit = (record: any) => {
            const state = states.get(record)!;
            state.phantom = false;
            state.modified.clear();
          };
          const reject = (record: any) => {
            const state = states.get(record)!;
            for (const [field, value] of state.modified) (state.values as any)[field] = value;
            state.modified.clear();
          };
          const changed = (record: any) => {
            const state = states.get(record)!;
            return state.phantom || state.modified.size > 0;
          };

          commands.forEach((command, step) => {
            const where = `after command ${step} (${JSON.stringify(command)})`;
            switch (command.op) {
              case 'add': {
                const data = { name: command.name, k: command.k };
                const given = command.saved ? new Item({ id: nextId++, ...data }) : data;
                const [record] = store.add(given);
                inStore.add(record);
                track(record, { phantom: !command.saved, values: data, modified: new Map() });
                break;
              }
              case 'remove': {
                const view = store.getRange();
                if (view.length === 0) break;
                const record = view[command.pick % view.length];
                store.remove(record);
                inStore.delete(record);
                if (!states.get(record)!.phantom) removed.push(record);
                break;
              }
              case 'removeAll': {
                const view = store.getRange();
                store.removeAll();
                for (const record of view) {
                  inStore.delete(record);
                  if (!states.get(record)!.phantom) removed.push(record);
                }
                break;
              }
              case 'readd': {
                if (removed.length === 0) break;
                const record = removed[command.pick % removed.length];
                store.add(record);
                removed = removed.filter((r) => r !== record);
                inStore.add(record);
                break;
              }
              case 'edit': {
                const records = known();
                const record = records[command.pick % records.length];
                if (!record) break;
                const state = states.get(record)!;
                const value = command.field === 'name' ? command.name : command.k;
                record.set(command.field, value);
                const current = state.values[command.field];
                if (current !== value) {
                  if (!state.modified.has(command.field)) {
                    state.modified.set(command.field, current);
                  } else if (state.modified.get(command.field) === value) {
                    state.modified.delete(command.field);
                  }
                  (state.values as any)[command.field] = value;
                }
                break;
              }
              case 'commit':
              case 'reject': {
                const records = known();
                const record = records[command.pick % records.length];
                if (!record) break;
                record[command.op]();
                if (command.op === 'commit') commit(record);
                else reject(record);
                break;
              }
              case 'commitChanges':
                store.commitChanges();
                for (const record of inStore) if (changed(record)) commit(record);
                removed = [];
                break;
              case 'rejectChanges': {
                store.rejectChanges();
                for (const record of [...inStore]) {
                  if (!changed(record)) continue;
                  reject(record);
                  if (states.get(record)!.phantom) inStore.delete(record);
                }
                for (const record of removed) {
                  inStore.add(record);
                  reject(record);
                }
                removed = [];
                break;
              }
              case 'sync':
                proxy.fail = command.fail;
                store.sync();
                if (!command.fail) {
                  for (const record of inStore) if (changed(record)) commit(record);
                  for (const record of removed) commit(record);
                  removed = [];
                }
                break;
              case 'filterBy':
                store.filterBy(
                  (record: any) => ((command.mask >> (seq.get(record)! % 31)) & 1) === 1,
                );
                break;
              case 'clearFilter':
                store.clearFilter();
                break;
              case 'sort':
                store.sort(command.field);
                break;
            }

            expect(store.isSyncing(), `a sync still running ${where}`).to.equal(false);
            expect(numbers(allOf(store)), `the records ${where}`).to.deep.equal(
              numbers([...inStore]),
            );
            const expectedNew = [...inStore].filter((r) => states.get(r)!.phantom);
            const expectedUpdated = [...inStore].filter(
              (r) => !states.get(r)!.phantom && states.get(r)!.modified.size > 0,
            );
            expect(numbers(store.getNewRecords()), `new records ${where}`).to.deep.equal(
              numbers(expectedNew),
            );
            expect(numbers(store.getUpdatedRecords()), `updated records ${where}`).to.deep.equal(
              numbers(expectedUpdated),
            );
            expect(
              numbers(store.getRemovedRecords(), false),
              `removed records, in order ${where}`,
            ).to.deep.equal(numbers(removed, false));
            for (const [record, state] of states) {
              const label = `record #${seq.get(record)} ${where}`;
              expect(record.phantom, `phantom of ${label}`).to.equal(state.phantom);
              expect(record.dirty, `dirty of ${label}`).to.equal(state.modified.size > 0);
              expect(record.get('name'), `name of ${label}`).to.equal(state.values.name);
              expect(record.get('k'), `k of ${label}`).to.equal(state.values.k);
            }
          });
          done();
        }),
        runs(1000),
      );
    });
  });
});
