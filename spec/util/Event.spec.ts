import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Event } from '../../classes/util/Event';
import { Observable } from '../../classes/util/Observable';

describe('Lib.util.Event', () => {
  const owner = {};

  it('is registered as Lib.util.Event', () => {
    expect(Lib.util.Event).to.equal(Event);
    const ev = Lib.create('Lib.util.Event', owner, 'load');
    expect(ev.isEvent).to.equal(true);
    expect(ev.name).to.equal('load');
    expect(ev.observable).to.equal(owner);
    expect(ev.listeners).to.deep.equal([]);
  });

  it('is what an observable keeps per event, under the lower-case name', () => {
    const obs = new Observable();
    const fn = () => {};
    obs.on('DataChanged', fn);
    const ev = obs.events.datachanged as Event;
    expect(ev).to.be.instanceOf(Event);
    expect(ev.name).to.equal('datachanged');
    expect(ev.listeners.map((l) => l.fn)).to.deep.equal([fn]);
  });

  describe('#addListener', () => {
    it('returns whether it added, ignoring the same fn and scope (omitted = the observable)', () => {
      const ev = new Event(owner, 'x');
      const fn = () => {};
      expect(ev.addListener(fn)).to.equal(true);
      expect(ev.addListener(fn, owner)).to.equal(false);
      expect(ev.addListener(fn, {})).to.equal(true);
      expect(ev.listeners).to.have.length(2);
    });

    it('replaces the listener array instead of changing it', () => {
      const ev = new Event(owner, 'x');
      const before = ev.listeners;
      ev.addListener(() => {});
      expect(before).to.deep.equal([]);
      expect(ev.listeners).to.not.equal(before);
    });

    it('keeps Ext names on the listener records', () => {
      const ev = new Event(owner, 'x');
      const fn = () => {};
      const scope = {};
      const options = { priority: 3 };
      ev.addListener(fn, scope, options);
      const [l] = ev.listeners;
      expect([l.fn, l.scope, l.o, l.priority, l.ev]).to.deep.equal([fn, scope, options, 3, ev]);
    });

    it('refuses what is neither a function nor a method name', () => {
      for (const [fn, got] of [
        [5, '5'],
        ['', "''"],
        [{}, 'an object'],
      ]) {
        expect(() => new Event(owner, 'x').addListener(fn as any)).to.throw(
          TypeError,
          `the handler for event 'x' must be a function or a method name, got ${got}`,
        );
      }
    });

    it('takes a method name, looked up at each fire on an object scope, else on the caller', () => {
      const ev = new Event(owner, 'x');
      const scope = { onX: sinon.spy() };
      const caller = { onX: sinon.spy() };
      ev.addListener('onX', scope);
      ev.addListener('onX', undefined, null, caller);
      expect(ev.addListener('onX', 'this', null, caller), "'this' is the caller").to.equal(false);
      const later = sinon.spy();
      scope.onX = later;
      ev.fire(1);
      expect(later.calledOnceWith(1) && later.calledOn(scope)).to.equal(true);
      expect(caller.onX.calledOnceWith(1) && caller.onX.calledOn(caller)).to.equal(true);
      expect(ev.removeListener('onX', undefined, {})).to.equal(false);
      expect(ev.removeListener('onX', undefined, caller)).to.equal(true);
      expect(ev.listeners.map((l) => l.fn)).to.deep.equal(['onX']);
    });

    it('refuses options that are not an object', () => {
      expect(() => new Event(owner, 'x').addListener(() => {}, null, 5 as any)).to.throw(
        TypeError,
        /options .* must be an object/,
      );
    });
  });

  describe('#removeListener / #findListener / #isListening', () => {
    it('find, test and remove by function and scope', () => {
      const ev = new Event(owner, 'x');
      const fn = () => {};
      const scope = {};
      ev.addListener(fn);
      ev.addListener(fn, scope);
      expect(ev.findListener(fn, scope)).to.equal(1);
      expect(ev.isListening(fn)).to.equal(true);
      expect(ev.removeListener(fn, {})).to.equal(false);
      expect(ev.removeListener(fn)).to.equal(true);
      expect(ev.isListening(fn)).to.equal(false);
      expect(ev.findListener(fn, scope)).to.equal(0);
    });
  });

  describe('#fire', () => {
    it('calls the listeners with the arguments and this = scope, else the observable', () => {
      const ev = new Event(owner, 'x');
      const a = sinon.spy();
      const b = sinon.spy();
      const scope = {};
      ev.addListener(a);
      ev.addListener(b, scope);
      expect(ev.fire(1, 2)).to.equal(true);
      expect(a.calledOnceWith(1, 2) && a.calledOn(owner)).to.equal(true);
      expect(b.calledOn(scope)).to.equal(true);
    });

    it('returns false and stops at the first listener returning exactly false', () => {
      const ev = new Event(owner, 'x');
      const later = sinon.spy();
      ev.addListener(() => false);
      ev.addListener(later);
      expect(ev.fire()).to.equal(false);
      expect(later.called).to.equal(false);
    });

    it('passes six or more arguments, with the options last', () => {
      const ev = new Event(owner, 'x');
      const spy = sinon.spy();
      const options = {};
      ev.addListener(spy, null, options);
      ev.fireArgs([1, 2, 3, 4, 5, 6]);
      expect(spy.firstCall.args).to.deep.equal([1, 2, 3, 4, 5, 6, options]);
    });
  });

  describe('#suspend / #resume', () => {
    it('skip the listeners while suspended (nested) and fire returns true', () => {
      const ev = new Event(owner, 'x');
      const spy = sinon.spy(() => false);
      ev.addListener(spy);
      ev.suspend();
      ev.suspend();
      expect(ev.fire()).to.equal(true);
      ev.resume();
      expect(ev.fire()).to.equal(true);
      ev.resume();
      ev.resume();
      expect(ev.suspended).to.equal(0);
      expect(ev.fire()).to.equal(false);
      expect(spy.callCount).to.equal(1);
    });
  });

  describe('#clearListeners', () => {
    it('removes every listener and keeps the owner count in step', () => {
      const obs = new Observable();
      obs.on('x', () => {});
      obs.on('x', () => {});
      const ev = obs.events.x as Event;
      ev.clearListeners();
      expect(ev.listeners).to.deep.equal([]);
      expect(obs.hasListener('x')).to.equal(false);
    });
  });
});
