import { expect } from 'chai';
import LibFacade from '../../index';
import { useDom } from '../dom.helpers';
import { def, useCleanup } from '../helpers';
// The MVC classes are in the app pack.
import '../../packs/app';

/** The facade, untyped: the specs reach namespaces it does not declare. */
const Lib = LibFacade as any;

describe('Lib.app.Controller', () => {
  useDom();
  useCleanup();
  const made: any[] = [];
  /** A controller (unlistened and destroyed after the test). */
  const controller = (name: string, config: any = {}) => {
    const c = Lib.create(name, config);
    made.push(c);
    return c;
  };
  afterEach(() => {
    for (const c of made.splice(0)) c.destroy();
    for (const cmp of Lib.ComponentQuery.query('*')) cmp.destroy();
    for (const id of ['Users', 'users']) Lib.data.StoreManager.lookup(id)?.destroy();
    delete (globalThis as any).Shop;
  });

  describe('models, views and stores', () => {
    it('makes getters for the names of its namespace, and creates its stores with it', () => {
      def('Shop.model.User', { extend: 'Lib.data.Model', fields: ['id', 'name'] });
      def('Shop.view.user.List', { extend: 'Lib.Component', alias: 'widget.userlist' });
      def('Shop.store.Users', { extend: 'Lib.data.Store', model: 'Shop.model.User' });
      def('Shop.controller.Users', {
        extend: 'Lib.app.Controller',
        models: ['User'],
        views: ['user.List'],
        stores: ['Users'],
      });
      expect(Lib.data.StoreManager.lookup('Users')).to.equal(undefined);
      const c = controller('Shop.controller.Users');
      const store = c.getUsersStore();
      expect(store).to.be.an.instanceOf(Lib.ClassManager.get('Shop.store.Users'));
      expect(store.storeId).to.equal('Users');
      expect(Lib.data.StoreManager.lookup('Users')).to.equal(store);
      expect(c.getUserModel()).to.equal(Lib.ClassManager.get('Shop.model.User'));
      expect(c.getUserListView()).to.equal(Lib.ClassManager.get('Shop.view.user.List'));
      expect(c.getStore('Users')).to.equal(store);
    });

    it('keeps dotted names that are defined, and reads name@namespace', () => {
      expect(
        Lib.app.Controller.getFullName('Lib.data.Store', 'store', 'Shop').absoluteName,
      ).to.equal('Lib.data.Store');
      expect(Lib.app.Controller.getFullName('User@Other.model', 'model', 'Shop')).to.deep.equal({
        absoluteName: 'Other.model.User',
        shortName: 'User',
      });
    });
  });

  describe('refs', () => {
    it('makes cached getters that query again once the component is destroyed', () => {
      def('Shop.controller.Refs', {
        extend: 'Lib.app.Controller',
        refs: [{ ref: 'status', selector: 'component#status' }],
      });
      const c = controller('Shop.controller.Refs');
      expect(c.getStatus()).to.equal(undefined);
      const first = Lib.create('Lib.Component', { id: 'status', renderTo: document.body });
      expect(c.getStatus()).to.equal(first);
      expect(c.getStatus()).to.equal(first);
      expect(c.hasRef('STATUS')).to.equal(true);
      first.destroy();
      const second = Lib.create('Lib.Component', { id: 'status' });
      expect(c.getStatus()).to.equal(second);
    });

    it('creates the component with autoCreate, and a new one each time with forceCreate', () => {
      def('Shop.controller.Make', {
        extend: 'Lib.app.Controller',
        refs: [
          { ref: 'panel', selector: 'panel#made', autoCreate: true, xtype: 'panel', id: 'made' },
          { ref: 'fresh', xtype: 'component', forceCreate: true },
        ],
      });
      const c = controller('Shop.controller.Make');
      const panel = c.getPanel();
      expect(panel.isXType('panel')).to.equal(true);
      expect(c.getPanel()).to.equal(panel);
      expect(c.getFresh()).to.not.equal(c.getFresh());
    });
  });

  describe('#control', () => {
    it('handles the events of matching components, also those created later, as the controller', () => {
      const seen: string[] = [];
      def('Shop.controller.Buttons', {
        extend: 'Lib.app.Controller',
        init(this: any) {
          this.control({
            'button[action=save]': { click: this.onSave },
            '#cancel': { click: 'onCancel' },
          });
        },
        onSave(this: any, button: any) {
          seen.push(`save:${button.text}:${this === c}`);
        },
        onCancel(this: any) {
          seen.push('cancel');
          return false;
        },
      });
      const c = controller('Shop.controller.Buttons');
      c.doInit();
      const save = Lib.create('Lib.button.Button', { text: 'Save', action: 'save' });
      const cancel = Lib.create('Lib.button.Button', { id: 'cancel', text: 'Cancel' });
      const other = Lib.create('Lib.button.Button', { text: 'Other' });
      save.fireEvent('click', save);
      other.fireEvent('click', other);
      expect(cancel.fireEvent('click', cancel)).to.equal(false);
      expect(seen).to.deep.equal(['save:Save:true', 'cancel']);
      c.destroy();
      save.fireEvent('click', save);
      expect(seen).to.have.length(2);
    });

    it('is not reached when a listener of the component returned false, and takes options', () => {
      const seen: number[] = [];
      def('Shop.controller.Opts', {
        extend: 'Lib.app.Controller',
        init(this: any) {
          this.control('component', { ping: { fn: (n: number) => seen.push(n), single: true } });
        },
      });
      controller('Shop.controller.Opts').doInit();
      const cmp = Lib.create('Lib.Component', {});
      cmp.fireEventArgs('ping', [1]);
      cmp.fireEvent('ping', 2);
      const vetoing = Lib.create('Lib.Component', { listeners: { ping: () => false } });
      vetoing.fireEvent('ping', 3);
      expect(seen).to.deep.equal([1]);
    });

    it('hears an event fired unheard before it was controlled, and its name in any case', () => {
      const seen: number[] = [];
      def('Shop.controller.Late', { extend: 'Lib.app.Controller' });
      const c = controller('Shop.controller.Late');
      c.control({ 'component[itemId=late]': { other: () => 0 } });
      const cmp = Lib.create('Lib.Component', { itemId: 'late' });
      cmp.fireEvent('late', 1);
      c.control({ 'component[itemId=late]': { late: (n: number) => seen.push(n) } });
      cmp.fireEvent('late', 2);
      cmp.fireEvent('LATE', 3);
      expect(seen).to.deep.equal([2, 3]);
    });

    it('refuses a handler that is neither a function nor a method name', () => {
      def('Shop.controller.Bad', { extend: 'Lib.app.Controller' });
      const c = controller('Shop.controller.Bad');
      expect(() => c.control({ button: { click: 'nope' } })).to.throw(
        TypeError,
        /handler of 'click' for 'button'/,
      );
    });
  });

  describe('#listen', () => {
    it('hears controllers by #id or *, stores by #storeId, and Lib.globalEvents', () => {
      const seen: string[] = [];
      def('Shop.controller.Ears', {
        extend: 'Lib.app.Controller',
        init(this: any) {
          this.listen({
            controller: {
              '#Other': { saved: (x: string) => seen.push('other:' + x) },
              '*': { saved: (x: string) => seen.push('any:' + x) },
            },
            store: { '#users': { load: () => seen.push('users load') } },
            global: { idle: () => seen.push('idle') },
          });
        },
      });
      def('Shop.controller.Other', { extend: 'Lib.app.Controller' });
      controller('Shop.controller.Ears').doInit();
      const other = controller('Shop.controller.Other', { id: 'Other' });
      const third = controller('Shop.controller.Other', { id: 'Third' });
      other.fireEvent('saved', 'a');
      third.fireEvent('saved', 'b');
      const users = Lib.create('Lib.data.Store', { storeId: 'users', fields: ['id'] });
      users.fireEvent('load', users, [], true);
      Lib.create('Lib.data.Store', { fields: ['id'] }).fireEvent('load');
      Lib.globalEvents.fireEvent('idle');
      expect(seen).to.deep.equal(['other:a', 'any:a', 'any:b', 'users load', 'idle']);
    });

    it('refuses an unknown domain and a controller selector without #', () => {
      def('Shop.controller.Wrong', { extend: 'Lib.app.Controller' });
      const c = controller('Shop.controller.Wrong');
      expect(() => c.listen({ windows: {} })).to.throw(TypeError, /domain.*'windows'/);
      expect(() => c.listen({ controller: { Users: { x: () => 0 } } })).to.throw(
        Lib.Error,
        /controller selector 'Users' must be '\*' or start with '#'/,
      );
    });
  });
});
