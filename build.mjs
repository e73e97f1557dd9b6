// Builds dist/: the global script (lib.js, lib.min.js), the packs' scripts (lib-<name>.js and
// .min.js, loaded after it; see PACKS), lib-all.js (the core and every pack), the ES modules
// (lib.mjs, the layer entries core.mjs and data.mjs and one per pack, sharing their code
// through dist/chunks/), the Ext migration shim (lib-ext-shim.js, lib-ext-shim.min.js), the
// theme (lib.css) and the type declarations; every JS file gets a source map. Prints the sizes,
// the gap to the size target, and fails when the gzip size of lib.min.js or of a pack is over
// its limit.
//
//   node build.mjs                 full build
//   node build.mjs --no-types      skip the declarations (faster, used by the test runs)
//   node build.mjs --budget=warn   report a size over the limit without failing (the test runs:
//                                  the specs stay runnable; `npm run build` and CI still fail)
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const themeDir = path.join(root, 'theme');
/**
 * The size budget of dist/lib.min.js, in gzip bytes: the whole library — class system,
 * language surface, data layer, components, containers and layouts, windows, forms, the grid
 * and its features, the MVC application shell — stays within 130 KB (Ext JS 4.2.1's
 * `ext-all.js` is 438 KB). Every build prints the figure and the room left, and fails above it.
 * (Issue 9's 60 KB target for the core and grid alone was dropped for this product budget.)
 */
export const SIZE_LIMIT = 130 * 1024;

/**
 * The package's entries (package.json `exports`) and their gzip budgets: what an application
 * bundling only that entry ships, minified as lib.min.js is. `lib-ext4/core` is the class
 * system, the language helpers and Observable; `lib-ext4/data` adds the data layer (no DOM,
 * runs in Node); `lib-ext4` is everything (its budget is lib.min.js's).
 */
export const ENTRIES = [
  // Issue 24's budgets; over an enforced one the build fails. `Lib.Date` (about 4 KB) is its
  // own entry, which the full one includes: the core (22.6 -> 18.9 KB) and the data entry
  // (55.6 -> 49.7 KB, also without Format and the XML reader and writer) go without it. The date
  // entry holds the core, as an application importing only it gets it.
  { name: 'core', source: 'core.ts', limit: 20 * 1024, enforced: true },
  // 52 593 B before the id generators and the lenient JSON reader (issue 23, +1.5 KB) left it
  // for their own entries; 51 381 B after, then under its budget once the data layer shared
  // its checks and errors (checkOptions, resolveClass, factory defaults, one notImplemented).
  { name: 'data', source: 'data.ts', limit: 50 * 1024, enforced: true },
  { name: 'date', source: 'date.ts', limit: 24 * 1024, enforced: true },
  // The id generators (classes/data/IdGenerator.ts and its two subclasses) and the lenient JSON
  // reader (lib/lang/JSON.lenient.ts) are their own entries too, with the core they hold.
  { name: 'idgen', source: 'idgen.ts', limit: 21 * 1024, enforced: true },
  { name: 'lenient', source: 'lenient.ts', limit: 21 * 1024, enforced: true },
  { name: 'lib', source: 'index.ts', limit: SIZE_LIMIT, enforced: true },
];

/**
 * The optional packs: scripts that add rarely used classes to the page's Lib, loaded after
 * lib.js (`dist/lib-<name>.js`, `.min.js` after lib.min.js) or imported (`lib-ext4/<name>`).
 * `source` imports the pack's class files (index.ts and global.ts must not); `limit` is the
 * gzip budget of its min script. packs/names.ts lists the names each registers.
 */
export const PACKS = [
  // The field types and form containers only forms use (see packs/forms.ts).
  { name: 'forms', source: 'packs/forms.ts', limit: 12 * 1024 },
  // Tool tips and quick tips (packs/tips.ts).
  { name: 'tips', source: 'packs/tips.ts', limit: 5 * 1024 },
  // The XML reader and writer (packs/xml.ts).
  { name: 'xml', source: 'packs/xml.ts', limit: 3 * 1024 },
  // Lib.ComponentLoader, for a component's `loader` config (packs/loader.ts).
  { name: 'loader', source: 'packs/loader.ts', limit: 3 * 1024 },
  // The data view and its selection model (packs/view.ts).
  { name: 'view', source: 'packs/view.ts', limit: 5 * 1024 },
  // MVC: the application, controllers, the event bus, model associations and the class
  // loader's loading (packs/app.ts).
  { name: 'app', source: 'packs/app.ts', limit: 7 * 1024 },
  // What legacy grids use beyond the grid, its columns and its row editor: the paging toolbar,
  // the action/check/template/row-number columns, the checkbox and cell selection models, cell
  // editing, the property grid, features (grouping, summaries), the header's interaction and
  // grid state, the buffered store and JsonP (packs/grid.ts).
  { name: 'grid', source: 'packs/grid.ts', limit: 22 * 1024 },
  // The table and absolute layouts, button groups, cycle buttons and labels (packs/widgets.ts).
  { name: 'widgets', source: 'packs/widgets.ts', limit: 4 * 1024 },
];

const common = {
  bundle: true,
  target: 'es2021',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: root,
};

/**
 * Lib's own members are named `$something` (`$fast`, `$byRecord`, `$cfgMode`...): lib.min.js
 * shortens each to `$` and one or two letters (about 350 B gzip), keeping the `$` so that a
 * shortened name never meets a property legacy code puts on an object (and `$` statics stay
 * apart, see lib/Class.ts). lib.js, lib.mjs and the shim keep the full names. Kept as they are:
 * the `$` members of Ext JS 4.2.1 that legacy code may read (`$className`, `$owner`...), Lib's
 * public ones (`$configs`, `$construct`, `$config`, the shim's `$migrationAdapted`), and every
 * one Lib reads by its name from a string (spec/build.spec.ts checks that they are listed).
 */
export const KEPT_MEMBERS = [
  // Ext JS 4.2.1's
  '$className',
  '$isClass',
  '$name',
  '$onExtended',
  '$owner',
  '$previous',
  // Lib's public ones
  '$configs',
  '$construct',
  '$config',
  '$migrationAdapted',
  // read by name from a string
  '$inheritable',
  '$cfgDefaults',
  '$cfgMap',
  '$idempotencyKey',
  '$editing',
];

/**
 * The name table for shortening the `$` members of lib.min.js (see {@link KEPT_MEMBERS}), for
 * esbuild's `mangleCache`, from the minified bundle `code` built without it: the most frequent
 * name gets the shortest replacement; a replacement is never a `$` name the bundle already
 * holds; kept members map to `false`.
 */
export function memberNames(code, base = {}) {
  // Ordered by uses as a member (`.$name`); every `$` word (locals, text) is a name to avoid.
  const counts = new Map();
  for (const [word] of code.matchAll(/\.?\$[A-Za-z_]\w*/g)) {
    const name = word.replace('.', '');
    counts.set(name, (counts.get(name) || 0) + (word[0] === '.'));
  }
  // With a `base` table (a pack on top of the core), the core's names keep their replacement
  // and a new name avoids the core's words and replacements too.
  const taken = new Set([...Object.keys(base), ...Object.values(base)]);
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const table = {};
  let next = 0;
  const replacement = () => {
    for (;;) {
      let name = '';
      for (let i = next++; i >= 0; i = Math.floor(i / letters.length) - 1) {
        name = letters[i % letters.length] + name;
      }
      if (!counts.has('$' + name) && !taken.has('$' + name)) return '$' + name;
    }
  };
  for (const [name] of [...counts].sort((a, b) => b[1] - a[1])) {
    table[name] = name in base ? base[name] : KEPT_MEMBERS.includes(name) ? false : replacement();
  }
  return table;
}

/**
 * Builds the minified global script with its `$` members shortened: a first build finds the
 * names, the second uses the table; a name the table missed (esbuild would choose one without
 * the `$`) fails the build. A pack passes the core's table as `base`: the core's names keep
 * their short names, and a member the pack reads that neither the core nor the pack defines
 * fails the build (its short name would match nothing on the page).
 */
async function buildMinified(options, base) {
  const probe = await build({ ...options, sourcemap: false, write: false });
  const code = probe.outputFiles[0].text;
  const mangleCache = memberNames(code, base);
  if (base) {
    for (const [, name] of code.matchAll(/\.(\$[A-Za-z_]\w*)/g)) {
      if (name in base || mangleCache[name] === false) continue;
      // Defined in the pack: a method or field (`$x(`, `$x=` after `{`, `;`, `}` or `,`), an
      // object key (`$x:`) or an assignment (`.$x=`, `.$x||=`, `.$x??=`, `.$x&&=`).
      const defines = new RegExp(
        `(?:(?:[{};,]|static\\s)\\${name}\\s*[(:=])|(?:\\.\\${name}\\s*(?:\\|\\||\\?\\?|&&)?=[^=])`,
      );
      if (!defines.test(code)) {
        throw new Error(
          `build.mjs: dist/${path.basename(options.outfile)} reads ${name}, which neither lib.js nor the pack defines`,
        );
      }
    }
  }
  const result = await build({ ...options, mangleProps: /^\$[A-Za-z_]/, mangleCache });
  for (const [name, short] of Object.entries(result.mangleCache)) {
    if (short !== mangleCache[name]) throw new Error(`build.mjs: no short name for ${name}`);
  }
  return mangleCache;
}

/** A module path as the metafile writes it: relative to the repository, `/`-separated. */
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** The modules a bundle of `entry` holds (metafile inputs: path → its imports). */
async function bundleInputs(entry) {
  const result = await build({
    ...common,
    entryPoints: [entry],
    format: 'esm',
    sourcemap: false,
    write: false,
    metafile: true,
    outdir: 'out',
  });
  return result.metafile.inputs;
}

/**
 * The import and re-export statements of esbuild's JavaScript output: `[clause, specifier]`
 * (a bare `import "x"` has the clause `''`). Types are gone by then.
 */
export function importStatements(code) {
  const found = [];
  for (const [, clause, spec] of code.matchAll(
    /^(?:import|export)\s+([^;"]*?)\s*from\s*"([^"]+)";?$/gm,
  )) {
    found.push([clause, spec]);
  }
  for (const [, spec] of code.matchAll(/^import\s*"([^"]+)";?$/gm)) found.push(['', spec]);
  return found;
}

/**
 * The names a clause takes from its module: `X, {a, b as c}` → `['default', 'a', 'b']`;
 * `* as X` → `['*']` (the module's namespace object).
 */
export function importedNames(clause, where) {
  if (/^\*\s+as\s/.test(clause)) return ['*'];
  if (clause.includes('*')) throw new Error(`build.mjs: ${where} re-exports a whole core module`);
  const names = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const before = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (before && before !== 'type') names.push('default');
  for (const part of braces ? braces[1].split(',') : []) {
    const name = part.trim().split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  return names;
}

/**
 * What the packs take from the core, from their sources: `core` (the modules of lib.js),
 * each pack's own modules, and `keys` (core module → export name → the key of `Lib.$pack`
 * that carries it: `$` + the name, numbered when two modules export it). A class its module
 * registers (`registerClass(Name, 'Lib.x.Y', ...)`, not a singleton) needs no key: the pack
 * finds it by that name in the class registry, at no cost to lib.js, and its key is
 * `@Lib.x.Y`. The core exposes only the `$` keys; the build fails when index.ts/global.ts
 * import a pack's class file or two packs hold the same module.
 */
async function packLinks() {
  const core = new Set(Object.keys(await bundleInputs('global.ts')));
  const keys = new Map();
  const used = new Set(['$pack']);
  const owner = new Map();
  for (const pack of PACKS) {
    const inputs = await bundleInputs(pack.source);
    for (const { path: file } of inputs[pack.source].imports) {
      if (core.has(file))
        throw new Error(`build.mjs: ${file} is in the ${pack.name} pack and in lib.js`);
    }
    for (const file of Object.keys(inputs).filter((f) => !core.has(f))) {
      if (owner.has(file)) {
        throw new Error(
          `build.mjs: ${file} is in both the ${owner.get(file)} and ${pack.name} packs`,
        );
      }
      owner.set(file, pack.name);
      const { code } = await transform(readFileSync(path.join(root, file), 'utf8'), {
        loader: path.extname(file).slice(1),
        format: 'esm',
      });
      for (const [clause, spec] of importStatements(code)) {
        const target = inputs[file].imports.find((i) => i.original === spec)?.path;
        if (!core.has(target)) continue;
        if (!keys.has(target)) keys.set(target, new Map());
        const source = readFileSync(path.join(root, target), 'utf8');
        for (const name of importedNames(clause, `${file} (import from '${spec}')`)) {
          if (keys.get(target).has(name)) continue;
          const registered =
            /^\w+$/.test(name) &&
            new RegExp(`registerClass\\(\\s*${name}\\s*,\\s*'([^']+)'`).exec(source);
          // (A singleton's registry entry is its instance, not the class.)
          const body =
            registered && source.slice(registered.index, source.indexOf('});', registered.index));
          if (registered && !/singleton:\s*true/.test(body)) {
            keys.get(target).set(name, '@' + registered[1]);
            continue;
          }
          const named = name === 'default' || name === '*';
          let key = '$' + (named ? path.basename(target).split('.')[0] : name);
          for (let n = 2; used.has(key); n++) key = key.replace(/\d*$/, n);
          used.add(key);
          keys.get(target).set(name, key);
        }
      }
    }
  }
  // A module taken whole serves its names through its namespace object: no key of their own.
  for (const names of keys.values()) {
    if (names.has('*')) for (const name of names.keys()) if (name !== '*') names.delete(name);
  }
  return { core, keys };
}

/**
 * The entry of lib.js: global.ts, plus `Lib.$pack` holding the core values the packs import
 * (see {@link packLinks}).
 */
function coreEntry({ keys }) {
  const lines = ["import './global.ts';", "import { Lib as _lib } from './lib/Lib.ts';"];
  const props = [];
  let n = 0;
  for (const [file, names] of keys) {
    const locals = [];
    for (const [name, key] of names) {
      // A registered class is found by its name (see packLinks).
      if (key.startsWith('@')) continue;
      props.push(`${key}: _${n}`);
      if (name === '*') lines.push(`import * as _${n++} from './${file}';`);
      else locals.push(`${name} as _${n++}`);
    }
    if (locals.length) lines.push(`import { ${locals.join(', ')} } from './${file}';`);
  }
  lines.push(`_lib.$pack = { ${props.join(', ')} };`);
  return { contents: lines.join('\n'), resolveDir: root, sourcefile: 'lib.entry.js', loader: 'js' };
}

/**
 * The esbuild plugin of a pack's global script: an import of a core module (one lib.js
 * holds) becomes the values lib.js put on `Lib.$pack`, a side-effect import of one becomes
 * nothing, so the pack bundles only its own modules. Without lib.js (or with the other
 * flavour: a .min.js pack goes with lib.min.js) the pack throws at once.
 */
function corePlugin(pack, { core, keys }) {
  return {
    name: 'lib-core',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === 'lib-core') return undefined;
        const { path: resolved, errors } = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          importer: args.importer,
          kind: args.kind,
          pluginData: 'lib-core',
        });
        if (errors.length) return { errors };
        const file = relative(resolved);
        return core.has(file) ? { path: file, namespace: 'lib-core' } : { path: resolved };
      });
      b.onResolve({ filter: /^lib-core:pack$/ }, () => ({ path: 'pack', namespace: 'lib-core' }));
      b.onLoad({ filter: /.*/, namespace: 'lib-core' }, ({ path: file }) => {
        if (file === 'pack') {
          const script = `dist/lib-${pack.name}.js`;
          const contents = [
            'const core = globalThis.Lib && globalThis.Lib.$pack;',
            'if (!core) {',
            `  throw new Error('[Lib] ${script} needs dist/lib.js loaded before it (lib-${pack.name}.min.js goes with lib.min.js)');`,
            '}',
            'export default core;',
          ];
          return { contents: contents.join('\n'), loader: 'js' };
        }
        const names = keys.get(file) ?? new Map();
        // A module a pack takes whole (`import * as X`) is its namespace object, which also
        // serves the names taken from it.
        if (names.has('*')) {
          const contents = `module.exports = require('lib-core:pack').default.${names.get('*')};`;
          return { contents, loader: 'js' };
        }
        const lines = ["import core from 'lib-core:pack';"];
        for (const [name, key] of names) {
          const value = key.startsWith('@')
            ? `globalThis.Lib.ClassManager.get('${key.slice(1)}')`
            : `core.${key}`;
          lines.push(
            name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`,
          );
        }
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/**
 * The stylesheets theme/index.css imports, in its order, keeping those that exist: the
 * theme files are written by several people, and a missing one must not break the build.
 * Returns the CSS source of the bundle entry and the names left out.
 */
export function themeEntry() {
  const index = readFileSync(path.join(themeDir, 'index.css'), 'utf8');
  const imports = [...index.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]\s*\)?\s*;/g)].map(
    (match) => path.normalize(match[1]),
  );
  const present = imports.filter((file) => existsSync(path.join(themeDir, file)));
  const missing = imports.filter((file) => !present.includes(file));
  const unlisted = readdirSync(themeDir).filter(
    (file) => file.endsWith('.css') && file !== 'index.css' && !imports.includes(file),
  );
  const contents = present.map((file) => `@import ${JSON.stringify('./' + file)};`).join('\n');
  return { contents, missing, unlisted };
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/**
 * Runs terser over a file esbuild has already minified, in place, carrying its source map
 * through. esbuild minifies quickly but leaves about 2 KB gzip on the table that terser's
 * compressor and mangler find (joined declarations, inlined single-use functions, shorter
 * names for the few locals esbuild keeps long). Two passes: the second finds what the first
 * exposed (about 150 B gzip); a third measured nothing more.
 */
async function squeeze(file) {
  const name = path.basename(file);
  const result = await minify(readFileSync(file, 'utf8'), {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
    sourceMap: { content: readFileSync(file + '.map', 'utf8'), url: name + '.map' },
  });
  writeFileSync(file, result.code);
  writeFileSync(file + '.map', result.map);
}

/**
 * The gzip size of each of {@link ENTRIES} as an application's bundler would ship it: the entry
 * bundled alone, minified as lib.min.js is (esbuild, then terser), its `$` members shortened.
 */
async function entrySizes() {
  return Promise.all(
    ENTRIES.map(async (entry) => {
      const options = { ...common, entryPoints: [entry.source], format: 'esm', minify: true };
      const probe = await build({ ...options, sourcemap: false, write: false });
      const mangleCache = memberNames(probe.outputFiles[0].text);
      const result = await build({
        ...options,
        sourcemap: false,
        write: false,
        mangleProps: /^\$[A-Za-z_]/,
        mangleCache,
      });
      const { code } = await minify(result.outputFiles[0].text, {
        ecma: 2020,
        module: true,
        compress: { passes: 2 },
        mangle: true,
      });
      return { ...entry, gzip: gzipSync(code, { level: 9 }).length };
    }),
  );
}

/**
 * Gives the relative imports of the emitted declarations their file: `'./lib/Lib'` becomes
 * `'./lib/Lib.js'` and a folder `'./x'` becomes `'./x/index.js'`, as TypeScript's `node16` and
 * `nodenext` resolution require (they do not guess extensions); `bundler` reads both. The
 * classes' `declare module` augmentations (their entries in `ClassMap`) are rewritten too;
 * doc comments are left as they are.
 */
function addDeclarationExtensions(dir) {
  const specifier =
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*?)\2/g;
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.d.ts'))) {
    const full = path.join(dir, file);
    const source = readFileSync(full, 'utf8');
    const text = source.replace(specifier, (match, lead, quote, spec, offset) => {
      const line = source.slice(source.lastIndexOf('\n', offset) + 1, offset);
      if (/\.(js|mjs|cjs|json)$/.test(spec) || /^\s*(\*|\/\/)/.test(line)) return match;
      const target = path.resolve(path.dirname(full), spec);
      const resolved = existsSync(target + '.d.ts')
        ? spec + '.js'
        : existsSync(path.join(target, 'index.d.ts'))
          ? spec + '/index.js'
          : null;
      if (!resolved)
        throw new Error(`build.mjs: ${file} imports ${spec}, which has no declaration`);
      return lead + quote + resolved + quote;
    });
    writeFileSync(full, text);
  }
}

/**
 * Moves a finished build from `stage` into dist/ file by file (each rename is atomic), then
 * removes what the build no longer produces. Specs and the demo server read dist/ while other
 * builds may run, so dist/ is never emptied first. Without `types`, dist/types is left as is.
 */
function publish(stage, types) {
  mkdirSync(dist, { recursive: true });
  const built = new Set(filesUnder(stage));
  for (const file of built) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    renameSync(path.join(stage, file), path.join(dist, file));
  }
  for (const file of filesUnder(dist)) {
    const isType = file.startsWith('types' + path.sep);
    if (!built.has(file) && (types || !isType)) rmSync(path.join(dist, file), { force: true });
  }
}

export async function buildAll({ types = true, budget = 'fail' } = {}) {
  const theme = themeEntry();
  for (const file of theme.missing) console.warn(`theme/${file} does not exist yet: left out`);
  for (const file of theme.unlisted)
    console.warn(`theme/${file} is not imported by theme/index.css: left out`);
  // A sibling of dist/ (same depth, so the source maps' relative paths hold; same disk, so
  // renames are atomic).
  const stage = mkdtempSync(path.join(root, '.dist-'));
  const out = (file) => path.join(stage, file);
  const links = await packLinks();
  const coreOptions = { ...common, stdin: coreEntry(links), format: 'iife' };
  // lib-all.js: the core and every pack in one script.
  const allOptions = {
    ...common,
    stdin: {
      contents: ['global.ts', ...PACKS.map((p) => p.source)]
        .map((f) => `import './${f}';`)
        .join('\n'),
      resolveDir: root,
      sourcefile: 'lib-all.entry.js',
      loader: 'js',
    },
    format: 'iife',
  };
  const packScripts = (table) =>
    PACKS.flatMap((pack) => {
      const options = {
        ...common,
        entryPoints: [pack.source],
        format: 'iife',
        plugins: [corePlugin(pack, links)],
      };
      return [
        build({ ...options, outfile: out(`lib-${pack.name}.js`) }),
        buildMinified({ ...options, minify: true, outfile: out(`lib-${pack.name}.min.js`) }, table),
      ];
    });
  try {
    await Promise.all([
      build({ ...coreOptions, outfile: out('lib.js') }),
      // The packs' min scripts shorten the core's `$` members as lib.min.js does.
      buildMinified({ ...coreOptions, minify: true, outfile: out('lib.min.js') }).then((table) => {
        for (const key of [...links.keys.values()].flatMap((names) => [...names.values()])) {
          if (!key.startsWith('@') && !(key in table))
            throw new Error(`build.mjs: lib.min.js does not define ${key}`);
        }
        return Promise.all(packScripts(table));
      }),
      build({ ...allOptions, outfile: out('lib-all.js') }),
      buildMinified({ ...allOptions, minify: true, outfile: out('lib-all.min.js') }),
      // One ES module per entry; the code they share is in chunks, so an application importing
      // both `lib-ext4/data` and `lib-ext4` gets one Lib.
      build({
        ...common,
        entryPoints: Object.fromEntries(
          [...ENTRIES, ...PACKS].map((entry) => [entry.name, entry.source]),
        ),
        format: 'esm',
        splitting: true,
        outdir: stage,
        outExtension: { '.js': '.mjs' },
        chunkNames: 'chunks/[name]-[hash]',
      }),
      // The shim talks to the Lib of the page (window.Lib) and bundles none of its code.
      build({
        ...common,
        entryPoints: ['shim/ext-shim.ts'],
        format: 'iife',
        outfile: out('lib-ext-shim.js'),
      }),
      build({
        ...common,
        entryPoints: ['shim/ext-shim.ts'],
        format: 'iife',
        minify: true,
        outfile: out('lib-ext-shim.min.js'),
      }),
      build({
        ...common,
        stdin: {
          contents: theme.contents,
          resolveDir: themeDir,
          loader: 'css',
          sourcefile: 'index.css',
        },
        outfile: out('lib.css'),
      }),
    ]);
    const minified = ['lib', 'lib-ext-shim', 'lib-all', ...PACKS.map((p) => `lib-${p.name}`)];
    await Promise.all(minified.map((name) => squeeze(out(`${name}.min.js`))));
    if (types) {
      execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          'tsconfig.build.json',
          '--outDir',
          out('types'),
        ],
        { cwd: root, stdio: 'inherit' },
      );
      addDeclarationExtensions(out('types'));
      // The shim is a script: its declarations type the global it defines.
      writeFileSync(
        out('types/shim.d.ts'),
        [
          "/** The Ext JS 4 migration shim (`dist/lib-ext-shim.js`): `window.Ext` is the page's Lib. */",
          "import type LibFacade from './index.js';",
          'declare global {',
          '  var Ext: typeof LibFacade;',
          '}',
          'export {};',
          '',
        ].join('\n'),
      );
    }
    publish(stage, types);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  const sizes = {};
  const packFiles = PACKS.map((p) => `lib-${p.name}.min.js`);
  for (const file of [
    'lib.min.js',
    'lib-ext-shim.min.js',
    'lib.css',
    'lib-all.min.js',
    ...packFiles,
  ]) {
    const bytes = readFileSync(path.join(dist, file));
    sizes[file] = { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  const line = (file) => `${kb(sizes[file].minified)}, ${kb(sizes[file].gzip)} gzip`;
  const { gzip } = sizes['lib.min.js'];
  const room =
    gzip > SIZE_LIMIT
      ? `${kb(gzip - SIZE_LIMIT)} over the ${kb(SIZE_LIMIT)} budget`
      : `${kb(SIZE_LIMIT - gzip)} left of the ${kb(SIZE_LIMIT)} budget`;
  console.log(`dist/lib.min.js: ${line('lib.min.js')} (${room})`);
  const entries = await entrySizes();
  console.log(
    'entries (minified, gzip): ' +
      entries.map((e) => `${e.name} ${kb(e.gzip)} of ${kb(e.limit)}`).join(', '),
  );
  const packs = PACKS.map((pack) => ({ ...pack, gzip: sizes[`lib-${pack.name}.min.js`].gzip }));
  for (const pack of packs) {
    console.log(
      `dist/lib-${pack.name}.min.js: ${line(`lib-${pack.name}.min.js`)} (of ${kb(pack.limit)})`,
    );
  }
  console.log(`dist/lib-all.min.js: ${line('lib-all.min.js')} (the core and every pack)`);
  console.log(`dist/lib-ext-shim.min.js: ${line('lib-ext-shim.min.js')}`);
  console.log(`dist/lib.css: ${line('lib.css')}`);
  const over = entries
    .filter((e) => e.name !== 'lib' && e.gzip > e.limit)
    .map((e) => ({
      enforced: e.enforced,
      message: `the ${e.name} entry is ${e.gzip} bytes gzip, over its limit of ${e.limit}`,
    }));
  for (const pack of packs.filter((p) => p.gzip > p.limit)) {
    over.push({
      enforced: true,
      message: `dist/lib-${pack.name}.min.js is ${pack.gzip} bytes gzip, over its limit of ${pack.limit}`,
    });
  }
  if (gzip > SIZE_LIMIT) {
    over.unshift({
      enforced: true,
      message: `dist/lib.min.js is ${gzip} bytes gzip, over the limit of ${SIZE_LIMIT}`,
    });
  }
  for (const { enforced, message } of over) {
    if (enforced && budget !== 'warn') throw new Error(message);
    console.warn(`WARNING: ${message}${enforced ? ' (npm run build fails on this)' : ''}`);
  }
  return { minified: sizes['lib.min.js'].minified, gzip, sizes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll({
    types: !process.argv.includes('--no-types'),
    budget: process.argv.includes('--budget=warn') ? 'warn' : 'fail',
  }).catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
}
