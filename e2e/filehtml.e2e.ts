import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The file field and the HTML editor in Chromium: a real file dialog, real editing commands,
// a real clipboard (happy-dom has none of them).
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
// The forms pack, loaded after lib.js.
const formsScript = readFileSync(new URL('../dist/lib-forms.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

/**
 * Markup whose image handler sets `window.<flag>` if it ever runs, with a form and an id that
 * would clobber `document.cookie` (Chromium's own paste keeps those two; Lib's sanitizer not).
 */
const payload = (flag: string) =>
  `<b id="cookie">pasted</b><img src="x" onerror="window.${flag} = 1">` +
  `<a href="javascript:window.${flag} = 2">l</a><form><i>f</i></form>`;

describe('the file field and the HTML editor in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setContent('<!doctype html><html><body></body></html>');
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: formsScript });
  });

  describe('Lib.form.field.File', () => {
    beforeEach(async () => {
      await t.page.evaluate(() => {
        const w = window as any;
        w.changes = [];
        w.field = w.Lib.create('Lib.form.field.File', {
          name: 'doc',
          fieldLabel: 'Document',
          width: 400,
          renderTo: document.body,
        });
        w.field.on('change', (_f: unknown, value: string) => w.changes.push(value));
      });
    });

    it('opens the file dialog from the keyboard (Tab to the button, Enter) and shows the chosen name', async () => {
      // Listening first: Playwright takes the dialog over only once it has told Chromium to.
      const chooserShown = t.page.waitForEvent('filechooser');
      await t.page.keyboard.press('Tab');
      const focused = await t.page.evaluate(
        () => document.activeElement === (window as any).field.button.el.dom,
      );
      expect(focused).to.equal(true);
      await t.page.keyboard.press('Enter');
      const chooser = await chooserShown;
      await chooser.setFiles({
        name: 'report.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF'),
      });
      const seen = await t.page.evaluate(() => {
        const w = window as any;
        return {
          text: w.field.inputEl.dom.value,
          value: w.field.getValue(),
          changes: w.changes,
          files: w.field.getFiles().map((f: File) => [f.name, f.size]),
          dirty: w.field.isDirty(),
        };
      });
      expect(seen).to.deep.equal({
        text: 'C:\\fakepath\\report.pdf',
        value: 'C:\\fakepath\\report.pdf',
        changes: ['C:\\fakepath\\report.pdf'],
        files: [['report.pdf', 4]],
        dirty: true,
      });
      expect(t.errors).to.deep.equal([]);
    });

    it('takes files set on its input (setInputFiles); reset clears them', async () => {
      await t.page.setInputFiles('input[type=file][name=doc]', {
        name: 'a.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('abc'),
      });
      expect(await t.page.evaluate(() => (window as any).field.getFiles()[0].name)).to.equal(
        'a.txt',
      );
      const after = await t.page.evaluate(() => {
        const w = window as any;
        w.field.reset();
        return [w.field.getFiles().length, w.field.inputEl.dom.value, w.changes];
      });
      expect(after).to.deep.equal([0, '', ['C:\\fakepath\\a.txt', '']]);
    });

    it('puts the button after the text box, the file input out of sight', async () => {
      const boxes = await t.page.evaluate(() => {
        const w = window as any;
        const [text, button, file] = [w.field.inputEl, w.field.button.el, w.field.fileInputEl].map(
          (el: any) => el.dom.getBoundingClientRect(),
        );
        return {
          gap: button.left - text.right,
          top: button.top - text.top,
          file: file.width * file.height,
          right: button.right,
        };
      });
      expect(boxes.gap).to.equal(3);
      expect(boxes.file).to.be.at.most(1);
      expect(boxes.right).to.be.at.most(400 + 8);
    });
  });

  describe('Lib.form.field.HtmlEditor', () => {
    beforeEach(async () => {
      await t.page.evaluate(() => {
        const w = window as any;
        w.editor = w.Lib.create('Lib.form.field.HtmlEditor', {
          fieldLabel: 'Notes',
          width: 600,
          height: 250,
          renderTo: document.body,
        });
      });
    });

    it('makes typed text bold with Ctrl+B: <b> markup from getValue, the Bold button pressed', async () => {
      await t.page.click('[role=textbox]');
      await t.page.keyboard.type('hello');
      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.press('Control+B');
      const seen = await t.page.evaluate(() => {
        const w = window as any;
        return {
          value: w.editor.getValue(),
          pressed: w.editor.getToolbar().getComponent('bold').el.dom.getAttribute('aria-pressed'),
        };
      });
      expect(seen.value).to.match(/^<(b|strong)>hello<\/(b|strong)>$/);
      expect(seen.pressed).to.equal('true');
      await t.page.keyboard.press('Control+B');
      expect(await t.page.evaluate(() => (window as any).editor.getValue())).to.equal('hello');
      expect(t.errors).to.deep.equal([]);
    });

    it('formats from the toolbar with the selection kept: italic, a list', async () => {
      await t.page.click('[role=textbox]');
      await t.page.keyboard.type('item');
      await t.page.keyboard.press('Control+A');
      await t.page.click('[aria-label="Italic (Ctrl+I)"]');
      await t.page.click('[aria-label="Bullet List"]');
      const value = await t.page.evaluate(() => (window as any).editor.getValue());
      expect(value).to.equal('<ul><li><i>item</i></li></ul>');
    });

    it('never runs pasted markup: the handler and the javascript: link are gone, the rest is pasted', async () => {
      // The same markup put in the page raw does run here: the check below can fail.
      await t.page.evaluate(
        (html) => document.body.insertAdjacentHTML('beforeend', html),
        payload('control'),
      );
      await t.page.waitForFunction(() => (window as any).control === 1);
      await t.page.evaluate(() =>
        document
          .querySelectorAll('body > b, body > img, body > a, body > form')
          .forEach((n) => n.remove()),
      );
      // The clipboard gets the markup from a copy handler (never as live DOM), then Ctrl+V.
      await t.page.evaluate((html) => {
        document.addEventListener(
          'copy',
          (e) => {
            e.clipboardData!.setData('text/html', html);
            e.clipboardData!.setData('text/plain', 'pasted');
            e.preventDefault();
          },
          { once: true },
        );
      }, payload('pwned'));
      await t.page.click('[role=textbox]');
      await t.page.keyboard.press('Control+C');
      await t.page.keyboard.press('Control+V');
      await t.page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[role=textbox] img');
        return img && img.complete;
      });
      const seen = await t.page.evaluate(() => {
        const w = window as any;
        return {
          pwned: w.pwned,
          html: w.editor.inputEl.dom.innerHTML,
          value: w.editor.getValue(),
        };
      });
      expect(seen.pwned).to.equal(undefined);
      expect(seen.html).to.not.match(/onerror|javascript|<form|id=/);
      expect(seen.value).to.include('<b>pasted</b>');
      expect(seen.value).to.include('<i>f</i>');
      expect(seen.value).to.include('<img src="x">');
      expect(seen.value).to.not.match(/onerror|javascript/);
    });

    it('shows the markup in Source Edit and takes it back sanitized', async () => {
      await t.page.click('[aria-label="Source Edit"]');
      await t.page.fill('textarea', '<i>x</i><img src=x onerror="window.pwned = 1">');
      await t.page.click('[aria-label="Source Edit"]');
      await t.page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[role=textbox] img');
        return img && img.complete;
      });
      const seen = await t.page.evaluate(() => [
        (window as any).pwned,
        (window as any).editor.getValue(),
      ]);
      expect(seen).to.deep.equal([undefined, '<i>x</i><img src="x">']);
    });

    it('fills the field: the editor takes the height the toolbar leaves', async () => {
      const s = await t.page.evaluate(() => {
        const w = window as any;
        const [field, tb, ed] = [w.editor.el, w.editor.getToolbar().el, w.editor.inputEl].map(
          (el: any) => el.dom.getBoundingClientRect().toJSON(),
        );
        return { field, tb, ed };
      });
      expect(s.field.height).to.equal(250);
      expect(s.ed.top).to.be.at.least(s.tb.bottom);
      expect(s.ed.bottom).to.be.within(250 - 2 + s.field.top - 1, 250 + s.field.top);
    });
  });
});
