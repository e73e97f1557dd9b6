/**
 * The migration recorder of the `Ext` shim: counts every renamed config, unsupported config,
 * unknown `Ext.*` class and unknown Ext alias the shim meets, warns once per item (by name),
 * and hands a team the totals through `Lib.migration.report()` to size its migration.
 *
 * @example
 *   const recorder = new Recorder(console);
 *   recorder.unknownClass('Ext.tree.Panel');
 *   recorder.report().unknownClasses; // [{name: 'Ext.tree.Panel', count: 1}]
 */

/** One renamed config: the Ext class it belongs to, its old name and Lib's name. */
export interface RenamedConfig {
  owner: string;
  from: string;
  to: string;
  count: number;
}

/** One config Lib does not provide, on the Ext class it belongs to. */
export interface UnsupportedConfig {
  owner: string;
  name: string;
  count: number;
}

/** What `Lib.migration.report()` returns: every item met so far, with how often. */
export interface MigrationReport {
  /** `false` when a real Ext JS was on the page and the shim stayed out of the way. */
  active: boolean;
  /** Configs given under an Ext name Lib reads under another (mapped, with a warning). */
  renamedConfigs: RenamedConfig[];
  /** Configs Lib does not provide (ignored, with a warning). */
  unsupportedConfigs: UnsupportedConfig[];
  /** `Ext.*` class names Lib does not provide (using one throws). */
  unknownClasses: Array<{ name: string; count: number }>;
  /** Ext JS framework aliases (xtypes, ptypes, proxy types...) Lib does not provide. */
  unknownAliases: Array<{ alias: string; count: number }>;
  /** The sum of every count above. */
  total: number;
}

/** The part of `console` the recorder writes to. */
export interface Warner {
  warn(...args: unknown[]): void;
}

const PREFIX = '[Lib.migration]';

export class Recorder {
  private renamed = new Map<string, RenamedConfig>();
  private unsupported = new Map<string, UnsupportedConfig>();
  private classes = new Map<string, number>();
  private aliases = new Map<string, number>();
  private warned = new Set<string>();
  /** Runs before a report is made (the shim checks queued `requires` names there). */
  beforeReport: (() => void) | null = null;

  constructor(
    private readonly out: Warner,
    /** Whether the shim is installed (`false` when a real Ext JS was found). */
    readonly active = true,
  ) {}

  /** Counts a config met under its Ext name and mapped to Lib's; warns the first time. */
  renamedConfig(owner: string, from: string, to: string, since: string): void {
    const key = `${owner}\u0000${from}`;
    const entry = this.renamed.get(key);
    if (entry) entry.count++;
    else this.renamed.set(key, { owner, from, to, count: 1 });
    this.once(
      'r' + key,
      `${owner} config '${from}' (${since}) is called '${to}' in Lib: mapped. Rename it to '${to}' to silence this warning.`,
    );
  }

  /** Counts a config Lib does not provide; warns the first time. */
  unsupportedConfig(owner: string, name: string, note: string): void {
    const key = `${owner}\u0000${name}`;
    const entry = this.unsupported.get(key);
    if (entry) entry.count++;
    else this.unsupported.set(key, { owner, name, count: 1 });
    this.once(
      'u' + key,
      `${owner} config '${name}' is not provided by Lib and is ignored: ${note}`,
    );
  }

  /** Counts a use of an `Ext.*` class Lib does not provide; warns the first time. */
  unknownClass(name: string): void {
    this.classes.set(name, (this.classes.get(name) ?? 0) + 1);
    this.once(
      'c' + name,
      `'${name}' is an Ext JS class that Lib does not provide: code that creates, extends or mixes it in fails with a Lib.Error naming it.`,
    );
  }

  /** Counts a use of an Ext framework alias Lib does not provide; warns the first time. */
  unknownAlias(alias: string): void {
    this.aliases.set(alias, (this.aliases.get(alias) ?? 0) + 1);
    const dot = alias.indexOf('.');
    const kind = aliasKinds[alias.slice(0, dot)] ?? 'alias';
    this.once(
      'a' + alias,
      `${kind} '${alias.slice(dot + 1)}' ('${alias}') is an Ext JS alias that Lib does not provide: creating it fails with a Lib.Error naming it.`,
    );
  }

  /** A snapshot of the counts (a new object each call; sorted by name). */
  report(): MigrationReport {
    this.beforeReport?.();
    const byName = (a: { k: string }, b: { k: string }) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);
    const sorted = <T>(map: Map<string, T>, copy: (v: T, k: string) => T) =>
      [...map]
        .map(([k, v]) => ({ k, v: copy(v, k) }))
        .sort(byName)
        .map((e) => e.v);
    const report: MigrationReport = {
      active: this.active,
      renamedConfigs: sorted(this.renamed, (v) => ({ ...v })),
      unsupportedConfigs: sorted(this.unsupported, (v) => ({ ...v })),
      unknownClasses: [...this.classes]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, count]) => ({ name, count })),
      unknownAliases: [...this.aliases]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([alias, count]) => ({ alias, count })),
      total: 0,
    };
    const sum = (list: Array<{ count: number }>) => list.reduce((n, item) => n + item.count, 0);
    report.total =
      sum(report.renamedConfigs) +
      sum(report.unsupportedConfigs) +
      sum(report.unknownClasses) +
      sum(report.unknownAliases);
    return report;
  }

  /** Forgets every count and every warning given (so each warns once again). */
  reset(): void {
    this.renamed.clear();
    this.unsupported.clear();
    this.classes.clear();
    this.aliases.clear();
    this.warned.clear();
  }

  /** Writes one warning, once per key. */
  once(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.out.warn(`${PREFIX} ${message}`);
  }
}

/** How a warning names an alias by its prefix. */
const aliasKinds: Record<string, string> = {
  widget: 'xtype',
  plugin: 'ptype',
  proxy: 'proxy type',
  reader: 'reader type',
  writer: 'writer type',
  store: 'store type',
  selection: 'selection model',
  layout: 'layout',
  feature: 'feature type',
};
