import { expect } from 'chai';
import { useShimPage } from './helpers';

describe("the Ext shim's Ext.util.MixedCollection and Ext.util.HashMap", () => {
  const page = useShimPage();
  const run = (source: string) => page.run(source);

  describe('Ext.util.MixedCollection', () => {
    it('keeps items in order under their keys (getKey: the id, or a key given)', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        mc.add({id: 'a', n: 1});
        mc.add('b', {n: 2});
        mc.add([{id: 'c', n: 3}, {id: 'd', n: 4}]);`);
      expect(run('mc.getCount() + " " + mc.length')).to.equal('4 4');
      expect(run('mc.get("b").n')).to.equal(2);
      expect(run('mc.getByKey("c").n')).to.equal(3);
      // A number that is no key is an index.
      expect(run('mc.get(0).n')).to.equal(1);
      expect(run('mc.getAt(3).n')).to.equal(4);
      expect(run('mc.indexOfKey("c")')).to.equal(2);
      expect(run('mc.indexOf(mc.get("d"))')).to.equal(3);
      expect(
        run('mc.containsKey("a") && !mc.containsKey("z") && mc.contains(mc.first())'),
      ).to.equal(true);
      expect(run('mc.keys.join()')).to.equal('a,b,c,d');
      expect(
        run('mc.isMixedCollection && mc instanceof Ext.util.AbstractMixedCollection'),
      ).to.equal(true);
    });

    it('fires add, replace, remove and clear with Ext arguments', () => {
      run(`window.seen = [];
        window.mc = new Ext.util.MixedCollection(false, function (o) { return o.name; });
        mc.on({
          add: function (i, o, k) { seen.push('add ' + i + ' ' + k); },
          replace: function (k, old, o) { seen.push('replace ' + k + ' ' + old.v + '>' + o.v); },
          remove: function (o, k) { seen.push('remove ' + k); },
          clear: function () { seen.push('clear'); }
        });
        mc.add({name: 'x', v: 1});
        mc.insert(0, {name: 'y', v: 2});
        mc.replace('x', {name: 'x', v: 3});
        mc.removeAtKey('y');
        mc.clear();`);
      expect(run('seen')).to.deep.equal([
        'add 0 x',
        'add 0 y',
        'replace x 1>3',
        'remove y',
        'clear',
      ]);
      expect(run('mc.getCount()')).to.equal(0);
    });

    it('replaces an item added again under a taken key', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        mc.addAll([{id: 1, v: 'a'}, {id: 2, v: 'b'}, {id: 3, v: 'c'}]);
        mc.add({id: 1, v: 'A'});`);
      expect(run('mc.getRange().map(function (o) { return o.v; }).join()')).to.equal('b,c,A');
      run(`mc.updateKey(2, 'two');`);
      expect(run('mc.get("two").v + " " + mc.containsKey(2)')).to.equal('b false');
    });

    it('adds the properties of an object, leaving out functions unless allowFunctions', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        mc.addAll({a: 1, b: 2, f: function () {}});
        window.fns = new Ext.util.MixedCollection({allowFunctions: true});
        fns.addAll({f: function () { return 5; }});`);
      expect(run('mc.keys.join()')).to.equal('a,b');
      expect(run('fns.get("f")()')).to.equal(5);
    });

    it('removes by item, index, key and range, answering false for what is not there', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        for (var i = 0; i < 6; i++) mc.add({id: 'k' + i, i: i});`);
      expect(run('mc.remove(mc.get("k0")).i')).to.equal(0);
      expect(run('mc.remove({})')).to.equal(false);
      expect(run('mc.removeAt(0).i')).to.equal(1);
      expect(run('mc.removeAt(99)')).to.equal(false);
      expect(run('mc.removeRange(1, 2).i')).to.equal(4);
      expect(run('mc.keys.join()')).to.equal('k2,k5');
      run('mc.removeAll([mc.get("k5")])');
      expect(run('mc.keys.join()')).to.equal('k2');
    });

    it('iterates, finds and filters', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        mc.addAll([{id: 1, name: 'Anna', age: 30}, {id: 2, name: 'bob', age: 40}, {id: 3, name: 'Bea', age: 30}]);
        window.seen = [];
        mc.each(function (o, i, n) { seen.push(o.name + i + n); return o.id < 2; });
        mc.eachKey(function (k, o) { seen.push(k + o.name); });`);
      expect(run('seen')).to.deep.equal(['Anna03', 'bob13', '1Anna', '2bob', '3Bea']);
      expect(run('mc.findBy(function (o, k) { return k === 3; }).name')).to.equal('Bea');
      expect(run('mc.findIndex("name", "b")')).to.equal(1);
      expect(run('mc.findIndex("name", "b", 2)')).to.equal(2);
      expect(run('mc.findIndex("name", "ea", 0, true, true)')).to.equal(2);
      expect(run('mc.findIndexBy(function (o) { return o.age > 35; })')).to.equal(1);
      const filtered = 'mc.filter("name", "b").getRange().map(function (o) { return o.id; })';
      expect(run(filtered)).to.deep.equal([2, 3]);
      expect(run('mc.filterBy(function (o) { return o.age === 30; }).keys')).to.deep.equal([1, 3]);
      expect(run('mc.sum("age") + " " + mc.collect("age").join()')).to.equal('100 30,40');
      expect(run('mc.getRange(2, 0).map(function (o) { return o.id; })')).to.deep.equal([3, 2, 1]);
      expect(run('mc.clone().get(2) === mc.get(2)')).to.equal(true);
    });

    it('sorts by a property, by sorters, by a function and by key', () => {
      run(`window.mc = new Ext.util.MixedCollection();
        mc.addAll([{id: 'b', n: 2}, {id: 'c', n: 3}, {id: 'a', n: 1}]);
        window.sorted = 0;
        mc.on('sort', function () { sorted++; });`);
      const order = 'mc.keys.join()';
      run('mc.sort("n", "DESC")');
      expect(run(order)).to.equal('c,b,a');
      run('mc.sort([{property: "n"}])');
      expect(run(order)).to.equal('a,b,c');
      run('mc.sortBy(function (x, y) { return y.id < x.id ? -1 : 1; })');
      expect(run(order)).to.equal('c,b,a');
      run('mc.sortByKey("ASC")');
      expect(run(order)).to.equal('a,b,c');
      // The keys still find their items.
      expect(run('mc.get("c").n')).to.equal(3);
      run('mc.reorder({0: 2})');
      expect(run(order)).to.equal('b,c,a');
      expect(run('sorted')).to.equal(5);
    });

    it('is no longer reported as missing by the migration report', () => {
      run('new Ext.util.MixedCollection(); Ext.create("Ext.util.HashMap");');
      expect(run('Lib.migration.report().unknownClasses')).to.deep.equal([]);
    });
  });

  describe('Ext.util.HashMap', () => {
    it('maps keys to values, with getKey for a value alone, firing Ext events', () => {
      run(`window.seen = [];
        window.map = new Ext.util.HashMap({listeners: {
          add: function (m, k, v) { seen.push('add ' + k + '=' + v.n); },
          replace: function (m, k, v, old) { seen.push('replace ' + k + ' ' + old.n + '>' + v.n); },
          remove: function (m, k) { seen.push('remove ' + k); },
          clear: function (m) { seen.push('clear ' + (m === map)); }
        }});
        map.add('a', {n: 1});
        map.add({id: 'b', n: 2});
        map.add('a', {n: 3});`);
      expect(run('map.getCount()')).to.equal(2);
      expect(run('map.get("a").n')).to.equal(3);
      expect(run('map.getKeys()')).to.deep.equal(['a', 'b']);
      expect(run('map.containsKey("b") && map.contains(map.get("b"))')).to.equal(true);
      expect(run('map.findKey(map.get("b"))')).to.equal('b');
      run('window.pairs = []; map.each(function (k, v, n) { pairs.push(k + v.n + n); });');
      expect(run('pairs')).to.deep.equal(['a32', 'b22']);
      expect(run('map.clone().get("b") === map.get("b")')).to.equal(true);
      run('map.remove(map.get("b")); map.removeAtKey("zz"); map.clear();');
      expect(run('seen')).to.deep.equal([
        'add a=1',
        'add b=2',
        'replace a 1>3',
        'remove b',
        'clear true',
      ]);
      expect(run('map.getValues()')).to.deep.equal([]);
    });
  });
});
