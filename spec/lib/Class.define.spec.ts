import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

describe('Lib.define', () => {
  useCleanup();

  describe('what it returns', () => {
    it('returns the constructor, not an instance', () => {
      const Cls = def('App.Plain', { m: () => 1 });
      expect(Cls).to.be.a('function');
      expect(new Cls()).to.be.instanceOf(Cls);
    });

    it('returns the constructor for a singleton too', () => {
      const Cls = def('App.Single', { singleton: true, m: () => 1 });
      expect(Cls).to.be.a('function');
      expect(g.App.Single).to.be.instanceOf(Cls);
    });

    it('returns Lib.ClassManager for an override', () => {
      def('App.Target', { m: () => 1 });
      expect(Lib.define('App.TargetOverride', { override: 'App.Target', m: () => 2 })).to.equal(
        Lib.ClassManager,
      );
    });

    it('accepts a function body called with the new class', () => {
      let seen: unknown;
      const Cls = def('App.FnBody', (C) => {
        seen = C;
        return { who: () => 'fn' };
      });
      expect(seen).to.equal(Cls);
      expect(new Cls().who()).to.equal('fn');
    });
  });

  describe('names', () => {
    it('accepts null for an anonymous class', () => {
      const Cls = Lib.define(null, { m: () => 'anon' });
      expect(new Cls().m()).to.equal('anon');
      expect(Cls.$className).to.equal(undefined);
      expect(Lib.ClassManager.getName(Cls)).to.equal('');
    });

    it('gives the instances of an anonymous class a $className of null, as Ext JS 4 does', () => {
      def('App.NamedParent', {});
      const Cls = Lib.define(null, (Self: any) => ({
        extend: 'App.NamedParent',
        constructor(this: any) {
          this.made = Self;
        },
      }));
      const obj = new Cls();
      expect(obj.$className).to.equal(null);
      expect(obj.self).to.equal(Cls);
      expect(obj.made).to.equal(Cls);
      expect(Lib.getClassName(obj)).to.equal('');
      // Lib.extend (Ext.extend) makes no class of its own name: the parent's shows through.
      expect(new (Lib.extend(g.App.NamedParent, {}))().$className).to.equal('App.NamedParent');
    });

    it('refuses a name that is not a non-empty string', () => {
      expect(() => Lib.define(5 as any, {})).to.throw(
        LibError,
        'Invalid class name 5 specified, must be a non-empty string',
      );
      expect(() => Lib.define('' as any, {})).to.throw(LibError, 'must be a non-empty string');
    });

    it('refuses names that would reach the prototype machinery', () => {
      expect(() => Lib.define('App.__proto__.X', {})).to.throw(
        LibError,
        "segment '__proto__' is not allowed",
      );
      expect(() => Lib.define('App..X', {})).to.throw(LibError, "segment '' is not allowed");
      expect(({} as any).X).to.equal(undefined);
    });

    it('refuses a body that is not an object', () => {
      expect(() => Lib.define('App.Bad', 5 as any)).to.throw(TypeError, 'must be an object');
    });

    it('stores a named class in the registry and on the global namespace path', () => {
      const Cls = def('App.deep.ns.Thing', {});
      expect(Lib.ClassManager.get('App.deep.ns.Thing')).to.equal(Cls);
      expect(g.App.deep.ns.Thing).to.equal(Cls);
    });

    it('puts Lib.-prefixed names onto the Lib object', () => {
      const Cls = def('Lib.test.Thing', {});
      expect((Lib as any).test.Thing).to.equal(Cls);
      expect(g.Lib).to.equal(undefined);
    });
  });

  describe('the class it builds', () => {
    it('extends Lib.Base by default', () => {
      const Cls = def('App.Root', {});
      expect(new Cls()).to.be.instanceOf(Lib.Base);
      expect(Cls.superclass).to.equal(Lib.Base.prototype);
    });

    it('chains the prototype to the parent given by name or by constructor', () => {
      const P = def('App.P', { a: () => 'a' });
      const C1 = def('App.C1', { extend: 'App.P' });
      const C2 = def('App.C2', { extend: P });
      expect(new C1().a()).to.equal('a');
      expect(new C2()).to.be.instanceOf(P);
    });

    it('sets superclass on the class and the prototype to the parent prototype', () => {
      const P = def('App.P', {});
      const C = def('App.C', { extend: P });
      expect(C.superclass).to.equal(P.prototype);
      expect(C.prototype.superclass).to.equal(P.prototype);
    });

    it('sets self and $className', () => {
      const C = def('App.Named', {});
      const c = new C();
      expect(c.self).to.equal(C);
      expect(c.$className).to.equal('App.Named');
      expect(C.$className).to.equal('App.Named');
    });

    it('copies the other members onto the prototype', () => {
      const C = def('App.Members', {
        n: 3,
        list: [1],
        m(this: any) {
          return this.n;
        },
      });
      expect(Object.prototype.hasOwnProperty.call(C.prototype, 'n')).to.equal(true);
      expect(new C().m()).to.equal(3);
    });

    it('throws naming the missing parent, with a suggestion', () => {
      def('App.Parent', {});
      expect(() => Lib.define('App.Child', { extend: 'App.Parnet' })).to.throw(
        LibError,
        "extend 'App.Parnet' is not a registered class (did you mean 'App.Parent'?)",
      );
    });

    it('accepts requires and uses without a loader', () => {
      const C = def('App.Req', { requires: ['App.Nothing'], uses: 'App.Other' });
      expect(new C()).to.be.instanceOf(C);
    });

    it('refuses requires that are not strings', () => {
      expect(() => Lib.define('App.BadReq', { requires: [5] as any })).to.throw(
        TypeError,
        'requires must be',
      );
    });

    it('uses the object returned by the constructor as the result', () => {
      const other = { replaced: true };
      const C = def('App.Returns', {
        constructor() {
          return other;
        },
      });
      expect(new C()).to.equal(other);
      expect(Lib.create('App.Returns')).to.equal(other);
    });

    it('passes every argument to the constructor', () => {
      const C = def('App.Args', {
        constructor(this: any, ...args: unknown[]) {
          this.args = args;
        },
      });
      expect(Lib.create('App.Args', 1, 2, 3).args).to.deep.equal([1, 2, 3]);
    });

    it('calls createdFn with this = the class', () => {
      let self: unknown;
      const C = def('App.Created', {}, function (this: unknown) {
        self = this;
      });
      expect(self).to.equal(C);
    });

    it('calls createdFn with this = the instance for a singleton', () => {
      let self: unknown;
      def('App.CreatedSingle', { singleton: true }, function (this: unknown) {
        self = this;
      });
      expect(self).to.equal(g.App.CreatedSingle);
    });

    it('passes createdFn the class, or for a singleton the instance, as its argument', () => {
      const seen: unknown[] = [];
      const C = def('App.CreatedArg', {}, (arg: unknown) => seen.push(arg));
      def('App.CreatedArgSingle', { singleton: true }, (arg: unknown) => seen.push(arg));
      expect(seen).to.deep.equal([C, g.App.CreatedArgSingle]);
    });

    it('runs createdFn once the class, its aliases and alternate names are registered', () => {
      let seen: unknown[] = [];
      const C = def(
        'App.CreatedLast',
        { alias: 'widget.createdlast', alternateClassName: 'App.CreatedLastAlt' },
        () => {
          seen = [
            Lib.ClassManager.get('App.CreatedLast'),
            Lib.ClassManager.getByAlias('widget.createdlast'),
            Lib.ClassManager.get('App.CreatedLastAlt'),
          ];
        },
      );
      expect(seen).to.deep.equal([C, C, C]);
    });

    it('refuses a bad alternateClassName before registering anything', () => {
      expect(() =>
        Lib.define('App.BadAlt', { alias: 'widget.badalt', alternateClassName: 5 as any }),
      ).to.throw(TypeError, 'alternateClassName must be a non-empty string');
      expect(Lib.ClassManager.get('App.BadAlt')).to.equal(null);
      expect(g.App?.BadAlt).to.equal(undefined);
      expect(Lib.ClassManager.getByAlias('widget.badalt')).to.equal(null);
    });

    it('refuses a parent name that reaches a function which is not a class', () => {
      expect(() => Lib.define('App.FromMethod', { extend: 'hasOwnProperty' })).to.throw(
        Lib.Error,
        "extend 'hasOwnProperty' is not a registered class",
      );
      expect(() => Lib.define('App.FromArrow', { extend: (() => 1) as any })).to.throw(
        TypeError,
        'extend must be a class or a class name',
      );
    });

    it('stamps $owner and $name on the methods that call up the chain', () => {
      const P = def('App.StampP', { m: () => 'P' });
      const C = def('App.Stamp', {
        extend: P,
        m(this: any) {
          return this.callParent();
        },
      });
      expect(C.prototype.m.$owner).to.equal(C);
      expect(C.prototype.m.$name).to.equal('m');
    });

    it('lets one function object serve two classes, each reaching its own parent', () => {
      function m(this: any) {
        return 'shared>' + this.callParent();
      }
      def('App.ShareP1', { m: () => 'P1' });
      def('App.ShareP2', { m: () => 'P2' });
      const C1 = def('App.Share1', { extend: 'App.ShareP1', m });
      const C2 = def('App.Share2', { extend: 'App.ShareP2', m });
      expect(new C1().m()).to.equal('shared>P1');
      expect(new C2().m()).to.equal('shared>P2');
      expect(C1.prototype.m).to.not.equal(C2.prototype.m);
    });
  });

  describe('statics and inheritableStatics', () => {
    it('puts statics on the class only, not on subclasses', () => {
      const P = def('App.SP', { statics: { make: () => 'made', n: 1 } });
      const C = def('App.SC', { extend: P });
      expect(P.make()).to.equal('made');
      expect(P.n).to.equal(1);
      expect(C.make).to.equal(undefined);
    });

    it('copies inheritableStatics onto subclasses, with this = the class called on', () => {
      const P1 = def('App.P1', {
        inheritableStatics: {
          is(this: any) {
            return 'is:' + this.$className;
          },
        },
      });
      const P2 = def('App.P2', { extend: P1 });
      expect(P1.is()).to.equal('is:App.P1');
      expect(P2.is()).to.equal('is:App.P2');
    });

    it('lets a subclass keep its own version of an inheritable static', () => {
      const P = def('App.IP', { inheritableStatics: { who: () => 'parent' } });
      const C = def('App.IC', { extend: P, inheritableStatics: { who: () => 'child' } });
      expect(C.who()).to.equal('child');
      expect(P.who()).to.equal('parent');
    });

    it('gives every class the Base static API', () => {
      const C = def('App.StaticApi', {});
      for (const name of [
        'create',
        'override',
        'addStatics',
        'addMembers',
        'mixin',
        'getName',
        'addConfig',
      ]) {
        expect(C[name], name).to.be.a('function');
      }
      expect(C.getName()).to.equal('App.StaticApi');
      expect(C.create()).to.be.instanceOf(C);
    });

    it('lets statics call the parent static with callParent', () => {
      const P = def('App.StP', { inheritableStatics: { n: () => 1 } });
      const C = def('App.StC', {
        extend: P,
        statics: {
          n(this: any) {
            return this.callParent() + 1;
          },
        },
      });
      expect(C.n()).to.equal(2);
    });

    it('lets an inheritable static call callParent (Ext 4.2.1 threw here)', () => {
      const P = def('App.IsP', { inheritableStatics: { n: () => 10 } });
      const C = def('App.IsC', {
        extend: P,
        inheritableStatics: {
          n(this: any) {
            return this.callParent() + 1;
          },
        },
      });
      const G = def('App.IsG', { extend: C });
      expect(C.n()).to.equal(11);
      expect(G.n()).to.equal(11);
    });
  });

  describe('self and statics()', () => {
    it('self is the runtime class and statics() the class owning the running method', () => {
      const P = def('App.OwnerP', {
        statics: { tag: 'P' },
        who(this: any) {
          return [this.statics().tag, this.self.tag];
        },
      });
      const C = def('App.OwnerC', { extend: P, statics: { tag: 'C' } });
      expect(new C().who()).to.deep.equal(['P', 'C']);
      expect(new P().who()).to.deep.equal(['P', 'P']);
    });
  });

  describe('onClassExtended', () => {
    it('runs for descendants, not for the declaring class', () => {
      const seen: string[] = [];
      def('App.ExtP', {
        onClassExtended(cls: any, data: any) {
          seen.push(data.tag);
        },
        tag: 'P',
      });
      def('App.ExtC', { extend: 'App.ExtP', tag: 'C' });
      def('App.ExtG', { extend: 'App.ExtC', tag: 'G' });
      expect(seen).to.deep.equal(['C', 'G']);
    });

    it('accumulates callbacks down the hierarchy, ancestors first', () => {
      const seen: string[] = [];
      def('App.AccP', { onClassExtended: (cls: any, data: any) => seen.push('P:' + data.tag) });
      def('App.AccC', {
        extend: 'App.AccP',
        tag: 'C',
        onClassExtended: (cls: any, data: any) => seen.push('C:' + data.tag),
      });
      def('App.AccG', { extend: 'App.AccC', tag: 'G' });
      expect(seen).to.deep.equal(['P:C', 'P:G', 'C:G']);
    });

    it('runs before the members are added and may change the body', () => {
      def('App.ModP', {
        onClassExtended(cls: any, data: any) {
          expect(cls.prototype.added).to.equal(undefined);
          data.added = 'by hook';
        },
      });
      const C = def('App.ModC', { extend: 'App.ModP' });
      expect(new C().added).to.equal('by hook');
    });

    it('may wrap hooks.onBeforeCreated to delay creation', () => {
      let resume: () => void = () => undefined;
      def('App.DelayP', {
        onClassExtended(cls: any, data: any, hooks: any) {
          const original = hooks.onBeforeCreated;
          hooks.onBeforeCreated = function (this: any, ...args: unknown[]) {
            resume = () => original.apply(this, args);
          };
        },
      });
      def('App.DelayC', { extend: 'App.DelayP', m: () => 'late' });
      expect(Lib.ClassManager.isCreated('App.DelayC')).to.equal(false);
      resume();
      expect(Lib.ClassManager.isCreated('App.DelayC')).to.equal(true);
      expect(new g.App.DelayC().m()).to.equal('late');
    });
  });
});
