import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../lib/Lib';
import { WindowManager, ZIndexManager } from '../classes/ZIndexManager';
import { useFields } from './form/form.helpers';
import '../classes/window/Window';
import '../classes/menu/Menu';

describe('Lib.ZIndexManager', () => {
  const { make } = useFields();
  const z = (c: any) => Number(c.el.dom.style.zIndex);
  const floater = (config: any = {}) => make('Lib.Component', { floating: true, ...config });
  const win = (config: any = {}) =>
    make('Lib.window.Window', { width: 100, height: 80, ...config });
  const mask = () => document.body.querySelector(':scope > .x-mask') as HTMLElement | null;

  it('is the class of Lib.WindowManager (also Lib.WindowMgr), with Ext base 19000', () => {
    expect(Lib.ClassManager.get('Lib.ZIndexManager')).to.equal(ZIndexManager);
    expect(Lib.ClassManager.get('Lib.WindowGroup')).to.equal(ZIndexManager);
    expect((Lib as any).WindowManager).to.equal(WindowManager);
    expect((Lib as any).WindowMgr).to.equal(WindowManager);
    expect(WindowManager.zseed).to.equal(19000);
  });

  it('getNextZSeed raises zBase by 10000 for each new manager', () => {
    const base = (ZIndexManager as any).zBase;
    const other = new ZIndexManager();
    expect(other.zseed).to.equal(base + 10000);
    expect((ZIndexManager as any).zBase).to.equal(base + 10000);
  });

  it('registers floating components when they render and forgets them when destroyed', () => {
    const c = floater();
    expect(WindowManager.get(c.id)).to.equal(undefined);
    c.show();
    expect(c.zIndexManager).to.equal(WindowManager);
    expect(WindowManager.get(c.id)).to.equal(c);
    expect(WindowManager.get(c)).to.equal(c);
    c.destroy();
    expect(WindowManager.zIndexStack).to.not.include(c);
    expect(c.zIndexManager).to.equal(undefined);
  });

  it('gives the shown components z-indexes 10 apart from zseed, in stack order', () => {
    const a = floater().show();
    const b = floater().show();
    expect(z(a)).to.be.at.least(19000);
    expect(z(b) - z(a)).to.equal(10);
    expect(WindowManager.bringToFront(a)).to.equal(true);
    expect(WindowManager.bringToFront(a), 'already on top').to.equal(false);
    expect(z(a) - z(b)).to.equal(10);
    expect(WindowManager.sendToBack(a)).to.equal(a);
    expect(z(a)).to.equal(19000);
    a.toFront();
    expect(z(a) - z(b)).to.equal(10);
    b.toBack();
    expect(WindowManager.zIndexStack[0]).to.equal(b);
  });

  it('makes the top-most shown window active: activate and deactivate, getActive', () => {
    const a = win().show();
    const onA = sinon.spy();
    a.on({ activate: () => onA('activate'), deactivate: () => onA('deactivate') });
    const b = win().show();
    expect(WindowManager.getActive()).to.equal(b);
    expect(onA.args.flat()).to.deep.equal(['deactivate']);
    b.hide();
    expect(WindowManager.getActive()).to.equal(a);
    expect(onA.args.flat()).to.deep.equal(['deactivate', 'activate']);
    a.hide();
    expect(WindowManager.getActive()).to.equal(null);
  });

  it('leaves the active window active when a menu shows over it', () => {
    const w = win().show();
    const menu = make('Lib.menu.Menu', { items: [{ text: 'A' }] }).showAt(5, 5);
    expect(z(menu)).to.be.greaterThan(z(w));
    expect(WindowManager.getActive()).to.equal(w);
  });

  it('puts the mask just below the top-most shown modal component', () => {
    const a = win({ modal: true }).show();
    expect(mask()?.style.zIndex).to.equal(String(z(a) - 4));
    const b = win().show();
    const c = win({ modal: true }).show();
    expect(mask()?.style.zIndex).to.equal(String(z(c) - 4));
    expect(z(b)).to.be.lessThan(z(c) - 4);
    c.hide();
    expect(mask()?.style.zIndex, 'back under the first modal window').to.equal(String(z(a) - 4));
    expect(z(b)).to.be.greaterThan(z(a));
    a.destroy();
    expect(mask()).to.equal(null);
  });

  it('each calls a function per component until it returns false; hideAll hides them', () => {
    const a = floater().show();
    const b = floater().show();
    const seen: any[] = [];
    WindowManager.each((c) => seen.push(c) && c !== a);
    expect(seen).to.deep.equal([a]);
    WindowManager.hideAll();
    expect([a.isVisible(), b.isVisible()]).to.deep.equal([false, false]);
  });
});
