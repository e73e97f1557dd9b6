/**
 * Request building of the server proxies against a floor measured in the same run (medians of
 * alternating rounds), over 100 000 prepared operations each:
 * - reads through an Ajax proxy with paging, two sorters and a filter:
 *   `proxy.buildRequest(operation)` (params, JSON-encoded sorters and filters, `buildUrl` with
 *   `_dc`, the `Lib.data.Request`) against hand-written code producing the same params object
 *   and URL string (`JSON.stringify` and string concatenation);
 * - record updates through a Rest proxy: `buildRequest` (the id appended, percent-encoded,
 *   and the format) against `'/users/' + encodeURIComponent(id) + '.json?_dc=' + Date.now()`.
 * Both keep what they build on the operation (`operation.request`, as Ext JS 4 does), so both
 * pay the same garbage-collection cost for 100 000 live requests. Each line prints the ops/s
 * of both and the ratio (Lib's time over the floor's).
 */
import Lib from '../index';
import { Operation } from '../classes/data/Operation';
import { compare, consume, formatOps } from './harness';

const N = 100_000;

Lib.define('Bench.User', {
  extend: 'Lib.data.Model',
  fields: [{ name: 'id', type: 'int' }, 'name', { name: 'age', type: 'int' }],
});
const User = Lib.ClassManager.get('Bench.User');

const ajax: any = Lib.create('proxy.ajax', { url: '/users', model: 'Bench.User' });
const rest: any = Lib.create('proxy.rest', { url: '/users', format: 'json', model: 'Bench.User' });

// ---- the operations -------------------------------------------------------------------------

const names = ['name', 'age', 'city', 'joined'];
const reads: Operation[] = [];
const updates: Operation[] = [];
for (let i = 0; i < N; i++) {
  const page = 1 + (i % 40);
  reads.push(
    new Operation({
      action: 'read',
      page,
      start: (page - 1) * 25,
      limit: 25,
      sorters: [
        Lib.create('Lib.util.Sorter', {
          property: names[i % 4],
          direction: i % 2 ? 'ASC' : 'DESC',
        }),
        Lib.create('Lib.util.Sorter', { property: 'id' }),
      ],
      filters: [Lib.create('Lib.util.Filter', { property: 'name', value: 'a' + (i % 100) })],
    }),
  );
  updates.push(new Operation({ action: 'update', records: [new User({ id: i + 1, name: 'U' })] }));
}

// ---- the floor: the same params and URL, by hand ---------------------------------------------

interface PlainRequest {
  url: string;
  params: Record<string, unknown>;
}

function plainRead(op: Operation): PlainRequest {
  const sorters = op.sorters as any[];
  const filters = op.filters as any[];
  const sort = [];
  for (let i = 0; i < sorters.length; i++) {
    sort.push({ property: sorters[i].property, direction: sorters[i].direction });
  }
  const filter = [];
  for (let i = 0; i < filters.length; i++) {
    filter.push({ property: filters[i].property, value: filters[i].value });
  }
  return {
    url: '/users?_dc=' + Date.now(),
    params: {
      page: op.page,
      start: op.start,
      limit: op.limit,
      sort: JSON.stringify(sort),
      filter: JSON.stringify(filter),
    },
  };
}

function plainUpdate(op: Operation): PlainRequest {
  const id = (op.records as any[])[0].getId();
  return { url: '/users/' + encodeURIComponent(id) + '.json?_dc=' + Date.now(), params: {} };
}

// Same output (the _dc aside) before anything is timed.
const strip = (url: string) => url.replace(/_dc=\d+/, '_dc=');
for (const [op, plain] of [
  [reads[5], plainRead],
  [updates[5], plainUpdate],
] as const) {
  const proxy = op.action === 'read' ? ajax : rest;
  const lib = proxy.buildRequest(op);
  const hand = plain(op);
  if (
    strip(lib.url) !== strip(hand.url) ||
    JSON.stringify(lib.params) !== JSON.stringify(hand.params)
  ) {
    throw new Error(
      `lib ${lib.url} ${JSON.stringify(lib.params)} vs floor ${hand.url} ${JSON.stringify(hand.params)}`,
    );
  }
}

function measure(
  label: string,
  ops: Operation[],
  proxy: any,
  plain: (op: Operation) => PlainRequest,
) {
  const result = compare(
    [
      {
        name: 'floor',
        run: (n) => {
          for (let k = 0; k < n; k++) {
            for (let i = 0; i < N; i++) {
              // Kept on the operation, as buildRequest keeps its request (operation.request):
              // the same live memory for the garbage collector.
              const op = ops[i] as any;
              op.floorRequest = plain(op);
            }
          }
        },
      },
      {
        name: 'lib',
        run: (n) => {
          for (let k = 0; k < n; k++)
            for (let i = 0; i < N; i++) consume(proxy.buildRequest(ops[i]));
        },
      },
    ],
    { rounds: 7, minMs: 300 },
  );
  // The harness counts runs of N operations: per-operation rates below.
  const lib = result.get('lib')! * N;
  const floor = result.get('floor')! * N;
  console.log(
    `${label}: ${formatOps(lib)} (${((N / lib) * 1000).toFixed(1)} ms per 100k) vs floor ${formatOps(floor)} = ${(floor / lib).toFixed(2)}× the floor's time`,
  );
}

measure('100k read requests (ajax: paging, 2 sorters, 1 filter)', reads, ajax, plainRead);
measure('100k update requests (rest: /users/<id>.json)', updates, rest, plainUpdate);
