import { expect } from 'chai';
import { ItemList, KeyedList } from '../../lib/ItemList';

/** A keyed list of `{key}` objects, as the record collection and a model's fields are. */
class Keyed<T extends { key: string }> extends KeyedList<T> {
  getKey(item: T): string {
    return item.key;
  }
  $keyMap(): Map<unknown, T> {
    return new Map(this.items.map((item) => [item.key, item]));
  }
}

describe('ItemList', () => {
  describe('#length, #first and #last', () => {
    it('give the count and the end items of the list', () => {
      const list = new ItemList(['a', 'b', 'c']);
      expect(list.length).to.equal(3);
      expect(list.first()).to.equal('a');
      expect(list.last()).to.equal('c');
    });

    it('give 0 and undefined for an empty list', () => {
      const list = new ItemList<string>();
      expect(list.length).to.equal(0);
      expect(list.first()).to.equal(undefined);
      expect(list.last()).to.equal(undefined);
    });

    it('follow the items as they change', () => {
      const list = new ItemList(['a']);
      list.items.push('b');
      expect([list.length, list.first(), list.last()]).to.deep.equal([2, 'a', 'b']);
      list.items = [];
      expect([list.length, list.first(), list.last()]).to.deep.equal([0, undefined, undefined]);
    });
  });

  describe('#each', () => {
    it('visits a copy of the items and stops when the function returns false', () => {
      const list = new ItemList([1, 2, 3]);
      const seen: number[] = [];
      list.each((n, i, count) => {
        seen.push(n, i, count);
        list.items.push(9);
        return n < 2;
      });
      expect(seen).to.deep.equal([1, 0, 3, 2, 1, 3]);
    });
  });
});

describe('KeyedList', () => {
  const a = { key: 'a' };
  const b = { key: 'b' };

  it('finds an item by key, and an item or key only when that very item is present', () => {
    const list = new Keyed([a, b]);
    expect(list.getByKey('b')).to.equal(b);
    expect(list.containsKey('c')).to.equal(false);
    expect(list.contains({ key: 'a' })).to.equal(false);
    expect(list.indexOf({ key: 'a' })).to.equal(-1);
    expect([list.indexOf(b), list.indexOfKey('b'), list.indexOfKey('c')]).to.deep.equal([1, 1, -1]);
    expect([list.length, list.first(), list.last()]).to.deep.equal([2, a, b]);
  });
});
