// The data part of the consumer application, run in Node against a local `node:http` server:
// `lib-ext4/data` imported as ES module and required from CommonJS (Node's require of ES
// modules), a REST store loading its users with their ISO 8601 dates, without `Lib.Date`; a
// `dateFormat` that needs it refused, naming the import; then `lib-ext4/date` imported, and that
// format read. Prints one line; exits non-zero on a failure.
import http from 'node:http';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import Lib from 'lib-ext4/data';

const users = [
  {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    joined: '2024-02-09T07:05:03Z',
    day: '09/02/2024',
  },
  { id: 2, name: 'Grace', email: 'grace@example.com', joined: '2024-03-01', day: '01/03/2024' },
];
const server = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(req.url.startsWith('/users') ? users : { error: 'not found' }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
try {
  assert.equal(Lib.Date, undefined, 'the data entry alone has no Lib.Date');
  const url = `http://127.0.0.1:${port}/users`;
  const load = (store) =>
    new Promise((resolve, reject) =>
      store.load({ callback: (recs, op, ok) => (ok ? resolve(recs) : reject(op.getError())) }),
    );
  const store = Lib.create('Lib.data.Store', {
    fields: ['id', 'name', 'email', { name: 'joined', type: 'date', dateFormat: 'c' }],
    proxy: { type: 'rest', url },
  });
  const records = await load(store);
  assert.equal(records.length, 2);
  assert.equal(store.getById(2).get('email'), 'grace@example.com');
  assert.equal(store.getById(1).get('joined').getTime(), Date.UTC(2024, 1, 9, 7, 5, 3));
  assert.equal(store.getById(2).get('joined').getTime(), new Date(2024, 2, 1).getTime());
  const day = { name: 'day', type: 'date', dateFormat: 'd/m/Y' };
  assert.throws(
    () => Lib.create('Lib.data.Store', { fields: [day] }),
    /'day'.*date format 'd\/m\/Y' needs import 'lib-ext4\/date'/,
  );
  await import('lib-ext4/date');
  assert.equal(Lib.Date.format(new Date(2024, 1, 9), 'Y-m-d'), '2024-02-09');
  const dated = Lib.create('Lib.data.Store', { fields: ['id', day], proxy: { type: 'rest', url } });
  await load(dated);
  assert.equal(dated.getById(1).get('day').getTime(), new Date(2024, 1, 9).getTime());
  const required = createRequire(import.meta.url)('lib-ext4/data');
  assert.equal(required.default, Lib, 'require() and import give the same Lib');
  assert.equal(typeof globalThis.document, 'undefined', 'no DOM was needed');
  console.log(
    `data entry in Node ${process.version}: a REST store loaded ${store.getCount()} users ` +
      "with ISO dates and no Lib.Date; a 'd/m/Y' field refused, then read with lib-ext4/date",
  );
} finally {
  server.close();
}
