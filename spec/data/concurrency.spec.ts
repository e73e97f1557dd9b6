import { expect } from 'chai';
import nock from 'nock';
import Lib from '../../index';
import type { Store } from '../../classes/data/Store';
import type { Operation } from '../../classes/data/Operation';
import { BASE, answer, useNock } from './proxy/nock.helpers';

/**
 * Optimistic concurrency (beyond Ext JS 4) over the REST proxy and a server faked with nock:
 * a model's `versionProperty` and the ETags of single-row answers go with every update and
 * destroy (version in the body, `If-Match`); a 412 or 409 answer is a `conflict` error carrying
 * the server's row, the record keeps the user's values, `store.sync` fires `conflict` per
 * record, and `resolveConflict` reloads or overwrites. Also the answers a write must not
 * accept: another record's row, a redirect, a 304.
 */

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Saves (or destroys) a record; resolves with the operation and the success flag. */
function save(record: any, destroy = false): Promise<[Operation, boolean]> {
  return new Promise((resolve) =>
    record[destroy ? 'destroy' : 'save']({
      callback: (_r: any, op: Operation) => resolve([op, op.wasSuccessful()]),
    }),
  );
}

/** Loads record `id` of `model`; resolves with it. */
function load(model: any, id: number): Promise<any> {
  return new Promise((resolve) => model.load(id, { callback: resolve }));
}

describe('optimistic concurrency (Lib.data.Model versionProperty, ETags, conflicts)', () => {
  useNock();
  const made: Store[] = [];
  let User: any;

  before(() => {
    User = Lib.define('Spec.cc.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', 'role'],
      versionProperty: 'version',
      proxy: { type: 'rest', url: `${BASE}/users`, noCache: false, reader: { root: 'data' } },
    });
  });
  after(() => Lib.undefine('Spec.cc.User'));
  afterEach(() => {
    while (made.length) made.pop()!.destroy();
  });

  /** A record as read from the server: `{id: 5, name: 'Ann', role: 'user', version: 3}`. */
  const read = (data: Record<string, any> = {}) =>
    new User({ id: 5, name: 'Ann', role: 'user', version: 3, ...data });

  const row = (data: Record<string, any> = {}) => ({
    id: 5,
    name: 'Bob',
    role: 'user',
    version: 4,
    ...data,
  });

  describe('what a write sends', () => {
    it('declares the version as a field of the model', () => {
      expect(User.prototype.versionProperty).to.equal('version');
      expect(User.prototype.fields.get('version')).to.be.an('object');
    });

    it('refuses a versionProperty that is no field name', () => {
      expect(() =>
        Lib.define('Spec.cc.Bad', { extend: 'Lib.data.Model', versionProperty: 7 }),
      ).to.throw(/versionProperty.*field name/);
    });

    it('an update sends the version it was made from, also when only the changes are written', async () => {
      const record = read();
      record.getProxy().getWriter().writeAllFields = false;
      record.set('name', 'Bea');
      try {
        const seen = answer(nock(BASE).put('/users/5'), 200, { data: row({ name: 'Bea' }) });
        const [, ok] = await save(record);
        expect(ok).to.equal(true);
        expect(seen[0].body).to.deep.equal({ name: 'Bea', version: 3, id: 5 });
        expect(record.get('version')).to.equal(4);
        expect(record.dirty).to.equal(false);
      } finally {
        record.getProxy().getWriter().writeAllFields = true;
      }
    });

    it('a destroy carries the record, with its version, in its body', async () => {
      const seen = answer(nock(BASE).delete('/users/5'), 200, { success: true });
      await save(read(), true);
      expect(seen[0].body).to.include({ id: 5, version: 3 });
    });

    it('remembers the ETag of a single-row read and write and sends it as If-Match', async () => {
      answer(
        nock(BASE).get('/users/5').query(true),
        200,
        { data: row() },
        {
          ...JSON_TYPE,
          ETag: '"5-4"',
        },
      );
      const record = await load(User, 5);
      expect(record.etag).to.equal('"5-4"');
      record.set('name', 'Cy');
      const put = answer(
        nock(BASE).put('/users/5'),
        200,
        { data: row({ version: 5 }) },
        {
          ...JSON_TYPE,
          ETag: '"5-5"',
        },
      );
      await save(record);
      expect(put[0].headers['if-match']).to.equal('"5-4"');
      expect(record.etag).to.equal('"5-5"');
    });

    it('a list read gives its records no ETag; a create sends no If-Match', async () => {
      const store = Lib.create('Lib.data.Store', { model: 'Spec.cc.User' });
      made.push(store);
      answer(
        nock(BASE).get('/users').query(true),
        200,
        { data: [row()] },
        {
          ...JSON_TYPE,
          ETag: '"list"',
        },
      );
      await new Promise((resolve) => store.load({ callback: resolve }));
      expect(store.getAt(0)!.etag).to.equal(undefined);
      const fresh = new User({ name: 'Di' });
      fresh.etag = '"x"';
      const seen = answer(nock(BASE).post('/users'), 200, { data: row({ id: 9 }) });
      await save(fresh);
      expect(seen[0].headers).not.to.have.property('if-match');
    });
  });

  describe('a stale write (412 or 409)', () => {
    const refuse = (status = 412, current: any = row(), headers: any = JSON_TYPE) =>
      answer(
        nock(BASE).put('/users/5'),
        status,
        { success: false, message: 'stale', conflict: true, current },
        headers,
      );

    it('fails with a conflict error carrying the server row; the record keeps the edit', async () => {
      const record = read();
      record.set('name', 'Mine');
      refuse(412, row(), { ...JSON_TYPE, ETag: '"5-4"' });
      const [op, ok] = await save(record);
      expect(ok).to.equal(false);
      const error: any = op.getRequestError();
      expect(error.kind).to.equal('conflict');
      expect(error.status).to.equal(412);
      expect(error.message).to.match(/PUT .*\/users\/5: the record changed on the server/);
      expect(error.record).to.equal(record);
      expect(error.current.data).to.include({ id: 5, name: 'Bob', version: 4 });
      expect(error.current.raw).to.deep.equal(row());
      expect(error.current.etag).to.equal('"5-4"');
      expect(record.conflict).to.deep.equal({ record, current: error.current, action: 'update' });
      expect([record.get('name'), record.get('version'), record.dirty]).to.deep.equal([
        'Mine',
        3,
        true,
      ]);
    });

    it('409 is a conflict too', async () => {
      const record = read();
      record.set('name', 'Mine');
      refuse(409);
      const [op] = await save(record);
      expect(op.getRequestError()!.kind).to.equal('conflict');
    });

    it('is a success when the server row is what was sent (an earlier attempt landed)', async () => {
      const record = read();
      record.set('name', 'Bob');
      refuse(412, row());
      const [op, ok] = await save(record);
      expect(ok, String(op.getRequestError()?.message)).to.equal(true);
      expect([record.get('version'), record.dirty, record.conflict]).to.deep.equal([
        4,
        false,
        undefined,
      ]);
    });

    it("resolveConflict('reload') takes the server row and discards the edit", async () => {
      const record = read();
      record.set('name', 'Mine');
      refuse();
      await save(record);
      record.resolveConflict('reload');
      expect(record.getData()).to.deep.equal(row());
      expect([record.dirty, record.conflict]).to.deep.equal([false, undefined]);
    });

    it("resolveConflict('reload') without a row in the answer reads the record again", async () => {
      const record = read();
      record.set('name', 'Mine');
      refuse(409, null);
      await save(record);
      expect(record.conflict.current).to.equal(undefined);
      answer(nock(BASE).get('/users/5').query(true), 200, { data: row({ name: 'Zed' }) });
      await new Promise((resolve) => record.resolveConflict('reload', { callback: resolve }));
      expect([record.get('name'), record.dirty]).to.deep.equal(['Zed', false]);
    });

    it("resolveConflict('overwrite') saves the edit again from the server's version and ETag", async () => {
      const record = read();
      record.set('name', 'Mine');
      refuse(412, row(), { ...JSON_TYPE, ETag: '"5-4"' });
      await save(record);
      const seen = answer(nock(BASE).put('/users/5'), 200, {
        data: row({ name: 'Mine', version: 5 }),
      });
      const done = new Promise((resolve) =>
        record.resolveConflict('overwrite', { callback: resolve }),
      );
      await done;
      expect(seen[0].body).to.include({ name: 'Mine', version: 4 });
      expect(seen[0].headers['if-match']).to.equal('"5-4"');
      expect([record.get('version'), record.dirty, record.conflict]).to.deep.equal([
        5,
        false,
        undefined,
      ]);
    });

    it('resolveConflict refuses a record in no conflict and an unknown choice', async () => {
      const record = read();
      expect(() => record.resolveConflict('reload')).to.throw(
        TypeError,
        /in a conflict, got 'reload'/,
      );
      record.set('name', 'Mine');
      refuse();
      await save(record);
      expect(() => record.resolveConflict('merge')).to.throw(TypeError, /'reload' or 'overwrite'/);
    });
  });

  describe('store.sync', () => {
    function store(): Store {
      const s = Lib.create('Lib.data.Store', { model: 'Spec.cc.User' });
      made.push(s);
      s.loadRecords([read(), read({ id: 6, name: 'Cal' })]);
      return s;
    }

    it('fires conflict(store, record, current, operation) for each refused record', async () => {
      const s = store();
      s.getAt(0)!.set('name', 'A2');
      s.getAt(1)!.set('name', 'C2');
      answer(nock(BASE).put('/users/5'), 412, { success: false, conflict: true, current: row() });
      answer(nock(BASE).put('/users/6'), 200, { data: row({ id: 6, name: 'C2' }) });
      const seen: any[] = [];
      s.on('conflict', (...args: any[]) => seen.push(args));
      const batch: any = await new Promise((resolve) => s.sync({ callback: resolve }));
      expect(seen).to.have.length(1);
      const [who, record, current, op] = seen[0];
      expect([who, record, current.get('name'), op.action]).to.deep.equal([
        s,
        s.getAt(0),
        'Bob',
        'update',
      ]);
      expect(batch.exceptions).to.have.length(1);
      expect(s.getModifiedRecords()).to.deep.equal([s.getAt(0)]);
    });

    it('a batch refused as a whole names each conflicting record', async () => {
      const s = Lib.create('Lib.data.Store', {
        model: 'Spec.cc.User',
        proxy: { type: 'ajax', url: `${BASE}/batch`, batchActions: true, reader: { root: 'data' } },
      });
      made.push(s);
      s.loadRecords([read(), read({ id: 6 })]);
      s.getAt(0)!.set('name', 'A2');
      s.getAt(1)!.set('name', 'B2');
      answer(nock(BASE).post('/batch').query(true), 412, {
        success: false,
        conflicts: [{ id: 6, current: row({ id: 6, name: 'Theirs' }) }],
      });
      const conflicts: any[] = [];
      s.on('conflict', (_s: any, record: any, current: any) => conflicts.push([record, current]));
      await new Promise((resolve) => s.sync({ callback: resolve }));
      expect(conflicts.map(([r, c]) => [r.getId(), c.get('name')])).to.deep.equal([[6, 'Theirs']]);
      expect(s.getAt(0)!.conflict).to.equal(undefined);
      expect(s.getAt(1)!.dirty).to.equal(true);
    });

    it("store.resolveConflict('reload') after a refused destroy puts the record back", async () => {
      const s = store();
      const record = s.getAt(0);
      s.remove(record!);
      answer(nock(BASE).delete('/users/5'), 412, { success: false, current: row() });
      await new Promise((resolve) => s.sync({ callback: resolve }));
      expect(record!.conflict!.action).to.equal('destroy');
      s.resolveConflict(record!, 'reload');
      expect(s.indexOf(record!)).to.be.at.least(0);
      expect(s.getRemovedRecords()).to.deep.equal([]);
      expect(record!.get('name')).to.equal('Bob');
    });
  });

  describe('answers a write does not accept', () => {
    it('an update answered with the row of another record fails (kind server), nothing copied', async () => {
      const record = read();
      record.set('name', 'Mine');
      answer(nock(BASE).put('/users/5'), 200, { data: row({ id: 99, role: 'admin' }) });
      const [op, ok] = await save(record);
      expect(ok).to.equal(false);
      expect(op.getRequestError()!.kind).to.equal('server');
      expect(op.getRequestError()!.message).to.match(/answered with the row of id 99/);
      expect([record.get('role'), record.get('name'), record.dirty]).to.deep.equal([
        'user',
        'Mine',
        true,
      ]);
    });

    it('a destroy answered with the row of another record fails; the record stays', async () => {
      const record = read();
      answer(nock(BASE).delete('/users/5'), 200, { data: row({ id: 99 }) });
      const [op, ok] = await save(record, true);
      expect([ok, op.getRequestError()!.kind, record.erased]).to.deep.equal([
        false,
        'server',
        false,
      ]);
    });

    it('a redirect of a create is a failure and is not followed', async () => {
      const record = new User({ name: 'New' });
      answer(nock(BASE).post('/users'), 302, '', { Location: `${BASE}/users/1` });
      const followed = answer(nock(BASE).get('/users/1'), 200, { data: row({ id: 1 }) });
      const [op, ok] = await save(record);
      expect(ok).to.equal(false);
      expect(op.getRequestError()!.kind).to.equal('http');
      expect(op.getRequestError()!.message).to.match(/POST .* failed with status 302/);
      expect([followed.length, record.phantom]).to.deep.equal([0, true]);
    });

    it('a write an XMLHttpRequest saw redirected (responseURL) is a failure', async () => {
      const g = globalThis as any;
      const saved = g.XMLHttpRequest;
      g.XMLHttpRequest = class {
        status = 0;
        readyState = 0;
        responseText = '';
        responseURL = '';
        onreadystatechange: any = null;
        open() {}
        setRequestHeader() {}
        getAllResponseHeaders() {
          return 'content-type: application/json';
        }
        send() {
          setTimeout(() => {
            Object.assign(this, {
              status: 200,
              readyState: 4,
              responseURL: `${BASE}/login`,
              responseText: JSON.stringify({ data: row({ id: 1 }) }),
            });
            this.onreadystatechange();
          });
        }
      };
      try {
        const record = new User({ name: 'New' });
        const [op, ok] = await save(record);
        expect([ok, op.getRequestError()!.kind, record.phantom]).to.deep.equal([
          false,
          'http',
          true,
        ]);
        expect(op.getRequestError()!.message).to.match(/redirected to .*\/login/);
      } finally {
        g.XMLHttpRequest = saved;
      }
    });

    it('a 304 to a write is a failure (it saved nothing)', async () => {
      const record = read();
      record.set('name', 'Mine');
      answer(nock(BASE).put('/users/5'), 304);
      const [op, ok] = await save(record);
      expect([ok, op.getRequestError()!.status, record.dirty]).to.deep.equal([false, 304, true]);
    });
  });
});
