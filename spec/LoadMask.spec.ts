import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../index';
import { LoadMask } from '../classes/LoadMask';
import type { Component } from '../classes/Component';
import { useDom } from './dom.helpers';
import { defineFakeProxy, respond, storeTracker, undefineFakeProxy } from './data/Store.fakes';

/** A rendered panel (the usual target), 200 × 100, in the body. */
const panel = (config: any = {}): any =>
  Lib.create('Lib.panel.Panel', {
    title: 'P',
    width: 200,
    height: 100,
    renderTo: document.body,
    ...config,
  });

/** What the user sees of the mask in `node`: the veil, the message, its classes and role. */
function maskOf(node: HTMLElement) {
  const veil = node.querySelector(':scope > .x-mask');
  const box = node.querySelector(':scope > .x-mask-msg');
  return {
    veil: !!veil,
    text: box ? box.textContent : null,
    cls: box ? box.className : null,
    role: box ? box.getAttribute('role') : null,
    busy: node.getAttribute('aria-busy'),
  };
}

const hidden = { veil: false, text: null, cls: null, role: null, busy: null };

describe('Lib.LoadMask', () => {
  useDom();
  const made: any[] = [];
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const keep = <T>(c: T): T => (made.push(c), c);

  it('is registered as Lib.LoadMask with the xtype loadmask', () => {
    expect((Lib as any).LoadMask).to.equal(LoadMask);
    const target = keep(panel());
    const mask = keep(Lib.widget('loadmask', { target }));
    expect(mask).to.be.instanceOf(LoadMask);
    expect(mask.target).to.equal(target);
    expect(mask.isHidden()).to.equal(true);
    expect(mask.isVisible()).to.equal(false);
  });

  describe('showing and hiding', () => {
    it("covers the target's element with the veil and a status message, and marks it busy", () => {
      const target = keep(panel());
      const mask = keep(new LoadMask({ target }));
      expect(maskOf(target.el.dom)).to.deep.equal(hidden);
      expect(mask.show()).to.equal(mask);
      expect(maskOf(target.el.dom)).to.deep.equal({
        veil: true,
        text: 'Loading...',
        cls: 'x-mask-msg x-mask-loading',
        role: 'status',
        busy: 'true',
      });
      expect(mask.isVisible()).to.equal(true);
      mask.hide();
      expect(maskOf(target.el.dom)).to.deep.equal(hidden);
      expect(mask.isVisible()).to.equal(false);
    });

    it('takes msg (as text), msgCls and useMsg: false (the veil only)', () => {
      const target = keep(panel());
      keep(new LoadMask({ target, msg: '<b>Saving</b>', msgCls: 'app-saving' })).show();
      expect(maskOf(target.el.dom)).to.include({
        text: '<b>Saving</b>',
        cls: 'x-mask-msg app-saving',
      });
      const other = keep(panel());
      keep(new LoadMask({ target: other, useMsg: false })).show();
      expect(maskOf(other.el.dom)).to.include({ veil: true, text: null, busy: 'true' });
    });

    it("takes Ext's older (target, config) form", () => {
      const target = keep(panel());
      const mask = keep(new (LoadMask as any)(target, { msg: 'Wait' }));
      mask.show();
      expect(mask.target).to.equal(target);
      expect(maskOf(target.el.dom).text).to.equal('Wait');
    });

    it("useTargetEl masks the component's layout target (a panel's body)", () => {
      const target = keep(panel());
      keep(new LoadMask({ target, useTargetEl: true })).show();
      expect(maskOf(target.body.dom).veil).to.equal(true);
      expect(maskOf(target.el.dom).veil).to.equal(false);
    });

    it('masks an element given as a node, an Element or an id', () => {
      document.body.innerHTML = '<div id="area"></div>';
      const area = document.getElementById('area')!;
      for (const target of [area, Lib.get(area), 'area']) {
        const mask = keep(new LoadMask({ target, msg: 'x' }));
        mask.show();
        expect(maskOf(area).veil).to.equal(true);
        mask.hide();
        expect(maskOf(area)).to.deep.equal(hidden);
      }
    });

    it('fires beforeshow/show and beforehide/hide once per change; beforeshow false cancels', () => {
      const target = keep(panel());
      const mask = keep(new LoadMask({ target }));
      const events: string[] = [];
      for (const name of ['beforeshow', 'show', 'beforehide', 'hide']) {
        mask.on(name, (m: unknown) => void events.push(name + (m === mask ? '' : '?')));
      }
      mask.show();
      mask.show();
      mask.hide();
      mask.hide();
      expect(events).to.deep.equal(['beforeshow', 'show', 'beforehide', 'hide']);
      mask.on('beforeshow', () => false);
      mask.show();
      expect(maskOf(target.el.dom).veil).to.equal(false);
    });

    it('masks a target that is not rendered yet once it renders', () => {
      const target = keep(panel({ renderTo: null }));
      keep(new LoadMask({ target, msg: 'Later' })).show();
      target.render(document.body);
      expect(maskOf(target.el.dom)).to.include({ veil: true, text: 'Later' });
    });

    it('refuses a missing target, naming the config', () => {
      expect(() => new LoadMask({ msg: 'x' })).to.throw(TypeError, /\[Lib\.LoadMask\] target/);
      expect(() => new LoadMask({ target: 'no-such-id' })).to.throw(
        TypeError,
        /target.*'no-such-id'/,
      );
    });
  });

  describe('bound to a store', () => {
    before(defineFakeProxy);
    after(undefineFakeProxy);
    const store = storeTracker();
    const pending = (s: any) => s.getProxy().calls.at(-1);

    it('shows while the store loads, hides when the load ends', () => {
      const target = keep(panel());
      const users = store({ fields: ['name'], proxy: { type: 'specfake' } });
      keep(new LoadMask({ target, store: users }));
      users.load();
      expect(maskOf(target.el.dom).veil).to.equal(true);
      respond(users.getProxy(), pending(users), { rows: [{ name: 'Ann' }] });
      expect(maskOf(target.el.dom)).to.deep.equal(hidden);
    });

    it('hides after a failed load too', () => {
      const target = keep(panel());
      const users = store({ fields: ['name'], proxy: { type: 'specfake' } });
      keep(new LoadMask({ target, store: users }));
      users.load();
      respond(users.getProxy(), pending(users), { success: false });
      expect(maskOf(target.el.dom)).to.deep.equal(hidden);
    });

    it('shows at once when bound to a store already loading (given by storeId too)', () => {
      const target = keep(panel());
      const users = store({ storeId: 'maskUsers', fields: ['name'], proxy: { type: 'specfake' } });
      users.load();
      const mask = keep(new LoadMask({ target, store: 'maskUsers' }));
      expect(mask.store).to.equal(users);
      expect(maskOf(target.el.dom).veil).to.equal(true);
    });

    it('shows nothing for a load another beforeload listener vetoes', () => {
      const target = keep(panel());
      const users = store({ fields: ['name'], proxy: { type: 'specfake' } });
      keep(new LoadMask({ target, store: users }));
      users.on('beforeload', () => false);
      users.load();
      expect(maskOf(target.el.dom).veil).to.equal(false);
    });

    it('bindStore moves to another store; bindStore(null) hides a mask shown for a load', () => {
      const target = keep(panel());
      const first = store({ fields: ['name'], proxy: { type: 'specfake' } });
      const second = store({ fields: ['name'], proxy: { type: 'specfake' } });
      const mask = keep(new LoadMask({ target, store: first }));
      mask.bindStore(second);
      first.load();
      expect(maskOf(target.el.dom).veil).to.equal(false);
      second.load();
      expect(maskOf(target.el.dom).veil).to.equal(true);
      mask.bindStore(null);
      expect(maskOf(target.el.dom).veil).to.equal(false);
    });

    it('a disabled mask does not show; disabling it during a load hides it', () => {
      const target = keep(panel());
      const users = store({ fields: ['name'], proxy: { type: 'specfake' } });
      const mask = keep(new LoadMask({ target, store: users, disabled: true }));
      users.load();
      expect(maskOf(target.el.dom).veil).to.equal(false);
      respond(users.getProxy(), pending(users), { rows: [] });
      mask.enable();
      users.load();
      expect(maskOf(target.el.dom).veil).to.equal(true);
      mask.disable();
      expect(maskOf(target.el.dom).veil).to.equal(false);
    });
  });

  describe('teardown', () => {
    it('is destroyed with its target', () => {
      const target: Component = panel();
      const mask = new LoadMask({ target });
      mask.show();
      target.destroy();
      expect(mask.isDestroyed).to.equal(true);
      expect(Lib.getCmp(mask.id)).to.equal(undefined);
    });

    it('destroying it takes the mask off and stops following the store', () => {
      defineFakeProxy();
      const target = keep(panel());
      const users = Lib.create('Lib.data.Store', { fields: ['name'], proxy: { type: 'specfake' } });
      const mask = new LoadMask({ target, store: users });
      mask.show();
      mask.destroy();
      expect(maskOf(target.el.dom)).to.deep.equal(hidden);
      const show = sinon.spy(mask, 'show');
      users.load();
      expect(show.called).to.equal(false);
      expect(maskOf(target.el.dom).veil).to.equal(false);
      users.destroy();
      undefineFakeProxy();
    });
  });
});
