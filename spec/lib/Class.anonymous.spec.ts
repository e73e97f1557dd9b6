import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

describe('Lib.Class', () => {
  useCleanup();

  it('makes an anonymous class from a define body, with or without new', () => {
    const Point = new Lib.Class({
      config: { x: 0 },
      constructor(this: any, cfg: any) {
        this.initConfig(cfg);
      },
      twice(this: any) {
        return this.getX() * 2;
      },
    });
    expect(new Point({ x: 2 }).twice()).to.equal(4);
    expect(new Point().getX()).to.equal(0);
    const Plain = Lib.Class({ m: () => 'plain' });
    expect(new Plain().m()).to.equal('plain');
    expect(new Plain()).to.be.instanceOf(Lib.Base);
  });

  it('registers nothing: the class has no name and its instances keep the inherited one', () => {
    const names = () => Object.keys(Lib.ClassManager.classes).length;
    const before = names();
    const Anon = new Lib.Class({ alias: 'widget.anonclass', m: () => 1 });
    expect(names()).to.equal(before);
    expect(Lib.ClassManager.getByAlias('widget.anonclass')).to.equal(null);
    expect(Lib.getClassName(Anon)).to.equal('');
    expect(new Anon().$className).to.equal('Lib.Base');
  });

  it('extends, mixes in and merges config as a define body does', () => {
    const Mixin = new Lib.Class({
      config: { mixinConfig: 'm' },
      constructor(this: any) {
        this.mixinBuilt = true;
      },
      mixinMethod: () => 'mixed',
    });
    const Parent = new Lib.Class({
      mixins: { one: Mixin },
      config: { name: 'parent', members: { a: 1 } },
      constructor(this: any, cfg: any) {
        this.initConfig(cfg);
        this.mixins.one.constructor.apply(this, arguments);
      },
    });
    const Child = new Lib.Class({
      extend: Parent,
      config: { name: 'child', members: { b: 2 } },
      constructor(this: any, cfg: any) {
        this.initConfig(cfg);
        Child.superclass.constructor.apply(this, arguments);
      },
    });
    const obj = new Child();
    expect(obj).to.be.instanceOf(Parent);
    expect(obj.mixinBuilt).to.equal(true);
    expect(obj.mixinMethod()).to.equal('mixed');
    expect(obj.getName()).to.equal('child');
    const config: Record<string, unknown> = {};
    // The merged config inherits the class defaults: read them as Ext's for-in did.
    for (const key in obj.config) config[key] = obj.config[key];
    expect(config).to.deep.equal({
      mixinConfig: 'm',
      name: 'child',
      members: { a: 1, b: 2 },
    });
  });

  it('calls onCreated with the class as this and as argument', () => {
    const seen: unknown[] = [];
    const Cls = new Lib.Class({}, function (this: unknown, cls: unknown) {
      seen.push(this, cls);
    });
    expect(seen).to.deep.equal([Cls, Cls]);
  });

  it('takes a parent by name like define', () => {
    def('App.ClassParent', { who: () => 'parent' });
    const Cls = new Lib.Class({ extend: 'App.ClassParent' });
    expect(new Cls().who()).to.equal('parent');
  });

  it('refuses an existing constructor as its first argument, pointing to Lib.extend', () => {
    expect(() => new Lib.Class(function () {} as any, {} as any)).to.throw(
      Lib.Error,
      /\[Lib\.Class\].*Lib\.extend/,
    );
  });
});
