import { expect } from 'chai';
import sinon from 'sinon';
import { Window } from 'happy-dom';
import { Lib } from '../../../lib/Lib';
import { apply, fromQueryString, merge, toQueryString } from '../../../lib/lang/Object';

describe('Lib object helpers', () => {
  describe('.apply', () => {
    it('applies defaults first, then the source, and returns the target', () => {
      const target = {};
      expect(apply(target, { a: 1 }, { a: 2, b: 3 })).to.equal(target);
      expect(target).to.deep.equal({ a: 1, b: 3 });
    });

    it('copies inherited enumerable keys too', () => {
      const source = Object.create({ inherited: 1 });
      source.own = 2;
      expect(Lib.apply({}, source)).to.deep.equal({ inherited: 1, own: 2 });
    });

    it('copies nothing from a non-object source', () => {
      expect(Lib.apply({ a: 1 }, null)).to.deep.equal({ a: 1 });
      expect(Lib.apply({ a: 1 }, 'text')).to.deep.equal({ a: 1 });
    });

    it('never copies __proto__, constructor or prototype keys', () => {
      const target = Lib.apply(
        {},
        JSON.parse('{"__proto__":{"polluted":true},"constructor":1,"prototype":2,"ok":3}'),
      );
      expect(target).to.deep.equal({ ok: 3 });
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  });

  describe('.applyIf', () => {
    it('copies only keys that are undefined on the target, keeping null', () => {
      expect(
        Lib.applyIf({ a: 1, b: null, c: undefined }, { a: 2, b: 2, c: 2, d: 2 }),
      ).to.deep.equal({
        a: 1,
        b: null,
        c: 2,
        d: 2,
      });
    });
  });

  describe('.merge', () => {
    it('merges plain objects deeply, into the existing nested object', () => {
      const nested = { x: 1 };
      const dest = { a: nested };
      merge(dest, { a: { y: 2 } }, { b: 3 });
      expect(dest).to.deep.equal({ a: { x: 1, y: 2 }, b: 3 });
      expect(dest.a).to.equal(nested);
    });

    it('returns the destination itself', () => {
      const dest = { a: 1 };
      expect(merge(dest, { b: 2 })).to.equal(dest);
    });

    it('replaces an instance held at a key with a clone of a plain source object', () => {
      class Thing {}
      const source = { a: { x: 1 } };
      const dest = Lib.merge({ a: new Thing() }, source) as Record<string, unknown>;
      expect(dest.a).to.deep.equal({ x: 1 });
      expect(dest.a).to.not.equal(source.a);
    });

    it('stores a clone of a plain source object', () => {
      const source = { a: { deep: { v: 1 } } };
      const dest = Lib.merge({}, source) as typeof source;
      expect(dest.a).to.not.equal(source.a);
      expect(dest.a.deep).to.not.equal(source.a.deep);
      expect(dest).to.deep.equal(source);
    });

    it('assigns arrays, dates and instances by reference', () => {
      class Thing {}
      const list = [1];
      const date = new Date();
      const thing = new Thing();
      const dest = Lib.merge({ list: [9, 9] }, { list, date, thing }) as Record<string, unknown>;
      expect(dest.list).to.equal(list);
      expect(dest.date).to.equal(date);
      expect(dest.thing).to.equal(thing);
    });

    it('skips non-object sources and unsafe keys', () => {
      const dest = Lib.merge({}, null, 5, JSON.parse('{"__proto__":{"polluted":1},"a":1}'));
      expect(dest).to.deep.equal({ a: 1 });
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  });

  describe('.clone', () => {
    it('deep-copies arrays, plain objects and dates', () => {
      const source = { list: [{ v: 1 }], when: new Date(5) };
      const copy = Lib.clone(source);
      expect(copy).to.deep.equal(source);
      expect(copy.list).to.not.equal(source.list);
      expect(copy.list[0]).to.not.equal(source.list[0]);
      expect(copy.when).to.not.equal(source.when);
    });

    it('returns instances and primitives as they are', () => {
      class Thing {}
      const thing = new Thing();
      expect(Lib.clone(thing)).to.equal(thing);
      expect(Lib.clone(null)).to.equal(null);
      expect(Lib.clone('s')).to.equal('s');
    });

    it('keeps cycles', () => {
      const a: Record<string, unknown> = {};
      a.self = a;
      const copy = Lib.clone(a);
      expect(copy.self).to.equal(copy);
    });

    it('clones DOM nodes deeply', async () => {
      const window = new Window();
      const div = window.document.createElement('div');
      div.innerHTML = '<b>x</b>';
      const copy = Lib.clone(div);
      expect(copy).to.not.equal(div);
      expect(copy.innerHTML).to.equal('<b>x</b>');
      await window.happyDOM.close();
    });
  });

  describe('.copyTo', () => {
    it('copies the named own properties, named by a string or an array', () => {
      const source = { a: 1, b: 2, c: 3 };
      expect(Lib.copyTo({}, source, 'a,b')).to.deep.equal({ a: 1, b: 2 });
      expect(Lib.copyTo({}, source, 'a; c b')).to.deep.equal({ a: 1, b: 2, c: 3 });
      expect(Lib.copyTo({}, source, ['c'])).to.deep.equal({ c: 3 });
    });

    it('copies inherited properties only with usePrototypeKeys', () => {
      const source = Object.create({ inherited: 1 });
      expect(Lib.copyTo({}, source, 'inherited')).to.deep.equal({});
      expect(Lib.copyTo({}, source, 'inherited', true)).to.deep.equal({ inherited: 1 });
    });

    it('copies nothing from a null source and skips unsafe names', () => {
      expect(Lib.copyTo({ a: 1 }, null as never, 'a')).to.deep.equal({ a: 1 });
      expect(Lib.copyTo({}, { constructor: 1 }, 'constructor')).to.deep.equal({});
    });
  });

  describe('.toQueryString', () => {
    it('joins encoded key=value pairs with &', () => {
      expect(toQueryString({ a: 1, 'b c': 'x&y=z' })).to.equal('a=1&b%20c=x%26y%3Dz');
    });

    it('repeats the key for arrays and sends nothing for an empty one', () => {
      expect(Lib.toQueryString({ id: [1, 2], none: [], after: 'x' })).to.equal('id=1&id=2&after=x');
    });

    it('sends false and 0 as they are', () => {
      expect(Lib.toQueryString({ f: false, z: 0 })).to.equal('f=false&z=0');
    });

    it('sends an empty value for null, undefined and the empty string', () => {
      expect(Lib.toQueryString({ a: null, b: undefined, c: '' })).to.equal('a=&b=&c=');
    });

    it('sends dates as local YYYY-MM-DDTHH:mm:ss', () => {
      expect(Lib.toQueryString({ d: new Date(2024, 1, 29, 13, 5, 9) })).to.equal(
        'd=2024-02-29T13%3A05%3A09',
      );
    });

    it('gives an empty string for null and {}', () => {
      expect(Lib.toQueryString(null)).to.equal('');
      expect(Lib.toQueryString({})).to.equal('');
    });

    it('encodes nested objects and arrays as brackets in recursive mode', () => {
      const text = Lib.Object.toQueryString({ a: { b: 1, c: [2, 3] }, d: 'x' }, true);
      expect(decodeURIComponent(text)).to.equal('a[b]=1&a[c][0]=2&a[c][1]=3&d=x');
    });

    it('repeats the key for the values of an object outside recursive mode', () => {
      expect(Lib.toQueryString({ a: { x: 1, y: 2 } })).to.equal('a=1&a=2');
    });
  });

  describe('.toQueryObjects', () => {
    it('flattens a value into name/value pairs', () => {
      expect(Lib.Object.toQueryObjects('a', [1, 2])).to.deep.equal([
        { name: 'a', value: 1 },
        { name: 'a', value: 2 },
      ]);
      expect(Lib.Object.toQueryObjects('a', 'x')).to.deep.equal([{ name: 'a', value: 'x' }]);
    });

    it('builds bracketed names in recursive mode', () => {
      expect(Lib.Object.toQueryObjects('a', { b: [1], c: { d: 2 } }, true)).to.deep.equal([
        { name: 'a[b][0]', value: 1 },
        { name: 'a[c][d]', value: 2 },
      ]);
    });
  });

  describe('.fromQueryString', () => {
    it('decodes pairs, ignoring a leading ?', () => {
      expect(fromQueryString('?a=1&b%20c=x%26y')).to.deep.equal({ a: '1', 'b c': 'x&y' });
    });

    it('collects repeated keys into an array', () => {
      expect(Lib.Object.fromQueryString('a=1&a=2&a=3&b=4')).to.deep.equal({
        a: ['1', '2', '3'],
        b: '4',
      });
    });

    it('reads a key without = as empty and keeps = inside values', () => {
      expect(Lib.Object.fromQueryString('flag&eq=a=b&&')).to.deep.equal({ flag: '', eq: 'a=b' });
    });

    it('keeps malformed escapes as written', () => {
      expect(Lib.Object.fromQueryString('a=%E0%A4%A')).to.deep.equal({ a: '%E0%A4%A' });
    });

    it('gives {} for an empty or non-string query', () => {
      expect(Lib.Object.fromQueryString('')).to.deep.equal({});
      expect(Lib.Object.fromQueryString(null as never)).to.deep.equal({});
    });

    it('builds nested objects and arrays in recursive mode', () => {
      const query = 'user[name]=Ada&user[langs][]=en&user[langs][]=fr&list[0]=a&list[1]=b&plain=1';
      expect(Lib.Object.fromQueryString(query, true)).to.deep.equal({
        user: { name: 'Ada', langs: ['en', 'fr'] },
        list: ['a', 'b'],
        plain: '1',
      });
    });

    it('reads what toQueryString writes in recursive mode', () => {
      const value = { a: { b: '1', c: ['2', '3'] }, d: 'x' };
      expect(Lib.Object.fromQueryString(Lib.Object.toQueryString(value, true), true)).to.deep.equal(
        value,
      );
    });

    it('never writes __proto__, constructor or prototype keys', () => {
      const flat = Lib.Object.fromQueryString('__proto__=x&constructor=y&ok=1');
      expect(flat).to.deep.equal({ ok: '1' });
      const nested = Lib.Object.fromQueryString(
        '__proto__[polluted]=1&a[constructor][x]=1&a[prototype]=2',
        true,
      );
      expect(nested).to.deep.equal({});
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it("ignores a pair that would set an array's length (it would throw or truncate)", () => {
      expect(Lib.Object.fromQueryString('a[]=&a[length]=x', true)).to.deep.equal({ a: [''] });
      expect(Lib.Object.fromQueryString('a[]=1&a[]=2&a[length]=0', true)).to.deep.equal({
        a: ['1', '2'],
      });
      expect(Lib.Object.fromQueryString('a[]=1&a[length][x]=1', true)).to.deep.equal({ a: ['1'] });
    });

    it('never writes into inherited members such as hasOwnProperty', () => {
      const original = Object.prototype.hasOwnProperty;
      const result = Lib.Object.fromQueryString('hasOwnProperty[x]=1&toString[]=2', true);
      expect(Object.prototype.hasOwnProperty).to.equal(original);
      expect((original as unknown as Record<string, unknown>).x).to.equal(undefined);
      expect(Object.prototype.hasOwnProperty.call(result, 'hasOwnProperty')).to.equal(true);
      expect(result.hasOwnProperty).to.deep.equal({ x: '1' });
      expect(result.toString).to.deep.equal(['2']);
    });
  });

  describe('Lib.Object.each', () => {
    it('calls fn(key, value, object) for each own key', () => {
      const object = Object.assign(Object.create({ inherited: 1 }), { a: 1, b: 2 });
      const seen: unknown[] = [];
      Lib.Object.each(object, (key, value, obj) => void seen.push([key, value, obj === object]));
      expect(seen).to.deep.equal([
        ['a', 1, true],
        ['b', 2, true],
      ]);
    });

    it('stops when the callback returns false', () => {
      const fn = sinon.spy(() => false);
      Lib.Object.each({ a: 1, b: 2 }, fn);
      expect(fn.callCount).to.equal(1);
    });

    it('uses scope as this, else the object', () => {
      const object = { a: 1 };
      const scope = {};
      const fn = sinon.spy();
      Lib.Object.each(object, fn);
      Lib.Object.each(object, fn, scope);
      expect(fn.firstCall.thisValue).to.equal(object);
      expect(fn.secondCall.thisValue).to.equal(scope);
    });

    it('does nothing for null and undefined', () => {
      const fn = sinon.spy();
      Lib.Object.each(null, fn);
      Lib.Object.each(undefined, fn);
      expect(fn.called).to.equal(false);
    });
  });

  describe('Lib.iterate', () => {
    it('walks arrays with (item, index, array)', () => {
      const seen: unknown[] = [];
      Lib.iterate([5, 6], (item: number, index: number) => void seen.push([item, index]));
      expect(seen).to.deep.equal([
        [5, 0],
        [6, 1],
      ]);
    });

    it('walks objects with (key, value, object)', () => {
      const seen: unknown[] = [];
      Lib.iterate({ a: 1 }, (key: string, value: number) => void seen.push([key, value]));
      expect(seen).to.deep.equal([['a', 1]]);
    });

    it('walks arguments objects as arrays', () => {
      const seen: unknown[] = [];
      (function (..._a: unknown[]) {
        Lib.iterate(arguments, (item: unknown) => void seen.push(item));
      })('x', 'y');
      expect(seen).to.deep.equal(['x', 'y']);
    });

    it('stops when the callback returns false', () => {
      const fn = sinon.spy(() => false);
      Lib.iterate([1, 2], fn);
      Lib.iterate({ a: 1, b: 2 }, fn);
      expect(fn.callCount).to.equal(2);
    });

    it('uses scope as this, else the collection', () => {
      const list = [{}];
      const fn = sinon.spy();
      Lib.iterate(list, fn);
      expect(fn.firstCall.thisValue).to.equal(list);
      const scope = {};
      Lib.iterate({ a: 1 }, fn, scope);
      expect(fn.secondCall.thisValue).to.equal(scope);
    });

    it('does nothing for empty values', () => {
      const fn = sinon.spy();
      for (const value of [null, undefined, '', []]) Lib.iterate(value, fn);
      expect(fn.called).to.equal(false);
    });
  });

  describe('Lib.Object key helpers', () => {
    const object = { a: 1, b: 2, c: 1 };

    it('getKeys and getValues list own enumerable keys and values', () => {
      expect(Lib.Object.getKeys(object)).to.deep.equal(['a', 'b', 'c']);
      expect(Lib.Object.getValues(object)).to.deep.equal([1, 2, 1]);
      expect(Lib.Object.getKeys(Object.create({ inherited: 1 }))).to.deep.equal([]);
    });

    it('getKey finds the first key holding a value, or null', () => {
      expect(Lib.Object.getKey(object, 1)).to.equal('a');
      expect(Lib.Object.getKey(object, '1')).to.equal(null);
    });

    it('getSize counts own keys', () => {
      expect(Lib.Object.getSize(object)).to.equal(3);
      expect(Lib.Object.getSize({})).to.equal(0);
    });

    it('treat null and undefined as empty', () => {
      expect(Lib.Object.getKeys(null)).to.deep.equal([]);
      expect(Lib.Object.getValues(undefined)).to.deep.equal([]);
      expect(Lib.Object.getKey(null, 1)).to.equal(null);
      expect(Lib.Object.getSize(null)).to.equal(0);
    });
  });

  describe('Lib.Object.chain', () => {
    it('creates an object that reads through to its prototype and writes locally', () => {
      const base = { a: 1 };
      const child = Lib.Object.chain(base);
      expect(child.a).to.equal(1);
      child.a = 2;
      expect(base.a).to.equal(1);
      expect(Object.getPrototypeOf(child)).to.equal(base);
    });
  });

  describe('Lib.Object.merge', () => {
    it('is the same merge as Lib.merge', () => {
      expect(Lib.Object.merge).to.equal(Lib.merge);
    });
  });
});
