import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Mocha's own config loader, file lookup and ignore matcher, so that a lane here is the list of
// files mocha runs for it.
const mochaRequire = createRequire(createRequire(import.meta.url).resolve('mocha/lib/cli/run.cjs'));
const { loadConfig } = mochaRequire('./config.cjs');
const { lookupFiles } = mochaRequire('./lookup-files.js');
const { minimatch } = mochaRequire('minimatch');

interface Lane {
  script: string;
  config: string;
  spec: string[];
  ignore: string[];
  files: string[];
}

/** Each npm script that runs mocha with a config file, as the files that config selects. */
function lanes(): Lane[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const found: Lane[] = [];
  const cwd = process.cwd();
  process.chdir(root);
  try {
    for (const [script, command] of Object.entries<string>(scripts)) {
      const config = /\bmocha\b.*--config[= ]+(\S+)/.exec(command)?.[1];
      if (!config) continue;
      const options = loadConfig(config);
      const spec: string[] = [].concat(options.spec ?? []);
      const ignore: string[] = [].concat(options.ignore ?? []);
      const files = spec.flatMap((glob) => {
        let matched: string[];
        try {
          matched = [].concat(lookupFiles(glob, options.extension ?? ['js'], options.recursive));
        } catch (error) {
          throw new Error(`${script} (${config}): ${(error as Error).message}`);
        }
        return matched
          .filter((file) => ignore.every((pattern) => !minimatch(file, pattern)))
          .map((file) => path.relative(root, path.resolve(file)));
      });
      found.push({ script, config, spec, ignore, files });
    }
  } finally {
    process.chdir(cwd);
  }
  return found;
}

/** Every spec file under spec/, relative to the root. */
function specFiles(): string[] {
  return readdirSync(path.join(root, 'spec'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join('spec', file))
    .sort();
}

describe('the test lanes (npm test, npm run test:hardening)', () => {
  it('are npm test (unit) and npm run test:hardening, each glob of them matching files', () => {
    const found = lanes();
    const byScript = new Map(found.map((lane) => [lane.script, lane]));
    expect(byScript.get('test')?.config).to.equal('spec/unit.mocharc.cjs');
    expect(byScript.get('test:hardening')?.config).to.equal('spec/hardening.mocharc.cjs');
    for (const lane of found) expect(lane.files, lane.script).to.not.be.empty;
  });

  it('run every spec file in exactly one lane', () => {
    const found = lanes();
    const wrong = specFiles()
      .map((file) => ({
        file,
        in: found.filter((lane) => lane.files.includes(file)).map((lane) => lane.script),
      }))
      .filter((entry) => entry.in.length !== 1)
      .map((entry) => `${entry.file}: ${entry.in.length ? entry.in.join(', ') : 'no lane'}`);
    expect(wrong).to.deep.equal([]);
  });
});
