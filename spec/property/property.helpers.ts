/**
 * Helpers of the property-based specs (fast-check): run parameters that replay a failure from
 * its printed seed, arbitraries for hostile JSON (keys such as `__proto__`, `constructor`,
 * `toString`, `''` and non-ASCII text, made own properties exactly as `JSON.parse` makes
 * them), and a guard that fails when a built-in prototype changed.
 *
 * Replaying a failure: fast-check prints `{ seed: S, path: "P", ... }`; run
 * `FC_SEED=S FC_PATH=P npx mocha spec/property/<file>.spec.ts -g '<test name>'`.
 * A longer hunt: `FC_RUNS_FACTOR=50 npx mocha spec/property/*.spec.ts`.
 *
 * @example
 *   fc.assert(fc.property(hostileJson, (value) => { Lib.clone(value); guard.check(); }), runs(200));
 */
import { expect } from 'chai';
import fc from 'fast-check';

/**
 * fast-check parameters: `numRuns` runs (times `FC_RUNS_FACTOR` when set, for a longer hunt);
 * the seed and path from `FC_SEED`/`FC_PATH` when set (to replay a printed failure), else
 * fast-check's fresh seed (printed on failure).
 */
export function runs<T>(numRuns: number): fc.Parameters<T> {
  const factor = Number(process.env.FC_RUNS_FACTOR || 1);
  const params: fc.Parameters<T> = {
    numRuns: Math.max(1, Math.round(numRuns * (factor > 0 ? factor : 1))),
  };
  const seed = process.env.FC_SEED;
  if (seed !== undefined && seed !== '') params.seed = Number(seed);
  const path = process.env.FC_PATH;
  if (path !== undefined && path !== '') params.path = path;
  return params;
}

/** Keys that have tripped object helpers somewhere: prototype machinery, built-in names, odd text. */
export const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  '',
  ' ',
  '0',
  'length',
  'a.b',
  'a[0]',
  'ü',
  'Straße',
  '名前',
  '😀',
  'polluted',
] as const;

/** Keys that must never be copied from input (DESIGN.md: no prototype pollution). */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A key: mostly one of {@link ODD_KEYS}, else short ASCII or grapheme text. */
export const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);

/**
 * An object with these entries as own, enumerable data properties, as `JSON.parse` makes
 * them: `__proto__` becomes an own key (assignment would set the prototype instead). A key
 * given twice keeps its last value.
 */
export function fromEntries(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

const leafArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...ODD_KEYS),
);

const tree = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leafArb,
      tie('array'),
      tie('object'),
    ),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.array(fc.tuple(keyArb, tie('value')), { maxLength: 5 }).map(fromEntries),
  }),
);

/** A JSON object whose keys (at every depth) are often hostile ({@link ODD_KEYS}). */
export const hostileObject: fc.Arbitrary<Record<string, unknown>> = tree.object;

/**
 * Any JSON value: hostile trees, fast-check's `jsonValue()`, and `JSON.parse` of `json()`
 * (so the keys are exactly what a server's JSON would give).
 */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: tree.value },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown) },
);

/** Any JSON object (hostile keys likely). */
export const anyJsonObject: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 3, arbitrary: hostileObject },
  {
    weight: 1,
    arbitrary: fc
      .json({ maxDepth: 3 })
      .map((text) => JSON.parse(text) as unknown)
      .filter((v): v is Record<string, unknown> => isPlain(v)),
  },
);

/** A plain object: prototype `Object.prototype` or `null`. */
export function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A deep copy of JSON data keeping every key (own `__proto__` included). */
export function snapshot<T>(value: T): T {
  if (Array.isArray(value)) return value.map(snapshot) as T;
  if (isPlain(value)) {
    return fromEntries(Object.keys(value).map((k) => [k, snapshot(value[k])])) as T;
  }
  return value;
}

/** JSON data without the unsafe keys, at every depth (what a safe copy of it holds). */
export function stripUnsafe<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUnsafe) as T;
  if (isPlain(value)) {
    return fromEntries(
      Object.keys(value)
        .filter((k) => !UNSAFE_KEYS.has(k))
        .map((k) => [k, stripUnsafe(value[k])]),
    ) as T;
  }
  return value;
}

/**
 * Structural equality of JSON data: same own keys (in any order), same prototype kind, `===`
 * leaves (`Object.is` for numbers, so `-0` and `0` differ). Returns the path of the first
 * difference, or `null`.
 */
export function jsonDiff(a: unknown, b: unknown, path = '$'): string | null {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return `${path}: array vs non-array`;
    if (a.length !== b.length) return `${path}: length ${a.length} vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isPlain(a) || isPlain(b)) {
    if (!isPlain(a) || !isPlain(b)) return `${path}: object vs non-object`;
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    if (ka.join('\u0000') !== kb.join('\u0000')) {
      return `${path}: keys ${JSON.stringify(ka)} vs ${JSON.stringify(kb)}`;
    }
    for (const k of ka) {
      const d = jsonDiff(a[k], b[k], `${path}[${JSON.stringify(k)}]`);
      if (d) return d;
    }
    return null;
  }
  return Object.is(a, b) ? null : `${path}: ${String(a)} vs ${String(b)}`;
}

/** Asserts structural equality of JSON data (see {@link jsonDiff}). */
export function expectJsonEqual(actual: unknown, expected: unknown, what = 'value'): void {
  const diff = jsonDiff(actual, expected);
  expect(diff, `${what} differs at ${diff}`).to.equal(null);
}

/** Every object and array reachable from `value` (arrays and plain objects only). */
export function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    if (Array.isArray(value)) {
      into.add(value);
      for (const item of value) containers(item, into);
    } else if (isPlain(value)) {
      into.add(value);
      for (const k of Object.keys(value)) containers(value[k], into);
    }
  }
  return into;
}

const GUARDED: Array<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Boolean.prototype', Boolean.prototype],
];

/**
 * Remembers every own property (and the prototype) of the built-in prototypes; `check()`
 * fails naming the first one that was added, removed or replaced since.
 */
export function prototypeGuard(): { check(): void } {
  const before = GUARDED.map(([name, proto]) => ({
    name,
    proto,
    parent: Object.getPrototypeOf(proto),
    props: new Map(
      Reflect.ownKeys(proto).map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)!]),
    ),
  }));
  /** Puts back what a failing case changed, so that shrinking starts from clean prototypes. */
  const restore = () => {
    for (const { proto, parent, props } of before) {
      if (Object.getPrototypeOf(proto) !== parent) Object.setPrototypeOf(proto, parent);
      for (const key of Reflect.ownKeys(proto)) {
        if (!props.has(key)) delete (proto as any)[key];
      }
      for (const [key, descriptor] of props) Object.defineProperty(proto, key, descriptor);
    }
  };
  return {
    check() {
      // Plain comparisons first, chai only to report: this runs after every generated case.
      const problems: string[] = [];
      for (const { name, proto, parent, props } of before) {
        if (Object.getPrototypeOf(proto) !== parent) problems.push(`${name}'s prototype replaced`);
        let kept = 0;
        for (const key of Reflect.ownKeys(proto)) {
          const was = props.get(key) as any;
          const now = Object.getOwnPropertyDescriptor(proto, key) as any;
          if (was === undefined) {
            problems.push(`${name}.${String(key)} added`);
            continue;
          }
          kept++;
          if (now.value !== was.value || now.get !== was.get || now.set !== was.set) {
            problems.push(`${name}.${String(key)} replaced`);
          }
        }
        if (kept !== props.size) problems.push(`a key of ${name} removed`);
      }
      // The sentinel the hostile data tries to plant (`{"__proto__": {"polluted": ...}}`).
      if (({} as any).polluted !== undefined) problems.push('a fresh object reads `polluted`');
      if (problems.length) {
        restore();
        expect.fail(`built-in prototypes changed: ${problems.join('; ')}`);
      }
    },
  };
}
