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
import { isFn, isObj } from '../../../lib/check';
import { isString } from '../../../lib/check';
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
  /** A failure: Ext's error, and the typed one (or the facts of a new one, about the answer). */
  const failure = (
    extError: unknown,
    error: RequestError | RequestErrorInit,
    resultSet?: ResultSet,
  ): Outcome => ({
    error: RequestError.isRequestError(error)
      ? error
      : new RequestError({
          status: response?.status,
          statusText: response?.statusText,
          method: response?.request?.method ?? request.method,
          url: response?.request?.url ?? request.url,
          response,
          sourceMethod: `${proxy.$className}#processResponse`,
          ...error,
        }),
    extError,
    resultSet,
  });
  if (!transportOk) {
    return response
      ? failure(
          { status: response.status, statusText: response.statusText },
          RequestError.isRequestError(response.error)
            ? response.error
            : RequestError.from(response, request as Any),
        )
      : // A `beforerequest` listener cancelled the request: nothing was sent.
        failure(
          { status: 0, statusText: 'transaction aborted' },
          { kind: 'abort', detail: 'a beforerequest listener cancelled it' },
        );
  }
  const reader = proxy.getReader();
  let resultSet: ResultSet | string;
  try {
    resultSet = readBody(reader, response);
  } catch (error: Any) {
    const message = isString(error?.msg)
      ? error.msg
      : isString(error?.message)
        ? error.message
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
        fieldErrors: RequestError.fieldErrorsOf(reader.rawData),
      },
      resultSet,
    );
  }
  const missing =
    operation.action === 'create' && createdWithoutId(reader, operation, resultSet.records);
  if (missing) {
    const text = `the create of ${missing} was answered without an id for it`;
    return failure(text, { kind: 'server', detail: text }, resultSet);
  }
  return { resultSet };
}

/**
 * The ResultSet of a body, or the message of a body the reader could not decode. An empty
 * body (a 204, say) is an empty, successful ResultSet.
 */
function readBody(reader: Any, response: Any): ResultSet | string {
  if (!response?.responseXML && /^\s*$/.test(response?.responseText ?? '')) {
    return (reader.nullResultSet || Reader.prototype.nullResultSet).call(reader);
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
    getId = reader.getPlan().getId;
  } catch {
    // No plan to read ids with (a reader of another kind, or no model): the records' own ids.
  }
  const missing = records.find((record: Any, i: number) => {
    if (!record || record.phantom !== true) return false;
    const server = matched[i];
    // The id as sent (not as converted: an int id field turns a missing id into 0).
    return !isIdValue(
      isObj(server) && server.isModel ? (getId ? getId(server.raw) : server.getId()) : undefined,
    );
  });
  return missing && String(missing.id ?? 'a new record');
}
