/**
 * Model and sorter costs against plain JavaScript, measured in the same run:
 * - 100 000 records of 8 fields through the reader fast path
 *   (`new Model(undefined, id, raw, convertedData)`, the converted object built per row)
 *   against `rows.map` building the same plain objects (target: ≤ 4× the time, i.e. ≥ 0.25×);
 * - 100 000 records through the converting constructor (`new Model(row)`), for reference;
 * - sorting 100 000 records on a `string` field (case-insensitive, `asUCString`) with
 *   `sortItems` against `array.sort` of plain objects with a `<`/`>` string comparison
 *   (target: ≤ 2× the time, i.e. ≥ 0.5×); and through `createComparator`, for reference.
 */
import { Lib } from '../lib/Lib';
import { Model } from '../classes/data/Model';
import { Sorter, createComparator, sortItems } from '../classes/util/Sorter';
import { compare, consume, report } from './harness';

const N = 100_000;

const Row = Lib.define('Bench.Row', {
  extend: Model,
  fields: [
    { name: 'id', type: 'int' },
    { name: 'name', type: 'string' },
    { name: 'email', type: 'string' },
    { name: 'age', type: 'int' },
    { name: 'score', type: 'float' },
    { name: 'active', type: 'bool' },
    { name: 'city', type: 'string' },
    { name: 'joined', type: 'date' },
  ],
});

interface RawRow {
  id: number;
  name: string;
  email: string;
  age: number;
  score: number;
  active: boolean;
  city: string;
  joined: Date;
}

let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}
const words = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel'];
const rows: RawRow[] = [];
for (let i = 0; i < N; i++) {
  rows.push({
    id: i + 1,
    name: words[Math.floor(random() * 8)] + ' ' + Math.floor(random() * 1e6).toString(36),
    email: `user${i}@example.com`,
    age: Math.floor(random() * 90),
    score: random() * 100,
    active: random() > 0.5,
    city: words[i % 8],
    joined: new Date(2020, 0, 1 + (i % 1000)),
  });
}

function plainObject(r: RawRow) {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    age: r.age,
    score: r.score,
    active: r.active,
    city: r.city,
    joined: r.joined,
  };
}

const create = compare(
  [
    {
      name: 'plain',
      run: (n) => {
        for (let k = 0; k < n; k++) consume(rows.map(plainObject));
      },
    },
    {
      name: 'fast',
      run: (n) => {
        for (let k = 0; k < n; k++) {
          consume(rows.map((r) => new Row(undefined, r.id, r, plainObject(r))));
        }
      },
    },
    {
      name: 'converting',
      run: (n) => {
        for (let k = 0; k < n; k++) consume(rows.map((r) => new Row(r)));
      },
    },
  ],
  { rounds: 5, minMs: 300 },
);
report('100k records, fast path vs plain objects', create.get('fast')!, create.get('plain')!, 0.25);
report(
  '100k records, converting vs plain objects',
  create.get('converting')!,
  create.get('plain')!,
);

const plain = rows.map(plainObject);
const records = rows.map((r) => new Row(undefined, r.id, r, plainObject(r)));
const field = (Row as typeof Model).prototype.fields.get('name')!;
const byName = new Sorter({ property: 'name', root: 'data', transform: field.sortType });

const sort = compare(
  [
    {
      name: 'plain',
      run: (n) => {
        for (let k = 0; k < n; k++) {
          consume(plain.slice().sort((a, b) => (a.name > b.name ? 1 : a.name < b.name ? -1 : 0)));
        }
      },
    },
    {
      name: 'sortItems',
      run: (n) => {
        for (let k = 0; k < n; k++) consume(sortItems(records.slice(), [byName]));
      },
    },
    {
      name: 'comparator',
      run: (n) => {
        for (let k = 0; k < n; k++) consume(records.slice().sort(createComparator([byName])));
      },
    },
  ],
  { rounds: 5, minMs: 300 },
);
report(
  'sort 100k on a string field, sortItems vs plain sort',
  sort.get('sortItems')!,
  sort.get('plain')!,
  0.5,
);
report(
  'sort 100k on a string field, comparator vs plain sort',
  sort.get('comparator')!,
  sort.get('plain')!,
);
