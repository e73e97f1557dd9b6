/**
 * The layers hold: every run-time import points down (or within a layer), and no module
 * reaches itself through run-time imports. The imports are read from esbuild's metafile of
 * the full build (`index.ts`, the shim and the packs), which keeps exactly the imports that survive type
 * erasure: `import type` and imports used only as types are not edges.
 */
import { expect } from 'chai';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { PACKS } from '../build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The layers, lowest first: a module may import its own layer and the ones before it. A
 * module's layer is the one of the longest path prefix that matches it.
 */
export const LAYERS: ReadonlyArray<readonly [name: string, prefixes: readonly string[]]> = [
  ['lib', ['lib/']],
  ['util', ['classes/util/', 'classes/state/']],
  ['data', ['classes/data/', 'classes/Ajax.ts']],
  [
    'dom/component',
    [
      'classes/dom/',
      'classes/EventObjectImpl.ts',
      'classes/Component.ts',
      'classes/ComponentLoader.ts',
      'classes/ComponentManager.ts',
      'classes/ComponentQuery.ts',
      'classes/Component.layout.ts',
      'classes/ZIndexManager.ts',
      'classes/DomHelper.ts',
      'classes/Template.ts',
      'classes/Template.expr.ts',
      'classes/XTemplate.ts',
      'classes/LoadMask.ts',
      'classes/Loader.ts',
      'classes/Loader.scripts.ts',
    ],
  ],
  // The bound list is the combo box's picker (Ext's view.BoundList): it sits with the forms.
  [
    'form/container',
    [
      'classes/form/',
      'classes/button/',
      'classes/container/',
      'classes/layout/',
      'classes/toolbar/',
      'classes/menu/',
      'classes/view/BoundList.ts',
      'classes/picker/',
      'classes/slider/',
      'classes/ProgressBar.ts',
    ],
  ],
  // A form panel and a button group are panels; the form itself (Lib.form.Basic), its actions
  // and fields, and the other containers sit below.
  [
    'panel',
    [
      'classes/panel/',
      'classes/tab/',
      'classes/window/',
      'classes/tip/',
      'classes/form/Panel.ts',
      'classes/container/ButtonGroup.ts',
    ],
  ],
  ['grid/view', ['classes/grid/', 'classes/view/', 'classes/selection/']],
  ['plugins', ['classes/grid/plugin/']],
  // The MVC classes (the optional app pack): controllers reach every component layer.
  ['app', ['classes/app/']],
  [
    'top',
    [
      'index.ts',
      'core.ts',
      'data.ts',
      'date.ts',
      'idgen.ts',
      'lenient.ts',
      'global.ts',
      'shim/',
      'packs/',
    ],
  ],
];

/** The layer index of a module path (relative to the repository, `/`-separated). */
export function layerOf(file: string): number {
  let best = -1;
  let length = -1;
  LAYERS.forEach(([, prefixes], index) => {
    for (const prefix of prefixes) {
      if (file.startsWith(prefix) && prefix.length > length)
        [best, length] = [index, prefix.length];
    }
  });
  return best;
}

/** A path into installed packages (also through a worktree's `node_modules` link). */
const PACKAGE = /(^|\/)node_modules\//;

/** The run-time import graph of the full build: module → the modules it imports. */
export async function importGraph(): Promise<Map<string, string[]>> {
  const result = await esbuild.build({
    entryPoints: [
      'index.ts',
      'shim/ext-shim.ts',
      'global.ts',
      ...PACKS.map((p: { source: string }) => p.source),
    ].map((f: string) => path.join(ROOT, f)),
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    outdir: 'out',
    logLevel: 'silent',
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (PACKAGE.test(file)) continue;
    graph.set(
      file,
      input.imports.filter((i) => !i.external && !PACKAGE.test(i.path)).map((i) => i.path),
    );
  }
  return graph;
}

/** The back-edges of a graph: imports from a module to a higher layer. */
export function backEdges(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    for (const target of imports) {
      const to = layerOf(target);
      if (from < 0 || to < 0) found.push(`${file} → ${target}: not in any layer`);
      else if (to > from) {
        found.push(`${file} (${LAYERS[from][0]}) → ${target} (${LAYERS[to][0]})`);
      }
    }
  }
  return found;
}

/** The import cycles of a graph, each as the list of its modules (one per strongly connected set). */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components; a component of two or more modules, or one module
  // importing itself, is a cycle.
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) || []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        on.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) || []).includes(node))
        found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('the layers', () => {
  let graph: Map<string, string[]>;
  before(async function () {
    this.timeout(30000);
    graph = await importGraph();
  });

  it('read the whole library', () => {
    expect(graph.has('lib/Class.ts')).to.equal(true);
    expect(graph.has('classes/grid/plugin/RowEditing.ts')).to.equal(true);
  });

  it('put every module in a layer', () => {
    expect([...graph.keys()].filter((file) => layerOf(file) < 0)).to.deep.equal([]);
  });

  it('have no import from a module to a higher layer', () => {
    expect(backEdges(graph)).to.deep.equal([]);
  });

  it('have no run-time import cycle', () => {
    expect(cycles(graph)).to.deep.equal([]);
  });

  describe('the checks themselves', () => {
    it('find a back-edge', () => {
      const g = new Map([
        ['lib/Base.ts', ['classes/Component.ts']],
        ['classes/Component.ts', []],
      ]);
      expect(backEdges(g)).to.deep.equal([
        'lib/Base.ts (lib) → classes/Component.ts (dom/component)',
      ]);
    });

    it('find a cycle', () => {
      const g = new Map([
        ['lib/a.ts', ['lib/b.ts']],
        ['lib/b.ts', ['lib/c.ts']],
        ['lib/c.ts', ['lib/a.ts']],
        ['lib/d.ts', ['lib/a.ts']],
      ]);
      expect(cycles(g)).to.deep.equal([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
    });
  });
});
