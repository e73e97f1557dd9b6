import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Errors } from '../../classes/data/Errors';

describe('Lib.data.Errors', () => {
  const a1 = { field: 'a', message: 'must be present' };
  const b1 = { field: 'b', message: 'is the wrong length' };
  const a2 = { field: 'a', message: 'is the wrong format' };

  it('is registered and creatable by name', () => {
    expect(Lib.ClassManager.get('Lib.data.Errors')).to.equal(Errors);
    expect(Lib.create('Lib.data.Errors')).to.be.instanceOf(Errors);
  });

  it('is valid while empty', () => {
    const errors = new Errors();
    expect(errors.isValid()).to.equal(true);
    expect(errors.getCount()).to.equal(0);
    expect(errors.items).to.deep.equal([]);
  });

  it('keeps added entries in order', () => {
    const errors = new Errors();
    expect(errors.add(a1)).to.equal(a1);
    errors.add(b1);
    errors.add('key', a2);
    expect(errors.items).to.deep.equal([a1, b1, a2]);
    expect(errors.getCount()).to.equal(3);
    expect(errors.length).to.equal(3);
    errors.items.push(b1);
    expect(errors.length).to.equal(errors.getCount());
    errors.items.pop();
    expect(errors.getAt(1)).to.equal(b1);
    expect(errors.first()).to.equal(a1);
    expect(errors.last()).to.equal(a2);
    expect(errors.isValid()).to.equal(false);
  });

  it('getByField returns every entry of a field', () => {
    const errors = new Errors([a1, b1, a2]);
    expect(errors.getByField('a')).to.deep.equal([a1, a2]);
    expect(errors.getByField('c')).to.deep.equal([]);
  });

  it('each calls back with (item, index, count), stops on false, and takes a scope', () => {
    const errors = new Errors([a1, b1, a2]);
    const scope = {};
    const fn = sinon.spy((item: any) => item !== b1);
    errors.each(fn, scope);
    expect(fn.callCount).to.equal(2);
    expect(fn.firstCall.args).to.deep.equal([a1, 0, 3]);
    expect(fn.firstCall.thisValue).to.equal(scope);
  });

  it('clear removes every entry', () => {
    const errors = new Errors([a1]);
    errors.clear();
    expect(errors.isValid()).to.equal(true);
    expect(errors.length).to.equal(0);
  });

  it('rejects entries that are not objects', () => {
    expect(() => new Errors().add(5 as any)).to.throw(TypeError, /Lib\.data\.Errors#add/);
    expect(() => new Errors('x' as any)).to.throw(TypeError, /Lib\.data\.Errors/);
    expect(() => new Errors().each(null as any)).to.throw(TypeError, /each/);
  });
});
