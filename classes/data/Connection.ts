/**
 * `Lib.data.Connection`: HTTP requests the Ext JS 4 way (`Lib.Ajax` is the shared instance).
 * `request(options)` works out method, URL, headers and body as Ext does, sends them through
 * the XMLHttpRequest of `getXhrInstance()` (a hook test doubles replace, as in Ext) where there
 * is one and `fetch` otherwise, and reports the outcome exactly once: event `requestcomplete`
 * then `success(response, options)`, or event `requestexception` then `failure(response,
 * options)`, then `callback(options, success, response)`. With `async: false` (XHR only) the
 * request blocks and `request()` returns the response.
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
import { isFn, isObj, isString, keys, own } from '../../lib/check';
import {
  cfg,
  checkOptions,
  declareConfigs,
  fail,
  type OwnConfigs,
  type Test,
} from '../../lib/config';
import { describe, raise } from '../../lib/Error';
import { encode } from '../../lib/lang/JSON';
import { urlAppend } from '../../lib/lang/String';
import { Observable, type ObservableConfig } from '../util/Observable';
import { RequestError } from './Connection.errors';
import {
  DEFAULTS,
  HEADERS,
  METHOD,
  MS,
  OPTION_RULES,
  PARAMS,
  REQUEST,
  TYPE,
  XHR,
  checkHeader,
  checkHeaders,
  isBlob,
  isFormData,
  isCount,
  isParams,
  isTimeout,
  ofConn,
  query,
  retryPolicy,
  serializeXml,
  USERNAME,
  type Body,
  type Prepared,
} from './Connection.options';
import { MAX_DELAY, retryWait, type AttemptOutcome } from './Connection.retry';
import {
  checkTransport,
  noAnswer,
  sendFetch,
  sendXhr,
  type TransportHandle,
  type TransportResult,
} from './Connection.transport';
import type {
  ConnectionConfig,
  ConnectionEvents,
  ConnectionRequest,
  ConnectionResponse,
  HeaderMap,
  RequestOptions,
} from './Connection.types';

export type * from './Connection.types';
export { RequestError } from './Connection.errors';
export type { FieldErrors, RequestErrorInit, RequestErrorKind } from './Connection.errors';

/**
 * @internal A request still pending: what its connection needs to run, retry, time out or
 * abort it.
 */
export interface PendingRequest {
  request: ConnectionRequest;
  prepared: Prepared;
  /** The running attempt. */
  handle?: TransportHandle | null;
  /** The token of the running attempt: a report carrying another one is stale. */
  running?: object | null;
  /** The response, once reported (what a synchronous `request()` returns). */
  response?: ConnectionResponse;
  /** The timeout of the running attempt, or the wait before the next retry. */
  timer?: ReturnType<typeof setTimeout> | null;
  /** Holds one of the `maxConcurrent` slots. */
  started?: boolean;
  /** Removes the listener on `options.signal`. */
  unlisten?: (() => void) | null;
}

/** The internals of each pending request (`requests` holds the pending ones, by id). */
const PENDING = new WeakMap<ConnectionRequest, PendingRequest>();

/** Request ids, unique across connections (as Ext's). */
let lastId = 0;

/**
 * The configs on the instance, as `ConnectionConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Connection extends OwnConfigs<
  ConnectionConfig,
  ObservableConfig<ConnectionEvents>
> {}

export class Connection extends Observable<ConnectionEvents> {
  /** The class of the typed errors on failed responses. */
  declare static RequestError: typeof RequestError;
  /** @internal Set once the warning about synchronous requests was shown. */
  declare static warnedSync?: boolean;

  /**
   * The pending requests by id (queued, in flight or waiting to retry); ids are increasing
   * integers, so the keys run oldest first.
   */
  declare requests: Record<number, ConnectionRequest>;
  /** @internal Requests waiting for a slot, in order. */
  declare $queue: PendingRequest[];
  /** @internal Requests holding a slot. */
  declare $active: number;
  /** @internal Set while `abortAll` runs, so that no queued request starts meanwhile. */
  declare $draining?: boolean;

  /**
   * Observable checks the config (a TypeError names the bad one, also a header with CR/LF in
   * `defaultHeaders`), copies it onto the instance and adds its listeners.
   */
  override $construct(config?: ConnectionConfig): this {
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
   *
   * A synchronous request (`async: false`, in the options or on the connection) is sent and
   * reported inside this call, which returns its response (as in Ext JS 4).
   */
  request(options: RequestOptions & { async: false }): ConnectionResponse | null;
  request(options?: RequestOptions | null): ConnectionRequest | null;
  request(options?: RequestOptions | null): ConnectionRequest | ConnectionResponse | null {
    const opts: RequestOptions = options ?? {};
    this.checkRequestOptions(opts);
    // Replaced hooks (a test double, a simulator) carry the request themselves.
    if (this.getXhrInstance === HOOKS.getXhrInstance && this.openRequest === HOOKS.openRequest) {
      checkTransport(isAsync(this, opts));
    }
    if (this.fireEvent('beforerequest', this, opts) === false) {
      call(opts.callback, opts.scope, opts, undefined, undefined);
      return null;
    }
    const prepared = this.prepare(opts);
    const async = prepared.async;
    if (opts.autoAbort === true || this.autoAbort) this.abort();
    const signal = opts.signal;
    const request: ConnectionRequest = {
      id: ++lastId,
      options: opts,
      url: prepared.url,
      method: prepared.method,
      headers: prepared.headers,
      timeout: prepared.timeout,
      async,
      binary: prepared.binary,
      attempt: 0,
      // Waiting for a slot from the start, unless aborted before it (never sent).
      queued: async && !signal?.aborted,
      aborted: false,
      timedout: false,
    };
    const pending: PendingRequest = { request, prepared };
    this.requests[request.id] = request;
    PENDING.set(request, pending);
    if (!async) return this.requestSync(pending);
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
    this.$startQueued();
    return request;
  }

  /**
   * @internal Sends a synchronous request at once (it cannot wait for a slot, and neither a
   * timeout nor a signal can stop it while it blocks) and returns its response. Warns once
   * that it blocks.
   */
  requestSync(pending: PendingRequest): ConnectionResponse {
    if (!Connection.warnedSync) {
      Connection.warnedSync = true;
      console.warn(`[${REQUEST}] async: false blocks the page (warned once)`);
    }
    if (pending.request.options.signal?.aborted) {
      this.abort(pending.request);
    } else {
      pending.started = true;
      this.$active++;
      this.$sendAttempt(pending);
    }
    return pending.response as ConnectionResponse;
  }

  /**
   * Makes the XMLHttpRequest of one attempt, or returns `null` where there is no
   * XMLHttpRequest (plain Node): the attempt then goes through `fetch`. The hook test doubles
   * replace, as in Ext JS 4 (Sencha's MockAjax returns its fake XHR here): whatever it returns
   * is opened, given the headers and sent.
   */
  getXhrInstance(): XMLHttpRequest | null {
    const Xhr = (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
    return isFn(Xhr) ? new (Xhr as typeof XMLHttpRequest)() : null;
  }

  /**
   * Makes and opens the XMLHttpRequest of one attempt (`getXhrInstance`, then `open` with the
   * user name and password when there is a user name), sets `withCredentials` and, for a
   * binary request, `responseType`. Returns `null` when `getXhrInstance` gave none (the
   * attempt goes through `fetch`). `requestOptions` holds `url`, `method` and `data` as in
   * Ext JS 4, whose request simulators (`Ext.ux.ajax.SimManager`) override this.
   */
  openRequest(
    options: RequestOptions,
    requestOptions: Prepared,
    async: boolean,
    username?: string,
    password?: string,
  ): XMLHttpRequest | null {
    const xhr = this.getXhrInstance();
    if (!xhr) return null;
    if (username) {
      xhr.open(requestOptions.method, requestOptions.url, async, username, password);
    } else {
      xhr.open(requestOptions.method, requestOptions.url, async);
    }
    if (requestOptions.binary) xhr.responseType = 'arraybuffer';
    if (requestOptions.withCredentials) xhr.withCredentials = true;
    return xhr;
  }

  /**
   * Aborts a pending request (default: the latest one): it is reported as failed, with
   * `aborted` set and status -1 (as in Ext). Does nothing for a request that is not pending.
   */
  abort(request?: ConnectionRequest | null): void {
    const target = request || Object.values(this.requests).pop();
    if (!target || !this.isLoading(target)) return;
    const pending = PENDING.get(target) as PendingRequest;
    halt(pending);
    target.aborted = true;
    target.timedout = false;
    this.$finishRequest(pending, null, false);
  }

  /** Aborts every pending request, oldest first; none of the queued ones starts meanwhile. */
  abortAll(): void {
    this.$draining = true;
    try {
      for (const request of Object.values(this.requests)) this.abort(request);
    } finally {
      this.$draining = false;
    }
    this.$startQueued();
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

  /**
   * @internal Checks the options of one request before anything happens (before
   * `beforerequest`): wrong types and unsafe headers (also in the connection's
   * `defaultHeaders`, which may have changed since construction) throw a TypeError.
   */
  checkRequestOptions(options: RequestOptions): void {
    if (!isObj(options)) fail(REQUEST, 'options', 'an object', options);
    checkOptions(REQUEST, options, OPTION_RULES, true);
    if (options.form !== undefined || options.isUpload) {
      raise(REQUEST, 'form upload is not supported');
    }
    retryPolicy(options.retry, 0);
    checkHeaders(REQUEST, HEADERS, options.headers);
    checkHeaders(REQUEST, DEFAULTS, this.defaultHeaders);
  }

  /**
   * @internal Works out what one request sends: method, URL with its query string, headers,
   * body, timeout and retry policy, from the options over the connection's defaults. Runs
   * after `beforerequest` (whose listeners may have changed the options), so it checks the
   * headers again as it gathers them.
   */
  prepare(options: RequestOptions): Prepared {
    const conn = this;
    const scope = options.scope;
    /** The option, else (when `null` or `undefined`) the connection's value. */
    const opt = (name: string) =>
      options[name] ?? (conn as unknown as Record<string, unknown>)[name];
    let url = opt('url');
    if (isFn(url)) url = url.call(scope, options);
    if (!isString(url) || url === '') {
      raise(REQUEST, `no URL (option or config), got ${describe(url)}`);
    }
    const own = query(options, 'params', options, scope);
    const extra = query(conn, 'extraParams', options);
    let params = own && extra ? own + '&' + extra : own || extra;
    const raw = options.rawData;
    const xml = options.xmlData;
    const json = options.jsonData;
    // Ext's order of precedence: the first body given wins.
    const data = raw != null ? raw : xml != null ? xml : json != null ? json : undefined;
    const method = (
      options.method ||
      conn.method ||
      (params || data !== undefined ? 'POST' : 'GET')
    ).toUpperCase();
    const noBody = method === 'GET' || method === 'HEAD';
    const postHeader = conn.defaultPostHeader;

    if (
      method === 'GET' &&
      options.disableCaching !== false &&
      (options.disableCaching || conn.disableCaching)
    ) {
      url = urlAppend(
        url,
        `${options.disableCachingParam || conn.disableCachingParam}=${Date.now()}`,
      );
    }
    if ((noBody || data !== undefined) && params) {
      url = urlAppend(url, params);
      params = '';
    }
    const urlParams = query(options, 'urlParams', options);
    if (urlParams) url = urlAppend(url, urlParams);

    // The body and its content type: none for GET and HEAD.
    const [body, contentType]: [Body | null, string] = noBody
      ? [null, '']
      : data === undefined
        ? [params || null, params ? postHeader : '']
        : data === raw
          ? [
              raw as Body,
              isString(raw)
                ? 'text/plain'
                : isFormData(raw)
                  ? ''
                  : (isBlob(raw) && (raw as Blob).type) || 'application/octet-stream',
            ]
          : data === xml
            ? [isString(xml) ? xml : serializeXml(xml), 'text/xml']
            : [isString(json) ? json : encode(json), 'application/json'];

    // Names compare case-insensitively; a null value removes a default of the same name.
    const byLower = new Map<string, [string, unknown]>();
    const put = (name: string, value: unknown) => byLower.set(name.toLowerCase(), [name, value]);
    const gather = (label: string, map: HeaderMap | null | undefined) => {
      checkHeaders(REQUEST, label, map);
      if (map) for (const name of keys(map)) put(name, map[name]);
    };
    gather(DEFAULTS, conn.defaultHeaders);
    gather(HEADERS, options.headers);
    const unset = (name: string) => !byLower.has(name.toLowerCase());
    if (contentType && unset(TYPE)) put(TYPE, contentType);
    if (opt('useDefaultXhrHeader') && unset(XHR)) {
      checkHeader(REQUEST, ofConn('defaultXhrHeader'), XHR, conn.defaultXhrHeader);
      put(XHR, conn.defaultXhrHeader);
    }
    if (contentType === postHeader) {
      checkHeader(REQUEST, ofConn('defaultPostHeader'), TYPE, contentType);
    }
    const headers: Record<string, string> = Object.create(null);
    for (const [name, value] of byLower.values()) {
      if (value !== null && value !== undefined) headers[name] = String(value);
    }

    const timeout = options.timeout || conn.timeout;
    const async = isAsync(conn, options);
    const binary = options.binary === true;
    // Browsers refuse a response type on a synchronous XHR.
    if (binary && !async) raise(REQUEST, 'a synchronous request (async: false) cannot be binary');
    // As Ext: an empty user name or password is none.
    const username = options.username || conn.username || '';
    // The request's own were checked with the options: what fails here is the connection's.
    checkOptions(
      REQUEST,
      { timeout: timeout ?? null, username },
      CONN_RULES,
      false,
      "the connection's",
    );
    return {
      method,
      url,
      headers,
      data: body,
      timeout,
      withCredentials: opt('withCredentials'),
      binary,
      async,
      username,
      password: (username && (options.password || conn.password)) || '',
      // A synchronous request cannot wait before trying again.
      retry: async ? retryPolicy(options.retry, timeout) : null,
      noRedirect: !noBody,
    };
  }

  /** @internal Starts queued requests while slots are free. */
  $startQueued(): void {
    let pending: PendingRequest | undefined;
    while (
      !this.$draining &&
      this.$active < this.maxConcurrent &&
      (pending = this.$queue.shift())
    ) {
      pending.request.queued = false;
      pending.started = true;
      this.$active++;
      this.$sendAttempt(pending);
    }
  }

  /**
   * @internal Sends one attempt of a pending request: through the XHR `openRequest` makes
   * (put on the request before it is sent, as Ext does, so a double answering at once finds
   * it), else through fetch; then arms its timeout.
   */
  $sendAttempt(pending: PendingRequest): void {
    const { request, prepared } = pending;
    const async = prepared.async;
    request.attempt++;
    request.timedout = false;
    const token = {};
    pending.running = token;
    const report = (result: TransportResult) => {
      if (pending.running === token) this.onAnswer(pending, result);
    };
    let handle: TransportHandle;
    try {
      const xhr = this.openRequest(
        request.options,
        prepared,
        async,
        prepared.username || undefined,
        prepared.password,
      );
      if (xhr) request.xhr = xhr;
      else if (!async) checkTransport(false);
      handle = xhr ? sendXhr(xhr, prepared, report) : sendFetch(prepared, report);
    } catch (error) {
      // Thrown by a callback of this attempt's report (a synchronous request): not ours.
      if (pending.running !== token) throw error;
      // No transport any more (a spec removed it between retries, say), a URL the XHR refuses,
      // a hook that threw: a failure without an answer, reported like any other, and never
      // from inside an asynchronous `request()`.
      const reportFailure = () => {
        if (pending.running === token) this.$finishRequest(pending, noAnswer(error), false);
      };
      if (async) queueMicrotask(reportFailure);
      else reportFailure();
      return;
    }
    // Answered (or failed) while sending: nothing left to arm.
    if (pending.running !== token) return;
    pending.handle = handle;
    if (handle.controller) request.controller = handle.controller;
    const timeout = prepared.timeout;
    // setTimeout fires at once for delays past 2^31 - 1 ms (about 24.8 days): those mean
    // "never". A synchronous request has returned by now; nothing can time it out.
    if (async && timeout <= MAX_DELAY) {
      pending.timer = setTimeout(() => this.onTimeout(pending), timeout);
    }
  }

  /** @internal The running attempt got an answer (or none: a network failure). */
  onAnswer(pending: PendingRequest, result: TransportResult): void {
    pending.running = pending.handle = null;
    stopTimer(pending);
    const answered = result.network === undefined;
    const status = answered ? (result.status === 1223 ? 204 : result.status) : 0;
    // 304 answers a conditional GET or HEAD only: to a write it would commit what was never saved.
    const ok =
      answered &&
      !result.redirected &&
      ((status >= 200 && status < 300) || (status === 304 && !pending.prepared.noRedirect));
    if (ok || !this.retryLater(pending, { status, headers: result.headers, network: !answered })) {
      this.$finishRequest(pending, result, ok);
    }
  }

  /** @internal The running attempt took too long. */
  onTimeout(pending: PendingRequest): void {
    pending.timer = null;
    halt(pending);
    pending.request.timedout = true;
    if (!this.retryLater(pending, { status: 0, headers: {}, timedout: true })) {
      this.$finishRequest(pending, null, false);
    }
  }

  /**
   * @internal Schedules the next attempt when the retry policy allows one; returns whether it
   * did.
   */
  retryLater(pending: PendingRequest, outcome: AttemptOutcome): boolean {
    const policy = pending.prepared.retry;
    const request = pending.request;
    const wait = policy ? retryWait(policy, request.method, request.attempt, outcome) : -1;
    if (wait < 0) return false;
    detach(request);
    pending.timer = setTimeout(() => {
      pending.timer = null;
      this.$sendAttempt(pending);
    }, wait);
    return true;
  }

  /**
   * @internal Ends a request: releases everything it held (timers, slot, signal listener),
   * lets the next queued request start, then reports, once: event, success/failure, callback.
   */
  $finishRequest(pending: PendingRequest, result: TransportResult | null, ok: boolean): void {
    const request = pending.request;
    // Runs once per request: `abort` and the callbacks only reach a request still in `requests`.
    stopTimer(pending);
    pending.unlisten?.();
    delete this.requests[request.id];
    if (pending.started) this.$active--;
    else this.$queue = this.$queue.filter((queued) => queued !== pending);
    request.queued = false;
    detach(request);
    const response = makeResponse(request, result);
    pending.response = response;
    this.$startQueued();

    const options = request.options;
    const scope = options.scope;
    if (!ok) {
      response.error = RequestError.from(
        response,
        options,
        result?.network !== undefined
          ? causeOf(result!.network)
          : result?.redirected
            ? { kind: 'http', detail: 'redirected ' + result.redirected }
            : undefined,
      );
    }
    this.fireEvent(ok ? 'requestcomplete' : 'requestexception', this, response, options);
    call(ok ? options.success : options.failure, scope, response, options);
    call(options.callback, scope, options, ok, response);
  }
}
Connection.RequestError = RequestError;

/** The hooks as Lib defines them, to tell when a double or a simulator replaced them. */
const HOOKS = {
  getXhrInstance: Connection.prototype.getXhrInstance,
  openRequest: Connection.prototype.openRequest,
};

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
function halt(pending: PendingRequest): void {
  pending.running = null;
  pending.handle?.abort();
  pending.handle = null;
}

/** Whether a request is asynchronous: its `async` option, else the connection's. */
function isAsync(conn: Connection, options: RequestOptions): boolean {
  return (options.async ?? conn.async) !== false;
}

/** Clears the attempt's timeout or the wait before the next retry. */
function stopTimer(pending: PendingRequest): void {
  clearTimeout(pending.timer as ReturnType<typeof setTimeout> | undefined);
  pending.timer = null;
}

/** The cause of a network failure, and its message for the error's. */
function causeOf(error: unknown): { cause: unknown; detail?: string } {
  const message = (e: unknown) => (isObj(e) && isString(e.message) ? e.message : '');
  const outer = message(error);
  // fetch rejects with a bare "fetch failed" and hides the reason (ECONNREFUSED...) in `cause`.
  const inner = message((error as { cause?: unknown } | null | undefined)?.cause);
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
    // As Ext: -1 for an abort, 0 for no answer (network failure, timeout).
    status: noContent ? 204 : answered || !request.aborted ? status : -1,
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

/** The rule of a header value config: a string that may be sent as the header `name`. */
/** What `prepare` checks of the connection's configs (a program may have changed them). */
const CONN_RULES = { timeout: MS, username: USERNAME };

const headerValue = (name: string): Test => [
  (v, where, what) => isString(v) && (checkHeader(where, what, name, v), true),
  'a string',
];

registerClass(Connection, 'Lib.data.Connection', {
  $configs: declareConfigs<ConnectionConfig, ObservableConfig<ConnectionEvents>>({
    url: cfg('string'),
    method: cfg(METHOD),
    timeout: cfg([(v) => isTimeout(v) && v > 0, 'a number of ms > 0'], 30000),
    disableCaching: true,
    disableCachingParam: cfg('name', '_dc'),
    defaultHeaders: cfg([
      (v, where, what) => (checkHeaders(where, what, v), true),
      'an object of header names',
    ]),
    extraParams: cfg([isParams, PARAMS]),
    useDefaultXhrHeader: true,
    defaultXhrHeader: cfg(headerValue(XHR), 'XMLHttpRequest'),
    defaultPostHeader: cfg(headerValue(TYPE), 'application/x-www-form-urlencoded; charset=UTF-8'),
    autoAbort: false,
    withCredentials: false,
    async: true,
    username: cfg(USERNAME, ''),
    password: '',
    maxConcurrent: cfg(
      [(v) => v === Infinity || (isCount(v) && v > 0), 'a whole number ≥ 1'],
      Infinity,
    ),
  }),
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Connection': typeof Connection;
  }
}
