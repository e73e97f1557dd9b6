import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';

describe('Lib.override and Lib.extend as Ext 4.2.1 routes them', () => {
  afterEach(() => sinon.restore());

  it('puts members on a plain constructor through Lib.apply as it is at call time', () => {
    function Plain() {}
    const members = { greet: () => 'hi' };
    const apply = sinon.spy(Lib, 'apply');
    Lib.override(Plain, members);
    expect(apply.calledOnceWithExactly(Plain.prototype, members)).to.equal(true);
    expect(new (Plain as never as new () => { greet(): string })().greet()).to.equal('hi');
  });

  it('never writes __proto__ onto a plain constructor prototype', () => {
    function Plain() {}
    Lib.override(Plain, JSON.parse('{"__proto__": {"polluted": 1}, "ok": 2}'));
    expect((Plain.prototype as Record<string, unknown>).ok).to.equal(2);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(Plain.prototype)).to.equal(Object.prototype);
  });

  it('goes through the class own static override for a Lib class', () => {
    const Cls = Lib.define(null, { a: () => 1 }) as never as {
      override(m: object): unknown;
      prototype: Record<string, () => number>;
    };
    const spy = sinon.spy(Cls, 'override');
    const members = { a: () => 2 };
    Lib.override(Cls, members);
    expect(spy.calledOnceWithExactly(members)).to.equal(true);
    expect(new (Cls as never as new () => { a(): number })().a()).to.equal(2);
  });

  it('gives instances of Lib.extend classes an override(members) of their own', () => {
    const Parent = Lib.extend(Object, {
      constructor: function () {},
      speak: () => 'parent',
    } as never);
    const Child = Lib.extend(Parent, {
      speak() {
        return 'child';
      },
    });
    for (const C of [Parent, Child]) {
      const one = new (C as never as new () => Record<string, any>)();
      const other = new (C as never as new () => Record<string, any>)();
      expect(one.override).to.be.a('function');
      one.override({ speak: () => 'own' });
      expect(one.speak()).to.equal('own');
      expect(other.speak()).to.not.equal('own');
    }
  });
});
