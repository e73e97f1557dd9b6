// The consumer test (.ci/run): what a new user of the npm package meets. Packs the package
// (dist/ must be built, types included: `npm run build`), lints the tarball with
// @arethetypeswrong/cli (the types resolve under node16, nodenext and bundler; the package is
// ES modules only, which CommonJS code loads with `require()` of ES modules, Node 20.19+, hence
// the `esm-only` profile; the theme's CSS entry is not a module) and publint (`--strict`:
// warnings fail too), installs the tarball into a fresh temporary project, then
//   (a) type-checks spec/consumer/app/app.ts with strict `tsc --noEmit` under `nodenext` and
//       under `bundler` resolution (an `@ts-expect-error` there fails the check if the types
//       were lost and everything became `any`);
//   (b) runs app/data.run.mjs in Node: `lib-ext4/data` imported and required, a REST store
//       loading from a local `node:http` server (ISO dates without `Lib.Date`, then a
//       `dateFormat` read once `lib-ext4/date` is imported);
//   (c) bundles app/core.bundle.ts with esbuild and checks the bundle holds no DOM class.
// Prints a line per step; exits non-zero at the first failure.
//
//   node spec/consumer/run.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const work = mkdtempSync(path.join(tmpdir(), 'lib-consumer-'));
try {
  const tarball = run(npm, ['pack', '--ignore-scripts', '--pack-destination', work], root)
    .trim()
    .split('\n')
    .pop();
  const packed = path.join(work, tarball);
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  const lint = (name, args) => {
    try {
      run(bin(name), args, root);
    } catch (error) {
      throw new Error(`${name} failed:\n${error.stdout}${error.stderr}`);
    }
    console.log(`${name}: no problem`);
  };
  lint('attw', [packed, '--profile', 'esm-only', '--exclude-entrypoints', './lib.css']);
  lint('publint', ['run', packed, '--strict']);
  const app = path.join(work, 'app');
  cpSync(path.join(root, 'spec/consumer/app'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'lib-consumer', private: true, type: 'module' }, null, 2),
  );
  run(npm, ['install', '--offline', '--no-audit', '--no-fund', packed], app);
  console.log(`installed ${tarball} into a fresh project`);

  // (a) strict tsc under both resolutions the issue names (node16 behaves as nodenext here).
  for (const [name, options] of [
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['node16', { module: 'node16', moduleResolution: 'node16' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ]) {
    const config = {
      compilerOptions: {
        ...options,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['app.ts'],
    };
    writeFileSync(path.join(app, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
    try {
      run(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], app);
    } catch (error) {
      throw new Error(`tsc under ${name} failed:\n${error.stdout}${error.stderr}`);
    }
    console.log(`tsc --noEmit (strict, ${name}): no error`);
  }

  // (b) the data part in Node.
  console.log(run(process.execPath, ['data.run.mjs'], app).trim());

  // (c) the core entry bundled alone.
  const result = await build({
    entryPoints: [path.join(app, 'core.bundle.ts')],
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  const modules = Object.keys(result.metafile.inputs).length;
  for (const name of ['Lib.dom.Element', 'Lib.Component', 'Lib.data.Store', 'createElement']) {
    if (text.includes(name)) throw new Error(`the core bundle holds ${name}`);
  }
  const bundle = path.join(app, 'core.bundle.mjs');
  writeFileSync(bundle, text);
  const { Lib } = await import(pathToFileURL(bundle).href);
  const registered = (name) => Lib.ClassManager.get(name) != null;
  if (!registered('Lib.util.Observable') || registered('Lib.data.Store') || Lib.Date) {
    throw new Error(
      'the core bundle should register Lib.util.Observable, no data class, no Lib.Date',
    );
  }
  console.log(
    `core bundle: ${(text.length / 1024).toFixed(1)} KB unminified from ${modules} modules, ` +
      'Lib.util.Observable registered, no DOM class, no data class, no Lib.Date',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
