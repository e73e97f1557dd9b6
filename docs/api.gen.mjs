#!/usr/bin/env node
/**
 * Keeps docs/api.md in step with the code. The reference is written by hand, except the blocks
 * between markers, which this script rewrites from the sources and from the running library:
 *
 *   <!-- api:toc -->                       the table of contents (every ## and ### heading)
 *   <!-- api:class Lib.x.Y [Interface] --> what the class extends, its aliases, xtypes, ptypes,
 *                                          alternate names, and the table of the interface's own
 *                                          members (type, default, meaning)
 *   <!-- api:table Interface [Lib.x.Y] --> the table alone (defaults read from Lib.x.Y if given)
 *   <!-- /api -->                          ends a block
 *
 * An interface is named as `Name` (when only one exported interface has that name) or as
 * `path/from/repo.ts#Name`. Meanings come from the doc comments of the interface members;
 * defaults from the class prototype (the registration body), else from the doc comment.
 *
 * It also checks the hand-written parts: every registered class has a `### Lib.x.Y` section,
 * every `Lib.*` name written in backticks exists, every method named in a "Method" table of a
 * section exists on that class (prototype or static) or object, and every event named in an
 * "Event" table is named in a string literal of classes/ (an event name alone, or one word of a
 * space-separated list such as `'select deselect'.split(' ')`).
 *
 * Run from anywhere, with no npm script: `node docs/api.gen.mjs` rewrites docs/api.md;
 * `--check` changes nothing and exits 1 when the file is stale or a check fails; `--report`
 * also lists the config defaults whose doc comment disagrees with the registration body.
 * Needs the dev dependencies (esbuild to load the sources, prettier to format the file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs', 'api.md');
const args = new Set(process.argv.slice(2));
const CHECK = args.has('--check');
const REPORT = args.has('--report');

const problems = [];
const mismatches = [];

// ---------------------------------------------------------------------------------------------
// The running library: index.ts bundled in memory, plus the registry's full name lists.

async function loadLibrary() {
  const esbuild = await import(
    pathToFileURL(path.join(ROOT, 'node_modules', 'esbuild', 'lib', 'main.js')).href
  );
  const result = await esbuild.build({
    stdin: {
      // With every pack (packs/), whose classes are documented as the core's are.
      contents:
        "export { Lib } from './index.ts'; export * as CM from './lib/ClassManager.ts';" +
        fs
          .readdirSync(path.join(ROOT, 'packs'))
          .filter((file) => file !== 'names.ts')
          .map((file) => `import './packs/${file}';`)
          .join(''),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  return import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));
}

// ---------------------------------------------------------------------------------------------
// The sources: exported interfaces with their members' doc comments, type aliases, imports.

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const sources = new Map();
for (const file of [...walk(path.join(ROOT, 'lib')), ...walk(path.join(ROOT, 'classes'))]) {
  sources.set(path.relative(ROOT, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
}

/** Doc comment text without the comment markers, one line. */
function docText(lines) {
  return lines
    .join('\n')
    .replace(/^\s*\/\*\*\s?/, '')
    .replace(/\s*\*\/\s*$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The exported interfaces of a file: name → {extends, members: [{name, optional, type, doc}]}. */
function parseInterfaces(text) {
  const found = new Map();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i].match(
      /^export interface (\w+)(?:<.*?>)?(?:\s+extends\s+(.+?))?\s*\{\s*$/,
    );
    if (!head) continue;
    const members = [];
    let doc = null;
    let j = i + 1;
    for (; j < lines.length && !/^\}/.test(lines[j]); j++) {
      const line = lines[j];
      if (/^\s*\/\*\*/.test(line)) {
        const buf = [line];
        while (!/\*\//.test(lines[j])) buf.push(lines[++j]);
        doc = docText(buf);
        continue;
      }
      const m = line.match(/^ {2}(?:readonly )?([A-Za-z_$][\w$]*)(\??):\s*(.*)$/);
      if (m) {
        let type = m[3];
        // A type may run over several lines: read until its `;` at bracket depth 0.
        while (!(depth(type) === 0 && /;\s*$/.test(type)) && j + 1 < lines.length) {
          type += ' ' + lines[++j].trim();
        }
        members.push({
          name: m[1],
          optional: m[2] === '?',
          type: type.replace(/;\s*$/, '').replace(/\s+/g, ' ').trim(),
          doc: doc || '',
        });
      }
      // Blank lines and line comments (lint directives) keep the doc comment for the next member.
      if (!/^\s*$/.test(line) && !/^\s*\/\//.test(line)) doc = null;
    }
    found.set(head[1], { name: head[1], extends: splitTop(head[2] || ''), members });
    i = j;
  }
  return found;
}

/** Bracket depth at the end of `text` (the `>` of `=>` closes nothing). */
function depth(text) {
  let d = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('([{<'.includes(ch)) d++;
    else if (')]}'.includes(ch) || (ch === '>' && text[i - 1] !== '=')) d--;
  }
  return d;
}

/** Splits `A, B<C, D>` at top-level commas. */
function splitTop(text) {
  const out = [];
  let d = 0;
  let cur = '';
  for (const ch of text) {
    if ('([{<'.includes(ch)) d++;
    if (')]}>'.includes(ch)) d--;
    if (ch === ',' && d === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const interfaces = new Map(); // file → Map(name → interface)
for (const [file, text] of sources) interfaces.set(file, parseInterfaces(text));

function resolveModule(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base + '.ts', base + '/index.ts', base]) {
    if (sources.has(candidate)) return candidate;
  }
  return null;
}

/** Finds `name` as seen from `file`: {file, name, iface} or null. */
function resolveInterface(file, name, seen = new Set()) {
  const key = file + '#' + name;
  if (seen.has(key) || !sources.has(file)) return null;
  seen.add(key);
  const own = interfaces.get(file).get(name);
  if (own) return { file, name, iface: own };
  const text = sources.get(file);
  const alias = text.match(
    new RegExp(`^export type ${name}(?:<[^=]*>)? = (\\w+)(?:<[^;]*>)?;`, 'm'),
  );
  if (alias) return resolveInterface(file, alias[1], seen);
  const clause = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
  for (let m; (m = clause.exec(text));) {
    for (const spec of m[1].split(',')) {
      const parts = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      const [orig, local = orig] = parts;
      if (local === name) {
        const target = resolveModule(file, m[2]);
        if (target) return resolveInterface(target, orig, seen);
      }
    }
  }
  const star = /export\s+(?:type\s+)?\*\s+from\s*'([^']+)'/g;
  for (let m; (m = star.exec(text));) {
    const target = resolveModule(file, m[1]);
    const found = target && resolveInterface(target, name, seen);
    if (found) return found;
  }
  return null;
}

/** An interface from a marker spec: `Name` (unique) or `path.ts#Name`. */
function findInterface(spec) {
  if (spec.includes('#')) {
    const [file, name] = spec.split('#');
    const found = resolveInterface(file, name);
    if (!found) problems.push(`interface ${spec} not found`);
    return found;
  }
  const hits = [];
  for (const [file, map] of interfaces) if (map.has(spec)) hits.push(file);
  if (hits.length !== 1) {
    problems.push(
      hits.length
        ? `interface ${spec} is ambiguous (${hits.join(', ')}): write path#${spec}`
        : `interface ${spec} not found`,
    );
    return null;
  }
  return { file: hits[0], name: spec, iface: interfaces.get(hits[0]).get(spec) };
}

// ---------------------------------------------------------------------------------------------
// Rendering.

function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const escapeCell = (text) => text.replace(/\|/g, '\\|');

/** A TypeScript type, shortened for a table: function types read `function`, classes `class`. */
function shortType(type) {
  let t = type.replace(/\bAny\b/g, 'any').replace(/^\|\s*/, '');
  // An object type with methods (`{ request(options): unknown; ... }`) reads `object`.
  if (/^\{[^}]*\(/.test(t) && /\}$/.test(t)) return 'object';
  t = t.replace(/\(?abstract new \(\.\.\.args: any\[\]\) => any\)?/g, 'class');
  // Function types: `(params) => result` (the result up to a top-level `|` or the end).
  for (let guard = 0; guard < 20; guard++) {
    const arrow = t.indexOf('=>');
    if (arrow === -1) break;
    let d = 0;
    let start = arrow - 1;
    while (start >= 0 && t[start] === ' ') start--;
    for (; start >= 0; start--) {
      if (t[start] === ')') d++;
      else if (t[start] === '(') {
        d--;
        if (d === 0) break;
      }
    }
    let end = arrow + 2;
    d = 0;
    for (; end < t.length; end++) {
      const ch = t[end];
      // The result type runs to the end of the enclosing brackets: `() => A | B` returns `A | B`.
      if ('([{<'.includes(ch)) d++;
      else if (')]}'.includes(ch) || (ch === '>' && t[end - 1] !== '=')) {
        if (d === 0) break;
        d--;
      }
    }
    let before = t.slice(0, Math.max(start, 0));
    let after = t.slice(end);
    // `((a) => b) | null` leaves a pair of parentheses around `function`.
    if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) {
      before = before.replace(/\(\s*$/, '');
      after = after.replace(/^\s*\)/, '');
    }
    t = before + 'function' + after;
  }
  t = t
    .replace(/\bPartial<Record<[^<>]*(?:<[^<>]*>[^<>]*)*>>/g, 'object')
    .replace(/\bRecord<[^<>]*(?:<[^<>]*>[^<>]*)*>/g, 'object')
    .replace(/<E(?:\[K\])?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t;
}

/** The default stated by a doc comment, and the comment without that clause when it is clean. */
function docDefault(text) {
  // Code spans are set aside first, so a `;` or `)` inside one does not end a clause.
  const spans = [];
  const doc = text.replace(/`[^`]*`/g, (span) => `\u0000${spans.push(span) - 1}\u0001`);
  const back = (value) => value.replace(/\u0000(\d+)\u0001/g, (_m, i) => spans[Number(i)]);
  const found = findDefault(doc);
  return { value: found.value === null ? null : back(found.value), meaning: back(found.meaning) };
}

function findDefault(doc) {
  let m = doc.match(/\s*\((?:the )?default:?\s+([^;()]*(?:\([^)]*\)[^;()]*)*)\)/i);
  if (m && !/[;]/.test(m[1])) {
    return {
      value: m[1].trim(),
      meaning: (doc.slice(0, m.index) + doc.slice(m.index + m[0].length)).trim(),
    };
  }
  m = doc.match(/\((?:the )?default:?\s+([^;)]*);/i);
  if (m) return { value: m[1].trim(), meaning: doc };
  // A closing sentence: `Default: anything.` or `Default <value>.` (not "Default URL of ...").
  m =
    doc.match(/(?:^|[.;]\s+)Default:\s+([^.]*(?:\.\d[^.]*)*)\.?\s*$/) ||
    doc.match(/(?:^|[.;]\s+)Default\s+(\u0000\d+\u0001|none\b[^.]*|-?\d[\d ,.]*|'[^']*')\.?\s*$/);
  if (m) {
    const cut = doc.slice(0, m.index + (m[0].match(/^[.;]/) ? 1 : 0)).trim();
    return { value: m[1].trim(), meaning: cut };
  }
  m =
    doc.match(/(\u0000\d+\u0001)\s*\((?:the )?default(?: here)?(?:[,;][^)]*)?\)/i) ||
    doc.match(/\((\u0000\d+\u0001),\s*(?:the )?default(?: here)?\)/i);
  if (m) return { value: m[1], meaning: doc };
  m = doc.match(/\bdefault:?\s+(\u0000\d+\u0001|\d[\d ,.]*\d|\d|'[^']*')/i);
  if (m) return { value: m[1].trim(), meaning: doc };
  return { value: null, meaning: doc };
}

function literal(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') {
    if (value === Number.MAX_VALUE) return 'Number.MAX_VALUE';
    if (value === -Infinity) return '-Infinity';
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(literal);
    if (items.includes(undefined)) return undefined;
    return `[${items.join(', ')}]`;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const items = Object.keys(value).map((k) => [k, literal(value[k])]);
    if (items.some(([, v]) => v === undefined)) return undefined;
    return items.length ? `{${items.map(([k, v]) => `${k}: ${v}`).join(', ')}}` : '{}';
  }
  return undefined;
}

/** Normalises a default for comparison: quotes, backticks, digit grouping. */
function norm(text) {
  let out = String(text).replace(/`/g, '').replace(/"/g, "'").trim();
  while (/\d \d{3}/.test(out)) out = out.replace(/(\d) (\d{3})/, '$1$2');
  return out;
}

const NO_RUNTIME_DEFAULT = new Set(['xtype', 'ptype', 'alias', 'type']);

function configTable(found, owner, ownerName, documentedBy) {
  if (!found) return '';
  const { iface } = found;
  const rows = [];
  for (const member of iface.members) {
    const { value: fromDoc, meaning } = docDefault(member.doc);
    let shown = null;
    if (owner && !NO_RUNTIME_DEFAULT.has(member.name)) {
      const runtime = owner[member.name];
      const lit = typeof runtime === 'function' ? undefined : literal(runtime);
      if (lit !== undefined && runtime !== undefined) {
        if (lit.length <= 70) shown = '`' + lit + '`';
        else if (typeof runtime === 'string') shown = '`' + lit.slice(0, 40) + "…'`";
        // An empty default the code replaces (`regexText: ''` means "use invalidText") reads
        // better as the doc comment words it.
        if ((runtime === '' || runtime === null) && fromDoc && !/^[`'\d-]/.test(fromDoc)) {
          shown = null;
        }
        if (fromDoc && /^[`'\d-]|^(true|false|null|none)$/.test(fromDoc)) {
          const a = norm(fromDoc.replace(/^(`[^`]*`).*$/, '$1'));
          const b = norm(lit);
          const same =
            a === b ||
            (a === 'none' && (runtime === null || runtime === '' || b === '{}' || b === '[]')) ||
            (b === 'Infinity' && /^Infinity$/.test(a)) ||
            (b === 'Number.MAX_VALUE' && /MAX_VALUE/.test(a));
          if (!same) {
            mismatches.push(
              `${ownerName} ${found.name}.${member.name}: doc says ${fromDoc}, prototype has ${lit}`,
            );
          }
        }
      }
    }
    if (shown === null) {
      if (!fromDoc) shown = member.optional ? '—' : 'required';
      else if (/`/.test(fromDoc) || !/^'.*'$|^-?[\d ,.]+$/.test(fromDoc)) shown = fromDoc;
      else shown = '`' + norm(fromDoc) + '`';
    }
    const text = (meaning || member.doc).replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`');
    rows.push(
      `| \`${member.name}\` | \`${escapeCell(shortType(member.type))}\` | ${escapeCell(shown)} | ${escapeCell(text)} |`,
    );
  }
  const out = [];
  if (rows.length) {
    out.push('| Config | Type | Default | Meaning |', '| --- | --- | --- | --- |', ...rows);
  }
  const parents = iface.extends
    .map((p) => p.replace(/<.*>$/, ''))
    .map((p) => {
      const parent = resolveInterface(found.file, p);
      const key = parent && parent.file + '#' + parent.name;
      const doc = key && documentedBy.get(key);
      if (!doc || doc.name === ownerName) return `\`${p}\``;
      const link = `[\`${doc.name}\`](#${anchor(doc.name)})`;
      return doc.table ? `the keys of \`${p}\` (see ${link})` : `the configs of ${link}`;
    });
  if (parents.length) {
    out.push('', `Also takes ${parents.join(' and ')}.`);
  }
  const changed = changedDefaults(found, owner);
  if (changed.length) {
    out.push('', `Inherited configs with another default here: ${changed.join(', ')}.`);
  }
  return out.join('\n');
}

/** Configs of the ancestor interfaces whose prototype value differs from the parent class's. */
function changedDefaults(found, owner) {
  // (`prototype.constructor` is the Ext-style constructor here; `self` is the class.)
  const cls = owner && owner.self;
  if (typeof cls !== 'function') return [];
  const parentProto = cls.superclass; // Ext semantics: the parent class's prototype
  if (!parentProto || owner !== cls.prototype) return [];
  const names = new Set();
  const visit = (file, iface, seen) => {
    for (const p of iface.extends) {
      const parent = resolveInterface(file, p.replace(/<.*>$/, ''));
      if (!parent || seen.has(parent.file + parent.name)) continue;
      seen.add(parent.file + parent.name);
      for (const m of parent.iface.members) names.add(m.name);
      visit(parent.file, parent.iface, seen);
    }
  };
  visit(found.file, found.iface, new Set());
  const own = new Set(found.iface.members.map((m) => m.name));
  const out = [];
  for (const name of names) {
    if (own.has(name) || NO_RUNTIME_DEFAULT.has(name)) continue;
    const mine = owner[name];
    const theirs = parentProto[name];
    if (mine === theirs || mine === undefined || typeof mine === 'function') continue;
    const lit = literal(mine);
    if (lit === undefined) continue;
    out.push(`\`${name}\` \`${escapeCell(lit)}\``);
  }
  return out;
}

function namesLine(lib, CM, name, owner) {
  const value = CM.get(name);
  if (!value) {
    problems.push(`${name} is not a registered class`);
    return '';
  }
  const isClass = typeof value === 'function';
  const cls = isClass ? value : value.self;
  const parts = [];
  const parent = cls && cls.superclass && cls.superclass.$className;
  if (parent) parts.push(`**Extends** [\`${parent}\`](#${anchor(parent)})`);
  else parts.push('**Extends** nothing: the root class');
  if (!isClass) parts.push('**Singleton** (the name holds the instance)');
  const aliases = CM.getAliasesByName(name);
  const xtypes = aliases.filter((a) => a.startsWith('widget.')).map((a) => a.slice(7));
  const ptypes = aliases.filter((a) => a.startsWith('plugin.')).map((a) => a.slice(7));
  const other = aliases.filter((a) => !a.startsWith('widget.') && !a.startsWith('plugin.'));
  const code = (list) => list.map((x) => '`' + x + '`').join(', ');
  if (xtypes.length) parts.push(`**xtype** ${code(xtypes)}`);
  if (ptypes.length) parts.push(`**ptype** ${code(ptypes)}`);
  if (other.length) parts.push(`**alias** ${code(other)}`);
  const alternates = CM.getNames().filter((n) => n !== name && CM.getNameByAlternate(n) === name);
  if (alternates.length) parts.push(`**Alternate names** ${code(alternates.sort())}`);
  const pack = CM.packOf[name];
  if (pack) parts.push(`**Pack** ${pack}: \`dist/lib-${pack}.js\` or \`lib-ext4/${pack}\``);
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { Lib, CM } = await loadLibrary();
  const original = fs.readFileSync(DOC, 'utf8');
  const blockRe = /(<!-- api:(toc|class|table)([^>]*?)-->)[\s\S]*?(<!-- \/api -->)/g;

  // Which class documents which interface (for "Also takes the configs of ...").
  const documentedBy = new Map();
  for (const m of original.matchAll(/<!-- api:(class|table) (\S+)(?: (\S+))? -->/g)) {
    const [, kind, first, second] = m;
    const spec = kind === 'class' ? second : first;
    if (!spec) continue;
    const found = findInterface(spec);
    const key = found && found.file + '#' + found.name;
    if (!key || documentedBy.has(key)) continue;
    if (kind === 'class') documentedBy.set(key, { name: first, table: false });
    else {
      const heading = [...original.slice(0, m.index).matchAll(/^#{2,3} (.+)$/gm)].pop();
      if (heading) documentedBy.set(key, { name: heading[1].trim(), table: true });
    }
  }

  let text = original.replace(blockRe, (all, open, kind, rest) => {
    const words = rest.trim().split(/\s+/).filter(Boolean);
    let body = '';
    if (kind === 'class') {
      const [name, spec] = words;
      const value = CM.get(name);
      const owner = typeof value === 'function' ? value.prototype : value;
      body = namesLine(Lib, CM, name, owner);
      if (spec) {
        const table = configTable(findInterface(spec), owner, name, documentedBy);
        if (table) body += '\n\n' + table;
      }
    } else if (kind === 'table') {
      const [spec, ownerName] = words;
      const value = ownerName ? CM.get(ownerName) : null;
      const owner = value ? (typeof value === 'function' ? value.prototype : value) : null;
      body = configTable(findInterface(spec), owner, ownerName || spec, documentedBy);
    } else {
      body = '__TOC__';
    }
    return `${open}\n\n${body}\n\n<!-- /api -->`;
  });

  // The table of contents: every ## and ### heading after the toc block.
  const tocAt = text.indexOf('__TOC__');
  if (tocAt !== -1) {
    const toc = [];
    for (const m of text.slice(tocAt).matchAll(/^(#{2,3}) (.+)$/gm)) {
      const indent = m[1].length === 2 ? '' : '  ';
      toc.push(`${indent}- [${m[2].replace(/`/g, '')}](#${anchor(m[2])})`);
    }
    text = text.replace('__TOC__', toc.join('\n'));
  }

  try {
    const prettier = await import(
      pathToFileURL(path.join(ROOT, 'node_modules', 'prettier', 'index.mjs')).href
    );
    const options = (await prettier.resolveConfig(DOC)) || {};
    text = await prettier.format(text, { ...options, filepath: DOC });
  } catch (error) {
    console.warn(`api.gen: not formatted (prettier unavailable: ${error.message})`);
  }

  checkHandWritten(text, Lib, CM);

  if (CHECK) {
    if (text !== original) problems.push('docs/api.md is stale: run `node docs/api.gen.mjs`');
  } else if (text !== original) {
    fs.writeFileSync(DOC, text);
    console.log('api.gen: docs/api.md updated');
  } else {
    console.log('api.gen: docs/api.md is up to date');
  }
  if (REPORT) {
    console.log(mismatches.length ? mismatches.join('\n') : 'no default mismatches');
  }
  if (problems.length) {
    console.error(problems.map((p) => 'api.gen: ' + p).join('\n'));
    process.exitCode = 1;
  }
}

/** A `Lib.a.b` path on the Lib object (or a registered name), else undefined. */
function lookup(Lib, CM, name) {
  const registered = CM.get(name);
  if (registered) return registered;
  let value = { Lib };
  for (const part of name.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = value[part];
  }
  return value;
}

function checkHandWritten(text, Lib, CM) {
  const fired = new Set();
  for (const [file, source] of sources) {
    if (!file.startsWith('classes/')) continue;
    for (const m of source.matchAll(/'([a-z ]*[a-z][a-z ]*)'/g)) {
      for (const word of m[1].split(' ')) if (word) fired.add(word);
    }
  }

  // Every registered class (not its alternate names) has a section.
  const headings = new Set([...text.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim()));
  for (const name of CM.getNames()) {
    if (CM.getNameByAlternate(name)) continue;
    if (!headings.has(name)) problems.push(`no section for the registered class ${name}`);
  }

  // Every Lib.* name in backticks exists (`Lib.x.Y`, `Lib.x.Y#member`, `Lib.x.y(...)`).
  for (const m of text.matchAll(/`(Lib(?:\.[A-Za-z_$][\w$]*)+)(?:#([A-Za-z_$][\w$]*))?/g)) {
    const [, name, member] = m;
    const value = lookup(Lib, CM, name);
    if (value === undefined || value === null) {
      problems.push(`unknown name \`${name}\``);
    } else if (member) {
      const proto = typeof value === 'function' ? value.prototype : value;
      if (!(member in proto) && !(member in value)) {
        problems.push(`unknown member \`${name}#${member}\``);
      }
    }
  }

  // Methods and events named in the tables of each ### section.
  const sections = text.split(/^(?=#{2,3} )/m);
  for (const section of sections) {
    const head = section.match(/^### (Lib[\w.]*)\s*$/m);
    if (!head) continue;
    const target = lookup(Lib, CM, head[1]);
    if (target === undefined || target === null) {
      problems.push(`section ${head[1]} names nothing`);
      continue;
    }
    let kind = null;
    for (const line of section.split('\n')) {
      const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
      if (!line.startsWith('|')) {
        kind = null;
        continue;
      }
      const first = cells[1] || '';
      if (/^(Method|Static|Member|Function)s?$/.test(first)) kind = 'method';
      else if (/^Events?$/.test(first)) kind = 'event';
      else if (/^-+$/.test(first)) continue;
      else if (kind === 'method') {
        for (const n of first.matchAll(/`(?:\w+\.)?([A-Za-z_$][\w$]*)[(`]/g)) {
          const name = n[1];
          const proto = typeof target === 'function' ? target.prototype : target;
          if (!(name in Object(proto)) && !(name in Object(target))) {
            problems.push(`${head[1]}: no member ${name}`);
          }
        }
      } else if (kind === 'event') {
        for (const n of first.matchAll(/`([a-z]+)`/g)) {
          if (!fired.has(n[1])) problems.push(`${head[1]}: event ${n[1]} is never fired`);
        }
      }
    }
  }
}

await main();
