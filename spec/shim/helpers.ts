/**
 * Helpers of the shim specs: a fresh happy-dom window with dist/lib.js and
 * dist/lib-ext-shim.js evaluated as classic scripts, its console warnings collected.
 */
import { readFileSync } from 'node:fs';
import type { Window } from 'happy-dom';
import { globalScript, scriptWindow } from '../helpers';
import { distFile, useFreshDist } from '../dist.helpers';

/**
 * The text of dist/lib-ext-shim.js, rebuilding dist/ first when it is missing or older than a
 * source (see dist.helpers).
 */
export function shimScript(): string {
  return readFileSync(distFile('lib-ext-shim.js'), 'utf8');
}

/** A page with Lib and the shim loaded. */
export interface ShimPage {
  window: Window & Record<string, any>;
  /** The page's `Lib` (also its `Ext`). */
  Lib: any;
  /** Every console.warn of the page, as one string per call. */
  warnings: string[];
  /** Every console.error of the page. */
  errors: string[];
  /** Runs a classic script on the page and returns the value of its last expression. */
  run(source: string): any;
  close(): Promise<void>;
}

/** What a page loads (see {@link openPage}). */
export interface PageOptions {
  /** A script run first (e.g. one defining a real `Ext`). */
  before?: string;
  /** Load the shim (default `true`). */
  shim?: boolean;
  /** The packs (`'forms'`...) whose scripts load after dist/lib.js (default none). */
  packs?: string[];
}

/**
 * Opens a page, runs `before`, then dist/lib.js, the packs' scripts and dist/lib-ext-shim.js
 * (unless `shim` is false).
 */
export function openPage({ before = '', shim = true, packs = [] }: PageOptions = {}): ShimPage {
  const window = scriptWindow() as Window & Record<string, any>;
  const warnings: string[] = [];
  const errors: string[] = [];
  window.console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  window.console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  if (before) window.eval(before);
  window.eval(globalScript());
  for (const pack of packs) window.eval(globalScript(`lib-${pack}.js`));
  if (shim) window.eval(shimScript());
  return {
    window,
    Lib: window.Lib,
    warnings,
    errors,
    run: (source: string) => window.eval(source),
    close: () => window.happyDOM.close(),
  };
}

/**
 * For a `describe`: dist/ rebuilt when stale, and a fresh page with dist/lib.js, the packs of
 * `options` and the shim opened before each spec and closed after it. Returns that page (each
 * spec sees its own).
 */
export function useShimPage(options: PageOptions = {}): ShimPage {
  useFreshDist('lib.js', 'lib-ext-shim.js');
  let page: ShimPage;
  beforeEach(() => {
    page = openPage(options);
  });
  afterEach(() => page.close());
  return {
    get window() {
      return page.window;
    },
    get Lib() {
      return page.Lib;
    },
    get warnings() {
      return page.warnings;
    },
    get errors() {
      return page.errors;
    },
    run: (source) => page.run(source),
    close: () => page.close(),
  };
}
