import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// The date field's picker, the spinner and the number field's key filter in a real browser:
// keyboard only, placement, and the picker inside the grid's row editor.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('the date picker, the spinner and the number field in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 1000, height: 700 });
    await t.page.setContent(
      '<!doctype html><html><body><button id="before">Before</button><div id="form"></div><div id="grid"></div></body></html>',
    );
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
  });

  const value = (id: string) =>
    t.page.evaluate((i) => (window as any).Lib.getCmp(i).getRawValue(), id);

  it('picks a date by keyboard only: Alt+Down, arrows, PageDown, Enter', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.create('Lib.form.field.Date', {
        id: 'due',
        fieldLabel: 'Due',
        format: 'Y-m-d',
        value: '2024-05-15',
        width: 260,
        renderTo: 'form',
      });
    });
    await page.focus('#before');
    await page.keyboard.press('Tab');
    const input = page.getByRole('combobox', { name: 'Due' });
    expect(await input.evaluate((n) => n === document.activeElement)).to.equal(true);
    await page.keyboard.press('Alt+ArrowDown');
    const grid = page.getByRole('grid', { name: 'May 2024' });
    await grid.waitFor();
    // Under the field, left-aligned with its input body.
    const field = (await page.locator('#due-bodyEl').boundingBox())!;
    const picker = (await page.locator('.x-datepicker').boundingBox())!;
    expect(picker.x).to.be.closeTo(field.x, 1);
    expect(picker.y).to.be.closeTo(field.y + field.height, 1);
    expect(picker.width).to.be.greaterThan(150);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await page.getByRole('grid', { name: 'June 2024' }).waitFor();
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator('#' + active).getAttribute('title')).to.equal('June 23, 2024');
    expect(await input.evaluate((n) => n === document.activeElement)).to.equal(true);
    await page.keyboard.press('Enter');
    await page.locator('.x-datepicker').waitFor({ state: 'hidden' });
    expect(await value('due')).to.equal('2024-06-23');
    expect(await input.getAttribute('aria-expanded')).to.equal('false');
    // Esc closes it again without touching the value.
    await page.keyboard.press('ArrowDown');
    await page.locator('.x-datepicker').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.x-datepicker').waitFor({ state: 'hidden' });
    expect(await value('due')).to.equal('2024-06-23');
    expect(t.errors).to.deep.equal([]);
  });

  it('picks by mouse in the row editor, which stays open until Update', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.create('Lib.grid.Panel', {
        id: 'grid',
        renderTo: 'grid',
        width: 600,
        height: 250,
        store: Lib.create('Lib.data.Store', {
          fields: ['name', { name: 'joined', type: 'date', dateFormat: 'Y-m-d' }],
          data: [
            { name: 'Lisa', joined: '2024-05-15' },
            { name: 'Bart', joined: '2024-01-02' },
          ],
        }),
        columns: [
          { text: 'Name', dataIndex: 'name', flex: 1, editor: 'textfield' },
          {
            xtype: 'datecolumn',
            text: 'Joined',
            dataIndex: 'joined',
            format: 'Y-m-d',
            width: 200,
            editor: { xtype: 'datefield', format: 'Y-m-d' },
          },
        ],
        plugins: [{ ptype: 'rowediting', clicksToEdit: 2 }],
      });
    });
    await page.dblclick('.x-grid-row >> nth=0 >> .x-grid-cell >> nth=0');
    await page.locator('.x-grid-row-editor').waitFor();
    await page.click('.x-grid-row-editor .x-form-date-trigger');
    const grid = page.getByRole('grid', { name: 'May 2024' });
    await grid.waitFor();
    await page.click('.x-datepicker-next');
    await page.getByRole('grid', { name: 'June 2024' }).waitFor();
    await page
      .getByRole('gridcell', { name: '10', exact: true })
      .locator('visible=true')
      .first()
      .click();
    await page.locator('.x-datepicker').waitFor({ state: 'hidden' });
    expect(await page.locator('.x-grid-row-editor').isVisible()).to.equal(true);
    expect(await page.inputValue('.x-grid-row-editor input[aria-label="Joined"]')).to.equal(
      '2024-06-10',
    );
    // The picker's keys stay in the field: Enter picks, Esc closes, the editor stays.
    await page.keyboard.press('ArrowDown');
    await page.locator('.x-datepicker').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await page.locator('.x-grid-row-editor').isVisible()).to.equal(true);
    expect(await page.inputValue('.x-grid-row-editor input[aria-label="Joined"]')).to.equal(
      '2024-06-11',
    );
    await page.keyboard.press('Enter');
    await page.locator('.x-grid-row-editor').waitFor({ state: 'hidden' });
    const joined = await page.evaluate(() =>
      (window as any).Lib.Date.format(
        (window as any).Lib.getCmp('grid').getStore().getAt(0).get('joined'),
        'Y-m-d',
      ),
    );
    expect(joined).to.equal('2024-06-11');
    expect(t.errors).to.deep.equal([]);
  });

  it('spins a number field by keyboard, and allowDecimals: false refuses a typed "."', async () => {
    const { page } = t;
    await page.evaluate(() => {
      const Lib = (window as any).Lib;
      Lib.create('Lib.form.field.Number', {
        id: 'qty',
        fieldLabel: 'Quantity',
        value: 1,
        maxValue: 3,
        allowDecimals: false,
        renderTo: 'form',
      });
    });
    const input = page.getByRole('textbox', { name: 'Quantity' });
    await input.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await value('qty')).to.equal('3');
    await page.keyboard.press('ArrowDown');
    expect(await value('qty')).to.equal('2');
    await input.fill('');
    await page.keyboard.type('1.5e3');
    expect(await input.inputValue()).to.equal('153');
    // The up trigger, pressed with the mouse, keeps the focus in the input.
    await input.fill('1');
    await page.click('.x-form-spinner-up');
    expect(await input.inputValue()).to.equal('2');
    expect(await input.evaluate((n) => n === document.activeElement)).to.equal(true);
    expect(t.errors).to.deep.equal([]);
  });
});
