// The demo server: Node's `http`, no framework. It serves the demo pages (demo/public/), the
// build (/dist/*) and the REST API /api/users (see lib/api.mjs) over an embedded store
// persisted to demo/data/users.json (seeded with 10 000 users on first start). With the
// `faults` option (or DEMO_FAULTS=1, or --faults) it also hosts the fault injector of
// lib/faults.mjs and the test endpoints under /__test/.
//
// It is also the reference backend users copy, so it holds up under attack:
// - `Host` must be one the server is served as (localhost, 127.0.0.1, [::1] with its port, the
//   host it listens on, and the `hosts` option / --host): otherwise 421 (400 without a Host),
//   which stops DNS rebinding.
// - Writes (every method but GET, HEAD, OPTIONS) from a browser must be same-origin: an
//   `Origin` other than the server's, or `Sec-Fetch-Site: cross-site`/`same-site`, is 403; a
//   write body must be `Content-Type: application/json` (415), which no HTML form and no
//   "simple" cross-origin fetch can send.
// - The request log is a ring of `logLimit` entries and keeps bodies only with `faults`.
// - A 500 never shows a path or a stack: the detail goes to the server's console.
// - Rows carry versions and ETags; PUT/DELETE honour If-Match (see lib/api.mjs).
//
//   node demo/server.mjs                 serve on http://127.0.0.1:3000 (PORT, HOST to change)
//   const server = await createServer({port: 0, dataDir: tmp, faults: true});
//   await fetch(server.url + '/api/users?limit=5');
//   await server.close();

import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleApi, matchRoute, bodyRecords } from './lib/api.mjs';
import { FaultError, FaultInjector } from './lib/faults.mjs';
import { serveStatic } from './lib/static.mjs';
import { StorageError, UserStore } from './lib/store.mjs';
import { BadRequest } from './lib/users.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The largest body the request log keeps (with `faults` only), in characters. */
const LOG_BODY = 65536;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function sendJson(res, status, body, headers = {}) {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** Reads the request body as text, refusing more than `limit` bytes. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `The body is larger than ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A client that goes away mid-body: nothing to answer, nothing to log as a server error.
    req.on('error', () => reject(new HttpError(400, 'The request was cut short')));
  });
}

/**
 * The JSON a body holds (`undefined` for an empty body). A body must be labelled
 * `application/json`: a form or text/plain body (what a cross-origin HTML form or "simple"
 * fetch sends, and a writer with `encode: true`) is 415.
 */
function parseBody(text, contentType = '') {
  if (text === '') return undefined;
  if (contentType.split(';')[0].trim().toLowerCase() !== 'application/json') {
    throw new HttpError(415, 'A body must be JSON sent as Content-Type: application/json');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadRequest(`The body is not valid JSON: ${error.message}`);
  }
}

/** Methods that change nothing (no Origin check, no body). */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a garbled answer looks like: valid JSON cut short. */
const MALFORMED = '{"success": true, "items": [{"id": 1, "name": "Trunc';

/**
 * Starts the demo server. Options (all optional):
 * - `port` (default 3000; 0 picks a free one), `host` (default '127.0.0.1');
 * - `dataDir` (default demo/data): where users.json lives; `seedRows` (default 10 000): how
 *   many users to generate when it does not exist;
 * - `publicDir` (default demo/public), `distDir` (default dist/): the static files;
 * - `faults` (default false): enable the fault injector and the /__test/ endpoints;
 * - `log` (default false): `true` prints one line per request, a function receives it;
 * - `maxBodyBytes` (default 1 000 000); `maxRecords` (default 500): records per request;
 * - `hosts` (default []): more host names (or `name:port`) the server answers to, beside
 *   localhost, 127.0.0.1, [::1] and `host`;
 * - `logLimit` (default 1000): how many requests `requests` keeps (the oldest go first);
 * - `journalBytes` (default 4 MiB): the journal size below which it is never compacted.
 *
 * Resolves to `{url, port, host, server, store, faults, requests, close()}`: `faults` is the
 * injector (null when disabled), `requests` the log of API requests
 * (`{method, url, status, fault, bytes, body, key, at}`: `bytes` the body's length, `body` the
 * parsed body — kept only with `faults` and up to 64 KiB —, `key` the `Idempotency-Key` sent,
 * if any), and `close()` stops the server, cutting open connections, once pending writes are
 * on disk, and releases the data folder's lock.
 */
export async function createServer(options = {}) {
  const {
    port = 3000,
    host = '127.0.0.1',
    dataDir = path.join(here, 'data'),
    publicDir = path.join(here, 'public'),
    distDir = path.join(here, '..', 'dist'),
    seedRows = 10000,
    faults = false,
    log = false,
    maxBodyBytes = 1000000,
    maxRecords = 500,
    hosts = [],
    logLimit = 1000,
    journalBytes = undefined,
  } = options;
  if (!Array.isArray(hosts) || !hosts.every((name) => typeof name === 'string' && name)) {
    throw new TypeError(`createServer: 'hosts' must be an array of host names`);
  }
  const store = await UserStore.open({
    file: path.join(dataDir, 'users.json'),
    seedRows,
    journalBytes,
  });
  const injector = faults ? new FaultInjector(logLimit) : null;
  /** The `Host` values served (filled once the port is known). */
  const served = new Set();
  const requests = [];
  const sleeping = new Set();
  let closing = false;
  const print = typeof log === 'function' ? log : log ? (line) => console.log(line) : null;

  /** Waits `ms`; cut short when the server closes. */
  function sleep(ms) {
    return new Promise((resolve) => {
      const entry = { resolve, timer: setTimeout(() => done(), ms) };
      const done = () => {
        sleeping.delete(entry);
        clearTimeout(entry.timer);
        resolve();
      };
      entry.resolve = done;
      sleeping.add(entry);
    });
  }

  function remember(entry) {
    requests.push(entry);
    while (requests.length > logLimit) requests.shift();
  }

  /** Refuses a request for another host name (DNS rebinding) or a cross-origin write. */
  function guard(req) {
    const host = req.headers.host?.toLowerCase();
    if (!host) throw new HttpError(400, 'A Host header is required');
    if (!served.has(host)) {
      throw new HttpError(
        421,
        `This server does not answer to the host '${host.slice(0, 100)}' (start it with --host <name> to serve another name)`,
      );
    }
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (
      (origin !== undefined && origin.toLowerCase() !== `http://${host}`) ||
      site === 'cross-site' ||
      site === 'same-site'
    ) {
      throw new HttpError(403, 'A write from another origin is refused');
    }
  }

  async function control(req, res, rawPath) {
    const text = await readBody(req, maxBodyBytes);
    const body = parseBody(text, req.headers['content-type']);
    const route = `${req.method} ${rawPath}`;
    switch (route) {
      case 'GET /__test/faults':
        return sendJson(res, 200, {
          success: true,
          pending: injector.pending(),
          injected: injector.injected,
        });
      case 'POST /__test/faults':
        if (body === undefined) throw new BadRequest('POST /__test/faults needs a fault (JSON)');
        injector.add(body);
        return sendJson(res, 201, { success: true, pending: injector.pending() });
      case 'DELETE /__test/faults':
        injector.clear();
        return sendJson(res, 200, { success: true });
      case 'GET /__test/requests':
        return sendJson(res, 200, { success: true, requests });
      case 'DELETE /__test/requests':
        requests.length = 0;
        return sendJson(res, 200, { success: true });
      case 'POST /__test/reset': {
        const rows = body?.rows ?? seedRows;
        if (!Number.isInteger(rows) || rows < 0 || rows > 1000000) {
          throw new BadRequest(`'rows' must be an integer from 0 to 1000000`);
        }
        await store.reset(rows);
        injector.clear();
        requests.length = 0;
        return sendJson(res, 200, { success: true, total: rows });
      }
      default:
        return sendJson(res, 404, { success: false, message: `No test endpoint ${route}` });
    }
  }

  async function api(req, res, rawPath, rawQuery, entry) {
    const method = req.method;
    const route = matchRoute(rawPath);
    if (route === null) {
      throw new HttpError(404, `No endpoint ${rawPath}: the API is /api/users and /api/users/:id`);
    }
    const allowed = route.id === undefined ? 'GET, POST, PUT, DELETE' : 'GET, PUT, DELETE';
    if (method === 'OPTIONS') {
      res.writeHead(204, { Allow: allowed });
      res.end();
      return;
    }
    if (!allowed.split(', ').includes(method)) {
      res.setHeader('Allow', allowed);
      throw new HttpError(405, `${method} is not allowed on ${rawPath} (allowed: ${allowed})`);
    }
    const text = method === 'GET' ? '' : await readBody(req, maxBodyBytes);
    let body;
    let bodyError = null;
    try {
      body = parseBody(text, req.headers['content-type']);
    } catch (error) {
      bodyError = error;
    }
    entry.bytes = text.length;
    if (injector && text.length <= LOG_BODY) entry.body = bodyError ? text : body;
    if (req.headers['idempotency-key'] !== undefined) entry.key = req.headers['idempotency-key'];

    let fault = null;
    if (injector) {
      fault = injector.take({
        method,
        path: rawPath,
        header: req.headers['x-fault'],
        urlId: route.id,
        records: bodyError ? [] : bodyRecords(body).records,
      });
      if (fault) {
        entry.fault = fault.type;
        injector.log(fault, method, req.url);
      }
    }
    const before = fault?.when === 'before' ? fault.type : null;
    if (before === 'drop') {
      req.socket.destroy();
      return;
    }
    if (before === 'status') {
      const headers =
        fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) };
      const message = fault.message ?? `Injected ${fault.status} for ${method} ${rawPath}`;
      sendJson(res, fault.status, { success: false, message }, headers);
      return;
    }
    if (before === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(fault.body ?? MALFORMED);
      return;
    }
    if (before === 'delay') {
      await sleep(fault.ms);
      if (closing) return;
    }
    if (bodyError) throw bodyError;

    const result = await handleApi({
      method,
      route,
      params: new URLSearchParams(rawQuery),
      body,
      store,
      fault: fault?.type === 'fail-record' ? fault : null,
      idempotencyKey: req.headers['idempotency-key'],
      ifMatch: req.headers['if-match'],
      path: rawPath,
      maxRecords,
    });

    const after = fault?.when === 'after' ? fault.type : null;
    if (after === 'drop') {
      req.socket.destroy();
      return;
    }
    if (after === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(fault.body ?? MALFORMED);
      return;
    }
    if (after === 'delay') {
      await sleep(fault.ms);
      if (closing) return;
    }
    sendJson(res, result.status, result.body, result.headers);
  }

  async function handle(req, res) {
    const started = Date.now();
    const cut = req.url.indexOf('?');
    const rawPath = cut === -1 ? req.url : req.url.slice(0, cut);
    const rawQuery = cut === -1 ? '' : req.url.slice(cut + 1);
    const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
    const entry = { method: req.method, url: req.url, status: 0, at: started };
    try {
      guard(req);
      if (injector && rawPath.startsWith('/__test/')) await control(req, res, rawPath);
      else if (isApi) await api(req, res, rawPath, rawQuery, entry);
      else await serveStatic(req, res, rawPath, { publicDir, distDir });
    } catch (error) {
      if (error instanceof BadRequest || error instanceof HttpError) {
        sendJson(res, error.status, { success: false, message: error.message });
      } else if (error instanceof FaultError) {
        sendJson(res, 400, { success: false, message: error.message });
      } else if (error instanceof StorageError) {
        // The detail (a path, a system error) is for the server's console, never the client.
        console.error(`[demo server] ${req.method} ${req.url}: not saved:`, error.cause ?? error);
        sendJson(res, 500, { success: false, message: error.message });
      } else {
        console.error(`[demo server] ${req.method} ${req.url}:`, error);
        sendJson(res, 500, { success: false, message: 'Internal error (logged on the server)' });
      }
    }
    entry.status = res.headersSent ? res.statusCode : 0;
    if (isApi) remember(entry);
    print?.(`${req.method} ${req.url} ${entry.status || 'dropped'} ${Date.now() - started} ms`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[demo server]', error);
      res.destroy();
    });
  });
  // Idle keep-alive connections are closed by the client first (fetch and browsers give up
  // after a few seconds): a server closing one at 5 s (Node's default) races a client reusing
  // it after a stall, which then sees ECONNRESET (seen under load in the memory run).
  server.keepAliveTimeout = 65000;
  server.headersTimeout = 66000;
  try {
    await listen(server, port, host);
  } catch (error) {
    await store.close();
    throw error;
  }
  const address = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const names = ['localhost', '127.0.0.1', '[::1]', ...hosts.map((name) => name.toLowerCase())];
  if (!['0.0.0.0', '::', ''].includes(host)) names.push(shownHost.toLowerCase());
  for (const name of names) {
    served.add(/:\d+$/.test(name) ? name : `${name}:${address.port}`);
    if (address.port === 80) served.add(name);
  }
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    host,
    server,
    store,
    faults: injector,
    requests,
    async close() {
      closing = true;
      for (const entry of [...sleeping]) entry.resolve();
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/** Listens on `port` and `host`; a port in use is a clear error. */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const failed = (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `port ${port} on ${host} is in use: set PORT to another one (PORT=3001 npm start)`,
          ),
        );
      } else reject(error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * The command line: starts the server from the environment (`PORT`, default 3000; `HOST`,
 * default 127.0.0.1; `DEMO_DATA_DIR`; `DEMO_FAULTS=1` or `--faults`; `--quiet` for no request
 * log; `--host <name>`, repeatable, for another host name to answer to, e.g. the machine's
 * name on a LAN), prints where it is, and stops it on SIGINT/SIGTERM. Resolves to the server.
 */
export async function main({
  env = process.env,
  argv = process.argv.slice(2),
  print = console.log,
} = {}) {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got '${env.PORT}'`);
  }
  const faults = argv.includes('--faults') || env.DEMO_FAULTS === '1';
  // ROWS: how many users to seed, in a data folder of their own (demo/data-<ROWS>).
  const rows = env.ROWS === undefined || env.ROWS === '' ? undefined : Number(env.ROWS);
  if (rows !== undefined && !(Number.isInteger(rows) && rows > 0 && rows <= 5000000)) {
    throw new Error(`ROWS must be a number of users (1-5000000), got '${env.ROWS}'`);
  }
  const hosts = [];
  argv.forEach((arg, i) => {
    if (arg === '--host') {
      const name = argv[i + 1];
      if (!name || name.startsWith('--')) throw new Error('--host needs a host name');
      hosts.push(name);
    } else if (arg.startsWith('--host=')) hosts.push(arg.slice(7));
  });
  const server = await createServer({
    hosts,
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DEMO_DATA_DIR || (rows ? path.join(here, `data-${rows}`) : undefined),
    seedRows: rows,
    faults,
    log: !argv.includes('--quiet'),
  });
  const file = path.relative(process.cwd(), server.store.file) || server.store.file;
  if (server.store.seeded) print(`Seeded ${server.store.all().length} users into ${file}`);
  print(`Lib demo on ${server.url}/`);
  print(`  pages:  ${server.url}/grid.html (row editing)  ${server.url}/legacy.html (Ext shim)`);
  print(`          ${server.url}/buffered.html (infinite scrolling)`);
  print(`  API:    ${server.url}/api/users  (data in ${file})`);
  if (faults) print(`  faults: enabled (X-Fault header, ${server.url}/__test/faults)`);
  print('Press Ctrl+C to stop.');
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
}
