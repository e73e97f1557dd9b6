import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../../index';
import { JsonReader } from '../../../classes/data/reader/Json';
import { ResultSet } from '../../../classes/data/ResultSet';

describe('Lib.data.reader.Json', () => {
  before(() => {
    Lib.define('Spec.json.User', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'string' },
        { name: 'age', type: 'int', defaultValue: 18 },
        { name: 'city', mapping: 'address.city' },
        { name: 'first', mapping: 'tags[0]' },
        {
          name: 'label',
          convert(this: any, _value: unknown, record: any) {
            return `${record.get('name')} (${record.get('age')})`;
          },
        },
      ],
    });
  });
  after(() => Lib.undefine('Spec.json.User'));

  const reader = (config: Record<string, any> = {}) =>
    Lib.create('reader.json', { model: 'Spec.json.User', ...config });

  it('is registered as reader.json, also known as Lib.data.JsonReader', () => {
    expect(Lib.ClassManager.getByAlias('reader.json')).to.equal(JsonReader);
    expect(Lib.ClassManager.get('Lib.data.JsonReader')).to.equal(JsonReader);
    expect(reader()).to.be.instanceOf(Lib.data.reader.Reader);
  });

  it("defaults: root '', totalProperty 'total', successProperty 'success', metaProperty 'metaData', no messageProperty", () => {
    const r = reader();
    expect(r.root).to.equal('');
    expect(r.totalProperty).to.equal('total');
    expect(r.successProperty).to.equal('success');
    expect(r.metaProperty).to.equal('metaData');
    expect(r.messageProperty).to.equal(undefined);
    expect(r.readRecordsOnFailure).to.equal(true);
  });

  describe('#read', () => {
    it('reads the rows under root into records, with the total the data reports', () => {
      const result = reader({ root: 'items', totalProperty: 'n' }).read({
        n: 10,
        items: [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Bob' },
        ],
      });
      expect(result).to.be.instanceOf(ResultSet);
      expect(result.records).to.have.length(2);
      expect(result.count).to.equal(2);
      expect(result.total).to.equal(10);
      expect(result.success).to.equal(true);
      expect(result.records[1].get('name')).to.equal('Bob');
    });

    it('follows dotted and bracketed paths in root and mappings', () => {
      const result = reader({ root: 'data.rows', totalProperty: 'meta.count' }).read({
        meta: { count: '3' },
        data: { rows: [{ id: 1, address: { city: 'Paris' }, tags: ['x', 'y'] }, { id: 2 }] },
      });
      expect(result.total).to.equal(3);
      expect(result.records[0].get('city')).to.equal('Paris');
      expect(result.records[0].get('first')).to.equal('x');
      expect(result.records[1].get('city')).to.equal('');
      expect(
        reader({ root: "['the rows']" })
          .read({ 'the rows': [{ id: 5 }] })
          .records[0].getId(),
      ).to.equal(5);
    });

    it('uses an array as the rows even when a root is set, and one object as one row', () => {
      expect(reader({ root: 'items' }).read([{ id: 1 }, { id: 2 }]).records).to.have.length(2);
      expect(
        reader()
          .read({ id: 7, name: 'single' })
          .records.map((r: any) => r.getId()),
      ).to.deep.equal([7]);
    });

    it('converts values through the fields; missing fields get their converted default', () => {
      const [record] = reader().read([{ id: '4', name: 12, age: '33 years' }]).records;
      expect(record.get('id')).to.equal(4);
      expect(record.get('name')).to.equal('12');
      expect(record.get('age')).to.equal(33);
      const [bare] = reader().read([{ id: 5 }]).records;
      expect(bare.get('name')).to.equal('');
      expect(bare.get('age')).to.equal(18);
    });

    it('runs custom converters last, with the record whose other fields are converted', () => {
      const [record] = reader().read([{ label: 'ignored', name: 'Ada', age: '36' }]).records;
      expect(record.get('label')).to.equal('Ada (36)');
    });

    it('makes records that are not phantom, keyed by their id', () => {
      const [withId, withoutId, emptyId] = reader().read([
        { id: '7' },
        { name: 'x' },
        { id: '' },
      ]).records;
      expect(withId.phantom).to.equal(false);
      expect(withId.getId()).to.equal(7);
      expect(withId.internalId).to.equal(7);
      expect(withoutId.phantom).to.equal(false);
      expect(String(withoutId.internalId)).to.match(/^ext-record-\d+$/);
      expect(emptyId.phantom).to.equal(false);
      expect(String(emptyId.internalId)).to.match(/^ext-record-\d+$/);
    });

    it("takes the id from the reader's idProperty when set", () => {
      const [record] = reader({ idProperty: 'uid' }).read([{ uid: 12, name: 'x' }]).records;
      expect(record.getId()).to.equal(12);
      expect(record.internalId).to.equal(12);
    });

    it('keeps rows that are records already', () => {
      const existing = Lib.create('Spec.json.User', { id: 1 });
      expect(reader().read([existing]).records[0]).to.equal(existing);
    });

    it('treats a missing success as success; false and "false" as failure, still reading the records', () => {
      expect(reader({ root: 'rows' }).read({ rows: [] }).success).to.equal(true);
      const failed = reader({ root: 'rows', messageProperty: 'msg' }).read({
        success: false,
        msg: 'nope',
        rows: [{ id: 1 }],
      });
      expect(failed.success).to.equal(false);
      expect(failed.message).to.equal('nope');
      expect(failed.records).to.have.length(1);
      expect(reader({ root: 'rows' }).read({ success: 'false', rows: [] }).success).to.equal(false);
      const none = reader({ root: 'rows', readRecordsOnFailure: false }).read({
        success: false,
        rows: [{ id: 1 }],
      });
      expect(none.records).to.deep.equal([]);
    });

    it('counts the records when the total is missing, not a number, or 0', () => {
      const rows = [{ id: 1 }, { id: 2 }];
      expect(reader({ root: 'rows' }).read({ rows }).total).to.equal(2);
      expect(reader({ root: 'rows' }).read({ rows, total: 'many' }).total).to.equal(2);
      expect(reader({ root: 'rows' }).read({ rows, total: 0 }).total).to.equal(2);
      expect(reader({ root: 'rows', totalProperty: '' }).read({ rows, total: 9 }).total).to.equal(
        2,
      );
    });

    it('decodes a response body (responseText); bad JSON gives an unsuccessful ResultSet', () => {
      const result = reader({ root: 'rows' }).read({
        responseText: '{"rows":[{"id":3}],"total":5}',
      });
      expect(result.records[0].getId()).to.equal(3);
      expect(result.total).to.equal(5);
      const bad = reader().read({ responseText: '{oops' });
      expect(bad.success).to.equal(false);
      expect(bad.records).to.deep.equal([]);
      expect(bad.message).to.be.a('string').and.not.equal('');
    });

    it('gives an empty, successful ResultSet for nothing', () => {
      for (const nothing of [null, undefined]) {
        const result = reader().read(nothing);
        expect([result.success, result.count, result.total]).to.deep.equal([true, 0, 0]);
      }
    });

    it('keeps the last data read as rawData', () => {
      const r = reader();
      const data = [{ id: 1 }];
      r.read(data);
      expect(r.rawData).to.equal(data);
    });

    it('never reads prototype keys through a path', () => {
      const r = Lib.create('reader.json', { model: 'Spec.json.User', root: 'a.__proto__' });
      expect(r.read({ a: {} }).records).to.deep.equal([]);
    });

    it('takes root, idProperty and fields from metaData', () => {
      const r = reader();
      const result = r.read({
        metaData: { root: 'list', idProperty: 'key', fields: ['key', 'what'] },
        list: [{ key: 'k1', what: 'w' }],
      });
      expect(r.root).to.equal('list');
      expect(r.metaData.idProperty).to.equal('key');
      expect(result.records[0].get('what')).to.equal('w');
      expect(result.records[0].getId()).to.equal('k1');
    });
  });

  describe('#hasField and #rawValue', () => {
    const field = (name: string) =>
      (Lib.ClassManager.get('Spec.json.User') as any).getFields().find((f: any) => f.name === name);

    it("say a row carries a field when it has the field's key as its own", () => {
      const r = reader();
      expect(r.hasField({ name: 'Ada' }, field('name'))).to.equal(true);
      expect(r.hasField({ name: null }, field('name')), 'sent empty').to.equal(true);
      expect(r.hasField({ age: 3 }, field('name'))).to.equal(false);
      expect(r.hasField(Object.create({ name: 'inherited' }), field('name'))).to.equal(false);
    });

    it('look at the first segment of a dotted or bracketed mapping', () => {
      const r = reader();
      expect(r.hasField({ address: { city: 'Paris' } }, field('city'))).to.equal(true);
      expect(r.hasField({ address: {} }, field('city')), 'the segment is enough').to.equal(true);
      expect(r.hasField({ city: 'Paris' }, field('city'))).to.equal(false);
      expect(r.hasField({ tags: ['a'] }, field('first'))).to.equal(true);
    });

    it('count a mapping that is a function or an index as carried, and nothing in a non-object', () => {
      const r = reader();
      expect(r.hasField({}, { name: 'x', mapping: () => 1 })).to.equal(true);
      expect(r.hasField([], { name: 'x', mapping: 0 })).to.equal(true);
      expect(r.hasField(null, field('name'))).to.equal(false);
      expect(r.hasField('name', field('name'))).to.equal(false);
      expect(r.hasField({ toString: 'own' }, { name: 'toString' })).to.equal(true);
      expect(r.hasField({}, { name: 'toString' })).to.equal(false);
    });

    it('read a plain name as an own key, literally (dots included)', () => {
      const r = reader();
      expect(r.rawValue({ cid: 'ext-1' }, 'cid')).to.equal('ext-1');
      expect(r.rawValue({ 'a.b': 2, a: { b: 3 } }, 'a.b')).to.equal(2);
      expect(r.rawValue({}, 'cid')).to.equal(undefined);
      expect(r.rawValue({}, 'toString')).to.equal(undefined);
      expect(r.rawValue(null, 'cid')).to.equal(undefined);
    });
  });

  describe('without code generation', () => {
    it('makes the same records with the plain loop (generateExtractor false)', () => {
      const data = {
        rows: [
          { id: '4', name: 12, age: '33 years', address: { city: 'Oslo' }, tags: ['t'] },
          { name: 'Ada' },
          null,
          { id: '' },
        ],
      };
      const plain = reader({ root: 'rows', generateExtractor: false }).read(data).records;
      const compiled = reader({ root: 'rows' }).read(data).records;
      const view = (records: any[]) =>
        records.map((r) => [
          r.phantom,
          typeof r.internalId === 'number' ? r.internalId : 'generated',
          r.data,
        ]);
      expect(view(plain)).to.deep.equal(view(compiled));
      expect(plain[0].getId()).to.equal(4);
      expect(plain[2].get('age')).to.equal(18);
    });
  });

  describe('lenient', () => {
    afterEach(() => sinon.restore());
    const legacy = "{total: 1, items: [{id: '7', name: 'Ada', /* no age */},],}";
    const answer = (url: string, responseText: string) => ({ responseText, request: { url } });

    it('is off by default: an object literal is an unsuccessful read', () => {
      const result = reader({ root: 'items' }).read(answer('/users', legacy));
      expect(result.success).to.equal(false);
      expect(result.message).to.match(/invalid JSON String/);
    });

    it('reads an object literal, warning once per URL (its query aside)', () => {
      const warn = sinon.stub(console, 'warn');
      const r = reader({ root: 'items', lenient: true });
      const result = r.read(answer('/legacy/users.js?_dc=1', legacy));
      expect(result.records.map((rec: any) => [rec.getId(), rec.get('age')])).to.deep.equal([
        [7, 18],
      ]);
      r.read(answer('/legacy/users.js?_dc=2', legacy));
      r.read(answer('/legacy/users.js', '{"total": 0, "items": []}'));
      expect(warn.callCount).to.equal(1);
      expect(warn.firstCall.args[0]).to.match(
        /\[Lib\.JSON\.decode\] \/legacy\/users\.js: not JSON, read leniently/,
      );
    });

    it('reports where text it cannot read either goes wrong', () => {
      const result = reader({ lenient: true }).read(answer('/bad', '{a: 1,\n b: ?}'));
      expect(result.success).to.equal(false);
      expect(result.message).to.match(/at line 2, column 5/);
    });
  });

  describe('errors', () => {
    it('reading without a model', () => {
      expect(() => Lib.create('reader.json', {}).read([{ id: 1 }])).to.throw(
        Lib.Error,
        /no model is set/,
      );
    });

    it('a model name that is not registered', () => {
      expect(() => Lib.create('reader.json', { model: 'Spec.json.Usr' })).to.throw(
        Lib.Error,
        /model 'Spec\.json\.Usr' is not a registered class/,
      );
    });

    it('config values of the wrong type', () => {
      expect(() => Lib.create('reader.json', { root: 5 } as any)).to.throw(
        TypeError,
        /config 'root' must be a string, got 5/,
      );
      expect(() => Lib.create('reader.json', { totalProperty: {} } as any)).to.throw(
        TypeError,
        /config 'totalProperty' must be a string/,
      );
    });
  });
});
