/**
 * `Lib.data.proxy.JsonP` (alias `proxy.jsonp`, also `proxy.scripttag` and
 * `Lib.data.ScriptTagProxy`; in the grid pack): a server proxy that reads through
 * `Lib.data.JsonP` (a `<script>` tag with a callback parameter), for servers on another
 * origin. The paging, sorting and filtering parameters go in the URL as with the Ajax proxy.
 * A script that fails, times out (`timeout`) or never calls back fails the read with a
 * `RequestError` (kind `network`, `timeout` or `abort`).
 *
 * Reads only: Ext JS 4 sent writes as GET requests with the records in the URL, which any page
 * can forge (cross-site request forgery) and which caches and logs keep; a create, update or
 * destroy through this proxy is an error. Write through an Ajax or REST proxy (with CORS).
 *
 * @example
 *   Lib.create('Lib.data.Store', {model: 'App.User', proxy: {type: 'jsonp',
 *     url: 'https://api.example.com/users', reader: {root: 'items'}}});
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { raise } from '../../../lib/Error';
import { RequestError } from '../Connection.errors';
import { JsonP as jsonp, type JsonPFailure, type JsonPRequest } from '../JsonP';
import type { Operation } from '../Operation';
import type { Request } from '../Request';
import type { ResultSet } from '../ResultSet';
import type { ConnectionResponse } from '../Connection.types';
import { ServerProxy, type ProxyCallback, type ServerProxyConfig } from './Server';

export interface JsonPProxyConfig extends ServerProxyConfig {
  /** The name of the callback parameter (default `'callback'`). */
  callbackKey?: string;
}

const WHERE = 'Lib.data.proxy.JsonP';

/** What the script called back with (the reader reads it), or a failure shaped as a response. */
type Answer = ConnectionResponse;

export class JsonPProxy extends ServerProxy {
  declare callbackKey: string;

  /**
   * Sends a read as a JSONP request (see the class); the answer goes to `processResponse`.
   * Aborting the operation's `signal` (or `abort()`) aborts it. Any other action is an error.
   */
  override doRequest(operation: Operation, callback?: ProxyCallback, scope?: unknown): Request {
    const me = this;
    const action = operation.action;
    if (action !== 'read') {
      raise(
        `${WHERE}#${action}`,
        `${me.$className} reads only: a ${action} through a script tag would be a GET anyone can forge; use an ajax or rest proxy`,
      );
    }
    if (!operation.isRunning()) operation.setStarted();
    const request = me.buildRequest(operation);
    const url = request.url;
    const signal = operation.signal;
    const sent: JsonPRequest = jsonp.request({
      url,
      params: request.params,
      callbackKey: me.callbackKey,
      timeout: me.timeout,
      disableCaching: false,
      callback: (success, data, reason?: JsonPFailure) => {
        signal?.removeEventListener('abort', stop);
        if (me.lastRequest === request) me.lastRequest = undefined;
        let response = data as Answer;
        if (!success) {
          response = { status: 0, statusText: reason, request: { method: 'GET', url } } as Answer;
          response.error = RequestError.from(response, null, {
            kind: reason === 'error' ? 'network' : reason,
            detail: reason === 'error' ? 'the script failed or did not call back' : undefined,
            timeout: me.timeout,
          });
        }
        me.processResponse(success, operation, request, response, callback, scope);
      },
    });
    const stop = () => jsonp.abort(sent);
    signal?.addEventListener('abort', stop);
    request.$sent = sent;
    me.lastRequest = request;
    return request;
  }

  /** @internal The data a JSONP callback got, read by the reader. */
  override readResponse(response: ConnectionResponse | undefined): ResultSet | string {
    return this.getReader().read(response);
  }

  /** Aborts the request sent last, if it is still pending. */
  abort(): void {
    const sent = this.lastRequest?.$sent as JsonPRequest | undefined;
    if (sent) jsonp.abort(sent);
  }
}

registerClass(JsonPProxy, 'Lib.data.proxy.JsonP', {
  $configs: declareConfigs<JsonPProxyConfig, ServerProxyConfig>({
    callbackKey: cfg('name', 'callback'),
  }),
  alias: ['proxy.jsonp', 'proxy.scripttag'],
  alternateClassName: 'Lib.data.ScriptTagProxy',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.proxy.JsonP': typeof JsonPProxy;
  }
  interface AliasMap {
    'proxy.jsonp': typeof JsonPProxy;
  }
}
