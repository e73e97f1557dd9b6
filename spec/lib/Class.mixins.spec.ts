import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

describe('Lib.define mixins', () => {
  useCleanup();

  it('names array-form mixins by mixinId, else by class name', () => {
    def('App.mixin.WithId', { mixinId: 'withId', a: () => 'a' });
    def('App.mixin.NoId', { b: () => 'b' });
    const C = def('App.Mixed', { mixins: ['App.mixin.WithId', 'App.mixin.NoId'] });
    expect(Object.keys(C.prototype.mixins)).to.have.members(['withId', 'App.mixin.NoId']);
    expect(C.prototype.mixins.withId).to.equal((globalThis as any).App.mixin.WithId.prototype);
    expect(new C().a() + new C().b()).to.equal('ab');
  });

  it('names object-form mixins by their keys, accepting classes or names', () => {
    const M = def('App.mixin.M', { hello: () => 'hi' });
    const C = def('App.ObjMixed', { mixins: { one: M, two: 'App.mixin.M' } });
    expect(C.prototype.mixins.one).to.equal(M.prototype);
    expect(C.prototype.mixins.two).to.equal(M.prototype);
  });

  it('never lets a mixin member override an own or inherited member', () => {
    def('App.mixin.Loud', { a: () => 'mixin-a', b: () => 'mixin-b', c: () => 'mixin-c' });
    def('App.MP', { a: () => 'parent-a' });
    const C = def('App.MC', { extend: 'App.MP', b: () => 'own-b', mixins: ['App.mixin.Loud'] });
    const c = new C();
    expect([c.a(), c.b(), c.c()]).to.deep.equal(['parent-a', 'own-b', 'mixin-c']);
  });

  it('gives mixin prototypes for calling mixin methods explicitly', () => {
    def('App.mixin.Greeter', { greet: (name: string) => 'hello ' + name });
    const C = def('App.Greeting', {
      mixins: { greeter: 'App.mixin.Greeter' },
      greet(this: any, name: string) {
        return this.mixins.greeter.greet.call(this, name).toUpperCase();
      },
    });
    expect(new C().greet('ada')).to.equal('HELLO ADA');
  });

  it('does not run the mixin constructor automatically', () => {
    let runs = 0;
    def('App.mixin.Counted', {
      constructor() {
        runs++;
      },
    });
    const C = def('App.UsesCounted', {
      mixins: { counted: 'App.mixin.Counted' },
      constructor(this: any, explicit: boolean) {
        if (explicit) this.mixins.counted.constructor.call(this);
      },
    });
    new C(false);
    expect(runs).to.equal(0);
    new C(true);
    expect(runs).to.equal(1);
  });

  it('calls onClassMixedIn with this = the mixin class, before copying', () => {
    let seen: any[] = [];
    const M = def('App.mixin.Hooked', {
      onClassMixedIn(this: any, target: any) {
        seen = [this, target, target.prototype.extra];
      },
      extra: 'from mixin',
    });
    const C = def('App.HookTarget', { mixins: [M] });
    expect(seen[0]).to.equal(M);
    expect(seen[1]).to.equal(C);
    expect(seen[2]).to.equal(undefined);
  });

  it('merges a mixin config under the class config (the class wins)', () => {
    def('App.mixin.Cfg', { config: { shared: 'mixin', onlyMixin: 1 } });
    const C = def('App.CfgTarget', {
      config: { shared: 'class' },
      mixins: ['App.mixin.Cfg'],
      constructor(this: any, cfg: any) {
        this.initConfig(cfg);
      },
    });
    const c = new C();
    expect(c.getShared()).to.equal('class');
    expect(c.getOnlyMixin()).to.equal(1);
  });

  it('copies inheritable statics the class lacks', () => {
    def('App.mixin.Stat', { inheritableStatics: { tool: () => 'tool' } });
    const C = def('App.StatTarget', { mixins: ['App.mixin.Stat'] });
    const D = def('App.StatChild', { extend: C });
    expect(C.tool()).to.equal('tool');
    expect(D.tool()).to.equal('tool');
  });

  it('merges the mixins of a mixin into the class', () => {
    def('App.mixin.Inner', { inner: () => 'in' });
    def('App.mixin.Outer', { mixins: { inner: 'App.mixin.Inner' } });
    const C = def('App.Nested', { mixins: { outer: 'App.mixin.Outer' } });
    expect(Object.keys(C.prototype.mixins)).to.have.members(['inner', 'outer']);
    expect(new C().inner()).to.equal('in');
  });

  it('adds a mixin later with Cls.mixin(name, cls)', () => {
    def('App.mixin.Late', { late: () => 'late' });
    const C = def('App.LateMixed', {});
    C.mixin('late', 'App.mixin.Late');
    expect(new C().late()).to.equal('late');
  });

  it('fails clearly on an unknown mixin', () => {
    expect(() => Lib.define('App.BadMixin', { mixins: ['App.mixin.Nope'] })).to.throw(
      Lib.Error,
      "mixin of 'App.BadMixin' 'App.mixin.Nope' is not a registered class",
    );
  });
});
