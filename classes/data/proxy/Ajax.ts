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
import { registerClass } from '../../../lib/Class';
import { Ajax } from '../../Ajax';
import type { Connection } from '../Connection';
import type { Operation } from '../Operation';
import type { Request } from '../Request';
import { ServerProxy, type ProxyCallback } from './Server';
import {
  AJAX_RULES,
  checkConfig,
  mergeActionMethods,
  type AjaxProxyConfig,
  type HttpMethod,
} from './Server.config';

export type { AjaxProxyConfig } from './Server.config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export class AjaxProxy extends ServerProxy {
  /** The HTTP method per action. */
  declare actionMethods: Record<string, HttpMethod>;
  /** Read the response body as bytes (passed to the Connection; default `false`). */
  declare binary: boolean;
  /**
   * The `Lib.data.Connection` requests go through (default `Lib.Ajax`, shared by every proxy):
   * give a proxy its own to limit its requests in flight (`maxConcurrent`) or to set its own
   * default headers.
   */
  declare connection?: Connection;

  override $construct(config?: AjaxProxyConfig) {
    checkConfig(this.$className, config, AJAX_RULES);
    super.$construct(config);
    this.actionMethods = mergeActionMethods(
      classActionMethods(Object.getPrototypeOf(this)),
      config ? (config.actionMethods as Any) : undefined,
    ) as Record<string, HttpMethod>;
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
   * create's `Idempotency-Key`), `timeout`, `disableCaching: false` (the proxy adds `_dc`
   * itself), the operation's `signal` and the retries of `retry`. The answer goes to
   * `processResponse`, which calls `callback(operation)` with `scope`. Returns the request.
   */
  override doRequest(operation: Operation, callback?: ProxyCallback, scope?: unknown): Request {
    if (!operation.isRunning()) operation.setStarted();
    let request = this.buildRequest(operation);
    const options = request as Any;
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
    options.connectionRequest = (this.connection || Ajax).request(options);
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
    const request = this.lastRequest;
    if (request && request.connectionRequest) {
      (this.connection || Ajax).abort(request.connectionRequest);
    }
  }
}

/**
 * The action methods of a class: each class's own `actionMethods` over its parent's, so a
 * subclass body may name only the actions it changes (`{update: 'PATCH'}`).
 */
function classActionMethods(proto: Any): Record<string, string> {
  const chain: Array<Record<string, string>> = [];
  for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    if (Object.prototype.hasOwnProperty.call(p, 'actionMethods') && p.actionMethods) {
      chain.unshift(p.actionMethods);
    }
  }
  return Object.assign({}, ...chain);
}

registerClass(AjaxProxy, 'Lib.data.proxy.Ajax', {
  alias: 'proxy.ajax',
  alternateClassName: ['Lib.data.HttpProxy', 'Lib.data.AjaxProxy'],
  actionMethods: { create: 'POST', read: 'GET', update: 'POST', destroy: 'POST' },
  binary: false,
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.Ajax': typeof AjaxProxy;
  }
  interface AliasMap {
    'proxy.ajax': typeof AjaxProxy;
  }
}
