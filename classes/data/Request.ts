/**
 * `Lib.data.Request`: what a server proxy sends for one operation — the action, the URL, the
 * HTTP method, the query/form parameters and the body (`jsonData` or `xmlData`) a writer
 * produced. `buildRequest` makes it; `doRequest` hands it to `Lib.Ajax.request` as the options
 * (so the Connection's callback gets this very object back).
 *
 * @example
 *   const request = proxy.buildRequest(operation);
 *   request.url; // '/users/7?_dc=1700000000000'
 *   request.params; // {page: 1, start: 0, limit: 25}
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { isArray, isObj, isString } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, type OwnConfigs, type Test } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import type { Action, Operation } from './Operation';
import type { Proxy } from './proxy/Proxy';
import type { Model } from './Model';
import type { ConnectionRequest } from './Connection.types';
import type { JsonPRequest } from './JsonP';

export interface RequestConfig {
  /** The action: `'create'`, `'read'`, `'update'` or `'destroy'`. */
  action?: Action;
  /** Query (or form) parameters by name (default `{}`). */
  params?: Record<string, unknown>;
  /** The records of the operation, if any. */
  records?: Model[];
  /** The operation this request is for. */
  operation?: Operation;
  /** The URL (set by the proxy's `buildUrl`). */
  url?: string;
  /** The HTTP method (default `'GET'`; the proxy's `getMethod` sets it). */
  method?: string;
  /** A body sent as JSON (written by a json writer). */
  jsonData?: unknown;
  /** A body sent as XML text (written by an xml writer). */
  xmlData?: unknown;
  /** Request headers by name. */
  headers?: Record<string, string>;
  /** Milliseconds to wait for the response. */
  timeout?: number;
  /** The proxy that built the request. */
  proxy?: Proxy;
  [key: string]: unknown;
}

/** An object (arrays too, as ever). */
const OBJECT: Test = [isObj, 'an object'];

/**
 * The configs on the instance, as `RequestConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Request extends OwnConfigs<RequestConfig, object> {}

export class Request extends Base {
  /** Always `true`. */
  declare isRequest: true;
  /**
   * @internal Once sent, what `abort()` aborts: the connection's request (an Ajax proxy's), or
   * the script (a JsonP proxy's).
   */
  declare $sent?: ConnectionRequest | JsonPRequest | null;

  override $construct(config?: RequestConfig) {
    apply(this, checkConfigs(this, config));
    if (!this.params) this.params = {};
    return this;
  }

  /** The action of the request. */
  getAction(): Action | undefined {
    return this.action;
  }

  /** The parameters of the request. */
  getParams(): Record<string, unknown> {
    return this.params;
  }

  /** Replaces the parameters. */
  setParams(params: Record<string, unknown>): void {
    this.params = params;
  }

  /** The URL of the request. */
  getUrl(): string | undefined {
    return this.url;
  }

  /** Sets the URL. */
  setUrl(url: string): void {
    this.url = url;
  }

  /** The HTTP method. */
  getMethod(): string {
    return this.method;
  }

  /** The operation the request is for. */
  getOperation(): Operation | undefined {
    return this.operation;
  }

  /** The records of the request. */
  getRecords(): unknown[] | undefined {
    return this.records;
  }
}

registerClass(Request, 'Lib.data.Request', {
  $configs: declareConfigs<RequestConfig>({
    action: cfg('string'),
    params: cfg(OBJECT),
    records: cfg([isArray, 'an array of records']),
    operation: cfg('object'),
    url: cfg('string'),
    method: cfg('string', 'GET'),
    jsonData: cfg('any'),
    xmlData: cfg([(v) => isString(v) || isObj(v), 'a string or an XML document']),
    headers: cfg(OBJECT),
    timeout: cfg([(v) => typeof v === 'number' && v >= 0, 'a number ≥ 0']),
    proxy: cfg('object'),
  }),
  isRequest: true,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Request': typeof Request;
  }
}
