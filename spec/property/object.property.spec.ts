/**
 * Properties of the object helpers (`Lib.apply`, `applyIf`, `merge`, `clone`) and of config
 * merging through `Lib.define` config blocks, on arbitrary JSON whose keys are often hostile
 * (`__proto__`, `constructor`, `prototype`, `toString`, `hasOwnProperty`, `''`, non-ASCII).
 * After every run no built-in prototype has changed.
 *
 * Ext JS 4.2.1 semantics kept (ext4-behaviour.md §1): `merge` deep-copies plain objects but
 * assigns arrays by reference, so the only things a merged result shares with its sources are
 * those arrays.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { Lib } from '../../lib/Lib';
import { Base } from '../../lib/Base';
import {
  UNSAFE_KEYS,
  anyJson,
  anyJsonObject,
  containers,
  expectJsonEqual,
  fromEntries,
  isPlain,
  keyArb,
  prototypeGuard,
  runs,
  snapshot,
  stripUnsafe,
} from './property.helpers';

type Json = Record<string, unknown>;

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const safeKeys = (object: object) => Object.keys(object).filter((k) => !UNSAFE_KEYS.has(k));

/** What `merge` must produce: Ext 4's rules, written out on JSON data. */
function mergeModel(dest: Json, source: unknown): void {
  if (!source || typeof source !== 'object') return;
  for (const key of safeKeys(source)) {
    const value = (source as Json)[key];
    if (isPlain(value)) {
      const existing = own(dest, key) ? dest[key] : undefined;
      if (isPlain(existing)) mergeModel(existing, value);
      else dest[key] = stripUnsafe(value);
    } else {
      dest[key] = value;
    }
  }
}

/**
 * Mutates every array and plain object reachable from `value`, except those in `shared`
 * (which are not descended into either).
 */
function mutateAll(value: unknown, shared: Set<object>, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value) || shared.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice();
    value.push('mutated');
    for (const item of items) mutateAll(item, shared, seen);
  } else if (isPlain(value)) {
    const keys = Object.keys(value);
    (value as Json)['\u0001mutated'] = true;
    for (const key of keys) mutateAll((value as Json)[key], shared, seen);
  }
}

/** The arrays and plain objects reachable from `value`, not descending into those in `stop`. */
function reachable(value: unknown, stop: Set<object>, into = new Set<object>()): Set<object> {
  if (value === null || typeof value !== 'object' || into.has(value)) return into;
  if (!Array.isArray(value) && !isPlain(value)) return into;
  into.add(value);
  if (stop.has(value)) return into;
  const items = Array.isArray(value) ? value : Object.values(value);
  for (const item of items) reachable(item, stop, into);
  return into;
}

const sourceArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyJsonObject },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, 0, 7, '', 'text', true) },
);

describe('Lib object helpers (properties)', () => {
  let guard: ReturnType<typeof prototypeGuard>;
  before(() => {
    guard = prototypeGuard();
  });
  afterEach(() => guard.check());

  describe('Lib.apply', () => {
    it('copies every safe key of the source by reference, over the defaults, and nothing unsafe', () => {
      fc.assert(
        fc.property(
          anyJsonObject,
          anyJsonObject,
          fc.option(anyJsonObject),
          (t, source, defaults) => {
            const target = snapshot(t);
            const expected = snapshot(t);
            for (const key of safeKeys(defaults || {})) expected[key] = defaults![key];
            for (const key of safeKeys(source)) expected[key] = source[key];
            const sourceBefore = snapshot(source);

            const result = Lib.apply(target, source, defaults || undefined);

            expect(result).to.equal(target);
            expect(Object.getPrototypeOf(result)).to.equal(Object.prototype);
            for (const key of safeKeys(source)) expect((result as Json)[key]).to.equal(source[key]);
            for (const key of UNSAFE_KEYS) expect(own(result, key)).to.equal(own(t, key));
            expectJsonEqual(result, expected, 'the target');
            expectJsonEqual(source, sourceBefore, 'the source');
            guard.check();
          },
        ),
        runs(2000),
      );
    });
  });

  describe('Lib.applyIf', () => {
    it('fills exactly the safe keys the target reads as undefined', () => {
      fc.assert(
        fc.property(anyJsonObject, anyJsonObject, (t, source) => {
          const target = snapshot(t);
          const expected = snapshot(t);
          for (const key of safeKeys(source)) {
            if (expected[key] === undefined) expected[key] = source[key];
          }

          const result = Lib.applyIf(target, source);

          expect(result).to.equal(target);
          expect(Object.getPrototypeOf(result)).to.equal(Object.prototype);
          expectJsonEqual(result, expected, 'the target');
          for (const key of UNSAFE_KEYS) expect(own(result, key)).to.equal(own(t, key));
          guard.check();
        }),
        runs(2000),
      );
    });
  });

  describe('Lib.merge', () => {
    it('deep-merges the safe keys of every source into the destination, as Ext 4 does', () => {
      fc.assert(
        fc.property(anyJsonObject, fc.array(sourceArb, { maxLength: 3 }), (d, sources) => {
          const dest = snapshot(d);
          const expected = snapshot(d);
          for (const source of sources) mergeModel(expected, source);
          const before = sources.map(snapshot);

          const result = Lib.merge(dest, ...sources);

          expect(result).to.equal(dest);
          expectJsonEqual(result, expected, 'the merged object');
          sources.forEach((s, i) => expectJsonEqual(s, before[i], `source ${i}`));
          guard.check();
        }),
        runs(2000),
      );
    });

    it('keeps the nested plain objects of the destination, merging into them in place', () => {
      fc.assert(
        fc.property(anyJsonObject, anyJsonObject, (d, source) => {
          const dest = snapshot(d);
          const nested = new Map(safeKeys(dest).map((k) => [k, dest[k]]));
          Lib.merge(dest, source);
          for (const [key, value] of nested) {
            if (isPlain(value) && isPlain(source[key])) expect(dest[key]).to.equal(value);
          }
        }),
        runs(1000),
      );
    });

    it('shares nothing with the sources but the arrays it assigns: mutating the result leaves them alone', () => {
      fc.assert(
        fc.property(anyJsonObject, fc.array(sourceArb, { maxLength: 3 }), (d, sources) => {
          const before = sources.map(snapshot);
          const result = Lib.merge(snapshot(d), ...sources);

          const fromSources = new Set<object>();
          for (const source of sources) containers(source, fromSources);
          for (const item of reachable(result, fromSources)) {
            if (fromSources.has(item)) {
              expect(Array.isArray(item), 'a plain object of a source is in the result').to.equal(
                true,
              );
            }
          }
          mutateAll(result, fromSources);
          sources.forEach((s, i) => expectJsonEqual(s, before[i], `source ${i}`));
          guard.check();
        }),
        runs(2000),
      );
    });
  });

  describe('Lib.clone', () => {
    it('equals its input without the unsafe keys, and shares no object or array with it', () => {
      fc.assert(
        fc.property(anyJson, (value) => {
          const before = snapshot(value);
          const copy = Lib.clone(value);

          expectJsonEqual(copy, stripUnsafe(value), 'the clone');
          const inputs = containers(value);
          for (const item of containers(copy)) expect(inputs.has(item)).to.equal(false);
          mutateAll(copy, new Set());
          expectJsonEqual(value, before, 'the input');
          guard.check();
        }),
        runs(2000),
      );
    });
  });

  describe('Lib.Object.fromQueryString / toQueryString', () => {
    /** Names with brackets made of odd keys: `__proto__[polluted]`, `a[constructor][prototype]`. */
    const bracketName = fc
      .tuple(keyArb, fc.array(fc.oneof(keyArb, fc.constant('')), { maxLength: 3 }))
      .map(([head, rest]) => head + rest.map((key) => `[${key}]`).join(''));
    const queryText = fc
      .array(
        fc.tuple(
          fc.oneof(bracketName, keyArb),
          fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('1', '', 'a=b', '%', '%E0%A4%A')),
          fc.boolean(),
        ),
        { maxLength: 6 },
      )
      .map((parts) =>
        parts
          .map(([name, value, encode]) =>
            encode
              ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
              : `${name}=${value}`,
          )
          .join('&'),
      );

    it('parses any query text, plain or recursive, without throwing or reaching a prototype', () => {
      fc.assert(
        fc.property(queryText, fc.boolean(), (text, recursive) => {
          const parsed = Lib.Object.fromQueryString(text, recursive);
          expect(Object.getPrototypeOf(parsed)).to.equal(Object.prototype);
          for (const key of UNSAFE_KEYS) expect(own(parsed, key)).to.equal(false);
          guard.check();
        }),
        runs(2000),
      );
    });

    it('reads back what toQueryString wrote, for text values and lists of them', () => {
      const value = fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 5 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 3 }), { minLength: 2, maxLength: 3 }),
      );
      const params = fc
        .uniqueArray(fc.tuple(keyArb, value), { maxLength: 5, selector: ([key]) => key })
        .map((entries) => fromEntries(entries.filter(([key]) => !UNSAFE_KEYS.has(key))));
      fc.assert(
        fc.property(params, (object) => {
          const text = Lib.Object.toQueryString(object);
          expectJsonEqual(Lib.Object.fromQueryString(text), object, `the parse of '${text}'`);
        }),
        runs(1000),
      );
    });
  });

  describe('config blocks of Lib.define', () => {
    const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
    // Names a class body cannot use as configs without replacing the class system's own
    // members (`config`, `initConfig`, `getConfig`, ...): not what these properties are about.
    const baseProto = Base.prototype as any;
    const clashes = (name: string) =>
      (name in baseProto && !(name in Object.prototype)) ||
      'get' + cap(name) in baseProto ||
      'set' + cap(name) in baseProto;
    const configName = keyArb.filter((name) => !clashes(name));
    const configBlock = fc
      .uniqueArray(fc.tuple(configName, anyJson), {
        maxLength: 5,
        selector: ([name]) => 'get' + cap(name),
      })
      .map(fromEntries);
    const NONE = Symbol('none');
    const maybe = fc.option(anyJson, { nil: NONE, freq: 2 });
    /**
     * Parent, child and instance config blocks over one set of names, whose accessor names
     * all differ (`c` and `C` would share `getC`: not a merging question).
     */
    const configBlocks = fc
      .uniqueArray(fc.tuple(configName, maybe, maybe, maybe), {
        maxLength: 6,
        selector: ([name]) => 'get' + cap(name),
      })
      .map((entries) =>
        [1, 2, 3].map((slot) =>
          fromEntries(
            entries
              .filter((entry) => entry[slot] !== NONE)
              .map((entry) => [entry[0], entry[slot]] as [string, unknown]),
          ),
        ),
      );

    afterEach(() => {
      for (const name of ['Prop.cfg.Child', 'Prop.cfg.Parent']) {
        if (Lib.ClassManager.isCreated(name)) Lib.undefine(name);
      }
    });

    /**
     * A config's value as the class system must resolve it (Ext 4's rules): the parent's
     * default; in a child class a deep copy of it (a class copies its parent's defaults)
     * with the child's value merged over it; then the instance's value merged over that.
     */
    function resolve(parent: Json, child: Json | null, instance: Json, name: string): unknown {
      let value: unknown = own(parent, name) ? parent[name] : undefined;
      if (isPlain(value)) value = stripUnsafe(value);
      if (child) {
        value = stripUnsafe(value);
        if (own(child, name)) {
          const c = child[name];
          if (isPlain(c) && isPlain(value)) mergeModel(value, c);
          else value = isPlain(c) ? stripUnsafe(c) : c;
        }
      }
      const given = own(instance, name) ? instance[name] : undefined;
      if (given === undefined || given === null) return value;
      if (!isPlain(given)) return given;
      const merged = isPlain(value) ? stripUnsafe(value) : {};
      mergeModel(merged, given);
      return merged;
    }

    it('merges parent, child and instance configs per name, ignoring unsafe names', () => {
      fc.assert(
        fc.property(configBlocks, ([parent, child, instance]) => {
          const before = [parent, child, instance].map(snapshot);
          Lib.define('Prop.cfg.Parent', {
            config: parent,
            constructor(this: any, cfg: any) {
              this.initConfig(cfg);
            },
          });
          Lib.define('Prop.cfg.Child', { extend: 'Prop.cfg.Parent', config: child });
          const made = Lib.create('Prop.cfg.Child', instance) as any;
          const plainParent = Lib.create('Prop.cfg.Parent') as any;

          const names = new Set([...Object.keys(parent), ...Object.keys(child)]);
          for (const name of names) {
            const getter = made['get' + cap(name)];
            if (UNSAFE_KEYS.has(name)) {
              expect(getter, `a getter for config '${name}'`).to.equal(undefined);
              continue;
            }
            expectJsonEqual(getter.call(made), resolve(parent, child, instance, name), name);
            if (own(parent, name)) {
              expectJsonEqual(
                plainParent['get' + cap(name)](),
                resolve(parent, null, {}, name),
                `the parent's ${name}`,
              );
            }
          }
          [parent, child, instance].forEach((block, i) =>
            expectJsonEqual(block, before[i], `config block ${i}`),
          );
          guard.check();
        }),
        runs(800),
      );
    });

    it('gives each instance its own copy of an object config it was passed', () => {
      fc.assert(
        fc.property(configBlock, anyJsonObject, (parent, given) => {
          const names = safeKeys(parent);
          fc.pre(names.length > 0);
          const name = names[0];
          Lib.define('Prop.cfg.Parent', {
            config: parent,
            constructor(this: any, cfg: any) {
              this.initConfig(cfg);
            },
          });
          const first = Lib.create('Prop.cfg.Parent', fromEntries([[name, given]])) as any;
          const value = first['get' + cap(name)]();
          mutateAll(value, containers(given));
          const second = Lib.create('Prop.cfg.Parent', fromEntries([[name, given]])) as any;
          expectJsonEqual(
            second['get' + cap(name)](),
            resolve(parent, null, fromEntries([[name, given]]), name),
            name,
          );
          guard.check();
        }),
        runs(400),
      );
    });
  });
});
