/**
 * The demo's MVC page (demo/public/mvc.html) in Chromium: an Ext JS 4 MVC application whose
 * controller, model, store and views the class loader fetches from app/ by script tags, on
 * dist/lib.js and the shim.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { useDemo } from './demo.helpers';

/** The edit window's field for a name. */
const field = (name: string) => `.x-window input[name="${name}"]`;

describe('demo/public/mvc.html (an Ext JS 4 MVC application on the loader) in Chromium', () => {
  const demo = useDemo({ seedRows: 120 });

  it('is written the Ext JS 4 way, never naming Lib', () => {
    for (const file of [
      'app.js',
      'app/controller/Users.js',
      'app/model/User.js',
      'app/store/Users.js',
      'app/view/Viewport.js',
      'app/view/user/List.js',
      'app/view/user/Edit.js',
    ]) {
      const code = readFileSync(new URL(`../demo/public/${file}`, import.meta.url), 'utf8')
        .replace(/\/\/.*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      expect(code, file).not.to.match(/\bLib\b/);
    }
  });

  it('loads the application by script tags, renders the viewport and lists the users', async () => {
    await demo.open('mvc.html');
    expect(await demo.status()).to.equal('Loaded 50 of 120 users.');
    const { page } = demo;
    const loaded = await page.evaluate(() => {
      const Ext = (window as any).Ext;
      const viewport = Ext.ComponentQuery.query('viewport')[0];
      return {
        scripts: [...document.querySelectorAll('script[src^="app/"]')].map((s) =>
          (s as HTMLScriptElement).getAttribute('src')!.replace(/\?_dc=\d+$/, ''),
        ),
        history: Ext.Loader.history,
        viewport: viewport.$className,
        fills: viewport.el.dom.getBoundingClientRect().height === innerHeight,
        controller: Ext.getClassName((window as any).Users.app.getController('Users')),
      };
    });
    expect(loaded.scripts).to.have.members([
      'app/controller/Users.js',
      'app/model/User.js',
      'app/store/Users.js',
      'app/view/user/List.js',
      'app/view/user/Edit.js',
      'app/view/Viewport.js',
    ]);
    expect(loaded.history).to.have.length(6);
    expect(loaded).to.include({
      viewport: 'Users.view.Viewport',
      fills: true,
      controller: 'Users.controller.Users',
    });
    const first = demo.server.store.get(1)!;
    const cells = await demo.rowTexts(0);
    expect([cells[0], cells[1], cells[2]]).to.deep.equal(['1', first.name, first.email]);
    expect(await page.textContent('.x-grid .x-panel-header-text')).to.equal('All users');
    expect(demo.errors).to.deep.equal([]);
    expect(demo.warnings).to.deep.equal([]);
  });

  it('opens the edit window on a double-click and saves the user through REST', async () => {
    await demo.open('mvc.html');
    const { page } = demo;
    await page.dblclick(`${demo.row(2)} .x-grid-cell:nth-child(2)`);
    await page.waitForSelector('.x-window', { state: 'visible' });
    const user = demo.server.store.get(3)!;
    expect(await page.inputValue(field('name'))).to.equal(user.name);
    expect(
      await page.textContent('.x-window .x-window-header-text, .x-window .x-panel-header-text'),
    ).to.equal('Edit user');
    await page.fill(field('name'), 'Ada Lovelace');
    await page.fill(field('email'), 'ada@example.com');
    await page.click('.x-window .x-btn:has-text("Save")');
    await demo.statusIs('Saved user 3.');
    expect(await page.isVisible('.x-window')).to.equal(false);
    const puts = demo.requests('PUT');
    expect(puts.map((r) => r.path)).to.deep.equal(['/api/users/3']);
    expect(demo.server.store.get(3)).to.include({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const cells = await demo.rowTexts(2);
    expect([cells[1], cells[2]]).to.deep.equal(['Ada Lovelace', 'ada@example.com']);
    expect(demo.errors).to.deep.equal([]);
  });

  it('opens the edit window from the toolbar button for the selected user', async () => {
    await demo.open('mvc.html');
    const { page } = demo;
    const edit = '.x-toolbar .x-btn:has-text("Edit")';
    const editDisabled = () =>
      page.evaluate(
        () => (window as any).Ext.ComponentQuery.query('userlist button[action=edit]')[0].disabled,
      );
    expect(await editDisabled()).to.equal(true);
    await page.click(`${demo.row(0)} .x-grid-cell:nth-child(2)`);
    expect(await editDisabled()).to.equal(false);
    await page.click(edit);
    await page.waitForSelector('.x-window', { state: 'visible' });
    expect(await page.inputValue(field('name'))).to.equal(demo.server.store.get(1)!.name);
  });

  it("shows the loader's error naming the class and the URL when a class file is missing", async () => {
    await demo.page.route('**/app/model/User.js*', (route) => route.fulfill({ status: 404 }));
    await demo.open('mvc.html');
    expect(await demo.status()).to.equal(
      "[Lib.Loader] could not load the class 'Users.model.User' from 'app/model/User.js'",
    );
    expect(demo.errors.join('\n')).to.include("could not load the class 'Users.model.User'");
  });
});
