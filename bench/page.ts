/**
 * What the Chromium benchmarks (grid.bench.ts, roweditor.bench.ts) share: the built global
 * script and theme, and the in-page code that builds a store of people to render.
 */
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** dist/lib.js and dist/lib.css, building them first when missing. */
export function ensureDist(): { script: string; css: string } {
  const js = path.join(root, 'dist/lib.js');
  const cssFile = path.join(root, 'dist/lib.css');
  if (!existsSync(js) || !existsSync(cssFile)) {
    console.log('dist/ is missing: building it (node build.mjs --no-types --budget=warn)');
    execFileSync(process.execPath, [path.join(root, 'build.mjs'), '--no-types', '--budget=warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return { script: readFileSync(js, 'utf8'), css: readFileSync(cssFile, 'utf8') };
}

/**
 * `page.evaluate(expression)` that fails instead of waiting forever when the page throws while
 * it runs (an error inside a frame or timer callback never settles the page's promise) or when
 * it outlasts `ms`; the error names the expression.
 */
export async function evaluate(page: Page, expression: string, ms = 180_000): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onError: ((error: Error) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (error) => reject(new Error(`[bench] ${expression}: ${error.message}`));
    page.on('pageerror', onError);
    timer = setTimeout(
      () => reject(new Error(`[bench] ${expression}: no result in ${ms / 1000} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([page.evaluate(expression), failed]);
  } finally {
    clearTimeout(timer);
    page.off('pageerror', onError!);
  }
}

/**
 * Plain page JavaScript defining `benchBuildStore(count)`: a memory store of `count` people
 * (id, name, email, city, age), built outside any timed section, kept as `window.benchStore`.
 */
/**
 * In-page script defining `plainRows(count)`: rows as an application has them, plain objects
 * of 6 fields (id, name, email, city, age, score), the same in every grid bench.
 */
export const PLAIN_ROWS_SCRIPT = `
function plainRows(count) {
  var cities = ['Springfield', 'Shelbyville', 'Capital City', 'Ogdenville'];
  var rows = new Array(count);
  for (var i = 0; i < count; i++) {
    var id = i + 1;
    rows[i] = { id: id, name: 'Person ' + id, email: 'person' + id + '@example.com',
      city: cities[i % 4], age: 18 + (i % 70), score: (i % 1000) / 10 };
  }
  return rows;
}
`;

export const PEOPLE_SCRIPT = `
window.benchBuildStore = function (count) {
  var store = Lib.create('Lib.data.Store', {
    fields: ['id', 'name', 'email', 'city', { name: 'age', type: 'int' }],
    proxy: { type: 'memory' }
  });
  var Model = store.model;
  var cities = ['Springfield', 'Shelbyville', 'Capital City', 'Ogdenville'];
  var records = new Array(count);
  for (var i = 0; i < count; i++) {
    var id = i + 1;
    records[i] = new Model(null, id, null, {
      id: id, name: 'Person ' + id, email: 'person' + id + '@example.com',
      city: cities[i % 4], age: 18 + (i % 70)
    });
  }
  store.loadRecords(records);
  window.benchStore = store;
  return store;
};
`;
