import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

function withInit(body: Record<string, any>): Record<string, any> {
  return {
    ...body,
    constructor(this: any, cfg: any) {
      this.initConfig(cfg);
    },
  };
}

describe('Lib.define config (Ext JS 4 semantics)', () => {
  useCleanup();

  it('generates getX and setX for each config', () => {
    const C = def('App.Gen', withInit({ config: { width: 10 } }));
    const c = new C();
    expect(c.getWidth()).to.equal(10);
    expect(c.setWidth(20)).to.equal(c);
    expect(c.getWidth()).to.equal(20);
  });

  it('keeps accessors the class or an ancestor already defines', () => {
    const P = def('App.OwnGetP', { getWidth: () => 'parent getter' });
    const C = def(
      'App.OwnGetC',
      withInit({ extend: P, config: { width: 1 }, setWidth: () => 'own setter' }),
    );
    const c = new C();
    expect(c.getWidth()).to.equal('parent getter');
    expect(c.setWidth(5)).to.equal('own setter');
  });

  it('stores hook-less and null defaults on the prototype under the plain name', () => {
    const C = def('App.Proto', { config: { a: 1, c: null } });
    expect(C.prototype.a).to.equal(1);
    expect(C.prototype.c).to.equal(null);
  });

  it('lets a plain member of a subclass replace a hook-less config default', () => {
    const P = def('App.PlainP', withInit({ config: { foo: 1, bar: 2 } }));
    const C = def('App.PlainC', { extend: P, foo: 5 });
    expect(new C().getFoo()).to.equal(5);
    expect(new C().foo).to.equal(5);
    expect(new C({ foo: 7 }).getFoo()).to.equal(7);
    expect(new C().getBar()).to.equal(2);
    expect(new P().getFoo()).to.equal(1);
  });

  it('lets a plain member of an override replace a hook-less default, down to subclasses', () => {
    const P = def('App.PlainOv', withInit({ config: { foo: 1 } }));
    const C = def('App.PlainOvC', { extend: P });
    Lib.define('App.PlainOvOverride', { override: 'App.PlainOv', foo: 9 });
    expect(new P().getFoo()).to.equal(9);
    expect(new C().getFoo()).to.equal(9);
    P.addMembers({ unrelated: true });
    expect(new P().getFoo()).to.equal(9);
  });

  it('lets a config declared again replace an earlier plain member value', () => {
    const P = def('App.Redeclare', withInit({ config: { foo: 1 } }));
    P.override({ foo: 9 });
    P.addConfig({ foo: 3 });
    expect(new P().getFoo()).to.equal(3);
    const C = def('App.RedeclareC', { extend: P, config: { foo: 4 } });
    expect(new C().getFoo()).to.equal(4);
    expect(new P().getFoo()).to.equal(3);
  });

  it('runs apply on every set and update only on change', () => {
    const apply = sinon.spy((v: number) => v);
    const update = sinon.spy();
    const C = def(
      'App.Hooks',
      withInit({ config: { size: 1 }, applySize: apply, updateSize: update }),
    );
    const c = new C();
    expect(apply.callCount).to.equal(1);
    expect(update.callCount).to.equal(1);
    expect(update.firstCall.args).to.deep.equal([1, undefined]);
    c.setSize(1);
    expect(apply.callCount).to.equal(2);
    expect(update.callCount).to.equal(1);
    c.setSize(2);
    expect(update.callCount).to.equal(2);
    expect(update.secondCall.args).to.deep.equal([2, 1]);
  });

  it('uses the value apply returns, and stores nothing when it returns undefined', () => {
    const C = def(
      'App.Apply',
      withInit({
        config: { level: 1 },
        applyLevel(v: number) {
          return v < 0 ? undefined : v * 10;
        },
      }),
    );
    const c = new C({ level: 2 });
    expect(c.getLevel()).to.equal(20);
    c.setLevel(-1);
    expect(c.getLevel()).to.equal(20);
  });

  it('ignores instance config without initConfig: getters use the class default lazily', () => {
    const apply = sinon.spy((v: number) => v);
    const C = def('App.NoInit', { config: { q: 1 }, applyQ: apply });
    const c = new C({ q: 5 });
    expect(apply.called).to.equal(false);
    expect(c.getQ()).to.equal(1);
    expect(apply.callCount).to.equal(1);
  });

  it('keeps a value set before the first get instead of re-initialising it', () => {
    const C = def('App.SetFirst', { config: { q: 1 }, applyQ: (v: number) => v });
    const c = new C();
    c.setQ(7);
    expect(c.getQ()).to.equal(7);
  });

  it('deep-merges object configs down the hierarchy and per instance; arrays replace', () => {
    def('App.MergeP', withInit({ config: { b: { x: 1, y: [1] } } }));
    const C = def('App.MergeC', { extend: 'App.MergeP', config: { b: { z: 3, y: [2] } } });
    const c = new C({ b: { x: 9 } });
    expect({ ...c.getB() }).to.deep.equal({ x: 9, y: [2], z: 3 });
    expect({ ...new C().getB() }).to.deep.equal({ x: 1, y: [2], z: 3 });
  });

  it('does not let one instance mutate another through a shared default object', () => {
    const C = def('App.Shared', withInit({ config: { opts: { a: 1 } } }));
    const one = new C({ opts: { b: 2 } });
    const two = new C();
    one.getOpts().a = 99;
    expect(two.getOpts().a).to.equal(1);
  });

  it('stores the argument as initialConfig and the merged values as config', () => {
    const C = def('App.Initial', withInit({ config: { a: 1, b: 2 } }));
    const cfg = { a: 5, extra: 'kept' };
    const c = new C(cfg);
    expect(c.initialConfig).to.equal(cfg);
    expect(c.getInitialConfig('a')).to.equal(5);
    expect(c.config.a).to.equal(5);
    expect(c.config.b).to.equal(2);
    expect(c.config.extra).to.equal('kept');
    expect(c.extra).to.equal(undefined);
  });

  it('does not call the setter for a null instance value', () => {
    const apply = sinon.spy((v: unknown) => v);
    const C = def('App.NullCfg', withInit({ config: { n: null }, applyN: apply }));
    new C({ n: null });
    expect(apply.called).to.equal(false);
    new C({ n: 3 });
    expect(apply.calledOnceWith(3)).to.equal(true);
  });

  it('runs initConfig once per instance', () => {
    const apply = sinon.spy((v: unknown) => v);
    const C = def('App.Once', withInit({ config: { v: 1 }, applyV: apply }));
    const c = new C();
    c.initConfig({ v: 2 });
    expect(apply.callCount).to.equal(1);
    expect(c.getV()).to.equal(1);
  });

  it('lets an apply hook read another config that is not initialised yet', () => {
    const C = def(
      'App.Cross',
      withInit({
        config: { a: 1, b: 2 },
        applyA(this: any, v: number) {
          return v + this.getB();
        },
        applyB: (v: number) => v * 100,
      }),
    );
    expect(new C().getA()).to.equal(201);
  });

  it('offers hasConfig, getConfig, setConfig and getInitialConfig', () => {
    const C = def('App.Api', withInit({ config: { a: 1, b: 2 } }));
    const c = new C({ a: 3 });
    expect(c.hasConfig('a')).to.equal(true);
    expect(c.hasConfig('zzz')).to.equal(false);
    expect(c.getConfig('a')).to.equal(3);
    c.setConfig({ a: 4, b: 5 });
    expect([c.getA(), c.getB()]).to.deep.equal([4, 5]);
    c.setConfig({ a: 6 }, true);
    expect(c.getA()).to.equal(4);
    expect(c.getInitialConfig()).to.deep.equal({ a: 3 });
  });

  it('adds configs later with Cls.addConfig', () => {
    const C = def('App.LateCfg', withInit({}));
    C.addConfig({ later: 'yes' });
    expect(new C().getLater()).to.equal('yes');
    expect(new C({ later: 'given' }).getLater()).to.equal('given');
  });

  it('never copies __proto__ from a config into the defaults', () => {
    const C = def(
      'App.SafeCfg',
      withInit({ config: JSON.parse('{"a": 1, "__proto__": {"polluted": true}}') }),
    );
    const c = new C(JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as any).polluted).to.equal(undefined);
    expect(c.polluted).to.equal(undefined);
  });
});
