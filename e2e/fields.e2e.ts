/**
 * The plain fields in Chromium: a radio group answers the keyboard as WAI-ARIA's radio group
 * (one Tab stop, the arrows move the selection, each form its own group), a collapsed
 * fieldset hides its content and gives the room back, and the error of `msgTarget: 'side'`
 * sits right of the input while `'under'` sits below it, indented by the label.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
// The forms pack, loaded after lib.js.
const formsScript = readFileSync(new URL('../dist/lib-forms.js', import.meta.url), 'utf8');
const libCss = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('form fields in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setContent('<!doctype html><html><body><input id="before"></body></html>');
    await t.page.addStyleTag({ content: libCss });
    await t.page.addScriptTag({ content: libScript });
    await t.page.addScriptTag({ content: formsScript });
  });
  afterEach(() => {
    expect(t.errors).to.deep.equal([]);
  });

  const focusedValue = () =>
    t.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');

  it('a radio group: one Tab stop, arrows move the selection, one change each', async () => {
    const page = t.page;
    // Page-side code as script text (functions written here would be renamed by tsx).
    await page.addScriptTag({
      content: `
        window.changes = [];
        window.group = Lib.create('Lib.form.RadioGroup', {
          renderTo: document.body, fieldLabel: 'Size', width: 400, value: {size: 'm'},
          items: ['s', 'm', 'l'].map(function (v) { return {boxLabel: v, name: 'size', inputValue: v}; }),
          listeners: {change: function (g, v) { changes.push(v.size); }}
        });
        var after = document.createElement('input');
        after.id = 'after';
        document.body.appendChild(after);`,
    });
    await page.focus('#before');
    await page.keyboard.press('Tab');
    expect(await focusedValue()).to.equal('m');
    await page.keyboard.press('ArrowDown');
    expect(await focusedValue()).to.equal('l');
    await page.keyboard.press('ArrowDown'); // wraps round
    expect(await focusedValue()).to.equal('s');
    await page.keyboard.press('ArrowUp');
    expect(await focusedValue()).to.equal('l');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('after');
    const state = await page.evaluate(() => {
      const w = window as any;
      return {
        value: w.group.getValue(),
        changes: w.changes,
        checked: w.group.items.items.map((r: any) => r.getValue()),
      };
    });
    expect(state.value).to.deep.equal({ size: 'l' });
    expect(state.changes).to.deep.equal(['l', 's', 'l']);
    expect(state.checked).to.deep.equal([false, false, true]);
  });

  it('radios of the same name in two forms stay two groups for the browser too', async () => {
    const page = t.page;
    await page.addScriptTag({
      content: `
        if (!Lib.ClassManager.getByAlias('widget.form')) {
          Lib.define('E2E.Form', {extend: 'Lib.container.Container', alias: 'widget.form'});
        }
        window.form = function () {
          return Lib.widget('form', {renderTo: document.body, items: [{xtype: 'radiogroup',
            items: [{boxLabel: 's', name: 'size', inputValue: 's'},
                    {boxLabel: 'm', name: 'size', inputValue: 'm'}]}]}).down('radiogroup');
        };
        window.a = form();
        window.b = form();
        a.setValue({size: 's'});
        b.setValue({size: 'm'});`,
    });
    await page.click('#' + (await page.evaluate(() => (window as any).a.items.getAt(1).inputId)));
    const values = await page.evaluate(() => [
      (window as any).a.getValue(),
      (window as any).b.getValue(),
    ]);
    expect(values).to.deep.equal([{ size: 'm' }, { size: 'm' }]);
  });

  it('a collapsed fieldset hides its content and gives the room back', async () => {
    const page = t.page;
    await page.evaluate(() => {
      const w = window as any;
      w.fs = w.Lib.create('Lib.form.FieldSet', {
        renderTo: document.body,
        title: 'Address',
        collapsible: true,
        width: 400,
        items: [
          { xtype: 'textfield', fieldLabel: 'Street' },
          { xtype: 'textfield', fieldLabel: 'City' },
        ],
      });
    });
    const measure = () =>
      page.evaluate(() => {
        const w = window as any;
        const field = w.fs.items.getAt(0).el.dom as HTMLElement;
        return {
          height: w.fs.el.dom.getBoundingClientRect().height,
          fieldShown: field.getClientRects().length > 0,
          expanded: w.fs.toggleCmp.el.dom.getAttribute('aria-expanded'),
        };
      });
    const open = await measure();
    expect(open.fieldShown).to.equal(true);
    expect(open.expanded).to.equal('true');
    await page.click('#' + (await page.evaluate(() => (window as any).fs.toggleCmp.id)));
    const shut = await measure();
    expect(shut.fieldShown).to.equal(false);
    expect(shut.expanded).to.equal('false');
    expect(shut.height).to.be.lessThan(open.height - 40);
    // Keyboard: the tool is a button (Enter) that expands again.
    await page.focus('#' + (await page.evaluate(() => (window as any).fs.toggleCmp.id)));
    await page.keyboard.press('Enter');
    expect((await measure()).fieldShown).to.equal(true);
  });

  it("places msgTarget 'side' right of the input and 'under' below it, under the input", async () => {
    await t.page.addScriptTag({
      content: `
        window.place = function (msgTarget) {
          var f = Lib.create('Lib.form.field.Text',
            {renderTo: document.body, fieldLabel: 'Name', width: 400, msgTarget: msgTarget});
          f.markInvalid('Required');
          var box = function (el) { var r = el.dom.getBoundingClientRect();
            return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
          return {input: box(f.inputEl), error: box(f.errorEl), field: box(f.el),
            pad: parseFloat(getComputedStyle(f.errorEl.dom).paddingLeft)};
        };`,
    });
    const boxes = await t.page.evaluate(() => ({
      side: (window as any).place('side'),
      under: (window as any).place('under'),
    }));
    const { side, under } = boxes;
    expect(side.error.width).to.be.greaterThan(10);
    expect(side.error.left).to.be.at.least(side.input.right);
    expect(side.error.right).to.be.at.most(side.field.right + 0.5);
    expect(Math.abs(side.error.top - side.input.top)).to.be.lessThan(side.input.height);
    expect(under.error.top).to.be.at.least(under.input.bottom);
    expect(under.error.height).to.be.greaterThan(10);
    // Indented by the label: its text starts where the input does.
    expect(Math.abs(under.error.left + under.pad - under.input.left)).to.be.lessThan(1);
  });
});
