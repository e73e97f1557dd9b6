/**
 * `RequestError` (also `Lib.data.Connection.RequestError`): the typed error of a failed
 * request. The connection puts one on every failed response (`response.error`, kinds `http`,
 * `timeout`, `abort`, `network`); the proxies make `parse` and `server` ones with the same
 * class. Its message states the method, the URL and the status.
 *
 * @example
 *   Lib.Ajax.request({url: '/users', failure: (response) => {
 *     const error = response.error; // RequestError
 *     error.message; // '[Lib.data.Connection#request] POST /users failed with status 422 Unprocessable Entity'
 *     error.fieldErrors.email; // ['is taken'] (from a JSON body {errors: {email: 'is taken'}})
 *   }});
 */
import { defineValue, isArray, isFn, isName, isObj, isString, keys } from '../../lib/check';
import { fail } from '../../lib/config';
import { LibError } from '../../lib/Error';
import { isUnsafeKey } from '../../lib/lang/Object';
import { REQUEST } from './Connection.options';
import type { ConnectionResponse, RequestOptions } from './Connection.types';
import type { Model } from './Model';

/**
 * What went wrong: an HTTP error status, a timeout, an abort, no answer, an unreadable or a
 * refusing answer, or a write refused as stale (412 or 409: the record changed on the server).
 */
export type RequestErrorKind =
  'http' | 'timeout' | 'abort' | 'network' | 'parse' | 'server' | 'conflict';

/**
 * One record of a write the server refused as stale (see `RequestError#conflicts`; also
 * `record.conflict` until settled with `record.resolveConflict`).
 */
export interface Conflict {
  /** The client's record: dirty, with the user's values. */
  record: Model;
  /** The server's current row, read as a record of the model (`current.raw` is the row as sent); `undefined` when the answer had none. */
  current?: Model;
  /** The refused write: `'update'` or `'destroy'`. */
  action: string;
}

/** Field errors: field name → messages (a null-prototype object). */
export type FieldErrors = Record<string, string[]>;

/** What the `RequestError` constructor takes. */
export interface RequestErrorInit {
  /** The kind of failure (required). */
  kind: RequestErrorKind;
  /** The HTTP status (default 0). */
  status?: number;
  /** The status text (default `''`). */
  statusText?: string;
  /** The HTTP method (default `''`). */
  method?: string;
  /** The URL (default `''`). */
  url?: string;
  /** Field errors, as a map or in any form `fieldErrorsOf` reads from `{errors}` (default none). */
  fieldErrors?: FieldErrors;
  /** The response, when there is one. */
  response?: ConnectionResponse;
  /** More text for the message: the parse error, the server's message (`parse`, `server`, `network`). */
  detail?: string;
  /** The timeout in ms, for the message of a `timeout`. */
  timeout?: number;
  /** The underlying error (the JSON syntax error, the fetch rejection...). */
  cause?: unknown;
  /** Where it was raised (default `'Lib.data.Connection#request'`). */
  sourceMethod?: string;
  /** The records refused as stale (kind `conflict`). */
  conflicts?: Conflict[];
}

const WHERE = 'Lib.data.Connection.RequestError';
const text = (value: unknown) => (isString(value) ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * The message after `<method> <url>`, per kind. Filled in: `$c` the status and its text,
 * `$s` the status in parentheses, `$t` the timeout, `$m` the detail after a colon.
 */
const MESSAGES: Record<RequestErrorKind, string> = {
  http: ' failed with $c$m',
  timeout: ' timed out$t $s',
  abort: ' was aborted $s',
  network: ' failed: no answer, network error $s$m',
  parse: ': the answer ($c) could not be read$m',
  server: ': the server reported failure ($c)$m',
  conflict: ': the record changed on the server ($c)',
};
const KINDS = keys(MESSAGES);

export class RequestError extends LibError {
  /** What went wrong. */
  declare kind: RequestErrorKind;
  /** The HTTP status; 0 when there was no answer. */
  declare status: number;
  /** The status text. */
  declare statusText: string;
  /** The HTTP method. */
  declare method: string;
  /** The URL, with its query string. */
  declare url: string;
  /** Field errors of the answer (`{email: ['is taken']}`); empty when there are none. */
  declare fieldErrors: FieldErrors;
  /** The response (not enumerable, so the error logs and serializes without the cycle). */
  declare response?: ConnectionResponse;
  /** Always `true`. */
  declare isRequestError: true;
  /** Kind `conflict`: each record refused as stale, with the server's current row. */
  declare conflicts?: Conflict[];
  /** Kind `conflict`: the server's current row of the first refused record, as a record. */
  declare current?: Model;
  /** Kind `conflict`: the client record `current` belongs to. */
  declare record?: Model;

  /** Makes an error from the facts; the message is built from them. */
  constructor(init: RequestErrorInit) {
    if (!isObj(init) || !KINDS.includes(init.kind)) {
      fail(WHERE, 'kind', 'one of ' + KINDS.join(', '), isObj(init) ? init.kind : init);
    }
    const { kind, detail, timeout } = init;
    const status = num(init.status);
    const method = text(init.method);
    const url = text(init.url);
    const statusText = text(init.statusText);
    const parts: Record<string, string> = {
      c: `status ${status}${statusText ? ' ' + statusText : ''}`,
      s: `(status ${status})`,
      t: typeof timeout === 'number' && isFinite(timeout) ? ` after ${timeout} ms` : '',
      m: detail ? ': ' + detail : '',
    };
    super(
      `${method || 'request'} ${url || '(no url)'}` +
        MESSAGES[kind].replace(/\$(\w)/g, (_, key: string) => parts[key]),
      { sourceMethod: init.sourceMethod || REQUEST },
    );
    Object.assign(this, {
      name: 'RequestError',
      kind,
      status,
      statusText,
      method,
      url,
      fieldErrors: RequestError.fieldErrorsOf({ errors: init.fieldErrors }),
      isRequestError: true,
    });
    defineValue(this, 'response', init.response);
    const conflicts = init.conflicts;
    if (conflicts) {
      Object.assign(this, {
        conflicts,
        current: conflicts[0]?.current,
        record: conflicts[0]?.record,
      });
    }
    if (init.cause !== undefined) defineValue(this, 'cause', init.cause);
  }

  /**
   * The error for a response of `Lib.data.Connection`. The kind is `abort`, `timeout`,
   * `network` (status 0) or `http`, unless `extra.kind` says otherwise; method and URL come
   * from `response.request`, else from `options`. For a 4xx/5xx answer with a JSON body holding
   * `errors`, `fieldErrors` is filled (see `fieldErrorsOf`). `extra` overrides any fact.
   */
  static from(
    response: ConnectionResponse,
    options?: RequestOptions | null,
    extra?: Partial<RequestErrorInit>,
  ): RequestError {
    if (!isObj(response)) fail(WHERE + '.from', 'response', 'a response object', response);
    const request = response.request;
    const status = num(response.status);
    const body = (status >= 400 ? jsonBodyOf(response) : undefined) as
      { message?: unknown } | undefined;
    return new RequestError({
      kind: response.aborted
        ? 'abort'
        : response.timedout
          ? 'timeout'
          : status === 0
            ? 'network'
            : 'http',
      status,
      statusText: response.statusText,
      method: request?.method ?? text(options?.method),
      url: request?.url ?? text(options?.url),
      timeout: request?.timeout,
      fieldErrors: RequestError.fieldErrorsOf(body),
      // The server's own words ({message: 'Disk full'}) belong in what the user is shown.
      detail: text(body?.message).slice(0, 500) || undefined,
      response,
      ...extra,
    });
  }

  /**
   * Field errors from a decoded answer's `errors`: an object (`{email: 'is taken'}` or
   * `{email: ['is taken', 'too long']}`) or an array of `{field | id | name, message | msg}`.
   * Anything else gives an empty map. Names that would reach the prototype machinery are skipped.
   */
  static fieldErrorsOf(body: unknown): FieldErrors {
    const out: FieldErrors = Object.create(null);
    const add = (name: string, message: unknown) => {
      if (isUnsafeKey(name)) return;
      for (const item of isArray(message) ? message : [message]) {
        if ('string number boolean'.includes(typeof item)) {
          (out[name] || (out[name] = [])).push(String(item));
        }
      }
    };
    const errors: unknown = isObj(body) ? body.errors : undefined;
    if (isArray(errors)) {
      for (const item of errors) {
        const name = isObj(item) ? (item.field ?? item.id ?? item.name) : undefined;
        if (name !== undefined && name !== null) add(String(name), item.message ?? item.msg);
      }
    } else if (isObj(errors)) {
      for (const name of keys(errors)) add(name, errors[name]);
    }
    return out;
  }

  /** Whether `value` is a `RequestError` (also one from another copy of the library). */
  static isRequestError(value: unknown): value is RequestError {
    return (
      value instanceof RequestError ||
      (value as { isRequestError?: unknown } | null | undefined)?.isRequestError === true
    );
  }
}

/** The decoded JSON body of an answer, or `undefined` when it has none or it is not JSON. */
export function jsonBodyOf(response: ConnectionResponse): unknown {
  const body = response.responseText;
  if (!isName(body)) return undefined;
  const type = isFn(response.getResponseHeader)
    ? response.getResponseHeader('content-type') || ''
    : '';
  if (!/json/i.test(type) && body.trimStart()[0] !== '{') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    // Not JSON after all: an HTML error page, say. The status still tells what happened.
    return undefined;
  }
}
