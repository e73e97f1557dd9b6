/**
 * Properties of the demo server's collection query (demo/lib/users.mjs `queryUsers`, and the
 * server over HTTP): for any `sort`, `filter`, `group`, `dir`, `start`, `limit` and `page`
 * values — well-formed ones, odd ones (`{"toString": 1}` as a direction, operator or value,
 * arrays where text is expected, `in` lists of objects, hex and exponent numbers, hostile
 * keys) and any JSON at all —
 * - the query either answers (items that pass every filter, `total` ≥ the items) or refuses
 *   with a BadRequest (400) carrying a short message, never another error;
 * - over HTTP the status is 200 or 400, always with a JSON body, never a 500 or a stack trace.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type DemoServer } from '../../demo/server.mjs';
// @ts-expect-error: a plain ES module without types
import { BadRequest, queryUsers } from '../../demo/lib/users.mjs';
// @ts-expect-error: a plain ES module without types
import { generateUsers } from '../../demo/lib/seed.mjs';
import { anyJson, runs } from './property.helpers';

const ODD: unknown[] = [
  { toString: 1 },
  { valueOf: 1 },
  { toString: 'x', valueOf: 2 },
  [],
  ['ASC'],
  [1, 2],
  {},
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  '0x10',
  '1e3',
  'Infinity',
  'NaN',
  '__proto__',
];
const oddArb = fc.constantFrom(...ODD);
const fieldArb = fc.oneof(
  fc.constantFrom('id', 'version', 'name', 'email', 'city', 'joined', 'salary', 'active'),
  fc.constantFrom('password', 'constructor', '__proto__', 'toString'),
  oddArb,
);
const valueArb = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom('2020-01-01', 'true', 'false', '12.5'),
  oddArb,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), oddArb), { maxLength: 3 }),
);
const directionArb = fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc', 'up', undefined), oddArb);
const operatorArb = fc.oneof(
  fc.constantFrom('like', '=', '!=', '<', '>=', 'in', 'eq', 'gt', 'between', undefined),
  oddArb,
);

/** An object with only the defined entries (JSON drops undefined anyway). */
const entries = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));

const sorterArb = fc
  .record({ property: fieldArb, direction: directionArb })
  .map((s) => entries(s as Record<string, unknown>));
const filterArb = fc
  .record(
    {
      property: fieldArb,
      value: valueArb,
      operator: operatorArb,
      exactMatch: fc.oneof(fc.boolean(), oddArb),
      caseSensitive: fc.oneof(fc.boolean(), oddArb),
    },
    { requiredKeys: ['property'] },
  )
  .map((f) => entries(f as Record<string, unknown>));

/** One query parameter's text: structured lists, one object, any JSON, or broken JSON. */
const listText = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(item, { maxLength: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: item.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('[', '{"a":', 'name', '%', '[null]') },
  );

const numberText = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom('-1', 'x', '1e3', '0x10', '', ' 5', '99999999999999999999'),
);

const queryArb = fc
  .record(
    {
      sort: listText(sorterArb),
      filter: listText(filterArb),
      group: listText(sorterArb),
      dir: fc.oneof(fc.constantFrom('ASC', 'DESC'), fc.string({ maxLength: 4 })),
      start: numberText,
      limit: numberText,
      page: numberText,
    },
    { requiredKeys: [] },
  )
  .map((q) => new URLSearchParams(entries(q as Record<string, unknown>) as Record<string, string>));

describe('the demo server query under random values (property)', function () {
  this.timeout(120000);
  const rows = generateUsers(60);

  it('answers or refuses with a BadRequest: never another error', () => {
    fc.assert(
      fc.property(queryArb, (params) => {
        let result: any;
        try {
          result = queryUsers(rows, params);
        } catch (error) {
          expect(error, `${params}: ${(error as Error).stack}`).to.be.instanceOf(BadRequest);
          expect((error as Error).message)
            .to.be.a('string')
            .with.length.below(400);
          return;
        }
        expect(result.items).to.be.an('array');
        expect(result.total).to.be.at.least(result.items.length);
        expect(result.total).to.be.at.most(rows.length);
      }),
      runs(3000),
    );
  });

  describe('over HTTP', () => {
    let server: DemoServer;
    let dataDir: string;
    before(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'lib-query-prop-'));
      server = await createServer({ port: 0, dataDir, seedRows: 60 });
    });
    after(async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 200 or 400 with a JSON message, never a 500 or a stack trace', async () => {
      await fc.assert(
        fc.asyncProperty(queryArb, async (params) => {
          const response = await fetch(`${server.url}/api/users?${params}`);
          const body = await response.json();
          expect([200, 400], `${params}`).to.include(response.status);
          if (response.status === 400) {
            expect(body.success).to.equal(false);
            expect(body.message)
              .to.be.a('string')
              .and.not.match(/\n\s+at |node:|\.mjs/);
          }
        }),
        runs(300),
      );
    });
  });
});
