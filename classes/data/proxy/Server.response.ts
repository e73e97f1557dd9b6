/**
 * How `Lib.data.proxy.Server#processResponse` (classes/data/proxy/Server.ts) judges an
 * answer: read through the proxy's reader into a ResultSet, or a failure with Ext's error
 * shape (`{status, statusText}`, the server's message or the parse message) and a typed
 * `RequestError` (kind `http`, `timeout`, `abort`, `network`, `parse` or `server`). Nothing
 * here touches the operation's records: the caller commits them only on success.
 *
 * @example
 *   const outcome = outcomeOf(proxy, true, operation, request, response);
 *   if (outcome.error) operation.setException(outcome.extError);
 */
import { RequestError, type RequestErrorInit } from '../Connection.errors';
import { ResultSet } from '../ResultSet';
import { Reader } from '../reader/Reader';
import { isIdValue } from '../Model.utils';
import type { Operation } from '../Operation';
import type { Request } from '../Request';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** What an answer amounts to. */
export interface Outcome {
  /** What the reader read (also on `success: false`). */
  resultSet?: ResultSet;
  /** Set on failure: the typed error. */
  error?: RequestError;
  /** Set on failure: the error in Ext JS 4's shape, for `operation.getError()`. */
  extError?: unknown;
}

/** The outcome of an answer: `transportOk` is the Connection's success flag. */
export function outcomeOf(
  proxy: Any,
  transportOk: boolean,
  operation: Operation,
  request: Request,
  response: Any,
): Outcome {
  if (!transportOk) return transportFailure(proxy, request, response);
  const reader = proxy.getReader();
  let resultSet: ResultSet;
  try {
    const read = readBody(reader, response);
    if (typeof read === 'string') return failure(proxy, 'parse', request, response, read, read);
    resultSet = read;
  } catch (error) {
    const message = messageOf(error);
    return failure(proxy, 'parse', request, response, message, message, error);
  }
  if (resultSet.success === false) {
    const message = resultSet.message;
    const outcome = failure(
      proxy,
      'server',
      request,
      response,
      message,
      message === undefined || message === null || message === ''
        ? 'it answered success: false'
        : String(message),
      undefined,
      RequestError.fieldErrorsOf(reader.rawData),
    );
    outcome.resultSet = resultSet;
    return outcome;
  }
  if (operation.action === 'create') {
    const missing = createdWithoutId(reader, operation, resultSet.records);
    if (missing) {
      const message = `the create of ${missing} was answered without an id for it`;
      const outcome = failure(proxy, 'server', request, response, message, message);
      outcome.resultSet = resultSet;
      return outcome;
    }
  }
  return { resultSet };
}

/**
 * The ResultSet of a body, or the message of a body the reader could not decode. An empty
 * body (a 204, say) is an empty, successful ResultSet.
 */
function readBody(reader: Any, response: Any): ResultSet | string {
  const text = response ? response.responseText : undefined;
  const noXml = !response || !response.responseXML;
  if (noXml && (text === undefined || text === null || /^\s*$/.test(String(text)))) {
    return typeof reader.nullResultSet === 'function'
      ? reader.nullResultSet()
      : new ResultSet({ records: [], total: 0, count: 0, success: true });
  }
  // A reader that replaces `read` itself is trusted with the whole job.
  if (!(reader instanceof Reader) || reader.read !== Reader.prototype.read) {
    return reader.read(response);
  }
  const data = reader.getResponseData(response);
  if (data instanceof ResultSet) {
    // Readers report an undecodable body as an unsuccessful ResultSet with the reason.
    return data.success === false ? String(data.message ?? 'the body could not be decoded') : data;
  }
  return reader.readRecords(data);
}

/**
 * The first client record of a create that the server's answer gives no id: a label for it
 * (`'App.User-ext-record-3'`), or `undefined` when every phantom record got one.
 */
function createdWithoutId(
  reader: Any,
  operation: Operation,
  serverRecords: Any[],
): string | undefined {
  const records = operation.records || [];
  const matched = operation.matchServerRecords(serverRecords);
  let getId: ((raw: Any) => Any) | null | undefined;
  try {
    getId = typeof reader.getPlan === 'function' ? reader.getPlan().getId : undefined;
  } catch {
    getId = undefined;
  }
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (!record || record.phantom !== true) continue;
    const server = matched[i];
    let id: Any;
    if (server && typeof server === 'object') {
      // The id as sent (not as converted: an int id field turns a missing id into 0).
      id = getId && server.isModel ? getId(server.raw) : server.isModel ? server.getId() : id;
    }
    if (!isIdValue(id)) return String(record.id ?? 'a new record');
  }
  return undefined;
}

/** A transport failure: Ext's `{status, statusText}` and the Connection's typed error. */
function transportFailure(proxy: Any, request: Request, response: Any): Outcome {
  if (!response) {
    // A `beforerequest` listener cancelled the request: nothing was sent.
    const error = new RequestError({
      kind: 'abort',
      method: request.method,
      url: request.url,
      detail: 'a beforerequest listener cancelled it',
      sourceMethod: `${proxy.$className}#processResponse`,
    });
    return { error, extError: { status: 0, statusText: 'transaction aborted' } };
  }
  const error = RequestError.isRequestError(response.error)
    ? response.error
    : RequestError.from(response, request as Any);
  return { error, extError: { status: response.status, statusText: response.statusText } };
}

function failure(
  proxy: Any,
  kind: 'parse' | 'server',
  request: Request,
  response: Any,
  extError: unknown,
  detail: string,
  cause?: unknown,
  fieldErrors?: RequestErrorInit['fieldErrors'],
): Outcome {
  const error = new RequestError({
    kind,
    status: response?.status,
    statusText: response?.statusText,
    method: response?.request?.method ?? request.method,
    url: response?.request?.url ?? request.url,
    detail,
    fieldErrors,
    response,
    cause,
    sourceMethod: `${proxy.$className}#processResponse`,
  });
  return { error, extError };
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { msg, message } = error as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string') return msg;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
