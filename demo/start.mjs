// `npm start` (after `node build.mjs`): checks that dist/ is built, then starts the demo
// server (demo/server.mjs) on http://127.0.0.1:3000 (PORT and HOST to change) and prints
// where the pages and the API are.
import { existsSync } from 'node:fs';
import { main } from './server.mjs';

for (const file of ['lib.js', 'lib-ext-shim.js', 'lib.css']) {
  if (!existsSync(new URL(`../dist/${file}`, import.meta.url))) {
    console.error(`dist/${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
