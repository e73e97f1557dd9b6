import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

/** Runs `fn` often enough for V8 to optimise it (and whatever it inlines). */
function warm(fn: () => unknown): void {
  for (let i = 0; i < 20000; i++) fn();
}

describe('lib/method (how callParent finds the running method)', () => {
  useCleanup();

  function chain(): any {
    def('App.M1', { m: (x: number) => x + 1 });
    def('App.M2', {
      extend: 'App.M1',
      m(this: any, x: number) {
        return this.callParent([x]) + 10;
      },
    });
    def('App.M3', {
      extend: 'App.M2',
      m(this: any, x: number) {
        return this.callParent([x]) + 100;
      },
    });
    return Lib.create('App.M3');
  }

  describe('the parent lookup', () => {
    it('honours a parent method assigned after the chain has been run many times', () => {
      const o = chain();
      warm(() => o.m(1));
      g.App.M1.prototype.m = (x: number) => x * 1000;
      expect(o.m(1)).to.equal(1110);
      warm(() => o.m(1));
      g.App.M2.prototype.m = (x: number) => -x;
      expect(o.m(2)).to.equal(98);
    });

    it('honours a parent overridden or deleted after the chain has been run many times', () => {
      const o = chain();
      warm(() => o.m(1));
      g.App.M2.override({
        m(this: any, x: number) {
          return this.callParent([x]) * 2;
        },
      });
      expect(o.m(1)).to.equal(124);
      warm(() => o.m(1));
      delete g.App.M2.prototype.m;
      expect(o.m(1)).to.equal(102);
    });
  });

  describe('callParent, callOverridden and callSuper on Lib.Base.prototype', () => {
    it('are functions wherever they are read', () => {
      const C = def('App.Plain', {});
      expect(Lib.Base.prototype.callParent).to.be.a('function');
      expect(new C().callSuper).to.be.a('function');
      expect(new C().callOverridden).to.be.a('function');
    });

    it('behave as before when a reference kept from a method is called after it returned', () => {
      def('App.KeepP', { m: () => 'P' });
      const C = def('App.Keep', {
        extend: 'App.KeepP',
        m(this: any) {
          this.kept = this.callParent;
          return this.callParent();
        },
      });
      const c = new C();
      expect(c.m()).to.equal('P');
      expect(() => c.kept()).to.throw(Lib.Error, 'outside a method defined through Lib.define');
    });

    it('can be replaced on a class by assignment, which leaves other classes alone', () => {
      const C = def('App.OwnCallParent', {});
      const D = def('App.OtherCallParent', {});
      C.prototype.callParent = () => 'own';
      expect(new C().callParent()).to.equal('own');
      expect(Object.prototype.hasOwnProperty.call(C.prototype, 'callParent')).to.equal(true);
      expect(() => new D().callParent()).to.throw(Lib.Error);
    });
  });

  describe('wrapped methods', () => {
    it('keep the name and length of the function they wrap', () => {
      const C = def('App.Arity', {
        a(this: any) {
          return this.callParent();
        },
        c(this: any, x: unknown, y: unknown, z: unknown) {
          return this.callParent([x, y, z]);
        },
        f(this: any, a: unknown, b: unknown, c: unknown, d: unknown, e: unknown, f: unknown) {
          return this.callParent([a, b, c, d, e, f]);
        },
      });
      expect([C.prototype.a.length, C.prototype.c.length, C.prototype.f.length]).to.deep.equal([
        0, 3, 6,
      ]);
      expect([C.prototype.a.name, C.prototype.c.name]).to.deep.equal(['a', 'c']);
      expect(C.prototype.c.$fn).to.not.equal(C.prototype.c);
    });

    it('pass every argument up, whether given as an array or as arguments', () => {
      def('App.ManyP', { m: (...args: unknown[]) => args });
      const C = def('App.Many', {
        extend: 'App.ManyP',
        m(this: any) {
          return this.callParent(arguments);
        },
      });
      const c = new C();
      for (let n = 0; n <= 7; n++) {
        const args = Array.from({ length: n }, (_, i) => i);
        expect(c.m(...args)).to.deep.equal(args);
      }
      expect(c.m(1, undefined)).to.have.length(2);
    });
  });
});
