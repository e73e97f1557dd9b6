import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Observable } from '../../classes/util/Observable';
import { LibFunction } from '../../lib/lang/Function';

/** An observable whose bubble target is `parent`. */
function child(parent: Observable | null, config?: Record<string, any>): Observable {
  return new Observable({ ...config, getBubbleTarget: () => parent });
}

describe('Lib.util.Observable (firing)', () => {
  afterEach(() => sinon.restore());

  describe('#fireEvent', () => {
    it('returns true when nobody listens', () => {
      const obs = new Observable();
      expect(obs.fireEvent('nothing')).to.equal(true);
      expect(obs.fireEvent('Nothing', 1, 2)).to.equal(true);
    });

    it('calls the listeners in order with exactly the fired arguments', () => {
      const obs = new Observable();
      const calls: unknown[][] = [];
      obs.on('x', (...args: unknown[]) => void calls.push(['a', ...args]));
      obs.on('x', (...args: unknown[]) => void calls.push(['b', ...args]));
      for (let n = 0; n <= 6; n++) {
        calls.length = 0;
        const args = Array.from({ length: n }, (_, i) => i);
        expect(obs.fireEvent('x', ...args)).to.equal(true);
        expect(calls, `${n} arguments`).to.deep.equal([
          ['a', ...args],
          ['b', ...args],
        ]);
      }
    });

    it('keeps the argument count, undefined arguments included', () => {
      const obs = new Observable();
      let count = -1;
      obs.on('x', function () {
        count = arguments.length;
      });
      obs.fireEvent('x', undefined, undefined);
      expect(count).to.equal(2);
    });

    it('returns false when a listener returns exactly false, skipping the rest', () => {
      const obs = new Observable();
      const later = sinon.spy();
      obs.on('x', () => false);
      obs.on('x', later);
      expect(obs.fireEvent('x')).to.equal(false);
      expect(later.called).to.equal(false);
    });

    it('does not stop on other falsy results', () => {
      const obs = new Observable();
      const later = sinon.spy();
      obs.on('x', () => 0);
      obs.on('x', () => null);
      obs.on('x', () => '');
      obs.on('x', () => undefined);
      obs.on('x', later);
      expect(obs.fireEvent('x')).to.equal(true);
      expect(later.calledOnce).to.equal(true);
    });

    it('still calls a listener removed by an earlier one during the same fire', () => {
      const obs = new Observable();
      const order: string[] = [];
      const b = () => void order.push('b');
      obs.on('x', () => {
        order.push('a');
        obs.un('x', b);
      });
      obs.on('x', b);
      obs.fireEvent('x');
      obs.fireEvent('x');
      expect(order).to.deep.equal(['a', 'b', 'a']);
    });

    it('does not call a listener added during the fire until the next one', () => {
      const obs = new Observable();
      const order: string[] = [];
      const added = () => void order.push('added');
      obs.on('x', () => {
        order.push('a');
        obs.on('x', added);
      });
      obs.fireEvent('x');
      expect(order).to.deep.equal(['a']);
      obs.fireEvent('x');
      expect(order).to.deep.equal(['a', 'a', 'added']);
    });

    it('handles a listener firing the same event again', () => {
      const obs = new Observable();
      const seen: number[] = [];
      obs.on('x', (n: number) => {
        seen.push(n);
        if (n < 3) obs.fireEvent('x', n + 1);
      });
      obs.fireEvent('x', 1);
      expect(seen).to.deep.equal([1, 2, 3]);
    });

    it('propagates an exception thrown by a listener and stays usable', () => {
      const obs = new Observable();
      obs.on('x', (n: number) => {
        if (n === 1) throw new Error('boom');
      });
      expect(() => obs.fireEvent('x', 1)).to.throw('boom');
      expect(obs.fireEvent('x', 2)).to.equal(true);
    });

    it('calls a listener added after the event was fired unheard', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.fireEvent('load');
      obs.fireEvent('load');
      obs.on('load', spy);
      obs.fireEvent('load', 1);
      obs.fireEvent('LOAD', 2);
      expect(spy.args).to.deep.equal([[1], [2]]);
    });

    it('calls a listener added, bubbling or suspension set after a mixed-case name was fired unheard', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      expect(obs.fireEvent('DataChanged', 0)).to.equal(true);
      expect(obs.fireEvent('DataChanged', 0)).to.equal(true);
      obs.on('datachanged', spy);
      obs.fireEvent('DataChanged', 1);
      obs.fireEvent('dataChanged', 2);
      expect(spy.args).to.deep.equal([[1], [2]]);
      obs.fireEvent('BeforeLoad');
      obs.suspendEvents(true);
      obs.on('BEFORELOAD', spy);
      obs.fireEvent('BeforeLoad', 3);
      expect(spy.callCount).to.equal(2);
      obs.resumeEvents();
      expect(spy.lastCall.args).to.deep.equal([3]);
      const parent = new Observable();
      const child = new Observable() as Observable & { getBubbleTarget(): Observable };
      child.getBubbleTarget = () => parent;
      parent.on('itemclick', spy);
      child.fireEvent('ItemClick', 4);
      child.enableBubble('itemclick');
      child.fireEvent('ItemClick', 5);
      expect(spy.lastCall.args).to.deep.equal([5]);
      expect(spy.callCount).to.equal(4);
    });

    it('fires correctly past the number of unheard names it remembers', () => {
      const obs = new Observable();
      for (let i = 0; i < 300; i++) expect(obs.fireEvent('event' + i)).to.equal(true);
      const spy = sinon.spy();
      obs.on('event299', spy);
      obs.on('event0', spy);
      obs.fireEvent('event299', 'a');
      obs.fireEvent('event0', 'b');
      expect(spy.args).to.deep.equal([['a'], ['b']]);
    });

    it('finds listeners of names that look like Object.prototype members', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      expect(obs.fireEvent('toString')).to.equal(true);
      expect(obs.hasListener('constructor')).to.equal(false);
      obs.on('constructor', spy);
      obs.on('__proto__', spy);
      obs.fireEvent('constructor');
      obs.fireEvent('__proto__');
      expect(spy.callCount).to.equal(2);
    });
  });

  describe('#fireEventArgs', () => {
    it('fires with the arguments as an array (or an array-like)', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      const options = {};
      obs.on('x', spy, null, options);
      expect(obs.fireEventArgs('X', [1, 2])).to.equal(true);
      (function (..._: unknown[]) {
        obs.fireEventArgs('x', arguments as any);
      })(3);
      obs.fireEventArgs('x');
      expect(spy.args).to.deep.equal([[1, 2, options], [3, options], [options]]);
    });

    it('does not change the array it is given', () => {
      const obs = new Observable();
      obs.on('x', () => {}, null, {});
      obs.on('x', () => {}, null, { delay: 0 });
      const args = [1, 2, 3, 4, 5];
      obs.fireEventArgs('x', args);
      expect(args).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('returns false like fireEvent', () => {
      const obs = new Observable();
      obs.on('x', () => false);
      expect(obs.fireEventArgs('x', [])).to.equal(false);
    });
  });

  describe('#suspendEvents / #resumeEvents', () => {
    it('drops events while suspended, and fireEvent returns true', () => {
      const obs = new Observable();
      const spy = sinon.spy(() => false);
      obs.on('x', spy);
      obs.suspendEvents();
      expect(obs.fireEvent('x')).to.equal(true);
      obs.resumeEvents();
      expect(spy.called).to.equal(false);
      expect(obs.fireEvent('x')).to.equal(false);
    });

    it('honours legacy code that assigns eventsSuspended directly', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('x', spy);
      obs.eventsSuspended = true as unknown as number;
      expect(obs.fireEvent('x')).to.equal(true);
      expect(spy.called).to.equal(false);
      obs.eventsSuspended = false as unknown as number;
      obs.fireEvent('x');
      expect(spy.calledOnce).to.equal(true);
      obs.eventsSuspended = true as unknown as number;
      obs.resumeEvents();
      obs.fireEvent('x');
      expect(spy.calledTwice).to.equal(true);
    });

    it('queues events with queueSuspended and replays them in order on resume', () => {
      const obs = new Observable();
      const seen: unknown[] = [];
      obs.on('a', (n: number) => void seen.push(['a', n]));
      obs.on('b', (n: number) => void seen.push(['b', n]));
      obs.suspendEvents(true);
      obs.fireEvent('a', 1);
      obs.fireEvent('B', 2);
      obs.fireEvent('a', 3);
      expect(seen).to.deep.equal([]);
      obs.resumeEvents();
      expect(seen).to.deep.equal([
        ['a', 1],
        ['b', 2],
        ['a', 3],
      ]);
      expect(obs.eventQueue).to.equal(null);
    });

    it('nests: only the last resume fires again and replays', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('x', spy);
      obs.suspendEvents(true);
      obs.suspendEvents();
      obs.fireEvent('x', 1);
      obs.resumeEvents();
      expect(spy.called, 'first resume replays nothing').to.equal(false);
      obs.fireEvent('x', 2);
      obs.resumeEvents();
      expect(spy.args).to.deep.equal([[1], [2]]);
      obs.resumeEvents();
      expect(obs.eventsSuspended).to.equal(0);
    });

    it('keeps the arguments queued even if the caller reuses its array', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.on('x', spy);
      obs.suspendEvents(true);
      const args = [1];
      obs.fireEventArgs('x', args);
      args[0] = 2;
      obs.resumeEvents();
      expect(spy.args).to.deep.equal([[1]]);
    });

    it('also holds events that get their first listener while suspended', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.fireEvent('x');
      obs.suspendEvents(true);
      obs.on('x', spy);
      obs.on('y', spy);
      expect(obs.fireEvent('x', 1)).to.equal(true);
      obs.fireEvent('y', 2);
      expect(spy.called).to.equal(false);
      obs.resumeEvents();
      expect(spy.args).to.deep.equal([[1], [2]]);
      obs.fireEvent('x', 3);
      expect(spy.callCount).to.equal(3);
    });

    it('has no isSuspended (not in Ext JS 4)', () => {
      expect((new Observable() as any).isSuspended).to.equal(undefined);
    });
  });

  describe('#suspendEvent / #resumeEvent', () => {
    it('suspends single events; firing one returns true', () => {
      const obs = new Observable();
      const a = sinon.spy(() => false);
      const b = sinon.spy();
      obs.on('a', a);
      obs.on('b', b);
      obs.suspendEvent('a', 'c');
      expect(obs.fireEvent('a')).to.equal(true);
      obs.fireEvent('b');
      expect([a.callCount, b.callCount]).to.deep.equal([0, 1]);
      obs.resumeEvent('a');
      expect(obs.fireEvent('a')).to.equal(false);
    });

    it('nests, and holds for listeners added later', () => {
      const obs = new Observable();
      const spy = sinon.spy();
      obs.suspendEvent('x');
      obs.suspendEvent('X');
      obs.on('x', spy);
      obs.fireEvent('x');
      obs.resumeEvent('x');
      obs.fireEvent('x');
      obs.resumeEvent('x');
      obs.fireEvent('x');
      expect(spy.callCount).to.equal(1);
    });
  });

  describe('#enableBubble / #getBubbleTarget', () => {
    it('fires a bubbling event on the source, then up the bubble targets', () => {
      const order: string[] = [];
      const grandparent = new Observable();
      const parent = child(grandparent);
      const source = child(parent);
      grandparent.on('change', (v: number) => void order.push('grandparent ' + v));
      parent.on('change', (v: number) => void order.push('parent ' + v));
      source.on('change', (v: number) => void order.push('source ' + v));
      source.enableBubble('change');
      expect(source.fireEvent('change', 1)).to.equal(true);
      expect(order).to.deep.equal(['source 1', 'parent 1', 'grandparent 1']);
    });

    it('bubbles even when the source itself has no listener', () => {
      const parent = new Observable();
      const source = child(parent);
      const spy = sinon.spy();
      parent.on('change', spy);
      source.enableBubble(['change', 'other']);
      source.fireEvent('change');
      expect(spy.calledOnce).to.equal(true);
    });

    it('accepts several names, an array, and mixed case', () => {
      const obs = new Observable();
      obs.enableBubble('A', 'b');
      obs.enableBubble(['c']);
      expect(['a', 'b', 'c'].map((n) => obs.hasListener(n))).to.deep.equal([true, true, true]);
    });

    it('stops at a false anywhere in the chain and returns false', () => {
      const grandparent = new Observable();
      const parent = child(grandparent);
      const source = child(parent);
      const top = sinon.spy();
      grandparent.on('change', top);
      parent.on('change', () => false);
      source.enableBubble('change');
      expect(source.fireEvent('change')).to.equal(false);
      expect(top.called).to.equal(false);
    });

    it('does not bubble events that were not enabled', () => {
      const parent = new Observable();
      const source = child(parent);
      const spy = sinon.spy();
      parent.on('change', spy);
      source.on('change', () => {});
      source.fireEvent('change');
      expect(spy.called).to.equal(false);
    });

    it("applies each target's own suspension", () => {
      const grandparent = new Observable();
      const parent = child(grandparent);
      const source = child(parent);
      const top = sinon.spy();
      const middle = sinon.spy();
      grandparent.on('change', top);
      parent.on('change', middle);
      source.enableBubble('change');
      parent.suspendEvents(true);
      source.fireEvent('change', 1);
      expect(middle.called || top.called).to.equal(false);
      parent.resumeEvents();
      expect(middle.args).to.deep.equal([[1]]);
      expect(top.args, 'the replay continues bubbling, once').to.deep.equal([[1]]);
      parent.suspendEvent('change');
      source.fireEvent('change', 2);
      expect(middle.callCount).to.equal(1);
      expect(top.args).to.deep.equal([[1], [2]]);
    });

    it('stops at a bubble target that is not observable', () => {
      const source = child({ fireEvent() {} } as any);
      source.enableBubble('change');
      expect(source.fireEvent('change')).to.equal(true);
    });

    it('has no bubble target by default', () => {
      expect(new Observable().getBubbleTarget()).to.equal(null);
    });
  });

  describe('#relayEvents', () => {
    it('re-fires the named events with the original arguments only, under a prefix', () => {
      const store = new Observable();
      const grid = new Observable();
      const spy = sinon.spy();
      grid.relayEvents(store, ['load', 'clear'], 'store');
      grid.on('storeload', spy);
      store.fireEvent('load', store, true);
      expect(spy.args).to.deep.equal([[store, true]]);
      expect(store.hasListener('clear')).to.equal(true);
    });

    it('keeps the names without a prefix', () => {
      const origin = new Observable();
      const relay = new Observable();
      const spy = sinon.spy();
      relay.relayEvents(origin, 'edit');
      relay.on('edit', spy);
      origin.fireEvent('EDIT', 1);
      expect(spy.args).to.deep.equal([[1]]);
    });

    it("returns the relay target's false to the origin's fireEvent", () => {
      const origin = new Observable();
      const relay = new Observable();
      const later = sinon.spy();
      relay.relayEvents(origin, ['beforeedit']);
      origin.on('beforeedit', later);
      relay.on('beforeedit', () => false);
      expect(origin.fireEvent('beforeedit')).to.equal(false);
      expect(later.called).to.equal(false);
    });

    it('returns a destroyable that stops relaying; relays are managed listeners', () => {
      const origin = new Observable();
      const relay = new Observable();
      const spy = sinon.spy();
      relay.on('a', spy);
      relay.on('b', spy);
      const handle = relay.relayEvents(origin, ['a']);
      relay.relayEvents(origin, ['b']);
      handle.destroy();
      origin.fireEvent('a');
      relay.clearManagedListeners();
      origin.fireEvent('b');
      expect(spy.called).to.equal(false);
      expect(origin.hasListener('a') || origin.hasListener('b')).to.equal(false);
      expect([origin.hasListeners.a, origin.hasListeners.b]).to.deep.equal([undefined, undefined]);
    });
  });

  describe('#createRelayer', () => {
    it('makes a listener that fires another event on the observable, returning its result', () => {
      const origin = new Observable();
      const relay = new Observable();
      const spy = sinon.spy(() => false);
      relay.on('saved', spy);
      origin.on('save', relay.createRelayer('saved'));
      expect(origin.fireEvent('save', 1, 2)).to.equal(false);
      expect(spy.args).to.deep.equal([[1, 2]]);
      expect(spy.firstCall.thisValue).to.equal(relay);
    });

    it('relays the arguments between the indices of beginEnd', () => {
      const relay = new Observable();
      const spy = sinon.spy();
      relay.on('x', spy);
      relay.createRelayer('x', [1, -1])('a', 'b', 'c', 'd');
      relay.createRelayer('x', [2])('a', 'b', 'c', 'd');
      expect(spy.args).to.deep.equal([
        ['b', 'c'],
        ['c', 'd'],
      ]);
    });
  });

  describe('.capture / .releaseCapture', () => {
    it('passes every event to the capture function first, with the arguments', () => {
      const obs = new Observable();
      const listener = sinon.spy();
      const captured = sinon.spy();
      const scope = {};
      obs.on('load', listener);
      Observable.capture(obs, captured, scope);
      expect(obs.fireEvent('load', 1, 2)).to.equal(true);
      obs.fireEvent('unheard');
      expect(captured.args).to.deep.equal([['load', 1, 2], ['unheard']]);
      expect(captured.firstCall.thisValue).to.equal(scope);
      expect(listener.calledOnceWith(1, 2)).to.equal(true);
    });

    it('cancels the event when the capture function returns false: fireEvent returns null', () => {
      const obs = new Observable();
      const listener = sinon.spy();
      obs.on('load', listener);
      Observable.capture(obs, (name: string) => name !== 'load');
      expect(obs.fireEvent('load')).to.equal(null);
      expect(obs.fireEventArgs('load', [])).to.equal(null);
      expect(listener.called).to.equal(false);
    });

    it('defaults the capture scope to the observable, and runs the latest capture first', () => {
      const obs = new Observable();
      const order: unknown[] = [];
      Observable.capture(obs, function (this: unknown) {
        order.push(['first', this === obs]);
      });
      Observable.capture(obs, () => void order.push('second'));
      obs.fireEvent('x');
      expect(order).to.deep.equal(['second', ['first', true]]);
    });

    it('builds on Lib.Function.createInterceptor (looked up when capturing), as Ext 4', () => {
      const spy = sinon.spy(LibFunction, 'createInterceptor');
      const obs = new Observable();
      Observable.capture(obs, () => {});
      expect(spy.called).to.equal(true);
      expect(obs.fireEventArgs).to.equal(spy.returnValues[spy.callCount - 1]);
    });

    it('captureArgs passes the arguments as one array', () => {
      const obs = new Observable();
      const captured = sinon.spy();
      Lib.util.Observable.captureArgs(obs, captured);
      obs.fireEvent('x', 1, 2);
      expect(captured.args).to.deep.equal([['x', [1, 2]]]);
    });

    it('releaseCapture removes every capture of the object', () => {
      const obs = new Observable();
      const listener = sinon.spy();
      obs.on('load', listener);
      Observable.capture(obs, () => false);
      Observable.capture(obs, () => false);
      Observable.releaseCapture(obs);
      Observable.releaseCapture(obs);
      expect(obs.fireEvent('load')).to.equal(true);
      expect(listener.calledOnce).to.equal(true);
      expect(Object.prototype.hasOwnProperty.call(obs, 'fireEvent')).to.equal(false);
    });

    it('refuses a capture that is not a function', () => {
      expect(() => Observable.capture(new Observable(), 'fn' as any)).to.throw(
        TypeError,
        /expects a function/,
      );
      expect(() => Observable.capture(null as any, () => {})).to.throw(
        TypeError,
        /expects an observable/,
      );
    });
  });

  describe('.observe', () => {
    let Cls: any;
    let Sub: any;

    beforeEach(() => {
      Cls = Lib.define('App.spec.ObservedStore', { extend: 'Lib.util.Observable' });
      Sub = Lib.define('App.spec.ObservedSubStore', { extend: 'App.spec.ObservedStore' });
    });

    afterEach(() => {
      Lib.undefine('App.spec.ObservedSubStore');
      Lib.undefine('App.spec.ObservedStore');
    });

    it('makes the class observable and fires instance events on it first, with their arguments', () => {
      const order: string[] = [];
      expect(
        Observable.observe(Cls, {
          load: (s: unknown, ok: boolean) => void order.push('class ' + ok),
        }),
      ).to.equal(Cls);
      const store = new Cls();
      store.on('load', () => void order.push('instance'));
      store.fireEvent('load', store, true);
      expect(order).to.deep.equal(['class true', 'instance']);
    });

    it('lets Cls.on add class listeners afterwards, and covers subclasses', () => {
      Observable.observe(Cls);
      const spy = sinon.spy();
      Cls.on('save', spy);
      const sub = new Sub();
      sub.fireEvent('save', sub);
      expect(spy.calledOnceWith(sub)).to.equal(true);
      expect(spy.firstCall.thisValue).to.equal(Cls);
    });

    it('counts class listeners in the instances hasListeners', () => {
      const before = new Cls();
      Observable.observeClass(Cls, { load: () => {} });
      expect(before.hasListener('load')).to.equal(true);
      expect(new Cls().hasListeners.load).to.equal(1);
    });

    it('is observeClass, the same function', () => {
      expect(Observable.observeClass).to.equal(Observable.observe);
      expect(Lib.util.Observable.observeClass).to.equal(Lib.util.Observable.observe);
    });

    it('lets the class count show through again once an instance has no listeners of its own', () => {
      const classListener = () => {};
      Observable.observe(Cls, { load: classListener });
      const store = new Cls();
      const own = () => {};
      store.on('load', own);
      expect(store.hasListeners.load).to.equal(1);
      store.un('load', own);
      expect(store.hasListeners.load, 'the class listener').to.equal(1);
      Cls.un('load', classListener);
      expect(store.hasListeners.load).to.equal(undefined);
      expect(store.hasListener('load')).to.equal(false);
    });

    describe('with classes that mix an observable class in', () => {
      const names: string[] = [];
      const define = (name: string, body: Record<string, any>) => {
        names.push(name);
        return Lib.define(name, body);
      };
      afterEach(() => {
        while (names.length) Lib.undefine(names.pop()!);
      });

      it('reaches the class listeners of the mixin class, through mixins of mixins and subclasses', () => {
        Observable.observe(Cls);
        const Mixer = define('App.spec.ObsMixer', {
          mixins: { store: Cls },
          constructor(this: any, config: any) {
            this.mixins.store.constructor.call(this, config);
          },
        });
        const Mixer2 = define('App.spec.ObsMixer2', {
          mixins: { mixer: Mixer },
          constructor(this: any, config: any) {
            this.mixins.mixer.constructor.call(this, config);
          },
        });
        const Sub = define('App.spec.ObsMixer2Sub', { extend: Mixer2 });
        for (const T of [Mixer, Mixer2, Sub]) {
          const obj = new T();
          const spy = sinon.spy();
          expect(obj.hasListener('load'), T.$className).to.equal(false);
          Cls.on('load', spy);
          expect(obj.hasListeners.load, T.$className).to.equal(1);
          obj.fireEvent('load', 1);
          expect(spy.calledOnceWith(1), T.$className).to.equal(true);
          Cls.un('load', spy);
          expect(obj.hasListeners.load, T.$className).to.equal(undefined);
        }
      });

      it('keeps counting through the parent class when the class also extends an observable', () => {
        Observable.observe(Cls);
        const Other = define('App.spec.ObsOther', { extend: 'Lib.util.Observable' });
        Observable.observe(Other);
        const Both = define('App.spec.ObsBoth', { extend: Other, mixins: { store: Cls } });
        const obj = new Both();
        Other.on('load', () => {});
        expect(obj.hasListeners.load).to.equal(1);
        expect(Observable.prototype.onClassMixedIn).to.be.a('function');
      });
    });

    it('vetoes the instance event when a class listener returns false (fireEvent returns null)', () => {
      Observable.observe(Cls, { beforeload: () => false });
      const spy = sinon.spy();
      const store = new Cls({ listeners: { beforeload: spy } });
      expect(store.fireEvent('beforeload')).to.equal(null);
      expect(spy.called).to.equal(false);
    });

    it('reaches events an instance fired unheard before the class was observed', () => {
      const store = new Cls();
      store.fireEvent('load');
      const spy = sinon.spy();
      const listeners = { load: spy };
      Observable.observe(Cls, listeners);
      store.fireEvent('load', 1);
      expect(spy.args).to.deep.equal([[1, listeners]]);
    });

    it('does not reach instances of other classes', () => {
      Observable.observe(Cls);
      const spy = sinon.spy();
      Cls.on('load', spy);
      new Observable().fireEvent('load');
      expect(spy.called).to.equal(false);
    });

    it('refuses what is not a class', () => {
      expect(() => Observable.observe({} as any)).to.throw(TypeError, /expects a class/);
    });
  });

  describe('#beforeMethod / #afterMethod / #removeMethodListener', () => {
    it('run functions around a method, which may cancel it or change its result', () => {
      const obs = new Observable({
        setTitle(this: any, title: string) {
          this.title = title;
          return 'set ' + title;
        },
      }) as any;
      const after = sinon.spy();
      obs.beforeMethod('setTitle', (title: string) => title !== '');
      obs.afterMethod('setTitle', after);
      expect(obs.setTitle('A')).to.equal('set A');
      expect(obs.setTitle('')).to.equal(undefined);
      expect(obs.title).to.equal('A');
      expect(after.args).to.deep.equal([['A']]);
      obs.afterMethod('setTitle', () => ({ returnValue: 'changed' }));
      expect(obs.setTitle('B')).to.equal('changed');
    });

    it('restores the method once its functions are removed', () => {
      const obs = new Observable() as any;
      const original = obs.fireEvent;
      const before = () => false;
      obs.beforeMethod('fireEvent', before);
      expect(obs.fireEvent('x')).to.equal(undefined);
      obs.removeMethodListener('fireEvent', before);
      expect(obs.fireEvent).to.equal(original);
      expect(Object.prototype.hasOwnProperty.call(obs, 'fireEvent')).to.equal(false);
    });

    it('refuses an unknown method', () => {
      expect(() => new Observable().beforeMethod('nope', () => {})).to.throw(
        TypeError,
        /no method named 'nope'/,
      );
    });
  });
});
