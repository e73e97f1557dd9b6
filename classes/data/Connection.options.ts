/**
 * The request options of `Lib.data.Connection` and the rules its configs share with them: the
 * option rules (`OPTION_RULES`, checked by `Connection#checkRequestOptions` before anything is
 * sent), the header checks (no CR, LF, NUL or char beyond Latin-1 ever reaches the wire), the retry policy made from
 * the `retry` option, and the helpers `Connection#prepare` uses to turn options into what is
 * sent (the query string, the XML body).
 *
 * @example
 *   retryPolicy({limit: 2}, 30000); // {limit: 2, methods: ['GET', 'HEAD', 'OPTIONS'], ...}
 *   checkHeader(REQUEST, "option 'headers'", 'X-A', 'a\r\nb'); // TypeError: ... contains CR, LF or NUL
 */
import { isArray, isFn, isMap, isObj, isString, keys } from '../../lib/check';
import { checkOptions, fail, type Rule, type Test } from '../../lib/config';
import { toQueryString } from '../../lib/lang/Object';
import type { RequestOptions, RetryOptions } from './Connection.types';

/** A request body as the transports take it. */
export type Body = string | ArrayBuffer | ArrayBufferView | Blob | FormData;

/** A retry policy with every field of {@link RetryOptions} filled in (methods upper-cased). */
export type RetryPolicy = Required<RetryOptions>;

/**
 * What is sent, worked out from the options and the connection. Its `url`, `method` and `data`
 * are what Ext JS 4 called the request options (`openRequest` takes them).
 */
export interface Prepared {
  /** The method, upper-cased. */
  method: string;
  /** The URL with its query string (cache buster, params, urlParams). */
  url: string;
  /** Header names as given (the last spelling wins) → value; a null-prototype object. */
  headers: Record<string, string>;
  /** The body, or `null` (always for GET and HEAD). */
  data: Body | null;
  /** Timeout of each attempt in ms (`Infinity`: none). */
  timeout: number;
  /** Send credentials cross-origin. */
  withCredentials: boolean;
  /** Read the answer as bytes. */
  binary: boolean;
  /** `false`: sent synchronously (XMLHttpRequest only). */
  async: boolean;
  /** The user name for HTTP authentication; `''` when there is none. */
  username: string;
  /** Its password (`''` when there is none). */
  password: string;
  /** The retry policy, or `null` when there are no retries. */
  retry: RetryPolicy | null;
  /**
   * A redirect is a failure, not followed: for every method but GET and HEAD (a write
   * redirected would be sent again as a GET, and its answer taken for the write's).
   */
  noRedirect: boolean;
}

/** Where the errors of a request say they come from. */
export const REQUEST = 'Lib.data.Connection#request';
/** An HTTP token: what a header name or a method may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DEFAULT_STATUSES = [408, 429, 502, 503, 504];
const DEFAULT_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/** The header `useDefaultXhrHeader` sends. */
export const XHR = 'X-Requested-With';
/** The header of a body's content type. */
export const TYPE = 'Content-Type';
/** What `params`, `urlParams` and `extraParams` must be. */
export const PARAMS = 'an object or a query string';
/** The label of a connection field in messages. */
export const ofConn = (name: string) => "the connection's " + name;
/** The label of the connection's `defaultHeaders` in messages. */
export const DEFAULTS = ofConn('defaultHeaders');
/** The label of the `headers` option in messages. */
export const HEADERS = "option 'headers'";

/** 300 ms, doubling per retry, at most 10 s. */
export function defaultBackoff(attempt: number): number {
  return Math.min(300 * 2 ** (attempt - 1), 10_000);
}

/** A query string or an object of parameters. */
export const isParams = (v: unknown) => isString(v) || isMap(v);
/** A number of ms ≥ 0 (`Infinity` too; NaN fails the comparison). */
export const isTimeout = (v: unknown) => typeof v === 'number' && v >= 0;
/** The rule of a number of ms ≥ 0. */
export const MS: Test = [isTimeout, 'a number of ms ≥ 0'];
/** A `Blob`, where the environment has them. */
export const isBlob = (v: unknown) => typeof Blob === 'function' && v instanceof Blob;
/** A `FormData` (a multipart body: the transport sets its content type and boundary). */
export const isFormData = (v: unknown) => typeof FormData === 'function' && v instanceof FormData;
/** A whole number ≥ 0. */
export const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
/** The rule of a whole number ≥ 0. */
export const COUNT: Test = [isCount, 'a whole number ≥ 0'];
const listOf = (ok: (v: unknown) => boolean) => (v: unknown) => isArray(v) && v.every(ok);

/**
 * Checks that a header name and value may be sent; `label` says where they came from. A name
 * that is no HTTP token, a value of another type than `types` names (default: string, number
 * or boolean; `null` and `undefined` pass) or one with CR, LF, NUL or a char outside Latin-1
 * throws a TypeError.
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
  // XHR and fetch only send ByteStrings: a wider char would fail inside send(), and reach the
  // caller as a retryable network error instead of this one.
  const wide = /[^\0-\u00ff]/.exec(value as string);
  if (wide) {
    const code = 'U+' + wide[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    bad(`'${name}' value`, `contains ${code}, outside Latin-1 (U+0000 to U+00FF)`);
  }
}

/** Checks every header of a map (`defaultHeaders` or `headers`). */
export function checkHeaders(where: string, label: string, headers: unknown): void {
  if (headers === undefined || headers === null) return;
  if (!isMap(headers)) fail(where, label, 'an object of header names', headers);
  for (const name of keys(headers)) checkHeader(where, label, name, headers[name]);
}

/** The rule of an `AbortSignal` (of a request, of an operation). */
export const SIGNAL: Test = [
  (v) => isObj(v) && typeof v.aborted === 'boolean' && isFn(v.addEventListener),
  'an AbortSignal',
];

/**
 * The rule of a user name for HTTP authentication: Basic authentication (RFC 7617) cannot carry
 * one with a colon; it would reach the server as another user and password.
 */
export const USERNAME: Test = [(v) => isString(v) && !v.includes(':'), "a string without ':'"];

/** The rule of a method name (an HTTP token). */
export const METHOD: Test = [(v) => isString(v) && TOKEN.test(v), 'an HTTP method name'];

/** The rules of the options of one request (`null` passes as absent). */
export const OPTION_RULES: Record<string, Rule> = {
  url: [(v) => isString(v) || isFn(v), 'a string or a function'],
  method: METHOD,
  params: [(v) => isParams(v) || isFn(v), 'an object, a query string or a function'],
  urlParams: [isParams, PARAMS],
  xmlData: [(v) => isString(v) || isObj(v), 'a string or an XML document'],
  rawData: [
    (v) =>
      isString(v) ||
      v instanceof ArrayBuffer ||
      ArrayBuffer.isView(v) ||
      isBlob(v) ||
      isFormData(v),
    'a string, bytes or a Blob (or a FormData)',
  ],
  timeout: MS,
  disableCaching: 'boolean',
  disableCachingParam: 'name',
  useDefaultXhrHeader: 'boolean',
  withCredentials: 'boolean',
  autoAbort: 'boolean',
  async: 'boolean',
  username: USERNAME,
  password: 'string',
  binary: 'boolean',
  signal: SIGNAL,
  success: 'function',
  failure: 'function',
  callback: 'function',
};

/** The rules of a `retry` object (`limit` is required). */
const RETRY_RULES: Record<string, Rule> = {
  limit: COUNT,
  methods: [listOf(isString), 'an array of method names'],
  statuses: [listOf(Number.isInteger), 'an array of HTTP statuses'],
  backoff: 'function',
  maxRetryAfter: MS,
  timeouts: 'boolean',
};

/**
 * The complete retry policy of the `retry` option (a number or {@link RetryOptions}), checked;
 * `null` when there are no retries (no option, or a limit of 0).
 */
export function retryPolicy(
  retry: number | RetryOptions | null | undefined,
  timeout: number,
): RetryPolicy | null {
  if (retry === undefined || retry === null) return null;
  const r = (isCount(retry) ? { limit: retry } : retry) as RetryOptions;
  if (!isMap(r)) fail(REQUEST, "option 'retry'", COUNT[1] + ' or an object', retry);
  // `limit` is required: an absent one is checked as `null`.
  checkOptions(
    REQUEST,
    { ...r, limit: r.limit ?? null },
    RETRY_RULES,
    false,
    "option 'retry', member",
  );
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
export function query(
  source: object,
  name: string,
  options: RequestOptions,
  scope?: unknown,
): string {
  let params = (source as Record<string, unknown>)[name];
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

/** An XML document as text (`XMLSerializer`); where there is none, a TypeError. */
export function serializeXml(doc: unknown): string {
  const Serializer = (globalThis as { XMLSerializer?: typeof XMLSerializer }).XMLSerializer;
  if (typeof Serializer !== 'function')
    fail(REQUEST, "option 'xmlData'", 'a string where no XMLSerializer exists', doc);
  return new Serializer().serializeToString(doc as Node);
}
