/**
 * `Lib.form.action.Action` (alternate `Lib.form.Action`): the base of what `Lib.form.Basic`
 * runs against a server (`submit`, `load`). An action is made by the form from the options of
 * `form.submit(options)` / `form.load(options)`; it sends one request through `Lib.Ajax`, reads
 * the answer into `result`, and reports back with `form.afterAction(action, success)`, which
 * calls `success(form, action)` or `failure(form, action)` and fires `actioncomplete` or
 * `actionfailed`. On failure, `failureType` says why: `Action.CLIENT_INVALID` (`'client'`:
 * the fields did not validate, nothing was sent), `SERVER_INVALID` (`'server'`: the server
 * answered `success: false`), `CONNECT_FAILURE` (`'connect'`: no usable answer; `response.error`
 * is the typed `RequestError`) or `LOAD_FAILURE` (`'load'`: a load answer without data).
 *
 * @example
 *   form.submit({url: '/save', failure: (form, action) => {
 *     if (action.failureType === Lib.form.action.Action.SERVER_INVALID) console.warn(action.result.msg);
 *   }});
 */
import { Base } from '../../../lib/Base';
import { registerClass } from '../../../lib/Class';
import { isString } from '../../../lib/check';
import {
  cfg,
  checkConfigs,
  declareConfigs,
  either,
  fail,
  type OwnConfigs,
} from '../../../lib/config';
import { decode } from '../../../lib/lang/JSON';
import { apply, fromQueryString } from '../../../lib/lang/Object';
import type { ConnectionResponse, RequestOptions } from '../../data/Connection';
import type { Basic } from '../Basic';

/** Why an action failed (`action.failureType`). */
export type FailureType = 'client' | 'server' | 'connect' | 'load';

export interface ActionConfig {
  /** The action's name, `'submit'` or `'load'` (set by each action class). */
  type?: string;
  /** The `Lib.form.Basic` the action runs for (set by the form). */
  form?: Basic;
  /** The URL (default: the form's `api` entry for this action, else the form's `url`). */
  url?: string;
  /** The HTTP method (default: the form's `method`, else `'POST'`). */
  method?: string;
  /** Extra parameters: an object or a query string (the form's `baseParams` are added). */
  params?: Record<string, unknown> | string;
  /** Request headers by name. */
  headers?: Record<string, string>;
  /** Called `success(form, action)` when the action succeeded (`this` = `scope`). */
  success?: (form: Basic, action: Action) => unknown;
  /** Called `failure(form, action)` when it failed (`this` = `scope`). */
  failure?: (form: Basic, action: Action) => unknown;
  /** `this` in `success`/`failure` (default the action). */
  scope?: unknown;
  /** A message shown in a mask over the form (or its `waitMsgTarget`) until the answer. */
  waitMsg?: string;
  /** Resets the form after a success (default `false`). */
  reset?: boolean;
  /** Seconds to wait for the answer (default: the form's `timeout`, 30). */
  timeout?: number;
  /** Submit: validate the fields first, sending nothing while one is invalid (default `true`). */
  clientValidation?: boolean;
  /** Submit: send an empty field's `emptyText` (default `true`, as Ext). */
  submitEmptyText?: boolean;
  /** Submit: send the values as a JSON body (default: the form's `jsonSubmit`). */
  jsonSubmit?: boolean;
  /**
   * Read an answer that is not JSON as a JavaScript object literal (`{success: true}`, as
   * Ext 4's `eval` read it; see `Lib.JSON.decode`). Default `false`; `true` under the Ext shim.
   */
  lenient?: boolean;
}

/**
 * The decoded answer of an action: `{success, data}` for a load, `{success, errors}` for a
 * submit (as the server or the form's reader gives it), with whatever else the server sent.
 */
export interface ActionResult {
  /** Whether the server did what was asked. */
  success?: boolean;
  /** A load's values (field name → value). */
  data?: Record<string, unknown> | null;
  /** A submit's errors: `[{id, msg}]` or a map of field → message. */
  errors?: unknown;
  /** A message from the server. */
  msg?: string;
  [key: string]: unknown;
}

/** The configs on the instance, as `ActionConfig` types and documents them. */
export interface Action extends OwnConfigs<ActionConfig, object> {}

export class Action extends Base {
  /** Why the action failed (one of the `Action.*` constants), `undefined` before or on success. */
  declare failureType?: FailureType;
  /** The answer of the request (the `Lib.Ajax` response), once there is one. */
  declare response?: ConnectionResponse;
  /** The decoded answer (`{success, errors, data, msg}`), once read. */
  declare result?: ActionResult;

  /** The fields did not validate (nothing was sent). */
  static CLIENT_INVALID = 'client' as const;
  /** The server answered `success: false` (its `errors` are marked on the fields). */
  static SERVER_INVALID = 'server' as const;
  /** No usable answer: a network failure, a timeout or an HTTP error status. */
  static CONNECT_FAILURE = 'connect' as const;
  /** A load answer without `success: true` and `data`. */
  static LOAD_FAILURE = 'load' as const;

  override $construct(config?: ActionConfig): this {
    apply(this, checkConfigs(this, config));
    const params = this.params;
    if (isString(params)) this.params = fromQueryString(params);
    return this;
  }

  /** Sends the request (each action implements it). */
  run(): void {}

  /** The URL: the action's `url`, else the form's `api[type]`, else the form's `url`. */
  getUrl(): string {
    const form = this.form;
    return this.url || form.api?.[this.type as 'load' | 'submit'] || form.url;
  }

  /** The HTTP method, upper case (default `'POST'`). */
  getMethod(): string {
    return (this.method || this.form.method || 'POST').toUpperCase();
  }

  /** The action's `params` over the form's `baseParams`, as a new object. */
  getParams(_json?: boolean): Record<string, unknown> {
    return apply({}, this.params as Record<string, unknown>, this.form.baseParams);
  }

  /** @internal The `Lib.Ajax` options of the request: URL, method, headers, timeout, callbacks. */
  createCallback(): RequestOptions {
    const me = this;
    return {
      url: me.getUrl(),
      method: me.getMethod(),
      headers: me.headers,
      timeout: (me.timeout || me.form.timeout) * 1000,
      success: (response) => me.onSuccess(response),
      failure: (response) => me.onFailure(response),
    };
  }

  /** @internal A successful answer: each action reads it. */
  onSuccess(_response: ConnectionResponse): void {}

  /**
   * @internal No usable answer: `CONNECT_FAILURE`. An HTTP error whose body is the form answer
   * `{success: false, errors}` (a server answering 422) is read as one: `SERVER_INVALID`.
   */
  onFailure(response: ConnectionResponse): void {
    const me = this;
    const body = response.status >= 400 ? decode(response.responseText, true) : null;
    if ((body as { success?: unknown } | null)?.success === false) return me.onSuccess(response);
    me.response = response;
    me.failureType = Action.CONNECT_FAILURE;
    me.form.afterAction(me, false);
  }

  /**
   * @internal Reads the answer into `result` (`true` when the body is empty) and returns it.
   */
  processResponse(response: ConnectionResponse): ActionResult | true {
    this.response = response;
    if (!response.responseText && !response.responseXML) return true;
    return (this.result = this.handleResponse(response) as ActionResult);
  }

  /** @internal Decodes the answer (JSON, or through the form's reader). */
  handleResponse(_response: ConnectionResponse): ActionResult | void {}
}

registerClass(Action, 'Lib.form.action.Action', {
  $configs: declareConfigs<ActionConfig>({
    type: cfg('name'),
    form: cfg('object'),
    url: cfg('string'),
    method: cfg('name'),
    params: cfg(either('object', 'string')),
    headers: cfg('object'),
    success: cfg('function'),
    failure: cfg('function'),
    scope: cfg('any'),
    waitMsg: cfg('string'),
    reset: false,
    timeout: cfg('number'),
    clientValidation: true,
    submitEmptyText: true,
    jsonSubmit: cfg('boolean'),
    lenient: false,
  }),
  alternateClassName: 'Lib.form.Action',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.action.Action': typeof Action;
  }
}
