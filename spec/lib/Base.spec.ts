import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

describe('Lib.Base', () => {
  useCleanup();

  describe('instance API', () => {
    it('marks every instance with isInstance', () => {
      const C = def('App.Inst', {});
      expect(new C().isInstance).to.equal(true);
      expect(new Lib.Base().isInstance).to.equal(true);
    });

    it('does nothing in its own constructor: the config is not copied', () => {
      const C = def('App.NoCopy', { config: { a: 1 } });
      const c = new C({ a: 5, other: 2 });
      expect(c.other).to.equal(undefined);
      expect(c.getA()).to.equal(1);
    });

    it('turns destroy into a no-op after the first call', () => {
      let runs = 0;
      const C = def('App.Destroyed', {
        destroy(this: any) {
          runs++;
          this.callParent();
        },
      });
      const c = new C();
      c.destroy();
      c.destroy();
      expect(runs).to.equal(1);
      expect(c.destroy).to.equal(Lib.emptyFn);
    });
  });

  describe('static API', () => {
    it('create makes an instance with every argument', () => {
      const C = def('App.StCreate', {
        constructor(this: any, ...args: unknown[]) {
          this.args = args;
        },
      });
      expect(C.create(1, 2).args).to.deep.equal([1, 2]);
    });

    it('addStatics adds statics that subclasses defined later do not get', () => {
      const P = def('App.AddSt', {});
      P.addStatics({ tool: () => 'tool' });
      const C = def('App.AddStC', { extend: P });
      expect(P.tool()).to.equal('tool');
      expect(C.tool).to.equal(undefined);
    });

    it('addInheritableStatics adds statics that subclasses defined later get', () => {
      const P = def('App.AddISt', {});
      expect(P.addInheritableStatics({ who: (): string => 'who' })).to.equal(P);
      const C = def('App.AddIStC', { extend: P });
      expect(C.who()).to.equal('who');
    });

    it('addMember and implement add prototype members that can callParent', () => {
      def('App.AddMP', { m: () => 'P', n: () => 'N' });
      const C = def('App.AddMC', { extend: 'App.AddMP' });
      C.addMember('m', function (this: any) {
        return 'C>' + this.callParent();
      });
      C.implement({
        n(this: any) {
          return 'I>' + this.callParent();
        },
      });
      expect(new C().m()).to.equal('C>P');
      expect(new C().n()).to.equal('I>N');
    });

    it('borrow copies named members of another class, re-owned by the borrower', () => {
      def('App.Lender', {
        m(this: any) {
          return 'lent>' + this.callParent();
        },
        n: () => 'n',
      });
      def('App.BorrowP', { m: () => 'borrower parent' });
      const C = def('App.Borrower', { extend: 'App.BorrowP' });
      C.borrow('App.Lender', ['m', 'n']);
      expect(new C().m()).to.equal('lent>borrower parent');
      expect(new C().n()).to.equal('n');
    });

    it('createAlias adds a method that calls another one', () => {
      const C = def('App.Aliased', {
        greet(this: any, name: string) {
          return 'hi ' + name;
        },
      });
      C.createAlias('hello', 'greet');
      C.createAlias({ salute: 'greet' });
      expect(new C().hello('ada')).to.equal('hi ada');
      expect(new C().salute('bob')).to.equal('hi bob');
    });

    it('onExtended registers a callback run for classes derived later, not for itself', () => {
      const seen: string[] = [];
      const P = def('App.OnExt', {});
      P.onExtended((cls: any) => seen.push(cls.$className));
      def('App.OnExtC', { extend: P });
      def('App.OnExtG', { extend: 'App.OnExtC' });
      expect(seen).to.deep.equal(['App.OnExtC', 'App.OnExtG']);
    });

    it('extend chains a bare class to a parent', () => {
      const P = def('App.ExtendP', { m: () => 'P' });
      const C = Lib.define(null, {});
      C.extend(P);
      expect(C.superclass).to.equal(P.prototype);
      expect(Object.getPrototypeOf(C.prototype)).to.equal(P.prototype);
    });

    it('getName gives the class name, or an empty string for an anonymous class', () => {
      expect(def('App.HasName', {}).getName()).to.equal('App.HasName');
      expect(Lib.define(null, {}).getName()).to.equal('');
    });
  });
});
