/**
 * `Lib.data.Operation`: one unit of work for a proxy (create, read, update or destroy), with the
 * options of a load (sorters, filters, paging) or the records of a write, and its outcome.
 *
 * @example
 *   const op = Lib.create('Lib.data.Operation', {action: 'read', start: 0, limit: 25});
 *   proxy.read(op, (done) => done.wasSuccessful());
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { check, checkObject, type Rule } from '../../lib/check';
import { LibError, describe } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';
import type { ResultSet } from './ResultSet';
import type { RequestError } from './Connection.errors';
import { isEqual } from './Model.utils';
import { rowHasField, rowValue } from './reader/Reader.extract';

/** The four proxy actions. */
export type Action = 'create' | 'read' | 'update' | 'destroy';

const ACTIONS = ['create', 'read', 'update', 'destroy'];

export interface OperationConfig {
  /** The action: `'create'`, `'read'`, `'update'` or `'destroy'`. */
  action: Action;
  /** Records to write (or, after a read, the records read). */
  records?: any[];
  /** Sorters for a read (`Lib.util.Sorter` instances or `{property, direction}`). */
  sorters?: any[];
  /** Filters for a read. */
  filters?: any[];
  /** Groupers for a read. */
  groupers?: any[];
  /** Paging: index of the first record. */
  start?: number;
  /** Paging: number of records. */
  limit?: number;
  /** Paging: 1-based page number. */
  page?: number;
  /** Extra request parameters; they win over the proxy's computed ones. */
  params?: Record<string, unknown>;
  /** The id of the single record to read (`Model.load(id)`). */
  id?: unknown;
  /** A URL for this operation only. */
  url?: string;
  /** For loads: add the records to the store instead of replacing its data. */
  addRecords?: boolean;
  /** Called with the operation when it completes. */
  callback?: (...args: any[]) => unknown;
  /** `this` for the callback. */
  scope?: unknown;
  /** The batch this operation belongs to. */
  batch?: unknown;
  /** An `AbortSignal` that aborts the request of this operation. */
  signal?: AbortSignal;
  [key: string]: unknown;
}

/** The type checks of an operation's config (`null` passes as absent). */
const RULES: Record<string, Rule> = {
  records: [Array.isArray, 'an array of records'],
  sorters: [Array.isArray, 'an array of sorters'],
  filters: [Array.isArray, 'an array of filters'],
  groupers: [Array.isArray, 'an array of groupers'],
  start: 'number',
  limit: 'number',
  page: 'number',
  params: 'object',
  url: 'string',
  addRecords: 'boolean',
  callback: 'function',
};

export class Operation extends Base {
  declare action: Action;
  declare records?: any[];
  declare sorters?: any[];
  declare filters?: any[];
  declare groupers?: any[];
  declare start?: number;
  declare limit?: number;
  declare page?: number;
  declare params?: Record<string, unknown>;
  declare id?: unknown;
  declare url?: string;
  declare addRecords: boolean;
  declare callback?: (...args: any[]) => unknown;
  declare scope?: unknown;
  declare batch?: any;
  declare signal?: AbortSignal;
  /** The request the proxy built for this operation. */
  declare request?: any;
  /** The transport response, once there is one. */
  declare response?: any;
  declare resultSet?: ResultSet;
  declare started: boolean;
  declare running: boolean;
  declare complete: boolean;
  declare success?: boolean;
  declare exception: boolean;
  declare error?: unknown;
  /**
   * The typed error of a failed server request (kind, status, method, URL, field errors),
   * set by the server proxies beside Ext's `error`.
   */
  declare requestError?: RequestError;
  /**
   * @internal For a write: each record's values when the operation started, that is what was
   * sent. `commitRecords` keeps what the user changed after that.
   */
  declare sentData?: Array<Record<string, any>>;

  override $construct(config: OperationConfig) {
    const where = this.$className || 'Lib.data.Operation';
    checkObject(where, config);
    check(where, config, RULES, true);
    apply(this, config);
    if (!ACTIONS.includes(this.action)) {
      throw new LibError(
        `config 'action' must be one of ${ACTIONS.join(', ')}, got ${describe(this.action)}`,
        { sourceClass: 'Lib.data.Operation', sourceMethod: 'Lib.data.Operation' },
      );
    }
    return this;
  }

  /** Marks the operation started (and running), forgetting the outcome of an earlier run. */
  setStarted(): void {
    this.started = true;
    this.running = true;
    if (this.complete || this.exception) {
      // A retried operation starts afresh: an old failure must not count against the new run.
      this.complete = false;
      this.exception = false;
      this.success = undefined;
      this.error = undefined;
      this.requestError = undefined;
    }
    const records = this.records;
    if (this.action !== 'read' && records) this.sentData = records.map((r) => ({ ...r.data }));
  }

  /** Marks the operation complete (no longer running). */
  setCompleted(): void {
    this.complete = true;
    this.running = false;
  }

  /** Marks the operation successful. */
  setSuccessful(): void {
    this.success = true;
  }

  /**
   * Marks the operation failed with `error`: Ext's shape (`{status, statusText}` or the
   * server's message), possibly carrying a typed error as well.
   */
  setException(error?: unknown): void {
    this.exception = true;
    this.success = false;
    this.running = false;
    this.error = error;
  }

  /** Whether the operation failed. */
  hasException(): boolean {
    return this.exception === true;
  }

  /** The error set by `setException`. */
  getError(): unknown {
    return this.error;
  }

  /**
   * The typed error of a failed server request (`kind` `http`, `timeout`, `abort`,
   * `network`, `parse` or `server`; `status`, `method`, `url`, `fieldErrors`), or `undefined`.
   * `getError()` keeps Ext's shape.
   */
  getRequestError(): RequestError | undefined {
    return this.requestError;
  }

  /** The records of the operation. */
  getRecords(): any[] | undefined {
    return this.records ?? this.resultSet?.records;
  }

  /** The reader's result, after a read. */
  getResultSet(): ResultSet | undefined {
    return this.resultSet;
  }

  isStarted(): boolean {
    return this.started === true;
  }

  isRunning(): boolean {
    return this.running === true;
  }

  isComplete(): boolean {
    return this.complete === true;
  }

  /** Whether the operation completed without an exception. */
  wasSuccessful(): boolean {
    return this.isComplete() && this.success === true;
  }

  /** Whether this operation writes (anything but a read). */
  allowWrite(): boolean {
    return this.action !== 'read';
  }

  /**
   * @internal The server record answering each client record, by position in `records`: in
   * an update of several records the one with the same id; in a create of several records
   * whose writer sent `clientIdProperty`, the one echoing the client's `internalId` under
   * that name (when the answer carries that name at all, as the proxy's reader reads rows: a
   * key of a json row, a child element of an XML record); otherwise the one at the same
   * position. `undefined` where none answers.
   */
  matchServerRecords(serverRecords?: any[]): any[] {
    const clientRecords = this.records || [];
    const count = clientRecords.length;
    const out = new Array(count);
    if (!serverRecords || serverRecords.length === 0) return out;
    if (count > 1 && this.action === 'update') {
      for (let i = 0; i < count; i++) {
        const id = clientRecords[i].getId();
        out[i] = serverRecords.find((s) => s && s.getId && s.getId() === id);
      }
      return out;
    }
    const name = count > 1 && this.action === 'create' ? clientIdPropertyOf(this) : undefined;
    if (name === undefined) {
      for (let i = 0; i < count; i++) out[i] = serverRecords[i];
      return out;
    }
    const reader = readerOf(this);
    const echoed = serverRecords.map((s) => rowsOf(reader, s).rawValue(rawOf(s), name));
    const echoes = echoed.some((value) => value !== undefined);
    for (let i = 0; i < count; i++) {
      if (!echoes) {
        out[i] = serverRecords[i];
        continue;
      }
      const clientId = String(clientRecords[i].internalId);
      const at = echoed.findIndex((value) => value !== undefined && String(value) === clientId);
      out[i] = at === -1 ? undefined : serverRecords[at];
    }
    return out;
  }

  /**
   * After a successful create or update: copies what the server returned into the client
   * records (fields the server sent; a created record takes the server's id) and commits
   * them. Records are matched by position, except in an update of several records, which
   * matches them by id, and in a create of several records whose answer echoes the writer's
   * `clientIdProperty` (see `matchServerRecords`). Destroys change nothing.
   *
   * A field counts as sent when the server's row has the node the proxy's reader reads it
   * from (see `Lib.data.reader.Reader#hasField`: a key of a json row, an element or attribute
   * of an XML record); answers without a reader are read as plain objects.
   *
   * A field the user changed after the operation started (see `setStarted`) keeps the user's
   * value and stays modified, so the record stays dirty and the next save or sync sends it:
   * the server never saw that value.
   */
  commitRecords(serverRecords?: any[]): void {
    const clientRecords = this.records;
    if (this.action === 'destroy' || this.action === 'read') return;
    if (!clientRecords || clientRecords.length === 0) return;
    const isCreate = this.action === 'create';
    const matched = this.matchServerRecords(serverRecords);
    const reader = readerOf(this);
    const sent = this.sentData;
    const edits = clientRecords.map((client, i) =>
      sent && sent[i] ? editedSince(client, sent[i]) : NO_EDITS,
    );
    for (let i = 0; i < clientRecords.length; i++) {
      const client = clientRecords[i];
      const server = matched[i];
      const rows = server ? rowsOf(reader, server) : PLAIN_ROWS;
      if (server) updateClientRecord(client, server, rows, isCreate, edits[i]);
      if (edits[i].length === 0) client.commit();
      else commitSentValues(client, edits[i], sent![i], server, rows);
    }
  }
}

const NO_EDITS: any[] = [];

/** What `commitRecords` asks of a reader about the rows it read (see `Lib.data.reader.Reader`). */
interface RowReader {
  hasField(raw: any, field: any): boolean;
  rawValue(raw: any, name: string): any;
}

/** Plain-object rows: the json reader's answers, for server data that came without a reader. */
const PLAIN_ROWS: RowReader = { hasField: rowHasField, rawValue: rowValue };

/** The row a server record was read from (a plain object answers as itself). */
function rawOf(server: any): any {
  return server && server.isModel ? server.raw : server;
}

/** The reader of the proxy that sent the operation's request, if it can answer about rows. */
function readerOf(operation: Operation): RowReader | null {
  const proxy = operation.request && operation.request.proxy;
  const reader = proxy && proxy.reader;
  return reader && typeof reader.hasField === 'function' && typeof reader.rawValue === 'function'
    ? reader
    : null;
}

/**
 * Who to ask about a server record's row: the reader that read it, or for a plain object
 * (or without a reader) the plain-object rules.
 */
function rowsOf(reader: RowReader | null, server: any): RowReader {
  return reader !== null && server && server.isModel ? reader : PLAIN_ROWS;
}

/** The `clientIdProperty` of the writer that wrote the operation's request, if any. */
function clientIdPropertyOf(operation: Operation): string | undefined {
  const proxy = operation.request && operation.request.proxy;
  const writer = proxy && proxy.writer;
  const name = writer && writer.isWriter ? writer.clientIdProperty : undefined;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** The fields (other than the id) whose value changed since `sent` was taken. */
function editedSince(client: any, sent: Record<string, any>): any[] {
  const items: any[] = client.fields?.items || [];
  let edited: any[] | undefined;
  for (const field of items) {
    const name = field.name;
    if (name !== client.idProperty && !isEqual(client.data[name], sent[name])) {
      (edited || (edited = [])).push(field);
    }
  }
  return edited || NO_EDITS;
}

/**
 * Commits a record some of whose fields were edited while the request was out: those stay
 * modified (against what the server now holds: its answer, else the value sent), the rest is
 * committed. The joined stores see one commit.
 */
function commitSentValues(
  client: any,
  edited: any[],
  sent: Record<string, any>,
  server: any,
  rows: RowReader,
) {
  client.commit(true);
  const modified: Record<string, any> = {};
  let dirty = false;
  for (const field of edited) {
    if (!field.persist) continue;
    const name = field.name;
    const held =
      server && rows.hasField(rawOf(server), field)
        ? server.isModel
          ? server.data[name]
          : server[name]
        : sent[name];
    if (isEqual(held, client.data[name])) continue;
    modified[name] = held;
    dirty = true;
  }
  if (dirty) {
    client.modified = modified;
    client.dirty = true;
  }
  client.afterCommit();
}

/**
 * Copies the fields the server sent (those `rows` finds in its row: a converted default must
 * not overwrite the client's value) into the client record, except those in `edited`, changed
 * by the user since the request went out; and a created record's new id.
 */
function updateClientRecord(
  client: any,
  server: any,
  rows: RowReader,
  isCreate: boolean,
  edited: any[],
): void {
  const values = server.isModel ? server.data : server;
  const raw = rawOf(server);
  const fields: any[] = client.self?.getFields ? client.self.getFields() : [];
  const idProperty = client.idProperty;
  client.beginEdit();
  for (const field of fields) {
    const name = field.name;
    if (edited.length !== 0 && edited.some((f) => f.name === name)) continue;
    if (name !== idProperty && values[name] !== undefined && rows.hasField(raw, field)) {
      client.set(name, values[name]);
    }
  }
  const serverId = server.isModel ? server.getId() : values[idProperty];
  if (isCreate && serverId !== undefined && serverId !== null && serverId !== '') {
    client.setId(serverId);
  }
  client.endEdit(true);
}

registerClass(Operation, 'Lib.data.Operation', {
  addRecords: false,
  started: false,
  running: false,
  complete: false,
  exception: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.Operation': typeof Operation;
  }
}
