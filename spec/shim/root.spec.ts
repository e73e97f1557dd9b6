import { expect } from 'chai';
import { browserFlags } from '../../shim/root';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's helpers on Ext itself", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
  });
  afterEach(() => page.close());

  it('getDoc, getHead and Ext.Element (Ext.dom.Element)', () => {
    expect(page.run('Ext.getDoc().dom === document')).to.equal(true);
    expect(page.run('Ext.getHead().dom === document.head')).to.equal(true);
    expect(page.run('Ext.Element === Ext.dom.Element')).to.equal(true);
    expect(page.run("Ext.Element.get('nope')")).to.equal(null);
  });

  it('urlEncode and urlDecode, as Ext 4 names them', () => {
    expect(page.run("Ext.urlEncode({a: 1, b: ['x', 'y']})")).to.equal('a=1&b=x&b=y');
    expect(page.run("Ext.urlEncode({a: 1}, 'start=0')")).to.equal('start=0&a=1');
    expect(page.run("Ext.urlDecode('a=1&b=2&b=3')")).to.deep.equal({ a: '1', b: ['2', '3'] });
  });

  it('value, callback (a function or a method name, now or after a delay)', () => {
    expect(page.run("Ext.value('', 'x')")).to.equal('x');
    expect(page.run("Ext.value('', 'x', true)")).to.equal('');
    expect(
      page.run('Ext.callback(function (a, b) { return this.k + a + b; }, {k: 1}, [2, 3])'),
    ).to.equal(6);
    expect(
      page.run("Ext.callback('twice', {twice: function (n) { return 2 * n; }}, [4])"),
    ).to.equal(8);
    expect(page.run('Ext.callback(null)')).to.equal(undefined);
    expect(() => page.run("Ext.callback('nope', {})")).to.throw(/no method named 'nope'/);
    // The delay goes through the page's setTimeout (stubbed: the suite may fake the clock).
    page.run(`window.timers = []; window.setTimeout = function (fn, ms) { timers.push([fn, ms]); };
      window.later = 0; Ext.callback(function (n) { later += n; }, null, [2], 5)`);
    expect(page.window.later).to.equal(0);
    const [[fn, ms]] = page.window.timers;
    expect(ms).to.equal(5);
    fn();
    expect(page.window.later).to.equal(2);
  });

  it('destroy and destroyMembers take components, elements and arrays apart; removeNode', () => {
    const gone = page.run(`(function () {
      var a = Ext.create('Ext.Component', {renderTo: document.body});
      var b = Ext.create('Ext.Component');
      var el = Ext.get(document.body.appendChild(document.createElement('p')));
      Ext.destroy(a, null, [b, el]);
      var owner = {c: Ext.create('Ext.Component'), keep: 1};
      var c = owner.c;
      Ext.destroyMembers(owner, 'c', 'missing');
      var n = document.body.appendChild(document.createElement('i'));
      Ext.removeNode(n);
      return [a.isDestroyed, b.isDestroyed, !!document.querySelector('p'), c.isDestroyed, 'c' in owner, owner.keep, n.parentNode];
    })()`);
    expect(gone).to.deep.equal([true, true, false, true, false, 1, null]);
  });

  it('isReady, onDocumentReady, BLANK_IMAGE_URL and log', () => {
    expect(page.run('Ext.isReady')).to.equal(true);
    expect(page.run('Ext.onDocumentReady === Ext.onReady')).to.equal(true);
    expect(page.run('Ext.BLANK_IMAGE_URL')).to.match(/^data:image\/gif;base64,/);
    page.run("Ext.log({msg: 'careful', level: 'warn'}); Ext.log('plain')");
    expect(page.warnings).to.deep.equal(['careful']);
  });

  it("never replaces a member the page's Lib has", () => {
    expect(page.run('Ext.getBody === Lib.getBody && Ext.isEmpty === Lib.isEmpty')).to.equal(true);
  });

  it('reads the browser flags from the user agent; isIE is false', () => {
    const chrome = browserFlags(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    );
    expect(chrome).to.include({
      isChrome: true,
      isWebKit: true,
      isSafari: false,
      isGecko: false,
      isLinux: true,
      isIE: false,
      isIE8: false,
    });
    const safari = browserFlags(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    );
    expect(safari).to.include({ isSafari: true, isChrome: false, isMac: true });
    const firefox = browserFlags(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0',
    );
    expect(firefox).to.include({ isGecko: true, isWebKit: false, isWindows: true });
    expect(page.run('typeof Ext.isChrome')).to.equal('boolean');
  });
});
