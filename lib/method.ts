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
 * The one limit: a call up the chain must happen before the method's first `await`.
 */
import { LibError } from './Error';

/** What a wrapped method knows about itself. */
export interface MethodRecord {
  /** The class whose prototype (or, for statics, whose constructor) holds the method. */
  owner: any;
  /** The member name (`'$construct'` for a body's `constructor`). */
  name: string;
  /** `true` for methods of the class itself (statics). */
  isStatic: boolean;
  /** The implementation this one overrode, when it came from an override. */
  previous?: (...args: any[]) => any;
  /** @internal The parent prototype (or parent class for statics), found on first use. */
  holder?: any;
}

/** A method as stored on a prototype after wrapping. */
export interface WrappedMethod {
  (this: any, ...args: any[]): any;
  $fn: (...args: any[]) => any;
  $owner: any;
  $name: string;
  $previous?: (...args: any[]) => any;
}

let current: MethodRecord | null = null;

/** The record of the innermost wrapped method running now, if any. */
export function currentMethod(): MethodRecord | null {
  return current;
}

const CALLS_UP = /\b(?:callParent|callSuper|callOverridden|statics)\b/;
const fnToString = Function.prototype.toString;

/** The unwrapped implementation of a member function. */
export function unwrap(fn: (...args: any[]) => any): (...args: any[]) => any {
  return (fn as Partial<WrappedMethod>).$fn ?? fn;
}

/**
 * Prepares a function to become a member of `rec.owner`: wrapped when its source calls up
 * the chain (or when it is another class's wrapper, which is re-owned), else returned as is.
 */
export function prepareMethod(
  fn: (...args: any[]) => any,
  rec: MethodRecord,
): (...args: any[]) => any {
  const original = unwrap(fn);
  if (original !== fn || rec.previous !== undefined) return wrap(original, rec);
  const source = fnToString.call(original);
  if (!CALLS_UP.test(source) || /^class\b/.test(source)) return original;
  return wrap(original, rec);
}

function wrap(fn: (...args: any[]) => any, rec: MethodRecord): WrappedMethod {
  // Kept this small on purpose: V8 inlines `apply(this, arguments)` without materialising
  // the arguments object, so a wrapped call costs two variable writes and a try/finally.
  const wrapped = function (this: unknown) {
    const outer = current;
    current = rec;
    try {
      // eslint-disable-next-line prefer-rest-params
      return fn.apply(this, arguments as unknown as unknown[]);
    } finally {
      current = outer;
    }
  } as WrappedMethod;
  wrapped.$fn = fn;
  wrapped.$owner = rec.owner;
  wrapped.$name = rec.name;
  if (rec.previous !== undefined) wrapped.$previous = rec.previous;
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  Object.defineProperty(wrapped, 'name', { value: fn.name || rec.name });
  return wrapped;
}

function displayName(name: string): string {
  return name === '$construct' ? 'constructor' : name;
}

/** Where a record's "one level up" lives: the parent prototype, or the parent class for statics. */
function parentHolder(rec: MethodRecord): any {
  const parentProto = rec.owner?.superclass;
  if (!parentProto) return undefined;
  return rec.isStatic ? parentProto.self : parentProto;
}

/** The error for a call up the chain that cannot be made, or for bad arguments. */
function failCall(rec: MethodRecord | null, args: unknown, what: string): never {
  if (rec === null) {
    throw new LibError(
      `this.${what}() was called outside a method defined through Lib.define, override or addMembers ` +
        `(or after an await inside one: call ${what} before the first await)`,
      { sourceMethod: `Lib.Base#${what}` },
    );
  }
  if (
    args !== undefined &&
    args !== null &&
    typeof (args as { length?: unknown }).length !== 'number'
  ) {
    throw new TypeError(
      `[Lib.Base#${what}] expects an array or the arguments object, got ${typeof args} (write this.${what}([value]) or this.${what}(arguments))`,
    );
  }
  const parent =
    rec.owner?.superclass?.$className || (rec.owner?.superclass ? 'anonymous class' : 'none');
  throw new LibError(
    `this.${what}() was called but there's no such method (${displayName(rec.name)}) found in the parent class (${parent})`,
    { sourceMethod: `${rec.owner?.$className || 'anonymous class'}#${displayName(rec.name)}` },
  );
}

/**
 * `callParent` as installed on `Lib.Base` (instances and classes): calls the implementation
 * one level up with `args` (an array or `arguments`): the overridden one when the running
 * method came from an override, else the superclass's.
 */
export function callParentMethod(this: unknown, args?: ArrayLike<unknown> | null): any {
  // The parent is looked up on every call (not cached) so that a parent method replaced
  // later, even by plain assignment to a prototype, is the one that runs.
  const rec = current;
  if (rec !== null) {
    let method = rec.previous;
    if (method === undefined) {
      const holder = rec.holder === undefined ? (rec.holder = parentHolder(rec)) : rec.holder;
      if (holder) method = holder[rec.name];
    }
    if (typeof method === 'function') {
      if (args === undefined || args === null) return method.call(this);
      if (typeof args.length === 'number') return method.apply(this, args as unknown[]);
    }
  }
  return failCall(rec, args, 'callParent');
}

/** `callSuper`: calls the superclass implementation of the running method, skipping overrides. */
export function callSuperMethod(this: unknown, args?: ArrayLike<unknown> | null): any {
  const rec = current;
  if (rec !== null) {
    const holder = rec.holder === undefined ? (rec.holder = parentHolder(rec)) : rec.holder;
    const method = holder ? holder[rec.name] : undefined;
    if (typeof method === 'function') {
      if (args === undefined || args === null) return method.call(this);
      if (typeof args.length === 'number') return method.apply(this, args as unknown[]);
    }
  }
  return failCall(rec, args, 'callSuper');
}
