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
import { LibError, describe } from '../../lib/Error';
import { apply } from '../../lib/lang/Object';
import type { ResultSet } from './ResultSet';

/** The four proxy actions. */
export type Action = 'create' | 'read' | 'update' | 'destroy';

const ACTIONS = ['create', 'read', 'update', 'destroy'];

export interface OperationConfig {
  /** The action: `'create'`, `'read'`, `'update'` or `'destroy'` (required). */
  action?: Action;
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

  override $construct(config?: OperationConfig) {
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
    }
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
   * After a successful create or update: copies what the server returned into the client
   * records (fields the server sent; a created record takes the server's id) and commits
   * them. Records are matched by position, except in an update of several records, which
   * matches them by id. Destroys change nothing.
   */
  commitRecords(serverRecords?: any[]): void {
    const clientRecords = this.records;
    if (this.action === 'destroy' || this.action === 'read') return;
    if (!clientRecords || clientRecords.length === 0) return;
    if (serverRecords && serverRecords.length) {
      const byId = this.action === 'update' && clientRecords.length > 1;
      for (let i = 0; i < clientRecords.length; i++) {
        const client = clientRecords[i];
        const server = byId
          ? serverRecords.find((s) => s && s.getId && s.getId() === client.getId())
          : serverRecords[i];
        if (server) updateClientRecord(client, server, this.action === 'create');
      }
    }
    for (const record of clientRecords) record.commit();
  }
}

/** Whether the server's row carried a field (a converted default must not overwrite the client's value). */
function sentByServer(server: any, field: any): boolean {
  const raw = server.isModel ? server.raw : server;
  if (raw === null || typeof raw !== 'object') return false;
  const mapping = field.mapping;
  if (mapping !== null && mapping !== undefined && mapping !== '' && typeof mapping !== 'string') {
    return true;
  }
  const path = typeof mapping === 'string' && mapping !== '' ? mapping : field.name;
  return Object.prototype.hasOwnProperty.call(raw, path.split(/[.[]/)[0]);
}

/** Copies the fields the server sent into the client record, and a created record's new id. */
function updateClientRecord(client: any, server: any, isCreate: boolean): void {
  const values = server.isModel ? server.data : server;
  const fields: any[] = client.self?.getFields ? client.self.getFields() : [];
  const idProperty = client.idProperty;
  client.beginEdit();
  for (const field of fields) {
    const name = field.name;
    if (name !== idProperty && values[name] !== undefined && sentByServer(server, field)) {
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
