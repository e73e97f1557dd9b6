import { expect } from 'chai';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.ModelManager and Ext.regModel", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
  });
  afterEach(() => page.close());

  it('regModel defines a model (extending Ext.data.Model), with one deprecation warning', () => {
    page.run(`
      Ext.regModel('Employee', {fields: ['id', 'name']});
      Ext.regModel('Manager', {extend: 'Employee', fields: ['reports']});
    `);
    const manager = page.run("Ext.create('Manager', {name: 'Ada', reports: 3})");
    expect(manager.get('name')).to.equal('Ada');
    expect(manager).to.be.instanceOf(page.run('Employee'));
    expect(page.warnings.filter((w) => /regModel has been deprecated/.test(w))).to.have.length(1);
    expect(page.run('Lib.migration.report().total')).to.equal(0);
  });

  it('finds every model class by name, however it was defined, and creates records', () => {
    page.run("Ext.define('App.User', {extend: 'Ext.data.Model', fields: ['id', 'name']});");
    const User = page.run('App.User');
    const mm = page.run('Ext.ModelManager');
    expect(mm.getModel('App.User')).to.equal(User);
    expect(mm.get(User)).to.equal(User);
    expect(mm.isRegistered('App.User')).to.equal(true);
    expect(mm.getModel('Ext.data.Store')).to.equal(undefined);
    expect(mm.isRegistered('Nope')).to.equal(false);
    const user = mm.create({ name: 'Grace' }, 'App.User', 7);
    expect([user.get('name'), user.getId()]).to.deep.equal(['Grace', 7]);
    expect(page.run('Ext.ModelMgr')).to.equal(mm);
    expect(() => mm.create({}, 'Nope')).to.throw(/'Nope' is not a model class/);
  });

  it('registerType takes a model class under another name, and unregisterType forgets it', () => {
    page.run("Ext.define('App.Item', {extend: 'Ext.data.Model', fields: ['title']});");
    const mm = page.run('Ext.ModelManager');
    expect(mm.registerType('Item', page.run('App.Item'))).to.equal(page.run('App.Item'));
    expect(mm.create({ title: 'Pen' }, 'Item').get('title')).to.equal('Pen');
    mm.unregisterType('Item');
    expect(mm.getModel('Item')).to.equal(undefined);
    // The page's TypeError comes from another realm: compare by name.
    expect(() => mm.registerType('Bad', 5))
      .to.throw(/config of 'Bad' must be an object/)
      .with.property('name', 'TypeError');
  });

  it('a class that requires Ext.ModelManager is not reported as missing', () => {
    page.run("Ext.require(['Ext.ModelManager']);");
    expect(page.run('Lib.migration.report().unknownClasses')).to.deep.equal([]);
  });
});
