import { expect } from 'chai';
import sinon from 'sinon';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.EventManager", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
    page.run(`document.body.innerHTML = '<a id="link" href="#x">go</a>'; window.seen = [];`);
  });
  afterEach(() => page.close());

  const click = () =>
    page.run(`(function () {
      var e = new MouseEvent('click', {bubbles: true, cancelable: true});
      document.getElementById('link').dispatchEvent(e);
      return e.defaultPrevented;
    })()`);

  it('on/un listen on an element, the handler getting (e, target) in its scope; stopEvent', () => {
    page.run(`window.fn = function (e, t) {
        seen.push(this.id + ' ' + t.id + ' ' + (Ext.EventManager.getTarget(e) === t));
        Ext.EventManager.stopEvent(e);
      };
      Ext.EventManager.on('link', 'click', fn, {id: 'scope'});`);
    expect(click()).to.equal(true);
    page.run("Ext.EventManager.un('link', 'click', fn, {id: 'other'})");
    click();
    page.run("Ext.EventManager.removeListener('link', 'click', fn, undefined)");
    page.run("Ext.EventManager.purgeElement('link')");
    expect(click()).to.equal(false);
    expect(page.window.seen).to.deep.equal(['scope link true', 'scope link true']);
    page.run("Ext.EventManager.addListener('link', {click: function () { seen.push('obj'); }})");
    click();
    expect(page.window.seen).to.have.length(3);
    expect(() => page.run("Ext.EventManager.on('nowhere', 'click', fn)")).to.throw(
      /EventManager\.on\] no element for nowhere/,
    );
  });

  it('onWindowResize calls back with the new size 100 ms after the resizing stops, once per size', () => {
    const clock = sinon.useFakeTimers({
      global: page.window,
      toFake: ['setTimeout', 'clearTimeout'],
    } as never);
    try {
      page.run(`window.size = function (w, h) { seen.push(w + 'x' + h + ' ' + this.id); };
        window.scope = {id: 's'};
        Ext.EventManager.onWindowResize(size, scope);
        window.resize = function (w, h) {
          Object.defineProperty(document.documentElement, 'clientWidth', {value: w, configurable: true});
          Object.defineProperty(document.documentElement, 'clientHeight', {value: h, configurable: true});
          window.dispatchEvent(new Event('resize'));
        };
        resize(800, 600); resize(900, 600);`);
      clock.tick(99);
      expect(page.window.seen).to.deep.equal([]);
      clock.tick(1);
      expect(page.window.seen).to.deep.equal(['900x600 s']);
      // The same size again: nothing; another size: called.
      page.run('resize(900, 600)');
      clock.tick(200);
      page.run('resize(700, 500)');
      clock.tick(200);
      expect(page.window.seen).to.deep.equal(['900x600 s', '700x500 s']);
      // Removed with another scope: kept; with its own: gone.
      page.run('Ext.EventManager.removeResizeListener(size, {}); resize(600, 400)');
      clock.tick(200);
      page.run('Ext.EventManager.removeResizeListener(size, scope); resize(500, 300)');
      clock.tick(200);
      expect(page.window.seen).to.deep.equal(['900x600 s', '700x500 s', '600x400 s']);
    } finally {
      clock.restore();
    }
    expect(page.run('Ext.EventManager.onDocumentReady === Ext.onReady')).to.equal(true);
  });
});
