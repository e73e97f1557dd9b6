/**
 * The public types of `Lib.data.Connection`: the options of `request()`, the request object it
 * returns, the response object listeners and callbacks receive, retry options, the config and
 * the event map. `Connection.ts` re-exports them all.
 *
 * @example
 *   const options: RequestOptions = {url: '/users', params: {page: 2}, success: (response) => {}};
 *   Lib.Ajax.request(options);
 */
import type { ObservableConfig } from '../util/Observable';
import type { Connection } from './Connection';
import type { RequestError } from './Connection.errors';

/** A header value: strings, numbers and booleans are sent as text; `null`/`undefined` suppress the header. */
export type HeaderValue = string | number | boolean | null | undefined;

/** Headers by name. */
export type HeaderMap = Record<string, HeaderValue>;

/** Request parameters: an object (encoded with `Lib.Object.toQueryString`) or a ready query string. */
export type Params = Record<string, unknown> | string;

/** A request body given as `rawData`. */
export type RawData = string | ArrayBuffer | ArrayBufferView | Blob | FormData;

/**
 * When and how a failed attempt is tried again (beyond Ext JS 4; off unless given). A number
 * `n` is short for `{limit: n}`.
 */
export interface RetryOptions {
  /** How many times to retry after the first attempt (a whole number ≥ 0). */
  limit: number;
  /** Methods that may be retried (default `['GET', 'HEAD', 'OPTIONS']`: writes are not retried). */
  methods?: string[];
  /** Statuses that are retried (default `[408, 429, 502, 503, 504]`). Network errors always are. */
  statuses?: number[];
  /**
   * The wait in ms before retry number `attempt` (1 for the first retry) when the answer has no
   * `Retry-After` header. Default `300 * 2 ** (attempt - 1)`, at most 10 000. A result that is
   * not a number ≥ 0 counts as 0.
   */
  backoff?: (attempt: number) => number;
  /**
   * Longest wait in ms a `Retry-After` header (seconds or an HTTP date) may ask for; longer
   * waits are cut to it. Default: the request's timeout.
   */
  maxRetryAfter?: number;
  /** Also retry attempts that timed out (default `false`). */
  timeouts?: boolean;
}

/** What `Lib.data.Connection#request` takes. Keys it does not know are kept and passed back. */
export interface RequestOptions {
  /** The URL, or a function `(options) => url` called with `scope`. Default: the connection's `url`. */
  url?: string | ((options: RequestOptions) => string);
  /**
   * The HTTP method. Default: the connection's `method`, else POST when there are params or
   * data, else GET.
   */
  method?: string;
  /**
   * Parameters: an object, a query string, or a function `(options) => params` called with
   * `scope`. They go in the query string for GET and HEAD and when a body is given as
   * `jsonData`/`xmlData`/`rawData`; otherwise they are the form-encoded body.
   */
  params?: Params | ((options: RequestOptions) => Params | null | undefined) | null;
  /** Parameters that always go in the query string (object or string). */
  urlParams?: Params | null;
  /** A JSON body: a string is sent as is, anything else is JSON-encoded (`Lib.JSON.encode`). */
  jsonData?: unknown;
  /** An XML body: a string, or a DOM document (serialized with `XMLSerializer`). */
  xmlData?: string | Document | null;
  /** A raw body (wins over `xmlData` and `jsonData`), sent as `text/plain` when it is a string. */
  rawData?: RawData | null;
  /** Headers for this request; they win over the connection's `defaultHeaders`. */
  headers?: HeaderMap | null;
  /** Milliseconds before the request is aborted as timed out; `Infinity` never. Default: the connection's. */
  timeout?: number;
  /** `true` adds the cache buster to a GET, `false` never does. Default: the connection's `disableCaching`. */
  disableCaching?: boolean;
  /** Name of the cache-buster parameter. Default: the connection's `disableCachingParam` (`'_dc'`). */
  disableCachingParam?: string;
  /** Send `X-Requested-With`. Default: the connection's `useDefaultXhrHeader` (`true`). */
  useDefaultXhrHeader?: boolean;
  /** Send cookies and credentials cross-origin. Default: the connection's `withCredentials`. */
  withCredentials?: boolean;
  /** Read the body as bytes: the response then has `responseBytes` (and an empty `responseText`). */
  binary?: boolean;
  /** Abort the connection's latest pending request before this one starts. */
  autoAbort?: boolean;
  /**
   * `false` sends the request synchronously, as Ext JS 4 does: `request()` blocks until the
   * answer and returns the response (callbacks and events have run by then). XMLHttpRequest
   * only; no timeout, retries or `maxConcurrent` slot apply; a console warning is shown once.
   * Default: the connection's `async` (`true`).
   */
  async?: boolean;
  /**
   * The user name for HTTP authentication (no `:`), given to `XMLHttpRequest#open`; through
   * fetch, an `Authorization: Basic` header unless the request has one. Default: the
   * connection's `username`.
   */
  username?: string;
  /** The password that goes with `username`. Default: the connection's `password`. */
  password?: string;
  /** Aborts the request (failure with `aborted`), before it starts or while it runs. */
  signal?: AbortSignal | null;
  /** Retry failed attempts (see {@link RetryOptions}); none by default. */
  retry?: number | RetryOptions | null;
  /** Called with `(response, options)` when the request succeeded. */
  success?: ((response: ConnectionResponse, options: RequestOptions) => unknown) | null;
  /** Called with `(response, options)` when it failed. */
  failure?: ((response: ConnectionResponse, options: RequestOptions) => unknown) | null;
  /**
   * Called last, with `(options, success, response)`; also (with `undefined` twice) when a
   * `beforerequest` listener cancelled the request.
   */
  callback?:
    | ((
        options: RequestOptions,
        success: boolean | undefined,
        response: ConnectionResponse | undefined,
      ) => unknown)
    | null;
  /** `this` in `success`, `failure`, `callback` and the `url`/`params` functions. */
  scope?: unknown;
  [key: string]: any;
}

/**
 * What `request()` returns: the handle of one request, the same object from start to end
 * (`response.request` is it too).
 */
export interface ConnectionRequest {
  /** A number unique among all connections. */
  id: number;
  /** The options object given to `request()` (the same object). */
  options: RequestOptions;
  /** The URL sent, with its query string. */
  url: string;
  /** The HTTP method sent. */
  method: string;
  /** The headers sent, by name. */
  headers: Record<string, string>;
  /** The timeout of each attempt in ms (`Infinity`: none). */
  timeout: number;
  /** Whether the request is asynchronous (`false` for one sent with `async: false`). */
  async: boolean;
  /** Whether the body is read as bytes. */
  binary: boolean;
  /** Attempts started so far (1 after the first start; more with retries). */
  attempt: number;
  /** `true` while waiting for a free slot (`maxConcurrent`). */
  queued: boolean;
  /** Set when the request was aborted (`abort`, `abortAll`, `autoAbort` or the signal). */
  aborted: boolean;
  /** Set when the last attempt timed out. */
  timedout: boolean;
  /**
   * The XMLHttpRequest of the running attempt (what `getXhrInstance` made, or a double of it);
   * removed when done.
   */
  xhr?: XMLHttpRequest;
  /** The AbortController of the running attempt (fetch transport); removed when done. */
  controller?: AbortController;
}

/** What listeners and callbacks receive; the same shape from both transports. */
export interface ConnectionResponse {
  /** The request this answers. */
  request: ConnectionRequest;
  /** `request.id`. */
  requestId: number;
  /** The HTTP status (IE's 1223 reads 204); 0 after a network failure or a timeout, -1 after an abort. */
  status: number;
  /**
   * The status text; `'communication failure'` after a network failure or a timeout,
   * `'transaction aborted'` after an abort.
   */
  statusText: string;
  /** The body as text (`''` when there is none, or with `binary`). */
  responseText: string;
  /** The body parsed as XML when it is XML and a `DOMParser` exists, else `null`. */
  responseXML: Document | null;
  /** The body as bytes, with `binary: true`. */
  responseBytes?: Uint8Array;
  /** A response header by name, any case; `undefined` when absent (as in Ext). */
  getResponseHeader(name: string): string | undefined;
  /** Every response header, by lower-case name (an object, as in Ext 4, not XHR's string). */
  getAllResponseHeaders(): Record<string, string>;
  /** Whether the request timed out. */
  timedout: boolean;
  /** Whether the request was aborted. */
  aborted: boolean;
  /** On failure: the typed error (kind `http`, `timeout`, `abort` or `network`). */
  error?: RequestError;
}

/** Config of `Lib.data.Connection` (each also readable and assignable on the instance). */
export interface ConnectionConfig extends ObservableConfig<ConnectionEvents> {
  /** Default URL of requests without one. */
  url?: string;
  /** Default method (else POST with params or data, GET without). */
  method?: string;
  /** Milliseconds before a request times out (default 30 000; `Infinity`: never). */
  timeout?: number;
  /** Add the cache buster to GET requests (default `true`). */
  disableCaching?: boolean;
  /** Name of the cache-buster parameter (default `'_dc'`). */
  disableCachingParam?: string;
  /** Headers sent with every request (a request's own `headers` win). */
  defaultHeaders?: HeaderMap | null;
  /** Parameters sent with every request, after the request's own. */
  extraParams?: Params | null;
  /** Send `X-Requested-With` (default `true`). */
  useDefaultXhrHeader?: boolean;
  /** The value of `X-Requested-With` (default `'XMLHttpRequest'`). */
  defaultXhrHeader?: string;
  /** Content type of form-encoded bodies (default `'application/x-www-form-urlencoded; charset=UTF-8'`). */
  defaultPostHeader?: string;
  /** Abort the latest pending request when a new one starts (default `false`). */
  autoAbort?: boolean;
  /** Send cookies and credentials cross-origin (default `false`). */
  withCredentials?: boolean;
  /**
   * `false` makes requests synchronous unless a request says `async: true` (default `true`;
   * see the `async` option).
   */
  async?: boolean;
  /** The user name of requests that give none (default `''`: none; see the `username` option). */
  username?: string;
  /** The password of requests that give none (default `''`). */
  password?: string;
  /**
   * Most requests in flight at once (default `Infinity`); further ones wait in order and start
   * as others finish.
   */
  maxConcurrent?: number;
}

/** The events of a connection and their arguments. */
export interface ConnectionEvents {
  /** Before a request is sent; a listener returning `false` cancels it. */
  beforerequest: [conn: Connection, options: RequestOptions];
  /** After a successful request, before its `success` callback. */
  requestcomplete: [conn: Connection, response: ConnectionResponse, options: RequestOptions];
  /** After a failed request, before its `failure` callback. */
  requestexception: [conn: Connection, response: ConnectionResponse, options: RequestOptions];
}
