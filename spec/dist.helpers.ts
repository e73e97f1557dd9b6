/**
 * dist/ for the specs that load the build (the global scripts, the shim, the demo server): a
 * file is rebuilt through the project's build (`build.mjs --no-types --budget=warn`) when it is
 * missing or older than a source, so that mocha after an edit never tests a stale bundle. The
 * sources are scanned once, and dist/ is built at most once, per mocha run.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What dist/ is built from: build.mjs reads these and nothing else of the tree. */
export const DIST_SOURCES = [
  'lib',
  'classes',
  'shim',
  'index.ts',
  'global.ts',
  'data.ts',
  'packs',
  'theme',
  'build.mjs',
];

/** The longest a build may take in a `before` hook (a loaded machine builds in seconds). */
const BUILD_TIMEOUT = 120_000;

let newest: number | undefined;
let built = false;

/** The latest modification time (ms) of a file under `DIST_SOURCES`. */
function newestSource(): number {
  if (newest === undefined) {
    newest = 0;
    for (const source of DIST_SOURCES) {
      const at = path.join(root, source);
      if (!existsSync(at)) continue;
      const files = statSync(at).isDirectory()
        ? readdirSync(at, { recursive: true, encoding: 'utf8' }).map((file) => path.join(at, file))
        : [at];
      for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** Whether dist/`name` is missing or older than a source. */
export function isStale(name: string): boolean {
  const file = path.join(root, 'dist', name);
  return !existsSync(file) || statSync(file).mtimeMs < newestSource();
}

/**
 * The path of dist/`name` (e.g. 'lib.js'), after building dist/ when that file or one of
 * `others` is stale; at most one build per run.
 */
export function distFile(name: string, ...others: string[]): string {
  if (!built && [name, ...others].some(isStale)) {
    built = true;
    execFileSync(process.execPath, [path.join(root, 'build.mjs'), '--no-types', '--budget=warn'], {
      cwd: root,
    });
  }
  return path.join(root, 'dist', name);
}

/**
 * For the enclosing suite: builds dist/ in a `before` hook (with room for a slow build) when
 * one of `names` is stale, so that no spec of the suite pays for the build in its own timeout.
 */
export function useFreshDist(...names: string[]): void {
  before(function () {
    this.timeout(BUILD_TIMEOUT);
    const [name, ...others] = names;
    distFile(name, ...others);
  });
}
