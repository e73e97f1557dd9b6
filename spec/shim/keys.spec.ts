import { expect } from 'chai';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.util.KeyMap and Ext.util.KeyNav", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  beforeEach(() => {
    page = openPage();
    page.run(`document.body.innerHTML = '<div id="box" tabindex="0"><input id="field"></div>';
      window.seen = [];
      window.press = function (id, key, mods) {
        var e = new KeyboardEvent('keydown', Object.assign({key: key.key, keyCode: key.code, bubbles: true, cancelable: true}, mods));
        Object.defineProperty(e, 'keyCode', {value: key.code});
        Object.defineProperty(e, 'which', {value: key.code});
        document.getElementById(id).dispatchEvent(e);
        return e.defaultPrevented;
      };`);
  });
  afterEach(() => page.close());

  const press = (id: string, key: string, code: number, mods = {}) =>
    page.run(
      `press(${JSON.stringify(id)}, {key: ${JSON.stringify(key)}, code: ${code}}, ${JSON.stringify(mods)})`,
    );

  it('calls a binding for its keys and modifiers, then its defaultEventAction unless it returns true', () => {
    page.run(`window.map = new Ext.util.KeyMap({target: 'box', binding: [
      {key: 's', ctrl: true, defaultEventAction: 'preventDefault', fn: function (k, e) { seen.push('save ' + k + ' ' + (this === window.map)); }},
      {key: [13, 'x'], scope: {name: 'enter'}, fn: function (k) { seen.push(this.name + ' ' + k); return true; }, defaultEventAction: 'preventDefault'}
    ]})`);
    expect(press('box', 's', 83, { ctrlKey: true })).to.equal(true);
    expect(press('box', 's', 83)).to.equal(false);
    expect(press('box', 'Enter', 13)).to.equal(false);
    press('box', 'x', 88);
    expect(page.window.seen).to.deep.equal(['save 83 true', 'enter 13', 'enter 88']);
    expect(page.run('Ext.KeyMap === Ext.util.KeyMap')).to.equal(true);
  });

  it("takes Ext's older (el, binding, eventName) form; on/un, disable/enable, destroy", () => {
    page.run(`window.map = new Ext.util.KeyMap(Ext.get('box'), {key: 'a', fn: function () { seen.push('a'); }});
      window.b = function () { seen.push('b'); };
      map.on('b', b);`);
    press('box', 'a', 65);
    press('box', 'b', 66);
    page.run("map.un('b', b); map.disable()");
    press('box', 'a', 65);
    expect(page.run('map.isEnabled()')).to.equal(false);
    page.run('map.setDisabled(false)');
    press('box', 'a', 65);
    press('box', 'b', 66);
    page.run('map.destroy(true)');
    expect(page.run("document.getElementById('box')")).to.equal(null);
    expect(page.window.seen).to.deep.equal(['a', 'b', 'a']);
  });

  it('ignores keys typed in inputs with ignoreInputFields; names a target it cannot find', () => {
    page.run(
      `new Ext.util.KeyMap({target: 'box', ignoreInputFields: true, key: 'q', fn: function () { seen.push('q'); }})`,
    );
    press('field', 'q', 81);
    press('box', 'q', 81);
    expect(page.window.seen).to.deep.equal(['q']);
    expect(() => page.run("new Ext.util.KeyMap({target: 'nowhere', key: 1})")).to.throw(
      /KeyMap\] no element for the target nowhere/,
    );
  });

  it('KeyNav calls the handler of each named key with the event, preventing the default unless it returns true', () => {
    page.run(`window.nav = new Ext.util.KeyNav(Ext.get('box'), {
      scope: {id: 'list'},
      up: function (e) { seen.push('up ' + this.id + ' ' + e.getKey()); },
      enter: function () { seen.push('enter'); return true; },
      pageDown: function () { seen.push('pageDown'); }
    })`);
    expect(press('box', 'ArrowUp', 38)).to.equal(true);
    expect(press('box', 'Enter', 13)).to.equal(false);
    press('box', 'PageDown', 34);
    press('box', 'ArrowDown', 40);
    page.run('nav.disable()');
    press('box', 'ArrowUp', 38);
    page.run('nav.enable()');
    press('box', 'ArrowUp', 38);
    expect(page.window.seen).to.deep.equal(['up list 38', 'enter', 'pageDown', 'up list 38']);
    expect(page.run('Ext.KeyNav === Ext.util.KeyNav')).to.equal(true);
  });

  it('KeyNav takes a config with target, and starts disabled with disabled: true', () => {
    page.run(
      `window.nav = new Ext.util.KeyNav({target: 'box', disabled: true, esc: function () { seen.push('esc'); }})`,
    );
    press('box', 'Escape', 27);
    page.run('nav.setDisabled(false)');
    press('box', 'Escape', 27);
    expect(page.window.seen).to.deep.equal(['esc']);
  });

  it("an element's addKeyListener and addKeyMap make a KeyMap on it", () => {
    const map = page.run(
      `Ext.get('box').addKeyListener({key: 'z', ctrl: true}, function (k) { seen.push('z' + k); })`,
    );
    page.run(`Ext.get('box').addKeyMap({key: 13, fn: function () { seen.push('enter'); }})`);
    press('box', 'z', 90, { ctrlKey: true });
    press('box', 'z', 90);
    press('box', 'Enter', 13);
    expect(page.window.seen).to.deep.equal(['z90', 'enter']);
    expect(map).to.be.instanceOf(page.run('Ext.util.KeyMap'));
  });

  it('a component target listens on its element once rendered', () => {
    page.run(`window.c = Ext.create('Ext.Component', {id: 'cmp'});
      var map = new Ext.util.KeyMap({target: c, key: 'k', fn: function () { seen.push('k'); }});
      map.disable(); map.enable();
      c.render(document.body);`);
    press('cmp', 'k', 75);
    expect(page.window.seen).to.deep.equal(['k']);
  });
});
