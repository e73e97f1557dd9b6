/**
 * Tab panels in Chromium: the active card fills the tab panel's body to the pixel (the tab bar
 * takes its natural height between the title bar and the body), and the keyboard follows the
 * WAI-ARIA tabs pattern (one Tab stop, arrows/Home/End activating, disabled tabs skipped).
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const libCss = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('Lib.tab.Panel in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setContent('<!doctype html><html><body><input id="before"></body></html>');
    await t.page.addStyleTag({ content: libCss });
    await t.page.addScriptTag({ content: libScript });
    await t.page.evaluate(() => {
      (window as any).tabs = (window as any).Lib.create('Lib.tab.Panel', {
        renderTo: document.body,
        title: 'Orders',
        width: 500,
        height: 300,
        items: [
          { title: 'One', itemId: 'one', html: '<input id="in-one">' },
          { title: 'Two', itemId: 'two', html: '<p>two</p>' },
          { title: 'Off', itemId: 'off', disabled: true },
          { title: 'Four', itemId: 'four', html: '<p>four</p>' },
        ],
      });
    });
  });
  afterEach(() => {
    expect(t.errors).to.deep.equal([]);
  });

  const active = () => t.page.evaluate(() => (window as any).tabs.getActiveTab().itemId);
  const focused = () => t.page.evaluate(() => document.activeElement?.textContent || '');

  it('the active card fills the body under the title bar and the tab bar', async () => {
    // Page-side helpers as script text (functions written here would be renamed by tsx).
    await t.page.addScriptTag({
      content: `
        window.boxOf = function (el) { return el.getBoundingClientRect(); };
        window.measure = function () {
          var body = boxOf(tabs.body.dom), card = boxOf(tabs.getActiveTab().el.dom);
          return { body: [body.width, body.height], card: [card.width, card.height] };
        };`,
    });
    const sizes = await t.page.evaluate(() => {
      const w = window as any;
      const tabs = w.tabs;
      const first = w.measure();
      tabs.setActiveTab('two');
      return {
        first,
        second: w.measure(),
        panel: w.boxOf(tabs.el.dom).height,
        header: w.boxOf(tabs.headerEl.dom).height,
        bar: w.boxOf(tabs.getTabBar().el.dom).height,
        tabsOnOneRow: new Set(tabs.query('tab').map((tab: any) => w.boxOf(tab.el.dom).top)).size,
      };
    });
    expect(sizes.first.card).to.deep.equal(sizes.first.body);
    expect(sizes.second.card).to.deep.equal(sizes.second.body);
    expect(sizes.bar).to.be.greaterThan(20);
    // The panel's border is 1 px on each side.
    expect(sizes.first.body[1]).to.equal(sizes.panel - 2 - sizes.header - sizes.bar);
    expect(sizes.tabsOnOneRow).to.equal(1);
  });

  it('one Tab stop, arrows activate the next tab, disabled tabs are skipped, Home/End', async () => {
    const page = t.page;
    await page.focus('#before');
    await page.keyboard.press('Tab');
    expect(await focused()).to.equal('One');
    await page.keyboard.press('ArrowRight');
    expect([await active(), await focused()]).to.deep.equal(['two', 'Two']);
    await page.keyboard.press('ArrowRight');
    expect([await active(), await focused()]).to.deep.equal(['four', 'Four']);
    await page.keyboard.press('ArrowRight');
    expect(await active()).to.equal('one');
    await page.keyboard.press('End');
    expect(await active()).to.equal('four');
    await page.keyboard.press('Home');
    expect(await active()).to.equal('one');
    // Tab leaves the tab list for the card's content: the other tabs are no Tab stops.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('in-one');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).to.equal('One');
  });

  it('a click activates a tab; a click on a disabled tab does nothing', async () => {
    await t.page.click('text=Four');
    expect(await active()).to.equal('four');
    await t.page.click('text=Off', { force: true });
    expect(await active()).to.equal('four');
  });
});
