// `npm start`: until the demo app lands (the row-editing grid over a REST server), this
// checks that the build is in place and says what the demo will serve.
import { existsSync } from 'node:fs';

const port = Number(process.env.PORT) || 3000;
if (!existsSync(new URL('../dist/lib.js', import.meta.url))) {
  console.error('dist/lib.js is missing: run `npm run build` first.');
  process.exit(1);
}
console.log('Built dist/lib.js, dist/lib.min.js and dist/lib.mjs.');
console.log(
  `The demo (a row-editing grid over a REST proxy, served on http://127.0.0.1:${port}) is not part of this build yet.`,
);
