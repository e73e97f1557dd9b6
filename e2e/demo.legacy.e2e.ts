import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { useDemo } from './demo.helpers';

/** The migration report the page shows (its panel holds the JSON as text). */
const shownReport = (text: string | null) => JSON.parse(text ?? 'null');

describe('demo/public/legacy.html (Ext JS 4 code on the shim) in Chromium', () => {
  const demo = useDemo({ seedRows: 120 });

  it('is written in Ext JS 4 style only, never naming Lib', () => {
    const code = readFileSync(new URL('../demo/public/legacy.js', import.meta.url), 'utf8')
      .replace(/\/\/.*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.to.match(/\bLib\b/);
    expect(code).to.include("extend: 'Ext.grid.Panel'");
    expect(code).to.include('this.callParent(arguments)');
    expect(code).to.include("Ext.create('Ext.grid.plugin.RowEditing'");
  });

  it('boots with no console errors or warnings and shows the first page', async () => {
    await demo.open('legacy.html');
    expect(await demo.status()).to.equal('Loaded 50 of 120 users.');
    const first = demo.server.store.get(1)!;
    expect(await demo.rowTexts(0)).to.deep.equal([
      '1',
      first.name,
      first.email,
      first.city,
      first.joined,
    ]);
    expect(await demo.page.textContent('.x-grid .x-panel-header-text')).to.equal(
      'Users (Ext.grid.Panel)',
    );
    expect(await demo.page.evaluate(() => (window as any).Ext === (window as any).Lib)).to.equal(
      true,
    );
    const report = shownReport(await demo.page.textContent('#report pre'));
    expect(report).to.include({ active: true, total: 0 });
    expect(demo.errors).to.deep.equal([]);
    expect(demo.warnings).to.deep.equal([]);
  });

  it('edits a row with Ext.grid.plugin.RowEditing and saves it from the edit listener', async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    await page.dblclick(`${demo.row(1)} td:nth-child(2)`);
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    const name = page.locator('.x-grid-row-editor-body > :nth-child(2) input');
    expect(await name.inputValue()).to.equal(demo.server.store.get(2)!.name);
    await name.fill('Grace Hopper');
    await page.click('.x-row-editor-update-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent === 'Saved user 2.',
    );
    expect((await demo.rowTexts(1))[1]).to.equal('Grace Hopper');
    const puts = demo.requests('PUT');
    expect(puts.map((r) => r.path)).to.deep.equal(['/api/users/2']);
    expect(puts[0].body).to.include({ id: 2, name: 'Grace Hopper' });
    expect(demo.server.store.get(2)!.name).to.equal('Grace Hopper');

    // Cancel leaves the record alone.
    await page.dblclick(`${demo.row(1)} td:nth-child(2)`);
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await name.fill('Not Saved');
    await page.click('.x-row-editor-cancel-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    expect((await demo.rowTexts(1))[1]).to.equal('Grace Hopper');
    expect(await page.$$(`${demo.row(1)} .x-grid-dirty-cell`)).to.have.length(0);
    expect(demo.requests('PUT')).to.have.length(1);
    expect(demo.errors).to.deep.equal([]);
  });

  it('adds a user: Add opens the editor on a new row, Update POSTs it, Cancel drops it', async () => {
    await demo.open('legacy.html');
    const { page } = demo;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await page.keyboard.type('Margaret Hamilton');
    await page.fill('.x-grid-row-editor input[aria-label="Email"]', 'margaret@example.org');
    await page.click('.x-row-editor-update-button');
    await page.waitForFunction(
      () => document.getElementById('status')!.textContent === 'Saved user 121.',
    );
    expect((await demo.rowTexts(0)).slice(0, 3)).to.deep.equal([
      '121',
      'Margaret Hamilton',
      'margaret@example.org',
    ]);
    expect(demo.requests('POST').map((r) => [r.path, r.status])).to.deep.equal([
      ['/api/users', 201],
    ]);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForSelector('.x-grid-row-editor', { state: 'visible' });
    await page.click('.x-row-editor-cancel-button');
    await page.waitForSelector('.x-grid-row-editor', { state: 'hidden' });
    expect((await demo.rowTexts(0))[0]).to.equal('121');
    expect(demo.requests('POST')).to.have.length(1);
    expect(demo.errors).to.deep.equal([]);
  });

  it('reports an Ext class Lib does not provide: one warning, an error naming it, a count', async () => {
    await demo.open('legacy.html');
    await demo.page.getByRole('button', { name: 'Create Ext.tree.Panel' }).click();
    await demo.page.getByRole('button', { name: 'Create Ext.tree.Panel' }).click();
    await demo.page.waitForSelector('#status.error');
    expect(await demo.status()).to.include("'Ext.tree.Panel'");
    const report = shownReport(await demo.page.textContent('#report pre'));
    expect(report.unknownClasses).to.deep.equal([{ name: 'Ext.tree.Panel', count: 2 }]);
    expect(report.total).to.equal(2);
    expect(demo.warnings).to.have.length(1);
    expect(demo.warnings[0]).to.include(
      "'Ext.tree.Panel' is an Ext JS class that Lib does not provide",
    );
  });
});
