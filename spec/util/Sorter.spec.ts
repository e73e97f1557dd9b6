import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Sorter, createComparator, sortItems } from '../../classes/util/Sorter';
import { sortTypes } from '../../classes/data/SortTypes';
import { Model } from '../../classes/data/Model';
import { def, useCleanup } from '../helpers';

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
const people = () => [{ name: 'b' }, { name: 'B' }, { name: 'a' }, { name: 'A' }, { name: 'c' }];

describe('Lib.util.Sorter', () => {
  useCleanup();

  it('is registered and creatable by name', () => {
    expect(Lib.ClassManager.get('Lib.util.Sorter')).to.equal(Sorter);
    expect(Lib.create('Lib.util.Sorter', { property: 'a' })).to.be.instanceOf(Sorter);
  });

  it('defaults to ASC and keeps its config', () => {
    const transform = (v: any) => v;
    const sorter = new Sorter({ property: 'name', root: 'data', transform, id: 'byName' });
    expect(sorter.direction).to.equal('ASC');
    expect(sorter.property).to.equal('name');
    expect(sorter.root).to.equal('data');
    expect(sorter.transform).to.equal(transform);
    expect(sorter.id).to.equal('byName');
    expect(sorter.isSorter).to.equal(true);
  });

  describe('#sort', () => {
    it('compares raw values, so upper case sorts before lower case', () => {
      const sorter = new Sorter({ property: 'name' });
      expect(names(people().sort(sorter.sort))).to.deep.equal(['A', 'B', 'a', 'b', 'c']);
    });

    it('compares transformed values: asUCString sorts case-insensitively, keeping ties in order', () => {
      const sorter = new Sorter({ property: 'name', transform: sortTypes.asUCString });
      expect(names(people().sort(sorter.sort))).to.deep.equal(['a', 'A', 'b', 'B', 'c']);
    });

    it('reverses the order for DESC', () => {
      const sorter = new Sorter({ property: 'name', direction: 'DESC' });
      expect(names(people().sort(sorter.sort))).to.deep.equal(['c', 'b', 'a', 'B', 'A']);
    });

    it('accepts a lower-case direction', () => {
      expect(new Sorter({ property: 'a', direction: 'desc' }).direction).to.equal('DESC');
    });

    it('reads values under root', () => {
      const sorter = new Sorter({ property: 'n', root: 'data' });
      const items = [{ data: { n: 2 } }, { data: { n: 1 } }];
      expect(items.sort(sorter.sort).map((i) => i.data.n)).to.deep.equal([1, 2]);
    });

    it('reads records from their data when no root is given', () => {
      const M = def('App.Sorted', { extend: Model, fields: ['name'] });
      const records = ['b', 'a'].map((name) => new M({ name }));
      const sorted = records.sort(new Sorter({ property: 'name' }).sort);
      expect(sorted.map((r: any) => r.get('name'))).to.deep.equal(['a', 'b']);
    });

    it('uses a sorterFn with the sorter as this, direction applied', () => {
      let self: unknown;
      const sorterFn = function (this: Sorter, a: number, b: number) {
        self = this;
        return a - b;
      };
      const sorter = new Sorter({ sorterFn, direction: 'DESC' });
      expect([1, 3, 2].sort(sorter.sort)).to.deep.equal([3, 2, 1]);
      expect(self).to.equal(sorter);
    });

    it('is bound to the sorter, so it can be passed around', () => {
      const { sort } = new Sorter({ property: 'v' });
      expect([{ v: 2 }, { v: 1 }].sort(sort)).to.deep.equal([{ v: 1 }, { v: 2 }]);
    });
  });

  describe('#toggle and #setDirection', () => {
    it('toggle flips the direction and the comparator', () => {
      const sorter = new Sorter({ property: 'v' });
      sorter.toggle();
      expect(sorter.direction).to.equal('DESC');
      expect([{ v: 1 }, { v: 2 }].sort(sorter.sort)[0].v).to.equal(2);
      sorter.toggle();
      expect(sorter.direction).to.equal('ASC');
    });

    it('setDirection sets it and rejects anything but ASC/DESC', () => {
      const sorter = new Sorter({ property: 'v' });
      sorter.setDirection('DESC');
      expect(sorter.sort({ v: 1 }, { v: 2 })).to.equal(1);
      expect(() => sorter.setDirection('up' as any)).to.throw(TypeError, /setDirection.*'up'/);
    });
  });

  it('serializes to {property, direction}', () => {
    const sorter = new Sorter({
      property: 'name',
      direction: 'DESC',
      root: 'data',
      transform: String,
    });
    expect(sorter.serialize()).to.deep.equal({ property: 'name', direction: 'DESC' });
  });

  describe('config checking', () => {
    it('needs a property or a sorterFn', () => {
      expect(() => new Sorter({})).to.throw(LibError, /Lib\.util\.Sorter.*'property'.*'sorterFn'/);
      expect(() => new Sorter()).to.throw(LibError);
    });

    it('rejects wrongly typed options', () => {
      expect(() => new Sorter({ property: 5 as any })).to.throw(TypeError, /'property'/);
      expect(() => new Sorter({ property: 'a', transform: 'x' as any })).to.throw(
        TypeError,
        /'transform'/,
      );
      expect(() => new Sorter({ sorterFn: 1 as any })).to.throw(TypeError, /'sorterFn'/);
      expect(() => new Sorter({ property: 'a', direction: 'sideways' as any })).to.throw(
        TypeError,
        /'sideways'/,
      );
      expect(() => new Sorter({ property: 'a', root: 1 as any })).to.throw(TypeError, /'root'/);
      expect(() => new Sorter('name' as any)).to.throw(TypeError, /config must be an object/);
    });

    it('takes null as not set: the default applies', () => {
      const sorter = new Sorter({ property: 'a', direction: null, root: null } as any);
      expect(sorter.direction).to.equal('ASC');
      expect(sorter.root).to.equal(undefined);
      expect(() => new Sorter({ property: null, sorterFn: null } as any)).to.throw(
        LibError,
        /'property'.*'sorterFn'/,
      );
    });
  });
});

describe('Lib.util.Sorter helpers', () => {
  const rows = () => [
    { last: 'b', first: 'x', n: 1 },
    { last: 'a', first: 'z', n: 2 },
    { last: 'b', first: 'w', n: 3 },
    { last: 'a', first: 'z', n: 4 },
    { last: 'A', first: 'y', n: 5 },
  ];

  describe('createComparator', () => {
    it('lets the first sorter that tells items apart decide, keeping ties in order', () => {
      const compare = createComparator([
        { property: 'last', transform: sortTypes.asUCString },
        { property: 'first', direction: 'DESC' },
      ]);
      expect(
        rows()
          .sort(compare)
          .map((r) => r.n),
      ).to.deep.equal([2, 4, 5, 1, 3]);
    });

    it('returns the sorter comparator for a single sorter, and a neutral one for none', () => {
      const sorter = new Sorter({ property: 'n' });
      expect(createComparator([sorter])).to.equal(sorter.sort);
      expect(createComparator([])(1, 2)).to.equal(0);
    });
  });

  describe('sortItems', () => {
    it('orders as the sorter does after updateSortFunction replaced its comparison', () => {
      const sorter = new Sorter({ property: 'n' });
      sorter.updateSortFunction((a: any, b: any) => b.n - a.n);
      const items = [{ n: 1 }, { n: 3 }, { n: 2 }];
      const expected = items
        .slice()
        .sort(sorter.sort)
        .map((i) => i.n);
      expect(sortItems(items, [sorter]).map((i) => i.n)).to.deep.equal(expected);
      expect(expected).to.deep.equal([3, 2, 1]);
    });

    it('sorts in place like createComparator, computing each sort key once', () => {
      const transform = sinon.spy(sortTypes.asUCString);
      const sorters = [
        new Sorter({ property: 'last', transform }),
        new Sorter({ property: 'n', direction: 'DESC' }),
      ];
      const items = rows();
      expect(sortItems(items, sorters)).to.equal(items);
      expect(transform.callCount).to.equal(5);
      expect(items.map((r) => r.n)).to.deep.equal(
        rows()
          .sort(createComparator(sorters))
          .map((r) => r.n),
      );
    });

    it('agrees with the comparator on many random items, ties stable', () => {
      let seed = 7;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      const items = Array.from({ length: 500 }, (_, i) => ({
        s: 'abcAB'.charAt(Math.floor(random() * 5)),
        v: Math.floor(random() * 4),
        i,
      }));
      for (const sorters of [
        [{ property: 's', transform: sortTypes.asUCString }],
        [{ property: 's' }, { property: 'v', direction: 'DESC' as const }],
        [{ property: 'v' }, { sorterFn: (a: any, b: any) => a.s.localeCompare(b.s) }],
      ]) {
        const expected = items
          .slice()
          .sort(createComparator(sorters))
          .map((x) => x.i);
        expect(sortItems(items.slice(), sorters).map((x) => x.i)).to.deep.equal(expected);
      }
    });

    it('reads record values from their data', () => {
      const records = [
        { isModel: true, data: { n: 2 } },
        { isModel: true, data: { n: 1 } },
      ];
      expect(sortItems(records, [{ property: 'n' }]).map((r) => r.data.n)).to.deep.equal([1, 2]);
    });

    it('leaves the items alone without sorters', () => {
      const items = rows();
      expect(sortItems(items, []).map((r) => r.n)).to.deep.equal([1, 2, 3, 4, 5]);
    });
  });
});
