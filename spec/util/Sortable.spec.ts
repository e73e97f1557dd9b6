import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { Sortable } from '../../classes/util/Sortable';
import { Sorter } from '../../classes/util/Sorter';
import { Store } from '../../classes/data/Store';
import '../../index';
import { def, useCleanup } from '../helpers';

describe('Lib.util.Sortable', () => {
  useCleanup();

  /** A class of its own mixing the sortable in: it sorts plain `cards`. */
  function hand(cards: any[], body: Record<string, any> = {}): any {
    const Hand = def('Spec.sortable.Hand', {
      mixins: { sortable: 'Lib.util.Sortable' },
      constructor(this: any, items: any[]) {
        this.cards = items;
        this.initSortable([]);
      },
      doSort(this: any) {
        this.cards.sort(this.generateComparator());
      },
      ...body,
    });
    return new Hand(cards);
  }

  it('is a registered mixin, mixed into Lib.data.Store as sortable', () => {
    expect(Lib.ClassManager.get('Lib.util.Sortable')).to.equal(Sortable);
    expect((Store.prototype as any).mixins.sortable).to.equal(Sortable.prototype);
    expect(Store.prototype.sort).to.equal(Sortable.prototype.sort);
    expect(Store.prototype.isSortable).to.equal(true);
  });

  describe('#sort', () => {
    it('adds an ascending sorter for a property, flips it when asked again, then sorts', () => {
      const h = hand([{ rank: 3 }, { rank: 1 }, { rank: 2 }]);
      h.sort('rank');
      expect(h.cards.map((c: any) => c.rank)).to.deep.equal([1, 2, 3]);
      h.sort('rank');
      expect(h.getSorters()[0].direction).to.equal('DESC');
      expect(h.cards.map((c: any) => c.rank)).to.deep.equal([3, 2, 1]);
    });

    it('replaces the sorters, or prepends and appends them, and returns them', () => {
      const h = hand([]);
      h.sort([{ property: 'a' }, { property: 'b' }]);
      h.sort({ property: 'c' }, 'prepend');
      const sorters = h.sort({ property: 'd' }, 'append', false);
      expect(sorters.map((s: Sorter) => s.property)).to.deep.equal(['c', 'a', 'b', 'd']);
      expect(sorters[0]).to.be.instanceOf(Sorter);
    });

    it('gives a new property sorter the defaultSortDirection', () => {
      const h = hand([{ rank: 1 }, { rank: 2 }], { defaultSortDirection: 'DESC' });
      h.sort('rank');
      expect(h.cards.map((c: any) => c.rank)).to.deep.equal([2, 1]);
    });

    it('calls doSort unless told not to', () => {
      let sorted = 0;
      const h = hand([], { doSort: () => sorted++ });
      h.sort('rank', 'ASC', undefined, false);
      expect(sorted).to.equal(0);
      h.sort();
      expect(sorted).to.equal(1);
    });
  });

  describe('#decodeSorters', () => {
    it('reads under sortRoot and takes the transform getSortTransform gives', () => {
      const upper = (v: string) => v.toUpperCase();
      const h = hand([], {
        sortRoot: 'data',
        getSortTransform: (property: string) => (property === 'name' ? upper : undefined),
      });
      const [byName, byAge] = h.decodeSorters(['name', { property: 'age', fn: () => 0 }]);
      expect(byName.root).to.equal('data');
      expect(byName.transform).to.equal(upper);
      expect(byAge.transform).to.equal(undefined);
      expect(byAge.sorterFn).to.be.a('function');
    });
  });

  describe('on its own', () => {
    it('decodes the sorters of its config', () => {
      const sortable = new Sortable({ sorters: ['name'] });
      expect(sortable.getSorters()[0].property).to.equal('name');
      expect(sortable.generateComparator()({ name: 'b' }, { name: 'a' })).to.equal(1);
    });

    it('checks its configs', () => {
      expect(() => new Sortable({ sorters: 42 })).to.throw(
        TypeError,
        "[Lib.util.Sortable] config 'sorters' must be an array of configs or instances, got 42",
      );
      expect(() => new Sortable({ defaultSortDirection: 'up' as any })).to.throw(
        TypeError,
        /config 'defaultSortDirection' must be 'ASC' or 'DESC'/,
      );
    });
  });
});
