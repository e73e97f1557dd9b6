/**
 * `Lib.Error`: the error every part of Lib throws for a broken rule (wrong argument *types*
 * throw a plain `TypeError`). The message always says where (`[Lib.create]`), what value was
 * seen and what was expected, so a stack trace alone is enough to act on.
 *
 * @example
 *   throw new LibError('no class is registered under alias \'proxy.rset\'', {sourceMethod: 'Lib.create'});
 *   // Error: [Lib.create] no class is registered under alias 'proxy.rset'
 */

/** Extra facts an error carries beside its message (Ext 4's `Ext.Error` fields). */
export interface LibErrorInfo {
  /** Where the error was raised, such as `'Lib.create'` or `'Lib.data.proxy.Rest#buildUrl'`. */
  sourceMethod?: string;
  /** The class the failing code belongs to, when there is one. */
  sourceClass?: string;
  [key: string]: unknown;
}

/** `true` for any non-null object (arrays included). */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object';

/** Keys that are never copied from input: they would reach the prototype machinery. */
export const isUnsafeKey = (key: string): boolean =>
  key === '__proto__' || key === 'constructor' || key === 'prototype';

/**
 * `[where]` for a message. The instances of an anonymous class (`Lib.define(null, …)`, as in
 * Ext JS 4) have a `$className` of `null`, so a place built from it (`null#set`) is named
 * `anonymous class#set` instead.
 */
export const origin = (where: string): string =>
  `[${String(where).replace(/^(?:null|undefined)?(?=#|$)/, 'anonymous class')}]`;

export class LibError extends Error {
  /** The message without its `[source]` prefix (Ext 4's `Ext.Error#msg`). */
  declare msg: string;
  declare sourceMethod?: string;
  declare sourceClass?: string;

  constructor(message: string, info?: LibErrorInfo) {
    const where = info?.sourceMethod ?? info?.sourceClass;
    super(where ? `${origin(where)} ${message}` : message);
    this.name = 'Lib.Error';
    this.msg = message;
    for (const key of Object.keys(info || {})) {
      if (!isUnsafeKey(key)) (this as Record<string, unknown>)[key] = (info as LibErrorInfo)[key];
    }
  }

  /**
   * Ext 4's `Ext.Error.raise(msg | {msg, sourceClass, sourceMethod, ...})`: always throws.
   */
  static raise(err: string | (LibErrorInfo & { msg?: string })): never {
    if (typeof err === 'string') throw new LibError(err);
    if (!isObj(err)) {
      throw new TypeError(
        `[Lib.Error.raise] expected a message string or an object with msg, got ${describe(err)}`,
      );
    }
    const { msg, ...rest } = err;
    throw new LibError(typeof msg === 'string' ? msg : 'Unknown error', rest);
  }
}

/** Throws `new LibError(message, {sourceMethod: where})`: `[where] message`. */
export function raise(where: string, message: string): never {
  throw new LibError(message, { sourceMethod: where });
}

/** Throws `TypeError('[where] expects <expected>, got <describe(value)>')`. */
export function expects(where: string, expected: string, value: unknown): never {
  throw new TypeError(`${origin(where)} expects ${expected}, got ${describe(value)}`);
}

/** What {@link describe} reads off a value, each member after the check that makes it there. */
interface Described {
  length: number;
  slice(start: number, end: number): string;
  $className?: string;
  name?: string;
}

/** A short, safe description of any value for an error message. */
export const describe = (value: unknown): string => {
  const v = value as Described;
  const type = typeof v;
  if (type === 'string') return `'${v.length > 60 ? v.slice(0, 57) + '...' : v}'`;
  if (type === 'function') return `function ${v.$className || v.name || '(anonymous)'}`;
  // String() also covers symbols, which a template literal would refuse.
  if (!isObj(v)) return String(v);
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (v.$className) return `an instance of ${v.$className}`;
  const ctor = Object.getPrototypeOf(v)?.constructor;
  return ctor && ctor !== Object && ctor.name ? `a ${ctor.name}` : 'an object';
};

/**
 * The candidate closest to `name` by Levenshtein distance, or `undefined` when none is close
 * enough to be a typo (at most a third of the name's length in edits).
 */
export const nearest = (name: string, candidates: Iterable<string>): string | undefined => {
  const a = name.toLowerCase();
  let best: string | undefined;
  let bestScore = Math.max(2, Math.ceil(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const b = candidate.toLowerCase();
    // One row of the edit-distance table, updated in place.
    const row: number[] = [];
    for (let j = 0; j <= b.length; j++) row[j] = j;
    for (let i = 1; i <= a.length; i++) {
      let diag = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const up = row[j];
        row[j] = Math.min(up + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
        diag = up;
      }
    }
    if (row[b.length] < bestScore) {
      bestScore = row[b.length];
      best = candidate;
    }
  }
  return best;
};
