import { expect } from 'chai';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from '../shim/helpers';

describe('Lib.app.EventBus', () => {
  useFreshDist('lib.js', 'lib-app.js');
  let page: ShimPage;
  beforeEach(() => {
    page = openPage({ shim: false, packs: ['app'] });
  });
  afterEach(() => page.close());

  it('leaves the classes of a domain alone until a controller listens to it', () => {
    const owns = (cls: string) =>
      page.run(`Object.prototype.hasOwnProperty.call(${cls}.prototype, 'fireEvent')`);
    expect([owns('Lib.Component'), owns('Lib.data.AbstractStore')]).to.deep.equal([false, false]);
    page.run(`
      window.seen = [];
      Lib.define('Shop.controller.Main', {
        extend: 'Lib.app.Controller',
        init: function () {
          this.control({'component[itemId=a]': {ping: function (n) { seen.push(n); }}});
        }
      });
      Lib.create('Shop.controller.Main').doInit();
    `);
    expect([owns('Lib.Component'), owns('Lib.data.AbstractStore')]).to.deep.equal([true, false]);
    page.run(`
      Lib.create('Lib.Component', {itemId: 'a'}).fireEvent('ping', 1);
      Lib.create('Lib.Component', {itemId: 'b'}).fireEvent('ping', 2);
    `);
    expect(page.window.seen).to.deep.equal([1]);
  });

  it('dispatches to the handlers of the selectors a target matches, stopping at a false', () => {
    const calls = page.run(`
      var calls = [];
      var bus = Lib.app.EventBus, a = {id: 'a'}, b = {id: 'b'};
      bus.listen({store: {
        '#users': {load: function () { calls.push('a users'); return false; }},
        '*': {load: function () { calls.push('a any'); }}
      }}, a);
      bus.listen({store: {'*': {load: function () { calls.push('b any'); }}}}, b);
      var users = {storeId: 'users'}, other = {storeId: 'other'};
      calls.push(bus.dispatch('store', users, 'load', []));
      calls.push(bus.dispatch('store', other, 'LOAD', []));
      bus.unlisten(a);
      calls.push(bus.dispatch('store', users, 'load', []));
      calls;
    `);
    expect(calls).to.deep.equal(['a users', false, 'a any', 'b any', true, 'b any', true]);
  });
});
