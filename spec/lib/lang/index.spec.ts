import { expect } from 'chai';
import { Lib } from '../../../lib/Lib';
import { LibError } from '../../../lib/Error';
import { LibArray } from '../../../lib/lang/Array';
import { LibDate } from '../../../lib/lang/Date';
import { LibFunction } from '../../../lib/lang/Function';
import { LibJSON } from '../../../lib/lang/JSON';
import { LibNumber } from '../../../lib/lang/Number';
import { LibObject } from '../../../lib/lang/Object';
import { LibString } from '../../../lib/lang/String';

describe('Lib language surface', () => {
  it('exposes each helper namespace under its Ext name', () => {
    expect(Lib.Array).to.equal(LibArray);
    expect(Lib.Object).to.equal(LibObject);
    expect(Lib.Function).to.equal(LibFunction);
    expect(Lib.String).to.equal(LibString);
    expect(Lib.Number).to.equal(LibNumber);
    expect(Lib.Date).to.equal(LibDate);
    expect(Lib.JSON).to.equal(LibJSON);
  });

  it('has Lib.global, the global object', () => {
    expect(Lib.global).to.equal(globalThis);
  });

  it('has Ext shorthands pointing at the namespace members', () => {
    expect(Lib.each).to.equal(Lib.Array.each);
    expect(Lib.toArray).to.equal(Lib.Array.toArray);
    expect(Lib.clean).to.equal(Lib.Array.clean);
    expect(Lib.unique).to.equal(Lib.Array.unique);
    expect(Lib.pluck).to.equal(Lib.Array.pluck);
    expect(Lib.flatten).to.equal(Lib.Array.flatten);
    expect([Lib.min, Lib.max, Lib.sum, Lib.mean]).to.deep.equal([
      Lib.Array.min,
      Lib.Array.max,
      Lib.Array.sum,
      Lib.Array.mean,
    ]);
    expect(Lib.htmlEncode).to.equal(Lib.String.htmlEncode);
    expect(Lib.htmlDecode).to.equal(Lib.String.htmlDecode);
    expect(Lib.urlAppend).to.equal(Lib.String.urlAppend);
    expect(Lib.encode).to.equal(Lib.JSON.encode);
    expect(Lib.decode).to.equal(Lib.JSON.decode);
    expect(Lib.num('3', 0)).to.equal(3);
  });

  it('routes Lib.bind, Lib.pass and Lib.defer through Lib.Function at call time', () => {
    const saved = Lib.Function.bind;
    const calls: unknown[] = [];
    Lib.Function.bind = ((...args: unknown[]) => {
      calls.push(args);
      return () => 'patched';
    }) as never;
    try {
      expect(Lib.bind(() => 'original', null)()).to.equal('patched');
      expect(calls).to.have.length(1);
    } finally {
      Lib.Function.bind = saved;
    }
    expect(Lib.pass((a: number, b: number) => a + b, [1])(2)).to.equal(3);
    expect(Lib.defer(() => undefined, 0)).to.equal(0);
  });

  describe('Lib.Error.raise', () => {
    it('throws a Lib.Error from a message or an Ext-style object', () => {
      expect(() => Lib.Error.raise('broken')).to.throw(LibError, /^broken$/);
      try {
        Lib.Error.raise({
          msg: 'bad value',
          sourceClass: 'App.Grid',
          sourceMethod: 'App.Grid#load',
          value: 3,
        });
        expect.fail('raise returned');
      } catch (error) {
        const e = error as LibError & { value?: number };
        expect(e).to.be.instanceOf(LibError);
        expect(e.message).to.equal('[App.Grid#load] bad value');
        expect(e.msg).to.equal('bad value');
        expect(e.sourceClass).to.equal('App.Grid');
        expect(e.value).to.equal(3);
      }
    });

    it('throws a TypeError for something that is neither', () => {
      expect(() => Lib.Error.raise(42 as never)).to.throw(TypeError, /\[Lib\.Error\.raise\]/);
    });
  });
});
