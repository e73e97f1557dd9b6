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
import { LibError } from '../../lib/Error';
import type { ConnectionResponse, RequestOptions } from './Connection.types';

/** What went wrong: an HTTP error status, a timeout, an abort, no answer, an unreadable or a refusing answer. */
export type RequestErrorKind = 'http' | 'timeout' | 'abort' | 'network' | 'parse' | 'server';

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
}

const KINDS: readonly RequestErrorKind[] = [
  'http',
  'timeout',
  'abort',
  'network',
  'parse',
  'server',
];
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

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

  /** Makes an error from the facts; the message is built from them. */
  constructor(init: RequestErrorInit) {
    if (init === null || typeof init !== 'object' || !KINDS.includes(init.kind)) {
      throw new TypeError(
        `[Lib.data.Connection.RequestError] expects {kind, ...} with kind one of ${KINDS.join(', ')}, got ${init === null || typeof init !== 'object' ? String(init) : `kind ${JSON.stringify(init.kind)}`}`,
      );
    }
    const status = typeof init.status === 'number' ? init.status : 0;
    const method = typeof init.method === 'string' ? init.method : '';
    const url = typeof init.url === 'string' ? init.url : '';
    const statusText = typeof init.statusText === 'string' ? init.statusText : '';
    super(messageOf(init.kind, method, url, status, statusText, init.detail, init.timeout), {
      sourceMethod: init.sourceMethod || 'Lib.data.Connection#request',
    });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.status = status;
    this.statusText = statusText;
    this.method = method;
    this.url = url;
    this.fieldErrors = init.fieldErrors ? copyFieldErrors(init.fieldErrors) : empty();
    this.isRequestError = true;
    Object.defineProperty(this, 'response', {
      value: init.response,
      writable: true,
      configurable: true,
      enumerable: false,
    });
    if (init.cause !== undefined) {
      Object.defineProperty(this, 'cause', {
        value: init.cause,
        writable: true,
        configurable: true,
        enumerable: false,
      });
    }
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
    if (response === null || typeof response !== 'object') {
      throw new TypeError(
        `[Lib.data.Connection.RequestError.from] expects a response object, got ${String(response)}`,
      );
    }
    const request = response.request;
    const status = typeof response.status === 'number' ? response.status : 0;
    const kind: RequestErrorKind = response.aborted
      ? 'abort'
      : response.timedout
        ? 'timeout'
        : status === 0
          ? 'network'
          : 'http';
    const url = request?.url ?? (typeof options?.url === 'string' ? options.url : '');
    const body = status >= 400 ? jsonBodyOf(response) : undefined;
    const message =
      body !== null && typeof body === 'object'
        ? (body as { message?: unknown }).message
        : undefined;
    return new RequestError({
      kind,
      status,
      statusText: response.statusText,
      method: request?.method ?? (typeof options?.method === 'string' ? options.method : ''),
      url,
      timeout: request?.timeout,
      fieldErrors: body === undefined ? undefined : RequestError.fieldErrorsOf(body),
      // The server's own words ({message: 'Disk full'}) belong in what the user is shown.
      detail: typeof message === 'string' && message !== '' ? message.slice(0, 500) : undefined,
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
    const out = empty();
    const errors =
      body !== null && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
    if (Array.isArray(errors)) {
      for (const item of errors) {
        if (item === null || typeof item !== 'object') continue;
        const name = item.field ?? item.id ?? item.name;
        const message = item.message ?? item.msg;
        if (name !== undefined && name !== null) add(out, String(name), message);
      }
    } else if (errors !== null && typeof errors === 'object') {
      for (const name of Object.keys(errors))
        add(out, name, (errors as Record<string, unknown>)[name]);
    }
    return out;
  }

  /** Whether `value` is a `RequestError` (also one from another copy of the library). */
  static isRequestError(value: unknown): value is RequestError {
    return (
      value instanceof RequestError || (!!value && (value as RequestError).isRequestError === true)
    );
  }
}

function messageOf(
  kind: RequestErrorKind,
  method: string,
  url: string,
  status: number,
  statusText: string,
  detail: string | undefined,
  timeout: number | undefined,
): string {
  const what = `${method || 'request'} ${url || '(no url)'}`;
  const code = `status ${status}${statusText ? ' ' + statusText : ''}`;
  const more = detail ? `: ${detail}` : '';
  switch (kind) {
    case 'http':
      return `${what} failed with ${code}${more}`;
    case 'timeout':
      return `${what} timed out${typeof timeout === 'number' && isFinite(timeout) ? ` after ${timeout} ms` : ''} (status ${status})`;
    case 'abort':
      return `${what} was aborted (status ${status})`;
    case 'network':
      return `${what} failed: no answer, network error (status ${status})${more}`;
    case 'parse':
      return `${what}: the answer (${code}) could not be read${more}`;
    default:
      return `${what}: the server reported failure (${code})${more}`;
  }
}

function empty(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

function add(out: FieldErrors, name: string, message: unknown): void {
  if (UNSAFE.has(name)) return;
  const messages = Array.isArray(message) ? message : [message];
  for (const item of messages) {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
      (out[name] || (out[name] = [])).push(String(item));
    }
  }
}

function copyFieldErrors(map: FieldErrors): FieldErrors {
  const out = empty();
  if (map !== null && typeof map === 'object') {
    for (const name of Object.keys(map)) add(out, name, map[name]);
  }
  return out;
}

/** Field errors from a failed response whose body is JSON with `errors`. */
/** The decoded JSON body of an answer, or `undefined` when it has none or it is not JSON. */
function jsonBodyOf(response: ConnectionResponse): unknown {
  const text = response.responseText;
  if (typeof text !== 'string' || text === '') return undefined;
  const type =
    typeof response.getResponseHeader === 'function'
      ? response.getResponseHeader('content-type') || ''
      : '';
  const first = text.trimStart()[0];
  if (!/json/i.test(type) && first !== '{') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON after all: an HTML error page, say. The status still tells what happened.
    return undefined;
  }
}
