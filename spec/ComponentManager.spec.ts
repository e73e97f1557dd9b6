import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../lib/Lib';
import { Component } from '../classes/Component';
import { ComponentManager, ComponentManagerClass } from '../classes/ComponentManager';
import { def, useCleanup } from './helpers';
import { useDom } from './dom.helpers';

describe('Lib.ComponentManager', () => {
  const made: any[] = [];
  /** Remembers a component so that it is destroyed after the test. */
  const track = <T>(c: T): T => (made.push(c), c);
  // Registered before useDom's hooks so that components go while their window is still open.
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  useDom();
  useCleanup();

  function defineWidgets(): void {
    def('Spec.cm.Label', { extend: 'Lib.Component', xtype: 'speclabel' });
    def('Spec.cm.Box', { extend: 'Lib.Component', xtype: 'specbox' });
  }

  it('is a singleton registered as Lib.ComponentManager, alias Lib.ComponentMgr', () => {
    expect((Lib as any).ComponentManager).to.equal(ComponentManager);
    expect(ComponentManager).to.be.instanceOf(ComponentManagerClass);
    expect((Lib as any).ComponentMgr).to.equal(ComponentManager);
    expect(ComponentManager.all).to.be.instanceOf(Map);
  });

  describe('registration', () => {
    it('registers a component under its id at construction', () => {
      const before = ComponentManager.getCount();
      const c = track(Lib.create('Lib.Component', { id: 'status' }));
      expect(ComponentManager.get('status')).to.equal(c);
      expect(ComponentManager.all.get('status')).to.equal(c);
      expect(ComponentManager.getCount()).to.equal(before + 1);
    });

    it('registers generated ids too', () => {
      const c = track(Lib.create('Lib.Component'));
      expect(ComponentManager.get(c.id)).to.equal(c);
    });

    it('unregisters a component when it is destroyed', () => {
      const before = ComponentManager.getCount();
      const c = Lib.create('Lib.Component', { id: 'gone' });
      c.destroy();
      expect(ComponentManager.get('gone')).to.equal(undefined);
      expect(Lib.getCmp('gone')).to.equal(undefined);
      expect(ComponentManager.getCount()).to.equal(before);
    });

    it('lets a later component with the same id replace the first, which then cannot unregister it', () => {
      const first = Lib.create('Lib.Component', { id: 'dup' });
      const second = track(Lib.create('Lib.Component', { id: 'dup' }));
      expect(Lib.getCmp('dup')).to.equal(second);
      first.destroy();
      expect(Lib.getCmp('dup')).to.equal(second);
    });

    it('unregister removes only the component given', () => {
      const c = track(Lib.create('Lib.Component', { id: 'manual' }));
      ComponentManager.unregister({ id: 'manual' } as Component);
      expect(Lib.getCmp('manual')).to.equal(c);
      ComponentManager.unregister(c);
      expect(Lib.getCmp('manual')).to.equal(undefined);
      ComponentManager.unregister(null);
    });

    it('register refuses something without a string id', () => {
      expect(() => ComponentManager.register({ id: 7 } as unknown as Component)).to.throw(
        TypeError,
        /\[Lib\.ComponentManager\.register\] expects a component with a string id, got an object/,
      );
      expect(() => ComponentManager.register(null as unknown as Component)).to.throw(
        TypeError,
        /got null/,
      );
    });
  });

  describe('Lib.getCmp', () => {
    it('returns the component registered under the id, else undefined', () => {
      const c = track(Lib.create('Lib.Component', { id: 'toolbar' }));
      expect(Lib.getCmp('toolbar')).to.equal(c);
      expect(Lib.getCmp('nothing')).to.equal(undefined);
    });
  });

  describe('#each', () => {
    it('calls fn(id, component) with the scope, and stops when it returns false', () => {
      const a = track(Lib.create('Lib.Component', { id: 'each-a' }));
      const b = track(Lib.create('Lib.Component', { id: 'each-b' }));
      const scope = {};
      const seen: Array<[string, unknown]> = [];
      const fn = sinon.spy((id: string, c: unknown) => {
        seen.push([id, c]);
      });
      ComponentManager.each(fn, scope);
      expect(seen).to.deep.include(['each-a', a]);
      expect(seen).to.deep.include(['each-b', b]);
      expect(fn.firstCall.thisValue).to.equal(scope);
      let calls = 0;
      ComponentManager.each(() => {
        calls++;
        return false;
      });
      expect(calls).to.equal(1);
    });
  });

  describe('#create', () => {
    beforeEach(defineWidgets);

    it('returns a component as is', () => {
      const c = track(Lib.create('Lib.Component'));
      expect(ComponentManager.create(c)).to.equal(c);
      expect(ComponentManager.create(c, 'speclabel')).to.equal(c);
    });

    it('creates a component from an xtype string', () => {
      const c = track(ComponentManager.create('speclabel'));
      expect(c).to.be.instanceOf(Lib.ClassManager.get('Spec.cm.Label'));
      expect(c.isXType('speclabel')).to.equal(true);
    });

    it('creates a component from a config with xtype, applying the config', () => {
      const c = track(ComponentManager.create({ xtype: 'specbox', html: 'Ready', id: 'made' }));
      expect(Lib.ClassManager.getName(c)).to.equal('Spec.cm.Box');
      expect(c.html).to.equal('Ready');
      expect(Lib.getCmp('made')).to.equal(c);
    });

    it('prefers xclass to xtype', () => {
      const c = track(ComponentManager.create({ xclass: 'Spec.cm.Label', xtype: 'specbox' }));
      expect(Lib.ClassManager.getName(c)).to.equal('Spec.cm.Label');
    });

    it('uses defaultXType for a config without xtype, and a plain component without either', () => {
      const label = track(ComponentManager.create({ html: 'a' }, 'speclabel'));
      expect(Lib.ClassManager.getName(label)).to.equal('Spec.cm.Label');
      const box = track(ComponentManager.create({ xtype: 'specbox' }, 'speclabel'));
      expect(Lib.ClassManager.getName(box)).to.equal('Spec.cm.Box');
      const plain = track(ComponentManager.create({ html: 'b' }));
      expect(plain.self).to.equal(Component);
    });

    it('throws an error naming the alias for an unknown xtype', () => {
      expect(() => ComponentManager.create('nosuch')).to.throw(Lib.Error, /widget\.nosuch/);
      expect(() => ComponentManager.create({ xtype: 'nosuch' })).to.throw(/widget\.nosuch/);
    });

    it('throws a TypeError for something that is neither a component, a string nor an object', () => {
      expect(() => ComponentManager.create(42)).to.throw(
        TypeError,
        /\[Lib\.ComponentManager\.create\] expects a component, an xtype or a config object, got 42/,
      );
      expect(() => ComponentManager.create(null)).to.throw(TypeError, /got null/);
    });
  });
});
