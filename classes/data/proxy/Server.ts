/**
 * `Lib.data.proxy.Server` (alias `proxy.server`, also `Lib.data.ServerProxy`): the base of
 * the proxies that talk to a server. It turns an operation into a `Lib.data.Request` — the
 * paging, sort, filter and group parameters (`getParams`), `extraParams` and the operation's
 * `params` over them, the URL (`buildUrl`: `api[action]` or `url`, then `_dc`) — and reads the
 * answer back into the operation (`processResponse`). Sending is left to subclasses
 * (`doRequest`: `Lib.data.proxy.Ajax`, `Lib.data.proxy.Rest`).
 *
 * A failure of any kind (transport, HTTP status, unreadable body, `success: false`, a create
 * answered without an id) fires `exception(proxy, response, operation)` once and leaves the
 * records exactly as they were: only a success commits them.
 *
 * Beyond Ext JS 4: a create request carries an `Idempotency-Key` header (`idempotencyKey`,
 * default `true`), one stable key per record kept on it across retries, so a server that
 * honours it creates the record once even when a lost answer makes the client send it again.
 *
 * @example
 *   Lib.define('App.JsonpLike', {extend: 'Lib.data.proxy.Server', doRequest(op, cb, scope) {...}});
 *   proxy.buildRequest(op).params; // {page: 1, start: 0, limit: 25, sort: '[{"property":"name","direction":"ASC"}]'}
 */
import { registerClass } from '../../../lib/Class';
import { defineValue, fail, isFn, isObj } from '../../../lib/check';
import { raise } from '../../../lib/Error';
import { encode, encodeString } from '../../../lib/lang/JSON';
import { isUnsafeKey } from '../../../lib/lang/Object';
import { urlAppend } from '../../../lib/lang/String';
import { isString } from '../../../lib/check';
import { Request } from '../Request';
import type { Action, Operation } from '../Operation';
import { Proxy, notImplemented, type ProxyCallback } from './Proxy';
import {
  PARAM,
  PARAM_DEFAULTS,
  SERVER_RULES,
  checkConfig,
  normalizeApi,
  type ServerProxyConfig,
  type RetryConfig,
} from './Server.config';
import { outcomeOf } from './Server.response';
import '../writer/Json';

export type * from './Server.config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export type { ProxyCallback } from './Proxy';

export class ServerProxy extends Proxy {
  declare url?: string;
  declare api: Record<string, string>;
  declare noCache: boolean;
  declare cacheString: string;
  declare pageParam: string | null | undefined | false;
  declare startParam: string | null | undefined | false;
  declare limitParam: string | null | undefined | false;
  declare sortParam: string | null | undefined | false;
  declare directionParam: string | null | undefined | false;
  declare groupParam: string | null | undefined | false;
  declare groupDirectionParam: string | null | undefined | false;
  declare filterParam: string | null | undefined | false;
  declare idParam: string | null | undefined | false;
  declare simpleSortMode: boolean;
  declare simpleGroupMode: boolean;
  declare extraParams: Record<string, unknown>;
  declare headers?: Record<string, string | number>;
  declare timeout: number;
  declare retry: RetryConfig | number | false;
  /** Send an `Idempotency-Key` header with create requests (default `true`). */
  declare idempotencyKey: boolean;
  /** The request sent last (what `abort()` aborts). */
  declare lastRequest?: Any;

  override $construct(config?: ServerProxyConfig) {
    checkConfig(this.$className, config, SERVER_RULES);
    super.$construct(config);
    // Own copies: a config object (a model's proxy config, say) may serve several proxies,
    // and setExtraParam must not write into it or into the prototype's default.
    this.extraParams = { ...this.extraParams };
    this.api = normalizeApi(this.api);
    if (this.headers) this.headers = { ...this.headers };
    // Made now, so a wrong writer config fails here and not at the first save.
    this.setWriter(this.writer);
    return this;
  }

  /** Sets one of `extraParams` (sent with every request). */
  setExtraParam(name: string, value: unknown): void {
    if (!isString(name) || isUnsafeKey(name)) {
      fail(`${this.$className}#setExtraParam`, 'name', PARAM[1], name);
    }
    this.extraParams[name] = value;
  }

  /**
   * Makes the `Lib.data.Request` of an operation: the parameters are a copy of `extraParams`
   * overlaid with `operation.params`, then `getParams(operation)` fills in only the names
   * still unset (so `extraParams.page` wins over the real page, as in Ext JS 4), and
   * `idParam` gets `operation.id` when there is one. The URL comes from `buildUrl`. The
   * request is also stored as `operation.request`.
   */
  buildRequest(operation: Operation): Request {
    const computed = this.getParams(operation);
    let params: Record<string, unknown>;
    if (
      operation.params === undefined &&
      isEmpty(this.extraParams) &&
      this.getParams === ServerProxy.prototype.getParams
    ) {
      // Nothing overrides the computed parameters: use getParams' fresh object as it is
      // rather than copy it (most reads of a store take this path).
      params = computed;
    } else {
      params = {};
      copyParams(params, this.extraParams);
      copyParams(params, operation.params);
      for (const key in computed) if (params[key] === undefined) params[key] = computed[key];
    }
    const idParam = this.idParam;
    if (operation.id !== undefined && idParam && params[idParam] === undefined) {
      params[idParam] = operation.id;
    }
    const request = new Request({
      action: operation.action,
      params,
      records: operation.records,
      operation,
      url: operation.url,
      proxy: this,
    });
    request.url = this.buildUrl(request);
    if (operation.action === 'create' && this.idempotencyKey) {
      const key = this.getIdempotencyKey(operation.records);
      if (key !== undefined) request.headers = { ...request.headers, 'Idempotency-Key': key };
    }
    operation.request = request;
    return request;
  }

  /**
   * The `Idempotency-Key` of a create of `records`, `undefined` for none. One record's key is
   * `<page prefix>-<internalId>` (the prefix is random, made once per page; an internalId that
   * is not a short token is replaced by a counter); several records sent together
   * (`batchActions`) share one key for that set. The key is kept on the records (a hidden
   * property), so a retry of the same record — or the same set, in the same order — sends the
   * same key; a set that changed gets a new one. Only letters, digits and `.`, `_`, `~`, `-`
   * are ever in a key (never CR or LF).
   */
  getIdempotencyKey(records: Any[] | undefined): string | undefined {
    const first = records?.[0];
    if (!isObj(first)) return undefined;
    const count = records!.length;
    const members = records!.map((record) => String(record && record.internalId)).join('\n');
    const held: IdempotencyEntry | undefined = first[IDEMPOTENCY];
    if (held?.members === members) return held!.key;
    const id = String(first.internalId);
    const entry: IdempotencyEntry = {
      key:
        pagePrefix() +
        (count === 1 ? '-' + (TOKEN.test(id) ? id : 'n' + ++keySeq) : `-set${++keySeq}-${count}`),
      members,
    };
    for (const record of records!) {
      if (isObj(record)) defineValue(record, IDEMPOTENCY, entry);
    }
    return entry.key;
  }

  /**
   * The paging, grouping, sorting and filtering parameters of an operation: `page`, `start`
   * and `limit` when the operation has them (0 is sent); groupers as JSON in `group`, or with
   * `simpleGroupMode` `group=<property>&groupDir=<direction>`; sorters as JSON in `sort`, or
   * with `simpleSortMode` `sort=<property>&dir=<direction>`; filters as JSON in `filter`.
   * A parameter whose name config is falsy is not sent; empty lists send nothing.
   */
  getParams(operation: Operation): Record<string, unknown> {
    const params: Record<string, unknown> = {};
    const { page, start, limit, groupers, sorters, filters } = operation;
    const { pageParam, startParam, limitParam, groupParam, sortParam, filterParam } = this;
    if (pageParam && page !== undefined) params[pageParam] = page;
    if (startParam && start !== undefined) params[startParam] = start;
    if (limitParam && limit !== undefined) params[limitParam] = limit;
    const grouped = !!groupParam && !!groupers && groupers.length > 0;
    if (grouped) {
      if (this.simpleGroupMode) {
        const grouper = (groupers as Any[])[0];
        params[groupParam as string] = grouper.property;
        const dirParam = this.groupDirectionParam;
        if (dirParam) params[dirParam] = grouper.direction || 'ASC';
      } else {
        params[groupParam as string] = this.encodeGroupers(groupers as Any[]);
      }
    }
    if (sortParam && sorters && sorters.length > 0) {
      if (this.simpleSortMode) {
        // Ext JS 4 stores put the grouper first among the sorters, and simple mode then
        // sends the sorter after it: skip a leading grouper the same way.
        const first = sorters[0];
        const index =
          grouped &&
          sorters.length > 1 &&
          (first.isGrouper === true || first.property === (groupers as Any[])[0].property)
            ? 1
            : 0;
        params[sortParam] = sorters[index].property;
        const dirParam = this.directionParam;
        if (dirParam) params[dirParam] = sorters[index].direction;
      } else {
        params[sortParam] = this.encodeSorters(sorters);
      }
    }
    if (filterParam && filters && filters.length > 0) {
      params[filterParam] = this.encodeFilters(filters);
    }
    return params;
  }

  /** Sorters as JSON text: `[{"property":"name","direction":"ASC"}]`, those two keys only. */
  encodeSorters(sorters: Any[]): string {
    return encodeList(this, sorters, 'property', 'direction');
  }

  /** Groupers as JSON text, in the shape of `encodeSorters`. */
  encodeGroupers(groupers: Any[]): string {
    return this.encodeSorters(groupers);
  }

  /** Filters as JSON text: `[{"property":"name","value":"Ad"}]`, those two keys only. */
  encodeFilters(filters: Any[]): string {
    return encodeList(this, filters, 'property', 'value');
  }

  /** Encodes sorters, groupers and filters for the URL: `Lib.JSON.encode`. */
  applyEncoding(value: unknown): string {
    return encode(value);
  }

  /** The base URL of a request: `request.url`, else `api[action]`, else `url`. */
  getUrl(request: Request): string {
    return request.url || this.api[request.action as string] || this.url || '';
  }

  /**
   * The URL of a request: `getUrl`, then (with `noCache`) `cacheString=<Date.now()>` appended.
   * No URL at all is an error naming the proxy and the action.
   */
  buildUrl(request: Request): string {
    let url = this.getUrl(request);
    if (!url) missingUrl(this, request);
    const cacheString = this.cacheString;
    if (this.noCache && cacheString) {
      url = urlAppend(url, encodeURIComponent(cacheString) + '=' + Date.now());
    }
    return url;
  }

  /**
   * Sends the request of an operation and calls `callback(operation)` (with `scope`) once it
   * is answered. Server proxies must implement it; `create`, `read`, `update` and `destroy`
   * all delegate to it.
   */
  doRequest(_operation: Operation, _callback?: ProxyCallback, _scope?: unknown): unknown {
    return notImplemented(this, 'doRequest');
  }

  /** @internal Every action goes through `doRequest`. */
  override runAction(
    _action: Action,
    operation: Operation,
    callback?: ProxyCallback,
    scope?: unknown,
  ): unknown {
    return this.doRequest(operation, callback, scope);
  }

  /**
   * @internal The Connection's callback for one request: hands the answer to
   * `processResponse`.
   */
  createRequestCallback(
    request: Request,
    operation: Operation,
    callback?: ProxyCallback,
    scope?: unknown,
  ): (options: unknown, success: boolean | undefined, response: Any) => void {
    return (_options, success, response) => {
      if (this.lastRequest === request) this.lastRequest = undefined;
      this.processResponse(success, operation, request, response, callback, scope);
    };
  }

  /**
   * Reads the server's answer into the operation. On transport success the reader reads it;
   * unless it says `success: false` the operation gets the response and the ResultSet, its
   * records take what the server sent (a created record its new id) and are committed, and it
   * is completed and successful. Every failure — transport (`getError()` is `{status,
   * statusText}`), `success: false` (the server's message), an unreadable body (the parse
   * message) or a create answered without an id — leaves the records untouched, gives the
   * operation a typed error (`getRequestError()`) and fires `exception(proxy, response,
   * operation)` once. Then `callback(operation)` is called (with `scope`, default the proxy),
   * then `afterRequest(request, success)`.
   */
  processResponse(
    success: boolean | undefined,
    operation: Operation,
    request: Request,
    response: Any,
    callback?: ProxyCallback,
    scope?: unknown,
  ): void {
    const ok = success === true;
    const { resultSet, error, extError } = outcomeOf(this, ok, operation, request, response);
    operation.response = response;
    if (resultSet) operation.resultSet = resultSet;
    if (error) {
      operation.setException(extError);
      operation.requestError = error;
      operation.setCompleted();
      this.fireEvent('exception', this, response, operation);
    } else {
      operation.commitRecords(resultSet!.records);
      operation.setCompleted();
      operation.setSuccessful();
    }
    if (isFn(callback)) callback.call(scope || this, operation);
    this.afterRequest(request, ok);
  }

  /** Called after each answer has been processed; does nothing (a hook for subclasses). */
  afterRequest(_request: Request, _success: boolean): void {}

  /**
   * @internal The Connection's `retry` option for a request: `retry` (default `{limit: 2}`)
   * for a read, none for a write unless `retry.writes` is `true`; `undefined` for none.
   */
  retryFor(request: Request): Record<string, unknown> | undefined {
    const retry = this.retry;
    if (!retry) return undefined;
    const { writes, ...options }: RetryConfig =
      typeof retry === 'number' ? { limit: retry } : (retry as RetryConfig);
    if (!options.limit || (request.action !== 'read' && writes !== true)) return undefined;
    // The Connection repeats only GET, HEAD and OPTIONS unless told otherwise: name the
    // method, so a read sent as POST and an allowed write are retried too.
    if (!options.methods) options.methods = [request.method];
    return options;
  }
}

/**
 * `applyEncoding` of `[{[a]: item[a], [b]: item[b]}, ...]`. While `applyEncoding` is
 * `Lib.JSON.encode`, the text is written directly (the same text, without the objects and the
 * generic encoder's walk: every read request encodes its sorters and filters).
 */
function encodeList(proxy: ServerProxy, list: Any[], a: string, b: string): string {
  const count = list.length;
  if (proxy.applyEncoding !== ServerProxy.prototype.applyEncoding) {
    const min = new Array(count);
    for (let i = 0; i < count; i++) min[i] = { [a]: list[i][a], [b]: list[i][b] };
    return proxy.applyEncoding(min);
  }
  let out = '[';
  for (let i = 0; i < count; i++) {
    const item = list[i];
    const first = encodeMember(a, item[a]);
    const second = encodeMember(b, item[b]);
    out += (i === 0 ? '{' : ',{') + first + (first && second ? ',' : '') + second + '}';
  }
  return out + ']';
}

/** Throws the error of a request without a URL, naming the proxy and the action. */
export function missingUrl(proxy: ServerProxy, request: Request): never {
  raise(
    `${proxy.$className}#buildUrl`,
    `${proxy.$className} has no url for the '${request.action}' action`,
  );
}

/** The hidden property of a record that holds its idempotency key. */
const IDEMPOTENCY = '$idempotencyKey';
/** An internalId that may go in a key as it is. */
const TOKEN = /^[A-Za-z0-9._~-]{1,64}$/;

/** A record's key, and the records (their internalIds) it was made for. */
interface IdempotencyEntry {
  key: string;
  members: string;
}

let keyPrefix: string | undefined;
let keySeq = 0;

/**
 * The random part of every key this page sends: 16 hex digits from `crypto.getRandomValues`
 * (Math.random where there is no Web Crypto), made at the first create.
 */
function pagePrefix(): string {
  if (keyPrefix === undefined) {
    const bytes = new Uint8Array(8);
    const crypto = (globalThis as Any).crypto;
    if (isFn(crypto?.getRandomValues)) crypto.getRandomValues(bytes);
    // A Uint8Array keeps the integer part of what is stored.
    else for (let i = 0; i < 8; i++) bytes[i] = Math.random() * 256;
    keyPrefix = Array.from(bytes, (byte) => (byte + 256).toString(16).slice(1)).join('');
  }
  return keyPrefix;
}

function isEmpty(object: object | undefined): boolean {
  for (const _key in object) return false;
  return true;
}

/** Copies a parameter object's own keys (never `__proto__`, `constructor`, `prototype`). */
function copyParams(target: Record<string, unknown>, source: unknown): void {
  if (!isObj(source)) return;
  for (const key in source) {
    if (!isUnsafeKey(key)) target[key] = source[key];
  }
}

/** `"key":<JSON>` as `Lib.JSON.encode` writes an object member, `''` for a dropped one. */
function encodeMember(key: string, value: unknown): string {
  if (typeof value === 'string') return '"' + key + '":' + encodeString(value);
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return '"' + key + '":' + encode(value);
}

registerClass(ServerProxy, 'Lib.data.proxy.Server', {
  alias: 'proxy.server',
  alternateClassName: 'Lib.data.ServerProxy',
  noCache: true,
  cacheString: '_dc',
  ...PARAM_DEFAULTS,
  simpleSortMode: false,
  simpleGroupMode: false,
  timeout: 30000,
  retry: { limit: 2 },
  idempotencyKey: true,
  extraParams: {},
  api: {},
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Server': typeof ServerProxy;
  }
  interface AliasMap {
    'proxy.server': typeof ServerProxy;
  }
}
