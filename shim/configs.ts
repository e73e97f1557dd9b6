/**
 * Config renames for the `Ext` shim: configs legacy code gives under a name Lib reads under
 * another (mostly Ext JS 5+ names mixed into Ext JS 4 code) are mapped, and configs Lib does
 * not provide are reported, each with a one-time warning and a count in the migration report.
 * Rules apply to instance configs (`Ext.create('Ext.data.reader.Json', {rootProperty})`, or a
 * nested `proxy: {reader: {rootProperty}}`) and to the bodies of classes extending the owner
 * (`Ext.define('App.Reader', {extend: 'Ext.data.reader.Json', rootProperty: 'rows'})`).
 *
 * A rule is skipped when the Lib class turns out to provide the old name itself, so the shim
 * never fights a feature Lib gains later.
 *
 * @example
 *   adaptConfig(rulesFor('Lib.data.reader.Reader'), {rootProperty: 'items'}, recorder);
 *   // → {root: 'items'}, with one warning
 */
import type { Recorder } from './report';

/** A config given under `from` that Lib reads as `to`. */
export interface RenameRule {
  kind: 'rename';
  from: string;
  to: string;
  /** Which Ext JS introduced the old name, for the warning ('Ext JS 5+'). */
  since: string;
  /** Turns the old value into Lib's shape (default: as is). */
  convert?: (value: unknown, owner: string, recorder: Recorder) => unknown;
}

/** A config Lib does not provide: reported, then left where it is (Lib ignores it). */
export interface UnsupportedRule {
  kind: 'unsupported';
  name: string;
  note: string;
}

export type ConfigRule = RenameRule | UnsupportedRule;

/** The rules of one Lib class: `where` says whether they apply to configs, bodies or both. */
export interface ClassRules {
  /** The Lib class the rules belong to. */
  cls: string;
  /** The Ext name used in warnings and the report. */
  extName: string;
  where: 'config' | 'body' | 'both';
  rules: ConfigRule[];
}

const ext5 = 'Ext JS 5+';

/** One Ext JS 5 validator: a type name or `{type, ...}` (anything else is reported). */
type Rule = string | { type?: unknown } | null | undefined;

/** Ext JS 5 `validators` (by field) as Ext JS 4 `validations` (a list of rules). */
function validatorsToValidations(validators: unknown, owner: string, recorder: Recorder): unknown {
  if (Array.isArray(validators)) return validators;
  if (!validators || typeof validators !== 'object') return validators;
  const list: object[] = [];
  for (const field of Object.keys(validators)) {
    for (const rule of ([] as Rule[]).concat((validators as Record<string, Rule>)[field])) {
      if (typeof rule === 'string') list.push({ type: rule, field });
      else if (rule && typeof rule === 'object' && typeof rule.type === 'string') {
        list.push({ ...rule, field });
      } else {
        recorder.unsupportedConfig(
          owner,
          `validators.${field}`,
          'only named validators ({type: ...} or a type name) can be mapped to validations',
        );
      }
    }
  }
  return list;
}

/** Every rule the shim knows, by Lib class. */
export const CLASS_RULES: ClassRules[] = [
  {
    cls: 'Lib.data.reader.Reader',
    extName: 'Ext.data.reader.Reader',
    where: 'both',
    rules: [{ kind: 'rename', from: 'rootProperty', to: 'root', since: ext5 }],
  },
  {
    cls: 'Lib.data.writer.Json',
    extName: 'Ext.data.writer.Json',
    where: 'both',
    rules: [{ kind: 'rename', from: 'rootProperty', to: 'root', since: ext5 }],
  },
  {
    cls: 'Lib.data.Model',
    extName: 'Ext.data.Model',
    where: 'body',
    rules: [
      {
        kind: 'rename',
        from: 'validators',
        to: 'validations',
        since: ext5,
        convert: validatorsToValidations,
      },
      {
        kind: 'unsupported',
        name: 'identifier',
        note: "Ext JS 5+ identifier: use Ext JS 4's idgen ('sequential', 'uuid').",
      },
      {
        kind: 'unsupported',
        name: 'schema',
        note: 'Lib has no data schemas (Ext JS 5+).',
      },
    ],
  },
  {
    cls: 'Lib.data.Store',
    extName: 'Ext.data.Store',
    where: 'both',
    rules: [
      { kind: 'unsupported', name: 'session', note: 'Lib has no data sessions (Ext JS 5+).' },
    ],
  },
  {
    cls: 'Lib.data.proxy.Server',
    extName: 'Ext.data.proxy.Server',
    where: 'both',
    rules: [
      {
        kind: 'unsupported',
        name: 'paramsAsJson',
        note: 'Lib sends params as Ext JS 4 does (Ext JS 5+ paramsAsJson is not provided).',
      },
    ],
  },
  {
    cls: 'Lib.form.field.ComboBox',
    extName: 'Ext.form.field.ComboBox',
    where: 'both',
    rules: [
      {
        kind: 'unsupported',
        name: 'pageSize',
        note: 'the list has no paging toolbar: it shows the records the store loaded.',
      },
    ],
  },
  {
    cls: 'Lib.Component',
    extName: 'Ext.Component',
    where: 'both',
    rules: ['bind', 'viewModel', 'controller', 'reference', 'publishes', 'session'].map(
      (name): UnsupportedRule => ({
        kind: 'unsupported',
        name,
        note: 'Lib has no view models or view controllers (Ext JS 5+ MVVM).',
      }),
    ),
  },
];

/**
 * Ext 4.2.1's defaults where Lib's own differ, by Lib class: the shim puts them on the class's
 * prototype, so legacy code gets Ext's behaviour (a grid view renders its first rows 1 ms
 * after the first layout and a data view its first items 1 ms after rendering, as Ext's
 * `deferInitialRefresh` does; the json reader and the form
 * actions read JavaScript object literals, which Ext's `eval` read).
 */
export const EXT_DEFAULTS: Record<string, Record<string, unknown>> = {
  'Lib.view.Table': { deferInitialRefresh: true },
  'Lib.view.View': { deferInitialRefresh: true },
  // Ext 4 read answers with eval: legacy servers sent object literals (bare keys, quotes).
  'Lib.data.reader.Json': { lenient: true },
  'Lib.form.action.Action': { lenient: true },
};

/**
 * The rules that still apply to a class: a rename whose old name, or an unsupported config,
 * that the class provides itself (a default on its prototype) is dropped.
 */
export function activeRules(Cls: { prototype: object }, rules: ConfigRule[]): ConfigRule[] {
  const proto = Cls.prototype;
  return rules.filter((rule) => !((rule.kind === 'rename' ? rule.from : rule.name) in proto));
}

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * Applies rules to a config object or class body: returns it unchanged when no rule matches,
 * else a shallow copy with each renamed key moved (an explicit new name wins over the old
 * one). Every match is counted and warned about once.
 */
export function adaptConfig<T>(
  owner: string,
  rules: ConfigRule[],
  config: T,
  recorder: Recorder,
): T {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return config;
  let copy: Record<string, unknown> | null = null;
  for (const rule of rules) {
    if (rule.kind === 'unsupported') {
      if (own(config, rule.name)) recorder.unsupportedConfig(owner, rule.name, rule.note);
      continue;
    }
    if (!own(config, rule.from)) continue;
    copy ??= { ...(config as Record<string, unknown>) };
    recorder.renamedConfig(owner, rule.from, rule.to, rule.since);
    const value = copy[rule.from];
    delete copy[rule.from];
    if (!own(copy, rule.to)) {
      copy[rule.to] = rule.convert ? rule.convert(value, owner, recorder) : value;
    }
  }
  return (copy ?? config) as T;
}

/**
 * Makes a class adapt the config its Ext-style constructor receives (its prototype's
 * `$construct`, own or inherited, which subclasses reach through `super.$construct` or
 * `callParent`).
 */
export function adaptConstructor(
  Cls: Function,
  owner: string,
  rules: ConfigRule[],
  recorder: Recorder,
): void {
  const proto = Cls.prototype;
  const original = proto.$construct;
  // A class that inherits its `$construct` gets a wrapper of its own around the inherited one
  // (which may be adapted for the parent's rules already).
  if (typeof original !== 'function' || (own(proto, '$construct') && original.$migrationAdapted)) {
    return;
  }
  const adapted = function (this: unknown) {
    if (arguments.length === 0) return original.call(this);
    // Copy the arguments rather than touch `arguments` (which aliases the parameters).
    const args = Array.prototype.slice.call(arguments);
    args[0] = adaptConfig(owner, rules, args[0], recorder);
    return original.apply(this, args);
  };
  (adapted as { $migrationAdapted?: true }).$migrationAdapted = true;
  Object.defineProperty(proto, '$construct', {
    value: adapted,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}
