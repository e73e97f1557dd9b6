/**
 * The probes of the config sweep (configs.spec.ts): for every registered `Lib.*` class whose
 * constructor takes a config object, each config it declares with a value of a wrong type,
 * and what became of it. A key and its test come from
 * - the class's `$configs` table (lib/config.ts: its own declarations and its ancestors'),
 *   read through `configsOf`: a wrong value is one the declaration's own test refuses;
 * - the type of a primitive default on the prototype that no declaration covers (a config
 *   someone forgot to declare shows up here: it is accepted silently).
 * The wrong values are taken from `WRONG`: `42` where a string (or anything else but a
 * number) is expected, `'false'` where a boolean, number, function or object is, `{}` where a
 * string, number, boolean or function is.
 *
 * @example
 *   for (const probe of probesOf('Lib.data.Store')) console.log(outcomeOf(probe));
 *   // {cls: 'Lib.data.Store', key: 'autoSync', value: 'false', kind: 'named', message: '[Lib.data.Store] …'}
 */
import '../../index';
import * as ClassManager from '../../lib/ClassManager';
import { configsOf } from '../../lib/config';
import { LibError, describe } from '../../lib/Error';

/** The wrong values tried: a number, a string (that reads as a boolean) and an object. */
export const WRONG: readonly unknown[] = [42, 'false', { wrong: true }];

/**
 * Registered classes whose constructor does not take a config object (or that are not
 * constructors at all), with the reason.
 */
export const NOT_CONFIGURED: Record<string, string> = {
  'Lib.Base': 'the root class: its constructor takes nothing',
  'Lib.util.DelayedTask': 'takes (fn, scope, args), not a config',
  'Lib.util.Event': 'takes (observable, name), not a config',
  'Lib.dom.Element': 'wraps a DOM node',
  'Lib.EventObjectImpl': 'wraps a browser event',
  'Lib.data.Errors': 'takes an array of {field, message}',
  'Lib.ZIndexManager': 'takes nothing (the page has one: Lib.WindowManager)',
  'Lib.data.Model': 'takes field values (its configs are class-body configs, checked by define)',
  'Lib.util.Region': 'takes (top, right, bottom, left)',
  'Lib.dom.CompositeElementLite': 'takes (elements, root)',
  'Lib.form.Basic':
    'takes (owner, config): a form panel makes it (spec/form/Basic.spec.ts checks its configs)',
};

/**
 * Registered classes not swept yet, with the reason (none today). Remove an entry once its
 * class has landed, so that the sweep covers it.
 */
export const NOT_SWEPT_YET: Record<string, string> = {};

/**
 * The config each probe of a class starts from (what its constructor requires); a function
 * makes it afresh for each probe.
 */
export const BASELINE: Record<string, Record<string, unknown> | (() => Record<string, unknown>)> = {
  // The row editor is made by its plugin, which it needs: a grid's row editing plugin (the
  // grid is left unrendered; the sweep destroys what the probes leave).
  'Lib.grid.RowEditor': () => {
    const grid = ClassManager.instantiate('Lib.grid.Panel', {
      store: { fields: ['a'], data: [] },
      columns: [{ dataIndex: 'a', editor: 'textfield' }],
      plugins: [{ ptype: 'rowediting' }],
    });
    return { editingPlugin: grid.plugins[0] };
  },
  // A load mask needs its target: a component (left unrendered).
  'Lib.LoadMask': () => ({ target: ClassManager.instantiate('Lib.Component', {}) }),
  'Lib.data.Field': { name: 'f' },
  'Lib.data.Operation': { action: 'read' },
  'Lib.util.Filter': { property: 'p', value: 1 },
  'Lib.util.Sorter': { property: 'p' },
  'Lib.util.Grouper': { property: 'p' },
  // An application needs its namespace name (no quick tips: the sweep renders nothing).
  'Lib.app.Application': { name: 'Probe', enableQuickTips: false },
};

/**
 * Prototype members with a primitive default that are not configs (state, flags, class
 * facts) or that take any type: never probed from their default.
 */
const NOT_FROM_DEFAULT = new Set([
  'mixinId',
  'launched',
  'xtype',
  'ptype',
  'rendered',
  'isDestroyed',
  'syncing',
  'saving',
  'editing',
  'started',
  'running',
  'complete',
  'exception',
  'hasFocus',
  'suspendCheckChange',
  'needsValidateOnEnable',
  'wasDirty',
  'wasValid',
  'viewReady',
  'hasCustomConvert',
  'locked',
  'totalWidth',
  'headerHeight',
  'borderWidth',
  'defaultHeight',
  'generateExtractor',
  'destroying',
  'defaultLayoutType',
  'vertical',
  'targetCls',
  'baseItemCls',
  // Lib.data.Field: any value is a valid default value.
  'defaultValue',
  // Lib.window.MessageBox's constants: the button sets and the icon classes.
  ...'OK YES NO CANCEL OKCANCEL YESNO YESNOCANCEL INFO WARNING QUESTION ERROR'.split(' '),
]);

/** One wrong value for one config of one class. */
export interface Probe {
  /** The class's canonical name. */
  cls: string;
  key: string;
  value: unknown;
  /** Where the key's test came from (`config`: the config itself is not an object). */
  source: 'declared' | 'default' | 'config';
  /** What the rule or the declared type expects (for reports). */
  expected: string;
}

/** What constructing the class with the probe's value did. */
export interface Outcome extends Probe {
  /**
   * - `named`: a TypeError or Lib.Error naming the class (or an alias or alternate name)
   *   and the config;
   * - `ancestor`: the same, but naming an ancestor class rather than the class;
   * - `unnamed`: a TypeError or Lib.Error that does not name both;
   * - `other`: another kind of error;
   * - `silent`: no error at all.
   */
  kind: 'named' | 'ancestor' | 'unnamed' | 'other' | 'silent';
  message: string;
}

/** The distinct configurable classes registered under `Lib.*`, by canonical name. */
export function sweptClasses(): string[] {
  return libClasses().filter((name) => notSwept(name) === undefined);
}

/** Every class registered under `Lib.*` (canonical names; singletons are instances, left out). */
export function libClasses(): string[] {
  const names = new Set<string>();
  for (const name of ClassManager.getNames()) {
    if (!name.startsWith('Lib.')) continue;
    const cls = ClassManager.get(name);
    if (typeof cls !== 'function') continue; // a singleton instance
    names.add(cls.$className);
  }
  return [...names].sort();
}

/** Why a class is not swept, or `undefined` when it is. */
export function notSwept(name: string): string | undefined {
  if (name in NOT_CONFIGURED) return NOT_CONFIGURED[name];
  if (name in NOT_SWEPT_YET) return NOT_SWEPT_YET[name];
  // The implicit models of stores ('Lib.data.Store.ImplicitModel-…') and other models.
  if (chainOf(ClassManager.get(name)).includes('Lib.data.Model'))
    return NOT_CONFIGURED['Lib.data.Model'];
  return undefined;
}

/** The class names of `cls` and its ancestors, nearest first. */
function chainOf(cls: any): string[] {
  const chain: string[] = [];
  for (let c = cls; c && c.$className; c = c.superclass && c.superclass.self) {
    chain.push(c.$className);
  }
  return chain;
}

/** Every probe of a class. */
export function probesOf(className: string): Probe[] {
  const cls = ClassManager.get(className);
  const probes: Probe[] = [
    { cls: className, key: CONFIG, value: 42, source: 'config', expected: 'an object' },
  ];
  const done = new Set<string>();
  const add = (
    key: string,
    test: (v: unknown) => boolean,
    expected: string,
    source: Probe['source'],
  ) => {
    if (done.has(key)) return;
    done.add(key);
    for (const value of WRONG) {
      if (!test(value)) probes.push({ cls: className, key, value, source, expected });
    }
  };
  const declared = configsOf(cls);
  for (const key of Object.keys(declared)) {
    const { ok, expected } = declared[key];
    // A test may throw its own error for a member of an object config: that is a refusal too.
    const refuses = (v: unknown) => {
      try {
        return !ok(v, className, `config '${key}'`);
      } catch {
        return true;
      }
    };
    add(key, (v) => !refuses(v), expected, 'declared');
  }
  for (let p = cls.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const key of Object.keys(p)) {
      const value = p[key];
      const type = typeof value;
      if (type !== 'string' && type !== 'number' && type !== 'boolean') continue;
      if (key.startsWith('$') || /^is[A-Z]/.test(key) || NOT_FROM_DEFAULT.has(key)) continue;
      add(key, (v) => typeof v === type, type, 'default');
    }
  }
  return probes;
}

/** The names an error may use for a class: its name, alternate names and aliases. */
function namesOf(className: string): string[] {
  const names = [className];
  for (const name of ClassManager.getNames()) {
    if (name !== className && ClassManager.get(name) === ClassManager.get(className))
      names.push(name);
  }
  for (const alias of ClassManager.getAliasesByName(className)) {
    names.push(alias, alias.slice(alias.indexOf('.') + 1));
  }
  return names;
}

const mentions = (message: string, word: string) =>
  new RegExp(`(^|[^\\w.])${word.replace(/[.$]/g, '\\$&')}(?![\\w])`).test(message);

/** The key of the probe that passes a number as the whole config. */
export const CONFIG = '(config)';

/** Builds the class with the probe's value (over its baseline config) and says what happened. */
export function outcomeOf(probe: Probe): Outcome {
  const whole = probe.key === CONFIG;
  const baseline = BASELINE[probe.cls];
  const base = typeof baseline === 'function' ? baseline() : baseline;
  const config = whole ? probe.value : { ...base, [probe.key]: probe.value };
  let made: any;
  try {
    made = ClassManager.instantiate(probe.cls, config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof TypeError || error instanceof LibError)) {
      return { ...probe, kind: 'other', message };
    }
    const namesKey = mentions(message, whole ? 'config' : probe.key);
    if (namesKey && namesOf(probe.cls).some((name) => mentions(message, name))) {
      return { ...probe, kind: 'named', message };
    }
    const ancestors = chainOf(ClassManager.get(probe.cls)).slice(1);
    if (namesKey && ancestors.some((name) => mentions(message, name))) {
      return { ...probe, kind: 'ancestor', message };
    }
    return { ...probe, kind: 'unnamed', message };
  }
  try {
    if (made && typeof made.destroy === 'function') made.destroy();
  } catch {
    // A half-sensible instance may not tear down cleanly; the sweep only needs it gone.
  }
  return { ...probe, kind: 'silent', message: '' };
}

/** `Class.key = value` for reports. */
export function label(probe: Probe): string {
  return `${probe.cls} ${probe.key}: ${describe(probe.value)}`;
}
