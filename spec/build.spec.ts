import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { KEPT_MEMBERS, memberNames } from '../build.mjs';

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
  });
});
