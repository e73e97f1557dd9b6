import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Lib } from '../index';
// The optional packs register the rest.
import '../packs/forms';
import '../packs/tips';
import '../packs/xml';
import '../packs/loader';
import '../packs/view';
import '../packs/app';
import '../packs/grid';

const classesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../classes');

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : entry.endsWith('.ts') ? [full] : [];
  });
}

/** Names a file registers, read from its source: `registerClass(X, 'Name'` and `define('Name'`. */
function registeredNames(source: string): string[] {
  const names: string[] = [];
  // Doc comments show examples with define('App.X'...): only code counts.
  source = source
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
  for (const match of source.matchAll(/registerClass\(\s*\w+\s*,\s*'([\w.$-]+)'/g))
    names.push(match[1]);
  for (const match of source.matchAll(/\bdefine\(\s*'([\w.$-]+)'/g)) names.push(match[1]);
  return names;
}

describe('classes/**', () => {
  const files = walk(classesDir);

  it('holds class files', () => {
    expect(files.length).to.be.greaterThan(0);
  });

  for (const file of files) {
    const relative = path.relative(classesDir, file);
    const base = path.basename(relative, '.ts');
    // `Table.rows.ts`-style siblings hold a separate concern of a class and register nothing.
    const isHelper = base.includes('.');
    const expected = 'Lib.' + relative.replace(/\.ts$/, '').split(path.sep).join('.');

    it(`${relative} ${isHelper ? 'registers no class' : `registers exactly ${expected}`}`, () => {
      const names = registeredNames(readFileSync(file, 'utf8'));
      if (isHelper) {
        expect(names).to.deep.equal([]);
        return;
      }
      expect(names).to.deep.equal([expected]);
      const registered = Lib.ClassManager.get(expected);
      expect(
        registered,
        `${expected} is registered by the full build (index.ts) or a pack (packs/)`,
      ).to.not.equal(null);
      expect(Lib.ClassManager.getName(registered)).to.equal(expected);
    });
  }
});
