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
import { isArray, isFn, isName } from '../../lib/check';
import { cfg, checkConfigs, declareConfigs, type OwnConfigs, type Test } from '../../lib/config';
import { apply } from '../../lib/lang/Object';
import type { ResultSet } from './ResultSet';
import type { RequestError } from './Connection.errors';
import { SIGNAL } from './Connection.options';
import { isEqual } from './Model.define';
import { refuse } from './Field';
import { rowHasField, rowValue } from './reader/Reader.extract';
import type { Model } from './Model';
import type { Batch } from './Batch';
import type { Request } from './Request';
import type { ConnectionResponse } from './Connection.types';
import type { Writer } from './writer/Writer';
import type { Field } from './Field';
import type { Sorter, SorterConfig } from '../util/Sorter';
import type { Filter, FilterConfig } from '../util/Filter';
import type { Grouper, GrouperConfig } from '../util/Grouper';

/** The four proxy actions. */
export type Action = 'create' | 'read' | 'update' | 'destroy';

const WHERE = 'Lib.data.Operation';
/** The four actions, in Ext's order. */
export const ACTIONS: readonly string[] = ['create', 'read', 'update', 'destroy'];

export interface OperationConfig {
  /** The action: `'create'`, `'read'`, `'update'` or `'destroy'`. */
  action: Action;
  /** Records to write (or, after a read, the records read). */
  records?: Model[];
  /** Sorters for a read (`Lib.util.Sorter` instances or `{property, direction}`). */
  sorters?: Array<Sorter | SorterConfig>;
  /** Filters for a read. */
  filters?: Array<Filter | FilterConfig>;
  /** Groupers for a read. */
  groupers?: Array<Grouper | GrouperConfig>;
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
  callback?: (...args: never[]) => unknown;
  /** `this` for the callback. */
  scope?: unknown;
  /** The batch this operation belongs to. */
  batch?: unknown;
  /** An `AbortSignal` that aborts the request of this operation. */
  signal?: AbortSignal;
  [key: string]: unknown;
}

/** Throws the error of an action that is not one of the four (a `Lib.Error`, as ever). */
const ONE_OF = 'one of ' + ACTIONS.join(', ');
const badAction = (action: unknown): never => refuse(WHERE, "config 'action'", ONE_OF, action);

/** The `action` rule: one of the four actions, else the `Lib.Error` of `badAction`. */
const ACTION: Test = [(v) => ACTIONS.includes(v) || badAction(v), ONE_OF];
/** The rule of a list config (`records`, `sorters`...). */
const listOf = (what: string): Test => [isArray, 'an array of ' + what];

/**
 * The configs on the instance, as `OperationConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface Operation extends OwnConfigs<OperationConfig, object, 'batch'> {}

export class Operation extends Base {
  /** The batch this operation belongs to. */
  declare batch?: Batch;
  /** The request the proxy built for this operation. */
  declare request?: Request;
  /** The transport response, once there is one. */
  declare response?: ConnectionResponse;
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
  declare sentData?: Array<Record<string, unknown>>;

  override $construct(config: OperationConfig) {
    apply(this, checkConfigs(this, config));
    // Required: a config without one fails too.
    if (!ACTIONS.includes(this.action)) badAction(this.action);
    return this;
  }

  /** Marks the operation started (and running), forgetting the outcome of an earlier run. */
  setStarted(): void {
    const me = this;
    const records = me.records;
    me.started = me.running = true;
    if (me.complete || me.exception) {
      // A retried operation starts afresh: an old failure must not count against the new run.
      me.complete = me.exception = false;
      me.success = me.error = me.requestError = undefined;
    }
    if (me.action !== 'read' && records) me.sentData = records.map((r) => ({ ...r.data }));
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
    const me = this;
    me.exception = true;
    me.success = me.running = false;
    me.error = error;
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
  getRecords(): Model[] | undefined {
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
  $matchServerRecords(serverRecords?: ServerRow[]): Array<ServerRow | undefined> {
    const clientRecords = this.records || [];
    const count = clientRecords.length;
    const action = this.action;
    if (!serverRecords?.length) return new Array(count);
    if (count > 1 && action === 'update') {
      return clientRecords.map((client) => {
        const id = client.getId();
        return serverRecords.find((s) => s && (s as Model).getId && (s as Model).getId() === id);
      });
    }
    const name = count > 1 && action === 'create' ? this.getClientIdProperty() : undefined;
    const reader = this.getRowReader();
    const echoed =
      name === undefined
        ? []
        : serverRecords.map((s) => rowsOf(reader, s).rawValue(rawOf(s), name));
    if (!echoed.some((value) => value !== undefined)) {
      return clientRecords.map((_client, i) => serverRecords[i]);
    }
    return clientRecords.map((client) => {
      const clientId = String(client.internalId);
      return serverRecords[
        echoed.findIndex((value) => value !== undefined && String(value) === clientId)
      ];
    });
  }

  /**
   * After a successful create or update: copies what the server returned into the client
   * records (fields the server sent; a created record takes the server's id) and commits
   * them. Records are matched by position, except in an update of several records, which
   * matches them by id, and in a create of several records whose answer echoes the writer's
   * `clientIdProperty` (see `$matchServerRecords`). Destroys change nothing.
   *
   * A field counts as sent when the server's row has the node the proxy's reader reads it
   * from (see `Lib.data.reader.Reader#hasField`: a key of a json row, an element or attribute
   * of an XML record); answers without a reader are read as plain objects.
   *
   * A field the user changed after the operation started (see `setStarted`) keeps the user's
   * value and stays modified, so the record stays dirty and the next save or sync sends it:
   * the server never saw that value.
   */
  commitRecords(serverRecords?: ServerRow[]): void {
    const me = this;
    const clientRecords = me.records;
    const action = me.action;
    if (action === 'destroy' || action === 'read' || !clientRecords?.length) return;
    const matched = me.$matchServerRecords(serverRecords);
    const reader = me.getRowReader();
    const sent = me.sentData;
    // Every record's edits are known before any record is updated.
    const edits = clientRecords.map((client, i) =>
      sent && sent[i] ? editedSince(client, sent[i]) : NO_EDITS,
    );
    clientRecords.forEach((client, i) => {
      const server = matched[i];
      const rows = server ? rowsOf(reader, server) : PLAIN_ROWS;
      if (server) updateClientRecord(client, server, rows, action === 'create', edits[i]);
      if (edits[i].length === 0) client.commit();
      else commitSentValues(client, edits[i], sent![i], server, rows);
    });
  }

  /**
   * @internal The reader of the proxy that sent this operation's request, when it can answer
   * about the rows it read (`hasField`, `rawValue`); else `null`.
   */
  getRowReader(): RowReader | null {
    const reader = this.request?.proxy?.reader;
    return reader && isFn(reader.hasField) && isFn(reader.rawValue) ? (reader as RowReader) : null;
  }

  /** @internal The `clientIdProperty` of the writer that wrote this operation's request, if any. */
  getClientIdProperty(): string | undefined {
    const writer = this.request?.proxy?.writer as Writer | undefined;
    const name = writer && writer.isWriter ? writer.clientIdProperty : undefined;
    return isName(name) ? name : undefined;
  }
}

const NO_EDITS: Field[] = [];

/** A row of a server's answer: a record its reader made, or a plain object. */
export type ServerRow = Model | Record<string, unknown>;

/**
 * @internal What `commitRecords` asks of a reader about the rows it read (see
 * `Lib.data.reader.Reader`).
 */
export interface RowReader {
  hasField(raw: unknown, field: Field): boolean;
  rawValue(raw: unknown, name: string): unknown;
}

/** Plain-object rows: the json reader's answers, for server data that came without a reader. */
const PLAIN_ROWS: RowReader = { hasField: rowHasField, rawValue: rowValue };

/** The row a server record was read from (a plain object answers as itself). */
const rawOf = (server: ServerRow): unknown => (server && server.isModel ? server.raw : server);

/**
 * Who to ask about a server record's row: the reader that read it, or for a plain object
 * (or without a reader) the plain-object rules.
 */
const rowsOf = (reader: RowReader | null, server: ServerRow): RowReader =>
  reader !== null && server && server.isModel ? reader : PLAIN_ROWS;

/** The fields (other than the id) whose value changed since `sent` was taken. */
function editedSince(client: Model, sent: Record<string, unknown>): Field[] {
  const edited = (client.fields?.items || []).filter(
    (field: Field) =>
      field.name !== client.idProperty && !isEqual(client.data[field.name], sent[field.name]),
  );
  return edited.length ? edited : NO_EDITS;
}

/**
 * Commits a record some of whose fields were edited while the request was out: those stay
 * modified (against what the server now holds: its answer, else the value sent), the rest is
 * committed. The joined stores see one commit.
 */
function commitSentValues(
  client: Model,
  edited: Field[],
  sent: Record<string, unknown>,
  server: ServerRow | undefined,
  rows: RowReader,
) {
  const modified: Record<string, unknown> = {};
  let dirty = false;
  client.commit(true);
  for (const field of edited) {
    const name = field.name;
    const held =
      server && rows.hasField(rawOf(server), field)
        ? (server.isModel ? (server as Model).data : (server as Record<string, unknown>))[name]
        : sent[name];
    if (field.persist && !isEqual(held, client.data[name])) {
      modified[name] = held;
      dirty = true;
    }
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
  client: Model,
  server: ServerRow,
  rows: RowReader,
  isCreate: boolean,
  edited: Field[],
): void {
  const values = server.isModel ? (server as Model).data : (server as Record<string, unknown>);
  const raw = rawOf(server);
  const idProperty = client.idProperty;
  client.beginEdit();
  for (const field of client.self?.getFields ? client.self.getFields() : []) {
    const name = field.name;
    if (
      name !== idProperty &&
      values[name] !== undefined &&
      !edited.some((f) => f.name === name) &&
      rows.hasField(raw, field)
    ) {
      client.set(name, values[name]);
    }
  }
  const serverId = server.isModel ? (server as Model).getId() : values[idProperty];
  if (isCreate && serverId != null && serverId !== '') client.setId(serverId);
  client.endEdit(true);
}

registerClass(Operation, 'Lib.data.Operation', {
  $configs: declareConfigs<OperationConfig>({
    action: cfg(ACTION),
    records: cfg(listOf('records')),
    sorters: cfg(listOf('sorters')),
    filters: cfg(listOf('filters')),
    groupers: cfg(listOf('groupers')),
    start: cfg('number'),
    limit: cfg('number'),
    page: cfg('number'),
    params: cfg('object'),
    id: cfg('any'),
    url: cfg('string'),
    addRecords: false,
    callback: cfg('function'),
    scope: cfg('any'),
    batch: cfg('object'),
    signal: cfg(SIGNAL),
  }),
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
