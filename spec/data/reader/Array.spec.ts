import { expect } from 'chai';
import Lib from '../../../index';
import { ArrayReader } from '../../../classes/data/reader/Array';

describe('Lib.data.reader.Array', () => {
  before(() => {
    Lib.define('Spec.array.Row', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'score', type: 'float', mapping: 3 }],
    });
  });
  after(() => Lib.undefine('Spec.array.Row'));

  const reader = (config: Record<string, any> = {}) =>
    Lib.create('reader.array', { model: 'Spec.array.Row', ...config });

  it('is registered as reader.array, also known as Lib.data.ArrayReader, and is a json reader', () => {
    expect(Lib.ClassManager.getByAlias('reader.array')).to.equal(ArrayReader);
    expect(Lib.ClassManager.get('Lib.data.ArrayReader')).to.equal(ArrayReader);
    expect(reader()).to.be.instanceOf(Lib.data.reader.Json);
  });

  it('reads each field from its position in the model, or from its mapping index', () => {
    const [record] = reader().read([['7', 'Ada', 'ignored', '9.5']]).records;
    expect(record.get('id')).to.equal(7);
    expect(record.get('name')).to.equal('Ada');
    expect(record.get('score')).to.equal(9.5);
  });

  it('takes the id from the position of the id field; records are not phantom', () => {
    const records = reader().read([
      [1, 'a'],
      [2, 'b'],
    ]).records;
    expect(records.map((r: any) => r.getId())).to.deep.equal([1, 2]);
    expect(records.map((r: any) => r.internalId)).to.deep.equal([1, 2]);
    expect(records[0].phantom).to.equal(false);
  });

  it('has no total or success property: every read succeeds and counts its rows', () => {
    const r = reader();
    expect(r.totalProperty).to.equal(undefined);
    expect(r.successProperty).to.equal(undefined);
    const result = r.read([[1], [2], [3]]);
    expect([result.success, result.total, result.count]).to.deep.equal([true, 3, 3]);
  });

  it('reads a mapping that names a prototype key as missing', () => {
    Lib.define('Spec.array.Odd', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'p', mapping: '__proto__' }],
    });
    const [record] = Lib.create('reader.array', { model: 'Spec.array.Odd' }).read([[1]]).records;
    expect(record.get('p')).to.equal('');
    Lib.undefine('Spec.array.Odd');
  });

  it('reads rows under a root', () => {
    expect(
      reader({ root: 'rows' })
        .read({ rows: [[1, 'x']] })
        .records[0].get('name'),
    ).to.equal('x');
  });

  it('backs a store over arrays', () => {
    const store = Lib.create('Lib.data.Store', {
      model: 'Spec.array.Row',
      proxy: { type: 'memory', reader: { type: 'array' } },
      data: [
        [1, 'one'],
        [2, 'two'],
      ],
    });
    expect(store.getById(2)!.get('name')).to.equal('two');
    store.destroy();
  });

  describe('#hasField', () => {
    const field = (name: string) =>
      Lib.ClassManager.get('Spec.array.Row')
        .getFields()
        .find((f: any) => f.name === name);

    it('is true when an array row reaches the position the field is read from', () => {
      const r = reader();
      expect(r.hasField([1, 'Ada'], field('name'))).to.equal(true);
      expect(r.hasField([1, null], field('name')), 'sent empty').to.equal(true);
      expect(r.hasField([1], field('name')), 'row too short').to.equal(false);
      expect(r.hasField([1, 'Ada', 'x'], field('score')), 'mapping 3').to.equal(false);
      expect(r.hasField([1, 'Ada', 'x', 9], field('score'))).to.equal(true);
    });

    it('asks a row that is no array as a plain object', () => {
      expect(reader().hasField({ name: 'Ada' }, field('name'))).to.equal(true);
      expect(reader().hasField({ id: 1 }, field('name'))).to.equal(false);
    });

    it('lets a save answered with array rows take back the fields the answer carries', () => {
      const proxy = Lib.create('proxy.ajax', {
        url: '/rows',
        model: 'Spec.array.Row',
        reader: 'array',
      });
      const record = Lib.create('Spec.array.Row', { name: 'ada', score: 1 });
      const op = Lib.create('Lib.data.Operation', { action: 'create', records: [record] });
      op.request = proxy.buildRequest(op);
      const [server] = proxy.getReader().read([[41, 'Ada (server)']]).records;
      op.commitRecords([server]);
      expect(record.getId()).to.equal(41);
      expect(record.get('name')).to.equal('Ada (server)');
      expect(record.get('score'), 'not in the answer: kept').to.equal(1);
      expect(record.dirty).to.equal(false);
    });
  });
});
