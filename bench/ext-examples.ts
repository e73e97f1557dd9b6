/**
 * Runs Ext JS 4.2.1's own example pages on Lib: a migration probe, not a benchmark. Each page
 * is opened in headless Chromium (e2e/browser.ts) with its `shared/include-ext.js` answered by
 * Lib's scripts (dist/lib.css, dist/lib-all.js, dist/lib-ext-shim.js) and its
 * `shared/options-toolbar.js` (the examples' theme switcher, built on Ext internals) left out;
 * every other file is served from the examples folder, and what is not there answers 404. For
 * each page it prints the components rendered, the page errors and console errors (with the
 * first lines of their stacks), the console warnings (the shim's migration report among them)
 * and the files missing. The examples stay in the git-ignored vendor-ext/ (GPL: read them,
 * never copy them into the project):
 *
 *   git --git-dir=<mirror>/bjornharrtell+extjs/repo/.git archive 4.2.1.883 examples \
 *     | tar -x -C vendor-ext/examples-src
 *   node --import tsx bench/ext-examples.ts form/registration.html app/simple/simple.html ...
 *
 * Settings: EXAMPLES=<folder> (default vendor-ext/examples-src/examples), WAIT=<ms> after the
 * load (default 1500), STACK=<lines> of each error's stack (default 3).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { launch } from '../e2e/browser';
import { ensureDist } from './page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES = process.env.EXAMPLES || path.join(root, 'vendor-ext/examples-src/examples');
const WAIT = Number(process.env.WAIT) || 1500;
const STACK = Number(process.env.STACK) || 3;
const TYPES: Record<string, string> = {
  js: 'application/javascript',
  css: 'text/css',
  html: 'text/html',
  json: 'application/json',
  xml: 'text/xml',
  png: 'image/png',
  gif: 'image/gif',
};
/** What the examples' `shared/include-ext.js` writes instead of Ext's own scripts. */
const INCLUDE =
  'document.write(\'<link rel="stylesheet" href="/lib/lib.css">' +
  '<script src="/lib/lib-all.js"></script><script src="/lib/lib-ext-shim.js"></script>\');';

const typeOf = (file: string) => TYPES[file.split('.').pop() || ''] || 'text/plain';

async function main(): Promise<void> {
  const pages = process.argv.slice(2);
  if (!pages.length || !existsSync(EXAMPLES)) {
    console.error(
      `usage: node --import tsx bench/ext-examples.ts <page.html>... (pages under ${path.relative(root, EXAMPLES)}; see the header for how to extract them)`,
    );
    process.exitCode = 2;
    return;
  }
  ensureDist();
  const browser = await launch();
  try {
    for (const name of pages) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      const errors: string[] = [];
      const warnings: string[] = [];
      const missing = new Set<string>();
      page.on('pageerror', (e) =>
        errors.push((e.stack || e.message).split('\n').slice(0, STACK).join(' | ')),
      );
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push('console: ' + m.text());
        else if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        const file = decodeURIComponent(url.pathname);
        if (file.endsWith('/include-ext.js')) {
          return route.fulfill({ contentType: TYPES.js, body: INCLUDE });
        }
        if (file.endsWith('/options-toolbar.js')) {
          return route.fulfill({ contentType: TYPES.js, body: '' });
        }
        if (file.startsWith('/lib/')) {
          const built = path.join(root, 'dist', path.basename(file));
          return route.fulfill({ contentType: typeOf(file), body: readFileSync(built) });
        }
        const local = path.join(EXAMPLES, file.replace(/^\/examples\//, '/'));
        if (local.startsWith(EXAMPLES) && existsSync(local) && statSync(local).isFile()) {
          return route.fulfill({ contentType: typeOf(local), body: readFileSync(local) });
        }
        missing.add(file);
        return route.fulfill({ status: 404, body: '' });
      });
      try {
        await page.goto('http://examples.test/examples/' + name, { timeout: 15000 });
        await page.waitForTimeout(WAIT);
      } catch (error) {
        errors.push('goto: ' + (error as Error).message.split('\n')[0]);
      }
      const count = await page
        .evaluate('document.querySelectorAll(".x-component").length')
        .catch(() => -1);
      console.log(
        `== ${name}: ${count} components, ${errors.length} errors, ${warnings.length} warnings` +
          (missing.size ? `; 404: ${[...missing].slice(0, 3).join(' ')}` : ''),
      );
      for (const error of new Set(errors)) console.log('   E ' + error);
      for (const warning of new Set(warnings)) console.log('   W ' + warning);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
