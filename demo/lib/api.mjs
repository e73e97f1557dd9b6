// The REST API of the demo server, `/api/users`, shaped after what Lib.data.proxy.Rest sends
// and its json reader (root 'items') reads:
//
//   GET    /api/users?start=0&limit=25&sort=[…]&filter=[…]  → 200 {success, items, total}
//   GET    /api/users/:id                                    → 200 {success, items: [user]}
//   POST   /api/users      a user (or an array of users)     → 201 {success, items: [created]}
//   PUT    /api/users/:id  the fields to change              → 200 {success, items: [user]}
//   DELETE /api/users/:id                                    → 200 {success, items: []}
//   PUT / DELETE /api/users  an array (a batch)              → 200 {success, items}
//
// Errors: 400 bad JSON or query, 404 unknown id or endpoint, 405 method, 413 body too large
// or too many records, 500 a write that could not be saved (nothing changed), 422 invalid fields {success: false, message, errors: {field: message}}. An id is one path
// segment, percent-decoded ('/api/users/a%2Fb' is the id 'a/b'); a '.json' suffix is allowed.
//
// Exactly once: a POST with an `Idempotency-Key` header creates its users once. The key is
// remembered with the ids it created (in users.json, see store.mjs); a POST repeating it — the
// retry of a create whose answer was lost — gets those users back (201, the same ids,
// `Idempotent-Replayed: true`) as they are now, and only the records of a batch that failed
// the first time are created. The key is bound to a hash of the request (method, path and
// body): the same key with another request is 422, never a replay. A DELETE of a user that was
// deleted before answers 200, so a retried DELETE succeeds too; an id never handed out is
// still 404.
//
// A request carries at most `maxRecords` records (default 500): more is 413.
//
// Optimistic concurrency (the wire contract Lib's proxies speak):
// - Every row carries `version` (an integer: 1 when created, +1 on each successful write).
//   Every one-row answer (GET /api/users/:id, PUT /api/users/:id, a POST that created one
//   row) sends the strong `ETag: "<id>-<version>"`; list answers carry `version` in each row.
// - PUT and DELETE honour `If-Match` (ETags, or `*`: the row exists) and/or a `version` in the
//   body (per record in a batch). Stale → 412 Precondition Failed, nothing changed:
//   `{success: false, message, conflict: true, current: <the row as it is now>}` with the
//   current row's ETag. A write that sends neither is last-write-wins (old clients).
// - A batch (an array body) with a stale record answers 412 for the whole batch, nothing
//   changed: `{success: false, message, conflict: true, conflicts: [{id, current}]}`. If-Match
//   on a batch is taken only for a batch of one record (400 otherwise: put a `version` in each).
// - A row deleted since: PUT answers 404, DELETE 200 (as without a precondition).
// So a late write (a timed-out request arriving after its retry, or another user's stale
// edit) can never overwrite a newer one: its version is stale, it gets 412.

import { createHash } from 'node:crypto';
import { BadRequest, FIELDS, queryUsers, validateUser } from './users.mjs';
import { recordMatches } from './faults.mjs';

/** An answer: status, JSON body and extra headers. */
const answer = (status, body, headers = {}) => ({ status, body, headers });
const notFound = (id) => answer(404, { success: false, message: `No user with id '${id}'` });

/** The strong ETag of a row: `"<id>-<version>"`. */
export const etag = (row) => `"${row.id}-${row.version}"`;

/** An `If-Match` header: `'*'`, the list of its entity tags, or `undefined` when absent. */
function parseIfMatch(value) {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '*') return text;
  const tags = text.split(',').map((tag) => tag.trim());
  if (!tags.every((tag) => /^(W\/)?"[\x21\x23-\x7e]*"$/.test(tag))) {
    throw new BadRequest(`If-Match must be '*' or ETags such as "5-3"`);
  }
  return tags;
}

/** The `version` a record claims to have read (`undefined`: none sent). */
function claimedVersion(input) {
  const value = input.version;
  if (value === undefined || value === null || value === '') return undefined;
  if (Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  throw new BadRequest(`'version' must be a positive integer, got ${JSON.stringify(value)}`);
}

/**
 * Whether a write of `input` to `row` is stale: `tags` (If-Match) name no strong ETag of the
 * row as it is, or the body's `version` is not its version. (A weak `W/"…"` tag never matches.)
 */
function isStale(row, input, tags) {
  if (tags !== undefined && tags !== '*' && !tags.includes(etag(row))) return true;
  const version = claimedVersion(input);
  return version !== undefined && version !== row.version;
}

/** The 412 of a stale one-row write. */
const conflict = (row) =>
  answer(
    412,
    {
      success: false,
      message: `User ${row.id} was changed on the server since it was read (now version ${row.version}): nothing was saved`,
      conflict: true,
      current: { ...row },
    },
    { ETag: etag(row) },
  );

/** `/api/users` → `{}`; `/api/users/12` → `{id: '12'}`; anything else → `null`. */
export function matchRoute(rawPath) {
  const parts = rawPath.split('/');
  // ['', 'api', 'users', id?]
  if (parts[1] !== 'api') return null;
  const last = parts.length - 1;
  if (parts[last].endsWith('.json')) parts[last] = parts[last].slice(0, -5);
  if (parts[2] !== 'users') return null;
  if (parts.length === 3 || (parts.length === 4 && parts[3] === '')) return {};
  if (parts.length !== 4) return null;
  let id;
  try {
    id = decodeURIComponent(parts[3]);
  } catch {
    throw new BadRequest(`The id in '${rawPath}' is not valid percent-encoding`);
  }
  return { id };
}

/**
 * The records a body carries: a user, an array of users, or either wrapped under one key that
 * is not a field (a writer's `root`: `{"users": [...]}`).
 */
export function bodyRecords(body) {
  if (body === undefined) return { records: [], many: false };
  let data = body;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const keys = Object.keys(data);
    if (
      keys.length === 1 &&
      !Object.prototype.hasOwnProperty.call(FIELDS, keys[0]) &&
      data[keys[0]] &&
      typeof data[keys[0]] === 'object'
    ) {
      data = data[keys[0]];
    }
  }
  return Array.isArray(data) ? { records: data, many: true } : { records: [data], many: false };
}

/** A user as answered: the stored row, plus the `clientId` the client sent, if any. */
function out(row, input) {
  const id = input && typeof input === 'object' ? input.clientId : undefined;
  return typeof id === 'string' || typeof id === 'number' ? { ...row, clientId: id } : { ...row };
}

function invalid(errors, index) {
  const fields = Object.keys(errors);
  const where = index === undefined ? '' : ` (record ${index})`;
  return answer(422, {
    success: false,
    message: `Validation failed${where}: ${fields.map((f) => errors[f]).join('; ')}`,
    errors,
    ...(index === undefined ? {} : { index }),
  });
}

/** The answer to a record a fail-record fault picked. */
function injected(fault, record, urlId) {
  const id = record && typeof record === 'object' && record.id !== undefined ? record.id : urlId;
  return fault.message ?? `Injected failure for record ${id === undefined ? '(new)' : `'${id}'`}`;
}

/** What an `Idempotency-Key` may hold: 1 to 255 printable ASCII characters. */
const KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * Handles one API request (the body already parsed; `fault` is a fail-record fault or null;
 * `idempotencyKey` the request's `Idempotency-Key` header, used by POST only) and returns the
 * answer. Changes are on disk before it resolves.
 */
export async function handleApi({
  method,
  route,
  params,
  body,
  store,
  fault,
  idempotencyKey = undefined,
  ifMatch = undefined,
  path = '/api/users',
  maxRecords = 500,
}) {
  const { records, many } = bodyRecords(body);
  // A precondition on a write; a POST creates new rows, which no precondition can be stale for.
  const tags = method === 'PUT' || method === 'DELETE' ? parseIfMatch(ifMatch) : undefined;
  if (tags !== undefined && many && records.length !== 1) {
    throw new BadRequest(
      'If-Match names one row: a batch of several records carries a version in each record',
    );
  }
  const picks = (record) => fault !== null && recordMatches(fault, record, route.id);

  if (records.length > maxRecords) {
    const error = new BadRequest(
      `A request may carry at most ${maxRecords} records, this one has ${records.length}: send them in several`,
    );
    error.status = 413;
    throw error;
  }

  if (method === 'GET') {
    // Never a change that is not on disk yet (and may still be rolled back).
    await store.settled();
    if (route.id === undefined) {
      const { items, total } = queryUsers(store.all(), params, store.seq);
      return answer(200, { success: true, items, total });
    }
    const row = store.get(route.id);
    return row
      ? answer(200, { success: true, items: [{ ...row }], total: 1 }, { ETag: etag(row) })
      : notFound(route.id);
  }

  if (method === 'DELETE' && route.id !== undefined) {
    if (picks(records[0] ?? { id: route.id })) {
      return answer(fault.status, { success: false, message: injected(fault, null, route.id) });
    }
    const row = store.get(route.id);
    const input = records[0] && typeof records[0] === 'object' ? records[0] : {};
    if (row && isStale(row, input, tags)) return conflict(row);
    if (!store.remove(route.id)) {
      // Already deleted: the retry of a DELETE whose answer was lost finds what it asked for.
      return store.wasDeleted(route.id)
        ? answer(200, { success: true, items: [] })
        : notFound(route.id);
    }
    await store.commit();
    return answer(200, { success: true, items: [] });
  }

  if (body === undefined) throw new BadRequest(`${method} needs a JSON body`);
  if (!many && route.id === undefined && method !== 'POST') {
    throw new BadRequest(`${method} of one user goes to /api/users/:id`);
  }
  if (many && records.length === 0) throw new BadRequest('The batch is empty');

  const key = method === 'POST' ? idempotencyKey : undefined;
  if (key !== undefined && !KEY.test(key)) {
    throw new BadRequest('Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  // What a first POST with this key created (ids by record index, null: not created), and
  // the hash of its request: a key is for one request, never another.
  const hash =
    key === undefined
      ? null
      : createHash('sha256')
          .update(`${method} ${path}\n${JSON.stringify(body)}`)
          .digest('hex');
  const entry = key === undefined ? undefined : store.keyEntry(key);
  const prior = entry?.ids;
  if (entry && entry.hash !== null && entry.hash !== hash) {
    return answer(422, {
      success: false,
      message: `Idempotency-Key '${key}' was used for another request (another body): a new request needs a new key`,
    });
  }
  if (prior && prior.length !== records.length) {
    return answer(422, {
      success: false,
      message: `Idempotency-Key '${key}' was used for ${prior.length} record(s), not ${records.length}`,
    });
  }

  // Stale records first: a batch with one is refused whole (412), nothing changed.
  if (method === 'PUT' || method === 'DELETE') {
    const stale = [];
    for (const raw of records) {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
      const row = store.get(many ? raw.id : route.id);
      if (row && isStale(row, raw, tags)) stale.push(row);
    }
    if (stale.length && !many) return conflict(stale[0]);
    if (stale.length) {
      return answer(412, {
        success: false,
        message: `${stale.length} of ${records.length} records were changed on the server since they were read: nothing was saved`,
        conflict: true,
        conflicts: stale.map((row) => ({ id: row.id, current: { ...row } })),
      });
    }
  }

  // Check everything first: a batch is applied whole or (apart from injected faults) not at all.
  const plan = [];
  for (let index = 0; index < records.length; index++) {
    const raw = records[index];
    // A DELETE batch may list bare ids.
    const input =
      method === 'DELETE' && (typeof raw === 'string' || typeof raw === 'number')
        ? { id: raw }
        : raw;
    const at = many ? index : undefined;
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      throw new BadRequest(`Record${at === undefined ? '' : ` ${at}`} must be a JSON object`);
    }
    const id = method === 'POST' ? undefined : many ? input.id : route.id;
    if (method !== 'POST' && (id === undefined || id === null || id === '')) {
      throw new BadRequest(`Record ${at} of a ${method} batch needs an id`);
    }
    const existing = id === undefined ? undefined : store.get(id);
    if (method === 'DELETE' && !existing && store.wasDeleted(id)) {
      plan.push({ input, id, index, gone: true });
      continue;
    }
    if (id !== undefined && !existing) return notFound(id);
    if (method === 'DELETE') {
      plan.push({ input, id, index });
      continue;
    }
    // A record this key created before is answered as it is now (never written again: that
    // could undo a newer change).
    const replayId = prior ? prior[index] : null;
    if (replayId !== null) {
      if (!store.get(replayId)) {
        return answer(409, {
          success: false,
          message: `The user created with Idempotency-Key '${key}' (id ${replayId}) has been deleted since`,
        });
      }
      plan.push({ input, id: replayId, index, replay: true });
      continue;
    }
    const { values, errors } = validateUser(input, existing);
    if (Object.keys(errors).length) return invalid(errors, at);
    plan.push({ input, id, values, index });
  }

  const failed = plan.filter((step) => picks(step.input));
  if (failed.length && !many) {
    return answer(fault.status, {
      success: false,
      message: injected(fault, failed[0].input, route.id),
    });
  }
  const items = [];
  // Built and remembered in this same turn, before any await: a second POST with the key,
  // however close behind, finds the users this one created.
  const ids = prior ?? plan.map(() => null);
  let changed = false;
  for (const step of plan) {
    if (failed.includes(step)) continue;
    if (step.replay) {
      items.push(out(store.get(step.id), step.input));
      continue;
    }
    changed = true;
    if (method === 'POST') {
      const row = store.create(step.values);
      ids[step.index] = row.id;
      items.push(out(row, step.input));
    } else if (method !== 'DELETE') {
      items.push(out(store.update(step.id, step.values), step.input));
    } else if (!step.gone) store.remove(step.id);
  }
  if (key !== undefined && (changed || !prior)) store.rememberCreated(key, ids, hash);
  // Also for a replay: the rows it answers may still be on their way to the disk.
  await store.commit();
  if (failed.length) {
    return answer(fault.status, {
      success: false,
      message: `${failed.length} of ${plan.length} records failed (injected)`,
      items,
      failed: failed.map((step) => ({
        index: step.index,
        id: step.id,
        message: injected(fault, step.input, undefined),
      })),
    });
  }
  const status = method === 'POST' ? 201 : 200;
  const headers =
    method === 'POST' && items.length === 1 ? { Location: `/api/users/${items[0].id}` } : {};
  if (!many && items.length === 1) headers.ETag = etag(items[0]);
  if (plan.some((step) => step.replay)) headers['Idempotent-Replayed'] = 'true';
  return answer(status, { success: true, items: method === 'DELETE' ? [] : items }, headers);
}
