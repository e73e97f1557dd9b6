import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { bind, createBuffered, defer } from '../../../lib/lang/Function';

describe('Lib.Function', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => {
    clock.restore();
  });

  describe('.bind', () => {
    it('fixes this to the scope and passes the caller arguments', () => {
      const scope = { name: 'scope' };
      const fn = bind(function (this: unknown, a: number, b: number) {
        return [this, a, b];
      }, scope);
      expect(fn(1, 2)).to.deep.equal([scope, 1, 2]);
    });

    it('uses the global object when no scope is given', () => {
      const fn = bind(
        function (this: unknown) {
          return this;
        },
        null,
        [1],
      );
      expect(fn()).to.equal(globalThis);
    });

    it('replaces the caller arguments with args', () => {
      const fn = Lib.Function.bind((...args: unknown[]) => args, null, ['x', 'y']);
      expect(fn(1, 2)).to.deep.equal(['x', 'y']);
    });

    it('appends args after the caller arguments when appendArgs is true', () => {
      const fn = Lib.Function.bind((...args: unknown[]) => args, null, ['x'], true);
      expect(fn(1, 2)).to.deep.equal([1, 2, 'x']);
    });

    it('inserts args at the position appendArgs gives', () => {
      const fn = Lib.Function.bind((...args: unknown[]) => args, null, ['x', 'y'], 1);
      expect(fn(1, 2)).to.deep.equal([1, 'x', 'y', 2]);
    });

    it('accepts an arguments object as args', function () {
      const args = (function (..._a: unknown[]) {
        return arguments;
      })(7, 8);
      expect(Lib.Function.bind((...a: unknown[]) => a, null, args)()).to.deep.equal([7, 8]);
    });

    it('is also Lib.bind', () => {
      const scope = {};
      expect(
        Lib.bind(function (this: unknown) {
          return this;
        }, scope)(),
      ).to.equal(scope);
    });

    it('throws a TypeError for something that is not a function', () => {
      expect(() => Lib.Function.bind(undefined as never, {})).to.throw(
        TypeError,
        /\[Lib\.Function\.bind\] fn must be a function, got undefined/,
      );
    });
  });

  describe('.pass', () => {
    it('puts the given arguments before the caller ones', () => {
      const fn = Lib.Function.pass((...args: unknown[]) => args, [1, 2]);
      expect(fn(3)).to.deep.equal([1, 2, 3]);
    });

    it('wraps a single value and treats undefined as no arguments', () => {
      expect(Lib.Function.pass((...a: unknown[]) => a, 'one')(2)).to.deep.equal(['one', 2]);
      expect(Lib.Function.pass((...a: unknown[]) => a, undefined)(2)).to.deep.equal([2]);
    });

    it('keeps the caller this unless a scope is given', () => {
      const scope = {};
      const obj = {
        f: Lib.pass(function (this: unknown) {
          return this;
        }, []),
      };
      expect(obj.f()).to.equal(obj);
      expect(
        Lib.Function.pass(
          function (this: unknown) {
            return this;
          },
          [],
          scope,
        )(),
      ).to.equal(scope);
    });

    it('does not share argument arrays between calls', () => {
      const fn = Lib.Function.pass((...args: unknown[]) => args, [1]);
      fn(2);
      expect(fn(3)).to.deep.equal([1, 3]);
    });
  });

  describe('.alias', () => {
    it('calls the method on the object, looked up at call time', () => {
      const obj = {
        n: 2,
        twice(x: number) {
          return x * this.n;
        },
      };
      const fn = Lib.Function.alias(obj, 'twice');
      expect(fn(5)).to.equal(10);
      obj.twice = (x: number) => x + 1;
      expect(fn(5)).to.equal(6);
    });
  });

  describe('.clone', () => {
    it('returns a new function with the same behaviour and this', () => {
      const original = function (this: { k: number }, x: number) {
        return this.k + x;
      };
      const copy = Lib.Function.clone(original);
      expect(copy).to.not.equal(original);
      expect(copy.call({ k: 1 }, 2)).to.equal(3);
    });
  });

  describe('.createInterceptor', () => {
    it('calls the interceptor first, then the original, returning its result', () => {
      const calls: string[] = [];
      const fn = Lib.Function.createInterceptor(
        (x: number) => {
          calls.push('fn');
          return x * 2;
        },
        () => {
          calls.push('before');
        },
      );
      expect(fn(4)).to.equal(8);
      expect(calls).to.deep.equal(['before', 'fn']);
    });

    it('skips the original and returns null when the interceptor returns false', () => {
      const original = sinon.spy();
      const fn = Lib.Function.createInterceptor(original, () => false);
      expect(fn()).to.equal(null);
      expect(original.called).to.equal(false);
    });

    it('returns returnValue when intercepted', () => {
      const fn = Lib.Function.createInterceptor(
        () => 1,
        () => false,
        null,
        'stopped',
      );
      expect(fn()).to.equal('stopped');
      const falsy = Lib.Function.createInterceptor(
        () => 1,
        () => false,
        null,
        false,
      );
      expect(falsy()).to.equal(false);
    });

    it('runs the interceptor in scope and the original in the caller this', () => {
      const scope = {};
      const seen: unknown[] = [];
      const obj = {
        run: Lib.Function.createInterceptor(
          function (this: unknown) {
            seen.push(this);
          },
          function (this: unknown) {
            seen.push(this);
          },
          scope,
        ),
      };
      obj.run();
      expect(seen).to.deep.equal([scope, obj]);
    });

    it('returns the original when no interceptor is given', () => {
      const original = () => 1;
      expect(Lib.Function.createInterceptor(original, null)).to.equal(original);
    });
  });

  describe('.createSequence', () => {
    it('calls the original then the follower with the same arguments and returns the original result', () => {
      const follower = sinon.spy();
      const fn = Lib.Function.createSequence((x: number) => x + 1, follower);
      expect(fn(1)).to.equal(2);
      expect(follower.calledOnceWith(1)).to.equal(true);
    });

    it('runs the follower in scope when given', () => {
      const scope = {};
      const follower = sinon.spy();
      Lib.Function.createSequence(() => 0, follower, scope)();
      expect(follower.firstCall.thisValue).to.equal(scope);
    });

    it('returns the original when no follower is given', () => {
      const original = () => 1;
      expect(Lib.Function.createSequence(original)).to.equal(original);
    });
  });

  describe('.defer', () => {
    it('calls the function after the delay and returns a timer id', () => {
      const fn = sinon.spy();
      const id = defer(fn, 100);
      expect(id).to.not.equal(0);
      clock.tick(99);
      expect(fn.called).to.equal(false);
      clock.tick(1);
      expect(fn.calledOnce).to.equal(true);
    });

    it('calls at once and returns 0 when millis is 0 or less', () => {
      const fn = sinon.spy();
      expect(Lib.defer(fn, 0)).to.equal(0);
      expect(Lib.defer(fn, -5)).to.equal(0);
      expect(Lib.defer(fn)).to.equal(0);
      expect(fn.callCount).to.equal(3);
    });

    it('binds scope and arguments as bind does', () => {
      const scope = {};
      const fn = sinon.spy();
      Lib.Function.defer(fn, 10, scope, ['a'], true);
      clock.tick(10);
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.firstCall.args).to.deep.equal(['a']);
    });

    it('can be cancelled with clearTimeout', () => {
      const fn = sinon.spy();
      const id = Lib.defer(fn, 50);
      clearTimeout(id as ReturnType<typeof setTimeout>);
      clock.tick(100);
      expect(fn.called).to.equal(false);
    });
  });

  describe('.createDelayed', () => {
    it('schedules one call per invocation with that invocation arguments', () => {
      const fn = sinon.spy();
      const delayed = Lib.Function.createDelayed(fn, 20);
      delayed(1);
      delayed(2);
      expect(fn.called).to.equal(false);
      clock.tick(20);
      expect(fn.args).to.deep.equal([[1], [2]]);
    });

    it('uses the bound scope and args when given', () => {
      const scope = {};
      const fn = sinon.spy();
      Lib.Function.createDelayed(fn, 5, scope, ['bound'])('ignored');
      clock.tick(5);
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.firstCall.args).to.deep.equal(['bound']);
    });
  });

  describe('.createBuffered', () => {
    it('calls once, buffer ms after the last call, with the last arguments', () => {
      const fn = sinon.spy();
      const buffered = createBuffered(fn, 100);
      buffered(1);
      clock.tick(60);
      buffered(2);
      clock.tick(60);
      expect(fn.called).to.equal(false);
      clock.tick(40);
      expect(fn.args).to.deep.equal([[2]]);
    });

    it('uses scope, else the caller this', () => {
      const scope = {};
      const fn = sinon.spy();
      Lib.Function.createBuffered(fn, 10, scope)();
      const obj = { run: Lib.Function.createBuffered(fn, 10) };
      obj.run();
      clock.tick(10);
      expect(fn.firstCall.thisValue).to.equal(scope);
      expect(fn.secondCall.thisValue).to.equal(obj);
    });

    it('passes args instead of the caller arguments when given', () => {
      const fn = sinon.spy();
      Lib.Function.createBuffered(fn, 10, null, ['fixed'])('ignored');
      clock.tick(10);
      expect(fn.firstCall.args).to.deep.equal(['fixed']);
    });

    it('can cancel a pending call', () => {
      const fn = sinon.spy();
      const buffered = Lib.Function.createBuffered(fn, 10);
      buffered();
      buffered.cancel();
      clock.tick(20);
      expect(fn.called).to.equal(false);
    });

    it('clears only a pending timer: one clearTimeout per restarted wait', () => {
      // A sandbox of its own: spies of the default sandbox would be restored again by a later
      // sinon.restore(), putting back this test's fake setTimeout for every spec after it.
      const sandbox = sinon.createSandbox();
      const set = sandbox.spy(globalThis, 'setTimeout');
      const clear = sandbox.spy(globalThis, 'clearTimeout');
      try {
        const buffered = createBuffered(sinon.spy(), 30);
        buffered('a');
        expect(clear.called).to.equal(false);
        buffered('b');
        expect(clear.callCount).to.equal(1);
        expect(clear.firstCall.args[0]).to.equal(set.firstCall.returnValue);
        clock.tick(30);
        buffered.cancel();
        buffered.cancel();
        expect(clear.callCount).to.equal(1);
      } finally {
        sandbox.restore();
      }
    });
  });

  describe('.createThrottled', () => {
    it('calls at once, then at most once per interval with the latest arguments', () => {
      const fn = sinon.spy();
      const throttled = Lib.Function.createThrottled(fn, 100);
      throttled(1);
      expect(fn.args).to.deep.equal([[1]]);
      clock.tick(30);
      throttled(2);
      throttled(3);
      expect(fn.callCount).to.equal(1);
      clock.tick(70);
      expect(fn.args).to.deep.equal([[1], [3]]);
      clock.tick(100);
      throttled(4);
      expect(fn.args).to.deep.equal([[1], [3], [4]]);
    });

    it('calls in scope when given', () => {
      const scope = {};
      const fn = sinon.spy();
      Lib.Function.createThrottled(fn, 10, scope)();
      expect(fn.firstCall.thisValue).to.equal(scope);
    });
  });

  describe('.flexSetter', () => {
    it('accepts a name and a value, or an object of them, and returns this', () => {
      const target = { values: {} as Record<string, unknown>, set: undefined as unknown };
      const set = Lib.Function.flexSetter(function (
        this: typeof target,
        name: string,
        value: unknown,
      ) {
        this.values[name] = value;
      });
      expect(set.call(target, 'a', 1)).to.equal(target);
      set.call(target, { b: 2, c: 3 });
      expect(target.values).to.deep.equal({ a: 1, b: 2, c: 3 });
    });

    it('does nothing for a null name', () => {
      const setter = sinon.spy();
      const set = Lib.Function.flexSetter(setter);
      set.call({}, null);
      expect(setter.called).to.equal(false);
    });
  });

  describe('.interceptBefore', () => {
    it('runs fn before the method and returns fn result', () => {
      const calls: string[] = [];
      const obj = {
        greet(name: string) {
          calls.push('greet ' + name);
          return 'original';
        },
      };
      const replaced = Lib.Function.interceptBefore(obj, 'greet', (name: string) => {
        calls.push('before ' + name);
        return 'before';
      });
      expect(obj.greet).to.equal(replaced);
      expect(obj.greet('Ada')).to.equal('before');
      expect(calls).to.deep.equal(['before Ada', 'greet Ada']);
    });

    it('works when the object has no such method', () => {
      const obj: Record<string, any> = {};
      Lib.Function.interceptBefore(obj, 'missing', () => 5);
      expect(obj.missing()).to.equal(5);
    });
  });

  describe('.interceptAfter', () => {
    it('runs the method then fn, returns fn result, with the object as this', () => {
      const calls: unknown[] = [];
      const obj = {
        run() {
          calls.push('run');
        },
      };
      Lib.Function.interceptAfter(obj, 'run', function (this: unknown) {
        calls.push(this);
        return 'after';
      });
      expect(obj.run()).to.equal('after');
      expect(calls).to.deep.equal(['run', obj]);
    });

    it('runs fn in scope when given', () => {
      const scope = {};
      const obj = { run() {} };
      const fn = sinon.spy();
      Lib.Function.interceptAfter(obj, 'run', fn, scope);
      obj.run();
      expect(fn.firstCall.thisValue).to.equal(scope);
    });
  });
});
