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
import { defineValue, isArray, isFn, isMap, isObj, isString, keys } from '../../../lib/check';
import { KINDS, cfg, declareConfigs, fail, type OwnConfigs, type Test } from '../../../lib/config';
import { raise } from '../../../lib/Error';
import { encode, encodeString } from '../../../lib/lang/JSON';
import { isUnsafeKey } from '../../../lib/lang/Object';
import { urlAppend } from '../../../lib/lang/String';
import { COUNT, MS, checkHeader, isCount } from '../Connection.options';
import {
  RequestError,
  jsonBodyOf,
  type Conflict,
  type RequestErrorInit,
} from '../Connection.errors';
import { isEqual, isIdValue } from '../Model.define';
import { Request } from '../Request';
import { ResultSet } from '../ResultSet';
import { Reader } from '../reader/Reader';
import { ACTIONS, type Action, type Operation } from '../Operation';
import { Proxy, type ProxyCallback, type ProxyConfig } from './Proxy';
import '../writer/Json';
import type { Model } from '../Model';
import type { Field } from '../Field';
import type { ServerRow } from '../Operation';
import type { ConnectionResponse, RequestOptions, RetryOptions } from '../Connection.types';
import type { Sorter, SorterConfig } from '../../util/Sorter';
import type { Grouper } from '../../util/Grouper';
import type { Filter, FilterConfig } from '../../util/Filter';

export type { ProxyCallback } from './Proxy';

/**
 * The name of a request parameter: `null`, `false` or `''` sends none (`undefined` means "not
 * set": the default name applies).
 */
export type ParamName = string | null | undefined | false;

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

/**
 * @internal What an answer amounts to (see `ServerProxy#getOutcome`): what the reader read,
 * or a failure with Ext's error shape and a typed `RequestError`.
 */
export interface Outcome {
  /** What the reader read (also on `success: false`). */
  resultSet?: ResultSet;
  /** Set on failure: the typed error. */
  error?: RequestError;
  /** Set on failure: the error in Ext JS 4's shape, for `operation.getError()`. */
  extError?: unknown;
}

/**
 * The configs on the instance, as `ServerProxyConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface ServerProxy extends OwnConfigs<ServerProxyConfig, ProxyConfig, 'api'> {}

export class ServerProxy extends Proxy {
  /** The URL per action, with the canonical keys (see `api` of {@link ServerProxyConfig}). */
  declare api: Record<string, string>;
  /** The request sent last (what `abort()` aborts). */
  declare lastRequest?: Request;

  override $construct(config?: ServerProxyConfig) {
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
  getIdempotencyKey(records: Model[] | undefined): string | undefined {
    const first = records?.[0];
    if (!isObj(first)) return undefined;
    const count = records!.length;
    const members = records!.map((record) => String(record && record.internalId)).join('\n');
    const held = (first as { [IDEMPOTENCY]?: IdempotencyEntry })[IDEMPOTENCY];
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
        const grouper = groupers![0];
        params[groupParam as string] = grouper.property;
        const dirParam = this.groupDirectionParam;
        if (dirParam) params[dirParam] = grouper.direction || 'ASC';
      } else {
        params[groupParam as string] = this.encodeGroupers(groupers!);
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
          ((first as Grouper).isGrouper === true || first.property === groupers![0].property)
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
  encodeSorters(sorters: ReadonlyArray<Sorter | SorterConfig>): string {
    return this.encodeList(sorters as readonly Row[], 'property', 'direction');
  }

  /** Groupers as JSON text, in the shape of `encodeSorters`. */
  encodeGroupers(groupers: ReadonlyArray<Sorter | SorterConfig>): string {
    return this.encodeSorters(groupers);
  }

  /** Filters as JSON text: `[{"property":"name","value":"Ad"}]`, those two keys only. */
  encodeFilters(filters: ReadonlyArray<Filter | FilterConfig>): string {
    return this.encodeList(filters as readonly Row[], 'property', 'value');
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
    if (!url) this.missingUrl(request);
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
    return this.notImplemented('doRequest');
  }

  /** @internal Every action goes through `doRequest`. */
  override $runAction(
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
  ): (
    options: unknown,
    success: boolean | undefined,
    response: ConnectionResponse | undefined,
  ) => void {
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
    response: ConnectionResponse | undefined,
    callback?: ProxyCallback,
    scope?: unknown,
  ): void {
    const ok = success === true;
    const { resultSet, error, extError } = this.getOutcome(ok, operation, request, response);
    operation.response = response;
    if (resultSet) operation.resultSet = resultSet;
    if (error) {
      operation.setException(extError);
      operation.requestError = error;
      // Kept on the record until settled (`record.resolveConflict`) or saved.
      for (const conflict of error.conflicts || []) conflict.record.conflict = conflict;
      operation.setCompleted();
      this.fireEvent('exception', this, response, operation);
    } else {
      const records =
        operation.action !== 'read'
          ? operation.records
          : operation.id !== undefined && resultSet!.records;
      // The ETag of a single-row answer is that row's: an update of it sends it in If-Match.
      if (records && records.length === 1)
        records[0].etag = response?.getResponseHeader?.('etag') || undefined;
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
  retryFor(request: Request): RetryOptions | undefined {
    const retry = this.retry;
    if (!retry) return undefined;
    const { writes, ...options }: RetryConfig =
      typeof retry === 'number' ? { limit: retry } : (retry as RetryConfig);
    if (!options.limit || (request.action !== 'read' && writes !== true)) return undefined;
    // The Connection repeats only GET, HEAD and OPTIONS unless told otherwise: name the
    // method, so a read sent as POST and an allowed write are retried too.
    if (!options.methods) options.methods = [request.method];
    return options as RetryOptions;
  }

  /**
   * @internal `applyEncoding` of `[{[a]: item[a], [b]: item[b]}, ...]`. While `applyEncoding`
   * is `Lib.JSON.encode`, the text is written directly (the same text, without the objects and
   * the generic encoder's walk: every read request encodes its sorters and filters).
   */
  encodeList(list: readonly Row[], a: string, b: string): string {
    const count = list.length;
    if (this.applyEncoding !== ServerProxy.prototype.applyEncoding) {
      const min = new Array(count);
      for (let i = 0; i < count; i++) min[i] = { [a]: list[i][a], [b]: list[i][b] };
      return this.applyEncoding(min);
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

  /** @internal Throws the error of a request without a URL, naming the proxy and the action. */
  missingUrl(request: Request): never {
    raise(
      `${this.$className}#buildUrl`,
      `${this.$className} has no url for the '${request.action}' action`,
    );
  }

  /**
   * @internal How `processResponse` judges an answer (`transportOk` is the Connection's
   * success flag): read through the reader into a ResultSet, or a failure with Ext's error
   * shape (`{status, statusText}`, the server's message or the parse message) and a typed
   * `RequestError` (kind `http`, `timeout`, `abort`, `network`, `parse` or `server`). It does
   * not touch the operation's records: the caller commits them only on success.
   */
  getOutcome(
    transportOk: boolean,
    operation: Operation,
    request: Request,
    response: ConnectionResponse | undefined,
  ): Outcome {
    /** A failure: Ext's error, and the typed one (or the facts of a new one, about the answer). */
    const failure = (
      extError: unknown,
      error: RequestError | RequestErrorInit,
      resultSet?: ResultSet,
    ): Outcome => ({
      error: RequestError.isRequestError(error)
        ? error
        : new RequestError({
            ...answered,
            method: response?.request?.method ?? request.method,
            url: response?.request?.url ?? request.url,
            response,
            sourceMethod: `${this.$className}#processResponse`,
            ...error,
          }),
      extError,
      resultSet,
    });
    const status = response?.status;
    // Ext's error of a refused answer.
    const answered = { status, statusText: response?.statusText };
    if (!transportOk && (status === 412 || status === 409)) {
      const conflicts = this.getConflicts(operation, response!);
      const records = operation.records || [];
      const sent = operation.sentData;
      const version = records[0]?.versionProperty;
      // Each current row is what was sent: an earlier attempt of this very write landed (its
      // answer lost or late). The write succeeded; the rows bring the new version.
      const landed =
        operation.action === 'update' &&
        sent &&
        conflicts.length === records.length &&
        conflicts.every(
          ({ record, current }, i) =>
            current &&
            record.fields.items.every(
              (field: Field) =>
                !field.persist ||
                field.name === version ||
                isEqual(current.data[field.name], sent[i][field.name]),
            ),
        );
      return landed
        ? { resultSet: new ResultSet({ records: conflicts.map((c) => c.current), success: true }) }
        : failure(answered, { kind: 'conflict', conflicts });
    }
    if (!transportOk) {
      return response
        ? failure(
            answered,
            RequestError.isRequestError(response.error)
              ? response.error
              : RequestError.from(response, request as unknown as RequestOptions),
          )
        : // A `beforerequest` listener cancelled the request: nothing was sent.
          failure(
            { status: -1, statusText: 'transaction aborted' },
            { kind: 'abort', detail: 'a beforerequest listener cancelled it' },
          );
    }
    let resultSet: ResultSet | string;
    try {
      resultSet = this.readResponse(response);
    } catch (error) {
      const message = isString((error as Thrown | undefined)?.msg)
        ? (error as Thrown).msg
        : isString((error as Thrown | undefined)?.message)
          ? (error as Thrown).message
          : String(error);
      return failure(message, { kind: 'parse', detail: message, cause: error });
    }
    if (isString(resultSet)) return failure(resultSet, { kind: 'parse', detail: resultSet });
    const message = resultSet.message;
    if (resultSet.success === false) {
      return failure(
        message,
        {
          kind: 'server',
          detail:
            message === undefined || message === null || message === ''
              ? 'it answered success: false'
              : String(message),
          fieldErrors: RequestError.fieldErrorsOf(this.getReader().rawData),
        },
        resultSet,
      );
    }
    const action = operation.action;
    const missing = action === 'create' && this.createdWithoutId(operation, resultSet.records);
    let text = missing && `the create of ${missing} was answered without an id for it`;
    if (action === 'update' || action === 'destroy') {
      // A row of another record must not be copied into this one (its role, say).
      const ids = (operation.records || []).map((record: Model) => String(record.getId()));
      const stray = this.rowIds(resultSet.records).find(
        (id) => isIdValue(id) && !ids.includes(String(id)),
      );
      if (stray !== undefined) text = `the ${action} was answered with the row of id ${stray}`;
    }
    return text ? failure(text, { kind: 'server', detail: text }, resultSet) : { resultSet };
  }

  /**
   * @internal The ResultSet the reader makes of an answer's body, or the message of a body it
   * could not decode. An empty body (a 204, say) is an empty, successful ResultSet.
   */
  readResponse(response: ConnectionResponse | undefined): ResultSet | string {
    const reader = this.getReader();
    if (!response?.responseXML && /^\s*$/.test(response?.responseText ?? '')) {
      return (reader.nullResultSet || Reader.prototype.nullResultSet).call(reader);
    }
    // A reader that replaces `read` itself is trusted with the whole job.
    if (!(reader instanceof Reader) || reader.read !== Reader.prototype.read) {
      return reader.read(response);
    }
    const data = reader.getResponseData(response!);
    if (data instanceof ResultSet) {
      // Readers report an undecodable body as an unsuccessful ResultSet with the reason.
      return data.success === false
        ? String(data.message ?? 'the body could not be decoded')
        : data;
    }
    return reader.readRecords(data);
  }

  /**
   * @internal The first client record of a create that the server's answer gives no id: a
   * label for it (`'App.User-ext-record-3'`), or `undefined` when every phantom record got one.
   */
  createdWithoutId(operation: Operation, serverRecords: ServerRow[]): string | undefined {
    const records = operation.records || [];
    const ids = this.rowIds(operation.$matchServerRecords(serverRecords));
    const missing = records.find(
      (record: Model, i: number) => record && record.phantom === true && !isIdValue(ids[i]),
    );
    return missing && String(missing.id ?? 'a new record');
  }

  /**
   * @internal The id of each server record as its row sent it (not as converted: an int id
   * field turns a missing id into 0); `undefined` where there is none.
   */
  rowIds(serverRecords: Array<ServerRow | undefined>): unknown[] {
    let getId: ((raw: unknown) => unknown) | null | undefined;
    try {
      getId = this.getReader().getPlan().getId;
    } catch {
      // No plan to read ids with (a reader of another kind, or no model): the records' own ids.
    }
    return serverRecords.map((server) =>
      isObj(server) && server.isModel
        ? getId
          ? getId((server as never as Model).raw)
          : (server as never as Model).getId()
        : undefined,
    );
  }

  /**
   * @internal The records of a write the server refused as stale (a 412 or 409 answer): those
   * its JSON body names in `conflicts: [{id, current}]`, else every record, each with the
   * server's `current` row read by the reader (for one record: the body's `current`, its
   * `etag` the answer's ETag).
   */
  getConflicts(operation: Operation, response: ConnectionResponse): Conflict[] {
    const body = (jsonBodyOf(response) || {}) as { conflicts?: unknown; current?: unknown };
    const list = body.conflicts;
    const records = operation.records || [];
    const out: Conflict[] = [];
    for (const record of records) {
      // Without a list, every record; the body's row belongs to a write of one.
      const entry = isArray(list)
        ? list.find((item) => isObj(item) && String(item.id) === String(record.getId()))
        : records.length === 1
          ? body
          : {};
      if (!entry) continue;
      let current: Model | undefined;
      try {
        if (isObj(entry.current)) current = this.getReader().extractData([entry.current])[0];
      } catch {
        // A row the reader cannot read: the conflict stands without it.
      }
      if (current && entry === body) current.etag = response.getResponseHeader?.('etag');
      out.push({ record, current, action: operation.action });
    }
    return out;
  }
}

/** A plain object's members. */
type Row = Record<string, unknown>;
/** What a reader may throw (a `Lib.Error` has `msg`). */
type Thrown = { msg?: string; message?: string };

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
    const crypto = (globalThis as { crypto?: Crypto }).crypto;
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

/** The rule of a URL config. */
const URL_STRING: Test = [isString, 'a URL string'];
/** The rule of a parameter name config; `null`, `false` and `''` send no parameter. */
const PARAM: Test = [(v) => isString(v) || v === null || v === false, 'a parameter name'];

/**
 * @internal Runs `test(key, value, what)` for each member of an object config, `what` naming
 * the member (`config 'api.read'`). Does nothing for a value that is not an object.
 */
export function eachMember(
  value: unknown,
  what: string,
  test: (key: string, value: unknown, what: string) => void,
): void {
  if (isMap(value)) {
    for (const key of keys(value)) test(key, value[key], `${what.slice(0, -1)}.${key}'`);
  }
}

/** @internal Throws unless `key` is one of `allowed`, naming the member. */
export function checkKey(
  where: string,
  what: string,
  key: string,
  allowed: readonly string[],
): void {
  if (!allowed.includes(key)) fail(where, what, 'a key of ' + allowed.join(', '), key);
}

/** The `api` rule: an object whose keys are actions (or `load`, `save`) and values URLs. */
const API: Test = [
  (v, where, what) => {
    eachMember(v, what, (key, url, at) => {
      checkKey(where, at, key, [...ACTIONS, 'load', 'save']);
      if (url !== undefined && url !== null && !isString(url)) fail(where, at, URL_STRING[1], url);
    });
    return isMap(v);
  },
  'an object',
];

/** The `headers` rule: an object of header names whose values hold no CR or LF. */
const HEADERS: Test = [
  (v, where, what) => {
    eachMember(v, what, (name, value) =>
      checkHeader(where, what, name, value, 'a string or a number'),
    );
    return isMap(v);
  },
  'an object',
];

/** The `retry` rule: `false`, a count or an object whose `limit` and `writes` are checked. */
const RETRY: Test = [
  (v, where, what) => {
    eachMember(v, what, (key, value, at) => {
      const [ok, expected]: Test =
        key === 'limit' ? COUNT : key === 'writes' ? KINDS.boolean : KINDS.any;
      if (value !== undefined && !ok(value, where, at)) fail(where, at, expected, value);
    });
    return v === false || isCount(v) || isMap(v);
  },
  'an object, a retry count or false',
];

/**
 * The `api` of a proxy as its own object with the canonical keys: `load` and `save` (the
 * keys of Ext's documented example) stand for `read` and `update` when those are absent.
 */
function normalizeApi(api: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ACTIONS) {
    const alias = key === 'read' ? 'load' : key === 'update' ? 'save' : key;
    const url = api && (isString(api[key]) ? api[key] : api[alias]);
    if (isString(url)) out[key] = url;
  }
  return out;
}

registerClass(ServerProxy, 'Lib.data.proxy.Server', {
  $configs: declareConfigs<ServerProxyConfig, ProxyConfig>({
    url: cfg(URL_STRING),
    api: cfg(API, {}),
    noCache: true,
    cacheString: cfg('name', '_dc'),
    // `null` is a name of its own: it sends no parameter.
    pageParam: cfg(PARAM, 'page', true),
    startParam: cfg(PARAM, 'start', true),
    limitParam: cfg(PARAM, 'limit', true),
    sortParam: cfg(PARAM, 'sort', true),
    directionParam: cfg(PARAM, 'dir', true),
    groupParam: cfg(PARAM, 'group', true),
    groupDirectionParam: cfg(PARAM, 'groupDir', true),
    filterParam: cfg(PARAM, 'filter', true),
    idParam: cfg(PARAM, 'id', true),
    simpleSortMode: false,
    simpleGroupMode: false,
    extraParams: cfg('object', {}),
    headers: cfg(HEADERS),
    timeout: cfg(MS, 30000),
    retry: cfg(RETRY, { limit: 2 }),
    idempotencyKey: true,
  }),
  alias: 'proxy.server',
  alternateClassName: 'Lib.data.ServerProxy',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Server': typeof ServerProxy;
  }
  interface AliasMap {
    'proxy.server': typeof ServerProxy;
  }
}
