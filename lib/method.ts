/**
 * How `callParent`, `callSuper`, `callOverridden` and `statics()` know which method called
 * them, in strict code as well as in sloppy legacy scripts.
 *
 * Ext JS 4 walks `arguments.callee.caller`, which throws in strict mode (every ES module and
 * every TypeScript file). Lib instead wraps, at define time, only the methods whose source
 * mentions one of those four names: the wrapper publishes a small record (owning class,
 * member name, overridden implementation) in a module variable for the duration of the
 * call. Methods that never call up the chain are stored unwrapped and cost nothing extra.
 *
 * `callParent` on `Lib.Base.prototype` is an accessor (see {@link installCallUp}): it hands
 * the running method a `callParent` specialised to it, which V8 can inline together with
 * the parent method. The parent is still looked up on every call.
 *
 * The one limit: a call up the chain must happen before the method's first `await`.
 *
 * @example
 *   const m = prepareMethod(function (this: any) { return this.callParent(); }, Cls, 'm', false);
 *   // a wrapper whose callParent reaches Cls.superclass.m
 */
import { expects, raise } from './Error';
import { defineAccessor, defineValue, nameOf } from './check';

/** Where a parent method is looked up: a prototype, or for statics a class (whose `self` is itself). */
export type Holder = Record<string, unknown> & { self?: Holder };

/**
 * A member function of any signature: declared as a method, so its parameters compare
 * bivariantly and `(name: string) => void` is one.
 */
export type Method = { m(this: unknown, ...args: unknown[]): unknown }['m'];

/** A class as the method machinery reads it: its parent class's prototype. */
export interface MethodOwner {
  superclass?: Holder | null;
}

/** What a wrapped method knows about itself. */
export interface MethodRecord {
  /** The class whose prototype (or, for statics, whose constructor) holds the method. */
  owner: MethodOwner;
  /** The member name (`'$construct'` for a body's `constructor`). */
  name: string;
  /** `true` for methods of the class itself (statics). */
  isStatic: boolean;
  /** The implementation this one overrode, when it came from an override. */
  previous?: Method;
  /** @internal The parent prototype (or parent class for statics), found on first use. */
  holder?: Holder | null;
  /** @internal `callParent` specialised to this method, made on first use (see `installCallUp`). */
  up?: CallUp;
  /** @internal `callSuper` specialised to this method, made on first use. */
  upSuper?: CallUp;
}

/** `callParent`/`callSuper` as called: `this.callParent(args)`. */
type CallUp = (this: unknown, args?: ArrayLike<unknown> | null) => unknown;

/** A method as stored on a prototype after wrapping. */
export interface WrappedMethod {
  (this: unknown, ...args: unknown[]): unknown;
  $fn: Method;
  $owner: MethodOwner;
  $name: string;
  $previous?: Method;
}

let current: MethodRecord | null = null;

/** The record of the innermost wrapped method running now, if any. */
export const currentMethod = (): MethodRecord | null => current;

const CALLS_UP = /\b(?:callParent|callSuper|callOverridden|statics)\b/;
const fnToString = Function.prototype.toString;

/** The unwrapped implementation of a member function. */
export const unwrap = (fn: Method): Method => (fn as Partial<WrappedMethod>).$fn ?? fn;

/**
 * Prepares a function to become a member `name` of `owner` (`isStatic` for a static;
 * `previous`, the implementation it overrides): wrapped when its source calls up the chain
 * (or when it is another class's wrapper, which is re-owned, or an override), else returned
 * as is.
 */
export const prepareMethod = (
  fn: Method,
  owner: MethodOwner,
  name: string,
  isStatic: boolean,
  previous?: Method,
): Method => {
  const original = unwrap(fn);
  if (original === fn && previous === undefined) {
    const source = fnToString.call(original);
    if (!CALLS_UP.test(source) || /^class\b/.test(source)) return original;
  }
  // Every record gets the same shape, so reading `up` off whichever one is current stays a
  // monomorphic load.
  const rec: MethodRecord = {
    owner,
    name,
    isStatic,
    previous,
    holder: undefined,
    up: undefined,
    upSuper: undefined,
  };
  const wrapped = wrapper(original, rec);
  wrapped.$fn = original;
  wrapped.$owner = owner;
  wrapped.$name = name;
  if (previous !== undefined) wrapped.$previous = previous;
  return wrapped;
};

/**
 * The wrapper itself: publishes `rec` while `fn` runs (V8 forwards `apply(this, arguments)`
 * without materialising `arguments`). It keeps `fn`'s `name` and `length` without
 * `Object.defineProperty`, which turns a function into a dictionary-mode object that V8
 * calls and inlines far more slowly (a 3-level chain went from 0.20x to 0.08x of `super` in
 * a reduced model): the name comes from a computed key, the length from one copy of the same
 * body per arity. Only arities above four pay for `defineProperty`.
 */
function wrapper(fn: Method, rec: MethodRecord): WrappedMethod {
  const name = fn.name || rec.name;
  switch (fn.length) {
    case 0:
      return {
        [name]: function (this: unknown) {
          const outer = current;
          current = rec;
          try {
            return fn.apply(this, arguments as unknown as unknown[]);
          } finally {
            current = outer;
          }
        },
      }[name] as WrappedMethod;
    case 1:
      return {
        [name]: function (this: unknown, _a: unknown) {
          const outer = current;
          current = rec;
          try {
            return fn.apply(this, arguments as unknown as unknown[]);
          } finally {
            current = outer;
          }
        },
      }[name] as WrappedMethod;
    case 2:
      return {
        [name]: function (this: unknown, _a: unknown, _b: unknown) {
          const outer = current;
          current = rec;
          try {
            return fn.apply(this, arguments as unknown as unknown[]);
          } finally {
            current = outer;
          }
        },
      }[name] as WrappedMethod;
    case 3:
      return {
        [name]: function (this: unknown, _a: unknown, _b: unknown, _c: unknown) {
          const outer = current;
          current = rec;
          try {
            return fn.apply(this, arguments as unknown as unknown[]);
          } finally {
            current = outer;
          }
        },
      }[name] as WrappedMethod;
    default: {
      const wrapped = {
        [name]: function (this: unknown, _a: unknown, _b: unknown, _c: unknown, _d: unknown) {
          const outer = current;
          current = rec;
          try {
            return fn.apply(this, arguments as unknown as unknown[]);
          } finally {
            current = outer;
          }
        },
      }[name] as WrappedMethod;
      if (fn.length !== 4) Object.defineProperty(wrapped, 'length', { value: fn.length });
      return wrapped;
    }
  }
}

/** Where a record's "one level up" lives (the parent prototype, or the parent class for statics), remembered once found. */
const holderOf = (rec: MethodRecord): Holder | null | undefined => {
  if (rec.holder === undefined) {
    const parentProto = rec.owner?.superclass;
    rec.holder = parentProto && (rec.isStatic ? parentProto.self : parentProto);
  }
  return rec.holder;
};

/** Whether `args` can be spread: nothing, an array or `arguments`. */
const okArgs = (args: ArrayLike<unknown> | null | undefined) =>
  args === undefined || args === null || typeof args.length === 'number';

/** The error for a call up the chain that cannot be made, or for bad arguments. */
function failCall(rec: MethodRecord | null, args: unknown, what: string): never {
  const where = `Lib.Base#${what}`;
  if (rec === null) {
    raise(
      where,
      `this.${what}() was called outside a method defined through Lib.define (or after an await)`,
    );
  }
  if (!okArgs(args as ArrayLike<unknown>)) expects(where, 'an array or the arguments object', args);
  const name = rec.name === '$construct' ? 'constructor' : rec.name;
  const parent = rec.owner?.superclass;
  raise(
    `${nameOf(rec.owner)}#${name}`,
    `this.${what}() was called but there's no such method (${name}) found in the parent class (${parent ? nameOf(parent) : 'none'})`,
  );
}

/**
 * `callParent` or (with `skipOverrides`) `callSuper`, generic form: calls the implementation
 * one level up of whichever wrapped method is running, with `args`.
 */
const callUp = (
  self: unknown,
  args: ArrayLike<unknown> | null | undefined,
  skipOverrides: boolean,
) => {
  // The parent is looked up on every call (not cached) so that a parent method replaced
  // later, even by plain assignment to a prototype, is the one that runs.
  const rec = current;
  if (rec !== null) {
    let method = skipOverrides ? undefined : rec.previous;
    if (method === undefined) {
      const holder = holderOf(rec);
      if (holder) method = holder[rec.name] as typeof method;
    }
    if (typeof method === 'function' && okArgs(args)) return spread(method, self, args);
  }
  return failCall(rec, args, skipOverrides ? 'callSuper' : 'callParent');
};

/**
 * `callParent`, generic form: calls the implementation one level up of whichever wrapped
 * method is running, with `args` (an array or `arguments`): the overridden one when that
 * method came from an override, else the superclass's. Installed as the static
 * `Lib.Base.callParent`; on instances, `this.callParent` gives it only outside a wrapped
 * method (where it throws), and the specialised form of {@link installCallUp} inside one.
 */
export function callParentMethod(this: unknown, args?: ArrayLike<unknown> | null): unknown {
  return callUp(this, args, false);
}

/** `callSuper`: calls the superclass implementation of the running method, skipping overrides. */
export function callSuperMethod(this: unknown, args?: ArrayLike<unknown> | null): unknown {
  return callUp(this, args, true);
}

/**
 * Calls `fn` with the elements of `args` (an array, `arguments`, or nothing) as arguments,
 * as `fn.apply(self, args)` would. Up to four are passed one by one rather than through
 * `apply`: once this is inlined into the calling method, V8 reads the `[x]` literal or the
 * `arguments` object in place instead of allocating it.
 */
function spread(fn: Method, self: unknown, args: ArrayLike<unknown> | null | undefined): unknown {
  // (`!`: a missing `args` takes case 0, which reads none.)
  switch (args === undefined || args === null ? 0 : args.length) {
    case 0:
      return fn.call(self);
    case 1:
      return fn.call(self, args![0]);
    case 2:
      return fn.call(self, args![0], args![1]);
    case 3:
      return fn.call(self, args![0], args![1], args![2]);
    case 4:
      return fn.call(self, args![0], args![1], args![2], args![3]);
    default:
      return fn.apply(self, args as unknown as unknown[]);
  }
}

/**
 * `callParent` (or, with `skipOverrides`, `callSuper`) specialised to one method: the parent
 * holder, the member name and the overridden implementation are constants of the closure.
 * Called while another method is current (a reference kept or copied elsewhere), it defers
 * to the generic implementation, so it behaves exactly as that one in every case.
 */
function makeUp(rec: MethodRecord, skipOverrides: boolean): CallUp {
  const generic = skipOverrides ? callSuperMethod : callParentMethod;
  const previous = skipOverrides ? undefined : rec.previous;
  if (previous !== undefined) {
    return function (this: unknown, args?: ArrayLike<unknown> | null): unknown {
      if (current !== rec) return generic.call(this, args);
      if (okArgs(args)) return spread(previous, this, args);
      return failCall(rec, args, 'callParent');
    };
  }
  const holder = holderOf(rec);
  if (!holder) return generic;
  const name = rec.name;
  return function (this: unknown, args?: ArrayLike<unknown> | null): unknown {
    if (current !== rec) return generic.call(this, args);
    // Looked up on every call, so a parent replaced later (even by plain assignment) runs.
    // `holder` and `name` being constants here, V8 may compile this read to a constant, but
    // only under a dependency that throws that code away when the property changes.
    const method = holder[name] as typeof previous;
    if (typeof method === 'function' && okArgs(args)) return spread(method, this, args);
    return failCall(rec, args, skipOverrides ? 'callSuper' : 'callParent');
  };
}

// Two plain getters rather than closures made by one factory: V8 inlined the factory-made
// getters noticeably worse (3-level chain 0.20x -> 0.13x of `super` in a reduced model).
function getCallParent(): CallUp {
  const rec = current;
  if (rec === null) return callParentMethod;
  return rec.up !== undefined ? rec.up : (rec.up = makeUp(rec, false));
}

function getCallSuper(): CallUp {
  const rec = current;
  if (rec === null) return callSuperMethod;
  return rec.upSuper !== undefined ? rec.upSuper : (rec.upSuper = makeUp(rec, true));
}

/**
 * Installs `callParent`, `callOverridden` and `callSuper` on `Lib.Base.prototype` as
 * accessors that return the version specialised to the running method.
 *
 * Why not a plain shared function: with one shared function, its call to the parent sees
 * every method of the application and V8 can never inline it, so each level of a
 * `callParent` chain is two indirect calls. A method's own call site
 * `this.callParent(...)` only ever receives that method's specialised function, so V8
 * inlines it, and through it the parent, much as it does an ES `super` chain.
 */
export function installCallUp(proto: object): void {
  const getters = [getCallParent, getCallParent, getCallSuper];
  ['callParent', 'callOverridden', 'callSuper'].forEach((name, i) => {
    defineAccessor(
      proto,
      name,
      getters[i],
      // Assigning one of these names (say, on a subclass prototype) defines a plain property there.
      function (this: object, value: unknown) {
        defineValue(this, name, value, true);
      },
      true,
    );
  });
}
