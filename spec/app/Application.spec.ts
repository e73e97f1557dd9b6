import { expect } from 'chai';
import LibFacade from '../../index';
import { useDom } from '../dom.helpers';
import { def, useCleanup } from '../helpers';
// The MVC classes are in the app pack.
import '../../packs/app';

/** The facade, untyped: the specs reach namespaces it does not declare. */
const Lib = LibFacade as any;

const Loader = Lib.Loader as any;
/** Resolves once nothing is loading and the application (if any) is created. */
const ready = () => new Promise<void>((resolve) => Lib.onReady(resolve));

describe('Lib.app.Application', () => {
  useDom();
  useCleanup();
  afterEach(() => {
    const app = (Lib.app.Application as any).instance;
    if (app) {
      for (const c of app.controllers.getRange()) c.destroy();
      app.destroy();
      (Lib.app.Application as any).instance = undefined;
    }
    for (const cmp of Lib.ComponentQuery.query('*')) cmp.destroy();
    Lib.data.StoreManager.lookup('Users')?.destroy();
    for (const name of ['Shop.$application', 'Shop.controller.Loaded']) {
      if (Lib.ClassManager.isCreated(name)) Lib.undefine(name);
    }
    delete Loader.injectScriptElement;
    Loader.$construct();
    delete (globalThis as any).Shop;
  });

  /** The classes of a small application, recording the order of its steps in `order`. */
  function defineShop(order: string[]) {
    def('Shop.store.Users', { extend: 'Lib.data.Store', fields: ['id', 'name'] });
    def('Shop.view.Viewport', {
      extend: 'Lib.container.Viewport',
      initComponent(this: any) {
        order.push('viewport');
        this.callParent();
      },
    });
    def('Shop.controller.Users', {
      extend: 'Lib.app.Controller',
      stores: ['Users'],
      init(this: any, app: any) {
        order.push(`init ${this.id} ${app === this.application}`);
        this.listen({ controller: { '*': { launch: () => order.push('launch event') } } });
      },
      onLaunch() {
        order.push('onLaunch');
      },
    });
  }

  describe('Lib.application', () => {
    it('creates the namespace, the controllers and the viewport, in Ext order', async () => {
      const order: string[] = [];
      defineShop(order);
      Lib.application({
        name: 'Shop',
        controllers: ['Users'],
        autoCreateViewport: true,
        init(this: any) {
          order.push('app init');
        },
        launch(this: any) {
          order.push(`launch ${this.name}`);
        },
      } as any);
      await ready();
      const app = (globalThis as any).Shop.app;
      expect(order).to.deep.equal([
        'app init',
        'init Users true',
        'viewport',
        'launch Shop',
        'launch event',
        'onLaunch',
      ]);
      expect(app).to.be.an.instanceOf(Lib.app.Application);
      expect((globalThis as any).Shop.getApplication()).to.equal(app);
      expect(app.getController('Users').getUsersStore()).to.equal(
        Lib.data.StoreManager.lookup('Users'),
      );
      expect(app.viewport.isXType('viewport')).to.equal(true);
      expect(app.getModuleClassName('Users', 'controller')).to.equal('Shop.controller.Users');
      expect(Loader.getPath('Shop.view.Viewport')).to.equal('app/view/Viewport.js');
    });

    it('loads the classes it names through the Loader before it launches', async () => {
      const requested: string[] = [];
      Loader.injectScriptElement = (url: string, onLoad: any) => {
        requested.push(url);
        queueMicrotask(() => {
          def('Shop.controller.Loaded', {
            extend: 'Lib.app.Controller',
            init: () => requested.push('init'),
          });
          onLoad();
        });
      };
      Loader.setConfig({ enabled: true, disableCaching: false });
      let launched = false;
      Lib.application({
        name: 'Shop',
        appFolder: 'js/shop',
        appProperty: 'application',
        controllers: ['Loaded'],
        launch: () => (launched = true),
      } as any);
      expect(launched).to.equal(false);
      await ready();
      expect(requested).to.deep.equal(['js/shop/controller/Loaded.js', 'init']);
      expect(launched).to.equal(true);
      expect((globalThis as any).Shop.application.getController('Loaded').id).to.equal('Loaded');
    });

    it('refuses a missing controller class while the Loader is disabled, naming it', () => {
      expect(() => Lib.application({ name: 'Shop', controllers: ['Nope'] } as any)).to.throw(
        Lib.Error,
        /cannot load 'Shop\.controller\.Nope'/,
      );
    });

    it('refuses a config without a namespace name', () => {
      expect(() => Lib.application({ launch() {} } as any)).to.throw(
        TypeError,
        /\[Lib\.application\] config 'name' must be a namespace name such as 'App'/,
      );
    });
  });

  describe('application events', () => {
    it('are heard by app.on and by controllers listening to the controller domain', async () => {
      const seen: string[] = [];
      defineShop([]);
      Lib.application({
        name: 'Shop',
        controllers: ['Users'],
        launch(this: any) {
          this.on('refresh', (n: number) => seen.push('on ' + n));
          this.getController('Users').listen({
            controller: { '*': { refresh: (n: number) => seen.push('controller ' + n) } },
          });
        },
      } as any);
      await ready();
      (globalThis as any).Shop.app.fireEvent('refresh', 1);
      expect(seen).to.deep.equal(['on 1', 'controller 1']);
    });
  });
});
