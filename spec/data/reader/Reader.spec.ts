import { expect } from 'chai';
import { Lib } from '../../../lib/Lib';
import '../../../classes/data/reader/Json';
import { pathAccessor } from '../../../classes/data/reader/Reader';

describe('Lib.data.reader.Reader', () => {
  describe('a total that is not a number', () => {
    before(() => Lib.define('Spec.reader.Row', { extend: 'Lib.data.Model', fields: ['id'] }));
    after(() => Lib.undefine('Spec.reader.Row'));

    it('counts the records instead, even for an object that cannot become text', () => {
      const reader = Lib.create('reader.json', { model: 'Spec.reader.Row', root: 'items' });
      const items = [{ id: 1 }, { id: 2 }];
      expect(reader.read({ items, total: { toString: 0 } }).total).to.equal(2);
      expect(reader.read({ items, total: [7] }).total).to.equal(2);
      expect(reader.read({ items, total: '10' }).total).to.equal(10);
      expect(reader.read({ items, total: 10 }).total).to.equal(10);
    });
  });

  describe('the generateExtractor config', () => {
    before(() => Lib.define('Spec.reader.Gen', { extend: 'Lib.data.Model', fields: ['id', 'n'] }));
    after(() => Lib.undefine('Spec.reader.Gen'));

    it('compiles the extractor by default, and never with generateExtractor: false', () => {
      const compiled = Lib.create('reader.json', { model: 'Spec.reader.Gen' });
      const plain = Lib.create('reader.json', {
        model: 'Spec.reader.Gen',
        generateExtractor: false,
      });
      expect(compiled.generateExtractor).to.equal(true);
      expect(plain.generateExtractor).to.equal(false);
      const rows = [{ id: 1, n: 'a' }];
      expect(compiled.read(rows).records[0].get('n')).to.equal('a');
      expect(plain.read(rows).records[0].get('n')).to.equal('a');
      expect(compiled.getPlan().compiled).to.be.a('function');
      expect(plain.getPlan().compiled, 'the plain loop is used').to.equal(null);
    });

    it('must be a boolean', () => {
      expect(() => Lib.create('reader.json', { generateExtractor: 'no' } as any)).to.throw(
        TypeError,
        "[Lib.data.reader.Json] config 'generateExtractor' must be a boolean, got 'no'",
      );
    });
  });

  describe('a field mapping that is no path, index or function', () => {
    it('is refused with a TypeError naming the reader and the field (metaData may send one)', () => {
      const reader = Lib.create('reader.json', {});
      expect(() =>
        reader.read({
          metaData: { fields: ['id', { name: 'x', mapping: { toString: 0 } }] },
          items: [],
        }),
      ).to.throw(
        TypeError,
        "[Lib.data.reader.Json#readRecords] field 'x': mapping must be a path, an index or a function, got an object",
      );
    });
  });

  describe('reading keys every object inherits', () => {
    before(() => {
      Lib.define('Spec.reader.Odd', {
        extend: 'Lib.data.Model',
        fields: [
          'id',
          'toString',
          'valueOf',
          { name: 'label', mapping: 'meta.toString' },
          { name: 'check', mapping: 'hasOwnProperty' },
        ],
      });
    });
    after(() => Lib.undefine('Spec.reader.Odd'));

    it("gives a row without them the fields' defaults, not Object.prototype's functions", () => {
      const [record] = Lib.create('reader.json', { model: 'Spec.reader.Odd' }).read([
        { id: 1, meta: {} },
      ]).records as any[];
      expect(record.get('toString')).to.equal('');
      expect(record.get('valueOf')).to.equal('');
      expect(record.get('label')).to.equal('');
      expect(record.get('check')).to.equal('');
    });

    it('reads them when the row has them itself', () => {
      const [record] = Lib.create('reader.json', { model: 'Spec.reader.Odd' }).read([
        { id: 1, toString: 'a', valueOf: 0, meta: { toString: 'b' }, hasOwnProperty: false },
      ]).records as any[];
      expect(record.data).to.deep.equal({
        id: 1,
        toString: 'a',
        valueOf: 0,
        label: 'b',
        check: false,
      });
    });

    it('applies to roots and paths too (pathAccessor)', () => {
      expect(pathAccessor('toString')({})).to.equal(undefined);
      expect(pathAccessor('a.valueOf')({ a: {} })).to.equal(undefined);
      expect(pathAccessor('a.valueOf')({ a: { valueOf: 3 } })).to.equal(3);
      expect(
        Lib.create('reader.json', { model: 'Spec.reader.Odd', root: 'toString' }).read({}).records,
      ).to.deep.equal([]);
    });
  });
});
