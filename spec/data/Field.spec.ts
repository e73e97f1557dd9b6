import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Field } from '../../classes/data/Field';
import type { Model } from '../../classes/data/Model';
import { types } from '../../classes/data/Types';
import { sortTypes } from '../../classes/data/SortTypes';
import { LibDate } from '../../lib/lang/Date';
import { optional } from '../../lib/lang/is';

describe('Lib.data.Field', () => {
  it('is registered and creatable by name', () => {
    expect(Lib.ClassManager.get('Lib.data.Field')).to.equal(Field);
    expect(Lib.create('Lib.data.Field', { name: 'a' })).to.be.instanceOf(Field);
  });

  describe('without Lib.Date (the data entry alone)', () => {
    beforeEach(() => (optional.date = undefined));
    afterEach(() => (optional.date = LibDate));

    it('refuses a date format that needs Lib.Date when it is made, naming it and the import', () => {
      for (const key of ['dateFormat', 'dateReadFormat', 'dateWriteFormat']) {
        expect(() => new Field({ name: 'day', type: 'date', [key]: 'd/m/Y' }), key).to.throw(
          LibError,
          "[Lib.data.Field('day')] date format 'd/m/Y' needs import 'lib-ext4/date'",
        );
      }
    });

    it('takes c, U, time, timestamp and MS', () => {
      for (const dateFormat of ['c', 'U', 'time', 'timestamp', 'MS']) {
        expect(new Field({ name: 'day', type: 'date', dateFormat }).dateFormat).to.equal(
          dateFormat,
        );
      }
    });
  });

  it('takes a bare name', () => {
    const field = new Field('title');
    expect(field.name).to.equal('title');
    expect(field.type).to.equal(types.AUTO);
  });

  it('has Ext JS 4 defaults', () => {
    const field = new Field({ name: 'a' });
    expect(field.defaultValue).to.equal('');
    expect(field.mapping).to.equal(null);
    expect(field.dateFormat).to.equal(null);
    expect(field.useNull).to.equal(false);
    expect(field.persist).to.equal(true);
    expect(field.sortDir).to.equal('ASC');
    expect(field.allowNull).to.equal(false);
    expect(field.sortType).to.equal(sortTypes.none);
    expect(field.hasCustomConvert).to.equal(false);
    expect(field.isField).to.equal(true);
  });

  it('keeps the options it is given', () => {
    const field = new Field({
      name: 'born',
      type: 'date',
      mapping: 'person.born',
      dateFormat: 'Y-m-d',
      useNull: true,
      persist: false,
      sortDir: 'DESC',
      allowNull: true,
      defaultValue: null,
    });
    expect(field.mapping).to.equal('person.born');
    expect(field.dateFormat).to.equal('Y-m-d');
    expect(field.useNull).to.equal(true);
    expect(field.persist).to.equal(false);
    expect(field.sortDir).to.equal('DESC');
    expect(field.allowNull).to.equal(true);
    expect(field.defaultValue).to.equal(null);
  });

  describe('type', () => {
    it('resolves type names case-insensitively to Lib.data.Types entries', () => {
      const pairs: Array<[string, any]> = [
        ['auto', types.AUTO],
        ['string', types.STRING],
        ['int', types.INT],
        ['integer', types.INT],
        ['float', types.FLOAT],
        ['number', types.FLOAT],
        ['bool', types.BOOL],
        ['boolean', types.BOOL],
        ['date', types.DATE],
        ['INT', types.INT],
      ];
      for (const [name, type] of pairs)
        expect(new Field({ name: 'f', type: name }).type).to.equal(type);
    });

    it('accepts a Types entry and custom types added to Lib.data.Types', () => {
      const upper = {
        type: 'upper',
        convert: (v: any) => String(v).toUpperCase(),
        sortType: sortTypes.none,
      };
      (types as any).UPPER = upper;
      try {
        expect(new Field({ name: 'f', type: 'upper' }).convert!('ab')).to.equal('AB');
        expect(new Field({ name: 'f', type: upper }).type).to.equal(upper);
        expect(new Field({ name: 'f', type: types.INT }).type).to.equal(types.INT);
      } finally {
        delete (types as any).UPPER;
      }
    });

    it('stores values as given for a type without a converter', () => {
      const field = new Field({
        name: 'f',
        type: { type: 'raw', sortType: sortTypes.none } as any,
      });
      expect(field.convert).to.equal(null);
      expect(field.isIdentity).to.equal(true);
    });

    it('rejects an unknown type name with an error naming the field and the type', () => {
      expect(() => new Field({ name: 'age', type: 'nosuch' })).to.throw(
        LibError,
        /Lib\.data\.Field\('age'\).*'type'.*'nosuch'/,
      );
    });

    it('rejects a type that is neither a name nor a type object', () => {
      expect(() => new Field({ name: 'a', type: 5 as any })).to.throw(TypeError, /'type'.*got 5/);
      expect(() => new Field({ name: 'a', type: {} as any })).to.throw(TypeError, /'type'/);
    });
  });

  describe('convert', () => {
    it('uses the type converter by default', () => {
      const field = new Field({ name: 'n', type: 'int' });
      expect(field.convert).to.equal(types.INT.convert);
      expect(field.convert!('12.7px')).to.equal(12);
    });

    it('runs a custom converter with the field as this and the record', () => {
      let seen: any[] = [];
      const field = new Field({
        name: 'c',
        convert(this: Field, value: any, record: any) {
          seen = [this, value, record];
          return 'x';
        },
      });
      const record = {} as Model;
      expect(field.convert!('v', record)).to.equal('x');
      expect(seen).to.deep.equal([field, 'v', record]);
      expect(field.hasCustomConvert).to.equal(true);
    });

    it('with convert: null stores values as given, its default converted once by the type', () => {
      const field = new Field({ name: 'n', type: 'int', convert: null });
      expect(field.convert).to.equal(null);
      expect(field.defaultValue).to.equal(0);
      expect(field.hasCustomConvert).to.equal(false);
    });

    it('rejects a convert that is not a function or null', () => {
      expect(() => new Field({ name: 'a', convert: 'no' as any })).to.throw(TypeError, /'convert'/);
    });
  });

  describe('sortType', () => {
    it('defaults to the type sort type: case-insensitive for strings, raw for auto', () => {
      expect(new Field({ name: 'a', type: 'string' }).sortType).to.equal(sortTypes.asUCString);
      expect(new Field({ name: 'a' }).sortType).to.equal(sortTypes.none);
      expect(new Field({ name: 'a', type: 'date' }).sortType).to.equal(sortTypes.asDate);
    });

    it('accepts a Lib.data.SortTypes name or a function', () => {
      const fn = (v: any) => v;
      expect(new Field({ name: 'a', sortType: 'asInt' }).sortType).to.equal(sortTypes.asInt);
      expect(new Field({ name: 'a', sortType: fn }).sortType).to.equal(fn);
    });

    it('rejects unknown sort type names, including inherited members', () => {
      expect(() => new Field({ name: 'a', sortType: 'nosuch' })).to.throw(
        LibError,
        /'sortType'.*'nosuch'/,
      );
      expect(() => new Field({ name: 'a', sortType: 'destroy' })).to.throw(LibError, /'sortType'/);
      expect(() => new Field({ name: 'a', sortType: 5 as any })).to.throw(TypeError, /'sortType'/);
    });
  });

  describe('config checking', () => {
    it('requires a non-empty name', () => {
      expect(() => new Field({} as any)).to.throw(TypeError, /Lib\.data\.Field.*'name'/);
      expect(() => new Field('')).to.throw(TypeError, /'name'/);
      expect(() => new Field(5 as any)).to.throw(TypeError, /Lib\.data\.Field/);
    });

    it('rejects options of the wrong type', () => {
      expect(() => new Field({ name: 'a', useNull: 'yes' as any })).to.throw(
        TypeError,
        /'useNull'.*boolean/,
      );
      expect(() => new Field({ name: 'a', persist: 0 as any })).to.throw(TypeError, /'persist'/);
      expect(() => new Field({ name: 'a', dateFormat: 5 as any })).to.throw(
        TypeError,
        /'dateFormat'/,
      );
      expect(() => new Field({ name: 'a', sortDir: 'up' as any })).to.throw(TypeError, /'sortDir'/);
    });

    it('names the field in the error', () => {
      expect(() => new Field({ name: 'age', useNull: 'yes' as any })).to.throw(
        TypeError,
        "[Lib.data.Field('age')] config 'useNull' must be a boolean, got 'yes'",
      );
    });

    it('does not copy reserved keys from its config', () => {
      const field = new Field(JSON.parse('{"name": "a", "__proto__": {"evil": 1}}'));
      expect((field as any).evil).to.equal(undefined);
    });
  });
});
