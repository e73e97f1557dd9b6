import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

describe('callParent, callSuper, callOverridden and overrides', () => {
  useCleanup();

  describe('callParent', () => {
    it('calls the same-named method one level up, with an array or arguments', () => {
      def('App.A', { m: (a: number, b: number) => `A(${a},${b})` });
      def('App.B', {
        extend: 'App.A',
        m(this: any, a: number, b: number) {
          return 'B>' + this.callParent([a + 1, b + 1]);
        },
      });
      const C = def('App.C', {
        extend: 'App.B',
        m(this: any) {
          return 'C>' + this.callParent(arguments);
        },
      });
      expect(new C().m(1, 2)).to.equal('C>B>A(2,3)');
    });

    it('passes no arguments when called without any', () => {
      def('App.Count', { n: (...args: unknown[]) => args.length });
      const C = def('App.CountC', {
        extend: 'App.Count',
        n(this: any) {
          return this.callParent();
        },
      });
      expect(new C().n(1, 2, 3)).to.equal(0);
    });

    it('works in constructors', () => {
      def('App.CtorP', {
        constructor(this: any, cfg: any) {
          this.fromParent = cfg.v;
        },
      });
      const C = def('App.CtorC', {
        extend: 'App.CtorP',
        constructor(this: any, cfg: any) {
          this.before = this.fromParent;
          this.callParent([cfg]);
        },
      });
      const c = new C({ v: 7 });
      expect(c.before).to.equal(undefined);
      expect(c.fromParent).to.equal(7);
    });

    it('reaches an inherited implementation more than one level up', () => {
      def('App.G1', { m: () => 'G1' });
      def('App.G2', { extend: 'App.G1' });
      const G3 = def('App.G3', {
        extend: 'App.G2',
        m(this: any) {
          return 'G3>' + this.callParent();
        },
      });
      expect(new G3().m()).to.equal('G3>G1');
    });

    it('keeps working when a method throws (the call record is restored)', () => {
      def('App.ThrowP', {
        m: () => 'P',
        boom: () => {
          throw new Error('boom');
        },
      });
      const C = def('App.ThrowC', {
        extend: 'App.ThrowP',
        boom(this: any) {
          return this.callParent();
        },
        m(this: any) {
          try {
            this.boom();
          } catch {
            // swallowed on purpose
          }
          return this.callParent();
        },
      });
      expect(new C().m()).to.equal('P');
    });

    it('throws naming the method and the parent when there is nothing to call', () => {
      def('App.P1', {});
      const C = def('App.NoParent', {
        extend: 'App.P1',
        n(this: any) {
          return this.callParent();
        },
      });
      expect(() => new C().n()).to.throw(
        Lib.Error,
        "this.callParent() was called but there's no such method (n) found in the parent class (App.P1)",
      );
    });

    it('refuses a non-array argument with a TypeError', () => {
      def('App.ArgP', { m: () => 1 });
      const C = def('App.ArgC', {
        extend: 'App.ArgP',
        m(this: any) {
          return this.callParent({ not: 'an array' });
        },
      });
      expect(() => new C().m()).to.throw(TypeError, 'expects an array or the arguments object');
    });

    it('says so when called outside a defined method', () => {
      const C = def('App.Outside', {});
      expect(() => new C().callParent()).to.throw(
        Lib.Error,
        'outside a method defined through Lib.define',
      );
    });

    it('works from async methods before the first await', async () => {
      def('App.AsyncP', { m: async () => 'P' });
      const C = def('App.AsyncC', {
        extend: 'App.AsyncP',
        async m(this: any) {
          const parent = this.callParent();
          return 'C>' + (await parent);
        },
      });
      expect(await new C().m()).to.equal('C>P');
    });

    it('does not wrap methods that never call up the chain', () => {
      const plain = () => 'plain';
      const C = def('App.Unwrapped', { plain });
      expect(C.prototype.plain).to.equal(plain);
    });
  });

  describe('overrides', () => {
    it('applies an override to an existing class; callParent reaches the overridden method', () => {
      def('App.Q1', { m: () => 'Q1' });
      def('App.Q2', { extend: 'App.Q1', m: () => 'Q2' });
      Lib.define('App.Q2Override', {
        override: 'App.Q2',
        m(this: any) {
          return 'ov>' + this.callParent();
        },
      });
      expect(new g.App.Q2().m()).to.equal('ov>Q2');
    });

    it('lets callSuper skip the overridden method and reach the superclass', () => {
      def('App.Q1', { m: () => 'Q1' });
      def('App.Q2', { extend: 'App.Q1', m: () => 'Q2' });
      Lib.define('App.Q2Super', {
        override: 'App.Q2',
        m(this: any) {
          return 'ov2>' + this.callSuper();
        },
      });
      expect(new g.App.Q2().m()).to.equal('ov2>Q1');
    });

    it('treats callOverridden as callParent', () => {
      def('App.O1', { m: () => 'O1' });
      Lib.define('App.O1Override', {
        override: 'App.O1',
        m(this: any) {
          return 'ov>' + this.callOverridden();
        },
      });
      expect(new g.App.O1().m()).to.equal('ov>O1');
    });

    it('waits for a target defined later', () => {
      let createdThis: unknown;
      Lib.define(
        'App.LaterOverride',
        { override: 'App.Later', m: () => 'overridden', statics: { s: () => 'static' } },
        function (this: unknown) {
          createdThis = this;
        },
      );
      expect(createdThis).to.equal(undefined);
      const Later = def('App.Later', { m: () => 'original' });
      expect(new Later().m()).to.equal('overridden');
      expect(Later.s()).to.equal('static');
      expect(createdThis).to.equal(Later);
    });

    it('handles statics, inheritableStatics and config in an override', () => {
      def('App.Ov', {
        statics: { s: () => 's1' },
        constructor(this: any, cfg: any) {
          this.initConfig(cfg);
        },
      });
      Lib.define('App.OvOverride', {
        override: 'App.Ov',
        statics: {
          s(this: any) {
            return 'new>' + this.callParent();
          },
        },
        inheritableStatics: { i: () => 'i' },
        config: { added: 5 },
      });
      expect(g.App.Ov.s()).to.equal('new>s1');
      expect(g.App.Ov.i()).to.equal('i');
      expect(new g.App.Ov().getAdded()).to.equal(5);
      const Sub = def('App.OvSub', { extend: 'App.Ov' });
      expect(Sub.i()).to.equal('i');
    });

    it("applies a waiting override after the target's own createdFn", () => {
      const order: string[] = [];
      Lib.define(
        'App.AfterOverride',
        { override: 'App.After', m: () => 'overridden' },
        function (this: any) {
          order.push('override sees ' + Lib.ClassManager.get('App.AfterAlt').$className);
        },
      );
      def(
        'App.After',
        { m: () => 'original', alternateClassName: 'App.AfterAlt' },
        function (this: any) {
          order.push('target created, m() = ' + new this().m());
        },
      );
      expect(order).to.deep.equal(['target created, m() = original', 'override sees App.After']);
      expect(new g.App.After().m()).to.equal('overridden');
    });

    it('lets an override replace the constructor and callParent into the old one', () => {
      def('App.OvCtor', {
        constructor(this: any, v: number) {
          this.v = v;
        },
      });
      Lib.define('App.OvCtorOverride', {
        override: 'App.OvCtor',
        constructor(this: any, v: number) {
          this.callParent([v * 2]);
          this.patched = true;
        },
      });
      const o = Lib.create('App.OvCtor', 2);
      expect([o.v, o.patched]).to.deep.equal([4, true]);
    });

    it('calls the createdFn of an override of a singleton with this = the instance', () => {
      def('App.SvcCreated', { singleton: true });
      let self: unknown;
      Lib.define(
        'App.SvcCreatedOverride',
        { override: 'App.SvcCreated', x: 1 },
        function (this: unknown) {
          self = this;
        },
      );
      expect(self).to.equal(g.App.SvcCreated);
      expect(g.App.SvcCreated.x).to.equal(1);
    });

    it('patches the instance of a singleton', () => {
      def('App.Svc', { singleton: true, name: () => 'svc' });
      Lib.define('App.SvcOverride', {
        override: 'App.Svc',
        name(this: any) {
          return 'patched ' + this.callParent();
        },
      });
      expect(g.App.Svc.name()).to.equal('patched svc');
    });

    it('keeps the old function as $previous with Cls.override', () => {
      const C = def('App.Prev', { m: () => 'old' });
      const old = C.prototype.m;
      C.override({
        m(this: any) {
          return 'new>' + this.callParent();
        },
      });
      expect(C.prototype.m.$previous).to.equal(old);
      expect(new C().m()).to.equal('new>old');
      C.override('n', () => 'n');
      expect(new C().n()).to.equal('n');
    });

    it('chains class and instance overrides (Lib.override on an instance)', () => {
      const C = def('App.Chain', { m: () => 'a' });
      Lib.override(C, {
        m(this: any) {
          return this.callParent() + 'b';
        },
      });
      const instance = new C();
      Lib.override(instance, {
        m(this: any) {
          return this.callParent() + 'c';
        },
      });
      expect(instance.m()).to.equal('abc');
      expect(new C().m()).to.equal('ab');
    });

    it('applies members to the prototype of a plain constructor', () => {
      function Plain(this: any) {
        this.x = 1;
      }
      Lib.override(Plain, { y: () => 2, __proto__: { polluted: true } } as any);
      expect(new (Plain as any)().y()).to.equal(2);
      expect(({} as any).polluted).to.equal(undefined);
    });
  });
});
