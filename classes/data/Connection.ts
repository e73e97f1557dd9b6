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
import { raise } from '../../lib/Error';
import { Observable } from '../util/Observable';
import { RequestError } from './Connection.errors';
import { checkConfig, checkOptions, prepare, type Prepared } from './Connection.options';
import { retryDelay, shouldRetry, type AttemptOutcome } from './Connection.retry';
import { noAnswer, send, type TransportHandle, type TransportResult } from './Connection.transport';
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

/** A request still pending: what its connection needs to run, retry, time out or abort it. */
interface Pending {
  request: ConnectionRequest;
  prepared: Prepared;
  /** The running attempt. */
  handle: TransportHandle | null;
  /** The timeout of the running attempt. */
  timer: ReturnType<typeof setTimeout> | null;
  /** The wait before the next retry. */
  wait: ReturnType<typeof setTimeout> | null;
  /** Holds one of the `maxConcurrent` slots. */
  started: boolean;
  /** Removes the listener on `options.signal`. */
  unlisten: (() => void) | null;
}

/** Request ids, unique across connections (as Ext's). */
let lastId = 0;

const hasOwn = Object.prototype.hasOwnProperty;

/** The longest delay setTimeout honours. */
const MAX_DELAY = 2 ** 31 - 1;

export class Connection extends Observable<ConnectionEvents> {
  /** The class of the typed errors on failed responses. */
  static RequestError = RequestError;

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
  /** The pending requests by id (queued, in flight or waiting to retry). */
  declare requests: Record<number, ConnectionRequest>;
  /** @internal Pending requests, in id order. */
  declare $pending: Map<number, Pending>;
  /** @internal Requests waiting for a slot, in order. */
  declare $queue: Pending[];
  /** @internal Requests holding a slot. */
  declare $active: number;
  /** @internal Set while `abortAll` runs, so that no queued request starts meanwhile. */
  declare $draining: boolean;

  /**
   * Checks the config types (a TypeError names the bad one, also a header with CR/LF in
   * `defaultHeaders`), then copies the config onto the instance and adds its listeners.
   */
  override $construct(config?: ConnectionConfig): this {
    checkConfig(this.$className || 'Lib.data.Connection', config);
    super.$construct(config);
    this.requests = {};
    this.$pending = new Map();
    this.$queue = [];
    this.$active = 0;
    this.$draining = false;
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
    const opts: RequestOptions = options === undefined || options === null ? {} : options;
    checkOptions(opts, this);
    const g = globalThis as { XMLHttpRequest?: unknown; fetch?: unknown };
    if (typeof g.XMLHttpRequest !== 'function' && typeof g.fetch !== 'function') {
      raise(
        'Lib.data.Connection#request',
        'neither XMLHttpRequest nor fetch exists in this environment',
      );
    }
    if (this.fireEvent('beforerequest', this, opts) === false) {
      if (typeof opts.callback === 'function')
        opts.callback.call(opts.scope, opts, undefined, undefined);
      return null;
    }
    const prepared = prepare(this, opts);
    if (opts.autoAbort === true || this.autoAbort) this.abort();
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
      queued: false,
      aborted: false,
      timedout: false,
    };
    const pending: Pending = {
      request,
      prepared,
      handle: null,
      timer: null,
      wait: null,
      started: false,
      unlisten: null,
    };
    this.requests[request.id] = request;
    this.$pending.set(request.id, pending);
    const signal = opts.signal;
    if (signal && signal.aborted) {
      // Never sent; reported as aborted once the caller holds the request object.
      queueMicrotask(() => this.abort(request));
      return request;
    }
    if (signal) {
      const onAbort = () => this.abort(request);
      signal.addEventListener('abort', onAbort);
      pending.unlisten = () => signal.removeEventListener('abort', onAbort);
    }
    request.queued = true;
    this.$queue.push(pending);
    this.pump();
    return request;
  }

  /**
   * Aborts a pending request (default: the latest one): it is reported as failed, with
   * `aborted` set and status 0. Does nothing for a request that is not pending.
   */
  abort(request?: ConnectionRequest | null): void {
    const target = request || this.latest();
    if (!target) return;
    const pending = this.$pending.get(target.id);
    if (!pending || pending.request !== target) return;
    if (pending.handle) pending.handle.abort();
    pending.handle = null;
    target.aborted = true;
    target.timedout = false;
    this.finish(pending, null, false);
  }

  /** Aborts every pending request, oldest first; none of the queued ones starts meanwhile. */
  abortAll(): void {
    const all = Array.from(this.$pending.values());
    this.$draining = true;
    try {
      for (const pending of all) this.abort(pending.request);
    } finally {
      this.$draining = false;
    }
    this.pump();
  }

  /**
   * Whether the request is pending (queued, in flight or waiting to retry); without an
   * argument, whether any request of this connection is.
   */
  isLoading(request?: ConnectionRequest | null): boolean {
    if (!request) return this.$pending.size > 0;
    const pending = this.$pending.get(request.id);
    return !!pending && pending.request === request;
  }

  /** Aborts every pending request, then releases the connection. */
  override destroy(): void {
    if (this.$pending) this.abortAll();
    super.destroy();
  }

  /** @internal The latest pending request. */
  private latest(): ConnectionRequest | undefined {
    let last: Pending | undefined;
    for (const pending of this.$pending.values()) last = pending;
    return last && last.request;
  }

  /** @internal Starts queued requests while slots are free. */
  private pump(): void {
    while (!this.$draining && this.$queue.length > 0 && this.$active < this.maxConcurrent) {
      const pending = this.$queue.shift() as Pending;
      pending.request.queued = false;
      pending.started = true;
      this.$active++;
      this.attempt(pending);
    }
  }

  /** @internal Sends one attempt and arms its timeout. */
  private attempt(pending: Pending): void {
    const request = pending.request;
    request.attempt++;
    request.timedout = false;
    let handle: TransportHandle;
    try {
      handle = send(pending.prepared, (result) => this.onAnswer(pending, handle, result));
    } catch (error) {
      // No transport any more (a spec removed it between retries, say): a failure without an
      // answer, reported later like any other, never from inside `request()`.
      queueMicrotask(() => {
        if (this.$pending.get(request.id) === pending) this.finish(pending, noAnswer(error), false);
      });
      return;
    }
    pending.handle = handle;
    if (handle.xhr) request.xhr = handle.xhr;
    if (handle.controller) request.controller = handle.controller;
    const timeout = pending.prepared.timeout;
    // setTimeout fires at once for delays past 2^31 - 1 ms (about 24.8 days): those mean "never".
    if (timeout <= MAX_DELAY) pending.timer = setTimeout(() => this.onTimeout(pending), timeout);
  }

  /** @internal An attempt got an answer (or none: a network failure). */
  private onAnswer(pending: Pending, handle: TransportHandle, result: TransportResult): void {
    if (pending.handle !== handle) return;
    pending.handle = null;
    this.stopTimer(pending);
    const answered = result.network === undefined;
    const status = answered ? (result.status === 1223 ? 204 : result.status) : 0;
    const ok = answered && ((status >= 200 && status < 300) || status === 304);
    if (!ok && this.retryLater(pending, { status, headers: result.headers, network: !answered })) {
      return;
    }
    this.finish(pending, result, ok);
  }

  /** @internal The running attempt took too long. */
  private onTimeout(pending: Pending): void {
    pending.timer = null;
    if (pending.handle) pending.handle.abort();
    pending.handle = null;
    pending.request.timedout = true;
    if (this.retryLater(pending, { status: 0, headers: {}, timedout: true })) return;
    this.finish(pending, null, false);
  }

  /** @internal Schedules the next attempt when the retry policy allows one. */
  private retryLater(pending: Pending, outcome: AttemptOutcome): boolean {
    const policy = pending.prepared.retry;
    const request = pending.request;
    if (!policy || !shouldRetry(policy, request.method, request.attempt, outcome)) return false;
    const delay = retryDelay(policy, request.attempt, outcome);
    delete request.xhr;
    delete request.controller;
    pending.wait = setTimeout(() => {
      pending.wait = null;
      this.attempt(pending);
    }, delay);
    return true;
  }

  /** @internal Clears the timeout of the running attempt. */
  private stopTimer(pending: Pending): void {
    if (pending.timer !== null) clearTimeout(pending.timer);
    pending.timer = null;
  }

  /**
   * @internal Ends a request: releases everything it held (timers, slot, signal listener),
   * lets the next queued request start, then reports, once: event, success/failure, callback.
   */
  private finish(pending: Pending, result: TransportResult | null, ok: boolean): void {
    const request = pending.request;
    this.stopTimer(pending);
    if (pending.wait !== null) clearTimeout(pending.wait);
    pending.wait = null;
    if (pending.unlisten) pending.unlisten();
    pending.unlisten = null;
    this.$pending.delete(request.id);
    delete this.requests[request.id];
    if (pending.started) this.$active--;
    else {
      const index = this.$queue.indexOf(pending);
      if (index !== -1) this.$queue.splice(index, 1);
    }
    pending.started = false;
    request.queued = false;
    delete request.xhr;
    delete request.controller;
    const response = makeResponse(request, result);
    this.pump();

    const options = request.options;
    const scope = options.scope;
    if (ok) {
      this.fireEvent('requestcomplete', this, response, options);
      if (typeof options.success === 'function') options.success.call(scope, response, options);
    } else {
      response.error = RequestError.from(
        response,
        options,
        result && result.network !== undefined ? causeOf(result.network) : undefined,
      );
      this.fireEvent('requestexception', this, response, options);
      if (typeof options.failure === 'function') options.failure.call(scope, response, options);
    }
    if (typeof options.callback === 'function') options.callback.call(scope, options, ok, response);
  }
}

/** The cause of a network failure, and its message for the error's. */
function causeOf(error: unknown): { cause: unknown; detail?: string } {
  const message = (e: unknown) =>
    e !== null && typeof e === 'object' && typeof (e as Error).message === 'string'
      ? (e as Error).message
      : '';
  const own = message(error);
  // fetch rejects with a bare "fetch failed" and hides the reason (ECONNREFUSED...) in `cause`.
  const inner = error !== null && typeof error === 'object' ? message((error as Error).cause) : '';
  const detail = own && inner ? `${own} (${inner})` : own || inner;
  return detail ? { cause: error, detail } : { cause: error };
}

/** The response object: the same shape whichever transport answered, or none did. */
function makeResponse(
  request: ConnectionRequest,
  result: TransportResult | null,
): ConnectionResponse {
  const answered = result !== null && result.network === undefined;
  const headers: Record<string, string> = answered ? result.headers : {};
  let status = answered ? result.status : 0;
  let statusText = answered
    ? result.statusText
    : request.aborted
      ? 'transaction aborted'
      : 'communication failure';
  if (status === 1223) {
    // IE's XHR turned 204 into 1223.
    status = 204;
    statusText = 'No Content';
  }
  const response: ConnectionResponse = {
    request,
    requestId: request.id,
    status,
    statusText,
    responseText: answered ? result.responseText : '',
    responseXML: answered ? result.responseXML : null,
    getResponseHeader(name: string) {
      const key = typeof name === 'string' ? name.toLowerCase() : '';
      return hasOwn.call(headers, key) ? headers[key] : undefined;
    },
    getAllResponseHeaders() {
      return headers;
    },
    timedout: request.timedout,
    aborted: request.aborted,
  };
  if (answered && result.responseBytes) response.responseBytes = result.responseBytes;
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
