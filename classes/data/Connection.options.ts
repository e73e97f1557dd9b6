/**
 * Helpers of `Lib.data.Connection`: type checks of its config and of request options, and the
 * step that turns options into what is sent (method, URL with query string, headers, body).
 *
 * @example
 *   checkOptions(options, conn); // throws a TypeError naming the bad option
 *   const prepared = prepare(conn, options); // {method: 'GET', url: '/users?_dc=1&page=2', ...}
 */
import { check, fail, isMap, isObj as isObject, type Rule } from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import { encode } from '../../lib/lang/JSON';
import { toQueryString } from '../../lib/lang/Object';
import { urlAppend } from '../../lib/lang/String';
import type {
  ConnectionConfig,
  HeaderMap,
  Params,
  RawData,
  RequestOptions,
  RetryOptions,
} from './Connection.types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The connection fields `prepare` reads (see `Lib.data.Connection` for each). */
export type ConnectionLike = Pick<
  Required<ConnectionConfig>,
  | 'timeout'
  | 'disableCaching'
  | 'disableCachingParam'
  | 'useDefaultXhrHeader'
  | 'defaultXhrHeader'
  | 'defaultPostHeader'
  | 'withCredentials'
> & {
  url?: string;
  method?: string;
  defaultHeaders?: HeaderMap | null;
  extraParams?: Params | null;
};

/** A request body as the transports take it. */
export type Body = string | ArrayBuffer | ArrayBufferView | Blob;

/** A retry policy with every field of {@link RetryOptions} filled in (methods upper-cased). */
export type RetryPolicy = Required<RetryOptions>;

/** What is sent, worked out from the options and the connection. */
export interface Prepared {
  /** The method, upper-cased. */
  method: string;
  /** The URL with its query string (cache buster, params, urlParams). */
  url: string;
  /** Header names as given (the last spelling wins) → value; a null-prototype object. */
  headers: Record<string, string>;
  /** The body, or `null` (always for GET and HEAD). */
  body: Body | null;
  /** Timeout of each attempt in ms (`Infinity`: none). */
  timeout: number;
  /** Send credentials cross-origin. */
  withCredentials: boolean;
  /** Read the answer as bytes. */
  binary: boolean;
  /** The retry policy, or `null` when there are no retries. */
  retry: RetryPolicy | null;
}

const REQUEST = 'Lib.data.Connection#request';
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const CRLF = /[\r\n]/;
const DEFAULT_STATUSES = [408, 429, 502, 503, 504];
const DEFAULT_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** 300 ms, doubling per retry, at most 10 s. */
export function defaultBackoff(attempt: number): number {
  return Math.min(300 * 2 ** (attempt - 1), 10_000);
}

const isParams = (v: unknown) => typeof v === 'string' || isMap(v);
const isTimeout = (v: unknown) => typeof v === 'number' && v >= 0; // NaN fails the comparison
const isBinary = (v: unknown) =>
  v instanceof ArrayBuffer ||
  ArrayBuffer.isView(v) ||
  (typeof Blob === 'function' && v instanceof Blob);

/** Checks that a header name and value may be sent; `label` says where they came from. */
export function checkHeader(where: string, label: string, name: string, value: unknown): void {
  if (CRLF.test(name)) {
    throw new TypeError(
      `[${where}] header name ${JSON.stringify(name)} (${label}) contains CR or LF; refused before sending anything`,
    );
  }
  if (!TOKEN.test(name)) {
    throw new TypeError(
      `[${where}] header name ${JSON.stringify(name)} (${label}) is not a valid HTTP header name`,
    );
  }
  if (value === null || value === undefined) return;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    fail(where, `header '${name}' (${label})`, 'a string, a number or a boolean', value);
  }
  if (typeof value === 'string' && (CRLF.test(value) || value.includes('\0'))) {
    throw new TypeError(
      `[${where}] the value of header '${name}' (${label}) contains CR, LF or NUL; refused before sending anything`,
    );
  }
}

/** Checks every header of a map (`defaultHeaders` or `headers`). */
export function checkHeaders(where: string, label: string, headers: unknown): void {
  if (headers === undefined || headers === null) return;
  if (!isMap(headers)) fail(where, label, 'an object of header names to values', headers);
  for (const name of Object.keys(headers)) checkHeader(where, label, name, headers[name]);
}

/** Checks the config of a connection (at construction): wrong types throw a TypeError. */
export function checkConfig(where: string, config: ConnectionConfig | undefined): void {
  if (config === undefined) return;
  if (!isObject(config)) fail(where, 'the config', 'an object', config);
  check(where, config, CONFIG_RULES);
  checkHeaders(where, "config 'defaultHeaders'", config.defaultHeaders);
  checkHeader(where, "config 'defaultXhrHeader'", 'X-Requested-With', config.defaultXhrHeader);
  checkHeader(where, "config 'defaultPostHeader'", 'Content-Type', config.defaultPostHeader);
}

const isFn = (v: unknown) => typeof v === 'function';
const METHOD: Rule = [(v) => typeof v === 'string' && TOKEN.test(v), 'an HTTP method name'];
const SHARED: Record<string, Rule> = {
  disableCaching: 'boolean',
  disableCachingParam: 'name',
  useDefaultXhrHeader: 'boolean',
  withCredentials: 'boolean',
  autoAbort: 'boolean',
};

/** The rules of a connection's config (checked at construction). */
const CONFIG_RULES: Record<string, Rule> = {
  url: 'string',
  method: METHOD,
  timeout: [(v) => isTimeout(v) && v > 0, 'a number of ms > 0 (Infinity: none)'],
  extraParams: [(v) => v === null || isParams(v), 'an object or a query string'],
  defaultXhrHeader: 'string',
  defaultPostHeader: 'string',
  maxConcurrent: [
    (v) => v === Infinity || (Number.isInteger(v) && v >= 1),
    'a whole number ≥ 1 (Infinity: no limit)',
  ],
  ...SHARED,
};

/** The rules of the options of one request (`null` passes as absent). */
const OPTION_RULES: Record<string, Rule> = {
  url: [(v) => typeof v === 'string' || isFn(v), 'a string or a function returning one'],
  method: METHOD,
  params: [(v) => isParams(v) || isFn(v), 'an object, a query string or a function'],
  urlParams: [isParams, 'an object or a query string'],
  xmlData: [(v) => typeof v === 'string' || isObject(v), 'a string or an XML document'],
  rawData: [(v) => typeof v === 'string' || isBinary(v), 'a string, bytes or a Blob'],
  timeout: [isTimeout, 'a number of ms ≥ 0 (0: the connection timeout, Infinity: none)'],
  ...SHARED,
  binary: 'boolean',
  signal: [
    (v) => isObject(v) && typeof v.aborted === 'boolean' && isFn(v.addEventListener),
    'an AbortSignal',
  ],
  success: 'function',
  failure: 'function',
  callback: 'function',
};

/**
 * Checks the options of one request before anything happens (before `beforerequest`): wrong
 * types and unsafe headers (also in the connection's `defaultHeaders`) throw a TypeError.
 */
export function checkOptions(options: RequestOptions, conn: ConnectionLike): void {
  if (!isObject(options)) fail(REQUEST, 'options', 'an object', options);
  check(REQUEST, options, OPTION_RULES, true, 'option');
  if (options.async === false) {
    raise(REQUEST, 'synchronous requests (async: false) are not supported');
  }
  if (options.form !== undefined || options.isUpload) {
    raise(REQUEST, 'form submission and file upload (form, isUpload) are not supported');
  }
  if (options.retry !== undefined && options.retry !== null) retryPolicy(options.retry, 0);
  checkHeaders(REQUEST, "option 'headers'", options.headers);
  checkHeaders(REQUEST, "the connection's defaultHeaders", conn.defaultHeaders);
}

/** A complete retry policy from the `retry` option (a number or {@link RetryOptions}). */
export function retryPolicy(retry: number | RetryOptions, timeout: number): RetryPolicy {
  const where = REQUEST;
  const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
  if (typeof retry === 'number') {
    if (!isCount(retry)) fail(where, "option 'retry'", 'a whole number ≥ 0 or an object', retry);
    retry = { limit: retry };
  }
  if (!isObject(retry) || Array.isArray(retry)) {
    fail(where, "option 'retry'", 'a whole number ≥ 0 or an object', retry);
  }
  const r = retry as RetryOptions;
  if (!isCount(r.limit)) fail(where, "option 'retry.limit'", 'a whole number ≥ 0', r.limit);
  const list = (name: string, value: unknown, ok: (v: unknown) => boolean, expected: string) => {
    if (value !== undefined && (!Array.isArray(value) || !value.every(ok))) {
      fail(where, `option 'retry.${name}'`, expected, value);
    }
  };
  list('methods', r.methods, (v) => typeof v === 'string', 'an array of method names');
  list('statuses', r.statuses, (v) => Number.isInteger(v), 'an array of HTTP statuses');
  if (r.backoff !== undefined && typeof r.backoff !== 'function') {
    fail(where, "option 'retry.backoff'", 'a function (attempt) => ms', r.backoff);
  }
  if (r.maxRetryAfter !== undefined && !isTimeout(r.maxRetryAfter)) {
    fail(where, "option 'retry.maxRetryAfter'", 'a number of ms ≥ 0', r.maxRetryAfter);
  }
  if (r.timeouts !== undefined && typeof r.timeouts !== 'boolean') {
    fail(where, "option 'retry.timeouts'", 'a boolean', r.timeouts);
  }
  return {
    limit: r.limit,
    methods: r.methods ? r.methods.map((m) => m.toUpperCase()) : DEFAULT_METHODS,
    statuses: r.statuses ? r.statuses.slice() : DEFAULT_STATUSES,
    backoff: r.backoff || defaultBackoff,
    maxRetryAfter: r.maxRetryAfter ?? timeout,
    timeouts: r.timeouts === true,
  };
}

function query(value: unknown, scope: unknown, options: RequestOptions, name: string): string {
  let params = value;
  if (typeof params === 'function') {
    params = params.call(scope, options);
    if (params !== undefined && params !== null && !isParams(params)) {
      fail(REQUEST, `the result of option '${name}'`, 'an object or a query string', params);
    }
  }
  if (params === undefined || params === null) return '';
  return typeof params === 'string' ? params : toQueryString(params as object);
}

const join = (a: string, b: string) => (a && b ? a + '&' + b : a || b);

/**
 * Works out what one request sends. Runs after `beforerequest` (whose listeners may have
 * changed the options), so it checks the headers again as it gathers them.
 */
export function prepare(conn: ConnectionLike, options: RequestOptions): Prepared {
  const scope = options.scope;
  let url: unknown = options.url ?? conn.url;
  if (typeof url === 'function') url = url.call(scope, options);
  if (typeof url !== 'string' || url === '') {
    raise(
      REQUEST,
      `no URL: give the request a url option or the connection a url config, got ${describe(url)}`,
    );
  }
  let params = join(
    query(options.params, scope, options, 'params'),
    query(conn.extraParams, null, options, 'extraParams'),
  );
  const raw = options.rawData;
  const xml = options.xmlData;
  const json = options.jsonData;
  // Ext's order of precedence: the first body given wins.
  const dataKind =
    raw != null ? 'raw' : xml != null ? 'xml' : json !== undefined && json !== null ? 'json' : '';
  const method = (
    options.method ||
    conn.method ||
    (params !== '' || dataKind !== '' ? 'POST' : 'GET')
  ).toUpperCase();
  const noBody = method === 'GET' || method === 'HEAD';

  const caching =
    options.disableCaching === false ? false : options.disableCaching || conn.disableCaching;
  if (caching && method === 'GET') {
    url = urlAppend(
      url as string,
      `${options.disableCachingParam || conn.disableCachingParam}=${Date.now()}`,
    );
  }
  if ((noBody || dataKind !== '') && params !== '') {
    url = urlAppend(url as string, params);
    params = '';
  }
  const urlParams = query(options.urlParams, null, options, 'urlParams');
  if (urlParams) url = urlAppend(url as string, urlParams);

  let body: Body | null = null;
  let contentType = '';
  if (!noBody) {
    if (dataKind === 'raw') {
      body = raw as RawData;
      contentType =
        typeof body === 'string'
          ? 'text/plain'
          : (typeof Blob === 'function' && body instanceof Blob && body.type) ||
            'application/octet-stream';
    } else if (dataKind === 'xml') {
      body = typeof xml === 'string' ? xml : serializeXml(xml);
      contentType = 'text/xml';
    } else if (dataKind === 'json') {
      body = typeof json === 'string' ? json : encode(json);
      contentType = 'application/json';
    } else if (params !== '') {
      body = params;
      contentType = conn.defaultPostHeader;
    }
  }

  // Names compare case-insensitively; a null value removes a default of the same name.
  const byLower = new Map<string, [string, string | null]>();
  const gather = (label: string, map: HeaderMap | null | undefined) => {
    if (map === undefined || map === null) return;
    checkHeaders(REQUEST, label, map);
    for (const name of Object.keys(map)) {
      const value = map[name];
      byLower.set(name.toLowerCase(), [
        name,
        value === null || value === undefined ? null : String(value),
      ]);
    }
  };
  gather("the connection's defaultHeaders", conn.defaultHeaders);
  gather("option 'headers'", options.headers);
  if (contentType && !byLower.has('content-type'))
    byLower.set('content-type', ['Content-Type', contentType]);
  const xhrHeader = options.useDefaultXhrHeader ?? conn.useDefaultXhrHeader;
  if (xhrHeader && !byLower.has('x-requested-with')) {
    checkHeader(
      REQUEST,
      "the connection's defaultXhrHeader",
      'X-Requested-With',
      conn.defaultXhrHeader,
    );
    byLower.set('x-requested-with', ['X-Requested-With', conn.defaultXhrHeader]);
  }
  if (contentType === conn.defaultPostHeader) {
    checkHeader(REQUEST, "the connection's defaultPostHeader", 'Content-Type', contentType);
  }
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of byLower.values()) if (value !== null) headers[name] = value;

  const timeout = options.timeout || conn.timeout;
  if (!isTimeout(timeout)) fail(REQUEST, "the connection's timeout", 'a number of ms > 0', timeout);
  const retry =
    options.retry !== undefined && options.retry !== null
      ? retryPolicy(options.retry, timeout)
      : null;
  return {
    method,
    url: url as string,
    headers,
    body,
    timeout,
    withCredentials: options.withCredentials ?? conn.withCredentials,
    binary: options.binary === true,
    retry: retry && retry.limit > 0 ? retry : null,
  };
}

function serializeXml(doc: unknown): string {
  const Serializer = (globalThis as Any).XMLSerializer;
  if (typeof Serializer !== 'function') {
    fail(REQUEST, "option 'xmlData'", 'a string where no XMLSerializer exists', doc);
  }
  return new Serializer().serializeToString(doc);
}
