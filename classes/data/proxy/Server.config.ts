/**
 * The config types of the server proxies (`Lib.data.proxy.Server`, `Ajax`, `Rest`) and the
 * checks that run at construction: every value of a wrong type fails there with a
 * `TypeError` naming the class and the config, rather than as an odd request later.
 *
 * @example
 *   checkConfig('Lib.data.proxy.Rest', {timeout: '5s'}, SERVER_RULES);
 *   // TypeError: [Lib.data.proxy.Rest] config 'timeout' must be a number of milliseconds ≥ 0, got '5s'
 */
import { check, fail as failWith, isMap as isObject, type Rule } from '../../../lib/check';
import { isUnsafeKey } from '../../../lib/lang/Object';
import type { Action } from '../Operation';
import type { ProxyConfig } from './Proxy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The name of a request parameter; a falsy value (`undefined`, `null`, `''`) sends none. */
export type ParamName = string | null | undefined | false;

/** An HTTP method a proxy may use for an action. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Retries of a request, handed to the Connection (`retry` of `Lib.Ajax.request`): how many
 * times a read is sent again after a network error or a 408, 429, 502, 503 or 504 answer,
 * with backoff and `Retry-After`. Writes are retried only with `writes: true`.
 */
export interface RetryConfig {
  /** Retries after the first attempt (default 2 for reads). */
  limit?: number;
  /** Retry creates, updates and destroys too (default `false`: a write is sent once). */
  writes?: boolean;
  /** Anything else the Connection's `retry` option takes (backoff, statuses...). */
  [key: string]: unknown;
}

export interface ServerProxyConfig extends ProxyConfig {
  /** The URL of the collection (default none: a request without `url` or `api` entry fails). */
  url?: string;
  /**
   * A URL per action, used before `url`: keys `create`, `read`, `update`, `destroy`
   * (default none). `load` and `save`, the keys of Ext's documented example, are accepted
   * as `read` and `update` when those are not given.
   */
  api?: Partial<Record<Action | 'load' | 'save', string>>;
  /** Add `cacheString=<timestamp>` to every URL (default `true`). */
  noCache?: boolean;
  /** The name of the cache-defeating parameter (default `'_dc'`). */
  cacheString?: string;
  /** The page parameter (default `'page'`). */
  pageParam?: ParamName;
  /** The start parameter (default `'start'`). */
  startParam?: ParamName;
  /** The limit parameter (default `'limit'`). */
  limitParam?: ParamName;
  /** The sort parameter (default `'sort'`). */
  sortParam?: ParamName;
  /** The direction parameter of `simpleSortMode` (default `'dir'`). */
  directionParam?: ParamName;
  /** The group parameter (default `'group'`). */
  groupParam?: ParamName;
  /** The group direction parameter of `simpleGroupMode` (default `'groupDir'`). */
  groupDirectionParam?: ParamName;
  /** The filter parameter (default `'filter'`). */
  filterParam?: ParamName;
  /** The parameter carrying `operation.id` (`Model.load(id)`) (default `'id'`). */
  idParam?: ParamName;
  /** Send one sorter as `sort=<property>&dir=<direction>` instead of JSON (default `false`). */
  simpleSortMode?: boolean;
  /** Send one grouper as `group=<property>&groupDir=<direction>` instead of JSON (default `false`). */
  simpleGroupMode?: boolean;
  /** Parameters sent with every request; an operation's `params` win over them (default `{}`). */
  extraParams?: Record<string, unknown>;
  /** Headers sent with every request (default none). CR and LF are refused. */
  headers?: Record<string, string | number>;
  /** Milliseconds to wait for a response (default 30 000). */
  timeout?: number;
  /**
   * Retries (default `{limit: 2}`, reads only); `false` or `0` for none; a number is the limit.
   */
  retry?: RetryConfig | number | false;
  /**
   * Send an `Idempotency-Key` header with each create request (default `true`), so that a
   * server which honours it creates a record once however often a lost or late answer makes
   * the client send it again. The key is stable per record (kept on it across retries; see
   * `getIdempotencyKey`); `false` sends none. Reads, updates and destroys never carry one.
   */
  idempotencyKey?: boolean;
}

export interface AjaxProxyConfig extends ServerProxyConfig {
  /**
   * The HTTP method per action, merged over the class's (Ajax: create POST, read GET, update
   * POST, destroy POST; Rest: POST, GET, PUT, DELETE).
   */
  actionMethods?: Partial<Record<Action, HttpMethod | Lowercase<HttpMethod>>>;
  /** Read response bodies as bytes (default `false`). */
  binary?: boolean;
  /** The connection requests go through (default the shared `Lib.Ajax`). */
  connection?: { request(options: object): unknown; abort(request?: unknown): void };
}

export interface RestProxyConfig extends AjaxProxyConfig {
  /** Append the record id (or the operation's id) to the URL (default `true`). */
  appendId?: boolean;
  /** A format suffix appended to every URL: `'json'` gives `/users/7.json` (default none). */
  format?: string;
}

/** The checks of a config: name → rule (see `lib/check.ts`). */
export type Rules = Record<string, Rule>;

const ACTIONS = ['create', 'read', 'update', 'destroy'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const CRLF = /[\r\n]/;

const PARAM: Rule = [
  (v) => typeof v === 'string' || v === null || v === false,
  "a parameter name (a string; '' or null to send none)",
];

/** The checks of `Lib.data.proxy.Server`'s configs. */
export const SERVER_RULES: Rules = {
  url: [(v) => typeof v === 'string', 'a URL string'],
  noCache: 'boolean',
  cacheString: [(v) => typeof v === 'string' && v !== '', 'a non-empty parameter name'],
  pageParam: PARAM,
  startParam: PARAM,
  limitParam: PARAM,
  sortParam: PARAM,
  directionParam: PARAM,
  groupParam: PARAM,
  groupDirectionParam: PARAM,
  filterParam: PARAM,
  idParam: PARAM,
  simpleSortMode: 'boolean',
  simpleGroupMode: 'boolean',
  extraParams: [isObject, 'an object of parameters'],
  headers: [isObject, 'an object of header names and values'],
  timeout: [
    (v) => typeof v === 'number' && v >= 0 && !Number.isNaN(v),
    'a number of milliseconds ≥ 0',
  ],
  retry: [
    (v) => v === false || (typeof v === 'number' && v >= 0 && Number.isInteger(v)) || isObject(v),
    'an object such as {limit: 2}, a retry count or false',
  ],
  api: [isObject, 'an object of URLs keyed by create, read, update and destroy'],
  idempotencyKey: 'boolean',
};

/** The checks of `Lib.data.proxy.Ajax`'s own configs. */
export const AJAX_RULES: Rules = {
  actionMethods: [isObject, "an object of HTTP methods keyed by action ({update: 'PUT'})"],
  binary: 'boolean',
  connection: [
    (v) => isObject(v) && typeof v.request === 'function' && typeof v.abort === 'function',
    'a Lib.data.Connection',
  ],
};

/** The checks of `Lib.data.proxy.Rest`'s own configs. */
export const REST_RULES: Rules = {
  appendId: 'boolean',
  format: [(v) => typeof v === 'string', "a format string such as 'json'"],
};

/** Throws a `TypeError` naming `className` and the config when a value breaks its rule. */
export function checkConfig(className: string, config: Any, rules: Rules): void {
  if (config === undefined || config === null || typeof config !== 'object') return;
  check(className, config, rules);
  if (isObject(config.api)) checkApi(className, config.api);
  if (isObject(config.headers)) checkHeaders(className, config.headers);
  if (isObject(config.actionMethods)) checkActionMethods(className, config.actionMethods);
  if (isObject(config.retry)) {
    const { limit, writes } = config.retry;
    if (
      limit !== undefined &&
      !(typeof limit === 'number' && limit >= 0 && Number.isInteger(limit))
    )
      fail(className, 'retry.limit', 'a whole number ≥ 0', limit);
    if (writes !== undefined && typeof writes !== 'boolean')
      fail(className, 'retry.writes', 'a boolean', writes);
  }
}

function fail(className: string, name: string, expected: string, value: unknown): never {
  failWith(className, `config '${name}'`, expected, value);
}

function checkApi(className: string, api: Record<string, unknown>): void {
  for (const key of Object.keys(api)) {
    if (!ACTIONS.includes(key) && key !== 'load' && key !== 'save') {
      fail(className, `api.${key}`, 'one of the keys create, read, update, destroy', api[key]);
    }
    const value = api[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fail(className, `api.${key}`, 'a URL string', value);
    }
  }
}

function checkHeaders(className: string, headers: Record<string, unknown>): void {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (name === '' || CRLF.test(name)) {
      fail(className, 'headers', 'header names without CR or LF', name);
    }
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      fail(className, `headers['${name}']`, 'a string', value);
    }
    if (CRLF.test(String(value))) {
      fail(className, `headers['${name}']`, 'a value without CR or LF', value);
    }
  }
}

function checkActionMethods(className: string, methods: Record<string, unknown>): void {
  for (const key of Object.keys(methods)) {
    if (!ACTIONS.includes(key)) {
      fail(className, `actionMethods.${key}`, 'keyed by create, read, update or destroy', key);
    }
    const value = methods[key];
    if (typeof value !== 'string' || !METHODS.includes(value.toUpperCase())) {
      fail(className, `actionMethods.${key}`, `one of ${METHODS.join(', ')}`, value);
    }
  }
}

/**
 * The `api` of a proxy as its own object with the canonical keys: `load` and `save` (the
 * keys of Ext's documented example) stand for `read` and `update` when those are absent.
 */
export function normalizeApi(api: Record<string, Any> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!api) return out;
  for (const key of ACTIONS) if (typeof api[key] === 'string') out[key] = api[key];
  if (out.read === undefined && typeof api.load === 'string') out.read = api.load;
  if (out.update === undefined && typeof api.save === 'string') out.update = api.save;
  return out;
}

/** The action methods of an instance: the class's, overlaid with the config's (upper-cased). */
export function mergeActionMethods(
  classMethods: Record<string, string> | undefined,
  given: Record<string, string> | undefined,
): Record<string, string> {
  const out: Record<string, string> = { ...classMethods };
  if (given) {
    for (const key of Object.keys(given)) {
      if (!isUnsafeKey(key)) out[key] = String(given[key]).toUpperCase();
    }
  }
  return out;
}
