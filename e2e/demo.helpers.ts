/**
 * Shared set-up of the demo page suites (demo.grid, demo.legacy, xss): the demo server on a
 * free port over a temporary data directory with the fault injector on, one Chromium, a page
 * whose console errors are collected, and a few ways of reading what the page shows.
 *
 * @example
 *   const demo = useDemo({ seedRows: 300 });
 *   it('loads', async () => {
 *     await demo.open('grid.html');
 *     expect(await demo.status()).to.match(/^GET answered 300 users/);
 *   });
 */
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type DemoServer, type RequestEntry } from '../demo/server.mjs';
import { launch } from './browser';

/** What a suite using `useDemo` reads and drives. */
export interface Demo {
  server: DemoServer;
  page: Page;
  /** Console errors and uncaught exceptions of the current page. */
  errors: string[];
  /**
   * Chromium's own console lines for HTTP errors and dropped connections ('Failed to load
   * resource: ...'), kept apart from `errors`: the fault tests cause them on purpose.
   */
  network: string[];
  /** Console warnings of the current page. */
  warnings: string[];
  /** Opens a demo page and waits until its first load has been answered. */
  open(file: string): Promise<void>;
  /** The status line's text. */
  status(): Promise<string>;
  /**
   * The API requests with this method (and, if given, a path starting with `prefix`); their
   * `path` is the URL without the query string.
   */
  requests(method: string, prefix?: string): Array<RequestEntry & { path: string }>;
  /** The text of each cell of the row at store index `index` (as shown). */
  rowTexts(index: number): Promise<string[]>;
  /** The row element at store index `index`. */
  row(index: number): string;
  /** Waits until the row editor is hidden. */
  editorClosed(): Promise<unknown>;
  /** Waits until the status line reads `text`. */
  statusIs(text: string): Promise<unknown>;
  /** The items of the row editor's error summary while it shows. */
  summaryItems(): Promise<Array<string | null>>;
}

/** Selectors of the row editor on the demo pages. */
export const rowEditor = {
  editor: '.x-grid-row-editor',
  update: '.x-row-editor-update-button',
  cancel: '.x-row-editor-cancel-button',
  summary: '.x-grid-row-editor-errors',
  /** The editor's input for a column, found by its accessible name (the column header). */
  input: (column: string) => `.x-grid-row-editor input[aria-label="${column}"]`,
};

/**
 * Registers mocha hooks: the server and the browser for the suite, and for each test fresh
 * seed data (`seedRows` users), no faults, an empty request log and a new page.
 */
export function useDemo({ seedRows = 300 }: { seedRows?: number } = {}): Demo {
  let browser: Browser;
  let dataDir: string;
  const demo = {
    errors: [] as string[],
    network: [] as string[],
    warnings: [] as string[],
  } as Demo;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lib-e2e-'));
    demo.server = await createServer({ port: 0, dataDir, seedRows, faults: true, log: false });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await demo.server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await demo.server.store.reset(seedRows);
    demo.server.faults!.clear();
    demo.server.requests.length = 0;
    demo.errors.length = 0;
    demo.network.length = 0;
    demo.warnings.length = 0;
    demo.page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    demo.page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error') {
        (text.startsWith('Failed to load resource') ? demo.network : demo.errors).push(text);
      }
      if (message.type() === 'warning') demo.warnings.push(text);
    });
    demo.page.on('pageerror', (error) => demo.errors.push(error.message));
  });
  afterEach(async () => {
    await demo.page.close();
  });

  demo.open = async (file) => {
    await demo.page.goto(`${demo.server.url}/${file}`);
    await demo.page.waitForSelector('#status.ok, #status.error');
  };
  demo.status = async () => (await demo.page.textContent('#status')) ?? '';
  demo.requests = (method, prefix = '/api/users') =>
    demo.server.requests
      .filter((r) => r.method === method && r.url.startsWith(prefix))
      .map((r) => ({ ...r, path: r.url.split('?')[0] }));
  demo.row = (index) => `tr.x-grid-data-row[data-recordindex="${index}"]`;
  demo.rowTexts = (index) =>
    demo.page.$$eval(`${demo.row(index)} .x-grid-cell-inner`, (cells) =>
      cells.map((cell) => cell.textContent ?? ''),
    );
  demo.editorClosed = () => demo.page.waitForSelector(rowEditor.editor, { state: 'hidden' });
  demo.statusIs = (text) =>
    demo.page.waitForFunction((t) => document.getElementById('status')!.textContent === t, text);
  demo.summaryItems = () =>
    demo.page.$$eval(`${rowEditor.summary}:visible .x-grid-row-editor-errors-item`, (items) =>
      items.map((item) => item.textContent),
    );
  return demo;
}

/** Where screenshots go (e2e/artifacts/, ignored by git and prettier). */
export function artifact(name: string): string {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
