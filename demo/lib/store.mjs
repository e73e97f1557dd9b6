// The demo server's embedded store: every user in memory, persisted as a snapshot (users.json)
// plus an append-only journal (users.journal, one JSON line per change), so that the cost of a
// write grows with the change, not with the table.
//
// - A commit group: the changes made while one write runs go to disk together in the next,
//   as lines appended to the journal in one synchronous (O_DSYNC) write, or write + fsync; `commit()` resolves once the state it was
//   called for is on disk. An acknowledged write is on disk: it survives a SIGKILL.
// - A failed write rolls memory back: every change not yet on disk is undone (GET never serves
//   it, the next write never saves it) and the journal is cut back to its last good length;
//   `commit()` rejects with a StorageError whose message shows no path (the cause is logged
//   by the server). If even that cut fails, the store refuses further writes until a restart.
// - Compaction: when the journal grows past the snapshot (and `journalBytes`, default 4 MiB),
//   the next commit writes a new snapshot atomically (a temp file in the same directory,
//   fsync, rename, fsync of the directory) and empties the journal. Every line has a sequence
//   number and the snapshot the last one it holds, so a crash between the two is harmless.
// - Recovery (open): the snapshot, then the journal's lines after its sequence number; a torn
//   last line (a write cut short, never acknowledged) is dropped, a corrupt line before the
//   last is an error.
// - A lock file (users.lock, holding the pid) refuses a second server on the same folder; the
//   lock of a process that no longer runs is taken over.
//
//   const store = await UserStore.open({file: 'demo/data/users.json'});
//   const user = store.create({name: 'Ada', email: 'ada@example.com'});
//   await store.commit();
//
// It also keeps the `Idempotency-Key`s of the creates it answered (key → the ids created and
// a hash of the request, `keyEntry` / `rememberCreated`; the last 10 000 keys), so a retried
// create is recognised even across a restart.

import { constants } from 'node:fs';
import { kill } from 'node:process';
import { mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { generateUsers } from './seed.mjs';

let tempSeq = 0;

/** How many idempotency keys the store remembers (the oldest are forgotten first). */
export const KEY_LIMIT = 10000;

/**
 * A write that did not reach the disk. Its message is meant for clients (no path, no system
 * detail); `cause` is the system error, for the server's log.
 */
export class StorageError extends Error {
  constructor(message, cause) {
    super(message, { cause });
    this.status = 500;
  }
}

const alive = (pid) => {
  try {
    kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Takes the lock file of a data folder, or throws naming the server that holds it. */
async function takeLock(file) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o644);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (pid > 0 && alive(pid)) {
      throw new Error(
        `${path.dirname(file)} is in use by another demo server (pid ${pid}): stop it or use another data folder (DEMO_DATA_DIR); if none runs, delete ${file}`,
      );
    }
    // The lock of a process that is gone: take it over.
    await unlink(file).catch(() => {});
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** Writes `chunks` to `file` atomically (temp file, fsync, rename, fsync of the directory). */
async function writeAtomic(file, chunks) {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${++tempSeq}.tmp`);
  let handle;
  try {
    handle = await open(temp, 'w', 0o644);
    for (const chunk of chunks) await handle.write(chunk);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(temp).catch(() => {});
    throw error;
  }
  // Make the rename itself durable; directories cannot be opened for this on every system.
  try {
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    // best effort
  }
}

export class UserStore {
  /**
   * Opens the store at `file` (the snapshot; the journal and the lock file sit beside it):
   * takes the lock, reads the snapshot and replays the journal, or seeds `seedRows` generated
   * users (default 10 000) when there is no snapshot. Left-over temp files of an interrupted
   * write are removed. A file that is not a users file is an error (it is never overwritten).
   * `journalBytes` (default 4 MiB): the journal size below which it is never compacted.
   */
  static async open({ file, seedRows = 10000, journalBytes = 4 * 1024 * 1024 }) {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const base = file.replace(/\.json$/, '');
    const lock = `${base}.lock`;
    await takeLock(lock);
    const store = new UserStore(file, seedRows, journalBytes);
    store.lockFile = lock;
    try {
      await store.recover();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  constructor(file, seedRows, journalBytes) {
    this.file = file;
    this.journalFile = file.replace(/\.json$/, '') + '.journal';
    this.seedRows = seedRows;
    this.journalBytes = journalBytes;
    /** Whether `open` generated the data (no file existed). */
    this.seeded = false;
    /** How many commit groups were written (journal appends and snapshots). */
    this.writes = 0;
    /** How many snapshots were written (compactions, seeds, resets, clean closes). */
    this.snapshots = 0;
    this.pending = null;
    this.writing = null;
    /** Journal lines not yet written, and the undo entries of every change not yet on disk. */
    this.lines = [];
    this.undo = [];
    /** The sequence number of the last change, and of the last one on disk. */
    this.seq = 0;
    this.durableSeq = 0;
    /** Bumped by each rollback: a group queued before one has nothing left to write. */
    this.failures = 0;
    this.journalSize = 0;
    this.snapshotSize = 0;
    this.snapshotDue = false;
    /** A StorageError once the store cannot write safely any more (until a restart). */
    this.broken = null;
    this.journal = null;
  }

  async recover() {
    const dir = path.dirname(this.file);
    const prefix = `.${path.basename(this.file)}.`;
    for (const entry of await readdir(dir)) {
      if (entry.startsWith(prefix) && entry.endsWith('.tmp')) {
        await unlink(path.join(dir, entry)).catch(() => {});
      }
    }
    let text;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    if (text === undefined) {
      await unlink(this.journalFile).catch(() => {});
      this.load({ nextId: this.seedRows + 1, users: generateUsers(this.seedRows) });
      this.seeded = true;
    } else {
      let data;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(
          `${this.file} is not valid JSON (${error.message}): move it away to reseed`,
        );
      }
      if (!data || !Array.isArray(data.users) || !Number.isInteger(data.nextId)) {
        throw new Error(
          `${this.file} is not a users file ({nextId, users: [...]}): move it away to reseed`,
        );
      }
      this.load(data);
      this.snapshotSize = Buffer.byteLength(text);
    }
    text = undefined;
    const good = this.seeded ? 0 : await this.replay();
    // O_DSYNC: each append is on disk when it returns, in one system call (else an fsync).
    this.journal = await open(this.journalFile, APPEND | (constants.O_DSYNC ?? 0), 0o644);
    if ((await this.journal.stat()).size !== good) {
      await this.journal.truncate(good);
      await this.journal.datasync();
    }
    this.journalSize = good;
    if (this.seeded) {
      this.snapshotDue = true;
      await this.commit();
    }
  }

  /** Replays the journal's lines past the snapshot; returns the length of its good part. */
  async replay() {
    let buffer;
    try {
      buffer = await readFile(this.journalFile);
    } catch (error) {
      if (error.code === 'ENOENT') return 0;
      throw error;
    }
    let offset = 0;
    let number = 0;
    while (offset < buffer.length) {
      const end = buffer.indexOf(10, offset);
      number++;
      // A last line without its newline was cut short: never acknowledged, dropped.
      if (end === -1) break;
      let line;
      try {
        line = JSON.parse(buffer.toString('utf8', offset, end));
      } catch {
        line = null;
      }
      if (!line || !Number.isInteger(line.s)) {
        // A torn tail (garbage to the end, e.g. a group cut short) is dropped; a good line
        // after a bad one is corruption.
        const rest = buffer.toString('utf8', end + 1).split('\n');
        if (!rest.some((text) => /^\{"op":.*"s":\d+\}$/.test(text))) break;
        throw new Error(
          `${this.journalFile} line ${number} is corrupt: move the journal away to start from the snapshot`,
        );
      }
      if (line.s > this.seq) {
        this.apply(line);
        this.seq = line.s;
      }
      offset = end + 1;
    }
    this.durableSeq = this.seq;
    return offset;
  }

  /** Applies one journal line to memory; returns what undoes it. */
  apply(line) {
    if (line.op === 'put') {
      const row = line.row;
      const before = this.byId.get(String(row.id));
      const at = this.indexOf(row.id);
      if (before) this.rows[at] = row;
      else this.rows.splice(at, 0, row);
      this.byId.set(String(row.id), row);
      const nextId = this.nextId;
      if (row.id >= this.nextId) this.nextId = row.id + 1;
      return { id: row.id, before, nextId };
    }
    if (line.op === 'del') {
      const before = this.byId.get(String(line.id));
      if (before) {
        this.rows.splice(this.indexOf(before.id), 1);
        this.byId.delete(String(before.id));
      }
      return { id: line.id, before, nextId: this.nextId };
    }
    if (line.op === 'key') {
      const before = this.keys.get(line.key);
      this.keys.delete(line.key);
      this.keys.set(line.key, { ids: line.ids.slice(), hash: line.hash ?? null });
      const evicted = [];
      while (this.keys.size > KEY_LIMIT) {
        const oldest = this.keys.keys().next().value;
        evicted.push([oldest, this.keys.get(oldest)]);
        this.keys.delete(oldest);
      }
      return { key: line.key, before, evicted };
    }
    throw new Error(`Unknown journal operation '${line.op}'`);
  }

  /** Undoes what `apply` did. */
  revert(entry) {
    if (entry.key !== undefined) {
      this.keys.delete(entry.key);
      if (entry.evicted.length) this.keys = new Map([...entry.evicted, ...this.keys]);
      if (entry.before) this.keys.set(entry.key, entry.before);
      return;
    }
    const current = this.byId.get(String(entry.id));
    if (current) this.rows.splice(this.indexOf(current.id), 1);
    this.byId.delete(String(entry.id));
    if (entry.before) {
      this.rows.splice(this.indexOf(entry.before.id), 0, entry.before);
      this.byId.set(String(entry.before.id), entry.before);
    }
    this.nextId = entry.nextId;
  }

  /** A change made by the API: applied now, journaled with the next commit group. */
  change(line) {
    if (this.broken) throw this.broken;
    line.s = ++this.seq;
    this.undo.push(this.apply(line));
    this.lines.push(JSON.stringify(line));
  }

  /** The index of the row with this (integer) id in `rows`, or where it would go. */
  indexOf(id) {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.rows[mid].id < id) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Replaces the data in memory. `keys` (optional): `[key, ids, hash?]` entries of remembered
   * creates, oldest first; malformed entries are skipped.
   */
  load({ nextId, users, keys = [], seq = 0 }) {
    this.nextId = nextId;
    // Rows of a file written before versions existed start at version 1.
    this.rows = users.map((row) => (Number.isInteger(row.version) ? row : { ...row, version: 1 }));
    this.rows.sort((a, b) => a.id - b.id);
    this.byId = new Map(this.rows.map((row) => [String(row.id), row]));
    this.keys = new Map();
    for (const entry of Array.isArray(keys) ? keys : []) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1])) {
        this.keys.set(entry[0], {
          ids: entry[1].map((id) => (Number.isInteger(id) ? id : null)),
          hash: typeof entry[2] === 'string' ? entry[2] : null,
        });
      }
    }
    this.seq = this.durableSeq = Number.isInteger(seq) ? seq : 0;
  }

  /**
   * The ids a create sent with this `Idempotency-Key` made, by the index of the record in its
   * body (`null` where that record failed and was not created), or `undefined` for a key never
   * seen.
   */
  createdFor(key) {
    return this.keys.get(key)?.ids.slice();
  }

  /**
   * What a key was used for: `{ids, hash}` (`hash`: of the request it came with; null for a
   * key remembered before hashes were kept), or `undefined`.
   */
  keyEntry(key) {
    const entry = this.keys.get(key);
    return entry && { ids: entry.ids.slice(), hash: entry.hash };
  }

  /** Remembers the ids a create with this key made (the oldest keys go past `KEY_LIMIT`). */
  rememberCreated(key, ids, hash = null) {
    this.change({ op: 'key', key, ids: ids.slice(), hash });
  }

  /**
   * Whether `id` is one this store handed out and that was deleted since: ids are given in
   * order from 1 and never reused, so an integer below `nextId` with no user is one.
   */
  wasDeleted(id) {
    const text = String(id);
    if (!/^[1-9]\d*$/.test(text)) return false;
    const n = Number(text);
    return n < this.nextId && !this.byId.has(text);
  }

  /** Every user, in id order (the array itself: callers copy before changing it). */
  all() {
    return this.rows;
  }

  /** The user with this id (compared as text, as it arrives in a URL), or `undefined`. */
  get(id) {
    return this.byId.get(String(id));
  }

  /** Adds a user with the next id and version 1; returns it. */
  create(values) {
    this.change({ op: 'put', row: { ...values, id: this.nextId, version: 1 } });
    return this.rows[this.rows.length - 1];
  }

  /** Replaces the fields of a user, adding 1 to its version; returns it, or `undefined`. */
  update(id, values) {
    const row = this.get(id);
    if (!row) return undefined;
    this.change({ op: 'put', row: { ...row, ...values, id: row.id, version: row.version + 1 } });
    return this.get(id);
  }

  /** Removes a user; returns it, or `undefined` when there is none. */
  remove(id) {
    const row = this.get(id);
    if (row) this.change({ op: 'del', id: row.id });
    return row;
  }

  /** Regenerates the seed data (`rows` users, default the store's seed size) and commits. */
  async reset(rows = this.seedRows) {
    await this.flush();
    if (this.broken) throw this.broken;
    this.load({ nextId: rows + 1, users: generateUsers(rows), seq: this.seq });
    this.snapshotDue = true;
    await this.commit();
  }

  /**
   * Resolves once the current state is on disk; rejects with a StorageError when the write
   * failed (the changes it held are then undone). Calls made while a write runs share the
   * next write.
   */
  commit() {
    if (this.pending) return this.pending;
    if (this.broken) return Promise.reject(this.broken);
    if (!this.lines.length && !this.snapshotDue) {
      return this.writing ? this.writing.then(() => {}) : Promise.resolve();
    }
    const previous = this.writing;
    const failures = this.failures;
    const pending = (async () => {
      // Always yield first, so that `this.pending` below is the promise assigned after this.
      await (previous ? previous.catch(() => {}) : null);
      // From here on, a new change needs a write of its own.
      if (this.pending === pending) this.pending = null;
      // A failed write before this one undid the changes this one was for.
      if (this.failures !== failures) throw new StorageError(UNSAVED);
      if (this.broken) throw this.broken;
      const write = this.writeGroup();
      this.writing = write;
      try {
        await write;
      } finally {
        if (this.writing === write) this.writing = null;
      }
    })();
    this.pending = pending;
    return pending;
  }

  /** Resolves once no change is waiting for the disk (written or rolled back). */
  settled() {
    return this.undo.length || this.snapshotDue ? this.commit().catch(() => {}) : Promise.resolve();
  }

  /** Writes the changes made so far: journal lines, or a whole snapshot when one is due. */
  async writeGroup() {
    const text = this.lines.length ? this.lines.join('\n') + '\n' : '';
    const bytes = Buffer.byteLength(text);
    const taken = this.undo.length;
    const seq = this.seq;
    this.lines = [];
    const snapshot =
      this.snapshotDue || this.journalSize + bytes > Math.max(this.journalBytes, this.snapshotSize);
    // Serialised now, in this turn: the snapshot is exactly the state of the changes taken.
    const chunks = snapshot ? this.serialize(seq) : null;
    try {
      if (chunks) {
        await this.io.snapshot(this.file, chunks);
        this.snapshots++;
        this.snapshotDue = false;
        this.snapshotSize = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
        // Lines up to `seq` are in the snapshot: a failure to cut them is harmless.
        try {
          await this.journal.truncate(0);
          await this.journal.datasync();
          this.journalSize = 0;
        } catch {
          // replay skips them by their sequence number
        }
      } else {
        await this.io.append(this.journal, text);
        this.journalSize += bytes;
      }
    } catch (error) {
      await this.rollback(error);
      throw new StorageError(UNSAVED, error);
    }
    this.writes++;
    this.durableSeq = seq;
    this.undo.splice(0, taken);
  }

  /** The snapshot as text chunks (rows in slices, so that no one string holds it all). */
  serialize(seq) {
    const keys = [...this.keys].map(([key, { ids, hash }]) => [key, ids, hash]);
    const chunks = [
      `{"seq":${seq},"nextId":${this.nextId},"keys":${JSON.stringify(keys)},"users":[`,
    ];
    for (let i = 0; i < this.rows.length; i += 10000) {
      const part = JSON.stringify(this.rows.slice(i, i + 10000));
      chunks.push((i ? ',' : '') + part.slice(1, -1));
    }
    chunks.push(']}');
    return chunks;
  }

  /**
   * Undoes every change not yet on disk and cuts the journal back to its last good length; if
   * that fails too, the store refuses further writes (`broken`).
   */
  async rollback(error) {
    for (let i = this.undo.length - 1; i >= 0; i--) this.revert(this.undo[i]);
    this.undo = [];
    this.lines = [];
    this.seq = this.durableSeq;
    this.pending = null;
    this.failures++;
    try {
      await this.journal.truncate(this.journalSize);
      await this.journal.datasync();
    } catch (cut) {
      this.broken = new StorageError(
        'The data could not be saved and the store stopped taking writes: restart the server',
        new AggregateError([error, cut]),
      );
    }
  }

  /** Waits for the writes under way. */
  async flush() {
    while (this.pending || this.writing) await (this.pending || this.writing).catch(() => {});
  }

  /**
   * Waits for the writes under way, writes a snapshot when the journal holds changes (so that
   * users.json alone holds the data after a clean stop), and releases the files.
   */
  async close() {
    await this.flush();
    if (this.journal && this.journalSize > 0 && !this.broken) {
      this.snapshotDue = true;
      await this.commit().catch(() => {});
    }
    await this.journal?.close().catch(() => {});
    this.journal = null;
    if (this.lockFile) await unlink(this.lockFile).catch(() => {});
    this.lockFile = null;
  }
}

const APPEND = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT;

/** The message of a write that did not reach the disk. */
const UNSAVED =
  'The change could not be saved (a storage error, logged on the server): nothing was changed';

/**
 * The disk operations of a store (replaced in specs to simulate a failing disk): append a
 * journal group and fsync it, write a snapshot atomically.
 */
UserStore.prototype.io = {
  async append(handle, text) {
    await handle.write(text);
    if (constants.O_DSYNC === undefined) await handle.datasync();
  },
  snapshot: writeAtomic,
};
