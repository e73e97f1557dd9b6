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
// Errors: 400 bad JSON or query, 404 unknown id or endpoint, 405 method, 413 body too large,
// 422 invalid fields {success: false, message, errors: {field: message}}. An id is one path
// segment, percent-decoded ('/api/users/a%2Fb' is the id 'a/b'); a '.json' suffix is allowed.

import { BadRequest, FIELDS, queryUsers, validateUser } from './users.mjs';
import { recordMatches } from './faults.mjs';

/** An answer: status, JSON body and extra headers. */
const answer = (status, body, headers = {}) => ({ status, body, headers });
const notFound = (id) => answer(404, { success: false, message: `No user with id '${id}'` });

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

/**
 * Handles one API request (the body already parsed; `fault` is a fail-record fault or null)
 * and returns the answer. Changes are on disk before it resolves.
 */
export async function handleApi({ method, route, params, body, store, fault }) {
  const { records, many } = bodyRecords(body);
  const picks = (record) => fault !== null && recordMatches(fault, record, route.id);

  if (method === 'GET') {
    if (route.id === undefined) {
      const { items, total } = queryUsers(store.all(), params);
      return answer(200, { success: true, items, total });
    }
    const row = store.get(route.id);
    return row ? answer(200, { success: true, items: [{ ...row }], total: 1 }) : notFound(route.id);
  }

  if (method === 'DELETE' && route.id !== undefined) {
    if (picks(records[0] ?? { id: route.id })) {
      return answer(fault.status, { success: false, message: injected(fault, null, route.id) });
    }
    if (!store.remove(route.id)) return notFound(route.id);
    await store.commit();
    return answer(200, { success: true, items: [] });
  }

  if (body === undefined) throw new BadRequest(`${method} needs a JSON body`);
  if (!many && route.id === undefined && method !== 'POST') {
    throw new BadRequest(`${method} of one user goes to /api/users/:id`);
  }
  if (many && records.length === 0) throw new BadRequest('The batch is empty');

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
    if (id !== undefined && !existing) return notFound(id);
    if (method === 'DELETE') {
      plan.push({ input, id, index });
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
  for (const step of plan) {
    if (failed.includes(step)) continue;
    if (method === 'POST') items.push(out(store.create(step.values), step.input));
    else if (method === 'PUT') items.push(out(store.update(step.id, step.values), step.input));
    else store.remove(step.id);
  }
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
  return answer(status, { success: true, items: method === 'DELETE' ? [] : items }, headers);
}
