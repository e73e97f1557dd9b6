// The data part of the consumer application, run in Node against a local `node:http` server:
// `lib-ext4/data` imported as ES module and required from CommonJS (Node's require of ES
// modules), a REST store loading its users. Prints one line; exits non-zero on a failure.
import http from 'node:http';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import Lib from 'lib-ext4/data';

const users = [
  { id: 1, name: 'Ada', email: 'ada@example.com' },
  { id: 2, name: 'Grace', email: 'grace@example.com' },
];
const server = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(req.url.startsWith('/users') ? users : { error: 'not found' }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
try {
  const store = Lib.create('Lib.data.Store', {
    fields: ['id', 'name', 'email'],
    proxy: { type: 'rest', url: `http://127.0.0.1:${port}/users` },
  });
  const records = await new Promise((resolve, reject) =>
    store.load({ callback: (recs, op, ok) => (ok ? resolve(recs) : reject(op.getError())) }),
  );
  assert.equal(records.length, 2);
  assert.equal(store.getById(2).get('email'), 'grace@example.com');
  const required = createRequire(import.meta.url)('lib-ext4/data');
  assert.equal(required.default, Lib, 'require() and import give the same Lib');
  assert.equal(typeof globalThis.document, 'undefined', 'no DOM was needed');
  console.log(
    `data entry in Node ${process.version}: a REST store loaded ${store.getCount()} users`,
  );
} finally {
  server.close();
}
