import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

/**
 * The row editor's conflict in Chromium, on a routed page (a grid of versioned users over a
 * REST API answered by the spec): a save refused as stale (412, the server's row) asks "This
 * row was changed on the server since you opened it." with Reload and Overwrite, from the
 * keyboard: the focus is on Reload, Enter reloads (the server's row, the editor closed); an
 * arrow then Enter overwrites (saved again with the server's version, the editor closed).
 */
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');
const ORIGIN = 'http://app.test';

describe('the row editor asks Reload or Overwrite when a save is refused as stale (Chromium)', () => {
  const t = usePage();
  /** The PUT bodies the API got. */
  let puts: any[];

  beforeEach(async () => {
    puts = [];
    const { page } = t;
    await page.route(`${ORIGIN}/**`, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const json = (status: number, body: unknown) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
      if (url.pathname === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html><body></body></html>',
        });
      }
      if (request.method() === 'GET') {
        return json(200, { success: true, items: [{ id: 1, name: 'Ann', version: 1 }] });
      }
      const body = JSON.parse(request.postData() || '{}');
      puts.push(body);
      if (body.version === 1) {
        return json(412, {
          success: false,
          conflict: true,
          message: 'stale',
          current: { id: 1, name: 'Theirs', version: 2 },
        });
      }
      return json(200, { success: true, items: [{ ...body, version: body.version + 1 }] });
    });
    await page.setViewportSize({ width: 900, height: 600 });
    await page.goto(`${ORIGIN}/`);
    await page.addStyleTag({ content: css });
    await page.addScriptTag({ content: libScript });
    await page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.define('App.User', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'int' }, 'name'],
        versionProperty: 'version',
      });
      const store = Lib.create('Lib.data.Store', {
        model: 'App.User',
        proxy: { type: 'rest', url: '/api/users', reader: { root: 'items' } },
        autoLoad: true,
      });
      (window as any).store = store;
      Lib.create('Lib.grid.Panel', {
        store,
        height: 300,
        columns: [{ header: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' }],
        plugins: [{ ptype: 'rowediting', autoSync: true }],
        renderTo: document.body,
      });
    });
    await page.waitForSelector('.x-grid-row');
  });

  /** Opens the editor on the row, types a name and presses Enter: the save is refused. */
  async function editAndSave() {
    const { page } = t;
    await page.dblclick('.x-grid-row .x-grid-cell');
    const input = page.locator('.x-grid-row-editor input').first();
    await input.waitFor({ state: 'visible' });
    await input.fill('Mine');
    await input.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).to.contain(
      'This row was changed on the server since you opened it.',
    );
    return dialog;
  }

  /** The page's errors, but the browser's own line about the 412 the spec asked for. */
  const errors = () => t.errors.filter((e) => !/status of 412 \(Precondition Failed\)/.test(e));

  const cellText = () => t.page.locator('.x-grid-row .x-grid-cell').first().textContent();

  it('Enter on the focused Reload takes the server row and closes the editor', async () => {
    const dialog = await editAndSave();
    const reload = dialog.getByRole('button', { name: 'Reload' });
    expect(await reload.evaluate((node) => node === document.activeElement)).to.equal(true);
    await t.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await t.page.locator('.x-grid-row-editor').waitFor({ state: 'hidden' });
    expect(await cellText()).to.equal('Theirs');
    expect(puts).to.have.length(1);
    expect(errors()).to.deep.equal([]);
  });

  it('an arrow to Overwrite and Enter saves the edit with the server version', async () => {
    const dialog = await editAndSave();
    await t.page.keyboard.press('ArrowRight');
    await t.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await t.page.locator('.x-grid-row-editor').waitFor({ state: 'hidden' });
    expect(puts.map((p) => [p.name, p.version])).to.deep.equal([
      ['Mine', 1],
      ['Mine', 2],
    ]);
    expect(await cellText()).to.equal('Mine');
    expect(
      await t.page.evaluate(() => {
        const r = (window as any).store.getAt(0);
        return [r.get('version'), r.dirty];
      }),
    ).to.deep.equal([3, false]);
    expect(errors()).to.deep.equal([]);
  });
});
