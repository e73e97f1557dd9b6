// `npm run bench`: runs every bench/*.bench.ts in its own Node process (through tsx) so one
// benchmark's JIT state cannot colour another's. Each prints its own ratios.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const args = file.endsWith('.ts')
    ? ['--import', 'tsx', path.join(here, file)]
    : [path.join(here, file)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
if (failed) {
  console.error(`\n${failed} benchmark(s) failed`);
  process.exit(1);
}
