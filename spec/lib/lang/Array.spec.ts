import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { each, toMap } from '../../../lib/lang/Array';

function args(..._items: unknown[]): IArguments {
  return arguments;
}

describe('Lib.Array', () => {
  const A = Lib.Array;

  describe('.each', () => {
    it('calls fn(item, index, array) for each item and returns true', () => {
      const seen: unknown[] = [];
      const list = ['a', 'b'];
      expect(each(list, (item, i, arr) => void seen.push([item, i, arr]))).to.equal(true);
      expect(seen).to.deep.equal([
        ['a', 0, list],
        ['b', 1, list],
      ]);
    });

    it('stops when the callback returns false and returns that index', () => {
      const fn = sinon.spy((n: number) => n !== 2);
      expect(A.each([1, 2, 3], fn)).to.equal(1);
      expect(fn.callCount).to.equal(2);
    });

    it('does not stop on other falsy returns', () => {
      const fn = sinon.spy(() => 0);
      expect(A.each([1, 2, 3], fn)).to.equal(true);
      expect(fn.callCount).to.equal(3);
    });

    it('walks backwards with reverse, stopping the same way', () => {
      const seen: number[] = [];
      expect(A.each([1, 2, 3], (n) => void seen.push(n), null, true)).to.equal(true);
      expect(seen).to.deep.equal([3, 2, 1]);
      expect(A.each([1, 2, 3], (n) => n !== 2, null, true)).to.equal(1);
    });

    it('uses scope as this, else the item', () => {
      const scope = {};
      const item = { id: 1 };
      const fn = sinon.spy();
      A.each([item], fn);
      A.each([item], fn, scope);
      expect(fn.firstCall.thisValue).to.equal(item);
      expect(fn.secondCall.thisValue).to.equal(scope);
    });

    it('walks null and undefined as empty, and a single value as a one-item array', () => {
      const fn = sinon.spy();
      expect(A.each(null, fn)).to.equal(true);
      expect(A.each(undefined, fn)).to.equal(true);
      expect(fn.called).to.equal(false);
      A.each('text', fn);
      expect(fn.firstCall.args[0]).to.equal('text');
    });

    it('walks an arguments object', () => {
      const seen: unknown[] = [];
      A.each(args(1, 2), (n) => void seen.push(n));
      expect(seen).to.deep.equal([1, 2]);
    });

    it('is also Lib.each', () => {
      expect(Lib.each).to.equal(A.each);
    });

    it('throws a TypeError without a callback', () => {
      expect(() => A.each([1], undefined as never)).to.throw(TypeError, /\[Lib\.Array\.each\]/);
    });
  });

  describe('.forEach', () => {
    it('calls fn for every item in scope and ignores false returns', () => {
      const scope = {};
      const fn = sinon.spy(() => false);
      A.forEach([1, 2], fn, scope);
      expect(fn.callCount).to.equal(2);
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.firstCall.args.slice(0, 2)).to.deep.equal([1, 0]);
    });

    it('does nothing for null', () => {
      const fn = sinon.spy();
      A.forEach(null, fn);
      expect(fn.called).to.equal(false);
    });
  });

  describe('.map', () => {
    it('returns the results in a new array', () => {
      expect(A.map([1, 2, 3], (n, i) => n * 10 + i)).to.deep.equal([10, 21, 32]);
    });

    it('uses scope as this', () => {
      const scope = { k: 2 };
      expect(
        A.map(
          [1],
          function (this: { k: number }, n) {
            return n * this.k;
          },
          scope,
        ),
      ).to.deep.equal([2]);
    });

    it('maps null to []', () => {
      expect(A.map(null, (n) => n)).to.deep.equal([]);
    });
  });

  describe('.filter', () => {
    it('keeps items with a truthy result', () => {
      expect(A.filter([1, 2, 3, 4], (n) => n % 2 === 0)).to.deep.equal([2, 4]);
    });

    it('filters undefined to []', () => {
      expect(A.filter(undefined, () => true)).to.deep.equal([]);
    });
  });

  describe('.every', () => {
    it('is true only when every item passes', () => {
      expect(A.every([2, 4], (n) => n % 2 === 0)).to.equal(true);
      expect(A.every([2, 3], (n) => n % 2 === 0)).to.equal(false);
    });

    it('is true for an empty or null array', () => {
      expect(A.every([], () => false)).to.equal(true);
      expect(A.every(null, () => false)).to.equal(true);
    });
  });

  describe('.some', () => {
    it('is true when one item passes', () => {
      expect(A.some([1, 2], (n) => n === 2)).to.equal(true);
      expect(A.some([1, 3], (n) => n === 2)).to.equal(false);
      expect(A.some(null, () => true)).to.equal(false);
    });
  });

  describe('.indexOf', () => {
    it('finds an item with ===, from an index', () => {
      expect(A.indexOf([1, '1', 1], '1')).to.equal(1);
      expect(A.indexOf([1, 2, 1], 1, 1)).to.equal(2);
      expect(A.indexOf([1, 2], 3)).to.equal(-1);
    });

    it('counts a negative from-index from the end', () => {
      expect(A.indexOf([1, 2, 1], 1, -1)).to.equal(2);
    });

    it('gives -1 for null', () => {
      expect(A.indexOf(null, 1)).to.equal(-1);
    });
  });

  describe('.contains', () => {
    it('is true when the array holds the item', () => {
      expect(A.contains([1, 2], 2)).to.equal(true);
      expect(A.contains([1, 2], '2' as never)).to.equal(false);
      expect(A.contains(undefined, 1)).to.equal(false);
    });
  });

  describe('.include', () => {
    it('pushes only an item that is not there yet', () => {
      const list = [1, 2];
      A.include(list, 2);
      A.include(list, 3);
      expect(list).to.deep.equal([1, 2, 3]);
    });
  });

  describe('.remove', () => {
    it('removes the first occurrence in place and returns the array', () => {
      const list = [1, 2, 1];
      expect(A.remove(list, 1)).to.equal(list);
      expect(list).to.deep.equal([2, 1]);
      A.remove(list, 9);
      expect(list).to.deep.equal([2, 1]);
    });
  });

  describe('.erase', () => {
    it('removes a count of items at an index and returns the array', () => {
      const list = [1, 2, 3, 4];
      expect(A.erase(list, 1, 2)).to.equal(list);
      expect(list).to.deep.equal([1, 4]);
    });

    it('counts a negative index from the end', () => {
      expect(A.erase([1, 2, 3], -1, 1)).to.deep.equal([1, 2]);
    });
  });

  describe('.insert', () => {
    it('inserts items at an index and returns the array', () => {
      const list = [1, 4];
      expect(A.insert(list, 1, [2, 3])).to.equal(list);
      expect(list).to.deep.equal([1, 2, 3, 4]);
    });

    it('appends past the end and counts a negative index from the end', () => {
      expect(A.insert([1], 10, [2])).to.deep.equal([1, 2]);
      expect(A.insert([1, 3], -1, [2])).to.deep.equal([1, 2, 3]);
    });

    it('changes nothing when there is nothing to insert', () => {
      expect(A.insert([1], 0, null)).to.deep.equal([1]);
    });
  });

  describe('.replace', () => {
    it('removes and inserts in one step', () => {
      expect(A.replace([1, 2, 3], 1, 1, ['x', 'y'] as never[])).to.deep.equal([1, 'x', 'y', 3]);
    });

    it('counts a negative index from the end, as splice does', () => {
      expect(A.replace([1, 2, 3, 4], -1, 1, [9])).to.deep.equal([1, 2, 3, 9]);
      expect(A.replace([1, 2, 3, 4], -2, 0, [9])).to.deep.equal([1, 2, 9, 3, 4]);
    });

    it('inserts more items than a call takes arguments (no spreading)', () => {
      const many = Array.from({ length: 500_000 }, (_, i) => i);
      const list = A.replace(['a', 'b', 'c'], -2, 1, many as never[]);
      expect(list.length).to.equal(500_002);
      expect([list[0], list[1], list[500_000], list[500_001]]).to.deep.equal([
        'a',
        0,
        499_999,
        'c',
      ]);
    });
  });

  describe('.splice', () => {
    it('returns the removed items and inserts the rest of the arguments', () => {
      const list = [1, 2, 3];
      expect(A.splice(list, 1, 1, 9, 8)).to.deep.equal([2]);
      expect(list).to.deep.equal([1, 9, 8, 3]);
    });

    it('removes to the end without a count, and counts a negative index from the end', () => {
      const list = [1, 2, 3];
      expect(A.splice(list, -2)).to.deep.equal([2, 3]);
      expect(list).to.deep.equal([1]);
    });
  });

  describe('.slice', () => {
    it('slices arrays and arguments objects, with negative indexes', () => {
      expect(A.slice([1, 2, 3], 1)).to.deep.equal([2, 3]);
      expect(A.slice(args(1, 2, 3), -2, -1)).to.deep.equal([2]);
      expect(A.slice(null)).to.deep.equal([]);
    });
  });

  describe('.push', () => {
    it('pushes values and the items of arrays, returning the target', () => {
      const list = [1];
      expect(A.push(list, 2, [3, 4])).to.equal(list);
      expect(list).to.deep.equal([1, 2, 3, 4]);
    });

    it('wraps a target that is not an array and starts from [] for undefined', () => {
      expect(A.push('a' as never, 'b')).to.deep.equal(['a', 'b']);
      expect(A.push(undefined, 1)).to.deep.equal([1]);
    });
  });

  describe('.toArray', () => {
    it('copies an array-like, optionally from start to end', () => {
      const list = args(1, 2, 3);
      expect(A.toArray(list)).to.deep.equal([1, 2, 3]);
      expect(A.toArray(list, 1)).to.deep.equal([2, 3]);
      expect(A.toArray(list, 0, 2)).to.deep.equal([1, 2]);
    });

    it('splits a string into characters', () => {
      expect(A.toArray('abc')).to.deep.equal(['a', 'b', 'c']);
    });

    it('gives [] for empty or missing input', () => {
      expect(A.toArray(null)).to.deep.equal([]);
      expect(A.toArray('')).to.deep.equal([]);
      expect(Lib.toArray([])).to.deep.equal([]);
    });
  });

  describe('.from', () => {
    it('returns an array as it is, or a copy with newReference', () => {
      const list = [1];
      expect(A.from(list)).to.equal(list);
      const copy = A.from(list, true);
      expect(copy).to.not.equal(list);
      expect(copy).to.deep.equal([1]);
    });

    it('gives [] for null and undefined', () => {
      expect(A.from(null)).to.deep.equal([]);
      expect(A.from(undefined)).to.deep.equal([]);
    });

    it('wraps single values, strings and functions', () => {
      const fn = () => 1;
      expect(A.from('abc')).to.deep.equal(['abc']);
      expect(A.from(0)).to.deep.equal([0]);
      expect(A.from(fn)).to.deep.equal([fn]);
      expect(A.from({ a: 1 })).to.deep.equal([{ a: 1 }]);
    });

    it('copies array-likes', () => {
      expect(A.from(args('x', 'y'))).to.deep.equal(['x', 'y']);
      expect(A.from({ length: 1, 0: 'a' })).to.deep.equal(['a']);
    });
  });

  describe('.clone', () => {
    it('returns a shallow copy', () => {
      const item = {};
      const list = [item];
      const copy = A.clone(list);
      expect(copy).to.not.equal(list);
      expect(copy[0]).to.equal(item);
    });
  });

  describe('.merge and .union', () => {
    it('concatenates and removes duplicates in order of first appearance', () => {
      expect(A.merge([1, 2], [2, 3], [3, 4, 1])).to.deep.equal([1, 2, 3, 4]);
      expect(A.union).to.equal(A.merge);
    });

    it('skips null arrays', () => {
      expect(A.merge([1], null)).to.deep.equal([1]);
    });
  });

  describe('.unique', () => {
    it('keeps the first of each value, compared with ===', () => {
      const o = {};
      expect(A.unique([1, '1', 1, o, o, null, null])).to.deep.equal([1, '1', o, null]);
    });
  });

  describe('.intersect', () => {
    it('keeps the items every array holds, without duplicates', () => {
      expect(A.intersect([1, 2, 3, 2], [2, 3, 4], [3, 2, 9])).to.deep.equal([2, 3]);
    });

    it('follows the order of the shortest array', () => {
      expect(A.intersect([1, 2, 3, 4], [3, 1])).to.deep.equal([3, 1]);
    });

    it('gives [] for no arrays or disjoint ones', () => {
      expect(A.intersect()).to.deep.equal([]);
      expect(A.intersect([1], [2])).to.deep.equal([]);
    });
  });

  describe('.difference', () => {
    it('removes every occurrence of items of the second array', () => {
      expect(A.difference([1, 2, 2, 3, 1], [1, 3])).to.deep.equal([2, 2]);
    });

    it('returns a copy', () => {
      const list = [1];
      const copy = A.difference(list, []);
      expect(copy).to.not.equal(list);
      expect(copy).to.deep.equal([1]);
    });
  });

  describe('.clean', () => {
    it('drops null, undefined, empty strings and empty arrays, keeping 0 and false', () => {
      expect(A.clean([1, null, undefined, '', [], 0, false, 'a', [1]])).to.deep.equal([
        1,
        0,
        false,
        'a',
        [1],
      ]);
      expect(Lib.clean).to.equal(A.clean);
    });
  });

  describe('.pluck', () => {
    it('collects one property of each item', () => {
      expect(A.pluck([{ n: 1 }, { n: 2 }, {}], 'n')).to.deep.equal([1, 2, undefined]);
    });

    it('gives undefined for null items', () => {
      expect(A.pluck([null, { n: 1 }], 'n')).to.deep.equal([undefined, 1]);
    });
  });

  describe('.flatten', () => {
    it('flattens nested arrays to any depth', () => {
      expect(A.flatten([1, [2, [3, [4]]], 5])).to.deep.equal([1, 2, 3, 4, 5]);
      expect(A.flatten(null)).to.deep.equal([]);
    });
  });

  describe('.min and .max', () => {
    it('find the smallest and largest item', () => {
      expect(A.min([3, 1, 2])).to.equal(1);
      expect(A.max([3, 1, 2])).to.equal(3);
      expect(Lib.min(['b', 'a'])).to.equal('a');
    });

    it('use a comparison function when given', () => {
      const byLength = (a: string, b: string) => a.length - b.length;
      expect(A.min(['ccc', 'a', 'bb'], byLength)).to.equal('a');
      expect(A.max(['ccc', 'a', 'bb'], byLength)).to.equal('ccc');
    });

    it('give undefined for an empty array', () => {
      expect(A.min([])).to.equal(undefined);
      expect(A.max(null)).to.equal(undefined);
    });
  });

  describe('.sum and .mean', () => {
    it('add up and average the items', () => {
      expect(A.sum([1, 2, 3.5])).to.equal(6.5);
      expect(A.mean([1, 2, 3])).to.equal(2);
    });

    it('give 0 and undefined for an empty array', () => {
      expect(A.sum([])).to.equal(0);
      expect(A.mean([])).to.equal(undefined);
    });
  });

  describe('.sort', () => {
    it('sorts in place and returns the array', () => {
      const list = [3, 1, 2];
      expect(A.sort(list)).to.equal(list);
      expect(list).to.deep.equal([1, 2, 3]);
      expect(A.sort([1, 3, 2], (a, b) => b - a)).to.deep.equal([3, 2, 1]);
    });
  });

  describe('.toMap', () => {
    it('maps each item to its index + 1', () => {
      expect(toMap(['a', 'b'])).to.deep.equal({ a: 1, b: 2 });
    });

    it('keys by a property name or a function, and keeps the first occurrence', () => {
      expect(A.toMap([{ id: 'x' }, { id: 'y' }, { id: 'x' }], 'id')).to.deep.equal({ x: 1, y: 2 });
      const scope = { prefix: 'k' };
      expect(
        A.toMap(
          [1, 2],
          function (this: typeof scope, n) {
            return this.prefix + n;
          },
          scope,
        ),
      ).to.deep.equal({ k1: 1, k2: 2 });
    });

    it('stores __proto__ as data without changing the prototype', () => {
      const map = A.toMap(['__proto__', 'a']);
      expect(Object.getPrototypeOf(map)).to.equal(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(map, '__proto__')).to.equal(true);
      expect(map.a).to.equal(2);
    });
  });

  describe('.equals', () => {
    it('compares lengths and items with ===', () => {
      expect(A.equals([1, 2], [1, 2])).to.equal(true);
      expect(A.equals([1, 2], [1, '2'])).to.equal(false);
      expect(A.equals([1], [1, 2])).to.equal(false);
      expect(A.equals([{}], [{}])).to.equal(false);
    });
  });

  describe('.findBy', () => {
    it('returns the first matching item or null', () => {
      expect(A.findBy([1, 2, 3], (n) => n > 1)).to.equal(2);
      expect(A.findBy([1], () => false)).to.equal(null);
    });
  });
});
