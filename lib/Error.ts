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

export class LibError extends Error {
  /** The message without its `[source]` prefix (Ext 4's `Ext.Error#msg`). */
  declare msg: string;
  declare sourceMethod?: string;
  declare sourceClass?: string;

  constructor(message: string, info?: LibErrorInfo) {
    const where = info?.sourceMethod ?? info?.sourceClass;
    super(where ? `[${where}] ${message}` : message);
    this.name = 'Lib.Error';
    this.msg = message;
    if (info) {
      for (const key of Object.keys(info)) {
        if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
          (this as Record<string, unknown>)[key] = info[key];
        }
      }
    }
  }

  /**
   * Ext 4's `Ext.Error.raise(msg | {msg, sourceClass, sourceMethod, ...})`: always throws.
   */
  static raise(err: string | (LibErrorInfo & { msg?: string })): never {
    if (typeof err === 'string') throw new LibError(err);
    if (err === null || typeof err !== 'object') {
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

/** A short, safe description of any value for an error message. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return `'${value.length > 60 ? value.slice(0, 57) + '...' : value}'`;
    case 'function':
      return `function ${(value as { $className?: string }).$className || value.name || '(anonymous)'}`;
    case 'object': {
      if (Array.isArray(value)) return `an array of ${value.length}`;
      const name = (value as { $className?: string }).$className;
      if (name) return `an instance of ${name}`;
      const ctor = Object.getPrototypeOf(value)?.constructor;
      return ctor && ctor !== Object && ctor.name ? `a ${ctor.name}` : 'an object';
    }
    default:
      return String(value);
  }
}

/** Levenshtein distance, for "did you mean" suggestions. */
function distance(a: string, b: string): number {
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
  return row[b.length];
}

/**
 * The candidate closest to `name`, or `undefined` when none is close enough to be a typo
 * (at most a third of the name's length in edits).
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestScore = Math.max(2, Math.ceil(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}
