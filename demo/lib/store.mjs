// The demo server's embedded store: every user in memory, persisted to one JSON file with
// atomic writes (a temp file in the same directory, fsync, rename, fsync of the directory), so
// a crash leaves either the old file or the new one, never a torn one. Writes are grouped: the
// changes made while one write runs go to disk together in the next, and `commit()` resolves
// once the state it was called for is on disk.
//
//   const store = await UserStore.open({file: 'demo/data/users.json'});
//   const user = store.create({name: 'Ada', email: 'ada@example.com'});
//   await store.commit();
//
// It also keeps, with the users and in the same file, the `Idempotency-Key`s of the creates it
// answered (key → the ids created, `createdFor` / `rememberCreated`; the last 10 000 keys), so
// a retried create is recognised even across a restart.

import { mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { generateUsers } from './seed.mjs';

let tempSeq = 0;

/** How many idempotency keys the store remembers (the oldest are forgotten first). */
export const KEY_LIMIT = 10000;

export class UserStore {
  /**
   * Opens the store at `file`: reads it, or seeds `seedRows` generated users (default 10 000)
   * and writes it when it does not exist. Left-over temp files of an interrupted write are
   * removed. A file that is not a users file is an error (it is never overwritten).
   */
  static async open({ file, seedRows = 10000 }) {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const prefix = `.${path.basename(file)}.`;
    for (const entry of await readdir(dir)) {
      if (entry.startsWith(prefix) && entry.endsWith('.tmp')) {
        await unlink(path.join(dir, entry)).catch(() => {});
      }
    }
    let text;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    const store = new UserStore(file, seedRows);
    if (text === undefined) {
      store.load({ nextId: seedRows + 1, users: generateUsers(seedRows) });
      await store.commit();
      store.seeded = true;
    } else {
      let data;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(`${file} is not valid JSON (${error.message}): move it away to reseed`);
      }
      if (!data || !Array.isArray(data.users) || !Number.isInteger(data.nextId)) {
        throw new Error(
          `${file} is not a users file ({nextId, users: [...]}): move it away to reseed`,
        );
      }
      store.load(data);
    }
    return store;
  }

  constructor(file, seedRows) {
    this.file = file;
    this.seedRows = seedRows;
    /** Whether `open` generated the data (no file existed). */
    this.seeded = false;
    /** How many times the file was written. */
    this.writes = 0;
    this.pending = null;
    this.writing = null;
  }

  /**
   * Replaces the data in memory. `keys` (optional): `[key, ids]` pairs of remembered creates,
   * oldest first; malformed entries are skipped.
   */
  load({ nextId, users, keys = [] }) {
    this.nextId = nextId;
    // Rows of a file written before versions existed start at version 1.
    this.rows = users.map((row) => (Number.isInteger(row.version) ? row : { ...row, version: 1 }));
    this.byId = new Map(this.rows.map((row) => [String(row.id), row]));
    this.keys = new Map();
    for (const entry of Array.isArray(keys) ? keys : []) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1])) {
        this.keys.set(
          entry[0],
          entry[1].map((id) => (Number.isInteger(id) ? id : null)),
        );
      }
    }
  }

  /**
   * The ids a create sent with this `Idempotency-Key` made, by the index of the record in its
   * body (`null` where that record failed and was not created), or `undefined` for a key never
   * seen.
   */
  createdFor(key) {
    const ids = this.keys.get(key);
    return ids === undefined ? undefined : ids.slice();
  }

  /** Remembers the ids a create with this key made (the oldest keys go past `KEY_LIMIT`). */
  rememberCreated(key, ids) {
    this.keys.delete(key);
    this.keys.set(key, ids.slice());
    while (this.keys.size > KEY_LIMIT) this.keys.delete(this.keys.keys().next().value);
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
    const id = this.nextId++;
    const row = { ...values, id, version: 1 };
    this.rows.push(row);
    this.byId.set(String(row.id), row);
    return row;
  }

  /** Replaces the fields of a user, adding 1 to its version; returns it, or `undefined`. */
  update(id, values) {
    const row = this.get(id);
    if (row) Object.assign(row, values, { id: row.id, version: row.version + 1 });
    return row;
  }

  /** Removes a user; returns it, or `undefined` when there is none. */
  remove(id) {
    const row = this.get(id);
    if (!row) return undefined;
    this.byId.delete(String(row.id));
    this.rows.splice(this.rows.indexOf(row), 1);
    return row;
  }

  /** Regenerates the seed data (`rows` users, default the store's seed size) and commits. */
  async reset(rows = this.seedRows) {
    this.load({ nextId: rows + 1, users: generateUsers(rows) });
    await this.commit();
  }

  /**
   * Resolves once the current state is on disk. Calls made while a write runs share the next
   * write.
   */
  commit() {
    if (this.pending) return this.pending;
    const previous = this.writing;
    const pending = (async () => {
      // Always yield first, so that `this.pending` below is the promise assigned after this.
      await (previous ? previous.catch(() => {}) : null);
      // From here on, a new change needs a write of its own.
      if (this.pending === pending) this.pending = null;
      const write = this.writeFile(
        JSON.stringify({ nextId: this.nextId, users: this.rows, keys: [...this.keys] }),
      );
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

  /** Waits for the writes under way. */
  async flush() {
    while (this.pending || this.writing) await (this.pending || this.writing).catch(() => {});
  }

  /** Writes `text` to the file atomically. */
  async writeFile(text) {
    const dir = path.dirname(this.file);
    const temp = path.join(dir, `.${path.basename(this.file)}.${process.pid}.${++tempSeq}.tmp`);
    let handle;
    try {
      handle = await open(temp, 'w', 0o644);
      await handle.writeFile(text, 'utf8');
      await handle.sync();
      await handle.close();
      handle = undefined;
      await rename(temp, this.file);
    } catch (error) {
      await handle?.close().catch(() => {});
      await unlink(temp).catch(() => {});
      throw error;
    }
    this.writes++;
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
}
