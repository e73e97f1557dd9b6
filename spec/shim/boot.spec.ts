import { expect } from 'chai';
import { useShimPage } from './helpers';

describe('the Ext shim: booting an Ext JS 4 page', () => {
  const page = useShimPage({ packs: ['app'] });

  describe('Ext.onReady', () => {
    it('runs the function in its scope once the DOM is ready', () => {
      page.run("window.seen = []; Ext.onReady(function () { seen.push(this.tag); }, {tag: 'a'});");
      expect(page.window.seen).to.deep.equal(['a']);
    });
  });

  describe('Ext.require', () => {
    it('accepts names and calls the callback in its scope at once', () => {
      page.run(`
        window.calls = [];
        Ext.require(['Ext.data.Store', 'Ext.grid.*'], function () { calls.push(this.id); }, {id: 1});
        Ext.require('Ext.data.Model');
        Ext.syncRequire('Ext.data.proxy.Rest', function () { calls.push('sync'); });
      `);
      expect(page.window.calls).to.deep.equal([1, 'sync']);
      expect(page.run('Ext.Loader === Lib.Loader')).to.equal(true);
      expect(page.Lib.migration.report().total).to.equal(0);
    });

    it('reports the Ext classes Lib does not provide, by name', () => {
      page.run("Ext.require(['Ext.tree.Panel', 'Ext.data.Store']);");
      expect(page.Lib.migration.report().unknownClasses).to.deep.equal([
        { name: 'Ext.tree.Panel', count: 1 },
      ]);
      expect(page.warnings.join('\n')).to.include("'Ext.tree.Panel'");
    });

    it('skips the names given to Ext.exclude', () => {
      page.run(
        "window.ok = false; Ext.exclude('Ext.tree.Panel').require(['Ext.tree.Panel'], function () { ok = true; });",
      );
      expect(page.window.ok).to.equal(true);
      expect(page.Lib.migration.report().total).to.equal(0);
    });
  });

  describe('Ext.Loader', () => {
    it('keeps setConfig values and paths, and maps class names to paths as Ext did', () => {
      page.run(`
        Ext.Loader.setConfig({enabled: true, disableCaching: false, paths: {App: 'app', 'App.ux': 'lib/ux'}});
        Ext.Loader.setPath('Vendor', '/vendor/js');
      `);
      const Loader = page.window.Ext.Loader;
      expect(Loader.getConfig('enabled')).to.equal(true);
      expect(Loader.getConfig('disableCaching')).to.equal(false);
      expect(Loader.getPath('App.view.Main')).to.equal('app/view/Main.js');
      expect(Loader.getPath('App.ux.Grid')).to.equal('lib/ux/Grid.js');
      expect(Loader.getPath('Vendor.Thing')).to.equal('/vendor/js/Thing.js');
      expect(Loader.setConfig('x', 1)).to.equal(Loader);
    });

    it('ignores keys that would reach into the prototype', () => {
      page.run('Ext.Loader.setConfig(JSON.parse(\'{"__proto__": {"polluted": 1}}\'));');
      expect(page.run('({}).polluted')).to.equal(undefined);
    });

    it('offers require and onReady like Ext', () => {
      page.run(
        'window.n = 0; Ext.Loader.require([], function () { n++; }); Ext.Loader.onReady(function () { n++; });',
      );
      expect(page.window.n).to.equal(2);
    });
  });

  describe('Ext.application', () => {
    it('creates the namespace, puts the app on it and calls init then launch', () => {
      page.run(`
        window.order = [];
        Ext.application({
          name: 'MyApp',
          appFolder: 'js/app',
          init: function (app) { order.push('init:' + app.name); },
          launch: function () { order.push('launch:' + this.name); }
        });
      `);
      expect(page.window.order).to.deep.equal(['init:MyApp', 'launch:MyApp']);
      expect(page.run('MyApp.app.getApplication() === MyApp.app')).to.equal(true);
      expect(page.run("Ext.Loader.getPath('MyApp.view.Main')")).to.equal('js/app/view/Main.js');
    });

    it('honours appProperty', () => {
      page.run("Ext.application({name: 'Other', appProperty: 'application'});");
      expect(page.run('Other.application.name')).to.equal('Other');
    });

    it('lets launch create classes defined with legacy code', () => {
      page.run(`
        Ext.define('Shop.model.Item', {extend: 'Ext.data.Model', fields: ['id', 'title']});
        Ext.application({
          name: 'Shop',
          models: ['Item'],
          launch: function () {
            this.store = Ext.create('Ext.data.Store', {model: 'Shop.model.Item', data: [{id: 1, title: 'Pen'}]});
          }
        });
      `);
      expect(page.run('Shop.app.store.getAt(0).get("title")')).to.equal('Pen');
      expect(page.Lib.migration.report().total).to.equal(0);
    });

    it('runs controllers and an auto-created viewport, reporting nothing as ignored', () => {
      page.run(`
        window.order = [];
        Ext.define('Big.view.Viewport', {extend: 'Ext.container.Viewport', html: 'big'});
        Ext.define('Big.controller.Main', {
          extend: 'Ext.app.Controller',
          requires: ['Ext.tree.Panel'],
          init: function () { order.push('init ' + this.id); },
          onLaunch: function () { order.push('onLaunch'); }
        });
        Ext.application({
          name: 'Big',
          controllers: ['Main'],
          autoCreateViewport: true,
          launch: function () { order.push('launch ' + Ext.ComponentQuery.query('viewport').length); }
        });
      `);
      expect(page.window.order).to.deep.equal(['init Main', 'launch 1', 'onLaunch']);
      const report = page.Lib.migration.report();
      expect(report.unsupportedConfigs).to.deep.equal([]);
      expect(report.unknownClasses).to.deep.equal([{ name: 'Ext.tree.Panel', count: 1 }]);
    });

    it('loads the missing controllers from appFolder: the loader starts enabled, as with ext-all.js', () => {
      expect(page.run("Ext.Loader.getConfig('enabled')")).to.equal(true);
      page.run(`
        window.launched = false;
        Ext.application({name: 'Big', controllers: ['Main'], launch: function () { launched = true; }});
      `);
      const sources = page.run(
        "Array.from(document.querySelectorAll('script[src]')).map(function (s) { return s.getAttribute('src'); })",
      );
      expect(sources.some((src: string) => /^app\/controller\/Main\.js/.test(src))).to.equal(true);
      expect(page.window.launched).to.equal(false);
    });

    it('names the missing controller when the page turned the loader off', () => {
      page.run('Ext.Loader.setConfig({enabled: false});');
      expect(() => page.run("Ext.application({name: 'Big', controllers: ['Main']});")).to.throw(
        /cannot load 'Big\.controller\.Main': the loader is not enabled/,
      );
    });

    it('refuses a config without a usable name', () => {
      // The page's TypeError comes from another realm: compare by name.
      expect(() => page.run('Ext.application({launch: function () {}})'))
        .to.throw(/config 'name' must be a namespace name/)
        .with.property('name', 'TypeError');
      page.run('Ext.Loader.setConfig({enabled: false});');
      expect(() => page.run("Ext.application('App.Application')")).to.throw(
        /cannot load 'App\.Application'/,
      );
    });
  });
});
