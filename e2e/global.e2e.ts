import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The debug-friendly build and the minified one must behave the same in a real browser.
for (const file of ['lib.js', 'lib.min.js']) {
  const libScript = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');

  describe(`dist/${file} in Chromium`, () => {
    const t = usePage();
    beforeEach(async () => {
      await t.page.setContent('<!doctype html><html><body></body></html>');
    });

    it('defines window.Lib and no other global', async () => {
      const before: string[] = await t.page.evaluate(() => Object.getOwnPropertyNames(window));
      await t.page.addScriptTag({ content: libScript });
      const after: string[] = await t.page.evaluate(() => Object.getOwnPropertyNames(window));
      expect(after.filter((name) => !before.includes(name))).to.deep.equal(['Lib']);
      expect(t.errors).to.deep.equal([]);
    });

    it('runs a sloppy-mode legacy script that calls this.callParent(arguments)', async () => {
      await t.page.addScriptTag({ content: libScript });
      await t.page.addScriptTag({
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
      expect(await t.page.evaluate(() => (window as any).result)).to.equal('REX x2 (woof)');
      expect(t.errors).to.deep.equal([]);
    });
  });
}
