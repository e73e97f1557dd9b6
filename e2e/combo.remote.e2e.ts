import { expect } from 'chai';
import { useDemo } from './demo.helpers';

// A remote combo box (forms pack, in lib-all.js) against the demo server's REST API: what it
// sends as the user types, and what the list then shows.
describe('remote combo box in Chromium, against the demo server', () => {
  const demo = useDemo({ seedRows: 40 });

  beforeEach(async () => {
    // The server's origin, so that the combo's requests go to its API.
    await demo.page.goto(`${demo.server.url}/index.html`);
    await demo.page.setContent(
      '<!doctype html><html><head><link rel="stylesheet" href="/dist/lib.css"></head><body>' +
        '<script src="/dist/lib-all.js"></script></body></html>',
    );
    // What the demo page asked for before it was replaced.
    demo.server.requests.length = 0;
    await demo.page.evaluate(() => {
      const w = window as unknown as { Lib: { create(name: string, config: object): unknown } };
      (window as unknown as { combo: unknown }).combo = w.Lib.create('Lib.form.field.ComboBox', {
        renderTo: document.body,
        fieldLabel: 'User',
        queryMode: 'remote',
        queryDelay: 50,
        minChars: 2,
        displayField: 'name',
        valueField: 'id',
        store: {
          fields: ['id', 'name'],
          proxy: { type: 'ajax', url: '/api/users', reader: { root: 'items' } },
        },
      });
    });
  });

  /** The `query` of each GET of the API that carried one (the combo's requests). */
  const queries = () =>
    demo
      .requests('GET')
      .map((r) => new URL(r.url, demo.server.url).searchParams)
      .filter((params) => params.has('query'))
      .map((params) => params.get('query'));

  it('sends the typed text as query once typing pauses, and lists what the server answered', async () => {
    const input = demo.page.getByRole('combobox', { name: 'User' });
    await input.pressSequentially('Al', { delay: 10 });
    await demo.page.waitForSelector('.x-boundlist-item', { state: 'visible' });
    // One request for the two keys (the delay), with the text.
    expect(queries()).to.deep.equal(['Al']);
    const shown = await demo.page.$$eval('.x-boundlist-item', (items) => items.length);
    // The demo server pages by 25 and does not filter by `query`: the list shows its page.
    expect(shown).to.equal(25);
    await input.press('ArrowDown');
    await input.press('Enter');
    const picked = await demo.page.evaluate(() => {
      const combo = (window as unknown as { combo: { getValue(): unknown; getRawValue(): string } })
        .combo;
      return [combo.getValue(), combo.getRawValue()];
    });
    expect(picked[0]).to.be.a('number');
    expect(picked[1]).to.be.a('string').and.not.equal('Al');
    expect(demo.errors).to.deep.equal([]);
  });

  it('loads everything (allQuery) from the trigger, once', async () => {
    await demo.page.click('.x-form-trigger');
    await demo.page.waitForSelector('.x-boundlist-item', { state: 'visible' });
    await demo.page.click('.x-form-trigger');
    await demo.page.click('.x-form-trigger');
    await demo.page.waitForSelector('.x-boundlist-item', { state: 'visible' });
    expect(queries()).to.deep.equal(['']);
  });
});
