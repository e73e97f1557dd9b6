import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Grouper } from '../../classes/util/Grouper';
import { Sorter } from '../../classes/util/Sorter';
import { Model } from '../../classes/data/Model';
import { def, useCleanup } from '../helpers';

describe('Lib.util.Grouper', () => {
  useCleanup();

  function records(): any[] {
    const M = def('App.Grouped', { extend: Model, fields: ['name', 'team'] });
    return [
      new M({ name: 'Bob', team: 'b' }),
      new M({ name: 'Ann', team: 'a' }),
      new M({ name: 'Cid', team: 'b' }),
    ];
  }

  it('is a registered Sorter', () => {
    expect(Lib.ClassManager.get('Lib.util.Grouper')).to.equal(Grouper);
    const grouper = new Grouper({ property: 'team' });
    expect(grouper).to.be.instanceOf(Sorter);
    expect(grouper.isGrouper).to.equal(true);
    expect(grouper.direction).to.equal('ASC');
  });

  describe('#getGroupString', () => {
    it('is the property value of a record', () => {
      const [bob] = records();
      expect(new Grouper({ property: 'team' }).getGroupString(bob)).to.equal('b');
      expect(new Grouper({ property: 'team', root: 'data' }).getGroupString(bob)).to.equal('b');
    });

    it('reads plain items too', () => {
      expect(new Grouper({ property: 'k' }).getGroupString({ k: 'x' })).to.equal('x');
    });

    it('uses groupFn with the grouper as this', () => {
      let self: unknown;
      const grouper = new Grouper({
        property: 'name',
        groupFn(this: Grouper, record: any) {
          self = this;
          return record.get('name').charAt(0);
        },
      });
      expect(grouper.getGroupString(records()[1])).to.equal('A');
      expect(self).to.equal(grouper);
    });
  });

  it('sorts by its property in its direction', () => {
    const grouper = new Grouper({ property: 'team', direction: 'DESC' });
    expect(
      records()
        .sort(grouper.sort)
        .map((r) => r.get('name')),
    ).to.deep.equal(['Bob', 'Cid', 'Ann']);
  });

  it('with only a groupFn, sorts by group', () => {
    const grouper = new Grouper({ groupFn: (r: any) => r.get('name').charAt(2) });
    expect(
      records()
        .sort(grouper.sort)
        .map((r) => r.get('name')),
    ).to.deep.equal(['Bob', 'Cid', 'Ann']);
  });

  describe('a subclass', () => {
    it('may give its property or its groupFn on its prototype', () => {
      const ByName = Lib.define(null, { extend: Grouper, property: 'name' });
      expect(new ByName().property).to.equal('name');
      const ByInitial = Lib.define(null, { extend: Grouper, groupFn: (r: any) => r.initial });
      expect(new ByInitial().sorterFn).to.be.a('function');
    });
  });

  describe('config checking', () => {
    it('needs a property, a groupFn or a sorterFn', () => {
      expect(() => new Grouper({})).to.throw(LibError, /Lib\.util\.Grouper.*'groupFn'/);
    });

    it('rejects a groupFn that is not a function', () => {
      expect(() => new Grouper({ property: 'a', groupFn: 'x' as any })).to.throw(
        TypeError,
        /'groupFn'/,
      );
    });
  });
});
