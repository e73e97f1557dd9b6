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
export function prepareMethod(fn: (...args: any[]) => any, rec: MethodRecord): (...args: any[]) => any {
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

function requireRecord(what: string): MethodRecord {
  if (current === null) {
    throw new LibError(
      `this.${what}() was called outside a method defined through Lib.define, override or addMembers ` +
        `(or after an await inside one: call ${what} before the first await)`,
      { sourceMethod: `Lib.Base#${what}` },
    );
  }
  return current;
}

function checkArgs(args: unknown, what: string): void {
  if (args !== undefined && args !== null && !Array.isArray(args) && typeof (args as { length?: unknown }).length !== 'number') {
    throw new TypeError(
      `[Lib.Base#${what}] expects an array or the arguments object, got ${typeof args} (write this.${what}([value]) or this.${what}(arguments))`,
    );
  }
}

function invoke(self: unknown, method: unknown, args: unknown, rec: MethodRecord, what: string): any {
  if (typeof method !== 'function') {
    const parent = rec.owner?.superclass?.$className || (rec.owner?.superclass ? 'anonymous class' : 'none');
    throw new LibError(
      `this.${what}() was called but there's no such method (${displayName(rec.name)}) found in the parent class (${parent})`,
      { sourceMethod: `${rec.owner?.$className || 'anonymous class'}#${displayName(rec.name)}` },
    );
  }
  checkArgs(args, what);
  return args === undefined || args === null ? method.call(self) : method.apply(self, args as unknown[]);
}

function superMethod(rec: MethodRecord): unknown {
  const parentProto = rec.owner?.superclass;
  if (!parentProto) return undefined;
  return rec.isStatic ? parentProto.self?.[rec.name] : parentProto[rec.name];
}

/**
 * Calls the implementation one level up: the overridden one when the running method came
 * from an override, else the superclass's.
 */
export function callParent(self: unknown, args?: ArrayLike<unknown> | null): any {
  const rec = requireRecord('callParent');
  return invoke(self, rec.previous !== undefined ? rec.previous : superMethod(rec), args, rec, 'callParent');
}

/** Calls the superclass implementation, skipping any overrides of the running method. */
export function callSuper(self: unknown, args?: ArrayLike<unknown> | null): any {
  const rec = requireRecord('callSuper');
  return invoke(self, superMethod(rec), args, rec, 'callSuper');
}
