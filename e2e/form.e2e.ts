/**
 * Forms in Chromium: the demo's "Details" window (a `Lib.form.Panel` bound to the selected grid
 * row: loadRecord, updateRecord, record.save() through the REST proxy, the server's 422 field
 * errors on the fields), and a form's own submit and load actions against routes this suite
 * serves (form-encoded, JSON, multipart with a file).
 */
import { expect } from 'chai';
import type { Route } from 'playwright-core';
import { useDemo } from './demo.helpers';

describe('forms in Chromium', () => {
  const demo = useDemo({ seedRows: 300 });

  const win = '.demo-details-window';
  /** The input of the details form's field `name`. */
  const field = (name: string) => `${win} input[name="${name}"]`;

  /** Selects the row at store index `index` and opens the details window on it. */
  async function openDetails(index: number): Promise<void> {
    await demo.page.click(`${demo.row(index)} .x-grid-cell:nth-child(1)`);
    await demo.page.click('.demo-details');
    await demo.page.waitForSelector(win, { state: 'visible' });
  }

  describe('the demo grid page: a details form in a window', () => {
    it('loads the selected record, follows the selection, and is keyboard-usable', async () => {
      await demo.open('grid.html');
      const { page } = demo;
      await openDetails(0);
      const first = demo.server.store.get(1)!;
      expect(await page.inputValue(field('name'))).to.equal(first.name);
      expect(await page.inputValue(field('email'))).to.equal(first.email);
      expect(await page.isVisible(`${win} [role="form"]`)).to.equal(true);
      // The focus went into the form.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal(
        'name',
      );
      // Another row selected while open: the form follows.
      await page.click(`${demo.row(2)} .x-grid-cell:nth-child(1)`);
      const third = demo.server.store.get(3)!;
      await page.waitForFunction(
        ([sel, name]) => (document.querySelector(sel) as HTMLInputElement).value === name,
        [field('name'), third.name],
      );
      // Esc closes; the toolbar's Details button opens it again by keyboard.
      await page.focus(field('name'));
      await page.keyboard.press('Escape');
      await page.waitForSelector(win, { state: 'hidden' });
      await page.focus('.demo-details');
      await page.keyboard.press('Enter');
      await page.waitForSelector(win, { state: 'visible' });
      expect(await page.inputValue(field('name'))).to.equal(third.name);
      expect(demo.errors).to.deep.equal([]);
    });

    it('writes a changed email back with updateRecord and saves it with a PUT; the grid shows it', async () => {
      await demo.open('grid.html');
      const { page } = demo;
      await openDetails(1);
      const user = demo.server.store.get(2)!;
      await page.fill(field('email'), 'grace@navy.example');
      await page.click(`${win} .demo-save`);
      await page.waitForSelector(win, { state: 'hidden' });
      await demo.statusIs('Saved user 2 (PUT answered 200).');
      const puts = demo.requests('PUT');
      expect(puts).to.have.length(1);
      expect(puts[0].path).to.equal('/api/users/2');
      expect(puts[0].body).to.include({ id: 2, name: user.name, email: 'grace@navy.example' });
      expect((await demo.rowTexts(1))[2]).to.equal('grace@navy.example');
      expect(demo.server.store.get(2)!.email).to.equal('grace@navy.example');
      expect(demo.errors).to.deep.equal([]);
    });

    it("shows the server's 422 field errors on the form's fields, keeping the input", async () => {
      await demo.open('grid.html');
      const { page } = demo;
      await openDetails(0);
      const phone = demo.server.store.get(1)!.phone;
      await page.fill(field('phone'), 'call me');
      // Enter in a field saves, as the Save button does.
      await page.press(field('phone'), 'Enter');
      await page.waitForSelector(`${win} .x-form-error-msg-active`);
      expect(await page.textContent(`${win} .x-form-error-msg-active`)).to.equal(
        'Not a valid phone number',
      );
      expect(await page.getAttribute(field('phone'), 'aria-invalid')).to.equal('true');
      expect(await page.getAttribute(field('email'), 'aria-invalid')).to.equal('false');
      expect(await page.inputValue(field('phone'))).to.equal('call me');
      expect(demo.requests('PUT')).to.have.length(1);
      expect(demo.server.store.get(1)!.phone).to.equal(phone);
      // Cancel closes and the record goes back to what the server has.
      await page.click(`${win} .demo-cancel`);
      await page.waitForSelector(win, { state: 'hidden' });
      expect((await demo.rowTexts(0))[3]).to.equal(phone);
      expect(demo.errors).to.deep.equal([]);
    });

    it('asks when another user saved the row first: Overwrite keeps this edit, Reload takes theirs', async () => {
      await demo.open('grid.html');
      const { page } = demo;
      /** Another user's save of user `id`, straight to the server (with the current version). */
      const theirSave = async (id: number, email: string) => {
        const current = demo.server.store.get(id)!;
        const answer = await fetch(`${demo.server.url}/api/users/${id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...current, email }),
        });
        expect(answer.status).to.equal(200);
      };
      const dialog = '.x-message-box';

      await openDetails(1);
      await theirSave(2, 'theirs@example.com');
      await page.fill(field('email'), 'mine@example.com');
      await page.click(`${win} .demo-save`);
      await page.waitForSelector(dialog, { state: 'visible' });
      expect(await page.textContent(dialog)).to.include('changed on the server');
      // Nothing was lost: the server kept their save, the form keeps this edit.
      expect(demo.server.store.get(2)!.email).to.equal('theirs@example.com');
      expect(await page.inputValue(field('email'))).to.equal('mine@example.com');
      await page.click(`${dialog} button:has-text("Overwrite")`);
      await page.waitForSelector(win, { state: 'hidden' });
      expect(demo.server.store.get(2)!.email).to.equal('mine@example.com');

      await openDetails(2);
      await theirSave(3, 'theirs3@example.com');
      await page.fill(field('email'), 'mine3@example.com');
      await page.click(`${win} .demo-save`);
      await page.waitForSelector(dialog, { state: 'visible' });
      await page.click(`${dialog} button:has-text("Reload")`);
      await page.waitForFunction(
        ([sel, email]) => (document.querySelector(sel) as HTMLInputElement).value === email,
        [field('email'), 'theirs3@example.com'],
      );
      expect(demo.server.store.get(3)!.email).to.equal('theirs3@example.com');
      expect((await demo.rowTexts(2))[2]).to.equal('theirs3@example.com');
      // Theirs and this page's refused one: no third PUT overwrote theirs.
      expect(demo.requests('PUT').filter((r) => r.path === '/api/users/3')).to.have.length(2);
      expect(demo.errors).to.deep.equal([]);
    });

    it('disables Save while a field is invalid, and Reset goes back to the loaded values', async () => {
      await demo.open('grid.html');
      const { page } = demo;
      await openDetails(0);
      const name = demo.server.store.get(1)!.name;
      await page.fill(field('email'), 'ada@');
      await page.waitForSelector(`${win} .demo-save:disabled`);
      await page.fill(field('name'), 'Someone');
      await page.click(`${win} .demo-reset`);
      expect(await page.inputValue(field('name'))).to.equal(name);
      await page.waitForSelector(`${win} .demo-save:enabled`);
      expect(demo.requests('PUT')).to.have.length(0);
    });
  });

  describe("a form's submit and load actions", () => {
    /** What the routes saw: method, content type and body. */
    let seen: Array<{ method: string; type: string; body: string }>;

    beforeEach(async () => {
      seen = [];
      await demo.open('grid.html');
      const answer =
        (body: unknown, status = 200) =>
        async (route: Route) => {
          const request = route.request();
          seen.push({
            method: request.method(),
            type: (await request.headerValue('content-type')) || '',
            body: request.postData() || '',
          });
          await route.fulfill({
            status,
            contentType: 'application/json',
            body: JSON.stringify(body),
          });
        };
      await demo.page.route(
        '**/form/load',
        answer({ success: true, data: { name: 'Ada', age: 36 } }),
      );
      await demo.page.route('**/form/ok', answer({ success: true }));
      await demo.page.route(
        '**/form/invalid',
        answer({ success: false, errors: [{ id: 'name', msg: 'Already taken' }] }, 422),
      );
      await demo.page.evaluate(() => {
        const L = (window as any).Lib;
        (window as any).specForm = L.create('Lib.form.Panel', {
          renderTo: document.body,
          fieldDefaults: { msgTarget: 'under' },
          items: [
            { xtype: 'textfield', name: 'name', allowBlank: false },
            { xtype: 'numberfield', name: 'age' },
          ],
        });
      });
    });

    /**
     * Runs `form[action](options)` in the page; resolves with what the form reported. (A
     * script as text: functions written here would call a name helper the page does not have.)
     */
    const run = (action: 'submit' | 'load', options: Record<string, unknown>): Promise<any> =>
      demo.page.evaluate(`new Promise(function (resolve) {
        function done(ok) {
          return function (form, action) {
            resolve({ ok: ok, failureType: action.failureType, values: form.getValues(),
              status: action.response && action.response.status });
          };
        }
        var options = ${JSON.stringify(options)};
        options.success = done(true);
        options.failure = done(false);
        window.specForm.getForm().${action}(options);
      })`);

    it('loads values, then submits them form-encoded and as JSON', async () => {
      const loaded = await run('load', { url: '/form/load' });
      expect(loaded).to.include({ ok: true });
      expect(loaded.values).to.deep.equal({ name: 'Ada', age: '36' });
      expect(await run('submit', { url: '/form/ok', params: { id: 7 } })).to.include({ ok: true });
      expect(seen[1]).to.deep.include({ method: 'POST', body: 'id=7&name=Ada&age=36' });
      expect(seen[1].type).to.match(/^application\/x-www-form-urlencoded/);
      await run('submit', { url: '/form/ok', jsonSubmit: true });
      expect(JSON.parse(seen[2].body)).to.deep.equal({ name: 'Ada', age: 36 });
    });

    it("marks a 422 answer's errors on the fields", async () => {
      await run('load', { url: '/form/load' });
      const result = await run('submit', { url: '/form/invalid' });
      expect(result).to.include({ ok: false, failureType: 'server', status: 422 });
      expect(await demo.page.textContent('.x-form-error-msg-active')).to.equal('Already taken');
      expect(result.values.name).to.equal('Ada');
    });

    it('sends a form with a file field as multipart FormData', async () => {
      await run('load', { url: '/form/load' });
      // A stand-in for Lib.form.field.File (isFileUpload, getFiles).
      await demo.page.evaluate(`(function () {
        var doc = window.specForm.add({ xtype: 'textfield', name: 'doc' });
        doc.isFileUpload = function () { return true; };
        doc.getFiles = function () { return [new File(['hello'], 'hello.txt', { type: 'text/plain' })]; };
      })()`);
      expect(await run('submit', { url: '/form/ok' })).to.include({ ok: true });
      expect(seen[1].type).to.match(/^multipart\/form-data; boundary=/);
      expect(seen[1].body).to.include('filename="hello.txt"');
      expect(seen[1].body).to.match(/name="name"\r\n\r\nAda\r\n/);
    });
  });
});
