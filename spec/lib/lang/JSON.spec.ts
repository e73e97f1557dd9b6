import { expect } from 'chai';
import { Window } from 'happy-dom';
import { Lib } from '../../../lib/Lib';
import { LibError } from '../../../lib/Error';
import { decode, encode } from '../../../lib/lang/JSON';

describe('Lib.JSON', () => {
  const J = Lib.JSON;

  describe('.encode', () => {
    it('encodes primitives, arrays and objects', () => {
      expect(encode({ a: 1, b: 'two', c: true, d: null, e: [1, 'x', false] })).to.equal(
        '{"a":1,"b":"two","c":true,"d":null,"e":[1,"x",false]}',
      );
      expect(J.encode('text')).to.equal('"text"');
      expect(J.encode(1.5)).to.equal('1.5');
      expect(J.encode([])).to.equal('[]');
      expect(J.encode({})).to.equal('{}');
    });

    it('encodes null, undefined and functions at the top as null', () => {
      expect(J.encode(null)).to.equal('null');
      expect(J.encode(undefined)).to.equal('null');
      expect(J.encode(() => 1)).to.equal('null');
    });

    it('leaves out object keys holding undefined or a function, and writes null in arrays', () => {
      expect(J.encode({ a: undefined, b: () => 1, c: 1 })).to.equal('{"c":1}');
      expect(J.encode([undefined, () => 1, 2])).to.equal('[null,null,2]');
    });

    it('writes non-finite numbers as null', () => {
      expect(J.encode([NaN, Infinity, -Infinity])).to.equal('[null,null,null]');
    });

    it('encodes dates as local YYYY-MM-DDTHH:mm:ss in quotes', () => {
      expect(J.encode(new Date(2024, 1, 29, 13, 5, 9, 500))).to.equal('"2024-02-29T13:05:09"');
      expect(J.encode({ when: new Date(2024, 0, 1) })).to.equal('{"when":"2024-01-01T00:00:00"}');
    });

    it('encodes an invalid date as null', () => {
      expect(J.encode(new Date(NaN))).to.equal('null');
    });

    it('goes through an overridden encodeDate', () => {
      const saved = J.encodeDate;
      J.encodeDate = (date: Date) => String(date.getTime());
      try {
        expect(J.encode({ t: new Date(5) })).to.equal('{"t":5}');
      } finally {
        J.encodeDate = saved;
      }
    });

    it('escapes quotes, backslashes, control characters and every non-ASCII character', () => {
      expect(J.encode('say "hi"\\\n\t\u0001')).to.equal('"say \\"hi\\"\\\\\\n\\t\\u0001"');
      expect(J.encode('café €\u2028')).to.equal('"caf\\u00e9 \\u20ac\\u2028"');
      expect(J.encode({ clé: 1 })).to.equal('{"cl\\u00e9":1}');
    });

    it('produces text JSON.parse reads back', () => {
      const value = { s: 'é"\\\u0000😀', n: [1, { m: null }] };
      expect(JSON.parse(J.encode(value))).to.deep.equal(value);
    });

    it('honours toJSON', () => {
      expect(J.encode({ v: { toJSON: () => ({ x: 1 }) } })).to.equal('{"v":{"x":1}}');
    });

    it('encodes boxed primitives as their value', () => {
      expect(J.encode([new String('s'), new Number(2), new Boolean(false)])).to.equal(
        '["s",2,false]',
      );
    });

    it('encodes class instances by their own enumerable keys', () => {
      class Point {
        declare x: number;
        declare y: number;
        constructor() {
          this.x = 1;
          this.y = 2;
        }
        norm() {
          return 0;
        }
      }
      expect(J.encode(new Point())).to.equal('{"x":1,"y":2}');
    });

    it('treats DOM nodes and the window as undefined: left out of objects, null elsewhere', () => {
      const window = new Window();
      const body = window.document.body;
      const text = window.document.createTextNode('t');
      expect(J.encode({ el: body, id: 7 })).to.equal('{"id":7}');
      expect(J.encode({ owner: window, node: text })).to.equal('{}');
      expect(J.encode([body, 1])).to.equal('[null,1]');
      expect(J.encode(body)).to.equal('null');
      window.happyDOM.close();
    });

    it('treats other objects that are not plain data as undefined', () => {
      function args(..._rest: unknown[]) {
        return arguments;
      }
      const values = [
        new Map([['k', 1]]),
        new Set([1]),
        /re/g,
        new Error('boom'),
        new Uint8Array([1, 2]),
        args(1, 2),
      ];
      expect(J.encode({ values })).to.equal('{"values":[null,null,null,null,null,null]}');
      for (const value of values) expect(J.encode({ value })).to.equal('{}');
    });

    it('still encodes such an object through its toJSON', () => {
      const map = Object.assign(new Map([['k', 1]]), { toJSON: () => ({ k: 1 }) });
      expect(J.encode({ map })).to.equal('{"map":{"k":1}}');
    });

    it('always gives text JSON.parse reads', () => {
      const window = new Window();
      const value = { a: [window.document.body, new Map()], b: /x/, c: { d: new Set() } };
      expect(JSON.parse(J.encode(value))).to.deep.equal({ a: [null, null], c: {} });
      window.happyDOM.close();
    });

    it('throws a TypeError for a circular structure', () => {
      const a: Record<string, unknown> = {};
      a.self = a;
      expect(() => J.encode(a)).to.throw(
        TypeError,
        /\[Lib\.JSON\.encode\] cannot encode a circular structure/,
      );
    });

    it('encodes the same object twice when it is not circular', () => {
      const shared = { k: 1 };
      expect(J.encode([shared, shared])).to.equal('[{"k":1},{"k":1}]');
    });

    it('is also Lib.encode and encodeValue', () => {
      expect(Lib.encode([1])).to.equal('[1]');
      expect(J.encodeValue({ a: 1 })).to.equal('{"a":1}');
    });
  });

  describe('.decode', () => {
    it('parses JSON text', () => {
      expect(decode('{"a":[1,2,{"b":null}],"c":"é"}')).to.deep.equal({
        a: [1, 2, { b: null }],
        c: 'é',
      });
      expect(J.decode('null')).to.equal(null);
      expect(J.decode('3')).to.equal(3);
    });

    it('throws a Lib.Error naming the bad text', () => {
      let error: LibError | undefined;
      try {
        J.decode('{oops');
      } catch (e) {
        error = e as LibError;
      }
      expect(error).to.be.instanceOf(LibError);
      expect(error?.msg).to.equal("You're trying to decode an invalid JSON String: {oops");
      expect(error?.message).to.equal(
        "[Lib.JSON.decode] You're trying to decode an invalid JSON String: {oops",
      );
      expect(error?.sourceClass).to.equal('Lib.JSON');
    });

    it('returns null for bad text in safe mode', () => {
      expect(J.decode('{oops', true)).to.equal(null);
      expect(J.decode('', true)).to.equal(null);
      expect(J.decode(undefined as never, true)).to.equal(null);
    });

    it('throws for empty and missing text without safe mode', () => {
      expect(() => J.decode('')).to.throw(LibError, /invalid JSON String: $/);
      expect(() => J.decode(undefined as never)).to.throw(
        LibError,
        /invalid JSON String: undefined/,
      );
    });

    it('never evaluates code: JavaScript literals are not JSON', () => {
      expect(() => J.decode("{a: 1, 'b': 2}")).to.throw(LibError);
      expect(J.decode('(function(){ throw 1; })()', true)).to.equal(null);
    });

    it('keeps a __proto__ key as data without touching the prototype', () => {
      const value = J.decode('{"__proto__":{"polluted":true}}');
      expect(Object.getPrototypeOf(value)).to.equal(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it('shortens a very long bad text in the message', () => {
      const text = '[' + 'x'.repeat(5000);
      expect(() => J.decode(text)).to.throw(LibError, /\.\.\. \(5001 characters\)$/);
    });

    it('is also Lib.decode', () => {
      expect(Lib.decode('[1]')).to.deep.equal([1]);
    });
  });
});
