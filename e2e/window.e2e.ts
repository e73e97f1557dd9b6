import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { usePage } from './browser';

// Windows in a real browser: focus, keyboard, the pointer, pixels.
const libScript = readFileSync(new URL('../dist/lib.js', import.meta.url), 'utf8');
const css = readFileSync(new URL('../dist/lib.css', import.meta.url), 'utf8');

describe('windows in Chromium', () => {
  const t = usePage();
  beforeEach(async () => {
    await t.page.setViewportSize({ width: 1000, height: 700 });
    await t.page.setContent(
      '<!doctype html><html><body><button id="opener">Open</button>' +
        '<button id="below">Below</button></body></html>',
    );
    await t.page.addStyleTag({ content: css });
    await t.page.addScriptTag({ content: libScript });
  });

  /** Creates a window from `config` (evaluated in the page) under `window.w[id]`. */
  const open = (config: Record<string, unknown>, show = true) =>
    t.page.evaluate(
      ([cfg, doShow]) => {
        const w = (window as any).Lib.create('Lib.window.Window', cfg);
        ((window as any).w ||= {})[cfg.id as string] = w;
        if (doShow) w.show();
      },
      [config, show] as const,
    );

  /** The page box of the node matching `selector`. */
  const box = (selector: string) =>
    t.page.evaluate((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    }, selector);

  /** Presses the mouse at (x, y), moves it by (dx, dy) in a few steps and releases it. */
  const drag = async (x: number, y: number, dx: number, dy: number) => {
    await t.page.mouse.move(x, y);
    await t.page.mouse.down();
    await t.page.mouse.move(x + dx, y + dy, { steps: 4 });
    await t.page.mouse.up();
  };

  const focusedId = () => t.page.evaluate(() => document.activeElement?.id || '');

  const form = {
    title: 'Edit',
    width: 320,
    height: 200,
    modal: true,
    items: [
      { xtype: 'textfield', id: 'first', fieldLabel: 'First' },
      { xtype: 'textfield', id: 'last', fieldLabel: 'Last' },
    ],
  };

  it('a modal window traps Tab and Shift+Tab, and gives the focus back on close', async () => {
    await t.page.focus('#opener');
    await open({ id: 'm', ...form });
    expect(await focusedId()).to.equal('first-inputEl');
    await t.page.keyboard.press('Tab');
    expect(await focusedId()).to.equal('last-inputEl');
    // Past the last element: around to the first (the close tool in the header).
    await t.page.keyboard.press('Tab');
    const tool = await t.page.evaluate(() => (window as any).w.m.tools[0].el.dom.id);
    expect(await focusedId()).to.equal(tool);
    await t.page.keyboard.press('Shift+Tab');
    expect(await focusedId()).to.equal('last-inputEl');
    for (let i = 0; i < 6; i++) await t.page.keyboard.press('Tab');
    const inside = await t.page.evaluate(() =>
      (window as any).w.m.el.dom.contains(document.activeElement),
    );
    expect(inside, 'the focus never left the window').to.equal(true);
    await t.page.evaluate(() => (window as any).w.m.close());
    expect(await focusedId()).to.equal('opener');
    expect(t.errors).to.deep.equal([]);
  });

  it('Esc closes the window (only the top one) and the focus goes back', async () => {
    await t.page.focus('#opener');
    await open({ id: 'a', title: 'A', width: 300, height: 200, x: 20, y: 20 });
    await open({ id: 'b', ...form });
    await t.page.keyboard.press('Escape');
    const state = await t.page.evaluate(() => [
      (window as any).w.b.isDestroyed,
      (window as any).w.a.isVisible(),
    ]);
    expect(state).to.deep.equal([true, true]);
    expect(await focusedId()).to.not.equal('opener');
    await t.page.keyboard.press('Escape');
    expect(await t.page.evaluate(() => (window as any).w.a.isDestroyed)).to.equal(true);
    expect(await focusedId()).to.equal('opener');
  });

  it('is centred, and dragging the header moves it (fires move)', async () => {
    await open({ id: 'd', title: 'Drag me', width: 300, height: 200 });
    const before = await box('#d');
    expect(before.x).to.equal((1000 - 300) / 2);
    expect(before.y).to.equal((700 - 200) / 2);
    await t.page.evaluate(() => {
      (window as any).moves = [];
      (window as any).w.d.on('move', (_w: unknown, x: number, y: number) =>
        (window as any).moves.push([x, y]),
      );
    });
    const title = await box('#d-title');
    await drag(title.x + 5, title.y + 5, 55, 35);
    const after = await box('#d');
    expect([after.x - before.x, after.y - before.y]).to.deep.equal([55, 35]);
    const moves = await t.page.evaluate(() => (window as any).moves);
    expect(moves[moves.length - 1]).to.deep.equal([after.x, after.y]);
    expect(t.errors).to.deep.equal([]);
  });

  it('the resize handle changes its size (resize fires, the body follows)', async () => {
    await open({ id: 'r', title: 'Resize', width: 300, height: 200, x: 50, y: 50 });
    await t.page.evaluate(() => {
      (window as any).w.r.on('resize', (_w: unknown, width: number, height: number) => {
        (window as any).resized = [width, height];
      });
    });
    const corner = await box('#r .x-resizable-handle-southeast');
    await drag(corner.x + 5, corner.y + 5, 80, 40);
    const after = await box('#r');
    expect([after.width, after.height]).to.deep.equal([380, 240]);
    expect(await t.page.evaluate(() => (window as any).resized)).to.deep.equal([380, 240]);
    const body = await box('#r-body');
    const header = await box('#r-header');
    expect(body.height).to.equal(240 - 2 - header.height);
    // The west edge moves the left edge and keeps the right one.
    const west = await box('#r .x-resizable-handle-west');
    await drag(west.x + 2, west.y + 50, 500, 0);
    const narrow = await box('#r');
    expect(narrow.width, 'minWidth').to.equal(50);
    expect(narrow.x + narrow.width).to.equal(after.x + after.width);
  });

  it('stacks: a click on the lower window brings it to the front and activates it', async () => {
    await open({ id: 'one', title: 'One', width: 300, height: 200, x: 50, y: 50 });
    await open({ id: 'two', title: 'Two', width: 300, height: 200, x: 150, y: 100 });
    await t.page.evaluate(() => {
      (window as any).w.one.on('activate', () => ((window as any).activated = 'one'));
    });
    const z = () =>
      t.page.evaluate(() => [
        Number((window as any).w.one.el.dom.style.zIndex),
        Number((window as any).w.two.el.dom.style.zIndex),
      ]);
    const [one, two] = await z();
    expect(two).to.be.above(one);
    // A point of the first window that the second does not cover.
    await t.page.mouse.click(80, 120);
    const [one2, two2] = await z();
    expect(one2).to.be.above(two2);
    expect(await t.page.evaluate(() => (window as any).activated)).to.equal('one');
    expect(await t.page.evaluate(() => (window as any).Lib.WindowManager.getActive().id)).to.equal(
      'one',
    );
  });

  it('constrain keeps it inside the viewport while dragged', async () => {
    await open({
      id: 'c',
      title: 'Kept in',
      width: 300,
      height: 200,
      x: 100,
      y: 100,
      constrain: true,
    });
    const title = await box('#c-title');
    await drag(title.x + 5, title.y + 5, -1000, 2000);
    const after = await box('#c');
    expect([after.x, after.y + after.height]).to.deep.equal([0, 700]);
  });

  it('the modal mask covers the page and keeps clicks off what is below', async () => {
    await t.page.evaluate(() => {
      (window as any).clicks = 0;
      document.getElementById('below')!.addEventListener('click', () => (window as any).clicks++);
    });
    await open({ id: 'mm', ...form });
    const mask = await box('body > .x-mask');
    expect(mask).to.deep.equal({ x: 0, y: 0, width: 1000, height: 700 });
    const below = await box('#below');
    await t.page.mouse.click(below.x + 5, below.y + 5);
    expect(await t.page.evaluate(() => (window as any).clicks)).to.equal(0);
    const hit = await t.page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.className,
      [below.x + 5, below.y + 5],
    );
    expect(hit).to.equal('x-mask');
    // The focus stayed in the window.
    expect(await focusedId()).to.equal('first-inputEl');
    await t.page.evaluate(() => (window as any).w.mm.close());
    expect(await t.page.$('body > .x-mask')).to.equal(null);
    await t.page.mouse.click(below.x + 5, below.y + 5);
    expect(await t.page.evaluate(() => (window as any).clicks)).to.equal(1);
  });

  it('a menu opened from a button in a modal window shows above it', async () => {
    await open({
      id: 'mw',
      ...form,
      buttons: [{ id: 'more', text: 'More', menu: [{ text: 'Copy', id: 'copy' }] }],
    });
    await t.page.click('#more');
    const [menuZ, winZ] = await t.page.evaluate(() => [
      Number((window as any).Lib.getCmp('copy').up('menu').el.dom.style.zIndex),
      Number((window as any).w.mw.el.dom.style.zIndex),
    ]);
    expect(menuZ).to.be.above(winZ);
    const copy = await box('#copy');
    const hit = await t.page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('#copy'),
      [copy.x + copy.width / 2, copy.y + copy.height / 2],
    );
    expect(hit).to.equal(true);
  });

  it('maximize fills the viewport; restore gives the box back', async () => {
    await open({ id: 'x', title: 'Max', width: 300, height: 200, x: 40, y: 30, maximizable: true });
    await t.page.evaluate(() => (window as any).w.x.maximize());
    expect(await box('#x')).to.deep.equal({ x: 0, y: 0, width: 1000, height: 700 });
    await t.page.evaluate(() => (window as any).w.x.restore());
    expect(await box('#x')).to.deep.equal({ x: 40, y: 30, width: 300, height: 200 });
  });
});
