import { expect } from 'chai';
import Lib from '../index';
import '../packs/app';
import { useDom } from './dom.helpers';

const Loader = Lib.Loader as any;

/**
 * A stand-in for the network behind `injectScriptElement`: a requested URL (without its query)
 * found in `files` runs that function and then `onLoad`, one microtask later, as a script
 * would; another URL calls `onError`. The Loader's errors (thrown from those callbacks, as
 * from a script's event handler) are collected.
 */
function serve(files: Record<string, () => void>) {
  const requested: string[] = [];
  const errors: Error[] = [];
  Loader.injectScriptElement = (url: string, onLoad: any, onError: any, scope: unknown) => {
    requested.push(url);
    queueMicrotask(() => {
      try {
        const file = files[url.replace(/\?.*$/, '')];
        if (file) {
          file();
          onLoad.call(scope);
        } else onError.call(scope);
      } catch (error) {
        errors.push(error as Error);
      }
    });
  };
  return { requested, errors };
}

/** Resolves once nothing is loading. */
const idle = () => new Promise<void>((resolve) => Loader.onReady(resolve, null, false));
/** Lets the files served so far run (their microtasks were queued first). */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const defined: string[] = [];
/** `Lib.define` that the spec undefines afterwards. */
function def(name: string, body: any = {}) {
  defined.push(name);
  return Lib.define(name, body);
}

describe('Lib.Loader', () => {
  const dom = useDom();

  afterEach(() => {
    delete Loader.injectScriptElement;
    Loader.$construct();
    for (const name of defined.splice(0)) {
      if (Lib.ClassManager.isCreated(name)) Lib.undefine(name);
    }
    delete (globalThis as any).App;
  });

  describe('#setConfig, #getConfig, #setPath, #getPath', () => {
    it('keeps settings and maps a class to the path of its longest namespace', () => {
      expect(Loader.getConfig('enabled')).to.equal(false);
      expect(
        Loader.setConfig({ enabled: true, paths: { App: 'app', 'App.ux': 'lib/ux' } }),
      ).to.equal(Loader);
      Loader.setConfig('disableCaching', false).setPath('Vendor', '/vendor/js');
      expect(Loader.getConfig()).to.include({ enabled: true, disableCaching: false });
      expect(Loader.getPath('App.view.user.List')).to.equal('app/view/user/List.js');
      expect(Loader.getPath('App.ux.Grid')).to.equal('lib/ux/Grid.js');
      expect(Loader.getPath('Vendor.Thing')).to.equal('/vendor/js/Thing.js');
      expect(Loader.getPath('Loose.Thing')).to.equal('Loose/Thing.js');
    });

    it('refuses a path that is not a string and ignores prototype keys', () => {
      expect(() => Loader.setPath('App', 3)).to.throw(TypeError, /setPath\('App'\).*path string/);
      Loader.setConfig(JSON.parse('{"__proto__": {"polluted": 1}, "paths": {"__proto__": "x"}}'));
      expect(({} as any).polluted).to.equal(undefined);
      expect(Loader.getPrefix('__proto__.X')).to.equal('');
    });
  });

  describe('#require', () => {
    it('loads each missing class by a script tag, once, then calls back in scope', async () => {
      const server = serve({ 'app/A.js': () => def('App.A'), 'app/B.js': () => def('App.B') });
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      const calls: unknown[] = [];
      Lib.require(
        ['App.A', 'App.B'],
        function (this: any) {
          calls.push(this.tag);
        },
        { tag: 'first' },
      );
      Lib.require('App.A', () => calls.push('second'));
      expect(calls).to.deep.equal([]);
      expect(Loader.isLoading).to.equal(true);
      await idle();
      expect(server.requested).to.deep.equal(['app/A.js', 'app/B.js']);
      expect(calls).to.deep.equal(['second', 'first']);
      expect(Loader.history).to.deep.equal(['App.A', 'App.B']);
      expect(Loader.isLoading).to.equal(false);
    });

    it('calls back at once when everything is defined, and skips wildcards and excluded names', () => {
      const server = serve({});
      Loader.setConfig({ enabled: true, paths: { App: 'app' } });
      let n = 0;
      Lib.require(['Lib.data.Store', 'Ext.grid.Panel', 'App.view.*'], () => n++);
      Lib.exclude('App.Gone*').require(['App.Gone', 'App.Gone2'], () => n++);
      expect(n).to.equal(2);
      expect(server.requested).to.deep.equal([]);
    });

    it('adds the cache-busting parameter unless disableCaching is false', async () => {
      const server = serve({ 'app/C.js': () => def('App.C') });
      Loader.setConfig({ enabled: true, paths: { App: 'app' } });
      Lib.require('App.C');
      await idle();
      expect(server.requested[0]).to.match(/^app\/C\.js\?_dc=\d+$/);
    });

    it('loads an Ext name from a path of its own (Ext.ux)', async () => {
      const server = serve({ 'ux/Thing.js': () => def('Ext.ux.Thing') });
      Loader.setConfig({ enabled: true, disableCaching: false }).setPath('Ext.ux', 'ux');
      Lib.require('Ext.ux.Thing');
      await idle();
      expect(server.requested).to.deep.equal(['ux/Thing.js']);
      delete (globalThis as any).Ext;
    });

    it('still runs the onReady callbacks when a require callback throws', async () => {
      const server = serve({ 'app/E.js': () => def('App.E') });
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      let ready = false;
      Lib.require('App.E', () => {
        throw new Error('boom');
      });
      Lib.onReady(() => (ready = true));
      await settle();
      expect(server.errors.map((e) => e.message)).to.deep.equal(['boom']);
      expect(ready).to.equal(true);
      expect(() => Lib.require('App.E', 'nope' as any)).to.throw(
        TypeError,
        /\[Lib\.Loader\.require\] expects a function to call back, got 'nope'/,
      );
    });

    it('throws, naming the classes, when one is missing and the loader is not enabled', () => {
      expect(() => Lib.require(['App.Nope'])).to.throw(
        Lib.Error,
        /\[Lib\.Loader\] cannot load 'App\.Nope': the loader is not enabled/,
      );
    });

    it('reports a file that fails to load, naming the class and the URL', async () => {
      const server = serve({});
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      Lib.require('App.Missing');
      await settle();
      expect(server.errors.map((e) => e.message)).to.deep.equal([
        "[Lib.Loader] could not load the class 'App.Missing' from 'app/Missing.js'",
      ]);
    });

    it('reports a file that does not define its class', async () => {
      const server = serve({ 'app/Wrong.js': () => def('App.Other') });
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      Lib.require('App.Wrong');
      await settle();
      expect(server.errors.map((e) => e.message)).to.deep.equal([
        "[Lib.Loader] 'app/Wrong.js' was loaded but did not define the class 'App.Wrong'",
      ]);
    });
  });

  describe('Lib.define with names not defined yet', () => {
    it('loads extend, mixins, requires and model, and defines the class once they are there', async () => {
      const server = serve({
        'app/Parent.js': () => def('App.Parent', { extend: 'App.Grand', hello: () => 'hi' }),
        'app/Grand.js': () => def('App.Grand', { grand: true }),
        'app/Mix.js': () => def('App.Mix', { mixed: () => 'mixed' }),
        'app/Req.js': () => def('App.Req'),
        'app/Model.js': () => def('App.Model'),
        'app/Later.js': () => def('App.Later'),
      });
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      const order: string[] = [];
      defined.push('App.Child');
      const result = Lib.define(
        'App.Child',
        {
          extend: 'App.Parent',
          mixins: { mix: 'App.Mix' },
          requires: ['App.Req'],
          model: 'App.Model',
          uses: ['App.Later'],
        },
        () => order.push('created'),
      );
      Lib.onReady(() => order.push('ready'));
      expect(result).to.equal(undefined);
      expect(Lib.ClassManager.isCreated('App.Child')).to.equal(false);
      await idle();
      expect(order).to.deep.equal(['created', 'ready']);
      const child = Lib.create('App.Child') as any;
      expect([child.hello(), child.grand, child.mixed()]).to.deep.equal(['hi', true, 'mixed']);
      expect(server.requested).to.have.members([
        'app/Parent.js',
        'app/Grand.js',
        'app/Mix.js',
        'app/Req.js',
        'app/Model.js',
        'app/Later.js',
      ]);
      expect(server.errors).to.deep.equal([]);
    });

    it('waits for a class whose define is waiting, without fetching its file', async () => {
      const server = serve({ 'app/Base.js': () => def('App.Base') });
      Loader.setConfig({ enabled: true, disableCaching: false, paths: { App: 'app' } });
      defined.push('App.Mid', 'App.Top');
      Lib.define('App.Mid', { extend: 'App.Base' });
      Lib.define('App.Top', { extend: 'App.Mid' });
      await idle();
      expect(server.requested).to.deep.equal(['app/Base.js']);
      expect(Lib.create('App.Top')).to.be.an.instanceOf(Lib.ClassManager.get('App.Mid'));
      expect(server.errors).to.deep.equal([]);
    });

    it('defines at once when the loader is not enabled (a missing parent is the usual error)', () => {
      expect(() => def('App.Orphan', { extend: 'App.NoParent' })).to.throw(
        /not a registered class/,
      );
      expect(def('App.Fine', { requires: ['App.NotThere'] })).to.be.a('function');
    });
  });

  describe('#onReady', () => {
    it('waits for the loads, and runs at once when nothing loads', async () => {
      serve({ 'app/D.js': () => def('App.D') });
      Loader.setConfig({ enabled: true, paths: { App: 'app' } });
      const order: string[] = [];
      Lib.onReady(() => order.push('now'));
      Lib.require('App.D', () => order.push('loaded'));
      Lib.onReady(() => order.push('after'));
      expect(order).to.deep.equal(['now']);
      await idle();
      expect(order).to.deep.equal(['now', 'loaded', 'after']);
      expect(() => Lib.onReady(5 as any)).to.throw(TypeError, /Lib\.onReady.*a function/);
    });
  });

  describe('#injectScriptElement', () => {
    it('adds a script with the nonce and calls onLoad or onError as the script fires', () => {
      const settings = (dom.window as any).happyDOM.settings;
      const calls: string[] = [];
      Loader.setConfig('nonce', 'n0nce');
      settings.handleDisabledFileLoadingAsSuccess = true;
      const script = Loader.injectScriptElement(
        'app/X.js',
        () => calls.push('load'),
        () => calls.push('error'),
      );
      expect(script.parentNode).to.equal(document.head);
      expect([script.getAttribute('src'), script.nonce]).to.deep.equal(['app/X.js', 'n0nce']);
      settings.handleDisabledFileLoadingAsSuccess = false;
      Loader.injectScriptElement(
        'app/Y.js',
        () => calls.push('load'),
        () => calls.push('error'),
      );
      expect(calls).to.deep.equal(['load', 'error']);
    });
  });
});
