/**
 * Properties of the json reader (`Lib.data.reader.Json`) on arbitrary JSON, read directly
 * (`reader.read(data)`) and through a store over a memory proxy: it never throws on odd keys,
 * never changes a built-in prototype, reads a field only from the row's own properties (a row
 * without `toString` has no `toString` value, whatever `Object.prototype` holds), follows no
 * path through `__proto__`, `constructor` or `prototype`, and gives every record a plain data
 * object holding exactly the model's fields. Server `metaData` (which reconfigures the reader
 * and makes a model of its `fields`) is hostile too: it may be refused with a Lib error, but
 * never crashes the reader or reaches a prototype.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { Lib } from '../../lib/Lib';
import '../../classes/data/reader/Json';
import '../../classes/data/proxy/Memory';
import '../../classes/data/Store';
import { LibError } from '../../lib/Error';
import { ResultSet } from '../../classes/data/ResultSet';
import {
  ODD_KEYS,
  UNSAFE_KEYS,
  anyJson,
  fromEntries,
  hostileObject,
  isPlain,
  keyArb,
  prototypeGuard,
  runs,
} from './property.helpers';

/** Paths the reader understands, and the keys each one walks (a Map: keys are data here). */
const PATHS = new Map<string, string[]>([
  ['', []],
  ['items', ['items']],
  ['a.b', ['a', 'b']],
  ['a[0]', ['a', '0']],
  ["a['x y']", ['a', 'x y']],
  ['toString', ['toString']],
  ['hasOwnProperty', ['hasOwnProperty']],
  ['data.toString', ['data', 'toString']],
  ['__proto__', ['__proto__']],
  ['constructor.prototype', ['constructor', 'prototype']],
  ['__proto__.polluted', ['__proto__', 'polluted']],
  ['ü', ['ü']],
]);
const keysOf = (path: string): string[] => PATHS.get(path) ?? [path];

/** The model's fields: odd names, and mappings through odd paths. */
const FIELDS: Array<{ name: string; mapping?: string }> = [
  { name: 'id' },
  { name: 'toString' },
  { name: 'hasOwnProperty' },
  { name: 'valueOf' },
  { name: 'isPrototypeOf' },
  { name: 'ü' },
  { name: '😀' },
  { name: 'polluted' },
  { name: 'a.b' },
  { name: 'deep', mapping: 'a.b' },
  { name: 'first', mapping: 'a[0]' },
  { name: 'quoted', mapping: "a['x y']" },
  { name: 'inherited', mapping: 'data.toString' },
  { name: 'evil', mapping: '__proto__.polluted' },
  { name: 'ctor', mapping: 'constructor.prototype' },
];

const own = (object: unknown, key: string) =>
  object !== null &&
  object !== undefined &&
  Object.prototype.hasOwnProperty.call(Object(object), key);

/**
 * What a path reads: each key only as an own property, `undefined` once a key is unsafe or
 * missing.
 */
function readPath(data: unknown, keys: string[]): unknown {
  let value = data;
  for (const key of keys) {
    if (UNSAFE_KEYS.has(key) || !own(value, key)) return undefined;
    value = (value as any)[key];
  }
  return value;
}

/** The rows a reader with this root finds in `data` (Ext 4's rules). */
function rowsOf(data: unknown, root: string): unknown[] | undefined {
  let rows = Array.isArray(data) ? data : root ? readPath(data, keysOf(root)) : data;
  if (rows !== null && rows !== undefined && !Array.isArray(rows)) {
    rows = typeof rows === 'object' ? [rows] : undefined;
  }
  return rows as unknown[] | undefined;
}

/** `value` placed under `keys` in nested objects (own properties, `__proto__` included). */
function nest(keys: string[], value: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => fromEntries([[key, inner]]), value);
}

const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 50 }),
  fc.string({ maxLength: 5 }),
  fc.constantFrom(...ODD_KEYS),
);
const fieldKeys = [...new Set(FIELDS.flatMap((f) => (f.mapping ? [] : [f.name])))];
const nested = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 3 }),
  fc
    .array(fc.tuple(fc.constantFrom('b', 'x y', '0', 'toString', '__proto__'), leaf), {
      maxLength: 3,
    })
    .map(fromEntries),
);
/** A row: values for the model's keys (and odd ones), the nested `a` the mappings read. */
const rowArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...fieldKeys, ...ODD_KEYS), leaf), { maxLength: 6 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'data', '__proto__', 'constructor'), nested), {
          maxLength: 2,
        }),
      )
      .map(([flat, deep]) => fromEntries([...flat, ...deep])),
  },
  { weight: 1, arbitrary: anyJson },
);
const rootArb = fc.constantFrom(...PATHS.keys());
/** Members beside the rows: the reader's own names (total, success, message) among odd ones. */
const junkArb = fc.oneof(
  hostileObject,
  fc
    .array(
      fc.tuple(
        fc.constantFrom('total', 'success', 'message', ...ODD_KEYS),
        fc.oneof(anyJson, hostileObject),
      ),
      { maxLength: 4 },
    )
    .map(fromEntries),
);
/** Data for a reader with `root`: rows under it (among junk), bare rows, or any JSON. */
const dataFor = (root: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.array(rowArb, { maxLength: 4 }), junkArb).map(([rows, junk]) => {
        const holder = nest(keysOf(root), rows) as Record<string, unknown>;
        return root === ''
          ? rows
          : fromEntries([...Object.entries(junk), ...Object.entries(holder)]);
      }),
    },
    { weight: 1, arbitrary: fc.array(rowArb, { maxLength: 4 }) },
    { weight: 1, arbitrary: anyJson },
  );
const caseArb = rootArb.chain((root) => fc.tuple(fc.constant(root), dataFor(root)));

describe('Lib.data.reader.Json (properties)', () => {
  let guard: ReturnType<typeof prototypeGuard>;
  let Model: any;
  before(() => {
    guard = prototypeGuard();
    Model = Lib.define('Prop.reader.Row', { extend: 'Lib.data.Model', fields: FIELDS });
  });
  after(() => Lib.undefine('Prop.reader.Row'));
  afterEach(() => guard.check());

  const hasMeta = (data: unknown) => isPlain(data) && own(data, 'metaData');
  /** The success flag of data: missing counts as success; `false` and `'false'` do not. */
  const successOf = (data: unknown) => {
    const success = isPlain(data) ? readPath(data, ['success']) : undefined;
    return !(success === false || success === 'false');
  };

  /**
   * The rows a store keeps: one record per id, a later row replacing an earlier one with the
   * same id in its place (a store's collection is keyed by id, as Ext 4's MixedCollection).
   */
  function storeRows(rows: unknown[] | undefined): unknown[] | undefined {
    if (!rows) return rows;
    const byId = new Map<unknown, number>();
    const kept: unknown[] = [];
    for (const row of rows) {
      const id = isPlain(row) ? readPath(row, ['id']) : undefined;
      const keyed = !!id || id === 0;
      const at = keyed ? byId.get(id) : undefined;
      if (at === undefined) {
        if (keyed) byId.set(id, kept.length);
        kept.push(row);
      } else {
        kept[at] = row;
      }
    }
    return kept;
  }

  /** Checks the records read from `rows`: shape, phantom flag, own-property field values. */
  function checkRecords(records: any[], rows: unknown[] | undefined): void {
    expect(records.length, 'one record per row').to.equal(rows ? rows.length : 0);
    const defaults = new Map<string, unknown>(
      Model.getFields().map((f: any) => [f.name, f.defaultValue]),
    );
    records.forEach((record, i) => {
      expect(record).to.be.instanceOf(Model);
      expect(record.phantom, 'a record read from data is not phantom').to.equal(false);
      expect(Object.getPrototypeOf(record.data)).to.equal(Object.prototype);
      expect(Object.keys(record.data).sort()).to.deep.equal(FIELDS.map((f) => f.name).sort());
      const row = rows![i];
      if (!isPlain(row)) return;
      for (const field of FIELDS) {
        const read = readPath(row, keysOf(field.mapping ?? field.name));
        const expected = read === undefined ? defaults.get(field.name) : read;
        expect(record.data[field.name], `field '${field.name}' of row ${i}`).to.equal(expected);
      }
    });
  }

  it('reads arbitrary JSON into one plain record per row, from own properties only', () => {
    fc.assert(
      fc.property(caseArb, ([root, data]) => {
        fc.pre(!hasMeta(data));
        const reader = Lib.create('reader.json', { model: Model, root });
        const result = reader.read(data);
        expect(result).to.be.instanceOf(ResultSet);
        expect(result.success).to.equal(successOf(data));
        checkRecords(result.records, rowsOf(data, root));
        expect(result.count).to.equal(result.records.length);
        guard.check();
      }),
      runs(1600),
    );
  });

  it('loads the same records into a store through a memory proxy', () => {
    fc.assert(
      fc.property(caseArb, ([root, data]) => {
        // Anything else is refused by the store's config check (a TypeError naming 'data').
        fc.pre((Array.isArray(data) || isPlain(data)) && !hasMeta(data));
        const store = Lib.create('Lib.data.Store', {
          model: Model,
          proxy: { type: 'memory', reader: { type: 'json', root } },
          data: data as any,
        });
        try {
          // A read the data calls unsuccessful fails the load: the store stays empty.
          checkRecords(store.getRange(), successOf(data) ? storeRows(rowsOf(data, root)) : []);
          expect(store.getNewRecords()).to.deep.equal([]);
        } finally {
          store.destroy();
        }
        guard.check();
      }),
      runs(800),
    );
  });

  const pathArb = fc.oneof(fc.constantFrom(...PATHS.keys()), keyArb);
  const fieldArb = fc.oneof(
    keyArb,
    fc
      .tuple(
        keyArb,
        fc.option(fc.oneof(pathArb, pathArb, anyJson)),
        fc.constantFrom('auto', 'int', 'string'),
      )
      .map(([name, mapping, type]) =>
        mapping === null ? { name, type } : { name, mapping, type },
      ),
  );
  const metaArb = fc
    .tuple(
      fc.record(
        {
          root: pathArb,
          idProperty: keyArb,
          totalProperty: pathArb,
          successProperty: pathArb,
          messageProperty: pathArb,
          fields: fc.array(fieldArb, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
      hostileObject,
    )
    .map(([meta, junk]) => fromEntries([...Object.entries(junk), ...Object.entries(meta)]));

  it('survives hostile metaData: a result, or a Lib error refusing it, and no prototype reached', () => {
    fc.assert(
      fc.property(metaArb, rootArb, fc.array(rowArb, { maxLength: 3 }), (meta, root, rows) => {
        const data = fromEntries([
          ['metaData', meta],
          [typeof meta.root === 'string' ? meta.root : root, rows],
        ]);
        const reader = Lib.create('reader.json', { model: Model, root });
        let result: ResultSet | undefined;
        try {
          result = reader.read(data);
        } catch (error) {
          const refused =
            (error instanceof LibError || error instanceof TypeError) &&
            String((error as Error).message).startsWith('[');
          expect(refused, `an unexpected error: ${String((error as Error).stack)}`).to.equal(true);
        }
        if (result) {
          expect(result).to.be.instanceOf(ResultSet);
          for (const record of result.records) {
            expect(Object.getPrototypeOf(record.data)).to.equal(Object.prototype);
            expect(record.phantom).to.equal(false);
          }
        }
        guard.check();
      }),
      runs(1000),
    );
  });
});
