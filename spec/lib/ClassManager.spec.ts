import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

describe('Lib.ClassManager and instantiation', () => {
  useCleanup();

  function defineProxies() {
    def('App.proxy.Rest', {
      alias: 'proxy.specrest',
      constructor(this: any, cfg: any) {
        this.cfg = cfg;
      },
    });
    def('App.reader.Json', {
      alias: 'reader.specjson',
      alternateClassName: 'App.JsonReader',
      constructor(this: any, cfg: any) {
        this.cfg = cfg;
      },
    });
    def('App.writer.Json', {
      alias: 'writer.specjson',
      constructor(this: any, cfg: any) {
        this.cfg = cfg;
      },
    });
    def('App.Grid', {
      xtype: 'appgrid',
      isComponent: true,
      constructor(this: any, cfg: any) {
        this.cfg = cfg;
      },
    });
  }

  describe('Lib.create', () => {
    beforeEach(defineProxies);

    it('creates by class name, full alias, alternate name or constructor', () => {
      expect(Lib.create('App.proxy.Rest')).to.be.instanceOf(g.App.proxy.Rest);
      expect(Lib.create('proxy.specrest')).to.be.instanceOf(g.App.proxy.Rest);
      expect(Lib.create('App.JsonReader')).to.be.instanceOf(g.App.reader.Json);
      expect(Lib.create(g.App.writer.Json, { a: 1 }).cfg).to.deep.equal({ a: 1 });
    });

    it('creates from a config object by xclass, passing the object as the sole argument', () => {
      const cfg = { xclass: 'App.proxy.Rest', url: '/u' };
      expect(Lib.create(cfg).cfg).to.equal(cfg);
    });

    it('creates from a config object by xtype (a widget)', () => {
      expect(Lib.create({ xtype: 'appgrid' })).to.be.instanceOf(g.App.Grid);
    });

    it('creates from a config object by type: the one alias ending in .<type>', () => {
      const proxy = Lib.create({ type: 'specrest', url: '/users' });
      expect(proxy).to.be.instanceOf(g.App.proxy.Rest);
      expect(proxy.cfg.url).to.equal('/users');
    });

    it('refuses an ambiguous type, naming the candidates', () => {
      expect(() => Lib.create({ type: 'specjson' })).to.throw(
        Lib.Error,
        "type 'specjson' is ambiguous: it matches 'reader.specjson', 'writer.specjson'",
      );
    });

    it('refuses an unknown type with a suggestion', () => {
      expect(() => Lib.create({ type: 'specrset' })).to.throw(
        Lib.Error,
        "did you mean 'proxy.specrest'?",
      );
    });

    it('refuses an empty name', () => {
      expect(() => Lib.create('')).to.throw(
        Lib.Error,
        "[Lib.create] Invalid class name or alias '' specified, must be a non-empty string",
      );
    });

    it('refuses a config object without xclass, xtype or type', () => {
      expect(() => Lib.create({ url: '/x' } as any)).to.throw(
        Lib.Error,
        'must name its class with xclass, xtype or type',
      );
    });

    it('treats a name that reaches a function which is not a class as unknown', () => {
      expect(() => Lib.create('toString')).to.throw(
        Lib.Error,
        "Cannot create an instance of unrecognized class name / alias: 'toString'",
      );
    });

    it('names an unknown class and suggests the nearest registered name', () => {
      expect(() => Lib.create('App.proxy.Rset')).to.throw(
        Lib.Error,
        "[Lib.create] Cannot create an instance of unrecognized class name / alias: 'App.proxy.Rset' (did you mean 'App.proxy.Rest'?)",
      );
      expect(() => Lib.create('proxy.specrset')).to.throw(
        Lib.Error,
        "(did you mean 'proxy.specrest'?)",
      );
    });
  });

  describe('Lib.createByAlias, Lib.widget, Lib.factory', () => {
    beforeEach(defineProxies);

    it('createByAlias needs the full alias', () => {
      expect(Lib.createByAlias('proxy.specrest', { a: 1 }).cfg).to.deep.equal({ a: 1 });
      expect(() => Lib.createByAlias('specrest')).to.throw(
        Lib.Error,
        "Cannot create an instance of unrecognized alias: 'specrest'",
      );
      expect(() => Lib.createByAlias('widget.nosuch')).to.throw(Lib.Error, '[Lib.createByAlias]');
    });

    it('widget takes an xtype and a config, or a config with an xtype', () => {
      expect(Lib.widget('appgrid', { t: 1 }).cfg).to.deep.equal({ t: 1 });
      const cfg = { xtype: 'appgrid', t: 2 };
      expect(Lib.widget(cfg).cfg).to.equal(cfg);
      expect(Lib.createWidget('appgrid')).to.be.instanceOf(g.App.Grid);
    });

    it('widget returns an existing component as it is', () => {
      const grid = Lib.widget('appgrid');
      expect(Lib.widget(grid)).to.equal(grid);
    });

    it('widget names an unknown xtype by its full alias', () => {
      expect(() => Lib.widget('nosuchwidget')).to.throw(
        Lib.Error,
        "[Lib.widget] Cannot create an instance of unrecognized alias: 'widget.nosuchwidget'",
      );
    });

    it('widget refuses a missing xtype', () => {
      expect(() => Lib.widget({} as any)).to.throw(
        TypeError,
        '[Lib.widget] expects an xtype string',
      );
    });

    it('factory resolves a type inside a namespace, passes instances through', () => {
      const reader = Lib.factory('specjson', 'reader');
      expect(reader).to.be.instanceOf(g.App.reader.Json);
      expect(Lib.factory({ type: 'specjson', root: 'items' }, 'writer')).to.be.instanceOf(
        g.App.writer.Json,
      );
      expect(Lib.factory(reader, 'reader')).to.equal(reader);
      expect(Lib.factory(undefined, 'reader', 'specjson')).to.be.instanceOf(g.App.reader.Json);
      expect(Lib.factory({}, 'reader', 'specjson')).to.be.instanceOf(g.App.reader.Json);
      expect(Lib.factory(null, 'reader')).to.equal(null);
      // Only a missing type takes the default: `type: null` is a mistake to name (Ext 4 fails
      // on the alias 'reader.null').
      expect(() => Lib.factory({ type: null }, 'reader', 'specjson')).to.throw(
        TypeError,
        'type must be a non-empty string, got null',
      );
      expect(() => Lib.factory({ type: 'nosuch' }, 'reader')).to.throw(
        Lib.Error,
        "unrecognized alias: 'reader.nosuch'",
      );
    });
  });

  describe('lookups', () => {
    beforeEach(defineProxies);

    it('get returns the class, an alternate, a namespace value, or null', () => {
      expect(Lib.ClassManager.get('App.proxy.Rest')).to.equal(g.App.proxy.Rest);
      expect(Lib.ClassManager.get('App.JsonReader')).to.equal(g.App.reader.Json);
      expect(Lib.ClassManager.get('App.proxy')).to.equal(g.App.proxy);
      expect(Lib.ClassManager.get('App.nothing.Here')).to.equal(null);
    });

    it('getByAlias, getNameByAlias and getAliasesByName answer null, empty string and []', () => {
      expect(Lib.ClassManager.getByAlias('proxy.none')).to.equal(null);
      expect(Lib.ClassManager.getNameByAlias('proxy.none')).to.equal('');
      expect(Lib.ClassManager.getAliasesByName('App.None')).to.deep.equal([]);
      expect(Lib.ClassManager.getAliasesByName('App.Grid')).to.deep.equal(['widget.appgrid']);
    });

    it('getName and getClass work on classes and instances', () => {
      const rest = Lib.create('proxy.specrest');
      expect(Lib.ClassManager.getName(rest)).to.equal('App.proxy.Rest');
      expect(Lib.ClassManager.getName(g.App.proxy.Rest)).to.equal('App.proxy.Rest');
      expect(Lib.ClassManager.getName({})).to.equal('');
      expect(Lib.ClassManager.getClass(rest)).to.equal(g.App.proxy.Rest);
      expect(Lib.ClassManager.getClass({})).to.equal(null);
      expect(Lib.getClassName(rest)).to.equal('App.proxy.Rest');
      expect(Lib.getClass(rest)).to.equal(g.App.proxy.Rest);
    });

    it('isCreated tells whether a name is registered', () => {
      expect(Lib.ClassManager.isCreated('App.proxy.Rest')).to.equal(true);
      expect(Lib.ClassManager.isCreated('App.proxy.Nope')).to.equal(false);
    });

    it('isCreated also counts what is on the namespace path, as Ext JS 4 does', () => {
      g.App.handMade = { Cls: function () {} };
      expect(Lib.ClassManager.isCreated('App.handMade.Cls')).to.equal(true);
      expect(Lib.ClassManager.isCreated('App.handMade.Other')).to.equal(false);
      expect(Lib.ClassManager.isCreated('App.__proto__.x')).to.equal(false);
      expect(() => Lib.ClassManager.isCreated('' as any)).to.throw(TypeError, "got ''");
      expect(() => Lib.ClassManager.isCreated(null as any)).to.throw(TypeError, 'got null');
    });

    it('publishes the registry as Ext JS 4 does: classes and maps, without prototypes', () => {
      const { classes, maps } = Lib.ClassManager;
      expect(classes['App.proxy.Rest']).to.equal(g.App.proxy.Rest);
      expect(maps.aliasToName['proxy.specrest']).to.equal('App.proxy.Rest');
      expect(maps.nameToAliases['App.proxy.Rest']).to.deep.equal(['proxy.specrest']);
      expect(maps.alternateToName['App.JsonReader']).to.equal('App.reader.Json');
      for (const map of [classes, maps.aliasToName, maps.nameToAliases, maps.alternateToName]) {
        expect(Object.getPrototypeOf(map)).to.equal(null);
      }
      expect(classes.constructor).to.equal(undefined);
    });

    it('forgets a class whose entry legacy code deletes from classes', () => {
      delete Lib.ClassManager.classes['App.proxy.Rest'];
      delete g.App.proxy.Rest;
      expect(Lib.ClassManager.get('App.proxy.Rest')).to.equal(null);
      expect(Lib.ClassManager.isCreated('App.proxy.Rest')).to.equal(false);
      expect(Lib.ClassManager.getByAlias('proxy.specrest')).to.equal(null);
    });

    it('setAlias takes the class itself or its name', () => {
      Lib.ClassManager.setAlias(g.App.proxy.Rest, 'proxy.byclass');
      Lib.ClassManager.setAlias('App.reader.Json', 'reader.byname');
      expect(Lib.ClassManager.getNameByAlias('proxy.byclass')).to.equal('App.proxy.Rest');
      expect(Lib.ClassManager.getByAlias('proxy.byclass')).to.equal(g.App.proxy.Rest);
      expect(Lib.ClassManager.getByAlias('reader.byname')).to.equal(g.App.reader.Json);
      expect(() => Lib.ClassManager.setAlias(Lib.define(null, {}), 'x.anon')).to.throw(
        TypeError,
        'expects a class name or a named class',
      );
    });

    it('instantiate and instantiateByAlias create instances', () => {
      expect(Lib.ClassManager.instantiate('App.proxy.Rest', 1).cfg).to.equal(1);
      expect(Lib.ClassManager.instantiateByAlias('reader.specjson', 2).cfg).to.equal(2);
    });

    it('maps a class called constructor or __proto__ as data, not as a trap', () => {
      const C = def('App.constructorLike.Thing', {});
      expect(Lib.ClassManager.get('App.constructorLike.Thing')).to.equal(C);
      expect(Lib.ClassManager.getByAlias('constructor')).to.equal(null);
      expect(Lib.ClassManager.getNameByAlias('__proto__')).to.equal('');
    });
  });

  describe("Lib.ClassManager.create (Ext JS 4.0's define)", () => {
    afterEach(() => sinon.restore());

    it('defines a class: namespace, aliases, createdFn, and returns the class', () => {
      const createdFn = sinon.spy();
      const Cls = Lib.ClassManager.create(
        'App.made.ByCreate',
        {
          alias: 'widget.bycreate',
          constructor(this: any, name: string) {
            this.name = name;
          },
        },
        createdFn,
      );
      try {
        expect(Cls).to.equal(g.App.made.ByCreate);
        expect(Lib.ClassManager.isCreated('App.made.ByCreate')).to.equal(true);
        expect(Lib.ClassManager.getByAlias('widget.bycreate')).to.equal(Cls);
        expect(createdFn.calledOnceWithExactly(Cls)).to.equal(true);
        expect(createdFn.firstCall.thisValue).to.equal(Cls);
        expect(Lib.ClassManager.instantiateByAlias('widget.bycreate', 'Ada').name).to.equal('Ada');
      } finally {
        Lib.undefine('App.made.ByCreate');
      }
    });

    it('makes an anonymous class for a null name', () => {
      const Cls = Lib.ClassManager.create(null, { m: () => 1 });
      expect(new Cls().m()).to.equal(1);
      expect(new Cls().$className).to.equal(null);
    });

    it('goes through Lib.define as it is when called (so the Ext shim adapts the body)', () => {
      const body = { m: () => 1 };
      const define = sinon.stub(Lib, 'define').returns('made' as any);
      expect(Lib.ClassManager.create('App.Stubbed', body)).to.equal('made');
      expect(define.calledOnceWithExactly('App.Stubbed', body, undefined)).to.equal(true);
    });
  });

  describe('a class registered over a namespace object', () => {
    it('keeps the names registered below it, whatever the order', () => {
      const Inner = def('App.Ns.Inner', {});
      const Outer = def('App.Outer', { alternateClassName: 'App.Ns' });
      expect(g.App.Ns).to.equal(Outer);
      expect(g.App.Ns.Inner).to.equal(Inner);
      expect(Lib.ClassManager.get('App.Ns.Inner')).to.equal(Inner);
    });

    it("leaves the class's own statics of the same name", () => {
      def('App.Ns.Inner', {});
      def('App.Outer', { alternateClassName: 'App.Ns', statics: { Inner: 'own' } });
      expect(g.App.Ns.Inner).to.equal('own');
    });

    it('copies nothing from a value registered under the name before', () => {
      def('App.Twice', { statics: { old: 1 } });
      expect(def('App.Twice', {}).old).to.equal(undefined);
    });
  });

  describe('Lib.undefine', () => {
    it('removes the registry entry, aliases, alternates and namespace property', () => {
      Lib.define('App.Gone', { alias: 'widget.gone', alternateClassName: 'App.WasHere' });
      Lib.undefine('App.Gone');
      expect(Lib.ClassManager.get('App.Gone')).to.equal(null);
      expect(Lib.ClassManager.getByAlias('widget.gone')).to.equal(null);
      expect(Lib.ClassManager.get('App.WasHere')).to.equal(null);
      expect(g.App.Gone).to.equal(undefined);
      expect(g.App.WasHere).to.equal(undefined);
    });
  });

  describe('Lib.ns / Lib.namespace', () => {
    afterEach(() => {
      delete g.NsTest;
      delete (Lib as any).nstest;
    });

    it('creates each dotted path and returns the last namespace', () => {
      const last = Lib.ns('NsTest.a.b', 'NsTest.c');
      expect(g.NsTest.a.b).to.be.an('object');
      expect(last).to.equal(g.NsTest.c);
    });

    it('reuses existing objects', () => {
      const a = Lib.namespace('NsTest.a');
      a.keep = 1;
      expect(Lib.ns('NsTest.a.x')).to.equal(g.NsTest.a.x);
      expect(g.NsTest.a.keep).to.equal(1);
    });

    it('goes through Lib.ClassManager.createNamespaces as it is when called', () => {
      const spy = sinon.spy(Lib.ClassManager, 'createNamespaces');
      try {
        expect(Lib.namespace('NsTest.a', 'NsTest.b')).to.equal(g.NsTest.b);
        expect(spy.calledOnceWithExactly('NsTest.a', 'NsTest.b')).to.equal(true);
      } finally {
        spy.restore();
      }
      expect(Lib.ClassManager.createNamespaces('NsTest.c')).to.equal(g.NsTest.c);
      expect(Lib.ns()).to.equal(Lib);
    });

    it('maps a leading Lib. onto the Lib object', () => {
      const ns = Lib.ns('Lib.nstest.deep');
      expect((Lib as any).nstest.deep).to.equal(ns);
      expect(g.Lib).to.equal(undefined);
    });

    it('refuses segments that reach the prototype machinery', () => {
      expect(() => Lib.ns('NsTest.__proto__.polluted')).to.throw(
        Lib.Error,
        "segment '__proto__' is not allowed",
      );
      expect(() => Lib.ns('constructor.prototype.x')).to.throw(Lib.Error);
      expect(({} as any).polluted).to.equal(undefined);
    });

    it('refuses a first segment naming a built-in every object reaches', () => {
      for (const name of ['toString.x', 'hasOwnProperty.y', 'valueOf', 'isPrototypeOf.z']) {
        const part = name.split('.')[0];
        expect(() => Lib.ns(name), name).to.throw(
          Lib.Error,
          `Invalid name '${name}': segment '${part}' names a built-in`,
        );
      }
      expect((Object.prototype.toString as any).x).to.equal(undefined);
      expect((Object.prototype.hasOwnProperty as any).y).to.equal(undefined);
    });

    it('refuses a built-in segment reached through a function or inherited by an object', () => {
      const C = def('NsTest.Cls', {});
      expect(() => Lib.ns('NsTest.Cls.call.x')).to.throw(Lib.Error, "segment 'call'");
      expect(() => Lib.ns('NsTest.Cls.name.x')).to.throw(Lib.Error, "segment 'name'");
      expect(() => Lib.ns('NsTest.toLocaleString.x')).to.throw(
        Lib.Error,
        "segment 'toLocaleString'",
      );
      expect(() => def('NsTest.Cls.bind', {})).to.throw(Lib.Error, "segment 'bind'");
      expect(() => def('hasOwnProperty.Evil', {})).to.throw(
        Lib.Error,
        "Invalid name 'hasOwnProperty.Evil': segment 'hasOwnProperty'",
      );
      expect((Function.prototype.call as any).x).to.equal(undefined);
      expect((Function.prototype as any).bind).to.equal(Function.prototype.bind);
      expect((Object.prototype.hasOwnProperty as any).Evil).to.equal(undefined);
      expect(C.name).to.not.equal({});
      Lib.undefine('NsTest.Cls');
    });

    it('keeps names that only contain a built-in word, and own namespaces of that name', () => {
      expect(Lib.ns('NsTest.view.nameField.lengthy')).to.equal(g.NsTest.view.nameField.lengthy);
      g.NsTest.own = { name: {} };
      expect(Lib.ns('NsTest.own.name.x')).to.equal(g.NsTest.own.name.x);
    });

    it('refuses to walk through a primitive', () => {
      g.NsTest = { n: 5 };
      expect(() => Lib.ns('NsTest.n.x')).to.throw(Lib.Error, "'n' already holds 5");
    });
  });
});
