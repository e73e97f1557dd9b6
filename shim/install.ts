/**
 * Installs the `Ext` shim on a page's `Lib`: `window.Ext` becomes `Lib`, `Ext.*` class names
 * resolve to their `Lib.*` twins through `Lib.ClassManager.setNameResolver`, renamed configs
 * are mapped, and what Lib does not provide is reported (`Lib.migration.report()`). When the
 * page already has a real `Ext`, nothing is mapped and one console message says so.
 *
 * @example
 *   installShim(window, window.Lib); // what dist/lib-ext-shim.js does
 */
import { installBoot, requireQueue } from './boot';
import { installDataCompat } from './data';
import { installElementCompat } from './element';
import { installEventCompat } from './events';
import { installActionCompat, installActionHook } from './action';
import { installBrowserCompat } from './browser';
import { installCollectionCompat } from './collections';
import { installKeyCompat } from './keys';
import { installPluginCompat } from './plugin';
import { installRootCompat } from './root';
import { installTaskCompat } from './tasks';
import {
  CLASS_RULES,
  EXT_DEFAULTS,
  activeRules,
  adaptConfig,
  adaptConstructor,
  type ClassRules,
} from './configs';
import { CLASS_RENAMES, alternateProperties, isExtAlias, libNamesFor } from './names';
import { Recorder, type MigrationReport } from './report';
import type { LibLike } from './types';

/** `Lib.migration`: what the shim counted. */
export interface Migration {
  /** `false` when a real Ext JS was on the page and the shim stayed out of the way. */
  readonly active: boolean;
  /** Every renamed config, unsupported config, unknown class and alias met, with counts. */
  report(): MigrationReport;
  /** Forgets the counts, so that each item warns once again. */
  reset(): void;
}

/** Writes to the page's console as it is when the warning is given (specs stub it). */
const pageConsole = {
  warn: (...args: unknown[]) => (globalThis as { console?: Console }).console?.warn(...args),
};

function migrationApi(recorder: Recorder): Migration {
  return {
    active: recorder.active,
    report: () => recorder.report(),
    reset: () => recorder.reset(),
  };
}

/** What a real Ext JS on the page may tell of its version. */
interface ExtLike {
  getVersion?: () => { version?: unknown } | undefined;
  version?: unknown;
}

/** The version of a real Ext JS found on the page, for the message. */
function versionOf(ext: ExtLike | null | undefined): string {
  try {
    const version = ext?.getVersion?.()?.version ?? ext?.version;
    return typeof version === 'string' ? ` ${version}` : '';
  } catch {
    return '';
  }
}

/** An object on a namespace path, or a define body. */
type Ns = Record<string, unknown>;

/** Sets `Lib.x.Y` for an Ext alternate name when its namespace exists and the name is free. */
function publishAlternates(Lib: LibLike): void {
  for (const [alternate, target] of alternateProperties()) {
    const value = Lib.ClassManager.get(target);
    if (value === null || value === undefined) continue;
    const parts = alternate.split('.').slice(1);
    const leaf = parts.pop() as string;
    let parent: Ns | undefined = Lib;
    for (const part of parts) parent = parent?.[part] as Ns | undefined;
    if (parent && typeof parent === 'object' && parent[leaf] === undefined) parent[leaf] = value;
  }
}

/**
 * Adds the `Ext.*` twins of the pack names (`Ext.form.field.HtmlEditor`, and the Ext names
 * the rename table maps to one), so that using one without its pack names the script to load.
 * A pack loaded before or after the shim needs nothing more: names resolve at each lookup.
 */
function notePackNames(Lib: LibLike): void {
  const packs = Lib.ClassManager.packs;
  if (!packs) return;
  for (const name of Object.keys(packs)) {
    if (name.startsWith('Lib.')) packs['Ext.' + name.slice(4)] ??= packs[name];
  }
  for (const [extName, libName] of Object.entries(CLASS_RENAMES)) {
    if (packs[libName]) packs[extName] ??= packs[libName];
  }
}

/** Installs the shim (once); returns `Lib.migration`. */
export function installShim(win: Record<string, unknown>, Lib: LibLike): Migration {
  if (Lib.migration) return Lib.migration;
  const existing = win.Ext;
  if (existing !== undefined && existing !== null && existing !== Lib) {
    pageConsole.warn(
      `[Lib.migration] window.Ext is already defined (Ext JS${versionOf(existing)}): the Ext shim leaves it alone and maps nothing to Lib.`,
    );
    Lib.migration = migrationApi(new Recorder(pageConsole, false));
    return Lib.migration;
  }

  const recorder = new Recorder(pageConsole);
  const queue = requireQueue(Lib);
  recorder.beforeReport = () => queue.flush();
  // Lookups the shim makes for itself (the parent of a body being defined) must not count as uses.
  let quiet = false;

  Lib.ClassManager.setNameResolver((name, kind) => {
    if (kind === 'alias') {
      if (!quiet && isExtAlias(name)) recorder.unknownAlias(name);
      return undefined;
    }
    const candidates = libNamesFor(name);
    if (candidates.length === 0) return undefined;
    for (const candidate of candidates) {
      const value = Lib.ClassManager.get(candidate);
      if (value !== null && value !== undefined) return candidate;
    }
    if (!quiet) recorder.unknownClass(name);
    return undefined;
  });

  // Before the constructors are adapted, so that each adapted one goes through it.
  installActionHook(Lib);
  // Ext 4 code sets the docking order on the panel class; Lib docks in its own order.
  const panel = Lib.ClassManager.get('Lib.panel.Panel')?.prototype;
  if (panel) {
    Object.defineProperty(panel, 'defaultDockWeights', {
      set(this: Record<string, unknown>) {
        recorder.unsupportedConfig(
          'Ext.panel.AbstractPanel',
          'defaultDockWeights',
          'the top and bottom docks always span the panel, the left and right ones stand beside the body',
        );
      },
      configurable: true,
    });
  }
  // Rules whose Lib class is in this build, with what that class does not provide itself.
  const rules: Array<ClassRules & { Cls: abstract new (...args: never[]) => unknown }> = [];
  for (const entry of CLASS_RULES) {
    const Cls = Lib.ClassManager.get(entry.cls);
    if (typeof Cls !== 'function') continue;
    const active = activeRules(Cls, entry.rules);
    if (active.length === 0) continue;
    rules.push({ ...entry, rules: active, Cls });
    if (entry.where !== 'body') adaptConstructor(Cls, entry.extName, active, recorder);
  }

  // A pack's class loaded after the shim gets its defaults when it registers.
  for (const [name, defaults] of Object.entries(EXT_DEFAULTS)) {
    Lib.ClassManager.onCreated(name, (Cls) => {
      if (typeof Cls === 'function') Object.assign(Cls.prototype, defaults);
    });
  }
  // Legacy renderers build markup (`'<span style="color:green">' + v + '</span>'`): shown
  // sanitized, not as text.
  const Column = Lib.ClassManager.get('Lib.grid.column.Column');
  if (Column) Column.markup = 'sanitize';
  // Legacy code finds cells as `td` (`e.getTarget('td')`, `.x-grid-row td` rules): Ext's cells.
  const View = Lib.ClassManager.get('Lib.view.Table');
  if (View) View.cellTag = 'td';

  /** Maps the renamed keys of a define body whose parent (or override target) has rules. */
  function adaptBody(data: Ns): Ns {
    const target = data.override ?? data.extend;
    let parent: unknown;
    quiet = true;
    try {
      parent =
        typeof target === 'function'
          ? target
          : typeof target === 'string'
            ? Lib.ClassManager.get(target)
            : Lib.Base;
    } finally {
      quiet = false;
    }
    if (typeof parent !== 'function') return data;
    for (const entry of rules) {
      if (entry.where === 'config') continue;
      if (parent === entry.Cls || parent.prototype instanceof entry.Cls) {
        data = adaptConfig(entry.extName, entry.rules, data, recorder);
      }
    }
    return data;
  }

  const define = Lib.define;
  const adapt = (data: any) => {
    if (!data || typeof data !== 'object') return data;
    queue.add(data.requires);
    queue.add(data.uses);
    return adaptBody(data);
  };
  /** `Ext.define`: `Lib.define` with the body's renamed configs mapped and requires checked. */
  Lib.define = function shimDefine(this: unknown, name, body, createdFn) {
    const next =
      typeof body === 'function'
        ? function (this: unknown, cls: unknown) {
            return adapt(body.call(this, cls));
          }
        : adapt(body);
    return define.call(this, name, next, createdFn);
  };

  installBoot(Lib, queue);
  installElementCompat(Lib, (message) => pageConsole.warn(message));
  installDataCompat(Lib, (message) => pageConsole.warn(message));
  installRootCompat(Lib);
  installEventCompat(Lib);
  publishAlternates(Lib);
  notePackNames(Lib);
  Lib.migration = migrationApi(recorder);
  win.Ext = Lib;
  // Defined under its Ext name, which needs window.Ext.
  installPluginCompat(Lib);
  installKeyCompat(Lib);
  installCollectionCompat(Lib);
  installActionCompat(Lib);
  installBrowserCompat(Lib);
  installTaskCompat(Lib);
  return Lib.migration;
}
