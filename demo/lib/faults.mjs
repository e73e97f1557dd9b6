// The demo server's fault injector, for tests only (the server enables it with the `faults`
// option or DEMO_FAULTS=1). A fault is chosen per request, by an `X-Fault` header on that
// request or from a queue filled through `POST /__test/faults` (or `server.faults.add`):
//
//   drop        close the connection without an answer
//   delay       wait `ms` (default 3000) before handling the request
//   status      answer `status` (default 500; 503 adds Retry-After: 1) without handling it
//   malformed   answer 200 with a truncated JSON body
//   fail-record fail the records matching `id` / `match`; in a batch the others are applied
//
// `when: 'after'` makes drop, malformed and delay act after the request was handled (the
// change is saved, the answer is lost, garbled or late). Queue entries match on `method`,
// `path` (a prefix, default '/api/'), and for fail-record `id` or `match` ({field: value});
// `skip` lets that many matching requests through first and `times` (default 1, or 'always')
// says how many to hit.
//
//   X-Fault: status; status=503; retryAfter=2
//   POST /__test/faults  {"type": "drop", "method": "PUT", "when": "after"}

const TYPES = new Set(['drop', 'delay', 'status', 'malformed', 'fail-record']);
const KEYS = new Set([
  'type',
  'when',
  'ms',
  'status',
  'retryAfter',
  'message',
  'body',
  'method',
  'path',
  'id',
  'match',
  'times',
  'skip',
]);

/** A fault description that is not valid: the control endpoint answers 400 with its message. */
export class FaultError extends Error {}

/** Checks a fault description and fills in its defaults; returns a new object. */
export function normalizeFault(spec) {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new FaultError('A fault must be an object such as {"type": "drop"}');
  }
  for (const key of Object.keys(spec)) {
    if (!KEYS.has(key)) throw new FaultError(`Unknown fault option '${key}'`);
  }
  if (!TYPES.has(spec.type)) {
    throw new FaultError(
      `Fault type must be one of ${[...TYPES].join(', ')}, got '${String(spec.type)}'`,
    );
  }
  const fault = { ...spec };
  fault.when = spec.when ?? 'before';
  if (fault.when !== 'before' && fault.when !== 'after') {
    throw new FaultError(`Fault 'when' must be 'before' or 'after', got '${String(spec.when)}'`);
  }
  if (fault.when === 'after' && (fault.type === 'status' || fault.type === 'fail-record')) {
    throw new FaultError(`A '${fault.type}' fault always acts before the request is handled`);
  }
  const whole = (name, value, min) => {
    if (!Number.isInteger(value) || value < min) {
      throw new FaultError(
        `Fault '${name}' must be an integer of at least ${min}, got ${JSON.stringify(value)}`,
      );
    }
    return value;
  };
  if (fault.type === 'delay') fault.ms = whole('ms', spec.ms ?? 3000, 0);
  if (fault.type === 'status' || fault.type === 'fail-record') {
    fault.status = whole('status', spec.status ?? 500, 400);
    if (fault.status > 599) throw new FaultError(`Fault 'status' must be at most 599`);
  }
  if (spec.retryAfter !== undefined) fault.retryAfter = whole('retryAfter', spec.retryAfter, 0);
  else if (fault.status === 503) fault.retryAfter = 1;
  fault.times =
    spec.times === 'always' || spec.times === -1 ? 'always' : whole('times', spec.times ?? 1, 1);
  fault.skip = whole('skip', spec.skip ?? 0, 0);
  fault.path = spec.path ?? '/api/';
  if (typeof fault.path !== 'string') throw new FaultError(`Fault 'path' must be a string`);
  if (spec.method !== undefined) {
    const methods = [].concat(spec.method);
    if (!methods.every((m) => typeof m === 'string'))
      throw new FaultError(`Fault 'method' must be a string or an array of them`);
    fault.method = methods.map((m) => m.toUpperCase());
  }
  if (spec.id !== undefined) fault.id = String(spec.id);
  if (
    spec.match !== undefined &&
    (!spec.match || typeof spec.match !== 'object' || Array.isArray(spec.match))
  ) {
    throw new FaultError(`Fault 'match' must be an object of field values`);
  }
  if (fault.type === 'fail-record' && fault.id === undefined && fault.match === undefined) {
    throw new FaultError(`A 'fail-record' fault needs 'id' or 'match' to pick the record`);
  }
  if (spec.message !== undefined && typeof spec.message !== 'string')
    throw new FaultError(`Fault 'message' must be a string`);
  if (spec.body !== undefined && typeof spec.body !== 'string')
    throw new FaultError(`Fault 'body' must be a string`);
  return fault;
}

/**
 * Reads an `X-Fault` header: JSON (`{"type": "drop"}`) or `type; key=value; ...` where numbers
 * are numbers (`status; status=503; retryAfter=2`).
 */
export function parseFaultHeader(value) {
  const text = String(value).trim();
  if (text.startsWith('{')) {
    try {
      return normalizeFault(JSON.parse(text));
    } catch (error) {
      throw error instanceof FaultError
        ? error
        : new FaultError(`X-Fault is not valid JSON: ${error.message}`);
    }
  }
  const [type, ...pairs] = text.split(';').map((part) => part.trim());
  const spec = { type };
  for (const pair of pairs) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq < 1) throw new FaultError(`X-Fault option '${pair}' must be key=value`);
    const key = pair.slice(0, eq).trim();
    const raw = pair.slice(eq + 1).trim();
    spec[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return normalizeFault(spec);
}

/** Whether a record (or a request's URL id) is the one a fail-record fault picks. */
export function recordMatches(fault, record, urlId) {
  if (fault.id !== undefined) {
    const id = record && typeof record === 'object' && record.id !== undefined ? record.id : urlId;
    if (id === undefined || String(id) !== fault.id) return false;
  }
  if (fault.match !== undefined) {
    if (!record || typeof record !== 'object') return false;
    for (const [key, value] of Object.entries(fault.match)) if (record[key] !== value) return false;
  }
  return true;
}

export class FaultInjector {
  /** `limit` (default 1000): how many injected faults `injected` keeps (the oldest go first). */
  constructor(limit = 1000) {
    this.queue = [];
    this.limit = limit;
    /** The faults injected: `{type, method, url, when, at}`, oldest first. */
    this.injected = [];
  }

  /** Queues one fault or an array of them; returns the normalised faults. */
  add(specs) {
    const faults = [].concat(specs).map(normalizeFault);
    this.queue.push(...faults.map((fault) => ({ ...fault, seen: 0, hits: 0 })));
    return faults;
  }

  /** The queued faults (copies). */
  pending() {
    return this.queue.map(({ seen, hits, ...fault }) => ({ ...fault, hits }));
  }

  /** Empties the queue and the log of injected faults. */
  clear() {
    this.queue.length = 0;
    this.injected.length = 0;
  }

  /**
   * The fault for a request: its header's, else the first queued fault that matches (for
   * fail-record, one whose record is in the request). `records` are the records of the body.
   */
  take({ method, path, header, urlId, records }) {
    if (header !== undefined) return parseFaultHeader(header);
    for (let i = 0; i < this.queue.length; i++) {
      const fault = this.queue[i];
      if (fault.method && !fault.method.includes(method)) continue;
      if (!path.startsWith(fault.path)) continue;
      if (fault.type === 'fail-record') {
        const list = records.length ? records : [undefined];
        if (!list.some((record) => recordMatches(fault, record, urlId))) continue;
      }
      fault.seen++;
      if (fault.seen <= fault.skip) continue;
      fault.hits++;
      if (fault.times !== 'always' && fault.hits >= fault.times) this.queue.splice(i, 1);
      const { seen, hits, ...copy } = fault;
      return copy;
    }
    return null;
  }

  /** Notes that a fault was injected. */
  log(fault, method, url) {
    this.injected.push({ type: fault.type, when: fault.when, method, url, at: Date.now() });
    while (this.injected.length > this.limit) this.injected.shift();
  }
}
