import { expect } from 'chai';
import { Lib } from '../index';
import { compile, type Scope } from '../classes/Template.expr';
import { LibError } from '../lib/Error';

const tpl = { isTpl: true, twice: (v: number) => v * 2 };

/** The value of `source` over `values` (and the loop variables given). */
function run(source: string, values: any = {}, more: Partial<Scope> = {}): any {
  return compile(
    source,
    'Spec',
  )({ values, parent: { p: 'P' }, xindex: 2, xcount: 3, tpl, ...more });
}

describe('the template expression reader (Template.expr)', () => {
  describe('literals and names', () => {
    it('reads numbers, strings with escapes, true/false/null/undefined and array literals', () => {
      expect(run('1.5e1')).to.equal(15);
      expect(run('.5')).to.equal(0.5);
      expect(run(`'it\\'s' + "a \\"q\\"\\n"`)).to.equal("it's" + 'a "q"\n');
      expect([run('true'), run('false'), run('null'), run('undefined')]).to.deep.equal([
        true,
        false,
        null,
        undefined,
      ]);
      expect(run('[1, "a", [x]]', { x: 2 })).to.deep.equal([1, 'a', [2]]);
      expect(run('[]')).to.deep.equal([]);
    });

    it('reads a bare name from the values first, then values, parent, xindex, xcount, xkey', () => {
      expect(run('name', { name: 'n' })).to.equal('n');
      expect(run('values.name', { name: 'n' })).to.equal('n');
      expect(run('parent.p + xindex + xcount + xkey', {}, { xkey: 'k' })).to.equal('P23k');
      expect(run('xindex', { xindex: 'mine' })).to.equal('mine');
      expect(run('unknown')).to.equal(undefined);
    });

    it('knows fm (Lib.util.Format), Lib and Ext (the same object), this, and a few safe globals', () => {
      expect(run('fm')).to.equal((Lib as any).util.Format);
      expect(run('Lib')).to.equal(Lib);
      expect(run('Ext')).to.equal(Lib);
      expect(run('this')).to.equal(tpl);
      expect(run('Math.round(2.6) + Number("1") + parseInt("7px") + String(1).length')).to.equal(
        12,
      );
      expect(
        run('JSON.stringify([isNaN(x), isFinite(1), encodeURIComponent("a b")])', { x: 'q' }),
      ).to.equal('[true,true,"a%20b"]');
      expect(run('Date.UTC(2000, 0)')).to.equal(Date.UTC(2000, 0));
      expect(run('Object')).to.equal(undefined);
      expect(run('window')).to.equal(undefined);
      expect(run('globalThis')).to.equal(undefined);
    });
  });

  describe('operators', () => {
    it('computes arithmetic with the usual precedence and parentheses', () => {
      expect(run('1 + 2 * 3 - 4 / 2 % 3')).to.equal(5);
      expect(run('(1 + 2) * 3')).to.equal(9);
      expect(run('10 - 4 - 3')).to.equal(3);
      expect(run('"a" + 1 + 2')).to.equal('a12');
    });

    it('applies unary ! - + typeof', () => {
      expect(run('!a', { a: 0 })).to.equal(true);
      expect(run('!!a', { a: 'x' })).to.equal(true);
      expect(run('-a + +b', { a: 2, b: '5' })).to.equal(3);
      expect(run('typeof a + typeof b.c', { a: 1 })).to.equal('numberundefined');
      expect(run('-a.b', { a: { b: 3 } })).to.equal(-3);
    });

    it('compares with == != === !== < > <= >=', () => {
      expect(run('[1 == "1", 1 != "1", 1 === "1", 1 !== "1"]')).to.deep.equal([
        true,
        false,
        false,
        true,
      ]);
      expect(run('[1 < 2, 2 > 2, 2 <= 2, 3 >= 4]')).to.deep.equal([true, false, true, false]);
      expect(run('1 + 1 == 2')).to.equal(true);
    });

    it('short-circuits && || ?? and the conditional, which nests to the right', () => {
      const calls: string[] = [];
      const values = { f: (n: string) => (calls.push(n), n) };
      expect(run('0 && f("a")', values)).to.equal(0);
      expect(run('1 || f("b")', values)).to.equal(1);
      expect(run('0 ?? f("c")', values)).to.equal(0);
      expect(run('null ?? f("d")', values)).to.equal('d');
      expect(run('a ? f("e") : f("f")', { ...values, a: 1 })).to.equal('e');
      expect(calls).to.deep.equal(['d', 'e']);
      expect(run('a ? "x" : b ? "y" : "z"', { a: 0, b: 0 })).to.equal('z');
      expect(run('a || b ? 1 : 2', { a: 0, b: 1 })).to.equal(1);
      expect(run('1 + 1 > 1 && 2 < 3')).to.equal(true);
    });
  });

  describe('members and calls', () => {
    it('reads a.b, a[b] and a["b"]; a member of null or undefined is undefined', () => {
      const values = { a: { b: [10, 20] }, k: 'b' };
      expect(run('a.b[1] + a[k][0] + a["b"].length', values)).to.equal(32);
      expect(run('none.deep.er')).to.equal(undefined);
      expect(run('"abc".length')).to.equal(3);
    });

    it('calls functions, a method with its object as this', () => {
      expect(run('this.twice(x)', { x: 4 })).to.equal(8);
      expect(run('s.toUpperCase().slice(1)', { s: 'abc' })).to.equal('BC');
      expect(
        run('o.get("k")', {
          o: {
            v: { k: 1 },
            get(this: any, k: string) {
              return this.v[k];
            },
          },
        }),
      ).to.equal(1);
      expect(run('f()(2)', { f: () => (n: number) => n + 1 })).to.equal(3);
    });

    it('throws a Lib.Error naming a call of something that is not a function', () => {
      expect(() => run('this.nope(1)')).to.throw(
        LibError,
        "[Spec] 'this.nope' is not a function in 'this.nope(1)'",
      );
      expect(() => run('a.b()', { a: {} })).to.throw(LibError, /'a.b' is not a function/);
    });
  });

  describe('what it refuses', () => {
    it('reads neither constructor, prototype nor __* members, named or computed', () => {
      for (const source of [
        'constructor',
        'a.constructor',
        'a["constructor"]',
        'a["constr" + "uctor"]',
        'a[k]',
        'f.prototype',
        'a.__proto__',
        'a.__lookupGetter__',
        '[].constructor',
        'this.constructor',
      ]) {
        const k = { toString: () => 'constructor' };
        expect(() => run(source, { a: {}, f() {}, k }), source).to.throw(
          LibError,
          /may not read '(constructor|prototype|__\w+)'/,
        );
      }
    });

    it('never hands out the global object, a window, Function or eval, even from a call', () => {
      const win: any = {};
      win.window = win;
      const values = {
        win,
        fn: Function,
        sloppy: globalThis.eval('(function () { return this; })'),
        giveEval: () => globalThis.eval,
        holder: { g: globalThis },
      };
      for (const source of [
        'Lib.global',
        'win',
        'fn',
        'sloppy()',
        'giveEval()',
        'holder.g',
        'holder["g"]',
      ]) {
        expect(() => run(source, values), source).to.throw(
          LibError,
          '[Spec] templates may not reach the global object, Function or eval',
        );
      }
    });

    it('has no assignment, new, function literals, objects or statements', () => {
      const refused = {
        'a = 1': "cannot read 'a = 1': unexpected '=' at 2",
        'new Date()': "cannot read 'new Date()': unexpected 'Date' at 4",
        'function () {}': "unexpected '{' at 12",
        '() => 1': "unexpected '=' at 3",
        '{a: 1}': "unexpected '{' at 0",
        'a; b': "unexpected ';' at 1",
        'a++': 'expected a value at 3',
        '(1': "expected ')' at 2",
        'a.': 'expected a name at 2',
        'a ? b': "expected ':' at 5",
        '': 'expected a value at 0',
        '1 2': "unexpected '2' at 2",
        '`x`': "unexpected '`' at 0",
      };
      for (const [source, message] of Object.entries(refused)) {
        expect(() => compile(source, 'Spec'), source).to.throw(LibError, message);
      }
    });
  });

  it('reads a comma-separated list as an array (format arguments)', () => {
    const get = compile('1, "Y-m-d", x', 'Spec', true);
    expect(get({ values: { x: true }, parent: {}, xindex: 1, xcount: 1, tpl })).to.deep.equal([
      1,
      'Y-m-d',
      true,
    ]);
    expect(compile('', 'Spec', true)({} as Scope)).to.deep.equal([]);
  });
});
