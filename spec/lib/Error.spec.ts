import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { LibError, describe as describeValue, nearest, raise } from '../../lib/Error';
import '../../index';

describe('Lib.Error', () => {
  it('prefixes the message with where it was raised and keeps the facts', () => {
    const error = new LibError('bad thing', {
      sourceMethod: 'Lib.x.Y#z',
      sourceClass: 'Lib.x.Y',
      value: 3,
    });
    expect(error).to.be.instanceOf(Error);
    expect(error.message).to.equal('[Lib.x.Y#z] bad thing');
    expect(error.msg).to.equal('bad thing');
    expect(error.name).to.equal('Lib.Error');
    expect((error as any).value).to.equal(3);
  });

  it('is Lib.Error on the facade', () => {
    expect(Lib.Error).to.equal(LibError);
  });

  it('raise throws from a string or an Ext-style object', () => {
    expect(() => Lib.Error.raise('plain')).to.throw(LibError, 'plain');
    expect(() =>
      Lib.Error.raise({ msg: 'with source', sourceClass: 'App.C', sourceMethod: 'go' }),
    ).to.throw(LibError, '[go] with source');
    expect(() => Lib.Error.raise(5 as any)).to.throw(TypeError, 'expected a message string');
  });

  it('does not copy prototype keys from the info object', () => {
    const error = new LibError('x', JSON.parse('{"__proto__": {"polluted": 1}}'));
    expect((error as any).polluted).to.equal(undefined);
    expect(({} as any).polluted).to.equal(undefined);
  });

  it('describes values briefly for messages', () => {
    expect(describeValue(null)).to.equal('null');
    expect(describeValue(undefined)).to.equal('undefined');
    expect(describeValue('x'.repeat(100))).to.have.length.below(70);
    expect(describeValue([1, 2])).to.equal('an array of 2');
    expect(describeValue(new Date(0))).to.equal('a Date');
    expect(describeValue({})).to.equal('an object');
    expect(describeValue(Lib.Base)).to.equal('function Lib.Base');
    expect(describeValue(new Lib.Base())).to.equal('an instance of Lib.Base');
  });

  it('suggests the nearest name only when it is close', () => {
    expect(nearest('proxy.rset', ['proxy.rest', 'reader.json'])).to.equal('proxy.rest');
    expect(nearest('completely.different', ['proxy.rest'])).to.equal(undefined);
  });
});

describe('where an error says it comes from', () => {
  it('names an anonymous class as such rather than null', () => {
    const Anon = Lib.define(null, { extend: 'Lib.data.Model', fields: ['a'] });
    const record = new Anon({ a: 1 });
    expect(() => record.set(5 as never, 1)).to.throw(TypeError, /^\[anonymous class#set\] /);
    expect(() => raise('null', 'x')).to.throw(LibError, '[anonymous class] x');
    expect(() => raise('Lib.data.Store#load', 'x')).to.throw(LibError, '[Lib.data.Store#load] x');
  });
});
