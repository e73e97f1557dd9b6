import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { LibError } from '../../lib/Error';
import { Filter } from '../../classes/util/Filter';
import { Model } from '../../classes/data/Model';
import { def, useCleanup } from '../helpers';

const items = [
  { name: 'Ada' },
  { name: 'adam' },
  { name: 'Grace' },
  { name: 'Madam' },
  { name: null },
  {},
];
const matching = (filter: Filter) => items.filter(filter.filter).map((item: any) => item.name);

describe('Lib.util.Filter', () => {
  useCleanup();

  it('is registered and creatable by name', () => {
    expect(Lib.ClassManager.get('Lib.util.Filter')).to.equal(Filter);
    expect(Lib.create('Lib.util.Filter', { property: 'a', value: 1 })).to.be.instanceOf(Filter);
  });

  it('has Ext JS 4 defaults', () => {
    const filter = new Filter({ property: 'name', value: 'a' });
    expect([
      filter.anyMatch,
      filter.exactMatch,
      filter.caseSensitive,
      filter.disabled,
    ]).to.deep.equal([false, false, false, false]);
    expect(filter.isFilter).to.equal(true);
    expect(filter.id).to.equal(undefined);
  });

  describe('property matching', () => {
    it('matches a case-insensitive prefix by default', () => {
      expect(matching(new Filter({ property: 'name', value: 'ad' }))).to.deep.equal([
        'Ada',
        'adam',
      ]);
    });

    it('matches anywhere with anyMatch', () => {
      expect(matching(new Filter({ property: 'name', value: 'ad', anyMatch: true }))).to.deep.equal(
        ['Ada', 'adam', 'Madam'],
      );
    });

    it('matches the whole value with exactMatch', () => {
      expect(
        matching(new Filter({ property: 'name', value: 'ada', exactMatch: true })),
      ).to.deep.equal(['Ada']);
    });

    it('respects case with caseSensitive', () => {
      expect(
        matching(new Filter({ property: 'name', value: 'Ad', caseSensitive: true })),
      ).to.deep.equal(['Ada']);
    });

    it('uses a RegExp value as is', () => {
      expect(matching(new Filter({ property: 'name', value: /m$/ }))).to.deep.equal([
        'adam',
        'Madam',
      ]);
      const global = new Filter({ property: 'name', value: /a/g });
      expect([1, 2, 3].map(() => global.filter({ name: 'a' }))).to.deep.equal([true, true, true]);
    });

    it('escapes regular-expression characters of the value', () => {
      const dot = new Filter({ property: 'v', value: 'a.c' });
      expect(dot.filter({ v: 'abc' })).to.equal(false);
      expect(dot.filter({ v: 'a.cd' })).to.equal(true);
      const paren = new Filter({ property: 'v', value: '(x', anyMatch: true });
      expect(paren.filter({ v: 'y(x' })).to.equal(true);
      expect(new Filter({ property: 'v', value: '\\' }).filter({ v: '\\d' })).to.equal(true);
    });

    it('matches numbers as text prefixes', () => {
      const filter = new Filter({ property: 'n', value: 1 });
      expect([{ n: 1 }, { n: 12 }, { n: 21 }].filter(filter.filter).map((i) => i.n)).to.deep.equal([
        1, 12,
      ]);
    });

    it('matches missing values only with a null value', () => {
      expect(new Filter({ property: 'name', value: null }).filter({ name: null })).to.equal(true);
      expect(new Filter({ property: 'name', value: null }).filter({})).to.equal(true);
      expect(new Filter({ property: 'name', value: null }).filter({ name: 'x' })).to.equal(false);
      expect(new Filter({ property: 'name', value: 'nu' }).filter({ name: null })).to.equal(false);
      expect(new Filter({ property: 'name', value: 'und' }).filter({})).to.equal(false);
    });

    it('reads values under root', () => {
      const filter = new Filter({ property: 'name', value: 'a', root: 'data' });
      expect(filter.filter({ data: { name: 'Ann' } })).to.equal(true);
      expect(filter.filter({ name: 'Ann', data: {} })).to.equal(false);
    });

    it('reads records from their data when no root is given', () => {
      const M = def('App.Filtered', { extend: Model, fields: ['name'] });
      const filter = new Filter({ property: 'name', value: 'gr' });
      expect(filter.filter(new M({ name: 'Grace' }))).to.equal(true);
      expect(filter.filter(new M({ name: 'Ada' }))).to.equal(false);
    });

    it('builds its matcher once, not per item', () => {
      const filter = new Filter({ property: 'name', value: 'a' });
      const spy = sinon.spy(filter, 'createValueMatcher');
      items.forEach(filter.filter);
      expect(spy.called).to.equal(false);
    });

    it('setValue rebuilds the matcher', () => {
      const filter = new Filter({ property: 'name', value: 'a' });
      filter.setValue('gr');
      expect(matching(filter)).to.deep.equal(['Grace']);
      expect(filter.value).to.equal('gr');
    });
  });

  describe('filterFn', () => {
    it('decides with the filter (or scope) as this and returns a boolean', () => {
      let self: unknown;
      const filter = new Filter({
        filterFn(this: unknown, item: any) {
          self = this;
          return item.n > 1 ? 'yes' : 0;
        },
      });
      expect(filter.filter({ n: 2 })).to.equal(true);
      expect(filter.filter({ n: 1 })).to.equal(false);
      expect(self).to.equal(filter);
      const scope = {};
      new Filter({
        filterFn: sinon.spy(function (this: unknown) {
          self = this;
          return true;
        }),
        scope,
      }).filter({});
      expect(self).to.equal(scope);
    });

    it('accepts the predicate under filter as Ext JS 4 does', () => {
      const filter = new Filter({ filter: (item: any) => item.ok } as any);
      expect(filter.filter({ ok: true })).to.equal(true);
      expect(filter.filter({ ok: false })).to.equal(false);
    });
  });

  it('serializes to {property, value}', () => {
    const filter = new Filter({ property: 'name', value: 'x', anyMatch: true, root: 'data' });
    expect(filter.serialize()).to.deep.equal({ property: 'name', value: 'x' });
  });

  describe('Lib.util.Filter.createFilterFn', () => {
    it('accepts an item only when every enabled filter does', () => {
      const fn = Filter.createFilterFn([
        { property: 'name', value: 'a' },
        new Filter({ property: 'name', value: 'm', anyMatch: true }),
        { property: 'name', value: 'zzz', disabled: true },
      ]);
      expect(items.filter(fn).map((i: any) => i.name)).to.deep.equal(['adam']);
    });
  });

  describe('a subclass', () => {
    it('may give its filterFn on its prototype', () => {
      const Big = Lib.define(null, { extend: Filter, filterFn: (n: number) => n > 1 });
      const big = new Big();
      expect([1, 2, 3].filter(big.filter)).to.deep.equal([2, 3]);
    });
  });

  describe('config checking', () => {
    it('needs a property or a filterFn', () => {
      expect(() => new Filter({ value: 'x' })).to.throw(
        LibError,
        /Lib\.util\.Filter.*'property'.*'filterFn'/,
      );
      expect(() => new Filter()).to.throw(LibError);
    });

    it('rejects wrongly typed options', () => {
      expect(() => new Filter({ filterFn: 'x' as any })).to.throw(TypeError, /'filterFn'/);
      expect(() => new Filter({ property: 3 as any, value: 1 })).to.throw(TypeError, /'property'/);
      expect(() => new Filter({ property: 'a', value: 1, anyMatch: 'yes' as any })).to.throw(
        TypeError,
        /'anyMatch'/,
      );
      expect(() => new Filter({ property: 'a', value: 1, root: {} as any })).to.throw(
        TypeError,
        /'root'/,
      );
      expect(() => new Filter('name' as any)).to.throw(TypeError, /config must be an object/);
    });

    it('takes null as not set, except for the value, where null is a value of its own', () => {
      const filter = new Filter({ property: 'a', value: null, anyMatch: null } as any);
      expect(filter.anyMatch).to.equal(false);
      expect(filter.serialize()).to.deep.equal({ property: 'a', value: null });
    });
  });
});
