/**
 * Types of the demo server (demo/server.mjs), for the TypeScript specs and e2e tests that
 * start it.
 *
 * @example
 *   const server = await createServer({port: 0, dataDir: tmp, faults: true});
 *   server.faults!.add({type: 'status', status: 503, method: 'PUT'});
 */
import type { Server } from 'node:http';

/** One stored user. */
export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  department: string;
  city: string;
  /** `YYYY-MM-DD`, or null. */
  joined: string | null;
  salary: number | null;
  active: boolean;
  /** 1 when created, +1 on each successful write; the ETag is `"<id>-<version>"`. */
  version: number;
}

/** A fault to inject (see demo/lib/faults.mjs). */
export interface FaultSpec {
  type: 'drop' | 'delay' | 'status' | 'malformed' | 'fail-record';
  /** 'before' (default): instead of handling the request; 'after': once it is handled. */
  when?: 'before' | 'after';
  /** delay: milliseconds (default 3000). */
  ms?: number;
  /** status / fail-record: the HTTP status (default 500). */
  status?: number;
  /** Seconds for a Retry-After header (503 defaults to 1). */
  retryAfter?: number;
  /** The error message answered. */
  message?: string;
  /** malformed: the body sent (default: truncated JSON). */
  body?: string;
  /** Only requests with this method (or one of these). */
  method?: string | string[];
  /** Only requests whose path starts with this (default '/api/'). */
  path?: string;
  /** fail-record: the record id to fail. */
  id?: string | number;
  /** fail-record: fail records whose fields have these values. */
  match?: Record<string, unknown>;
  /** How many matching requests to hit (default 1), or 'always'. */
  times?: number | 'always';
  /** How many matching requests to let through first (default 0). */
  skip?: number;
}

export interface InjectedFault {
  type: FaultSpec['type'];
  when: 'before' | 'after';
  method: string;
  url: string;
  at: number;
}

export interface FaultInjector {
  add(specs: FaultSpec | FaultSpec[]): FaultSpec[];
  pending(): Array<FaultSpec & { hits: number }>;
  clear(): void;
  readonly injected: InjectedFault[];
}

/** One API request the server received. */
export interface RequestEntry {
  method: string;
  url: string;
  /** The status answered; 0 when the connection was dropped. */
  status: number;
  /** The fault injected, if any. */
  fault?: FaultSpec['type'];
  /** The length of the body (characters). */
  bytes?: number;
  /** With `faults` only, up to 64 KiB: the parsed body (or its text when it was not JSON). */
  body?: unknown;
  /** The `Idempotency-Key` header sent, if any. */
  key?: string;
  at: number;
}

export interface UserStore {
  /** The snapshot (users.json); the journal (users.journal) and lock (users.lock) sit beside it. */
  readonly file: string;
  readonly seeded: boolean;
  /** How many commit groups were written (journal appends and snapshots). */
  readonly writes: number;
  /** How many snapshots were written (seed, compactions, resets, clean closes). */
  readonly snapshots: number;
  all(): User[];
  get(id: string | number): User | undefined;
  /** The ids a POST with this `Idempotency-Key` created, by record index (null: not created). */
  createdFor(key: string): Array<number | null> | undefined;
  /** The ids a key created and the hash of the request it came with (null: not kept). */
  keyEntry(key: string): { ids: Array<number | null>; hash: string | null } | undefined;
  /** Whether the id was handed out by the store and its user deleted since. */
  wasDeleted(id: string | number): boolean;
  /** Resolves once the changes made so far are on disk; rejects (they are undone) if not. */
  commit(): Promise<void>;
  /** Resolves once no change waits for the disk (written or rolled back). */
  settled(): Promise<void>;
  flush(): Promise<void>;
  /** Flushes, compacts the journal into users.json, releases the lock. */
  close(): Promise<void>;
  reset(rows?: number): Promise<void>;
}

export interface ServerOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Where users.json lives (default demo/data). */
  dataDir?: string;
  /** Users generated when users.json does not exist (default 10 000). */
  seedRows?: number;
  /** Default demo/public. */
  publicDir?: string;
  /** Default dist/. */
  distDir?: string;
  /** Enables the fault injector and the /__test/ endpoints (default false). */
  faults?: boolean;
  /** true: one console line per request; a function receives the line. Default false. */
  log?: boolean | ((line: string) => void);
  /** Default 1 000 000. */
  maxBodyBytes?: number;
  /** Records one request may carry (default 500; more is 413). */
  maxRecords?: number;
  /** More host names (or `name:port`) to answer to, beside localhost, 127.0.0.1, [::1], host. */
  hosts?: string[];
  /** How many requests `requests` keeps (default 1000). */
  logLimit?: number;
  /** The journal size below which it is never compacted (default 4 MiB). */
  journalBytes?: number;
}

export interface DemoServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  port: number;
  host: string;
  server: Server;
  store: UserStore;
  /** The fault injector, or null when faults are off. */
  faults: FaultInjector | null;
  /** The API requests received (the last `logLimit`). */
  requests: RequestEntry[];
  /** Stops the server (cutting open connections) once pending writes are on disk. */
  close(): Promise<void>;
}

export function createServer(options?: ServerOptions): Promise<DemoServer>;

export function main(options?: {
  env?: Record<string, string | undefined>;
  argv?: string[];
  print?: (line: string) => void;
}): Promise<DemoServer>;
