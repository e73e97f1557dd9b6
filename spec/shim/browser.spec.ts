import { expect } from 'chai';
import { useShimPage } from './helpers';

describe("the Ext shim's Ext.util.Cookies and Ext.History", () => {
  const page = useShimPage();
  const run = (source: string) => page.run(source);

  describe('Ext.util.Cookies', () => {
    it('sets, gets and clears cookies, escaping values as Ext does', () => {
      // A page of a site (about:blank keeps no cookies).
      (page.window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
        'http://app.test/',
      );
      run("Ext.util.Cookies.set('theme', 'gray; dark')");
      run("Ext.util.Cookies.set('lang', 'en', new Date(Date.now() + 86400000))");
      expect(run("Ext.util.Cookies.get('theme')")).to.equal('gray; dark');
      expect(run("Ext.util.Cookies.get('lang')")).to.equal('en');
      expect(run("Ext.util.Cookies.get('nothing')")).to.equal(null);
      expect(run('document.cookie')).to.contain('theme=gray%3B%20dark');
      run("Ext.util.Cookies.clear('theme')");
      expect(run("Ext.util.Cookies.get('theme')")).to.equal(null);
      expect(run("Ext.util.Cookies.get('lang')")).to.equal('en');
    });
  });

  describe('Ext.History', () => {
    it('follows the URL fragment: ready, add, getToken and change', async () => {
      run(`window.seen = [];
        Ext.History.on('change', function (token) { seen.push('change ' + token); });
        Ext.History.init(function (h) { seen.push('ready ' + (h === Ext.util.History)); });`);
      // The page's own timer (Lib.onReady calls back from the page's task queue).
      await new Promise((resolve) => page.window.setTimeout(resolve, 20));
      expect(run('seen')).to.deep.equal(['ready true']);
      expect(run('Ext.History.add("users/7")')).to.equal(true);
      expect(run('Ext.History.getToken()')).to.equal('users/7');
      expect(run('location.hash')).to.equal('#users/7');
      // The same token again makes no entry (preventDuplicates).
      expect(run('Ext.History.add("users/7")')).to.equal(false);
      run('location.hash = "#orders"; window.dispatchEvent(new HashChangeEvent("hashchange"));');
      expect(run('seen')).to.deep.equal(['ready true', 'change users/7', 'change orders']);
      // init again calls back at once.
      expect(run('var again = 0; Ext.History.init(function () { again++; }); again')).to.equal(1);
    });
  });
});
