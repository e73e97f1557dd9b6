import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Observable } from '../../classes/util/Observable';

describe('Lib.util.Observable', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  it('is registered as Lib.util.Observable with mixinId observable', () => {
    expect(Lib.util.Observable).to.equal(Observable);
    expect(Lib.ClassManager.getName(Observable)).to.equal('Lib.util.Observable');
    expect((Observable.prototype as any).mixinId).to.equal('observable');
    expect(new Observable().isObservable).to.equal(true);
  });

  describe('construction', () => {
    it('copies every config key onto the instance', () => {
      const obs = Lib.create('Lib.util.Observable', { url: '/users', pageSize: 25 }) as any;
      expect(obs.url).to.equal('/users');
      expect(obs.pageSize).to.equal(25);
    });

    it('never copies __proto__ from the config', () => {
      const obs = new Observable(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as any;
      expect(obs.a).to.equal(1);
      expect(obs.polluted).to.equal(undefined);
      expect(({} as any).polluted).to.equal(undefined);
    });

    it('adds the listeners config, then sets listeners to null', () => {
      const load = sinon.spy();
      const obs = new Observable({ listeners: { load } });
      expect(obs.listeners).to.equal(null);
      obs.fireEvent('load', 1);
      expect(load.calledOnceWith(1)).to.equal(true);
    });

    it('honours listeners declared on a class body when the instance gives none', () => {
      const fromClass = sinon.spy();
      const fromInstance = sinon.spy();
      const Cls = Lib.define('App.spec.ObsClassListeners', {
        extend: 'Lib.util.Observable',
        listeners: { load: fromClass },
      });
      try {
        new Cls().fireEvent('load');
        expect(fromClass.callCount).to.equal(1);
        new Cls({ listeners: { load: fromInstance } }).fireEvent('load');
        expect(
          fromInstance.callCount,
          'the instance config replaces the class one, as in Ext 4',
        ).to.equal(1);
        expect(fromClass.callCount).to.equal(1);
      } finally {
        Lib.undefine('App.spec.ObsClassListeners');
      }
    });

    it('makes bubbleEvents bubble', () => {
      const parent = new Observable();
      const child = new Observable({ bubbleEvents: ['change'], getBubbleTarget: () => parent });
      const spy = sinon.spy();
      parent.on('change', spy);
      child.fireEvent('change', 7);
      expect(spy.calledOnceWith(7)).to.equal(true);
    });

    it('works as a base class through Lib.define extend and callParent', () => {
      const spy = sinon.spy();
      const Store = Lib.define('App.spec.ObsStore', {
        extend: 'Lib.util.Observable',
        constructor(this: any, cfg: any) {
          this.callParent([cfg]);
          this.ready = true;
        },
        load(this: any) {
          return this.fireEvent('load', this, true);
        },
      });
      try {
        const store = new Store({ listeners: { load: spy } });
        expect(store.ready).to.equal(true);
        expect(store.load()).to.equal(true);
        expect(spy.calledOnceWith(store, true)).to.equal(true);
      } finally {
        Lib.undefine('App.spec.ObsStore');
      }
    });

    it('works as a mixin whose constructor the class calls', () => {
      const spy = sinon.spy();
      const Panel = Lib.define('App.spec.ObsPanel', {
        mixins: { observable: 'Lib.util.Observable' },
        constructor(this: any, cfg: any) {
          this.mixins.observable.constructor.call(this, cfg);
        },
      });
      try {
        const panel = new Panel({ title: 'T', listeners: { show: spy } });
        expect(panel.title).to.equal('T');
        expect(panel.fireEvent('SHOW', 1)).to.equal(true);
        expect(spy.calledOnceWith(1)).to.equal(true);
        expect(panel.hasListener('show')).to.equal(true);
      } finally {
        Lib.undefine('App.spec.ObsPanel');
      }
    });

    it('still works as a mixin when the class forgets to call its constructor', () => {
      const Bare = Lib.define('App.spec.ObsBare', { mixins: ['Lib.util.Observable'] });
      try {
        const a = new Bare();
        const b = new Bare();
        const spy = sinon.spy();
        expect(a.fireEvent('load')).to.equal(true);
        a.on('load', spy);
        a.fireEvent('load');
        b.fireEvent('load');
        expect(spy.callCount).to.equal(1);
        expect(b.hasListener('load'), 'listeners are not shared through the prototype').to.equal(
          false,
        );
      } finally {
        Lib.undefine('App.spec.ObsBare');
      }
    });

    it('gives each instance its own hasListeners, inheriting class-level counts', () => {
      const a = new Observable();
      const b = new Observable();
      a.on('load', () => {});
      expect(a.hasListeners.load).to.equal(1);
      expect(b.hasListeners.load).to.not.be.ok;
      expect(a.hasListeners).to.not.equal(b.hasListeners);
    });
  });

  describe('#addListener / #on', () => {
    it('are the same operation', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.addListener('a', spy);
      obs.on('b', spy);
      obs.fireEvent('a');
      obs.fireEvent('b');
      expect(spy.callCount).to.equal(2);
    });

    it('on, un, mon and mun call the method they stand for, so that its override applies', () => {
      const calls: string[] = [];
      const Cls = Lib.define('App.spec.ObsAliases', {
        extend: 'Lib.util.Observable',
        addListener(this: any, ...args: any[]) {
          calls.push('addListener:' + args.length);
          return this.callParent(args);
        },
        removeListener(this: any, ...args: any[]) {
          calls.push('removeListener');
          return this.callParent(args);
        },
        addManagedListener(this: any, ...args: any[]) {
          calls.push('addManagedListener');
          return this.callParent(args);
        },
        removeManagedListener(this: any, ...args: any[]) {
          calls.push('removeManagedListener');
          return this.callParent(args);
        },
      });
      try {
        const obs = new Cls() as any;
        const other = new Observable();
        const fn = () => {};
        expect(obs.on('load', fn)).to.equal(obs);
        obs.un('load', fn);
        obs.mon(other, 'load', fn);
        obs.mun(other, 'load', fn);
        expect(calls).to.deep.equal([
          'addListener:2',
          'removeListener',
          'addManagedListener',
          'removeManagedListener',
        ]);
      } finally {
        Lib.undefine('App.spec.ObsAliases');
      }
    });

    it('calls the handler with this = the observable by default, else the scope', () => {
      const obs = new Observable();
      const scope = {};
      const seen: unknown[] = [];
      obs.on('x', function (this: unknown) {
        seen.push(this);
      });
      obs.on(
        'y',
        function (this: unknown) {
          seen.push(this);
        },
        scope,
      );
      obs.fireEvent('x');
      obs.fireEvent('y');
      expect(seen).to.deep.equal([obs, scope]);
      expect(seen[0]).to.equal(obs);
      expect(seen[1]).to.equal(scope);
    });

    it('ignores a scope key inside options in the (name, fn, scope, options) form', () => {
      const obs = new Observable();
      let self: unknown;
      obs.on(
        'x',
        function (this: unknown) {
          self = this;
        },
        undefined,
        { scope: {} },
      );
      obs.fireEvent('x');
      expect(self).to.equal(obs);
    });

    it('resolves a method name on the scope at add time', () => {
      const controller = {
        calls: 0,
        onLoad(this: { calls: number }) {
          this.calls++;
        },
      };
      const obs = new Observable();
      obs.on('load', 'onLoad', controller);
      controller.onLoad = () => {
        throw new Error('replaced after adding: not used');
      };
      obs.fireEvent('load');
      expect(controller.calls).to.equal(1);
    });

    it('resolves a method name on the observable without a scope', () => {
      const obs = new Observable({
        handled: 0,
        onLoad(this: any) {
          this.handled++;
        },
      }) as any;
      obs.on('load', 'onLoad');
      obs.fireEvent('load');
      expect(obs.handled).to.equal(1);
    });

    describe('named by a method name without an object scope', () => {
      it('looks the method up when the event fires, so it may be added before the method exists', () => {
        const obs = new Observable() as any;
        obs.on('load', 'onLoad');
        obs.on({ save: 'onSave' });
        const onLoad = sinon.spy();
        obs.onLoad = onLoad;
        obs.fireEvent('load', 1);
        expect(onLoad.calledOnceWith(1) && onLoad.calledOn(obs)).to.equal(true);
        const replaced = sinon.spy();
        obs.onLoad = replaced;
        obs.fireEvent('load', 2);
        expect(replaced.calledOnceWith(2), 'looked up at every fire').to.equal(true);
        obs.onSave = sinon.spy();
        obs.fireEvent('save');
        expect(obs.onSave.calledOnce).to.equal(true);
      });

      it("treats scope 'this' as no scope", () => {
        const obs = new Observable() as any;
        obs.onLoad = sinon.spy();
        obs.on('load', 'onLoad', 'this');
        obs.on('load', 'onLoad');
        obs.fireEvent('load');
        expect(obs.onLoad.calledOnce && obs.onLoad.calledOn(obs)).to.equal(true);
        obs.un('load', 'onLoad');
        expect(obs.hasListener('load')).to.equal(false);
      });

      it('throws a Lib.Error naming the event and the method when the name finds no method at the fire', () => {
        const Cls = Lib.define('App.spec.ObsLate', { extend: 'Lib.util.Observable' });
        try {
          const obs = new Cls();
          obs.on('load', 'onLoad');
          expect(() => obs.fireEvent('load')).to.throw(
            Lib.Error,
            /no method named 'onLoad' on an instance of App\.spec\.ObsLate for event 'load' of App\.spec\.ObsLate/,
          );
        } finally {
          Lib.undefine('App.spec.ObsLate');
        }
      });

      it("accepts scope 'controller', which fails at the fire: Lib has no view controllers", () => {
        const obs = new Observable() as any;
        obs.doSomething = sinon.spy();
        obs.on('fired', 'doSomething', 'controller');
        expect(() => obs.fireEvent('fired')).to.throw(
          Lib.Error,
          /no method named 'doSomething' on scope 'controller' \(Lib resolves only 'this': no view controllers\) for event 'fired' of Lib\.util\.Observable/,
        );
        expect(obs.doSomething.called).to.equal(false);
        obs.un('fired', 'doSomething', 'controller');
        expect(obs.hasListener('fired')).to.equal(false);
        expect(obs.fireEvent('fired')).to.equal(true);
      });

      it('finds the method where resolveListenerScope answers', () => {
        const holder = { onLoad: sinon.spy() };
        class Owner extends Observable {
          override resolveListenerScope(scope?: unknown) {
            return scope === 'controller' ? holder : super.resolveListenerScope(scope);
          }
        }
        const obs = new Owner();
        obs.on('load', 'onLoad', 'controller');
        obs.fireEvent('load', 1);
        expect(holder.onLoad.calledOnceWith(1) && holder.onLoad.calledOn(holder)).to.equal(true);
      });

      it('fails at the fire for another string as the scope', () => {
        const obs = new Observable({ onLoad() {} });
        obs.on('load', 'onLoad', 'ctrl' as any);
        expect(() => obs.fireEvent('load')).to.throw(
          Lib.Error,
          /no method named 'onLoad' on scope 'ctrl' .* for event 'load'/,
        );
      });

      it('is removed by its name, or by the function the name finds (Ext 4 code)', () => {
        const obs = new Observable() as any;
        obs.onLoad = sinon.spy();
        obs.on('load', 'onLoad');
        obs.un('load', 'onLoad');
        expect(obs.hasListener('load')).to.equal(false);
        obs.on('load', 'onLoad');
        obs.un('load', obs.onLoad);
        obs.fireEvent('load');
        expect(obs.onLoad.called).to.equal(false);
        expect(obs.hasListener('load')).to.equal(false);
      });

      it('is added once, and with single: true runs once', () => {
        const obs = new Observable() as any;
        obs.onLoad = sinon.spy();
        obs.on('load', 'onLoad');
        obs.on('load', 'onLoad');
        obs.on('save', 'onLoad', null, { single: true });
        obs.fireEvent('load');
        obs.fireEvent('save');
        obs.fireEvent('save');
        expect(obs.onLoad.callCount).to.equal(2);
        expect(obs.hasListeners.load).to.equal(1);
      });
    });

    it('ignores the same function added twice with the same scope (omitted scope = the observable)', () => {
      const obs = new Observable();
      const other = {};
      const spy = sinon.spy();
      obs.on('x', spy);
      obs.on('x', spy, obs);
      obs.on('x', spy, other);
      obs.on('x', spy, other);
      obs.fireEvent('x');
      expect(spy.callCount).to.equal(2);
      expect(obs.hasListeners.x).to.equal(2);
    });

    it('treats event names case-insensitively', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('DataChanged', spy);
      obs.fireEvent('datachanged');
      obs.fireEvent('DATACHANGED');
      obs.fireEvent('dataChanged');
      expect(spy.callCount).to.equal(3);
      expect(obs.hasListener('DataChanged')).to.equal(true);
      expect(obs.hasListeners.datachanged).to.equal(1);
      obs.un('DATAchanged', spy);
      expect(obs.hasListener('datachanged')).to.equal(false);
    });

    it('returns the observable, or a destroyable with destroyable: true', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      expect(obs.on('x', spy)).to.equal(obs);
      const handle = obs.on('y', spy, null, { destroyable: true });
      expect(handle).to.not.equal(obs);
      handle.destroy();
      handle.destroy();
      obs.fireEvent('y');
      expect(spy.called).to.equal(false);
      expect(obs.hasListener('y')).to.equal(false);
    });

    describe('with a listeners object', () => {
      it('adds every event key, treating option keys as options', () => {
        const obs = new Observable();
        const load = sinon.spy();
        const clear = sinon.spy();
        obs.on({ load, clear, single: true, delay: undefined });
        expect(obs.hasListener('single')).to.equal(false);
        expect(obs.hasListener('delay')).to.equal(false);
        obs.fireEvent('load');
        obs.fireEvent('load');
        obs.fireEvent('clear');
        expect(load.callCount, 'single applies to function entries').to.equal(1);
        expect(clear.callCount).to.equal(1);
      });

      it('takes every Ext JS 4 listener option name as an option, never as an event', () => {
        const names = [
          'scope',
          'delay',
          'buffer',
          'single',
          'target',
          'stopEvent',
          'preventDefault',
          'stopPropagation',
          'normalized',
          'args',
          'delegate',
          'element',
          'destroyable',
          'vertical',
          'horizontal',
          'freezeEvent',
          'priority',
        ];
        const obs = new Observable();
        const config: Record<string, any> = { load: sinon.spy() };
        // Values that add no timer, element routing or destroyable, so only the keys are tested.
        for (const name of names) config[name] = name === 'scope' ? obs : 0;
        obs.on(config);
        expect(Object.keys(obs.events)).to.deep.equal(['load']);
        for (const name of names) expect(obs.hasListener(name), name).to.equal(false);
      });

      it('passes the whole object as the options of a function entry, with its scope', () => {
        const obs = new Observable();
        const scope = {};
        const load = sinon.spy();
        const config = { load, scope };
        obs.on(config);
        obs.fireEvent('load', 1);
        expect(load.firstCall.args).to.deep.equal([1, config]);
        expect(load.firstCall.args[1]).to.equal(config);
        expect(load.firstCall.thisValue).to.equal(scope);
      });

      it('uses an object entry as its own options, its scope falling back to the object scope', () => {
        const obs = new Observable();
        const outer = {};
        const inner = {};
        const a = sinon.spy();
        const b = sinon.spy();
        const entryA = { fn: a, scope: inner };
        const entryB = { fn: b };
        obs.on({ a: entryA, b: entryB, scope: outer, single: true });
        obs.fireEvent('a', 1);
        obs.fireEvent('b', 2);
        obs.fireEvent('b', 3);
        expect(a.firstCall.thisValue).to.equal(inner);
        expect(a.firstCall.args[1]).to.equal(entryA);
        expect(b.firstCall.thisValue).to.equal(outer);
        expect(b.callCount, 'the object-level single does not apply to object entries').to.equal(2);
      });

      it('accepts method names as entries', () => {
        const controller = { onLoad: sinon.spy() };
        const obs = new Observable();
        obs.on({ load: 'onLoad', scope: controller });
        obs.fireEvent('load');
        expect(controller.onLoad.calledOn(controller)).to.equal(true);
      });

      it('returns one destroyable for all its listeners with destroyable: true', () => {
        const obs = new Observable();
        const a = sinon.spy();
        const b = sinon.spy();
        const handle = obs.on({ a, b, destroyable: true });
        handle.destroy();
        obs.fireEvent('a');
        obs.fireEvent('b');
        expect(a.called || b.called).to.equal(false);
      });
    });

    describe('bad input', () => {
      it('throws a TypeError naming the event and the class when no function is passed', () => {
        const obs = new Observable();
        expect(() => obs.on('load', undefined as any)).to.throw(
          TypeError,
          /no function passed for event 'load', got undefined \(Lib\.util\.Observable\)/,
        );
        expect(() => obs.on({ load: { scope: {} } } as any)).to.throw(TypeError, /event 'load'/);
        expect(() => obs.on({ save: null })).to.throw(TypeError, /event 'save'.*got null/);
        expect(obs.hasListener('load')).to.equal(false);
      });

      it('throws for a method name its object scope lacks, even when the observable has it (as Ext)', () => {
        const obs = new Observable({ onLoad() {} });
        expect(() => obs.on('load', 'onLoad', {})).to.throw(
          Lib.Error,
          /no method named 'onLoad' on an object for event 'load'/,
        );
      });

      it('throws a Lib.Error for an unknown method name, naming the method, event and class', () => {
        const Cls = Lib.define('App.spec.ObsNames', { extend: 'Lib.util.Observable' });
        try {
          const obs = new Cls();
          expect(() => obs.on('load', 'onLoadd', {})).to.throw(
            Lib.Error,
            /no method named 'onLoadd'.*event 'load' of App\.spec\.ObsNames/,
          );
        } finally {
          Lib.undefine('App.spec.ObsNames');
        }
      });

      it('throws a TypeError for a non-string event name', () => {
        const obs = new Observable();
        expect(() => obs.on(5 as any, () => {})).to.throw(
          TypeError,
          /event name must be a non-empty string, got 5 \(Lib\.util\.Observable\)/,
        );
        expect(() => obs.on(null as any)).to.throw(TypeError, /got null/);
        expect(() => obs.on('', () => {})).to.throw(TypeError, /non-empty string/);
        expect(() => obs.fireEvent(5 as any)).to.throw(TypeError, /event name must be a string/);
      });

      it('throws a TypeError for options that are not an object', () => {
        const obs = new Observable();
        expect(() => obs.on('load', () => {}, null, true as any)).to.throw(
          TypeError,
          /options for event 'load'.*must be an object/,
        );
      });
    });
  });

  describe('listener options', () => {
    it('appends the options object as the last argument when options were given', () => {
      const obs = new Observable();
      const first = sinon.spy();
      const withOptions = sinon.spy();
      const options = { tag: 1 };
      obs.on('x', first);
      obs.on('x', withOptions, null, options);
      obs.fireEvent('x', 'a', 'b');
      expect(first.firstCall.args).to.deep.equal(['a', 'b']);
      expect(withOptions.firstCall.args).to.deep.equal(['a', 'b', options]);
      expect(withOptions.firstCall.args[2]).to.equal(options);
    });

    it('passes the options of an earlier listener of the same fire to later ones without their own, as Ext 4.2.1', () => {
      const obs = new Observable();
      const without = sinon.spy();
      const own = sinon.spy();
      const last = sinon.spy();
      const options = { tag: 1 };
      const mine = { tag: 2 };
      obs.on('x', () => {}, null, options);
      obs.on('x', without);
      obs.on('x', own, null, mine);
      obs.on('x', last);
      for (const args of [
        ['a', 'b'],
        [1, 2, 3, 4, 5, 6],
      ]) {
        [without, own, last].forEach((spy) => spy.resetHistory());
        obs.fireEvent('x', ...args);
        expect(without.firstCall.args).to.deep.equal([...args, options]);
        expect(own.firstCall.args).to.deep.equal([...args, mine]);
        expect(last.firstCall.args).to.deep.equal([...args, mine]);
      }
      obs.fireEvent('y');
      obs.on('y', without);
      without.resetHistory();
      obs.fireEvent('y', 'a');
      expect(without.firstCall.args, 'nothing carries over from another fire').to.deep.equal(['a']);
    });

    it('passes options on while a listener that has them is left, and only then', () => {
      const obs = new Observable();
      const first = () => {};
      const second = () => {};
      const without = sinon.spy();
      const options = { tag: 2 };
      obs.on('x', first, null, { tag: 1 });
      obs.on('x', second, null, options);
      obs.on('x', without);
      obs.un('x', first);
      obs.fireEvent('x', 'a');
      obs.un('x', second);
      obs.fireEvent('x', 'b');
      obs.on('x', first, null, { priority: 1 });
      obs.clearListeners();
      obs.on('x', without);
      obs.fireEvent('x', 'c');
      expect(without.args).to.deep.equal([['a', options], ['b'], ['c']]);
    });

    it('appends options after any number of arguments', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      const options = {};
      obs.on('x', spy, null, options);
      obs.fireEvent('x', 1, 2, 3, 4, 5, 6);
      expect(spy.firstCall.args).to.deep.equal([1, 2, 3, 4, 5, 6, options]);
    });

    it('single: removes the listener before the handler runs', () => {
      const obs = new Observable();
      let during: boolean | undefined;
      const spy = sinon.spy(() => {
        during = obs.hasListener('x');
      });
      obs.on('x', spy, null, { single: true });
      expect(obs.hasListener('x')).to.equal(true);
      obs.fireEvent('x');
      obs.fireEvent('x');
      expect(spy.callCount).to.equal(1);
      expect(during).to.equal(false);
      expect(obs.hasListener('x')).to.equal(false);
    });

    it('target: only calls the handler when the first argument is the target', () => {
      const obs = new Observable();
      const child = {};
      const spy = sinon.spy();
      obs.on('x', spy, null, { target: child, single: true });
      obs.fireEvent('x', {});
      expect(spy.called).to.equal(false);
      expect(obs.hasListener('x'), 'a single target listener waits for its target').to.equal(true);
      obs.fireEvent('x', child);
      expect(spy.calledOnce).to.equal(true);
      expect(obs.hasListener('x')).to.equal(false);
    });

    it('delay: defers every fire separately, with its own arguments', () => {
      clock = sinon.useFakeTimers();
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('x', spy, null, { delay: 50 });
      expect(obs.fireEvent('x', 'd1')).to.equal(true);
      obs.fireEvent('x', 'd2');
      expect(spy.called).to.equal(false);
      clock.tick(50);
      expect(spy.args.map((a) => a[0])).to.deep.equal(['d1', 'd2']);
      expect(spy.firstCall.thisValue).to.equal(obs);
    });

    it('buffer: runs the handler once, with the arguments of the last fire', () => {
      clock = sinon.useFakeTimers();
      const obs = new Observable();
      const order: string[] = [];
      obs.on('x', (v: string) => void order.push('d' + v), null, { delay: 10 });
      obs.on('x', (v: string) => void order.push('b' + v), null, { buffer: 20 });
      obs.fireEvent('x', '1');
      clock.tick(5);
      obs.fireEvent('x', '2');
      clock.tick(100);
      expect(order).to.deep.equal(['d1', 'd2', 'b2']);
    });

    it('single with delay or buffer runs the handler once', () => {
      clock = sinon.useFakeTimers();
      const obs = new Observable();
      const delayed = sinon.spy();
      const buffered = sinon.spy();
      obs.on('x', delayed, null, { delay: 10, single: true });
      obs.on('x', buffered, null, { buffer: 10, single: true });
      obs.fireEvent('x', 1);
      obs.fireEvent('x', 2);
      clock.tick(50);
      obs.fireEvent('x', 3);
      clock.tick(50);
      expect(delayed.args).to.deep.equal([[1, { delay: 10, single: true }]]);
      expect(buffered.args).to.deep.equal([[2, { buffer: 10, single: true }]]);
      expect(obs.hasListener('x')).to.equal(false);
    });

    it('removing a delayed or buffered listener cancels its pending calls', () => {
      clock = sinon.useFakeTimers();
      const obs = new Observable();
      const delayed = sinon.spy();
      const buffered = sinon.spy();
      obs.on('x', delayed, null, { delay: 10 });
      obs.on('x', buffered, null, { buffer: 10 });
      obs.fireEvent('x');
      obs.un('x', delayed);
      obs.un('x', buffered);
      clock.tick(50);
      expect(delayed.called || buffered.called).to.equal(false);
    });

    it('priority: higher runs first, negative after normal ones, stable among equals', () => {
      const obs = new Observable();
      const order: string[] = [];
      const add = (name: string, priority?: number) =>
        obs.on(
          'x',
          () => void order.push(name),
          null,
          priority === undefined ? undefined : { priority },
        );
      add('a');
      add('low', -5);
      add('b');
      add('high', 10);
      add('c', 0);
      add('high2', 10);
      obs.fireEvent('x');
      expect(order).to.deep.equal(['high', 'high2', 'a', 'b', 'c', 'low']);
    });

    it('element: records the listener for the component layer instead of adding it', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      const scope = {};
      obs.on('click', spy, scope, { element: 'el' });
      obs.on({ dblclick: spy, element: 'body' });
      expect(obs.hasListener('click')).to.equal(false);
      obs.fireEvent('click');
      expect(spy.called).to.equal(false);
      expect(obs.elementListeners?.map((l) => [l.element, l.ename, l.scope])).to.deep.equal([
        ['el', 'click', scope],
        ['body', 'dblclick', undefined],
      ]);
    });

    it('element: goes through the addElementListener seam a subclass can override', () => {
      const bound: unknown[] = [];
      class Component extends Observable {
        override addElementListener(element: string, eventName: string): void {
          bound.push([element, eventName]);
        }
      }
      new Component().on('Click', () => {}, null, { element: 'el' });
      expect(bound).to.deep.equal([['el', 'click']]);
    });
  });

  describe('#removeListener / #un', () => {
    it('removes the listener added with the same function and scope', () => {
      const obs = new Observable();
      const scope = {};
      const spy = sinon.spy();
      obs.on('x', spy, scope);
      obs.un('x', spy);
      obs.fireEvent('x');
      expect(spy.callCount, 'a different scope removes nothing').to.equal(1);
      obs.removeListener('x', spy, scope);
      obs.fireEvent('x');
      expect(spy.callCount).to.equal(1);
    });

    it('treats an omitted scope as the observable', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('x', spy, obs);
      obs.un('x', spy);
      expect(obs.hasListener('x')).to.equal(false);
    });

    it('needs the same function reference', () => {
      const obs = new Observable();
      obs.on('x', () => 1);
      obs.un('x', () => 1);
      expect(obs.hasListener('x')).to.equal(true);
    });

    it('accepts method names and listeners objects', () => {
      const controller = { onA: sinon.spy(), onB: sinon.spy() };
      const obs = new Observable();
      obs.on({ a: 'onA', b: 'onB', scope: controller });
      obs.un('a', 'onA', controller);
      obs.un({ b: 'onB', scope: controller });
      obs.fireEvent('a');
      obs.fireEvent('b');
      expect(controller.onA.called || controller.onB.called).to.equal(false);
    });

    it('ignores unknown events and handlers', () => {
      const obs = new Observable();
      expect(obs.un('nothing', () => {})).to.equal(obs);
      expect(obs.un('nothing', 'noSuchMethod')).to.equal(obs);
    });
  });

  describe('#clearListeners', () => {
    it('removes every listener and every managed listener', () => {
      const obs = new Observable();
      const other = new Observable();
      const spy = sinon.spy();
      obs.on('a', spy);
      obs.on('b', spy, null, { priority: 2 });
      obs.mon(other, 'c', spy);
      obs.clearListeners();
      obs.fireEvent('a');
      obs.fireEvent('b');
      other.fireEvent('c');
      expect(spy.called).to.equal(false);
      expect(obs.hasListener('a') || obs.hasListener('b') || other.hasListener('c')).to.equal(
        false,
      );
    });

    it('stops bubbling too, so that hasListener answers false for every event (as Ext 4.2.1)', () => {
      const parent = new Observable();
      const up = sinon.spy();
      parent.on('change', up);
      const obs = new Observable({ getBubbleTarget: () => parent });
      obs.enableBubble('change');
      obs.on('change', () => {});
      obs.clearListeners();
      expect(obs.hasListener('change')).to.equal(false);
      expect(obs.hasListeners.change).to.equal(undefined);
      obs.fireEvent('change');
      expect(up.called).to.equal(false);
      obs.enableBubble('change');
      obs.fireEvent('change');
      expect(up.calledOnce).to.equal(true);
    });

    it('has deprecated names that warn once', () => {
      const warn = sinon.stub(console, 'warn');
      const obs = new Observable();
      obs.on('a', () => {});
      obs.purgeListeners();
      obs.purgeListeners();
      obs.purgeManagedListeners();
      expect(obs.hasListener('a')).to.equal(false);
      expect(warn.args.map((a) => a[0])).to.deep.equal([
        '[Lib.util.Observable#purgeListeners] is deprecated: use clearListeners',
        '[Lib.util.Observable#purgeManagedListeners] is deprecated: use clearManagedListeners',
      ]);
    });
  });

  describe('#hasListener', () => {
    it('is true only while the event has listeners', () => {
      const obs = new Observable();
      const fn = () => {};
      expect(obs.hasListener('x')).to.equal(false);
      obs.on('x', fn);
      expect(obs.hasListener('x')).to.equal(true);
      obs.un('x', fn);
      expect(obs.hasListener('x')).to.equal(false);
    });

    it('is false for anything but an event name', () => {
      expect(new Observable().hasListener(undefined as any)).to.equal(false);
    });

    it('has no hasListeners entry once the last listener is gone (as Ext 4.2.1)', () => {
      const obs = new Observable();
      const fn = () => {};
      const other = () => {};
      obs.on('x', fn);
      obs.on('x', other);
      expect(obs.hasListeners.x).to.equal(2);
      obs.un('x', fn);
      expect(obs.hasListeners.x).to.equal(1);
      obs.un('x', other);
      expect(obs.hasListeners.x).to.equal(undefined);
      expect('x' in obs.hasListeners).to.equal(false);
      obs.on({ y: fn, z: fn, destroyable: true }).destroy();
      expect([obs.hasListeners.y, obs.hasListeners.z]).to.deep.equal([undefined, undefined]);
    });

    it('is true for a bubbling event', () => {
      const obs = new Observable();
      obs.enableBubble('change');
      expect(obs.hasListener('Change')).to.equal(true);
    });
  });

  describe('#addEvents', () => {
    it('declares names given as strings, arrays or an object, stored lower-case', () => {
      const obs = new Observable();
      obs.addEvents('beforeLoad', 'load');
      obs.addEvents(['Sort'], { clear: true });
      expect(Object.keys(obs.events).sort()).to.deep.equal(['beforeload', 'clear', 'load', 'sort']);
      expect(obs.events.beforeload).to.equal(true);
    });

    it('keeps events declared by a config or prototype events object', () => {
      const obs = new Observable({ events: { Load: true } });
      expect(obs.events.load).to.equal(true);
      expect(obs.events).to.not.equal(Observable.prototype.events);
    });

    it('is optional and harmless', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.addEvents('beforeLoad');
      expect(obs.fireEvent('beforeLoad')).to.equal(true);
      obs.on('beforeLoad', spy);
      obs.addEvents('beforeload');
      expect(obs.fireEvent('BEFORELOAD', 1)).to.equal(true);
      expect(spy.calledOnceWith(1)).to.equal(true);
    });
  });

  describe('#mon / #mun (managed listeners)', () => {
    it('adds a listener on another observable, with this = that observable by default', () => {
      const owner = new Observable();
      const item = new Observable();
      const spy = sinon.spy();
      expect(owner.mon(item, 'load', spy)).to.equal(owner);
      item.fireEvent('load', 1);
      expect(spy.calledOnceWith(1)).to.equal(true);
      expect(spy.firstCall.thisValue).to.equal(item);
      expect(owner.managedListeners).to.have.length(1);
      expect(owner.hasListener('load')).to.equal(false);
    });

    it('are addManagedListener / removeManagedListener', () => {
      const owner = new Observable();
      const item = new Observable();
      const spy = sinon.spy();
      owner.addManagedListener(item, 'load', spy, owner);
      item.fireEvent('load');
      expect(spy.firstCall.thisValue).to.equal(owner);
      owner.removeManagedListener(item, 'load', spy);
      item.fireEvent('load');
      expect(spy.callCount).to.equal(1);
      expect(owner.managedListeners).to.deep.equal([]);
    });

    it('removes managed listeners matching the optional fn and scope filters', () => {
      const owner = new Observable();
      const item = new Observable();
      const a = sinon.spy();
      const b = sinon.spy();
      const scope = {};
      owner.mon(item, 'load', a);
      owner.mon(item, 'load', b, scope);
      owner.mon(item, 'clear', a);
      owner.mun(item, 'LOAD', undefined, scope);
      item.fireEvent('load');
      expect([a.callCount, b.callCount]).to.deep.equal([1, 0]);
      owner.mun(item, 'load');
      item.fireEvent('load');
      item.fireEvent('clear');
      expect(a.callCount).to.equal(2);
    });

    it('accepts listeners objects, and destroyable', () => {
      const owner = new Observable();
      const item = new Observable();
      const spy = sinon.spy();
      const scope = {};
      const handle = owner.mon(item, { load: spy, clear: spy, scope, destroyable: true });
      item.fireEvent('load');
      expect(spy.firstCall.thisValue).to.equal(scope);
      handle.destroy();
      item.fireEvent('load');
      item.fireEvent('clear');
      expect(spy.callCount).to.equal(1);
      expect(owner.managedListeners).to.deep.equal([]);
    });

    it('are all removed by clearManagedListeners and by destroy', () => {
      const owner = new Observable();
      const item = new Observable();
      const spy = sinon.spy();
      owner.mon(item, 'a', spy);
      owner.clearManagedListeners();
      item.fireEvent('a');
      owner.mon(item, 'b', spy);
      owner.on('own', spy);
      owner.destroy();
      item.fireEvent('b');
      owner.fireEvent('own');
      expect(spy.called).to.equal(false);
    });

    it('resolves a method name without an object scope on the observable calling mon, at each fire', () => {
      const owner = new Observable() as any;
      const item = new Observable({ onLoad: () => 'the item is not used' });
      owner.mon(item, 'load', 'onLoad');
      owner.mon(item, 'save', 'onSave', 'this');
      owner.onLoad = sinon.spy();
      owner.onSave = sinon.spy();
      item.fireEvent('load', 1);
      item.fireEvent('save', 2);
      expect(owner.onLoad.calledOnceWith(1) && owner.onLoad.calledOn(owner)).to.equal(true);
      expect(owner.onSave.calledOnceWith(2) && owner.onSave.calledOn(owner)).to.equal(true);
      owner.mun(item, 'load', 'onLoad');
      owner.mun(item, 'save', 'onSave', 'this');
      item.fireEvent('load');
      item.fireEvent('save');
      expect(owner.onLoad.callCount + owner.onSave.callCount).to.equal(2);
      expect(item.hasListener('load') || item.hasListener('save')).to.equal(false);
      expect(owner.managedListeners).to.deep.equal([]);
    });

    it("keeps apart the same method name managed by two observables, and fails at the fire for scope 'controller'", () => {
      const a = new Observable({ onLoad: sinon.spy() }) as any;
      const b = new Observable({ onLoad: sinon.spy() }) as any;
      const item = new Observable();
      a.mon(item, 'load', 'onLoad');
      b.mon(item, 'load', 'onLoad');
      a.mun(item, 'load', 'onLoad');
      item.fireEvent('load');
      expect([a.onLoad.callCount, b.onLoad.callCount]).to.deep.equal([0, 1]);
      a.mon(item, 'fired', 'onLoad', 'controller');
      expect(() => item.fireEvent('fired')).to.throw(Lib.Error, /'controller'.*event 'fired'/);
      a.mun(item, 'fired', 'onLoad', 'controller');
      expect(item.hasListener('fired')).to.equal(false);
    });

    it('refuses an item that is not observable, naming it', () => {
      const owner = new Observable();
      expect(() => owner.mon({} as any, 'load', () => {})).to.throw(
        TypeError,
        /the item for event 'load' must be an observable, got an object/,
      );
      expect(() => owner.mon(null as any, 'load', () => {})).to.throw(
        TypeError,
        /must be an observable, got null/,
      );
      expect(owner.managedListeners).to.equal(null);
    });

    it('goes through attachManaged/detachManaged, which a subclass can override for elements', () => {
      const calls: unknown[] = [];
      class Component extends Observable {
        override attachManaged(item: any, eventName: string) {
          calls.push(['attach', item.id, eventName]);
        }
        override detachManaged(item: any, eventName: string) {
          calls.push(['detach', item.id, eventName]);
        }
      }
      const element = { id: 'el-1' };
      const c = new Component();
      c.mon(element, 'click', () => {});
      c.destroy();
      expect(calls).to.deep.equal([
        ['attach', 'el-1', 'click'],
        ['detach', 'el-1', 'click'],
      ]);
    });
  });
});
