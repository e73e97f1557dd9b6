import { expect } from 'chai';
import { globalScript, scriptWindow } from '../helpers';
import { openPage, shimScript, type ShimPage } from './helpers';
import { useFreshDist } from '../dist.helpers';

describe('the Ext shim dist/lib-ext-shim.js', () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('makes window.Ext the page’s Lib and adds no other global', async () => {
    const window = scriptWindow() as any;
    try {
      window.eval(globalScript());
      const before = new Set(Object.getOwnPropertyNames(window));
      window.eval(shimScript());
      const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
      expect(added).to.deep.equal(['Ext']);
      expect(window.Ext).to.equal(window.Lib);
    } finally {
      await window.happyDOM.close();
    }
  });

  it('publishes Lib.migration with an empty report and writes nothing to the console', () => {
    page = openPage();
    const report = page.Lib.migration.report();
    expect(report).to.deep.equal({
      active: true,
      renamedConfigs: [],
      unsupportedConfigs: [],
      unknownClasses: [],
      unknownAliases: [],
      total: 0,
    });
    expect(page.warnings).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });

  it('installs once when loaded twice', () => {
    page = openPage();
    const migration = page.Lib.migration;
    page.run(shimScript());
    expect(page.Lib.migration).to.equal(migration);
    page.run("Ext.define('App.Twice', {extend: 'Ext.Base', value: 1})");
    expect(page.run('new App.Twice().value')).to.equal(1);
  });

  it('fails with a clear message when dist/lib.js was not loaded first', async () => {
    const window = scriptWindow() as any;
    try {
      expect(() => window.eval(shimScript())).to.throw(/needs dist\/lib\.js loaded before it/);
      expect(window.Ext).to.equal(undefined);
    } finally {
      await window.happyDOM.close();
    }
  });

  describe('when a real Ext JS is already on the page', () => {
    const realExt = `window.Ext = { version: '4.2.1', define: function () { return 'real'; } };`;

    it('leaves it alone and says so in one console message', () => {
      page = openPage({ before: realExt });
      expect(page.window.Ext).to.not.equal(page.Lib);
      expect(page.run("Ext.define('X', {})")).to.equal('real');
      expect(page.warnings).to.have.length(1);
      expect(page.warnings[0]).to.match(/window\.Ext is already defined \(Ext JS 4\.2\.1\)/);
      expect(page.warnings[0]).to.match(/leaves it alone/);
    });

    it('maps nothing and reports an inactive migration', () => {
      page = openPage({ before: realExt });
      expect(page.Lib.ClassManager.get('Ext.data.Store')).to.equal(null);
      expect(page.Lib.migration.active).to.equal(false);
      expect(page.Lib.migration.report()).to.include({ active: false, total: 0 });
    });
  });
});
