import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { types } from '../../classes/data/Types';
import { sortTypes } from '../../classes/data/SortTypes';
import '../../classes/data/Store';
import { LibDate } from '../../lib/lang/Date';
import { optional } from '../../lib/lang/is';

/** Runs a type's converter the way a field does (`this` = the field options). */
function convert(type: any, value: any, options: Record<string, any> = {}) {
  return type.convert.call({ useNull: false, ...options }, value);
}

describe('Lib.data.Types', () => {
  it('is a registered singleton', () => {
    expect(Lib.ClassManager.get('Lib.data.Types')).to.equal(types);
    expect(() => Lib.create('Lib.data.Types')).to.throw(/singleton/);
  });

  it('has every Ext JS 4 entry with convert, sortType and type', () => {
    for (const key of [
      'AUTO',
      'STRING',
      'INT',
      'INTEGER',
      'FLOAT',
      'NUMBER',
      'BOOL',
      'BOOLEAN',
      'DATE',
    ]) {
      const entry = (types as any)[key];
      expect(entry.convert, key).to.be.a('function');
      expect(entry.sortType, key).to.be.a('function');
      expect(entry.type, key).to.be.a('string');
    }
    expect(types.INTEGER).to.equal(types.INT);
    expect(types.NUMBER).to.equal(types.FLOAT);
    expect(types.BOOLEAN).to.equal(types.BOOL);
    expect(types.stripRe.source).to.equal('[$,%]');
  });

  it('sorts strings case-insensitively and auto values raw', () => {
    expect(types.STRING.sortType).to.equal(sortTypes.asUCString);
    expect(types.AUTO.sortType).to.equal(sortTypes.none);
    expect(types.DATE.sortType).to.equal(sortTypes.asDate);
  });

  describe('AUTO', () => {
    it('keeps values as given', () => {
      const obj = {};
      expect(convert(types.AUTO, obj)).to.equal(obj);
      expect(convert(types.AUTO, undefined)).to.equal(undefined);
    });
  });

  describe('STRING', () => {
    it('turns null and undefined into an empty string (null with useNull)', () => {
      expect(convert(types.STRING, null)).to.equal('');
      expect(convert(types.STRING, undefined)).to.equal('');
      expect(convert(types.STRING, null, { useNull: true })).to.equal(null);
    });

    it('stringifies anything else', () => {
      expect(convert(types.STRING, 12)).to.equal('12');
      expect(convert(types.STRING, false)).to.equal('false');
      expect(convert(types.STRING, '')).to.equal('');
    });
  });

  describe('INT', () => {
    it('strips $ , % and parses an integer', () => {
      expect(convert(types.INT, '$1,234')).to.equal(1234);
      expect(convert(types.INT, '15%')).to.equal(15);
      expect(convert(types.INT, '12.7px')).to.equal(12);
      expect(convert(types.INT, '-3')).to.equal(-3);
    });

    it('truncates numbers', () => {
      expect(convert(types.INT, 12.7)).to.equal(12);
      expect(convert(types.INT, -12.7)).to.equal(-12);
    });

    it('gives NaN for non-numeric values', () => {
      expect(convert(types.INT, 'abc')).to.be.NaN;
      expect(convert(types.INT, true)).to.be.NaN;
    });

    it('turns empty values into 0, or null with useNull', () => {
      for (const empty of ['', null, undefined]) {
        expect(convert(types.INT, empty)).to.equal(0);
        expect(convert(types.INT, empty, { useNull: true })).to.equal(null);
      }
    });
  });

  describe('FLOAT', () => {
    it('strips $ , % and parses a float', () => {
      expect(convert(types.FLOAT, '$1,234.5')).to.equal(1234.5);
      expect(convert(types.FLOAT, '2.5em')).to.equal(2.5);
      expect(convert(types.FLOAT, 3.25)).to.equal(3.25);
      expect(convert(types.FLOAT, 'x')).to.be.NaN;
    });

    it('turns empty values into 0, or null with useNull', () => {
      expect(convert(types.FLOAT, '')).to.equal(0);
      expect(convert(types.FLOAT, null, { useNull: true })).to.equal(null);
    });
  });

  describe('BOOL', () => {
    it("is true for true, 'true', 1 and '1'; false for 'false', 0, 2, 'yes', 'TRUE' and empty values", () => {
      for (const yes of [true, 'true', 1, '1'])
        expect(convert(types.BOOL, yes), String(yes)).to.equal(true);
      for (const no of [false, 'false', 0, '0', 'yes', 2, 'TRUE', null, undefined, '']) {
        expect(convert(types.BOOL, no), String(no)).to.equal(false);
      }
    });

    it("is true for anything loosely equal to 1, as Ext JS 4's `v == 1`: '1.0', ' 1', '01'", () => {
      for (const yes of ['1.0', ' 1', '01', 1.0])
        expect(convert(types.BOOL, yes), JSON.stringify(yes)).to.equal(true);
      for (const no of ['1.5', '1a', 'on', [], {}, ' ', 'True'])
        expect(convert(types.BOOL, no), JSON.stringify(no)).to.equal(false);
    });

    it('turns empty values into null with useNull', () => {
      expect(convert(types.BOOL, '', { useNull: true })).to.equal(null);
      expect(convert(types.BOOL, null, { useNull: true })).to.equal(null);
      expect(convert(types.BOOL, 0, { useNull: true })).to.equal(false);
    });
  });

  describe('DATE', () => {
    it('turns falsy values into null', () => {
      for (const empty of ['', null, undefined, 0])
        expect(convert(types.DATE, empty)).to.equal(null);
    });

    it('keeps Date objects, but never an invalid one', () => {
      const date = new Date(2020, 1, 2);
      expect(convert(types.DATE, date)).to.equal(date);
      expect(convert(types.DATE, new Date('nope'))).to.equal(null);
    });

    it('parses strings with the dateFormat through Lib.Date.parse', () => {
      const parsed = convert(types.DATE, '03/02/2020', { dateFormat: 'd/m/Y' });
      expect(parsed.getTime()).to.equal(new Date(2020, 1, 3).getTime());
      expect(convert(types.DATE, '1580000000', { dateFormat: 'timestamp' }).getTime()).to.equal(
        1580000000000,
      );
      expect(convert(types.DATE, 'garbage', { dateFormat: 'Y-m-d' })).to.equal(null);
    });

    it('prefers dateReadFormat over dateFormat', () => {
      const parsed = convert(types.DATE, '2020.02.03', {
        dateFormat: 'Y-m-d',
        dateReadFormat: 'Y.m.d',
      });
      expect(parsed.getTime()).to.equal(new Date(2020, 1, 3).getTime());
    });

    it('parses strings with Date.parse when no format is given', () => {
      expect(convert(types.DATE, '2020-02-03T04:05:06Z').getTime()).to.equal(
        Date.UTC(2020, 1, 3, 4, 5, 6),
      );
      expect(convert(types.DATE, 'not a date')).to.equal(null);
    });

    describe('without Lib.Date (the data entry alone)', () => {
      beforeEach(() => (optional.date = undefined));
      afterEach(() => (optional.date = LibDate));
      const read = (value: unknown, dateFormat: string) =>
        convert(types.DATE, value, { dateFormat })?.getTime();

      it('reads c as ISO 8601: a date alone at local midnight, a time with or without a zone', () => {
        expect(read('2024-02-09', 'c')).to.equal(new Date(2024, 1, 9).getTime());
        expect(read('2024-02-09T07:05:03', 'c')).to.equal(new Date(2024, 1, 9, 7, 5, 3).getTime());
        expect(read('2024-02-09T07:05:03.250Z', 'c')).to.equal(Date.UTC(2024, 1, 9, 7, 5, 3, 250));
        expect(read('2024-02-09T07:05:03+01:00', 'c')).to.equal(Date.UTC(2024, 1, 9, 6, 5, 3));
        expect(read('02/09/2024', 'c')).to.equal(undefined);
        expect(read('2024-02-09Tnope', 'c')).to.equal(undefined);
      });

      it('reads time, timestamp, U and MS as Lib.Date does', () => {
        for (const [value, format] of [
          ['1580000000123', 'time'],
          ['1580000000', 'timestamp'],
          [1580000000, 'U'],
          ['\\/Date(1580000000123)\\/', 'MS'],
        ] as const) {
          optional.date = LibDate;
          const expected = LibDate.parse(value, format)!.getTime();
          optional.date = undefined;
          expect(read(value, format), format).to.equal(expected);
        }
      });

      it('still reads text with Date.parse when no format is given', () => {
        expect(convert(types.DATE, '2020-02-03T04:05:06Z').getTime()).to.equal(
          Date.UTC(2020, 1, 3, 4, 5, 6),
        );
      });

      it('throws for a format that needs Lib.Date, naming the field, the format and the import', () => {
        expect(() =>
          types.DATE.convert!.call(
            { $className: 'Lib.data.Field', name: 'day', dateFormat: 'd/m/Y' } as never,
            '09/02/2024',
          ),
        ).to.throw("[Lib.data.Field('day')] date format 'd/m/Y' needs import 'lib-ext4/date'");
      });
    });
  });

  describe('a value that refuses to become a primitive', () => {
    // Hostile server data: {"toString": null} has no working toString or valueOf.
    const hostile = () => Object.assign(Object.create(null), { toString: null });

    it('reads as any plain object does instead of throwing', () => {
      const field = { useNull: false };
      expect(Lib.data.Types.STRING.convert.call(field, hostile())).to.equal('[object Object]');
      expect(Lib.data.Types.INT.convert.call(field, hostile())).to.be.NaN;
      expect(Lib.data.Types.FLOAT.convert.call(field, hostile())).to.be.NaN;
      expect(Lib.data.Types.BOOL.convert.call(field, hostile())).to.equal(false);
      expect(Lib.data.Types.DATE.convert.call(field, hostile())).to.equal(null);
    });

    it('still loads the other values of its record through a reader', () => {
      const store = Lib.create('Lib.data.Store', {
        fields: [
          { name: 'name', type: 'string' },
          { name: 'age', type: 'int' },
        ],
        data: [{ name: { toString: null }, age: '42' }],
      });
      expect(store.getAt(0)!.get('name')).to.equal('[object Object]');
      expect(store.getAt(0)!.get('age')).to.equal(42);
      store.destroy();
    });
  });
});
