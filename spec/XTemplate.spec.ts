import { expect } from 'chai';
import vm from 'node:vm';
import { Lib } from '../index';
import { Template } from '../classes/Template';
import { XTemplate } from '../classes/XTemplate';
import { ItemList } from '../lib/ItemList';
import { LibError } from '../lib/Error';
import { globalScript } from './helpers';
import { useFreshDist } from './dist.helpers';

/** Ext's sample data (src/XTemplate.js). */
const data = () => ({
  name: 'Don Griffin',
  title: 'Senior Technomage',
  company: 'Sencha Inc.',
  drinks: ['Coffee', 'Water', 'More Coffee'],
  kids: [
    { name: 'Aubrey', age: 17 },
    { name: 'Joshua', age: 13 },
    { name: 'Cale', age: 10 },
    { name: 'Nikol', age: 5 },
    { name: 'Solomon', age: 0 },
  ],
});

const x = (...html: any[]) => new XTemplate(...html);

describe('Lib.XTemplate', () => {
  it('is registered as Lib.XTemplate and extends Lib.Template', () => {
    expect((Lib as any).XTemplate).to.equal(XTemplate);
    expect(x('')).to.be.an.instanceOf(Template);
    expect(Lib.create('Lib.XTemplate', '{a}' as any).apply({ a: 1 })).to.equal('1');
  });

  describe('placeholders', () => {
    it('reads {name}, paths {a.b}, {parent.x}, {0}, {name-with-dash}; missing values write nothing', () => {
      const t = x('{name}|{a.b.c}|{a.none.c}|{0}|{my-key}|{missing}');
      expect(t.apply({ name: 'n', a: { b: { c: 'abc' } }, 0: 'zero', 'my-key': 'dash' })).to.equal(
        'n|abc||zero|dash|',
      );
    });

    it('applies formats and arithmetic: {age+5}, {v:number("0.0")}, {v:this.fn}', () => {
      const t = x('{age+5}|{age * 2}|{price:number("0.0")}|{name:this.shout}', {
        shout: (v: string) => v + '!',
      });
      expect(t.apply({ age: 10, price: 2.25, name: 'hi' })).to.equal('15|20|2.3|hi!');
    });

    it('ignores the formats with disableFormats, as a Lib.Template does', () => {
      expect(x('{v:uppercase}|{v:nope}', { disableFormats: true }).apply({ v: 'a' })).to.equal(
        'a|a',
      );
    });

    it('writes {.} for strings, numbers, booleans and dates only', () => {
      const t = x('<tpl for=".">[{.}]</tpl>');
      expect(t.apply(['a', 1, true, null, { o: 1 }, [2]])).to.equal('[a][1][true][][][]');
    });

    it('keeps text in braces that is not a placeholder', () => {
      expect(x('a {b c} {} d').apply({})).to.equal('a {b c} {} d');
    });
  });

  describe('<tpl for>', () => {
    it('loops over an array with {#} = xindex (1-based), xcount and parent', () => {
      const t = x(
        '<tpl for="kids">{#}/{[xcount]} {name} of {parent.name}',
        '<tpl if="xindex &lt; xcount">, </tpl></tpl>',
      );
      expect(t.apply(data())).to.equal(
        '1/5 Aubrey of Don Griffin, 2/5 Joshua of Don Griffin, 3/5 Cale of Don Griffin, ' +
          '4/5 Nikol of Don Griffin, 5/5 Solomon of Don Griffin',
      );
    });

    it('nests: xindex and parent belong to the inner loop, and are back after it', () => {
      const t = x(
        '<tpl for="groups">{#}:{name}[<tpl for="items">{#}.{.}({parent.name})</tpl>]{#};</tpl>',
      );
      const out = t.apply({
        groups: [
          { name: 'A', items: ['a1', 'a2'] },
          { name: 'B', items: ['b1'] },
        ],
      });
      expect(out).to.equal('1:A[1.a1(A)2.a2(A)]1;2:B[1.b1(B)]2;');
    });

    it('loops over the values themselves with for=".", and a path with for="a.b"', () => {
      expect(x('<tpl for=".">{.},</tpl>').apply(['x', 'y'])).to.equal('x,y,');
      expect(x('<tpl for="a.b">{n}</tpl>').apply({ a: { b: [{ n: 1 }, { n: 2 }] } })).to.equal(
        '12',
      );
    });

    it('writes between= between the items', () => {
      expect(x('<tpl for="drinks" between=", ">{.}</tpl>').apply(data())).to.equal(
        'Coffee, Water, More Coffee',
      );
    });

    it('treats a single object as a list of one, and nothing (or an empty list) as no items', () => {
      const t = x('<tpl for="v">({n}{#}/{[xcount]})</tpl>');
      expect(t.apply({ v: { n: 'o' } })).to.equal('(o1/1)');
      expect(t.apply({ v: null })).to.equal('');
      expect(t.apply({ v: [] })).to.equal('');
      expect(t.apply({})).to.equal('');
    });

    it("loops over a store's records and an ItemList's items", () => {
      const store = Lib.create('Lib.data.Store', { fields: ['n'], data: [{ n: 1 }, { n: 2 }] });
      expect(x('<tpl for=".">{[values.get("n")]}</tpl>').apply(store)).to.equal('12');
      expect(x('<tpl for=".">{.}</tpl>').apply(new ItemList(['p', 'q']))).to.equal('pq');
    });
  });

  describe('<tpl foreach>', () => {
    it('loops over the properties: {$} = xkey, {.} the value, xindex', () => {
      const t = x('<tpl foreach="." between=";">{#}:{$}={.}</tpl>');
      expect(t.apply({ a: 1, b: 'two' })).to.equal('1:a=1;2:b=two');
      expect(x('<tpl foreach="o">{[xkey + values]}</tpl>').apply({ o: { k: 'v' } })).to.equal('kv');
    });
  });

  describe('<tpl if>', () => {
    it('chooses between if, elseif and else', () => {
      const t = x(
        '<tpl for="kids">{name} is a ',
        '<tpl if="age &gt;= 13">teenager<tpl elseif="age &gt;= 2">kid<tpl else>baby</tpl>; </tpl>',
      );
      expect(t.apply(data())).to.equal(
        'Aubrey is a teenager; Joshua is a teenager; Cale is a kid; Nikol is a kid; Solomon is a baby; ',
      );
    });

    it('tests a name, ".", and expressions in single or double quotes', () => {
      expect(x('<tpl if="flag">y</tpl><tpl if=".">v</tpl>').apply({ flag: 1 })).to.equal('yv');
      expect(x('<tpl if=\'name == "Don"\'>Hello</tpl>').apply({ name: 'Don' })).to.equal('Hello');
      expect(x('<tpl if="id == \'download\'">D</tpl>').apply({ id: 'download' })).to.equal('D');
    });

    it('calls member functions given in the config object, with the template as this', () => {
      const t = x(
        '<tpl for="kids"><tpl if="this.isGirl(name)">G<tpl else>B</tpl>',
        '<tpl if="this.isBaby(age)">!</tpl></tpl>',
        {
          girls: ['Aubrey', 'Nikol'],
          isGirl(this: any, name: string) {
            return this.girls.includes(name);
          },
          isBaby: (age: number) => age < 1,
        },
      );
      expect(t.apply(data())).to.equal('GBBGB!');
    });
  });

  describe('<tpl switch>', () => {
    it('writes the first matching case (several per tag), else the default', () => {
      const t = x(
        '<tpl for="kids"><tpl switch="name">',
        '<tpl case="Aubrey" case="Nikol">girl<tpl default>boy</tpl>,</tpl>',
      );
      expect(t.apply(data())).to.equal('girl,boy,boy,girl,boy,');
    });

    it('compares integer cases as numbers and others as strings, strictly', () => {
      const t = x('<tpl switch="v"><tpl case="1">one<tpl case="a">A<tpl default>?</tpl>');
      expect([1, '1', 'a', 2].map((v) => t.apply({ v }))).to.deep.equal(['one', '?', 'A', '?']);
    });
  });

  describe('<tpl exec> and {[...]}', () => {
    it('evaluates exec for its effect, writing nothing itself', () => {
      const seen: unknown[] = [];
      const t = x(
        '<tpl for="." exec="this.note(values)">[{.}]</tpl><tpl exec="this.note(0)">!</tpl>',
        {
          note: (v: unknown) => seen.push(v),
        },
      );
      expect(t.apply(['a', 'b'])).to.equal('[a][b]!');
      expect(seen).to.deep.equal(['a', 'b', 0]);
    });

    it('writes the value of {[expression]}: values, parent, xindex, fm, Lib/Ext, Math', () => {
      const t = x(
        '<tpl for="kids"><tpl if="xindex == 1">',
        '{[values.name.toUpperCase() + ", " + parent.title]}|{[xindex % 2 === 0 ? "even" : "odd"]}|',
        '{[fm.usMoney(values.age)]}|{[Ext.util.Format.uppercase(name)]}|{[Lib.String.leftPad(age, 3, "0")]}|',
        '{[Math.max(age, 20)]}</tpl></tpl>',
      );
      expect(t.apply(data())).to.equal('AUBREY, Senior Technomage|odd|$17.00|AUBREY|017|20');
    });

    it('does not HTML-encode expression values either (fm.htmlEncode does)', () => {
      expect(x('{[values.v]}{[fm.htmlEncode(values.v)]}').apply({ v: '<i>' })).to.equal(
        '<i>&lt;i&gt;',
      );
    });
  });

  describe('errors', () => {
    const fails = (html: string, message: string | RegExp) =>
      expect(() => x(html).apply({ a: 1 }), html).to.throw(LibError, message);

    it('names the position of a malformed template', () => {
      fails('ab<tpl if="a">x', '[Lib.XTemplate] <tpl if="a"> is not closed (at 2 in the template)');
      fails('x</tpl>', '[Lib.XTemplate] </tpl> without <tpl> (at 1 in the template)');
      fails('<tpl for="a"><tpl else></tpl>', /misplaced or unknown <tpl else> \(at 13 /);
      fails('<tpl if="a"><tpl default></tpl>', /misplaced or unknown <tpl default>/);
      fails('<tpl if="a"><tpl case="1"></tpl>', /misplaced or unknown <tpl case="1"> \(at 12 /);
      fails('<tpl switch="a"><tpl elseif="a"></tpl>', /misplaced or unknown <tpl elseif="a">/);
      fails('<tpl if="a">1<tpl else>2<tpl elseif="a">3</tpl>', /<tpl elseif="a"> \(at 24 /);
      fails('<tpl if="a">1<tpl else>2<tpl else>3</tpl>', /<tpl else> \(at 24 /);
      fails('<tpl for="a"><tpl default></tpl>', /misplaced or unknown <tpl default>/);
      fails(
        'a<tpl case="1">',
        '[Lib.XTemplate] misplaced or unknown <tpl case="1"> (at 1 in the template)',
      );
      fails(
        '<tpl fro="a"></tpl>',
        "[Lib.XTemplate] unknown <tpl> attribute 'fro' (at 0 in the template)",
      );
      fails('<tpl nonsense></tpl>', /misplaced or unknown <tpl nonsense>/);
      fails(
        '{[a + ]}',
        "[Lib.XTemplate] cannot read 'a + ': expected a value at 4 (at 0 in the template)",
      );
      fails('x{[a', "[Lib.XTemplate] '{[' without ']}' (at 1 in the template)");
      fails('{v:nope}', /unknown format 'nope' in \{v:nope\}/);
    });

    it('refuses {% %} code blocks, which cannot run without eval', () => {
      fails(
        '<p>{% if (xindex % 2) continue; %}</p>',
        '[Lib.XTemplate] {% %} code blocks cannot run (no eval) (at 3 in the template)',
      );
    });
  });

  describe('XTemplate.getTpl', () => {
    it('makes markup on a prototype into one XTemplate, stored there with its owner', () => {
      const Cls = Lib.define(null as any, {
        extend: 'Lib.Base',
        itemTpl: ['<b>{a}</b>', { shared: true }],
      });
      const one = new Cls();
      const two = new Cls();
      const tpl = XTemplate.getTpl(one, 'itemTpl')!;
      expect(tpl).to.be.an.instanceOf(XTemplate);
      expect(tpl.apply({ a: 1 })).to.equal('<b>1</b>');
      expect((tpl as any).shared).to.equal(true);
      expect(tpl.owner).to.equal(Cls.prototype);
      expect(XTemplate.getTpl(two, 'itemTpl')).to.equal(tpl);
    });

    it('stores a template on the instance that holds the markup, and passes templates through', () => {
      const obj: any = { tpl: '{a}' };
      const tpl = XTemplate.getTpl(obj, 'tpl')!;
      expect(obj.tpl).to.equal(tpl);
      expect(tpl.owner).to.equal(obj);
      const given = new Template('{a}');
      expect(XTemplate.getTpl({ tpl: given }, 'tpl')).to.equal(given);
      expect(XTemplate.getTpl({}, 'tpl')).to.equal(null);
    });
  });

  describe('without code generation', () => {
    useFreshDist('lib.js');

    it('renders under a context where eval and new Function throw (node:vm, codeGeneration off)', () => {
      const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
      expect(() => vm.runInContext('eval("1")', context)).to.throw(
        /Code generation from strings disallowed/,
      );
      vm.runInContext(globalScript(), context);
      const out = vm.runInContext(
        `new Lib.XTemplate(
          '<tpl for="rows"><tpl for="cells">{[xindex * parent.n]}:{v:number("0.0")}{#}',
          '<tpl if="this.odd(xindex)">o<tpl else>e</tpl>;</tpl>|{name:htmlEncode}</tpl>',
          {odd: function (i) { return i % 2 === 1; }}
        ).apply({rows: [{n: 2, name: '<a>', cells: [{v: 1}, {v: 2.5}]}, {n: 3, name: 'b', cells: [{v: 0}]}]})`,
        context,
      );
      expect(out).to.equal('2:1.01o;4:2.52e;|&lt;a&gt;3:0.01o;|b');
    });
  });
});
