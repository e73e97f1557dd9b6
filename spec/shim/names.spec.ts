import { expect } from 'chai';
import { useShimPage } from './helpers';

describe('the Ext shim: class names', () => {
  // The quick tips are in the tips pack.
  const page = useShimPage({ packs: ['tips'] });

  const legacyApp = `
    Ext.define('App.model.User', {
      extend: 'Ext.data.Model',
      fields: ['id', 'name', {name: 'age', type: 'int'}],
      greet: function () { return 'Hello ' + this.get('name'); }
    });
    Ext.define('App.model.Admin', {
      extend: 'App.model.User',
      greet: function () { return this.callParent(arguments) + ' (admin)'; }
    });
    Ext.define('App.store.Users', {
      extend: 'Ext.data.Store',
      requires: ['Ext.data.proxy.Memory'],
      model: 'App.model.User',
      constructor: function (config) {
        this.callParent(arguments);
        this.builtBy = 'App.store.Users';
      }
    });
  `;

  it('runs legacy Ext.define / Ext.create / callParent(arguments) code against Lib classes', () => {
    page.run(legacyApp);
    page.run(`
      window.store = Ext.create('App.store.Users', {
        proxy: {type: 'memory', reader: {type: 'json', root: 'items'}},
        data: {items: [{id: 1, name: 'Ada', age: '36'}]}
      });
      window.admin = Ext.create('App.model.Admin', {id: 2, name: 'Grace'});
    `);
    const { store, admin, Lib } = page.window;
    expect(store).to.be.instanceOf(Lib.data.Store);
    expect(store.builtBy).to.equal('App.store.Users');
    expect(store.getAt(0).get('age')).to.equal(36);
    expect(store.getAt(0).greet()).to.equal('Hello Ada');
    expect(admin.greet()).to.equal('Hello Grace (admin)');
    expect(page.Lib.migration.report().total).to.equal(0);
    expect(page.warnings).to.deep.equal([]);
  });

  it('resolves Ext.* names, alternate names and Ext JS 5 locations to the Lib twins', () => {
    const { Lib } = page;
    const get = (name: string) => Lib.ClassManager.get(name);
    expect(get('Ext.data.Store')).to.equal(Lib.data.Store);
    expect(get('Ext.data.proxy.Rest')).to.equal(Lib.data.proxy.Rest);
    expect(get('Ext.data.RestProxy')).to.equal(Lib.data.proxy.Rest);
    expect(get('Ext.data.HttpProxy')).to.equal(Lib.data.proxy.Ajax);
    expect(get('Ext.data.JsonReader')).to.equal(Lib.data.reader.Json);
    expect(get('Ext.data.Record')).to.equal(Lib.data.Model);
    expect(get('Ext.data.field.Field')).to.equal(Lib.data.Field);
    expect(get('Ext.util.Observable')).to.equal(Lib.util.Observable);
    expect(get('Ext.Base')).to.equal(Lib.Base);
    expect(Lib.ClassManager.isCreated('Ext.data.proxy.Rest')).to.equal(true);
  });

  it('resolves Ext.grid.Panel and its Ext JS 4 alternate Ext.grid.GridPanel', () => {
    const { Lib } = page;
    expect(Lib.ClassManager.get('Ext.grid.Panel')).to.equal(Lib.grid.Panel);
    expect(Lib.ClassManager.get('Ext.grid.GridPanel')).to.equal(Lib.grid.Panel);
    expect(page.run('Ext.grid.GridPanel')).to.equal(Lib.grid.Panel);
  });

  it("resolves Ext JS 4's abstract bases to the Lib class that plays their part", () => {
    const { Lib } = page;
    expect(Lib.ClassManager.get('Ext.AbstractComponent')).to.equal(Lib.Component);
    expect(Lib.ClassManager.get('Ext.container.AbstractContainer')).to.equal(
      Lib.container.Container,
    );
    expect(page.run('Ext.panel.AbstractPanel')).to.equal(Lib.panel.Panel);
    // An override of the abstract base reaches every component.
    page.run(
      "Ext.override(Ext.AbstractComponent, {shout: function () { return 'hi ' + this.xtype; }})",
    );
    expect(page.run("Ext.create('Ext.button.Button').shout()")).to.equal('hi button');
    // The docking order legacy code sets there is not Lib's: a warning names it.
    page.run('Ext.panel.AbstractPanel.prototype.defaultDockWeights = {top: 1, bottom: 3}');
    expect(page.warnings.join('\n')).to.match(/config 'defaultDockWeights' is not provided by Lib/);
  });

  it('resolves Ext.data.ArrayStore, its alternate Ext.data.SimpleStore and Ext.data.JsonStore', () => {
    const { Lib } = page;
    expect(Lib.ClassManager.get('Ext.data.ArrayStore')).to.equal(Lib.data.ArrayStore);
    expect(Lib.ClassManager.get('Ext.data.SimpleStore')).to.equal(Lib.data.ArrayStore);
    expect(Lib.ClassManager.get('Ext.data.JsonStore')).to.equal(Lib.data.JsonStore);
    expect(page.run('Ext.data.SimpleStore')).to.equal(Lib.data.ArrayStore);
    const states = page.run(`
      Ext.create('Ext.data.SimpleStore', {
        fields: ['abbr', 'name'],
        data: [['AL', 'Alabama'], ['AK', 'Alaska']]
      })
    `);
    expect(states.getAt(1).get('name')).to.equal('Alaska');
    const users = page.run(
      "Ext.create({xclass: 'Ext.data.JsonStore', fields: ['id'], proxy: {type: 'ajax', url: '/u'}})",
    );
    expect(users).to.be.instanceOf(Lib.data.JsonStore);
    expect(page.Lib.migration.report().total).to.equal(0);
    expect(page.warnings).to.deep.equal([]);
  });

  it('runs a legacy grid subclass: extend Ext.grid.Panel, initComponent + callParent', async () => {
    page.run(`
      Ext.define('App.model.User', {extend: 'Ext.data.Model', fields: ['id', 'name', 'email']});
      Ext.define('App.view.UserGrid', {
        extend: 'Ext.grid.Panel',
        alias: 'widget.usergrid',
        title: 'Users',
        initComponent: function () {
          this.columns = [
            {header: 'Name', dataIndex: 'name', flex: 1},
            {text: 'Email', dataIndex: 'email', editor: 'textfield'}
          ];
          this.callParent(arguments);
          this.initialised = true;
        }
      });
      window.grid = Ext.create('App.view.UserGrid', {
        renderTo: document.body,
        width: 400,
        height: 200,
        store: Ext.create('Ext.data.Store', {
          model: 'App.model.User',
          data: [{id: 1, name: 'Ada', email: 'ada@example.com'}]
        })
      });
    `);
    const { grid, document } = page.window;
    // Ext's deferInitialRefresh (the shim's default): the rows come with viewready.
    await new Promise((resolve) => grid.on('viewready', resolve));
    expect(grid).to.be.instanceOf(page.Lib.grid.Panel);
    expect(grid.initialised).to.equal(true);
    expect(document.querySelectorAll('.x-grid-row')).to.have.length(1);
    expect(document.querySelector('.x-grid-cell')!.textContent).to.equal('Ada');
    expect(page.run("Ext.widget('usergrid', {store: grid.getStore()})")).to.be.instanceOf(
      page.window.App.view.UserGrid,
    );
    expect(page.warnings).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });

  it('maps Ext.ComponentQuery: a legacy grid found by xtype, its columns by selector', () => {
    page.run(`
      window.grid = Ext.create('Ext.grid.Panel', {
        itemId: 'users',
        renderTo: document.body,
        columns: [{text: 'Name', dataIndex: 'name'}, {text: 'Email', dataIndex: 'email'}],
        store: Ext.create('Ext.data.Store', {fields: ['name', 'email'], data: [{name: 'Ada'}]})
      });
    `);
    const { grid } = page.window;
    expect(page.run('Ext.ComponentQuery')).to.equal(page.Lib.ComponentQuery);
    expect(page.run("Ext.ComponentQuery.query('grid')")).to.deep.equal([grid]);
    expect(
      page.run("Ext.ComponentQuery.query('#users gridcolumn[dataIndex=email]')"),
    ).to.deep.equal([grid.columns[1]]);
    expect(page.run("grid.down('gridcolumn').up('gridpanel') === grid")).to.equal(true);
    expect(page.run("Ext.ComponentQuery.is(grid, 'panel')")).to.equal(true);
    expect(page.warnings).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });

  it('accepts Ext names in Ext.create, xclass, type and model strings', () => {
    page.run(legacyApp);
    const { Lib } = page;
    const rest = page.run("Ext.create('Ext.data.RestProxy', {url: '/api/users'})");
    expect(rest).to.be.instanceOf(Lib.data.proxy.Rest);
    const byXclass = page.run("Ext.create({xclass: 'Ext.data.proxy.Rest', url: '/api/users'})");
    expect(byXclass).to.be.instanceOf(Lib.data.proxy.Rest);
    const store = page.run(
      "Ext.create('Ext.data.Store', {model: 'App.model.User', proxy: {type: 'rest', url: '/api/users'}})",
    );
    expect(store.getProxy()).to.be.instanceOf(Lib.data.proxy.Rest);
    expect(store.model).to.equal(page.window.App.model.User);
  });

  it('starts the quick tips as legacy apps do, and makes tooltips by their Ext names', () => {
    page.run(`
      Ext.QuickTips.init();
      Ext.tip.QuickTipManager.init();
      window.tip = Ext.create('Ext.tip.ToolTip', {target: document.body, html: 'Hi'});
      window.alt = new Ext.ToolTip({target: document.body});
    `);
    expect(page.run('Ext.tip.QuickTipManager.getQuickTip().id')).to.equal('ext-quicktips-tip');
    expect(page.run('Ext.QuickTips === Ext.tip.QuickTipManager')).to.equal(true);
    expect(page.run('tip instanceof Lib.tip.ToolTip && alt instanceof Lib.tip.ToolTip')).to.equal(
      true,
    );
    expect(page.warnings).to.deep.equal([]);
  });

  it('reaches the Ext JS 4 alternate names as properties too (Ext.data.RestProxy)', () => {
    expect(page.run('Ext.data.RestProxy')).to.equal(page.Lib.data.proxy.Rest);
    expect(page.run('Ext.data.Store')).to.equal(page.Lib.data.Store);
    const proxy = page.run("new Ext.data.RestProxy({url: '/u'})");
    expect(proxy).to.be.instanceOf(page.Lib.data.proxy.Rest);
  });

  it('accepts Ext names in extend, mixins and override', () => {
    page.run(`
      Ext.define('App.Emitter', {
        extend: 'Ext.Base',
        mixins: {observable: 'Ext.util.Observable'},
        constructor: function (config) { this.mixins.observable.constructor.call(this, config); }
      });
      Ext.define('App.override.Store', {
        override: 'Ext.data.Store',
        describeMe: function () { return 'store of ' + this.getCount(); }
      });
    `);
    const emitter = page.run('Ext.create("App.Emitter", {})');
    let fired = 0;
    emitter.on('ping', () => fired++);
    emitter.fireEvent('ping');
    expect(fired).to.equal(1);
    expect(page.run("Ext.create('Ext.data.Store', {fields: ['a']}).describeMe()")).to.equal(
      'store of 0',
    );
  });

  it('Ext.override patches a Lib class as Ext.override did', () => {
    page.run(`
      Ext.override(Ext.data.Store, { sizeText: function () { return this.getCount() + ' rows'; } });
    `);
    expect(page.run("Ext.create('Ext.data.Store', {fields: ['a']}).sizeText()")).to.equal('0 rows');
  });

  describe('an Ext class Lib does not provide', () => {
    it('throws a Lib.Error naming it when created or extended', () => {
      const { Lib } = page;
      expect(() => page.run("Ext.create('Ext.tree.Panel', {})"))
        .to.throw(/'Ext\.tree\.Panel'/)
        .that.satisfies((error: Error) => error instanceof Lib.Error);
      expect(() => page.run("Ext.define('App.Tree', {extend: 'Ext.tree.Panel'})")).to.throw(
        Lib.Error,
        /extend 'Ext\.tree\.Panel' is not a registered class/,
      );
    });

    it('is reported once by name and counted at every use', () => {
      for (let i = 0; i < 3; i++) {
        try {
          page.run("Ext.create('Ext.tree.Panel')");
        } catch {
          // expected: the class does not exist
        }
      }
      expect(page.Lib.ClassManager.get('Ext.tree.Panel')).to.equal(null);
      expect(page.warnings).to.have.length(1);
      expect(page.warnings[0]).to.include("'Ext.tree.Panel' is an Ext JS class");
      expect(page.Lib.migration.report().unknownClasses).to.deep.equal([
        { name: 'Ext.tree.Panel', count: 4 },
      ]);
    });

    it('is reported when required, at ready time or when a report is asked for', () => {
      page.run(`
        Ext.define('App.Screen', {
          requires: ['Ext.data.Store', 'Ext.chart.Chart', 'Ext.grid.*', 'Ext.ux.Thing', 'App.Other'],
          uses: ['Ext.tree.Panel']
        });
      `);
      expect(page.Lib.migration.report().unknownClasses).to.deep.equal([
        { name: 'Ext.chart.Chart', count: 1 },
        { name: 'Ext.tree.Panel', count: 1 },
      ]);
    });

    it('leaves names outside Ext alone (no report)', () => {
      expect(page.Lib.ClassManager.get('App.Missing')).to.equal(null);
      expect(() => page.run("Ext.create('App.Missing')")).to.throw(/'App\.Missing'/);
      expect(page.Lib.migration.report().total).to.equal(0);
      expect(page.warnings).to.deep.equal([]);
    });
  });

  describe('an Ext xtype or alias Lib does not provide', () => {
    it('throws a Lib.Error naming it and is reported once', () => {
      const { Lib } = page;
      for (let i = 0; i < 2; i++) {
        expect(() => page.run("Ext.widget('treepanel', {})")).to.throw(
          Lib.Error,
          /'widget\.treepanel'/,
        );
      }
      expect(() => page.run("Ext.create({xtype: 'treepanel'})")).to.throw(/'widget\.treepanel'/);
      expect(page.warnings).to.deep.equal([
        "[Lib.migration] xtype 'treepanel' ('widget.treepanel') is an Ext JS alias that Lib does not provide: creating it fails with a Lib.Error naming it.",
      ]);
      expect(Lib.migration.report().unknownAliases).to.deep.equal([
        { alias: 'widget.treepanel', count: 3 },
      ]);
    });

    it('reports proxy types by their alias', () => {
      expect(() =>
        page.run(
          "Ext.create('Ext.data.Store', {fields: ['a'], proxy: {type: 'jsonp', url: '/x'}})",
        ),
      ).to.throw(/proxy\.jsonp/);
      expect(page.Lib.migration.report().unknownAliases).to.deep.equal([
        { alias: 'proxy.jsonp', count: 1 },
      ]);
    });

    it('does not report an alias that is not Ext’s (a typo stays an ordinary error)', () => {
      expect(() => page.run("Ext.widget('nosuchwidget')")).to.throw(/widget\.nosuchwidget/);
      expect(page.Lib.migration.report().total).to.equal(0);
    });
  });
});
