import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Lib.Msg in a real browser: answers by mouse and by keyboard, the focus, the box's place.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('Lib.Msg in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 1000, height: 700 });
    await t.page.setContent(
      '<!doctype html><html><body><button id="opener">Ask</button></body></html>',
    );
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
    // The opener asks; each answer is kept in window.answers as [buttonId, text].
    await t.page.evaluate(() => {
      const w = window as any;
      w.answers = [];
      w.record = (id: string, text: string) => w.answers.push([id, text]);
    });
    await t.page.focus('#opener');
  });

  const answers = () => t.page.evaluate(() => (window as any).answers);

  it('confirm answers yes to a click on Yes, and gives the focus back', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const w = window as any;
      w.Lib.Msg.confirm('Delete', 'Delete <b>Ann</b>?', w.record);
    });
    const dialog = page.getByRole('alertdialog', { name: 'Delete' });
    await dialog.waitFor();
    expect(await dialog.locator('b').textContent()).to.equal('Ann');
    // Centred in the viewport, above the page's mask.
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width / 2).to.be.closeTo(500, 1);
    expect(box.y + box.height / 2).to.be.closeTo(350, 1);
    expect(box.width).to.be.within(250, 600);
    const yes = dialog.getByRole('button', { name: 'Yes', exact: true });
    expect(await yes.evaluate((node) => node === document.activeElement)).to.equal(true);
    await yes.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await answers()).to.deep.equal([['yes', undefined]]);
    expect(await page.evaluate(() => document.activeElement!.id)).to.equal('opener');
    expect(t.errors).to.deep.equal([]);
  });

  it('confirm answers no from the keyboard (an arrow to No, Enter), and cancel to Esc', async () => {
    const { page } = t;
    const ask = () =>
      page.evaluate(() => {
        const w = window as any;
        w.Lib.Msg.confirm('Delete', 'Delete Ann?', w.record);
      });
    const dialog = page.getByRole('alertdialog');
    await ask();
    await dialog.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await ask();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await answers()).to.deep.equal([
      ['no', undefined],
      ['cancel', undefined],
    ]);
    expect(t.errors).to.deep.equal([]);
  });

  it('prompt returns the typed text (Enter answers ok)', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const w = window as any;
      w.Lib.Msg.prompt('Name', 'Your name:', w.record, null, false, 'A');
    });
    const dialog = page.getByRole('dialog', { name: 'Name' });
    await dialog.waitFor();
    const input = dialog.getByRole('textbox', { name: 'Your name:' });
    expect(await input.evaluate((node) => node === document.activeElement)).to.equal(true);
    await page.keyboard.press('End');
    await page.keyboard.type('nn <b>');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.evaluate(() => {
      const w = window as any;
      w.Lib.Msg.prompt('Notes', 'Notes:', w.record, null, true);
    });
    const notes = page.getByRole('dialog', { name: 'Notes' });
    await notes.waitFor();
    await page.keyboard.type('one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    await notes.getByRole('button', { name: 'OK', exact: true }).click();
    await notes.waitFor({ state: 'hidden' });
    expect(await answers()).to.deep.equal([
      ['ok', 'Ann <b>'],
      ['ok', 'one\ntwo'],
    ]);
    expect(t.errors).to.deep.equal([]);
  });

  it('the modal box keeps clicks off the page; progress fills its bar', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const w = window as any;
      w.clicked = 0;
      document.getElementById('opener')!.onclick = () => w.clicked++;
      w.Lib.Msg.progress('Saving', 'Saving…', 'Starting');
      w.Lib.Msg.updateProgress(0.5, 'Half');
    });
    const bar = page.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).to.equal('50');
    const [outer, inner] = await bar.evaluate((node) => [
      node.getBoundingClientRect().width,
      (node.firstChild as HTMLElement).getBoundingClientRect().width,
    ]);
    expect(inner).to.be.closeTo((outer - 2) / 2, 1);
    await page.mouse.click(10, 10);
    expect(await page.evaluate(() => (window as any).clicked)).to.equal(0);
    await page.evaluate(() => (window as any).Lib.Msg.hide());
    await page.click('#opener');
    expect(await page.evaluate(() => (window as any).clicked)).to.equal(1);
    expect(t.errors).to.deep.equal([]);
  });
});
