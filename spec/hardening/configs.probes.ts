/**
 * The probes of the config sweep (configs.spec.ts): for every registered `Lib.*` class whose
 * constructor takes a config object, each config key it declares with a value of a wrong
 * type, and what became of it. A key's type comes, in this order, from
 * - the class's own rule table where one can be read: `$configTypes` on the prototype (form
 *   fields, button, bound list) and the tables `Server.config.ts` exports (server proxies);
 * - the documented type in its config interface (`DOCUMENTED` below, transcribed from the
 *   `*Config` interfaces: most classes keep their rule tables private);
 * - the type of its default on the prototype (a string, number or boolean default).
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
import { KINDS, isMap, type Rule } from '../../lib/check';
import { LibError, describe } from '../../lib/Error';
import { AJAX_RULES, REST_RULES, SERVER_RULES } from '../../classes/data/proxy/Server.config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The wrong values tried: a number, a string (that reads as a boolean) and an object. */
export const WRONG: readonly unknown[] = [42, 'false', { wrong: true }];

/** A declared type: `|`-separated kinds, each a `typeof` name, `array` or `node`. */
type Declared = string;

/** Accepts a value of a declared type (`'string|array'`...). */
function accepts(declared: Declared, value: unknown): boolean {
  return declared.split('|').some((kind) => {
    switch (kind) {
      case 'array':
        return Array.isArray(value);
      case 'object':
        return isMap(value);
      case 'node':
        return isMap(value) && ('nodeType' in value || 'dom' in value);
      default:
        return typeof value === kind;
    }
  });
}

/** The types of the configs of every component (`ComponentConfig`, `ObservableConfig`). */
const COMPONENT: Record<string, Declared> = {
  listeners: 'object',
  id: 'string',
  itemId: 'string',
  renderTo: 'string|node',
  width: 'number|string',
  height: 'number|string',
  minWidth: 'number',
  minHeight: 'number',
  hidden: 'boolean',
  disabled: 'boolean',
  cls: 'string|array',
  baseCls: 'string',
  componentCls: 'string',
  style: 'string|object',
  html: 'string',
  floating: 'boolean',
  tabIndex: 'number',
  ariaRole: 'string',
  ariaLabel: 'string',
  autoEl: 'string|object',
};

const READER: Record<string, Declared> = {
  model: 'string|function',
  root: 'string',
  totalProperty: 'string',
  successProperty: 'string',
  messageProperty: 'string',
  metaProperty: 'string',
  idProperty: 'string',
  readRecordsOnFailure: 'boolean',
};

const SORTER: Record<string, Declared> = {
  property: 'string',
  direction: 'string',
  root: 'string',
  sorterFn: 'function',
  transform: 'function',
  id: 'string',
};

/**
 * The documented config types of the classes that keep their rule tables private, from their
 * `*Config` interfaces (only keys of a plain type: keys typed `unknown`/`any` are left out).
 * A class also gets the entries of its ancestors.
 */
export const DOCUMENTED: Record<string, Record<string, Declared>> = {
  'Lib.util.Observable': { listeners: 'object' },
  'Lib.Component': COMPONENT,
  'Lib.panel.Panel': {
    title: 'string|number',
    header: 'boolean',
    bodyCls: 'string|array',
    bodyStyle: 'string|object',
    border: 'boolean',
  },
  'Lib.grid.Panel': {
    store: 'string|object',
    columns: 'array|object',
    selType: 'string',
    selModel: 'object',
    multiSelect: 'boolean',
    simpleSelect: 'boolean',
    disableSelection: 'boolean',
    hideHeaders: 'boolean',
    columnLines: 'boolean',
    rowLines: 'boolean',
    emptyText: 'string',
    viewConfig: 'object',
    viewType: 'string',
    sortableColumns: 'boolean',
    forceFit: 'boolean',
  },
  'Lib.grid.column.Column': {
    text: 'string',
    header: 'string',
    dataIndex: 'string',
    flex: 'number',
    width: 'number',
    renderer: 'function|string',
    sortable: 'boolean',
    align: 'string',
    tdCls: 'string',
    encode: 'boolean',
    editRenderer: 'function',
    emptyCellText: 'string',
    tooltip: 'string',
    menuDisabled: 'boolean',
    resizable: 'boolean',
    hideable: 'boolean',
    draggable: 'boolean',
  },
  'Lib.grid.column.Boolean': { trueText: 'string', falseText: 'string', undefinedText: 'string' },
  'Lib.grid.column.Date': { format: 'string' },
  'Lib.grid.column.Number': { format: 'string' },
  'Lib.grid.header.Container': {
    items: 'array',
    defaults: 'object',
    sortable: 'boolean',
    forceFit: 'boolean',
  },
  'Lib.view.Table': {
    columns: 'array',
    emptyText: 'string',
    rowHeight: 'number',
    bufferRows: 'number',
    virtualThreshold: 'number',
    maxScrollHeight: 'number',
    stripeRows: 'boolean',
    trackOver: 'boolean',
    markDirty: 'boolean',
    measureRowHeight: 'boolean',
    getRowClass: 'function',
  },
  'Lib.selection.Model': {
    listeners: 'object',
    mode: 'string',
    allowDeselect: 'boolean',
    pruneRemoved: 'boolean',
  },
  'Lib.data.Connection': {
    listeners: 'object',
    url: 'string',
    method: 'string',
    timeout: 'number',
    disableCaching: 'boolean',
    disableCachingParam: 'string',
    defaultHeaders: 'object',
    extraParams: 'object|string',
    useDefaultXhrHeader: 'boolean',
    defaultXhrHeader: 'string',
    defaultPostHeader: 'string',
    autoAbort: 'boolean',
    withCredentials: 'boolean',
    maxConcurrent: 'number',
  },
  'Lib.data.Store': {
    listeners: 'object',
    storeId: 'string',
    id: 'string',
    model: 'string|function',
    fields: 'array',
    data: 'object|array',
    proxy: 'string|object',
    autoLoad: 'boolean|object',
    autoSync: 'boolean',
    pageSize: 'number',
    remoteSort: 'boolean',
    remoteFilter: 'boolean',
    remoteGroup: 'boolean',
    groupField: 'string',
    groupDir: 'string',
    sortOnLoad: 'boolean',
    filterOnLoad: 'boolean',
    sortOnFilter: 'boolean',
    clearOnPageLoad: 'boolean',
    clearRemovedOnLoad: 'boolean',
    batchUpdateMode: 'string',
  },
  'Lib.data.proxy.Proxy': {
    listeners: 'object',
    model: 'string|function',
    reader: 'string|object',
    writer: 'string|object',
    batchOrder: 'string',
    batchActions: 'boolean',
  },
  'Lib.data.proxy.Memory': { data: 'object|array', enablePaging: 'boolean' },
  'Lib.data.reader.Reader': READER,
  'Lib.data.reader.Xml': { record: 'string' },
  'Lib.data.writer.Writer': {
    writeAllFields: 'boolean',
    nameProperty: 'string',
    writeRecordId: 'boolean',
    clientIdProperty: 'string',
  },
  'Lib.data.writer.Json': {
    root: 'string',
    encode: 'boolean',
    allowSingle: 'boolean',
    expandData: 'boolean',
  },
  'Lib.data.writer.Xml': {
    documentRoot: 'string',
    defaultDocumentRoot: 'string',
    header: 'string',
    record: 'string',
  },
  'Lib.data.Field': {
    name: 'string',
    type: 'string|object',
    convert: 'function',
    mapping: 'string|number|function',
    dateFormat: 'string',
    dateReadFormat: 'string',
    dateWriteFormat: 'string',
    useNull: 'boolean',
    persist: 'boolean',
    sortType: 'string|function',
    sortDir: 'string',
    allowNull: 'boolean',
  },
  'Lib.data.Operation': {
    action: 'string',
    records: 'array',
    sorters: 'array',
    filters: 'array',
    groupers: 'array',
    start: 'number',
    limit: 'number',
    page: 'number',
    params: 'object',
    url: 'string',
    addRecords: 'boolean',
    callback: 'function',
  },
  'Lib.data.Batch': {
    listeners: 'object',
    proxy: 'object',
    autoStart: 'boolean',
    pauseOnException: 'boolean',
  },
  'Lib.data.ResultSet': {
    records: 'array',
    total: 'number',
    count: 'number',
    success: 'boolean',
    message: 'string',
    loaded: 'boolean',
  },
  'Lib.data.Request': {
    action: 'string',
    params: 'object',
    url: 'string',
    method: 'string',
    records: 'array',
    headers: 'object',
    timeout: 'number',
  },
  'Lib.util.Filter': {
    property: 'string',
    filterFn: 'function',
    anyMatch: 'boolean',
    exactMatch: 'boolean',
    caseSensitive: 'boolean',
    root: 'string',
    id: 'string',
    disabled: 'boolean',
  },
  'Lib.util.Sorter': SORTER,
  'Lib.util.Grouper': { groupFn: 'function' },
};

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
  'Lib.data.Model': 'takes field values (its configs are class-body configs, checked by define)',
};

/**
 * Registered classes not swept yet: being written this session (the row editor). Remove an
 * entry once its class has landed, so that the sweep covers it.
 */
export const NOT_SWEPT_YET: Record<string, string> = {
  'Lib.grid.RowEditor': 'made by the row editing plugin from its editingPlugin, never by users',
};

/** The config each probe of a class starts from (what its constructor requires). */
export const BASELINE: Record<string, Record<string, unknown>> = {
  'Lib.data.Field': { name: 'f' },
  'Lib.data.Operation': { action: 'read' },
  'Lib.util.Filter': { property: 'p', value: 1 },
  'Lib.util.Sorter': { property: 'p' },
  'Lib.util.Grouper': { property: 'p' },
};

/**
 * Prototype members with a primitive default that are not configs (state, flags, class
 * facts) or that take any type: never probed from their default.
 */
const NOT_FROM_DEFAULT = new Set([
  'mixinId',
  'xtype',
  'ptype',
  'rendered',
  'isDestroyed',
  'syncing',
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
  // Lib.data.Field: any value is a valid default value.
  'defaultValue',
]);

/** One wrong value for one config of one class. */
export interface Probe {
  /** The class's canonical name. */
  cls: string;
  key: string;
  value: unknown;
  /** Where the key's type came from (`config`: the config itself is not an object). */
  source: 'rules' | 'documented' | 'default' | 'config';
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
function chainOf(cls: Any): string[] {
  const chain: string[] = [];
  for (let c = cls; c && c.$className; c = c.superclass && c.superclass.self) {
    chain.push(c.$className);
  }
  return chain;
}

/** A `lib/check.ts` rule as a test. */
function ruleTest(rule: Rule): (value: unknown) => boolean {
  return typeof rule === 'string' ? KINDS[rule][0] : rule[0];
}

/** The rule tables a class exposes: key → [test, expected]. */
function exposedRules(cls: Any): Map<string, [(v: unknown) => boolean, string]> {
  const rules = new Map<string, [(v: unknown) => boolean, string]>();
  const table = cls.prototype.$configTypes as
    Record<string, { test(v: unknown): boolean; expected: string }> | undefined;
  if (table)
    for (const key in table) rules.set(key, [(v) => table[key].test(v), table[key].expected]);
  const chain = chainOf(cls);
  const tables: Array<Record<string, Rule>> = [];
  if (chain.includes('Lib.data.proxy.Server')) tables.push(SERVER_RULES);
  if (chain.includes('Lib.data.proxy.Ajax')) tables.push(AJAX_RULES);
  if (chain.includes('Lib.data.proxy.Rest')) tables.push(REST_RULES);
  for (const t of tables) {
    for (const key of Object.keys(t)) {
      const rule = t[key];
      rules.set(key, [ruleTest(rule), typeof rule === 'string' ? KINDS[rule][1] : rule[1]]);
    }
  }
  return rules;
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
  for (const [key, [test, expected]] of exposedRules(cls)) {
    add(key, test, expected, 'rules');
  }
  for (const name of chainOf(cls)) {
    const table = DOCUMENTED[name];
    if (!table) continue;
    for (const key of Object.keys(table)) {
      add(key, (v) => accepts(table[key], v), table[key], 'documented');
    }
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
  const config = whole ? probe.value : { ...BASELINE[probe.cls], [probe.key]: probe.value };
  let made: Any;
  try {
    made = ClassManager.create(probe.cls, config);
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
