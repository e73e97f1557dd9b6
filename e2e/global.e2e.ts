import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launch } from './browser';

// The debug-friendly build and the minified one must behave the same in a real browser.
for (const file of ['lib.js', 'lib.min.js']) {
  const libScript = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');

  describe(`dist/${file} in Chromium`, () => {
    let browser: Browser;
    let page: Page;
    const errors: string[] = [];

    before(async () => {
      browser = await launch();
    });
    after(async () => {
      await browser?.close();
    });
    beforeEach(async () => {
      errors.length = 0;
      page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setContent('<!doctype html><html><body></body></html>');
    });
    afterEach(async () => {
      await page.close();
    });

    it('defines window.Lib and no other global', async () => {
      const before: string[] = await page.evaluate(() => Object.getOwnPropertyNames(window));
      await page.addScriptTag({ content: libScript });
      const after: string[] = await page.evaluate(() => Object.getOwnPropertyNames(window));
      expect(after.filter((name) => !before.includes(name))).to.deep.equal(['Lib']);
      expect(errors).to.deep.equal([]);
    });

    it('runs a sloppy-mode legacy script that calls this.callParent(arguments)', async () => {
      await page.addScriptTag({ content: libScript });
      await page.addScriptTag({
        content: `
        Lib.define('Legacy.Animal', {
          constructor: function (config) { this.name = config.name; },
          speak: function (times) { return this.name + ' x' + times; }
        });
        Lib.define('Legacy.Dog', {
          extend: 'Legacy.Animal',
          constructor: function (config) { config.name = config.name.toUpperCase(); this.callParent(arguments); },
          speak: function () { return this.callParent(arguments) + ' (woof)'; }
        });
        window.result = Lib.create('Legacy.Dog', { name: 'rex' }).speak(2);
      `,
      });
      expect(await page.evaluate(() => (window as any).result)).to.equal('REX x2 (woof)');
      expect(errors).to.deep.equal([]);
    });
  });
}
