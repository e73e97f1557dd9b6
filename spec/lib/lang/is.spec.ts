import { expect } from 'chai';
import { Window } from 'happy-dom';
import { Lib } from '../../../lib/Lib';
import { coerce, isEmpty, typeOf } from '../../../lib/lang/is';

function args(..._items: unknown[]): IArguments {
  return arguments;
}

describe('Lib type tests', () => {
  let window: Window;
  let document: Window['document'];
  before(() => {
    window = new Window();
    document = window.document;
  });
  after(async () => {
    await window.happyDOM.close();
  });

  describe('.isEmpty', () => {
    it('is true for null, undefined, empty strings and empty arrays', () => {
      expect(isEmpty(null)).to.equal(true);
      expect(isEmpty(undefined)).to.equal(true);
      expect(isEmpty('')).to.equal(true);
      expect(Lib.isEmpty([])).to.equal(true);
    });

    it('is false for everything else, zero, false and {} included', () => {
      for (const value of [0, false, {}, ' ', [null], NaN])
        expect(Lib.isEmpty(value), String(value)).to.equal(false);
    });

    it('accepts an empty string with allowEmptyString', () => {
      expect(Lib.isEmpty('', true)).to.equal(false);
      expect(Lib.isEmpty(null, true)).to.equal(true);
    });
  });

  describe('.isArray', () => {
    it('is true only for arrays', () => {
      expect(Lib.isArray([])).to.equal(true);
      expect(Lib.isArray(args())).to.equal(false);
      expect(Lib.isArray({ length: 0 })).to.equal(false);
    });
  });

  describe('.isDate', () => {
    it('is true for Date objects, valid or not', () => {
      expect(Lib.isDate(new Date())).to.equal(true);
      expect(Lib.isDate(new Date(NaN))).to.equal(true);
      expect(Lib.isDate('2024-01-01')).to.equal(false);
      expect(Lib.isDate(Date.now())).to.equal(false);
    });
  });

  describe('.isObject', () => {
    it('is true for plain objects and instances', () => {
      class Thing {}
      expect(Lib.isObject({})).to.equal(true);
      expect(Lib.isObject(new Thing())).to.equal(true);
      expect(Lib.isObject(Object.create(null))).to.equal(true);
    });

    it('is false for arrays, dates, functions, nodes and primitives', () => {
      for (const value of [
        [],
        new Date(),
        () => 1,
        document.createElement('div'),
        null,
        undefined,
        'x',
        1,
      ]) {
        expect(Lib.isObject(value), typeOf(value)).to.equal(false);
      }
    });
  });

  describe('.isSimpleObject', () => {
    it('is true for object literals and null-prototype objects only', () => {
      class Thing {}
      expect(Lib.isSimpleObject({})).to.equal(true);
      expect(Lib.isSimpleObject(Object.create(null))).to.equal(true);
      expect(Lib.isSimpleObject(new Thing())).to.equal(false);
      expect(Lib.isSimpleObject([])).to.equal(false);
      expect(Lib.isSimpleObject(null)).to.equal(false);
    });
  });

  describe('.isPrimitive', () => {
    it('is true for strings, numbers and booleans', () => {
      expect([Lib.isPrimitive('a'), Lib.isPrimitive(1), Lib.isPrimitive(false)]).to.deep.equal([
        true,
        true,
        true,
      ]);
      expect([
        Lib.isPrimitive(null),
        Lib.isPrimitive(undefined),
        Lib.isPrimitive({}),
      ]).to.deep.equal([false, false, false]);
    });
  });

  describe('.isFunction', () => {
    it('is true for functions and classes', () => {
      expect(Lib.isFunction(() => 1)).to.equal(true);
      expect(Lib.isFunction(class {})).to.equal(true);
      expect(Lib.isFunction({})).to.equal(false);
    });
  });

  describe('.isNumber', () => {
    it('is true for finite numbers only', () => {
      expect(Lib.isNumber(0)).to.equal(true);
      expect(Lib.isNumber(-1.5)).to.equal(true);
      expect(Lib.isNumber(NaN)).to.equal(false);
      expect(Lib.isNumber(Infinity)).to.equal(false);
      expect(Lib.isNumber('1')).to.equal(false);
    });
  });

  describe('.isNumeric', () => {
    it('is true for numbers and strings holding finite numbers', () => {
      for (const value of [1, '12', '-1.5', '1.5e3', ' 7 '])
        expect(Lib.isNumeric(value), String(value)).to.equal(true);
    });

    it('is false for partial numbers, blanks and non-numbers', () => {
      for (const value of ['12px', '', ' ', null, undefined, NaN, Infinity, true, {}]) {
        expect(Lib.isNumeric(value), String(value)).to.equal(false);
      }
    });
  });

  describe('.isString and .isBoolean', () => {
    it('test the primitive type', () => {
      expect(Lib.isString('')).to.equal(true);
      expect(Lib.isString(1)).to.equal(false);
      expect(Lib.isBoolean(false)).to.equal(true);
      expect(Lib.isBoolean('false')).to.equal(false);
    });
  });

  describe('.isElement and .isTextNode', () => {
    it('recognise DOM elements and text nodes', () => {
      const div = document.createElement('div');
      const text = document.createTextNode('hi');
      expect(Lib.isElement(div)).to.equal(true);
      expect(Lib.isElement(text)).to.equal(false);
      expect(Lib.isElement({ nodeType: 1 })).to.equal(true);
      expect(Lib.isElement(null)).to.equal(false);
      expect(Lib.isTextNode(text)).to.equal(true);
      expect(Lib.isTextNode(div)).to.equal(false);
      expect(Lib.isTextNode(undefined)).to.equal(false);
    });
  });

  describe('.isDefined', () => {
    it('is false only for undefined', () => {
      expect(Lib.isDefined(undefined)).to.equal(false);
      expect(Lib.isDefined(null)).to.equal(true);
      expect(Lib.isDefined(0)).to.equal(true);
    });
  });

  describe('.isIterable', () => {
    it('is true for arrays, arguments and DOM collections', () => {
      const div = document.createElement('div');
      div.innerHTML = '<span></span><span></span>';
      expect(Lib.isIterable([])).to.equal(true);
      expect(Lib.isIterable(args(1))).to.equal(true);
      expect(Lib.isIterable(div.childNodes)).to.equal(true);
      expect(Lib.isIterable(div.children)).to.equal(true);
    });

    it('is true for an object whose own length is not enumerable', () => {
      const listLike = Object.defineProperty({ 0: 'a' }, 'length', { value: 1, enumerable: false });
      expect(Lib.isIterable(listLike)).to.equal(true);
    });

    it('is false for strings, functions, plain objects and nothing', () => {
      for (const value of ['abc', () => 1, { length: 1, 0: 'a' }, null, undefined, 5]) {
        expect(Lib.isIterable(value), typeOf(value)).to.equal(false);
      }
    });
  });

  describe('.valueFrom', () => {
    it('gives the default for empty values', () => {
      expect(Lib.valueFrom(null, 'd')).to.equal('d');
      expect(Lib.valueFrom('', 'd')).to.equal('d');
      expect(Lib.valueFrom([], 'd')).to.equal('d');
      expect(Lib.valueFrom(0, 'd')).to.equal(0);
      expect(Lib.valueFrom('', 'd', true)).to.equal('');
    });
  });

  describe('.typeOf', () => {
    it('names primitives, null and undefined', () => {
      expect([typeOf(null), typeOf(undefined), typeOf('s'), typeOf(1), typeOf(true)]).to.deep.equal(
        ['null', 'undefined', 'string', 'number', 'boolean'],
      );
    });

    it('names arrays, dates, regexps, functions and objects', () => {
      expect([
        Lib.typeOf([]),
        Lib.typeOf(new Date()),
        Lib.typeOf(/x/),
        Lib.typeOf(() => 1),
        Lib.typeOf({}),
      ]).to.deep.equal(['array', 'date', 'regexp', 'function', 'object']);
    });

    it('names boxed numbers and booleans by their value type', () => {
      expect([Lib.typeOf(new Number(1)), Lib.typeOf(new Boolean(true))]).to.deep.equal([
        'number',
        'boolean',
      ]);
    });

    it('names elements, text nodes and whitespace-only text nodes', () => {
      expect(Lib.typeOf(document.createElement('p'))).to.equal('element');
      expect(Lib.typeOf(document.createTextNode('x'))).to.equal('textnode');
      expect(Lib.typeOf(document.createTextNode(' \n '))).to.equal('whitespace');
    });
  });

  describe('.coerce', () => {
    it('returns the value when the types already match', () => {
      expect(coerce('a', 'b')).to.equal('a');
      const date = new Date();
      expect(coerce(date, new Date(0))).to.equal(date);
    });

    it('converts to strings and numbers', () => {
      expect(Lib.coerce(5, '')).to.equal('5');
      expect(Lib.coerce('5', 0)).to.equal(5);
      expect(Lib.coerce('x', 0)).to.be.NaN;
    });

    it('converts to booleans, with "false" and "" false', () => {
      expect(Lib.coerce('false', true)).to.equal(false);
      expect(Lib.coerce('', true)).to.equal(false);
      expect(Lib.coerce('0', true)).to.equal(true);
      expect(Lib.coerce(0, true)).to.equal(false);
    });

    it('converts "null", "undefined" and "" to null and undefined', () => {
      expect(Lib.coerce('null', null)).to.equal(null);
      expect(Lib.coerce('', null)).to.equal(null);
      expect(Lib.coerce('x', null)).to.equal('x');
      expect(Lib.coerce('undefined', undefined)).to.equal(undefined);
      expect(Lib.coerce('x', undefined)).to.equal('x');
    });

    it('converts numbers and numeric strings to a real Date', () => {
      const fromNumber = Lib.coerce(86400000, new Date());
      expect(fromNumber).to.be.instanceOf(Date);
      expect((fromNumber as Date).getTime()).to.equal(86400000);
      expect((Lib.coerce('1000', new Date()) as Date).getTime()).to.equal(1000);
    });

    it('parses other strings to a Date with the default format, or gives null', () => {
      const date = Lib.coerce('02/29/2024', new Date()) as Date;
      expect([date.getFullYear(), date.getMonth(), date.getDate()]).to.deep.equal([2024, 1, 29]);
      expect(Lib.coerce('not a date', new Date())).to.equal(null);
    });

    it('returns other values as they are', () => {
      const obj = {};
      expect(Lib.coerce(obj, [])).to.equal(obj);
    });
  });
});
