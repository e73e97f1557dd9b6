/**
 * Launches Debian's Chromium through playwright-core for the real-browser suite. The path can
 * be changed with CHROMIUM_PATH; `.ci/run` installs the `chromium` package when it is missing.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // The machines have no outside network: keep Chromium from trying to reach it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The page of the running test and what its console reported during the test. */
export interface PageUnderTest {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Console warnings, in order. */
  warnings: string[];
}

/**
 * For the enclosing suite: one Chromium for the whole suite and a fresh page per test, with
 * that test's console errors, uncaught exceptions and warnings collected. Read the page
 * through the returned object (`t.page`): it is replaced before each test.
 */
export function usePage(): PageUnderTest {
  let browser: Browser | undefined;
  const state = { errors: [], warnings: [] } as unknown as PageUnderTest;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    state.errors.length = 0;
    state.warnings.length = 0;
    state.page = await browser!.newPage();
    state.page.on('console', (message) => {
      if (message.type() === 'error') state.errors.push(message.text());
      if (message.type() === 'warning') state.warnings.push(message.text());
    });
    state.page.on('pageerror', (error) => state.errors.push(error.message));
  });
  afterEach(async () => {
    await state.page.close();
  });
  return state;
}

/** A file of dist/ as text. */
const distText = (name: string) =>
  readFileSync(new URL(`../dist/${name}`, import.meta.url), 'utf8');

/**
 * Makes `page` an empty page of `width`×`height` pixels with dist/lib.css, dist/lib.js and the
 * scripts of `packs` (`['grid']` → dist/lib-grid.js), as a page using Lib loads them.
 */
export async function openLibPage(
  page: Page,
  {
    packs = [],
    width = 1000,
    height = 700,
  }: { packs?: string[]; width?: number; height?: number } = {},
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addStyleTag({ content: distText('lib.css') });
  await page.addScriptTag({ content: distText('lib.js') });
  for (const pack of packs) await page.addScriptTag({ content: distText(`lib-${pack}.js`) });
}
