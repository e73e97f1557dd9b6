import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { DelayedTask } from '../../classes/util/DelayedTask';

describe('Lib.util.DelayedTask', () => {
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });

  afterEach(() => clock.restore());

  it('is registered as Lib.util.DelayedTask', () => {
    expect(Lib.util.DelayedTask).to.equal(DelayedTask);
    expect(Lib.create('Lib.util.DelayedTask', () => {})).to.be.instanceOf(DelayedTask);
  });

  describe('#delay', () => {
    it('runs the function once after the delay, with the scope and arguments', () => {
      const fn = sinon.spy();
      const scope = {};
      const task = new DelayedTask(fn, scope, [1, 2]);
      task.delay(100);
      expect(task.id).to.not.equal(null);
      clock.tick(99);
      expect(fn.called).to.equal(false);
      clock.tick(1);
      expect(fn.calledOnceWith(1, 2) && fn.calledOn(scope)).to.equal(true);
      expect(task.id).to.equal(null);
    });

    it('restarts the countdown on every call (the function runs once)', () => {
      const fn = sinon.spy();
      const task = new DelayedTask(fn);
      task.delay(100);
      clock.tick(60);
      task.delay(100);
      clock.tick(60);
      expect(fn.called).to.equal(false);
      clock.tick(40);
      expect(fn.callCount).to.equal(1);
      expect(fn.firstCall.args).to.deep.equal([]);
    });

    it('keeps a pending countdown when cancelOnDelay is false', () => {
      const fn = sinon.spy();
      const task = new DelayedTask(fn, null, ['old'], false);
      task.delay(100);
      clock.tick(60);
      task.delay(100, undefined, undefined, ['new']);
      clock.tick(40);
      expect(fn.args).to.deep.equal([['new']]);
    });

    it('replaces the function, scope and arguments when given, and reuses the last delay', () => {
      const first = sinon.spy();
      const second = sinon.spy();
      const scope = {};
      const task = new DelayedTask(first);
      task.delay(30);
      task.delay(undefined, second, scope, ['x']);
      clock.tick(30);
      expect(first.called).to.equal(false);
      expect(second.calledOnceWith('x') && second.calledOn(scope)).to.equal(true);
    });

    it('throws when there is no function to run', () => {
      expect(() => new DelayedTask().delay(10)).to.throw(
        TypeError,
        /expects a function to run, got undefined/,
      );
      expect(() => new DelayedTask('x' as any).delay(10)).to.throw(TypeError, /got 'x'/);
    });
  });

  describe('#cancel', () => {
    it('cancels the pending run', () => {
      const fn = sinon.spy();
      const task = new DelayedTask(fn);
      task.delay(10);
      task.cancel();
      task.cancel();
      clock.tick(100);
      expect(fn.called).to.equal(false);
      expect(task.id).to.equal(null);
    });
  });
});
