/**
 * `Lib.data.JsonP` (a singleton, in the grid pack): requests through a `<script>` tag, for
 * servers on another origin that answer JSONP (`callback(data)`). `request(options)` appends
 * the parameters and the callback parameter (`callbackKey=Lib.data.JsonP.<callbackName>`) to
 * the URL, gives the tag the page's CSP nonce (`Lib.Loader`'s `nonce` setting) and calls back
 * once: `success(data)` when the script called the callback, else `failure(reason)` — `'error'`
 * (the script failed to load, or loaded without calling back), `'timeout'` or `'abort'` — then
 * `callback(success, data, reason)`, each with `scope`. Whatever happens, the tag is removed and
 * the global callback deleted; a callback that comes after a timeout or an abort finds a no-op
 * in its place (which removes itself), not a script error.
 *
 * A script from another origin runs with the page's rights: only use servers you trust.
 *
 * @example
 *   Lib.data.JsonP.request({
 *     url: 'https://api.example.com/users', params: {start: 0, limit: 50},
 *     success: (data) => grid.store.loadRawData(data),
 *     failure: (reason) => console.warn('users: ' + reason),
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, checkOptions, declareConfigs } from '../../lib/config';
import { raise } from '../../lib/Error';
import { Base } from '../../lib/Base';
import { get } from '../../lib/ClassManager';
import { toQueryString } from '../../lib/lang/Object';
import { urlAppend } from '../../lib/lang/String';

/** `Lib.Loader`, whose `nonce` the script gets (a page's CSP). */
type Loader = { config?: { nonce?: string } };

/** The callbacks the scripts call, on `Lib.data.JsonP` by name. */
type Callbacks = Record<string, (data?: unknown) => unknown>;

/** Why a JSONP request failed. */
export type JsonPFailure = 'error' | 'timeout' | 'abort';

/** The options of `Lib.data.JsonP.request`. */
export interface JsonPOptions {
  /** The URL (required). */
  url: string;
  /** Query parameters appended to the URL. */
  params?: Record<string, unknown>;
  /** The name of the callback parameter (default `'callback'`). */
  callbackKey?: string;
  /** The callback function's name under `Lib.data.JsonP` (default `callback<n>`). */
  callbackName?: string;
  /** Milliseconds before failing with `'timeout'` (default 30 000; 0: none). */
  timeout?: number;
  /** Add a `_dc=<time>` parameter (default `true`). */
  disableCaching?: boolean;
  /** The cache-busting parameter (default `'_dc'`). */
  disableCachingParam?: string;
  /** Called with the data the server passed to the callback. */
  success?: (data: unknown) => void;
  /** Called with the reason: `'error'`, `'timeout'` or `'abort'`. */
  failure?: (reason: JsonPFailure) => void;
  /** Called last either way: `(success, data, reason)`. */
  callback?: (success: boolean, data: unknown, reason?: JsonPFailure) => void;
  /** `this` of the callbacks. */
  scope?: unknown;
}

/** A request in flight (what `request` returns and `abort` takes). */
export interface JsonPRequest {
  id: number;
  url: string;
  params: Record<string, unknown>;
  script: HTMLScriptElement;
  callbackName: string;
  /** Why it failed, once it has. */
  errorType?: JsonPFailure;
  /** @internal Ends the request. */
  $end: (data: unknown, reason?: JsonPFailure) => void;
}

const WHERE = 'Lib.data.JsonP';
const NAME = /^[A-Za-z_$][\w$]*$/;

export class JsonPImpl extends Base {
  /** Requests started (numbers the callbacks). */
  declare requestCount: number;
  /** The requests in flight, by id. */
  declare requests: Record<number, JsonPRequest>;
  /** Default timeout in milliseconds (30 000). */
  declare timeout: number;
  /** Default: add the cache-busting parameter (`true`). */
  declare disableCaching: boolean;
  /** Default cache-busting parameter name (`'_dc'`). */
  declare disableCachingParam: string;
  /** Default callback parameter name (`'callback'`). */
  declare callbackKey: string;

  override $construct(): this {
    this.requestCount = 0;
    this.requests = {};
    return this;
  }

  /** Sends a request (see the class); returns it, for `abort`. */
  request(options: JsonPOptions): JsonPRequest {
    const me = this;
    const where = WHERE + '.request';
    checkOptions(where, options, {
      url: 'text',
      params: 'object',
      callbackKey: 'name',
      callbackName: [(v) => NAME.test(v as string), 'a JavaScript name'],
      timeout: 'number',
      disableCaching: 'boolean',
      disableCachingParam: 'name',
      success: 'function',
      failure: 'function',
      callback: 'function',
    });
    if (!options?.url) raise(where, 'a url is required');
    const id = ++me.requestCount;
    const callbackName = options.callbackName || 'callback' + id;
    const params: Record<string, unknown> = { ...options.params };
    const timeout = options.timeout ?? me.timeout;
    if (options.disableCaching ?? me.disableCaching) {
      params[options.disableCachingParam || me.disableCachingParam] ??= Date.now();
    }
    params[options.callbackKey || me.callbackKey] = 'Lib.data.JsonP.' + callbackName;
    const doc = document;
    const script = doc.createElement('script');
    const nonce = (get('Lib.Loader') as Loader | undefined)?.config?.nonce;
    if (nonce) script.nonce = nonce;
    script.async = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const self = me as unknown as Callbacks;
    const request: JsonPRequest = {
      id,
      url: options.url,
      params,
      script,
      callbackName,
      $end(data, reason) {
        if (!me.requests[id]) return;
        delete me.requests[id];
        clearTimeout(timer);
        script.onload = script.onerror = null;
        script.remove();
        // A late answer (after a timeout or an abort) calls a no-op, which removes itself.
        if (reason) self[callbackName] = () => delete self[callbackName];
        else delete self[callbackName];
        request.errorType = reason;
        const scope = options.scope;
        if (reason) options.failure?.call(scope, reason);
        else options.success?.call(scope, data);
        options.callback?.call(scope, !reason, data, reason);
      },
    };
    me.requests[id] = request;
    self[callbackName] = (data: unknown) => request.$end(data);
    // A script that ran without calling back (an error page, a wrong callback name) fails too.
    script.onload = script.onerror = () => request.$end(undefined, 'error');
    if (timeout > 0) timer = setTimeout(() => request.$end(undefined, 'timeout'), timeout);
    script.src = urlAppend(options.url, toQueryString(params));
    (doc.head || doc.documentElement).appendChild(script);
    return request;
  }

  /** Aborts a request (or, without one, every request in flight): `failure('abort')`. */
  abort(request?: JsonPRequest | number): void {
    if (request === undefined) return this.abortAll();
    const found = typeof request === 'number' ? this.requests[request] : request;
    found?.$end(undefined, 'abort');
  }

  /** Aborts every request in flight. */
  abortAll(): void {
    for (const id of Object.keys(this.requests)) this.requests[+id].$end(undefined, 'abort');
  }
}

registerClass(JsonPImpl, 'Lib.data.JsonP', {
  $configs: declareConfigs<
    Pick<JsonPImpl, 'timeout' | 'disableCaching' | 'disableCachingParam' | 'callbackKey'>
  >({
    timeout: cfg('number', 30000),
    disableCaching: true,
    disableCachingParam: cfg('name', '_dc'),
    callbackKey: cfg('name', 'callback'),
  }),
  singleton: true,
});

/** The `Lib.data.JsonP` singleton. */
export const JsonP: JsonPImpl = get(WHERE);

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.JsonP': JsonPImpl;
  }
}
