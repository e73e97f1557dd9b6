import { expect } from 'chai';
import JSON5 from 'json5';
import { parseLenient } from '../../../lib/lang/JSON.lenient';
import { decode } from '../../../lib/lang/JSON';
import { LibError } from '../../../lib/Error';

/** Texts both parsers read; what json5 makes of each is what Lib must make. */
const VALID: string[] = [
  '{}',
  '[]',
  '{"a": 1, "b": [true, false, null], "c": {"d": "e"}}',
  "{name: 'Ada', age: 36}",
  '{$id: 1, _x: 2, ünïcode: 3, a1: 4}',
  '{\'single\': \'it\\\'s\', "double": "say \\"hi\\"", mixed: \'a "b" c\'}',
  '[1, 2, 3,]',
  '{a: 1, b: 2,}',
  '{a: [{b: 1,},],}',
  '// a line comment\n{a: 1 // after a value\n}',
  '/* a block\n comment */ [1, /* inside */ 2]',
  '{a: 0x1F, b: 0XfF, c: -0x10, d: +0x0}',
  '[+1, -1, +.5, .5, 5., -5.e2, 1e3, 1E-3, 0, -0, 0.0]',
  '[Infinity, -Infinity, +Infinity]',
  "'\\x41\\u00e9\\n\\t\\r\\b\\f\\v\\0\\/\\\\\\q'",
  "'line one \\\nline two'",
  "'crlf \\\r\nend'",
  '"tab\\u0009escaped"',
  '  \t\r\n\u00a0\ufeff{a\u2028:\u2029 1}  ',
  '{"__proto__": {"polluted": true}, a: 1}',
  '{a: 1, a: 2}',
  'null',
  'true',
  "'just a string'",
  '-12.5e-1',
  '{while: 1, null: 2, true: 3, Infinity: 4}',
  "{users: [{id: 1, name: 'Ada', roles: ['admin',],}, {id: 2, name: \"Grace\",},], total: 2,}",
];

/** Texts both refuse, with the position (line, column) json5 reports. */
const INVALID: string[] = [
  '',
  '{',
  '[1, 2',
  '{a 1}',
  '{a: 1 b: 2}',
  '[1,,2]',
  '[,]',
  '{,}',
  '{1: 2}',
  "{a: 'unterminated}",
  '[01]',
  '{a: 1}}',
  'undefined',
  "'\\1'",
  "'\\x4g'",
  "'\\u12'",
  '{\n  a: 1,\n  b: @\n}',
  '[1, 2]\n\n x',
  '{a: NaNa}',
  '{"a" 1}',
];

/**
 * Texts both refuse where json5, reading a character at a time, points inside or past the bad
 * token (or at the start of the next line for a line break in a string): Lib points at where
 * the token starts (the line break itself).
 */
const INVALID_TOKEN: Array<[string, [number, number]]> = [
  ["'line\nbreak'", [1, 6]],
  ['0x', [1, 2]], // 0, then the x
  ['nul', [1, 1]],
  ['{a: .}', [1, 5]],
  ['[-]', [1, 2]],
];

/** `[line, column]` of the error message of a parser. */
const position = (fn: () => unknown): [number, number] => {
  try {
    fn();
  } catch (error) {
    const m = /(?:at line |at )(\d+)(?:, column |:)(\d+)/.exec((error as Error).message);
    if (!m) throw new Error(`no position in: ${(error as Error).message}`);
    return [Number(m[1]), Number(m[2])];
  }
  throw new Error('did not throw');
};

describe('lib/lang/JSON.lenient', () => {
  describe('parseLenient, against json5 2.2.3', () => {
    for (const text of VALID) {
      it(`reads ${JSON.stringify(text)} as json5 does`, () => {
        const ours = parseLenient(text);
        const theirs = JSON5.parse(text);
        expect(ours).to.deep.equal(theirs);
        // NaN and -0 compare as values (deep.equal treats -0 and 0 as different already).
        expect(Object.getPrototypeOf(ours ?? {})).to.equal(Object.getPrototypeOf(theirs ?? {}));
      });
    }

    for (const text of INVALID) {
      it(`refuses ${JSON.stringify(text)} where json5 does`, () => {
        expect(() => JSON5.parse(text)).to.throw(SyntaxError);
        expect(() => parseLenient(text)).to.throw(SyntaxError);
        expect(position(() => parseLenient(text))).to.deep.equal(position(() => JSON5.parse(text)));
      });
    }

    for (const [text, at] of INVALID_TOKEN) {
      it(`refuses ${JSON.stringify(text)} where json5 does, at the start of the bad token`, () => {
        expect(() => JSON5.parse(text)).to.throw(SyntaxError);
        expect(position(() => parseLenient(text))).to.deep.equal(at);
      });
    }

    it('reads NaN', () => {
      expect(parseLenient('[NaN, -NaN, +NaN]')).to.deep.equal([NaN, NaN, NaN]);
    });

    it('makes __proto__ an own property, never the prototype', () => {
      const out = parseLenient("{__proto__: {polluted: 1}, 'constructor': 2}") as object;
      expect(Object.getPrototypeOf(out)).to.equal(Object.prototype);
      expect(Object.keys(out)).to.deep.equal(['__proto__', 'constructor']);
      expect(({} as any).polluted).to.equal(undefined);
    });

    it('runs nothing: a function call is a syntax error at its position', () => {
      expect(() => parseLenient('{a: alert(1)}')).to.throw(SyntaxError, /line 1, column 5/);
    });
  });

  describe('Lib.JSON.decode(text, {lenient: true})', () => {
    it('reads strict JSON with JSON.parse and legacy text with the lenient parser', () => {
      expect(decode('{"a": 1}', { lenient: true })).to.deep.equal({ a: 1 });
      expect(decode("{a: 'x', b: [1,],}", { lenient: true })).to.deep.equal({ a: 'x', b: [1] });
    });

    it('stays strict without the option, and with the old second argument', () => {
      expect(() => decode("{a: 'x'}")).to.throw(LibError, /invalid JSON String/);
      expect(decode("{a: 'x'}", true)).to.equal(null);
      expect(decode("{a: 'x'}", { safe: true })).to.equal(null);
    });

    it('gives the line and column of what it could not read', () => {
      expect(() => decode('{\n  a: 1,\n  b: ?\n}', { lenient: true })).to.throw(
        LibError,
        /invalid JSON String \(invalid character "\?" at line 3, column 6\)/,
      );
      expect(decode('{a: ?}', { lenient: true, safe: true })).to.equal(null);
    });
  });
});
