import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { KEPT_MEMBERS, importStatements, importedNames, memberNames } from '../build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source of every file under lib/ and classes/, without comments. */
function sources(): Array<[file: string, code: string]> {
  return ['lib', 'classes'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file): [string, string] => [
        path.join(dir, file),
        readFileSync(path.join(root, dir, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, ''),
      ]),
  );
}

describe('build.mjs', () => {
  describe('the $ members lib.min.js shortens', () => {
    it('keeps every $ member that the sources name in a string', () => {
      const all = sources();
      const members = new Set(all.flatMap(([, code]) => code.match(/\.\$\w+/g) || []));
      const named: string[] = [];
      for (const [file, code] of all) {
        // String literals, and template literals without their ${...} parts.
        for (const [, , text] of code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
          for (const [name] of text.replace(/\$\{[^}]*\}/g, '').matchAll(/\$[A-Za-z_]\w*/g)) {
            if (members.has('.' + name)) named.push(`${name} (${file})`);
          }
        }
      }
      const missing = named.filter((entry) => !KEPT_MEMBERS.includes(entry.split(' ')[0]));
      expect(missing).to.deep.equal([]);
    });

    it('gives each other $ name a short $ name the bundle does not hold yet', () => {
      const code = 'a.$long=1;a.$long++;b.$other;c={$className:1};"$a"';
      expect(memberNames(code)).to.deep.equal({
        $long: '$b',
        $other: '$c',
        $className: false,
        $a: '$d',
      });
    });

    it("keeps the core's short names in a pack and gives the pack's own names unused ones", () => {
      const core = memberNames('a.$long=1;a.$long++;b.$other;"$a"');
      expect(core).to.deep.equal({ $long: '$b', $other: '$c', $a: '$d' });
      // `$e` is a word of the pack, `$b`...`$d` are the core's: the pack's own name gets `$f`.
      expect(memberNames('x.$mine;x.$mine;y.$other;"$e";z.$className', core)).to.deep.equal({
        $mine: '$f',
        $other: '$c',
        $e: '$g',
        $className: false,
      });
    });
  });

  describe('what a pack takes from the core', () => {
    it("reads the import and re-export statements of esbuild's output", () => {
      const code = [
        'import { a, b as c } from "./x";',
        'import D, {\n  e\n} from "./y";',
        'import * as NS from "./z";',
        'import "./side";',
        'export { f } from "./w";',
        'export { g };',
        'const s = "import nothing from here";',
      ].join('\n');
      expect(importStatements(code)).to.deep.equal([
        ['{ a, b as c }', './x'],
        ['D, {\n  e\n}', './y'],
        ['* as NS', './z'],
        ['{ f }', './w'],
        ['', './side'],
      ]);
    });

    it('names what each clause takes: default, named (not their local names) or the namespace', () => {
      expect(importedNames('{ a, b as c }', 'x')).to.deep.equal(['a', 'b']);
      expect(importedNames('D, {\n  e\n}', 'x')).to.deep.equal(['default', 'e']);
      expect(importedNames('* as NS', 'x')).to.deep.equal(['*']);
      expect(importedNames('', 'x')).to.deep.equal([]);
      expect(() => importedNames('*', "packs/p.ts (import from './x')")).to.throw(
        "build.mjs: packs/p.ts (import from './x') re-exports a whole core module",
      );
    });
  });
});
