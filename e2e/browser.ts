/**
 * Launches Debian's Chromium through playwright-core for the real-browser suite. The path can
 * be changed with CHROMIUM_PATH; `.ci/run` installs the `chromium` package when it is missing.
 */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

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
