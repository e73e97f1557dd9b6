// Builds dist/: the global script (lib.js, lib.min.js), the ES module (lib.mjs) and the type
// declarations, then prints the gzip size of lib.min.js and fails above the size budget.
//
//   node build.mjs           full build
//   node build.mjs --no-types  skip the declarations (faster, used by the test run)
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
/** dist/lib.min.js may not exceed this many gzip bytes. */
export const SIZE_BUDGET = 60 * 1024;

const common = {
  bundle: true,
  target: 'es2020',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
};

export async function buildAll({ types = true } = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await Promise.all([
    build({ ...common, entryPoints: ['global.ts'], format: 'iife', outfile: 'dist/lib.js' }),
    build({
      ...common,
      entryPoints: ['global.ts'],
      format: 'iife',
      minify: true,
      outfile: 'dist/lib.min.js',
    }),
    build({ ...common, entryPoints: ['index.ts'], format: 'esm', outfile: 'dist/lib.mjs' }),
  ]);
  if (types) {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  const min = readFileSync(path.join(dist, 'lib.min.js'));
  const gzip = gzipSync(min, { level: 9 }).length;
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  console.log(
    `dist/lib.min.js: ${kb(min.length)} minified, ${kb(gzip)} gzip (budget ${kb(SIZE_BUDGET)})`,
  );
  if (gzip > SIZE_BUDGET) {
    throw new Error(`dist/lib.min.js is ${gzip} bytes gzip, over the budget of ${SIZE_BUDGET}`);
  }
  return { minified: min.length, gzip };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll({ types: !process.argv.includes('--no-types') }).catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
}
