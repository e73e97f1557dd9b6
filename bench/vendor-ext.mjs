// node bench/vendor-ext.mjs <mirror>
//
// Copies Ext JS 4.2.1.883's minified build (ext-all.js) and its classic theme
// (resources/ext-theme-classic/ext-theme-classic-all.css, which resources/css/ext-all.css
// @imports; its images are not needed) out of a local git mirror of the public GPL tree
// bjornharrtell/extjs into the git-ignored vendor-ext/ext-4.2.1.883/, for the benchmarks that
// measure Ext 4.2.1 as the peer (bench/layout.bench.ts). Nothing it writes may be committed.
//
// <mirror> is a folder holding bjornharrtell+extjs/repo/.git (as vendor-ext/runner/extract.sh
// expects), a clone of that repository, or its git directory. Files are read from the tag with
// `git cat-file`; no work tree is needed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const TAG = '4.2.1.883';
const COMMIT = 'f95cf353be5df7693396532c1d2b18cf7982935a';
const FILES = {
  'ext-all.js': 'ext-all.js',
  'ext-all.css': 'resources/ext-theme-classic/ext-theme-classic-all.css',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'vendor-ext', `ext-${TAG}`);
const mirror = process.argv[2];
if (!mirror) {
  console.error(
    'usage: node bench/vendor-ext.mjs <mirror> (a folder with bjornharrtell+extjs/repo/.git, or a clone)',
  );
  process.exit(2);
}

const git = (gitDir, ...args) =>
  execFileSync('git', ['--git-dir=' + gitDir, ...args], { maxBuffer: 1 << 26 });

const gitDir = [
  path.join(mirror, 'bjornharrtell+extjs/repo/.git'),
  path.join(mirror, 'bjornharrtell/extjs/.git'),
  path.join(mirror, '.git'),
  mirror,
].find((dir) => existsSync(dir) && isGitDir(dir));
if (!gitDir) {
  console.error(`vendor-ext: no git mirror of bjornharrtell/extjs in ${mirror}`);
  process.exit(1);
}

function isGitDir(dir) {
  try {
    git(dir, 'rev-parse', '--git-dir');
    return true;
  } catch {
    return false;
  }
}

const commit = git(gitDir, 'rev-parse', '--verify', `${TAG}^{commit}`).toString().trim();
if (commit !== COMMIT)
  console.warn(`vendor-ext: warning: tag ${TAG} is ${commit}, expected ${COMMIT}`);
mkdirSync(out, { recursive: true });
for (const [name, source] of Object.entries(FILES)) {
  const data = git(gitDir, 'cat-file', 'blob', `${commit}:${source}`);
  writeFileSync(path.join(out, name), data);
  console.log(
    `${path.relative(root, path.join(out, name))}: ${data.length} bytes (${TAG}:${source})`,
  );
}
