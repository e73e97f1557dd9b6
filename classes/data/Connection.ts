/**
 * `Lib.data.Connection`: HTTP requests the Ext JS 4 way (`Lib.Ajax` is the shared instance).
 * `request(options)` works out method, URL, headers and body as Ext does, sends them through
 * `XMLHttpRequest` where it exists and `fetch` otherwise, and reports the outcome exactly once:
 * event `requestcomplete` then `success(response, options)`, or event `requestexception` then
 * `failure(response, options)`, then `callback(options, success, response)`.
 *
 * Beyond Ext 4: an `AbortSignal` per request, opt-in retries with backoff and `Retry-After`,
 * `maxConcurrent`, a typed `RequestError` on every failed response (`response.error`), and
 * headers with CR/LF refused before anything is sent.
 *
 * @example
 *   const conn = Lib.create('Lib.data.Connection', {url: '/api/users', timeout: 10000});
 *   conn.request({
 *     params: {page: 2}, // GET /api/users?_dc=…&page=2
 *     success: (response) => console.log(Lib.decode(response.responseText)),
 *     failure: (response) => console.warn(response.error.message), // 'GET /api/users?… failed with status 500 …'
 *   });
 */
import { registerClass } from '../../lib/Class';
import { isFn, isObj, keys, own } from '../../lib/check';
import { isString } from '../../lib/check';
import { Observable } from '../util/Observable';
import { RequestError } from './Connection.errors';
import { checkConfig, checkOptions, prepare, type Prepared } from './Connection.options';
import { MAX_DELAY, retryWait, type AttemptOutcome } from './Connection.retry';
import {
  checkTransport,
  noAnswer,
  send,
  type TransportHandle,
  type TransportResult,
} from './Connection.transport';
import type {
  ConnectionConfig,
  ConnectionEvents,
  ConnectionRequest,
  ConnectionResponse,
  HeaderMap,
  Params,
  RequestOptions,
} from './Connection.types';

export type * from './Connection.types';
export { RequestError } from './Connection.errors';
export type { FieldErrors, RequestErrorInit, RequestErrorKind } from './Connection.errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A request still pending: what its connection needs to run, retry, time out or abort it. */
interface Pending {
  request: ConnectionRequest;
  prepared: Prepared;
  /** The running attempt. */
  handle?: TransportHandle | null;
  /** The timeout of the running attempt, or the wait before the next retry. */
  timer?: ReturnType<typeof setTimeout> | null;
  /** Holds one of the `maxConcurrent` slots. */
  started?: boolean;
  /** Removes the listener on `options.signal`. */
  unlisten?: (() => void) | null;
}

/** The internals of each pending request (`requests` holds the pending ones, by id). */
const PENDING = new WeakMap<ConnectionRequest, Pending>();

/** Request ids, unique across connections (as Ext's). */
let lastId = 0;

export class Connection extends Observable<ConnectionEvents> {
  /** The class of the typed errors on failed responses. */
  declare static RequestError: typeof RequestError;

  /** Default URL of requests without one. */
  declare url?: string;
  /** Default method (else POST with params or data, GET without). */
  declare method?: string;
  /** Milliseconds before a request times out (default 30 000; `Infinity`: never). */
  declare timeout: number;
  /** Add `<disableCachingParam>=<now>` to GET requests (default `true`). */
  declare disableCaching: boolean;
  /** Name of the cache-buster parameter (default `'_dc'`). */
  declare disableCachingParam: string;
  /** Headers sent with every request; a request's `headers` win (default none). */
  declare defaultHeaders?: HeaderMap | null;
  /** Parameters sent with every request, after the request's own (default none). */
  declare extraParams?: Params | null;
  /** Send `X-Requested-With` (default `true`). */
  declare useDefaultXhrHeader: boolean;
  /** The value of `X-Requested-With` (default `'XMLHttpRequest'`). */
  declare defaultXhrHeader: string;
  /** Content type of form-encoded bodies (default `'application/x-www-form-urlencoded; charset=UTF-8'`). */
  declare defaultPostHeader: string;
  /** Abort the latest pending request when a new one starts (default `false`). */
  declare autoAbort: boolean;
  /** Send cookies and credentials cross-origin (default `false`). */
  declare withCredentials: boolean;
  /** Most requests in flight at once (default `Infinity`); more wait, in order. */
  declare maxConcurrent: number;
  /**
   * The pending requests by id (queued, in flight or waiting to retry); ids are increasing
   * integers, so the keys run oldest first.
   */
  declare requests: Record<number, ConnectionRequest>;
  /** @internal Requests waiting for a slot, in order. */
  declare $queue: Pending[];
  /** @internal Requests holding a slot. */
  declare $active: number;
  /** @internal Set while `abortAll` runs, so that no queued request starts meanwhile. */
  declare $draining?: boolean;

  /**
   * Checks the config types (a TypeError names the bad one, also a header with CR/LF in
   * `defaultHeaders`), then copies the config onto the instance and adds its listeners.
   */
  override $construct(config?: ConnectionConfig): this {
    checkConfig(this.$className, config);
    super.$construct(config);
    this.requests = {};
    this.$queue = [];
    this.$active = 0;
    return this;
  }

  /**
   * Sends a request (see {@link RequestOptions}) and returns its request object, or `null`
   * when a `beforerequest` listener returned `false` (then `callback(options, undefined,
   * undefined)` is called at once, as in Ext). Wrong option types and unsafe headers throw a
   * TypeError before `beforerequest`; a missing URL throws a `Lib.Error`. The outcome of
   * this request is always reported later, never inside this call (an `autoAbort` reports
   * the aborted one at once, as `abort` does).
   */
  request(options?: RequestOptions | null): ConnectionRequest | null {
    const opts: RequestOptions = options ?? {};
    checkOptions(opts, this);
    checkTransport();
    if (this.fireEvent('beforerequest', this, opts) === false) {
      call(opts.callback, opts.scope, opts, undefined, undefined);
      return null;
    }
    const prepared = prepare(this, opts);
    if (opts.autoAbort === true || this.autoAbort) this.abort();
    const signal = opts.signal;
    const request: ConnectionRequest = {
      id: ++lastId,
      options: opts,
      url: prepared.url,
      method: prepared.method,
      headers: prepared.headers,
      timeout: prepared.timeout,
      async: true,
      binary: prepared.binary,
      attempt: 0,
      // Waiting for a slot from the start, unless aborted before it (never sent).
      queued: !signal?.aborted,
      aborted: false,
      timedout: false,
    };
    const pending: Pending = { request, prepared };
    this.requests[request.id] = request;
    PENDING.set(request, pending);
    const onAbort = () => this.abort(request);
    if (signal) {
      if (signal.aborted) {
        // Never sent; reported as aborted once the caller holds the request object.
        queueMicrotask(onAbort);
        return request;
      }
      signal.addEventListener('abort', onAbort);
      pending.unlisten = () => signal.removeEventListener('abort', onAbort);
    }
    this.$queue.push(pending);
    pump(this);
    return request;
  }

  /**
   * Aborts a pending request (default: the latest one): it is reported as failed, with
   * `aborted` set and status 0. Does nothing for a request that is not pending.
   */
  abort(request?: ConnectionRequest | null): void {
    const target = request || Object.values(this.requests).pop();
    if (!target || !this.isLoading(target)) return;
    const pending = PENDING.get(target) as Pending;
    halt(pending);
    target.aborted = true;
    target.timedout = false;
    finish(this, pending, null, false);
  }

  /** Aborts every pending request, oldest first; none of the queued ones starts meanwhile. */
  abortAll(): void {
    this.$draining = true;
    try {
      for (const request of Object.values(this.requests)) this.abort(request);
    } finally {
      this.$draining = false;
    }
    pump(this);
  }

  /**
   * Whether the request is pending (queued, in flight or waiting to retry); without an
   * argument, whether any request of this connection is.
   */
  isLoading(request?: ConnectionRequest | null): boolean {
    return request ? this.requests[request.id] === request : keys(this.requests).length > 0;
  }

  /** Aborts every pending request, then releases the connection. */
  override destroy(): void {
    if (this.requests) this.abortAll();
    super.destroy();
  }
}
(Connection as Any).RequestError = RequestError;

/** Calls an option's callback, when it is a function, with `scope`. */
function call(fn: unknown, scope: unknown, ...args: unknown[]): void {
  if (isFn(fn)) fn.apply(scope, args);
}

/** Removes what ran the attempt (`xhr`, `controller`) from the request. */
function detach(request: ConnectionRequest): void {
  delete request.xhr;
  delete request.controller;
}

/** Stops the running attempt, if any: its report never comes. */
function halt(pending: Pending): void {
  pending.handle?.abort();
  pending.handle = null;
}

/** Clears the attempt's timeout or the wait before the next retry. */
function stopTimer(pending: Pending): void {
  clearTimeout(pending.timer as Any);
  pending.timer = null;
}

/** Starts queued requests while slots are free. */
function pump(conn: Connection): void {
  let pending: Pending | undefined;
  while (!conn.$draining && conn.$active < conn.maxConcurrent && (pending = conn.$queue.shift())) {
    pending.request.queued = false;
    pending.started = true;
    conn.$active++;
    attempt(conn, pending);
  }
}

/** Sends one attempt and arms its timeout. */
function attempt(conn: Connection, pending: Pending): void {
  const request = pending.request;
  request.attempt++;
  request.timedout = false;
  let handle: TransportHandle;
  try {
    handle = send(pending.prepared, (result) => onAnswer(conn, pending, handle, result));
  } catch (error) {
    // No transport any more (a spec removed it between retries, say): a failure without an
    // answer, reported later like any other, never from inside `request()`.
    queueMicrotask(() => {
      if (conn.isLoading(request)) finish(conn, pending, noAnswer(error), false);
    });
    return;
  }
  pending.handle = handle;
  if (handle.xhr) request.xhr = handle.xhr;
  if (handle.controller) request.controller = handle.controller;
  const timeout = pending.prepared.timeout;
  // setTimeout fires at once for delays past 2^31 - 1 ms (about 24.8 days): those mean "never".
  if (timeout <= MAX_DELAY) pending.timer = setTimeout(() => onTimeout(conn, pending), timeout);
}

/** An attempt got an answer (or none: a network failure). */
function onAnswer(
  conn: Connection,
  pending: Pending,
  handle: TransportHandle,
  result: TransportResult,
): void {
  if (pending.handle !== handle) return;
  pending.handle = null;
  stopTimer(pending);
  const answered = result.network === undefined;
  const status = answered ? (result.status === 1223 ? 204 : result.status) : 0;
  const ok = answered && ((status >= 200 && status < 300) || status === 304);
  if (ok || !retryLater(conn, pending, { status, headers: result.headers, network: !answered })) {
    finish(conn, pending, result, ok);
  }
}

/** The running attempt took too long. */
function onTimeout(conn: Connection, pending: Pending): void {
  pending.timer = null;
  halt(pending);
  pending.request.timedout = true;
  if (!retryLater(conn, pending, { status: 0, headers: {}, timedout: true })) {
    finish(conn, pending, null, false);
  }
}

/** Schedules the next attempt when the retry policy allows one. */
function retryLater(conn: Connection, pending: Pending, outcome: AttemptOutcome): boolean {
  const policy = pending.prepared.retry;
  const request = pending.request;
  const wait = policy ? retryWait(policy, request.method, request.attempt, outcome) : -1;
  if (wait < 0) return false;
  detach(request);
  pending.timer = setTimeout(() => {
    pending.timer = null;
    attempt(conn, pending);
  }, wait);
  return true;
}

/**
 * Ends a request: releases everything it held (timers, slot, signal listener), lets the next
 * queued request start, then reports, once: event, success/failure, callback.
 */
function finish(
  conn: Connection,
  pending: Pending,
  result: TransportResult | null,
  ok: boolean,
): void {
  const request = pending.request;
  // Runs once per request: `abort` and the callbacks only reach a request still in `requests`.
  stopTimer(pending);
  pending.unlisten?.();
  delete conn.requests[request.id];
  if (pending.started) conn.$active--;
  else conn.$queue = conn.$queue.filter((queued) => queued !== pending);
  request.queued = false;
  detach(request);
  const response = makeResponse(request, result);
  pump(conn);

  const options = request.options;
  const scope = options.scope;
  if (!ok) {
    response.error = RequestError.from(
      response,
      options,
      result?.network !== undefined ? causeOf(result!.network) : undefined,
    );
  }
  conn.fireEvent(ok ? 'requestcomplete' : 'requestexception', conn, response, options);
  call(ok ? options.success : options.failure, scope, response, options);
  call(options.callback, scope, options, ok, response);
}

/** The cause of a network failure, and its message for the error's. */
function causeOf(error: Any): { cause: unknown; detail?: string } {
  const message = (e: Any) => (isObj(e) && isString(e.message) ? e.message : '');
  const outer = message(error);
  // fetch rejects with a bare "fetch failed" and hides the reason (ECONNREFUSED...) in `cause`.
  const inner = message(error?.cause);
  return {
    cause: error,
    detail: (outer && inner ? `${outer} (${inner})` : outer || inner) || undefined,
  };
}

/** The response object: the same shape whichever transport answered, or none did. */
function makeResponse(
  request: ConnectionRequest,
  result: TransportResult | null,
): ConnectionResponse {
  const answered = !!result && result.network === undefined;
  const { status, statusText, responseText, responseXML, headers, responseBytes } = answered
    ? (result as TransportResult)
    : noAnswer(0);
  // IE's XHR turned 204 into 1223.
  const noContent = status === 1223;
  const response: ConnectionResponse = {
    request,
    requestId: request.id,
    status: noContent ? 204 : status,
    statusText: noContent
      ? 'No Content'
      : answered
        ? statusText
        : request.aborted
          ? 'transaction aborted'
          : 'communication failure',
    responseText,
    responseXML,
    getResponseHeader(name: string) {
      const key = isString(name) ? name.toLowerCase() : '';
      return own(headers, key) ? headers[key] : undefined;
    },
    getAllResponseHeaders() {
      return headers;
    },
    timedout: request.timedout,
    aborted: request.aborted,
  };
  if (responseBytes) response.responseBytes = responseBytes;
  return response;
}

registerClass(Connection, 'Lib.data.Connection', {
  timeout: 30000,
  disableCaching: true,
  disableCachingParam: '_dc',
  useDefaultXhrHeader: true,
  defaultXhrHeader: 'XMLHttpRequest',
  defaultPostHeader: 'application/x-www-form-urlencoded; charset=UTF-8',
  autoAbort: false,
  withCredentials: false,
  maxConcurrent: Infinity,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Connection': typeof Connection;
  }
}
