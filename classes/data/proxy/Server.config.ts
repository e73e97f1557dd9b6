/**
 * The config types of the server proxies (`Lib.data.proxy.Server`, `Ajax`, `Rest`) and the
 * checks that run at construction: every value of a wrong type fails there with a
 * `TypeError` naming the class and the config, rather than as an odd request later.
 *
 * @example
 *   checkConfig('Lib.data.proxy.Rest', {timeout: '5s'}, SERVER_RULES);
 *   // TypeError: [Lib.data.proxy.Rest] config 'timeout' must be a number of ms ≥ 0, got '5s'
 */
import {
  KINDS,
  check,
  isFn,
  keys,
  fail as failWith,
  isMap as isObject,
  type Rule,
  type Test,
} from '../../../lib/check';
import { isString } from '../../../lib/check';
import { COUNT, MS, checkHeader, isCount } from '../Connection.options';
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

const ACTIONS = 'create read update destroy'.split(' ');
const METHODS = 'GET POST PUT PATCH DELETE'.split(' ');
const URL_STRING: Rule = [isString, 'a URL string'];
/** The rule of a parameter name config; a falsy one sends no parameter. */
export const PARAM: Test = [(v) => isString(v) || v === null || v === false, 'a parameter name'];

/** The checks of `Lib.data.proxy.Server`'s configs. */
export const SERVER_RULES: Rules = {
  url: URL_STRING,
  noCache: 'boolean',
  cacheString: 'name',
  simpleSortMode: 'boolean',
  simpleGroupMode: 'boolean',
  extraParams: 'object',
  headers: 'object',
  timeout: MS,
  retry: [(v) => v === false || isCount(v) || isObject(v), 'an object, a retry count or false'],
  api: 'object',
  idempotencyKey: 'boolean',
};
/**
 * The parameter name configs and their defaults (`pageParam: 'page'`, ...): `<name>Param`, or
 * `<name>Param:<default>` where the default is not the name.
 */
export const PARAM_DEFAULTS: Record<string, string> = {};
for (const entry of 'page start limit sort direction:dir group groupDirection:groupDir filter id'.split(
  ' ',
)) {
  const [name, value] = entry.split(':');
  PARAM_DEFAULTS[name + 'Param'] = value || name;
  SERVER_RULES[name + 'Param'] = PARAM;
}

/** The checks of `Lib.data.proxy.Ajax`'s own configs. */
export const AJAX_RULES: Rules = {
  actionMethods: 'object',
  binary: 'boolean',
  connection: [(v) => isObject(v) && isFn(v.request) && isFn(v.abort), 'a Lib.data.Connection'],
};

/** The checks of `Lib.data.proxy.Rest`'s own configs. */
export const REST_RULES: Rules = {
  appendId: 'boolean',
  format: 'string',
};

/**
 * Throws a `TypeError` naming `className` and the config when a value breaks its rule, also
 * for each member of `api`, `headers` (no CR or LF), `actionMethods` and `retry`.
 */
export function checkConfig(className: string, config: Any, rules: Rules): void {
  if (!isObject(config)) return;
  const fail = (name: string, expected: string, value: unknown) =>
    failWith(className, `config '${name}'`, expected, value);
  const each = (name: string, test: (key: string, value: Any, at: string) => void) => {
    const map = config[name];
    if (isObject(map)) for (const key of keys(map)) test(key, map[key], name + '.' + key);
  };
  check(className, config, rules);
  const keyed = (at: string, key: string, allowed: string[]) =>
    allowed.includes(key) || fail(at, 'a key of ' + allowed.join(', '), key);
  each('api', (key, value, at) => {
    keyed(at, key, [...ACTIONS, 'load', 'save']);
    if (value !== undefined && value !== null && !isString(value)) fail(at, URL_STRING[1], value);
  });
  each('headers', (name, value) =>
    checkHeader(className, "config 'headers'", name, value, 'a string or a number'),
  );
  each('actionMethods', (key, value, at) => {
    keyed(at, key, ACTIONS);
    if (!isString(value) || !METHODS.includes(value.toUpperCase())) {
      fail(at, 'one of ' + METHODS.join(', '), value);
    }
  });
  each('retry', (key, value, at) => {
    const [ok, expected]: Test =
      key === 'limit' ? COUNT : key === 'writes' ? KINDS.boolean : [() => true, ''];
    if (value !== undefined && !ok(value)) fail(at, expected, value);
  });
}

/**
 * The `api` of a proxy as its own object with the canonical keys: `load` and `save` (the
 * keys of Ext's documented example) stand for `read` and `update` when those are absent.
 */
export function normalizeApi(api: Record<string, Any> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ACTIONS) {
    const alias = key === 'read' ? 'load' : key === 'update' ? 'save' : key;
    const url = api && (isString(api[key]) ? api[key] : api[alias]);
    if (isString(url)) out[key] = url;
  }
  return out;
}
