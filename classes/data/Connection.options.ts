/**
 * Helpers of `Lib.data.Connection`: type checks of its config and of request options, and the
 * step that turns options into what is sent (method, URL with query string, headers, body).
 *
 * @example
 *   checkOptions(options, conn); // throws a TypeError naming the bad option
 *   const prepared = prepare(conn, options); // {method: 'GET', url: '/users?_dc=1&page=2', ...}
 */
import {
  KINDS,
  check,
  checkObject,
  fail,
  isArray,
  isFn,
  isMap,
  isObj,
  keys,
  type Rule,
  type Test,
} from '../../lib/check';
import { describe, raise } from '../../lib/Error';
import { encode } from '../../lib/lang/JSON';
import { toQueryString } from '../../lib/lang/Object';
import { urlAppend } from '../../lib/lang/String';
import { isString } from '../../lib/check';
import type {
  ConnectionConfig,
  HeaderMap,
  Params,
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

/** Where the errors of a request say they come from. */
export const REQUEST = 'Lib.data.Connection#request';
/** An HTTP token: what a header name or a method may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DEFAULT_STATUSES = [408, 429, 502, 503, 504];
const DEFAULT_METHODS = ['GET', 'HEAD', 'OPTIONS'];
// Texts used more than once.
const XHR = 'X-Requested-With';
const TYPE = 'Content-Type';
const PARAMS = 'an object or a query string';
/** The label of a connection field in messages. */
const ofConn = (name: string) => "the connection's " + name;
// Labels of where a header came from.
const DEFAULTS = ofConn('defaultHeaders');
const HEADERS = "option 'headers'";

/** 300 ms, doubling per retry, at most 10 s. */
export function defaultBackoff(attempt: number): number {
  return Math.min(300 * 2 ** (attempt - 1), 10_000);
}

const isParams = (v: unknown) => isString(v) || isMap(v);
/** A number of ms ≥ 0 (`Infinity` too; NaN fails the comparison). */
export const isTimeout = (v: unknown) => typeof v === 'number' && v >= 0;
/** The rule of a number of ms ≥ 0. */
export const MS: Test = [isTimeout, 'a number of ms ≥ 0'];
const isBlob = (v: unknown) => typeof Blob === 'function' && v instanceof Blob;
/** A whole number ≥ 0. */
export const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
/** The rule of a whole number ≥ 0. */
export const COUNT: Test = [isCount, 'a whole number ≥ 0'];
const listOf = (ok: (v: unknown) => boolean) => (v: unknown) => isArray(v) && v.every(ok);

/**
 * Checks that a header name and value may be sent; `label` says where they came from. A name
 * that is no HTTP token, a value of another type than `types` names (default: string, number
 * or boolean; `null` and `undefined` pass) or one with CR, LF or NUL throws a TypeError.
 */
export function checkHeader(
  where: string,
  label: string,
  name: string,
  value: unknown,
  types = 'a string, a number or a boolean',
): void {
  const bad = (what: string, why: string): never => {
    throw new TypeError(`[${where}] ${label}: header ${what} ${why}`);
  };
  if (!TOKEN.test(name)) {
    bad(
      'name ' + JSON.stringify(name),
      /[\r\n]/.test(name) ? 'contains CR or LF' : 'is not a valid HTTP header name',
    );
  }
  if (value === null || value === undefined) return;
  // `types` is what the message says, and names the typeof results it accepts.
  if (!types.includes(typeof value)) fail(where, `${label}: header '${name}'`, types, value);
  if (/[\r\n\0]/.test(value as string)) bad(`'${name}' value`, 'contains CR, LF or NUL');
}

/** Checks every header of a map (`defaultHeaders` or `headers`). */
export function checkHeaders(where: string, label: string, headers: unknown): void {
  if (headers === undefined || headers === null) return;
  if (!isMap(headers)) fail(where, label, 'an object of header names', headers);
  for (const name of keys(headers)) checkHeader(where, label, name, headers[name]);
}

/** Checks the config of a connection (at construction): wrong types throw a TypeError. */
export function checkConfig(where: string, config: ConnectionConfig | undefined): void {
  checkObject(where, config);
  check(where, config, CONFIG_RULES);
  checkHeaders(where, "config 'defaultHeaders'", config?.defaultHeaders);
  checkHeader(where, "config 'defaultXhrHeader'", XHR, config?.defaultXhrHeader);
  checkHeader(where, "config 'defaultPostHeader'", TYPE, config?.defaultPostHeader);
}

const METHOD: Rule = [(v) => isString(v) && TOKEN.test(v), 'an HTTP method name'];
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
  timeout: [(v) => isTimeout(v) && v > 0, 'a number of ms > 0'],
  extraParams: [(v) => v === null || isParams(v), PARAMS],
  defaultXhrHeader: 'string',
  defaultPostHeader: 'string',
  maxConcurrent: [(v) => v === Infinity || (isCount(v) && v > 0), 'a whole number ≥ 1'],
  ...SHARED,
};

/** The rules of the options of one request (`null` passes as absent). */
const OPTION_RULES: Record<string, Rule> = {
  url: [(v) => isString(v) || isFn(v), 'a string or a function'],
  method: METHOD,
  params: [(v) => isParams(v) || isFn(v), 'an object, a query string or a function'],
  urlParams: [isParams, PARAMS],
  xmlData: [(v) => isString(v) || isObj(v), 'a string or an XML document'],
  rawData: [
    (v) => isString(v) || v instanceof ArrayBuffer || ArrayBuffer.isView(v) || isBlob(v),
    'a string, bytes or a Blob',
  ],
  timeout: MS,
  ...SHARED,
  binary: 'boolean',
  signal: [
    (v) => isObj(v) && typeof v.aborted === 'boolean' && isFn(v.addEventListener),
    'an AbortSignal',
  ],
  success: 'function',
  failure: 'function',
  callback: 'function',
};

/** The rules of a `retry` object (`limit` is required). */
const RETRY_RULES: Record<string, Test> = {
  limit: COUNT,
  methods: [listOf(isString), 'an array of method names'],
  statuses: [listOf(Number.isInteger), 'an array of HTTP statuses'],
  backoff: KINDS.function,
  maxRetryAfter: MS,
  timeouts: KINDS.boolean,
};

/**
 * Checks the options of one request before anything happens (before `beforerequest`): wrong
 * types and unsafe headers (also in the connection's `defaultHeaders`) throw a TypeError.
 */
export function checkOptions(options: RequestOptions, conn: ConnectionLike): void {
  checkObject(REQUEST, options, 'options');
  check(REQUEST, options, OPTION_RULES, true, 'option');
  if (options.async === false) raise(REQUEST, 'synchronous requests are not supported');
  if (options.form !== undefined || options.isUpload) {
    raise(REQUEST, 'form upload is not supported');
  }
  retryPolicy(options.retry, 0);
  checkHeaders(REQUEST, HEADERS, options.headers);
  checkHeaders(REQUEST, DEFAULTS, conn.defaultHeaders);
}

/**
 * The complete retry policy of the `retry` option (a number or {@link RetryOptions}), checked;
 * `null` when there are no retries (no option, or a limit of 0).
 */
export function retryPolicy(
  retry: number | RetryOptions | null | undefined,
  timeout: number,
): RetryPolicy | null {
  if (retry === undefined || retry === null) return null;
  const r: Any = isCount(retry) ? { limit: retry } : retry;
  if (!isMap(r)) fail(REQUEST, "option 'retry'", COUNT[1] + ' or an object', retry);
  // eslint-disable-next-line guard-for-in
  for (const name in RETRY_RULES) {
    const value = r[name];
    const [ok, expected] = RETRY_RULES[name];
    if ((value !== undefined || name === 'limit') && !ok(value)) {
      fail(REQUEST, `option 'retry.${name}'`, expected, value);
    }
  }
  return r.limit === 0
    ? null
    : {
        limit: r.limit,
        methods: r.methods ? r.methods.map((m: string) => m.toUpperCase()) : DEFAULT_METHODS,
        statuses: r.statuses ? r.statuses.slice() : DEFAULT_STATUSES,
        backoff: r.backoff || defaultBackoff,
        maxRetryAfter: r.maxRetryAfter ?? timeout,
        timeouts: r.timeouts === true,
      };
}

/**
 * `source[name]` as a query string: a function's result (called with `scope` and the options),
 * an object (encoded) or text.
 */
function query(source: Any, name: string, options: RequestOptions, scope?: unknown): string {
  let params = source[name];
  if (isFn(params)) {
    params = params.call(scope, options);
    if (params !== undefined && params !== null && !isParams(params)) {
      fail(REQUEST, `the result of option '${name}'`, PARAMS, params);
    }
  }
  return params === undefined || params === null
    ? ''
    : isString(params)
      ? params
      : toQueryString(params);
}

/**
 * Works out what one request sends. Runs after `beforerequest` (whose listeners may have
 * changed the options), so it checks the headers again as it gathers them.
 */
export function prepare(conn: ConnectionLike, options: RequestOptions): Prepared {
  const scope = options.scope;
  /** The option, else (when `null` or `undefined`) the connection's value. */
  const opt = (name: string) => options[name] ?? (conn as Any)[name];
  let url: Any = opt('url');
  if (isFn(url)) url = url.call(scope, options);
  if (!isString(url) || url === '') {
    raise(REQUEST, `no URL (no url option or config), got ${describe(url)}`);
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
      ? [params || null, params ? conn.defaultPostHeader : '']
      : data === raw
        ? [
            raw as Body,
            isString(raw)
              ? 'text/plain'
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
  if (contentType === conn.defaultPostHeader) {
    checkHeader(REQUEST, ofConn('defaultPostHeader'), TYPE, contentType);
  }
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of byLower.values()) {
    if (value !== null && value !== undefined) headers[name] = String(value);
  }

  const timeout = options.timeout || conn.timeout;
  if (!isTimeout(timeout)) fail(REQUEST, ofConn('timeout'), 'a number of ms > 0', timeout);
  return {
    method,
    url,
    headers,
    body,
    timeout,
    withCredentials: opt('withCredentials'),
    binary: options.binary === true,
    retry: retryPolicy(options.retry, timeout),
  };
}

function serializeXml(doc: unknown): string {
  const Serializer = (globalThis as Any).XMLSerializer;
  if (typeof Serializer !== 'function')
    fail(REQUEST, "option 'xmlData'", 'a string where no XMLSerializer exists', doc);
  return new Serializer().serializeToString(doc);
}
