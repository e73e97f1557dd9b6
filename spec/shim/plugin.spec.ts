import { expect } from 'chai';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.AbstractPlugin", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
    page.run(`Ext.define('App.plugin.Counter', {
      extend: 'Ext.AbstractPlugin',
      alias: 'plugin.counter',
      step: 1,
      count: 0,
      init: function (host) {
        this.host = host;
        host.on('bump', function () { this.count += this.step; }, this);
      }
    });`);
  });
  afterEach(() => page.close());

  it('is a base class whose alias gives the ptype findPlugin looks for', () => {
    const button = page.run(`Ext.create('Ext.button.Button', {plugins: ['counter']})`);
    const plugin = button.findPlugin('counter');
    expect(plugin).to.be.instanceOf(page.run('App.plugin.Counter'));
    expect(plugin.isPlugin).to.equal(true);
    expect(plugin.ptype).to.equal('counter');
    expect(plugin.host).to.equal(button);
    button.fireEvent('bump');
    expect(plugin.count).to.equal(1);
    expect(page.warnings.join('\n')).not.to.match(/AbstractPlugin/);
    expect(page.run('Lib.migration.report()').unknownClasses).to.deep.equal([]);
  });

  it('keeps its config (with the host as cmp, as Ext 4 gives it) and clones from it', () => {
    const button = page.run(`Ext.create('Ext.button.Button', {
      plugins: [{ptype: 'counter', step: 5, pluginId: 'c'}]
    })`);
    const plugin = button.getPlugin('c');
    expect(plugin.step).to.equal(5);
    expect(plugin.getCmp()).to.equal(button);
    expect(plugin.pluginConfig).to.include({ ptype: 'counter', step: 5, cmp: button });
    const copy = plugin.clonePlugin({ step: 7 });
    expect(copy).to.not.equal(plugin);
    expect([copy.step, copy.pluginId, copy.getCmp()]).to.deep.equal([7, 'c', button]);
    copy.setCmp(null);
    expect(copy.getCmp()).to.equal(null);
  });

  it("gives Lib's own plugins their host as cmp too, without a warning", () => {
    const grid = page.run(`Ext.create('Ext.grid.Panel', {
      store: Ext.create('Ext.data.Store', {fields: ['a'], data: [{a: 1}]}),
      columns: [{dataIndex: 'a', editor: 'textfield'}],
      plugins: [{ptype: 'rowediting', clicksToEdit: 1}]
    })`);
    expect(grid.plugins.map((p: { cmp: unknown }) => p.cmp === grid)).to.deep.equal([true]);
    expect(page.warnings).to.deep.equal([]);
  });

  it('takes an instance as it is: init(host) is its only link to the host', () => {
    const plugin = page.run(`Ext.create('App.plugin.Counter', {step: 2})`);
    expect(plugin.getCmp()).to.equal(undefined);
    const button = page.run('Ext.create')('Ext.button.Button', { plugins: [plugin] });
    expect(button.plugins[0]).to.equal(plugin);
    expect(plugin.host).to.equal(button);
  });

  it('enables and disables; init and destroy do nothing of their own', () => {
    const plugin = page.run(`Ext.create('Ext.AbstractPlugin', {x: 1})`);
    expect([plugin.disabled, plugin.x]).to.deep.equal([false, 1]);
    plugin.disable();
    expect(plugin.disabled).to.equal(true);
    plugin.enable();
    expect(plugin.disabled).to.equal(false);
    expect(plugin.init({})).to.equal(undefined);
    expect(plugin.destroy()).to.equal(undefined);
  });

  it('is destroyed with its host', () => {
    const destroyed = page.run(`
      var seen = [];
      Ext.define('App.plugin.Tracked', {
        extend: 'Ext.AbstractPlugin', alias: 'plugin.tracked',
        destroy: function () { seen.push(this.getCmp().id); }
      });
      Ext.create('Ext.Component', {id: 'host', plugins: 'tracked'}).destroy();
      seen`);
    expect(destroyed).to.deep.equal(['host']);
  });

  it('mixes in, as Ext.ux.DataTip does (mixins: {plugin: ...})', () => {
    const tip = page.run(`
      Ext.define('App.TipPlugin', {
        extend: 'Ext.util.Observable',
        mixins: {plugin: 'Ext.AbstractPlugin'},
        constructor: function (config) {
          this.mixins.plugin.constructor.call(this, config);
          this.callParent([config]);
        },
        init: function (host) {
          this.mixins.plugin.init.call(this, host);
          this.setCmp(host);
        }
      });
      var host = Ext.create('Ext.Component', {plugins: [Ext.create('App.TipPlugin', {tpl: 'x'})]});
      host.plugins[0]`);
    expect(tip.tpl).to.equal('x');
    expect(tip.pluginConfig).to.deep.equal({ tpl: 'x' });
    expect(tip.getCmp().isComponent).to.equal(true);
    expect(tip.isPlugin).to.equal(true);
  });
});
