import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The core and every pack (Ext.application is in the app pack, quick tips in the tips pack).
const libScript = readFileSync(new URL('../dist/lib-all.js', import.meta.url), 'utf8');
const shimScript = readFileSync(new URL('../dist/lib-ext-shim.js', import.meta.url), 'utf8');

describe('dist/lib-ext-shim.js in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: shimScript });
  });

  it('boots a sloppy-mode legacy app with no console errors', async () => {
    await t.page.addScriptTag({
      content: `
        Ext.Loader.setConfig({enabled: true, paths: {App: 'app'}});
        Ext.require(['Ext.data.Store', 'Ext.data.proxy.Rest']);
        Ext.define('App.model.User', {
          extend: 'Ext.data.Model',
          fields: ['id', 'name', 'email'],
          validations: [{type: 'email', field: 'email'}]
        });
        Ext.define('App.store.Users', {
          extend: 'Ext.data.Store',
          model: 'App.model.User',
          constructor: function (config) {
            config = Ext.apply({proxy: {type: 'memory', reader: {type: 'json', root: 'items'}}}, config);
            this.callParent(arguments.length ? [config] : []);
          },
          names: function () { return this.collect('name').join(', '); }
        });
        Ext.application({
          name: 'App',
          launch: function () {
            this.users = Ext.create('App.store.Users', {data: {items: [{id: 1, name: 'Ada'}, {id: 2, name: 'Grace'}]}});
          }
        });
        window.result = App.app.users.names();
      `,
    });
    expect(await t.page.evaluate(() => (window as any).result)).to.equal('Ada, Grace');
    expect(await t.page.evaluate(() => (window as any).Ext === (window as any).Lib)).to.equal(true);
    expect(t.errors).to.deep.equal([]);
    expect(t.warnings).to.deep.equal([]);
  });

  it('warns once for an Ext class Lib does not provide and throws a Lib.Error naming it', async () => {
    const outcome = await t.page.evaluate(() => {
      const Ext = (window as any).Ext;
      const messages: string[] = [];
      for (let i = 0; i < 2; i++) {
        try {
          Ext.create('Ext.tree.Panel', {});
        } catch (error) {
          messages.push((error as Error).name + ': ' + (error as Error).message);
        }
      }
      return { messages, report: Ext.migration.report() };
    });
    expect(outcome.messages).to.have.length(2);
    expect(outcome.messages[0]).to.match(/^Lib\.Error: .*'Ext\.tree\.Panel'/);
    expect(t.warnings).to.have.length(1);
    expect(t.warnings[0]).to.include(
      "'Ext.tree.Panel' is an Ext JS class that Lib does not provide",
    );
    expect(outcome.report.unknownClasses).to.deep.equal([{ name: 'Ext.tree.Panel', count: 2 }]);
  });
});
