/**
 * `Lib.data.proxy.Ajax` (alias `proxy.ajax`, also `Lib.data.HttpProxy` and
 * `Lib.data.AjaxProxy`): a server proxy that sends its requests through `Lib.Ajax`. Reads
 * are GET with the parameters in the query string; creates, updates and destroys are POST
 * with the writer's JSON (or XML) body (`actionMethods`, which an instance may change).
 *
 * Reads are retried by the Connection after a network error or a 408/429/502/503/504 answer
 * (`retry`, default `{limit: 2}`); writes are sent once unless `retry.writes` is `true`.
 *
 * @example
 *   const proxy = Lib.create('proxy.ajax', {url: '/users', model: 'App.User', reader: {root: 'items'}});
 *   proxy.read(Lib.create('Lib.data.Operation', {action: 'read', page: 1, start: 0, limit: 25}), done);
 *   // GET /users?_dc=1700000000000&page=1&start=0&limit=25
 */
import { registerClass, type ClassBody } from '../../../lib/Class';
import { isFn, isMap, isString, keys } from '../../../lib/check';
import { cfg, declareConfigs, fail, type OwnConfigs, type Test } from '../../../lib/config';
import { isUnsafeKey } from '../../../lib/lang/Object';
import { Ajax } from '../../Ajax';
import type { Connection } from '../Connection';
import { ACTIONS, type Action, type Operation } from '../Operation';
import type { Request } from '../Request';
import type { ConnectionRequest, RequestOptions } from '../Connection.types';
import {
  ServerProxy,
  checkKey,
  eachMember,
  type ProxyCallback,
  type ServerProxyConfig,
} from './Server';

/** An HTTP method a proxy may use for an action. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AjaxProxyConfig extends ServerProxyConfig {
  /**
   * The HTTP method per action, merged over the class's (Ajax: create POST, read GET, update
   * POST, destroy POST; Rest: POST, GET, PUT, DELETE). A subclass body may name only the
   * actions it changes (`actionMethods: {update: 'PATCH'}`): it is merged over its parent's.
   */
  actionMethods?: Partial<Record<Action, HttpMethod | Lowercase<HttpMethod>>>;
  /** Read response bodies as bytes (default `false`). */
  binary?: boolean;
  /**
   * The `Lib.data.Connection` requests go through (default `Lib.Ajax`, shared by every proxy):
   * give a proxy its own to limit its requests in flight (`maxConcurrent`) or to set its own
   * default headers.
   */
  connection?: { request(options: object): unknown; abort(request?: unknown): void };
}

/**
 * The configs on the instance, as `AjaxProxyConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface AjaxProxy extends OwnConfigs<
  AjaxProxyConfig,
  ServerProxyConfig,
  'actionMethods' | 'connection'
> {}

const METHODS = 'GET POST PUT PATCH DELETE'.split(' ');

/** The `actionMethods` rule: an object of actions whose values are HTTP methods. */
const ACTION_METHODS: Test = [
  (v, where, what) => {
    eachMember(v, what, (key, method, at) => {
      checkKey(where, at, key, ACTIONS);
      if (!isString(method) || !METHODS.includes(method.toUpperCase())) {
        fail(where, at, 'one of ' + METHODS.join(', '), method);
      }
    });
    return isMap(v);
  },
  'an object',
];

export class AjaxProxy extends ServerProxy {
  /** The HTTP method per action (upper-case). */
  declare actionMethods: Record<string, HttpMethod>;
  /** The `Lib.data.Connection` requests go through (default `Lib.Ajax`). */
  declare connection?: Connection;

  override $construct(config?: AjaxProxyConfig) {
    super.$construct(config);
    // The class's actionMethods (merged over its parent's at define time, see
    // onClassExtended), then the config's, upper-cased.
    const methods: Record<string, string> = { ...Object.getPrototypeOf(this).actionMethods };
    const given: Record<string, unknown> = config?.actionMethods || {};
    for (const key of keys(given)) {
      if (!isUnsafeKey(key)) methods[key] = String(given[key]).toUpperCase();
    }
    this.actionMethods = methods as Record<string, HttpMethod>;
    return this;
  }

  /** The HTTP method of a request: `actionMethods[request.action]`. */
  getMethod(request: Request): string {
    return this.actionMethods[request.action as string];
  }

  /**
   * Builds the request (`buildRequest`), lets the writer put the records in it for anything
   * but a read (when `writesRecords`; otherwise the parameters go in `urlParams`), and sends it
   * with `request` of its `connection` (default `Lib.Ajax`): the request itself is the options,
   * with `method` (`getMethod`), the proxy's `headers` with the request's own over them (a
   * create's `Idempotency-Key`, an update's `If-Match`), `timeout`, `disableCaching: false`
   * (the proxy adds `_dc` itself), the operation's `signal` and the retries of `retry`. The answer goes to
   * `processResponse`, which calls `callback(operation)` with `scope`. Returns the request.
   */
  override doRequest(operation: Operation, callback?: ProxyCallback, scope?: unknown): Request {
    if (!operation.isRunning()) operation.setStarted();
    let request = this.buildRequest(operation);
    const options = request as RequestOptions;
    if (operation.allowWrite()) {
      if (this.writesRecords(request)) {
        request = this.getWriter().write(request);
      } else {
        // No body: the parameters go in the query string, where Ext JS 4 put them beside
        // its JSON body, rather than becoming a form-encoded body.
        options.urlParams = request.params;
        request.params = {};
      }
    }
    options.method = this.getMethod(request);
    options.headers = request.headers ? { ...this.headers, ...request.headers } : this.headers;
    options.timeout = this.timeout;
    options.binary = this.binary;
    options.disableCaching = false;
    options.signal = operation.signal;
    options.retry = this.retryFor(request);
    options.scope = this;
    options.callback = this.createRequestCallback(request, operation, callback, scope);
    this.lastRequest = request;
    // The connection's request object, for `abort`.
    options.$sent = (this.connection || Ajax).request(options);
    return request;
  }

  /**
   * Whether a write sends its records in the body (through the writer). Always, for the Ajax
   * proxy: its URLs do not name the records.
   */
  writesRecords(_request: Request): boolean {
    return true;
  }

  /** Aborts the request sent last, if it is still pending. */
  abort(): void {
    const sent = this.lastRequest?.$sent as ConnectionRequest | undefined;
    if (sent) (this.connection || Ajax).abort(sent);
  }
}

registerClass(AjaxProxy, 'Lib.data.proxy.Ajax', {
  $configs: declareConfigs<AjaxProxyConfig, ServerProxyConfig>({
    actionMethods: cfg(ACTION_METHODS, {
      create: 'POST',
      read: 'GET',
      update: 'POST',
      destroy: 'POST',
    }),
    binary: false,
    connection: cfg([(v) => isMap(v) && isFn(v.request) && isFn(v.abort), 'a Lib.data.Connection']),
  }),
  alias: 'proxy.ajax',
  alternateClassName: ['Lib.data.HttpProxy', 'Lib.data.AjaxProxy'],
  /**
   * A subclass body's `actionMethods` is merged over its parent's, once per class, so that it
   * may name only the actions it changes (`{update: 'PATCH'}`).
   */
  onClassExtended(cls: { superclass: AjaxProxy }, data: ClassBody) {
    if (isMap(data.actionMethods)) {
      data.actionMethods = { ...cls.superclass.actionMethods, ...data.actionMethods };
    }
  },
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Ajax': typeof AjaxProxy;
  }
  interface AliasMap {
    'proxy.ajax': typeof AjaxProxy;
  }
}
